/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <adwaita.h>

#include "sq-new-game-page.h"
#include "sq-rule-options-row.h"
#include "sq-state.h"
#include "sq-ui-test.h"
#include "sq-ui-tree.h"

typedef struct
{
  GtkWindow     *window;
  SqNewGamePage *page;
  GSettings     *settings;

  guint          n_started;
  SqSetup        setup;       /* the last one emitted */
  char          *name;
} Fixture;

/* Helpers */

/* The row titled @title: what the players read, so also what the test
 * looks for */
static gpointer
find_row (Fixture    *fixture,
          const char *title)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  sq_test_collect (GTK_WIDGET (fixture->page), ADW_TYPE_PREFERENCES_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    if (g_strcmp0 (adw_preferences_row_get_title (rows->pdata[i]), title) == 0)
      return rows->pdata[i];

  g_error ("no row titled “%s”", title);
  return NULL;
}

static gpointer
find_in_row (Fixture    *fixture,
             const char *title,
             GType       type)
{
  g_autoptr(GPtrArray) widgets = g_ptr_array_new ();

  sq_test_collect (find_row (fixture, title), type, widgets);
  g_assert_cmpuint (widgets->len, ==, 1);
  return widgets->pdata[0];
}

static void
set_switch (Fixture    *fixture,
            const char *title,
            gboolean    active)
{
  gtk_switch_set_active (find_in_row (fixture, title, GTK_TYPE_SWITCH), active);
}

static void
set_spin (Fixture    *fixture,
          const char *title,
          int         value)
{
  gtk_spin_button_set_value (find_in_row (fixture, title, GTK_TYPE_SPIN_BUTTON), value);
}

static void
set_combo (Fixture    *fixture,
           const char *title,
           guint       selected)
{
  adw_combo_row_set_selected (find_row (fixture, title), selected);
}

static guint
count_choices (Fixture    *fixture,
               const char *title)
{
  return g_list_model_get_n_items (adw_combo_row_get_model (find_row (fixture, title)));
}

static void
start (Fixture *fixture)
{
  guint before = fixture->n_started;

  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "new-game.start", NULL);
  g_assert_cmpuint (fixture->n_started, ==, before + 1);
}

static void
assert_distinct_knights (const SqSetup *setup,
                         gboolean       bedivere_allowed)
{
  guint seen = 0;

  for (guint i = 0; i < setup->n_players; i++)
    {
      g_assert_cmpuint (setup->knights[i], <, SQ_N_KNIGHTS);
      g_assert_false (seen & (1u << setup->knights[i]));
      seen |= 1u << setup->knights[i];
    }
  if (!bedivere_allowed)
    g_assert_false (seen & (1u << SQ_KNIGHT_BEDIVERE));
}

/* Signal handlers */

static void
on_start_cb (SqNewGamePage *page,
             const SqSetup *setup,
             const char    *name,
             Fixture       *fixture)
{
  g_autoptr(SqState) state = NULL;
  g_autoptr(GError) error = NULL;

  /* every setup the page emits deals */
  state = sq_state_new (setup, &error);
  g_assert_no_error (error);
  g_assert_nonnull (state);
  g_assert_true (sq_state_check_invariants (state, NULL));

  fixture->n_started++;
  fixture->setup = *setup;
  g_free (fixture->name);
  fixture->name = g_strdup (name);
}

static void
on_notify_cb (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

static void
on_changed_cb (SqRuleOptionsRow *row,
               guint            *count)
{
  (*count)++;
}

/* Fixture */

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  gboolean with_settings = GPOINTER_TO_INT (data);

  if (with_settings)
    fixture->settings = g_settings_new (BASE_ID);

  fixture->window = GTK_WINDOW (gtk_window_new ());
  fixture->page = SQ_NEW_GAME_PAGE (sq_new_game_page_new (fixture->settings));
  sq_new_game_page_set_seed (fixture->page, 20240503);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->page));
  g_signal_connect (fixture->page, "start", G_CALLBACK (on_start_cb), fixture);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
  /* the memory backend lives as long as the process */
  if (fixture->settings != NULL)
    {
      g_autoptr(GSettingsSchema) schema = NULL;
      g_auto(GStrv) keys = NULL;

      g_object_get (fixture->settings, "settings-schema", &schema, NULL);
      keys = g_settings_schema_list_keys (schema);
      for (guint i = 0; keys[i] != NULL; i++)
        g_settings_reset (fixture->settings, keys[i]);
    }
  g_clear_object (&fixture->settings);
  g_clear_pointer (&fixture->name, g_free);
}

/* Tests */

static void
test_new_destroy (void)
{
  GtkWidget *page = sq_new_game_page_new (NULL);

  g_object_ref_sink (page);
  g_assert_true (SQ_IS_NEW_GAME_PAGE (page));
  g_assert_null (sq_new_game_page_get_settings (SQ_NEW_GAME_PAGE (page)));
  g_assert_finalize_object (page);
}

static void
test_defaults (Fixture       *fixture,
               gconstpointer  data)
{
  SqRuleOptions recommended;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%-d %B");
  g_autofree char *default_name = g_strdup_printf ("Game of %s", date);

  sq_rule_options_init_defaults (&recommended);
  start (fixture);

  g_assert_cmpuint (fixture->setup.n_players, ==, 4);
  assert_distinct_knights (&fixture->setup, FALSE);
  for (guint i = 4; i < SQ_MAX_SEATS; i++)
    g_assert_cmpuint (fixture->setup.knights[i], ==, SQ_N_KNIGHTS);
  g_assert_cmpint (fixture->setup.first_seat, ==, SQ_NO_SEAT);
  g_assert_cmpint (fixture->setup.loyalty, ==, SQ_LOYALTY_STANDARD);
  g_assert_cmpuint (fixture->setup.loyal_cards, ==, 7);
  g_assert_cmpint (fixture->setup.look, ==, SQ_LOOK_IMMEDIATE);
  g_assert_cmpint (fixture->setup.white_deck, ==, SQ_DECK_PHYSICAL);
  g_assert_cmpint (fixture->setup.black_deck, ==, SQ_DECK_VIRTUAL);
  g_assert_cmpint (fixture->setup.dice, ==, SQ_DECK_VIRTUAL);
  g_assert_false (fixture->setup.squires_challenge);
  g_assert_cmpuint (fixture->setup.squire_life, ==, SQ_START_LIFE);
  g_assert_false (fixture->setup.skip_opening_share);
  g_assert_cmpuint (fixture->setup.seed, ==, 20240503);
  g_assert_cmpmem (&fixture->setup.options, sizeof recommended,
                   &recommended, sizeof recommended);
  g_assert_cmpstr (fixture->name, ==, default_name);

  /* no seed set: one is drawn for each game */
  sq_new_game_page_set_seed (fixture->page, 0);
  start (fixture);
  g_assert_cmpuint (fixture->setup.seed, !=, 0);
}

static void
test_controls (Fixture       *fixture,
               gconstpointer  data)
{
  SqRuleOptions recommended;
  SqSetup setup;

  sq_rule_options_init_defaults (&recommended);

  sq_new_game_page_set_n_players (fixture->page, 5);
  sq_new_game_page_set_game_name (fixture->page, "  Friday  ");
  set_combo (fixture, "White Cards", SQ_DECK_VIRTUAL);
  set_combo (fixture, "Black Cards", SQ_DECK_PHYSICAL);
  set_combo (fixture, "Eight-Sided Die", SQ_DECK_PHYSICAL);
  set_combo (fixture, "Traitor", SQ_LOYALTY_TRAITOR_AMONG_US);
  set_spin (fixture, "Loyal Cards", 5);
  set_switch (fixture, "Skip the Opening Share", TRUE);
  set_switch (fixture, "Excalibur Can Cancel a Black Card", TRUE);
  set_switch (fixture, "Mordred Brings a Warrior", FALSE);
  set_combo (fixture, "Vivien Lasts", SQ_LASTING_WHOLE_GAME);
  set_combo (fixture, "Accusations Open At", SQ_ACCUSE_BLACK_SWORDS);
  set_spin (fixture, "Cards for a Player Who Joins", 3);
  set_spin (fixture, "Swords Turned by a Hidden Traitor", 1);
  set_combo (fixture, "First Player", 3);
  g_assert_cmpstr (adw_expander_row_get_subtitle (find_row (fixture, "Rule Options")), ==,
                   "6 options differ from the recommended");
  start (fixture);

  g_assert_cmpuint (fixture->setup.n_players, ==, 5);
  assert_distinct_knights (&fixture->setup, FALSE);
  g_assert_cmpstr (fixture->name, ==, "Friday");
  g_assert_cmpint (fixture->setup.white_deck, ==, SQ_DECK_VIRTUAL);
  g_assert_cmpint (fixture->setup.black_deck, ==, SQ_DECK_PHYSICAL);
  g_assert_cmpint (fixture->setup.dice, ==, SQ_DECK_PHYSICAL);
  g_assert_cmpint (fixture->setup.loyalty, ==, SQ_LOYALTY_TRAITOR_AMONG_US);
  g_assert_cmpuint (fixture->setup.loyal_cards, ==, 5);
  g_assert_true (fixture->setup.skip_opening_share);
  g_assert_cmpint (fixture->setup.first_seat, ==, 2);
  g_assert_true (fixture->setup.options.excalibur_cancel);
  g_assert_false (fixture->setup.options.mordred_adds_warrior);
  g_assert_cmpint (fixture->setup.options.vivien_duration, ==, SQ_LASTING_WHOLE_GAME);
  g_assert_cmpint (fixture->setup.options.dark_forest_duration, ==, SQ_LASTING_UNTIL_VICTORY);
  g_assert_cmpint (fixture->setup.options.accuse_threshold, ==, SQ_ACCUSE_BLACK_SWORDS);
  g_assert_cmpuint (fixture->setup.options.new_player_cards, ==, 3);
  g_assert_cmpuint (fixture->setup.options.traitor_flip, ==, 1);

  /* fewer players: the Loyal cards follow the floor, the first seat stays */
  sq_new_game_page_set_n_players (fixture->page, 3);
  start (fixture);
  g_assert_cmpuint (fixture->setup.loyal_cards, ==, 5);
  g_assert_cmpint (fixture->setup.first_seat, ==, 2);
  set_spin (fixture, "Loyal Cards", 2);
  start (fixture);
  g_assert_cmpuint (fixture->setup.loyal_cards, ==, 2);
  sq_new_game_page_set_n_players (fixture->page, 6);
  start (fixture);
  g_assert_cmpuint (fixture->setup.loyal_cards, ==, 5);

  /* Squire's Challenge: no knights to choose, squires' life */
  set_switch (fixture, "Squire’s Challenge", TRUE);
  g_assert_false (gtk_widget_get_visible (find_row (fixture, "Deal Knights at Random")));
  set_spin (fixture, "Squires’ Life Points", 3);
  start (fixture);
  g_assert_true (fixture->setup.squires_challenge);
  g_assert_cmpuint (fixture->setup.squire_life, ==, 3);

  /* reset: the recommended everything, the table stays */
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "new-game.reset", NULL);
  g_assert_cmpstr (adw_expander_row_get_subtitle (find_row (fixture, "Rule Options")), ==,
                   "For points the rules leave open; all as recommended");
  sq_new_game_page_get_setup (fixture->page, &setup);
  g_assert_cmpuint (setup.n_players, ==, 6);
  g_assert_cmpint (setup.first_seat, ==, 2);
  g_assert_cmpint (setup.white_deck, ==, SQ_DECK_PHYSICAL);
  g_assert_cmpint (setup.black_deck, ==, SQ_DECK_VIRTUAL);
  g_assert_cmpint (setup.dice, ==, SQ_DECK_VIRTUAL);
  g_assert_cmpint (setup.loyalty, ==, SQ_LOYALTY_STANDARD);
  g_assert_false (setup.squires_challenge);
  g_assert_false (setup.skip_opening_share);
  g_assert_cmpmem (&setup.options, sizeof recommended, &recommended, sizeof recommended);
}

static void
test_random_knights (Fixture       *fixture,
                     gconstpointer  data)
{
  guint differ = 0;
  SqSetup first;

  for (guint bedivere = 0; bedivere < 2; bedivere++)
    {
      set_switch (fixture, "Include Sir Bedivere", bedivere);
      for (guint n = 3; n <= 7; n++)
        {
          sq_new_game_page_set_n_players (fixture->page, n);
          for (guint64 seed = 1; seed <= 40; seed++)
            {
              SqSetup setup;

              sq_new_game_page_set_seed (fixture->page, seed);
              sq_new_game_page_get_setup (fixture->page, &setup);
              g_assert_cmpuint (setup.n_players, ==, n);
              assert_distinct_knights (&setup, bedivere);
              if (seed == 1)
                first = setup;
              else
                differ += memcmp (setup.knights, first.knights, n) != 0;
            }
          start (fixture);
          assert_distinct_knights (&fixture->setup, bedivere);
        }
    }

  /* the deal changes with the seed */
  g_assert_cmpuint (differ, >, 300);
}

static void
test_chosen_knights (Fixture       *fixture,
                     gconstpointer  data)
{
  set_switch (fixture, "Deal Knights at Random", FALSE);
  g_assert_true (gtk_widget_get_visible (find_row (fixture, "Seat 4")));
  g_assert_false (gtk_widget_get_visible (find_row (fixture, "Seat 5")));

  /* box order to start with; picking Sir Kay for seat 1 swaps him with
   * King Arthur */
  set_combo (fixture, "Seat 1", SQ_KNIGHT_KAY);
  start (fixture);
  g_assert_cmpuint (fixture->setup.knights[0], ==, SQ_KNIGHT_KAY);
  g_assert_cmpuint (fixture->setup.knights[1], ==, SQ_KNIGHT_GALAHAD);
  g_assert_cmpuint (fixture->setup.knights[2], ==, SQ_KNIGHT_GAWAIN);
  g_assert_cmpuint (fixture->setup.knights[3], ==, SQ_KNIGHT_ARTHUR);
  g_assert_cmpint (fixture->setup.first_seat, ==, SQ_NO_SEAT);

  /* a knight from the box simply takes the seat */
  set_combo (fixture, "Seat 2", SQ_KNIGHT_TRISTAN);
  start (fixture);
  g_assert_cmpuint (fixture->setup.knights[1], ==, SQ_KNIGHT_TRISTAN);
  assert_distinct_knights (&fixture->setup, FALSE);

  /* Bedivere only with his switch; switching him off sends him back */
  g_assert_cmpuint (count_choices (fixture, "Seat 3"), ==, 7);
  set_switch (fixture, "Include Sir Bedivere", TRUE);
  g_assert_cmpuint (count_choices (fixture, "Seat 3"), ==, 8);
  set_combo (fixture, "Seat 3", SQ_KNIGHT_BEDIVERE);
  start (fixture);
  g_assert_cmpuint (fixture->setup.knights[2], ==, SQ_KNIGHT_BEDIVERE);
  set_switch (fixture, "Include Sir Bedivere", FALSE);
  start (fixture);
  assert_distinct_knights (&fixture->setup, FALSE);

  /* seven players: all seven knights of the box */
  sq_new_game_page_set_n_players (fixture->page, 7);
  start (fixture);
  assert_distinct_knights (&fixture->setup, FALSE);

  /* the first player by seat */
  set_combo (fixture, "First Player", 4);
  start (fixture);
  g_assert_cmpint (fixture->setup.first_seat, ==, 3);
}

static void
test_three_players (Fixture       *fixture,
                    gconstpointer  data)
{
  AdwComboRow *look = find_row (fixture, "Read Loyalty Cards");

  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (look)));

  sq_new_game_page_set_n_players (fixture->page, 3);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (look)));
  start (fixture);
  g_assert_cmpint (fixture->setup.look, ==, SQ_LOOK_DELAYED);

  set_combo (fixture, "Read Loyalty Cards", SQ_LOOK_IMMEDIATE);
  start (fixture);
  g_assert_cmpint (fixture->setup.look, ==, SQ_LOOK_IMMEDIATE);
  set_combo (fixture, "Read Loyalty Cards", SQ_LOOK_DELAYED);

  /* no Traitor, nothing to hide */
  set_combo (fixture, "Traitor", SQ_LOYALTY_NO_TRAITOR);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (look)));
  start (fixture);
  g_assert_cmpint (fixture->setup.look, ==, SQ_LOOK_IMMEDIATE);
  g_assert_cmpint (fixture->setup.loyalty, ==, SQ_LOYALTY_NO_TRAITOR);

  /* the look is the three-player rule only */
  set_combo (fixture, "Traitor", SQ_LOYALTY_STANDARD);
  sq_new_game_page_set_n_players (fixture->page, 4);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (look)));
  start (fixture);
  g_assert_cmpint (fixture->setup.look, ==, SQ_LOOK_IMMEDIATE);
}

static void
test_settings (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GtkWidget) second = NULL;
  g_autofree char *white = NULL;
  SqSetup setup;

  /* the schema's defaults are the documented ones */
  sq_new_game_page_get_setup (fixture->page, &setup);
  g_assert_cmpint (setup.white_deck, ==, SQ_DECK_PHYSICAL);
  g_assert_cmpint (setup.black_deck, ==, SQ_DECK_VIRTUAL);
  g_assert_cmpint (setup.dice, ==, SQ_DECK_VIRTUAL);

  set_combo (fixture, "White Cards", SQ_DECK_VIRTUAL);
  set_combo (fixture, "Eight-Sided Die", SQ_DECK_PHYSICAL);
  set_switch (fixture, "Excalibur Can Cancel a Black Card", TRUE);
  set_combo (fixture, "Vivien Lasts", SQ_LASTING_WHOLE_GAME);
  set_spin (fixture, "Cards for a Player Who Joins", 4);

  /* remembered when a game starts, not before */
  white = g_settings_get_string (fixture->settings, "default-white-deck");
  g_assert_cmpstr (white, ==, "physical");
  start (fixture);

  second = g_object_ref_sink (sq_new_game_page_new (fixture->settings));
  sq_new_game_page_get_setup (SQ_NEW_GAME_PAGE (second), &setup);
  g_assert_cmpint (setup.white_deck, ==, SQ_DECK_VIRTUAL);
  g_assert_cmpint (setup.black_deck, ==, SQ_DECK_VIRTUAL);
  g_assert_cmpint (setup.dice, ==, SQ_DECK_PHYSICAL);
  g_assert_true (setup.options.excalibur_cancel);
  g_assert_cmpint (setup.options.vivien_duration, ==, SQ_LASTING_WHOLE_GAME);
  g_assert_cmpuint (setup.options.new_player_cards, ==, 4);
  /* only preferences: the table itself is not remembered */
  g_assert_cmpuint (setup.n_players, ==, 4);
}

/* Opening the page again brings back the last game's deck modes and rule
 * options, not the recommended ones; "Reset to Recommended" still can. */
static void
test_restore (Fixture       *fixture,
              gconstpointer  data)
{
  SqSetup setup;

  set_combo (fixture, "Black Cards", SQ_DECK_PHYSICAL);
  set_switch (fixture, "Excalibur Can Cancel a Black Card", TRUE);
  start (fixture);

  /* the page is changed, then left without starting */
  set_combo (fixture, "Black Cards", SQ_DECK_VIRTUAL);
  set_switch (fixture, "Excalibur Can Cancel a Black Card", FALSE);
  sq_new_game_page_restore (fixture->page);
  sq_new_game_page_get_setup (fixture->page, &setup);
  g_assert_cmpint (setup.black_deck, ==, SQ_DECK_PHYSICAL);
  g_assert_true (setup.options.excalibur_cancel);

  sq_new_game_page_reset (fixture->page);
  sq_new_game_page_get_setup (fixture->page, &setup);
  g_assert_cmpint (setup.black_deck, ==, SQ_DECK_VIRTUAL);
  g_assert_false (setup.options.excalibur_cancel);
  /* and restoring again is the last game's, which reset did not change */
  sq_new_game_page_restore (fixture->page);
  sq_new_game_page_get_setup (fixture->page, &setup);
  g_assert_cmpint (setup.black_deck, ==, SQ_DECK_PHYSICAL);
}

static void
test_notify (Fixture       *fixture,
             gconstpointer  data)
{
  guint players = 0;
  guint seed = 0;
  guint name = 0;
  g_autofree char *text = NULL;

  g_signal_connect (fixture->page, "notify::n-players", G_CALLBACK (on_notify_cb), &players);
  g_signal_connect (fixture->page, "notify::seed", G_CALLBACK (on_notify_cb), &seed);
  g_signal_connect (fixture->page, "notify::game-name", G_CALLBACK (on_notify_cb), &name);

  g_object_set (fixture->page, "n-players", 4, NULL);
  g_assert_cmpuint (players, ==, 0);
  g_object_set (fixture->page, "n-players", 6, NULL);
  g_assert_cmpuint (players, ==, 1);
  g_assert_cmpuint (sq_new_game_page_get_n_players (fixture->page), ==, 6);
  set_spin (fixture, "Players", 5);
  g_assert_cmpuint (players, ==, 2);

  g_object_set (fixture->page, "seed", (guint64) 20240503, NULL);
  g_assert_cmpuint (seed, ==, 0);
  g_object_set (fixture->page, "seed", (guint64) 99, NULL);
  g_assert_cmpuint (seed, ==, 1);
  g_assert_cmpuint (sq_new_game_page_get_seed (fixture->page), ==, 99);

  g_object_set (fixture->page, "game-name", "Saturday", NULL);
  g_assert_cmpuint (name, ==, 1);
  g_object_set (fixture->page, "game-name", "Saturday", NULL);
  g_assert_cmpuint (name, ==, 1);
  g_object_get (fixture->page, "game-name", &text, NULL);
  g_assert_cmpstr (text, ==, "Saturday");
}

static void
test_rule_options_row (void)
{
  GtkWidget *row = g_object_ref_sink (sq_rule_options_row_new ());
  SqRuleOptions recommended;
  SqRuleOptions options;
  guint changed = 0;
  g_autoptr(GPtrArray) switches = g_ptr_array_new ();

  g_signal_connect (row, "changed", G_CALLBACK (on_changed_cb), &changed);
  sq_rule_options_init_defaults (&recommended);
  sq_rule_options_row_get_options (SQ_RULE_OPTIONS_ROW (row), &options);
  g_assert_cmpmem (&options, sizeof options, &recommended, sizeof recommended);
  g_assert_cmpuint (sq_rule_options_row_get_n_changed (SQ_RULE_OPTIONS_ROW (row)), ==, 0);

  /* setting does not emit ::changed; out-of-range counts are clamped */
  options.excalibur_cancel = TRUE;
  options.traitor_flip = 9;
  sq_rule_options_row_set_options (SQ_RULE_OPTIONS_ROW (row), &options);
  g_assert_cmpuint (changed, ==, 0);
  g_assert_cmpuint (sq_rule_options_row_get_n_changed (SQ_RULE_OPTIONS_ROW (row)), ==, 1);
  sq_rule_options_row_get_options (SQ_RULE_OPTIONS_ROW (row), &options);
  g_assert_cmpuint (options.traitor_flip, ==, 2);
  g_assert_true (options.excalibur_cancel);

  /* every switch drives its option */
  sq_test_collect (row, GTK_TYPE_SWITCH, switches);
  /* the expander's own switch, hidden, is not an option */
  g_assert_cmpuint (switches->len, ==, 13);
  for (guint i = 0; i < switches->len; i++)
    if (gtk_widget_get_visible (switches->pdata[i])
        && gtk_widget_get_visible (gtk_widget_get_parent (switches->pdata[i])))
      gtk_switch_set_active (switches->pdata[i], !gtk_switch_get_active (switches->pdata[i]));
  g_assert_cmpuint (changed, ==, 12);
  /* Excalibur's cancel went back to its recommended value */
  g_assert_cmpuint (sq_rule_options_row_get_n_changed (SQ_RULE_OPTIONS_ROW (row)), ==, 11);

  g_assert_finalize_object (row);
}

int
main (int   argc,
      char *argv[])
{
  sq_test_init_ui (&argc, &argv);

  g_test_add_func ("/ui/new-game-page/new-destroy", test_new_destroy);
  g_test_add_func ("/ui/rule-options-row/options", test_rule_options_row);
  g_test_add ("/ui/new-game-page/defaults", Fixture, GINT_TO_POINTER (FALSE),
              fixture_setup, test_defaults, fixture_teardown);
  g_test_add ("/ui/new-game-page/defaults-with-settings", Fixture, GINT_TO_POINTER (TRUE),
              fixture_setup, test_defaults, fixture_teardown);
  g_test_add ("/ui/new-game-page/controls", Fixture, GINT_TO_POINTER (FALSE),
              fixture_setup, test_controls, fixture_teardown);
  g_test_add ("/ui/new-game-page/random-knights", Fixture, GINT_TO_POINTER (FALSE),
              fixture_setup, test_random_knights, fixture_teardown);
  g_test_add ("/ui/new-game-page/chosen-knights", Fixture, GINT_TO_POINTER (FALSE),
              fixture_setup, test_chosen_knights, fixture_teardown);
  g_test_add ("/ui/new-game-page/three-players", Fixture, GINT_TO_POINTER (FALSE),
              fixture_setup, test_three_players, fixture_teardown);
  g_test_add ("/ui/new-game-page/settings", Fixture, GINT_TO_POINTER (TRUE),
              fixture_setup, test_settings, fixture_teardown);
  g_test_add ("/ui/new-game-page/restore", Fixture, GINT_TO_POINTER (TRUE),
              fixture_setup, test_restore, fixture_teardown);
  g_test_add ("/ui/new-game-page/notify", Fixture, GINT_TO_POINTER (FALSE),
              fixture_setup, test_notify, fixture_teardown);

  return g_test_run ();
}

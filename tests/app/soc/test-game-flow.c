/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * Whole games driven through the window, in-process: the deal behind the
 * curtain, every action through the turn panel, undo and redo through the
 * window's actions, and the end page. After every step what the widgets
 * show is checked against the engine's state, and no secret may show
 * outside the curtain.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "sq-application.h"
#include "sq-card-picker.h"
#include "sq-cards.h"
#include "sq-dice-view.h"
#include "sq-reference.h"
#include "sq-reveal.h"
#include "sq-rules-page.h"
#include "sq-text.h"
#include "sq-turn-panel.h"
#include "sq-window.h"

#include "sq-random-play.h"
#include "sq-ui-test.h"
#include "sq-ui-window-test.h"
#include "sq-window-refusals.h"
#include "sq-tooltip.h"

typedef SqTestWindow Fixture;

/* Every text a sighted user can read in the visible part of the window:
 * labels, and the titles and subtitles of rows and the window. */
static void
collect_texts (GtkWidget *widget,
               GString   *out)
{
  if (!gtk_widget_get_visible (widget) || !gtk_widget_get_child_visible (widget))
    return;

  if (GTK_IS_LABEL (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  if (sq_tooltip_get_text (widget) != NULL)
    g_string_append_printf (out, "%s\n", sq_tooltip_get_text (widget));

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_texts (child, out);
}

static char *
window_texts (SqWindow *window)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "%s\n", gtk_window_get_title (GTK_WINDOW (window)));
  collect_texts (GTK_WIDGET (window), out);

  return g_string_free (out, FALSE);
}

static void
assert_no_secret (Fixture       *fixture,
                  const SqState *state)
{
  g_autofree char *texts = NULL;
  g_auto(GStrv) lines = NULL;
  const char *traitor = sq_text_face (SQ_FACE_TRAITOR);

  if (state->outcome != SQ_OUTCOME_NONE)
    return;
  for (guint i = 0; i < state->n_seats; i++)
    if (state->seats[i].unmasked || state->seats[i].loyalty_revealed)
      return;

  g_assert_cmpstr (sq_window_get_page (fixture->window), !=, "curtain");
  /* the title names the game, and nothing more */
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), ==,
                   sq_game_get_name (sq_window_get_game (fixture->window)));

  /* "Traitor" may be read only in an accusation ("Accuse Sir Kay of
   * being the Traitor"), never beside a knight as what he is */
  texts = window_texts (fixture->window);
  lines = g_strsplit (texts, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (strstr (lines[i], traitor) != NULL && strstr (lines[i], "ccuse") == NULL)
      g_error ("“%s” is on screen outside the curtain: %s", traitor, lines[i]);
}

static void
deal_through_curtain (Fixture *fixture,
                      guint    expected)
{
  GtkWidget *curtain = sq_window_get_part (fixture->window, "curtain");
  guint n = 0;

  while (g_strcmp0 (sq_window_get_page (fixture->window), "curtain") == 0)
    {
      g_assert_cmpuint (n, <, expected);
      g_signal_emit_by_name (curtain, "done");
      sq_test_iterate ();
      n++;
    }

  g_assert_cmpuint (n, ==, expected);
  g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "game");
}

static void
assert_panel_matches (Fixture       *fixture,
                      const SqState *state)
{
  GtkWidget *panel = sq_window_get_part (fixture->window, "turn-panel");
  g_autofree char *prompt = sq_text_prompt (state);
  GString *texts = g_string_new (NULL);

  collect_texts (panel, texts);
  /* the prompt that names who must answer is on show */
  g_assert_nonnull (strstr (texts->str, prompt));
  g_string_free (texts, TRUE);
}

/* Every wrapping text in the turn panel's column asks for a width in
 * characters (sq_chrome_column_label()), not for its text's: GTK 4.8
 * would lay each new text out twice more to measure it. Texts in a row of
 * buttons (a flow box), in the card picker's grid and in the die (centred
 * at its own width) size what holds them and keep the width of their
 * text; libadwaita makes the heading of "Not possible now". */
static void
assert_column_labels (GtkWidget *widget,
                      guint     *n_checked)
{
  if (GTK_IS_FLOW_BOX (widget) || SQ_IS_CARD_PICKER (widget) || SQ_IS_DICE_VIEW (widget) ||
      (gtk_widget_has_css_class (widget, "header") &&
       gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_GROUP) != NULL))
    return;
  if (GTK_IS_LABEL (widget) && gtk_label_get_wrap (GTK_LABEL (widget)))
    {
      int chars = gtk_label_get_width_chars (GTK_LABEL (widget));

      if (chars <= 0 || gtk_label_get_max_width_chars (GTK_LABEL (widget)) != chars)
        g_error ("the panel's text “%s” (in a %s in a %s) asks for the width of its text",
                 gtk_label_get_text (GTK_LABEL (widget)),
                 G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)),
                 G_OBJECT_TYPE_NAME (gtk_widget_get_parent (gtk_widget_get_parent (widget))));
      (*n_checked)++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_column_labels (child, n_checked);
}

static void
play_game (Fixture       *fixture,
           const SqSetup *setup,
           guint64        seed,
           guint          expected_curtains)
{
  g_autoptr(GError) error = NULL;
  SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (fixture->window, "turn-panel"));
  SqTestRng rng = { seed };
  SqAction buf[512];
  SqGame *game;
  guint steps = 0;
  guint undos = 0;
  guint d8_seen = 0;
  guint last_type = SQ_N_ACTIONS;
  guint position = 0;
  gboolean answered_alone = FALSE;

  g_assert_true (sq_window_start_game (fixture->window, setup, "Flow", &error));
  g_assert_no_error (error);
  sq_test_iterate ();

  game = sq_window_get_game (fixture->window);
  g_assert_nonnull (game);
  g_assert_nonnull (sq_game_get_id (game));
  deal_through_curtain (fixture, expected_curtains);

  while (!sq_game_get_finished (game) && steps < 4000)
    {
      SqState before = *sq_game_get_state (game);
      SqAction action;
      GListModel *log = sq_game_get_log (game);

      assert_panel_matches (fixture, &before);
      assert_no_secret (fixture, &before);

      /* every question the game asks has its topic in the reference */
      {
        const char *topic = sq_turn_panel_get_prompt_topic (panel);

        g_assert_nonnull (topic);
        if (sq_reference_lookup_topic (sq_reference_get_default (), topic) == NULL)
          g_error ("decision %d: no topic “%s” in the rules reference",
                   sq_state_get_decision (&before), topic);
      }

      /* the die is on show exactly when the game waits for it (or has
       * just been rolled) */
      if (sq_state_get_decision (&before) == SQ_DECISION_D8)
        {
          g_assert_true (gtk_widget_is_visible (sq_turn_panel_get_dice (panel)));
          g_assert_true (gtk_widget_is_sensitive (sq_turn_panel_get_dice (panel)));
          d8_seen++;
        }
      else if (steps > 0 && last_type != SQ_ACTION_ROLL_D8 && !answered_alone)
        g_assert_false (gtk_widget_is_visible (sq_turn_panel_get_dice (panel)));

      g_assert_true (sq_test_pick_with (&rng, &before, buf, G_N_ELEMENTS (buf), TRUE, &action));
      position = sq_game_get_position (game);
      g_assert_true (sq_turn_panel_choose (panel, &action, &error));
      g_assert_no_error (error);
      sq_test_iterate ();
      steps++;
      last_type = action.type;
      /* the panel may have given a single answer itself (Squire's own d8
       * is rolled at once): then the die may show that roll */
      answered_alone = sq_game_get_position (game) > position + 1;

      /* the log has a line per action in effect */
      g_assert_cmpuint (g_list_model_get_n_items (log), ==, sq_game_get_position (game));

      if (steps % 40 == 0 && !sq_game_get_finished (game))
        {
          SqState after = *sq_game_get_state (game);

          gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
          sq_test_iterate ();
          g_assert_true (sq_state_equal (sq_game_get_state (game), &before));
          g_assert_true (sq_game_get_can_redo (game));

          gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.redo", NULL);
          sq_test_iterate ();
          g_assert_true (sq_state_equal (sq_game_get_state (game), &after));
          undos++;
        }
    }

  g_assert_true (sq_game_get_finished (game));
  g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "end");
  /* every row and choice made on the way is in the panel */
  {
    guint n_checked = 0;

    assert_column_labels (GTK_WIDGET (panel), &n_checked);
    g_assert_cmpuint (n_checked, >=, 8);
  }
  g_assert_cmpuint (undos, >, 0);
  g_test_message ("%u actions, %u d8 rolls", steps, d8_seen);

  /* what is on disk is the game on screen */
  {
    g_autoptr(SqGame) reopened = sq_game_open (fixture->store, sq_game_get_id (game), &error);

    g_assert_no_error (error);
    g_assert_true (sq_state_equal (sq_game_get_state (reopened), sq_game_get_state (game)));
  }
}

static void
test_flow_virtual (Fixture       *fixture,
                   gconstpointer  data)
{
  SqSetup setup;

  sq_setup_init_defaults (&setup, 5);
  setup.white_deck = SQ_DECK_VIRTUAL;
  setup.black_deck = SQ_DECK_VIRTUAL;
  setup.seed = 20261121;

  play_game (fixture, &setup, 11, 5);
}

static void
test_flow_physical_white (Fixture       *fixture,
                          gconstpointer  data)
{
  SqSetup setup;

  /* the default table: physical white cards, virtual black deck */
  sq_setup_init_defaults (&setup, 4);
  setup.white_deck = SQ_DECK_PHYSICAL;
  setup.black_deck = SQ_DECK_VIRTUAL;
  setup.seed = 77;

  play_game (fixture, &setup, 3, 4);
}

static SqReveal *
find_reveal (GtkWidget *widget)
{
  if (SQ_IS_REVEAL (widget))
    return SQ_REVEAL (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      SqReveal *found = find_reveal (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static void
hold_reveal (SqReveal *reveal,
             gboolean  down)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (sq_reveal_get_button (reveal));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_DRAG (controller))
        g_signal_emit_by_name (controller, down ? "begin" : "end", NULL);
    }
}

/* Percival's peek at Squire's black deck: the top card is on the turn
 * panel's reveal, in the widget tree only while held, and gone once he
 * has chosen his Progression of Evil. */
static void
test_flow_percival_peek (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (fixture->window, "turn-panel"));
  const SqState *state;
  SqReveal *reveal;
  GtkWidget *secret;
  SqSetup setup;
  SqAction action;
  g_autofree char *top = NULL;

  sq_setup_init_defaults (&setup, 3);
  setup.knights[0] = SQ_KNIGHT_PERCIVAL;
  setup.knights[1] = SQ_KNIGHT_KAY;
  setup.knights[2] = SQ_KNIGHT_GAWAIN;
  setup.loyalty = SQ_LOYALTY_NO_TRAITOR;
  setup.skip_opening_share = TRUE;
  setup.black_deck = SQ_DECK_VIRTUAL;
  setup.seed = 31;
  g_assert_true (sq_window_start_game (fixture->window, &setup, NULL, &error));
  g_assert_no_error (error);
  sq_test_iterate ();

  state = sq_game_get_state (sq_window_get_game (fixture->window));
  g_assert_cmpint (sq_state_get_decision (state), ==, SQ_DECISION_EVIL);
  g_assert_cmpint (state->seats[sq_state_get_decider (state)].knight, ==, SQ_KNIGHT_PERCIVAL);
  reveal = find_reveal (GTK_WIDGET (panel));
  g_assert_nonnull (reveal);
  g_assert_null (sq_reveal_get_child (reveal));

  sq_action_init (&action, SQ_ACTION_PEEK);
  g_assert_true (sq_turn_panel_choose (panel, &action, &error));
  g_assert_no_error (error);
  sq_test_iterate ();

  state = sq_game_get_state (sq_window_get_game (fixture->window));
  top = g_strdup (sq_text_face (sq_card_face (state->black_draw.c[state->black_draw.n - 1])));
  secret = sq_reveal_get_child (reveal);
  g_assert_nonnull (secret);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (reveal)));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (secret)), ==, top);
  g_assert_null (gtk_widget_get_parent (secret));
  g_assert_false (sq_reveal_get_revealed (reveal));

  hold_reveal (reveal, TRUE);
  g_assert_true (gtk_widget_is_ancestor (secret, GTK_WIDGET (reveal)));
  hold_reveal (reveal, FALSE);
  g_assert_null (gtk_widget_get_parent (secret));

  /* held when he chooses: the action hides it, and the peek is over */
  hold_reveal (reveal, TRUE);
  sq_action_init (&action, SQ_ACTION_ADD_SIEGE);
  g_assert_true (sq_turn_panel_choose (panel, &action, &error));
  g_assert_no_error (error);
  sq_test_iterate ();
  g_assert_false (sq_reveal_get_revealed (reveal));
  g_assert_null (sq_reveal_get_child (reveal));
  hold_reveal (reveal, FALSE);
}

static void
test_flow_no_traitor (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  SqSetup setup;

  sq_setup_init_defaults (&setup, 3);
  setup.loyalty = SQ_LOYALTY_NO_TRAITOR;
  setup.seed = 5;

  /* nothing to deal: straight to the board */
  g_assert_true (sq_window_start_game (fixture->window, &setup, NULL, &error));
  g_assert_no_error (error);
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "game");
}

static void
test_refusal_reason (Fixture       *fixture,
                     gconstpointer  data)
{
  SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (fixture->window, "turn-panel"));
  SqGame *game;
  GString *texts = g_string_new (NULL);
  const char *reason = sq_text_rule_reason (sq_rule_id (SQ_RULE_HEROIC_DIFFERENT_TYPE));

  /* evil first, then a move: a second move is the same Heroic Action type */
  sq_test_start_second_move (fixture->window);
  game = sq_window_get_game (fixture->window);
  sq_test_iterate ();

  g_assert_cmpint (sq_state_get_decision (sq_game_get_state (game)), ==, SQ_DECISION_HEROIC);
  g_assert_cmpuint (sq_turn_panel_get_n_blocked (panel), >, 0);
  collect_texts (GTK_WIDGET (panel), texts);
  g_assert_nonnull (strstr (texts->str, reason));
  g_string_free (texts, TRUE);

  /* undo brings the move back as a choice, and Ctrl+Z is the shortcut */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  sq_test_iterate ();
  g_assert_cmpuint (sq_game_get_position (game), ==, 1);
}

/* Every question the game can ask has a topic, and the button beside the
 * prompt opens it in the rules page. */
static void
test_prompt_topics (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (fixture->window, "turn-panel"));
  SqReference *reference = sq_reference_get_default ();
  GtkWidget *rules_page;
  SqSetup setup;

  for (SqDecision d = 0; d < SQ_N_DECISIONS; d++)
    {
      const char *topic = sq_turn_panel_topic_for_decision (d);

      g_assert_nonnull (topic);
      if (sq_reference_lookup_topic (reference, topic) == NULL)
        g_error ("decision %d: no topic “%s” in the rules reference", d, topic);
    }

  sq_setup_init_defaults (&setup, 3);
  setup.skip_opening_share = TRUE;
  setup.seed = 4;
  g_assert_true (sq_window_start_game (fixture->window, &setup, NULL, &error));
  g_assert_no_error (error);
  deal_through_curtain (fixture, 3);
  sq_test_iterate ();

  g_signal_emit_by_name (panel, "show-topic", sq_turn_panel_get_prompt_topic (panel));
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "rules");
  rules_page = sq_window_get_part (fixture->window, "rules-page");
  g_assert_cmpstr (sq_rules_page_get_topic_id (SQ_RULES_PAGE (rules_page)), ==, "evil.options");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  if (!sq_test_have_display ())
    {
      g_test_skip ("no display");
      return g_test_run ();
    }

  gtk_init ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add ("/flow/virtual-decks", Fixture, NULL, sq_test_window_setup, test_flow_virtual, sq_test_window_teardown);
  g_test_add ("/flow/physical-white", Fixture, NULL, sq_test_window_setup, test_flow_physical_white, sq_test_window_teardown);
  g_test_add ("/flow/percival-peek", Fixture, NULL, sq_test_window_setup, test_flow_percival_peek, sq_test_window_teardown);
  g_test_add ("/flow/no-traitor", Fixture, NULL, sq_test_window_setup, test_flow_no_traitor, sq_test_window_teardown);
  g_test_add ("/flow/refusal-reason", Fixture, NULL, sq_test_window_setup, test_refusal_reason, sq_test_window_teardown);
  g_test_add ("/flow/prompt-topics", Fixture, NULL, sq_test_window_setup, test_prompt_topics, sq_test_window_teardown);

  return g_test_run ();
}

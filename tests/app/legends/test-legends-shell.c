/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Around the Camelot Legends page (test-legends-page.c plays a game
 * through it): the face-down final event's place is never shown, every
 * rule id has a topic in data/rules/legends.xml and a sentence in
 * sq-legends-text, the game object (SqLegendsGame) notifies and saves as
 * it says, and the window opens the page and comes back from it. */

#include "config.h"

#include "sq-legends-test.h"
#include "sq-legends-text.h"
#include "sq-start-page.h"
#include "sq-store.h"
#include "sq-window.h"
#include "sq-tooltip.h"

/* ----------------------------------------------------- the face-down final */

static void
on_value (GtkWidget *widget,
          GString   *out);

/* GTK has no getter for accessible properties; its test API returns the
 * real value as text when it differs from the one asked, and a string no
 * widget ever sets always differs. */
static char *
dup_a11y (GtkWidget             *widget,
          GtkAccessibleProperty  property)
{
  char *value = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), property, "\x01");

  if (value != NULL && g_str_equal (value, "undefined"))
    g_clear_pointer (&value, g_free);
  return value;
}

/* Everything the page says, shown or hidden: texts, tooltips, spin
 * values, accessible names and descriptions */
static void
collect (GtkWidget *widget,
         GString   *out)
{
  static const GtkAccessibleProperty properties[] = {
    GTK_ACCESSIBLE_PROPERTY_LABEL,
    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
  };

  g_string_append_printf (out, "%s%s", G_OBJECT_TYPE_NAME (widget),
                          gtk_widget_get_visible (widget) ? "" : " (hidden)");
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (out, " «%s»", gtk_label_get_text (GTK_LABEL (widget)));
  if (sq_tooltip_get_text (widget) != NULL)
    g_string_append_printf (out, " tooltip «%s»", sq_tooltip_get_text (widget));
  on_value (widget, out);
  for (guint i = 0; i < G_N_ELEMENTS (properties); i++)
    {
      g_autofree char *value = dup_a11y (widget, properties[i]);

      if (value != NULL)
        g_string_append_printf (out, " a11y «%s»", value);
    }
  g_string_append_c (out, '\n');

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect (child, out);
}

static void
on_value (GtkWidget *widget,
          GString   *out)
{
  if (GTK_IS_EDITABLE (widget))
    g_string_append_printf (out, " text «%s»", gtk_editable_get_text (GTK_EDITABLE (widget)));
}

static char *
observe (SqLegendsPage *page)
{
  GString *out = g_string_new (NULL);

  sq_test_iterate ();
  collect (GTK_WIDGET (page), out);
  return g_string_free (out, FALSE);
}

static SqLegendsGame *
game_with_final (guint final_event)
{
  static const char *names[] = { "Anna", "Ben", NULL };
  g_autoptr(GError) error = NULL;
  SqLegendsGame *game;
  SqLegendsSetup setup;

  sq_legends_setup_init_defaults (&setup, 2);
  setup.first_player = 1;
  setup.final_event = final_event;
  setup.seed = 99;
  game = sq_legends_game_new (NULL, &setup, names, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sq_legends_game_get_state (game)->final_position, ==, final_event);

  return game;
}

static void
same_steps (SqLegendsGame *a,
            SqLegendsGame *b,
            const SqLegendsAction *action)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (sq_legends_game_apply (a, action, &error));
  g_assert_no_error (error);
  g_assert_true (sq_legends_game_apply (b, action, &error));
  g_assert_no_error (error);
}

static void
assert_same_page (Fixture       *fixture,
                  SqLegendsGame *a,
                  SqLegendsGame *b)
{
  g_autofree char *seen_a = NULL;
  g_autofree char *seen_b = NULL;

  sq_legends_page_set_game (fixture->page, a);
  seen_a = observe (fixture->page);
  sq_legends_page_set_game (fixture->page, b);
  seen_b = observe (fixture->page);
  g_assert_cmpstr (seen_a, ==, seen_b);
}

static void
test_final_secret (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(SqLegendsGame) first = game_with_final (1);
  g_autoptr(SqLegendsGame) third = game_with_final (3);
  SqLegendsAction action;

  assert_same_page (fixture, first, third);

  /* the opening, then every event down to the final one */
  sq_legends_action_init (&action, SQ_LEGENDS_ACTION_PLAY_CHARACTER);
  action.location = SQ_LEGENDS_LOCATION_CAMELOT;
  action.card.lord = TRUE;
  same_steps (first, third, &action);
  same_steps (first, third, &action);
  assert_same_page (fixture, first, third);

  while (sq_legends_game_get_state (first)->events_drawn
         < sq_legends_game_get_state (first)->events_in_deck)
    {
      sq_legends_action_init (&action, SQ_LEGENDS_ACTION_DRAW_EVENT);
      sq_legends_event_init (&action.event, SQ_LEGENDS_EVENT_SPECIAL);
      same_steps (first, third, &action);
      sq_legends_action_init (&action, SQ_LEGENDS_ACTION_END_TURN);
      same_steps (first, third, &action);
    }
  assert_same_page (fixture, first, third);

  /* the end view, before the final event is out, says nothing either */
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "legends.resolve", NULL);
  assert_same_page (fixture, first, third);
}

/* ------------------------------------------------------- rules reference */

typedef struct
{
  GHashTable *rules;     /* rule id -> topic id */
  char       *topic;
} RulesReader;

static void
rules_start (GMarkupParseContext  *context,
             const char           *element,
             const char          **names,
             const char          **values,
             gpointer              user_data,
             GError              **error)
{
  RulesReader *reader = user_data;

  for (guint i = 0; names[i] != NULL; i++)
    {
      if (g_str_equal (element, "topic") && g_str_equal (names[i], "id"))
        {
          g_free (reader->topic);
          reader->topic = g_strdup (values[i]);
        }
      else if (g_str_equal (element, "rule") && g_str_equal (names[i], "id"))
        {
          if (g_hash_table_contains (reader->rules, values[i]))
            g_error ("rule %s has two topics", values[i]);
          g_hash_table_insert (reader->rules, g_strdup (values[i]), g_strdup (reader->topic));
        }
      else if (g_str_equal (element, "reference") && g_str_equal (names[i], "game"))
        g_assert_cmpstr (values[i], ==, "camelot-legends");
    }
}

static void
test_rule_topics (void)
{
  static const GMarkupParser parser = { rules_start, NULL, NULL, NULL, NULL };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "rules",
                                                 "legends.xml", NULL);
  g_autoptr(GHashTable) rules = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  RulesReader reader = { rules, NULL };
  gsize length;

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);

  context = g_markup_parse_context_new (&parser, G_MARKUP_PREFIX_ERROR_POSITION, &reader, NULL);
  g_markup_parse_context_parse (context, contents, length, &error);
  g_assert_no_error (error);
  g_markup_parse_context_end_parse (context, &error);
  g_assert_no_error (error);
  g_free (reader.topic);

  for (guint rule = 0; rule < SQ_LEGENDS_N_RULES; rule++)
    {
      const char *id = sq_legends_rule_id (rule);

      g_test_message ("rule %s", id);
      if (!g_hash_table_contains (rules, id))
        g_error ("rule %s has no topic in legends.xml", id);
      g_assert_true (g_str_has_prefix (g_hash_table_lookup (rules, id), "legends."));
      g_assert_nonnull (sq_legends_text_rule_reason (id));
    }

  /* and no rule id there that the engine does not have */
  g_assert_cmpuint (g_hash_table_size (rules), ==, SQ_LEGENDS_N_RULES);
  g_assert_null (sq_legends_text_rule_reason ("heroic.move"));
}

/* ----------------------------------------------------------- the façade */

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

static void
count_changed (SqLegendsGame *game,
               guint         *count)
{
  (*count)++;
}

/* A game saved before the names were in the file (version 1 or 2) kept
 * them in <id>.players beside it: it opens with them, and its next save
 * puts them in the file and removes the old one. */
static void
test_old_names_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("squire-legends-old-XXXXXX", &error);
  g_autofree char *old = g_test_build_filename (G_TEST_DIST, "legends", "data", "good",
                                                "example-sealed.json", NULL);
  g_autofree char *data = NULL;
  g_autofree char *game_path = g_build_filename (dir, "oldgame.json", NULL);
  g_autofree char *names_path = g_build_filename (dir, "oldgame.players", NULL);
  g_autoptr(SqLegendsGame) game = NULL;
  g_autoptr(SqLegendsFile) file = NULL;
  gsize len = 0;

  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (old, &data, &len, &error));
  g_assert_true (g_file_set_contents (game_path, data, len, &error));
  g_assert_true (g_file_set_contents (names_path, "[players]\nnames=Ada;Bram;\n", -1, &error));

  game = sq_legends_game_open (dir, "oldgame", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sq_legends_game_get_name (game, 0), ==, "Ada");
  g_assert_cmpstr (sq_legends_game_get_name (game, 1), ==, "Bram");

  /* the first save moves them into the file */
  g_assert_true (sq_legends_game_undo (game, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (names_path, G_FILE_TEST_EXISTS));
  g_assert_true (sq_legends_file_load_path (game_path, &file, &error));
  g_assert_no_error (error);
  g_assert_nonnull (file->player_names);
  g_assert_cmpstr (file->player_names[0], ==, "Ada");
  g_assert_cmpstr (file->player_names[1], ==, "Bram");
  g_clear_object (&game);

  game = sq_legends_game_open (dir, "oldgame", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sq_legends_game_get_name (game, 1), ==, "Bram");
  g_clear_object (&game);
  g_assert_true (sq_test_remove_tree (dir));
}

static void
test_game_object (void)
{
  static const char *names[] = { "Anna", " Ben ", "", NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("squire-legends-game-XXXXXX", &error);
  g_autofree char *id = NULL;
  g_autofree char *game_path = NULL;
  g_autofree char *names_path = NULL;
  g_autofree char *last = NULL;
  g_autoptr(SqLegendsGame) game = NULL;
  g_autoptr(SqLegendsGame) again = NULL;
  SqLegendsSetup setup;
  SqLegendsAction action;
  guint undo_notes = 0;
  guint changes = 0;

  g_assert_no_error (error);
  sq_legends_setup_init_defaults (&setup, 3);
  setup.seed = 4;
  game = sq_legends_game_new (dir, &setup, names, &error);
  g_assert_no_error (error);
  id = g_strdup (sq_legends_game_get_id (game));

  /* trimmed names, and a default one for a seat left empty */
  g_assert_cmpstr (sq_legends_game_get_name (game, 0), ==, "Anna");
  g_assert_cmpstr (sq_legends_game_get_name (game, 1), ==, "Ben");
  g_assert_cmpstr (sq_legends_game_get_name (game, 2), ==, "Player 3");

  /* one sealed game file, the names in it (in clear: the games list
   * shows them) and nothing beside it */
  game_path = g_strconcat (dir, G_DIR_SEPARATOR_S, id, ".json", NULL);
  names_path = g_strconcat (dir, G_DIR_SEPARATOR_S, id, ".players", NULL);
  g_assert_true (g_file_test (game_path, G_FILE_TEST_IS_REGULAR));
  g_assert_false (g_file_test (names_path, G_FILE_TEST_EXISTS));
  {
    g_autoptr(SqLegendsFile) file = NULL;

    g_assert_true (sq_legends_file_load_path (game_path, &file, &error));
    g_assert_no_error (error);
    g_assert_nonnull (file->player_names);
    g_assert_cmpuint (g_strv_length (file->player_names), ==, 3);
    g_assert_cmpstr (file->player_names[1], ==, "Ben");
    g_assert_cmpstr (file->player_names[2], ==, "Player 3");
  }
  g_assert_false (sq_legends_game_get_can_undo (game));

  g_signal_connect (game, "notify::can-undo", G_CALLBACK (count_notify), &undo_notes);
  g_signal_connect (game, "changed", G_CALLBACK (count_changed), &changes);

  /* a refusal changes nothing and says nothing */
  sq_legends_action_init (&action, SQ_LEGENDS_ACTION_END_TURN);
  g_assert_false (sq_legends_game_check (game, &action, &error));
  g_assert_error (error, SQ_LEGENDS_ERROR, SQ_LEGENDS_ERROR_WRONG_DECISION);
  g_clear_error (&error);
  g_assert_false (sq_legends_game_apply (game, &action, &error));
  g_clear_error (&error);
  g_assert_cmpuint (changes, ==, 0);

  sq_legends_action_init (&action, SQ_LEGENDS_ACTION_PLAY_CHARACTER);
  action.location = SQ_LEGENDS_LOCATION_CAMELOT;
  action.card.lord = TRUE;
  g_assert_true (sq_legends_game_apply (game, &action, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (undo_notes, ==, 1);
  g_assert_cmpuint (changes, ==, 1);
  g_assert_true (sq_legends_game_apply (game, &action, &error));
  g_assert_cmpuint (undo_notes, ==, 1);
  g_assert_cmpuint (changes, ==, 2);

  /* saved before apply returns: the folder has it, names and all */
  last = sq_legends_game_find_last_unfinished (dir);
  g_assert_cmpstr (last, ==, id);
  again = sq_legends_game_open (dir, id, &error);
  g_assert_no_error (error);
  g_assert_true (sq_legends_state_equal (sq_legends_game_get_state (again),
                                         sq_legends_game_get_state (game)));
  g_assert_cmpstr (sq_legends_game_get_name (again, 1), ==, "Ben");
  g_clear_object (&again);

  /* undone actions are saved too, and come back as redo */
  g_assert_true (sq_legends_game_undo (game, &error));
  again = sq_legends_game_open (dir, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sq_legends_game_get_position (again), ==, 1);
  g_assert_true (sq_legends_game_get_can_redo (again));
  g_clear_object (&again);

  /* a save that fails takes the action back */
  g_assert_true (sq_test_remove_tree (dir));
  g_assert_true (g_file_set_contents (dir, "not a folder", -1, NULL));
  g_assert_false (sq_legends_game_apply (game, &action, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_cmpuint (sq_legends_game_get_position (game), ==, 1);
  g_assert_true (sq_legends_game_get_can_redo (game));

  g_assert_true (sq_test_remove_tree (dir));
  g_assert_finalize_object (g_steal_pointer (&game));
}

/* ------------------------------------------------------------ the window */

static void
test_window (void)
{
  static guint counter;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = g_strdup_printf ("%s.LegendsTest%u", APP_ID, counter++);
  g_autofree char *dir = g_dir_make_tmp ("squire-legends-window-XXXXXX", &error);
  g_autofree char *games = g_build_filename (dir, "games", NULL);
  g_autofree char *legends = g_build_filename (dir, SQ_LEGENDS_STORE_FOLDER, NULL);
  g_autoptr(SqApplication) app = sq_application_new (id, G_APPLICATION_NON_UNIQUE);
  g_autoptr(SqStore) store = sq_store_new (games);
  SqLegendsPage *page;
  SqLegendsAction action;
  SqWindow *window;
  GtkWidget *undo_button;

  g_assert_no_error (error);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  window = g_object_new (SQ_TYPE_WINDOW,
                         "application", app,
                         "settings", sq_application_get_settings (app),
                         "store", store,
                         NULL);
  gtk_window_present (GTK_WINDOW (window));
  sq_test_iterate ();

  /* the start page's row opens the companion, made on first use */
  gtk_widget_activate_action (sq_window_get_part (window, "start-page"), "start.open-legends", NULL);
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (window), ==, "legends");
  page = SQ_LEGENDS_PAGE (sq_window_get_part (window, "legends-page"));
  g_assert_cmpstr (sq_legends_page_get_directory (page), ==, legends);

  g_assert_true (sq_legends_page_start (page, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (legends, G_FILE_TEST_IS_DIR));

  sq_legends_action_init (&action, SQ_LEGENDS_ACTION_PLAY_CHARACTER);
  action.location = SQ_LEGENDS_LOCATION_CORNWALL;
  action.card.lord = TRUE;
  g_assert_true (sq_legends_tracker_apply (SQ_LEGENDS_TRACKER (sq_legends_page_get_part (page, "tracker")),
                                           &action));

  /* Ctrl+Z and Ctrl+Shift+Z: the window's Undo and Redo are the page's
   * game's, and the header's Undo button follows that game */
  undo_button = sq_window_get_part (window, "undo-button");
  g_assert_true (gtk_widget_get_sensitive (undo_button));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (sq_legends_game_get_position (sq_legends_page_get_game (page)), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (undo_button));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  g_assert_cmpuint (sq_legends_game_get_position (sq_legends_page_get_game (page)), ==, 1);

  /* a rule link opens the rules page, and Back comes back */
  g_signal_emit_by_name (page, "show-rule", "legends.opening");
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (window), ==, "rules");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL);
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (window), ==, "legends");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL);
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (window), ==, "start");

  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate ();
  g_assert_true (sq_test_remove_tree (dir));
}

int
main (int   argc,
      char *argv[])
{
  /* The suite runs with GTK_A11Y=none, which keeps no accessible
   * properties; the tests read them. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  sq_test_init_ui (&argc, &argv);

  g_test_add_func ("/ui/legends-page/rule-topics", test_rule_topics);
  g_test_add_func ("/ui/legends-page/game-object", test_game_object);
  g_test_add_func ("/ui/legends-page/old-names-file", test_old_names_file);
  g_test_add_func ("/ui/legends-page/window", test_window);
  g_test_add ("/ui/legends-page/final-secret", Fixture, NULL,
              fixture_setup, test_final_secret, fixture_teardown);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * Narration through the real window: a scripted game with the table's own
 * decks (sq-narration-script.h), every action through the turn panel.
 * After each one the history's entry must hold a line for every event the
 * engine reports, the toast must say them too, and the "Now at the table"
 * checklist must hold every item the events ask of the table. Then the
 * lines a table needs: each black card by name (the face-down one hidden
 * until its quest reveals it), the d8's verdict, each quest's outcome
 * with its rewards; the turn headings, the quest-outcome filter, and
 * undo and redo naming what they undo and redo.
 */

#include "config.h"

#include <adwaita.h>

#include "sq-application.h"
#include "sq-cards.h"
#include "sq-log-entry.h"
#include "sq-table-checklist.h"
#include "sq-text.h"
#include "sq-text-events.h"
#include "sq-turn-panel.h"
#include "sq-window.h"

#include "sq-narration-script.h"
#include "sq-ui-test.h"
#include "sq-ui-tree.h"
#include "sq-ui-window-test.h"
#include "sq-ui-toasts.h"

typedef SqTestWindow Fixture;

static GtkWidget *
find_widget (GtkWidget *widget,
             GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static SqTableChecklist *
get_checklist (Fixture *fixture)
{
  GtkWidget *found = find_widget (GTK_WIDGET (fixture->window), SQ_TYPE_TABLE_CHECKLIST);

  g_assert_nonnull (found);
  return SQ_TABLE_CHECKLIST (found);
}

static SqLogEntry *
last_entry (SqGame *game)
{
  GListModel *log = sq_game_get_log (game);

  return g_list_model_get_item (log, sq_game_get_position (game) - 1);
}

static guint
count_lines (const char *text)
{
  guint n = 1;

  if (text == NULL)
    return 0;
  for (const char *p = text; *p != '\0'; p++)
    n += *p == '\n';
  return n;
}

static gboolean
checklist_has (SqTableChecklist *checklist,
               const char       *item)
{
  for (guint i = 0; i < sq_table_checklist_get_n_items (checklist); i++)
    if (g_strcmp0 (sq_table_checklist_get_item (checklist, i), item) == 0)
      return TRUE;
  return FALSE;
}

/* Plays one step; checks the entry, the toast and the checklist against
 * the events the engine reports for it. */
static void
play_step (Fixture            *fixture,
           const SqScriptStep *step)
{
  SqGame *game = sq_window_get_game (fixture->window);
  SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (fixture->window, "turn-panel"));
  g_autoptr(SqState) before = sq_state_copy (sq_game_get_state (game));
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) events = NULL;
  g_autoptr(SqLogEntry) entry = NULL;
  SqTableChecklist *checklist = get_checklist (fixture);
  guint n_tasks = 0;
  SqAction action;

  sq_narration_action (step, &action);
  if (!sq_turn_panel_choose (panel, &action, &error))
    g_error ("step %s refused: %s", sq_action_type_name (action.type), error->message);
  sq_test_iterate ();

  events = sq_events_compute (before, &action, sq_game_get_state (game));
  entry = last_entry (game);
  /* one line for every event, and the toast says them all */
  g_assert_cmpuint (count_lines (sq_log_entry_get_narration (entry)), ==, events->len);
  for (guint i = 0; i < events->len; i++)
    {
      const SqEvent *event = &g_array_index (events, SqEvent, i);
      g_autofree char *line = sq_text_event (sq_game_get_state (game), event);
      g_autofree char *task = sq_text_event_task (sq_game_get_state (game), event);

      g_assert_nonnull (strstr (sq_log_entry_get_narration (entry), line));
      g_assert_true (sq_test_toast_says (fixture->window, line));
      if (task != NULL)
        {
          g_assert_true (checklist_has (checklist, task));
          n_tasks++;
        }
    }
  g_assert_cmpuint (sq_table_checklist_get_n_items (checklist), ==, n_tasks);
  g_assert_cmpint (gtk_widget_get_visible (GTK_WIDGET (checklist)), ==, n_tasks > 0);
}

/* The whole history's narration, one line per event */
static char *
all_narration (SqGame *game)
{
  GListModel *log = sq_game_get_log (game);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(SqLogEntry) entry = g_list_model_get_item (log, i);

      g_string_append_printf (out, "%s\n%s\n", sq_log_entry_get_text (entry),
                              sq_log_entry_get_narration (entry) != NULL
                                ? sq_log_entry_get_narration (entry) : "");
    }
  return g_string_free (out, FALSE);
}

static void
start_game (Fixture *fixture)
{
  GtkWidget *curtain = sq_window_get_part (fixture->window, "curtain");
  g_autoptr(GError) error = NULL;
  SqSetup setup;

  sq_narration_setup (&setup);
  g_assert_true (sq_window_start_game (fixture->window, &setup, "Narration", &error));
  g_assert_no_error (error);
  sq_test_iterate ();
  while (g_strcmp0 (sq_window_get_page (fixture->window), "curtain") == 0)
    {
      g_signal_emit_by_name (curtain, "done");
      sq_test_iterate ();
    }
}

static void
test_scripted_game (Fixture       *fixture,
                    gconstpointer  data)
{
  SqGame *game;
  g_autofree char *told = NULL;
  g_autofree char *arthur = NULL;
  const guint face_down_step = 2;

  start_game (fixture);
  game = sq_window_get_game (fixture->window);
  arthur = sq_text_seat (sq_game_get_state (game), sq_game_get_state (game)->current);

  for (guint i = 0; i < G_N_ELEMENTS (sq_narration_script); i++)
    {
      play_step (fixture, &sq_narration_script[i]);
      if (i == face_down_step)
        {
          /* laid face down: said, but not named, until the quest ends */
          g_autofree char *so_far = all_narration (game);
          g_autofree char *toast = NULL;
          g_autofree char *draw = g_strdup_printf ("%s: draw 1 white card", arthur);

          g_assert_nonnull (strstr (so_far, "A black card is laid face down on the Black Knight"));
          g_assert_null (strstr (so_far, "Black Knight 7"));
          g_assert_true (sq_test_toast_says (fixture->window, "laid face down"));
          toast = sq_test_toast_text (fixture->window);
          g_assert_null (strstr (toast, "Black Knight 7"));
          g_assert_true (checklist_has (get_checklist (fixture), draw));
        }
    }

  told = all_narration (game);
  /* each black card by name, and what it did */
  g_assert_nonnull (strstr (told, "Picts is laid on the Pict War: 1 of 4 warriors"));
  g_assert_nonnull (strstr (told, "Saxons is laid on the Saxon War: 3 of 4 warriors"));
  g_assert_nonnull (strstr (told, "Black card played: Morgan"));
  g_assert_nonnull (strstr (told, "loses 1 life point: 3 left"));
  /* the d8 */
  g_assert_nonnull (strstr (told, "Rolled 2 against 4: a siege engine is destroyed"));
  /* the war lost to its fourth warrior, with what it cost */
  g_assert_nonnull (strstr (told, "Black card played: Saxons\n"
                                  "Lost: Saxon War\n"
                                  "1 black sword is laid on the Round Table\n"
                                  "2 siege engines are added: 3 around Camelot"));
  /* the Black Knight won: the face-down card revealed, both totals, the
   * sword, the life point and the spoils */
  g_assert_nonnull (strstr (told, "Won: Tournament against the Black Knight, 16 against 7; "
                                  "face down lay Black Knight 7\n"
                                  "1 white sword is laid on the Round Table\n"));
  g_assert_nonnull (strstr (told, "gains 1 life point"));
  g_assert_nonnull (strstr (told, "draws 3 white cards"));
  {
    SqTableChecklist *checklist = get_checklist (fixture);
    g_autofree char *spoils = g_strdup_printf ("%s: draw 3 white cards", arthur);

    g_assert_true (checklist_has (checklist, "Take every card from the Black Knight to the discard piles"));
    g_assert_true (checklist_has (checklist, "Lay 1 white sword on the Round Table"));
    g_assert_true (checklist_has (checklist, spoils));
  }
}

/* The list stays until every item is ticked, or the next action */
static void
test_checklist_goes (Fixture       *fixture,
                     gconstpointer  data)
{
  SqTableChecklist *checklist;
  GtkWidget *check;

  start_game (fixture);
  checklist = get_checklist (fixture);
  for (guint i = 0; i <= 2; i++)
    play_step (fixture, &sq_narration_script[i]);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (checklist)));
  g_assert_cmpuint (sq_table_checklist_get_n_items (checklist), ==, 1);

  /* the move asks nothing: the list is gone */
  play_step (fixture, &sq_narration_script[3]);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (checklist)));

  /* undo and redo: the redone action brings its list back */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  sq_test_iterate ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (checklist)));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.redo", NULL);
  sq_test_iterate ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (checklist)));

  /* ticking its one item puts it away */
  check = find_widget (GTK_WIDGET (checklist), GTK_TYPE_CHECK_BUTTON);
  g_assert_nonnull (check);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
  sq_test_iterate ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (checklist)));
}

/* The checklist sits above the turn panel in the same column: its tasks
 * wrap there and ask for a width in characters, so that a long task never
 * widens the column and moves the whole board aside (it did, by up to 74
 * pixels, and the board was laid out and drawn again at each change) */
static void
test_checklist_keeps_column (Fixture       *fixture,
                             gconstpointer  data)
{
  SqTableChecklist *checklist;
  GtkWidget *board = sq_window_get_part (fixture->window, "board");
  GtkWidget *panel = sq_window_get_part (fixture->window, "turn-panel");
  g_autoptr(GPtrArray) checks = g_ptr_array_new ();
  int board_width, nat;

  start_game (fixture);
  sq_test_wait_frame (GTK_WIDGET (fixture->window));
  board_width = gtk_widget_get_width (board);
  checklist = get_checklist (fixture);
  for (guint i = 0; i <= 2; i++)
    play_step (fixture, &sq_narration_script[i]);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (checklist)));
  sq_test_wait_frame (GTK_WIDGET (fixture->window));

  sq_test_collect (GTK_WIDGET (checklist), GTK_TYPE_CHECK_BUTTON, checks);
  for (guint i = 0; i < checks->len; i++)
    {
      GtkLabel *label = GTK_LABEL (find_widget (checks->pdata[i], GTK_TYPE_LABEL));

      g_assert_true (gtk_label_get_wrap (label));
      g_assert_cmpint (gtk_label_get_width_chars (label), >, 0);
      g_assert_cmpint (gtk_label_get_max_width_chars (label), ==, gtk_label_get_width_chars (label));
    }
  g_assert_cmpuint (checks->len, ==, sq_table_checklist_get_n_items (checklist));

  gtk_widget_measure (GTK_WIDGET (checklist), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
  g_assert_cmpint (nat, <=, gtk_widget_get_width (panel));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (checklist)), ==, gtk_widget_get_width (panel));
  g_assert_cmpint (gtk_widget_get_width (board), ==, board_width);
}

static void
test_undo_redo_named (Fixture       *fixture,
                      gconstpointer  data)
{
  SqGame *game;
  g_autofree char *text = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;

  start_game (fixture);
  game = sq_window_get_game (fixture->window);
  for (guint i = 0; i <= 7; i++)
    play_step (fixture, &sq_narration_script[i]);

  /* the d8: undo names the roll; redo names it and what it did */
  {
    g_autoptr(SqLogEntry) entry = last_entry (game);
    text = g_strdup (sq_log_entry_get_text (entry));
  }
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  sq_test_iterate ();
  undone = g_strdup_printf ("Undone: %s", text);
  g_assert_true (sq_test_toast_says (fixture->window, undone));

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.redo", NULL);
  sq_test_iterate ();
  redone = g_strdup_printf ("Redone: %s", text);
  g_assert_true (sq_test_toast_says (fixture->window, redone));
  g_assert_true (sq_test_toast_says (fixture->window, "Rolled 2 against 4: a siege engine is destroyed"));
}

/* The turn headings on show in the history's rows */
static guint
count_headings (GtkWidget *widget)
{
  guint n = 0;

  if (gtk_widget_has_css_class (widget, "history-turn") && gtk_widget_get_visible (widget) &&
      gtk_widget_get_child_visible (gtk_widget_get_parent (gtk_widget_get_parent (widget))))
    {
      g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), "Turn "));
      return 1;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_headings (child);
  return n;
}

static void
test_history_groups_and_filter (Fixture       *fixture,
                                gconstpointer  data)
{
  GtkWidget *history;
  GtkWidget *grid;
  GtkWidget *toggle;
  GListModel *model;
  GListModel *log;
  SqGame *game;
  guint headings = 0;
  guint outcomes = 0;
  guint turns;

  start_game (fixture);
  game = sq_window_get_game (fixture->window);
  for (guint i = 0; i < G_N_ELEMENTS (sq_narration_script); i++)
    play_step (fixture, &sq_narration_script[i]);

  /* one heading per turn, naming its knight */
  log = sq_game_get_log (game);
  turns = sq_game_get_state (game)->turn;
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(SqLogEntry) entry = g_list_model_get_item (log, i);

      headings += sq_log_entry_get_first_of_turn (entry);
      outcomes += sq_log_entry_get_quest_outcome (entry);
      g_assert_true (g_str_has_prefix (sq_log_entry_get_heading (entry), "Turn "));
    }
  g_assert_cmpuint (headings, ==, turns);
  g_assert_cmpuint (outcomes, ==, 2);

  g_object_set (fixture->window, "show-history", TRUE, NULL);
  sq_test_iterate ();
  history = sq_window_get_part (fixture->window, "history");
  grid = find_widget (history, GTK_TYPE_GRID_VIEW);
  toggle = find_widget (history, GTK_TYPE_TOGGLE_BUTTON);
  g_assert_nonnull (grid);
  g_assert_nonnull (toggle);
  model = G_LIST_MODEL (gtk_grid_view_get_model (GTK_GRID_VIEW (grid)));
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, g_list_model_get_n_items (log));

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), TRUE);
  for (guint i = 0; i < 20; i++)
    {
      sq_test_iterate ();
      g_usleep (10000);
    }
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 2);
  /* each outcome under its turn's heading */
  g_assert_cmpuint (count_headings (grid), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(SqLogEntry) entry = g_list_model_get_item (model, i);

      g_assert_true (sq_log_entry_get_quest_outcome (entry));
    }

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), FALSE);
  sq_test_iterate ();
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, g_list_model_get_n_items (log));
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

  g_test_add ("/narration/scripted-game", Fixture, NULL, sq_test_window_setup, test_scripted_game, sq_test_window_teardown);
  g_test_add ("/narration/checklist-goes", Fixture, NULL, sq_test_window_setup, test_checklist_goes, sq_test_window_teardown);
  g_test_add ("/narration/checklist-keeps-column", Fixture, NULL, sq_test_window_setup,
              test_checklist_keeps_column, sq_test_window_teardown);
  g_test_add ("/narration/undo-redo-named", Fixture, NULL, sq_test_window_setup, test_undo_redo_named, sq_test_window_teardown);
  g_test_add ("/narration/history-groups-and-filter", Fixture, NULL, sq_test_window_setup,
              test_history_groups_and_filter, sq_test_window_teardown);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Secret cards and undo through the window's actions: a look again at a
 * loyalty card or a hand goes into the public history, and Undo and Redo
 * follow the game. */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "sq-curtain.h"
#include "sq-game.h"
#include "sq-log-entry.h"
#include "sq-text.h"
#include "sq-turn-panel.h"

#include "sq-ui-window-test.h"

static SqWindow *
start_dealt_game (SqTestWindow    *fixture,
                  SqDeckMode  white_deck)
{
  g_autoptr (GError) error = NULL;
  SqWindow *window = fixture->window;
  GtkWidget *curtain = sq_window_get_part (window, "curtain");
  SqSetup setup;
  guint n_curtains = 0;

  sq_setup_init_defaults (&setup, 5);
  setup.white_deck = white_deck;
  setup.seed = 20260412;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (sq_window_start_game (window, &setup, "Secrets", &error));
  g_assert_no_error (error);
  sq_test_iterate ();

  /* each knight sees his loyalty card once */
  while (g_strcmp0 (sq_window_get_page (window), "curtain") == 0)
    {
      g_assert_cmpuint (n_curtains, <, 5);
      g_signal_emit_by_name (curtain, "done");
      sq_test_iterate ();
      n_curtains++;
    }
  g_assert_cmpuint (n_curtains, ==, 5);
  g_assert_cmpstr (sq_window_get_page (window), ==, "game");

  return window;
}

static void
assert_looks_again (SqWindow   *window,
                    const char *action,
                    guint       seat,
                    const char *secret_title)
{
  const SqState *state = sq_game_get_state (sq_window_get_game (window));
  SqCurtain *curtain = SQ_CURTAIN (sq_window_get_part (window, "curtain"));
  g_autofree char *knight = NULL;

  g_assert_true (state->seats[seat].in_game);
  knight = sq_text_seat (state, seat);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, "u", seat));
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (window), ==, "curtain");
  g_assert_cmpstr (sq_curtain_get_viewer (curtain), ==, knight);
  g_assert_cmpstr (sq_curtain_get_secret_title (curtain), ==, secret_title);

  /* Once the player says it is him, the look is in the public history. */
  {
    SqGame *game = sq_window_get_game (window);
    GListModel *log = sq_game_get_log (game);
    g_autoptr (SqState) before = sq_state_copy (state);
    guint position = sq_game_get_position (game);
    g_autoptr (SqLogEntry) entry = NULL;
    g_autofree char *expected = NULL;

    g_signal_emit_by_name (curtain, "confirmed");
    sq_test_iterate ();
    g_assert_cmpuint (sq_game_get_position (game), ==, position + 1);
    g_assert_true (sq_state_equal (before, sq_game_get_state (game)));
    entry = g_list_model_get_item (log, g_list_model_get_n_items (log) - 1);
    expected = g_strdup_printf (g_str_equal (action, "curtain.look-hand")
                                ? "%s looked at his hand" : "%s looked at his loyalty card again",
                                knight);
    g_assert_cmpstr (sq_log_entry_get_text (entry), ==, expected);
    g_assert_cmpstr (sq_window_get_page (window), ==, "curtain");
  }

  /* done: back to the board, not on to another knight */
  g_signal_emit_by_name (curtain, "done");
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (window), ==, "game");
}

static void
test_window_look_loyalty (SqTestWindow       *fixture,
                          gconstpointer  data)
{
  SqWindow *window = start_dealt_game (fixture, SQ_DECK_PHYSICAL);

  /* different knights in turn: each look must change who the curtain is for */
  assert_looks_again (window, "curtain.look-loyalty", 2, "Your loyalty card");
  assert_looks_again (window, "curtain.look-loyalty", 4, "Your loyalty card");
  assert_looks_again (window, "curtain.look-loyalty", 2, "Your loyalty card");

  /* a seat nobody sits at, and a hand Squire does not hold, open nothing */
  gtk_widget_activate_action (GTK_WIDGET (window), "curtain.look-loyalty", "u", 9);
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (window), ==, "game");
  gtk_widget_activate_action (GTK_WIDGET (window), "curtain.look-hand", "u", 2);
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (window), ==, "game");

}

static void
test_window_look_hand (SqTestWindow       *fixture,
                       gconstpointer  data)
{
  SqWindow *window = start_dealt_game (fixture, SQ_DECK_VIRTUAL);

  /* different knights in turn: each look must change who the curtain is for */
  assert_looks_again (window, "curtain.look-hand", 2, "Your hand");
  assert_looks_again (window, "curtain.look-loyalty", 3, "Your loyalty card");
  assert_looks_again (window, "curtain.look-hand", 0, "Your hand");

}

static void
collect_actionables (GtkWidget  *widget,
                     const char *action_name,
                     GPtrArray  *out)
{
  if (GTK_IS_ACTIONABLE (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action_name) == 0)
    g_ptr_array_add (out, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_actionables (child, action_name, out);
}

/* The buttons bound to @action_name are sensitive exactly when the
 * window's action is enabled. */
static void
assert_action_enabled (SqWindow   *window,
                       const char *action_name,
                       gboolean    enabled)
{
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();

  collect_actionables (GTK_WIDGET (window), action_name, buttons);
  g_assert_cmpuint (buttons->len, >, 0);
  for (guint i = 0; i < buttons->len; i++)
    g_assert_cmpint (gtk_widget_get_sensitive (g_ptr_array_index (buttons, i)), ==, enabled);
}

static void
test_window_undo_redo (SqTestWindow       *fixture,
                       gconstpointer  data)
{
  g_autoptr (GError) error = NULL;
  SqWindow *window = start_dealt_game (fixture, SQ_DECK_VIRTUAL);
  SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (window, "turn-panel"));
  SqGame *game = sq_window_get_game (window);
  SqState before = *sq_game_get_state (game);
  SqState after;
  SqAction actions[512];
  guint n;

  /* nothing to undo or redo yet */
  g_assert_cmpuint (sq_game_get_position (game), ==, 0);
  g_assert_false (sq_game_get_can_undo (game));
  assert_action_enabled (window, "win.undo", FALSE);
  assert_action_enabled (window, "win.redo", FALSE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  sq_test_iterate ();
  g_assert_cmpuint (sq_game_get_position (game), ==, 0);
  g_assert_true (sq_state_equal (sq_game_get_state (game), &before));

  n = sq_legal_actions (&before, actions, G_N_ELEMENTS (actions));
  g_assert_cmpuint (n, >, 0);
  g_assert_true (sq_turn_panel_choose (panel, &actions[0], &error));
  g_assert_no_error (error);
  sq_test_iterate ();
  after = *sq_game_get_state (game);
  g_assert_cmpuint (sq_game_get_position (game), ==, 1);
  g_assert_false (sq_state_equal (&after, &before));
  assert_action_enabled (window, "win.undo", TRUE);
  assert_action_enabled (window, "win.redo", FALSE);

  /* Ctrl+Z */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  sq_test_iterate ();
  g_assert_cmpuint (sq_game_get_position (game), ==, 0);
  g_assert_true (sq_state_equal (sq_game_get_state (game), &before));
  assert_action_enabled (window, "win.undo", FALSE);
  assert_action_enabled (window, "win.redo", TRUE);

  /* Ctrl+Shift+Z */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  sq_test_iterate ();
  g_assert_cmpuint (sq_game_get_position (game), ==, 1);
  g_assert_true (sq_state_equal (sq_game_get_state (game), &after));
  assert_action_enabled (window, "win.undo", TRUE);
  assert_action_enabled (window, "win.redo", FALSE);

}

int
main (int   argc,
      char *argv[])
{
  if (!sq_test_have_display ())
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/window/look-loyalty", SqTestWindow, NULL,
              sq_test_window_setup, test_window_look_loyalty, sq_test_window_teardown);
  g_test_add ("/ui/window/look-hand", SqTestWindow, NULL,
              sq_test_window_setup, test_window_look_hand, sq_test_window_teardown);
  g_test_add ("/ui/window/undo-redo", SqTestWindow, NULL,
              sq_test_window_setup, test_window_undo_redo, sq_test_window_teardown);

  return g_test_run ();
}

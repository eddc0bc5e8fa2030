/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* A move by one press on the board, in the real window at 1280x800: at a
 * Heroic Actions step a quest the knight may move to is an enabled button
 * named as the turn panel names the move, and a press on it (a real XTest
 * click, Return with the focus on it, or the activation a screen reader
 * gives) moves the knight, with the history and the toast of a move picked
 * in the panel. A quest he may not move to takes nothing: no focus, a
 * disabled button, and a click changes nothing. */

#include "config.h"

#include <adwaita.h>

#include "sq-application.h"
#include "sq-board.h"
#include "sq-board-move.h"
#include "sq-camelot-view.h"
#include "sq-text.h"
#include "sq-turn-panel.h"
#include "sq-window.h"
#include "sq-ui-window-test.h"

#include "sq-random-play.h"

typedef SqTestWindow Fixture;

static void
start_game (Fixture *fixture)
{
  g_autoptr (GError) error = NULL;
  GtkWidget *curtain;
  SqSetup setup;

  sq_test_iterate_for (200);

  sq_setup_init_defaults (&setup, 4);
  setup.seed = 1212;
  g_assert_true (sq_window_start_game (fixture->window, &setup, "By the board", &error));
  g_assert_no_error (error);
  curtain = sq_window_get_part (fixture->window, "curtain");
  for (guint i = 0; i < 4 && g_strcmp0 (sq_window_get_page (fixture->window), "curtain") == 0; i++)
    {
      g_signal_emit_by_name (curtain, "done");
      sq_test_iterate ();
    }
  g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "game");
  sq_test_iterate_for (200);
}

/* The places the engine's own list of legal actions lets the decider move
 * to: a bit per place. */
static guint
legal_moves (const SqState *state)
{
  g_autofree SqAction *buf = g_new (SqAction, 1024);
  guint n = sq_legal_actions (state, buf, 1024);
  guint places = 0;

  for (guint i = 0; i < n; i++)
    if (buf[i].type == SQ_ACTION_MOVE)
      places |= 1u << buf[i].quest;
  return places;
}

/* Plays the seeded random player through the turn panel until a Heroic
 * Actions step where the knight may move to a quest and not to another. */
static void
play_to_a_move (SqWindow *window)
{
  SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (window, "turn-panel"));
  SqGame *game = sq_window_get_game (window);
  g_autofree SqAction *buf = g_new (SqAction, 512);
  SqTestRng rng = { 12 };
  guint quests = (1u << SQ_N_QUESTS) - 1;

  for (guint i = 0; i < 400; i++)
    {
      const SqState *state = sq_game_get_state (game);
      guint moves = legal_moves (state) & quests;
      SqAction action;

      if (sq_state_get_decision (state) == SQ_DECISION_HEROIC && moves != 0 && moves != quests)
        return;
      g_assert_true (sq_test_pick_with (&rng, state, buf, 512, TRUE, &action));
      g_assert_true (sq_turn_panel_choose (panel, &action, NULL));
      sq_test_iterate ();
    }
  g_assert_not_reached ();
}

static SqBoard *
get_board (SqWindow *window)
{
  return SQ_BOARD (sq_window_get_part (window, "board"));
}

/* The move to @quest of the engine's list, Tristan's free one if listed. */
static const SqAction *
legal_move (const SqState *state,
            guint          quest)
{
  static SqAction found;
  g_autofree SqAction *buf = g_new (SqAction, 1024);
  guint n = sq_legal_actions (state, buf, 1024);
  gboolean any = FALSE;

  for (guint i = 0; i < n; i++)
    if (buf[i].type == SQ_ACTION_MOVE && buf[i].quest == quest &&
        (!any || (buf[i].flags & SQ_ACTION_FLAG_FREE) != 0))
      {
        found = buf[i];
        any = TRUE;
      }
  g_assert_true (any);
  return &found;
}

/* Every place takes a press exactly when the engine lists a move there. */
static void
assert_quests_follow_engine (SqWindow *window)
{
  const SqState *state = sq_game_get_state (sq_window_get_game (window));
  guint moves = legal_moves (state);

  for (guint q = 0; q < SQ_N_QUESTS; q++)
    {
      GtkWidget *view = sq_board_get_quest_view (get_board (window), q);
      gboolean legal = (moves & (1u << q)) != 0;

      gtk_test_accessible_assert_role (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_ROLE_BUTTON);
      gtk_test_accessible_assert_state (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_STATE_DISABLED, !legal);
      g_assert_cmpint (gtk_widget_get_focusable (view), ==, legal);
      /* on the leaf over the card's face, not the card (restyled whole) */
      g_assert_false (gtk_widget_has_css_class (view, "movable"));
      g_assert_cmpint (gtk_widget_has_css_class (gtk_widget_get_last_child (view), "movable"), ==, legal);
    }

  /* and so do the Round Table and the siege area in Camelot */
  for (guint p = SQ_PLACE_ROUND_TABLE; p <= SQ_PLACE_SIEGE; p++)
    {
      SqCamelotView *camelot = SQ_CAMELOT_VIEW (sq_board_get_camelot_view (get_board (window)));
      GtkWidget *place = sq_camelot_view_get_place (camelot, p);
      gboolean legal = (moves & (1u << p)) != 0;

      gtk_test_accessible_assert_role (GTK_ACCESSIBLE (place), GTK_ACCESSIBLE_ROLE_BUTTON);
      gtk_test_accessible_assert_state (GTK_ACCESSIBLE (place), GTK_ACCESSIBLE_STATE_DISABLED, !legal);
      g_assert_cmpint (gtk_widget_get_focusable (place), ==, legal);
      if (legal)
        {
          g_autofree char *name = sq_text_action (state, legal_move (state, p), SQ_TEXT_PUBLIC, FALSE);

          gtk_test_accessible_assert_property (GTK_ACCESSIBLE (place), GTK_ACCESSIBLE_PROPERTY_LABEL, name);
        }
      else
        gtk_test_accessible_assert_property (GTK_ACCESSIBLE (place), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                             sq_camelot_view_get_place_text (camelot, p));
    }
}

static guint
first_quest (guint places)
{
  for (guint q = 0; q < SQ_N_QUESTS; q++)
    if (places & (1u << q))
      return q;
  g_assert_not_reached ();
}

/* The last action of the history is the current knight's move to @quest,
 * and he stands there. */
static void
assert_moved (SqGame   *game,
              guint     position,
              guint     seat,
              SqQuestId quest)
{
  const SqAction *last;

  g_assert_cmpuint (sq_game_get_position (game), ==, position + 1);
  last = sq_game_get_action (game, position);
  g_assert_cmpint (last->type, ==, SQ_ACTION_MOVE);
  g_assert_cmpuint (last->quest, ==, quest);
  g_assert_cmpuint (sq_game_get_state (game)->seats[seat].place, ==, quest);
}

static gboolean
click (SqWindow  *window,
       GtkWidget *widget)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  g_autofree char *command = NULL;
  graphene_point_t at;

  if (xdotool == NULL)
    return FALSE;
  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (window),
                                           &GRAPHENE_POINT_INIT (30, 12), &at));
  command = g_strdup_printf ("xdotool mousemove %d %d sleep 0.3 click 1", (int) at.x, (int) at.y);
  g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL));
  sq_test_iterate_for (500);
  return TRUE;
}

static void
test_board_move_press (Fixture       *fixture,
                       gconstpointer  data)
{
  SqGame *game;
  const SqState *state;
  guint moves, seat, position, to, not_to;
  GtkWidget *view, *other;
  g_autofree char *name = NULL;
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");

  start_game (fixture);
  game = sq_window_get_game (fixture->window);
  play_to_a_move (fixture->window);
  sq_test_iterate_for (200);
  assert_quests_follow_engine (fixture->window);

  state = sq_game_get_state (game);
  moves = legal_moves (state);
  seat = state->current;
  position = sq_game_get_position (game);
  to = first_quest (moves);
  not_to = first_quest (~moves & ((1u << SQ_N_QUESTS) - 1));
  view = sq_board_get_quest_view (get_board (fixture->window), to);
  other = sq_board_get_quest_view (get_board (fixture->window), not_to);

  /* named as the turn panel names the same move: "Go to …", the free
   * move when the engine offers one */
  name = sq_text_action (state, legal_move (state, to), SQ_TEXT_PUBLIC, FALSE);
  g_assert_true (g_str_has_prefix (name, "Go to "));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL, name);

  /* a place he may not move to takes nothing */
  g_assert_false (sq_board_move_activate (other));
  if (click (fixture->window, other))
    g_assert_cmpuint (sq_game_get_position (game), ==, position);

  /* a real click on the quest moves him there */
  if (!click (fixture->window, view))
    {
      g_assert_true (sq_board_move_activate (view));
      sq_test_iterate_for (300);
    }
  assert_moved (game, position, seat, to);
  /* the action is taken: no quest takes a move now */
  assert_quests_follow_engine (fixture->window);
  g_assert_cmpuint (legal_moves (sq_game_get_state (game)), ==, 0);

  /* taken back, the quest takes the move again, and Return with the
   * focus on it (a real key press) gives it */
  g_assert_true (sq_game_undo (game, NULL));
  sq_test_iterate_for (200);
  assert_quests_follow_engine (fixture->window);
  g_assert_true (gtk_widget_grab_focus (view));
  g_assert_true (gtk_widget_has_focus (view));
  if (xdotool != NULL)
    {
      g_assert_true (g_spawn_command_line_sync ("xdotool key Return", NULL, NULL, NULL, NULL));
      sq_test_iterate_for (500);
    }
  else
    g_assert_true (sq_board_move_activate (view));
  assert_moved (game, position, seat, to);
}

int
main (int   argc,
      char *argv[])
{
  /* the suite runs with GTK_A11Y=none, which keeps no accessible state */
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add ("/ui/board-move/press", Fixture, NULL,
              sq_test_window_setup, test_board_move_press, sq_test_window_teardown);

  return g_test_run ();
}

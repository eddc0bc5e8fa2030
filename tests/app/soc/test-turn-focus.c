/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * The focus after an action waits for the frame that shows the new
 * question (sq-focus-later.c): the frame is painted with the focus where
 * it was, and the move follows at once. A widget that takes the focus in
 * between keeps it; a key pressed in between goes to the new question's
 * first choice, as if the move had come with the action (real key
 * presses, XTest); and after a real click the focus ends on the next
 * question's likely press as well.
 */

#include "config.h"

#include "sq-text.h"

#include "sq-turn-test.h"

/* The heroic action's first question, the knight at the Round Table:
 * "Go to the Black Knight" is one of its moves */
static gboolean
heroic_at_table (const SqState *s)
{
  return sq_state_get_decision (s) == SQ_DECISION_HEROIC && s->actions_taken == 0 &&
         s->seats[s->current].place == SQ_PLACE_ROUND_TABLE && s->siege > 0;
}

/* The move's button, with the focus on it as the keyboard leaves it */
static GtkWidget *
go_to_black_knight (SqTurnFixture *fixture)
{
  g_autofree char *go = g_strdup_printf ("Go to %s", sq_text_place_ref (SQ_PLACE_BLACK_KNIGHT));
  GtkWidget *button;

  g_assert_true (sq_turn_test_reach (fixture, 5, SQ_DECK_VIRTUAL, heroic_at_table));
  sq_turn_test_press_text (fixture, sq_text_choice_group_title (SQ_CHOICE_GROUP_MOVE));
  button = sq_turn_test_find_button (fixture, go);
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_grab_focus (button));
  gtk_window_set_focus_visible (fixture->window, TRUE);
  sq_test_wait_frame (GTK_WIDGET (fixture->window));
  g_assert_true (gtk_widget_has_focus (button));
  return button;
}

/* Where the focus was when the first frame after the action was painted */
typedef struct
{
  GtkWindow *window;
  gboolean   painted;
  GtkWidget *focus;
} AtPaint;

static void
on_paint_cb (GdkFrameClock *clock,
             AtPaint       *at)
{
  if (at->painted)
    return;
  at->painted = TRUE;
  at->focus = gtk_root_get_focus (GTK_ROOT (at->window));
}

/* The frame that shows the next knight's Progression of Evil is painted
 * with the focus on the pressed button; right after it, before anything
 * else, the focus is on the likely next press, "Draw a black card". */
static void
test_focus_after_frame (SqTurnFixture *fixture,
                        gconstpointer  data)
{
  GtkWidget *go = go_to_black_knight (fixture);
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (fixture->window));
  guint before = sq_game_get_position (fixture->game);
  AtPaint at = { fixture->window, FALSE, NULL };
  GtkWidget *draw;
  gulong handler;

  /* before the panel's own handler, which runs after GDK's paint */
  handler = g_signal_connect (clock, "paint", G_CALLBACK (on_paint_cb), &at);
  g_signal_emit_by_name (go, "clicked");
  g_assert_cmpuint (sq_game_get_position (fixture->game), ==, before + 1);
  draw = sq_turn_test_find_button (fixture, "Draw a black card");
  g_assert_nonnull (draw);
  /* the action is in and its question built; the focus has not moved */
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window)) != draw);

  sq_test_wait_frame (GTK_WIDGET (fixture->window));
  g_signal_handler_disconnect (clock, handler);
  g_assert_true (at.painted);
  g_assert_true (at.focus == go);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window)) == draw);
  /* and the ring shows where it went */
  g_assert_true (gtk_window_get_focus_visible (fixture->window));
}

/* A widget that takes the focus before the frame keeps it, as a button
 * does that is clicked then. */
static void
test_focus_taken_in_between (SqTurnFixture *fixture,
                             gconstpointer  data)
{
  GtkWidget *go = go_to_black_knight (fixture);
  GtkWidget *end;

  g_signal_emit_by_name (go, "clicked");
  end = sq_turn_test_find_button (fixture, "End the turn");
  g_assert_nonnull (end);
  g_assert_true (gtk_widget_grab_focus (end));

  sq_test_wait_frame (GTK_WIDGET (fixture->window));
  sq_test_wait_frame (GTK_WIDGET (fixture->window));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window)) == end);
}

/* Return twice, the second as soon as the first has gone in (a real
 * keyboard, XTest): the second presses the choice the focus was going
 * to, "Draw a black card", whether it came before the frame or after. */
static void
test_focus_key_before_frame (SqTurnFixture *fixture,
                             gconstpointer  data)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  const SqState *s;
  guint before;
  gint knight;

  if (xdotool == NULL)
    {
      g_test_skip ("xdotool is not installed");
      return;
    }
  go_to_black_knight (fixture);
  /* the keyboard reaches the window once it is active */
  for (guint i = 0; i < 300 && !gtk_window_is_active (fixture->window); i++)
    sq_test_iterate_for (10);
  if (!gtk_window_is_active (fixture->window))
    {
      g_test_skip ("the window does not have the keyboard");
      return;
    }
  s = sq_game_get_state (fixture->game);
  knight = s->current;
  before = sq_game_get_position (fixture->game);

  g_assert_true (g_spawn_command_line_sync ("xdotool key --delay 1 Return Return", NULL, NULL, NULL, NULL));
  for (guint i = 0; i < 200 && sq_game_get_position (fixture->game) < before + 3; i++)
    sq_test_iterate_for (10);
  sq_test_iterate_for (100);

  /* the move, then the end of the turn and the next knight's draw */
  s = sq_game_get_state (fixture->game);
  g_assert_cmpuint (sq_game_get_position (fixture->game), ==, before + 3);
  g_assert_cmpint (s->current, !=, knight);
  g_assert_cmpint (sq_state_get_decision (s), !=, SQ_DECISION_EVIL);
}

/* A real click (XTest) on the move: the button pressed takes the focus
 * on the press, and once the next question is on screen the focus is on
 * its likely next press, with the ring on show. */
static void
test_focus_real_click (SqTurnFixture *fixture,
                       gconstpointer  data)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  g_autofree char *command = NULL;
  GtkWidget *go, *draw;
  graphene_point_t at;
  guint before;

  if (xdotool == NULL)
    {
      g_test_skip ("xdotool is not installed");
      return;
    }
  go = go_to_black_knight (fixture);
  before = sq_game_get_position (fixture->game);
  g_assert_true (gtk_widget_compute_point (go, GTK_WIDGET (fixture->window),
                                           &GRAPHENE_POINT_INIT (12, 12), &at));
  command = g_strdup_printf ("xdotool mousemove %d %d sleep 0.2 click 1", (int) at.x, (int) at.y);
  g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL));
  for (guint i = 0; i < 200 && sq_game_get_position (fixture->game) == before; i++)
    sq_test_iterate_for (10);
  g_assert_cmpuint (sq_game_get_position (fixture->game), ==, before + 1);

  sq_test_wait_frame (GTK_WIDGET (fixture->window));
  sq_test_wait_frame (GTK_WIDGET (fixture->window));
  draw = sq_turn_test_find_button (fixture, "Draw a black card");
  g_assert_nonnull (draw);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window)) == draw);
  g_assert_true (gtk_window_get_focus_visible (fixture->window));
}

int
main (int   argc,
      char *argv[])
{
  sq_test_init_ui (&argc, &argv);

#define ADD(path, fn) \
  g_test_add (path, SqTurnFixture, NULL, sq_turn_fixture_setup, fn, sq_turn_fixture_teardown)
  ADD ("/turn-focus/after-frame", test_focus_after_frame);
  ADD ("/turn-focus/taken-in-between", test_focus_taken_in_between);
  ADD ("/turn-focus/key-before-frame", test_focus_key_before_frame);
  ADD ("/turn-focus/real-click", test_focus_real_click);
#undef ADD

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* A place on the board that takes a move (sq-board-move.h). The move is
 * kept on the widget between updates; nothing else is: the board holds no
 * copy of the state. A move is public, so its name can be spoken. */

#include "config.h"

#include "sq-board.h"
#include "sq-board-move.h"
#include "sq-board-private.h"
#include "sq-legal-steps.h"
#include "sq-text.h"

#define MOVE_KEY "sq-board-move"

static const SqAction *
get_move (GtkWidget *widget)
{
  return g_object_get_data (G_OBJECT (widget), MOVE_KEY);
}

/**
 * sq_board_move_activate:
 *
 * Asks for the move this place offers, if any: SqBoard::move is emitted.
 *
 * Returns: %TRUE if a move was asked for
 */
gboolean
sq_board_move_activate (GtkWidget *widget)
{
  const SqAction *move = get_move (widget);
  GtkWidget *board = gtk_widget_get_ancestor (widget, SQ_TYPE_BOARD);
  SqAction copy;

  if (move == NULL || board == NULL)
    return FALSE;
  /* the handler may update the board, and so free the move */
  copy = *move;
  g_signal_emit_by_name (board, "move", &copy);
  return TRUE;
}

static void
on_released_cb (GtkGestureClick *gesture,
                int              n_press,
                double           x,
                double           y,
                GtkWidget       *widget)
{
  /* a press and release on the place, as a button takes it */
  if (n_press != 1 || !gtk_widget_contains (widget, x, y))
    return;
  if (sq_board_move_activate (widget))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static gboolean
on_key_pressed_cb (GtkEventControllerKey *controller,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   GtkWidget             *widget)
{
  switch (keyval)
    {
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
        return FALSE;
      return sq_board_move_activate (widget);
    default:
      return FALSE;
    }
}

/**
 * sq_board_move_init:
 *
 * Lets @place_widget take a move once sq_board_move_update() finds one.
 * Its accessible role must be a button (set it at construction).
 */
void
sq_board_move_init (GtkWidget *widget)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (on_released_cb), widget);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed_cb), widget);
  gtk_widget_add_controller (widget, keys);

  gtk_widget_set_focusable (widget, FALSE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_DISABLED, TRUE, -1);
}

/**
 * sq_board_move_update:
 * @place: the #SqPlace the widget shows
 * @rest_name: the accessible name while no move is possible
 *
 * Asks the engine whether the current decision offers a move to @place
 * and makes the widget take it, or not.
 *
 * Returns: %TRUE if the widget takes a move now
 */
gboolean
sq_board_move_update (GtkWidget     *widget,
                      const SqState *state,
                      guint          place,
                      const char    *rest_name)
{
  SqAction move;
  gboolean on = state != NULL && sq_steps_move (state, place, &move);
  const SqAction *last = get_move (widget);
  g_autofree char *name = NULL;

  if (on && last != NULL && sq_action_equal (last, &move))
    return TRUE;
  if (!on && last == NULL)
    {
      sq_board_set_a11y_text (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, rest_name);
      return FALSE;
    }

  if (on)
    {
      /* the name the turn panel gives the same move: "Go to the Pict War" */
      name = sq_text_action (state, &move, SQ_TEXT_PUBLIC, FALSE);
      g_object_set_data_full (G_OBJECT (widget), MOVE_KEY, g_memdup2 (&move, sizeof move), g_free);
    }
  else
    g_object_set_data (G_OBJECT (widget), MOVE_KEY, NULL);

  gtk_widget_set_focusable (widget, on);
  gtk_widget_set_cursor_from_name (widget, on ? "pointer" : NULL);
  sq_board_toggle_class (sq_board_highlight_of (widget), "movable", on);
  gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_DISABLED, !on, -1);
  sq_board_set_a11y_text (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, on ? name : rest_name);
  return on;
}

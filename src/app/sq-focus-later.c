/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * A focus move that waits until the frame on show has been painted.
 *
 * GTK 4.8 takes the focus off a widget, and puts it on another, by
 * changing the state of every widget from each of the two up to the
 * window: the window's own style is worked out again, which empties
 * GTK's cache of styles, and every widget on either way is styled again
 * from the theme's selectors. After a tap that is a sixth of the
 * instructions from the tap to its frame (docs/performance.md), spent
 * only on where the focus ring goes.
 * GTK itself waits for the end of a frame before it takes the focus off
 * a widget that was hidden (its window's "after-paint"); a move queued
 * here waits the same way, so that the tap's frame shows the new
 * question as soon as it can and the ring follows in the next frame.
 *
 * What the move waits for must not change what a person gets:
 *
 *  - a key pressed inside the area before the move makes the move at once
 *    and goes to the widget that then has the focus (the choice the
 *    move puts it on, as if the move had been made with the action);
 *  - a widget that takes the focus in between (a click gives it to the
 *    button pressed) keeps it: the move is dropped;
 *  - without a frame to wait for (the area not on show) the move is made
 *    at once.
 *
 * SqAfterFrame (sq-after-frame.c) is not used: it runs its work in an
 * idle after the frame's "after-paint", and by then GTK's own handler
 * there has moved a focus left on a hidden button to a parent or to the
 * first widget that takes it, which would read here as a focus taken in
 * between.
 * The move runs in the paint phase instead, right after GDK's painting.
 */

#include "config.h"

#include "sq-focus-later.h"

/* Makes a waiting move now; %TRUE if one was waiting (its frame
 * watched) */
static gboolean
flush (SqFocusLater *self)
{
  if (self->paint_handler == 0)
    return FALSE;
  sq_focus_later_cancel (self);
  self->func (self->data);
  return TRUE;
}

/* Callbacks */

static void
on_paint_cb (GdkFrameClock *clock,
             SqFocusLater  *self)
{
  flush (self);
}

static void
on_focus_widget_cb (GtkRoot      *root,
                    GParamSpec   *pspec,
                    SqFocusLater *self)
{
  /* a focus that is merely lost (its widget made insensitive) still
   * waits for the move */
  if (gtk_root_get_focus (root) != NULL)
    sq_focus_later_cancel (self);
}

static gboolean
on_key_pressed_cb (GtkEventControllerKey *controller,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   SqFocusLater          *self)
{
  GtkRoot *root = gtk_widget_get_root (self->area);

  if (root == NULL || !flush (self))
    return FALSE;

  /* The key was aimed at the old focus; it goes where the focus is now,
   * to the widget and on up to the area, as GTK would have sent it. A
   * key none of them takes (Tab) goes on as GTK sends it, and GTK moves
   * on from the new focus. */
  for (GtkWidget *widget = gtk_root_get_focus (root);
       widget != NULL && widget != self->area;
       widget = gtk_widget_get_parent (widget))
    if (gtk_event_controller_key_forward (controller, widget))
      return TRUE;
  return FALSE;
}

/* Public API */

/**
 * sq_focus_later_init:
 * @area: the widget whose keys make a waiting move at once; it owns @self
 * @func: the move
 *
 * Sets up @self; @area's owner cancels it before @area goes.
 */
void
sq_focus_later_init (SqFocusLater     *self,
                     GtkWidget        *area,
                     SqFocusLaterFunc  func,
                     gpointer          data)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  *self = (SqFocusLater) { .area = area, .func = func, .data = data };

  /* before the area's own keys and the widgets' inside it */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  gtk_event_controller_set_static_name (keys, "sq-focus-later");
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed_cb), self);
  gtk_widget_add_controller (area, keys);
}

/**
 * sq_focus_later_queue:
 *
 * Has the move made once the area's next frame has been painted, or at
 * once when the area is not on show. A move already waiting is replaced.
 */
void
sq_focus_later_queue (SqFocusLater *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (self->area);
  GtkRoot *root = gtk_widget_get_root (self->area);

  sq_focus_later_cancel (self);
  if (clock == NULL || root == NULL || !gtk_widget_get_mapped (self->area))
    {
      self->func (self->data);
      return;
    }

  g_set_weak_pointer (&self->clock, clock);
  /* after GDK's own handler, which paints the window */
  self->paint_handler = g_signal_connect_after (clock, "paint", G_CALLBACK (on_paint_cb), self);
  g_set_weak_pointer (&self->root, root);
  self->focus_handler = g_signal_connect (root, "notify::focus-widget",
                                          G_CALLBACK (on_focus_widget_cb), self);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_PAINT);
}

/* Drops a waiting move */
void
sq_focus_later_cancel (SqFocusLater *self)
{
  if (self->clock != NULL)
    g_clear_signal_handler (&self->paint_handler, self->clock);
  if (self->root != NULL)
    g_clear_signal_handler (&self->focus_handler, self->root);
  self->paint_handler = self->focus_handler = 0;
  g_clear_weak_pointer (&self->clock);
  g_clear_weak_pointer (&self->root);
}

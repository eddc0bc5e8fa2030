/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include "sq-after-frame.h"

static gboolean
run_cb (gpointer user_data)
{
  SqAfterFrame *self = user_data;

  self->source = 0;
  self->func (self->data);

  return G_SOURCE_REMOVE;
}

static void
run_soon (SqAfterFrame *self)
{
  if (self->source == 0)
    self->source = g_idle_add_full (self->priority, run_cb, self, NULL);
}

static void
on_after_paint_cb (GdkFrameClock *clock,
                   SqAfterFrame  *self)
{
  g_clear_signal_handler (&self->handler, clock);
  g_clear_weak_pointer (&self->clock);
  run_soon (self);
}

/**
 * sq_after_frame_init:
 * @priority: the idle's priority, e.g. %G_PRIORITY_DEFAULT_IDLE
 * @func: what runs after the frame
 *
 * Sets up @self, which the owner embeds and cancels before it goes.
 */
void
sq_after_frame_init (SqAfterFrame     *self,
                     gint              priority,
                     SqAfterFrameFunc  func,
                     gpointer          data)
{
  *self = (SqAfterFrame) { .func = func, .data = data, .priority = priority };
}

/**
 * sq_after_frame_queue:
 * @clock: (nullable): the frame clock whose next painted frame to wait
 *   for; %NULL runs the function in an idle without waiting
 * @request_frame: whether to ask @clock for that frame, rather than wait
 *   for one something else asks for
 *
 * Queues the function once; does nothing while a frame is already
 * waited for. A run already queued without a frame now waits for one.
 */
void
sq_after_frame_queue (SqAfterFrame  *self,
                      GdkFrameClock *clock,
                      gboolean       request_frame)
{
  if (self->handler != 0)
    return;

  if (clock == NULL)
    {
      run_soon (self);
      return;
    }

  g_clear_handle_id (&self->source, g_source_remove);
  g_set_weak_pointer (&self->clock, clock);
  self->handler = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint_cb), self);
  if (request_frame)
    gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT);
}

/* Forgets a queued run, and the frame it waited for */
void
sq_after_frame_cancel (SqAfterFrame *self)
{
  g_clear_handle_id (&self->source, g_source_remove);
  if (self->clock != NULL)
    g_clear_signal_handler (&self->handler, self->clock);
  g_clear_weak_pointer (&self->clock);
  self->handler = 0;
}

/* Whether a run is queued, after a frame or in an idle */
gboolean
sq_after_frame_pending (SqAfterFrame *self)
{
  return self->handler != 0 || self->source != 0;
}

/**
 * sq_after_layout_attach:
 * @clock: (nullable): the window's frame clock, %NULL to detach
 * @func: a handler of #GdkFrameClock::layout
 *
 * Runs @func after GTK's own handler each time @clock lays the window
 * out, until detached or attached to another clock.
 */
void
sq_after_layout_attach (SqAfterLayout *self,
                        GdkFrameClock *clock,
                        GCallback      func,
                        gpointer       data)
{
  if (clock == self->clock)
    return;
  sq_after_layout_detach (self);
  if (clock == NULL)
    return;
  self->clock = g_object_ref (clock);
  self->handler = g_signal_connect_after (clock, "layout", func, data);
}

void
sq_after_layout_detach (SqAfterLayout *self)
{
  if (self->clock != NULL)
    g_clear_signal_handler (&self->handler, self->clock);
  g_clear_object (&self->clock);
}

/**
 * sq_after_layout_request:
 *
 * Has the function run at the next layout (in this frame's layout phase
 * when called from it), even if GTK has nothing to lay out.
 */
void
sq_after_layout_request (SqAfterLayout *self)
{
  if (self->clock != NULL)
    gdk_frame_clock_request_phase (self->clock, GDK_FRAME_CLOCK_PHASE_LAYOUT);
}

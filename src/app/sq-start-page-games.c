/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The start page's games after its window's first frame: the page waits
 * for the end of that frame, then makes its latest rows and fills
 * Continue (sq_start_page_show_games()) in an idle, so that the first
 * frame costs the same with a thousand games as with none
 * (docs/performance.md). */

#include "config.h"

#include "sq-start-page-private.h"

/* Callbacks */

static gboolean
show_games_cb (gpointer user_data)
{
  SqStartPage *self = SQ_START_PAGE (user_data);

  self->show_source = 0;
  sq_start_page_show_games (self);

  return G_SOURCE_REMOVE;
}

/* Not in the frame's own signal: the frame is on screen, and anything
 * that waits for it (SQUIRE_EXIT_AFTER_FIRST_FRAME) comes first */
static void
on_after_paint_cb (GdkFrameClock *frame_clock,
                   SqStartPage   *self)
{
  g_clear_signal_handler (&self->after_paint_handler, frame_clock);
  g_clear_weak_pointer (&self->frame_clock);
  if (self->show_source == 0)
    self->show_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, show_games_cb, self, NULL);
}

/* Private API */

/* From the page's realize: its frame clock is the window's */
void
sq_start_page_wait_for_first_frame (SqStartPage *self)
{
  GdkFrameClock *frame_clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  if (self->games_shown || self->after_paint_handler != 0 || self->show_source != 0 ||
      frame_clock == NULL)
    return;

  g_set_weak_pointer (&self->frame_clock, frame_clock);
  self->after_paint_handler = g_signal_connect_object (frame_clock, "after-paint",
                                                       G_CALLBACK (on_after_paint_cb), self,
                                                       G_CONNECT_DEFAULT);
}

/* From its unrealize and dispose: an idle already queued still runs
 * (dispose removes it) */
void
sq_start_page_stop_waiting (SqStartPage *self)
{
  if (self->frame_clock != NULL)
    g_clear_signal_handler (&self->after_paint_handler, self->frame_clock);
  g_clear_weak_pointer (&self->frame_clock);
}

/* Public API */

/**
 * sq_start_page_get_games_shown:
 * @self: a #SqStartPage
 *
 * Returns: whether the page shows its latest games and Continue yet
 */
gboolean
sq_start_page_get_games_shown (SqStartPage *self)
{
  g_return_val_if_fail (SQ_IS_START_PAGE (self), FALSE);

  return self->games_shown;
}

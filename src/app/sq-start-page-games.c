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

/* Internal API */

/* Once realized: the games are made in an idle after the end of the
 * window's next frame, its first (sq-after-frame.h); the page cancels the
 * wait when it is unrealized or goes */
void
sq_start_page_wait_for_first_frame (SqStartPage *self)
{
  GdkFrameClock *frame_clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  if (self->games_shown || sq_after_frame_pending (&self->games_wait) || frame_clock == NULL)
    return;

  sq_after_frame_queue (&self->games_wait, frame_clock, FALSE);
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

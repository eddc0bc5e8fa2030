/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* A focus move that waits for the frame on show: see sq-focus-later.c. */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Moves the focus; %TRUE if something took it */
typedef gboolean (*SqFocusLaterFunc) (gpointer data);

typedef struct {
  /*< private >*/
  GtkWidget        *area;           /* not owned: where the keys are watched */
  SqFocusLaterFunc  func;
  gpointer          data;
  GdkFrameClock    *clock;          /* weak: while a move waits */
  gulong            paint_handler;
  GtkRoot          *root;           /* weak: while a move waits */
  gulong            focus_handler;
} SqFocusLater;

void sq_focus_later_init   (SqFocusLater     *self,
                            GtkWidget        *area,
                            SqFocusLaterFunc  func,
                            gpointer          data);
void sq_focus_later_queue  (SqFocusLater     *self);
void sq_focus_later_cancel (SqFocusLater     *self);

G_END_DECLS

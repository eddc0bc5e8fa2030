/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* One knight at the table: what everyone can see of him. */

#pragma once

#include <gtk/gtk.h>

#include "sq-state.h"

G_BEGIN_DECLS

#define SQ_TYPE_KNIGHT_VIEW (sq_knight_view_get_type ())

G_DECLARE_FINAL_TYPE (SqKnightView, sq_knight_view, SQ, KNIGHT_VIEW, GtkWidget)

GtkWidget *sq_knight_view_new      (void);
gint       sq_knight_view_get_seat (SqKnightView  *self);
void       sq_knight_view_update   (SqKnightView  *self,
                                    const SqState *state,
                                    guint          seat);

G_END_DECLS

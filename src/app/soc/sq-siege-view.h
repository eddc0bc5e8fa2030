/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The siege engines around Camelot: n of 12, a meter. */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SQ_TYPE_SIEGE_VIEW (sq_siege_view_get_type ())

G_DECLARE_FINAL_TYPE (SqSiegeView, sq_siege_view, SQ, SIEGE_VIEW, GtkWidget)

GtkWidget *sq_siege_view_new       (void);
guint      sq_siege_view_get_count (SqSiegeView *self);
void       sq_siege_view_set_count (SqSiegeView *self,
                                    guint        count);

G_END_DECLS

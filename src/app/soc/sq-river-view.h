/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SQ_TYPE_RIVER_VIEW (sq_river_view_get_type ())

G_DECLARE_FINAL_TYPE (SqRiverView, sq_river_view, SQ, RIVER_VIEW, GtkWidget)

GtkWidget *sq_river_view_new          (void);
gint       sq_river_view_get_position (SqRiverView *self);
void       sq_river_view_set_position (SqRiverView *self,
                                       gint         position);

G_END_DECLS

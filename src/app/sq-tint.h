/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Symbolic icons handed to GTK 4.8's cairo renderer already in their
 * colour (see sq-tint.c). */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void           sq_tint_snapshot_children (GtkWidget     *widget,
                                          GtkSnapshot   *snapshot);
GskRenderNode *sq_tint_node              (GskRenderNode *node);
guint          sq_tint_n_cached          (void);

G_END_DECLS

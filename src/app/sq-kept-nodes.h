/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The board's outlines and dashed borders drawn once for GTK 4.8's
 * cairo renderer and kept (see sq-kept-nodes.c). */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct _SqKeptNodes SqKeptNodes;

SqKeptNodes   *sq_kept_nodes_new      (void);
void           sq_kept_nodes_free     (SqKeptNodes *self);
GskRenderNode *sq_kept_nodes_apply    (SqKeptNodes   *self,
                                       GskRenderNode *node,
                                       int            scale);
gsize          sq_kept_nodes_n_kept   (SqKeptNodes *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SqKeptNodes, sq_kept_nodes_free)

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Walking render nodes that wrap a single child (see sq-node-child.c). */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GskRenderNode *sq_node_only_child (GskRenderNode *node);
GskRenderNode *sq_node_with_child (GskRenderNode *node,
                                   GskRenderNode *child);

G_END_DECLS

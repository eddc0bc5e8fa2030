/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* A widget's drawing as GTK makes it, and what the tests look for in it:
 * its pixels under a renderer, and its border nodes (for the boxed
 * lists' separators, style.css: a border whose sides differ in colour is
 * one GTK 4.8's cairo renderer draws through a mesh over the whole row). */

#pragma once

#include <gtk/gtk.h>

#include "sq-node-child.h"

G_BEGIN_DECLS

/* @widget's node as its parent draws it (in the parent's coordinates) */
static inline GskRenderNode *
sq_test_snapshot_of (GtkWidget *widget)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  gtk_widget_snapshot_child (gtk_widget_get_parent (widget), widget, snapshot);
  return gtk_snapshot_free_to_node (snapshot);
}

/* @widget drawn at its own size, in its own coordinates */
static inline GskRenderNode *
sq_test_node_of (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  gdk_paintable_snapshot (paintable, snapshot,
                          gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  return gtk_snapshot_free_to_node (snapshot);
}

/* @node drawn by @renderer over @bounds: premultiplied ARGB, 4 bytes a
 * pixel, rows one after the other */
static inline GBytes *
sq_test_render_pixels (GskRenderer           *renderer,
                       GskRenderNode         *node,
                       const graphene_rect_t *bounds)
{
  g_autoptr(GdkTexture) texture = gsk_renderer_render_texture (renderer, node, bounds);
  gsize stride = (gsize) gdk_texture_get_width (texture) * 4;
  gsize size = stride * gdk_texture_get_height (texture);
  guint8 *data = g_malloc0 (size);

  gdk_texture_download (texture, data, stride);
  return g_bytes_new_take (data, size);
}

/* Calls @func on @node and on everything under it: a container's
 * children, and the one child of a node that wraps one
 * (sq_node_only_child(), as the app's own walks go) */
static inline void
sq_test_walk_nodes (GskRenderNode *node,
                    void         (*func) (GskRenderNode *node,
                                          gpointer       data),
                    gpointer       data)
{
  GskRenderNode *child;

  func (node, data);
  if (gsk_render_node_get_node_type (node) == GSK_CONTAINER_NODE)
    {
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        sq_test_walk_nodes (gsk_container_node_get_child (node, i), func, data);
    }
  else if ((child = sq_node_only_child (node)) != NULL)
    {
      sq_test_walk_nodes (child, func, data);
    }
}

typedef struct
{
  GskRenderNodeType  type;
  GPtrArray         *out;
} SqTestNodesOfType;

static inline void
sq_test_collect_cb (GskRenderNode *node,
                    gpointer       data)
{
  SqTestNodesOfType *nodes = data;

  if (gsk_render_node_get_node_type (node) == nodes->type)
    g_ptr_array_add (nodes->out, node);
}

/* The nodes of @type under @node, @node too, into @out */
static inline void
sq_test_collect_nodes (GskRenderNode     *node,
                       GskRenderNodeType  type,
                       GPtrArray         *out)
{
  SqTestNodesOfType nodes = { type, out };

  sq_test_walk_nodes (node, sq_test_collect_cb, &nodes);
}

/* Fails on a border under @node whose sides differ in colour; returns
 * how many of them are a separator under a row (the bottom side only) */
static inline guint
sq_test_count_one_colour_separators (GskRenderNode *node)
{
  g_autoptr(GPtrArray) borders = g_ptr_array_new ();
  guint separators = 0;

  sq_test_collect_nodes (node, GSK_BORDER_NODE, borders);
  for (guint i = 0; i < borders->len; i++)
    {
      const float *widths = gsk_border_node_get_widths (borders->pdata[i]);
      const GdkRGBA *colors = gsk_border_node_get_colors (borders->pdata[i]);

      if (widths[0] == 0 && widths[1] == 0 && widths[2] > 0 && widths[3] == 0)
        separators++;
      for (guint side = 1; side < 4; side++)
        g_assert_true (gdk_rgba_equal (&colors[side], &colors[0]));
    }
  return separators;
}

G_END_DECLS

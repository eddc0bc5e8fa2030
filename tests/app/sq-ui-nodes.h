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

/* The border nodes under @node, into @borders */
static inline void
sq_test_collect_borders (GskRenderNode *node,
                         GPtrArray     *borders)
{
  GskRenderNode *child = NULL;

  switch ((int) gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        sq_test_collect_borders (gsk_container_node_get_child (node, i), borders);
      return;
    case GSK_BORDER_NODE:
      g_ptr_array_add (borders, node);
      return;
    case GSK_TRANSFORM_NODE:
      child = gsk_transform_node_get_child (node);
      break;
    case GSK_CLIP_NODE:
      child = gsk_clip_node_get_child (node);
      break;
    case GSK_ROUNDED_CLIP_NODE:
      child = gsk_rounded_clip_node_get_child (node);
      break;
    case GSK_OPACITY_NODE:
      child = gsk_opacity_node_get_child (node);
      break;
    case GSK_COLOR_MATRIX_NODE:
      child = gsk_color_matrix_node_get_child (node);
      break;
    case GSK_SHADOW_NODE:
      child = gsk_shadow_node_get_child (node);
      break;
    case GSK_DEBUG_NODE:
      child = gsk_debug_node_get_child (node);
      break;
    default:
      return;
    }
  sq_test_collect_borders (child, borders);
}

/* Fails on a border under @node whose sides differ in colour; returns
 * how many of them are a separator under a row (the bottom side only) */
static inline guint
sq_test_count_one_colour_separators (GskRenderNode *node)
{
  g_autoptr(GPtrArray) borders = g_ptr_array_new ();
  guint separators = 0;

  sq_test_collect_borders (node, borders);
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

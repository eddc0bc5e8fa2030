/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * The render nodes of GTK 4.8 that wrap one child (a transform, an
 * opacity, a clip, a rounded clip, a colour matrix, a debug note), as the
 * walks of sq-tint.c and sq-kept-nodes.c go through them: the child, and
 * the same node made again around another child.
 */

#include "config.h"

#include "sq-node-child.h"

/**
 * sq_node_only_child:
 * @node: a render node
 *
 * Returns: (transfer none) (nullable): the one child of @node if it is
 *   a node that wraps one, or %NULL
 */
GskRenderNode *
sq_node_only_child (GskRenderNode *node)
{
  g_return_val_if_fail (GSK_IS_RENDER_NODE (node), NULL);

  switch ((int) gsk_render_node_get_node_type (node))
    {
    case GSK_TRANSFORM_NODE:
      return gsk_transform_node_get_child (node);
    case GSK_OPACITY_NODE:
      return gsk_opacity_node_get_child (node);
    case GSK_CLIP_NODE:
      return gsk_clip_node_get_child (node);
    case GSK_ROUNDED_CLIP_NODE:
      return gsk_rounded_clip_node_get_child (node);
    case GSK_COLOR_MATRIX_NODE:
      return gsk_color_matrix_node_get_child (node);
    case GSK_DEBUG_NODE:
      return gsk_debug_node_get_child (node);
    default:
      return NULL;
    }
}

/**
 * sq_node_with_child:
 * @node: a render node that wraps one child (see sq_node_only_child())
 * @child: (transfer full): the child to put in the place of its own
 *
 * Returns: (transfer full): @node made again around @child, or @node
 *   itself when @child is its own
 */
GskRenderNode *
sq_node_with_child (GskRenderNode *node,
                    GskRenderNode *child)
{
  GskRenderNode *result;

  g_return_val_if_fail (sq_node_only_child (node) != NULL, child);

  if (child == sq_node_only_child (node))
    {
      gsk_render_node_unref (child);
      return gsk_render_node_ref (node);
    }

  switch ((int) gsk_render_node_get_node_type (node))
    {
    case GSK_TRANSFORM_NODE:
      result = gsk_transform_node_new (child, gsk_transform_node_get_transform (node));
      break;
    case GSK_OPACITY_NODE:
      result = gsk_opacity_node_new (child, gsk_opacity_node_get_opacity (node));
      break;
    case GSK_CLIP_NODE:
      result = gsk_clip_node_new (child, gsk_clip_node_get_clip (node));
      break;
    case GSK_ROUNDED_CLIP_NODE:
      result = gsk_rounded_clip_node_new (child, gsk_rounded_clip_node_get_clip (node));
      break;
    case GSK_COLOR_MATRIX_NODE:
      result = gsk_color_matrix_node_new (child,
                                          gsk_color_matrix_node_get_color_matrix (node),
                                          gsk_color_matrix_node_get_color_offset (node));
      break;
    case GSK_DEBUG_NODE:
    default:
      result = gsk_debug_node_new (child, g_strdup (gsk_debug_node_get_message (node)));
      break;
    }
  gsk_render_node_unref (child);

  return result;
}

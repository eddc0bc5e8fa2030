/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * GTK 4.8 draws a symbolic icon as its texture under a colour matrix.
 * The cairo renderer carries that matrix out at every frame, pixel by
 * pixel, in a group of its own: on a late game's board, with its hundred
 * pips, swords and engines, a fifth of the drawing of a frame that
 * redraws the whole window (a resize, the board scrolled). The icon
 * and its colour seldom change, so the board's cards do that work once:
 * they snapshot their children with sq_tint_snapshot_children(), which
 * puts in place of each such icon its pixels already in its colour, made
 * with the renderer's own arithmetic and kept for the next frame (see
 * placed_node() for how they are handed on). The children are
 * also drawn under a clip to their own bounds, since the cairo renderer
 * does not skip the nodes of a card outside what a frame redraws (see
 * clip_to_bounds()). With another renderer, which does the matrix on the
 * GPU, the children are drawn as they are.
 *
 * A card's render node is made again only when something in it changes,
 * and GTK keeps it otherwise; so the nodes of a card that did not change
 * are the very ones of the frame before, and the renderer's comparison of
 * the two frames finds nothing to redraw there. That is why this is done
 * card by card and not once over the whole window, whose node changes at
 * every frame.
 */

#include "config.h"

#include <math.h>

#include "sq-node-child.h"
#include "sq-tint.h"

/* icons times the colours they take: a few dozen in practice */
#define MAX_CACHED 512

/* an icon's texture and the colour matrix over it (the texture first:
 * see key_free()) */
typedef struct
{
  GdkTexture *texture;
  float       matrix[16];
  float       offset[4];
} Tint;

static GHashTable *cache;

/* an icon's texture drawn at the bounds of a node (the texture first) */
typedef struct
{
  GdkTexture      *texture;
  graphene_rect_t  bounds;
} Placed;

/* Placed: the node that paints it from pixels kept in cairo's format */
static GHashTable *placed;

/* Helpers */

static guint
tint_hash (gconstpointer data)
{
  const Tint *tint = data;
  guint hash = g_direct_hash (tint->texture);

  for (guint i = 0; i < G_N_ELEMENTS (tint->matrix); i++)
    hash = hash * 31 + (guint) (gint) (tint->matrix[i] * 1000);
  for (guint i = 0; i < G_N_ELEMENTS (tint->offset); i++)
    hash = hash * 31 + (guint) (gint) (tint->offset[i] * 1000);

  return hash;
}

static gboolean
tint_equal (gconstpointer a,
            gconstpointer b)
{
  const Tint *x = a;
  const Tint *y = b;

  return x->texture == y->texture
         && memcmp (x->matrix, y->matrix, sizeof x->matrix) == 0
         && memcmp (x->offset, y->offset, sizeof x->offset) == 0;
}

/* Both caches' keys, a Tint and a Placed, begin with the texture they
 * hold: held, so that its address cannot come back as another icon's */
static void
key_free (gpointer data)
{
  GdkTexture **texture = data;

  g_object_unref (*texture);
  g_free (data);
}

/* Keeps @value in @table under a copy of @key (@size bytes, a Tint or a
 * Placed), starting again when the table is full */
static void
keep (GHashTable    *table,
      gconstpointer  key,
      gsize          size,
      gpointer       value)
{
  GdkTexture **copy;

  if (g_hash_table_size (table) >= MAX_CACHED)
    g_hash_table_remove_all (table);
  copy = g_memdup2 (key, size);
  g_object_ref (*copy);
  g_hash_table_insert (table, copy, value);
}

static guint
placed_hash (gconstpointer data)
{
  const Placed *p = data;

  return g_direct_hash (p->texture)
         ^ ((guint) p->bounds.origin.x * 7919u + (guint) p->bounds.origin.y * 104729u
            + (guint) p->bounds.size.width * 31u + (guint) p->bounds.size.height);
}

static gboolean
placed_equal (gconstpointer a,
              gconstpointer b)
{
  const Placed *x = a;
  const Placed *y = b;

  return x->texture == y->texture && graphene_rect_equal (&x->bounds, &y->bounds);
}

/* The cairo renderer's colour matrix, in its own arithmetic (GTK 4.8,
 * gsk_color_matrix_node_draw), on premultiplied ARGB32 pixels. */
static void
apply_matrix (guint32                 *pixels,
              gsize                    n,
              const graphene_matrix_t *matrix,
              const graphene_vec4_t   *offset)
{
  for (gsize i = 0; i < n; i++)
    {
      graphene_vec4_t pixel;
      float alpha = ((pixels[i] >> 24) & 0xFF) / 255.0;

      if (alpha == 0)
        {
          graphene_vec4_init (&pixel, 0.0, 0.0, 0.0, 0.0);
        }
      else
        {
          graphene_vec4_init (&pixel,
                              ((pixels[i] >> 16) & 0xFF) / (255.0 * alpha),
                              ((pixels[i] >> 8) & 0xFF) / (255.0 * alpha),
                              (pixels[i] & 0xFF) / (255.0 * alpha),
                              alpha);
          graphene_matrix_transform_vec4 (matrix, &pixel, &pixel);
        }
      graphene_vec4_add (&pixel, offset, &pixel);

      alpha = graphene_vec4_get_w (&pixel);
      if (alpha > 0.0)
        {
          alpha = MIN (alpha, 1.0);
          pixels[i] = (((guint32) roundf (alpha * 255)) << 24)
                      | (((guint32) roundf (CLAMP (graphene_vec4_get_x (&pixel), 0, 1) * alpha * 255)) << 16)
                      | (((guint32) roundf (CLAMP (graphene_vec4_get_y (&pixel), 0, 1) * alpha * 255)) << 8)
                      | ((guint32) roundf (CLAMP (graphene_vec4_get_z (&pixel), 0, 1) * alpha * 255));
        }
      else
        pixels[i] = 0;
    }
}

static GdkTexture *
tinted_texture (GskRenderNode *matrix_node,
                GdkTexture    *texture)
{
  const graphene_matrix_t *matrix = gsk_color_matrix_node_get_color_matrix (matrix_node);
  const graphene_vec4_t *offset = gsk_color_matrix_node_get_color_offset (matrix_node);
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  gsize stride = (gsize) width * 4;
  Tint key = { texture, };
  GdkTexture *tinted;
  GBytes *bytes;
  guint8 *data;

  graphene_matrix_to_float (matrix, key.matrix);
  graphene_vec4_to_float (offset, key.offset);
  if (cache == NULL)
    cache = g_hash_table_new_full (tint_hash, tint_equal, key_free, g_object_unref);
  if ((tinted = g_hash_table_lookup (cache, &key)) != NULL)
    return tinted;

  data = g_malloc (stride * height);
  /* GDK_MEMORY_DEFAULT: cairo's premultiplied ARGB32 */
  gdk_texture_download (texture, data, stride);
  apply_matrix ((guint32 *) data, (gsize) width * height, matrix, offset);
  bytes = g_bytes_new_take (data, stride * height);
  tinted = gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, stride);
  g_bytes_unref (bytes);

  keep (cache, &key, sizeof key, tinted);

  return tinted;
}

/* Whether @texture is drawn over @rect pixel for pixel: at whole pixels
 * and at its own size */
static gboolean
drawn_as_is (GdkTexture            *texture,
             const graphene_rect_t *rect)
{
  return rect->origin.x == floorf (rect->origin.x) && rect->origin.y == floorf (rect->origin.y) &&
         rect->size.width == gdk_texture_get_width (texture) &&
         rect->size.height == gdk_texture_get_height (texture);
}

/* A node that draws @texture over @bounds as GTK 4.8's cairo renderer
 * draws a texture node (gsk_texture_node_draw): the same pattern, scale,
 * extension and fill. But the renderer copies a texture node's pixels
 * into a new cairo surface each time it draws it, whether or not the
 * frame redraws that part of the window: every icon of the board, at
 * every frame. This node keeps its pixels in cairo's format from the
 * start, in a recording that the renderer replays only where the frame
 * draws. Made once for an icon and its bounds, and kept.
 *
 * The replay goes through an image of its own, aligned to the pixels of
 * the window. Where the icon lies on whole pixels of the window, at its
 * own size (most icons), that gives the same pixels as GTK's drawing.
 * An icon scaled, or placed between pixels within the card, keeps GTK's
 * own texture node. A card that a container itself places between the
 * window's pixels draws its icons' edges a shade apart from GTK's: at
 * 1280x800, 687 of the board's pixels, by at most 17 in 255. */
static GskRenderNode *
placed_node (GdkTexture            *texture,
             const graphene_rect_t *bounds)
{
  Placed key = { texture, *bounds };
  cairo_surface_t *surface;
  cairo_pattern_t *pattern;
  cairo_matrix_t matrix;
  GskRenderNode *node;
  cairo_t *cr;

  if (placed == NULL)
    placed = g_hash_table_new_full (placed_hash, placed_equal, key_free,
                                    (GDestroyNotify) gsk_render_node_unref);
  if ((node = g_hash_table_lookup (placed, &key)) != NULL)
    return gsk_render_node_ref (node);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                        gdk_texture_get_width (texture),
                                        gdk_texture_get_height (texture));
  gdk_texture_download (texture, cairo_image_surface_get_data (surface),
                        cairo_image_surface_get_stride (surface));
  cairo_surface_mark_dirty (surface);

  node = gsk_cairo_node_new (bounds);
  cr = gsk_cairo_node_get_draw_context (node);
  pattern = cairo_pattern_create_for_surface (surface);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_PAD);
  cairo_matrix_init_scale (&matrix,
                           gdk_texture_get_width (texture) / bounds->size.width,
                           gdk_texture_get_height (texture) / bounds->size.height);
  cairo_matrix_translate (&matrix, -bounds->origin.x, -bounds->origin.y);
  cairo_pattern_set_matrix (pattern, &matrix);
  cairo_set_source (cr, pattern);
  cairo_rectangle (cr, bounds->origin.x, bounds->origin.y, bounds->size.width, bounds->size.height);
  cairo_fill (cr);
  cairo_destroy (cr);
  cairo_pattern_destroy (pattern);
  cairo_surface_destroy (surface);

  keep (placed, &key, sizeof key, gsk_render_node_ref (node));

  return node;
}

static GskRenderNode *tint_node (GskRenderNode *node);

static GskRenderNode *
tint_container (GskRenderNode *node)
{
  guint n = gsk_container_node_get_n_children (node);
  g_autofree GskRenderNode **children = g_new (GskRenderNode *, n);
  gboolean changed = FALSE;
  GskRenderNode *result;

  for (guint i = 0; i < n; i++)
    {
      children[i] = tint_node (gsk_container_node_get_child (node, i));
      changed = changed || children[i] != gsk_container_node_get_child (node, i);
    }
  result = changed ? gsk_container_node_new (children, n) : gsk_render_node_ref (node);
  for (guint i = 0; i < n; i++)
    gsk_render_node_unref (children[i]);

  return result;
}

/* Returns: (transfer full): @node with its icons tinted */
static GskRenderNode *
tint_node (GskRenderNode *node)
{
  GskRenderNode *child;
  GdkTexture *tinted;

  if (gsk_render_node_get_node_type (node) == GSK_CONTAINER_NODE)
    return tint_container (node);
  if (gsk_render_node_get_node_type (node) == GSK_TEXTURE_NODE)
    {
      graphene_rect_t bounds;

      gsk_render_node_get_bounds (node, &bounds);
      if (!drawn_as_is (gsk_texture_node_get_texture (node), &bounds))
        return gsk_render_node_ref (node);
      return placed_node (gsk_texture_node_get_texture (node), &bounds);
    }
  if ((child = sq_node_only_child (node)) == NULL)
    return gsk_render_node_ref (node);

  if (gsk_render_node_get_node_type (node) == GSK_COLOR_MATRIX_NODE &&
      gsk_render_node_get_node_type (child) == GSK_TEXTURE_NODE)
    {
      graphene_rect_t bounds;

      gsk_render_node_get_bounds (child, &bounds);
      tinted = tinted_texture (node, gsk_texture_node_get_texture (child));
      if (!drawn_as_is (tinted, &bounds))
        return gsk_texture_node_new (tinted, &bounds);
      return placed_node (tinted, &bounds);
    }
  return sq_node_with_child (node, tint_node (child));
}

/* GTK 4.8's cairo renderer draws every node of the window at every frame,
 * however little of it is damaged, and only cairo's clip keeps the pixels
 * out. Under a clip to their own bounds (whole pixels, which cairo clips
 * without a mask), the children of a card outside the damage are clipped
 * away whole: cairo then gives up each of their fills and texts at once,
 * before working out where they would fall. Nothing is drawn outside a
 * node's bounds, so nothing changes on screen. */
static GskRenderNode *
clip_to_bounds (GskRenderNode *node)
{
  graphene_rect_t bounds;
  float x, y;

  gsk_render_node_get_bounds (node, &bounds);
  x = floorf (bounds.origin.x);
  y = floorf (bounds.origin.y);
  bounds = GRAPHENE_RECT_INIT (x, y,
                               ceilf (bounds.origin.x + bounds.size.width) - x,
                               ceilf (bounds.origin.y + bounds.size.height) - y);
  return gsk_clip_node_new (node, &bounds);
}

/* Public API */

/**
 * sq_tint_snapshot_children:
 * @widget: a widget
 * @snapshot: where @widget is drawn
 *
 * Draws @widget's children, as GTK does by default, with their symbolic
 * icons already in their colour under the cairo renderer. A widget
 * class sets it as its snapshot function.
 */
void
sq_tint_snapshot_children (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  GtkSnapshot *inner;
  GskRenderNode *node;
  GskRenderNode *tinted;
  GskRenderNode *clipped;

  if (!GSK_IS_CAIRO_RENDERER (renderer))
    {
      for (GtkWidget *child = gtk_widget_get_first_child (widget);
           child != NULL;
           child = gtk_widget_get_next_sibling (child))
        gtk_widget_snapshot_child (widget, child, snapshot);
      return;
    }

  inner = gtk_snapshot_new ();
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_snapshot_child (widget, child, inner);
  node = gtk_snapshot_free_to_node (inner);
  if (node == NULL)
    return;
  tinted = tint_node (node);
  clipped = clip_to_bounds (tinted);
  gtk_snapshot_append_node (snapshot, clipped);
  gsk_render_node_unref (clipped);
  gsk_render_node_unref (tinted);
  gsk_render_node_unref (node);
}

/**
 * sq_tint_node:
 * @node: a render node
 *
 * What is drawn in place of @node: each symbolic icon (a texture under a
 * colour matrix) as a texture already in its colour. Nodes that hold no
 * icon are @node's own.
 *
 * Returns: (transfer full): the node to draw
 */
GskRenderNode *
sq_tint_node (GskRenderNode *node)
{
  g_return_val_if_fail (GSK_IS_RENDER_NODE (node), NULL);

  return tint_node (node);
}

/**
 * sq_tint_n_cached:
 *
 * Returns: how many tinted icons are kept for the next frame
 */
guint
sq_tint_n_cached (void)
{
  return cache != NULL ? g_hash_table_size (cache) : 0;
}

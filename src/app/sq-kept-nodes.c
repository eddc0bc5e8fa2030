/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * GTK 4.8's cairo renderer draws every node of the board into the box
 * around a frame's damage, which on a tap is most of the window, and it
 * works two of the board's decorations out from their shapes each time:
 *
 *  - a card's flat one-pixel outline (a shadow with no blur) is a fill of
 *    the card's whole rounded box through a mask of what lies outside the
 *    card, made at every frame;
 *  - a dashed border (the empty places for cards) is a cairo node that
 *    strokes the dashes again at every frame, followed by a border node
 *    whose four sides are clear, which cairo fills all the same.
 *
 * So the board hands the renderer, in their place, what draws the same
 * pixels at a fraction of the cost: an outline's four sides as lines of
 * its colour, and its four corners as pixels drawn once for their size
 * and colour and shared by every card; a dashed border's pixels drawn
 * once and kept for as long as GTK keeps its node; and nothing for a
 * border that is clear all round. Everything kept lies on whole pixels
 * of the node that holds it, and is drawn at the window's scale; where
 * the board lies on whole pixels of the window, as it does, the pixels
 * are the same as GTK's own (cairo rasterizes a shape moved by whole
 * pixels alike, and puts a colour through a full mask as it paints it
 * plainly). An outline or a border off whole pixels is left to GTK.
 *
 * The walk is made again only where the board's nodes changed: what it
 * gave for a node is kept until the next frame, so a card that GTK did
 * not draw again gets the very nodes of the frame before, and the
 * renderer's comparison of the two frames finds nothing to redraw
 * there. (The soft, blurred shadows of the theme are left to GTK: their
 * sizes change with the panel's lists and the message, and a shadow
 * drawn once for each size cost more than it saved.)
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "sq-kept-nodes.h"
#include "sq-node-child.h"

/* what each table keeps before it starts again: a board has fifteen
 * cards (their outlines at their places), a few sizes of corner, and
 * some fifty empty places; an empty place drawn again is a new node of
 * GTK's, so the old ones are let go from time to time */
#define MAX_KEPT 512

/* nothing larger is kept */
#define MAX_KEPT_SIDE 8192

struct _SqKeptNodes
{
  GHashTable    *seen;       /* a node of this frame: what is drawn for it */
  GHashTable    *last;       /* the same, for the frame before */
  GHashTable    *corners;    /* Corner: its node, drawn once */
  GHashTable    *outlines;   /* Outline: the nodes drawn for it */
  GHashTable    *strokes;    /* GTK's node of a border's dashes: drawn once */
  GskRenderNode *nothing;    /* drawn for a clear border */
  int            scale;
};

/* A corner of a flat outline: all that its pixels depend on (floats
 * only, so no padding: compared and hashed as bytes) */
typedef struct
{
  graphene_size_t size;     /* the corner's, of the box inside */
  GdkRGBA         color;
  float           spread;
  float           which;    /* 0 top left, 1 top right, 2 bottom right, 3 bottom left */
} Corner;

/* A flat outline where it lies (floats only, as a Corner) */
typedef struct
{
  GskRoundedRect outline;
  GdkRGBA        color;
  float          spread;
} Outline;

/* Helpers */

static guint
hash_bytes (gconstpointer data,
            gsize         size)
{
  const guint8 *bytes = data;
  guint hash = 5381;

  for (gsize i = 0; i < size; i++)
    hash = hash * 33 + bytes[i];

  return hash;
}

static guint
corner_hash (gconstpointer data)
{
  return hash_bytes (data, sizeof (Corner));
}

static gboolean
corner_equal (gconstpointer a,
              gconstpointer b)
{
  return memcmp (a, b, sizeof (Corner)) == 0;
}

static guint
outline_hash (gconstpointer data)
{
  return hash_bytes (data, sizeof (Outline));
}

static gboolean
outline_equal (gconstpointer a,
               gconstpointer b)
{
  return memcmp (a, b, sizeof (Outline)) == 0;
}

static GHashTable *
node_table (void)
{
  return g_hash_table_new_full (g_direct_hash, g_direct_equal,
                                (GDestroyNotify) gsk_render_node_unref,
                                (GDestroyNotify) gsk_render_node_unref);
}

/* Keeps @value (transfer none) in @table under @key (transfer full),
 * starting again when the table is full */
static void
keep (GHashTable    *table,
      gpointer       key,
      GskRenderNode *value)
{
  if (g_hash_table_size (table) >= MAX_KEPT)
    g_hash_table_remove_all (table);
  g_hash_table_insert (table, key, gsk_render_node_ref (value));
}

/* @node's pixels over @area (whole pixels), drawn now into an image at
 * the window's scale: a node of @area's size at the origin, or %NULL if
 * it is too large to keep */
static GskRenderNode *
drawn_once (SqKeptNodes           *self,
            GskRenderNode         *node,
            const graphene_rect_t *area)
{
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, area->size.width, area->size.height);
  int width = (int) area->size.width * self->scale;
  int height = (int) area->size.height * self->scale;
  cairo_surface_t *surface;
  GskRenderNode *kept;
  cairo_t *cr;

  if (width <= 0 || height <= 0 || width > MAX_KEPT_SIDE || height > MAX_KEPT_SIDE)
    return NULL;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_surface_set_device_scale (surface, self->scale, self->scale);
  cr = cairo_create (surface);
  cairo_translate (cr, -area->origin.x, -area->origin.y);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);

  kept = gsk_cairo_node_new (&bounds);
  cr = gsk_cairo_node_get_draw_context (kept);
  cairo_set_source_surface (cr, surface, 0, 0);
  cairo_rectangle (cr, 0, 0, bounds.size.width, bounds.size.height);
  cairo_fill (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  return kept;
}

/* Returns: (transfer full): @kept (transfer full) moved to @origin */
static GskRenderNode *
placed (GskRenderNode          *kept,
        const graphene_point_t *origin)
{
  GskTransform *transform;
  GskRenderNode *result;

  /* at the origin, no transform (GTK's identity is %NULL) */
  if (origin->x == 0 && origin->y == 0)
    return kept;
  transform = gsk_transform_translate (NULL, origin);
  result = gsk_transform_node_new (kept, transform);
  gsk_transform_unref (transform);
  gsk_render_node_unref (kept);

  return result;
}

static gboolean
is_whole (float value)
{
  return value == floorf (value);
}

static gboolean
is_whole_rect (const graphene_rect_t *rect)
{
  return is_whole (rect->origin.x) && is_whole (rect->origin.y) &&
         is_whole (rect->size.width) && is_whole (rect->size.height);
}

/* Whether @node is a flat outline that lies on whole pixels: a shadow
 * with no blur and no offset, whose corners leave straight sides */
static gboolean
is_flat_outline (GskRenderNode *node)
{
  const GskRoundedRect *outline = gsk_outset_shadow_node_get_outline (node);
  const graphene_size_t *c = outline->corner;
  float width = outline->bounds.size.width;
  float height = outline->bounds.size.height;

  if (gsk_outset_shadow_node_get_blur_radius (node) != 0 ||
      gsk_outset_shadow_node_get_dx (node) != 0 || gsk_outset_shadow_node_get_dy (node) != 0 ||
      gsk_outset_shadow_node_get_spread (node) <= 0 ||
      !is_whole (gsk_outset_shadow_node_get_spread (node)) ||
      !is_whole_rect (&outline->bounds))
    return FALSE;
  for (guint i = 0; i < 4; i++)
    if (!is_whole (c[i].width) || !is_whole (c[i].height))
      return FALSE;

  return c[GSK_CORNER_TOP_LEFT].width + c[GSK_CORNER_TOP_RIGHT].width <= width &&
         c[GSK_CORNER_BOTTOM_LEFT].width + c[GSK_CORNER_BOTTOM_RIGHT].width <= width &&
         c[GSK_CORNER_TOP_LEFT].height + c[GSK_CORNER_BOTTOM_LEFT].height <= height &&
         c[GSK_CORNER_TOP_RIGHT].height + c[GSK_CORNER_BOTTOM_RIGHT].height <= height;
}

/* The square of corner @which of @node's outline, and the spread beyond */
static graphene_rect_t
corner_area (GskRenderNode *node,
             guint          which)
{
  const GskRoundedRect *outline = gsk_outset_shadow_node_get_outline (node);
  const graphene_rect_t *r = &outline->bounds;
  const graphene_size_t *c = &outline->corner[which];
  float spread = gsk_outset_shadow_node_get_spread (node);
  float w = c->width + spread;
  float h = c->height + spread;
  float left = r->origin.x - spread;
  float top = r->origin.y - spread;
  float right = r->origin.x + r->size.width + spread - w;
  float bottom = r->origin.y + r->size.height + spread - h;

  switch (which)
    {
    case GSK_CORNER_TOP_LEFT:
      return GRAPHENE_RECT_INIT (left, top, w, h);
    case GSK_CORNER_TOP_RIGHT:
      return GRAPHENE_RECT_INIT (right, top, w, h);
    case GSK_CORNER_BOTTOM_RIGHT:
      return GRAPHENE_RECT_INIT (right, bottom, w, h);
    default:
      return GRAPHENE_RECT_INIT (left, bottom, w, h);
    }
}

/* A flat outline (a shadow of one colour all round, a few pixels wide,
 * which GTK fills through a mask as large as the box): its sides are
 * lines of its colour, and its four corners pixels drawn once for their
 * size and colour, wherever they lie. Returns: (transfer full) */
static GskRenderNode *
kept_outline (SqKeptNodes   *self,
              GskRenderNode *node)
{
  const GskRoundedRect *outline = gsk_outset_shadow_node_get_outline (node);
  const graphene_rect_t *r = &outline->bounds;
  const graphene_size_t *c = outline->corner;
  const GdkRGBA *color = gsk_outset_shadow_node_get_color (node);
  float spread = gsk_outset_shadow_node_get_spread (node);
  GskRenderNode *parts[8];
  graphene_rect_t sides[4];
  GskRenderNode *result;
  Outline key;

  /* a card drawn again without moving: the nodes of the time before */
  memset (&key, 0, sizeof key);
  key.outline = *outline;
  key.color = *color;
  key.spread = spread;
  if ((result = g_hash_table_lookup (self->outlines, &key)) != NULL)
    return gsk_render_node_ref (result);

  for (guint which = 0; which < 4; which++)
    {
      graphene_rect_t area = corner_area (node, which);
      GskRenderNode *kept;
      Corner corner;

      memset (&corner, 0, sizeof corner);
      corner.size = c[which];
      corner.color = *color;
      corner.spread = spread;
      corner.which = which;
      if ((kept = g_hash_table_lookup (self->corners, &corner)) != NULL)
        kept = gsk_render_node_ref (kept);
      else if ((kept = drawn_once (self, node, &area)) != NULL)
        keep (self->corners, g_memdup2 (&corner, sizeof corner), kept);
      else
        {
          for (guint i = 0; i < which; i++)
            gsk_render_node_unref (parts[i]);
          return gsk_render_node_ref (node);
        }
      parts[which] = placed (kept, &area.origin);
    }

  sides[0] = GRAPHENE_RECT_INIT (r->origin.x + c[GSK_CORNER_TOP_LEFT].width, r->origin.y - spread,
                                 r->size.width - c[GSK_CORNER_TOP_LEFT].width - c[GSK_CORNER_TOP_RIGHT].width,
                                 spread);
  sides[1] = GRAPHENE_RECT_INIT (r->origin.x + r->size.width, r->origin.y + c[GSK_CORNER_TOP_RIGHT].height,
                                 spread,
                                 r->size.height - c[GSK_CORNER_TOP_RIGHT].height - c[GSK_CORNER_BOTTOM_RIGHT].height);
  sides[2] = GRAPHENE_RECT_INIT (r->origin.x + c[GSK_CORNER_BOTTOM_LEFT].width, r->origin.y + r->size.height,
                                 r->size.width - c[GSK_CORNER_BOTTOM_LEFT].width - c[GSK_CORNER_BOTTOM_RIGHT].width,
                                 spread);
  sides[3] = GRAPHENE_RECT_INIT (r->origin.x - spread, r->origin.y + c[GSK_CORNER_TOP_LEFT].height,
                                 spread,
                                 r->size.height - c[GSK_CORNER_TOP_LEFT].height - c[GSK_CORNER_BOTTOM_LEFT].height);
  for (guint i = 0; i < 4; i++)
    parts[4 + i] = gsk_color_node_new (color, &sides[i]);

  result = gsk_container_node_new (parts, G_N_ELEMENTS (parts));
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    gsk_render_node_unref (parts[i]);

  keep (self->outlines, g_memdup2 (&key, sizeof key), result);

  return result;
}

/* @node, GTK's cairo node of a border's dashes or dots: its pixels, kept
 * while GTK keeps the node */
static GskRenderNode *
kept_strokes (SqKeptNodes   *self,
              GskRenderNode *node)
{
  graphene_rect_t bounds;
  GskRenderNode *kept;

  if ((kept = g_hash_table_lookup (self->strokes, node)) != NULL)
    return gsk_render_node_ref (kept);
  gsk_render_node_get_bounds (node, &bounds);
  if (!is_whole_rect (&bounds) || (kept = drawn_once (self, node, &bounds)) == NULL)
    return gsk_render_node_ref (node);
  kept = placed (kept, &bounds.origin);
  keep (self->strokes, gsk_render_node_ref (node), kept);

  return kept;
}

static gboolean
is_clear_border (GskRenderNode *node)
{
  const GdkRGBA *colors;

  if (node == NULL || gsk_render_node_get_node_type (node) != GSK_BORDER_NODE)
    return FALSE;
  colors = gsk_border_node_get_colors (node);
  for (guint i = 0; i < 4; i++)
    if (colors[i].alpha != 0)
      return FALSE;

  return TRUE;
}

/* GTK 4.8 draws a dashed or dotted border as a cairo node of its strokes,
 * then a border node over the same box with its sides made clear
 * (gtkrenderborder.c, snapshot_border()) */
static gboolean
is_border_strokes (GskRenderNode *node,
                   GskRenderNode *next)
{
  graphene_rect_t a;
  graphene_rect_t b;

  if (gsk_render_node_get_node_type (node) != GSK_CAIRO_NODE || !is_clear_border (next))
    return FALSE;
  gsk_render_node_get_bounds (node, &a);
  gsk_render_node_get_bounds (next, &b);

  return graphene_rect_equal (&a, &b);
}

static GskRenderNode *keep_node (SqKeptNodes   *self,
                                 GskRenderNode *node);

static GskRenderNode *
keep_container (SqKeptNodes   *self,
                GskRenderNode *node)
{
  guint n = gsk_container_node_get_n_children (node);
  g_autofree GskRenderNode **children = g_new (GskRenderNode *, n);
  gboolean changed = FALSE;
  GskRenderNode *result;

  for (guint i = 0; i < n; i++)
    {
      GskRenderNode *child = gsk_container_node_get_child (node, i);
      GskRenderNode *next = i + 1 < n ? gsk_container_node_get_child (node, i + 1) : NULL;

      if (is_border_strokes (child, next))
        children[i] = kept_strokes (self, child);
      else
        children[i] = keep_node (self, child);
      changed = changed || children[i] != child;
    }
  result = changed ? gsk_container_node_new (children, n) : gsk_render_node_ref (node);
  for (guint i = 0; i < n; i++)
    gsk_render_node_unref (children[i]);

  return result;
}

/* Returns: (transfer full): what is drawn for @node */
static GskRenderNode *
keep_node (SqKeptNodes   *self,
           GskRenderNode *node)
{
  GskRenderNodeType type = gsk_render_node_get_node_type (node);
  GskRenderNode *result;
  GskRenderNode *child;

  if (type == GSK_OUTSET_SHADOW_NODE && is_flat_outline (node))
    return kept_outline (self, node);
  if (is_clear_border (node))
    return gsk_render_node_ref (self->nothing);
  child = sq_node_only_child (node);
  if (type != GSK_CONTAINER_NODE && child == NULL)
    return gsk_render_node_ref (node);

  /* a node with children: as in the frame before, if it was there */
  if ((result = g_hash_table_lookup (self->seen, node)) != NULL)
    return gsk_render_node_ref (result);
  if ((result = g_hash_table_lookup (self->last, node)) != NULL)
    result = gsk_render_node_ref (result);
  else if (type == GSK_CONTAINER_NODE)
    result = keep_container (self, node);
  else
    result = sq_node_with_child (node, keep_node (self, child));
  g_hash_table_insert (self->seen, gsk_render_node_ref (node), gsk_render_node_ref (result));

  return result;
}

/* Public API */

/**
 * sq_kept_nodes_new:
 *
 * Returns: (transfer full): what a widget keeps of its nodes from one
 *   frame to the next
 */
SqKeptNodes *
sq_kept_nodes_new (void)
{
  SqKeptNodes *self = g_new0 (SqKeptNodes, 1);

  self->seen = node_table ();
  self->last = node_table ();
  self->corners = g_hash_table_new_full (corner_hash, corner_equal, g_free,
                                         (GDestroyNotify) gsk_render_node_unref);
  self->outlines = g_hash_table_new_full (outline_hash, outline_equal, g_free,
                                          (GDestroyNotify) gsk_render_node_unref);
  self->strokes = node_table ();
  self->nothing = gsk_container_node_new (NULL, 0);
  self->scale = 1;

  return self;
}

void
sq_kept_nodes_free (SqKeptNodes *self)
{
  if (self == NULL)
    return;

  g_hash_table_unref (self->seen);
  g_hash_table_unref (self->last);
  g_hash_table_unref (self->corners);
  g_hash_table_unref (self->outlines);
  g_hash_table_unref (self->strokes);
  gsk_render_node_unref (self->nothing);
  g_free (self);
}

/**
 * sq_kept_nodes_apply:
 * @self: what the widget keeps
 * @node: the widget's node for this frame
 * @scale: the window's scale
 *
 * What to hand GTK 4.8's cairo renderer for @node: the same drawing, with
 * the flat outlines' corners and the dashed borders drawn once and kept,
 * the outlines' sides as plain lines, and the borders that are clear all
 * round left out. A part of @node that is the frame before's gets the
 * very nodes it got then.
 *
 * Returns: (transfer full): the node to draw
 */
GskRenderNode *
sq_kept_nodes_apply (SqKeptNodes   *self,
                     GskRenderNode *node,
                     int            scale)
{
  GskRenderNode *result;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (GSK_IS_RENDER_NODE (node), NULL);
  g_return_val_if_fail (scale >= 1, NULL);

  if (scale != self->scale)
    {
      g_hash_table_remove_all (self->last);
      g_hash_table_remove_all (self->corners);
      g_hash_table_remove_all (self->outlines);
      g_hash_table_remove_all (self->strokes);
      self->scale = scale;
    }

  result = keep_node (self, node);
  g_hash_table_unref (self->last);
  self->last = g_steal_pointer (&self->seen);
  self->seen = node_table ();

  return result;
}

/**
 * sq_kept_nodes_n_kept:
 * @self: what the widget keeps
 *
 * Returns: how many outlines' corners and dashed borders are kept drawn
 */
gsize
sq_kept_nodes_n_kept (SqKeptNodes *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return g_hash_table_size (self->corners) + g_hash_table_size (self->strokes);
}

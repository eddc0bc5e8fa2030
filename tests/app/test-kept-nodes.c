/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* sq-kept-nodes: under the cairo renderer the board hands on its cards'
 * flat outlines as plain sides and corners drawn once, its dashed
 * borders as pixels drawn once, and leaves out the borders that are
 * clear all round; the pixels are GTK's own, at scale 1 and 2; an
 * outline's corners serve every outline of their size and colour; a
 * part that did not change gets the very nodes of the frame before; and
 * what lies between pixels is left to GTK. */

#include "config.h"

#include <adwaita.h>

#include "sq-kept-nodes.h"
#include "sq-node-child.h"
#include "sq-board.h"

#include "sq-board-games.h"
#include "sq-ui-nodes.h"
#include "sq-ui-test.h"

static const char css[] =
  ".test-slot { min-width: 18px; min-height: 27px; border-radius: 4px;"
  "  border: 1px dashed alpha(currentColor, 0.5); }"
  ".test-dots { min-width: 30px; min-height: 20px; border: 2px dotted #c01c28; }"
  ".test-flat { min-width: 60px; min-height: 40px; border-radius: 12px;"
  "  background-color: #fafafa; box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.07); }"
  ".test-card { min-width: 90px; min-height: 30px; }";

static GtkWidget *
leaf (const char *css_class)
{
  GtkWidget *widget = gtk_label_new (NULL);

  gtk_widget_add_css_class (widget, css_class);
  gtk_widget_set_valign (widget, GTK_ALIGN_START);
  return widget;
}

/* A window with, in a box, what the board and the panel have: empty
 * places for cards, a dotted border, two cards of the same size with
 * the flat outline, and a card with the theme's soft shadow */
static GtkWidget *
window_with_decorations (GtkWidget **box)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *card = leaf ("test-card");

  *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_margin_start (*box, 16);
  gtk_widget_set_margin_top (*box, 16);
  gtk_widget_set_margin_bottom (*box, 16);
  gtk_box_append (GTK_BOX (*box), leaf ("test-slot"));
  gtk_box_append (GTK_BOX (*box), leaf ("test-slot"));
  gtk_box_append (GTK_BOX (*box), leaf ("test-dots"));
  gtk_box_append (GTK_BOX (*box), leaf ("test-flat"));
  gtk_box_append (GTK_BOX (*box), leaf ("test-flat"));
  gtk_widget_add_css_class (card, "card");
  gtk_box_append (GTK_BOX (*box), card);
  gtk_window_set_child (GTK_WINDOW (window), *box);
  gtk_window_present (GTK_WINDOW (window));
  sq_test_iterate_for (100);

  return window;
}

typedef struct
{
  guint shadows;
  guint flat_shadows;
  guint clear_borders;
  guint borders;
  guint cairo;
  GPtrArray *nodes;
} Count;

static void
count_cb (GskRenderNode *node,
          gpointer       data)
{
  Count *count = data;

  switch ((int) gsk_render_node_get_node_type (node))
    {
    case GSK_OUTSET_SHADOW_NODE:
      count->shadows++;
      if (gsk_outset_shadow_node_get_blur_radius (node) == 0)
        count->flat_shadows++;
      break;
    case GSK_BORDER_NODE:
      count->borders++;
      if (gsk_border_node_get_colors (node)[0].alpha == 0)
        count->clear_borders++;
      break;
    case GSK_CAIRO_NODE:
      count->cairo++;
      break;
    default:
      break;
    }
  if (count->nodes != NULL)
    g_ptr_array_add (count->nodes, node);
}

static Count
count_of (GskRenderNode *node,
          GPtrArray     *nodes)
{
  Count count = { 0, };

  count.nodes = nodes;
  sq_test_walk_nodes (node, count_cb, &count);
  return count;
}

/* @node drawn over @bounds at @scale, on an opaque ground as in a window */
static GBytes *
pixels_of (GskRenderNode         *node,
           const graphene_rect_t *bounds,
           int                    scale)
{
  int width = (int) ceilf (bounds->size.width) * scale;
  int height = (int) ceilf (bounds->size.height) * scale;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  GBytes *bytes;

  cairo_surface_set_device_scale (surface, scale, scale);
  cairo_set_source_rgb (cr, 0.92, 0.9, 0.85);
  cairo_paint (cr);
  cairo_translate (cr, -floorf (bounds->origin.x), -floorf (bounds->origin.y));
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * height);
  cairo_surface_destroy (surface);

  return bytes;
}

/* Tests */

static void
test_same_pixels (void)
{
  GtkWidget *box;
  GtkWidget *window = window_with_decorations (&box);
  g_autoptr(GskRenderNode) node = sq_test_snapshot_of (box);
  g_autoptr(GPtrArray) before_nodes = g_ptr_array_new ();
  g_autoptr(GPtrArray) after_nodes = g_ptr_array_new ();
  Count before = count_of (node, before_nodes);
  graphene_rect_t bounds;

  g_assert_true (GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (GTK_NATIVE (window))));
  /* GTK's own: the two flat outlines and the theme's three shadows, the
   * first of them flat too; a cairo node of strokes and a clear border
   * for each dashed or dotted border */
  g_assert_cmpuint (before.shadows, ==, 5);
  g_assert_cmpuint (before.flat_shadows, ==, 3);
  g_assert_cmpuint (before.clear_borders, ==, 3);
  g_assert_cmpuint (before.cairo, ==, 3);
  gsk_render_node_get_bounds (node, &bounds);

  for (int scale = 1; scale <= 2; scale++)
    {
      g_autoptr(SqKeptNodes) kept_nodes = sq_kept_nodes_new ();
      g_autoptr(GskRenderNode) kept = sq_kept_nodes_apply (kept_nodes, node, scale);
      g_autoptr(GBytes) gtk_pixels = pixels_of (node, &bounds, scale);
      g_autoptr(GBytes) kept_pixels = pixels_of (kept, &bounds, scale);
      Count after;

      g_ptr_array_set_size (after_nodes, 0);
      after = count_of (kept, after_nodes);
      /* no flat outline and no clear border left, only the theme's two
       * soft shadows; the strokes are not GTK's nodes any more, but
       * pixels: one for each corner of an outline, its size and colour
       * (four times two colours), one for each dashed or dotted border
       * (three) */
      g_assert_cmpuint (after.shadows, ==, 2);
      g_assert_cmpuint (after.flat_shadows, ==, 0);
      g_assert_cmpuint (after.clear_borders, ==, 0);
      g_assert_cmpuint (after.borders, ==, before.borders - before.clear_borders);
      g_assert_cmpuint (sq_kept_nodes_n_kept (kept_nodes), ==, 8 + 3);
      for (guint i = 0; i < before_nodes->len; i++)
        if (gsk_render_node_get_node_type (before_nodes->pdata[i]) == GSK_CAIRO_NODE)
          g_assert_false (g_ptr_array_find (after_nodes, before_nodes->pdata[i], NULL));

      /* and the same pixels, to the last bit */
      g_assert_true (g_bytes_equal (gtk_pixels, kept_pixels));
    }

  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate ();
}

static void
test_corners_shared (void)
{
  GtkWidget *box;
  GtkWidget *window = window_with_decorations (&box);
  g_autoptr(GskRenderNode) node = sq_test_snapshot_of (box);
  g_autoptr(SqKeptNodes) kept_nodes = sq_kept_nodes_new ();
  g_autoptr(GskRenderNode) kept = sq_kept_nodes_apply (kept_nodes, node, 1);
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();
  g_autoptr(GPtrArray) corners = g_ptr_array_new ();
  guint n_corners = 0;

  /* three outlines of 12 pixels' corners, two of one colour, one of
   * another: twelve corners, drawn from eight nodes of pixels */
  count_of (kept, nodes);
  for (guint i = 0; i < nodes->len; i++)
    {
      GskRenderNode *child = nodes->pdata[i];
      graphene_rect_t bounds;

      if (gsk_render_node_get_node_type (child) != GSK_CAIRO_NODE)
        continue;
      gsk_render_node_get_bounds (child, &bounds);
      /* a corner of 12 pixels and the pixel beyond */
      if (bounds.size.width != 13 || bounds.size.height != 13)
        continue;
      n_corners++;
      if (!g_ptr_array_find (corners, child, NULL))
        g_ptr_array_add (corners, child);
    }
  g_assert_cmpuint (n_corners, ==, 12);
  g_assert_cmpuint (corners->len, ==, 8);

  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate ();
}

static void
test_next_frame (void)
{
  GtkWidget *box;
  GtkWidget *window = window_with_decorations (&box);
  g_autoptr(GskRenderNode) node = sq_test_snapshot_of (box);
  g_autoptr(SqKeptNodes) kept_nodes = sq_kept_nodes_new ();
  g_autoptr(GskRenderNode) first = sq_kept_nodes_apply (kept_nodes, node, 1);
  g_autoptr(GskRenderNode) again = sq_kept_nodes_apply (kept_nodes, node, 1);
  g_autoptr(GskRenderNode) color = gsk_color_node_new (&(GdkRGBA) { 1, 0, 0, 1 },
                                                       &GRAPHENE_RECT_INIT (0, 0, 4, 4));
  GskRenderNode *children[2] = { node, color };
  g_autoptr(GskRenderNode) frame = gsk_container_node_new (children, 2);
  g_autoptr(GskRenderNode) next = sq_kept_nodes_apply (kept_nodes, frame, 1);
  g_autoptr(GskRenderNode) later = NULL;

  /* the same node, the very same result; a new frame around it, the
   * result of the frame before inside */
  g_assert_true (first != node);
  g_assert_true (again == first);
  g_assert_cmpint (gsk_render_node_get_node_type (next), ==, GSK_CONTAINER_NODE);
  g_assert_true (gsk_container_node_get_child (next, 0) == first);
  g_assert_true (gsk_container_node_get_child (next, 1) == color);

  /* one frame later without it, then with it again: its shadows' and
   * strokes' pixels are still kept */
  later = sq_kept_nodes_apply (kept_nodes, color, 1);
  g_assert_true (later == color);
  g_clear_pointer (&later, gsk_render_node_unref);
  later = sq_kept_nodes_apply (kept_nodes, node, 1);
  g_assert_cmpuint (sq_kept_nodes_n_kept (kept_nodes), ==, 8 + 3);
  {
    g_autoptr(GPtrArray) a = g_ptr_array_new ();
    g_autoptr(GPtrArray) b = g_ptr_array_new ();

    count_of (first, a);
    count_of (later, b);
    g_assert_cmpuint (a->len, ==, b->len);
    for (guint i = 0; i < a->len; i++)
      if (gsk_render_node_get_node_type (a->pdata[i]) == GSK_CAIRO_NODE)
        g_assert_true (a->pdata[i] == b->pdata[i]);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate ();
}

static void
test_between_pixels (void)
{
  GskRoundedRect outline;
  g_autoptr(GskRenderNode) shadow = NULL;
  g_autoptr(GskRenderNode) whole = NULL;
  g_autoptr(SqKeptNodes) kept_nodes = sq_kept_nodes_new ();
  g_autoptr(GskRenderNode) kept = NULL;
  g_autoptr(GskRenderNode) kept_whole = NULL;

  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (10.5, 3, 40, 20), 6);
  shadow = gsk_outset_shadow_node_new (&outline, &(GdkRGBA) { 0, 0, 0, 0.5 }, 0, 0, 1, 0);
  kept = sq_kept_nodes_apply (kept_nodes, shadow, 1);
  g_assert_true (kept == shadow);
  g_assert_cmpuint (sq_kept_nodes_n_kept (kept_nodes), ==, 0);

  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (10, 3, 40, 20), 6);
  whole = gsk_outset_shadow_node_new (&outline, &(GdkRGBA) { 0, 0, 0, 0.5 }, 0, 0, 1, 0);
  kept_whole = sq_kept_nodes_apply (kept_nodes, whole, 1);
  g_assert_true (kept_whole != whole);
  g_assert_cmpuint (count_of (kept_whole, NULL).shadows, ==, 0);
  g_assert_cmpuint (sq_kept_nodes_n_kept (kept_nodes), ==, 4);
}

/* A corner at the origin of its node: placed there with no transform */
static void
test_at_origin (void)
{
  GskRoundedRect outline;
  g_autoptr(GskRenderNode) shadow = NULL;
  g_autoptr(SqKeptNodes) kept_nodes = sq_kept_nodes_new ();
  g_autoptr(GskRenderNode) kept = NULL;
  g_autoptr(GBytes) gtk_pixels = NULL;
  g_autoptr(GBytes) kept_pixels = NULL;
  graphene_rect_t bounds;

  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (1, 1, 40, 20), 6);
  shadow = gsk_outset_shadow_node_new (&outline, &(GdkRGBA) { 0.2, 0.1, 0, 0.5 }, 0, 0, 1, 0);
  kept = sq_kept_nodes_apply (kept_nodes, shadow, 1);
  g_assert_cmpuint (count_of (kept, NULL).shadows, ==, 0);
  gsk_render_node_get_bounds (shadow, &bounds);
  g_assert_cmpfloat (bounds.origin.x, ==, 0);
  gtk_pixels = pixels_of (shadow, &bounds, 1);
  kept_pixels = pixels_of (kept, &bounds, 1);
  g_assert_true (g_bytes_equal (gtk_pixels, kept_pixels));
}

/* A board played long draws its empty places again and again, each time
 * a new node: what is kept of them does not grow with the game */
static void
test_bounded (void)
{
  g_autoptr(SqKeptNodes) kept_nodes = sq_kept_nodes_new ();
  const graphene_rect_t box = GRAPHENE_RECT_INIT (-1, -1, 20, 29);
  const float widths[4] = { 1, 1, 1, 1 };
  const GdkRGBA clear[4] = { { 0, }, { 0, }, { 0, }, { 0, } };
  GskRoundedRect outline;
  guint most = 0;

  gsk_rounded_rect_init_from_rect (&outline, &box, 4);
  for (guint i = 0; i < 2000; i++)
    {
      GskRenderNode *parts[2];
      g_autoptr(GskRenderNode) node = NULL;
      g_autoptr(GskRenderNode) kept = NULL;
      cairo_t *cr;

      /* as GTK draws a dashed border: its strokes, then a clear border */
      parts[0] = gsk_cairo_node_new (&box);
      cr = gsk_cairo_node_get_draw_context (parts[0]);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
      cairo_rectangle (cr, 0, 0, 1 + i % 17, 1);
      cairo_fill (cr);
      cairo_destroy (cr);
      parts[1] = gsk_border_node_new (&outline, widths, clear);
      node = gsk_container_node_new (parts, 2);
      gsk_render_node_unref (parts[0]);
      gsk_render_node_unref (parts[1]);

      kept = sq_kept_nodes_apply (kept_nodes, node, 1);
      g_assert_true (kept != node);
      most = MAX (most, sq_kept_nodes_n_kept (kept_nodes));
    }
  g_assert_cmpuint (most, >=, 100);
  g_assert_cmpuint (most, <=, 512);
}

/* The real board of a late seven-knight game: what it hands the renderer
 * holds no flat outline and no clear border, where GTK's own drawing of
 * its children has the cards' outlines and their empty places' dashes;
 * and it draws the same pixels */
static void
test_board (void)
{
  g_autoptr(SqState) late = sq_board_late_state (7);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *board = sq_board_new ();
  GtkSnapshot *snapshot;
  g_autoptr(GskRenderNode) gtk_node = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GBytes) gtk_pixels = NULL;
  g_autoptr(GBytes) pixels = NULL;
  graphene_rect_t bounds;
  Count count;

  sq_board_set_state (SQ_BOARD (board), late);
  gtk_window_set_child (GTK_WINDOW (window), board);
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 700);
  gtk_window_present (GTK_WINDOW (window));
  sq_test_iterate_for (200);

  snapshot = gtk_snapshot_new ();
  for (GtkWidget *child = gtk_widget_get_first_child (board);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_snapshot_child (board, child, snapshot);
  gtk_node = gtk_snapshot_free_to_node (snapshot);
  count = count_of (gtk_node, NULL);
  g_assert_cmpuint (count.flat_shadows, >=, 7 + 1 + 4);
  g_assert_cmpuint (count.clear_borders, >, 0);

  snapshot = gtk_snapshot_new ();
  gtk_widget_snapshot_child (window, board, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  count = count_of (node, NULL);
  g_assert_cmpuint (count.flat_shadows, ==, 0);
  g_assert_cmpuint (count.clear_borders, ==, 0);

  gsk_render_node_get_bounds (gtk_node, &bounds);
  gtk_pixels = pixels_of (gtk_node, &bounds, 1);
  pixels = pixels_of (node, &bounds, 1);
  g_assert_true (g_bytes_equal (gtk_pixels, pixels));

  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate ();
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GtkCssProvider) provider = NULL;

  /* what is kept is for the cairo renderer, which the test draws with */
  g_setenv ("GSK_RENDERER", "cairo", TRUE);
  sq_test_init_ui (&argc, &argv);
  sq_board_load_style ();
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (provider, css, -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_test_add_func ("/ui/kept-nodes/same-pixels", test_same_pixels);
  g_test_add_func ("/ui/kept-nodes/corners-shared", test_corners_shared);
  g_test_add_func ("/ui/kept-nodes/next-frame", test_next_frame);
  g_test_add_func ("/ui/kept-nodes/between-pixels", test_between_pixels);
  g_test_add_func ("/ui/kept-nodes/at-origin", test_at_origin);
  g_test_add_func ("/ui/kept-nodes/bounded", test_bounded);
  g_test_add_func ("/ui/kept-nodes/board", test_board);

  return g_test_run ();
}

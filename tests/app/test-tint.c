/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* sq-tint: under the cairo renderer a card's icons reach the renderer
 * already in their colour, as pixels in cairo's own format (a node the
 * renderer replays only where a frame draws, not a texture it copies at
 * every frame); the window looks the same, pixel for pixel, where the
 * icons lie on whole pixels; an icon's
 * node is made once and kept; and what holds no icon is handed on as it
 * is, so that the renderer finds no change there. */

#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "sq-tint.h"
#include "sq-tint-bin.h"

#include "sq-ui-nodes.h"
#include "sq-ui-test.h"
#include "sq-ui-tree.h"
#include "sq-ui-window-test.h"

/* A card as the board's are: its children drawn by sq-tint */

#define TEST_TYPE_CARD (test_card_get_type ())
G_DECLARE_FINAL_TYPE (TestCard, test_card, TEST, CARD, GtkWidget)

struct _TestCard
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (TestCard, test_card, GTK_TYPE_WIDGET)

static void
test_card_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (test_card_parent_class)->dispose (object);
}

static void
test_card_class_init (TestCardClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = test_card_dispose;
  GTK_WIDGET_CLASS (klass)->snapshot = sq_tint_snapshot_children;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BOX_LAYOUT);
}

static void
test_card_init (TestCard *self)
{
}

/* Helpers */

static const char * const icons[] = {
  "edit-undo-symbolic", "go-previous-symbolic", "open-menu-symbolic", "window-close-symbolic",
};

static GtkWidget *
icon (const char *name,
      const char *css_class)
{
  GtkWidget *image = gtk_image_new_from_icon_name (name);

  if (css_class != NULL)
    gtk_widget_add_css_class (image, css_class);
  return image;
}

/* how many symbolic icons (a texture under a colour matrix) @node holds */
static guint
count_icons (GskRenderNode *node)
{
  guint n = 0;

  switch ((int) gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        n += count_icons (gsk_container_node_get_child (node, i));
      return n;
    case GSK_COLOR_MATRIX_NODE:
      if (gsk_render_node_get_node_type (gsk_color_matrix_node_get_child (node)) == GSK_TEXTURE_NODE)
        return 1;
      return count_icons (gsk_color_matrix_node_get_child (node));
    case GSK_TRANSFORM_NODE:
      return count_icons (gsk_transform_node_get_child (node));
    case GSK_OPACITY_NODE:
      return count_icons (gsk_opacity_node_get_child (node));
    case GSK_CLIP_NODE:
      return count_icons (gsk_clip_node_get_child (node));
    case GSK_ROUNDED_CLIP_NODE:
      return count_icons (gsk_rounded_clip_node_get_child (node));
    default:
      return 0;
    }
}

/* the first node of @type in @node, depth first, through containers,
 * transforms, colour matrices and clips */
static GskRenderNode *
first_of_type (GskRenderNode     *node,
               GskRenderNodeType  type)
{
  GskRenderNode *found = NULL;

  if (gsk_render_node_get_node_type (node) == type)
    return node;
  switch ((int) gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; found == NULL && i < gsk_container_node_get_n_children (node); i++)
        found = first_of_type (gsk_container_node_get_child (node, i), type);
      return found;
    case GSK_TRANSFORM_NODE:
      return first_of_type (gsk_transform_node_get_child (node), type);
    case GSK_COLOR_MATRIX_NODE:
      return first_of_type (gsk_color_matrix_node_get_child (node), type);
    case GSK_CLIP_NODE:
      return first_of_type (gsk_clip_node_get_child (node), type);
    default:
      return NULL;
    }
}

/* @node drawn, over @bounds; none of it transparent all through */
static GBytes *
pixels_of (GskRenderer           *renderer,
           GskRenderNode         *node,
           const graphene_rect_t *bounds)
{
  GBytes *bytes = sq_test_render_pixels (renderer, node, bounds);
  gsize size;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  gboolean drawn = FALSE;

  for (gsize i = 3; i < size && !drawn; i += 4)
    drawn = data[i] != 0;
  g_assert_true (drawn);
  return bytes;
}

/* a window with a card of icons, some dimmed, one in the accent colour,
 * beside a plain box of the same icons */
static GtkWidget *
window_with_cards (GtkWidget **card,
                   GtkWidget **plain)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  *card = g_object_new (TEST_TYPE_CARD, NULL);
  *plain = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  for (guint i = 0; i < G_N_ELEMENTS (icons); i++)
    {
      const char *css_class = i == 1 ? "dim-label" : i == 2 ? "accent" : NULL;

      gtk_widget_set_parent (icon (icons[i], css_class), *card);
      gtk_box_append (GTK_BOX (*plain), icon (icons[i], css_class));
    }
  gtk_box_append (GTK_BOX (box), *card);
  gtk_box_append (GTK_BOX (box), *plain);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 200, 100);
  gtk_window_present (GTK_WINDOW (window));
  sq_test_iterate ();

  return window;
}

/* Tests */

static void
test_card_icons_tinted (void)
{
  GtkWidget *card, *plain;
  GtkWidget *window = window_with_cards (&card, &plain);
  g_autoptr(GskRenderNode) card_node = NULL;
  g_autoptr(GskRenderNode) plain_node = NULL;

  g_assert_true (GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (GTK_NATIVE (window))));
  card_node = sq_test_snapshot_of (card);
  plain_node = sq_test_snapshot_of (plain);
  /* GTK's own box: every icon under its matrix; the card: none, and no
   * texture for the renderer to copy either */
  g_assert_cmpuint (count_icons (plain_node), ==, G_N_ELEMENTS (icons));
  g_assert_cmpuint (count_icons (card_node), ==, 0);
  g_assert_null (first_of_type (card_node, GSK_TEXTURE_NODE));
  g_assert_nonnull (first_of_type (card_node, GSK_CAIRO_NODE));

  /* and under a clip of whole pixels that holds all of its children, so
   * that cairo drops them at once when the card is not damaged */
  {
    GskRenderNode *clip = first_of_type (card_node, GSK_CLIP_NODE);
    const graphene_rect_t *rect;
    graphene_rect_t children;

    g_assert_nonnull (clip);
    rect = gsk_clip_node_get_clip (clip);
    gsk_render_node_get_bounds (gsk_clip_node_get_child (clip), &children);
    g_assert_true (graphene_rect_contains_rect (rect, &children));
    g_assert_cmpfloat (rect->origin.x, ==, floorf (rect->origin.x));
    g_assert_cmpfloat (rect->origin.y, ==, floorf (rect->origin.y));
    g_assert_cmpfloat (rect->size.width, ==, floorf (rect->size.width));
    g_assert_cmpfloat (rect->size.height, ==, floorf (rect->size.height));
    g_assert_cmpfloat (rect->size.width, <, children.size.width + 2);
    g_assert_cmpfloat (rect->size.height, <, children.size.height + 2);
    g_assert_null (first_of_type (plain_node, GSK_CLIP_NODE));
  }

  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate ();
}

static void
test_same_pixels (void)
{
  GtkWidget *card, *plain;
  GtkWidget *window = window_with_cards (&card, &plain);
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GskRenderNode) tinted = NULL;
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;
  graphene_rect_t bounds;

  node = sq_test_snapshot_of (plain);
  gsk_render_node_get_bounds (node, &bounds);
  tinted = sq_tint_node (node);
  g_assert_true (tinted != node);
  g_assert_cmpuint (count_icons (tinted), ==, 0);

  before = pixels_of (renderer, node, &bounds);
  after = pixels_of (renderer, tinted, &bounds);
  g_assert_true (g_bytes_equal (before, after));

  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate ();
}

static void
test_made_once (void)
{
  GtkWidget *card, *plain;
  GtkWidget *window = window_with_cards (&card, &plain);
  g_autoptr(GskRenderNode) node = sq_test_snapshot_of (plain);
  g_autoptr(GskRenderNode) node_again = sq_test_snapshot_of (plain);
  g_autoptr(GskRenderNode) node_other = NULL;
  g_autoptr(GskRenderNode) first = NULL;
  g_autoptr(GskRenderNode) again = NULL;
  g_autoptr(GskRenderNode) other = NULL;
  g_autoptr(GtkCssProvider) provider = NULL;
  GskRenderNode *a, *b, *c;
  guint n;

  first = sq_tint_node (node);
  n = sq_tint_n_cached ();
  again = sq_tint_node (node_again);
  g_assert_cmpuint (sq_tint_n_cached (), ==, n);
  /* the very same node: nothing is drawn or copied again */
  a = first_of_type (first, GSK_CAIRO_NODE);
  b = first_of_type (again, GSK_CAIRO_NODE);
  g_assert_nonnull (a);
  g_assert_true (a == b);

  /* another colour is another texture */
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (provider, "image.red { color: rgb(255, 0, 0); }", -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_widget_add_css_class (gtk_widget_get_first_child (plain), "red");
  /* the style changes at the next frame */
  gtk_widget_queue_draw (plain);
  sq_test_iterate_for (100);
  node_other = sq_test_snapshot_of (plain);
  other = sq_tint_node (node_other);
  g_assert_cmpuint (sq_tint_n_cached (), ==, n + 1);
  c = first_of_type (other, GSK_CAIRO_NODE);
  g_assert_nonnull (c);
  g_assert_true (c != a);

  gtk_style_context_remove_provider_for_display (gdk_display_get_default (),
                                                 GTK_STYLE_PROVIDER (provider));
  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate ();
}

/* A texture that is no symbolic icon (an icon in colour, a picture) is
 * drawn from kept pixels too: the same pixels, from one node for one
 * place; one placed between pixels or drawn at another size stays GTK's */
static void
test_texture_same_pixels (void)
{
  GtkWidget *window = gtk_window_new ();
  GskRenderer *renderer;
  const int size = 6;
  g_autofree guint32 *data = g_new (guint32, size * size);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  gtk_window_present (GTK_WINDOW (window));
  sq_test_iterate ();
  renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  /* premultiplied, with half-transparent pixels, so that any difference
   * in the arithmetic would show */
  for (int i = 0; i < size * size; i++)
    {
      guint32 alpha = (i * 37) % 256;

      data[i] = alpha << 24 | (alpha * (i % 3) / 2) << 16 | (alpha * (i % 5) / 4) << 8 | (alpha / 3);
    }
  bytes = g_bytes_new (data, size * size * 4);
  texture = gdk_memory_texture_new (size, size, GDK_MEMORY_DEFAULT, bytes, size * 4);

  /* at the origin and elsewhere */
  for (guint k = 0; k < 2; k++)
    {
      const graphene_rect_t rects[] = {
        GRAPHENE_RECT_INIT (0, 0, size, size),
        GRAPHENE_RECT_INIT (2, 3, size, size),
      };
      graphene_rect_t area = GRAPHENE_RECT_INIT (0, 0, 20, 20);
      g_autoptr(GskRenderNode) node = gsk_texture_node_new (texture, &rects[k]);
      g_autoptr(GskRenderNode) placed = sq_tint_node (node);
      g_autoptr(GskRenderNode) placed_again = sq_tint_node (node);
      g_autoptr(GBytes) before = NULL;
      g_autoptr(GBytes) after = NULL;

      g_assert_cmpint (gsk_render_node_get_node_type (placed), ==, GSK_CAIRO_NODE);
      g_assert_true (placed_again == placed);
      before = pixels_of (renderer, node, &area);
      after = pixels_of (renderer, placed, &area);
      g_assert_true (g_bytes_equal (before, after));
    }

  /* between pixels, or twice its size: GTK's own node, unchanged */
  for (guint k = 0; k < 2; k++)
    {
      const graphene_rect_t rects[] = {
        GRAPHENE_RECT_INIT (1.5, 0.25, size, size),
        GRAPHENE_RECT_INIT (2, 3, size * 2, size * 2),
      };
      g_autoptr(GskRenderNode) node = gsk_texture_node_new (texture, &rects[k]);
      g_autoptr(GskRenderNode) kept = sq_tint_node (node);

      g_assert_true (kept == node);
    }

  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate ();
}

/* no icon, no new node: the renderer's comparison stops at once */
static void
test_no_icon_same_node (void)
{
  g_autoptr(GskRenderNode) color = gsk_color_node_new (&(GdkRGBA) { 1, 0, 0, 1 },
                                                       &GRAPHENE_RECT_INIT (0, 0, 10, 10));
  g_autoptr(GskRenderNode) moved = gsk_transform_node_new (color,
                                                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (5, 5)));
  g_autoptr(GskRenderNode) clipped = gsk_clip_node_new (moved, &GRAPHENE_RECT_INIT (0, 0, 8, 8));
  GskRenderNode *children[] = { clipped, color };
  g_autoptr(GskRenderNode) container = gsk_container_node_new (children, G_N_ELEMENTS (children));
  g_autoptr(GskRenderNode) result = sq_tint_node (container);

  g_assert_true (result == container);
}

/* Squire's window under the cairo renderer: its header bar (four icons
 * on the start page, the window's buttons among them) inside an SqTintBin,
 * which hands the renderer no icon under a colour matrix, and the same
 * pixels as GTK's own drawing of the header bar */
static void
test_header_bar_same_pixels (SqTestWindow  *fixture,
                             gconstpointer  data)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);
  GtkWidget *header_bar, *bin;
  GskRenderer *renderer;
  g_autoptr(GskRenderNode) ours = NULL;
  g_autoptr(GskRenderNode) gtks = NULL;
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;
  graphene_rect_t bounds;

  sq_test_wait_frame (window);
  renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  g_assert_true (GSK_IS_CAIRO_RENDERER (renderer));

  header_bar = sq_test_find_typed (window, ADW_TYPE_HEADER_BAR, NULL);
  g_assert_nonnull (header_bar);
  bin = gtk_widget_get_parent (header_bar);
  g_assert_true (SQ_IS_TINT_BIN (bin));

  /* the bin's drawing, and GTK's own drawing of the header bar in it */
  ours = sq_test_snapshot_of (bin);
  gtks = sq_test_snapshot_of (header_bar);

  g_assert_cmpuint (count_icons (gtks), >=, 3);
  g_assert_cmpuint (count_icons (ours), ==, 0);
  /* over all that GTK draws of it (the theme gives it a margin of -1) */
  gsk_render_node_get_bounds (gtks, &bounds);
  before = pixels_of (renderer, gtks, &bounds);
  after = pixels_of (renderer, ours, &bounds);
  g_assert_true (g_bytes_equal (before, after));
}

int
main (int   argc,
      char *argv[])
{
  /* the renderer the tinting is for, whatever this machine has */
  g_setenv ("GSK_RENDERER", "cairo", TRUE);
  sq_test_init_ui (&argc, &argv);

  g_test_add_func ("/ui/tint/card-icons-tinted", test_card_icons_tinted);
  g_test_add_func ("/ui/tint/same-pixels", test_same_pixels);
  g_test_add_func ("/ui/tint/made-once", test_made_once);
  g_test_add_func ("/ui/tint/texture-same-pixels", test_texture_same_pixels);
  g_test_add_func ("/ui/tint/no-icon-same-node", test_no_icon_same_node);
  g_test_add ("/ui/tint/header-bar-same-pixels", SqTestWindow, NULL,
              sq_test_window_setup, test_header_bar_same_pixels, sq_test_window_teardown);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * The separators of the boxed lists, as style.css has them drawn: a
 * row's border is at the bottom only, and its sides of no width take the
 * separator's colour, so that GTK 4.8's cairo renderer fills it plainly
 * instead of through a mesh pattern over the whole row. Checked on the
 * turn panel's "Not Possible Now" at a Heroic Action, in the real window
 * under the cairo renderer: one colour all round, and each separator
 * drawn along its whole row.
 */

#include "config.h"

#include <adwaita.h>

#include "sq-turn-panel.h"
#include "sq-window.h"

#include "sq-ui-nodes.h"
#include "sq-ui-test.h"
#include "sq-ui-tree.h"
#include "sq-ui-window-test.h"
#include "sq-window-refusals.h"

typedef SqTestWindow Fixture;

/* A Heroic Action that refuses some kinds (a second move in a turn): the
 * panel shows them under "Not Possible Now". Returns the list of them. */
static GtkWidget *
show_refusals (Fixture *fixture)
{
  SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (fixture->window, "turn-panel"));
  GtkWidget *row;

  sq_test_start_second_move (fixture->window);
  sq_test_wait_frame (GTK_WIDGET (fixture->window));
  g_assert_cmpuint (sq_turn_panel_get_n_blocked (panel), >=, 2);

  row = sq_test_find_with_class (GTK_WIDGET (panel), "blocked-row");
  g_assert_nonnull (row);
  g_assert_true (GTK_IS_LIST_BOX (gtk_widget_get_parent (row)));
  return gtk_widget_get_parent (row);
}

/* The rows of @list on show */
static GPtrArray *
rows_of (GtkWidget *list)
{
  GPtrArray *rows = g_ptr_array_new ();

  for (GtkWidget *row = gtk_widget_get_first_child (list);
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (gtk_widget_get_visible (row))
      g_ptr_array_add (rows, row);
  return rows;
}

static void
test_one_colour (Fixture       *fixture,
                 gconstpointer  data)
{
  GtkWidget *list = show_refusals (fixture);
  g_autoptr(GPtrArray) rows = rows_of (list);
  g_autoptr(GskRenderNode) node = sq_test_node_of (list);

  /* one colour all round, and a separator under every row but the last */
  g_assert_cmpuint (sq_test_count_one_colour_separators (node), ==, rows->len - 1);
}

/* The pixel at @x, @y of @data (premultiplied ARGB, @stride bytes a row) */
static guint32
pixel_at (const guint8 *data,
          gsize         stride,
          int           x,
          int           y)
{
  return *(const guint32 *) (data + (gsize) y * stride + (gsize) x * 4);
}

static void
test_separators_drawn (Fixture       *fixture,
                       gconstpointer  data)
{
  GtkWidget *list = show_refusals (fixture);
  g_autoptr(GPtrArray) rows = rows_of (list);
  g_autoptr(GskRenderNode) node = sq_test_node_of (list);
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (fixture->window));
  int width = gtk_widget_get_width (list);
  int height = gtk_widget_get_height (list);
  g_autoptr(GBytes) bytes = NULL;
  const guint8 *pixels;
  gsize stride = (gsize) width * 4;

  g_assert_true (GSK_IS_CAIRO_RENDERER (renderer));
  bytes = sq_test_render_pixels (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  pixels = g_bytes_get_data (bytes, NULL);

  for (guint i = 0; i + 1 < rows->len; i++)
    {
      graphene_rect_t bounds;
      int line, above;
      guint32 separator;

      g_assert_true (gtk_widget_compute_bounds (rows->pdata[i], list, &bounds));
      line = (int) (bounds.origin.y + bounds.size.height) - 1;
      above = line - 2;
      separator = pixel_at (pixels, stride, width / 2, line);
      /* darker than the row above it, and the same all along the row,
       * clear of the list's rounded corners */
      g_assert_cmphex (separator, !=, pixel_at (pixels, stride, width / 2, above));
      for (int x = 12; x < width - 12; x++)
        g_assert_cmphex (pixel_at (pixels, stride, x, line), ==, separator);
    }
}

/* style-hc.css, which AdwApplication loads in high contrast, is read
 * without an error */
static void
test_high_contrast_loads (void)
{
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
  gint errors = 0;

  g_signal_connect_swapped (css, "parsing-error", G_CALLBACK (g_atomic_int_inc), &errors);
  gtk_css_provider_load_from_resource (css, RESOURCE_BASE_PATH "/style-hc.css");
  g_assert_cmpint (errors, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  /* the renderer the plain fill is for, whatever this machine has */
  g_setenv ("GSK_RENDERER", "cairo", TRUE);
  sq_test_init_ui (&argc, &argv);

  g_test_add ("/ui/row-borders/one-colour", Fixture, NULL,
              sq_test_window_setup, test_one_colour, sq_test_window_teardown);
  g_test_add ("/ui/row-borders/separators-drawn", Fixture, NULL,
              sq_test_window_setup, test_separators_drawn, sq_test_window_teardown);
  g_test_add_func ("/ui/row-borders/high-contrast-loads", test_high_contrast_loads);

  return g_test_run ();
}

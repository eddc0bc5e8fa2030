/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * A disabled button of the turn panel is faded as libadwaita fades it,
 * but drawn as a group at that opacity (style.css), not through the
 * colour matrix of libadwaita's `filter: opacity()`, which GTK 4.8's
 * cairo renderer works out pixel by pixel. Checked on End the turn before
 * a Heroic Action, in the real window: no colour matrix in its drawing,
 * and the same pixels as the filter would give.
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

/* A three-knight game at its first Heroic Action: the turn cannot end
 * yet. Returns the End the turn button. */
static GtkWidget *
show_disabled_end (Fixture *fixture)
{
  GtkWidget *panel = sq_window_get_part (fixture->window, "turn-panel");
  GtkWidget *button;

  sq_test_start_first_heroic (fixture->window);
  sq_test_wait_frame (GTK_WIDGET (fixture->window));

  button = sq_test_find_button (panel, "End the turn");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_false (gtk_widget_get_sensitive (button));
  return button;
}

static void
test_no_colour_matrix (Fixture       *fixture,
                       gconstpointer  data)
{
  GtkWidget *button = show_disabled_end (fixture);
  g_autoptr(GskRenderNode) node = sq_test_snapshot_of (button);
  g_autoptr(GPtrArray) matrices = g_ptr_array_new ();
  g_autoptr(GPtrArray) groups = g_ptr_array_new ();

  sq_test_collect_nodes (node, GSK_COLOR_MATRIX_NODE, matrices);
  sq_test_collect_nodes (node, GSK_OPACITY_NODE, groups);
  g_assert_cmpuint (matrices->len, ==, 0);
  g_assert_cmpuint (groups->len, ==, 1);
  g_assert_cmpfloat_with_epsilon (gsk_opacity_node_get_opacity (g_ptr_array_index (groups, 0)), 0.5, 1e-6);
}

/* The group at half strength draws what libadwaita's filter drew: the
 * button's content through the filter's colour matrix, side by side */
static void
test_same_pixels (Fixture       *fixture,
                  gconstpointer  data)
{
  GtkWidget *button = show_disabled_end (fixture);
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (fixture->window));
  g_autoptr(GskRenderNode) node = sq_test_snapshot_of (button);
  g_autoptr(GPtrArray) groups = g_ptr_array_new ();
  g_autoptr(GskRenderNode) filtered = NULL;
  g_autoptr(GBytes) got = NULL;
  g_autoptr(GBytes) want = NULL;
  graphene_matrix_t matrix;
  const guint8 *a, *b;
  GskRenderNode *group;
  graphene_rect_t bounds;
  gsize size;
  guint seen = 0;

  sq_test_collect_nodes (node, GSK_OPACITY_NODE, groups);
  g_assert_cmpuint (groups->len, ==, 1);
  group = g_ptr_array_index (groups, 0);
  /* filter: opacity(0.5), as GTK builds it: alpha times 0.5 */
  graphene_matrix_init_from_float (&matrix, (float[16]) { 1, 0, 0, 0,
                                                          0, 1, 0, 0,
                                                          0, 0, 1, 0,
                                                          0, 0, 0, 0.5 });
  filtered = gsk_color_matrix_node_new (gsk_opacity_node_get_child (group), &matrix,
                                        graphene_vec4_zero ());

  gsk_render_node_get_bounds (group, &bounds);
  g_assert_cmpfloat (bounds.size.width, >, 100);
  got = sq_test_render_pixels (renderer, group, &bounds);
  want = sq_test_render_pixels (renderer, filtered, &bounds);
  a = g_bytes_get_data (got, &size);
  b = g_bytes_get_data (want, NULL);
  g_assert_cmpuint (size, ==, g_bytes_get_size (want));

  for (gsize i = 0; i < size; i++)
    {
      /* rounding apart, the same; and something is drawn */
      g_assert_cmpint (ABS ((int) a[i] - (int) b[i]), <=, 2);
      seen += a[i] != 0;
    }
  g_assert_cmpuint (seen, >, size / 8);
}

int
main (int   argc,
      char *argv[])
{
  sq_test_init_ui (&argc, &argv);

  g_test_add ("/ui/panel-fade/no-colour-matrix", Fixture, NULL,
              sq_test_window_setup, test_no_colour_matrix, sq_test_window_teardown);
  g_test_add ("/ui/panel-fade/same-pixels", Fixture, NULL,
              sq_test_window_setup, test_same_pixels, sq_test_window_teardown);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* SqHeightLayout: the clamp a scrolled window scrolls gives its height at
 * no width as its height at the width it has, so its child is no longer
 * measured at a width it is never given; everything lands where it did
 * without it; and the turn panel and the board have it. */

#include "config.h"

#include <adwaita.h>

#include "sq-board.h"
#include "sq-height-layout.h"
#include "sq-turn-panel.h"

#include "sq-ui-probe.h"
#include "sq-ui-test.h"
#include "sq-ui-tree.h"

/* long enough to be taller than the window at its width, and wider on
 * one line than the clamp's 520 pixels */
#define LONG_TEXT SQ_TEST_PROBE_TEXT " " SQ_TEST_PROBE_TEXT " " SQ_TEST_PROBE_TEXT " " SQ_TEST_PROBE_TEXT

/* a window 360 pixels wide: a scrolled window over a clamp of 520 over
 * the probe, as in the turn panel */
static GtkWidget *
scrolled_probe (TestProbe **probe)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();

  *probe = g_object_new (TEST_TYPE_PROBE, NULL);
  gtk_label_set_text (GTK_LABEL ((*probe)->label), LONG_TEXT);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 520);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), 360);
  adw_clamp_set_child (ADW_CLAMP (clamp), GTK_WIDGET (*probe));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  gtk_window_set_child (GTK_WINDOW (window), scroller);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 100);
  return window;
}

static GtkScrolledWindow *
window_scroller (GtkWidget *window)
{
  return GTK_SCROLLED_WINDOW (gtk_window_get_child (GTK_WINDOW (window)));
}

/* the probe asks for a new size, as a label given a new text does, and
 * the next frame lays the window out; returns the widest width its
 * height was asked at */
static int
widest_asked_after_change (GtkWidget *window,
                           TestProbe *probe)
{
  int widest = -1;

  g_array_set_size (probe->widths, 0);
  gtk_widget_queue_resize (GTK_WIDGET (probe));
  sq_test_iterate ();
  g_assert_cmpuint (probe->widths->len, >, 0);
  for (guint i = 0; i < probe->widths->len; i++)
    widest = MAX (widest, g_array_index (probe->widths, int, i));
  return widest;
}

static void
test_height_at_own_width (void)
{
  TestProbe *bare_probe, *probe;
  GtkWidget *bare = scrolled_probe (&bare_probe);
  GtkWidget *window = scrolled_probe (&probe);
  GtkWidget *clamp = gtk_viewport_get_child (GTK_VIEWPORT (gtk_scrolled_window_get_child (window_scroller (window))));
  GtkLayoutManager *own = gtk_widget_get_layout_manager (clamp);
  graphene_rect_t in_bare, in_window;
  int width, height;

  g_object_add_weak_pointer (G_OBJECT (own), (gpointer *) &own);
  sq_height_layout_install (window_scroller (window));
  g_assert_true (SQ_IS_HEIGHT_LAYOUT (gtk_widget_get_layout_manager (clamp)));
  /* a second time changes nothing */
  sq_height_layout_install (window_scroller (window));
  g_assert_nonnull (own);

  sq_test_present_until_mapped (GTK_WINDOW (bare), GTK_WIDGET (bare_probe));
  sq_test_present_until_mapped (GTK_WINDOW (window), GTK_WIDGET (probe));
  sq_test_iterate ();

  /* the same place and size as without it */
  width = gtk_widget_get_width (GTK_WIDGET (probe));
  g_assert_cmpint (width, >=, 300);
  g_assert_cmpint (width, <, 520);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (bare_probe), bare, &in_bare));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (probe), window, &in_window));
  g_assert_true (graphene_rect_equal (&in_bare, &in_window));
  gtk_widget_measure (GTK_WIDGET (probe), GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (probe)), ==, height);

  /* GTK's own clamp measures its child at 520 pixels, wider than it is */
  g_assert_cmpint (widest_asked_after_change (bare, bare_probe), ==, 520);
  /* this one only at the width it has */
  g_assert_cmpint (widest_asked_after_change (window, probe), ==, width);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (probe), window, &in_window));
  g_assert_true (graphene_rect_equal (&in_bare, &in_window));

  /* the clamp's own layout manager goes with it */
  gtk_window_destroy (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (bare));
  sq_test_iterate ();
  g_assert_null (own);
}

/* before the clamp has a width, its height at no width is the clamp's
 * own answer */
static void
test_before_a_width (void)
{
  TestProbe *bare_probe, *probe;
  GtkWidget *bare = g_object_ref_sink (scrolled_probe (&bare_probe));
  GtkWidget *window = g_object_ref_sink (scrolled_probe (&probe));
  int min, nat, bare_min, bare_nat;

  sq_height_layout_install (window_scroller (window));
  gtk_widget_measure (GTK_WIDGET (window_scroller (bare)), GTK_ORIENTATION_VERTICAL, -1,
                      &bare_min, &bare_nat, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (window_scroller (window)), GTK_ORIENTATION_VERTICAL, -1,
                      &min, &nat, NULL, NULL);
  g_assert_cmpint (min, ==, bare_min);
  g_assert_cmpint (nat, ==, bare_nat);
  g_assert_cmpint (g_array_index (probe->widths, int, probe->widths->len - 1), ==, 520);

  gtk_window_destroy (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (bare));
  g_object_unref (window);
  g_object_unref (bare);
}

/* a scrolled window that hands its child's natural height on needs the
 * clamp's own answer: it is refused */
static void
test_refused (void)
{
  TestProbe *probe;
  GtkWidget *window = g_object_ref_sink (scrolled_probe (&probe));
  GtkScrolledWindow *scroller = window_scroller (window);
  GtkWidget *clamp = gtk_viewport_get_child (GTK_VIEWPORT (gtk_scrolled_window_get_child (scroller)));

  gtk_scrolled_window_set_propagate_natural_height (scroller, TRUE);
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*propagate_natural_height*");
  sq_height_layout_install (scroller);
  g_test_assert_expected_messages ();
  g_assert_false (SQ_IS_HEIGHT_LAYOUT (gtk_widget_get_layout_manager (clamp)));

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

/* the turn panel's and the board's scrolled clamps */
static void
assert_scrolled_clamp_has_it (GtkWidget *widget)
{
  GtkWidget *scroller = sq_test_find_typed (widget, GTK_TYPE_SCROLLED_WINDOW, NULL);
  GtkWidget *clamp;

  g_assert_nonnull (scroller);
  clamp = gtk_viewport_get_child (GTK_VIEWPORT (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller))));
  g_assert_true (ADW_IS_CLAMP (clamp));
  g_assert_true (SQ_IS_HEIGHT_LAYOUT (gtk_widget_get_layout_manager (clamp)));
}

static void
test_panel_and_board (void)
{
  GtkWidget *panel = g_object_ref_sink (sq_turn_panel_new ());
  GtkWidget *board = g_object_ref_sink (sq_board_new ());

  assert_scrolled_clamp_has_it (panel);
  assert_scrolled_clamp_has_it (board);
  g_object_unref (board);
  g_object_unref (panel);
}

int
main (int   argc,
      char *argv[])
{
  sq_test_init_ui (&argc, &argv);

  g_test_add_func ("/ui/height-layout/height-at-own-width", test_height_at_own_width);
  g_test_add_func ("/ui/height-layout/before-a-width", test_before_a_width);
  g_test_add_func ("/ui/height-layout/refused", test_refused);
  g_test_add_func ("/ui/height-layout/panel-and-board", test_panel_and_board);

  return g_test_run ();
}

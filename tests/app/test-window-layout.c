/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* SqWindowLayout: the window's top box keeps a constant size and, before
 * it has a width, answers as its own layout manager; in a real window, a
 * text that changes is then measured only at the width it is laid out
 * at, where GTK 4.8 also measured it at no width to work out the window's
 * size before the frame; once the frame is painted the box's size is the
 * box's own again (its width, its height at its width); and the window
 * lays out as before. */

#include "config.h"

#include <adwaita.h>

#include "sq-window-layout.h"

#include "sq-ui-probe.h"
#include "sq-ui-test.h"

#define TEXT "Nobody may accuse yet: there are not enough swords on the Round Table " \
             "or siege engines around Camelot."

/* a vertical box: a title over a probe */
static GtkWidget *
probe_box (TestProbe **probe)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  *probe = g_object_new (TEST_TYPE_PROBE, NULL);
  gtk_box_append (GTK_BOX (box), gtk_label_new ("Accusation"));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (*probe));
  return box;
}

static void
test_sizes (void)
{
  TestProbe *bare_probe, *probe;
  GtkWidget *bare = g_object_ref_sink (probe_box (&bare_probe));
  GtkWidget *box = g_object_ref_sink (probe_box (&probe));
  GtkLayoutManager *own = gtk_widget_get_layout_manager (box);
  int min, nat, bare_min, bare_nat;

  sq_window_layout_install (box);
  /* a second time changes nothing */
  sq_window_layout_install (box);
  g_assert_true (SQ_IS_WINDOW_LAYOUT (gtk_widget_get_layout_manager (box)));
  g_assert_true (own != gtk_widget_get_layout_manager (box));
  g_assert_cmpint (gtk_widget_get_request_mode (bare), ==, GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH);
  g_assert_cmpint (gtk_widget_get_request_mode (box), ==, GTK_SIZE_REQUEST_CONSTANT_SIZE);

  /* its width as the box's own; its height, before it has a width, too */
  for (int o = GTK_ORIENTATION_HORIZONTAL; o <= GTK_ORIENTATION_VERTICAL; o++)
    {
      gtk_widget_measure (bare, o, -1, &bare_min, &bare_nat, NULL, NULL);
      gtk_widget_measure (box, o, -1, &min, &nat, NULL, NULL);
      g_assert_cmpint (min, ==, bare_min);
      g_assert_cmpint (nat, ==, bare_nat);
    }
  g_assert_finalize_object (box);
  g_assert_finalize_object (bare);
}

/* A window as Squire's: a toast overlay over the top box */
static GtkWidget *
window_with (GtkWidget *box)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *overlay = adw_toast_overlay_new ();

  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), box);
  gtk_window_set_child (GTK_WINDOW (window), overlay);
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 300);
  sq_test_present_until_mapped (GTK_WINDOW (window), box);
  sq_test_iterate_for (100);
  return window;
}

/* the widths a changed text is measured at, until its frame is painted
 * and the window is quiet */
static GArray *
widths_after_change (TestProbe  *probe,
                     const char *text)
{
  g_array_set_size (probe->widths, 0);
  gtk_label_set_text (GTK_LABEL (probe->label), text);
  sq_test_iterate_for (100);
  return probe->widths;
}

/* the box's size, as the window is told it, is the box's own */
static void
assert_sizes_as (GtkWidget *box,
                 GtkWidget *bare_box)
{
  int min, nat, bare_min, bare_nat;

  gtk_widget_measure (box, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  gtk_widget_measure (bare_box, GTK_ORIENTATION_HORIZONTAL, -1, &bare_min, &bare_nat, NULL, NULL);
  g_assert_cmpint (min, ==, bare_min);
  g_assert_cmpint (nat, ==, bare_nat);
  gtk_widget_measure (box, GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
  gtk_widget_measure (bare_box, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (bare_box),
                      &bare_min, &bare_nat, NULL, NULL);
  g_assert_cmpint (min, ==, bare_min);
  g_assert_cmpint (nat, ==, bare_nat);
}

static void
count_paint (guint *paints)
{
  (*paints)++;
}

static void
test_heights_at_width (void)
{
  TestProbe *bare_probe, *probe;
  GtkWidget *bare_box = probe_box (&bare_probe);
  GtkWidget *box = probe_box (&probe);
  GtkWidget *bare_window, *window;
  GArray *widths;
  gboolean at_none = FALSE;
  int width, height;
  guint paints;
  gulong handler;

  sq_window_layout_install (box);
  bare_window = window_with (bare_box);
  window = window_with (box);

  /* laid out alike */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (probe)), ==,
                   gtk_widget_get_width (GTK_WIDGET (bare_probe)));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (probe)), ==,
                   gtk_widget_get_height (GTK_WIDGET (bare_probe)));
  width = gtk_widget_get_width (GTK_WIDGET (probe));
  g_assert_cmpint (width, >, 0);

  /* GTK's own box: the text is asked its height at no width too, where
   * it is laid out a word a line */
  widths = widths_after_change (bare_probe, TEXT " " TEXT);
  for (guint i = 0; i < widths->len; i++)
    at_none |= g_array_index (widths, int, i) == -1;
  g_assert_true (at_none);

  /* under the window layout: only at the width it has */
  height = gtk_widget_get_height (GTK_WIDGET (probe));
  widths = widths_after_change (probe, TEXT " " TEXT);
  g_assert_cmpuint (widths->len, >, 0);
  for (guint i = 0; i < widths->len; i++)
    g_assert_cmpint (g_array_index (widths, int, i), ==, width);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (probe)), >, height);

  /* what the window is told of its size has followed, after the frame */
  assert_sizes_as (box, bare_box);

  /* and laid out alike again */
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (probe)), ==,
                   gtk_widget_get_height (GTK_WIDGET (bare_probe)));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (box)), ==,
                   gtk_widget_get_height (bare_box));

  /* a text that shrinks: laid out alike in one frame, with no second one
   * for the window's smaller size, which waits for the next time GTK asks
   * (the next change of size in the box) */
  widths_after_change (bare_probe, TEXT);
  paints = 0;
  handler = g_signal_connect_swapped (gtk_widget_get_frame_clock (window), "paint",
                                      G_CALLBACK (count_paint), &paints);
  widths_after_change (probe, TEXT);
  g_signal_handler_disconnect (gtk_widget_get_frame_clock (window), handler);
  g_assert_cmpuint (paints, ==, 1);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (probe)), ==,
                   gtk_widget_get_height (GTK_WIDGET (bare_probe)));
  gtk_widget_queue_resize (GTK_WIDGET (probe));
  sq_test_iterate_for (100);
  assert_sizes_as (box, bare_box);

  gtk_window_destroy (GTK_WINDOW (bare_window));
  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate ();
}

int
main (int   argc,
      char *argv[])
{
  sq_test_init_ui (&argc, &argv);

  g_test_add_func ("/ui/window-layout/sizes", test_sizes);
  g_test_add_func ("/ui/window-layout/heights-at-width", test_heights_at_width);

  return g_test_run ();
}

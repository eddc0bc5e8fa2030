/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* SqWrapBin: a wrapping label inside gives its width for any height
 * (GTK's own label searches for the narrowest width that fits a height),
 * its height for a width as the label does, the whole allocation, and
 * its wish to expand. */

#include "config.h"

#include <adwaita.h>

#include "sq-wrap-bin.h"

#include "sq-ui-test.h"

#define TEXT "Nobody may accuse yet: there are not enough swords on the Round Table " \
             "or siege engines around Camelot."

static GtkWidget *
wrapping_label (void)
{
  GtkWidget *label = gtk_label_new (TEXT);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  return label;
}

static void
test_width_for_any_height (void)
{
  GtkWidget *bare = g_object_ref_sink (wrapping_label ());
  GtkWidget *bin = g_object_ref_sink (sq_wrap_bin_new (wrapping_label ()));
  int min, nat, bare_min, bare_nat, line, min_at, nat_at, bare_min_at;

  gtk_widget_measure (bare, GTK_ORIENTATION_HORIZONTAL, -1, &bare_min, &bare_nat, NULL, NULL);
  gtk_widget_measure (bin, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, ==, bare_min);
  g_assert_cmpint (nat, ==, bare_nat);
  g_assert_cmpint (min, <, nat);

  /* the height of one line: GTK's label then needs its whole text's
   * width, the bin answers as for no height */
  gtk_widget_measure (bare, GTK_ORIENTATION_VERTICAL, -1, &line, NULL, NULL, NULL);
  gtk_widget_measure (bare, GTK_ORIENTATION_HORIZONTAL, line, &bare_min_at, NULL, NULL, NULL);
  g_assert_cmpint (bare_min_at, >, bare_min);
  for (int height = line; height <= 8 * line; height += line)
    {
      gtk_widget_measure (bin, GTK_ORIENTATION_HORIZONTAL, height, &min_at, &nat_at, NULL, NULL);
      g_assert_cmpint (min_at, ==, min);
      g_assert_cmpint (nat_at, ==, nat);
    }

  g_assert_cmpint (gtk_widget_get_request_mode (bin), ==, GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH);
  g_assert_finalize_object (bin);
  g_assert_finalize_object (bare);
}

static void
test_height_for_width (void)
{
  GtkWidget *bare = g_object_ref_sink (wrapping_label ());
  GtkWidget *bin = g_object_ref_sink (sq_wrap_bin_new (wrapping_label ()));
  int nat;

  gtk_widget_measure (bare, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
  for (int width = nat / 4; width <= nat; width += nat / 4)
    {
      int min, bare_min, wrapped_nat, bare_wrapped_nat;

      gtk_widget_measure (bare, GTK_ORIENTATION_VERTICAL, width, &bare_min, &bare_wrapped_nat, NULL, NULL);
      gtk_widget_measure (bin, GTK_ORIENTATION_VERTICAL, width, &min, &wrapped_nat, NULL, NULL);
      g_assert_cmpint (min, ==, bare_min);
      g_assert_cmpint (wrapped_nat, ==, bare_wrapped_nat);
    }

  g_assert_finalize_object (bin);
  g_assert_finalize_object (bare);
}

/* Asked for its height at no width (as a box asks its children when it
 * is itself asked so), a bin that has a width answers with its child's
 * height there, where GTK's label gives the height of one line, laid out
 * again for it */
static void
test_height_at_no_width (void)
{
  GtkWidget *bare = g_object_ref_sink (wrapping_label ());
  GtkWidget *label = wrapping_label ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *bin = sq_wrap_bin_new (label);
  int min, nat, at_min, at_nat, line, width;

  gtk_window_set_child (GTK_WINDOW (window), bin);
  gtk_window_set_default_size (GTK_WINDOW (window), 300, 200);
  sq_test_present_until_mapped (GTK_WINDOW (window), label);
  sq_test_iterate ();
  width = gtk_widget_get_width (bin);
  g_assert_cmpint (width, >, 0);
  /* what was measured before the bin had a width goes */
  gtk_widget_queue_resize (label);
  sq_test_iterate ();
  g_assert_cmpint (gtk_widget_get_width (bin), ==, width);

  gtk_widget_measure (bare, GTK_ORIENTATION_VERTICAL, -1, &line, NULL, NULL, NULL);
  gtk_widget_measure (bare, GTK_ORIENTATION_VERTICAL, width, &at_min, &at_nat, NULL, NULL);
  g_assert_cmpint (at_min, >, line);
  gtk_widget_measure (bin, GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, ==, at_min);
  g_assert_cmpint (nat, ==, at_nat);

  /* and at a width, as the label */
  gtk_widget_measure (bin, GTK_ORIENTATION_VERTICAL, width / 2, &min, NULL, NULL, NULL);
  gtk_widget_measure (bare, GTK_ORIENTATION_VERTICAL, width / 2, &at_min, NULL, NULL, NULL);
  g_assert_cmpint (min, ==, at_min);

  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate ();
  g_assert_finalize_object (bare);
}

static void
test_child (void)
{
  GtkWidget *label = wrapping_label ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *bin = sq_wrap_bin_new (label);
  GtkWidget *other = gtk_label_new ("Other");
  GtkWidget *got = NULL;

  g_object_add_weak_pointer (G_OBJECT (label), (gpointer *) &label);
  g_assert_true (gtk_widget_get_parent (label) == bin);
  g_assert_true (sq_wrap_bin_get_child (SQ_WRAP_BIN (bin)) == label);

  /* in a window, the label gets the bin's whole allocation */
  gtk_window_set_child (GTK_WINDOW (window), bin);
  gtk_window_set_default_size (GTK_WINDOW (window), 300, 200);
  sq_test_present_until_mapped (GTK_WINDOW (window), label);
  sq_test_iterate ();
  g_assert_cmpint (gtk_widget_get_width (label), ==, gtk_widget_get_width (bin));
  g_assert_cmpint (gtk_widget_get_height (label), ==, gtk_widget_get_height (bin));
  g_assert_cmpint (gtk_widget_get_width (bin), >, 0);

  /* the label's wish to expand is the bin's */
  g_assert_false (gtk_widget_compute_expand (bin, GTK_ORIENTATION_HORIZONTAL));
  gtk_widget_set_hexpand (label, TRUE);
  g_assert_true (gtk_widget_compute_expand (bin, GTK_ORIENTATION_HORIZONTAL));
  g_assert_false (gtk_widget_compute_expand (bin, GTK_ORIENTATION_VERTICAL));

  /* a new child: the old one goes, and is freed */
  g_object_get (bin, "child", &got, NULL);
  g_assert_true (got == label);
  g_object_unref (got);
  sq_wrap_bin_set_child (SQ_WRAP_BIN (bin), other);
  g_assert_null (label);
  g_assert_true (gtk_widget_get_parent (other) == bin);
  sq_wrap_bin_set_child (SQ_WRAP_BIN (bin), NULL);
  g_assert_null (sq_wrap_bin_get_child (SQ_WRAP_BIN (bin)));

  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate ();
}

int
main (int   argc,
      char *argv[])
{
  sq_test_init_ui (&argc, &argv);

  g_test_add_func ("/ui/wrap-bin/width-for-any-height", test_width_for_any_height);
  g_test_add_func ("/ui/wrap-bin/height-for-width", test_height_for_width);
  g_test_add_func ("/ui/wrap-bin/height-at-no-width", test_height_at_no_width);
  g_test_add_func ("/ui/wrap-bin/child", test_child);

  return g_test_run ();
}

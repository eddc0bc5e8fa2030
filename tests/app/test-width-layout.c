/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* SqWidthLayout: a box of wrapping text gives its width for any height
 * as for none, its height for a width and its children's places as its
 * own layout manager does; and the start page's status page has it on
 * the boxes libadwaita asks for a width at a height. A label of a column
 * asks for its width in characters. */

#include "config.h"

#include <adwaita.h>

#include "sq-chrome.h"
#include "sq-width-layout.h"

#include "sq-ui-test.h"
#include "sq-ui-tree.h"

#define TEXT "Nobody may accuse yet: there are not enough swords on the Round Table " \
             "or siege engines around Camelot."

/* a vertical box: a title that does not wrap over a text that does */
static GtkWidget *
text_box (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label = gtk_label_new (TEXT);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_box_append (GTK_BOX (box), gtk_label_new ("Accusation"));
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

static void
test_width_for_any_height (void)
{
  GtkWidget *bare = g_object_ref_sink (text_box ());
  GtkWidget *box = g_object_ref_sink (text_box ());
  int min, nat, bare_min, bare_nat, line, min_at, nat_at, bare_min_at;

  sq_width_layout_install (box);
  g_assert_true (SQ_IS_WIDTH_LAYOUT (gtk_widget_get_layout_manager (box)));

  gtk_widget_measure (bare, GTK_ORIENTATION_HORIZONTAL, -1, &bare_min, &bare_nat, NULL, NULL);
  gtk_widget_measure (box, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, ==, bare_min);
  g_assert_cmpint (nat, ==, bare_nat);
  g_assert_cmpint (min, <, nat);

  /* at the height of its least: GTK's box then needs the text on one
   * line, the layout answers as for no height */
  gtk_widget_measure (bare, GTK_ORIENTATION_VERTICAL, -1, &line, NULL, NULL, NULL);
  gtk_widget_measure (bare, GTK_ORIENTATION_HORIZONTAL, line, &bare_min_at, NULL, NULL, NULL);
  g_assert_cmpint (bare_min_at, >, bare_min);
  for (int height = line; height <= 8 * line; height += line / 2)
    {
      gtk_widget_measure (box, GTK_ORIENTATION_HORIZONTAL, height, &min_at, &nat_at, NULL, NULL);
      g_assert_cmpint (min_at, ==, min);
      g_assert_cmpint (nat_at, ==, nat);
    }

  g_assert_cmpint (gtk_widget_get_request_mode (box), ==, GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH);
  g_assert_finalize_object (box);
  g_assert_finalize_object (bare);
}

static void
test_height_and_allocation (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *pair = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *bare = text_box ();
  GtkWidget *box = text_box ();
  GtkLayoutManager *own = gtk_widget_get_layout_manager (box);
  int nat;

  g_object_add_weak_pointer (G_OBJECT (own), (gpointer *) &own);
  sq_width_layout_install (box);
  /* a second time changes nothing */
  sq_width_layout_install (box);
  g_assert_nonnull (own);

  gtk_widget_measure (bare, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
  for (int width = nat / 4; width <= nat; width += nat / 4)
    {
      int min, bare_min, height, bare_height;

      gtk_widget_measure (bare, GTK_ORIENTATION_VERTICAL, width, &bare_min, &bare_height, NULL, NULL);
      gtk_widget_measure (box, GTK_ORIENTATION_VERTICAL, width, &min, &height, NULL, NULL);
      g_assert_cmpint (min, ==, bare_min);
      g_assert_cmpint (height, ==, bare_height);
    }

  /* side by side, each half of a window: the children land alike */
  gtk_box_set_homogeneous (GTK_BOX (pair), TRUE);
  gtk_widget_set_valign (bare, GTK_ALIGN_START);
  gtk_widget_set_valign (box, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (pair), bare);
  gtk_box_append (GTK_BOX (pair), box);
  gtk_window_set_child (GTK_WINDOW (window), pair);
  gtk_window_set_default_size (GTK_WINDOW (window), 2 * nat / 3, 300);
  sq_test_present_until_mapped (GTK_WINDOW (window), box);
  sq_test_iterate ();

  g_assert_cmpint (gtk_widget_get_width (box), ==, gtk_widget_get_width (bare));
  g_assert_cmpint (gtk_widget_get_height (box), ==, gtk_widget_get_height (bare));
  for (GtkWidget *a = gtk_widget_get_first_child (bare), *b = gtk_widget_get_first_child (box);
       a != NULL && b != NULL;
       a = gtk_widget_get_next_sibling (a), b = gtk_widget_get_next_sibling (b))
    {
      graphene_rect_t in_bare, in_box;

      g_assert_true (gtk_widget_compute_bounds (a, bare, &in_bare));
      g_assert_true (gtk_widget_compute_bounds (b, box, &in_box));
      g_assert_true (graphene_rect_equal (&in_bare, &in_box));
      g_assert_cmpfloat (in_box.size.height, >, 0);
    }

  /* the box's own layout manager goes with it */
  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate ();
  g_assert_null (own);
}

/* the status page: the box it scrolls, the box in each clamp and the
 * rows' boxes of title and subtitle, and no other */
static int
count_installed (GtkWidget *widget)
{
  int n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += SQ_IS_WIDTH_LAYOUT (gtk_widget_get_layout_manager (child)) + count_installed (child);
  return n;
}

static gboolean
has_width_layout (GtkWidget *widget)
{
  return widget != NULL && SQ_IS_WIDTH_LAYOUT (gtk_widget_get_layout_manager (widget));
}

static void
test_status_page (void)
{
  GtkWidget *page = adw_status_page_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *scrolled, *viewport, *scrolled_box, *description;

  g_object_ref_sink (page);
  adw_status_page_set_title (ADW_STATUS_PAGE (page), "Squire");
  adw_status_page_set_description (ADW_STATUS_PAGE (page), TEXT);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), "Rules Reference");
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), TEXT);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  adw_clamp_set_child (ADW_CLAMP (clamp), list);
  adw_status_page_set_child (ADW_STATUS_PAGE (page), clamp);

  sq_chrome_widths_without_heights (page);

  /* the box the viewport scrolls, the box of the page's own clamp (with
   * the description), the row's box of title and subtitle; the list in
   * our clamp is no box */
  scrolled = gtk_widget_get_first_child (page);
  g_assert_true (GTK_IS_SCROLLED_WINDOW (scrolled));
  viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));
  g_assert_true (GTK_IS_VIEWPORT (viewport));
  scrolled_box = gtk_viewport_get_child (GTK_VIEWPORT (viewport));
  g_assert_true (has_width_layout (scrolled_box));
  description = sq_test_find_typed (page, GTK_TYPE_LABEL, "description");
  g_assert_nonnull (description);
  g_assert_true (has_width_layout (gtk_widget_get_parent (description)));
  g_assert_true (has_width_layout (sq_test_find_typed (row, GTK_TYPE_BOX, "title")));
  g_assert_false (has_width_layout (list));
  g_assert_cmpint (count_installed (page), ==, 3);

  /* once more: nothing more */
  sq_chrome_widths_without_heights (page);
  g_assert_cmpint (count_installed (page), ==, 3);
  g_assert_finalize_object (page);
}

/* sq_chrome_column_label(): the label asks for its width in characters,
 * least and natural alike, whatever its text, and in a column it wraps
 * and stands exactly as GTK's own label does */
static void
test_column_label (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *bare = gtk_label_new (TEXT);
  GtkWidget *label = gtk_label_new (TEXT);
  GtkWidget *word = gtk_label_new ("Accusation");
  PangoFontMetrics *metrics;
  int min, nat, bare_min, bare_nat, word_min, n_chars = 20, char_width;

  gtk_label_set_wrap (GTK_LABEL (bare), TRUE);
  sq_chrome_column_label (label, n_chars);
  sq_chrome_column_label (word, n_chars);
  g_assert_true (gtk_label_get_wrap (GTK_LABEL (label)));

  metrics = pango_context_get_metrics (gtk_widget_get_pango_context (label), NULL, NULL);
  char_width = MAX (pango_font_metrics_get_approximate_char_width (metrics),
                    pango_font_metrics_get_approximate_digit_width (metrics));
  pango_font_metrics_unref (metrics);

  gtk_widget_measure (bare, GTK_ORIENTATION_HORIZONTAL, -1, &bare_min, &bare_nat, NULL, NULL);
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  gtk_widget_measure (word, GTK_ORIENTATION_HORIZONTAL, -1, &word_min, NULL, NULL, NULL);
  g_assert_cmpint (min, ==, nat);
  g_assert_cmpint (min, ==, PANGO_PIXELS_CEIL (n_chars * char_width));
  g_assert_cmpint (word_min, ==, min);
  g_assert_cmpint (min, >, bare_min);
  g_assert_cmpint (nat, <, bare_nat);

  /* in a column narrower than the text, wider than the width asked */
  gtk_box_append (GTK_BOX (box), bare);
  gtk_box_append (GTK_BOX (box), label);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), (min + bare_nat) / 2, 200);
  sq_test_present_until_mapped (GTK_WINDOW (window), label);
  sq_test_iterate ();
  g_assert_cmpint (gtk_widget_get_width (label), >, min);
  g_assert_cmpint (gtk_widget_get_width (label), ==, gtk_widget_get_width (bare));
  g_assert_cmpint (gtk_widget_get_height (label), ==, gtk_widget_get_height (bare));
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label))), ==,
                   pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (bare))));
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label))), >, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_ref_sink (word);
  g_object_unref (word);
}

int
main (int   argc,
      char *argv[])
{
  sq_test_init_ui (&argc, &argv);

  g_test_add_func ("/ui/width-layout/width-for-any-height", test_width_for_any_height);
  g_test_add_func ("/ui/width-layout/height-and-allocation", test_height_and_allocation);
  g_test_add_func ("/ui/width-layout/status-page", test_status_page);
  g_test_add_func ("/ui/width-layout/column-label", test_column_label);

  return g_test_run ();
}

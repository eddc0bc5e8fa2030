/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* See sq-test-report.h. */

#include "config.h"

#include <adwaita.h>

#include "sq-test-report.h"
#include "sq-tooltip.h"

SqTestReport *
sq_test_report_new (const char      *language,
                    SqTestCatalogue *catalogue,
                    const char      *screen)
{
  SqTestReport *report = g_new0 (SqTestReport, 1);

  report->language = language;
  report->catalogue = catalogue;
  report->screen = g_strdup (screen);
  report->problems = g_ptr_array_new_with_free_func (g_free);
  report->keys = g_ptr_array_new ();
  report->counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  return report;
}

void
sq_test_report_set_screen (SqTestReport *report,
                           const char   *screen)
{
  g_free (report->screen);
  report->screen = g_strdup (screen);
}

/* Adds a problem unless one with the same @key (by default, the same
 * text) was seen already: a format that makes "Turn 1", "Turn 2"… is one
 * problem in one place. */
G_GNUC_PRINTF (4, 5)
static void
report_add (SqTestReport *report,
            SqTestProblem     kind,
            const char *key,
            const char *format,
            ...)
{
  va_list args;
  char *problem;
  char *owned_key;
  guint count;

  va_start (args, format);
  problem = g_strdup_vprintf (format, args);
  va_end (args);
  owned_key = key != NULL ? g_strdup (key) : g_strdup (problem);

  count = GPOINTER_TO_UINT (g_hash_table_lookup (report->counts, owned_key));
  if (count == 0)
    {
      g_ptr_array_add (report->problems, g_strdup_printf ("%s %s: %s", report->language, report->screen, problem));
      g_ptr_array_add (report->keys, owned_key);
      report->n_problems[kind]++;
    }
  /* frees @owned_key if it is there already */
  g_hash_table_insert (report->counts, owned_key, GUINT_TO_POINTER (count + 1));
  g_free (problem);
}

/* Prints every problem as a TAP comment and fails the test if there was
 * one. */
void
sq_test_report_finish (SqTestReport *report)
{
  for (guint i = 0; i < report->problems->len; i++)
    {
      const char *problem = g_ptr_array_index (report->problems, i);
      const char *key = g_ptr_array_index (report->keys, i);
      guint count = GPOINTER_TO_UINT (g_hash_table_lookup (report->counts, key));

      if (count > 1)
        g_test_message ("%s (%u times)", problem, count);
      else
        g_test_message ("%s", problem);
    }
  g_assert_cmpuint (report->n_labels, >, 0);
  if (report->n_problems[SQ_TEST_PROBLEM_ENGLISH] > 0 || report->n_problems[SQ_TEST_PROBLEM_UNFIT] > 0)
    g_test_fail_printf ("%s: %u texts in English, %u that do not fit",
                        report->screen, report->n_problems[SQ_TEST_PROBLEM_ENGLISH],
                        report->n_problems[SQ_TEST_PROBLEM_UNFIT]);

  g_free (report->screen);
  g_ptr_array_unref (report->problems);
  g_ptr_array_unref (report->keys);
  g_hash_table_unref (report->counts);
  g_free (report);
}

/* Where a widget is: its nearest Squire ancestor and the last few steps,
 * with the ids the templates give them. */
static char *
describe (GtkWidget *widget)
{
  g_autoptr(GPtrArray) steps = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) path = g_string_new (NULL);
  const char *owner = NULL;
  const char *row = NULL;

  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    {
      const char *type = G_OBJECT_TYPE_NAME (w);
      const char *id = GTK_IS_BUILDABLE (w) ? gtk_buildable_get_buildable_id (GTK_BUILDABLE (w)) : NULL;

      /* GtkBuilder names the objects a template leaves unnamed */
      if (id != NULL && g_str_has_prefix (id, "___object_"))
        id = NULL;
      if (row == NULL && w != widget && ADW_IS_PREFERENCES_ROW (w))
        row = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (w));

      if (steps->len < 4)
        g_ptr_array_insert (steps, 0, id != NULL ? g_strdup_printf ("%s#%s", type, id) : g_strdup (type));
      else if (g_str_has_prefix (type, "Sq"))
        {
          owner = type;
          break;
        }
    }

  if (owner != NULL)
    g_string_append_printf (path, "%s > … > ", owner);
  for (guint i = 0; i < steps->len; i++)
    g_string_append_printf (path, "%s%s", i > 0 ? " > " : "", (char *) g_ptr_array_index (steps, i));
  if (row != NULL && row[0] != '\0')
    g_string_append_printf (path, ", in the row \"%s\"", row);

  return g_string_free (g_steal_pointer (&path), FALSE);
}

/* Checks */

/* English a translator should have replaced, said where it is. */
static void
check_text (SqTestReport *report,
            const char *text,
            const char *what,
            GtkWidget  *widget)
{
  g_autoptr(GPtrArray) findings = sq_test_catalogue_check (report->catalogue, text);
  g_autofree char *where = NULL;

  if (findings->len == 0)
    return;

  where = describe (widget);
  for (guint i = 0; i < findings->len; i++)
    {
      SqTestFinding *finding = g_ptr_array_index (findings, i);
      g_autofree char *key = g_strdup_printf ("%s %s at %s", what, finding->key, where);

      report_add (report, SQ_TEST_PROBLEM_ENGLISH, key, "%s \"%s\": %s, at %s", what, text, finding->problem, where);
    }
}

static void
check_menu (SqTestReport *report,
            GMenuModel *model,
            GtkWidget  *button)
{
  if (model == NULL)
    return;

  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *label = NULL;
      g_autoptr(GMenuLinkIter) links = g_menu_model_iterate_item_links (model, i);

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        check_text (report, label, "menu item", button);
      while (g_menu_link_iter_next (links))
        {
          g_autoptr(GMenuModel) link = g_menu_link_iter_get_value (links);

          check_menu (report, link, button);
        }
    }
}

/* A label cut short by an ellipsis. Every label is a main control here:
 * at 1280x800 nothing needs to be cut, not even the board's names, which
 * are allowed to ellipsize on a phone. */
static void
check_fit (SqTestReport *report,
           GtkLabel *label)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  g_autoptr(PangoLayout) whole = NULL;
  g_autofree char *where = NULL;
  int width;

  if (gtk_label_get_ellipsize (label) == PANGO_ELLIPSIZE_NONE || !pango_layout_is_ellipsized (layout))
    return;

  whole = pango_layout_copy (layout);
  pango_layout_set_width (whole, -1);
  pango_layout_get_pixel_size (whole, &width, NULL);
  where = describe (GTK_WIDGET (label));
  report_add (report, SQ_TEST_PROBLEM_UNFIT, NULL, "\"%s\" does not fit: %d pixels wide, needs %d, at %s",
              gtk_label_get_text (label), gtk_widget_get_width (GTK_WIDGET (label)), width, where);
}

/* A scrolled window that has to scroll sideways: something in it is too
 * wide. */
static void
check_sideways (SqTestReport      *report,
                GtkScrolledWindow *scrolled)
{
  GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (scrolled);
  double overflow = gtk_adjustment_get_upper (h) - gtk_adjustment_get_page_size (h);
  g_autofree char *where = NULL;

  if (overflow <= 1.0)
    return;

  where = describe (GTK_WIDGET (scrolled));
  report_add (report, SQ_TEST_PROBLEM_UNFIT, NULL, "%.0f pixels too wide, scrolls sideways, at %s",
              overflow, where);
}

static void
check_widget (SqTestReport *report,
              GtkWidget *widget)
{
  GParamSpec *placeholder;

  /* key names, which GTK translates */
  if (!gtk_widget_get_mapped (widget) || GTK_IS_SHORTCUT_LABEL (widget))
    return;

  check_text (report, sq_tooltip_get_text (widget), "tooltip", widget);

  if (GTK_IS_LABEL (widget))
    {
      report->n_labels++;
      check_text (report, gtk_label_get_text (GTK_LABEL (widget)), "label", widget);
      check_fit (report, GTK_LABEL (widget));
    }
  else if (GTK_IS_WINDOW (widget))
    check_text (report, gtk_window_get_title (GTK_WINDOW (widget)), "window title", widget);
  else if (GTK_IS_MENU_BUTTON (widget))
    {
      GtkMenuButton *button = GTK_MENU_BUTTON (widget);

      /* the main menu is made when first opened: open it, then its
       * texts are checked as they were when it was made with the window */
      if (gtk_menu_button_get_primary (button) && gtk_menu_button_get_menu_model (button) == NULL)
        {
          gtk_menu_button_popup (button);
          gtk_menu_button_popdown (button);
        }
      check_menu (report, gtk_menu_button_get_menu_model (button), widget);
    }
  else if (ADW_IS_SPLIT_BUTTON (widget))
    check_menu (report, adw_split_button_get_menu_model (ADW_SPLIT_BUTTON (widget)), widget);
  else if (ADW_IS_PREFERENCES_PAGE (widget))
    check_text (report, adw_preferences_page_get_title (ADW_PREFERENCES_PAGE (widget)), "page title", widget);
  else if (GTK_IS_SCROLLED_WINDOW (widget))
    check_sideways (report, GTK_SCROLLED_WINDOW (widget));

  /* entries, search entries and their text all have one */
  placeholder = g_object_class_find_property (G_OBJECT_GET_CLASS (widget), "placeholder-text");
  if (placeholder != NULL && placeholder->value_type == G_TYPE_STRING)
    {
      g_autofree char *text = NULL;

      g_object_get (widget, "placeholder-text", &text, NULL);
      check_text (report, text, "placeholder", widget);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_widget (report, child);
}

/* The label, on show or not, that needs the most room in @orientation:
 * the likely reason a window grew. */
static GtkWidget *
find_widest_label (GtkWidget      *widget,
                   GtkOrientation  orientation,
                   int            *size)
{
  GtkWidget *widest = NULL;

  if (GTK_IS_LABEL (widget))
    {
      int minimum;

      gtk_widget_measure (widget, orientation, -1, &minimum, NULL, NULL, NULL);
      if (minimum > *size)
        {
          *size = minimum;
          widest = widget;
        }
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widest_label (child, orientation, size);

      if (found != NULL)
        widest = found;
    }

  return widest;
}

/* A window, which must still be the size asked for: a window that grew
 * has content too big for it. */
void
sq_test_report_check_window (SqTestReport *report,
                             GtkWidget    *window,
                             int           width,
                             int           height)
{
  int shown_width = gtk_widget_get_width (window);
  int shown_height = gtk_widget_get_height (window);

  if (width > 0 && (shown_width > width || shown_height > height))
    {
      GtkOrientation orientation = shown_width > width ? GTK_ORIENTATION_HORIZONTAL
                                                       : GTK_ORIENTATION_VERTICAL;
      int size = 0;
      GtkWidget *widest = find_widest_label (window, orientation, &size);
      g_autofree char *where = widest != NULL ? describe (widest) : g_strdup ("");

      report_add (report, SQ_TEST_PROBLEM_UNFIT, NULL,
                  "the window grew to %dx%d, more than %dx%d; the label that needs the most room, "
                  "%d pixels, is \"%s\" at %s",
                  shown_width, shown_height, width, height, size,
                  widest != NULL ? gtk_label_get_text (GTK_LABEL (widest)) : "", where);
    }

  check_widget (report, window);
}

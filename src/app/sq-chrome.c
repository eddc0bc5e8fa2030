/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Helpers of the window and its start page: the window's size in the
 * settings, its shortcuts window, and labels that wrap at words. */

#include "config.h"

#include "sq-chrome.h"
#include "sq-width-layout.h"

/**
 * sq_chrome_restore_state:
 * @settings: (nullable): the application settings
 *
 * Gives @window the size and maximized state saved in @settings.
 */
void
sq_chrome_restore_state (GtkWindow *window,
                         GSettings *settings)
{
  if (settings == NULL)
    return;

  gtk_window_set_default_size (window,
                               g_settings_get_int (settings, "window-width"),
                               g_settings_get_int (settings, "window-height"));
  if (g_settings_get_boolean (settings, "window-maximized"))
    gtk_window_maximize (window);
}

/**
 * sq_chrome_save_state:
 * @settings: (nullable): the application settings
 *
 * Saves @window's size and maximized state in @settings.
 */
void
sq_chrome_save_state (GtkWindow *window,
                      GSettings *settings)
{
  int width;
  int height;

  if (settings == NULL)
    return;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_int (settings, "window-width", MAX (width, 360));
  g_settings_set_int (settings, "window-height", MAX (height, 294));
  g_settings_set_boolean (settings, "window-maximized", gtk_window_is_maximized (window));
}

static void
on_show_help_overlay_cb (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  GtkWindow *window = GTK_WINDOW (user_data);
  GtkWindow *shortcuts = g_object_get_data (G_OBJECT (window), "sq-shortcuts-window");

  if (shortcuts == NULL)
    {
      g_autoptr(GtkBuilder) builder = NULL;

      builder = gtk_builder_new_from_resource (RESOURCE_BASE_PATH "/sq-help-overlay.ui");
      shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      gtk_window_set_transient_for (shortcuts, window);
      gtk_window_set_destroy_with_parent (shortcuts, TRUE);
      gtk_window_set_hide_on_close (shortcuts, TRUE);
      g_object_set_data (G_OBJECT (window), "sq-shortcuts-window", shortcuts);
    }

  gtk_window_present (shortcuts);
}

/**
 * sq_chrome_add_shortcuts:
 *
 * Gives @window the action "show-help-overlay", which builds its
 * shortcuts window when first asked for: GtkApplication would build
 * gtk/help-overlay.ui with every window, which cost the first frame about
 * 3 % of its work. The resource is installed as sq-help-overlay.ui.
 */
void
sq_chrome_add_shortcuts (GtkApplicationWindow *window)
{
  static const GActionEntry entries[] = {
    { "show-help-overlay", on_show_help_overlay_cb },
  };

  g_action_map_add_action_entries (G_ACTION_MAP (window), entries, G_N_ELEMENTS (entries), window);
}

/**
 * sq_chrome_wrap_at_words:
 *
 * Makes every wrapping label inside @widget wrap at words. libadwaita 1.2
 * lets a status page's title and description and a row's title and
 * subtitle wrap inside words, and GTK measures such a label at each width
 * its containers try by laying it out about a character a line: before
 * the start page's first frame its two rows under the games were laid out
 * some 350 times. Short words look the same either way, at a fifth of the
 * cost.
 */
void
sq_chrome_wrap_at_words (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_label_get_wrap (GTK_LABEL (child)))
        gtk_label_set_wrap_mode (GTK_LABEL (child), PANGO_WRAP_WORD);
      else
        sq_chrome_wrap_at_words (child);
    }
}

/**
 * sq_chrome_column_label:
 * @label: a #GtkLabel in a column that gives it its width
 * @n_chars: the width it asks for, in characters of its font (at least
 *   and at most: its width-chars and max-width-chars)
 *
 * For the texts of a column whose width is set elsewhere (the turn
 * panel's): @label wraps, asks for a width of @n_chars characters, which
 * must be less than the column's, and wraps to the width it is given. GTK 4.8
 * measures a wrapping label's width by laying its text out twice more, as
 * narrow as it goes and on one line, and each new text of the turn panel
 * was laid out four times a tap. Asked for a width in characters, the
 * label answers from its text as laid out at the width it has, which it
 * then draws, when the text fits on a line there, and otherwise lays it
 * out once more, at that width.
 */
void
sq_chrome_column_label (GtkWidget *label,
                        int        n_chars)
{
  g_return_if_fail (GTK_IS_LABEL (label));
  g_return_if_fail (n_chars > 0);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_width_chars (GTK_LABEL (label), n_chars);
  gtk_label_set_max_width_chars (GTK_LABEL (label), n_chars);
}

/* Whether @widget is a vertical box of text that libadwaita asks for its
 * width at a height: the box a viewport scrolls, the box in a clamp, the
 * box of a row's title and subtitle */
static gboolean
is_text_box (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  /* (a GtkBox reads its properties from its own layout manager: none may
   * be read once the box has an SqWidthLayout) */
  if (!GTK_IS_BOX (widget)
      || SQ_IS_WIDTH_LAYOUT (gtk_widget_get_layout_manager (widget))
      || gtk_orientable_get_orientation (GTK_ORIENTABLE (widget)) != GTK_ORIENTATION_VERTICAL)
    return FALSE;

  return GTK_IS_VIEWPORT (parent) || ADW_IS_CLAMP (parent)
         || (gtk_widget_has_css_class (widget, "title")
             && gtk_widget_get_ancestor (widget, ADW_TYPE_ACTION_ROW) != NULL);
}

/**
 * sq_chrome_widths_without_heights:
 *
 * Lets every box of text inside @widget that libadwaita asks for its width
 * at a height (see sq-width-layout.c) answer with its width for any
 * height: the box a status page scrolls, the box inside each #AdwClamp,
 * and the box of each #AdwActionRow's title and subtitle. Before the start
 * page's first frame its description was laid out about 50 times and each
 * of its rows' texts about 30; now 6 and 9 times. Call it once the
 * widgets are made, before they are first measured.
 */
void
sq_chrome_widths_without_heights (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (is_text_box (child))
        sq_width_layout_install (child);
      sq_chrome_widths_without_heights (child);
    }
}

/* Whether @label is the title or the subtitle of an AdwActionRow */
static gboolean
is_row_text (GtkWidget *label)
{
  return GTK_IS_LABEL (label)
         && (gtk_widget_has_css_class (label, "title") || gtk_widget_has_css_class (label, "subtitle"))
         && gtk_widget_get_ancestor (label, ADW_TYPE_ACTION_ROW) != NULL;
}

/**
 * sq_chrome_set_rows_wrap:
 * @widget: a widget holding rows
 * @wrap: whether the rows' texts may wrap
 *
 * Lets the title and subtitle of every #AdwActionRow under @widget wrap
 * (at words, to the lines the row allows), or keeps them to one line,
 * ellipsized. Before its first allocation GTK lays a wrapping label out
 * again at each width its containers try (about twenty for a row of the
 * start page); a label that does not wrap is laid out once. So the rows
 * wrap only where they need to (sq_chrome_fit_rows()).
 */
void
sq_chrome_set_rows_wrap (GtkWidget *widget,
                         gboolean   wrap)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (is_row_text (child))
        {
          if (gtk_label_get_wrap (GTK_LABEL (child)) != wrap)
            gtk_label_set_wrap (GTK_LABEL (child), wrap);
        }
      else
        sq_chrome_set_rows_wrap (child, wrap);
    }
}

/* Whether @widget's row texts on show have the width they need on one line */
static gboolean
texts_fit (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_mapped (child))
        continue;
      if (is_row_text (child))
        {
          int natural;

          gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
          if (gtk_widget_get_width (child) < natural)
            return FALSE;
        }
      else if (!texts_fit (child))
        return FALSE;
    }

  return TRUE;
}

/**
 * sq_chrome_fit_rows:
 * @widget: a widget holding rows
 *
 * Lets the texts of each #AdwActionRow on show under @widget wrap if one
 * of them has less width than it needs on one line, and keeps them to one
 * line if all have it: then wrapping them would change nothing. A label's
 * natural width is its text on one line whether it wraps or not, so the
 * answer does not change with the wrapping. Call it after a layout.
 */
void
sq_chrome_fit_rows (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_mapped (child))
        continue;
      if (ADW_IS_ACTION_ROW (child))
        sq_chrome_set_rows_wrap (child, !texts_fit (child));
      else
        sq_chrome_fit_rows (child);
    }
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Keyboard focus for the window's pages: where it lands when a page
 * comes on show, and a focus ring that never hides. A page's main action
 * is the button it styles as the suggested action, so that the page
 * itself says which one it is. */

#include "config.h"

#include "sq-focus.h"

/* Auxiliary functions */

static gboolean
can_take_focus (GtkWidget *widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_is_sensitive (widget) &&
         gtk_widget_get_focusable (widget);
}

/* Callbacks */

static void
on_window_focus_visible_cb (GtkWindow  *window,
                            GParamSpec *pspec,
                            gpointer    data)
{
  /* GTK hides the ring after a click; a focus moved by the program after
   * that click would then be invisible, and one Enter would act on it */
  if (!gtk_window_get_focus_visible (window))
    gtk_window_set_focus_visible (window, TRUE);
}

/* Public API */

/**
 * sq_focus_find_main_action:
 * @page: a page of the window
 *
 * Returns: (transfer none) (nullable): the first suggested action on show
 *   in @page that can take the focus
 */
GtkWidget *
sq_focus_find_main_action (GtkWidget *page)
{
  g_return_val_if_fail (GTK_IS_WIDGET (page), NULL);

  if (!gtk_widget_get_mapped (page))
    return NULL;
  if (gtk_widget_has_css_class (page, "suggested-action") && can_take_focus (page))
    return page;

  for (GtkWidget *child = gtk_widget_get_first_child (page);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = sq_focus_find_main_action (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/**
 * sq_focus_main_action:
 * @page: the page now on show
 * @fallback: (nullable): where the focus goes when @page has no main
 *   action, or %NULL for @page's first control
 *
 * Returns: %TRUE if the focus moved
 */
gboolean
sq_focus_main_action (GtkWidget *page,
                      GtkWidget *fallback)
{
  GtkWidget *main_action;

  g_return_val_if_fail (GTK_IS_WIDGET (page), FALSE);

  main_action = sq_focus_find_main_action (page);
  if (main_action != NULL)
    return gtk_widget_grab_focus (main_action);
  if (fallback != NULL && gtk_widget_get_mapped (fallback) &&
      gtk_widget_child_focus (fallback, GTK_DIR_TAB_FORWARD))
    return TRUE;
  return gtk_widget_child_focus (page, GTK_DIR_TAB_FORWARD);
}

/**
 * sq_focus_keep_visible:
 * @window: a window
 *
 * Keeps @window's focus ring on show, after clicks too.
 */
void
sq_focus_keep_visible (GtkWindow *window)
{
  g_return_if_fail (GTK_IS_WINDOW (window));

  gtk_window_set_focus_visible (window, TRUE);
  g_signal_connect (window, "notify::focus-visible", G_CALLBACK (on_window_focus_visible_cb), NULL);
}

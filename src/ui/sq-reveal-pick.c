/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include "sq-reveal-pick.h"

static gboolean
usable (GtkWidget *button)
{
  return gtk_widget_is_visible (button) && gtk_widget_is_sensitive (button) &&
         gtk_widget_get_mapped (button);
}

/**
 * sq_reveal_pick_at:
 * @area: where the choices are
 * @from: the widget @x and @y are relative to
 *
 * Returns: (transfer none) (nullable): the button of @area under the
 *   point, if one can be pressed
 */
GtkWidget *
sq_reveal_pick_at (GtkWidget *area,
                   GtkWidget *from,
                   double     x,
                   double     y)
{
  double ax;
  double ay;
  GtkWidget *hit;

  if (!gtk_widget_translate_coordinates (from, area, x, y, &ax, &ay))
    return NULL;
  hit = gtk_widget_pick (area, ax, ay, GTK_PICK_DEFAULT);
  for (GtkWidget *w = hit; w != NULL && w != area; w = gtk_widget_get_parent (w))
    if (GTK_IS_BUTTON (w))
      return usable (w) ? w : NULL;
  return NULL;
}

static GtkWidget *
nth (GtkWidget *widget,
     guint     *n)
{
  if (!gtk_widget_get_visible (widget))
    return NULL;
  if (GTK_IS_BUTTON (widget))
    {
      if (!usable (widget))
        return NULL;
      if (*n == 0)
        return widget;
      (*n)--;
      return NULL;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = nth (c, n);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/**
 * sq_reveal_pick_nth:
 * @n: 0 for the first
 *
 * Returns: (transfer none) (nullable): the @n-th button of @area that can
 *   be pressed, in reading order
 */
GtkWidget *
sq_reveal_pick_nth (GtkWidget *area,
                    guint      n)
{
  return nth (area, &n);
}

/**
 * sq_reveal_pick_press:
 *
 * Presses @button now, as a click on it would.
 *
 * Returns: %TRUE if there was one to press
 */
gboolean
sq_reveal_pick_press (GtkWidget *button)
{
  if (button == NULL)
    return FALSE;
  g_object_ref (button);
  g_signal_emit_by_name (button, "clicked");
  g_object_unref (button);
  return TRUE;
}

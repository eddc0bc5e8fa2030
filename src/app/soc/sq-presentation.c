/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Presentation mode: the window fills the screen and the board's type and
 * symbols grow (style.css, under window.sq-presentation), for a TV the
 * table reads from across the room. It is a style class and fullscreen,
 * nothing more: the board lays itself out again as for any other size,
 * and no widget is made or rebuilt for it. Leaving fullscreen any other
 * way (F11, the window manager) ends it too. */

#include "config.h"

#include "sq-presentation.h"

#define PRESENTATION_CLASS "sq-presentation"

/* Auxiliary functions */

static void
on_fullscreened_cb (GtkWindow  *window,
                    GParamSpec *pspec,
                    gpointer    user_data)
{
  if (!gtk_window_is_fullscreen (window))
    sq_presentation_set (window, FALSE);
}

/* Public API */

/**
 * sq_presentation_set:
 * @window: a toplevel window
 * @on: whether the window presents
 *
 * Turns presentation mode on or off: fullscreen and the larger style.
 */
void
sq_presentation_set (GtkWindow *window,
                     gboolean   on)
{
  static GQuark watched;

  g_return_if_fail (GTK_IS_WINDOW (window));

  if (watched == 0)
    watched = g_quark_from_static_string ("sq-presentation-watched");
  if (g_object_get_qdata (G_OBJECT (window), watched) == NULL)
    {
      g_object_set_qdata (G_OBJECT (window), watched, GINT_TO_POINTER (TRUE));
      g_signal_connect (window, "notify::fullscreened", G_CALLBACK (on_fullscreened_cb), NULL);
    }

  if (on == sq_presentation_get (window))
    return;

  if (on)
    {
      gtk_widget_add_css_class (GTK_WIDGET (window), PRESENTATION_CLASS);
      gtk_window_fullscreen (window);
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (window), PRESENTATION_CLASS);
      gtk_window_unfullscreen (window);
    }
}

/**
 * sq_presentation_get:
 * @window: a toplevel window
 *
 * Returns: %TRUE if @window is in presentation mode
 */
gboolean
sq_presentation_get (GtkWindow *window)
{
  g_return_val_if_fail (GTK_IS_WINDOW (window), FALSE);

  return gtk_widget_has_css_class (GTK_WIDGET (window), PRESENTATION_CLASS);
}

/**
 * sq_presentation_toggle:
 * @window: a toplevel window
 *
 * Turns presentation mode on if it is off, and off if it is on.
 */
void
sq_presentation_toggle (GtkWindow *window)
{
  g_return_if_fail (GTK_IS_WINDOW (window));

  sq_presentation_set (window, !sq_presentation_get (window));
}

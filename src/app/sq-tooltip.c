/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * A widget's tooltip, set without asking the display where the pointer is.
 *
 * GTK 4.8's gtk_widget_set_tooltip_text() asks at once whether the
 * pointer is over the widget, so that a tooltip on show follows its new
 * text. On X11 that is a round trip to the server, made even for a widget
 * not yet in a window (a new row's button): 0.1-0.7 ms here, each time.
 * A tap that changes a knight's hand changes its tooltip ("3 white cards
 * in hand"), and the game log's rows and the refused choices are made
 * with one (docs/performance.md).
 *
 * The text is kept here and given to GTK when GTK asks for it, in
 * ::query-tooltip, when the pointer rests on the widget. As
 * gtk_widget_set_tooltip_text() does, the text is also the widget's
 * accessible description. A tooltip on show when its text changes keeps
 * the old text until the pointer moves.
 */

#include "config.h"

#include "sq-tooltip.h"

static GQuark
text_quark (void)
{
  return g_quark_from_static_string ("sq-tooltip-text");
}

static gboolean
query_tooltip_cb (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard_mode,
                  GtkTooltip *tooltip,
                  gpointer    data)
{
  const char *text = g_object_get_qdata (G_OBJECT (widget), text_quark ());

  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/**
 * sq_tooltip_set_text:
 * @widget: a widget whose tooltip is set only here
 * @text: (nullable): the tooltip, or %NULL (or "") for none
 *
 * Sets @widget's tooltip and accessible description to @text, if they
 * are not already @text.
 */
void
sq_tooltip_set_text (GtkWidget  *widget,
                     const char *text)
{
  GObject *object = G_OBJECT (widget);

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (gtk_widget_get_tooltip_text (widget) == NULL);

  if (text != NULL && *text == '\0')
    text = NULL;
  if (g_strcmp0 (g_object_get_qdata (object, text_quark ()), text) == 0)
    return;

  if (g_signal_handler_find (object, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, query_tooltip_cb, NULL) == 0)
    g_signal_connect (widget, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
  g_object_set_qdata_full (object, text_quark (), g_strdup (text), g_free);
  if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                    -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  gtk_widget_set_has_tooltip (widget, text != NULL);
}

/**
 * sq_tooltip_get_text:
 * @widget: a widget
 *
 * Returns: (nullable): the tooltip of @widget, set here or by GTK
 */
const char *
sq_tooltip_get_text (GtkWidget *widget)
{
  const char *text;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  text = g_object_get_qdata (G_OBJECT (widget), text_quark ());
  return text != NULL ? text : gtk_widget_get_tooltip_text (widget);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Helpers shared by the board widgets (sq-board, sq-*-view). They skip
 * work when nothing changed: the board is updated after every action and
 * a late-game table has a few hundred widgets, so an unchanged label, class
 * or accessible property must cost a string compare and nothing more. */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

static inline void
sq_board_toggle_class (GtkWidget  *widget,
                       const char *css_class,
                       gboolean    on)
{
  if (on == gtk_widget_has_css_class (widget, css_class))
    return;
  if (on)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

/* The leaf over a card's face that shows what turns change (the knight
 * whose turn it is, a place he may move to; see style.css), or @widget
 * itself where it has none: a class set on a card would make GTK look up
 * the style of every node in it again */
static inline GtkWidget *
sq_board_highlight_of (GtkWidget *widget)
{
  GtkWidget *last = gtk_widget_get_last_child (widget);

  return last != NULL && gtk_widget_has_css_class (last, "highlight") ? last : widget;
}

static inline GQuark
sq_board_a11y_quark (GtkAccessibleProperty property)
{
  if (property == GTK_ACCESSIBLE_PROPERTY_LABEL)
    return g_quark_from_static_string ("sq-a11y-label");
  if (property == GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
    return g_quark_from_static_string ("sq-a11y-description");
  g_assert (property == GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT);
  return g_quark_from_static_string ("sq-a11y-value-text");
}

/* Sets a string property (label, description or value text) if it differs
 * from the last one this helper set; %NULL removes it. */
static inline void
sq_board_set_a11y_text (GtkWidget             *widget,
                        GtkAccessibleProperty  property,
                        const char            *text)
{
  GQuark quark = sq_board_a11y_quark (property);

  if (g_strcmp0 (g_object_get_qdata (G_OBJECT (widget), quark), text) == 0)
    return;
  g_object_set_qdata_full (G_OBJECT (widget), quark, g_strdup (text), g_free);
  if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), property, text, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), property);
}

/* The text sq_board_set_a11y_text() (or _value()) last set, or %NULL. */
static inline const char *
sq_board_get_a11y_text (GtkWidget             *widget,
                        GtkAccessibleProperty  property)
{
  return g_object_get_qdata (G_OBJECT (widget), sq_board_a11y_quark (property));
}

/* A meter or range: the value, its bounds and the value spoken. */
static inline void
sq_board_set_a11y_value (GtkWidget  *widget,
                         double      now,
                         double      min,
                         double      max,
                         const char *text)
{
  GQuark quark = g_quark_from_static_string ("sq-a11y-value");
  double *last = g_object_get_qdata (G_OBJECT (widget), quark);

  if (last == NULL || last[0] != now || last[1] != min || last[2] != max)
    {
      double *value = g_new (double, 3);

      value[0] = now;
      value[1] = min;
      value[2] = max;
      g_object_set_qdata_full (G_OBJECT (widget), quark, value, g_free);
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                      GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, min,
                                      GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, max,
                                      GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, now,
                                      -1);
    }
  sq_board_set_a11y_text (widget, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text);
}

/* Decorative children of a widget that speaks for them. */
static inline void
sq_board_hide_from_a11y (GtkWidget *widget)
{
  gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
}

G_END_DECLS

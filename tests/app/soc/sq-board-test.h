/* SPDX-License-Identifier: GPL-3.0-or-later
#include "sq-tooltip.h"
 *
#include "sq-tooltip.h"
 * Copyright 2026 The Squire developers
#include "sq-tooltip.h"
 */
#include "sq-tooltip.h"

#include "sq-tooltip.h"
/* For the board's tests: a widget's accessible properties read back, the
#include "sq-tooltip.h"
 * widgets on show counted, and a tree's observation as text, to tell that
#include "sq-tooltip.h"
 * nothing changed. */
#include "sq-tooltip.h"

#include "sq-tooltip.h"
#pragma once
#include "sq-tooltip.h"

#include "sq-tooltip.h"
#include <gtk/gtk.h>
#include "sq-tooltip.h"

#include "sq-tooltip.h"
G_BEGIN_DECLS
#include "sq-tooltip.h"

#include "sq-tooltip.h"
/* GTK has no getter for accessible properties; its test API returns the
#include "sq-tooltip.h"
 * real value as text when it differs from the one asked, and a string no
#include "sq-tooltip.h"
 * widget ever sets always differs. */
#include "sq-tooltip.h"
static inline char *
#include "sq-tooltip.h"
dup_a11y (GtkWidget             *widget,
#include "sq-tooltip.h"
          GtkAccessibleProperty  property)
#include "sq-tooltip.h"
{
#include "sq-tooltip.h"
  char *value;
#include "sq-tooltip.h"

#include "sq-tooltip.h"
  if (property == GTK_ACCESSIBLE_PROPERTY_VALUE_NOW)
#include "sq-tooltip.h"
    value = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), property, -12345.0);
#include "sq-tooltip.h"
  else
#include "sq-tooltip.h"
    value = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), property, "\x01");
#include "sq-tooltip.h"
  if (value != NULL && g_str_equal (value, "undefined"))
#include "sq-tooltip.h"
    g_clear_pointer (&value, g_free);
#include "sq-tooltip.h"
  return value;
#include "sq-tooltip.h"
}
#include "sq-tooltip.h"

#include "sq-tooltip.h"
static inline void
#include "sq-tooltip.h"
assert_a11y_value (GtkWidget *widget,
#include "sq-tooltip.h"
                   double     now)
#include "sq-tooltip.h"
{
#include "sq-tooltip.h"
  g_autofree char *real = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
#include "sq-tooltip.h"
                                                              GTK_ACCESSIBLE_PROPERTY_VALUE_NOW,
#include "sq-tooltip.h"
                                                              now);
#include "sq-tooltip.h"

#include "sq-tooltip.h"
  if (real != NULL)
#include "sq-tooltip.h"
    g_error ("%s: accessible value %s, expected %g", G_OBJECT_TYPE_NAME (widget), real, now);
#include "sq-tooltip.h"
}
#include "sq-tooltip.h"

#include "sq-tooltip.h"
/* Visible widgets below @widget of @type having @css_class (or any). */
#include "sq-tooltip.h"
static inline guint
#include "sq-tooltip.h"
count_shown (GtkWidget  *widget,
#include "sq-tooltip.h"
             GType       type,
#include "sq-tooltip.h"
             const char *css_class)
#include "sq-tooltip.h"
{
#include "sq-tooltip.h"
  guint n = 0;
#include "sq-tooltip.h"

#include "sq-tooltip.h"
  if (!gtk_widget_get_visible (widget))
#include "sq-tooltip.h"
    return 0;
#include "sq-tooltip.h"
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) &&
#include "sq-tooltip.h"
      (css_class == NULL || gtk_widget_has_css_class (widget, css_class)))
#include "sq-tooltip.h"
    n++;
#include "sq-tooltip.h"
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
#include "sq-tooltip.h"
       child != NULL;
#include "sq-tooltip.h"
       child = gtk_widget_get_next_sibling (child))
#include "sq-tooltip.h"
    n += count_shown (child, type, css_class);
#include "sq-tooltip.h"
  return n;
#include "sq-tooltip.h"
}
#include "sq-tooltip.h"

#include "sq-tooltip.h"
/* Everything the board shows or says, widget by widget: type, visibility,
#include "sq-tooltip.h"
 * style classes, texts, icons, tooltips and accessible properties. Two
#include "sq-tooltip.h"
 * states the table cannot tell apart must give the same observation. */
#include "sq-tooltip.h"
static inline void
#include "sq-tooltip.h"
observe (GtkWidget *widget,
#include "sq-tooltip.h"
         GString   *out,
#include "sq-tooltip.h"
         guint      depth)
#include "sq-tooltip.h"
{
#include "sq-tooltip.h"
  static const GtkAccessibleProperty properties[] = {
#include "sq-tooltip.h"
    GTK_ACCESSIBLE_PROPERTY_LABEL,
#include "sq-tooltip.h"
    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
#include "sq-tooltip.h"
    GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
#include "sq-tooltip.h"
    GTK_ACCESSIBLE_PROPERTY_VALUE_NOW,
#include "sq-tooltip.h"
  };
#include "sq-tooltip.h"
  g_auto (GStrv) classes = NULL;
#include "sq-tooltip.h"

#include "sq-tooltip.h"
  /* what is hidden is neither shown nor spoken */
#include "sq-tooltip.h"
  if (!gtk_widget_get_visible (widget))
#include "sq-tooltip.h"
    {
#include "sq-tooltip.h"
      g_string_append_printf (out, "%*s%s (hidden)\n", depth, "", G_OBJECT_TYPE_NAME (widget));
#include "sq-tooltip.h"
      return;
#include "sq-tooltip.h"
    }
#include "sq-tooltip.h"

#include "sq-tooltip.h"
  classes = gtk_widget_get_css_classes (widget);
#include "sq-tooltip.h"
  g_string_append_printf (out, "%*s%s", depth, "", G_OBJECT_TYPE_NAME (widget));
#include "sq-tooltip.h"
  for (guint i = 0; classes[i] != NULL; i++)
#include "sq-tooltip.h"
    g_string_append_printf (out, " .%s", classes[i]);
#include "sq-tooltip.h"
  if (GTK_IS_LABEL (widget))
#include "sq-tooltip.h"
    g_string_append_printf (out, " text=«%s»", gtk_label_get_text (GTK_LABEL (widget)));
#include "sq-tooltip.h"
  if (GTK_IS_IMAGE (widget))
#include "sq-tooltip.h"
    g_string_append_printf (out, " icon=%s", gtk_image_get_icon_name (GTK_IMAGE (widget)));
#include "sq-tooltip.h"
  if (sq_tooltip_get_text (widget) != NULL)
#include "sq-tooltip.h"
    g_string_append_printf (out, " tooltip=«%s»", sq_tooltip_get_text (widget));
#include "sq-tooltip.h"
  for (guint i = 0; i < G_N_ELEMENTS (properties); i++)
#include "sq-tooltip.h"
    {
#include "sq-tooltip.h"
      g_autofree char *value = dup_a11y (widget, properties[i]);
#include "sq-tooltip.h"

#include "sq-tooltip.h"
      if (value != NULL)
#include "sq-tooltip.h"
        g_string_append_printf (out, " a11y%u=«%s»", properties[i], value);
#include "sq-tooltip.h"
    }
#include "sq-tooltip.h"
  g_string_append_c (out, '\n');
#include "sq-tooltip.h"

#include "sq-tooltip.h"
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
#include "sq-tooltip.h"
       child != NULL;
#include "sq-tooltip.h"
       child = gtk_widget_get_next_sibling (child))
#include "sq-tooltip.h"
    observe (child, out, depth + 1);
#include "sq-tooltip.h"
}
#include "sq-tooltip.h"

#include "sq-tooltip.h"
static inline char *
#include "sq-tooltip.h"
dup_observation (GtkWidget *widget)
#include "sq-tooltip.h"
{
#include "sq-tooltip.h"
  GString *out = g_string_new (NULL);
#include "sq-tooltip.h"

#include "sq-tooltip.h"
  observe (widget, out, 0);
#include "sq-tooltip.h"
  return g_string_free (out, FALSE);
#include "sq-tooltip.h"
}
#include "sq-tooltip.h"

#include "sq-tooltip.h"
G_END_DECLS
#include "sq-tooltip.h"

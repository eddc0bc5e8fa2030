/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* For the board's tests: a widget's accessible properties read back, the
 * widgets on show counted, and a tree's observation as text, to tell that
 * nothing changed. */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* GTK has no getter for accessible properties; its test API returns the
 * real value as text when it differs from the one asked, and a string no
 * widget ever sets always differs. */
static inline char *
dup_a11y (GtkWidget             *widget,
          GtkAccessibleProperty  property)
{
  char *value;

  if (property == GTK_ACCESSIBLE_PROPERTY_VALUE_NOW)
    value = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), property, -12345.0);
  else
    value = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), property, "\x01");
  if (value != NULL && g_str_equal (value, "undefined"))
    g_clear_pointer (&value, g_free);
  return value;
}

static inline void
assert_a11y_value (GtkWidget *widget,
                   double     now)
{
  g_autofree char *real = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                              GTK_ACCESSIBLE_PROPERTY_VALUE_NOW,
                                                              now);

  if (real != NULL)
    g_error ("%s: accessible value %s, expected %g", G_OBJECT_TYPE_NAME (widget), real, now);
}

/* Visible widgets below @widget of @type having @css_class (or any). */
static inline guint
count_shown (GtkWidget  *widget,
             GType       type,
             const char *css_class)
{
  guint n = 0;

  if (!gtk_widget_get_visible (widget))
    return 0;
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) &&
      (css_class == NULL || gtk_widget_has_css_class (widget, css_class)))
    n++;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_shown (child, type, css_class);
  return n;
}

/* Everything the board shows or says, widget by widget: type, visibility,
 * style classes, texts, icons, tooltips and accessible properties. Two
 * states the table cannot tell apart must give the same observation. */
static inline void
observe (GtkWidget *widget,
         GString   *out,
         guint      depth)
{
  static const GtkAccessibleProperty properties[] = {
    GTK_ACCESSIBLE_PROPERTY_LABEL,
    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
    GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
    GTK_ACCESSIBLE_PROPERTY_VALUE_NOW,
  };
  g_auto (GStrv) classes = NULL;

  /* what is hidden is neither shown nor spoken */
  if (!gtk_widget_get_visible (widget))
    {
      g_string_append_printf (out, "%*s%s (hidden)\n", depth, "", G_OBJECT_TYPE_NAME (widget));
      return;
    }

  classes = gtk_widget_get_css_classes (widget);
  g_string_append_printf (out, "%*s%s", depth, "", G_OBJECT_TYPE_NAME (widget));
  for (guint i = 0; classes[i] != NULL; i++)
    g_string_append_printf (out, " .%s", classes[i]);
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (out, " text=«%s»", gtk_label_get_text (GTK_LABEL (widget)));
  if (GTK_IS_IMAGE (widget))
    g_string_append_printf (out, " icon=%s", gtk_image_get_icon_name (GTK_IMAGE (widget)));
  if (gtk_widget_get_tooltip_text (widget) != NULL)
    g_string_append_printf (out, " tooltip=«%s»", gtk_widget_get_tooltip_text (widget));
  for (guint i = 0; i < G_N_ELEMENTS (properties); i++)
    {
      g_autofree char *value = dup_a11y (widget, properties[i]);

      if (value != NULL)
        g_string_append_printf (out, " a11y%u=«%s»", properties[i], value);
    }
  g_string_append_c (out, '\n');

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    observe (child, out, depth + 1);
}

static inline char *
dup_observation (GtkWidget *widget)
{
  GString *out = g_string_new (NULL);

  observe (widget, out, 0);
  return g_string_free (out, FALSE);
}

G_END_DECLS

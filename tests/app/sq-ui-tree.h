/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Walking a widget tree in the ui tests: the first widget, depth first,
 * that a predicate, a style class or a button's label picks, or every
 * widget of a type. */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef gboolean (*SqTestWidgetMatch) (GtkWidget     *widget,
                                       gconstpointer  data);

static inline GtkWidget *
sq_test_find_widget (GtkWidget         *root,
                     SqTestWidgetMatch  match,
                     gconstpointer      data)
{
  if (match (root, data))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = sq_test_find_widget (child, match, data);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static inline gboolean
sq_test_match_class (GtkWidget     *widget,
                     gconstpointer  css_class)
{
  return gtk_widget_has_css_class (widget, css_class);
}

static inline gboolean
sq_test_match_button_label (GtkWidget     *widget,
                            gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* The first widget with the style class @css_class under @root, or %NULL */
static inline GtkWidget *
sq_test_find_with_class (GtkWidget  *root,
                         const char *css_class)
{
  return sq_test_find_widget (root, sq_test_match_class, css_class);
}

typedef struct
{
  GType       type;
  const char *css_class;
} SqTestTyped;

static inline gboolean
sq_test_match_typed (GtkWidget     *widget,
                     gconstpointer  data)
{
  const SqTestTyped *typed = data;

  return G_TYPE_CHECK_INSTANCE_TYPE (widget, typed->type) &&
         (typed->css_class == NULL || gtk_widget_has_css_class (widget, typed->css_class));
}

/* The first widget of @type (with the style class @css_class, unless it
 * is %NULL) under @root, or %NULL */
static inline GtkWidget *
sq_test_find_typed (GtkWidget  *root,
                    GType       type,
                    const char *css_class)
{
  SqTestTyped typed = { type, css_class };

  return sq_test_find_widget (root, sq_test_match_typed, &typed);
}

/* The first button labelled @label under @root (the label as set, with
 * its mnemonic underscore), or %NULL */
static inline GtkWidget *
sq_test_find_button (GtkWidget  *root,
                     const char *label)
{
  return sq_test_find_widget (root, sq_test_match_button_label, label);
}

/* Adds every widget of @type below @widget (not @widget itself) to @out,
 * depth first */
static inline void
sq_test_collect (GtkWidget *widget,
                 GType      type,
                 GPtrArray *out)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        g_ptr_array_add (out, child);
      sq_test_collect (child, type, out);
    }
}

G_END_DECLS

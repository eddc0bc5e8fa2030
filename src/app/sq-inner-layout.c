/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * The widget keeps its own layout manager and its CSS node, so the
 * theme's rules for it still apply; only the questions asked of the
 * layout manager change, in the subclass's measure().
 */

#include "config.h"

#include "sq-inner-layout.h"

typedef struct
{
  GtkLayoutManager *inner; /* the widget's own layout manager */
} SqInnerLayoutPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (SqInnerLayout, sq_inner_layout, GTK_TYPE_LAYOUT_MANAGER)

/* GObject and layout manager overrides: each question handed on */

static void
sq_inner_layout_measure (GtkLayoutManager *manager,
                         GtkWidget        *widget,
                         GtkOrientation    orientation,
                         int               for_size,
                         int              *minimum,
                         int              *natural,
                         int              *minimum_baseline,
                         int              *natural_baseline)
{
  SqInnerLayoutPrivate *priv = sq_inner_layout_get_instance_private (SQ_INNER_LAYOUT (manager));

  gtk_layout_manager_measure (priv->inner, widget, orientation, for_size,
                              minimum, natural, minimum_baseline, natural_baseline);
}

static void
sq_inner_layout_allocate (GtkLayoutManager *manager,
                          GtkWidget        *widget,
                          int               width,
                          int               height,
                          int               baseline)
{
  SqInnerLayoutPrivate *priv = sq_inner_layout_get_instance_private (SQ_INNER_LAYOUT (manager));

  gtk_layout_manager_allocate (priv->inner, widget, width, height, baseline);
}

static GtkSizeRequestMode
sq_inner_layout_get_request_mode (GtkLayoutManager *manager,
                                  GtkWidget        *widget)
{
  SqInnerLayoutPrivate *priv = sq_inner_layout_get_instance_private (SQ_INNER_LAYOUT (manager));

  return GTK_LAYOUT_MANAGER_GET_CLASS (priv->inner)->get_request_mode (priv->inner, widget);
}

static void
sq_inner_layout_dispose (GObject *object)
{
  SqInnerLayoutPrivate *priv = sq_inner_layout_get_instance_private (SQ_INNER_LAYOUT (object));

  g_clear_object (&priv->inner);

  G_OBJECT_CLASS (sq_inner_layout_parent_class)->dispose (object);
}

/* class_init and init */

static void
sq_inner_layout_class_init (SqInnerLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  object_class->dispose = sq_inner_layout_dispose;

  layout_class->measure = sq_inner_layout_measure;
  layout_class->allocate = sq_inner_layout_allocate;
  layout_class->get_request_mode = sq_inner_layout_get_request_mode;
}

static void
sq_inner_layout_init (SqInnerLayout *self)
{
}

/* Public API */

/* the widget's own layout manager, which does the work */
GtkLayoutManager *
sq_inner_layout_get_inner (SqInnerLayout *self)
{
  SqInnerLayoutPrivate *priv;

  g_return_val_if_fail (SQ_IS_INNER_LAYOUT (self), NULL);

  priv = sq_inner_layout_get_instance_private (self);
  return priv->inner;
}

/**
 * sq_inner_layout_own_width:
 * @widget: a widget being measured
 * @orientation: what is asked
 * @for_size: at what size
 *
 * The size to ask @widget's content at: its height at no width is its
 * height at the width it has, once it has one; any other question is
 * asked as it comes (see sq-height-layout.c, sq-window-layout.c and
 * sq-wrap-bin.c).
 *
 * Returns: @for_size, or @widget's width
 */
int
sq_inner_layout_own_width (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), for_size);

  if (orientation == GTK_ORIENTATION_VERTICAL && for_size < 0 && gtk_widget_get_width (widget) > 0)
    return gtk_widget_get_width (widget);
  return for_size;
}

/**
 * sq_inner_layout_measure_at_own_width:
 *
 * Hands a question on to @widget's own layout manager, asked as
 * sq_inner_layout_own_width() says.
 */
void
sq_inner_layout_measure_at_own_width (SqInnerLayout  *self,
                                      GtkWidget      *widget,
                                      GtkOrientation  orientation,
                                      int             for_size,
                                      int            *minimum,
                                      int            *natural,
                                      int            *minimum_baseline,
                                      int            *natural_baseline)
{
  SqInnerLayoutPrivate *priv;

  g_return_if_fail (SQ_IS_INNER_LAYOUT (self));

  priv = sq_inner_layout_get_instance_private (self);
  gtk_layout_manager_measure (priv->inner, widget, orientation,
                              sq_inner_layout_own_width (widget, orientation, for_size),
                              minimum, natural, minimum_baseline, natural_baseline);
}

/**
 * sq_inner_layout_install:
 * @widget: a widget with a layout manager of its own
 * @type: a subclass of #SqInnerLayout
 *
 * Puts a new layout manager of @type in the place of @widget's own, which
 * goes on doing the work. Installing one of the same type twice does
 * nothing more. A #GtkBox reads and sets its properties (orientation,
 * spacing...) through its own layout manager: none of them may be read
 * or set on @widget afterwards.
 */
void
sq_inner_layout_install (GtkWidget *widget,
                         GType      type)
{
  GtkLayoutManager *inner;
  SqInnerLayoutPrivate *priv;
  SqInnerLayout *self;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (g_type_is_a (type, SQ_TYPE_INNER_LAYOUT));

  inner = gtk_widget_get_layout_manager (widget);
  g_return_if_fail (inner != NULL);
  if (G_TYPE_CHECK_INSTANCE_TYPE (inner, type))
    return;

  self = g_object_new (type, NULL);
  priv = sq_inner_layout_get_instance_private (self);
  priv->inner = g_object_ref (inner);
  gtk_widget_set_layout_manager (widget, GTK_LAYOUT_MANAGER (self));
}

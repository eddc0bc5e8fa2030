/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * A label that wraps is measured height for width. When a container asks
 * for its width at a given height instead, GTK 4.8's label searches for
 * the narrowest width that fits that height, laying its text out at each
 * width it tries; and a horizontal GtkBox whose child is measured height
 * for width searches for its own height the same way, asking each child's
 * width at every height it tries. A wrapping label beside a button in a
 * row was laid out some 80 times a frame, most of the turn panel's
 * layout. This bin answers a width asked for a height with its child's
 * width for any height (as GTK 3 did for such widgets): the text's words
 * and its longest line do not depend on the height it is given.
 *
 * A box asked for its height at no width asks its children the same, and
 * GTK's label then lays its text out twice more, on one line and at its
 * natural width. Once the bin has a width, it answers that question with
 * its child's height at the width it has, laid out already
 * (sq_inner_layout_own_width(), the rule of the layouts that stand in
 * for a widget's own).
 */

#include "config.h"

#include "sq-inner-layout.h"
#include "sq-wrap-bin.h"

struct _SqWrapBin
{
  GtkWidget  parent_instance;

  GtkWidget *child;
};

G_DEFINE_FINAL_TYPE (SqWrapBin, sq_wrap_bin, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_CHILD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* GObject and widget overrides */

static void
sq_wrap_bin_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  SqWrapBin *self = SQ_WRAP_BIN (widget);

  if (self->child == NULL || !gtk_widget_should_layout (self->child))
    return;

  gtk_widget_measure (self->child, orientation,
                      orientation == GTK_ORIENTATION_HORIZONTAL
                        ? -1 : sq_inner_layout_own_width (widget, orientation, for_size),
                      minimum, natural, minimum_baseline, natural_baseline);
}

static GtkSizeRequestMode
sq_wrap_bin_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* the child's wish to expand is the bin's */
static void
sq_wrap_bin_compute_expand (GtkWidget *widget,
                            gboolean  *hexpand,
                            gboolean  *vexpand)
{
  SqWrapBin *self = SQ_WRAP_BIN (widget);

  *hexpand = self->child != NULL && gtk_widget_compute_expand (self->child, GTK_ORIENTATION_HORIZONTAL);
  *vexpand = self->child != NULL && gtk_widget_compute_expand (self->child, GTK_ORIENTATION_VERTICAL);
}

static void
sq_wrap_bin_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  SqWrapBin *self = SQ_WRAP_BIN (widget);

  if (self->child != NULL && gtk_widget_should_layout (self->child))
    gtk_widget_allocate (self->child, width, height, baseline, NULL);
}

static void
sq_wrap_bin_dispose (GObject *object)
{
  SqWrapBin *self = SQ_WRAP_BIN (object);

  g_clear_pointer (&self->child, gtk_widget_unparent);

  G_OBJECT_CLASS (sq_wrap_bin_parent_class)->dispose (object);
}

static void
sq_wrap_bin_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  SqWrapBin *self = SQ_WRAP_BIN (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      g_value_set_object (value, self->child);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_wrap_bin_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  SqWrapBin *self = SQ_WRAP_BIN (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      sq_wrap_bin_set_child (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_wrap_bin_class_init (SqWrapBinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_wrap_bin_dispose;
  object_class->get_property = sq_wrap_bin_get_property;
  object_class->set_property = sq_wrap_bin_set_property;

  widget_class->measure = sq_wrap_bin_measure;
  widget_class->get_request_mode = sq_wrap_bin_get_request_mode;
  widget_class->size_allocate = sq_wrap_bin_size_allocate;
  widget_class->compute_expand = sq_wrap_bin_compute_expand;

  properties[PROP_CHILD] =
    g_param_spec_object ("child", NULL, NULL,
                         GTK_TYPE_WIDGET,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
}

static void
sq_wrap_bin_init (SqWrapBin *self)
{
}

/* Public API */

/**
 * sq_wrap_bin_new:
 * @child: (nullable): the widget inside, usually a label that wraps
 */
GtkWidget *
sq_wrap_bin_new (GtkWidget *child)
{
  return g_object_new (SQ_TYPE_WRAP_BIN, "child", child, NULL);
}

/**
 * sq_wrap_bin_get_child:
 *
 * Returns: (transfer none) (nullable): the widget inside
 */
GtkWidget *
sq_wrap_bin_get_child (SqWrapBin *self)
{
  g_return_val_if_fail (SQ_IS_WRAP_BIN (self), NULL);

  return self->child;
}

void
sq_wrap_bin_set_child (SqWrapBin *self,
                       GtkWidget *child)
{
  g_return_if_fail (SQ_IS_WRAP_BIN (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));
  g_return_if_fail (child == NULL || gtk_widget_get_parent (child) == NULL);

  if (self->child == child)
    return;

  g_clear_pointer (&self->child, gtk_widget_unparent);
  if (child != NULL)
    {
      self->child = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHILD]);
}

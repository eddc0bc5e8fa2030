/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * GTK 4.8 asks a box of wrapping text for its width at a given height in
 * two places of every status page: the viewport that scrolls it asks its
 * box when it is allocated, and an AdwClamp asks its child when it is
 * allocated. A vertical GtkBox answers by searching for the narrowest
 * width at which its children fit that height, asking each child's height
 * at every width it tries, and each wrapping label among them lays its
 * text out anew at each width: the start page's description was laid out
 * about 50 times before the first frame. libadwaita's action rows ask
 * their box of title and subtitle the same way. These boxes are made by
 * libadwaita, so SqWrapBin cannot be put around them; this layout manager
 * takes the place of a box's own and hands every question on to it, but
 * asks the box's width without a height (as GTK 3 did): the words of a
 * text and its longest line do not depend on the height it is given. The
 * box keeps its CSS node, so the theme's rules for it still apply.
 */

#include "config.h"

#include "sq-width-layout.h"

struct _SqWidthLayout
{
  GtkLayoutManager  parent_instance;

  GtkLayoutManager *inner; /* the box's own layout manager */
};

G_DEFINE_FINAL_TYPE (SqWidthLayout, sq_width_layout, GTK_TYPE_LAYOUT_MANAGER)

/* GObject and layout manager overrides */

static void
sq_width_layout_measure (GtkLayoutManager *manager,
                         GtkWidget        *widget,
                         GtkOrientation    orientation,
                         int               for_size,
                         int              *minimum,
                         int              *natural,
                         int              *minimum_baseline,
                         int              *natural_baseline)
{
  SqWidthLayout *self = SQ_WIDTH_LAYOUT (manager);

  gtk_layout_manager_measure (self->inner, widget, orientation,
                              orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : for_size,
                              minimum, natural, minimum_baseline, natural_baseline);
}

static void
sq_width_layout_allocate (GtkLayoutManager *manager,
                          GtkWidget        *widget,
                          int               width,
                          int               height,
                          int               baseline)
{
  SqWidthLayout *self = SQ_WIDTH_LAYOUT (manager);

  gtk_layout_manager_allocate (self->inner, widget, width, height, baseline);
}

/* as the box's own says: a box of texts that do not wrap keeps a constant
 * size, which GTK measures once */
static GtkSizeRequestMode
sq_width_layout_get_request_mode (GtkLayoutManager *manager,
                                  GtkWidget        *widget)
{
  SqWidthLayout *self = SQ_WIDTH_LAYOUT (manager);

  return GTK_LAYOUT_MANAGER_GET_CLASS (self->inner)->get_request_mode (self->inner, widget);
}

static void
sq_width_layout_dispose (GObject *object)
{
  SqWidthLayout *self = SQ_WIDTH_LAYOUT (object);

  g_clear_object (&self->inner);

  G_OBJECT_CLASS (sq_width_layout_parent_class)->dispose (object);
}

/* class_init and init */

static void
sq_width_layout_class_init (SqWidthLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  object_class->dispose = sq_width_layout_dispose;

  layout_class->measure = sq_width_layout_measure;
  layout_class->allocate = sq_width_layout_allocate;
  layout_class->get_request_mode = sq_width_layout_get_request_mode;
}

static void
sq_width_layout_init (SqWidthLayout *self)
{
}

/* Public API */

/**
 * sq_width_layout_install:
 * @widget: a widget with a layout manager of its own, usually a vertical
 *   #GtkBox that libadwaita made
 *
 * Puts an #SqWidthLayout in the place of @widget's layout manager, which
 * goes on doing the work: @widget's width for any height is then its
 * width with no height, its height for a width and its allocation as
 * before. Installing it twice does nothing more. A #GtkBox reads and
 * sets its properties (orientation, spacing...) through its own layout
 * manager: none of them may be read or set on @widget afterwards.
 */
void
sq_width_layout_install (GtkWidget *widget)
{
  GtkLayoutManager *inner;
  SqWidthLayout *self;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  inner = gtk_widget_get_layout_manager (widget);
  g_return_if_fail (inner != NULL);
  if (SQ_IS_WIDTH_LAYOUT (inner))
    return;

  self = g_object_new (SQ_TYPE_WIDTH_LAYOUT, NULL);
  self->inner = g_object_ref (inner);
  gtk_widget_set_layout_manager (widget, GTK_LAYOUT_MANAGER (self));
}

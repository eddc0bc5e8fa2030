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
 * takes the place of a box's own and hands every question on to it (an
 * #SqInnerLayout), but asks the box's width without a height (as GTK 3
 * did): the words of a text and its longest line do not depend on the
 * height it is given.
 */

#include "config.h"

#include "sq-width-layout.h"

struct _SqWidthLayout
{
  SqInnerLayout parent_instance;
};

G_DEFINE_FINAL_TYPE (SqWidthLayout, sq_width_layout, SQ_TYPE_INNER_LAYOUT)

/* layout manager overrides */

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
  GtkLayoutManager *inner = sq_inner_layout_get_inner (SQ_INNER_LAYOUT (manager));

  gtk_layout_manager_measure (inner, widget, orientation,
                              orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : for_size,
                              minimum, natural, minimum_baseline, natural_baseline);
}

/* class_init and init */

static void
sq_width_layout_class_init (SqWidthLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  /* the request mode stays the box's own: a box of texts that do not
   * wrap keeps a constant size, which GTK measures once */
  layout_class->measure = sq_width_layout_measure;
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
 * before. Installing it twice does nothing more. None of a box's
 * properties may be read or set on @widget afterwards (see
 * sq_inner_layout_install()).
 */
void
sq_width_layout_install (GtkWidget *widget)
{
  sq_inner_layout_install (widget, SQ_TYPE_WIDTH_LAYOUT);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * Whenever something inside a GtkScrolledWindow asks for a new size, GTK
 * 4.8's scrolled window asks its child for its height at no width, even
 * when it scrolls vertically and does not hand the child's natural height
 * on: the answer is then dropped. An AdwClamp answers that question by
 * measuring its child at the child's natural width up to the clamp's
 * maximum size, a width the child is never given in a narrow column: the
 * turn panel's texts were laid out at 496 pixels in a column of 336 at
 * every tap, and the board's at up to 1,400. This layout manager takes the
 * place of the widget's own (an #SqInnerLayout) and answers that question
 * with the height at the width the widget has, which the frame measures
 * anyway; before the widget has a width, or for any other question, it
 * hands the question on unchanged.
 */

#include "config.h"

#include "sq-height-layout.h"

struct _SqHeightLayout
{
  SqInnerLayout parent_instance;
};

G_DEFINE_FINAL_TYPE (SqHeightLayout, sq_height_layout, SQ_TYPE_INNER_LAYOUT)

/* layout manager overrides */

static void
sq_height_layout_measure (GtkLayoutManager *manager,
                          GtkWidget        *widget,
                          GtkOrientation    orientation,
                          int               for_size,
                          int              *minimum,
                          int              *natural,
                          int              *minimum_baseline,
                          int              *natural_baseline)
{
  sq_inner_layout_measure_at_own_width (SQ_INNER_LAYOUT (manager), widget, orientation, for_size,
                                        minimum, natural, minimum_baseline, natural_baseline);
}

/* class_init and init */

static void
sq_height_layout_class_init (SqHeightLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  layout_class->measure = sq_height_layout_measure;
}

static void
sq_height_layout_init (SqHeightLayout *self)
{
}

/* Public API */

/**
 * sq_height_layout_install:
 * @scroller: a #GtkScrolledWindow that scrolls vertically and does not
 *   propagate its child's natural height
 *
 * Puts an #SqHeightLayout in the place of the layout manager of
 * @scroller's child (inside its #GtkViewport, if it has one; usually an
 * #AdwClamp), which goes on doing the work: once the child has a width,
 * its height at no width is its height at that width; its width and its
 * allocation are as before. Installing it twice does nothing more. None
 * of the properties that the child keeps in its layout manager (an
 * #AdwClamp's maximum size, a #GtkBox's spacing...) may be read or set
 * afterwards (see sq_inner_layout_install()).
 */
void
sq_height_layout_install (GtkScrolledWindow *scroller)
{
  GtkPolicyType vertical;
  GtkWidget *child;

  g_return_if_fail (GTK_IS_SCROLLED_WINDOW (scroller));
  gtk_scrolled_window_get_policy (scroller, NULL, &vertical);
  g_return_if_fail (vertical != GTK_POLICY_NEVER);
  g_return_if_fail (!gtk_scrolled_window_get_propagate_natural_height (scroller));

  child = gtk_scrolled_window_get_child (scroller);
  if (GTK_IS_VIEWPORT (child))
    child = gtk_viewport_get_child (GTK_VIEWPORT (child));
  g_return_if_fail (child != NULL);

  sq_inner_layout_install (child, SQ_TYPE_HEIGHT_LAYOUT);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* A layout manager that stands in for a widget's own and hands every
 * question on to it; a subclass changes the questions it asks (see
 * sq-width-layout.c and sq-window-layout.c). */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SQ_TYPE_INNER_LAYOUT (sq_inner_layout_get_type ())

G_DECLARE_DERIVABLE_TYPE (SqInnerLayout, sq_inner_layout, SQ, INNER_LAYOUT, GtkLayoutManager)

struct _SqInnerLayoutClass
{
  GtkLayoutManagerClass parent_class;
};

GtkLayoutManager *sq_inner_layout_get_inner (SqInnerLayout *self);
int               sq_inner_layout_own_width (GtkWidget      *widget,
                                             GtkOrientation  orientation,
                                             int             for_size);
void              sq_inner_layout_measure_at_own_width (SqInnerLayout  *self,
                                                        GtkWidget      *widget,
                                                        GtkOrientation  orientation,
                                                        int             for_size,
                                                        int            *minimum,
                                                        int            *natural,
                                                        int            *minimum_baseline,
                                                        int            *natural_baseline);
void              sq_inner_layout_install   (GtkWidget     *widget,
                                             GType          type);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* A layout manager that stands in for a box's own (see sq-width-layout.c):
 * the box's width is asked without a height, as SqWrapBin does for its
 * child, for boxes that libadwaita makes and Squire cannot wrap. */

#pragma once

#include "sq-inner-layout.h"

G_BEGIN_DECLS

#define SQ_TYPE_WIDTH_LAYOUT (sq_width_layout_get_type ())

G_DECLARE_FINAL_TYPE (SqWidthLayout, sq_width_layout, SQ, WIDTH_LAYOUT, SqInnerLayout)

void sq_width_layout_install (GtkWidget *widget);

G_END_DECLS

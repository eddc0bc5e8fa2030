/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* A layout manager that stands in for a scrolled widget's own (see
 * sq-height-layout.c): its height at no width is its height at the width
 * it has, for the child of a scrolled window. */

#pragma once

#include "sq-inner-layout.h"

G_BEGIN_DECLS

#define SQ_TYPE_HEIGHT_LAYOUT (sq_height_layout_get_type ())

G_DECLARE_FINAL_TYPE (SqHeightLayout, sq_height_layout, SQ, HEIGHT_LAYOUT, SqInnerLayout)

void sq_height_layout_install (GtkScrolledWindow *scroller);

G_END_DECLS

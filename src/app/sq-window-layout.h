/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* A layout manager that stands in for the window's top box's own (see
 * sq-window-layout.c): the box's height is asked at the width it has, so
 * that the window's size is worked out from the sizes its frame lays out
 * anyway, not from sizes at no width that nothing else asks for. */

#pragma once

#include "sq-inner-layout.h"

G_BEGIN_DECLS

#define SQ_TYPE_WINDOW_LAYOUT (sq_window_layout_get_type ())

G_DECLARE_FINAL_TYPE (SqWindowLayout, sq_window_layout, SQ, WINDOW_LAYOUT, SqInnerLayout)

void sq_window_layout_install (GtkWidget *widget);

G_END_DECLS

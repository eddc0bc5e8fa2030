/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The layout of a widget the window's toasts must not cover (see
 * sq-toaster.c): like GtkBinLayout, but the child ends "room" pixels above
 * the widget's bottom, never below its own minimum height. The room never
 * counts in the widget's size request, so it can never make the window
 * grow. */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SQ_TYPE_TOAST_ROOM (sq_toast_room_get_type ())

G_DECLARE_FINAL_TYPE (SqToastRoom, sq_toast_room, SQ, TOAST_ROOM, GtkLayoutManager)

GtkLayoutManager *sq_toast_room_new      (void);
void              sq_toast_room_set_room (SqToastRoom *self,
                                          int          room);
int               sq_toast_room_get_room (SqToastRoom *self);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* A bin for text that wraps (see sq-wrap-bin.c): its width is asked
 * without a height, so a container never makes GTK search for the width
 * of its labels at each height it tries. */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SQ_TYPE_WRAP_BIN (sq_wrap_bin_get_type ())

G_DECLARE_FINAL_TYPE (SqWrapBin, sq_wrap_bin, SQ, WRAP_BIN, GtkWidget)

GtkWidget *sq_wrap_bin_new       (GtkWidget *child);
GtkWidget *sq_wrap_bin_get_child (SqWrapBin *self);
void       sq_wrap_bin_set_child (SqWrapBin *self,
                                  GtkWidget *child);

G_END_DECLS

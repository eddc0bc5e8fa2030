/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* A bin whose child's symbolic icons reach GTK 4.8's cairo renderer
 * already in their colour (see sq-tint-bin.c). */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SQ_TYPE_TINT_BIN (sq_tint_bin_get_type ())

G_DECLARE_FINAL_TYPE (SqTintBin, sq_tint_bin, SQ, TINT_BIN, AdwBin)

GtkWidget *sq_tint_bin_new (GtkWidget *child);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* A tooltip set without a question to the display: see sq-tooltip.c. */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void        sq_tooltip_set_text (GtkWidget  *widget,
                                 const char *text);
const char *sq_tooltip_get_text (GtkWidget  *widget);

G_END_DECLS

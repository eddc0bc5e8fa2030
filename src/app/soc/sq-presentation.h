/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void     sq_presentation_set (GtkWindow *window,
                              gboolean   on);
gboolean sq_presentation_get (GtkWindow *window);
void     sq_presentation_toggle (GtkWindow *window);

G_END_DECLS

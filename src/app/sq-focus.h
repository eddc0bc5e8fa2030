/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWidget *sq_focus_find_main_action (GtkWidget *page);
gboolean   sq_focus_main_action      (GtkWidget *page,
                                      GtkWidget *fallback);
void       sq_focus_keep_visible     (GtkWindow *window);

G_END_DECLS

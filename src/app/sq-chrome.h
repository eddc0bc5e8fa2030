/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void sq_chrome_restore_state      (GtkWindow            *window,
                                   GSettings            *settings);
void sq_chrome_save_state         (GtkWindow            *window,
                                   GSettings            *settings);
void sq_chrome_add_shortcuts      (GtkApplicationWindow *window);
void sq_chrome_wrap_at_words      (GtkWidget            *widget);
void sq_chrome_widths_without_heights (GtkWidget         *widget);
void sq_chrome_column_label       (GtkWidget            *label,
                                   int                   n_chars);
void     sq_chrome_set_rows_wrap  (GtkWidget            *widget,
                                   gboolean              wrap);
void     sq_chrome_fit_rows       (GtkWidget            *widget);

G_END_DECLS

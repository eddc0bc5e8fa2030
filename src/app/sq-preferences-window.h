/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Preferences: the screen during a game, the language and the defaults
 * for new games. Preferences only: no game state lives in settings. */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SQ_TYPE_PREFERENCES_WINDOW (sq_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (SqPreferencesWindow, sq_preferences_window, SQ, PREFERENCES_WINDOW, AdwPreferencesWindow)

GtkWidget *sq_preferences_window_new          (GSettings           *settings);
GSettings *sq_preferences_window_get_settings (SqPreferencesWindow *self);

G_END_DECLS

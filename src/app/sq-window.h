/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#pragma once

#include <adwaita.h>

#include "sq-application.h"
#include "sq-game.h"
#include "sq-store.h"

G_BEGIN_DECLS

#define SQ_TYPE_WINDOW (sq_window_get_type ())

G_DECLARE_FINAL_TYPE (SqWindow, sq_window, SQ, WINDOW, AdwApplicationWindow)

SqWindow   *sq_window_new              (SqApplication *application);
GSettings  *sq_window_get_settings     (SqWindow      *self);
SqStore    *sq_window_get_store        (SqWindow      *self);
SqGame     *sq_window_get_game         (SqWindow      *self);
const char *sq_window_get_page         (SqWindow      *self);
gboolean    sq_window_start_game       (SqWindow      *self,
                                        const SqSetup *setup,
                                        const char    *name,
                                        GError       **error);
gboolean    sq_window_open_game        (SqWindow      *self,
                                        const char    *id,
                                        GError       **error);
void        sq_window_show_rule        (SqWindow      *self,
                                        const char    *rule_id);
void        sq_window_show_topic       (SqWindow      *self,
                                        const char    *topic_id);
GtkWidget  *sq_window_get_part         (SqWindow      *self,
                                        const char    *name);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The question asked when another program holds a game or changed its
 * file (SQ_STORE_ERROR_LOCKED, SQ_STORE_ERROR_CHANGED): open it read-only
 * or go on with a copy. Squire never overwrites it silently. Shared by
 * both games: the window asks it for Shadows over Camelot games, the
 * Camelot Legends page for its own (sq-legends-page-conflict.c). */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Responses: "cancel", "read-only", "copy" */
AdwMessageDialog *sq_game_conflict_dialog_new (GtkWindow  *parent,
                                               gboolean    changed);
char             *sq_game_conflict_copy_name  (const char *name);
gboolean          sq_game_conflict_matches    (const GError *error,
                                               gboolean     *changed);
void              sq_game_conflict_ask        (GtkWidget    *widget,
                                               const char   *id,
                                               gboolean      changed,
                                               GCallback     on_response,
                                               gpointer      instance);
const char       *sq_game_conflict_get_id     (AdwMessageDialog *dialog);
char             *sq_game_conflict_subtitle   (const char   *name,
                                               gboolean      read_only);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The UI's thin façade over one Camelot Legends game: an SqLegendsHistory
 * saved after every change, sealed, in the Legends folder, with the
 * players' names beside it. Widgets read the state from here and change
 * it only through sq_legends_game_apply(), undo and redo. */

#pragma once

#include <gio/gio.h>

#include "sq-legends-history.h"
#include "sq-legends-rules.h"

G_BEGIN_DECLS

/* Beside the games folder, under g_get_user_data_dir()/SQ_STORE_APP_DIR */
#define SQ_LEGENDS_GAMES_DIR "legends"

#define SQ_TYPE_LEGENDS_GAME (sq_legends_game_get_type ())

G_DECLARE_FINAL_TYPE (SqLegendsGame, sq_legends_game, SQ, LEGENDS_GAME, GObject)

SqLegendsGame         *sq_legends_game_new              (const char            *directory,
                                                         const SqLegendsSetup  *setup,
                                                         const char * const    *names,
                                                         GError               **error);
SqLegendsGame         *sq_legends_game_open             (const char            *directory,
                                                         const char            *id,
                                                         GError               **error);
SqLegendsGame         *sq_legends_game_open_read_only   (const char            *directory,
                                                         const char            *id,
                                                         GError               **error);
gboolean               sq_legends_game_save_as_copy     (SqLegendsGame         *self,
                                                         GError               **error);
gboolean               sq_legends_game_get_read_only    (SqLegendsGame         *self);

/* sq-legends-game-scan.c */
char                  *sq_legends_game_find_last_unfinished (const char        *directory);
void                   sq_legends_game_find_last_unfinished_async  (const char          *directory,
                                                                    GCancellable        *cancellable,
                                                                    GAsyncReadyCallback  callback,
                                                                    gpointer             user_data);
SqLegendsGame         *sq_legends_game_find_last_unfinished_finish (GAsyncResult        *result,
                                                                    GError             **error);
char                  *sq_legends_game_describe_to_continue (SqLegendsGame     *game);

const char            *sq_legends_game_get_id           (SqLegendsGame         *self);
const char            *sq_legends_game_get_directory    (SqLegendsGame         *self);
const char * const    *sq_legends_game_get_names        (SqLegendsGame         *self);
const char            *sq_legends_game_get_name         (SqLegendsGame         *self,
                                                         guint                  seat);
const SqLegendsState  *sq_legends_game_get_state        (SqLegendsGame         *self);
const SqLegendsSetup  *sq_legends_game_get_setup        (SqLegendsGame         *self);
gboolean               sq_legends_game_get_finished     (SqLegendsGame         *self);
gboolean               sq_legends_game_get_can_undo     (SqLegendsGame         *self);
gboolean               sq_legends_game_get_can_redo     (SqLegendsGame         *self);
guint                  sq_legends_game_get_position     (SqLegendsGame         *self);

gboolean               sq_legends_game_check            (SqLegendsGame         *self,
                                                         const SqLegendsAction *action,
                                                         GError               **error);
gboolean               sq_legends_game_apply            (SqLegendsGame         *self,
                                                         const SqLegendsAction *action,
                                                         GError               **error);
gboolean               sq_legends_game_undo             (SqLegendsGame         *self,
                                                         GError               **error);
gboolean               sq_legends_game_redo             (SqLegendsGame         *self,
                                                         GError               **error);

G_END_DECLS

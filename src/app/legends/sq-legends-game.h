/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The UI's thin façade over one Camelot Legends game: an SqRecordGame
 * over an SqLegendsHistory, saved after every change, sealed, in the
 * Legends folder, with the players' names. Widgets read the state from
 * here and change it only through sq_legends_game_apply(), undo and
 * redo. */

#pragma once

#include <gio/gio.h>

#include "sq-legends-history.h"
#include "sq-legends-rules.h"
#include "sq-legends-store.h"
#include "sq-record-game.h"

G_BEGIN_DECLS

#define SQ_TYPE_LEGENDS_GAME (sq_legends_game_get_type ())

G_DECLARE_FINAL_TYPE (SqLegendsGame, sq_legends_game, SQ, LEGENDS_GAME, SqRecordGame)

/* sq_legends_game_get_id(), _get_read_only(), _get_finished(),
 * _get_can_undo(), _get_can_redo(), _get_position(), _get_state(),
 * _get_setup(), _apply(), _undo(), _redo() and _jump_to(): SqRecordGame's,
 * typed for this game */
SQ_RECORD_GAME_DECLARE_API (SqLegendsGame, sq_legends_game,
                            SqLegendsState, SqLegendsSetup, SqLegendsAction)

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

/* sq-legends-game-scan.c */
char                  *sq_legends_game_find_last_unfinished (const char        *directory);
void                   sq_legends_game_find_last_unfinished_async  (const char          *directory,
                                                                    GCancellable        *cancellable,
                                                                    GAsyncReadyCallback  callback,
                                                                    gpointer             user_data);
SqLegendsGame         *sq_legends_game_find_last_unfinished_finish (GAsyncResult        *result,
                                                                    GError             **error);
char                  *sq_legends_game_describe_to_continue (SqLegendsGame     *game);

const char            *sq_legends_game_get_directory    (SqLegendsGame         *self);
const char * const    *sq_legends_game_get_names        (SqLegendsGame         *self);
const char            *sq_legends_game_get_name         (SqLegendsGame         *self,
                                                         guint                  seat);

gboolean               sq_legends_game_check            (SqLegendsGame         *self,
                                                         const SqLegendsAction *action,
                                                         GError               **error);

G_END_DECLS

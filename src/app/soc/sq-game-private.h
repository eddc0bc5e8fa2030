/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What sq-game.c and sq-game-correct.c share: the history behind the
 * façade, one saved change to it, and the log's words for a correction. */

#pragma once

#include "sq-game.h"
#include "sq-log-entry.h"

G_BEGIN_DECLS

typedef gboolean (*SqGameChange) (SqHistory      *history,
                                  gconstpointer   data,
                                  GError        **error);

SqHistory *sq_game_get_history       (SqGame           *self);
gboolean   sq_game_change            (SqGame           *self,
                                      SqGameChange      change,
                                      gconstpointer     data,
                                      GError          **error);

SqState   *sq_game_history_state_at  (const SqHistory  *history,
                                      guint             position);
char      *sq_game_correction_text   (const SqHistory  *history,
                                      guint             entry);
void       sq_game_mark_correctable  (const SqHistory  *history,
                                      GListModel       *log);
void       sq_game_describe_correction (SqLogEntry     *entry,
                                        const SqState  *before,
                                        gboolean        first_of_turn);

G_END_DECLS

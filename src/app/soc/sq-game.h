/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The UI's thin façade over one Shadows over Camelot game: an
 * SqRecordGame over an SqHistory, saved through the SqStore after every
 * action, with the game log as a list model and corrections. Widgets
 * read the state from here and change it only through sq_game_apply(),
 * undo, redo, jump and corrections. */

#pragma once

#include <gio/gio.h>

#include "sq-history.h"
#include "sq-record-game.h"
#include "sq-rules.h"
#include "sq-store.h"

G_BEGIN_DECLS

#define SQ_TYPE_GAME (sq_game_get_type ())

G_DECLARE_FINAL_TYPE (SqGame, sq_game, SQ, GAME, SqRecordGame)

/* sq_game_get_id(), _get_read_only(), _get_finished(), _get_can_undo(),
 * _get_can_redo(), _get_position(), _get_state(), _get_setup(), _apply(),
 * _undo(), _redo() and _jump_to(): SqRecordGame's, typed for this game */
SQ_RECORD_GAME_DECLARE_API (SqGame, sq_game, SqState, SqSetup, SqAction)

SqGame        *sq_game_new            (SqStore        *store,
                                       const SqSetup  *setup,
                                       const char     *name,
                                       GError        **error);
SqGame        *sq_game_open           (SqStore        *store,
                                       const char     *id,
                                       GError        **error);
SqGame        *sq_game_open_read_only (SqStore        *store,
                                       const char     *id,
                                       GError        **error);
gboolean       sq_game_save_as_copy   (SqGame         *self,
                                       const char     *name,
                                       GError        **error);

const char    *sq_game_get_name       (SqGame         *self);
GListModel    *sq_game_get_log        (SqGame         *self);

gboolean       sq_game_check          (SqGame         *self,
                                       const SqAction *action,
                                       GError        **error);

gboolean       sq_game_entry_correctable (SqGame        *self,
                                          guint          entry,
                                          guint         *index);
guint          sq_game_get_n_actions  (SqGame         *self);
const SqAction *sq_game_get_action    (SqGame         *self,
                                       guint           index);
SqState       *sq_game_dup_state_before (SqGame       *self,
                                         guint         index);
guint          sq_game_try_correction (SqGame         *self,
                                       guint           index,
                                       const SqAction *replacement,
                                       SqState        *out,
                                       GError        **error);
gboolean       sq_game_correct        (SqGame         *self,
                                       guint           index,
                                       const SqAction *replacement,
                                       guint           n_kept,
                                       GError        **error);

G_END_DECLS

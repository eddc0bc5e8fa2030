/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The UI's thin façade over one game: an SqHistory saved through the
 * SqStore after every action, with notifications and the game log as a
 * list model. Widgets read the state from here and change it only
 * through sq_game_apply(), undo, redo and jump. */

#pragma once

#include <gio/gio.h>

#include "sq-history.h"
#include "sq-rules.h"
#include "sq-store.h"

G_BEGIN_DECLS

#define SQ_TYPE_GAME (sq_game_get_type ())

G_DECLARE_FINAL_TYPE (SqGame, sq_game, SQ, GAME, GObject)

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
gboolean       sq_game_get_read_only  (SqGame         *self);

const char    *sq_game_get_id         (SqGame         *self);
const char    *sq_game_get_name       (SqGame         *self);
const SqState *sq_game_get_state      (SqGame         *self);
const SqSetup *sq_game_get_setup      (SqGame         *self);
gboolean       sq_game_get_finished   (SqGame         *self);
gboolean       sq_game_get_can_undo   (SqGame         *self);
gboolean       sq_game_get_can_redo   (SqGame         *self);
guint          sq_game_get_position   (SqGame         *self);
GListModel    *sq_game_get_log        (SqGame         *self);

gboolean       sq_game_apply          (SqGame         *self,
                                       const SqAction *action,
                                       GError        **error);
gboolean       sq_game_check          (SqGame         *self,
                                       const SqAction *action,
                                       GError        **error);
gboolean       sq_game_undo           (SqGame         *self,
                                       GError        **error);
gboolean       sq_game_redo           (SqGame         *self,
                                       GError        **error);
gboolean       sq_game_jump_to        (SqGame         *self,
                                       guint           position,
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

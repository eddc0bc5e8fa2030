/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game's history: the setup, every action applied, undo, redo and jumps
 * that restore the exact state (deck order and RNG included). */

#pragma once

#include "sq-game-file.h"

G_BEGIN_DECLS

/**
 * SqHistory:
 *
 * An opaque plain struct, not a GObject: it is a value the UI's game
 * object owns and wraps (that object emits the notifications and exposes
 * the entries as a list model), the same way SqState is a value the rules
 * work on. Kept plain, it needs no main loop and no type system to test,
 * and the CLI and the store can use it as they use a state.
 *
 * Entries are the actions in the order played. The position is the number
 * of entries that are in effect: entries at and after the position were
 * undone and can be redone until an action that differs is applied.
 *
 * An entry may also be a correction (sq_history_correct()): it replaces
 * one of the game's earlier actions and replays those after it. The
 * game's actions (sq_history_get_action()) are then no longer the
 * entries: they are the entries in effect with each correction made.
 */
typedef struct _SqHistory SqHistory;

SqHistory      *sq_history_new              (const SqSetup    *setup,
                                             GError          **error);
SqHistory      *sq_history_new_from_file    (const SqGameFile *file,
                                             GError          **error);
void            sq_history_free             (SqHistory        *history);
SqHistory      *sq_history_copy             (const SqHistory  *history);

gboolean        sq_history_apply            (SqHistory        *history,
                                             const SqAction   *action,
                                             GError          **error);
gboolean        sq_history_undo             (SqHistory        *history);
gboolean        sq_history_redo             (SqHistory        *history);
gboolean        sq_history_jump_to          (SqHistory        *history,
                                             guint             position);

gboolean        sq_history_can_undo         (const SqHistory  *history);
gboolean        sq_history_can_redo         (const SqHistory  *history);
guint           sq_history_get_n_entries    (const SqHistory  *history);
guint           sq_history_get_position     (const SqHistory  *history);
const SqAction *sq_history_get_entry        (const SqHistory  *history,
                                             guint             index);
const SqState  *sq_history_get_state        (const SqHistory  *history);
const SqSetup  *sq_history_get_setup        (const SqHistory  *history);
gboolean        sq_history_is_finished      (const SqHistory  *history);

void            sq_history_write_to_file    (const SqHistory  *history,
                                             SqGameFile       *file);

guint           sq_history_try_correction   (const SqHistory  *history,
                                             guint             index,
                                             const SqAction   *replacement,
                                             SqState          *out,
                                             GError          **error);
gboolean        sq_history_correct          (SqHistory        *history,
                                             guint             index,
                                             const SqAction   *replacement,
                                             guint             n_kept,
                                             GError          **error);
const SqCorrection *
                sq_history_get_correction   (const SqHistory  *history,
                                             guint             entry);
guint           sq_history_get_n_actions    (const SqHistory  *history);
const SqAction *sq_history_get_action       (const SqHistory  *history,
                                             guint             index);
gboolean        sq_history_get_entry_action (const SqHistory  *history,
                                             guint             entry,
                                             guint            *index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SqHistory, sq_history_free)

G_END_DECLS

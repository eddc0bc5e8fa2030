/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game's history: the setup, every action applied, undo, redo and jumps
 * that restore the exact state (deck order and RNG included). */

#pragma once

#include "sq-game-file.h"
#include "sq-record-history-typed.h"

G_BEGIN_DECLS

/**
 * SqHistory:
 *
 * A game's history over the record layer (SQ_RECORD_DECLARE_HISTORY()
 * says what each function does): entries, undo, redo and jumps that
 * restore the exact state, deck order and RNG included.
 *
 * An entry may also be a correction (sq_history_correct()): it replaces
 * one of the game's earlier actions and replays those after it. The
 * game's actions (sq_history_get_action()) are then no longer the
 * entries: they are the entries in effect with each correction made.
 * sq_history_new_from_file() reads the file's corrections, and
 * sq_history_write_to_file() writes them.
 */
SQ_RECORD_DECLARE_HISTORY (SqHistory, sq_history, SqGameFile, SqSetup, SqAction, SqState)

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

G_END_DECLS

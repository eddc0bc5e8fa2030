/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game's history over any ruleset: the actions applied, undo, redo and
 * jumps that restore the exact state. Both games' histories (SqHistory,
 * SqLegendsHistory) are typed wrappers around this one. */

#pragma once

#include "sq-record-ruleset.h"

G_BEGIN_DECLS

/**
 * SqRecordHistory:
 *
 * An opaque plain struct. Entries are the actions in the order played; the
 * position is the number of entries in effect: entries at and after it
 * were undone and can be redone until an action that differs is applied.
 * States and actions are handed in and out as untyped pointers to the
 * ruleset's plain values.
 */
typedef struct _SqRecordHistory SqRecordHistory;

/**
 * SqRecordHooks:
 * @may_redo: (nullable): whether applying an action equal to entry @entry
 *   redoes that entry; without the hook it always does
 * @replay: (nullable): replays entry @entry (@action) on @state, the state
 *   after the entries before it; without the hook, the ruleset's apply
 * @rewound: (nullable): the history went back to the checkpoint after
 *   @position entries, from which it replays
 * @truncated: (nullable): the entries from @position on were dropped: a
 *   new line of play
 * @applied: (nullable): entry @entry was appended by
 *   sq_record_history_apply() (not by sq_record_history_push())
 *
 * How a wrapper keeps more than the entries in step with the history
 * (SqHistory's corrections: an entry that replaces an earlier action is
 * replayed its own way and never redone by an equal action). Every hook
 * gets the owner given with them.
 */
typedef struct {
  gboolean (*may_redo)  (gpointer       owner,
                         guint          entry);
  gboolean (*replay)    (gpointer       owner,
                         guint          entry,
                         gconstpointer  action,
                         gpointer       state,
                         GError       **error);
  void     (*rewound)   (gpointer       owner,
                         guint          position);
  void     (*truncated) (gpointer       owner,
                         guint          position);
  void     (*applied)   (gpointer       owner,
                         guint          entry,
                         gconstpointer  action);
} SqRecordHooks;

/**
 * SqRecordStepFunc:
 * @history: the history being filled
 * @entry: the entry, counted from 0 over the actions and then the redo
 *   entries
 * @action: its action
 * @user_data: the data given to sq_record_history_replay()
 * @error: a refusal, which sq_record_history_replay() turns into the
 *   file's illegal-action error; or an error already in the ruleset's
 *   file error domain, which it passes on as it is
 *
 * Returns: %TRUE if the entry was added
 */
typedef gboolean (*SqRecordStepFunc) (SqRecordHistory  *history,
                                      guint             entry,
                                      gconstpointer     action,
                                      gpointer          user_data,
                                      GError          **error);

SqRecordHistory *sq_record_history_new        (const SqRecordRuleset *ruleset,
                                               gconstpointer          initial,
                                               const SqRecordHooks   *hooks,
                                               gpointer               owner);
void             sq_record_history_free       (SqRecordHistory       *history);
SqRecordHistory *sq_record_history_copy       (const SqRecordHistory *history,
                                               gpointer               owner);

gboolean         sq_record_history_apply      (SqRecordHistory       *history,
                                               gconstpointer          action,
                                               GError               **error);
void             sq_record_history_push       (SqRecordHistory       *history,
                                               gconstpointer          action,
                                               gconstpointer          state);
void             sq_record_history_truncate   (SqRecordHistory       *history);
gboolean         sq_record_history_undo       (SqRecordHistory       *history);
gboolean         sq_record_history_redo       (SqRecordHistory       *history);
gboolean         sq_record_history_jump_to    (SqRecordHistory       *history,
                                               guint                  position);

gboolean         sq_record_history_can_undo   (const SqRecordHistory *history);
gboolean         sq_record_history_can_redo   (const SqRecordHistory *history);
guint            sq_record_history_get_n_entries (const SqRecordHistory *history);
guint            sq_record_history_get_position (const SqRecordHistory *history);
gconstpointer    sq_record_history_get_entry  (const SqRecordHistory *history,
                                               guint                  index);
gconstpointer    sq_record_history_get_state  (const SqRecordHistory *history);
gconstpointer    sq_record_history_get_initial_state (const SqRecordHistory *history);
const SqRecordRuleset *
                 sq_record_history_get_ruleset (const SqRecordHistory *history);
gpointer         sq_record_history_get_owner  (const SqRecordHistory *history);

gboolean         sq_record_history_replay     (SqRecordHistory       *history,
                                               const GArray          *actions,
                                               const GArray          *redo,
                                               SqRecordStepFunc       step,
                                               gpointer               user_data,
                                               GError               **error);
void             sq_record_history_write_entries (const SqRecordHistory *history,
                                                  GArray               **actions,
                                                  GArray               **redo);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SqRecordHistory, sq_record_history_free)

G_END_DECLS

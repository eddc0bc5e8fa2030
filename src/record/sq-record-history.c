/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game's history over any ruleset. See sq-record-history.h.
 *
 * Memory: a checkpoint (a full state) every checkpoint_every entries, and
 * the state at the current position. Any other state is the nearest
 * checkpoint at or before it plus at most checkpoint_every - 1 actions
 * replayed. Replay is exact because the ruleset's apply depends on nothing
 * but its arguments; in Shadows over Camelot it costs about 200 ns an
 * action, so an undo costs a few microseconds while a 100,000-action game
 * (the file limit) needs 13 MB of checkpoints instead of 210 MB of
 * snapshots. */

#include "sq-record-history.h"

#include <string.h>

struct _SqRecordHistory {
  const SqRecordRuleset *ruleset;
  const SqRecordHooks *hooks;  /* never NULL: no_hooks when none */
  gpointer owner;
  guint every;                 /* entries between two checkpoints */
  GArray *entries;             /* actions of ruleset->action_size */
  GArray *checkpoints;         /* states: [k] is the state after k * every entries */
  guint position;
  gpointer current;            /* the state after `position` entries */
  gpointer scratch;            /* where a new action is tried */
};

static const SqRecordHooks no_hooks = { NULL, NULL, NULL, NULL, NULL };

/* Helpers */

static gpointer
checkpoint_at (const SqRecordHistory *history,
               guint                  k)
{
  g_assert (k < history->checkpoints->len);

  return history->checkpoints->data + (gsize) k * history->ruleset->state_size;
}

static gconstpointer
entry_at (const SqRecordHistory *history,
          guint                  index)
{
  g_assert (index < history->entries->len);

  return history->entries->data + (gsize) index * history->ruleset->action_size;
}

/* Appends the current state as a checkpoint when the position calls for
 * one that does not exist yet. */
static void
maybe_checkpoint (SqRecordHistory *history)
{
  guint k;

  if (history->position % history->every != 0)
    return;

  k = history->position / history->every;
  if (k < history->checkpoints->len)
    return;

  g_assert (k == history->checkpoints->len);
  g_array_append_vals (history->checkpoints, history->current, 1);
}

/* Re-applies an entry that applied before from the same state: it cannot
 * be refused, since the ruleset's apply depends on nothing but its
 * arguments. */
static void
reapply (SqRecordHistory *history)
{
  gconstpointer action = entry_at (history, history->position);
  g_autoptr(GError) error = NULL;
  gboolean applied;

  if (history->hooks->replay != NULL)
    applied = history->hooks->replay (history->owner, history->position, action,
                                      history->current, &error);
  else
    applied = history->ruleset->apply (history->current, action, &error);

  if (!applied)
    g_error ("%s history: entry %u no longer applies: %s", history->ruleset->name,
             history->position, error != NULL ? error->message : "?");
  history->position++;
}

static void
set_position (SqRecordHistory *history,
              guint            position)
{
  guint k = position / history->every;

  g_assert (position <= history->entries->len);
  g_assert (k < history->checkpoints->len);

  /* forwards from the current state when that is shorter */
  if (position < history->position
      || position - history->position > position % history->every)
    {
      memcpy (history->current, checkpoint_at (history, k), history->ruleset->state_size);
      history->position = k * history->every;
      if (history->hooks->rewound != NULL)
        history->hooks->rewound (history->owner, history->position);
    }

  while (history->position < position)
    reapply (history);
}

/* Appends @action as the entry at the position, which @state follows */
static void
append (SqRecordHistory *history,
        gconstpointer    action,
        gconstpointer    state)
{
  sq_record_history_truncate (history);
  g_array_append_vals (history->entries, action, 1);
  memcpy (history->current, state, history->ruleset->state_size);
  history->position++;
  maybe_checkpoint (history);
}

/* Public API */

/**
 * sq_record_history_new:
 * @ruleset: the game's ruleset, a static constant
 * @initial: the state before the first action (the deal)
 * @hooks: (nullable): how the owner keeps its own data in step, a static
 *   constant
 * @owner: (nullable): handed to every hook
 *
 * Returns: (transfer full): an empty history standing at @initial
 */
SqRecordHistory *
sq_record_history_new (const SqRecordRuleset *ruleset,
                       gconstpointer          initial,
                       const SqRecordHooks   *hooks,
                       gpointer               owner)
{
  SqRecordHistory *history;

  g_return_val_if_fail (ruleset != NULL, NULL);
  g_return_val_if_fail (ruleset->state_size > 0 && ruleset->state_size <= G_MAXUINT, NULL);
  g_return_val_if_fail (ruleset->action_size > 0 && ruleset->action_size <= G_MAXUINT, NULL);
  g_return_val_if_fail (ruleset->apply != NULL && ruleset->action_equal != NULL, NULL);
  g_return_val_if_fail (initial != NULL, NULL);

  history = g_new0 (SqRecordHistory, 1);
  history->ruleset = ruleset;
  history->hooks = hooks != NULL ? hooks : &no_hooks;
  history->owner = owner;
  history->every = ruleset->checkpoint_every > 0 ? ruleset->checkpoint_every
                                                 : SQ_RECORD_CHECKPOINT_EVERY;
  history->entries = g_array_new (FALSE, TRUE, ruleset->action_size);
  history->checkpoints = g_array_new (FALSE, TRUE, ruleset->state_size);
  history->current = g_memdup2 (initial, ruleset->state_size);
  history->scratch = g_malloc (ruleset->state_size);
  maybe_checkpoint (history);

  return history;
}

/**
 * sq_record_history_free:
 * @history: (nullable): a history
 */
void
sq_record_history_free (SqRecordHistory *history)
{
  if (history == NULL)
    return;

  g_array_unref (history->entries);
  g_array_unref (history->checkpoints);
  g_free (history->current);
  g_free (history->scratch);
  g_free (history);
}

/**
 * sq_record_history_copy:
 * @history: a history
 * @owner: (nullable): the copy's owner, handed to its hooks
 *
 * A copy to go back to, such as before a new action that drops the redo
 * entries, in case the save that follows fails.
 *
 * Returns: (transfer full): an independent copy of @history
 */
SqRecordHistory *
sq_record_history_copy (const SqRecordHistory *history,
                        gpointer               owner)
{
  SqRecordHistory *copy;

  g_return_val_if_fail (history != NULL, NULL);

  copy = g_memdup2 (history, sizeof *history);
  copy->owner = owner;
  copy->entries = g_array_copy (history->entries);
  copy->checkpoints = g_array_copy (history->checkpoints);
  copy->current = g_memdup2 (history->current, history->ruleset->state_size);
  copy->scratch = g_malloc (history->ruleset->state_size);

  return copy;
}

/**
 * sq_record_history_apply:
 * @history: a history
 * @action: the next action
 * @error: the ruleset's refusal
 *
 * Applies @action at the position. A refused action changes nothing. An
 * accepted one that is equal to the next redo entry (and that entry may
 * be redone, see #SqRecordHooks) is a redo, and keeps the rest of the
 * redo entries; any other drops them.
 *
 * Returns: %TRUE if the action was applied
 */
gboolean
sq_record_history_apply (SqRecordHistory  *history,
                         gconstpointer     action,
                         GError          **error)
{
  g_return_val_if_fail (history != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (history->position < history->entries->len
      && (history->hooks->may_redo == NULL
          || history->hooks->may_redo (history->owner, history->position))
      && history->ruleset->action_equal (action, entry_at (history, history->position)))
    return sq_record_history_redo (history);

  memcpy (history->scratch, history->current, history->ruleset->state_size);
  if (!history->ruleset->apply (history->scratch, action, error))
    return FALSE;

  append (history, action, history->scratch);
  if (history->hooks->applied != NULL)
    history->hooks->applied (history->owner, history->position - 1, action);

  return TRUE;
}

/**
 * sq_record_history_push:
 * @history: a history
 * @action: the entry's action
 * @state: the state after it, which the owner worked out
 *
 * Appends an entry whose state does not come from the ruleset's apply on
 * the current state (SqHistory's correction of an earlier action), as a
 * new line of play: the redo entries are dropped. Replaying it later is
 * the owner's @replay hook's business. The @applied hook is not called:
 * the owner records what it needs once this returns.
 */
void
sq_record_history_push (SqRecordHistory *history,
                        gconstpointer    action,
                        gconstpointer    state)
{
  g_return_if_fail (history != NULL);
  g_return_if_fail (action != NULL);
  g_return_if_fail (state != NULL);

  append (history, action, state);
}

/**
 * sq_record_history_truncate:
 * @history: a history
 *
 * Drops the entries after the position, and the checkpoints taken along
 * them: what was undone is gone.
 */
void
sq_record_history_truncate (SqRecordHistory *history)
{
  g_return_if_fail (history != NULL);

  g_array_set_size (history->entries, history->position);
  g_array_set_size (history->checkpoints, history->position / history->every + 1);
  if (history->hooks->truncated != NULL)
    history->hooks->truncated (history->owner, history->position);
}

/**
 * sq_record_history_undo:
 * @history: a history
 *
 * Steps back one entry, to the exact state before it.
 *
 * Returns: %FALSE if there was nothing to undo
 */
gboolean
sq_record_history_undo (SqRecordHistory *history)
{
  g_return_val_if_fail (history != NULL, FALSE);

  if (history->position == 0)
    return FALSE;

  set_position (history, history->position - 1);
  return TRUE;
}

/**
 * sq_record_history_redo:
 * @history: a history
 *
 * Re-applies the entry at the position.
 *
 * Returns: %FALSE if there was nothing to redo
 */
gboolean
sq_record_history_redo (SqRecordHistory *history)
{
  g_return_val_if_fail (history != NULL, FALSE);

  if (history->position >= history->entries->len)
    return FALSE;

  set_position (history, history->position + 1);
  return TRUE;
}

/**
 * sq_record_history_jump_to:
 * @history: a history
 * @position: 0 (the initial state) to sq_record_history_get_n_entries()
 *
 * Stands at @position in one step. Entries after it stay to redo.
 *
 * Returns: %FALSE if @position is out of range
 */
gboolean
sq_record_history_jump_to (SqRecordHistory *history,
                           guint            position)
{
  g_return_val_if_fail (history != NULL, FALSE);

  if (position > history->entries->len)
    return FALSE;

  set_position (history, position);
  return TRUE;
}

/**
 * sq_record_history_can_undo:
 * @history: a history
 *
 * Returns: whether the position is after the initial state
 */
gboolean
sq_record_history_can_undo (const SqRecordHistory *history)
{
  g_return_val_if_fail (history != NULL, FALSE);

  return history->position > 0;
}

/**
 * sq_record_history_can_redo:
 * @history: a history
 *
 * Returns: whether undone entries follow the position
 */
gboolean
sq_record_history_can_redo (const SqRecordHistory *history)
{
  g_return_val_if_fail (history != NULL, FALSE);

  return history->position < history->entries->len;
}

/**
 * sq_record_history_get_n_entries:
 * @history: a history
 *
 * Returns: the number of entries, those undone included
 */
guint
sq_record_history_get_n_entries (const SqRecordHistory *history)
{
  g_return_val_if_fail (history != NULL, 0);

  return history->entries->len;
}

/**
 * sq_record_history_get_position:
 * @history: a history
 *
 * Returns: how many entries are in effect
 */
guint
sq_record_history_get_position (const SqRecordHistory *history)
{
  g_return_val_if_fail (history != NULL, 0);

  return history->position;
}

/**
 * sq_record_history_get_entry:
 * @history: a history
 * @index: an entry, from 0
 *
 * Returns: (transfer none): the action of entry @index, valid until the
 *   history next changes; the entries are consecutive in memory
 */
gconstpointer
sq_record_history_get_entry (const SqRecordHistory *history,
                             guint                  index)
{
  g_return_val_if_fail (history != NULL, NULL);
  g_return_val_if_fail (index < history->entries->len, NULL);

  return entry_at (history, index);
}

/**
 * sq_record_history_get_state:
 * @history: a history
 *
 * Returns: (transfer none): the state at the position; the pointer stays
 *   the same for the history's life, the state it points to changes with
 *   the history
 */
gconstpointer
sq_record_history_get_state (const SqRecordHistory *history)
{
  g_return_val_if_fail (history != NULL, NULL);

  return history->current;
}

/**
 * sq_record_history_get_initial_state:
 * @history: a history
 *
 * Returns: (transfer none): the state before the first entry, valid until
 *   the history next changes
 */
gconstpointer
sq_record_history_get_initial_state (const SqRecordHistory *history)
{
  g_return_val_if_fail (history != NULL, NULL);

  return checkpoint_at (history, 0);
}

/**
 * sq_record_history_get_ruleset:
 * @history: a history
 *
 * Returns: (transfer none): the ruleset the history was made with
 */
const SqRecordRuleset *
sq_record_history_get_ruleset (const SqRecordHistory *history)
{
  g_return_val_if_fail (history != NULL, NULL);

  return history->ruleset;
}

/**
 * sq_record_history_get_owner:
 * @history: a history
 *
 * Returns: (transfer none) (nullable): the owner the history was made or
 *   copied with, which its hooks get
 */
gpointer
sq_record_history_get_owner (const SqRecordHistory *history)
{
  g_return_val_if_fail (history != NULL, NULL);

  return history->owner;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A Camelot Legends game's history. See sq-legends-history.h.
 *
 * A typed wrapper around the generic history (sq-record-history.h) over
 * the ruleset below: a checkpoint (a full state, about 14 KB here) every
 * SQ_RECORD_CHECKPOINT_EVERY entries and the state at the position; any
 * other state is replayed from the checkpoint before it, which is exact
 * because sq_legends_apply() depends on nothing but its arguments. A
 * whole game is a few hundred entries. */

#include "sq-legends-history.h"

#include "sq-legends-file-private.h"

#include "sq-legends-names.h"
#include "sq-legends-rules.h"
#include "sq-record-history.h"

struct _SqLegendsHistory {
  SqLegendsSetup setup;
  SqRecordHistory *record;  /* SqLegendsAction entries, SqLegendsState states */
};

/* Helpers */

static SqLegendsHistory *
history_alloc (const SqLegendsState *initial)
{
  SqLegendsHistory *history = g_new0 (SqLegendsHistory, 1);

  history->setup = initial->setup;
  history->record = sq_record_history_new (&sq_legends_ruleset, initial, NULL, NULL);

  return history;
}

/* Public API */

/**
 * sq_legends_history_new:
 * @setup: the table and the options
 * @error: a #GError in %SQ_LEGENDS_ERROR if the engine refuses @setup
 *
 * Returns: (transfer full) (nullable): a history standing at the
 *   prepared game
 */
SqLegendsHistory *
sq_legends_history_new (const SqLegendsSetup  *setup,
                        GError               **error)
{
  g_autoptr(SqLegendsState) state = NULL;

  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  state = sq_legends_state_new (setup, error);
  if (state == NULL)
    return NULL;

  return history_alloc (state);
}

/**
 * sq_legends_history_new_from_file:
 * @file: a loaded file
 * @error: a #GError in %SQ_FILE_ERROR
 *
 * Replays @file's actions, then its redo entries, and stands at the end
 * of the actions. Fails like sq_legends_file_replay(), counting redo
 * entries apart ("redo 2 (bid): ...").
 *
 * Returns: (transfer full) (nullable): the history
 */
SqLegendsHistory *
sq_legends_history_new_from_file (const SqLegendsFile  *file,
                                  GError              **error)
{
  g_autoptr(SqLegendsFile) first = NULL;
  g_autoptr(SqLegendsState) state = NULL;
  g_autoptr(SqLegendsHistory) history = NULL;

  g_return_val_if_fail (file != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* the preparation, with the loader's error messages */
  first = sq_legends_file_new (&file->setup);
  state = sq_legends_file_replay (first, NULL, error);
  if (state == NULL)
    return NULL;

  history = history_alloc (state);
  if (!sq_record_history_replay (history->record, file->actions, file->redo,
                                 NULL, NULL, error))
    return NULL;

  return g_steal_pointer (&history);
}

void
sq_legends_history_free (SqLegendsHistory *history)
{
  if (history == NULL)
    return;

  sq_record_history_free (history->record);
  g_free (history);
}

/**
 * sq_legends_history_copy:
 * @history: a history
 *
 * A copy to go back to: the game takes one before a new action that drops
 * the redo entries, and restores it if the save that follows fails, so
 * that the undone moves are not lost with the new one.
 *
 * Returns: (transfer full): an independent copy of @history
 */
SqLegendsHistory *
sq_legends_history_copy (const SqLegendsHistory *history)
{
  SqLegendsHistory *copy;

  g_return_val_if_fail (history != NULL, NULL);

  copy = g_memdup2 (history, sizeof *history);
  copy->record = sq_record_history_copy (history->record, NULL);

  return copy;
}

/**
 * sq_legends_history_apply:
 * @history: a history
 * @action: an action
 * @error: a #GError in %SQ_LEGENDS_ERROR, as sq_legends_apply() gives
 *
 * Applies @action at the position. A refused action changes nothing; an
 * accepted one that is the next redo entry is a redo and keeps the rest
 * of them; any other drops them.
 *
 * Returns: %TRUE if the action was legal and applied
 */
gboolean
sq_legends_history_apply (SqLegendsHistory       *history,
                          const SqLegendsAction  *action,
                          GError                **error)
{
  g_return_val_if_fail (history != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return sq_record_history_apply (history->record, action, error);
}

gboolean
sq_legends_history_undo (SqLegendsHistory *history)
{
  g_return_val_if_fail (history != NULL, FALSE);

  return sq_record_history_undo (history->record);
}

gboolean
sq_legends_history_redo (SqLegendsHistory *history)
{
  g_return_val_if_fail (history != NULL, FALSE);

  return sq_record_history_redo (history->record);
}

/**
 * sq_legends_history_jump_to:
 * @history: a history
 * @position: 0 (the prepared game) to sq_legends_history_get_n_entries()
 *
 * Returns: %FALSE if @position is out of range
 */
gboolean
sq_legends_history_jump_to (SqLegendsHistory *history,
                            guint             position)
{
  g_return_val_if_fail (history != NULL, FALSE);

  return sq_record_history_jump_to (history->record, position);
}

gboolean
sq_legends_history_can_undo (const SqLegendsHistory *history)
{
  g_return_val_if_fail (history != NULL, FALSE);

  return sq_record_history_can_undo (history->record);
}

gboolean
sq_legends_history_can_redo (const SqLegendsHistory *history)
{
  g_return_val_if_fail (history != NULL, FALSE);

  return sq_record_history_can_redo (history->record);
}

guint
sq_legends_history_get_n_entries (const SqLegendsHistory *history)
{
  g_return_val_if_fail (history != NULL, 0);

  return sq_record_history_get_n_entries (history->record);
}

guint
sq_legends_history_get_position (const SqLegendsHistory *history)
{
  g_return_val_if_fail (history != NULL, 0);

  return sq_record_history_get_position (history->record);
}

/**
 * sq_legends_history_get_entry:
 * @history: a history
 * @index: an entry, from 0
 *
 * Returns: (transfer none): the action of entry @index, valid until the
 *   history next changes
 */
const SqLegendsAction *
sq_legends_history_get_entry (const SqLegendsHistory *history,
                              guint                   index)
{
  g_return_val_if_fail (history != NULL, NULL);
  g_return_val_if_fail (index < sq_record_history_get_n_entries (history->record), NULL);

  return sq_record_history_get_entry (history->record, index);
}

/**
 * sq_legends_history_get_state:
 * @history: a history
 *
 * Returns: (transfer none): the state at the position, valid until the
 *   history next changes
 */
const SqLegendsState *
sq_legends_history_get_state (const SqLegendsHistory *history)
{
  g_return_val_if_fail (history != NULL, NULL);

  return sq_record_history_get_state (history->record);
}

const SqLegendsSetup *
sq_legends_history_get_setup (const SqLegendsHistory *history)
{
  g_return_val_if_fail (history != NULL, NULL);

  return &history->setup;
}

gboolean
sq_legends_history_is_finished (const SqLegendsHistory *history)
{
  const SqLegendsState *state;

  g_return_val_if_fail (history != NULL, FALSE);

  state = sq_record_history_get_state (history->record);
  return state->finished;
}

/**
 * sq_legends_history_write_to_file:
 * @history: a history
 * @file: a file
 *
 * Replaces @file's setup, actions (the entries in effect) and redo
 * entries with @history's; the name, dates and key stay.
 */
void
sq_legends_history_write_to_file (const SqLegendsHistory *history,
                                  SqLegendsFile          *file)
{
  g_return_if_fail (history != NULL);
  g_return_if_fail (file != NULL);

  file->setup = history->setup;
  sq_record_history_write_entries (history->record, &file->actions, &file->redo);
}

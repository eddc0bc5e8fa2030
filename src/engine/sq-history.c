/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game's history. See sq-history.h.
 *
 * A typed wrapper: the entries, the checkpoints and undo, redo and jumps
 * are the generic history's (sq-record-history.h), over the ruleset
 * below. What SqHistory adds, the corrections of an earlier entry, is in
 * sq-history-correct.c, kept in step through the generic layer's hooks. */

#include "sq-history-private.h"

#include "sq-game-file-private.h"

#include "sq-cards.h"
#include "sq-json.h"
#include "sq-rules.h"

/* Helpers */

static SqHistory *
history_alloc (const SqState *initial)
{
  SqHistory *history = g_new0 (SqHistory, 1);

  history->setup = initial->setup;
  history->record = sq_record_history_new (&sq_game_ruleset, initial,
                                           &sq_history_correction_hooks, history);
  history->corrections = g_array_new (FALSE, TRUE, sizeof (SqCorrection));
  history->actions = g_array_new (FALSE, TRUE, sizeof (SqAction));

  return history;
}

/* Reading a file: each entry is an action, or the correction the file
 * lists for it */

typedef struct {
  SqHistory *history;
  const SqGameFile *file;
  guint next_correction;
} FileReplay;

static gboolean
file_step (SqRecordHistory  *record,
           guint             entry,
           gconstpointer     action,
           gpointer          user_data,
           GError          **error)
{
  FileReplay *replay = user_data;
  const GArray *corrections = replay->file->corrections;
  SqHistory *history = replay->history;
  const SqCorrection *c;

  if (corrections == NULL || replay->next_correction >= corrections->len
      || g_array_index (corrections, SqCorrection, replay->next_correction).entry != entry)
    return sq_history_apply (history, action, error);

  c = &g_array_index (corrections, SqCorrection, replay->next_correction++);
  if (c->index >= history->actions->len || c->n_kept <= c->index
      || c->n_kept > history->actions->len)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE,
                   "corrections[%u]: index %u or kept %u does not fit the "
                   "%u actions before it", replay->next_correction - 1, c->index,
                   c->n_kept, history->actions->len);
      return FALSE;
    }

  return sq_history_correct (history, c->index, action, c->n_kept, error);
}

/* Public API */

/**
 * sq_history_new:
 * @setup: the table and rule options
 * @error: a #GError in %SQ_RULES_ERROR if the engine refuses @setup
 *
 * Deals a new game (sq_state_new()) with an empty history.
 *
 * Returns: (transfer full) (nullable): the history
 */
SqHistory *
sq_history_new (const SqSetup  *setup,
                GError        **error)
{
  g_autoptr(SqState) state = NULL;

  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  state = sq_state_new (setup, error);
  if (state == NULL)
    return NULL;

  return history_alloc (state);
}

/**
 * sq_history_new_from_file:
 * @file: a loaded game file
 * @error: a #GError in %SQ_FILE_ERROR
 *
 * Replays @file's actions, then its redo entries, and stands at the end of
 * the actions: what was undone before the save can still be redone. Fails
 * like sq_game_file_replay() (%SQ_FILE_ERROR_BAD_SETUP,
 * %SQ_FILE_ERROR_ILLEGAL_ACTION naming the action, counted from 0 over the
 * actions and then the redo entries).
 *
 * Returns: (transfer full) (nullable): the history
 */
SqHistory *
sq_history_new_from_file (const SqGameFile  *file,
                          GError           **error)
{
  g_autoptr(SqGameFile) first = NULL;
  g_autoptr(SqState) state = NULL;
  g_autoptr(SqHistory) history = NULL;
  FileReplay replay = { NULL, file, 0 };

  g_return_val_if_fail (file != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* the deal, with the loader's error messages */
  first = sq_game_file_new (&file->setup);
  state = sq_game_file_replay (first, NULL, error);
  if (state == NULL)
    return NULL;

  history = history_alloc (state);
  replay.history = history;
  if (!sq_record_history_replay (history->record, file->actions, file->redo,
                                 file_step, &replay, error))
    return NULL;

  return g_steal_pointer (&history);
}

/**
 * sq_history_free:
 * @history: (nullable): a history
 */
void
sq_history_free (SqHistory *history)
{
  if (history == NULL)
    return;

  sq_record_history_free (history->record);
  g_array_unref (history->corrections);
  g_array_unref (history->actions);
  g_free (history);
}

/**
 * sq_history_copy:
 * @history: a history
 *
 * A copy to go back to: the game takes one before a new action that drops
 * the redo entries, and restores it if the save that follows fails, so
 * that the undone moves are not lost with the new one.
 *
 * Returns: (transfer full): an independent copy of @history
 */
SqHistory *
sq_history_copy (const SqHistory *history)
{
  SqHistory *copy;

  g_return_val_if_fail (history != NULL, NULL);

  copy = g_memdup2 (history, sizeof *history);
  copy->record = sq_record_history_copy (history->record, copy);
  copy->corrections = g_array_copy (history->corrections);
  copy->actions = g_array_copy (history->actions);

  return copy;
}

/**
 * sq_history_apply:
 * @history: a history
 * @action: what the deciding player does
 * @error: a #GError in %SQ_RULES_ERROR, as sq_apply() gives
 *
 * Applies @action at the current position. A refused action changes
 * nothing. An accepted one that is the next redo entry is a redo, and
 * keeps the rest of the redo entries; any other drops them.
 *
 * Returns: %TRUE if the action was legal and applied
 */
gboolean
sq_history_apply (SqHistory       *history,
                  const SqAction  *action,
                  GError         **error)
{
  g_return_val_if_fail (history != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return sq_record_history_apply (history->record, action, error);
}

/**
 * sq_history_undo:
 * @history: a history
 *
 * Steps back one entry, to the exact state before it.
 *
 * Returns: %FALSE if there was nothing to undo
 */
gboolean
sq_history_undo (SqHistory *history)
{
  g_return_val_if_fail (history != NULL, FALSE);

  return sq_record_history_undo (history->record);
}

/**
 * sq_history_redo:
 * @history: a history
 *
 * Re-applies the entry at the current position.
 *
 * Returns: %FALSE if there was nothing to redo
 */
gboolean
sq_history_redo (SqHistory *history)
{
  g_return_val_if_fail (history != NULL, FALSE);

  return sq_record_history_redo (history->record);
}

/**
 * sq_history_jump_to:
 * @history: a history
 * @position: 0 (the deal) to sq_history_get_n_entries()
 *
 * Stands at @position in one step: the state after the first @position
 * entries. Entries after it stay available to redo.
 *
 * Returns: %FALSE if @position is out of range
 */
gboolean
sq_history_jump_to (SqHistory *history,
                    guint      position)
{
  g_return_val_if_fail (history != NULL, FALSE);

  return sq_record_history_jump_to (history->record, position);
}

/**
 * sq_history_can_undo:
 * @history: a history
 *
 * Returns: whether the position is after the deal
 */
gboolean
sq_history_can_undo (const SqHistory *history)
{
  g_return_val_if_fail (history != NULL, FALSE);

  return sq_record_history_can_undo (history->record);
}

/**
 * sq_history_can_redo:
 * @history: a history
 *
 * Returns: whether undone entries follow the position
 */
gboolean
sq_history_can_redo (const SqHistory *history)
{
  g_return_val_if_fail (history != NULL, FALSE);

  return sq_record_history_can_redo (history->record);
}

/**
 * sq_history_get_n_entries:
 * @history: a history
 *
 * Returns: the number of entries, those undone included
 */
guint
sq_history_get_n_entries (const SqHistory *history)
{
  g_return_val_if_fail (history != NULL, 0);

  return sq_record_history_get_n_entries (history->record);
}

/**
 * sq_history_get_position:
 * @history: a history
 *
 * Returns: how many entries are in effect
 */
guint
sq_history_get_position (const SqHistory *history)
{
  g_return_val_if_fail (history != NULL, 0);

  return sq_record_history_get_position (history->record);
}

/**
 * sq_history_get_entry:
 * @history: a history
 * @index: an entry, from 0
 *
 * The action is the one applied, which may name cards that only its
 * player saw: the UI decides what to show of it.
 *
 * Returns: (transfer none): the action of entry @index, valid until the
 *   history next changes
 */
const SqAction *
sq_history_get_entry (const SqHistory *history,
                      guint            index)
{
  g_return_val_if_fail (history != NULL, NULL);
  g_return_val_if_fail (index < sq_record_history_get_n_entries (history->record), NULL);

  return sq_record_history_get_entry (history->record, index);
}

/**
 * sq_history_get_state:
 * @history: a history
 *
 * Returns: (transfer none): the state at the current position, valid
 *   until the history next changes
 */
const SqState *
sq_history_get_state (const SqHistory *history)
{
  g_return_val_if_fail (history != NULL, NULL);

  return sq_record_history_get_state (history->record);
}

/**
 * sq_history_get_setup:
 * @history: a history
 *
 * Returns: (transfer none): the setup the game was dealt with
 */
const SqSetup *
sq_history_get_setup (const SqHistory *history)
{
  g_return_val_if_fail (history != NULL, NULL);

  return &history->setup;
}

/**
 * sq_history_is_finished:
 * @history: a history
 *
 * Returns: whether the game is over at the current position
 */
gboolean
sq_history_is_finished (const SqHistory *history)
{
  const SqState *state;

  g_return_val_if_fail (history != NULL, FALSE);

  state = sq_record_history_get_state (history->record);
  return state->outcome != SQ_OUTCOME_NONE;
}

/**
 * sq_history_write_to_file:
 * @history: a history
 * @file: a game file
 *
 * Replaces @file's setup, actions (the entries in effect) and redo
 * entries with @history's; the name, dates and key stay.
 */
void
sq_history_write_to_file (const SqHistory *history,
                          SqGameFile      *file)
{
  g_return_if_fail (history != NULL);
  g_return_if_fail (file != NULL);

  file->setup = history->setup;
  sq_record_history_write_entries (history->record, &file->actions, &file->redo);

  if (file->corrections == NULL)
    file->corrections = g_array_new (FALSE, TRUE, sizeof (SqCorrection));
  g_array_set_size (file->corrections, 0);
  g_array_append_vals (file->corrections, history->corrections->data,
                       history->corrections->len);
}

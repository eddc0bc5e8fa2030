/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A Camelot Legends game's history. See sq-legends-history.h.
 *
 * As in sq-history.c: a checkpoint (a full state, about 14 KB here) every
 * SQ_LEGENDS_HISTORY_CHECKPOINT_EVERY entries and the state at the
 * position; any other state is replayed from the checkpoint before it,
 * which is exact because sq_legends_apply() depends on nothing but its
 * arguments. A whole game is a few hundred entries. */

#include "sq-legends-history.h"

#include "sq-legends-names.h"
#include "sq-legends-rules.h"

#define SQ_LEGENDS_HISTORY_CHECKPOINT_EVERY 16

struct _SqLegendsHistory {
  SqLegendsSetup setup;
  GArray *entries;      /* SqLegendsAction */
  GArray *checkpoints;  /* SqLegendsState: [k] after k * EVERY entries */
  guint position;
  SqLegendsState current;
};

/* Helpers */

static void
maybe_checkpoint (SqLegendsHistory *history)
{
  guint k;

  if (history->position % SQ_LEGENDS_HISTORY_CHECKPOINT_EVERY != 0)
    return;

  k = history->position / SQ_LEGENDS_HISTORY_CHECKPOINT_EVERY;
  if (k < history->checkpoints->len)
    return;

  g_assert (k == history->checkpoints->len);
  g_array_append_vals (history->checkpoints, &history->current, 1);
}

/* An entry that applied before from the same state cannot be refused */
static void
reapply (SqLegendsHistory *history)
{
  const SqLegendsAction *action = &g_array_index (history->entries, SqLegendsAction,
                                                  history->position);
  g_autoptr(GError) error = NULL;

  if (!sq_legends_apply (&history->current, action, &error))
    g_error ("legends history: entry %u no longer applies: %s", history->position,
             error->message);
  history->position++;
}

static void
set_position (SqLegendsHistory *history,
              guint             position)
{
  guint k = position / SQ_LEGENDS_HISTORY_CHECKPOINT_EVERY;

  g_assert (position <= history->entries->len);
  g_assert (k < history->checkpoints->len);

  /* forwards from the current state when that is shorter */
  if (position < history->position
      || position - history->position > position % SQ_LEGENDS_HISTORY_CHECKPOINT_EVERY)
    {
      memcpy (&history->current, &g_array_index (history->checkpoints, SqLegendsState, k),
              sizeof (SqLegendsState));
      history->position = k * SQ_LEGENDS_HISTORY_CHECKPOINT_EVERY;
    }

  while (history->position < position)
    reapply (history);
}

static SqLegendsHistory *
history_alloc (const SqLegendsState *initial)
{
  SqLegendsHistory *history = g_new0 (SqLegendsHistory, 1);

  history->setup = initial->setup;
  history->entries = g_array_new (FALSE, TRUE, sizeof (SqLegendsAction));
  history->checkpoints = g_array_new (FALSE, TRUE, sizeof (SqLegendsState));
  memcpy (&history->current, initial, sizeof (SqLegendsState));
  maybe_checkpoint (history);

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
  guint n_actions;
  guint n_redo;

  g_return_val_if_fail (file != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* the preparation, with the loader's error messages */
  first = sq_legends_file_new (&file->setup);
  state = sq_legends_file_replay (first, NULL, error);
  if (state == NULL)
    return NULL;

  history = history_alloc (state);
  n_actions = file->actions != NULL ? file->actions->len : 0;
  n_redo = file->redo != NULL ? file->redo->len : 0;

  for (guint i = 0; i < n_actions + n_redo; i++)
    {
      const SqLegendsAction *action = i < n_actions
                                      ? &g_array_index (file->actions, SqLegendsAction, i)
                                      : &g_array_index (file->redo, SqLegendsAction,
                                                        i - n_actions);
      g_autoptr(GError) local_error = NULL;

      if (!sq_legends_history_apply (history, action, &local_error))
        {
          const char *type = sq_legends_action_type_name (action->type);

          g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_ILLEGAL_ACTION,
                       "%s %u (%s): refused with %s (rule %s)",
                       i < n_actions ? "action" : "redo",
                       i < n_actions ? i : i - n_actions, type != NULL ? type : "?",
                       sq_legends_error_name (local_error->code), local_error->message);
          return NULL;
        }
    }

  set_position (history, n_actions);

  return g_steal_pointer (&history);
}

void
sq_legends_history_free (SqLegendsHistory *history)
{
  if (history == NULL)
    return;

  g_array_unref (history->entries);
  g_array_unref (history->checkpoints);
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
  copy->entries = g_array_copy (history->entries);
  copy->checkpoints = g_array_copy (history->checkpoints);

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
  g_autoptr(SqLegendsState) next = NULL;

  g_return_val_if_fail (history != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (history->position < history->entries->len
      && sq_legends_action_equal (action, &g_array_index (history->entries, SqLegendsAction,
                                                          history->position)))
    return sq_legends_history_redo (history);

  next = sq_legends_state_copy (&history->current);
  if (!sq_legends_apply (next, action, error))
    return FALSE;

  /* a new line of play: what was undone is gone, and its checkpoints */
  g_array_set_size (history->entries, history->position);
  g_array_set_size (history->checkpoints,
                    history->position / SQ_LEGENDS_HISTORY_CHECKPOINT_EVERY + 1);

  g_array_append_val (history->entries, *action);
  memcpy (&history->current, next, sizeof (SqLegendsState));
  history->position++;
  maybe_checkpoint (history);

  return TRUE;
}

gboolean
sq_legends_history_undo (SqLegendsHistory *history)
{
  g_return_val_if_fail (history != NULL, FALSE);

  if (history->position == 0)
    return FALSE;

  set_position (history, history->position - 1);
  return TRUE;
}

gboolean
sq_legends_history_redo (SqLegendsHistory *history)
{
  g_return_val_if_fail (history != NULL, FALSE);

  if (history->position >= history->entries->len)
    return FALSE;

  set_position (history, history->position + 1);
  return TRUE;
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

  if (position > history->entries->len)
    return FALSE;

  set_position (history, position);
  return TRUE;
}

gboolean
sq_legends_history_can_undo (const SqLegendsHistory *history)
{
  g_return_val_if_fail (history != NULL, FALSE);

  return history->position > 0;
}

gboolean
sq_legends_history_can_redo (const SqLegendsHistory *history)
{
  g_return_val_if_fail (history != NULL, FALSE);

  return history->position < history->entries->len;
}

guint
sq_legends_history_get_n_entries (const SqLegendsHistory *history)
{
  g_return_val_if_fail (history != NULL, 0);

  return history->entries->len;
}

guint
sq_legends_history_get_position (const SqLegendsHistory *history)
{
  g_return_val_if_fail (history != NULL, 0);

  return history->position;
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
  g_return_val_if_fail (index < history->entries->len, NULL);

  return &g_array_index (history->entries, SqLegendsAction, index);
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

  return &history->current;
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
  g_return_val_if_fail (history != NULL, FALSE);

  return history->current.finished;
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
  guint n_redo;

  g_return_if_fail (history != NULL);
  g_return_if_fail (file != NULL);

  n_redo = history->entries->len - history->position;
  file->setup = history->setup;

  if (file->actions == NULL)
    file->actions = g_array_new (FALSE, TRUE, sizeof (SqLegendsAction));
  g_array_set_size (file->actions, 0);
  g_array_append_vals (file->actions, history->entries->data, history->position);

  if (file->redo == NULL)
    file->redo = g_array_new (FALSE, TRUE, sizeof (SqLegendsAction));
  g_array_set_size (file->redo, 0);
  if (n_redo > 0)
    g_array_append_vals (file->redo,
                         &g_array_index (history->entries, SqLegendsAction, history->position),
                         n_redo);
}

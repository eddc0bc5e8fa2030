/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game's history. See sq-history.h.
 *
 * Memory: a checkpoint (a full SqState, about 2 KB) every
 * SQ_HISTORY_CHECKPOINT_EVERY entries, and the state at the current
 * position. Any other state is the nearest checkpoint at or before it
 * plus at most SQ_HISTORY_CHECKPOINT_EVERY - 1 actions replayed: replay is
 * exact (the RNG is in the state) and costs about 200 ns an action, so an
 * undo costs a few microseconds while a 100,000-action game (the file
 * limit) needs 13 MB of checkpoints instead of 210 MB of snapshots. */

#include "sq-history-private.h"

#include "sq-cards.h"
#include "sq-correction.h"
#include "sq-rules.h"

/* Helpers (those named sq_history_* are shared with sq-history-correct.c) */

/* Appends the current state as a checkpoint when the position calls for
 * one that does not exist yet. */
void
sq_history_maybe_checkpoint (SqHistory *history)
{
  guint k;

  if (history->position % SQ_HISTORY_CHECKPOINT_EVERY != 0)
    return;

  k = history->position / SQ_HISTORY_CHECKPOINT_EVERY;
  if (k < history->checkpoints->len)
    return;

  g_assert (k == history->checkpoints->len);
  g_array_set_size (history->checkpoints, k + 1);
  memcpy (&g_array_index (history->checkpoints, SqState, k), &history->current,
          sizeof (SqState));
}

const SqCorrection *
sq_history_find_correction (const SqHistory *history,
                            guint            entry)
{
  for (guint i = 0; i < history->corrections->len; i++)
    {
      const SqCorrection *c = &g_array_index (history->corrections, SqCorrection, i);

      if (c->entry == entry)
        return c;
      if (c->entry > entry)
        break;
    }

  return NULL;
}

/* The game's actions after the first @n entries */
static void
rebuild_actions (SqHistory *history,
                 guint      n)
{
  /* without a correction the game's actions are the entries: an undo
   * only shortens them */
  if (history->corrections->len == 0)
    {
      guint have = MIN (history->actions->len, n);

      g_array_set_size (history->actions, have);
      g_array_append_vals (history->actions,
                           &g_array_index (history->entries, SqAction, have), n - have);
      return;
    }

  g_array_set_size (history->actions, 0);

  for (guint i = 0; i < n; i++)
    {
      const SqAction *action = &g_array_index (history->entries, SqAction, i);
      const SqCorrection *c = sq_history_find_correction (history, i);

      if (c == NULL)
        g_array_append_val (history->actions, *action);
      else if (!sq_correction_apply (history->actions, c, action))
        g_error ("history: correction %u does not fit", i);
    }
}

/* Re-applies an entry that applied before from the same state: it cannot
 * be refused, since sq_apply() depends on nothing but its arguments. A
 * correction replays the game's actions from the deal. */
static void
reapply (SqHistory *history)
{
  const SqAction *action = &g_array_index (history->entries, SqAction, history->position);
  const SqCorrection *c = sq_history_find_correction (history, history->position);
  g_autoptr(GError) error = NULL;

  if (c == NULL)
    {
      if (!sq_apply (&history->current, action, &error))
        g_error ("history: entry %u no longer applies: %s", history->position, error->message);
      g_array_append_val (history->actions, *action);
    }
  else if (!sq_correction_apply (history->actions, c, action)
           || sq_correction_replay (&g_array_index (history->checkpoints, SqState, 0),
                                    (const SqAction *) history->actions->data,
                                    history->actions->len, c->index, action,
                                    &history->current, &error) != history->actions->len)
    g_error ("history: correction %u no longer applies", history->position);
  history->position++;
}

/* Drops what follows the position: a new line of play */
void
sq_history_truncate_at_position (SqHistory *history)
{
  guint n = 0;

  while (n < history->corrections->len
         && g_array_index (history->corrections, SqCorrection, n).entry < history->position)
    n++;
  g_array_set_size (history->corrections, n);
  g_array_set_size (history->entries, history->position);
  g_array_set_size (history->checkpoints,
                    history->position / SQ_HISTORY_CHECKPOINT_EVERY + 1);
}

static void
set_position (SqHistory *history,
              guint      position)
{
  guint k = position / SQ_HISTORY_CHECKPOINT_EVERY;

  g_assert (position <= history->entries->len);
  g_assert (k < history->checkpoints->len);

  /* forwards from the current state when that is shorter */
  if (position < history->position || position - history->position > position % SQ_HISTORY_CHECKPOINT_EVERY)
    {
      memcpy (&history->current, &g_array_index (history->checkpoints, SqState, k),
              sizeof (SqState));
      history->position = k * SQ_HISTORY_CHECKPOINT_EVERY;
      rebuild_actions (history, history->position);
    }

  while (history->position < position)
    reapply (history);
}

static SqHistory *
history_alloc (const SqState *initial)
{
  SqHistory *history = g_new0 (SqHistory, 1);

  history->setup = initial->setup;
  history->entries = g_array_new (FALSE, TRUE, sizeof (SqAction));
  history->corrections = g_array_new (FALSE, TRUE, sizeof (SqCorrection));
  history->checkpoints = g_array_new (FALSE, TRUE, sizeof (SqState));
  history->actions = g_array_new (FALSE, TRUE, sizeof (SqAction));
  memcpy (&history->current, initial, sizeof (SqState));
  sq_history_maybe_checkpoint (history);

  return history;
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
  guint n_actions;
  guint n_redo;
  guint n_corrections;
  guint next_correction = 0;

  g_return_val_if_fail (file != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* the deal, with the loader's error messages */
  first = sq_game_file_new (&file->setup);
  state = sq_game_file_replay (first, NULL, error);
  if (state == NULL)
    return NULL;

  history = history_alloc (state);
  n_actions = file->actions != NULL ? file->actions->len : 0;
  n_redo = file->redo != NULL ? file->redo->len : 0;
  n_corrections = file->corrections != NULL ? file->corrections->len : 0;

  for (guint i = 0; i < n_actions + n_redo; i++)
    {
      const SqAction *action = i < n_actions
                               ? &g_array_index (file->actions, SqAction, i)
                               : &g_array_index (file->redo, SqAction, i - n_actions);
      const SqCorrection *c = NULL;
      g_autoptr(GError) local_error = NULL;
      gboolean applied;

      if (next_correction < n_corrections
          && g_array_index (file->corrections, SqCorrection, next_correction).entry == i)
        c = &g_array_index (file->corrections, SqCorrection, next_correction++);

      if (c != NULL && (c->index >= history->actions->len || c->n_kept <= c->index
                        || c->n_kept > history->actions->len))
        {
          g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE,
                       "corrections[%u]: index %u or kept %u does not fit the "
                       "%u actions before it", next_correction - 1, c->index,
                       c->n_kept, history->actions->len);
          return NULL;
        }

      applied = c != NULL
                ? sq_history_correct (history, c->index, action, c->n_kept, &local_error)
                : sq_history_apply (history, action, &local_error);
      if (!applied)
        {
          const char *type = action->type < SQ_N_ACTIONS
                             ? sq_action_type_name (action->type) : "?";

          g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_ILLEGAL_ACTION,
                       "%s %u (%s): refused with %s (rule %s)",
                       i < n_actions ? "action" : "redo",
                       i < n_actions ? i : i - n_actions, type,
                       local_error->domain == SQ_RULES_ERROR
                       ? sq_rules_error_name (local_error->code) : "unknown",
                       local_error->message);
          return NULL;
        }
    }

  set_position (history, n_actions);

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

  g_array_unref (history->entries);
  g_array_unref (history->corrections);
  g_array_unref (history->checkpoints);
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
  copy->entries = g_array_copy (history->entries);
  copy->corrections = g_array_copy (history->corrections);
  copy->checkpoints = g_array_copy (history->checkpoints);
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
  SqState next;

  g_return_val_if_fail (history != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (history->position < history->entries->len
      && sq_history_find_correction (history, history->position) == NULL
      && sq_action_equal (action, &g_array_index (history->entries, SqAction,
                                                  history->position)))
    return sq_history_redo (history);

  memcpy (&next, &history->current, sizeof next);
  if (!sq_apply (&next, action, error))
    return FALSE;

  /* a new line of play: what was undone is gone, and so are checkpoints
   * taken along it */
  sq_history_truncate_at_position (history);

  g_array_append_val (history->entries, *action);
  g_array_append_val (history->actions, *action);
  memcpy (&history->current, &next, sizeof next);
  history->position++;
  sq_history_maybe_checkpoint (history);

  return TRUE;
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

  if (history->position == 0)
    return FALSE;

  set_position (history, history->position - 1);
  return TRUE;
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

  if (history->position >= history->entries->len)
    return FALSE;

  set_position (history, history->position + 1);
  return TRUE;
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

  if (position > history->entries->len)
    return FALSE;

  set_position (history, position);
  return TRUE;
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

  return history->position > 0;
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

  return history->position < history->entries->len;
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

  return history->entries->len;
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

  return history->position;
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
  g_return_val_if_fail (index < history->entries->len, NULL);

  return &g_array_index (history->entries, SqAction, index);
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

  return &history->current;
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
  g_return_val_if_fail (history != NULL, FALSE);

  return history->current.outcome != SQ_OUTCOME_NONE;
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
  guint n_redo;

  g_return_if_fail (history != NULL);
  g_return_if_fail (file != NULL);

  n_redo = history->entries->len - history->position;
  file->setup = history->setup;

  if (file->actions == NULL)
    file->actions = g_array_new (FALSE, TRUE, sizeof (SqAction));
  g_array_set_size (file->actions, 0);
  g_array_append_vals (file->actions, history->entries->data, history->position);

  if (file->redo == NULL)
    file->redo = g_array_new (FALSE, TRUE, sizeof (SqAction));
  g_array_set_size (file->redo, 0);
  if (n_redo > 0)
    g_array_append_vals (file->redo,
                         &g_array_index (history->entries, SqAction, history->position),
                         n_redo);

  if (file->corrections == NULL)
    file->corrections = g_array_new (FALSE, TRUE, sizeof (SqCorrection));
  g_array_set_size (file->corrections, 0);
  g_array_append_vals (file->corrections, history->corrections->data,
                       history->corrections->len);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SqHistory, continued: correcting an earlier entry. A correction is one
 * entry (one step to undo and redo) that replaces one of the game's
 * actions and replays those after it; see sq-history.h and
 * sq-correction.h. The hooks here keep the corrections and the game's
 * actions in step with the generic history's entries. */

#include "sq-history-private.h"

#include <gio/gio.h>

#include "sq-correction.h"
#include "sq-rules.h"

/* Helpers */

static const SqCorrection *
find_correction (const SqHistory *history,
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

static const SqAction *
entry_at (const SqHistory *history,
          guint            index)
{
  return sq_record_history_get_entry (history->record, index);
}

/* The hooks: the corrections kept in step with the entries */


/* An entry that corrects is never redone by an action equal to its
 * replacement: that action is a new line of play. */
static gboolean
hook_may_redo (gpointer owner,
               guint    entry)
{
  return find_correction (owner, entry) == NULL;
}

/* Re-applies an entry that applied before from the same state: it cannot
 * be refused, since sq_apply() depends on nothing but its arguments. A
 * correction replays the game's actions from the deal. */
static gboolean
hook_replay (gpointer       owner,
             guint          entry,
             gconstpointer  action,
             gpointer       state,
             GError       **error)
{
  SqHistory *history = owner;
  const SqCorrection *c = find_correction (history, entry);

  if (c == NULL)
    {
      if (!sq_apply (state, action, error))
        return FALSE;
      g_array_append_vals (history->actions, action, 1);
      return TRUE;
    }

  if (!sq_correction_apply (history->actions, c, action))
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE, "correction %u does not fit", entry);
      return FALSE;
    }
  return sq_correction_replay (sq_record_history_get_initial_state (history->record),
                               (const SqAction *) history->actions->data,
                               history->actions->len, c->index, action,
                               state, error) == history->actions->len;
}

/* Back at a checkpoint: the game's actions after its @position entries.
 * Without a correction they are the entries, and an undo only shortens
 * them. */
static void
hook_rewound (gpointer owner,
              guint    position)
{
  SqHistory *history = owner;

  if (history->corrections->len == 0)
    {
      guint have = MIN (history->actions->len, position);

      g_array_set_size (history->actions, have);
      if (position > have)
        g_array_append_vals (history->actions, entry_at (history, have), position - have);
      return;
    }

  g_array_set_size (history->actions, 0);

  for (guint i = 0; i < position; i++)
    {
      const SqAction *action = entry_at (history, i);
      const SqCorrection *c = find_correction (history, i);

      if (c == NULL)
        g_array_append_val (history->actions, *action);
      else if (!sq_correction_apply (history->actions, c, action))
        g_error ("history: correction %u does not fit", i);
    }
}

/* A new line of play drops the corrections among the entries undone */
static void
hook_truncated (gpointer owner,
                guint    position)
{
  SqHistory *history = owner;
  guint n = 0;

  while (n < history->corrections->len
         && g_array_index (history->corrections, SqCorrection, n).entry < position)
    n++;
  g_array_set_size (history->corrections, n);
}

static void
hook_applied (gpointer      owner,
              guint         entry,
              gconstpointer action)
{
  SqHistory *history = owner;

  g_array_append_vals (history->actions, action, 1);
}

const SqRecordHooks sq_history_correction_hooks = {
  .may_redo = hook_may_redo,
  .replay = hook_replay,
  .rewound = hook_rewound,
  .truncated = hook_truncated,
  .applied = hook_applied,
};

/* Public API */

/**
 * sq_history_try_correction:
 * @history: a history
 * @index: an action of the game, from 0 to sq_history_get_n_actions() - 1
 * @replacement: what the table says it was
 * @out: (out caller-allocates) (optional): the state after the last
 *   action that still applies, in which the next one is refused
 * @error: the refusal (%SQ_RULES_ERROR) of the first action that no
 *   longer applies, if one does not
 *
 * Replays the game's actions with action @index replaced by
 * @replacement, without changing @history: what sq_history_correct()
 * would keep.
 *
 * Returns: the index of the first action that no longer applies (@index
 *   itself if the replacement is refused), or sq_history_get_n_actions()
 *   when every action still applies
 */
guint
sq_history_try_correction (const SqHistory  *history,
                           guint             index,
                           const SqAction   *replacement,
                           SqState          *out,
                           GError          **error)
{
  SqState scratch;

  g_return_val_if_fail (history != NULL, 0);
  g_return_val_if_fail (index < history->actions->len, 0);
  g_return_val_if_fail (replacement != NULL, 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  return sq_correction_replay (sq_record_history_get_initial_state (history->record),
                               (const SqAction *) history->actions->data,
                               history->actions->len, index, replacement,
                               out != NULL ? out : &scratch, error);
}

/**
 * sq_history_correct:
 * @history: a history
 * @index: an action of the game, from 0 to sq_history_get_n_actions() - 1
 * @replacement: what the table says it was
 * @n_kept: how many of the game's actions stay: sq_history_get_n_actions()
 *   for all of them, or the index sq_history_try_correction() gave to keep
 *   the game up to the first action that no longer applies
 * @error: a #GError in %SQ_RULES_ERROR if one of the kept actions no
 *   longer applies, %G_IO_ERROR_INVALID_ARGUMENT if @n_kept is out of
 *   range, or %G_IO_ERROR_NO_SPACE if the game already has
 *   %SQ_FILE_MAX_CORRECTIONS corrections in effect (the file could not
 *   hold another)
 *
 * Replaces action @index and replays the ones after it, as one new entry
 * at the position: undo goes back to the game exactly as it was before
 * the correction, redo corrects it again. Like a new action, it drops the
 * entries that were undone. Refused, nothing changes.
 *
 * Returns: %TRUE if the correction was made
 */
gboolean
sq_history_correct (SqHistory       *history,
                    guint            index,
                    const SqAction  *replacement,
                    guint            n_kept,
                    GError         **error)
{
  SqCorrection correction;
  SqState next;

  g_return_val_if_fail (history != NULL, FALSE);
  g_return_val_if_fail (replacement != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  correction = (SqCorrection) { sq_record_history_get_position (history->record), index,
                                n_kept };

  if (history->corrections->len >= SQ_FILE_MAX_CORRECTIONS
      && g_array_index (history->corrections, SqCorrection,
                        SQ_FILE_MAX_CORRECTIONS - 1).entry < correction.entry)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                   "at most %u corrections in a game", SQ_FILE_MAX_CORRECTIONS);
      return FALSE;
    }
  if (index >= history->actions->len || n_kept <= index || n_kept > history->actions->len)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "correction of action %u keeping %u of %u", index, n_kept,
                   history->actions->len);
      return FALSE;
    }

  if (sq_correction_replay (sq_record_history_get_initial_state (history->record),
                            (const SqAction *) history->actions->data, n_kept,
                            index, replacement, &next, error) != n_kept)
    return FALSE;

  /* a new line of play, as sq_history_apply(): the truncate hook drops
   * the corrections undone before this one joins them */
  sq_record_history_push (history->record, replacement, &next);
  g_array_append_val (history->corrections, correction);
  sq_correction_apply (history->actions, &correction, replacement);

  return TRUE;
}

/**
 * sq_history_get_correction:
 * @history: a history
 * @entry: an entry, from 0
 *
 * Returns: (transfer none) (nullable): what entry @entry corrects, or
 *   %NULL if it is an action played; valid until the history next changes
 */
const SqCorrection *
sq_history_get_correction (const SqHistory *history,
                           guint            entry)
{
  g_return_val_if_fail (history != NULL, NULL);

  return find_correction (history, entry);
}

/**
 * sq_history_get_n_actions:
 * @history: a history
 *
 * The game's actions are the entries in effect, each correction among
 * them replacing an earlier action (and dropping those it did not keep).
 *
 * Returns: how many actions the game has at the position
 */
guint
sq_history_get_n_actions (const SqHistory *history)
{
  g_return_val_if_fail (history != NULL, 0);

  return history->actions->len;
}

/**
 * sq_history_get_action:
 * @history: a history
 * @index: from 0 to sq_history_get_n_actions() - 1
 *
 * Returns: (transfer none): the game's action @index at the position,
 *   valid until the history next changes
 */
const SqAction *
sq_history_get_action (const SqHistory *history,
                       guint            index)
{
  g_return_val_if_fail (history != NULL, NULL);
  g_return_val_if_fail (index < history->actions->len, NULL);

  return &g_array_index (history->actions, SqAction, index);
}

/**
 * sq_history_get_entry_action:
 * @history: a history
 * @entry: an entry, from 0
 * @index: (out) (optional): the entry's place among the game's actions
 *
 * Whether the action entry @entry made (played, or put in by a
 * correction) is still one of the game's actions at the position: it is
 * not if the entry is undone, or if a later correction replaced it again
 * or did not keep it.
 *
 * Returns: %TRUE if it is, with its @index
 */
gboolean
sq_history_get_entry_action (const SqHistory *history,
                             guint            entry,
                             guint           *index)
{
  guint position;
  guint n = 0;
  guint at = 0;

  g_return_val_if_fail (history != NULL, FALSE);

  position = sq_record_history_get_position (history->record);
  if (entry >= position)
    return FALSE;

  for (guint i = 0; i < position; i++)
    {
      const SqCorrection *c = find_correction (history, i);

      if (i == entry)
        at = c != NULL ? c->index : n;
      if (i > entry && c != NULL && (c->index == at || c->n_kept <= at))
        return FALSE;
      n = c != NULL ? c->n_kept : n + 1;
    }

  if (index != NULL)
    *index = at;
  return TRUE;
}

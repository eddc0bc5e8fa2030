/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* SqGame, continued: correcting an earlier entry. The history makes the
 * correction (sq_history_correct()); this saves it as sq_game_apply()
 * saves an action, says which entries may be corrected, and words the
 * log's line for a correction. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-game-private.h"
#include "sq-log-entry.h"
#include "sq-text.h"

typedef struct {
  guint    index;
  SqAction replacement;
  guint    n_kept;
} Correction;

/* Helpers */

/* Whether the table entered @action's value itself, so that it may have
 * entered it wrongly: a d8 roll, a Black card drawn from its own deck.
 * Correcting a Black card names it on the shared screen, so only once its
 * turn is over, and never in a turn that laid a card face down (which
 * card went face down is not for the table to learn). */
static gboolean
is_entered (const SqHistory *history,
            guint            index)
{
  const SqAction *action = sq_history_get_action (history, index);

  if (action->type == SQ_ACTION_ROLL_D8)
    return action->value > 0;
  if (action->type != SQ_ACTION_ENTER_BLACK)
    return FALSE;

  for (guint i = index + 1; i < sq_history_get_n_actions (history); i++)
    {
      guint8 type = sq_history_get_action (history, i)->type;

      if (type == SQ_ACTION_PLACE_FACE_DOWN)
        return FALSE;
      if (type == SQ_ACTION_END_TURN)
        return TRUE;
    }

  return FALSE;
}

/* The state before the game's action @index at @history's position */
static SqState *
state_before_action (const SqHistory *history,
                     guint            index)
{
  g_autoptr(GError) error = NULL;
  SqState *state = sq_state_new (sq_history_get_setup (history), &error);

  g_assert_no_error (error);
  for (guint i = 0; i < index; i++)
    if (!sq_apply (state, sq_history_get_action (history, i), &error))
      g_error ("a game action no longer applies: %s", error->message);

  return state;
}

static gboolean
correct_change (SqHistory      *history,
                gconstpointer   data,
                GError        **error)
{
  const Correction *c = data;

  return sq_history_correct (history, c->index, &c->replacement, c->n_kept, error);
}

/* Private API (sq-game-private.h) */

/* (transfer full): the state after the first @position entries */
SqState *
sq_game_history_state_at (const SqHistory *history,
                          guint            position)
{
  g_autoptr(SqHistory) scratch = sq_history_copy (history);

  if (!sq_history_jump_to (scratch, position))
    g_error ("no entry %u in the history", position);

  return sq_state_copy (sq_history_get_state (scratch));
}

/* The log's line for the correction at @entry: what was entered, in
 * which turn, what the table says it was, and how many actions no longer
 * applied and were dropped. */
char *
sq_game_correction_text (const SqHistory *history,
                         guint            entry)
{
  const SqCorrection *c = sq_history_get_correction (history, entry);
  const SqAction *replacement = sq_history_get_entry (history, entry);
  g_autoptr(SqHistory) before = sq_history_copy (history);
  g_autoptr(SqState) state = NULL;
  const SqAction *old;
  guint n_dropped;
  guint turn;

  g_assert (c != NULL);
  sq_history_jump_to (before, entry);
  old = sq_history_get_action (before, c->index);
  n_dropped = sq_history_get_n_actions (before) - c->n_kept;
  state = state_before_action (before, c->index);
  turn = state->turn;

  if (replacement->type == SQ_ACTION_ROLL_D8 && n_dropped == 0)
    /* Translators: a line of the game log; %1$u is a turn number, %2$u the
     * d8 value the table entered first, %3$u the value it says was right */
    return g_strdup_printf (_("Corrected the d8 roll of turn %1$u: %2$u → %3$u"),
                            turn, old->value, replacement->value);
  if (replacement->type == SQ_ACTION_ROLL_D8)
    return g_strdup_printf (ngettext (
      /* Translators: a line of the game log; %1$u is a turn number, %2$u and
       * %3$u the d8 values before and after, %4$u how many later actions
       * were dropped because they no longer applied */
      "Corrected the d8 roll of turn %1$u: %2$u → %3$u; %4$u later action no longer applied and was dropped",
      "Corrected the d8 roll of turn %1$u: %2$u → %3$u; %4$u later actions no longer applied and were dropped",
      n_dropped), turn, old->value, replacement->value, n_dropped);
  if (n_dropped == 0)
    /* Translators: a line of the game log; %1$u is a turn number, %2$s the
     * Black card the table entered first, %3$s the one it says was drawn */
    return g_strdup_printf (_("Corrected the black card of turn %1$u: %2$s → %3$s"),
                            turn, sq_text_face (old->cards[0]),
                            sq_text_face (replacement->cards[0]));
  return g_strdup_printf (ngettext (
    /* Translators: a line of the game log; %1$u is a turn number, %2$s and
     * %3$s the Black cards before and after, %4$u how many later actions
     * were dropped because they no longer applied */
    "Corrected the black card of turn %1$u: %2$s → %3$s; %4$u later action no longer applied and was dropped",
    "Corrected the black card of turn %1$u: %2$s → %3$s; %4$u later actions no longer applied and were dropped",
    n_dropped), turn, sq_text_face (old->cards[0]), sq_text_face (replacement->cards[0]),
    n_dropped);
}

/* A correction's line sits under its turn's heading like any other; it
 * narrates no events (the board shows the corrected game) */
void
sq_game_describe_correction (SqLogEntry    *entry,
                             const SqState *before,
                             gboolean       first_of_turn)
{
  g_autofree char *who = sq_text_seat (before, before->current);
  g_autofree char *heading = NULL;

  /* Translators: the heading over a turn's lines in the history; %1$u
   * counts the turns, %2$s is the knight whose turn it is */
  heading = g_strdup_printf (_("Turn %1$u: %2$s"), (guint) before->turn, who);
  sq_log_entry_set_details (entry, heading, first_of_turn, NULL, NULL, FALSE);
}

/* Marks the log's entries the table may correct: those whose action is
 * still in the game at the position and was entered at the table. One
 * pass: which entry put each of the game's actions where it is. */
void
sq_game_mark_correctable (const SqHistory *history,
                          GListModel      *log)
{
  guint position = sq_history_get_position (history);
  g_autoptr(GArray) owner = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree gboolean *correctable = g_new0 (gboolean, g_list_model_get_n_items (log) + 1);

  for (guint i = 0; i < position; i++)
    {
      const SqCorrection *c = sq_history_get_correction (history, i);

      if (c == NULL)
        g_array_append_val (owner, i);
      else
        {
          g_array_index (owner, guint, c->index) = i;
          g_array_set_size (owner, c->n_kept);
        }
    }

  for (guint k = 0; k < owner->len; k++)
    {
      guint entry = g_array_index (owner, guint, k);

      if (entry < g_list_model_get_n_items (log))
        correctable[entry] = is_entered (history, k);
    }

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(SqLogEntry) entry = g_list_model_get_item (log, i);

      sq_log_entry_set_correctable (entry, correctable[i]);
    }
}

/* Public API */

/**
 * sq_game_entry_correctable:
 * @entry: an entry of the history (a line of the log)
 * @index: (out) (optional): the game's action it stands for
 *
 * Whether the history may offer to correct @entry: a d8 roll or a Black
 * card the table entered, still in the game at the position (not undone,
 * not replaced or dropped by a later correction); a Black card only once
 * its turn is over, and not in a turn that laid a card face down.
 *
 * Returns: %TRUE if it may be corrected
 */
gboolean
sq_game_entry_correctable (SqGame *self,
                           guint   entry,
                           guint  *index)
{
  SqHistory *history;
  guint at;

  g_return_val_if_fail (SQ_IS_GAME (self), FALSE);

  history = sq_game_get_history (self);
  if (!sq_history_get_entry_action (history, entry, &at) || !is_entered (history, at))
    return FALSE;

  if (index != NULL)
    *index = at;
  return TRUE;
}

/**
 * sq_game_get_n_actions:
 *
 * Returns: how many actions the game has at the position, corrections
 *   made (as many as the entries in effect when there is none)
 */
guint
sq_game_get_n_actions (SqGame *self)
{
  g_return_val_if_fail (SQ_IS_GAME (self), 0);

  return sq_history_get_n_actions (sq_game_get_history (self));
}

/**
 * sq_game_get_action:
 * @index: from 0 to the number of the game's actions - 1
 *
 * Returns: (transfer none): the game's action @index, corrections made
 */
const SqAction *
sq_game_get_action (SqGame *self,
                    guint   index)
{
  g_return_val_if_fail (SQ_IS_GAME (self), NULL);

  return sq_history_get_action (sq_game_get_history (self), index);
}

/**
 * sq_game_dup_state_before:
 * @index: one of the game's actions
 *
 * Returns: (transfer full): the state in which action @index was played,
 *   secrets included
 */
SqState *
sq_game_dup_state_before (SqGame *self,
                          guint   index)
{
  g_return_val_if_fail (SQ_IS_GAME (self), NULL);
  g_return_val_if_fail (index < sq_history_get_n_actions (sq_game_get_history (self)), NULL);

  return state_before_action (sq_game_get_history (self), index);
}

/**
 * sq_game_try_correction:
 * @index: the game's action to correct
 * @replacement: what the table says it was
 * @out: (out caller-allocates) (optional): the state in which the first
 *   action that no longer applies is refused
 * @error: that refusal (%SQ_RULES_ERROR)
 *
 * Changes nothing: see sq_history_try_correction().
 *
 * Returns: the index of the first action that no longer applies, or the
 *   number of the game's actions when all still apply
 */
guint
sq_game_try_correction (SqGame          *self,
                        guint            index,
                        const SqAction  *replacement,
                        SqState         *out,
                        GError         **error)
{
  g_return_val_if_fail (SQ_IS_GAME (self), 0);
  g_return_val_if_fail (replacement != NULL, 0);

  return sq_history_try_correction (sq_game_get_history (self), index, replacement, out, error);
}

/**
 * sq_game_correct:
 * @index: the game's action to correct
 * @replacement: what the table says it was
 * @n_kept: how many of the game's actions stay (all of them, or the index
 *   sq_game_try_correction() gave)
 * @error: a refusal, or a failed save as for sq_game_apply()
 *
 * Makes the correction as one entry of the history (one undo takes it
 * back) and saves the game before returning.
 *
 * Returns: %TRUE if the correction was made and saved
 */
gboolean
sq_game_correct (SqGame          *self,
                 guint            index,
                 const SqAction  *replacement,
                 guint            n_kept,
                 GError         **error)
{
  Correction c;

  g_return_val_if_fail (SQ_IS_GAME (self), FALSE);
  g_return_val_if_fail (replacement != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  c = (Correction) { index, *replacement, n_kept };

  return sq_game_change (self, correct_change, &c, error);
}

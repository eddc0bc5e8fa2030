/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* What the turn steps (sq-turn-steps.c) have on show, for the turn panel. */

#include "config.h"

#include "sq-legal-next.h"
#include "sq-turn-steps.h"
#include "sq-turn-steps-private.h"

/**
 * sq_turn_steps_get_secret_held:
 *
 * Returns: %TRUE if choices that name the deciding knight's cards exist
 *   and are hidden now, or would be hidden if the cards were not shown
 */
gboolean
sq_turn_steps_get_secret_held (SqTurnSteps *self)
{
  g_return_val_if_fail (SQ_IS_TURN_STEPS (self), FALSE);

  if (self->state == NULL)
    return FALSE;
  if (self->have_draft)
    return sq_turn_steps_list_is_secret (self->state, &self->draft);
  for (guint i = 0; i < self->n_starts; i++)
    if (sq_turn_steps_in_view (self, &self->starts[i]) && sq_turn_steps_names_secret (self->state, &self->starts[i]))
      return TRUE;
  return self->secret_held;
}

guint
sq_turn_steps_get_n_choices (SqTurnSteps *self)
{
  g_return_val_if_fail (SQ_IS_TURN_STEPS (self), 0);

  return self->n_choices;
}

gboolean
sq_turn_steps_has_kind (SqTurnSteps *self,
                        guint        kind)
{
  g_return_val_if_fail (SQ_IS_TURN_STEPS (self), FALSE);

  for (guint i = 0; i < self->n_starts; i++)
    if (sq_turn_steps_offered (&self->starts[i]) && sq_steps_kind (&self->starts[i]) == kind)
      return TRUE;
  return FALSE;
}

/**
 * sq_turn_steps_get_n_starts:
 *
 * Returns: how many first steps the question offers (ending the turn, the
 *   die, joining and leaving aside), shown or hidden
 */
guint
sq_turn_steps_get_n_starts (SqTurnSteps *self)
{
  guint n = 0;

  g_return_val_if_fail (SQ_IS_TURN_STEPS (self), 0);

  for (guint i = 0; i < self->n_starts; i++)
    if (sq_turn_steps_offered (&self->starts[i]))
      n++;
  return n;
}

gboolean
sq_turn_steps_can_end_turn (SqTurnSteps *self)
{
  g_return_val_if_fail (SQ_IS_TURN_STEPS (self), FALSE);

  for (guint i = 0; i < self->n_starts; i++)
    if (self->starts[i].type == SQ_ACTION_END_TURN)
      return TRUE;
  return FALSE;
}

/**
 * sq_turn_steps_get_only_answer:
 * @action: (out): the answer
 *
 * Returns: %TRUE if the question has exactly one answer (ending the turn,
 *   joining and leaving aside), and it is a whole action
 */
gboolean
sq_turn_steps_get_only_answer (SqTurnSteps *self,
                               SqAction    *action)
{
  gint only = -1;
  SqStepShape shape;

  g_return_val_if_fail (SQ_IS_TURN_STEPS (self), FALSE);

  for (guint i = 0; i < self->n_starts; i++)
    if (sq_turn_steps_offered (&self->starts[i]))
      {
        if (only >= 0)
          return FALSE;
        only = i;
      }
  if (only < 0)
    return FALSE;
  sq_steps_shape (self->state, &self->starts[only], &shape);
  if (shape.list != SQ_STEP_LIST_NONE)
    return FALSE;
  *action = self->starts[only];
  return TRUE;
}

/**
 * sq_turn_steps_focus_first:
 *
 * Puts the focus on the question's first choice.
 *
 * Returns: %TRUE if a choice took the focus
 */
gboolean
sq_turn_steps_focus_first (SqTurnSteps *self)
{
  g_return_val_if_fail (SQ_IS_TURN_STEPS (self), FALSE);

  /* while the knight holds his cards on show, the focus stays on the hold */
  if (self->revealed)
    return FALSE;

  if (gtk_widget_get_visible (GTK_WIDGET (self->picker)))
    return sq_card_picker_focus_first (self->picker);
  for (guint i = 0; i < self->start_buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (self->start_buttons, i);

      if (gtk_widget_get_visible (button))
        return gtk_widget_grab_focus (button);
    }
  if (self->kind >= 0 && gtk_widget_get_visible (self->kinds_box))
    return gtk_widget_grab_focus (self->kind_buttons[self->kind]);
  return FALSE;
}

/**
 * sq_turn_steps_get_choices:
 *
 * Returns: (transfer none): the box of the question's choices (the first
 *   steps or the card picker), without the kinds of action
 */
GtkWidget *
sq_turn_steps_get_choices (SqTurnSteps *self)
{
  g_return_val_if_fail (SQ_IS_TURN_STEPS (self), NULL);

  return self->choices_box;
}

/**
 * sq_turn_steps_take_roll:
 *
 * Returns: the roll of the table's d8 pressed with the siege fight just
 *   chosen (1 to 8), once; 0 if none
 */
guint
sq_turn_steps_take_roll (SqTurnSteps *self)
{
  g_return_val_if_fail (SQ_IS_TURN_STEPS (self), 0);

  return sq_turn_die_take (&self->die);
}

/**
 * sq_turn_steps_get_auto_answer:
 * @only: (out): the answer
 *
 * The question's single answer that the panel gives by itself: never the
 * table's own turn, never a die the table rolls itself. Squire's own d8
 * has one answer, Squire's roll; at the heroic phase, ending the turn once
 * no other action (nor a power) is possible.
 *
 * Returns: %TRUE if there is one
 */
gboolean
sq_turn_steps_get_auto_answer (SqTurnSteps *self,
                               SqAction    *only)
{
  SqDecision d;

  g_return_val_if_fail (SQ_IS_TURN_STEPS (self), FALSE);

  if (self->state == NULL)
    return FALSE;
  d = sq_state_get_decision (self->state);
  if (d == SQ_DECISION_NONE || (d == SQ_DECISION_D8 && self->state->setup.dice != SQ_DECK_VIRTUAL))
    return FALSE;
  if (d == SQ_DECISION_D8)
    {
      sq_action_init (only, SQ_ACTION_ROLL_D8);
      return TRUE;
    }
  if (d != SQ_DECISION_HEROIC)
    return sq_turn_steps_get_only_answer (self, only);
  if (sq_turn_steps_get_n_starts (self) > 0 || !sq_turn_steps_can_end_turn (self))
    return FALSE;
  sq_action_init (only, SQ_ACTION_END_TURN);
  return TRUE;
}

/**
 * sq_turn_steps_fill_forced:
 * @draft: the answer being built, in the card picker
 *
 * Adds to @draft what the engine leaves no choice about: while the
 * pattern still open wants an exact number of cards (or knights) and only
 * one kind may follow, as for the second and third card of a heal once
 * the first is picked. A step with one legal answer is no question.
 */
void
sq_turn_steps_fill_forced (const SqState *state,
                           SqAction      *draft)
{
  guint8 next[SQ_N_FACES];
  SqStepShape shape;
  guint lo;
  guint hi;

  while (sq_steps_remaining (state, draft, &lo, &hi) && lo > 0 && lo == hi &&
         sq_steps_next (state, draft, next, G_N_ELEMENTS (next)) == 1)
    {
      sq_steps_shape (state, draft, &shape);
      if (!sq_steps_add (draft, shape.list, next[0]))
        return;
    }
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-cards.h"
#include "sq-legal-steps.h"
#include "sq-text.h"
#include "sq-turn-entry.h"

#define MAX_STARTS 64

void
sq_turn_entry_init (SqTurnEntry *entry,
                    GtkBox      *parent,
                    GCallback    clicked,
                    gpointer     data)
{
  entry->position = 0;
  entry->button = gtk_button_new_with_label ("");
  gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (entry->button))), TRUE);
  gtk_widget_set_margin_top (entry->button, 12);
  gtk_widget_set_margin_start (entry->button, 12);
  gtk_widget_set_margin_end (entry->button, 12);
  gtk_widget_add_css_class (entry->button, "pill");
  gtk_widget_set_visible (entry->button, FALSE);
  g_signal_connect_swapped (entry->button, "clicked", clicked, data);
  gtk_box_prepend (parent, entry->button);
}

/* Whether @state offers a start of @type (on @quest, unless SQ_QUEST_NONE). */
static gboolean
has_start (const SqState *state,
           guint          type,
           guint          quest)
{
  SqAction starts[MAX_STARTS];
  guint n = sq_steps_starts (state, starts, G_N_ELEMENTS (starts));

  for (guint i = 0; i < n; i++)
    if (starts[i].type == type && (quest == SQ_QUEST_NONE || starts[i].quest == quest))
      return TRUE;
  return FALSE;
}

/**
 * sq_turn_entry_follow:
 * @before: the state the black card was entered in
 * @state: the state just after it was entered
 * @answer: (out): the table's usual answer to what follows
 *
 * A card drawn from the table's own deck and named has been shown to the
 * table: a combat card goes face up, if it could have been laid face down
 * unnamed beside the grid (named only when its quest ends). A Special Black
 * card takes effect unless someone speaks up with three Merlins; with no
 * hand known, Squire cannot tell whether anyone can, so the table's
 * silence is the answer and the cancel stays on offer.
 *
 * Returns: %TRUE if @answer should go in with the press that entered the card
 */
gboolean
sq_turn_entry_follow (const SqState *before,
                      const SqState *state,
                      SqAction      *answer)
{
  switch ((guint) sq_state_get_decision (state))
    {
    case SQ_DECISION_PLACE_COMBAT:
      /* the task names the quest the card goes to */
      if (state->setup.black_deck != SQ_DECK_PHYSICAL ||
          !has_start (before, SQ_ACTION_PLACE_FACE_DOWN, state->stack[state->n_stack - 1].b))
        return FALSE;
      sq_action_init (answer, SQ_ACTION_PLACE_FACE_UP);
      return TRUE;

    case SQ_DECISION_MERLIN_CANCEL:
      /* with a known hand the engine knows who could cancel, and asks */
      if (state->setup.white_deck != SQ_DECK_PHYSICAL || !has_start (state, SQ_ACTION_MERLIN_CANCEL, SQ_QUEST_NONE))
        return FALSE;
      sq_action_init (answer, SQ_ACTION_NO_CANCEL);
      return TRUE;

    default:
      return FALSE;
    }
}

/**
 * sq_turn_entry_offer:
 * @before: the state the table's silence answered (a Merlin cancel)
 * @position: the game's position once it is answered
 *
 * Offers the cancel with three Merlins until the game moves on.
 */
void
sq_turn_entry_offer (SqTurnEntry   *entry,
                     const SqState *before,
                     guint          position)
{
  g_autofree char *label = NULL;
  guint card = before->stack[before->n_stack - 1].a;

  /* Translators: shown after a Special Black card took effect, as long as
   * the table can still cancel it; %s is the black card ("Desolation") */
  label = g_strdup_printf (_("Cancel %s With Three Merlins"), sq_text_face (sq_card_face (card)));
  gtk_button_set_label (GTK_BUTTON (entry->button), label);
  gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (entry->button))), TRUE);
  entry->position = position;
}

/* On show while the game is where the table's silence left it. */
void
sq_turn_entry_update (SqTurnEntry *entry,
                      SqGame      *game)
{
  if (game == NULL || sq_game_get_position (game) != entry->position)
    entry->position = 0;
  gtk_widget_set_visible (entry->button, entry->position != 0);
}

/**
 * sq_turn_entry_take:
 *
 * Takes the table's silence back: the game is at the Merlin cancel again.
 *
 * Returns: %TRUE if it was taken back
 */
gboolean
sq_turn_entry_take (SqTurnEntry *entry,
                    SqGame      *game,
                    SqTurnSteps *steps,
                    GError     **error)
{
  gboolean taken = FALSE;

  if (game != NULL && entry->position != 0 && sq_game_get_position (game) == entry->position)
    taken = sq_game_undo (game, error);
  entry->position = 0;
  sq_turn_entry_update (entry, game);
  if (taken)
    sq_turn_steps_open (steps, SQ_ACTION_MERLIN_CANCEL);
  return taken;
}

/**
 * sq_turn_entry_choose:
 * @action: the action the turn steps built
 * @rolled: the table's d8 pressed with a siege fight (1 to 8), or 0
 *
 * Applies @action, then what goes in with the same press: the roll of
 * the table's die after a siege fight, or the table's usual answer after
 * a black card entered (sq_turn_entry_follow()), two entries in the
 * history that Undo takes back one at a time.
 */
void
sq_turn_entry_choose (SqTurnEntry    *entry,
                      SqGame         *game,
                      const SqAction *action,
                      guint           rolled,
                      SqTurnApply     apply,
                      gpointer        data)
{
  g_autoptr(SqState) entering = NULL;
  g_autoptr(SqState) entered = NULL;
  const SqState *state;
  SqAction next;

  if (action->type == SQ_ACTION_ENTER_BLACK)
    entering = sq_state_copy (sq_game_get_state (game));
  if (!apply (action, data))
    return;
  state = sq_game_get_state (game);
  if (rolled > 0 && sq_state_get_decision (state) == SQ_DECISION_D8 &&
      state->setup.dice == SQ_DECK_PHYSICAL)
    {
      sq_action_init (&next, SQ_ACTION_ROLL_D8);
      next.value = rolled;
      apply (&next, data);
      return;
    }
  if (entering == NULL || !sq_turn_entry_follow (entering, state, &next))
    return;
  entered = sq_state_copy (state);
  if (apply (&next, data) && next.type == SQ_ACTION_NO_CANCEL)
    {
      sq_turn_entry_offer (entry, entered, sq_game_get_position (game));
      sq_turn_entry_update (entry, game);
    }
}

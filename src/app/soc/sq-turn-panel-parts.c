/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The turn panel's parts that follow the game after every change: the
 * line over the question, the die, the drawer's secret card, the reveal
 * of the knight's hand, where the focus goes, and the rules topic of
 * each question. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-cards.h"
#include "sq-chrome.h"
#include "sq-dice-view.h"
#include "sq-reveal.h"
#include "sq-text.h"
#include "sq-turn-panel-private.h"
#include "sq-turn-steps.h"

/* The topic of the rules reference that explains each question the game
 * asks (data/rules/reference.xml; test-game-flow checks they exist). */
static const char * const decision_topics[SQ_N_DECISIONS] = {
  [SQ_DECISION_NONE] = "end.game-over",
  [SQ_DECISION_OPENING_OFFER] = "setup.opening-share",
  [SQ_DECISION_OPENING_SHARE] = "setup.opening-share",
  [SQ_DECISION_EVIL] = "evil.options",
  [SQ_DECISION_ARMOR_CHOOSE] = "relic.armor",
  [SQ_DECISION_ENTER_BLACK] = "evil.draw",
  [SQ_DECISION_MERLIN_CANCEL] = "white.merlin-cancel",
  [SQ_DECISION_EXCALIBUR_CANCEL] = "relic.excalibur",
  [SQ_DECISION_PLACE_COMBAT] = "evil.face-down",
  [SQ_DECISION_CHOOSE_WAR] = "quest.wars",
  [SQ_DECISION_MORGAN_VOLUNTEER] = "black.morgan",
  [SQ_DECISION_DISCARD] = "cards.in-hand",
  [SQ_DECISION_HEROIC] = "heroic.overview",
  [SQ_DECISION_ARTHUR_ANSWER] = "power.arthur",
  [SQ_DECISION_D8] = "camelot.d8",
  [SQ_DECISION_KAY] = "power.kay",
  [SQ_DECISION_SPOILS] = "quest.spoils",
  [SQ_DECISION_GRAIL_OFFER] = "relic.grail",
  [SQ_DECISION_CONVOCATION] = "white.convocation",
  [SQ_DECISION_MESSENGER] = "white.messenger",
  [SQ_DECISION_CLAIRVOYANCE] = "white.clairvoyance",
  [SQ_DECISION_TRAITOR_STEAL] = "traitor.unmasked-turn",
  [SQ_DECISION_TRAITOR_EVIL] = "traitor.unmasked-turn",
  [SQ_DECISION_KNIGHT_SQUIRE] = "variant.squires-challenge",
  [SQ_DECISION_REVEAL_BLACK] = "evil.face-down",
};

/* Setting a label's text, even to the same text, makes GTK measure it
 * again, and measuring wrapped text is the costly part of a redraw. */
void
sq_turn_panel_set_label_text (GtkLabel   *label,
                              const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    gtk_label_set_text (label, text);
}

/* The card only the decider may see: what a virtual draw put in front
 * of him, or the top of the deck Percival has looked at. SQ_NO_CARD if
 * none. */
guint
sq_turn_panel_pending_private_card (const SqState *state)
{
  const SqTask *top;

  if (state->setup.black_deck != SQ_DECK_VIRTUAL || state->n_stack == 0)
    return SQ_NO_CARD;

  top = &state->stack[state->n_stack - 1];
  if (sq_state_get_decision (state) == SQ_DECISION_PLACE_COMBAT)
    return top->a;
  if (sq_state_get_decision (state) == SQ_DECISION_EVIL && state->peeked &&
      state->black_draw.n > 0)
    return state->black_draw.c[state->black_draw.n - 1];

  return SQ_NO_CARD;
}

/* Hides the secret after every action; a new one goes on the reveal
 * only when it changes, so an unchanged one stays where it is. */
void
sq_turn_panel_update_secret (SqTurnPanel *self,
                             guint        card)
{
  GtkWidget *label;

  sq_reveal_conceal (self->secret_reveal);
  if (card == self->secret_card)
    return;

  self->secret_card = card;
  if (card == SQ_NO_CARD)
    {
      sq_reveal_set_child (self->secret_reveal, NULL);
      return;
    }

  label = gtk_label_new (sq_text_face (sq_card_face (card)));
  sq_chrome_column_label (label, 8);
  gtk_widget_add_css_class (label, "title-1");
  gtk_widget_add_css_class (label, "secret-card");
  sq_reveal_set_child (self->secret_reveal, label);
}

void
sq_turn_panel_rebuild_status (SqTurnPanel   *self,
                              const SqState *state)
{
  g_autofree char *prompt = NULL;
  g_autofree char *current = NULL;
  g_autofree char *turn = NULL;

  if (state == NULL)
    {
      sq_turn_panel_set_label_text (self->turn_label, "");
      sq_turn_panel_set_label_text (self->prompt_label, "");
      return;
    }

  current = sq_text_seat (state, state->current);
  /* Translators: the line over the turn panel: "Turn 4 · Sir Kay · Heroic Actions" */
  turn = g_strdup_printf (_("Turn %1$u · %2$s · %3$s"), state->turn, current, sq_text_phase (state));
  prompt = sq_text_prompt (state);

  sq_turn_panel_set_label_text (self->turn_label, turn);
  sq_turn_panel_set_label_text (self->prompt_label, prompt);
}

void
sq_turn_panel_rebuild_dice (SqTurnPanel   *self,
                            const SqState *state)
{
  /* The die: while the game waits for it, and once more after the roll
   * so that the table sees the result settle. */
  if (state != NULL && sq_state_get_decision (state) == SQ_DECISION_D8)
    {
      sq_dice_view_clear (self->dice_view);
      sq_dice_view_set_physical (self->dice_view, state->setup.dice == SQ_DECK_PHYSICAL);
      gtk_widget_set_visible (GTK_WIDGET (self->dice_slot), TRUE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->dice_view), TRUE);
      /* the die offers a roll, or one value per face */
      self->n_choices += state->setup.dice == SQ_DECK_PHYSICAL ? 8 : 1;
    }
  else if (state != NULL && self->show_roll && state->last_d8 != 0)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->dice_slot), TRUE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->dice_view), FALSE);
      sq_dice_view_show_result (self->dice_view, state->last_d8);
    }
  else
    gtk_widget_set_visible (GTK_WIDGET (self->dice_slot), FALSE);
  self->show_roll = FALSE;
}

void
sq_turn_panel_rebuild_secret_card (SqTurnPanel   *self,
                                   const SqState *state)
{
  g_autofree char *drawer = NULL;
  g_autofree char *hint = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->secret_box),
                          state != NULL && sq_turn_panel_pending_private_card (state) != SQ_NO_CARD);
  if (state == NULL || sq_turn_panel_pending_private_card (state) == SQ_NO_CARD)
    return;

  drawer = sq_text_seat (state, sq_state_get_decider (state));
  if (sq_state_get_decision (state) == SQ_DECISION_EVIL)
    /* Translators: %s is Sir Percival, who may look at the top black
     * card; only his player looks */
    hint = g_strdup_printf (_("Only %s looks at the top black card."), drawer);
  else
    /* Translators: %s is a knight; only the player who drew the card may look at it */
    hint = g_strdup_printf (_("Only %s looks: the card stays secret until it is placed."), drawer);
  sq_turn_panel_set_label_text (self->secret_hint_label, hint);
}

/* The hand the reveal shows while held: his cards, named. */
static void
set_hand_text (SqTurnPanel   *self,
               const SqState *state,
               guint          seat)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autofree char *text = NULL;

  for (guint i = 0; seat < state->n_seats && i < state->seats[seat].hand.n; i++)
    g_ptr_array_add (names, (gpointer) sq_text_face (sq_card_face (state->seats[seat].hand.c[i])));
  g_ptr_array_add (names, NULL);
  text = g_strjoinv (", ", (char **) names->pdata);
  sq_turn_panel_set_label_text (self->hand_label, text);
}

void
sq_turn_panel_rebuild_reveal (SqTurnPanel   *self,
                              const SqState *state,
                              gboolean       reveal)
{
  g_autofree char *decider = NULL;
  g_autofree char *label = NULL;
  gboolean secret = sq_turn_steps_get_secret_held (self->steps);
  gint seat;

  gtk_widget_set_visible (GTK_WIDGET (self->reveal_button), secret);
  if (!secret)
    return;

  seat = sq_state_get_decider (state) >= 0 ? sq_state_get_decider (state) : state->current;
  decider = sq_text_seat (state, seat);
  /* Translators: %s is a knight; only he holds it: while held it shows
   * his cards, and letting go over a choice chooses it */
  label = g_strdup_printf (_("Show %s’s Cards"), decider);
  sq_reveal_set_label (self->reveal_button, label);
  set_hand_text (self, state, seat);
}

/* Where the focus goes after every action: the likely next press */
static gboolean
focus_first (SqTurnPanel *self)
{
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return FALSE;
  if (gtk_widget_get_visible (GTK_WIDGET (self->dice_slot)) &&
      gtk_widget_get_sensitive (GTK_WIDGET (self->dice_view)) &&
      gtk_widget_child_focus (GTK_WIDGET (self->dice_view), GTK_DIR_TAB_FORWARD))
    return TRUE;
  if (gtk_widget_get_visible (GTK_WIDGET (self->secret_box)) &&
      gtk_widget_child_focus (GTK_WIDGET (self->secret_reveal), GTK_DIR_TAB_FORWARD))
    return TRUE;
  /* the action is taken: the likely next press ends the turn with the
   * next knight's Progression of Evil; with the table's Black deck, with
   * the card he draws, the one with the most copies left first */
  if (self->draw.shown && sq_card_picker_focus_first (self->draw.picker))
    return TRUE;
  if (sq_turn_next_focus_first (&self->next))
    return TRUE;
  /* the choices are all his cards': the next press is the hold */
  if (gtk_widget_get_visible (GTK_WIDGET (self->reveal_button)) &&
      sq_turn_steps_get_n_choices (self->steps) == 0)
    return gtk_widget_grab_focus (sq_reveal_get_button (self->reveal_button));
  if (sq_turn_steps_focus_first (self->steps))
    return TRUE;
  if (gtk_widget_get_visible (GTK_WIDGET (self->reveal_button)))
    return gtk_widget_grab_focus (sq_reveal_get_button (self->reveal_button));
  if (gtk_widget_get_visible (self->end_bar) &&
      gtk_widget_get_sensitive (GTK_WIDGET (self->end_turn_button)))
    return gtk_widget_grab_focus (GTK_WIDGET (self->end_turn_button));
  return FALSE;
}

/**
 * sq_turn_panel_focus_first:
 *
 * Puts the focus on the first choice of the question on show: a step of
 * the action, the die, the button that shows a knight's cards or "End the
 * turn", never a scrolled area.
 *
 * Returns: %TRUE if something took the focus
 */
gboolean
sq_turn_panel_focus_first (SqTurnPanel *self)
{
  GtkRoot *root;

  g_return_val_if_fail (SQ_IS_TURN_PANEL (self), FALSE);

  if (!focus_first (self))
    return FALSE;
  /* the ring shows where the focus went, for the keyboard and the eye */
  root = gtk_widget_get_root (GTK_WIDGET (self));
  if (GTK_IS_WINDOW (root))
    gtk_window_set_focus_visible (GTK_WINDOW (root), TRUE);
  return TRUE;
}

/* The move after an action (sq-focus-later.c). The new focus is not
 * scrolled to: that left a long question scrolled to its end, away from
 * its heading. */
static gboolean
focus_first_unscrolled (gpointer data)
{
  SqTurnPanel *self = data;
  GtkWidget *viewport = gtk_scrolled_window_get_child (self->scroller);
  gboolean moved;

  if (GTK_IS_VIEWPORT (viewport))
    gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (viewport), FALSE);
  moved = sq_turn_panel_focus_first (self);
  if (GTK_IS_VIEWPORT (viewport))
    gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (viewport), TRUE);
  return moved;
}

/* Sets up the focus's move after each action; the panel cancels it when
 * it goes out of sight and when it goes */
void
sq_turn_panel_init_focus (SqTurnPanel *self)
{
  sq_focus_later_init (&self->focus_later, GTK_WIDGET (self), focus_first_unscrolled, self);
}

/**
 * sq_turn_panel_topic_for_decision:
 * @decision: what the game asks
 *
 * Returns: (nullable): the topic of the rules reference that explains it
 */
const char *
sq_turn_panel_topic_for_decision (SqDecision decision)
{
  return decision < SQ_N_DECISIONS ? decision_topics[decision] : NULL;
}

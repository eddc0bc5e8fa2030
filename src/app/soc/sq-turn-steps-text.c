/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * The words of the staged turn (sq-turn-steps-text.c): kinds, starts, the
 * card picker's title and summary, and which choices name secret cards.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-cards.h"
#include "sq-legal-next.h"
#include "sq-legal-steps.h"
#include "sq-text.h"
#include "sq-turn-steps-private.h"

const char *
sq_turn_steps_kind_title (SqStepKind kind)
{
  switch ((guint) kind)
    {
    case SQ_STEP_KIND_MOVE:
      return sq_text_choice_group_title (SQ_CHOICE_GROUP_MOVE);
    case SQ_STEP_KIND_QUEST:
      return sq_text_choice_group_title (SQ_CHOICE_GROUP_QUEST);
    case SQ_STEP_KIND_SPECIAL:
      return sq_text_choice_group_title (SQ_CHOICE_GROUP_SPECIAL);
    case SQ_STEP_KIND_HEAL:
      return sq_text_choice_group_title (SQ_CHOICE_GROUP_HEAL);
    case SQ_STEP_KIND_ACCUSE:
      return sq_text_choice_group_title (SQ_CHOICE_GROUP_ACCUSE);
    default:
      /* Translators: the kind of action for a knight's own power (Arthur's
       * swap, Bedivere's Merlin) in the turn panel */
      return _("Use a Knight’s Power");
    }
}

/* Does this choice name cards the table may not see? The deciding
 * knight's own white cards in a virtual deck, and black cards only he has
 * seen. With the white cards on the table no hand is known, so what the
 * choices name there is public; offered cards lie face up and other
 * knights' Merlins are on the table, so shares and the Merlin cancel are
 * public too. */
gboolean
sq_turn_steps_names_secret (const SqState  *state,
                            const SqAction *action)
{
  g_autofree char *public_text = NULL;
  g_autofree char *private_text = NULL;

  if (action->type == SQ_ACTION_SHARE || action->type == SQ_ACTION_MERLIN_CANCEL)
    return FALSE;
  if (state->setup.white_deck != SQ_DECK_VIRTUAL)
    switch ((guint) sq_state_get_decision (state))
      {
      case SQ_DECISION_EVIL:
      case SQ_DECISION_ARMOR_CHOOSE:
      case SQ_DECISION_PLACE_COMBAT:
      case SQ_DECISION_CLAIRVOYANCE:
        if (state->setup.black_deck == SQ_DECK_VIRTUAL)
          break;
        return FALSE;
      default:
        return FALSE;
      }
  /* a choice that plays a card names a card of the hand, even when the
   * log will name it once played ("Play Convocation") */
  if (state->setup.white_deck == SQ_DECK_VIRTUAL)
    for (guint i = 0; i < action->n_cards && i < SQ_ACTION_MAX_CARDS; i++)
      if (action->cards[i] <= SQ_FACE_CLAIRVOYANCE)
        return TRUE;
  public_text = sq_text_action (state, action, SQ_TEXT_PUBLIC, FALSE);
  private_text = sq_text_action (state, action, SQ_TEXT_PRIVATE, FALSE);
  return g_strcmp0 (public_text, private_text) != 0;
}

gboolean
sq_turn_steps_list_is_secret (const SqState  *state,
                const SqAction *action)
{
  SqStepShape shape;

  sq_steps_shape (state, action, &shape);
  if (shape.list != SQ_STEP_LIST_CARDS)
    return FALSE;
  /* the top black cards only the Clairvoyance's player sees */
  if (action->type == SQ_ACTION_CLAIRVOYANCE)
    return state->setup.black_deck == SQ_DECK_VIRTUAL;
  /* the black card just drawn from the table's own deck, or turned over
   * at the end of its quest */
  if (action->type == SQ_ACTION_ENTER_BLACK || action->type == SQ_ACTION_REVEAL_BLACK)
    return FALSE;
  return state->setup.white_deck == SQ_DECK_VIRTUAL;
}

/* The label of a start whose cards or knights are still to be picked. */
char *
sq_turn_steps_start_label (const SqState  *state,
             const SqAction *a)
{
  SqStepShape shape;
  g_autofree char *name = NULL;

  sq_steps_shape (state, a, &shape);
  if (shape.list == SQ_STEP_LIST_NONE)
    /* a secret choice is not on show until revealed, so this names all */
    return sq_text_action (state, a, SQ_TEXT_PRIVATE, FALSE);

  switch ((guint) a->type)
    {
    case SQ_ACTION_PLAY_FIGHT:
      /* Translators: %s is a quest ("the Black Knight"); the card is chosen next */
      return g_strdup_printf (_("Play a Fight Card on %s"), sq_text_place_ref (a->quest));
    case SQ_ACTION_EXCALIBUR_DISCARD:
      /* Translators: the card is chosen next */
      return g_strdup (_("Discard a Card to Bring Excalibur Closer"));
    case SQ_ACTION_FIGHT_SIEGE:
      /* Translators: the Fight cards are chosen next */
      return g_strdup (_("Fight the Siege Engines"));
    case SQ_ACTION_HEAL:
      /* Translators: the three cards are chosen next */
      return g_strdup (_("Discard Three Identical Cards to Heal"));
    case SQ_ACTION_ARTHUR_SWAP:
      name = sq_text_seat (state, a->target);
      /* Translators: King Arthur's power; %s is a knight; the card is chosen next */
      return g_strdup_printf (_("Swap a Card With %s"), name);
    case SQ_ACTION_BEDIVERE:
      /* Translators: Sir Bedivere's power; the three cards are chosen next */
      return g_strdup (_("Give Three Cards for a Merlin From the Discard Pile"));
    case SQ_ACTION_DISCARD:
      /* Translators: the cards are chosen next, one at a time */
      return g_strdup_printf (ngettext ("Choose %u Card to Discard", "Choose %u Cards to Discard",
                                        shape.max), shape.max);
    case SQ_ACTION_MESSENGER:
      name = sq_text_seat (state, a->target);
      /* Translators: the Messenger card; %s is a knight; the cards are chosen next */
      return g_strdup_printf (_("Give Cards to %s"), name);
    case SQ_ACTION_SHARE:
      /* Translators: sharing the offered cards or the spoils, card by card */
      return g_strdup (_("Share the Cards One by One"));
    case SQ_ACTION_CONVOCATION:
      /* Translators: the knights are chosen next */
      return g_strdup (_("Choose Who Answers the Call"));
    case SQ_ACTION_MERLIN_CANCEL:
      /* Translators: three Merlin cards cancel a Special Black card; the
       * knights who lay them down are chosen next, one Merlin at a time */
      return g_strdup (_("Cancel It With Three Merlins"));
    case SQ_ACTION_CLAIRVOYANCE:
      /* Translators: the cards are chosen next, top card first */
      return g_strdup (_("Put the Cards Back in a New Order"));
    case SQ_ACTION_ENTER_BLACK:
      /* Translators: a physical black deck; the card is picked next (typing
       * its name finds it) */
      return g_strdup (_("Which black card was drawn?"));
    case SQ_ACTION_REVEAL_BLACK:
      /* Translators: a physical black deck; the quest is over and a card laid
       * face down without a name is turned over; it is picked next */
      return g_strdup (_("Which card was face down?"));
    case SQ_ACTION_OFFER:
      /* Translators: the opening share; the card is picked next */
      return g_strdup (_("Which card goes on the Round Table?"));
    default:
      return sq_text_action (state, a, SQ_TEXT_PUBLIC, FALSE);
    }
}

/* The card a share gives next: the i-th card on offer. */
static guint
shared_card (const SqState *state,
             guint          index)
{
  SqDecision d = sq_state_get_decision (state);
  guint k = 0;

  for (guint i = 0; i < state->n_limbo; i++)
    if ((d == SQ_DECISION_SPOILS && state->limbo_owner[i] == -2) ||
        (d == SQ_DECISION_OPENING_SHARE && state->limbo_owner[i] >= 0))
      {
        if (k == index)
          return state->limbo[i];
        k++;
      }
  return SQ_NO_CARD;
}

char *
sq_turn_steps_picker_title (const SqState  *state,
              const SqAction *draft)
{
  if (draft->type == SQ_ACTION_SHARE)
    {
      guint card = shared_card (state, draft->n_seats);

      if (card < SQ_N_CARDS)
        /* Translators: sharing card by card; %s is a card ("Fight 3") */
        return g_strdup_printf (_("Who takes %s?"), sq_text_face (sq_card_face (card)));
    }
  if (draft->type == SQ_ACTION_CONVOCATION)
    return g_strdup (_("Who answers the call?"));
  if (draft->type == SQ_ACTION_MERLIN_CANCEL)
    /* Translators: the Merlin cancel, picked one Merlin at a time: a
     * knight who has two presses his name twice */
    return g_strdup (_("Whose Merlin? Pick a knight once for each of his Merlins."));
  if (draft->type == SQ_ACTION_CLAIRVOYANCE)
    /* Translators: Clairvoyance: the top card of the new order is chosen first */
    return g_strdup (_("Which card goes next, from the top down?"));
  return sq_turn_steps_start_label (state, draft);
}

/* The pattern still open, as the engine tells it (sq_steps_remaining()):
 * how many more, and which card when only one kind may follow. */
static char *
open_pattern (const SqState     *state,
              const SqAction    *draft,
              const SqStepShape *shape)
{
  guint8 items[SQ_N_FACES];
  guint lo;
  guint hi;
  guint n;

  if (!sq_steps_remaining (state, draft, &lo, &hi) || hi == 0)
    return NULL;
  if (lo == hi)
    {
      n = sq_steps_next (state, draft, items, G_N_ELEMENTS (items));
      if (n == 1 && shape->list == SQ_STEP_LIST_CARDS)
        /* Translators: the pattern still open in the card picker: how many
         * cards are still to be picked, and the only card that fits
         * ("2 more to choose, each Grail.") */
        return g_strdup_printf (ngettext ("%1$u more to choose: %2$s.", "%1$u more to choose, each %2$s.", lo),
                                lo, sq_text_face (items[0]));
      /* Translators: the pattern still open in the card picker: how many
       * cards or knights are still to be picked */
      return g_strdup_printf (ngettext ("%u more to choose.", "%u more to choose.", lo), lo);
    }
  if (lo == 0)
    /* Translators: the pattern still open in the card picker: the answer
     * is complete, and this many more cards or knights may still be added */
    return g_strdup_printf (ngettext ("Up to %u more.", "Up to %u more.", hi), hi);
  /* Translators: the pattern still open in the card picker: at least
   * %1$u and at most %2$u more cards or knights are to be picked */
  return g_strdup_printf (ngettext ("%1$u to %2$u more.", "%1$u to %2$u more.", hi), lo, hi);
}

/* What is picked so far, and the running total of Fight cards. */
static char *
chosen_summary (const SqState     *state,
                const SqAction    *draft,
                const SqStepShape *shape)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;
  guint total = 0;
  gboolean fights = TRUE;

  if (shape->list == SQ_STEP_LIST_SEATS)
    for (guint i = 0; i < draft->n_seats; i++)
      g_ptr_array_add (names, sq_text_seat (state, draft->seats[i]));
  else
    for (guint i = 0; i < draft->n_cards; i++)
      {
        SqFace face = draft->cards[i];

        g_ptr_array_add (names, g_strdup (sq_text_face (face)));
        if (sq_face_is_fight (face))
          total += sq_face_fight_value (face);
        else
          fights = FALSE;
      }
  if (names->len == 0)
    {
      if (shape->min == shape->max && shape->max > 1)
        /* Translators: in the card picker, before the first pick */
        return g_strdup_printf (ngettext ("Choose %u card.", "Choose %u cards.", shape->max), shape->max);
      return NULL;
    }
  g_ptr_array_add (names, NULL);
  list = g_strjoinv (", ", (char **) names->pdata);
  if (fights && shape->list == SQ_STEP_LIST_CARDS)
    /* Translators: in the card picker; %1$s are the cards picked so far,
     * %2$u the sum of their Fight values */
    return g_strdup_printf (_("Chosen: %1$s. Total: %2$u."), list, total);
  /* Translators: in the card picker; %s are the cards or knights picked so far */
  return g_strdup_printf (_("Chosen: %s."), list);
}

/* What is picked so far with the running total, then the pattern still
 * open: two whole sentences. */
static gboolean
may_lay_unknown (const SqState *state)
{
  SqAction starts[32];
  guint n = sq_steps_starts (state, starts, G_N_ELEMENTS (starts));

  for (guint i = 0; i < n; i++)
    if (starts[i].type == SQ_ACTION_PLACE_FACE_DOWN)
      return TRUE;
  return FALSE;
}

char *
sq_turn_steps_picker_summary (const SqState     *state,
                              const SqAction    *draft,
                              const SqStepShape *shape)
{
  g_autofree char *chosen = NULL;
  g_autofree char *open = NULL;
  guint len = shape->list == SQ_STEP_LIST_SEATS ? draft->n_seats : draft->n_cards;

  /* the press that names a combat card lays it face up too, where it
   * could have been laid face down unnamed (sq-turn-entry.c) */
  if (draft->type == SQ_ACTION_ENTER_BLACK && may_lay_unknown (state))
    /* Translators: under "Which black card was drawn?" for the table's own
     * black deck; a card face down is laid with the buttons above, unnamed */
    return g_strdup (_("A combat card picked here is laid face up."));
  if (draft->type == SQ_ACTION_SHARE && shape->list == SQ_STEP_LIST_SEATS)
    /* Translators: sharing card by card: "Card 2 of 5" */
    return g_strdup_printf (_("Card %1$u of %2$u"), draft->n_seats + 1, shape->max);
  chosen = chosen_summary (state, draft, shape);
  if (len > 0 || shape->min != shape->max)
    open = open_pattern (state, draft, shape);
  if (chosen == NULL || open == NULL)
    return g_strdup (chosen != NULL ? chosen : open);
  return g_strdup_printf ("%s %s", chosen, open);
}

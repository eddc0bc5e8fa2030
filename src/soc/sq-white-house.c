/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The table's own white deck when it differs from the manifest. In
 * physical mode white_draw is the pool of every white card not seen yet
 * (the draw pile and the hands). A card played from a hand is taken out
 * of that pool by its face; when the pool has no copy left, the table may
 * say its deck differs (SQ_ACTION_FLAG_OVERRIDE): a house card of that
 * face joins the pool first, so the action takes it like any other card.
 * Two house cards per white face at most, as for the black deck. */

#include "sq-engine-private.h"

/* Whether the cards of @a are white cards from a knight's hand. */
static gboolean
names_white_cards (const SqAction *a)
{
  switch ((guint) a->type)
    {
    case SQ_ACTION_ENTER_BLACK:
    case SQ_ACTION_REVEAL_BLACK:
    case SQ_ACTION_CLAIRVOYANCE:
    case SQ_ACTION_ARMOR_BOTTOM:
    case SQ_ACTION_ARMOR_KEEP:
    case SQ_ACTION_PLACE_FACE_DOWN:
      return FALSE;
    default:
      return TRUE;
    }
}

/* Puts a new house card of @face into the pool. */
static gboolean
add_house_card (SqState *s,
                SqFace   face)
{
  for (guint copy = 0; copy < 2; copy++)
    {
      guint index = 2 * (face - SQ_FACE_FIGHT_1) + copy;

      if (!(s->white_house_used & (1u << index)))
        {
          s->white_house_used |= 1u << index;
          s->white_draw.c[s->white_draw.n++] = SQ_FIRST_WHITE_HOUSE + index;
          /* the hands are counted card by card, so the card Squire did
           * not know of makes the real draw pile one card bigger */
          s->white_draw_count++;
          return TRUE;
        }
    }
  return FALSE;
}

/**
 * sq_white_house_room:
 *
 * For an action with SQ_ACTION_FLAG_OVERRIDE on the table's own white
 * deck: makes sure the pool holds every card the action names, adding a
 * house card for each copy it lacks. Any other action is left alone.
 * Refused with %SQ_RULES_ERROR_BAD_VALUE (rule cards.copies) past two
 * house cards of one face.
 */
gboolean
sq_white_house_room (SqState        *s,
                     const SqAction *a,
                     GError        **error)
{
  guint need[SQ_N_FACES] = { 0 };

  if (!(a->flags & SQ_ACTION_FLAG_OVERRIDE) || s->setup.white_deck != SQ_DECK_PHYSICAL ||
      !names_white_cards (a))
    return TRUE;
  for (guint i = 0; i < a->n_cards && i < SQ_ACTION_MAX_CARDS; i++)
    if (a->cards[i] < SQ_N_FACES && sq_face_is_white (a->cards[i]))
      need[a->cards[i]]++;
  for (guint f = 0; f < SQ_N_FACES; f++)
    for (guint have = sq_pile_count_face (s->white_draw.c, s->white_draw.n, f); have < need[f];
         have++)
      if (!add_house_card (s, f))
        return sq_fail (error, SQ_RULES_ERROR_BAD_VALUE, SQ_RULE_CARDS_COPIES);
  return TRUE;
}

/**
 * sq_copies_in_game:
 *
 * How many cards of @face the game holds: the manifest's copies and the
 * house cards the table added.
 */
guint
sq_copies_in_game (const SqState *state,
                   SqFace         face)
{
  guint n;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (face < SQ_N_FACES, 0);

  n = sq_face_info (face)->count;
  for (guint h = 0; h < SQ_N_HOUSE; h++)
    n += (state->house_used >> h) & 1 && sq_card_face (SQ_FIRST_HOUSE + h) == face;
  for (guint h = 0; h < SQ_N_WHITE_HOUSE; h++)
    n += (state->white_house_used >> h) & 1 && sq_card_face (SQ_FIRST_WHITE_HOUSE + h) == face;
  return n;
}

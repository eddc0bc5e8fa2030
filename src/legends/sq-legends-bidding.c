/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Bidding events: the auction round the table, and who takes the event.
 *
 * The player who drew the event decides first, then each player
 * clockwise bids one character or passes. Passing is not final. A player
 * who has bid the event's maximum is skipped. The auction ends when every
 * player who may still bid has passed in a row, or when nobody may bid
 * any more; then the highest total in the event's abilities takes it, a
 * tie or no bid at all discards it, and every character bid is
 * discarded. */

#include "sq-legends-private.h"

/* Helpers */

static gboolean
card_is_blank (const SqLegendsCard *card)
{
  for (guint i = 0; i < SQ_LEGENDS_N_ABILITIES; i++)
    if (card->scores[i] != 0)
      return FALSE;

  return card->name[0] == '\0' && card->allegiance[0] == '\0' && !card->lord;
}

static gboolean
may_still_bid (const SqLegendsState *s,
               guint                 seat)
{
  return s->n_bids_by[seat] < s->bidding.max_bids;
}

static gint
bid_total (const SqLegendsState *s,
           const SqLegendsCard  *card)
{
  gint total = 0;

  /* with two abilities named, both count */
  for (guint i = 0; i < s->bidding.n_abilities; i++)
    total += sq_legends_card_score (s, card, s->bidding.abilities[i],
                                    s->setup.options.heraldic_in_bids);

  return total;
}

static void
resolve (SqLegendsState *s)
{
  gint best = G_MININT;
  guint n_best = 0;
  gint winner = SQ_LEGENDS_NO_SEAT;

  for (guint i = 0; i < s->n_bids; i++)
    {
      s->last_bidders |= 1u << s->bids[i].seat;
      s->last_totals[s->bids[i].seat] += bid_total (s, &s->bids[i].card);
    }

  for (guint seat = 0; seat < s->n_players; seat++)
    {
      if (!(s->last_bidders & (1u << seat)))
        continue;
      if (s->last_totals[seat] > best)
        {
          best = s->last_totals[seat];
          n_best = 1;
          winner = seat;
        }
      else if (s->last_totals[seat] == best)
        n_best++;
    }

  if (s->n_bids == 0)
    {
      s->events_discarded++;
      s->last_fate = SQ_LEGENDS_FATE_NO_BIDS;
    }
  else if (n_best > 1)
    {
      s->events_discarded++;
      s->last_fate = SQ_LEGENDS_FATE_TIED;
    }
  else
    {
      sq_legends_score_event (s, &s->bidding, winner);
      s->last_winner = winner;
      s->last_fate = SQ_LEGENDS_FATE_WON;
    }

  /* the winner's characters go too */
  s->characters_discarded += s->n_bids;

  memset (&s->bidding, 0, sizeof s->bidding);
  memset (s->bids, 0, sizeof s->bids);
  memset (s->n_bids_by, 0, sizeof s->n_bids_by);
  s->n_bids = 0;
  s->passes = 0;
  s->bidder = SQ_LEGENDS_NO_SEAT;
  s->decision = SQ_LEGENDS_DECISION_CARD_TEXT;
}

static void
advance (SqLegendsState *s)
{
  guint able = 0;
  gint next;

  for (guint seat = 0; seat < s->n_players; seat++)
    if (may_still_bid (s, seat))
      able++;

  /* passes count since the last bid, so they are all by players who may
   * still bid: as many passes as such players is a full round */
  if (able == 0 || s->passes >= able)
    {
      resolve (s);
      return;
    }

  next = sq_legends_next_seat (s, s->bidder);
  while (!may_still_bid (s, next))
    next = sq_legends_next_seat (s, next);
  s->bidder = next;
}

/* Internal API (sq-legends-private.h) */

void
sq_legends_start_bidding (SqLegendsState       *s,
                          const SqLegendsEvent *event)
{
  sq_legends_copy_event (&s->bidding, event);
  memset (s->bids, 0, sizeof s->bids);
  memset (s->n_bids_by, 0, sizeof s->n_bids_by);
  s->n_bids = 0;
  s->passes = 0;
  s->bidder = s->current;
  s->last_fate = SQ_LEGENDS_FATE_BIDDING;
  s->decision = SQ_LEGENDS_DECISION_BID;
}

/* From hand: the card as entered (n_characters 0). From a company: the
 * character's id (n_characters 1), with no card entered. */
gboolean
sq_legends_apply_bid (SqLegendsState         *s,
                      const SqLegendsAction  *a,
                      GError                **error)
{
  SqLegendsBid *bid;
  gint seat = s->bidder;

  if (a->n_characters > 1 || (a->n_characters == 1 && !card_is_blank (&a->card)))
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_VALUE, SQ_LEGENDS_RULE_BID);
  if (!may_still_bid (s, seat))
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_LIMIT, SQ_LEGENDS_RULE_BID_MAXIMUM);

  if (a->n_characters == 1)
    {
      if (!sq_legends_character_ok (s, a->characters[0])
          || s->table[a->characters[0]].owner != seat)
        return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_CHARACTER,
                                SQ_LEGENDS_RULE_OWN_CHARACTERS);
    }
  else
    {
      if (!sq_legends_card_is_valid (&a->card))
        return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_VALUE,
                                SQ_LEGENDS_RULE_CHARACTER_CARD);
      if (s->hand[seat] == 0)
        return sq_legends_fail (error, SQ_LEGENDS_ERROR_NO_CARD, SQ_LEGENDS_RULE_HAND);
    }

  g_assert (s->n_bids < SQ_LEGENDS_MAX_BID_CARDS);
  bid = &s->bids[s->n_bids++];
  bid->seat = seat;
  if (a->n_characters == 1)
    {
      /* bid face up from the table: it leaves its company now, and any
       * special card it holds goes back to the central area */
      sq_legends_copy_card (&bid->card, &s->table[a->characters[0]].card);
      sq_legends_remove_character (s, a->characters[0]);
    }
  else
    {
      sq_legends_copy_card (&bid->card, &a->card);
      s->hand[seat]--;
    }

  s->n_bids_by[seat]++;
  s->passes = 0;
  advance (s);

  return TRUE;
}

gboolean
sq_legends_apply_pass (SqLegendsState         *s,
                       const SqLegendsAction  *a,
                       GError                **error)
{
  s->passes++;
  advance (s);

  return TRUE;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Defaults and the deal: knights, white cards with one Merlin each, the
 * decks, loyalty, and the first decision. */

#include "sq-engine-private.h"

void
sq_rule_options_init_defaults (SqRuleOptions *o)
{
  g_return_if_fail (o != NULL);

  memset (o, 0, sizeof *o);
  o->black_knight_distinct_pairs = TRUE;
  o->dragon_distinct_triples = TRUE;
  o->vivien_duration = SQ_LASTING_UNTIL_VICTORY;
  o->dark_forest_duration = SQ_LASTING_UNTIL_VICTORY;
  o->merlin_removes_siege_engine = TRUE;
  o->excalibur_bonus = TRUE;
  o->excalibur_cancel = FALSE;
  o->kay_own_siege = TRUE;
  o->palamedes_bonus = TRUE;
  o->bedivere_power = TRUE;
  o->convocation_draws = TRUE;
  o->lady_heals_when_done = TRUE;
  o->mordred_adds_warrior = TRUE;
  o->accuse_threshold = SQ_ACCUSE_ANY_SWORDS;
  o->traitor_flip = 2;
  o->delayed_peek = SQ_PEEK_SWORDS_OR_ENGINES;
  o->new_player_cards = 5;
  o->grail_collision_cancels = TRUE;
}

void
sq_setup_init_defaults (SqSetup *setup,
                        guint    n_players)
{
  g_return_if_fail (setup != NULL);

  memset (setup, 0, sizeof *setup);
  setup->n_players = CLAMP (n_players, 3, 7);
  for (guint i = 0; i < SQ_MAX_SEATS; i++)
    setup->knights[i] = i < setup->n_players ? i : SQ_N_KNIGHTS;
  setup->first_seat = SQ_NO_SEAT;
  setup->loyalty = SQ_LOYALTY_STANDARD;
  setup->loyal_cards = 7;
  setup->look = SQ_LOOK_IMMEDIATE;
  setup->white_deck = SQ_DECK_VIRTUAL;
  setup->black_deck = SQ_DECK_VIRTUAL;
  setup->dice = SQ_DECK_VIRTUAL;
  setup->squire_life = SQ_START_LIFE;
  sq_rule_options_init_defaults (&setup->options);
}

static gboolean
validate_setup (const SqSetup *setup,
                GError       **error)
{
  guint seen = 0;

  if (setup->n_players < 3 || setup->n_players > 7)
    return sq_fail (error, SQ_RULES_ERROR_BAD_SETUP, SQ_RULE_SETUP);
  if (!setup->squires_challenge)
    for (guint i = 0; i < setup->n_players; i++)
      {
        if (setup->knights[i] >= SQ_N_KNIGHTS || (seen & (1u << setup->knights[i])))
          return sq_fail (error, SQ_RULES_ERROR_BAD_SETUP, SQ_RULE_SETUP);
        seen |= 1u << setup->knights[i];
      }
  if (setup->first_seat >= (gint) setup->n_players || setup->first_seat < SQ_NO_SEAT)
    return sq_fail (error, SQ_RULES_ERROR_BAD_SETUP, SQ_RULE_SETUP);
  if (setup->loyalty == SQ_LOYALTY_TRAITOR_AMONG_US &&
      (setup->loyal_cards + 1 < setup->n_players || setup->loyal_cards > 7))
    return sq_fail (error, SQ_RULES_ERROR_BAD_SETUP, SQ_RULE_SETUP_LOYALTY);
  if (setup->loyalty > SQ_LOYALTY_TRAITOR_AMONG_US || setup->look > SQ_LOOK_DELAYED ||
      setup->white_deck > SQ_DECK_PHYSICAL || setup->black_deck > SQ_DECK_PHYSICAL ||
      setup->dice > SQ_DECK_PHYSICAL)
    return sq_fail (error, SQ_RULES_ERROR_BAD_SETUP, SQ_RULE_SETUP);
  if (setup->squires_challenge && (setup->squire_life < 1 || setup->squire_life > SQ_MAX_LIFE))
    return sq_fail (error, SQ_RULES_ERROR_BAD_SETUP, SQ_RULE_SETUP);
  if (setup->options.traitor_flip > 2 || setup->options.new_player_cards > 10)
    return sq_fail (error, SQ_RULES_ERROR_BAD_SETUP, SQ_RULE_SETUP);
  return TRUE;
}

static void
deal_loyalty (SqState *s)
{
  guint8 deck[SQ_N_LOYALTY];
  guint n = 0;
  guint loyal = 7;

  switch (s->setup.loyalty)
    {
    case SQ_LOYALTY_NO_TRAITOR:
      loyal = 7;
      break;
    case SQ_LOYALTY_TRAITOR_AMONG_US:
      loyal = s->setup.loyal_cards;
      break;
    case SQ_LOYALTY_STANDARD:
    default:
      loyal = 7;
      break;
    }

  /* loyalty cards 160..166 are loyal, 167 is the traitor */
  for (guint i = 0; i < loyal; i++)
    deck[n++] = SQ_FIRST_LOYALTY + i;
  if (s->setup.loyalty != SQ_LOYALTY_NO_TRAITOR)
    deck[n++] = SQ_FIRST_LOYALTY + 7;
  sq_rng_shuffle (&s->rng, deck, n);

  for (guint i = 0; i < s->n_seats; i++)
    s->seats[i].loyalty = deck[i];

  /* the cards left out go back to the box, unseen; new players draw there */
  s->n_loyalty_box = 0;
  for (guint c = SQ_FIRST_LOYALTY; c < SQ_N_CARDS; c++)
    {
      gboolean dealt = FALSE;
      for (guint i = 0; i < s->n_seats; i++)
        dealt |= s->seats[i].loyalty == c;
      if (!dealt)
        s->loyalty_box[s->n_loyalty_box++] = c;
    }
  /* only the cards that were shuffled together may reach a new player */
  sq_rng_shuffle (&s->rng, s->loyalty_box, s->n_loyalty_box);
}

/* The knights at the table, and those left in the box (for the Squire's
 * challenge, all of them) */
static void
seat_knights (SqState       *s,
              const SqSetup *setup)
{
  s->n_knights_box = 0;
  for (guint k = 0; k < SQ_N_KNIGHTS; k++)
    {
      gboolean used = FALSE;
      if (!setup->squires_challenge)
        for (guint i = 0; i < s->n_seats; i++)
          used |= setup->knights[i] == k;
      if (!used)
        s->knights_box[s->n_knights_box++] = k;
    }

  for (guint i = 0; i < s->n_seats; i++)
    {
      SqSeat *seat = &s->seats[i];

      seat->knight = setup->squires_challenge ? SQ_KNIGHT_SQUIRE : setup->knights[i];
      seat->life = setup->squires_challenge ? setup->squire_life : SQ_START_LIFE;
      seat->place = SQ_PLACE_ROUND_TABLE;
      seat->alive = TRUE;
      seat->in_game = TRUE;
      s->order[i] = i;
    }
  s->n_order = s->n_seats;
}

static void
set_up_quests (SqState *s)
{
  for (guint q = 0; q < SQ_N_QUESTS; q++)
    {
      SqQuest *quest = &s->quests[q];
      quest->status = q == SQ_QUEST_DRAGON ? SQ_QUEST_STATUS_WAITING : SQ_QUEST_STATUS_ACTIVE;
      memset (quest->grail, SQ_NO_CARD, sizeof quest->grail);
      quest->heroism = SQ_NO_CARD;
      quest->mordred = SQ_NO_CARD;
      quest->last_white_seat = SQ_NO_SEAT;
    }
}

/* One Merlin per player out of the white cards, the rest shuffled into
 * the draw pile (the table's own deck: only counted) */
static void
deal_merlins_and_whites (SqState       *s,
                         const SqSetup *setup)
{
  guint8 whites[SQ_N_WHITE];
  guint n_whites = 0;
  guint merlins_out = 0;

  for (guint c = SQ_FIRST_WHITE; c < SQ_FIRST_BLACK; c++)
    {
      if (sq_card_face (c) == SQ_FACE_MERLIN && merlins_out < s->n_seats)
        {
          if (setup->white_deck == SQ_DECK_VIRTUAL)
            {
              SqWhitePile *hand = &s->seats[merlins_out].hand;
              hand->c[hand->n++] = c;
            }
          else
            {
              /* the engine tracks only how many cards a physical hand holds */
              s->white_draw.c[s->white_draw.n++] = c;
              s->seats[merlins_out].hand_count++;
            }
          merlins_out++;
          continue;
        }
      whites[n_whites++] = c;
    }

  if (setup->white_deck == SQ_DECK_VIRTUAL)
    {
      sq_rng_shuffle (&s->rng, whites, n_whites);
      memcpy (s->white_draw.c, whites, n_whites);
      s->white_draw.n = n_whites;
      s->white_draw_count = n_whites;
    }
  else
    {
      memcpy (s->white_draw.c + s->white_draw.n, whites, n_whites);
      s->white_draw.n += n_whites;
      s->white_draw_count = n_whites;
    }
}

/* Who starts, and the opening share before his first turn */
static void
push_opening (SqState       *s,
              const SqSetup *setup)
{
  if (setup->first_seat != SQ_NO_SEAT)
    s->first_seat = setup->first_seat;
  else
    {
      gint arthur = sq_state_find_knight (s, SQ_KNIGHT_ARTHUR);
      s->first_seat = arthur >= 0 ? arthur : 0;
    }
  s->current = s->first_seat;

  sq_push (s, SQ_TASK_START_TURN, s->current, 0, 0);
  if (setup->skip_opening_share)
    return;

  /* everyone offers one card, clockwise from the first player, then the
   * table shares them */
  sq_push (s, SQ_DECISION_OPENING_SHARE, s->first_seat, 0, 0);
  for (gint i = s->n_order - 1; i >= 0; i--)
    {
      gint seat = s->order[(s->first_seat + i) % s->n_order];
      sq_push (s, SQ_DECISION_OPENING_OFFER, seat, 0, 0);
    }
}

SqState *
sq_state_new (const SqSetup *setup,
              GError       **error)
{
  g_autoptr(SqState) s = NULL;

  g_return_val_if_fail (setup != NULL, NULL);

  if (!validate_setup (setup, error))
    return NULL;

  s = g_new0 (SqState, 1);
  s->setup = *setup;
  sq_rng_seed (&s->rng, setup->seed);
  s->n_seats = setup->n_players;
  s->vivien = s->mists = s->dark_forest = SQ_NO_CARD;
  s->completer = SQ_NO_SEAT;
  s->traitor_at_end = SQ_NO_SEAT;
  for (guint i = 0; i < SQ_MAX_SEATS; i++)
    s->seats[i].loyalty = SQ_NO_CARD;

  seat_knights (s, setup);
  set_up_quests (s);
  deal_merlins_and_whites (s, setup);

  for (guint c = SQ_FIRST_BLACK; c < SQ_FIRST_LOYALTY; c++)
    s->black_draw.c[s->black_draw.n++] = c;
  if (setup->black_deck == SQ_DECK_VIRTUAL)
    sq_rng_shuffle (&s->rng, s->black_draw.c, s->black_draw.n);

  for (guint i = 0; i < s->n_seats; i++)
    sq_draw_white (s, i, 5);

  deal_loyalty (s);
  push_opening (s, setup);
  sq_run (s);

  return g_steal_pointer (&s);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A random table for the legends suite: entered cards and events made up
 * at random, and actions picked at random among those the engine
 * accepts, so that whole games reach the final count. Seeded: the same
 * seed plays the same game. */

#pragma once

#include "sq-legends-test.h"

G_BEGIN_DECLS

#define SQ_TEST_MAX_TRIES 200

typedef struct {
  guint64 x;
} SqTestRng;

static inline guint32
sq_test_rng_next (SqTestRng *r)
{
  /* splitmix64 */
  guint64 z = (r->x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return (guint32) ((z ^ (z >> 31)) >> 32);
}

static inline guint
sq_test_below (SqTestRng *r,
               guint      bound)
{
  return bound > 0 ? sq_test_rng_next (r) % bound : 0;
}

static inline gboolean
sq_test_chance (SqTestRng *r,
                guint      percent)
{
  return sq_test_below (r, 100) < percent;
}

static inline void
sq_test_random_setup (SqTestRng      *r,
                      SqLegendsSetup *setup)
{
  sq_legends_setup_init_defaults (setup, 2 + sq_test_below (r, 3));
  setup->seed = ((guint64) sq_test_rng_next (r) << 32) | sq_test_rng_next (r);
  for (guint i = 0; i < SQ_LEGENDS_N_SPECIALS; i++)
    setup->special_vp[i] = sq_test_below (r, 6);
  setup->options.heraldic_in_bids = sq_test_chance (r, 50);
  /* a random order of the four colours */
  for (guint i = SQ_LEGENDS_MAX_PLAYERS; i > 1; i--)
    {
      guint j = sq_test_below (r, i);
      guint8 t = setup->colours[i - 1];

      setup->colours[i - 1] = setup->colours[j];
      setup->colours[j] = t;
    }
}

static inline SqLegendsCard
sq_test_random_card (SqTestRng *r)
{
  static const char * const allegiances[] = { "", "", "Pendragon", "Orkney", "Lothian" };
  SqLegendsCard card;

  sq_legends_card_init (&card);
  g_snprintf (card.name, sizeof card.name, "Character %u", sq_test_below (r, 1000));
  g_strlcpy (card.allegiance, allegiances[sq_test_below (r, G_N_ELEMENTS (allegiances))],
             sizeof card.allegiance);
  for (guint i = 0; i < SQ_LEGENDS_N_ABILITIES; i++)
    card.scores[i] = SQ_LEGENDS_MIN_SCORE + (gint) sq_test_below (r, 8);
  card.lord = sq_test_chance (r, 15);

  return card;
}

static inline void
sq_test_random_abilities (SqTestRng      *r,
                          SqLegendsEvent *e)
{
  guint a = sq_test_below (r, SQ_LEGENDS_N_ABILITIES);
  guint b = sq_test_below (r, SQ_LEGENDS_N_ABILITIES);

  e->n_abilities = 1;
  e->abilities[0] = MIN (a, b);
  if (a != b && sq_test_chance (r, 40))
    {
      e->n_abilities = 2;
      e->abilities[1] = MAX (a, b);
    }
}

static inline SqLegendsEvent
sq_test_random_event (SqTestRng            *r,
                      const SqLegendsState *s)
{
  static const char * const allegiances[] = { "Pendragon", "orkney", "Lothian" };
  SqLegendsEvent e;
  guint kind = sq_test_below (r, 10);

  if (sq_legends_state_get_events_left (s) == 1)
    {
      sq_legends_event_init (&e, SQ_LEGENDS_EVENT_FINAL);
      g_strlcpy (e.name, "The end", sizeof e.name);
      return e;
    }

  if (kind < 5)
    {
      sq_legends_event_init (&e, SQ_LEGENDS_EVENT_LOCATION);
      e.location = sq_test_below (r, SQ_LEGENDS_N_MAIN_LOCATIONS);
      sq_test_random_abilities (r, &e);
      for (guint i = 0; i < e.n_abilities; i++)
        e.requirements[i] = 1 + sq_test_below (r, 12);
      e.vp = sq_test_below (r, 6);
    }
  else if (kind < 6)
    {
      sq_legends_event_init (&e, SQ_LEGENDS_EVENT_HERALDIC);
      e.n_abilities = 1;
      e.abilities[0] = sq_test_below (r, SQ_LEGENDS_N_ABILITIES);
      e.bonus = sq_test_chance (r, 80) ? 1 + (gint) sq_test_below (r, 3) : -1;
      g_strlcpy (e.allegiance, allegiances[sq_test_below (r, G_N_ELEMENTS (allegiances))],
                 sizeof e.allegiance);
    }
  else if (kind < 9)
    {
      sq_legends_event_init (&e, SQ_LEGENDS_EVENT_BIDDING);
      sq_test_random_abilities (r, &e);
      e.max_bids = 1 + sq_test_below (r, 3);
      e.vp = sq_test_below (r, 6);
    }
  else
    sq_legends_event_init (&e, SQ_LEGENDS_EVENT_SPECIAL);

  g_snprintf (e.name, sizeof e.name, "Event %u", sq_test_below (r, 100));
  return e;
}

/* a character of @seat on the table, or -1 */
static inline gint
sq_test_random_character (SqTestRng            *r,
                          const SqLegendsState *s,
                          gint                  seat)
{
  guint ids[SQ_LEGENDS_MAX_TABLE];
  guint n = 0;

  for (guint id = 0; id < SQ_LEGENDS_MAX_TABLE; id++)
    if (s->table[id].in_play && (seat < 0 || s->table[id].owner == seat))
      ids[n++] = id;

  return n > 0 ? (gint) ids[sq_test_below (r, n)] : -1;
}

/* One candidate action in a player's turn, phases 2 to 4; it may be
 * illegal */
static inline SqLegendsAction
sq_test_random_turn_action (SqTestRng            *r,
                            const SqLegendsState *s)
{
  SqLegendsAction a;
  gint id;

  switch (sq_test_below (r, 16))
    {
    case 0:
      sq_legends_action_init (&a, s->final_drawn && sq_test_chance (r, 30)
                              ? SQ_LEGENDS_ACTION_RESOLVE_FINAL : SQ_LEGENDS_ACTION_END_TURN);
      for (guint i = 0; i < s->n_players; i++)
        a.vp[i] = sq_test_chance (r, 30) ? sq_test_below (r, 6) : 0;
      if (a.type == SQ_LEGENDS_ACTION_END_TURN)
        memset (a.vp, 0, sizeof a.vp);
      return a;

    case 1:
    case 2:
      sq_legends_action_init (&a, SQ_LEGENDS_ACTION_NEXT_PHASE);
      return a;

    case 3:
    case 4:
      sq_legends_action_init (&a, SQ_LEGENDS_ACTION_COMPLETE_EVENT);
      a.location = sq_test_below (r, SQ_LEGENDS_N_MAIN_LOCATIONS);
      a.index = sq_test_below (r, SQ_LEGENDS_LOCATION_EVENTS);
      if (sq_test_chance (r, 30))
        a.modifiers[sq_test_below (r, SQ_LEGENDS_N_ABILITIES)] = sq_test_below (r, 5);
      return a;

    case 5:
      sq_legends_action_init (&a, SQ_LEGENDS_ACTION_DRAW_CHARACTER);
      break;

    case 6:
    case 7:
      sq_legends_action_init (&a, SQ_LEGENDS_ACTION_PLAY_CHARACTER);
      a.location = sq_test_below (r, SQ_LEGENDS_N_LOCATIONS);
      a.card = sq_test_random_card (r);
      break;

    case 8:
    case 9:
      sq_legends_action_init (&a, SQ_LEGENDS_ACTION_MOVE);
      a.location = sq_test_below (r, SQ_LEGENDS_N_LOCATIONS);
      id = sq_test_random_character (r, s, s->current);
      if (id >= 0)
        a.characters[a.n_characters++] = id;
      id = sq_test_random_character (r, s, s->current);
      if (id >= 0 && sq_test_chance (r, 40) && a.n_characters == 1 && (guint) id != a.characters[0])
        a.characters[a.n_characters++] = id;
      break;

    case 10:
      a = sq_test_on_character (SQ_LEGENDS_ACTION_DISCARD_CHARACTER,
                                MAX (0, sq_test_random_character (r, s, -1)));
      if (sq_test_chance (r, 50))
        a.flags = SQ_LEGENDS_ACTION_FLAG_END_OF_TURN;
      return a;

    case 11:
      a = sq_test_on_character (SQ_LEGENDS_ACTION_RETURN_CHARACTER,
                                MAX (0, sq_test_random_character (r, s, -1)));
      return a;

    case 12:
    case 13:
      a = sq_test_on_character (SQ_LEGENDS_ACTION_GIVE_SPECIAL,
                                MAX (0, sq_test_random_character (r, s, -1)));
      a.special = sq_test_below (r, SQ_LEGENDS_N_SPECIALS);
      return a;

    case 14:
      sq_legends_action_init (&a, SQ_LEGENDS_ACTION_RETURN_SPECIAL);
      a.special = sq_test_below (r, SQ_LEGENDS_N_SPECIALS);
      return a;

    default:
      a = sq_test_on_character (SQ_LEGENDS_ACTION_USE_TEXT,
                                MAX (0, sq_test_random_character (r, s, -1)));
      return a;
    }

  /* card actions, paid or now and then made free by a card */
  if (s->decision != SQ_LEGENDS_DECISION_ACTIONS || sq_test_chance (r, 10))
    a.flags = SQ_LEGENDS_ACTION_FLAG_FREE;
  return a;
}

/* One candidate action for the decision pending; it may be illegal */
static inline SqLegendsAction
sq_test_random_candidate (SqTestRng            *r,
                          const SqLegendsState *s)
{
  SqLegendsAction a;
  gint seat = sq_legends_state_get_decider (s);
  gint id;

  switch (sq_legends_state_get_decision (s))
    {
    case SQ_LEGENDS_DECISION_OPENING:
      sq_legends_action_init (&a, SQ_LEGENDS_ACTION_PLAY_CHARACTER);
      a.location = sq_test_below (r, SQ_LEGENDS_N_MAIN_LOCATIONS);
      a.card = sq_test_random_card (r);
      return a;

    case SQ_LEGENDS_DECISION_DRAW_EVENT:
      sq_legends_action_init (&a, SQ_LEGENDS_ACTION_DRAW_EVENT);
      a.event = sq_test_random_event (r, s);
      return a;

    case SQ_LEGENDS_DECISION_BID:
      if (sq_test_chance (r, 45))
        {
          sq_legends_action_init (&a, SQ_LEGENDS_ACTION_PASS);
          return a;
        }
      sq_legends_action_init (&a, SQ_LEGENDS_ACTION_BID);
      id = sq_test_random_character (r, s, seat);
      if (id >= 0 && (s->hand[seat] == 0 || sq_test_chance (r, 30)))
        {
          a.n_characters = 1;
          a.characters[0] = id;
        }
      else
        a.card = sq_test_random_card (r);
      return a;

    case SQ_LEGENDS_DECISION_CARD_TEXT:
    case SQ_LEGENDS_DECISION_COMPLETE:
    case SQ_LEGENDS_DECISION_ACTIONS:
      break;

    case SQ_LEGENDS_DECISION_NONE:
    case SQ_LEGENDS_N_DECISIONS:
    default:
      g_assert_not_reached ();
    }

  return sq_test_random_turn_action (r, s);
}

/* A legal action for @s, picked at random; FALSE once the game is over */
static inline gboolean
sq_test_random_action (SqTestRng            *r,
                       const SqLegendsState *s,
                       SqLegendsAction      *out)
{
  if (sq_legends_state_get_decision (s) == SQ_LEGENDS_DECISION_NONE)
    return FALSE;

  for (guint i = 0; i < SQ_TEST_MAX_TRIES; i++)
    {
      g_autoptr(SqLegendsState) copy = sq_legends_state_copy (s);
      SqLegendsAction a = sq_test_random_candidate (r, s);

      if (sq_legends_apply (copy, &a, NULL))
        {
          *out = a;
          return TRUE;
        }
    }

  /* something is always possible: pass, end the turn, place a plain
   * character in the opening */
  switch (sq_legends_state_get_decision (s))
    {
    case SQ_LEGENDS_DECISION_BID:
      sq_legends_action_init (out, SQ_LEGENDS_ACTION_PASS);
      break;
    case SQ_LEGENDS_DECISION_OPENING:
      *out = sq_test_play_action (SQ_LEGENDS_LOCATION_CAMELOT,
                                  &(SqLegendsCard) { .scores = { 0 } }, FALSE);
      break;
    case SQ_LEGENDS_DECISION_DRAW_EVENT:
      sq_legends_action_init (out, SQ_LEGENDS_ACTION_DRAW_EVENT);
      sq_legends_event_init (&out->event, sq_legends_state_get_events_left (s) == 1
                             ? SQ_LEGENDS_EVENT_FINAL : SQ_LEGENDS_EVENT_SPECIAL);
      break;
    case SQ_LEGENDS_DECISION_CARD_TEXT:
    case SQ_LEGENDS_DECISION_COMPLETE:
    case SQ_LEGENDS_DECISION_ACTIONS:
    case SQ_LEGENDS_DECISION_NONE:
    case SQ_LEGENDS_N_DECISIONS:
    default:
      sq_legends_action_init (out, SQ_LEGENDS_ACTION_END_TURN);
      break;
    }

  return TRUE;
}

/* Some tries at an action that is anything at all, fields at random */
static inline SqLegendsAction
sq_test_garbage_action (SqTestRng *r)
{
  SqLegendsAction a;
  guint8 *bytes = (guint8 *) &a;

  for (gsize i = 0; i < sizeof a; i++)
    bytes[i] = sq_test_rng_next (r);
  /* mostly near the real thing, so that the checks past the first run */
  if (sq_test_chance (r, 80))
    {
      a.type %= SQ_LEGENDS_N_ACTIONS + 1;
      a.seat = (gint) sq_test_below (r, 6) - 1;
      a.n_characters %= 4;
      a.characters[0] %= 100;
      a.characters[1] %= 100;
      a.flags %= 4;
      a.location %= SQ_LEGENDS_N_LOCATIONS + 1;
      a.index %= 4;
      a.special %= SQ_LEGENDS_N_SPECIALS + 1;
    }

  return a;
}

G_END_DECLS

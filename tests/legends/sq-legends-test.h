/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Helpers for the legends suite: prepared tables, entered cards and
 * events, and assertions on applied and refused actions. */

#pragma once

#include "sq-legends-history.h"
#include "sq-legends-names.h"
#include "sq-legends-rules.h"

G_BEGIN_DECLS

/* a table with a fixed first player (seat 0) and final event (1) */
static inline SqLegendsState *
sq_test_new_game (guint   players,
                  guint64 seed)
{
  g_autoptr(GError) error = NULL;
  SqLegendsSetup setup;
  SqLegendsState *s;

  sq_legends_setup_init_defaults (&setup, players);
  setup.seed = seed;
  setup.first_player = 0;
  setup.final_event = 1;
  setup.special_vp[SQ_LEGENDS_SPECIAL_HIGH_KING] = 4;
  setup.special_vp[SQ_LEGENDS_SPECIAL_EXCALIBUR] = 3;
  setup.special_vp[SQ_LEGENDS_SPECIAL_LOVE_POTION] = 2;
  s = sq_legends_state_new (&setup, &error);
  g_assert_no_error (error);
  g_assert_nonnull (s);

  return s;
}

static inline void
sq_test_check (const SqLegendsState *s)
{
  g_autoptr(GError) error = NULL;

  sq_legends_state_check_invariants (s, &error);
  g_assert_no_error (error);
}

static inline void
sq_test_apply (SqLegendsState        *s,
               const SqLegendsAction *a)
{
  g_autoptr(GError) error = NULL;

  sq_legends_apply (s, a, &error);
  g_assert_no_error (error);
  sq_test_check (s);
}

/* refused with @code and @rule, and the state untouched */
static inline void
sq_test_refused (SqLegendsState        *s,
                 const SqLegendsAction *a,
                 SqLegendsError         code,
                 const char            *rule)
{
  g_autoptr(SqLegendsState) before = sq_legends_state_copy (s);
  g_autoptr(GError) error = NULL;

  g_assert_false (sq_legends_apply (s, a, &error));
  g_assert_error (error, SQ_LEGENDS_ERROR, (gint) code);
  g_assert_cmpstr (error->message, ==, rule);
  g_assert_true (sq_legends_state_equal (before, s));
}

static inline void
sq_test_simple (SqLegendsState      *s,
                SqLegendsActionType  type)
{
  SqLegendsAction a;

  sq_legends_action_init (&a, type);
  sq_test_apply (s, &a);
}

static inline SqLegendsCard
sq_test_card (const char *name,
              const char *allegiance,
              gboolean    lord,
              gint        combat,
              gint        diplomacy,
              gint        adventure,
              gint        cunning,
              gint        chivalry,
              gint        psyche)
{
  SqLegendsCard card;

  sq_legends_card_init (&card);
  g_assert_true (sq_legends_set_name (card.name, name));
  g_assert_true (sq_legends_set_name (card.allegiance, allegiance));
  card.lord = lord;
  card.scores[SQ_LEGENDS_ABILITY_COMBAT] = combat;
  card.scores[SQ_LEGENDS_ABILITY_DIPLOMACY] = diplomacy;
  card.scores[SQ_LEGENDS_ABILITY_ADVENTURE] = adventure;
  card.scores[SQ_LEGENDS_ABILITY_CUNNING] = cunning;
  card.scores[SQ_LEGENDS_ABILITY_CHIVALRY] = chivalry;
  card.scores[SQ_LEGENDS_ABILITY_PSYCHE] = psyche;

  return card;
}

/* a plain character with @score in every ability */
static inline SqLegendsCard
sq_test_plain (gint score)
{
  return sq_test_card ("Squire", "", FALSE, score, score, score, score, score, score);
}

static inline guint
sq_test_first_free (const SqLegendsState *s)
{
  for (guint id = 0; id < SQ_LEGENDS_MAX_TABLE; id++)
    if (!s->table[id].in_play)
      return id;

  g_assert_not_reached ();
}

static inline SqLegendsAction
sq_test_play_action (SqLegendsLocation   location,
                     const SqLegendsCard *card,
                     gboolean             free)
{
  SqLegendsAction a;

  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_PLAY_CHARACTER);
  a.location = location;
  a.card = *card;
  if (free)
    a.flags = SQ_LEGENDS_ACTION_FLAG_FREE;

  return a;
}

/* the decider plays @card from hand; returns its id */
static inline guint
sq_test_play (SqLegendsState      *s,
              SqLegendsLocation    location,
              SqLegendsCard        card,
              gboolean             free)
{
  SqLegendsAction a = sq_test_play_action (location, &card, free);
  guint id = sq_test_first_free (s);

  sq_test_apply (s, &a);
  g_assert_true (s->table[id].in_play);

  return id;
}

/* every player places two plain characters (score 1) at @location */
static inline void
sq_test_opening (SqLegendsState    *s,
                 SqLegendsLocation  location)
{
  while (sq_legends_state_get_decision (s) == SQ_LEGENDS_DECISION_OPENING)
    sq_test_play (s, location, sq_test_plain (1), FALSE);

  g_assert_cmpint (sq_legends_state_get_decision (s), ==, SQ_LEGENDS_DECISION_DRAW_EVENT);
}

static inline SqLegendsEvent
sq_test_location_event (SqLegendsLocation location,
                        SqLegendsAbility  ability,
                        guint             requirement,
                        gint              ability2,
                        guint             requirement2,
                        guint             vp)
{
  SqLegendsEvent e;

  sq_legends_event_init (&e, SQ_LEGENDS_EVENT_LOCATION);
  e.location = location;
  e.vp = vp;
  e.n_abilities = 1;
  e.abilities[0] = ability;
  e.requirements[0] = requirement;
  if (ability2 >= 0)
    {
      g_assert_cmpint (ability2, >, ability);
      e.n_abilities = 2;
      e.abilities[1] = ability2;
      e.requirements[1] = requirement2;
    }

  return e;
}

static inline SqLegendsEvent
sq_test_bidding_event (SqLegendsAbility ability,
                       gint             ability2,
                       guint            max_bids,
                       guint            vp)
{
  SqLegendsEvent e;

  sq_legends_event_init (&e, SQ_LEGENDS_EVENT_BIDDING);
  g_assert_true (sq_legends_set_name (e.name, "Tournament"));
  e.n_abilities = 1;
  e.abilities[0] = ability;
  if (ability2 >= 0)
    {
      g_assert_cmpint (ability2, >, ability);
      e.n_abilities = 2;
      e.abilities[1] = ability2;
    }
  e.max_bids = max_bids;
  e.vp = vp;

  return e;
}

static inline SqLegendsEvent
sq_test_heraldic_event (const char       *allegiance,
                        SqLegendsAbility  ability,
                        gint              bonus)
{
  SqLegendsEvent e;

  sq_legends_event_init (&e, SQ_LEGENDS_EVENT_HERALDIC);
  g_assert_true (sq_legends_set_name (e.allegiance, allegiance));
  e.n_abilities = 1;
  e.abilities[0] = ability;
  e.bonus = bonus;

  return e;
}

static inline void
sq_test_draw (SqLegendsState       *s,
              const SqLegendsEvent *event)
{
  SqLegendsAction a;

  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_DRAW_EVENT);
  a.event = *event;
  sq_test_apply (s, &a);
}

static inline void
sq_test_draw_kind (SqLegendsState     *s,
                   SqLegendsEventKind  kind)
{
  SqLegendsEvent e;

  sq_legends_event_init (&e, kind);
  sq_test_draw (s, &e);
}

/* from the draw to the card actions, drawing a special event */
static inline void
sq_test_to_actions (SqLegendsState *s)
{
  if (sq_legends_state_get_decision (s) == SQ_LEGENDS_DECISION_DRAW_EVENT)
    sq_test_draw_kind (s, SQ_LEGENDS_EVENT_SPECIAL);
  while (sq_legends_state_get_decision (s) != SQ_LEGENDS_DECISION_ACTIONS)
    sq_test_simple (s, SQ_LEGENDS_ACTION_NEXT_PHASE);
}

static inline SqLegendsAction
sq_test_on_character (SqLegendsActionType type,
                      guint               id)
{
  SqLegendsAction a;

  sq_legends_action_init (&a, type);
  a.n_characters = 1;
  a.characters[0] = id;

  return a;
}

static inline SqLegendsAction
sq_test_move_action (SqLegendsLocation location,
                     gint              first,
                     gint              second)
{
  SqLegendsAction a;

  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_MOVE);
  a.location = location;
  a.characters[a.n_characters++] = first;
  if (second >= 0)
    a.characters[a.n_characters++] = second;

  return a;
}

static inline void
sq_test_give (SqLegendsState   *s,
              SqLegendsSpecial  special,
              guint             id)
{
  SqLegendsAction a = sq_test_on_character (SQ_LEGENDS_ACTION_GIVE_SPECIAL, id);

  a.special = special;
  sq_test_apply (s, &a);
}

static inline void
sq_test_bid_card (SqLegendsState *s,
                  SqLegendsCard   card)
{
  SqLegendsAction a;

  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_BID);
  a.card = card;
  sq_test_apply (s, &a);
}

static inline void
sq_test_bid_character (SqLegendsState *s,
                       guint           id)
{
  SqLegendsAction a = sq_test_on_character (SQ_LEGENDS_ACTION_BID, id);

  sq_test_apply (s, &a);
}

/* draws every remaining event (specials) and the final event, ending
 * each turn, until the final event is out */
static inline void
sq_test_draw_to_final (SqLegendsState *s)
{
  while (!s->final_drawn)
    {
      g_assert_cmpint (sq_legends_state_get_decision (s), ==, SQ_LEGENDS_DECISION_DRAW_EVENT);
      sq_test_draw_kind (s, sq_legends_state_get_events_left (s) == 1
                         ? SQ_LEGENDS_EVENT_FINAL : SQ_LEGENDS_EVENT_SPECIAL);
      if (!s->final_drawn)
        sq_test_simple (s, SQ_LEGENDS_ACTION_END_TURN);
    }
}

G_END_DECLS

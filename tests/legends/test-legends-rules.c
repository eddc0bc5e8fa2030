/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Camelot Legends rules, one area at a time: setup, the opening,
 * bidding, location events and heraldic events (the turn's card actions
 * and what follows are in test-legends-turn.c). Every refusal is checked
 * for its code, its rule id and that it left the state untouched. */

#include "sq-legends-test.h"

/* Setup */

static void
test_setup_player_counts (void)
{
  static const guint events[] = { 0, 0, 17, 20, 23 };

  for (guint n = SQ_LEGENDS_MIN_PLAYERS; n <= SQ_LEGENDS_MAX_PLAYERS; n++)
    {
      g_autoptr(SqLegendsState) s = NULL;
      g_autoptr(SqLegendsState) again = NULL;
      SqLegendsSetup setup;

      sq_legends_setup_init_defaults (&setup, n);
      setup.seed = 1000 + n;
      s = sq_legends_state_new (&setup, NULL);
      again = sq_legends_state_new (&setup, NULL);
      g_assert_nonnull (s);
      sq_test_check (s);

      /* the same seed prepares the same table */
      g_assert_true (sq_legends_state_equal (s, again));

      g_assert_cmpuint (sq_legends_events_for_players (n), ==, events[n]);
      g_assert_cmpuint (s->events_in_deck, ==, events[n]);
      g_assert_cmpuint (sq_legends_state_get_events_left (s), ==, events[n] + 1);
      g_assert_cmpuint (s->final_position, >=, 1);
      g_assert_cmpuint (s->final_position, <=, 3);
      g_assert_cmpint (s->first_player, >=, 0);
      g_assert_cmpint (s->first_player, <, n);
      g_assert_cmpint (sq_legends_state_get_decision (s), ==, SQ_LEGENDS_DECISION_OPENING);
      g_assert_cmpint (sq_legends_state_get_decider (s), ==, s->first_player);
      g_assert_cmpuint (s->turn, ==, 0);
      for (guint i = 0; i < n; i++)
        {
          g_assert_cmpuint (s->hand[i], ==, 5);
          g_assert_cmpuint (s->setup.colours[i], ==, i);
          g_assert_cmpint (sq_legends_state_get_seat_in_order (s, i), ==,
                           (s->first_player + i) % n);
        }
      for (guint i = 0; i < SQ_LEGENDS_N_SPECIALS; i++)
        g_assert_cmpint (sq_legends_state_get_special_owner (s, i), ==, -1);
      g_assert_false (s->heraldic_active);
      g_assert_false (s->final_drawn);
    }
}

/* The first player and the final event are dealt at random, each of
 * them in the long run, and named ones are kept */
static void
test_setup_random (void)
{
  guint firsts[4] = { 0 };
  guint finals[4] = { 0 };
  SqLegendsSetup setup;

  sq_legends_setup_init_defaults (&setup, 4);
  for (guint seed = 0; seed < 400; seed++)
    {
      g_autoptr(SqLegendsState) s = NULL;

      setup.seed = seed;
      s = sq_legends_state_new (&setup, NULL);
      firsts[s->first_player]++;
      finals[s->final_position]++;
    }
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (firsts[i], >, 60);
  g_assert_cmpuint (finals[0], ==, 0);
  for (guint i = 1; i <= 3; i++)
    g_assert_cmpuint (finals[i], >, 90);

  setup.first_player = 2;
  setup.final_event = 3;
  for (guint seed = 0; seed < 20; seed++)
    {
      g_autoptr(SqLegendsState) s = NULL;

      setup.seed = seed;
      s = sq_legends_state_new (&setup, NULL);
      g_assert_cmpint (s->first_player, ==, 2);
      g_assert_cmpuint (s->final_position, ==, 3);
      g_assert_cmpint (sq_legends_state_get_decider (s), ==, 2);
    }
}

static void
expect_bad_setup (const SqLegendsSetup *setup,
                  const char           *rule)
{
  g_autoptr(GError) error = NULL;

  g_assert_null (sq_legends_state_new (setup, &error));
  g_assert_error (error, SQ_LEGENDS_ERROR, SQ_LEGENDS_ERROR_BAD_SETUP);
  g_assert_cmpstr (error->message, ==, rule);
}

static void
test_setup_refusals (void)
{
  SqLegendsSetup setup;

  for (guint n = 0; n < 10; n++)
    {
      if (n >= 2 && n <= 4)
        continue;
      sq_legends_setup_init_defaults (&setup, n);
      expect_bad_setup (&setup, "legends.setup");
      g_assert_cmpuint (sq_legends_events_for_players (n), ==, 0);
    }

  sq_legends_setup_init_defaults (&setup, 3);
  setup.colours[2] = SQ_LEGENDS_COLOUR_BLUE;
  expect_bad_setup (&setup, "legends.colours");
  setup.colours[2] = SQ_LEGENDS_N_COLOURS;
  expect_bad_setup (&setup, "legends.colours");

  /* a colour left to an empty seat does not count */
  sq_legends_setup_init_defaults (&setup, 2);
  setup.colours[2] = SQ_LEGENDS_COLOUR_BLUE;
  {
    g_autoptr(SqLegendsState) s = sq_legends_state_new (&setup, NULL);
    g_assert_nonnull (s);
  }

  sq_legends_setup_init_defaults (&setup, 3);
  setup.first_player = 3;
  expect_bad_setup (&setup, "legends.setup");
  setup.first_player = -2;
  expect_bad_setup (&setup, "legends.setup");

  sq_legends_setup_init_defaults (&setup, 3);
  setup.final_event = 4;
  expect_bad_setup (&setup, "legends.setup");

  sq_legends_setup_init_defaults (&setup, 3);
  setup.special_vp[SQ_LEGENDS_SPECIAL_EXCALIBUR] = SQ_LEGENDS_MAX_SPECIAL_VP + 1;
  expect_bad_setup (&setup, "legends.scoring");
}

/* Opening */

static void
test_opening (void)
{
  g_autoptr(SqLegendsState) s = NULL;
  SqLegendsSetup setup;
  SqLegendsCard lord = sq_test_card ("Arthur", "", TRUE, 4, 4, 2, 2, 5, 3);
  SqLegendsAction a;

  sq_legends_setup_init_defaults (&setup, 3);
  setup.first_player = 1;
  s = sq_legends_state_new (&setup, NULL);

  /* seat 1 first: two regular characters at two locations */
  g_assert_cmpint (sq_legends_state_get_decider (s), ==, 1);
  a = sq_test_play_action (SQ_LEGENDS_LOCATION_CAMELOT, &lord, TRUE);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_NOT_ALLOWED, "legends.opening");
  a.seat = 0;
  a.flags = 0;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_WRONG_SEAT, "legends.turn-player");
  sq_test_play (s, SQ_LEGENDS_LOCATION_CAMELOT, sq_test_plain (2), FALSE);
  g_assert_cmpint (sq_legends_state_get_decider (s), ==, 1);
  /* a Lord after a regular character is more than the opening allows */
  a = sq_test_play_action (SQ_LEGENDS_LOCATION_CORNWALL, &lord, FALSE);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_NOT_ALLOWED, "legends.opening");
  sq_test_play (s, SQ_LEGENDS_LOCATION_CORNWALL, sq_test_plain (2), FALSE);
  g_assert_cmpuint (s->hand[1], ==, 3);

  /* seat 2: one Lord of Camelot is the whole opening */
  g_assert_cmpint (sq_legends_state_get_decider (s), ==, 2);
  sq_test_play (s, SQ_LEGENDS_LOCATION_CAMELOT, lord, FALSE);
  g_assert_cmpuint (s->hand[2], ==, 4);

  /* the final event is no location yet */
  g_assert_cmpint (sq_legends_state_get_decider (s), ==, 0);
  a = sq_test_play_action (SQ_LEGENDS_LOCATION_FINAL, &lord, FALSE);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_PLACE, "legends.location");
  sq_test_play (s, SQ_LEGENDS_LOCATION_PERILOUS_FOREST, sq_test_plain (1), FALSE);
  sq_test_play (s, SQ_LEGENDS_LOCATION_PERILOUS_FOREST, sq_test_plain (1), FALSE);

  /* the first player's first turn */
  g_assert_cmpint (sq_legends_state_get_decision (s), ==, SQ_LEGENDS_DECISION_DRAW_EVENT);
  g_assert_cmpint (sq_legends_state_get_decider (s), ==, 1);
  g_assert_cmpuint (s->turn, ==, 1);
  g_assert_cmpuint (sq_legends_state_get_company_size (s, 1, SQ_LEGENDS_LOCATION_CAMELOT), ==, 1);
  g_assert_cmpuint (sq_legends_state_get_company_size (s, 2, SQ_LEGENDS_LOCATION_CAMELOT), ==, 1);
  g_assert_cmpuint (sq_legends_state_get_company_size (s, 0, SQ_LEGENDS_LOCATION_PERILOUS_FOREST),
                    ==, 2);

  /* entered cards are checked */
  sq_test_to_actions (s);
  {
    SqLegendsCard bad = sq_test_plain (1);

    bad.scores[SQ_LEGENDS_ABILITY_PSYCHE] = 7;
    a = sq_test_play_action (SQ_LEGENDS_LOCATION_CAMELOT, &bad, FALSE);
    sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.character-card");
    bad.scores[SQ_LEGENDS_ABILITY_PSYCHE] = -2;
    a = sq_test_play_action (SQ_LEGENDS_LOCATION_CAMELOT, &bad, FALSE);
    sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.character-card");
    bad = sq_test_plain (-1);
    memset (bad.name, 'x', sizeof bad.name);
    a = sq_test_play_action (SQ_LEGENDS_LOCATION_CAMELOT, &bad, FALSE);
    sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.character-card");
    bad = sq_test_plain (-1);
    strcpy (bad.name, "\xff\xfe");
    a = sq_test_play_action (SQ_LEGENDS_LOCATION_CAMELOT, &bad, FALSE);
    sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.character-card");
    bad = sq_test_plain (-1);
    a = sq_test_play_action (SQ_LEGENDS_LOCATION_NONE, &bad, FALSE);
    sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_PLACE, "legends.location");
  }
}

/* Bidding */

static void
bidding_table (SqLegendsState **out,
               guint            players)
{
  SqLegendsState *s = sq_test_new_game (players, 7);

  sq_test_opening (s, SQ_LEGENDS_LOCATION_CAMELOT);
  *out = s;
}

static void
test_bidding_passes (void)
{
  g_autoptr(SqLegendsState) s = NULL;
  SqLegendsEvent e = sq_test_bidding_event (SQ_LEGENDS_ABILITY_COMBAT, -1, 2, 3);
  SqLegendsAction a;
  guint p1_knight;

  bidding_table (&s, 3);
  p1_knight = 2;   /* seat 1's first opening character */
  g_assert_cmpint (s->table[p1_knight].owner, ==, 1);

  sq_test_draw (s, &e);
  g_assert_cmpint (sq_legends_state_get_decision (s), ==, SQ_LEGENDS_DECISION_BID);
  g_assert_cmpint (s->last_fate, ==, SQ_LEGENDS_FATE_BIDDING);
  sq_test_check (s);

  /* the drawer first; nothing else answers a bid */
  g_assert_cmpint (sq_legends_state_get_decider (s), ==, 0);
  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_NEXT_PHASE);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_WRONG_DECISION, "legends.turn-phase");
  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_PASS);
  a.seat = 1;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_WRONG_SEAT, "legends.turn-player");
  /* nobody bids someone else's character */
  a = sq_test_on_character (SQ_LEGENDS_ACTION_BID, p1_knight);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_CHARACTER, "legends.own-characters");

  sq_test_bid_card (s, sq_test_card ("Gareth", "", FALSE, 3, 0, 0, 0, 0, 0));
  g_assert_cmpuint (s->hand[0], ==, 2);
  g_assert_cmpint (sq_legends_state_get_decider (s), ==, 1);
  sq_test_simple (s, SQ_LEGENDS_ACTION_PASS);
  g_assert_cmpint (sq_legends_state_get_decider (s), ==, 2);
  sq_test_bid_card (s, sq_test_card ("Bors", "", FALSE, 4, 0, 0, 0, 0, 0));
  sq_test_simple (s, SQ_LEGENDS_ACTION_PASS);
  /* passing is not final: seat 1 comes back with a character from the table */
  g_assert_cmpint (sq_legends_state_get_decider (s), ==, 1);
  sq_test_bid_character (s, p1_knight);
  g_assert_false (s->table[p1_knight].in_play);
  sq_test_simple (s, SQ_LEGENDS_ACTION_PASS);
  /* seat 0 reaches the maximum: 3 + 2 */
  g_assert_cmpint (sq_legends_state_get_decider (s), ==, 0);
  sq_test_bid_card (s, sq_test_card ("Gaheris", "", FALSE, 2, 0, 0, 0, 0, 0));
  /* seat 0 is skipped from now on: a round of the other two passing ends it */
  g_assert_cmpint (sq_legends_state_get_decider (s), ==, 1);
  sq_test_simple (s, SQ_LEGENDS_ACTION_PASS);
  g_assert_cmpint (sq_legends_state_get_decider (s), ==, 2);
  sq_test_simple (s, SQ_LEGENDS_ACTION_PASS);

  /* 5 beats 4 and 1 */
  g_assert_cmpint (sq_legends_state_get_decision (s), ==, SQ_LEGENDS_DECISION_CARD_TEXT);
  g_assert_cmpint (s->last_fate, ==, SQ_LEGENDS_FATE_WON);
  g_assert_cmpint (s->last_winner, ==, 0);
  g_assert_cmpint (s->last_totals[0], ==, 5);
  g_assert_cmpint (s->last_totals[1], ==, 1);
  g_assert_cmpint (s->last_totals[2], ==, 4);
  g_assert_cmpuint (s->n_scored, ==, 1);
  g_assert_cmpint (s->scored_by[0], ==, 0);
  g_assert_cmpint (sq_legends_state_get_score (s, 0), ==, 3);
  /* all four bid characters are gone, the winner's too */
  g_assert_cmpuint (s->characters_discarded, ==, 4);
  g_assert_cmpuint (s->hand[0], ==, 1);
  g_assert_cmpuint (s->hand[2], ==, 2);
}

static void
test_bidding_maximum (void)
{
  g_autoptr(SqLegendsState) s = NULL;
  g_autoptr(SqLegendsState) t = NULL;
  SqLegendsEvent e = sq_test_bidding_event (SQ_LEGENDS_ABILITY_PSYCHE, -1, 1, 2);

  /* everyone at the maximum ends the auction at once */
  bidding_table (&s, 2);
  sq_test_draw (s, &e);
  sq_test_bid_card (s, sq_test_card ("Merlin", "", FALSE, 0, 0, 0, 0, 0, 6));
  g_assert_cmpint (sq_legends_state_get_decision (s), ==, SQ_LEGENDS_DECISION_BID);
  sq_test_bid_card (s, sq_test_card ("Morgan", "", FALSE, 0, 0, 0, 0, 0, 5));
  g_assert_cmpint (sq_legends_state_get_decision (s), ==, SQ_LEGENDS_DECISION_CARD_TEXT);
  g_assert_cmpint (s->last_winner, ==, 0);
  g_assert_cmpint (sq_legends_state_get_score (s, 0), ==, 2);

  /* a player at the maximum is never asked again */
  bidding_table (&t, 3);
  sq_test_draw (t, &e);
  sq_test_bid_card (t, sq_test_card ("Nimue", "", FALSE, 0, 0, 0, 0, 0, 1));
  g_assert_cmpint (sq_legends_state_get_decider (t), ==, 1);
  sq_test_simple (t, SQ_LEGENDS_ACTION_PASS);
  g_assert_cmpint (sq_legends_state_get_decider (t), ==, 2);
  sq_test_simple (t, SQ_LEGENDS_ACTION_PASS);
  /* the lone bid of 1 takes it; nobody had to bid the maximum */
  g_assert_cmpint (sq_legends_state_get_decision (t), ==, SQ_LEGENDS_DECISION_CARD_TEXT);
  g_assert_cmpint (t->last_winner, ==, 0);
  g_assert_cmpint (t->last_bidders, ==, 1);
}

static void
test_bidding_tie (void)
{
  g_autoptr(SqLegendsState) s = NULL;
  SqLegendsEvent e = sq_test_bidding_event (SQ_LEGENDS_ABILITY_DIPLOMACY,
                                            SQ_LEGENDS_ABILITY_CHIVALRY, 2, 4);

  bidding_table (&s, 2);
  sq_test_draw (s, &e);
  /* with two abilities both count: 2 + 3 against 4 + 1 */
  sq_test_bid_card (s, sq_test_card ("Lancelot", "", FALSE, 6, 2, 0, 0, 3, 0));
  sq_test_bid_card (s, sq_test_card ("Mordred", "", FALSE, 5, 4, 0, 6, 1, 0));
  sq_test_simple (s, SQ_LEGENDS_ACTION_PASS);
  sq_test_simple (s, SQ_LEGENDS_ACTION_PASS);

  g_assert_cmpint (s->last_fate, ==, SQ_LEGENDS_FATE_TIED);
  g_assert_cmpint (s->last_winner, ==, -1);
  g_assert_cmpint (s->last_totals[0], ==, 5);
  g_assert_cmpint (s->last_totals[1], ==, 5);
  g_assert_cmpuint (s->n_scored, ==, 0);
  g_assert_cmpuint (s->events_discarded, ==, 1);
  g_assert_cmpuint (s->characters_discarded, ==, 2);
  g_assert_cmpint (sq_legends_state_get_score (s, 0), ==, 0);
  g_assert_cmpint (sq_legends_state_get_score (s, 1), ==, 0);
}

static void
test_bidding_no_bids (void)
{
  g_autoptr(SqLegendsState) s = NULL;
  SqLegendsEvent e = sq_test_bidding_event (SQ_LEGENDS_ABILITY_CUNNING, -1, 3, 2);

  bidding_table (&s, 4);
  sq_test_draw (s, &e);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpint (sq_legends_state_get_decision (s), ==, SQ_LEGENDS_DECISION_BID);
      sq_test_simple (s, SQ_LEGENDS_ACTION_PASS);
    }
  g_assert_cmpint (sq_legends_state_get_decision (s), ==, SQ_LEGENDS_DECISION_CARD_TEXT);
  g_assert_cmpint (s->last_fate, ==, SQ_LEGENDS_FATE_NO_BIDS);
  g_assert_cmpuint (s->events_discarded, ==, 1);
  g_assert_cmpuint (s->characters_discarded, ==, 0);
  g_assert_cmpint (sq_legends_state_get_decider (s), ==, 0);
}

static void
test_bidding_refusals (void)
{
  g_autoptr(SqLegendsState) s = NULL;
  SqLegendsEvent e = sq_test_bidding_event (SQ_LEGENDS_ABILITY_COMBAT, -1, 6, 2);
  SqLegendsCard bad = sq_test_plain (9);
  SqLegendsAction a;
  guint own = 0;  /* seat 0's first opening character */

  bidding_table (&s, 2);
  sq_test_draw (s, &e);

  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_BID);
  a.card = bad;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.character-card");
  /* a character from the table and one from hand at once */
  a = sq_test_on_character (SQ_LEGENDS_ACTION_BID, own);
  a.card = sq_test_plain (1);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.bidding");
  a = sq_test_on_character (SQ_LEGENDS_ACTION_BID, 77);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_CHARACTER, "legends.own-characters");

  /* an empty hand bids from the table only */
  for (guint i = 0; i < 3; i++)
    {
      sq_test_bid_card (s, sq_test_plain (1));
      sq_test_simple (s, SQ_LEGENDS_ACTION_PASS);
    }
  g_assert_cmpuint (s->hand[0], ==, 0);
  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_BID);
  a.card = sq_test_plain (1);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_NO_CARD, "legends.hand");
  sq_test_bid_character (s, own);
}

/* A heraldic bonus counts in a bid unless the option says not */
static void
test_bidding_heraldic (void)
{
  for (guint option = 0; option < 2; option++)
    {
      g_autoptr(SqLegendsState) s = NULL;
      SqLegendsEvent h = sq_test_heraldic_event ("Pendragon", SQ_LEGENDS_ABILITY_COMBAT, 2);
      SqLegendsEvent e = sq_test_bidding_event (SQ_LEGENDS_ABILITY_COMBAT, -1, 1, 2);

      bidding_table (&s, 2);
      s->setup.options.heraldic_in_bids = option;
      sq_test_draw (s, &h);
      sq_test_simple (s, SQ_LEGENDS_ACTION_END_TURN);
      sq_test_draw (s, &e);
      /* seat 1 drew: a Knight of Pendragon (3, +2) against 4 */
      sq_test_bid_card (s, sq_test_card ("Kay", "pendragon", FALSE, 3, 0, 0, 0, 0, 0));
      sq_test_bid_card (s, sq_test_card ("Bedivere", "Orkney", FALSE, 4, 0, 0, 0, 0, 0));
      g_assert_cmpint (s->last_fate, ==, SQ_LEGENDS_FATE_WON);
      g_assert_cmpint (s->last_winner, ==, option ? 1 : 0);
      g_assert_cmpint (s->last_totals[1], ==, option ? 5 : 3);
    }
}

/* Location events */

static void
test_location_one_ability (void)
{
  g_autoptr(SqLegendsState) s = sq_test_new_game (2, 3);
  SqLegendsEvent e = sq_test_location_event (SQ_LEGENDS_LOCATION_CORNWALL,
                                             SQ_LEGENDS_ABILITY_ADVENTURE, 9, -1, 0, 3);
  SqLegendsAction a;

  sq_test_play (s, SQ_LEGENDS_LOCATION_CORNWALL, sq_test_card ("Percival", "", FALSE,
                                                               3, 1, 5, 1, 4, 3), FALSE);
  sq_test_play (s, SQ_LEGENDS_LOCATION_CAMELOT, sq_test_plain (3), FALSE);
  sq_test_opening (s, SQ_LEGENDS_LOCATION_CORNWALL);

  sq_test_draw (s, &e);
  g_assert_cmpint (s->last_fate, ==, SQ_LEGENDS_FATE_PLACED);
  g_assert_cmpuint (s->n_location_events[SQ_LEGENDS_LOCATION_CORNWALL], ==, 1);

  /* completing waits for phase 3 */
  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_COMPLETE_EVENT);
  a.location = SQ_LEGENDS_LOCATION_CORNWALL;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_WRONG_DECISION, "legends.turn-phase");
  sq_test_simple (s, SQ_LEGENDS_ACTION_NEXT_PHASE);

  /* 5 adventure: short of 9 */
  g_assert_cmpint (sq_legends_state_get_company_total (s, 0, SQ_LEGENDS_LOCATION_CORNWALL,
                                                       SQ_LEGENDS_ABILITY_ADVENTURE), ==, 5);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_REQUIREMENTS, "legends.requirements");
  a.index = 1;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.location-events");
  a.index = 0;
  a.location = SQ_LEGENDS_LOCATION_FINAL;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_PLACE, "legends.location");
  a.location = SQ_LEGENDS_LOCATION_CORNWALL;
  a.modifiers[SQ_LEGENDS_ABILITY_ADVENTURE] = 21;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.requirements");
  /* another player's company is not the active player's */
  a.modifiers[SQ_LEGENDS_ABILITY_ADVENTURE] = 3;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_REQUIREMENTS, "legends.requirements");

  /* card text (entered as a modifier) makes up the difference: 5 + 4 */
  a.modifiers[SQ_LEGENDS_ABILITY_ADVENTURE] = 4;
  sq_test_apply (s, &a);
  g_assert_cmpuint (s->n_location_events[SQ_LEGENDS_LOCATION_CORNWALL], ==, 0);
  g_assert_cmpuint (s->n_scored, ==, 1);
  g_assert_cmpint (s->scored_by[0], ==, 0);
  g_assert_cmpint (sq_legends_state_get_score (s, 0), ==, 3);
  g_assert_cmpint (sq_legends_state_get_decision (s), ==, SQ_LEGENDS_DECISION_COMPLETE);
}

static void
test_location_two_abilities (void)
{
  g_autoptr(SqLegendsState) s = sq_test_new_game (2, 4);
  SqLegendsEvent both = sq_test_location_event (SQ_LEGENDS_LOCATION_CAMELOT,
                                                SQ_LEGENDS_ABILITY_DIPLOMACY, 6,
                                                SQ_LEGENDS_ABILITY_CHIVALRY, 8, 5);
  SqLegendsEvent small = sq_test_location_event (SQ_LEGENDS_LOCATION_CAMELOT,
                                                 SQ_LEGENDS_ABILITY_COMBAT, 1, -1, 0, 1);
  SqLegendsEvent forest = sq_test_location_event (SQ_LEGENDS_LOCATION_PERILOUS_FOREST,
                                                  SQ_LEGENDS_ABILITY_PSYCHE, 2, -1, 0, 2);
  SqLegendsAction a;

  /* seat 0: 3 + 3 diplomacy, 4 + 3 chivalry at Camelot */
  sq_test_play (s, SQ_LEGENDS_LOCATION_CAMELOT, sq_test_card ("Gawain", "Orkney", FALSE,
                                                              4, 3, 2, 1, 4, 1), FALSE);
  sq_test_play (s, SQ_LEGENDS_LOCATION_CAMELOT, sq_test_card ("Agravain", "Orkney", FALSE,
                                                              3, 3, 1, 3, 3, 0), FALSE);
  sq_test_opening (s, SQ_LEGENDS_LOCATION_PERILOUS_FOREST);

  sq_test_draw (s, &both);
  sq_test_simple (s, SQ_LEGENDS_ACTION_END_TURN);
  sq_test_draw (s, &small);
  sq_test_simple (s, SQ_LEGENDS_ACTION_END_TURN);
  sq_test_draw (s, &forest);
  /* card text brings 2 psyche to the forest for free */
  sq_test_play (s, SQ_LEGENDS_LOCATION_PERILOUS_FOREST, sq_test_plain (2), TRUE);
  sq_test_simple (s, SQ_LEGENDS_ACTION_NEXT_PHASE);

  /* diplomacy 6 met, chivalry 7 short of 8: both must be met */
  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_COMPLETE_EVENT);
  a.location = SQ_LEGENDS_LOCATION_CAMELOT;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_REQUIREMENTS, "legends.requirements");
  a.modifiers[SQ_LEGENDS_ABILITY_DIPLOMACY] = 5;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_REQUIREMENTS, "legends.requirements");

  /* a heraldic bonus for the Knights of Orkney would do it, but it is
   * not there; card text is */
  a.modifiers[SQ_LEGENDS_ABILITY_DIPLOMACY] = 0;
  a.modifiers[SQ_LEGENDS_ABILITY_CHIVALRY] = 1;
  sq_test_apply (s, &a);
  g_assert_cmpint (sq_legends_state_get_score (s, 0), ==, 5);

  /* one event per location per turn, however many are met */
  g_assert_cmpuint (s->n_location_events[SQ_LEGENDS_LOCATION_CAMELOT], ==, 1);
  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_COMPLETE_EVENT);
  a.location = SQ_LEGENDS_LOCATION_CAMELOT;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_NOT_ALLOWED, "legends.one-event-per-location");

  /* a second location is fine in the same turn */
  a.location = SQ_LEGENDS_LOCATION_PERILOUS_FOREST;
  sq_test_apply (s, &a);
  g_assert_cmpint (sq_legends_state_get_score (s, 0), ==, 7);

  /* and next turn the Camelot event is there to take again */
  sq_test_simple (s, SQ_LEGENDS_ACTION_END_TURN);
  sq_test_draw_kind (s, SQ_LEGENDS_EVENT_SPECIAL);
  sq_test_simple (s, SQ_LEGENDS_ACTION_END_TURN);
  sq_test_draw_kind (s, SQ_LEGENDS_EVENT_SPECIAL);
  sq_test_simple (s, SQ_LEGENDS_ACTION_NEXT_PHASE);
  a.location = SQ_LEGENDS_LOCATION_CAMELOT;
  sq_test_apply (s, &a);
  g_assert_cmpint (sq_legends_state_get_score (s, 0), ==, 8);
}

static void
test_location_event_limit (void)
{
  g_autoptr(SqLegendsState) s = sq_test_new_game (2, 5);

  sq_test_opening (s, SQ_LEGENDS_LOCATION_CAMELOT);
  for (guint i = 0; i < 4; i++)
    {
      SqLegendsEvent e = sq_test_location_event (SQ_LEGENDS_LOCATION_PERILOUS_FOREST,
                                                 SQ_LEGENDS_ABILITY_COMBAT, 10 + i, -1, 0, 1);

      sq_test_draw (s, &e);
      g_assert_cmpint (s->last_fate, ==,
                       i < 3 ? SQ_LEGENDS_FATE_PLACED : SQ_LEGENDS_FATE_LOCATION_FULL);
      sq_test_simple (s, SQ_LEGENDS_ACTION_END_TURN);
    }

  g_assert_cmpuint (s->n_location_events[SQ_LEGENDS_LOCATION_PERILOUS_FOREST], ==, 3);
  g_assert_cmpuint (s->location_events[SQ_LEGENDS_LOCATION_PERILOUS_FOREST][2].requirements[0],
                    ==, 12);
  g_assert_cmpuint (s->events_discarded, ==, 1);
  g_assert_cmpuint (s->n_location_events[SQ_LEGENDS_LOCATION_CAMELOT], ==, 0);
  g_assert_cmpuint (s->events_drawn, ==, 4);
}

static void
test_event_refusals (void)
{
  g_autoptr(SqLegendsState) s = sq_test_new_game (3, 5);
  SqLegendsEvent e;
  SqLegendsAction a;

  sq_test_opening (s, SQ_LEGENDS_LOCATION_CAMELOT);
  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_DRAW_EVENT);

  e = sq_test_location_event (SQ_LEGENDS_LOCATION_CAMELOT, SQ_LEGENDS_ABILITY_COMBAT, 0,
                              -1, 0, 1);
  a.event = e;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.event-card");
  e.requirements[0] = 5;
  e.location = SQ_LEGENDS_LOCATION_FINAL;
  a.event = e;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.event-card");
  e.location = SQ_LEGENDS_LOCATION_CORNWALL;
  e.max_bids = 2;
  a.event = e;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.event-card");
  /* two abilities in the wrong order, or the same twice */
  e = sq_test_location_event (SQ_LEGENDS_LOCATION_CAMELOT, SQ_LEGENDS_ABILITY_COMBAT, 4,
                              SQ_LEGENDS_ABILITY_PSYCHE, 4, 1);
  e.abilities[0] = SQ_LEGENDS_ABILITY_PSYCHE;
  a.event = e;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.event-card");

  e = sq_test_bidding_event (SQ_LEGENDS_ABILITY_COMBAT, -1, 0, 1);
  a.event = e;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.event-card");
  e = sq_test_heraldic_event ("Pendragon", SQ_LEGENDS_ABILITY_COMBAT, 0);
  a.event = e;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.event-card");
  e = sq_test_heraldic_event ("Pendragon", SQ_LEGENDS_ABILITY_COMBAT, 1);
  e.allegiance[0] = '\0';
  a.event = e;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.event-card");
  sq_legends_event_init (&e, SQ_LEGENDS_EVENT_SPECIAL);
  e.vp = 1;
  a.event = e;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.event-card");
  sq_legends_event_init (&e, SQ_LEGENDS_N_EVENT_KINDS);
  a.event = e;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.event-card");

  /* the final event only comes at the bottom of the stack */
  sq_legends_event_init (&e, SQ_LEGENDS_EVENT_FINAL);
  a.event = e;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_NOT_ALLOWED, "legends.final-event");

  /* and nothing but the draw answers phase 1 */
  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_END_TURN);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_WRONG_DECISION, "legends.turn-phase");
  sq_legends_action_init (&a, SQ_LEGENDS_N_ACTIONS);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.turn-phase");
  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_END_TURN);
  a.flags = SQ_LEGENDS_ACTION_FLAG_FREE;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.turn-phase");
}

/* Heraldic events */

static void
test_heraldic_cover (void)
{
  g_autoptr(SqLegendsState) s = sq_test_new_game (2, 6);
  SqLegendsEvent first = sq_test_heraldic_event ("Pendragon", SQ_LEGENDS_ABILITY_COMBAT, 2);
  SqLegendsEvent second = sq_test_heraldic_event ("Orkney", SQ_LEGENDS_ABILITY_COMBAT, 1);
  SqLegendsEvent third = sq_test_heraldic_event ("PENDRAGON", SQ_LEGENDS_ABILITY_CUNNING, -1);

  sq_test_play (s, SQ_LEGENDS_LOCATION_CAMELOT,
                sq_test_card ("Arthur's knight", "Pendragon", FALSE, 3, 0, 0, 2, 0, 0), FALSE);
  sq_test_play (s, SQ_LEGENDS_LOCATION_CAMELOT,
                sq_test_card ("Orkney knight", "Orkney", FALSE, 3, 0, 0, 2, 0, 0), FALSE);
  sq_test_opening (s, SQ_LEGENDS_LOCATION_CORNWALL);

#define COMBAT() sq_legends_state_get_company_total (s, 0, SQ_LEGENDS_LOCATION_CAMELOT, \
                                                     SQ_LEGENDS_ABILITY_COMBAT)
#define CUNNING() sq_legends_state_get_company_total (s, 0, SQ_LEGENDS_LOCATION_CAMELOT, \
                                                      SQ_LEGENDS_ABILITY_CUNNING)

  g_assert_cmpint (COMBAT (), ==, 6);
  sq_test_draw (s, &first);
  g_assert_cmpint (s->last_fate, ==, SQ_LEGENDS_FATE_HERALDIC);
  g_assert_cmpint (COMBAT (), ==, 8);
  sq_test_simple (s, SQ_LEGENDS_ACTION_END_TURN);

  /* the latest covers the previous one */
  sq_test_draw (s, &second);
  g_assert_cmpuint (s->heraldic_covered, ==, 1);
  g_assert_cmpstr (s->heraldic.allegiance, ==, "Orkney");
  g_assert_cmpint (COMBAT (), ==, 7);
  sq_test_simple (s, SQ_LEGENDS_ACTION_END_TURN);

  /* allegiances match whatever the case; a bonus may be a penalty */
  sq_test_draw (s, &third);
  g_assert_cmpuint (s->heraldic_covered, ==, 2);
  g_assert_cmpint (COMBAT (), ==, 6);
  g_assert_cmpint (CUNNING (), ==, 3);
  g_assert_cmpuint (s->events_drawn, ==, 3);
  sq_test_check (s);

#undef COMBAT
#undef CUNNING
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/legends/setup/player-counts", test_setup_player_counts);
  g_test_add_func ("/legends/setup/random", test_setup_random);
  g_test_add_func ("/legends/setup/refusals", test_setup_refusals);
  g_test_add_func ("/legends/setup/opening", test_opening);
  g_test_add_func ("/legends/bidding/passes", test_bidding_passes);
  g_test_add_func ("/legends/bidding/maximum", test_bidding_maximum);
  g_test_add_func ("/legends/bidding/tie", test_bidding_tie);
  g_test_add_func ("/legends/bidding/no-bids", test_bidding_no_bids);
  g_test_add_func ("/legends/bidding/refusals", test_bidding_refusals);
  g_test_add_func ("/legends/bidding/heraldic", test_bidding_heraldic);
  g_test_add_func ("/legends/location/one-ability", test_location_one_ability);
  g_test_add_func ("/legends/location/two-abilities", test_location_two_abilities);
  g_test_add_func ("/legends/location/event-limit", test_location_event_limit);
  g_test_add_func ("/legends/events/refusals", test_event_refusals);
  g_test_add_func ("/legends/events/heraldic-cover", test_heraldic_cover);

  return g_test_run ();
}

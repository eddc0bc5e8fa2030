/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Camelot Legends turn: card actions and their limits, the High
 * King's third action, the special cards, card effects, the final event
 * and the count. Every refusal is checked for its code, its rule id and
 * that it left the state untouched. */

#include "sq-legends-test.h"

/* Card actions */

static void
test_actions_lord_costs_two (void)
{
  g_autoptr(SqLegendsState) s = sq_test_new_game (2, 8);
  SqLegendsCard lord = sq_test_card ("Guinevere", "", TRUE, 0, 5, 1, 3, 4, 3);
  SqLegendsAction a;

  sq_test_opening (s, SQ_LEGENDS_LOCATION_CAMELOT);
  sq_test_to_actions (s);
  g_assert_cmpuint (sq_legends_state_get_actions_left (s), ==, 2);

  /* one action spent: a Lord no longer fits */
  sq_test_play (s, SQ_LEGENDS_LOCATION_CORNWALL, sq_test_plain (1), FALSE);
  a = sq_test_play_action (SQ_LEGENDS_LOCATION_CORNWALL, &lord, FALSE);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_NO_ACTIONS_LEFT, "legends.lord-of-camelot");
  sq_test_simple (s, SQ_LEGENDS_ACTION_END_TURN);

  /* seat 1: a Lord takes both actions */
  sq_test_to_actions (s);
  sq_test_play (s, SQ_LEGENDS_LOCATION_CORNWALL, lord, FALSE);
  g_assert_cmpuint (sq_legends_state_get_actions_left (s), ==, 0);
  a = sq_test_play_action (SQ_LEGENDS_LOCATION_CORNWALL, &lord, FALSE);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_NO_ACTIONS_LEFT, "legends.two-actions");
  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_DRAW_CHARACTER);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_NO_ACTIONS_LEFT, "legends.two-actions");

  /* a card's text may let one in for free */
  sq_test_play (s, SQ_LEGENDS_LOCATION_CORNWALL, lord, TRUE);
  g_assert_cmpuint (sq_legends_state_get_company_size (s, 1, SQ_LEGENDS_LOCATION_CORNWALL), ==, 2);
}

static void
test_actions_high_king (void)
{
  g_autoptr(SqLegendsState) s = sq_test_new_game (2, 9);
  SqLegendsAction a;
  guint king;
  guint other;

  king = sq_test_play (s, SQ_LEGENDS_LOCATION_CAMELOT, sq_test_plain (3), FALSE);
  other = sq_test_play (s, SQ_LEGENDS_LOCATION_CORNWALL, sq_test_plain (2), FALSE);
  sq_test_opening (s, SQ_LEGENDS_LOCATION_CAMELOT);

  /* crowned at Camelot: a third action at once */
  sq_test_draw_kind (s, SQ_LEGENDS_EVENT_SPECIAL);
  g_assert_cmpuint (sq_legends_state_get_actions_allowed (s), ==, 2);
  sq_test_give (s, SQ_LEGENDS_SPECIAL_HIGH_KING, king);
  g_assert_cmpint (sq_legends_state_get_special_owner (s, SQ_LEGENDS_SPECIAL_HIGH_KING), ==, 0);
  g_assert_cmpuint (sq_legends_state_get_actions_allowed (s), ==, 3);
  sq_test_to_actions (s);
  sq_test_simple (s, SQ_LEGENDS_ACTION_DRAW_CHARACTER);
  sq_test_simple (s, SQ_LEGENDS_ACTION_DRAW_CHARACTER);
  g_assert_cmpuint (sq_legends_state_get_actions_left (s), ==, 1);
  /* leaving Camelot may be the third action itself */
  a = sq_test_move_action (SQ_LEGENDS_LOCATION_CORNWALL, king, -1);
  sq_test_apply (s, &a);
  g_assert_cmpuint (sq_legends_state_get_actions_allowed (s), ==, 2);
  g_assert_cmpuint (sq_legends_state_get_actions_left (s), ==, 0);
  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_DRAW_CHARACTER);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_NO_ACTIONS_LEFT, "legends.two-actions");
  sq_test_simple (s, SQ_LEGENDS_ACTION_END_TURN);

  /* the opponent's turn: another's High King gives nothing */
  sq_test_to_actions (s);
  g_assert_cmpuint (sq_legends_state_get_actions_allowed (s), ==, 2);
  sq_test_simple (s, SQ_LEGENDS_ACTION_END_TURN);

  /* away from Camelot: two actions, until he arrives, then three */
  sq_test_to_actions (s);
  g_assert_cmpuint (sq_legends_state_get_actions_allowed (s), ==, 2);
  a = sq_test_move_action (SQ_LEGENDS_LOCATION_PERILOUS_FOREST, other, -1);
  sq_test_apply (s, &a);
  a = sq_test_move_action (SQ_LEGENDS_LOCATION_CAMELOT, king, -1);
  sq_test_apply (s, &a);
  g_assert_cmpuint (sq_legends_state_get_actions_left (s), ==, 1);
  /* losing the title loses the action */
  a = sq_test_on_character (SQ_LEGENDS_ACTION_RETURN_SPECIAL, 0);
  a.n_characters = 0;
  a.special = SQ_LEGENDS_SPECIAL_HIGH_KING;
  sq_test_apply (s, &a);
  g_assert_cmpuint (sq_legends_state_get_actions_left (s), ==, 0);
  g_assert_cmpint (sq_legends_state_get_special_owner (s, SQ_LEGENDS_SPECIAL_HIGH_KING), ==, -1);
}

static void
test_actions_hand_limit (void)
{
  g_autoptr(SqLegendsState) s = sq_test_new_game (2, 10);
  SqLegendsAction a;
  guint id;

  id = sq_test_play (s, SQ_LEGENDS_LOCATION_CAMELOT, sq_test_plain (1), FALSE);
  sq_test_play (s, SQ_LEGENDS_LOCATION_CAMELOT, sq_test_plain (1), FALSE);
  sq_test_opening (s, SQ_LEGENDS_LOCATION_CAMELOT);
  sq_test_to_actions (s);

  g_assert_cmpuint (s->hand[0], ==, 3);
  sq_test_simple (s, SQ_LEGENDS_ACTION_DRAW_CHARACTER);
  sq_test_simple (s, SQ_LEGENDS_ACTION_DRAW_CHARACTER);
  g_assert_cmpuint (s->hand[0], ==, 5);
  sq_test_simple (s, SQ_LEGENDS_ACTION_END_TURN);
  sq_test_draw_kind (s, SQ_LEGENDS_EVENT_SPECIAL);
  sq_test_simple (s, SQ_LEGENDS_ACTION_END_TURN);
  sq_test_to_actions (s);

  /* no voluntary discards, so no draw at five */
  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_DRAW_CHARACTER);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_LIMIT, "legends.hand-limit");
  a.flags = SQ_LEGENDS_ACTION_FLAG_FREE;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_LIMIT, "legends.hand-limit");

  /* a card's text may still send a character back to a full hand */
  a = sq_test_on_character (SQ_LEGENDS_ACTION_RETURN_CHARACTER, id);
  sq_test_apply (s, &a);
  g_assert_cmpuint (s->hand[0], ==, 6);
  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_DRAW_CHARACTER);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_LIMIT, "legends.hand-limit");

  /* and an empty hand plays nothing */
  for (guint i = 0; i < 2; i++)
    sq_test_play (s, SQ_LEGENDS_LOCATION_CORNWALL, sq_test_plain (0), FALSE);
  for (guint i = 0; i < 4; i++)
    sq_test_play (s, SQ_LEGENDS_LOCATION_CORNWALL, sq_test_plain (0), TRUE);
  g_assert_cmpuint (s->hand[0], ==, 0);
  a = sq_test_play_action (SQ_LEGENDS_LOCATION_PERILOUS_FOREST, &(SqLegendsCard) { 0 }, TRUE);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_NO_CARD, "legends.hand");
}

static void
test_actions_company_limit (void)
{
  g_autoptr(SqLegendsState) s = sq_test_new_game (2, 11);
  SqLegendsCard c = sq_test_plain (1);
  SqLegendsAction a;
  guint pair[2];

  pair[0] = sq_test_play (s, SQ_LEGENDS_LOCATION_CORNWALL, c, FALSE);
  pair[1] = sq_test_play (s, SQ_LEGENDS_LOCATION_CORNWALL, c, FALSE);
  sq_test_opening (s, SQ_LEGENDS_LOCATION_CAMELOT);
  sq_test_draw_kind (s, SQ_LEGENDS_EVENT_SPECIAL);

  /* return both opponent characters and own, then fill Camelot to six
   * with free plays (a hand of five holds enough with the returns) */
  for (guint i = 0; i < 2; i++)
    {
      a = sq_test_on_character (SQ_LEGENDS_ACTION_RETURN_CHARACTER, pair[i]);
      sq_test_apply (s, &a);
    }
  g_assert_cmpuint (s->hand[0], ==, 5);
  for (guint i = 0; i < 5; i++)
    sq_test_play (s, SQ_LEGENDS_LOCATION_CAMELOT, c, TRUE);
  sq_test_simple (s, SQ_LEGENDS_ACTION_NEXT_PHASE);
  sq_test_simple (s, SQ_LEGENDS_ACTION_NEXT_PHASE);
  sq_test_simple (s, SQ_LEGENDS_ACTION_DRAW_CHARACTER);

  /* seat 0 has five at Camelot: one more is fine, a seventh is not */
  g_assert_cmpuint (sq_legends_state_get_company_size (s, 0, SQ_LEGENDS_LOCATION_CAMELOT), ==, 5);
  sq_test_play (s, SQ_LEGENDS_LOCATION_CAMELOT, c, FALSE);
  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_DRAW_CHARACTER);
  a.flags = SQ_LEGENDS_ACTION_FLAG_FREE;
  sq_test_apply (s, &a);
  a = sq_test_play_action (SQ_LEGENDS_LOCATION_CAMELOT, &c, TRUE);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_LIMIT, "legends.company-limit");
  /* the limit is per player: seat 1 has two there */
  g_assert_cmpuint (sq_legends_state_get_company_size (s, 1, SQ_LEGENDS_LOCATION_CAMELOT), ==, 2);

  /* moving in is held to it as well, two at a time included */
  sq_test_simple (s, SQ_LEGENDS_ACTION_END_TURN);
  sq_test_draw_kind (s, SQ_LEGENDS_EVENT_SPECIAL);
  sq_test_simple (s, SQ_LEGENDS_ACTION_END_TURN);
  sq_test_to_actions (s);
  {
    guint ids[6];
    guint n = 0;

    for (guint id = 0; id < SQ_LEGENDS_MAX_TABLE && n < 6; id++)
      if (s->table[id].in_play && s->table[id].owner == 0)
        ids[n++] = id;
    g_assert_cmpuint (n, ==, 6);

    a = sq_test_move_action (SQ_LEGENDS_LOCATION_CORNWALL, ids[0], ids[1]);
    sq_test_apply (s, &a);
    a = sq_test_move_action (SQ_LEGENDS_LOCATION_CORNWALL, ids[2], ids[3]);
    a.flags = SQ_LEGENDS_ACTION_FLAG_FREE;
    sq_test_apply (s, &a);
    sq_test_play (s, SQ_LEGENDS_LOCATION_CORNWALL, c, TRUE);
    /* five at Cornwall, two at Camelot: both would make seven */
    a = sq_test_move_action (SQ_LEGENDS_LOCATION_CORNWALL, ids[4], ids[5]);
    sq_test_refused (s, &a, SQ_LEGENDS_ERROR_LIMIT, "legends.company-limit");
    a = sq_test_move_action (SQ_LEGENDS_LOCATION_CORNWALL, ids[4], -1);
    sq_test_apply (s, &a);
    g_assert_cmpuint (sq_legends_state_get_company_size (s, 0, SQ_LEGENDS_LOCATION_CORNWALL),
                      ==, 6);
  }
}

static void
test_actions_move (void)
{
  g_autoptr(SqLegendsState) s = sq_test_new_game (2, 12);
  SqLegendsAction a;
  guint c0, c1, theirs;

  c0 = sq_test_play (s, SQ_LEGENDS_LOCATION_CAMELOT, sq_test_plain (1), FALSE);
  c1 = sq_test_play (s, SQ_LEGENDS_LOCATION_CORNWALL, sq_test_plain (1), FALSE);
  theirs = sq_test_play (s, SQ_LEGENDS_LOCATION_CAMELOT, sq_test_plain (1), FALSE);
  sq_test_play (s, SQ_LEGENDS_LOCATION_CAMELOT, sq_test_plain (1), FALSE);
  sq_test_to_actions (s);

  /* two characters move together, from one place to one place */
  a = sq_test_move_action (SQ_LEGENDS_LOCATION_PERILOUS_FOREST, c0, c1);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_NOT_ALLOWED, "legends.move-together");
  a = sq_test_move_action (SQ_LEGENDS_LOCATION_PERILOUS_FOREST, c0, c0);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.move");
  a = sq_test_move_action (SQ_LEGENDS_LOCATION_PERILOUS_FOREST, c0, -1);
  a.n_characters = 3;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.move");
  a.n_characters = 0;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.move");
  a = sq_test_move_action (SQ_LEGENDS_LOCATION_CAMELOT, c0, -1);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_PLACE, "legends.move");
  a = sq_test_move_action (SQ_LEGENDS_LOCATION_FINAL, c0, -1);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_PLACE, "legends.location");
  a = sq_test_move_action (SQ_LEGENDS_LOCATION_CORNWALL, theirs, -1);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_CHARACTER, "legends.own-characters");

  /* any location, no adjacency */
  a = sq_test_move_action (SQ_LEGENDS_LOCATION_CAMELOT, c1, -1);
  sq_test_apply (s, &a);
  a = sq_test_move_action (SQ_LEGENDS_LOCATION_PERILOUS_FOREST, c0, c1);
  sq_test_apply (s, &a);
  g_assert_cmpuint (sq_legends_state_get_company_size (s, 0, SQ_LEGENDS_LOCATION_PERILOUS_FOREST),
                    ==, 2);
  g_assert_cmpuint (sq_legends_state_get_actions_left (s), ==, 0);
  a = sq_test_move_action (SQ_LEGENDS_LOCATION_CAMELOT, c0, c1);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_NO_ACTIONS_LEFT, "legends.two-actions");
  a.flags = SQ_LEGENDS_ACTION_FLAG_FREE;
  sq_test_apply (s, &a);
}

/* Special cards */

static void
test_special_cards (void)
{
  g_autoptr(SqLegendsState) s = sq_test_new_game (2, 13);
  SqLegendsAction a;
  guint mine, other, theirs;

  mine = sq_test_play (s, SQ_LEGENDS_LOCATION_CAMELOT, sq_test_plain (2), FALSE);
  other = sq_test_play (s, SQ_LEGENDS_LOCATION_CORNWALL, sq_test_plain (2), FALSE);
  theirs = sq_test_play (s, SQ_LEGENDS_LOCATION_CAMELOT, sq_test_plain (2), FALSE);
  sq_test_play (s, SQ_LEGENDS_LOCATION_CAMELOT, sq_test_plain (2), FALSE);
  sq_test_draw_kind (s, SQ_LEGENDS_EVENT_SPECIAL);

  /* special cards are given by card text, in the turn after the draw */
  sq_test_give (s, SQ_LEGENDS_SPECIAL_EXCALIBUR, mine);
  sq_test_give (s, SQ_LEGENDS_SPECIAL_LOVE_POTION, theirs);
  g_assert_cmpint (sq_legends_state_get_score (s, 0), ==, 3);
  g_assert_cmpint (sq_legends_state_get_score (s, 1), ==, 2);
  a = sq_test_on_character (SQ_LEGENDS_ACTION_GIVE_SPECIAL, mine);
  a.special = SQ_LEGENDS_SPECIAL_EXCALIBUR;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_NOT_ALLOWED, "legends.special-cards");
  a.special = SQ_LEGENDS_N_SPECIALS;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.special-cards");
  a = sq_test_on_character (SQ_LEGENDS_ACTION_GIVE_SPECIAL, 90);
  a.special = SQ_LEGENDS_SPECIAL_HIGH_KING;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_CHARACTER, "legends.special-cards");

  /* only one of each: the holder gives it up */
  sq_test_give (s, SQ_LEGENDS_SPECIAL_EXCALIBUR, theirs);
  g_assert_cmpint (sq_legends_state_get_special_owner (s, SQ_LEGENDS_SPECIAL_EXCALIBUR), ==, 1);
  g_assert_cmpint (sq_legends_state_get_score (s, 0), ==, 0);
  g_assert_cmpint (sq_legends_state_get_score (s, 1), ==, 5);

  /* discarded: both go back to the central area */
  a = sq_test_on_character (SQ_LEGENDS_ACTION_DISCARD_CHARACTER, theirs);
  sq_test_apply (s, &a);
  g_assert_cmpuint (s->special_holder[SQ_LEGENDS_SPECIAL_EXCALIBUR], ==, SQ_LEGENDS_NO_CHARACTER);
  g_assert_cmpuint (s->special_holder[SQ_LEGENDS_SPECIAL_LOVE_POTION], ==, SQ_LEGENDS_NO_CHARACTER);
  g_assert_cmpuint (s->characters_discarded, ==, 1);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_CHARACTER, "legends.card-effect");

  /* returned to hand: the same */
  sq_test_give (s, SQ_LEGENDS_SPECIAL_HIGH_KING, other);
  a = sq_test_on_character (SQ_LEGENDS_ACTION_RETURN_CHARACTER, other);
  sq_test_apply (s, &a);
  g_assert_cmpuint (s->special_holder[SQ_LEGENDS_SPECIAL_HIGH_KING], ==, SQ_LEGENDS_NO_CHARACTER);
  g_assert_cmpuint (s->hand[0], ==, 4);

  /* handed back by card text; twice is once too many */
  sq_test_give (s, SQ_LEGENDS_SPECIAL_LOVE_POTION, mine);
  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_RETURN_SPECIAL);
  a.special = SQ_LEGENDS_SPECIAL_LOVE_POTION;
  sq_test_apply (s, &a);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_NOT_ALLOWED, "legends.special-cards");

  /* a character bid from its company leaves the table with it */
  sq_test_give (s, SQ_LEGENDS_SPECIAL_EXCALIBUR, mine);
  sq_test_simple (s, SQ_LEGENDS_ACTION_END_TURN);
  {
    SqLegendsEvent e = sq_test_bidding_event (SQ_LEGENDS_ABILITY_COMBAT, -1, 1, 1);

    sq_test_draw (s, &e);
    sq_test_simple (s, SQ_LEGENDS_ACTION_PASS);
    sq_test_bid_character (s, mine);
    g_assert_cmpuint (s->special_holder[SQ_LEGENDS_SPECIAL_EXCALIBUR], ==,
                      SQ_LEGENDS_NO_CHARACTER);
    sq_test_simple (s, SQ_LEGENDS_ACTION_PASS);
    g_assert_cmpint (s->last_winner, ==, 0);
  }
}

/* Card effects */

static void
test_card_effects (void)
{
  g_autoptr(SqLegendsState) s = sq_test_new_game (2, 14);
  SqLegendsAction a;
  guint threat, victim;

  threat = sq_test_play (s, SQ_LEGENDS_LOCATION_CAMELOT, sq_test_plain (2), FALSE);
  sq_test_play (s, SQ_LEGENDS_LOCATION_CAMELOT, sq_test_plain (2), FALSE);
  victim = sq_test_play (s, SQ_LEGENDS_LOCATION_CAMELOT, sq_test_plain (2), FALSE);
  sq_test_play (s, SQ_LEGENDS_LOCATION_CAMELOT, sq_test_plain (2), FALSE);

  /* no effects before the event is drawn */
  a = sq_test_on_character (SQ_LEGENDS_ACTION_USE_TEXT, threat);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_WRONG_DECISION, "legends.turn-phase");
  sq_test_draw_kind (s, SQ_LEGENDS_EVENT_SPECIAL);

  /* each optional text once a turn, used by its owner */
  a.seat = 1;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_WRONG_SEAT, "legends.own-characters");
  a.seat = 0;
  sq_test_apply (s, &a);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_NOT_ALLOWED, "legends.text-once-per-turn");
  /* an opponent's text in special circumstances, entered by that player */
  a = sq_test_on_character (SQ_LEGENDS_ACTION_USE_TEXT, victim);
  a.seat = 1;
  sq_test_apply (s, &a);

  /* discarded at the end of the turn, with its special card */
  sq_test_give (s, SQ_LEGENDS_SPECIAL_EXCALIBUR, threat);
  a = sq_test_on_character (SQ_LEGENDS_ACTION_DISCARD_CHARACTER, threat);
  a.flags = SQ_LEGENDS_ACTION_FLAG_END_OF_TURN;
  sq_test_apply (s, &a);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_NOT_ALLOWED, "legends.card-effect");
  g_assert_true (s->table[threat].in_play);
  g_assert_cmpint (sq_legends_state_get_special_owner (s, SQ_LEGENDS_SPECIAL_EXCALIBUR), ==, 0);
  a = sq_test_on_character (SQ_LEGENDS_ACTION_DISCARD_CHARACTER, victim);
  a.n_characters = 2;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.card-effect");
  sq_test_simple (s, SQ_LEGENDS_ACTION_END_TURN);
  g_assert_false (s->table[threat].in_play);
  g_assert_cmpint (sq_legends_state_get_special_owner (s, SQ_LEGENDS_SPECIAL_EXCALIBUR), ==, -1);
  g_assert_cmpuint (s->characters_discarded, ==, 1);

  /* a new turn, a new use of the text */
  sq_test_draw_kind (s, SQ_LEGENDS_EVENT_SPECIAL);
  a = sq_test_on_character (SQ_LEGENDS_ACTION_USE_TEXT, victim);
  sq_test_apply (s, &a);
}

/* The final event and the count */

static void
test_final_event (void)
{
  g_autoptr(SqLegendsState) s = sq_test_new_game (2, 15);
  SqLegendsAction a;
  SqLegendsEvent e;
  guint id;

  sq_test_opening (s, SQ_LEGENDS_LOCATION_CAMELOT);
  id = 2;
  g_assert_cmpint (s->table[id].owner, ==, 1);

  /* the final event cannot be resolved before it is out */
  sq_test_draw_kind (s, SQ_LEGENDS_EVENT_SPECIAL);
  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_RESOLVE_FINAL);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_NOT_ALLOWED, "legends.final-event");
  sq_test_simple (s, SQ_LEGENDS_ACTION_END_TURN);

  /* 17 events on top of it; at the bottom, only the final event */
  while (sq_legends_state_get_events_left (s) > 1)
    {
      sq_test_draw_kind (s, SQ_LEGENDS_EVENT_SPECIAL);
      sq_test_simple (s, SQ_LEGENDS_ACTION_END_TURN);
    }
  g_assert_cmpuint (s->events_drawn, ==, 17);
  sq_legends_event_init (&e, SQ_LEGENDS_EVENT_SPECIAL);
  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_DRAW_EVENT);
  a.event = e;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_NOT_ALLOWED, "legends.final-event");
  /* the last seat in the order draws it */
  g_assert_cmpint (sq_legends_state_get_decider (s), ==, 1);
  g_assert_cmpuint (s->turn, ==, 18);
  sq_legends_event_init (&e, SQ_LEGENDS_EVENT_FINAL);
  g_assert_true (sq_legends_set_name (e.name, "Avalon"));
  sq_test_draw (s, &e);
  g_assert_true (s->final_drawn);
  g_assert_cmpuint (sq_legends_state_get_events_left (s), ==, 0);
  g_assert_cmpint (s->last_fate, ==, SQ_LEGENDS_FATE_FINAL);

  /* it is a location now */
  sq_test_to_actions (s);
  a = sq_test_move_action (SQ_LEGENDS_LOCATION_FINAL, id, -1);
  sq_test_apply (s, &a);
  sq_test_play (s, SQ_LEGENDS_LOCATION_FINAL, sq_test_plain (2), FALSE);
  g_assert_cmpuint (sq_legends_state_get_company_size (s, 1, SQ_LEGENDS_LOCATION_FINAL), ==, 2);
  sq_test_simple (s, SQ_LEGENDS_ACTION_END_TURN);

  /* with nothing left to draw, a turn starts at its card text */
  g_assert_cmpint (sq_legends_state_get_decision (s), ==, SQ_LEGENDS_DECISION_CARD_TEXT);
  g_assert_cmpint (sq_legends_state_get_decider (s), ==, 0);
  g_assert_cmpuint (s->turn, ==, 19);
}

static void
test_scoring (void)
{
  g_autoptr(SqLegendsState) s = sq_test_new_game (3, 16);
  SqLegendsEvent e = sq_test_location_event (SQ_LEGENDS_LOCATION_CORNWALL,
                                             SQ_LEGENDS_ABILITY_COMBAT, 2, -1, 0, 4);
  SqLegendsAction a;
  guint king, doomed;

  king = sq_test_play (s, SQ_LEGENDS_LOCATION_CORNWALL, sq_test_plain (1), FALSE);
  doomed = sq_test_play (s, SQ_LEGENDS_LOCATION_CORNWALL, sq_test_plain (1), FALSE);
  sq_test_opening (s, SQ_LEGENDS_LOCATION_CAMELOT);

  /* seat 0 takes a 4-point event and holds the High King (4) and
   * Excalibur (3), the latter on a character due to go at the end */
  sq_test_draw (s, &e);
  sq_test_give (s, SQ_LEGENDS_SPECIAL_HIGH_KING, king);
  sq_test_simple (s, SQ_LEGENDS_ACTION_NEXT_PHASE);
  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_COMPLETE_EVENT);
  a.location = SQ_LEGENDS_LOCATION_CORNWALL;
  sq_test_apply (s, &a);
  sq_test_simple (s, SQ_LEGENDS_ACTION_END_TURN);
  g_assert_cmpint (sq_legends_state_get_score (s, 0), ==, 8);

  sq_test_draw_to_final (s);
  sq_test_give (s, SQ_LEGENDS_SPECIAL_EXCALIBUR, doomed);
  g_assert_cmpint (sq_legends_state_get_score (s, 0), ==, 11);
  a = sq_test_on_character (SQ_LEGENDS_ACTION_DISCARD_CHARACTER, doomed);
  a.flags = SQ_LEGENDS_ACTION_FLAG_END_OF_TURN;
  sq_test_apply (s, &a);

  /* the final event's own points, as entered */
  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_RESOLVE_FINAL);
  a.vp[3] = 1;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.scoring");
  a.vp[3] = 0;
  a.vp[1] = 100;
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_BAD_VALUE, "legends.scoring");
  /* anyone may enter it; 8 + 0 for seat 0, 3 and 8 for the others */
  a.vp[1] = 3;
  a.vp[2] = 8;
  a.seat = 2;
  sq_test_apply (s, &a);

  g_assert_true (s->finished);
  g_assert_cmpint (sq_legends_state_get_decision (s), ==, SQ_LEGENDS_DECISION_NONE);
  g_assert_cmpint (sq_legends_state_get_decider (s), ==, -1);
  /* Excalibur went with its character before the count */
  g_assert_false (s->table[doomed].in_play);
  g_assert_cmpint (sq_legends_state_get_score (s, 0), ==, 8);
  g_assert_cmpint (sq_legends_state_get_score (s, 1), ==, 3);
  g_assert_cmpint (sq_legends_state_get_score (s, 2), ==, 8);
  /* a tie for the most points is a shared win */
  g_assert_true (sq_legends_state_is_winner (s, 0));
  g_assert_false (sq_legends_state_is_winner (s, 1));
  g_assert_true (sq_legends_state_is_winner (s, 2));

  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_END_TURN);
  sq_test_refused (s, &a, SQ_LEGENDS_ERROR_GAME_OVER, "legends.game-over");
}

static void
test_single_winner (void)
{
  g_autoptr(SqLegendsState) s = sq_test_new_game (4, 17);
  SqLegendsAction a;

  sq_test_opening (s, SQ_LEGENDS_LOCATION_CAMELOT);
  sq_test_draw_to_final (s);
  g_assert_cmpuint (s->turn, ==, 24);
  g_assert_cmpint (s->current, ==, 3);
  sq_legends_action_init (&a, SQ_LEGENDS_ACTION_RESOLVE_FINAL);
  a.vp[2] = 5;
  sq_test_apply (s, &a);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpint (sq_legends_state_is_winner (s, i), ==, i == 2);
  g_assert_cmpuint (s->winners, ==, 1u << 2);
}

static void
test_rule_ids (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint r = 0; r < SQ_LEGENDS_N_RULES; r++)
    {
      const char *id = sq_legends_rule_id (r);

      g_assert_nonnull (id);
      g_assert_true (g_str_has_prefix (id, "legends."));
      g_assert_false (g_hash_table_contains (seen, id));
      g_hash_table_add (seen, (gpointer) id);
    }
  g_assert_cmpstr (sq_legends_rule_id (SQ_LEGENDS_RULE_HAND_LIMIT), ==, "legends.hand-limit");

  for (guint e = 0; e <= SQ_LEGENDS_ERROR_BAD_SETUP; e++)
    g_assert_nonnull (sq_legends_error_name (e));
  for (guint t = 0; t < SQ_LEGENDS_N_ACTIONS; t++)
    {
      SqLegendsActionType back;

      g_assert_true (sq_legends_action_type_from_name (sq_legends_action_type_name (t), &back));
      g_assert_cmpuint (back, ==, t);
    }
  g_assert_null (sq_legends_action_type_name (SQ_LEGENDS_N_ACTIONS));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/legends/actions/lord-costs-two", test_actions_lord_costs_two);
  g_test_add_func ("/legends/actions/high-king", test_actions_high_king);
  g_test_add_func ("/legends/actions/hand-limit", test_actions_hand_limit);
  g_test_add_func ("/legends/actions/company-limit", test_actions_company_limit);
  g_test_add_func ("/legends/actions/move", test_actions_move);
  g_test_add_func ("/legends/special-cards", test_special_cards);
  g_test_add_func ("/legends/card-effects", test_card_effects);
  g_test_add_func ("/legends/end/final-event", test_final_event);
  g_test_add_func ("/legends/end/scoring", test_scoring);
  g_test_add_func ("/legends/end/single-winner", test_single_winner);
  g_test_add_func ("/legends/rule-ids", test_rule_ids);

  return g_test_run ();
}

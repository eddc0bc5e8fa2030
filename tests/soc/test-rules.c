/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Unit tests per rule area: the manifest, setup and loyalty, the turn,
 * heroic actions, powers, variants and physical decks. Positions are set
 * up by moving real cards between piles, so every test state still holds
 * each of the 168 cards exactly once. */

#include "sq-cards.h"
#include "sq-engine-private.h"

static SqState *
new_game (guint    players,
          gboolean physical,
          guint64  seed)
{
  SqSetup setup;
  g_autoptr(GError) error = NULL;
  SqState *s;

  sq_setup_init_defaults (&setup, players);
  setup.seed = seed;
  setup.skip_opening_share = TRUE;
  setup.loyalty = SQ_LOYALTY_NO_TRAITOR;
  if (physical)
    setup.white_deck = setup.black_deck = setup.dice = SQ_DECK_PHYSICAL;
  s = sq_state_new (&setup, &error);
  g_assert_no_error (error);
  return s;
}

static void
act (SqState     *s,
     SqActionType type)
{
  SqAction a;
  g_autoptr(GError) error = NULL;

  sq_action_init (&a, type);
  sq_apply (s, &a, &error);
  g_assert_no_error (error);
}

static void
refused (SqState        *s,
         const SqAction *a,
         const char     *rule)
{
  g_autoptr(SqState) before = sq_state_copy (s);
  g_autoptr(GError) error = NULL;

  g_assert_false (sq_apply (s, a, &error));
  g_assert_error (error, SQ_RULES_ERROR, error->code);
  g_assert_cmpstr (error->message, ==, rule);
  g_assert_true (sq_state_equal (before, s));
}

/* Like refused(), and the refusal's code is @code too. */
static void
refused_as (SqState        *s,
            const SqAction *a,
            SqRulesError    code,
            const char     *rule)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SqState) copy = sq_state_copy (s);

  refused (s, a, rule);
  g_assert_false (sq_apply (copy, a, &error));
  g_assert_error (error, SQ_RULES_ERROR, (gint) code);
}

/* The kind of @type is closed now, by @rule with @code. */
static void
kind_closed (const SqState *s,
             SqActionType   type,
             SqRulesError   code,
             const char    *rule)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (sq_heroic_kind_open (s, type, &error));
  g_assert_error (error, SQ_RULES_ERROR, (gint) code);
  g_assert_cmpstr (error->message, ==, rule);
}

/* Moves one card of @face from the white draw pile (or, if none is left
 * there, from another hand) into @seat's hand. */
static void
give_white (SqState *s,
            guint    seat,
            SqFace   face)
{
  for (gint i = s->white_draw.n - 1; i >= 0; i--)
    if (sq_card_face (s->white_draw.c[i]) == face)
      {
        SqWhitePile *hand = &s->seats[seat].hand;
        hand->c[hand->n++] = s->white_draw.c[i];
        memmove (&s->white_draw.c[i], &s->white_draw.c[i + 1], s->white_draw.n - i - 1);
        s->white_draw.n--;
        s->white_draw_count = s->white_draw.n;
        return;
      }
  /* dealt already: take it from another knight's hand */
  for (guint o = 0; o < s->n_seats; o++)
    for (guint i = 0; o != seat && i < s->seats[o].hand.n; i++)
      if (sq_card_face (s->seats[o].hand.c[i]) == face)
        {
          SqWhitePile *from = &s->seats[o].hand;
          SqWhitePile *hand = &s->seats[seat].hand;
          hand->c[hand->n++] = from->c[i];
          memmove (&from->c[i], &from->c[i + 1], from->n - i - 1);
          from->n--;
          return;
        }
  g_assert_not_reached ();
}

static void
empty_hand (SqState *s,
            guint    seat)
{
  SqWhitePile *hand = &s->seats[seat].hand;
  memcpy (&s->white_discard.c[s->white_discard.n], hand->c, hand->n);
  s->white_discard.n += hand->n;
  hand->n = 0;
}

static void
check (const SqState *s)
{
  g_autoptr(GError) error = NULL;
  sq_state_check_invariants (s, &error);
  g_assert_no_error (error);
}

static void
test_manifest (void)
{
  guint white = 0, black = 0, loyalty = 0, special_white = 0, special_black = 0;

  for (guint c = 0; c < SQ_N_CARDS; c++)
    {
      SqFace f = sq_card_face (c);
      switch (sq_card_color (c))
        {
        case SQ_COLOR_WHITE:
          g_assert_true (sq_face_is_white (f));
          white++;
          special_white += sq_face_is_special (f);
          break;
        case SQ_COLOR_BLACK:
          g_assert_true (sq_face_is_black (f));
          black++;
          special_black += sq_face_is_special (f);
          break;
        case SQ_COLOR_LOYALTY:
        default:
          loyalty++;
          break;
        }
    }
  g_assert_cmpuint (white, ==, 84);
  g_assert_cmpuint (special_white, ==, 15);
  g_assert_cmpuint (black, ==, 76);
  g_assert_cmpuint (special_black, ==, 12);
  g_assert_cmpuint (loyalty, ==, 8);
  g_assert_cmpuint (sq_card_face (167), ==, SQ_FACE_TRAITOR);

  /* every name round-trips, and the card's other spelling is known */
  for (guint f = 0; f < SQ_N_FACES; f++)
    {
      SqFace back;
      g_assert_true (sq_face_from_name (sq_face_info (f)->name, &back));
      g_assert_cmpuint (back, ==, f);
    }
  {
    SqFace mists;
    g_assert_true (sq_face_from_name ("mist-of-avalon", &mists));
    g_assert_cmpuint (mists, ==, SQ_FACE_MISTS_OF_AVALON);
  }
}

static void
test_setup_deal (void)
{
  for (guint players = 3; players <= 7; players++)
    {
      g_autoptr(SqState) s = new_game (players, FALSE, players * 31);

      check (s);
      g_assert_cmpuint (s->n_seats, ==, players);
      for (guint i = 0; i < players; i++)
        {
          g_assert_cmpuint (s->seats[i].life, ==, 4);
          g_assert_cmpuint (s->seats[i].hand.n, ==, 6);
          g_assert_cmpuint (s->seats[i].place, ==, SQ_PLACE_ROUND_TABLE);
          g_assert_cmpuint (sq_pile_count_face (s->seats[i].hand.c, s->seats[i].hand.n, SQ_FACE_MERLIN), >=, 1);
        }
      /* Arthur (seat 0 with the defaults) starts */
      g_assert_cmpint (s->current, ==, 0);
      g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_EVIL);
      g_assert_cmpuint (s->quests[SQ_QUEST_DRAGON].status, ==, SQ_QUEST_STATUS_WAITING);
      g_assert_cmpuint (s->siege, ==, 0);
    }
}

static void
test_setup_first_player (void)
{
  SqSetup setup;
  g_autoptr(SqState) s = NULL;

  sq_setup_init_defaults (&setup, 4);
  setup.knights[0] = SQ_KNIGHT_KAY;
  setup.knights[1] = SQ_KNIGHT_TRISTAN;
  setup.knights[2] = SQ_KNIGHT_ARTHUR;
  setup.knights[3] = SQ_KNIGHT_BEDIVERE;
  setup.skip_opening_share = TRUE;
  s = sq_state_new (&setup, NULL);
  g_assert_cmpint (s->current, ==, 2);
}

static void
test_setup_refusals (void)
{
  SqSetup setup;
  g_autoptr(GError) error = NULL;

  sq_setup_init_defaults (&setup, 4);
  setup.n_players = 2;
  g_assert_null (sq_state_new (&setup, &error));
  g_assert_error (error, SQ_RULES_ERROR, SQ_RULES_ERROR_BAD_SETUP);
  g_clear_error (&error);

  sq_setup_init_defaults (&setup, 4);
  setup.knights[1] = setup.knights[0];
  g_assert_null (sq_state_new (&setup, &error));
  g_assert_error (error, SQ_RULES_ERROR, SQ_RULES_ERROR_BAD_SETUP);
  g_clear_error (&error);

  /* the traitor among us: at least players - 1 loyal cards */
  sq_setup_init_defaults (&setup, 5);
  setup.loyalty = SQ_LOYALTY_TRAITOR_AMONG_US;
  setup.loyal_cards = 3;
  g_assert_null (sq_state_new (&setup, &error));
  g_assert_cmpstr (error->message, ==, "setup.loyalty");
}

static guint
traitors_dealt (const SqState *s)
{
  guint n = 0;
  for (guint i = 0; i < s->n_seats; i++)
    n += sq_card_face (s->seats[i].loyalty) == SQ_FACE_TRAITOR;
  return n;
}

static void
test_loyalty_modes (void)
{
  guint with_traitor = 0;

  for (guint seed = 0; seed < 400; seed++)
    {
      SqSetup setup;
      g_autoptr(SqState) standard = NULL;
      g_autoptr(SqState) none = NULL;
      g_autoptr(SqState) among = NULL;

      sq_setup_init_defaults (&setup, 4);
      setup.seed = seed;
      standard = sq_state_new (&setup, NULL);
      g_assert_cmpuint (traitors_dealt (standard), <=, 1);
      g_assert_cmpuint (standard->n_loyalty_box, ==, 4);
      with_traitor += traitors_dealt (standard);

      setup.loyalty = SQ_LOYALTY_NO_TRAITOR;
      none = sq_state_new (&setup, NULL);
      g_assert_cmpuint (traitors_dealt (none), ==, 0);

      /* three loyal cards and the traitor for four players: always dealt */
      setup.loyalty = SQ_LOYALTY_TRAITOR_AMONG_US;
      setup.loyal_cards = 3;
      among = sq_state_new (&setup, NULL);
      g_assert_cmpuint (traitors_dealt (among), ==, 1);
      check (among);
    }
  /* four players of eight cards: a traitor in about half the games */
  g_assert_cmpuint (with_traitor, >, 120);
  g_assert_cmpuint (with_traitor, <, 280);
}

static void
test_delayed_look (void)
{
  SqSetup setup;
  g_autoptr(SqState) s = NULL;

  sq_setup_init_defaults (&setup, 3);
  setup.look = SQ_LOOK_DELAYED;
  setup.skip_opening_share = TRUE;
  s = sq_state_new (&setup, NULL);
  g_assert_false (sq_state_loyalty_visible (s));
  s->siege = 6;
  g_assert_true (sq_state_loyalty_visible (s));
  s->siege = 5;
  s->swords_black = 4;
  s->swords_white = 2;
  g_assert_true (sq_state_loyalty_visible (s));
  s->setup.options.delayed_peek = SQ_PEEK_SWORDS_ONLY;
  s->swords_white = 1;
  s->siege = 11;
  g_assert_false (sq_state_loyalty_visible (s));
}

static void
test_opening_share (void)
{
  SqSetup setup;
  g_autoptr(SqState) s = NULL;
  SqAction a;
  g_autoptr(GError) error = NULL;

  sq_setup_init_defaults (&setup, 3);
  setup.seed = 5;
  s = sq_state_new (&setup, NULL);
  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_OPENING_OFFER);
  for (guint i = 0; i < 3; i++)
    {
      sq_action_init (&a, SQ_ACTION_OFFER);
      a.n_cards = 1;
      a.cards[0] = sq_card_face (s->seats[sq_state_get_decider (s)].hand.c[0]);
      sq_apply (s, &a, &error);
      g_assert_no_error (error);
    }
  g_assert_cmpuint (s->n_limbo, ==, 3);
  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_OPENING_SHARE);
  /* one knight takes two, another none */
  sq_action_init (&a, SQ_ACTION_SHARE);
  a.n_seats = 3;
  a.seats[0] = 1;
  a.seats[1] = 1;
  a.seats[2] = 2;
  sq_apply (s, &a, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (s->seats[0].hand.n, ==, 5);
  g_assert_cmpuint (s->seats[1].hand.n, ==, 7);
  g_assert_cmpuint (s->seats[2].hand.n, ==, 6);
  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_EVIL);
  check (s);
}

static void
test_evil_options (void)
{
  g_autoptr(SqState) s = new_game (3, FALSE, 11);
  guint black = s->black_draw.n;

  act (s, SQ_ACTION_ADD_SIEGE);
  g_assert_cmpuint (s->siege, ==, 1);
  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_HEROIC);
  act (s, SQ_ACTION_DRAW_WHITE);
  act (s, SQ_ACTION_END_TURN);
  act (s, SQ_ACTION_LOSE_LIFE);
  g_assert_cmpuint (s->seats[1].life, ==, 3);
  act (s, SQ_ACTION_DRAW_WHITE);
  act (s, SQ_ACTION_END_TURN);
  act (s, SQ_ACTION_DRAW_BLACK);
  g_assert_cmpuint (s->black_draw.n, ==, black - 1);
  check (s);
}

static void
test_face_down_combat_gives_a_card (void)
{
  g_autoptr(SqState) s = new_game (3, TRUE, 1);
  SqAction a;
  guint hand = sq_state_get_hand_size (s, 0);

  act (s, SQ_ACTION_DRAW_BLACK);
  sq_action_init (&a, SQ_ACTION_ENTER_BLACK);
  a.n_cards = 1;
  a.cards[0] = SQ_FACE_BLACK_KNIGHT_7;
  g_assert_true (sq_apply (s, &a, NULL));
  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_PLACE_COMBAT);
  act (s, SQ_ACTION_PLACE_FACE_DOWN);
  g_assert_cmpuint (sq_copies_left (s, SQ_FACE_BLACK_KNIGHT_7), ==, 0);
  g_assert_cmpuint (sq_state_get_hand_size (s, 0), ==, hand + 1);
  g_assert_cmpuint (s->quests[SQ_QUEST_BLACK_KNIGHT].n_black, ==, 1);
  g_assert_cmpuint (s->quests[SQ_QUEST_BLACK_KNIGHT].face_down, ==, 1);
  check (s);

  /* the physical deck held one Black Knight 7: it cannot come again */
  act (s, SQ_ACTION_DRAW_WHITE);
  act (s, SQ_ACTION_END_TURN);
  act (s, SQ_ACTION_DRAW_BLACK);
  refused_as (s, &a, SQ_RULES_ERROR_COPIES_OUT, "cards.copies");
  a.cards[0] = SQ_FACE_FIGHT_3;
  refused (s, &a, "cards.manifest");
}

static void
test_heroic_budget (void)
{
  g_autoptr(SqState) s = new_game (3, FALSE, 3);
  SqAction a;

  act (s, SQ_ACTION_ADD_SIEGE);
  /* passing is not allowed */
  sq_action_init (&a, SQ_ACTION_END_TURN);
  refused (s, &a, "heroic.must-act");
  act (s, SQ_ACTION_DRAW_WHITE);
  /* a second quest action (type B) is refused */
  sq_action_init (&a, SQ_ACTION_FIGHT_SIEGE);
  a.n_cards = 1;
  a.cards[0] = sq_card_face (s->seats[0].hand.c[0]);
  refused (s, &a, "heroic.different-type");
  /* a second action of another type costs a life point */
  sq_action_init (&a, SQ_ACTION_MOVE);
  a.quest = SQ_QUEST_PICTS;
  g_assert_true (sq_apply (s, &a, NULL));
  g_assert_cmpuint (s->seats[0].life, ==, 3);
  g_assert_true (s->sacrificed);
  /* and there is no third */
  sq_action_init (&a, SQ_ACTION_MOVE);
  a.quest = SQ_QUEST_SAXONS;
  refused (s, &a, "heroic.different-type");
  act (s, SQ_ACTION_END_TURN);
  g_assert_cmpint (s->current, ==, 1);
}

static void
test_draw_limit_and_gawain (void)
{
  SqSetup setup;
  g_autoptr(SqState) s = NULL;
  SqAction a;

  sq_setup_init_defaults (&setup, 3);
  setup.knights[0] = SQ_KNIGHT_GAWAIN;
  setup.knights[1] = SQ_KNIGHT_KAY;
  setup.knights[2] = SQ_KNIGHT_TRISTAN;
  setup.skip_opening_share = TRUE;
  s = sq_state_new (&setup, NULL);
  for (guint i = 0; i < 5; i++)
    give_white (s, 0, SQ_FACE_GRAIL);
  g_assert_cmpuint (s->seats[0].hand.n, ==, 11);
  act (s, SQ_ACTION_ADD_SIEGE);
  act (s, SQ_ACTION_DRAW_WHITE);
  g_assert_cmpuint (s->seats[0].hand.n, ==, 14);
  act (s, SQ_ACTION_END_TURN);
  check (s);

  /* Kay, with 12 cards, may not draw */
  for (guint i = 0; i < 6; i++)
    give_white (s, 1, SQ_FACE_FIGHT_1);
  act (s, SQ_ACTION_ADD_SIEGE);
  sq_action_init (&a, SQ_ACTION_DRAW_WHITE);
  refused (s, &a, "camelot.draw-limit");
}

static void
test_reshuffle_both (void)
{
  g_autoptr(SqState) s = new_game (3, FALSE, 21);
  guint total_black = s->black_draw.n;

  /* leave one white card in the draw pile, and some black discards */
  while (s->white_draw.n > 1)
    s->white_discard.c[s->white_discard.n++] = s->white_draw.c[--s->white_draw.n];
  s->white_draw_count = 1;
  for (guint i = 0; i < 10; i++)
    s->black_discard.c[s->black_discard.n++] = s->black_draw.c[--s->black_draw.n];
  check (s);
  act (s, SQ_ACTION_ADD_SIEGE);
  act (s, SQ_ACTION_DRAW_WHITE);
  /* the white pile ran dry: both decks took back their discards */
  g_assert_cmpuint (s->black_discard.n, ==, 0);
  g_assert_cmpuint (s->black_draw.n, ==, total_black);
  g_assert_cmpuint (s->white_discard.n, ==, 0);
  g_assert_cmpuint (s->white_draw.n, >, 50);
  check (s);
}

static void
test_join_and_leave (void)
{
  g_autoptr(SqState) s = new_game (3, FALSE, 8);
  SqAction a;

  sq_action_init (&a, SQ_ACTION_JOIN);
  a.flags = SQ_ACTION_FLAG_RANDOM;
  g_assert_true (sq_apply (s, &a, NULL));
  g_assert_cmpuint (s->n_seats, ==, 4);
  g_assert_cmpuint (s->seats[3].hand.n, ==, 5);
  g_assert_cmpuint (s->seats[3].life, ==, 4);
  /* he sits at Arthur's left: second in the order */
  g_assert_cmpint (s->order[1], ==, 3);
  g_assert_cmpuint (s->seats[3].loyalty, !=, SQ_NO_CARD);
  check (s);

  sq_action_init (&a, SQ_ACTION_LEAVE);
  a.target = 2;
  g_assert_true (sq_apply (s, &a, NULL));
  g_assert_false (s->seats[2].alive);
  g_assert_true (s->seats[2].left);
  g_assert_cmpuint (s->seats[2].hand.n, ==, 0);
  check (s);

  /* a newcomer may sit down only between turns */
  act (s, SQ_ACTION_ADD_SIEGE);
  sq_action_init (&a, SQ_ACTION_JOIN);
  refused (s, &a, "variant.new-player");
}

static void
test_squires_challenge (void)
{
  SqSetup setup;
  g_autoptr(SqState) s = NULL;

  sq_setup_init_defaults (&setup, 4);
  setup.squires_challenge = TRUE;
  setup.squire_life = 3;
  setup.skip_opening_share = TRUE;
  s = sq_state_new (&setup, NULL);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpuint (s->seats[i].knight, ==, SQ_KNIGHT_SQUIRE);
      g_assert_cmpuint (s->seats[i].life, ==, 3);
      g_assert_cmpuint (s->seats[i].hand.n, ==, 6);
    }
  g_assert_cmpuint (s->n_knights_box, ==, SQ_N_KNIGHTS);
}

static void
test_percival_peek_with_armor (void)
{
  SqSetup setup;
  g_autoptr(SqState) s = NULL;
  guint8 top, second;
  SqAction a;

  sq_setup_init_defaults (&setup, 3);
  setup.knights[0] = SQ_KNIGHT_PERCIVAL;
  setup.knights[1] = SQ_KNIGHT_KAY;
  setup.knights[2] = SQ_KNIGHT_TRISTAN;
  setup.skip_opening_share = TRUE;
  setup.seed = 4;
  s = sq_state_new (&setup, NULL);
  s->seats[0].relics = 1u << SQ_RELIC_ARMOR;
  top = s->black_draw.c[s->black_draw.n - 1];
  second = s->black_draw.c[s->black_draw.n - 2];
  act (s, SQ_ACTION_PEEK);
  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_ARMOR_CHOOSE);
  sq_action_init (&a, SQ_ACTION_ARMOR_BOTTOM);
  a.n_cards = 1;
  a.cards[0] = sq_card_face (top);
  g_assert_true (sq_apply (s, &a, NULL));
  /* the chosen card went under the deck, the other is on top */
  g_assert_cmpuint (s->black_draw.c[0], ==, top);
  g_assert_cmpuint (s->black_draw.c[s->black_draw.n - 1], ==, second);
  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_EVIL);
  /* he may still take another option */
  act (s, SQ_ACTION_ADD_SIEGE);
  check (s);
}

static void
test_arthur_swap (void)
{
  g_autoptr(SqState) s = new_game (3, FALSE, 12);
  SqAction a;
  guint a_hand, k_hand;

  empty_hand (s, 0);
  empty_hand (s, 1);
  give_white (s, 0, SQ_FACE_FIGHT_5);
  give_white (s, 1, SQ_FACE_GRAIL);
  /* not before his Progression of Evil */
  sq_action_init (&a, SQ_ACTION_ARTHUR_SWAP);
  a.target = 1;
  a.n_cards = 1;
  a.cards[0] = SQ_FACE_FIGHT_5;
  refused (s, &a, "turn.decision");
  act (s, SQ_ACTION_ADD_SIEGE);
  g_assert_true (sq_apply (s, &a, NULL));
  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_ARTHUR_ANSWER);
  g_assert_cmpint (sq_state_get_decider (s), ==, 1);
  a_hand = s->seats[0].hand.n;
  k_hand = s->seats[1].hand.n;
  sq_action_init (&a, SQ_ACTION_ARTHUR_GIVE);
  a.n_cards = 1;
  a.cards[0] = SQ_FACE_GRAIL;
  g_assert_true (sq_apply (s, &a, NULL));
  g_assert_cmpuint (sq_card_face (s->seats[0].hand.c[0]), ==, SQ_FACE_GRAIL);
  g_assert_cmpuint (sq_card_face (s->seats[1].hand.c[0]), ==, SQ_FACE_FIGHT_5);
  g_assert_cmpuint (s->seats[0].hand.n, ==, a_hand + 1);
  g_assert_cmpuint (s->seats[1].hand.n, ==, k_hand);
  /* once per turn, and it is no heroic action */
  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_HEROIC);
  g_assert_cmpuint (s->actions_taken, ==, 0);
  check (s);
}

static void
test_heal (void)
{
  g_autoptr(SqState) s = new_game (3, FALSE, 13);
  SqAction a;

  give_white (s, 0, SQ_FACE_FIGHT_2);
  give_white (s, 0, SQ_FACE_FIGHT_2);
  give_white (s, 0, SQ_FACE_FIGHT_2);
  give_white (s, 0, SQ_FACE_FIGHT_1);
  give_white (s, 0, SQ_FACE_FIGHT_4);
  act (s, SQ_ACTION_LOSE_LIFE);
  sq_action_init (&a, SQ_ACTION_HEAL);
  a.n_cards = 3;
  a.cards[0] = SQ_FACE_FIGHT_1;
  a.cards[1] = SQ_FACE_FIGHT_2;
  a.cards[2] = SQ_FACE_FIGHT_4;
  refused_as (s, &a, SQ_RULES_ERROR_WRONG_CARD, "heroic.heal");
  a.cards[0] = a.cards[1] = a.cards[2] = SQ_FACE_FIGHT_2;
  g_assert_true (sq_apply (s, &a, NULL));
  g_assert_cmpuint (s->seats[0].life, ==, 4);
  check (s);
}

/* With cards that differ, the heal kind is closed by the heal rule, not
 * by "that card is not in the hand". */
static void
test_heal_closed_by_its_rule (void)
{
  g_autoptr(SqState) s = new_game (3, FALSE, 13);

  empty_hand (s, 0);
  give_white (s, 0, SQ_FACE_FIGHT_1);
  give_white (s, 0, SQ_FACE_FIGHT_2);
  give_white (s, 0, SQ_FACE_FIGHT_4);
  give_white (s, 0, SQ_FACE_FIGHT_4);
  give_white (s, 0, SQ_FACE_GRAIL);
  check (s);
  act (s, SQ_ACTION_LOSE_LIFE);
  kind_closed (s, SQ_ACTION_HEAL, SQ_RULES_ERROR_WRONG_CARD, "heroic.heal");
  /* a third Fight 4 opens it */
  give_white (s, 0, SQ_FACE_FIGHT_4);
  g_assert_true (sq_heroic_kind_open (s, SQ_ACTION_HEAL, NULL));
  /* and outside the Heroic Actions nothing is open */
  act (s, SQ_ACTION_DRAW_WHITE);
  g_assert_true (sq_heroic_kind_open (s, SQ_ACTION_HEAL, NULL));
  act (s, SQ_ACTION_END_TURN);
  kind_closed (s, SQ_ACTION_HEAL, SQ_RULES_ERROR_WRONG_DECISION, "turn.decision");
}

/* A second Special White card in a turn is refused by the one-a-turn
 * rule, not by the rule that two actions differ in kind. */
static void
test_second_special (void)
{
  g_autoptr(SqState) s = new_game (3, FALSE, 14);
  SqAction a;

  empty_hand (s, 0);
  give_white (s, 0, SQ_FACE_LADY_OF_THE_LAKE);
  give_white (s, 0, SQ_FACE_FATE);
  give_white (s, 0, SQ_FACE_GRAIL);
  act (s, SQ_ACTION_ADD_SIEGE);
  g_assert_true (sq_heroic_kind_open (s, SQ_ACTION_PLAY_SPECIAL, NULL));
  sq_action_init (&a, SQ_ACTION_PLAY_SPECIAL);
  a.n_cards = 1;
  a.cards[0] = SQ_FACE_LADY_OF_THE_LAKE;
  g_assert_true (sq_apply (s, &a, NULL));
  g_assert_true (s->special_played);

  a.cards[0] = SQ_FACE_FATE;
  refused_as (s, &a, SQ_RULES_ERROR_NOT_ALLOWED, "white.one-special-per-turn");
  kind_closed (s, SQ_ACTION_PLAY_SPECIAL, SQ_RULES_ERROR_NOT_ALLOWED,
               "white.one-special-per-turn");
  /* a second action of another kind is still open */
  g_assert_true (sq_heroic_kind_open (s, SQ_ACTION_MOVE, NULL));
  /* without a special card at all, the hand is what is missing */
  act (s, SQ_ACTION_DRAW_WHITE);
  act (s, SQ_ACTION_END_TURN);
  empty_hand (s, 1);
  give_white (s, 1, SQ_FACE_GRAIL);
  act (s, SQ_ACTION_ADD_SIEGE);
  kind_closed (s, SQ_ACTION_PLAY_SPECIAL, SQ_RULES_ERROR_CARD_NOT_HELD, "cards.in-hand");
  check (s);
}

/* Physical white deck: a card whose copies are all on the boards or in the
 * discard pile is refused as such, with the count of copies left. */
static void
test_white_copies_out (void)
{
  g_autoptr(SqState) s = new_game (3, TRUE, 15);
  SqAction a;
  guint grails = sq_copies_left (s, SQ_FACE_GRAIL);

  g_assert_cmpuint (grails, >, 3);
  /* all but two Grail cards go to the discard pile, where the table saw them */
  for (gint i = s->white_draw.n - 1; i >= 0 && sq_copies_left (s, SQ_FACE_GRAIL) > 2; i--)
    if (sq_card_face (s->white_draw.c[i]) == SQ_FACE_GRAIL)
      {
        s->white_discard.c[s->white_discard.n++] = s->white_draw.c[i];
        memmove (&s->white_draw.c[i], &s->white_draw.c[i + 1], s->white_draw.n - i - 1);
        s->white_draw.n--;
        s->white_draw_count--;
      }
  check (s);
  g_assert_cmpuint (sq_copies_left (s, SQ_FACE_GRAIL), ==, 2);
  act (s, SQ_ACTION_LOSE_LIFE);
  sq_action_init (&a, SQ_ACTION_HEAL);
  a.n_cards = 3;
  a.cards[0] = a.cards[1] = a.cards[2] = SQ_FACE_GRAIL;
  refused_as (s, &a, SQ_RULES_ERROR_COPIES_OUT, "cards.copies");
  /* a hand too small is still the hand's fault */
  s->seats[0].hand_count = 2;
  refused_as (s, &a, SQ_RULES_ERROR_CARD_NOT_HELD, "cards.in-hand");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/rules/manifest", test_manifest);
  g_test_add_func ("/engine/rules/setup/deal", test_setup_deal);
  g_test_add_func ("/engine/rules/setup/first-player", test_setup_first_player);
  g_test_add_func ("/engine/rules/setup/refusals", test_setup_refusals);
  g_test_add_func ("/engine/rules/setup/loyalty-modes", test_loyalty_modes);
  g_test_add_func ("/engine/rules/setup/delayed-look", test_delayed_look);
  g_test_add_func ("/engine/rules/setup/opening-share", test_opening_share);
  g_test_add_func ("/engine/rules/evil/options", test_evil_options);
  g_test_add_func ("/engine/rules/evil/face-down", test_face_down_combat_gives_a_card);
  g_test_add_func ("/engine/rules/heroic/budget", test_heroic_budget);
  g_test_add_func ("/engine/rules/heroic/draw-limit", test_draw_limit_and_gawain);
  g_test_add_func ("/engine/rules/heroic/heal", test_heal);
  g_test_add_func ("/engine/rules/heroic/heal-closed", test_heal_closed_by_its_rule);
  g_test_add_func ("/engine/rules/heroic/second-special", test_second_special);
  g_test_add_func ("/engine/rules/cards/white-copies-out", test_white_copies_out);
  g_test_add_func ("/engine/rules/cards/reshuffle-both", test_reshuffle_both);
  g_test_add_func ("/engine/rules/variants/join-leave", test_join_and_leave);
  g_test_add_func ("/engine/rules/variants/squires-challenge", test_squires_challenge);
  g_test_add_func ("/engine/rules/powers/percival-armor", test_percival_peek_with_armor);
  g_test_add_func ("/engine/rules/powers/arthur-swap", test_arthur_swap);

  return g_test_run ();
}

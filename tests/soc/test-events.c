/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The event list of an action (sq-events.h): a physical game played
 * through sq_apply(), each step's events compared with what the table
 * saw. Positions are set up by moving real cards between piles, so every
 * state still holds each of the 168 cards exactly once. */

#include <string.h>

#include "sq-cards.h"
#include "sq-events.h"
#include "sq-rules.h"

#include "sq-random-play.h"

static SqState *
new_game (void)
{
  SqSetup setup;
  g_autoptr(GError) error = NULL;
  SqState *s;

  sq_setup_init_defaults (&setup, 3);
  setup.seed = 14;
  setup.skip_opening_share = TRUE;
  setup.loyalty = SQ_LOYALTY_NO_TRAITOR;
  setup.white_deck = setup.black_deck = setup.dice = SQ_DECK_PHYSICAL;
  s = sq_state_new (&setup, &error);
  g_assert_no_error (error);
  return s;
}

/* Applies @a and returns what it did. */
static GArray *
step (SqState        *s,
      const SqAction *a)
{
  g_autoptr(SqState) before = sq_state_copy (s);
  g_autoptr(GError) error = NULL;

  g_assert_true (sq_apply (s, a, &error));
  g_assert_no_error (error);
  g_assert_true (sq_state_check_invariants (s, NULL));
  return sq_events_compute (before, a, s);
}

static GArray *
step_type (SqState      *s,
           SqActionType  type)
{
  SqAction a;

  sq_action_init (&a, type);
  return step (s, &a);
}

static GArray *
enter_black (SqState *s,
             SqFace   face)
{
  SqAction a;

  sq_action_init (&a, SQ_ACTION_ENTER_BLACK);
  a.n_cards = 1;
  a.cards[0] = face;
  return step (s, &a);
}

/* The only event of @type in @events; fails if there is none or more. */
static const SqEvent *
only (GArray      *events,
      SqEventType  type)
{
  const SqEvent *found = NULL;

  for (guint i = 0; i < events->len; i++)
    if (g_array_index (events, SqEvent, i).type == type)
      {
        g_assert_null (found);
        found = &g_array_index (events, SqEvent, i);
      }
  g_assert_nonnull (found);
  return found;
}

static guint
count (GArray      *events,
       SqEventType  type)
{
  guint n = 0;

  for (guint i = 0; i < events->len; i++)
    n += g_array_index (events, SqEvent, i).type == type;
  return n;
}

/* Moves a black card of @face from the pool onto @quest, as if played. */
static void
lay_black (SqState  *s,
           SqQuestId q,
           SqFace    face,
           gboolean  face_down)
{
  SqQuest *quest = &s->quests[q];

  for (guint i = 0; i < s->black_draw.n; i++)
    if (sq_card_face (s->black_draw.c[i]) == face)
      {
        if (face_down)
          quest->face_down |= 1u << quest->n_black;
        quest->black[quest->n_black++] = s->black_draw.c[i];
        memmove (&s->black_draw.c[i], &s->black_draw.c[i + 1], s->black_draw.n - i - 1);
        s->black_draw.n--;
        if (q == SQ_QUEST_PICTS || q == SQ_QUEST_SAXONS)
          quest->warriors++;
        return;
      }
  g_assert_not_reached ();
}

/* Moves a white card of @face from the unknown pool onto @quest. */
static void
lay_white (SqState  *s,
           SqQuestId q,
           SqFace    face,
           gint      group)
{
  SqQuest *quest = &s->quests[q];

  for (guint i = 0; i < s->white_draw.n; i++)
    if (sq_card_face (s->white_draw.c[i]) == face)
      {
        quest->white_group[quest->n_white] = group;
        quest->white[quest->n_white++] = s->white_draw.c[i];
        memmove (&s->white_draw.c[i], &s->white_draw.c[i + 1], s->white_draw.n - i - 1);
        s->white_draw.n--;
        s->white_draw_count--;
        quest->last_white_seat = 0;
        return;
      }
  g_assert_not_reached ();
}

static void
to_heroic_phase (SqState *s)
{
  g_autoptr(GArray) events = step_type (s, SQ_ACTION_ADD_SIEGE);

  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_HEROIC);
  g_assert_cmpuint (only (events, SQ_EVENT_SIEGE)->count, ==, s->siege);
  g_assert_cmpint (only (events, SQ_EVENT_SIEGE)->value, ==, 1);
}

static void
test_face_down_is_not_named (void)
{
  g_autoptr(SqState) s = new_game ();
  g_autoptr(GArray) drawn = step_type (s, SQ_ACTION_DRAW_BLACK);
  g_autoptr(GArray) entered = enter_black (s, SQ_FACE_BLACK_KNIGHT_7);
  g_autoptr(GArray) placed = NULL;
  const SqEvent *laid;

  g_assert_cmpuint (drawn->len, ==, 0);
  /* the drawer alone has seen it: nothing public yet */
  g_assert_cmpuint (count (entered, SQ_EVENT_BLACK_LAID), ==, 0);
  g_assert_cmpuint (count (entered, SQ_EVENT_BLACK_PLAYED), ==, 0);

  placed = step_type (s, SQ_ACTION_PLACE_FACE_DOWN);
  laid = only (placed, SQ_EVENT_BLACK_LAID);
  g_assert_cmpuint (laid->quest, ==, SQ_QUEST_BLACK_KNIGHT);
  g_assert_cmpuint (laid->face, ==, SQ_N_FACES);
  /* a card laid face down earns a white card */
  g_assert_cmpuint (only (placed, SQ_EVENT_CARDS_DRAWN)->count, ==, 1);
  g_assert_true (only (placed, SQ_EVENT_CARDS_DRAWN)->won);
}

static void
test_face_up_and_war (void)
{
  g_autoptr(SqState) s = new_game ();
  g_autoptr(GArray) drawn = step_type (s, SQ_ACTION_DRAW_BLACK);
  g_autoptr(GArray) picts = enter_black (s, SQ_FACE_PICTS);
  const SqEvent *laid = only (picts, SQ_EVENT_BLACK_LAID);

  g_assert_cmpuint (laid->quest, ==, SQ_QUEST_PICTS);
  g_assert_cmpuint (laid->face, ==, SQ_FACE_PICTS);
  g_assert_cmpuint (laid->count, ==, 1);
  /* no warrior event on top of the card that brought the warrior */
  g_assert_cmpuint (count (picts, SQ_EVENT_WARRIORS), ==, 0);
}

static void
test_morgan_takes_life (void)
{
  g_autoptr(SqState) s = new_game ();
  g_autoptr(GArray) drawn = step_type (s, SQ_ACTION_DRAW_BLACK);
  g_autoptr(GArray) entered = enter_black (s, SQ_FACE_MORGAN_LIFE);
  g_autoptr(GArray) morgan = NULL;

  /* three Merlins could still cancel it: nothing happens before they pass */
  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_MERLIN_CANCEL);
  g_assert_cmpuint (entered->len, ==, 0);
  morgan = step_type (s, SQ_ACTION_NO_CANCEL);

  g_assert_cmpuint (only (morgan, SQ_EVENT_BLACK_PLAYED)->face, ==, SQ_FACE_MORGAN_LIFE);
  g_assert_cmpuint (count (morgan, SQ_EVENT_LIFE), ==, 3);
  for (guint i = 0; i < morgan->len; i++)
    {
      const SqEvent *e = &g_array_index (morgan, SqEvent, i);

      if (e->type == SQ_EVENT_LIFE)
        {
          g_assert_cmpint (e->value, ==, -1);
          g_assert_cmpuint (e->count, ==, s->seats[e->seat].life);
        }
    }
}

static void
test_war_lost (void)
{
  g_autoptr(SqState) s = new_game ();
  g_autoptr(GArray) drawn = NULL;
  g_autoptr(GArray) fourth = NULL;
  const SqEvent *ended;

  for (guint i = 0; i < 3; i++)
    lay_black (s, SQ_QUEST_PICTS, SQ_FACE_PICTS, FALSE);
  drawn = step_type (s, SQ_ACTION_DRAW_BLACK);
  fourth = enter_black (s, SQ_FACE_PICTS);

  /* the fourth warrior is discarded with the war: named, then the end */
  g_assert_cmpuint (only (fourth, SQ_EVENT_BLACK_PLAYED)->face, ==, SQ_FACE_PICTS);
  ended = only (fourth, SQ_EVENT_QUEST_ENDED);
  g_assert_cmpuint (ended->quest, ==, SQ_QUEST_PICTS);
  g_assert_false (ended->won);
  g_assert_false (ended->has_totals);
  g_assert_false (only (fourth, SQ_EVENT_SWORDS)->won);
  g_assert_cmpuint (only (fourth, SQ_EVENT_SWORDS)->count, ==, 1);
  g_assert_cmpint (only (fourth, SQ_EVENT_SIEGE)->value, ==, 2);
  g_assert_true (sq_event_is_quest_outcome (ended));
}

static void
test_black_knight_won (void)
{
  g_autoptr(SqState) s = new_game ();
  g_autoptr(GArray) won = NULL;
  guint cards = sq_state_get_hand_size (s, 0);
  guint life = s->seats[0].life;
  const SqEvent *ended;
  SqAction a;

  lay_black (s, SQ_QUEST_BLACK_KNIGHT, SQ_FACE_BLACK_KNIGHT_7, TRUE);
  lay_white (s, SQ_QUEST_BLACK_KNIGHT, SQ_FACE_FIGHT_3, 0);
  lay_white (s, SQ_QUEST_BLACK_KNIGHT, SQ_FACE_FIGHT_3, 0);
  lay_white (s, SQ_QUEST_BLACK_KNIGHT, SQ_FACE_FIGHT_5, 1);
  s->seats[0].place = SQ_PLACE_BLACK_KNIGHT;
  to_heroic_phase (s);

  sq_action_init (&a, SQ_ACTION_PLAY_FIGHT);
  a.quest = SQ_QUEST_BLACK_KNIGHT;
  a.n_cards = 1;
  a.cards[0] = SQ_FACE_FIGHT_5;
  a.group = 1;
  won = step (s, &a);

  ended = only (won, SQ_EVENT_QUEST_ENDED);
  g_assert_true (ended->won);
  g_assert_true (ended->has_totals);
  g_assert_cmpint (ended->white_total, ==, 16);
  g_assert_cmpint (ended->black_total, ==, 7);
  g_assert_cmpuint (ended->n_revealed, ==, 1);
  g_assert_cmpuint (ended->revealed[0], ==, SQ_FACE_BLACK_KNIGHT_7);
  g_assert_true (only (won, SQ_EVENT_SWORDS)->won);
  g_assert_cmpint (only (won, SQ_EVENT_LIFE)->value, ==, 1);
  g_assert_cmpuint (only (won, SQ_EVENT_LIFE)->count, ==, life + 1);
  /* the spoils: three white cards, one was played */
  g_assert_cmpuint (only (won, SQ_EVENT_CARDS_DRAWN)->count, ==, 3);
  g_assert_cmpuint (sq_state_get_hand_size (s, 0), ==, cards - 1 + 3);
  /* he went home because the quest ended, not by an effect */
  g_assert_cmpuint (count (won, SQ_EVENT_MOVED), ==, 0);
}

static void
test_siege_fight (void)
{
  g_autoptr(SqState) s = new_game ();
  g_autoptr(GArray) fought = NULL;
  g_autoptr(GArray) rolled = NULL;
  const SqEvent *fight;
  guint siege;
  SqAction a;

  to_heroic_phase (s);
  siege = s->siege;
  sq_action_init (&a, SQ_ACTION_FIGHT_SIEGE);
  a.n_cards = 1;
  a.cards[0] = SQ_FACE_FIGHT_4;
  fought = step (s, &a);
  g_assert_cmpuint (count (fought, SQ_EVENT_CARDS_LOST), ==, 0);

  sq_action_init (&a, SQ_ACTION_ROLL_D8);
  a.value = 2;
  rolled = step (s, &a);
  fight = only (rolled, SQ_EVENT_SIEGE_FIGHT);
  g_assert_cmpint (fight->value, ==, 2);
  g_assert_cmpuint (fight->count, ==, 4);
  g_assert_true (fight->won);
  g_assert_cmpint (only (rolled, SQ_EVENT_SIEGE)->value, ==, -1);
  g_assert_cmpuint (s->siege, ==, siege - 1);
}

static void
test_siege_fight_lost (void)
{
  g_autoptr(SqState) s = new_game ();
  g_autoptr(GArray) fought = NULL;
  g_autoptr(GArray) rolled = NULL;
  SqAction a;

  to_heroic_phase (s);
  sq_action_init (&a, SQ_ACTION_FIGHT_SIEGE);
  a.n_cards = 1;
  a.cards[0] = SQ_FACE_FIGHT_1;
  fought = step (s, &a);

  sq_action_init (&a, SQ_ACTION_ROLL_D8);
  a.value = 8;
  rolled = step (s, &a);
  g_assert_false (only (rolled, SQ_EVENT_SIEGE_FIGHT)->won);
  g_assert_cmpuint (count (rolled, SQ_EVENT_SIEGE), ==, 0);
  g_assert_cmpint (only (rolled, SQ_EVENT_LIFE)->value, ==, -1);
  g_assert_cmpint (only (rolled, SQ_EVENT_LIFE)->seat, ==, s->current);
}

static void
test_guinevere_sends_home (void)
{
  g_autoptr(SqState) s = new_game ();
  g_autoptr(GArray) drawn = NULL;
  g_autoptr(GArray) entered = NULL;
  g_autoptr(GArray) guinevere = NULL;
  const SqEvent *cleared;
  const SqEvent *moved;

  lay_white (s, SQ_QUEST_LANCELOT, SQ_FACE_FIGHT_2, 0);
  s->quests[SQ_QUEST_LANCELOT].last_white_seat = 1;
  s->seats[1].place = SQ_PLACE_LANCELOT;
  drawn = step_type (s, SQ_ACTION_DRAW_BLACK);
  entered = enter_black (s, SQ_FACE_GUINEVERE);
  if (sq_state_get_decision (s) == SQ_DECISION_MERLIN_CANCEL)
    guinevere = step_type (s, SQ_ACTION_NO_CANCEL);
  else
    guinevere = g_array_ref (entered);

  g_assert_cmpuint (only (guinevere, SQ_EVENT_BLACK_PLAYED)->face, ==, SQ_FACE_GUINEVERE);
  /* the knight on Lancelot goes home, and his card on the quest goes */
  cleared = only (guinevere, SQ_EVENT_QUEST_CLEARED);
  g_assert_cmpuint (cleared->quest, ==, SQ_QUEST_LANCELOT);
  g_assert_cmpuint (cleared->count, ==, 1);
  moved = only (guinevere, SQ_EVENT_MOVED);
  g_assert_cmpint (moved->seat, ==, 1);
  g_assert_cmpuint (moved->quest, ==, SQ_PLACE_ROUND_TABLE);
  g_assert_cmpuint (count (guinevere, SQ_EVENT_QUEST_ENDED), ==, 0);
}

/* Random games in every mode: the events add up to the change of the
 * state, and a card laid face down is never named when it is laid. */
static void
test_random_games_add_up (void)
{
  SqTestRng rng = { 1414 };
  SqAction buf[512];
  guint ended = 0;
  guint hidden = 0;
  guint steps = 0;
  guint cancels = 0;

  for (guint game = 0; game < 150; game++)
    {
      g_autoptr(SqState) s = NULL;
      SqSetup setup;

      sq_test_random_setup (&rng, &setup, TRUE);
      s = sq_state_new (&setup, NULL);
      g_assert_nonnull (s);
      for (guint n = 0; n < 2000 && s->outcome == SQ_OUTCOME_NONE; n++)
        {
          g_autoptr(SqState) before = sq_state_copy (s);
          g_autoptr(GArray) events = NULL;
          gint swords = 0;
          gint life[SQ_MAX_SEATS] = { 0 };
          SqAction a;

          if (!sq_test_pick_with (&rng, s, buf, G_N_ELEMENTS (buf), TRUE, &a))
            break;
          steps++;
          g_assert_true (sq_apply (s, &a, NULL));
          events = sq_events_compute (before, &a, s);
          cancels += a.type == SQ_ACTION_MERLIN_CANCEL || a.type == SQ_ACTION_EXCALIBUR_CANCEL;
          for (guint i = 0; i < events->len; i++)
            {
              const SqEvent *e = &g_array_index (events, SqEvent, i);

              g_assert_cmpuint (e->type, <, SQ_N_EVENTS);
              if (e->type == SQ_EVENT_SWORDS)
                swords += e->count;
              ended += e->type == SQ_EVENT_QUEST_ENDED;
              hidden += e->type == SQ_EVENT_BLACK_LAID && e->face == SQ_N_FACES;
              if (e->type == SQ_EVENT_LIFE)
                life[e->seat] += e->value;
              /* a cancelled card is discarded unplayed */
              if (a.type == SQ_ACTION_MERLIN_CANCEL || a.type == SQ_ACTION_EXCALIBUR_CANCEL)
                g_assert_cmpuint (e->type, !=, SQ_EVENT_BLACK_PLAYED);
              if (e->type == SQ_EVENT_BLACK_LAID && e->face != SQ_N_FACES)
                {
                  const SqQuest *quest = &s->quests[e->quest];
                  gboolean face_up = FALSE;

                  g_assert_true (sq_face_is_black (e->face));
                  for (guint k = 0; k < quest->n_black; k++)
                    face_up |= !(quest->face_down & (1u << k)) &&
                               sq_card_face (quest->black[k]) == e->face;
                  g_assert_true (face_up);
                }
            }
          g_assert_cmpint (swords, ==, (gint) (s->swords_white + s->swords_black) -
                                       (gint) (before->swords_white + before->swords_black));
          /* a knight who just sat down has no life to change */
          for (guint i = 0; i < before->n_seats; i++)
            g_assert_cmpint (life[i], ==, (gint) s->seats[i].life - (gint) before->seats[i].life);
        }
    }
  g_test_message ("%u steps, %u quests ended, %u cards laid face down, %u cancels",
                  steps, ended, hidden, cancels);
  /* the games went far enough to say something */
  g_assert_cmpuint (ended, >, 100);
  g_assert_cmpuint (hidden, >, 100);
  g_assert_cmpuint (cancels, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/events/face-down-is-not-named", test_face_down_is_not_named);
  g_test_add_func ("/events/face-up-and-war", test_face_up_and_war);
  g_test_add_func ("/events/morgan-takes-life", test_morgan_takes_life);
  g_test_add_func ("/events/war-lost", test_war_lost);
  g_test_add_func ("/events/black-knight-won", test_black_knight_won);
  g_test_add_func ("/events/siege-fight", test_siege_fight);
  g_test_add_func ("/events/siege-fight-lost", test_siege_fight_lost);
  g_test_add_func ("/events/guinevere-sends-home", test_guinevere_sends_home);
  g_test_add_func ("/events/random-games-add-up", test_random_games_add_up);

  return g_test_run ();
}

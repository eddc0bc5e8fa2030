/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The step queries behind the staged turn (see sq-legal-steps.h). Each
 * answer comes from the engine's own check: sq_check_heroic() for the
 * five Heroic Action types, sq_apply() on a copy for everything else.
 * The search for lists is in sq-legal-steps-search.c. */

#include "sq-engine-private.h"
#include "sq-legal-steps.h"

/* Every answer to the other decisions fits in this many actions. */
#define MAX_FLAT 512

SqStepKind
sq_steps_kind (const SqAction *a)
{
  switch ((guint) a->type)
    {
    case SQ_ACTION_MOVE:
      return SQ_STEP_KIND_MOVE;
    case SQ_ACTION_PLAY_FIGHT:
    case SQ_ACTION_PLAY_GRAIL:
    case SQ_ACTION_EXCALIBUR_DISCARD:
    case SQ_ACTION_DRAW_WHITE:
    case SQ_ACTION_FIGHT_SIEGE:
      return SQ_STEP_KIND_QUEST;
    case SQ_ACTION_PLAY_SPECIAL:
      return SQ_STEP_KIND_SPECIAL;
    case SQ_ACTION_HEAL:
      return SQ_STEP_KIND_HEAL;
    case SQ_ACTION_ACCUSE:
      return SQ_STEP_KIND_ACCUSE;
    case SQ_ACTION_ARTHUR_SWAP:
    case SQ_ACTION_BEDIVERE:
      return SQ_STEP_KIND_POWER;
    case SQ_ACTION_END_TURN:
      return SQ_STEP_KIND_END_TURN;
    case SQ_ACTION_JOIN:
    case SQ_ACTION_LEAVE:
      return SQ_STEP_KIND_TABLE;
    default:
      return SQ_STEP_KIND_ANSWER;
    }
}

guint
sq_steps_decider (const SqState *s)
{
  gint seat = sq_state_get_decider (s);

  return seat >= 0 ? (guint) seat : (guint) s->current;
}

static guint
n_to_share (const SqState *s)
{
  SqDecision d = sq_state_get_decision (s);
  guint n = 0;

  for (guint i = 0; i < s->n_limbo; i++)
    if ((d == SQ_DECISION_SPOILS && s->limbo_owner[i] == SQ_LIMBO_SPOILS) ||
        (d == SQ_DECISION_OPENING_SHARE && s->limbo_owner[i] >= 0))
      n++;
  return n;
}

void
sq_steps_shape (const SqState  *s,
                const SqAction *a,
                SqStepShape    *shape)
{
  gboolean virtual_hand = s->setup.white_deck == SQ_DECK_VIRTUAL;
  guint hand = sq_state_get_hand_size (s, sq_steps_decider (s));
  const SqTask *top = s->n_stack > 0 ? &s->stack[s->n_stack - 1] : NULL;

  memset (shape, 0, sizeof *shape);
  shape->list = SQ_STEP_LIST_CARDS;
  switch ((guint) a->type)
    {
    case SQ_ACTION_FIGHT_SIEGE:
      shape->min = 1;
      shape->max = MIN (hand, SQ_ACTION_MAX_CARDS);
      return;
    case SQ_ACTION_HEAL:
      shape->min = shape->max = 3;
      return;
    case SQ_ACTION_PLAY_FIGHT:
    case SQ_ACTION_EXCALIBUR_DISCARD:
      shape->min = shape->max = 1;
      return;
    case SQ_ACTION_BEDIVERE:
      shape->min = shape->max = 3;
      break;
    case SQ_ACTION_ARTHUR_SWAP:
      shape->min = shape->max = 1;
      break;
    case SQ_ACTION_MESSENGER:
      shape->min = 1;
      shape->max = MIN (3, hand);
      break;
    case SQ_ACTION_DISCARD:
      if (top != NULL && top->kind == SQ_DECISION_DISCARD)
        shape->min = shape->max = MIN (top->a, hand);
      virtual_hand = virtual_hand && shape->max > 0;
      break;
    case SQ_ACTION_CLAIRVOYANCE:
      shape->min = shape->max = MIN (5, s->black_draw.n);
      shape->ordered = TRUE;
      return;
    case SQ_ACTION_ENTER_BLACK:
    case SQ_ACTION_REVEAL_BLACK:
    case SQ_ACTION_OFFER:
      shape->min = shape->max = 1;
      return;
    case SQ_ACTION_SHARE:
      if (a->flags & SQ_ACTION_FLAG_RANDOM)
        break;
      shape->list = SQ_STEP_LIST_SEATS;
      shape->min = shape->max = n_to_share (s);
      shape->ordered = TRUE;
      return;
    case SQ_ACTION_CONVOCATION:
      shape->list = SQ_STEP_LIST_SEATS;
      shape->min = 0;
      shape->max = s->n_seats;
      shape->distinct = TRUE;
      return;
    case SQ_ACTION_MERLIN_CANCEL:
      /* one Merlin at a time: a knight once per Merlin he lays down */
      shape->list = SQ_STEP_LIST_SEATS;
      shape->min = shape->max = 3;
      return;
    default:
      shape->list = SQ_STEP_LIST_NONE;
      return;
    }
  /* a physical hand is not known: its cards are not named */
  if (!virtual_hand || (a->type == SQ_ACTION_SHARE))
    {
      memset (shape, 0, sizeof *shape);
      shape->list = SQ_STEP_LIST_NONE;
    }
}

/* A Merlin cancel is picked knight by knight, once per Merlin; the
 * engine's action names each knight once, with his number of Merlins. */
void
sq_steps_finish (const SqAction *draft,
                 SqAction       *action)
{
  SqAction picks = *draft;   /* @action may be @draft */

  *action = picks;
  if (picks.type != SQ_ACTION_MERLIN_CANCEL)
    return;
  action->n_seats = 0;
  memset (action->counts, 0, sizeof action->counts);
  for (guint i = 0; i < picks.n_seats && i < SQ_MAX_SEATS; i++)
    {
      guint k = 0;

      while (k < action->n_seats && action->seats[k] != picks.seats[i])
        k++;
      if (k == action->n_seats)
        action->seats[action->n_seats++] = picks.seats[i];
      action->counts[k]++;
    }
  for (guint k = action->n_seats; k < SQ_MAX_SEATS; k++)
    action->seats[k] = SQ_NO_SEAT;
}

gboolean
sq_steps_is_legal (const SqState  *s,
                   const SqAction *draft,
                   GError        **error)
{
  SqState copy;
  SqAction whole;
  const SqAction *a = &whole;

  sq_steps_finish (draft, &whole);

  memcpy (&copy, s, sizeof copy);
  if (sq_state_get_decision (s) == SQ_DECISION_HEROIC && sq_heroic_type (a) != SQ_HEROIC_NONE &&
      (a->seat == SQ_NO_SEAT || a->seat == (gint) s->current))
    /* as sq_apply() does: a house card first, when the deck here differs */
    return sq_white_house_room (&copy, a, error) && sq_check_heroic (&copy, a, error);

  return sq_apply (&copy, a, error);
}

/* Starts */

typedef struct {
  const SqState *s;
  SqAction *out;
  guint n;
  guint max;
  guint8 flags;     /* added to every start: the override for house starts */
} Starts;

static void
offer (Starts         *st,
       const SqAction *a)
{
  SqAction flagged = *a;

  flagged.flags |= st->flags;
  if (st->n < st->max && sq_steps_can_complete (st->s, &flagged))
    st->out[st->n++] = flagged;
}

static void
start (SqAction      *a,
       const SqState *s,
       SqActionType   type)
{
  sq_action_init (a, type);
  a->seat = sq_state_get_decider (s);
}

static void
starts_specials (Starts        *st,
                 const guint   *counts)
{
  const SqState *s = st->s;
  const SqSeat *seat = &s->seats[s->current];
  SqAction a;

  for (guint f = SQ_FACE_MERLIN; f <= SQ_FACE_CLAIRVOYANCE; f++)
    for (guint free_it = 0; counts[f] > 0 && free_it < 2; free_it++)
      {
        guint n_params = 1;

        if (free_it && (seat->knight != SQ_KNIGHT_GALAHAD || s->galahad_free_used))
          break;
        if (f == SQ_FACE_MERLIN)
          n_params = SQ_PLACE_SIEGE + 1;
        else if (f == SQ_FACE_HEROISM)
          n_params = SQ_N_QUESTS;
        else if (f == SQ_FACE_PIETY || f == SQ_FACE_REINFORCEMENTS)
          n_params = 2;
        for (guint p = 0; p < n_params; p++)
          {
            start (&a, s, SQ_ACTION_PLAY_SPECIAL);
            a.n_cards = 1;
            a.cards[0] = f;
            a.flags = free_it ? SQ_ACTION_FLAG_FREE : 0;
            if (f == SQ_FACE_MERLIN || f == SQ_FACE_HEROISM)
              a.quest = p;
            else if (n_params == 2)
              a.option = p;
            offer (st, &a);
          }
      }
}

static void
starts_quest (Starts *st)
{
  const SqState *s = st->s;
  guint place = s->seats[s->current].place;
  SqAction a;

  switch (place)
    {
    case SQ_PLACE_BLACK_KNIGHT:
    case SQ_PLACE_LANCELOT:
    case SQ_PLACE_DRAGON:
    case SQ_PLACE_PICTS:
    case SQ_PLACE_SAXONS:
      start (&a, s, SQ_ACTION_PLAY_FIGHT);
      a.quest = place;
      offer (st, &a);
      break;
    case SQ_PLACE_GRAIL:
      start (&a, s, SQ_ACTION_PLAY_GRAIL);
      a.quest = SQ_QUEST_GRAIL;
      a.n_cards = 1;
      a.cards[0] = SQ_FACE_GRAIL;
      offer (st, &a);
      break;
    case SQ_PLACE_EXCALIBUR:
      start (&a, s, SQ_ACTION_EXCALIBUR_DISCARD);
      a.quest = SQ_QUEST_EXCALIBUR;
      offer (st, &a);
      break;
    case SQ_PLACE_ROUND_TABLE:
    case SQ_PLACE_SIEGE:
      start (&a, s, SQ_ACTION_DRAW_WHITE);
      offer (st, &a);
      start (&a, s, SQ_ACTION_FIGHT_SIEGE);
      offer (st, &a);
      break;
    default:
      break;
    }
}

static void
starts_powers (Starts *st)
{
  const SqState *s = st->s;
  gboolean physical = s->setup.white_deck == SQ_DECK_PHYSICAL;
  SqAction a;

  if (s->seats[s->current].knight == SQ_KNIGHT_ARTHUR)
    for (guint t = 0; t < s->n_seats; t++)
      {
        if ((gint) t == (gint) s->current || !sq_is_active_knight (s, t))
          continue;
        start (&a, s, SQ_ACTION_ARTHUR_SWAP);
        a.target = t;
        if (physical)
          {
            a.n_cards = 1;
            a.cards[0] = SQ_NO_CARD;
          }
        offer (st, &a);
      }
  if (s->seats[s->current].knight == SQ_KNIGHT_BEDIVERE)
    {
      start (&a, s, SQ_ACTION_BEDIVERE);
      if (physical)
        {
          a.n_cards = 3;
          memset (a.cards, SQ_NO_CARD, 3);
        }
      offer (st, &a);
    }
}

/* Tristan's free move when it may be free, else the ordinary one */
static void
move_start (const SqState *s,
            guint          place,
            SqAction      *a)
{
  start (a, s, SQ_ACTION_MOVE);
  a->quest = place;
  a->flags = SQ_ACTION_FLAG_FREE;
  if (!sq_free_move_ok (s, place) || !sq_steps_is_legal (s, a, NULL))
    a->flags = 0;
}

static void
starts_heroic (Starts *st)
{
  const SqState *s = st->s;
  guint counts[SQ_N_FACES];
  SqAction a;

  sq_hand_faces (s, s->current, counts);

  for (guint p = 0; p < SQ_PLACE_NONE; p++)
    {
      move_start (s, p, &a);
      offer (st, &a);
    }
  starts_quest (st);
  starts_specials (st, counts);

  start (&a, s, SQ_ACTION_HEAL);
  offer (st, &a);

  for (guint t = 0; t < s->n_seats; t++)
    {
      start (&a, s, SQ_ACTION_ACCUSE);
      a.target = t;
      offer (st, &a);
    }
  starts_powers (st);

  start (&a, s, SQ_ACTION_END_TURN);
  offer (st, &a);
}

static void
starts_flat (Starts *st)
{
  g_autofree SqAction *all = g_new (SqAction, MAX_FLAT);
  guint n = sq_legal_actions (st->s, all, MAX_FLAT);

  for (guint i = 0; i < n && st->n < st->max; i++)
    st->out[st->n++] = all[i];
}

static void
starts_answer (Starts    *st,
               SqDecision d)
{
  const SqState *s = st->s;
  gboolean virtual_hand = s->setup.white_deck == SQ_DECK_VIRTUAL;
  SqStepShape shape;
  SqAction a;

  switch ((guint) d)
    {
    case SQ_DECISION_OPENING_SHARE:
    case SQ_DECISION_SPOILS:
      start (&a, s, SQ_ACTION_SHARE);
      a.flags = SQ_ACTION_FLAG_RANDOM;
      offer (st, &a);
      a.flags = 0;
      offer (st, &a);
      return;
    case SQ_DECISION_CONVOCATION:
      start (&a, s, SQ_ACTION_CONVOCATION);
      offer (st, &a);
      return;
    case SQ_DECISION_MERLIN_CANCEL:
      start (&a, s, SQ_ACTION_NO_CANCEL);
      offer (st, &a);
      start (&a, s, SQ_ACTION_MERLIN_CANCEL);
      offer (st, &a);
      return;
    case SQ_DECISION_CLAIRVOYANCE:
      start (&a, s, SQ_ACTION_CLAIRVOYANCE);
      offer (st, &a);
      return;
    case SQ_DECISION_ENTER_BLACK:
      start (&a, s, SQ_ACTION_ENTER_BLACK);
      offer (st, &a);
      /* or a combat card face down, not entered until its quest resolves */
      for (guint q = SQ_QUEST_BLACK_KNIGHT; q <= SQ_QUEST_DRAGON; q++)
        {
          start (&a, s, SQ_ACTION_PLACE_FACE_DOWN);
          a.quest = q;
          offer (st, &a);
        }
      return;
    case SQ_DECISION_REVEAL_BLACK:
      start (&a, s, SQ_ACTION_REVEAL_BLACK);
      offer (st, &a);
      return;
    case SQ_DECISION_OPENING_OFFER:
      start (&a, s, SQ_ACTION_OFFER);
      offer (st, &a);
      return;
    case SQ_DECISION_DISCARD:
      start (&a, s, SQ_ACTION_DISCARD);
      sq_steps_shape (s, &a, &shape);
      if (shape.list == SQ_STEP_LIST_NONE)
        break;
      offer (st, &a);
      return;
    case SQ_DECISION_MESSENGER:
      if (!virtual_hand)
        break;
      for (guint t = 0; t < s->n_seats; t++)
        {
          start (&a, s, SQ_ACTION_MESSENGER);
          a.target = t;
          if ((gint) t != a.seat && sq_is_active_knight (s, t))
            offer (st, &a);
        }
      return;
    default:
      break;
    }
  starts_flat (st);
}

/**
 * sq_steps_house_starts:
 * @out: (array length=max): where to write the starts
 *
 * At the Heroic Actions of a game with the table's own white deck: the
 * starts that name a white card none of whose copies can be in a hand (a
 * special card, a Grail card), each legal only as a house correction, so
 * each carries %SQ_ACTION_FLAG_OVERRIDE. Cards chosen after the start
 * (a fight card, a discard) are not here: the card picker shows those.
 *
 * Returns: the number of starts written
 */
guint
sq_steps_house_starts (const SqState *s,
                       SqAction      *out,
                       guint          max)
{
  Starts st = { s, out, 0, max, SQ_ACTION_FLAG_OVERRIDE };
  guint counts[SQ_N_FACES] = { 0 };
  SqAction a;

  g_return_val_if_fail (s != NULL, 0);
  g_return_val_if_fail (out != NULL || max == 0, 0);

  if (sq_state_get_decision (s) != SQ_DECISION_HEROIC ||
      s->setup.white_deck != SQ_DECK_PHYSICAL || s->seats[s->current].hand_count == 0)
    return 0;
  for (guint f = SQ_FACE_GRAIL; f <= SQ_FACE_CLAIRVOYANCE; f++)
    counts[f] = sq_copies_left (s, f) == 0;
  starts_specials (&st, counts);
  if (counts[SQ_FACE_GRAIL] && s->seats[s->current].place == SQ_PLACE_GRAIL)
    {
      start (&a, s, SQ_ACTION_PLAY_GRAIL);
      a.quest = SQ_QUEST_GRAIL;
      a.n_cards = 1;
      a.cards[0] = SQ_FACE_GRAIL;
      offer (&st, &a);
    }
  return st.n;
}

guint
sq_steps_starts (const SqState *s,
                 SqAction      *out,
                 guint          max)
{
  Starts st = { s, out, 0, max, 0 };
  SqDecision d;

  g_return_val_if_fail (s != NULL, 0);
  g_return_val_if_fail (out != NULL || max == 0, 0);

  d = sq_state_get_decision (s);
  if (d == SQ_DECISION_NONE)
    return 0;
  if (d == SQ_DECISION_HEROIC)
    {
      starts_heroic (&st);
      /* joining and leaving are possible at any decision the engine allows */
      return st.n;
    }
  starts_answer (&st, d);
  return st.n;
}

/**
 * sq_steps_move:
 * @place: a #SqPlace
 * @action: (out): the move sq_steps_starts() offers for @place
 *
 * The move to @place that a turn would offer now, as one start of
 * sq_steps_starts() (Tristan's free move when it may be free): a screen
 * that moves a knight by a press on the place itself asks this.
 *
 * Returns: %TRUE if the current decision offers that move
 */
gboolean
sq_steps_move (const SqState *s,
               guint          place,
               SqAction      *action)
{
  g_return_val_if_fail (s != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (place >= SQ_PLACE_NONE || sq_state_get_decision (s) != SQ_DECISION_HEROIC)
    return FALSE;
  move_start (s, place, action);
  return sq_steps_can_complete (s, action);
}

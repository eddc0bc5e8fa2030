/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Lists the legal actions at the current decision point. Heroic actions
 * are generated broadly and filtered through the same check sq_apply()
 * uses (here); answers to other decisions are built legal
 * (sq-legal-answers.c). */

#include "sq-legal-private.h"

SqAction *
sq_legal_emit (SqLegalList  *l,
               SqActionType  type)
{
  static SqAction overflow;

  if (l->n >= l->max)
    {
      sq_action_init (&overflow, type);
      return &overflow;
    }
  sq_action_init (&l->out[l->n], type);
  l->out[l->n].seat = l->seat;
  return &l->out[l->n++];
}

/* What the seat can show: its hand (virtual), or what the pool could
 * supply, capped by the hand's size (physical). */
void
sq_hand_faces (const SqState *s,
               guint          seat,
               guint         *counts)
{
  memset (counts, 0, sizeof (guint) * SQ_N_FACES);
  if (s->setup.white_deck == SQ_DECK_VIRTUAL)
    {
      for (guint i = 0; i < s->seats[seat].hand.n; i++)
        counts[sq_card_face (s->seats[seat].hand.c[i])]++;
      return;
    }
  for (guint i = 0; i < s->white_draw.n; i++)
    counts[sq_card_face (s->white_draw.c[i])]++;
  for (guint f = 0; f < SQ_N_FACES; f++)
    counts[f] = MIN (counts[f], s->seats[seat].hand_count);
}

/* every multiset of exactly @size white faces drawn from @counts */
void
sq_legal_emit_multisets (SqLegalList  *l,
                         SqActionType  type,
                         const guint  *counts,
                         guint         size,
                         guint         first_face,
                         guint         last_face,
                         SqAction     *proto)
{
  guint8 pick[SQ_ACTION_MAX_CARDS];
  guint used[SQ_N_FACES] = { 0 };
  gint depth = 0;
  guint face[SQ_ACTION_MAX_CARDS];

  if (size == 0 || size > SQ_ACTION_MAX_CARDS)
    return;
  face[0] = first_face;
  while (depth >= 0)
    {
      if (face[depth] > last_face)
        {
          depth--;
          if (depth >= 0)
            {
              used[face[depth]]--;
              face[depth]++;
            }
          continue;
        }
      if (used[face[depth]] >= counts[face[depth]])
        {
          face[depth]++;
          continue;
        }
      used[face[depth]]++;
      pick[depth] = face[depth];
      if ((guint) depth + 1 == size)
        {
          SqAction *a = sq_legal_emit (l, type);
          *a = *proto;
          a->type = type;
          a->n_cards = size;
          memcpy (a->cards, pick, size);
          used[face[depth]]--;
          face[depth]++;
          if (l->n >= l->max)
            return;
        }
      else
        {
          face[depth + 1] = face[depth];
          depth++;
        }
    }
}

static void
try_heroic (SqLegalList    *l,
            const SqState  *s,
            const SqAction *a)
{
  if (l->n < l->max && sq_check_heroic (s, a, NULL))
    {
      l->out[l->n] = *a;
      l->n++;
    }
}

/* A: moves, Tristan's free one too */
static void
list_moves (SqLegalList   *l,
            const SqState *s,
            const guint   *counts)
{
  guint seat = s->current;
  SqAction a;

  for (guint p = 0; p < SQ_PLACE_NONE; p++)
    {
      sq_action_init (&a, SQ_ACTION_MOVE);
      a.seat = seat;
      a.quest = p;
      try_heroic (l, s, &a);
      if (sq_free_move_ok (s, p))
        {
          a.flags = SQ_ACTION_FLAG_FREE;
          try_heroic (l, s, &a);
        }
    }
}

/* B: the quest action where he stands */
static void
list_quest_action (SqLegalList   *l,
                   const SqState *s,
                   const guint   *counts)
{
  guint seat = s->current;
  const SqSeat *st = &s->seats[seat];
  SqAction a;

  switch (st->place)
    {
    case SQ_PLACE_BLACK_KNIGHT:
    case SQ_PLACE_LANCELOT:
    case SQ_PLACE_DRAGON:
      for (guint f = SQ_FACE_FIGHT_1; f <= SQ_FACE_FIGHT_5; f++)
        if (counts[f])
          for (gint g = 0; g < 3; g++)
            {
              sq_action_init (&a, SQ_ACTION_PLAY_FIGHT);
              a.seat = seat;
              a.quest = st->place;
              a.n_cards = 1;
              a.cards[0] = f;
              a.group = g;
              try_heroic (l, s, &a);
            }
      break;
    case SQ_PLACE_PICTS:
    case SQ_PLACE_SAXONS:
      {
        guint next;
        if (sq_war_next_value (s, st->place, &next) && counts[SQ_FACE_FIGHT_1 + next - 1])
          {
            sq_action_init (&a, SQ_ACTION_PLAY_FIGHT);
            a.seat = seat;
            a.quest = st->place;
            a.n_cards = 1;
            a.cards[0] = SQ_FACE_FIGHT_1 + next - 1;
            try_heroic (l, s, &a);
          }
      }
      break;
    case SQ_PLACE_GRAIL:
      sq_action_init (&a, SQ_ACTION_PLAY_GRAIL);
      a.seat = seat;
      a.quest = SQ_QUEST_GRAIL;
      a.n_cards = 1;
      a.cards[0] = SQ_FACE_GRAIL;
      try_heroic (l, s, &a);
      break;
    case SQ_PLACE_EXCALIBUR:
      for (guint f = 0; f <= SQ_FACE_CLAIRVOYANCE; f++)
        if (counts[f])
          {
            sq_action_init (&a, SQ_ACTION_EXCALIBUR_DISCARD);
            a.seat = seat;
            a.quest = SQ_QUEST_EXCALIBUR;
            a.n_cards = 1;
            a.cards[0] = f;
            try_heroic (l, s, &a);
          }
      break;
    case SQ_PLACE_ROUND_TABLE:
    case SQ_PLACE_SIEGE:
      sq_action_init (&a, SQ_ACTION_DRAW_WHITE);
      a.seat = seat;
      try_heroic (l, s, &a);
      if (s->siege > 0 && sq_heroic_budget (s, SQ_HEROIC_QUEST, FALSE, NULL))
        {
          guint total = 0;
          guint fights[SQ_N_FACES] = { 0 };
          for (guint f = SQ_FACE_FIGHT_1; f <= SQ_FACE_FIGHT_5; f++)
            fights[f] = counts[f];
          if (s->setup.white_deck == SQ_DECK_PHYSICAL)
            for (guint f = SQ_FACE_FIGHT_1; f <= SQ_FACE_FIGHT_5; f++)
              fights[f] = MIN (fights[f], 1);
          for (guint f = SQ_FACE_FIGHT_1; f <= SQ_FACE_FIGHT_5; f++)
            total += fights[f];
          sq_action_init (&a, SQ_ACTION_FIGHT_SIEGE);
          a.seat = seat;
          for (guint size = 1; size <= MIN (MIN (total, SQ_ACTION_MAX_CARDS), sq_state_get_hand_size (s, seat)); size++)
            sq_legal_emit_multisets (l, SQ_ACTION_FIGHT_SIEGE, fights, size, SQ_FACE_FIGHT_1, SQ_FACE_FIGHT_5, &a);
        }
      break;
    case SQ_PLACE_NONE:
    default:
      break;
    }
}

/* C: special white cards, and Galahad's free one */
static void
list_specials (SqLegalList   *l,
               const SqState *s,
               const guint   *counts)
{
  guint seat = s->current;
  const SqSeat *st = &s->seats[seat];
  SqAction a;

  for (guint f = SQ_FACE_MERLIN; f <= SQ_FACE_CLAIRVOYANCE; f++)
    {
      if (!counts[f])
        continue;
      for (guint free_it = 0; free_it < 2; free_it++)
        {
          if (free_it && (st->knight != SQ_KNIGHT_GALAHAD || s->galahad_free_used))
            break;
          sq_action_init (&a, SQ_ACTION_PLAY_SPECIAL);
          a.seat = seat;
          a.n_cards = 1;
          a.cards[0] = f;
          a.flags = free_it ? SQ_ACTION_FLAG_FREE : 0;
          if (f == SQ_FACE_MERLIN)
            for (guint p = 0; p <= SQ_PLACE_SIEGE; p++)
              {
                a.quest = p;
                try_heroic (l, s, &a);
              }
          else if (f == SQ_FACE_HEROISM)
            for (guint q = 0; q < SQ_N_QUESTS; q++)
              {
                a.quest = q;
                try_heroic (l, s, &a);
              }
          else if (f == SQ_FACE_PIETY || f == SQ_FACE_REINFORCEMENTS)
            for (guint o = 0; o < 2; o++)
              {
                a.option = o;
                try_heroic (l, s, &a);
              }
          else
            try_heroic (l, s, &a);
        }
    }
}

/* D: heal, E: accuse */
static void
list_heal_and_accuse (SqLegalList   *l,
                      const SqState *s,
                      const guint   *counts)
{
  guint seat = s->current;
  SqAction a;

  for (guint f = 0; f <= SQ_FACE_CLAIRVOYANCE; f++)
    if (counts[f] >= 3)
      {
        sq_action_init (&a, SQ_ACTION_HEAL);
        a.seat = seat;
        a.n_cards = 3;
        a.cards[0] = a.cards[1] = a.cards[2] = f;
        try_heroic (l, s, &a);
      }


  /* E: accuse */
  for (guint t = 0; t < s->n_seats; t++)
    {
      sq_action_init (&a, SQ_ACTION_ACCUSE);
      a.seat = seat;
      a.target = t;
      try_heroic (l, s, &a);
    }
}

/* powers that are not actions: Arthur's swap, Bedivere's Merlin */
static void
list_powers (SqLegalList   *l,
             const SqState *s,
             const guint   *counts)
{
  guint seat = s->current;
  const SqSeat *st = &s->seats[seat];
  SqAction a;

  if (st->knight == SQ_KNIGHT_ARTHUR && !s->arthur_swapped && sq_state_get_hand_size (s, seat) > 0)
    for (guint t = 0; t < s->n_seats; t++)
      {
        if (t == seat || !sq_is_active_knight (s, t) || sq_state_get_hand_size (s, t) == 0)
          continue;
        if (s->setup.white_deck == SQ_DECK_PHYSICAL)
          {
            SqAction *x = sq_legal_emit (l, SQ_ACTION_ARTHUR_SWAP);
            x->target = t;
            x->n_cards = 1;
            x->cards[0] = SQ_NO_CARD;
            continue;
          }
        for (guint f = 0; f <= SQ_FACE_CLAIRVOYANCE; f++)
          if (counts[f])
            {
              SqAction *x = sq_legal_emit (l, SQ_ACTION_ARTHUR_SWAP);
              x->target = t;
              x->n_cards = 1;
              x->cards[0] = f;
            }
      }
  if (st->knight == SQ_KNIGHT_BEDIVERE && s->setup.options.bedivere_power && !s->bedivere_used &&
      sq_pile_count_face (s->white_discard.c, s->white_discard.n, SQ_FACE_MERLIN) > 0 &&
      sq_state_get_hand_size (s, seat) >= 3)
    {
      sq_action_init (&a, SQ_ACTION_BEDIVERE);
      a.seat = seat;
      if (s->setup.white_deck == SQ_DECK_PHYSICAL)
        {
          SqAction *x = sq_legal_emit (l, SQ_ACTION_BEDIVERE);
          x->n_cards = 3;
          memset (x->cards, SQ_NO_CARD, 3);
        }
      else
        sq_legal_emit_multisets (l, SQ_ACTION_BEDIVERE, counts, 3, 0, SQ_FACE_CLAIRVOYANCE, &a);
    }
}

void
sq_legal_list_heroic (SqLegalList   *l,
                      const SqState *s,
                      const SqTask  *top)
{
  guint counts[SQ_N_FACES];
  guint before = l->n;
  gboolean any_heroic;

  sq_hand_faces (s, s->current, counts);
  list_moves (l, s, counts);
  list_quest_action (l, s, counts);
  list_specials (l, s, counts);
  list_heal_and_accuse (l, s, counts);
  any_heroic = l->n > before;

  list_powers (l, s, counts);

  /* the turn may end after one action, or when nothing at all is possible */
  if (s->actions_taken > 0 || !any_heroic)
    sq_legal_emit (l, SQ_ACTION_END_TURN);
}

guint
sq_legal_actions (const SqState *s,
                  SqAction      *out,
                  guint          max)
{
  SqLegalList l = { out, 0, max, SQ_NO_SEAT };
  SqDecision d;
  const SqTask *top;
  SqLegalLister lister;

  g_return_val_if_fail (s != NULL, 0);
  g_return_val_if_fail (out != NULL || max == 0, 0);

  d = sq_state_get_decision (s);
  if (d == SQ_DECISION_NONE)
    return 0;
  top = &s->stack[s->n_stack - 1];
  l.seat = top->seat;

  lister = sq_legal_lister (d);
  if (lister != NULL)
    lister (&l, s, top);

  return l.n;
}

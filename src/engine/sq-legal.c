/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Lists the legal actions at the current decision point. Heroic actions
 * are generated broadly and filtered through the same check sq_apply()
 * uses; answers to other decisions are built legal. */

#include "sq-engine-private.h"

typedef struct {
  SqAction *out;
  guint n;
  guint max;
  gint seat;
} List;

static SqAction *
emit (List        *l,
      SqActionType type)
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
static void
hand_faces (const SqState *s,
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
static void
emit_multisets (List        *l,
                SqActionType type,
                const guint *counts,
                guint        size,
                guint        first_face,
                guint        last_face,
                SqAction    *proto)
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
          SqAction *a = emit (l, type);
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
try_heroic (List           *l,
            const SqState  *s,
            const SqAction *a)
{
  if (l->n < l->max && sq_check_heroic (s, a, NULL))
    {
      l->out[l->n] = *a;
      l->n++;
    }
}

static void
list_heroic (List          *l,
             const SqState *s)
{
  guint seat = s->current;
  const SqSeat *st = &s->seats[seat];
  guint counts[SQ_N_FACES];
  SqAction a;
  guint before = l->n;
  gboolean any_heroic;

  hand_faces (s, seat, counts);

  /* A: moves */
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

  /* B: the quest action where he stands */
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
            emit_multisets (l, SQ_ACTION_FIGHT_SIEGE, fights, size, SQ_FACE_FIGHT_1, SQ_FACE_FIGHT_5, &a);
        }
      break;
    case SQ_PLACE_NONE:
    default:
      break;
    }

  /* C: special white cards, and Galahad's free one */
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

  /* D: heal */
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

  any_heroic = l->n > before;

  /* powers that are not actions */
  if (st->knight == SQ_KNIGHT_ARTHUR && !s->arthur_swapped && sq_state_get_hand_size (s, seat) > 0)
    for (guint t = 0; t < s->n_seats; t++)
      {
        if (t == seat || !sq_is_active_knight (s, t) || sq_state_get_hand_size (s, t) == 0)
          continue;
        if (s->setup.white_deck == SQ_DECK_PHYSICAL)
          {
            SqAction *x = emit (l, SQ_ACTION_ARTHUR_SWAP);
            x->target = t;
            x->n_cards = 1;
            x->cards[0] = SQ_NO_CARD;
            continue;
          }
        for (guint f = 0; f <= SQ_FACE_CLAIRVOYANCE; f++)
          if (counts[f])
            {
              SqAction *x = emit (l, SQ_ACTION_ARTHUR_SWAP);
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
          SqAction *x = emit (l, SQ_ACTION_BEDIVERE);
          x->n_cards = 3;
          memset (x->cards, SQ_NO_CARD, 3);
        }
      else
        emit_multisets (l, SQ_ACTION_BEDIVERE, counts, 3, 0, SQ_FACE_CLAIRVOYANCE, &a);
    }

  /* the turn may end after one action, or when nothing at all is possible */
  if (s->actions_taken > 0 || !any_heroic)
    emit (l, SQ_ACTION_END_TURN);
}

void
sq_hand_faces (const SqState *s,
               guint          seat,
               guint         *counts)
{
  hand_faces (s, seat, counts);
}

static void
list_merlin_cancel (List          *l,
                    const SqState *s)
{
  guint avail[SQ_MAX_SEATS] = { 0 };

  emit (l, SQ_ACTION_NO_CANCEL);
  if (s->setup.white_deck == SQ_DECK_PHYSICAL &&
      sq_pile_count_face (s->white_draw.c, s->white_draw.n, SQ_FACE_MERLIN) < 3)
    return;
  for (guint i = 0; i < s->n_seats; i++)
    if (sq_is_active_knight (s, i))
      {
        guint counts[SQ_N_FACES];
        hand_faces (s, i, counts);
        avail[i] = MIN (counts[SQ_FACE_MERLIN], 3);
      }
  /* every way three Merlins can be split among the knights */
  for (guint a = 0; a < s->n_seats; a++)
    for (guint ca = 1; ca <= avail[a]; ca++)
      {
        if (ca == 3)
          {
            SqAction *x = emit (l, SQ_ACTION_MERLIN_CANCEL);
            x->n_seats = 1;
            x->seats[0] = a;
            x->counts[0] = 3;
            continue;
          }
        for (guint b = a + 1; b < s->n_seats; b++)
          for (guint cb = 1; cb <= avail[b] && ca + cb <= 3; cb++)
            {
              if (ca + cb == 3)
                {
                  SqAction *x = emit (l, SQ_ACTION_MERLIN_CANCEL);
                  x->n_seats = 2;
                  x->seats[0] = a;
                  x->counts[0] = ca;
                  x->seats[1] = b;
                  x->counts[1] = cb;
                  continue;
                }
              for (guint c = b + 1; c < s->n_seats; c++)
                if (avail[c] >= 1)
                  {
                    SqAction *x = emit (l, SQ_ACTION_MERLIN_CANCEL);
                    x->n_seats = 3;
                    x->seats[0] = a;
                    x->counts[0] = 1;
                    x->seats[1] = b;
                    x->counts[1] = 1;
                    x->seats[2] = c;
                    x->counts[2] = 1;
                  }
            }
      }
}

static void
list_share (List          *l,
            const SqState *s,
            SqDecision     d,
            guint          eligible)
{
  guint n = 0;
  guint m = 0;
  gint seats[SQ_MAX_SEATS];
  guint combos = 1;
  SqAction *x = emit (l, SQ_ACTION_SHARE);

  x->flags = SQ_ACTION_FLAG_RANDOM;
  for (guint i = 0; i < s->n_limbo; i++)
    if ((d == SQ_DECISION_SPOILS && s->limbo_owner[i] == SQ_LIMBO_SPOILS) ||
        (d == SQ_DECISION_OPENING_SHARE && s->limbo_owner[i] >= 0))
      n++;
  for (guint i = 0; i < s->n_seats; i++)
    if (eligible & (1u << i))
      seats[m++] = i;
  for (guint i = 0; i < n && combos <= l->max; i++)
    combos *= m;
  if (m == 0 || n == 0 || combos > l->max - l->n)
    return;
  /* every assignment of the cards to the eligible knights */
  for (guint k = 0; k < combos; k++)
    {
      guint code = k;
      x = emit (l, SQ_ACTION_SHARE);
      x->n_seats = n;
      for (guint i = 0; i < n; i++)
        {
          x->seats[i] = seats[code % m];
          code /= m;
        }
    }
}

guint
sq_legal_actions (const SqState *s,
                  SqAction      *out,
                  guint          max)
{
  List l = { out, 0, max, SQ_NO_SEAT };
  SqDecision d;
  const SqTask *top;
  guint counts[SQ_N_FACES];

  g_return_val_if_fail (s != NULL, 0);
  g_return_val_if_fail (out != NULL || max == 0, 0);

  d = sq_state_get_decision (s);
  if (d == SQ_DECISION_NONE)
    return 0;
  top = &s->stack[s->n_stack - 1];
  l.seat = top->seat;

  switch (d)
    {
    case SQ_DECISION_OPENING_OFFER:
      hand_faces (s, top->seat, counts);
      for (guint f = 0; f <= SQ_FACE_CLAIRVOYANCE; f++)
        if (counts[f])
          {
            SqAction *x = emit (&l, SQ_ACTION_OFFER);
            x->n_cards = 1;
            x->cards[0] = f;
          }
      break;

    case SQ_DECISION_OPENING_SHARE:
      {
        guint eligible = 0;
        for (guint i = 0; i < s->n_seats; i++)
          if (sq_is_active_knight (s, i))
            eligible |= 1u << i;
        list_share (&l, s, d, eligible);
      }
      break;

    case SQ_DECISION_SPOILS:
      list_share (&l, s, d, top->b);
      break;

    case SQ_DECISION_EVIL:
      if (s->black_draw.n + s->black_discard.n > 0)
        emit (&l, SQ_ACTION_DRAW_BLACK);
      emit (&l, SQ_ACTION_ADD_SIEGE);
      emit (&l, SQ_ACTION_LOSE_LIFE);
      if (s->seats[top->seat].knight == SQ_KNIGHT_PERCIVAL && !s->peeked && s->black_draw.n > 0)
        emit (&l, SQ_ACTION_PEEK);
      if (sq_can_join (s))
        {
          SqAction *x = emit (&l, SQ_ACTION_JOIN);
          x->flags = SQ_ACTION_FLAG_RANDOM;
        }
      for (guint i = 0; i < s->n_seats; i++)
        if (s->seats[i].in_game && s->seats[i].alive)
          {
            SqAction *x = emit (&l, SQ_ACTION_LEAVE);
            x->target = i;
          }
      break;

    case SQ_DECISION_TRAITOR_EVIL:
      if (s->black_draw.n + s->black_discard.n > 0)
        emit (&l, SQ_ACTION_DRAW_BLACK);
      emit (&l, SQ_ACTION_ADD_SIEGE);
      for (guint i = 0; i < s->n_seats; i++)
        if (s->seats[i].in_game && s->seats[i].alive)
          {
            SqAction *x = emit (&l, SQ_ACTION_LEAVE);
            x->target = i;
          }
      break;

    case SQ_DECISION_TRAITOR_STEAL:
      for (guint i = 0; i < s->n_seats; i++)
        if ((gint) i != top->seat && sq_is_active_knight (s, i) && sq_state_get_hand_size (s, i) > 0)
          {
            SqAction *x = emit (&l, SQ_ACTION_TRAITOR_STEAL);
            x->target = i;
            if (s->setup.white_deck == SQ_DECK_PHYSICAL)
              {
                x->n_cards = 1;
                x->cards[0] = SQ_NO_CARD;
              }
          }
      break;

    case SQ_DECISION_ARMOR_CHOOSE:
      {
        SqActionType type = top->c ? SQ_ACTION_ARMOR_BOTTOM : SQ_ACTION_ARMOR_KEEP;
        SqFace f1 = sq_card_face (top->a);
        SqFace f2 = sq_card_face (top->b);
        SqAction *x = emit (&l, type);
        x->n_cards = 1;
        x->cards[0] = f1;
        if (f2 != f1)
          {
            x = emit (&l, type);
            x->n_cards = 1;
            x->cards[0] = f2;
          }
      }
      break;

    case SQ_DECISION_ENTER_BLACK:
      for (guint f = SQ_FACE_BLACK_KNIGHT_1; f <= SQ_FACE_VIVIEN; f++)
        if (sq_black_entry_ok (s, f, SQ_QUEST_NONE))
          {
            SqAction *x = emit (&l, SQ_ACTION_ENTER_BLACK);
            x->n_cards = 1;
            x->cards[0] = f;
          }
      /* a combat card laid face down without being entered */
      for (guint q = SQ_QUEST_BLACK_KNIGHT; q <= SQ_QUEST_DRAGON; q++)
        if (sq_unknown_lay_ok (s, q, FALSE, NULL))
          emit (&l, SQ_ACTION_PLACE_FACE_DOWN)->quest = q;
      break;

    case SQ_DECISION_REVEAL_BLACK:
      for (guint f = SQ_FACE_BLACK_KNIGHT_1; f <= SQ_FACE_LANCELOT_7_11; f++)
        if (sq_unknown_may_be (s, f))
          {
            SqAction *x = emit (&l, SQ_ACTION_REVEAL_BLACK);
            x->n_cards = 1;
            x->cards[0] = f;
          }
      break;

    case SQ_DECISION_MERLIN_CANCEL:
      if (s->vivien == SQ_NO_CARD)
        list_merlin_cancel (&l, s);
      else
        emit (&l, SQ_ACTION_NO_CANCEL);
      break;

    case SQ_DECISION_EXCALIBUR_CANCEL:
      emit (&l, SQ_ACTION_EXCALIBUR_CANCEL);
      emit (&l, SQ_ACTION_NO_CANCEL);
      break;

    case SQ_DECISION_PLACE_COMBAT:
      emit (&l, SQ_ACTION_PLACE_FACE_UP);
      emit (&l, SQ_ACTION_PLACE_FACE_DOWN);
      break;

    case SQ_DECISION_CHOOSE_WAR:
      emit (&l, SQ_ACTION_CHOOSE_WAR)->quest = SQ_QUEST_PICTS;
      emit (&l, SQ_ACTION_CHOOSE_WAR)->quest = SQ_QUEST_SAXONS;
      break;

    case SQ_DECISION_MORGAN_VOLUNTEER:
      emit (&l, SQ_ACTION_NO_VOLUNTEER);
      for (guint i = 0; i < s->n_seats; i++)
        if (sq_is_active_knight (s, i) &&
            (top->a != SQ_FACE_MORGAN_DISCARD || sq_state_get_hand_size (s, i) >= 3))
          emit (&l, SQ_ACTION_VOLUNTEER)->target = i;
      break;

    case SQ_DECISION_DISCARD:
      {
        guint need = MIN (top->a, sq_state_get_hand_size (s, top->seat));
        SqAction proto;

        if (need == 0)
          {
            emit (&l, SQ_ACTION_DISCARD);
            break;
          }
        if (s->setup.white_deck == SQ_DECK_PHYSICAL)
          {
            SqAction *x = emit (&l, SQ_ACTION_DISCARD);
            x->n_cards = need;
            memset (x->cards, SQ_NO_CARD, need);
            break;
          }
        hand_faces (s, top->seat, counts);
        sq_action_init (&proto, SQ_ACTION_DISCARD);
        proto.seat = top->seat;
        emit_multisets (&l, SQ_ACTION_DISCARD, counts, need, 0, SQ_FACE_CLAIRVOYANCE, &proto);
      }
      break;

    case SQ_DECISION_HEROIC:
      list_heroic (&l, s);
      break;

    case SQ_DECISION_ARTHUR_ANSWER:
      if (s->setup.white_deck == SQ_DECK_PHYSICAL)
        {
          SqAction *x = emit (&l, SQ_ACTION_ARTHUR_GIVE);
          x->n_cards = 1;
          x->cards[0] = SQ_NO_CARD;
          break;
        }
      hand_faces (s, top->seat, counts);
      for (guint f = 0; f <= SQ_FACE_CLAIRVOYANCE; f++)
        if (counts[f])
          {
            SqAction *x = emit (&l, SQ_ACTION_ARTHUR_GIVE);
            x->n_cards = 1;
            x->cards[0] = f;
          }
      break;

    case SQ_DECISION_D8:
      if (s->setup.dice == SQ_DECK_VIRTUAL)
        emit (&l, SQ_ACTION_ROLL_D8);
      else
        for (guint v = 1; v <= 8; v++)
          emit (&l, SQ_ACTION_ROLL_D8)->value = v;
      break;

    case SQ_DECISION_KAY:
      emit (&l, SQ_ACTION_KAY_PASS);
      hand_faces (s, top->seat, counts);
      for (guint f = SQ_FACE_FIGHT_1; f <= SQ_FACE_FIGHT_5; f++)
        if (counts[f])
          {
            SqAction *x = emit (&l, SQ_ACTION_KAY_ADD);
            x->n_cards = 1;
            x->cards[0] = f;
          }
      break;

    case SQ_DECISION_GRAIL_OFFER:
      emit (&l, SQ_ACTION_GRAIL_GIVE);
      emit (&l, SQ_ACTION_GRAIL_KEEP);
      break;

    case SQ_DECISION_CONVOCATION:
      {
        gint away[SQ_MAX_SEATS];
        guint m = 0;
        for (guint i = 0; i < s->n_seats; i++)
          if (sq_is_active_knight (s, i) && s->seats[i].place != SQ_PLACE_ROUND_TABLE &&
              s->seats[i].place != SQ_PLACE_SIEGE)
            away[m++] = i;
        for (guint mask = 0; mask < (1u << m); mask++)
          {
            SqAction *x = emit (&l, SQ_ACTION_CONVOCATION);
            for (guint i = 0; i < m; i++)
              if (mask & (1u << i))
                x->seats[x->n_seats++] = away[i];
          }
      }
      break;

    case SQ_DECISION_MESSENGER:
      hand_faces (s, top->seat, counts);
      for (guint t = 0; t < s->n_seats; t++)
        {
          SqAction proto;
          if ((gint) t == top->seat || !sq_is_active_knight (s, t))
            continue;
          sq_action_init (&proto, SQ_ACTION_MESSENGER);
          proto.seat = top->seat;
          proto.target = t;
          if (s->setup.white_deck == SQ_DECK_PHYSICAL)
            {
              for (guint k = 1; k <= MIN (3, sq_state_get_hand_size (s, top->seat)); k++)
                {
                  SqAction *x = emit (&l, SQ_ACTION_MESSENGER);
                  *x = proto;
                  x->n_cards = k;
                  memset (x->cards, SQ_NO_CARD, k);
                }
              continue;
            }
          for (guint k = 1; k <= 3; k++)
            emit_multisets (&l, SQ_ACTION_MESSENGER, counts, k, 0, SQ_FACE_CLAIRVOYANCE, &proto);
        }
      break;

    case SQ_DECISION_CLAIRVOYANCE:
      {
        guint k = MIN (5, s->black_draw.n);
        guint black[SQ_N_FACES] = { 0 };
        SqAction proto;
        for (guint i = 0; i < k; i++)
          black[sq_card_face (s->black_draw.c[s->black_draw.n - 1 - i])]++;
        sq_action_init (&proto, SQ_ACTION_CLAIRVOYANCE);
        proto.seat = top->seat;
        /* orders of a multiset: multiset permutations via the same walker
         * would lose order, so enumerate k-permutations directly */
        {
          guint8 pick[5];
          guint used[SQ_N_FACES] = { 0 };
          guint face[5];
          gint depth = 0;
          face[0] = 0;
          while (depth >= 0 && k > 0)
            {
              if (face[depth] >= SQ_N_FACES)
                {
                  depth--;
                  if (depth >= 0)
                    {
                      used[face[depth]]--;
                      face[depth]++;
                    }
                  continue;
                }
              if (used[face[depth]] >= black[face[depth]])
                {
                  face[depth]++;
                  continue;
                }
              used[face[depth]]++;
              pick[depth] = face[depth];
              if ((guint) depth + 1 == k)
                {
                  SqAction *x = emit (&l, SQ_ACTION_CLAIRVOYANCE);
                  *x = proto;
                  x->n_cards = k;
                  memcpy (x->cards, pick, k);
                  used[face[depth]]--;
                  face[depth]++;
                }
              else
                {
                  face[depth + 1] = 0;
                  depth++;
                }
            }
        }
      }
      break;

    case SQ_DECISION_KNIGHT_SQUIRE:
      for (guint i = 0; i < s->n_seats; i++)
        if ((top->b & (1u << i)) && s->seats[i].knight == SQ_KNIGHT_SQUIRE && sq_is_active_knight (s, i) &&
            s->n_knights_box > 0)
          {
            SqAction *x = emit (&l, SQ_ACTION_KNIGHT_SQUIRE);
            x->target = i;
            x->flags = SQ_ACTION_FLAG_RANDOM;
            for (guint k = 0; k < s->n_knights_box; k++)
              {
                x = emit (&l, SQ_ACTION_KNIGHT_SQUIRE);
                x->target = i;
                x->knight = s->knights_box[k];
              }
          }
      break;

    case SQ_DECISION_NONE:
    case SQ_N_DECISIONS:
    default:
      break;
    }

  return l.n;
}

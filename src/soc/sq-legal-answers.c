/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The legal answers to every decision but the heroic phase, built legal:
 * one lister a decision, behind a table. */

#include "sq-legal-private.h"

/* No cancel, or every way three Merlins can come from the knights */
static void
list_merlin_splits (SqLegalList   *l,
                    const SqState *s)
{
  guint avail[SQ_MAX_SEATS] = { 0 };

  sq_legal_emit (l, SQ_ACTION_NO_CANCEL);
  if (s->setup.white_deck == SQ_DECK_PHYSICAL &&
      sq_pile_count_face (s->white_draw.c, s->white_draw.n, SQ_FACE_MERLIN) < 3)
    return;
  for (guint i = 0; i < s->n_seats; i++)
    if (sq_is_active_knight (s, i))
      {
        guint counts[SQ_N_FACES];
        sq_hand_faces (s, i, counts);
        avail[i] = MIN (counts[SQ_FACE_MERLIN], 3);
      }
  /* every way three Merlins can be split among the knights */
  for (guint a = 0; a < s->n_seats; a++)
    for (guint ca = 1; ca <= avail[a]; ca++)
      {
        if (ca == 3)
          {
            SqAction *x = sq_legal_emit (l, SQ_ACTION_MERLIN_CANCEL);
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
                  SqAction *x = sq_legal_emit (l, SQ_ACTION_MERLIN_CANCEL);
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
                    SqAction *x = sq_legal_emit (l, SQ_ACTION_MERLIN_CANCEL);
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
list_share (SqLegalList   *l,
            const SqState *s,
            SqDecision     d,
            guint          eligible)
{
  guint n = 0;
  guint m = 0;
  gint seats[SQ_MAX_SEATS];
  guint combos = 1;
  SqAction *x = sq_legal_emit (l, SQ_ACTION_SHARE);

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
      x = sq_legal_emit (l, SQ_ACTION_SHARE);
      x->n_seats = n;
      for (guint i = 0; i < n; i++)
        {
          x->seats[i] = seats[code % m];
          code /= m;
        }
    }
}

static void
list_opening_offer (SqLegalList   *l,
                    const SqState *s,
                    const SqTask  *top)
{
  guint counts[SQ_N_FACES];

  sq_hand_faces (s, top->seat, counts);
  for (guint f = 0; f <= SQ_FACE_CLAIRVOYANCE; f++)
    if (counts[f])
      {
        SqAction *x = sq_legal_emit (l, SQ_ACTION_OFFER);
        x->n_cards = 1;
        x->cards[0] = f;
      }
}

static void
list_opening_share (SqLegalList   *l,
                    const SqState *s,
                    const SqTask  *top)
{
  guint eligible = 0;

  for (guint i = 0; i < s->n_seats; i++)
    if (sq_is_active_knight (s, i))
      eligible |= 1u << i;
  list_share (l, s, SQ_DECISION_OPENING_SHARE, eligible);
}

static void
list_spoils (SqLegalList   *l,
             const SqState *s,
             const SqTask  *top)
{
  list_share (l, s, SQ_DECISION_SPOILS, top->b);
}

static void
list_evil (SqLegalList   *l,
           const SqState *s,
           const SqTask  *top)
{
  if (s->black_draw.n + s->black_discard.n > 0)
    sq_legal_emit (l, SQ_ACTION_DRAW_BLACK);
  sq_legal_emit (l, SQ_ACTION_ADD_SIEGE);
  sq_legal_emit (l, SQ_ACTION_LOSE_LIFE);
  if (s->seats[top->seat].knight == SQ_KNIGHT_PERCIVAL && !s->peeked && s->black_draw.n > 0)
    sq_legal_emit (l, SQ_ACTION_PEEK);
  if (sq_can_join (s))
    {
      SqAction *x = sq_legal_emit (l, SQ_ACTION_JOIN);
      x->flags = SQ_ACTION_FLAG_RANDOM;
    }
  for (guint i = 0; i < s->n_seats; i++)
    if (s->seats[i].in_game && s->seats[i].alive)
      {
        SqAction *x = sq_legal_emit (l, SQ_ACTION_LEAVE);
        x->target = i;
      }
}

static void
list_traitor_evil (SqLegalList   *l,
                   const SqState *s,
                   const SqTask  *top)
{
  if (s->black_draw.n + s->black_discard.n > 0)
    sq_legal_emit (l, SQ_ACTION_DRAW_BLACK);
  sq_legal_emit (l, SQ_ACTION_ADD_SIEGE);
  for (guint i = 0; i < s->n_seats; i++)
    if (s->seats[i].in_game && s->seats[i].alive)
      {
        SqAction *x = sq_legal_emit (l, SQ_ACTION_LEAVE);
        x->target = i;
      }
}

static void
list_traitor_steal (SqLegalList   *l,
                    const SqState *s,
                    const SqTask  *top)
{
  for (guint i = 0; i < s->n_seats; i++)
    if ((gint) i != top->seat && sq_is_active_knight (s, i) && sq_state_get_hand_size (s, i) > 0)
      {
        SqAction *x = sq_legal_emit (l, SQ_ACTION_TRAITOR_STEAL);
        x->target = i;
        if (s->setup.white_deck == SQ_DECK_PHYSICAL)
          {
            x->n_cards = 1;
            x->cards[0] = SQ_NO_CARD;
          }
      }
}

static void
list_armor_choose (SqLegalList   *l,
                   const SqState *s,
                   const SqTask  *top)
{
  SqActionType type = top->c ? SQ_ACTION_ARMOR_BOTTOM : SQ_ACTION_ARMOR_KEEP;
  SqFace f1 = sq_card_face (top->a);
  SqFace f2 = sq_card_face (top->b);
  SqAction *x = sq_legal_emit (l, type);
  x->n_cards = 1;
  x->cards[0] = f1;
  if (f2 != f1)
    {
      x = sq_legal_emit (l, type);
      x->n_cards = 1;
      x->cards[0] = f2;
    }
}

static void
list_enter_black (SqLegalList   *l,
                  const SqState *s,
                  const SqTask  *top)
{
  for (guint f = SQ_FACE_BLACK_KNIGHT_1; f <= SQ_FACE_VIVIEN; f++)
    if (sq_black_entry_ok (s, f, SQ_QUEST_NONE))
      {
        SqAction *x = sq_legal_emit (l, SQ_ACTION_ENTER_BLACK);
        x->n_cards = 1;
        x->cards[0] = f;
      }
  /* a combat card laid face down without being entered */
  for (guint q = SQ_QUEST_BLACK_KNIGHT; q <= SQ_QUEST_DRAGON; q++)
    if (sq_unknown_lay_ok (s, q, FALSE, NULL))
      sq_legal_emit (l, SQ_ACTION_PLACE_FACE_DOWN)->quest = q;
}

static void
list_reveal_black (SqLegalList   *l,
                   const SqState *s,
                   const SqTask  *top)
{
  for (guint f = SQ_FACE_BLACK_KNIGHT_1; f <= SQ_FACE_LANCELOT_7_11; f++)
    if (sq_unknown_may_be (s, f))
      {
        SqAction *x = sq_legal_emit (l, SQ_ACTION_REVEAL_BLACK);
        x->n_cards = 1;
        x->cards[0] = f;
      }
}

static void
list_merlin_cancel (SqLegalList   *l,
                    const SqState *s,
                    const SqTask  *top)
{
  if (s->vivien == SQ_NO_CARD)
    list_merlin_splits (l, s);
  else
    sq_legal_emit (l, SQ_ACTION_NO_CANCEL);
}

static void
list_excalibur_cancel (SqLegalList   *l,
                       const SqState *s,
                       const SqTask  *top)
{
  sq_legal_emit (l, SQ_ACTION_EXCALIBUR_CANCEL);
  sq_legal_emit (l, SQ_ACTION_NO_CANCEL);
}

static void
list_place_combat (SqLegalList   *l,
                   const SqState *s,
                   const SqTask  *top)
{
  sq_legal_emit (l, SQ_ACTION_PLACE_FACE_UP);
  sq_legal_emit (l, SQ_ACTION_PLACE_FACE_DOWN);
}

static void
list_choose_war (SqLegalList   *l,
                 const SqState *s,
                 const SqTask  *top)
{
  sq_legal_emit (l, SQ_ACTION_CHOOSE_WAR)->quest = SQ_QUEST_PICTS;
  sq_legal_emit (l, SQ_ACTION_CHOOSE_WAR)->quest = SQ_QUEST_SAXONS;
}

static void
list_morgan_volunteer (SqLegalList   *l,
                       const SqState *s,
                       const SqTask  *top)
{
  sq_legal_emit (l, SQ_ACTION_NO_VOLUNTEER);
  for (guint i = 0; i < s->n_seats; i++)
    if (sq_is_active_knight (s, i) &&
        (top->a != SQ_FACE_MORGAN_DISCARD || sq_state_get_hand_size (s, i) >= 3))
      sq_legal_emit (l, SQ_ACTION_VOLUNTEER)->target = i;
}

static void
list_discard (SqLegalList   *l,
              const SqState *s,
              const SqTask  *top)
{
  guint counts[SQ_N_FACES];
  guint need = MIN (top->a, sq_state_get_hand_size (s, top->seat));
  SqAction proto;

  if (need == 0)
    {
      sq_legal_emit (l, SQ_ACTION_DISCARD);
      return;
    }
  if (s->setup.white_deck == SQ_DECK_PHYSICAL)
    {
      SqAction *x = sq_legal_emit (l, SQ_ACTION_DISCARD);
      x->n_cards = need;
      memset (x->cards, SQ_NO_CARD, need);
      return;
    }
  sq_hand_faces (s, top->seat, counts);
  sq_action_init (&proto, SQ_ACTION_DISCARD);
  proto.seat = top->seat;
  sq_legal_emit_multisets (l, SQ_ACTION_DISCARD, counts, need, 0, SQ_FACE_CLAIRVOYANCE, &proto);
}

static void
list_arthur_answer (SqLegalList   *l,
                    const SqState *s,
                    const SqTask  *top)
{
  guint counts[SQ_N_FACES];

  if (s->setup.white_deck == SQ_DECK_PHYSICAL)
    {
      SqAction *x = sq_legal_emit (l, SQ_ACTION_ARTHUR_GIVE);
      x->n_cards = 1;
      x->cards[0] = SQ_NO_CARD;
      return;
    }
  sq_hand_faces (s, top->seat, counts);
  for (guint f = 0; f <= SQ_FACE_CLAIRVOYANCE; f++)
    if (counts[f])
      {
        SqAction *x = sq_legal_emit (l, SQ_ACTION_ARTHUR_GIVE);
        x->n_cards = 1;
        x->cards[0] = f;
      }
}

static void
list_d8 (SqLegalList   *l,
         const SqState *s,
         const SqTask  *top)
{
  if (s->setup.dice == SQ_DECK_VIRTUAL)
    sq_legal_emit (l, SQ_ACTION_ROLL_D8);
  else
    for (guint v = 1; v <= 8; v++)
      sq_legal_emit (l, SQ_ACTION_ROLL_D8)->value = v;
}

static void
list_kay (SqLegalList   *l,
          const SqState *s,
          const SqTask  *top)
{
  guint counts[SQ_N_FACES];

  sq_legal_emit (l, SQ_ACTION_KAY_PASS);
  sq_hand_faces (s, top->seat, counts);
  for (guint f = SQ_FACE_FIGHT_1; f <= SQ_FACE_FIGHT_5; f++)
    if (counts[f])
      {
        SqAction *x = sq_legal_emit (l, SQ_ACTION_KAY_ADD);
        x->n_cards = 1;
        x->cards[0] = f;
      }
}

static void
list_grail_offer (SqLegalList   *l,
                  const SqState *s,
                  const SqTask  *top)
{
  sq_legal_emit (l, SQ_ACTION_GRAIL_GIVE);
  sq_legal_emit (l, SQ_ACTION_GRAIL_KEEP);
}

static void
list_convocation (SqLegalList   *l,
                  const SqState *s,
                  const SqTask  *top)
{
  gint away[SQ_MAX_SEATS];
  guint m = 0;
  for (guint i = 0; i < s->n_seats; i++)
    if (sq_is_active_knight (s, i) && s->seats[i].place != SQ_PLACE_ROUND_TABLE &&
        s->seats[i].place != SQ_PLACE_SIEGE)
      away[m++] = i;
  for (guint mask = 0; mask < (1u << m); mask++)
    {
      SqAction *x = sq_legal_emit (l, SQ_ACTION_CONVOCATION);
      for (guint i = 0; i < m; i++)
        if (mask & (1u << i))
          x->seats[x->n_seats++] = away[i];
    }
}

static void
list_messenger (SqLegalList   *l,
                const SqState *s,
                const SqTask  *top)
{
  guint counts[SQ_N_FACES];

  sq_hand_faces (s, top->seat, counts);
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
              SqAction *x = sq_legal_emit (l, SQ_ACTION_MESSENGER);
              *x = proto;
              x->n_cards = k;
              memset (x->cards, SQ_NO_CARD, k);
            }
          continue;
        }
      for (guint k = 1; k <= 3; k++)
        sq_legal_emit_multisets (l, SQ_ACTION_MESSENGER, counts, k, 0, SQ_FACE_CLAIRVOYANCE, &proto);
    }
}

static void
list_clairvoyance (SqLegalList   *l,
                   const SqState *s,
                   const SqTask  *top)
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
            SqAction *x = sq_legal_emit (l, SQ_ACTION_CLAIRVOYANCE);
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

static void
list_knight_squire (SqLegalList   *l,
                    const SqState *s,
                    const SqTask  *top)
{
  for (guint i = 0; i < s->n_seats; i++)
    if ((top->b & (1u << i)) && s->seats[i].knight == SQ_KNIGHT_SQUIRE && sq_is_active_knight (s, i) &&
        s->n_knights_box > 0)
      {
        SqAction *x = sq_legal_emit (l, SQ_ACTION_KNIGHT_SQUIRE);
        x->target = i;
        x->flags = SQ_ACTION_FLAG_RANDOM;
        for (guint k = 0; k < s->n_knights_box; k++)
          {
            x = sq_legal_emit (l, SQ_ACTION_KNIGHT_SQUIRE);
            x->target = i;
            x->knight = s->knights_box[k];
          }
      }
}

static const SqLegalLister listers[SQ_N_DECISIONS] = {
  [SQ_DECISION_OPENING_OFFER] = list_opening_offer,
  [SQ_DECISION_OPENING_SHARE] = list_opening_share,
  [SQ_DECISION_SPOILS] = list_spoils,
  [SQ_DECISION_EVIL] = list_evil,
  [SQ_DECISION_TRAITOR_EVIL] = list_traitor_evil,
  [SQ_DECISION_TRAITOR_STEAL] = list_traitor_steal,
  [SQ_DECISION_ARMOR_CHOOSE] = list_armor_choose,
  [SQ_DECISION_ENTER_BLACK] = list_enter_black,
  [SQ_DECISION_REVEAL_BLACK] = list_reveal_black,
  [SQ_DECISION_MERLIN_CANCEL] = list_merlin_cancel,
  [SQ_DECISION_EXCALIBUR_CANCEL] = list_excalibur_cancel,
  [SQ_DECISION_PLACE_COMBAT] = list_place_combat,
  [SQ_DECISION_CHOOSE_WAR] = list_choose_war,
  [SQ_DECISION_MORGAN_VOLUNTEER] = list_morgan_volunteer,
  [SQ_DECISION_DISCARD] = list_discard,
  [SQ_DECISION_HEROIC] = sq_legal_list_heroic,
  [SQ_DECISION_ARTHUR_ANSWER] = list_arthur_answer,
  [SQ_DECISION_D8] = list_d8,
  [SQ_DECISION_KAY] = list_kay,
  [SQ_DECISION_GRAIL_OFFER] = list_grail_offer,
  [SQ_DECISION_CONVOCATION] = list_convocation,
  [SQ_DECISION_MESSENGER] = list_messenger,
  [SQ_DECISION_CLAIRVOYANCE] = list_clairvoyance,
  [SQ_DECISION_KNIGHT_SQUIRE] = list_knight_squire,
};

/* The lister of @d's legal actions, or %NULL when there are none */
SqLegalLister
sq_legal_lister (SqDecision d)
{
  return (guint) d < G_N_ELEMENTS (listers) ? listers[d] : NULL;
}

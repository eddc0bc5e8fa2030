/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Answers to the decisions the engine puts to the table: the opening
 * share, the cancel windows, Morgan's burdens, Arthur's partner, the d8,
 * Kay, the spoils, the Grail, and the traitor's turn. */

#include "sq-engine-private.h"


static guint8
limbo_remove (SqState *s,
              guint8   card)
{
  gint slot = sq_limbo_find (s, card);

  g_assert (slot >= 0);
  return sq_limbo_take (s, slot);
}

static void
put_bottom (SqState *s,
            guint8   card)
{
  memmove (&s->black_draw.c[1], &s->black_draw.c[0], s->black_draw.n);
  s->black_draw.c[0] = card;
  s->black_draw.n++;
}

/* Physical black deck: the drawer lays the card drawn face down on its
 * quest without entering it; the table enters it when the quest resolves. */
static gboolean
lay_unknown (SqState        *s,
             const SqAction *a,
             GError        **error)
{
  gint seat = sq_top (s)->seat;

  if (a->n_cards != 0)
    return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, SQ_RULE_CARDS_FACES);
  if (!sq_unknown_lay_ok (s, a->quest, (a->flags & SQ_ACTION_FLAG_OVERRIDE) != 0, error))
    return FALSE;
  s->n_stack--;
  sq_place_black (s, SQ_CARD_UNKNOWN, TRUE, a->quest);
  sq_check_reshuffle (s);
  /* hiding the value earns a white card */
  sq_draw_white (s, seat, 1);
  return TRUE;
}

/* Which limbo entries a share hands out: the offered cards at the start,
 * the spoils later. */
static guint
share_slots (const SqState *s,
             SqDecision     d,
             guint8        *slots)
{
  guint n = 0;

  for (guint i = 0; i < s->n_limbo; i++)
    if ((d == SQ_DECISION_SPOILS && s->limbo_owner[i] == SQ_LIMBO_SPOILS) ||
        (d == SQ_DECISION_OPENING_SHARE && s->limbo_owner[i] >= 0))
      slots[n++] = i;
  return n;
}

static gboolean
apply_share (SqState        *s,
             const SqAction *a,
             SqDecision      d,
             GError        **error)
{
  SqTask *top = sq_top (s);
  guint8 slots[SQ_LIMBO_MAX];
  gint8 to[SQ_LIMBO_MAX];
  guint8 cards[SQ_LIMBO_MAX];
  guint n = share_slots (s, d, slots);
  guint eligible = 0;

  if (d == SQ_DECISION_SPOILS)
    eligible = top->b;
  else
    for (guint i = 0; i < s->n_seats; i++)
      if (sq_is_active_knight (s, i))
        eligible |= 1u << i;

  if (a->flags & SQ_ACTION_FLAG_RANDOM)
    {
      /* no agreement: shuffle, then deal one at a time clockwise, from the
       * completer (spoils) or the first player (opening) */
      gint start = d == SQ_DECISION_SPOILS ? top->seat : s->first_seat;
      guint pos = 0;
      guint dealt = 0;

      /* the decider may name the knight the deal starts with */
      if (a->target != SQ_NO_SEAT)
        {
          if (a->target < 0 || a->target >= SQ_MAX_SEATS || !(eligible & (1u << a->target)))
            return sq_fail (error, SQ_RULES_ERROR_BAD_TARGET,
                            d == SQ_DECISION_SPOILS ? SQ_RULE_SPOILS : SQ_RULE_OPENING_SHARE);
          start = a->target;
        }
      if (s->setup.white_deck == SQ_DECK_VIRTUAL)
        {
          guint8 tmp[SQ_LIMBO_MAX];
          for (guint i = 0; i < n; i++)
            tmp[i] = s->limbo[slots[i]];
          sq_rng_shuffle (&s->rng, tmp, n);
          for (guint i = 0; i < n; i++)
            s->limbo[slots[i]] = tmp[i];
        }
      for (guint i = 0; i < s->n_order; i++)
        if (s->order[i] == start)
          pos = i;
      for (guint k = 0; dealt < n; k++)
        {
          gint seat = s->order[(pos + k) % s->n_order];
          if (eligible & (1u << seat))
            to[dealt++] = seat;
        }
    }
  else
    {
      if (a->n_seats != n)
        return sq_fail (error, SQ_RULES_ERROR_BAD_VALUE,
                        d == SQ_DECISION_SPOILS ? SQ_RULE_SPOILS : SQ_RULE_OPENING_SHARE);
      for (guint i = 0; i < n; i++)
        {
          if (a->seats[i] < 0 || a->seats[i] >= SQ_MAX_SEATS || !(eligible & (1u << a->seats[i])))
            return sq_fail (error, SQ_RULES_ERROR_BAD_TARGET,
                            d == SQ_DECISION_SPOILS ? SQ_RULE_SPOILS : SQ_RULE_OPENING_SHARE);
          to[i] = a->seats[i];
        }
    }

  for (guint i = 0; i < n; i++)
    cards[i] = s->limbo[slots[i]];
  for (gint i = n - 1; i >= 0; i--)
    sq_limbo_take (s, slots[i]);
  for (guint i = 0; i < n; i++)
    sq_give_white (s, to[i], cards[i]);
  s->n_stack--;
  return TRUE;
}

static gboolean
take_named (SqState        *s,
            guint           seat,
            const SqAction *a,
            guint8         *out,
            SqRule          rule,
            GError        **error)
{
  for (guint i = 0; i < a->n_cards; i++)
    {
      if (a->cards[i] == SQ_NO_CARD && s->setup.white_deck == SQ_DECK_VIRTUAL)
        return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, rule);
      if (a->cards[i] != SQ_NO_CARD && (a->cards[i] >= SQ_N_FACES || !sq_face_is_white (a->cards[i])))
        return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, rule);
      if (!sq_take_white (s, seat, a->cards[i], &out[i]))
        return sq_fail (error, SQ_RULES_ERROR_CARD_NOT_HELD, SQ_RULE_CARDS_IN_HAND);
    }
  return TRUE;
}

static void
resolve_after_cancel (SqState *s,
                      guint8   card)
{
  SqTask *top;

  /* drop the decision and the pending effect of the cancelled card */
  s->n_stack--;
  top = sq_top (s);
  g_assert (top != NULL && top->kind == SQ_TASK_APPLY_BLACK && top->a == card);
  s->n_stack--;
  sq_discard_black (s, limbo_remove (s, card));
}

static gboolean
apply_merlin_cancel (SqState        *s,
                     const SqAction *a,
                     GError        **error)
{
  SqTask *top = sq_top (s);
  guint total = 0;
  guint seen = 0;

  if (s->vivien != SQ_NO_CARD)
    return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_VIVIEN);
  for (guint i = 0; i < a->n_seats; i++)
    {
      gint seat = a->seats[i];
      if (!sq_is_active_knight (s, seat) || (seen & (1u << seat)) || a->counts[i] == 0)
        return sq_fail (error, SQ_RULES_ERROR_BAD_TARGET, SQ_RULE_MERLIN_CANCEL);
      if (!sq_white_available (s, seat, SQ_FACE_MERLIN, a->counts[i]))
        return sq_fail (error, SQ_RULES_ERROR_CARD_NOT_HELD, SQ_RULE_MERLIN_CANCEL);
      seen |= 1u << seat;
      total += a->counts[i];
    }
  if (total != 3)
    return sq_fail (error, SQ_RULES_ERROR_BAD_VALUE, SQ_RULE_MERLIN_CANCEL);

  for (guint i = 0; i < a->n_seats; i++)
    for (guint k = 0; k < a->counts[i]; k++)
      {
        guint8 card;
        /* in physical mode three Merlins must still be unaccounted for */
        if (!sq_take_white (s, a->seats[i], SQ_FACE_MERLIN, &card))
          return sq_fail (error, SQ_RULES_ERROR_CARD_NOT_HELD, SQ_RULE_MERLIN_CANCEL);
        sq_discard_white (s, card);
      }
  resolve_after_cancel (s, top->a);
  return TRUE;
}


static gboolean
apply_clairvoyance (SqState        *s,
                    const SqAction *a,
                    GError        **error)
{
  guint k = MIN (5, s->black_draw.n);
  guint have[SQ_N_FACES] = { 0 };
  guint8 top[5];

  if (a->n_cards != k)
    return sq_fail (error, SQ_RULES_ERROR_BAD_VALUE, SQ_RULE_SPECIAL_WHITE);
  for (guint i = 0; i < k; i++)
    have[sq_card_face (s->black_draw.c[s->black_draw.n - 1 - i])]++;
  for (guint i = 0; i < k; i++)
    {
      if (a->cards[i] >= SQ_N_FACES || have[a->cards[i]] == 0)
        return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, SQ_RULE_SPECIAL_WHITE);
      have[a->cards[i]]--;
    }
  /* cards[0] becomes the new top */
  {
    gboolean used[5] = { FALSE };
    guint8 order[5];

    for (guint i = 0; i < k; i++)
      top[i] = s->black_draw.c[s->black_draw.n - 1 - i];
    for (guint i = 0; i < k; i++)
      for (guint j = 0; j < k; j++)
        if (!used[j] && sq_card_face (top[j]) == a->cards[i])
          {
            used[j] = TRUE;
            order[i] = top[j];
            break;
          }
    for (guint i = 0; i < k; i++)
      s->black_draw.c[s->black_draw.n - 1 - i] = order[i];
  }
  s->n_stack--;
  return TRUE;
}

/* One function per answer, each called by sq_apply_answer() once the
 * decision on top is one the answer may give; @top is that decision.
 * Whatever they need of @top they read before popping it: a push reuses
 * its slot. */

static gboolean
answer_offer (SqState        *s,
              const SqAction *a,
              SqTask         *top,
              GError        **error)
{
  guint8 card;

  if (a->n_cards != 1 || a->cards[0] >= SQ_N_FACES || !sq_face_is_white (a->cards[0]))
    return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, SQ_RULE_OPENING_SHARE);
  if (!sq_take_white (s, top->seat, a->cards[0], &card))
    return sq_fail (error, SQ_RULES_ERROR_CARD_NOT_HELD, SQ_RULE_CARDS_IN_HAND);
  sq_limbo_add (s, card, top->seat);
  s->n_stack--;
  return TRUE;
}

static gboolean
answer_share (SqState        *s,
              const SqAction *a,
              SqTask         *top,
              GError        **error)
{
  return apply_share (s, a, sq_state_get_decision (s), error);
}

static gboolean
answer_armor (SqState        *s,
              const SqAction *a,
              SqTask         *top,
              GError        **error)
{
  gint seat = top->seat;
  guint8 c1 = top->a;
  guint8 c2 = top->b;
  guint8 chosen;
  guint8 other;
  gboolean percival = top->c == 1;

  if (percival != (a->type == SQ_ACTION_ARMOR_BOTTOM))
    return sq_fail (error, SQ_RULES_ERROR_WRONG_DECISION, SQ_RULE_ARMOR);
  if (a->n_cards != 1)
    return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, SQ_RULE_ARMOR);
  if (a->cards[0] == sq_card_face (c1))
    chosen = c1, other = c2;
  else if (a->cards[0] == sq_card_face (c2))
    chosen = c2, other = c1;
  else
    return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, SQ_RULE_ARMOR);
  limbo_remove (s, c1);
  limbo_remove (s, c2);
  s->n_stack--;
  if (percival)
    {
      /* Percival: the chosen card under the deck, the other on top */
      put_bottom (s, chosen);
      s->black_draw.c[s->black_draw.n++] = other;
    }
  else
    {
      put_bottom (s, other);
      sq_limbo_add (s, chosen, seat);
      sq_push (s, SQ_TASK_RESOLVE_DRAWN, seat, chosen, FALSE);
    }
  return TRUE;
}

static gboolean
answer_enter_black (SqState        *s,
                    const SqAction *a,
                    SqTask         *top,
                    GError        **error)
{
  gint seat = top->seat;
  guint from = top->b;
  guint8 card;

  if (a->n_cards != 1 || a->cards[0] >= SQ_N_FACES || !sq_face_is_black (a->cards[0]))
    return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, SQ_RULE_CARDS_FACES);
  if (!sq_black_take_entered (s, a->cards[0], SQ_QUEST_NONE,
                              (a->flags & SQ_ACTION_FLAG_OVERRIDE) != 0, &card, error))
    return FALSE;
  s->n_stack--;
  sq_check_reshuffle (s);
  sq_limbo_add (s, card, seat);
  sq_push (s, SQ_TASK_RESOLVE_DRAWN, seat, card, from);
  return TRUE;
}

static gboolean
answer_reveal_black (SqState        *s,
                     const SqAction *a,
                     SqTask         *top,
                     GError        **error)
{
  return sq_unknown_reveal (s, a, error);
}

static gboolean
answer_merlin_cancel (SqState        *s,
                      const SqAction *a,
                      SqTask         *top,
                      GError        **error)
{
  return apply_merlin_cancel (s, a, error);
}

static gboolean
answer_excalibur_cancel (SqState        *s,
                         const SqAction *a,
                         SqTask         *top,
                         GError        **error)
{
  resolve_after_cancel (s, top->a);
  return TRUE;
}

/* No cancel, no volunteer for Kay's card: the decision is simply over */
static gboolean
answer_pass (SqState        *s,
             const SqAction *a,
             SqTask         *top,
             GError        **error)
{
  s->n_stack--;
  return TRUE;
}

static gboolean
answer_place (SqState        *s,
              const SqAction *a,
              SqTask         *top,
              GError        **error)
{
  gint seat = top->seat;
  guint8 card = top->a;

  if (sq_state_get_decision (s) == SQ_DECISION_ENTER_BLACK)
    return lay_unknown (s, a, error);

  s->n_stack--;
  limbo_remove (s, card);
  sq_place_black (s, card, a->type == SQ_ACTION_PLACE_FACE_DOWN, SQ_QUEST_NONE);
  /* hiding the value earns a white card */
  if (a->type == SQ_ACTION_PLACE_FACE_DOWN)
    sq_draw_white (s, seat, 1);
  return TRUE;
}

static gboolean
answer_choose_war (SqState        *s,
                   const SqAction *a,
                   SqTask         *top,
                   GError        **error)
{
  guint8 card = top->a;

  if (a->quest != SQ_QUEST_PICTS && a->quest != SQ_QUEST_SAXONS)
    return sq_fail (error, SQ_RULES_ERROR_BAD_TARGET, SQ_RULE_WARS);
  s->n_stack--;
  limbo_remove (s, card);
  if (sq_card_face (card) == SQ_FACE_MORDRED)
    sq_attach_mordred (s, card, a->quest);
  else
    sq_place_black (s, card, FALSE, a->quest);
  return TRUE;
}

static gboolean
answer_volunteer (SqState        *s,
                  const SqAction *a,
                  SqTask         *top,
                  GError        **error)
{
  gint who = a->target >= 0 ? a->target : a->seat;
  guint burden = top->a;

  if (!sq_is_active_knight (s, who))
    return sq_fail (error, SQ_RULES_ERROR_BAD_TARGET, SQ_RULE_MORGAN);
  if (burden == SQ_FACE_MORGAN_DISCARD && sq_state_get_hand_size (s, who) < 3)
    return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_MORGAN);
  s->n_stack--;
  if (burden == SQ_FACE_MORGAN_DISCARD)
    sq_push (s, SQ_DECISION_DISCARD, who, 3, 0);
  else
    sq_change_life (s, who, -2);
  return TRUE;
}

static gboolean
answer_no_volunteer (SqState        *s,
                     const SqAction *a,
                     SqTask         *top,
                     GError        **error)
{
  gint seat = top->seat;

  s->n_stack--;
  sq_push_discards (s, seat, SQ_NO_SEAT, 1);
  return TRUE;
}

static gboolean
answer_discard (SqState        *s,
                const SqAction *a,
                SqTask         *top,
                GError        **error)
{
  guint need = MIN (top->a, sq_state_get_hand_size (s, top->seat));
  guint8 cards[SQ_ACTION_MAX_CARDS];

  if (a->n_cards != need)
    return sq_fail (error, SQ_RULES_ERROR_BAD_VALUE, SQ_RULE_MORGAN);
  if (!take_named (s, top->seat, a, cards, SQ_RULE_MORGAN, error))
    return FALSE;
  for (guint i = 0; i < a->n_cards; i++)
    sq_discard_white (s, cards[i]);
  s->n_stack--;
  return TRUE;
}

static gboolean
answer_arthur_give (SqState        *s,
                    const SqAction *a,
                    SqTask         *top,
                    GError        **error)
{
  gint arthur = top->a;
  gint seat = top->seat;

  if (a->n_cards != 1)
    return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, SQ_RULE_ARTHUR_SWAP);
  if (s->setup.white_deck == SQ_DECK_VIRTUAL)
    {
      guint8 from_arthur = SQ_NO_CARD;
      guint8 card;

      if (a->cards[0] >= SQ_N_FACES || !sq_take_white (s, seat, a->cards[0], &card))
        return sq_fail (error, SQ_RULES_ERROR_CARD_NOT_HELD, SQ_RULE_CARDS_IN_HAND);
      for (guint i = 0; i < s->n_limbo; i++)
        if (s->limbo_owner[i] == arthur)
          {
            from_arthur = sq_limbo_take (s, i);
            break;
          }
      g_assert (from_arthur != SQ_NO_CARD);
      sq_give_white (s, seat, from_arthur);
      sq_give_white (s, arthur, card);
    }
  s->n_stack--;
  return TRUE;
}

static gboolean
answer_roll_d8 (SqState        *s,
                const SqAction *a,
                SqTask         *top,
                GError        **error)
{
  gint seat = top->seat;
  guint roll;

  if (s->setup.dice == SQ_DECK_VIRTUAL)
    {
      if (a->value != 0)
        return sq_fail (error, SQ_RULES_ERROR_BAD_VALUE, SQ_RULE_D8);
      roll = 1 + sq_rng_below (&s->rng, 8);
    }
  else
    {
      if (a->value < 1 || a->value > 8)
        return sq_fail (error, SQ_RULES_ERROR_BAD_VALUE, SQ_RULE_D8);
      roll = a->value;
    }
  s->last_d8 = roll;
  s->n_stack--;
  sq_push (s, SQ_TASK_SIEGE_COMPARE, seat, 0, roll);
  /* the roller is Kay: he may add a card of his own */
  if (s->setup.options.kay_own_siege && s->seats[seat].knight == SQ_KNIGHT_KAY &&
      sq_has_fight_card (s, seat))
    sq_push (s, SQ_DECISION_KAY, seat, SQ_QUEST_NONE, roll);
  return TRUE;
}

static gboolean
answer_kay_add (SqState        *s,
                const SqAction *a,
                SqTask         *top,
                GError        **error)
{
  gint seat = top->seat;
  guint quest = top->a;
  guint8 card;

  if (a->n_cards != 1 || a->cards[0] >= SQ_N_FACES || !sq_face_is_fight (a->cards[0]))
    return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, SQ_RULE_KAY);
  if (!sq_take_white (s, seat, a->cards[0], &card))
    return sq_fail (error, SQ_RULES_ERROR_CARD_NOT_HELD, SQ_RULE_CARDS_IN_HAND);
  s->n_stack--;
  if (quest == SQ_QUEST_NONE)
    {
      s->siege_total += sq_face_fight_value (a->cards[0]);
      sq_limbo_add (s, card, seat);
    }
  else
    {
      /* outside the pattern: it only adds to the total */
      SqQuest *q = &s->quests[quest];
      q->white[q->n_white] = card;
      q->white_group[q->n_white] = -1;
      q->n_white++;
    }
  return TRUE;
}

static gboolean
answer_grail (SqState        *s,
              const SqAction *a,
              SqTask         *top,
              GError        **error)
{
  gint dying = top->a;
  gint seat = top->seat;

  s->n_stack--;
  if (a->type == SQ_ACTION_GRAIL_GIVE)
    {
      s->seats[dying].life = SQ_START_LIFE;
      s->seats[seat].relics &= ~(1u << SQ_RELIC_GRAIL);
      s->relic_gone |= 1u << SQ_RELIC_GRAIL;
      s->no_spoils |= 1u << dying;
      if (dying == s->current)
        s->turn_cut = TRUE;
      /* FAQ: whoever saves the knight who just won Excalibur with his
       * last breath receives the sword */
      if (s->excalibur_won_now == dying && seat != dying &&
          sq_has_relic (s, dying, SQ_RELIC_EXCALIBUR))
        {
          s->seats[dying].relics &= ~(1u << SQ_RELIC_EXCALIBUR);
          s->seats[seat].relics |= 1u << SQ_RELIC_EXCALIBUR;
        }
    }
  else
    sq_kill (s, dying);
  sq_push (s, SQ_TASK_DEATHS, seat, 0, 0);
  return TRUE;
}

static gboolean
answer_convocation (SqState        *s,
                    const SqAction *a,
                    SqTask         *top,
                    GError        **error)
{
  gint seat = top->seat;
  guint seen = 0;
  guint gathered = 0;
  guint n = 0;

  for (guint i = 0; i < a->n_seats; i++)
    {
      gint who = a->seats[i];
      if (!sq_is_active_knight (s, who) || (seen & (1u << who)) ||
          s->seats[who].place == SQ_PLACE_ROUND_TABLE || s->seats[who].place == SQ_PLACE_SIEGE)
        return sq_fail (error, SQ_RULES_ERROR_BAD_TARGET, SQ_RULE_CONVOCATION);
      seen |= 1u << who;
    }
  s->n_stack--;
  for (guint i = 0; i < a->n_seats; i++)
    sq_move_knight (s, a->seats[i], SQ_PLACE_ROUND_TABLE);
  if (!s->setup.options.convocation_draws)
    return TRUE;

  for (guint i = 0; i < s->n_seats; i++)
    if (sq_is_active_knight (s, i) && (s->seats[i].place == SQ_PLACE_ROUND_TABLE ||
                                        s->seats[i].place == SQ_PLACE_SIEGE))
      gathered |= 1u << i;
  for (guint i = 0; i < SQ_MAX_SEATS; i++)
    n += (gathered >> i) & 1;
  if ((gathered & (gathered - 1)) == 0)
    sq_draw_white (s, g_bit_nth_lsf (gathered, -1), n);
  else if (sq_draw_spoils (s, n) > 0)
    sq_push (s, SQ_DECISION_SPOILS, seat, SQ_QUEST_NONE, gathered);
  return TRUE;
}

static gboolean
answer_messenger (SqState        *s,
                  const SqAction *a,
                  SqTask         *top,
                  GError        **error)
{
  guint8 cards[SQ_ACTION_MAX_CARDS];

  if (a->target == top->seat || !sq_is_active_knight (s, a->target))
    return sq_fail (error, SQ_RULES_ERROR_BAD_TARGET, SQ_RULE_MESSENGER);
  if (a->n_cards < 1 || a->n_cards > 3)
    return sq_fail (error, SQ_RULES_ERROR_BAD_VALUE, SQ_RULE_MESSENGER);
  if (!take_named (s, top->seat, a, cards, SQ_RULE_MESSENGER, error))
    return FALSE;
  for (guint i = 0; i < a->n_cards; i++)
    sq_give_white (s, a->target, cards[i]);
  s->n_stack--;
  return TRUE;
}

static gboolean
answer_clairvoyance (SqState        *s,
                     const SqAction *a,
                     SqTask         *top,
                     GError        **error)
{
  return apply_clairvoyance (s, a, error);
}

static gboolean
answer_traitor_steal (SqState        *s,
                      const SqAction *a,
                      SqTask         *top,
                      GError        **error)
{
  guint8 card;

  if (a->target == top->seat || !sq_is_active_knight (s, a->target) ||
      sq_state_get_hand_size (s, a->target) == 0)
    return sq_fail (error, SQ_RULES_ERROR_BAD_TARGET, SQ_RULE_TRAITOR_TURN);
  if (s->setup.white_deck == SQ_DECK_VIRTUAL)
    {
      SqWhitePile *hand = &s->seats[a->target].hand;
      guint i = sq_rng_below (&s->rng, hand->n);
      card = hand->c[i];
      memmove (&hand->c[i], &hand->c[i + 1], hand->n - i - 1);
      hand->n--;
    }
  else
    {
      guint8 face = a->n_cards == 1 ? a->cards[0] : SQ_NO_CARD;
      if (face != SQ_NO_CARD && (face >= SQ_N_FACES || !sq_face_is_white (face)))
        return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, SQ_RULE_TRAITOR_TURN);
      if (!sq_take_white (s, a->target, face, &card))
        return sq_fail (error, SQ_RULES_ERROR_CARD_NOT_HELD, SQ_RULE_CARDS_IN_HAND);
    }
  sq_discard_white (s, card);
  s->n_stack--;
  return TRUE;
}

static gboolean
answer_knight_squire (SqState        *s,
                      const SqAction *a,
                      SqTask         *top,
                      GError        **error)
{
  gint slot = -1;

  if (a->target < 0 || a->target >= SQ_MAX_SEATS || !(top->b & (1u << a->target)) ||
      s->seats[a->target].knight != SQ_KNIGHT_SQUIRE || !sq_is_active_knight (s, a->target))
    return sq_fail (error, SQ_RULES_ERROR_BAD_TARGET, SQ_RULE_KNIGHT_SQUIRE);
  if (s->n_knights_box == 0)
    return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_KNIGHT_SQUIRE);
  if ((a->flags & SQ_ACTION_FLAG_RANDOM) || a->knight >= SQ_N_KNIGHTS)
    slot = sq_rng_below (&s->rng, s->n_knights_box);
  else
    for (guint i = 0; i < s->n_knights_box; i++)
      if (s->knights_box[i] == a->knight)
        slot = i;
  if (slot < 0)
    return sq_fail (error, SQ_RULES_ERROR_BAD_VALUE, SQ_RULE_KNIGHT_SQUIRE);
  s->seats[a->target].knight = s->knights_box[slot];
  s->knights_box[slot] = s->knights_box[--s->n_knights_box];
  s->n_stack--;
  return TRUE;
}

typedef gboolean (*AnswerFunc) (SqState        *s,
                                const SqAction *a,
                                SqTask         *top,
                                GError        **error);

/* Each answer, and the decisions it answers (a second one, or
 * SQ_DECISION_NONE) */
static const struct {
  SqDecision decision;
  SqDecision also;
  AnswerFunc func;
} answers[SQ_N_ACTIONS] = {
  [SQ_ACTION_OFFER] = { SQ_DECISION_OPENING_OFFER, SQ_DECISION_NONE, answer_offer },
  [SQ_ACTION_SHARE] = { SQ_DECISION_OPENING_SHARE, SQ_DECISION_SPOILS, answer_share },
  [SQ_ACTION_ARMOR_BOTTOM] = { SQ_DECISION_ARMOR_CHOOSE, SQ_DECISION_NONE, answer_armor },
  [SQ_ACTION_ARMOR_KEEP] = { SQ_DECISION_ARMOR_CHOOSE, SQ_DECISION_NONE, answer_armor },
  [SQ_ACTION_ENTER_BLACK] = { SQ_DECISION_ENTER_BLACK, SQ_DECISION_NONE, answer_enter_black },
  [SQ_ACTION_REVEAL_BLACK] = { SQ_DECISION_REVEAL_BLACK, SQ_DECISION_NONE, answer_reveal_black },
  [SQ_ACTION_MERLIN_CANCEL] = { SQ_DECISION_MERLIN_CANCEL, SQ_DECISION_NONE, answer_merlin_cancel },
  [SQ_ACTION_EXCALIBUR_CANCEL] = { SQ_DECISION_EXCALIBUR_CANCEL, SQ_DECISION_NONE,
                                   answer_excalibur_cancel },
  [SQ_ACTION_NO_CANCEL] = { SQ_DECISION_MERLIN_CANCEL, SQ_DECISION_EXCALIBUR_CANCEL, answer_pass },
  [SQ_ACTION_PLACE_FACE_UP] = { SQ_DECISION_PLACE_COMBAT, SQ_DECISION_NONE, answer_place },
  /* in the physical deck, laid face down before it is entered */
  [SQ_ACTION_PLACE_FACE_DOWN] = { SQ_DECISION_PLACE_COMBAT, SQ_DECISION_ENTER_BLACK, answer_place },
  [SQ_ACTION_CHOOSE_WAR] = { SQ_DECISION_CHOOSE_WAR, SQ_DECISION_NONE, answer_choose_war },
  [SQ_ACTION_VOLUNTEER] = { SQ_DECISION_MORGAN_VOLUNTEER, SQ_DECISION_NONE, answer_volunteer },
  [SQ_ACTION_NO_VOLUNTEER] = { SQ_DECISION_MORGAN_VOLUNTEER, SQ_DECISION_NONE, answer_no_volunteer },
  [SQ_ACTION_DISCARD] = { SQ_DECISION_DISCARD, SQ_DECISION_NONE, answer_discard },
  [SQ_ACTION_ARTHUR_GIVE] = { SQ_DECISION_ARTHUR_ANSWER, SQ_DECISION_NONE, answer_arthur_give },
  [SQ_ACTION_ROLL_D8] = { SQ_DECISION_D8, SQ_DECISION_NONE, answer_roll_d8 },
  [SQ_ACTION_KAY_ADD] = { SQ_DECISION_KAY, SQ_DECISION_NONE, answer_kay_add },
  [SQ_ACTION_KAY_PASS] = { SQ_DECISION_KAY, SQ_DECISION_NONE, answer_pass },
  [SQ_ACTION_GRAIL_GIVE] = { SQ_DECISION_GRAIL_OFFER, SQ_DECISION_NONE, answer_grail },
  [SQ_ACTION_GRAIL_KEEP] = { SQ_DECISION_GRAIL_OFFER, SQ_DECISION_NONE, answer_grail },
  [SQ_ACTION_CONVOCATION] = { SQ_DECISION_CONVOCATION, SQ_DECISION_NONE, answer_convocation },
  [SQ_ACTION_MESSENGER] = { SQ_DECISION_MESSENGER, SQ_DECISION_NONE, answer_messenger },
  [SQ_ACTION_CLAIRVOYANCE] = { SQ_DECISION_CLAIRVOYANCE, SQ_DECISION_NONE, answer_clairvoyance },
  [SQ_ACTION_TRAITOR_STEAL] = { SQ_DECISION_TRAITOR_STEAL, SQ_DECISION_NONE, answer_traitor_steal },
  [SQ_ACTION_KNIGHT_SQUIRE] = { SQ_DECISION_KNIGHT_SQUIRE, SQ_DECISION_NONE, answer_knight_squire },
};

gboolean
sq_apply_answer (SqState        *s,
                 const SqAction *a,
                 GError        **error)
{
  SqDecision d = sq_state_get_decision (s);

  if (a->type >= SQ_N_ACTIONS || answers[a->type].func == NULL || d == SQ_DECISION_NONE ||
      (d != answers[a->type].decision && d != answers[a->type].also))
    return sq_fail (error, SQ_RULES_ERROR_WRONG_DECISION, SQ_RULE_DECISION);

  return answers[a->type].func (s, a, sq_top (s), error);
}

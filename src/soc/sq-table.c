/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Cards moving between places, swords, siege engines, life and death, and
 * the end of the game. Draw piles keep their top card at the end of the
 * array; in physical mode a "draw pile" is an unordered pool. */

#include "sq-engine-private.h"

/* ------------------------------------------------------------------ cards */

gboolean
sq_pile_remove_face (guint8 *cards,
                     guint8 *n,
                     SqFace  face,
                     guint8 *card_out)
{
  for (gint i = *n - 1; i >= 0; i--)
    if (sq_card_face (cards[i]) == face)
      {
        if (card_out)
          *card_out = cards[i];
        memmove (&cards[i], &cards[i + 1], *n - i - 1);
        (*n)--;
        return TRUE;
      }
  return FALSE;
}

guint
sq_pile_count_face (const guint8 *cards,
                    guint         n,
                    SqFace        face)
{
  guint count = 0;

  for (guint i = 0; i < n; i++)
    count += sq_card_face (cards[i]) == face;
  return count;
}

/* Can @seat show @count cards of @face? In physical mode the engine only
 * knows that the card is somewhere it cannot see. */
gboolean
sq_white_available (const SqState *s,
                    guint          seat,
                    SqFace         face,
                    guint          count)
{
  if (s->setup.white_deck == SQ_DECK_VIRTUAL)
    return sq_pile_count_face (s->seats[seat].hand.c, s->seats[seat].hand.n, face) >= count;
  if (s->seats[seat].hand_count < count)
    return FALSE;
  if (face == (SqFace) SQ_NO_CARD)
    return TRUE;
  return sq_pile_count_face (s->white_draw.c, s->white_draw.n, face) >= count;
}

/* Refuses a card sq_white_available() found missing, naming why: the hand
 * lacks it, or (physical deck) every copy of its face is already seen. */
gboolean
sq_white_refuse (const SqState *s,
                 guint          seat,
                 SqFace         face,
                 guint          count,
                 GError       **error)
{
  if (s->setup.white_deck == SQ_DECK_PHYSICAL && face < SQ_N_FACES &&
      s->seats[seat].hand_count >= count)
    return sq_fail (error, SQ_RULES_ERROR_COPIES_OUT, SQ_RULE_CARDS_COPIES);
  return sq_fail (error, SQ_RULES_ERROR_CARD_NOT_HELD, SQ_RULE_CARDS_IN_HAND);
}

gboolean
sq_take_white (SqState *s,
               guint    seat,
               guint8   face,
               guint8  *card_out)
{
  SqSeat *st = &s->seats[seat];

  *card_out = SQ_NO_CARD;
  if (s->setup.white_deck == SQ_DECK_VIRTUAL)
    {
      if (face >= SQ_N_FACES)
        return FALSE;
      return sq_pile_remove_face (st->hand.c, &st->hand.n, face, card_out);
    }
  if (st->hand_count == 0)
    return FALSE;
  if (face != SQ_NO_CARD &&
      !sq_pile_remove_face (s->white_draw.c, &s->white_draw.n, face, card_out))
    return FALSE;
  st->hand_count--;
  return TRUE;
}

void
sq_discard_white (SqState *s,
                  guint8   card)
{
  if (card == SQ_NO_CARD)
    {
      s->white_unknown_discards++;
      return;
    }
  s->white_discard.c[s->white_discard.n++] = card;
}

void
sq_discard_black (SqState *s,
                  guint8   card)
{
  if (card != SQ_NO_CARD)
    s->black_discard.c[s->black_discard.n++] = card;
}

void
sq_give_white (SqState *s,
               guint    seat,
               guint8   card)
{
  SqSeat *st = &s->seats[seat];

  /* an unmasked traitor keeps no white cards */
  if (!st->alive || st->unmasked)
    {
      sq_discard_white (s, card);
      return;
    }
  if (s->setup.white_deck == SQ_DECK_VIRTUAL)
    st->hand.c[st->hand.n++] = card;
  else
    {
      if (card != SQ_NO_CARD)
        s->white_draw.c[s->white_draw.n++] = card;
      st->hand_count++;
    }
}

void
sq_check_reshuffle (SqState *s)
{
  gboolean white_empty;

  if (s->setup.white_deck == SQ_DECK_VIRTUAL)
    white_empty = s->white_draw.n == 0;
  else
    white_empty = s->white_draw_count == 0;
  if (!white_empty && sq_black_pile_size (s) != 0)
    return;

  /* one pile ran out: both decks take back their discards and shuffle */
  if (s->setup.white_deck == SQ_DECK_VIRTUAL)
    {
      memcpy (&s->white_draw.c[s->white_draw.n], s->white_discard.c, s->white_discard.n);
      s->white_draw.n += s->white_discard.n;
      s->white_discard.n = 0;
      sq_rng_shuffle (&s->rng, s->white_draw.c, s->white_draw.n);
      s->white_draw_count = s->white_draw.n;
    }
  else
    {
      memcpy (&s->white_draw.c[s->white_draw.n], s->white_discard.c, s->white_discard.n);
      s->white_draw.n += s->white_discard.n;
      s->white_draw_count += s->white_discard.n + s->white_unknown_discards;
      s->white_discard.n = 0;
      s->white_unknown_discards = 0;
    }

  memcpy (&s->black_draw.c[s->black_draw.n], s->black_discard.c, s->black_discard.n);
  s->black_draw.n += s->black_discard.n;
  s->black_discard.n = 0;
  /* the cards discarded unseen go back with the rest, still unseen */
  memset (s->black_unknown_discards, 0, sizeof s->black_unknown_discards);
  if (s->setup.black_deck == SQ_DECK_VIRTUAL)
    sq_rng_shuffle (&s->rng, s->black_draw.c, s->black_draw.n);
}

/* Takes the top white card off the draw pile. In physical mode the card
 * stays unknown (SQ_NO_CARD). Returns FALSE when the pile is empty, even
 * after a reshuffle of the discards. */
gboolean
sq_draw_white_card (SqState *s,
                    guint8  *card)
{
  *card = SQ_NO_CARD;
  if (s->setup.white_deck == SQ_DECK_VIRTUAL)
    {
      if (s->white_draw.n == 0)
        return FALSE;
      *card = s->white_draw.c[--s->white_draw.n];
      s->white_draw_count = s->white_draw.n;
    }
  else
    {
      if (s->white_draw_count == 0)
        return FALSE;
      s->white_draw_count--;
    }
  sq_check_reshuffle (s);
  return TRUE;
}

/* Draws up to @n white cards as the spoils of a quest, in limbo until
 * they are shared; returns how many there were */
guint
sq_draw_spoils (SqState *s,
                guint    n)
{
  guint drawn = 0;
  guint8 card;

  while (drawn < n && sq_draw_white_card (s, &card))
    {
      sq_limbo_add (s, card, SQ_LIMBO_SPOILS);
      drawn++;
    }
  return drawn;
}

guint
sq_draw_white (SqState *s,
               gint     seat,
               guint    n)
{
  guint drawn = 0;

  if (seat < 0 || !sq_is_active_knight (s, seat))
    return 0;
  for (; drawn < n; drawn++)
    {
      guint8 card;
      if (!sq_draw_white_card (s, &card))
        break;
      if (s->setup.white_deck == SQ_DECK_VIRTUAL)
        s->seats[seat].hand.c[s->seats[seat].hand.n++] = card;
      else
        {
          /* the pool keeps the card; the hand count says where it went */
          s->seats[seat].hand_count++;
        }
    }
  return drawn;
}

void
sq_discard_hand (SqState *s,
                 guint    seat)
{
  SqSeat *st = &s->seats[seat];

  for (guint i = 0; i < st->hand.n; i++)
    s->white_discard.c[s->white_discard.n++] = st->hand.c[i];
  st->hand.n = 0;
  s->white_unknown_discards += st->hand_count;
  st->hand_count = 0;
}

gint
sq_limbo_add (SqState *s,
              guint8   card,
              gint     owner)
{
  g_assert (s->n_limbo < SQ_LIMBO_MAX);
  s->limbo[s->n_limbo] = card;
  s->limbo_owner[s->n_limbo] = owner;
  return s->n_limbo++;
}

guint8
sq_limbo_take (SqState *s,
               guint    slot)
{
  guint8 card;

  g_assert (slot < s->n_limbo);
  card = s->limbo[slot];
  memmove (&s->limbo[slot], &s->limbo[slot + 1], s->n_limbo - slot - 1);
  memmove (&s->limbo_owner[slot], &s->limbo_owner[slot + 1], s->n_limbo - slot - 1);
  s->n_limbo--;
  return card;
}

/* ------------------------------------------------------------------ table */

gboolean
sq_is_active_knight (const SqState *s,
                     gint           seat)
{
  return seat >= 0 && seat < s->n_seats && s->seats[seat].in_game && s->seats[seat].alive &&
         !s->seats[seat].unmasked;
}

gboolean
sq_is_loyal (const SqState *s,
             guint          seat)
{
  return s->seats[seat].loyalty != SQ_NO_CARD &&
         sq_card_face (s->seats[seat].loyalty) == SQ_FACE_LOYAL;
}

gboolean
sq_has_relic (const SqState *s,
              guint          seat,
              SqRelic        relic)
{
  return (s->seats[seat].relics & (1u << relic)) != 0;
}

gint
sq_relic_holder (const SqState *s,
                 SqRelic        relic)
{
  for (guint i = 0; i < s->n_seats; i++)
    if (s->seats[i].alive && sq_has_relic (s, i, relic))
      return i;
  return SQ_NO_SEAT;
}

gboolean
sq_over (const SqState *s)
{
  return s->outcome != SQ_OUTCOME_NONE;
}

static gint
find_traitor (const SqState *s)
{
  for (guint i = 0; i < s->n_seats; i++)
    if (s->seats[i].in_game && s->seats[i].loyalty != SQ_NO_CARD &&
        sq_card_face (s->seats[i].loyalty) == SQ_FACE_TRAITOR)
      return i;
  return SQ_NO_SEAT;
}

void
sq_lose (SqState    *s,
         SqEndReason reason)
{
  if (sq_over (s))
    return;
  s->outcome = SQ_OUTCOME_EVIL;
  s->end_reason = reason;
  s->traitor_at_end = find_traitor (s);
}

/* The Round Table holds 12 swords or more: the hidden traitor, if alive,
 * flips white swords, then a strict white majority wins. */
void
sq_check_final_count (SqState *s)
{
  gint traitor;

  if (sq_over (s) || s->swords_white + s->swords_black < 12)
    return;

  traitor = find_traitor (s);
  if (traitor >= 0 && s->seats[traitor].alive && !s->seats[traitor].unmasked)
    {
      guint flip = MIN (s->setup.options.traitor_flip, s->swords_white);
      s->swords_white -= flip;
      s->swords_black += flip;
      s->flipped_at_end = flip;
    }
  s->outcome = s->swords_white > s->swords_black ? SQ_OUTCOME_LOYAL : SQ_OUTCOME_EVIL;
  s->end_reason = SQ_END_SWORDS;
  s->traitor_at_end = traitor;
}

void
sq_add_sword (SqState *s,
              gboolean white)
{
  if (sq_over (s) || s->swords_white + s->swords_black >= SQ_MAX_SWORDS)
    return;
  if (white)
    s->swords_white++;
  else
    s->swords_black++;
  if (s->swords_black >= 7)
    sq_lose (s, SQ_END_BLACK_SWORDS);
}

void
sq_flip_white_sword (SqState *s)
{
  if (sq_over (s) || s->swords_white == 0)
    return;
  s->swords_white--;
  s->swords_black++;
  if (s->swords_black >= 7)
    sq_lose (s, SQ_END_BLACK_SWORDS);
}

void
sq_add_siege (SqState *s,
              guint    n)
{
  for (guint i = 0; i < n && !sq_over (s); i++)
    {
      s->siege++;
      if (s->siege >= SQ_MAX_SIEGE)
        sq_lose (s, SQ_END_SIEGE);
    }
}

void
sq_change_life (SqState *s,
                guint    seat,
                gint     delta)
{
  SqSeat *st = &s->seats[seat];
  gint life;

  if (!sq_is_active_knight (s, seat) || st->life == 0)
    return;
  life = CLAMP ((gint) st->life + delta, 0, SQ_MAX_LIFE);
  st->life = life;
  if (life == 0)
    s->pending_deaths |= 1u << seat;
}

void
sq_leave_place (SqState *s,
                guint    seat)
{
  SqPlace place = s->seats[seat].place;

  /* leaving a solo quest takes its white cards away; black cards stay */
  if ((place == SQ_PLACE_BLACK_KNIGHT || place == SQ_PLACE_LANCELOT) &&
      s->quests[place].status == SQ_QUEST_STATUS_ACTIVE)
    {
      SqQuest *q = &s->quests[place];
      for (guint i = 0; i < q->n_white; i++)
        sq_discard_white (s, q->white[i]);
      q->n_white = 0;
      q->last_white_seat = SQ_NO_SEAT;
    }
  s->seats[seat].place = SQ_PLACE_NONE;
}

void
sq_move_knight (SqState *s,
                guint    seat,
                SqPlace  place)
{
  if (s->seats[seat].place == place)
    return;
  sq_leave_place (s, seat);
  s->seats[seat].place = place;
}

static void
check_all_loyal_dead (SqState *s)
{
  for (guint i = 0; i < s->n_seats; i++)
    if (s->seats[i].in_game && s->seats[i].alive && !s->seats[i].unmasked && sq_is_loyal (s, i))
      return;
  sq_lose (s, SQ_END_ALL_LOYAL_DEAD);
}

void
sq_kill (SqState *s,
         guint    seat)
{
  SqSeat *st = &s->seats[seat];

  if (!st->alive)
    return;
  sq_leave_place (s, seat);
  st->alive = FALSE;
  st->life = 0;
  sq_discard_hand (s, seat);
  /* his relics leave the game with him */
  s->relic_gone |= st->relics;
  st->relics = 0;
  s->pending_deaths &= ~(1u << seat);
  if ((gint) seat == s->current)
    s->turn_cut = TRUE;
  check_all_loyal_dead (s);
}

void
sq_unmask (SqState *s,
           guint    seat)
{
  SqSeat *st = &s->seats[seat];

  st->unmasked = TRUE;
  st->loyalty_revealed = TRUE;
  sq_discard_hand (s, seat);
  sq_leave_place (s, seat);
  /* Excalibur and the Grail leave him; the Armor keeps working for him */
  s->relic_gone |= st->relics & ((1u << SQ_RELIC_EXCALIBUR) | (1u << SQ_RELIC_GRAIL));
  st->relics &= 1u << SQ_RELIC_ARMOR;
  s->pending_deaths &= ~(1u << seat);
  check_all_loyal_dead (s);
}

gint
sq_next_seat (const SqState *s,
              gint           seat)
{
  guint pos = 0;

  for (guint i = 0; i < s->n_order; i++)
    if (s->order[i] == seat)
      pos = i;
  for (guint k = 1; k <= s->n_order; k++)
    {
      gint next = s->order[(pos + k) % s->n_order];
      if (s->seats[next].in_game && s->seats[next].alive)
        return next;
    }
  return SQ_NO_SEAT;
}

gboolean
sq_meets_accuse (const SqState *s)
{
  guint swords = s->setup.options.accuse_threshold == SQ_ACCUSE_BLACK_SWORDS
                   ? s->swords_black
                   : (guint) (s->swords_white + s->swords_black);

  return s->siege >= 6 || swords >= 6;
}

gboolean
sq_can_join (const SqState *s)
{
  SqDecision d = sq_state_get_decision (s);

  if (d != SQ_DECISION_EVIL || s->peeked)
    return FALSE;
  if (s->n_seats >= SQ_MAX_SEATS || s->n_loyalty_box == 0)
    return FALSE;
  return s->setup.squires_challenge || s->n_knights_box > 0;
}

gboolean
sq_has_fight_card (const SqState *s,
                   guint          seat)
{
  if (s->setup.white_deck == SQ_DECK_PHYSICAL)
    return s->seats[seat].hand_count > 0;
  for (guint i = 0; i < s->seats[seat].hand.n; i++)
    if (sq_face_is_fight (sq_card_face (s->seats[seat].hand.c[i])))
      return TRUE;
  return FALSE;
}

gint
sq_limbo_find (const SqState *s,
               guint8         card)
{
  for (guint i = 0; i < s->n_limbo; i++)
    if (s->limbo[i] == card)
      return i;
  return -1;
}

/* Asks every knight with cards, clockwise from @from and except @except,
 * to discard @n white cards. Pushed in reverse so that @from answers
 * first. */
void
sq_push_discards (SqState *s,
                  gint     from,
                  gint     except,
                  guint    n)
{
  guint pos = 0;

  for (guint i = 0; i < s->n_order; i++)
    if (s->order[i] == from)
      pos = i;
  for (gint k = s->n_order - 1; k >= 0; k--)
    {
      gint seat = s->order[(pos + k) % s->n_order];
      if (seat != except && sq_is_active_knight (s, seat) && sq_state_get_hand_size (s, seat) > 0)
        sq_push (s, SQ_DECISION_DISCARD, seat, n, 0);
    }
}

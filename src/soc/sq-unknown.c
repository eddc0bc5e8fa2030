/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The table's own black deck: a combat card laid face down without being
 * entered, revealed when its quest resolves; the cards entered, with
 * their copies counted; and house cards, which a table's deck has beyond
 * the manifest ("the deck here differs").
 *
 * An unknown card is SQ_CARD_UNKNOWN on its quest. Its identity is one of
 * the cards still in black_draw (the unordered pool of unseen cards), so
 * the pool holds the draw pile proper plus every unknown card. A card is
 * taken out of the pool only if enough cards of each kind stay there for
 * the unknown cards of that kind: a Black Knight card face down must still
 * be able to be a Black Knight card when it is revealed. */

#include "sq-engine-private.h"

/* kinds of unknown cards */
enum {
  KIND_BLACK_KNIGHT,
  KIND_LANCELOT,
  N_KINDS,
};

static gint
kind_of_quest (guint q)
{
  if (q == SQ_QUEST_BLACK_KNIGHT)
    return KIND_BLACK_KNIGHT;
  if (q == SQ_QUEST_LANCELOT || q == SQ_QUEST_DRAGON)
    return KIND_LANCELOT;
  return -1;
}

static gint
kind_of_face (SqFace face)
{
  if (face >= SQ_FACE_BLACK_KNIGHT_1 && face <= SQ_FACE_BLACK_KNIGHT_7)
    return KIND_BLACK_KNIGHT;
  if (face >= SQ_FACE_LANCELOT_1_5 && face <= SQ_FACE_LANCELOT_7_11)
    return KIND_LANCELOT;
  return -1;
}

/* Unknown cards on one quest. */
static guint
unknown_on (const SqState *s,
            guint          q)
{
  const SqQuest *quest = &s->quests[q];
  guint n = 0;

  for (guint i = 0; i < quest->n_black && i < G_N_ELEMENTS (quest->black); i++)
    n += quest->black[i] == SQ_CARD_UNKNOWN;
  return n;
}

/* The unknown cards of a kind that the pool must still be able to give. */
static guint
needed (const SqState *s,
        gint           kind)
{
  guint n = s->black_unknown_discards[kind];

  for (guint q = 0; q < SQ_N_QUESTS; q++)
    if (kind_of_quest (q) == kind)
      n += unknown_on (s, q);
  return n;
}

static guint
pool_of_kind (const SqState *s,
              gint           kind)
{
  guint n = 0;

  for (guint i = 0; i < s->black_draw.n; i++)
    n += kind_of_face (sq_card_face (s->black_draw.c[i])) == kind;
  return n;
}

/**
 * sq_black_unknown_count:
 *
 * Black cards whose identity is still in the pool though they are not in
 * the draw pile: unknown cards on quests and those discarded unseen.
 */
guint
sq_black_unknown_count (const SqState *s)
{
  guint n = 0;

  for (gint k = 0; k < N_KINDS; k++)
    n += needed (s, k);
  return n;
}

/**
 * sq_black_pile_size:
 *
 * The number of cards in the black draw pile, whichever deck is used.
 */
guint
sq_black_pile_size (const SqState *s)
{
  guint out;

  g_return_val_if_fail (s != NULL, 0);

  if (s->setup.black_deck == SQ_DECK_VIRTUAL)
    return s->black_draw.n;
  out = sq_black_unknown_count (s);
  return s->black_draw.n > out ? s->black_draw.n - out : 0;
}

/**
 * sq_black_entry_ok:
 * @face: a black face
 * @reveal_quest: the quest whose unknown card is being revealed, or
 *   SQ_QUEST_NONE for a card drawn
 *
 * Whether the pool can give a card of @face while every other unknown card
 * can still be what it must be.
 */
gboolean
sq_black_entry_ok (const SqState *s,
                   SqFace         face,
                   guint          reveal_quest)
{
  gint kind = kind_of_face (face);
  gint freed = kind_of_quest (reveal_quest);

  g_return_val_if_fail (s != NULL, FALSE);

  if (face >= SQ_N_FACES || sq_pile_count_face (s->black_draw.c, s->black_draw.n, face) == 0)
    return FALSE;
  if (kind < 0)
    return TRUE;
  return pool_of_kind (s, kind) - 1 >= needed (s, kind) - (freed == kind ? 1u : 0u);
}

/* A house card of @face not yet in the game, or SQ_NO_CARD. */
static guint8
new_house_card (SqState *s,
                SqFace   face)
{
  for (guint copy = 0; copy < 2; copy++)
    {
      guint index = 2 * (face - SQ_FACE_BLACK_KNIGHT_1) + copy;

      if (!(s->house_used & (G_GUINT64_CONSTANT (1) << index)))
        {
          s->house_used |= G_GUINT64_CONSTANT (1) << index;
          return SQ_FIRST_HOUSE + index;
        }
    }
  return SQ_NO_CARD;
}

/**
 * sq_black_take_entered:
 * @override: the table says its deck differs: a card the pool cannot give
 *   becomes a house card
 *
 * Takes the card of @face the table entered out of the pool.
 */
gboolean
sq_black_take_entered (SqState  *s,
                       SqFace    face,
                       guint     reveal_quest,
                       gboolean  override,
                       guint8   *card,
                       GError  **error)
{
  if (face >= SQ_N_FACES || !sq_face_is_black (face))
    return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, SQ_RULE_CARDS_FACES);
  if (sq_black_entry_ok (s, face, reveal_quest))
    {
      sq_pile_remove_face (s->black_draw.c, &s->black_draw.n, face, card);
      return TRUE;
    }
  if (!override)
    return sq_fail (error, SQ_RULES_ERROR_COPIES_OUT, SQ_RULE_CARDS_COPIES);
  *card = new_house_card (s, face);
  if (*card == SQ_NO_CARD)
    return sq_fail (error, SQ_RULES_ERROR_BAD_VALUE, SQ_RULE_CARDS_COPIES);
  return TRUE;
}

/**
 * sq_unknown_lay_ok:
 * @quest: where the card would lie
 *
 * Whether the drawer of a physical black card may lay it face down on
 * @quest without entering it: a combat card's quest that is open, a card
 * of that kind can still be in the pile, and no Excalibur cancel waits
 * (its holder decides on the card he sees).
 */
gboolean
sq_unknown_lay_ok (const SqState  *s,
                   guint           quest,
                   gboolean        override,
                   GError        **error)
{
  gint kind = kind_of_quest (quest);
  gint holder;

  if (s->setup.black_deck != SQ_DECK_PHYSICAL)
    return sq_fail (error, SQ_RULES_ERROR_WRONG_DECISION, SQ_RULE_DECISION);
  if (kind < 0 || !sq_quest_is_active (s, quest) ||
      (quest == SQ_QUEST_DRAGON && sq_quest_is_active (s, SQ_QUEST_LANCELOT)))
    return sq_fail (error, SQ_RULES_ERROR_BAD_TARGET, SQ_RULE_QUEST_OVER);
  holder = sq_relic_holder (s, SQ_RELIC_EXCALIBUR);
  if (s->setup.options.excalibur_cancel && holder >= 0 && sq_is_active_knight (s, holder))
    return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_EXCALIBUR_RELIC);
  if (!override && pool_of_kind (s, kind) <= needed (s, kind))
    return sq_fail (error, SQ_RULES_ERROR_COPIES_OUT, SQ_RULE_CARDS_COPIES);
  return TRUE;
}

/**
 * sq_unknown_discard:
 * @quest: the quest the unknown card leaves
 *
 * A Merlin discards an unknown card unseen.
 */
void
sq_unknown_discard (SqState *s,
                    guint    quest)
{
  gint kind = kind_of_quest (quest);

  g_assert (kind >= 0);
  s->black_unknown_discards[kind]++;
}

/**
 * sq_unknown_push_reveal:
 *
 * Before a combat quest's totals are compared, the table enters each card
 * that lies there face down without being entered.
 */
void
sq_unknown_push_reveal (SqState *s,
                        guint    quest,
                        gint     seat)
{
  if (unknown_on (s, quest) > 0)
    sq_push (s, SQ_DECISION_REVEAL_BLACK, seat >= 0 ? seat : s->current, quest, 0);
}

/**
 * sq_unknown_may_be:
 *
 * At the reveal decision: whether the next unknown card may be @face.
 */
gboolean
sq_unknown_may_be (const SqState *s,
                   SqFace         face)
{
  guint q = s->stack[s->n_stack - 1].a;

  return kind_of_face (face) == kind_of_quest (q) && sq_black_entry_ok (s, face, q);
}

/**
 * sq_unknown_reveal:
 *
 * Answers the reveal decision: the first unknown card on the quest is the
 * card of the action's face. The decision stays until none is left.
 */
gboolean
sq_unknown_reveal (SqState        *s,
                   const SqAction *a,
                   GError        **error)
{
  SqTask *top = sq_top (s);
  guint q = top->a;
  SqQuest *quest = &s->quests[q];
  guint8 card;

  if (a->n_cards != 1 || a->cards[0] >= SQ_N_FACES ||
      kind_of_face (a->cards[0]) != kind_of_quest (q))
    return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, SQ_RULE_CARDS_FACES);
  if (!sq_black_take_entered (s, a->cards[0], q, (a->flags & SQ_ACTION_FLAG_OVERRIDE) != 0,
                              &card, error))
    return FALSE;
  for (guint i = 0; i < quest->n_black; i++)
    if (quest->black[i] == SQ_CARD_UNKNOWN)
      {
        quest->black[i] = card;
        break;
      }
  if (unknown_on (s, q) == 0)
    s->n_stack--;
  return TRUE;
}

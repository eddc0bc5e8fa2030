/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The answers to the decisions the engine puts to the table, in words: the
 * opening share, the Armor, the cancel windows, where a black card goes,
 * Morgan, Arthur's swap, the d8, Kay, the Grail, the Convocation, the
 * Messenger, Clairvoyance, the traitor's turn, the Squire's challenge and
 * a knight joining. The public view is sq-text-actions.c's. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-cards.h"
#include "sq-rules.h"
#include "sq-text-actions-private.h"

static char *
text_share (const SqTextCtx *c)
{
  const SqState *s = c->s;
  const SqAction *a = c->a;
  SqDecision d = sq_state_get_decision (s);
  gboolean spoils = d == SQ_DECISION_SPOILS;
  const SqTask *top = sq_text_top (s, d);
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;
  guint8 cards[SQ_LIMBO_MAX];
  guint n = 0;

  if (a->flags & SQ_ACTION_FLAG_RANDOM)
    {
      int start = a->target;
      g_autofree char *first = NULL;

      if (!sq_text_seat_valid (s, start))
        start = spoils && top != NULL ? top->seat : s->first_seat;
      first = sq_text_seat (s, start);
      if (spoils && c->sentence)
        /* Translators: %s is the knight who got the first card */
        return sq_text_printf (_("The spoils were dealt at random, starting with %s"), first);
      if (spoils)
        /* Translators: %s is the knight who gets the first card */
        return sq_text_printf (_("Deal the spoils at random, starting with %s"), first);
      if (c->sentence)
        /* Translators: %s is the knight who got the first card */
        return sq_text_printf (_("The offered cards were dealt at random, starting with %s"),
                               first);
      /* Translators: %s is the knight who gets the first card */
      return sq_text_printf (_("Deal the offered cards at random, starting with %s"), first);
    }

  if (d == SQ_DECISION_SPOILS || d == SQ_DECISION_OPENING_SHARE)
    for (guint i = 0; i < s->n_limbo && i < SQ_LIMBO_MAX; i++)
      if (spoils ? s->limbo_owner[i] == SQ_LIMBO_SPOILS : s->limbo_owner[i] >= 0)
        cards[n++] = s->limbo[i];

  /* by seat, so that the public text does not tell who got which card */
  for (int seat = 0; seat < SQ_MAX_SEATS; seat++)
    {
      guint8 faces[SQ_MAX_SEATS];
      guint k = 0;
      g_autofree char *name = NULL;

      for (guint i = 0; i < a->n_seats && i < SQ_MAX_SEATS; i++)
        if (a->seats[i] == seat)
          faces[k++] = i < n && cards[i] < SQ_N_CARDS ? sq_card_face (cards[i]) : SQ_NO_CARD;
      if (k == 0)
        continue;
      name = sq_text_seat (s, seat);
      if (c->hide || n != a->n_seats)
        /* Translators: part of a share; %1$u is a number of cards, %2$s a knight */
        g_ptr_array_add (items, g_strdup_printf (ngettext ("%1$u card to %2$s",
                                                           "%1$u cards to %2$s", k), k, name));
      else
        {
          g_autofree char *what = sq_text_cards (faces, k, FALSE);
          /* Translators: part of a share; %1$s are cards, %2$s a knight */
          g_ptr_array_add (items, g_strdup_printf (_("%1$s to %2$s"), what, name));
        }
    }
  if (items->len == 0)
    return g_strdup (c->sentence ? _("Nothing was shared") : _("Share nothing"));
  list = sq_text_join (items);
  if (!c->sentence)
    /* Translators: %s is a list: "2 cards to Sir Kay and 1 card to Sir Gawain" */
    return sq_text_printf (_("Give %s"), list);
  if (spoils)
    /* Translators: %s is a list: "2 cards to Sir Kay and 1 card to Sir Gawain" */
    return sq_text_printf (_("The spoils were shared: %s"), list);
  /* Translators: %s is a list: "2 cards to Sir Kay and 1 card to Sir Gawain" */
  return sq_text_printf (_("The offered cards were shared: %s"), list);
}

static char *
text_armor (const SqTextCtx *c)
{
  const SqTask *top = sq_text_top (c->s, SQ_DECISION_ARMOR_CHOOSE);
  const char *chosen = sq_text_first_card (c->a);
  const char *other = NULL;
  gboolean named = c->a->n_cards == 1 && c->a->cards[0] < SQ_N_FACES;

  if (top != NULL && named)
    {
      SqFace f1 = top->a < SQ_N_CARDS ? sq_card_face (top->a) : SQ_N_FACES;
      SqFace f2 = top->b < SQ_N_CARDS ? sq_card_face (top->b) : SQ_N_FACES;
      SqFace f = c->a->cards[0] == f1 ? f2 : f1;
      other = f < SQ_N_FACES ? sq_text_face (f) : NULL;
    }

  if (c->a->type == SQ_ACTION_ARMOR_BOTTOM)
    {
      if (c->hide || !named)
        return c->sentence
          /* Translators: %s is Sir Percival */
          ? sq_text_printf (_("%s put one black card at the bottom of the deck and the other "
                              "back on top"), c->who)
          : g_strdup (_("Put one black card at the bottom of the deck, the other back on top"));
      return c->sentence
        /* Translators: %1$s is Sir Percival, %2$s a black card */
        ? sq_text_printf (_("%1$s put %2$s at the bottom of the black deck"), c->who, chosen)
        /* Translators: %s is a black card */
        : sq_text_printf (_("Put %s at the bottom of the black deck"), chosen);
    }

  if (c->hide || !named)
    return c->sentence
      /* Translators: %s is a knight with Lancelot's Armor */
      ? sq_text_printf (_("%s kept one of two black cards and put the other at the bottom of "
                          "the deck"), c->who)
      : g_strdup (_("Keep one of the two black cards, the other to the bottom of the deck"));
  if (other == NULL)
    other = _("the other");
  return c->sentence
    /* Translators: %1$s is a knight, %2$s and %3$s black cards */
    ? sq_text_printf (_("%1$s kept %2$s and put %3$s at the bottom of the deck"), c->who, chosen,
                      other)
    /* Translators: %1$s and %2$s are black cards */
    : sq_text_printf (_("Keep %1$s, put %2$s at the bottom of the deck"), chosen, other);
}

static char *
text_merlin_cancel (const SqTextCtx *c)
{
  const SqTask *top = sq_text_top (c->s, SQ_DECISION_MERLIN_CANCEL);
  g_autofree char *card = sq_text_black_seen (top != NULL ? top->a : SQ_NO_CARD);
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;

  /* the choices list who holds Merlins: only the split played is public */
  if (c->hide && !c->sentence)
    return g_strdup (_("Cancel it with three Merlins"));
  for (guint i = 0; i < c->a->n_seats && i < SQ_MAX_SEATS; i++)
    {
      g_autofree char *name = sq_text_seat (c->s, c->a->seats[i]);
      /* Translators: %1$s is a knight, %2$u the Merlins he discards */
      g_ptr_array_add (items, g_strdup_printf (_("%1$s (%2$u)"), name, c->a->counts[i]));
    }
  list = sq_text_join (items);
  if (c->sentence)
    /* Translators: %1$s lists knights and their Merlins: "Sir Kay (2) and Sir
     * Gawain (1)"; %2$s is a special black card */
    return sq_text_printf (_("Three Merlins from %1$s cancelled %2$s"), list, card);
  /* Translators: %s lists knights and their Merlins: "Sir Kay (2) and Sir
   * Gawain (1)"; the prompt above names the black card */
  return sq_text_printf (_("Cancel it with Merlins from %s"), list);
}

static char *
text_cancel (const SqTextCtx *c)
{
  SqDecision d = sq_state_get_decision (c->s);
  const SqTask *top = sq_text_top (c->s, d);
  g_autofree char *card = sq_text_black_seen (top != NULL ? top->a : SQ_NO_CARD);

  if (c->a->type == SQ_ACTION_MERLIN_CANCEL)
    return text_merlin_cancel (c);
  if (c->a->type == SQ_ACTION_EXCALIBUR_CANCEL)
    return c->sentence
      /* Translators: %1$s holds Excalibur, %2$s is a black card */
      ? sq_text_printf (_("%1$s cancelled %2$s with Excalibur"), c->who, card)
      /* Translators: %s is a black card */
      : sq_text_printf (_("Cancel %s with Excalibur"), card);
  if (!c->sentence)
    /* Translators: %s is a black card */
    return sq_text_printf (_("Do not cancel %s"), card);
  if (d == SQ_DECISION_EXCALIBUR_CANCEL)
    /* Translators: %1$s holds Excalibur, %2$s is a black card */
    return sq_text_printf (_("%1$s did not cancel %2$s"), c->who, card);
  /* Translators: %s is a special black card */
  return sq_text_printf (_("Nobody cancelled %s"), card);
}

static char *
text_place (const SqTextCtx *c)
{
  const SqTask *top = sq_text_top (c->s, SQ_DECISION_PLACE_COMBAT);
  guint card = top != NULL ? top->a : SQ_NO_CARD;
  const char *quest = sq_text_place_phrase (top != NULL ? sq_text_place_of (top->b) : SQ_PLACE_NONE,
                                            SQ_PLACE_PHRASE_ON);
  g_autofree char *seen = sq_text_black_seen (card);
  const char *face = card < SQ_N_CARDS ? sq_text_card_id (card) : seen;

  if (c->a->type == SQ_ACTION_PLACE_FACE_UP)
    {
      if (c->sentence)
        /* Translators: %1$s is a knight, %2$s a black card, %3$s a quest,
         * pattern "on-place" ("on the Black Knight") */
        return sq_text_printf (_("%1$s laid %2$s face up %3$s"), c->who, face, quest);
      if (c->hide)
        /* Translators: %s is a quest, pattern "on-place" ("on the Black Knight") */
        return sq_text_printf (_("Lay the card face up %s"), quest);
      /* Translators: %1$s is a black card, %2$s a quest, pattern "on-place"
       * ("on the Black Knight") */
      return sq_text_printf (_("Lay %1$s face up %2$s"), face, quest);
    }
  if (c->sentence)
    /* Translators: %1$s is a knight, %2$s a black card, %3$s a quest,
     * pattern "on-place" ("on the Black Knight") */
    return sq_text_printf (_("%1$s laid %2$s face down %3$s and drew a white card"), c->who,
                           c->hide ? seen : face, quest);
  if (c->hide)
    /* Translators: %s is a quest, pattern "on-place" ("on the Black Knight") */
    return sq_text_printf (_("Lay the card face down %s and draw a white card"), quest);
  /* Translators: %1$s is a black card, %2$s a quest, pattern "on-place" ("on the Black Knight") */
  return sq_text_printf (_("Lay %1$s face down %2$s and draw a white card"), face, quest);
}

static char *
text_morgan (const SqTextCtx *c)
{
  const SqTask *top = sq_text_top (c->s, SQ_DECISION_MORGAN_VOLUNTEER);
  guint face = top != NULL ? top->a : SQ_N_FACES;
  int seat = sq_text_seat_valid (c->s, c->a->target) ? c->a->target : c->seat;
  g_autofree char *name = sq_text_seat (c->s, seat);

  if (c->a->type == SQ_ACTION_NO_VOLUNTEER)
    return g_strdup (c->sentence
                     ? _("Nobody volunteered, so every knight discards a white card")
                     : _("Nobody volunteers: every knight discards a white card"));
  if (face == SQ_FACE_MORGAN_SACRIFICE)
    return c->sentence
      /* Translators: %s is a knight */
      ? sq_text_printf (_("%s volunteered to lose two life points"), name)
      /* Translators: %s is a knight */
      : sq_text_printf (_("%s volunteers to lose two life points"), name);
  if (face == SQ_FACE_MORGAN_DISCARD)
    return c->sentence
      /* Translators: %s is a knight */
      ? sq_text_printf (_("%s volunteered to discard three white cards"), name)
      /* Translators: %s is a knight */
      : sq_text_printf (_("%s volunteers to discard three white cards"), name);
  return c->sentence
    /* Translators: %s is a knight who takes Morgan's burden */
    ? sq_text_printf (_("%s volunteered"), name)
    /* Translators: %s is a knight who takes Morgan's burden */
    : sq_text_printf (_("%s volunteers"), name);
}

static char *
text_arthur (const SqTextCtx *c)
{
  gboolean named = !c->hide && sq_text_all_named (c->a);
  const SqTask *top = sq_text_top (c->s, SQ_DECISION_ARTHUR_ANSWER);
  int other = c->a->type == SQ_ACTION_ARTHUR_SWAP ? c->a->target
                                                  : (top != NULL ? top->a : SQ_NO_SEAT);
  g_autofree char *name = sq_text_seat (c->s, other);

  if (c->a->type == SQ_ACTION_ARTHUR_SWAP)
    {
      if (c->sentence && named)
        /* Translators: %1$s is King Arthur, %2$s a white card, %3$s a knight */
        return sq_text_printf (_("%1$s gave %2$s to %3$s in a swap"), c->who, sq_text_first_card (c->a),
                               name);
      if (c->sentence)
        /* Translators: %1$s is King Arthur, %2$s a knight */
        return sq_text_printf (_("%1$s swapped a white card with %2$s"), c->who, name);
      if (named)
        /* Translators: %1$s is a white card, %2$s a knight */
        return sq_text_printf (_("Give %1$s to %2$s in a swap"), sq_text_first_card (c->a), name);
      /* Translators: %s is a knight */
      return sq_text_printf (_("Swap a white card with %s"), name);
    }
  if (c->sentence && named)
    /* Translators: %1$s is a knight, %2$s a white card, %3$s King Arthur */
    return sq_text_printf (_("%1$s gave %2$s to %3$s in return"), c->who, sq_text_first_card (c->a), name);
  if (c->sentence)
    /* Translators: %1$s is a knight, %2$s King Arthur */
    return sq_text_printf (_("%1$s gave %2$s a white card in return"), c->who, name);
  if (named)
    /* Translators: %1$s is a white card, %2$s King Arthur */
    return sq_text_printf (_("Give %1$s to %2$s in return"), sq_text_first_card (c->a), name);
  /* Translators: %s is King Arthur */
  return sq_text_printf (_("Give %s a white card in return"), name);
}

static char *
text_d8 (const SqTextCtx *c)
{
  guint value = c->a->value;

  if (!c->sentence)
    return value == 0 ? g_strdup (_("Roll the die"))
                      /* Translators: %u is what the table's own die shows */
                      : sq_text_printf (_("The die shows %u"), value);
  if (value == 0)
    {
      g_autoptr (SqState) after = sq_text_outcome_of (c);
      if (after != NULL)
        value = after->last_d8;
    }
  if (value == 0)
    /* Translators: %s is a knight */
    return sq_text_printf (_("%s rolled the die"), c->who);
  /* Translators: %1$s is a knight, %2$u the die, %3$d his fight cards' total */
  return sq_text_printf (_("%1$s rolled %2$u against a fight total of %3$d"), c->who, value,
                         c->s->siege_total);
}

static char *
text_kay (const SqTextCtx *c)
{
  const SqTask *top = sq_text_top (c->s, SQ_DECISION_KAY);
  guint quest = top != NULL ? top->a : SQ_QUEST_NONE;

  if (c->a->type == SQ_ACTION_KAY_PASS)
    return c->sentence
      /* Translators: %s is Sir Kay */
      ? sq_text_printf (_("%s added no card"), c->who)
      : g_strdup (_("Add no card"));
  if (quest >= SQ_N_QUESTS)
    return c->sentence
      /* Translators: %1$s is Sir Kay, %2$s a Fight card */
      ? sq_text_printf (_("%1$s added %2$s to the siege fight"), c->who, sq_text_first_card (c->a))
      /* Translators: %s is a Fight card */
      : sq_text_printf (_("Add %s to the siege fight"), sq_text_first_card (c->a));
  return c->sentence
    /* Translators: %1$s is Sir Kay, %2$s a Fight card, %3$s a quest,
     * pattern "on-place" ("on the Black Knight") */
    ? sq_text_printf (_("%1$s added %2$s to the fight %3$s"), c->who, sq_text_first_card (c->a),
                      sq_text_place_phrase (quest, SQ_PLACE_PHRASE_ON))
    /* Translators: %1$s is a Fight card, %2$s a quest, pattern "on-place"
     * ("on the Black Knight") */
    : sq_text_printf (_("Add %1$s to the fight %2$s"), sq_text_first_card (c->a),
                      sq_text_place_phrase (quest, SQ_PLACE_PHRASE_ON));
}

static char *
text_grail (const SqTextCtx *c)
{
  const SqTask *top = sq_text_top (c->s, SQ_DECISION_GRAIL_OFFER);
  int dying = top != NULL ? top->a : SQ_NO_SEAT;
  g_autofree char *name = sq_text_seat (c->s, dying);
  gboolean self = dying == c->seat;

  if (c->a->type == SQ_ACTION_GRAIL_GIVE)
    {
      if (self)
        return c->sentence
          /* Translators: %s is a knight */
          ? sq_text_printf (_("%s drank from the Holy Grail"), c->who)
          : g_strdup (_("Drink from the Holy Grail"));
      return c->sentence
        /* Translators: %1$s holds the Grail, %2$s is the dying knight */
        ? sq_text_printf (_("%1$s let %2$s drink from the Holy Grail"), c->who, name)
        /* Translators: %s is the dying knight */
        : sq_text_printf (_("Let %s drink from the Holy Grail"), name);
    }
  if (self)
    return c->sentence
      /* Translators: %s is a knight */
      ? sq_text_printf (_("%s kept the Holy Grail and fell"), c->who)
      : g_strdup (_("Keep the Holy Grail and fall"));
  return c->sentence
    /* Translators: %1$s holds the Grail, %2$s is the dying knight */
    ? sq_text_printf (_("%1$s kept the Holy Grail, and %2$s fell"), c->who, name)
    /* Translators: %s is the dying knight */
    : sq_text_printf (_("Keep the Holy Grail: %s falls"), name);
}

static char *
text_convocation (const SqTextCtx *c)
{
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;
  guint n = MIN (c->a->n_seats, SQ_MAX_SEATS);

  if (n == 0)
    return g_strdup (c->sentence ? _("Nobody answered the Convocation")
                                 : _("Nobody answers the call"));
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (items, sq_text_seat (c->s, c->a->seats[i]));
  list = sq_text_join (items);
  if (c->sentence)
    /* Translators: %s is one or more knights */
    return sq_text_printf (ngettext ("%s answered the Convocation and returned to Camelot",
                                     "%s answered the Convocation and returned to Camelot", n),
                           list);
  /* Translators: %s is one or more knights */
  return sq_text_printf (ngettext ("%s returns to Camelot", "%s return to Camelot", n), list);
}

static char *
text_messenger (const SqTextCtx *c)
{
  g_autofree char *name = sq_text_seat (c->s, c->a->target);
  guint n = c->a->n_cards;

  if (!c->hide && sq_text_all_named (c->a))
    {
      g_autofree char *what = sq_text_action_cards (c->a, FALSE);
      return c->sentence
        /* Translators: %1$s is a knight, %2$s white cards, %3$s another knight */
        ? sq_text_printf (_("%1$s sent %2$s to %3$s"), c->who, what, name)
        /* Translators: %1$s are white cards, %2$s a knight */
        : sq_text_printf (_("Give %1$s to %2$s"), what, name);
    }
  return c->sentence
    /* Translators: %1$s is a knight, %2$u a number of cards, %3$s another knight */
    ? sq_text_printf (ngettext ("%1$s sent %2$u white card to %3$s",
                                "%1$s sent %2$u white cards to %3$s", n), c->who, n, name)
    /* Translators: %1$u is a number of cards, %2$s a knight */
    : sq_text_printf (ngettext ("Give %1$u white card to %2$s",
                                "Give %1$u white cards to %2$s", n), n, name);
}

static char *
text_clairvoyance (const SqTextCtx *c)
{
  guint n = c->a->n_cards;
  g_autofree char *order = NULL;

  if (c->hide || !sq_text_all_named (c->a))
    return c->sentence
      /* Translators: %1$s is a knight, %2$u a number of black cards */
      ? sq_text_printf (ngettext ("%1$s put the top %2$u black card back in a chosen order",
                                  "%1$s put the top %2$u black cards back in a chosen order", n),
                        c->who, n)
      /* Translators: %u is a number of black cards */
      : sq_text_printf (ngettext ("Put the top %u black card back in a new order",
                                  "Put the top %u black cards back in a new order", n), n);
  order = sq_text_action_cards (c->a, TRUE);
  return c->sentence
    /* Translators: %1$s is a knight, %2$s black cards in order */
    ? sq_text_printf (_("%1$s put the top black cards back in this order, top first: %2$s"),
                      c->who, order)
    /* Translators: %s are black cards in order */
    : sq_text_printf (_("Put them back in this order, top first: %s"), order);
}

static char *
text_steal (const SqTextCtx *c)
{
  g_autofree char *name = sq_text_seat (c->s, c->a->target);

  if (c->a->n_cards == 1 && c->a->cards[0] < SQ_N_FACES)
    return c->sentence
      /* Translators: %1$s is the traitor, %2$s a white card, %3$s a knight */
      ? sq_text_printf (_("%1$s discarded %2$s from the hand of %3$s"), c->who,
                        sq_text_first_card (c->a), name)
      /* Translators: %1$s is a white card, %2$s a knight */
      : sq_text_printf (_("Discard %1$s from the hand of %2$s"), sq_text_first_card (c->a), name);
  return c->sentence
    /* Translators: %1$s is the traitor, %2$s a knight */
    ? sq_text_printf (_("%1$s discarded a random white card from the hand of %2$s"), c->who,
                      name)
    /* Translators: %s is a knight */
    : sq_text_printf (_("Discard a random white card from the hand of %s"), name);
}

static char *
text_squire (const SqTextCtx *c)
{
  g_autofree char *name = sq_text_seat (c->s, c->a->target);
  guint knight = c->a->knight;
  gboolean random = (c->a->flags & SQ_ACTION_FLAG_RANDOM) || knight >= SQ_N_KNIGHTS;

  if (c->sentence && random)
    {
      g_autoptr (SqState) after = sq_text_outcome_of (c);
      if (after != NULL && sq_text_seat_valid (after, c->a->target))
        knight = after->seats[c->a->target].knight;
    }
  if (c->sentence && knight < SQ_N_KNIGHTS)
    /* Translators: %1$s is a squire, %2$s the knight he becomes */
    return sq_text_printf (_("%1$s was knighted and is now %2$s"), name, sq_text_knight (knight));
  if (c->sentence)
    /* Translators: %s is a squire */
    return sq_text_printf (_("%s was knighted"), name);
  if (random)
    /* Translators: %s is a squire */
    return sq_text_printf (_("Knight %s with a coat of arms drawn at random"), name);
  /* Translators: %1$s is a squire, %2$s the knight he becomes */
  return sq_text_printf (_("Knight %1$s as %2$s"), name, sq_text_knight (knight));
}

static char *
text_join (const SqTextCtx *c)
{
  guint knight = c->a->knight;
  gboolean random = (c->a->flags & SQ_ACTION_FLAG_RANDOM) || knight >= SQ_N_KNIGHTS;

  if (c->sentence)
    {
      g_autoptr (SqState) after = sq_text_outcome_of (c);
      if (after != NULL && after->n_seats > c->s->n_seats)
        {
          g_autofree char *name = sq_text_seat (after, c->s->n_seats);
          /* Translators: %s is the knight of a new player */
          return sq_text_printf (_("A new player joined the game as %s"), name);
        }
      return g_strdup (_("A new player joined the game"));
    }
  if (c->s->setup.squires_challenge)
    return g_strdup (_("Seat a new player as a squire"));
  if (random)
    return g_strdup (_("Seat a new player with a coat of arms drawn at random"));
  /* Translators: %s is a knight */
  return sq_text_printf (_("Seat a new player as %s"), sq_text_knight (knight));
}

static char *
text_choose_war (const SqTextCtx *c)
{
  const SqTask *top = sq_text_top (c->s, SQ_DECISION_CHOOSE_WAR);
  guint card = top != NULL ? top->a : SQ_NO_CARD;
  SqPlace war = sq_text_place_of (c->a->quest);
  const char *against = sq_text_place_phrase (war, SQ_PLACE_PHRASE_AGAINST);
  const char *to = sq_text_place_phrase (war, SQ_PLACE_PHRASE_TO);

  if (card < SQ_N_CARDS && sq_card_face (card) == SQ_FACE_MORDRED)
    return c->sentence
      /* Translators: %1$s is a knight, %2$s a war, pattern
       * "against-place" ("against the Picts") */
      ? sq_text_printf (_("%1$s set Mordred %2$s"), c->who, against)
      /* Translators: %s is a war, pattern "against-place" ("against the Picts") */
      : sq_text_printf (_("Set Mordred %s"), against);
  return c->sentence
    /* Translators: %1$s is a knight, %2$s a war, pattern "to-place" ("to the Pict War") */
    ? sq_text_printf (_("%1$s sent the Mercenaries %2$s"), c->who, to)
    /* Translators: %s is a war, pattern "to-place" ("to the Pict War") */
    : sq_text_printf (_("Send the Mercenaries %s"), to);
}

/**
 * sq_text_answer:
 *
 * The words of @c's action when it answers a decision other than the
 * heroic phase's and the Progression of Evil's, or %NULL.
 */
char *
sq_text_answer (const SqTextCtx *c)
{
  switch ((SqActionType) c->a->type)
    {
    case SQ_ACTION_SHARE:
      return text_share (c);
    case SQ_ACTION_ARMOR_BOTTOM:
    case SQ_ACTION_ARMOR_KEEP:
      return text_armor (c);
    case SQ_ACTION_MERLIN_CANCEL:
    case SQ_ACTION_EXCALIBUR_CANCEL:
    case SQ_ACTION_NO_CANCEL:
      return text_cancel (c);
    case SQ_ACTION_PLACE_FACE_UP:
    case SQ_ACTION_PLACE_FACE_DOWN:
      return text_place (c);
    case SQ_ACTION_VOLUNTEER:
    case SQ_ACTION_NO_VOLUNTEER:
      return text_morgan (c);
    case SQ_ACTION_ARTHUR_SWAP:
    case SQ_ACTION_ARTHUR_GIVE:
      return text_arthur (c);
    case SQ_ACTION_ROLL_D8:
      return text_d8 (c);
    case SQ_ACTION_KAY_ADD:
    case SQ_ACTION_KAY_PASS:
      return text_kay (c);
    case SQ_ACTION_GRAIL_GIVE:
    case SQ_ACTION_GRAIL_KEEP:
      return text_grail (c);
    case SQ_ACTION_CONVOCATION:
      return text_convocation (c);
    case SQ_ACTION_MESSENGER:
      return text_messenger (c);
    case SQ_ACTION_CLAIRVOYANCE:
      return text_clairvoyance (c);
    case SQ_ACTION_TRAITOR_STEAL:
      return text_steal (c);
    case SQ_ACTION_KNIGHT_SQUIRE:
      return text_squire (c);
    case SQ_ACTION_JOIN:
      return text_join (c);
    case SQ_ACTION_CHOOSE_WAR:
      return text_choose_war (c);
    default:
      return NULL;
    }
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every action in words: a button label ("Play Fight 3 on the Black
 * Knight") or a line of the game log ("Sir Kay played Fight 3 on the Black
 * Knight").
 *
 * The public view is what the whole table may read. It never names a card
 * that changes hands in secret (the opening offer and share, Arthur's
 * swap, the Messenger), a black card before it is laid face up (Percival's
 * peek, the Armor, what was entered or drawn), the order Clairvoyance
 * chooses, or anyone's loyalty. Cards that land face up on a quest, go to
 * the discard pile, heal or fight the siege engines are public. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-cards.h"
#include "sq-rules.h"
#include "sq-text-private.h"

/* the engine's owner mark for spoils waiting to be shared (SQ_LIMBO_SPOILS) */
#define LIMBO_SPOILS (-2)

typedef struct {
  const SqState *s;
  const SqAction *a;
  gboolean hide;            /* the public view */
  gboolean sentence;        /* a log line rather than a label */
  int seat;                 /* who acts */
  char *who;                /* his name */
} Ctx;

/* ---------------------------------------------------------------- helpers */

static gboolean
all_named (const SqAction *a)
{
  if (a->n_cards == 0)
    return FALSE;
  for (guint i = 0; i < a->n_cards && i < SQ_ACTION_MAX_CARDS; i++)
    if (a->cards[i] >= SQ_N_FACES)
      return FALSE;
  return TRUE;
}

static char *
action_cards (const SqAction *a,
              gboolean        keep_order)
{
  return sq_text_cards (a->cards, MIN (a->n_cards, SQ_ACTION_MAX_CARDS), keep_order);
}

/* The first card of the action, or "a white card" if it is not named */
static const char *
first_card (const SqAction *a)
{
  if (a->n_cards == 0 || a->cards[0] >= SQ_N_FACES)
    return _("a white card");
  return sq_text_face (a->cards[0]);
}

static SqPlace
place_of (guint place)
{
  return place < SQ_N_PLACES ? place : SQ_PLACE_NONE;
}

/* The quest a fight card goes to: the one named, or where he stands */
static SqQuestId
fight_quest (const Ctx *c)
{
  if (c->a->quest < SQ_N_QUESTS)
    return c->a->quest;
  if (sq_text_seat_valid (c->s, c->seat) && c->s->seats[c->seat].place < SQ_N_QUESTS)
    return c->s->seats[c->seat].place;
  return SQ_QUEST_NONE;
}

static const char *
group_name (SqQuestId quest,
            gint      group)
{
  switch (quest)
    {
    case SQ_QUEST_BLACK_KNIGHT:
      if (group == 0)
        /* Translators: a spot group of the Black Knight's tournament */
        return C_("spot group", "first pair");
      if (group == 1)
        /* Translators: a spot group of the Black Knight's tournament */
        return C_("spot group", "second pair");
      break;
    case SQ_QUEST_LANCELOT:
      if (group == 0)
        /* Translators: a spot group of the Quest for Lancelot */
        return C_("spot group", "the pair");
      if (group == 1)
        /* Translators: a spot group of the Quest for Lancelot */
        return C_("spot group", "the three of a kind");
      break;
    case SQ_QUEST_DRAGON:
      if (group == 0)
        /* Translators: a spot group of the Dragon's Quest */
        return C_("spot group", "first three of a kind");
      if (group == 1)
        /* Translators: a spot group of the Dragon's Quest */
        return C_("spot group", "second three of a kind");
      if (group == 2)
        /* Translators: a spot group of the Dragon's Quest */
        return C_("spot group", "third three of a kind");
      break;
    case SQ_QUEST_EXCALIBUR:
    case SQ_QUEST_GRAIL:
    case SQ_QUEST_PICTS:
    case SQ_QUEST_SAXONS:
    case SQ_N_QUESTS:
    default:
      break;
    }
  return NULL;
}

/* Applies the action to a copy, to tell what chance decided (the d8, a
 * coat of arms drawn at random). Only ever used for a log line, after the
 * fact. */
static SqState *
outcome_of (const Ctx *c)
{
  SqState *copy = sq_state_copy (c->s);

  if (!sq_apply (copy, c->a, NULL))
    g_clear_pointer (&copy, sq_state_free);
  return copy;
}

/* ---------------------------------------------------------------- answers */

static char *
text_share (const Ctx *c)
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
      if (spoils ? s->limbo_owner[i] == LIMBO_SPOILS : s->limbo_owner[i] >= 0)
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
text_armor (const Ctx *c)
{
  const SqTask *top = sq_text_top (c->s, SQ_DECISION_ARMOR_CHOOSE);
  const char *chosen = first_card (c->a);
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
text_merlin_cancel (const Ctx *c)
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
text_cancel (const Ctx *c)
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
text_place (const Ctx *c)
{
  const SqTask *top = sq_text_top (c->s, SQ_DECISION_PLACE_COMBAT);
  guint card = top != NULL ? top->a : SQ_NO_CARD;
  const char *quest = sq_text_place_phrase (top != NULL ? place_of (top->b) : SQ_PLACE_NONE,
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
text_morgan (const Ctx *c)
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
text_arthur (const Ctx *c)
{
  gboolean named = !c->hide && all_named (c->a);
  const SqTask *top = sq_text_top (c->s, SQ_DECISION_ARTHUR_ANSWER);
  int other = c->a->type == SQ_ACTION_ARTHUR_SWAP ? c->a->target
                                                  : (top != NULL ? top->a : SQ_NO_SEAT);
  g_autofree char *name = sq_text_seat (c->s, other);

  if (c->a->type == SQ_ACTION_ARTHUR_SWAP)
    {
      if (c->sentence && named)
        /* Translators: %1$s is King Arthur, %2$s a white card, %3$s a knight */
        return sq_text_printf (_("%1$s gave %2$s to %3$s in a swap"), c->who, first_card (c->a),
                               name);
      if (c->sentence)
        /* Translators: %1$s is King Arthur, %2$s a knight */
        return sq_text_printf (_("%1$s swapped a white card with %2$s"), c->who, name);
      if (named)
        /* Translators: %1$s is a white card, %2$s a knight */
        return sq_text_printf (_("Give %1$s to %2$s in a swap"), first_card (c->a), name);
      /* Translators: %s is a knight */
      return sq_text_printf (_("Swap a white card with %s"), name);
    }
  if (c->sentence && named)
    /* Translators: %1$s is a knight, %2$s a white card, %3$s King Arthur */
    return sq_text_printf (_("%1$s gave %2$s to %3$s in return"), c->who, first_card (c->a), name);
  if (c->sentence)
    /* Translators: %1$s is a knight, %2$s King Arthur */
    return sq_text_printf (_("%1$s gave %2$s a white card in return"), c->who, name);
  if (named)
    /* Translators: %1$s is a white card, %2$s King Arthur */
    return sq_text_printf (_("Give %1$s to %2$s in return"), first_card (c->a), name);
  /* Translators: %s is King Arthur */
  return sq_text_printf (_("Give %s a white card in return"), name);
}

static char *
text_d8 (const Ctx *c)
{
  guint value = c->a->value;

  if (!c->sentence)
    return value == 0 ? g_strdup (_("Roll the die"))
                      /* Translators: %u is what the table's own die shows */
                      : sq_text_printf (_("The die shows %u"), value);
  if (value == 0)
    {
      g_autoptr (SqState) after = outcome_of (c);
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
text_kay (const Ctx *c)
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
      ? sq_text_printf (_("%1$s added %2$s to the siege fight"), c->who, first_card (c->a))
      /* Translators: %s is a Fight card */
      : sq_text_printf (_("Add %s to the siege fight"), first_card (c->a));
  return c->sentence
    /* Translators: %1$s is Sir Kay, %2$s a Fight card, %3$s a quest,
     * pattern "on-place" ("on the Black Knight") */
    ? sq_text_printf (_("%1$s added %2$s to the fight %3$s"), c->who, first_card (c->a),
                      sq_text_place_phrase (quest, SQ_PLACE_PHRASE_ON))
    /* Translators: %1$s is a Fight card, %2$s a quest, pattern "on-place"
     * ("on the Black Knight") */
    : sq_text_printf (_("Add %1$s to the fight %2$s"), first_card (c->a),
                      sq_text_place_phrase (quest, SQ_PLACE_PHRASE_ON));
}

static char *
text_grail (const Ctx *c)
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
text_convocation (const Ctx *c)
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
text_messenger (const Ctx *c)
{
  g_autofree char *name = sq_text_seat (c->s, c->a->target);
  guint n = c->a->n_cards;

  if (!c->hide && all_named (c->a))
    {
      g_autofree char *what = action_cards (c->a, FALSE);
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
text_clairvoyance (const Ctx *c)
{
  guint n = c->a->n_cards;
  g_autofree char *order = NULL;

  if (c->hide || !all_named (c->a))
    return c->sentence
      /* Translators: %1$s is a knight, %2$u a number of black cards */
      ? sq_text_printf (ngettext ("%1$s put the top %2$u black card back in a chosen order",
                                  "%1$s put the top %2$u black cards back in a chosen order", n),
                        c->who, n)
      /* Translators: %u is a number of black cards */
      : sq_text_printf (ngettext ("Put the top %u black card back in a new order",
                                  "Put the top %u black cards back in a new order", n), n);
  order = action_cards (c->a, TRUE);
  return c->sentence
    /* Translators: %1$s is a knight, %2$s black cards in order */
    ? sq_text_printf (_("%1$s put the top black cards back in this order, top first: %2$s"),
                      c->who, order)
    /* Translators: %s are black cards in order */
    : sq_text_printf (_("Put them back in this order, top first: %s"), order);
}

static char *
text_steal (const Ctx *c)
{
  g_autofree char *name = sq_text_seat (c->s, c->a->target);

  if (c->a->n_cards == 1 && c->a->cards[0] < SQ_N_FACES)
    return c->sentence
      /* Translators: %1$s is the traitor, %2$s a white card, %3$s a knight */
      ? sq_text_printf (_("%1$s discarded %2$s from the hand of %3$s"), c->who,
                        first_card (c->a), name)
      /* Translators: %1$s is a white card, %2$s a knight */
      : sq_text_printf (_("Discard %1$s from the hand of %2$s"), first_card (c->a), name);
  return c->sentence
    /* Translators: %1$s is the traitor, %2$s a knight */
    ? sq_text_printf (_("%1$s discarded a random white card from the hand of %2$s"), c->who,
                      name)
    /* Translators: %s is a knight */
    : sq_text_printf (_("Discard a random white card from the hand of %s"), name);
}

static char *
text_squire (const Ctx *c)
{
  g_autofree char *name = sq_text_seat (c->s, c->a->target);
  guint knight = c->a->knight;
  gboolean random = (c->a->flags & SQ_ACTION_FLAG_RANDOM) || knight >= SQ_N_KNIGHTS;

  if (c->sentence && random)
    {
      g_autoptr (SqState) after = outcome_of (c);
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
text_join (const Ctx *c)
{
  guint knight = c->a->knight;
  gboolean random = (c->a->flags & SQ_ACTION_FLAG_RANDOM) || knight >= SQ_N_KNIGHTS;

  if (c->sentence)
    {
      g_autoptr (SqState) after = outcome_of (c);
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

/* ---------------------------------------------------------------- heroic */

static char *
text_move (const Ctx *c)
{
  const char *where = sq_text_place_phrase (place_of (c->a->quest), SQ_PLACE_PHRASE_TO);
  gboolean free_move = (c->a->flags & SQ_ACTION_FLAG_FREE) != 0;

  if (c->sentence && free_move)
    /* Translators: Sir Tristan's move that costs no action; %1$s is a knight,
     * %2$s a place, pattern "to-place" ("to the Pict War") */
    return sq_text_printf (_("%1$s went %2$s (free move)"), c->who, where);
  if (c->sentence)
    /* Translators: %1$s is a knight, %2$s a place, pattern "to-place" ("to the Pict War") */
    return sq_text_printf (_("%1$s went %2$s"), c->who, where);
  if (free_move)
    /* Translators: Sir Tristan's move that costs no action; %s is a place,
     * pattern "to-place" ("to the Pict War") */
    return sq_text_printf (_("Go %s (free move)"), where);
  /* Translators: %s is a place, pattern "to-place" ("to the Pict War") */
  return sq_text_printf (_("Go %s"), where);
}

static char *
text_fight (const Ctx *c)
{
  SqQuestId quest = fight_quest (c);
  const char *where = sq_text_place_phrase (place_of (quest), SQ_PLACE_PHRASE_ON);
  const char *card = first_card (c->a);
  const char *group = group_name (quest, c->a->group);

  if (c->sentence)
    /* Translators: %1$s is a knight, %2$s a white card, %3$s a quest,
     * pattern "on-place" ("on the Black Knight") */
    return sq_text_printf (_("%1$s played %2$s %3$s"), c->who, card, where);
  if (group != NULL)
    /* Translators: %1$s is a white card, %2$s a quest, pattern "on-place" ("on the Black Knight");
     * %3$s a spot group ("first pair") */
    return sq_text_printf (_("Play %1$s %2$s, %3$s"), card, where, group);
  /* Translators: %1$s is a white card, %2$s a quest, pattern "on-place" ("on the Black Knight") */
  return sq_text_printf (_("Play %1$s %2$s"), card, where);
}

static char *
text_special (const Ctx *c)
{
  guint face = c->a->n_cards > 0 ? c->a->cards[0] : SQ_N_FACES;
  const char *card = face < SQ_N_FACES ? sq_text_face (face) : _("a special white card");
  gboolean others = c->a->option == SQ_SPECIAL_OTHERS;
  SqPlace place = place_of (c->a->quest);
  const char *w = c->who;
  gboolean s = c->sentence;
  char *text;

  switch (face)
    {
    case SQ_FACE_MERLIN:
      if (c->a->quest == SQ_PLACE_SIEGE)
        /* Translators: %s is a knight */
        text = s ? sq_text_printf (_("%s played Merlin and destroyed a siege engine"), w)
                 : g_strdup (_("Play Merlin to destroy a siege engine"));
      else
        text = s
          /* Translators: %1$s is a knight, %2$s a quest, pattern "from-place"
           * ("from the Black Knight") */
          ? sq_text_printf (_("%1$s played Merlin to remove the last black card %2$s"), w,
                            sq_text_place_phrase (place, SQ_PLACE_PHRASE_FROM))
          /* Translators: %s is a quest, pattern "from-place" ("from the Black Knight") */
          : sq_text_printf (_("Play Merlin to remove the last black card %s"),
                            sq_text_place_phrase (place, SQ_PLACE_PHRASE_FROM));
      break;
    case SQ_FACE_HEROISM:
      /* Translators: %1$s is a knight, %2$s a quest, pattern "on-place" ("on the Black Knight") */
      text = s ? sq_text_printf (_("%1$s laid Heroism %2$s"), w,
                                 sq_text_place_phrase (place, SQ_PLACE_PHRASE_ON))
               /* Translators: %s is a quest, pattern "on-place" ("on the Black Knight") */
               : sq_text_printf (_("Lay Heroism %s"),
                                 sq_text_place_phrase (place, SQ_PLACE_PHRASE_ON));
      break;
    case SQ_FACE_PIETY:
      if (others)
        /* Translators: %s is a knight */
        text = s ? sq_text_printf (_("%s played Piety: every other knight gains a life point"), w)
                 : g_strdup (_("Play Piety: every other knight gains a life point"));
      else
        /* Translators: %s is a knight */
        text = s ? sq_text_printf (_("%s played Piety and gained three life points"), w)
                 : g_strdup (_("Play Piety and gain three life points"));
      break;
    case SQ_FACE_REINFORCEMENTS:
      if (others)
        /* Translators: %s is a knight */
        text = s ? sq_text_printf (_("%s played Reinforcements: every other knight draws a "
                                     "white card"), w)
                 : g_strdup (_("Play Reinforcements: every other knight draws a white card"));
      else
        /* Translators: %s is a knight */
        text = s ? sq_text_printf (_("%s played Reinforcements and drew four white cards"), w)
                 : g_strdup (_("Play Reinforcements and draw four white cards"));
      break;
    default:
      /* Translators: %1$s is a knight, %2$s a special white card */
      text = s ? sq_text_printf (_("%1$s played %2$s"), w, card)
               /* Translators: %s is a special white card */
               : sq_text_printf (_("Play %s"), card);
      break;
    }
  if (c->a->flags & SQ_ACTION_FLAG_FREE)
    {
      char *free_text;
      /* Translators: Sir Galahad's card that costs no action; %s is the play */
      free_text = sq_text_printf (C_("free action", "%s (free action)"), text);
      g_free (text);
      text = free_text;
    }
  return text;
}

static char *
text_siege (const Ctx *c)
{
  g_autofree char *what = action_cards (c->a, FALSE);
  guint total = 0;

  if (c->sentence)
    /* Translators: %1$s is a knight, %2$s Fight cards */
    return sq_text_printf (_("%1$s fought a siege engine with %2$s"), c->who, what);
  for (guint i = 0; i < c->a->n_cards && i < SQ_ACTION_MAX_CARDS; i++)
    if (c->a->cards[i] < SQ_N_FACES)
      total += sq_face_fight_value (c->a->cards[i]);
  if (c->s->setup.options.excalibur_bonus && sq_text_seat_valid (c->s, c->seat) &&
      (c->s->seats[c->seat].relics & (1u << SQ_RELIC_EXCALIBUR)))
    total++;
  /* Translators: %1$s are Fight cards, %2$u their total */
  return sq_text_printf (_("Fight a siege engine with %1$s (total %2$u)"), what, total);
}

static char *
text_draw_white (const Ctx *c)
{
  guint n = 2;

  if (sq_text_seat_valid (c->s, c->seat) && c->s->seats[c->seat].knight == SQ_KNIGHT_GAWAIN)
    n = 3;
  if (c->sentence)
    /* Translators: %1$s is a knight, %2$u a number of cards */
    return sq_text_printf (ngettext ("%1$s drew %2$u white card", "%1$s drew %2$u white cards", n),
                           c->who, n);
  /* Translators: %u is a number of cards */
  return sq_text_printf (ngettext ("Draw %u white card", "Draw %u white cards", n), n);
}

static char *
text_evil (const Ctx *c)
{
  const SqState *s = c->s;
  gboolean armor = FALSE;

  if (sq_text_seat_valid (s, c->seat))
    armor = (s->seats[c->seat].relics & (1u << SQ_RELIC_ARMOR)) && !s->peeked &&
            s->setup.black_deck == SQ_DECK_VIRTUAL && s->black_draw.n >= 2;

  switch (c->a->type)
    {
    case SQ_ACTION_PEEK:
      if (armor)
        /* Translators: %s is Sir Percival */
        return c->sentence ? sq_text_printf (_("%s looked at the top two black cards"), c->who)
                           : g_strdup (_("Look at the top two black cards"));
      /* Translators: %s is Sir Percival */
      return c->sentence ? sq_text_printf (_("%s looked at the top black card"), c->who)
                         : g_strdup (_("Look at the top black card"));
    case SQ_ACTION_DRAW_BLACK:
      if (armor && sq_state_get_decision (s) == SQ_DECISION_EVIL)
        /* Translators: %s is a knight */
        return c->sentence ? sq_text_printf (_("%s drew two black cards with Lancelot's Armor"),
                                             c->who)
                           : g_strdup (_("Draw two black cards and keep one (Lancelot's Armor)"));
      /* Translators: %s is a knight */
      return c->sentence ? sq_text_printf (_("%s drew a black card"), c->who)
                         : g_strdup (_("Draw a black card"));
    case SQ_ACTION_ADD_SIEGE:
      /* Translators: %s is a knight */
      return c->sentence ? sq_text_printf (_("%s added a siege engine"), c->who)
                         : g_strdup (_("Add a siege engine"));
    default:
      /* Translators: %s is a knight */
      return c->sentence ? sq_text_printf (_("%s lost a life point"), c->who)
                         : g_strdup (_("Lose a life point"));
    }
}

/* ---------------------------------------------------------------- dispatch */

static char *
text_cards_action (const Ctx *c)
{
  const SqAction *a = c->a;
  gboolean named = !c->hide && all_named (a);
  g_autofree char *what = NULL;

  switch (a->type)
    {
    case SQ_ACTION_OFFER:
      if (!named)
        /* Translators: %s is a knight */
        return c->sentence ? sq_text_printf (_("%s offered a white card to the table"), c->who)
                           : g_strdup (_("Offer a white card to the table"));
      return c->sentence
        /* Translators: %1$s is a knight, %2$s a white card */
        ? sq_text_printf (_("%1$s offered %2$s to the table"), c->who, first_card (a))
        /* Translators: %s is a white card */
        : sq_text_printf (_("Offer %s to the table"), first_card (a));
    case SQ_ACTION_ENTER_BLACK:
      if (!named)
        /* Translators: %s is a knight; the table uses its own black cards */
        return c->sentence ? sq_text_printf (_("%s entered the black card drawn"), c->who)
                           : g_strdup (_("Enter the black card drawn"));
      return c->sentence
        /* Translators: %1$s is a knight, %2$s a black card */
        ? sq_text_printf (_("%1$s drew %2$s"), c->who, first_card (a))
        /* Translators: %s is a black card */
        : sq_text_printf (_("Enter %s"), first_card (a));
    case SQ_ACTION_DISCARD:
      if (a->n_cards == 0)
        /* Translators: %s is a knight */
        return c->sentence ? sq_text_printf (_("%s had no card to discard"), c->who)
                           : g_strdup (_("Discard nothing"));
      what = action_cards (a, FALSE);
      /* Translators: %1$s is a knight, %2$s white cards */
      return c->sentence ? sq_text_printf (_("%1$s discarded %2$s"), c->who, what)
                         /* Translators: %s are white cards */
                         : sq_text_printf (_("Discard %s"), what);
    case SQ_ACTION_EXCALIBUR_DISCARD:
      return c->sentence
        /* Translators: %1$s is a knight, %2$s a white card */
        ? sq_text_printf (_("%1$s discarded %2$s to bring Excalibur one step closer"), c->who,
                          first_card (a))
        /* Translators: %s is a white card */
        : sq_text_printf (_("Discard %s to bring Excalibur one step closer"), first_card (a));
    case SQ_ACTION_HEAL:
      what = action_cards (a, FALSE);
      return c->sentence
        /* Translators: %1$s is a knight, %2$s white cards */
        ? sq_text_printf (_("%1$s discarded %2$s and healed a life point"), c->who, what)
        /* Translators: %s are white cards */
        : sq_text_printf (_("Discard %s to heal a life point"), what);
    case SQ_ACTION_BEDIVERE:
      what = action_cards (a, FALSE);
      return c->sentence
        /* Translators: %1$s is Sir Bedivere, %2$s white cards */
        ? sq_text_printf (_("%1$s discarded %2$s and took a Merlin from the discard pile"),
                          c->who, what)
        /* Translators: %s are white cards */
        : sq_text_printf (_("Discard %s and take a Merlin from the discard pile"), what);
    default:
      return NULL;
    }
}

static char *
text_dispatch (const Ctx *c)
{
  const SqAction *a = c->a;
  char *text = sq_text_unknown_action (c->s, a, c->sentence, c->who);

  if (text == NULL)
    text = text_cards_action (c);
  if (text != NULL)
    return text;

  switch ((SqActionType) a->type)
    {
    case SQ_ACTION_SHARE:
      return text_share (c);
    case SQ_ACTION_PEEK:
    case SQ_ACTION_DRAW_BLACK:
    case SQ_ACTION_ADD_SIEGE:
    case SQ_ACTION_LOSE_LIFE:
      return text_evil (c);
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
    case SQ_ACTION_CHOOSE_WAR:
      {
        const SqTask *top = sq_text_top (c->s, SQ_DECISION_CHOOSE_WAR);
        guint card = top != NULL ? top->a : SQ_NO_CARD;
        SqPlace war = place_of (a->quest);
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
    case SQ_ACTION_VOLUNTEER:
    case SQ_ACTION_NO_VOLUNTEER:
      return text_morgan (c);
    case SQ_ACTION_MOVE:
      return text_move (c);
    case SQ_ACTION_PLAY_FIGHT:
      return text_fight (c);
    case SQ_ACTION_PLAY_GRAIL:
      /* Translators: %s is a knight */
      return c->sentence ? sq_text_printf (_("%s played a Grail card on the Holy Grail"), c->who)
                         : g_strdup (_("Play a Grail card on the Holy Grail"));
    case SQ_ACTION_DRAW_WHITE:
      return text_draw_white (c);
    case SQ_ACTION_FIGHT_SIEGE:
      return text_siege (c);
    case SQ_ACTION_PLAY_SPECIAL:
      return text_special (c);
    case SQ_ACTION_ACCUSE:
      {
        g_autofree char *name = sq_text_seat (c->s, a->target);
        return c->sentence
          /* Translators: %1$s is a knight, %2$s the knight he accuses */
          ? sq_text_printf (_("%1$s accused %2$s of being the Traitor"), c->who, name)
          /* Translators: %s is a knight */
          : sq_text_printf (_("Accuse %s of being the Traitor"), name);
      }
    case SQ_ACTION_ARTHUR_SWAP:
    case SQ_ACTION_ARTHUR_GIVE:
      return text_arthur (c);
    case SQ_ACTION_END_TURN:
      /* Translators: %s is a knight */
      return c->sentence ? sq_text_printf (_("%s ended the turn"), c->who)
                         : g_strdup (_("End the turn"));
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
    case SQ_ACTION_LOOK_LOYALTY:
      /* Translators: %s is a knight; he looked at his secret loyalty card
       * once more, outside the deal. The log says so, never what it is. */
      return c->sentence ? sq_text_printf (_("%s looked at his loyalty card again"), c->who)
                         : g_strdup (_("Look at the loyalty card again"));
    case SQ_ACTION_LOOK_HAND:
      /* Translators: %s is a knight; he looked at his own hand of white
       * cards on the shared screen */
      return c->sentence ? sq_text_printf (_("%s looked at his hand"), c->who)
                         : g_strdup (_("Look at the hand"));
    case SQ_ACTION_JOIN:
      return text_join (c);
    case SQ_ACTION_LEAVE:
      {
        int seat = sq_text_seat_valid (c->s, a->target) ? a->target : c->seat;
        g_autofree char *name = sq_text_seat (c->s, seat);
        /* Translators: %s is a knight */
        return c->sentence ? sq_text_printf (_("%s left the game"), name)
                           /* Translators: %s is a knight */
                           : sq_text_printf (_("Let %s leave the game"), name);
      }
    case SQ_ACTION_OFFER:
    case SQ_ACTION_ENTER_BLACK:
    case SQ_ACTION_DISCARD:
    case SQ_ACTION_EXCALIBUR_DISCARD:
    case SQ_ACTION_HEAL:
    case SQ_ACTION_BEDIVERE:
    case SQ_N_ACTIONS:
    default:
      break;
    }
  return g_strdup (_("An unknown action"));
}

char *
sq_text_action (const SqState  *state,
                const SqAction *action,
                SqTextView      view,
                gboolean        sentence)
{
  Ctx c;
  char *text;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (action != NULL, NULL);

  c.s = state;
  c.a = action;
  c.hide = view != SQ_TEXT_PRIVATE;
  c.sentence = sentence;
  c.seat = sq_text_seat_valid (state, action->seat) ? action->seat
                                                    : sq_state_get_decider (state);
  c.who = sq_text_seat (state, c.seat);
  text = sq_text_house_note (action, text_dispatch (&c));
  g_free (c.who);
  return text;
}

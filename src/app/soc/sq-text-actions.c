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
#include "sq-text-actions-private.h"

/* ---------------------------------------------------------------- helpers */

gboolean
sq_text_all_named (const SqAction *a)
{
  if (a->n_cards == 0)
    return FALSE;
  for (guint i = 0; i < a->n_cards && i < SQ_ACTION_MAX_CARDS; i++)
    if (a->cards[i] >= SQ_N_FACES)
      return FALSE;
  return TRUE;
}

char *
sq_text_action_cards (const SqAction *a,
                      gboolean        keep_order)
{
  return sq_text_cards (a->cards, MIN (a->n_cards, SQ_ACTION_MAX_CARDS), keep_order);
}

/* The first card of the action, or "a white card" if it is not named */
const char *
sq_text_first_card (const SqAction *a)
{
  if (a->n_cards == 0 || a->cards[0] >= SQ_N_FACES)
    return _("a white card");
  return sq_text_face (a->cards[0]);
}

SqPlace
sq_text_place_of (guint place)
{
  return place < SQ_N_PLACES ? place : SQ_PLACE_NONE;
}

/* The quest a fight card goes to: the one named, or where he stands */
SqQuestId
sq_text_fight_quest (const SqTextCtx *c)
{
  if (c->a->quest < SQ_N_QUESTS)
    return c->a->quest;
  if (sq_text_seat_valid (c->s, c->seat) && c->s->seats[c->seat].place < SQ_N_QUESTS)
    return c->s->seats[c->seat].place;
  return SQ_QUEST_NONE;
}

const char *
sq_text_group_name (SqQuestId quest,
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
SqState *
sq_text_outcome_of (const SqTextCtx *c)
{
  SqState *copy = sq_state_copy (c->s);

  if (!sq_apply (copy, c->a, NULL))
    g_clear_pointer (&copy, sq_state_free);
  return copy;
}

/* ---------------------------------------------------------------- heroic */

static char *
text_move (const SqTextCtx *c)
{
  const char *where = sq_text_place_phrase (sq_text_place_of (c->a->quest), SQ_PLACE_PHRASE_TO);
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
text_fight (const SqTextCtx *c)
{
  SqQuestId quest = sq_text_fight_quest (c);
  const char *where = sq_text_place_phrase (sq_text_place_of (quest), SQ_PLACE_PHRASE_ON);
  const char *card = sq_text_first_card (c->a);
  const char *group = sq_text_group_name (quest, c->a->group);

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
text_special (const SqTextCtx *c)
{
  guint face = c->a->n_cards > 0 ? c->a->cards[0] : SQ_N_FACES;
  const char *card = face < SQ_N_FACES ? sq_text_face (face) : _("a special white card");
  gboolean others = c->a->option == SQ_SPECIAL_OTHERS;
  SqPlace place = sq_text_place_of (c->a->quest);
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
text_siege (const SqTextCtx *c)
{
  g_autofree char *what = sq_text_action_cards (c->a, FALSE);
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
text_draw_white (const SqTextCtx *c)
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
text_evil (const SqTextCtx *c)
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
text_cards_action (const SqTextCtx *c)
{
  const SqAction *a = c->a;
  gboolean named = !c->hide && sq_text_all_named (a);
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
        ? sq_text_printf (_("%1$s offered %2$s to the table"), c->who, sq_text_first_card (a))
        /* Translators: %s is a white card */
        : sq_text_printf (_("Offer %s to the table"), sq_text_first_card (a));
    case SQ_ACTION_ENTER_BLACK:
      if (!named)
        /* Translators: %s is a knight; the table uses its own black cards */
        return c->sentence ? sq_text_printf (_("%s entered the black card drawn"), c->who)
                           : g_strdup (_("Enter the black card drawn"));
      return c->sentence
        /* Translators: %1$s is a knight, %2$s a black card */
        ? sq_text_printf (_("%1$s drew %2$s"), c->who, sq_text_first_card (a))
        /* Translators: %s is a black card */
        : sq_text_printf (_("Enter %s"), sq_text_first_card (a));
    case SQ_ACTION_DISCARD:
      if (a->n_cards == 0)
        /* Translators: %s is a knight */
        return c->sentence ? sq_text_printf (_("%s had no card to discard"), c->who)
                           : g_strdup (_("Discard nothing"));
      what = sq_text_action_cards (a, FALSE);
      /* Translators: %1$s is a knight, %2$s white cards */
      return c->sentence ? sq_text_printf (_("%1$s discarded %2$s"), c->who, what)
                         /* Translators: %s are white cards */
                         : sq_text_printf (_("Discard %s"), what);
    case SQ_ACTION_EXCALIBUR_DISCARD:
      return c->sentence
        /* Translators: %1$s is a knight, %2$s a white card */
        ? sq_text_printf (_("%1$s discarded %2$s to bring Excalibur one step closer"), c->who,
                          sq_text_first_card (a))
        /* Translators: %s is a white card */
        : sq_text_printf (_("Discard %s to bring Excalibur one step closer"), sq_text_first_card (a));
    case SQ_ACTION_HEAL:
      what = sq_text_action_cards (a, FALSE);
      return c->sentence
        /* Translators: %1$s is a knight, %2$s white cards */
        ? sq_text_printf (_("%1$s discarded %2$s and healed a life point"), c->who, what)
        /* Translators: %s are white cards */
        : sq_text_printf (_("Discard %s to heal a life point"), what);
    case SQ_ACTION_BEDIVERE:
      what = sq_text_action_cards (a, FALSE);
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
text_dispatch (const SqTextCtx *c)
{
  const SqAction *a = c->a;
  char *text = sq_text_unknown_action (c->s, a, c->sentence, c->who);

  if (text == NULL)
    text = text_cards_action (c);
  if (text == NULL)
    text = sq_text_answer (c);
  if (text != NULL)
    return text;

  switch ((SqActionType) a->type)
    {
    case SQ_ACTION_PEEK:
    case SQ_ACTION_DRAW_BLACK:
    case SQ_ACTION_ADD_SIEGE:
    case SQ_ACTION_LOSE_LIFE:
      return text_evil (c);
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
    case SQ_ACTION_END_TURN:
      /* Translators: %s is a knight */
      return c->sentence ? sq_text_printf (_("%s ended the turn"), c->who)
                         : g_strdup (_("End the turn"));
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
  SqTextCtx c;
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

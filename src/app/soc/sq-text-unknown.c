/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Words for the table's own decks: a black card laid face down without
 * being named, its reveal when the quest resolves, a house correction
 * ("the deck here differs"), and why a card cannot be entered. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-cards.h"
#include "sq-rules.h"
#include "sq-text-private.h"

static const char *
quest_on (guint quest)
{
  return sq_text_place_phrase (quest < SQ_N_QUESTS ? quest : SQ_PLACE_NONE,
                               SQ_PLACE_PHRASE_ON);
}

static const char *
face_of (const SqAction *a)
{
  return a->n_cards == 1 && a->cards[0] < SQ_N_FACES ? sq_text_face (a->cards[0])
                                                     : _("the black card");
}

static char *
text_lay (const SqAction *a,
          gboolean        sentence,
          const char     *who)
{
  if (sentence)
    /* Translators: %1$s is a knight, %2$s a quest, pattern "on-place" ("on
     * the Black Knight"); the card's value is not entered until the quest
     * resolves */
    return sq_text_printf (_("%1$s laid a card face down %2$s and drew a white card"), who,
                           quest_on (a->quest));
  /* Translators: %s is a quest, pattern "on-place" ("on the Black Knight");
   * the card's value is not entered now */
  return sq_text_printf (_("Lay a card face down %s and draw a white card"),
                         quest_on (a->quest));
}

static char *
text_reveal (const SqState  *s,
             const SqAction *a,
             gboolean        sentence,
             const char     *who)
{
  const SqTask *top = sq_text_top (s, SQ_DECISION_REVEAL_BLACK);
  const char *quest = quest_on (top != NULL ? top->a : SQ_QUEST_NONE);
  gboolean house = (a->flags & SQ_ACTION_FLAG_OVERRIDE) != 0;

  if (!sentence)
    /* Translators: %s is a black card, turned over at the end of its quest */
    return sq_text_printf (_("It was %s"), face_of (a));
  if (house)
    /* Translators: %1$s is a knight, %2$s a quest, pattern "on-place" ("on
     * the Black Knight"), %3$s a black card; the table's own deck has more
     * copies than the box should */
    return sq_text_printf (_("%1$s turned over the card face down %2$s: it was %3$s, entered "
                             "as a house correction: the deck here differs"),
                           who, quest, face_of (a));
  /* Translators: %1$s is a knight, %2$s a quest, pattern "on-place" ("on
   * the Black Knight"), %3$s a black card */
  return sq_text_printf (_("%1$s turned over the card face down %2$s: it was %3$s"), who, quest,
                         face_of (a));
}

/* Texts of the actions this file knows; NULL for any other. */
char *
sq_text_unknown_action (const SqState  *s,
                        const SqAction *a,
                        gboolean        sentence,
                        const char     *who)
{
  if (a->type == SQ_ACTION_PLACE_FACE_DOWN && a->quest != SQ_QUEST_NONE)
    return text_lay (a, sentence, who);
  if (a->type == SQ_ACTION_REVEAL_BLACK)
    return text_reveal (s, a, sentence, who);
  if (a->type == SQ_ACTION_ENTER_BLACK && (a->flags & SQ_ACTION_FLAG_OVERRIDE))
    return sentence
      /* Translators: %1$s is a knight, %2$s a black card; the table's own
       * deck has more copies than the box should */
      ? sq_text_printf (_("%1$s drew %2$s, entered as a house correction: the deck here "
                          "differs"), who, face_of (a))
      /* Translators: %s is a black card */
      : sq_text_printf (_("Enter %s as a house correction"), face_of (a));
  return NULL;
}

/* The text of a white card played from the table's own deck as a house
 * correction says so: the history keeps what the table changed. Takes
 * @text. */
char *
sq_text_house_note (const SqAction *a,
                    char           *text)
{
  char *noted;

  if (!(a->flags & SQ_ACTION_FLAG_OVERRIDE) || text == NULL || a->type == SQ_ACTION_ENTER_BLACK ||
      a->type == SQ_ACTION_REVEAL_BLACK || a->type == SQ_ACTION_PLACE_FACE_DOWN)
    return text;
  /* Translators: %s is a whole sentence (or a button's label) about
   * white cards played from a hand; the table's own deck has more copies
   * than the box should */
  noted = sq_text_printf (_("%s (a house correction: the deck here differs)"), text);
  g_free (text);
  return noted;
}

/* The question of the reveal decision, to the knight who answers. */
char *
sq_text_unknown_prompt (const SqState *s,
                        const char    *name)
{
  const SqTask *top = sq_text_top (s, SQ_DECISION_REVEAL_BLACK);

  /* Translators: %1$s is a knight, %2$s a quest, pattern "on-place" ("on
   * the Black Knight"); the quest is over and its cards are turned over */
  return sq_text_printf (_("%1$s: which card lay face down %2$s? Turn it over and choose it"),
                         name, quest_on (top != NULL ? top->a : SQ_QUEST_NONE));
}

/**
 * sq_text_copies_left:
 *
 * "2 left": how many copies of a card can still be in the deck.
 */
char *
sq_text_copies_left (guint n)
{
  /* Translators: on a card in the card picker: copies that can still be in
   * the table's own deck */
  return g_strdup_printf (ngettext ("%u left", "%u left", n), n);
}

/* The quest every copy of @face lies on face up, or SQ_QUEST_NONE. */
static guint
all_on_one_quest (const SqState *s,
                  SqFace         face,
                  guint          copies)
{
  for (guint q = 0; q < SQ_N_QUESTS; q++)
    {
      const SqQuest *quest = &s->quests[q];
      guint here = 0;

      for (guint i = 0; i < quest->n_black && i < G_N_ELEMENTS (quest->black); i++)
        if (!(quest->face_down & (1u << i)) && quest->black[i] != SQ_CARD_UNKNOWN &&
            sq_card_face (quest->black[i]) == face)
          here++;
      /* white cards on a quest lie face up */
      for (guint i = 0; i < quest->n_white && i < G_N_ELEMENTS (quest->white); i++)
        if (sq_card_face (quest->white[i]) == face)
          here++;
      if (here > 0 && here == copies)
        return q;
    }
  return SQ_QUEST_NONE;
}

/**
 * sq_text_entry_reason:
 * @reveal_quest: the quest whose card face down is named, or
 *   SQ_QUEST_NONE for a card drawn
 *
 * Why the table's own deck cannot hold a card of @face here, or %NULL if
 * it can: for a black card, the deck; for a white card, a hand (every
 * copy not yet seen can be in one). Only what the whole table has seen is
 * told: a card lying face down is never named as the place of a copy.
 */
char *
sq_text_entry_reason (const SqState *s,
                      SqFace         face,
                      guint          reveal_quest)
{
  guint copies;
  guint quest;

  g_return_val_if_fail (s != NULL, NULL);
  g_return_val_if_fail (face < SQ_N_FACES, NULL);

  if (sq_face_is_white (face) ? sq_copies_left (s, face) > 0
                              : sq_black_entry_ok (s, face, reveal_quest))
    return NULL;
  if (sq_copies_left (s, face) > 0)
    /* Translators: in the card picker: the cards laid face down without a
     * name must still be able to be cards of their kind */
    return g_strdup (_("The cards face down not yet named may be every copy left"));

  copies = sq_copies_in_game (s, face);
  quest = all_on_one_quest (s, face, copies);
  if (quest != SQ_QUEST_NONE && copies == 1)
    /* Translators: in the card picker; %s is a quest, pattern "on-place"
     * ("on the Black Knight") */
    return g_strdup_printf (_("The only copy is %s"), quest_on (quest));
  if (quest != SQ_QUEST_NONE)
    /* Translators: in the card picker; %u is at least 2, %s a quest,
     * pattern "on-place" ("on the Black Knight") */
    return g_strdup_printf (ngettext ("All %u copies are %s", "All %u copies are %s", copies),
                            copies, quest_on (quest));
  if (copies == 1)
    /* Translators: in the card picker */
    return g_strdup (_("The only copy is in play or discarded"));
  /* Translators: in the card picker; %u is at least 2 */
  return g_strdup_printf (ngettext ("All %u copies are in play or discarded",
                                    "All %u copies are in play or discarded", copies), copies);
}

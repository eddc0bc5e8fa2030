/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-card-entry.h"
#include "sq-cards.h"
#include "sq-rules.h"
#include "sq-text.h"

static const char *
face_icon (SqFace face)
{
  switch ((guint) face)
    {
    case SQ_FACE_EXCALIBUR:
      return "sq-excalibur-symbolic";
    case SQ_FACE_DESPAIR:
      return "sq-despair-symbolic";
    case SQ_FACE_DESOLATION:
      return "sq-desolation-symbolic";
    case SQ_FACE_PICTS:
    case SQ_FACE_SAXONS:
    case SQ_FACE_MERCENARIES:
      return "sq-warrior-symbolic";
    case SQ_FACE_LANCELOT_1_5:
    case SQ_FACE_LANCELOT_3_7:
    case SQ_FACE_LANCELOT_5_9:
    case SQ_FACE_LANCELOT_7_11:
      return "sq-dragon-symbolic";
    case SQ_FACE_BLACK_KNIGHT_1:
    case SQ_FACE_BLACK_KNIGHT_3:
    case SQ_FACE_BLACK_KNIGHT_5:
    case SQ_FACE_BLACK_KNIGHT_7:
      return "sq-sword-symbolic";
    default:
      return "sq-black-card-back-symbolic";
    }
}

/* The part of the deck a black card belongs to, as the box sorts it. */
static const char *
face_group (SqFace face)
{
  if (face <= SQ_FACE_BLACK_KNIGHT_7)
    /* Translators: a group of cards in the card picker of a physical deck */
    return _("Black Knight cards");
  if (face <= SQ_FACE_LANCELOT_7_11)
    /* Translators: a group of cards in the card picker of a physical deck */
    return _("Lancelot cards");
  if (!sq_face_is_special (face))
    /* Translators: a group of cards in the card picker of a physical deck */
    return _("Other standard black cards");
  /* Translators: a group of cards in the card picker of a physical deck */
  return _("Special black cards");
}

/**
 * sq_card_entry_applies:
 *
 * Whether @draft names a card drawn from, or turned over in, the table's
 * own black deck: then the picker shows the whole deck.
 */
gboolean
sq_card_entry_applies (const SqState  *state,
                       const SqAction *draft)
{
  return state->setup.black_deck == SQ_DECK_PHYSICAL && draft->n_cards == 0 &&
         (draft->type == SQ_ACTION_ENTER_BLACK || draft->type == SQ_ACTION_REVEAL_BLACK);
}

/**
 * sq_card_entry_build:
 * @owned: takes the strings @out points to
 *
 * Every card that could be entered for @draft, in the deck's order: all
 * black cards for a card drawn, the cards of the quest's kind for one
 * turned over. A card the deck cannot hold carries its reason.
 *
 * Returns: the number of entries written
 */
guint
sq_card_entry_build (const SqState     *state,
                     const SqAction    *draft,
                     SqCardPickerEntry *out,
                     guint              max,
                     GPtrArray         *owned)
{
  guint quest = SQ_QUEST_NONE;
  SqFace first = SQ_FACE_BLACK_KNIGHT_1;
  SqFace last = SQ_FACE_VIVIEN;
  guint n = 0;

  if (draft->type == SQ_ACTION_REVEAL_BLACK && state->n_stack > 0)
    {
      quest = state->stack[state->n_stack - 1].a;
      if (quest == SQ_QUEST_BLACK_KNIGHT)
        last = SQ_FACE_BLACK_KNIGHT_7;
      else
        first = SQ_FACE_LANCELOT_1_5, last = SQ_FACE_LANCELOT_7_11;
    }

  for (SqFace f = first; f <= last && n < max; f++)
    {
      guint left = sq_copies_left (state, f);
      char *detail = sq_text_copies_left (left);
      char *reason = sq_text_entry_reason (state, f, quest);

      g_ptr_array_add (owned, detail);
      if (reason != NULL)
        g_ptr_array_add (owned, reason);
      out[n].item = f;
      out[n].copies = MIN (left, G_MAXUINT8);
      out[n].label = sq_text_face (f);
      out[n].icon_name = face_icon (f);
      out[n].group = face_group (f);
      out[n].detail = detail;
      out[n].reason = reason;
      n++;
    }
  return n;
}

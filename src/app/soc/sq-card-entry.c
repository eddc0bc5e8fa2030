/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sq-card-entry.h"
#include "sq-cards.h"
#include "sq-legal-steps.h"
#include "sq-rules.h"
#include "sq-text.h"
#include "sq-tooltip.h"

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
    case SQ_FACE_GRAIL:
      return "sq-grail-symbolic";
    case SQ_FACE_LADY_OF_THE_LAKE:
      return "sq-excalibur-symbolic";
    case SQ_FACE_PIETY:
      return "sq-life-symbolic";
    case SQ_FACE_CONVOCATION:
    case SQ_FACE_MESSENGER:
    case SQ_FACE_REINFORCEMENTS:
      return "sq-cards-symbolic";
    default:
      if (sq_face_is_fight (face))
        return "sq-sword-symbolic";
      return sq_face_is_white (face) ? "sq-white-card-back-symbolic"
                                     : "sq-black-card-back-symbolic";
    }
}

/**
 * sq_card_entry_group:
 *
 * The part of the deck a card belongs to, as the box sorts it: the heading
 * of its group in the card picker.
 */
const char *
sq_card_entry_group (SqFace face)
{
  if (sq_face_is_fight (face))
    /* Translators: a group of cards in the card picker of a physical deck */
    return _("Fight cards");
  if (face == SQ_FACE_GRAIL)
    /* Translators: a group of cards in the card picker of a physical deck */
    return _("Grail cards");
  if (face == SQ_FACE_MERLIN)
    /* Translators: a group of cards in the card picker of a physical deck */
    return _("Merlin cards");
  if (sq_face_is_white (face))
    /* Translators: a group of cards in the card picker of a physical deck */
    return _("Other special white cards");
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

/* The white faces @draft may name, when its cards come from a hand of
 * the table's own white deck: FALSE for any other draft. */
static gboolean
white_range (const SqState  *state,
             const SqAction *draft,
             SqFace         *first,
             SqFace         *last)
{
  SqStepShape shape;

  if (state->setup.white_deck != SQ_DECK_PHYSICAL)
    return FALSE;
  switch ((guint) draft->type)
    {
    case SQ_ACTION_PLAY_FIGHT:
    case SQ_ACTION_FIGHT_SIEGE:
      *first = SQ_FACE_FIGHT_1, *last = SQ_FACE_FIGHT_5;
      break;
    case SQ_ACTION_EXCALIBUR_DISCARD:
    case SQ_ACTION_HEAL:
      *first = SQ_FACE_FIGHT_1, *last = SQ_FACE_CLAIRVOYANCE;
      break;
    default:
      return FALSE;
    }
  sq_steps_shape (state, draft, &shape);
  return shape.list == SQ_STEP_LIST_CARDS && draft->n_cards < shape.max;
}

/* The black faces @draft may name, in the table's own black deck. */
static gboolean
black_range (const SqState  *state,
             const SqAction *draft,
             SqFace         *first,
             SqFace         *last,
             guint          *quest)
{
  if (state->setup.black_deck != SQ_DECK_PHYSICAL || draft->n_cards != 0 ||
      (draft->type != SQ_ACTION_ENTER_BLACK && draft->type != SQ_ACTION_REVEAL_BLACK))
    return FALSE;
  *first = SQ_FACE_BLACK_KNIGHT_1, *last = SQ_FACE_VIVIEN;
  *quest = SQ_QUEST_NONE;
  if (draft->type == SQ_ACTION_REVEAL_BLACK && state->n_stack > 0)
    {
      *quest = state->stack[state->n_stack - 1].a;
      if (*quest == SQ_QUEST_BLACK_KNIGHT)
        *last = SQ_FACE_BLACK_KNIGHT_7;
      else
        *first = SQ_FACE_LANCELOT_1_5, *last = SQ_FACE_LANCELOT_7_11;
    }
  return TRUE;
}

/* The faces from @first to @last in the order the grid shows them: for a
 * black card drawn, the part of the deck with the most copies first (the
 * other standard cards, Excalibur and Despair among them), then the
 * combat cards, the Special Black cards last, so that the card most
 * likely drawn is nearest the top; else the deck's order. */
static guint
deck_order (SqFace  first,
            SqFace  last,
            gboolean drawn,
            SqFace  *out)
{
  guint n = 0;

  for (guint part = 0; part < (drawn ? 3u : 1u); part++)
    for (SqFace f = first; f <= last; f++)
      {
        guint in = sq_face_is_special (f) ? 2 : f <= SQ_FACE_LANCELOT_7_11 ? 1 : 0;

        if (!drawn || in == part)
          out[n++] = f;
      }
  return n;
}

static guint
picked (const SqAction *draft,
        SqFace          face)
{
  guint n = 0;

  for (guint i = 0; i < draft->n_cards && i < SQ_ACTION_MAX_CARDS; i++)
    n += draft->cards[i] == face;
  return n;
}

/* Whether a white card is on show for @draft, and if it cannot come
 * next, why (in @reason): every copy is seen, or picked already. A card
 * the rules of the action leave out (a heal of three alike after another
 * card) is not on show: the deck is not what bars it. */
static gboolean
white_reason (const SqState  *state,
              const SqAction *draft,
              SqFace          face,
              const guint8   *next,
              guint           n_next,
              guint           left,
              char          **reason)
{
  *reason = NULL;
  if (memchr (next, face, n_next) != NULL)
    return TRUE;
  if (draft->type == SQ_ACTION_HEAL && draft->n_cards > 0 && draft->cards[0] != face)
    return FALSE;
  if (sq_copies_left (state, face) == 0)
    *reason = sq_text_entry_reason (state, face, SQ_QUEST_NONE);
  else if (left == 0)
    /* Translators: in the card picker: the copies of this card that can
     * still be in a hand are all among the cards picked for this action */
    *reason = g_strdup (_("Every copy left is picked already"));
  return *reason != NULL;
}

/**
 * sq_card_entry_applies:
 *
 * Whether @draft names a card drawn from, or turned over in, the table's
 * own black deck, or white cards played from a hand of the table's own
 * white deck: then the picker shows the whole deck, or the part of it the
 * action can take.
 */
gboolean
sq_card_entry_applies (const SqState  *state,
                       const SqAction *draft)
{
  SqFace first, last;
  guint quest;

  return white_range (state, draft, &first, &last) ||
         black_range (state, draft, &first, &last, &quest);
}

/**
 * sq_card_entry_build:
 * @owned: takes the strings @out points to
 *
 * Every card that could be entered for @draft, in the deck's order (the
 * most likely part first for a black card drawn, see deck_order()): all
 * black cards for a card drawn, the cards of the quest's kind for one
 * turned over, the white cards of the action's kind for a card played. A
 * card the deck (or the hands) cannot hold carries its reason.
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
  SqFace first;
  SqFace last;
  gboolean white = white_range (state, draft, &first, &last);
  guint8 next[SQ_N_FACES];
  SqFace order[SQ_N_FACES];
  guint n_order;
  guint n_next = 0;
  guint n = 0;

  if (white)
    n_next = sq_steps_next (state, draft, next, G_N_ELEMENTS (next));
  else if (!black_range (state, draft, &first, &last, &quest))
    return 0;

  n_order = deck_order (first, last, !white && draft->type == SQ_ACTION_ENTER_BLACK, order);
  for (guint k = 0; k < n_order && n < max; k++)
    {
      SqFace f = order[k];
      guint left = sq_copies_left (state, f);
      char *detail;
      char *reason;

      if (white)
        {
          left -= MIN (left, picked (draft, f));
          if (!white_reason (state, draft, f, next, n_next, left, &reason))
            continue;
        }
      else
        reason = sq_text_entry_reason (state, f, quest);
      detail = sq_text_copies_left (left);
      g_ptr_array_add (owned, detail);
      if (reason != NULL)
        g_ptr_array_add (owned, reason);
      out[n].item = f;
      out[n].copies = MIN (left, G_MAXUINT8);
      out[n].label = sq_text_face (f);
      out[n].icon_name = face_icon (f);
      out[n].group = sq_card_entry_group (f);
      out[n].detail = detail;
      out[n].reason = reason;
      n++;
    }
  return n;
}

/**
 * sq_card_entry_show_house:
 * @actions: (array length=max): where the starts shown are kept, by the
 *   item of their entry
 *
 * Fills @picker with the starts of @kind that name a white card none of
 * whose copies can be in a hand (sq_steps_house_starts()): each disabled
 * with its reason, and taken as a house correction once "the deck here
 * differs" is on. Hides the picker when there is none.
 *
 * Returns: how many starts are on show
 */
guint
sq_card_entry_show_house (SqCardPicker  *picker,
                          const SqState *state,
                          gint           kind,
                          SqAction      *actions,
                          guint          max)
{
  g_autoptr(GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);
  SqCardPickerEntry entries[64];
  SqAction all[64];
  guint n_all = state != NULL ? sq_steps_house_starts (state, all, G_N_ELEMENTS (all)) : 0;
  guint n = 0;

  for (guint i = 0; i < n_all && n < MIN (max, G_N_ELEMENTS (entries)); i++)
    {
      SqAction plain = all[i];
      SqFace face = all[i].cards[0];
      char *label;
      char *reason = sq_text_entry_reason (state, face, SQ_QUEST_NONE);

      if ((gint) sq_steps_kind (&all[i]) != kind || reason == NULL)
        {
          g_free (reason);
          continue;
        }
      /* the button names the card; the history will say it was a house card */
      plain.flags &= ~SQ_ACTION_FLAG_OVERRIDE;
      label = sq_text_action (state, &plain, SQ_TEXT_PRIVATE, FALSE);
      g_ptr_array_add (owned, label);
      g_ptr_array_add (owned, reason);
      actions[n] = all[i];
      entries[n].item = n;
      entries[n].copies = 0;
      entries[n].label = label;
      entries[n].icon_name = face_icon (face);
      entries[n].group = sq_card_entry_group (face);
      entries[n].detail = NULL;
      entries[n].reason = reason;
      n++;
    }
  /* Translators: heading over special white cards (or Grail cards) the
   * table's own deck should no longer hold: each can still be played as a
   * house correction */
  sq_card_picker_set_title (picker, n > 0 ? _("Cards With No Copy Left") : NULL);
  sq_card_picker_set_entries (picker, entries, n, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (picker), n > 0);
  return n;
}

/**
 * sq_card_entry_lay_button_new:
 *
 * A small "Lay Face Down" button, to stand beside the heading of the
 * cards a face-down card may be (sq_card_entry_show_lay_button()); the
 * caller owns it, as the picker's headings come and go.
 *
 * Returns: (transfer full): the button
 */
GtkWidget *
sq_card_entry_lay_button_new (void)
{
  /* Translators: a small button beside the heading of the Black Knight
   * (or Lancelot) cards in the grid of the table's own Black deck: the
   * card the next knight draws goes face down on its quest, unnamed */
  GtkWidget *button = g_object_ref_sink (gtk_button_new_with_label (_("Lay Face Down")));

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  return button;
}

/**
 * sq_card_entry_show_lay_button:
 * @quest: the quest the card goes face down on
 * @sentence: what the button does, in full ("Lay a card face down on the
 *   Black Knight and draw a white card"): its tooltip and description
 *
 * Puts @button beside the heading of the cards that may lie face down on
 * @quest in @picker.
 */
void
sq_card_entry_show_lay_button (SqCardPicker *picker,
                               GtkWidget    *button,
                               SqQuestId     quest,
                               const char   *sentence)
{
  SqFace face = quest == SQ_QUEST_BLACK_KNIGHT ? SQ_FACE_BLACK_KNIGHT_1 : SQ_FACE_LANCELOT_1_5;

  sq_tooltip_set_text (button, sentence);
  sq_card_picker_set_group_extra (picker, sq_card_entry_group (face), button);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Names of the game's things, the turn panel's headings and prompts.
 * Action sentences live in sq-text-actions.c and sq-text-answers.c, the
 * reasons behind refusals in sq-text-refusals.c. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-cards.h"
#include "sq-legal-steps.h"
#include "sq-rule-ids.h"
#include "sq-rules.h"
#include "sq-text-private.h"

/* ---------------------------------------------------------------- names */

/* Card names are proper names in the rules; translators may keep the
 * English ones, as some printed editions do. */
static const char *const face_names[SQ_N_FACES] = {
  [SQ_FACE_FIGHT_1] = NC_("card", "Fight 1"),
  [SQ_FACE_FIGHT_2] = NC_("card", "Fight 2"),
  [SQ_FACE_FIGHT_3] = NC_("card", "Fight 3"),
  [SQ_FACE_FIGHT_4] = NC_("card", "Fight 4"),
  [SQ_FACE_FIGHT_5] = NC_("card", "Fight 5"),
  /* Translators: the white card played on the Holy Grail quest */
  [SQ_FACE_GRAIL] = NC_("card", "Grail"),
  [SQ_FACE_MERLIN] = NC_("card", "Merlin"),
  [SQ_FACE_CONVOCATION] = NC_("card", "Convocation"),
  [SQ_FACE_FATE] = NC_("card", "Fate"),
  [SQ_FACE_HEROISM] = NC_("card", "Heroism"),
  [SQ_FACE_LADY_OF_THE_LAKE] = NC_("card", "Lady of the Lake"),
  [SQ_FACE_MESSENGER] = NC_("card", "Messenger"),
  [SQ_FACE_PIETY] = NC_("card", "Piety"),
  [SQ_FACE_REINFORCEMENTS] = NC_("card", "Reinforcements"),
  [SQ_FACE_CLAIRVOYANCE] = NC_("card", "Clairvoyance"),
  /* Translators: black card; the number is its value in the fight */
  [SQ_FACE_BLACK_KNIGHT_1] = NC_("card", "Black Knight 1"),
  [SQ_FACE_BLACK_KNIGHT_3] = NC_("card", "Black Knight 3"),
  [SQ_FACE_BLACK_KNIGHT_5] = NC_("card", "Black Knight 5"),
  [SQ_FACE_BLACK_KNIGHT_7] = NC_("card", "Black Knight 7"),
  /* Translators: black card; its value against Lancelot / against the Dragon */
  [SQ_FACE_LANCELOT_1_5] = NC_("card", "Lancelot 1/5"),
  [SQ_FACE_LANCELOT_3_7] = NC_("card", "Lancelot 3/7"),
  [SQ_FACE_LANCELOT_5_9] = NC_("card", "Lancelot 5/9"),
  [SQ_FACE_LANCELOT_7_11] = NC_("card", "Lancelot 7/11"),
  /* Translators: the black card that pushes the sword toward evil */
  [SQ_FACE_EXCALIBUR] = NC_("card", "Excalibur"),
  [SQ_FACE_DESPAIR] = NC_("card", "Despair"),
  /* Translators: the black card that adds a Pict warrior */
  [SQ_FACE_PICTS] = NC_("card", "Picts"),
  /* Translators: the black card that adds a Saxon warrior */
  [SQ_FACE_SAXONS] = NC_("card", "Saxons"),
  [SQ_FACE_MERCENARIES] = NC_("card", "Mercenaries"),
  /* Translators: the five Morgan cards are told apart by what they do */
  [SQ_FACE_MORGAN_DRAW] = NC_("card", "Morgan: three black cards"),
  [SQ_FACE_MORGAN_DISCARD] = NC_("card", "Morgan: discard white cards"),
  [SQ_FACE_MORGAN_ENGINES] = NC_("card", "Morgan: two siege engines"),
  [SQ_FACE_MORGAN_LIFE] = NC_("card", "Morgan: everyone loses a life point"),
  [SQ_FACE_MORGAN_SACRIFICE] = NC_("card", "Morgan: two life points"),
  [SQ_FACE_DESOLATION] = NC_("card", "Desolation"),
  [SQ_FACE_DARK_FOREST] = NC_("card", "Dark Forest"),
  [SQ_FACE_GUINEVERE] = NC_("card", "Guinevere"),
  [SQ_FACE_MISTS_OF_AVALON] = NC_("card", "Mists of Avalon"),
  [SQ_FACE_MORDRED] = NC_("card", "Mordred"),
  [SQ_FACE_VIVIEN] = NC_("card", "Vivien"),
  /* Translators: a loyalty card */
  [SQ_FACE_LOYAL] = NC_("card", "Loyal"),
  /* Translators: a loyalty card */
  [SQ_FACE_TRAITOR] = NC_("card", "Traitor"),
};

static const char *const knight_names[SQ_N_KNIGHTS + 1] = {
  [SQ_KNIGHT_ARTHUR] = NC_("knight", "King Arthur"),
  [SQ_KNIGHT_GALAHAD] = NC_("knight", "Sir Galahad"),
  [SQ_KNIGHT_GAWAIN] = NC_("knight", "Sir Gawain"),
  [SQ_KNIGHT_KAY] = NC_("knight", "Sir Kay"),
  [SQ_KNIGHT_PALAMEDES] = NC_("knight", "Sir Palamedes"),
  [SQ_KNIGHT_PERCIVAL] = NC_("knight", "Sir Percival"),
  [SQ_KNIGHT_TRISTAN] = NC_("knight", "Sir Tristan"),
  [SQ_KNIGHT_BEDIVERE] = NC_("knight", "Sir Bedivere"),
  /* Translators: a player not yet knighted (Squire's challenge); used
   * inside sentences, hence the lower-case article */
  [SQ_KNIGHT_SQUIRE] = NC_("knight", "the Squire"),
};

static const char *const quest_names[SQ_N_QUESTS] = {
  [SQ_QUEST_BLACK_KNIGHT] = NC_("quest", "Tournament against the Black Knight"),
  [SQ_QUEST_LANCELOT] = NC_("quest", "Quest for Lancelot"),
  [SQ_QUEST_DRAGON] = NC_("quest", "Dragon's Quest"),
  [SQ_QUEST_EXCALIBUR] = NC_("quest", "Quest for Excalibur"),
  [SQ_QUEST_GRAIL] = NC_("quest", "Quest for the Holy Grail"),
  [SQ_QUEST_PICTS] = NC_("quest", "Pict War"),
  [SQ_QUEST_SAXONS] = NC_("quest", "Saxon War"),
};

/* Short names, as labels on the board */
static const char *const place_names[SQ_N_PLACES] = {
  /* Translators: the place of the Black Knight's tournament */
  [SQ_PLACE_BLACK_KNIGHT] = NC_("place", "Black Knight"),
  /* Translators: the place of the Quest for Lancelot */
  [SQ_PLACE_LANCELOT] = NC_("place", "Lancelot"),
  [SQ_PLACE_DRAGON] = NC_("place", "Dragon"),
  /* Translators: the place of the Quest for Excalibur */
  [SQ_PLACE_EXCALIBUR] = NC_("place", "Excalibur"),
  /* Translators: the place of the Quest for the Holy Grail */
  [SQ_PLACE_GRAIL] = NC_("place", "Holy Grail"),
  [SQ_PLACE_PICTS] = NC_("place", "Pict War"),
  [SQ_PLACE_SAXONS] = NC_("place", "Saxon War"),
  [SQ_PLACE_ROUND_TABLE] = NC_("place", "Round Table"),
  [SQ_PLACE_SIEGE] = NC_("place", "Siege of Camelot"),
  /* Translators: where a dead knight, one who left or an unmasked traitor is */
  [SQ_PLACE_NONE] = NC_("place", "Out of the game"),
};

/* The same places as a sentence names them: "go to the Black Knight" */
static const char *const place_refs[SQ_N_PLACES] = {
  /* Translators: a place inside a sentence: "Play Fight 3 on the Black Knight" */
  [SQ_PLACE_BLACK_KNIGHT] = NC_("place in a sentence", "the Black Knight"),
  /* Translators: a place inside a sentence: "Sir Kay went to Lancelot" */
  [SQ_PLACE_LANCELOT] = NC_("place in a sentence", "Lancelot"),
  [SQ_PLACE_DRAGON] = NC_("place in a sentence", "the Dragon"),
  /* Translators: a place inside a sentence: "Sir Kay went to Excalibur" */
  [SQ_PLACE_EXCALIBUR] = NC_("place in a sentence", "Excalibur"),
  [SQ_PLACE_GRAIL] = NC_("place in a sentence", "the Holy Grail"),
  [SQ_PLACE_PICTS] = NC_("place in a sentence", "the Pict War"),
  [SQ_PLACE_SAXONS] = NC_("place in a sentence", "the Saxon War"),
  [SQ_PLACE_ROUND_TABLE] = NC_("place in a sentence", "the Round Table"),
  [SQ_PLACE_SIEGE] = NC_("place in a sentence", "the Siege of Camelot"),
  /* Translators: where a dead knight is, inside a sentence */
  [SQ_PLACE_NONE] = NC_("place in a sentence", "nowhere"),
};

static const char *const relic_names[SQ_N_RELICS] = {
  /* Translators: the relic, the sword itself */
  [SQ_RELIC_EXCALIBUR] = NC_("relic", "Excalibur"),
  [SQ_RELIC_GRAIL] = NC_("relic", "Holy Grail"),
  [SQ_RELIC_ARMOR] = NC_("relic", "Lancelot's Armor"),
};

static const char *const end_reasons[SQ_END_ALL_LOYAL_DEAD + 1] = {
  [SQ_END_NONE] = N_("The game goes on."),
  [SQ_END_SWORDS] = N_("Twelve swords lie on the Round Table: the count decides."),
  [SQ_END_SIEGE] = N_("The twelfth siege engine stands before Camelot."),
  [SQ_END_BLACK_SWORDS] = N_("Seven black swords lie on the Round Table."),
  [SQ_END_ALL_LOYAL_DEAD] = N_("Every loyal knight has fallen."),
};

static const char *const group_titles[SQ_N_CHOICE_GROUPS] = {
  [SQ_CHOICE_GROUP_EVIL] = N_("Progression of Evil"),
  /* Translators: Heroic Action A */
  [SQ_CHOICE_GROUP_MOVE] = N_("Move to a New Place"),
  /* Translators: Heroic Action B; in Camelot it is drawing white cards or
   * fighting a siege engine */
  [SQ_CHOICE_GROUP_QUEST] = N_("Quest-Specific Action"),
  /* Translators: Heroic Action C */
  [SQ_CHOICE_GROUP_SPECIAL] = N_("Play a Special White Card"),
  /* Translators: Heroic Action D */
  [SQ_CHOICE_GROUP_HEAL] = N_("Heal Yourself"),
  /* Translators: Heroic Action E */
  [SQ_CHOICE_GROUP_ACCUSE] = N_("Accuse a Knight"),
  /* Translators: heading for the knights' powers, players joining or
   * leaving, and ending the turn */
  [SQ_CHOICE_GROUP_FREE] = N_("Powers and End of Turn"),
  /* Translators: heading for the answers to what the game asks */
  [SQ_CHOICE_GROUP_ANSWER] = N_("Answer"),
};

const char *
sq_text_knight (SqKnight knight)
{
  g_return_val_if_fail (knight <= SQ_KNIGHT_SQUIRE, NULL);

  return g_dpgettext2 (NULL, "knight", knight_names[knight]);
}

const char *
sq_text_face (SqFace face)
{
  g_return_val_if_fail (face < SQ_N_FACES, NULL);

  return g_dpgettext2 (NULL, "card", face_names[face]);
}

/**
 * sq_text_face_plural:
 * @n: how many, to pick the plural form
 *
 * The card's name for a count: "Grail" for one, "Grail cards" for more,
 * to follow a number ("3 Grail cards").
 */
const char *
sq_text_face_plural (SqFace face,
                     guint  n)
{
  g_return_val_if_fail (face < SQ_N_FACES, NULL);

  /* Translators: these follow a number: "3 Grail cards" */
  switch (face)
    {
    case SQ_FACE_FIGHT_1: return ngettext ("Fight 1", "Fight 1 cards", n);
    case SQ_FACE_FIGHT_2: return ngettext ("Fight 2", "Fight 2 cards", n);
    case SQ_FACE_FIGHT_3: return ngettext ("Fight 3", "Fight 3 cards", n);
    case SQ_FACE_FIGHT_4: return ngettext ("Fight 4", "Fight 4 cards", n);
    case SQ_FACE_FIGHT_5: return ngettext ("Fight 5", "Fight 5 cards", n);
    case SQ_FACE_GRAIL: return ngettext ("Grail", "Grail cards", n);
    case SQ_FACE_MERLIN: return ngettext ("Merlin", "Merlin cards", n);
    case SQ_FACE_CONVOCATION: return ngettext ("Convocation", "Convocation cards", n);
    case SQ_FACE_FATE: return ngettext ("Fate", "Fate cards", n);
    case SQ_FACE_HEROISM: return ngettext ("Heroism", "Heroism cards", n);
    case SQ_FACE_LADY_OF_THE_LAKE:
      return ngettext ("Lady of the Lake", "Lady of the Lake cards", n);
    case SQ_FACE_MESSENGER: return ngettext ("Messenger", "Messenger cards", n);
    case SQ_FACE_PIETY: return ngettext ("Piety", "Piety cards", n);
    case SQ_FACE_REINFORCEMENTS: return ngettext ("Reinforcements", "Reinforcements cards", n);
    case SQ_FACE_CLAIRVOYANCE: return ngettext ("Clairvoyance", "Clairvoyance cards", n);
    case SQ_FACE_BLACK_KNIGHT_1: return ngettext ("Black Knight 1", "Black Knight 1 cards", n);
    case SQ_FACE_BLACK_KNIGHT_3: return ngettext ("Black Knight 3", "Black Knight 3 cards", n);
    case SQ_FACE_BLACK_KNIGHT_5: return ngettext ("Black Knight 5", "Black Knight 5 cards", n);
    case SQ_FACE_BLACK_KNIGHT_7: return ngettext ("Black Knight 7", "Black Knight 7 cards", n);
    case SQ_FACE_LANCELOT_1_5: return ngettext ("Lancelot 1/5", "Lancelot 1/5 cards", n);
    case SQ_FACE_LANCELOT_3_7: return ngettext ("Lancelot 3/7", "Lancelot 3/7 cards", n);
    case SQ_FACE_LANCELOT_5_9: return ngettext ("Lancelot 5/9", "Lancelot 5/9 cards", n);
    case SQ_FACE_LANCELOT_7_11: return ngettext ("Lancelot 7/11", "Lancelot 7/11 cards", n);
    case SQ_FACE_EXCALIBUR: return ngettext ("Excalibur", "Excalibur cards", n);
    case SQ_FACE_DESPAIR: return ngettext ("Despair", "Despair cards", n);
    case SQ_FACE_PICTS: return ngettext ("Picts", "Picts cards", n);
    case SQ_FACE_SAXONS: return ngettext ("Saxons", "Saxons cards", n);
    case SQ_FACE_MERCENARIES: return ngettext ("Mercenaries", "Mercenaries cards", n);
    case SQ_FACE_MORGAN_DRAW:
    case SQ_FACE_MORGAN_DISCARD:
    case SQ_FACE_MORGAN_ENGINES:
    case SQ_FACE_MORGAN_LIFE:
    case SQ_FACE_MORGAN_SACRIFICE: return ngettext ("Morgan", "Morgan cards", n);
    case SQ_FACE_DESOLATION: return ngettext ("Desolation", "Desolation cards", n);
    case SQ_FACE_DARK_FOREST: return ngettext ("Dark Forest", "Dark Forest cards", n);
    case SQ_FACE_GUINEVERE: return ngettext ("Guinevere", "Guinevere cards", n);
    case SQ_FACE_MISTS_OF_AVALON: return ngettext ("Mists of Avalon", "Mists of Avalon cards", n);
    case SQ_FACE_MORDRED: return ngettext ("Mordred", "Mordred cards", n);
    case SQ_FACE_VIVIEN: return ngettext ("Vivien", "Vivien cards", n);
    case SQ_FACE_LOYAL: return ngettext ("Loyal", "Loyal cards", n);
    case SQ_FACE_TRAITOR: return ngettext ("Traitor", "Traitor cards", n);
    case SQ_N_FACES:
    default:
      break;
    }
  g_return_val_if_reached (NULL);
}

const char *
sq_text_quest (SqQuestId quest)
{
  g_return_val_if_fail (quest < SQ_N_QUESTS, NULL);

  return g_dpgettext2 (NULL, "quest", quest_names[quest]);
}

const char *
sq_text_place (SqPlace place)
{
  g_return_val_if_fail (place < SQ_N_PLACES, NULL);

  return g_dpgettext2 (NULL, "place", place_names[place]);
}

/**
 * sq_text_place_ref:
 *
 * The place as a sentence names it, with its article where English wants
 * one: "the Black Knight", "Lancelot", "the Round Table".
 */
const char *
sq_text_place_ref (SqPlace place)
{
  g_return_val_if_fail (place < SQ_N_PLACES, NULL);

  return g_dpgettext2 (NULL, "place in a sentence", place_refs[place]);
}

const char *
sq_text_relic (SqRelic relic)
{
  g_return_val_if_fail (relic < SQ_N_RELICS, NULL);

  return g_dpgettext2 (NULL, "relic", relic_names[relic]);
}

const char *
sq_text_end_reason (SqEndReason reason)
{
  g_return_val_if_fail (reason <= SQ_END_ALL_LOYAL_DEAD, NULL);

  return _(end_reasons[reason]);
}

const char *
sq_text_phase (const SqState *state)
{
  const char *phase;

  g_return_val_if_fail (state != NULL, NULL);

  phase = sq_state_get_phase_name (state);
  if (g_str_equal (phase, "game-over"))
    return C_("phase", "Game over");
  if (g_str_equal (phase, "setup"))
    /* Translators: the opening, when each knight offers a card to share */
    return C_("phase", "Opening");
  if (g_str_equal (phase, "heroic"))
    return C_("phase", "Heroic Actions");
  if (g_str_equal (phase, "traitor"))
    /* Translators: the turn of the unmasked traitor */
    return C_("phase", "The Traitor's Turn");
  return C_("phase", "Progression of Evil");
}

gboolean
sq_text_seat_valid (const SqState *state,
                    int            seat)
{
  return seat >= 0 && seat < state->n_seats && seat < SQ_MAX_SEATS;
}

/**
 * sq_text_seat:
 * @seat: a seat index
 *
 * The knight sitting there. In the Squire's challenge every squire is told
 * apart by his seat. A seat that does not exist is "a knight".
 *
 * Returns: (transfer full): the name, lower-case where English puts an
 *   article ("the Squire in seat 2")
 */
char *
sq_text_seat (const SqState *state,
              int            seat)
{
  guint knight;

  g_return_val_if_fail (state != NULL, NULL);

  if (!sq_text_seat_valid (state, seat))
    /* Translators: someone unknown, inside a sentence */
    return g_strdup (C_("seat", "a knight"));
  knight = state->seats[seat].knight;
  if (knight < SQ_N_KNIGHTS)
    return g_strdup (sq_text_knight (knight));
  if (!state->setup.squires_challenge)
    return g_strdup (sq_text_knight (SQ_KNIGHT_SQUIRE));
  /* Translators: one of several squires (Squire's challenge), told apart by
   * seat; %u counts the seats from 1 */
  return g_strdup_printf (_("the Squire in seat %u"), (guint) seat + 1);
}

/* ---------------------------------------------------------------- helpers */

/* Formats, then upper-cases the first letter: a name that starts a
 * sentence ("the Squire …") must not stay lower-case. */
char *
sq_text_printf (const char *format,
                ...)
{
  va_list args;
  char *text;
  gunichar first;
  char buf[8];
  int len;
  char *result;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);

  first = g_utf8_get_char (text);
  if (first == 0 || !g_unichar_islower (first))
    return text;
  len = g_unichar_to_utf8 (g_unichar_totitle (first), buf);
  buf[len] = '\0';
  result = g_strconcat (buf, g_utf8_next_char (text), NULL);
  g_free (text);
  return result;
}

/* "A", "A and B", "A, B and C"; frees the array's strings */
char *
sq_text_join (GPtrArray *items)
{
  char *text;

  if (items->len == 0)
    return g_strdup ("");
  text = g_strdup (g_ptr_array_index (items, 0));
  for (guint i = 1; i < items->len; i++)
    {
      char *next;

      if (i + 1 < items->len)
        /* Translators: joins the items of a list but the last two */
        next = g_strdup_printf (_("%1$s, %2$s"), text, (char *) g_ptr_array_index (items, i));
      else
        /* Translators: joins the last two items of a list */
        next = g_strdup_printf (_("%1$s and %2$s"), text, (char *) g_ptr_array_index (items, i));
      g_free (text);
      text = next;
    }
  return text;
}

/* Cards by face, unnamed ones (physical deck) counted at the end:
 * "Fight 1, 2 Grail cards and a white card". Keep the order for a list
 * whose order means something (Clairvoyance). */
char *
sq_text_cards (const guint8 *faces,
               guint         n,
               gboolean      keep_order)
{
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  guint counts[SQ_N_FACES] = { 0 };
  guint unnamed = 0;

  for (guint i = 0; i < n; i++)
    {
      if (faces[i] >= SQ_N_FACES)
        unnamed++;
      else if (keep_order)
        g_ptr_array_add (items, g_strdup (sq_text_face (faces[i])));
      else
        counts[faces[i]]++;
    }
  for (guint f = 0; f < SQ_N_FACES; f++)
    {
      if (counts[f] == 1)
        g_ptr_array_add (items, g_strdup (sq_text_face (f)));
      else if (counts[f] > 1)
        /* Translators: a number of cards of one face: "3 Grail cards" */
        g_ptr_array_add (items, g_strdup_printf (C_("card count", "%1$u %2$s"), counts[f],
                                                 sq_text_face_plural (f, counts[f])));
    }
  if (unnamed == 1)
    /* Translators: a card whose face the app does not know or does not tell */
    g_ptr_array_add (items, g_strdup (_("a white card")));
  else if (unnamed > 1)
    /* Translators: cards whose faces the app does not know or does not tell */
    g_ptr_array_add (items, g_strdup_printf (ngettext ("%u white card", "%u white cards", unnamed),
                                             unnamed));
  if (items->len == 0)
    /* Translators: an empty list of cards */
    return g_strdup (_("no card"));
  return sq_text_join (items);
}

/* A card id from the state (not a face) */
const char *
sq_text_card_id (guint card)
{
  /* a house card is named like the card it copies */
  if (sq_card_is_house (card))
    return sq_text_face (sq_card_face (card));
  if (card >= SQ_N_CARDS)
    return _("a white card");
  return sq_text_face (sq_card_face (card));
}

/* A black card as the whole table sees it once drawn: its face, except
 * a combat card's value, which the drawer may still hide. */
char *
sq_text_black_seen (guint card)
{
  SqFace face;

  if (card >= SQ_N_CARDS && !sq_card_is_house (card))
    /* Translators: a black card not named */
    return g_strdup (_("the black card"));
  face = sq_card_face (card);
  if (face >= SQ_FACE_BLACK_KNIGHT_1 && face <= SQ_FACE_BLACK_KNIGHT_7)
    /* Translators: a Black Knight card whose value is not told */
    return g_strdup (_("a Black Knight card"));
  if (face >= SQ_FACE_LANCELOT_1_5 && face <= SQ_FACE_LANCELOT_7_11)
    /* Translators: a Lancelot card whose value is not told */
    return g_strdup (_("a Lancelot card"));
  return g_strdup (sq_text_face (face));
}

/* The pending decision's task, if it is @decision */
const SqTask *
sq_text_top (const SqState *state,
             SqDecision     decision)
{
  if (state->n_stack == 0 || sq_state_get_decision (state) != decision)
    return NULL;
  return &state->stack[state->n_stack - 1];
}

/* ---------------------------------------------------------------- groups */

SqChoiceGroup
sq_text_choice_group (const SqState  *state,
                      const SqAction *action)
{
  g_return_val_if_fail (state != NULL, SQ_CHOICE_GROUP_ANSWER);
  g_return_val_if_fail (action != NULL, SQ_CHOICE_GROUP_ANSWER);

  switch ((SqActionType) action->type)
    {
    case SQ_ACTION_PEEK:
    case SQ_ACTION_DRAW_BLACK:
    case SQ_ACTION_ADD_SIEGE:
    case SQ_ACTION_LOSE_LIFE:
      return SQ_CHOICE_GROUP_EVIL;
    default:
      break;
    }

  /* the five Heroic Action types as the engine sorts them */
  switch (sq_steps_kind (action))
    {
    case SQ_STEP_KIND_MOVE:
      return SQ_CHOICE_GROUP_MOVE;
    case SQ_STEP_KIND_QUEST:
      return SQ_CHOICE_GROUP_QUEST;
    case SQ_STEP_KIND_SPECIAL:
      return SQ_CHOICE_GROUP_SPECIAL;
    case SQ_STEP_KIND_HEAL:
      return SQ_CHOICE_GROUP_HEAL;
    case SQ_STEP_KIND_ACCUSE:
      return SQ_CHOICE_GROUP_ACCUSE;
    case SQ_STEP_KIND_POWER:
    case SQ_STEP_KIND_END_TURN:
    case SQ_STEP_KIND_TABLE:
      return SQ_CHOICE_GROUP_FREE;
    case SQ_STEP_KIND_ANSWER:
    case SQ_N_STEP_KINDS:
    default:
      return SQ_CHOICE_GROUP_ANSWER;
    }
}

const char *
sq_text_choice_group_title (SqChoiceGroup group)
{
  g_return_val_if_fail (group < SQ_N_CHOICE_GROUPS, NULL);

  return _(group_titles[group]);
}

/* ---------------------------------------------------------------- prompts */

static char *
prompt_heroic (const SqState *s,
               const char    *name)
{
  if (s->actions_taken == 0)
    /* Translators: %s is a knight */
    return sq_text_printf (_("%s: choose a Heroic Action"), name);
  if (s->actions_taken == 1 && !s->sacrificed)
    /* Translators: %s is a knight */
    return sq_text_printf (_("%s: a second Heroic Action for one life point, or end the turn"),
                           name);
  /* Translators: %s is a knight */
  return sq_text_printf (_("%s: finish the turn"), name);
}

static char *
prompt_place (const SqState *s,
              const SqTask  *top,
              const char    *name)
{
  const char *quest = sq_text_place_phrase (top->b < SQ_N_QUESTS ? top->b : SQ_PLACE_NONE,
                                            SQ_PLACE_PHRASE_ON);
  g_autofree char *card = sq_text_black_seen (top->a);

  /* Translators: %1$s is a knight, %2$s a black card ("a Black Knight
   * card"), %3$s a quest, pattern "on-place" ("on the Black Knight") */
  return sq_text_printf (_("%1$s: lay %2$s face up %3$s, or face down for a white card"),
                         name, card, quest);
}

static char *
prompt_for (const SqState *s,
            SqDecision     d,
            const SqTask  *top,
            const char    *name)
{
  switch (d)
    {
    case SQ_DECISION_NONE:
    case SQ_N_DECISIONS:
      break;
    case SQ_DECISION_OPENING_OFFER:
      /* Translators: %s is a knight */
      return sq_text_printf (_("%s: offer one white card to the table"), name);
    case SQ_DECISION_OPENING_SHARE:
      return g_strdup (_("How do the knights share the offered cards?"));
    case SQ_DECISION_EVIL:
      /* Translators: %s is a knight */
      return sq_text_printf (_("%s: the Progression of Evil"), name);
    case SQ_DECISION_ARMOR_CHOOSE:
      if (top->c)
        /* Translators: %s is Sir Percival with Lancelot's Armor */
        return sq_text_printf (_("%s: which black card goes to the bottom of the deck?"), name);
      /* Translators: %s is a knight with Lancelot's Armor */
      return sq_text_printf (_("%s: which black card is played? The other goes to the bottom"),
                             name);
    case SQ_DECISION_ENTER_BLACK:
      /* Translators: %s is a knight; the table uses its own black cards */
      return sq_text_printf (_("%s: which black card was drawn?"), name);
    case SQ_DECISION_MERLIN_CANCEL:
      {
        g_autofree char *card = sq_text_black_seen (top->a);
        /* Translators: %1$s is a knight, %2$s the special black card drawn */
        return sq_text_printf (_("%1$s drew %2$s. Will three Merlins cancel it?"), name, card);
      }
    case SQ_DECISION_EXCALIBUR_CANCEL:
      {
        g_autofree char *card = sq_text_black_seen (top->a);
        /* Translators: %1$s is the knight holding Excalibur, %2$s a black card */
        return sq_text_printf (_("%1$s: cancel %2$s with Excalibur?"), name, card);
      }
    case SQ_DECISION_PLACE_COMBAT:
      return prompt_place (s, top, name);
    case SQ_DECISION_CHOOSE_WAR:
      if (top->a < SQ_N_CARDS && sq_card_face (top->a) == SQ_FACE_MORDRED)
        /* Translators: %s is a knight who drew Mordred */
        return sq_text_printf (_("%s: which war does Mordred turn against?"), name);
      /* Translators: %s is a knight who drew Mercenaries */
      return sq_text_printf (_("%s: which war do the Mercenaries join?"), name);
    case SQ_DECISION_MORGAN_VOLUNTEER:
      if (top->a == SQ_FACE_MORGAN_SACRIFICE)
        /* Translators: %s is the knight who drew the card */
        return sq_text_printf (_("%s drew Morgan: will one knight lose two life points, or "
                                 "every knight discard a white card?"), name);
      /* Translators: %s is the knight who drew the card */
      return sq_text_printf (_("%s drew Morgan: will one knight discard three white cards, or "
                               "every knight one?"), name);
    case SQ_DECISION_DISCARD:
      {
        guint n = MIN (top->a, sq_state_get_hand_size (s, top->seat));
        /* Translators: %1$s is a knight, %2$u a number of cards */
        return sq_text_printf (ngettext ("%1$s: discard %2$u white card",
                                         "%1$s: discard %2$u white cards", n), name, n);
      }
    case SQ_DECISION_HEROIC:
      return prompt_heroic (s, name);
    case SQ_DECISION_ARTHUR_ANSWER:
      {
        g_autofree char *arthur = sq_text_seat (s, top->a);
        /* Translators: %1$s is the knight asked, %2$s King Arthur */
        return sq_text_printf (_("%1$s: give %2$s a white card in return"), name, arthur);
      }
    case SQ_DECISION_D8:
      /* Translators: %1$s is a knight, %2$d the total of his fight cards */
      return sq_text_printf (_("%1$s: roll the eight-sided die against a fight total of %2$d"),
                             name, s->siege_total);
    case SQ_DECISION_KAY:
      /* Translators: %s is Sir Kay */
      return sq_text_printf (_("%s: add one Fight card to the total?"), name);
    case SQ_DECISION_SPOILS:
      if (top->a < SQ_N_QUESTS)
        /* Translators: %1$s is a quest, pattern "of-place" ("of the Black
         * Knight"); %2$s the knight the deal starts from if the knights
         * cannot agree */
        return sq_text_printf (_("Who shares the spoils %1$s? Without agreement the deal "
                                 "starts with %2$s"),
                               sq_text_place_phrase (top->a, SQ_PLACE_PHRASE_OF), name);
      /* Translators: cards drawn by the Convocation; %s is a knight */
      return sq_text_printf (_("Who shares the cards of the Convocation? Without agreement the "
                               "deal starts with %s"), name);
    case SQ_DECISION_GRAIL_OFFER:
      if (top->a == top->seat)
        /* Translators: %s is the dying knight, who holds the Grail */
        return sq_text_printf (_("%s: drink from the Holy Grail?"), name);
      {
        g_autofree char *dying = sq_text_seat (s, top->a);
        /* Translators: %1$s holds the Grail, %2$s is the dying knight */
        return sq_text_printf (_("%1$s: let %2$s drink from the Holy Grail?"), name, dying);
      }
    case SQ_DECISION_CONVOCATION:
      /* Translators: %s played Convocation */
      return sq_text_printf (_("%s called a Convocation: who returns to Camelot?"), name);
    case SQ_DECISION_MESSENGER:
      /* Translators: %s played the Messenger */
      return sq_text_printf (_("%s: give one to three white cards to another knight"), name);
    case SQ_DECISION_CLAIRVOYANCE:
      /* Translators: %s played Clairvoyance */
      return sq_text_printf (_("%s: put the top black cards back in any order"), name);
    case SQ_DECISION_TRAITOR_STEAL:
      /* Translators: %s is the unmasked traitor */
      return sq_text_printf (_("%s, the Traitor: whose white card is discarded?"), name);
    case SQ_DECISION_TRAITOR_EVIL:
      /* Translators: %s is the unmasked traitor */
      return sq_text_printf (_("%s, the Traitor: add a siege engine or draw a black card"), name);
    case SQ_DECISION_KNIGHT_SQUIRE:
      /* Translators: %s is the squire whose action won the quest */
      return sq_text_printf (_("Which squire is knighted? Without agreement, %s"), name);
    case SQ_DECISION_REVEAL_BLACK:
      return sq_text_unknown_prompt (s, name);
    default:
      break;
    }
  return NULL;
}

char *
sq_text_prompt (const SqState *state)
{
  SqDecision d;
  g_autofree char *name = NULL;
  char *text;

  g_return_val_if_fail (state != NULL, NULL);

  d = sq_state_get_decision (state);
  if (d == SQ_DECISION_NONE)
    {
      if (state->outcome == SQ_OUTCOME_LOYAL)
        return g_strdup (_("The game is over: the loyal knights have won."));
      if (state->outcome == SQ_OUTCOME_EVIL)
        return g_strdup (_("The game is over: evil has won."));
      return g_strdup (_("Nothing to decide."));
    }
  name = sq_text_seat (state, sq_state_get_decider (state));
  text = prompt_for (state, d, &state->stack[state->n_stack - 1], name);
  if (text == NULL)
    /* Translators: %s is a knight */
    text = sq_text_printf (_("%s must decide"), name);
  return text;
}

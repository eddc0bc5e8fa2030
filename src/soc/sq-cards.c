/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "sq-cards.h"

/* Counts and values follow section 1 of the rules fact sheet; the per-face
 * counts add up to 84 white, 76 black and 8 loyalty cards. */
static const SqFaceInfo faces[SQ_N_FACES] = {
  [SQ_FACE_FIGHT_1]          = { "fight-1", SQ_COLOR_WHITE, 14, 1, 0, FALSE },
  [SQ_FACE_FIGHT_2]          = { "fight-2", SQ_COLOR_WHITE, 12, 2, 0, FALSE },
  [SQ_FACE_FIGHT_3]          = { "fight-3", SQ_COLOR_WHITE, 10, 3, 0, FALSE },
  [SQ_FACE_FIGHT_4]          = { "fight-4", SQ_COLOR_WHITE, 8, 4, 0, FALSE },
  [SQ_FACE_FIGHT_5]          = { "fight-5", SQ_COLOR_WHITE, 7, 5, 0, FALSE },
  [SQ_FACE_GRAIL]            = { "grail", SQ_COLOR_WHITE, 18, 0, 0, FALSE },
  [SQ_FACE_MERLIN]           = { "merlin", SQ_COLOR_WHITE, 7, 0, 0, TRUE },
  [SQ_FACE_CONVOCATION]      = { "convocation", SQ_COLOR_WHITE, 1, 0, 0, TRUE },
  [SQ_FACE_FATE]             = { "fate", SQ_COLOR_WHITE, 1, 0, 0, TRUE },
  [SQ_FACE_HEROISM]          = { "heroism", SQ_COLOR_WHITE, 1, 0, 0, TRUE },
  [SQ_FACE_LADY_OF_THE_LAKE] = { "lady-of-the-lake", SQ_COLOR_WHITE, 1, 0, 0, TRUE },
  [SQ_FACE_MESSENGER]        = { "messenger", SQ_COLOR_WHITE, 1, 0, 0, TRUE },
  [SQ_FACE_PIETY]            = { "piety", SQ_COLOR_WHITE, 1, 0, 0, TRUE },
  [SQ_FACE_REINFORCEMENTS]   = { "reinforcements", SQ_COLOR_WHITE, 1, 0, 0, TRUE },
  [SQ_FACE_CLAIRVOYANCE]     = { "clairvoyance", SQ_COLOR_WHITE, 1, 0, 0, TRUE },
  [SQ_FACE_BLACK_KNIGHT_1]   = { "black-knight-1", SQ_COLOR_BLACK, 5, 1, 0, FALSE },
  [SQ_FACE_BLACK_KNIGHT_3]   = { "black-knight-3", SQ_COLOR_BLACK, 3, 3, 0, FALSE },
  [SQ_FACE_BLACK_KNIGHT_5]   = { "black-knight-5", SQ_COLOR_BLACK, 2, 5, 0, FALSE },
  [SQ_FACE_BLACK_KNIGHT_7]   = { "black-knight-7", SQ_COLOR_BLACK, 1, 7, 0, FALSE },
  [SQ_FACE_LANCELOT_1_5]     = { "lancelot-1-5", SQ_COLOR_BLACK, 4, 1, 5, FALSE },
  [SQ_FACE_LANCELOT_3_7]     = { "lancelot-3-7", SQ_COLOR_BLACK, 3, 3, 7, FALSE },
  [SQ_FACE_LANCELOT_5_9]     = { "lancelot-5-9", SQ_COLOR_BLACK, 3, 5, 9, FALSE },
  [SQ_FACE_LANCELOT_7_11]    = { "lancelot-7-11", SQ_COLOR_BLACK, 1, 7, 11, FALSE },
  [SQ_FACE_EXCALIBUR]        = { "excalibur", SQ_COLOR_BLACK, 15, 0, 0, FALSE },
  [SQ_FACE_DESPAIR]          = { "despair", SQ_COLOR_BLACK, 15, 0, 0, FALSE },
  [SQ_FACE_PICTS]            = { "picts", SQ_COLOR_BLACK, 4, 0, 0, FALSE },
  [SQ_FACE_SAXONS]           = { "saxons", SQ_COLOR_BLACK, 4, 0, 0, FALSE },
  [SQ_FACE_MERCENARIES]      = { "mercenaries", SQ_COLOR_BLACK, 4, 0, 0, FALSE },
  [SQ_FACE_MORGAN_DRAW]      = { "morgan-draw", SQ_COLOR_BLACK, 1, 0, 0, TRUE },
  [SQ_FACE_MORGAN_DISCARD]   = { "morgan-discard", SQ_COLOR_BLACK, 1, 0, 0, TRUE },
  [SQ_FACE_MORGAN_ENGINES]   = { "morgan-engines", SQ_COLOR_BLACK, 1, 0, 0, TRUE },
  [SQ_FACE_MORGAN_LIFE]      = { "morgan-life", SQ_COLOR_BLACK, 1, 0, 0, TRUE },
  [SQ_FACE_MORGAN_SACRIFICE] = { "morgan-sacrifice", SQ_COLOR_BLACK, 1, 0, 0, TRUE },
  [SQ_FACE_DESOLATION]       = { "desolation", SQ_COLOR_BLACK, 2, 0, 0, TRUE },
  [SQ_FACE_DARK_FOREST]      = { "dark-forest", SQ_COLOR_BLACK, 1, 0, 0, TRUE },
  [SQ_FACE_GUINEVERE]        = { "guinevere", SQ_COLOR_BLACK, 1, 0, 0, TRUE },
  [SQ_FACE_MISTS_OF_AVALON]  = { "mists-of-avalon", SQ_COLOR_BLACK, 1, 0, 0, TRUE },
  [SQ_FACE_MORDRED]          = { "mordred", SQ_COLOR_BLACK, 1, 0, 0, TRUE },
  [SQ_FACE_VIVIEN]           = { "vivien", SQ_COLOR_BLACK, 1, 0, 0, TRUE },
  [SQ_FACE_LOYAL]            = { "loyal", SQ_COLOR_LOYALTY, 7, 0, 0, FALSE },
  [SQ_FACE_TRAITOR]          = { "traitor", SQ_COLOR_LOYALTY, 1, 0, 0, FALSE },
};

static guint8 card_faces[SQ_N_CARDS];

static void
ensure_card_faces (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      guint card = 0;

      for (guint f = 0; f < SQ_N_FACES; f++)
        for (guint i = 0; i < faces[f].count; i++)
          card_faces[card++] = f;

      g_assert (card == SQ_N_CARDS);
      g_once_init_leave (&done, 1);
    }
}

const SqFaceInfo *
sq_face_info (SqFace face)
{
  g_return_val_if_fail (face < SQ_N_FACES, NULL);

  return &faces[face];
}

SqFace
sq_card_face (guint card)
{
  /* a house card: an extra black card of the table's own deck */
  if (card >= SQ_FIRST_HOUSE && card < SQ_FIRST_HOUSE + SQ_N_HOUSE)
    return SQ_FACE_BLACK_KNIGHT_1 + (card - SQ_FIRST_HOUSE) / 2;
  if (card >= SQ_FIRST_WHITE_HOUSE && card < SQ_FIRST_WHITE_HOUSE + SQ_N_WHITE_HOUSE)
    return SQ_FACE_FIGHT_1 + (card - SQ_FIRST_WHITE_HOUSE) / 2;
  g_return_val_if_fail (card < SQ_N_CARDS, SQ_FACE_FIGHT_1);

  ensure_card_faces ();
  return card_faces[card];
}

/* A white card a table's own deck has beyond the manifest. */
gboolean
sq_card_is_white_house (guint card)
{
  return card >= SQ_FIRST_WHITE_HOUSE && card < SQ_FIRST_WHITE_HOUSE + SQ_N_WHITE_HOUSE;
}

/* A card, black or white, a table's own deck has beyond the manifest. */
gboolean
sq_card_is_house (guint card)
{
  return card >= SQ_FIRST_HOUSE && card < SQ_FIRST_WHITE_HOUSE + SQ_N_WHITE_HOUSE;
}

SqColor
sq_card_color (guint card)
{
  if (card < SQ_FIRST_BLACK || sq_card_is_white_house (card))
    return SQ_COLOR_WHITE;
  if (card < SQ_FIRST_LOYALTY || card >= SQ_FIRST_HOUSE)
    return SQ_COLOR_BLACK;
  return SQ_COLOR_LOYALTY;
}

gboolean
sq_face_from_name (const char *name,
                   SqFace     *face)
{
  g_return_val_if_fail (name != NULL, FALSE);

  for (guint f = 0; f < SQ_N_FACES; f++)
    if (g_str_equal (name, faces[f].name))
      {
        if (face)
          *face = f;
        return TRUE;
      }
  /* the card's two spellings (fact sheet 13.25) */
  if (g_str_equal (name, "mist-of-avalon"))
    {
      if (face)
        *face = SQ_FACE_MISTS_OF_AVALON;
      return TRUE;
    }
  return FALSE;
}

gboolean
sq_face_is_fight (SqFace face)
{
  return face <= SQ_FACE_FIGHT_5;
}

guint
sq_face_fight_value (SqFace face)
{
  return face <= SQ_FACE_FIGHT_5 ? face - SQ_FACE_FIGHT_1 + 1 : 0;
}

gboolean
sq_face_is_combat (SqFace face)
{
  return face >= SQ_FACE_BLACK_KNIGHT_1 && face <= SQ_FACE_LANCELOT_7_11;
}

gboolean
sq_face_is_special (SqFace face)
{
  return face < SQ_N_FACES && faces[face].special;
}

gboolean
sq_face_is_white (SqFace face)
{
  return face <= SQ_FACE_CLAIRVOYANCE;
}

gboolean
sq_face_is_black (SqFace face)
{
  return face >= SQ_FACE_BLACK_KNIGHT_1 && face <= SQ_FACE_VIVIEN;
}

static const char *knight_names[] = {
  "arthur", "galahad", "gawain", "kay", "palamedes", "percival", "tristan",
  "bedivere", "squire",
};

static const char *place_names[] = {
  "black-knight", "lancelot", "dragon", "excalibur", "grail", "picts",
  "saxons", "round-table", "siege", "none",
};

static const char *relic_names[] = { "excalibur", "grail", "armor" };

static const char *decision_names[] = {
  "none", "opening-offer", "opening-share", "evil", "armor-choose",
  "enter-black", "merlin-cancel", "excalibur-cancel", "place-combat",
  "choose-war", "morgan-volunteer", "discard", "heroic", "arthur-answer",
  "d8", "kay", "spoils", "grail-offer", "convocation", "messenger",
  "clairvoyance", "traitor-steal", "traitor-evil", "knight-squire",
  "reveal-black",
};

static const char *action_names[] = {
  "offer", "share", "peek", "armor-bottom", "draw-black", "add-siege",
  "lose-life", "armor-keep", "enter-black", "merlin-cancel",
  "excalibur-cancel", "no-cancel", "place-face-up", "place-face-down",
  "choose-war", "volunteer", "no-volunteer", "discard", "move", "play-fight",
  "play-grail", "excalibur-discard", "draw-white", "fight-siege",
  "play-special", "heal", "accuse", "arthur-swap", "arthur-give", "bedivere",
  "end-turn", "roll-d8", "kay-add", "kay-pass", "grail-give", "grail-keep",
  "convocation", "messenger", "clairvoyance", "traitor-steal",
  "knight-squire", "join", "leave", "look-loyalty", "look-hand",
  "reveal-black",
};

G_STATIC_ASSERT (G_N_ELEMENTS (knight_names) == SQ_N_KNIGHTS + 1);
G_STATIC_ASSERT (G_N_ELEMENTS (place_names) == SQ_N_PLACES);
G_STATIC_ASSERT (G_N_ELEMENTS (decision_names) == SQ_N_DECISIONS);
G_STATIC_ASSERT (G_N_ELEMENTS (action_names) == SQ_N_ACTIONS);
G_STATIC_ASSERT (G_N_ELEMENTS (relic_names) == SQ_N_RELICS);
G_STATIC_ASSERT (SQ_N_HOUSE == 2 * (SQ_FACE_VIVIEN - SQ_FACE_BLACK_KNIGHT_1 + 1));
G_STATIC_ASSERT (SQ_N_WHITE_HOUSE == 2 * (SQ_FACE_CLAIRVOYANCE - SQ_FACE_FIGHT_1 + 1));
G_STATIC_ASSERT (SQ_FIRST_WHITE_HOUSE + SQ_N_WHITE_HOUSE < SQ_CARD_UNKNOWN);

static gboolean
lookup (const char  *const *names,
        guint               n,
        const char         *name,
        guint              *out)
{
  for (guint i = 0; i < n; i++)
    if (g_str_equal (names[i], name))
      {
        if (out)
          *out = i;
        return TRUE;
      }
  return FALSE;
}

const char *
sq_knight_name (SqKnight knight)
{
  g_return_val_if_fail (knight <= SQ_KNIGHT_SQUIRE, NULL);
  return knight_names[knight];
}

gboolean
sq_knight_from_name (const char *name,
                     SqKnight   *knight)
{
  guint i;

  g_return_val_if_fail (name != NULL, FALSE);
  if (!lookup (knight_names, SQ_N_KNIGHTS, name, &i))
    return FALSE;
  if (knight)
    *knight = i;
  return TRUE;
}

const char *
sq_place_name (SqPlace place)
{
  g_return_val_if_fail (place < SQ_N_PLACES, NULL);
  return place_names[place];
}

gboolean
sq_place_from_name (const char *name,
                    SqPlace    *place)
{
  guint i;

  g_return_val_if_fail (name != NULL, FALSE);
  if (!lookup (place_names, SQ_N_PLACES, name, &i))
    return FALSE;
  if (place)
    *place = i;
  return TRUE;
}

const char *
sq_quest_name (SqQuestId quest)
{
  g_return_val_if_fail (quest < SQ_N_QUESTS, NULL);
  return place_names[quest];
}

gboolean
sq_quest_from_name (const char *name,
                    SqQuestId  *quest)
{
  guint i;

  g_return_val_if_fail (name != NULL, FALSE);
  if (!lookup (place_names, SQ_N_QUESTS, name, &i))
    return FALSE;
  if (quest)
    *quest = i;
  return TRUE;
}

const char *
sq_relic_name (SqRelic relic)
{
  g_return_val_if_fail (relic < SQ_N_RELICS, NULL);
  return relic_names[relic];
}

const char *
sq_decision_name (SqDecision decision)
{
  g_return_val_if_fail (decision < SQ_N_DECISIONS, NULL);
  return decision_names[decision];
}

const char *
sq_action_type_name (SqActionType type)
{
  g_return_val_if_fail (type < SQ_N_ACTIONS, NULL);
  return action_names[type];
}

gboolean
sq_action_type_from_name (const char   *name,
                          SqActionType *type)
{
  guint i;

  g_return_val_if_fail (name != NULL, FALSE);
  if (!lookup (action_names, SQ_N_ACTIONS, name, &i))
    return FALSE;
  if (type)
    *type = i;
  return TRUE;
}

const char *
sq_outcome_name (SqOutcome outcome)
{
  switch (outcome)
    {
    case SQ_OUTCOME_LOYAL:
      return "loyal";
    case SQ_OUTCOME_EVIL:
      return "evil";
    case SQ_OUTCOME_NONE:
    default:
      return NULL;
    }
}

const char *
sq_end_reason_name (SqEndReason reason)
{
  switch (reason)
    {
    case SQ_END_SWORDS:
      return "swords";
    case SQ_END_SIEGE:
      return "siege";
    case SQ_END_BLACK_SWORDS:
      return "black-swords";
    case SQ_END_ALL_LOYAL_DEAD:
      return "all-loyal-dead";
    case SQ_END_NONE:
    default:
      return NULL;
    }
}

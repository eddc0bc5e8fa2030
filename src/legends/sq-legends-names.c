/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Names of abilities, locations, colours, special cards, event kinds,
 * decisions, actions and refusal codes. See sq-legends-names.h. */

#include "sq-legends-names.h"

static const char * const ability_names[] = {
  "combat", "diplomacy", "adventure", "cunning", "chivalry", "psyche",
};

static const char * const location_names[] = {
  "camelot", "cornwall", "perilous-forest", "final-event",
};

static const char * const colour_names[] = {
  "blue", "red", "yellow", "green",
};

static const char * const special_names[] = {
  "high-king", "excalibur", "love-potion",
};

static const char * const event_kind_names[] = {
  "location", "heraldic", "bidding", "special", "final",
};

static const char * const fate_names[] = {
  "none", "placed", "location-full", "heraldic", "bidding", "won", "tied",
  "no-bids", "special", "final",
};

static const char * const decision_names[] = {
  "none", "opening", "draw-event", "bid", "card-text", "complete-events",
  "card-actions",
};

static const char * const action_names[] = {
  "play-character", "draw-event", "bid", "pass", "next-phase",
  "complete-event", "draw-character", "move", "end-turn",
  "discard-character", "return-character", "give-special",
  "return-special", "use-text", "resolve-final",
};

static const char * const error_names[] = {
  [SQ_LEGENDS_ERROR_GAME_OVER] = "game-over",
  [SQ_LEGENDS_ERROR_WRONG_DECISION] = "wrong-decision",
  [SQ_LEGENDS_ERROR_WRONG_SEAT] = "wrong-seat",
  [SQ_LEGENDS_ERROR_BAD_VALUE] = "bad-value",
  [SQ_LEGENDS_ERROR_BAD_CHARACTER] = "bad-character",
  [SQ_LEGENDS_ERROR_BAD_PLACE] = "bad-place",
  [SQ_LEGENDS_ERROR_NO_CARD] = "no-card",
  [SQ_LEGENDS_ERROR_LIMIT] = "limit",
  [SQ_LEGENDS_ERROR_NO_ACTIONS_LEFT] = "no-actions-left",
  [SQ_LEGENDS_ERROR_REQUIREMENTS] = "requirements",
  [SQ_LEGENDS_ERROR_NOT_ALLOWED] = "not-allowed",
  [SQ_LEGENDS_ERROR_BAD_SETUP] = "bad-setup",
};

G_STATIC_ASSERT (G_N_ELEMENTS (ability_names) == SQ_LEGENDS_N_ABILITIES);
G_STATIC_ASSERT (G_N_ELEMENTS (location_names) == SQ_LEGENDS_N_LOCATIONS);
G_STATIC_ASSERT (G_N_ELEMENTS (colour_names) == SQ_LEGENDS_N_COLOURS);
G_STATIC_ASSERT (G_N_ELEMENTS (special_names) == SQ_LEGENDS_N_SPECIALS);
G_STATIC_ASSERT (G_N_ELEMENTS (event_kind_names) == SQ_LEGENDS_N_EVENT_KINDS);
G_STATIC_ASSERT (G_N_ELEMENTS (fate_names) == SQ_LEGENDS_N_FATES);
G_STATIC_ASSERT (G_N_ELEMENTS (decision_names) == SQ_LEGENDS_N_DECISIONS);
G_STATIC_ASSERT (G_N_ELEMENTS (action_names) == SQ_LEGENDS_N_ACTIONS);
G_STATIC_ASSERT (G_N_ELEMENTS (error_names) == SQ_LEGENDS_ERROR_BAD_SETUP + 1);

/* Helpers */

static const char *
name_of (const char * const *names,
         guint               n,
         guint               value)
{
  return value < n ? names[value] : NULL;
}

static gboolean
value_of (const char * const *names,
          guint               n,
          const char         *name,
          guint              *out)
{
  for (guint i = 0; i < n; i++)
    if (g_str_equal (names[i], name))
      {
        *out = i;
        return TRUE;
      }

  return FALSE;
}

#define NAMES(type, prefix, table) \
  const char * \
  sq_legends_##prefix##_name (type value) \
  { \
    return name_of (table, G_N_ELEMENTS (table), value); \
  }

#define FROM_NAME(type, prefix, table) \
  gboolean \
  sq_legends_##prefix##_from_name (const char *name, \
                                   type       *out) \
  { \
    guint value; \
    \
    g_return_val_if_fail (name != NULL, FALSE); \
    g_return_val_if_fail (out != NULL, FALSE); \
    \
    if (!value_of (table, G_N_ELEMENTS (table), name, &value)) \
      return FALSE; \
    *out = (type) value; \
    return TRUE; \
  }

/* Public API: each returns %NULL for a value without a name, and each
 * _from_name() %FALSE for an unknown name */

NAMES (SqLegendsAbility, ability, ability_names)
FROM_NAME (SqLegendsAbility, ability, ability_names)
NAMES (SqLegendsLocation, location, location_names)
FROM_NAME (SqLegendsLocation, location, location_names)
NAMES (SqLegendsColour, colour, colour_names)
FROM_NAME (SqLegendsColour, colour, colour_names)
NAMES (SqLegendsSpecial, special, special_names)
FROM_NAME (SqLegendsSpecial, special, special_names)
NAMES (SqLegendsEventKind, event_kind, event_kind_names)
FROM_NAME (SqLegendsEventKind, event_kind, event_kind_names)
NAMES (SqLegendsFate, fate, fate_names)
NAMES (SqLegendsDecision, decision, decision_names)
NAMES (SqLegendsActionType, action_type, action_names)
FROM_NAME (SqLegendsActionType, action_type, action_names)
NAMES (SqLegendsError, error, error_names)

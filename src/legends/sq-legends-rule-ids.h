/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every rule id the Camelot Legends engine can put in a refusal. The UI
 * maps each id to a topic of the rules reference, as for sq-rule-ids.h;
 * every id starts with "legends." so the two games' ids never collide.
 * Keep the list sorted by area. */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define SQ_LEGENDS_RULE_IDS(X) \
  X (SETUP,               "legends.setup") \
  X (COLOURS,             "legends.colours") \
  X (OPENING,             "legends.opening") \
  X (DECISION,            "legends.turn-phase") \
  X (PLAYER,              "legends.turn-player") \
  X (GAME_OVER,           "legends.game-over") \
  X (EVENT_DATA,          "legends.event-card") \
  X (FINAL_EVENT,         "legends.final-event") \
  X (LOCATION_EVENTS,     "legends.location-events") \
  X (BID,                 "legends.bidding") \
  X (BID_MAXIMUM,         "legends.bidding-maximum") \
  X (TEXT_ONCE,           "legends.text-once-per-turn") \
  X (REQUIREMENTS,        "legends.requirements") \
  X (ONE_PER_LOCATION,    "legends.one-event-per-location") \
  X (CARD_ACTIONS,        "legends.two-actions") \
  X (LORD,                "legends.lord-of-camelot") \
  X (CHARACTER_CARD,      "legends.character-card") \
  X (OWN_CHARACTERS,      "legends.own-characters") \
  X (HAND,                "legends.hand") \
  X (HAND_LIMIT,          "legends.hand-limit") \
  X (COMPANY_LIMIT,       "legends.company-limit") \
  X (LOCATION,            "legends.location") \
  X (MOVE,                "legends.move") \
  X (MOVE_TOGETHER,       "legends.move-together") \
  X (CARD_EFFECT,         "legends.card-effect") \
  X (SPECIAL_CARDS,       "legends.special-cards") \
  X (SCORING,             "legends.scoring")

#define SQ_LEGENDS_RULE_ENUM(sym, str) SQ_LEGENDS_RULE_##sym,
typedef enum {
  SQ_LEGENDS_RULE_IDS (SQ_LEGENDS_RULE_ENUM)
  SQ_LEGENDS_N_RULES
} SqLegendsRule;
#undef SQ_LEGENDS_RULE_ENUM

const char *sq_legends_rule_id (SqLegendsRule rule);

G_END_DECLS

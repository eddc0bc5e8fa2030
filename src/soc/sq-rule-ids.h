/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every rule id the engine can put in a refusal. The UI maps each id to a
 * topic of the rules reference; a test checks the map is complete. Keep the
 * list sorted by area. */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define SQ_RULE_IDS(X) \
  X (ACCUSE_ONCE,            "accuse.once-per-knight") \
  X (ACCUSE_THRESHOLD,       "accuse.threshold") \
  X (ACCUSE_TARGET,          "accuse.target") \
  X (ARTHUR_SWAP,            "power.arthur") \
  X (BEDIVERE,               "power.bedivere") \
  X (CAMELOT_DRAW_LIMIT,     "camelot.draw-limit") \
  X (CAMELOT_SIEGE_FIGHT,    "camelot.siege-fight") \
  X (CARDS_COPIES,           "cards.copies") \
  X (CARDS_FACES,            "cards.manifest") \
  X (CARDS_IN_HAND,          "cards.in-hand") \
  X (COMBAT_PATTERN,         "quest.combat-pattern") \
  X (CONVOCATION,            "white.convocation") \
  X (D8,                     "camelot.d8") \
  X (DECISION,               "turn.decision") \
  X (DECIDER,                "turn.decider") \
  X (DEATH,                  "life.death") \
  X (END_OF_GAME,            "end.game-over") \
  X (EVIL_OPTIONS,           "evil.options") \
  X (EXCALIBUR_QUEST,        "quest.excalibur") \
  X (EXCALIBUR_RELIC,        "relic.excalibur") \
  X (GRAIL_QUEST,            "quest.grail") \
  X (GRAIL_RELIC,            "relic.grail") \
  X (DARK_FOREST,            "black.dark-forest") \
  X (HEAL,                   "heroic.heal") \
  X (HEROIC_DIFFERENT_TYPE,  "heroic.different-type") \
  X (HEROIC_MUST_ACT,        "heroic.must-act") \
  X (HEROIC_SACRIFICE,       "heroic.sacrifice") \
  X (JOIN,                   "variant.new-player") \
  X (KAY,                    "power.kay") \
  X (KNIGHT_SQUIRE,          "variant.squires-challenge") \
  X (LEAVE,                  "variant.leaving") \
  X (MERLIN_CANCEL,          "white.merlin-cancel") \
  X (MERLIN_PLAY,            "white.merlin") \
  X (MESSENGER,              "white.messenger") \
  X (MORGAN,                 "black.morgan") \
  X (MOVE,                   "heroic.move") \
  X (MOVE_SOLO,              "quest.solo") \
  X (OPENING_SHARE,          "setup.opening-share") \
  X (PERCIVAL,               "power.percival") \
  X (ARMOR,                  "relic.armor") \
  X (QUEST_ACTION,           "heroic.quest-action") \
  X (QUEST_OVER,             "quest.over") \
  X (SETUP,                  "setup.table") \
  X (SETUP_LOYALTY,          "setup.loyalty") \
  X (SPECIAL_ONE_PER_TURN,   "white.one-special-per-turn") \
  X (SPECIAL_WHITE,          "white.special") \
  X (SPOILS,                 "quest.spoils") \
  X (TRAITOR_TURN,           "traitor.unmasked-turn") \
  X (VIVIEN,                 "black.vivien") \
  X (WARS,                   "quest.wars")

#define SQ_RULE_ENUM(sym, str) SQ_RULE_##sym,
typedef enum {
  SQ_RULE_IDS (SQ_RULE_ENUM)
  SQ_N_RULES
} SqRule;
#undef SQ_RULE_ENUM

const char *sq_rule_id (SqRule rule);

G_END_DECLS

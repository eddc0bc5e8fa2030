/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Squire's rules engine: the plain-data vocabulary shared by every engine file.
 *
 * Everything here is a value type: a state can be copied with memcpy,
 * compared with sq_state_equal() and serialised to JSON. The engine emits no
 * prose; refusals are GErrors in SQ_RULES_ERROR whose message is a rule id
 * (see sq-rule-ids.h). */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define SQ_MAX_SEATS        8
#define SQ_N_CARDS          168
#define SQ_N_WHITE          84
#define SQ_N_BLACK          76
#define SQ_N_LOYALTY        8
#define SQ_FIRST_WHITE      0
#define SQ_FIRST_BLACK      84
#define SQ_FIRST_LOYALTY    160
#define SQ_NO_CARD          255
/* A black card laid face down from the table's own deck without being
 * entered: it stands on its quest until the quest resolves. */
#define SQ_CARD_UNKNOWN     253
/* House cards: black cards a table's own deck has beyond the manifest,
 * entered with SQ_ACTION_FLAG_OVERRIDE. Two per black face at most:
 * id = SQ_FIRST_HOUSE + 2 * (face - SQ_FACE_BLACK_KNIGHT_1) + copy. */
#define SQ_FIRST_HOUSE      168
#define SQ_N_HOUSE          48
/* White house cards, on the same terms, for the table's own white deck:
 * id = SQ_FIRST_WHITE_HOUSE + 2 * face + copy (a white face). */
#define SQ_FIRST_WHITE_HOUSE (SQ_FIRST_HOUSE + SQ_N_HOUSE)
#define SQ_N_WHITE_HOUSE    30
#define SQ_NO_SEAT          (-1)
#define SQ_MAX_SIEGE        12
#define SQ_MAX_SWORDS       16
#define SQ_MAX_LIFE         6
#define SQ_START_LIFE       4
#define SQ_ACTION_MAX_CARDS 32
#define SQ_LIMBO_MAX        16
#define SQ_STACK_MAX        48
#define SQ_EXCALIBUR_STEPS  5

/* Card faces: cards with the same face are interchangeable. Actions name
 * faces, never card instances. */
typedef enum {
  /* white */
  SQ_FACE_FIGHT_1,
  SQ_FACE_FIGHT_2,
  SQ_FACE_FIGHT_3,
  SQ_FACE_FIGHT_4,
  SQ_FACE_FIGHT_5,
  SQ_FACE_GRAIL,
  SQ_FACE_MERLIN,
  SQ_FACE_CONVOCATION,
  SQ_FACE_FATE,
  SQ_FACE_HEROISM,
  SQ_FACE_LADY_OF_THE_LAKE,
  SQ_FACE_MESSENGER,
  SQ_FACE_PIETY,
  SQ_FACE_REINFORCEMENTS,
  SQ_FACE_CLAIRVOYANCE,
  /* black */
  SQ_FACE_BLACK_KNIGHT_1,
  SQ_FACE_BLACK_KNIGHT_3,
  SQ_FACE_BLACK_KNIGHT_5,
  SQ_FACE_BLACK_KNIGHT_7,
  SQ_FACE_LANCELOT_1_5,
  SQ_FACE_LANCELOT_3_7,
  SQ_FACE_LANCELOT_5_9,
  SQ_FACE_LANCELOT_7_11,
  SQ_FACE_EXCALIBUR,
  SQ_FACE_DESPAIR,
  SQ_FACE_PICTS,
  SQ_FACE_SAXONS,
  SQ_FACE_MERCENARIES,
  SQ_FACE_MORGAN_DRAW,        /* draw and play the next 3 black cards */
  SQ_FACE_MORGAN_DISCARD,     /* one volunteer discards 3 whites, else all discard 1 */
  SQ_FACE_MORGAN_ENGINES,     /* add 2 siege engines */
  SQ_FACE_MORGAN_LIFE,        /* every knight loses 1 life */
  SQ_FACE_MORGAN_SACRIFICE,   /* one volunteer loses 2 life, else all discard 1 */
  SQ_FACE_DESOLATION,
  SQ_FACE_DARK_FOREST,
  SQ_FACE_GUINEVERE,
  SQ_FACE_MISTS_OF_AVALON,
  SQ_FACE_MORDRED,
  SQ_FACE_VIVIEN,
  /* loyalty */
  SQ_FACE_LOYAL,
  SQ_FACE_TRAITOR,
  SQ_N_FACES
} SqFace;

typedef enum {
  SQ_COLOR_WHITE,
  SQ_COLOR_BLACK,
  SQ_COLOR_LOYALTY,
} SqColor;

typedef enum {
  SQ_KNIGHT_ARTHUR,
  SQ_KNIGHT_GALAHAD,
  SQ_KNIGHT_GAWAIN,
  SQ_KNIGHT_KAY,
  SQ_KNIGHT_PALAMEDES,
  SQ_KNIGHT_PERCIVAL,
  SQ_KNIGHT_TRISTAN,
  SQ_KNIGHT_BEDIVERE,
  SQ_N_KNIGHTS,
  SQ_KNIGHT_SQUIRE = SQ_N_KNIGHTS, /* Squire's challenge: not yet knighted */
} SqKnight;

typedef enum {
  SQ_QUEST_BLACK_KNIGHT,
  SQ_QUEST_LANCELOT,
  SQ_QUEST_DRAGON,
  SQ_QUEST_EXCALIBUR,
  SQ_QUEST_GRAIL,
  SQ_QUEST_PICTS,
  SQ_QUEST_SAXONS,
  SQ_N_QUESTS,
  SQ_QUEST_NONE = SQ_N_QUESTS,
} SqQuestId;

/* Where a knight stands. Quest locations share the SqQuestId numbering. */
typedef enum {
  SQ_PLACE_BLACK_KNIGHT = SQ_QUEST_BLACK_KNIGHT,
  SQ_PLACE_LANCELOT = SQ_QUEST_LANCELOT,
  SQ_PLACE_DRAGON = SQ_QUEST_DRAGON,
  SQ_PLACE_EXCALIBUR = SQ_QUEST_EXCALIBUR,
  SQ_PLACE_GRAIL = SQ_QUEST_GRAIL,
  SQ_PLACE_PICTS = SQ_QUEST_PICTS,
  SQ_PLACE_SAXONS = SQ_QUEST_SAXONS,
  SQ_PLACE_ROUND_TABLE,
  SQ_PLACE_SIEGE,           /* Camelot, outside the walls */
  SQ_PLACE_NONE,            /* dead, left, or an unmasked traitor */
  SQ_N_PLACES,
} SqPlace;

typedef enum {
  SQ_QUEST_STATUS_WAITING,  /* the Dragon before Lancelot ends */
  SQ_QUEST_STATUS_ACTIVE,
  SQ_QUEST_STATUS_WON,
  SQ_QUEST_STATUS_LOST,
} SqQuestStatus;

typedef enum {
  SQ_RELIC_EXCALIBUR,
  SQ_RELIC_GRAIL,
  SQ_RELIC_ARMOR,
  SQ_N_RELICS,
} SqRelic;

typedef enum {
  SQ_OUTCOME_NONE,
  SQ_OUTCOME_LOYAL,
  SQ_OUTCOME_EVIL,
} SqOutcome;

typedef enum {
  SQ_END_NONE,
  SQ_END_SWORDS,             /* 12 or more swords counted */
  SQ_END_SIEGE,              /* the 12th siege engine */
  SQ_END_BLACK_SWORDS,       /* the 7th black sword */
  SQ_END_ALL_LOYAL_DEAD,
} SqEndReason;

typedef enum {
  SQ_DECK_VIRTUAL,           /* the engine shuffles and knows the order */
  SQ_DECK_PHYSICAL,          /* the table's own cards; identities are entered */
} SqDeckMode;

typedef enum {
  SQ_LOYALTY_STANDARD,       /* 7 loyal + 1 traitor, deal one each */
  SQ_LOYALTY_NO_TRAITOR,     /* beginners: loyal cards only */
  SQ_LOYALTY_TRAITOR_AMONG_US, /* n loyal + 1 traitor chosen by the group */
} SqLoyaltyMode;

typedef enum {
  SQ_LOOK_IMMEDIATE,
  SQ_LOOK_DELAYED,           /* three brave knights: look at 6 swords / engines */
} SqLoyaltyLook;

typedef enum {
  SQ_LASTING_UNTIL_VICTORY,  /* until the next quest is won */
  SQ_LASTING_WHOLE_GAME,
} SqLastingDuration;

typedef enum {
  SQ_ACCUSE_ANY_SWORDS,      /* 6 swords of any colour or 6 engines */
  SQ_ACCUSE_BLACK_SWORDS,    /* 6 black swords or 6 engines */
} SqAccuseThreshold;

typedef enum {
  SQ_PEEK_SWORDS_OR_ENGINES,
  SQ_PEEK_SWORDS_ONLY,
} SqDelayedPeek;

/* The rule options for every point section 13 of the fact sheet marks
 * uncertain. sq_rule_options_init_defaults() gives the recommended ones. */
typedef struct {
  gboolean black_knight_distinct_pairs;    /* 13.5 */
  gboolean dragon_distinct_triples;        /* 13.6 */
  SqLastingDuration vivien_duration;       /* 13.9 */
  SqLastingDuration dark_forest_duration;  /* 13.9 */
  gboolean merlin_removes_siege_engine;    /* 13.10 */
  gboolean excalibur_bonus;                /* 13.12: +1 in combat and siege */
  gboolean excalibur_cancel;               /* 13.12: cancel a standard black card */
  gboolean kay_own_siege;                  /* 13.13 */
  gboolean palamedes_bonus;                /* 13.14 */
  gboolean bedivere_power;                 /* 13.15 */
  gboolean convocation_draws;              /* 13.11 */
  gboolean lady_heals_when_done;           /* 1.6: +2 life once Excalibur is over */
  gboolean mordred_adds_warrior;           /* 1.7 */
  SqAccuseThreshold accuse_threshold;      /* 13.2 */
  guint8 traitor_flip;                     /* 13.1 */
  SqDelayedPeek delayed_peek;              /* 13.3 */
  guint8 new_player_cards;                 /* 13.18 */
  gboolean grail_collision_cancels;        /* 13.19 */
} SqRuleOptions;

typedef struct {
  guint8 n_players;                 /* 3..7 */
  guint8 knights[SQ_MAX_SEATS];     /* SqKnight per seat, in clockwise order */
  gint8 first_seat;                 /* SQ_NO_SEAT: Arthur if present, else seat 0 */
  SqLoyaltyMode loyalty;
  guint8 loyal_cards;               /* traitor among us: loyal cards with the traitor */
  SqLoyaltyLook look;
  SqDeckMode white_deck;
  SqDeckMode black_deck;
  SqDeckMode dice;
  gboolean squires_challenge;
  guint8 squire_life;               /* 4, or 3 for true experts */
  gboolean skip_opening_share;
  guint64 seed;
  SqRuleOptions options;
} SqSetup;

/* Who has to decide what, right now. */
typedef enum {
  SQ_DECISION_NONE,            /* game over */
  SQ_DECISION_OPENING_OFFER,   /* seat puts one white card on the Round Table */
  SQ_DECISION_OPENING_SHARE,   /* the table shares the offered cards */
  SQ_DECISION_EVIL,            /* progression of evil: choose an option */
  SQ_DECISION_ARMOR_CHOOSE,    /* Lancelot's Armor: keep one of two black cards */
  SQ_DECISION_ENTER_BLACK,     /* physical deck: what was drawn? */
  SQ_DECISION_MERLIN_CANCEL,   /* the table may discard 3 Merlins */
  SQ_DECISION_EXCALIBUR_CANCEL,/* Excalibur's holder may cancel (rule option) */
  SQ_DECISION_PLACE_COMBAT,    /* face up or face down */
  SQ_DECISION_CHOOSE_WAR,      /* Mercenaries / Mordred */
  SQ_DECISION_MORGAN_VOLUNTEER,/* anyone may take Morgan's burden */
  SQ_DECISION_DISCARD,         /* seat discards n white cards */
  SQ_DECISION_HEROIC,          /* the heroic phase of the current knight */
  SQ_DECISION_ARTHUR_ANSWER,   /* the swap partner picks the card to give */
  SQ_DECISION_D8,              /* roll or enter the d8 */
  SQ_DECISION_KAY,             /* Kay may add one fight card */
  SQ_DECISION_SPOILS,          /* share the spoils among those present */
  SQ_DECISION_GRAIL_OFFER,     /* the Grail's holder may let the dying drink */
  SQ_DECISION_CONVOCATION,     /* who answers the call */
  SQ_DECISION_MESSENGER,       /* whom to give 1-3 cards */
  SQ_DECISION_CLAIRVOYANCE,    /* order the top 5 black cards */
  SQ_DECISION_TRAITOR_STEAL,   /* unmasked traitor: whose card to discard */
  SQ_DECISION_TRAITOR_EVIL,    /* unmasked traitor: engine or black card */
  SQ_DECISION_KNIGHT_SQUIRE,   /* Squire's challenge: who is knighted */
  SQ_DECISION_REVEAL_BLACK,    /* physical deck: what lay face down on the quest resolving */
  SQ_N_DECISIONS,
} SqDecision;

typedef enum {
  SQ_ACTION_OFFER,          /* seat, cards[1] */
  SQ_ACTION_SHARE,          /* seats[i] receives the i-th offered/drawn card; option 1 = deal at random */
  SQ_ACTION_PEEK,           /* Percival looks at the top black card (two with the Armor) */
  SQ_ACTION_ARMOR_BOTTOM,   /* Percival + Armor: cards[0] goes to the bottom */
  SQ_ACTION_DRAW_BLACK,     /* evil option A */
  SQ_ACTION_ADD_SIEGE,      /* evil option B */
  SQ_ACTION_LOSE_LIFE,      /* evil option C */
  SQ_ACTION_ARMOR_KEEP,     /* cards[0] is played, the other goes to the bottom */
  SQ_ACTION_ENTER_BLACK,    /* physical: cards[0] is what was drawn */
  SQ_ACTION_MERLIN_CANCEL,  /* seats[i] discards counts[i] Merlins, 3 in all */
  SQ_ACTION_EXCALIBUR_CANCEL,
  SQ_ACTION_NO_CANCEL,      /* let the black card resolve */
  SQ_ACTION_PLACE_FACE_UP,
  SQ_ACTION_PLACE_FACE_DOWN,  /* at enter-black: quest, no card = a card face down, not entered */
  SQ_ACTION_CHOOSE_WAR,     /* quest = picts or saxons */
  SQ_ACTION_VOLUNTEER,      /* seat takes Morgan's burden */
  SQ_ACTION_NO_VOLUNTEER,
  SQ_ACTION_DISCARD,        /* seat discards cards (physical: n_cards counts unnamed) */
  SQ_ACTION_MOVE,           /* place; option 1 = Tristan's free move */
  SQ_ACTION_PLAY_FIGHT,     /* quest, cards[0], group (-1: any) */
  SQ_ACTION_PLAY_GRAIL,
  SQ_ACTION_EXCALIBUR_DISCARD, /* cards[0] any white card */
  SQ_ACTION_DRAW_WHITE,
  SQ_ACTION_FIGHT_SIEGE,    /* cards: the fight cards */
  SQ_ACTION_PLAY_SPECIAL,   /* cards[0] special white; option/quest/target per card; free = Galahad */
  SQ_ACTION_HEAL,           /* cards: 3 identical */
  SQ_ACTION_ACCUSE,         /* target */
  SQ_ACTION_ARTHUR_SWAP,    /* target, cards[0] = Arthur's card */
  SQ_ACTION_ARTHUR_GIVE,    /* cards[0] = the partner's card */
  SQ_ACTION_BEDIVERE,       /* cards: 3 whites for a Merlin from the discard */
  SQ_ACTION_END_TURN,
  SQ_ACTION_ROLL_D8,        /* value 0 = roll virtually, 1..8 = entered */
  SQ_ACTION_KAY_ADD,        /* cards[0] */
  SQ_ACTION_KAY_PASS,
  SQ_ACTION_GRAIL_GIVE,
  SQ_ACTION_GRAIL_KEEP,
  SQ_ACTION_CONVOCATION,    /* seats: those who answer */
  SQ_ACTION_MESSENGER,      /* target, cards */
  SQ_ACTION_CLAIRVOYANCE,   /* cards: new top-down order (virtual) */
  SQ_ACTION_TRAITOR_STEAL,  /* target; cards[0] entered in physical mode */
  SQ_ACTION_KNIGHT_SQUIRE,  /* target; knight (SQ_N_KNIGHTS: at random) */
  SQ_ACTION_JOIN,           /* a new player sits down; knight (SQ_N_KNIGHTS: random) */
  SQ_ACTION_LEAVE,          /* seat leaves the game */
  SQ_ACTION_LOOK_LOYALTY,   /* seat looks at his own loyalty card again; no rules effect */
  SQ_ACTION_LOOK_HAND,      /* seat looks at his own hand (virtual white deck); no rules effect */
  SQ_ACTION_REVEAL_BLACK,   /* physical: cards[0] is the next card face down on the quest resolving */
  SQ_N_ACTIONS,
} SqActionType;

/* Options carried by SQ_ACTION_PLAY_SPECIAL */
typedef enum {
  SQ_SPECIAL_SELF = 0,      /* Piety: +3 self; Reinforcements: draw 4 */
  SQ_SPECIAL_OTHERS = 1,    /* Piety: others +1; Reinforcements: others draw 1 */
} SqSpecialMode;

typedef enum {
  SQ_ACTION_FLAG_FREE = 1 << 0,    /* Tristan's free move, Galahad's free card */
  SQ_ACTION_FLAG_RANDOM = 1 << 1,  /* share: deal at random; join/knight: random coat of arms */
  SQ_ACTION_FLAG_OVERRIDE = 1 << 2,/* a card entered from the table's own deck: the deck here differs (house card) */
} SqActionFlags;

/* An action is data: a tagged struct that round-trips to JSON. Unused
 * fields stay at their "none" value (sq_action_init()). */
typedef struct {
  guint8 type;              /* SqActionType */
  gint8 seat;               /* who acts; SQ_NO_SEAT = the seat the decision names */
  gint8 target;             /* a seat, or SQ_NO_SEAT */
  guint8 quest;             /* SqQuestId or SqPlace for MOVE, SQ_QUEST_NONE if unused */
  gint8 group;              /* white spot group on combat quests, -1 = any */
  guint8 option;            /* per action, see above */
  guint8 flags;             /* SqActionFlags */
  guint8 value;             /* d8 value, 0 = roll */
  guint8 knight;            /* SqKnight for JOIN / KNIGHT_SQUIRE */
  guint8 n_cards;
  guint8 n_seats;
  guint8 cards[SQ_ACTION_MAX_CARDS];  /* SqFace, or SQ_NO_CARD for an unnamed card */
  gint8 seats[SQ_MAX_SEATS];
  guint8 counts[SQ_MAX_SEATS];
} SqAction;

typedef enum {
  SQ_RULES_ERROR_GAME_OVER,
  SQ_RULES_ERROR_WRONG_DECISION,   /* this action does not answer the pending decision */
  SQ_RULES_ERROR_WRONG_SEAT,       /* that seat may not decide now */
  SQ_RULES_ERROR_BAD_TARGET,
  SQ_RULES_ERROR_BAD_PLACE,
  SQ_RULES_ERROR_CARD_NOT_HELD,    /* the hand (or what the deck can still hold) lacks it */
  SQ_RULES_ERROR_WRONG_CARD,       /* a card of the wrong kind for this action */
  SQ_RULES_ERROR_TYPE_USED,        /* heroic action type already used this turn */
  SQ_RULES_ERROR_NO_ACTIONS_LEFT,
  SQ_RULES_ERROR_NOT_ALLOWED,      /* the rule named by the message forbids it now */
  SQ_RULES_ERROR_MUST_ACT,
  SQ_RULES_ERROR_BAD_VALUE,
  SQ_RULES_ERROR_BAD_SETUP,
  SQ_RULES_ERROR_COPIES_OUT,       /* physical deck: every copy of that face is already seen */
} SqRulesError;

#define SQ_RULES_ERROR (sq_rules_error_quark ())
GQuark sq_rules_error_quark (void);

G_END_DECLS

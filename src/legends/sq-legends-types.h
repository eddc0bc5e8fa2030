/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Camelot Legends companion: the plain-data vocabulary shared by every
 * file in src/legends.
 *
 * Squire has no list of the game's cards. Characters and events are what
 * the players enter as they come up (names, ability scores, requirements,
 * victory points), and the engine referees the rules around them: setup,
 * the turn phases, the limits, bidding, completing location events, the
 * special cards and the final count. Everything here is a value type, so
 * a state copies with memcpy and compares with memcmp, as in src/engine.
 * Refusals are GErrors in SQ_LEGENDS_ERROR whose message is a rule id
 * (sq-legends-rule-ids.h); the engine emits no prose. */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define SQ_LEGENDS_MIN_PLAYERS        2
#define SQ_LEGENDS_MAX_PLAYERS        4
#define SQ_LEGENDS_START_HAND         5
#define SQ_LEGENDS_HAND_LIMIT         5
#define SQ_LEGENDS_COMPANY_LIMIT      6
#define SQ_LEGENDS_LOCATION_EVENTS    3   /* events waiting at one location */
#define SQ_LEGENDS_CARD_ACTIONS       2   /* a third with the High King at Camelot */
#define SQ_LEGENDS_OPENING_ACTIONS    2   /* two characters, or one Lord of Camelot */
#define SQ_LEGENDS_N_FINALS           3
#define SQ_LEGENDS_MAX_EVENTS         24  /* the largest stack, its final event included */
#define SQ_LEGENDS_MAX_BIDS           6   /* the highest bidding maximum accepted */
#define SQ_LEGENDS_MAX_HAND           60  /* no more characters than the box holds */
#define SQ_LEGENDS_NAME_BYTES         32  /* 31 bytes of UTF-8 and a NUL */
#define SQ_LEGENDS_MIN_SCORE          (-1)
#define SQ_LEGENDS_MAX_SCORE          6
#define SQ_LEGENDS_MAX_REQUIREMENT    99
#define SQ_LEGENDS_MAX_EVENT_VP       20
#define SQ_LEGENDS_MAX_SPECIAL_VP     20
#define SQ_LEGENDS_MAX_EXTRA_VP       99
#define SQ_LEGENDS_MAX_HERALDIC_BONUS 9
#define SQ_LEGENDS_MAX_MODIFIER       20
#define SQ_LEGENDS_NO_SEAT            (-1)
#define SQ_LEGENDS_NO_CHARACTER       255

typedef enum {
  SQ_LEGENDS_ABILITY_COMBAT,
  SQ_LEGENDS_ABILITY_DIPLOMACY,
  SQ_LEGENDS_ABILITY_ADVENTURE,
  SQ_LEGENDS_ABILITY_CUNNING,
  SQ_LEGENDS_ABILITY_CHIVALRY,
  SQ_LEGENDS_ABILITY_PSYCHE,
  SQ_LEGENDS_N_ABILITIES,
} SqLegendsAbility;

/* The three main locations, then the final event once it is drawn: it
 * becomes a special location where characters may be played and moved. */
typedef enum {
  SQ_LEGENDS_LOCATION_CAMELOT,
  SQ_LEGENDS_LOCATION_CORNWALL,
  SQ_LEGENDS_LOCATION_PERILOUS_FOREST,
  SQ_LEGENDS_LOCATION_FINAL,
  SQ_LEGENDS_N_LOCATIONS,
  SQ_LEGENDS_N_MAIN_LOCATIONS = SQ_LEGENDS_LOCATION_FINAL,
  SQ_LEGENDS_LOCATION_NONE = SQ_LEGENDS_N_LOCATIONS,
} SqLegendsLocation;

/* the side of every location where a player's cards go */
typedef enum {
  SQ_LEGENDS_COLOUR_BLUE,
  SQ_LEGENDS_COLOUR_RED,
  SQ_LEGENDS_COLOUR_YELLOW,
  SQ_LEGENDS_COLOUR_GREEN,
  SQ_LEGENDS_N_COLOURS,
} SqLegendsColour;

typedef enum {
  SQ_LEGENDS_SPECIAL_HIGH_KING,
  SQ_LEGENDS_SPECIAL_EXCALIBUR,
  SQ_LEGENDS_SPECIAL_LOVE_POTION,
  SQ_LEGENDS_N_SPECIALS,
} SqLegendsSpecial;

typedef enum {
  SQ_LEGENDS_EVENT_LOCATION,
  SQ_LEGENDS_EVENT_HERALDIC,
  SQ_LEGENDS_EVENT_BIDDING,
  SQ_LEGENDS_EVENT_SPECIAL,
  SQ_LEGENDS_EVENT_FINAL,
  SQ_LEGENDS_N_EVENT_KINDS,
} SqLegendsEventKind;

/* What became of the last event drawn, for the UI to say. */
typedef enum {
  SQ_LEGENDS_FATE_NONE,        /* nothing drawn yet */
  SQ_LEGENDS_FATE_PLACED,      /* a location event beside its location */
  SQ_LEGENDS_FATE_LOCATION_FULL, /* three events were there already: discarded */
  SQ_LEGENDS_FATE_HERALDIC,    /* in force, covering any earlier one */
  SQ_LEGENDS_FATE_BIDDING,     /* the auction is running */
  SQ_LEGENDS_FATE_WON,         /* bidding: the highest total took it */
  SQ_LEGENDS_FATE_TIED,        /* bidding: a tie discarded it */
  SQ_LEGENDS_FATE_NO_BIDS,     /* bidding: nobody bid, discarded */
  SQ_LEGENDS_FATE_SPECIAL,     /* carried out by the players, discarded */
  SQ_LEGENDS_FATE_FINAL,       /* the final event, now a special location */
  SQ_LEGENDS_N_FATES,
} SqLegendsFate;

/* Who has to decide what, right now. */
typedef enum {
  SQ_LEGENDS_DECISION_NONE,        /* the game is over */
  SQ_LEGENDS_DECISION_OPENING,     /* the decider places two characters or a Lord */
  SQ_LEGENDS_DECISION_DRAW_EVENT,  /* phase 1: enter the event drawn */
  SQ_LEGENDS_DECISION_BID,         /* the decider bids a character or passes */
  SQ_LEGENDS_DECISION_CARD_TEXT,   /* phase 2: optional card text */
  SQ_LEGENDS_DECISION_COMPLETE,    /* phase 3: complete location events */
  SQ_LEGENDS_DECISION_ACTIONS,     /* phase 4: card actions */
  SQ_LEGENDS_N_DECISIONS,
} SqLegendsDecision;

/* A character card as the players enter it. A character with an
 * allegiance is a Knight; an empty allegiance means none. */
typedef struct {
  char name[SQ_LEGENDS_NAME_BYTES];
  char allegiance[SQ_LEGENDS_NAME_BYTES];
  gint8 scores[SQ_LEGENDS_N_ABILITIES];  /* -1..6, as printed */
  gboolean lord;                         /* a Lord of Camelot */
} SqLegendsCard;

/* An event card as the players enter it. The fields each kind uses:
 * location: location, abilities with their requirements (one or two), vp;
 * heraldic: one ability, bonus, allegiance; bidding: abilities (one or
 * two), max_bids, vp; special and final: the name only. Unused fields stay
 * zero (sq_legends_event_init()). */
typedef struct {
  guint8 kind;                  /* SqLegendsEventKind */
  guint8 location;              /* SqLegendsLocation, main locations only */
  char name[SQ_LEGENDS_NAME_BYTES];
  guint8 vp;
  guint8 n_abilities;
  guint8 abilities[2];          /* SqLegendsAbility, ascending */
  guint8 requirements[2];       /* location events: the number for each ability */
  guint8 max_bids;              /* bidding events: characters per player */
  gint8 bonus;                  /* heraldic events */
  char allegiance[SQ_LEGENDS_NAME_BYTES];  /* heraldic events */
} SqLegendsEvent;

/* The options for the points the rules sources leave open; see
 * docs/rules-coverage.md. sq_legends_setup_init_defaults() gives the
 * recommended ones. */
typedef struct {
  gboolean heraldic_in_bids;    /* the heraldic bonus counts in a bid's total */
} SqLegendsOptions;

typedef struct {
  guint8 n_players;                          /* 2..4 */
  guint8 colours[SQ_LEGENDS_MAX_PLAYERS];    /* SqLegendsColour per seat, clockwise */
  gint8 first_player;                        /* SQ_LEGENDS_NO_SEAT: at random */
  guint8 final_event;                        /* 1..3, 0: at random */
  guint8 special_vp[SQ_LEGENDS_N_SPECIALS];  /* printed on each special card */
  SqLegendsOptions options;
  guint64 seed;
} SqLegendsSetup;

typedef enum {
  SQ_LEGENDS_ACTION_PLAY_CHARACTER,   /* card, location; opening or phase 4 (or free) */
  SQ_LEGENDS_ACTION_DRAW_EVENT,       /* event */
  SQ_LEGENDS_ACTION_BID,              /* characters[0] from a company, or card from hand */
  SQ_LEGENDS_ACTION_PASS,
  SQ_LEGENDS_ACTION_NEXT_PHASE,       /* phase 2 -> 3 -> 4 */
  SQ_LEGENDS_ACTION_COMPLETE_EVENT,   /* location, index, modifiers */
  SQ_LEGENDS_ACTION_DRAW_CHARACTER,
  SQ_LEGENDS_ACTION_MOVE,             /* characters (1 or 2), location */
  SQ_LEGENDS_ACTION_END_TURN,
  SQ_LEGENDS_ACTION_DISCARD_CHARACTER,/* characters[0]; END_OF_TURN flag */
  SQ_LEGENDS_ACTION_RETURN_CHARACTER, /* characters[0] goes back to its owner's hand */
  SQ_LEGENDS_ACTION_GIVE_SPECIAL,     /* special, characters[0] */
  SQ_LEGENDS_ACTION_RETURN_SPECIAL,   /* special */
  SQ_LEGENDS_ACTION_USE_TEXT,         /* characters[0] used its optional text */
  SQ_LEGENDS_ACTION_RESOLVE_FINAL,    /* vp: points each player gains from the final event */
  SQ_LEGENDS_N_ACTIONS,
} SqLegendsActionType;

typedef enum {
  SQ_LEGENDS_ACTION_FLAG_FREE = 1 << 0,        /* a card's text allows it: no action spent */
  SQ_LEGENDS_ACTION_FLAG_END_OF_TURN = 1 << 1, /* discard at the end of the turn */
} SqLegendsActionFlags;

/* An action is data: a tagged struct that round-trips to JSON. Unused
 * fields stay at their "none" value (sq_legends_action_init()). */
typedef struct {
  guint8 type;                  /* SqLegendsActionType */
  gint8 seat;                   /* who acts; SQ_LEGENDS_NO_SEAT = whoever the decision names */
  guint8 location;              /* SqLegendsLocation or SQ_LEGENDS_LOCATION_NONE */
  guint8 index;                 /* complete-event: which event at the location, from 0 */
  guint8 special;               /* SqLegendsSpecial, SQ_LEGENDS_N_SPECIALS if unused */
  guint8 flags;                 /* SqLegendsActionFlags */
  guint8 n_characters;
  guint8 characters[2];         /* character ids on the table */
  SqLegendsCard card;           /* a character entered from hand */
  SqLegendsEvent event;         /* the event drawn */
  gint8 modifiers[SQ_LEGENDS_N_ABILITIES];  /* complete-event: card text, as entered */
  guint8 vp[SQ_LEGENDS_MAX_PLAYERS];        /* resolve-final */
} SqLegendsAction;

typedef enum {
  SQ_LEGENDS_ERROR_GAME_OVER,
  SQ_LEGENDS_ERROR_WRONG_DECISION,  /* this action does not answer the pending decision */
  SQ_LEGENDS_ERROR_WRONG_SEAT,      /* that seat may not decide now */
  SQ_LEGENDS_ERROR_BAD_VALUE,       /* entered data out of range or malformed */
  SQ_LEGENDS_ERROR_BAD_CHARACTER,   /* no such character on the table, or not the actor's */
  SQ_LEGENDS_ERROR_BAD_PLACE,
  SQ_LEGENDS_ERROR_NO_CARD,         /* the hand is empty */
  SQ_LEGENDS_ERROR_LIMIT,           /* a hand, company or bidding limit */
  SQ_LEGENDS_ERROR_NO_ACTIONS_LEFT,
  SQ_LEGENDS_ERROR_REQUIREMENTS,    /* the company falls short of the event */
  SQ_LEGENDS_ERROR_NOT_ALLOWED,     /* the rule named by the message forbids it now */
  SQ_LEGENDS_ERROR_BAD_SETUP,
} SqLegendsError;

#define SQ_LEGENDS_ERROR (sq_legends_error_quark ())
GQuark sq_legends_error_quark (void);

G_END_DECLS

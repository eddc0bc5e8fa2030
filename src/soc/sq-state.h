/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The whole table as one value. Fixed-size arrays only: copying a state is a
 * memcpy, which keeps undo, the simulator and replay checks cheap. */

#pragma once

#include "sq-types.h"

G_BEGIN_DECLS

/* SqState.limbo_owner of a card no knight holds yet: the spoils of a
 * quest waiting to be shared, or a card with no owner */
#define SQ_LIMBO_SPOILS (-2)
#define SQ_LIMBO_NOBODY (-1)

typedef struct {
  guint8 n;
  guint8 c[SQ_N_WHITE + SQ_N_WHITE_HOUSE];  /* house cards come on top of the manifest */
} SqWhitePile;

typedef struct {
  guint8 n;
  guint8 c[SQ_N_BLACK + SQ_N_HOUSE];  /* house cards come on top of the manifest */
} SqBlackPile;

typedef struct {
  guint8 knight;            /* SqKnight (SQ_KNIGHT_SQUIRE before knighting) */
  guint8 life;
  guint8 place;             /* SqPlace */
  guint8 loyalty;           /* loyalty card id, SQ_NO_CARD if none */
  gboolean alive;
  gboolean in_game;         /* false for an empty seat */
  gboolean unmasked;        /* the traitor, revealed */
  gboolean loyalty_revealed;/* shown to everyone by an accusation */
  gboolean accused;         /* used his one accusation */
  gboolean left;            /* left the game early */
  guint8 relics;            /* bit per SqRelic */
  guint8 hand_count;        /* physical white deck: hand size */
  SqWhitePile hand;         /* virtual white deck: the cards */
} SqSeat;

typedef struct {
  guint8 status;            /* SqQuestStatus */
  guint8 n_white;
  guint8 white[9];          /* card ids in play order */
  gint8 white_group[9];     /* combat quests: spot group of each white card */
  guint8 n_black;
  guint8 black[7];          /* card ids in play order */
  guint8 face_down;         /* bit i: black[i] lies face down */
  guint8 grail[7];          /* grail spots from the Grail outwards; card id or SQ_NO_CARD */
  gint8 excalibur;          /* -5 (evil end) .. +5 (knights' end) */
  guint8 warriors;          /* Pict / Saxon warriors */
  guint8 heroism;           /* Heroism card lying on the quest */
  guint8 mordred;           /* Mordred card attached to the war */
  gint8 last_white_seat;    /* who played the last white card here */
} SqQuest;

typedef struct {
  guint8 kind;              /* internal task or SqDecision */
  gint8 seat;
  guint8 a, b, c, d;
} SqTask;

typedef struct {
  guint64 state;
  guint64 inc;
} SqRng;

typedef struct _SqState {
  SqSetup setup;
  SqRng rng;

  guint8 n_seats;
  SqSeat seats[SQ_MAX_SEATS];
  gint8 order[SQ_MAX_SEATS];    /* clockwise turn order of seat indices */
  guint8 n_order;
  gint8 current;                /* seat whose turn it is */
  gint8 first_seat;
  guint32 turn;                 /* 1-based turn counter */

  /* white cards: in physical mode white_draw holds every white card whose
   * identity is unknown (draw pile, hands and unnamed discards) in no order,
   * and white_draw_count is the size of the draw pile proper */
  SqWhitePile white_draw;
  SqWhitePile white_discard;
  guint8 white_draw_count;
  guint8 white_unknown_discards;

  /* black cards: in physical mode black_draw is the unordered pool */
  SqBlackPile black_draw;
  SqBlackPile black_discard;
  /* physical black deck: cards laid face down without being entered
   * (SQ_CARD_UNKNOWN on their quest) and then discarded unseen by a
   * Merlin, per kind: [0] Black Knight cards, [1] Lancelot cards. Their
   * identities stay in black_draw, as do those of the unknown cards on the
   * quests, until the discards are shuffled back. */
  guint8 black_unknown_discards[2];
  guint64 house_used;           /* bit per house card in the game */
  guint32 white_house_used;     /* bit per white house card in the game */

  guint8 loyalty_box[SQ_N_LOYALTY];  /* loyalty cards dealt to nobody */
  guint8 n_loyalty_box;
  guint8 knights_box[SQ_N_KNIGHTS];  /* unused coats of arms */
  guint8 n_knights_box;

  SqQuest quests[SQ_N_QUESTS];
  guint8 siege;
  guint8 swords_white;
  guint8 swords_black;
  guint8 relic_gone;            /* bit per SqRelic: out of the game */

  guint8 vivien;                /* lasting effects: card ids or SQ_NO_CARD */
  guint8 mists;
  guint8 dark_forest;

  /* cards in flight: just drawn, offered, or being resolved */
  guint8 limbo[SQ_LIMBO_MAX];
  gint8 limbo_owner[SQ_LIMBO_MAX];  /* a seat, SQ_LIMBO_SPOILS or SQ_LIMBO_NOBODY */
  guint8 n_limbo;

  /* the heroic phase of the current turn */
  guint8 types_used;            /* bit per heroic type A..E */
  guint8 actions_taken;
  gboolean sacrificed;
  gboolean special_played;
  gboolean arthur_swapped;
  gboolean bedivere_used;
  gboolean tristan_free_used;
  gboolean galahad_free_used;
  gboolean peeked;              /* Percival looked this turn */
  gboolean turn_cut;            /* Guinevere / Grail revival: the turn ends */
  guint8 pending_deaths;        /* bit per seat, life at 0, not yet processed */
  guint8 no_spoils;             /* bit per seat: revived mid-action, no spoils */
  gint8 completer;              /* who completed the quest being resolved */
  gint8 excalibur_won_now;      /* seat that won Excalibur during this action */

  guint8 morgan_chain;          /* black cards still to draw for Morgan */
  gint8 siege_total;            /* fight total of the siege fight in progress */
  guint8 last_d8;               /* the last d8 result, 0 before any roll */

  guint8 outcome;               /* SqOutcome */
  guint8 end_reason;            /* SqEndReason */
  guint8 flipped_at_end;        /* white swords the hidden traitor flipped */
  gint8 traitor_at_end;         /* seat of the traitor, revealed at the end */

  guint8 n_stack;
  SqTask stack[SQ_STACK_MAX];   /* pending work; the top may be a decision */
} SqState;

void        sq_rule_options_init_defaults (SqRuleOptions *options);
void        sq_setup_init_defaults        (SqSetup       *setup,
                                           guint          n_players);

/**
 * sq_state_new:
 * @setup: the table and rule options
 * @error: return location for a GError in SQ_RULES_ERROR
 *
 * Deals a new game: knights, white cards, Merlins, loyalty and the decks.
 *
 * Returns: (transfer full) (nullable): the state, or %NULL with @error set
 */
SqState    *sq_state_new                  (const SqSetup *setup,
                                           GError       **error);
SqState    *sq_state_copy                 (const SqState *state);
void        sq_state_free                 (SqState       *state);
gboolean    sq_state_equal                (const SqState *a,
                                           const SqState *b);

/**
 * sq_state_check_invariants:
 *
 * Every one of the 168 cards in exactly one place, counters within the
 * box's limits. Returns %FALSE with @error naming the broken invariant.
 */
gboolean    sq_state_check_invariants     (const SqState *state,
                                           GError       **error);

SqDecision  sq_state_get_decision         (const SqState *state);
gint        sq_state_get_decider          (const SqState *state);
guint       sq_state_get_hand_size        (const SqState *state,
                                           guint          seat);
gboolean    sq_state_loyalty_visible      (const SqState *state);
gboolean    sq_state_may_accuse           (const SqState *state);
gint        sq_state_find_knight          (const SqState *state,
                                           SqKnight       knight);
const char *sq_state_get_phase_name       (const SqState *state);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SqState, sq_state_free)

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A Camelot Legends table as one value. Fixed-size arrays only, as
 * SqState: copying is a memcpy, comparing a memcmp. */

#pragma once

#include "sq-legends-types.h"
#include "sq-rng.h"

G_BEGIN_DECLS

/* Room for every character the limits allow on the table: six per
 * player at each of the four locations */
#define SQ_LEGENDS_MAX_TABLE \
  (SQ_LEGENDS_MAX_PLAYERS * SQ_LEGENDS_N_LOCATIONS * SQ_LEGENDS_COMPANY_LIMIT)
#define SQ_LEGENDS_MAX_BID_CARDS (SQ_LEGENDS_MAX_PLAYERS * SQ_LEGENDS_MAX_BIDS)

/* A character in play. Its id is its index in SqLegendsState.table; the
 * slot is free again once the character leaves the table. */
typedef struct {
  SqLegendsCard card;
  gboolean in_play;
  gint8 owner;
  guint8 location;              /* SqLegendsLocation */
  gboolean text_used;           /* its optional text was used this turn */
  gboolean discard_at_end;      /* card text: discard it when the turn ends */
} SqLegendsCharacter;

typedef struct {
  gint8 seat;
  SqLegendsCard card;
} SqLegendsBid;

typedef struct _SqLegendsState {
  SqLegendsSetup setup;
  SqRng rng;

  /* the prepared setup */
  guint8 n_players;
  gint8 first_player;
  guint8 final_position;        /* 1..3: which of the three face-down finals */
  guint8 events_in_deck;        /* 17, 20 or 23 above the final event */

  /* the turn */
  guint8 decision;              /* SqLegendsDecision */
  gint8 current;                /* whose turn it is */
  guint32 turn;                 /* 1-based; 0 during the opening placement */
  guint8 opening_done;          /* players who have placed their opening characters */
  guint8 opening_left;          /* what the placing player may still place */
  guint8 actions_used;          /* card actions spent this turn */
  guint8 completed_here;        /* bit per location: an event completed there this turn */

  /* cards */
  guint8 hand[SQ_LEGENDS_MAX_PLAYERS];
  SqLegendsCharacter table[SQ_LEGENDS_MAX_TABLE];
  guint8 special_holder[SQ_LEGENDS_N_SPECIALS];   /* character id, or SQ_LEGENDS_NO_CHARACTER */
  guint32 characters_discarded;

  /* events */
  guint8 events_drawn;          /* the final event included */
  gboolean final_drawn;
  SqLegendsEvent final_event;
  guint8 n_location_events[SQ_LEGENDS_N_MAIN_LOCATIONS];
  SqLegendsEvent location_events[SQ_LEGENDS_N_MAIN_LOCATIONS][SQ_LEGENDS_LOCATION_EVENTS];
  gboolean heraldic_active;
  SqLegendsEvent heraldic;
  guint8 heraldic_covered;      /* earlier heraldic events under it */
  guint8 events_discarded;
  guint8 n_scored;              /* victory displays, in the order scored */
  SqLegendsEvent scored[SQ_LEGENDS_MAX_EVENTS];
  gint8 scored_by[SQ_LEGENDS_MAX_EVENTS];

  /* the last event drawn and what became of it */
  SqLegendsEvent last_event;
  guint8 last_fate;             /* SqLegendsFate */
  gint8 last_winner;            /* bidding: who took it */
  guint8 last_bidders;          /* bidding: bit per seat that bid */
  gint16 last_totals[SQ_LEGENDS_MAX_PLAYERS];  /* bidding: each bidder's total */

  /* the auction in progress */
  SqLegendsEvent bidding;
  gint8 bidder;
  guint8 passes;                /* consecutive passes since the last bid */
  guint8 n_bids_by[SQ_LEGENDS_MAX_PLAYERS];
  guint8 n_bids;
  SqLegendsBid bids[SQ_LEGENDS_MAX_BID_CARDS];

  /* the end */
  gboolean finished;
  guint8 extra_vp[SQ_LEGENDS_MAX_PLAYERS];     /* entered for the final event */
  gint16 final_scores[SQ_LEGENDS_MAX_PLAYERS];
  guint8 winners;               /* bit per seat: everyone with the most points */
} SqLegendsState;

void                  sq_legends_setup_init_defaults   (SqLegendsSetup       *setup,
                                                        guint                 n_players);
guint                 sq_legends_events_for_players    (guint                 n_players);

/**
 * sq_legends_state_new:
 * @setup: the table and the options
 * @error: return location for a GError in %SQ_LEGENDS_ERROR
 *
 * Prepares a game: the size of the event stack for the player count, one
 * of the three final events at random (unless the setup names it), five
 * characters in each hand and the first player at random (unless the
 * setup names one). The game then waits for the opening placement.
 *
 * Returns: (transfer full) (nullable): the state, or %NULL with @error set
 */
SqLegendsState       *sq_legends_state_new             (const SqLegendsSetup *setup,
                                                        GError              **error);
SqLegendsState       *sq_legends_state_copy            (const SqLegendsState *state);
void                  sq_legends_state_free            (SqLegendsState       *state);
gboolean              sq_legends_state_equal           (const SqLegendsState *a,
                                                        const SqLegendsState *b);
gboolean              sq_legends_state_check_invariants (const SqLegendsState *state,
                                                        GError              **error);

SqLegendsDecision     sq_legends_state_get_decision    (const SqLegendsState *state);
gint                  sq_legends_state_get_decider     (const SqLegendsState *state);
gint                  sq_legends_state_get_seat_in_order (const SqLegendsState *state,
                                                        guint                 position);
guint                 sq_legends_state_get_actions_allowed (const SqLegendsState *state);
guint                 sq_legends_state_get_actions_left (const SqLegendsState *state);
guint                 sq_legends_state_get_events_left (const SqLegendsState *state);
guint                 sq_legends_state_get_company_size (const SqLegendsState *state,
                                                        guint                 seat,
                                                        SqLegendsLocation     location);
gint                  sq_legends_state_get_company_total (const SqLegendsState *state,
                                                        guint                 seat,
                                                        SqLegendsLocation     location,
                                                        SqLegendsAbility      ability);
gint                  sq_legends_state_get_special_owner (const SqLegendsState *state,
                                                        SqLegendsSpecial      special);
gint                  sq_legends_state_get_score       (const SqLegendsState *state,
                                                        guint                 seat);
gboolean              sq_legends_state_is_winner       (const SqLegendsState *state,
                                                        guint                 seat);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SqLegendsState, sq_legends_state_free)

G_END_DECLS

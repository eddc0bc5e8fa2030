/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What one action did to the table, as a list of events: the black cards
 * that came into view, the quests that ended, the d8's verdict, and every
 * sword, siege engine, relic, life point and white card given or taken.
 *
 * The list is computed from the states before and after the action, so it
 * needs nothing from the rules but their result and cannot drift from
 * them. It holds no prose (the UI words it) and no secret: a card laid
 * face down is an event without a face until its quest reveals it. */

#pragma once

#include "sq-state.h"

G_BEGIN_DECLS

typedef enum {
  SQ_EVENT_BLACK_LAID,      /* quest; face, or hidden: laid face down */
  SQ_EVENT_BLACK_PLAYED,    /* face: resolved, or lying as a lasting effect */
  SQ_EVENT_WARRIORS,        /* quest; count: warriors now on the war */
  SQ_EVENT_EXCALIBUR,       /* value: the sword's place, -5 .. +5 */
  SQ_EVENT_QUEST_ENDED,     /* quest; won; totals; the faces revealed */
  SQ_EVENT_SIEGE_FIGHT,     /* value: the d8; total; won: an engine destroyed */
  SQ_EVENT_D8_ROLLED,       /* value: the d8; total: Kay may still add a card */
  SQ_EVENT_SWORDS,          /* won: white swords, else black; count: how many */
  SQ_EVENT_SWORDS_FLIPPED,  /* count: white swords turned to black */
  SQ_EVENT_SIEGE,           /* value: engines added (negative: removed); count: now */
  SQ_EVENT_LIFE,            /* seat; value: the change; count: life now */
  SQ_EVENT_DIED,            /* seat */
  SQ_EVENT_CARDS_DRAWN,     /* seat; count: white cards into the hand */
  SQ_EVENT_CARDS_LOST,      /* seat; count: white cards out of the hand, not played by him */
  SQ_EVENT_QUEST_CLEARED,   /* quest; count: white cards discarded from it, no ending */
  SQ_EVENT_RELIC_WON,       /* seat; relic */
  SQ_EVENT_RELIC_GONE,      /* relic: out of the game */
  SQ_EVENT_UNMASKED,        /* seat: the traitor shown */
  SQ_EVENT_MOVED,           /* seat; quest: the SqPlace an effect sent him to */
  SQ_N_EVENTS
} SqEventType;

#define SQ_EVENT_MAX_REVEALED 7

typedef struct {
  guint8 type;              /* SqEventType */
  gint8 seat;               /* SQ_NO_SEAT if none */
  guint8 quest;             /* SqQuestId, or SQ_QUEST_NONE if none */
  guint8 face;              /* SqFace, or SQ_N_FACES if hidden or none */
  guint8 relic;             /* SqRelic */
  gboolean won;
  gint8 value;
  guint8 count;
  gint16 white_total;       /* QUEST_ENDED on a combat quest: the two totals */
  gint16 black_total;
  gboolean has_totals;
  guint8 n_revealed;        /* QUEST_ENDED: faces of the cards that lay face down */
  guint8 revealed[SQ_EVENT_MAX_REVEALED];
} SqEvent;

/**
 * sq_events_compute:
 * @before: the state the action was applied to
 * @action: the action
 * @after: the state it led to
 *
 * Returns: (transfer full) (element-type SqEvent): the events, in the
 * order the table would meet them
 */
GArray  *sq_events_compute  (const SqState  *before,
                             const SqAction *action,
                             const SqState  *after);

gboolean sq_event_is_quest_outcome (const SqEvent *event);

G_END_DECLS

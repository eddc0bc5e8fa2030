/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn panel's "and next": once the knight has taken his Heroic
 * Action, the next knight's Progression of Evil choices are on show beside
 * "End the turn", so that answering one also ends the turn, as a table
 * plays on (sq-turn-next.c). */

#pragma once

#include <adwaita.h>

#include "sq-state.h"

G_BEGIN_DECLS

#define SQ_TURN_NEXT_MAX 8

/* The turn panel applies an action (a refusal reported): TRUE if it went in */
typedef gboolean (*SqTurnApply) (const SqAction *action,
                                 gpointer        data);

typedef struct {
  GtkWidget *box;
  GtkLabel  *heading;
  GtkWidget *buttons_box;
  GtkWidget *buttons[SQ_TURN_NEXT_MAX];
  SqAction   actions[SQ_TURN_NEXT_MAX];
  SqState   *after;      /* the state once the turn is ended */
  guint      n;          /* choices on show */
  GCallback  clicked;    /* (GtkButton *, data); "sq-next" on the button is the index */
  gpointer   data;
} SqTurnNext;

void     sq_turn_next_init        (SqTurnNext    *next,
                                   GtkBox        *parent,
                                   GCallback      clicked,
                                   gpointer       data);
void     sq_turn_next_clear       (SqTurnNext    *next);
void     sq_turn_next_rebuild     (SqTurnNext    *next,
                                   const SqState *state);
gboolean sq_turn_next_focus_first (SqTurnNext    *next);
void     sq_turn_next_press       (SqTurnNext    *next,
                                   guint          index,
                                   SqTurnApply    apply,
                                   gpointer       data);

G_END_DECLS

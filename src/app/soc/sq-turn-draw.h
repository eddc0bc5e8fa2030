/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn panel's draw from the table's own Black deck: once the knight
 * has taken his Heroic Action, and the next knight's Progression of Evil
 * may be a black card from the table's deck, the cards of that deck are on
 * show below the question. The card he draws, named there, ends the turn,
 * draws the card and enters it, as the table plays on (sq-turn-draw.c). */

#pragma once

#include <adwaita.h>

#include "sq-card-picker.h"
#include "sq-game.h"
#include "sq-state.h"
#include "sq-turn-entry.h"
#include "sq-turn-next.h"

G_BEGIN_DECLS

#define SQ_TURN_DRAW_MAX_UNNAMED 4

typedef struct {
  GtkWidget    *box;
  SqCardPicker *picker;
  GtkWidget    *unnamed[SQ_TURN_DRAW_MAX_UNNAMED];  /* "Lay Face Down", beside its cards (owned) */
  SqAction      unnamed_actions[SQ_TURN_DRAW_MAX_UNNAMED];
  guint         n_unnamed;
  SqAction      draw;     /* the next knight's "Draw a black card" */
  SqAction      draft;    /* the entry of the card drawn, its card still to name */
  SqState      *drawn;    /* the state once the card is drawn */
  gboolean      shown;
} SqTurnDraw;

void     sq_turn_draw_init       (SqTurnDraw       *draw,
                                  GtkBox           *parent,
                                  GtkWidget        *sibling,
                                  GCallback         picked,
                                  GCallback         unnamed,
                                  gpointer          data);
void     sq_turn_draw_clear      (SqTurnDraw       *draw);
void     sq_turn_draw_rebuild    (SqTurnDraw       *draw,
                                  const SqTurnNext *next);
void     sq_turn_draw_press      (SqTurnDraw       *draw,
                                  SqTurnEntry      *entry,
                                  SqGame           *game,
                                  gint              face,
                                  gint              unnamed,
                                  SqTurnApply       apply,
                                  gpointer          data);

G_END_DECLS

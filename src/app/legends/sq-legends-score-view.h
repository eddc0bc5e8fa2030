/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The victory point table of a Camelot Legends game: for each player the
 * points of the events won and of the special cards held, the points the
 * final event gives them as the table enters them, the totals and the
 * winners, a tie for the most being a shared win. Before the end it
 * previews the result; once the game is over it shows the count. */

#pragma once

#include <adwaita.h>

#include "sq-legends-game.h"

G_BEGIN_DECLS

#define SQ_TYPE_LEGENDS_SCORE_VIEW (sq_legends_score_view_get_type ())

G_DECLARE_FINAL_TYPE (SqLegendsScoreView, sq_legends_score_view, SQ, LEGENDS_SCORE_VIEW, AdwBin)

GtkWidget     *sq_legends_score_view_new              (void);
SqLegendsGame *sq_legends_score_view_get_game         (SqLegendsScoreView *self);
void           sq_legends_score_view_set_game         (SqLegendsScoreView *self,
                                                       SqLegendsGame      *game);

/* For tests */
void           sq_legends_score_view_set_final_points (SqLegendsScoreView *self,
                                                       guint               seat,
                                                       guint               points);
GtkWidget     *sq_legends_score_view_get_part         (SqLegendsScoreView *self,
                                                       const char         *name);

G_END_DECLS

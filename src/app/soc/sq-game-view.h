/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game page: the board beside the turn panel (one at a time on a
 * phone), with the history sliding in from the side. The window makes it
 * the first time a game is shown, so that starting Squire stays quick. */

#pragma once

#include <adwaita.h>

#include "sq-board.h"
#include "sq-game.h"
#include "sq-history-view.h"
#include "sq-table-checklist.h"
#include "sq-turn-panel.h"

G_BEGIN_DECLS

#define SQ_TYPE_GAME_VIEW (sq_game_view_get_type ())

G_DECLARE_FINAL_TYPE (SqGameView, sq_game_view, SQ, GAME_VIEW, AdwBin)

GtkWidget     *sq_game_view_new              (void);
void           sq_game_view_set_game         (SqGameView *self,
                                              SqGame     *game);
void           sq_game_view_set_on_show      (SqGameView *self,
                                              gboolean    on_show);
GActionGroup  *sq_game_view_get_actions      (SqGameView *self);
SqBoard       *sq_game_view_get_board        (SqGameView *self);
SqTurnPanel   *sq_game_view_get_turn_panel   (SqGameView *self);
SqHistoryView *sq_game_view_get_history_view (SqGameView *self);
AdwLeaflet    *sq_game_view_get_leaflet      (SqGameView *self);
AdwFlap       *sq_game_view_get_flap         (SqGameView *self);
SqTableChecklist *sq_game_view_get_table_checklist (SqGameView *self);
AdwViewSwitcherBar *sq_game_view_get_switcher (SqGameView *self);

G_END_DECLS

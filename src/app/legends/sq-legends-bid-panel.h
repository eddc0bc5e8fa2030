/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The bidding resolver: the event up for auction, the players round the
 * table with what each has bid so far, whose turn it is to bid or pass,
 * what would happen if everyone passed now, and quick entry of a bid
 * from hand or from a company. */

#pragma once

#include <adwaita.h>

#include "sq-legends-game.h"

G_BEGIN_DECLS

#define SQ_TYPE_LEGENDS_BID_PANEL (sq_legends_bid_panel_get_type ())

G_DECLARE_FINAL_TYPE (SqLegendsBidPanel, sq_legends_bid_panel, SQ, LEGENDS_BID_PANEL, AdwBin)

GtkWidget     *sq_legends_bid_panel_new      (void);
SqLegendsGame *sq_legends_bid_panel_get_game (SqLegendsBidPanel *self);
void           sq_legends_bid_panel_set_game (SqLegendsBidPanel *self,
                                              SqLegendsGame     *game);
GtkWidget     *sq_legends_bid_panel_get_part (SqLegendsBidPanel *self,
                                              const char        *name);

G_END_DECLS

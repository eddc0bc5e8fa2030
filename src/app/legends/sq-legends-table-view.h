/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What lies on a Camelot Legends table: each player's points, hand and
 * victory display, the heraldic event in force, who holds each special
 * card, and every company at every location with its totals and its
 * characters. It only shows; the tracker changes the game. */

#pragma once

#include <adwaita.h>

#include "sq-legends-game.h"

G_BEGIN_DECLS

#define SQ_TYPE_LEGENDS_TABLE_VIEW (sq_legends_table_view_get_type ())

G_DECLARE_FINAL_TYPE (SqLegendsTableView, sq_legends_table_view, SQ, LEGENDS_TABLE_VIEW, AdwBin)

GtkWidget     *sq_legends_table_view_new             (void);
SqLegendsGame *sq_legends_table_view_get_game        (SqLegendsTableView *self);
void           sq_legends_table_view_set_game        (SqLegendsTableView *self,
                                                      SqLegendsGame      *game);
void           sq_legends_table_view_set_show_back   (SqLegendsTableView *self,
                                                      gboolean            show_back);
char          *sq_legends_table_view_dup_special_text (SqLegendsTableView *self,
                                                      SqLegendsSpecial    special);

G_END_DECLS

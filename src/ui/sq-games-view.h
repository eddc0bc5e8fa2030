/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every saved game, in a list view that makes rows only for the games in
 * sight, with a search by name: the start page shows the latest few, this
 * shows them all, however many there are. */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SQ_TYPE_GAMES_VIEW (sq_games_view_get_type ())

G_DECLARE_FINAL_TYPE (SqGamesView, sq_games_view, SQ, GAMES_VIEW, GtkWidget)

GtkWidget  *sq_games_view_new          (void);
GListModel *sq_games_view_get_model    (SqGamesView *self);
void        sq_games_view_set_model    (SqGamesView *self,
                                        GListModel  *model);
GtkListView *sq_games_view_get_list_view (SqGamesView *self);
void        sq_games_view_reset        (SqGamesView *self);

G_END_DECLS

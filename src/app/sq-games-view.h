/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every saved game, in a one-column grid view that makes rows only for
 * the games in sight, with a search by name: the start page shows the
 * latest few, this shows them all, however many there are. A grid view,
 * not a list view: GTK 4.8's GtkListView keeps 200 rows alive whatever
 * its height, its GtkGridView about 30, and making 200 rows took the
 * first opening of the list from about 50 ms to 400 ms. */

#pragma once

#include <adwaita.h>

#include "sq-store.h"

G_BEGIN_DECLS

#define SQ_TYPE_GAMES_VIEW (sq_games_view_get_type ())

G_DECLARE_FINAL_TYPE (SqGamesView, sq_games_view, SQ, GAMES_VIEW, GtkWidget)

GtkWidget  *sq_games_view_new          (void);
SqGamesView *sq_games_view_ensure      (AdwBin      *bin,
                                        SqStore     *store);
GListModel *sq_games_view_get_model    (SqGamesView *self);
void        sq_games_view_set_model    (SqGamesView *self,
                                        GListModel  *model);
GtkGridView *sq_games_view_get_grid_view (SqGamesView *self);
void        sq_games_view_reset        (SqGamesView *self);

G_END_DECLS

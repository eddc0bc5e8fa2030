/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SqGameInfo's setters: only the store changes what it lists. */

#pragma once

#include "sq-game-info.h"

G_BEGIN_DECLS

SqGameInfo *sq_game_info_new          (const char   *id);
void        sq_game_info_set_name     (SqGameInfo   *info,
                                       const char   *name);
void        sq_game_info_set_created  (SqGameInfo   *info,
                                       GDateTime    *created);
void        sq_game_info_set_updated  (SqGameInfo   *info,
                                       GDateTime    *updated);
void        sq_game_info_set_finished (SqGameInfo   *info,
                                       gboolean      finished);
void        sq_game_info_set_players  (SqGameInfo   *info,
                                       guint         players);
void        sq_game_info_set_error    (SqGameInfo   *info,
                                       const GError *error);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One saved game in the start page's list: its name, dates and state, and
 * a menu to open, rename, export or delete it. A damaged file says so and
 * why, and can only be exported or deleted. */

#pragma once

#include <adwaita.h>

#include "sq-game-info.h"

G_BEGIN_DECLS

#define SQ_TYPE_GAME_ROW (sq_game_row_get_type ())

G_DECLARE_FINAL_TYPE (SqGameRow, sq_game_row, SQ, GAME_ROW, AdwActionRow)

GtkWidget  *sq_game_row_new              (SqGameInfo   *info);
SqGameInfo *sq_game_row_get_info         (SqGameRow    *self);
void        sq_game_row_set_info         (SqGameRow    *self,
                                          SqGameInfo   *info);

char       *sq_game_row_describe_error   (const GError *error);
char       *sq_game_row_format_date      (GDateTime    *date_time);

G_END_DECLS

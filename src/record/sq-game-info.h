/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One saved game as the Games list shows it: what the store knows of a
 * file without opening the game. */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define SQ_TYPE_GAME_INFO (sq_game_info_get_type ())

G_DECLARE_FINAL_TYPE (SqGameInfo, sq_game_info, SQ, GAME_INFO, GObject)

const char   *sq_game_info_get_id       (SqGameInfo *info);
const char   *sq_game_info_get_name     (SqGameInfo *info);
GDateTime    *sq_game_info_get_created  (SqGameInfo *info);
GDateTime    *sq_game_info_get_updated  (SqGameInfo *info);
gboolean      sq_game_info_get_finished (SqGameInfo *info);
guint         sq_game_info_get_players  (SqGameInfo *info);
gboolean      sq_game_info_get_damaged  (SqGameInfo *info);
const GError *sq_game_info_get_error    (SqGameInfo *info);

G_END_DECLS

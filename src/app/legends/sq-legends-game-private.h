/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shared by sq-legends-game.c, sq-legends-game-names.c and
 * sq-legends-game-scan.c */

#pragma once

#include "sq-legends-game.h"

G_BEGIN_DECLS

/* the names beside a game, before version 3 of the file */
#define SQ_LEGENDS_NAMES_SUFFIX ".players"

char     *sq_legends_game_path            (const char         *directory,
                                           const char         *id,
                                           const char         *suffix);
GStrv     sq_legends_game_normalize_names (const char * const *names,
                                           guint               n_players);
GStrv     sq_legends_game_load_names      (const char         *directory,
                                           const char         *id,
                                           guint               n_players);

G_END_DECLS

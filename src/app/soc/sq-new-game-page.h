/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The new-game page: the table (name, players, knights, first player),
 * Loyalty, which decks and die are virtual, the variants and, folded
 * away, the rule options. It emits ::start with a setup the engine has
 * accepted. */

#pragma once

#include <adwaita.h>

#include "sq-types.h"

G_BEGIN_DECLS

#define SQ_TYPE_NEW_GAME_PAGE (sq_new_game_page_get_type ())

G_DECLARE_FINAL_TYPE (SqNewGamePage, sq_new_game_page, SQ, NEW_GAME_PAGE, AdwBin)

GtkWidget  *sq_new_game_page_new           (GSettings     *settings);

GSettings  *sq_new_game_page_get_settings  (SqNewGamePage *self);
void        sq_new_game_page_set_settings  (SqNewGamePage *self,
                                            GSettings     *settings);
guint64     sq_new_game_page_get_seed      (SqNewGamePage *self);
void        sq_new_game_page_set_seed      (SqNewGamePage *self,
                                            guint64        seed);
guint       sq_new_game_page_get_n_players (SqNewGamePage *self);
void        sq_new_game_page_set_n_players (SqNewGamePage *self,
                                            guint          n_players);
char       *sq_new_game_page_dup_game_name (SqNewGamePage *self);
void        sq_new_game_page_set_game_name (SqNewGamePage *self,
                                            const char    *name);

void        sq_new_game_page_get_setup     (SqNewGamePage *self,
                                            SqSetup       *setup);
void        sq_new_game_page_set_setup     (SqNewGamePage *self,
                                            const SqSetup *setup);
void        sq_new_game_page_reset         (SqNewGamePage *self);
void        sq_new_game_page_restore       (SqNewGamePage *self);
gboolean    sq_new_game_page_get_use_phones (SqNewGamePage *self);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Camelot Legends companion, one page of the window: the setup (2 to
 * 4 players, names, colours, first player, the special cards' points and
 * the one rule option), the turn tracker, and the end: the victory point
 * table and the winners. Every change is saved at once in the Legends
 * folder, so the last unfinished game can be continued. */

#pragma once

#include <adwaita.h>

#include "sq-legends-game.h"

G_BEGIN_DECLS

#define SQ_TYPE_LEGENDS_PAGE (sq_legends_page_get_type ())

G_DECLARE_FINAL_TYPE (SqLegendsPage, sq_legends_page, SQ, LEGENDS_PAGE, AdwBin)

GtkWidget     *sq_legends_page_new               (const char     *directory);
const char    *sq_legends_page_get_directory     (SqLegendsPage  *self);
SqLegendsGame *sq_legends_page_get_game          (SqLegendsPage  *self);
void           sq_legends_page_set_game          (SqLegendsPage  *self,
                                                  SqLegendsGame  *game);
const char    *sq_legends_page_get_view          (SqLegendsPage  *self);
void           sq_legends_page_set_seed          (SqLegendsPage  *self,
                                                  guint64         seed);

void           sq_legends_page_show_setup        (SqLegendsPage  *self);
gboolean       sq_legends_page_start             (SqLegendsPage  *self,
                                                  GError        **error);
gboolean       sq_legends_page_continue_last     (SqLegendsPage  *self,
                                                  GError        **error);
gboolean       sq_legends_page_undo              (SqLegendsPage  *self,
                                                  GError        **error);
gboolean       sq_legends_page_redo              (SqLegendsPage  *self,
                                                  GError        **error);

/* For tests and screenshots */
void           sq_legends_page_set_player        (SqLegendsPage  *self,
                                                  guint           seat,
                                                  const char     *name,
                                                  SqLegendsColour colour);
GtkWidget     *sq_legends_page_get_part          (SqLegendsPage  *self,
                                                  const char     *name);
void           sq_legends_page_set_final_points  (SqLegendsPage  *self,
                                                  guint           seat,
                                                  guint           points);

G_END_DECLS

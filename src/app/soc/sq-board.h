/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The whole public table at one glance: Camelot, the quests, the knights. */

#pragma once

#include <gtk/gtk.h>

#include "sq-state.h"

G_BEGIN_DECLS

#define SQ_TYPE_BOARD (sq_board_get_type ())

G_DECLARE_FINAL_TYPE (SqBoard, sq_board, SQ, BOARD, GtkWidget)

GtkWidget *sq_board_new              (void);
void       sq_board_set_state        (SqBoard       *self,
                                      const SqState *state);
GtkWidget *sq_board_get_camelot_view (SqBoard       *self);
GtkWidget *sq_board_get_quest_view   (SqBoard       *self,
                                      SqQuestId      quest);
GtkWidget *sq_board_get_knight_view  (SqBoard       *self,
                                      guint          seat);

G_END_DECLS

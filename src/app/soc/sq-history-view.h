/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game log in words, with undo, redo and a jump back to any entry. */

#pragma once

#include <adwaita.h>

#include "sq-game.h"

G_BEGIN_DECLS

#define SQ_TYPE_HISTORY_VIEW (sq_history_view_get_type ())

G_DECLARE_FINAL_TYPE (SqHistoryView, sq_history_view, SQ, HISTORY_VIEW, AdwBin)

GtkWidget *sq_history_view_new      (void);
SqGame    *sq_history_view_get_game (SqHistoryView *self);
void       sq_history_view_set_game (SqHistoryView *self,
                                     SqGame        *game);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* A place on the board that moves the current knight there when pressed,
 * as a table moves a knight's figure: a quest card, the Round Table, the
 * siege area. The engine says whether the move is possible now
 * (sq_steps_move()); only then does the place take a click, Enter or
 * Space, show a hover and focus ring, and speak as an enabled button named
 * as the turn panel names the move. The press emits SqBoard::move. */

#pragma once

#include <gtk/gtk.h>

#include "sq-state.h"

G_BEGIN_DECLS

void     sq_board_move_init      (GtkWidget     *place_widget);
gboolean sq_board_move_update    (GtkWidget     *place_widget,
                                  const SqState *state,
                                  guint          place,
                                  const char    *rest_name);
gboolean sq_board_move_activate  (GtkWidget     *place_widget);

G_END_DECLS

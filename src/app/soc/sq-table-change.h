/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Seating a new player and a knight leaving the game: rare changes of the
 * table, in the main menu and behind a question, never among the turn's
 * choices (one stray Enter must not remove a knight). */

#pragma once

#include <adwaita.h>

#include "sq-turn-panel.h"

G_BEGIN_DECLS

gboolean sq_table_change_can_join      (const SqState *state);
gboolean sq_table_change_can_leave     (const SqState *state);
void     sq_table_change_update_actions (GActionMap    *actions,
                                         const SqState *state);
void     sq_table_change_ask_join      (GtkWindow     *parent,
                                        SqTurnPanel   *panel);
void     sq_table_change_ask_leave     (GtkWindow     *parent,
                                        SqTurnPanel   *panel);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the player whose turn it is can do with cards: place characters in
 * the opening, then play, draw and move them with the card actions (or
 * free, when a card's text says so), and the card effects anyone at the
 * table enters for the text of the cards. Each button is tried on a copy
 * of the state first and says why not. */

#pragma once

#include <adwaita.h>

#include "sq-legends-game.h"

G_BEGIN_DECLS

#define SQ_TYPE_LEGENDS_ACTIONS_PANEL (sq_legends_actions_panel_get_type ())

G_DECLARE_FINAL_TYPE (SqLegendsActionsPanel, sq_legends_actions_panel,
                      SQ, LEGENDS_ACTIONS_PANEL, AdwBin)

GtkWidget     *sq_legends_actions_panel_new      (void);
SqLegendsGame *sq_legends_actions_panel_get_game (SqLegendsActionsPanel *self);
void           sq_legends_actions_panel_set_game (SqLegendsActionsPanel *self,
                                                  SqLegendsGame         *game);

/* For tests */
GtkWidget     *sq_legends_actions_panel_get_part (SqLegendsActionsPanel *self,
                                                  const char            *name);
gboolean       sq_legends_actions_panel_select   (SqLegendsActionsPanel *self,
                                                  const char            *row,
                                                  guint                  value);

G_END_DECLS

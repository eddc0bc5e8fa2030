/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn panel: whose turn, which phase, who must answer, and the
 * question on show, built step by step as the table thinks of it
 * (sq-turn-steps.h). "End the turn" stays in view below. Heroic Action
 * types that are not possible say why and link to the rule. */

#pragma once

#include <adwaita.h>

#include "sq-game.h"
#include "sq-turn-steps.h"

G_BEGIN_DECLS

#define SQ_TYPE_TURN_PANEL (sq_turn_panel_get_type ())

G_DECLARE_FINAL_TYPE (SqTurnPanel, sq_turn_panel, SQ, TURN_PANEL, AdwBin)

GtkWidget *sq_turn_panel_new              (void);
SqGame    *sq_turn_panel_get_game         (SqTurnPanel    *self);
void       sq_turn_panel_set_game         (SqTurnPanel    *self,
                                           SqGame         *game);
gboolean   sq_turn_panel_choose           (SqTurnPanel    *self,
                                           const SqAction *action,
                                           GError        **error);
void       sq_turn_panel_apply_or_report  (SqTurnPanel    *self,
                                           const SqAction *action);
gboolean   sq_turn_panel_focus_first      (SqTurnPanel    *self);
SqTurnSteps *sq_turn_panel_get_steps      (SqTurnPanel    *self);
GtkWidget *sq_turn_panel_get_dice         (SqTurnPanel    *self);
guint      sq_turn_panel_get_n_choices    (SqTurnPanel    *self);
guint      sq_turn_panel_get_n_blocked    (SqTurnPanel    *self);

const char *sq_turn_panel_get_prompt_topic (SqTurnPanel    *self);
const char *sq_turn_panel_topic_for_decision (SqDecision decision);

G_END_DECLS

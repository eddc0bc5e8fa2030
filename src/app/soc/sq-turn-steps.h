/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn as the table thinks of it: first the kind of action, then where
 * or whom, then which cards, one at a time. Every step asks the engine
 * (sq-legal-steps.h) what may follow; the widget never lists combinations.
 * It emits ::choose with a whole action; the turn panel applies it. */

#pragma once

#include <adwaita.h>

#include "sq-state.h"

G_BEGIN_DECLS

#define SQ_TYPE_TURN_STEPS (sq_turn_steps_get_type ())

G_DECLARE_FINAL_TYPE (SqTurnSteps, sq_turn_steps, SQ, TURN_STEPS, GtkBox)

GtkWidget *sq_turn_steps_new             (void);
void       sq_turn_steps_reset           (SqTurnSteps   *self,
                                          const SqState *state,
                                          gboolean       revealed);
void       sq_turn_steps_set_revealed    (SqTurnSteps   *self,
                                          const SqState *state,
                                          gboolean       revealed);
gboolean   sq_turn_steps_get_secret_held (SqTurnSteps   *self);
guint      sq_turn_steps_get_n_choices   (SqTurnSteps   *self);
gboolean   sq_turn_steps_has_kind        (SqTurnSteps   *self,
                                          guint          kind);
gboolean   sq_turn_steps_can_end_turn    (SqTurnSteps   *self);
guint      sq_turn_steps_get_n_starts    (SqTurnSteps   *self);
gboolean   sq_turn_steps_get_only_answer (SqTurnSteps   *self,
                                          SqAction      *action);
gboolean   sq_turn_steps_focus_first     (SqTurnSteps   *self);
GtkWidget *sq_turn_steps_get_choices     (SqTurnSteps   *self);
gboolean   sq_turn_steps_open            (SqTurnSteps   *self,
                                          guint          type);
gboolean   sq_turn_steps_open_with       (SqTurnSteps   *self,
                                          guint          type,
                                          guint          item);
guint      sq_turn_steps_take_roll       (SqTurnSteps   *self);
gboolean   sq_turn_steps_get_auto_answer (SqTurnSteps   *self,
                                          SqAction      *action);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shared by sq-turn-steps.c and its words in sq-turn-steps-text.c. */

#pragma once

#include "sq-legal-steps.h"
#include "sq-state.h"

G_BEGIN_DECLS

const char *sq_turn_steps_kind_title     (SqStepKind         kind);
gboolean    sq_turn_steps_names_secret   (const SqState     *state,
                                          const SqAction    *action);
gboolean    sq_turn_steps_list_is_secret (const SqState     *state,
                                          const SqAction    *action);
char       *sq_turn_steps_start_label    (const SqState     *state,
                                          const SqAction    *action);
char       *sq_turn_steps_picker_title   (const SqState     *state,
                                          const SqAction    *draft);
char       *sq_turn_steps_picker_summary (const SqState     *state,
                                          const SqAction    *draft,
                                          const SqStepShape *shape);

G_END_DECLS

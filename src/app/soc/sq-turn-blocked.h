/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn panel's "Not possible now" rows (sq-turn-blocked.c). */

#pragma once

#include <adwaita.h>

#include "sq-state.h"
#include "sq-text.h"

G_BEGIN_DECLS

typedef struct {
  AdwPreferencesGroup *group;
  GPtrArray           *rows;          /* one a Heroic Action type, made when first needed */
  guint                shown;         /* bit i: the row of rows[i] on show */
  GCallback            rule_clicked;  /* (GtkButton *, data); "sq-rule-id" on the button */
  gpointer             data;
} SqTurnBlocked;

void sq_turn_blocked_rebuild (SqTurnBlocked  *b,
                              const SqState  *state,
                              const gboolean  has_group[SQ_N_CHOICE_GROUPS]);
void sq_turn_blocked_finish  (SqTurnBlocked  *b);
guint sq_turn_blocked_get_n  (const SqTurnBlocked *b);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn panel after a black card drawn from the table's own deck is
 * entered: the table's usual answer goes in with the same press (a combat
 * card named is laid face up; nobody cancels a Special Black card), and
 * the cancel with three Merlins stays on offer until the next action,
 * as the knights who may lay the first Merlin (sq-turn-entry.c). */

#pragma once

#include <adwaita.h>

#include "sq-game.h"
#include "sq-state.h"
#include "sq-turn-next.h"
#include "sq-turn-steps.h"

G_BEGIN_DECLS

typedef struct {
  GtkWidget *box;        /* "Cancel … With Three Merlins" and the knights */
  GtkLabel  *heading;
  GtkWidget *knights_box;
  GtkWidget *knights[SQ_MAX_SEATS];  /* the knight of the first Merlin */
  gint8      seats[SQ_MAX_SEATS];
  guint      position;   /* the game's position it undoes to; 0: none */
} SqTurnEntry;

void     sq_turn_entry_init   (SqTurnEntry   *entry,
                               GtkBox        *parent,
                               GCallback      clicked,
                               gpointer       data);
gboolean sq_turn_entry_follow (const SqState *before,
                               const SqState *state,
                               SqAction      *answer);
void     sq_turn_entry_offer  (SqTurnEntry   *entry,
                               const SqState *before,
                               guint          position);
void     sq_turn_entry_update (SqTurnEntry   *entry,
                               SqGame        *game);
gboolean sq_turn_entry_take   (SqTurnEntry   *entry,
                               SqGame        *game,
                               SqTurnSteps   *steps,
                               guint          knight,
                               GError       **error);
void     sq_turn_entry_choose (SqTurnEntry    *entry,
                               SqGame         *game,
                               const SqAction *action,
                               guint           rolled,
                               SqTurnApply     apply,
                               gpointer        data);

G_END_DECLS

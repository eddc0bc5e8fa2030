/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn steps' die row: when the table fights the siege engines with
 * its own d8, the roll is pressed with the Fight cards, in one press
 * (sq-turn-die.c). */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

typedef void (*SqTurnDieChosen) (gpointer data);

typedef struct {
  GtkWidget       *box;
  guint            pending;   /* the roll pressed, until taken; 0: none */
  SqTurnDieChosen  chosen;
  gpointer         data;
} SqTurnDie;

void  sq_turn_die_init (SqTurnDie       *die,
                        GtkBox          *parent,
                        SqTurnDieChosen  chosen,
                        gpointer         data);
void  sq_turn_die_show (SqTurnDie       *die,
                        gboolean         shown);
guint sq_turn_die_take (SqTurnDie       *die);

G_END_DECLS

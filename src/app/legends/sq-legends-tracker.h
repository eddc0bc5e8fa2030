/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Camelot Legends turn tracker: whose turn, which phase, the card
 * actions left, and what can be entered now, from the opening placement
 * to the final event: the event drawn, the bidding resolver, the location
 * events with their completion checks, plays, draws and moves, and card
 * effects. The table (companies, special cards, points) sits beside it,
 * or behind a button on a narrow screen. Every button is tried on a copy
 * of the state first; what the rules forbid says why, with a link to the
 * rule. */

#pragma once

#include <adwaita.h>

#include "sq-legends-game.h"

G_BEGIN_DECLS

#define SQ_TYPE_LEGENDS_TRACKER (sq_legends_tracker_get_type ())

G_DECLARE_FINAL_TYPE (SqLegendsTracker, sq_legends_tracker, SQ, LEGENDS_TRACKER, AdwBin)

GtkWidget     *sq_legends_tracker_new                 (void);
SqLegendsGame *sq_legends_tracker_get_game            (SqLegendsTracker      *self);
void           sq_legends_tracker_set_game            (SqLegendsTracker      *self,
                                                       SqLegendsGame         *game);
gboolean       sq_legends_tracker_apply               (SqLegendsTracker      *self,
                                                       const SqLegendsAction *action);

/* For tests and screenshots */
GtkWidget     *sq_legends_tracker_get_part            (SqLegendsTracker      *self,
                                                       const char            *name);
gboolean       sq_legends_tracker_select              (SqLegendsTracker      *self,
                                                       const char            *row,
                                                       guint                  value);
void           sq_legends_tracker_set_modifier        (SqLegendsTracker      *self,
                                                       SqLegendsAbility       ability,
                                                       gint                   value);
GtkWidget     *sq_legends_tracker_get_complete_button (SqLegendsTracker      *self,
                                                       SqLegendsLocation      location,
                                                       guint                  index);
const char    *sq_legends_tracker_get_check_text      (SqLegendsTracker      *self,
                                                       SqLegendsLocation      location,
                                                       guint                  index);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shared by sq-legends-page.c, sq-legends-page-conflict.c and
 * sq-legends-page-setup.c */

#pragma once

#include "sq-legends-page.h"
#include "sq-legends-reason.h"
#include "sq-legends-score-view.h"
#include "sq-legends-tracker.h"

G_BEGIN_DECLS

struct _SqLegendsPage
{
  AdwBin            parent_instance;

  char             *directory;
  guint64           seed;
  SqLegendsGame    *game;
  GSignalGroup     *game_signals;  /* follow the game on show */
  char             *continue_id;
  GCancellable     *scan;          /* the search for continue_id under way */
  gboolean          resolving;     /* the points table is on show, the game not over */
  gboolean          was_finished;
  gboolean          syncing;

  SqLegendsColour   colours[SQ_LEGENDS_MAX_PLAYERS];
  AdwEntryRow      *name_rows[SQ_LEGENDS_MAX_PLAYERS];
  GtkDropDown      *colour_drops[SQ_LEGENDS_MAX_PLAYERS];

  /* Template widgets */
  GtkWidget        *continue_group;
  AdwActionRow     *continue_row;
  GtkSpinButton    *excalibur_spin;
  GtkStringList    *first_list;
  AdwComboRow      *first_row;
  GtkSwitch        *heraldic_switch;
  GtkSpinButton    *high_king_spin;
  GtkSpinButton    *love_potion_spin;
  AdwPreferencesGroup *players_group;
  GtkSpinButton    *players_spin;
  GtkLabel         *preparation_label;
  SqLegendsScoreView *score_view;
  SqLegendsReason  *setup_reason;
  SqLegendsTracker *tracker;
  GtkStack         *view_stack;
};

/* sq-legends-page-conflict.c */
void sq_legends_page_on_save_failed (SqLegendsPage *self,
                                     const GError  *error,
                                     gboolean       late,
                                     guint          n_changes,
                                     SqLegendsGame *game);

/* sq-legends-page-setup.c */
void sq_legends_page_sync_setup       (SqLegendsPage  *self);
void sq_legends_page_get_setup        (SqLegendsPage  *self,
                                       SqLegendsSetup *setup,
                                       char           *names[SQ_LEGENDS_MAX_PLAYERS + 1]);
void sq_legends_page_show_continue    (SqLegendsPage  *self,
                                       SqLegendsGame  *game);
void sq_legends_page_refresh_continue (SqLegendsPage  *self);
void sq_legends_page_on_setup_changed (SqLegendsPage  *self);
void sq_legends_page_build_seat_rows  (SqLegendsPage  *self);

G_END_DECLS

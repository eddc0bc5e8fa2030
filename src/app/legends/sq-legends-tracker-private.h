/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shared by sq-legends-tracker.c and sq-legends-tracker-events.c */

#pragma once

#include "sq-legends-actions-panel.h"
#include "sq-legends-bid-panel.h"
#include "sq-legends-event-form.h"
#include "sq-legends-reason.h"
#include "sq-legends-table-view.h"
#include "sq-legends-tracker.h"

G_BEGIN_DECLS

#define N_STEPS 4

typedef struct
{
  GtkWidget *row;
  GtkWidget *button;
  char      *check;     /* the row's completion check, as shown */
} EventRow;

struct _SqLegendsTracker
{
  AdwBin                  parent_instance;

  SqLegendsGame          *game;
  gulong                  changed_handler;
  gboolean                syncing;
  guint                   folded_idle;

  GtkWidget              *step_labels[N_STEPS];
  GtkSpinButton          *modifier_spins[SQ_LEGENDS_N_ABILITIES];
  GPtrArray              *location_groups;
  EventRow                event_rows[SQ_LEGENDS_N_MAIN_LOCATIONS][SQ_LEGENDS_LOCATION_EVENTS];

  /* Template widgets */
  GtkWidget              *actions_label;
  SqLegendsActionsPanel  *actions_panel;
  SqLegendsBidPanel      *bid_panel;
  SqLegendsReason        *complete_reason;
  GtkWidget              *end_turn_button;
  SqLegendsEventForm     *event_form;
  GtkLabel               *event_hint_label;
  SqLegendsReason        *event_reason;
  GtkWidget              *event_section;
  GtkWidget              *final_section;
  GtkLabel               *high_king_label;
  AdwLeaflet             *leaflet;
  GtkBox                 *locations_box;
  GtkLabel               *locations_hint_label;
  GtkWidget              *locations_section;
  AdwExpanderRow         *modifiers_row;
  GtkWidget              *next_phase_button;
  GtkLabel               *player_label;
  GtkLabel               *prompt_label;
  SqLegendsReason        *refusal;
  GtkLabel               *result_label;
  GtkWidget              *steps_box;
  GtkWidget              *table_button;
  SqLegendsTableView     *table_view;
  GtkBox                 *turn_box;
  GtkLabel               *turn_label;
};

/* sq-legends-tracker.c */
void sq_legends_tracker_refresh_checks  (SqLegendsTracker     *self);

/* sq-legends-tracker-events.c */
void sq_legends_tracker_build_events    (SqLegendsTracker     *self,
                                         const SqLegendsState *state);
void sq_legends_tracker_check_events    (SqLegendsTracker     *self,
                                         const SqLegendsState *state);
void sq_legends_tracker_build_modifiers (SqLegendsTracker     *self);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shared by sq-legends-actions-panel.c and sq-legends-actions-panel-lists.c */

#pragma once

#include "sq-legends-actions-panel.h"
#include "sq-legends-character-form.h"
#include "sq-legends-reason.h"

G_BEGIN_DECLS

struct _SqLegendsActionsPanel
{
  AdwBin                  parent_instance;

  SqLegendsGame          *game;
  gulong                  changed_handler;
  guint                   last_decision;
  gboolean                syncing;

  GArray                 *move_ids;      /* guint8 character ids, as in move_first_list */
  GArray                 *move2_ids;     /* as in move_second_list; the first item is nobody */
  GArray                 *effect_ids;    /* as in effect_character_list */
  GArray                 *play_to;       /* guint8 locations, as in play_locations */
  GArray                 *move_to;       /* guint8 locations, as in move_to_list */

  /* Template widgets */
  GtkWidget              *actions_section;
  GtkWidget              *discard_button;
  GtkWidget              *discard_later_button;
  SqLegendsReason        *draw_reason;
  GtkStringList          *effect_character_list;
  AdwComboRow            *effect_character_row;
  SqLegendsReason        *effect_reason;
  GtkStringList          *effect_special_list;
  AdwComboRow            *effect_special_row;
  GtkWidget              *effects_section;
  GtkSwitch              *free_switch;
  GtkWidget              *give_special_button;
  GtkStringList          *move_first_list;
  AdwComboRow            *move_first_row;
  SqLegendsReason        *move_reason;
  GtkStringList          *move_second_list;
  AdwComboRow            *move_second_row;
  GtkStringList          *move_to_list;
  AdwComboRow            *move_to_row;
  GtkButton              *play_button;
  SqLegendsCharacterForm *play_form;
  GtkLabel               *play_hint_label;
  AdwComboRow            *play_location_row;
  GtkStringList          *play_locations;
  SqLegendsReason        *play_reason;
  GtkWidget              *play_section;
  GtkLabel               *play_title_label;
  GtkWidget              *return_button;
  GtkWidget              *return_special_button;
  GtkWidget              *text_used_button;
};

/* sq-legends-actions-panel-lists.c */
void     sq_legends_actions_panel_fill_locations   (const SqLegendsState  *state,
                                                    GtkStringList         *list,
                                                    AdwComboRow           *row,
                                                    GArray                *ids);
void     sq_legends_actions_panel_fill_move_second (SqLegendsActionsPanel *self,
                                                    const SqLegendsState  *state);
void     sq_legends_actions_panel_fill_characters  (SqLegendsActionsPanel *self,
                                                    const SqLegendsState  *state);
guint8   sq_legends_actions_panel_free_flag        (SqLegendsActionsPanel *self);
void     sq_legends_actions_panel_play_action      (SqLegendsActionsPanel *self,
                                                    SqLegendsAction       *action);
gboolean sq_legends_actions_panel_move_action      (SqLegendsActionsPanel *self,
                                                    SqLegendsAction       *action);
gboolean sq_legends_actions_panel_effect_action    (SqLegendsActionsPanel *self,
                                                    SqLegendsActionType    type,
                                                    guint8                 flags,
                                                    SqLegendsAction       *action);

G_END_DECLS

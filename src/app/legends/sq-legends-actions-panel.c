/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The Legends engine offers no list of legal actions: every button builds
 * its action from what is entered and tries it on a copy of the state
 * (sq_legends_game_check()), which enables the button and, when the rules
 * say no, shows why with a link to the rule. The lists of characters keep
 * the one chosen across changes, by its id on the table. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-legends-actions-panel-private.h"
#include "sq-legends-text.h"
#include "sq-legends-widgets.h"
#include "sq-tooltip.h"

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqLegendsActionsPanel, sq_legends_actions_panel, ADW_TYPE_BIN)

/* Properties and signals */

enum
{
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char *const action_names[] = {
  "panel.play", "panel.draw-character", "panel.move", "panel.use-text", "panel.discard",
  "panel.discard-later", "panel.return", "panel.give-special", "panel.return-special",
};

/* Auxiliary functions */

static const SqLegendsState *
get_state (SqLegendsActionsPanel *self)
{
  return self->game != NULL ? sq_legends_game_get_state (self->game) : NULL;
}

/* Tries @action on a copy: enables @action_name, and says why not in
 * @reason or in the tooltip of @widget */
static void
check (SqLegendsActionsPanel *self,
       const char            *action_name,
       const SqLegendsAction *action,
       SqLegendsReason       *reason,
       GtkWidget             *widget)
{
  g_autoptr(GError) error = NULL;

  sq_legends_check_action (GTK_WIDGET (self), self->game, action_name, action, reason, &error);
  if (widget != NULL)
    {
      g_autofree char *text = error != NULL ? sq_legends_text_error (error) : NULL;

      sq_tooltip_set_text (widget, text);
    }
}

static void
check_effect (SqLegendsActionsPanel *self,
              const char            *action_name,
              SqLegendsActionType    type,
              guint8                 flags,
              GtkWidget             *button)
{
  SqLegendsAction action;
  gboolean ok = sq_legends_actions_panel_effect_action (self, type, flags, &action);

  check (self, action_name, ok ? &action : NULL, NULL, button);
}

static void
check_all (SqLegendsActionsPanel *self)
{
  const SqLegendsState *state = get_state (self);
  SqLegendsAction action;
  gboolean in_turn;
  gboolean ok;

  if (state == NULL)
    {
      for (guint i = 0; i < G_N_ELEMENTS (action_names); i++)
        gtk_widget_action_set_enabled (GTK_WIDGET (self), action_names[i], FALSE);
      return;
    }

  in_turn = sq_legends_is_turn_phase (state->decision);

  sq_legends_actions_panel_play_action (self, &action);
  check (self, "panel.play", &action,
         state->decision == SQ_LEGENDS_DECISION_OPENING || in_turn ? self->play_reason : NULL,
         NULL);

  sq_legends_action_init (&action, SQ_LEGENDS_ACTION_DRAW_CHARACTER);
  action.flags = sq_legends_actions_panel_free_flag (self);
  check (self, "panel.draw-character", &action, in_turn ? self->draw_reason : NULL, NULL);

  ok = sq_legends_actions_panel_move_action (self, &action);
  check (self, "panel.move", ok ? &action : NULL, in_turn && ok ? self->move_reason : NULL, NULL);
  if (!ok)
    sq_legends_reason_set_text (self->move_reason, NULL, NULL);

  check_effect (self, "panel.use-text", SQ_LEGENDS_ACTION_USE_TEXT, 0, self->text_used_button);
  check_effect (self, "panel.discard", SQ_LEGENDS_ACTION_DISCARD_CHARACTER, 0,
                self->discard_button);
  check_effect (self, "panel.discard-later", SQ_LEGENDS_ACTION_DISCARD_CHARACTER,
                SQ_LEGENDS_ACTION_FLAG_END_OF_TURN, self->discard_later_button);
  check_effect (self, "panel.return", SQ_LEGENDS_ACTION_RETURN_CHARACTER, 0, self->return_button);
  check_effect (self, "panel.give-special", SQ_LEGENDS_ACTION_GIVE_SPECIAL, 0,
                self->give_special_button);
  check_effect (self, "panel.return-special", SQ_LEGENDS_ACTION_RETURN_SPECIAL, 0,
                self->return_special_button);
}

static void
rebuild (SqLegendsActionsPanel *self)
{
  const SqLegendsState *state = get_state (self);
  gboolean opening;
  gboolean in_turn;

  if (state == NULL)
    {
      check_all (self);
      return;
    }

  opening = state->decision == SQ_LEGENDS_DECISION_OPENING;
  in_turn = sq_legends_is_turn_phase (state->decision);

  self->syncing = TRUE;

  if (opening)
    {
      /* Translators: heading of the opening placement */
      sq_legends_set_label (self->play_title_label, _("Place a Character"));
      sq_legends_set_label (self->play_hint_label,
                            _("On the player’s own side of the location: two ordinary "
                              "characters at one location or two, or one Lord of Camelot."));
      gtk_button_set_label (self->play_button, _("_Place Character"));
    }
  else
    {
      /* Translators: heading of the card action that plays a character */
      sq_legends_set_label (self->play_title_label, _("Play a Character"));
      sq_legends_set_label (self->play_hint_label,
                            _("One card action, on the player’s own side of the location; "
                              "a Lord of Camelot takes two."));
      gtk_button_set_label (self->play_button, _("_Play Character"));
    }
  sq_legends_actions_panel_fill_locations (state, self->play_locations, self->play_location_row,
                                           self->play_to);

  gtk_widget_set_visible (self->play_section, opening || in_turn);
  gtk_widget_set_visible (self->actions_section, in_turn);
  gtk_widget_set_visible (self->effects_section, in_turn);
  if (state->decision != self->last_decision)
    /* before phase 4, only card text lets a character be played, drawn or moved */
    gtk_switch_set_active (self->free_switch,
                           state->decision == SQ_LEGENDS_DECISION_CARD_TEXT
                           || state->decision == SQ_LEGENDS_DECISION_COMPLETE);
  self->last_decision = state->decision;
  sq_legends_actions_panel_fill_characters (self, state);
  sq_legends_actions_panel_fill_locations (state, self->move_to_list, self->move_to_row,
                                           self->move_to);

  self->syncing = FALSE;

  check_all (self);
}

/* Applies @action; a refusal or a failed save shows in @reason */
static gboolean
apply (SqLegendsActionsPanel *self,
       const SqLegendsAction *action,
       SqLegendsReason       *reason)
{
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return FALSE;

  if (!sq_legends_game_apply (self->game, action, &error))
    {
      sq_legends_reason_set_error (reason, error);
      return FALSE;
    }

  return TRUE;
}

/* Callbacks */

static void
on_game_changed_cb (SqLegendsGame         *game,
                    SqLegendsActionsPanel *self)
{
  sq_legends_reason_set_error (self->effect_reason, NULL);
  rebuild (self);
}

static void
on_form_changed_cb (SqLegendsActionsPanel *self)
{
  const SqLegendsState *state = get_state (self);

  if (self->syncing || state == NULL)
    return;

  /* the second character of a move follows the first */
  self->syncing = TRUE;
  sq_legends_actions_panel_fill_move_second (self, state);
  self->syncing = FALSE;

  check_all (self);
}

/* Actions */

static void
play_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  SqLegendsActionsPanel *self = SQ_LEGENDS_ACTIONS_PANEL (widget);
  SqLegendsAction action;

  sq_legends_actions_panel_play_action (self, &action);
  if (apply (self, &action, self->play_reason))
    sq_legends_character_form_reset (self->play_form);
}

static void
draw_character_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  SqLegendsActionsPanel *self = SQ_LEGENDS_ACTIONS_PANEL (widget);
  SqLegendsAction action;

  sq_legends_action_init (&action, SQ_LEGENDS_ACTION_DRAW_CHARACTER);
  action.flags = sq_legends_actions_panel_free_flag (self);
  apply (self, &action, self->draw_reason);
}

static void
move_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  SqLegendsActionsPanel *self = SQ_LEGENDS_ACTIONS_PANEL (widget);
  SqLegendsAction action;

  if (sq_legends_actions_panel_move_action (self, &action))
    apply (self, &action, self->move_reason);
}

static void
effect (SqLegendsActionsPanel *self,
        SqLegendsActionType    type,
        guint8                 flags)
{
  SqLegendsAction action;

  if (sq_legends_actions_panel_effect_action (self, type, flags, &action))
    apply (self, &action, self->effect_reason);
}

static void
use_text_cb (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  effect (SQ_LEGENDS_ACTIONS_PANEL (widget), SQ_LEGENDS_ACTION_USE_TEXT, 0);
}

static void
discard_cb (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  effect (SQ_LEGENDS_ACTIONS_PANEL (widget), SQ_LEGENDS_ACTION_DISCARD_CHARACTER, 0);
}

static void
discard_later_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  effect (SQ_LEGENDS_ACTIONS_PANEL (widget), SQ_LEGENDS_ACTION_DISCARD_CHARACTER,
          SQ_LEGENDS_ACTION_FLAG_END_OF_TURN);
}

static void
return_cb (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  effect (SQ_LEGENDS_ACTIONS_PANEL (widget), SQ_LEGENDS_ACTION_RETURN_CHARACTER, 0);
}

static void
give_special_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  effect (SQ_LEGENDS_ACTIONS_PANEL (widget), SQ_LEGENDS_ACTION_GIVE_SPECIAL, 0);
}

static void
return_special_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  effect (SQ_LEGENDS_ACTIONS_PANEL (widget), SQ_LEGENDS_ACTION_RETURN_SPECIAL, 0);
}

/* GObject overrides */

static void
sq_legends_actions_panel_dispose (GObject *object)
{
  SqLegendsActionsPanel *self = SQ_LEGENDS_ACTIONS_PANEL (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_clear_object (&self->game);

  gtk_widget_dispose_template (GTK_WIDGET (self), SQ_TYPE_LEGENDS_ACTIONS_PANEL);

  G_OBJECT_CLASS (sq_legends_actions_panel_parent_class)->dispose (object);
}

static void
sq_legends_actions_panel_finalize (GObject *object)
{
  SqLegendsActionsPanel *self = SQ_LEGENDS_ACTIONS_PANEL (object);

  g_clear_pointer (&self->move_ids, g_array_unref);
  g_clear_pointer (&self->move2_ids, g_array_unref);
  g_clear_pointer (&self->effect_ids, g_array_unref);
  g_clear_pointer (&self->play_to, g_array_unref);
  g_clear_pointer (&self->move_to, g_array_unref);

  G_OBJECT_CLASS (sq_legends_actions_panel_parent_class)->finalize (object);
}

static void
sq_legends_actions_panel_get_property (GObject    *object,
                                       guint       prop_id,
                                       GValue     *value,
                                       GParamSpec *pspec)
{
  SqLegendsActionsPanel *self = SQ_LEGENDS_ACTIONS_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_legends_actions_panel_set_property (GObject      *object,
                                       guint         prop_id,
                                       const GValue *value,
                                       GParamSpec   *pspec)
{
  SqLegendsActionsPanel *self = SQ_LEGENDS_ACTIONS_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      sq_legends_actions_panel_set_game (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, SqLegendsActionsPanel, name)

static void
sq_legends_actions_panel_class_init (SqLegendsActionsPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_legends_actions_panel_dispose;
  object_class->finalize = sq_legends_actions_panel_finalize;
  object_class->get_property = sq_legends_actions_panel_get_property;
  object_class->set_property = sq_legends_actions_panel_set_property;

  properties[PROP_GAME] = sq_legends_game_param_spec ();

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SqLegendsActionsPanel::show-rule:
   * @rule_id: the rule to open in the rules reference
   */
  sq_legends_show_rule_signal_new (G_TYPE_FROM_CLASS (klass));

  g_type_ensure (SQ_TYPE_LEGENDS_CHARACTER_FORM);
  g_type_ensure (SQ_TYPE_LEGENDS_REASON);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-legends-actions-panel.ui");
  BIND (actions_section);
  BIND (discard_button);
  BIND (discard_later_button);
  BIND (draw_reason);
  BIND (effect_character_list);
  BIND (effect_character_row);
  BIND (effect_reason);
  BIND (effect_special_list);
  BIND (effect_special_row);
  BIND (effects_section);
  BIND (free_switch);
  BIND (give_special_button);
  BIND (move_first_list);
  BIND (move_first_row);
  BIND (move_reason);
  BIND (move_second_list);
  BIND (move_second_row);
  BIND (move_to_list);
  BIND (move_to_row);
  BIND (play_button);
  BIND (play_form);
  BIND (play_hint_label);
  BIND (play_location_row);
  BIND (play_locations);
  BIND (play_reason);
  BIND (play_section);
  BIND (play_title_label);
  BIND (return_button);
  BIND (return_special_button);
  BIND (text_used_button);
  gtk_widget_class_bind_template_callback (widget_class, on_form_changed_cb);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_show_rule_cb",
                                                G_CALLBACK (sq_legends_pass_on_show_rule));

  gtk_widget_class_install_action (widget_class, "panel.play", NULL, play_cb);
  gtk_widget_class_install_action (widget_class, "panel.draw-character", NULL, draw_character_cb);
  gtk_widget_class_install_action (widget_class, "panel.move", NULL, move_cb);
  gtk_widget_class_install_action (widget_class, "panel.use-text", NULL, use_text_cb);
  gtk_widget_class_install_action (widget_class, "panel.discard", NULL, discard_cb);
  gtk_widget_class_install_action (widget_class, "panel.discard-later", NULL, discard_later_cb);
  gtk_widget_class_install_action (widget_class, "panel.return", NULL, return_cb);
  gtk_widget_class_install_action (widget_class, "panel.give-special", NULL, give_special_cb);
  gtk_widget_class_install_action (widget_class, "panel.return-special", NULL, return_special_cb);
}

#undef BIND

static void
sq_legends_actions_panel_init (SqLegendsActionsPanel *self)
{
  self->syncing = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));

  self->move_ids = g_array_new (FALSE, FALSE, sizeof (guint8));
  self->move2_ids = g_array_new (FALSE, FALSE, sizeof (guint8));
  self->effect_ids = g_array_new (FALSE, FALSE, sizeof (guint8));
  self->play_to = g_array_new (FALSE, FALSE, sizeof (guint8));
  self->move_to = g_array_new (FALSE, FALSE, sizeof (guint8));
  self->last_decision = SQ_LEGENDS_N_DECISIONS;

  for (guint i = 0; i < SQ_LEGENDS_N_SPECIALS; i++)
    gtk_string_list_append (self->effect_special_list, sq_legends_text_special (i));
  gtk_button_set_label (self->play_button, _("_Play Character"));

  self->syncing = FALSE;
  check_all (self);
}

/* Public API */

GtkWidget *
sq_legends_actions_panel_new (void)
{
  return g_object_new (SQ_TYPE_LEGENDS_ACTIONS_PANEL, NULL);
}

SqLegendsGame *
sq_legends_actions_panel_get_game (SqLegendsActionsPanel *self)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_ACTIONS_PANEL (self), NULL);

  return self->game;
}

void
sq_legends_actions_panel_set_game (SqLegendsActionsPanel *self,
                                   SqLegendsGame         *game)
{
  g_return_if_fail (SQ_IS_LEGENDS_ACTIONS_PANEL (self));
  g_return_if_fail (game == NULL || SQ_IS_LEGENDS_GAME (game));

  if (!sq_legends_follow_game (self, &self->game, &self->changed_handler, game,
                               G_CALLBACK (on_game_changed_cb)))
    return;

  self->last_decision = SQ_LEGENDS_N_DECISIONS;
  sq_legends_reason_set_error (self->effect_reason, NULL);
  sq_legends_character_form_reset (self->play_form);
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * sq_legends_actions_panel_get_part:
 * @name: "play-form", "free-switch", "play-reason", "draw-reason",
 *   "move-reason" or "effect-reason"
 *
 * Returns: (transfer none) (nullable): the widget
 */
GtkWidget *
sq_legends_actions_panel_get_part (SqLegendsActionsPanel *self,
                                   const char            *name)
{
  static const SqLegendsPart parts[] = {
    { "play-form", G_STRUCT_OFFSET (SqLegendsActionsPanel, play_form) },
    { "free-switch", G_STRUCT_OFFSET (SqLegendsActionsPanel, free_switch) },
    { "play-reason", G_STRUCT_OFFSET (SqLegendsActionsPanel, play_reason) },
    { "draw-reason", G_STRUCT_OFFSET (SqLegendsActionsPanel, draw_reason) },
    { "move-reason", G_STRUCT_OFFSET (SqLegendsActionsPanel, move_reason) },
    { "effect-reason", G_STRUCT_OFFSET (SqLegendsActionsPanel, effect_reason) },
  };

  g_return_val_if_fail (SQ_IS_LEGENDS_ACTIONS_PANEL (self), NULL);

  return sq_legends_find_part (self, parts, G_N_ELEMENTS (parts), name);
}


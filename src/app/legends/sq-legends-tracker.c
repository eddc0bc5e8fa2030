/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The Legends engine offers no list of legal actions: every button builds
 * its action from what is entered and tries it on a copy of the state
 * (sq_legends_game_check()), which enables the button and, when the rules
 * say no, shows why with a link to the rule. The sections on show follow
 * the decision the game waits for. */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sq-legends-actions-panel.h"
#include "sq-legends-bid-panel.h"
#include "sq-legends-event-form.h"
#include "sq-legends-reason.h"
#include "sq-legends-table-view.h"
#include "sq-legends-text.h"
#include "sq-legends-tracker-private.h"
#include "sq-legends-widgets.h"

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqLegendsTracker, sq_legends_tracker, ADW_TYPE_BIN)

/* Properties and signals */

enum
{
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void check_all (SqLegendsTracker *self);

/* Auxiliary functions */

static const SqLegendsState *
get_state (SqLegendsTracker *self)
{
  return self->game != NULL ? sq_legends_game_get_state (self->game) : NULL;
}

static void
check_all (SqLegendsTracker *self)
{
  const SqLegendsState *state = get_state (self);
  SqLegendsAction action;

  if (state == NULL)
    {
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "tracker.next-phase", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "tracker.end-turn", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "tracker.draw-event", FALSE);
      return;
    }

  sq_legends_action_init (&action, SQ_LEGENDS_ACTION_NEXT_PHASE);
  sq_legends_check_action (GTK_WIDGET (self), self->game, "tracker.next-phase", &action,
                           NULL, NULL);
  sq_legends_action_init (&action, SQ_LEGENDS_ACTION_END_TURN);
  sq_legends_check_action (GTK_WIDGET (self), self->game, "tracker.end-turn", &action,
                           NULL, NULL);

  sq_legends_action_init (&action, SQ_LEGENDS_ACTION_DRAW_EVENT);
  sq_legends_event_form_get_event (self->event_form, &action.event);
  sq_legends_check_action (GTK_WIDGET (self), self->game, "tracker.draw-event", &action,
                           state->decision == SQ_LEGENDS_DECISION_DRAW_EVENT
                           ? self->event_reason : NULL,
                           NULL);

  sq_legends_tracker_check_events (self, state);
}

static void
rebuild_status (SqLegendsTracker     *self,
                const SqLegendsState *state)
{
  const char * const *names = sq_legends_game_get_names (self->game);
  gint decider = sq_legends_state_get_decider (state);
  gint step = -1;
  g_autofree char *turn = sq_legends_text_turn (state);
  g_autofree char *player = NULL;
  g_autofree char *prompt = sq_legends_text_prompt (state, names);
  g_autofree char *actions = NULL;

  if (decider >= 0)
    player = sq_legends_text_player (names[decider], state->setup.colours[decider]);
  sq_legends_set_label (self->turn_label, turn);
  sq_legends_set_label (self->player_label,
                        player != NULL ? player : sq_legends_text_phase (state->decision));
  sq_legends_set_label (self->prompt_label, prompt);

  switch ((SqLegendsDecision) state->decision)
    {
    case SQ_LEGENDS_DECISION_DRAW_EVENT:
    case SQ_LEGENDS_DECISION_BID:
      step = 0;
      break;
    case SQ_LEGENDS_DECISION_CARD_TEXT:
      step = 1;
      break;
    case SQ_LEGENDS_DECISION_COMPLETE:
      step = 2;
      break;
    case SQ_LEGENDS_DECISION_ACTIONS:
      step = 3;
      break;
    case SQ_LEGENDS_DECISION_NONE:
    case SQ_LEGENDS_DECISION_OPENING:
    case SQ_LEGENDS_N_DECISIONS:
    default:
      break;
    }

  gtk_widget_set_visible (self->steps_box, step >= 0);
  for (gint i = 0; i < N_STEPS; i++)
    {
      GtkWidget *label = self->step_labels[i];

      if (i == step)
        {
          gtk_widget_add_css_class (label, "accent");
          gtk_widget_remove_css_class (label, "dim-label");
          gtk_accessible_update_state (GTK_ACCESSIBLE (label),
                                       GTK_ACCESSIBLE_STATE_SELECTED, TRUE, -1);
        }
      else
        {
          gtk_widget_remove_css_class (label, "accent");
          gtk_widget_add_css_class (label, "dim-label");
          gtk_accessible_update_state (GTK_ACCESSIBLE (label),
                                       GTK_ACCESSIBLE_STATE_SELECTED, FALSE, -1);
        }
    }

  /* in the opening, the prompt says what is left to place */
  if (sq_legends_is_turn_phase (state->decision))
    actions = sq_legends_text_actions_left (state);
  sq_legends_set_label (GTK_LABEL (self->actions_label), actions);
  gtk_widget_set_visible (self->actions_label, actions != NULL);

  /* the third action follows the High King in and out of Camelot */
  gtk_widget_set_visible (GTK_WIDGET (self->high_king_label),
                          sq_legends_is_turn_phase (state->decision)
                          && (sq_legends_state_get_actions_allowed (state)
                              > SQ_LEGENDS_CARD_ACTIONS));

  sq_legends_set_button_visible (self->next_phase_button,
                                 state->decision == SQ_LEGENDS_DECISION_CARD_TEXT
                                 || state->decision == SQ_LEGENDS_DECISION_COMPLETE);
  sq_legends_set_button_visible (self->end_turn_button,
                                 sq_legends_is_turn_phase (state->decision));
}

static void
rebuild (SqLegendsTracker *self)
{
  const SqLegendsState *state = get_state (self);
  const char * const *names;
  gboolean opening;
  gboolean in_turn;
  g_autofree char *fate = NULL;

  if (state == NULL)
    {
      check_all (self);
      return;
    }

  names = sq_legends_game_get_names (self->game);
  opening = state->decision == SQ_LEGENDS_DECISION_OPENING;
  in_turn = sq_legends_is_turn_phase (state->decision);

  self->syncing = TRUE;

  rebuild_status (self, state);

  fate = in_turn ? sq_legends_text_fate (state, names) : NULL;
  sq_legends_set_label (self->result_label, fate);
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), fate != NULL);

  /* the event drawn */
  gtk_widget_set_visible (self->event_section, state->decision == SQ_LEGENDS_DECISION_DRAW_EVENT);
  sq_legends_event_form_set_final_due (self->event_form,
                                       !state->final_drawn
                                       && state->events_drawn == state->events_in_deck);
  if (!state->final_drawn && state->events_drawn == state->events_in_deck)
    sq_legends_set_label (self->event_hint_label,
                          _("The last card of the stack is the final event: turn it face up."));
  else
    sq_legends_set_label (self->event_hint_label,
                          _("Draw the top card of the event stack and enter what it shows."));

  /* the auction */
  gtk_widget_set_visible (GTK_WIDGET (self->bid_panel), state->decision == SQ_LEGENDS_DECISION_BID);

  /* location events, with the active player's completion checks: near
   * the top until phase 4, whose actions come first then */
  sq_legends_tracker_build_events (self, state);
  if (state->decision == SQ_LEGENDS_DECISION_ACTIONS)
    gtk_box_reorder_child_after (self->turn_box, self->locations_section,
                                 GTK_WIDGET (self->actions_panel));
  else
    gtk_box_reorder_child_after (self->turn_box, self->locations_section,
                                 GTK_WIDGET (self->bid_panel));
  gtk_widget_set_visible (self->locations_section, in_turn);
  sq_legends_set_label (self->locations_hint_label,
                        state->decision == SQ_LEGENDS_DECISION_COMPLETE
                        ? _("The active player’s companies, checked against what each event "
                            "needs. One event at most per location this turn.")
                        : _("Checked against the active player’s companies; events are "
                            "completed in phase 3."));

  /* playing, drawing and moving characters, and card effects */
  gtk_widget_set_visible (GTK_WIDGET (self->actions_panel), opening || in_turn);

  gtk_widget_set_visible (self->final_section, in_turn && state->final_drawn);

  self->syncing = FALSE;

  check_all (self);
}

/* Applies @action; a refusal or a failed save shows in the banner */
static gboolean
apply (SqLegendsTracker      *self,
       const SqLegendsAction *action)
{
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return FALSE;

  if (!sq_legends_game_apply (self->game, action, &error))
    {
      sq_legends_reason_set_error (self->refusal, error);
      return FALSE;
    }

  sq_legends_reason_set_error (self->refusal, NULL);
  return TRUE;
}

/* Callbacks */

static void
on_game_changed_cb (SqLegendsGame    *game,
                    SqLegendsTracker *self)
{
  rebuild (self);
}

static void
on_form_changed_cb (SqLegendsTracker *self)
{
  sq_legends_tracker_refresh_checks (self);
}

static gboolean
on_folded_idle_cb (gpointer data)
{
  SqLegendsTracker *self = data;
  gboolean folded = adw_leaflet_get_folded (self->leaflet);

  self->folded_idle = 0;
  gtk_widget_set_visible (self->table_button, folded);
  sq_legends_table_view_set_show_back (self->table_view, folded);
  if (folded)
    adw_leaflet_set_visible_child_name (self->leaflet, "turn");

  return G_SOURCE_REMOVE;
}

/* The leaflet folds in the middle of its size_allocate: widgets shown or
 * hidden there would be drawn before they are allocated, so they change
 * right after that frame. */
static void
on_leaflet_folded_cb (AdwLeaflet       *leaflet,
                      GParamSpec       *pspec,
                      SqLegendsTracker *self)
{
  if (self->folded_idle == 0)
    self->folded_idle = g_idle_add (on_folded_idle_cb, self);
}

/* Actions */

static void
simple_action (SqLegendsTracker    *self,
               SqLegendsActionType  type)
{
  SqLegendsAction action;

  sq_legends_action_init (&action, type);
  apply (self, &action);
}

static void
next_phase_cb (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  simple_action (SQ_LEGENDS_TRACKER (widget), SQ_LEGENDS_ACTION_NEXT_PHASE);
}

static void
end_turn_cb (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  simple_action (SQ_LEGENDS_TRACKER (widget), SQ_LEGENDS_ACTION_END_TURN);
}

static void
draw_event_cb (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  SqLegendsTracker *self = SQ_LEGENDS_TRACKER (widget);
  SqLegendsAction action;

  sq_legends_action_init (&action, SQ_LEGENDS_ACTION_DRAW_EVENT);
  sq_legends_event_form_get_event (self->event_form, &action.event);
  if (apply (self, &action))
    sq_legends_event_form_reset (self->event_form);
}

static void
show_table_cb (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  adw_leaflet_set_visible_child_name (SQ_LEGENDS_TRACKER (widget)->leaflet, "table");
}

static void
show_turn_cb (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  adw_leaflet_set_visible_child_name (SQ_LEGENDS_TRACKER (widget)->leaflet, "turn");
}

/* GObject overrides */

static void
sq_legends_tracker_dispose (GObject *object)
{
  SqLegendsTracker *self = SQ_LEGENDS_TRACKER (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_clear_object (&self->game);
  g_clear_handle_id (&self->folded_idle, g_source_remove);

  /* the leaflet is both the bin's child and a template child */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), SQ_TYPE_LEGENDS_TRACKER);

  G_OBJECT_CLASS (sq_legends_tracker_parent_class)->dispose (object);
}

static void
sq_legends_tracker_finalize (GObject *object)
{
  SqLegendsTracker *self = SQ_LEGENDS_TRACKER (object);

  for (guint l = 0; l < SQ_LEGENDS_N_MAIN_LOCATIONS; l++)
    for (guint i = 0; i < SQ_LEGENDS_LOCATION_EVENTS; i++)
      g_free (self->event_rows[l][i].check);
  g_clear_pointer (&self->location_groups, g_ptr_array_unref);

  G_OBJECT_CLASS (sq_legends_tracker_parent_class)->finalize (object);
}

static void
sq_legends_tracker_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  SqLegendsTracker *self = SQ_LEGENDS_TRACKER (object);

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
sq_legends_tracker_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  SqLegendsTracker *self = SQ_LEGENDS_TRACKER (object);

  switch (prop_id)
    {
    case PROP_GAME:
      sq_legends_tracker_set_game (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, SqLegendsTracker, name)

static void
sq_legends_tracker_class_init (SqLegendsTrackerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_legends_tracker_dispose;
  object_class->finalize = sq_legends_tracker_finalize;
  object_class->get_property = sq_legends_tracker_get_property;
  object_class->set_property = sq_legends_tracker_set_property;

  properties[PROP_GAME] = sq_legends_game_param_spec ();

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SqLegendsTracker::show-rule:
   * @rule_id: the rule to open in the rules reference
   */
  sq_legends_show_rule_signal_new (G_TYPE_FROM_CLASS (klass));

  g_type_ensure (SQ_TYPE_LEGENDS_ACTIONS_PANEL);
  g_type_ensure (SQ_TYPE_LEGENDS_BID_PANEL);
  g_type_ensure (SQ_TYPE_LEGENDS_EVENT_FORM);
  g_type_ensure (SQ_TYPE_LEGENDS_REASON);
  g_type_ensure (SQ_TYPE_LEGENDS_TABLE_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-legends-tracker.ui");
  BIND (actions_label);
  BIND (actions_panel);
  BIND (bid_panel);
  BIND (complete_reason);
  BIND (end_turn_button);
  BIND (event_form);
  BIND (event_hint_label);
  BIND (event_reason);
  BIND (event_section);
  BIND (final_section);
  BIND (high_king_label);
  BIND (leaflet);
  BIND (locations_box);
  BIND (locations_hint_label);
  BIND (locations_section);
  BIND (modifiers_row);
  BIND (next_phase_button);
  BIND (player_label);
  BIND (prompt_label);
  BIND (refusal);
  BIND (result_label);
  BIND (steps_box);
  BIND (table_button);
  BIND (table_view);
  BIND (turn_box);
  BIND (turn_label);
  gtk_widget_class_bind_template_callback (widget_class, on_form_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_leaflet_folded_cb);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_show_rule_cb",
                                                G_CALLBACK (sq_legends_pass_on_show_rule));

  gtk_widget_class_install_action (widget_class, "tracker.next-phase", NULL, next_phase_cb);
  gtk_widget_class_install_action (widget_class, "tracker.end-turn", NULL, end_turn_cb);
  gtk_widget_class_install_action (widget_class, "tracker.draw-event", NULL, draw_event_cb);
  gtk_widget_class_install_action (widget_class, "tracker.show-table", NULL, show_table_cb);
  gtk_widget_class_install_action (widget_class, "tracker.show-turn", NULL, show_turn_cb);
}

#undef BIND

static void
sq_legends_tracker_init (SqLegendsTracker *self)
{
  self->syncing = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));

  self->location_groups = g_ptr_array_new ();

  for (guint i = 0; i < N_STEPS; i++)
    {
      /* Translators: one of the four phases in a row over the turn
       * tracker, e.g. “3 Complete” */
      g_autofree char *text = g_strdup_printf (_("%1$u %2$s"), i + 1,
                                               sq_legends_text_phase_step (i));

      self->step_labels[i] = gtk_label_new (text);
      gtk_widget_add_css_class (self->step_labels[i], "caption-heading");
      gtk_widget_add_css_class (self->step_labels[i], "dim-label");
      gtk_box_append (GTK_BOX (self->steps_box), self->step_labels[i]);
    }

  /* Translators: shown while the High King is at Camelot with a character
   * of the player whose turn it is */
  gtk_label_set_text (self->high_king_label,
                      _("The High King is at Camelot: a third card action this turn."));

  sq_legends_tracker_build_modifiers (self);
  self->syncing = FALSE;

  check_all (self);
}

/* Private API (sq-legends-tracker-private.h) */

/* What is entered changed: every button is tried again */
void
sq_legends_tracker_refresh_checks (SqLegendsTracker *self)
{
  if (self->syncing || get_state (self) == NULL)
    return;

  check_all (self);
}

/* Public API */

GtkWidget *
sq_legends_tracker_new (void)
{
  return g_object_new (SQ_TYPE_LEGENDS_TRACKER, NULL);
}

SqLegendsGame *
sq_legends_tracker_get_game (SqLegendsTracker *self)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_TRACKER (self), NULL);

  return self->game;
}

void
sq_legends_tracker_set_game (SqLegendsTracker *self,
                             SqLegendsGame    *game)
{
  g_return_if_fail (SQ_IS_LEGENDS_TRACKER (self));
  g_return_if_fail (game == NULL || SQ_IS_LEGENDS_GAME (game));

  if (!sq_legends_follow_game (self, &self->game, &self->changed_handler, game,
                               G_CALLBACK (on_game_changed_cb)))
    return;

  sq_legends_reason_set_error (self->refusal, NULL);
  sq_legends_actions_panel_set_game (self->actions_panel, game);
  sq_legends_event_form_reset (self->event_form);
  sq_legends_bid_panel_set_game (self->bid_panel, game);
  sq_legends_table_view_set_game (self->table_view, game);
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * sq_legends_tracker_apply:
 *
 * Applies @action as if entered through the tracker: a refusal shows in
 * the tracker's banner with its rule.
 *
 * Returns: %TRUE if the game took the action
 */
gboolean
sq_legends_tracker_apply (SqLegendsTracker      *self,
                          const SqLegendsAction *action)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_TRACKER (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  return apply (self, action);
}

/**
 * sq_legends_tracker_get_part:
 * @name: a part: "leaflet", "table-view", "bid-panel", "event-form",
 *   "refusal", "event-reason", "complete-reason", "result-label",
 *   "turn-label", "player-label", "prompt-label", "actions-label",
 *   "high-king-label", "modifiers-row", or one of the actions panel's
 *   (sq_legends_actions_panel_get_part())
 *
 * Returns: (transfer none) (nullable): the widget
 */
GtkWidget *
sq_legends_tracker_get_part (SqLegendsTracker *self,
                             const char       *name)
{
  static const SqLegendsPart parts[] = {
    { "leaflet", G_STRUCT_OFFSET (SqLegendsTracker, leaflet) },
    { "table-view", G_STRUCT_OFFSET (SqLegendsTracker, table_view) },
    { "bid-panel", G_STRUCT_OFFSET (SqLegendsTracker, bid_panel) },
    { "event-form", G_STRUCT_OFFSET (SqLegendsTracker, event_form) },
    { "refusal", G_STRUCT_OFFSET (SqLegendsTracker, refusal) },
    { "event-reason", G_STRUCT_OFFSET (SqLegendsTracker, event_reason) },
    { "complete-reason", G_STRUCT_OFFSET (SqLegendsTracker, complete_reason) },
    { "result-label", G_STRUCT_OFFSET (SqLegendsTracker, result_label) },
    { "turn-label", G_STRUCT_OFFSET (SqLegendsTracker, turn_label) },
    { "player-label", G_STRUCT_OFFSET (SqLegendsTracker, player_label) },
    { "prompt-label", G_STRUCT_OFFSET (SqLegendsTracker, prompt_label) },
    { "actions-label", G_STRUCT_OFFSET (SqLegendsTracker, actions_label) },
    { "high-king-label", G_STRUCT_OFFSET (SqLegendsTracker, high_king_label) },
    { "modifiers-row", G_STRUCT_OFFSET (SqLegendsTracker, modifiers_row) },
  };

  GtkWidget *part;

  g_return_val_if_fail (SQ_IS_LEGENDS_TRACKER (self), NULL);

  part = sq_legends_find_part (self, parts, G_N_ELEMENTS (parts), name);

  return part != NULL ? part : sq_legends_actions_panel_get_part (self->actions_panel, name);
}

/**
 * sq_legends_tracker_select:
 * @row: "play-location", "move-first", "move-second", "move-to",
 *   "effect-character" or "effect-special"
 * @value: a location, a character id (for "move-second",
 *   %SQ_LEGENDS_NO_CHARACTER for nobody) or a special card
 *
 * Chooses @value in one of the lists of the actions panel, as a player
 * would (sq_legends_actions_panel_select()).
 *
 * Returns: %TRUE if @value is in the list
 */
gboolean
sq_legends_tracker_select (SqLegendsTracker *self,
                           const char       *row,
                           guint             value)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_TRACKER (self), FALSE);

  return sq_legends_actions_panel_select (self->actions_panel, row, value);
}

/* What card text adds to a company's total in @ability, for the next
 * completion */
void
sq_legends_tracker_set_modifier (SqLegendsTracker *self,
                                 SqLegendsAbility  ability,
                                 gint              value)
{
  g_return_if_fail (SQ_IS_LEGENDS_TRACKER (self));
  g_return_if_fail (ability < SQ_LEGENDS_N_ABILITIES);

  gtk_spin_button_set_value (self->modifier_spins[ability], value);
}


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

#include "sq-legends-actions-panel.h"
#include "sq-legends-character-form.h"
#include "sq-legends-reason.h"
#include "sq-legends-text.h"

/* Struct */

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

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqLegendsActionsPanel, sq_legends_actions_panel, ADW_TYPE_BIN)

/* Properties and signals */

enum
{
  PROP_0,
  PROP_GAME,
  N_PROPS
};

enum
{
  SHOW_RULE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

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

static gboolean
is_turn_phase (guint decision)
{
  return decision == SQ_LEGENDS_DECISION_CARD_TEXT
         || decision == SQ_LEGENDS_DECISION_COMPLETE
         || decision == SQ_LEGENDS_DECISION_ACTIONS;
}

static void
set_label (GtkLabel   *label,
           const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    gtk_label_set_text (label, text);
}

/* A combo row's list rebuilt, keeping the item chosen if it is still
 * there: @ids are the values behind the items, @old_value the one chosen */
static void
set_items (GtkStringList *list,
           AdwComboRow   *row,
           GPtrArray     *items,
           GArray        *ids,
           guint          old_value)
{
  g_autofree const char **strv = g_new0 (const char *, items->len + 1);
  guint select = 0;

  for (guint i = 0; i < items->len; i++)
    strv[i] = g_ptr_array_index (items, i);
  gtk_string_list_splice (list, 0, g_list_model_get_n_items (G_LIST_MODEL (list)), strv);

  for (guint i = 0; i < ids->len; i++)
    if (g_array_index (ids, guint8, i) == old_value)
      select = i;
  if (ids->len > 0)
    adw_combo_row_set_selected (row, select);
}

static guint
selected_value (AdwComboRow *row,
                GArray      *ids)
{
  guint selected = adw_combo_row_get_selected (row);

  if (selected == GTK_INVALID_LIST_POSITION || selected >= ids->len)
    return G_MAXUINT;

  return g_array_index (ids, guint8, selected);
}

/* “Sir Gawain, at Camelot” or, with @owner, “Sir Gawain (Anna), at Camelot” */
static char *
character_item (SqLegendsActionsPanel *self,
                const SqLegendsState  *state,
                guint                  id,
                gboolean               owner)
{
  const SqLegendsCharacter *c = &state->table[id];
  g_autofree char *who = sq_legends_text_character (&c->card);

  if (owner)
    /* Translators: a character on the table in a list: the character, its
     * player and its location, pattern "at-legends-location" ("at Camelot"),
     * e.g. “Sir Gawain (Anna), at Camelot” */
    return g_strdup_printf (_("%1$s (%2$s), %3$s"), who,
                            sq_legends_game_get_name (self->game, c->owner),
                            sq_legends_text_at_location (c->location));

  /* Translators: a character on the table in a list: the character and
   * its location, pattern "at-legends-location" ("at Camelot"),
   * e.g. “Sir Gawain, at Camelot” */
  return g_strdup_printf (C_("character at a location", "%1$s, %2$s"), who,
                          sq_legends_text_at_location (c->location));
}

static void
fill_locations (const SqLegendsState *state,
                GtkStringList        *list,
                AdwComboRow          *row,
                GArray               *ids)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new ();
  guint old = selected_value (row, ids);

  g_array_set_size (ids, 0);
  for (guint8 l = 0; l < SQ_LEGENDS_N_LOCATIONS; l++)
    {
      if (l == SQ_LEGENDS_LOCATION_FINAL && !state->final_drawn)
        continue;
      g_array_append_val (ids, l);
      g_ptr_array_add (items, (gpointer) sq_legends_text_location (l));
    }

  set_items (list, row, items, ids, old);
}

/* The second character of a move: nobody, or one more of the player's
 * characters where the first one stands */
static void
fill_move_second (SqLegendsActionsPanel *self,
                  const SqLegendsState  *state)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  guint first = selected_value (self->move_first_row, self->move_ids);
  guint old = selected_value (self->move_second_row, self->move2_ids);
  guint8 nobody = SQ_LEGENDS_NO_CHARACTER;

  g_array_set_size (self->move2_ids, 0);
  g_array_append_val (self->move2_ids, nobody);
  /* Translators: a move of one character only: nobody goes with it */
  g_ptr_array_add (items, g_strdup (_("Nobody Else")));

  for (guint i = 0; first != G_MAXUINT && i < self->move_ids->len; i++)
    {
      guint8 id = g_array_index (self->move_ids, guint8, i);

      if (id == first || state->table[id].location != state->table[first].location)
        continue;
      g_array_append_val (self->move2_ids, id);
      g_ptr_array_add (items, character_item (self, state, id, FALSE));
    }

  set_items (self->move_second_list, self->move_second_row, items, self->move2_ids, old);
}

static void
fill_characters (SqLegendsActionsPanel *self,
                 const SqLegendsState  *state)
{
  g_autoptr(GPtrArray) moves = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) effects = g_ptr_array_new_with_free_func (g_free);
  guint old_move = selected_value (self->move_first_row, self->move_ids);
  guint old_effect = selected_value (self->effect_character_row, self->effect_ids);

  g_array_set_size (self->move_ids, 0);
  g_array_set_size (self->effect_ids, 0);

  for (guint8 id = 0; id < SQ_LEGENDS_MAX_TABLE; id++)
    {
      if (!state->table[id].in_play)
        continue;

      g_array_append_val (self->effect_ids, id);
      g_ptr_array_add (effects, character_item (self, state, id, TRUE));
      if (state->table[id].owner == state->current)
        {
          g_array_append_val (self->move_ids, id);
          g_ptr_array_add (moves, character_item (self, state, id, FALSE));
        }
    }

  set_items (self->move_first_list, self->move_first_row, moves, self->move_ids, old_move);
  set_items (self->effect_character_list, self->effect_character_row, effects,
             self->effect_ids, old_effect);

  fill_move_second (self, state);
}

static guint8
free_flag (SqLegendsActionsPanel *self)
{
  const SqLegendsState *state = get_state (self);

  if (state == NULL || state->decision == SQ_LEGENDS_DECISION_OPENING
      || !gtk_switch_get_active (self->free_switch))
    return 0;

  return SQ_LEGENDS_ACTION_FLAG_FREE;
}

static void
play_action (SqLegendsActionsPanel *self,
             SqLegendsAction       *action)
{
  guint location = selected_value (self->play_location_row, self->play_to);

  sq_legends_action_init (action, SQ_LEGENDS_ACTION_PLAY_CHARACTER);
  sq_legends_character_form_get_card (self->play_form, &action->card);
  action->location = location != G_MAXUINT ? location : SQ_LEGENDS_LOCATION_CAMELOT;
  action->flags = free_flag (self);
}

static gboolean
move_action (SqLegendsActionsPanel *self,
             SqLegendsAction       *action)
{
  guint first = selected_value (self->move_first_row, self->move_ids);
  guint second = selected_value (self->move_second_row, self->move2_ids);
  guint to = selected_value (self->move_to_row, self->move_to);

  if (first == G_MAXUINT || to == G_MAXUINT)
    return FALSE;

  sq_legends_action_init (action, SQ_LEGENDS_ACTION_MOVE);
  action->characters[action->n_characters++] = first;
  if (second != G_MAXUINT && second != SQ_LEGENDS_NO_CHARACTER)
    action->characters[action->n_characters++] = second;
  action->location = to;
  action->flags = free_flag (self);

  return TRUE;
}

/* A card effect on the character and special card chosen, or FALSE if
 * there is nothing to choose */
static gboolean
effect_action (SqLegendsActionsPanel *self,
               SqLegendsActionType    type,
               guint8                 flags,
               SqLegendsAction       *action)
{
  guint id = selected_value (self->effect_character_row, self->effect_ids);
  guint special = adw_combo_row_get_selected (self->effect_special_row);

  sq_legends_action_init (action, type);
  action->flags = flags;

  if (type == SQ_LEGENDS_ACTION_GIVE_SPECIAL || type == SQ_LEGENDS_ACTION_RETURN_SPECIAL)
    {
      if (special >= SQ_LEGENDS_N_SPECIALS)
        return FALSE;
      action->special = special;
      if (type == SQ_LEGENDS_ACTION_RETURN_SPECIAL)
        return TRUE;
    }

  if (id == G_MAXUINT)
    return FALSE;

  action->n_characters = 1;
  action->characters[0] = id;

  return TRUE;
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
  gboolean ok = action != NULL && self->game != NULL
                && sq_legends_game_check (self->game, action, &error);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), action_name, ok);
  if (reason != NULL)
    sq_legends_reason_set_error (reason, ok ? NULL : error);
  if (widget != NULL)
    {
      g_autofree char *text = error != NULL ? sq_legends_text_error (error) : NULL;

      gtk_widget_set_tooltip_text (widget, text);
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
  gboolean ok = effect_action (self, type, flags, &action);

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

  in_turn = is_turn_phase (state->decision);

  play_action (self, &action);
  check (self, "panel.play", &action,
         state->decision == SQ_LEGENDS_DECISION_OPENING || in_turn ? self->play_reason : NULL,
         NULL);

  sq_legends_action_init (&action, SQ_LEGENDS_ACTION_DRAW_CHARACTER);
  action.flags = free_flag (self);
  check (self, "panel.draw-character", &action, in_turn ? self->draw_reason : NULL, NULL);

  ok = move_action (self, &action);
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
  in_turn = is_turn_phase (state->decision);

  self->syncing = TRUE;

  if (opening)
    {
      /* Translators: heading of the opening placement */
      set_label (self->play_title_label, _("Place a Character"));
      set_label (self->play_hint_label,
                 _("On the player’s own side of the location: two ordinary characters at one "
                   "location or two, or one Lord of Camelot."));
      gtk_button_set_label (self->play_button, _("_Place Character"));
    }
  else
    {
      /* Translators: heading of the card action that plays a character */
      set_label (self->play_title_label, _("Play a Character"));
      set_label (self->play_hint_label,
                 _("One card action, on the player’s own side of the location; a Lord of "
                   "Camelot takes two."));
      gtk_button_set_label (self->play_button, _("_Play Character"));
    }
  fill_locations (state, self->play_locations, self->play_location_row, self->play_to);

  gtk_widget_set_visible (self->play_section, opening || in_turn);
  gtk_widget_set_visible (self->actions_section, in_turn);
  gtk_widget_set_visible (self->effects_section, in_turn);
  if (state->decision != self->last_decision)
    /* before phase 4, only card text lets a character be played, drawn or moved */
    gtk_switch_set_active (self->free_switch,
                           state->decision == SQ_LEGENDS_DECISION_CARD_TEXT
                           || state->decision == SQ_LEGENDS_DECISION_COMPLETE);
  self->last_decision = state->decision;
  fill_characters (self, state);
  fill_locations (state, self->move_to_list, self->move_to_row, self->move_to);

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
  fill_move_second (self, state);
  self->syncing = FALSE;

  check_all (self);
}

static void
on_show_rule_cb (GtkWidget             *widget,
                 const char            *rule_id,
                 SqLegendsActionsPanel *self)
{
  g_signal_emit (self, signals[SHOW_RULE], 0, rule_id);
}

/* Actions */

static void
play_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  SqLegendsActionsPanel *self = SQ_LEGENDS_ACTIONS_PANEL (widget);
  SqLegendsAction action;

  play_action (self, &action);
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
  action.flags = free_flag (self);
  apply (self, &action, self->draw_reason);
}

static void
move_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  SqLegendsActionsPanel *self = SQ_LEGENDS_ACTIONS_PANEL (widget);
  SqLegendsAction action;

  if (move_action (self, &action))
    apply (self, &action, self->move_reason);
}

static void
effect (SqLegendsActionsPanel *self,
        SqLegendsActionType    type,
        guint8                 flags)
{
  SqLegendsAction action;

  if (effect_action (self, type, flags, &action))
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

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         SQ_TYPE_LEGENDS_GAME,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SqLegendsActionsPanel::show-rule:
   * @rule_id: the rule to open in the rules reference
   */
  signals[SHOW_RULE] =
    g_signal_new ("show-rule",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

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
  gtk_widget_class_bind_template_callback (widget_class, on_show_rule_cb);

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

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    self->changed_handler = g_signal_connect_object (game, "changed",
                                                     G_CALLBACK (on_game_changed_cb),
                                                     self, G_CONNECT_DEFAULT);

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
  static const struct
  {
    const char *name;
    gsize       offset;
  } parts[] = {
    { "play-form", G_STRUCT_OFFSET (SqLegendsActionsPanel, play_form) },
    { "free-switch", G_STRUCT_OFFSET (SqLegendsActionsPanel, free_switch) },
    { "play-reason", G_STRUCT_OFFSET (SqLegendsActionsPanel, play_reason) },
    { "draw-reason", G_STRUCT_OFFSET (SqLegendsActionsPanel, draw_reason) },
    { "move-reason", G_STRUCT_OFFSET (SqLegendsActionsPanel, move_reason) },
    { "effect-reason", G_STRUCT_OFFSET (SqLegendsActionsPanel, effect_reason) },
  };

  g_return_val_if_fail (SQ_IS_LEGENDS_ACTIONS_PANEL (self), NULL);

  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    if (g_strcmp0 (parts[i].name, name) == 0)
      return G_STRUCT_MEMBER (GtkWidget *, self, parts[i].offset);

  return NULL;
}

/**
 * sq_legends_actions_panel_select:
 * @row: "play-location", "move-first", "move-second", "move-to",
 *   "effect-character" or "effect-special"
 * @value: a location, a character id (for "move-second",
 *   %SQ_LEGENDS_NO_CHARACTER for nobody) or a special card
 *
 * Chooses @value in one of the panel's lists, as a player would.
 *
 * Returns: %TRUE if @value is in the list
 */
gboolean
sq_legends_actions_panel_select (SqLegendsActionsPanel *self,
                                 const char            *row,
                                 guint                  value)
{
  AdwComboRow *combo = NULL;
  GArray *ids = NULL;

  g_return_val_if_fail (SQ_IS_LEGENDS_ACTIONS_PANEL (self), FALSE);
  g_return_val_if_fail (row != NULL, FALSE);

  if (g_str_equal (row, "effect-special"))
    {
      if (value >= SQ_LEGENDS_N_SPECIALS)
        return FALSE;
      adw_combo_row_set_selected (self->effect_special_row, value);
      return TRUE;
    }

  if (g_str_equal (row, "play-location"))
    combo = self->play_location_row, ids = self->play_to;
  else if (g_str_equal (row, "move-first"))
    combo = self->move_first_row, ids = self->move_ids;
  else if (g_str_equal (row, "move-second"))
    combo = self->move_second_row, ids = self->move2_ids;
  else if (g_str_equal (row, "move-to"))
    combo = self->move_to_row, ids = self->move_to;
  else if (g_str_equal (row, "effect-character"))
    combo = self->effect_character_row, ids = self->effect_ids;
  else
    g_return_val_if_reached (FALSE);

  for (guint i = 0; i < ids->len; i++)
    if (g_array_index (ids, guint8, i) == value)
      {
        adw_combo_row_set_selected (combo, i);
        return TRUE;
      }

  return FALSE;
}

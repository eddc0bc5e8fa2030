/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The actions panel's lists of locations and characters, and the actions
 * built from what is chosen in them. Each list keeps, beside its items,
 * the ids behind them (a location, or a character's place on the table),
 * so that a rebuild keeps the item chosen while it is still there. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-legends-actions-panel-private.h"
#include "sq-legends-text.h"

/* Auxiliary functions */

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

/* Private API (sq-legends-actions-panel-private.h) */

void
sq_legends_actions_panel_fill_locations (const SqLegendsState *state,
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
void
sq_legends_actions_panel_fill_move_second (SqLegendsActionsPanel *self,
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

void
sq_legends_actions_panel_fill_characters (SqLegendsActionsPanel *self,
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

  sq_legends_actions_panel_fill_move_second (self, state);
}

guint8
sq_legends_actions_panel_free_flag (SqLegendsActionsPanel *self)
{
  const SqLegendsState *state = self->game != NULL ? sq_legends_game_get_state (self->game)
                                                  : NULL;

  if (state == NULL || state->decision == SQ_LEGENDS_DECISION_OPENING
      || !gtk_switch_get_active (self->free_switch))
    return 0;

  return SQ_LEGENDS_ACTION_FLAG_FREE;
}

void
sq_legends_actions_panel_play_action (SqLegendsActionsPanel *self,
                                      SqLegendsAction       *action)
{
  guint location = selected_value (self->play_location_row, self->play_to);

  sq_legends_action_init (action, SQ_LEGENDS_ACTION_PLAY_CHARACTER);
  sq_legends_character_form_get_card (self->play_form, &action->card);
  action->location = location != G_MAXUINT ? location : SQ_LEGENDS_LOCATION_CAMELOT;
  action->flags = sq_legends_actions_panel_free_flag (self);
}

gboolean
sq_legends_actions_panel_move_action (SqLegendsActionsPanel *self,
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
  action->flags = sq_legends_actions_panel_free_flag (self);

  return TRUE;
}

/* A card effect on the character and special card chosen, or FALSE if
 * there is nothing to choose */
gboolean
sq_legends_actions_panel_effect_action (SqLegendsActionsPanel *self,
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

/* Public API */

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

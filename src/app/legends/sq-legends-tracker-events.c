/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The tracker's location events: one row for each event waiting at a
 * main location, with the active player's completion check under it and
 * a Complete button tried on a copy of the state, and the card-text
 * bonuses (modifiers) those checks count. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-legends-text.h"
#include "sq-legends-tracker-private.h"

/* Auxiliary functions */

static void
clear_event_rows (SqLegendsTracker *self)
{
  for (guint l = 0; l < SQ_LEGENDS_N_MAIN_LOCATIONS; l++)
    for (guint i = 0; i < SQ_LEGENDS_LOCATION_EVENTS; i++)
      {
        g_clear_pointer (&self->event_rows[l][i].check, g_free);
        self->event_rows[l][i].row = NULL;
        self->event_rows[l][i].button = NULL;
      }

  for (guint i = 0; i < self->location_groups->len; i++)
    gtk_box_remove (self->locations_box, g_ptr_array_index (self->location_groups, i));
  g_ptr_array_set_size (self->location_groups, 0);
}

static void
get_modifiers (SqLegendsTracker *self,
               gint8             modifiers[SQ_LEGENDS_N_ABILITIES])
{
  for (guint i = 0; i < SQ_LEGENDS_N_ABILITIES; i++)
    modifiers[i] = gtk_spin_button_get_value_as_int (self->modifier_spins[i]);
}

static void
complete_action (SqLegendsTracker *self,
                 guint             location,
                 guint             index,
                 SqLegendsAction  *action)
{
  sq_legends_action_init (action, SQ_LEGENDS_ACTION_COMPLETE_EVENT);
  action->location = location;
  action->index = index;
  get_modifiers (self, action->modifiers);
}

/* Callbacks */

static void
on_complete_clicked_cb (GtkButton        *button,
                        SqLegendsTracker *self)
{
  guint location = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "sq-location"));
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "sq-index"));
  SqLegendsAction action;

  complete_action (self, location, index, &action);
  if (sq_legends_tracker_apply (self, &action))
    for (guint i = 0; i < SQ_LEGENDS_N_ABILITIES; i++)
      gtk_spin_button_set_value (self->modifier_spins[i], 0);
}

/* Private API (sq-legends-tracker-private.h) */

void
sq_legends_tracker_build_events (SqLegendsTracker     *self,
                                 const SqLegendsState *state)
{
  clear_event_rows (self);

  for (guint l = 0; l < SQ_LEGENDS_N_MAIN_LOCATIONS; l++)
    {
      GtkWidget *group = adw_preferences_group_new ();

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group),
                                       sq_legends_text_location (l));
      if (state->n_location_events[l] == 0)
        /* Translators: under a location with no location event beside it */
        adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                               _("No events waiting"));

      for (guint i = 0; i < state->n_location_events[l]; i++)
        {
          EventRow *er = &self->event_rows[l][i];
          g_autofree char *title = sq_legends_text_event (&state->location_events[l][i]);
          g_autofree char *name = NULL;

          er->row = adw_action_row_new ();
          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (er->row), FALSE);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (er->row), title);

          /* Translators: completes a location event with the company there */
          er->button = gtk_button_new_with_mnemonic (_("_Complete"));
          gtk_widget_set_valign (er->button, GTK_ALIGN_CENTER);
          gtk_widget_add_css_class (er->button, "suggested-action");
          /* Translators: accessible name of the button that completes an event;
           * %s is the event */
          name = g_strdup_printf (_("Complete %s"), title);
          gtk_accessible_update_property (GTK_ACCESSIBLE (er->button),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                          -1);
          g_object_set_data (G_OBJECT (er->button), "sq-location", GUINT_TO_POINTER (l));
          g_object_set_data (G_OBJECT (er->button), "sq-index", GUINT_TO_POINTER (i));
          g_signal_connect_object (er->button, "clicked", G_CALLBACK (on_complete_clicked_cb),
                                   self, G_CONNECT_DEFAULT);
          adw_action_row_add_suffix (ADW_ACTION_ROW (er->row), er->button);

          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), er->row);
        }

      gtk_box_append (self->locations_box, group);
      g_ptr_array_add (self->location_groups, group);
    }
}

void
sq_legends_tracker_check_events (SqLegendsTracker     *self,
                                 const SqLegendsState *state)
{
  gint8 modifiers[SQ_LEGENDS_N_ABILITIES];
  gboolean reason_set = FALSE;

  get_modifiers (self, modifiers);

  for (guint l = 0; l < SQ_LEGENDS_N_MAIN_LOCATIONS; l++)
    for (guint i = 0; i < state->n_location_events[l]; i++)
      {
        EventRow *er = &self->event_rows[l][i];
        g_autoptr(GError) error = NULL;
        g_autofree char *check_text = NULL;
        SqLegendsAction action;
        gboolean met;
        gboolean ok;

        if (er->row == NULL)
          continue;

        complete_action (self, l, i, &action);
        ok = sq_legends_game_check (self->game, &action, &error);
        check_text = sq_legends_text_check (state, state->current, l, i, modifiers, &met);

        /* the totals are met, yet the rules say no: say why too */
        if (!ok && met && state->decision == SQ_LEGENDS_DECISION_COMPLETE)
          {
            g_autofree char *why = sq_legends_text_error (error);
            char *both = g_strdup_printf ("%s\n%s", check_text, why);

            g_free (check_text);
            check_text = both;
          }

        if (g_strcmp0 (er->check, check_text) != 0)
          {
            adw_action_row_set_subtitle (ADW_ACTION_ROW (er->row), check_text);
            g_free (er->check);
            er->check = g_strdup (check_text);
          }
        gtk_widget_set_sensitive (er->button, ok);
        gtk_widget_set_visible (er->button, state->decision == SQ_LEGENDS_DECISION_COMPLETE);

        if (!ok && !reason_set && state->decision == SQ_LEGENDS_DECISION_COMPLETE)
          {
            sq_legends_reason_set_error (self->complete_reason, error);
            reason_set = TRUE;
          }
      }

  if (!reason_set)
    sq_legends_reason_set_error (self->complete_reason, NULL);
}

void
sq_legends_tracker_build_modifiers (SqLegendsTracker *self)
{
  for (guint i = 0; i < SQ_LEGENDS_N_ABILITIES; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *spin = gtk_spin_button_new_with_range (-SQ_LEGENDS_MAX_MODIFIER,
                                                        SQ_LEGENDS_MAX_MODIFIER, 1);
      g_autofree char *name = NULL;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), sq_legends_text_ability (i));
      gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
      /* a new spin button starts at its lowest value */
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 0);
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      /* Translators: accessible name of a spin button: what card text adds
       * to a company's total in an ability; %s is the ability */
      name = g_strdup_printf (_("Bonus to %s"), sq_legends_text_ability (i));
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
      g_signal_connect_object (spin, "value-changed",
                               G_CALLBACK (sq_legends_tracker_refresh_checks),
                               self, G_CONNECT_SWAPPED);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
      adw_expander_row_add_row (self->modifiers_row, row);
      self->modifier_spins[i] = GTK_SPIN_BUTTON (spin);
    }
}

/* Public API */

/**
 * sq_legends_tracker_get_complete_button:
 *
 * Returns: (transfer none) (nullable): the button that completes the
 *   event at @index of @location
 */
GtkWidget *
sq_legends_tracker_get_complete_button (SqLegendsTracker  *self,
                                        SqLegendsLocation  location,
                                        guint              index)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_TRACKER (self), NULL);
  g_return_val_if_fail (location < SQ_LEGENDS_N_MAIN_LOCATIONS, NULL);
  g_return_val_if_fail (index < SQ_LEGENDS_LOCATION_EVENTS, NULL);

  return self->event_rows[location][index].button;
}

/**
 * sq_legends_tracker_get_check_text:
 *
 * Returns: (nullable): the completion check shown under the event at
 *   @index of @location
 */
const char *
sq_legends_tracker_get_check_text (SqLegendsTracker  *self,
                                   SqLegendsLocation  location,
                                   guint              index)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_TRACKER (self), NULL);
  g_return_val_if_fail (location < SQ_LEGENDS_N_MAIN_LOCATIONS, NULL);
  g_return_val_if_fail (index < SQ_LEGENDS_LOCATION_EVENTS, NULL);

  return self->event_rows[location][index].check;
}

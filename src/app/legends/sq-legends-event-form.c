/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sq-legends-character-form.h"
#include "sq-legends-event-form.h"
#include "sq-legends-rules.h"
#include "sq-legends-text.h"

/* The kinds the kind row offers, in SqLegendsEventKind order: the final
 * event is never chosen, it comes when it is due. */
#define N_CHOOSABLE_KINDS SQ_LEGENDS_EVENT_FINAL

/* Struct */

struct _SqLegendsEventForm
{
  AdwBin         parent_instance;

  gboolean       final_due;
  gboolean       syncing;

  /* Template widgets */
  AdwComboRow   *ability_row;
  AdwComboRow   *ability2_row;
  AdwEntryRow   *allegiance_row;
  AdwActionRow  *bonus_row;
  GtkSpinButton *bonus_spin;
  AdwActionRow  *final_row;
  AdwComboRow   *kind_row;
  AdwComboRow   *location_row;
  AdwActionRow  *max_bids_row;
  GtkSpinButton *max_bids_spin;
  AdwEntryRow   *name_row;
  AdwActionRow  *requirement_row;
  GtkSpinButton *requirement_spin;
  AdwActionRow  *requirement2_row;
  GtkSpinButton *requirement2_spin;
  AdwActionRow  *second_row;
  GtkSwitch     *second_switch;
  AdwActionRow  *vp_row;
  GtkSpinButton *vp_spin;
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqLegendsEventForm, sq_legends_event_form, ADW_TYPE_BIN)

/* Properties and signals */

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Auxiliary functions */

static SqLegendsEventKind
get_kind (SqLegendsEventForm *self)
{
  guint kind;

  if (self->final_due)
    return SQ_LEGENDS_EVENT_FINAL;

  kind = adw_combo_row_get_selected (self->kind_row);
  return kind < N_CHOOSABLE_KINDS ? kind : SQ_LEGENDS_EVENT_LOCATION;
}

/* Only the rows the kind uses are on show */
static void
sync_rows (SqLegendsEventForm *self)
{
  SqLegendsEventKind kind = get_kind (self);
  gboolean location = kind == SQ_LEGENDS_EVENT_LOCATION;
  gboolean bidding = kind == SQ_LEGENDS_EVENT_BIDDING;
  gboolean heraldic = kind == SQ_LEGENDS_EVENT_HERALDIC;
  gboolean two = (location || bidding) && gtk_switch_get_active (self->second_switch);

  gtk_widget_set_visible (GTK_WIDGET (self->kind_row), !self->final_due);
  gtk_widget_set_visible (GTK_WIDGET (self->final_row), self->final_due);
  gtk_widget_set_visible (GTK_WIDGET (self->location_row), location);
  gtk_widget_set_visible (GTK_WIDGET (self->ability_row), location || bidding || heraldic);
  gtk_widget_set_visible (GTK_WIDGET (self->requirement_row), location);
  gtk_widget_set_visible (GTK_WIDGET (self->second_row), location || bidding);
  gtk_widget_set_visible (GTK_WIDGET (self->ability2_row), two);
  gtk_widget_set_visible (GTK_WIDGET (self->requirement2_row), two && location);
  gtk_widget_set_visible (GTK_WIDGET (self->max_bids_row), bidding);
  gtk_widget_set_visible (GTK_WIDGET (self->bonus_row), heraldic);
  gtk_widget_set_visible (GTK_WIDGET (self->allegiance_row), heraldic);
  gtk_widget_set_visible (GTK_WIDGET (self->vp_row), location || bidding);
}

static GListModel *
make_list (const char *(*name) (guint),
           guint        n)
{
  GtkStringList *list = gtk_string_list_new (NULL);

  for (guint i = 0; i < n; i++)
    gtk_string_list_append (list, name (i));

  return G_LIST_MODEL (list);
}

static const char *
kind_name (guint kind)
{
  return sq_legends_text_event_kind (kind);
}

static const char *
location_name (guint location)
{
  return sq_legends_text_location (location);
}

static const char *
ability_name (guint ability)
{
  return sq_legends_text_ability (ability);
}

/* Callbacks */

static void
on_changed_cb (SqLegendsEventForm *self)
{
  if (self->syncing)
    return;

  sync_rows (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* GObject overrides */

static void
sq_legends_event_form_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SQ_TYPE_LEGENDS_EVENT_FORM);

  G_OBJECT_CLASS (sq_legends_event_form_parent_class)->dispose (object);
}

/* class_init and init */

static void
sq_legends_event_form_class_init (SqLegendsEventFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_legends_event_form_dispose;

  /**
   * SqLegendsEventForm::changed:
   *
   * Something in the form changed.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-legends-event-form.ui");
  gtk_widget_class_bind_template_child (widget_class, SqLegendsEventForm, ability_row);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsEventForm, ability2_row);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsEventForm, allegiance_row);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsEventForm, bonus_row);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsEventForm, bonus_spin);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsEventForm, final_row);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsEventForm, kind_row);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsEventForm, location_row);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsEventForm, max_bids_row);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsEventForm, max_bids_spin);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsEventForm, name_row);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsEventForm, requirement_row);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsEventForm, requirement_spin);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsEventForm, requirement2_row);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsEventForm, requirement2_spin);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsEventForm, second_row);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsEventForm, second_switch);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsEventForm, vp_row);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsEventForm, vp_spin);
  gtk_widget_class_bind_template_callback (widget_class, on_changed_cb);
}

static void
sq_legends_event_form_init (SqLegendsEventForm *self)
{
  g_autoptr(GListModel) kinds = make_list (kind_name, N_CHOOSABLE_KINDS);
  g_autoptr(GListModel) locations = make_list (location_name, SQ_LEGENDS_N_MAIN_LOCATIONS);
  g_autoptr(GListModel) abilities = make_list (ability_name, SQ_LEGENDS_N_ABILITIES);
  g_autoptr(GListModel) abilities2 = make_list (ability_name, SQ_LEGENDS_N_ABILITIES);

  self->syncing = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));

  adw_combo_row_set_model (self->kind_row, kinds);
  adw_combo_row_set_model (self->location_row, locations);
  adw_combo_row_set_model (self->ability_row, abilities);
  adw_combo_row_set_model (self->ability2_row, abilities2);
  adw_combo_row_set_selected (self->ability2_row, SQ_LEGENDS_ABILITY_ADVENTURE);
  self->syncing = FALSE;

  sync_rows (self);
}

/* Public API */

GtkWidget *
sq_legends_event_form_new (void)
{
  return g_object_new (SQ_TYPE_LEGENDS_EVENT_FORM, NULL);
}

/**
 * sq_legends_event_form_get_event:
 * @event: (out caller-allocates): the event as entered, in the form the
 *   engine takes (two abilities in ascending order); two equal abilities
 *   stay equal, for the engine to refuse
 */
void
sq_legends_event_form_get_event (SqLegendsEventForm *self,
                                 SqLegendsEvent     *event)
{
  SqLegendsEventKind kind;
  guint a;
  guint b;
  gint need_a;
  gint need_b;
  gboolean two;

  g_return_if_fail (SQ_IS_LEGENDS_EVENT_FORM (self));
  g_return_if_fail (event != NULL);

  kind = get_kind (self);
  sq_legends_event_init (event, kind);
  sq_legends_copy_text (event->name, gtk_editable_get_text (GTK_EDITABLE (self->name_row)));

  a = MIN (adw_combo_row_get_selected (self->ability_row), SQ_LEGENDS_N_ABILITIES - 1);
  b = MIN (adw_combo_row_get_selected (self->ability2_row), SQ_LEGENDS_N_ABILITIES - 1);
  need_a = gtk_spin_button_get_value_as_int (self->requirement_spin);
  need_b = gtk_spin_button_get_value_as_int (self->requirement2_spin);
  two = gtk_switch_get_active (self->second_switch);

  switch (kind)
    {
    case SQ_LEGENDS_EVENT_LOCATION:
    case SQ_LEGENDS_EVENT_BIDDING:
      event->n_abilities = two ? 2 : 1;
      /* the engine takes two abilities in ascending order, each with its
       * own requirement */
      if (two && b < a)
        {
          event->abilities[0] = b;
          event->abilities[1] = a;
          event->requirements[0] = need_b;
          event->requirements[1] = need_a;
        }
      else
        {
          event->abilities[0] = a;
          event->requirements[0] = need_a;
          if (two)
            {
              event->abilities[1] = b;
              event->requirements[1] = need_b;
            }
        }
      event->vp = gtk_spin_button_get_value_as_int (self->vp_spin);
      if (kind == SQ_LEGENDS_EVENT_LOCATION)
        event->location = MIN (adw_combo_row_get_selected (self->location_row),
                               SQ_LEGENDS_N_MAIN_LOCATIONS - 1);
      else
        {
          memset (event->requirements, 0, sizeof event->requirements);
          event->max_bids = gtk_spin_button_get_value_as_int (self->max_bids_spin);
        }
      break;

    case SQ_LEGENDS_EVENT_HERALDIC:
      event->n_abilities = 1;
      event->abilities[0] = a;
      event->bonus = gtk_spin_button_get_value_as_int (self->bonus_spin);
      sq_legends_copy_text (event->allegiance,
                            gtk_editable_get_text (GTK_EDITABLE (self->allegiance_row)));
      break;

    case SQ_LEGENDS_EVENT_SPECIAL:
    case SQ_LEGENDS_EVENT_FINAL:
    case SQ_LEGENDS_N_EVENT_KINDS:
    default:
      break;
    }
}

/* For tests and for entering an event again: fills the form in */
void
sq_legends_event_form_set_event (SqLegendsEventForm   *self,
                                 const SqLegendsEvent *event)
{
  gboolean two;

  g_return_if_fail (SQ_IS_LEGENDS_EVENT_FORM (self));
  g_return_if_fail (event != NULL);

  two = event->n_abilities == 2;

  self->syncing = TRUE;
  if (event->kind < N_CHOOSABLE_KINDS)
    adw_combo_row_set_selected (self->kind_row, event->kind);
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), event->name);
  if (event->kind == SQ_LEGENDS_EVENT_LOCATION)
    adw_combo_row_set_selected (self->location_row, event->location);
  if (event->n_abilities > 0)
    adw_combo_row_set_selected (self->ability_row, event->abilities[0]);
  gtk_switch_set_active (self->second_switch, two);
  if (two)
    adw_combo_row_set_selected (self->ability2_row, event->abilities[1]);
  if (event->requirements[0] > 0)
    gtk_spin_button_set_value (self->requirement_spin, event->requirements[0]);
  if (event->requirements[1] > 0)
    gtk_spin_button_set_value (self->requirement2_spin, event->requirements[1]);
  if (event->max_bids > 0)
    gtk_spin_button_set_value (self->max_bids_spin, event->max_bids);
  if (event->bonus != 0)
    gtk_spin_button_set_value (self->bonus_spin, event->bonus);
  gtk_editable_set_text (GTK_EDITABLE (self->allegiance_row), event->allegiance);
  gtk_spin_button_set_value (self->vp_spin, event->vp);
  self->syncing = FALSE;

  sync_rows (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Ready for the next event: the name and numbers go, the kind stays */
void
sq_legends_event_form_reset (SqLegendsEventForm *self)
{
  g_return_if_fail (SQ_IS_LEGENDS_EVENT_FORM (self));

  self->syncing = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), "");
  gtk_editable_set_text (GTK_EDITABLE (self->allegiance_row), "");
  gtk_switch_set_active (self->second_switch, FALSE);
  gtk_spin_button_set_value (self->vp_spin, 0);
  self->syncing = FALSE;

  sync_rows (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * sq_legends_event_form_set_final_due:
 * @final_due: whether the next event is the last card of the stack, the
 *   final event
 */
void
sq_legends_event_form_set_final_due (SqLegendsEventForm *self,
                                     gboolean            final_due)
{
  g_return_if_fail (SQ_IS_LEGENDS_EVENT_FORM (self));

  if (self->final_due == final_due)
    return;

  self->final_due = final_due;
  sync_rows (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

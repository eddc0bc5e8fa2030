/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sq-legends-character-form.h"
#include "sq-legends-text.h"

/* Struct */

struct _SqLegendsCharacterForm
{
  AdwBin         parent_instance;

  GtkWidget     *cells[SQ_LEGENDS_N_ABILITIES];
  GtkSpinButton *spins[SQ_LEGENDS_N_ABILITIES];
  guint          abilities;     /* the spins on show, a bit each */
  gboolean       syncing;

  /* Template widgets */
  AdwEntryRow   *allegiance_row;
  AdwActionRow  *lord_row;
  GtkSwitch     *lord_switch;
  AdwEntryRow   *name_row;
  GtkFlowBox    *scores_box;
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqLegendsCharacterForm, sq_legends_character_form, ADW_TYPE_BIN)

/* Properties and signals */

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define ALL_ABILITIES ((1u << SQ_LEGENDS_N_ABILITIES) - 1)

/* Auxiliary functions */

static void
build_scores (SqLegendsCharacterForm *self);

/* Callbacks */

static void
on_changed_cb (SqLegendsCharacterForm *self)
{
  if (!self->syncing)
    g_signal_emit (self, signals[CHANGED], 0);
}

static void
build_scores (SqLegendsCharacterForm *self)
{
  for (guint i = 0; i < SQ_LEGENDS_N_ABILITIES; i++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *label = gtk_label_new (sq_legends_text_ability (i));
      GtkWidget *spin = gtk_spin_button_new_with_range (SQ_LEGENDS_MIN_SCORE,
                                                        SQ_LEGENDS_MAX_SCORE, 1);
      g_autofree char *name = NULL;

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_mnemonic_widget (GTK_LABEL (label), spin);
      gtk_widget_add_css_class (label, "caption-heading");
      gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 0);
      /* Translators: accessible name of a spin button; %s is an ability */
      name = g_strdup_printf (_("%s score"), sq_legends_text_ability (i));
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
      g_signal_connect_object (spin, "value-changed", G_CALLBACK (on_changed_cb),
                               self, G_CONNECT_SWAPPED);

      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (GTK_BOX (box), spin);
      gtk_flow_box_append (self->scores_box, box);

      /* the flow box wraps each child in a GtkFlowBoxChild */
      self->cells[i] = gtk_widget_get_parent (box);
      gtk_widget_set_focusable (self->cells[i], FALSE);
      self->spins[i] = GTK_SPIN_BUTTON (spin);
    }
}

/* GObject overrides */

static void
sq_legends_character_form_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SQ_TYPE_LEGENDS_CHARACTER_FORM);

  G_OBJECT_CLASS (sq_legends_character_form_parent_class)->dispose (object);
}

/* class_init and init */

static void
sq_legends_character_form_class_init (SqLegendsCharacterFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_legends_character_form_dispose;

  /**
   * SqLegendsCharacterForm::changed:
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
                                               RESOURCE_BASE_PATH "/sq-legends-character-form.ui");
  gtk_widget_class_bind_template_child (widget_class, SqLegendsCharacterForm, allegiance_row);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsCharacterForm, lord_row);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsCharacterForm, lord_switch);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsCharacterForm, name_row);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsCharacterForm, scores_box);
  gtk_widget_class_bind_template_callback (widget_class, on_changed_cb);
}

static void
sq_legends_character_form_init (SqLegendsCharacterForm *self)
{
  self->syncing = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  build_scores (self);
  self->abilities = ALL_ABILITIES;
  self->syncing = FALSE;
}

/* Public API */

GtkWidget *
sq_legends_character_form_new (void)
{
  return g_object_new (SQ_TYPE_LEGENDS_CHARACTER_FORM, NULL);
}

/**
 * sq_legends_copy_text:
 * @field: a name field of a card or an event, %SQ_LEGENDS_NAME_BYTES long
 * @text: what the players typed
 *
 * Copies @text trimmed, without control characters and cut at a
 * character boundary to fit the field, as the engine accepts it.
 */
void
sq_legends_copy_text (char       *field,
                      const char *text)
{
  g_autofree char *trimmed = NULL;
  gsize len = 0;

  memset (field, 0, SQ_LEGENDS_NAME_BYTES);
  if (text == NULL || !g_utf8_validate (text, -1, NULL))
    return;

  trimmed = g_strstrip (g_strdup (text));
  for (const char *p = trimmed; *p != '\0'; p = g_utf8_next_char (p))
    {
      gsize size = g_utf8_next_char (p) - p;

      if (g_unichar_iscntrl (g_utf8_get_char (p)))
        continue;
      if (len + size > SQ_LEGENDS_NAME_BYTES - 1)
        break;
      memcpy (field + len, p, size);
      len += size;
    }
}

/**
 * sq_legends_character_form_get_card:
 * @card: (out caller-allocates): the character as entered; abilities not
 *   on show score 0
 */
void
sq_legends_character_form_get_card (SqLegendsCharacterForm *self,
                                    SqLegendsCard          *card)
{
  g_return_if_fail (SQ_IS_LEGENDS_CHARACTER_FORM (self));
  g_return_if_fail (card != NULL);

  memset (card, 0, sizeof *card);
  sq_legends_copy_text (card->name, gtk_editable_get_text (GTK_EDITABLE (self->name_row)));
  sq_legends_copy_text (card->allegiance,
                        gtk_editable_get_text (GTK_EDITABLE (self->allegiance_row)));
  card->lord = gtk_widget_get_visible (GTK_WIDGET (self->lord_row))
               && gtk_switch_get_active (self->lord_switch);

  for (guint i = 0; i < SQ_LEGENDS_N_ABILITIES; i++)
    if (self->abilities & (1u << i))
      card->scores[i] = gtk_spin_button_get_value_as_int (self->spins[i]);
}

void
sq_legends_character_form_set_card (SqLegendsCharacterForm *self,
                                    const SqLegendsCard    *card)
{
  g_return_if_fail (SQ_IS_LEGENDS_CHARACTER_FORM (self));
  g_return_if_fail (card != NULL);

  self->syncing = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), card->name);
  gtk_editable_set_text (GTK_EDITABLE (self->allegiance_row), card->allegiance);
  gtk_switch_set_active (self->lord_switch, card->lord);
  for (guint i = 0; i < SQ_LEGENDS_N_ABILITIES; i++)
    gtk_spin_button_set_value (self->spins[i], card->scores[i]);
  self->syncing = FALSE;

  g_signal_emit (self, signals[CHANGED], 0);
}

/* Empty again, for the next card */
void
sq_legends_character_form_reset (SqLegendsCharacterForm *self)
{
  SqLegendsCard card;

  g_return_if_fail (SQ_IS_LEGENDS_CHARACTER_FORM (self));

  memset (&card, 0, sizeof card);
  sq_legends_character_form_set_card (self, &card);
}

/**
 * sq_legends_character_form_set_abilities:
 * @abilities: a bit per #SqLegendsAbility to show; 0 for all six
 */
void
sq_legends_character_form_set_abilities (SqLegendsCharacterForm *self,
                                         guint                   abilities)
{
  g_return_if_fail (SQ_IS_LEGENDS_CHARACTER_FORM (self));

  if (abilities == 0)
    abilities = ALL_ABILITIES;
  self->abilities = abilities & ALL_ABILITIES;

  for (guint i = 0; i < SQ_LEGENDS_N_ABILITIES; i++)
    gtk_widget_set_visible (self->cells[i], (self->abilities & (1u << i)) != 0);
}

void
sq_legends_character_form_set_show_lord (SqLegendsCharacterForm *self,
                                         gboolean                show_lord)
{
  g_return_if_fail (SQ_IS_LEGENDS_CHARACTER_FORM (self));

  gtk_widget_set_visible (GTK_WIDGET (self->lord_row), show_lord);
}

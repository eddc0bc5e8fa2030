/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-legends-reason.h"
#include "sq-legends-text.h"
#include "sq-tooltip.h"

/* Struct */

struct _SqLegendsReason
{
  GtkWidget  parent_instance;

  char      *rule_id;

  GtkWidget *icon;
  GtkWidget *label;
  GtkWidget *button;
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqLegendsReason, sq_legends_reason, GTK_TYPE_WIDGET)

/* Properties and signals */

enum
{
  SHOW_RULE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Callbacks */

static void
on_button_clicked_cb (GtkButton       *button,
                      SqLegendsReason *self)
{
  if (self->rule_id != NULL)
    g_signal_emit (self, signals[SHOW_RULE], 0, self->rule_id);
}

/* GObject overrides */

static void
sq_legends_reason_dispose (GObject *object)
{
  SqLegendsReason *self = SQ_LEGENDS_REASON (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (sq_legends_reason_parent_class)->dispose (object);
}

static void
sq_legends_reason_finalize (GObject *object)
{
  SqLegendsReason *self = SQ_LEGENDS_REASON (object);

  g_free (self->rule_id);

  G_OBJECT_CLASS (sq_legends_reason_parent_class)->finalize (object);
}

/* class_init and init */

static void
sq_legends_reason_class_init (SqLegendsReasonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_legends_reason_dispose;
  object_class->finalize = sq_legends_reason_finalize;

  /**
   * SqLegendsReason::show-rule:
   * @rule_id: the rule to open in the rules reference
   */
  signals[SHOW_RULE] =
    g_signal_new ("show-rule",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "sq-legends-reason");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
sq_legends_reason_init (SqLegendsReason *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 8);

  self->icon = gtk_image_new_from_icon_name ("dialog-information-symbolic");
  gtk_widget_set_valign (self->icon, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->icon, "dim-label");
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->icon), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_widget_set_parent (self->icon, GTK_WIDGET (self));

  self->label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->label), 0);
  gtk_widget_set_hexpand (self->label, TRUE);
  gtk_widget_set_parent (self->label, GTK_WIDGET (self));

  /* Translators: a button beside a refusal: opens the rule it rests on */
  self->button = gtk_button_new_with_mnemonic (_("_Rule"));
  /* Translators: tooltip of the button beside a refusal */
  sq_tooltip_set_text (self->button, _("Read the rule in the rules reference"));
  gtk_widget_set_valign (self->button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->button, "flat");
  gtk_widget_set_visible (self->button, FALSE);
  g_signal_connect_object (self->button, "clicked", G_CALLBACK (on_button_clicked_cb),
                           self, G_CONNECT_DEFAULT);
  gtk_widget_set_parent (self->button, GTK_WIDGET (self));

  gtk_widget_add_css_class (GTK_WIDGET (self), "caption");
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

/* Public API */

GtkWidget *
sq_legends_reason_new (void)
{
  return g_object_new (SQ_TYPE_LEGENDS_REASON, NULL);
}

/**
 * sq_legends_reason_set_text:
 * @text: (nullable): the sentence; %NULL hides the widget
 * @rule_id: (nullable): the rule behind it, for the button
 */
void
sq_legends_reason_set_text (SqLegendsReason *self,
                            const char      *text,
                            const char      *rule_id)
{
  g_return_if_fail (SQ_IS_LEGENDS_REASON (self));

  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->label)), text != NULL ? text : "") != 0)
    gtk_label_set_text (GTK_LABEL (self->label), text != NULL ? text : "");

  g_free (self->rule_id);
  self->rule_id = g_strdup (rule_id);

  gtk_widget_set_visible (self->button, rule_id != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self), text != NULL);
}

/**
 * sq_legends_reason_set_error:
 * @error: (nullable): a refusal in %SQ_LEGENDS_ERROR, or another error;
 *   %NULL hides the widget
 */
void
sq_legends_reason_set_error (SqLegendsReason *self,
                             const GError    *error)
{
  g_autofree char *text = NULL;

  g_return_if_fail (SQ_IS_LEGENDS_REASON (self));

  if (error == NULL)
    {
      sq_legends_reason_set_text (self, NULL, NULL);
      return;
    }

  text = sq_legends_text_error (error);
  sq_legends_reason_set_text (self, text,
                              error->domain == SQ_LEGENDS_ERROR ? error->message : NULL);
}

/**
 * sq_legends_reason_get_text:
 *
 * Returns: (nullable): the sentence on show, %NULL when hidden
 */
const char *
sq_legends_reason_get_text (SqLegendsReason *self)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_REASON (self), NULL);

  if (!gtk_widget_get_visible (GTK_WIDGET (self)))
    return NULL;

  return gtk_label_get_text (GTK_LABEL (self->label));
}

/**
 * sq_legends_reason_get_rule_id:
 *
 * Returns: (nullable): the rule the button opens
 */
const char *
sq_legends_reason_get_rule_id (SqLegendsReason *self)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_REASON (self), NULL);

  return self->rule_id;
}

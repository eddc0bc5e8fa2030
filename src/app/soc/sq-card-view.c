/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* A card is drawn by CSS (node "sqcard"): white cards light, black cards
 * dark, both in the same colours in light and dark style, as on the table;
 * a card back is hatched and carries no text at all, and the only way to
 * draw one takes no card, so a face-down card cannot leak by mistake. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-board-private.h"
#include "sq-cards.h"
#include "sq-card-view.h"
#include "sq-text.h"
#include "sq-tooltip.h"

/* Struct */

typedef enum {
  SHOWN_NOTHING,
  SHOWN_EMPTY,
  SHOWN_FACE,
  SHOWN_BACK,
} Shown;

struct _SqCardView
{
  GtkWidget  parent_instance;

  GtkWidget *label;
  GtkWidget *image;

  Shown      shown;
  SqFace     face;
  SqQuestId  quest;
  char      *hint;
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqCardView, sq_card_view, GTK_TYPE_WIDGET)

/* Auxiliary functions */

static const char *
face_icon (SqFace face)
{
  switch ((guint) face)
    {
    case SQ_FACE_GRAIL:
      return "sq-grail-symbolic";
    case SQ_FACE_DESPAIR:
      return "sq-despair-symbolic";
    case SQ_FACE_DESOLATION:
      return "sq-desolation-symbolic";
    case SQ_FACE_PICTS:
    case SQ_FACE_SAXONS:
    case SQ_FACE_MERCENARIES:
      return "sq-warrior-symbolic";
    default:
      return NULL;
    }
}

/* The number printed on the card as it counts on @quest: a Lancelot card
 * counts its second value against the Dragon. */
static guint
face_value (SqFace    face,
            SqQuestId quest)
{
  const SqFaceInfo *info = sq_face_info (face);

  if (sq_face_is_fight (face))
    return sq_face_fight_value (face);
  if (quest == SQ_QUEST_DRAGON && info->value2 > 0)
    return info->value2;
  return info->value;
}

static void
set_kind (SqCardView *self,
          const char *kind)
{
  static const char *kinds[] = { "empty", "white", "black", "back" };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    sq_board_toggle_class (GTK_WIDGET (self), kinds[i], g_str_equal (kinds[i], kind));
}

static void
show_text (SqCardView *self,
           const char *text,
           const char *icon_name)
{
  gtk_label_set_text (GTK_LABEL (self->label), text != NULL ? text : "");
  gtk_widget_set_visible (self->label, text != NULL && icon_name == NULL);
  if (icon_name != NULL)
    gtk_image_set_from_icon_name (GTK_IMAGE (self->image), icon_name);
  gtk_widget_set_visible (self->image, icon_name != NULL);
}

/* GObject overrides */

static void
sq_card_view_dispose (GObject *object)
{
  SqCardView *self = SQ_CARD_VIEW (object);

  g_clear_pointer (&self->label, gtk_widget_unparent);
  g_clear_pointer (&self->image, gtk_widget_unparent);

  G_OBJECT_CLASS (sq_card_view_parent_class)->dispose (object);
}

static void
sq_card_view_finalize (GObject *object)
{
  SqCardView *self = SQ_CARD_VIEW (object);

  g_free (self->hint);

  G_OBJECT_CLASS (sq_card_view_parent_class)->finalize (object);
}

/* class_init and init */

static void
sq_card_view_class_init (SqCardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_card_view_dispose;
  object_class->finalize = sq_card_view_finalize;

  gtk_widget_class_set_css_name (widget_class, "sqcard");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
sq_card_view_init (SqCardView *self)
{
  self->shown = SHOWN_NOTHING;

  self->label = gtk_label_new (NULL);
  gtk_widget_set_parent (self->label, GTK_WIDGET (self));
  sq_board_hide_from_a11y (self->label);

  self->image = gtk_image_new ();
  gtk_widget_set_parent (self->image, GTK_WIDGET (self));
  sq_board_hide_from_a11y (self->image);

  sq_card_view_show_empty (self, NULL);
}

/* Public API */

GtkWidget *
sq_card_view_new (void)
{
  return g_object_new (SQ_TYPE_CARD_VIEW, NULL);
}

/**
 * sq_card_view_show_empty:
 * @hint: (nullable): a faint mark in the spot, such as the value a war
 *   needs next
 *
 * Shows an empty card spot.
 */
void
sq_card_view_show_empty (SqCardView *self,
                         const char *hint)
{
  g_return_if_fail (SQ_IS_CARD_VIEW (self));

  if (self->shown == SHOWN_EMPTY && g_strcmp0 (self->hint, hint) == 0)
    return;

  self->shown = SHOWN_EMPTY;
  g_free (self->hint);
  self->hint = g_strdup (hint);

  set_kind (self, "empty");
  show_text (self, hint, NULL);
  sq_tooltip_set_text (GTK_WIDGET (self), NULL);
  /* Translators: accessible name of a card spot with no card on it */
  sq_board_set_a11y_text (GTK_WIDGET (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Empty spot"));
}

/**
 * sq_card_view_show_face:
 * @face: the card, face up
 * @quest: the quest it lies on, for the value it counts there
 *
 * Shows a card face up: its value or its symbol, and its name as tooltip
 * and accessible name.
 */
void
sq_card_view_show_face (SqCardView *self,
                        SqFace      face,
                        SqQuestId   quest)
{
  const char *icon_name;
  const char *name;
  guint value;

  g_return_if_fail (SQ_IS_CARD_VIEW (self));
  g_return_if_fail (face < SQ_N_FACES);

  if (self->shown == SHOWN_FACE && self->face == face && self->quest == quest)
    return;

  self->shown = SHOWN_FACE;
  self->face = face;
  self->quest = quest;

  icon_name = face_icon (face);
  value = face_value (face, quest);
  name = sq_text_face (face);

  set_kind (self, sq_face_is_white (face) ? "white" : "black");
  if (icon_name == NULL && value > 0)
    {
      char text[8];

      g_snprintf (text, sizeof text, "%u", value);
      show_text (self, text, NULL);
    }
  else if (icon_name != NULL)
    show_text (self, NULL, icon_name);
  else
    {
      /* a card with neither number nor symbol: its initial */
      g_autofree char *initial = g_utf8_substring (name, 0, 1);

      show_text (self, initial, NULL);
    }
  sq_tooltip_set_text (GTK_WIDGET (self), name);
  sq_board_set_a11y_text (GTK_WIDGET (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name);
}

/**
 * sq_card_view_show_back:
 *
 * Shows a black card lying face down. Nothing about the card is known
 * here, by design.
 */
void
sq_card_view_show_back (SqCardView *self)
{
  g_return_if_fail (SQ_IS_CARD_VIEW (self));

  if (self->shown == SHOWN_BACK)
    return;

  self->shown = SHOWN_BACK;
  set_kind (self, "back");
  show_text (self, NULL, NULL);
  /* Translators: a black card lying face down; its identity is secret */
  sq_tooltip_set_text (GTK_WIDGET (self), _("Face-down black card"));
  sq_board_set_a11y_text (GTK_WIDGET (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                          _("Face-down black card"));
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* White swords point up on a light ground, black swords point down on a
 * dark ground, free spots are dashed outlines: shape, fill and outline
 * tell them apart before colour does, and each colour has its count. The
 * row holds the 16 swords of the box; the game is counted once 12 lie on
 * the table, so a gap follows the twelfth spot. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-board-private.h"
#include "sq-swords-view.h"
#include "sq-types.h"
#include "sq-tint.h"

/* Struct */

struct _SqSwordsView
{
  GtkWidget  parent_instance;

  GtkWidget *header;
  GtkWidget *white_meter;
  GtkWidget *white_label;
  GtkWidget *black_meter;
  GtkWidget *black_label;
  GtkWidget *track;
  GtkWidget *slots[SQ_MAX_SWORDS];

  guint      white;
  guint      black;
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqSwordsView, sq_swords_view, GTK_TYPE_WIDGET)

/* Properties */

enum
{
  PROP_0,
  PROP_WHITE,
  PROP_BLACK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The seventh black sword loses the game. */
#define BLACK_SWORDS_LOSE 7
/* Twelve swords on the table end it. */
#define SWORDS_END 12

/* Auxiliary functions */

static GtkWidget *
count_meter_new (GtkWidget  **label_out,
                 const char  *css_class)
{
  GtkWidget *meter;
  GtkWidget *icon;

  meter = g_object_new (GTK_TYPE_BOX,
                        "accessible-role", GTK_ACCESSIBLE_ROLE_METER,
                        "spacing", 2,
                        NULL);
  gtk_widget_add_css_class (meter, "sword-count");
  gtk_widget_add_css_class (meter, css_class);

  icon = gtk_image_new_from_icon_name ("sq-sword-symbolic");
  gtk_widget_add_css_class (icon, "sword");
  gtk_widget_add_css_class (icon, css_class);
  sq_board_hide_from_a11y (icon);
  gtk_box_append (GTK_BOX (meter), icon);

  *label_out = gtk_label_new ("0");
  gtk_widget_add_css_class (*label_out, "numeric");
  sq_board_hide_from_a11y (*label_out);
  gtk_box_append (GTK_BOX (meter), *label_out);

  return meter;
}

static void
update (SqSwordsView *self)
{
  g_autofree char *white_text = NULL;
  g_autofree char *black_text = NULL;
  g_autofree char *description = NULL;
  char number[8];

  for (guint i = 0; i < SQ_MAX_SWORDS; i++)
    {
      GtkWidget *slot = self->slots[i];
      gboolean white = i < self->white;
      gboolean black = !white && i < self->white + self->black;

      if (white == gtk_widget_has_css_class (slot, "white") &&
          black == gtk_widget_has_css_class (slot, "black"))
        continue;
      sq_board_toggle_class (slot, "white", white);
      sq_board_toggle_class (slot, "black", black);
      sq_board_toggle_class (slot, "free", !white && !black);
      if (white || black)
        gtk_image_set_from_icon_name (GTK_IMAGE (slot), "sq-sword-symbolic");
      else
        gtk_image_clear (GTK_IMAGE (slot));
    }

  g_snprintf (number, sizeof number, "%u", self->white);
  gtk_label_set_text (GTK_LABEL (self->white_label), number);
  g_snprintf (number, sizeof number, "%u", self->black);
  gtk_label_set_text (GTK_LABEL (self->black_label), number);

  /* the black count warns as the seventh black sword nears */
  sq_board_toggle_class (self->black_meter, "warning",
                         self->black == BLACK_SWORDS_LOSE - 2);
  sq_board_toggle_class (self->black_meter, "error",
                         self->black >= BLACK_SWORDS_LOSE - 1);

  /* Translators: spoken value of the white swords meter */
  white_text = g_strdup_printf (ngettext ("%u white sword", "%u white swords", self->white),
                                self->white);
  sq_board_set_a11y_value (self->white_meter, self->white, 0, SQ_MAX_SWORDS, white_text);
  /* Translators: spoken value of the black swords meter; 7 lose the game */
  black_text = g_strdup_printf (ngettext ("%u black sword of 7", "%u black swords of 7",
                                          self->black),
                                self->black);
  sq_board_set_a11y_value (self->black_meter, self->black, 0, BLACK_SWORDS_LOSE, black_text);

  /* Translators: accessible summary of the swords on the Round Table:
   * "3 white swords, 2 black swords" */
  description = g_strdup_printf (C_("swords summary", "%s, %s"), white_text, black_text);
  sq_board_set_a11y_text (GTK_WIDGET (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description);
}

/* GObject overrides */

static void
sq_swords_view_dispose (GObject *object)
{
  SqSwordsView *self = SQ_SWORDS_VIEW (object);

  g_clear_pointer (&self->header, gtk_widget_unparent);
  g_clear_pointer (&self->track, gtk_widget_unparent);

  G_OBJECT_CLASS (sq_swords_view_parent_class)->dispose (object);
}

static void
sq_swords_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  SqSwordsView *self = SQ_SWORDS_VIEW (object);

  switch (prop_id)
    {
    case PROP_WHITE:
      g_value_set_uint (value, self->white);
      break;
    case PROP_BLACK:
      g_value_set_uint (value, self->black);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_swords_view_class_init (SqSwordsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* its icons in their colour once, not at every frame */
  widget_class->snapshot = sq_tint_snapshot_children;

  object_class->dispose = sq_swords_view_dispose;
  object_class->get_property = sq_swords_view_get_property;

  properties[PROP_WHITE] =
    g_param_spec_uint ("white", NULL, NULL,
                       0, SQ_MAX_SWORDS, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_BLACK] =
    g_param_spec_uint ("black", NULL, NULL,
                       0, SQ_MAX_SWORDS, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "sqswords");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
sq_swords_view_init (SqSwordsView *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));
  GtkWidget *title;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 4);

  self->header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_set_parent (self->header, GTK_WIDGET (self));

  /* Translators: heading of the swords lying on the Round Table */
  title = gtk_label_new (_("Swords"));
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_widget_add_css_class (title, "heading");
  sq_board_hide_from_a11y (title);
  gtk_box_append (GTK_BOX (self->header), title);

  self->white_meter = count_meter_new (&self->white_label, "white");
  sq_board_set_a11y_text (self->white_meter, GTK_ACCESSIBLE_PROPERTY_LABEL,
                          /* Translators: accessible name of the white swords count */
                          _("White swords"));
  gtk_box_append (GTK_BOX (self->header), self->white_meter);

  self->black_meter = count_meter_new (&self->black_label, "black");
  sq_board_set_a11y_text (self->black_meter, GTK_ACCESSIBLE_PROPERTY_LABEL,
                          /* Translators: accessible name of the black swords count */
                          _("Black swords"));
  gtk_box_append (GTK_BOX (self->header), self->black_meter);

  self->track = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 1);
  gtk_widget_add_css_class (self->track, "track");
  gtk_widget_set_parent (self->track, GTK_WIDGET (self));
  sq_board_hide_from_a11y (self->track);

  for (guint i = 0; i < SQ_MAX_SWORDS; i++)
    {
      self->slots[i] = gtk_image_new ();
      gtk_widget_set_hexpand (self->slots[i], TRUE);
      gtk_widget_add_css_class (self->slots[i], "sword");
      gtk_widget_add_css_class (self->slots[i], "free");
      if (i == SWORDS_END)
        gtk_widget_add_css_class (self->slots[i], "beyond-end");
      gtk_box_append (GTK_BOX (self->track), self->slots[i]);
    }

  sq_board_set_a11y_text (GTK_WIDGET (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                          /* Translators: accessible name of the swords group */
                          _("Swords on the Round Table"));
  update (self);
}

/* Public API */

GtkWidget *
sq_swords_view_new (void)
{
  return g_object_new (SQ_TYPE_SWORDS_VIEW, NULL);
}

guint
sq_swords_view_get_white (SqSwordsView *self)
{
  g_return_val_if_fail (SQ_IS_SWORDS_VIEW (self), 0);

  return self->white;
}

guint
sq_swords_view_get_black (SqSwordsView *self)
{
  g_return_val_if_fail (SQ_IS_SWORDS_VIEW (self), 0);

  return self->black;
}

void
sq_swords_view_set_counts (SqSwordsView *self,
                           guint         white,
                           guint         black)
{
  gboolean white_changed;
  gboolean black_changed;

  g_return_if_fail (SQ_IS_SWORDS_VIEW (self));

  white = MIN (white, SQ_MAX_SWORDS);
  black = MIN (black, SQ_MAX_SWORDS - white);
  white_changed = white != self->white;
  black_changed = black != self->black;
  if (!white_changed && !black_changed)
    return;

  self->white = white;
  self->black = black;
  update (self);

  g_object_freeze_notify (G_OBJECT (self));
  if (white_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WHITE]);
  if (black_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BLACK]);
  g_object_thaw_notify (G_OBJECT (self));
}

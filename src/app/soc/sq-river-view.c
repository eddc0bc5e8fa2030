/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Excalibur's river: eleven steps from the Evil end (left) to the
 * knights' end (right), the sword on the one it has reached. A meter from
 * -5 to +5; the two ends are named under the track, not told by colour. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-board-private.h"
#include "sq-river-view.h"
#include "sq-types.h"
#include "sq-tint.h"

#define N_STEPS (2 * SQ_EXCALIBUR_STEPS + 1)

/* Struct */

struct _SqRiverView
{
  GtkWidget  parent_instance;

  GtkWidget *track;
  GtkWidget *ends;
  GtkWidget *steps[N_STEPS];

  gint       position;
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqRiverView, sq_river_view, GTK_TYPE_WIDGET)

/* Properties */

enum
{
  PROP_0,
  PROP_POSITION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Auxiliary functions */

static GtkWidget *
end_label_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  return label;
}

static void
update (SqRiverView *self)
{
  g_autofree char *text = NULL;
  gint position = self->position;

  for (guint k = 0; k < N_STEPS; k++)
    {
      GtkWidget *step = self->steps[k];
      gboolean here = (gint) k == position + SQ_EXCALIBUR_STEPS;

      if (here == gtk_widget_has_css_class (step, "excalibur"))
        continue;
      sq_board_toggle_class (step, "excalibur", here);
      if (here)
        gtk_image_set_from_icon_name (GTK_IMAGE (step), "sq-sword-symbolic");
      else
        gtk_image_clear (GTK_IMAGE (step));
    }

  if (position > 0)
    /* Translators: spoken position of Excalibur on its river */
    text = g_strdup_printf (ngettext ("%d step toward the knights",
                                      "%d steps toward the knights", position),
                            position);
  else if (position < 0)
    /* Translators: spoken position of Excalibur on its river */
    text = g_strdup_printf (ngettext ("%d step toward Evil", "%d steps toward Evil", -position),
                            -position);
  else
    /* Translators: spoken position of Excalibur on its river */
    text = g_strdup (_("In the middle of the river"));

  sq_board_set_a11y_value (GTK_WIDGET (self), position,
                           -SQ_EXCALIBUR_STEPS, SQ_EXCALIBUR_STEPS, text);
}

/* GObject overrides */

static void
sq_river_view_dispose (GObject *object)
{
  SqRiverView *self = SQ_RIVER_VIEW (object);

  g_clear_pointer (&self->track, gtk_widget_unparent);
  g_clear_pointer (&self->ends, gtk_widget_unparent);

  G_OBJECT_CLASS (sq_river_view_parent_class)->dispose (object);
}

static void
sq_river_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SqRiverView *self = SQ_RIVER_VIEW (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      g_value_set_int (value, self->position);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_river_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SqRiverView *self = SQ_RIVER_VIEW (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      sq_river_view_set_position (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_river_view_class_init (SqRiverViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* its icons in their colour once, not at every frame */
  widget_class->snapshot = sq_tint_snapshot_children;

  object_class->dispose = sq_river_view_dispose;
  object_class->get_property = sq_river_view_get_property;
  object_class->set_property = sq_river_view_set_property;

  properties[PROP_POSITION] =
    g_param_spec_int ("position", NULL, NULL,
                      -SQ_EXCALIBUR_STEPS, SQ_EXCALIBUR_STEPS, 0,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "sqriver");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_METER);
}

static void
sq_river_view_init (SqRiverView *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 2);

  self->track = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  gtk_box_set_homogeneous (GTK_BOX (self->track), TRUE);
  gtk_widget_add_css_class (self->track, "track");
  gtk_widget_set_parent (self->track, GTK_WIDGET (self));
  sq_board_hide_from_a11y (self->track);

  for (guint k = 0; k < N_STEPS; k++)
    {
      GtkWidget *step = gtk_image_new ();

      gtk_widget_set_halign (step, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (step, "step");
      if (k == 0)
        gtk_widget_add_css_class (step, "evil-end");
      else if (k == N_STEPS - 1)
        gtk_widget_add_css_class (step, "knights-end");
      else if (k == SQ_EXCALIBUR_STEPS)
        gtk_widget_add_css_class (step, "start");
      gtk_box_append (GTK_BOX (self->track), step);
      self->steps[k] = step;
    }

  self->ends = gtk_center_box_new ();
  gtk_widget_set_parent (self->ends, GTK_WIDGET (self));
  gtk_center_box_set_start_widget (GTK_CENTER_BOX (self->ends),
                                   /* Translators: the Evil end of Excalibur's river,
                                    * under the track */
                                   end_label_new (C_("river end", "Evil")));
  gtk_center_box_set_end_widget (GTK_CENTER_BOX (self->ends),
                                 /* Translators: the knights' end of Excalibur's
                                  * river, under the track */
                                 end_label_new (C_("river end", "Knights")));
  sq_board_hide_from_a11y (self->ends);

  sq_board_set_a11y_text (GTK_WIDGET (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                          /* Translators: accessible name of Excalibur's river track */
                          _("Excalibur’s position on the river"));
  gtk_image_set_from_icon_name (GTK_IMAGE (self->steps[SQ_EXCALIBUR_STEPS]), "sq-sword-symbolic");
  gtk_widget_add_css_class (self->steps[SQ_EXCALIBUR_STEPS], "excalibur");
  update (self);
}

/* Public API */

GtkWidget *
sq_river_view_new (void)
{
  return g_object_new (SQ_TYPE_RIVER_VIEW, NULL);
}

gint
sq_river_view_get_position (SqRiverView *self)
{
  g_return_val_if_fail (SQ_IS_RIVER_VIEW (self), 0);

  return self->position;
}

/**
 * sq_river_view_set_position:
 * @position: -5 (the Evil end) to +5 (the knights' end)
 */
void
sq_river_view_set_position (SqRiverView *self,
                            gint         position)
{
  g_return_if_fail (SQ_IS_RIVER_VIEW (self));

  position = CLAMP (position, -SQ_EXCALIBUR_STEPS, SQ_EXCALIBUR_STEPS);
  if (position == self->position)
    return;

  self->position = position;
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Twelve engine spots in a row, the count beside them. The danger shows
 * three ways, so it never rests on colour alone: the spots grow along the
 * row, the engines change colour by level (classes calm, threat, danger,
 * critical on the "sqsiege" node; see style.css), and the count says it. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-board-private.h"
#include "sq-siege-view.h"
#include "sq-types.h"
#include "sq-tint.h"

/* Struct */

struct _SqSiegeView
{
  GtkWidget  parent_instance;

  GtkWidget *header;
  GtkWidget *count_label;
  GtkWidget *track;
  GtkWidget *engines[SQ_MAX_SIEGE];

  guint      count;
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqSiegeView, sq_siege_view, GTK_TYPE_WIDGET)

/* Properties */

enum
{
  PROP_0,
  PROP_COUNT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Auxiliary functions */

static const char *
level_for (guint count)
{
  if (count >= 10)
    return "critical";
  if (count >= 7)
    return "danger";
  if (count >= 4)
    return "threat";
  return "calm";
}

static void
update (SqSiegeView *self)
{
  static const char *levels[] = { "calm", "threat", "danger", "critical" };
  const char *level = level_for (self->count);
  g_autofree char *value_text = NULL;
  char count_text[16];

  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    sq_board_toggle_class (GTK_WIDGET (self), levels[i], g_str_equal (levels[i], level));

  for (guint i = 0; i < SQ_MAX_SIEGE; i++)
    {
      gboolean filled = i < self->count;

      if (filled == gtk_widget_has_css_class (self->engines[i], "filled"))
        continue;
      sq_board_toggle_class (self->engines[i], "filled", filled);
      gtk_image_set_from_icon_name (GTK_IMAGE (self->engines[i]),
                                    filled ? "sq-siege-engine-symbolic" : "sq-siege-slot-symbolic");
    }

  /* Translators: siege engines around Camelot, "7/12"; the game is lost
   * at 12 */
  g_snprintf (count_text, sizeof count_text, C_("siege count", "%u/%u"),
              self->count, SQ_MAX_SIEGE);
  gtk_label_set_text (GTK_LABEL (self->count_label), count_text);

  /* Translators: spoken value of the siege meter */
  value_text = g_strdup_printf (ngettext ("%u siege engine of 12",
                                          "%u siege engines of 12", self->count),
                                self->count);
  sq_board_set_a11y_value (GTK_WIDGET (self), self->count, 0, SQ_MAX_SIEGE, value_text);
}

/* GObject overrides */

static void
sq_siege_view_dispose (GObject *object)
{
  SqSiegeView *self = SQ_SIEGE_VIEW (object);

  g_clear_pointer (&self->header, gtk_widget_unparent);
  g_clear_pointer (&self->track, gtk_widget_unparent);

  G_OBJECT_CLASS (sq_siege_view_parent_class)->dispose (object);
}

static void
sq_siege_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SqSiegeView *self = SQ_SIEGE_VIEW (object);

  switch (prop_id)
    {
    case PROP_COUNT:
      g_value_set_uint (value, self->count);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_siege_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SqSiegeView *self = SQ_SIEGE_VIEW (object);

  switch (prop_id)
    {
    case PROP_COUNT:
      sq_siege_view_set_count (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_siege_view_class_init (SqSiegeViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* its icons in their colour once, not at every frame */
  widget_class->snapshot = sq_tint_snapshot_children;

  object_class->dispose = sq_siege_view_dispose;
  object_class->get_property = sq_siege_view_get_property;
  object_class->set_property = sq_siege_view_set_property;

  properties[PROP_COUNT] =
    g_param_spec_uint ("count", NULL, NULL,
                       0, SQ_MAX_SIEGE, 0,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "sqsiege");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_METER);
}

static void
sq_siege_view_init (SqSiegeView *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));
  GtkWidget *title;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 4);

  self->header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_parent (self->header, GTK_WIDGET (self));

  /* Translators: heading of the siege track around Camelot */
  title = gtk_label_new (_("Siege Engines"));
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (self->header), title);

  self->count_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->count_label, "count");
  gtk_widget_add_css_class (self->count_label, "numeric");
  gtk_box_append (GTK_BOX (self->header), self->count_label);

  /* the meter speaks for its parts */
  sq_board_hide_from_a11y (self->header);

  self->track = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  gtk_widget_add_css_class (self->track, "track");
  gtk_widget_set_parent (self->track, GTK_WIDGET (self));
  sq_board_hide_from_a11y (self->track);

  for (guint i = 0; i < SQ_MAX_SIEGE; i++)
    {
      /* the spots grow towards the twelfth: the end is near, visibly
       * (their sizes are in style.css, larger in presentation mode) */
      self->engines[i] = gtk_image_new_from_icon_name ("sq-siege-slot-symbolic");
      gtk_widget_set_valign (self->engines[i], GTK_ALIGN_END);
      gtk_widget_set_hexpand (self->engines[i], TRUE);
      gtk_widget_add_css_class (self->engines[i], "engine");
      gtk_box_append (GTK_BOX (self->track), self->engines[i]);
    }

  sq_board_set_a11y_text (GTK_WIDGET (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                          /* Translators: accessible name of the siege meter */
                          _("Siege engines around Camelot"));
  sq_board_set_a11y_text (GTK_WIDGET (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                          /* Translators: accessible description of the siege meter */
                          _("Camelot falls at the twelfth siege engine"));
  update (self);
}

/* Public API */

GtkWidget *
sq_siege_view_new (void)
{
  return g_object_new (SQ_TYPE_SIEGE_VIEW, NULL);
}

guint
sq_siege_view_get_count (SqSiegeView *self)
{
  g_return_val_if_fail (SQ_IS_SIEGE_VIEW (self), 0);

  return self->count;
}

void
sq_siege_view_set_count (SqSiegeView *self,
                         guint        count)
{
  g_return_if_fail (SQ_IS_SIEGE_VIEW (self));

  count = MIN (count, SQ_MAX_SIEGE);
  if (count == self->count)
    return;

  self->count = count;
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COUNT]);
}

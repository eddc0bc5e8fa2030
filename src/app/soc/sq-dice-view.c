/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The eight-sided die. The widget never picks a number: in virtual mode it
 * asks for a roll ("roll") and the engine's result comes back through
 * sq_dice_view_show_result(), which spins the die for a moment; in
 * physical mode the table enters its own roll ("entered"). */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-dice-view.h"
#include "sq-tooltip.h"

#define N_FACES     8
#define ROLL_MS     600
#define ROLL_STEPS  12  /* faces flashing by during a roll */

/* Struct */

struct _SqDiceView
{
  GtkWidget        parent_instance;

  AdwAnimation    *animation;
  guint            value;       /* 1..8, 0 before any roll */
  guint            shown;       /* the face on screen, also mid-roll */
  double           angle;       /* radians, mid-roll only */
  gboolean         physical;
  gboolean         rolling;

  /* Template widgets */
  GtkWidget       *die;
  GtkDrawingArea  *die_area;
  GtkLabel        *die_label;
  GtkStack        *mode_stack;
  GtkGrid         *number_grid;
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqDiceView, sq_dice_view, GTK_TYPE_WIDGET)

/* Properties and signals */

enum
{
  PROP_0,
  PROP_PHYSICAL,
  PROP_VALUE,
  PROP_ROLLING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_ROLL,
  SIGNAL_ENTERED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Auxiliary functions */

static void
show_face (SqDiceView *self,
           guint       face)
{
  char text[4];

  g_assert (face <= N_FACES);

  if (face == self->shown)
    return;

  self->shown = face;
  if (face == 0)
    g_strlcpy (text, "?", sizeof text);
  else
    g_snprintf (text, sizeof text, "%u", face);
  gtk_label_set_label (self->die_label, text);
}

static void
update_accessible (SqDiceView *self)
{
  g_autofree char *label = NULL;

  g_assert (SQ_IS_DICE_VIEW (self));

  if (self->rolling)
    label = g_strdup (_("Rolling the die…"));
  else if (self->value == 0)
    label = g_strdup (_("The die has not been rolled yet"));
  else
    /* Translators: Accessible name of the eight-sided die after a roll;
     * %u is the result, 1 to 8 */
    label = g_strdup_printf (_("The die shows %u"), self->value);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->die),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

static void
set_rolling (SqDiceView *self,
             gboolean    rolling)
{
  g_assert (SQ_IS_DICE_VIEW (self));

  if (self->rolling == rolling)
    return;

  self->rolling = rolling;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dice.roll", !rolling);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dice.enter", !rolling);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROLLING]);
}

/* Ends a roll, or shows a value without one. */
static void
settle (SqDiceView *self)
{
  g_assert (SQ_IS_DICE_VIEW (self));

  self->angle = 0;
  show_face (self, self->value);
  set_rolling (self, FALSE);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->die_area));
}

static void
set_value (SqDiceView *self,
           guint       value)
{
  g_assert (value <= N_FACES);

  if (self->value == value)
    return;

  self->value = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALUE]);
}

static void
draw_octagon (cairo_t *cr,
              double   cx,
              double   cy,
              double   radius,
              double   angle)
{
  /* cos and sin of pi/8 and 3pi/8: the corners of an octagon with a flat
   * edge on top, like a die lying on the table (no libm needed) */
  static const double corner[8][2] = {
    { 0.92388, 0.38268 }, { 0.38268, 0.92388 }, { -0.38268, 0.92388 }, { -0.92388, 0.38268 },
    { -0.92388, -0.38268 }, { -0.38268, -0.92388 }, { 0.38268, -0.92388 }, { 0.92388, -0.38268 },
  };

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, angle);
  cairo_move_to (cr, radius * corner[0][0], radius * corner[0][1]);
  for (guint i = 1; i < G_N_ELEMENTS (corner); i++)
    cairo_line_to (cr, radius * corner[i][0], radius * corner[i][1]);
  cairo_close_path (cr);
  cairo_restore (cr);
}

/* Callbacks */

static void
on_die_area_draw_cb (GtkDrawingArea *area,
                     cairo_t        *cr,
                     int             width,
                     int             height,
                     gpointer        user_data)
{
  SqDiceView *self = SQ_DICE_VIEW (user_data);
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (area));
  GdkRGBA fill = { 0.21, 0.52, 0.89, 1.0 };
  GdkRGBA edge;
  double radius = MIN (width, height) / 2.0 - 2;

  /* The named colour follows the accent and the dark style; the fallback
   * is libadwaita's default blue. */
  gtk_style_context_lookup_color (context, "accent_bg_color", &fill);
  gtk_style_context_get_color (context, &edge);

  draw_octagon (cr, width / 2.0, height / 2.0, radius, self->angle);
  gdk_cairo_set_source_rgba (cr, &fill);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 2);
  cairo_set_source_rgba (cr, edge.red, edge.green, edge.blue, 0.15);
  cairo_stroke (cr);

  /* an inner facet, so it reads as a die and not a stop sign */
  draw_octagon (cr, width / 2.0, height / 2.0, radius * 0.72, self->angle);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.12);
  cairo_fill (cr);
}

static void
on_animation_value_cb (double   t,
                       gpointer user_data)
{
  SqDiceView *self = SQ_DICE_VIEW (user_data);
  guint step = MIN ((guint) (t * ROLL_STEPS), ROLL_STEPS);
  guint left = ROLL_STEPS - step;

  /* adw_animation_reset() rewinds to 0 outside a roll: nothing to show */
  if (!self->rolling)
    return;

  /* 3 is prime to 8: every step shows another face, the last one the
   * result. */
  show_face (self, 1 + (self->value - 1 + 3 * left) % N_FACES);
  self->angle = (1.0 - t) * 3 * G_PI;
  gtk_widget_queue_draw (GTK_WIDGET (self->die_area));
}

static void
on_animation_done_cb (AdwAnimation *animation,
                      SqDiceView   *self)
{
  settle (self);
}

static void
dice_roll_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  SqDiceView *self = SQ_DICE_VIEW (widget);

  if (self->rolling || self->physical)
    return;

  g_signal_emit (self, signals[SIGNAL_ROLL], 0);
}

static void
dice_enter_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  SqDiceView *self = SQ_DICE_VIEW (widget);
  guint value = g_variant_get_uint32 (parameter);

  g_return_if_fail (value >= 1 && value <= N_FACES);

  if (self->rolling)
    return;

  set_value (self, value);
  settle (self);

  g_signal_emit (self, signals[SIGNAL_ENTERED], 0, value);
}

/* GObject overrides */

static void
sq_dice_view_dispose (GObject *object)
{
  SqDiceView *self = SQ_DICE_VIEW (object);
  GtkWidget *child;

  if (self->animation != NULL)
    adw_animation_reset (self->animation);
  g_clear_object (&self->animation);

  gtk_widget_dispose_template (GTK_WIDGET (self), SQ_TYPE_DICE_VIEW);
  /* the template's outer box has no id */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (sq_dice_view_parent_class)->dispose (object);
}

static void
sq_dice_view_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  SqDiceView *self = SQ_DICE_VIEW (object);

  switch (prop_id)
    {
    case PROP_PHYSICAL:
      g_value_set_boolean (value, self->physical);
      break;

    case PROP_VALUE:
      g_value_set_uint (value, self->value);
      break;

    case PROP_ROLLING:
      g_value_set_boolean (value, self->rolling);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_dice_view_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  SqDiceView *self = SQ_DICE_VIEW (object);

  switch (prop_id)
    {
    case PROP_PHYSICAL:
      sq_dice_view_set_physical (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_dice_view_class_init (SqDiceViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_dice_view_dispose;
  object_class->get_property = sq_dice_view_get_property;
  object_class->set_property = sq_dice_view_set_property;

  /**
   * SqDiceView:physical:
   *
   * Whether the table rolls its own die and enters the result.
   */
  properties[PROP_PHYSICAL] =
    g_param_spec_boolean ("physical", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * SqDiceView:value:
   *
   * The last result, 1 to 8; 0 before any roll. During a roll it is
   * already the result the die will settle on.
   */
  properties[PROP_VALUE] =
    g_param_spec_uint ("value", NULL, NULL,
                       0, N_FACES, 0,
                       (G_PARAM_READABLE |
                        G_PARAM_EXPLICIT_NOTIFY |
                        G_PARAM_STATIC_STRINGS));

  /**
   * SqDiceView:rolling:
   *
   * Whether the roll animation is playing.
   */
  properties[PROP_ROLLING] =
    g_param_spec_boolean ("rolling", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SqDiceView::roll:
   *
   * The player asked for a virtual roll: ask the engine for the value and
   * pass it to sq_dice_view_show_result().
   */
  signals[SIGNAL_ROLL] =
    g_signal_new ("roll",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * SqDiceView::entered:
   * @value: what the table's die shows, 1 to 8
   *
   * The table entered the result of its own roll.
   */
  signals[SIGNAL_ENTERED] =
    g_signal_new ("entered",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_install_action (widget_class, "dice.roll", NULL, dice_roll_action);
  gtk_widget_class_install_action (widget_class, "dice.enter", "u", dice_enter_action);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-dice-view.ui");
  gtk_widget_class_bind_template_child (widget_class, SqDiceView, die);
  gtk_widget_class_bind_template_child (widget_class, SqDiceView, die_area);
  gtk_widget_class_bind_template_child (widget_class, SqDiceView, die_label);
  gtk_widget_class_bind_template_child (widget_class, SqDiceView, mode_stack);
  gtk_widget_class_bind_template_child (widget_class, SqDiceView, number_grid);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "sq-dice-view");
}

/* Its buttons follow the die: insensitive while it only shows a result,
 * so that they say so to assistive technologies too (a button under an
 * insensitive parent is still announced as enabled). */
static void
on_sensitive_cb (SqDiceView *self)
{
  gboolean on = gtk_widget_get_sensitive (GTK_WIDGET (self));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dice.roll", on);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dice.enter", on);
}

static void
sq_dice_view_init (SqDiceView *self)
{
  AdwAnimationTarget *target;

  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_drawing_area_set_draw_func (self->die_area, on_die_area_draw_cb, self, NULL);

  for (guint i = 1; i <= N_FACES; i++)
    {
      g_autofree char *label = g_strdup_printf ("%u", i);
      g_autofree char *name = NULL;
      GtkWidget *button = gtk_button_new_with_label (label);

      /* Translators: Accessible name and tooltip of the buttons 1 to 8 that
       * enter the table's roll of the eight-sided die; %u is the number */
      name = g_strdup_printf (_("Enter a roll of %u"), i);
      sq_tooltip_set_text (button, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "dice.enter");
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button),
                                              g_variant_new_uint32 (i));
      gtk_widget_set_size_request (button, 56, 56);
      gtk_widget_add_css_class (button, "circular");
      gtk_widget_add_css_class (button, "title-3");
      gtk_grid_attach (self->number_grid, button, (i - 1) % 4, (i - 1) / 4, 1, 1);
    }

  target = adw_callback_animation_target_new (on_animation_value_cb, self, NULL);
  self->animation = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, ROLL_MS, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_EASE_OUT_CUBIC);
  g_signal_connect_object (self->animation, "done",
                           G_CALLBACK (on_animation_done_cb), self,
                           G_CONNECT_DEFAULT);

  update_accessible (self);
  g_signal_connect (self, "notify::sensitive", G_CALLBACK (on_sensitive_cb), NULL);
}

/* Public API */

/**
 * sq_dice_view_new:
 *
 * Returns: (transfer floating): a new #SqDiceView in virtual mode
 */
GtkWidget *
sq_dice_view_new (void)
{
  return g_object_new (SQ_TYPE_DICE_VIEW, NULL);
}

gboolean
sq_dice_view_get_physical (SqDiceView *self)
{
  g_return_val_if_fail (SQ_IS_DICE_VIEW (self), FALSE);

  return self->physical;
}

/**
 * sq_dice_view_set_physical:
 * @physical: %TRUE for the buttons 1 to 8, %FALSE for the Roll button
 */
void
sq_dice_view_set_physical (SqDiceView *self,
                           gboolean    physical)
{
  g_return_if_fail (SQ_IS_DICE_VIEW (self));

  physical = !!physical;
  if (self->physical == physical)
    return;

  self->physical = physical;
  gtk_stack_set_visible_child_name (self->mode_stack, physical ? "physical" : "virtual");

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHYSICAL]);
}

guint
sq_dice_view_get_value (SqDiceView *self)
{
  g_return_val_if_fail (SQ_IS_DICE_VIEW (self), 0);

  return self->value;
}

gboolean
sq_dice_view_get_rolling (SqDiceView *self)
{
  g_return_val_if_fail (SQ_IS_DICE_VIEW (self), FALSE);

  return self->rolling;
}

/**
 * sq_dice_view_show_result:
 * @value: the engine's roll, 1 to 8
 *
 * Rolls the die on screen for a moment and settles on @value. Without
 * animations (gtk-enable-animations), when the widget is not on screen or
 * in physical mode, where the table has already rolled, @value shows at
 * once.
 */
void
sq_dice_view_show_result (SqDiceView *self,
                          guint       value)
{
  g_return_if_fail (SQ_IS_DICE_VIEW (self));
  g_return_if_fail (value >= 1 && value <= N_FACES);

  adw_animation_reset (self->animation);
  set_value (self, value);

  if (self->physical || !adw_get_enable_animations (GTK_WIDGET (self)))
    {
      settle (self);
      return;
    }

  set_rolling (self, TRUE);
  update_accessible (self);
  /* Settles through on_animation_done_cb(), at once when unmapped. */
  adw_animation_play (self->animation);
}

/**
 * sq_dice_view_clear:
 *
 * Forgets the last result: the die shows no number.
 */
void
sq_dice_view_clear (SqDiceView *self)
{
  g_return_if_fail (SQ_IS_DICE_VIEW (self));

  adw_animation_reset (self->animation);
  set_value (self, 0);
  settle (self);
}

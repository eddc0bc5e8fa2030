/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* SqReveal: the one way a secret reaches the shared screen. A button the
 * player holds (mouse, finger, Space or Enter) with a stage above it; the
 * secret child is parented to the stage only while it is shown, so while
 * hidden it is in neither the widget tree nor the accessibility tree.
 *
 * It hides when the press ends, when the button loses focus, when the
 * widget is unmapped (window hidden, page changed), when the window stops
 * being the active one, and when sq_reveal_conceal() is called (after
 * every action). Nothing hides it on a timer.
 *
 * A pointer press is handled by a capture-phase drag gesture, never by the
 * button's "clicked": that arrives after the release and would show the
 * secret again. Assistive technologies cannot hold, so their "click"
 * (the button's "activate" signal) toggles. In toggle mode a click shows
 * and the next click, or any of the hide triggers, hides. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-reveal.h"
#include "sq-reveal-pick.h"

/* Struct */

struct _SqReveal
{
  GtkWidget         parent_instance;

  GtkWidget        *child;         /* owned; parented only while revealed */
  GtkWidget        *placeholder;   /* parented to the stage for good */
  char             *label;
  gboolean          toggle;
  gboolean          revealed;
  gboolean          pointer_held;
  gboolean          key_held;
  gboolean          key_down;      /* a hold key is down, hidden or not */
  GtkWidget        *pick_area;     /* not owned: choices picked while held */

  GtkWindow        *window;        /* not owned: the root while rooted */
  gulong            active_handler;
  gulong            focus_handler;
  gboolean          button_focused;

  /* Template widgets */
  GtkBox           *stage;
  GtkButton        *button;
  AdwButtonContent *button_content;
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqReveal, sq_reveal, GTK_TYPE_WIDGET)

/* Properties */

enum
{
  PROP_0,
  PROP_CHILD,
  PROP_PLACEHOLDER,
  PROP_LABEL,
  PROP_TOGGLE,
  PROP_REVEALED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Auxiliary functions */

static gboolean
is_hold_key (guint keyval)
{
  switch (keyval)
    {
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
    case GDK_KEY_Return:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_KP_Enter:
      return TRUE;

    default:
      return FALSE;
    }
}

static void
update_stage (SqReveal *self)
{
  g_assert (SQ_IS_REVEAL (self));

  if (self->placeholder != NULL)
    gtk_widget_set_visible (self->placeholder, !self->revealed);
  gtk_widget_set_visible (GTK_WIDGET (self->stage),
                          self->revealed || self->placeholder != NULL);
}

static void
update_description (SqReveal *self)
{
  const char *description;

  g_assert (SQ_IS_REVEAL (self));

  if (self->toggle)
    /* Translators: Accessible description of a button that shows a secret
     * card when pressed once and hides it when pressed again */
    description = _("Press to show the secret and press again to hide it. "
                    "It also hides when you leave the button.");
  else
    /* Translators: Accessible description of the “Press and Hold to See”
     * button; a screen reader cannot hold, so its click shows the secret
     * until the next click */
    description = _("Hold the button, Space or Enter to see the secret; "
                    "it hides again when you let go. A screen reader’s "
                    "click shows it until the next click.");

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

static void
set_revealed (SqReveal *self,
              gboolean  revealed)
{
  g_assert (SQ_IS_REVEAL (self));

  revealed = !!revealed;
  if (revealed && self->child == NULL)
    revealed = FALSE;
  if (self->revealed == revealed)
    return;

  self->revealed = revealed;
  if (revealed)
    {
      gtk_box_append (self->stage, self->child);
      gtk_widget_set_state_flags (GTK_WIDGET (self->button), GTK_STATE_FLAG_ACTIVE, FALSE);
    }
  else
    {
      /* our reference keeps the child alive, out of every tree */
      gtk_box_remove (self->stage, self->child);
      gtk_widget_unset_state_flags (GTK_WIDGET (self->button), GTK_STATE_FLAG_ACTIVE);
      self->pointer_held = FALSE;
      self->key_held = FALSE;
    }
  update_stage (self);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->button),
                               GTK_ACCESSIBLE_STATE_PRESSED,
                               revealed ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE,
                               -1);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEALED]);
}

/* Callbacks */

/* A press claims the pointer or touch at once, before the button's own
 * click gesture or a scrolled window's pan can take it. */
static void
on_hold_gesture_begin_cb (GtkGesture       *gesture,
                          GdkEventSequence *sequence,
                          SqReveal         *self)
{
  if (self->toggle)
    return;

  gtk_gesture_set_state (gesture, GTK_EVENT_SEQUENCE_CLAIMED);
  self->pointer_held = TRUE;
  set_revealed (self, TRUE);
}

/* Letting go over a choice of the pick area presses it, while the
 * secret is still on show; then it hides. */
static void
on_hold_gesture_end_cb (GtkGesture       *gesture,
                        GdkEventSequence *sequence,
                        SqReveal         *self)
{
  double x;
  double y;
  double dx;
  double dy;

  if (!self->pointer_held)
    return;

  self->pointer_held = FALSE;
  if (self->revealed && self->pick_area != NULL &&
      gtk_gesture_drag_get_start_point (GTK_GESTURE_DRAG (gesture), &x, &y) &&
      gtk_gesture_drag_get_offset (GTK_GESTURE_DRAG (gesture), &dx, &dy))
    sq_reveal_pick_press (sq_reveal_pick_at (self->pick_area, GTK_WIDGET (self->button),
                                             x + dx, y + dy));
  set_revealed (self, FALSE);
}

/* Holding Space or Enter, a digit presses that choice of the pick area. */
static gboolean
pick_digit (SqReveal *self,
            guint     keyval)
{
  guint n;

  if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_9)
    n = keyval - GDK_KEY_1;
  else if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_9)
    n = keyval - GDK_KEY_KP_1;
  else
    return FALSE;
  if (!self->revealed || !self->key_held || self->pick_area == NULL)
    return FALSE;
  sq_reveal_pick_press (sq_reveal_pick_nth (self->pick_area, n));
  return TRUE;
}

static gboolean
on_hold_key_pressed_cb (GtkEventControllerKey *controller,
                        guint                  keyval,
                        guint                  keycode,
                        GdkModifierType        state,
                        SqReveal              *self)
{
  if (!self->toggle && pick_digit (self, keyval))
    return GDK_EVENT_STOP;
  if (self->toggle || !is_hold_key (keyval))
    return GDK_EVENT_PROPAGATE;

  /* Auto-repeat presses again while the key is held: nothing changes,
   * and a secret hidden meanwhile (after an action) stays hidden until
   * the key is released and pressed anew. */
  if (self->key_down)
    return GDK_EVENT_STOP;
  self->key_down = TRUE;
  if (self->window != NULL)
    sq_reveal_pick_guard (GTK_WIDGET (self->window), GTK_WIDGET (self->button), keyval);
  set_revealed (self, TRUE);
  self->key_held = self->revealed;

  return GDK_EVENT_STOP;
}

static void
on_hold_key_released_cb (GtkEventControllerKey *controller,
                         guint                  keyval,
                         guint                  keycode,
                         GdkModifierType        state,
                         SqReveal              *self)
{
  if (!self->toggle && is_hold_key (keyval))
    {
      self->key_down = FALSE;
      set_revealed (self, FALSE);
    }
}

static gboolean
check_focus_cb (gpointer data)
{
  SqReveal *self = data;
  GtkWidget *focus = self->window != NULL ? gtk_root_get_focus (GTK_ROOT (self->window)) : NULL;

  if (focus == NULL || self->pick_area == NULL || self->key_held || self->pointer_held ||
      (focus != GTK_WIDGET (self->button) && !gtk_widget_is_ancestor (focus, self->pick_area)))
    if (focus != GTK_WIDGET (self->button))
      set_revealed (self, FALSE);
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

/* The button's focus moving away (Tab, another window) would swallow the
 * key release; a screen reader's toggle may move into the pick area. (A
 * focus controller would hear only the active window's changes.) */
static void
on_window_focus_widget_cb (GtkWindow  *window,
                           GParamSpec *pspec,
                           SqReveal   *self)
{
  gboolean had = self->button_focused;

  self->button_focused = gtk_window_get_focus (window) == GTK_WIDGET (self->button);
  if (self->button_focused || !had)
    return;
  /* the rest of a held key goes elsewhere now, and the guard swallows it */
  self->key_down = FALSE;
  /* never at once: the focus may be moving to a choice that hiding
   * would take away under it */
  if (self->revealed)
    g_idle_add (check_focus_cb, g_object_ref (self));
}

/* In hold mode pointer presses and keys never get here: the gesture and
 * the key controller stop them first. What does is an assistive
 * technology's "click", which cannot hold, so it toggles. */
static void
on_button_activate_cb (SqReveal *self)
{
  if (!self->toggle)
    set_revealed (self, !self->revealed);
}

/* In hold mode "clicked" is ignored: it comes after the release (and
 * after an activation), so acting on it would show the secret again. */
static void
on_button_clicked_cb (SqReveal *self)
{
  if (self->toggle)
    set_revealed (self, !self->revealed);
}

static void
on_window_is_active_cb (GtkWindow  *window,
                        GParamSpec *pspec,
                        SqReveal   *self)
{
  if (!gtk_window_is_active (window))
    set_revealed (self, FALSE);
}

/* GtkWidget overrides */

static void
sq_reveal_root (GtkWidget *widget)
{
  SqReveal *self = SQ_REVEAL (widget);
  GtkRoot *root;

  GTK_WIDGET_CLASS (sq_reveal_parent_class)->root (widget);

  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    {
      self->window = GTK_WINDOW (root);
      self->active_handler = g_signal_connect (root, "notify::is-active",
                                               G_CALLBACK (on_window_is_active_cb), self);
      self->focus_handler = g_signal_connect (root, "notify::focus-widget",
                                              G_CALLBACK (on_window_focus_widget_cb), self);
      self->button_focused = gtk_window_get_focus (GTK_WINDOW (root)) == GTK_WIDGET (self->button);
    }
}

static void
sq_reveal_unroot (GtkWidget *widget)
{
  SqReveal *self = SQ_REVEAL (widget);

  set_revealed (self, FALSE);
  if (self->window != NULL)
    {
      g_clear_signal_handler (&self->active_handler, self->window);
      g_clear_signal_handler (&self->focus_handler, self->window);
    }
  self->window = NULL;

  GTK_WIDGET_CLASS (sq_reveal_parent_class)->unroot (widget);
}

static void
sq_reveal_unmap (GtkWidget *widget)
{
  /* out of sight, the rest of a held key goes elsewhere */
  SQ_REVEAL (widget)->key_down = FALSE;
  set_revealed (SQ_REVEAL (widget), FALSE);

  GTK_WIDGET_CLASS (sq_reveal_parent_class)->unmap (widget);
}

/* GObject overrides */

static void
sq_reveal_dispose (GObject *object)
{
  SqReveal *self = SQ_REVEAL (object);

  set_revealed (self, FALSE);
  g_clear_object (&self->child);
  self->placeholder = NULL;

  gtk_widget_dispose_template (GTK_WIDGET (self), SQ_TYPE_REVEAL);

  G_OBJECT_CLASS (sq_reveal_parent_class)->dispose (object);
}

static void
sq_reveal_finalize (GObject *object)
{
  SqReveal *self = SQ_REVEAL (object);

  g_free (self->label);

  G_OBJECT_CLASS (sq_reveal_parent_class)->finalize (object);
}

static void
sq_reveal_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  SqReveal *self = SQ_REVEAL (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      g_value_set_object (value, self->child);
      break;

    case PROP_PLACEHOLDER:
      g_value_set_object (value, self->placeholder);
      break;

    case PROP_LABEL:
      g_value_set_string (value, self->label);
      break;

    case PROP_TOGGLE:
      g_value_set_boolean (value, self->toggle);
      break;

    case PROP_REVEALED:
      g_value_set_boolean (value, self->revealed);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_reveal_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  SqReveal *self = SQ_REVEAL (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      sq_reveal_set_child (self, g_value_get_object (value));
      break;

    case PROP_PLACEHOLDER:
      sq_reveal_set_placeholder (self, g_value_get_object (value));
      break;

    case PROP_LABEL:
      sq_reveal_set_label (self, g_value_get_string (value));
      break;

    case PROP_TOGGLE:
      sq_reveal_set_toggle (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_reveal_class_init (SqRevealClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_reveal_dispose;
  object_class->finalize = sq_reveal_finalize;
  object_class->get_property = sq_reveal_get_property;
  object_class->set_property = sq_reveal_set_property;

  widget_class->root = sq_reveal_root;
  widget_class->unroot = sq_reveal_unroot;
  widget_class->unmap = sq_reveal_unmap;

  /**
   * SqReveal:child:
   *
   * The secret. It is in the widget tree only while it is shown.
   */
  properties[PROP_CHILD] =
    g_param_spec_object ("child", NULL, NULL,
                         GTK_TYPE_WIDGET,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * SqReveal:placeholder:
   *
   * Shown in the secret's place while it is hidden, e.g. a card back.
   * It must not tell anything about the secret.
   */
  properties[PROP_PLACEHOLDER] =
    g_param_spec_object ("placeholder", NULL, NULL,
                         GTK_TYPE_WIDGET,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * SqReveal:label:
   *
   * The button's text, public, e.g. “Press and Hold to See”.
   */
  properties[PROP_LABEL] =
    g_param_spec_string ("label", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * SqReveal:toggle:
   *
   * %FALSE (the default): the secret shows while the button is held.
   * %TRUE: a press shows it and the next press hides it.
   */
  properties[PROP_TOGGLE] =
    g_param_spec_boolean ("toggle", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * SqReveal:revealed:
   *
   * Whether the secret is on screen.
   */
  properties[PROP_REVEALED] =
    g_param_spec_boolean ("revealed", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-reveal.ui");
  gtk_widget_class_bind_template_child (widget_class, SqReveal, button);
  gtk_widget_class_bind_template_child (widget_class, SqReveal, button_content);
  gtk_widget_class_bind_template_child (widget_class, SqReveal, stage);
  gtk_widget_class_bind_template_callback (widget_class, on_button_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_button_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_hold_gesture_begin_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_hold_gesture_end_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_hold_key_pressed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_hold_key_released_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "sq-reveal");
}

static void
sq_reveal_init (SqReveal *self)
{
  GtkLayoutManager *layout;

  gtk_widget_init_template (GTK_WIDGET (self));

  layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 18);

  /* Translators: Button the player keeps pressed to see a secret card;
   * it hides again on release */
  sq_reveal_set_label (self, _("Press and Hold to See"));
  update_description (self);
  update_stage (self);
}

/* Public API */

/**
 * sq_reveal_new:
 *
 * Returns: (transfer floating): a new #SqReveal, hidden, in hold mode
 */
GtkWidget *
sq_reveal_new (void)
{
  return g_object_new (SQ_TYPE_REVEAL, NULL);
}

/**
 * sq_reveal_set_child:
 * @child: (nullable) (transfer floating): the secret; it must have no
 *   parent
 *
 * Replaces the secret. If the old one was on screen the new one is.
 */
void
sq_reveal_set_child (SqReveal  *self,
                     GtkWidget *child)
{
  gboolean was_revealed;

  g_return_if_fail (SQ_IS_REVEAL (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));
  g_return_if_fail (child == NULL || gtk_widget_get_parent (child) == NULL);

  if (self->child == child)
    return;

  was_revealed = self->revealed;
  if (was_revealed)
    gtk_box_remove (self->stage, self->child);
  g_clear_object (&self->child);
  if (child != NULL)
    self->child = g_object_ref_sink (child);

  if (was_revealed && self->child != NULL)
    gtk_box_append (self->stage, self->child);
  else if (was_revealed)
    {
      /* nothing left to show */
      self->revealed = FALSE;
      self->pointer_held = FALSE;
      gtk_widget_unset_state_flags (GTK_WIDGET (self->button), GTK_STATE_FLAG_ACTIVE);
      update_stage (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEALED]);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHILD]);
}

/**
 * sq_reveal_get_child:
 *
 * Returns: (transfer none) (nullable): the secret, whether shown or not
 */
GtkWidget *
sq_reveal_get_child (SqReveal *self)
{
  g_return_val_if_fail (SQ_IS_REVEAL (self), NULL);

  return self->child;
}

/**
 * sq_reveal_set_placeholder:
 * @placeholder: (nullable) (transfer floating): what stands in the
 *   secret's place while it is hidden, e.g. a card back; public
 */
void
sq_reveal_set_placeholder (SqReveal  *self,
                           GtkWidget *placeholder)
{
  g_return_if_fail (SQ_IS_REVEAL (self));
  g_return_if_fail (placeholder == NULL || GTK_IS_WIDGET (placeholder));
  g_return_if_fail (placeholder == NULL || gtk_widget_get_parent (placeholder) == NULL);

  if (self->placeholder == placeholder)
    return;

  if (self->placeholder != NULL)
    gtk_box_remove (self->stage, self->placeholder);
  self->placeholder = placeholder;
  if (placeholder != NULL)
    gtk_box_prepend (self->stage, placeholder);
  update_stage (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLACEHOLDER]);
}

/**
 * sq_reveal_get_placeholder:
 *
 * Returns: (transfer none) (nullable): the placeholder
 */
GtkWidget *
sq_reveal_get_placeholder (SqReveal *self)
{
  g_return_val_if_fail (SQ_IS_REVEAL (self), NULL);

  return self->placeholder;
}

/**
 * sq_reveal_set_label:
 * @label: the button's public text
 */
void
sq_reveal_set_label (SqReveal   *self,
                     const char *label)
{
  g_return_if_fail (SQ_IS_REVEAL (self));

  if (g_strcmp0 (self->label, label) == 0)
    return;

  g_free (self->label);
  self->label = g_strdup (label);
  adw_button_content_set_label (self->button_content, label != NULL ? label : "");

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LABEL]);
}

const char *
sq_reveal_get_label (SqReveal *self)
{
  g_return_val_if_fail (SQ_IS_REVEAL (self), NULL);

  return self->label;
}

/**
 * sq_reveal_set_toggle:
 * @toggle: %TRUE for press to show, press again to hide (a knight's own
 *   hand while he picks cards; a screen reader's user); %FALSE to show
 *   only while held
 *
 * Changing the mode hides the secret.
 */
void
sq_reveal_set_toggle (SqReveal *self,
                      gboolean  toggle)
{
  g_return_if_fail (SQ_IS_REVEAL (self));

  toggle = !!toggle;
  if (self->toggle == toggle)
    return;

  set_revealed (self, FALSE);
  self->toggle = toggle;
  update_description (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOGGLE]);
}

gboolean
sq_reveal_get_toggle (SqReveal *self)
{
  g_return_val_if_fail (SQ_IS_REVEAL (self), FALSE);

  return self->toggle;
}

gboolean
sq_reveal_get_revealed (SqReveal *self)
{
  g_return_val_if_fail (SQ_IS_REVEAL (self), FALSE);

  return self->revealed;
}

/**
 * sq_reveal_conceal:
 *
 * Hides the secret now; call it after every action. A press still held
 * does not show it again until it is released and pressed anew.
 */
void
sq_reveal_conceal (SqReveal *self)
{
  g_return_if_fail (SQ_IS_REVEAL (self));

  set_revealed (self, FALSE);
}

/**
 * sq_reveal_set_pick_area:
 * @area: (nullable): where choices that name the secret are; not owned
 *
 * Letting go of the press over a button of @area presses it, and so does
 * a digit (the first, second … button) while Space or Enter is held.
 */
void
sq_reveal_set_pick_area (SqReveal  *self,
                         GtkWidget *area)
{
  g_return_if_fail (SQ_IS_REVEAL (self));

  self->pick_area = area;
}

/**
 * sq_reveal_get_button:
 *
 * Returns: (transfer none): the button, e.g. to give it focus
 */
GtkWidget *
sq_reveal_get_button (SqReveal *self)
{
  g_return_val_if_fail (SQ_IS_REVEAL (self), NULL);

  return GTK_WIDGET (self->button);
}

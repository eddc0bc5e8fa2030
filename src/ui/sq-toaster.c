/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The window's messages, one at a time, each belonging to a game (its
 * owner) or to none. A game's message goes when the window leaves that
 * game, so that its Undo never shows, nor works, anywhere else.
 *
 * libadwaita 1.2 crashes now and then when a toast is dismissed and the
 * next one added at once, or while it is still sliding in (a hide
 * animation outlives its toast), so the toast on show is rewritten rather
 * than replaced, a new one waits until a dismissed one is gone, and a
 * toast left behind loses its button at once but goes only once it is
 * fully in. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-toaster.h"

struct _SqToaster
{
  GObject          parent_instance;

  AdwToastOverlay *overlay;        /* weak */
  AdwToast        *toast;          /* weak: the toast on show */
  AdwToast        *hiding;         /* weak: dismissed, not yet released */
  char            *owner;
  gint64           added_at;       /* when the toast on show came */
  guint            dismiss_source; /* a dismissal waiting for it to be in */

  /* a message waiting for the dismissed toast to go */
  gboolean         pending;
  char            *pending_title;
  char            *pending_owner;
  char            *pending_label;
  char            *pending_action;
  GVariant        *pending_target;
  guint            pending_idle;
};

G_DEFINE_FINAL_TYPE (SqToaster, sq_toaster, G_TYPE_OBJECT)

/* Longer than libadwaita 1.2 takes to slide a toast in, in milliseconds */
#define SHOW_TIME 600
/* ms: past this, a toast on show is not rewritten (AdwToast's own
 * timeout is 5 s) */
#define REWRITE_TIME 3000

/* Auxiliary functions */

static void
clear_pending (SqToaster *self)
{
  self->pending = FALSE;
  g_clear_pointer (&self->pending_title, g_free);
  g_clear_pointer (&self->pending_owner, g_free);
  g_clear_pointer (&self->pending_label, g_free);
  g_clear_pointer (&self->pending_action, g_free);
  g_clear_pointer (&self->pending_target, g_variant_unref);
}

static void
set_button (AdwToast   *toast,
            const char *label,
            const char *action_name,
            GVariant   *target)
{
  /* the button checks the target's type against its action on each
   * change: the target comes first when there is one, last when not */
  if (label != NULL && target != NULL)
    adw_toast_set_action_target_value (toast, target);
  adw_toast_set_action_name (toast, label != NULL ? action_name : NULL);
  if (label == NULL || target == NULL)
    adw_toast_set_action_target_value (toast, NULL);
  adw_toast_set_button_label (toast, label);
}

/* libadwaita 1.2 gives the toast's close button an icon and no name. */
static void
name_close_buttons (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child) &&
          g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (child)), "window-close-symbolic") == 0)
        {
          /* Translators: the button that closes a message at the bottom of the window */
          gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          _("Close the Message"), -1);
          gtk_widget_set_tooltip_text (child, _("Close the Message"));
        }
      name_close_buttons (child);
    }
}

/* libadwaita 1.2 cuts a long message short; at 360 pixels most are, so
 * the message wraps instead. */
static void
wrap_labels (GtkWidget *widget,
             int        max_chars)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      /* the message, not the label of its button */
      if (GTK_IS_BUTTON (child))
        continue;
      if (GTK_IS_LABEL (child))
        {
          gtk_label_set_ellipsize (GTK_LABEL (child), PANGO_ELLIPSIZE_NONE);
          gtk_label_set_wrap (GTK_LABEL (child), TRUE);
          /* at words: GTK measures a label that may break inside words
           * by laying it out about a character a line, which for a
           * message was a third of a tap's layout */
          gtk_label_set_wrap_mode (GTK_LABEL (child), PANGO_WRAP_WORD);
          /* the toast gives a label no more than its natural width:
           * keep that narrow enough for the window, and lines follow */
          gtk_label_set_max_width_chars (GTK_LABEL (child), max_chars);
        }
      wrap_labels (child, max_chars);
    }
}

/* The toast's widget sits beside the overlay's child. */
static void
fix_toast_widgets (SqToaster *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self->overlay));
  /* a phone leaves a message about 24 characters beside its buttons */
  int max_chars = width > 0 && width < 600 ? 24 : 60;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->overlay));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != adw_toast_overlay_get_child (self->overlay))
      {
        name_close_buttons (child);
        wrap_labels (child, max_chars);
      }
}

static void on_toast_dismissed_cb (AdwToast  *toast,
                                   SqToaster *self);

static void
add_toast (SqToaster  *self,
           const char *title,
           const char *owner,
           const char *label,
           const char *action_name,
           GVariant   *target)
{
  AdwToast *toast = adw_toast_new (title);

  set_button (toast, label, action_name, target);
  g_free (self->owner);
  self->owner = g_strdup (owner);
  self->added_at = g_get_monotonic_time ();
  g_set_weak_pointer (&self->toast, toast);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_toast_dismissed_cb), self,
                           G_CONNECT_DEFAULT);
  adw_toast_overlay_add_toast (self->overlay, toast);
  fix_toast_widgets (self);
}

static gboolean
add_pending_cb (gpointer data)
{
  SqToaster *self = data;

  self->pending_idle = 0;
  if (self->pending && self->hiding == NULL && self->overlay != NULL)
    add_toast (self, self->pending_title, self->pending_owner, self->pending_label,
               self->pending_action, self->pending_target);
  clear_pending (self);

  return G_SOURCE_REMOVE;
}

static void
on_hiding_gone_cb (gpointer  data,
                   GObject  *where_the_toast_was)
{
  SqToaster *self = data;

  self->hiding = NULL;
  if (self->pending && self->pending_idle == 0)
    self->pending_idle = g_idle_add (add_pending_cb, self);
}

/* Callbacks */

static void
dismiss_cb (gpointer data)
{
  SqToaster *self = data;

  self->dismiss_source = 0;
  if (self->toast != NULL)
    adw_toast_dismiss (self->toast);
}

static void
on_toast_dismissed_cb (AdwToast  *toast,
                       SqToaster *self)
{
  if (self->toast != toast)
    return;

  g_clear_weak_pointer (&self->toast);
  g_clear_pointer (&self->owner, g_free);
  if (self->hiding != NULL)
    g_object_weak_unref (G_OBJECT (self->hiding), on_hiding_gone_cb, self);
  self->hiding = toast;
  g_object_weak_ref (G_OBJECT (toast), on_hiding_gone_cb, self);
}

/* GObject overrides */

static void
sq_toaster_dispose (GObject *object)
{
  SqToaster *self = SQ_TOASTER (object);

  g_clear_handle_id (&self->pending_idle, g_source_remove);
  g_clear_handle_id (&self->dismiss_source, g_source_remove);
  if (self->hiding != NULL)
    g_object_weak_unref (G_OBJECT (self->hiding), on_hiding_gone_cb, self);
  self->hiding = NULL;
  g_clear_weak_pointer (&self->toast);
  g_clear_weak_pointer (&self->overlay);
  clear_pending (self);

  G_OBJECT_CLASS (sq_toaster_parent_class)->dispose (object);
}

static void
sq_toaster_finalize (GObject *object)
{
  SqToaster *self = SQ_TOASTER (object);

  g_free (self->owner);

  G_OBJECT_CLASS (sq_toaster_parent_class)->finalize (object);
}

static void
sq_toaster_class_init (SqToasterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sq_toaster_dispose;
  object_class->finalize = sq_toaster_finalize;
}

static void
sq_toaster_init (SqToaster *self)
{
}

/* Public API */

/**
 * sq_toaster_new:
 * @overlay: where the messages show
 *
 * Returns: (transfer full): a new #SqToaster
 */
SqToaster *
sq_toaster_new (AdwToastOverlay *overlay)
{
  SqToaster *self;

  g_return_val_if_fail (ADW_IS_TOAST_OVERLAY (overlay), NULL);

  self = g_object_new (SQ_TYPE_TOASTER, NULL);
  g_set_weak_pointer (&self->overlay, overlay);

  return self;
}

/**
 * sq_toaster_show:
 * @self: a #SqToaster
 * @title: the message
 * @owner: (nullable): the game the message belongs to, or %NULL
 * @button_label: (nullable): the label of its button, or %NULL for none
 * @action_name: (nullable): the button's action
 * @action_target: (nullable): the action's parameter
 *
 * Shows @title, taking over the message on show if there is one.
 */
void
sq_toaster_show (SqToaster  *self,
                 const char *title,
                 const char *owner,
                 const char *button_label,
                 const char *action_name,
                 GVariant   *action_target)
{
  g_autoptr(GVariant) target = NULL;

  g_return_if_fail (SQ_IS_TOASTER (self));
  g_return_if_fail (title != NULL);

  if (action_target != NULL)
    target = g_variant_ref_sink (action_target);
  if (self->overlay == NULL)
    return;

  /* a toast's timeout runs from when it came: one near its end would
   * take a new message away at once, so the new one gets its own */
  if (self->toast != NULL &&
      g_get_monotonic_time () - self->added_at > REWRITE_TIME * G_TIME_SPAN_MILLISECOND)
    adw_toast_dismiss (self->toast);

  if (self->toast != NULL)
    {
      /* it shows something new: no longer the one left behind */
      g_clear_handle_id (&self->dismiss_source, g_source_remove);
      adw_toast_set_title (self->toast, title);
      set_button (self->toast, button_label, action_name, target);
      fix_toast_widgets (self);
      g_free (self->owner);
      self->owner = g_strdup (owner);
      return;
    }

  if (self->hiding != NULL)
    {
      clear_pending (self);
      self->pending = TRUE;
      self->pending_title = g_strdup (title);
      self->pending_owner = g_strdup (owner);
      self->pending_label = g_strdup (button_label);
      self->pending_action = g_strdup (action_name);
      self->pending_target = target != NULL ? g_variant_ref (target) : NULL;
      return;
    }

  add_toast (self, title, owner, button_label, action_name, target);
}

/**
 * sq_toaster_leave:
 * @self: a #SqToaster
 * @owner: (nullable): the game now on show, or %NULL for none
 *
 * The window shows @owner's page now: a message of another game goes.
 * Messages that belong to no game stay.
 */
void
sq_toaster_leave (SqToaster  *self,
                  const char *owner)
{
  g_return_if_fail (SQ_IS_TOASTER (self));

  if (self->pending && self->pending_owner != NULL && g_strcmp0 (self->pending_owner, owner) != 0)
    clear_pending (self);
  if (self->toast != NULL && self->owner != NULL && g_strcmp0 (self->owner, owner) != 0)
    {
      gint64 age = g_get_monotonic_time () - self->added_at;

      /* no button of another game's, not for a moment */
      set_button (self->toast, NULL, NULL, NULL);
      g_clear_pointer (&self->owner, g_free);
      g_clear_handle_id (&self->dismiss_source, g_source_remove);
      if (age >= SHOW_TIME * G_TIME_SPAN_MILLISECOND)
        adw_toast_dismiss (self->toast);
      else
        self->dismiss_source = g_timeout_add_once (SHOW_TIME - age / G_TIME_SPAN_MILLISECOND,
                                                   dismiss_cb, self);
    }
}

/**
 * sq_toaster_get_toast:
 * @self: a #SqToaster
 *
 * Returns: (transfer none) (nullable): the toast on show
 */
AdwToast *
sq_toaster_get_toast (SqToaster *self)
{
  g_return_val_if_fail (SQ_IS_TOASTER (self), NULL);

  return self->toast;
}

/**
 * sq_toaster_get_owner:
 * @self: a #SqToaster
 *
 * Returns: (nullable): the game the message on show belongs to
 */
const char *
sq_toaster_get_owner (SqToaster *self)
{
  g_return_val_if_fail (SQ_IS_TOASTER (self), NULL);

  return self->toast != NULL ? self->owner : NULL;
}

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
 * than replaced (and added again, which starts its timeout again), a new
 * one waits until a dismissed one is gone, and a
 * toast left behind loses its button at once but goes only once it is
 * fully in.
 *
 * A message never hides a choice: the widgets that hold choices (the
 * turn panel, the history) are kept clear of it. Each gets an SqToastRoom
 * layout; each time the window is laid out (a toast comes, changes or
 * goes, the window is resized), the toaster looks, in the same frame,
 * where the toasts lie and gives each such widget room at its bottom as high as
 * the part of it the toast covers, so its content ends above the toast
 * and scrolls there; the room goes with the toast. A new message's room
 * is set before that, from where libadwaita will put the toast, so that
 * GTK lays the window out once (sq-toast-place.c). The room never counts
 * in a size request, so the window never grows for it. The toast stays
 * where GNOME users look for it, at the bottom, and nothing else moves. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-after-frame.h"
#include "sq-toast-place.h"
#include "sq-toast-room.h"
#include "sq-toaster.h"
#include "sq-wrap-bin.h"

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

  /* the widgets kept clear of the toasts */
  GPtrArray       *clear;          /* weak GtkWidget pointers, g_new'd slots */
  SqAfterLayout    after_layout;   /* on the overlay's clock while realized */
  int              fitted_width;   /* the overlay's, when the messages were fitted */
  SqToastPlace     place;          /* how the toast lies in its box */
};

G_DEFINE_FINAL_TYPE (SqToaster, sq_toaster, G_TYPE_OBJECT)

/* Longer than libadwaita 1.2 takes to slide a toast in, in milliseconds */
#define SHOW_TIME 600

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

/* libadwaita 1.2 gives the toast's close button an icon and no name.
 * Each button is named once: GTK 4.8 asks the X server where the pointer
 * is for every tooltip set, and the toasts on show are gone through with
 * every message. */
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
          const char *name = _("Close the Message");

          if (g_strcmp0 (gtk_widget_get_tooltip_text (child), name) == 0)
            continue;
          gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          name, -1);
          gtk_widget_set_tooltip_text (child, name);
          continue;
        }
      name_close_buttons (child);
    }
}

/* On a phone a button's words may take two lines ("Ongedaan / maken"),
 * which leaves the message more room */
static void
wrap_button_labels (GtkWidget *widget,
                    gboolean   narrow)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *label = GTK_IS_BUTTON (child) ? gtk_button_get_child (GTK_BUTTON (child)) : NULL;

      if (label != NULL && GTK_IS_LABEL (label))
        {
          gtk_label_set_wrap (GTK_LABEL (label), narrow);
          gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
          gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
          gtk_label_set_max_width_chars (GTK_LABEL (label), narrow ? 8 : -1);
        }
      else if (!GTK_IS_BUTTON (child))
        wrap_button_labels (child, narrow);
    }
}

/* How wide the buttons of a toast are, together */
static int
buttons_width (GtkWidget *widget)
{
  int total = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int natural = 0;

      if (!GTK_IS_BUTTON (child))
        {
          total += buttons_width (child);
          continue;
        }
      if (!gtk_widget_get_visible (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
      total += natural;
    }
  return total;
}

/* The toast's message: its one label outside a button */
static GtkWidget *
find_message (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_BUTTON (child))
        continue;
      if (GTK_IS_LABEL (child))
        return child;
      if ((found = find_message (child)) != NULL)
        return found;
    }
  return NULL;
}

/* A character of the message's font in Pango units, as GTK's label
 * counts one in its width in characters: the wider of a letter and a
 * digit, in the message's own font (its style makes it larger than the
 * body's) */
static int
char_pixels (GtkWidget *message)
{
  PangoFontMetrics *metrics;
  int pixels;

  metrics = pango_context_get_metrics (gtk_widget_get_pango_context (message), NULL, NULL);
  pixels = MAX (pango_font_metrics_get_approximate_char_width (metrics),
                pango_font_metrics_get_approximate_digit_width (metrics));
  pango_font_metrics_unref (metrics);
  return MAX (pixels, PANGO_SCALE);
}

/* The characters of the message (@pixels each, see char_pixels()) that
 * fit beside the buttons of @toast in a window @width wide: the button's
 * words differ by language ("Undo", "Ongedaan maken"), so a fixed count
 * would push it out of the window. */
static int
message_chars (GtkWidget *toast,
               int        width,
               int        pixels)
{
  int room;

  if (width <= 0)
    return 60;
  /* the toast's margins and padding, and the gaps beside its buttons */
  room = width - 2 * 12 - 2 * 12 - 3 * 6 - buttons_width (toast);
  return CLAMP (room * PANGO_SCALE / pixels, 8, 60);
}

/* The message on one line if it fits in @n_chars characters (@pixels
 * each), else wrapped at words, no wider than that. A label that may wrap
 * is laid out at every width GTK 4.8 asks about: as narrow as it goes, at
 * its widest, on one line, at its natural width and at the width it gets;
 * a new message at each tap was half the text a tap laid out. A message
 * that fits is one line that never wraps, and is laid out once. (A longer
 * one keeps GTK's measuring: asked for the width of @n_chars characters,
 * the toast would stand wider than its lines.) */
static void
fit_message (GtkLabel *message,
             int       n_chars,
             int       pixels)
{
  int natural = 0;

  gtk_label_set_ellipsize (message, PANGO_ELLIPSIZE_NONE);
  gtk_label_set_wrap (message, FALSE);
  gtk_label_set_max_width_chars (message, -1);
  gtk_widget_measure (GTK_WIDGET (message), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  if ((gint64) natural * PANGO_SCALE <= (gint64) n_chars * pixels)
    return;
  gtk_label_set_wrap (message, TRUE);
  /* at words: GTK measures a label that may break inside words by
   * laying it out about a character a line */
  gtk_label_set_wrap_mode (message, PANGO_WRAP_WORD);
  /* the toast gives a label no more than its natural width: keep that
   * narrow enough for the window, and lines follow */
  gtk_label_set_max_width_chars (message, n_chars);
}

/* The toast's widget sits beside the overlay's child. libadwaita 1.2
 * cuts a long message short; at 360 pixels most are, so the message
 * wraps instead, as wide as its buttons leave it. */
static void
fix_toast_widgets (SqToaster *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self->overlay));

  self->fitted_width = width;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->overlay));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *message;
      int pixels;

      if (child == adw_toast_overlay_get_child (self->overlay))
        continue;
      name_close_buttons (child);
      wrap_button_labels (child, width > 0 && width < 600);
      message = find_message (child);
      if (message == NULL)
        continue;
      pixels = char_pixels (message);
      fit_message (GTK_LABEL (message), message_chars (child, width, pixels), pixels);
    }
}

static gboolean
has_button (SqToaster *self)
{
  return self->toast != NULL && adw_toast_get_button_label (self->toast) != NULL;
}

/* Each time GTK has laid the window out, in the same frame: where the
 * toasts lie, and the room each widget kept clear leaves them. A room that
 * changes queues an allocation, which GDK carries out in the same layout
 * phase before it paints, so the frame that shows a message shows the
 * choices clear of it. (A tick callback runs before the layout: it saw
 * the message's new size a frame late, and every message drew the turn
 * panel twice.) Toasts sliding in or out and a window resized all lay the
 * window out, so this follows them too. */
static void
on_layout_cb (GdkFrameClock *clock,
              SqToaster     *self)
{
  graphene_rect_t covered;

  if (self->overlay == NULL)
    return;
  /* a message on one line wraps in a window made narrower */
  if (self->toast != NULL && gtk_widget_get_width (GTK_WIDGET (self->overlay)) != self->fitted_width)
    fix_toast_widgets (self);
  sq_toast_place_learn (&self->place, self->overlay, has_button (self));
  sq_toast_place_keep_clear (self->overlay, self->clear,
                             sq_toast_place_bounds (self->overlay, &covered) ? &covered : NULL);
}

static void
on_overlay_realize_cb (GtkWidget *overlay,
                       SqToaster *self)
{
  sq_after_layout_attach (&self->after_layout, gtk_widget_get_frame_clock (overlay),
                          G_CALLBACK (on_layout_cb), self);
}

static void
on_overlay_unrealize_cb (GtkWidget *overlay,
                         SqToaster *self)
{
  sq_after_layout_detach (&self->after_layout);
}

/* The toasts come, change or go, or a widget is to be kept clear: look
 * again at the next layout, even if GTK has nothing to lay out. */
static void
follow_toasts (SqToaster *self)
{
  sq_after_layout_request (&self->after_layout);
}

/* The toast on show has a new message (a new toast, or the one on show
 * rewritten): its widgets fitted to it, and the room it will need set
 * before the window is laid out, so that GTK lays it out once (see
 * sq-toast-place.c); the layout checks that room (on_layout_cb()). */
static void
message_changed (SqToaster *self)
{
  graphene_rect_t covered;

  fix_toast_widgets (self);
  if (sq_toast_place_expect (&self->place, self->overlay, has_button (self), &covered))
    sq_toast_place_keep_clear (self->overlay, self->clear, &covered);
  follow_toasts (self);
}

static void
free_slot (gpointer data)
{
  GtkWidget **slot = data;

  g_clear_weak_pointer (slot);
  g_free (slot);
}

static void on_toast_dismissed_cb (AdwToast  *toast,
                                   SqToaster *self);

/* The message, in a label of our own like libadwaita's (markup, in the
 * heading's font), inside an SqWrapBin: beside the toast's buttons,
 * libadwaita's own label was laid out at each width GTK tried for each
 * height the toast tried, over a hundred layouts for one message. */
static GtkWidget *
make_message (const char *title)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), title);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_single_line_mode (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "heading");
  return sq_wrap_bin_new (label);
}

/* @title on the toast's label (a title set on the toast would unset
 * its custom title) */
static void
set_title (AdwToast   *toast,
           const char *title)
{
  GtkWidget *message = adw_toast_get_custom_title (toast);

  if (SQ_IS_WRAP_BIN (message))
    gtk_label_set_markup (GTK_LABEL (sq_wrap_bin_get_child (SQ_WRAP_BIN (message))), title);
  else
    adw_toast_set_title (toast, title);
}

static void
add_toast (SqToaster  *self,
           const char *title,
           const char *owner,
           const char *label,
           const char *action_name,
           GVariant   *target)
{
  AdwToast *toast = g_object_new (ADW_TYPE_TOAST, "custom-title", make_message (title), NULL);

  set_button (toast, label, action_name, target);
  g_free (self->owner);
  self->owner = g_strdup (owner);
  self->added_at = g_get_monotonic_time ();
  g_set_weak_pointer (&self->toast, toast);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_toast_dismissed_cb), self,
                           G_CONNECT_DEFAULT);
  adw_toast_overlay_add_toast (self->overlay, toast);
  message_changed (self);
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
  follow_toasts (self);
}

/* GObject overrides */

static void
sq_toaster_dispose (GObject *object)
{
  SqToaster *self = SQ_TOASTER (object);

  g_clear_handle_id (&self->pending_idle, g_source_remove);
  g_clear_handle_id (&self->dismiss_source, g_source_remove);
  sq_after_layout_detach (&self->after_layout);
  if (self->overlay != NULL)
    g_signal_handlers_disconnect_by_data (self->overlay, self);
  if (self->overlay != NULL &&
      g_object_get_data (G_OBJECT (self->overlay), "sq-toaster") == self)
    g_object_set_data (G_OBJECT (self->overlay), "sq-toaster", NULL);
  g_clear_pointer (&self->clear, g_ptr_array_unref);
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
  self->clear = g_ptr_array_new_with_free_func (free_slot);
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
  /* the widgets below find it there (sq_toaster_keep_clear()) */
  g_object_set_data (G_OBJECT (overlay), "sq-toaster", self);
  g_signal_connect (overlay, "realize", G_CALLBACK (on_overlay_realize_cb), self);
  g_signal_connect (overlay, "unrealize", G_CALLBACK (on_overlay_unrealize_cb), self);
  if (gtk_widget_get_realized (GTK_WIDGET (overlay)))
    on_overlay_realize_cb (GTK_WIDGET (overlay), self);

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

  if (self->toast != NULL)
    {
      /* it shows something new: no longer the one left behind */
      g_clear_handle_id (&self->dismiss_source, g_source_remove);
      set_title (self->toast, title);
      set_button (self->toast, button_label, action_name, target);
      /* added again, the toast on show stays where it is and its
       * timeout starts again (libadwaita): the new message gets its
       * full time, in the frame of the action that brought it. (A new
       * toast for it had to wait until the old one had slid out.) */
      adw_toast_overlay_add_toast (self->overlay, g_object_ref (self->toast));
      message_changed (self);
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

/**
 * sq_toaster_keep_clear:
 * @widget: a widget inside the window's toast overlay
 * @keep: whether to keep it clear of the toasts from now on, or no longer
 *
 * While @keep holds, a toast never lies over the content of @widget, a
 * widget with one child (an #AdwBin): its layout becomes an #SqToastRoom
 * whose room is the part of it the toast covers (see above). For a
 * widget whose choices scroll: they scroll above the toast. Nothing
 * happens outside a window with an #SqToaster.
 */
void
sq_toaster_keep_clear (GtkWidget *widget,
                       gboolean   keep)
{
  GtkWidget *overlay;
  SqToaster *self;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  self = overlay != NULL ? g_object_get_data (G_OBJECT (overlay), "sq-toaster") : NULL;
  if (self == NULL)
    return;
  for (guint i = 0; i < self->clear->len; i++)
    {
      GtkWidget **slot = g_ptr_array_index (self->clear, i);

      if (*slot == widget || *slot == NULL)
        g_ptr_array_remove_index_fast (self->clear, i--);
    }
  if (keep)
    {
      GtkWidget **slot = g_new0 (GtkWidget *, 1);

      if (!SQ_IS_TOAST_ROOM (gtk_widget_get_layout_manager (widget)))
        gtk_widget_set_layout_manager (widget, sq_toast_room_new ());
      g_set_weak_pointer (slot, widget);
      g_ptr_array_add (self->clear, slot);
      follow_toasts (self);
    }
  else if (SQ_IS_TOAST_ROOM (gtk_widget_get_layout_manager (widget)))
    sq_toast_room_set_room (SQ_TOAST_ROOM (gtk_widget_get_layout_manager (widget)), 0);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include "sq-reveal-pick.h"

static gboolean
usable (GtkWidget *button)
{
  return gtk_widget_is_visible (button) && gtk_widget_is_sensitive (button) &&
         gtk_widget_get_mapped (button);
}

/**
 * sq_reveal_pick_at:
 * @area: where the choices are
 * @from: the widget @x and @y are relative to
 *
 * Returns: (transfer none) (nullable): the button of @area under the
 *   point, if one can be pressed
 */
GtkWidget *
sq_reveal_pick_at (GtkWidget *area,
                   GtkWidget *from,
                   double     x,
                   double     y)
{
  double ax;
  double ay;
  GtkWidget *hit;

  if (!gtk_widget_translate_coordinates (from, area, x, y, &ax, &ay))
    return NULL;
  hit = gtk_widget_pick (area, ax, ay, GTK_PICK_DEFAULT);
  for (GtkWidget *w = hit; w != NULL && w != area; w = gtk_widget_get_parent (w))
    if (GTK_IS_BUTTON (w))
      return usable (w) ? w : NULL;
  return NULL;
}

static GtkWidget *
nth (GtkWidget *widget,
     guint     *n)
{
  if (!gtk_widget_get_visible (widget))
    return NULL;
  if (GTK_IS_BUTTON (widget))
    {
      if (!usable (widget))
        return NULL;
      if (*n == 0)
        return widget;
      (*n)--;
      return NULL;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = nth (c, n);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/**
 * sq_reveal_pick_nth:
 * @n: 0 for the first
 *
 * Returns: (transfer none) (nullable): the @n-th button of @area that can
 *   be pressed, in reading order
 */
GtkWidget *
sq_reveal_pick_nth (GtkWidget *area,
                    guint      n)
{
  return nth (area, &n);
}

/**
 * sq_reveal_pick_press:
 *
 * Presses @button now, as a click on it would.
 *
 * Returns: %TRUE if there was one to press
 */
gboolean
sq_reveal_pick_press (GtkWidget *button)
{
  if (button == NULL)
    return FALSE;
  g_object_ref (button);
  g_signal_emit_by_name (button, "clicked");
  g_object_unref (button);
  return TRUE;
}

/* The guard: a hold key still down after the secret hid (an action was
 * taken, the focus moved on) must not press whatever has the focus now
 * with its auto-repeat. */

typedef struct {
  guint      keyval;
  GtkWidget *own;      /* not owned: the hold button */
} Guard;

static gboolean
remove_guard_cb (gpointer data)
{
  GtkEventController *guard = data;
  GtkWidget *window = gtk_event_controller_get_widget (guard);

  if (window != NULL)
    gtk_widget_remove_controller (window, guard);
  g_object_unref (guard);
  return G_SOURCE_REMOVE;
}

static gboolean
on_guard_pressed_cb (GtkEventControllerKey *controller,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     Guard                 *guard)
{
  GtkWidget *window = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return keyval == guard->keyval && focus != guard->own;
}

static void
on_guard_released_cb (GtkEventControllerKey *controller,
                      guint                  keyval,
                      guint                  keycode,
                      GdkModifierType        state,
                      Guard                 *guard)
{
  if (keyval != guard->keyval || guard->keyval == 0)
    return;
  guard->keyval = 0;
  g_idle_add (remove_guard_cb, g_object_ref (controller));
}

/**
 * sq_reveal_pick_guard:
 * @window: the window
 * @own: the hold button, which still gets the key
 * @keyval: the hold key, down now
 *
 * Until @keyval is released, its presses (auto-repeat) reach no widget of
 * @window but @own. The guard removes itself on the release.
 */
void
sq_reveal_pick_guard (GtkWidget *window,
                      GtkWidget *own,
                      guint      keyval)
{
  GtkEventController *key = gtk_event_controller_key_new ();
  Guard *guard = g_new0 (Guard, 1);

  guard->keyval = keyval;
  guard->own = own;
  g_object_set_data_full (G_OBJECT (key), "sq-guard", guard, g_free);
  gtk_event_controller_set_propagation_phase (key, GTK_PHASE_CAPTURE);
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_guard_pressed_cb), guard);
  g_signal_connect (key, "key-released", G_CALLBACK (on_guard_released_cb), guard);
  gtk_widget_add_controller (window, key);
}

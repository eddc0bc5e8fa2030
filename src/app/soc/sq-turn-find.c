/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <string.h>

#include "sq-reveal-pick.h"
#include "sq-turn-find.h"

/* Letters typed within this time make one prefix. */
#define TYPE_AHEAD_US (1 * G_USEC_PER_SEC)

typedef struct {
  GString   *typed;
  gint64     typed_at;
  GtkWidget *choices;   /* not owned: the question's choices */
} Find;

static void
find_free (gpointer data)
{
  Find *find = data;

  g_string_free (find->typed, TRUE);
  g_free (find);
}

static const char *
button_text (GtkWidget *button)
{
  GtkWidget *child = gtk_button_get_child (GTK_BUTTON (button));

  if (gtk_button_get_label (GTK_BUTTON (button)) != NULL)
    return gtk_button_get_label (GTK_BUTTON (button));
  if (GTK_IS_LABEL (child))
    return gtk_label_get_text (GTK_LABEL (child));
  /* a card of the card picker's grid: its name */
  return g_object_get_data (G_OBJECT (button), "sq-name");
}

/* The visible buttons that can be pressed, in reading order. */
static void
collect (GtkWidget *widget,
         GPtrArray *out)
{
  if (!gtk_widget_get_visible (widget) || !gtk_widget_get_child_visible (widget))
    return;
  if (GTK_IS_BUTTON (widget))
    {
      if (gtk_widget_is_sensitive (widget) && gtk_widget_get_focusable (widget) &&
          button_text (widget) != NULL)
        g_ptr_array_add (out, widget);
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect (c, out);
}

/* First a choice that begins with @want, then one with a word that does. */
static GtkWidget *
find_button (GtkWidget  *panel,
             const char *prefix)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  g_autofree char *want = g_utf8_casefold (prefix, -1);

  collect (panel, buttons);
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < buttons->len; i++)
      {
        g_autofree char *name = g_utf8_casefold (button_text (buttons->pdata[i]), -1);
        const char *space;

        g_strdelimit (name, "_", ' ');
        if (pass == 0 && g_str_has_prefix (name, want))
          return buttons->pdata[i];
        for (space = strchr (name, ' '); pass == 1 && space != NULL; space = strchr (space + 1, ' '))
          if (g_str_has_prefix (space + 1, want))
            return buttons->pdata[i];
      }
  return NULL;
}

/* A digit presses that choice of the question (1 for the first), when
 * no choice there is named by a number ("Fight 3" is found by typing). */
static gboolean
press_digit (Find  *find,
             guint  keyval)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  guint n;

  if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_9)
    n = keyval - GDK_KEY_1;
  else if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_9)
    n = keyval - GDK_KEY_KP_1;
  else
    return FALSE;
  if (find->choices == NULL)
    return FALSE;
  collect (find->choices, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (strpbrk (button_text (buttons->pdata[i]), "0123456789") != NULL)
      return FALSE;
  return sq_reveal_pick_press (sq_reveal_pick_nth (find->choices, n));
}

static gboolean
on_key_pressed_cb (GtkEventControllerKey *controller,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   Find                  *find)
{
  GtkWidget *panel = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GtkRoot *root = gtk_widget_get_root (panel);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) != 0 ||
      (focus != NULL && GTK_IS_EDITABLE (focus)))
    return FALSE;
  return press_digit (find, keyval);
}

/* Letters go to the panel before the widget with the focus (the card
 * picker has a search of its own), so that one prefix finds a choice
 * among all on show, the cards of a grid and the buttons beside it alike. */
static gboolean
on_letter_pressed_cb (GtkEventControllerKey *controller,
                      guint                  keyval,
                      guint                  keycode,
                      GdkModifierType        state,
                      Find                  *find)
{
  GtkWidget *panel = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GtkRoot *root = gtk_widget_get_root (panel);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  gunichar c = gdk_keyval_to_unicode (keyval);
  gint64 now = g_get_monotonic_time ();
  GtkWidget *found;
  char utf8[8];

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) != 0 ||
      (focus != NULL && GTK_IS_EDITABLE (focus)) || c == 0 || !g_unichar_isalpha (c))
    return FALSE;

  if (now - find->typed_at > TYPE_AHEAD_US)
    g_string_truncate (find->typed, 0);
  find->typed_at = now;
  g_string_append_len (find->typed, utf8, g_unichar_to_utf8 (c, utf8));

  found = find_button (panel, find->typed->str);
  if (found == NULL)
    return FALSE;
  gtk_widget_grab_focus (found);
  if (GTK_IS_WINDOW (root))
    gtk_window_set_focus_visible (GTK_WINDOW (root), TRUE);
  return TRUE;
}

/**
 * sq_turn_find_attach:
 * @choices: the question's choices, for the digits
 *
 * Letters typed anywhere in @panel move the focus to the choice they
 * begin, in reading order; a digit presses that choice of @choices.
 */
void
sq_turn_find_attach (GtkWidget *panel,
                     GtkWidget *choices)
{
  GtkEventController *key = gtk_event_controller_key_new ();
  GtkEventController *letters = gtk_event_controller_key_new ();
  Find *find = g_new0 (Find, 1);

  find->typed = g_string_new (NULL);
  find->choices = choices;
  g_object_set_data_full (G_OBJECT (key), "sq-turn-find", find, find_free);
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed_cb), find);
  gtk_widget_add_controller (panel, key);
  gtk_event_controller_set_propagation_phase (letters, GTK_PHASE_CAPTURE);
  g_signal_connect (letters, "key-pressed", G_CALLBACK (on_letter_pressed_cb), find);
  gtk_widget_add_controller (panel, letters);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <adwaita.h>

#include "sq-dice-view.h"
#include "sq-ui-test.h"
#include "sq-ui-tree.h"

static GtkWidget *
find_with_role (GtkWidget         *widget,
                GtkAccessibleRole  role)
{
  if (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)) == role)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_with_role (child, role);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static void
find_actionables (GtkWidget  *widget,
                  const char *action,
                  GPtrArray  *out)
{
  if (GTK_IS_ACTIONABLE (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    g_ptr_array_add (out, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_actionables (child, action, out);
}

static SqDiceView *
new_dice_view (void)
{
  return SQ_DICE_VIEW (g_object_ref_sink (sq_dice_view_new ()));
}

static void
assert_shows (SqDiceView *view,
              guint       value)
{
  GtkWidget *number = sq_test_find_with_class (GTK_WIDGET (view), "sq-d8-number");
  GtkWidget *die = find_with_role (GTK_WIDGET (view), GTK_ACCESSIBLE_ROLE_IMG);
  g_autofree char *text = g_strdup_printf ("%u", value);
  g_autofree char *name = g_strdup_printf ("The die shows %u", value);

  g_assert_cmpuint (sq_dice_view_get_value (view), ==, value);
  g_assert_false (sq_dice_view_get_rolling (view));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (number)), ==, text);
  gtk_test_accessible_assert_property (die, GTK_ACCESSIBLE_PROPERTY_LABEL, name);
}

static void
on_entered_cb (SqDiceView *view,
               guint       value,
               guint      *entered)
{
  *entered = value;
}

static void
on_roll_cb (SqDiceView *view,
            guint      *rolls)
{
  (*rolls)++;
}

static void
on_notify_cb (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

static void
test_dice_new_destroy (void)
{
  SqDiceView *view = new_dice_view ();
  GtkWidget *die = find_with_role (GTK_WIDGET (view), GTK_ACCESSIBLE_ROLE_IMG);

  g_assert_true (SQ_IS_DICE_VIEW (view));
  g_assert_false (sq_dice_view_get_physical (view));
  g_assert_cmpuint (sq_dice_view_get_value (view), ==, 0);
  g_assert_nonnull (die);
  gtk_test_accessible_assert_property (die, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "The die has not been rolled yet");
  g_assert_finalize_object (view);
}

static void
test_dice_physical_buttons (void)
{
  SqDiceView *view = new_dice_view ();
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();
  guint entered = 0;

  g_signal_connect (view, "entered", G_CALLBACK (on_entered_cb), &entered);
  sq_dice_view_set_physical (view, TRUE);
  find_actionables (GTK_WIDGET (view), "dice.enter", buttons);
  g_assert_cmpuint (buttons->len, ==, 8);

  for (guint i = 0; i < buttons->len; i++)
    {
      GtkButton *button = g_ptr_array_index (buttons, i);
      guint value = (guint) g_ascii_strtoull (gtk_button_get_label (button), NULL, 10);
      g_autofree char *name = g_strdup_printf ("Enter a roll of %u", value);

      g_assert_cmpuint (value, ==, i + 1);
      gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL, name);

      entered = 0;
      g_signal_emit_by_name (button, "clicked");
      g_assert_cmpuint (entered, ==, value);
      assert_shows (view, value);
    }

  g_assert_finalize_object (view);
}

static void
test_dice_show_result (void)
{
  SqDiceView *view = new_dice_view ();

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  for (guint value = 1; value <= 8; value++)
    {
      sq_dice_view_show_result (view, value);
      assert_shows (view, value);
    }
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);

  sq_dice_view_clear (view);
  g_assert_cmpuint (sq_dice_view_get_value (view), ==, 0);
  gtk_test_accessible_assert_property (find_with_role (GTK_WIDGET (view), GTK_ACCESSIBLE_ROLE_IMG),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "The die has not been rolled yet");

  g_assert_finalize_object (view);
}

static gboolean
on_timeout_cb (gpointer data)
{
  gboolean *timed_out = data;

  *timed_out = TRUE;

  return G_SOURCE_REMOVE;
}

/* On screen with animations on, the die rolls for a moment and settles. */
static void
test_dice_animated_roll (void)
{
  GtkWidget *window = gtk_window_new ();
  SqDiceView *view = SQ_DICE_VIEW (sq_dice_view_new ());
  gboolean timed_out = FALSE;
  guint timeout;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (view));
  gtk_window_present (GTK_WINDOW (window));

  sq_dice_view_show_result (view, 6);
  g_assert_cmpuint (sq_dice_view_get_value (view), ==, 6);

  timeout = g_timeout_add_seconds (10, on_timeout_cb, &timed_out);
  while (sq_dice_view_get_rolling (view) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (timeout);
  assert_shows (view, 6);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_dice_roll_signal (void)
{
  SqDiceView *view = new_dice_view ();
  guint rolls = 0;

  g_signal_connect (view, "roll", G_CALLBACK (on_roll_cb), &rolls);
  gtk_widget_activate_action (GTK_WIDGET (view), "dice.roll", NULL);
  g_assert_cmpuint (rolls, ==, 1);

  /* The table rolls its own die: no virtual roll. */
  sq_dice_view_set_physical (view, TRUE);
  gtk_widget_activate_action (GTK_WIDGET (view), "dice.roll", NULL);
  g_assert_cmpuint (rolls, ==, 1);

  /* Physical mode shows a result at once: the table has rolled already. */
  sq_dice_view_show_result (view, 4);
  assert_shows (view, 4);

  g_assert_finalize_object (view);
}

static void
test_dice_notify (void)
{
  SqDiceView *view = new_dice_view ();
  guint physical = 0;
  guint value = 0;

  g_signal_connect (view, "notify::physical", G_CALLBACK (on_notify_cb), &physical);
  g_signal_connect (view, "notify::value", G_CALLBACK (on_notify_cb), &value);

  sq_dice_view_set_physical (view, TRUE);
  sq_dice_view_set_physical (view, TRUE);
  g_assert_cmpuint (physical, ==, 1);
  g_object_set (view, "physical", FALSE, NULL);
  g_assert_cmpuint (physical, ==, 2);

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  sq_dice_view_show_result (view, 3);
  sq_dice_view_show_result (view, 3);
  g_assert_cmpuint (value, ==, 1);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);

  g_assert_finalize_object (view);
}

int
main (int   argc,
      char *argv[])
{
  /* The suite runs with GTK_A11Y=none, which keeps no accessible
   * properties at all; the result is announced through one. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  sq_test_init_ui (&argc, &argv);

  g_test_add_func ("/ui/dice-view/new-destroy", test_dice_new_destroy);
  g_test_add_func ("/ui/dice-view/physical-buttons", test_dice_physical_buttons);
  g_test_add_func ("/ui/dice-view/show-result", test_dice_show_result);
  g_test_add_func ("/ui/dice-view/animated-roll", test_dice_animated_roll);
  g_test_add_func ("/ui/dice-view/roll-signal", test_dice_roll_signal);
  g_test_add_func ("/ui/dice-view/notify", test_dice_notify);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* sq-tooltip: a tooltip set without GTK's own setter (which asks the
 * display where the pointer is, each time) is still the widget's
 * accessible description, and still shows, with its latest text, when a
 * real pointer (XTest) rests on the widget. */

#include "config.h"

#include <adwaita.h>

#include "sq-tooltip.h"

#include "sq-ui-test.h"
#include "sq-ui-tree.h"

/* The text of the tooltip on show in @widget's window, or %NULL: GTK 4.8
 * puts its tooltip's own surface under the window */
static const char *
tooltip_on_show (GtkWidget *widget)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_native (widget));

  for (GtkWidget *child = gtk_widget_get_first_child (window);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *label;

      if (!GTK_IS_NATIVE (child) || !gtk_widget_get_mapped (child))
        continue;
      label = sq_test_find_typed (child, GTK_TYPE_LABEL, NULL);
      if (label != NULL && gtk_widget_get_visible (label))
        return gtk_label_get_text (GTK_LABEL (label));
    }
  return NULL;
}

/* Moves the real pointer to @x, @y of the window, which lies at the
 * screen's corner (as in the other tests with real input) */
static void
move_pointer (int x,
              int y)
{
  g_autofree char *command = g_strdup_printf ("xdotool mousemove %d %d", x, y);

  g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL));
}

/* Runs the main loop until the tooltip on show over @widget is @text
 * (%NULL: none), for at most 5 s */
static const char *
wait_for_tooltip (GtkWidget  *widget,
                  const char *text)
{
  for (guint i = 0; i < 500 && g_strcmp0 (tooltip_on_show (widget), text) != 0; i++)
    sq_test_iterate_for (10);
  return tooltip_on_show (widget);
}

static void
test_tooltip_set (void)
{
  GtkWidget *button = g_object_ref_sink (gtk_button_new_with_label ("Hand"));


  sq_tooltip_set_text (button, "3 white cards in hand");
  g_assert_cmpstr (sq_tooltip_get_text (button), ==, "3 white cards in hand");
  g_assert_true (gtk_widget_get_has_tooltip (button));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "3 white cards in hand");
  /* GTK's own setter, which would ask the display, is not used */
  g_assert_null (gtk_widget_get_tooltip_text (button));

  sq_tooltip_set_text (button, "2 white cards in hand");
  g_assert_cmpstr (sq_tooltip_get_text (button), ==, "2 white cards in hand");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "2 white cards in hand");

  /* an empty text is none, as GTK has it */
  sq_tooltip_set_text (button, "");
  g_assert_null (sq_tooltip_get_text (button));
  g_assert_false (gtk_widget_get_has_tooltip (button));
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (button),
                                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
  sq_tooltip_set_text (button, "Picts");
  sq_tooltip_set_text (button, NULL);
  g_assert_null (sq_tooltip_get_text (button));
  g_assert_false (gtk_widget_get_has_tooltip (button));

  /* a tooltip GTK set is read as well */
  gtk_widget_set_tooltip_text (button, "Undo");
  g_assert_cmpstr (sq_tooltip_get_text (button), ==, "Undo");

  g_object_unref (button);
}

/* A real pointer on the widget shows the text; a new text shows at the
 * pointer's next move; no text, no tooltip */
static void
test_tooltip_shown (void)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  GtkWidget *window, *button;

  if (xdotool == NULL)
    {
      g_test_skip ("xdotool is not installed");
      return;
    }
  window = gtk_window_new ();
  button = gtk_button_new_with_label ("Hand");
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 300);
  gtk_window_set_child (GTK_WINDOW (window), button);
  sq_tooltip_set_text (button, "3 white cards in hand");
  move_pointer (390, 290);
  sq_test_present_until_mapped (GTK_WINDOW (window), button);
  sq_test_wait_frame (button);

  move_pointer (200, 150);
  g_assert_cmpstr (wait_for_tooltip (button, "3 white cards in hand"), ==, "3 white cards in hand");

  sq_tooltip_set_text (button, "2 white cards in hand");
  move_pointer (202, 151);
  g_assert_cmpstr (wait_for_tooltip (button, "2 white cards in hand"), ==, "2 white cards in hand");

  sq_tooltip_set_text (button, NULL);
  move_pointer (204, 152);
  g_assert_null (wait_for_tooltip (button, NULL));

  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate ();
}

int
main (int   argc,
      char *argv[])
{
  /* accessible properties kept, to be read back */
  g_setenv ("GTK_A11Y", "test", TRUE);
  sq_test_init_ui (&argc, &argv);

  g_test_add_func ("/ui/tooltip/set", test_tooltip_set);
  g_test_add_func ("/ui/tooltip/shown", test_tooltip_shown);

  return g_test_run ();
}

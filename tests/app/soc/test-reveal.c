/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* SqReveal shows its secret only while held and hides it on every
 * trigger: release, focus loss, unmap (window hidden, page changed), the
 * window losing activity and sq_reveal_conceal(). While hidden the secret
 * has no parent, so it is in neither the widget nor the accessibility
 * tree. The hold is driven through the button's own controllers. */

#include "config.h"

#include <adwaita.h>

#include "sq-reveal.h"
#include "sq-ui-test.h"

static gpointer
find_controller (GtkWidget *widget,
                 GType      type)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        return controller;
    }

  return NULL;
}

static void
press_pointer (SqReveal *reveal)
{
  GtkGesture *gesture = find_controller (sq_reveal_get_button (reveal), GTK_TYPE_GESTURE_DRAG);

  g_assert_nonnull (gesture);
  g_signal_emit_by_name (gesture, "begin", NULL);
}

static void
release_pointer (SqReveal *reveal)
{
  GtkGesture *gesture = find_controller (sq_reveal_get_button (reveal), GTK_TYPE_GESTURE_DRAG);

  g_assert_nonnull (gesture);
  g_signal_emit_by_name (gesture, "end", NULL);
}

static gboolean
press_key (SqReveal *reveal,
           guint     keyval)
{
  GtkEventController *keys = find_controller (sq_reveal_get_button (reveal),
                                              GTK_TYPE_EVENT_CONTROLLER_KEY);
  gboolean handled = FALSE;

  g_assert_nonnull (keys);
  g_signal_emit_by_name (keys, "key-pressed", keyval, 0, 0, &handled);

  return handled;
}

static void
release_key (SqReveal *reveal,
             guint     keyval)
{
  GtkEventController *keys = find_controller (sq_reveal_get_button (reveal),
                                              GTK_TYPE_EVENT_CONTROLLER_KEY);

  g_assert_nonnull (keys);
  g_signal_emit_by_name (keys, "key-released", keyval, 0, 0);
}

/* A reveal holding a label with @text, owned by the caller. */
static SqReveal *
new_reveal (const char  *text,
            GtkWidget  **secret)
{
  SqReveal *reveal = SQ_REVEAL (g_object_ref_sink (sq_reveal_new ()));

  *secret = gtk_label_new (text);
  sq_reveal_set_child (reveal, *secret);

  return reveal;
}

static gboolean
is_shown (SqReveal  *reveal,
          GtkWidget *secret)
{
  gboolean in_tree = gtk_widget_is_ancestor (secret, GTK_WIDGET (reveal));

  /* the property and the tree never disagree */
  g_assert_cmpint (in_tree, ==, sq_reveal_get_revealed (reveal));

  return in_tree;
}

static void
on_notify_cb (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

static gboolean
on_timeout_cb (gpointer data)
{
  gboolean *done = data;

  *done = TRUE;
  return G_SOURCE_REMOVE;
}

static void
run_for (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, on_timeout_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static void
test_reveal_pointer (void)
{
  GtkWidget *secret;
  SqReveal *reveal = new_reveal ("Traitor", &secret);
  guint notified = 0;

  g_signal_connect (reveal, "notify::revealed", G_CALLBACK (on_notify_cb), &notified);

  g_assert_null (gtk_widget_get_parent (secret));
  g_assert_false (is_shown (reveal, secret));
  g_assert_true (sq_reveal_get_child (reveal) == secret);

  press_pointer (reveal);
  g_assert_true (is_shown (reveal, secret));
  g_assert_cmpuint (notified, ==, 1);

  release_pointer (reveal);
  g_assert_false (is_shown (reveal, secret));
  g_assert_null (gtk_widget_get_parent (secret));
  g_assert_cmpuint (notified, ==, 2);

  /* The button's "clicked" arrives after the release: it shows nothing. */
  g_signal_emit_by_name (sq_reveal_get_button (reveal), "clicked");
  g_assert_false (is_shown (reveal, secret));
  g_assert_cmpuint (notified, ==, 2);

  /* A release without a press (e.g. after conceal) changes nothing. */
  release_pointer (reveal);
  g_assert_cmpuint (notified, ==, 2);

  g_assert_finalize_object (reveal);
}

static void
test_reveal_keyboard (void)
{
  GtkWidget *secret;
  SqReveal *reveal = new_reveal ("Black Knight 7", &secret);

  /* Other keys pass through; Space and Enter hold, auto-repeat included. */
  g_assert_false (press_key (reveal, GDK_KEY_a));
  g_assert_false (is_shown (reveal, secret));
  g_assert_true (press_key (reveal, GDK_KEY_space));
  g_assert_true (press_key (reveal, GDK_KEY_space));
  g_assert_true (is_shown (reveal, secret));
  release_key (reveal, GDK_KEY_a);
  g_assert_true (is_shown (reveal, secret));
  release_key (reveal, GDK_KEY_space);
  g_assert_false (is_shown (reveal, secret));

  g_assert_true (press_key (reveal, GDK_KEY_Return));
  g_assert_true (is_shown (reveal, secret));
  release_key (reveal, GDK_KEY_Return);
  g_assert_false (is_shown (reveal, secret));

  g_assert_true (press_key (reveal, GDK_KEY_KP_Enter));
  g_assert_true (is_shown (reveal, secret));
  release_key (reveal, GDK_KEY_KP_Enter);
  g_assert_false (is_shown (reveal, secret));

  g_assert_finalize_object (reveal);
}

/* A screen reader's click is the button's "activate": it cannot hold,
 * so it toggles. */
static void
test_reveal_assistive_click (void)
{
  GtkWidget *secret;
  SqReveal *reveal = new_reveal ("Merlin", &secret);

  gtk_widget_activate (sq_reveal_get_button (reveal));
  g_assert_true (is_shown (reveal, secret));
  gtk_widget_activate (sq_reveal_get_button (reveal));
  g_assert_false (is_shown (reveal, secret));

  gtk_widget_activate (sq_reveal_get_button (reveal));
  g_assert_true (is_shown (reveal, secret));
  sq_reveal_conceal (reveal);
  g_assert_false (is_shown (reveal, secret));

  g_assert_finalize_object (reveal);
}

static void
test_reveal_toggle (void)
{
  GtkWidget *secret;
  SqReveal *reveal = new_reveal ("Fight 5", &secret);
  GtkWidget *button = sq_reveal_get_button (reveal);

  sq_reveal_set_toggle (reveal, TRUE);
  g_assert_true (sq_reveal_get_toggle (reveal));

  /* In toggle mode a press does not show by itself: the click does. */
  press_pointer (reveal);
  g_assert_false (is_shown (reveal, secret));
  release_pointer (reveal);
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (is_shown (reveal, secret));
  /* keys go to the button, whose click toggles */
  g_assert_false (press_key (reveal, GDK_KEY_space));
  release_key (reveal, GDK_KEY_space);
  g_assert_true (is_shown (reveal, secret));
  g_signal_emit_by_name (button, "clicked");
  g_assert_false (is_shown (reveal, secret));

  /* Leaving toggle mode hides. */
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (is_shown (reveal, secret));
  sq_reveal_set_toggle (reveal, FALSE);
  g_assert_false (is_shown (reveal, secret));

  g_assert_finalize_object (reveal);
}

/* Nothing hides the secret on a timer while it is held. Out of any
 * window, so that the other triggers (focus, the window's activity, which
 * other tests sharing the display may change) stay out of it; the e2e
 * suite holds real presses for 1.5 s in the real window. */
static void
test_reveal_no_timeout (void)
{
  GtkWidget *secret;
  SqReveal *reveal = new_reveal ("Black Knight 7", &secret);

  press_pointer (reveal);
  run_for (1500);
  g_assert_true (is_shown (reveal, secret));
  g_assert_true (press_key (reveal, GDK_KEY_space));
  run_for (600);
  g_assert_true (is_shown (reveal, secret));
  release_key (reveal, GDK_KEY_space);
  g_assert_false (is_shown (reveal, secret));

  g_assert_finalize_object (reveal);
}

static void
test_reveal_unmap (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *stack = gtk_stack_new ();
  GtkWidget *secret;
  SqReveal *reveal = new_reveal ("Traitor", &secret);

  gtk_stack_add_named (GTK_STACK (stack), GTK_WIDGET (reveal), "secret");
  gtk_stack_add_named (GTK_STACK (stack), gtk_label_new ("Board"), "board");
  gtk_stack_set_visible_child_name (GTK_STACK (stack), "secret");
  gtk_window_set_child (GTK_WINDOW (window), stack);
  gtk_window_present (GTK_WINDOW (window));
  sq_test_iterate ();

  /* a page change */
  press_pointer (reveal);
  g_assert_true (is_shown (reveal, secret));
  gtk_stack_set_visible_child_name (GTK_STACK (stack), "board");
  g_assert_false (is_shown (reveal, secret));
  /* the press that was held shows nothing on its release */
  release_pointer (reveal);
  g_assert_false (is_shown (reveal, secret));

  /* the window hidden */
  gtk_stack_set_visible_child_name (GTK_STACK (stack), "secret");
  g_assert_true (press_key (reveal, GDK_KEY_space));
  g_assert_true (is_shown (reveal, secret));
  gtk_widget_set_visible (window, FALSE);
  g_assert_false (is_shown (reveal, secret));

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (reveal);
}

/* Focus moves only once the window is on screen and active: on a busy
 * machine that takes more than one turn of the main loop */
static void
wait_for_active (GtkWindow *window)
{
  for (guint i = 0; i < 300 && !(gtk_widget_get_mapped (GTK_WIDGET (window))
                                 && gtk_window_is_active (window)); i++)
    {
      g_usleep (10000);
      sq_test_iterate ();
    }
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));
}

static void
test_reveal_focus_leave (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *other = gtk_button_new_with_label ("Done");
  GtkWidget *secret;
  SqReveal *reveal = new_reveal ("Traitor", &secret);

  gtk_box_append (GTK_BOX (box), GTK_WIDGET (reveal));
  gtk_box_append (GTK_BOX (box), other);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_active (GTK_WINDOW (window));

  g_assert_true (gtk_widget_grab_focus (sq_reveal_get_button (reveal)));
  g_assert_true (press_key (reveal, GDK_KEY_space));
  g_assert_true (is_shown (reveal, secret));
  /* Tab while Space is down: the release goes elsewhere (it hides as
   * soon as the focus has settled) */
  g_assert_true (gtk_widget_grab_focus (other));
  run_for (50);
  g_assert_false (is_shown (reveal, secret));

  /* in toggle mode too */
  sq_reveal_set_toggle (reveal, TRUE);
  g_assert_true (gtk_widget_grab_focus (sq_reveal_get_button (reveal)));
  g_signal_emit_by_name (sq_reveal_get_button (reveal), "clicked");
  g_assert_true (is_shown (reveal, secret));
  g_assert_true (gtk_widget_grab_focus (other));
  run_for (50);
  g_assert_false (is_shown (reveal, secret));

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (reveal);
}

static void
on_clicked_count_cb (GtkButton *button,
                     guint     *count)
{
  (*count)++;
}

/* Choices that name the secret are picked while it is held: holding
 * Space, a digit presses that choice of the pick area. A secret hidden by
 * an action stays hidden through the key's auto-repeat. */
static void
test_reveal_pick_digit (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *area = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *first = gtk_button_new_with_label ("Fight 2");
  GtkWidget *second = gtk_button_new_with_label ("Fight 5");
  GtkWidget *secret;
  SqReveal *reveal = new_reveal ("Fight 2, Fight 5", &secret);
  guint firsts = 0;
  guint seconds = 0;

  gtk_box_append (GTK_BOX (area), first);
  gtk_box_append (GTK_BOX (area), second);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (reveal));
  gtk_box_append (GTK_BOX (box), area);
  gtk_window_set_child (GTK_WINDOW (window), box);
  g_signal_connect (first, "clicked", G_CALLBACK (on_clicked_count_cb), &firsts);
  g_signal_connect (second, "clicked", G_CALLBACK (on_clicked_count_cb), &seconds);
  sq_reveal_set_pick_area (reveal, area);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_active (GTK_WINDOW (window));

  g_assert_true (gtk_widget_grab_focus (sq_reveal_get_button (reveal)));
  /* not held: a digit is no choice */
  g_assert_false (press_key (reveal, GDK_KEY_2));
  g_assert_cmpuint (seconds, ==, 0);

  g_assert_true (press_key (reveal, GDK_KEY_space));
  /* another test's window on the same display may take the focus, and
   * an inactive window hides the secret (checked above) */
  if (!gtk_window_is_active (GTK_WINDOW (window)))
    {
      g_test_skip ("another window took the focus");
      release_key (reveal, GDK_KEY_space);
      gtk_window_destroy (GTK_WINDOW (window));
      g_assert_finalize_object (reveal);
      return;
    }
  g_assert_true (is_shown (reveal, secret));
  g_assert_true (press_key (reveal, GDK_KEY_2));
  g_assert_cmpuint (seconds, ==, 1);
  g_assert_cmpuint (firsts, ==, 0);
  /* a number past the choices presses nothing */
  g_assert_true (press_key (reveal, GDK_KEY_9));
  g_assert_cmpuint (firsts + seconds, ==, 1);

  /* an action hides it; Space still down, its repeat shows nothing */
  sq_reveal_conceal (reveal);
  g_assert_true (press_key (reveal, GDK_KEY_space));
  g_assert_false (is_shown (reveal, secret));
  g_assert_false (press_key (reveal, GDK_KEY_1));
  g_assert_cmpuint (firsts, ==, 0);
  release_key (reveal, GDK_KEY_space);
  g_assert_true (press_key (reveal, GDK_KEY_space));
  g_assert_true (is_shown (reveal, secret));
  g_assert_true (press_key (reveal, GDK_KEY_KP_1));
  g_assert_cmpuint (firsts, ==, 1);
  release_key (reveal, GDK_KEY_space);
  g_assert_false (is_shown (reveal, secret));

  /* hidden while Space is down (no secret left on the question): the
   * release goes elsewhere, and the next hold shows again */
  g_assert_true (press_key (reveal, GDK_KEY_space));
  gtk_widget_set_visible (GTK_WIDGET (reveal), FALSE);
  g_assert_false (is_shown (reveal, secret));
  gtk_widget_set_visible (GTK_WIDGET (reveal), TRUE);
  g_assert_true (press_key (reveal, GDK_KEY_space));
  g_assert_true (is_shown (reveal, secret));
  release_key (reveal, GDK_KEY_space);

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (reveal);
}

/* The window no longer the active one (another window, a screen lock). */
static void
test_reveal_window_inactive (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *secret;
  SqReveal *reveal = new_reveal ("Traitor", &secret);

  /* never presented, so never active */
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (reveal));
  g_assert_false (gtk_window_is_active (GTK_WINDOW (window)));

  press_pointer (reveal);
  g_assert_true (is_shown (reveal, secret));
  g_object_notify (G_OBJECT (window), "is-active");
  g_assert_false (is_shown (reveal, secret));

  /* once out of the window, its activity no longer concerns the reveal */
  g_object_ref (reveal);
  gtk_window_set_child (GTK_WINDOW (window), NULL);
  press_pointer (reveal);
  g_object_notify (G_OBJECT (window), "is-active");
  g_assert_true (is_shown (reveal, secret));
  release_pointer (reveal);

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (reveal);
  g_assert_finalize_object (reveal);
}

static void
test_reveal_child_and_placeholder (void)
{
  SqReveal *reveal = SQ_REVEAL (g_object_ref_sink (sq_reveal_new ()));
  GtkWidget *back = gtk_label_new ("card back");
  GtkWidget *first = gtk_label_new ("Loyal");
  GtkWidget *second = gtk_label_new ("Traitor");

  g_object_add_weak_pointer (G_OBJECT (first), (gpointer *) &first);

  /* Nothing to show: a press reveals nothing. */
  press_pointer (reveal);
  g_assert_false (sq_reveal_get_revealed (reveal));
  release_pointer (reveal);

  sq_reveal_set_placeholder (reveal, back);
  g_assert_true (sq_reveal_get_placeholder (reveal) == back);
  g_assert_true (gtk_widget_get_visible (back));
  sq_reveal_set_child (reveal, first);
  press_pointer (reveal);
  g_assert_true (is_shown (reveal, first));
  g_assert_false (gtk_widget_get_visible (back));

  /* A new secret under a held button replaces the old one on screen. */
  sq_reveal_set_child (reveal, second);
  g_assert_null (first);
  g_assert_true (is_shown (reveal, second));

  /* No secret left: hidden. */
  sq_reveal_set_child (reveal, NULL);
  g_assert_false (sq_reveal_get_revealed (reveal));
  g_assert_true (gtk_widget_get_visible (back));
  release_pointer (reveal);

  sq_reveal_set_label (reveal, "Press and Hold to See Your Hand");
  g_assert_cmpstr (sq_reveal_get_label (reveal), ==, "Press and Hold to See Your Hand");

  g_assert_finalize_object (reveal);
}

int
main (int   argc,
      char *argv[])
{
  sq_test_init_ui (&argc, &argv);

  g_test_add_func ("/ui/reveal/pointer", test_reveal_pointer);
  g_test_add_func ("/ui/reveal/keyboard", test_reveal_keyboard);
  g_test_add_func ("/ui/reveal/assistive-click", test_reveal_assistive_click);
  g_test_add_func ("/ui/reveal/toggle", test_reveal_toggle);
  g_test_add_func ("/ui/reveal/no-timeout", test_reveal_no_timeout);
  g_test_add_func ("/ui/reveal/unmap", test_reveal_unmap);
  g_test_add_func ("/ui/reveal/focus-leave", test_reveal_focus_leave);
  g_test_add_func ("/ui/reveal/pick-digit", test_reveal_pick_digit);
  g_test_add_func ("/ui/reveal/window-inactive", test_reveal_window_inactive);
  g_test_add_func ("/ui/reveal/child-and-placeholder", test_reveal_child_and_placeholder);

  return g_test_run ();
}

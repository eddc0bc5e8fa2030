/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The curtain keeps a secret out of the widget tree, its labels, CSS
 * classes and accessible properties except while the button is held. The
 * hold is driven through the button's own gesture and key controllers. */

#include "config.h"

#include <adwaita.h>

#include "sq-curtain.h"
#include "sq-text.h"
#include "sq-ui-test.h"
#include "sq-ui-tree.h"
#include "sq-tooltip.h"

static const GtkAccessibleProperty text_properties[] = {
  GTK_ACCESSIBLE_PROPERTY_LABEL,
  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
  GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER,
  GTK_ACCESSIBLE_PROPERTY_ROLE_DESCRIPTION,
  GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS,
};

static gboolean
contains (const char *haystack,
          const char *needle)
{
  return haystack != NULL && strstr (haystack, needle) != NULL;
}

/* Every text the widget shows or hands to assistive technologies. */
static gboolean
widget_mentions (GtkWidget  *widget,
                 const char *secret)
{
  g_auto (GStrv) classes = gtk_widget_get_css_classes (widget);

  if (GTK_IS_LABEL (widget) &&
      (contains (gtk_label_get_label (GTK_LABEL (widget)), secret) ||
       contains (gtk_label_get_text (GTK_LABEL (widget)), secret)))
    return TRUE;
  if (GTK_IS_BUTTON (widget) && contains (gtk_button_get_label (GTK_BUTTON (widget)), secret))
    return TRUE;
  if (contains (sq_tooltip_get_text (widget), secret) ||
      contains (gtk_widget_get_tooltip_markup (widget), secret) ||
      contains (gtk_widget_get_name (widget), secret))
    return TRUE;
  for (guint i = 0; classes[i] != NULL; i++)
    if (contains (classes[i], "sq-card-traitor") || contains (classes[i], "sq-card-loyal"))
      return TRUE;

  for (guint i = 0; i < G_N_ELEMENTS (text_properties); i++)
    {
      g_autofree char *value = NULL;

      if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), text_properties[i]))
        continue;
      /* Compared with a value it cannot have, the check hands back the
       * property's actual value. */
      value = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), text_properties[i],
                                                  "\x01 not a value");
      if (contains (value, secret))
        return TRUE;
    }

  return FALSE;
}

/* Walks hidden children too: a hidden label is still in the tree. */
static gboolean
tree_mentions (GtkWidget  *widget,
               const char *secret)
{
  if (widget_mentions (widget, secret))
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (tree_mentions (child, secret))
      return TRUE;

  return FALSE;
}

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
click (SqCurtain  *curtain,
       const char *label)
{
  GtkButton *button = GTK_BUTTON (sq_test_find_button (GTK_WIDGET (curtain), label));

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
}

static void
press_pointer (SqCurtain *curtain)
{
  GtkWidget *hold = sq_test_find_with_class (GTK_WIDGET (curtain), "sq-reveal-button");
  GtkGesture *gesture = find_controller (hold, GTK_TYPE_GESTURE_DRAG);

  g_assert_nonnull (gesture);
  g_signal_emit_by_name (gesture, "begin", NULL);
}

static void
release_pointer (SqCurtain *curtain)
{
  GtkWidget *hold = sq_test_find_with_class (GTK_WIDGET (curtain), "sq-reveal-button");
  GtkGesture *gesture = find_controller (hold, GTK_TYPE_GESTURE_DRAG);

  g_assert_nonnull (gesture);
  g_signal_emit_by_name (gesture, "end", NULL);
}

static gboolean
press_key (SqCurtain *curtain,
           guint      keyval)
{
  GtkWidget *hold = sq_test_find_with_class (GTK_WIDGET (curtain), "sq-reveal-button");
  GtkEventController *keys = find_controller (hold, GTK_TYPE_EVENT_CONTROLLER_KEY);
  gboolean handled = FALSE;

  g_assert_nonnull (keys);
  g_signal_emit_by_name (keys, "key-pressed", keyval, 0, 0, &handled);

  return handled;
}

static void
release_key (SqCurtain *curtain,
             guint      keyval)
{
  GtkWidget *hold = sq_test_find_with_class (GTK_WIDGET (curtain), "sq-reveal-button");
  GtkEventController *keys = find_controller (hold, GTK_TYPE_EVENT_CONTROLLER_KEY);

  g_assert_nonnull (keys);
  g_signal_emit_by_name (keys, "key-released", keyval, 0, 0);
}

static SqCurtain *
new_curtain (void)
{
  return SQ_CURTAIN (g_object_ref_sink (sq_curtain_new ()));
}

static void
on_confirmed_cb (SqCurtain *curtain,
                 GString   *log)
{
  g_string_append (log, "confirmed;");
}

static void
on_done_cb (SqCurtain *curtain,
            GString   *log)
{
  g_string_append (log, "done;");
}

static void
on_cancelled_cb (SqCurtain *curtain,
                 GString   *log)
{
  g_string_append (log, "cancelled;");
}

static void
test_curtain_new_destroy (void)
{
  SqCurtain *curtain = new_curtain ();

  g_assert_true (SQ_IS_CURTAIN (curtain));
  g_assert_false (sq_curtain_get_revealed (curtain));
  g_assert_finalize_object (curtain);
}

static void
test_curtain_loyalty_secret (void)
{
  SqCurtain *curtain = new_curtain ();
  const char *traitor = sq_text_face (SQ_FACE_TRAITOR);
  guint8 faces[] = { SQ_FACE_TRAITOR };

  sq_curtain_set_viewer (curtain, "Sir Kay");
  sq_curtain_set_secret_title (curtain, "Your loyalty card");
  sq_curtain_set_secret_cards (curtain, faces, G_N_ELEMENTS (faces));

  g_assert_true (tree_mentions (GTK_WIDGET (curtain), "Sir Kay"));
  g_assert_false (tree_mentions (GTK_WIDGET (curtain), traitor));

  /* Nothing shows before the player has confirmed who they are. */
  press_pointer (curtain);
  g_assert_false (sq_curtain_get_revealed (curtain));
  g_assert_false (tree_mentions (GTK_WIDGET (curtain), traitor));

  click (curtain, "I Am Sir Kay");
  g_assert_false (tree_mentions (GTK_WIDGET (curtain), traitor));

  press_pointer (curtain);
  g_assert_true (sq_curtain_get_revealed (curtain));
  g_assert_true (tree_mentions (GTK_WIDGET (curtain), traitor));
  gtk_test_accessible_assert_property (sq_test_find_with_class (GTK_WIDGET (curtain), "sq-curtain-secret"),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, traitor);

  release_pointer (curtain);
  g_assert_false (sq_curtain_get_revealed (curtain));
  g_assert_false (tree_mentions (GTK_WIDGET (curtain), traitor));
  g_assert_null (sq_test_find_with_class (GTK_WIDGET (curtain), "sq-card-traitor"));

  /* The button's "clicked" comes after the release: it must not show
   * the card again (it did, with a real mouse). */
  g_signal_emit_by_name (sq_test_find_with_class (GTK_WIDGET (curtain), "sq-reveal-button"), "clicked");
  g_assert_false (sq_curtain_get_revealed (curtain));
  g_assert_false (tree_mentions (GTK_WIDGET (curtain), traitor));

  g_assert_finalize_object (curtain);
}

static void
test_curtain_keyboard (void)
{
  SqCurtain *curtain = new_curtain ();
  const char *loyal = sq_text_face (SQ_FACE_LOYAL);
  guint8 faces[] = { SQ_FACE_LOYAL };

  sq_curtain_set_viewer (curtain, "Sir Gawain");
  sq_curtain_set_secret_cards (curtain, faces, G_N_ELEMENTS (faces));
  click (curtain, "I Am Sir Gawain");
  g_assert_null (sq_test_find_with_class (GTK_WIDGET (curtain), "sq-card-loyal"));

  /* Other keys pass through; Space and Enter hold, auto-repeat included. */
  g_assert_false (press_key (curtain, GDK_KEY_a));
  g_assert_false (sq_curtain_get_revealed (curtain));
  g_assert_true (press_key (curtain, GDK_KEY_space));
  g_assert_true (press_key (curtain, GDK_KEY_space));
  g_assert_true (sq_curtain_get_revealed (curtain));
  g_assert_nonnull (sq_test_find_with_class (GTK_WIDGET (curtain), "sq-card-loyal"));
  gtk_test_accessible_assert_property (sq_test_find_with_class (GTK_WIDGET (curtain), "sq-curtain-secret"),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, loyal);
  release_key (curtain, GDK_KEY_space);
  g_assert_false (sq_curtain_get_revealed (curtain));
  g_assert_null (sq_test_find_with_class (GTK_WIDGET (curtain), "sq-card-loyal"));
  g_assert_null (sq_test_find_with_class (GTK_WIDGET (curtain), "sq-curtain-secret"));
  g_assert_false (tree_mentions (GTK_WIDGET (curtain), loyal));

  g_assert_true (press_key (curtain, GDK_KEY_Return));
  g_assert_true (sq_curtain_get_revealed (curtain));
  release_key (curtain, GDK_KEY_Return);
  g_assert_false (sq_curtain_get_revealed (curtain));

  g_assert_finalize_object (curtain);
}

static void
test_curtain_hand (void)
{
  SqCurtain *curtain = new_curtain ();
  guint8 faces[] = { SQ_FACE_MERLIN, SQ_FACE_FIGHT_5, SQ_FACE_LADY_OF_THE_LAKE };

  sq_curtain_set_viewer (curtain, "King Arthur");
  sq_curtain_set_secret_title (curtain, "Your hand");
  sq_curtain_set_secret_cards (curtain, faces, G_N_ELEMENTS (faces));
  click (curtain, "I Am King Arthur");

  for (guint i = 0; i < G_N_ELEMENTS (faces); i++)
    g_assert_false (tree_mentions (GTK_WIDGET (curtain), sq_text_face (faces[i])));
  press_pointer (curtain);
  for (guint i = 0; i < G_N_ELEMENTS (faces); i++)
    g_assert_true (tree_mentions (GTK_WIDGET (curtain), sq_text_face (faces[i])));
  release_pointer (curtain);
  for (guint i = 0; i < G_N_ELEMENTS (faces); i++)
    g_assert_false (tree_mentions (GTK_WIDGET (curtain), sq_text_face (faces[i])));

  g_assert_finalize_object (curtain);
}

static void
test_curtain_secret_widget (void)
{
  SqCurtain *curtain = new_curtain ();
  GtkWidget *secret = gtk_label_new ("Black Knight 7 on top");

  g_object_add_weak_pointer (G_OBJECT (secret), (gpointer *) &secret);
  sq_curtain_set_viewer (curtain, "Sir Percival");
  sq_curtain_set_secret_widget (curtain, secret);
  click (curtain, "I Am Sir Percival");

  g_assert_false (tree_mentions (GTK_WIDGET (curtain), "Black Knight 7"));
  g_assert_null (gtk_widget_get_parent (secret));
  press_pointer (curtain);
  g_assert_true (tree_mentions (GTK_WIDGET (curtain), "Black Knight 7"));
  g_assert_true (gtk_widget_is_ancestor (secret, GTK_WIDGET (curtain)));
  release_pointer (curtain);
  g_assert_false (tree_mentions (GTK_WIDGET (curtain), "Black Knight 7"));
  g_assert_null (gtk_widget_get_parent (secret));

  /* "done" lets go of the secret */
  click (curtain, "_Done, Pass On");
  g_assert_null (secret);

  g_assert_finalize_object (curtain);
}

static void
test_curtain_signals (void)
{
  SqCurtain *curtain = new_curtain ();
  g_autoptr (GString) log = g_string_new (NULL);
  guint8 faces[] = { SQ_FACE_TRAITOR };

  g_signal_connect (curtain, "confirmed", G_CALLBACK (on_confirmed_cb), log);
  g_signal_connect (curtain, "done", G_CALLBACK (on_done_cb), log);
  g_signal_connect (curtain, "cancelled", G_CALLBACK (on_cancelled_cb), log);

  sq_curtain_set_viewer (curtain, "Sir Kay");
  sq_curtain_set_secret_cards (curtain, faces, G_N_ELEMENTS (faces));
  click (curtain, "_Back");
  click (curtain, "I Am Sir Kay");
  press_pointer (curtain);
  /* Done while still held hides the secret first. */
  click (curtain, "_Done, Pass On");
  g_assert_false (sq_curtain_get_revealed (curtain));
  g_assert_false (tree_mentions (GTK_WIDGET (curtain), sq_text_face (SQ_FACE_TRAITOR)));
  g_assert_cmpstr (log->str, ==, "cancelled;confirmed;done;");

  /* The secret is forgotten once done: pressing again shows nothing. */
  press_pointer (curtain);
  g_assert_false (sq_curtain_get_revealed (curtain));

  g_assert_finalize_object (curtain);
}

static void
test_curtain_reset (void)
{
  SqCurtain *curtain = new_curtain ();
  g_autoptr (GString) log = g_string_new (NULL);
  guint8 faces[] = { SQ_FACE_TRAITOR };
  const char *traitor = sq_text_face (SQ_FACE_TRAITOR);

  g_signal_connect (curtain, "confirmed", G_CALLBACK (on_confirmed_cb), log);
  sq_curtain_set_viewer (curtain, "Sir Tristan");
  sq_curtain_set_secret_cards (curtain, faces, G_N_ELEMENTS (faces));
  click (curtain, "I Am Sir Tristan");
  press_pointer (curtain);
  g_assert_true (sq_curtain_get_revealed (curtain));

  sq_curtain_reset (curtain);
  g_assert_false (sq_curtain_get_revealed (curtain));
  g_assert_false (tree_mentions (GTK_WIDGET (curtain), traitor));

  /* Back on the first step: a press does nothing until confirmed again,
   * and the secret is still there after that. */
  press_pointer (curtain);
  g_assert_false (sq_curtain_get_revealed (curtain));
  release_pointer (curtain);
  click (curtain, "I Am Sir Tristan");
  press_pointer (curtain);
  g_assert_true (tree_mentions (GTK_WIDGET (curtain), traitor));
  release_pointer (curtain);
  g_assert_cmpstr (log->str, ==, "confirmed;confirmed;");

  /* "Not me" goes back too */
  click (curtain, "_Not Me, Go Back");
  press_pointer (curtain);
  g_assert_false (sq_curtain_get_revealed (curtain));

  g_assert_finalize_object (curtain);
}

static void
test_curtain_unmap_hides (void)
{
  GtkWidget *window = gtk_window_new ();
  SqCurtain *curtain = SQ_CURTAIN (sq_curtain_new ());
  guint8 faces[] = { SQ_FACE_TRAITOR };

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (curtain));
  gtk_window_present (GTK_WINDOW (window));
  sq_curtain_set_viewer (curtain, "Sir Kay");
  sq_curtain_set_secret_cards (curtain, faces, G_N_ELEMENTS (faces));
  click (curtain, "I Am Sir Kay");
  press_pointer (curtain);
  g_assert_true (sq_curtain_get_revealed (curtain));

  gtk_widget_set_visible (window, FALSE);
  g_assert_false (sq_curtain_get_revealed (curtain));
  g_assert_false (tree_mentions (GTK_WIDGET (curtain), sq_text_face (SQ_FACE_TRAITOR)));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
on_notify_cb (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

static void
test_curtain_notify (void)
{
  SqCurtain *curtain = new_curtain ();
  guint viewer = 0;
  guint title = 0;

  g_signal_connect (curtain, "notify::viewer", G_CALLBACK (on_notify_cb), &viewer);
  g_signal_connect (curtain, "notify::secret-title", G_CALLBACK (on_notify_cb), &title);

  sq_curtain_set_viewer (curtain, "Sir Kay");
  sq_curtain_set_viewer (curtain, "Sir Kay");
  g_assert_cmpuint (viewer, ==, 1);
  g_assert_cmpstr (sq_curtain_get_viewer (curtain), ==, "Sir Kay");
  sq_curtain_set_viewer (curtain, NULL);
  g_assert_cmpuint (viewer, ==, 2);
  g_assert_true (tree_mentions (GTK_WIDGET (curtain), "Pass the screen to the next player"));

  sq_curtain_set_secret_title (curtain, "Your hand");
  sq_curtain_set_secret_title (curtain, "Your hand");
  g_assert_cmpuint (title, ==, 1);
  g_assert_cmpstr (sq_curtain_get_secret_title (curtain), ==, "Your hand");

  g_assert_finalize_object (curtain);
}

int
main (int   argc,
      char *argv[])
{
  /* The suite runs with GTK_A11Y=none, which keeps no accessible
   * properties at all; the secrecy checks need them. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  sq_test_init_ui (&argc, &argv);

  g_test_add_func ("/ui/curtain/new-destroy", test_curtain_new_destroy);
  g_test_add_func ("/ui/curtain/loyalty-secret", test_curtain_loyalty_secret);
  g_test_add_func ("/ui/curtain/keyboard", test_curtain_keyboard);
  g_test_add_func ("/ui/curtain/hand", test_curtain_hand);
  g_test_add_func ("/ui/curtain/secret-widget", test_curtain_secret_widget);
  g_test_add_func ("/ui/curtain/signals", test_curtain_signals);
  g_test_add_func ("/ui/curtain/reset", test_curtain_reset);
  g_test_add_func ("/ui/curtain/unmap-hides", test_curtain_unmap_hides);
  g_test_add_func ("/ui/curtain/notify", test_curtain_notify);

  return g_test_run ();
}

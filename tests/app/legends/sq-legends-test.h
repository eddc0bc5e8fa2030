/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* What test-legends-page.c and test-legends-shell.c share: a window with a
 * Camelot Legends page over a temporary folder (a phone's size when the
 * test's data is TRUE), the rules it was asked to show, and driving it as
 * the players would: pressing its buttons, drawing an event, setting up a
 * game of three. */

#pragma once

#include <adwaita.h>
#include <string.h>

#include "sq-legends-event-form.h"
#include "sq-legends-page.h"
#include "sq-legends-tracker.h"
#include "sq-ui-test.h"

G_BEGIN_DECLS

typedef struct
{
  char             *dir;
  GtkWindow        *window;
  SqLegendsPage    *page;
  SqLegendsTracker *tracker;
  GPtrArray        *rules_shown;
} Fixture;

static inline void
on_show_rule_cb (SqLegendsPage *page,
                 const char    *rule_id,
                 Fixture       *fixture)
{
  g_ptr_array_add (fixture->rules_shown, g_strdup (rule_id));
}

static inline void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("squire-legends-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->rules_shown = g_ptr_array_new_with_free_func (g_free);

  fixture->window = GTK_WINDOW (gtk_window_new ());
  /* a phone, or a desktop */
  if (GPOINTER_TO_INT (data))
    gtk_window_set_default_size (fixture->window, 360, 640);
  else
    gtk_window_set_default_size (fixture->window, 1200, 900);
  fixture->page = SQ_LEGENDS_PAGE (sq_legends_page_new (fixture->dir));
  sq_legends_page_set_seed (fixture->page, 20260412);
  fixture->tracker = SQ_LEGENDS_TRACKER (sq_legends_page_get_part (fixture->page, "tracker"));
  g_signal_connect (fixture->page, "show-rule", G_CALLBACK (on_show_rule_cb), fixture);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->page));
  gtk_window_present (fixture->window);
  sq_test_iterate ();
}

static inline void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  /* The page's search of its folder runs in a worker thread, which holds
   * the page and may write the folder's index until it is over: wait for
   * it before the folder goes */
  g_object_add_weak_pointer (G_OBJECT (fixture->page), (gpointer *) &fixture->page);
  gtk_window_destroy (fixture->window);
  for (guint i = 0; fixture->page != NULL && i < 500; i++)
    {
      sq_test_iterate ();
      if (fixture->page != NULL)
        g_usleep (10 * 1000);
    }
  if (fixture->page != NULL)
    g_object_remove_weak_pointer (G_OBJECT (fixture->page), (gpointer *) &fixture->page);
  sq_test_iterate ();
  g_assert_true (sq_test_remove_tree (fixture->dir));
  g_free (fixture->dir);
  g_ptr_array_unref (fixture->rules_shown);
}

static inline const SqLegendsState *
state_of (Fixture *fixture)
{
  return sq_legends_game_get_state (sq_legends_page_get_game (fixture->page));
}

/* The button bound to @action_name below @root, on show or not */
static inline GtkWidget *
find_button (GtkWidget  *root,
             const char *action_name)
{
  if (GTK_IS_BUTTON (root)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action_name) == 0)
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, action_name);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Every widget up to @root is on show */
static inline gboolean
shown (GtkWidget *widget,
       GtkWidget *root)
{
  for (; widget != NULL; widget = gtk_widget_get_parent (widget))
    {
      if (!gtk_widget_get_visible (widget))
        return FALSE;
      if (widget == root)
        return TRUE;
    }

  return TRUE;
}

static inline gboolean
can_click (Fixture    *fixture,
           const char *action_name)
{
  GtkWidget *button = find_button (GTK_WIDGET (fixture->page), action_name);

  g_assert_nonnull (button);
  return gtk_widget_is_sensitive (button) && shown (button, GTK_WIDGET (fixture->page));
}

/* Presses the button for @action_name, which must be on show and enabled */
static inline void
click (Fixture    *fixture,
       const char *action_name)
{
  GtkWidget *button = find_button (GTK_WIDGET (fixture->page), action_name);

  g_test_message ("click %s", action_name);
  g_assert_nonnull (button);
  g_assert_true (shown (button, GTK_WIDGET (fixture->page)));
  if (!gtk_widget_is_sensitive (button))
    g_error ("%s is not enabled", action_name);
  g_signal_emit_by_name (button, "clicked");
  sq_test_iterate ();
}

static inline void
press (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  sq_test_iterate ();
}

static inline const char *
label_text (GtkWidget *label)
{
  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_text (GTK_LABEL (label));
}

static inline void
assert_contains (const char *text,
                 const char *needle)
{
  if (text == NULL || strstr (text, needle) == NULL)
    g_error ("“%s” is not in “%s”", needle, text != NULL ? text : "(null)");
}

static inline void
draw_event (Fixture              *fixture,
            const SqLegendsEvent *event)
{
  SqLegendsEventForm *form = SQ_LEGENDS_EVENT_FORM (sq_legends_tracker_get_part (fixture->tracker,
                                                                                 "event-form"));

  sq_legends_event_form_set_event (form, event);
  click (fixture, "tracker.draw-event");
}

static inline void
bidding_event (SqLegendsEvent   *e,
               const char       *name,
               SqLegendsAbility  a,
               gint              b,
               guint             max_bids,
               guint             vp)
{
  sq_legends_event_init (e, SQ_LEGENDS_EVENT_BIDDING);
  g_assert_true (sq_legends_set_name (e->name, name));
  e->n_abilities = b >= 0 ? 2 : 1;
  e->abilities[0] = a;
  if (b >= 0)
    e->abilities[1] = b;
  e->max_bids = max_bids;
  e->vp = vp;
}

static inline void
set_up_three_players (Fixture *fixture)
{
  GtkWidget *players = sq_legends_page_get_part (fixture->page, "players-spin");

  g_assert_cmpstr (sq_legends_page_get_view (fixture->page), ==, "setup");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (players), 3);
  sq_legends_page_set_player (fixture->page, 0, "Anna", SQ_LEGENDS_COLOUR_GREEN);
  sq_legends_page_set_player (fixture->page, 1, "Ben", SQ_LEGENDS_COLOUR_RED);
  sq_legends_page_set_player (fixture->page, 2, "Carl", SQ_LEGENDS_COLOUR_YELLOW);
  adw_combo_row_set_selected (ADW_COMBO_ROW (sq_legends_page_get_part (fixture->page, "first-row")), 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (sq_legends_page_get_part (fixture->page, "high-king-spin")), 3);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (sq_legends_page_get_part (fixture->page, "excalibur-spin")), 2);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (sq_legends_page_get_part (fixture->page, "love-potion-spin")), 2);
  assert_contains (label_text (sq_legends_page_get_part (fixture->page, "preparation-label")), "20 events");

  click (fixture, "legends.start");

  g_assert_cmpstr (sq_legends_page_get_view (fixture->page), ==, "tracker");
  g_assert_cmpuint (state_of (fixture)->n_players, ==, 3);
  g_assert_cmpint (state_of (fixture)->first_player, ==, 0);
  /* Anna took green, so the seat that had it took hers */
  g_assert_cmpuint (state_of (fixture)->setup.colours[0], ==, SQ_LEGENDS_COLOUR_GREEN);
  g_assert_cmpuint (state_of (fixture)->setup.colours[1], ==, SQ_LEGENDS_COLOUR_RED);
  g_assert_cmpuint (state_of (fixture)->setup.colours[2], ==, SQ_LEGENDS_COLOUR_YELLOW);
  g_assert_cmpuint (state_of (fixture)->setup.special_vp[SQ_LEGENDS_SPECIAL_HIGH_KING], ==, 3);
  g_assert_true (state_of (fixture)->setup.options.heraldic_in_bids);
  g_assert_cmpstr (sq_legends_game_get_name (sq_legends_page_get_game (fixture->page), 1), ==, "Ben");
}

/* Runs the main loop until @widget is on show, for ten seconds at most:
 * the search for the game to continue runs in a worker thread */
static inline gboolean
wait_until_visible (GtkWidget *widget)
{
  for (guint i = 0; i < 2000 && !gtk_widget_get_visible (widget); i++)
    {
      g_usleep (5 * 1000);
      sq_test_iterate ();
    }

  return gtk_widget_get_visible (widget);
}

G_END_DECLS

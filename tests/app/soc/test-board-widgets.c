/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The board's own widgets one at a time: the siege meter, the river of
 * cards, the swords and a card, with their accessible values, and a
 * quest's knights beside its badge. The whole board over random games is
 * test-board.c. */

#include "config.h"

#include <adwaita.h>

#include "sq-board.h"
#include "sq-card-view.h"
#include "sq-cards.h"
#include "sq-quest-view.h"
#include "sq-river-view.h"
#include "sq-siege-view.h"
#include "sq-swords-view.h"
#include "sq-text.h"

#include "sq-board-games.h"
#include "sq-board-test.h"
#include "sq-ui-test.h"
#include "sq-ui-tree.h"
#include "sq-tooltip.h"

/* --------------------------------------------------------------- siege */

static void
on_notify_cb (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

static void
test_siege (void)
{
  GtkWidget *view = g_object_ref_sink (sq_siege_view_new ());
  GtkWidget *window = gtk_window_new ();
  guint notified = 0;
  int height;

  g_signal_connect (view, "notify::count", G_CALLBACK (on_notify_cb), &notified);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_ROLE_METER);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 12.0);
  assert_a11y_value (view, 0);
  g_assert_true (gtk_widget_has_css_class (view, "calm"));
  /* in a window, where the styles of each level apply */
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_set_default_size (GTK_WINDOW (window), 420, -1);
  sq_test_present_until_mapped (GTK_WINDOW (window), view);
  sq_test_wait_frame (window);
  height = gtk_widget_get_height (view);
  g_assert_cmpint (height, >, 0);

  for (guint n = 1; n <= SQ_MAX_SIEGE; n++)
    {
      g_autofree char *count = g_strdup_printf ("%u/12", n);

      sq_siege_view_set_count (SQ_SIEGE_VIEW (view), n);
      g_assert_cmpuint (notified, ==, n);
      g_assert_cmpuint (sq_siege_view_get_count (SQ_SIEGE_VIEW (view)), ==, n);
      assert_a11y_value (view, n);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (sq_test_find_with_class (view, "count"))), ==, count);
      g_assert_cmpuint (count_shown (view, GTK_TYPE_IMAGE, "filled"), ==, n);
      /* the count grows with the danger, the meter keeps its height:
       * nothing under it on the board moves */
      sq_test_wait_frame (window);
      g_assert_cmpint (gtk_widget_get_height (view), ==, height);
    }
  g_assert_true (gtk_widget_has_css_class (view, "critical"));
  g_assert_false (gtk_widget_has_css_class (view, "calm"));

  /* notifies only on change */
  sq_siege_view_set_count (SQ_SIEGE_VIEW (view), SQ_MAX_SIEGE);
  g_assert_cmpuint (notified, ==, SQ_MAX_SIEGE);
  g_object_set (view, "count", 5, NULL);
  g_assert_cmpuint (notified, ==, SQ_MAX_SIEGE + 1);
  g_assert_true (gtk_widget_has_css_class (view, "threat"));

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (view);
}

/* --------------------------------------------------------------- river */

static void
test_river (void)
{
  GtkWidget *view = g_object_ref_sink (sq_river_view_new ());
  guint notified = 0;

  g_signal_connect (view, "notify::position", G_CALLBACK (on_notify_cb), &notified);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_ROLE_METER);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, -5.0);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 5.0);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
                                       "In the middle of the river");
  g_assert_cmpuint (count_shown (view, GTK_TYPE_IMAGE, "excalibur"), ==, 1);

  sq_river_view_set_position (SQ_RIVER_VIEW (view), -3);
  g_assert_cmpuint (notified, ==, 1);
  assert_a11y_value (view, -3);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
                                       "3 steps toward Evil");
  sq_river_view_set_position (SQ_RIVER_VIEW (view), -3);
  g_assert_cmpuint (notified, ==, 1);
  /* past the ends it stays at the end */
  sq_river_view_set_position (SQ_RIVER_VIEW (view), 9);
  g_assert_cmpint (sq_river_view_get_position (SQ_RIVER_VIEW (view)), ==, 5);
  g_assert_cmpuint (notified, ==, 2);
  g_assert_cmpuint (count_shown (view, GTK_TYPE_IMAGE, "excalibur"), ==, 1);
  g_assert_true (gtk_widget_has_css_class (gtk_widget_get_last_child (sq_test_find_with_class (view, "track")),
                                           "excalibur"));

  g_assert_finalize_object (view);
}

/* -------------------------------------------------------------- swords */

static void
test_swords (void)
{
  GtkWidget *view = g_object_ref_sink (sq_swords_view_new ());
  GtkWidget *white = sq_test_find_with_class (view, "sword-count");
  GtkWidget *black = NULL;
  guint notified = 0;

  g_assert_nonnull (white);
  black = gtk_widget_get_next_sibling (white);
  g_assert_true (gtk_widget_has_css_class (black, "black"));
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (white), GTK_ACCESSIBLE_ROLE_METER);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (black), GTK_ACCESSIBLE_ROLE_METER);

  g_signal_connect (view, "notify", G_CALLBACK (on_notify_cb), &notified);
  sq_swords_view_set_counts (SQ_SWORDS_VIEW (view), 3, 2);
  g_assert_cmpuint (notified, ==, 2);
  sq_swords_view_set_counts (SQ_SWORDS_VIEW (view), 3, 2);
  g_assert_cmpuint (notified, ==, 2);
  sq_swords_view_set_counts (SQ_SWORDS_VIEW (view), 3, 6);
  g_assert_cmpuint (notified, ==, 3);

  g_assert_cmpuint (sq_swords_view_get_white (SQ_SWORDS_VIEW (view)), ==, 3);
  g_assert_cmpuint (sq_swords_view_get_black (SQ_SWORDS_VIEW (view)), ==, 6);
  assert_a11y_value (white, 3);
  assert_a11y_value (black, 6);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "3 white swords, 6 black swords of 7");
  g_assert_true (gtk_widget_has_css_class (black, "error"));

  /* on the track: white and black differ by more than colour */
  g_assert_cmpuint (count_shown (view, GTK_TYPE_IMAGE, "free"), ==, SQ_MAX_SWORDS - 9);
  g_assert_cmpuint (count_shown (sq_test_find_with_class (view, "track"), GTK_TYPE_IMAGE, "white"), ==, 3);
  g_assert_cmpuint (count_shown (sq_test_find_with_class (view, "track"), GTK_TYPE_IMAGE, "black"), ==, 6);

  g_assert_finalize_object (view);
}

/* --------------------------------------------------------------- cards */

static void
test_card_view (void)
{
  GtkWidget *view = g_object_ref_sink (sq_card_view_new ());
  g_autofree char *observed = NULL;

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_ROLE_IMG);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Empty spot");

  sq_card_view_show_face (SQ_CARD_VIEW (view), SQ_FACE_LANCELOT_5_9, SQ_QUEST_DRAGON);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       sq_text_face (SQ_FACE_LANCELOT_5_9));
  g_assert_true (gtk_widget_has_css_class (view, "black"));
  /* a Lancelot card counts its second value against the Dragon */
  g_assert_cmpuint (count_shown (view, GTK_TYPE_LABEL, NULL), ==, 1);
  observed = dup_observation (view);
  g_assert_nonnull (strstr (observed, "text=«9»"));
  g_clear_pointer (&observed, g_free);

  sq_card_view_show_face (SQ_CARD_VIEW (view), SQ_FACE_FIGHT_4, SQ_QUEST_BLACK_KNIGHT);
  g_assert_true (gtk_widget_has_css_class (view, "white"));
  g_assert_false (gtk_widget_has_css_class (view, "black"));

  sq_card_view_show_back (SQ_CARD_VIEW (view));
  g_assert_true (gtk_widget_has_css_class (view, "back"));
  g_assert_null (sq_test_find_with_class (view, "white"));
  g_assert_cmpuint (count_shown (view, GTK_TYPE_LABEL, NULL), ==, 0);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Face-down black card");

  sq_card_view_show_empty (SQ_CARD_VIEW (view), "3");
  g_assert_true (gtk_widget_has_css_class (view, "empty"));
  g_assert_null (sq_tooltip_get_text (view));

  g_assert_finalize_object (view);
}

/* --------------------------------------------------------------- quest */

/* The knights on a quest wrap beside its Solo badge: asked for its width
 * at a height, their row gives its width for any height (SqWrapBin), and
 * does not search for the narrowest width that fits that height, laying
 * the text out at each width it tries (some forty times a move). */
static void
test_quest_knights (void)
{
  GtkWidget *view = g_object_ref_sink (sq_quest_view_new (SQ_QUEST_SAXONS));
  g_autoptr(SqState) state = NULL;
  g_autofree char *third = NULL;
  GtkWidget *label, *row;
  SqSetup setup;
  int line, min, nat, min_at, nat_at;

  sq_setup_init_defaults (&setup, 5);
  state = sq_state_new (&setup, NULL);
  for (guint i = 0; i < 3; i++)
    state->seats[i].place = SQ_QUEST_SAXONS;
  sq_quest_view_update (SQ_QUEST_VIEW (view), state);

  label = sq_test_find_typed (view, GTK_TYPE_LABEL, "knights");
  g_assert_nonnull (label);
  third = sq_text_seat (state, 2);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), third));
  row = gtk_widget_get_ancestor (gtk_widget_get_parent (label), GTK_TYPE_BOX);
  g_assert_cmpint (gtk_orientable_get_orientation (GTK_ORIENTABLE (row)), ==, GTK_ORIENTATION_HORIZONTAL);

  gtk_widget_measure (row, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  gtk_widget_measure (row, GTK_ORIENTATION_VERTICAL, nat, &line, NULL, NULL, NULL);
  /* at the height of one line, GTK's box alone would need the knights on
   * one line: its least width would be its natural one */
  gtk_widget_measure (row, GTK_ORIENTATION_HORIZONTAL, line, &min_at, &nat_at, NULL, NULL);
  g_assert_cmpint (min, <, nat);
  g_assert_cmpint (min_at, ==, min);
  g_assert_cmpint (nat_at, ==, nat);

  g_assert_finalize_object (view);
}

int
main (int   argc,
      char *argv[])
{
  /* the test accessibility backend keeps the properties for reading back
   * (the suite's environment turns accessibility off) */
  g_setenv ("GTK_A11Y", "test", TRUE);
  sq_test_init_ui (&argc, &argv);
  sq_board_load_style ();

  g_test_add_func ("/ui/board/siege", test_siege);
  g_test_add_func ("/ui/board/river", test_river);
  g_test_add_func ("/ui/board/swords", test_swords);
  g_test_add_func ("/ui/board/card-view", test_card_view);
  g_test_add_func ("/ui/board/quest-knights", test_quest_knights);

  return g_test_run ();
}

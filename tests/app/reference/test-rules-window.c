/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The window's rules page on the real reference: a rule id opens its
 * topic, from the turn panel too, and Back returns to where the rule was
 * asked about. test-rules-page.c tests the page alone. */

#include "config.h"

#include "sq-application.h"
#include "sq-rules-page-test.h"
#include "sq-window.h"

#include "sq-ui-window-test.h"

typedef SqTestWindow Fixture;

static SqRulesPage *
window_rules_page (Fixture *fixture)
{
  return SQ_RULES_PAGE (sq_window_get_part (fixture->window, "rules-page"));
}

static void
go_back (Fixture *fixture)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.go-back", NULL));
  sq_test_iterate ();
}

static void
test_window_show_rule (Fixture       *fixture,
                       gconstpointer  data)
{
  SqReference *reference = sq_reference_get_default ();
  SqReferenceTopic *topic = sq_reference_topic_for_rule (reference, "heroic.move");
  SqRulesPage *page;

  /* the real reference explains the rule (test-reference checks them all) */
  g_assert_nonnull (topic);

  g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "start");
  sq_window_show_rule (fixture->window, "heroic.move");
  sq_test_iterate ();
  page = window_rules_page (fixture);
  g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "rules");
  g_assert_cmpstr (sq_rules_page_get_topic_id (page), ==, sq_reference_topic_get_id (topic));

  /* Back returns to where the rule was asked about */
  go_back (fixture);
  g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "start");

  /* F1 opens the index; a topic chosen there goes back to it first */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.rules", NULL));
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "rules");
  g_assert_null (sq_rules_page_get_topic_id (page));
  activate_in_list (page, sq_reference_topic_get_title (topic));
  g_assert_cmpstr (sq_rules_page_get_topic_id (page), ==, sq_reference_topic_get_id (topic));
  go_back (fixture);
  g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "rules");
  g_assert_null (sq_rules_page_get_topic_id (page));
  go_back (fixture);
  g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "start");

  /* by topic id; an unknown one opens the index */
  sq_window_show_topic (fixture->window, sq_reference_topic_get_id (topic));
  sq_test_iterate ();
  g_assert_cmpstr (sq_rules_page_get_topic_id (page), ==, sq_reference_topic_get_id (topic));
  sq_window_show_topic (fixture->window, "no.such.topic");
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "rules");
  g_assert_null (sq_rules_page_get_topic_id (page));
  go_back (fixture);
  g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "start");
}

/* A refusal in the turn panel names its rule: the window opens its topic,
 * and Back returns to the game. */
static void
test_window_turn_panel_rule (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  SqReference *reference = sq_reference_get_default ();
  GtkWidget *panel;
  SqSetup setup;

  sq_setup_init_defaults (&setup, 3);
  setup.seed = 5;
  g_assert_true (sq_window_start_game (fixture->window, &setup, "Rules", &error));
  g_assert_no_error (error);
  sq_test_iterate ();
  while (g_strcmp0 (sq_window_get_page (fixture->window), "curtain") == 0)
    {
      g_signal_emit_by_name (sq_window_get_part (fixture->window, "curtain"), "done");
      sq_test_iterate ();
    }
  g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "game");

  panel = sq_window_get_part (fixture->window, "turn-panel");
  g_signal_emit_by_name (panel, "show-rule", "accuse.threshold");
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "rules");
  g_assert_cmpstr (sq_rules_page_get_topic_id (window_rules_page (fixture)), ==,
                   sq_reference_topic_get_id (sq_reference_topic_for_rule (reference, "accuse.threshold")));

  go_back (fixture);
  g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "game");
}

int
main (int   argc,
      char *argv[])
{
  sq_test_init_ui (&argc, &argv);

  g_test_add ("/ui/rules-page/window/show-rule", Fixture, NULL,
              sq_test_window_setup, test_window_show_rule, sq_test_window_teardown);
  g_test_add ("/ui/rules-page/window/turn-panel-rule", Fixture, NULL,
              sq_test_window_setup, test_window_turn_panel_rule, sq_test_window_teardown);

  return g_test_run ();
}

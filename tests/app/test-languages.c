/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * The main screens of the real window in one language, at 1280x800: the
 * start page, a new game, the loyalty curtain, a game with refusals on
 * show, the history, the end of the game, the saved games, Preferences,
 * the shortcuts, About and every topic of the rules reference. Fails on
 * English a translator should have replaced and on text that does not
 * fit, and says where, so that a translator can fix it.
 *
 * Usage: test-languages LANGUAGE (nl, es or it). English is told from a
 * translation with the template of every string the sources mark
 * (squire.pot, which make-pot.py writes into the build) and the built
 * catalogues, or those under SQUIRE_TEST_LOCALEDIR when it is set (a
 * catalogue with a long fake translation shows the ellipsis check fail).
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "sq-application.h"
#include "sq-legends-page.h"
#include "sq-preferences-window.h"
#include "sq-reference.h"
#include "sq-turn-panel.h"
#include "sq-window.h"

#include "sq-random-play.h"
#include "sq-test-catalogue.h"
#include "sq-test-report.h"
#include "sq-ui-test.h"

#define WIDTH  1280
#define HEIGHT 800

static const char *language;
static const char *localedir;  /* the catalogues */
static SqTestCatalogue *catalogue;
static SqApplication *app;
static SqStore *store;
static char *top_dir;
static char *games_dir;
static SqWindow *game_window;  /* the one game of /game, /history and /end */
static SqTestRng game_rng = { 4 };

/* The window */

static void
on_after_paint_cb (GdkFrameClock *clock,
                   guint         *frames)
{
  (*frames)++;
}

/* Runs until @widget's window has drawn two frames (the second lays out
 * what the first allocation changed), or half a second passed. */
static void
settle (GtkWidget *widget)
{
  GdkFrameClock *clock;
  guint frames = 0;
  gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC / 2;
  gulong handler;

  sq_test_iterate ();
  clock = gtk_widget_get_frame_clock (widget);
  if (clock == NULL)
    return;

  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint_cb), &frames);
  while (frames < 2 && g_get_monotonic_time () < end)
    {
      gtk_widget_queue_draw (widget);
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
  g_signal_handler_disconnect (clock, handler);
}

static SqWindow *
new_window (void)
{
  SqWindow *window = g_object_new (SQ_TYPE_WINDOW,
                                   "application", app,
                                   "settings", sq_application_get_settings (app),
                                   "store", store,
                                   NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), WIDTH, HEIGHT);
  gtk_window_present (GTK_WINDOW (window));
  settle (GTK_WIDGET (window));

  return window;
}

static void
close_window (SqWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate ();
}

/* A five-knight game, seeded, with the curtain left unopened. */
static void
start_game (SqWindow *window)
{
  g_autoptr(GError) error = NULL;
  SqSetup setup;

  sq_setup_init_defaults (&setup, 5);
  setup.seed = 1121;
  sq_window_start_game (window, &setup, "Friday at Anna’s", &error);
  g_assert_no_error (error);
  settle (GTK_WIDGET (window));
}

static void
pass_curtain (SqWindow *window)
{
  while (g_strcmp0 (sq_window_get_page (window), "curtain") == 0)
    g_signal_emit_by_name (sq_window_get_part (window, "curtain"), "done");
  settle (GTK_WIDGET (window));
}

/* One action of the seeded random player through the turn panel; FALSE
 * at the end of the game. */
static gboolean
play_one (SqWindow *window)
{
  SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (window, "turn-panel"));
  SqGame *game = sq_window_get_game (window);
  g_autoptr(GError) error = NULL;
  SqAction buf[512];
  SqAction action;

  if (sq_game_get_finished (game) ||
      !sq_test_pick_with (&game_rng, sq_game_get_state (game), buf, G_N_ELEMENTS (buf), TRUE, &action))
    return FALSE;

  sq_turn_panel_choose (panel, &action, &error);
  g_assert_no_error (error);
  settle (GTK_WIDGET (window));

  return TRUE;
}

static SqWindow *
ensure_game_window (void)
{
  if (game_window == NULL)
    {
      game_window = new_window ();
      start_game (game_window);
      pass_curtain (game_window);
    }

  return game_window;
}

/* Tests */

static void
test_catalogue (void)
{
  const char *header = dgettext (GETTEXT_PACKAGE, "");
  g_autofree char *line = g_strdup_printf ("Language: %s\n", language);

  /* gettext answers "" with the header of the catalogue it found */
  if (strstr (header, line) == NULL)
    g_test_message ("no catalogue for %s under %s", language, localedir);
  g_assert_nonnull (strstr (header, line));
  g_test_message ("%s: %u strings, %u translated, %u as themselves, %u untranslated",
                  language, sq_test_catalogue_get_n_messages (catalogue),
                  sq_test_catalogue_count (catalogue, SQ_TEST_TRANSLATED),
                  sq_test_catalogue_count (catalogue, SQ_TEST_SAME),
                  sq_test_catalogue_count (catalogue, SQ_TEST_UNTRANSLATED));
}

static void
test_start (void)
{
  SqWindow *window = new_window ();
  SqTestReport *report = sq_test_report_new (language, catalogue, "start");

  sq_test_report_check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);
  sq_test_report_finish (report);
  close_window (window);
}

/* Every expander row open, so that what is inside is checked too. */
static void
expand_rows (GtkWidget *widget)
{
  if (ADW_IS_EXPANDER_ROW (widget) && gtk_widget_get_mapped (widget))
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (widget), TRUE);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    expand_rows (child);
}

static void
test_new_game (void)
{
  SqWindow *window = new_window ();
  SqTestReport *report = sq_test_report_new (language, catalogue, "new game");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  settle (GTK_WIDGET (window));
  sq_test_report_check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);

  sq_test_report_set_screen (report, "new game (rows expanded)");
  expand_rows (GTK_WIDGET (window));
  settle (GTK_WIDGET (window));
  sq_test_report_check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);

  sq_test_report_finish (report);
  close_window (window);
}

static void
test_curtain (void)
{
  SqWindow *window = new_window ();
  SqTestReport *report = sq_test_report_new (language, catalogue, "curtain");

  start_game (window);
  g_assert_cmpstr (sq_window_get_page (window), ==, "curtain");
  sq_test_report_check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);

  sq_test_report_finish (report);
  close_window (window);
}

/* The game page after every action until a knight sees why a choice is
 * not possible now. */
static void
test_game (void)
{
  SqWindow *window = ensure_game_window ();
  SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (window, "turn-panel"));
  SqTestReport *report = sq_test_report_new (language, catalogue, "game");
  guint steps = 0;

  sq_test_report_check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);
  while ((steps < 30 || sq_turn_panel_get_n_blocked (panel) == 0) && steps < 500 && play_one (window))
    {
      sq_test_report_check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);
      steps++;
    }
  g_assert_cmpuint (sq_turn_panel_get_n_blocked (panel), >, 0);

  sq_test_report_finish (report);
}

static void
test_history (void)
{
  SqWindow *window = ensure_game_window ();
  SqTestReport *report = sq_test_report_new (language, catalogue, "history");

  g_object_set (window, "show-history", TRUE, NULL);
  settle (GTK_WIDGET (window));
  sq_test_report_check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);
  g_object_set (window, "show-history", FALSE, NULL);

  sq_test_report_finish (report);
}

/* The rest of the game, then its end. */
static void
test_end (void)
{
  SqWindow *window = ensure_game_window ();
  SqTestReport *report = sq_test_report_new (language, catalogue, "game");

  while (play_one (window))
    sq_test_report_check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);
  g_assert_true (sq_game_get_finished (sq_window_get_game (window)));

  sq_test_report_set_screen (report, "end");
  settle (GTK_WIDGET (window));
  g_assert_cmpstr (sq_window_get_page (window), ==, "end");
  sq_test_report_check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);

  sq_test_report_finish (report);
  close_window (g_steal_pointer (&game_window));
}

/* The start page again, with the games played here in its list. */
static void
test_saved_games (void)
{
  SqWindow *window;
  SqTestReport *report = sq_test_report_new (language, catalogue, "start (saved games)");

  /* one game still going, too */
  window = new_window ();
  start_game (window);
  pass_curtain (window);
  close_window (window);

  window = new_window ();
  sq_test_report_check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);

  sq_test_report_finish (report);
  close_window (window);
}

static void
test_preferences (void)
{
  SqWindow *window = new_window ();
  GtkWidget *preferences = sq_preferences_window_new (sq_application_get_settings (app));
  SqTestReport *report = sq_test_report_new (language, catalogue, "preferences");

  gtk_window_set_transient_for (GTK_WINDOW (preferences), GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (preferences));
  settle (preferences);
  expand_rows (preferences);
  settle (preferences);
  /* a dialog takes the size it needs: only its labels must fit */
  sq_test_report_check_window (report, preferences, 0, 0);

  sq_test_report_finish (report);
  gtk_window_destroy (GTK_WINDOW (preferences));
  close_window (window);
}

static void
test_shortcuts (void)
{
  SqWindow *window = new_window ();
  GtkWidget *shortcuts = sq_test_show_shortcuts (GTK_WIDGET (window));
  SqTestReport *report = sq_test_report_new (language, catalogue, "shortcuts");

  g_assert_nonnull (shortcuts);
  settle (shortcuts);
  sq_test_report_check_window (report, shortcuts, 0, 0);

  sq_test_report_finish (report);
  gtk_window_close (GTK_WINDOW (shortcuts));
  close_window (window);
}

static void
test_about (void)
{
  SqWindow *window = new_window ();
  GtkWidget *about = NULL;
  g_autoptr(GListModel) toplevels = NULL;
  SqTestReport *report = sq_test_report_new (language, catalogue, "about");

  gtk_window_set_application (GTK_WINDOW (window), GTK_APPLICATION (app));
  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  settle (GTK_WIDGET (window));
  toplevels = g_object_ref (gtk_window_get_toplevels ());
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_ABOUT_WINDOW (toplevel))
        about = toplevel;
    }
  g_assert_nonnull (about);
  settle (about);
  sq_test_report_check_window (report, about, 0, 0);

  sq_test_report_finish (report);
  gtk_window_destroy (GTK_WINDOW (about));
  close_window (window);
}

/* The index of the rules, then every topic in turn. */
/* Camelot Legends: its setup, then the tracker of a game just begun. */
static void
test_legends (void)
{
  g_autoptr(GError) error = NULL;
  SqWindow *window = new_window ();
  SqTestReport *report = sq_test_report_new (language, catalogue, "legends setup");
  SqLegendsPage *page;

  g_signal_emit_by_name (sq_window_get_part (window, "start-page"), "open-legends");
  page = SQ_LEGENDS_PAGE (sq_window_get_part (window, "legends-page"));
  sq_legends_page_show_setup (page);
  settle (GTK_WIDGET (window));
  sq_test_report_check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);

  sq_test_report_set_screen (report, "legends tracker");
  sq_legends_page_set_seed (page, 20260412);
  g_assert_true (sq_legends_page_start (page, &error));
  g_assert_no_error (error);
  settle (GTK_WIDGET (window));
  sq_test_report_check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);

  sq_test_report_finish (report);
  close_window (window);
}

static void
test_rules (void)
{
  SqWindow *window = new_window ();
  GListModel *topics = sq_reference_get_topics (sq_reference_get_default ());
  SqTestReport *report = sq_test_report_new (language, catalogue, "rules");

  sq_window_show_topic (window, NULL);
  settle (GTK_WIDGET (window));
  g_assert_cmpstr (sq_window_get_page (window), ==, "rules");
  sq_test_report_check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);

  for (guint i = 0; i < g_list_model_get_n_items (topics); i++)
    {
      g_autoptr(SqReferenceTopic) topic = g_list_model_get_item (topics, i);
      g_autofree char *screen = g_strdup_printf ("rules topic %s", sq_reference_topic_get_id (topic));

      sq_test_report_set_screen (report, screen);
      sq_window_show_topic (window, sq_reference_topic_get_id (topic));
      settle (GTK_WIDGET (window));
      sq_test_report_check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);
    }

  sq_test_report_set_screen (report, "rules");
  sq_test_report_finish (report);
  close_window (window);
}

/* Set-up */

int
main (int   argc,
      char *argv[])
{
  static const struct { const char *name; GTestFunc func; } tests[] = {
    { "catalogue", test_catalogue },
    { "start", test_start },
    { "new-game", test_new_game },
    { "curtain", test_curtain },
    { "game", test_game },
    { "history", test_history },
    { "end", test_end },
    { "saved-games", test_saved_games },
    { "preferences", test_preferences },
    { "shortcuts", test_shortcuts },
    { "about", test_about },
    { "rules", test_rules },
    { "legends", test_legends },
  };
  g_autoptr(GError) error = NULL;
  g_autofree char **args = g_new0 (char *, argc + 2);
  int status;

  /* every screen is checked, whatever the one before found */
  args[0] = argv[0];
  args[1] = (char *) "--keep-going";
  for (int i = 1; i < argc; i++)
    args[i + 1] = argv[i];
  argc++;
  argv = args;
  g_test_init (&argc, &argv, NULL);

  if (!sq_test_have_display ())
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }
  if (argc != 2)
    g_error ("usage: %s LANGUAGE", argv[0]);

  language = argv[1];
  localedir = g_getenv ("SQUIRE_TEST_LOCALEDIR");
  if (localedir == NULL)
    localedir = SQ_BUILD_LOCALEDIR;
  /* as src/main.c does for a language chosen in Preferences */
  sq_application_set_up_locale (language, localedir);
  catalogue = sq_test_catalogue_new (SQ_TEMPLATE, GETTEXT_PACKAGE);

  gtk_init ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  /* the games in a folder of a private one (see the helper) */
  games_dir = sq_test_make_games_folder ("squire-languages-XXXXXX", &top_dir);
  store = sq_store_new (games_dir);
  app = sq_application_new (APP_ID ".TestLanguages", G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (tests); i++)
    {
      g_autofree char *path = g_strdup_printf ("/languages/%s/%s", language, tests[i].name);

      g_test_add_func (path, tests[i].func);
    }

  status = g_test_run ();

  if (game_window != NULL)
    close_window (g_steal_pointer (&game_window));
  g_clear_object (&store);
  g_clear_object (&app);
  g_assert_true (sq_test_remove_tree (top_dir));
  g_free (games_dir);
  g_free (top_dir);
  g_clear_pointer (&catalogue, sq_test_catalogue_free);

  return status;
}

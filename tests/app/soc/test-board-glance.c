/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The board at a glance, in the real window: at 1280x800 every quest and
 * every knight of a seven-knight game is in view without scrolling, all
 * through a game; on a phone a new question shows its heading after an
 * action taken at the bottom of the last one, and the board, the turn and
 * the history are the views of one switcher, and no message (toast)
 * covers a choice of the turn; presentation mode goes fullscreen with
 * larger type. */

#include "config.h"

#include <adwaita.h>
#include <signal.h>
#include <sys/wait.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

#include "sq-application.h"
#include "sq-board.h"
#include "sq-game-view.h"
#include "sq-history-view.h"
#include "sq-turn-panel.h"
#include "sq-window.h"
#include "sq-ui-test.h"
#include "sq-ui-tree.h"

#include "sq-random-play.h"

typedef struct
{
  SqApplication *app;
  char          *directory;
  char          *top;       /* a temporary folder, the games folder in it */
  SqStore       *store;
  SqWindow      *window;
  GPid           window_manager;  /* 0: none started */
} Fixture;

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr (GError) error = NULL;
  static guint counter;
  g_autofree char *id = g_strdup_printf ("%s.Glance%u", APP_ID, counter++);

  fixture->app = sq_application_new (id, G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (fixture->app), NULL, &error);
  g_assert_no_error (error);
  fixture->directory = sq_test_make_games_folder ("squire-glance-XXXXXX", &fixture->top);
  fixture->store = sq_store_new (fixture->directory);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  if (fixture->window != NULL)
    gtk_window_destroy (GTK_WINDOW (fixture->window));
  sq_test_iterate ();
  if (fixture->window_manager != 0)
    {
      kill (fixture->window_manager, SIGTERM);
      waitpid (fixture->window_manager, NULL, 0);
      g_spawn_close_pid (fixture->window_manager);
    }
  g_clear_object (&fixture->store);
  g_clear_object (&fixture->app);
  g_assert_true (sq_test_remove_tree (fixture->top));
  g_clear_pointer (&fixture->directory, g_free);
  g_clear_pointer (&fixture->top, g_free);
}

/* A game of @n_players past its curtains, in a window of @width x @height. */
static SqWindow *
start_game (Fixture *fixture,
            guint    n_players,
            int      width,
            int      height)
{
  g_autoptr (GError) error = NULL;
  GtkWidget *curtain;
  SqSetup setup;

  fixture->window = g_object_new (SQ_TYPE_WINDOW,
                                  "application", fixture->app,
                                  "settings", sq_application_get_settings (fixture->app),
                                  "store", fixture->store,
                                  NULL);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), width, height);
  gtk_window_present (GTK_WINDOW (fixture->window));
  sq_test_iterate_for (200);

  sq_setup_init_defaults (&setup, n_players);
  setup.seed = 1121;
  g_assert_true (sq_window_start_game (fixture->window, &setup, "At a glance", &error));
  g_assert_no_error (error);
  curtain = sq_window_get_part (fixture->window, "curtain");
  for (guint i = 0; i < n_players && g_strcmp0 (sq_window_get_page (fixture->window), "curtain") == 0; i++)
    {
      g_signal_emit_by_name (curtain, "done");
      sq_test_iterate ();
    }
  g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "game");
  sq_test_iterate_for (200);

  return fixture->window;
}

/* Plays @steps actions of the seeded random player through the turn panel. */
static void
play (SqWindow  *window,
      SqTestRng *rng,
      guint      steps)
{
  SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (window, "turn-panel"));
  SqGame *game = sq_window_get_game (window);
  g_autofree SqAction *buf = g_new (SqAction, 512);

  for (guint i = 0; i < steps && !sq_game_get_finished (game); i++)
    {
      SqAction action;

      if (!sq_test_pick_with (rng, sq_game_get_state (game), buf, 512, TRUE, &action))
        break;
      g_assert_true (sq_turn_panel_choose (panel, &action, NULL));
      sq_test_iterate ();
    }
}

/* a widget on screen with the CSS name @css_name */
static gboolean
match_css_name (GtkWidget     *widget,
                gconstpointer  css_name)
{
  return g_str_equal (gtk_widget_get_css_name (widget), css_name) && gtk_widget_get_mapped (widget);
}

static GtkWidget *
find_css_name (GtkWidget  *widget,
               const char *css_name)
{
  return sq_test_find_widget (widget, match_css_name, css_name);
}

/* @widget is drawn, and whole inside @viewport's allocation. */
static void
assert_in_view (GtkWidget  *widget,
                GtkWidget  *viewport,
                const char *what)
{
  graphene_rect_t bounds;
  int width = gtk_widget_get_width (viewport);
  int height = gtk_widget_get_height (viewport);

  if (!gtk_widget_get_mapped (widget))
    g_error ("%s is not on screen", what);
  g_assert_true (gtk_widget_compute_bounds (widget, viewport, &bounds));
  if (bounds.origin.x < -0.5 || bounds.origin.y < -0.5 ||
      bounds.origin.x + bounds.size.width > width + 0.5 ||
      bounds.origin.y + bounds.size.height > height + 0.5)
    g_error ("%s lies at %.0f,%.0f %.0fx%.0f, outside the %dx%d in view", what,
             bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height,
             width, height);
}

static void
assert_whole_table_in_view (SqWindow *window)
{
  SqBoard *board = SQ_BOARD (sq_window_get_part (window, "board"));
  const SqState *state = sq_game_get_state (sq_window_get_game (window));
  GtkWidget *scroller = sq_test_find_typed (GTK_WIDGET (board), GTK_TYPE_SCROLLED_WINDOW, NULL);
  GtkAdjustment *vadjustment;
  guint n_knights = 0;
  int width, height;

  /* the window's own frame (client-side decorations) takes a few pixels
   * of the 1280x800 */
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 1280);
  g_assert_cmpint (height, ==, 800);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 1280);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >=, 1260);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, 800);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), >=, 780);
  g_assert_nonnull (scroller);
  assert_in_view (scroller, GTK_WIDGET (window), "the board");

  /* nothing to scroll to */
  vadjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_cmpfloat (gtk_adjustment_get_upper (vadjustment), <=,
                     gtk_adjustment_get_page_size (vadjustment) + 0.5);

  assert_in_view (sq_board_get_camelot_view (board), scroller, "Camelot");
  for (SqQuestId q = 0; q < SQ_N_QUESTS; q++)
    {
      g_autofree char *what = g_strdup_printf ("quest %u", q);

      assert_in_view (sq_board_get_quest_view (board, q), scroller, what);
    }
  for (guint i = 0; i < state->n_seats; i++)
    {
      g_autofree char *what = g_strdup_printf ("the knight in seat %u", i);

      if (!state->seats[i].in_game && !state->seats[i].left)
        continue;
      assert_in_view (sq_board_get_knight_view (board, i), scroller, what);
      n_knights++;
    }
  g_assert_cmpuint (n_knights, ==, 7);
}

static SqGameView *
get_game_view (SqWindow *window)
{
  return SQ_GAME_VIEW (gtk_widget_get_ancestor (sq_window_get_part (window, "leaflet"),
                                                SQ_TYPE_GAME_VIEW));
}

static void
test_glance_whole_table (Fixture       *fixture,
                         gconstpointer  data)
{
  SqWindow *window;
  SqTestRng rng = { 7 };

  if (!sq_test_have_display ())
    {
      g_test_skip ("no display");
      return;
    }

  window = start_game (fixture, 7, 1280, 800);
  /* board and turn side by side: no switcher */
  g_assert_false (adw_view_switcher_bar_get_reveal (sq_game_view_get_switcher (get_game_view (window))));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (window), "sq-switcher-shown"));
  assert_whole_table_in_view (window);
  /* through a game: cards on the quests, knights moving, wars lost */
  for (guint round = 0; round < 4; round++)
    {
      play (window, &rng, 40);
      sq_test_iterate_for (150);
      assert_whole_table_in_view (window);
    }
}

static void
test_glance_switcher (Fixture       *fixture,
                      gconstpointer  data)
{
  SqWindow *window;
  SqGameView *view;
  AdwViewSwitcherBar *bar;
  AdwViewStack *views;
  AdwLeaflet *leaflet;
  GtkWidget *toast = NULL;
  graphene_rect_t toast_bounds, bar_bounds;
  SqTestRng rng = { 5 };
  gboolean show_history;

  if (!sq_test_have_display ())
    {
      g_test_skip ("no display");
      return;
    }

  window = start_game (fixture, 5, 360, 640);
  view = get_game_view (window);
  bar = sq_game_view_get_switcher (view);
  views = adw_view_switcher_bar_get_stack (bar);
  leaflet = sq_game_view_get_leaflet (view);

  /* a phone: one view at a time, the switcher at the bottom on the turn */
  g_assert_true (adw_leaflet_get_folded (leaflet));
  g_assert_true (adw_view_switcher_bar_get_reveal (bar));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (bar)));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (views), ==, "turn");
  g_assert_cmpstr (adw_leaflet_get_visible_child_name (leaflet), ==, "turn");

  /* a message after an action leaves the switcher free */
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (window), "sq-switcher-shown"));
  for (guint i = 0; i < 20 && toast == NULL; i++)
    {
      play (window, &rng, 1);
      sq_test_iterate_for (100);
      toast = find_css_name (GTK_WIDGET (window), "toast");
    }
  g_assert_nonnull (toast);
  g_assert_true (gtk_widget_compute_bounds (toast, GTK_WIDGET (window), &toast_bounds));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (bar), GTK_WIDGET (window), &bar_bounds));
  g_assert_cmpfloat (toast_bounds.origin.y + toast_bounds.size.height, <=, bar_bounds.origin.y);

  adw_view_stack_set_visible_child_name (views, "board");
  sq_test_iterate_for (100);
  g_assert_cmpstr (adw_leaflet_get_visible_child_name (leaflet), ==, "board");
  g_assert_true (gtk_widget_get_mapped (sq_window_get_part (window, "board")));

  adw_view_stack_set_visible_child_name (views, "history");
  sq_test_iterate_for (100);
  g_assert_true (adw_flap_get_reveal_flap (sq_game_view_get_flap (view)));
  g_object_get (window, "show-history", &show_history, NULL);
  g_assert_true (show_history);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (sq_game_view_get_history_view (view))));

  /* the header's button (F9) closes it: the switcher goes back along */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
  sq_test_iterate_for (100);
  g_assert_false (adw_flap_get_reveal_flap (sq_game_view_get_flap (view)));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (views), ==, "board");

  adw_view_stack_set_visible_child_name (views, "turn");
  sq_test_iterate_for (100);
  g_assert_cmpstr (adw_leaflet_get_visible_child_name (leaflet), ==, "turn");
  g_assert_true (gtk_widget_get_mapped (sq_window_get_part (window, "turn-panel")));
}

static double
scroll_range (GtkAdjustment *adjustment)
{
  return gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment);
}

static void
test_glance_new_question_in_view (Fixture       *fixture,
                                  gconstpointer  data)
{
  SqWindow *window;
  SqTurnPanel *panel;
  GtkWidget *scroller;
  GtkWidget *heading;
  GtkAdjustment *vadjustment;
  SqTestRng rng = { 11 };
  guint n_checked = 0;

  if (!sq_test_have_display ())
    {
      g_test_skip ("no display");
      return;
    }

  window = start_game (fixture, 5, 360, 640);
  panel = SQ_TURN_PANEL (sq_window_get_part (window, "turn-panel"));
  scroller = sq_test_find_typed (GTK_WIDGET (panel), GTK_TYPE_SCROLLED_WINDOW, NULL);
  heading = sq_test_find_typed (GTK_WIDGET (panel), GTK_TYPE_LABEL, "title-3");
  g_assert_nonnull (scroller);
  g_assert_nonnull (heading);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (panel)));
  vadjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

  /* Each question longer than the phone is read down to its end before
   * it is answered; when the next one is long too (so that an old scroll
   * position would still hold), its heading must be in view. */
  for (guint i = 0; i < 300 && n_checked < 3; i++)
    {
      gboolean was_scrolled = FALSE;

      if (scroll_range (vadjustment) > 100)
        {
          gtk_adjustment_set_value (vadjustment, scroll_range (vadjustment));
          sq_test_iterate_for (50);
          g_assert_cmpfloat (gtk_adjustment_get_value (vadjustment), >, 100);
          was_scrolled = TRUE;
        }
      play (window, &rng, 1);
      sq_test_iterate_for (100);
      if (was_scrolled && scroll_range (vadjustment) > 100)
        {
          assert_in_view (heading, scroller, "the new question's heading");
          n_checked++;
        }
    }
  g_assert_cmpuint (n_checked, ==, 3);
}

static void
collect_buttons (GtkWidget *widget,
                 GPtrArray *out)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_mapped (child))
        continue;
      if (GTK_IS_BUTTON (child))
        g_ptr_array_add (out, child);
      else
        collect_buttons (child, out);
    }
}

/* No choice of the turn panel is drawn under @toast: the part of each
 * button in view (in the scrolled area, the part inside it) lies clear of
 * the toast. Returns how many buttons lie, scrolled out of view, where the
 * toast is: those the panel keeps out from under it. */
static guint
assert_choices_clear (GtkWidget *window,
                      GtkWidget *panel,
                      GtkWidget *scroller,
                      GtkWidget *toast)
{
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();
  graphene_rect_t toast_bounds, view, bounds, shown;
  guint kept_out = 0;

  g_assert_true (gtk_widget_compute_bounds (toast, window, &toast_bounds));
  g_assert_true (gtk_widget_compute_bounds (scroller, window, &view));
  collect_buttons (panel, buttons);
  g_assert_cmpuint (buttons->len, >, 0);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = buttons->pdata[i];

      g_assert_true (gtk_widget_compute_bounds (button, window, &bounds));
      shown = bounds;
      if (gtk_widget_is_ancestor (button, scroller) &&
          !graphene_rect_intersection (&bounds, &view, &shown))
        shown = GRAPHENE_RECT_INIT (0, 0, 0, 0);
      /* a pixel's rounding apart */
      graphene_rect_inset (&shown, 0.5f, 0.5f);
      if (shown.size.width > 0 && shown.size.height > 0 &&
          graphene_rect_intersection (&shown, &toast_bounds, NULL))
        g_error ("a choice lies under the message: %.0f,%.0f %.0fx%.0f, the message at "
                 "%.0f,%.0f %.0fx%.0f", shown.origin.x, shown.origin.y, shown.size.width,
                 shown.size.height, toast_bounds.origin.x, toast_bounds.origin.y,
                 toast_bounds.size.width, toast_bounds.size.height);
      kept_out += graphene_rect_intersection (&bounds, &toast_bounds, NULL);
    }
  return kept_out;
}

static void
test_glance_toast_covers_no_choice (Fixture       *fixture,
                                    gconstpointer  data)
{
  SqWindow *window;
  GtkWidget *panel;
  GtkWidget *scroller;
  GtkAdjustment *vadjustment;
  SqTestRng rng = { 7 };
  guint n_checked = 0;
  guint kept_out = 0;

  if (!sq_test_have_display ())
    {
      g_test_skip ("no display");
      return;
    }

  window = start_game (fixture, 5, 360, 640);
  panel = sq_window_get_part (window, "turn-panel");
  scroller = sq_test_find_typed (panel, GTK_TYPE_SCROLLED_WINDOW, NULL);
  vadjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

  /* after each action its message: no choice under it, at the top of the
   * question or scrolled down to its last choice */
  for (guint i = 0; i < 200 && n_checked < 12; i++)
    {
      GtkWidget *toast;

      play (window, &rng, 1);
      sq_test_iterate_for (100);
      toast = find_css_name (GTK_WIDGET (window), "toast");
      if (toast == NULL)
        continue;
      kept_out += assert_choices_clear (GTK_WIDGET (window), panel, scroller, toast);
      gtk_adjustment_set_value (vadjustment, scroll_range (vadjustment));
      sq_test_iterate_for (50);
      kept_out += assert_choices_clear (GTK_WIDGET (window), panel, scroller, toast);
      n_checked++;
    }
  g_assert_cmpuint (n_checked, ==, 12);
  /* the case that matters came up: choices that would have been under it */
  g_assert_cmpuint (kept_out, >, 0);
  /* and the room made for the messages never made the window grow */
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, 640);
}

/* The checks of one frame, made as it is painted */
typedef struct
{
  GtkWidget *window;
  GtkWidget *panel;
  GtkWidget *scroller;
  gboolean   painted;
  guint      checked;
  guint      kept_out;
  guint      layouts;   /* in the frame being painted */
  guint      relaid;    /* first frames laid out more than once */
} FrameCheck;

static void
count_layout_cb (GdkFrameClock *clock,
                 FrameCheck    *check)
{
  check->layouts++;
}

static void
check_at_paint_cb (GdkFrameClock *clock,
                   FrameCheck    *check)
{
  GtkWidget *toast = find_css_name (check->window, "toast");

  check->painted = TRUE;
  if (toast == NULL)
    return;
  check->kept_out += assert_choices_clear (check->window, check->panel, check->scroller, toast);
  check->checked++;
}

/* Plays the seeded random player's actions through the turn panel and
 * calls @check_cb as the first frame after each is painted, until it has
 * checked @n frames (counted in @check's checked) */
static void
play_checking_first_frames (SqWindow   *window,
                            SqTestRng  *rng,
                            GCallback   check_cb,
                            FrameCheck *check,
                            guint       n)
{
  g_autofree SqAction *buf = g_new (SqAction, 512);
  SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (window, "turn-panel"));
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  SqGame *game = sq_window_get_game (window);

  for (guint i = 0; i < 200 && check->checked < n && !sq_game_get_finished (game); i++)
    {
      SqAction action;
      gulong id, layout_id;

      if (!sq_test_pick_with (rng, sq_game_get_state (game), buf, 512, TRUE, &action))
        break;
      g_assert_true (sq_turn_panel_choose (panel, &action, NULL));
      check->painted = FALSE;
      check->layouts = 0;
      id = g_signal_connect (clock, "after-paint", check_cb, check);
      layout_id = g_signal_connect (clock, "layout", G_CALLBACK (count_layout_cb), check);
      for (guint k = 0; k < 500 && !check->painted; k++)
        g_main_context_iteration (NULL, TRUE);
      g_signal_handler_disconnect (clock, id);
      g_signal_handler_disconnect (clock, layout_id);
      g_assert_true (check->painted);
      check->relaid += check->layouts > 1;
      sq_test_iterate_for (50);
    }
  g_assert_cmpuint (check->checked, ==, n);
}

/* Not a frame later either: the frame that first shows an action's
 * message already shows the choices clear of it. */
static void
test_glance_toast_clear_first_frame (Fixture       *fixture,
                                     gconstpointer  data)
{
  FrameCheck check = { NULL, };
  SqTestRng rng = { 11 };
  SqWindow *window;

  if (!sq_test_have_display ())
    {
      g_test_skip ("no display");
      return;
    }

  window = start_game (fixture, 5, 360, 640);
  check.window = GTK_WIDGET (window);
  check.panel = sq_window_get_part (window, "turn-panel");
  check.scroller = sq_test_find_typed (check.panel, GTK_TYPE_SCROLLED_WINDOW, NULL);
  play_checking_first_frames (window, &rng, G_CALLBACK (check_at_paint_cb), &check, 20);
  /* the case that matters came up: choices that would have been under it */
  g_assert_cmpuint (check.kept_out, >, 0);
  /* and the room was set before the window was laid out: GTK laid it out
   * once (on X11 each time costs round trips to the X server) */
  g_test_message ("%u of %u first frames laid out more than once", check.relaid, check.checked);
  g_assert_cmpuint (check.relaid, <=, 2);
}

/* The history at its end as a frame is painted: a list longer than its
 * view counts as checked */
static void
check_history_end_cb (GdkFrameClock *clock,
                      FrameCheck    *check)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (check->scroller));
  double end = gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment);

  check->painted = TRUE;
  if (end <= 0)
    return;
  if (gtk_adjustment_get_value (adjustment) < end - 0.5)
    g_error ("the history is painted at %.0f, not at its end, %.0f",
             gtk_adjustment_get_value (adjustment), end);
  check->checked++;
}

/* The frame that shows an action shows its entry at the end of the
 * history, not one frame later */
static void
test_glance_history_end_first_frame (Fixture       *fixture,
                                     gconstpointer  data)
{
  FrameCheck check = { NULL, };
  SqTestRng rng = { 5 };
  SqWindow *window;

  if (!sq_test_have_display ())
    {
      g_test_skip ("no display");
      return;
    }

  window = start_game (fixture, 5, 1280, 800);
  g_object_set (window, "show-history", TRUE, NULL);
  sq_test_iterate_for (100);
  check.scroller = sq_test_find_typed (sq_window_get_part (window, "history"),
                                    GTK_TYPE_SCROLLED_WINDOW, NULL);
  g_assert_true (gtk_widget_get_mapped (check.scroller));
  play_checking_first_frames (window, &rng, G_CALLBACK (check_history_end_cb), &check, 20);
}

/* Fullscreen is the window manager's: on X11 (Xvfb) one is started for
 * this test, its files in the fixture's folder, and stopped at teardown. */
static void
start_window_manager (Fixture *fixture)
{
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) env = g_get_environ ();
  g_autofree char *program = g_find_program_in_path ("openbox");
  const char *argv[] = { "openbox", "--sm-disable", NULL };

  if (!g_str_equal (G_OBJECT_TYPE_NAME (gdk_display_get_default ()), "GdkX11Display"))
    return;
  if (program == NULL)
    g_error ("openbox is missing: `make deps` installs it");
  env = g_environ_setenv (env, "XDG_CONFIG_HOME", fixture->directory, TRUE);
  env = g_environ_setenv (env, "XDG_CACHE_HOME", fixture->directory, TRUE);
  env = g_environ_setenv (env, "XDG_DATA_HOME", fixture->directory, TRUE);
  g_assert_true (g_spawn_async (NULL, (char **) argv, env,
                                G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD |
                                G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                                NULL, NULL, &fixture->window_manager, &error));
  g_assert_no_error (error);
#ifdef GDK_WINDOWING_X11
  /* ready once it says it can make a window fullscreen: on a busy
   * machine that may take longer than a second (up to ten here) */
  {
    GdkX11Screen *screen = gdk_x11_display_get_screen (gdk_display_get_default ());

    for (guint i = 0; i < 200 && !gdk_x11_screen_supports_net_wm_hint (screen, "_NET_WM_STATE_FULLSCREEN"); i++)
      sq_test_iterate_for (50);
    g_assert_true (gdk_x11_screen_supports_net_wm_hint (screen, "_NET_WM_STATE_FULLSCREEN"));
  }
#endif
  /* and it takes the windows already there once it is ready */
  sq_test_iterate_for (1000);
}

/* Waits up to ten seconds for the window to be, or not be, fullscreen
 * (at once on a quiet machine). */
static gboolean
wait_fullscreen (GtkWindow *window,
                 gboolean   fullscreen)
{
  for (guint i = 0; i < 200 && gtk_window_is_fullscreen (window) != fullscreen; i++)
    sq_test_iterate_for (50);
  return gtk_window_is_fullscreen (window) == fullscreen;
}

static void
test_glance_presentation (Fixture       *fixture,
                          gconstpointer  data)
{
  SqWindow *window;
  GtkWidget *name;
  int before, after;

  if (!sq_test_have_display ())
    {
      g_test_skip ("no display");
      return;
    }

  window = start_game (fixture, 5, 1280, 800);
  start_window_manager (fixture);
  name = sq_test_find_typed (sq_board_get_knight_view (SQ_BOARD (sq_window_get_part (window, "board")), 0),
                          GTK_TYPE_LABEL, "heading");
  g_assert_nonnull (name);
  gtk_widget_measure (name, GTK_ORIENTATION_VERTICAL, -1, NULL, &before, NULL, NULL);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (window), "sq-presentation"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.presentation", NULL));
  sq_test_iterate_for (300);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (window), "sq-presentation"));
  g_assert_true (wait_fullscreen (GTK_WINDOW (window), TRUE));
  /* the type grew by half or so */
  gtk_widget_measure (name, GTK_ORIENTATION_VERTICAL, -1, NULL, &after, NULL, NULL);
  g_assert_cmpint (after * 10, >=, before * 14);

  /* again: back to the window as it was */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.presentation", NULL));
  sq_test_iterate_for (300);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (window), "sq-presentation"));
  g_assert_true (wait_fullscreen (GTK_WINDOW (window), FALSE));
  gtk_widget_measure (name, GTK_ORIENTATION_VERTICAL, -1, NULL, &after, NULL, NULL);
  g_assert_cmpint (after, ==, before);

  /* leaving fullscreen another way (F11) ends the presentation too */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.presentation", NULL));
  g_assert_true (wait_fullscreen (GTK_WINDOW (window), TRUE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.fullscreen", NULL));
  g_assert_true (wait_fullscreen (GTK_WINDOW (window), FALSE));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (window), "sq-presentation"));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add ("/ui/board-glance/whole-table-1280x800", Fixture, NULL,
              fixture_setup, test_glance_whole_table, fixture_teardown);
  g_test_add ("/ui/board-glance/new-question-in-view-360x640", Fixture, NULL,
              fixture_setup, test_glance_new_question_in_view, fixture_teardown);
  g_test_add ("/ui/board-glance/switcher-360x640", Fixture, NULL,
              fixture_setup, test_glance_switcher, fixture_teardown);
  g_test_add ("/ui/board-glance/toast-covers-no-choice-360x640", Fixture, NULL,
              fixture_setup, test_glance_toast_covers_no_choice, fixture_teardown);
  g_test_add ("/ui/board-glance/toast-clear-first-frame-360x640", Fixture, NULL,
              fixture_setup, test_glance_toast_clear_first_frame, fixture_teardown);
  g_test_add ("/ui/board-glance/history-end-first-frame-1280x800", Fixture, NULL,
              fixture_setup, test_glance_history_end_first_frame, fixture_teardown);
  g_test_add ("/ui/board-glance/presentation", Fixture, NULL,
              fixture_setup, test_glance_presentation, fixture_teardown);

  return g_test_run ();
}

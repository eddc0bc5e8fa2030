/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * `make bench`: the games list with 1,000 saved games. How long from
 * "All Saved Games" to the frame that shows the first rows (target: 100
 * ms), and the work of each frame while the list is scrolled from top to
 * bottom at 120 pixels a frame, a fast flick (target: every frame within
 * one 60 Hz frame, 16.7 ms). The games are made in a temporary folder,
 * removed at the end. Prints figures; never fails on timing.
 */

#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>

#include "sq-games-view.h"
#include "sq-start-page.h"
#include "sq-store.h"

#include "sq-bench-frames.h"
#include "sq-ui-test.h"

#define N_GAMES      1000
#define N_OPENS      (g_getenv ("SQ_BENCH_OPENS") ? atoi (g_getenv ("SQ_BENCH_OPENS")) : 15)
#define SCROLL_STEP  120.0

static void
make_games (SqStore *store)
{
  for (guint i = 1; i <= N_GAMES; i++)
    {
      g_autoptr(SqGameFile) file = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *id = NULL;
      SqSetup setup;

      sq_setup_init_defaults (&setup, 3 + i % 5);
      setup.seed = i;
      file = sq_game_file_new (&setup);
      file->name = g_strdup_printf ("Game night %u", i);
      id = sq_store_create (store, file, &error);
      if (id == NULL)
        g_error ("%s", error->message);
    }
}

static SqGamesView *
find_games_view (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      SqGamesView *found;

      if (SQ_IS_GAMES_VIEW (child))
        return SQ_GAMES_VIEW (child);
      if ((found = find_games_view (child)) != NULL)
        return found;
    }

  return NULL;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) open_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) scroll_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *directory = NULL;
  SqFrameTimes times = { 0, };
  SqStore *store;
  GtkWindow *window;
  GtkWidget *page;
  SqGamesView *view;
  GtkAdjustment *adjustment;
  guint over_budget = 0;
  double first_open;
  gint64 t0;

  if (!sq_test_have_display ())
    {
      printf ("bench-games-list: skipped, no display\n");
      return 0;
    }

  gtk_init ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  directory = g_dir_make_tmp ("squire-bench-games-XXXXXX", &error);
  g_assert_no_error (error);
  store = sq_store_new (directory);
  make_games (store);
  g_object_unref (store);

  /* as at start-up: a new store reads the folder (and writes its index) */
  store = sq_store_new (directory);
  t0 = g_get_monotonic_time ();
  if (!sq_store_refresh (store, &error))
    g_error ("%s", error->message);
  printf ("games list, %u games: listing the folder %.1f ms (index written)\n",
          N_GAMES, (g_get_monotonic_time () - t0) / 1000.0);

  page = sq_start_page_new (store);
  window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (window, 1280, 800);
  gtk_window_set_child (window, page);
  sq_test_present_until_mapped (window, page);
  sq_frame_times_watch (&times, GTK_WIDGET (window));
  /* the list is made when first opened: the first opening counts that */
  g_assert_null (find_games_view (page));

  for (int i = 0; i < N_OPENS; i++)
    {
      sq_frame_times_settle ();
      sq_frame_times_reset (&times);
      t0 = g_get_monotonic_time ();
      gtk_widget_activate_action (page, "start.show-all", NULL);
      sq_frame_times_wait (&times);
      sq_bench_add (open_ms, (times.paint_done - t0) / 1000.0);

      sq_frame_times_settle ();
      sq_frame_times_reset (&times);
      gtk_widget_activate_action (page, "start.show-home", NULL);
      sq_frame_times_wait (&times);
    }

  gtk_widget_activate_action (page, "start.show-all", NULL);
  sq_frame_times_settle ();
  view = find_games_view (page);
  g_assert_nonnull (view);
  adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (sq_games_view_get_grid_view (view)));
  while (gtk_adjustment_get_value (adjustment)
         < gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment))
    {
      double before = gtk_adjustment_get_value (adjustment);
      double ms;

      sq_frame_times_reset (&times);
      t0 = g_get_monotonic_time ();
      gtk_adjustment_set_value (adjustment, before + SCROLL_STEP);
      if (gtk_adjustment_get_value (adjustment) <= before)
        break;
      sq_frame_times_wait (&times);
      /* the scroll itself is instant; the frame's layout and paint are the work */
      ms = (times.paint_done - times.frame_start) / 1000.0;
      sq_bench_add (scroll_ms, ms);
      over_budget += ms > 1000.0 / 60.0;
    }

  first_open = g_array_index (open_ms, double, 0);
  printf ("  open the list: first rows on screen %.1f ms the first time, then median %.1f ms, "
          "worst %.1f ms (%d opens; target: 100 ms)\n",
          first_open, sq_bench_percentile (open_ms, 0.5), sq_bench_percentile (open_ms, 1.0),
          N_OPENS);
  printf ("  scroll to the end, %.0f px a frame: frame work median %.2f ms, 90th percentile "
          "%.2f ms, worst %.2f ms; %u of %u frames over 16.7 ms (target: none)\n",
          SCROLL_STEP, sq_bench_percentile (scroll_ms, 0.5), sq_bench_percentile (scroll_ms, 0.9),
          sq_bench_percentile (scroll_ms, 1.0), over_budget, scroll_ms->len);

  gtk_window_destroy (window);
  sq_test_iterate ();
  g_object_unref (store);
  sq_test_remove_tree (directory);

  return 0;
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * `make bench`: a long saved game. The longest seven-player game the
 * purposeful random player plays in SEEDS tries, one action before its
 * end, is saved to a temporary
 * games folder; then it is opened in the window again and again, each
 * time timed from the call to the frame that shows its board (target: 150
 * ms), and its history is scrolled from top to bottom at 120 pixels a
 * frame (target: every frame within 16.7 ms). Prints figures; never fails
 * on timing.
 */

#include "config.h"

#include <adwaita.h>
#include <stdio.h>

#include "sq-application.h"
#include "sq-window.h"

#include "sq-bench-frames.h"
#include "sq-board-games.h"
#include "sq-ui-test.h"

#define SEEDS        1500
#define N_ACTIONS    2000
#define N_OPENS      12
#define SCROLL_STEP  120.0

/* The actions of the longest game found */
static GArray *
longest_game (SqSetup *best_setup)
{
  g_autofree SqAction *buf = g_new (SqAction, SQ_BOARD_GAMES_MAX_ACTIONS);
  GArray *best = g_array_new (FALSE, FALSE, sizeof (SqAction));

  for (guint seed = 1; seed <= SEEDS; seed++)
    {
      g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (SqAction));
      g_autoptr(SqState) state = NULL;
      SqTestRng rng = { seed };
      SqSetup setup;

      sq_setup_init_defaults (&setup, 7);
      setup.white_deck = SQ_DECK_VIRTUAL;
      setup.seed = seed;
      state = sq_state_new (&setup, NULL);
      while (state->outcome == SQ_OUTCOME_NONE && actions->len < 5000)
        {
          SqAction action;

          if (!sq_test_pick_with (&rng, state, buf, SQ_BOARD_GAMES_MAX_ACTIONS, TRUE, &action)
              || !sq_apply (state, &action, NULL))
            break;
          g_array_append_val (actions, action);
        }

      if (actions->len > best->len)
        {
          g_array_set_size (best, 0);
          g_array_append_vals (best, actions->data, actions->len);
          *best_setup = setup;
        }
    }

  return best;
}

/* The moves of @actions, each followed by as many looks again at a
 * loyalty card as make N_ACTIONS in all */
static void
add_looks (SqGameFile    *file,
           const SqSetup *setup,
           GArray        *actions)
{
  g_autoptr(SqState) state = sq_state_new (setup, NULL);
  guint n_looks = N_ACTIONS - actions->len;
  guint written = 0;

  for (guint i = 0; i < actions->len; i++)
    {
      const SqAction *move = &g_array_index (actions, SqAction, i);
      guint looks = n_looks * (i + 1) / actions->len - n_looks * i / actions->len;

      if (!sq_apply (state, move, NULL))
        g_error ("the long game does not replay");
      sq_game_file_append (file, move);
      written++;

      for (guint j = 0; j < looks; j++)
        {
          SqAction look;

          sq_action_init (&look, SQ_ACTION_LOOK_LOYALTY);
          look.seat = state->current;
          for (guint k = 0; !(state->seats[look.seat].in_game && state->seats[look.seat].alive)
                            && k < state->n_seats; k++)
            look.seat = k;
          if (!sq_apply (state, &look, NULL))
            g_error ("a look again is refused");
          sq_game_file_append (file, &look);
          written++;
        }
    }
  g_assert_cmpuint (written, ==, N_ACTIONS);
}

static GtkGridView *
find_list_view (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkGridView *found;

      if (GTK_IS_GRID_VIEW (child))
        return GTK_GRID_VIEW (child);
      if ((found = find_list_view (child)) != NULL)
        return found;
    }

  return NULL;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) actions = NULL;
  g_autoptr(GArray) open_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) scroll_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(SqGameFile) file = NULL;
  g_autofree char *directory = NULL;
  g_autofree char *id = NULL;
  SqFrameTimes times = { 0, };
  SqApplication *app;
  SqStore *store;
  SqWindow *window;
  GtkGridView *history;
  GtkAdjustment *adjustment;
  SqSetup setup;
  guint over_budget = 0;
  guint n_moves;

  if (!sq_test_have_display ())
    {
      printf ("bench-long-game: skipped, no display\n");
      return 0;
    }

  gtk_init ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  /* saved one action before its end, so that it opens on the board */
  actions = longest_game (&setup);
  g_array_set_size (actions, actions->len - 1);
  file = sq_game_file_new (&setup);
  file->name = g_strdup ("A long evening");
  n_moves = actions->len;
  add_looks (file, &setup, actions);

  directory = g_dir_make_tmp ("squire-bench-long-XXXXXX", &error);
  g_assert_no_error (error);
  store = sq_store_new (directory);
  id = sq_store_create (store, file, &error);
  if (id == NULL)
    g_error ("%s", error->message);

  app = sq_application_new ("io.github.camelot_squire.BenchLongGame", G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  window = g_object_new (SQ_TYPE_WINDOW, "application", app, "store", store, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  sq_test_present_until_mapped (GTK_WINDOW (window), GTK_WIDGET (window));
  sq_frame_times_watch (&times, GTK_WIDGET (window));

  for (guint i = 0; i < N_OPENS; i++)
    {
      gint64 t0;

      /* from the start page, as a table opens a game */
      sq_frame_times_settle ();
      sq_frame_times_reset (&times);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.go-start", NULL);
      if (i > 0)
        sq_frame_times_wait (&times);

      sq_frame_times_settle ();
      sq_frame_times_reset (&times);
      t0 = g_get_monotonic_time ();
      if (!sq_window_open_game (window, id, &error))
        g_error ("%s", error->message);
      sq_frame_times_wait (&times);
      sq_bench_add (open_ms, (times.paint_done - t0) / 1000.0);
    }

  history = find_list_view (sq_window_get_part (window, "history"));
  g_assert_nonnull (history);
  /* the history is a side pane, opened by its header button */
  g_object_set (window, "show-history", TRUE, NULL);
  sq_frame_times_settle ();
  sq_frame_times_settle ();
  adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (history));
  gtk_adjustment_set_value (adjustment, 0.0);
  sq_frame_times_settle ();
  while (gtk_adjustment_get_value (adjustment)
         < gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment))
    {
      double before = gtk_adjustment_get_value (adjustment);
      double ms;

      sq_frame_times_reset (&times);
      gtk_adjustment_set_value (adjustment, before + SCROLL_STEP);
      if (gtk_adjustment_get_value (adjustment) <= before)
        break;
      sq_frame_times_wait (&times);
      ms = (times.paint_done - times.frame_start) / 1000.0;
      sq_bench_add (scroll_ms, ms);
      over_budget += ms > 1000.0 / 60.0;
    }

  printf ("long game, 7 players, %u actions (the %u moves of the longest of %u games and "
          "looks again), %u history entries:\n"
          "  open it: board on screen median %.1f ms, worst %.1f ms (%u opens; target: 150 ms)\n"
          "  scroll its history to the end, %.0f px a frame: frame work median %.2f ms, "
          "90th percentile %.2f ms, worst %.2f ms; %u of %u frames over 16.7 ms (target: none)\n",
          N_ACTIONS, n_moves, SEEDS,
          g_list_model_get_n_items (G_LIST_MODEL (gtk_grid_view_get_model (history))),
          sq_bench_percentile (open_ms, 0.5), sq_bench_percentile (open_ms, 1.0), N_OPENS,
          SCROLL_STEP, sq_bench_percentile (scroll_ms, 0.5), sq_bench_percentile (scroll_ms, 0.9),
          sq_bench_percentile (scroll_ms, 1.0), over_budget, scroll_ms->len);

  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate ();
  g_object_unref (store);
  g_object_unref (app);
  sq_test_remove_tree (directory);

  return 0;
}

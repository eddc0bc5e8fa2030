/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * `make bench`: one action on a seven-player late-game table, as the app
 * does it: apply through the turn panel (which saves the game to disk
 * before anything else), the panel and board update, then the frame that
 * shows it: the window's frame clock lays out, snapshots, renders and
 * presents the 1280x800 window on the X server. A second figure renders
 * the whole window offscreen, without the renderer's damage tracking.
 * Prints figures; never fails on timing. The target is one 60 Hz frame,
 * 16.7 ms, from the tap to the frame on screen.
 */

#include "config.h"

#include <adwaita.h>
#include <stdio.h>

#include "sq-application.h"
#include "sq-turn-panel.h"
#include "sq-window.h"

#include "sq-board-games.h"
#include "sq-ui-test.h"

#define MEASURED 80

typedef struct
{
  gint64 frame_start;
  gint64 layout_done;
  gint64 paint_done;
} FrameTimes;

/* Connected after GTK's own handlers, so these run when the frame has
 * begun (the frame clock waits for its next 60 Hz tick first) and when
 * GTK's layout and paint phases are over. */
static void
on_before_paint_cb (GdkFrameClock *clock,
                    FrameTimes    *times)
{
  if (times->frame_start == 0)
    times->frame_start = g_get_monotonic_time ();
}

static void
on_layout_cb (GdkFrameClock *clock,
              FrameTimes    *times)
{
  times->layout_done = g_get_monotonic_time ();
}

static void
on_paint_cb (GdkFrameClock *clock,
             FrameTimes    *times)
{
  times->paint_done = g_get_monotonic_time ();
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
percentile (GArray *values,
            double  p)
{
  g_array_sort (values, compare_doubles);
  return g_array_index (values, double, (guint) ((values->len - 1) * p));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (SqAction));
  g_autoptr(GArray) apply_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) frame_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) layout_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) total_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) screen_layout_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) screen_paint_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) screen_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) wait_ms = g_array_new (FALSE, FALSE, sizeof (double));
  FrameTimes times = { 0, };
  GdkFrameClock *clock;
  g_autofree SqAction *buf = g_new (SqAction, SQ_BOARD_GAMES_MAX_ACTIONS);
  g_autofree char *directory = NULL;
  SqApplication *app;
  SqStore *store;
  SqWindow *window;
  SqTurnPanel *panel;
  GtkWidget *content;
  GskRenderer *renderer;
  SqSetup setup;
  SqTestRng rng = { 21 };
  guint first;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      printf ("bench-window: skipped, no display\n");
      return 0;
    }

  gtk_init ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  /* a whole seven-player game by the purposeful random player */
  sq_setup_init_defaults (&setup, 7);
  setup.white_deck = SQ_DECK_VIRTUAL;
  setup.seed = 7;
  {
    g_autoptr(SqState) state = sq_state_new (&setup, &error);

    g_assert_no_error (error);
    while (state->outcome == SQ_OUTCOME_NONE && actions->len < 5000)
      {
        SqAction action;

        if (!sq_test_pick_with (&rng, state, buf, SQ_BOARD_GAMES_MAX_ACTIONS, TRUE, &action))
          break;
        if (!sq_apply (state, &action, &error))
          g_error ("random player: %s", error->message);
        g_array_append_val (actions, action);
      }
  }
  first = actions->len > MEASURED ? actions->len - MEASURED : 0;

  directory = g_dir_make_tmp ("squire-bench-XXXXXX", &error);
  g_assert_no_error (error);
  store = sq_store_new (directory);
  app = sq_application_new ("io.github.camelot_squire.BenchWindow", G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  window = g_object_new (SQ_TYPE_WINDOW, "application", app, "store", store, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  sq_test_iterate ();

  if (!sq_window_start_game (window, &setup, "Bench", &error))
    g_error ("%s", error->message);
  while (g_strcmp0 (sq_window_get_page (window), "curtain") == 0)
    g_signal_emit_by_name (sq_window_get_part (window, "curtain"), "done");
  sq_test_iterate ();

  panel = SQ_TURN_PANEL (sq_window_get_part (window, "turn-panel"));
  content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));
  renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  if (g_getenv ("HIDE")) gtk_widget_set_visible (sq_window_get_part (window, g_getenv ("HIDE")), FALSE);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_signal_connect (clock, "before-paint", G_CALLBACK (on_before_paint_cb), &times);
  g_signal_connect (clock, "layout", G_CALLBACK (on_layout_cb), &times);
  g_signal_connect (clock, "paint", G_CALLBACK (on_paint_cb), &times);

  for (guint i = 0; i < actions->len; i++)
    {
      const SqAction *action = &g_array_index (actions, SqAction, i);
      gint64 t0, t1, t15, t2;
      int width, height;
      GskRenderNode *node;
      GdkTexture *texture;
      double ms;

      if (i < first)
        {
          if (!sq_turn_panel_choose (panel, action, &error))
            g_error ("%s", error->message);
          sq_test_iterate ();
          continue;
        }

      /* On screen: a pause longer than a frame first, so that the frame
       * clock paints as soon as asked, as it does after a tap. */
      g_usleep (40000);
      sq_test_iterate ();
      times.frame_start = times.layout_done = times.paint_done = 0;
      t0 = g_get_monotonic_time ();
      if (!sq_turn_panel_choose (panel, action, &error))
        g_error ("%s", error->message);
      t1 = g_get_monotonic_time ();
      while (times.paint_done == 0)
        g_main_context_iteration (NULL, TRUE);

      ms = (t1 - t0) / 1000.0;
      g_array_append_val (apply_ms, ms);
      ms = (times.frame_start - t1) / 1000.0;
      g_array_append_val (wait_ms, ms);
      ms = (times.layout_done - times.frame_start) / 1000.0;
      g_array_append_val (screen_layout_ms, ms);
      ms = (times.paint_done - times.layout_done) / 1000.0;
      g_array_append_val (screen_paint_ms, ms);
      ms = (times.paint_done - times.frame_start + t1 - t0) / 1000.0;
      g_array_append_val (screen_ms, ms);

      /* Offscreen: the whole window again, every node drawn, at the size
       * it has on screen (another size would lay it out twice a turn); the
       * layout is done by now, so queue the panel's again to count it. */
      width = gtk_widget_get_width (content);
      height = gtk_widget_get_height (content);
      gtk_widget_queue_resize (GTK_WIDGET (panel));
      t1 = g_get_monotonic_time ();
      node = sq_board_snapshot (content, width, height);
      t15 = g_get_monotonic_time ();
      texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
      t2 = g_get_monotonic_time ();
      g_object_unref (texture);
      gsk_render_node_unref (node);

      ms = (t2 - t1) / 1000.0;
      g_array_append_val (frame_ms, ms);
      ms = (t15 - t1) / 1000.0;
      g_array_append_val (layout_ms, ms);
      ms = (t2 - t1) / 1000.0 + g_array_index (apply_ms, double, apply_ms->len - 1);
      g_array_append_val (total_ms, ms);
      sq_test_iterate ();
    }

  printf ("window 1280x800, 7 players, last %u of %u actions (%s):\n"
          "  on screen: apply+save+update median %.2f ms, frame layout %.2f ms, "
          "paint (snapshot, render, present) %.2f ms; "
          "work for one tap median %.2f ms, 90th percentile %.2f ms, worst %.2f ms "
          "(and a median %.2f ms wait for the frame clock's tick)\n",
          screen_ms->len, actions->len, G_OBJECT_TYPE_NAME (renderer),
          percentile (apply_ms, 0.5), percentile (screen_layout_ms, 0.5),
          percentile (screen_paint_ms, 0.5), percentile (screen_ms, 0.5),
          percentile (screen_ms, 0.9), percentile (screen_ms, 1.0),
          percentile (wait_ms, 0.5));
  printf ("  offscreen, whole window: layout+snapshot %.2f ms, +render %.2f ms; "
          "with apply median %.2f ms, 90th percentile %.2f ms (one 60 Hz frame: 16.7 ms)\n",
          percentile (layout_ms, 0.5), percentile (frame_ms, 0.5),
          percentile (total_ms, 0.5), percentile (total_ms, 0.9));

  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate ();
  g_object_unref (store);
  g_object_unref (app);

  return 0;
}

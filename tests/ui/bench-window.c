/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * `make bench`: one action on a seven-player late-game table, as the app
 * does it: apply through the turn panel (which saves the game to disk
 * before anything else), the panel and board update, then the window's
 * layout, snapshot and an offscreen render at 1280x800. Prints figures;
 * never fails on timing. The target is one 60 Hz frame, 16.7 ms.
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

  for (guint i = 0; i < actions->len; i++)
    {
      const SqAction *action = &g_array_index (actions, SqAction, i);
      gint64 t0, t1, t15, t2;
      GskRenderNode *node;
      GdkTexture *texture;
      double ms;

      t0 = g_get_monotonic_time ();
      if (!sq_turn_panel_choose (panel, action, &error))
        g_error ("%s", error->message);
      t1 = g_get_monotonic_time ();
      node = sq_board_snapshot (content, 1280, 800);
      t15 = g_get_monotonic_time ();
      texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, 1280, 800));
      t2 = g_get_monotonic_time ();
      g_object_unref (texture);
      gsk_render_node_unref (node);

      if (i < first)
        {
          sq_test_iterate ();
          continue;
        }

      ms = (t1 - t0) / 1000.0;
      g_array_append_val (apply_ms, ms);
      ms = (t2 - t1) / 1000.0;
      g_array_append_val (frame_ms, ms);
      ms = (t15 - t1) / 1000.0;
      g_array_append_val (layout_ms, ms);
      ms = (t2 - t0) / 1000.0;
      g_array_append_val (total_ms, ms);
      sq_test_iterate ();
    }

  printf ("window 1280x800, 7 players, last %u of %u actions (%s): "
          "apply+save+update median %.2f ms, layout+snapshot+render median %.2f ms (layout+snapshot %.2f), "
          "total median %.2f ms, 90th percentile %.2f ms, worst %.2f ms (one 60 Hz frame: 16.7 ms)\n",
          total_ms->len, actions->len, G_OBJECT_TYPE_NAME (renderer),
          percentile (apply_ms, 0.5), percentile (frame_ms, 0.5), percentile (layout_ms, 0.5),
          percentile (total_ms, 0.5), percentile (total_ms, 0.9), percentile (total_ms, 1.0));

  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate ();
  g_object_unref (store);
  g_object_unref (app);

  return 0;
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * How long the board takes per action on a 7-player late-game table:
 * sq_board_set_state(), then layout and snapshot, then rendering the
 * frame offscreen with the window's renderer. Prints figures; never fails
 * on timing.
 */

#include "config.h"

#include <adwaita.h>
#include <stdio.h>

#include "sq-board.h"

#include "sq-board-games.h"

#define N_LATE 150

typedef struct
{
  GPtrArray *states;
} Collect;

static gboolean
collect_cb (const SqState *state,
            gpointer       user_data)
{
  Collect *collect = user_data;

  g_ptr_array_add (collect->states, sq_state_copy (state));
  return TRUE;
}

static guint
count_widgets (GtkWidget *widget)
{
  guint n = 1;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_widgets (child);
  return n;
}

static void
wait_for_map (GtkWidget *widget)
{
  while (!gtk_widget_get_mapped (widget))
    g_main_context_iteration (NULL, TRUE);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
run (GtkWidget   *window,
     GskRenderer *renderer,
     GtkWidget   *board,
     GPtrArray   *states,
     guint        first,
     int          width,
     int          height,
     guint        frames)
{
  g_autoptr (GArray) update_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) snapshot_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) render_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) total_ms = g_array_new (FALSE, FALSE, sizeof (double));
  double worst = 0;

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  wait_for_map (board);

  for (guint f = 0; f < frames; f++)
    {
      const SqState *state = g_ptr_array_index (states, first + f % (states->len - first));
      gint64 t0, t1, t2, t3;
      GskRenderNode *node;
      GdkTexture *texture;
      double ms;

      t0 = g_get_monotonic_time ();
      sq_board_set_state (SQ_BOARD (board), state);
      t1 = g_get_monotonic_time ();
      node = sq_board_snapshot (board, width, height);
      t2 = g_get_monotonic_time ();
      texture = gsk_renderer_render_texture (renderer, node,
                                             &GRAPHENE_RECT_INIT (0, 0, width, height));
      t3 = g_get_monotonic_time ();
      g_object_unref (texture);
      gsk_render_node_unref (node);

      /* the first frames build caches: not counted */
      if (f < 5)
        continue;
      ms = (t1 - t0) / 1000.0;
      g_array_append_val (update_ms, ms);
      ms = (t2 - t1) / 1000.0;
      g_array_append_val (snapshot_ms, ms);
      ms = (t3 - t2) / 1000.0;
      g_array_append_val (render_ms, ms);
      ms = (t3 - t0) / 1000.0;
      g_array_append_val (total_ms, ms);
      worst = MAX (worst, ms);
    }

  printf ("board %dx%d (%s): median per frame %.2f ms (set_state %.2f, layout+snapshot %.2f, "
          "render %.2f), worst %.2f ms, %u frames\n",
          width, height, G_OBJECT_TYPE_NAME (renderer),
          sq_test_median (total_ms), sq_test_median (update_ms), sq_test_median (snapshot_ms),
          sq_test_median (render_ms), worst, total_ms->len);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (GPtrArray) states = g_ptr_array_new_with_free_func ((GDestroyNotify) sq_state_free);
  Collect collect = { states };
  GskRenderer *cairo;
  GtkWidget *window;
  GtkWidget *board;
  SqSetup setup;
  guint first;
  gint64 t0;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      printf ("bench-board: skipped, no display\n");
      return 0;
    }

  gtk_init ();
  adw_init ();
  sq_board_load_style ();

  /* a long seven-player game; its last actions make the late-game table */
  sq_setup_init_defaults (&setup, 7);
  setup.seed = 7;
  sq_board_play (&setup, 7, TRUE, 5000, collect_cb, &collect);
  first = states->len > N_LATE ? states->len - N_LATE : 0;

  window = gtk_window_new ();
  t0 = g_get_monotonic_time ();
  board = sq_board_new ();
  sq_board_set_state (SQ_BOARD (board), g_ptr_array_index (states, first));
  printf ("board: built and first state set in %.2f ms, %u widgets, game of %u actions\n",
          (g_get_monotonic_time () - t0) / 1000.0, count_widgets (board), states->len - 1);
  gtk_window_set_child (GTK_WINDOW (window), board);
  gtk_window_present (GTK_WINDOW (window));

  /* the window's renderer (GL, in software under Xvfb), then cairo's for
   * a figure that does not depend on the GL driver */
  run (window, gtk_native_get_renderer (GTK_NATIVE (window)), board, states, first, 1280, 800, 300);
  run (window, gtk_native_get_renderer (GTK_NATIVE (window)), board, states, first, 360, 640, 300);
  cairo = gsk_cairo_renderer_new ();
  if (gsk_renderer_realize (cairo, NULL, NULL))
    {
      run (window, cairo, board, states, first, 1280, 800, 300);
      gsk_renderer_unrealize (cairo);
    }
  g_object_unref (cairo);

  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * `make bench`: one action on a seven-player late-game table, as the app
 * does it: apply through the turn panel (which checks the game, reads
 * what is to be saved and hands the sealing and the write to the store's
 * writer thread before anything else, as the window's own store does),
 * the panel and board update, then the frame that
 * shows it: the window's frame clock lays out, snapshots, renders and
 * presents the 1280x800 window on the X server. What the main loop runs
 * while the frame clock waits for its tick (GTK works out the window's
 * size there) is work of the tap too. A second figure renders
 * the whole window offscreen, without the renderer's damage tracking.
 * A third counts, in the main thread's CPU time, all that a tap costs:
 * every frame it causes and any work left to idles, until the window is
 * quiet, beside the same for the floor.
 * With --slow-disk MS, each save's write waits MS before it starts, as
 * on a slow disk: a tap must not wait for the disk.
 * Prints figures; never fails on timing. The target is one 60 Hz frame,
 * 16.7 ms, from the tap to the frame on screen.
 */

#include "config.h"

#include <adwaita.h>
#include <stdio.h>

#include "sq-application.h"
#include "sq-store-private.h"
#include "sq-text.h"
#include "sq-turn-panel.h"
#include "sq-window.h"

#include "sq-bench-frames.h"
#include "sq-board-games.h"
#include "sq-ui-test.h"

#define MEASURED    80
#define WARMUP      100
#define MAX_ACTIONS 5000

/* Some actions show the curtain (a look at a card): the table passes it */
static void
leave_curtain (SqWindow *window)
{
  while (g_strcmp0 (sq_window_get_page (window), "curtain") == 0)
    {
      g_signal_emit_by_name (sq_window_get_part (window, "curtain"), "done");
      sq_test_iterate ();
    }
}

static void
keep_last (GArray *values,
           guint   n)
{
  if (values->len > n)
    g_array_remove_range (values, 0, values->len - n);
}

/* The frames painted so far (a frame clock cycle with nothing to paint
 * does not count) */
static guint n_paints;

static void
count_paint_cb (GdkFrameClock *clock,
                gpointer       data)
{
  n_paints++;
}

static gboolean
quiet_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* After a tap's first frame: the main loop until nothing more has been
 * painted for three frames' time (a message placed, a list scrolled,
 * work left to an idle); returns the main thread's CPU time then. The
 * loop waits in poll(), which costs no CPU time. */
static G_GNUC_NO_INLINE gint64
settle_after_tap (void)
{
  guint seen = n_paints;
  gboolean quiet = FALSE;
  guint id = g_timeout_add (50, quiet_cb, &quiet);

  while (!quiet)
    {
      g_main_context_iteration (NULL, TRUE);
      if (n_paints != seen && !quiet)
        {
          seen = n_paints;
          g_source_remove (id);
          id = g_timeout_add (50, quiet_cb, &quiet);
        }
    }
  return sq_thread_cpu_time ();
}

/* The floor: one label changed in a window of the same size with nothing
 * else in it, and the frame that shows it, timed the same way. No tap can
 * cost less than this on this machine and renderer. */
static GArray *
measure_floor (guint   n,
               GArray *floor_all_ms)
{
  GArray *floor_ms = g_array_new (FALSE, FALSE, sizeof (double));
  SqFrameTimes times = { 0, };
  GtkWidget *window = adw_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new ("0");

  gtk_widget_set_vexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), label);
  adw_window_set_content (ADW_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  sq_test_present_until_mapped (GTK_WINDOW (window), label);
  sq_frame_times_watch (&times, window);
  g_signal_connect (gtk_widget_get_frame_clock (window), "paint", G_CALLBACK (count_paint_cb), NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = g_strdup_printf ("Tap %u", i + 1);
      gint64 t0, t1, c0, c1;

      sq_frame_times_settle ();
      sq_frame_times_reset (&times);
      c0 = sq_thread_cpu_time ();
      t0 = g_get_monotonic_time ();
      gtk_label_set_label (GTK_LABEL (label), text);
      t1 = g_get_monotonic_time ();
      c1 = sq_thread_cpu_time ();
      sq_frame_times_wait (&times);
      sq_bench_add (floor_ms, sq_frame_times_work (&times, t0, t1, c1) / 1000.0);
      /* and in CPU time until all is quiet, as for a tap */
      sq_bench_add (floor_all_ms, (settle_after_tap () - c0) / 1000.0);
    }

  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate ();
  return floor_ms;
}

/* The taps in the main thread's CPU time, which other programs on the
 * machine do not add to (nor the writer thread, which writes the game), from
 * the tap until its frame is painted: what the main loop runs while the
 * frame clock waits for its tick is in it */
static void
print_cpu (GArray *cpu_ms)
{
  printf ("  the same taps in the main thread's CPU time, from the tap to its frame painted "
          "(what other programs and threads add nothing to; the writer thread's write "
          "is not in it): median %.2f ms, 90th percentile "
          "%.2f ms, worst %.2f ms\n",
          sq_bench_percentile (cpu_ms, 0.5), sq_bench_percentile (cpu_ms, 0.9),
          sq_bench_percentile (cpu_ms, 1.0));
}

/* What the dearest tap in the main thread's CPU time was: @what holds
 * each tap's action as the log words it */
static void
print_worst (GArray    *cpu_ms,
             GPtrArray *what)
{
  guint worst = 0;

  g_assert_cmpuint (cpu_ms->len, ==, what->len);
  if (cpu_ms->len == 0)
    return;
  for (guint i = 1; i < cpu_ms->len; i++)
    if (g_array_index (cpu_ms, double, i) > g_array_index (cpu_ms, double, worst))
      worst = i;
  printf ("  the dearest tap, %.2f ms of CPU, tap %u of the last %u: %s\n",
          g_array_index (cpu_ms, double, worst), worst + 1, cpu_ms->len,
          (const char *) g_ptr_array_index (what, worst));
}

/* Every figure of the taps measured, one value a tap */
typedef struct
{
  GArray *apply_ms;          /* apply, save and update */
  GArray *frame_ms;          /* offscreen: layout, snapshot and render */
  GArray *layout_ms;         /* offscreen: layout and snapshot */
  GArray *total_ms;          /* offscreen frame and apply */
  GArray *screen_layout_ms;  /* on screen: the frame's layout */
  GArray *screen_paint_ms;   /* on screen: the frame's paint */
  GArray *screen_ms;         /* on screen: the work of one tap */
  GArray *wait_ms;           /* the wait for the frame clock's tick */
  GArray *waiting_cpu_ms;    /* the work done in that wait (idles), CPU time */
  GArray *cpu_ms;            /* the tap's main-thread CPU time */
  GArray *cpu_all_ms;        /* the same, with all the frames and idle work it caused */
  GArray *frames;            /* the frames it caused */
} Taps;

#define N_TAP_FIGURES (sizeof (Taps) / sizeof (GArray *))

static void
taps_init (Taps *taps)
{
  GArray **all = (GArray **) taps;

  for (guint k = 0; k < N_TAP_FIGURES; k++)
    all[k] = g_array_new (FALSE, FALSE, sizeof (double));
}

static void
taps_clear (Taps *taps)
{
  GArray **all = (GArray **) taps;

  for (guint k = 0; k < N_TAP_FIGURES; k++)
    g_clear_pointer (&all[k], g_array_unref);
}

/* A seven-player game in a 1280x800 window, past its curtain */
static SqWindow *
open_game (SqApplication *app,
           SqStore       *store)
{
  g_autoptr(GError) error = NULL;
  SqWindow *window;
  SqSetup setup;

  /* a seven-player game, played through the panel by the purposeful
   * random player as it goes: the panel may take a step with one answer
   * on its own, so the game is not recorded beforehand */
  sq_setup_init_defaults (&setup, 7);
  setup.white_deck = SQ_DECK_VIRTUAL;
  setup.seed = 7;

  window = g_object_new (SQ_TYPE_WINDOW, "application", app, "store", store, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  sq_test_iterate ();

  if (!sq_window_start_game (window, &setup, "Bench", &error))
    g_error ("%s", error->message);
  while (g_strcmp0 (sq_window_get_page (window), "curtain") == 0)
    g_signal_emit_by_name (sq_window_get_part (window, "curtain"), "done");
  sq_test_iterate ();
  return window;
}

/* One tap timed on screen, then the whole window drawn again offscreen
 * (not inlined: a profiler can count its instructions apart) */
static G_GNUC_NO_INLINE void
time_tap (Taps           *taps,
          SqWindow       *window,
          SqFrameTimes   *times,
          const SqAction *action)
{
  g_autoptr(GError) error = NULL;
  SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (window, "turn-panel"));
  GtkWidget *content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  gint64 t0, t1, t15, t2, c0, c1, c2;
  guint first_paint;
  int width, height;
  GskRenderNode *node;
  GdkTexture *texture;

  /* On screen: a pause longer than a frame first, so that the frame
   * clock paints as soon as asked, as it does after a tap. */
  sq_frame_times_settle ();
  sq_frame_times_reset (times);
  first_paint = n_paints;
  c0 = sq_thread_cpu_time ();
  t0 = g_get_monotonic_time ();
  if (!sq_turn_panel_choose (panel, action, &error))
    g_error ("%s", error->message);
  t1 = g_get_monotonic_time ();
  c1 = sq_thread_cpu_time ();
  sq_frame_times_wait (times);
  sq_bench_add (taps->cpu_ms, (times->paint_done_cpu - c0) / 1000.0);
  sq_bench_add (taps->waiting_cpu_ms, (times->frame_start_cpu - c1) / 1000.0);

  sq_bench_add (taps->apply_ms, (t1 - t0) / 1000.0);
  sq_bench_add (taps->wait_ms, (times->frame_start - t1) / 1000.0);
  sq_bench_add (taps->screen_layout_ms, (times->layout_done - times->frame_start) / 1000.0);
  sq_bench_add (taps->screen_paint_ms, (times->paint_done - times->layout_done) / 1000.0);
  sq_bench_add (taps->screen_ms, sq_frame_times_work (times, t0, t1, c1) / 1000.0);

  /* then every later frame it causes; this moves the frame times */
  c2 = settle_after_tap ();
  sq_bench_add (taps->cpu_all_ms, (c2 - c0) / 1000.0);
  sq_bench_add (taps->frames, n_paints - first_paint);

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

  sq_bench_add (taps->frame_ms, (t2 - t1) / 1000.0);
  sq_bench_add (taps->layout_ms, (t15 - t1) / 1000.0);
  sq_bench_add (taps->total_ms, (t2 - t1) / 1000.0 +
                g_array_index (taps->apply_ms, double, taps->apply_ms->len - 1));
}

static void
print_taps (const Taps *taps,
            guint       n_played,
            const char *renderer)
{
  printf ("window 1280x800, 7 players, last %u of %u actions (%s):\n"
          "  on screen: apply+save+update median %.2f ms, frame layout %.2f ms, "
          "paint (snapshot, render, present) %.2f ms; "
          "work for one tap median %.2f ms, 90th percentile %.2f ms, worst %.2f ms "
          "(and a median %.2f ms wait for the frame clock's tick, of which %.2f ms of work "
          "that the main loop ran before the frame, counted in the work)\n",
          taps->screen_ms->len, n_played, renderer,
          sq_bench_percentile (taps->apply_ms, 0.5), sq_bench_percentile (taps->screen_layout_ms, 0.5),
          sq_bench_percentile (taps->screen_paint_ms, 0.5), sq_bench_percentile (taps->screen_ms, 0.5),
          sq_bench_percentile (taps->screen_ms, 0.9), sq_bench_percentile (taps->screen_ms, 1.0),
          sq_bench_percentile (taps->wait_ms, 0.5), sq_bench_percentile (taps->waiting_cpu_ms, 0.5));
  print_cpu (taps->cpu_ms);
  printf ("  all that a tap costs the main thread (CPU time from the tap until nothing more "
          "is painted for 50 ms: every frame it causes, idle work too): median %.2f ms, "
          "90th percentile %.2f ms, worst %.2f ms; frames painted a tap: median %.0f, most %.0f\n",
          sq_bench_percentile (taps->cpu_all_ms, 0.5), sq_bench_percentile (taps->cpu_all_ms, 0.9),
          sq_bench_percentile (taps->cpu_all_ms, 1.0), sq_bench_percentile (taps->frames, 0.5),
          sq_bench_percentile (taps->frames, 1.0));
  printf ("  offscreen, whole window: layout+snapshot %.2f ms, +render %.2f ms; "
          "with apply median %.2f ms, 90th percentile %.2f ms (one 60 Hz frame: 16.7 ms)\n",
          sq_bench_percentile (taps->layout_ms, 0.5), sq_bench_percentile (taps->frame_ms, 0.5),
          sq_bench_percentile (taps->total_ms, 0.5), sq_bench_percentile (taps->total_ms, 0.9));
}

/* [--slow-disk MS] */
static gboolean
parse_args (int       argc,
            char     *argv[],
            guint64  *slow_disk_ms)
{
  if (argc == 1
      || (argc == 3 && g_str_equal (argv[1], "--slow-disk")
          && g_ascii_string_to_unsigned (argv[2], 10, 1, 10000, slow_disk_ms, NULL)))
    return TRUE;

  fprintf (stderr, "Usage: bench-window [--slow-disk MS]  (MS from 1 to 10000)\n");
  return FALSE;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) floor_ms = NULL;
  g_autoptr(GArray) floor_all_ms = g_array_new (FALSE, FALSE, sizeof (double));
  Taps taps;
  SqFrameTimes times = { 0, };
  g_autofree SqAction *buf = g_new (SqAction, SQ_BOARD_GAMES_MAX_ACTIONS);
  g_autofree char *directory = NULL;
  g_autofree char *renderer = NULL;
  g_autoptr(GPtrArray) what = g_ptr_array_new_with_free_func (g_free);
  SqApplication *app;
  SqStore *store;
  SqWindow *window;
  GtkWidget *hidden;
  SqTestRng rng = { 21 };
  guint n_played = 0;
  guint64 slow_disk_ms = 0;

  if (!parse_args (argc, argv, &slow_disk_ms))
    return 2;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      printf ("bench-window: skipped, no display\n");
      return 0;
    }

  gtk_init ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  directory = g_dir_make_tmp ("squire-bench-XXXXXX", &error);
  g_assert_no_error (error);
  store = sq_store_new (directory);
  /* as the window's own store: the disk's wait is the writer thread's */
  sq_store_set_write_behind (store, TRUE);
  sq_store_delay_writes (store, slow_disk_ms * 1000);
  if (slow_disk_ms > 0)
    printf ("with a slow disk: each save's write waits %" G_GUINT64_FORMAT " ms before it starts\n",
            slow_disk_ms);
  app = sq_application_new ("io.github.camelot_squire.BenchWindow", G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  window = open_game (app, store);
  renderer = g_strdup (G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (window))));
  /* HIDE=board (or turn-panel, history): the same taps without that part
   * of the window on screen, to see its share (docs/performance.md) */
  hidden = g_getenv ("HIDE") != NULL ? sq_window_get_part (window, g_getenv ("HIDE")) : NULL;
  if (hidden != NULL)
    gtk_widget_set_visible (hidden, FALSE);
  sq_frame_times_watch (&times, GTK_WIDGET (window));
  g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (window)), "paint",
                    G_CALLBACK (count_paint_cb), NULL);
  taps_init (&taps);

  for (guint i = 0; i < MAX_ACTIONS; i++)
    {
      const SqState *state = sq_game_get_state (sq_window_get_game (window));
      SqAction picked;

      if (state->outcome != SQ_OUTCOME_NONE
          || !sq_test_pick_with (&rng, state, buf, SQ_BOARD_GAMES_MAX_ACTIONS, TRUE, &picked))
        break;
      n_played++;

      if (i < WARMUP)
        {
          SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (window, "turn-panel"));

          if (!sq_turn_panel_choose (panel, &picked, &error))
            g_error ("%s", error->message);
        }
      else
        {
          g_ptr_array_add (what, sq_text_action (state, &picked, SQ_TEXT_PUBLIC, TRUE));
          time_tap (&taps, window, &times, &picked);
        }
      leave_curtain (window);
      sq_test_iterate ();
    }

  /* the late game: the last taps of the game */
  for (guint k = 0; k < N_TAP_FIGURES; k++)
    keep_last (((GArray **) &taps)[k], MEASURED);
  if (what->len > MEASURED)
    g_ptr_array_remove_range (what, 0, what->len - MEASURED);
  print_taps (&taps, n_played, renderer);
  print_worst (taps.cpu_ms, what);

  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate ();

  floor_ms = measure_floor (MEASURED, floor_all_ms);
  printf ("  the floor, one label changed in a bare 1280x800 window and its frame: median "
          "%.2f ms, 90th percentile %.2f ms; a tap costs %.1fx the floor in the median, "
          "%.1fx at the 90th percentile\n"
          "  targets (cairo renderer): a tap's median at most 8 ms, 90th percentile at most "
          "16.7 ms, worst under 50 ms\n",
          sq_bench_percentile (floor_ms, 0.5), sq_bench_percentile (floor_ms, 0.9),
          sq_bench_percentile (taps.screen_ms, 0.5) / sq_bench_percentile (floor_ms, 0.5),
          sq_bench_percentile (taps.screen_ms, 0.9) / sq_bench_percentile (floor_ms, 0.9));
  printf ("  the floor in CPU time until all is quiet, as for a tap above: median %.2f ms; "
          "a tap's, all its frames, less the floor's: median %.2f ms\n",
          sq_bench_percentile (floor_all_ms, 0.5),
          sq_bench_percentile (taps.cpu_all_ms, 0.5) - sq_bench_percentile (floor_all_ms, 0.5));

  taps_clear (&taps);
  /* the game was closed with its window: its last write is on disk */
  g_object_unref (store);
  g_object_unref (app);
  if (!sq_test_remove_tree (directory))
    g_warning ("could not remove %s", directory);

  return 0;
}

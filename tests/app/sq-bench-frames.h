/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* What the window benchmarks share: the phases of one frame as the frame
 * clock runs them, waiting for the frame a change causes, and medians and
 * percentiles of the figures. */

#pragma once

#include <gtk/gtk.h>
#include <time.h>

G_BEGIN_DECLS

typedef struct
{
  gint64 frame_start;
  gint64 layout_done;
  gint64 paint_done;
  /* the main thread's CPU time at the same two moments (sq_thread_cpu_time()) */
  gint64 frame_start_cpu;
  gint64 paint_done_cpu;
} SqFrameTimes;

/* Microseconds of CPU this thread has used: unlike the clock, it does not
 * run while other programs have the machine's cores, so it says what a
 * tap costs on a machine shared with other work. */
static inline gint64
sq_thread_cpu_time (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

/* Connected after GTK's own handlers, so these run when the frame has
 * begun (the frame clock waits for its next 60 Hz tick first) and when
 * GTK's layout and paint phases are over. */
static inline void
sq_frame_times_before_paint_cb (GdkFrameClock *clock,
                                SqFrameTimes  *times)
{
  if (times->frame_start == 0)
    {
      times->frame_start = g_get_monotonic_time ();
      times->frame_start_cpu = sq_thread_cpu_time ();
    }
}

static inline void
sq_frame_times_layout_cb (GdkFrameClock *clock,
                          SqFrameTimes  *times)
{
  times->layout_done = g_get_monotonic_time ();
}

static inline void
sq_frame_times_paint_cb (GdkFrameClock *clock,
                         SqFrameTimes  *times)
{
  times->paint_done = g_get_monotonic_time ();
  times->paint_done_cpu = sq_thread_cpu_time ();
}

static inline void
sq_frame_times_watch (SqFrameTimes *times,
                      GtkWidget    *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

  g_signal_connect (clock, "before-paint", G_CALLBACK (sq_frame_times_before_paint_cb), times);
  g_signal_connect (clock, "layout", G_CALLBACK (sq_frame_times_layout_cb), times);
  g_signal_connect (clock, "paint", G_CALLBACK (sq_frame_times_paint_cb), times);
}

static inline void
sq_frame_times_reset (SqFrameTimes *times)
{
  times->frame_start = times->layout_done = times->paint_done = 0;
  times->frame_start_cpu = times->paint_done_cpu = 0;
}

/* Runs the main loop until the frame clock has painted */
static inline void
sq_frame_times_wait (SqFrameTimes *times)
{
  while (times->paint_done == 0)
    g_main_context_iteration (NULL, TRUE);
}

/* The work of a change, in microseconds, from its start (@t0) to its
 * end (@t1, @c1 in CPU time) and on to its frame painted: the wall time
 * of the change and of the frame, and of the wait for the frame clock's
 * tick between them, the CPU time the main thread spent working: GTK
 * works out a window's size in an idle there (on X11), and the app may
 * have idles of its own. The rest of the wait is the frame clock's
 * pacing, not work. */
static inline gint64
sq_frame_times_work (const SqFrameTimes *times,
                     gint64              t0,
                     gint64              t1,
                     gint64              c1)
{
  return (t1 - t0) + (times->frame_start_cpu - c1) + (times->paint_done - times->frame_start);
}

/* A pause longer than a frame, so that the frame clock paints as soon as
 * asked, as it does after a tap */
static inline void
sq_frame_times_settle (void)
{
  g_usleep (40000);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static inline int
sq_bench_compare_doubles (gconstpointer a,
                          gconstpointer b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

static inline double
sq_bench_percentile (GArray *values,
                     double  p)
{
  if (values->len == 0)
    return 0.0;
  g_array_sort (values, sq_bench_compare_doubles);
  return g_array_index (values, double, (guint) ((values->len - 1) * p));
}

static inline void
sq_bench_add (GArray *values,
              double  value)
{
  g_array_append_val (values, value);
}

G_END_DECLS

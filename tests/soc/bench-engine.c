/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `make bench`: throughput of complete random games and the cost of one
 * action. Prints figures; asserts nothing about time (timing targets live
 * in docs/performance.md, not in tests). */

#include <stdio.h>

#include "sq-legal-steps.h"
#include "sq-random-play.h"

/* 3. what the turn panel asks the engine at each state of seven-player
 * games: the starts of every action, then, for each start, the items its
 * picker offers; the worst state is what a tap may wait for */
static void
bench_steps (SqAction *buf)
{
  g_autoptr(GArray) state_ms = g_array_new (FALSE, FALSE, sizeof (double));
  SqAction starts[256];
  double worst = 0;
  const char *worst_name = "none";

  for (guint g = 0; g < 40; g++)
    {
      SqTestRng r = { 0x57e95ULL + g };
      SqSetup setup;
      g_autoptr(SqState) s = NULL;

      sq_setup_init_defaults (&setup, 7);
      setup.seed = 2000 + g;
      s = sq_state_new (&setup, NULL);
      for (guint step = 0; step < 400 && s->outcome == SQ_OUTCOME_NONE; step++)
        {
          const char *dearest = "none";
          double dearest_ms = 0;
          gint64 t0 = g_get_monotonic_time ();
          guint n = sq_steps_starts (s, starts, G_N_ELEMENTS (starts));
          double ms;
          SqAction a;

          for (guint i = 0; i < n; i++)
            {
              guint8 items[SQ_N_FACES];
              gint64 t1 = g_get_monotonic_time ();
              double next_ms;

              sq_steps_next (s, &starts[i], items, G_N_ELEMENTS (items));
              next_ms = (g_get_monotonic_time () - t1) / 1000.0;
              if (next_ms > dearest_ms)
                {
                  dearest_ms = next_ms;
                  dearest = sq_action_type_name (starts[i].type);
                }
            }
          ms = (g_get_monotonic_time () - t0) / 1000.0;
          g_array_append_val (state_ms, ms);
          if (ms > worst)
            worst = ms, worst_name = dearest;
          if (!sq_test_pick (&r, s, buf, 1024, &a) || !sq_apply (s, &a, NULL))
            g_error ("game %u broke", g);
        }
    }
  printf ("steps: the starts and every start's picker, per state of 40 seven-player games: "
          "median %.3f ms, worst %.2f ms (its dearest picker: %s) over %u states; "
          "target: worst under 16.7 ms\n",
          sq_test_median (state_ms), worst, worst_name, state_ms->len);
}

int
main (int   argc,
      char *argv[])
{
  guint games = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 20000;
  SqAction *buf = g_new (SqAction, 1024);
  g_autoptr(GArray) apply_ns = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) undo_ns = g_array_new (FALSE, FALSE, sizeof (double));
  guint64 actions = 0;
  guint loyal = 0;
  gint64 start;
  double seconds;

  /* 1. complete 5-player games, all decks virtual, one core */
  start = g_get_monotonic_time ();
  for (guint g = 0; g < games; g++)
    {
      SqTestRng r = { 0x5eed0000ULL + g };
      SqSetup setup;
      SqState s;
      SqState *fresh;

      sq_setup_init_defaults (&setup, 5);
      setup.seed = g;
      fresh = sq_state_new (&setup, NULL);
      memcpy (&s, fresh, sizeof s);
      sq_state_free (fresh);
      while (s.outcome == SQ_OUTCOME_NONE)
        {
          SqAction a;
          if (!sq_test_pick (&r, &s, buf, 1024, &a) || !sq_apply (&s, &a, NULL))
            g_error ("game %u broke", g);
          actions++;
        }
      loyal += s.outcome == SQ_OUTCOME_LOYAL;
    }
  seconds = (g_get_monotonic_time () - start) / 1e6;
  printf ("simulate: %u five-player games, %" G_GUINT64_FORMAT " actions, %.3f s, "
          "%.0f games/s, %.0f actions/s, %u loyal wins\n",
          games, actions, seconds, games / seconds, actions / seconds, loyal);

  /* 2. one action, and undoing it (restoring the snapshot taken before),
   * sampled over whole games; each sample times a batch of 64 to rise
   * above the clock's resolution */
  for (guint g = 0; g < 200; g++)
    {
      SqTestRng r = { 0xabcdULL + g };
      SqSetup setup;
      g_autoptr(SqState) s = NULL;

      sq_setup_init_defaults (&setup, 5);
      setup.seed = 1000 + g;
      s = sq_state_new (&setup, NULL);
      while (s->outcome == SQ_OUTCOME_NONE)
        {
          SqState before;
          SqState after;
          SqAction a;
          gint64 t0, t1, t2;

          sq_test_pick (&r, s, buf, 1024, &a);
          memcpy (&before, s, sizeof before);
          t0 = g_get_monotonic_time ();
          for (guint k = 0; k < 64; k++)
            {
              memcpy (&after, &before, sizeof after);
              sq_apply (&after, &a, NULL);
            }
          t1 = g_get_monotonic_time ();
          for (guint k = 0; k < 64; k++)
            memcpy (s, &before, sizeof before);
          t2 = g_get_monotonic_time ();
          memcpy (s, &after, sizeof after);
          g_array_append_vals (apply_ns, &(double) { (t1 - t0) * 1000.0 / 64 }, 1);
          g_array_append_vals (undo_ns, &(double) { (t2 - t1) * 1000.0 / 64 }, 1);
        }
    }
  printf ("apply: median %.0f ns per action over %u actions\n", sq_test_median (apply_ns),
          apply_ns->len);
  printf ("undo: median %.0f ns per action (restore the previous snapshot, %zu bytes)\n",
          sq_test_median (undo_ns), sizeof (SqState));

  bench_steps (buf);

  g_free (buf);
  return 0;
}

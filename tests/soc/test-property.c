/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Plays thousands of random games through sq_apply() and checks, after
 * every action, that the table is consistent; then replays each game from
 * its log and expects the identical final state. */

#include "sq-random-play.h"

#define MAX_STEPS 20000


static void
check_counters (const SqState *s)
{
  g_assert_cmpuint (s->siege, <=, SQ_MAX_SIEGE);
  g_assert_cmpuint (s->swords_white + s->swords_black, <=, SQ_MAX_SWORDS);
  for (guint i = 0; i < s->n_seats; i++)
    g_assert_cmpuint (s->seats[i].life, <=, SQ_MAX_LIFE);
}

static guint end_reasons[SQ_END_ALL_LOYAL_DEAD + 1];

static void
play_one (guint64  seed,
          gboolean vary,
          guint   *loyal,
          guint   *evil,
          guint64 *actions)
{
  SqTestRng r = { seed };
  SqSetup setup;
  g_autoptr(SqState) s = NULL;
  g_autoptr(SqState) replay = NULL;
  g_autoptr(GArray) log = g_array_new (FALSE, FALSE, sizeof (SqAction));
  g_autoptr(GError) error = NULL;
  SqAction buf[1024];
  guint steps = 0;

  sq_test_random_setup (&r, &setup, vary);
  s = sq_state_new (&setup, &error);
  g_assert_no_error (error);

  while (s->outcome == SQ_OUTCOME_NONE)
    {
      SqAction a;

      if (!sq_test_pick_with (&r, s, buf, G_N_ELEMENTS (buf), seed & 1, &a))
        g_error ("game %" G_GUINT64_FORMAT ": no legal action at decision %s", seed,
                 sq_decision_name (sq_state_get_decision (s)));
      if (!sq_apply (s, &a, &error))
        g_error ("game %" G_GUINT64_FORMAT " step %u: listed %s refused: %s", seed, steps,
                 sq_action_type_name (a.type), error->message);
      g_array_append_val (log, a);
      if (!sq_state_check_invariants (s, &error))
        g_error ("game %" G_GUINT64_FORMAT " step %u after %s: %s", seed, steps,
                 sq_action_type_name (a.type), error->message);
      check_counters (s);
      if (++steps > MAX_STEPS)
        g_error ("game %" G_GUINT64_FORMAT " did not end", seed);
    }

  g_assert_cmpint (s->outcome, !=, SQ_OUTCOME_NONE);
  g_assert_cmpint (s->end_reason, !=, SQ_END_NONE);
  end_reasons[s->end_reason]++;
  if (s->outcome == SQ_OUTCOME_LOYAL)
    (*loyal)++;
  else
    (*evil)++;
  *actions += steps;

  /* the log alone reproduces the game, shuffles included */
  replay = sq_state_new (&setup, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < log->len; i++)
    {
      sq_apply (replay, &g_array_index (log, SqAction, i), &error);
      g_assert_no_error (error);
    }
  g_assert_true (sq_state_equal (s, replay));
}

static void
test_random_games (gconstpointer data)
{
  gboolean vary = GPOINTER_TO_INT (data);
  guint n = sq_test_env_count ("SQ_PROPERTY_GAMES", 10000, 1000000);
  guint loyal = 0, evil = 0;
  guint64 actions = 0;

  if (!vary)
    n = MAX (1, n / 10);
  for (guint g = 0; g < n; g++)
    play_one (vary ? 1000003ULL * g + 17 : 7919ULL * g + 5, vary, &loyal, &evil, &actions);

  g_test_message ("%u games, %" G_GUINT64_FORMAT " actions, %u loyal wins, %u evil wins; "
                  "ended by swords %u, siege %u, black swords %u, deaths %u",
                  n, actions, loyal, evil, end_reasons[SQ_END_SWORDS], end_reasons[SQ_END_SIEGE],
                  end_reasons[SQ_END_BLACK_SWORDS], end_reasons[SQ_END_ALL_LOYAL_DEAD]);
  g_assert_cmpuint (loyal + evil, ==, n);
  g_assert_cmpuint (evil, >, 0);
  /* random tables lose; they must still reach every instant defeat (the
   * sword count and loyal wins are covered by the scenarios) */
  if (vary && n >= 1000)
    for (guint r = SQ_END_SIEGE; r <= SQ_END_ALL_LOYAL_DEAD; r++)
      g_assert_cmpuint (end_reasons[r], >, 0);
  memset (end_reasons, 0, sizeof end_reasons);
}

/* A listed action applies; a refused one leaves the state untouched. */
static void
test_refusal_changes_nothing (void)
{
  SqTestRng r = { 99 };
  SqSetup setup;
  g_autoptr(SqState) s = NULL;
  SqAction buf[1024];

  sq_test_random_setup (&r, &setup, TRUE);
  s = sq_state_new (&setup, NULL);
  for (guint step = 0; step < 300 && s->outcome == SQ_OUTCOME_NONE; step++)
    {
      g_autoptr(SqState) before = sq_state_copy (s);
      SqAction bogus;
      SqAction a;

      sq_action_init (&bogus, step % SQ_N_ACTIONS);
      bogus.quest = step % (SQ_N_QUESTS + 1);
      bogus.target = step % 9 - 1;
      if (!sq_apply (s, &bogus, NULL))
        g_assert_true (sq_state_equal (before, s));
      if (s->outcome != SQ_OUTCOME_NONE)
        break;
      g_assert_true (sq_test_pick (&r, s, buf, G_N_ELEMENTS (buf), &a));
      g_assert_true (sq_apply (s, &a, NULL));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/engine/property/random-games/standard", GINT_TO_POINTER (FALSE),
                        test_random_games);
  g_test_add_data_func ("/engine/property/random-games/varied", GINT_TO_POINTER (TRUE),
                        test_random_games);
  g_test_add_func ("/engine/property/refusal-changes-nothing", test_refusal_changes_nothing);

  return g_test_run ();
}

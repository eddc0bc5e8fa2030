/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game saved through the store survives SIGKILL at any instant: a child
 * plays a game and saves after every action, and is killed after a random
 * delay, again and again (SQ_CRASH_KILLS times, 200 by default); after
 * each kill the folder holds nothing or a game that loads and is a state
 * the game went through, never an older one than before. */

#include <signal.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sq-history.h"
#include "sq-random-play.h"
#include "sq-store.h"
#include "sq-test-files.h"

#define MAX_STEPS 20000

/* The crash game: action k is chosen by a generator seeded from k alone,
 * so a child that resumes from a file plays on exactly as one that never
 * stopped, and the parent knows every state in advance. */
static gboolean
crash_pick (const SqState *state,
            guint          k,
            SqAction      *out)
{
  SqTestRng r = { 0xc0ffee00ULL + 0x9e3779b97f4a7c15ULL * k };
  SqAction buf[1024];

  return sq_test_pick_with (&r, state, buf, G_N_ELEMENTS (buf), TRUE, out);
}

static void
crash_setup (SqSetup *setup)
{
  SqTestRng r = { 20260101 };

  sq_test_random_setup (&r, setup, TRUE);
  /* the knights' longest games: five purposeful players */
  setup->n_players = 5;
  for (guint i = 0; i < 5; i++)
    setup->knights[i] = i;
  setup->squires_challenge = FALSE;
}

G_GNUC_NORETURN static void
crash_child (const char *dir)
{
  g_autoptr(SqStore) store = sq_store_new (dir);
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqHistory) history = NULL;
  g_autofree char *id = NULL;
  SqGameInfo *last;
  SqSetup setup;

  crash_setup (&setup);
  if (!sq_store_refresh (store, NULL))
    _exit (10);

  last = sq_store_get_last_unfinished (store);
  if (last != NULL)
    {
      id = g_strdup (sq_game_info_get_id (last));
      file = sq_store_load (store, id, NULL);
      if (file == NULL || (history = sq_history_new_from_file (file, NULL)) == NULL)
        _exit (11);
    }
  else
    {
      file = sq_game_file_new (&setup);
      file->name = g_strdup ("crash test");
      if ((id = sq_store_create (store, file, NULL)) == NULL
          || (history = sq_history_new (&setup, NULL)) == NULL)
        _exit (12);
    }

  while (!sq_history_is_finished (history))
    {
      SqAction a;

      if (!crash_pick (sq_history_get_state (history), sq_history_get_position (history), &a)
          || !sq_history_apply (history, &a, NULL)
          || !sq_store_save (store, id, file, history, NULL))
        _exit (13);
    }

  _exit (0);
}

typedef struct {
  GArray *reference;  /* SqState: every state of the crash game */
  guint killed;
  guint finished;
  guint absent;
  guint last_saved;
  guint progress;
  guint stalled;
} Crashes;

/* Every state of the game, in advance */
static void
play_reference (GArray *reference)
{
  g_autoptr(SqState) s = NULL;
  SqSetup setup;

  crash_setup (&setup);
  s = sq_state_new (&setup, NULL);
  g_array_append_vals (reference, s, 1);
  while (s->outcome == SQ_OUTCOME_NONE)
    {
      SqAction a;

      g_assert_true (crash_pick (s, reference->len - 1, &a));
      g_assert_true (sq_apply (s, &a, NULL));
      g_array_append_vals (reference, s, 1);
      g_assert_cmpuint (reference->len, <, MAX_STEPS);
    }
}

/* A child plays and saves until it is killed after @delay microseconds
 * (or finishes the game first) */
static void
kill_child (const char *dir,
            gulong      delay,
            Crashes    *c)
{
  pid_t pid;
  int status;

  fflush (stdout);
  fflush (stderr);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    crash_child (dir);

  g_usleep (delay);
  kill (pid, SIGKILL);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  if (WIFSIGNALED (status))
    {
      g_assert_cmpint (WTERMSIG (status), ==, SIGKILL);
      c->killed++;
    }
  else
    {
      /* it finished the game before the kill */
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 0);
    }
}

/* The folder holds no game (killed before the first save), or one that
 * loads and is a state the game went through, never older than the last
 * one seen */
static void
check_folder (const char *dir,
              Crashes    *c)
{
  g_autoptr(SqStore) store = sq_store_new (dir);
  g_autoptr(GError) error = NULL;
  g_autoptr(SqGameInfo) info = NULL;
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqHistory) history = NULL;
  GListModel *games;
  const char *id;
  guint n;

  g_assert_true (sq_store_refresh (store, &error));
  g_assert_no_error (error);
  games = sq_store_get_games (store);
  g_assert_cmpuint (g_list_model_get_n_items (games), <=, 1);
  if (g_list_model_get_n_items (games) == 0)
    {
      g_assert_cmpuint (c->last_saved, ==, 0);
      c->absent++;
      c->stalled++;
      return;
    }

  info = g_list_model_get_item (games, 0);
  id = sq_game_info_get_id (info);
  if (sq_game_info_get_damaged (info))
    g_error ("after kill %u: %s", c->killed, sq_game_info_get_error (info)->message);

  file = sq_store_load (store, id, &error);
  g_assert_no_error (error);
  history = sq_history_new_from_file (file, &error);
  g_assert_no_error (error);

  n = sq_history_get_position (history);
  g_assert_cmpuint (n, <, c->reference->len);
  g_assert_true (sq_state_equal (sq_history_get_state (history),
                                 &g_array_index (c->reference, SqState, n)));
  /* saved means saved: never back to an older state */
  g_assert_cmpuint (n, >=, c->last_saved);
  c->progress += n - c->last_saved;
  c->stalled = n > c->last_saved ? 0 : c->stalled + 1;
  c->last_saved = n;

  if (sq_history_is_finished (history))
    {
      /* start over: the next child makes the same game anew */
      g_assert_cmpuint (n, ==, c->reference->len - 1);
      g_assert_true (sq_store_delete (store, id, &error));
      g_assert_true (sq_store_purge_trash (store, 0, &error));
      g_assert_no_error (error);
      c->finished++;
      c->last_saved = 0;
    }
}

static void
test_crash_safety (void)
{
  g_autofree char *dir = sq_test_make_temp_dir ();
  g_autoptr(GArray) reference = g_array_new (FALSE, FALSE, sizeof (SqState));
  guint kills = sq_test_env_count ("SQ_CRASH_KILLS", 200, 100000);
  SqTestRng r = { 4711 };
  Crashes c = { reference, 0, };
  guint temp_files = 0;
  gint64 start = g_get_monotonic_time ();

  play_reference (reference);
  g_test_message ("the crash game has %u actions", reference->len - 1);

  for (guint round = 0; c.killed < kills; round++)
    {
      gulong delay;

      /* mostly a few milliseconds, now and then longer so the game
       * advances; longer still after kills that saw no new save (a slow
       * machine, a sanitizer or valgrind), so that it always does */
      delay = sq_test_rng_below (&r, 10) == 0
              ? 5000 + sq_test_rng_below (&r, 20000)
              : sq_test_rng_below (&r, 4000);
      delay = MIN (delay << MIN (c.stalled, 12), 2 * G_USEC_PER_SEC);

      kill_child (dir, delay, &c);
      check_folder (dir, &c);
      g_assert_cmpuint (round, <, kills * 4);
    }

  /* a kill in the middle of a write leaves g_file_set_contents()'s
   * temporary file, which the list ignores */
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (d)) != NULL)
      temp_files += strstr (name, ".json.") != NULL;
  }

  g_test_message ("%u kills in %.1f s: %u before the first save, %u saves seen, "
                  "%u games finished, %u temporary files left by kills mid-write",
                  c.killed, (g_get_monotonic_time () - start) / 1e6, c.absent, c.progress,
                  c.finished, temp_files);
  g_assert_cmpuint (c.progress, >, 0);

  sq_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/persistence/crash-safety", test_crash_safety);

  return g_test_run ();
}

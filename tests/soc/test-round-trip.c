/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every game of the property-test corpus (the same seeds and players as
 * test-property.c) survives save -> load -> replay, sealed and plain, and
 * through the store with redo entries. A program of its own so that meson
 * can run it beside the others. */

#include "sq-history.h"
#include "sq-random-play.h"
#include "sq-store.h"
#include "sq-test-files.h"

#define MAX_STEPS 20000

/* Helpers */


static void
check_round_trip (const SqGameFile *file,
                  const SqState    *expected,
                  gboolean          sealed)
{
  g_autofree char *data = NULL;
  g_autoptr(SqGameFile) back = NULL;
  g_autoptr(SqState) state = NULL;
  g_autoptr(GError) error = NULL;
  gsize len;

  data = sealed ? sq_game_file_to_sealed_data (file, &len) : sq_game_file_to_data (file, &len);
  g_assert_true (sq_game_file_load_bytes (data, len, &back, &error));
  g_assert_no_error (error);
  g_assert_cmpint (back->sealed, ==, sealed);
  g_assert_cmpuint (back->actions->len, ==, file->actions->len);

  state = sq_game_file_replay (back, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (sq_state_equal (state, expected));
}

/* Tests */

/* json-glib dominates the time: saving and loading a 150-action game
 * costs about a millisecond, sealed or plain. So by default each game of
 * the corpus has its final state round-tripped in one form (sealed and
 * plain in turn, by pairs so that both the uniform and the purposeful
 * player meet both), every 50th game in both, and every tenth game one
 * state along the way in the other form. SQ_PERSISTENCE_THOROUGH=1 does
 * both forms for every game and every 16th state along the way (a few
 * times slower). Every hundredth game also goes through the store, with
 * redo entries. */
static void
test_round_trip (void)
{
  guint n = sq_test_env_count ("SQ_PERSISTENCE_GAMES", 10000, 1000000);
  g_autofree char *dir = sq_test_make_temp_dir ();
  g_autoptr(SqStore) store = sq_store_new (dir);
  gboolean thorough = g_strcmp0 (g_getenv ("SQ_PERSISTENCE_THOROUGH"), "1") == 0;
  guint64 actions = 0;
  guint along = 0;
  guint finals[2] = { 0, 0 };
  gint64 start = g_get_monotonic_time ();

  for (guint g = 0; g < n; g++)
    {
      guint64 seed = 1000003ULL * g + 17;
      SqTestRng r = { seed };
      SqTestRng where = { seed ^ 0x5eed };
      gboolean sealed = (g >> 1) & 1;
      guint check_at;
      SqSetup setup;
      g_autoptr(SqState) s = NULL;
      g_autoptr(SqGameFile) file = NULL;
      g_autoptr(GError) error = NULL;
      SqAction buf[1024];

      /* the property test's games: same seeds, same choices */
      sq_test_random_setup (&r, &setup, TRUE);
      s = sq_state_new (&setup, &error);
      g_assert_no_error (error);
      file = sq_game_file_new (&setup);
      check_at = g % 10 == 0 ? 1 + sq_test_rng_below (&where, 150) : 0;

      while (s->outcome == SQ_OUTCOME_NONE)
        {
          SqAction a;

          g_assert_true (sq_test_pick_with (&r, s, buf, G_N_ELEMENTS (buf), seed & 1, &a));
          g_assert_true (sq_apply (s, &a, &error));
          sq_game_file_append (file, &a);
          g_assert_cmpuint (file->actions->len, <=, MAX_STEPS);

          if (file->actions->len == check_at
              || (thorough && (file->actions->len + g) % 16 == 0))
            {
              check_round_trip (file, s, !sealed);
              along++;
            }
        }
      actions += file->actions->len;

      check_round_trip (file, s, sealed);
      finals[sealed]++;
      if (g % 50 == 0 || thorough)
        {
          check_round_trip (file, s, !sealed);
          finals[!sealed]++;
        }

      if (g % 100 == 0)
        {
          g_autoptr(SqHistory) history = sq_history_new_from_file (file, &error);
          g_autoptr(SqGameFile) saved = sq_game_file_new (&setup);
          g_autoptr(SqGameFile) loaded = NULL;
          g_autoptr(SqHistory) back = NULL;
          g_autofree char *id = NULL;
          guint len = file->actions->len;

          g_assert_no_error (error);
          id = sq_store_create (store, saved, &error);
          g_assert_no_error (error);
          sq_history_jump_to (history, len - MIN (len, 3));
          g_assert_true (sq_store_save (store, id, saved, history, &error));
          g_assert_no_error (error);

          loaded = sq_store_load (store, id, &error);
          g_assert_no_error (error);
          back = sq_history_new_from_file (loaded, &error);
          g_assert_no_error (error);
          g_assert_cmpuint (sq_history_get_position (back), ==, len - MIN (len, 3));
          g_assert_true (sq_state_equal (sq_history_get_state (back),
                                         sq_history_get_state (history)));
          g_assert_true (sq_history_jump_to (back, len));
          g_assert_true (sq_state_equal (sq_history_get_state (back), s));
        }
    }

  g_test_message ("%u games, %" G_GUINT64_FORMAT " actions; final states round-tripped: "
                  "%u plain, %u sealed; %u states along the way; %.1f s",
                  n, actions, finals[FALSE], finals[TRUE], along,
                  (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpuint (finals[FALSE] + finals[TRUE], >=, n);
  sq_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/persistence/round-trip", test_round_trip);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Files written before the record layer (src/record) took over the
 * reading and writing of game files still load, replay to the same game
 * and are written back as they were: tests/data/good/version-2*.json
 * were saved by the game's own writer then, sealed and plain, from one
 * game with a correction and two entries undone. */

#include <glib/gstdio.h>

#include "sq-history.h"
#include "sq-rules.h"
#include "sq-test-files.h"

/* Helpers */

static char *
good_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "good", name, NULL);
}

static SqGameFile *
load_good (const char *name)
{
  g_autofree char *path = good_path (name);
  g_autoptr(GError) error = NULL;
  SqGameFile *file = NULL;

  g_assert_true (sq_game_file_load_path (path, &file, &error));
  g_assert_no_error (error);
  g_assert_nonnull (file);
  return file;
}

static SqState *
replay (const SqGameFile *file)
{
  g_autoptr(GError) error = NULL;
  guint n = 0;
  SqState *state = sq_game_file_replay (file, &n, &error);

  g_assert_no_error (error);
  g_assert_nonnull (state);
  g_assert_cmpuint (n, ==, file->actions->len);
  return state;
}

static void
assert_same_entries (const GArray *a,
                     const GArray *b)
{
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    g_assert_true (sq_action_equal (&g_array_index (a, SqAction, i),
                                    &g_array_index (b, SqAction, i)));
}

static void
assert_same_game (const SqGameFile *a,
                  const SqGameFile *b)
{
  g_autoptr(SqState) sa = replay (a);
  g_autoptr(SqState) sb = replay (b);

  g_assert_cmpstr (a->name, ==, b->name);
  g_assert_cmpstr (a->created, ==, b->created);
  g_assert_cmpstr (a->updated, ==, b->updated);
  assert_same_entries (a->actions, b->actions);
  assert_same_entries (a->redo, b->redo);
  g_assert_cmpuint (a->corrections->len, ==, b->corrections->len);
  if (a->corrections->len > 0)
    g_assert_cmpmem (a->corrections->data, a->corrections->len * sizeof (SqCorrection),
                     b->corrections->data, b->corrections->len * sizeof (SqCorrection));
  g_assert_true (sq_state_equal (sa, sb));
}

/* Tests */

/* the sealed file of version 2 and its plain twin: the same game, with
 * its correction and its redo entries */
static void
test_version_2 (void)
{
  g_autoptr(SqGameFile) sealed = load_good ("version-2-sealed.json");
  g_autoptr(SqGameFile) plain = load_good ("version-2.json");
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(SqState) state = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (sealed->sealed);
  g_assert_false (plain->sealed);
  g_assert_cmpstr (sealed->name, ==, "Before the record layer");
  g_assert_cmpuint (sealed->actions->len, >, 0);
  g_assert_cmpuint (sealed->redo->len, ==, 2);
  g_assert_cmpuint (sealed->corrections->len, ==, 1);
  assert_same_game (sealed, plain);

  /* the history stands at the end of the actions, the redo entries after */
  history = sq_history_new_from_file (sealed, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sq_history_get_position (history), ==, sealed->actions->len);
  g_assert_cmpuint (sq_history_get_n_entries (history), ==,
                    sealed->actions->len + sealed->redo->len);
  g_assert_nonnull (sq_history_get_correction (history,
                                               g_array_index (sealed->corrections,
                                                              SqCorrection, 0).entry));
  state = replay (sealed);
  g_assert_true (sq_state_equal (sq_history_get_state (history), state));
  g_assert_true (sq_history_redo (history));
  g_assert_true (sq_history_redo (history));
  g_assert_false (sq_history_can_redo (history));
}

/* the plain form is written byte for byte as before */
static void
test_plain_unchanged (void)
{
  g_autofree char *path = good_path ("version-2.json");
  g_autoptr(SqGameFile) file = load_good ("version-2.json");
  g_autofree char *before = NULL;
  g_autofree char *now = NULL;
  gsize before_len = 0;
  gsize now_len = 0;

  g_assert_true (g_file_get_contents (path, &before, &before_len, NULL));
  now = sq_game_file_to_data (file, &now_len);
  g_assert_cmpmem (now, now_len, before, before_len);
}

/* an old sealed file saved again is sealed anew (same key) and reads back
 * as the same game */
static void
test_sealed_again (void)
{
  g_autofree char *dir = sq_test_make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "again.json", NULL);
  g_autoptr(SqGameFile) old = load_good ("version-2-sealed.json");
  g_autoptr(SqGameFile) again = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (sq_game_file_save_sealed (old, path, &error));
  g_assert_no_error (error);
  g_assert_true (sq_game_file_load_path (path, &again, &error));
  g_assert_no_error (error);
  g_assert_true (again->sealed);
  g_assert_cmpmem (again->key, sizeof again->key, old->key, sizeof old->key);
  assert_same_game (old, again);

  sq_test_remove_tree (dir);
}

/* the files of version 1 kept from before: the example, its sealed form
 * and the other sealed copy are one game */
static void
test_version_1 (void)
{
  g_autoptr(SqGameFile) example = load_good ("example.json");
  g_autoptr(SqGameFile) sealed = load_good ("example-sealed.json");
  g_autoptr(SqGameFile) old = load_good ("version-1-sealed.json");

  g_assert_false (example->sealed);
  g_assert_true (sealed->sealed);
  g_assert_true (old->sealed);
  g_assert_cmpuint (example->actions->len, >, 0);
  assert_same_game (example, sealed);
  assert_same_game (example, old);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/old-files/version-2", test_version_2);
  g_test_add_func ("/engine/old-files/plain-unchanged", test_plain_unchanged);
  g_test_add_func ("/engine/old-files/sealed-again", test_sealed_again);
  g_test_add_func ("/engine/old-files/version-1", test_version_1);

  return g_test_run ();
}

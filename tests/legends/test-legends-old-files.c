/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Camelot Legends files written before the record layer (src/record)
 * took over the reading and writing of game files still load, replay to
 * the same game and are written back as they were:
 * data/good/version-3*.json were saved by the game's own writer then,
 * sealed and plain, from one game with the players' names and three
 * entries undone. */

#include <glib/gstdio.h>

#include "sq-legends-test.h"

/* Helpers */

static char *
good_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", "good", name, NULL);
}

static SqLegendsFile *
load_good (const char *name)
{
  g_autofree char *path = good_path (name);
  g_autoptr(GError) error = NULL;
  SqLegendsFile *file = NULL;

  g_assert_true (sq_legends_file_load_path (path, &file, &error));
  g_assert_no_error (error);
  g_assert_nonnull (file);
  return file;
}

static SqLegendsState *
replay (const SqLegendsFile *file)
{
  g_autoptr(GError) error = NULL;
  guint n = 0;
  SqLegendsState *state = sq_legends_file_replay (file, &n, &error);

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
    g_assert_true (sq_legends_action_equal (&g_array_index (a, SqLegendsAction, i),
                                            &g_array_index (b, SqLegendsAction, i)));
}

static void
assert_same_game (const SqLegendsFile *a,
                  const SqLegendsFile *b)
{
  g_autoptr(SqLegendsState) sa = replay (a);
  g_autoptr(SqLegendsState) sb = replay (b);

  g_assert_cmpstr (a->name, ==, b->name);
  g_assert_cmpstr (a->created, ==, b->created);
  g_assert_cmpstr (a->updated, ==, b->updated);
  g_assert_cmpuint (a->player_names != NULL ? g_strv_length (a->player_names) : 0, ==,
                    b->player_names != NULL ? g_strv_length (b->player_names) : 0);
  for (guint i = 0; a->player_names != NULL && a->player_names[i] != NULL; i++)
    g_assert_cmpstr (a->player_names[i], ==, b->player_names[i]);
  assert_same_entries (a->actions, b->actions);
  assert_same_entries (a->redo, b->redo);
  g_assert_true (sq_legends_state_equal (sa, sb));
}

/* Tests */

/* the sealed file of version 3 and its plain twin: the same game, with
 * the players' names and the redo entries */
static void
test_version_3 (void)
{
  g_autoptr(SqLegendsFile) sealed = load_good ("version-3-sealed.json");
  g_autoptr(SqLegendsFile) plain = load_good ("version-3.json");
  g_autoptr(SqLegendsHistory) history = NULL;
  g_autoptr(SqLegendsState) state = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (sealed->sealed);
  g_assert_false (plain->sealed);
  g_assert_cmpstr (sealed->name, ==, "Before the record layer");
  g_assert_nonnull (sealed->player_names);
  g_assert_cmpuint (g_strv_length (sealed->player_names), ==, sealed->setup.n_players);
  g_assert_cmpstr (sealed->player_names[0], ==, "Player 1");
  g_assert_cmpuint (sealed->actions->len, >, 0);
  g_assert_cmpuint (sealed->redo->len, ==, 3);
  assert_same_game (sealed, plain);

  /* the history stands at the end of the actions, the redo entries after */
  history = sq_legends_history_new_from_file (sealed, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sq_legends_history_get_position (history), ==, sealed->actions->len);
  g_assert_cmpuint (sq_legends_history_get_n_entries (history), ==,
                    sealed->actions->len + sealed->redo->len);
  state = replay (sealed);
  g_assert_true (sq_legends_state_equal (sq_legends_history_get_state (history), state));
  for (guint i = 0; i < sealed->redo->len; i++)
    g_assert_true (sq_legends_history_redo (history));
  g_assert_false (sq_legends_history_can_redo (history));
}

/* the plain form is written byte for byte as before */
static void
test_plain_unchanged (void)
{
  g_autofree char *path = good_path ("version-3.json");
  g_autoptr(SqLegendsFile) file = load_good ("version-3.json");
  g_autofree char *before = NULL;
  g_autofree char *now = NULL;
  gsize before_len = 0;
  gsize now_len = 0;

  g_assert_true (g_file_get_contents (path, &before, &before_len, NULL));
  now = sq_legends_file_to_data (file, &now_len);
  g_assert_cmpmem (now, now_len, before, before_len);
}

/* an old sealed file saved again reads back as the same game, under the
 * same key */
static void
test_sealed_again (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("squire-legends-old-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(SqLegendsFile) old = load_good ("version-3-sealed.json");
  g_autoptr(SqLegendsFile) again = NULL;

  g_assert_no_error (error);
  path = g_build_filename (dir, "again.json", NULL);
  g_assert_true (sq_legends_file_save_sealed (old, path, &error));
  g_assert_no_error (error);
  g_assert_true (sq_legends_file_load_path (path, &again, &error));
  g_assert_no_error (error);
  g_assert_true (again->sealed);
  g_assert_cmpmem (again->key, sizeof again->key, old->key, sizeof old->key);
  assert_same_game (old, again);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* the files of version 1 kept from before: the example, its sealed form
 * and the other sealed copy are one game, without the players' names */
static void
test_version_1 (void)
{
  g_autoptr(SqLegendsFile) example = load_good ("example.json");
  g_autoptr(SqLegendsFile) sealed = load_good ("example-sealed.json");
  g_autoptr(SqLegendsFile) old = load_good ("version-1-sealed.json");

  g_assert_false (example->sealed);
  g_assert_true (sealed->sealed);
  g_assert_true (old->sealed);
  g_assert_null (old->player_names);
  g_assert_cmpuint (example->actions->len, >, 0);
  assert_same_game (example, sealed);
  assert_same_game (example, old);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/legends/old-files/version-3", test_version_3);
  g_test_add_func ("/legends/old-files/plain-unchanged", test_plain_unchanged);
  g_test_add_func ("/legends/old-files/sealed-again", test_sealed_again);
  g_test_add_func ("/legends/old-files/version-1", test_version_1);

  return g_test_run ();
}

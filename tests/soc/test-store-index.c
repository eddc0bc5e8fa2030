/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The games folder's index: listing reads it instead of every file, yet a
 * changed, replaced or removed file, an older index or a damaged one never
 * makes the list wrong. */

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sq-random-play.h"
#include "sq-store.h"
#include "sq-store-index.h"
#include "sq-test-files.h"

typedef struct {
  char *dir;
  SqStore *store;
} Fixture;

/* Helpers */

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->dir = sq_test_make_temp_dir ();
  fixture->store = sq_store_new (fixture->dir);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_object (&fixture->store);
  sq_test_remove_tree (fixture->dir);
  g_free (fixture->dir);
}

static char *
add_game (SqStore    *store,
          guint       n_players,
          const char *name,
          guint       n_actions)
{
  SqSetup setup;
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  SqTestRng r = { 11 };
  SqAction buf[1024];
  char *id;

  sq_setup_init_defaults (&setup, n_players);
  setup.seed = 5;
  file = sq_game_file_new (&setup);
  file->name = g_strdup (name);
  history = sq_history_new (&setup, NULL);
  id = sq_store_create (store, file, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < n_actions && !sq_history_is_finished (history); i++)
    {
      SqAction a;

      g_assert_true (sq_test_pick (&r, sq_history_get_state (history), buf,
                                   G_N_ELEMENTS (buf), &a));
      g_assert_true (sq_history_apply (history, &a, &error));
      g_assert_true (sq_store_save (store, id, file, history, &error));
      g_assert_no_error (error);
    }

  return id;
}

static char *
path_of (Fixture    *fixture,
         const char *id)
{
  g_autofree char *name = g_strconcat (id, ".json", NULL);

  return g_build_filename (fixture->dir, name, NULL);
}

static SqGameInfo *
refreshed_info (Fixture    *fixture,
                const char *id)
{
  g_autoptr(SqStore) store = sq_store_new (fixture->dir);
  g_autoptr(GError) error = NULL;
  SqGameInfo *info;

  g_assert_true (sq_store_refresh (store, &error));
  g_assert_no_error (error);
  info = sq_store_lookup (store, id);
  g_assert_nonnull (info);
  return g_object_ref (info);
}

/* Overwrites the file in place with bytes of the same length and puts its
 * modification time back: the very stamp the index recorded */
static void
scribble_keeping_stamp (const char *path)
{
  struct stat st;
  struct timespec times[2];
  int fd;
  g_autofree char *junk = NULL;

  g_assert_cmpint (lstat (path, &st), ==, 0);
  junk = g_malloc (st.st_size);
  memset (junk, 'x', st.st_size);
  fd = open (path, O_WRONLY);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (write (fd, junk, st.st_size), ==, st.st_size);
  g_assert_cmpint (close (fd), ==, 0);
  times[0] = st.st_atim;
  times[1] = st.st_mtim;
  g_assert_cmpint (utimensat (AT_FDCWD, path, times, 0), ==, 0);
}

/* Tests */

static void
test_written_and_used (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autofree char *id = add_game (fixture->store, 5, "Tuesday", 12);
  g_autofree char *path = path_of (fixture, id);
  g_autofree char *index_path = g_build_filename (fixture->dir, SQ_STORE_INDEX_NAME, NULL);
  g_autoptr(SqGameInfo) first = NULL;
  g_autoptr(SqGameInfo) second = NULL;

  first = refreshed_info (fixture, id);
  g_assert_true (g_file_test (index_path, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpstr (sq_game_info_get_name (first), ==, "Tuesday");
  g_assert_cmpuint (sq_game_info_get_players (first), ==, 5);
  g_assert_false (sq_game_info_get_damaged (first));

  /* the index, not the file, answers now: garbage behind an unchanged
   * stamp goes unnoticed, which is how we know the file was not read */
  scribble_keeping_stamp (path);
  second = refreshed_info (fixture, id);
  g_assert_cmpstr (sq_game_info_get_name (second), ==, "Tuesday");
  g_assert_cmpuint (sq_game_info_get_players (second), ==, 5);
  g_assert_false (sq_game_info_get_damaged (second));
  g_assert_true (g_date_time_equal (sq_game_info_get_updated (first),
                                    sq_game_info_get_updated (second)));
}

static void
test_changed_file_read_again (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autofree char *id = add_game (fixture->store, 4, "Friday", 8);
  g_autofree char *path = path_of (fixture, id);
  g_autoptr(SqGameInfo) before = refreshed_info (fixture, id);
  g_autoptr(SqGameInfo) after = NULL;

  g_assert_false (sq_game_info_get_damaged (before));
  /* a new file under the same name: another inode, another size */
  g_assert_true (g_file_set_contents (path, "{\"format\":", -1, NULL));
  after = refreshed_info (fixture, id);
  g_assert_true (sq_game_info_get_damaged (after));
  g_assert_cmpuint (sq_game_info_get_players (after), ==, 0);
}

static void
test_damaged_entry_kept (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "broken.json", NULL);
  g_autoptr(SqGameInfo) first = NULL;
  g_autoptr(SqGameInfo) second = NULL;

  g_assert_true (g_mkdir_with_parents (fixture->dir, 0700) == 0);
  g_assert_true (g_file_set_contents (path, "[1, 2", -1, NULL));
  first = refreshed_info (fixture, "broken");
  second = refreshed_info (fixture, "broken");

  g_assert_true (sq_game_info_get_damaged (first));
  g_assert_true (sq_game_info_get_damaged (second));
  g_assert_true (sq_game_info_get_error (first)->domain
                 == sq_game_info_get_error (second)->domain);
  g_assert_cmpint (sq_game_info_get_error (first)->code, ==,
                   sq_game_info_get_error (second)->code);
  g_assert_cmpstr (sq_game_info_get_error (first)->message, ==,
                   sq_game_info_get_error (second)->message);
}

static void
test_damaged_index_rebuilt (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autofree char *id = add_game (fixture->store, 3, "Sunday", 4);
  g_autofree char *index_path = g_build_filename (fixture->dir, SQ_STORE_INDEX_NAME, NULL);
  g_autoptr(SqGameInfo) info = refreshed_info (fixture, id);
  g_autofree char *contents = NULL;
  static const char * const garbage[] = {
    "\xff\xfe not text",
    "[index]\nversion=1\n[",
    "[index]\nversion=99\n",
    "[index]\nversion=1\n[ghost]\nfile=1:2:3:4.000000000\nname=Ghost\nplayers=-7\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (garbage); i++)
    {
      g_autoptr(SqGameInfo) again = NULL;

      g_assert_true (g_file_set_contents (index_path, garbage[i], -1, NULL));
      again = refreshed_info (fixture, id);
      g_assert_cmpstr (sq_game_info_get_name (again), ==, "Sunday");
      g_assert_cmpuint (sq_game_info_get_players (again), ==, 3);
    }

  /* rewritten, and without the game that is not there */
  g_assert_true (g_file_get_contents (index_path, &contents, NULL, NULL));
  g_assert_null (strstr (contents, "ghost"));
  g_assert_nonnull (strstr (contents, id));
}

static void
test_removed_game_forgotten (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autofree char *kept = add_game (fixture->store, 4, "Kept", 2);
  g_autofree char *gone = add_game (fixture->store, 4, "Gone", 2);
  g_autofree char *gone_path = path_of (fixture, gone);
  g_autofree char *index_path = g_build_filename (fixture->dir, SQ_STORE_INDEX_NAME, NULL);
  g_autoptr(SqStore) store = sq_store_new (fixture->dir);
  g_autofree char *contents = NULL;

  g_assert_true (sq_store_refresh (store, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (sq_store_get_games (store)), ==, 2);
  g_assert_cmpint (g_unlink (gone_path), ==, 0);
  g_assert_true (sq_store_refresh (store, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (sq_store_get_games (store)), ==, 1);
  g_assert_true (g_file_get_contents (index_path, &contents, NULL, NULL));
  g_assert_null (strstr (contents, gone));
  g_assert_nonnull (strstr (contents, kept));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/persistence/store-index/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("written-and-used", test_written_and_used);
  ADD ("changed-file-read-again", test_changed_file_read_again);
  ADD ("damaged-entry-kept", test_damaged_entry_kept);
  ADD ("damaged-index-rebuilt", test_damaged_index_rebuilt);
  ADD ("removed-game-forgotten", test_removed_game_forgotten);

#undef ADD

  return g_test_run ();
}

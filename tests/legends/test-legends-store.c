/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Legends folder as a store (sq-legends-store.h): files saved before
 * the store, of every version, still list and open, a damaged one is
 * listed with its error, the last unfinished game is the newest; a game
 * added is sealed and reads back; one writer per game; and the
 * housekeeping leaves the old names files alone. */

#include <sys/stat.h>
#include <utime.h>

#include <glib/gstdio.h>

#include "sq-legends-history.h"
#include "sq-legends-store.h"

typedef struct {
  char *dir;
  SqStore *store;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("squire-legends-store-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->store = sq_legends_store_new (fixture->dir);
}

/* the folder holds files only, and a trash folder at most */
static void
remove_folder (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        remove_folder (path);
      else
        g_assert_cmpint (g_unlink (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_assert_finalize_object (fixture->store);
  remove_folder (fixture->dir);
  g_free (fixture->dir);
}

/* Copies a test file into the folder as <id>.json, @age old */
static char *
put (const char *dir,
     const char *kind,
     const char *name,
     const char *id,
     GTimeSpan   age)
{
  g_autofree char *from = g_test_build_filename (G_TEST_DIST, "data", kind, name, NULL);
  g_autofree char *file = g_strconcat (id, ".json", NULL);
  char *to = g_build_filename (dir, file, NULL);
  g_autofree char *text = NULL;
  gsize len;
  struct utimbuf times;

  g_assert_true (g_file_get_contents (from, &text, &len, NULL));
  g_assert_true (g_file_set_contents (to, text, (gssize) len, NULL));
  times.actime = times.modtime = (time_t) ((g_get_real_time () - age) / G_USEC_PER_SEC);
  g_assert_cmpint (g_utime (to, &times), ==, 0);
  return to;
}

/* Files from before the store, the version-1 one with its names beside
 * it, list as they are */
static void
test_old_files (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *plain = put (fixture->dir, "good", "example.json", "legends-plain",
                                3 * G_TIME_SPAN_HOUR);
  g_autofree char *sealed = put (fixture->dir, "good", "example-sealed.json",
                                 "legends-sealed", 2 * G_TIME_SPAN_HOUR);
  g_autofree char *old = put (fixture->dir, "good", "version-1-sealed.json", "legends-old",
                              G_TIME_SPAN_HOUR);
  g_autofree char *bad = put (fixture->dir, "bad", "truncated.json", "legends-bad", 0);
  g_autofree char *names = g_build_filename (fixture->dir, "legends-old.players", NULL);
  const char *ids[] = { "legends-plain", "legends-sealed", "legends-old" };
  g_autoptr(GError) error = NULL;
  g_autoptr(SqLegendsFile) file = NULL;
  g_autoptr(SqLegendsHistory) history = NULL;
  SqGameInfo *info;

  g_assert_true (g_file_set_contents (names, "[players]\nnames=Ann;Ben;\n", -1, NULL));

  g_assert_true (sq_store_refresh (fixture->store, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (sq_store_get_games (fixture->store)), ==, 4);

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autofree char *created = NULL;

      info = sq_store_lookup (fixture->store, ids[i]);
      g_assert_nonnull (info);
      g_assert_false (sq_game_info_get_damaged (info));
      g_assert_false (sq_game_info_get_finished (info));
      g_assert_cmpstr (sq_game_info_get_name (info), ==, "A first quest");
      g_assert_cmpuint (sq_game_info_get_players (info), ==, 2);
      created = g_date_time_format_iso8601 (sq_game_info_get_created (info));
      g_assert_cmpstr (created, ==, "2024-06-01T19:30:00Z");
    }

  info = sq_store_lookup (fixture->store, "legends-bad");
  g_assert_true (sq_game_info_get_damaged (info));
  g_assert_true (sq_game_info_get_error (info)->domain == SQ_FILE_ERROR);
  g_assert_null (sq_store_lookup (fixture->store, "legends-old.players"));

  /* none has a saved date: the newest file is the one to continue */
  g_assert_cmpstr (sq_game_info_get_id (sq_store_get_last_unfinished (fixture->store)), ==,
                   "legends-old");

  /* and it opens, to play */
  file = sq_store_open_file (fixture->store, "legends-old", FALSE, &error);
  g_assert_no_error (error);
  history = sq_legends_history_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_test (names, G_FILE_TEST_IS_REGULAR));
  sq_store_close_game (fixture->store, "legends-old");
}

/* A game added to the folder: a fresh id, sealed on disk, reads back;
 * one writer at a time */
static void
test_add_and_save (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *example = g_test_build_filename (G_TEST_DIST, "data", "good",
                                                    "example.json", NULL);
  g_autoptr(SqStore) other = sq_legends_store_new (fixture->dir);
  g_autoptr(SqLegendsFile) file = NULL;
  g_autoptr(SqLegendsFile) read = NULL;
  g_autoptr(SqLegendsFile) theirs = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  guint n_actions;

  g_assert_true (sq_legends_file_load_path (example, &file, &error));
  n_actions = file->actions->len;
  g_assert_cmpuint (n_actions, >, 0);

  id = sq_store_add_file (fixture->store, file, FALSE, 2, TRUE, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (id, "legends-"));
  g_assert_nonnull (file->updated);
  g_assert_cmpstr (file->created, ==, "2024-06-01T19:30:00Z");

  path = g_strconcat (fixture->dir, G_DIR_SEPARATOR_S, id, ".json", NULL);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\"sealed\""));
  g_assert_true (sq_legends_file_load_path (path, &read, &error));
  g_assert_true (read->sealed);
  g_assert_cmpuint (read->actions->len, ==, n_actions);

  /* held here: another store may read it, not write it */
  theirs = sq_store_open_file (other, id, FALSE, &error);
  g_assert_no_error (error);
  g_assert_false (sq_store_write_file (other, id, theirs, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_LOCKED);
  g_clear_error (&error);

  /* the holder's saves go through; the other's view is out of date now */
  g_array_set_size (file->actions, n_actions - 1);
  g_assert_true (sq_store_write_file (fixture->store, id, file, &error));
  g_assert_no_error (error);
  g_clear_pointer (&read, sq_legends_file_free);
  g_assert_true (sq_legends_file_load_path (path, &read, &error));
  g_assert_cmpuint (read->actions->len, ==, n_actions - 1);
  sq_store_close_game (fixture->store, id);
  g_assert_false (sq_store_write_file (other, id, theirs, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_CHANGED);
  sq_store_close_game (other, id);
}

/* The housekeeping in the Legends folder: what a crash left goes, a
 * game's names file stays */
static void
test_housekeeping (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *game = put (fixture->dir, "good", "example.json", "legends-kept", 0);
  g_autofree char *names = g_build_filename (fixture->dir, "legends-kept.players", NULL);
  g_autofree char *temp = g_build_filename (fixture->dir, "legends-kept.json.AB12CD", NULL);
  g_autoptr(GError) error = NULL;
  struct utimbuf times;

  g_assert_true (g_file_set_contents (names, "[players]\nnames=Ann;Ben;\n", -1, NULL));
  g_assert_true (g_file_set_contents (temp, "{ \"format\"", -1, NULL));
  times.actime = times.modtime = (time_t) (g_get_real_time () / G_USEC_PER_SEC - 7200);
  g_assert_cmpint (g_utime (temp, &times), ==, 0);
  g_assert_cmpint (g_utime (names, &times), ==, 0);

  g_assert_true (sq_store_purge_trash (fixture->store, 0, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (temp, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (names, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_test (game, G_FILE_TEST_IS_REGULAR));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/legends/store/old-files", Fixture, NULL, fixture_set_up, test_old_files,
              fixture_tear_down);
  g_test_add ("/legends/store/add-and-save", Fixture, NULL, fixture_set_up, test_add_and_save,
              fixture_tear_down);
  g_test_add ("/legends/store/housekeeping", Fixture, NULL, fixture_set_up, test_housekeeping,
              fixture_tear_down);

  return g_test_run ();
}

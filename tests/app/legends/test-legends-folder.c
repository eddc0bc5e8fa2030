/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The Legends folder as SqLegendsGame and the page use it, through the
 * record layer's store: the game to continue is the newest that loads,
 * replays and is not over, also when its file changes behind the
 * folder's index; the search in a worker thread tidies the folder first;
 * two games on one file, one writer. */

#include "config.h"

#include <sys/stat.h>
#include <utime.h>

#include <glib/gstdio.h>

#include "sq-legends-game.h"
#include "sq-legends-store.h"
#include "sq-ui-test.h"

/* Copies a test file into @dir as <id>.json, @age old */
static char *
put (const char *dir,
     const char *kind,
     const char *name,
     const char *id,
     GTimeSpan   age)
{
  g_autofree char *from = g_test_build_filename (G_TEST_DIST, "legends", "data", kind, name,
                                                 NULL);
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

static char *
make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("squire-legends-folder-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

/* The newest game that can be played on, whatever the index remembers */
static void
test_last_unfinished (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *missing = g_build_filename (dir, "not-yet", NULL);
  g_autofree char *older = put (dir, "good", "example.json", "legends-older",
                                2 * G_TIME_SPAN_HOUR);
  g_autofree char *newer = put (dir, "good", "example-sealed.json", "legends-newer",
                                G_TIME_SPAN_HOUR);
  g_autofree char *broken = put (dir, "bad", "truncated.json", "legends-broken", 0);
  g_autofree char *last = NULL;
  g_autofree char *index = g_build_filename (dir, ".index", NULL);

  g_assert_null (sq_legends_game_find_last_unfinished (missing));

  last = sq_legends_game_find_last_unfinished (dir);
  g_assert_cmpstr (last, ==, "legends-newer");
  g_assert_true (g_file_test (index, G_FILE_TEST_IS_REGULAR));

  /* the newer file is damaged now: the index does not hide that */
  g_free (last);
  g_free (newer);
  newer = put (dir, "bad", "sealed-tampered.json", "legends-newer", 0);
  last = sq_legends_game_find_last_unfinished (dir);
  g_assert_cmpstr (last, ==, "legends-older");

  g_assert_true (sq_test_remove_tree (dir));
}

static void
on_found (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  SqLegendsGame **found = user_data;
  g_autoptr(GError) error = NULL;

  *found = sq_legends_game_find_last_unfinished_finish (result, &error);
  g_assert_no_error (error);
  g_assert_nonnull (*found);
}

/* The page's search in a worker thread: the housekeeping first, then the
 * game, opened */
static void
test_find_async (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *game = put (dir, "good", "example.json", "legends-game", 0);
  g_autofree char *temp = g_build_filename (dir, "legends-game.json.AB12CD", NULL);
  g_autofree char *stale = g_build_filename (dir, ".legends-gone.lock", NULL);
  g_autofree char *young = g_build_filename (dir, "legends-game.json.EF34GH", NULL);
  g_autoptr(SqLegendsGame) found = NULL;
  struct utimbuf times;

  g_assert_true (g_file_set_contents (temp, "{ \"format\"", -1, NULL));
  g_assert_true (g_file_set_contents (young, "{ \"format\"", -1, NULL));
  g_assert_true (g_file_set_contents (stale, "", -1, NULL));
  times.actime = times.modtime = (time_t) (g_get_real_time () / G_USEC_PER_SEC - 7200);
  g_assert_cmpint (g_utime (temp, &times), ==, 0);

  sq_legends_game_find_last_unfinished_async (dir, NULL, on_found, &found);
  while (found == NULL)
    g_main_context_iteration (NULL, TRUE);

  g_assert_cmpstr (sq_legends_game_get_id (found), ==, "legends-game");
  g_assert_false (g_file_test (temp, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  /* a save may be writing that one */
  g_assert_true (g_file_test (young, G_FILE_TEST_EXISTS));

  g_clear_object (&found);
  g_assert_true (sq_test_remove_tree (dir));
}

/* Two games on one file: the first to save holds it; once it lets go,
 * the other finds the file changed, and goes on as a copy */
static void
test_one_writer (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = put (dir, "good", "example.json", "legends-shared", 0);
  g_autoptr(SqLegendsGame) first = NULL;
  g_autoptr(SqLegendsGame) second = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *now = NULL;
  guint position;

  first = sq_legends_game_open (dir, "legends-shared", &error);
  g_assert_no_error (error);
  second = sq_legends_game_open (dir, "legends-shared", &error);
  g_assert_no_error (error);
  position = sq_legends_game_get_position (second);

  g_assert_true (sq_legends_game_undo (first, &error));
  g_assert_no_error (error);
  g_assert_false (sq_legends_game_undo (second, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_LOCKED);
  g_clear_error (&error);
  g_assert_cmpuint (sq_legends_game_get_position (second), ==, position);

  g_assert_finalize_object (g_steal_pointer (&first));
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_false (sq_legends_game_undo (second, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_CHANGED);
  g_clear_error (&error);

  g_assert_true (sq_legends_game_save_as_copy (second, &error));
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (sq_legends_game_get_id (second), "legends-"));
  g_assert_cmpstr (sq_legends_game_get_id (second), !=, "legends-shared");
  g_assert_true (sq_legends_game_undo (second, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &now, NULL, NULL));
  g_assert_cmpstr (now, ==, saved);

  /* the copy gave up the original: it can be played again */
  first = sq_legends_game_open (dir, "legends-shared", &error);
  g_assert_no_error (error);
  g_assert_true (sq_legends_game_undo (first, &error));
  g_assert_no_error (error);

  g_clear_object (&first);
  g_clear_object (&second);
  g_assert_true (sq_test_remove_tree (dir));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ui/legends-folder/last-unfinished", test_last_unfinished);
  g_test_add_func ("/ui/legends-folder/find-async", test_find_async);
  g_test_add_func ("/ui/legends-folder/one-writer", test_one_writer);

  return g_test_run ();
}

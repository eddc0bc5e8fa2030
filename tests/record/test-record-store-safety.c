/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SqStore's one writer per game, over the toy format (sq-toy-store.h):
 * the lock taken at open or with the first save, a file another program
 * changed or removed, a save that fails; and the housekeeping (temporary
 * files a crash left, stale locks, a trash that is a symbolic link), also
 * as the asynchronous refresh runs it. */

#include "sq-toy-store.h"

typedef struct {
  char *dir;
  SqStore *store;
  SqStore *other;    /* another program on the same folder */
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->dir = toy_make_temp_dir ();
  fixture->store = sq_store_new_for_format (&toy_format, fixture->dir);
  fixture->other = sq_store_new_for_format (&toy_format, fixture->dir);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_assert_finalize_object (fixture->store);
  g_assert_finalize_object (fixture->other);
  toy_remove_tree (fixture->dir);
  g_free (fixture->dir);
}

/* ------------------------------------------------------------ the lock */

static void
test_lock (Fixture       *fixture,
           gconstpointer  data)
{
  g_autofree char *id = toy_add (fixture->store, "Held", 0, 5, 2);
  g_autofree char *path = toy_path (fixture->dir, id);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(ToyFile) mine = NULL;
  g_autoptr(ToyFile) theirs = NULL;
  g_autoptr(GError) error = NULL;

  mine = sq_store_open_file (fixture->store, id, TRUE, &error);
  g_assert_no_error (error);

  /* held here: the other program cannot take it, at open or at its save */
  g_assert_null (sq_store_open_file (fixture->other, id, TRUE, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_LOCKED);
  g_clear_error (&error);
  theirs = sq_store_open_file (fixture->other, id, FALSE, &error);
  g_assert_no_error (error);
  g_assert_nonnull (theirs);
  theirs->count = 3;
  before = toy_contents (path);
  g_assert_false (sq_store_write_file (fixture->other, id, theirs, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_LOCKED);
  g_clear_error (&error);
  after = toy_contents (path);
  g_assert_cmpstr (after, ==, before);

  /* let go here, the other's first save takes it */
  sq_store_close_game (fixture->store, id);
  g_assert_true (sq_store_write_file (fixture->other, id, theirs, &error));
  g_assert_no_error (error);
  g_clear_pointer (&mine, toy_file_free);
  mine = sq_store_open_file (fixture->store, id, TRUE, &error);
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_LOCKED);
  g_assert_null (mine);
  g_clear_error (&error);

  /* and keeps it until its last user closes it */
  sq_store_close_game (fixture->other, id);
  mine = sq_store_open_file (fixture->store, id, TRUE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (mine->count, ==, 3);
  sq_store_close_game (fixture->store, id);
}

/* Opened without the lock, nothing is held until the first save */
static void
test_lock_later (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autofree char *id = toy_add (fixture->store, "Later", 0, 5, 2);
  g_autoptr(ToyFile) file = NULL;
  g_autoptr(ToyFile) read = NULL;
  g_autoptr(GError) error = NULL;

  file = sq_store_open_file (fixture->store, id, FALSE, &error);
  g_assert_no_error (error);
  /* nothing held yet: another program can take the game */
  read = sq_store_open_file (fixture->other, id, TRUE, &error);
  g_assert_no_error (error);
  g_assert_nonnull (read);
  sq_store_close_game (fixture->other, id);
  g_clear_pointer (&read, toy_file_free);

  file->count = 1;
  g_assert_true (sq_store_write_file (fixture->store, id, file, &error));
  g_assert_no_error (error);
  g_assert_null (sq_store_open_file (fixture->other, id, TRUE, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_LOCKED);
  g_clear_error (&error);

  read = toy_read (fixture->dir, id);
  g_assert_cmpuint (read->count, ==, 1);
  sq_store_close_game (fixture->store, id);
}

/* ------------------------------------------------ a file changed elsewhere */

static void
test_changed (Fixture       *fixture,
              gconstpointer  data)
{
  g_autofree char *id = toy_add (fixture->store, "Changed", 0, 5, 2);
  g_autofree char *path = toy_path (fixture->dir, id);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(ToyFile) file = NULL;
  g_autoptr(ToyFile) elsewhere = NULL;
  g_autoptr(GError) error = NULL;

  file = sq_store_open_file (fixture->store, id, FALSE, &error);
  g_assert_no_error (error);

  /* another program rewrites it: nothing here overwrites that */
  elsewhere = toy_read (fixture->dir, id);
  elsewhere->count = 4;
  toy_write (fixture->dir, id, elsewhere);
  before = toy_contents (path);
  file->count = 1;
  g_assert_false (sq_store_write_file (fixture->store, id, file, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_CHANGED);
  g_assert_nonnull (strstr (error->message, "changed"));
  g_clear_error (&error);
  after = toy_contents (path);
  g_assert_cmpstr (after, ==, before);

  /* or removes it: not written back either */
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_false (sq_store_write_file (fixture->store, id, file, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_CHANGED);
  g_assert_nonnull (strstr (error->message, "removed"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  sq_store_close_game (fixture->store, id);
}

/* A save that fails leaves the file as it was, and the game in memory
 * says what is on disk */
static void
test_save_fails (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autofree char *id = toy_add (fixture->store, "Full disk", 0, 5, 2);
  g_autofree char *path = toy_path (fixture->dir, id);
  g_autofree char *before = toy_contents (path);
  g_autofree char *after = NULL;
  g_autofree char *updated = NULL;
  g_autoptr(ToyFile) file = NULL;
  g_autoptr(GError) error = NULL;

  file = sq_store_open_file (fixture->store, id, TRUE, &error);
  g_assert_no_error (error);
  updated = g_strdup (file->updated);
  file->count = 2;
  sq_store_inject_save_failures (fixture->store, 1);
  g_assert_false (sq_store_save_file (fixture->store, id, file, FALSE, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
  g_clear_error (&error);
  after = toy_contents (path);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpstr (file->updated, ==, updated);

  /* the next one goes through */
  g_assert_true (sq_store_save_file (fixture->store, id, file, FALSE, &error));
  g_assert_no_error (error);
  sq_store_close_game (fixture->store, id);
}

/* ------------------------------------------------------- housekeeping */

static void
test_housekeeping (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *id = toy_add (fixture->store, "Kept", 0, 5, 2);
  g_autofree char *old_temp = g_build_filename (fixture->dir, "toy-a" TOY_SUFFIX ".AB12CD", NULL);
  g_autofree char *new_temp = g_build_filename (fixture->dir, "toy-b" TOY_SUFFIX ".EF34GH", NULL);
  g_autofree char *other_temp = g_build_filename (fixture->dir, "notes.txt.AB12CD", NULL);
  g_autofree char *stale = g_build_filename (fixture->dir, ".toy-gone.lock", NULL);
  g_autofree char *live_lock = g_strconcat (fixture->dir, "/.", id, ".lock", NULL);
  g_autoptr(ToyFile) file = NULL;
  g_autoptr(GError) error = NULL;

  file = sq_store_open_file (fixture->store, id, TRUE, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_test (live_lock, G_FILE_TEST_IS_REGULAR));

  g_assert_true (g_file_set_contents (old_temp, "half", -1, NULL));
  g_assert_true (g_file_set_contents (new_temp, "half", -1, NULL));
  g_assert_true (g_file_set_contents (other_temp, "mine", -1, NULL));
  g_assert_true (g_file_set_contents (stale, "", -1, NULL));
  toy_age (old_temp, 2 * G_TIME_SPAN_HOUR);
  toy_age (other_temp, 2 * G_TIME_SPAN_HOUR);

  g_assert_true (sq_store_purge_trash (fixture->other, 0, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (old_temp, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  /* a save may be under way; not the format's; a game's lock */
  g_assert_true (g_file_test (new_temp, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other_temp, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (live_lock, G_FILE_TEST_EXISTS));
  sq_store_close_game (fixture->store, id);
}

/* A trash that is a symbolic link is refused, and what it points to is
 * left alone */
static void
test_trash_link (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autofree char *id = toy_add (fixture->store, "Kept", 0, 5, 2);
  g_autofree char *elsewhere = toy_make_temp_dir ();
  g_autofree char *victim = g_build_filename (elsewhere, "precious", NULL);
  g_autofree char *trash = g_build_filename (fixture->dir, SQ_STORE_TRASH, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (victim, "keep me", -1, NULL));
  toy_age (victim, 60 * G_TIME_SPAN_DAY);
  g_assert_cmpint (symlink (elsewhere, trash), ==, 0);

  g_assert_false (sq_store_purge_trash (fixture->store, 0, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR);
  g_clear_error (&error);
  g_assert_false (sq_store_delete (fixture->store, id, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR);
  g_assert_true (g_file_test (victim, G_FILE_TEST_IS_REGULAR));
  g_assert_nonnull (sq_store_lookup (fixture->store, id));

  g_assert_cmpint (g_unlink (trash), ==, 0);
  toy_remove_tree (elsewhere);
}

static void
on_refreshed (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  gboolean *done = user_data;
  g_autoptr(GError) error = NULL;

  g_assert_true (sq_store_refresh_finish (SQ_STORE (source), result, &error));
  g_assert_no_error (error);
  *done = TRUE;
}

/* The refresh at start: the housekeeping, then the list, off the main
 * thread */
static void
test_refresh_async (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autofree char *id = toy_add (fixture->other, "Listed", 1, 5, 4);
  g_autofree char *old_temp = g_build_filename (fixture->dir, "toy-a" TOY_SUFFIX ".AB12CD", NULL);
  gboolean done = FALSE;

  g_assert_true (g_file_set_contents (old_temp, "half", -1, NULL));
  toy_age (old_temp, 2 * G_TIME_SPAN_HOUR);

  sq_store_refresh_async (fixture->store, TRUE, NULL, on_refreshed, &done);
  g_assert_true (sq_store_get_loading (fixture->store));
  while (!done)
    g_main_context_iteration (NULL, TRUE);

  g_assert_false (sq_store_get_loading (fixture->store));
  g_assert_false (g_file_test (old_temp, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (g_list_model_get_n_items (sq_store_get_games (fixture->store)), ==, 1);
  g_assert_cmpuint (sq_game_info_get_players (sq_store_lookup (fixture->store, id)), ==, 4);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/record/store/lock", Fixture, NULL, fixture_set_up, test_lock, fixture_tear_down);
  g_test_add ("/record/store/lock-later", Fixture, NULL, fixture_set_up, test_lock_later,
              fixture_tear_down);
  g_test_add ("/record/store/changed", Fixture, NULL, fixture_set_up, test_changed,
              fixture_tear_down);
  g_test_add ("/record/store/save-fails", Fixture, NULL, fixture_set_up, test_save_fails,
              fixture_tear_down);
  g_test_add ("/record/store/housekeeping", Fixture, NULL, fixture_set_up, test_housekeeping,
              fixture_tear_down);
  g_test_add ("/record/store/trash-link", Fixture, NULL, fixture_set_up, test_trash_link,
              fixture_tear_down);
  g_test_add ("/record/store/refresh-async", Fixture, NULL, fixture_set_up, test_refresh_async,
              fixture_tear_down);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SqStore under attack (issue 13): one writer per game (the lock, with two
 * stores on one folder; a file changed by another program), housekeeping
 * that never follows a symbolic link, a poisoned folder read off the main
 * thread, and a save that fails. */

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

#include "sq-rules.h"
#include "sq-store-private.h"
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
path_in (const char *dir,
         const char *name)
{
  return g_build_filename (dir, name, NULL);
}

static char *
game_file_path (Fixture    *fixture,
                const char *id)
{
  g_autofree char *name = g_strconcat (id, ".json", NULL);

  return path_in (fixture->dir, name);
}

/* A new game with one action, saved: open (locked) in @store */
static char *
new_game (SqStore     *store,
          SqGameFile **out_file,
          SqHistory  **out_history)
{
  SqSetup setup;
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  SqAction action = { 0 };
  char *id;

  sq_setup_init_defaults (&setup, 3);
  setup.seed = 11;
  setup.skip_opening_share = TRUE;
  file = sq_game_file_new (&setup);
  file->name = g_strdup ("Evening");
  history = sq_history_new (&setup, &error);
  g_assert_no_error (error);

  id = sq_store_create (store, file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (id);

  sq_action_init (&action, SQ_ACTION_ADD_SIEGE);
  g_assert_true (sq_history_apply (history, &action, &error));
  g_assert_true (sq_store_save (store, id, file, history, &error));
  g_assert_no_error (error);

  if (out_file != NULL)
    *out_file = g_steal_pointer (&file);
  if (out_history != NULL)
    *out_history = g_steal_pointer (&history);
  return id;
}

static char *
read_all (const char *path)
{
  char *data = NULL;

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  return data;
}

static void
set_age (const char *path,
         GTimeSpan   age)
{
  struct timespec times[2];
  gint64 when = (g_get_real_time () - age) / G_USEC_PER_SEC;

  times[0].tv_sec = times[1].tv_sec = when;
  times[0].tv_nsec = times[1].tv_nsec = 0;
  /* the link itself, not its target */
  g_assert_cmpint (utimensat (AT_FDCWD, path, times, AT_SYMLINK_NOFOLLOW), ==, 0);
}

static void
write_text (const char *path,
            const char *text)
{
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

/* Tests: one writer per game */

/* Two stores on one folder, as two instances of the app: the second may
 * read the game and copy it, but never write it while the first has it */
static void
test_lock_two_stores (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(SqStore) other = sq_store_new (fixture->dir);
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqGameFile) seen = NULL;
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = new_game (fixture->store, &file, &history);
  g_autofree char *path = game_file_path (fixture, id);
  g_autofree char *before = read_all (path);
  g_autofree char *copy = NULL;
  g_autofree char *after = NULL;

  g_assert_true (sq_store_refresh (other, &error));
  g_assert_no_error (error);

  g_assert_null (sq_store_open_game (other, id, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_LOCKED);
  g_assert_nonnull (strstr (error->message, "another program has this game open"));
  g_clear_error (&error);

  g_assert_false (sq_store_save (other, id, file, history, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_LOCKED);
  g_clear_error (&error);
  g_assert_false (sq_store_rename (other, id, "Mine now", &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_LOCKED);
  g_clear_error (&error);
  g_assert_false (sq_store_delete (other, id, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_LOCKED);
  g_clear_error (&error);

  /* nothing was written */
  after = read_all (path);
  g_assert_cmpstr (before, ==, after);

  /* reading (read-only) and copying are fine */
  seen = sq_store_load (other, id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (seen->name, ==, "Evening");
  copy = sq_store_copy_game (other, id, "Evening (copy)", &error);
  g_assert_no_error (error);
  g_assert_nonnull (copy);
  g_assert_cmpstr (sq_game_info_get_name (sq_store_lookup (other, copy)), ==,
                   "Evening (copy)");

  /* the first store goes on saving; once it closes the game, the other
   * may open it, and then the first may not */
  g_assert_true (sq_store_save (fixture->store, id, file, history, &error));
  g_assert_no_error (error);
  sq_store_close_game (fixture->store, id);
  g_clear_pointer (&seen, sq_game_file_free);
  seen = sq_store_open_game (other, id, &error);
  g_assert_no_error (error);
  g_assert_nonnull (seen);
  g_assert_null (sq_store_open_game (fixture->store, id, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_LOCKED);
  g_clear_error (&error);

  /* opened twice in one store (a window opening the game it shows), it
   * stays locked until both are closed */
  sq_store_close_game (other, id);
  g_clear_pointer (&seen, sq_game_file_free);
  seen = sq_store_open_game (fixture->store, id, &error);
  g_assert_no_error (error);
  g_clear_pointer (&seen, sq_game_file_free);
  seen = sq_store_open_game (fixture->store, id, &error);
  g_assert_no_error (error);
  sq_store_close_game (fixture->store, id);
  g_assert_null (sq_store_open_game (other, id, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_LOCKED);
  g_clear_error (&error);
  sq_store_close_game (fixture->store, id);
  g_clear_pointer (&seen, sq_game_file_free);
  seen = sq_store_open_game (other, id, &error);
  g_assert_no_error (error);
}

/* Another program rewrote, replaced or removed the file: the next save
 * says so and writes nothing; the moves made here can go to a copy */
static void
test_changed_on_disk (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = new_game (fixture->store, &file, &history);
  g_autofree char *path = game_file_path (fixture, id);
  g_autofree char *theirs = NULL;
  g_autofree char *after = NULL;
  g_autofree char *copy = NULL;
  g_autoptr(SqGameFile) reopened = NULL;

  /* their version: the same game, written again (a new file, a new time) */
  theirs = read_all (path);
  g_usleep (10 * 1000);
  write_text (path, theirs);

  g_assert_false (sq_store_save (fixture->store, id, file, history, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_CHANGED);
  g_assert_nonnull (strstr (error->message, "changed by another program"));
  g_clear_error (&error);
  after = read_all (path);
  g_assert_cmpstr (after, ==, theirs);

  copy = sq_store_save_as_copy (fixture->store, file, history, "Evening (copy)", &error);
  g_assert_no_error (error);
  g_assert_nonnull (copy);
  g_assert_cmpuint (g_list_model_get_n_items (sq_store_get_games (fixture->store)), ==, 2);
  reopened = sq_store_load (fixture->store, copy, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (reopened->actions->len, ==, 1);

  /* removed */
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_false (sq_store_save (fixture->store, id, file, history, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_CHANGED);
  g_assert_nonnull (strstr (error->message, "removed"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* A disk that fills up: the save fails, the file stays as it was, and the
 * next save goes through */
static void
test_save_fails (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = new_game (fixture->store, &file, &history);
  g_autofree char *path = game_file_path (fixture, id);
  g_autofree char *before = read_all (path);
  g_autofree char *updated = g_strdup (file->updated);
  g_autofree char *after = NULL;

  sq_store_inject_save_failures (fixture->store, 1);
  g_assert_true (sq_history_undo (history));
  g_assert_false (sq_store_save (fixture->store, id, file, history, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
  g_clear_error (&error);
  after = read_all (path);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpstr (file->updated, ==, updated);

  g_assert_true (sq_store_save (fixture->store, id, file, history, &error));
  g_assert_no_error (error);
}

/* Tests: housekeeping */

static void
test_purge (Fixture       *fixture,
            gconstpointer  data)
{
  g_autofree char *trash = path_in (fixture->dir, "trash");
  g_autofree char *old = path_in (trash, "game-old.json");
  g_autofree char *recent = path_in (trash, "game-recent.json");
  g_autofree char *stale = path_in (fixture->dir, "game-x.json.AB12CD");
  g_autofree char *fresh = path_in (fixture->dir, "game-y.json.EF34GH");
  g_autofree char *stale_lock = path_in (fixture->dir, ".game-gone.lock");
  g_autoptr(GError) error = NULL;
  g_autofree char *id = new_game (fixture->store, NULL, NULL);
  g_autofree char *held_name = g_strconcat (".", id, ".lock", NULL);
  g_autofree char *held_lock = path_in (fixture->dir, held_name);

  g_assert_cmpint (g_mkdir (trash, 0700), ==, 0);
  write_text (old, "{}");
  write_text (recent, "{}");
  write_text (stale, "{");
  write_text (fresh, "{");
  write_text (stale_lock, "");
  set_age (old, 31 * G_TIME_SPAN_DAY);
  set_age (recent, 29 * G_TIME_SPAN_DAY);
  set_age (stale, 2 * G_TIME_SPAN_HOUR);

  g_assert_true (sq_store_purge_trash (fixture->store, SQ_STORE_TRASH_DAYS * G_TIME_SPAN_DAY,
                                       &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (old, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (recent, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (stale_lock, G_FILE_TEST_EXISTS));
  /* the lock of a game that is there (and open) stays */
  g_assert_true (g_file_test (held_lock, G_FILE_TEST_EXISTS));
}

/* A `trash` that is a symbolic link to another folder is refused, not
 * emptied, and no game is moved through it; links inside a real trash
 * are not followed either */
static void
test_trash_symlinks (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autofree char *outside = sq_test_make_temp_dir ();
  g_autofree char *victim = path_in (outside, "precious.json");
  g_autofree char *trash = path_in (fixture->dir, "trash");
  g_autofree char *link_in_trash = path_in (trash, "link.json");
  g_autoptr(GError) error = NULL;
  g_autofree char *id = new_game (fixture->store, NULL, NULL);
  g_autofree char *path = game_file_path (fixture, id);

  write_text (victim, "keep me");
  set_age (victim, 90 * G_TIME_SPAN_DAY);
  g_assert_cmpint (symlink (outside, trash), ==, 0);

  g_assert_false (sq_store_purge_trash (fixture->store, 0, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR);
  g_assert_nonnull (strstr (error->message, "not a real folder"));
  g_clear_error (&error);
  g_assert_true (g_file_test (victim, G_FILE_TEST_EXISTS));

  sq_store_close_game (fixture->store, id);
  g_assert_false (sq_store_delete (fixture->store, id, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR);
  g_clear_error (&error);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (g_list_model_get_n_items (sq_store_get_games (fixture->store)), ==, 1);

  /* a real trash with a link in it: the link is not a deleted game */
  g_assert_cmpint (g_unlink (trash), ==, 0);
  g_assert_cmpint (g_mkdir (trash, 0700), ==, 0);
  g_assert_cmpint (symlink (victim, link_in_trash), ==, 0);
  set_age (link_in_trash, 90 * G_TIME_SPAN_DAY);
  g_assert_true (sq_store_purge_trash (fixture->store, 0, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (victim, G_FILE_TEST_EXISTS));

  sq_test_remove_tree (outside);
}

/* Tests: a poisoned folder, read off the main thread */

static void
refresh_done_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  GError **error = user_data;

  g_assert_true (sq_store_refresh_finish (SQ_STORE (source), result, error));
}

static const GError *
error_of (SqStore    *store,
          const char *id)
{
  SqGameInfo *info = sq_store_lookup (store, id);

  g_assert_nonnull (info);
  g_assert_true (sq_game_info_get_damaged (info));
  return sq_game_info_get_error (info);
}

static void
test_poisoned_folder (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autofree char *outside = sq_test_make_temp_dir ();
  g_autofree char *fifo = path_in (fixture->dir, "x.json");
  g_autofree char *link = path_in (fixture->dir, "link.json");
  g_autofree char *trash = path_in (fixture->dir, "trash");
  g_autofree char *deep_from = sq_test_data_path ("bad", "deep-nesting.json");
  g_autofree char *deep_to = path_in (fixture->dir, "deep.json");
  g_autofree char *surrogate_from = sq_test_data_path ("bad", "lone-surrogate.json");
  g_autofree char *surrogate_to = path_in (fixture->dir, "surrogate.json");
  g_autofree char *victim = path_in (outside, "old.json");
  g_autofree char *good = sq_test_data_path ("good", "example-sealed.json");
  g_autofree char *good_to = path_in (fixture->dir, "good.json");
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gboolean loading_seen = FALSE;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink (good, link), ==, 0);
  g_assert_cmpint (symlink (outside, trash), ==, 0);
  write_text (victim, "keep me");
  set_age (victim, 90 * G_TIME_SPAN_DAY);
  text = read_all (deep_from);
  write_text (deep_to, text);
  g_clear_pointer (&text, g_free);
  text = read_all (surrogate_from);
  write_text (surrogate_to, text);
  g_clear_pointer (&text, g_free);
  text = read_all (good);
  write_text (good_to, text);

  sq_store_refresh_async (fixture->store, TRUE, NULL, refresh_done_cb, &error);
  loading_seen = sq_store_get_loading (fixture->store);
  while (sq_store_get_loading (fixture->store))
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (error);
  g_assert_true (loading_seen);

  g_assert_cmpuint (g_list_model_get_n_items (sq_store_get_games (fixture->store)), ==, 5);
  g_assert_false (sq_game_info_get_damaged (sq_store_lookup (fixture->store, "good")));
  g_assert_error (error_of (fixture->store, "x"), G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_assert_nonnull (strstr (error_of (fixture->store, "x")->message, "FIFO"));
  g_assert_error (error_of (fixture->store, "link"), G_FILE_ERROR, G_FILE_ERROR_LOOP);
  g_assert_error (error_of (fixture->store, "deep"), SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_DEEP);
  g_assert_error (error_of (fixture->store, "surrogate"), SQ_FILE_ERROR,
                  SQ_FILE_ERROR_NOT_UTF8);
  /* the housekeeping left the link's target alone */
  g_assert_true (g_file_test (victim, G_FILE_TEST_EXISTS));

  g_assert_cmpint (g_unlink (trash), ==, 0);
  sq_test_remove_tree (outside);
}

/* A game created while the folder is being read stays listed: the scan
 * that started before knows less than the store */
static void
test_refresh_race (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *first = new_game (fixture->store, NULL, NULL);
  g_autofree char *second = NULL;

  sq_store_refresh_async (fixture->store, FALSE, NULL, refresh_done_cb, &error);
  second = new_game (fixture->store, NULL, NULL);
  g_assert_true (sq_store_delete (fixture->store, first, &error));
  while (sq_store_get_loading (fixture->store))
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (error);

  g_assert_cmpuint (g_list_model_get_n_items (sq_store_get_games (fixture->store)), ==, 1);
  g_assert_nonnull (sq_store_lookup (fixture->store, second));
  g_assert_null (sq_store_lookup (fixture->store, first));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

#define ADD(path, func) \
  g_test_add ("/persistence/store-safety/" path, Fixture, NULL, fixture_set_up, func, \
              fixture_tear_down)

  ADD ("lock-two-stores", test_lock_two_stores);
  ADD ("changed-on-disk", test_changed_on_disk);
  ADD ("save-fails", test_save_fails);
  ADD ("purge", test_purge);
  ADD ("trash-symlinks", test_trash_symlinks);
  ADD ("poisoned-folder", test_poisoned_folder);
  ADD ("refresh-race", test_refresh_race);

#undef ADD

  return g_test_run ();
}

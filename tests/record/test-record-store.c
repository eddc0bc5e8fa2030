/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SqStore over a toy format (sq-toy-store.h), with no game: the list
 * (order, dates, players, finished, damaged files with their error, the
 * last unfinished game), the index that spares reading unchanged files,
 * saves (the writer's cache kept per game, a rename not undone by the
 * next save), the trash, and export, import and copies. */

#include "sq-toy-store.h"

typedef struct {
  char *dir;
  SqStore *store;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->dir = toy_make_temp_dir ();
  fixture->store = sq_store_new_for_format (&toy_format, fixture->dir);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_assert_finalize_object (fixture->store);
  toy_remove_tree (fixture->dir);
  g_free (fixture->dir);
}

static SqGameInfo *
nth_info (SqStore *store,
          guint    n)
{
  SqGameInfo *info = g_list_model_get_item (sq_store_get_games (store), n);

  /* the model keeps its reference */
  g_object_unref (info);
  return info;
}

/* ------------------------------------------------------------ the list */

static void
test_list (Fixture       *fixture,
           gconstpointer  data)
{
  g_autofree char *first = toy_add (fixture->store, "First", 1, 5, 2);
  g_autofree char *over = toy_add (fixture->store, "Over", 5, 5, 3);
  g_autofree char *last = toy_add (fixture->store, NULL, 0, 5, 4);
  g_autoptr(ToyFile) broken = toy_file_new ("Broken", 1, 5, 2);
  g_autofree char *garbage = g_build_filename (fixture->dir, "garbage" TOY_SUFFIX, NULL);
  g_autofree char *other = g_build_filename (fixture->dir, "notes.txt", NULL);
  g_autofree char *hidden = g_build_filename (fixture->dir, ".hidden" TOY_SUFFIX, NULL);
  g_autoptr(SqStore) again = sq_store_new_for_format (&toy_format, fixture->dir);
  g_autoptr(GError) error = NULL;
  SqGameInfo *info;

  /* the store's own adds are listed at once, newest first */
  g_assert_true (g_str_has_prefix (first, "toy-"));
  g_assert_cmpuint (g_list_model_get_n_items (sq_store_get_games (fixture->store)), ==, 3);
  g_assert_cmpstr (sq_game_info_get_id (nth_info (fixture->store, 0)), ==, last);
  g_assert_cmpstr (sq_game_info_get_id (nth_info (fixture->store, 2)), ==, first);

  /* what another program left: a game that does not replay, a file that
   * is not one, and files that are not games at all */
  broken->broken = TRUE;
  toy_write (fixture->dir, "broken", broken);
  g_assert_true (g_file_set_contents (garbage, "not a key file\n", -1, NULL));
  g_assert_true (g_file_set_contents (other, "[toy]\nformat=toy\n", -1, NULL));
  g_assert_true (g_file_set_contents (hidden, "[toy]\nformat=toy\n", -1, NULL));

  g_assert_true (sq_store_refresh (again, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (sq_store_get_games (again)), ==, 5);

  info = sq_store_lookup (again, first);
  g_assert_nonnull (info);
  g_assert_cmpstr (sq_game_info_get_name (info), ==, "First");
  g_assert_cmpuint (sq_game_info_get_players (info), ==, 2);
  g_assert_false (sq_game_info_get_finished (info));
  g_assert_false (sq_game_info_get_damaged (info));
  g_assert_nonnull (sq_game_info_get_created (info));
  g_assert_nonnull (sq_game_info_get_updated (info));

  info = sq_store_lookup (again, over);
  g_assert_true (sq_game_info_get_finished (info));
  g_assert_cmpuint (sq_game_info_get_players (info), ==, 3);

  info = sq_store_lookup (again, "broken");
  g_assert_true (sq_game_info_get_damaged (info));
  g_assert_error (sq_game_info_get_error (info), TOY_ERROR, TOY_ERROR_REPLAY);
  /* the date of a damaged file is its modification time */
  g_assert_nonnull (sq_game_info_get_updated (info));

  info = sq_store_lookup (again, "garbage");
  g_assert_true (sq_game_info_get_damaged (info));
  g_assert_true (sq_game_info_get_error (info)->domain == G_KEY_FILE_ERROR);

  g_assert_null (sq_store_lookup (again, "notes"));
  g_assert_null (sq_store_lookup (again, ".hidden"));

  /* the newest games are damaged: the one to continue is @last */
  g_assert_cmpstr (sq_game_info_get_id (sq_store_get_last_unfinished (again)), ==, last);
}

/* Without a folder of its own, the store is the user's folder of the
 * format, made only when a game is written */
static void
test_default_folder (void)
{
  g_autoptr(SqStore) store = sq_store_new_for_format (&toy_format, NULL);
  g_autofree char *expected = g_build_filename (g_get_user_data_dir (), SQ_STORE_APP_DIR,
                                                "toys", NULL);

  g_assert_true (sq_store_get_format (store) == &toy_format);
  g_assert_cmpstr (sq_store_get_directory (store), ==, expected);
  g_assert_cmpuint (g_list_model_get_n_items (sq_store_get_games (store)), ==, 0);
}

/* A folder that does not exist yet holds no games */
static void
test_no_folder (void)
{
  g_autofree char *dir = toy_make_temp_dir ();
  g_autofree char *missing = g_build_filename (dir, "not-yet", NULL);
  g_autoptr(SqStore) store = sq_store_new_for_format (&toy_format, missing);
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;

  g_assert_true (sq_store_refresh (store, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (sq_store_get_games (store)), ==, 0);
  g_assert_null (sq_store_get_last_unfinished (store));

  /* the first game makes it */
  id = toy_add (store, "New", 0, 3, 2);
  g_assert_true (g_file_test (missing, G_FILE_TEST_IS_DIR));
  g_assert_true (sq_store_purge_trash (store, 0, &error));
  g_assert_no_error (error);

  g_clear_object (&store);
  toy_remove_tree (dir);
}

/* The index: a second listing reads only the files that changed */
static void
test_index (Fixture       *fixture,
            gconstpointer  data)
{
  g_autofree char *a = toy_add (fixture->store, "A", 1, 5, 2);
  g_autofree char *b = toy_add (fixture->store, "B", 5, 5, 3);
  g_autoptr(ToyFile) changed = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SqStore) second = NULL;
  g_autoptr(SqStore) third = NULL;

  g_atomic_int_set (&toy_loads, 0);
  g_assert_true (sq_store_refresh (fixture->store, &error));
  g_assert_cmpint (g_atomic_int_get (&toy_loads), ==, 2);

  second = sq_store_new_for_format (&toy_format, fixture->dir);
  g_atomic_int_set (&toy_loads, 0);
  g_assert_true (sq_store_refresh (second, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_atomic_int_get (&toy_loads), ==, 0);
  g_assert_cmpstr (sq_game_info_get_name (sq_store_lookup (second, a)), ==, "A");
  g_assert_true (sq_game_info_get_finished (sq_store_lookup (second, b)));
  g_assert_cmpuint (sq_game_info_get_players (sq_store_lookup (second, b)), ==, 3);

  /* another program changes one game: only that one is read again */
  changed = toy_read (fixture->dir, a);
  changed->count = 5;
  toy_write (fixture->dir, a, changed);
  third = sq_store_new_for_format (&toy_format, fixture->dir);
  g_atomic_int_set (&toy_loads, 0);
  g_assert_true (sq_store_refresh (third, &error));
  g_assert_cmpint (g_atomic_int_get (&toy_loads), ==, 1);
  g_assert_true (sq_game_info_get_finished (sq_store_lookup (third, a)));
}

/* ------------------------------------------------------------ saving */

static void
test_save (Fixture       *fixture,
           gconstpointer  data)
{
  g_autofree char *id = toy_add (fixture->store, "Saved", 0, 2, 2);
  g_autoptr(ToyFile) file = NULL;
  g_autoptr(ToyFile) read = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) before = NULL;
  g_autofree char *long_name = g_strnfill (TOY_NAME_LIMIT + 1, 'x');
  SqGameInfo *info = sq_store_lookup (fixture->store, id);

  before = g_date_time_ref (sq_game_info_get_updated (info));
  file = sq_store_open_file (fixture->store, id, TRUE, &error);
  g_assert_no_error (error);
  g_assert_nonnull (file);

  /* the list's name wins: a rename is not undone by the next save */
  g_assert_true (sq_store_rename (fixture->store, id, "Renamed", &error));
  g_assert_no_error (error);
  g_assert_false (sq_store_rename (fixture->store, id, long_name, &error));
  g_assert_error (error, TOY_ERROR, TOY_ERROR_NAME);
  g_clear_error (&error);

  file->count = 1;
  g_assert_true (sq_store_save_file (fixture->store, id, file, FALSE, &error));
  g_assert_no_error (error);
  file->count = 2;
  g_assert_true (sq_store_save_file (fixture->store, id, file, TRUE, &error));
  g_assert_no_error (error);

  read = toy_read (fixture->dir, id);
  g_assert_cmpuint (read->count, ==, 2);
  g_assert_cmpstr (read->name, ==, "Renamed");
  g_assert_cmpstr (read->updated, ==, file->updated);
  /* one writer's cache for the game, kept by the store through its four
   * writes: the add, the rename and two saves */
  g_assert_cmpuint (read->saves, ==, 4);

  g_assert_true (sq_game_info_get_finished (info));
  g_assert_cmpstr (sq_game_info_get_name (info), ==, "Renamed");
  g_assert_cmpint (g_date_time_compare (sq_game_info_get_updated (info), before), >, 0);

  /* a game not listed is not saved */
  g_assert_false (sq_store_save_file (fixture->store, "toy-none", file, FALSE, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_clear_error (&error);

  /* a name the format refuses makes no game */
  g_free (file->name);
  file->name = g_strdup (long_name);
  g_assert_null (sq_store_add_file (fixture->store, file, FALSE, 2, FALSE, &error));
  g_assert_error (error, TOY_ERROR, TOY_ERROR_NAME);
  g_assert_cmpuint (g_list_model_get_n_items (sq_store_get_games (fixture->store)), ==, 1);

  sq_store_close_game (fixture->store, id);
}

/* ------------------------------------------------------------ the trash */

static void
test_trash (Fixture       *fixture,
            gconstpointer  data)
{
  g_autofree char *id = toy_add (fixture->store, "Deleted", 0, 2, 2);
  g_autofree char *kept = toy_add (fixture->store, "Kept", 0, 2, 2);
  g_autofree char *path = toy_path (fixture->dir, id);
  g_autofree char *trash = g_build_filename (fixture->dir, SQ_STORE_TRASH, NULL);
  g_autofree char *trashed = toy_path (trash, id);
  g_autoptr(GError) error = NULL;

  g_assert_true (sq_store_delete (fixture->store, id, &error));
  g_assert_no_error (error);
  g_assert_null (sq_store_lookup (fixture->store, id));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (trashed, G_FILE_TEST_IS_REGULAR));

  /* a purge keeps what was deleted lately */
  g_assert_true (sq_store_purge_trash (fixture->store, G_TIME_SPAN_DAY, &error));
  g_assert_true (g_file_test (trashed, G_FILE_TEST_IS_REGULAR));

  g_assert_true (sq_store_undo_delete (fixture->store, id, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (sq_game_info_get_name (sq_store_lookup (fixture->store, id)), ==, "Deleted");
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_false (sq_store_undo_delete (fixture->store, id, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST);
  g_clear_error (&error);

  /* deleted long enough ago, it goes for good */
  g_assert_true (sq_store_delete (fixture->store, id, &error));
  toy_age (trashed, 2 * G_TIME_SPAN_DAY);
  g_assert_true (sq_store_purge_trash (fixture->store, G_TIME_SPAN_DAY, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (trashed, G_FILE_TEST_EXISTS));
  g_assert_false (sq_store_undo_delete (fixture->store, id, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_assert_nonnull (sq_store_lookup (fixture->store, kept));
}

/* --------------------------------------------------- in and out of it */

static void
test_transfer (Fixture       *fixture,
               gconstpointer  data)
{
  g_autofree char *id = toy_add (fixture->store, NULL, 1, 4, 3);
  g_autofree char *outside = toy_make_temp_dir ();
  g_autofree char *exported = g_build_filename (outside, "Evening game" TOY_SUFFIX, NULL);
  g_autofree char *imported = NULL;
  g_autofree char *copy = NULL;
  g_autoptr(ToyFile) original = toy_read (fixture->dir, id);
  g_autoptr(ToyFile) out = NULL;
  g_autoptr(ToyFile) in = NULL;
  g_autoptr(ToyFile) copied = NULL;
  g_autoptr(SqStore) other = sq_store_new_for_format (&toy_format, fixture->dir);
  g_autoptr(GError) error = NULL;

  g_assert_true (sq_store_export (fixture->store, id, exported, &error));
  g_assert_no_error (error);
  out = toy_read (outside, "Evening game");
  g_assert_cmpuint (out->count, ==, 1);
  g_assert_cmpstr (out->key, ==, original->key);

  /* an import gets a fresh id and key, and its file's name */
  imported = sq_store_import (fixture->store, exported, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (imported, !=, id);
  in = toy_read (fixture->dir, imported);
  g_assert_cmpstr (in->name, ==, "Evening game");
  g_assert_cmpstr (in->key, !=, original->key);
  g_assert_cmpuint (sq_game_info_get_players (sq_store_lookup (fixture->store, imported)), ==, 3);

  /* a file that does not replay is not imported */
  out->broken = TRUE;
  toy_write (outside, "Evening game", out);
  g_assert_null (sq_store_import (fixture->store, exported, &error));
  g_assert_error (error, TOY_ERROR, TOY_ERROR_REPLAY);
  g_assert_true (g_str_has_prefix (error->message, exported));
  g_clear_error (&error);

  /* a copy: fresh id, key and creation date, and open here */
  copy = sq_store_copy_game (fixture->store, id, "Copy", &error);
  g_assert_no_error (error);
  copied = toy_read (fixture->dir, copy);
  g_assert_cmpstr (copied->name, ==, "Copy");
  g_assert_cmpstr (copied->key, !=, original->key);
  g_assert_cmpstr (copied->created, >, original->created);
  g_assert_cmpuint (copied->count, ==, 1);
  g_assert_null (sq_store_open_file (other, copy, TRUE, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_LOCKED);
  g_clear_error (&error);
  sq_store_close_game (fixture->store, copy);
  g_assert_true (sq_store_purge_trash (other, 0, NULL));

  g_clear_object (&other);
  toy_remove_tree (outside);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/record/store/list", Fixture, NULL, fixture_set_up, test_list, fixture_tear_down);
  g_test_add_func ("/record/store/default-folder", test_default_folder);
  g_test_add_func ("/record/store/no-folder", test_no_folder);
  g_test_add ("/record/store/index", Fixture, NULL, fixture_set_up, test_index,
              fixture_tear_down);
  g_test_add ("/record/store/save", Fixture, NULL, fixture_set_up, test_save, fixture_tear_down);
  g_test_add ("/record/store/trash", Fixture, NULL, fixture_set_up, test_trash,
              fixture_tear_down);
  g_test_add ("/record/store/transfer", Fixture, NULL, fixture_set_up, test_transfer,
              fixture_tear_down);

  return g_test_run ();
}

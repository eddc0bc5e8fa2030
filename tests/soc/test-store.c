/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SqStore and SqGameInfo: the games folder, its list, rename, delete with
 * undo, export and import. test-store-damaged.c has the damaged files
 * shown beside good ones. */

#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

#include "sq-store-private.h"
#include "sq-store-test.h"

/* Helpers */

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

static void
items_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  guint      *count)
{
  (*count)++;
}

/* Tests */

static void
test_new_destroy (void)
{
  SqStore *store = sq_store_new (NULL);
  g_autofree char *expected = g_build_filename (g_get_user_data_dir (),
                                                "io.github.camelot_squire.Squire",
                                                "games", NULL);
  g_autofree char *directory = NULL;

  /* the user's folder by default; nothing is created until a game is */
  g_assert_cmpstr (sq_store_get_directory (store), ==, expected);
  g_object_get (store, "directory", &directory, NULL);
  g_assert_cmpstr (directory, ==, expected);
  g_assert_cmpuint (n_games (store), ==, 0);
  g_assert_true (sq_store_refresh (store, NULL));
  g_assert_cmpuint (n_games (store), ==, 0);
  g_assert_null (sq_store_get_last_unfinished (store));
  g_assert_false (g_file_test (expected, G_FILE_TEST_EXISTS));
  g_assert_true (g_list_model_get_item_type (sq_store_get_games (store)) == SQ_TYPE_GAME_INFO);

  g_object_add_weak_pointer (G_OBJECT (store), (gpointer *) &store);
  g_object_unref (store);
  g_assert_null (store);
}

/* The infos live as long as the store lists them */
static void
test_info_lifetime (Fixture       *fixture,
                    gconstpointer  data)
{
  SqStore *store = sq_store_new (fixture->dir);
  g_autofree char *id = add_game (store, 7, 1, NULL, NULL);
  SqGameInfo *info = sq_store_lookup (store, id);
  g_autoptr(GDateTime) created = NULL;
  g_autoptr(GDateTime) updated = NULL;

  g_object_get (info, "created", &created, "updated", &updated, NULL);
  g_assert_nonnull (created);
  g_assert_nonnull (updated);
  g_assert_cmpint (g_date_time_compare (created, updated), <=, 0);

  g_object_add_weak_pointer (G_OBJECT (info), (gpointer *) &info);
  g_object_unref (store);
  g_assert_null (info);
}

static void
test_create_load (Fixture       *fixture,
                  gconstpointer  data)
{
  SqSetup setup = test_setup (3);
  g_autoptr(SqGameFile) file = sq_game_file_new (&setup);
  g_autoptr(SqGameFile) loaded = NULL;
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(SqState) fresh = sq_state_new (&setup, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *path = NULL;
  SqGameInfo *info;
  GStatBuf st;

  file->name = g_strdup ("Saturday");
  id = sq_store_create (fixture->store, file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (id);
  g_assert_nonnull (file->created);
  g_assert_nonnull (file->updated);

  /* listed at once */
  g_assert_cmpuint (n_games (fixture->store), ==, 1);
  info = sq_store_lookup (fixture->store, id);
  g_assert_true (info == game_at (fixture->store, 0));
  g_assert_cmpstr (sq_game_info_get_id (info), ==, id);
  g_assert_cmpstr (sq_game_info_get_name (info), ==, "Saturday");
  g_assert_nonnull (sq_game_info_get_created (info));
  g_assert_nonnull (sq_game_info_get_updated (info));
  g_assert_false (sq_game_info_get_finished (info));
  g_assert_false (sq_game_info_get_damaged (info));
  g_assert_null (sq_game_info_get_error (info));
  g_assert_true (sq_store_get_last_unfinished (fixture->store) == info);
  g_assert_null (sq_store_lookup (fixture->store, "nothing"));

  /* sealed, private to the user */
  path = store_path (fixture, id);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_assert_cmpint (g_stat (fixture->dir, &st), ==, 0);

  loaded = sq_store_load (fixture->store, id, &error);
  g_assert_no_error (error);
  g_assert_true (loaded->sealed);
  g_assert_cmpstr (loaded->name, ==, "Saturday");
  g_assert_cmpmem (&loaded->setup, sizeof setup, &setup, sizeof setup);
  history = sq_history_new_from_file (loaded, &error);
  g_assert_no_error (error);
  g_assert_true (sq_state_equal (sq_history_get_state (history), fresh));

  /* a setup the engine refuses is not stored */
  {
    g_autoptr(SqGameFile) bad = sq_game_file_new (&setup);
    g_autofree char *bad_id = NULL;

    bad->setup.knights[1] = bad->setup.knights[0];
    bad_id = sq_store_create (fixture->store, bad, &error);
    g_assert_null (bad_id);
    g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_BAD_SETUP);
    g_assert_cmpuint (n_games (fixture->store), ==, 1);
  }
}

static void
test_save_order (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(SqGameFile) file_a = NULL;
  g_autoptr(SqHistory) history_a = NULL;
  g_autoptr(SqStore) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *a = add_game (fixture->store, 1, 5, &file_a, &history_a);
  g_autofree char *b = NULL;
  g_autofree char *c = NULL;
  guint updated = 0;
  guint finished = 0;
  guint changed = 0;
  SqGameInfo *info_a;

  g_usleep (2000);
  b = add_game (fixture->store, 2, 5, NULL, NULL);
  g_usleep (2000);
  c = add_game (fixture->store, 3, 100000, NULL, NULL);   /* played to the end */

  g_assert_cmpuint (n_games (fixture->store), ==, 3);
  g_assert_cmpstr (sq_game_info_get_id (game_at (fixture->store, 0)), ==, c);
  g_assert_true (sq_game_info_get_finished (game_at (fixture->store, 0)));
  /* the last unfinished game skips the finished one */
  g_assert_cmpstr (sq_game_info_get_id (sq_store_get_last_unfinished (fixture->store)), ==, b);

  /* a save brings a game to the top of the list */
  info_a = sq_store_lookup (fixture->store, a);
  g_signal_connect (info_a, "notify::updated", G_CALLBACK (count_notify_cb), &updated);
  g_signal_connect (info_a, "notify::finished", G_CALLBACK (count_notify_cb), &finished);
  g_usleep (2000);
  g_assert_true (sq_history_undo (history_a));
  g_assert_true (sq_store_save (fixture->store, a, file_a, history_a, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (updated, ==, 1);
  g_assert_cmpuint (finished, ==, 0);
  g_assert_true (game_at (fixture->store, 0) == info_a);
  g_assert_true (sq_store_get_last_unfinished (fixture->store) == info_a);

  /* saving the top game again does not move anything */
  g_signal_connect (sq_store_get_games (fixture->store), "items-changed",
                    G_CALLBACK (items_changed_cb), &changed);
  g_assert_true (sq_store_save (fixture->store, a, file_a, history_a, &error));
  g_assert_cmpuint (changed, ==, 0);

  /* the undo was saved: the redo entry is in the file */
  g_assert_cmpuint (file_a->actions->len, ==, 4);
  g_assert_cmpuint (file_a->redo->len, ==, 1);

  /* another store on the same folder sees the same list */
  again = sq_store_new (fixture->dir);
  g_assert_true (sq_store_refresh (again, &error));
  g_assert_cmpuint (n_games (again), ==, 3);
  g_assert_cmpstr (sq_game_info_get_id (game_at (again, 0)), ==, a);
  g_assert_cmpstr (sq_game_info_get_id (game_at (again, 1)), ==, c);
  g_assert_cmpstr (sq_game_info_get_id (game_at (again, 2)), ==, b);
  g_assert_true (g_date_time_equal (sq_game_info_get_updated (game_at (again, 0)),
                                    sq_game_info_get_updated (info_a)));

  /* an unknown id is an error, not a new file */
  g_assert_false (sq_store_save (fixture->store, "game-unknown", file_a, history_a, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

static void
test_refresh_keeps_objects (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autofree char *a = add_game (fixture->store, 1, 3, NULL, NULL);
  SqGameInfo *before = sq_store_lookup (fixture->store, a);
  guint notified = 0;

  g_signal_connect (before, "notify", G_CALLBACK (count_notify_cb), &notified);
  g_assert_true (sq_store_refresh (fixture->store, NULL));
  g_assert_true (sq_store_lookup (fixture->store, a) == before);
  /* nothing changed, nothing notified */
  g_assert_cmpuint (notified, ==, 0);
}

static void
test_rename (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(SqGameFile) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) updated = NULL;
  g_autofree char *id = add_game (fixture->store, 5, 4, &file, &history);
  SqGameInfo *info = sq_store_lookup (fixture->store, id);
  guint notified = 0;

  updated = g_date_time_ref (sq_game_info_get_updated (info));
  g_signal_connect (info, "notify::name", G_CALLBACK (count_notify_cb), &notified);

  g_assert_true (sq_store_rename (fixture->store, id, "Camelot night", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpstr (sq_game_info_get_name (info), ==, "Camelot night");
  /* renaming is not playing */
  g_assert_true (g_date_time_equal (sq_game_info_get_updated (info), updated));

  /* the same name again: no notification */
  g_assert_true (sq_store_rename (fixture->store, id, "Camelot night", &error));
  g_assert_cmpuint (notified, ==, 1);

  /* the open game's file still has no name: the next save keeps the new one */
  g_assert_null (file->name);
  g_assert_true (sq_store_save (fixture->store, id, file, history, &error));
  loaded = sq_store_load (fixture->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (loaded->name, ==, "Camelot night");
  g_assert_cmpuint (loaded->actions->len, ==, 4);

  /* "" means no name */
  g_assert_true (sq_store_rename (fixture->store, id, "", &error));
  g_assert_null (sq_game_info_get_name (info));
  g_assert_cmpuint (notified, ==, 2);

  g_assert_false (sq_store_rename (fixture->store, "game-none", "x", &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

static void
test_delete_undo (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *a = add_game (fixture->store, 1, 3, NULL, NULL);
  g_autofree char *b = add_game (fixture->store, 2, 3, NULL, NULL);
  g_autofree char *path = store_path (fixture, a);
  g_autofree char *trashed = NULL;
  g_autoptr(SqStore) again = NULL;

  {
    g_autofree char *name = g_strconcat (a, ".json", NULL);

    trashed = g_build_filename (fixture->dir, "trash", name, NULL);
  }

  g_assert_true (sq_store_delete (fixture->store, a, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_games (fixture->store), ==, 1);
  g_assert_null (sq_store_lookup (fixture->store, a));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (trashed, G_FILE_TEST_IS_REGULAR));

  /* the trash is not listed */
  again = sq_store_new (fixture->dir);
  g_assert_true (sq_store_refresh (again, &error));
  g_assert_cmpuint (n_games (again), ==, 1);

  /* undo */
  g_assert_true (sq_store_undo_delete (fixture->store, a, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_games (fixture->store), ==, 2);
  g_assert_nonnull (sq_store_lookup (fixture->store, a));
  g_assert_false (sq_game_info_get_damaged (sq_store_lookup (fixture->store, a)));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_false (sq_store_undo_delete (fixture->store, a, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST);
  g_clear_error (&error);

  /* a purge keeps what is younger than asked, then empties the trash */
  g_assert_true (sq_store_delete (fixture->store, a, &error));
  g_assert_true (sq_store_purge_trash (fixture->store, G_TIME_SPAN_DAY, &error));
  g_assert_true (g_file_test (trashed, G_FILE_TEST_EXISTS));
  g_assert_true (sq_store_purge_trash (fixture->store, 0, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (trashed, G_FILE_TEST_EXISTS));
  g_assert_false (sq_store_undo_delete (fixture->store, a, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_clear_error (&error);

  g_assert_false (sq_store_delete (fixture->store, a, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_assert_nonnull (sq_store_lookup (fixture->store, b));
}

static void
test_purge_temp_files (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autofree char *a = add_game (fixture->store, 1, 1, NULL, NULL);
  g_autofree char *old_temp = g_build_filename (fixture->dir, "game-x.json.AB12CD", NULL);
  g_autofree char *new_temp = g_build_filename (fixture->dir, "game-y.json.EF34GH", NULL);
  g_autofree char *other = g_build_filename (fixture->dir, "notes.txt", NULL);
  struct utimbuf two_hours_ago;

  g_assert_true (g_file_set_contents (old_temp, "{", 1, NULL));
  g_assert_true (g_file_set_contents (new_temp, "{", 1, NULL));
  g_assert_true (g_file_set_contents (other, "x", 1, NULL));
  two_hours_ago.actime = two_hours_ago.modtime = time (NULL) - 2 * 3600;
  g_assert_cmpint (g_utime (old_temp, &two_hours_ago), ==, 0);
  g_assert_cmpint (g_utime (other, &two_hours_ago), ==, 0);

  /* temporary files are never listed */
  g_assert_true (sq_store_refresh (fixture->store, NULL));
  g_assert_cmpuint (n_games (fixture->store), ==, 1);

  g_assert_true (sq_store_purge_trash (fixture->store, 0, NULL));
  g_assert_false (g_file_test (old_temp, G_FILE_TEST_EXISTS));
  /* a save may be writing this one */
  g_assert_true (g_file_test (new_temp, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (n_games (fixture->store), ==, 1);
}

static void
test_export_import (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = add_game (fixture->store, 9, 30, &file, &history);
  g_autofree char *outside = sq_test_make_temp_dir ();
  g_autofree char *exported = g_build_filename (outside, "friday.squire", NULL);
  g_autofree char *imported = NULL;
  g_autofree char *nameless_path = g_build_filename (outside, "my scenario.json", NULL);
  g_autofree char *nameless_id = NULL;
  g_autoptr(SqGameFile) copy = NULL;
  g_autoptr(SqGameFile) again = NULL;
  g_autoptr(SqHistory) replayed = NULL;
  guint before;

  g_assert_true (sq_store_rename (fixture->store, id, "Friday", &error));

  /* a sealed copy that loads anywhere */
  g_assert_true (sq_store_export (fixture->store, id, exported, &error));
  g_assert_no_error (error);
  g_assert_true (sq_game_file_load_path (exported, &copy, &error));
  g_assert_true (copy->sealed);
  g_assert_cmpstr (copy->name, ==, "Friday");

  /* imported under a fresh id and key */
  imported = sq_store_import (fixture->store, exported, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (imported, !=, id);
  g_assert_cmpuint (n_games (fixture->store), ==, 2);
  g_assert_cmpstr (sq_game_info_get_name (sq_store_lookup (fixture->store, imported)), ==, "Friday");
  again = sq_store_load (fixture->store, imported, &error);
  g_assert_no_error (error);
  g_assert_cmpint (memcmp (again->key, copy->key, sizeof again->key), !=, 0);
  g_assert_cmpstr (again->created, ==, copy->created);
  replayed = sq_history_new_from_file (again, &error);
  g_assert_no_error (error);
  g_assert_true (sq_state_equal (sq_history_get_state (replayed), sq_history_get_state (history)));

  /* a plain file, hand-written: sealed on the way in, named after its file */
  {
    g_autofree char *example = sq_test_data_path ("good", "example.json");
    g_autofree char *text = NULL;
    g_autoptr(GString) without_name = NULL;
    g_autoptr(SqGameFile) stored = NULL;
    g_autofree char *stored_text = NULL;

    g_assert_true (g_file_get_contents (example, &text, NULL, NULL));
    without_name = g_string_new (text);
    g_string_replace (without_name, "\"name\": \"A short evening\",", "", 1);
    g_assert_true (g_file_set_contents (nameless_path, without_name->str, -1, NULL));

    nameless_id = sq_store_import (fixture->store, nameless_path, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (sq_game_info_get_name (sq_store_lookup (fixture->store, nameless_id)),
                     ==, "my scenario");
    stored = sq_store_load (fixture->store, nameless_id, &error);
    g_assert_true (stored->sealed);
    {
      g_autofree char *path = store_path (fixture, nameless_id);

      g_assert_true (g_file_get_contents (path, &stored_text, NULL, NULL));
      g_assert_null (strstr (stored_text, "\"actions\""));
    }
  }

  /* a bad file is refused with the loader's error, and nothing is added */
  before = n_games (fixture->store);
  for (guint i = 0; i < G_N_ELEMENTS (damaged); i++)
    {
      g_autofree char *path = sq_test_data_path ("bad", damaged[i].name);
      g_autofree char *refused = sq_store_import (fixture->store, path, &error);

      g_assert_null (refused);
      g_assert_error (error, SQ_FILE_ERROR, (gint) damaged[i].code);
      g_assert_nonnull (strstr (error->message, damaged[i].name));
      g_clear_error (&error);
    }
  g_assert_cmpuint (n_games (fixture->store), ==, before);
  {
    g_autoptr(SqStore) fresh = sq_store_new (fixture->dir);

    g_assert_true (sq_store_refresh (fresh, NULL));
    g_assert_cmpuint (n_games (fresh), ==, before);
  }

  /* a path that is not there */
  {
    g_autofree char *missing = g_build_filename (outside, "missing.json", NULL);
    g_autofree char *refused = sq_store_import (fixture->store, missing, &error);

    g_assert_null (refused);
    g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  }

  sq_test_remove_tree (outside);
}

static void
test_info_notify (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autofree char *id = add_game (fixture->store, 4, 2, NULL, NULL);
  g_autofree char *path = store_path (fixture, id);
  SqGameInfo *info = sq_store_lookup (fixture->store, id);
  guint damaged_count = 0;
  guint error_count = 0;
  g_autofree char *got_id = NULL;
  gboolean got_damaged = TRUE;
  GError *got_error = NULL;

  g_object_get (info, "id", &got_id, "damaged", &got_damaged, "error", &got_error, NULL);
  g_assert_cmpstr (got_id, ==, id);
  g_assert_false (got_damaged);
  g_assert_null (got_error);

  g_signal_connect (info, "notify::damaged", G_CALLBACK (count_notify_cb), &damaged_count);
  g_signal_connect (info, "notify::error", G_CALLBACK (count_notify_cb), &error_count);

  /* the file goes bad under the store: a refresh says so, once */
  g_assert_true (g_file_set_contents (path, "", 0, NULL));
  g_assert_true (sq_store_refresh (fixture->store, NULL));
  g_assert_true (sq_store_lookup (fixture->store, id) == info);
  g_assert_true (sq_game_info_get_damaged (info));
  g_assert_cmpuint (damaged_count, ==, 1);
  g_assert_cmpuint (error_count, ==, 1);
  g_assert_true (sq_store_refresh (fixture->store, NULL));
  g_assert_cmpuint (damaged_count, ==, 1);
  g_assert_cmpuint (error_count, ==, 1);
  g_assert_null (sq_store_get_last_unfinished (fixture->store));
}

static void
free_error (gpointer error)
{
  if (error != NULL)
    g_error_free (error);
}

static void
count_write_cb (SqStore      *store,
                const char   *id,
                const GError *error,
                GPtrArray    *errors)
{
  g_ptr_array_add (errors, error != NULL ? g_error_copy (error) : NULL);
}

/* Writing behind: a save returns before the disk has it, each write is
 * told of once (from the flush or from the idle, never both), the list
 * follows only a write that succeeded, and a call that reads the game
 * (an export here) finds the last save on disk */
static void
test_write_behind (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func (free_error);
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqGameFile) exported = NULL;
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *copy = g_build_filename (fixture->dir, "exported.json", NULL);
  guint updated = 0;
  SqGameInfo *info;

  sq_store_set_write_behind (fixture->store, TRUE);
  g_assert_true (sq_store_get_write_behind (fixture->store));
  g_signal_connect (fixture->store, "write-done", G_CALLBACK (count_write_cb), errors);
  id = add_game (fixture->store, 4, 5, &file, &history);
  sq_store_flush (fixture->store);
  g_assert_cmpuint (errors->len, ==, 5);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (errors->len, ==, 5);
  for (guint i = 0; i < errors->len; i++)
    g_assert_null (g_ptr_array_index (errors, i));

  /* an undo saved, then exported at once: the export has it */
  info = sq_store_lookup (fixture->store, id);
  g_signal_connect (info, "notify::updated", G_CALLBACK (count_notify_cb), &updated);
  g_usleep (2000);
  g_assert_true (sq_history_undo (history));
  g_assert_true (sq_store_save (fixture->store, id, file, history, &error));
  g_assert_no_error (error);
  g_assert_true (sq_store_export (fixture->store, id, copy, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (errors->len, ==, 6);
  g_assert_cmpuint (updated, ==, 1);
  g_assert_true (sq_game_file_load_path (copy, &exported, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (exported->actions->len, ==, 4);
  g_assert_cmpuint (exported->redo->len, ==, 1);

  /* a failed write: told with its error, the disk and the list as before */
  sq_store_inject_save_failures (fixture->store, 1);
  g_assert_true (sq_history_undo (history));
  g_usleep (2000);
  g_assert_true (sq_store_save (fixture->store, id, file, history, &error));
  g_assert_no_error (error);
  while (errors->len < 7)
    g_main_context_iteration (NULL, TRUE);
  g_assert_error ((GError *) g_ptr_array_index (errors, 6), G_FILE_ERROR, G_FILE_ERROR_NOSPC);
  g_assert_cmpuint (updated, ==, 1);
  g_clear_pointer (&exported, sq_game_file_free);
  g_assert_true (sq_store_export (fixture->store, id, copy, &error));
  g_assert_true (sq_game_file_load_path (copy, &exported, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (exported->actions->len, ==, 4);

  g_signal_handlers_disconnect_by_data (fixture->store, errors);
  g_signal_handlers_disconnect_by_data (info, &updated);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

#define ADD(path, func) \
  g_test_add ("/persistence/store/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  g_test_add_func ("/persistence/store/new-destroy", test_new_destroy);
  ADD ("info-lifetime", test_info_lifetime);
  ADD ("create-load", test_create_load);
  ADD ("save-order", test_save_order);
  ADD ("refresh-keeps-objects", test_refresh_keeps_objects);
  ADD ("rename", test_rename);
  ADD ("delete-undo", test_delete_undo);
  ADD ("purge-temp-files", test_purge_temp_files);
  ADD ("export-import", test_export_import);
  ADD ("info-notify", test_info_notify);
  ADD ("write-behind", test_write_behind);

#undef ADD

  return g_test_run ();
}

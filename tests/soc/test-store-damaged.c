/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SqStore with damaged files in its folder: each is listed as damaged,
 * with its error, beside the good games, and stays on disk as it was; it
 * cannot be renamed, but can be exported, deleted and brought back. */

#include <sys/stat.h>
#include <unistd.h>

#include "sq-store-test.h"

/* Helpers */

/* Every bad file of tests/data/bad in the store's folder, named after the
 * file without its extension */
static void
copy_bad_files (Fixture *fixture)
{
  for (guint i = 0; i < G_N_ELEMENTS (damaged); i++)
    {
      g_autofree char *from = sq_test_data_path ("bad", damaged[i].name);
      g_autofree char *base = g_strdup (damaged[i].name);
      g_autofree char *to = NULL;

      *strrchr (base, '.') = '\0';
      to = store_path (fixture, base);
      copy_file (from, to);
    }
}

/* Files the loader refuses before it parses them: too large, too deep, a
 * folder, one it may not read; and a hidden one, never listed */
static void
make_odd_files (Fixture    *fixture,
                const char *unreadable)
{
  g_autofree char *huge = g_build_filename (fixture->dir, "huge.json", NULL);
  g_autofree char *deep = g_build_filename (fixture->dir, "deep.json", NULL);
  g_autofree char *folder = g_build_filename (fixture->dir, "folder.json", NULL);
  g_autofree char *hidden = g_build_filename (fixture->dir, ".hidden.json", NULL);
  g_autofree char *blob = g_malloc (SQ_FILE_MAX_BYTES + 1);

  memset (blob, '[', SQ_FILE_MAX_BYTES + 1);
  g_assert_true (g_file_set_contents (huge, blob, SQ_FILE_MAX_BYTES + 1, NULL));
  g_assert_true (g_file_set_contents (deep, blob, 100000, NULL));
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (unreadable, "{}", -1, NULL));
  g_assert_cmpint (g_chmod (unreadable, 0), ==, 0);
  g_assert_true (g_file_set_contents (hidden, "", -1, NULL));
}

/* The error listed for the damaged game @id is the one its file has */
static void
assert_listed_error (const char   *id,
                     const GError *why)
{
  gboolean known = FALSE;

  if (g_str_equal (id, "huge"))
    g_assert_error ((GError *) why, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_LARGE);
  else if (g_str_equal (id, "deep"))
    g_assert_error ((GError *) why, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_DEEP);
  else if (g_str_equal (id, "folder"))
    g_assert_error ((GError *) why, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  else if (g_str_equal (id, "unreadable"))
    {
      /* root reads anything: then it is just an empty-ish file */
      if (geteuid () != 0)
        g_assert_error ((GError *) why, G_FILE_ERROR, G_FILE_ERROR_ACCES);
    }
  else
    {
      for (guint k = 0; k < G_N_ELEMENTS (damaged); k++)
        if (g_str_has_prefix (damaged[k].name, id)
            && damaged[k].name[strlen (id)] == '.')
          {
            g_assert_error ((GError *) why, SQ_FILE_ERROR, (gint) damaged[k].code);
            known = TRUE;
          }
      g_assert_true (known);
    }
}

/* Every game of @store but @good_a and @good_b is listed as damaged, with
 * the error of its file */
static void
assert_listed (SqStore    *store,
               const char *good_a,
               const char *good_b)
{
  guint n_damaged = 0;

  for (guint i = 0; i < n_games (store); i++)
    {
      SqGameInfo *info = game_at (store, i);
      const char *id = sq_game_info_get_id (info);
      const GError *why = sq_game_info_get_error (info);

      if (g_str_equal (id, good_a) || g_str_equal (id, good_b))
        {
          g_assert_false (sq_game_info_get_damaged (info));
          g_assert_null (why);
          continue;
        }

      g_test_message ("%s: %s", id, why ? why->message : "(not damaged)");
      g_assert_true (sq_game_info_get_damaged (info));
      g_assert_nonnull (why);
      g_assert_null (strchr (why->message, '\n'));
      g_assert_false (sq_game_info_get_finished (info));
      /* a date to sort by all the same: the file's */
      g_assert_nonnull (sq_game_info_get_updated (info));
      n_damaged++;

      assert_listed_error (id, why);
    }
  g_assert_cmpuint (n_damaged, ==, G_N_ELEMENTS (damaged) + 4);
}

/* Nothing was changed or deleted */
static void
assert_bad_files_kept (Fixture *fixture)
{
  for (guint i = 0; i < G_N_ELEMENTS (damaged); i++)
    {
      g_autofree char *from = sq_test_data_path ("bad", damaged[i].name);
      g_autofree char *base = g_strdup (damaged[i].name);
      g_autofree char *to = NULL;
      g_autofree char *a = NULL;
      g_autofree char *b = NULL;
      gsize la, lb;

      *strrchr (base, '.') = '\0';
      to = store_path (fixture, base);
      g_assert_true (g_file_get_contents (from, &a, &la, NULL));
      g_assert_true (g_file_get_contents (to, &b, &lb, NULL));
      g_assert_cmpmem (a, la, b, lb);
    }
}

/* A damaged game cannot be renamed, but can be exported as it is,
 * deleted and brought back */
static void
assert_damaged_handled (Fixture *fixture,
                        SqStore *store)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (sq_store_rename (store, "sealed-tampered", "x", &error));
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SEALED);
  g_clear_error (&error);
  {
    g_autofree char *path = store_path (fixture, "illegal-action");
    g_autofree char *from = sq_test_data_path ("bad", "illegal-action.json");
    g_autofree char *a = NULL;
    g_autofree char *b = NULL;

    /* it loads, but does not replay: still not rewritten */
    g_assert_false (sq_store_rename (store, "illegal-action", "x", &error));
    g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_ILLEGAL_ACTION);
    g_clear_error (&error);
    g_assert_true (g_file_get_contents (from, &a, NULL, NULL));
    g_assert_true (g_file_get_contents (path, &b, NULL, NULL));
    g_assert_cmpstr (a, ==, b);
  }
  {
    g_autofree char *outside = sq_test_make_temp_dir ();
    g_autofree char *copy = g_build_filename (outside, "copy.json", NULL);
    g_autofree char *from = sq_test_data_path ("bad", "sealed-tampered.json");
    g_autofree char *a = NULL;
    g_autofree char *b = NULL;

    g_assert_true (sq_store_export (store, "sealed-tampered", copy, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (from, &a, NULL, NULL));
    g_assert_true (g_file_get_contents (copy, &b, NULL, NULL));
    g_assert_cmpstr (a, ==, b);
    sq_test_remove_tree (outside);
  }
  g_assert_true (sq_store_delete (store, "sealed-tampered", &error));
  g_assert_null (sq_store_lookup (store, "sealed-tampered"));
  g_assert_true (sq_store_undo_delete (store, "sealed-tampered", &error));
  g_assert_no_error (error);
  g_assert_true (sq_game_info_get_damaged (sq_store_lookup (store, "sealed-tampered")));
}

/* Tests */

/* Every damaged file is listed as such, with its error, beside the good
 * games, and stays on disk as it was. */
static void
test_damaged_listed (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *good_a = add_game (fixture->store, 1, 10, NULL, NULL);
  g_autofree char *good_b = add_game (fixture->store, 2, 10, NULL, NULL);
  g_autofree char *unreadable = g_build_filename (fixture->dir, "unreadable.json", NULL);
  g_autoptr(SqStore) store = NULL;

  copy_bad_files (fixture);
  make_odd_files (fixture, unreadable);

  store = sq_store_new (fixture->dir);
  g_assert_true (sq_store_refresh (store, &error));
  g_assert_no_error (error);
  /* the bad files, huge, deep, the folder, the unreadable one, two games */
  g_assert_cmpuint (n_games (store), ==, G_N_ELEMENTS (damaged) + 4 + 2);
  assert_listed (store, good_a, good_b);

  /* the good games are unharmed and one of them is offered */
  {
    SqGameInfo *last = sq_store_get_last_unfinished (store);
    g_autoptr(SqGameFile) file = NULL;

    g_assert_nonnull (last);
    g_assert_true (g_str_equal (sq_game_info_get_id (last), good_b));
    file = sq_store_load (store, good_a, &error);
    g_assert_no_error (error);
  }

  assert_bad_files_kept (fixture);
  assert_damaged_handled (fixture, store);

  g_chmod (unreadable, 0600);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add ("/persistence/store/damaged-listed", Fixture, NULL,
              fixture_set_up, test_damaged_listed, fixture_tear_down);

  return g_test_run ();
}

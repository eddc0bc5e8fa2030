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

/* The stamp fields of a line for the file at @path, as lstat() says */
static char *
dup_stamp_fields (const char *path)
{
  struct stat st;

  g_assert_cmpint (lstat (path, &st), ==, 0);
  return g_strdup_printf ("%" G_GUINT64_FORMAT "\t%" G_GUINT64_FORMAT "\t%" G_GINT64_FORMAT
                          "\t%" G_GINT64_FORMAT "\t%ld",
                          (guint64) st.st_dev, (guint64) st.st_ino, (gint64) st.st_size,
                          (gint64) st.st_mtim.tv_sec, (long) st.st_mtim.tv_nsec);
}

static char *
dup_game_stamp (Fixture    *fixture,
                const char *id)
{
  g_autofree char *path = path_of (fixture, id);

  return dup_stamp_fields (path);
}

static void
write_index (Fixture    *fixture,
             const char *contents,
             gssize      length)
{
  g_autofree char *index_path = g_build_filename (fixture->dir, SQ_STORE_INDEX_NAME, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (index_path, contents, length, &error));
  g_assert_no_error (error);
}

/* What docs/save-format.md says: a header line, then one line a game */
static void
test_format (Fixture       *fixture,
             gconstpointer  data)
{
  g_autofree char *id = add_game (fixture->store, 3, "Back \\ slash", 4);
  g_autofree char *path = path_of (fixture, id);
  g_autofree char *index_path = g_build_filename (fixture->dir, SQ_STORE_INDEX_NAME, NULL);
  g_autoptr(SqGameInfo) info = refreshed_info (fixture, id);
  g_autofree char *contents = NULL;
  g_autofree char *stamp = dup_stamp_fields (path);
  g_autofree char *updated = g_date_time_format_iso8601 (sq_game_info_get_updated (info));
  g_autofree char *created = g_date_time_format_iso8601 (sq_game_info_get_created (info));
  g_autofree char *expected = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_true (g_file_get_contents (index_path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  g_assert_cmpstr (lines[0], ==, "squire-games-index\t2");
  expected = g_strdup_printf ("%s\t%s\t%s\tgame\t%d\t3\t%s\tBack \\\\ slash",
                              id, stamp, updated, sq_game_info_get_finished (info) ? 1 : 0,
                              created);
  g_assert_cmpstr (lines[1], ==, expected);
  g_assert_cmpstr (lines[2], ==, "");

  /* read back, unescaped */
  g_clear_object (&info);
  info = refreshed_info (fixture, id);
  g_assert_cmpstr (sq_game_info_get_name (info), ==, "Back \\ slash");
}

/* A line written by hand is believed while its file's stamp holds: its
 * escapes undone, a damaged file's error as it says */
static void
test_written_by_hand (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autofree char *id = add_game (fixture->store, 3, "Sunday", 4);
  g_autofree char *broken = g_build_filename (fixture->dir, "broken.json", NULL);
  g_autofree char *stamp = NULL;
  g_autofree char *broken_stamp = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(SqGameInfo) info = NULL;
  g_autoptr(SqGameInfo) damaged = NULL;
  const GError *error;

  g_assert_true (g_file_set_contents (broken, "[1, 2", -1, NULL));
  stamp = dup_game_stamp (fixture, id);
  broken_stamp = dup_stamp_fields (broken);
  contents = g_strdup_printf ("squire-games-index\t2\n"
                              "%s\t%s\t2026-01-02T03:04:05Z\tgame\t1\t6\t2025-12-31T23:00:00Z\t"
                              "From \\\\the\\t index\n"
                              "broken\t%s\t\tdamaged\tsq-test-quark\t42\tline one\\nline two\n",
                              id, stamp, broken_stamp);
  write_index (fixture, contents, -1);

  info = refreshed_info (fixture, id);
  g_assert_cmpstr (sq_game_info_get_name (info), ==, "From \\the\t index");
  g_assert_cmpuint (sq_game_info_get_players (info), ==, 6);
  g_assert_true (sq_game_info_get_finished (info));
  g_assert_cmpint (g_date_time_to_unix (sq_game_info_get_updated (info)), ==, 1767323045);
  g_assert_cmpint (g_date_time_to_unix (sq_game_info_get_created (info)), ==, 1767222000);

  damaged = refreshed_info (fixture, "broken");
  g_assert_true (sq_game_info_get_damaged (damaged));
  error = sq_game_info_get_error (damaged);
  g_assert_cmpstr (g_quark_to_string (error->domain), ==, "sq-test-quark");
  g_assert_cmpint (error->code, ==, 42);
  g_assert_cmpstr (error->message, ==, "line one\nline two");
}

/* Each bad line is dropped alone (its game read from its file, the line
 * written anew); the good line beside it is still used */
static void
test_bad_lines_dropped (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autofree char *id = add_game (fixture->store, 3, "Sunday", 4);
  g_autofree char *other = add_game (fixture->store, 4, "Monday", 4);
  g_autofree char *index_path = g_build_filename (fixture->dir, SQ_STORE_INDEX_NAME, NULL);
  g_autofree char *stamp = dup_game_stamp (fixture, id);
  g_autofree char *other_stamp = dup_game_stamp (fixture, other);
  g_autofree char *good = g_strdup_printf ("%s\t%s\t\tgame\t0\t5\t\tFrom the index\n",
                                           other, other_stamp);
  /* what follows the id and the stamp */
  static const char * const bad[] = {
    "\t\tgame\t0\t6\t\tToo\tmany\n",
    "\t\tgame\t0\t6\n",
    "\t\tgame\t0\t65\t\tSixty-five\n",
    "\t\tgame\t0\t-1\t\tMinus one\n",
    "\t\tgame\t2\t6\t\tFinished twice\n",
    "\t\tgame\t0\t 6\t\tA space\n",
    "\t\tgame\t0\t6\t\tBad \\x escape\n",
    "\t\tgame\t0\t6\t\tA lone backslash\\\n",
    "\t\tgame\t0\t6\t\tNot \xff UTF-8\n",
    "\t\tplayed\t0\t6\t\tUnknown kind\n",
    "\t\tdamaged\t\t1\tNo domain\n",
    "\t\tdamaged\tsq-test-quark\tone\tA code in words\n",
    "\t\tdamaged\tsq-test-quark\t99999999999\tToo large a code\n",
    "\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad) + 4; i++)
    {
      g_autoptr(GString) contents = g_string_new ("squire-games-index\t2\n");
      g_autoptr(SqGameInfo) info = NULL;
      g_autoptr(SqGameInfo) other_info = NULL;
      g_autofree char *rewritten = NULL;

      g_string_append (contents, good);
      if (i < G_N_ELEMENTS (bad))
        g_string_append_printf (contents, "%s\t%s%s", id, stamp, bad[i]);
      else if (i == G_N_ELEMENTS (bad))     /* the stamp's nanoseconds out of range */
        g_string_append_printf (contents, "%s\t0\t0\t0\t0\t1000000000\t\tgame\t0\t6\t\tX\n", id);
      else if (i == G_N_ELEMENTS (bad) + 1) /* an id no game file has */
        g_string_append_printf (contents, "../%s\t%s\t\tgame\t0\t6\t\tX\n", id, stamp);
      else if (i == G_N_ELEMENTS (bad) + 2) /* the same game twice: the first line counts */
        g_string_append_printf (contents, "%s\t%s\t\tgame\t0\t6\t\tAgain\n", other, other_stamp);
      else                                  /* the last line cut short */
        g_string_append_printf (contents, "%s\t%s\t\tgame\t0\t6\t\tCut", id, stamp);
      write_index (fixture, contents->str, (gssize) contents->len);

      info = refreshed_info (fixture, id);
      g_assert_cmpstr (sq_game_info_get_name (info), ==, "Sunday");
      g_assert_cmpuint (sq_game_info_get_players (info), ==, 3);
      g_assert_false (sq_game_info_get_damaged (info));
      other_info = refreshed_info (fixture, other);
      g_assert_cmpstr (sq_game_info_get_name (other_info), ==, "From the index");
      g_assert_cmpuint (sq_game_info_get_players (other_info), ==, 5);

      /* written anew: both games, each once, nothing of the bad line */
      g_assert_true (g_file_get_contents (index_path, &rewritten, NULL, NULL));
      g_assert_nonnull (strstr (rewritten, "\tSunday\n"));
      g_assert_nonnull (strstr (rewritten, "\tFrom the index\n"));
      g_assert_null (strstr (rewritten, "Again"));
      g_assert_null (strstr (rewritten, "../"));
    }
}

/* A whole index that cannot be used: every game read from its file */
static void
test_unusable_index (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autofree char *id = add_game (fixture->store, 3, "Sunday", 4);
  g_autofree char *index_path = g_build_filename (fixture->dir, SQ_STORE_INDEX_NAME, NULL);
  g_autofree char *stamp = dup_game_stamp (fixture, id);
  g_autofree char *line = g_strdup_printf ("%s\t%s\t\tgame\t0\t6\t\tFrom the index\n", id, stamp);
  g_autofree char *version_1 = g_strconcat ("squire-games-index\t1\n", line, NULL);
  g_autofree char *no_header = g_strdup (line);
  g_autofree char *with_nul = g_strconcat ("squire-games-index\t2\n", line, "x", NULL);
  gsize with_nul_length = strlen (with_nul);
  g_autofree char *contents = NULL;
  int fd;

  with_nul[with_nul_length - 1] = '\0';
  for (guint i = 0; i < 5; i++)
    {
      g_autoptr(SqGameInfo) info = NULL;

      if (i == 0)
        write_index (fixture, version_1, -1);
      else if (i == 1)
        write_index (fixture, no_header, -1);
      else if (i == 2)
        write_index (fixture, with_nul, (gssize) with_nul_length);
      else if (i == 3)
        write_index (fixture, "", 0);
      else
        {
          /* larger than any index: not even read (a sparse file) */
          write_index (fixture, version_1, -1);
          fd = open (index_path, O_WRONLY);
          g_assert_cmpint (fd, >=, 0);
          g_assert_cmpint (ftruncate (fd, (off_t) 65 * 1024 * 1024), ==, 0);
          g_assert_cmpint (close (fd), ==, 0);
        }

      info = refreshed_info (fixture, id);
      g_assert_cmpstr (sq_game_info_get_name (info), ==, "Sunday");
      g_assert_cmpuint (sq_game_info_get_players (info), ==, 3);
    }

  g_assert_true (g_file_get_contents (index_path, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "squire-games-index\t2\n"));
  g_assert_nonnull (strstr (contents, "\tSunday\n"));
}

/* Seeded random damage to a good index, 200 times: loading and looking
 * up never crash, and whatever an entry still says is sane */
static void
test_random_damage (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autofree char *id = add_game (fixture->store, 3, "Sunday", 4);
  g_autofree char *other = add_game (fixture->store, 4, "Monday", 4);
  g_autofree char *index_path = g_build_filename (fixture->dir, SQ_STORE_INDEX_NAME, NULL);
  g_autoptr(SqGameInfo) info = refreshed_info (fixture, id);
  const char *ids[] = { id, other };
  static const char noise[] = "\t\n\\\0x9-:T\xff\xc3";
  g_autofree char *good = NULL;
  gsize good_length;
  g_autoptr(GRand) rand = g_rand_new_with_seed (15);

  g_assert_true (g_file_get_contents (index_path, &good, &good_length, NULL));
  for (guint round = 0; round < 200; round++)
    {
      g_autoptr(GString) bytes = g_string_new_len (good, (gssize) good_length);
      g_autoptr(SqStoreIndex) index = NULL;
      guint n_changes = g_rand_int_range (rand, 1, 6);

      for (guint i = 0; i < n_changes && bytes->len > 0; i++)
        {
          guint at = g_rand_int_range (rand, 0, (gint32) bytes->len);
          char byte = noise[g_rand_int_range (rand, 0, sizeof noise - 1)];

          switch (g_rand_int_range (rand, 0, 4))
            {
            case 0: bytes->str[at] = byte; break;
            case 1: g_string_erase (bytes, at, 1); break;
            case 2: g_string_insert_c (bytes, at, byte); break;
            default: g_string_truncate (bytes, at); break;
            }
        }
      write_index (fixture, bytes->str, (gssize) bytes->len);

      index = sq_store_index_load (fixture->dir);
      for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
        {
          g_autofree char *path = path_of (fixture, ids[i]);
          g_autoptr(SqScanResult) result = NULL;
          struct stat st;

          g_assert_cmpint (lstat (path, &st), ==, 0);
          result = sq_store_index_lookup (index, ids[i], &st);
          if (result == NULL)
            continue;
          g_assert_cmpstr (result->id, ==, ids[i]);
          g_assert_cmpuint (result->players, <=, 64);
          g_assert_true (result->name == NULL || g_utf8_validate (result->name, -1, NULL));
          g_assert_true (result->error == NULL
                         || g_utf8_validate (result->error->message, -1, NULL));
        }
    }
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
  ADD ("format", test_format);
  ADD ("written-by-hand", test_written_by_hand);
  ADD ("bad-lines-dropped", test_bad_lines_dropped);
  ADD ("unusable-index", test_unusable_index);
  ADD ("random-damage", test_random_damage);

#undef ADD

  return g_test_run ();
}

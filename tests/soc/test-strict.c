/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The strict reader both games' loaders share (src/soc/sq-file-scan.c
 * and sq-file-read.c): RFC 8259 JSON only, depth by the real grammar,
 * strings, integers checked on their digits, names, and only regular
 * files, never blocking. The files of tests/data/bad are in
 * test-persistence.c; these are the cases around them. */

#include <errno.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "sq-game-file.h"

#define HEAD "{\"format\":\"squire-game\",\"version\":2,"
#define SETUP "\"setup\":{\"players\":3}"

/* Helpers */

static GError *
load_error (const char *text,
            gsize       len)
{
  g_autoptr(SqGameFile) file = NULL;
  GError *error = NULL;

  g_assert_false (sq_game_file_load_bytes (text, len, &file, &error));
  g_assert_null (file);
  g_assert_nonnull (error);
  g_assert_null (strchr (error->message, '\n'));
  return error;
}

static void
expect (const char *text,
        int         code,
        const char *in_message)
{
  g_autoptr(GError) error = NULL;

  g_test_message ("%s", text);
  error = load_error (text, strlen (text));
  g_assert_error (error, SQ_FILE_ERROR, code);
  if (in_message != NULL && strstr (error->message, in_message) == NULL)
    g_test_fail_printf ("\"%s\" does not contain \"%s\"", error->message, in_message);
}

static SqGameFile *
expect_good (const char *text)
{
  g_autoptr(GError) error = NULL;
  SqGameFile *file = NULL;

  g_test_message ("%s", text);
  g_assert_true (sq_game_file_load_bytes (text, strlen (text), &file, &error));
  g_assert_no_error (error);
  return file;
}

static char *
make_temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("squire-test-strict-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_assert_cmpint (g_unlink (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Tests */

/* json-glib 1.6 reads all of these; the format says JSON */
static void
test_not_json (void)
{
  expect (HEAD SETUP ",\"actions\":[] /* a note */}", SQ_FILE_ERROR_SYNTAX, "comments");
  expect (HEAD SETUP ",\"actions\":[] // a note\n}", SQ_FILE_ERROR_SYNTAX, "comments");
  expect (HEAD SETUP ",'actions':[]}", SQ_FILE_ERROR_SYNTAX, "single-quoted");
  expect (HEAD SETUP ",\"actions\":['x']}", SQ_FILE_ERROR_SYNTAX, "single-quoted");
  expect (HEAD "\"setup\":{\"players\":0x3},\"actions\":[]}", SQ_FILE_ERROR_SYNTAX,
          "hexadecimal");
  expect (HEAD "\"setup\":{\"players\":+3},\"actions\":[]}", SQ_FILE_ERROR_SYNTAX,
          "plus sign");
  expect (HEAD "\"setup\":{\"players\":03},\"actions\":[]}", SQ_FILE_ERROR_SYNTAX,
          "leading zero");
  expect (HEAD "\"setup\":{\"players\":.5},\"actions\":[]}", SQ_FILE_ERROR_SYNTAX, NULL);
  expect (HEAD "\"setup\":{\"players\":3.},\"actions\":[]}", SQ_FILE_ERROR_SYNTAX, NULL);
  expect (HEAD "\"setup\":{\"players\":1e},\"actions\":[]}", SQ_FILE_ERROR_SYNTAX, NULL);
  expect (HEAD SETUP ",\"actions\":[],}", SQ_FILE_ERROR_SYNTAX, NULL);
  expect (HEAD SETUP ",\"actions\":[1,]}", SQ_FILE_ERROR_SYNTAX, NULL);
  expect (HEAD SETUP ",actions:[]}", SQ_FILE_ERROR_SYNTAX, "member name");
  expect (HEAD SETUP ",\"actions\":[True]}", SQ_FILE_ERROR_SYNTAX, NULL);
  expect (HEAD SETUP ",\"actions\":[nulll]}", SQ_FILE_ERROR_SYNTAX, NULL);
  expect (HEAD SETUP ",\"name\":\"a\\x41\",\"actions\":[]}", SQ_FILE_ERROR_SYNTAX, "escape");
  expect (HEAD SETUP ",\"name\":\"a\\u12\",\"actions\":[]}", SQ_FILE_ERROR_SYNTAX,
          "four hexadecimal");
  expect (HEAD SETUP ",\"name\":\"tab\there\",\"actions\":[]}", SQ_FILE_ERROR_SYNTAX,
          "control character");
  expect (HEAD SETUP ",\"actions\":[]\f}", SQ_FILE_ERROR_SYNTAX, NULL);
  expect (HEAD SETUP ",\"actions\":[]", SQ_FILE_ERROR_SYNTAX, "never closes");
  expect (HEAD SETUP ",\"name\":\"open", SQ_FILE_ERROR_SYNTAX, "never ends");
}

/* Strings that look like comments or quotes are strings: the depth after
 * them is counted all the same */
static void
test_depth_by_grammar (void)
{
  static const char * const hiding[] = {
    "\"a /* b\"", "\"it's\"", "\"a \\\" b\"", "\"\\\\\"", "\"// x\"",
  };

  for (guint i = 0; i < G_N_ELEMENTS (hiding); i++)
    {
      g_autoptr(GString) text = g_string_new (HEAD SETUP ",\"actions\":[],\"name\":");
      g_autoptr(GError) error = NULL;

      g_string_append (text, hiding[i]);
      g_string_append (text, ",\"x\":");
      for (guint d = 0; d < 100; d++)
        g_string_append_c (text, '[');
      for (guint d = 0; d < 100; d++)
        g_string_append_c (text, ']');
      g_string_append_c (text, '}');

      error = load_error (text->str, text->len);
      g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_DEEP);
    }
}

/* 75,000 levels once overflowed json-glib's stack: now the scan stops at
 * level 65, whatever the stack size */
static void
test_very_deep (void)
{
  gsize depth = 75000;
  g_autofree char *text = g_malloc (2 * depth + 1);
  g_autoptr(GError) error = NULL;

  memset (text, '[', depth);
  memset (text + depth, ']', depth);
  text[2 * depth] = '\0';

  error = load_error (text, 2 * depth);
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_DEEP);
  g_assert_nonnull (strstr (error->message, "line 1:"));
}

static void
test_strings (void)
{
  g_autoptr(SqGameFile) pair = NULL;

  expect (HEAD SETUP ",\"name\":\"\\ud800x\",\"actions\":[]}", SQ_FILE_ERROR_NOT_UTF8,
          "lone high surrogate");
  expect (HEAD SETUP ",\"name\":\"\\ud800\",\"actions\":[]}", SQ_FILE_ERROR_NOT_UTF8,
          "lone high surrogate");
  expect (HEAD SETUP ",\"name\":\"\\ud800\\u0041\",\"actions\":[]}", SQ_FILE_ERROR_NOT_UTF8,
          "lone high surrogate");
  expect (HEAD SETUP ",\"name\":\"\\udc00\",\"actions\":[]}", SQ_FILE_ERROR_NOT_UTF8,
          "lone low surrogate");
  expect (HEAD SETUP ",\"name\":\"a\\u0000b\",\"actions\":[]}", SQ_FILE_ERROR_NOT_UTF8, "NUL");
  /* anywhere, not only in names: json-glib would cut the string there */
  expect (HEAD SETUP ",\"actions\":[{\"type\":\"end-turn\\u0000x\"}]}",
          SQ_FILE_ERROR_NOT_UTF8, "NUL");

  /* a correct pair is a character like any other */
  pair = expect_good (HEAD SETUP ",\"name\":\"\\ud83d\\ude00 \\u00e9\\/\",\"actions\":[]}");
  g_assert_cmpstr (pair->name, ==, "\xf0\x9f\x98\x80 \xc3\xa9/");
}

static void
test_names (void)
{
  g_autoptr(GString) long_name = g_string_new (NULL);
  g_autoptr(GString) text = NULL;
  g_autoptr(SqGameFile) at_limit = NULL;
  g_autoptr(GError) error = NULL;

  expect (HEAD SETUP ",\"name\":\"a\\u0007\",\"actions\":[]}", SQ_FILE_ERROR_SHAPE,
          "name: character 2 is a control character");
  expect (HEAD SETUP ",\"name\":\"a\\nb\",\"actions\":[]}", SQ_FILE_ERROR_SHAPE, "control");
  expect (HEAD SETUP ",\"name\":\"a\\u0085\",\"actions\":[]}", SQ_FILE_ERROR_SHAPE, "control");

  /* 200 characters (not bytes) are allowed, 201 are not */
  for (guint i = 0; i < 200; i++)
    g_string_append (long_name, "\xc3\xa9");
  text = g_string_new (HEAD SETUP ",\"actions\":[],\"name\":\"");
  g_string_append (text, long_name->str);
  g_string_append (text, "\"}");
  at_limit = expect_good (text->str);
  g_assert_cmpint (g_utf8_strlen (at_limit->name, -1), ==, SQ_FILE_MAX_NAME_CHARS);

  g_string_insert (text, text->len - 2, "x");
  expect (text->str, SQ_FILE_ERROR_RANGE, "name: longer than 200 characters");

  /* a 2 MB name is refused, with a message that does not quote it */
  g_string_truncate (long_name, 0);
  for (guint i = 0; i < 2 * 1024 * 1024; i++)
    g_string_append_c (long_name, 'n');
  g_string_assign (text, HEAD SETUP ",\"actions\":[],\"name\":\"");
  g_string_append (text, long_name->str);
  g_string_append (text, "\"}");
  error = load_error (text->str, text->len);
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE);
  g_assert_cmpuint (strlen (error->message), <, 100);
}

/* Integers are checked on their digits: nothing wraps, and no message
 * quotes a wrapped value */
static void
test_integers (void)
{
  static const char * const too_big[] = {
    "-99999999999999999999999", "-18446744073709551613", "18446744073709551616",
    "9223372036854775808", "-9223372036854775809", "123456789012345678901234567890",
  };
  g_autoptr(SqGameFile) seeded = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (too_big); i++)
    {
      g_autofree char *version = g_strdup_printf ("{\"format\":\"squire-game\",\"version\":%s,"
                                                  SETUP ",\"actions\":[]}", too_big[i]);
      g_autofree char *players = g_strdup_printf (HEAD "\"setup\":{\"players\":%s},"
                                                  "\"actions\":[]}", too_big[i]);
      g_autoptr(GError) e1 = load_error (version, strlen (version));
      g_autoptr(GError) e2 = load_error (players, strlen (players));

      g_assert_error (e1, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE);
      g_assert_error (e2, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE);
      /* neither the digits nor what they would wrap to */
      g_assert_cmpstr (e1->message, ==, "line 1: an integer outside the 64-bit range "
                       "(-9223372036854775808..9223372036854775807)");
      g_assert_cmpstr (e2->message, ==, e1->message);
    }

  /* the limits themselves are integers like any other */
  expect ("{\"format\":\"squire-game\",\"version\":9223372036854775807," SETUP
          ",\"actions\":[]}", SQ_FILE_ERROR_VERSION, "newer");
  expect ("{\"format\":\"squire-game\",\"version\":-9223372036854775808," SETUP
          ",\"actions\":[]}", SQ_FILE_ERROR_VERSION, "not a known version");
  expect (HEAD "\"setup\":{\"players\":-0},\"actions\":[]}", SQ_FILE_ERROR_RANGE,
          "setup.players: 0 is out of range");
  /* a number with a fraction or an exponent is not an integer: no wrap */
  expect (HEAD "\"setup\":{\"players\":1e400},\"actions\":[]}", SQ_FILE_ERROR_SHAPE, NULL);

  seeded = expect_good (HEAD "\"setup\":{\"players\":3,\"seed\":9223372036854775807},"
                        "\"actions\":[]}");
  g_assert_cmpuint (seeded->setup.seed, ==, G_MAXINT64);
}

/* Only regular files: a FIFO would block open() for ever, a symbolic link
 * may point anywhere */
static void
test_not_regular (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *fifo = g_build_filename (dir, "x.json", NULL);
  g_autofree char *link = g_build_filename (dir, "link.json", NULL);
  g_autofree char *dangling = g_build_filename (dir, "dangling.json", NULL);
  g_autofree char *good = g_test_build_filename (G_TEST_DIST, "..", "data", "good",
                                                 "example.json", NULL);
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink (good, link), ==, 0);
  g_assert_cmpint (symlink ("/nonexistent/nothing.json", dangling), ==, 0);

  /* returns at once (no writer ever comes), with a clear error */
  g_assert_false (sq_game_file_load_path (fifo, &file, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_assert_nonnull (strstr (error->message, "named pipe (FIFO)"));
  g_clear_error (&error);

  g_assert_false (sq_game_file_load_path (link, &file, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_LOOP);
  g_assert_nonnull (strstr (error->message, "symbolic link"));
  g_clear_error (&error);

  g_assert_false (sq_game_file_load_path (dangling, &file, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_LOOP);
  g_clear_error (&error);

  g_assert_false (sq_game_file_load_path (dir, &file, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  g_clear_error (&error);

  /* the target itself loads */
  g_assert_true (sq_game_file_load_path (good, &file, &error));
  g_assert_no_error (error);

  remove_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/strict/not-json", test_not_json);
  g_test_add_func ("/engine/strict/depth-by-grammar", test_depth_by_grammar);
  g_test_add_func ("/engine/strict/very-deep", test_very_deep);
  g_test_add_func ("/engine/strict/strings", test_strings);
  g_test_add_func ("/engine/strict/names", test_names);
  g_test_add_func ("/engine/strict/integers", test_integers);
  g_test_add_func ("/engine/strict/not-regular", test_not_regular);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game file loader: every error code, the limits, and round trips. */

#include <glib/gstdio.h>

#include "sq-cards.h"
#include "sq-game-file.h"
#include "sq-rules.h"

typedef struct {
  const char *name;
  SqFileError code;
} BadFile;

#define GOOD_SETUP \
  "\"setup\":{\"players\":5,\"knights\":[\"arthur\",\"galahad\",\"gawain\",\"kay\",\"percival\"],\"seed\":\"1\"}"

/* Helpers */

static void
assert_one_line (const GError *error)
{
  g_assert_nonnull (error);
  g_assert_null (strchr (error->message, '\n'));
  g_assert_null (strchr (error->message, '\r'));
  g_assert_cmpuint (strlen (error->message), >, 0);
}

static GError *
load_text_error (const char *text,
                 gsize       len)
{
  g_autoptr(SqGameFile) file = NULL;
  GError *error = NULL;

  g_assert_false (sq_game_file_load_bytes (text, len, &file, &error));
  g_assert_null (file);
  assert_one_line (error);
  return error;
}

static SqGameFile *
load_text (const char *text)
{
  g_autoptr(GError) error = NULL;
  SqGameFile *file = NULL;

  sq_game_file_load_bytes (text, strlen (text), &file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (file);
  return file;
}

static char *
make_temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("squire-test-file-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

/* Tests */

static void
test_bad_files (void)
{
  static const BadFile cases[] = {
    { "empty.json", SQ_FILE_ERROR_EMPTY },
    { "truncated.json", SQ_FILE_ERROR_SYNTAX },
    { "random-bytes.bin", SQ_FILE_ERROR_NOT_UTF8 },
    { "invalid-utf8.json", SQ_FILE_ERROR_NOT_UTF8 },
    { "wrong-shape.json", SQ_FILE_ERROR_SHAPE },
    { "future-version.json", SQ_FILE_ERROR_VERSION },
    { "out-of-range.json", SQ_FILE_ERROR_RANGE },
    { "unknown-card.json", SQ_FILE_ERROR_UNKNOWN_NAME },
    { "unknown-knight.json", SQ_FILE_ERROR_UNKNOWN_NAME },
    { "duplicate-knight.json", SQ_FILE_ERROR_DUPLICATE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "bad",
                                                     cases[i].name, NULL);
      g_autoptr(SqGameFile) file = NULL;
      g_autoptr(GError) error = NULL;

      g_test_message ("%s", cases[i].name);
      g_assert_false (sq_game_file_load_path (path, &file, &error));
      g_assert_error (error, SQ_FILE_ERROR, (gint) cases[i].code);
      assert_one_line (error);
      g_assert_null (file);
    }
}

static void
test_messages (void)
{
  static const struct {
    const char *name;
    const char *suffix;
  } cases[] = {
    { "out-of-range.json", ": setup.players: 9 is out of range 3..7" },
    { "unknown-card.json", ": action 0 (offer): cards[0]: unknown card \"fight-9\"" },
    { "unknown-knight.json", ": setup.knights[1]: unknown knight \"lancelot\"" },
    { "duplicate-knight.json", ": setup.knights[3]: \"kay\" is already at seat 1" },
    { "wrong-shape.json", ": setup: expected an object, got an array" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "bad",
                                                     cases[i].name, NULL);
      g_autoptr(SqGameFile) file = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_false (sq_game_file_load_path (path, &file, &error));
      if (!g_str_has_suffix (error->message, cases[i].suffix))
        g_test_fail_printf ("%s: \"%s\" does not end in \"%s\"",
                            cases[i].name, error->message, cases[i].suffix);
    }
}

static void
test_version (void)
{
  static const char * const texts[] = {
    "{\"format\":\"squire-game\"," GOOD_SETUP ",\"actions\":[]}",
    "{\"format\":\"squire-game\",\"version\":\"1\"," GOOD_SETUP ",\"actions\":[]}",
    "{\"format\":\"squire-game\",\"version\":1.0," GOOD_SETUP ",\"actions\":[]}",
    "{\"format\":\"squire-game\",\"version\":0," GOOD_SETUP ",\"actions\":[]}",
    "{\"format\":\"squire-game\",\"version\":3,\"future\":true}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GError) error = load_text_error (texts[i], strlen (texts[i]));

      g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_VERSION);
    }

  {
    g_autoptr(GError) error = load_text_error (texts[4], strlen (texts[4]));

    g_assert_nonnull (strstr (error->message, "newer"));
  }
}

static void
test_shape (void)
{
  static const char * const texts[] = {
    "[]",
    "\"squire-game\"",
    "null",
    "{\"version\":1," GOOD_SETUP ",\"actions\":[]}",
    "{\"format\":\"squire-save\",\"version\":1," GOOD_SETUP ",\"actions\":[]}",
    "{\"format\":\"squire-game\",\"version\":1,\"actions\":[]}",
    "{\"format\":\"squire-game\",\"version\":1," GOOD_SETUP "}",
    "{\"format\":\"squire-game\",\"version\":1," GOOD_SETUP ",\"actions\":{}}",
    "{\"format\":\"squire-game\",\"version\":1," GOOD_SETUP ",\"actions\":[],\"extra\":1}",
    "{\"format\":\"squire-game\",\"version\":1," GOOD_SETUP ",\"actions\":[],\"name\":5}",
    "{\"format\":\"squire-game\",\"version\":1," GOOD_SETUP ",\"actions\":[],\"created\":\"yesterday\"}",
    "{\"format\":\"squire-game\",\"version\":1," GOOD_SETUP ",\"actions\":[\"end-turn\"]}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GError) error = load_text_error (texts[i], strlen (texts[i]));

      g_test_message ("%s", texts[i]);
      g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE);
    }
}

static void
test_optional_keys (void)
{
  g_autoptr(SqGameFile) file =
    load_text ("\xef\xbb\xbf{\"format\":\"squire-game\",\"version\":1,\"name\":\"Friday\","
               "\"created\":\"2024-05-01T19:30:00+02:00\"," GOOD_SETUP ","
               "\"actions\":[{\"type\":\"offer\",\"seat\":0,\"cards\":[\"merlin\"]}]}");

  g_assert_cmpstr (file->name, ==, "Friday");
  g_assert_cmpstr (file->created, ==, "2024-05-01T19:30:00+02:00");
  g_assert_cmpuint (file->actions->len, ==, 1);
  g_assert_cmpint (g_array_index (file->actions, SqAction, 0).type, ==, SQ_ACTION_OFFER);
  g_assert_cmpuint (file->setup.n_players, ==, 5);
  g_assert_cmpuint (file->setup.seed, ==, 1);
}

static void
test_empty (void)
{
  g_autoptr(GError) nothing = load_text_error ("", 0);
  g_autoptr(GError) blank = load_text_error (" \n\t\r\n", 5);

  g_assert_error (nothing, SQ_FILE_ERROR, SQ_FILE_ERROR_EMPTY);
  g_assert_error (blank, SQ_FILE_ERROR, SQ_FILE_ERROR_EMPTY);
}

static void
test_nul_byte (void)
{
  static const char text[] = "{\"format\":\"squire-game\"\0}";
  g_autoptr(GError) error = load_text_error (text, sizeof text - 1);

  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_NOT_UTF8);
}

static void
test_too_large (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "huge.json", NULL);
  g_autofree char *data = NULL;
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(GError) error = NULL;
  gsize len = SQ_FILE_MAX_BYTES + 1;

  /* blank padding around a valid file: only the size is wrong */
  data = g_malloc (len);
  memset (data, ' ', len);

  g_assert_false (sq_game_file_load_bytes (data, len, &file, &error));
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_LARGE);
  assert_one_line (error);
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (path, data, len, &error));
  g_assert_false (sq_game_file_load_path (path, &file, &error));
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_LARGE);
  assert_one_line (error);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_too_deep (void)
{
  gsize len = 100000;
  g_autofree char *data = g_malloc (len);
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "deep.json", NULL);
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(GError) error = NULL;

  memset (data, '[', len);
  g_assert_false (sq_game_file_load_bytes (data, len, &file, &error));
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_DEEP);
  assert_one_line (error);
  g_clear_error (&error);

  /* objects count too, mixed with arrays */
  for (gsize i = 0; i < len; i += 5)
    memcpy (data + i, "{\"a\":", 5);
  g_assert_false (sq_game_file_load_bytes (data, len, &file, &error));
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_DEEP);
  g_clear_error (&error);

  memset (data, '[', len);
  g_assert_true (g_file_set_contents (path, data, len, &error));
  g_assert_false (sq_game_file_load_path (path, &file, &error));
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_DEEP);
  assert_one_line (error);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_depth_limit (void)
{
  GString *at_limit = g_string_new (NULL);
  GString *over = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) over_error = NULL;
  g_autofree char *in_string = NULL;
  g_autoptr(SqGameFile) file = NULL;

  /* exactly the limit parses (and then fails for its shape) */
  for (guint i = 0; i < SQ_FILE_MAX_DEPTH; i++)
    g_string_append_c (at_limit, '[');
  for (guint i = 0; i < SQ_FILE_MAX_DEPTH; i++)
    g_string_append_c (at_limit, ']');
  error = load_text_error (at_limit->str, at_limit->len);
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE);

  g_string_append (over, "[");
  g_string_append (over, at_limit->str);
  g_string_append (over, "]");
  over_error = load_text_error (over->str, over->len);
  g_assert_error (over_error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_DEEP);

  /* brackets inside strings, escaped quotes included, do not count */
  in_string = g_strdup_printf ("{\"format\":\"squire-game\",\"version\":1,"
                               "\"name\":\"\\\"%s{{{{\\\\\"," GOOD_SETUP
                               ",\"actions\":[]}", over->str);
  file = load_text (in_string);
  g_assert_true (g_str_has_prefix (file->name, "\"[[[["));

  g_string_free (at_limit, TRUE);
  g_string_free (over, TRUE);
}

static void
test_too_many_actions (void)
{
  GString *text = g_string_new ("{\"format\":\"squire-game\",\"version\":1," GOOD_SETUP ",\"actions\":[");
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i <= SQ_FILE_MAX_ACTIONS; i++)
    g_string_append (text, i == 0 ? "{\"type\":\"end-turn\"}" : ",{\"type\":\"end-turn\"}");
  g_string_append (text, "]}");

  error = load_text_error (text->str, text->len);
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_MANY_ACTIONS);

  g_string_free (text, TRUE);
}

static void
test_io_errors (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *missing = g_build_filename (dir, "missing.json", NULL);
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_false (sq_game_file_load_path (missing, &file, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  assert_one_line (error);
  g_clear_error (&error);

  g_assert_false (sq_game_file_load_path (dir, &file, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  assert_one_line (error);

  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_illegal_action (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "bad",
                                                 "illegal-action.json", NULL);
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqState) state = NULL;
  g_autoptr(GError) error = NULL;
  gboolean known_code = FALSE;
  guint n_applied = 99;

  g_assert_true (sq_game_file_load_path (path, &file, &error));
  g_assert_no_error (error);

  state = sq_game_file_replay (file, &n_applied, &error);
  g_assert_null (state);
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_ILLEGAL_ACTION);
  assert_one_line (error);
  g_assert_cmpuint (n_applied, ==, 0);
  g_assert_true (g_str_has_prefix (error->message, "action 0 (end-turn): refused with "));
  g_assert_nonnull (strstr (error->message, "(rule "));

  for (guint code = 0; code <= SQ_RULES_ERROR_BAD_SETUP; code++)
    known_code |= strstr (error->message, sq_rules_error_name (code)) != NULL;
  g_assert_true (known_code);
}

static void
test_illegal_later_action (void)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqState) state = NULL;
  g_autoptr(GError) error = NULL;
  SqAction legal[256];
  SqAction bad;
  SqSetup setup;
  guint n_applied;
  guint n;

  sq_setup_init_defaults (&setup, 4);
  setup.seed = 3;
  file = sq_game_file_new (&setup);
  state = sq_state_new (&setup, &error);
  g_assert_no_error (error);

  /* three legal actions, then one that is not */
  for (guint i = 0; i < 3; i++)
    {
      n = sq_legal_actions (state, legal, G_N_ELEMENTS (legal));
      g_assert_cmpuint (n, >, 0);
      g_assert_true (sq_apply (state, &legal[0], &error));
      sq_game_file_append (file, &legal[0]);
    }
  sq_action_init (&bad, SQ_ACTION_ROLL_D8);
  sq_game_file_append (file, &bad);

  g_clear_pointer (&state, sq_state_free);
  state = sq_game_file_replay (file, &n_applied, &error);
  g_assert_null (state);
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_ILLEGAL_ACTION);
  g_assert_cmpuint (n_applied, ==, 3);
  g_assert_true (g_str_has_prefix (error->message, "action 3 (roll-d8): "));
}

static void
test_bad_setup (void)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqState) state = NULL;
  g_autoptr(GError) error = NULL;
  SqSetup setup;

  /* a struct filled in by hand can hold what no file could */
  sq_setup_init_defaults (&setup, 5);
  setup.knights[1] = setup.knights[0];
  file = sq_game_file_new (&setup);

  state = sq_game_file_replay (file, NULL, &error);
  g_assert_null (state);
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_BAD_SETUP);
  assert_one_line (error);
}

static void
test_round_trip (void)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqGameFile) back = NULL;
  g_autoptr(SqState) played = NULL;
  g_autoptr(SqState) replayed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *again = NULL;
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  SqAction legal[1024];
  SqSetup setup;
  guint64 rng = 12345;
  gsize len;

  sq_setup_init_defaults (&setup, 5);
  setup.seed = 99;
  file = sq_game_file_new (&setup);
  file->name = g_strdup ("round trip");
  file->created = g_strdup ("2024-01-01T00:00:00Z");
  played = sq_state_new (&setup, &error);
  g_assert_no_error (error);

  /* a couple of hundred random legal actions */
  for (guint i = 0; i < 200 && played->outcome == SQ_OUTCOME_NONE; i++)
    {
      guint n = sq_legal_actions (played, legal, G_N_ELEMENTS (legal));

      g_assert_cmpuint (n, >, 0);
      rng = rng * G_GUINT64_CONSTANT (6364136223846793005) + 1442695040888963407;
      g_assert_true (sq_apply (played, &legal[(rng >> 33) % n], &error));
      g_assert_no_error (error);
      sq_game_file_append (file, &legal[(rng >> 33) % n]);
    }

  data = sq_game_file_to_data (file, &len);
  g_assert_cmpuint (strlen (data), ==, len);
  g_assert_true (sq_game_file_load_bytes (data, len, &back, &error));
  g_assert_no_error (error);

  g_assert_cmpmem (&back->setup, sizeof back->setup, &file->setup, sizeof file->setup);
  g_assert_cmpstr (back->name, ==, "round trip");
  g_assert_cmpstr (back->created, ==, "2024-01-01T00:00:00Z");
  g_assert_cmpuint (back->actions->len, ==, file->actions->len);
  for (guint i = 0; i < file->actions->len; i++)
    g_assert_true (sq_action_equal (&g_array_index (back->actions, SqAction, i),
                                    &g_array_index (file->actions, SqAction, i)));

  replayed = sq_game_file_replay (back, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (sq_state_equal (played, replayed));

  /* writing what was read gives the same bytes */
  g_assert_true (sq_game_file_save_to_path (back, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &again, NULL, &error));
  g_assert_cmpstr (again, ==, data);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_example (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "good",
                                                 "example.json", NULL);
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqState) state = NULL;
  g_autoptr(GError) error = NULL;

  /* the example in docs/save-format.md */
  g_assert_true (sq_game_file_load_path (path, &file, &error));
  g_assert_no_error (error);
  state = sq_game_file_replay (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (state);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/file/bad-files", test_bad_files);
  g_test_add_func ("/engine/file/messages", test_messages);
  g_test_add_func ("/engine/file/version", test_version);
  g_test_add_func ("/engine/file/shape", test_shape);
  g_test_add_func ("/engine/file/optional-keys", test_optional_keys);
  g_test_add_func ("/engine/file/empty", test_empty);
  g_test_add_func ("/engine/file/nul-byte", test_nul_byte);
  g_test_add_func ("/engine/file/too-large", test_too_large);
  g_test_add_func ("/engine/file/too-deep", test_too_deep);
  g_test_add_func ("/engine/file/depth-limit", test_depth_limit);
  g_test_add_func ("/engine/file/too-many-actions", test_too_many_actions);
  g_test_add_func ("/engine/file/io-errors", test_io_errors);
  g_test_add_func ("/engine/file/illegal-action", test_illegal_action);
  g_test_add_func ("/engine/file/illegal-later-action", test_illegal_later_action);
  g_test_add_func ("/engine/file/bad-setup", test_bad_setup);
  g_test_add_func ("/engine/file/round-trip", test_round_trip);
  g_test_add_func ("/engine/file/example", test_example);

  return g_test_run ();
}

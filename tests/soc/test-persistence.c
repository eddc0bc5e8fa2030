/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Persistence: every bad input gives its own error and never a crash, the
 * sealed form hides the secrets and notices damage, and nothing secret is
 * logged. A game saved through the store surviving SIGKILL at any instant
 * is test-crash-safety.c; the round trip of the property-test corpus is
 * test-round-trip.c. */

#include <signal.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sq-history.h"
#include "sq-random-play.h"
#include "sq-seal-private.h"
#include "sq-store.h"
#include "sq-test-files.h"

#define MAX_STEPS 20000

typedef enum {
  AT_LOAD,
  AT_REPLAY,
} Stage;

typedef struct {
  const char *name;
  SqFileError code;
  Stage stage;
  const char *in_message;
} BadFile;

/* Every file in tests/data/bad, with the error it must give. */
static const BadFile bad_files[] = {
  { "empty.json", SQ_FILE_ERROR_EMPTY, AT_LOAD, "empty" },
  { "truncated.json", SQ_FILE_ERROR_SYNTAX, AT_LOAD, "not valid JSON" },
  { "random-bytes.bin", SQ_FILE_ERROR_NOT_UTF8, AT_LOAD, "UTF-8" },
  { "invalid-utf8.json", SQ_FILE_ERROR_NOT_UTF8, AT_LOAD, "UTF-8" },
  { "wrong-shape.json", SQ_FILE_ERROR_SHAPE, AT_LOAD, "setup: expected an object" },
  { "future-version.json", SQ_FILE_ERROR_VERSION, AT_LOAD, "newer" },
  { "out-of-range.json", SQ_FILE_ERROR_RANGE, AT_LOAD, "out of range" },
  { "unknown-card.json", SQ_FILE_ERROR_UNKNOWN_NAME, AT_LOAD, "unknown card" },
  { "unknown-knight.json", SQ_FILE_ERROR_UNKNOWN_NAME, AT_LOAD, "unknown knight" },
  { "duplicate-knight.json", SQ_FILE_ERROR_DUPLICATE, AT_LOAD, "already at seat" },
  { "illegal-action.json", SQ_FILE_ERROR_ILLEGAL_ACTION, AT_REPLAY, "action 0 (end-turn)" },
  { "duplicate-card.json", SQ_FILE_ERROR_ILLEGAL_ACTION, AT_REPLAY,
    "action 6 (enter-black): refused with copies-out (rule cards.copies)" },
  { "sealed-tampered.json", SQ_FILE_ERROR_SEALED, AT_LOAD, "checksum mismatch" },
  { "sealed-truncated.json", SQ_FILE_ERROR_SYNTAX, AT_LOAD, "not valid JSON" },
  { "sealed-short-blob.json", SQ_FILE_ERROR_SEALED, AT_LOAD, "(truncated)" },
  { "sealed-edited-setup.json", SQ_FILE_ERROR_SEALED, AT_LOAD, "differs from the sealed copy" },
  { "trailing-data.json", SQ_FILE_ERROR_SYNTAX, AT_LOAD, "more data after the end" },
  /* issue 13: strict JSON, depth by the real grammar, strings, integers */
  { "comment-hides-depth.json", SQ_FILE_ERROR_SYNTAX, AT_LOAD, "comments are not JSON" },
  { "single-quote-hides-depth.json", SQ_FILE_ERROR_SYNTAX, AT_LOAD,
    "single-quoted strings are not JSON" },
  { "line-comment.json", SQ_FILE_ERROR_SYNTAX, AT_LOAD, "comments are not JSON" },
  { "hex-number.json", SQ_FILE_ERROR_SYNTAX, AT_LOAD, "hexadecimal numbers are not JSON" },
  { "leading-plus.json", SQ_FILE_ERROR_SYNTAX, AT_LOAD, "leading plus sign" },
  { "deep-nesting.json", SQ_FILE_ERROR_TOO_DEEP, AT_LOAD, "line 7: arrays and objects nested" },
  { "lone-surrogate.json", SQ_FILE_ERROR_NOT_UTF8, AT_LOAD, "lone high surrogate" },
  { "nul-in-name.json", SQ_FILE_ERROR_NOT_UTF8, AT_LOAD, "\\u0000" },
  { "control-in-name.json", SQ_FILE_ERROR_SHAPE, AT_LOAD, "name: character 6 is a control" },
  { "long-game-name.json", SQ_FILE_ERROR_RANGE, AT_LOAD, "name: longer than 200 characters" },
  { "version-wraps.json", SQ_FILE_ERROR_RANGE, AT_LOAD, "line 3: an integer outside the 64-bit" },
  { "players-wraps.json", SQ_FILE_ERROR_RANGE, AT_LOAD, "line 4: an integer outside the 64-bit" },
  { "sealed-swapped.json", SQ_FILE_ERROR_SEALED, AT_LOAD, "name: differs from the sealed copy" },
  { "sealed-older.json", SQ_FILE_ERROR_SEALED, AT_LOAD, "updated: differs from the sealed copy" },
  { "sealed-deep.json", SQ_FILE_ERROR_TOO_DEEP, AT_LOAD, "sealed: line 1: arrays and objects" },
  /* issue 14: corrections of an earlier entry */
  { "corrections-out-of-order.json", SQ_FILE_ERROR_DUPLICATE, AT_LOAD,
    "corrections[1].entry: not after the one before" },
  { "correction-does-not-fit.json", SQ_FILE_ERROR_RANGE, AT_REPLAY,
    "corrections[0]: index 0 or kept 1 does not fit the 0 actions before it" },
};

/* Helpers */


static void
assert_one_line (const GError *error)
{
  g_assert_nonnull (error);
  g_assert_cmpuint (strlen (error->message), >, 0);
  g_assert_null (strchr (error->message, '\n'));
  g_assert_null (strchr (error->message, '\r'));
}

/* Load and replay: the error of whichever fails */
static GError *
load_and_replay_error (const char *data,
                       gsize       len,
                       Stage      *stage)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqHistory) history = NULL;
  GError *error = NULL;

  if (!sq_game_file_load_bytes (data, len, &file, &error))
    {
      g_assert_null (file);
      *stage = AT_LOAD;
      return error;
    }

  history = sq_history_new_from_file (file, &error);
  g_assert_null (history);
  *stage = AT_REPLAY;
  return error;
}

static JsonNode *
parse_json (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

static char *
to_text (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_generator_set_root (generator, node);
  return json_generator_to_data (generator, NULL);
}

/* The sealed example, with its "sealed" member sealing @plain instead */
static char *
reseal (const char *plain,
        gsize       len)
{
  g_autofree char *path = sq_test_data_path ("good", "example-sealed.json");
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) root = NULL;
  guint8 key[SQ_SEAL_KEY_BYTES];

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  root = parse_json (text);
  sq_seal_random_key (key);
  json_object_set_member (json_node_get_object (root), "sealed",
                          sq_seal_encode (key, plain, len, NULL));
  return to_text (root);
}

/* The sealed example with one member of "sealed" replaced (NULL: removed) */
static char *
edit_sealed (const char *member,
             JsonNode   *value)
{
  g_autofree char *path = sq_test_data_path ("good", "example-sealed.json");
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonObject *sealed;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  root = parse_json (text);
  sealed = json_object_get_object_member (json_node_get_object (root), "sealed");
  if (value != NULL)
    json_object_set_member (sealed, member, value);
  else
    json_object_remove_member (sealed, member);
  return to_text (root);
}

static void
expect_error (const char  *text,
              SqFileError  code,
              const char  *in_message)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_false (sq_game_file_load_bytes (text, strlen (text), &file, &error));
  g_assert_null (file);
  g_assert_error (error, SQ_FILE_ERROR, (gint) code);
  assert_one_line (error);
  if (in_message != NULL && strstr (error->message, in_message) == NULL)
    g_test_fail_printf ("\"%s\" does not contain \"%s\"", error->message, in_message);
}

/* A random game, its file and final state */
static SqGameFile *
play_game (guint64    seed,
           gboolean   vary,
           gboolean   purposeful,
           SqState  **final)
{
  SqTestRng r = { seed };
  SqSetup setup;
  g_autoptr(SqState) s = NULL;
  g_autoptr(GError) error = NULL;
  SqGameFile *file;
  SqAction buf[1024];

  sq_test_random_setup (&r, &setup, vary);
  file = sq_game_file_new (&setup);
  s = sq_state_new (&setup, &error);
  g_assert_no_error (error);

  while (s->outcome == SQ_OUTCOME_NONE && file->actions->len < MAX_STEPS)
    {
      SqAction a;

      g_assert_true (sq_test_pick_with (&r, s, buf, G_N_ELEMENTS (buf), purposeful, &a));
      g_assert_true (sq_apply (s, &a, &error));
      sq_game_file_append (file, &a);
    }

  *final = g_steal_pointer (&s);
  return file;
}

/* Tests: bad input */

static void
test_bad_files (void)
{
  g_autofree char *bad_dir = sq_test_data_path ("bad", "");
  g_autoptr(GDir) dir = g_dir_open (bad_dir, 0, NULL);
  const char *name;

  /* a file added to tests/data/bad belongs in the table above; until it
   * is, it must at least be refused */
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = sq_test_data_path ("bad", name);
      g_autofree char *data = NULL;
      g_autoptr(GError) error = NULL;
      gboolean listed = FALSE;
      gsize len;
      Stage stage;

      for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
        listed |= g_str_equal (bad_files[i].name, name);
      if (listed)
        continue;

      g_test_message ("tests/data/bad/%s: no expected error in this test yet", name);
      g_assert_true (g_file_get_contents (path, &data, &len, NULL));
      error = load_and_replay_error (data, len, &stage);
      g_assert_true (error->domain == SQ_FILE_ERROR);
      assert_one_line (error);
    }

  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      const BadFile *bad = &bad_files[i];
      g_autofree char *path = sq_test_data_path ("bad", bad->name);
      g_autofree char *data = NULL;
      g_autoptr(SqGameFile) file = NULL;
      g_autoptr(GError) error = NULL;
      gsize len;
      Stage stage;

      g_test_message ("%s", bad->name);

      /* from memory */
      g_assert_true (g_file_get_contents (path, &data, &len, NULL));
      error = load_and_replay_error (data, len, &stage);
      g_assert_error (error, SQ_FILE_ERROR, (gint) bad->code);
      g_assert_cmpint (stage, ==, bad->stage);
      assert_one_line (error);
      if (strstr (error->message, bad->in_message) == NULL)
        g_test_fail_printf ("%s: \"%s\" does not contain \"%s\"",
                            bad->name, error->message, bad->in_message);
      g_clear_error (&error);

      /* from the file, as the store and the CLI read it */
      if (sq_game_file_load_path (path, &file, &error))
        {
          g_autoptr(SqHistory) history = sq_history_new_from_file (file, &error);

          g_assert_null (history);
        }
      g_assert_error (error, SQ_FILE_ERROR, (gint) bad->code);
      assert_one_line (error);
    }
}

/* Too big and too deep: generated here, not committed */
static void
test_huge_and_deep (void)
{
  gsize huge_len = SQ_FILE_MAX_BYTES + 1;
  g_autofree char *huge = g_malloc (huge_len);
  gsize deep_len = 100000;
  g_autofree char *deep = g_malloc (deep_len);
  g_autoptr(GError) error = NULL;
  g_autofree char *sealed_deep = NULL;
  Stage stage;

  memset (huge, ' ', huge_len);
  huge[0] = '{';
  huge[huge_len - 1] = '}';
  error = load_and_replay_error (huge, huge_len, &stage);
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_LARGE);
  g_clear_error (&error);

  memset (deep, '[', deep_len);
  error = load_and_replay_error (deep, deep_len, &stage);
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_DEEP);
  g_clear_error (&error);

  /* deep nesting inside the sealed part, with a valid MAC: the unsealed
   * bytes get the same checks as a file */
  sealed_deep = reseal (deep, deep_len);
  expect_error (sealed_deep, SQ_FILE_ERROR_TOO_DEEP, "sealed: ");
}

/* json-glib 1.6 would read the first of two values (and leak the second) */
static void
test_trailing_values (void)
{
  static const char * const texts[] = {
    "{\"format\":\"squire-game\"}{\"a\":1}",
    "{} []",
    "5 {}",
    "null []",
    "\"squire-game\" {}",
  };
  static const char payload[] = "{\"setup\":{\"players\":3},\"actions\":[]} {\"x\":1}";
  g_autofree char *sealed = reseal (payload, strlen (payload));

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    expect_error (texts[i], SQ_FILE_ERROR_SYNTAX, "more data after the end");

  /* a stray bracket is the parser's to report */
  expect_error ("{\"a\": ]}", SQ_FILE_ERROR_SYNTAX, "not valid JSON");
  expect_error ("]", SQ_FILE_ERROR_SYNTAX, "not valid JSON");
  /* white space after the value is fine */
  expect_error ("[1]  \n\t ", SQ_FILE_ERROR_SHAPE, "expected a JSON object");

  expect_error (sealed, SQ_FILE_ERROR_SYNTAX, "sealed: line 1: more data after the end");
}

/* Tests: the sealed form */

static void
test_sealed_example (void)
{
  g_autofree char *plain_path = sq_test_data_path ("good", "example.json");
  g_autofree char *sealed_path = sq_test_data_path ("good", "example-sealed.json");
  g_autoptr(SqGameFile) plain = NULL;
  g_autoptr(SqGameFile) sealed = NULL;
  g_autoptr(SqState) a = NULL;
  g_autoptr(SqState) b = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (sq_game_file_load_path (plain_path, &plain, &error));
  g_assert_true (sq_game_file_load_path (sealed_path, &sealed, &error));
  g_assert_no_error (error);
  g_assert_false (plain->sealed);
  g_assert_true (sealed->sealed);
  g_assert_cmpstr (sealed->name, ==, plain->name);
  g_assert_cmpstr (sealed->created, ==, plain->created);
  g_assert_cmpmem (&sealed->setup, sizeof (SqSetup), &plain->setup, sizeof (SqSetup));

  a = sq_game_file_replay (plain, NULL, &error);
  b = sq_game_file_replay (sealed, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (sq_state_equal (a, b));
}

static void
test_sealed_hides_secrets (void)
{
  g_autoptr(SqState) final = NULL;
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqGameFile) back = NULL;
  g_autoptr(SqGameFile) other = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *sealed = NULL;
  g_autofree char *plain = NULL;
  g_autofree char *again = NULL;
  g_autofree char *seed = NULL;
  static const char * const secrets[] = {
    "\"actions\"", "\"type\"", "\"cards\"", "\"seed\"", "fight-", "draw-black",
    "end-turn", NULL
  };
  gsize len;

  file = play_game (555, TRUE, TRUE, &final);
  g_assert_cmpuint (file->actions->len, >, 20);
  file->name = g_strdup ("Friday");
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, file->setup.seed);

  plain = sq_game_file_to_data (file, NULL);
  sealed = sq_game_file_to_sealed_data (file, &len);
  g_assert_cmpuint (strlen (sealed), ==, len);

  /* the plain form shows them all; the sealed one none */
  g_assert_nonnull (strstr (plain, seed));
  g_assert_null (strstr (sealed, seed));
  for (guint i = 0; secrets[i] != NULL; i++)
    {
      g_assert_nonnull (strstr (plain, secrets[i]));
      if (strstr (sealed, secrets[i]) != NULL)
        g_test_fail_printf ("the sealed form shows %s", secrets[i]);
    }
  /* the public facts stay readable */
  g_assert_nonnull (strstr (sealed, "\"Friday\""));
  g_assert_nonnull (strstr (sealed, "\"players\""));
  g_assert_nonnull (strstr (sealed, "\"loyalty\""));

  /* the key is the game's own: kept across a load and a save */
  g_assert_true (sq_game_file_load_bytes (sealed, len, &back, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (back->key, sizeof back->key, file->key, sizeof file->key);
  again = sq_game_file_to_sealed_data (back, NULL);
  g_assert_cmpstr (again, ==, sealed);

  /* and every game has its own */
  other = sq_game_file_new (&file->setup);
  g_assert_cmpint (memcmp (other->key, file->key, sizeof file->key), !=, 0);
}

static void
test_sealed_structure (void)
{
  g_autofree char *example_path = sq_test_data_path ("good", "example-sealed.json");
  g_autofree char *example = NULL;
  g_autofree char *text = NULL;

  g_assert_true (g_file_get_contents (example_path, &example, NULL, NULL));

  {
    GString *s = g_string_new (example);

    g_string_replace (s, "\"players\" :", "\"seed\" : \"20240503\", \"players\" :", 1);
    expect_error (s->str, SQ_FILE_ERROR_SHAPE, "setup.seed: not allowed in clear");
    g_string_free (s, TRUE);

    s = g_string_new (example);
    g_string_replace (s, "\"knights\" : [", "\"knights\" : \"random\", \"x\" : [", 1);
    expect_error (s->str, SQ_FILE_ERROR_SHAPE, "setup.knights: a sealed file names");
    g_string_free (s, TRUE);

    s = g_string_new (example);
    g_string_replace (s, "\"sealed\" :", "\"actions\" : [], \"sealed\" :", 1);
    expect_error (s->str, SQ_FILE_ERROR_SHAPE, "actions: not allowed beside");
    g_string_free (s, TRUE);

    s = g_string_new (example);
    g_string_replace (s, "\"sealed\" :", "\"hints\" : true, \"sealed\" :", 1);
    expect_error (s->str, SQ_FILE_ERROR_SHAPE, "hints: unknown key");
    g_string_free (s, TRUE);

    s = g_string_new (example);
    g_string_replace (s, "\"version\" : 1", "\"version\" : 3", 1);
    expect_error (s->str, SQ_FILE_ERROR_VERSION, "newer");
    g_string_free (s, TRUE);

    /* a version 1 file relabelled as version 2: its sealed part has no
     * copy of the clear members, so it cannot pass for a newer file */
    s = g_string_new (example);
    g_string_replace (s, "\"version\" : 1", "\"version\" : 2", 1);
    expect_error (s->str, SQ_FILE_ERROR_SEALED, "format: differs from the sealed copy");
    g_string_free (s, TRUE);
  }

  text = edit_sealed ("scheme", json_node_init_string (json_node_alloc (), "rot13"));
  expect_error (text, SQ_FILE_ERROR_VERSION, "sealed.scheme");
  g_clear_pointer (&text, g_free);

  text = edit_sealed ("key", json_node_init_string (json_node_alloc (), "c2hvcnQ="));
  expect_error (text, SQ_FILE_ERROR_SEALED, "sealed.key");
  g_clear_pointer (&text, g_free);

  text = edit_sealed ("key", json_node_init_string (json_node_alloc (), "not base64!"));
  expect_error (text, SQ_FILE_ERROR_SEALED, "sealed.key");
  g_clear_pointer (&text, g_free);

  text = edit_sealed ("length", json_node_init_int (json_node_alloc (), -1));
  expect_error (text, SQ_FILE_ERROR_RANGE, "sealed.length");
  g_clear_pointer (&text, g_free);

  text = edit_sealed ("length", json_node_init_string (json_node_alloc (), "959"));
  expect_error (text, SQ_FILE_ERROR_SHAPE, "sealed.length");
  g_clear_pointer (&text, g_free);

  text = edit_sealed ("length", json_node_init_int (json_node_alloc (), 960));
  expect_error (text, SQ_FILE_ERROR_SEALED, "sealed.data");
  g_clear_pointer (&text, g_free);

  text = edit_sealed ("data", json_node_init_string (json_node_alloc (), "****"));
  expect_error (text, SQ_FILE_ERROR_SEALED, "not base64");
  g_clear_pointer (&text, g_free);

  text = edit_sealed ("data", json_node_init_int (json_node_alloc (), 5));
  expect_error (text, SQ_FILE_ERROR_SHAPE, "sealed.data");
  g_clear_pointer (&text, g_free);

  text = edit_sealed ("mac", NULL);
  expect_error (text, SQ_FILE_ERROR_SHAPE, "sealed.mac: missing");
  g_clear_pointer (&text, g_free);

  text = edit_sealed ("mac", json_node_init_string (json_node_alloc (), "00"));
  expect_error (text, SQ_FILE_ERROR_SEALED, "checksum mismatch");
  g_clear_pointer (&text, g_free);

  text = edit_sealed ("extra", json_node_init_int (json_node_alloc (), 1));
  expect_error (text, SQ_FILE_ERROR_SHAPE, "sealed.extra: unknown key");
  g_clear_pointer (&text, g_free);

  {
    GString *s = g_string_new (example);

    g_string_replace (s, "\"sealed\" : {", "\"sealed\" : [], \"x\" : {", 1);
    expect_error (s->str, SQ_FILE_ERROR_SHAPE, NULL);
    g_string_free (s, TRUE);
  }
}

/* What the MAC lets through gets the loader's checks all the same */
static void
test_sealed_payload (void)
{
  static const struct {
    const char *payload;
    SqFileError code;
    const char *in_message;
  } cases[] = {
    { "", SQ_FILE_ERROR_EMPTY, "sealed: " },
    { "{\"setup\":{\"players\":3}", SQ_FILE_ERROR_SYNTAX, "sealed: not valid JSON" },
    { "[]", SQ_FILE_ERROR_SHAPE, "sealed: expected a JSON object" },
    { "{\"setup\":{\"players\":3}}", SQ_FILE_ERROR_SHAPE, "sealed: actions: missing" },
    { "{\"setup\":{\"players\":3},\"actions\":[],\"x\":1}", SQ_FILE_ERROR_SHAPE, "sealed: x: unknown key" },
    { "{\"setup\":{\"players\":9},\"actions\":[]}", SQ_FILE_ERROR_RANGE, "sealed: setup.players" },
    { "{\"setup\":{\"players\":3},\"actions\":[{\"type\":\"fly\"}]}", SQ_FILE_ERROR_UNKNOWN_NAME, "sealed: action 0" },
    { "{\"setup\":{\"players\":3},\"actions\":[],\"redo\":[5]}", SQ_FILE_ERROR_SHAPE, "sealed: redo 0" },
    /* a sealed setup that is not the one in clear */
    { "{\"setup\":{\"players\":4},\"actions\":[]}", SQ_FILE_ERROR_SEALED, "differs" },
  };
  static const char not_utf8[] = "{\"setup\":\"caf\xe9\"}";

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = reseal (cases[i].payload, strlen (cases[i].payload));

      g_test_message ("%s", cases[i].payload);
      expect_error (text, cases[i].code, cases[i].in_message);
    }

  {
    g_autofree char *text = reseal (not_utf8, sizeof not_utf8 - 1);

    expect_error (text, SQ_FILE_ERROR_NOT_UTF8, "sealed: ");
  }
}

/* A keystream kept between saves seals as one made afresh: as the game
 * grows, after an undo (shorter), and for another game's key. */
static void
test_sealed_stream (void)
{
  static const gsize lengths[] = { 1, 31, 32, 33, 500, 64, 2000, 7 };
  g_autoptr(SqSealStream) stream = sq_seal_stream_new ();
  g_autofree char *plain = g_malloc (2000);
  guint8 keys[2][SQ_SEAL_KEY_BYTES];

  for (guint i = 0; i < 2000; i++)
    plain[i] = 'a' + i % 26;
  sq_seal_random_key (keys[0]);
  sq_seal_random_key (keys[1]);

  for (guint k = 0; k < 2; k++)
    for (guint i = 0; i < G_N_ELEMENTS (lengths); i++)
      {
        g_autoptr(JsonNode) fresh = sq_seal_encode (keys[k], plain, lengths[i], NULL);
        g_autoptr(JsonNode) kept = sq_seal_encode (keys[k], plain, lengths[i], stream);
        g_autofree char *fresh_text = to_text (fresh);
        g_autofree char *kept_text = to_text (kept);
        g_autofree char *back = NULL;
        guint8 key[SQ_SEAL_KEY_BYTES];
        gsize len = 0;

        g_test_message ("key %u, %" G_GSIZE_FORMAT " bytes", k, lengths[i]);
        g_assert_cmpstr (kept_text, ==, fresh_text);
        back = sq_seal_decode (kept, key, &len, NULL);
        g_assert_nonnull (back);
        g_assert_cmpmem (back, len, plain, lengths[i]);
      }
}

/* Every change inside the blob is noticed; every truncation is an error;
 * nothing crashes. */
static void
test_sealed_damage_sweep (void)
{
  g_autofree char *path = sq_test_data_path ("good", "example-sealed.json");
  g_autofree char *text = NULL;
  g_autoptr(SqGameFile) original = NULL;
  g_autoptr(SqState) expected = NULL;
  const char *data;
  const char *end;
  gsize len;
  guint n_noticed = 0;

  g_assert_true (g_file_get_contents (path, &text, &len, NULL));
  g_assert_true (sq_game_file_load_bytes (text, len, &original, NULL));
  expected = sq_game_file_replay (original, NULL, NULL);

  data = strstr (text, "\"data\" : \"");
  g_assert_nonnull (data);
  data += strlen ("\"data\" : \"");
  end = strchr (data, '"');

  for (const char *p = data; p < end; p++)
    {
      g_autofree char *copy = g_strdup (text);
      g_autoptr(SqGameFile) file = NULL;
      g_autoptr(GError) error = NULL;
      gsize at = p - text;

      if (copy[at] == '=')
        continue;
      copy[at] = copy[at] == 'A' ? 'B' : 'A';

      if (sq_game_file_load_bytes (copy, len, &file, &error))
        {
          /* only the spare bits of the last character can change without
           * changing a byte: then it is the same game */
          g_autoptr(SqState) state = sq_game_file_replay (file, NULL, NULL);

          g_assert_true (sq_state_equal (state, expected));
          g_assert_cmpuint (end - p, <=, 3);
          continue;
        }
      g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SEALED);
      n_noticed++;
    }
  g_assert_cmpuint (n_noticed, >, 1000);

  /* cut anywhere before the closing brace */
  for (gsize cut = 0; cut < len - 2; cut++)
    {
      g_autoptr(SqGameFile) file = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_false (sq_game_file_load_bytes (text, cut, &file, &error));
      g_assert_true (error->domain == SQ_FILE_ERROR);
      assert_one_line (error);
    }
}

/* Tests: logs */

static guint n_logged;
static gboolean secret_logged;
static char *secret_seed;

static void
log_handler (const char     *domain,
             GLogLevelFlags  level,
             const char     *message,
             gpointer        user_data)
{
  n_logged++;
  if (strstr (message, secret_seed) != NULL || strstr (message, "fight-") != NULL)
    secret_logged = TRUE;
}

static void
test_no_secret_in_logs (void)
{
  g_autofree char *dir = sq_test_make_temp_dir ();
  g_autoptr(SqStore) store = sq_store_new (dir);
  g_autoptr(SqState) final = NULL;
  g_autoptr(SqGameFile) played = play_game (8080, TRUE, TRUE, &final);
  g_autoptr(SqGameFile) file = sq_game_file_new (&played->setup);
  g_autoptr(SqHistory) history = sq_history_new (&played->setup, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *exported = g_build_filename (dir, "exported.squire", NULL);
  g_autofree char *imported = NULL;
  guint handler;

  secret_seed = g_strdup_printf ("%" G_GUINT64_FORMAT, played->setup.seed);
  /* every level of the engine's domain, debug included, whatever
   * G_MESSAGES_DEBUG says */
  handler = g_log_set_handler ("squire-engine",
                               G_LOG_LEVEL_MASK | G_LOG_FLAG_FATAL | G_LOG_FLAG_RECURSION,
                               log_handler, NULL);

  id = sq_store_create (store, file, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < played->actions->len; i++)
    {
      g_assert_true (sq_history_apply (history, &g_array_index (played->actions, SqAction, i), NULL));
      g_assert_true (sq_store_save (store, id, file, history, &error));
    }
  sq_history_undo (history);
  g_assert_true (sq_store_save (store, id, file, history, &error));
  g_assert_true (sq_store_refresh (store, &error));
  g_assert_true (sq_store_export (store, id, exported, &error));
  imported = sq_store_import (store, exported, &error);
  g_assert_no_error (error);

  g_log_remove_handler ("squire-engine", handler);
  g_test_message ("%u messages logged", n_logged);
  g_assert_false (secret_logged);

  g_clear_pointer (&secret_seed, g_free);
  sq_test_remove_tree (dir);
}

/* Tests: crash safety */

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/persistence/bad/files", test_bad_files);
  g_test_add_func ("/persistence/bad/huge-and-deep", test_huge_and_deep);
  g_test_add_func ("/persistence/bad/trailing-values", test_trailing_values);
  g_test_add_func ("/persistence/sealed/example", test_sealed_example);
  g_test_add_func ("/persistence/sealed/hides-secrets", test_sealed_hides_secrets);
  g_test_add_func ("/persistence/sealed/structure", test_sealed_structure);
  g_test_add_func ("/persistence/sealed/payload", test_sealed_payload);
  g_test_add_func ("/persistence/sealed/stream", test_sealed_stream);
  g_test_add_func ("/persistence/sealed/damage-sweep", test_sealed_damage_sweep);
  g_test_add_func ("/persistence/no-secret-in-logs", test_no_secret_in_logs);

  return g_test_run ();
}

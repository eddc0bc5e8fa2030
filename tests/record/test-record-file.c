/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The record layer's game files and typed history over a toy game, a
 * tally, that no engine knows: the typed API the macros make, plain and
 * sealed round trips with a member of the game's own in clear and one
 * beside the actions, what the sealed form hides, the envelope's
 * refusals (another game's marker, a newer version, a member out of
 * place, too many actions, a changed member in clear), the replay's
 * error messages and a history read from a file with redo entries. */

#include <string.h>

#include <glib/gstdio.h>

#include "sq-record-history-typed.h"

#define TALLY_FORMAT      "tally-game"
#define TALLY_MAX_ACTIONS 6
#define TALLY_GOAL        10

typedef struct {
  gint64 start;
  guint64 seed;
} TallySetup;

typedef struct {
  TallySetup setup;
  gint64 value;
} TallyState;

typedef enum {
  TALLY_ADD,
  TALLY_DOUBLE,
  TALLY_N_TYPES,
} TallyType;

typedef struct {
  TallyType type;
  gint amount;
} TallyAction;

typedef struct {
  TallySetup setup;
  GArray *actions;
  GArray *redo;
  char *name;
  char *colour;       /* the game's own, in clear */
  char *created;
  char *updated;
  GArray *marks;      /* the game's own, beside the actions: gint64 */
  gboolean sealed;
  guint8 key[SQ_RECORD_FILE_KEY_BYTES];
} TallyFile;

struct _TallyHistory {
  TallySetup setup;
  SqRecordHistory *record;
};

SQ_RECORD_DECLARE_FILE (TallyFile, tally_file, TallySetup, TallyAction)
SQ_RECORD_DECLARE_HISTORY (TallyHistory, tally_history, TallyFile, TallySetup, TallyAction,
                           TallyState)

static GQuark tally_error_quark (void);
G_DEFINE_QUARK (tally-error-quark, tally_error)

static const char * const type_names[] = { "add", "double" };

/* The rules */

static gboolean
tally_apply (TallyState         *state,
             const TallyAction  *action,
             GError            **error)
{
  if (action->type == TALLY_ADD && action->amount == 0)
    {
      g_set_error_literal (error, tally_error_quark (), 0, "tally.zero");
      return FALSE;
    }

  state->value = action->type == TALLY_ADD ? state->value + action->amount : state->value * 2;
  return TRUE;
}

static gboolean
tally_action_equal (const TallyAction *a,
                    const TallyAction *b)
{
  return a->type == b->type && a->amount == b->amount;
}

static TallyState *
tally_state_new (const TallySetup  *setup,
                 GError           **error)
{
  TallyState *state;

  if (setup->start < 0)
    {
      g_set_error_literal (error, tally_error_quark (), 1, "tally.start");
      return NULL;
    }

  state = g_new0 (TallyState, 1);
  state->setup = *setup;
  state->value = setup->start;
  return state;
}

static const char *
tally_type_name (TallyType type)
{
  return type < TALLY_N_TYPES ? type_names[type] : NULL;
}

static const char *
tally_action_type_name (const TallyAction *action)
{
  return tally_type_name (action->type);
}

static const char *
tally_error_name (const GError *error)
{
  return error->code == 0 ? "zero" : "start";
}

static gboolean
tally_finished (const TallyState *state)
{
  return state->value >= TALLY_GOAL;
}

SQ_RECORD_DEFINE_RULESET (tally_ruleset, "Tally", TallyState, TallyAction, TallySetup,
                          tally_apply, tally_action_equal, tally_state_new,
                          tally_action_type_name, tally_error_name, tally_finished);

/* Its JSON */

static JsonNode *
tally_setup_to_json (const TallySetup *setup)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, setup->seed);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "start");
  json_builder_add_int_value (builder, setup->start);
  json_builder_set_member_name (builder, "seed");
  json_builder_add_string_value (builder, seed);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

static gboolean
tally_setup_from_json (JsonNode    *node,
                       TallySetup  *setup,
                       GError     **error)
{
  JsonObject *object = json_node_get_object (node);
  const char *seed = "0";
  gint64 start;

  if (!sq_json_read_int (json_object_get_member (object, "start"), "start", -100, 100,
                         &start, error))
    return FALSE;
  if (json_object_has_member (object, "seed")
      && !sq_json_read_string (json_object_get_member (object, "seed"), "seed", &seed, error))
    return FALSE;

  setup->start = start;
  setup->seed = g_ascii_strtoull (seed, NULL, 10);
  return TRUE;
}

static gboolean
tally_type_from_name (const char *name,
                      TallyType  *type)
{
  for (guint i = 0; i < TALLY_N_TYPES; i++)
    if (g_str_equal (name, type_names[i]))
      {
        *type = i;
        return TRUE;
      }

  return FALSE;
}

static JsonNode *
tally_action_to_json (const TallyAction *action)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, type_names[action->type]);
  json_builder_set_member_name (builder, "amount");
  json_builder_add_int_value (builder, action->amount);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

static gboolean
tally_action_from_json (JsonNode     *node,
                        TallyAction  *action,
                        GError      **error)
{
  JsonObject *object;
  const char *name;
  gint64 amount;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return sq_json_shape_error (error, "", "an object", node);
  object = json_node_get_object (node);
  if (!sq_json_check_keys (object, (const char * const[]) { "type", "amount", NULL }, NULL,
                           error)
      || !sq_json_read_string (json_object_get_member (object, "type"), "type", &name, error)
      || !sq_json_read_int (json_object_get_member (object, "amount"), "amount", -9, 9,
                            &amount, error))
    return FALSE;
  if (!tally_type_from_name (name, &action->type))
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_UNKNOWN_NAME, "type: unknown");
      return FALSE;
    }

  action->amount = amount;
  return TRUE;
}

/* Its own members */

static gboolean
read_colour (JsonNode   *node,
             gint64      version,
             TallyFile  *file,
             GError    **error)
{
  const char *colour;

  if (node == NULL)
    return TRUE;
  if (!sq_json_read_string (node, "colour", &colour, error))
    return FALSE;

  file->colour = g_strdup (colour);
  return TRUE;
}

static JsonNode *
write_colour (const TallyFile *file)
{
  return file->colour != NULL ? json_node_init_string (json_node_alloc (), file->colour) : NULL;
}

static void
free_colour (TallyFile *file)
{
  g_clear_pointer (&file->colour, g_free);
}

static void
new_marks (TallyFile *file)
{
  file->marks = g_array_new (FALSE, TRUE, sizeof (gint64));
}

static void
free_marks (TallyFile *file)
{
  g_clear_pointer (&file->marks, g_array_unref);
}

static gboolean
read_marks (JsonNode   *node,
            gint64      version,
            TallyFile  *file,
            GError    **error)
{
  JsonArray *array;

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return sq_json_shape_error (error, "marks", "an array", node);

  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      gint64 mark;

      if (!sq_json_read_int (json_array_get_element (array, i), "marks", 0, 99, &mark, error))
        return FALSE;
      g_array_append_val (file->marks, mark);
    }
  return TRUE;
}

static JsonNode *
write_marks (const TallyFile *file)
{
  JsonArray *array;
  JsonNode *node;

  if (file->marks->len == 0)
    return NULL;

  array = json_array_new ();
  for (guint i = 0; i < file->marks->len; i++)
    json_array_add_int_element (array, g_array_index (file->marks, gint64, i));
  node = json_node_new (JSON_NODE_ARRAY);
  json_node_take_array (node, array);
  return node;
}

static const SqRecordMember tally_members[] = {
  SQ_RECORD_MEMBER ("colour", TRUE, NULL, free_colour, read_colour, write_colour),
  SQ_RECORD_MEMBER ("marks", FALSE, new_marks, free_marks, read_marks, write_marks),
  { NULL },
};

static const SqRecordFormat tally_format = {
  .ruleset = &tally_ruleset,
  .format = TALLY_FORMAT,
  .version = 2,
  .max_actions = TALLY_MAX_ACTIONS,
  .other_format = "counter-game",
  .other_game = " (a counter)",
  SQ_RECORD_FILE_LAYOUT (TallyFile),
  SQ_RECORD_FORMAT_JSON (tally_setup_to_json, tally_setup_from_json, tally_action_to_json,
                         tally_action_from_json, tally_type_from_name, tally_type_name),
  .members = tally_members,
};

static const SqRecordHistoryClass tally_history_class = {
  .format = &tally_format,
};

SQ_RECORD_DEFINE_FILE (TallyFile, tally_file, TallySetup, TallyAction, &tally_format)
SQ_RECORD_DEFINE_HISTORY (TallyHistory, tally_history, TallyFile, TallySetup, TallyAction,
                          TallyState, &tally_history_class)

/* Helpers */

static TallyFile *
make_file (void)
{
  TallySetup setup = { 2, 424242 };
  TallyFile *file = tally_file_new (&setup);
  const TallyAction actions[] = { { TALLY_ADD, 3 }, { TALLY_DOUBLE, 0 }, { TALLY_ADD, -1 } };
  const TallyAction undone = { TALLY_ADD, 7 };
  gint64 mark = 42;

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    tally_file_append (file, &actions[i]);
  g_array_append_val (file->redo, undone);
  g_array_append_val (file->marks, mark);
  file->name = g_strdup ("Tuesday");
  file->colour = g_strdup ("teal");
  file->created = g_strdup ("2026-11-26T10:00:00Z");
  return file;
}

static void
assert_same_file (const TallyFile *a,
                  const TallyFile *b)
{
  g_assert_cmpint (a->setup.start, ==, b->setup.start);
  g_assert_cmpuint (a->setup.seed, ==, b->setup.seed);
  g_assert_cmpmem (a->actions->data, a->actions->len * sizeof (TallyAction),
                   b->actions->data, b->actions->len * sizeof (TallyAction));
  g_assert_cmpmem (a->redo->data, a->redo->len * sizeof (TallyAction),
                   b->redo->data, b->redo->len * sizeof (TallyAction));
  g_assert_cmpmem (a->marks->data, a->marks->len * sizeof (gint64),
                   b->marks->data, b->marks->len * sizeof (gint64));
  g_assert_cmpstr (a->name, ==, b->name);
  g_assert_cmpstr (a->colour, ==, b->colour);
  g_assert_cmpstr (a->created, ==, b->created);
  g_assert_cmpstr (a->updated, ==, b->updated);
}

static TallyFile *
load (const char *data)
{
  g_autoptr(GError) error = NULL;
  TallyFile *file = NULL;

  g_assert_true (tally_file_load_bytes (data, strlen (data), &file, &error));
  g_assert_no_error (error);
  return file;
}

static void
load_fails (const char  *data,
            SqFileError  code,
            const char  *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TallyFile) file = NULL;

  g_assert_false (tally_file_load_bytes (data, strlen (data), &file, &error));
  g_assert_error (error, SQ_FILE_ERROR, (gint) code);
  g_assert_null (file);
  if (strstr (error->message, message) == NULL)
    g_error ("\"%s\" does not say \"%s\"", error->message, message);
}

/* Tests */

static void
test_plain_round_trip (void)
{
  g_autoptr(TallyFile) file = make_file ();
  g_autofree char *data = tally_file_to_data (file, NULL);
  g_autoptr(TallyFile) back = load (data);
  g_autoptr(GError) error = NULL;
  g_autofree TallyState *state = NULL;
  guint n = 0;

  g_assert_nonnull (strstr (data, "\"format\" : \"tally-game\""));
  g_assert_nonnull (strstr (data, "\"colour\" : \"teal\""));
  g_assert_false (back->sealed);
  assert_same_file (file, back);

  /* (2 + 3) * 2 - 1; the redo entry is not replayed */
  state = sq_record_file_replay (&tally_format, back, &n, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpint (state->value, ==, 9);
}

static void
test_sealed_round_trip (void)
{
  g_autoptr(TallyFile) file = make_file ();
  g_autofree char *data = tally_file_to_sealed_data (file, NULL);
  g_autoptr(TallyFile) back = load (data);

  /* in clear: the name and the game's own member in clear; not the seed,
   * the actions or the member beside them */
  g_assert_nonnull (strstr (data, "\"colour\" : \"teal\""));
  g_assert_nonnull (strstr (data, "\"name\" : \"Tuesday\""));
  g_assert_null (strstr (data, "424242"));
  g_assert_null (strstr (data, "\"double\""));
  g_assert_null (strstr (data, "\"marks\""));
  g_assert_true (back->sealed);
  g_assert_cmpmem (back->key, sizeof back->key, file->key, sizeof file->key);
  assert_same_file (file, back);
}

static void
test_sealed_member_changed (void)
{
  g_autoptr(TallyFile) file = make_file ();
  g_autofree char *data = tally_file_to_sealed_data (file, NULL);
  g_autoptr(GString) changed = g_string_new (data);

  g_assert_cmpuint (g_string_replace (changed, "\"teal\"", "\"blue\"", 1), ==, 1);
  load_fails (changed->str, SQ_FILE_ERROR_SEALED, "colour: differs from the sealed copy");
}

static void
test_envelope (void)
{
  load_fails ("{\"format\":\"counter-game\",\"version\":1}", SQ_FILE_ERROR_SHAPE,
              "expected \"tally-game\", got \"counter-game\" (a counter)");
  load_fails ("{\"format\":\"other\",\"version\":1}", SQ_FILE_ERROR_SHAPE,
              "expected \"tally-game\", got \"other\"");
  load_fails ("{\"format\":\"tally-game\",\"version\":3}", SQ_FILE_ERROR_VERSION,
              "version: 3 is from a newer Squire (this build reads versions 1 to 2)");
  load_fails ("{\"format\":\"tally-game\",\"version\":2,\"setup\":{\"start\":1},"
              "\"actions\":[],\"points\":1}", SQ_FILE_ERROR_SHAPE, "points: unknown key");
  load_fails ("{\"format\":\"tally-game\",\"version\":2,\"setup\":{\"start\":1},"
              "\"sealed\":{},\"marks\":[]}", SQ_FILE_ERROR_SHAPE,
              "marks: not allowed beside \"sealed\"");
  load_fails ("{\"format\":\"tally-game\",\"version\":2,\"setup\":{\"start\":1,\"seed\":\"1\"},"
              "\"sealed\":{}}", SQ_FILE_ERROR_SHAPE, "setup.seed: not allowed in clear");
  load_fails ("{\"format\":\"tally-game\",\"version\":2,\"setup\":{\"start\":1},"
              "\"actions\":[{\"type\":\"add\",\"amount\":1}],"
              "\"redo\":[{\"type\":\"add\",\"amount\":1},{\"type\":\"add\",\"amount\":1},"
              "{\"type\":\"add\",\"amount\":1},{\"type\":\"add\",\"amount\":1},"
              "{\"type\":\"add\",\"amount\":1},{\"type\":\"add\",\"amount\":1}]}",
              SQ_FILE_ERROR_TOO_MANY_ACTIONS, "redo: 7 actions, at most 6 allowed");
  load_fails ("{\"format\":\"tally-game\",\"version\":2,\"setup\":{\"start\":1},"
              "\"actions\":[{\"type\":\"add\",\"amount\":1},{\"type\":\"double\",\"amount\":\"x\"}]}",
              SQ_FILE_ERROR_SHAPE, "action 1 (double): amount: expected an integer");
  load_fails ("{\"format\":\"tally-game\",\"version\":2,\"setup\":{\"start\":1},"
              "\"actions\":[],\"marks\":[100]}", SQ_FILE_ERROR_RANGE, "marks: 100 is out of range");
}

static void
test_replay_errors (void)
{
  g_autoptr(TallyFile) file = make_file ();
  g_autoptr(GError) error = NULL;
  g_autofree TallyState *state = NULL;
  const TallyAction zero = { TALLY_ADD, 0 };
  guint n = 0;

  tally_file_append (file, &zero);
  state = sq_record_file_replay (&tally_format, file, &n, &error);
  g_assert_null (state);
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_ILLEGAL_ACTION);
  g_assert_cmpstr (error->message, ==, "action 3 (add): refused with zero (rule tally.zero)");
  g_assert_cmpuint (n, ==, 3);
  g_clear_error (&error);

  file->setup.start = -1;
  state = sq_record_file_replay (&tally_format, file, NULL, &error);
  g_assert_null (state);
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_BAD_SETUP);
  g_assert_cmpstr (error->message, ==, "setup: refused with start (rule tally.start)");
}

static void
test_history_from_file (void)
{
  g_autoptr(TallyFile) file = make_file ();
  g_autoptr(TallyFile) written = tally_file_new (&file->setup);
  g_autoptr(TallyHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  const TallyAction again = { TALLY_ADD, 1 };

  history = tally_history_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tally_history_get_n_entries (history), ==, 4);
  g_assert_cmpuint (tally_history_get_position (history), ==, 3);
  g_assert_cmpint (tally_history_get_state (history)->value, ==, 9);
  g_assert_false (tally_history_is_finished (history));

  /* the redo entry reaches the goal */
  g_assert_true (tally_history_redo (history));
  g_assert_cmpint (tally_history_get_state (history)->value, ==, 16);
  g_assert_true (tally_history_is_finished (history));
  g_assert_true (tally_history_jump_to (history, 1));
  g_assert_cmpint (tally_history_get_entry (history, 1)->type, ==, TALLY_DOUBLE);

  /* a new line of play drops the redo entries; the file gets the split */
  g_assert_true (tally_history_apply (history, &again, &error));
  g_assert_no_error (error);
  tally_history_write_to_file (history, written);
  g_assert_cmpuint (written->actions->len, ==, 2);
  g_assert_cmpuint (written->redo->len, ==, 0);
  g_assert_cmpint (tally_history_get_setup (history)->start, ==, 2);
}

static void
test_save_sealed (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("squire-record-file-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(TallyFile) file = make_file ();
  g_autoptr(TallyFile) back = NULL;
  GStatBuf st;

  g_assert_no_error (error);
  path = g_build_filename (dir, "tally.json", NULL);
  g_assert_true (tally_file_save_sealed (file, path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_assert_true (tally_file_load_path (path, &back, &error));
  g_assert_no_error (error);
  assert_same_file (file, back);

  /* a folder is not a file */
  g_clear_pointer (&back, tally_file_free);
  g_assert_false (tally_file_load_path (dir, &back, &error));
  g_assert_nonnull (error);
  g_assert_null (back);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/record/file/plain-round-trip", test_plain_round_trip);
  g_test_add_func ("/record/file/sealed-round-trip", test_sealed_round_trip);
  g_test_add_func ("/record/file/sealed-member-changed", test_sealed_member_changed);
  g_test_add_func ("/record/file/envelope", test_envelope);
  g_test_add_func ("/record/file/replay-errors", test_replay_errors);
  g_test_add_func ("/record/file/history-from-file", test_history_from_file);
  g_test_add_func ("/record/file/save-sealed", test_save_sealed);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Camelot Legends game file: what the record layer's files
 * (src/record/sq-record-file.h) need of this game, and what it adds to
 * them: the players' names in clear (version 3 on), and a sniff that
 * tells its files from the main game's. The loader, the sealing and the
 * writers are the record layer's. */

#include "sq-legends-file-private.h"

#include "sq-legends-names.h"
#include "sq-legends-rules.h"

G_STATIC_ASSERT (SQ_LEGENDS_FILE_KEY_BYTES == SQ_RECORD_FILE_KEY_BYTES);

/* The ruleset */

static gboolean
ruleset_apply (gpointer       state,
               gconstpointer  action,
               GError       **error)
{
  return sq_legends_apply (state, action, error);
}

static gboolean
ruleset_action_equal (gconstpointer a,
                      gconstpointer b)
{
  return sq_legends_action_equal (a, b);
}

static const char *
ruleset_action_type_name (gconstpointer action)
{
  const SqLegendsAction *a = action;

  return sq_legends_action_type_name (a->type);
}

static const char *
ruleset_error_name (const GError *error)
{
  return sq_legends_error_name (error->code);
}

static gpointer
ruleset_state_new (gconstpointer   setup,
                   GError        **error)
{
  return sq_legends_state_new (setup, error);
}

static gboolean
ruleset_is_finished (gconstpointer state)
{
  const SqLegendsState *s = state;

  return s->finished;
}

/* Camelot Legends for the record layer */
const SqRecordRuleset sq_legends_ruleset = {
  .name = "Camelot Legends",
  .state_size = sizeof (SqLegendsState),
  .action_size = sizeof (SqLegendsAction),
  .setup_size = sizeof (SqLegendsSetup),
  .checkpoint_every = SQ_RECORD_CHECKPOINT_EVERY,
  .apply = ruleset_apply,
  .action_equal = ruleset_action_equal,
  .action_type_name = ruleset_action_type_name,
  .error_name = ruleset_error_name,
  .file_error_quark = sq_file_error_quark,
  .file_error_illegal_action = SQ_FILE_ERROR_ILLEGAL_ACTION,
  .state_new = ruleset_state_new,
  .is_finished = ruleset_is_finished,
};

/* The format */

static JsonNode *
format_setup_to_json (gconstpointer setup)
{
  return sq_legends_setup_to_json (setup);
}

static gboolean
format_setup_from_json (JsonNode  *node,
                        gpointer   setup,
                        GError   **error)
{
  return sq_legends_setup_from_json (node, setup, error);
}

static JsonNode *
format_action_to_json (gconstpointer action)
{
  return sq_legends_action_to_json (action);
}

static gboolean
format_action_from_json (JsonNode  *node,
                         gpointer   action,
                         GError   **error)
{
  return sq_legends_action_from_json (node, action, error);
}

static const char *
format_action_type_from_name (const char *name)
{
  SqLegendsActionType type;

  return sq_legends_action_type_from_name (name, &type)
         ? sq_legends_action_type_name (type) : NULL;
}

static void
format_clear (gpointer file)
{
  SqLegendsFile *f = file;

  g_clear_pointer (&f->player_names, g_strfreev);
}

/* "player_names" (version 3 on, optional): one name per seat of the
 * setup, each a name as the game's own is */
static gboolean
format_read_clear (JsonObject  *object,
                   gint64       version,
                   gpointer     file,
                   GError     **error)
{
  SqLegendsFile *f = file;
  JsonNode *node = json_object_get_member (object, "player_names");
  g_autoptr(GStrvBuilder) names = NULL;
  JsonArray *array;

  if (node == NULL)
    return TRUE;
  if (version < 3)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "player_names: not in a file of version %d (from version 3 on)",
                   (int) version);
      return FALSE;
    }
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return sq_json_shape_error (error, "player_names", "an array", node);
  array = json_node_get_array (node);
  if (json_array_get_length (array) != f->setup.n_players)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE,
                   "player_names: %u names for %u players",
                   json_array_get_length (array), (guint) f->setup.n_players);
      return FALSE;
    }

  names = g_strv_builder_new ();
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *key = g_strdup_printf ("player_names[%u]", i);
      const char *name;

      if (!sq_json_read_string (json_array_get_element (array, i), key, &name, error)
          || !sq_file_check_name (key, name, error))
        return FALSE;
      g_strv_builder_add (names, name);
    }
  f->player_names = g_strv_builder_end (names);
  return TRUE;
}

static void
format_write_clear (JsonBuilder   *builder,
                    gconstpointer  file)
{
  const SqLegendsFile *f = file;

  if (f->player_names == NULL)
    return;

  json_builder_set_member_name (builder, "player_names");
  json_builder_begin_array (builder);
  for (guint i = 0; f->player_names[i] != NULL; i++)
    json_builder_add_string_value (builder, f->player_names[i]);
  json_builder_end_array (builder);
}

static const char * const clear_members[] = { "player_names", NULL };

/* The Camelot Legends game file for the record layer */
const SqRecordFormat sq_legends_file_format = {
  .ruleset = &sq_legends_ruleset,
  .format = SQ_LEGENDS_FILE_FORMAT,
  .version = SQ_LEGENDS_FILE_VERSION,
  .max_actions = SQ_LEGENDS_FILE_MAX_ACTIONS,
  .other_format = SQ_GAME_FILE_FORMAT,
  .other_game = " (a Shadows over Camelot game)",
  SQ_RECORD_FILE_LAYOUT (SqLegendsFile),
  .clear_members = clear_members,
  .setup_to_json = format_setup_to_json,
  .setup_from_json = format_setup_from_json,
  .action_to_json = format_action_to_json,
  .action_from_json = format_action_from_json,
  .action_type_from_name = format_action_type_from_name,
  .clear = format_clear,
  .read_clear = format_read_clear,
  .write_clear = format_write_clear,
};

/* Public API */

SQ_RECORD_DEFINE_FILE (SqLegendsFile, sq_legends_file, SqLegendsSetup, SqLegendsAction,
                       &sq_legends_file_format)

/**
 * sq_legends_file_sniff_bytes:
 * @data: (array length=len): a file's bytes
 * @len: the length of @data
 *
 * Tells the two games' files apart: whether @data passes the loader's
 * checks up to the JSON syntax and is an object whose "format" is the
 * Camelot Legends marker. Anything else, damaged files included, is left
 * to the Shadows over Camelot loader, which reports what is wrong.
 *
 * Returns: %TRUE for a Camelot Legends file
 */
gboolean
sq_legends_file_sniff_bytes (const char *data,
                             gsize       len)
{
  return sq_record_file_sniff_bytes (&sq_legends_file_format, data, len);
}

/**
 * sq_legends_file_sniff_path:
 * @path: a file name
 *
 * sq_legends_file_sniff_bytes() on the file at @path; %FALSE if it cannot
 * be read or is too large.
 *
 * Returns: %TRUE for a Camelot Legends file
 */
gboolean
sq_legends_file_sniff_path (const char *path)
{
  g_autofree char *data = NULL;
  gsize len = 0;

  g_return_val_if_fail (path != NULL, FALSE);

  if (!sq_file_read_capped (path, &data, &len, NULL, NULL))
    return FALSE;

  return sq_legends_file_sniff_bytes (data, len);
}

/**
 * sq_legends_file_replay:
 * @file: a file
 * @n_applied: (out) (optional): how many actions were applied
 * @error: a #GError in %SQ_FILE_ERROR
 *
 * Prepares the game of @file and applies its actions in order. If the
 * engine refuses the setup, fails with %SQ_FILE_ERROR_BAD_SETUP; if it
 * refuses an action, with %SQ_FILE_ERROR_ILLEGAL_ACTION naming the
 * action's 0-based index and type, the refusal's code
 * (sq_legends_error_name()) and the rule id.
 *
 * Returns: (transfer full) (nullable): the state after the last action
 */
SqLegendsState *
sq_legends_file_replay (const SqLegendsFile  *file,
                        guint                *n_applied,
                        GError              **error)
{
  return sq_record_file_replay (&sq_legends_file_format, file, n_applied, error);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Camelot Legends game file: what the record layer's files
 * (src/record/sq-record-file.h) need of this game, and what it adds to
 * them: the players' names in clear (version 3 on), and a sniff that
 * tells its files from the main game's. The loader, the sealing and the
 * writers are the record layer's. */

#include "sq-legends-file-private.h"

#include "sq-legends-names.h"
#include "sq-legends-rules.h"

/* The ruleset */

static const char *
action_type_name (const SqLegendsAction *action)
{
  return sq_legends_action_type_name (action->type);
}

static const char *
refusal_name (const GError *error)
{
  return sq_legends_error_name (error->code);
}

static gboolean
game_over (const SqLegendsState *state)
{
  return state->finished;
}

/* Camelot Legends for the record layer */
SQ_RECORD_DEFINE_RULESET (sq_legends_ruleset, "Camelot Legends",
                          SqLegendsState, SqLegendsAction, SqLegendsSetup,
                          sq_legends_apply, sq_legends_action_equal, sq_legends_state_new,
                          action_type_name, refusal_name, game_over);

/* The format: the players' names in clear */

/* "player_names" (version 3 on, optional): one name per seat of the
 * setup, each a name as the game's own is */
static gboolean
read_player_names (JsonNode       *node,
                   gint64          version,
                   SqLegendsFile  *file,
                   GError        **error)
{
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
  if (json_array_get_length (array) != file->setup.n_players)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE,
                   "player_names: %u names for %u players",
                   json_array_get_length (array), (guint) file->setup.n_players);
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
  file->player_names = g_strv_builder_end (names);
  return TRUE;
}

static JsonNode *
write_player_names (const SqLegendsFile *file)
{
  JsonNode *node;
  JsonArray *array;

  if (file->player_names == NULL)
    return NULL;

  array = json_array_new ();
  for (guint i = 0; file->player_names[i] != NULL; i++)
    json_array_add_string_element (array, file->player_names[i]);
  node = json_node_new (JSON_NODE_ARRAY);
  json_node_take_array (node, array);
  return node;
}

static void
free_player_names (SqLegendsFile *file)
{
  g_clear_pointer (&file->player_names, g_strfreev);
}

static const SqRecordMember members[] = {
  SQ_RECORD_MEMBER ("player_names", TRUE, NULL, free_player_names, read_player_names,
                    write_player_names),
  { NULL },
};

/* The Camelot Legends game file for the record layer */
const SqRecordFormat sq_legends_file_format = {
  .ruleset = &sq_legends_ruleset,
  .other_format = SQ_GAME_FILE_FORMAT,
  .other_game = " (a Shadows over Camelot game)",
  .format = SQ_LEGENDS_FILE_FORMAT,
  .version = SQ_LEGENDS_FILE_VERSION,
  .max_actions = SQ_LEGENDS_FILE_MAX_ACTIONS,
  .members = members,
  SQ_RECORD_FILE_LAYOUT (SqLegendsFile),
  SQ_RECORD_FORMAT_JSON (sq_legends_setup_to_json, sq_legends_setup_from_json,
                         sq_legends_action_to_json, sq_legends_action_from_json,
                         sq_legends_action_type_from_name, sq_legends_action_type_name),
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

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Writing Camelot Legends files: the plain form (tests, bug reports) and
 * the sealed form Squire saves, sealed as the main game's files are
 * (src/soc/sq-seal.c). A Legends game is a few hundred actions, so
 * unlike the main game's writer this one keeps no cache between saves. */

#include "sq-legends-file.h"

#include "sq-json-private.h"
#include "sq-seal-private.h"

/* Helpers */

static void
add_actions (JsonBuilder  *builder,
             const char   *member,
             const GArray *actions)
{
  json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint i = 0; actions != NULL && i < actions->len; i++)
    json_builder_add_value (builder,
                            sq_legends_action_to_json (&g_array_index (actions,
                                                                       SqLegendsAction, i)));
  json_builder_end_array (builder);
}

static void
add_optional_string (JsonBuilder *builder,
                     const char  *member,
                     const char  *value)
{
  if (value == NULL)
    return;

  json_builder_set_member_name (builder, member);
  json_builder_add_string_value (builder, value);
}

static void
add_header (JsonBuilder         *builder,
            const SqLegendsFile *file)
{
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, SQ_LEGENDS_FILE_FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, SQ_LEGENDS_FILE_VERSION);
  add_optional_string (builder, "name", file->name);
  if (file->player_names != NULL)
    {
      json_builder_set_member_name (builder, "player_names");
      json_builder_begin_array (builder);
      for (guint i = 0; file->player_names[i] != NULL; i++)
        json_builder_add_string_value (builder, file->player_names[i]);
      json_builder_end_array (builder);
    }
  add_optional_string (builder, "created", file->created);
  add_optional_string (builder, "updated", file->updated);
}

static char *
generate (JsonNode *root,
          gboolean  pretty,
          gsize    *len)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;
  gsize text_len = 0;
  char *result;

  json_generator_set_pretty (generator, pretty);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, &text_len);

  if (!pretty)
    {
      if (len != NULL)
        *len = text_len;
      return g_steal_pointer (&text);
    }

  result = g_strconcat (text, "\n", NULL);
  if (len != NULL)
    *len = text_len + 1;

  return result;
}

/* {"format":...,"version":2,"name":...,"created":...,"updated":...,
 *  "setup":{...},"actions":[...],"redo":[...]}, compact: the whole file in
 * plain form, so that the MAC covers what is in clear too */
static JsonNode *
payload (const SqLegendsFile *file)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  add_header (builder, file);
  json_builder_set_member_name (builder, "setup");
  json_builder_add_value (builder, sq_legends_setup_to_json (&file->setup));
  add_actions (builder, "actions", file->actions);
  if (file->redo != NULL && file->redo->len > 0)
    add_actions (builder, "redo", file->redo);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/* Public API */

/**
 * sq_legends_file_to_data:
 * @file: a file
 * @len: (out) (optional): the length of the result
 *
 * The plain form: everything readable, seed included.
 *
 * Returns: (transfer full): @file as pretty-printed JSON, ending in a
 *   newline
 */
char *
sq_legends_file_to_data (const SqLegendsFile *file,
                         gsize               *len)
{
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (file != NULL, NULL);

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  add_header (builder, file);
  json_builder_set_member_name (builder, "setup");
  json_builder_add_value (builder, sq_legends_setup_to_json (&file->setup));
  add_actions (builder, "actions", file->actions);
  if (file->redo != NULL && file->redo->len > 0)
    add_actions (builder, "redo", file->redo);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  return generate (root, TRUE, len);
}

/**
 * sq_legends_file_to_sealed_data:
 * @file: a file
 * @len: (out) (optional): the length of the result
 *
 * The sealed form, which Squire saves: the name, the dates and the setup
 * without its seed in clear; the whole setup and the actions sealed with
 * @file's key.
 *
 * Returns: (transfer full): @file as pretty-printed JSON, ending in a
 *   newline
 */
char *
sq_legends_file_to_sealed_data (const SqLegendsFile *file,
                                gsize               *len)
{
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) sealed = NULL;
  g_autofree char *plain = NULL;
  JsonNode *in_clear;
  gsize plain_len = 0;

  g_return_val_if_fail (file != NULL, NULL);

  sealed = payload (file);
  plain = generate (sealed, FALSE, &plain_len);

  in_clear = sq_legends_setup_to_json (&file->setup);
  json_object_remove_member (json_node_get_object (in_clear), "seed");

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  add_header (builder, file);
  json_builder_set_member_name (builder, "setup");
  json_builder_add_value (builder, in_clear);
  json_builder_set_member_name (builder, "sealed");
  json_builder_add_value (builder, sq_seal_encode (file->key, plain, plain_len));
  json_builder_end_object (builder);

  /* the plain text held the seed */
  memset (plain, 0, plain_len);

  root = json_builder_get_root (builder);
  return generate (root, TRUE, len);
}

/**
 * sq_legends_file_save_to_path:
 * @file: a file
 * @path: where to write it
 * @error: a #GError in %G_FILE_ERROR
 *
 * Writes the plain form of @file atomically.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_legends_file_save_to_path (const SqLegendsFile  *file,
                              const char           *path,
                              GError              **error)
{
  g_autofree char *data = NULL;
  gsize len;

  g_return_val_if_fail (file != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = sq_legends_file_to_data (file, &len);

  return g_file_set_contents (path, data, len, error);
}

/**
 * sq_legends_file_save_sealed:
 * @file: a file
 * @path: where to write it
 * @error: a #GError in %G_FILE_ERROR
 *
 * Writes the sealed form of @file so that a crash leaves either the old
 * file or the new one, flushed to the disk and readable by its owner
 * only, as sq_game_file_save_sealed() does.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_legends_file_save_sealed (const SqLegendsFile  *file,
                             const char           *path,
                             GError              **error)
{
  g_autofree char *data = NULL;
  gsize len;

  g_return_val_if_fail (file != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = sq_legends_file_to_sealed_data (file, &len);

  return g_file_set_contents_full (path, data, len,
                                   G_FILE_SET_CONTENTS_CONSISTENT
                                   | G_FILE_SET_CONTENTS_DURABLE,
                                   0600, error);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Writing game files: the plain form (scenarios, tests, bug reports) and
 * the sealed form Squire saves. See docs/save-format.md.
 *
 * The store saves a game after every action, so the sealed writer can
 * remember the JSON of each action between saves (SqGameFileCache): a
 * save then only converts the actions that changed, and json-glib's
 * object model, which costs about a microsecond an action, is not rebuilt
 * for a whole game every time. */

#include "sq-game-file-private.h"

#include "sq-json-private.h"
#include "sq-rules.h"
#include "sq-seal-private.h"

struct _SqGameFileCache {
  GArray *actions;      /* SqAction: actions then redo entries, as last written */
  GPtrArray *texts;     /* compact JSON of each */
};

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
                            sq_action_to_json (&g_array_index (actions, SqAction, i)));
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

/* format, version, name, created, updated */
static void
add_header (JsonBuilder      *builder,
            const SqGameFile *file)
{
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, SQ_GAME_FILE_FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, SQ_GAME_FILE_VERSION);
  add_optional_string (builder, "name", file->name);
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

/* The compact JSON of the @index-th action (counting the redo entries
 * after the actions), from @cache when it is the same action as last time */
static const char *
cached_action_text (SqGameFileCache *cache,
                    guint            index,
                    const SqAction  *action)
{
  g_autoptr(JsonNode) node = NULL;
  char *text;

  if (index < cache->actions->len
      && sq_action_equal (&g_array_index (cache->actions, SqAction, index), action))
    return g_ptr_array_index (cache->texts, index);

  /* a different action: what the cache holds from here on belongs to
   * another line of play */
  g_array_set_size (cache->actions, index);
  g_ptr_array_set_size (cache->texts, index);

  node = sq_action_to_json (action);
  text = json_to_string (node, FALSE);
  g_array_append_val (cache->actions, *action);
  g_ptr_array_add (cache->texts, text);

  return text;
}

static guint
append_action_texts (GString         *out,
                     const char      *member,
                     const GArray    *actions,
                     guint            index,
                     SqGameFileCache *cache)
{
  g_string_append_printf (out, ",\"%s\":[", member);
  for (guint i = 0; actions != NULL && i < actions->len; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      g_string_append (out, cached_action_text (cache, index++,
                                                &g_array_index (actions, SqAction, i)));
    }
  g_string_append_c (out, ']');

  return index;
}

/* The members in clear that the sealed part copies (version 2) */
static JsonNode *
header_node (const SqGameFile *file)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  add_header (builder, file);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/* {"format":...,"version":2,"name":...,"created":...,"updated":...,
 *  "setup":{...},"actions":[...],"redo":[...]}, compact: the whole file in
 * plain form, so that the MAC covers what is in clear too */
static GString *
payload_text (const SqGameFile *file,
              SqGameFileCache  *cache)
{
  g_autoptr(JsonNode) header = header_node (file);
  g_autoptr(JsonNode) setup = sq_setup_to_json (&file->setup);
  g_autofree char *setup_text = json_to_string (setup, FALSE);
  guint n = (file->actions ? file->actions->len : 0) + (file->redo ? file->redo->len : 0);
  GString *out = g_string_sized_new (strlen (setup_text) + 64 * n + 64);
  guint index;

  g_string_append_c (out, '{');
  sq_seal_append_clear (out, json_node_get_object (header));
  g_string_append (out, "\"setup\":");
  g_string_append (out, setup_text);
  index = append_action_texts (out, "actions", file->actions, 0, cache);
  if (file->redo != NULL && file->redo->len > 0)
    append_action_texts (out, "redo", file->redo, index, cache);
  if (file->corrections != NULL && file->corrections->len > 0)
    {
      g_autoptr(JsonNode) corrections = sq_corrections_to_json (file->corrections);
      g_autofree char *text = json_to_string (corrections, FALSE);

      g_string_append (out, ",\"corrections\":");
      g_string_append (out, text);
    }
  g_string_append_c (out, '}');

  /* the setup text held the seed */
  memset (setup_text, 0, strlen (setup_text));

  return out;
}

/* Internal API (sq-game-file-private.h) */

SqGameFileCache *
sq_game_file_cache_new (void)
{
  SqGameFileCache *cache = g_new0 (SqGameFileCache, 1);

  cache->actions = g_array_new (FALSE, TRUE, sizeof (SqAction));
  cache->texts = g_ptr_array_new_with_free_func (g_free);

  return cache;
}

void
sq_game_file_cache_free (SqGameFileCache *cache)
{
  if (cache == NULL)
    return;

  g_array_unref (cache->actions);
  g_ptr_array_unref (cache->texts);
  g_free (cache);
}

/* sq_game_file_to_sealed_data(), reusing and updating @cache */
char *
sq_game_file_to_sealed_data_cached (const SqGameFile *file,
                                    SqGameFileCache  *cache,
                                    gsize            *len)
{
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonNode *in_clear;
  GString *plain;

  g_assert (file != NULL);
  g_assert (cache != NULL);

  plain = payload_text (file, cache);

  in_clear = sq_setup_to_json (&file->setup);
  json_object_remove_member (json_node_get_object (in_clear), "seed");

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  add_header (builder, file);
  json_builder_set_member_name (builder, "setup");
  json_builder_add_value (builder, in_clear);
  json_builder_set_member_name (builder, "sealed");
  json_builder_add_value (builder, sq_seal_encode (file->key, plain->str, plain->len));
  json_builder_end_object (builder);

  /* the plain text held the seed and the hands */
  memset (plain->str, 0, plain->len);
  g_string_free (plain, TRUE);

  root = json_builder_get_root (builder);
  return generate (root, TRUE, len);
}

/* sq_game_file_save_sealed(), reusing and updating @cache */
gboolean
sq_game_file_save_sealed_cached (const SqGameFile  *file,
                                 const char        *path,
                                 SqGameFileCache   *cache,
                                 GError           **error)
{
  g_autofree char *data = NULL;
  gsize len;

  g_assert (file != NULL);
  g_assert (path != NULL);
  g_assert (cache != NULL);

  data = sq_game_file_to_sealed_data_cached (file, cache, &len);

  return g_file_set_contents_full (path, data, len,
                                   G_FILE_SET_CONTENTS_CONSISTENT
                                   | G_FILE_SET_CONTENTS_DURABLE,
                                   0600, error);
}

/* Public API */

/**
 * sq_game_file_to_data:
 * @file: a game file
 * @len: (out) (optional): the length of the result
 *
 * The plain form: everything readable, for scenarios, tests and bug
 * reports. Squire itself saves the sealed form
 * (sq_game_file_to_sealed_data()).
 *
 * Returns: (transfer full): @file as pretty-printed JSON, ending in a
 *   newline
 */
char *
sq_game_file_to_data (const SqGameFile *file,
                      gsize            *len)
{
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (file != NULL, NULL);

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  add_header (builder, file);
  json_builder_set_member_name (builder, "setup");
  json_builder_add_value (builder, sq_setup_to_json (&file->setup));
  add_actions (builder, "actions", file->actions);
  if (file->redo != NULL && file->redo->len > 0)
    add_actions (builder, "redo", file->redo);
  if (file->corrections != NULL && file->corrections->len > 0)
    {
      json_builder_set_member_name (builder, "corrections");
      json_builder_add_value (builder, sq_corrections_to_json (file->corrections));
    }
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  return generate (root, TRUE, len);
}

/**
 * sq_game_file_to_sealed_data:
 * @file: a game file
 * @len: (out) (optional): the length of the result
 *
 * The sealed form, which Squire saves: the name, the dates and the setup
 * without its seed in clear; the seed and the actions sealed with
 * @file's key (see docs/save-format.md for what that protects against).
 *
 * Returns: (transfer full): @file as pretty-printed JSON, ending in a
 *   newline
 */
char *
sq_game_file_to_sealed_data (const SqGameFile *file,
                             gsize            *len)
{
  g_autoptr(SqGameFileCache) cache = NULL;

  g_return_val_if_fail (file != NULL, NULL);

  cache = sq_game_file_cache_new ();
  return sq_game_file_to_sealed_data_cached (file, cache, len);
}

/**
 * sq_game_file_save_to_path:
 * @file: a game file
 * @path: where to write it
 * @error: a #GError in %G_FILE_ERROR
 *
 * Writes the plain form of @file atomically (g_file_set_contents()).
 *
 * Returns: %TRUE on success
 */
gboolean
sq_game_file_save_to_path (const SqGameFile  *file,
                           const char        *path,
                           GError           **error)
{
  g_autofree char *data = NULL;
  gsize len;

  g_return_val_if_fail (file != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = sq_game_file_to_data (file, &len);

  return g_file_set_contents (path, data, len, error);
}

/**
 * sq_game_file_save_sealed:
 * @file: a game file
 * @path: where to write it
 * @error: a #GError in %G_FILE_ERROR
 *
 * Writes the sealed form of @file so that a crash at any moment leaves
 * either the old file or the new one at @path: the data goes to a
 * temporary file in the same folder, is flushed to the disk (fsync), and
 * is renamed over @path, and then the folder is flushed too
 * (g_file_set_contents_full() with %G_FILE_SET_CONTENTS_CONSISTENT and
 * %G_FILE_SET_CONTENTS_DURABLE): once this returns, the file survives a
 * power cut. The file is readable by its owner only.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_game_file_save_sealed (const SqGameFile  *file,
                          const char        *path,
                          GError           **error)
{
  g_autoptr(SqGameFileCache) cache = NULL;

  g_return_val_if_fail (file != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  cache = sq_game_file_cache_new ();
  return sq_game_file_save_sealed_cached (file, path, cache, error);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Writing a game file of any game: the plain form (scenarios, tests, bug
 * reports) and the sealed form Squire saves. See docs/save-format.md.
 *
 * The store saves a game after every action, so the sealed writer can
 * remember the JSON of each action between saves (SqRecordFileCache): a
 * save then only converts the actions that changed, and json-glib's
 * object model, which costs about a microsecond an action, is not rebuilt
 * for a whole game every time. */

#include "sq-record-file-private.h"

#include "sq-seal-private.h"

struct _SqRecordFileCache {
  const SqRecordFormat *format;
  GArray *actions;      /* actions then redo entries, as last written */
  GPtrArray *texts;     /* compact JSON of each */
  SqSealStream *stream; /* the keystream, for this game's key */
};

/* Helpers */

static const GArray *
get_array (gconstpointer file,
           gsize         offset)
{
  return G_STRUCT_MEMBER (GArray *, file, offset);
}

static gconstpointer
get_action (const SqRecordFormat *format,
            const GArray         *actions,
            guint                 i)
{
  return actions->data + (gsize) i * format->ruleset->action_size;
}

static void
add_actions (JsonBuilder          *builder,
             const SqRecordFormat *format,
             const char           *member,
             const GArray         *actions)
{
  json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint i = 0; actions != NULL && i < actions->len; i++)
    json_builder_add_value (builder, format->action_to_json (get_action (format, actions, i)));
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

/* The game's own members in clear, or those beside the actions, that
 * it writes */
static void
add_game_members (JsonBuilder          *builder,
                  const SqRecordFormat *format,
                  gconstpointer         file,
                  gboolean              in_clear)
{
  for (const SqRecordMember *m = format->members; m != NULL && m->name != NULL; m++)
    {
      JsonNode *node;

      if (m->in_clear != in_clear || (node = m->write (file)) == NULL)
        continue;
      json_builder_set_member_name (builder, m->name);
      json_builder_add_value (builder, node);
    }
}

/* format, version, name, the game's own members in clear, created,
 * updated */
static void
add_header (JsonBuilder          *builder,
            const SqRecordFormat *format,
            gconstpointer         file)
{
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, format->format);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, format->version);
  add_optional_string (builder, "name", G_STRUCT_MEMBER (char *, file, format->name_offset));
  add_game_members (builder, format, file, TRUE);
  add_optional_string (builder, "created",
                       G_STRUCT_MEMBER (char *, file, format->created_offset));
  add_optional_string (builder, "updated",
                       G_STRUCT_MEMBER (char *, file, format->updated_offset));
}

static char *
generate (JsonNode *root,
          gsize    *len)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;
  gsize text_len = 0;

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, &text_len);

  if (len != NULL)
    *len = text_len + 1;

  return g_strconcat (text, "\n", NULL);
}

/* The compact JSON of the @index-th action (counting the redo entries
 * after the actions), from @cache when it is the same action as last time */
static const char *
cached_action_text (SqRecordFileCache *cache,
                    guint              index,
                    gconstpointer      action)
{
  const SqRecordFormat *format = cache->format;
  g_autoptr(JsonNode) node = NULL;
  char *text;

  if (index < cache->actions->len
      && format->ruleset->action_equal (get_action (format, cache->actions, index), action))
    return g_ptr_array_index (cache->texts, index);

  /* a different action: what the cache holds from here on belongs to
   * another line of play */
  g_array_set_size (cache->actions, index);
  g_ptr_array_set_size (cache->texts, index);

  node = format->action_to_json (action);
  text = json_to_string (node, FALSE);
  g_array_append_vals (cache->actions, action, 1);
  g_ptr_array_add (cache->texts, text);

  return text;
}

static guint
append_action_texts (GString           *out,
                     const char        *member,
                     const GArray      *actions,
                     guint              index,
                     SqRecordFileCache *cache)
{
  g_string_append_printf (out, ",\"%s\":[", member);
  for (guint i = 0; actions != NULL && i < actions->len; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      g_string_append (out, cached_action_text (cache, index++,
                                                get_action (cache->format, actions, i)));
    }
  g_string_append_c (out, ']');

  return index;
}

/* The game's own members beside the actions, each preceded by a comma,
 * in compact JSON */
static void
append_body (GString              *out,
             const SqRecordFormat *format,
             gconstpointer         file)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GList) members = NULL;
  JsonObject *body;

  json_builder_begin_object (builder);
  add_game_members (builder, format, file, FALSE);
  json_builder_end_object (builder);
  node = json_builder_get_root (builder);
  body = json_node_get_object (node);

  members = json_object_get_members (body);
  for (GList *l = members; l != NULL; l = l->next)
    {
      g_autofree char *text = json_to_string (json_object_get_member (body, l->data), FALSE);

      g_string_append_printf (out, ",\"%s\":%s", (const char *) l->data, text);
    }
}

/* {"format":...,"version":...,"name":...,"created":...,"updated":...,
 *  "setup":{...},"actions":[...],"redo":[...], the game's own}, compact:
 * the whole file in plain form, so that the MAC covers what is in clear
 * too */
static GString *
payload_text (const SqRecordFormat *format,
              gconstpointer         file,
              SqRecordFileCache    *cache)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) header = NULL;
  g_autoptr(JsonNode) setup = format->setup_to_json (G_STRUCT_MEMBER_P (file,
                                                                          format->setup_offset));
  g_autofree char *setup_text = json_to_string (setup, FALSE);
  g_autoptr(GPtrArray) clear_members = sq_record_file_clear_members (format);
  const GArray *actions = get_array (file, format->actions_offset);
  const GArray *redo = get_array (file, format->redo_offset);
  guint n = (actions ? actions->len : 0) + (redo ? redo->len : 0);
  GString *out = g_string_sized_new (strlen (setup_text) + 64 * n + 64);
  guint index;

  json_builder_begin_object (builder);
  add_header (builder, format, file);
  json_builder_end_object (builder);
  header = json_builder_get_root (builder);

  g_string_append_c (out, '{');
  sq_seal_append_clear (out, json_node_get_object (header),
                        (const char * const *) clear_members->pdata);
  g_string_append (out, "\"setup\":");
  g_string_append (out, setup_text);
  index = append_action_texts (out, "actions", actions, 0, cache);
  if (redo != NULL && redo->len > 0)
    append_action_texts (out, "redo", redo, index, cache);
  append_body (out, format, file);
  g_string_append_c (out, '}');

  /* the setup text held the seed */
  memset (setup_text, 0, strlen (setup_text));

  return out;
}

/* Public API */

/**
 * sq_record_file_cache_new:
 * @format: a game's file format
 *
 * The sealed writer's memory between saves of one game, for the store: a
 * game is saved after every action, and all but the last action are
 * written exactly as the time before; the keystream that seals the file
 * is kept too, so that a save hashes only the bytes it adds.
 *
 * Returns: (transfer full): an empty cache
 */
SqRecordFileCache *
sq_record_file_cache_new (const SqRecordFormat *format)
{
  SqRecordFileCache *cache;

  g_return_val_if_fail (format != NULL, NULL);

  cache = g_new0 (SqRecordFileCache, 1);
  cache->format = format;
  cache->actions = g_array_new (FALSE, TRUE, format->ruleset->action_size);
  cache->texts = g_ptr_array_new_with_free_func (g_free);
  cache->stream = sq_seal_stream_new ();

  return cache;
}

/**
 * sq_record_file_cache_free:
 * @cache: (nullable): a cache
 */
void
sq_record_file_cache_free (SqRecordFileCache *cache)
{
  if (cache == NULL)
    return;

  g_array_unref (cache->actions);
  g_ptr_array_unref (cache->texts);
  sq_seal_stream_free (cache->stream);
  g_free (cache);
}

/**
 * sq_record_file_to_data:
 * @format: a game's file format
 * @file: a file of that format
 * @len: (out) (optional): the length of the result
 *
 * The plain form: everything readable, seed included, for scenarios,
 * tests and bug reports. Squire itself saves the sealed form.
 *
 * Returns: (transfer full): @file as pretty-printed JSON, ending in a
 *   newline
 */
char *
sq_record_file_to_data (const SqRecordFormat *format,
                        gconstpointer         file,
                        gsize                *len)
{
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(JsonNode) root = NULL;
  const GArray *redo;

  g_return_val_if_fail (format != NULL, NULL);
  g_return_val_if_fail (file != NULL, NULL);

  redo = get_array (file, format->redo_offset);
  builder = json_builder_new ();
  json_builder_begin_object (builder);
  add_header (builder, format, file);
  json_builder_set_member_name (builder, "setup");
  json_builder_add_value (builder,
                          format->setup_to_json (G_STRUCT_MEMBER_P (file, format->setup_offset)));
  add_actions (builder, format, "actions", get_array (file, format->actions_offset));
  if (redo != NULL && redo->len > 0)
    add_actions (builder, format, "redo", redo);
  add_game_members (builder, format, file, FALSE);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  return generate (root, len);
}

/* A sealed form half made: what must be read from the file (in the
 * thread that owns it) is; the sealing and the text are left */
struct _SqRecordSealing {
  SqRecordFileCache *cache;     /* the game's, or own_cache */
  SqRecordFileCache *own_cache;
  JsonBuilder       *builder;   /* the envelope, open for "sealed" */
  GString           *plain;     /* what is sealed */
  guint8             key[SQ_SEAL_KEY_BYTES];
};

/**
 * sq_record_file_begin_sealed:
 * @format: a game's file format
 * @file: a file of that format
 * @cache: (nullable): as for sq_record_file_to_sealed_data()
 *
 * The first half of sq_record_file_to_sealed_data(): all that reads
 * @file and the texts @cache keeps. The second half,
 * sq_record_sealing_finish(), reads neither @file nor those texts, and may
 * run in another thread, as long as @cache is not used meanwhile.
 *
 * Returns: (transfer full): the sealing, for sq_record_sealing_finish()
 */
SqRecordSealing *
sq_record_file_begin_sealed (const SqRecordFormat *format,
                             gconstpointer         file,
                             SqRecordFileCache    *cache)
{
  SqRecordSealing *sealing;
  JsonNode *in_clear;

  g_return_val_if_fail (format != NULL, NULL);
  g_return_val_if_fail (file != NULL, NULL);
  g_return_val_if_fail (cache == NULL || cache->format == format, NULL);

  sealing = g_new0 (SqRecordSealing, 1);
  if (cache == NULL)
    cache = sealing->own_cache = sq_record_file_cache_new (format);
  sealing->cache = cache;
  sealing->plain = payload_text (format, file, cache);
  memcpy (sealing->key, G_STRUCT_MEMBER_P (file, format->key_offset), SQ_SEAL_KEY_BYTES);

  in_clear = format->setup_to_json (G_STRUCT_MEMBER_P (file, format->setup_offset));
  json_object_remove_member (json_node_get_object (in_clear), "seed");

  sealing->builder = json_builder_new ();
  json_builder_begin_object (sealing->builder);
  add_header (sealing->builder, format, file);
  json_builder_set_member_name (sealing->builder, "setup");
  json_builder_add_value (sealing->builder, in_clear);

  return sealing;
}

/**
 * sq_record_sealing_free:
 * @sealing: (nullable): a sealing not finished
 */
void
sq_record_sealing_free (SqRecordSealing *sealing)
{
  if (sealing == NULL)
    return;

  /* the plain text held the seed and the actions */
  memset (sealing->plain->str, 0, sealing->plain->len);
  g_string_free (sealing->plain, TRUE);
  memset (sealing->key, 0, sizeof sealing->key);
  g_object_unref (sealing->builder);
  sq_record_file_cache_free (sealing->own_cache);
  g_free (sealing);
}

/**
 * sq_record_sealing_finish:
 * @sealing: (transfer full): from sq_record_file_begin_sealed()
 * @len: (out) (optional): the length of the result
 *
 * Seals the game's text with its key, keeping the keystream in the cache
 * for the next save, and writes the whole file out.
 *
 * Returns: (transfer full): the sealed form, as
 *   sq_record_file_to_sealed_data() gives it
 */
char *
sq_record_sealing_finish (SqRecordSealing *sealing,
                          gsize           *len)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (sealing != NULL, NULL);

  json_builder_set_member_name (sealing->builder, "sealed");
  json_builder_add_value (sealing->builder,
                          sq_seal_encode (sealing->key, sealing->plain->str, sealing->plain->len,
                                          sealing->cache->stream));
  json_builder_end_object (sealing->builder);
  root = json_builder_get_root (sealing->builder);
  sq_record_sealing_free (sealing);

  return generate (root, len);
}

/**
 * sq_record_file_to_sealed_data:
 * @format: a game's file format
 * @file: a file of that format
 * @cache: (nullable): the memory of the last save of this game, used and
 *   updated; %NULL for none
 * @len: (out) (optional): the length of the result
 *
 * The sealed form, which Squire saves: the envelope, the game's own
 * members in clear and the setup without its seed in clear; the whole
 * file sealed with @file's key (see docs/save-format.md for what that
 * protects against).
 *
 * Returns: (transfer full): @file as pretty-printed JSON, ending in a
 *   newline
 */
char *
sq_record_file_to_sealed_data (const SqRecordFormat *format,
                               gconstpointer         file,
                               SqRecordFileCache    *cache,
                               gsize                *len)
{
  g_return_val_if_fail (format != NULL, NULL);
  g_return_val_if_fail (file != NULL, NULL);
  g_return_val_if_fail (cache == NULL || cache->format == format, NULL);

  return sq_record_sealing_finish (sq_record_file_begin_sealed (format, file, cache), len);
}

/**
 * sq_record_file_save_plain:
 * @format: a game's file format
 * @file: a file of that format
 * @path: where to write it
 * @error: a #GError in %G_FILE_ERROR
 *
 * Writes the plain form of @file atomically (g_file_set_contents()).
 *
 * Returns: %TRUE on success
 */
gboolean
sq_record_file_save_plain (const SqRecordFormat  *format,
                           gconstpointer          file,
                           const char            *path,
                           GError               **error)
{
  g_autofree char *data = NULL;
  gsize len;

  g_return_val_if_fail (format != NULL, FALSE);
  g_return_val_if_fail (file != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = sq_record_file_to_data (format, file, &len);

  return g_file_set_contents (path, data, len, error);
}

/**
 * sq_record_file_save_sealed:
 * @format: a game's file format
 * @file: a file of that format
 * @path: where to write it
 * @cache: (nullable): as for sq_record_file_to_sealed_data()
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
sq_record_file_save_sealed (const SqRecordFormat  *format,
                            gconstpointer          file,
                            const char            *path,
                            SqRecordFileCache     *cache,
                            GError               **error)
{
  g_autofree char *data = NULL;
  gsize len;

  g_return_val_if_fail (format != NULL, FALSE);
  g_return_val_if_fail (file != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = sq_record_file_to_sealed_data (format, file, cache, &len);

  return g_file_set_contents_full (path, data, len,
                                   G_FILE_SET_CONTENTS_CONSISTENT
                                   | G_FILE_SET_CONTENTS_DURABLE,
                                   0600, error);
}

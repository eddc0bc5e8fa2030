/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Camelot Legends game file and its loader (the writers are in
 * sq-legends-file-write.c). Same order of checks as the main game's
 * loader: size, UTF-8, depth, syntax, format and version, then the
 * contents; the sealed part is checked by its MAC before it is unsealed
 * and then goes through the same checks as a file. */

#include "sq-legends-file.h"

#include "sq-file-read-private.h"
#include "sq-json-private.h"
#include "sq-legends-rules.h"
#include "sq-legends-names.h"
#include "sq-seal-private.h"

G_STATIC_ASSERT (SQ_LEGENDS_FILE_KEY_BYTES == SQ_SEAL_KEY_BYTES);
G_STATIC_ASSERT (SQ_SEAL_MAX_BYTES >= SQ_LEGENDS_FILE_MAX_BYTES);

static const char * const top_level_keys[] = {
  "format", "version", "setup", "actions", "redo", "name", "player_names",
  "created", "updated", NULL
};

/* the sealed form: the actions (and the seed) are inside "sealed" */
static const char * const sealed_top_level_keys[] = {
  "format", "version", "setup", "sealed", "name", "player_names", "created",
  "updated", NULL
};

static const char * const payload_keys_v1[] = {
  "setup", "actions", "redo", NULL
};

/* version 2 on: the members in clear are copied in the sealed part */
static const char * const payload_keys[] = {
  "format", "version", "name", "player_names", "created", "updated", "setup", "actions",
  "redo", NULL
};

/* Helpers */

static JsonObject *
get_root_object (JsonParser *parser,
                 GError    **error)
{
  JsonNode *root = json_parser_get_root (parser);

  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "expected a JSON object at the top, got %s",
                   root ? sq_json_node_kind (root) : "nothing");
      return NULL;
    }

  return json_node_get_object (root);
}

static gboolean
check_format (JsonObject *root,
              GError    **error)
{
  JsonNode *node = json_object_get_member (root, "format");
  g_autofree char *shown = NULL;
  const char *format;

  if (node == NULL)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "format: missing (expected \"%s\")", SQ_LEGENDS_FILE_FORMAT);
      return FALSE;
    }
  if (!sq_json_node_is (node, G_TYPE_STRING))
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE, "format: expected \"%s\", got %s",
                   SQ_LEGENDS_FILE_FORMAT, sq_json_node_kind (node));
      return FALSE;
    }

  format = json_node_get_string (node);
  if (g_str_equal (format, SQ_LEGENDS_FILE_FORMAT))
    return TRUE;

  shown = g_strescape (format, NULL);
  g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE, "format: expected \"%s\", got \"%s\"%s",
               SQ_LEGENDS_FILE_FORMAT, shown,
               g_str_equal (format, SQ_GAME_FILE_FORMAT)
               ? " (a Shadows over Camelot game)" : "");
  return FALSE;
}

static gboolean
check_version (JsonObject *root,
               gint64     *out,
               GError    **error)
{
  JsonNode *node = json_object_get_member (root, "version");
  gint64 version;

  if (node == NULL)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_VERSION,
                   "version: missing (this build reads version %d)", SQ_LEGENDS_FILE_VERSION);
      return FALSE;
    }
  if (!sq_json_node_is (node, G_TYPE_INT64))
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_VERSION,
                   "version: expected the integer %d, got %s",
                   SQ_LEGENDS_FILE_VERSION, sq_json_node_kind (node));
      return FALSE;
    }

  version = json_node_get_int (node);
  if (version < 1 || version > SQ_LEGENDS_FILE_VERSION)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_VERSION,
                   "version: %" G_GINT64_FORMAT " is %s (this build reads versions 1 to %d)",
                   version, version > SQ_LEGENDS_FILE_VERSION
                   ? "from a newer Squire" : "not a known version",
                   SQ_LEGENDS_FILE_VERSION);
      return FALSE;
    }

  *out = version;
  return TRUE;
}

static gboolean
check_top_level_keys (JsonObject *root,
                      gboolean    sealed,
                      GError    **error)
{
  g_autoptr(GList) members = json_object_get_members (root);

  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *key = l->data;
      g_autofree char *shown = NULL;

      if (g_strv_contains (sealed ? sealed_top_level_keys : top_level_keys, key))
        continue;

      shown = g_strescape (key, NULL);
      if (sealed && g_strv_contains (top_level_keys, key))
        g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                     "%s: not allowed beside \"sealed\" (it belongs inside)", shown);
      else
        g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE, "%s: unknown key", shown);
      return FALSE;
    }

  return TRUE;
}

/* @is_date: an ISO 8601 date and time ("created", "updated") */
static gboolean
read_optional_text (JsonObject  *root,
                    const char  *key,
                    gboolean     is_date,
                    char       **out,
                    GError     **error)
{
  JsonNode *node = json_object_get_member (root, key);
  const char *text;

  if (node == NULL)
    return TRUE;
  if (!sq_json_read_string (node, key, &text, error))
    return FALSE;
  if (!is_date && !sq_file_check_name (key, text, error))
    return FALSE;

  if (is_date)
    {
      g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
      g_autoptr(GDateTime) when = g_date_time_new_from_iso8601 (text, utc);

      if (when == NULL)
        {
          g_autofree char *shown = g_strescape (text, NULL);

          g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                       "%s: \"%s\" is not an ISO 8601 date and time", key, shown);
          return FALSE;
        }
    }

  *out = g_strdup (text);
  return TRUE;
}

/* "player_names" (version 3 on, optional): one name per seat of the
 * setup, each a name as the game's own is */
static gboolean
read_player_names (JsonObject     *root,
                   gint64          version,
                   SqLegendsFile  *file,
                   GError        **error)
{
  JsonNode *node = json_object_get_member (root, "player_names");
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
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "player_names: expected an array, got %s", sq_json_node_kind (node));
      return FALSE;
    }
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

/* The type an action in a file names, for its error message: a known
 * type's name, or "?" (never the file's own text, which may be anything) */
static const char *
action_type_shown (JsonNode *node)
{
  JsonNode *member;
  SqLegendsActionType type;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return "?";
  member = json_object_get_member (json_node_get_object (node), "type");
  if (member == NULL || !JSON_NODE_HOLDS_VALUE (member)
      || json_node_get_value_type (member) != G_TYPE_STRING
      || !sq_legends_action_type_from_name (json_node_get_string (member), &type))
    return "?";
  return sq_legends_action_type_name (type);
}

/* "actions" (required) or "redo"; @before actions count towards the limit */
static gboolean
read_actions (JsonObject *root,
              const char *member,
              gboolean    required,
              guint       before,
              GArray     *actions,
              GError    **error)
{
  JsonNode *node = json_object_get_member (root, member);
  JsonArray *array;
  guint n;

  if (node == NULL && !required)
    return TRUE;
  if (node == NULL)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE, "%s: missing", member);
      return FALSE;
    }
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return sq_json_shape_error (error, member, "an array", node);

  array = json_node_get_array (node);
  n = json_array_get_length (array);
  if (n > SQ_LEGENDS_FILE_MAX_ACTIONS - before)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_MANY_ACTIONS,
                   "%s: %u actions, at most %u allowed",
                   member, before + n, SQ_LEGENDS_FILE_MAX_ACTIONS);
      return FALSE;
    }

  g_array_set_size (actions, n);
  for (guint i = 0; i < n; i++)
    if (!sq_legends_action_from_json (json_array_get_element (array, i),
                                      &g_array_index (actions, SqLegendsAction, i), error))
      {
        /* one shape for every error about an action: "action N (type): …" */
        g_prefix_error (error, "%s %u (%s): ", g_str_equal (member, "redo") ? "redo" : "action", i,
                        action_type_shown (json_array_get_element (array, i)));
        return FALSE;
      }

  return TRUE;
}

/* @in_clear: the setup of a sealed file, which must not give the seed away */
static gboolean
read_setup (JsonObject     *root,
            gboolean        in_clear,
            SqLegendsSetup *setup,
            GError        **error)
{
  JsonNode *node = json_object_get_member (root, "setup");

  if (node == NULL)
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE, "setup: missing");
      return FALSE;
    }
  if (in_clear && JSON_NODE_HOLDS_OBJECT (node)
      && json_object_has_member (json_node_get_object (node), "seed"))
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                           "setup.seed: not allowed in clear in a sealed file "
                           "(the seed is sealed)");
      return FALSE;
    }

  if (!sq_legends_setup_from_json (node, setup, error))
    {
      g_prefix_error (error, "setup%s", JSON_NODE_HOLDS_OBJECT (node) ? "." : ": ");
      return FALSE;
    }

  return TRUE;
}

/* Whether two setups are the same apart from the seed, in their JSON form,
 * which names every field and has no padding */
static gboolean
same_table (const SqLegendsSetup *a,
            const SqLegendsSetup *b)
{
  SqLegendsSetup a0 = *a;
  SqLegendsSetup b0 = *b;
  g_autoptr(JsonNode) na = NULL;
  g_autoptr(JsonNode) nb = NULL;

  a0.seed = 0;
  b0.seed = 0;
  na = sq_legends_setup_to_json (&a0);
  nb = sq_legends_setup_to_json (&b0);

  return json_node_equal (na, nb);
}

static gboolean
read_sealed (JsonObject    *object,
             gint64         version,
             SqLegendsFile *file,
             GError       **error)
{
  g_autofree char *plain = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *payload;
  SqLegendsSetup in_clear;
  gsize plain_len = 0;

  if (!read_setup (object, TRUE, &in_clear, error))
    return FALSE;

  plain = sq_seal_decode (json_object_get_member (object, "sealed"), file->key, &plain_len,
                          error);
  if (plain == NULL)
    return FALSE;

  /* the MAC held, so only a bug or a forger gets here with bad data; it
   * gets the same checks as a file all the same */
  parser = sq_file_parse_checked (plain, plain_len, error);
  if (parser == NULL || (payload = get_root_object (parser, error)) == NULL
      || !sq_json_check_keys (payload, version >= 2 ? payload_keys : payload_keys_v1,
                              NULL, error)
      || !read_setup (payload, FALSE, &file->setup, error)
      || !read_actions (payload, "actions", TRUE, 0, file->actions, error)
      || !read_actions (payload, "redo", FALSE, file->actions->len, file->redo, error))
    {
      g_prefix_error (error, "sealed: ");
      memset (plain, 0, plain_len);
      return FALSE;
    }
  memset (plain, 0, plain_len);

  if (!same_table (&in_clear, &file->setup))
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SEALED,
                           "setup: differs from the sealed copy (the file was changed)");
      return FALSE;
    }
  if (version >= 2 && !sq_seal_check_clear (object, payload, error))
    return FALSE;

  file->sealed = TRUE;
  return TRUE;
}

static SqLegendsFile *
file_alloc (void)
{
  SqLegendsFile *file = g_new0 (SqLegendsFile, 1);

  file->actions = g_array_new (FALSE, TRUE, sizeof (SqLegendsAction));
  file->redo = g_array_new (FALSE, TRUE, sizeof (SqLegendsAction));
  sq_seal_random_key (file->key);

  return file;
}

static JsonObject *
parse_root (JsonParser **parser,
            const char  *data,
            gsize        len,
            GError     **error)
{
  if (len > SQ_LEGENDS_FILE_MAX_BYTES)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_LARGE,
                   "%" G_GSIZE_FORMAT " bytes, at most %u allowed",
                   len, SQ_LEGENDS_FILE_MAX_BYTES);
      return NULL;
    }

  *parser = sq_file_parse_checked (data, len, error);
  if (*parser == NULL)
    return NULL;

  return get_root_object (*parser, error);
}

/* Public API */

/**
 * sq_legends_file_new:
 * @setup: the table and the options
 *
 * Returns: (transfer full): a file with @setup, no actions and a fresh
 *   random key
 */
SqLegendsFile *
sq_legends_file_new (const SqLegendsSetup *setup)
{
  SqLegendsFile *file;

  g_return_val_if_fail (setup != NULL, NULL);

  file = file_alloc ();
  file->setup = *setup;

  return file;
}

void
sq_legends_file_free (SqLegendsFile *file)
{
  if (file == NULL)
    return;

  g_clear_pointer (&file->actions, g_array_unref);
  g_clear_pointer (&file->redo, g_array_unref);
  g_free (file->name);
  g_strfreev (file->player_names);
  g_free (file->created);
  g_free (file->updated);
  memset (file->key, 0, sizeof file->key);
  file->setup.seed = 0;
  g_free (file);
}

void
sq_legends_file_append (SqLegendsFile         *file,
                        const SqLegendsAction *action)
{
  g_return_if_fail (file != NULL);
  g_return_if_fail (action != NULL);

  g_array_append_val (file->actions, *action);
}

/**
 * sq_legends_file_load_bytes:
 * @data: (array length=len): the file's bytes
 * @len: the length of @data
 * @out: (out) (transfer full): the file
 * @error: a #GError in %SQ_FILE_ERROR
 *
 * Reads a Camelot Legends file from memory, plain or sealed. A Shadows
 * over Camelot file is refused at its "format". The actions are only
 * read, not replayed: see sq_legends_file_replay().
 *
 * Returns: %TRUE on success
 */
gboolean
sq_legends_file_load_bytes (const char     *data,
                            gsize           len,
                            SqLegendsFile **out,
                            GError        **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(SqLegendsFile) file = NULL;
  JsonObject *object;
  gboolean sealed;
  gint64 version = 0;

  g_return_val_if_fail (data != NULL || len == 0, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  object = parse_root (&parser, data, len, error);
  if (object == NULL)
    return FALSE;

  /* format and version first: a newer file may well have newer keys */
  sealed = json_object_has_member (object, "sealed");
  if (!check_format (object, error)
      || !check_version (object, &version, error)
      || !check_top_level_keys (object, sealed, error))
    return FALSE;

  file = file_alloc ();

  if (sealed)
    {
      if (!read_sealed (object, version, file, error))
        return FALSE;
    }
  else if (!read_setup (object, FALSE, &file->setup, error)
           || !read_actions (object, "actions", TRUE, 0, file->actions, error)
           || !read_actions (object, "redo", FALSE, file->actions->len, file->redo, error))
    return FALSE;

  if (!read_optional_text (object, "name", FALSE, &file->name, error)
      || !read_player_names (object, version, file, error)
      || !read_optional_text (object, "created", TRUE, &file->created, error)
      || !read_optional_text (object, "updated", TRUE, &file->updated, error))
    return FALSE;

  *out = g_steal_pointer (&file);
  return TRUE;
}

/**
 * sq_legends_file_load_path:
 * @path: a file name
 * @out: (out) (transfer full): the file
 * @error: a #GError in %SQ_FILE_ERROR, or %G_FILE_ERROR if the file
 *   cannot be read
 *
 * Like sq_legends_file_load_bytes(), but refuses a file larger than
 * %SQ_LEGENDS_FILE_MAX_BYTES before reading it. Messages start with the
 * file's name.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_legends_file_load_path (const char     *path,
                           SqLegendsFile **out,
                           GError        **error)
{
  g_autofree char *data = NULL;
  gsize len = 0;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!sq_file_read_capped (path, &data, &len, NULL, error))
    return FALSE;

  if (!sq_legends_file_load_bytes (data, len, out, error))
    {
      g_autofree char *shown = g_filename_display_name (path);

      g_prefix_error (error, "%s: ", shown);
      return FALSE;
    }

  return TRUE;
}

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
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *object;
  JsonNode *format;

  g_return_val_if_fail (data != NULL || len == 0, FALSE);

  object = parse_root (&parser, data, len, NULL);
  if (object == NULL)
    return FALSE;

  format = json_object_get_member (object, "format");
  return format != NULL && sq_json_node_is (format, G_TYPE_STRING)
         && g_str_equal (json_node_get_string (format), SQ_LEGENDS_FILE_FORMAT);
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
  g_autoptr(SqLegendsState) state = NULL;
  g_autoptr(GError) local_error = NULL;
  guint n;

  g_return_val_if_fail (file != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (n_applied != NULL)
    *n_applied = 0;

  state = sq_legends_state_new (&file->setup, &local_error);
  if (state == NULL)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_BAD_SETUP,
                   "setup: refused with %s (rule %s)",
                   sq_legends_error_name (local_error->code), local_error->message);
      return NULL;
    }

  n = file->actions != NULL ? file->actions->len : 0;
  for (guint i = 0; i < n; i++)
    {
      const SqLegendsAction *action = &g_array_index (file->actions, SqLegendsAction, i);
      const char *type = sq_legends_action_type_name (action->type);

      if (!sq_legends_apply (state, action, &local_error))
        {
          g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_ILLEGAL_ACTION,
                       "action %u (%s): refused with %s (rule %s)",
                       i, type != NULL ? type : "?",
                       sq_legends_error_name (local_error->code), local_error->message);
          return NULL;
        }

      if (n_applied != NULL)
        *n_applied = i + 1;
    }

  return g_steal_pointer (&state);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game file of any game and its loader (the writers are in
 * sq-record-file-write.c). The loader never hands json-glib anything
 * sq-file-read.c has not sized, validated as UTF-8 and scanned for
 * nesting depth: json-glib 1.6 recurses once per level and overflows the
 * stack on deeply nested input. The checks run in one order for every
 * game: size, UTF-8, depth, syntax, format and version, then the
 * contents; the sealed part is checked by its MAC before it is unsealed,
 * and then goes through the same checks as a file. */

#include "sq-record-file-private.h"

#include "sq-file-read-private.h"
#include "sq-seal-private.h"

G_STATIC_ASSERT (SQ_RECORD_FILE_KEY_BYTES == SQ_SEAL_KEY_BYTES);
G_STATIC_ASSERT (SQ_SEAL_MAX_BYTES >= SQ_FILE_MAX_BYTES);

/* Members every file has, whatever its form */
static const char * const envelope_members[] = {
  "format", "version", "name", "created", "updated", "setup", NULL
};

/* beside the envelope, in a plain file and in the sealed part */
static const char * const entry_members[] = {
  "actions", "redo", NULL
};

/* the sealed part of a file of version 1: no copy of the envelope */
static const char * const payload_members_v1[] = {
  "setup", "actions", "redo", NULL
};

typedef enum {
  MEMBERS_PLAIN,        /* a plain file, or the sealed part from version 2 on */
  MEMBERS_SEALED_TOP,   /* beside "sealed" */
  MEMBERS_PAYLOAD_V1,
} Members;

/* Helpers */

/* one of the game's own members; with @clear_only, one in clear */
static gboolean
game_member (const SqRecordFormat *format,
             const char           *key,
             gboolean              clear_only)
{
  for (const SqRecordMember *m = format->members; m != NULL && m->name != NULL; m++)
    if (g_str_equal (m->name, key) && (m->in_clear || !clear_only))
      return TRUE;

  return FALSE;
}

static gboolean
member_known (const SqRecordFormat *format,
              Members               members,
              const char           *key)
{
  switch (members)
    {
    case MEMBERS_PAYLOAD_V1:
      return g_strv_contains (payload_members_v1, key);
    case MEMBERS_SEALED_TOP:
      return g_strv_contains (envelope_members, key) || g_str_equal (key, "sealed")
             || game_member (format, key, TRUE);
    case MEMBERS_PLAIN:
    default:
      return g_strv_contains (envelope_members, key) || g_strv_contains (entry_members, key)
             || game_member (format, key, FALSE);
    }
}

/* The game's own members in clear, or those beside the actions */
static gboolean
read_game_members (const SqRecordFormat *format,
                   JsonObject           *object,
                   gboolean              in_clear,
                   gint64                version,
                   gpointer              file,
                   GError              **error)
{
  for (const SqRecordMember *m = format->members; m != NULL && m->name != NULL; m++)
    if (m->in_clear == in_clear
        && !m->read (json_object_get_member (object, m->name), version, file, error))
      return FALSE;

  return TRUE;
}

static gboolean
check_members (const SqRecordFormat *format,
               JsonObject           *object,
               Members               members,
               GError              **error)
{
  g_autoptr(GList) keys = json_object_get_members (object);

  for (GList *l = keys; l != NULL; l = l->next)
    {
      const char *key = l->data;
      g_autofree char *shown = NULL;

      if (member_known (format, members, key))
        continue;

      shown = g_strescape (key, NULL);
      if (members == MEMBERS_SEALED_TOP && member_known (format, MEMBERS_PLAIN, key))
        g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                     "%s: not allowed beside \"sealed\" (it belongs inside)", shown);
      else
        g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE, "%s: unknown key", shown);
      return FALSE;
    }

  return TRUE;
}

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

static JsonObject *
parse_root (JsonParser **parser,
            const char  *data,
            gsize        len,
            GError     **error)
{
  if (len > SQ_FILE_MAX_BYTES)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_LARGE,
                   "%" G_GSIZE_FORMAT " bytes, at most %u allowed", len, SQ_FILE_MAX_BYTES);
      return NULL;
    }

  *parser = sq_file_parse_checked (data, len, error);
  if (*parser == NULL)
    return NULL;

  return get_root_object (*parser, error);
}

static gboolean
check_format (const SqRecordFormat *format,
              JsonObject           *root,
              GError              **error)
{
  JsonNode *node = json_object_get_member (root, "format");
  g_autofree char *shown = NULL;
  const char *marker;

  if (node == NULL)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "format: missing (expected \"%s\")", format->format);
      return FALSE;
    }
  if (!sq_json_node_is (node, G_TYPE_STRING))
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE, "format: expected \"%s\", got %s",
                   format->format, sq_json_node_kind (node));
      return FALSE;
    }

  marker = json_node_get_string (node);
  if (g_str_equal (marker, format->format))
    return TRUE;

  shown = g_strescape (marker, NULL);
  g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE, "format: expected \"%s\", got \"%s\"%s",
               format->format, shown,
               format->other_format != NULL && g_str_equal (marker, format->other_format)
               ? format->other_game : "");
  return FALSE;
}

static gboolean
check_version (const SqRecordFormat *format,
               JsonObject           *root,
               gint64               *out,
               GError              **error)
{
  JsonNode *node = json_object_get_member (root, "version");
  gint64 version;

  if (node == NULL)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_VERSION,
                   "version: missing (this build reads version %d)", format->version);
      return FALSE;
    }
  if (!sq_json_node_is (node, G_TYPE_INT64))
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_VERSION,
                   "version: expected the integer %d, got %s",
                   format->version, sq_json_node_kind (node));
      return FALSE;
    }

  version = json_node_get_int (node);
  if (version < 1 || version > format->version)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_VERSION,
                   "version: %" G_GINT64_FORMAT " is %s (this build reads versions 1 to %d)",
                   version, version > format->version
                   ? "from a newer Squire" : "not a known version",
                   format->version);
      return FALSE;
    }

  *out = version;
  return TRUE;
}

/* "name" (a display name) or, with @is_date, "created" or "updated" (an
 * ISO 8601 date and time); each optional */
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

/* The type an action in a file names, for its error message: a known
 * type's name, or "?" (never the file's own text, which may be anything) */
static const char *
action_type_shown (const SqRecordFormat *format,
                   JsonNode             *node)
{
  JsonNode *member;
  const char *name = NULL;
  gint type;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node) || format->action_type_from_name == NULL)
    return "?";
  member = json_object_get_member (json_node_get_object (node), "type");
  if (member != NULL && sq_json_node_is (member, G_TYPE_STRING)
      && format->action_type_from_name (json_node_get_string (member), &type))
    name = format->action_type_to_name (type);
  return name != NULL ? name : "?";
}

/* "actions" (required) or "redo" (optional); @before actions were read
 * already and count towards the limit */
static gboolean
read_actions (const SqRecordFormat *format,
              JsonObject           *root,
              const char           *member,
              guint                 before,
              GArray               *actions,
              GError              **error)
{
  JsonNode *node = json_object_get_member (root, member);
  gboolean redo = g_str_equal (member, "redo");
  JsonArray *array;
  guint n;

  if (node == NULL && redo)
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
  if (n > format->max_actions - before)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_MANY_ACTIONS,
                   "%s: %u actions, at most %u allowed", member, before + n, format->max_actions);
      return FALSE;
    }

  g_array_set_size (actions, n);
  for (guint i = 0; i < n; i++)
    if (!format->action_from_json (json_array_get_element (array, i),
                                   actions->data + (gsize) i * format->ruleset->action_size,
                                   error))
      {
        /* one shape for every error about an action: "action N (type): …" */
        g_prefix_error (error, "%s %u (%s): ", redo ? "redo" : "action", i,
                        action_type_shown (format, json_array_get_element (array, i)));
        return FALSE;
      }

  return TRUE;
}

/* @in_clear: the setup of a sealed file, which must not give the seed away */
static gboolean
read_setup (const SqRecordFormat *format,
            JsonObject           *root,
            gboolean              in_clear,
            gpointer              setup,
            GError              **error)
{
  JsonNode *node = json_object_get_member (root, "setup");

  if (node == NULL)
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE, "setup: missing");
      return FALSE;
    }
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return sq_json_shape_error (error, "setup", "an object", node);
  if (in_clear && json_object_has_member (json_node_get_object (node), "seed"))
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                           "setup.seed: not allowed in clear in a sealed file "
                           "(the seed is sealed)");
      return FALSE;
    }
  if (in_clear && format->check_setup_in_clear != NULL
      && !format->check_setup_in_clear (json_node_get_object (node), error))
    return FALSE;

  if (!format->setup_from_json (node, setup, error))
    {
      g_prefix_error (error, "setup.");
      return FALSE;
    }

  return TRUE;
}

/* The setup's JSON without its seed: what a sealed file shows in clear */
static JsonNode *
setup_in_clear (const SqRecordFormat *format,
                gconstpointer         setup)
{
  JsonNode *node = format->setup_to_json (setup);

  json_object_remove_member (json_node_get_object (node), "seed");
  return node;
}

/* The setup, actions, redo entries and the game's own members beside
 * them: in a plain file, or in the sealed part of a sealed one */
static gboolean
read_entries (const SqRecordFormat *format,
              JsonObject           *object,
              gint64                version,
              gpointer              file,
              GError              **error)
{
  GArray *actions = G_STRUCT_MEMBER (GArray *, file, format->actions_offset);
  GArray *redo = G_STRUCT_MEMBER (GArray *, file, format->redo_offset);

  return read_setup (format, object, FALSE, G_STRUCT_MEMBER_P (file, format->setup_offset),
                     error)
         && read_actions (format, object, "actions", 0, actions, error)
         && read_actions (format, object, "redo", actions->len, redo, error)
         && read_game_members (format, object, FALSE, version, file, error);
}

/* The sealed form: "setup" in clear without the seed, and "sealed"
 * holding the whole file in plain form (from version 2 on; the setup and
 * the entries alone in version 1) */
static gboolean
read_sealed (const SqRecordFormat *format,
             JsonObject           *object,
             gint64                version,
             gpointer              file,
             GError              **error)
{
  g_autofree char *plain = NULL;
  g_autofree guint8 *in_clear = g_malloc0 (format->ruleset->setup_size);
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(JsonNode) a = NULL;
  g_autoptr(JsonNode) b = NULL;
  g_autoptr(GPtrArray) clear_members = NULL;
  JsonObject *payload = NULL;
  gsize plain_len = 0;
  gboolean ok;

  if (!read_setup (format, object, TRUE, in_clear, error))
    return FALSE;

  plain = sq_seal_decode (json_object_get_member (object, "sealed"),
                          G_STRUCT_MEMBER_P (file, format->key_offset), &plain_len, error);
  if (plain == NULL)
    return FALSE;

  /* the MAC held, so only a bug or a forger gets here with bad data; it
   * gets the same checks as a file all the same */
  parser = sq_file_parse_checked (plain, plain_len, error);
  ok = parser != NULL && (payload = get_root_object (parser, error)) != NULL
       && check_members (format, payload, version >= 2 ? MEMBERS_PLAIN : MEMBERS_PAYLOAD_V1,
                         error)
       && read_entries (format, payload, version, file, error);
  /* the plain text holds the seed and the actions */
  memset (plain, 0, plain_len);
  if (!ok)
    {
      g_prefix_error (error, "sealed: ");
      return FALSE;
    }

  /* the same table apart from the seed, compared in JSON, which names
   * every field and has no padding bytes */
  a = setup_in_clear (format, in_clear);
  b = setup_in_clear (format, G_STRUCT_MEMBER_P (file, format->setup_offset));
  if (!json_node_equal (a, b))
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SEALED,
                           "setup: differs from the sealed copy (the file was changed)");
      return FALSE;
    }
  clear_members = sq_record_file_clear_members (format);
  if (version >= 2
      && !sq_seal_check_clear (object, payload, (const char * const *) clear_members->pdata,
                               error))
    return FALSE;

  G_STRUCT_MEMBER (gboolean, file, format->sealed_offset) = TRUE;
  return TRUE;
}

static gboolean
read_file (const SqRecordFormat *format,
           JsonObject           *object,
           gpointer              file,
           GError              **error)
{
  gboolean sealed = json_object_has_member (object, "sealed");
  gint64 version = 0;

  /* format and version first: a newer file may well have newer keys */
  if (!check_format (format, object, error)
      || !check_version (format, object, &version, error)
      || !check_members (format, object, sealed ? MEMBERS_SEALED_TOP : MEMBERS_PLAIN, error))
    return FALSE;

  if (sealed ? !read_sealed (format, object, version, file, error)
             : !read_entries (format, object, version, file, error))
    return FALSE;

  return read_optional_text (object, "name", FALSE,
                             &G_STRUCT_MEMBER (char *, file, format->name_offset), error)
         && read_game_members (format, object, TRUE, version, file, error)
         && read_optional_text (object, "created", TRUE,
                                &G_STRUCT_MEMBER (char *, file, format->created_offset), error)
         && read_optional_text (object, "updated", TRUE,
                                &G_STRUCT_MEMBER (char *, file, format->updated_offset), error);
}

/* Internal API (sq-record-file-private.h) */

/* The members in clear that the sealed part copies: the envelope and the
 * game's own, in the order they are written; NULL-terminated */
GPtrArray *
sq_record_file_clear_members (const SqRecordFormat *format)
{
  GPtrArray *members = g_ptr_array_new ();

  g_ptr_array_add (members, (gpointer) "format");
  g_ptr_array_add (members, (gpointer) "version");
  g_ptr_array_add (members, (gpointer) "name");
  for (const SqRecordMember *m = format->members; m != NULL && m->name != NULL; m++)
    if (m->in_clear)
      g_ptr_array_add (members, (gpointer) m->name);
  g_ptr_array_add (members, (gpointer) "created");
  g_ptr_array_add (members, (gpointer) "updated");
  g_ptr_array_add (members, NULL);

  return members;
}

/* Public API */

/**
 * sq_record_file_new:
 * @format: a game's file format
 * @setup: (nullable): the setup to copy in; %NULL leaves it zeroed
 *
 * Returns: (transfer full): the game's file struct with no actions and a
 *   fresh random key; free it with sq_record_file_free()
 */
gpointer
sq_record_file_new (const SqRecordFormat *format,
                    gconstpointer         setup)
{
  gpointer file;

  g_return_val_if_fail (format != NULL, NULL);

  file = g_malloc0 (format->file_size);
  G_STRUCT_MEMBER (GArray *, file, format->actions_offset)
    = g_array_new (FALSE, TRUE, format->ruleset->action_size);
  G_STRUCT_MEMBER (GArray *, file, format->redo_offset)
    = g_array_new (FALSE, TRUE, format->ruleset->action_size);
  sq_seal_random_key (G_STRUCT_MEMBER_P (file, format->key_offset));
  if (setup != NULL)
    memcpy (G_STRUCT_MEMBER_P (file, format->setup_offset), setup,
            format->ruleset->setup_size);
  for (const SqRecordMember *m = format->members; m != NULL && m->name != NULL; m++)
    if (m->init != NULL)
      m->init (file);

  return file;
}

/**
 * sq_record_file_free:
 * @format: a game's file format
 * @file: (nullable): a file of that format
 */
void
sq_record_file_free (const SqRecordFormat *format,
                     gpointer              file)
{
  g_return_if_fail (format != NULL);

  if (file == NULL)
    return;

  for (const SqRecordMember *m = format->members; m != NULL && m->name != NULL; m++)
    if (m->clear != NULL)
      m->clear (file);
  g_clear_pointer (&G_STRUCT_MEMBER (GArray *, file, format->actions_offset), g_array_unref);
  g_clear_pointer (&G_STRUCT_MEMBER (GArray *, file, format->redo_offset), g_array_unref);
  g_free (G_STRUCT_MEMBER (char *, file, format->name_offset));
  g_free (G_STRUCT_MEMBER (char *, file, format->created_offset));
  g_free (G_STRUCT_MEMBER (char *, file, format->updated_offset));
  /* the key and the seed are secrets of sorts; don't leave them lying in
   * freed memory */
  memset (G_STRUCT_MEMBER_P (file, format->key_offset), 0, SQ_RECORD_FILE_KEY_BYTES);
  memset (G_STRUCT_MEMBER_P (file, format->setup_offset), 0, format->ruleset->setup_size);
  g_free (file);
}

/**
 * sq_record_file_load_bytes:
 * @format: a game's file format
 * @data: (array length=len): the file's bytes
 * @len: the length of @data
 * @out: (out) (transfer full): the game's file struct
 * @error: a #GError in %SQ_FILE_ERROR
 *
 * Reads a file from memory, in plain or sealed form. The checks run in
 * this order: size (empty, too large), UTF-8, nesting depth, JSON
 * syntax, then the format, version and contents. In a sealed file the
 * sealed part's MAC is checked before it is unsealed, and the unsealed
 * JSON goes through the same checks as a file. The actions are only read,
 * not replayed: see sq_record_file_replay().
 *
 * Returns: %TRUE on success
 */
gboolean
sq_record_file_load_bytes (const SqRecordFormat  *format,
                           const char            *data,
                           gsize                  len,
                           gpointer              *out,
                           GError               **error)
{
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *object;
  gpointer file;

  g_return_val_if_fail (format != NULL, FALSE);
  g_return_val_if_fail (data != NULL || len == 0, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  object = parse_root (&parser, data, len, error);
  if (object == NULL)
    return FALSE;

  file = sq_record_file_new (format, NULL);
  if (!read_file (format, object, file, error))
    {
      sq_record_file_free (format, file);
      return FALSE;
    }

  *out = file;
  return TRUE;
}

/**
 * sq_record_file_load_path:
 * @format: a game's file format
 * @path: a file name
 * @out: (out) (transfer full): the game's file struct
 * @st: (out) (optional): the status of the file as it was read (the
 *   store's check for changes by another program)
 * @error: a #GError in %SQ_FILE_ERROR, or %G_FILE_ERROR if the file
 *   cannot be read
 *
 * Like sq_record_file_load_bytes(), but refuses a file larger than
 * %SQ_FILE_MAX_BYTES before reading it, and anything that is not a
 * regular file (a symbolic link, a FIFO, a device) before reading
 * anything: it never blocks. Messages start with the file's name.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_record_file_load_path (const SqRecordFormat  *format,
                          const char            *path,
                          gpointer              *out,
                          GStatBuf              *st,
                          GError               **error)
{
  g_autofree char *data = NULL;
  gsize len = 0;

  g_return_val_if_fail (format != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!sq_file_read_capped (path, &data, &len, st, error))
    return FALSE;

  if (!sq_record_file_load_bytes (format, data, len, out, error))
    {
      g_autofree char *shown = g_filename_display_name (path);

      g_prefix_error (error, "%s: ", shown);
      return FALSE;
    }

  return TRUE;
}

/**
 * sq_record_file_sniff_bytes:
 * @format: a game's file format
 * @data: (array length=len): a file's bytes
 * @len: the length of @data
 *
 * Tells games' files apart: whether @data passes the loader's checks up
 * to the JSON syntax and is an object whose "format" is @format's marker.
 *
 * Returns: %TRUE for a file of @format
 */
gboolean
sq_record_file_sniff_bytes (const SqRecordFormat *format,
                            const char           *data,
                            gsize                 len)
{
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *object;
  JsonNode *marker;

  g_return_val_if_fail (format != NULL, FALSE);
  g_return_val_if_fail (data != NULL || len == 0, FALSE);

  object = parse_root (&parser, data, len, NULL);
  if (object == NULL)
    return FALSE;

  marker = json_object_get_member (object, "format");
  return marker != NULL && sq_json_node_is (marker, G_TYPE_STRING)
         && g_str_equal (json_node_get_string (marker), format->format);
}


/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game file and its loader. The loader never hands json-glib anything
 * it has not sized, validated as UTF-8 and scanned for nesting depth:
 * json-glib 1.6 recurses once per level and overflows the stack on deeply
 * nested input. */

#include "sq-game-file.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "sq-json-private.h"
#include "sq-rules.h"

static const char * const top_level_keys[] = {
  "format", "version", "setup", "actions", "name", "created", NULL
};

/* Helpers */

static gboolean
is_blank (const char *data,
          gsize       len)
{
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isspace (data[i]))
      return FALSE;

  return TRUE;
}

/* Counts [ and { outside strings; json-glib is only called on data that
 * stays within SQ_FILE_MAX_DEPTH. Unbalanced brackets are left for the
 * parser to report. */
static gboolean
check_depth (const char *data,
             gsize       len,
             GError    **error)
{
  gboolean in_string = FALSE;
  guint depth = 0;
  guint line = 1;

  for (gsize i = 0; i < len; i++)
    {
      char c = data[i];

      if (c == '\n')
        line++;

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
          continue;
        }

      switch (c)
        {
        case '"':
          in_string = TRUE;
          break;

        case '[':
        case '{':
          if (++depth > SQ_FILE_MAX_DEPTH)
            {
              g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_DEEP,
                           "line %u: arrays and objects nested more than %u deep",
                           line, SQ_FILE_MAX_DEPTH);
              return FALSE;
            }
          break;

        case ']':
        case '}':
          if (depth > 0)
            depth--;
          break;

        default:
          break;
        }
    }

  return TRUE;
}

static gboolean
check_version (JsonObject *root,
               GError    **error)
{
  JsonNode *node = json_object_get_member (root, "version");
  gint64 version;

  if (node == NULL)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_VERSION,
                   "version: missing (this build reads version %d)",
                   SQ_GAME_FILE_VERSION);
      return FALSE;
    }
  if (!sq_json_node_is (node, G_TYPE_INT64))
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_VERSION,
                   "version: expected the integer %d, got %s",
                   SQ_GAME_FILE_VERSION, sq_json_node_kind (node));
      return FALSE;
    }

  version = json_node_get_int (node);
  if (version > SQ_GAME_FILE_VERSION)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_VERSION,
                   "version: %" G_GINT64_FORMAT " is from a newer Squire "
                   "(this build reads version %d)",
                   version, SQ_GAME_FILE_VERSION);
      return FALSE;
    }
  if (version != SQ_GAME_FILE_VERSION)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_VERSION,
                   "version: %" G_GINT64_FORMAT " is not a known version "
                   "(this build reads version %d)",
                   version, SQ_GAME_FILE_VERSION);
      return FALSE;
    }

  return TRUE;
}

static gboolean
check_format (JsonObject *root,
              GError    **error)
{
  JsonNode *node = json_object_get_member (root, "format");

  if (node == NULL)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "format: missing (expected \"%s\")", SQ_GAME_FILE_FORMAT);
      return FALSE;
    }
  if (!sq_json_node_is (node, G_TYPE_STRING))
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "format: expected \"%s\", got %s",
                   SQ_GAME_FILE_FORMAT, sq_json_node_kind (node));
      return FALSE;
    }
  if (!g_str_equal (json_node_get_string (node), SQ_GAME_FILE_FORMAT))
    {
      g_autofree char *shown = g_strescape (json_node_get_string (node), NULL);

      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "format: expected \"%s\", got \"%s\"",
                   SQ_GAME_FILE_FORMAT, shown);
      return FALSE;
    }

  return TRUE;
}

static gboolean
check_top_level_keys (JsonObject *root,
                      GError    **error)
{
  g_autoptr(GList) members = json_object_get_members (root);

  for (GList *l = members; l != NULL; l = l->next)
    if (!g_strv_contains (top_level_keys, l->data))
      {
        g_autofree char *shown = g_strescape (l->data, NULL);

        g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                     "%s: unknown key", shown);
        return FALSE;
      }

  return TRUE;
}

static gboolean
read_optional_string (JsonObject  *root,
                      const char  *key,
                      char       **out,
                      GError     **error)
{
  JsonNode *node = json_object_get_member (root, key);

  if (node == NULL)
    return TRUE;
  if (!sq_json_node_is (node, G_TYPE_STRING))
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "%s: expected a string, got %s", key, sq_json_node_kind (node));
      return FALSE;
    }

  *out = g_strdup (json_node_get_string (node));
  return TRUE;
}

static gboolean
check_created (const char *created,
               GError    **error)
{
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr(GDateTime) when = NULL;

  if (created == NULL)
    return TRUE;

  when = g_date_time_new_from_iso8601 (created, utc);
  if (when == NULL)
    {
      g_autofree char *shown = g_strescape (created, NULL);

      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "created: \"%s\" is not an ISO 8601 date and time", shown);
      return FALSE;
    }

  return TRUE;
}

static gboolean
read_actions (JsonObject *root,
              GArray     *actions,
              GError    **error)
{
  JsonNode *node = json_object_get_member (root, "actions");
  JsonArray *array;
  guint n;

  if (node == NULL)
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                           "actions: missing");
      return FALSE;
    }
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "actions: expected an array, got %s", sq_json_node_kind (node));
      return FALSE;
    }

  array = json_node_get_array (node);
  n = json_array_get_length (array);
  if (n > SQ_FILE_MAX_ACTIONS)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_MANY_ACTIONS,
                   "actions: %u actions, at most %u allowed",
                   n, SQ_FILE_MAX_ACTIONS);
      return FALSE;
    }

  g_array_set_size (actions, n);
  for (guint i = 0; i < n; i++)
    if (!sq_action_from_json (json_array_get_element (array, i),
                              &g_array_index (actions, SqAction, i), error))
      {
        g_prefix_error (error, "action %u: ", i);
        return FALSE;
      }

  return TRUE;
}

static void
flatten_message (GError *error)
{
  /* json-glib's messages may span lines; ours never do */
  for (char *p = error->message; *p != '\0'; p++)
    if (*p == '\n' || *p == '\r')
      *p = ' ';
}

/* Public API */

/**
 * sq_game_file_new:
 * @setup: the table and rule options
 *
 * Returns: (transfer full): a game file with @setup and no actions
 */
SqGameFile *
sq_game_file_new (const SqSetup *setup)
{
  SqGameFile *file;

  g_return_val_if_fail (setup != NULL, NULL);

  file = g_new0 (SqGameFile, 1);
  file->setup = *setup;
  file->actions = g_array_new (FALSE, TRUE, sizeof (SqAction));

  return file;
}

/**
 * sq_game_file_free:
 * @file: (nullable): a game file
 */
void
sq_game_file_free (SqGameFile *file)
{
  if (file == NULL)
    return;

  g_clear_pointer (&file->actions, g_array_unref);
  g_free (file->name);
  g_free (file->created);
  g_free (file);
}

/**
 * sq_game_file_append:
 * @file: a game file
 * @action: an action to record after the others
 */
void
sq_game_file_append (SqGameFile     *file,
                     const SqAction *action)
{
  g_return_if_fail (file != NULL);
  g_return_if_fail (action != NULL);

  g_array_append_val (file->actions, *action);
}

/**
 * sq_game_file_load_bytes:
 * @data: (array length=len): the file's bytes
 * @len: the length of @data
 * @out: (out) (transfer full): the game file
 * @error: a #GError in %SQ_FILE_ERROR
 *
 * Reads a game file from memory. The checks run in this order: size
 * (empty, too large), UTF-8, nesting depth, JSON syntax, then the format,
 * version and contents. The actions are only read, not replayed: see
 * sq_game_file_replay().
 *
 * Returns: %TRUE on success
 */
gboolean
sq_game_file_load_bytes (const char  *data,
                         gsize        len,
                         SqGameFile **out,
                         GError     **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(SqGameFile) file = NULL;
  JsonNode *root;
  JsonObject *object;
  JsonNode *setup;

  g_return_val_if_fail (data != NULL || len == 0, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (len > SQ_FILE_MAX_BYTES)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_LARGE,
                   "%" G_GSIZE_FORMAT " bytes, at most %u allowed",
                   len, SQ_FILE_MAX_BYTES);
      return FALSE;
    }

  /* a byte order mark is harmless; json-glib would not like it */
  if (len >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    {
      data += 3;
      len -= 3;
    }

  if (len == 0 || is_blank (data, len))
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_EMPTY,
                           "the file is empty");
      return FALSE;
    }

  if (!g_utf8_validate (data, len, NULL))
    {
      const char *end;

      g_utf8_validate (data, len, &end);
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_NOT_UTF8,
                   "byte %" G_GSIZE_FORMAT ": not valid UTF-8",
                   (gsize) (end - data));
      return FALSE;
    }

  if (!check_depth (data, len, error))
    return FALSE;

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data, len, &local_error))
    {
      flatten_message (local_error);
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SYNTAX,
                   "not valid JSON: %s",
                   g_str_has_prefix (local_error->message, "<data>:")
                   ? local_error->message + strlen ("<data>:")
                   : local_error->message);
      return FALSE;
    }

  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "expected a JSON object at the top, got %s",
                   root ? sq_json_node_kind (root) : "nothing");
      return FALSE;
    }
  object = json_node_get_object (root);

  /* format and version first: a newer file may well have newer keys */
  if (!check_format (object, error)
      || !check_version (object, error)
      || !check_top_level_keys (object, error))
    return FALSE;

  setup = json_object_get_member (object, "setup");
  if (setup == NULL)
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                           "setup: missing");
      return FALSE;
    }
  if (!JSON_NODE_HOLDS_OBJECT (setup))
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "setup: expected an object, got %s", sq_json_node_kind (setup));
      return FALSE;
    }

  file = g_new0 (SqGameFile, 1);
  file->actions = g_array_new (FALSE, TRUE, sizeof (SqAction));

  if (!sq_setup_from_json (setup, &file->setup, error))
    {
      g_prefix_error (error, "setup.");
      return FALSE;
    }

  if (!read_optional_string (object, "name", &file->name, error)
      || !read_optional_string (object, "created", &file->created, error)
      || !check_created (file->created, error)
      || !read_actions (object, file->actions, error))
    return FALSE;

  *out = g_steal_pointer (&file);
  return TRUE;
}

/**
 * sq_game_file_load_path:
 * @path: a file name
 * @out: (out) (transfer full): the game file
 * @error: a #GError in %SQ_FILE_ERROR, or %G_FILE_ERROR if the file
 *   cannot be read
 *
 * Like sq_game_file_load_bytes(), but refuses a file larger than
 * %SQ_FILE_MAX_BYTES before reading it.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_game_file_load_path (const char  *path,
                        SqGameFile **out,
                        GError     **error)
{
  g_autofree char *data = NULL;
  g_autofree char *shown = NULL;
  GStatBuf st;
  gsize len = 0;
  gsize cap = SQ_FILE_MAX_BYTES + 1;
  int fd;
  int saved_errno;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  shown = g_filename_display_name (path);

  fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", shown, g_strerror (saved_errno));
      return FALSE;
    }

  if (fstat (fd, &st) != 0)
    {
      saved_errno = errno;
      close (fd);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", shown, g_strerror (saved_errno));
      return FALSE;
    }
  if (S_ISDIR (st.st_mode))
    {
      close (fd);
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR,
                   "%s: is a directory", shown);
      return FALSE;
    }
  if (S_ISREG (st.st_mode) && st.st_size > SQ_FILE_MAX_BYTES)
    {
      close (fd);
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_LARGE,
                   "%s: %" G_GINT64_FORMAT " bytes, at most %u allowed",
                   shown, (gint64) st.st_size, SQ_FILE_MAX_BYTES);
      return FALSE;
    }

  /* a regular file: its size and one byte to notice growth; pipes and
   * files that report no size (/proc): up to one byte past the cap */
  if (S_ISREG (st.st_mode) && st.st_size > 0)
    cap = (gsize) st.st_size + 1;
  data = g_malloc (cap);

  while (len < cap)
    {
      gssize n = read (fd, data + len, cap - len);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          saved_errno = errno;
          close (fd);
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       "%s: %s", shown, g_strerror (saved_errno));
          return FALSE;
        }
      if (n == 0)
        break;
      len += n;
    }
  close (fd);

  if (len > SQ_FILE_MAX_BYTES)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_LARGE,
                   "%s: more than %u bytes", shown, SQ_FILE_MAX_BYTES);
      return FALSE;
    }

  if (!sq_game_file_load_bytes (data, len, out, error))
    {
      g_prefix_error (error, "%s: ", shown);
      return FALSE;
    }

  return TRUE;
}

/**
 * sq_game_file_to_data:
 * @file: a game file
 * @len: (out) (optional): the length of the result
 *
 * Returns: (transfer full): @file as pretty-printed JSON, ending in a
 *   newline
 */
char *
sq_game_file_to_data (const SqGameFile *file,
                      gsize            *len)
{
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(JsonGenerator) generator = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;
  gsize text_len = 0;
  char *result;

  g_return_val_if_fail (file != NULL, NULL);

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, SQ_GAME_FILE_FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, SQ_GAME_FILE_VERSION);
  if (file->name != NULL)
    {
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, file->name);
    }
  if (file->created != NULL)
    {
      json_builder_set_member_name (builder, "created");
      json_builder_add_string_value (builder, file->created);
    }
  json_builder_set_member_name (builder, "setup");
  json_builder_add_value (builder, sq_setup_to_json (&file->setup));

  json_builder_set_member_name (builder, "actions");
  json_builder_begin_array (builder);
  for (guint i = 0; file->actions != NULL && i < file->actions->len; i++)
    json_builder_add_value (builder,
                            sq_action_to_json (&g_array_index (file->actions, SqAction, i)));
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  generator = json_generator_new ();
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, &text_len);

  result = g_strconcat (text, "\n", NULL);
  if (len != NULL)
    *len = text_len + 1;

  return result;
}

/**
 * sq_game_file_save_to_path:
 * @file: a game file
 * @path: where to write it
 * @error: a #GError in %G_FILE_ERROR
 *
 * Writes @file atomically (g_file_set_contents()).
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
 * sq_game_file_replay:
 * @file: a game file
 * @n_applied: (out) (optional): how many actions were applied
 * @error: a #GError in %SQ_FILE_ERROR
 *
 * Deals the game of @file and applies its actions in order. If the engine
 * refuses one, fails with %SQ_FILE_ERROR_ILLEGAL_ACTION; the message names
 * the action's 0-based index, the refusal's code (sq_rules_error_name())
 * and the rule id.
 *
 * Returns: (transfer full) (nullable): the state after the last action
 */
SqState *
sq_game_file_replay (const SqGameFile  *file,
                     guint             *n_applied,
                     GError           **error)
{
  g_autoptr(SqState) state = NULL;
  g_autoptr(GError) local_error = NULL;
  guint n;

  g_return_val_if_fail (file != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (n_applied != NULL)
    *n_applied = 0;

  state = sq_state_new (&file->setup, &local_error);
  if (state == NULL)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_BAD_SETUP,
                   "setup: refused with %s (rule %s)",
                   local_error->domain == SQ_RULES_ERROR
                   ? sq_rules_error_name (local_error->code) : "unknown",
                   local_error->message);
      return NULL;
    }

  n = file->actions != NULL ? file->actions->len : 0;
  for (guint i = 0; i < n; i++)
    {
      const SqAction *action = &g_array_index (file->actions, SqAction, i);

      if (!sq_apply (state, action, &local_error))
        {
          const char *type = action->type < SQ_N_ACTIONS
                             ? sq_action_type_name (action->type) : "?";

          flatten_message (local_error);
          g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_ILLEGAL_ACTION,
                       "action %u (%s): refused with %s (rule %s)",
                       i, type,
                       local_error->domain == SQ_RULES_ERROR
                       ? sq_rules_error_name (local_error->code) : "unknown",
                       local_error->message);
          return NULL;
        }

      if (n_applied != NULL)
        *n_applied = i + 1;
    }

  return g_steal_pointer (&state);
}

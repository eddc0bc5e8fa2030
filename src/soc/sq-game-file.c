/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game file and its loader (the writers are in sq-game-file-write.c).
 * The loader never hands json-glib anything sq-file-read.c has not sized,
 * validated as UTF-8 and scanned for nesting depth: json-glib 1.6 recurses
 * once per level and overflows the stack on deeply nested input. The
 * unsealed part of a sealed file goes through the same checks. */

#include "sq-game-file-private.h"

#include "sq-file-read-private.h"
#include "sq-json-private.h"
#include "sq-rules.h"
#include "sq-seal-private.h"

G_STATIC_ASSERT (SQ_GAME_FILE_KEY_BYTES == SQ_SEAL_KEY_BYTES);
G_STATIC_ASSERT (SQ_SEAL_MAX_BYTES >= SQ_FILE_MAX_BYTES);

static const char * const top_level_keys[] = {
  "format", "version", "setup", "actions", "redo", "corrections", "name",
  "created", "updated", NULL
};

/* the sealed form: the actions (and the seed) are inside "sealed" */
static const char * const sealed_top_level_keys[] = {
  "format", "version", "setup", "sealed", "name", "created", "updated", NULL
};

static const char * const payload_keys_v1[] = {
  "setup", "actions", "redo", NULL
};

/* version 2 on: the members in clear are copied in the sealed part */
static const char * const payload_keys[] = {
  "format", "version", "name", "created", "updated", "setup", "actions", "redo",
  "corrections", NULL
};

/* Helpers */

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
  if (version < 1)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_VERSION,
                   "version: %" G_GINT64_FORMAT " is not a known version "
                   "(this build reads versions 1 to %d)",
                   version, SQ_GAME_FILE_VERSION);
      return FALSE;
    }

  *out = version;
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
  if (g_str_equal (key, "name")
      && !sq_file_check_name (key, json_node_get_string (node), error))
    return FALSE;

  *out = g_strdup (json_node_get_string (node));
  return TRUE;
}

static gboolean
check_date (const char *key,
            const char *text,
            GError    **error)
{
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr(GDateTime) when = NULL;

  if (text == NULL)
    return TRUE;

  when = g_date_time_new_from_iso8601 (text, utc);
  if (when == NULL)
    {
      g_autofree char *shown = g_strescape (text, NULL);

      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "%s: \"%s\" is not an ISO 8601 date and time", key, shown);
      return FALSE;
    }

  return TRUE;
}

/* The type an action in a file names, for its error message: a known
 * type's name, or "?" (never the file's own text, which may be anything) */
static const char *
action_type_shown (JsonNode *node)
{
  JsonNode *member;
  SqActionType type;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return "?";
  member = json_object_get_member (json_node_get_object (node), "type");
  if (member == NULL || !JSON_NODE_HOLDS_VALUE (member)
      || json_node_get_value_type (member) != G_TYPE_STRING
      || !sq_action_type_from_name (json_node_get_string (member), &type))
    return "?";
  return sq_action_type_name (type);
}

/* "actions" (required) or "redo" (optional); @before actions were read
 * already and count towards the limit */
static gboolean
read_actions (JsonObject *root,
              const char *member,
              gboolean    required,
              guint       before,
              GArray     *actions,
              GError    **error)
{
  JsonNode *node = json_object_get_member (root, member);
  gboolean redo = !g_str_equal (member, "actions");
  JsonArray *array;
  guint n;

  if (node == NULL && !required)
    return TRUE;
  if (node == NULL)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "%s: missing", member);
      return FALSE;
    }
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "%s: expected an array, got %s", member, sq_json_node_kind (node));
      return FALSE;
    }

  array = json_node_get_array (node);
  n = json_array_get_length (array);
  if (n > SQ_FILE_MAX_ACTIONS - before)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_MANY_ACTIONS,
                   "%s: %u actions, at most %u allowed",
                   member, before + n, SQ_FILE_MAX_ACTIONS);
      return FALSE;
    }

  g_array_set_size (actions, n);
  for (guint i = 0; i < n; i++)
    if (!sq_action_from_json (json_array_get_element (array, i),
                              &g_array_index (actions, SqAction, i), error))
      {
        /* one shape for every error about an action: "action N (type): …" */
        g_prefix_error (error, "%s %u (%s): ", redo ? "redo" : "action", i,
                        action_type_shown (json_array_get_element (array, i)));
        return FALSE;
      }

  return TRUE;
}

/* optional: only a game with a correction has them */
static gboolean
read_corrections (JsonObject *root,
                  SqGameFile *file,
                  GError    **error)
{
  return sq_corrections_from_json (json_object_get_member (root, "corrections"),
                                   file->actions->len + file->redo->len,
                                   file->corrections, error);
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

/* @in_clear: the setup of a sealed file, which must not give the seed away */
static gboolean
read_setup (JsonObject *root,
            gboolean    in_clear,
            SqSetup    *setup,
            GError    **error)
{
  JsonNode *node = json_object_get_member (root, "setup");
  JsonNode *knights;

  if (node == NULL)
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                           "setup: missing");
      return FALSE;
    }
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "setup: expected an object, got %s", sq_json_node_kind (node));
      return FALSE;
    }
  if (in_clear && json_object_has_member (json_node_get_object (node), "seed"))
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                           "setup.seed: not allowed in clear in a sealed file "
                           "(the seed is sealed)");
      return FALSE;
    }
  knights = json_object_get_member (json_node_get_object (node), "knights");
  if (in_clear && knights != NULL && sq_json_node_is (knights, G_TYPE_STRING))
    {
      /* "random" is dealt from the seed, which the clear part lacks */
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                           "setup.knights: a sealed file names the knights");
      return FALSE;
    }

  if (!sq_setup_from_json (node, setup, error))
    {
      g_prefix_error (error, "setup.");
      return FALSE;
    }

  return TRUE;
}

/* Whether two setups are the same apart from the seed. Compared in their
 * JSON form, which names every field and has no padding bytes. */
static gboolean
same_table (const SqSetup *a,
            const SqSetup *b)
{
  SqSetup a0 = *a;
  SqSetup b0 = *b;
  g_autoptr(JsonNode) na = NULL;
  g_autoptr(JsonNode) nb = NULL;

  a0.seed = 0;
  b0.seed = 0;
  na = sq_setup_to_json (&a0);
  nb = sq_setup_to_json (&b0);

  return json_node_equal (na, nb);
}

/* The sealed form: "setup" in clear without the seed, and "sealed" holding
 * {"setup": the whole setup, "actions": [...], "redo": [...]} */
static gboolean
read_sealed (JsonObject *object,
             gint64      version,
             SqGameFile *file,
             GError    **error)
{
  g_autofree char *plain = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *payload;
  SqSetup in_clear;
  gsize plain_len = 0;

  if (!read_setup (object, TRUE, &in_clear, error))
    return FALSE;

  plain = sq_seal_decode (json_object_get_member (object, "sealed"), file->key,
                          &plain_len, error);
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
      || !read_actions (payload, "redo", FALSE, file->actions->len, file->redo, error)
      || !read_corrections (payload, file, error))
    {
      g_prefix_error (error, "sealed: ");
      return FALSE;
    }

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

static SqGameFile *
game_file_alloc (void)
{
  SqGameFile *file = g_new0 (SqGameFile, 1);

  file->actions = g_array_new (FALSE, TRUE, sizeof (SqAction));
  file->redo = g_array_new (FALSE, TRUE, sizeof (SqAction));
  file->corrections = g_array_new (FALSE, TRUE, sizeof (SqCorrection));
  sq_seal_random_key (file->key);

  return file;
}

static void
set_refusal (GError        **error,
             const char     *what,
             guint           i,
             const SqAction *action,
             GError         *refusal)
{
  sq_file_flatten_message (refusal);
  g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_ILLEGAL_ACTION,
               "%s %u (%s): refused with %s (rule %s)", what, i,
               action->type < SQ_N_ACTIONS ? sq_action_type_name (action->type) : "?",
               refusal->domain == SQ_RULES_ERROR ? sq_rules_error_name (refusal->code)
                                                 : "unknown",
               refusal->message);
}

/* sq_game_file_replay() of a game with corrections: the game's actions
 * are the entries, each correction replacing one of them and dropping
 * those after its "kept"; the state is the replay of what is left */
static SqState *
replay_corrected (const SqGameFile  *file,
                  SqState           *deal,
                  guint             *n_applied,
                  GError           **error)
{
  g_autoptr(SqState) initial = deal;
  g_autoptr(SqState) state = sq_state_copy (deal);
  g_autoptr(GArray) actions = g_array_new (FALSE, TRUE, sizeof (SqAction));
  guint next = 0;

  for (guint i = 0; i < file->actions->len; i++)
    {
      const SqAction *action = &g_array_index (file->actions, SqAction, i);
      const SqCorrection *c = next < file->corrections->len
                              ? &g_array_index (file->corrections, SqCorrection, next) : NULL;
      g_autoptr(GError) local_error = NULL;

      if (c == NULL || c->entry != i)
        {
          g_array_append_val (actions, *action);
          if (!sq_apply (state, action, &local_error))
            {
              set_refusal (error, "action", i, action, local_error);
              return NULL;
            }
          continue;
        }

      next++;
      if (!sq_correction_apply (actions, c, action))
        {
          g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE,
                       "corrections[%u]: index %u or kept %u does not fit the "
                       "%u actions before it", next - 1, c->index, c->n_kept, actions->len);
          return NULL;
        }
      if (sq_correction_replay (initial, (SqAction *) actions->data,
                                actions->len, c->index, action, state, &local_error)
          != actions->len)
        {
          set_refusal (error, "corrected action", c->index, action, local_error);
          return NULL;
        }
    }

  if (n_applied != NULL)
    *n_applied = file->actions->len;
  return g_steal_pointer (&state);
}

/* Public API */

/**
 * sq_game_file_new:
 * @setup: the table and rule options
 *
 * Returns: (transfer full): a game file with @setup, no actions and a
 *   fresh random key
 */
SqGameFile *
sq_game_file_new (const SqSetup *setup)
{
  SqGameFile *file;

  g_return_val_if_fail (setup != NULL, NULL);

  file = game_file_alloc ();
  file->setup = *setup;

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
  g_clear_pointer (&file->redo, g_array_unref);
  g_clear_pointer (&file->corrections, g_array_unref);
  g_free (file->name);
  g_free (file->created);
  g_free (file->updated);
  /* the key and the seed are secrets of sorts; don't leave them lying in
   * freed memory */
  memset (file->key, 0, sizeof file->key);
  file->setup.seed = 0;
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
 * Reads a game file from memory, in plain or sealed form. The checks run
 * in this order: size (empty, too large), UTF-8, nesting depth, JSON
 * syntax, then the format, version and contents. In a sealed file the
 * sealed part's MAC is checked before it is unsealed, and the unsealed
 * JSON goes through the same checks as a file. The actions are only read,
 * not replayed: see sq_game_file_replay().
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
  g_autoptr(SqGameFile) file = NULL;
  JsonObject *object;
  gboolean sealed;
  gint64 version = 0;

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

  parser = sq_file_parse_checked (data, len, error);
  if (parser == NULL)
    return FALSE;

  object = get_root_object (parser, error);
  if (object == NULL)
    return FALSE;

  /* format and version first: a newer file may well have newer keys */
  sealed = json_object_has_member (object, "sealed");
  if (!check_format (object, error)
      || !check_version (object, &version, error)
      || !check_top_level_keys (object, sealed, error))
    return FALSE;

  file = game_file_alloc ();

  if (sealed)
    {
      if (!read_sealed (object, version, file, error))
        return FALSE;
    }
  else if (!read_setup (object, FALSE, &file->setup, error)
           || !read_actions (object, "actions", TRUE, 0, file->actions, error)
           || !read_actions (object, "redo", FALSE, file->actions->len, file->redo, error)
           || !read_corrections (object, file, error))
    return FALSE;

  if (!read_optional_string (object, "name", &file->name, error)
      || !read_optional_string (object, "created", &file->created, error)
      || !check_date ("created", file->created, error)
      || !read_optional_string (object, "updated", &file->updated, error)
      || !check_date ("updated", file->updated, error))
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
 * %SQ_FILE_MAX_BYTES before reading it, and anything that is not a
 * regular file (a symbolic link, a FIFO, a device) before reading
 * anything: it never blocks.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_game_file_load_path (const char  *path,
                        SqGameFile **out,
                        GError     **error)
{
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return sq_game_file_load_path_stat (path, out, NULL, error);
}

/* Internal API (sq-game-file-private.h) */

/* sq_game_file_load_path(); @st, if given, gets the status of the file
 * as it was read (the store's check for changes by another program) */
gboolean
sq_game_file_load_path_stat (const char  *path,
                             SqGameFile **out,
                             GStatBuf    *st,
                             GError     **error)
{
  g_autofree char *data = NULL;
  g_autofree char *shown = NULL;
  gsize len = 0;

  if (!sq_file_read_capped (path, &data, &len, st, error))
    return FALSE;

  if (!sq_game_file_load_bytes (data, len, out, error))
    {
      shown = g_filename_display_name (path);
      g_prefix_error (error, "%s: ", shown);
      return FALSE;
    }

  return TRUE;
}

/* Public API, continued */

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
  if (file->corrections != NULL && file->corrections->len > 0)
    return replay_corrected (file, g_steal_pointer (&state), n_applied, error);

  for (guint i = 0; i < n; i++)
    {
      const SqAction *action = &g_array_index (file->actions, SqAction, i);

      if (!sq_apply (state, action, &local_error))
        {
          const char *type = action->type < SQ_N_ACTIONS
                             ? sq_action_type_name (action->type) : "?";

          sq_file_flatten_message (local_error);
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

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Runs every hand-written scenario in tests/scenarios/. A scenario is
 *
 *   { "title": "...", "covers": ["faq-24", ...],
 *     "game": { a game file: format, version, setup, actions },
 *     "expect": { a subset of `squire-cli replay --reveal-secrets` },
 *     "refused": { "action": 12, "rule": "heroic.different-type" },
 *     "legal_includes": [ action subsets ], "legal_excludes": [ ... ] }
 *
 * "expect" is matched as a subset: objects by key, arrays element by
 * element with equal length, scalars by value. With "refused", the game
 * must be refused at that action (the actions before it must apply) and
 * "expect"/"legal_*" are checked on the state just before it.
 * SQ_SCENARIO=path runs one file and prints the state it reached. */

#include "sq-game-file.h"
#include "sq-cards.h"
#include "sq-rules.h"

static gboolean
subset (JsonNode   *want,
        JsonNode   *have,
        GString    *path)
{
  /* null in an expectation matches anything */
  if (JSON_NODE_TYPE (want) == JSON_NODE_NULL)
    return TRUE;
  if (JSON_NODE_TYPE (want) != JSON_NODE_TYPE (have))
    return FALSE;
  switch (JSON_NODE_TYPE (want))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObject *w = json_node_get_object (want);
        JsonObject *h = json_node_get_object (have);
        g_autoptr(GList) members = json_object_get_members (w);
        for (GList *l = members; l; l = l->next)
          {
            gsize len = path->len;
            JsonNode *hn = json_object_get_member (h, l->data);
            g_string_append_printf (path, ".%s", (const char *) l->data);
            if (hn == NULL || !subset (json_object_get_member (w, l->data), hn, path))
              return FALSE;
            g_string_truncate (path, len);
          }
        return TRUE;
      }
    case JSON_NODE_ARRAY:
      {
        JsonArray *w = json_node_get_array (want);
        JsonArray *h = json_node_get_array (have);
        if (json_array_get_length (w) != json_array_get_length (h))
          return FALSE;
        for (guint i = 0; i < json_array_get_length (w); i++)
          {
            gsize len = path->len;
            g_string_append_printf (path, "[%u]", i);
            if (!subset (json_array_get_element (w, i), json_array_get_element (h, i), path))
              return FALSE;
            g_string_truncate (path, len);
          }
        return TRUE;
      }
    case JSON_NODE_NULL:
      return TRUE;
    case JSON_NODE_VALUE:
      if (json_node_get_value_type (want) == G_TYPE_STRING)
        return json_node_get_value_type (have) == G_TYPE_STRING &&
               g_str_equal (json_node_get_string (want), json_node_get_string (have));
      if (json_node_get_value_type (want) == G_TYPE_BOOLEAN)
        return json_node_get_value_type (have) == G_TYPE_BOOLEAN &&
               json_node_get_boolean (want) == json_node_get_boolean (have);
      return json_node_get_value_type (have) != G_TYPE_STRING &&
             json_node_get_value_type (have) != G_TYPE_BOOLEAN &&
             json_node_get_int (want) == json_node_get_int (have);
    default:
      return FALSE;
    }
}

static char *
to_text (JsonNode *node)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  json_generator_set_pretty (gen, TRUE);
  json_generator_set_root (gen, node);
  return json_generator_to_data (gen, NULL);
}

static gboolean
legal_has (const SqState *state,
           JsonNode      *want)
{
  SqAction buf[2048];
  guint n = sq_legal_actions (state, buf, G_N_ELEMENTS (buf));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(JsonNode) have = sq_action_to_json (&buf[i]);
      g_autoptr(GString) path = g_string_new ("");
      if (subset (want, have, path))
        return TRUE;
    }
  return FALSE;
}

static void
run_scenario (gconstpointer data)
{
  const char *file = data;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SqGameFile) game = NULL;
  g_autoptr(SqState) state = NULL;
  g_autofree char *game_text = NULL;
  JsonObject *root;
  JsonNode *expect;
  gint refused_at = -1;
  const char *refused_rule = NULL;
  guint stop;

  json_parser_load_from_file (parser, file, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_true (json_object_has_member (root, "title"));
  g_assert_true (json_object_has_member (root, "covers"));
  g_assert_true (json_object_has_member (root, "game"));

  /* the game goes through the same loader as saved games */
  game_text = to_text (json_object_get_member (root, "game"));
  sq_game_file_load_bytes (game_text, strlen (game_text), &game, &error);
  g_assert_no_error (error);

  if (json_object_has_member (root, "refused"))
    {
      JsonObject *r = json_object_get_object_member (root, "refused");
      refused_at = json_object_get_int_member (r, "action");
      refused_rule = json_object_get_string_member (r, "rule");
    }

  state = sq_state_new (&game->setup, &error);
  g_assert_no_error (error);
  stop = refused_at >= 0 ? (guint) refused_at : game->actions->len;
  g_assert_cmpuint (stop, <=, game->actions->len);
  for (guint i = 0; i < stop; i++)
    {
      if (!sq_apply (state, &g_array_index (game->actions, SqAction, i), &error))
        {
          g_autoptr(JsonNode) now = sq_state_to_json (state, TRUE);
          g_autofree char *text = to_text (now);
          g_test_fail_printf ("%s: action %u refused (%s); state before it:\n%s", file, i,
                              error->message, text);
          return;
        }
    }
  if (refused_at >= 0)
    {
      g_autoptr(SqState) copy = sq_state_copy (state);
      if (sq_apply (copy, &g_array_index (game->actions, SqAction, refused_at), &error))
        {
          g_test_fail_printf ("%s: action %d was expected to be refused", file, refused_at);
          return;
        }
      if (g_strcmp0 (error->message, refused_rule) != 0)
        {
          g_test_fail_printf ("%s: action %d refused with %s, expected %s", file, refused_at,
                              error->message, refused_rule);
          return;
        }
      g_assert_true (sq_state_equal (copy, state));
      g_clear_error (&error);
    }

  expect = json_object_get_member (root, "expect");
  {
    g_autoptr(JsonNode) have = sq_state_to_json (state, TRUE);
    g_autoptr(GString) path = g_string_new ("");
    if (g_getenv ("SQ_SCENARIO"))
      {
        g_autofree char *text = to_text (have);
        g_printerr ("%s\n", text);
      }
    if (expect != NULL && !subset (expect, have, path))
      {
        g_autofree char *text = to_text (have);
        g_test_fail_printf ("%s: mismatch at %s; state:\n%s", file, path->str, text);
        return;
      }
  }

  if (json_object_has_member (root, "legal_includes"))
    {
      JsonArray *a = json_object_get_array_member (root, "legal_includes");
      for (guint i = 0; i < json_array_get_length (a); i++)
        if (!legal_has (state, json_array_get_element (a, i)))
          {
            g_autofree char *text = to_text (json_array_get_element (a, i));
            g_test_fail_printf ("%s: not legal but expected: %s", file, text);
            return;
          }
    }
  if (json_object_has_member (root, "legal_excludes"))
    {
      JsonArray *a = json_object_get_array_member (root, "legal_excludes");
      for (guint i = 0; i < json_array_get_length (a); i++)
        if (legal_has (state, json_array_get_element (a, i)))
          {
            g_autofree char *text = to_text (json_array_get_element (a, i));
            g_test_fail_printf ("%s: legal but expected not: %s", file, text);
            return;
          }
    }
}

static gint
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

int
main (int   argc,
      char *argv[])
{
  const char *one = g_getenv ("SQ_SCENARIO");
  g_autofree char *dir = NULL;
  g_autoptr(GDir) d = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);

  /* one broken scenario must not hide the others */
  g_autofree char **args = g_new0 (char *, argc + 2);
  int n_args = argc + 1;

  memcpy (args, argv, sizeof (char *) * argc);
  args[argc] = (char *) "--keep-going";
  g_test_init (&n_args, &args, NULL);

  if (one != NULL)
    g_ptr_array_add (files, g_strdup (one));
  else
    {
      dir = g_test_build_filename (G_TEST_DIST, "..", "scenarios", NULL);
      d = g_dir_open (dir, 0, NULL);
      g_assert_nonnull (d);
      for (const char *name; (name = g_dir_read_name (d)) != NULL;)
        if (g_str_has_suffix (name, ".json"))
          g_ptr_array_add (files, g_build_filename (dir, name, NULL));
      g_ptr_array_sort (files, compare_paths);
    }

  for (guint i = 0; i < files->len; i++)
    {
      g_autofree char *base = g_path_get_basename (files->pdata[i]);
      g_autofree char *path = g_strdup_printf ("/engine/scenarios/%s", base);
      g_test_add_data_func (path, files->pdata[i], run_scenario);
    }
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The strict JSON readers every game's file shares. See sq-record-json.h. */

#include "sq-record-json.h"

/* Public API */

GQuark
sq_file_error_quark (void)
{
  return g_quark_from_static_string ("sq-file-error-quark");
}

const char *
sq_json_node_kind (JsonNode *node)
{
  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      return "an object";
    case JSON_NODE_ARRAY:
      return "an array";
    case JSON_NODE_NULL:
      return "null";
    case JSON_NODE_VALUE:
    default:
      break;
    }

  switch (json_node_get_value_type (node))
    {
    case G_TYPE_INT64:
      return "an integer";
    case G_TYPE_DOUBLE:
      return "a number with a fraction";
    case G_TYPE_BOOLEAN:
      return "a boolean";
    case G_TYPE_STRING:
      return "a string";
    default:
      return "a value";
    }
}

gboolean
sq_json_shape_error (GError    **error,
                     const char *key,
                     const char *expected,
                     JsonNode   *node)
{
  g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
               "%s: expected %s, got %s", key, expected, sq_json_node_kind (node));
  return FALSE;
}

gboolean
sq_json_node_is (JsonNode *node,
                 GType     type)
{
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == type;
}

gboolean
sq_json_check_keys (JsonObject         *object,
                    const char * const *known,
                    const char         *where,
                    GError            **error)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *key = l->data;

      if (!g_strv_contains (known, key))
        {
          g_autofree char *shown = g_strescape (key, NULL);

          g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                       "%s%s%s: unknown key",
                       where ? where : "", where ? "." : "", shown);
          return FALSE;
        }
    }

  return TRUE;
}

gboolean
sq_json_read_int (JsonNode   *node,
                  const char *key,
                  gint64      min,
                  gint64      max,
                  gint64     *out,
                  GError    **error)
{
  gint64 value;

  if (!sq_json_node_is (node, G_TYPE_INT64))
    return sq_json_shape_error (error, key, "an integer", node);

  value = json_node_get_int (node);
  if (value < min || value > max)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE,
                   "%s: %" G_GINT64_FORMAT " is out of range %"
                   G_GINT64_FORMAT "..%" G_GINT64_FORMAT,
                   key, value, min, max);
      return FALSE;
    }

  *out = value;
  return TRUE;
}

gboolean
sq_json_read_string (JsonNode    *node,
                     const char  *key,
                     const char **out,
                     GError     **error)
{
  if (!sq_json_node_is (node, G_TYPE_STRING))
    return sq_json_shape_error (error, key, "a string", node);

  *out = json_node_get_string (node);
  return TRUE;
}

/* A setup's "seed": a decimal string (a 64-bit value does not survive
 * every JSON reader as a number) or, as older files have it, a
 * non-negative integer */
gboolean
sq_json_read_seed (JsonNode  *node,
                   guint64   *out,
                   GError   **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *shown = NULL;
  const char *text;

  if (sq_json_node_is (node, G_TYPE_INT64))
    {
      gint64 value = json_node_get_int (node);

      if (value < 0)
        {
          g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE,
                       "seed: %" G_GINT64_FORMAT " is negative", value);
          return FALSE;
        }
      *out = value;
      return TRUE;
    }

  if (!sq_json_node_is (node, G_TYPE_STRING))
    return sq_json_shape_error (error, "seed", "a decimal string or an integer", node);

  text = json_node_get_string (node);
  if (g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, out, &local_error))
    return TRUE;

  shown = g_strescape (text, NULL);
  g_set_error (error, SQ_FILE_ERROR,
               g_error_matches (local_error, G_NUMBER_PARSER_ERROR,
                                G_NUMBER_PARSER_ERROR_OUT_OF_BOUNDS)
               ? SQ_FILE_ERROR_RANGE : SQ_FILE_ERROR_SHAPE,
               "seed: \"%s\" is not a decimal number from 0 to %" G_GUINT64_FORMAT,
               shown, G_MAXUINT64);
  return FALSE;
}

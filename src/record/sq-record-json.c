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

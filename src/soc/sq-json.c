/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The helpers the sq-json-*.c files share: names, builders and the
 * strict readers of numbers, flags, strings and keywords. See sq-json.h
 * and docs/save-format.md. */

#include "sq-json-private.h"

#include "sq-rules.h"

static const char * const rules_error_names[] = {
  [SQ_RULES_ERROR_GAME_OVER] = "game-over",
  [SQ_RULES_ERROR_WRONG_DECISION] = "wrong-decision",
  [SQ_RULES_ERROR_WRONG_SEAT] = "wrong-seat",
  [SQ_RULES_ERROR_BAD_TARGET] = "bad-target",
  [SQ_RULES_ERROR_BAD_PLACE] = "bad-place",
  [SQ_RULES_ERROR_CARD_NOT_HELD] = "card-not-held",
  [SQ_RULES_ERROR_WRONG_CARD] = "wrong-card",
  [SQ_RULES_ERROR_TYPE_USED] = "type-used",
  [SQ_RULES_ERROR_NO_ACTIONS_LEFT] = "no-actions-left",
  [SQ_RULES_ERROR_NOT_ALLOWED] = "not-allowed",
  [SQ_RULES_ERROR_MUST_ACT] = "must-act",
  [SQ_RULES_ERROR_BAD_VALUE] = "bad-value",
  [SQ_RULES_ERROR_BAD_SETUP] = "bad-setup",
  [SQ_RULES_ERROR_COPIES_OUT] = "copies-out",
};

/* Helpers: names */

const char *
sq_json_named_value_name (const SqNamedValue *table,
                          int                 value)
{
  for (guint i = 0; table[i].name != NULL; i++)
    if (table[i].value == value)
      return table[i].name;

  return NULL;
}

gboolean
sq_json_named_value_from_name (const SqNamedValue *table,
                               const char         *name,
                               int                *value)
{
  for (guint i = 0; table[i].name != NULL; i++)
    if (g_str_equal (table[i].name, name))
      {
        *value = table[i].value;
        return TRUE;
      }

  return FALSE;
}

/* "a", "b" or "c" for the error messages */
char *
sq_json_named_value_list (const SqNamedValue *table)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; table[i].name != NULL; i++)
    {
      if (i > 0)
        g_string_append (s, table[i + 1].name == NULL ? " or " : ", ");
      g_string_append_printf (s, "\"%s\"", table[i].name);
    }

  return g_string_free (s, FALSE);
}

const char *
sq_json_face_name (guint face)
{
  if (face >= SQ_N_FACES)
    return NULL;

  return sq_face_info ((SqFace) face)->name;
}

const char *
sq_json_knight_name (guint knight)
{
  /* a squire's coat of arms is still in the box */
  if (knight == SQ_KNIGHT_SQUIRE)
    return "squire";
  if (knight >= SQ_N_KNIGHTS)
    return NULL;

  return sq_knight_name ((SqKnight) knight);
}

const char *
sq_json_card_name (guint card)
{
  /* house cards are named by their face like any other */
  if (card >= SQ_N_CARDS && !sq_card_is_house (card))
    return NULL;

  return sq_json_face_name (sq_card_face (card));
}

/* Helpers: building JSON */

void
sq_json_add_name (JsonBuilder *builder,
                  const char  *name,
                  gint64       fallback)
{
  /* A value without a name is written as its number: readers refuse it,
   * which is better than silently writing something else. */
  if (name != NULL)
    json_builder_add_string_value (builder, name);
  else
    json_builder_add_int_value (builder, fallback);
}

void
sq_json_add_member_name (JsonBuilder *builder,
                         const char  *member,
                         const char  *name,
                         gint64       fallback)
{
  json_builder_set_member_name (builder, member);
  sq_json_add_name (builder, name, fallback);
}

void
sq_json_add_member_int (JsonBuilder *builder,
                        const char  *member,
                        gint64       value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_int_value (builder, value);
}

void
sq_json_add_member_bool (JsonBuilder *builder,
                         const char  *member,
                         gboolean     value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_boolean_value (builder, value);
}

void
sq_json_add_member_seat (JsonBuilder *builder,
                         const char  *member,
                         gint         seat)
{
  json_builder_set_member_name (builder, member);
  if (seat < 0)
    json_builder_add_null_value (builder);
  else
    json_builder_add_int_value (builder, seat);
}

/* Helpers: reading JSON (the generic readers are the record layer's,
 * sq-record-json.c) */

gboolean
sq_json_read_bool (JsonNode   *node,
                   const char *key,
                   gboolean   *out,
                   GError    **error)
{
  if (!sq_json_node_is (node, G_TYPE_BOOLEAN))
    return sq_json_shape_error (error, key, "true or false", node);

  *out = json_node_get_boolean (node);
  return TRUE;
}

gboolean
sq_json_unknown_name (GError    **error,
                      const char *key,
                      const char *what,
                      const char *name)
{
  g_autofree char *shown = g_strescape (name, NULL);

  g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_UNKNOWN_NAME,
               "%s: unknown %s \"%s\"", key, what, shown);
  return FALSE;
}

gboolean
sq_json_read_keyword (JsonNode           *node,
                      const char         *key,
                      const SqNamedValue *table,
                      int                *out,
                      GError            **error)
{
  const char *name;

  if (!sq_json_node_is (node, G_TYPE_STRING))
    {
      g_autofree char *list = sq_json_named_value_list (table);
      return sq_json_shape_error (error, key, list, node);
    }

  name = json_node_get_string (node);
  if (!sq_json_named_value_from_name (table, name, out))
    {
      g_autofree char *list = sq_json_named_value_list (table);
      g_autofree char *shown = g_strescape (name, NULL);

      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_UNKNOWN_NAME,
                   "%s: unknown value \"%s\" (expected %s)", key, shown, list);
      return FALSE;
    }

  return TRUE;
}

gboolean
sq_json_read_knight (JsonNode   *node,
                     const char *key,
                     gboolean    allow_squire,
                     guint8     *out,
                     GError    **error)
{
  const char *name;
  SqKnight knight;

  if (!sq_json_read_string (node, key, &name, error))
    return FALSE;

  if (allow_squire && g_str_equal (name, "squire"))
    {
      *out = SQ_KNIGHT_SQUIRE;
      return TRUE;
    }
  if (!sq_knight_from_name (name, &knight) || (guint) knight >= SQ_N_KNIGHTS)
    return sq_json_unknown_name (error, key, "knight", name);

  *out = knight;
  return TRUE;
}

JsonArray *
sq_json_read_array (JsonNode   *node,
                    const char *key,
                    guint       max_len,
                    GError    **error)
{
  JsonArray *array;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      sq_json_shape_error (error, key, "an array", node);
      return NULL;
    }

  array = json_node_get_array (node);
  if (json_array_get_length (array) > max_len)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE,
                   "%s: %u entries, at most %u allowed",
                   key, json_array_get_length (array), max_len);
      return NULL;
    }

  return array;
}

/* Public API */

/**
 * sq_rules_error_name:
 * @code: a code in %SQ_RULES_ERROR
 *
 * Returns: the identifier of @code, such as "card-not-held", or "unknown"
 */
const char *
sq_rules_error_name (SqRulesError code)
{
  if ((guint) code >= G_N_ELEMENTS (rules_error_names)
      || rules_error_names[code] == NULL)
    return "unknown";

  return rules_error_names[code];
}

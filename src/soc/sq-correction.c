/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Correcting an earlier entry. See sq-correction.h.
 *
 * Nothing here knows a rule: a correction is an action replaced, and the
 * actions after it go through sq_apply() again, which says which one no
 * longer applies and why. The two functions that work on actions take
 * plain arrays, so that Camelot Legends' history can follow the same
 * shape. */

#include "sq-correction.h"

#include "sq-game-file.h"
#include "sq-json-private.h"
#include "sq-rules.h"

static const char * const correction_keys[] = {
  "entry", "index", "kept", NULL
};

/* Public API */

/**
 * sq_correction_replay:
 * @initial: the state before the first of @actions
 * @actions: (array length=n_actions): the game's actions
 * @n_actions: how many
 * @index: the action to replace, less than @n_actions
 * @replacement: what the table says it was
 * @out: (out caller-allocates): the state after the last action that
 *   still applies
 * @error: the refusal (%SQ_RULES_ERROR) of the first action that no
 *   longer applies, if any
 *
 * Replays @actions from @initial with @actions[@index] replaced by
 * @replacement, and stops at the first action the engine refuses.
 *
 * Returns: the index of the first action that no longer applies (@index
 *   itself when the replacement is refused), or @n_actions when all apply
 */
guint
sq_correction_replay (const SqState   *initial,
                      const SqAction  *actions,
                      guint            n_actions,
                      guint            index,
                      const SqAction  *replacement,
                      SqState         *out,
                      GError         **error)
{
  g_return_val_if_fail (initial != NULL, 0);
  g_return_val_if_fail (actions != NULL || n_actions == 0, 0);
  g_return_val_if_fail (index < n_actions, 0);
  g_return_val_if_fail (replacement != NULL, 0);
  g_return_val_if_fail (out != NULL, 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  memcpy (out, initial, sizeof *out);
  for (guint i = 0; i < n_actions; i++)
    {
      const SqAction *action = i == index ? replacement : &actions[i];

      if (!sq_apply (out, action, error))
        return i;
    }

  return n_actions;
}

/**
 * sq_correction_apply:
 * @actions: (element-type SqAction): the game's actions, changed in place
 * @correction: which action and how many are kept
 * @replacement: the new action
 *
 * Replaces the action and drops those after @correction->n_kept. It
 * checks only the numbers, not the rules: sq_correction_replay() does.
 *
 * Returns: %FALSE, changing nothing, if @correction does not fit @actions
 */
gboolean
sq_correction_apply (GArray             *actions,
                     const SqCorrection *correction,
                     const SqAction     *replacement)
{
  g_return_val_if_fail (actions != NULL, FALSE);
  g_return_val_if_fail (correction != NULL, FALSE);
  g_return_val_if_fail (replacement != NULL, FALSE);

  if (correction->index >= actions->len
      || correction->n_kept <= correction->index
      || correction->n_kept > actions->len)
    return FALSE;

  g_array_index (actions, SqAction, correction->index) = *replacement;
  g_array_set_size (actions, correction->n_kept);
  return TRUE;
}

/**
 * sq_corrections_to_json:
 * @corrections: (element-type SqCorrection): in the order of their entries
 *
 * Returns: (transfer full): [{"entry": 12, "index": 7, "kept": 12}, ...]
 */
JsonNode *
sq_corrections_to_json (const GArray *corrections)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (corrections != NULL, NULL);

  json_builder_begin_array (builder);
  for (guint i = 0; i < corrections->len; i++)
    {
      const SqCorrection *c = &g_array_index (corrections, SqCorrection, i);

      json_builder_begin_object (builder);
      sq_json_add_member_int (builder, "entry", c->entry);
      sq_json_add_member_int (builder, "index", c->index);
      sq_json_add_member_int (builder, "kept", c->n_kept);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  return json_builder_get_root (builder);
}

static gboolean
read_one (JsonNode     *node,
          guint         i,
          guint         n_entries,
          SqCorrection *out,
          GError      **error)
{
  g_autofree char *where = g_strdup_printf ("corrections[%u]", i);
  JsonObject *object;
  gint64 entry, index, kept;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return sq_json_shape_error (error, where, "an object", node);

  object = json_node_get_object (node);
  if (!sq_json_check_keys (object, correction_keys, where, error))
    return FALSE;

  if (!json_object_has_member (object, "entry") || !json_object_has_member (object, "index")
      || !json_object_has_member (object, "kept"))
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "%s: needs entry, index and kept", where);
      return FALSE;
    }

  if (!sq_json_read_int (json_object_get_member (object, "entry"), "entry",
                         0, MAX (n_entries, 1) - 1, &entry, error)
      || !sq_json_read_int (json_object_get_member (object, "index"), "index",
                            0, SQ_FILE_MAX_ACTIONS - 1, &index, error)
      || !sq_json_read_int (json_object_get_member (object, "kept"), "kept",
                            index + 1, SQ_FILE_MAX_ACTIONS, &kept, error))
    {
      g_prefix_error (error, "%s.", where);
      return FALSE;
    }
  if (n_entries == 0)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE,
                   "%s.entry: the game has no entries", where);
      return FALSE;
    }

  out->entry = entry;
  out->index = index;
  out->n_kept = kept;
  return TRUE;
}

/**
 * sq_corrections_from_json:
 * @node: (nullable): the "corrections" member, or %NULL if absent
 * @n_entries: the number of actions and redo entries of the file
 * @corrections: (element-type SqCorrection): filled
 * @error: a #GError in %SQ_FILE_ERROR
 *
 * Reads the shape only: entries in increasing order, each within the
 * file, at most %SQ_FILE_MAX_CORRECTIONS of them. Whether each one fits
 * the game is for the replay to say.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_corrections_from_json (JsonNode  *node,
                          guint      n_entries,
                          GArray    *corrections,
                          GError   **error)
{
  JsonArray *array;

  g_return_val_if_fail (corrections != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  g_array_set_size (corrections, 0);
  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return sq_json_shape_error (error, "corrections", "an array", node);

  array = json_node_get_array (node);
  if (json_array_get_length (array) > SQ_FILE_MAX_CORRECTIONS)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_MANY_ACTIONS,
                   "corrections: %u, at most %u allowed",
                   json_array_get_length (array), SQ_FILE_MAX_CORRECTIONS);
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      SqCorrection c;

      if (!read_one (json_array_get_element (array, i), i, n_entries, &c, error))
        return FALSE;
      if (i > 0 && c.entry <= g_array_index (corrections, SqCorrection, i - 1).entry)
        {
          g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_DUPLICATE,
                       "corrections[%u].entry: not after the one before", i);
          return FALSE;
        }
      g_array_append_val (corrections, c);
    }

  return TRUE;
}

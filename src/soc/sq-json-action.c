/* SPDX-License-Identifier: GPL-3.0-or-later */
/* JSON forms of actions. See sq-json.h and docs/save-format.md. */

#include "sq-json-private.h"

#include "sq-rules.h"

static const SqNamedValue special_names[] = {
  { SQ_SPECIAL_SELF, "self" },
  { SQ_SPECIAL_OTHERS, "others" },
  { 0, NULL }
};

static const char * const action_keys[] = {
  "type", "seat", "target", "quest", "group", "option", "free", "random",
  "value", "knight", "cards", "seats", "counts", "override", NULL
};

static gboolean
read_face (JsonNode   *node,
           const char *key,
           guint8     *out,
           GError    **error)
{
  const char *name;
  SqFace face;

  if (JSON_NODE_HOLDS_NULL (node))
    {
      *out = SQ_NO_CARD;
      return TRUE;
    }
  if (!sq_json_node_is (node, G_TYPE_STRING))
    return sq_json_shape_error (error, key, "a card name or null", node);

  name = json_node_get_string (node);
  if (g_str_equal (name, "unknown"))
    {
      *out = SQ_NO_CARD;
      return TRUE;
    }
  if (!sq_face_from_name (name, &face) || (guint) face >= SQ_N_FACES)
    return sq_json_unknown_name (error, key, "card", name);

  *out = face;
  return TRUE;
}

/* Helpers: actions */

static void
add_action_quest (JsonBuilder    *builder,
                  const SqAction *action)
{
  const char *name = NULL;

  if (action->type == SQ_ACTION_MOVE)
    {
      /* SQ_QUEST_NONE doubles as the Round Table: a move always says where */
      if (action->quest < SQ_N_PLACES)
        name = sq_place_name ((SqPlace) action->quest);
    }
  else if (action->quest == SQ_QUEST_NONE)
    return;
  else if (action->quest < SQ_N_QUESTS)
    name = sq_quest_name ((SqQuestId) action->quest);
  else if (action->quest == SQ_PLACE_SIEGE)
    name = sq_place_name (SQ_PLACE_SIEGE);

  sq_json_add_member_name (builder, "quest", name, action->quest);
}

static gboolean
read_action_quest (JsonNode *node,
                   guint8    type,
                   guint8   *out,
                   GError  **error)
{
  const char *name;
  SqQuestId quest;
  SqPlace place;

  if (!sq_json_read_string (node, "quest", &name, error))
    return FALSE;

  if (type == SQ_ACTION_MOVE)
    {
      if (!sq_place_from_name (name, &place) || place >= SQ_PLACE_NONE)
        return sq_json_unknown_name (error, "quest", "place", name);
      *out = place;
      return TRUE;
    }

  if (sq_quest_from_name (name, &quest) && quest < SQ_N_QUESTS)
    {
      *out = quest;
      return TRUE;
    }
  /* Merlin may take a siege engine away: the siege is the one place that
   * is not a quest but can be a target */
  if (sq_place_from_name (name, &place) && place == SQ_PLACE_SIEGE)
    {
      *out = place;
      return TRUE;
    }

  return sq_json_unknown_name (error, "quest", "quest", name);
}

static gboolean
read_action_option (JsonNode *node,
                    guint8    type,
                    guint8   *out,
                    GError  **error)
{
  gint64 value;

  if (type == SQ_ACTION_PLAY_SPECIAL && sq_json_node_is (node, G_TYPE_STRING))
    {
      int mode;

      if (!sq_json_read_keyword (node, "option", special_names, &mode, error))
        return FALSE;
      *out = mode;
      return TRUE;
    }

  if (!sq_json_node_is (node, G_TYPE_INT64))
    return sq_json_shape_error (error, "option",
                                type == SQ_ACTION_PLAY_SPECIAL
                                ? "\"self\", \"others\" or an integer" : "an integer",
                                node);

  if (!sq_json_read_int (node, "option", 0, G_MAXUINT8, &value, error))
    return FALSE;

  *out = value;
  return TRUE;
}

static gboolean
read_action_cards (JsonNode *node,
                   SqAction *out,
                   GError  **error)
{
  JsonArray *array = sq_json_read_array (node, "cards", SQ_ACTION_MAX_CARDS, error);
  guint n;

  if (array == NULL)
    return FALSE;

  n = json_array_get_length (array);
  for (guint i = 0; i < n; i++)
    {
      char key[32];

      g_snprintf (key, sizeof key, "cards[%u]", i);
      if (!read_face (json_array_get_element (array, i), key,
                      &out->cards[i], error))
        return FALSE;
    }
  out->n_cards = n;

  return TRUE;
}

static gboolean
read_action_seats (JsonNode *seats_node,
                   JsonNode *counts_node,
                   SqAction *out,
                   GError  **error)
{
  JsonArray *seats = NULL;
  JsonArray *counts = NULL;
  guint n = 0;

  if (seats_node != NULL)
    {
      seats = sq_json_read_array (seats_node, "seats", SQ_MAX_SEATS, error);
      if (seats == NULL)
        return FALSE;
      n = json_array_get_length (seats);
    }

  if (counts_node != NULL)
    {
      counts = sq_json_read_array (counts_node, "counts", SQ_MAX_SEATS, error);
      if (counts == NULL)
        return FALSE;
      if (json_array_get_length (counts) != n)
        {
          g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                       "counts: %u entries for %u seats",
                       json_array_get_length (counts), n);
          return FALSE;
        }
    }

  for (guint i = 0; i < n; i++)
    {
      char key[32];
      gint64 value;

      g_snprintf (key, sizeof key, "seats[%u]", i);
      if (!sq_json_read_int (json_array_get_element (seats, i), key,
                             SQ_NO_SEAT, SQ_MAX_SEATS - 1, &value, error))
        return FALSE;
      out->seats[i] = value;

      if (counts != NULL)
        {
          g_snprintf (key, sizeof key, "counts[%u]", i);
          if (!sq_json_read_int (json_array_get_element (counts, i), key,
                                 0, SQ_N_WHITE, &value, error))
            return FALSE;
          out->counts[i] = value;
        }
    }
  out->n_seats = n;

  return TRUE;
}
/* Public API */

/**
 * sq_action_to_json:
 * @action: an action
 *
 * Writes @action as a JSON object. Only "type" is always present; every
 * other field is left out when it has its sq_action_init() value, except
 * the destination of a move.
 *
 * Returns: (transfer full): a JSON object node
 */
JsonNode *
sq_action_to_json (const SqAction *action)
{
  g_autoptr(JsonBuilder) builder = NULL;

  g_return_val_if_fail (action != NULL, NULL);

  builder = json_builder_new ();
  json_builder_begin_object (builder);

  sq_json_add_member_name (builder, "type",
                           action->type < SQ_N_ACTIONS ? sq_action_type_name (action->type) : NULL,
                           action->type);
  if (action->seat != SQ_NO_SEAT)
    sq_json_add_member_int (builder, "seat", action->seat);
  if (action->target != SQ_NO_SEAT)
    sq_json_add_member_int (builder, "target", action->target);
  add_action_quest (builder, action);
  if (action->group != -1)
    sq_json_add_member_int (builder, "group", action->group);

  if (action->option != 0)
    {
      const char *mode = NULL;

      if (action->type == SQ_ACTION_PLAY_SPECIAL)
        mode = sq_json_named_value_name (special_names, action->option);
      sq_json_add_member_name (builder, "option", mode, action->option);
    }

  if (action->flags & SQ_ACTION_FLAG_FREE)
    sq_json_add_member_bool (builder, "free", TRUE);
  if (action->flags & SQ_ACTION_FLAG_RANDOM)
    sq_json_add_member_bool (builder, "random", TRUE);
  if (action->flags & SQ_ACTION_FLAG_OVERRIDE)
    sq_json_add_member_bool (builder, "override", TRUE);
  if (action->value != 0)
    sq_json_add_member_int (builder, "value", action->value);
  if (action->knight != SQ_N_KNIGHTS)
    sq_json_add_member_name (builder, "knight", sq_json_knight_name (action->knight), action->knight);

  if (action->n_cards > 0)
    {
      json_builder_set_member_name (builder, "cards");
      json_builder_begin_array (builder);
      for (guint i = 0; i < action->n_cards && i < SQ_ACTION_MAX_CARDS; i++)
        {
          if (action->cards[i] == SQ_NO_CARD)
            json_builder_add_null_value (builder);
          else
            sq_json_add_name (builder, sq_json_face_name (action->cards[i]), action->cards[i]);
        }
      json_builder_end_array (builder);
    }

  if (action->n_seats > 0)
    {
      guint n = MIN (action->n_seats, SQ_MAX_SEATS);
      gboolean any_count = FALSE;

      json_builder_set_member_name (builder, "seats");
      json_builder_begin_array (builder);
      for (guint i = 0; i < n; i++)
        {
          json_builder_add_int_value (builder, action->seats[i]);
          any_count |= action->counts[i] != 0;
        }
      json_builder_end_array (builder);

      if (any_count)
        {
          json_builder_set_member_name (builder, "counts");
          json_builder_begin_array (builder);
          for (guint i = 0; i < n; i++)
            json_builder_add_int_value (builder, action->counts[i]);
          json_builder_end_array (builder);
        }
    }

  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/**
 * sq_action_from_json:
 * @node: a JSON object
 * @out: (out caller-allocates): the action
 * @error: a #GError in %SQ_FILE_ERROR
 *
 * Reads an action written by sq_action_to_json() or by hand. Only "type"
 * is required. @out is written only on success.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_action_from_json (JsonNode  *node,
                     SqAction  *out,
                     GError   **error)
{
  JsonObject *object;
  JsonNode *member;
  const char *name;
  SqActionType type;
  SqAction action;
  gint64 value;
  gboolean flag;

  g_return_val_if_fail (node != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "expected an action object, got %s", sq_json_node_kind (node));
      return FALSE;
    }

  object = json_node_get_object (node);
  if (!sq_json_check_keys (object, action_keys, NULL, error))
    return FALSE;

  member = json_object_get_member (object, "type");
  if (member == NULL)
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                           "type: missing");
      return FALSE;
    }
  if (!sq_json_read_string (member, "type", &name, error))
    return FALSE;
  if (!sq_action_type_from_name (name, &type) || (guint) type >= SQ_N_ACTIONS)
    return sq_json_unknown_name (error, "type", "action type", name);

  sq_action_init (&action, type);

  if ((member = json_object_get_member (object, "seat")) != NULL)
    {
      if (!sq_json_read_int (member, "seat", SQ_NO_SEAT, SQ_MAX_SEATS - 1, &value, error))
        return FALSE;
      action.seat = value;
    }

  if ((member = json_object_get_member (object, "target")) != NULL)
    {
      if (!sq_json_read_int (member, "target", SQ_NO_SEAT, SQ_MAX_SEATS - 1, &value, error))
        return FALSE;
      action.target = value;
    }

  if ((member = json_object_get_member (object, "quest")) != NULL
      && !read_action_quest (member, type, &action.quest, error))
    return FALSE;

  if ((member = json_object_get_member (object, "group")) != NULL)
    {
      if (!sq_json_read_int (member, "group", -1, 2, &value, error))
        return FALSE;
      action.group = value;
    }

  if ((member = json_object_get_member (object, "option")) != NULL
      && !read_action_option (member, type, &action.option, error))
    return FALSE;

  if ((member = json_object_get_member (object, "free")) != NULL)
    {
      if (!sq_json_read_bool (member, "free", &flag, error))
        return FALSE;
      if (flag)
        action.flags |= SQ_ACTION_FLAG_FREE;
    }

  if ((member = json_object_get_member (object, "random")) != NULL)
    {
      if (!sq_json_read_bool (member, "random", &flag, error))
        return FALSE;
      if (flag)
        action.flags |= SQ_ACTION_FLAG_RANDOM;
    }

  if ((member = json_object_get_member (object, "override")) != NULL)
    {
      if (!sq_json_read_bool (member, "override", &flag, error))
        return FALSE;
      if (flag)
        action.flags |= SQ_ACTION_FLAG_OVERRIDE;
    }

  if ((member = json_object_get_member (object, "value")) != NULL)
    {
      if (!sq_json_read_int (member, "value", 0, 8, &value, error))
        return FALSE;
      action.value = value;
    }

  if ((member = json_object_get_member (object, "knight")) != NULL
      && !sq_json_read_knight (member, "knight", FALSE, &action.knight, error))
    return FALSE;

  if ((member = json_object_get_member (object, "cards")) != NULL
      && !read_action_cards (member, &action, error))
    return FALSE;

  if (!read_action_seats (json_object_get_member (object, "seats"),
                          json_object_get_member (object, "counts"),
                          &action, error))
    return FALSE;

  *out = action;
  return TRUE;
}

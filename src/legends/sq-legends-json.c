/* SPDX-License-Identifier: GPL-3.0-or-later */
/* JSON forms of Camelot Legends actions, and the name readers
 * sq-legends-json-setup.c and sq-legends-json-state.c share; the cards and
 * events an action holds are in sq-legends-json-cards.c. See
 * sq-legends-json.h and docs/save-format.md. */

#include "sq-legends-json-private.h"

static const char * const action_keys[] = {
  "type", "seat", "location", "index", "special", "free", "end_of_turn",
  "characters", "character", "event", "modifiers", "vp", NULL
};

/* Helpers: reading */

static gboolean
read_characters (JsonNode        *node,
                 SqLegendsAction *a,
                 GError         **error)
{
  JsonArray *array = sq_json_read_array (node, "characters", G_N_ELEMENTS (a->characters),
                                         error);

  if (array == NULL)
    return FALSE;

  a->n_characters = json_array_get_length (array);
  for (guint i = 0; i < a->n_characters; i++)
    {
      g_autofree char *key = g_strdup_printf ("characters[%u]", i);
      gint64 id;

      if (!sq_json_read_int (json_array_get_element (array, i), key, 0,
                             SQ_LEGENDS_MAX_TABLE - 1, &id, error))
        return FALSE;
      a->characters[i] = id;
    }

  return TRUE;
}

static gboolean
read_vp (JsonNode        *node,
         SqLegendsAction *a,
         GError         **error)
{
  JsonArray *array = sq_json_read_array (node, "vp", SQ_LEGENDS_MAX_PLAYERS, error);

  if (array == NULL)
    return FALSE;

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *key = g_strdup_printf ("vp[%u]", i);
      gint64 vp;

      if (!sq_json_read_int (json_array_get_element (array, i), key, 0,
                             SQ_LEGENDS_MAX_EXTRA_VP, &vp, error))
        return FALSE;
      a->vp[i] = vp;
    }

  return TRUE;
}

/* a name from one of the tables of sq-legends-names.h (also for
 * sq-legends-json-setup.c) */
gboolean
sq_legends_json_read_named (JsonNode   *node,
                            const char *key,
                            const char *what,
                            gboolean  (*from_name) (const char *, guint *),
                            guint      *out,
                            GError    **error)
{
  const char *name;

  if (!sq_json_read_string (node, key, &name, error))
    return FALSE;
  if (!from_name (name, out))
    return sq_json_unknown_name (error, key, what, name);

  return TRUE;
}

static gboolean
location_from_name (const char *name,
                    guint      *out)
{
  SqLegendsLocation location;

  if (!sq_legends_location_from_name (name, &location))
    return FALSE;
  *out = location;
  return TRUE;
}

static gboolean
special_from_name (const char *name,
                   guint      *out)
{
  SqLegendsSpecial special;

  if (!sq_legends_special_from_name (name, &special))
    return FALSE;
  *out = special;
  return TRUE;
}

static gboolean
read_flag (JsonObject      *object,
           const char      *member,
           guint8           flag,
           SqLegendsAction *a,
           GError         **error)
{
  JsonNode *node = json_object_get_member (object, member);
  gboolean value;

  if (node == NULL)
    return TRUE;
  if (!sq_json_read_bool (node, member, &value, error))
    return FALSE;
  if (value)
    a->flags |= flag;

  return TRUE;
}

/* The fields each type of action uses: what the writer writes */
enum {
  FIELD_LOCATION = 1 << 0,
  FIELD_INDEX = 1 << 1,
  FIELD_SPECIAL = 1 << 2,
  FIELD_CHARACTERS = 1 << 3,
  FIELD_CARD = 1 << 4,
  FIELD_EVENT = 1 << 5,
  FIELD_MODIFIERS = 1 << 6,
  FIELD_VP = 1 << 7,
};

static guint
fields_of (guint type)
{
  switch ((SqLegendsActionType) type)
    {
    case SQ_LEGENDS_ACTION_PLAY_CHARACTER:
      return FIELD_LOCATION | FIELD_CARD;
    case SQ_LEGENDS_ACTION_DRAW_EVENT:
      return FIELD_EVENT;
    case SQ_LEGENDS_ACTION_BID:
      return FIELD_CHARACTERS | FIELD_CARD;
    case SQ_LEGENDS_ACTION_COMPLETE_EVENT:
      return FIELD_LOCATION | FIELD_INDEX | FIELD_MODIFIERS;
    case SQ_LEGENDS_ACTION_MOVE:
      return FIELD_LOCATION | FIELD_CHARACTERS;
    case SQ_LEGENDS_ACTION_DISCARD_CHARACTER:
    case SQ_LEGENDS_ACTION_RETURN_CHARACTER:
    case SQ_LEGENDS_ACTION_USE_TEXT:
      return FIELD_CHARACTERS;
    case SQ_LEGENDS_ACTION_GIVE_SPECIAL:
      return FIELD_SPECIAL | FIELD_CHARACTERS;
    case SQ_LEGENDS_ACTION_RETURN_SPECIAL:
      return FIELD_SPECIAL;
    case SQ_LEGENDS_ACTION_RESOLVE_FINAL:
      return FIELD_VP;
    case SQ_LEGENDS_ACTION_PASS:
    case SQ_LEGENDS_ACTION_NEXT_PHASE:
    case SQ_LEGENDS_ACTION_DRAW_CHARACTER:
    case SQ_LEGENDS_ACTION_END_TURN:
    case SQ_LEGENDS_N_ACTIONS:
    default:
      break;
    }

  return 0;
}

/* Public API */

/**
 * sq_legends_action_to_json:
 * @action: an action
 *
 * Writes the fields @action's type uses, leaving out those at their
 * neutral value (the event of a draw-event is always written). Whatever
 * the other fields hold, the engine does not read them either.
 *
 * Returns: (transfer full): the action as a JSON object
 */
JsonNode *
sq_legends_action_to_json (const SqLegendsAction *action)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  gint8 no_modifiers[SQ_LEGENDS_N_ABILITIES] = { 0 };
  guint8 no_vp[SQ_LEGENDS_MAX_PLAYERS] = { 0 };
  guint fields;

  g_return_val_if_fail (action != NULL, NULL);

  fields = fields_of (action->type);

  json_builder_begin_object (builder);
  sq_json_add_member_name (builder, "type", sq_legends_action_type_name (action->type),
                           action->type);
  if (action->seat != SQ_LEGENDS_NO_SEAT)
    sq_json_add_member_int (builder, "seat", action->seat);
  if ((fields & FIELD_LOCATION) && action->location != SQ_LEGENDS_LOCATION_NONE)
    sq_json_add_member_name (builder, "location", sq_legends_location_name (action->location),
                             action->location);
  if ((fields & FIELD_INDEX) && action->index != 0)
    sq_json_add_member_int (builder, "index", action->index);
  if ((fields & FIELD_SPECIAL) && action->special != SQ_LEGENDS_N_SPECIALS)
    sq_json_add_member_name (builder, "special", sq_legends_special_name (action->special),
                             action->special);
  if (action->flags & SQ_LEGENDS_ACTION_FLAG_FREE)
    sq_json_add_member_bool (builder, "free", TRUE);
  if (action->flags & SQ_LEGENDS_ACTION_FLAG_END_OF_TURN)
    sq_json_add_member_bool (builder, "end_of_turn", TRUE);
  if ((fields & FIELD_CHARACTERS) && action->n_characters > 0)
    {
      json_builder_set_member_name (builder, "characters");
      json_builder_begin_array (builder);
      for (guint i = 0; i < action->n_characters && i < G_N_ELEMENTS (action->characters); i++)
        json_builder_add_int_value (builder, action->characters[i]);
      json_builder_end_array (builder);
    }
  if ((fields & FIELD_CARD) && !sq_legends_json_card_is_blank (&action->card))
    {
      json_builder_set_member_name (builder, "character");
      sq_legends_json_add_card (builder, &action->card);
    }
  if (fields & FIELD_EVENT)
    {
      json_builder_set_member_name (builder, "event");
      sq_legends_json_add_event (builder, &action->event);
    }
  if ((fields & FIELD_MODIFIERS)
      && memcmp (action->modifiers, no_modifiers, sizeof no_modifiers) != 0)
    {
      json_builder_set_member_name (builder, "modifiers");
      sq_legends_json_add_abilities (builder, action->modifiers, TRUE);
    }
  if ((fields & FIELD_VP) && memcmp (action->vp, no_vp, sizeof no_vp) != 0)
    {
      json_builder_set_member_name (builder, "vp");
      json_builder_begin_array (builder);
      for (guint i = 0; i < SQ_LEGENDS_MAX_PLAYERS; i++)
        json_builder_add_int_value (builder, action->vp[i]);
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/**
 * sq_legends_action_from_json:
 * @node: a JSON object
 * @out: (out caller-allocates): the action
 * @error: a #GError in %SQ_FILE_ERROR
 *
 * Only the form is checked here; whether the action is legal, and
 * whether the entered cards make sense, is the engine's to say.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_legends_action_from_json (JsonNode         *node,
                             SqLegendsAction  *out,
                             GError          **error)
{
  SqLegendsAction a;
  SqLegendsActionType type;
  JsonObject *object;
  JsonNode *member;
  const char *type_name;
  gint64 value;
  guint named;

  g_return_val_if_fail (node != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return sq_json_shape_error (error, "action", "an object", node);

  object = json_node_get_object (node);
  if (!sq_json_check_keys (object, action_keys, NULL, error))
    return FALSE;

  if ((member = json_object_get_member (object, "type")) == NULL)
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE, "type: missing");
      return FALSE;
    }
  if (!sq_json_read_string (member, "type", &type_name, error))
    return FALSE;
  if (!sq_legends_action_type_from_name (type_name, &type))
    return sq_json_unknown_name (error, "type", "action", type_name);

  sq_legends_action_init (&a, type);

  if ((member = json_object_get_member (object, "seat")) != NULL)
    {
      if (!sq_json_read_int (member, "seat", SQ_LEGENDS_NO_SEAT, SQ_LEGENDS_MAX_PLAYERS - 1,
                             &value, error))
        return FALSE;
      a.seat = value;
    }
  if ((member = json_object_get_member (object, "location")) != NULL)
    {
      if (!sq_legends_json_read_named (member, "location", "location", location_from_name,
                                       &named, error))
        return FALSE;
      a.location = named;
    }
  if ((member = json_object_get_member (object, "index")) != NULL)
    {
      if (!sq_json_read_int (member, "index", 0, SQ_LEGENDS_LOCATION_EVENTS - 1, &value, error))
        return FALSE;
      a.index = value;
    }
  if ((member = json_object_get_member (object, "special")) != NULL)
    {
      if (!sq_legends_json_read_named (member, "special", "special card", special_from_name,
                                       &named, error))
        return FALSE;
      a.special = named;
    }
  if (!read_flag (object, "free", SQ_LEGENDS_ACTION_FLAG_FREE, &a, error)
      || !read_flag (object, "end_of_turn", SQ_LEGENDS_ACTION_FLAG_END_OF_TURN, &a, error))
    return FALSE;
  if ((member = json_object_get_member (object, "characters")) != NULL
      && !read_characters (member, &a, error))
    return FALSE;
  if ((member = json_object_get_member (object, "character")) != NULL
      && !sq_legends_json_read_card (member, &a.card, error))
    return FALSE;
  if ((member = json_object_get_member (object, "event")) != NULL
      && !sq_legends_json_read_event (member, &a.event, error))
    return FALSE;
  if (type == SQ_LEGENDS_ACTION_DRAW_EVENT && member == NULL)
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                           "event: missing (a draw-event names the event drawn)");
      return FALSE;
    }
  if ((member = json_object_get_member (object, "modifiers")) != NULL
      && !sq_legends_json_read_small_values (member, "modifiers", -SQ_LEGENDS_MAX_MODIFIER,
                                             SQ_LEGENDS_MAX_MODIFIER, a.modifiers, error))
    return FALSE;
  if ((member = json_object_get_member (object, "vp")) != NULL && !read_vp (member, &a, error))
    return FALSE;

  *out = a;
  return TRUE;
}

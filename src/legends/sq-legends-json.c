/* SPDX-License-Identifier: GPL-3.0-or-later */
/* JSON forms of Camelot Legends actions, cards and events, and the
 * helpers sq-legends-json-setup.c and sq-legends-json-state.c share. See
 * sq-legends-json.h and docs/save-format.md. */

#include "sq-legends-json-private.h"

static const char * const action_keys[] = {
  "type", "seat", "location", "index", "special", "free", "end_of_turn",
  "characters", "character", "event", "modifiers", "vp", NULL
};

static const char * const card_keys[] = {
  "name", "allegiance", "lord", "scores", NULL
};

static const char * const event_keys[] = {
  "kind", "name", "location", "vp", "requirements", "abilities", "ability",
  "max_bids", "bonus", "allegiance", NULL
};

/* the keys each kind of event uses beyond "kind" and "name" */
static const char * const location_event_keys[] = { "location", "requirements", "vp", NULL };
static const char * const heraldic_event_keys[] = { "ability", "bonus", "allegiance", NULL };
static const char * const bidding_event_keys[] = { "abilities", "max_bids", "vp", NULL };
static const char * const no_event_keys[] = { NULL };

/* Helpers: reading */

static gboolean
read_name (JsonNode   *node,
           const char *key,
           char        out[SQ_LEGENDS_NAME_BYTES],
           GError    **error)
{
  const char *text;

  if (!sq_json_read_string (node, key, &text, error))
    return FALSE;

  if (strlen (text) >= SQ_LEGENDS_NAME_BYTES)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE,
                   "%s: %" G_GSIZE_FORMAT " bytes, at most %u allowed",
                   key, strlen (text), SQ_LEGENDS_NAME_BYTES - 1);
      return FALSE;
    }
  if (!sq_legends_set_name (out, text))
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "%s: contains a control character", key);
      return FALSE;
    }

  return TRUE;
}

static gboolean
read_ability_name (JsonNode         *node,
                   const char       *key,
                   SqLegendsAbility *out,
                   GError          **error)
{
  const char *name;

  if (!sq_json_read_string (node, key, &name, error))
    return FALSE;
  if (!sq_legends_ability_from_name (name, out))
    return sq_json_unknown_name (error, key, "ability", name);

  return TRUE;
}

/* {"combat": 3, ...}: any of the six abilities, each in @min..@max */
static gboolean
read_ability_values (JsonNode   *node,
                     const char *key,
                     gint64      min,
                     gint64      max,
                     gint64      values[SQ_LEGENDS_N_ABILITIES],
                     gboolean    present[SQ_LEGENDS_N_ABILITIES],
                     GError    **error)
{
  g_autoptr(GList) members = NULL;
  JsonObject *object;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return sq_json_shape_error (error, key, "an object of abilities", node);

  object = json_node_get_object (node);
  members = json_object_get_members (object);
  for (GList *l = members; l != NULL; l = l->next)
    {
      g_autofree char *member_key = g_strdup_printf ("%s.%s", key, (const char *) l->data);
      SqLegendsAbility ability;

      if (!sq_legends_ability_from_name (l->data, &ability))
        return sq_json_unknown_name (error, key, "ability", l->data);
      if (!sq_json_read_int (json_object_get_member (object, l->data), member_key, min, max,
                             &values[ability], error))
        return FALSE;
      present[ability] = TRUE;
    }

  return TRUE;
}

static gboolean
read_small_values (JsonNode   *node,
                   const char *key,
                   gint64      min,
                   gint64      max,
                   gint8       out[SQ_LEGENDS_N_ABILITIES],
                   GError    **error)
{
  gint64 values[SQ_LEGENDS_N_ABILITIES] = { 0 };
  gboolean present[SQ_LEGENDS_N_ABILITIES] = { 0 };

  if (!read_ability_values (node, key, min, max, values, present, error))
    return FALSE;

  for (guint i = 0; i < SQ_LEGENDS_N_ABILITIES; i++)
    out[i] = values[i];

  return TRUE;
}

static gboolean
read_card (JsonNode      *node,
           SqLegendsCard *card,
           GError       **error)
{
  JsonObject *object;
  JsonNode *member;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return sq_json_shape_error (error, "character", "an object", node);

  object = json_node_get_object (node);
  if (!sq_json_check_keys (object, card_keys, "character", error))
    return FALSE;

  sq_legends_card_init (card);
  if ((member = json_object_get_member (object, "name")) != NULL
      && !read_name (member, "character.name", card->name, error))
    return FALSE;
  if ((member = json_object_get_member (object, "allegiance")) != NULL
      && !read_name (member, "character.allegiance", card->allegiance, error))
    return FALSE;
  if ((member = json_object_get_member (object, "lord")) != NULL
      && !sq_json_read_bool (member, "character.lord", &card->lord, error))
    return FALSE;
  if ((member = json_object_get_member (object, "scores")) != NULL
      && !read_small_values (member, "character.scores", SQ_LEGENDS_MIN_SCORE,
                             SQ_LEGENDS_MAX_SCORE, card->scores, error))
    return FALSE;

  return TRUE;
}

static gboolean
read_requirements (JsonNode       *node,
                   SqLegendsEvent *event,
                   GError        **error)
{
  gint64 values[SQ_LEGENDS_N_ABILITIES] = { 0 };
  gboolean present[SQ_LEGENDS_N_ABILITIES] = { 0 };

  if (!read_ability_values (node, "event.requirements", 1, SQ_LEGENDS_MAX_REQUIREMENT,
                            values, present, error))
    return FALSE;

  /* in ability order, which is the one form the engine takes */
  event->n_abilities = 0;
  for (guint i = 0; i < SQ_LEGENDS_N_ABILITIES; i++)
    if (present[i])
      {
        if (event->n_abilities == G_N_ELEMENTS (event->abilities))
          {
            g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE,
                                 "event.requirements: more than two abilities");
            return FALSE;
          }
        event->abilities[event->n_abilities] = i;
        event->requirements[event->n_abilities] = values[i];
        event->n_abilities++;
      }

  if (event->n_abilities == 0)
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE,
                           "event.requirements: no ability");
      return FALSE;
    }

  return TRUE;
}

static gboolean
read_abilities (JsonNode       *node,
                SqLegendsEvent *event,
                GError        **error)
{
  JsonArray *array = sq_json_read_array (node, "event.abilities", 2, error);
  guint seen = 0;

  if (array == NULL)
    return FALSE;
  if (json_array_get_length (array) == 0)
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE,
                           "event.abilities: no ability");
      return FALSE;
    }

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *key = g_strdup_printf ("event.abilities[%u]", i);
      SqLegendsAbility ability;

      if (!read_ability_name (json_array_get_element (array, i), key, &ability, error))
        return FALSE;
      if (seen & (1u << ability))
        {
          g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_DUPLICATE,
                       "%s: \"%s\" named twice", key, sq_legends_ability_name (ability));
          return FALSE;
        }
      seen |= 1u << ability;
    }

  event->n_abilities = 0;
  for (guint i = 0; i < SQ_LEGENDS_N_ABILITIES; i++)
    if (seen & (1u << i))
      event->abilities[event->n_abilities++] = i;

  return TRUE;
}

static JsonNode *
required_member (JsonObject  *object,
                 const char  *member,
                 const char  *kind,
                 GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL)
    g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                 "event.%s: missing (a %s event needs it)", member, kind);

  return node;
}

static gboolean
read_event (JsonNode       *node,
            SqLegendsEvent *event,
            GError        **error)
{
  const char * const *used = no_event_keys;
  g_autoptr(GList) members = NULL;
  JsonObject *object;
  JsonNode *member;
  SqLegendsEventKind kind;
  const char *kind_name;
  gint64 value;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return sq_json_shape_error (error, "event", "an object", node);

  object = json_node_get_object (node);
  if (!sq_json_check_keys (object, event_keys, "event", error))
    return FALSE;

  if ((member = json_object_get_member (object, "kind")) == NULL)
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE, "event.kind: missing");
      return FALSE;
    }
  if (!sq_json_read_string (member, "event.kind", &kind_name, error))
    return FALSE;
  if (!sq_legends_event_kind_from_name (kind_name, &kind))
    return sq_json_unknown_name (error, "event.kind", "event kind", kind_name);

  sq_legends_event_init (event, kind);

  switch (kind)
    {
    case SQ_LEGENDS_EVENT_LOCATION:
      used = location_event_keys;
      break;
    case SQ_LEGENDS_EVENT_HERALDIC:
      used = heraldic_event_keys;
      break;
    case SQ_LEGENDS_EVENT_BIDDING:
      used = bidding_event_keys;
      break;
    case SQ_LEGENDS_EVENT_SPECIAL:
    case SQ_LEGENDS_EVENT_FINAL:
    case SQ_LEGENDS_N_EVENT_KINDS:
    default:
      break;
    }

  /* a key another kind uses is a mistake, not something to ignore */
  members = json_object_get_members (object);
  for (GList *l = members; l != NULL; l = l->next)
    if (!g_str_equal (l->data, "kind") && !g_str_equal (l->data, "name")
        && !g_strv_contains (used, l->data))
      {
        g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                     "event.%s: not used by a %s event", (const char *) l->data, kind_name);
        return FALSE;
      }

  if ((member = json_object_get_member (object, "name")) != NULL
      && !read_name (member, "event.name", event->name, error))
    return FALSE;
  if ((member = json_object_get_member (object, "vp")) != NULL)
    {
      if (!sq_json_read_int (member, "event.vp", 0, SQ_LEGENDS_MAX_EVENT_VP, &value, error))
        return FALSE;
      event->vp = value;
    }

  switch (kind)
    {
    case SQ_LEGENDS_EVENT_LOCATION:
      {
        const char *name;
        SqLegendsLocation location;

        if ((member = required_member (object, "location", kind_name, error)) == NULL
            || !sq_json_read_string (member, "event.location", &name, error))
          return FALSE;
        if (!sq_legends_location_from_name (name, &location)
            || location >= SQ_LEGENDS_N_MAIN_LOCATIONS)
          return sq_json_unknown_name (error, "event.location", "main location", name);
        event->location = location;

        if ((member = required_member (object, "requirements", kind_name, error)) == NULL
            || !read_requirements (member, event, error))
          return FALSE;
      }
      break;

    case SQ_LEGENDS_EVENT_HERALDIC:
      {
        SqLegendsAbility ability;

        if ((member = required_member (object, "ability", kind_name, error)) == NULL
            || !read_ability_name (member, "event.ability", &ability, error))
          return FALSE;
        event->n_abilities = 1;
        event->abilities[0] = ability;

        if ((member = required_member (object, "bonus", kind_name, error)) == NULL
            || !sq_json_read_int (member, "event.bonus", -SQ_LEGENDS_MAX_HERALDIC_BONUS,
                                  SQ_LEGENDS_MAX_HERALDIC_BONUS, &value, error))
          return FALSE;
        event->bonus = value;

        if ((member = required_member (object, "allegiance", kind_name, error)) == NULL
            || !read_name (member, "event.allegiance", event->allegiance, error))
          return FALSE;
      }
      break;

    case SQ_LEGENDS_EVENT_BIDDING:
      if ((member = required_member (object, "abilities", kind_name, error)) == NULL
          || !read_abilities (member, event, error))
        return FALSE;
      if ((member = required_member (object, "max_bids", kind_name, error)) == NULL
          || !sq_json_read_int (member, "event.max_bids", 1, SQ_LEGENDS_MAX_BIDS, &value, error))
        return FALSE;
      event->max_bids = value;
      break;

    case SQ_LEGENDS_EVENT_SPECIAL:
    case SQ_LEGENDS_EVENT_FINAL:
    case SQ_LEGENDS_N_EVENT_KINDS:
    default:
      break;
    }

  return TRUE;
}

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

/* Helpers: writing (sq-legends-json-private.h) */

gboolean
sq_legends_json_card_is_blank (const SqLegendsCard *card)
{
  SqLegendsCard blank;

  sq_legends_card_init (&blank);
  return card->name[0] == '\0' && card->allegiance[0] == '\0' && !card->lord
         && memcmp (card->scores, blank.scores, sizeof blank.scores) == 0;
}

void
sq_legends_json_add_abilities (JsonBuilder *builder,
                               const gint8  values[SQ_LEGENDS_N_ABILITIES],
                               gboolean     skip_zero)
{
  json_builder_begin_object (builder);
  for (guint i = 0; i < SQ_LEGENDS_N_ABILITIES; i++)
    if (!skip_zero || values[i] != 0)
      sq_json_add_member_int (builder, sq_legends_ability_name (i), values[i]);
  json_builder_end_object (builder);
}

/* A name field as the engine holds it; bounded and made valid, so that
 * even an action the engine would refuse writes as JSON */
static void
add_member_text (JsonBuilder *builder,
                 const char  *member,
                 const char  *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, strnlen (text, SQ_LEGENDS_NAME_BYTES));

  json_builder_set_member_name (builder, member);
  json_builder_add_string_value (builder, valid);
}

void
sq_legends_json_add_card (JsonBuilder         *builder,
                          const SqLegendsCard *card)
{
  json_builder_begin_object (builder);
  if (card->name[0] != '\0')
    add_member_text (builder, "name", card->name);
  if (card->allegiance[0] != '\0')
    add_member_text (builder, "allegiance", card->allegiance);
  if (card->lord)
    sq_json_add_member_bool (builder, "lord", TRUE);
  json_builder_set_member_name (builder, "scores");
  sq_legends_json_add_abilities (builder, card->scores, FALSE);
  json_builder_end_object (builder);
}

void
sq_legends_json_add_event (JsonBuilder          *builder,
                           const SqLegendsEvent *e)
{
  json_builder_begin_object (builder);
  sq_json_add_member_name (builder, "kind", sq_legends_event_kind_name (e->kind), e->kind);
  if (e->name[0] != '\0')
    add_member_text (builder, "name", e->name);

  switch ((SqLegendsEventKind) e->kind)
    {
    case SQ_LEGENDS_EVENT_LOCATION:
      sq_json_add_member_name (builder, "location", sq_legends_location_name (e->location),
                               e->location);
      json_builder_set_member_name (builder, "requirements");
      json_builder_begin_object (builder);
      for (guint i = 0; i < e->n_abilities && i < G_N_ELEMENTS (e->abilities); i++)
        sq_json_add_member_int (builder,
                                sq_legends_ability_name (e->abilities[i])
                                ? sq_legends_ability_name (e->abilities[i]) : "?",
                                e->requirements[i]);
      json_builder_end_object (builder);
      sq_json_add_member_int (builder, "vp", e->vp);
      break;

    case SQ_LEGENDS_EVENT_HERALDIC:
      sq_json_add_member_name (builder, "ability", sq_legends_ability_name (e->abilities[0]),
                               e->abilities[0]);
      sq_json_add_member_int (builder, "bonus", e->bonus);
      add_member_text (builder, "allegiance", e->allegiance);
      break;

    case SQ_LEGENDS_EVENT_BIDDING:
      json_builder_set_member_name (builder, "abilities");
      json_builder_begin_array (builder);
      for (guint i = 0; i < e->n_abilities && i < G_N_ELEMENTS (e->abilities); i++)
        sq_json_add_name (builder, sq_legends_ability_name (e->abilities[i]), e->abilities[i]);
      json_builder_end_array (builder);
      sq_json_add_member_int (builder, "max_bids", e->max_bids);
      sq_json_add_member_int (builder, "vp", e->vp);
      break;

    case SQ_LEGENDS_EVENT_SPECIAL:
    case SQ_LEGENDS_EVENT_FINAL:
    case SQ_LEGENDS_N_EVENT_KINDS:
    default:
      break;
    }

  json_builder_end_object (builder);
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
      && !read_card (member, &a.card, error))
    return FALSE;
  if ((member = json_object_get_member (object, "event")) != NULL
      && !read_event (member, &a.event, error))
    return FALSE;
  if (type == SQ_LEGENDS_ACTION_DRAW_EVENT && member == NULL)
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                           "event: missing (a draw-event names the event drawn)");
      return FALSE;
    }
  if ((member = json_object_get_member (object, "modifiers")) != NULL
      && !read_small_values (member, "modifiers", -SQ_LEGENDS_MAX_MODIFIER,
                             SQ_LEGENDS_MAX_MODIFIER, a.modifiers, error))
    return FALSE;
  if ((member = json_object_get_member (object, "vp")) != NULL && !read_vp (member, &a, error))
    return FALSE;

  *out = a;
  return TRUE;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* JSON forms of Camelot Legends character cards and events, as actions
 * and states hold them: strict readers (every key known, every number in
 * range, each kind of event with exactly the keys it uses) and their
 * writers. See sq-legends-json-private.h and docs/save-format.md. */

#include <string.h>

#include "sq-legends-json-private.h"

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

/* Reading */

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

gboolean
sq_legends_json_read_small_values (JsonNode   *node,
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

gboolean
sq_legends_json_read_card (JsonNode      *node,
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
      && !sq_legends_json_read_small_values (member, "character.scores",
                                             SQ_LEGENDS_MIN_SCORE, SQ_LEGENDS_MAX_SCORE,
                                             card->scores, error))
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

/* The keys a kind of event uses beyond "kind" and "name" */
static const char * const *
event_keys_of (SqLegendsEventKind kind)
{
  switch (kind)
    {
    case SQ_LEGENDS_EVENT_LOCATION:
      return location_event_keys;
    case SQ_LEGENDS_EVENT_HERALDIC:
      return heraldic_event_keys;
    case SQ_LEGENDS_EVENT_BIDDING:
      return bidding_event_keys;
    case SQ_LEGENDS_EVENT_SPECIAL:
    case SQ_LEGENDS_EVENT_FINAL:
    case SQ_LEGENDS_N_EVENT_KINDS:
    default:
      return no_event_keys;
    }
}

static gboolean
read_location_event (JsonObject     *object,
                     const char     *kind_name,
                     SqLegendsEvent *event,
                     GError        **error)
{
  JsonNode *member;
  const char *name;
  SqLegendsLocation location;

  if ((member = required_member (object, "location", kind_name, error)) == NULL
      || !sq_json_read_string (member, "event.location", &name, error))
    return FALSE;
  if (!sq_legends_location_from_name (name, &location)
      || location >= SQ_LEGENDS_N_MAIN_LOCATIONS)
    return sq_json_unknown_name (error, "event.location", "main location", name);
  event->location = location;

  return (member = required_member (object, "requirements", kind_name, error)) != NULL
         && read_requirements (member, event, error);
}

static gboolean
read_heraldic_event (JsonObject     *object,
                     const char     *kind_name,
                     SqLegendsEvent *event,
                     GError        **error)
{
  JsonNode *member;
  SqLegendsAbility ability;
  gint64 value;

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

  return (member = required_member (object, "allegiance", kind_name, error)) != NULL
         && read_name (member, "event.allegiance", event->allegiance, error);
}

static gboolean
read_bidding_event (JsonObject     *object,
                    const char     *kind_name,
                    SqLegendsEvent *event,
                    GError        **error)
{
  JsonNode *member;
  gint64 value;

  if ((member = required_member (object, "abilities", kind_name, error)) == NULL
      || !read_abilities (member, event, error))
    return FALSE;
  if ((member = required_member (object, "max_bids", kind_name, error)) == NULL
      || !sq_json_read_int (member, "event.max_bids", 1, SQ_LEGENDS_MAX_BIDS, &value, error))
    return FALSE;
  event->max_bids = value;

  return TRUE;
}

/* An event: its kind first, which says what else it holds; the members
 * every kind has ("name", and "vp" where it counts); then the kind's own */
gboolean
sq_legends_json_read_event (JsonNode       *node,
                            SqLegendsEvent *event,
                            GError        **error)
{
  const char * const *used;
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
  used = event_keys_of (kind);

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
      return read_location_event (object, kind_name, event, error);
    case SQ_LEGENDS_EVENT_HERALDIC:
      return read_heraldic_event (object, kind_name, event, error);
    case SQ_LEGENDS_EVENT_BIDDING:
      return read_bidding_event (object, kind_name, event, error);
    case SQ_LEGENDS_EVENT_SPECIAL:
    case SQ_LEGENDS_EVENT_FINAL:
    case SQ_LEGENDS_N_EVENT_KINDS:
    default:
      return TRUE;
    }
}

/* Writing */

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

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* JSON forms of Camelot Legends setups. See sq-legends-json.h and
 * docs/save-format.md. */

#include "sq-legends-json-private.h"

static const char * const setup_keys[] = {
  "players", "colours", "first_player", "final_event_position", "final_event",
  "special_vp", "options", "seed", NULL
};

static const char * const option_keys[] = {
  "heraldic-in-bids", NULL
};

/* Helpers */

static gboolean
colour_from_name (const char *name,
                  guint      *out)
{
  SqLegendsColour colour;

  if (!sq_legends_colour_from_name (name, &colour))
    return FALSE;
  *out = colour;
  return TRUE;
}

/* Public API */

JsonNode *
sq_legends_setup_to_json (const SqLegendsSetup *setup)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *seed = NULL;

  g_return_val_if_fail (setup != NULL, NULL);

  json_builder_begin_object (builder);
  sq_json_add_member_int (builder, "players", setup->n_players);

  json_builder_set_member_name (builder, "colours");
  json_builder_begin_array (builder);
  for (guint i = 0; i < setup->n_players && i < SQ_LEGENDS_MAX_PLAYERS; i++)
    sq_json_add_name (builder, sq_legends_colour_name (setup->colours[i]), setup->colours[i]);
  json_builder_end_array (builder);

  sq_json_add_member_seat (builder, "first_player", setup->first_player);
  json_builder_set_member_name (builder, "final_event_position");
  if (setup->final_event == 0)
    json_builder_add_null_value (builder);
  else
    json_builder_add_int_value (builder, setup->final_event);

  json_builder_set_member_name (builder, "special_vp");
  json_builder_begin_object (builder);
  for (guint i = 0; i < SQ_LEGENDS_N_SPECIALS; i++)
    sq_json_add_member_int (builder, sq_legends_special_name (i), setup->special_vp[i]);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "options");
  json_builder_begin_object (builder);
  sq_json_add_member_bool (builder, "heraldic-in-bids", setup->options.heraldic_in_bids);
  json_builder_end_object (builder);

  /* a string: many JSON readers cannot hold 64-bit integers */
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, setup->seed);
  json_builder_set_member_name (builder, "seed");
  json_builder_add_string_value (builder, seed);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/* Which of the three final events goes under the stack. "final_event" is
 * the name older files gave this position; the state
 * summary's "final_event" is the card itself, so the setup now says
 * "final_event_position" and still reads the old name. */
static gboolean
read_final_position (JsonObject      *object,
                     SqLegendsSetup  *setup,
                     GError         **error)
{
  gboolean old = json_object_has_member (object, "final_event");
  const char *key = old ? "final_event" : "final_event_position";
  JsonNode *member;
  gint64 value;

  if (old && json_object_has_member (object, "final_event_position"))
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "final_event: not allowed beside final_event_position");
      return FALSE;
    }
  member = json_object_get_member (object, key);
  if (member == NULL || JSON_NODE_HOLDS_NULL (member))
    return TRUE;
  if (!sq_json_read_int (member, key, 1, SQ_LEGENDS_N_FINALS, &value, error))
    return FALSE;
  setup->final_event = value;
  return TRUE;
}

/* "colours": one for each player, none twice */
static gboolean
read_colours (JsonNode        *node,
              SqLegendsSetup  *setup,
              GError         **error)
{
  JsonArray *array = sq_json_read_array (node, "colours", SQ_LEGENDS_MAX_PLAYERS, error);
  guint seen = 0;

  if (array == NULL)
    return FALSE;
  if (json_array_get_length (array) != setup->n_players)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE,
                   "colours: %u entries for %u players",
                   json_array_get_length (array), setup->n_players);
      return FALSE;
    }
  for (guint i = 0; i < setup->n_players; i++)
    {
      g_autofree char *key = g_strdup_printf ("colours[%u]", i);
      guint colour;

      if (!sq_legends_json_read_named (json_array_get_element (array, i), key, "colour",
                                       colour_from_name, &colour, error))
        return FALSE;
      if (seen & (1u << colour))
        {
          g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_DUPLICATE,
                       "%s: \"%s\" taken twice", key, sq_legends_colour_name (colour));
          return FALSE;
        }
      seen |= 1u << colour;
      setup->colours[i] = colour;
    }
  /* the unused ones keep a colour nobody took, as the defaults do */
  for (guint i = setup->n_players, c = 0; i < SQ_LEGENDS_MAX_PLAYERS; i++)
    {
      while (seen & (1u << c))
        c++;
      setup->colours[i] = c;
      seen |= 1u << c;
    }

  return TRUE;
}

/* "special_vp": {"excalibur": 5, ...}, any of the special cards */
static gboolean
read_special_vp (JsonNode        *node,
                 SqLegendsSetup  *setup,
                 GError         **error)
{
  g_autoptr(GList) members = NULL;
  JsonObject *vp;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return sq_json_shape_error (error, "special_vp", "an object", node);
  vp = json_node_get_object (node);
  members = json_object_get_members (vp);
  for (GList *l = members; l != NULL; l = l->next)
    {
      g_autofree char *key = g_strdup_printf ("special_vp.%s", (const char *) l->data);
      SqLegendsSpecial special;
      gint64 value;

      if (!sq_legends_special_from_name (l->data, &special))
        return sq_json_unknown_name (error, "special_vp", "special card", l->data);
      if (!sq_json_read_int (json_object_get_member (vp, l->data), key, 0,
                             SQ_LEGENDS_MAX_SPECIAL_VP, &value, error))
        return FALSE;
      setup->special_vp[special] = value;
    }

  return TRUE;
}

static gboolean
read_options (JsonNode        *node,
              SqLegendsSetup  *setup,
              GError         **error)
{
  JsonObject *options;
  JsonNode *option;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return sq_json_shape_error (error, "options", "an object", node);
  options = json_node_get_object (node);
  if (!sq_json_check_keys (options, option_keys, "options", error))
    return FALSE;
  if ((option = json_object_get_member (options, "heraldic-in-bids")) != NULL
      && !sq_json_read_bool (option, "options.heraldic-in-bids",
                             &setup->options.heraldic_in_bids, error))
    return FALSE;

  return TRUE;
}

/**
 * sq_legends_setup_from_json:
 * @node: a JSON object; only "players" is required
 * @out: (out caller-allocates): the setup, the defaults
 *   (sq_legends_setup_init_defaults()) where a key is left out
 * @error: a #GError in %SQ_FILE_ERROR
 *
 * Returns: %TRUE on success
 */
gboolean
sq_legends_setup_from_json (JsonNode        *node,
                            SqLegendsSetup  *out,
                            GError         **error)
{
  SqLegendsSetup setup;
  JsonObject *object;
  JsonNode *member;
  gint64 value;

  g_return_val_if_fail (node != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return sq_json_shape_error (error, "setup", "an object", node);

  object = json_node_get_object (node);
  if (!sq_json_check_keys (object, setup_keys, NULL, error))
    return FALSE;

  if ((member = json_object_get_member (object, "players")) == NULL)
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE, "players: missing");
      return FALSE;
    }
  if (!sq_json_read_int (member, "players", SQ_LEGENDS_MIN_PLAYERS, SQ_LEGENDS_MAX_PLAYERS,
                         &value, error))
    return FALSE;
  sq_legends_setup_init_defaults (&setup, value);

  if ((member = json_object_get_member (object, "colours")) != NULL
      && !read_colours (member, &setup, error))
    return FALSE;

  if ((member = json_object_get_member (object, "first_player")) != NULL
      && !JSON_NODE_HOLDS_NULL (member))
    {
      if (!sq_json_read_int (member, "first_player", 0, setup.n_players - 1, &value, error))
        return FALSE;
      setup.first_player = value;
    }

  if (!read_final_position (object, &setup, error))
    return FALSE;

  if ((member = json_object_get_member (object, "special_vp")) != NULL
      && !read_special_vp (member, &setup, error))
    return FALSE;

  if ((member = json_object_get_member (object, "options")) != NULL
      && !read_options (member, &setup, error))
    return FALSE;

  if ((member = json_object_get_member (object, "seed")) != NULL
      && !sq_json_read_seed (member, &setup.seed, error))
    return FALSE;

  *out = setup;
  return TRUE;
}

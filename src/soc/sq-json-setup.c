/* SPDX-License-Identifier: GPL-3.0-or-later */
/* JSON form of the setup. See sq-json.h and docs/save-format.md. */

#include "sq-json-private.h"

typedef enum {
  OPT_BOOL,
  OPT_DURATION,
  OPT_ACCUSE,
  OPT_PEEK,
  OPT_UINT8,
} SqOptionKind;

typedef struct {
  const char *name;
  gsize offset;
  SqOptionKind kind;
  guint8 max;               /* OPT_UINT8: the range is 0..max */
} SqOptionField;

static const SqNamedValue loyalty_names[] = {
  { SQ_LOYALTY_STANDARD, "standard" },
  { SQ_LOYALTY_NO_TRAITOR, "no-traitor" },
  { SQ_LOYALTY_TRAITOR_AMONG_US, "traitor-among-us" },
  { 0, NULL }
};

static const SqNamedValue look_names[] = {
  { SQ_LOOK_IMMEDIATE, "immediate" },
  { SQ_LOOK_DELAYED, "delayed" },
  { 0, NULL }
};

static const SqNamedValue deck_names[] = {
  { SQ_DECK_VIRTUAL, "virtual" },
  { SQ_DECK_PHYSICAL, "physical" },
  { 0, NULL }
};

static const SqNamedValue duration_names[] = {
  { SQ_LASTING_UNTIL_VICTORY, "until-victory" },
  { SQ_LASTING_WHOLE_GAME, "whole-game" },
  { 0, NULL }
};

static const SqNamedValue accuse_names[] = {
  { SQ_ACCUSE_ANY_SWORDS, "any-swords" },
  { SQ_ACCUSE_BLACK_SWORDS, "black-swords" },
  { 0, NULL }
};

static const SqNamedValue peek_names[] = {
  { SQ_PEEK_SWORDS_OR_ENGINES, "swords-or-engines" },
  { SQ_PEEK_SWORDS_ONLY, "swords-only" },
  { 0, NULL }
};

#define OPTION(name, field, kind, max) \
  { name, G_STRUCT_OFFSET (SqRuleOptions, field), kind, max }

/* The hyphenated names are the field names with '_' turned into '-'. */
static const SqOptionField option_fields[] = {
  OPTION ("black-knight-distinct-pairs", black_knight_distinct_pairs, OPT_BOOL, 1),
  OPTION ("dragon-distinct-triples", dragon_distinct_triples, OPT_BOOL, 1),
  OPTION ("vivien-duration", vivien_duration, OPT_DURATION, 1),
  OPTION ("dark-forest-duration", dark_forest_duration, OPT_DURATION, 1),
  OPTION ("merlin-removes-siege-engine", merlin_removes_siege_engine, OPT_BOOL, 1),
  OPTION ("excalibur-bonus", excalibur_bonus, OPT_BOOL, 1),
  OPTION ("excalibur-cancel", excalibur_cancel, OPT_BOOL, 1),
  OPTION ("kay-own-siege", kay_own_siege, OPT_BOOL, 1),
  OPTION ("palamedes-bonus", palamedes_bonus, OPT_BOOL, 1),
  OPTION ("bedivere-power", bedivere_power, OPT_BOOL, 1),
  OPTION ("convocation-draws", convocation_draws, OPT_BOOL, 1),
  OPTION ("lady-heals-when-done", lady_heals_when_done, OPT_BOOL, 1),
  OPTION ("mordred-adds-warrior", mordred_adds_warrior, OPT_BOOL, 1),
  OPTION ("accuse-threshold", accuse_threshold, OPT_ACCUSE, 1),
  OPTION ("traitor-flip", traitor_flip, OPT_UINT8, 2),
  OPTION ("delayed-peek", delayed_peek, OPT_PEEK, 1),
  OPTION ("new-player-cards", new_player_cards, OPT_UINT8, 10),
  OPTION ("grail-collision-cancels", grail_collision_cancels, OPT_BOOL, 1),
};

#undef OPTION

static const char * const setup_keys[] = {
  "players", "knights", "first_seat", "loyalty", "loyal_cards", "look",
  "decks", "squires_challenge", "squire_life", "opening_share", "seed",
  "options", NULL
};

static const char * const deck_keys[] = { "white", "black", "dice", NULL };

/* The seven knights of the base box: "random" never deals Bedivere. */
#define SQ_N_BASE_KNIGHTS 7

/* Helpers: setup */

static gboolean
read_options (JsonNode      *node,
              SqRuleOptions *options,
              GError       **error)
{
  JsonObject *object;
  g_autoptr(GList) members = NULL;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return sq_json_shape_error (error, "options", "an object", node);

  object = json_node_get_object (node);
  members = json_object_get_members (object);

  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *name = l->data;
      JsonNode *member = json_object_get_member (object, name);
      const SqOptionField *field = NULL;
      g_autofree char *shown = g_strescape (name, NULL);
      g_autofree char *key = g_strdup_printf ("options.%s", shown);
      guint8 *base = (guint8 *) options;
      int keyword;
      gboolean flag;
      gint64 value;

      for (guint i = 0; i < G_N_ELEMENTS (option_fields); i++)
        if (g_str_equal (option_fields[i].name, name))
          field = &option_fields[i];

      if (field == NULL)
        {
          g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                       "%s: unknown key", key);
          return FALSE;
        }

      switch (field->kind)
        {
        case OPT_BOOL:
          if (!sq_json_read_bool (member, key, &flag, error))
            return FALSE;
          *(gboolean *) (base + field->offset) = flag;
          break;

        case OPT_DURATION:
          if (!sq_json_read_keyword (member, key, duration_names, &keyword, error))
            return FALSE;
          *(SqLastingDuration *) (base + field->offset) = keyword;
          break;

        case OPT_ACCUSE:
          if (!sq_json_read_keyword (member, key, accuse_names, &keyword, error))
            return FALSE;
          *(SqAccuseThreshold *) (base + field->offset) = keyword;
          break;

        case OPT_PEEK:
          if (!sq_json_read_keyword (member, key, peek_names, &keyword, error))
            return FALSE;
          *(SqDelayedPeek *) (base + field->offset) = keyword;
          break;

        case OPT_UINT8:
          if (!sq_json_read_int (member, key, 0, field->max, &value, error))
            return FALSE;
          *(guint8 *) (base + field->offset) = value;
          break;

        default:
          g_assert_not_reached ();
        }
    }

  return TRUE;
}

static void
add_options (JsonBuilder         *builder,
             const SqRuleOptions *options)
{
  const guint8 *base = (const guint8 *) options;

  json_builder_begin_object (builder);
  for (guint i = 0; i < G_N_ELEMENTS (option_fields); i++)
    {
      const SqOptionField *field = &option_fields[i];
      const void *p = base + field->offset;

      json_builder_set_member_name (builder, field->name);
      switch (field->kind)
        {
        case OPT_BOOL:
          json_builder_add_boolean_value (builder, *(const gboolean *) p);
          break;

        case OPT_DURATION:
          sq_json_add_name (builder,
                            sq_json_named_value_name (duration_names, *(const SqLastingDuration *) p),
                            *(const SqLastingDuration *) p);
          break;

        case OPT_ACCUSE:
          sq_json_add_name (builder,
                            sq_json_named_value_name (accuse_names, *(const SqAccuseThreshold *) p),
                            *(const SqAccuseThreshold *) p);
          break;

        case OPT_PEEK:
          sq_json_add_name (builder,
                            sq_json_named_value_name (peek_names, *(const SqDelayedPeek *) p),
                            *(const SqDelayedPeek *) p);
          break;

        case OPT_UINT8:
          json_builder_add_int_value (builder, *(const guint8 *) p);
          break;

        default:
          g_assert_not_reached ();
        }
    }
  json_builder_end_object (builder);
}

static gboolean
read_decks (JsonNode *node,
            SqSetup  *setup,
            GError  **error)
{
  static const char * const keys[] = { "decks.white", "decks.black", "decks.dice" };
  SqDeckMode *modes[] = { &setup->white_deck, &setup->black_deck, &setup->dice };
  JsonObject *object;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return sq_json_shape_error (error, "decks", "an object", node);

  object = json_node_get_object (node);
  if (!sq_json_check_keys (object, deck_keys, "decks", error))
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      JsonNode *member = json_object_get_member (object, deck_keys[i]);
      int mode;

      if (member == NULL)
        continue;
      if (!sq_json_read_keyword (member, keys[i], deck_names, &mode, error))
        return FALSE;
      *modes[i] = mode;
    }

  return TRUE;
}

static gboolean
read_knights (JsonNode *node,
              guint8    knights[SQ_MAX_SEATS],
              guint    *n_knights,
              gboolean *random,
              GError  **error)
{
  JsonArray *array;
  guint n;

  if (sq_json_node_is (node, G_TYPE_STRING)
      && g_str_equal (json_node_get_string (node), "random"))
    {
      *random = TRUE;
      return TRUE;
    }
  if (sq_json_node_is (node, G_TYPE_STRING))
    {
      g_autofree char *shown = g_strescape (json_node_get_string (node), NULL);

      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_UNKNOWN_NAME,
                   "knights: unknown value \"%s\" (expected an array of "
                   "knight names or \"random\")", shown);
      return FALSE;
    }
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return sq_json_shape_error (error, "knights", "an array of knight names or \"random\"", node);

  array = sq_json_read_array (node, "knights", SQ_MAX_SEATS, error);
  if (array == NULL)
    return FALSE;

  n = json_array_get_length (array);
  for (guint i = 0; i < n; i++)
    {
      char key[32];

      g_snprintf (key, sizeof key, "knights[%u]", i);
      if (!sq_json_read_knight (json_array_get_element (array, i), key, TRUE,
                                &knights[i], error))
        return FALSE;

      /* squires may be many; a coat of arms exists once */
      for (guint j = 0; j < i; j++)
        if (knights[j] == knights[i] && knights[i] != SQ_KNIGHT_SQUIRE)
          {
            g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_DUPLICATE,
                         "%s: \"%s\" is already at seat %u",
                         key, sq_json_knight_name (knights[i]), j);
            return FALSE;
          }
    }

  *n_knights = n;
  *random = FALSE;
  return TRUE;
}

static void
deal_random_knights (SqSetup *setup)
{
  guint32 seed[2] = { setup->seed & 0xffffffff, setup->seed >> 32 };
  g_autoptr(GRand) rand = g_rand_new_with_seed_array (seed, G_N_ELEMENTS (seed));
  guint8 pool[SQ_N_BASE_KNIGHTS];

  for (guint i = 0; i < SQ_N_BASE_KNIGHTS; i++)
    pool[i] = i;

  /* partial Fisher-Yates: the first n_players entries are the deal */
  for (guint i = 0; i < setup->n_players; i++)
    {
      guint j = g_rand_int_range (rand, i, SQ_N_BASE_KNIGHTS);
      guint8 tmp = pool[i];

      pool[i] = pool[j];
      pool[j] = tmp;
      setup->knights[i] = pool[i];
    }
}

/* Public API */

/**
 * sq_setup_to_json:
 * @setup: a setup
 *
 * Writes every field of @setup, "loyal_cards" only with the
 * traitor-among-us loyalty deal.
 *
 * Returns: (transfer full): a JSON object node
 */
JsonNode *
sq_setup_to_json (const SqSetup *setup)
{
  g_autoptr(JsonBuilder) builder = NULL;
  g_autofree char *seed = NULL;

  g_return_val_if_fail (setup != NULL, NULL);

  builder = json_builder_new ();
  json_builder_begin_object (builder);

  sq_json_add_member_int (builder, "players", setup->n_players);

  json_builder_set_member_name (builder, "knights");
  json_builder_begin_array (builder);
  for (guint i = 0; i < setup->n_players && i < SQ_MAX_SEATS; i++)
    sq_json_add_name (builder, sq_json_knight_name (setup->knights[i]), setup->knights[i]);
  json_builder_end_array (builder);

  sq_json_add_member_seat (builder, "first_seat", setup->first_seat);
  sq_json_add_member_name (builder, "loyalty",
                           sq_json_named_value_name (loyalty_names, setup->loyalty), setup->loyalty);
  if (setup->loyalty == SQ_LOYALTY_TRAITOR_AMONG_US)
    sq_json_add_member_int (builder, "loyal_cards", setup->loyal_cards);
  sq_json_add_member_name (builder, "look",
                           sq_json_named_value_name (look_names, setup->look), setup->look);

  json_builder_set_member_name (builder, "decks");
  json_builder_begin_object (builder);
  sq_json_add_member_name (builder, "white",
                           sq_json_named_value_name (deck_names, setup->white_deck), setup->white_deck);
  sq_json_add_member_name (builder, "black",
                           sq_json_named_value_name (deck_names, setup->black_deck), setup->black_deck);
  sq_json_add_member_name (builder, "dice",
                           sq_json_named_value_name (deck_names, setup->dice), setup->dice);
  json_builder_end_object (builder);

  sq_json_add_member_bool (builder, "squires_challenge", setup->squires_challenge);
  sq_json_add_member_int (builder, "squire_life", setup->squire_life);
  sq_json_add_member_bool (builder, "opening_share", !setup->skip_opening_share);

  /* a string: JSON readers may hold integers as doubles and lose bits */
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, setup->seed);
  json_builder_set_member_name (builder, "seed");
  json_builder_add_string_value (builder, seed);

  json_builder_set_member_name (builder, "options");
  add_options (builder, &setup->options);

  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/* "first_seat", "loyalty", "loyal_cards" and "look", in that order */
static gboolean
read_seating_and_loyalty (JsonObject  *object,
                          SqSetup     *setup,
                          GError     **error)
{
  JsonNode *member;
  gint64 value;
  int keyword;

  if ((member = json_object_get_member (object, "first_seat")) != NULL)
    {
      if (JSON_NODE_HOLDS_NULL (member))
        setup->first_seat = SQ_NO_SEAT;
      else if (!sq_json_node_is (member, G_TYPE_INT64))
        return sq_json_shape_error (error, "first_seat", "a seat number or null", member);
      else if (!sq_json_read_int (member, "first_seat", 0, setup->n_players - 1, &value, error))
        return FALSE;
      else
        setup->first_seat = value;
    }

  if ((member = json_object_get_member (object, "loyalty")) != NULL)
    {
      if (!sq_json_read_keyword (member, "loyalty", loyalty_names, &keyword, error))
        return FALSE;
      setup->loyalty = keyword;
    }

  if ((member = json_object_get_member (object, "loyal_cards")) != NULL)
    {
      if (setup->loyalty != SQ_LOYALTY_TRAITOR_AMONG_US)
        {
          g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                               "loyal_cards: only allowed with \"loyalty\": "
                               "\"traitor-among-us\"");
          return FALSE;
        }
      /* one loyalty card per player, and the box has seven loyal ones */
      if (!sq_json_read_int (member, "loyal_cards", setup->n_players - 1,
                             SQ_N_LOYALTY - 1, &value, error))
        return FALSE;
      setup->loyal_cards = value;
    }
  else if (setup->loyalty == SQ_LOYALTY_TRAITOR_AMONG_US)
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                           "loyal_cards: missing (required with \"loyalty\": "
                           "\"traitor-among-us\")");
      return FALSE;
    }

  if ((member = json_object_get_member (object, "look")) != NULL)
    {
      if (!sq_json_read_keyword (member, "look", look_names, &keyword, error))
        return FALSE;
      setup->look = keyword;
    }

  return TRUE;
}

/* The Squire's challenge and the opening share */
static gboolean
read_variants (JsonObject  *object,
               SqSetup     *setup,
               GError     **error)
{
  JsonNode *member;
  gint64 value;
  gboolean flag;

  if ((member = json_object_get_member (object, "squires_challenge")) != NULL)
    {
      if (!sq_json_read_bool (member, "squires_challenge", &flag, error))
        return FALSE;
      setup->squires_challenge = flag;
    }

  if ((member = json_object_get_member (object, "squire_life")) != NULL)
    {
      if (!sq_json_read_int (member, "squire_life", 1, SQ_MAX_LIFE, &value, error))
        return FALSE;
      setup->squire_life = value;
    }

  if ((member = json_object_get_member (object, "opening_share")) != NULL)
    {
      if (!sq_json_read_bool (member, "opening_share", &flag, error))
        return FALSE;
      setup->skip_opening_share = !flag;
    }

  return TRUE;
}

/**
 * sq_setup_from_json:
 * @node: a JSON object
 * @out: (out caller-allocates): the setup
 * @error: a #GError in %SQ_FILE_ERROR
 *
 * Reads a setup. "players" is required; every other key defaults to
 * sq_setup_init_defaults(). "knights": "random" is dealt here, from a
 * #GRand seeded with the setup's seed, so @out is always concrete. @out is
 * written only on success.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_setup_from_json (JsonNode  *node,
                    SqSetup   *out,
                    GError   **error)
{
  JsonObject *object;
  JsonNode *member;
  SqSetup setup;
  guint8 knights[SQ_MAX_SEATS];
  guint n_knights = 0;
  gboolean have_knights = FALSE;
  gboolean random_knights = FALSE;
  gint64 value;

  g_return_val_if_fail (node != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "expected a setup object, got %s", sq_json_node_kind (node));
      return FALSE;
    }

  object = json_node_get_object (node);
  if (!sq_json_check_keys (object, setup_keys, NULL, error))
    return FALSE;

  member = json_object_get_member (object, "players");
  if (member == NULL)
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                           "players: missing");
      return FALSE;
    }
  if (!sq_json_read_int (member, "players", 3, 7, &value, error))
    return FALSE;

  sq_setup_init_defaults (&setup, value);

  if ((member = json_object_get_member (object, "knights")) != NULL)
    {
      if (!read_knights (member, knights, &n_knights, &random_knights, error))
        return FALSE;
      have_knights = !random_knights;
      if (have_knights && n_knights != setup.n_players)
        {
          g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE,
                       "knights: %u knights for %u players",
                       n_knights, setup.n_players);
          return FALSE;
        }
    }

  if (!read_seating_and_loyalty (object, &setup, error))
    return FALSE;

  if ((member = json_object_get_member (object, "decks")) != NULL
      && !read_decks (member, &setup, error))
    return FALSE;

  if (!read_variants (object, &setup, error))
    return FALSE;

  if ((member = json_object_get_member (object, "seed")) != NULL
      && !sq_json_read_seed (member, &setup.seed, error))
    return FALSE;

  if ((member = json_object_get_member (object, "options")) != NULL
      && !read_options (member, &setup.options, error))
    return FALSE;

  /* last: the deal depends on the seed and the number of players */
  if (have_knights)
    memcpy (setup.knights, knights, n_knights);
  else if (random_knights)
    deal_random_knights (&setup);

  *out = setup;
  return TRUE;
}

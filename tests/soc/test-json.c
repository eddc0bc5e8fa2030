/* SPDX-License-Identifier: GPL-3.0-or-later */
/* JSON forms of actions, setups and the state summary. */

#include <json-glib/json-glib.h>

#include "sq-cards.h"
#include "sq-json.h"
#include "sq-rules.h"

typedef struct {
  const char *json;
  SqFileError code;
} Rejection;

/* Helpers */

static JsonNode *
parse (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);
  return node;
}

static char *
to_text (JsonNode *node)
{
  return json_to_string (node, FALSE);
}

/* through text, as a file would carry it */
static void
assert_action_round_trip (const SqAction *action)
{
  g_autoptr(JsonNode) node = sq_action_to_json (action);
  g_autofree char *text = to_text (node);
  g_autoptr(JsonNode) back = parse (text);
  g_autoptr(GError) error = NULL;
  SqAction copy;

  if (!sq_action_from_json (back, &copy, &error))
    g_test_fail_printf ("%s: %s", text, error->message);
  g_assert_no_error (error);
  if (!sq_action_equal (action, &copy))
    g_test_fail_printf ("%s does not round-trip", text);
}

static void
assert_setup_round_trip (const SqSetup *setup)
{
  g_autoptr(JsonNode) node = sq_setup_to_json (setup);
  g_autofree char *text = to_text (node);
  g_autoptr(JsonNode) back = parse (text);
  g_autoptr(GError) error = NULL;
  SqSetup copy;

  if (!sq_setup_from_json (back, &copy, &error))
    g_test_fail_printf ("%s: %s", text, error->message);
  g_assert_no_error (error);
  /* both start from sq_setup_init_defaults(), which zeroes the padding */
  if (memcmp (setup, &copy, sizeof copy) != 0)
    g_test_fail_printf ("%s does not round-trip", text);
}

static void
assert_one_line (const GError *error)
{
  g_assert_nonnull (error);
  g_assert_null (strchr (error->message, '\n'));
  g_assert_cmpuint (strlen (error->message), >, 0);
}

static JsonObject *
find_object (JsonArray  *array,
             const char *key,
             const char *value)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *object = json_array_get_object_element (array, i);

      if (g_strcmp0 (json_object_get_string_member (object, key), value) == 0)
        return object;
    }

  return NULL;
}

/* Actions */

static void
test_action_round_trip_plain (void)
{
  for (guint t = 0; t < SQ_N_ACTIONS; t++)
    {
      SqAction action;

      sq_action_init (&action, t);
      assert_action_round_trip (&action);
    }
}

static void
test_action_round_trip_full (void)
{
  for (guint t = 0; t < SQ_N_ACTIONS; t++)
    {
      SqAction action;

      sq_action_init (&action, t);
      action.seat = 2;
      action.target = 0;
      action.quest = t == SQ_ACTION_MOVE ? SQ_PLACE_SIEGE : SQ_QUEST_GRAIL;
      action.group = 1;
      action.option = 1;
      action.flags = SQ_ACTION_FLAG_FREE | SQ_ACTION_FLAG_RANDOM;
      action.value = 8;
      action.knight = SQ_KNIGHT_BEDIVERE;
      action.n_cards = 4;
      action.cards[0] = SQ_FACE_FIGHT_3;
      action.cards[1] = SQ_NO_CARD;
      action.cards[2] = SQ_FACE_MORGAN_DRAW;
      action.cards[3] = SQ_FACE_TRAITOR;
      action.n_seats = 3;
      action.seats[0] = 0;
      action.seats[1] = 7;
      action.seats[2] = SQ_NO_SEAT;
      action.counts[0] = 2;
      action.counts[1] = 0;
      action.counts[2] = 1;
      assert_action_round_trip (&action);

      /* every place a move can go, every quest a card can aim at */
      for (guint q = 0; q < SQ_PLACE_NONE; q++)
        {
          action.quest = q;
          assert_action_round_trip (&action);
        }

      /* the longest card list, seats without counts */
      action.n_cards = SQ_ACTION_MAX_CARDS;
      for (guint i = 0; i < SQ_ACTION_MAX_CARDS; i++)
        action.cards[i] = i % SQ_N_FACES;
      memset (action.counts, 0, sizeof action.counts);
      action.n_seats = SQ_MAX_SEATS;
      for (guint i = 0; i < SQ_MAX_SEATS; i++)
        action.seats[i] = i;
      assert_action_round_trip (&action);
    }
}

static void
test_action_defaults_omitted (void)
{
  SqAction action;
  g_autoptr(JsonNode) end_turn = NULL;
  g_autoptr(JsonNode) move = NULL;
  g_autofree char *end_turn_text = NULL;
  g_autofree char *move_text = NULL;

  sq_action_init (&action, SQ_ACTION_END_TURN);
  end_turn = sq_action_to_json (&action);
  end_turn_text = to_text (end_turn);
  g_assert_cmpstr (end_turn_text, ==, "{\"type\":\"end-turn\"}");

  /* the Round Table shares its number with "no quest": a move says it */
  sq_action_init (&action, SQ_ACTION_MOVE);
  move = sq_action_to_json (&action);
  move_text = to_text (move);
  g_assert_cmpstr (move_text, ==, "{\"type\":\"move\",\"quest\":\"round-table\"}");
}

static void
test_action_names (void)
{
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonNode) out = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  SqAction action;

  node = parse ("{\"type\":\"play-special\",\"seat\":1,\"option\":\"others\","
                "\"cards\":[\"piety\"],\"free\":true}");
  g_assert_true (sq_action_from_json (node, &action, &error));
  g_assert_no_error (error);
  g_assert_cmpint (action.type, ==, SQ_ACTION_PLAY_SPECIAL);
  g_assert_cmpint (action.seat, ==, 1);
  g_assert_cmpint (action.option, ==, SQ_SPECIAL_OTHERS);
  g_assert_cmpint (action.flags, ==, SQ_ACTION_FLAG_FREE);
  g_assert_cmpint (action.n_cards, ==, 1);
  g_assert_cmpint (action.cards[0], ==, SQ_FACE_PIETY);

  out = sq_action_to_json (&action);
  text = to_text (out);
  g_assert_cmpstr (text, ==, "{\"type\":\"play-special\",\"seat\":1,"
                   "\"option\":\"others\",\"free\":true,\"cards\":[\"piety\"]}");

  g_clear_pointer (&node, json_node_unref);
  node = parse ("{\"type\":\"play-special\",\"option\":\"self\",\"free\":false}");
  g_assert_true (sq_action_from_json (node, &action, &error));
  g_assert_cmpint (action.option, ==, SQ_SPECIAL_SELF);
  g_assert_cmpint (action.flags, ==, 0);

  /* an unnamed card: null or "unknown" */
  g_clear_pointer (&node, json_node_unref);
  node = parse ("{\"type\":\"discard\",\"cards\":[null,\"unknown\",\"grail\"]}");
  g_assert_true (sq_action_from_json (node, &action, &error));
  g_assert_cmpint (action.n_cards, ==, 3);
  g_assert_cmpint (action.cards[0], ==, SQ_NO_CARD);
  g_assert_cmpint (action.cards[1], ==, SQ_NO_CARD);
  g_assert_cmpint (action.cards[2], ==, SQ_FACE_GRAIL);

  /* Merlin aimed at the siege engines */
  g_clear_pointer (&node, json_node_unref);
  node = parse ("{\"type\":\"play-special\",\"quest\":\"siege\",\"cards\":[\"merlin\"]}");
  g_assert_true (sq_action_from_json (node, &action, &error));
  g_assert_cmpint (action.quest, ==, SQ_PLACE_SIEGE);
}

static void
test_action_reject (void)
{
  static const Rejection cases[] = {
    { "[]", SQ_FILE_ERROR_SHAPE },
    { "7", SQ_FILE_ERROR_SHAPE },
    { "{}", SQ_FILE_ERROR_SHAPE },
    { "{\"type\":\"fly\"}", SQ_FILE_ERROR_UNKNOWN_NAME },
    { "{\"type\":3}", SQ_FILE_ERROR_SHAPE },
    { "{\"type\":null}", SQ_FILE_ERROR_SHAPE },
    { "{\"type\":\"end-turn\",\"bogus\":1}", SQ_FILE_ERROR_SHAPE },
    { "{\"type\":\"end-turn\",\"Seat\":1}", SQ_FILE_ERROR_SHAPE },
    { "{\"type\":\"accuse\",\"target\":8}", SQ_FILE_ERROR_RANGE },
    { "{\"type\":\"accuse\",\"target\":-2}", SQ_FILE_ERROR_RANGE },
    { "{\"type\":\"accuse\",\"target\":\"2\"}", SQ_FILE_ERROR_SHAPE },
    { "{\"type\":\"accuse\",\"target\":1.5}", SQ_FILE_ERROR_SHAPE },
    { "{\"type\":\"accuse\",\"target\":null}", SQ_FILE_ERROR_SHAPE },
    { "{\"type\":\"accuse\",\"seat\":99999999999999}", SQ_FILE_ERROR_RANGE },
    { "{\"type\":\"roll-d8\",\"value\":9}", SQ_FILE_ERROR_RANGE },
    { "{\"type\":\"roll-d8\",\"value\":-1}", SQ_FILE_ERROR_RANGE },
    { "{\"type\":\"play-fight\",\"group\":3}", SQ_FILE_ERROR_RANGE },
    { "{\"type\":\"play-fight\",\"group\":-2}", SQ_FILE_ERROR_RANGE },
    { "{\"type\":\"play-fight\",\"cards\":[\"fight-9\"]}", SQ_FILE_ERROR_UNKNOWN_NAME },
    { "{\"type\":\"play-fight\",\"cards\":[\"Fight-3\"]}", SQ_FILE_ERROR_UNKNOWN_NAME },
    { "{\"type\":\"play-fight\",\"cards\":\"fight-3\"}", SQ_FILE_ERROR_SHAPE },
    { "{\"type\":\"play-fight\",\"cards\":[3]}", SQ_FILE_ERROR_SHAPE },
    { "{\"type\":\"play-fight\",\"quest\":\"round-table\"}", SQ_FILE_ERROR_UNKNOWN_NAME },
    { "{\"type\":\"play-fight\",\"quest\":2}", SQ_FILE_ERROR_SHAPE },
    { "{\"type\":\"move\",\"quest\":\"camelot\"}", SQ_FILE_ERROR_UNKNOWN_NAME },
    { "{\"type\":\"move\",\"quest\":\"none\"}", SQ_FILE_ERROR_UNKNOWN_NAME },
    { "{\"type\":\"join\",\"knight\":\"mordred\"}", SQ_FILE_ERROR_UNKNOWN_NAME },
    { "{\"type\":\"join\",\"knight\":\"squire\"}", SQ_FILE_ERROR_UNKNOWN_NAME },
    { "{\"type\":\"share\",\"seats\":[0],\"counts\":[1,2]}", SQ_FILE_ERROR_SHAPE },
    { "{\"type\":\"merlin-cancel\",\"counts\":[1]}", SQ_FILE_ERROR_SHAPE },
    { "{\"type\":\"share\",\"seats\":[8]}", SQ_FILE_ERROR_RANGE },
    { "{\"type\":\"share\",\"seats\":[0,1,2,3,4,5,6,7,0]}", SQ_FILE_ERROR_RANGE },
    { "{\"type\":\"merlin-cancel\",\"seats\":[0],\"counts\":[-1]}", SQ_FILE_ERROR_RANGE },
    { "{\"type\":\"end-turn\",\"free\":1}", SQ_FILE_ERROR_SHAPE },
    { "{\"type\":\"end-turn\",\"random\":\"yes\"}", SQ_FILE_ERROR_SHAPE },
    { "{\"type\":\"play-special\",\"option\":\"both\"}", SQ_FILE_ERROR_UNKNOWN_NAME },
    { "{\"type\":\"share\",\"option\":\"others\"}", SQ_FILE_ERROR_SHAPE },
    { "{\"type\":\"discard\",\"option\":256}", SQ_FILE_ERROR_RANGE },
    { "{\"type\":\"discard\",\"cards\":["
      "\"grail\",\"grail\",\"grail\",\"grail\",\"grail\",\"grail\",\"grail\",\"grail\","
      "\"grail\",\"grail\",\"grail\",\"grail\",\"grail\",\"grail\",\"grail\",\"grail\","
      "\"grail\",\"grail\",\"grail\",\"grail\",\"grail\",\"grail\",\"grail\",\"grail\","
      "\"grail\",\"grail\",\"grail\",\"grail\",\"grail\",\"grail\",\"grail\",\"grail\","
      "\"grail\"]}", SQ_FILE_ERROR_RANGE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonNode) node = parse (cases[i].json);
      g_autoptr(GError) error = NULL;
      SqAction action;

      sq_action_init (&action, SQ_ACTION_PEEK);
      if (sq_action_from_json (node, &action, &error))
        g_test_fail_printf ("%s was accepted", cases[i].json);
      g_assert_error (error, SQ_FILE_ERROR, (gint) cases[i].code);
      assert_one_line (error);
      /* nothing is written on failure */
      g_assert_cmpint (action.type, ==, SQ_ACTION_PEEK);
    }
}

static void
test_action_messages (void)
{
  g_autoptr(JsonNode) node = parse ("{\"type\":\"offer\",\"cards\":[\"merlin\",\"fight-9\"]}");
  g_autoptr(GError) error = NULL;
  SqAction action;

  g_assert_false (sq_action_from_json (node, &action, &error));
  g_assert_cmpstr (error->message, ==, "cards[1]: unknown card \"fight-9\"");
}

/* Setups */

static void
test_setup_round_trip (void)
{
  SqSetup setup;

  for (guint n = 3; n <= 7; n++)
    {
      sq_setup_init_defaults (&setup, n);
      assert_setup_round_trip (&setup);
    }

  sq_setup_init_defaults (&setup, 5);
  setup.knights[0] = SQ_KNIGHT_BEDIVERE;
  setup.knights[4] = SQ_KNIGHT_TRISTAN;
  setup.first_seat = 4;
  setup.loyalty = SQ_LOYALTY_TRAITOR_AMONG_US;
  setup.loyal_cards = 4;
  setup.look = SQ_LOOK_DELAYED;
  setup.white_deck = SQ_DECK_PHYSICAL;
  setup.black_deck = SQ_DECK_PHYSICAL;
  setup.dice = SQ_DECK_PHYSICAL;
  setup.squires_challenge = TRUE;
  setup.squire_life = 3;
  setup.skip_opening_share = TRUE;
  setup.seed = G_MAXUINT64;
  setup.options.black_knight_distinct_pairs = FALSE;
  setup.options.dragon_distinct_triples = FALSE;
  setup.options.vivien_duration = SQ_LASTING_WHOLE_GAME;
  setup.options.dark_forest_duration = SQ_LASTING_WHOLE_GAME;
  setup.options.merlin_removes_siege_engine = FALSE;
  setup.options.excalibur_bonus = FALSE;
  setup.options.excalibur_cancel = TRUE;
  setup.options.kay_own_siege = FALSE;
  setup.options.palamedes_bonus = FALSE;
  setup.options.bedivere_power = FALSE;
  setup.options.convocation_draws = FALSE;
  setup.options.lady_heals_when_done = FALSE;
  setup.options.mordred_adds_warrior = FALSE;
  setup.options.accuse_threshold = SQ_ACCUSE_BLACK_SWORDS;
  setup.options.traitor_flip = 1;
  setup.options.delayed_peek = SQ_PEEK_SWORDS_ONLY;
  setup.options.new_player_cards = 0;
  setup.options.grail_collision_cancels = FALSE;
  assert_setup_round_trip (&setup);

  sq_setup_init_defaults (&setup, 3);
  setup.loyalty = SQ_LOYALTY_NO_TRAITOR;
  setup.seed = 0;
  assert_setup_round_trip (&setup);
}

static void
test_setup_defaults (void)
{
  g_autoptr(JsonNode) node = parse ("{\"players\":4}");
  g_autoptr(GError) error = NULL;
  SqSetup expected;
  SqSetup setup;

  g_assert_true (sq_setup_from_json (node, &setup, &error));
  g_assert_no_error (error);
  sq_setup_init_defaults (&expected, 4);
  g_assert_cmpmem (&setup, sizeof setup, &expected, sizeof expected);
}

static void
test_setup_seed (void)
{
  g_autoptr(JsonNode) text = parse ("{\"players\":3,\"seed\":\"9007199254740993\"}");
  g_autoptr(JsonNode) number = parse ("{\"players\":3,\"seed\":9007199254740993}");
  g_autoptr(GError) error = NULL;
  SqSetup a, b;

  g_assert_true (sq_setup_from_json (text, &a, &error));
  g_assert_true (sq_setup_from_json (number, &b, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (a.seed, ==, G_GUINT64_CONSTANT (9007199254740993));
  g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
}

static void
test_setup_random_knights (void)
{
  for (guint64 seed = 0; seed < 50; seed++)
    {
      g_autofree char *json = g_strdup_printf ("{\"players\":7,\"knights\":\"random\","
                                               "\"seed\":\"%" G_GUINT64_FORMAT "\"}", seed);
      g_autoptr(JsonNode) node = parse (json);
      g_autoptr(GError) error = NULL;
      SqSetup a, b;
      guint seen = 0;

      g_assert_true (sq_setup_from_json (node, &a, &error));
      g_assert_no_error (error);
      g_assert_true (sq_setup_from_json (node, &b, &error));
      g_assert_cmpmem (&a, sizeof a, &b, sizeof b);

      for (guint i = 0; i < 7; i++)
        {
          g_assert_cmpuint (a.knights[i], <, SQ_KNIGHT_BEDIVERE);
          g_assert_false (seen & (1u << a.knights[i]));
          seen |= 1u << a.knights[i];
        }
      g_assert_cmpuint (a.knights[7], ==, SQ_N_KNIGHTS);
    }
}

static void
test_setup_reject (void)
{
  static const Rejection cases[] = {
    { "[]", SQ_FILE_ERROR_SHAPE },
    { "{}", SQ_FILE_ERROR_SHAPE },
    { "{\"players\":9}", SQ_FILE_ERROR_RANGE },
    { "{\"players\":2}", SQ_FILE_ERROR_RANGE },
    { "{\"players\":\"5\"}", SQ_FILE_ERROR_SHAPE },
    { "{\"players\":5,\"colour\":\"red\"}", SQ_FILE_ERROR_SHAPE },
    { "{\"players\":3,\"knights\":[\"arthur\",\"kay\",\"kay\"]}", SQ_FILE_ERROR_DUPLICATE },
    { "{\"players\":3,\"knights\":[\"arthur\",\"kay\",\"lancelot\"]}", SQ_FILE_ERROR_UNKNOWN_NAME },
    { "{\"players\":3,\"knights\":[\"arthur\",\"kay\"]}", SQ_FILE_ERROR_RANGE },
    { "{\"players\":3,\"knights\":\"any\"}", SQ_FILE_ERROR_UNKNOWN_NAME },
    { "{\"players\":3,\"knights\":{}}", SQ_FILE_ERROR_SHAPE },
    { "{\"players\":3,\"first_seat\":3}", SQ_FILE_ERROR_RANGE },
    { "{\"players\":3,\"first_seat\":\"0\"}", SQ_FILE_ERROR_SHAPE },
    { "{\"players\":3,\"loyalty\":\"evil\"}", SQ_FILE_ERROR_UNKNOWN_NAME },
    { "{\"players\":3,\"loyal_cards\":3}", SQ_FILE_ERROR_SHAPE },
    { "{\"players\":3,\"loyalty\":\"traitor-among-us\"}", SQ_FILE_ERROR_SHAPE },
    { "{\"players\":5,\"loyalty\":\"traitor-among-us\",\"loyal_cards\":3}", SQ_FILE_ERROR_RANGE },
    { "{\"players\":5,\"loyalty\":\"traitor-among-us\",\"loyal_cards\":8}", SQ_FILE_ERROR_RANGE },
    { "{\"players\":3,\"look\":\"never\"}", SQ_FILE_ERROR_UNKNOWN_NAME },
    { "{\"players\":3,\"decks\":{\"white\":\"cardboard\"}}", SQ_FILE_ERROR_UNKNOWN_NAME },
    { "{\"players\":3,\"decks\":{\"grey\":\"virtual\"}}", SQ_FILE_ERROR_SHAPE },
    { "{\"players\":3,\"decks\":\"virtual\"}", SQ_FILE_ERROR_SHAPE },
    { "{\"players\":3,\"squires_challenge\":\"yes\"}", SQ_FILE_ERROR_SHAPE },
    { "{\"players\":3,\"squire_life\":0}", SQ_FILE_ERROR_RANGE },
    { "{\"players\":3,\"squire_life\":7}", SQ_FILE_ERROR_RANGE },
    { "{\"players\":3,\"opening_share\":0}", SQ_FILE_ERROR_SHAPE },
    { "{\"players\":3,\"seed\":\"-1\"}", SQ_FILE_ERROR_SHAPE },
    { "{\"players\":3,\"seed\":\"0x10\"}", SQ_FILE_ERROR_SHAPE },
    { "{\"players\":3,\"seed\":\"18446744073709551616\"}", SQ_FILE_ERROR_RANGE },
    { "{\"players\":3,\"seed\":-5}", SQ_FILE_ERROR_RANGE },
    { "{\"players\":3,\"seed\":1.5}", SQ_FILE_ERROR_SHAPE },
    { "{\"players\":3,\"options\":[]}", SQ_FILE_ERROR_SHAPE },
    { "{\"players\":3,\"options\":{\"excalibur_bonus\":true}}", SQ_FILE_ERROR_SHAPE },
    { "{\"players\":3,\"options\":{\"excalibur-bonus\":1}}", SQ_FILE_ERROR_SHAPE },
    { "{\"players\":3,\"options\":{\"vivien-duration\":\"forever\"}}", SQ_FILE_ERROR_UNKNOWN_NAME },
    { "{\"players\":3,\"options\":{\"accuse-threshold\":6}}", SQ_FILE_ERROR_SHAPE },
    { "{\"players\":3,\"options\":{\"traitor-flip\":3}}", SQ_FILE_ERROR_RANGE },
    { "{\"players\":3,\"options\":{\"new-player-cards\":11}}", SQ_FILE_ERROR_RANGE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonNode) node = parse (cases[i].json);
      g_autoptr(GError) error = NULL;
      SqSetup setup;

      if (sq_setup_from_json (node, &setup, &error))
        g_test_fail_printf ("%s was accepted", cases[i].json);
      g_assert_error (error, SQ_FILE_ERROR, (gint) cases[i].code);
      assert_one_line (error);
    }
}

static void
test_setup_messages (void)
{
  g_autoptr(JsonNode) range = parse ("{\"players\":9}");
  g_autoptr(JsonNode) duplicate = parse ("{\"players\":3,\"knights\":[\"kay\",\"arthur\",\"kay\"]}");
  g_autoptr(JsonNode) option = parse ("{\"players\":3,\"options\":{\"no-such-option\":true}}");
  g_autoptr(GError) error = NULL;
  SqSetup setup;

  g_assert_false (sq_setup_from_json (range, &setup, &error));
  g_assert_cmpstr (error->message, ==, "players: 9 is out of range 3..7");
  g_clear_error (&error);

  g_assert_false (sq_setup_from_json (duplicate, &setup, &error));
  g_assert_cmpstr (error->message, ==, "knights[2]: \"kay\" is already at seat 0");
  g_clear_error (&error);

  g_assert_false (sq_setup_from_json (option, &setup, &error));
  g_assert_cmpstr (error->message, ==, "options.no-such-option: unknown key");
}

/* The state summary */

static SqState *
new_state (guint players)
{
  g_autoptr(GError) error = NULL;
  SqSetup setup;
  SqState *state;

  sq_setup_init_defaults (&setup, players);
  setup.seed = 7;
  state = sq_state_new (&setup, &error);
  g_assert_no_error (error);
  g_assert_nonnull (state);
  return state;
}

static void
test_state_public (void)
{
  g_autoptr(SqState) state = new_state (5);
  g_autoptr(JsonNode) node = sq_state_to_json (state, FALSE);
  JsonObject *root = json_node_get_object (node);
  JsonArray *knights;
  JsonArray *quests;

  g_assert_cmpstr (json_object_get_string_member (root, "phase"), ==,
                   sq_state_get_phase_name (state));
  g_assert_cmpstr (json_object_get_string_member (root, "decision"), ==,
                   sq_decision_name (sq_state_get_decision (state)));
  g_assert_cmpint (json_object_get_int_member (root, "decider"), ==,
                   sq_state_get_decider (state));
  g_assert_true (json_object_get_null_member (root, "outcome"));
  g_assert_true (json_object_get_null_member (root, "end_reason"));
  g_assert_true (json_object_get_null_member (root, "traitor"));
  g_assert_cmpstr (json_object_get_string_member (root, "current_knight"), ==, "arthur");
  g_assert_false (json_object_has_member (root, "hands"));
  g_assert_false (json_object_has_member (root, "black_order"));
  g_assert_true (json_object_has_member (root, "effects"));
  g_assert_true (json_object_has_member (root, "decks"));
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (root, "decks"),
                                               "black_draw"), ==, SQ_N_BLACK);

  knights = json_object_get_array_member (root, "knights");
  g_assert_cmpuint (json_array_get_length (knights), ==, 5);
  for (guint i = 0; i < 5; i++)
    {
      JsonObject *knight = json_array_get_object_element (knights, i);

      g_assert_cmpint (json_object_get_int_member (knight, "seat"), ==, i);
      g_assert_cmpint (json_object_get_int_member (knight, "life"), ==, SQ_START_LIFE);
      g_assert_cmpstr (json_object_get_string_member (knight, "location"), ==, "round-table");
      g_assert_cmpint (json_object_get_int_member (knight, "hand_size"), ==,
                       sq_state_get_hand_size (state, i));
      g_assert_false (json_object_has_member (knight, "loyalty"));
    }

  quests = json_object_get_array_member (root, "quests");
  g_assert_cmpuint (json_array_get_length (quests), ==, SQ_N_QUESTS);
  g_assert_cmpstr (json_object_get_string_member (find_object (quests, "id", "dragon"),
                                                  "status"), ==, "waiting");
  g_assert_cmpint (json_object_get_int_member (find_object (quests, "id", "excalibur"),
                                               "excalibur"), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (find_object (quests, "id", "grail"),
                                                                         "grail")), ==, 7);
  g_assert_true (json_object_has_member (find_object (quests, "id", "picts"), "warriors"));
  g_assert_false (json_object_has_member (find_object (quests, "id", "dragon"), "warriors"));
}

static void
test_state_secrets (void)
{
  g_autoptr(SqState) state = new_state (4);
  g_autoptr(JsonNode) node = sq_state_to_json (state, TRUE);
  JsonObject *root = json_node_get_object (node);
  JsonArray *knights = json_object_get_array_member (root, "knights");
  JsonArray *hands = json_object_get_array_member (root, "hands");
  JsonArray *order = json_object_get_array_member (root, "black_order");
  gint traitor = -1;

  for (guint i = 0; i < 4; i++)
    {
      JsonObject *knight = json_array_get_object_element (knights, i);
      const char *loyalty = json_object_get_string_member (knight, "loyalty");

      g_assert_true (g_str_equal (loyalty, "loyal") || g_str_equal (loyalty, "traitor"));
      if (g_str_equal (loyalty, "traitor"))
        traitor = i;
      g_assert_cmpuint (json_array_get_length (json_array_get_array_element (hands, i)), ==,
                        sq_state_get_hand_size (state, i));
    }

  if (traitor >= 0)
    g_assert_cmpint (json_object_get_int_member (root, "traitor"), ==, traitor);
  else
    g_assert_true (json_object_get_null_member (root, "traitor"));

  /* top first: the engine draws from the end of the pile */
  g_assert_cmpuint (json_array_get_length (order), ==, state->black_draw.n);
  g_assert_cmpstr (json_array_get_string_element (order, 0), ==,
                   sq_face_info (sq_card_face (state->black_draw.c[state->black_draw.n - 1]))->name);
}

static void
test_state_face_down (void)
{
  g_autoptr(SqState) state = new_state (5);
  g_autoptr(JsonNode) hidden = NULL;
  g_autoptr(JsonNode) shown = NULL;
  SqQuest *quest = &state->quests[SQ_QUEST_BLACK_KNIGHT];
  JsonObject *knight_quest;

  /* a hand-made table: two black cards, the second face down */
  quest->black[0] = SQ_FIRST_BLACK;
  quest->black[1] = SQ_FIRST_BLACK + 14;
  quest->n_black = 2;
  quest->face_down = 1u << 1;

  hidden = sq_state_to_json (state, FALSE);
  knight_quest = find_object (json_object_get_array_member (json_node_get_object (hidden), "quests"),
                              "id", "black-knight");
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (knight_quest, "black"), 0),
                   ==, "black-knight-1");
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (knight_quest, "black"), 1),
                   ==, "face-down");

  shown = sq_state_to_json (state, TRUE);
  knight_quest = find_object (json_object_get_array_member (json_node_get_object (shown), "quests"),
                              "id", "black-knight");
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (knight_quest, "black"), 1),
                   ==, sq_face_info (sq_card_face (SQ_FIRST_BLACK + 14))->name);
}

static void
test_state_game_over (void)
{
  g_autoptr(SqState) state = new_state (5);
  g_autoptr(JsonNode) node = NULL;
  JsonObject *root;
  JsonArray *knights;

  /* the end reveals every loyalty; no secrets otherwise */
  state->outcome = SQ_OUTCOME_EVIL;
  state->end_reason = SQ_END_SIEGE;
  state->traitor_at_end = 3;

  node = sq_state_to_json (state, FALSE);
  root = json_node_get_object (node);
  g_assert_cmpstr (json_object_get_string_member (root, "outcome"), ==, "evil");
  g_assert_cmpstr (json_object_get_string_member (root, "end_reason"), ==, "siege");
  g_assert_cmpint (json_object_get_int_member (root, "traitor"), ==, 3);
  g_assert_false (json_object_has_member (root, "hands"));

  knights = json_object_get_array_member (root, "knights");
  for (guint i = 0; i < json_array_get_length (knights); i++)
    g_assert_true (json_object_has_member (json_array_get_object_element (knights, i), "loyalty"));
}

static void
test_rules_error_names (void)
{
  g_assert_cmpstr (sq_rules_error_name (SQ_RULES_ERROR_GAME_OVER), ==, "game-over");
  g_assert_cmpstr (sq_rules_error_name (SQ_RULES_ERROR_CARD_NOT_HELD), ==, "card-not-held");
  g_assert_cmpstr (sq_rules_error_name (SQ_RULES_ERROR_BAD_SETUP), ==, "bad-setup");
  g_assert_cmpstr (sq_rules_error_name (SQ_RULES_ERROR_COPIES_OUT), ==, "copies-out");
  g_assert_cmpstr (sq_rules_error_name (SQ_RULES_ERROR_COPIES_OUT + 1), ==, "unknown");
  for (guint i = 0; i <= SQ_RULES_ERROR_COPIES_OUT; i++)
    g_assert_cmpstr (sq_rules_error_name (i), !=, "unknown");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/json/action/round-trip-plain", test_action_round_trip_plain);
  g_test_add_func ("/engine/json/action/round-trip-full", test_action_round_trip_full);
  g_test_add_func ("/engine/json/action/defaults-omitted", test_action_defaults_omitted);
  g_test_add_func ("/engine/json/action/names", test_action_names);
  g_test_add_func ("/engine/json/action/reject", test_action_reject);
  g_test_add_func ("/engine/json/action/messages", test_action_messages);
  g_test_add_func ("/engine/json/setup/round-trip", test_setup_round_trip);
  g_test_add_func ("/engine/json/setup/defaults", test_setup_defaults);
  g_test_add_func ("/engine/json/setup/seed", test_setup_seed);
  g_test_add_func ("/engine/json/setup/random-knights", test_setup_random_knights);
  g_test_add_func ("/engine/json/setup/reject", test_setup_reject);
  g_test_add_func ("/engine/json/setup/messages", test_setup_messages);
  g_test_add_func ("/engine/json/state/public", test_state_public);
  g_test_add_func ("/engine/json/state/secrets", test_state_secrets);
  g_test_add_func ("/engine/json/state/face-down", test_state_face_down);
  g_test_add_func ("/engine/json/state/game-over", test_state_game_over);
  g_test_add_func ("/engine/json/rules-error-names", test_rules_error_names);

  return g_test_run ();
}

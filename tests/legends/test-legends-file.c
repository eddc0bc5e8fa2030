/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Camelot Legends in JSON and on disk: actions and setups in both
 * directions, the strict reader's errors, the state summaries, the plain
 * and sealed files and their round trips, the fixtures good and bad, and
 * that the two games' files are never taken for each other. */

#include <glib/gstdio.h>

#include "sq-game-file.h"
#include "sq-legends-test.h"

/* Helpers */

static char *
data_path (const char *kind,
           const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", kind, name, NULL);
}

static JsonNode *
parse (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (text, &error);

  g_assert_no_error (error);
  return node;
}

static void
action_fails (const char  *text,
              SqFileError  code,
              const char  *prefix)
{
  g_autoptr(JsonNode) node = parse (text);
  g_autoptr(GError) error = NULL;
  SqLegendsAction a;

  g_assert_false (sq_legends_action_from_json (node, &a, &error));
  g_assert_error (error, SQ_FILE_ERROR, (gint) code);
  if (!g_str_has_prefix (error->message, prefix))
    g_error ("%s: \"%s\" does not start with \"%s\"", text, error->message, prefix);
  g_assert_null (strchr (error->message, '\n'));
}

static void
setup_fails (const char  *text,
             SqFileError  code,
             const char  *prefix)
{
  g_autoptr(JsonNode) node = parse (text);
  g_autoptr(GError) error = NULL;
  SqLegendsSetup setup;

  g_assert_false (sq_legends_setup_from_json (node, &setup, &error));
  g_assert_error (error, SQ_FILE_ERROR, (gint) code);
  if (!g_str_has_prefix (error->message, prefix))
    g_error ("%s: \"%s\" does not start with \"%s\"", text, error->message, prefix);
}

/* compared in their JSON form, which names every field and has no padding */
static gboolean
setups_equal (const SqLegendsSetup *a,
              const SqLegendsSetup *b)
{
  g_autoptr(JsonNode) na = sq_legends_setup_to_json (a);
  g_autoptr(JsonNode) nb = sq_legends_setup_to_json (b);

  return json_node_equal (na, nb);
}

static SqLegendsFile *
load_example (const char *name)
{
  g_autofree char *path = data_path ("good", name);
  g_autoptr(GError) error = NULL;
  SqLegendsFile *file = NULL;

  g_assert_true (sq_legends_file_load_path (path, &file, &error));
  g_assert_no_error (error);
  return file;
}

static SqLegendsState *
replay_example (const char *name)
{
  g_autoptr(SqLegendsFile) file = load_example (name);
  g_autoptr(GError) error = NULL;
  SqLegendsState *s = sq_legends_file_replay (file, NULL, &error);

  g_assert_no_error (error);
  return s;
}

/* Actions */

static const char * const every_action[] = {
  "{\"type\": \"play-character\", \"location\": \"final-event\", \"free\": true, "
  " \"character\": {\"name\": \"Merlin\", \"allegiance\": \"Pendragon\", \"lord\": true, "
  "   \"scores\": {\"combat\": -1, \"psyche\": 6}}}",
  "{\"type\": \"draw-event\", \"seat\": 2, \"event\": {\"kind\": \"location\", "
  " \"location\": \"perilous-forest\", \"name\": \"Morgan's Lair\", "
  " \"requirements\": {\"psyche\": 12, \"adventure\": 9}, \"vp\": 4}}",
  "{\"type\": \"draw-event\", \"event\": {\"kind\": \"heraldic\", \"ability\": \"chivalry\", "
  " \"bonus\": -2, \"allegiance\": \"Orkney\"}}",
  "{\"type\": \"draw-event\", \"event\": {\"kind\": \"bidding\", \"abilities\": [\"psyche\", "
  " \"combat\"], \"max_bids\": 3, \"vp\": 5}}",
  "{\"type\": \"draw-event\", \"event\": {\"kind\": \"special\", \"name\": \"Assassination\"}}",
  "{\"type\": \"draw-event\", \"event\": {\"kind\": \"final\", \"name\": \"Avalon\"}}",
  "{\"type\": \"bid\", \"characters\": [17]}",
  "{\"type\": \"bid\", \"character\": {\"name\": \"Lynette\"}}",
  "{\"type\": \"pass\", \"seat\": 1}",
  "{\"type\": \"next-phase\"}",
  "{\"type\": \"complete-event\", \"location\": \"cornwall\", \"index\": 2, "
  " \"modifiers\": {\"cunning\": -3, \"combat\": 20}}",
  "{\"type\": \"draw-character\", \"free\": true}",
  "{\"type\": \"move\", \"characters\": [3, 95], \"location\": \"camelot\"}",
  "{\"type\": \"end-turn\", \"seat\": 0}",
  "{\"type\": \"discard-character\", \"characters\": [4], \"end_of_turn\": true}",
  "{\"type\": \"return-character\", \"characters\": [5]}",
  "{\"type\": \"give-special\", \"special\": \"love-potion\", \"characters\": [6]}",
  "{\"type\": \"return-special\", \"special\": \"high-king\"}",
  "{\"type\": \"use-text\", \"seat\": 3, \"characters\": [7]}",
  "{\"type\": \"resolve-final\", \"vp\": [0, 4, 99]}",
};

static void
test_actions_round_trip (void)
{
  guint types = 0;

  for (guint i = 0; i < G_N_ELEMENTS (every_action); i++)
    {
      g_autoptr(JsonNode) node = parse (every_action[i]);
      g_autoptr(JsonNode) written = NULL;
      g_autoptr(GError) error = NULL;
      SqLegendsAction a, back;

      g_assert_true (sq_legends_action_from_json (node, &a, &error));
      g_assert_no_error (error);
      types |= 1u << a.type;

      written = sq_legends_action_to_json (&a);
      g_assert_true (sq_legends_action_from_json (written, &back, &error));
      g_assert_no_error (error);
      g_assert_true (sq_legends_action_equal (&a, &back));
    }
  /* every type is there */
  g_assert_cmpuint (types, ==, (1u << SQ_LEGENDS_N_ACTIONS) - 1);

  /* two abilities are kept in ability order, whatever order they came in */
  {
    g_autoptr(JsonNode) node = parse (every_action[3]);
    SqLegendsAction a;

    g_assert_true (sq_legends_action_from_json (node, &a, NULL));
    g_assert_cmpuint (a.event.abilities[0], ==, SQ_LEGENDS_ABILITY_COMBAT);
    g_assert_cmpuint (a.event.abilities[1], ==, SQ_LEGENDS_ABILITY_PSYCHE);
  }

  /* fields a type does not use are neither read by the engine nor written */
  {
    SqLegendsAction a;
    g_autoptr(JsonNode) node = NULL;
    g_autofree char *text = NULL;

    sq_legends_action_init (&a, SQ_LEGENDS_ACTION_END_TURN);
    a.card = sq_test_plain (3);
    a.vp[0] = 200;
    a.n_characters = 2;
    node = sq_legends_action_to_json (&a);
    text = json_to_string (node, FALSE);
    g_assert_cmpstr (text, ==, "{\"type\":\"end-turn\"}");
  }
}

static void
test_actions_errors (void)
{
  action_fails ("[]", SQ_FILE_ERROR_SHAPE, "action: expected an object");
  action_fails ("{}", SQ_FILE_ERROR_SHAPE, "type: missing");
  action_fails ("{\"type\": \"joust\"}", SQ_FILE_ERROR_UNKNOWN_NAME, "type: unknown action");
  action_fails ("{\"type\": 3}", SQ_FILE_ERROR_SHAPE, "type: expected a string");
  action_fails ("{\"type\": \"pass\", \"quest\": 1}", SQ_FILE_ERROR_SHAPE, "quest: unknown key");
  action_fails ("{\"type\": \"pass\", \"seat\": 4}", SQ_FILE_ERROR_RANGE, "seat: 4 is out of range");
  action_fails ("{\"type\": \"pass\", \"seat\": \"1\"}", SQ_FILE_ERROR_SHAPE, "seat: expected");
  action_fails ("{\"type\": \"move\", \"location\": \"avalon\"}", SQ_FILE_ERROR_UNKNOWN_NAME,
                "location: unknown location \"avalon\"");
  action_fails ("{\"type\": \"move\", \"characters\": [1, 2, 3]}", SQ_FILE_ERROR_RANGE,
                "characters: 3 entries");
  action_fails ("{\"type\": \"move\", \"characters\": [96]}", SQ_FILE_ERROR_RANGE,
                "characters[0]: 96 is out of range");
  action_fails ("{\"type\": \"complete-event\", \"index\": 3}", SQ_FILE_ERROR_RANGE, "index:");
  action_fails ("{\"type\": \"complete-event\", \"modifiers\": {\"luck\": 1}}",
                SQ_FILE_ERROR_UNKNOWN_NAME, "modifiers: unknown ability \"luck\"");
  action_fails ("{\"type\": \"complete-event\", \"modifiers\": {\"combat\": 21}}",
                SQ_FILE_ERROR_RANGE, "modifiers.combat: 21 is out of range");
  action_fails ("{\"type\": \"give-special\", \"special\": \"grail\"}",
                SQ_FILE_ERROR_UNKNOWN_NAME, "special: unknown special card");
  action_fails ("{\"type\": \"end-turn\", \"free\": 1}", SQ_FILE_ERROR_SHAPE, "free: expected");
  action_fails ("{\"type\": \"resolve-final\", \"vp\": [1, 2, 3, 4, 5]}", SQ_FILE_ERROR_RANGE,
                "vp: 5 entries");
  action_fails ("{\"type\": \"resolve-final\", \"vp\": [100]}", SQ_FILE_ERROR_RANGE,
                "vp[0]: 100 is out of range");

  action_fails ("{\"type\": \"bid\", \"character\": {\"scores\": {\"combat\": 7}}}",
                SQ_FILE_ERROR_RANGE, "character.scores.combat: 7 is out of range");
  action_fails ("{\"type\": \"bid\", \"character\": {\"scores\": {\"combat\": -2}}}",
                SQ_FILE_ERROR_RANGE, "character.scores.combat: -2 is out of range");
  action_fails ("{\"type\": \"bid\", \"character\": {\"gender\": \"f\"}}", SQ_FILE_ERROR_SHAPE,
                "character.gender: unknown key");
  action_fails ("{\"type\": \"bid\", \"character\": {\"name\": "
                "\"Sir Lancelot du Lac, the Knight of the Cart\"}}",
                SQ_FILE_ERROR_RANGE, "character.name: 43 bytes, at most 31");
  action_fails ("{\"type\": \"bid\", \"character\": {\"name\": \"a\\nb\"}}", SQ_FILE_ERROR_SHAPE,
                "character.name: contains a control character");
  action_fails ("{\"type\": \"bid\", \"character\": {\"lord\": \"yes\"}}", SQ_FILE_ERROR_SHAPE,
                "character.lord: expected true or false");

  action_fails ("{\"type\": \"draw-event\"}", SQ_FILE_ERROR_SHAPE, "event: missing");
  action_fails ("{\"type\": \"draw-event\", \"event\": {}}", SQ_FILE_ERROR_SHAPE,
                "event.kind: missing");
  action_fails ("{\"type\": \"draw-event\", \"event\": {\"kind\": \"quest\"}}",
                SQ_FILE_ERROR_UNKNOWN_NAME, "event.kind: unknown event kind");
  action_fails ("{\"type\": \"draw-event\", \"event\": {\"kind\": \"special\", \"vp\": 2}}",
                SQ_FILE_ERROR_SHAPE, "event.vp: not used by a special event");
  action_fails ("{\"type\": \"draw-event\", \"event\": {\"kind\": \"location\", "
                "\"requirements\": {\"combat\": 3}}}",
                SQ_FILE_ERROR_SHAPE, "event.location: missing (a location event");
  action_fails ("{\"type\": \"draw-event\", \"event\": {\"kind\": \"location\", "
                "\"location\": \"final-event\", \"requirements\": {\"combat\": 3}}}",
                SQ_FILE_ERROR_UNKNOWN_NAME, "event.location: unknown main location");
  action_fails ("{\"type\": \"draw-event\", \"event\": {\"kind\": \"location\", "
                "\"location\": \"cornwall\", \"requirements\": {}}}",
                SQ_FILE_ERROR_RANGE, "event.requirements: no ability");
  action_fails ("{\"type\": \"draw-event\", \"event\": {\"kind\": \"location\", "
                "\"location\": \"cornwall\", \"requirements\": {\"combat\": 1, "
                "\"psyche\": 2, \"cunning\": 3}}}",
                SQ_FILE_ERROR_RANGE, "event.requirements: more than two");
  action_fails ("{\"type\": \"draw-event\", \"event\": {\"kind\": \"location\", "
                "\"location\": \"cornwall\", \"requirements\": {\"combat\": 0}}}",
                SQ_FILE_ERROR_RANGE, "event.requirements.combat: 0 is out of range");
  action_fails ("{\"type\": \"draw-event\", \"event\": {\"kind\": \"location\", "
                "\"location\": \"cornwall\", \"requirements\": {\"combat\": 2}, "
                "\"ability\": \"combat\"}}",
                SQ_FILE_ERROR_SHAPE, "event.ability: not used by a location event");
  action_fails ("{\"type\": \"draw-event\", \"event\": {\"kind\": \"bidding\", "
                "\"abilities\": [\"combat\", \"combat\"], \"max_bids\": 1}}",
                SQ_FILE_ERROR_DUPLICATE, "event.abilities[1]: \"combat\" named twice");
  action_fails ("{\"type\": \"draw-event\", \"event\": {\"kind\": \"bidding\", "
                "\"abilities\": [], \"max_bids\": 1}}",
                SQ_FILE_ERROR_RANGE, "event.abilities: no ability");
  action_fails ("{\"type\": \"draw-event\", \"event\": {\"kind\": \"bidding\", "
                "\"abilities\": [\"combat\"], \"max_bids\": 7}}",
                SQ_FILE_ERROR_RANGE, "event.max_bids: 7 is out of range");
  action_fails ("{\"type\": \"draw-event\", \"event\": {\"kind\": \"bidding\", "
                "\"abilities\": [\"combat\"]}}",
                SQ_FILE_ERROR_SHAPE, "event.max_bids: missing");
  action_fails ("{\"type\": \"draw-event\", \"event\": {\"kind\": \"heraldic\", "
                "\"ability\": \"combat\", \"bonus\": 10, \"allegiance\": \"x\"}}",
                SQ_FILE_ERROR_RANGE, "event.bonus: 10 is out of range");
  action_fails ("{\"type\": \"draw-event\", \"event\": {\"kind\": \"heraldic\", "
                "\"ability\": \"combat\", \"bonus\": 1}}",
                SQ_FILE_ERROR_SHAPE, "event.allegiance: missing");
}

/* Setups */

static void
test_setup_json (void)
{
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonNode) written = NULL;
  g_autoptr(GError) error = NULL;
  SqLegendsSetup setup, defaults, back;

  node = parse ("{\"players\": 3}");
  g_assert_true (sq_legends_setup_from_json (node, &setup, &error));
  g_assert_no_error (error);
  sq_legends_setup_init_defaults (&defaults, 3);
  g_assert_true (setups_equal (&setup, &defaults));

  g_clear_pointer (&node, json_node_unref);
  node = parse ("{\"players\": 3, \"colours\": [\"green\", \"yellow\", \"blue\"], "
                "\"first_player\": 2, \"final_event_position\": 3, "
                "\"special_vp\": {\"excalibur\": 5}, "
                "\"options\": {\"heraldic-in-bids\": false}, "
                "\"seed\": \"18446744073709551615\"}");
  g_assert_true (sq_legends_setup_from_json (node, &setup, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (setup.colours[0], ==, SQ_LEGENDS_COLOUR_GREEN);
  g_assert_cmpuint (setup.colours[2], ==, SQ_LEGENDS_COLOUR_BLUE);
  /* the empty seat keeps the colour nobody took */
  g_assert_cmpuint (setup.colours[3], ==, SQ_LEGENDS_COLOUR_RED);
  g_assert_cmpint (setup.first_player, ==, 2);
  g_assert_cmpuint (setup.final_event, ==, 3);
  g_assert_cmpuint (setup.special_vp[SQ_LEGENDS_SPECIAL_EXCALIBUR], ==, 5);
  g_assert_cmpuint (setup.special_vp[SQ_LEGENDS_SPECIAL_HIGH_KING], ==, 0);
  g_assert_false (setup.options.heraldic_in_bids);
  g_assert_cmpuint (setup.seed, ==, G_MAXUINT64);

  written = sq_legends_setup_to_json (&setup);
  g_assert_true (json_object_has_member (json_node_get_object (written), "final_event_position"));
  g_assert_false (json_object_has_member (json_node_get_object (written), "final_event"));
  g_assert_true (sq_legends_setup_from_json (written, &back, &error));
  g_assert_no_error (error);
  g_assert_true (setups_equal (&setup, &back));

  /* files written before the rename name the position "final_event" */
  g_clear_pointer (&node, json_node_unref);
  node = parse ("{\"players\": 2, \"final_event\": 2}");
  g_assert_true (sq_legends_setup_from_json (node, &back, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (back.final_event, ==, 2);

  setup_fails ("[]", SQ_FILE_ERROR_SHAPE, "setup: expected an object");
  setup_fails ("{}", SQ_FILE_ERROR_SHAPE, "players: missing");
  setup_fails ("{\"players\": 1}", SQ_FILE_ERROR_RANGE, "players: 1 is out of range 2..4");
  setup_fails ("{\"players\": 5}", SQ_FILE_ERROR_RANGE, "players: 5 is out of range 2..4");
  setup_fails ("{\"players\": 2, \"knights\": []}", SQ_FILE_ERROR_SHAPE, "knights: unknown key");
  setup_fails ("{\"players\": 2, \"colours\": [\"red\"]}", SQ_FILE_ERROR_RANGE,
               "colours: 1 entries for 2 players");
  setup_fails ("{\"players\": 2, \"colours\": [\"red\", \"red\"]}", SQ_FILE_ERROR_DUPLICATE,
               "colours[1]: \"red\" taken twice");
  setup_fails ("{\"players\": 2, \"colours\": [\"red\", \"purple\"]}",
               SQ_FILE_ERROR_UNKNOWN_NAME, "colours[1]: unknown colour");
  setup_fails ("{\"players\": 2, \"first_player\": 2}", SQ_FILE_ERROR_RANGE, "first_player:");
  setup_fails ("{\"players\": 2, \"final_event_position\": 0}", SQ_FILE_ERROR_RANGE,
               "final_event_position:");
  setup_fails ("{\"players\": 2, \"final_event_position\": 1, \"final_event\": 1}",
               SQ_FILE_ERROR_SHAPE, "final_event: not allowed beside final_event_position");
  setup_fails ("{\"players\": 2, \"special_vp\": {\"grail\": 1}}", SQ_FILE_ERROR_UNKNOWN_NAME,
               "special_vp: unknown special card");
  setup_fails ("{\"players\": 2, \"special_vp\": {\"excalibur\": 21}}", SQ_FILE_ERROR_RANGE,
               "special_vp.excalibur: 21 is out of range");
  setup_fails ("{\"players\": 2, \"options\": {\"fast\": true}}", SQ_FILE_ERROR_SHAPE,
               "options.fast: unknown key");
  setup_fails ("{\"players\": 2, \"seed\": -1}", SQ_FILE_ERROR_RANGE, "seed: -1 is negative");
  /* not a number at all is its shape, as in a Shadows over Camelot setup;
   * a number past 64 bits its range */
  setup_fails ("{\"players\": 2, \"seed\": \"x\"}", SQ_FILE_ERROR_SHAPE, "seed: \"x\" is not");
  setup_fails ("{\"players\": 2, \"seed\": \"18446744073709551616\"}", SQ_FILE_ERROR_RANGE,
               "seed: \"18446744073709551616\" is not");
  setup_fails ("{\"players\": 2, \"seed\": 1.5}", SQ_FILE_ERROR_SHAPE, "seed: expected");
}

/* State summaries */

static void
test_summaries (void)
{
  g_autoptr(SqLegendsState) s = replay_example ("example.json");
  g_autoptr(JsonNode) public = sq_legends_state_to_json (s, FALSE);
  g_autoptr(JsonNode) secret = sq_legends_state_to_json (s, TRUE);
  g_autoptr(SqLegendsState) fresh = sq_test_new_game (3, 1);
  g_autoptr(JsonNode) prepared = sq_legends_prepared_to_json (fresh);
  JsonObject *o = json_node_get_object (public);
  JsonObject *p = json_node_get_object (prepared);
  JsonArray *players;
  JsonObject *last;

  g_assert_cmpstr (json_object_get_string_member (o, "game"), ==, "camelot-legends");
  g_assert_cmpstr (json_object_get_string_member (o, "decision"), ==, "card-text");
  g_assert_cmpint (json_object_get_int_member (o, "decider"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (o, "events_left"), ==, 16);
  g_assert_false (json_object_has_member (o, "final_event_position"));
  g_assert_true (json_object_has_member (json_node_get_object (secret), "final_event_position"));

  players = json_object_get_array_member (o, "players");
  g_assert_cmpuint (json_array_get_length (players), ==, 2);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 0),
                                               "score"), ==, 5);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_array_get_object_element (players, 0), "victory_display")), ==, 2);

  last = json_object_get_object_member (o, "last_event");
  g_assert_cmpstr (json_object_get_string_member (last, "fate"), ==, "won");
  g_assert_cmpint (json_object_get_int_member (last, "winner"), ==, 0);
  g_assert_true (json_object_get_null_member (o, "bidding"));
  g_assert_true (json_object_get_null_member (o, "result"));

  g_assert_cmpint (json_object_get_int_member (p, "players"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (p, "events_in_deck"), ==, 20);
  g_assert_cmpint (json_object_get_int_member (p, "events_in_stack"), ==, 21);
  g_assert_cmpint (json_object_get_int_member (p, "final_event_position"), ==, 1);
  /* one name, one thing: in the setup, "final_event" would be the card */
  g_assert_false (json_object_has_member (p, "final_event"));
  g_assert_cmpint (json_object_get_int_member (p, "first_player"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (p, "final_event_drawn_by"), ==, 2);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (p, "colours")), ==, 3);
}

/* Files */

static void
test_example (void)
{
  g_autoptr(SqLegendsFile) file = load_example ("example.json");
  g_autoptr(SqLegendsState) s = replay_example ("example.json");
  g_autoptr(SqLegendsState) sealed = replay_example ("example-sealed.json");
  g_autoptr(SqLegendsFile) sealed_file = load_example ("example-sealed.json");

  g_assert_false (file->sealed);
  g_assert_true (sealed_file->sealed);
  g_assert_cmpstr (file->name, ==, "A first quest");
  g_assert_cmpstr (file->created, ==, "2024-06-01T19:30:00Z");
  g_assert_cmpuint (file->actions->len, ==, 15);

  /* the bid: Gawain's 5 from the table beat Lamorak's 4 from hand */
  g_assert_cmpint (s->last_fate, ==, SQ_LEGENDS_FATE_WON);
  g_assert_cmpint (s->last_winner, ==, 0);
  g_assert_cmpint (sq_legends_state_get_score (s, 0), ==, 5);
  g_assert_cmpint (sq_legends_state_get_score (s, 1), ==, 0);
  g_assert_false (s->table[0].in_play);
  g_assert_cmpuint (s->table[1].location, ==, SQ_LEGENDS_LOCATION_CAMELOT);
  g_assert_cmpuint (s->hand[0], ==, 4);
  g_assert_cmpuint (s->hand[1], ==, 3);
  g_assert_cmpuint (s->setup.colours[0], ==, SQ_LEGENDS_COLOUR_RED);

  /* the sealed file is the same game */
  g_assert_true (sq_legends_state_equal (s, sealed));
}

static void
test_round_trip (void)
{
  g_autoptr(SqLegendsFile) file = load_example ("example.json");
  g_autofree char *dir = g_dir_make_tmp ("squire-legends-XXXXXX", NULL);
  g_autofree char *plain_path = g_build_filename (dir, "plain.json", NULL);
  g_autofree char *sealed_path = g_build_filename (dir, "sealed.json", NULL);
  g_autoptr(SqLegendsFile) plain = NULL;
  g_autoptr(SqLegendsFile) sealed = NULL;
  g_autoptr(SqLegendsState) a = NULL;
  g_autoptr(SqLegendsState) b = NULL;
  g_autoptr(SqLegendsState) c = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *sealed_text = NULL;
  GStatBuf st;

  g_assert_nonnull (dir);
  g_assert_null (file->player_names);
  file->player_names = g_strsplit ("Ada|Bram", "|", -1);
  g_assert_true (sq_legends_file_save_to_path (file, plain_path, &error));
  g_assert_no_error (error);
  g_assert_true (sq_legends_file_save_sealed (file, sealed_path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (sealed_path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);

  g_assert_true (sq_legends_file_load_path (plain_path, &plain, &error));
  g_assert_no_error (error);
  g_assert_true (sq_legends_file_load_path (sealed_path, &sealed, &error));
  g_assert_no_error (error);
  g_assert_true (sealed->sealed);
  g_assert_cmpmem (sealed->key, sizeof sealed->key, file->key, sizeof file->key);
  g_assert_cmpstr (sealed->name, ==, "A first quest");
  /* the players' names, in both forms */
  g_assert_true (g_strv_equal ((const char * const *) plain->player_names,
                               (const char * const *) file->player_names));
  g_assert_true (g_strv_equal ((const char * const *) sealed->player_names,
                               (const char * const *) file->player_names));

  a = sq_legends_file_replay (file, NULL, &error);
  b = sq_legends_file_replay (plain, NULL, &error);
  c = sq_legends_file_replay (sealed, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (sq_legends_state_equal (a, b));
  g_assert_true (sq_legends_state_equal (a, c));

  /* nothing secret in clear: no seed, no action, no name of a card */
  g_assert_true (g_file_get_contents (sealed_path, &sealed_text, NULL, NULL));
  g_assert_null (strstr (sealed_text, "\"seed\""));
  g_assert_null (strstr (sealed_text, "20240601"));
  g_assert_null (strstr (sealed_text, "\"actions\""));
  g_assert_null (strstr (sealed_text, "Gawain"));
  g_assert_nonnull (strstr (sealed_text, "\"squire-legends\""));
  /* the names are in clear, for the games list, and sealed as well */
  g_assert_nonnull (strstr (sealed_text, "\"Bram\""));
  {
    /* and a name changed in clear is caught */
    g_autoptr(SqLegendsFile) edited = NULL;
    char *at = strstr (sealed_text, "\"Bram\"");

    at[3] = 'o';
    g_assert_false (sq_legends_file_load_bytes (sealed_text, strlen (sealed_text), &edited,
                                                &error));
    g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SEALED);
    g_assert_nonnull (strstr (error->message, "player_names: differs from the sealed copy"));
    g_clear_error (&error);
  }

  g_assert_cmpint (g_unlink (plain_path), ==, 0);
  g_assert_cmpint (g_unlink (sealed_path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The two games' files are told apart and never read as each other */
static void
test_file_types (void)
{
  g_autofree char *legends_path = data_path ("good", "example.json");
  g_autofree char *main_path = g_test_build_filename (G_TEST_DIST, "..", "data", "good",
                                                      "example.json", NULL);
  g_autofree char *legends_text = NULL;
  g_autofree char *main_text = NULL;
  g_autoptr(SqGameFile) game = NULL;
  g_autoptr(SqLegendsFile) legends = NULL;
  g_autoptr(GError) error = NULL;
  gsize legends_len, main_len;

  g_assert_true (g_file_get_contents (legends_path, &legends_text, &legends_len, NULL));
  g_assert_true (g_file_get_contents (main_path, &main_text, &main_len, NULL));

  g_assert_true (sq_legends_file_sniff_bytes (legends_text, legends_len));
  g_assert_true (sq_legends_file_sniff_path (legends_path));
  g_assert_false (sq_legends_file_sniff_bytes (main_text, main_len));
  g_assert_false (sq_legends_file_sniff_path (main_path));
  g_assert_false (sq_legends_file_sniff_bytes ("", 0));
  g_assert_false (sq_legends_file_sniff_bytes ("[[[", 3));
  g_assert_false (sq_legends_file_sniff_bytes ("{\"format\": 1}", 13));
  g_assert_false (sq_legends_file_sniff_path ("/nonexistent/legends.json"));

  g_assert_false (sq_legends_file_load_bytes (main_text, main_len, &legends, &error));
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE);
  g_assert_cmpstr (error->message, ==, "format: expected \"squire-legends\", got "
                   "\"squire-game\" (a Shadows over Camelot game)");
  g_clear_error (&error);

  g_assert_false (sq_game_file_load_bytes (legends_text, legends_len, &game, &error));
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE);
  g_assert_true (g_str_has_prefix (error->message, "format: expected \"squire-game\""));
}

typedef struct {
  const char *name;
  SqFileError code;
  const char *needle;
} BadFile;

static const BadFile bad_files[] = {
  { "bad-players.json", SQ_FILE_ERROR_RANGE, "setup.players: 5 is out of range" },
  { "bad-redo.json", SQ_FILE_ERROR_ILLEGAL_ACTION,
    "redo 0 (end-turn): refused with wrong-decision (rule legends.turn-phase)" },
  { "bad-score.json", SQ_FILE_ERROR_RANGE, "action 0 (play-character): character.scores.combat: 7" },
  { "duplicate-colour.json", SQ_FILE_ERROR_DUPLICATE, "setup.colours[1]" },
  { "empty.json", SQ_FILE_ERROR_EMPTY, "the file is empty" },
  { "event-wrong-key.json", SQ_FILE_ERROR_SHAPE, "action 3 (draw-event): event.max_bids: not used" },
  { "final-too-early.json", SQ_FILE_ERROR_ILLEGAL_ACTION,
    "action 3 (draw-event): refused with not-allowed (rule legends.final-event)" },
  { "future-version.json", SQ_FILE_ERROR_VERSION, "version: 4 is from a newer Squire" },
  { "hand-limit.json", SQ_FILE_ERROR_ILLEGAL_ACTION,
    "action 14 (draw-character): refused with limit (rule legends.hand-limit)" },
  { "illegal-action.json", SQ_FILE_ERROR_ILLEGAL_ACTION,
    "action 0 (end-turn): refused with wrong-decision (rule legends.turn-phase)" },
  { "invalid-utf8.json", SQ_FILE_ERROR_NOT_UTF8, "not valid UTF-8" },
  { "long-name.json", SQ_FILE_ERROR_RANGE, "action 0 (play-character): character.name:" },
  { "lord-in-opening.json", SQ_FILE_ERROR_ILLEGAL_ACTION,
    "action 1 (play-character): refused with not-allowed (rule legends.opening)" },
  { "sealed-edited-setup.json", SQ_FILE_ERROR_SEALED, "setup: differs from the sealed copy" },
  { "sealed-seed-in-clear.json", SQ_FILE_ERROR_SHAPE, "setup.seed: not allowed in clear" },
  { "sealed-tampered.json", SQ_FILE_ERROR_SEALED, "sealed: checksum mismatch" },
  { "sealed-truncated.json", SQ_FILE_ERROR_SEALED, "truncated" },
  { "trailing-data.json", SQ_FILE_ERROR_SYNTAX, "more data after the end" },
  { "truncated.json", SQ_FILE_ERROR_SYNTAX, "not valid JSON" },
  { "unknown-action.json", SQ_FILE_ERROR_UNKNOWN_NAME, "action 7 (?): type: unknown action" },
  { "unknown-key.json", SQ_FILE_ERROR_SHAPE, "notes: unknown key" },
  { "wrong-format.json", SQ_FILE_ERROR_SHAPE, "(a Shadows over Camelot game)" },
  /* issue 13: strict JSON, depth by the real grammar, strings, integers */
  { "comment-hides-depth.json", SQ_FILE_ERROR_SYNTAX, "comments are not JSON" },
  { "single-quote-hides-depth.json", SQ_FILE_ERROR_SYNTAX, "single-quoted strings are not JSON" },
  { "line-comment.json", SQ_FILE_ERROR_SYNTAX, "comments are not JSON" },
  { "hex-number.json", SQ_FILE_ERROR_SYNTAX, "hexadecimal numbers are not JSON" },
  { "leading-plus.json", SQ_FILE_ERROR_SYNTAX, "leading plus sign" },
  { "deep-nesting.json", SQ_FILE_ERROR_TOO_DEEP, "line 7: arrays and objects nested" },
  { "lone-surrogate.json", SQ_FILE_ERROR_NOT_UTF8, "lone high surrogate" },
  { "nul-in-name.json", SQ_FILE_ERROR_NOT_UTF8, "\\u0000" },
  { "control-in-name.json", SQ_FILE_ERROR_SHAPE, "name: character 6 is a control" },
  { "long-game-name.json", SQ_FILE_ERROR_RANGE, "name: longer than 200 characters" },
  { "version-wraps.json", SQ_FILE_ERROR_RANGE, "line 3: an integer outside the 64-bit" },
  { "players-wraps.json", SQ_FILE_ERROR_RANGE, "line 4: an integer outside the 64-bit" },
  { "sealed-swapped.json", SQ_FILE_ERROR_SEALED, "name: differs from the sealed copy" },
  { "sealed-older.json", SQ_FILE_ERROR_SEALED, "updated: differs from the sealed copy" },
  { "sealed-deep.json", SQ_FILE_ERROR_TOO_DEEP, "sealed: line 1: arrays and objects" },
  { "player-names-count.json", SQ_FILE_ERROR_RANGE, "player_names: 3 names for 2 players" },
  { "player-names-old-version.json", SQ_FILE_ERROR_SHAPE,
    "player_names: not in a file of version 2" },
  { "player-names-control.json", SQ_FILE_ERROR_SHAPE,
    "player_names[1]: character 3 is a control character" },
  { "player-names-not-strings.json", SQ_FILE_ERROR_SHAPE, "player_names[1]:" },
};

/* Every file in data/bad is refused with its own clear error, by the
 * loader or, as the app opens a game, by the history */
static void
test_bad_files (void)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "data", "bad", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autoptr(SqLegendsFile) file = NULL;
      g_autoptr(SqLegendsHistory) history = NULL;
      g_autoptr(GError) error = NULL;
      const BadFile *expected = NULL;

      for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
        if (g_str_equal (bad_files[i].name, name))
          expected = &bad_files[i];
      if (expected == NULL)
        g_error ("%s: not in the table of bad files", name);

      if (sq_legends_file_load_path (path, &file, &error))
        history = sq_legends_history_new_from_file (file, &error);
      g_assert_null (history);
      if (!g_error_matches (error, SQ_FILE_ERROR, expected->code)
          || strstr (error->message, expected->needle) == NULL
          || strchr (error->message, '\n') != NULL)
        g_error ("%s: got \"%s\" (code %d)", name, error->message, error->code);
      n++;
    }

  g_assert_cmpuint (n, ==, G_N_ELEMENTS (bad_files));
}

static void
test_file_limits (void)
{
  g_autoptr(SqLegendsFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *deep = g_strnfill (100000, '[');
  g_autofree char *dir = g_dir_make_tmp ("squire-legends-XXXXXX", NULL);
  GString *many;

  g_assert_false (sq_legends_file_load_bytes (deep, strlen (deep), &file, &error));
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_DEEP);
  g_clear_error (&error);

  g_assert_false (sq_legends_file_load_bytes ("   \n", 4, &file, &error));
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_EMPTY);
  g_clear_error (&error);

  g_assert_false (sq_legends_file_load_bytes ("{\"a\":1}", SQ_LEGENDS_FILE_MAX_BYTES + 1,
                                              &file, &error));
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_LARGE);
  g_clear_error (&error);

  g_assert_false (sq_legends_file_load_bytes ("[1]", 3, &file, &error));
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE);
  g_clear_error (&error);

  many = g_string_new ("{\"format\": \"squire-legends\", \"version\": 1, "
                       "\"setup\": {\"players\": 2}, \"actions\": [");
  for (guint i = 0; i <= SQ_LEGENDS_FILE_MAX_ACTIONS; i++)
    g_string_append (many, i > 0 ? ",{\"type\":\"pass\"}" : "{\"type\":\"pass\"}");
  g_string_append (many, "]}");
  g_assert_false (sq_legends_file_load_bytes (many->str, many->len, &file, &error));
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_MANY_ACTIONS);
  g_string_free (many, TRUE);
  g_clear_error (&error);

  g_assert_false (sq_legends_file_load_path ("/nonexistent/legends.json", &file, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_clear_error (&error);
  g_assert_false (sq_legends_file_load_path (dir, &file, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Undo and redo on a short game written by hand */
static void
test_history (void)
{
  g_autoptr(SqLegendsFile) file = load_example ("example.json");
  g_autoptr(SqLegendsHistory) history = NULL;
  g_autoptr(SqLegendsState) end = replay_example ("example.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(SqLegendsState) before_last = NULL;
  SqLegendsAction refused_action;

  history = sq_legends_history_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sq_legends_history_get_position (history), ==, 15);
  g_assert_true (sq_legends_state_equal (sq_legends_history_get_state (history), end));
  g_assert_false (sq_legends_history_is_finished (history));

  /* a refused action changes nothing, the history included */
  sq_legends_action_init (&refused_action, SQ_LEGENDS_ACTION_DRAW_EVENT);
  g_assert_false (sq_legends_history_apply (history, &refused_action, &error));
  g_assert_error (error, SQ_LEGENDS_ERROR, SQ_LEGENDS_ERROR_WRONG_DECISION);
  g_clear_error (&error);
  g_assert_cmpuint (sq_legends_history_get_n_entries (history), ==, 15);

  /* the bid undone: the auction is open again, with the same bids */
  g_assert_true (sq_legends_history_undo (history));
  before_last = sq_legends_state_copy (sq_legends_history_get_state (history));
  g_assert_cmpint (sq_legends_state_get_decision (before_last), ==, SQ_LEGENDS_DECISION_BID);
  g_assert_cmpuint (before_last->n_bids, ==, 2);
  g_assert_true (sq_legends_history_can_redo (history));

  /* redoing it by playing it again keeps the redo line */
  g_assert_true (sq_legends_history_undo (history));
  g_assert_true (sq_legends_history_apply (history, sq_legends_history_get_entry (history, 13),
                                           &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sq_legends_history_get_n_entries (history), ==, 15);
  g_assert_true (sq_legends_history_redo (history));
  g_assert_true (sq_legends_state_equal (sq_legends_history_get_state (history), end));

  /* back to the start: the prepared table */
  g_assert_true (sq_legends_history_jump_to (history, 0));
  g_assert_cmpint (sq_legends_state_get_decision (sq_legends_history_get_state (history)), ==,
                   SQ_LEGENDS_DECISION_OPENING);
  g_assert_true (setups_equal (sq_legends_history_get_setup (history), &file->setup));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/legends/json/actions", test_actions_round_trip);
  g_test_add_func ("/legends/json/action-errors", test_actions_errors);
  g_test_add_func ("/legends/json/setup", test_setup_json);
  g_test_add_func ("/legends/json/summaries", test_summaries);
  g_test_add_func ("/legends/file/example", test_example);
  g_test_add_func ("/legends/file/round-trip", test_round_trip);
  g_test_add_func ("/legends/file/types", test_file_types);
  g_test_add_func ("/legends/file/bad", test_bad_files);
  g_test_add_func ("/legends/file/limits", test_file_limits);
  g_test_add_func ("/legends/file/history", test_history);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The table's own black deck: a combat card laid face down without being
 * entered, its reveal when the quest resolves, a Merlin that discards it
 * unseen, and house cards entered with "the deck here differs". Each game
 * is also saved and loaded, and must replay to the same state. */

#include "sq-cards.h"
#include "sq-engine-private.h"
#include "sq-game-file.h"
#include "sq-recorded-game.h"

static void
check (const SqState *s)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (sq_state_check_invariants (s, &error));
  g_assert_no_error (error);
}

static void
play_card (SqState     *s,
           SqGameFile  *file,
           SqActionType type,
           SqFace       face,
           guint8       flags)
{
  SqAction a;

  sq_action_init (&a, type);
  a.n_cards = 1;
  a.cards[0] = face;
  a.flags = flags;
  sq_test_play (s, file, &a);
}

static void
lay_unknown (SqState    *s,
             SqGameFile *file,
             SqQuestId   quest)
{
  SqAction a;

  sq_action_init (&a, SQ_ACTION_PLACE_FACE_DOWN);
  a.quest = quest;
  sq_test_play (s, file, &a);
}

static void
refused_as (SqState        *s,
            const SqAction *a,
            SqRulesError    code,
            const char     *rule)
{
  g_autoptr(SqState) before = sq_state_copy (s);
  g_autoptr(GError) error = NULL;

  g_assert_false (sq_apply (s, a, &error));
  g_assert_error (error, SQ_RULES_ERROR, (gint) code);
  g_assert_cmpstr (error->message, ==, rule);
  g_assert_true (sq_state_equal (before, s));
}

static gboolean
legal_has (const SqState  *s,
           const SqAction *want)
{
  SqAction all[256];
  guint n = sq_legal_actions (s, all, G_N_ELEMENTS (all));

  for (guint i = 0; i < n; i++)
    if (all[i].type == want->type && all[i].quest == want->quest &&
        all[i].n_cards == want->n_cards &&
        memcmp (all[i].cards, want->cards, want->n_cards) == 0)
      return TRUE;
  return FALSE;
}

/* The rest of a turn in Camelot: draw white cards, end the turn. */
static void
quiet_turn_end (SqState    *s,
                SqGameFile *file)
{
  sq_test_play_type (s, file, SQ_ACTION_DRAW_WHITE);
  sq_test_play_type (s, file, SQ_ACTION_END_TURN);
}

/* The file, plain and sealed, loads and replays to @s. */
static void
assert_round_trip (const SqState *s,
                   SqGameFile    *file)
{
  for (guint sealed = 0; sealed < 2; sealed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(SqGameFile) loaded = NULL;
      g_autoptr(SqState) replayed = NULL;
      gsize len = 0;
      g_autofree char *data = sealed ? sq_game_file_to_sealed_data (file, &len)
                                     : sq_game_file_to_data (file, &len);
      guint applied = 0;

      g_assert_true (sq_game_file_load_bytes (data, len, &loaded, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (loaded->actions->len, ==, file->actions->len);
      for (guint i = 0; i < file->actions->len; i++)
        g_assert_true (sq_action_equal (&g_array_index (file->actions, SqAction, i),
                                        &g_array_index (loaded->actions, SqAction, i)));
      replayed = sq_game_file_replay (loaded, &applied, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (applied, ==, file->actions->len);
      g_assert_true (sq_state_equal (replayed, s));
    }
}

static void
test_lay_unknown (void)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqState) s = sq_test_physical_game (12, &file);
  SqAction lay;
  guint hand = sq_state_get_hand_size (s, 0);
  guint pile = sq_black_pile_size (s);
  guint bk1 = sq_copies_left (s, SQ_FACE_BLACK_KNIGHT_1);
  g_autoptr(JsonNode) json = NULL;
  g_autofree char *text = NULL;

  sq_test_play_type (s, file, SQ_ACTION_DRAW_BLACK);
  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_ENTER_BLACK);

  /* the choices of the card drawn: lay it face down, unnamed; Lancelot's
   * card goes to his quest, not to the Dragon that waits */
  sq_action_init (&lay, SQ_ACTION_PLACE_FACE_DOWN);
  lay.quest = SQ_QUEST_BLACK_KNIGHT;
  g_assert_true (legal_has (s, &lay));
  lay.quest = SQ_QUEST_LANCELOT;
  g_assert_true (legal_has (s, &lay));
  lay.quest = SQ_QUEST_DRAGON;
  g_assert_false (legal_has (s, &lay));
  refused_as (s, &lay, SQ_RULES_ERROR_BAD_TARGET, "quest.over");
  lay.quest = SQ_QUEST_GRAIL;
  refused_as (s, &lay, SQ_RULES_ERROR_BAD_TARGET, "quest.over");
  lay.quest = SQ_QUEST_BLACK_KNIGHT;
  lay.n_cards = 1;
  lay.cards[0] = SQ_FACE_BLACK_KNIGHT_3;
  refused_as (s, &lay, SQ_RULES_ERROR_WRONG_CARD, "cards.manifest");

  lay_unknown (s, file, SQ_QUEST_BLACK_KNIGHT);
  g_assert_cmpuint (s->quests[SQ_QUEST_BLACK_KNIGHT].n_black, ==, 1);
  g_assert_cmpuint (s->quests[SQ_QUEST_BLACK_KNIGHT].black[0], ==, SQ_CARD_UNKNOWN);
  g_assert_cmpuint (s->quests[SQ_QUEST_BLACK_KNIGHT].face_down, ==, 1);
  /* a card face down earns a white card; the pile is one card smaller,
   * and no copy is counted out: nobody knows which it is */
  g_assert_cmpuint (sq_state_get_hand_size (s, 0), ==, hand + 1);
  g_assert_cmpuint (sq_black_pile_size (s), ==, pile - 1);
  g_assert_cmpuint (sq_copies_left (s, SQ_FACE_BLACK_KNIGHT_1), ==, bk1);
  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_HEROIC);

  /* the state names no card, even with its secrets */
  json = sq_state_to_json (s, TRUE);
  text = json_to_string (json, FALSE);
  g_assert_nonnull (strstr (text, "\"black\":[\"face-down\"]"));

  assert_round_trip (s, file);
}

/* Each knight in turn draws a black card and lays it face down on the
 * Black Knight without entering it, until the quest's black spots are
 * full. */
static void
fill_black_knight (SqState    *s,
                   SqGameFile *file)
{
  for (guint turn = 0; turn < 4; turn++)
    {
      g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_EVIL);
      sq_test_play_type (s, file, SQ_ACTION_DRAW_BLACK);
      lay_unknown (s, file, SQ_QUEST_BLACK_KNIGHT);
      if (sq_state_get_decision (s) == SQ_DECISION_REVEAL_BLACK)
        return;
      quiet_turn_end (s, file);
    }
}

static void
test_reveal_at_resolution (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqState) s = sq_test_physical_game (12, &file);
  SqAction a;
  guint swords;

  fill_black_knight (s, file);
  /* the quest is full: before the totals, the table enters each card */
  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_REVEAL_BLACK);
  g_assert_cmpuint (s->quests[SQ_QUEST_BLACK_KNIGHT].n_black, ==, 4);
  g_assert_cmpuint (s->quests[SQ_QUEST_BLACK_KNIGHT].status, ==, SQ_QUEST_STATUS_ACTIVE);
  swords = s->swords_black;

  /* only Black Knight cards can lie there */
  sq_action_init (&a, SQ_ACTION_REVEAL_BLACK);
  a.n_cards = 1;
  a.cards[0] = SQ_FACE_LANCELOT_3_7;
  g_assert_false (legal_has (s, &a));
  refused_as (s, &a, SQ_RULES_ERROR_WRONG_CARD, "cards.manifest");
  a.cards[0] = SQ_FACE_BLACK_KNIGHT_7;
  g_assert_true (legal_has (s, &a));

  play_card (s, file, SQ_ACTION_REVEAL_BLACK, SQ_FACE_BLACK_KNIGHT_7, 0);
  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_REVEAL_BLACK);
  g_assert_cmpuint (sq_card_face (s->quests[SQ_QUEST_BLACK_KNIGHT].black[0]), ==,
                    SQ_FACE_BLACK_KNIGHT_7);

  /* the box has one Black Knight 7: a second is refused by its copies */
  g_assert_false (legal_has (s, &a));
  refused_as (s, &a, SQ_RULES_ERROR_COPIES_OUT, "cards.copies");

  play_card (s, file, SQ_ACTION_REVEAL_BLACK, SQ_FACE_BLACK_KNIGHT_5, 0);
  play_card (s, file, SQ_ACTION_REVEAL_BLACK, SQ_FACE_BLACK_KNIGHT_5, 0);
  /* both 5s are out now */
  a.cards[0] = SQ_FACE_BLACK_KNIGHT_5;
  refused_as (s, &a, SQ_RULES_ERROR_COPIES_OUT, "cards.copies");
  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_REVEAL_BLACK);
  play_card (s, file, SQ_ACTION_REVEAL_BLACK, SQ_FACE_BLACK_KNIGHT_3, 0);

  /* then the totals: 20 against no white card, the quest is lost */
  g_assert_cmpint (sq_state_get_decision (s), !=, SQ_DECISION_REVEAL_BLACK);
  g_assert_cmpuint (s->quests[SQ_QUEST_BLACK_KNIGHT].n_black, ==, 0);
  g_assert_cmpuint (s->swords_black, >, swords);
  g_assert_cmpuint (sq_pile_count_face (s->black_discard.c, s->black_discard.n,
                                        SQ_FACE_BLACK_KNIGHT_5), ==, 2);
  g_assert_cmpuint (sq_copies_left (s, SQ_FACE_BLACK_KNIGHT_7), ==, 0);
  g_assert_true (sq_state_check_invariants (s, &error));

  assert_round_trip (s, file);
}

/* A card drawn may not be the last of a kind that a card face down must
 * still be. */
static void
test_entry_keeps_room_for_unknown (void)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqState) s = sq_test_physical_game (12, &file);
  SqAction a;
  guint8 card;

  /* the Black Knight cards but one are discarded already */
  for (SqFace f = SQ_FACE_BLACK_KNIGHT_1; f <= SQ_FACE_BLACK_KNIGHT_7; f++)
    while (sq_pile_remove_face (s->black_draw.c, &s->black_draw.n, f, &card))
      s->black_discard.c[s->black_discard.n++] = card;
  s->black_draw.c[s->black_draw.n++] = s->black_discard.c[--s->black_discard.n];
  check (s);
  g_assert_cmpuint (sq_copies_left (s, SQ_FACE_BLACK_KNIGHT_7), ==, 1);

  sq_test_play_type (s, file, SQ_ACTION_DRAW_BLACK);
  lay_unknown (s, file, SQ_QUEST_BLACK_KNIGHT);
  quiet_turn_end (s, file);

  /* that one card is the card face down: no other Black Knight card can
   * be drawn, and none can be laid unknown */
  sq_test_play_type (s, file, SQ_ACTION_DRAW_BLACK);
  sq_action_init (&a, SQ_ACTION_ENTER_BLACK);
  a.n_cards = 1;
  a.cards[0] = SQ_FACE_BLACK_KNIGHT_7;
  g_assert_false (sq_black_entry_ok (s, SQ_FACE_BLACK_KNIGHT_7, SQ_QUEST_NONE));
  g_assert_false (legal_has (s, &a));
  refused_as (s, &a, SQ_RULES_ERROR_COPIES_OUT, "cards.copies");
  sq_action_init (&a, SQ_ACTION_PLACE_FACE_DOWN);
  a.quest = SQ_QUEST_BLACK_KNIGHT;
  refused_as (s, &a, SQ_RULES_ERROR_COPIES_OUT, "cards.copies");
  /* a Lancelot card can */
  a.quest = SQ_QUEST_LANCELOT;
  g_assert_true (legal_has (s, &a));
}

static void
test_merlin_discards_unknown (void)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqState) s = sq_test_physical_game (12, &file);
  SqAction merlin;
  guint pile;

  sq_test_play_type (s, file, SQ_ACTION_DRAW_BLACK);
  lay_unknown (s, file, SQ_QUEST_BLACK_KNIGHT);
  pile = sq_black_pile_size (s);

  /* the last standard black card on the quest: the one face down */
  sq_action_init (&merlin, SQ_ACTION_PLAY_SPECIAL);
  merlin.n_cards = 1;
  merlin.cards[0] = SQ_FACE_MERLIN;
  merlin.quest = SQ_QUEST_BLACK_KNIGHT;
  sq_test_play (s, file, &merlin);

  /* it goes unseen: no card is named, none is in the discard pile, and
   * the draw pile does not grow */
  g_assert_cmpuint (s->quests[SQ_QUEST_BLACK_KNIGHT].n_black, ==, 0);
  g_assert_cmpuint (s->quests[SQ_QUEST_BLACK_KNIGHT].face_down, ==, 0);
  g_assert_cmpuint (s->black_discard.n, ==, 0);
  g_assert_cmpuint (s->black_unknown_discards[0], ==, 1);
  g_assert_cmpuint (sq_black_pile_size (s), ==, pile);

  assert_round_trip (s, file);
}

static void
test_override_house_card (void)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqState) s = sq_test_physical_game (12, &file);
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonNode) state_json = NULL;
  g_autofree char *action_text = NULL;
  g_autofree char *state_text = NULL;
  gsize len = 0;
  g_autofree char *data = NULL;
  SqAction a;
  SqAction read;
  const SqQuest *quest = &s->quests[SQ_QUEST_BLACK_KNIGHT];

  sq_test_play_type (s, file, SQ_ACTION_DRAW_BLACK);
  play_card (s, file, SQ_ACTION_ENTER_BLACK, SQ_FACE_BLACK_KNIGHT_7, 0);
  sq_test_play_type (s, file, SQ_ACTION_PLACE_FACE_UP);
  quiet_turn_end (s, file);

  /* the box has one Black Knight 7: a second is refused... */
  sq_test_play_type (s, file, SQ_ACTION_DRAW_BLACK);
  sq_action_init (&a, SQ_ACTION_ENTER_BLACK);
  a.n_cards = 1;
  a.cards[0] = SQ_FACE_BLACK_KNIGHT_7;
  g_assert_false (legal_has (s, &a));
  refused_as (s, &a, SQ_RULES_ERROR_COPIES_OUT, "cards.copies");

  /* ...unless the table says its deck differs */
  play_card (s, file, SQ_ACTION_ENTER_BLACK, SQ_FACE_BLACK_KNIGHT_7, SQ_ACTION_FLAG_OVERRIDE);
  sq_test_play_type (s, file, SQ_ACTION_PLACE_FACE_UP);
  g_assert_cmpuint (quest->n_black, ==, 2);
  g_assert_cmpuint (quest->black[1], >=, SQ_FIRST_HOUSE);
  g_assert_cmpuint (sq_card_face (quest->black[1]), ==, SQ_FACE_BLACK_KNIGHT_7);
  g_assert_cmpuint (sq_card_color (quest->black[1]), ==, SQ_COLOR_BLACK);
  g_assert_cmpuint (s->house_used, !=, 0);

  state_json = sq_state_to_json (s, FALSE);
  state_text = json_to_string (state_json, FALSE);
  g_assert_nonnull (strstr (state_text, "\"black\":[\"black-knight-7\",\"black-knight-7\"]"));

  /* the flag is part of the action: in its JSON and in the file */
  node = sq_action_to_json (&g_array_index (file->actions, SqAction, file->actions->len - 2));
  action_text = json_to_string (node, FALSE);
  g_assert_nonnull (strstr (action_text, "\"override\":true"));
  g_assert_true (sq_action_from_json (node, &read, NULL));
  g_assert_cmpuint (read.flags & SQ_ACTION_FLAG_OVERRIDE, !=, 0);
  data = sq_game_file_to_data (file, &len);
  g_assert_nonnull (strstr (data, "\"override\" : true"));

  /* a third copy is one more house card; the same face has two at most */
  quiet_turn_end (s, file);
  sq_test_play_type (s, file, SQ_ACTION_DRAW_BLACK);
  play_card (s, file, SQ_ACTION_ENTER_BLACK, SQ_FACE_BLACK_KNIGHT_7, SQ_ACTION_FLAG_OVERRIDE);
  sq_test_play_type (s, file, SQ_ACTION_PLACE_FACE_UP);
  quiet_turn_end (s, file);
  sq_test_play_type (s, file, SQ_ACTION_DRAW_BLACK);
  a.flags = SQ_ACTION_FLAG_OVERRIDE;
  refused_as (s, &a, SQ_RULES_ERROR_BAD_VALUE, "cards.copies");

  assert_round_trip (s, file);
}

/* Files written before unknown cards existed still load: an old action
 * without the new fields means what it meant. */
static void
test_old_file_loads (void)
{
  static const char old[] =
    "{\"format\": \"squire-game\", \"version\": 1,"
    " \"setup\": {\"players\": 3, \"loyalty\": \"no-traitor\", \"opening_share\": false,"
    "  \"decks\": {\"white\": \"physical\", \"black\": \"physical\", \"dice\": \"physical\"}},"
    " \"actions\": [{\"type\": \"draw-black\"},"
    "  {\"type\": \"enter-black\", \"cards\": [\"black-knight-3\"]},"
    "  {\"type\": \"place-face-down\"}]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqState) s = NULL;
  guint applied = 0;

  g_assert_true (sq_game_file_load_bytes (old, strlen (old), &file, &error));
  g_assert_no_error (error);
  s = sq_game_file_replay (file, &applied, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (applied, ==, 3);
  g_assert_cmpuint (sq_card_face (s->quests[SQ_QUEST_BLACK_KNIGHT].black[0]), ==,
                    SQ_FACE_BLACK_KNIGHT_3);
  g_assert_cmpuint (s->quests[SQ_QUEST_BLACK_KNIGHT].face_down, ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/unknown/lay", test_lay_unknown);
  g_test_add_func ("/engine/unknown/reveal", test_reveal_at_resolution);
  g_test_add_func ("/engine/unknown/room", test_entry_keeps_room_for_unknown);
  g_test_add_func ("/engine/unknown/merlin", test_merlin_discards_unknown);
  g_test_add_func ("/engine/unknown/override", test_override_house_card);
  g_test_add_func ("/engine/unknown/old-file", test_old_file_loads);

  return g_test_run ();
}

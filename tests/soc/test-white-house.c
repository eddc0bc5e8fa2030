/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The table's own white deck when it differs from the box: a white card
 * none of whose copies can still be in a hand is refused, unless the
 * table says its deck differs; then it is a house card, counted among the
 * copies in the game, kept in the file and replayed. */

#include <string.h>

#include "sq-cards.h"
#include "sq-engine-private.h"
#include "sq-game-file.h"
#include "sq-recorded-game.h"
#include "sq-legal-steps.h"

static void
lady (SqAction *a,
      guint8    flags)
{
  sq_action_init (a, SQ_ACTION_PLAY_SPECIAL);
  a->n_cards = 1;
  a->cards[0] = SQ_FACE_LADY_OF_THE_LAKE;
  a->flags = flags;
}

static void
refused_as (SqState        *s,
            const SqAction *a,
            SqRulesError    code)
{
  g_autoptr(SqState) before = sq_state_copy (s);
  g_autoptr(GError) error = NULL;

  g_assert_false (sq_apply (s, a, &error));
  g_assert_error (error, SQ_RULES_ERROR, (gint) code);
  g_assert_cmpstr (error->message, ==, "cards.copies");
  g_assert_true (sq_state_equal (before, s));
}

/* Evil adds a siege engine; the knight plays the Lady of the Lake and
 * ends his turn. */
static void
turn_with_lady (SqState    *s,
                SqGameFile *file,
                guint8      flags)
{
  SqAction a;

  sq_test_play_type (s, file, SQ_ACTION_ADD_SIEGE);
  lady (&a, flags);
  sq_test_play (s, file, &a);
  sq_test_play_type (s, file, SQ_ACTION_END_TURN);
}

static void
assert_round_trip (const SqState *s,
                   SqGameFile    *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SqGameFile) loaded = NULL;
  g_autoptr(SqState) replayed = NULL;
  gsize len = 0;
  g_autofree char *data = sq_game_file_to_data (file, &len);
  guint applied = 0;

  g_assert_nonnull (strstr (data, "\"override\" : true"));
  g_assert_true (sq_game_file_load_bytes (data, len, &loaded, &error));
  g_assert_no_error (error);
  replayed = sq_game_file_replay (loaded, &applied, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (applied, ==, file->actions->len);
  g_assert_true (sq_state_equal (replayed, s));
}

static void
test_copies_left (void)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqState) s = sq_test_physical_game (21, &file);
  guint fights = sq_copies_left (s, SQ_FACE_FIGHT_5);

  /* nothing seen yet: every copy of the box can be in a hand */
  g_assert_cmpuint (sq_copies_left (s, SQ_FACE_LADY_OF_THE_LAKE), ==, 1);
  g_assert_cmpuint (sq_copies_in_game (s, SQ_FACE_LADY_OF_THE_LAKE), ==, 1);
  g_assert_cmpuint (fights, ==, sq_face_info (SQ_FACE_FIGHT_5)->count);
  g_assert_cmpuint (sq_copies_in_game (s, SQ_FACE_MERLIN), ==, 7);

  /* the only Lady played and discarded: none left, one in the game */
  turn_with_lady (s, file, 0);
  g_assert_cmpuint (sq_copies_left (s, SQ_FACE_LADY_OF_THE_LAKE), ==, 0);
  g_assert_cmpuint (sq_copies_in_game (s, SQ_FACE_LADY_OF_THE_LAKE), ==, 1);
  g_assert_cmpuint (sq_copies_left (s, SQ_FACE_FIGHT_5), ==, fights);
}

static void
test_override (void)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqState) s = sq_test_physical_game (21, &file);
  g_autoptr(GError) error = NULL;
  const SqQuest *excalibur = &s->quests[SQ_QUEST_EXCALIBUR];
  SqAction a;
  guint8 house;

  turn_with_lady (s, file, 0);
  g_assert_cmpint (excalibur->excalibur, ==, 1);

  /* the next knight says he holds a Lady too: refused, as a step or as an
   * action, while the state stays as it was */
  sq_test_play_type (s, file, SQ_ACTION_ADD_SIEGE);
  lady (&a, 0);
  g_assert_false (sq_steps_is_legal (s, &a, &error));
  g_assert_error (error, SQ_RULES_ERROR, SQ_RULES_ERROR_COPIES_OUT);
  g_clear_error (&error);
  refused_as (s, &a, SQ_RULES_ERROR_COPIES_OUT);

  /* the deck here differs: a house card of that face is played */
  lady (&a, SQ_ACTION_FLAG_OVERRIDE);
  g_assert_true (sq_steps_is_legal (s, &a, &error));
  g_assert_no_error (error);
  sq_test_play (s, file, &a);
  g_assert_cmpint (excalibur->excalibur, ==, 2);
  g_assert_cmpuint (s->white_house_used, !=, 0);
  g_assert_cmpuint (s->house_used, ==, 0);
  house = s->white_discard.c[s->white_discard.n - 1];
  g_assert_true (sq_card_is_white_house (house));
  g_assert_cmpuint (sq_card_face (house), ==, SQ_FACE_LADY_OF_THE_LAKE);
  g_assert_cmpuint (sq_card_color (house), ==, SQ_COLOR_WHITE);
  g_assert_cmpuint (sq_copies_in_game (s, SQ_FACE_LADY_OF_THE_LAKE), ==, 2);
  g_assert_cmpuint (sq_copies_left (s, SQ_FACE_LADY_OF_THE_LAKE), ==, 0);
  sq_test_play_type (s, file, SQ_ACTION_END_TURN);

  /* a second house card of the face, and no third */
  turn_with_lady (s, file, SQ_ACTION_FLAG_OVERRIDE);
  g_assert_cmpuint (sq_copies_in_game (s, SQ_FACE_LADY_OF_THE_LAKE), ==, 3);
  sq_test_play_type (s, file, SQ_ACTION_ADD_SIEGE);
  lady (&a, SQ_ACTION_FLAG_OVERRIDE);
  refused_as (s, &a, SQ_RULES_ERROR_BAD_VALUE);

  assert_round_trip (s, file);
}

/* The flag changes nothing when the pool still has the card, and a
 * virtual deck never makes house cards. */
static void
test_override_needless (void)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqState) s = sq_test_physical_game (21, &file);
  SqSetup setup;
  g_autoptr(GError) error = NULL;
  g_autoptr(SqState) v = NULL;
  SqAction a;

  turn_with_lady (s, file, SQ_ACTION_FLAG_OVERRIDE);
  g_assert_cmpuint (s->white_house_used, ==, 0);
  g_assert_cmpuint (sq_copies_in_game (s, SQ_FACE_LADY_OF_THE_LAKE), ==, 1);

  sq_setup_init_defaults (&setup, 3);
  setup.seed = 21;
  setup.skip_opening_share = TRUE;
  v = sq_state_new (&setup, &error);
  g_assert_no_error (error);
  sq_action_init (&a, SQ_ACTION_ADD_SIEGE);
  g_assert_true (sq_apply (v, &a, NULL));
  /* whether or not the hand holds the card, no house card comes of it */
  lady (&a, SQ_ACTION_FLAG_OVERRIDE);
  sq_apply (v, &a, NULL);
  g_assert_cmpuint (v->white_house_used, ==, 0);
  g_assert_true (sq_state_check_invariants (v, NULL));
}

static gboolean
has_lady (const SqAction *starts,
          guint           n)
{
  for (guint i = 0; i < n; i++)
    if (starts[i].type == SQ_ACTION_PLAY_SPECIAL &&
        starts[i].cards[0] == SQ_FACE_LADY_OF_THE_LAKE)
      return TRUE;
  return FALSE;
}

/* A special card whose copies are all seen is no start of a turn, but a
 * house start: one the override makes legal. */
static void
test_house_starts (void)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqState) s = sq_test_physical_game (21, &file);
  SqAction starts[256];
  guint n;

  sq_test_play_type (s, file, SQ_ACTION_ADD_SIEGE);
  g_assert_true (has_lady (starts, sq_steps_starts (s, starts, G_N_ELEMENTS (starts))));
  /* every copy can still be in a hand: no house start */
  g_assert_cmpuint (sq_steps_house_starts (s, starts, G_N_ELEMENTS (starts)), ==, 0);
  lady (&starts[0], 0);
  sq_test_play (s, file, &starts[0]);
  sq_test_play_type (s, file, SQ_ACTION_END_TURN);
  /* not at the Heroic Actions: none */
  g_assert_cmpuint (sq_steps_house_starts (s, starts, G_N_ELEMENTS (starts)), ==, 0);

  sq_test_play_type (s, file, SQ_ACTION_ADD_SIEGE);
  g_assert_false (has_lady (starts, sq_steps_starts (s, starts, G_N_ELEMENTS (starts))));
  n = sq_steps_house_starts (s, starts, G_N_ELEMENTS (starts));
  g_assert_true (has_lady (starts, n));
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpuint (starts[i].flags & SQ_ACTION_FLAG_OVERRIDE, !=, 0);
      g_assert_cmpuint (sq_copies_left (s, starts[i].cards[0]), ==, 0);
    }
  for (guint i = 0; i < n; i++)
    if (starts[i].cards[0] == SQ_FACE_LADY_OF_THE_LAKE)
      {
        sq_test_play (s, file, &starts[i]);
        break;
      }
  g_assert_cmpuint (sq_copies_in_game (s, SQ_FACE_LADY_OF_THE_LAKE), ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/white-house/copies-left", test_copies_left);
  g_test_add_func ("/engine/white-house/override", test_override);
  g_test_add_func ("/engine/white-house/override-needless", test_override_needless);
  g_test_add_func ("/engine/white-house/house-starts", test_house_starts);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Whole Camelot Legends games at random: the invariants hold after every
 * action, a refused action (random garbage included) changes nothing,
 * every game reaches the final count, and replay, the history and both
 * file forms give back the very same state. */

#include "sq-legends-random-play.h"

#define N_GAMES   300
#define MAX_STEPS 5000

typedef struct {
  SqLegendsSetup setup;
  GArray *actions;      /* SqLegendsAction */
  GArray *states;       /* SqLegendsState: [i] after i actions */
} Game;

/* Helpers */

static void
game_clear (Game *game)
{
  g_clear_pointer (&game->actions, g_array_unref);
  g_clear_pointer (&game->states, g_array_unref);
}

static void
game_play (Game    *game,
           guint64  seed)
{
  SqTestRng r = { seed };
  g_autoptr(SqLegendsState) s = NULL;
  g_autoptr(GError) error = NULL;

  sq_test_random_setup (&r, &game->setup);
  game->actions = g_array_new (FALSE, FALSE, sizeof (SqLegendsAction));
  game->states = g_array_new (FALSE, FALSE, sizeof (SqLegendsState));
  s = sq_legends_state_new (&game->setup, &error);
  g_assert_no_error (error);
  sq_test_check (s);
  g_array_append_vals (game->states, s, 1);

  while (!s->finished)
    {
      SqLegendsAction a;

      g_assert_cmpuint (game->actions->len, <, MAX_STEPS);

      /* now and then something made up, which must change nothing if refused */
      if (sq_test_chance (&r, 10))
        {
          g_autoptr(SqLegendsState) before = sq_legends_state_copy (s);
          g_autoptr(GError) garbage_error = NULL;

          a = sq_test_garbage_action (&r);
          if (!sq_legends_apply (s, &a, &garbage_error))
            {
              g_assert_true (garbage_error->domain == SQ_LEGENDS_ERROR);
              g_assert_true (g_str_has_prefix (garbage_error->message, "legends."));
              g_assert_true (sq_legends_state_equal (before, s));
              continue;
            }
          sq_test_check (s);

          /* accepted by chance: what the engine did not read is not
           * written either, and the written form does the same */
          {
            g_autoptr(JsonNode) node = sq_legends_action_to_json (&a);
            g_autoptr(GError) json_error = NULL;

            g_assert_true (sq_legends_action_from_json (node, &a, &json_error));
            g_assert_no_error (json_error);
            sq_test_apply (before, &a);
            g_assert_true (sq_legends_state_equal (before, s));
          }
        }
      else
        {
          g_assert_true (sq_test_random_action (&r, s, &a));
          sq_test_apply (s, &a);
        }

      g_array_append_val (game->actions, a);
      g_array_append_vals (game->states, s, 1);
    }
}

static const SqLegendsState *
game_state (const Game *game,
            guint       i)
{
  return &g_array_index (game->states, SqLegendsState, i);
}

static SqLegendsFile *
game_file (const Game *game)
{
  SqLegendsFile *file = sq_legends_file_new (&game->setup);

  g_array_append_vals (file->actions, game->actions->data, game->actions->len);
  return file;
}

static void
assert_loads_to (const char *data,
                 gsize       len,
                 const Game *game,
                 gboolean    sealed)
{
  g_autoptr(SqLegendsFile) loaded = NULL;
  g_autoptr(SqLegendsState) replayed = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (sq_legends_file_sniff_bytes (data, len));
  g_assert_true (sq_legends_file_load_bytes (data, len, &loaded, &error));
  g_assert_no_error (error);
  g_assert_cmpint (loaded->sealed, ==, sealed);
  replayed = sq_legends_file_replay (loaded, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (sq_legends_state_equal (replayed, game_state (game, game->actions->len)));
}

/* Tests */

/* SQ_LEGENDS_GAMES plays fewer (make check-asan, where every allocation
 * costs twenty times as much). */
static guint
n_games (void)
{
  const char *value = g_getenv ("SQ_LEGENDS_GAMES");
  guint64 n;

  if (value != NULL && g_ascii_string_to_unsigned (value, 10, 1, N_GAMES, &n, NULL))
    return (guint) n;
  return N_GAMES;
}

static void
test_random_games (void)
{
  guint finished = 0;
  guint actions = 0;
  guint bids = 0;
  guint games = n_games ();

  for (guint g = 0; g < games; g++)
    {
      Game game = { 0 };
      g_autoptr(SqLegendsFile) file = NULL;
      g_autofree char *plain = NULL;
      g_autofree char *sealed = NULL;
      gsize plain_len, sealed_len;

      game_play (&game, 7919ULL * g + 3);
      finished += game_state (&game, game.actions->len)->finished;
      actions += game.actions->len;

      /* each action through JSON and back is the same action */
      for (guint i = 0; i < game.actions->len; i++)
        {
          const SqLegendsAction *a = &g_array_index (game.actions, SqLegendsAction, i);
          g_autoptr(JsonNode) node = sq_legends_action_to_json (a);
          g_autoptr(GError) error = NULL;
          SqLegendsAction back;

          g_assert_true (sq_legends_action_from_json (node, &back, &error));
          g_assert_no_error (error);
          g_assert_true (sq_legends_action_equal (a, &back));
          bids += a->type == SQ_LEGENDS_ACTION_BID;
        }

      /* the plain and the sealed form replay to the same end */
      file = game_file (&game);
      plain = sq_legends_file_to_data (file, &plain_len);
      sealed = sq_legends_file_to_sealed_data (file, &sealed_len);
      assert_loads_to (plain, plain_len, &game, FALSE);
      assert_loads_to (sealed, sealed_len, &game, TRUE);

      game_clear (&game);
    }

  g_assert_cmpuint (finished, ==, games);
  g_assert_cmpuint (bids, >, games);
  g_test_message ("%u games, %u actions, %u bids", games, actions, bids);
}

/* Undo and redo one step at a time and jumps at random restore the exact
 * states; a different action drops the redo entries */
static void
test_history (void)
{
  for (guint g = 0; g < 20; g++)
    {
      Game game = { 0 };
      g_autoptr(SqLegendsHistory) history = NULL;
      g_autoptr(GError) error = NULL;
      SqTestRng r = { 101 + g };
      guint n;

      game_play (&game, 104729ULL * g + 11);
      n = game.actions->len;
      history = sq_legends_history_new (&game.setup, &error);
      g_assert_no_error (error);
      for (guint i = 0; i < n; i++)
        {
          g_assert_true (sq_legends_history_apply (history, &g_array_index (game.actions,
                                                                            SqLegendsAction, i),
                                                   &error));
          g_assert_no_error (error);
        }
      g_assert_true (sq_legends_history_is_finished (history));
      g_assert_cmpuint (sq_legends_history_get_n_entries (history), ==, n);

      for (guint i = n; i > 0; i--)
        {
          g_assert_true (sq_legends_history_undo (history));
          g_assert_true (sq_legends_state_equal (sq_legends_history_get_state (history),
                                                 game_state (&game, i - 1)));
        }
      g_assert_false (sq_legends_history_undo (history));
      g_assert_false (sq_legends_history_can_undo (history));
      for (guint i = 1; i <= n; i++)
        {
          g_assert_true (sq_legends_history_redo (history));
          g_assert_true (sq_legends_state_equal (sq_legends_history_get_state (history),
                                                 game_state (&game, i)));
        }
      g_assert_false (sq_legends_history_redo (history));

      for (guint k = 0; k < 50; k++)
        {
          guint to = sq_test_below (&r, n + 1);

          g_assert_true (sq_legends_history_jump_to (history, to));
          g_assert_cmpuint (sq_legends_history_get_position (history), ==, to);
          g_assert_true (sq_legends_state_equal (sq_legends_history_get_state (history),
                                                 game_state (&game, to)));
        }
      g_assert_false (sq_legends_history_jump_to (history, n + 1));

      /* saved halfway back, the undone part comes back as redo entries */
      {
        g_autoptr(SqLegendsFile) file = sq_legends_file_new (&game.setup);
        g_autoptr(SqLegendsFile) loaded = NULL;
        g_autoptr(SqLegendsHistory) reopened = NULL;
        g_autofree char *data = NULL;
        gsize len;

        g_assert_true (sq_legends_history_jump_to (history, n / 2));
        sq_legends_history_write_to_file (history, file);
        g_assert_cmpuint (file->actions->len, ==, n / 2);
        g_assert_cmpuint (file->redo->len, ==, n - n / 2);
        data = sq_legends_file_to_sealed_data (file, &len);
        g_assert_true (sq_legends_file_load_bytes (data, len, &loaded, &error));
        g_assert_no_error (error);
        reopened = sq_legends_history_new_from_file (loaded, &error);
        g_assert_no_error (error);
        g_assert_cmpuint (sq_legends_history_get_position (reopened), ==, n / 2);
        g_assert_cmpuint (sq_legends_history_get_n_entries (reopened), ==, n);
        g_assert_true (sq_legends_state_equal (sq_legends_history_get_state (reopened),
                                               game_state (&game, n / 2)));
        g_assert_true (sq_legends_history_jump_to (reopened, n));
        g_assert_true (sq_legends_state_equal (sq_legends_history_get_state (reopened),
                                               game_state (&game, n)));
      }

      /* back at the start, a different first action is a new line of play */
      {
        SqLegendsAction other;

        g_assert_true (sq_legends_history_jump_to (history, 0));
        other = sq_test_play_action (SQ_LEGENDS_LOCATION_PERILOUS_FOREST,
                                     &(SqLegendsCard) { .scores = { 6, 6, 6, 6, 6, 6 } },
                                     FALSE);
        g_assert_true (sq_legends_history_apply (history, &other, &error));
        g_assert_no_error (error);
        g_assert_cmpuint (sq_legends_history_get_n_entries (history), ==, 1);
        g_assert_false (sq_legends_history_can_redo (history));
      }

      game_clear (&game);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/legends/property/random-games", test_random_games);
  g_test_add_func ("/legends/property/history", test_history);

  return g_test_run ();
}

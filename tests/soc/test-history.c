/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SqHistory: undo, redo and jumps restore the exact state (deck order and
 * RNG included); redo survives until an action diverges; a refused action
 * changes nothing; undoing a virtual black draw puts the same card back on
 * top. */

#include "sq-history.h"
#include "sq-random-play.h"

#define MAX_STEPS 20000

typedef struct {
  SqSetup setup;
  GArray *actions;    /* SqAction */
  GArray *states;     /* SqState: [i] after i actions */
} Game;

/* Helpers */

static void
game_clear (Game *game)
{
  g_clear_pointer (&game->actions, g_array_unref);
  g_clear_pointer (&game->states, g_array_unref);
}

/* Plays a whole random game straight through sq_apply(), keeping every
 * state as the reference the history must reproduce. */
static void
game_play (Game    *game,
           guint64  seed,
           gboolean purposeful)
{
  SqTestRng r = { seed };
  g_autoptr(SqState) s = NULL;
  g_autoptr(GError) error = NULL;
  SqAction buf[1024];

  sq_test_random_setup (&r, &game->setup, TRUE);
  game->actions = g_array_new (FALSE, FALSE, sizeof (SqAction));
  game->states = g_array_new (FALSE, FALSE, sizeof (SqState));
  s = sq_state_new (&game->setup, &error);
  g_assert_no_error (error);
  g_array_append_vals (game->states, s, 1);

  while (s->outcome == SQ_OUTCOME_NONE && game->actions->len < MAX_STEPS)
    {
      SqAction a;

      g_assert_true (sq_test_pick_with (&r, s, buf, G_N_ELEMENTS (buf), purposeful, &a));
      g_assert_true (sq_apply (s, &a, &error));
      g_assert_no_error (error);
      g_array_append_val (game->actions, a);
      g_array_append_vals (game->states, s, 1);
    }
}

static const SqState *
game_state (const Game *game,
            guint       i)
{
  return &g_array_index (game->states, SqState, i);
}

static void
assert_at (const SqHistory *history,
           const Game      *game,
           guint            position)
{
  g_assert_cmpuint (sq_history_get_position (history), ==, position);
  g_assert_true (sq_state_equal (sq_history_get_state (history), game_state (game, position)));
  g_assert_cmpint (sq_history_can_undo (history), ==, position > 0);
  g_assert_cmpint (sq_history_can_redo (history), ==,
                   position < sq_history_get_n_entries (history));
}

static SqHistory *
history_of (const Game *game)
{
  g_autoptr(GError) error = NULL;
  SqHistory *history = sq_history_new (&game->setup, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < game->actions->len; i++)
    {
      g_assert_true (sq_history_apply (history, &g_array_index (game->actions, SqAction, i),
                                       &error));
      g_assert_no_error (error);
    }

  return history;
}

/* Tests */

static void
test_new_free (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SqHistory) history = NULL;
  SqSetup setup;
  SqSetup bad;

  sq_setup_init_defaults (&setup, 4);
  setup.seed = 12;
  history = sq_history_new (&setup, &error);
  g_assert_no_error (error);
  g_assert_nonnull (history);
  g_assert_cmpuint (sq_history_get_n_entries (history), ==, 0);
  g_assert_cmpuint (sq_history_get_position (history), ==, 0);
  g_assert_false (sq_history_can_undo (history));
  g_assert_false (sq_history_can_redo (history));
  g_assert_false (sq_history_undo (history));
  g_assert_false (sq_history_redo (history));
  g_assert_false (sq_history_is_finished (history));
  g_assert_cmpmem (sq_history_get_setup (history), sizeof setup, &setup, sizeof setup);

  {
    g_autoptr(SqState) fresh = sq_state_new (&setup, NULL);

    g_assert_true (sq_state_equal (sq_history_get_state (history), fresh));
  }

  /* a struct filled in by hand can hold what the engine refuses */
  bad = setup;
  bad.knights[1] = bad.knights[0];
  g_assert_null (sq_history_new (&bad, &error));
  g_assert_error (error, SQ_RULES_ERROR, SQ_RULES_ERROR_BAD_SETUP);

  sq_history_free (NULL);
}

/* Undo and redo one step at a time, then jumps at random, across whole
 * games long enough to cross many checkpoints */
static void
test_exact_states (void)
{
  for (guint g = 0; g < 40; g++)
    {
      Game game = { 0 };
      g_autoptr(SqHistory) history = NULL;
      SqTestRng r = { 77 + g };
      guint n;

      game_play (&game, 1000003ULL * g + 17, TRUE);
      n = game.actions->len;
      history = history_of (&game);
      g_assert_cmpuint (sq_history_get_n_entries (history), ==, n);
      assert_at (history, &game, n);
      g_assert_true (sq_history_is_finished (history));

      for (guint i = 0; i < n; i++)
        g_assert_true (sq_action_equal (sq_history_get_entry (history, i),
                                        &g_array_index (game.actions, SqAction, i)));

      for (guint i = n; i > 0; i--)
        {
          g_assert_true (sq_history_undo (history));
          assert_at (history, &game, i - 1);
        }
      g_assert_false (sq_history_undo (history));

      for (guint i = 0; i < n; i++)
        {
          g_assert_true (sq_history_redo (history));
          assert_at (history, &game, i + 1);
        }
      g_assert_false (sq_history_redo (history));

      for (guint k = 0; k < 200; k++)
        {
          guint to = sq_test_rng_below (&r, n + 1);

          g_assert_true (sq_history_jump_to (history, to));
          assert_at (history, &game, to);
          g_assert_cmpuint (sq_history_get_n_entries (history), ==, n);
        }
      g_assert_false (sq_history_jump_to (history, n + 1));

      game_clear (&game);
    }
}

static void
test_divergence (void)
{
  Game game = { 0 };
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  SqAction legal[1024];
  SqAction other;
  guint n;
  guint at = 0;
  guint n_legal = 0;
  gboolean found = FALSE;

  game_play (&game, 4242, TRUE);
  n = game.actions->len;
  g_assert_cmpuint (n, >, 40);
  history = history_of (&game);

  /* a point with a choice: some legal action other than the one played */
  for (at = n / 2; at < n && !found; at++)
    {
      const SqAction *played = &g_array_index (game.actions, SqAction, at);

      n_legal = sq_legal_actions (game_state (&game, at), legal, G_N_ELEMENTS (legal));
      for (guint i = 0; i < n_legal && !found; i++)
        if (!sq_action_equal (&legal[i], played))
          {
            other = legal[i];
            found = TRUE;
          }
    }
  g_assert_true (found);
  at--;

  /* the same action as the next entry is a redo: the tail stays */
  g_assert_true (sq_history_jump_to (history, at));
  g_assert_true (sq_history_apply (history, &g_array_index (game.actions, SqAction, at),
                                   &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sq_history_get_n_entries (history), ==, n);
  assert_at (history, &game, at + 1);

  /* a different one drops it */
  g_assert_true (sq_history_undo (history));
  g_assert_true (sq_history_apply (history, &other, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sq_history_get_n_entries (history), ==, at + 1);
  g_assert_cmpuint (sq_history_get_position (history), ==, at + 1);
  g_assert_false (sq_history_can_redo (history));
  g_assert_true (sq_action_equal (sq_history_get_entry (history, at), &other));

  {
    g_autoptr(SqState) expected = sq_state_copy (game_state (&game, at));

    g_assert_true (sq_apply (expected, &other, NULL));
    g_assert_true (sq_state_equal (sq_history_get_state (history), expected));

    /* and undoing the new action gives the old state back */
    g_assert_true (sq_history_undo (history));
    assert_at (history, &game, at);
    g_assert_true (sq_history_redo (history));
    g_assert_true (sq_state_equal (sq_history_get_state (history), expected));
  }

  /* earlier states are unharmed by the new line of play */
  for (guint i = 0; i <= at; i++)
    {
      g_assert_true (sq_history_jump_to (history, i));
      assert_at (history, &game, i);
    }

  game_clear (&game);
}

static void
test_refusal_changes_nothing (void)
{
  Game game = { 0 };
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  guint n;

  game_play (&game, 99, FALSE);
  n = game.actions->len;
  history = history_of (&game);
  g_assert_true (sq_history_jump_to (history, n / 2));

  for (guint type = 0; type < SQ_N_ACTIONS; type++)
    {
      SqAction bogus;

      sq_action_init (&bogus, type);
      bogus.target = 7;
      bogus.quest = SQ_QUEST_NONE;
      if (sq_history_apply (history, &bogus, &error))
        {
          /* the odd one that happens to be legal: go back and go on */
          g_assert_no_error (error);
          g_assert_true (sq_history_undo (history));
          g_assert_true (sq_history_jump_to (history, n / 2));
          continue;
        }
      g_assert_error (error, SQ_RULES_ERROR, error->code);
      g_clear_error (&error);
      g_assert_cmpuint (sq_history_get_n_entries (history), >=, n / 2 + 1);
      assert_at (history, &game, n / 2);
    }

  game_clear (&game);
}

/* Undoing a virtual black draw puts the same card back on top; drawing
 * again, by redo or by a new draw-black action, draws that card again. */
static void
test_black_draw (void)
{
  guint checked = 0;

  for (guint g = 0; g < 200 && checked < 20; g++)
    {
      Game game = { 0 };
      g_autoptr(SqHistory) history = NULL;

      game_play (&game, 31337ULL * g + 1, g & 1);
      if (game.setup.black_deck != SQ_DECK_VIRTUAL)
        {
          game_clear (&game);
          continue;
        }
      history = history_of (&game);

      for (guint i = 0; i < game.actions->len; i++)
        {
          const SqAction *a = &g_array_index (game.actions, SqAction, i);
          const SqState *before = game_state (&game, i);
          g_autoptr(GError) error = NULL;
          SqAction again;
          guint8 top;

          if (a->type != SQ_ACTION_DRAW_BLACK || before->black_draw.n == 0)
            continue;

          top = before->black_draw.c[before->black_draw.n - 1];
          g_assert_true (sq_history_jump_to (history, i + 1));

          g_assert_true (sq_history_undo (history));
          assert_at (history, &game, i);
          g_assert_cmpuint (sq_history_get_state (history)->black_draw.n, ==, before->black_draw.n);
          g_assert_cmpuint (sq_history_get_state (history)->black_draw.c[before->black_draw.n - 1], ==, top);

          g_assert_true (sq_history_redo (history));
          assert_at (history, &game, i + 1);

          /* a fresh draw-black after the undo: the same card comes up */
          g_assert_true (sq_history_undo (history));
          sq_action_init (&again, SQ_ACTION_DRAW_BLACK);
          again.seat = a->seat;
          g_assert_true (sq_history_apply (history, &again, &error));
          g_assert_no_error (error);
          g_assert_true (sq_state_equal (sq_history_get_state (history), game_state (&game, i + 1)));
          checked++;
        }

      game_clear (&game);
    }

  g_assert_cmpuint (checked, >=, 20);
}

static void
test_from_file (void)
{
  Game game = { 0 };
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(SqHistory) back = NULL;
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(GError) error = NULL;
  guint n;

  game_play (&game, 2024, TRUE);
  n = game.actions->len;
  history = history_of (&game);

  /* saved after three undos: the redo entries come back */
  g_assert_true (sq_history_jump_to (history, n - 3));
  file = sq_game_file_new (&game.setup);
  sq_history_write_to_file (history, file);
  g_assert_cmpuint (file->actions->len, ==, n - 3);
  g_assert_cmpuint (file->redo->len, ==, 3);

  back = sq_history_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sq_history_get_n_entries (back), ==, n);
  assert_at (back, &game, n - 3);
  g_assert_true (sq_history_jump_to (back, n));
  assert_at (back, &game, n);
  g_clear_pointer (&back, sq_history_free);

  /* a redo entry that does not apply is named as such */
  g_array_index (file->redo, SqAction, 1).type = SQ_ACTION_ROLL_D8;
  g_array_index (file->redo, SqAction, 1).value = 99;
  g_assert_null (sq_history_new_from_file (file, &error));
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_ILLEGAL_ACTION);
  g_assert_true (g_str_has_prefix (error->message, "redo 1 (roll-d8): refused with "));
  g_clear_error (&error);

  /* as is an action */
  g_array_set_size (file->redo, 0);
  g_array_index (file->actions, SqAction, 5).type = SQ_ACTION_ROLL_D8;
  g_array_index (file->actions, SqAction, 5).value = 99;
  g_assert_null (sq_history_new_from_file (file, &error));
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_ILLEGAL_ACTION);
  g_assert_true (g_str_has_prefix (error->message, "action 5 (roll-d8): refused with "));
  g_clear_error (&error);

  /* and a setup the engine refuses */
  file->setup.knights[1] = file->setup.knights[0];
  g_assert_null (sq_history_new_from_file (file, &error));
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_BAD_SETUP);

  game_clear (&game);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/persistence/history/new-free", test_new_free);
  g_test_add_func ("/persistence/history/exact-states", test_exact_states);
  g_test_add_func ("/persistence/history/divergence", test_divergence);
  g_test_add_func ("/persistence/history/refusal-changes-nothing", test_refusal_changes_nothing);
  g_test_add_func ("/persistence/history/black-draw", test_black_draw);
  g_test_add_func ("/persistence/history/from-file", test_from_file);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SqRecordGame, the façade both games share: the same calls move either
 * game in its history, save it there, refuse a move that is not in it,
 * and tell listeners once; a game opened read-only refuses every move
 * alike. No widgets: no display needed. */

#include "config.h"

#include "sq-game.h"
#include "sq-legends-game.h"
#include "sq-ui-test.h"

typedef struct {
  char *directory;
  SqStore *store;
} Fixture;

/* What a listener heard */
typedef struct {
  guint changed;
  guint position;
  guint can_undo;
  guint can_redo;
  guint save_failed;
  GError *error;
} Heard;

/* Helpers */

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->directory = g_dir_make_tmp ("squire-record-game-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->store = sq_store_new (fixture->directory);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  g_clear_object (&fixture->store);
  g_assert_true (sq_test_remove_tree (fixture->directory));
  g_clear_pointer (&fixture->directory, g_free);
}

static void
on_changed_cb (SqRecordGame *game,
               Heard        *heard)
{
  heard->changed++;
}

static void
on_notify_cb (SqRecordGame *game,
              GParamSpec   *pspec,
              Heard        *heard)
{
  if (g_str_equal (pspec->name, "position"))
    heard->position++;
  else if (g_str_equal (pspec->name, "can-undo"))
    heard->can_undo++;
  else if (g_str_equal (pspec->name, "can-redo"))
    heard->can_redo++;
}

static void
on_save_failed_cb (SqRecordGame *game,
                   const GError *error,
                   Heard        *heard)
{
  heard->save_failed++;
  g_clear_error (&heard->error);
  heard->error = g_error_copy (error);
}

static void
listen (SqRecordGame *game,
        Heard        *heard)
{
  g_signal_connect (game, "changed", G_CALLBACK (on_changed_cb), heard);
  g_signal_connect (game, "notify", G_CALLBACK (on_notify_cb), heard);
  g_signal_connect (game, "save-failed", G_CALLBACK (on_save_failed_cb), heard);
}

/* A Shadows over Camelot game in the store with @n actions played */
static SqGame *
new_soc_game (SqStore *store,
              guint    n)
{
  g_autoptr(GError) error = NULL;
  SqSetup setup;
  SqGame *game;

  sq_setup_init_defaults (&setup, 3);
  setup.seed = 5;
  setup.skip_opening_share = TRUE;
  game = sq_game_new (store, &setup, "Evening", &error);
  g_assert_no_error (error);

  for (guint i = 0; i < n; i++)
    {
      SqAction actions[512];

      g_assert_cmpuint (sq_legal_actions (sq_game_get_state (game), actions,
                                          G_N_ELEMENTS (actions)), >, 0);
      g_assert_true (sq_game_apply (game, &actions[0], &error));
      g_assert_no_error (error);
    }

  return game;
}

/* The Camelot Legends example game, copied into @directory as @id */
static void
copy_legends_example (const char *directory,
                      const char *id)
{
  g_autofree char *example = g_test_build_filename (G_TEST_DIST, "legends", "data", "good",
                                                    "example.json", NULL);
  g_autofree char *name = g_strconcat (id, ".json", NULL);
  g_autofree char *path = g_build_filename (directory, name, NULL);
  g_autofree char *text = NULL;

  g_assert_true (g_file_get_contents (example, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

/* Moves @game to the start and back through the base's calls, and
 * refuses a position past its entries; leaves it at the start */
static void
check_moves (SqRecordGame *game)
{
  g_autoptr(GError) error = NULL;
  Heard heard = { 0 };
  guint end = sq_record_game_get_position (game);

  g_assert_true (SQ_IS_RECORD_GAME (game));
  g_assert_cmpuint (end, >, 1);
  g_assert_true (sq_record_game_get_can_undo (game));
  g_assert_false (sq_record_game_get_can_redo (game));
  listen (game, &heard);

  g_assert_true (sq_record_game_jump_to (game, 0, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sq_record_game_get_position (game), ==, 0);
  g_assert_false (sq_record_game_get_can_undo (game));
  g_assert_true (sq_record_game_get_can_redo (game));
  g_assert_cmpuint (heard.changed, ==, 1);
  g_assert_cmpuint (heard.position, ==, 1);
  g_assert_cmpuint (heard.can_undo, ==, 1);
  g_assert_cmpuint (heard.can_redo, ==, 1);

  /* one redo: the position moves, can-undo changes, can-redo does not */
  g_assert_true (sq_record_game_redo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sq_record_game_get_position (game), ==, 1);
  g_assert_cmpuint (heard.changed, ==, 2);
  g_assert_cmpuint (heard.position, ==, 2);
  g_assert_cmpuint (heard.can_undo, ==, 2);
  g_assert_cmpuint (heard.can_redo, ==, 1);

  /* past the last entry: refused, nothing moved, nobody told */
  g_assert_false (sq_record_game_jump_to (game, end + 1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_cmpuint (sq_record_game_get_position (game), ==, 1);
  g_assert_cmpuint (heard.changed, ==, 2);

  g_assert_true (sq_record_game_undo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sq_record_game_get_position (game), ==, 0);
  g_assert_cmpuint (heard.changed, ==, 3);
  g_assert_cmpuint (heard.save_failed, ==, 0);
  g_signal_handlers_disconnect_by_data (game, &heard);
}

/* A move of a game opened read-only: refused alike for either game */
static void
check_read_only (SqRecordGame *game)
{
  g_autoptr(GError) error = NULL;
  Heard heard = { 0 };
  guint position = sq_record_game_get_position (game);

  g_assert_true (sq_record_game_get_read_only (game));
  listen (game, &heard);

  g_assert_false (sq_record_game_undo (game, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_READ_ONLY);
  g_assert_cmpuint (heard.save_failed, ==, 1);
  g_assert_error (heard.error, SQ_STORE_ERROR, SQ_STORE_ERROR_READ_ONLY);
  g_assert_cmpuint (sq_record_game_get_position (game), ==, position);
  g_assert_cmpuint (heard.changed, ==, 0);
  g_assert_cmpuint (heard.position, ==, 0);

  g_signal_handlers_disconnect_by_data (game, &heard);
  g_clear_error (&heard.error);
}

/* Tests */

static void
test_soc_moves (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(SqGame) game = new_soc_game (fixture->store, 4);
  g_autofree char *id = g_strdup (sq_game_get_id (game));
  g_autoptr(GError) error = NULL;

  check_moves (SQ_RECORD_GAME (game));

  /* the move was saved: the game opens again at the start, the rest to redo */
  g_clear_object (&game);
  game = sq_game_open (fixture->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sq_game_get_position (game), ==, 0);
  g_assert_true (sq_game_get_can_redo (game));
}

static void
test_legends_moves (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(SqLegendsGame) game = NULL;
  g_autoptr(GError) error = NULL;

  copy_legends_example (fixture->directory, "legends-a");
  game = sq_legends_game_open (fixture->directory, "legends-a", &error);
  g_assert_no_error (error);

  check_moves (SQ_RECORD_GAME (game));

  g_clear_object (&game);
  game = sq_legends_game_open (fixture->directory, "legends-a", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sq_legends_game_get_position (game), ==, 0);
  g_assert_true (sq_legends_game_get_can_redo (game));
}

static void
test_read_only (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(SqGame) soc = new_soc_game (fixture->store, 2);
  g_autoptr(SqGame) soc_look = NULL;
  g_autoptr(SqLegendsGame) legends_look = NULL;
  g_autoptr(GError) error = NULL;

  soc_look = sq_game_open_read_only (fixture->store, sq_game_get_id (soc), &error);
  g_assert_no_error (error);
  check_read_only (SQ_RECORD_GAME (soc_look));

  copy_legends_example (fixture->directory, "legends-b");
  legends_look = sq_legends_game_open_read_only (fixture->directory, "legends-b", &error);
  g_assert_no_error (error);
  check_read_only (SQ_RECORD_GAME (legends_look));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/ui/record-game/soc-moves", Fixture, NULL,
              fixture_setup, test_soc_moves, fixture_teardown);
  g_test_add ("/ui/record-game/legends-moves", Fixture, NULL,
              fixture_setup, test_legends_moves, fixture_teardown);
  g_test_add ("/ui/record-game/read-only", Fixture, NULL,
              fixture_setup, test_read_only, fixture_teardown);

  return g_test_run ();
}

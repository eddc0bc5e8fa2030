/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SqGame when a save fails (issue 13): the redo entries survive a failed
 * save of a new move made after an undo, the message says the game was
 * not saved, ::save-failed tells why; a game another instance holds opens
 * read-only or as a copy. And SqRecordGame, the façade both games share:
 * the same calls move either game in its history, save it there, refuse
 * a move that is not in it, and tell listeners once; a game opened
 * read-only refuses every move alike. A store that writes behind has its
 * own tests: test-game-behind.c. No widgets: no display needed. */

#include "config.h"

#include "sq-game-save-test.h"
#include "sq-legends-game.h"

static void
on_save_failed_cb (SqGame        *game,
                   const GError  *error,
                   gboolean       late,
                   guint          n_changes,
                   GError       **out)
{
  g_clear_error (out);
  *out = g_error_copy (error);
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
  SqSaveHeard heard = { 0 };
  guint end = sq_record_game_get_position (game);

  g_assert_true (SQ_IS_RECORD_GAME (game));
  g_assert_cmpuint (end, >, 1);
  g_assert_true (sq_record_game_get_can_undo (game));
  g_assert_false (sq_record_game_get_can_redo (game));
  sq_save_listen (game, &heard);

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
  SqSaveHeard heard = { 0 };
  guint position = sq_record_game_get_position (game);

  g_assert_true (sq_record_game_get_read_only (game));
  sq_save_listen (game, &heard);

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
test_redo_kept_on_failed_save (SqSaveFixture *fixture,
                               gconstpointer  data)
{
  g_autoptr(SqGame) game = sq_save_new_game (fixture->store);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) heard = NULL;
  SqAction first[3];
  SqAction other;

  g_signal_connect (game, "save-failed", G_CALLBACK (on_save_failed_cb), &heard);

  /* two undone, then a different move whose save fails */
  sq_save_play_three_undo_two (game, first);
  other = sq_save_legal_action (game, &first[1]);
  sq_store_inject_save_failures (fixture->store, 1);
  g_assert_false (sq_game_apply (game, &other, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
  g_assert_nonnull (strstr (error->message, "could not be saved"));
  g_assert_error (heard, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
  g_clear_error (&error);

  /* the undone moves are still there to redo, and the new one is not */
  g_assert_cmpuint (sq_game_get_position (game), ==, 1);
  g_assert_true (sq_game_get_can_redo (game));
  g_assert_true (sq_game_redo (game, &error));
  g_assert_true (sq_game_redo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sq_game_get_position (game), ==, 3);
  g_assert_false (sq_game_get_can_redo (game));

  /* and the disk agrees */
  {
    g_autoptr(SqGameFile) file = sq_store_load (fixture->store, sq_game_get_id (game), &error);

    g_assert_no_error (error);
    g_assert_cmpuint (file->actions->len, ==, 3);
    for (guint i = 0; i < G_N_ELEMENTS (first); i++)
      g_assert_true (sq_action_equal (&g_array_index (file->actions, SqAction, i), &first[i]));
  }
}

/* Without a redo tail too: the move that was not saved is not offered
 * as a redo */
static void
test_failed_save_no_phantom_redo (SqSaveFixture *fixture,
                                  gconstpointer  data)
{
  g_autoptr(SqGame) game = sq_save_new_game (fixture->store);
  g_autoptr(GError) error = NULL;
  SqAction action = sq_save_legal_action (game, NULL);

  sq_store_inject_save_failures (fixture->store, 1);
  g_assert_false (sq_game_apply (game, &action, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
  g_assert_cmpuint (sq_game_get_position (game), ==, 0);
  g_assert_false (sq_game_get_can_redo (game));
}

/* Another instance has the game: it opens read-only (nothing saved) or
 * as a copy that can be played */
static void
test_locked_elsewhere (SqSaveFixture *fixture,
                       gconstpointer  data)
{
  g_autoptr(SqStore) other = sq_store_new (fixture->directory);
  g_autoptr(SqGame) game = sq_save_new_game (fixture->store);
  g_autoptr(SqGame) second = NULL;
  g_autoptr(GError) error = NULL;
  SqAction action;

  g_assert_true (sq_store_refresh (other, &error));
  g_assert_null (sq_game_open (other, sq_game_get_id (game), &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_LOCKED);
  g_clear_error (&error);

  second = sq_game_open_read_only (other, sq_game_get_id (game), &error);
  g_assert_no_error (error);
  g_assert_true (sq_game_get_read_only (second));
  action = sq_save_legal_action (second, NULL);
  g_assert_false (sq_game_apply (second, &action, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_READ_ONLY);
  g_clear_error (&error);

  g_assert_true (sq_game_save_as_copy (second, "Evening (copy)", &error));
  g_assert_no_error (error);
  g_assert_false (sq_game_get_read_only (second));
  g_assert_cmpstr (sq_game_get_id (second), !=, sq_game_get_id (game));
  g_assert_true (sq_game_apply (second, &action, &error));
  g_assert_no_error (error);

  /* the original goes on in its own instance */
  action = sq_save_legal_action (game, NULL);
  g_assert_true (sq_game_apply (game, &action, &error));
  g_assert_no_error (error);
}

/* Camelot Legends games: one writer too, and a save over a file another
 * program changed is refused with the redo entries kept */
static void
test_legends_one_writer (SqSaveFixture *fixture,
                         gconstpointer  data)
{
  g_autofree char *example = g_test_build_filename (G_TEST_DIST, "legends", "data", "good",
                                                    "example.json", NULL);
  g_autofree char *path = g_build_filename (fixture->directory, "legends-a.json", NULL);
  g_autoptr(SqLegendsGame) game = NULL;
  g_autoptr(SqLegendsGame) second = NULL;
  g_autoptr(SqLegendsFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *theirs = NULL;
  const SqLegendsAction *last;
  guint position;

  g_assert_true (g_file_get_contents (example, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_assert_true (sq_legends_file_load_path (path, &file, &error));
  last = &g_array_index (file->actions, SqLegendsAction, file->actions->len - 1);

  game = sq_legends_game_open (fixture->directory, "legends-a", &error);
  g_assert_no_error (error);
  second = sq_legends_game_open (fixture->directory, "legends-a", &error);
  g_assert_no_error (error);

  /* the first to save holds the game; the other may look, not save */
  g_assert_true (sq_legends_game_undo (game, &error));
  g_assert_no_error (error);
  g_assert_false (sq_legends_game_undo (second, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_LOCKED);
  g_clear_error (&error);
  g_clear_object (&second);
  position = sq_legends_game_get_position (game);
  g_assert_true (sq_legends_game_get_can_redo (game));

  /* another program writes the file (a new file, as an editor saves) */
  theirs = g_strconcat (text, "\n", NULL);
  g_usleep (10 * 1000);
  g_assert_true (g_file_set_contents (path, theirs, -1, NULL));

  g_assert_false (sq_legends_game_apply (game, last, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_CHANGED);
  g_assert_nonnull (strstr (error->message, "could not be saved"));
  g_clear_error (&error);
  g_clear_pointer (&text, g_free);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, theirs);
  g_assert_cmpuint (sq_legends_game_get_position (game), ==, position);
  g_assert_true (sq_legends_game_get_can_redo (game));

  /* closed here, it can be played elsewhere */
  g_clear_object (&game);
  second = sq_legends_game_open (fixture->directory, "legends-a", &error);
  g_assert_no_error (error);
  g_assert_true (sq_legends_game_undo (second, &error));
  g_assert_no_error (error);
}

static void
test_soc_moves (SqSaveFixture *fixture,
                gconstpointer  data)
{
  g_autoptr(SqGame) game = sq_save_new_game_played (fixture->store, 4);
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
test_legends_moves (SqSaveFixture *fixture,
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
test_read_only (SqSaveFixture *fixture,
                gconstpointer  data)
{
  g_autoptr(SqGame) soc = sq_save_new_game_played (fixture->store, 2);
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

/* Writing behind */


int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/ui/game-save/redo-kept", SqSaveFixture, NULL,
              sq_save_fixture_setup, test_redo_kept_on_failed_save, sq_save_fixture_teardown);
  g_test_add ("/ui/game-save/no-phantom-redo", SqSaveFixture, NULL,
              sq_save_fixture_setup, test_failed_save_no_phantom_redo, sq_save_fixture_teardown);
  g_test_add ("/ui/game-save/locked-elsewhere", SqSaveFixture, NULL,
              sq_save_fixture_setup, test_locked_elsewhere, sq_save_fixture_teardown);

  g_test_add ("/ui/game-save/legends-one-writer", SqSaveFixture, NULL,
              sq_save_fixture_setup, test_legends_one_writer, sq_save_fixture_teardown);

  g_test_add ("/ui/game-save/record-game-soc-moves", SqSaveFixture, NULL,
              sq_save_fixture_setup, test_soc_moves, sq_save_fixture_teardown);
  g_test_add ("/ui/game-save/behind/soc-moves", SqSaveFixture, GINT_TO_POINTER (TRUE),
              sq_save_fixture_setup, test_soc_moves, sq_save_fixture_teardown);
  g_test_add ("/ui/game-save/record-game-legends-moves", SqSaveFixture, NULL,
              sq_save_fixture_setup, test_legends_moves, sq_save_fixture_teardown);
  g_test_add ("/ui/game-save/record-game-read-only", SqSaveFixture, NULL,
              sq_save_fixture_setup, test_read_only, sq_save_fixture_teardown);

  return g_test_run ();
}

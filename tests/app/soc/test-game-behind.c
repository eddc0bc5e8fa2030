/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SqGame in a store that writes behind, as the app's: a change returns
 * before the disk has it, and is on disk once the write is told of; a
 * failed write takes it back then. A change made while a write is under
 * way (held by the store's test hook, as on a slow disk) never waits for
 * it: it is made in memory and saved after it, and a failure takes back
 * everything the disk does not have. No widgets: no display needed. */

#include "config.h"

#include <string.h>

#include "sq-game-save-test.h"

/* Each apply returns before the disk has it; the worker writes it, the
 * store tells of it in the main loop, and then the file on disk has it,
 * with its identity kept: the next save is not taken for a change made
 * elsewhere, but a real one is */
static void
test_behind_written (SqSaveFixture *fixture,
                     gconstpointer  data)
{
  g_autoptr(SqGame) game = sq_save_new_game (fixture->store);
  g_autoptr(GError) error = NULL;
  SqSaveHeard heard = { 0 };
  guint n_done = 0;
  SqAction action;

  g_assert_true (sq_store_get_write_behind (fixture->store));
  sq_save_watch (fixture, game, &heard, &n_done);

  for (guint i = 1; i <= 3; i++)
    {
      action = sq_save_legal_action (game, NULL);
      g_assert_true (sq_game_apply (game, &action, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (heard.changed, ==, i);
      sq_save_wait_for_writes (&n_done, i);
      g_assert_cmpuint (sq_save_actions_on_disk (fixture, sq_game_get_id (game), NULL), ==, i);
    }
  g_assert_cmpuint (heard.save_failed, ==, 0);

  /* the list has the new date of the game from the file written */
  g_assert_nonnull (sq_game_info_get_updated (sq_store_lookup (fixture->store,
                                                               sq_game_get_id (game))));

  /* another program writes the file: the next save is refused at once */
  sq_save_write_elsewhere (fixture, sq_game_get_id (game));
  action = sq_save_legal_action (game, NULL);
  g_assert_false (sq_game_apply (game, &action, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_CHANGED);
  g_assert_cmpuint (heard.save_failed, ==, 1);
  g_assert_cmpuint (heard.late, ==, 0);
  g_assert_cmpuint (sq_game_get_position (game), ==, 3);

  sq_save_unwatch (fixture, game, &heard, &n_done);
}

/* A write that fails after the apply returned: the action is taken back
 * when the store tells of it, the undone moves are there to redo again,
 * listeners hear ::save-failed (late) and ::changed, and the disk has the
 * game as before */
static void
test_behind_failed_late (SqSaveFixture *fixture,
                         gconstpointer  data)
{
  g_autoptr(SqGame) game = sq_save_new_game (fixture->store);
  g_autoptr(GError) error = NULL;
  SqSaveHeard heard = { 0 };
  guint n_done = 0;
  guint n_redo = 0;
  SqAction first[3];
  SqAction other;

  sq_save_play_three_undo_two (game, first);
  sq_game_flush (game);
  sq_save_watch (fixture, game, &heard, &n_done);

  sq_store_inject_save_failures (fixture->store, 1);
  other = sq_save_legal_action (game, &first[1]);
  g_assert_true (sq_game_apply (game, &other, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sq_game_get_position (game), ==, 2);
  g_assert_false (sq_game_get_can_redo (game));
  g_assert_cmpuint (heard.save_failed, ==, 0);

  sq_save_wait_for_writes (&n_done, 1);
  g_assert_cmpuint (heard.save_failed, ==, 1);
  g_assert_cmpuint (heard.late, ==, 1);
  g_assert_error (heard.error, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
  g_assert_cmpuint (heard.changed, ==, 2);
  g_assert_cmpuint (sq_game_get_position (game), ==, 1);
  g_assert_true (sq_game_get_can_redo (game));
  /* as saved after the two undos */
  g_assert_cmpuint (sq_save_actions_on_disk (fixture, sq_game_get_id (game), &n_redo), ==, 1);
  g_assert_cmpuint (n_redo, ==, 2);

  g_assert_true (sq_game_redo (game, &error));
  g_assert_true (sq_game_redo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sq_game_get_position (game), ==, 3);

  sq_save_unwatch (fixture, game, &heard, &n_done);
}

/* An undo whose write fails: the game moves forward again; a game
 * closed with its write under way has it on disk */
static void
test_behind_undo_failed (SqSaveFixture *fixture,
                         gconstpointer  data)
{
  g_autoptr(SqGame) game = sq_save_new_game_played (fixture->store, 2);
  g_autofree char *id = g_strdup (sq_game_get_id (game));
  g_autoptr(GError) error = NULL;
  SqSaveHeard heard = { 0 };

  sq_game_flush (game);
  sq_save_listen (SQ_RECORD_GAME (game), &heard);
  sq_store_inject_save_failures (fixture->store, 1);
  g_assert_true (sq_game_undo (game, &error));
  g_assert_cmpuint (sq_game_get_position (game), ==, 1);
  sq_game_flush (game);
  g_assert_cmpuint (heard.late, ==, 1);
  g_assert_cmpuint (sq_game_get_position (game), ==, 2);
  g_assert_false (sq_game_get_can_redo (game));
  g_signal_handlers_disconnect_by_data (game, &heard);
  g_clear_error (&heard.error);

  g_assert_true (sq_game_undo (game, &error));
  g_assert_no_error (error);
  g_clear_object (&game);
  game = sq_game_open (fixture->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sq_game_get_position (game), ==, 1);
  g_assert_true (sq_game_get_can_redo (game));
}

/* Changes made while a write is under way (held, as on a slow disk) do
 * not wait for it: each returns at once, shown; they are saved together
 * after it, in one more write, and the disk then has the game as shown */
static void
test_behind_waits_in_memory (SqSaveFixture *fixture,
                             gconstpointer  data)
{
  g_autoptr(SqGame) game = sq_save_new_game (fixture->store);
  g_autoptr(GError) error = NULL;
  SqSaveHeard heard = { 0 };
  guint n_done = 0;
  guint n_redo = 0;
  SqAction action;

  sq_save_watch (fixture, game, &heard, &n_done);
  sq_store_delay_writes (fixture->store, SQ_STORE_DELAY_HOLD);

  for (guint i = 1; i <= 3; i++)
    {
      action = sq_save_legal_action (game, NULL);
      g_assert_true (sq_game_apply (game, &action, &error));
      g_assert_no_error (error);
    }
  g_assert_true (sq_game_undo (game, &error));
  g_assert_no_error (error);

  /* the first write is still held: nothing waited for it */
  g_assert_cmpuint (n_done, ==, 0);
  g_assert_cmpuint (heard.changed, ==, 4);
  g_assert_cmpuint (sq_game_get_position (game), ==, 2);
  g_assert_true (sq_game_get_can_redo (game));
  g_assert_cmpuint (sq_save_actions_on_disk (fixture, sq_game_get_id (game), NULL), ==, 0);

  sq_store_delay_writes (fixture->store, 0);
  sq_save_wait_for_writes (&n_done, 2);
  g_assert_cmpuint (sq_save_actions_on_disk (fixture, sq_game_get_id (game), &n_redo), ==, 2);
  g_assert_cmpuint (n_redo, ==, 1);
  g_assert_cmpuint (heard.save_failed, ==, 0);
  g_assert_cmpuint (heard.changed, ==, 4);

  /* nothing more was waiting */
  sq_store_flush (fixture->store);
  g_assert_cmpuint (n_done, ==, 2);

  sq_save_unwatch (fixture, game, &heard, &n_done);
}

/* A write that fails with changes waiting for it: every change the disk
 * does not have is taken back, once, and the message counts them; the
 * table then goes on */
static void
test_behind_failed_with_waiting (SqSaveFixture *fixture,
                                 gconstpointer  data)
{
  g_autoptr(SqGame) game = sq_save_new_game (fixture->store);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  SqSaveHeard heard = { 0 };
  guint n_done = 0;
  SqAction first, action;

  sq_save_watch (fixture, game, &heard, &n_done);
  sq_store_delay_writes (fixture->store, SQ_STORE_DELAY_HOLD);
  sq_store_inject_save_failures (fixture->store, 1);

  first = sq_save_legal_action (game, NULL);
  g_assert_true (sq_game_apply (game, &first, &error));
  action = sq_save_legal_action (game, NULL);
  g_assert_true (sq_game_apply (game, &action, &error));
  g_assert_true (sq_game_undo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sq_game_get_position (game), ==, 1);
  g_assert_cmpuint (heard.save_failed, ==, 0);

  sq_store_delay_writes (fixture->store, 0);
  sq_save_wait_for_writes (&n_done, 1);
  g_assert_cmpuint (heard.save_failed, ==, 1);
  g_assert_cmpuint (heard.late, ==, 1);
  g_assert_cmpuint (heard.n_changes, ==, 3);
  g_assert_error (heard.error, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
  g_assert_cmpuint (heard.changed, ==, 4);
  g_assert_cmpuint (sq_game_get_position (game), ==, 0);
  g_assert_false (sq_game_get_can_redo (game));
  message = sq_record_game_dup_taken_back_message (heard.error, heard.n_changes);
  g_assert_nonnull (strstr (message, "the last 3 changes were taken back"));

  /* nothing of the changes taken back is written after */
  sq_store_flush (fixture->store);
  g_assert_cmpuint (n_done, ==, 1);
  g_assert_cmpuint (sq_save_actions_on_disk (fixture, sq_game_get_id (game), NULL), ==, 0);

  g_assert_true (sq_game_apply (game, &first, &error));
  g_assert_no_error (error);
  sq_game_flush (game);
  g_assert_cmpuint (heard.save_failed, ==, 1);
  g_assert_cmpuint (sq_save_actions_on_disk (fixture, sq_game_get_id (game), NULL), ==, 1);

  sq_save_unwatch (fixture, game, &heard, &n_done);
}

/* The write under way succeeds, the one of the changes that waited for
 * it fails: only those are taken back */
static void
test_behind_waiting_failed (SqSaveFixture *fixture,
                            gconstpointer  data)
{
  g_autoptr(SqGame) game = sq_save_new_game (fixture->store);
  SqSaveHeard heard = { 0 };
  guint n_done = 0;

  sq_save_watch (fixture, game, &heard, &n_done);
  sq_store_delay_writes (fixture->store, SQ_STORE_DELAY_HOLD);
  sq_save_play (game, 2);
  /* the write under way was handed on before: only the next fails */
  sq_store_inject_save_failures (fixture->store, 1);

  sq_store_delay_writes (fixture->store, 0);
  sq_save_wait_for_writes (&n_done, 2);
  g_assert_cmpuint (heard.save_failed, ==, 1);
  g_assert_cmpuint (heard.late, ==, 1);
  g_assert_cmpuint (heard.n_changes, ==, 1);
  g_assert_cmpuint (sq_game_get_position (game), ==, 1);
  g_assert_cmpuint (sq_save_actions_on_disk (fixture, sq_game_get_id (game), NULL), ==, 1);

  sq_save_unwatch (fixture, game, &heard, &n_done);
}

/* Another reader of the game's file (here the same game opened again,
 * read-only) while changes wait: the store's flush, which every call of
 * the store makes first, finishes the write under way and the write of
 * the changes that waited for it, so the file has the game as shown */
static void
test_behind_read_while_waiting (SqSaveFixture *fixture,
                                gconstpointer  data)
{
  g_autoptr(SqGame) game = sq_save_new_game (fixture->store);
  g_autoptr(SqGame) again = NULL;
  g_autoptr(GError) error = NULL;
  guint n_done = 0;

  g_signal_connect (fixture->store, "write-done", G_CALLBACK (sq_save_on_write_done_cb), &n_done);
  sq_store_delay_writes (fixture->store, SQ_STORE_DELAY_HOLD);
  sq_save_play (game, 3);
  g_assert_true (sq_game_undo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_done, ==, 0);

  again = sq_game_open_read_only (fixture->store, sq_game_get_id (game), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n_done, ==, 2);
  g_assert_cmpuint (sq_game_get_position (again), ==, 2);
  g_assert_true (sq_game_get_can_redo (again));

  g_signal_handlers_disconnect_by_data (fixture->store, &n_done);
}

/* sq_game_flush() leaves the disk with the game as shown, the changes
 * that waited included, and so does letting the game go */
static void
test_behind_flush_waiting (SqSaveFixture *fixture,
                           gconstpointer  data)
{
  g_autoptr(SqGame) game = sq_save_new_game (fixture->store);
  g_autofree char *id = g_strdup (sq_game_get_id (game));
  g_autoptr(GError) error = NULL;
  guint n_redo = 0;

  sq_store_delay_writes (fixture->store, SQ_STORE_DELAY_HOLD);
  sq_save_play (game, 3);
  sq_game_flush (game);
  g_assert_cmpuint (sq_save_actions_on_disk (fixture, id, NULL), ==, 3);

  sq_store_delay_writes (fixture->store, SQ_STORE_DELAY_HOLD);
  sq_save_play (game, 2);
  g_assert_true (sq_game_undo (game, &error));
  g_assert_no_error (error);
  g_clear_object (&game);
  sq_store_delay_writes (fixture->store, 0);
  g_assert_cmpuint (sq_save_actions_on_disk (fixture, id, &n_redo), ==, 4);
  g_assert_cmpuint (n_redo, ==, 1);

  game = sq_game_open (fixture->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sq_game_get_position (game), ==, 4);
  g_assert_true (sq_game_get_can_redo (game));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/ui/game-save/behind/" path, SqSaveFixture, GINT_TO_POINTER (TRUE), \
              sq_save_fixture_setup, func, sq_save_fixture_teardown)
  ADD ("written", test_behind_written);
  ADD ("failed-late", test_behind_failed_late);
  ADD ("undo-failed", test_behind_undo_failed);
  ADD ("waits-in-memory", test_behind_waits_in_memory);
  ADD ("failed-with-waiting", test_behind_failed_with_waiting);
  ADD ("waiting-failed", test_behind_waiting_failed);
  ADD ("read-while-waiting", test_behind_read_while_waiting);
  ADD ("flush-waiting", test_behind_flush_waiting);
#undef ADD

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SqGame when a save fails (issue 13): the redo entries survive a failed
 * save of a new move made after an undo, the message says the game was
 * not saved, ::save-failed tells why; a game another instance holds opens
 * read-only or as a copy. And SqRecordGame, the façade both games share:
 * the same calls move either game in its history, save it there, refuse
 * a move that is not in it, and tell listeners once; a game opened
 * read-only refuses every move alike. And a store that writes behind: the
 * change is on disk once the write is told of, and a failed write takes
 * it back then. No widgets: no display needed. */

#include "config.h"

#include <glib/gstdio.h>

#include "sq-game.h"
#include "sq-legends-game.h"
#include "sq-store-private.h"
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
  guint late;
  GError *error;
} Heard;

/* Helpers */

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->directory = g_dir_make_tmp ("squire-game-save-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->store = sq_store_new (fixture->directory);
  /* the tests given TRUE run in a store that writes behind, as the app's */
  sq_store_set_write_behind (fixture->store, GPOINTER_TO_INT (data));
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  g_clear_object (&fixture->store);
  g_assert_true (sq_test_remove_tree (fixture->directory));
  g_clear_pointer (&fixture->directory, g_free);
}

static SqGame *
new_game (SqStore *store)
{
  g_autoptr(GError) error = NULL;
  SqSetup setup;
  SqGame *game;

  sq_setup_init_defaults (&setup, 3);
  setup.seed = 5;
  setup.skip_opening_share = TRUE;
  game = sq_game_new (store, &setup, "Evening", &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* The @index-th legal action now, which is not @avoid */
static SqAction
legal_action (SqGame         *game,
              const SqAction *avoid)
{
  SqAction actions[512];
  guint n = sq_legal_actions (sq_game_get_state (game), actions, G_N_ELEMENTS (actions));

  for (guint i = 0; i < n; i++)
    if (avoid == NULL || !sq_action_equal (&actions[i], avoid))
      return actions[i];

  g_assert_not_reached ();
}

/* Three actions played (kept in @first), then two undone */
static void
play_three_undo_two (SqGame   *game,
                     SqAction  first[3])
{
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 3; i++)
    {
      first[i] = legal_action (game, NULL);
      g_assert_true (sq_game_apply (game, &first[i], &error));
      g_assert_no_error (error);
    }
  g_assert_true (sq_game_undo (game, &error));
  g_assert_true (sq_game_undo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sq_game_get_position (game), ==, 1);
}

static void
on_save_failed_cb (SqGame       *game,
                   const GError *error,
                   gboolean      late,
                   GError      **out)
{
  g_clear_error (out);
  *out = g_error_copy (error);
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
on_heard_save_failed_cb (SqRecordGame *game,
                         const GError *error,
                         gboolean      late,
                         Heard        *heard)
{
  heard->save_failed++;
  heard->late += late;
  g_clear_error (&heard->error);
  heard->error = g_error_copy (error);
}

static void
listen (SqRecordGame *game,
        Heard        *heard)
{
  g_signal_connect (game, "changed", G_CALLBACK (on_changed_cb), heard);
  g_signal_connect (game, "notify", G_CALLBACK (on_notify_cb), heard);
  g_signal_connect (game, "save-failed", G_CALLBACK (on_heard_save_failed_cb), heard);
}

/* A Shadows over Camelot game in the store with @n actions played */
static SqGame *
new_game_played (SqStore *store,
                 guint    n)
{
  g_autoptr(GError) error = NULL;
  SqGame *game = new_game (store);

  for (guint i = 0; i < n; i++)
    {
      SqAction action = legal_action (game, NULL);

      g_assert_true (sq_game_apply (game, &action, &error));
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
test_redo_kept_on_failed_save (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autoptr(SqGame) game = new_game (fixture->store);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) heard = NULL;
  SqAction first[3];
  SqAction other;

  g_signal_connect (game, "save-failed", G_CALLBACK (on_save_failed_cb), &heard);

  /* two undone, then a different move whose save fails */
  play_three_undo_two (game, first);
  other = legal_action (game, &first[1]);
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
test_failed_save_no_phantom_redo (Fixture       *fixture,
                                  gconstpointer  data)
{
  g_autoptr(SqGame) game = new_game (fixture->store);
  g_autoptr(GError) error = NULL;
  SqAction action = legal_action (game, NULL);

  sq_store_inject_save_failures (fixture->store, 1);
  g_assert_false (sq_game_apply (game, &action, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
  g_assert_cmpuint (sq_game_get_position (game), ==, 0);
  g_assert_false (sq_game_get_can_redo (game));
}

/* Another instance has the game: it opens read-only (nothing saved) or
 * as a copy that can be played */
static void
test_locked_elsewhere (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(SqStore) other = sq_store_new (fixture->directory);
  g_autoptr(SqGame) game = new_game (fixture->store);
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
  action = legal_action (second, NULL);
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
  action = legal_action (game, NULL);
  g_assert_true (sq_game_apply (game, &action, &error));
  g_assert_no_error (error);
}

/* Camelot Legends games: one writer too, and a save over a file another
 * program changed is refused with the redo entries kept */
static void
test_legends_one_writer (Fixture       *fixture,
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
test_soc_moves (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(SqGame) game = new_game_played (fixture->store, 4);
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
  g_autoptr(SqGame) soc = new_game_played (fixture->store, 2);
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

static void
on_write_done_cb (SqStore      *store,
                  const char   *id,
                  const GError *error,
                  guint        *n_done)
{
  (*n_done)++;
}

/* The actions in effect in the game's file on disk (and in @n_redo
 * (nullable) those to redo), read as another program would */
static guint
actions_on_disk (Fixture    *fixture,
                 const char *id,
                 guint      *n_redo)
{
  g_autofree char *name = g_strconcat (id, ".json", NULL);
  g_autofree char *path = g_build_filename (fixture->directory, name, NULL);
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (sq_game_file_load_path (path, &file, &error));
  g_assert_no_error (error);
  if (n_redo != NULL)
    *n_redo = file->redo->len;
  return file->actions->len;
}

/* The main loop until the store has told of @n writes */
static void
wait_for_writes (guint *n_done,
                 guint  n)
{
  while (*n_done < n)
    g_main_context_iteration (NULL, TRUE);
}

/* Each apply returns before the disk has it; the worker writes it, the
 * store tells of it in the main loop, and then the file on disk has it,
 * with its identity kept: the next save is not taken for a change made
 * elsewhere, but a real one is */
static void
test_behind_written (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(SqGame) game = new_game (fixture->store);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  Heard heard = { 0 };
  guint n_done = 0;
  SqAction action;

  g_assert_true (sq_store_get_write_behind (fixture->store));
  listen (SQ_RECORD_GAME (game), &heard);
  g_signal_connect (fixture->store, "write-done", G_CALLBACK (on_write_done_cb), &n_done);

  for (guint i = 1; i <= 3; i++)
    {
      action = legal_action (game, NULL);
      g_assert_true (sq_game_apply (game, &action, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (heard.changed, ==, i);
      wait_for_writes (&n_done, i);
      g_assert_cmpuint (actions_on_disk (fixture, sq_game_get_id (game), NULL), ==, i);
    }
  g_assert_cmpuint (heard.save_failed, ==, 0);

  /* the list has the new date of the game from the file written */
  g_assert_nonnull (sq_game_info_get_updated (sq_store_lookup (fixture->store,
                                                               sq_game_get_id (game))));

  /* another program writes the file: the next save is refused at once */
  name = g_strconcat (sq_game_get_id (game), ".json", NULL);
  path = g_build_filename (fixture->directory, name, NULL);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_usleep (10 * 1000);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  action = legal_action (game, NULL);
  g_assert_false (sq_game_apply (game, &action, &error));
  g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_CHANGED);
  g_assert_cmpuint (heard.save_failed, ==, 1);
  g_assert_cmpuint (heard.late, ==, 0);
  g_assert_cmpuint (sq_game_get_position (game), ==, 3);

  g_signal_handlers_disconnect_by_data (fixture->store, &n_done);
  g_signal_handlers_disconnect_by_data (game, &heard);
  g_clear_error (&heard.error);
}

/* A write that fails after the apply returned: the action is taken back
 * when the store tells of it, the undone moves are there to redo again,
 * listeners hear ::save-failed (late) and ::changed, and the disk has the
 * game as before */
static void
test_behind_failed_late (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(SqGame) game = new_game (fixture->store);
  g_autoptr(GError) error = NULL;
  Heard heard = { 0 };
  guint n_done = 0;
  guint n_redo = 0;
  SqAction first[3];
  SqAction other;

  play_three_undo_two (game, first);
  sq_game_flush (game);
  listen (SQ_RECORD_GAME (game), &heard);
  g_signal_connect (fixture->store, "write-done", G_CALLBACK (on_write_done_cb), &n_done);

  sq_store_inject_save_failures (fixture->store, 1);
  other = legal_action (game, &first[1]);
  g_assert_true (sq_game_apply (game, &other, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sq_game_get_position (game), ==, 2);
  g_assert_false (sq_game_get_can_redo (game));
  g_assert_cmpuint (heard.save_failed, ==, 0);

  wait_for_writes (&n_done, 1);
  g_assert_cmpuint (heard.save_failed, ==, 1);
  g_assert_cmpuint (heard.late, ==, 1);
  g_assert_error (heard.error, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
  g_assert_cmpuint (heard.changed, ==, 2);
  g_assert_cmpuint (sq_game_get_position (game), ==, 1);
  g_assert_true (sq_game_get_can_redo (game));
  /* as saved after the two undos */
  g_assert_cmpuint (actions_on_disk (fixture, sq_game_get_id (game), &n_redo), ==, 1);
  g_assert_cmpuint (n_redo, ==, 2);

  g_assert_true (sq_game_redo (game, &error));
  g_assert_true (sq_game_redo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sq_game_get_position (game), ==, 3);

  g_signal_handlers_disconnect_by_data (fixture->store, &n_done);
  g_signal_handlers_disconnect_by_data (game, &heard);
  g_clear_error (&heard.error);
}

/* A second action before the first's write is told of: the write is
 * finished first; it failed, so the first is taken back and the second,
 * chosen on the position taken back, is refused */
static void
test_behind_next_refused (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(SqGame) game = new_game (fixture->store);
  g_autoptr(GError) error = NULL;
  Heard heard = { 0 };
  SqAction first, second;

  listen (SQ_RECORD_GAME (game), &heard);
  sq_store_inject_save_failures (fixture->store, 1);
  first = legal_action (game, NULL);
  g_assert_true (sq_game_apply (game, &first, &error));
  g_assert_no_error (error);

  second = legal_action (game, NULL);
  g_assert_false (sq_game_apply (game, &second, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
  g_assert_cmpuint (heard.save_failed, ==, 1);
  g_assert_cmpuint (heard.late, ==, 1);
  g_assert_cmpuint (sq_game_get_position (game), ==, 0);
  g_assert_false (sq_game_get_can_redo (game));

  /* then the table goes on */
  g_clear_error (&error);
  g_assert_true (sq_game_apply (game, &first, &error));
  g_assert_no_error (error);
  sq_game_flush (game);
  g_assert_cmpuint (heard.save_failed, ==, 1);
  g_assert_cmpuint (actions_on_disk (fixture, sq_game_get_id (game), NULL), ==, 1);

  g_signal_handlers_disconnect_by_data (game, &heard);
  g_clear_error (&heard.error);
}

/* An undo whose write fails: the game moves forward again; a game
 * closed with its write under way has it on disk */
static void
test_behind_undo_failed (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(SqGame) game = new_game_played (fixture->store, 2);
  g_autofree char *id = g_strdup (sq_game_get_id (game));
  g_autoptr(GError) error = NULL;
  Heard heard = { 0 };

  sq_game_flush (game);
  listen (SQ_RECORD_GAME (game), &heard);
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

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/ui/game-save/redo-kept", Fixture, NULL,
              fixture_setup, test_redo_kept_on_failed_save, fixture_teardown);
  g_test_add ("/ui/game-save/no-phantom-redo", Fixture, NULL,
              fixture_setup, test_failed_save_no_phantom_redo, fixture_teardown);
  g_test_add ("/ui/game-save/locked-elsewhere", Fixture, NULL,
              fixture_setup, test_locked_elsewhere, fixture_teardown);

  g_test_add ("/ui/game-save/legends-one-writer", Fixture, NULL,
              fixture_setup, test_legends_one_writer, fixture_teardown);

  g_test_add ("/ui/game-save/record-game-soc-moves", Fixture, NULL,
              fixture_setup, test_soc_moves, fixture_teardown);
  g_test_add ("/ui/game-save/behind/soc-moves", Fixture, GINT_TO_POINTER (TRUE),
              fixture_setup, test_soc_moves, fixture_teardown);
  g_test_add ("/ui/game-save/behind/written", Fixture, GINT_TO_POINTER (TRUE),
              fixture_setup, test_behind_written, fixture_teardown);
  g_test_add ("/ui/game-save/behind/failed-late", Fixture, GINT_TO_POINTER (TRUE),
              fixture_setup, test_behind_failed_late, fixture_teardown);
  g_test_add ("/ui/game-save/behind/next-refused", Fixture, GINT_TO_POINTER (TRUE),
              fixture_setup, test_behind_next_refused, fixture_teardown);
  g_test_add ("/ui/game-save/behind/undo-failed", Fixture, GINT_TO_POINTER (TRUE),
              fixture_setup, test_behind_undo_failed, fixture_teardown);
  g_test_add ("/ui/game-save/record-game-legends-moves", Fixture, NULL,
              fixture_setup, test_legends_moves, fixture_teardown);
  g_test_add ("/ui/game-save/record-game-read-only", Fixture, NULL,
              fixture_setup, test_read_only, fixture_teardown);

  return g_test_run ();
}

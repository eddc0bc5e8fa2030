/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SqGame when a save fails (issue 13): the redo entries survive a failed
 * save of a new move made after an undo, the message says the game was
 * not saved, ::save-failed tells why; a game another instance holds opens
 * read-only or as a copy. No widgets: no display needed. */

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

/* Helpers */

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->directory = g_dir_make_tmp ("squire-game-save-XXXXXX", &error);
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

static void
on_save_failed_cb (SqGame       *game,
                   const GError *error,
                   GError      **out)
{
  g_clear_error (out);
  *out = g_error_copy (error);
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

  for (guint i = 0; i < G_N_ELEMENTS (first); i++)
    {
      first[i] = legal_action (game, NULL);
      g_assert_true (sq_game_apply (game, &first[i], &error));
      g_assert_no_error (error);
    }

  /* two undone, then a different move whose save fails */
  g_assert_true (sq_game_undo (game, &error));
  g_assert_true (sq_game_undo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sq_game_get_position (game), ==, 1);

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

  return g_test_run ();
}

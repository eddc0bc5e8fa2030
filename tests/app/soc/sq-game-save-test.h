/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* What the save tests share: a store in a folder of its own (writing
 * behind when the test is given TRUE, as the app's store), a Shadows
 * over Camelot game in it and its legal moves, what a listener of the
 * game heard, and the game's file as another program reads it. */

#pragma once

#include <glib/gstdio.h>

#include "sq-game.h"
#include "sq-store-private.h"
#include "sq-ui-test.h"

G_BEGIN_DECLS

typedef struct {
  char *directory;
  SqStore *store;
} SqSaveFixture;

/* What a listener heard */
typedef struct {
  guint changed;
  guint position;
  guint can_undo;
  guint can_redo;
  guint save_failed;
  guint late;
  guint n_changes;       /* of the last ::save-failed */
  GError *error;
} SqSaveHeard;

static inline void
sq_save_fixture_setup (SqSaveFixture *fixture,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->directory = g_dir_make_tmp ("squire-game-save-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->store = sq_store_new (fixture->directory);
  /* the tests given TRUE run in a store that writes behind, as the app's */
  sq_store_set_write_behind (fixture->store, GPOINTER_TO_INT (data));
}

static inline void
sq_save_fixture_teardown (SqSaveFixture *fixture,
                          gconstpointer  data)
{
  g_clear_object (&fixture->store);
  g_assert_true (sq_test_remove_tree (fixture->directory));
  g_clear_pointer (&fixture->directory, g_free);
}

static inline SqGame *
sq_save_new_game (SqStore *store)
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
static inline SqAction
sq_save_legal_action (SqGame         *game,
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
static inline void
sq_save_play_three_undo_two (SqGame   *game,
                             SqAction  first[3])
{
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 3; i++)
    {
      first[i] = sq_save_legal_action (game, NULL);
      g_assert_true (sq_game_apply (game, &first[i], &error));
      g_assert_no_error (error);
    }
  g_assert_true (sq_game_undo (game, &error));
  g_assert_true (sq_game_undo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sq_game_get_position (game), ==, 1);
}

static inline void
sq_save_on_changed_cb (SqRecordGame *game,
                       SqSaveHeard  *heard)
{
  heard->changed++;
}

static inline void
sq_save_on_notify_cb (SqRecordGame *game,
                      GParamSpec   *pspec,
                      SqSaveHeard  *heard)
{
  if (g_str_equal (pspec->name, "position"))
    heard->position++;
  else if (g_str_equal (pspec->name, "can-undo"))
    heard->can_undo++;
  else if (g_str_equal (pspec->name, "can-redo"))
    heard->can_redo++;
}

static inline void
sq_save_on_heard_save_failed_cb (SqRecordGame *game,
                                 const GError *error,
                                 gboolean      late,
                                 guint         n_changes,
                                 SqSaveHeard  *heard)
{
  heard->save_failed++;
  heard->late += late;
  heard->n_changes = n_changes;
  g_clear_error (&heard->error);
  heard->error = g_error_copy (error);
}

static inline void
sq_save_listen (SqRecordGame *game,
                SqSaveHeard  *heard)
{
  g_signal_connect (game, "changed", G_CALLBACK (sq_save_on_changed_cb), heard);
  g_signal_connect (game, "notify", G_CALLBACK (sq_save_on_notify_cb), heard);
  g_signal_connect (game, "save-failed", G_CALLBACK (sq_save_on_heard_save_failed_cb), heard);
}

/* @n legal actions played on @game */
static inline void
sq_save_play (SqGame *game,
              guint   n)
{
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < n; i++)
    {
      SqAction action = sq_save_legal_action (game, NULL);

      g_assert_true (sq_game_apply (game, &action, &error));
      g_assert_no_error (error);
    }
}

/* A Shadows over Camelot game in the store with @n actions played */
static inline SqGame *
sq_save_new_game_played (SqStore *store,
                         guint    n)
{
  SqGame *game = sq_save_new_game (store);

  sq_save_play (game, n);
  return game;
}

static inline void
sq_save_on_write_done_cb (SqStore      *store,
                          const char   *id,
                          const GError *error,
                          guint        *n_done)
{
  (*n_done)++;
}

/* What @game's listeners hear (*@heard) and how many writes the store
 * tells of (*@n_done), from now until sq_save_unwatch() */
static inline void
sq_save_watch (SqSaveFixture *fixture,
               SqGame        *game,
               SqSaveHeard   *heard,
               guint         *n_done)
{
  sq_save_listen (SQ_RECORD_GAME (game), heard);
  g_signal_connect (fixture->store, "write-done", G_CALLBACK (sq_save_on_write_done_cb), n_done);
}

static inline void
sq_save_unwatch (SqSaveFixture *fixture,
                 SqGame        *game,
                 SqSaveHeard   *heard,
                 guint         *n_done)
{
  g_signal_handlers_disconnect_by_data (fixture->store, n_done);
  g_signal_handlers_disconnect_by_data (game, heard);
  g_clear_error (&heard->error);
}

/* The actions in effect in the game's file on disk (and in @n_redo
 * (nullable) those to redo), read as another program would */
static inline guint
sq_save_actions_on_disk (SqSaveFixture *fixture,
                         const char    *id,
                         guint         *n_redo)
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
static inline void
sq_save_wait_for_writes (guint *n_done,
                         guint  n)
{
  while (*n_done < n)
    g_main_context_iteration (NULL, TRUE);
}

/* Another program writes the game's file (the same bytes, a new date) */
static inline void
sq_save_write_elsewhere (SqSaveFixture *fixture,
                         const char    *id)
{
  g_autofree char *name = g_strconcat (id, ".json", NULL);
  g_autofree char *path = g_build_filename (fixture->directory, name, NULL);
  g_autofree char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_usleep (10 * 1000);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

G_END_DECLS

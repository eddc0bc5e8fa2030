/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The game to offer to continue, and the search of the Legends folder for
 * it: the folder's store (sq-legends-store.h) lists it as it lists the
 * Shadows over Camelot games, every game file read, checked and replayed
 * (or taken from the folder's index while unchanged). The page runs it in
 * a worker thread (sq_legends_game_find_last_unfinished_async()), as the
 * store reads the games folder (sq_store_refresh_async()): a slow or
 * hostile folder never holds up the window. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-legends-game-private.h"
#include "sq-legends-store.h"

/**
 * sq_legends_game_find_last_unfinished:
 * @directory: the Legends folder
 *
 * The game to offer to continue: the most recently saved one that loads,
 * replays and is not over (sq_store_get_last_unfinished()). Blocks while
 * it reads the folder.
 *
 * Returns: (transfer full) (nullable): its id
 */
char *
sq_legends_game_find_last_unfinished (const char *directory)
{
  g_autoptr(SqStore) store = NULL;
  g_autoptr(GError) error = NULL;
  SqGameInfo *info;

  g_return_val_if_fail (directory != NULL, NULL);

  store = sq_legends_store_new (directory);
  if (!sq_store_refresh (store, &error))
    {
      g_debug ("Legends folder not read: %s", error->message);
      return NULL;
    }

  info = sq_store_get_last_unfinished (store);
  return info != NULL ? g_strdup (sq_game_info_get_id (info)) : NULL;
}

static void
find_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  const char *directory = task_data;
  g_autoptr(SqStore) store = sq_legends_store_new (directory);
  g_autoptr(GError) purge_error = NULL;
  g_autofree char *id = NULL;
  SqLegendsGame *game = NULL;

  /* the housekeeping first: what a crash left behind, stale locks, the
   * trash; a folder that cannot be tidied is still searched */
  if (!sq_store_purge_trash (store, SQ_STORE_TRASH_DAYS * G_TIME_SPAN_DAY, &purge_error))
    g_message ("housekeeping: %s", purge_error->message);

  /* opened here too: it is one more file to read and replay */
  id = sq_legends_game_find_last_unfinished (directory);
  if (id != NULL)
    game = sq_legends_game_open (directory, id, NULL);

  g_task_return_pointer (task, game, g_object_unref);
}

/**
 * sq_legends_game_find_last_unfinished_async:
 * @directory: the Legends folder
 * @cancellable: (nullable): a #GCancellable
 * @callback: called in the thread default main context when the search
 *   is over
 * @user_data: for @callback
 *
 * sq_legends_game_find_last_unfinished() in a worker thread, the game
 * found opened there as well.
 */
void
sq_legends_game_find_last_unfinished_async (const char          *directory,
                                            GCancellable        *cancellable,
                                            GAsyncReadyCallback  callback,
                                            gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (directory != NULL);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, sq_legends_game_find_last_unfinished_async);
  g_task_set_task_data (task, g_strdup (directory), g_free);
  g_task_set_return_on_cancel (task, TRUE);
  g_task_run_in_thread (task, find_thread);
}

/**
 * sq_legends_game_find_last_unfinished_finish:
 * @result: the #GAsyncResult given to the callback
 * @error: %G_IO_ERROR_CANCELLED when cancelled
 *
 * Returns: (transfer full) (nullable): the game to offer to continue,
 *   opened (sq_legends_game_open()), or %NULL when there is none (and
 *   @error is not set)
 */
SqLegendsGame *
sq_legends_game_find_last_unfinished_finish (GAsyncResult  *result,
                                             GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/**
 * sq_legends_game_describe_to_continue:
 *
 * Returns: (transfer full): what the Continue row says of @game: its
 *   players and the turn reached
 */
char *
sq_legends_game_describe_to_continue (SqLegendsGame *game)
{
  const SqLegendsState *state = sq_legends_game_get_state (game);
  g_autoptr(GString) joined = g_string_new (NULL);

  for (guint i = 0; i < state->n_players; i++)
    {
      if (i > 0)
        /* Translators: between the names of the players of a game */
        g_string_append (joined, _(", "));
      g_string_append (joined, sq_legends_game_get_name (game, i));
    }

  if (state->turn == 0)
    /* Translators: the last unfinished game: its players, before the first turn */
    return g_strdup_printf (_("%s · before the first turn"), joined->str);

  /* Translators: the last unfinished game: its players and the turn reached */
  return g_strdup_printf (_("%1$s · turn %2$u"), joined->str, state->turn);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The game to offer to continue, and the search of the Legends folder for
 * it:
 * every game file is read, checked and replayed, so the page runs it in a
 * worker thread (sq_legends_game_find_last_unfinished_async()), as the
 * store reads the games folder (sq_store_refresh_async()): a slow or
 * hostile folder never holds up the window. */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sq-legends-game-private.h"

/**
 * sq_legends_game_find_last_unfinished:
 * @directory: the Legends folder
 *
 * The game to offer to continue: the most recently saved one that loads,
 * replays and is not over. Blocks while it reads every game file.
 *
 * Returns: (transfer full) (nullable): its id
 */
char *
sq_legends_game_find_last_unfinished (const char *directory)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GDateTime) best_date = NULL;
  g_autofree char *best = NULL;
  const char *name;

  g_return_val_if_fail (directory != NULL, NULL);

  dir = g_dir_open (directory, 0, NULL);
  if (dir == NULL)
    return NULL;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr(SqLegendsFile) file = NULL;
      g_autoptr(SqLegendsHistory) history = NULL;
      g_autoptr(GDateTime) date = NULL;
      g_autoptr(GTimeZone) utc = NULL;

      if (!g_str_has_suffix (name, SQ_LEGENDS_GAME_SUFFIX) || name[0] == '.')
        continue;

      path = g_build_filename (directory, name, NULL);
      if (!sq_legends_file_load_path (path, &file, NULL)
          || (history = sq_legends_history_new_from_file (file, NULL)) == NULL
          || sq_legends_history_is_finished (history))
        continue;

      utc = g_time_zone_new_utc ();
      date = file->updated != NULL ? g_date_time_new_from_iso8601 (file->updated, utc) : NULL;
      if (date == NULL)
        date = g_date_time_new_from_unix_utc (0);

      if (best == NULL || g_date_time_compare (date, best_date) > 0)
        {
          g_free (best);
          best = g_strndup (name, strlen (name) - strlen (SQ_LEGENDS_GAME_SUFFIX));
          g_clear_pointer (&best_date, g_date_time_unref);
          best_date = g_steal_pointer (&date);
        }
    }

  return g_steal_pointer (&best);
}

static void
find_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  const char *directory = task_data;
  g_autofree char *id = sq_legends_game_find_last_unfinished (directory);
  SqLegendsGame *game = NULL;

  /* opened here too: it is one more file to read and replay */
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

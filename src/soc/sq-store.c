/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * The Shadows over Camelot games folder: the record layer's store
 * (sq-record-store.c) with this game's file format plugged in, and the
 * typed calls the UI, the CLI and the tests use. The games are
 * <id>.json, sealed game files (sq-game-file.h), in
 * g_get_user_data_dir()/io.github.camelot_squire.Squire/games.
 */

#include "sq-store.h"

#include "sq-game-file-private.h"

/* The format: the game's record file (sq-game-file.c), which the store
 * reads, seals and writes through the record layer, and its replay for
 * the list */

static gboolean
soc_describe (gpointer   file,
              gboolean  *finished,
              guint     *players,
              GError   **error)
{
  g_autoptr(SqHistory) history = sq_history_new_from_file (file, error);

  if (history == NULL)
    return FALSE;

  *finished = sq_history_is_finished (history);
  *players = sq_history_get_state (history)->n_seats;
  return TRUE;
}

static const SqStoreFormat soc_format = {
  .folder = SQ_STORE_GAMES,
  .suffix = ".json",
  .id_prefix = "game",
  .record = &sq_game_file_format,
  .describe = soc_describe,
};

/* Public API */

/**
 * sq_store_soc_format:
 *
 * Returns: (transfer none): the Shadows over Camelot game file, as the
 *   store sees it
 */
const SqStoreFormat *
sq_store_soc_format (void)
{
  return &soc_format;
}

/**
 * sq_store_new:
 * @directory: (nullable): the games folder, or %NULL for the user's:
 *   g_get_user_data_dir()/io.github.camelot_squire.Squire/games
 *
 * The folder is created when the first game is written. The list is empty
 * until sq_store_refresh().
 *
 * Returns: (transfer full): a new store of Shadows over Camelot games
 */
SqStore *
sq_store_new (const char *directory)
{
  return sq_store_new_for_format (&soc_format, directory);
}

/**
 * sq_store_create:
 * @store: a store
 * @file: the new game: its setup, name and any actions
 * @error: a #GError in %SQ_FILE_ERROR if @file does not replay or its name
 *   could not be read back, in %G_FILE_ERROR if it cannot be written
 *
 * Adds a game under a fresh id. Sets @file's created date if it has none
 * and its updated date. The game is open here (see sq_store_open_game())
 * until sq_store_close_game().
 *
 * Returns: (transfer full) (nullable): the new game's id
 */
char *
sq_store_create (SqStore     *store,
                 SqGameFile  *file,
                 GError     **error)
{
  g_autoptr(SqHistory) history = NULL;

  g_return_val_if_fail (SQ_IS_STORE (store), NULL);
  g_return_val_if_fail (file != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  history = sq_history_new_from_file (file, error);
  if (history == NULL)
    return NULL;

  return sq_store_add_file (store, file, sq_history_is_finished (history),
                            sq_history_get_state (history)->n_seats, TRUE, error);
}

/**
 * sq_store_load:
 * @store: a store
 * @id: a game id
 * @error: a #GError in %SQ_FILE_ERROR or %G_FILE_ERROR
 *
 * Reads a game's file through the loader (sq_game_file_load_path()); make
 * a history of it with sq_history_new_from_file(), which replays it. Takes
 * no lock: this is how a game is opened read-only. To play and save it,
 * use sq_store_open_game().
 *
 * Returns: (transfer full) (nullable): the game file
 */
SqGameFile *
sq_store_load (SqStore     *store,
               const char  *id,
               GError     **error)
{
  return sq_store_load_file (store, id, error);
}

/**
 * sq_store_open_game:
 * @store: a store
 * @id: a game id
 * @error: a #GError: %SQ_STORE_ERROR_LOCKED if another program (or
 *   another store) has the game open; otherwise the loader's
 *
 * Opens a game to play it: takes its advisory lock, held until
 * sq_store_close_game(), and reads it (sq_store_open_file()). Every
 * sq_store_save() refuses with %SQ_STORE_ERROR_CHANGED if another program
 * has changed the file since.
 *
 * Returns: (transfer full) (nullable): the game file
 */
SqGameFile *
sq_store_open_game (SqStore     *store,
                    const char  *id,
                    GError     **error)
{
  return sq_store_open_file (store, id, TRUE, error);
}

/**
 * sq_store_save:
 * @store: a store
 * @id: a listed game
 * @file: the game's file, as created or loaded
 * @history: the game's history
 * @error: a #GError: %SQ_STORE_ERROR_LOCKED or %SQ_STORE_ERROR_CHANGED
 *   (see sq_store_open_game()), or %G_FILE_ERROR if it cannot be written
 *
 * Saves the game after a change: copies @history's actions and redo
 * entries into @file (sq_history_write_to_file()), then saves it as
 * sq_store_save_file() does: its updated date stamped, its name the
 * store's, written atomically and durably, never over a file another
 * program holds or changed.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_store_save (SqStore          *store,
               const char       *id,
               SqGameFile       *file,
               const SqHistory  *history,
               GError          **error)
{
  g_return_val_if_fail (SQ_IS_STORE (store), FALSE);
  g_return_val_if_fail (file != NULL, FALSE);
  g_return_val_if_fail (history != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (sq_store_lookup (store, id) == NULL)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                   "%s: no such game in the store", id);
      return FALSE;
    }

  sq_history_write_to_file (history, file);
  return sq_store_save_file (store, id, file, sq_history_is_finished (history), error);
}

/**
 * sq_store_save_as_copy:
 * @store: a store
 * @file: the file of a game open here, which could not be saved
 * @history: its history
 * @name: (nullable): the copy's display name
 * @error: a #GError in %G_FILE_ERROR if it cannot be written
 *
 * Saves the game as played here as a new game, under a fresh id and key,
 * open here: what to offer when another program changed the file on disk,
 * so that neither that change nor the moves made here are lost. @file
 * becomes the copy's.
 *
 * Returns: (transfer full) (nullable): the copy's id
 */
char *
sq_store_save_as_copy (SqStore          *store,
                       SqGameFile       *file,
                       const SqHistory  *history,
                       const char       *name,
                       GError          **error)
{
  g_return_val_if_fail (SQ_IS_STORE (store), NULL);
  g_return_val_if_fail (file != NULL, NULL);
  g_return_val_if_fail (history != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  sq_history_write_to_file (history, file);
  return sq_store_add_copy (store, file, sq_history_is_finished (history),
                            sq_history_get_state (history)->n_seats, name, error);
}

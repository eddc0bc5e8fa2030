/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * Games in and out of the store: export, import, and copies of a game
 * that another program holds or changed (see sq-store-save.c).
 */

#include "sq-store-private.h"

#include "sq-seal-private.h"

#define SUFFIX SQ_STORE_SUFFIX

/* Helpers */

/* A new game from @file and @history, with a fresh key, @name and no
 * creation date of its own yet; open here */
static char *
add_copy (SqStore          *store,
          SqGameFile       *file,
          const SqHistory  *history,
          const char       *name,
          GError          **error)
{
  sq_history_write_to_file (history, file);
  sq_seal_random_key (file->key);
  g_free (file->name);
  file->name = g_strdup (name);
  g_clear_pointer (&file->created, g_free);

  return sq_store_add_game (store, file, history, TRUE, error);
}


/* Public API */

/**
 * sq_store_export:
 * @store: a store
 * @id: a listed game
 * @path: where to write the copy (for the app, a path the file chooser
 *   portal gave)
 * @error: a #GError in %SQ_FILE_ERROR, %G_FILE_ERROR or %G_IO_ERROR
 *
 * Writes a sealed copy of the game to @path, atomically. A damaged file is
 * copied byte for byte, so that it can still be sent with a bug report.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_store_export (SqStore     *store,
                 const char  *id,
                 const char  *path,
                 GError     **error)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autofree char *from = NULL;
  SqGameInfo *info;

  g_return_val_if_fail (SQ_IS_STORE (store), FALSE);
  g_return_val_if_fail (sq_store_id_is_valid (id), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  info = sq_store_lookup (store, id);
  if (info == NULL)
    return sq_store_no_such_game (error, id);

  from = sq_store_game_path (store, id);
  if (sq_game_info_get_damaged (info))
    {
      g_autoptr(GFile) source = g_file_new_for_path (from);
      g_autoptr(GFile) target = g_file_new_for_path (path);

      return g_file_copy (source, target, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, error);
    }

  file = sq_store_load (store, id, error);
  if (file == NULL)
    return FALSE;

  return sq_game_file_save_sealed (file, path, error);
}

/**
 * sq_store_import:
 * @store: a store
 * @path: a game file, plain or sealed (for the app, a path the file
 *   chooser portal gave)
 * @error: the loader's error (%SQ_FILE_ERROR or %G_FILE_ERROR) if the file
 *   does not load or replay, or a %G_FILE_ERROR if it cannot be written
 *
 * Validates the file through the loader and a replay, then adds it as a
 * new game under a fresh id and a fresh key, sealed. A file without a name
 * is named after its file name.
 *
 * Returns: (transfer full) (nullable): the new game's id
 */
char *
sq_store_import (SqStore     *store,
                 const char  *path,
                 GError     **error)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqHistory) history = NULL;

  g_return_val_if_fail (SQ_IS_STORE (store), NULL);
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!sq_game_file_load_path (path, &file, error))
    return NULL;

  history = sq_history_new_from_file (file, error);
  if (history == NULL)
    {
      g_autofree char *shown = g_filename_display_name (path);

      g_prefix_error (error, "%s: ", shown);
      return NULL;
    }

  sq_seal_random_key (file->key);
  if (file->name == NULL)
    {
      g_autofree char *base = g_filename_display_basename (path);

      if (g_str_has_suffix (base, SUFFIX))
        base[strlen (base) - strlen (SUFFIX)] = '\0';
      file->name = g_steal_pointer (&base);
    }

  return sq_store_add_game (store, file, history, FALSE, error);
}

/**
 * sq_store_copy_game:
 * @store: a store
 * @id: a listed game, which another program may hold
 * @name: (nullable): the copy's display name
 * @error: the loader's error, or a %G_FILE_ERROR if it cannot be written
 *
 * Adds a copy of the game as it is on disk under a fresh id and key, and
 * opens it here (see sq_store_open_game()): what to offer when another
 * program has the game open.
 *
 * Returns: (transfer full) (nullable): the copy's id
 */
char *
sq_store_copy_game (SqStore     *store,
                    const char  *id,
                    const char  *name,
                    GError     **error)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqHistory) history = NULL;

  g_return_val_if_fail (SQ_IS_STORE (store), NULL);
  g_return_val_if_fail (sq_store_id_is_valid (id), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  file = sq_store_load (store, id, error);
  if (file == NULL)
    return NULL;
  history = sq_history_new_from_file (file, error);
  if (history == NULL)
    return NULL;

  return add_copy (store, file, history, name, error);
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

  return add_copy (store, file, history, name, error);
}

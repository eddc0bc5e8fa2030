/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * Games in and out of the store: export, import, and copies of a game
 * that another program holds or changed (see sq-record-store-save.c).
 */

#include "sq-record-store-private.h"

#include <string.h>

/* Public API */

/**
 * sq_store_add_copy:
 * @store: a store
 * @file: a game's file, with its game's actions
 * @finished: whether its game is over
 * @players: the players seated in it
 * @name: (nullable): the copy's display name
 * @error: a #GError in %G_FILE_ERROR if it cannot be written
 *
 * Adds @file as a new game under a fresh id and key, @name and no
 * creation date of its own yet, open here (see sq_store_open_file()).
 * @file becomes the copy's.
 *
 * Returns: (transfer full) (nullable): the copy's id
 */
char *
sq_store_add_copy (SqStore     *store,
                   gpointer     file,
                   gboolean     finished,
                   guint        players,
                   const char  *name,
                   GError     **error)
{
  g_return_val_if_fail (SQ_IS_STORE (store), NULL);
  g_return_val_if_fail (file != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  sq_store_flush (store);

  sq_store_format_new_key (store->format, file);
  sq_store_file_set_text (store, file, SQ_STORE_FIELD_NAME, name);
  sq_store_file_set_text (store, file, SQ_STORE_FIELD_CREATED, NULL);

  return sq_store_add_file (store, file, finished, players, TRUE, error);
}

/**
 * sq_store_export:
 * @store: a store
 * @id: a listed game
 * @path: where to write the copy (for the app, a path the file chooser
 *   portal gave)
 * @error: a #GError: the format's, or in %G_FILE_ERROR or %G_IO_ERROR
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
  g_autofree char *from = NULL;
  SqGameInfo *info;
  gpointer file;
  gboolean ok;

  g_return_val_if_fail (SQ_IS_STORE (store), FALSE);
  g_return_val_if_fail (sq_store_id_is_valid (id), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  sq_store_flush (store);

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

  file = sq_store_load_file (store, id, error);
  if (file == NULL)
    return FALSE;

  ok = sq_store_format_save (store->format, file, path, NULL, error);
  sq_store_format_free (store->format, file);
  return ok;
}

/**
 * sq_store_import:
 * @store: a store
 * @path: a game file, plain or sealed (for the app, a path the file
 *   chooser portal gave)
 * @error: the loader's error (the format's or %G_FILE_ERROR) if the file
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
  const SqStoreFormat *format;
  gpointer file;
  gboolean finished = FALSE;
  guint players = 0;
  char *id;

  g_return_val_if_fail (SQ_IS_STORE (store), NULL);
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  sq_store_flush (store);

  format = store->format;
  file = sq_store_format_load (format, path, NULL, error);
  if (file == NULL)
    return NULL;

  if (!format->describe (file, &finished, &players, error))
    {
      g_autofree char *shown = g_filename_display_name (path);

      g_prefix_error (error, "%s: ", shown);
      sq_store_format_free (format, file);
      return NULL;
    }

  sq_store_format_new_key (format, file);
  if (sq_store_file_text (store, file, SQ_STORE_FIELD_NAME) == NULL)
    {
      g_autofree char *base = g_filename_display_basename (path);

      if (g_str_has_suffix (base, format->suffix))
        base[strlen (base) - strlen (format->suffix)] = '\0';
      sq_store_file_set_text (store, file, SQ_STORE_FIELD_NAME, base);
    }

  id = sq_store_add_file (store, file, finished, players, FALSE, error);
  sq_store_format_free (format, file);
  return id;
}

/**
 * sq_store_copy_game:
 * @store: a store
 * @id: a listed game, which another program may hold
 * @name: (nullable): the copy's display name
 * @error: the loader's error, or a %G_FILE_ERROR if it cannot be written
 *
 * Adds a copy of the game as it is on disk under a fresh id and key, and
 * opens it here (see sq_store_open_file()): what to offer when another
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
  gboolean finished = FALSE;
  guint players = 0;
  gpointer file;
  char *copy = NULL;

  g_return_val_if_fail (SQ_IS_STORE (store), NULL);
  g_return_val_if_fail (sq_store_id_is_valid (id), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  sq_store_flush (store);

  file = sq_store_load_file (store, id, error);
  if (file == NULL)
    return NULL;
  if (store->format->describe (file, &finished, &players, error))
    copy = sq_store_add_copy (store, file, finished, players, name, error);
  sq_store_format_free (store->format, file);

  return copy;
}

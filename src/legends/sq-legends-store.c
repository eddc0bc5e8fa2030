/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * The Camelot Legends folder as a store: <id>.json, sealed Legends game
 * files, listed, locked, saved and tidied by the record layer's store
 * (sq-record-store.c), as the Shadows over Camelot games are
 * (sq-store.c). The players' names of a game saved before version 3 of
 * the file sit beside it in <id>.players; the store lists such a game all
 * the same, and the app reads the names (sq-legends-game-names.c).
 */

#include "sq-legends-store.h"

#include <string.h>

#include "sq-file-read-private.h"
#include "sq-legends-history.h"
#include "sq-seal-private.h"

/* The format */

static gpointer
legends_load (const char  *path,
              GStatBuf    *st,
              GError     **error)
{
  SqLegendsFile *file = NULL;

  if (!sq_legends_file_load_path (path, &file, error))
    return NULL;

  /* the file as read: what a later save checks is still there */
  if (st != NULL && g_lstat (path, st) != 0)
    memset (st, 0, sizeof *st);

  return file;
}

static gboolean
legends_save (gpointer     file,
              const char  *path,
              gpointer     cache,
              GError     **error)
{
  return sq_legends_file_save_sealed (file, path, error);
}

static void
legends_free (gpointer file)
{
  sq_legends_file_free (file);
}

static char **
legends_field (gpointer     data,
               SqStoreField field)
{
  SqLegendsFile *file = data;

  switch (field)
    {
    case SQ_STORE_FIELD_NAME:
      return &file->name;
    case SQ_STORE_FIELD_CREATED:
      return &file->created;
    case SQ_STORE_FIELD_UPDATED:
    default:
      return &file->updated;
    }
}

static void
legends_new_key (gpointer data)
{
  sq_seal_random_key (((SqLegendsFile *) data)->key);
}

static gboolean
legends_check_name (const char  *name,
                    GError     **error)
{
  return sq_file_check_name ("name", name, error);
}

static gboolean
legends_describe (gpointer   file,
                  gboolean  *finished,
                  guint     *players,
                  GError   **error)
{
  g_autoptr(SqLegendsHistory) history = sq_legends_history_new_from_file (file, error);

  if (history == NULL)
    return FALSE;

  *finished = sq_legends_history_is_finished (history);
  *players = sq_legends_history_get_state (history)->n_players;
  return TRUE;
}

static const SqStoreFormat legends_format = {
  .folder = SQ_LEGENDS_STORE_FOLDER,
  .suffix = ".json",
  .id_prefix = "legends",
  .load = legends_load,
  .save = legends_save,
  .free = legends_free,
  .field = legends_field,
  .new_key = legends_new_key,
  .check_name = legends_check_name,
  .describe = legends_describe,
};

/* Public API */

/**
 * sq_legends_store_format:
 *
 * Returns: (transfer none): the Camelot Legends game file, as the store
 *   sees it
 */
const SqStoreFormat *
sq_legends_store_format (void)
{
  return &legends_format;
}

/**
 * sq_legends_store_new:
 * @directory: (nullable): the Legends folder, or %NULL for the user's:
 *   g_get_user_data_dir()/io.github.camelot_squire.Squire/legends
 *
 * Returns: (transfer full): a new store of Camelot Legends games, empty
 *   until sq_store_refresh()
 */
SqStore *
sq_legends_store_new (const char *directory)
{
  return sq_store_new_for_format (&legends_format, directory);
}

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

#include "sq-legends-file-private.h"
#include "sq-legends-history.h"

/* The format: the game's record file (sq-legends-file.c), which the
 * store reads, seals and writes through the record layer, and its replay
 * for the list */

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
  .record = &sq_legends_file_format,
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

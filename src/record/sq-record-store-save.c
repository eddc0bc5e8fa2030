/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * The store's games one by one: creating, opening (with the advisory
 * lock), saving, renaming, deleting. See sq-record-store.c for the type
 * and the list, and the "Saved games" section of docs/architecture.md.
 *
 * One writer per game: a game open here holds an exclusive flock() on
 * .<id>.lock in the folder (sq_store_lock_game()), and every write first
 * checks that the file is still the one this store last read or wrote
 * (device, inode, size and modification time). When another program holds
 * the game or changed its file, nothing is written: the caller gets
 * SQ_STORE_ERROR_LOCKED or SQ_STORE_ERROR_CHANGED and decides.
 */

#include "sq-record-store-private.h"

#include <errno.h>
#include <unistd.h>
#include <utime.h>

/* Helpers */

/* What the writer remembers of a game between two saves, if the format
 * keeps anything */
static gpointer
get_cache (SqStore    *self,
           const char *id)
{
  gpointer cache = g_hash_table_lookup (self->caches, id);

  if (cache == NULL)
    {
      cache = sq_store_format_cache_new (self->format);
      if (cache == NULL)
        return NULL;
      g_hash_table_insert (self->caches, g_strdup (id), cache);
    }

  return cache;
}

/* The game @id open here, locked: found, or locked now. LOCKED if another
 * program (or store) holds it. */
static SqOpenGame *
hold_game (SqStore     *self,
           const char  *id,
           GError     **error)
{
  SqOpenGame *game = g_hash_table_lookup (self->open_games, id);
  int fd;

  if (game != NULL && game->fd >= 0)
    return game;

  if (!sq_store_ensure_directory (self->directory, error))
    return NULL;
  fd = sq_store_lock_game (self->directory, id, error);
  if (fd < 0)
    return NULL;

  /* opened without the lock (sq_store_open_file()): the first save takes it */
  if (game != NULL)
    {
      game->fd = fd;
      return game;
    }

  game = g_new0 (SqOpenGame, 1);
  game->fd = fd;
  g_hash_table_insert (self->open_games, g_strdup (id), game);
  return game;
}

/* Whether the file of @game is still the one read or written here last */
static gboolean
check_unchanged (SqStore     *self,
                 const char  *id,
                 SqOpenGame    *game,
                 GError     **error)
{
  g_autofree char *path = sq_store_game_path (self, id);
  SqFileIdentity now;

  if (!game->identity.known)
    return TRUE;

  sq_file_identity_read (&now, path);
  if (!sq_file_identity_equal (&now, &game->identity))
    {
      g_set_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_CHANGED,
                   "%s: %s by another program since Squire last read or saved it",
                   id, now.known ? "changed" : "removed");
      return FALSE;
    }

  return TRUE;
}

/* A write that leaves the list alone: the one writer's save, a new game
 * (listed by its caller), a rename */
static const SqStoreDone unlisted = { FALSE, FALSE, NULL };

/* Writes @file to the game's path, after the checks: held here (the lock),
 * unchanged on disk. Remembers what it wrote. With @done, a store that
 * writes behind hands the write to its worker thread and returns; without
 * (a new game), or in a store that does not, it writes at once. */
static gboolean
write_game (SqStore           *self,
            const char        *id,
            gpointer           file,
            const SqStoreDone *done,
            GError           **error)
{
  g_autofree char *path = sq_store_game_path (self, id);
  SqFileIdentity identity;
  SqOpenGame *game;

  game = hold_game (self, id, error);
  if (game == NULL || !check_unchanged (self, id, game, error))
    return FALSE;

  if (done != NULL && self->write_behind && self->format->record != NULL)
    {
      sq_store_write_behind (self, id,
                             sq_record_file_begin_sealed (self->format->record, file,
                                                          get_cache (self, id)),
                             done);
      return TRUE;
    }

  if (self->fail_saves > 0)
    {
      self->fail_saves--;
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC,
                   "cannot write %s: %s", path, g_strerror (ENOSPC));
      return FALSE;
    }

  if (!sq_store_format_save (self->format, file, path, get_cache (self, id), error))
    return FALSE;

  sq_file_identity_read (&identity, path);
  sq_store_wrote (self, id, &identity, done != NULL ? done : &unlisted);
  return TRUE;
}

/* Public API */

/**
 * sq_store_add_file:
 * @store: a store
 * @file: a file of the store's format, which replays
 * @finished: whether its game is over
 * @players: the players seated in it
 * @keep_open: whether the game stays open here (locked) for the caller to
 *   play, until sq_store_close_game()
 * @error: a #GError: the format's if it cannot hold the name, in
 *   %G_FILE_ERROR if it cannot be written
 *
 * Writes @file as a new game under a fresh id and lists it. Sets @file's
 * created date if it has none, and its updated date.
 *
 * Returns: (transfer full) (nullable): the new game's id
 */
char *
sq_store_add_file (SqStore     *self,
                   gpointer     file,
                   gboolean     finished,
                   guint        players,
                   gboolean     keep_open,
                   GError     **error)
{
  g_autofree char *id = NULL;
  g_autofree char *path = NULL;
  g_autofree char *created = NULL;
  g_autofree char *updated = NULL;
  g_autoptr(SqGameInfo) info = NULL;

  g_return_val_if_fail (SQ_IS_STORE (self), NULL);
  g_return_val_if_fail (file != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  sq_store_flush (self);

  if (!sq_store_check_name (self, sq_store_file_text (self, file, SQ_STORE_FIELD_NAME), error)
      || !sq_store_ensure_directory (self->directory, error))
    return NULL;

  id = sq_store_new_id (self);
  path = sq_store_game_path (self, id);

  created = sq_store_now_iso8601 ();
  if (sq_store_file_text (self, file, SQ_STORE_FIELD_CREATED) == NULL)
    sq_store_file_set_text (self, file, SQ_STORE_FIELD_CREATED, created);
  updated = sq_store_now_iso8601 ();
  sq_store_file_set_text (self, file, SQ_STORE_FIELD_UPDATED, updated);

  if (!write_game (self, id, file, NULL, error))
    {
      g_hash_table_remove (self->open_games, id);
      return NULL;
    }
  if (keep_open)
    ((SqOpenGame *) g_hash_table_lookup (self->open_games, id))->users++;
  else
    g_hash_table_remove (self->open_games, id);

  info = sq_game_info_new (id);
  sq_store_fill_info (self, info, file, finished, players, path);
  sq_store_place_info (self, info);

  return g_steal_pointer (&id);
}

/**
 * sq_store_load_file:
 * @store: a store
 * @id: a game id
 * @error: the format's loader's error, or a %G_FILE_ERROR
 *
 * Reads a game's file through the format's loader. Takes no lock: this is
 * how a game is opened read-only. To play and save it, use
 * sq_store_open_file().
 *
 * Returns: (transfer full) (nullable): the game file, for the format's
 *   free
 */
gpointer
sq_store_load_file (SqStore     *store,
                    const char  *id,
                    GError     **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (SQ_IS_STORE (store), NULL);
  g_return_val_if_fail (sq_store_id_is_valid (id), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  sq_store_flush (store);

  path = sq_store_game_path (store, id);
  return sq_store_format_load (store->format, path, NULL, error);
}

/**
 * sq_store_open_file:
 * @store: a store
 * @id: a game id
 * @lock_now: whether to take the lock now, or with the first save
 * @error: a #GError: %SQ_STORE_ERROR_LOCKED if @lock_now and another
 *   program (or another store) has the game open; otherwise the loader's
 *
 * Opens a game to play it: takes its advisory lock (now, or with the
 * first save), held until sq_store_close_game(), and reads it,
 * remembering the file's identity and modification time. Every save
 * checks them first, and refuses with %SQ_STORE_ERROR_CHANGED if another
 * program has changed the file since, or %SQ_STORE_ERROR_LOCKED if
 * another program holds it.
 *
 * Returns: (transfer full) (nullable): the game file, for the format's
 *   free
 */
gpointer
sq_store_open_file (SqStore     *store,
                    const char  *id,
                    gboolean     lock_now,
                    GError     **error)
{
  g_autofree char *path = NULL;
  SqOpenGame *game;
  gpointer file;
  GStatBuf st;

  g_return_val_if_fail (SQ_IS_STORE (store), NULL);
  g_return_val_if_fail (sq_store_id_is_valid (id), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  sq_store_flush (store);

  game = g_hash_table_lookup (store->open_games, id);
  if (lock_now)
    game = hold_game (store, id, error);
  else if (game == NULL)
    {
      game = g_new0 (SqOpenGame, 1);
      game->fd = -1;
      g_hash_table_insert (store->open_games, g_strdup (id), game);
    }
  if (game == NULL)
    return NULL;

  path = sq_store_game_path (store, id);
  file = sq_store_format_load (store->format, path, &st, error);
  if (file == NULL)
    {
      if (game->users == 0)
        g_hash_table_remove (store->open_games, id);
      return NULL;
    }

  sq_file_identity_from_stat (&game->identity, &st);
  game->users++;
  return file;
}

/**
 * sq_store_close_game:
 * @store: a store
 * @id: a game opened with sq_store_open_game() or sq_store_create()
 *
 * Releases the game's lock once every sq_store_open_game() (and the
 * sq_store_create()) of it here is closed. Nothing happens if it is not
 * open here.
 */
void
sq_store_close_game (SqStore    *store,
                     const char *id)
{
  SqOpenGame *game;

  g_return_if_fail (SQ_IS_STORE (store));
  g_return_if_fail (id != NULL);

  sq_store_flush (store);

  game = g_hash_table_lookup (store->open_games, id);
  if (game != NULL && game->users > 0)
    game->users--;
  if (game != NULL && game->users == 0)
    g_hash_table_remove (store->open_games, id);
}

/**
 * sq_store_write_file:
 * @store: a store
 * @id: a game id
 * @file: the game's file, as created or loaded
 * @error: a #GError: %SQ_STORE_ERROR_LOCKED or %SQ_STORE_ERROR_CHANGED
 *   (see sq_store_open_file()), or %G_FILE_ERROR if it cannot be written
 *
 * Writes @file over the game's file, atomically and durably, as it is:
 * the one writer's save, which leaves the list alone (sq_store_save_file()
 * is the listed game's). A game not open here is locked first. The file
 * on disk is never overwritten when another program holds the game or
 * has changed the file.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_store_write_file (SqStore     *store,
                     const char  *id,
                     gpointer     file,
                     GError     **error)
{
  g_return_val_if_fail (SQ_IS_STORE (store), FALSE);
  g_return_val_if_fail (sq_store_id_is_valid (id), FALSE);
  g_return_val_if_fail (file != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  sq_store_flush (store);
  return write_game (store, id, file, &unlisted, error);
}

/**
 * sq_store_save_file:
 * @store: a store
 * @id: a listed game
 * @file: the game's file, as created or loaded, with its game's actions
 * @finished: whether the game is over now
 * @error: a #GError: %SQ_STORE_ERROR_LOCKED or %SQ_STORE_ERROR_CHANGED
 *   (see sq_store_open_file()), or %G_FILE_ERROR if it cannot be written
 *
 * Saves the game after a change: stamps @file's updated date, takes the
 * name from the store (so that a rename is not undone by the next save)
 * and writes it atomically and durably. When this returns %TRUE the
 * change survives a crash or a power cut. A game not open here is locked
 * first. The file on disk is never overwritten when another program holds
 * the game or has changed the file.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_store_save_file (SqStore     *store,
                    const char  *id,
                    gpointer     file,
                    gboolean     finished,
                    GError     **error)
{
  SqGameInfo *info;
  g_autofree char *old_updated = NULL;
  g_autofree char *now = NULL;
  SqStoreDone done = { TRUE, finished, NULL };

  g_return_val_if_fail (SQ_IS_STORE (store), FALSE);
  g_return_val_if_fail (sq_store_id_is_valid (id), FALSE);
  g_return_val_if_fail (file != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  sq_store_flush (store);
  info = sq_store_lookup (store, id);
  if (info == NULL)
    return sq_store_no_such_game (error, id);

  sq_store_file_set_text (store, file, SQ_STORE_FIELD_NAME, sq_game_info_get_name (info));
  old_updated = g_strdup (sq_store_file_text (store, file, SQ_STORE_FIELD_UPDATED));
  now = sq_store_now_iso8601 ();
  sq_store_file_set_text (store, file, SQ_STORE_FIELD_UPDATED, now);

  done.updated = now;
  if (!write_game (store, id, file, &done, error))
    {
      /* the file in memory says what is on disk */
      sq_store_file_set_text (store, file, SQ_STORE_FIELD_UPDATED, old_updated);
      return FALSE;
    }

  return TRUE;
}

/**
 * sq_store_rename:
 * @store: a store
 * @id: a listed game
 * @name: (nullable): the new display name; %NULL or "" for none
 * @error: a #GError: the game's own load error if it is damaged,
 *   %SQ_FILE_ERROR_RANGE or %SQ_FILE_ERROR_SHAPE for a name a file cannot
 *   hold (sq_file_check_name()), %SQ_STORE_ERROR_LOCKED if another program
 *   has it open
 *
 * Changes a game's display name in its file and in the list. The updated
 * date stays: renaming is not playing.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_store_rename (SqStore     *store,
                 const char  *id,
                 const char  *name,
                 GError     **error)
{
  gpointer file;
  SqGameInfo *info;
  gboolean was_open;
  gboolean ok;

  g_return_val_if_fail (SQ_IS_STORE (store), FALSE);
  g_return_val_if_fail (sq_store_id_is_valid (id), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  sq_store_flush (store);

  info = sq_store_lookup (store, id);
  if (info == NULL)
    return sq_store_no_such_game (error, id);

  /* a damaged file is left as it is, even one that only fails to replay */
  if (sq_game_info_get_damaged (info))
    {
      g_propagate_error (error, g_error_copy (sq_game_info_get_error (info)));
      return FALSE;
    }

  if (name != NULL && name[0] == '\0')
    name = NULL;
  if (!sq_store_check_name (store, name, error))
    return FALSE;

  was_open = g_hash_table_contains (store->open_games, id);
  if (hold_game (store, id, error) == NULL)
    return FALSE;

  file = sq_store_load_file (store, id, error);
  ok = file != NULL;
  if (ok)
    {
      sq_store_file_set_text (store, file, SQ_STORE_FIELD_NAME, name);
      ok = write_game (store, id, file, NULL, error);
      sq_store_format_free (store->format, file);
    }
  if (!was_open)
    g_hash_table_remove (store->open_games, id);
  if (!ok)
    return FALSE;

  sq_game_info_set_name (info, name);
  return TRUE;
}

/**
 * sq_store_delete:
 * @store: a store
 * @id: a listed game, damaged or not
 * @error: a #GError in %G_FILE_ERROR (%G_FILE_ERROR_NOTDIR if `trash` is
 *   not a real folder), or %SQ_STORE_ERROR_LOCKED if another program has
 *   the game open
 *
 * Moves the game's file into the trash folder (`trash/` inside the games
 * folder) and takes it off the list. sq_store_undo_delete() brings it
 * back; sq_store_purge_trash() deletes it for good.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_store_delete (SqStore     *store,
                 const char  *id,
                 GError     **error)
{
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;
  guint position;

  g_return_val_if_fail (SQ_IS_STORE (store), FALSE);
  g_return_val_if_fail (sq_store_id_is_valid (id), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  sq_store_flush (store);

  if (!sq_store_find_info (store, id, &position))
    return sq_store_no_such_game (error, id);

  from = sq_store_game_path (store, id);
  to = sq_store_trash_path (store, id);
  if (!sq_store_check_trash (store->directory, error)
      || !sq_store_ensure_directory (store->trash, error)
      || hold_game (store, id, error) == NULL)
    return FALSE;
  if (g_rename (from, to) != 0)
    {
      int saved_errno = errno;

      g_hash_table_remove (store->open_games, id);
      return sq_store_set_error_from_errno (error, saved_errno, "cannot move to the trash", from);
    }

  /* the purge counts from the deletion */
  g_utime (to, NULL);

  sq_store_touch (store, id);
  g_list_store_remove (store->games, position);
  g_hash_table_remove (store->caches, id);
  g_hash_table_remove (store->open_games, id);
  return TRUE;
}

/**
 * sq_store_undo_delete:
 * @store: a store
 * @id: a game deleted with sq_store_delete()
 * @error: a #GError in %G_FILE_ERROR: %G_FILE_ERROR_NOENT if it is no
 *   longer in the trash, %G_FILE_ERROR_EXIST if a game with that id is
 *   back already
 *
 * Moves the game back from the trash and lists it again.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_store_undo_delete (SqStore     *store,
                      const char  *id,
                      GError     **error)
{
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;
  g_autoptr(SqGameInfo) info = NULL;

  g_return_val_if_fail (SQ_IS_STORE (store), FALSE);
  g_return_val_if_fail (sq_store_id_is_valid (id), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  sq_store_flush (store);

  from = sq_store_trash_path (store, id);
  to = sq_store_game_path (store, id);
  if (sq_store_lookup (store, id) != NULL || g_file_test (to, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST,
                   "%s: a game with this id is in the store already", id);
      return FALSE;
    }
  if (!sq_store_check_trash (store->directory, error))
    return FALSE;
  if (g_rename (from, to) != 0)
    return sq_store_set_error_from_errno (error, errno, "cannot restore", from);

  sq_store_touch (store, id);
  info = sq_game_info_new (id);
  sq_store_scan_one (store, info);
  sq_store_place_info (store, info);

  return TRUE;
}

/**
 * sq_store_purge_trash:
 * @store: a store
 * @older_than: how long a deleted game stays in the trash; 0 empties it
 * @error: a #GError in %G_FILE_ERROR, for the first file that could not
 *   be deleted, or %G_FILE_ERROR_NOTDIR if `trash` is not a real folder
 *
 * Deletes for good the games deleted at least @older_than ago. Also
 * removes temporary files that a crash in the middle of a save left in
 * the games folder, once they are an hour old (a save in progress is
 * never that old), and the lock files of games that are gone. Never
 * follows a symbolic link: a `trash` that is one is left alone, and so
 * are links inside it. sq_store_refresh_async() runs this at start.
 *
 * Returns: %TRUE if everything due went
 */
gboolean
sq_store_purge_trash (SqStore     *store,
                      GTimeSpan    older_than,
                      GError     **error)
{
  g_return_val_if_fail (SQ_IS_STORE (store), FALSE);
  g_return_val_if_fail (older_than >= 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  sq_store_flush (store);

  return sq_store_purge (store->format, store->directory, older_than, error);
}

void
sq_store_inject_save_failures (SqStore *store,
                               guint    n)
{
  g_return_if_fail (SQ_IS_STORE (store));

  store->fail_saves = n;
}


/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* A Legends game lives in one file in its folder: <id>.json, the sealed
 * game file of src/legends (the players' names, the setup and every
 * action, written whole after every change through a flushed temporary
 * file, so a crash leaves the old file or the new one), kept by the
 * record layer's store (sq-legends-store.h): its ids, its lock and its
 * one-writer checks are the Shadows over Camelot games'. A game saved
 * before version 3 of the file kept the names in <id>.players beside it
 * (sq-legends-game-names.c): read when the file has none, removed once
 * the game is saved again. */

#include "config.h"

#include <errno.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sq-legends-game-private.h"
#include "sq-legends-store.h"
#include "sq-legends-text.h"


/* Struct */

struct _SqLegendsGame
{
  SqRecordGame      parent_instance;

  char             *directory;   /* nullable: an unsaved game (tests) */
  GStrv             names;       /* one a seat */
  SqLegendsFile    *file;

  /* One writer per game: the folder's store holds the lock on .<id>.lock
   * and knows the file as last read or written here */
  SqStore          *store;       /* nullable, as @directory */
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqLegendsGame, sq_legends_game, SQ_TYPE_RECORD_GAME)

static const SqRecordGameHistory history_funcs =
  SQ_RECORD_GAME_HISTORY_INIT (sq_legends_history);

/* Auxiliary functions */

static char *
now_iso8601 (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();

  return g_date_time_format_iso8601 (now);
}

static gboolean
ensure_directory (const char  *directory,
                  GError     **error)
{
  int saved_errno;

  if (g_mkdir_with_parents (directory, 0700) == 0)
    return TRUE;

  saved_errno = errno;
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               /* Translators: %s is a folder, the second %s why it failed */
               _("Could not create the folder %s: %s"), directory, g_strerror (saved_errno));
  return FALSE;
}

/* Saves @file as a new game in the folder under a fresh id, open and
 * locked in @store: for a new game and for a copy. Returns the id, or
 * %NULL with @error set. */
static char *
write_new (SqStore                 *store,
           SqLegendsFile           *file,
           const SqLegendsHistory  *history,
           GError                 **error)
{
  if (!ensure_directory (sq_store_get_directory (store), error))
    return NULL;

  return sq_store_add_file (store, file, sq_legends_history_is_finished (history),
                            sq_legends_history_get_state (history)->n_players, TRUE, error);
}

static SqLegendsHistory *
history (SqLegendsGame *self)
{
  return sq_record_game_get_history (SQ_RECORD_GAME (self));
}

/* The game as it is now in its file, updated now */
static void
update_file (SqLegendsGame *self)
{
  sq_legends_history_write_to_file (history (self), self->file);
  g_free (self->file->updated);
  self->file->updated = now_iso8601 ();
}

/* SqRecordGame's write: over the game's file, if this is still the one
 * writer: the store takes the lock with the first save, and checks the
 * file is the one last read or written here */
static gboolean
write_game (SqRecordGame  *game,
            GError       **error)
{
  SqLegendsGame *self = SQ_LEGENDS_GAME (game);
  const char *id = sq_legends_game_get_id (self);
  g_autofree char *names_path = NULL;

  update_file (self);
  if (!sq_store_write_file (self->store, id, self->file, error))
    return FALSE;

  /* a game from before version 3 of the file had its players' names
   * beside it; they are in the file now */
  names_path = sq_legends_game_path (self->directory, id, SQ_LEGENDS_NAMES_SUFFIX);
  g_unlink (names_path);
  return TRUE;
}

static SqLegendsGame *
game_new (SqStore          *store,
          const char       *id,
          GStrv             names,
          SqLegendsFile    *file,
          SqLegendsHistory *history,
          gboolean          read_only)
{
  SqLegendsGame *self = g_object_new (SQ_TYPE_LEGENDS_GAME, NULL);

  sq_record_game_set_up (SQ_RECORD_GAME (self), store, id, history, read_only);
  self->store = store;
  self->directory = store != NULL ? g_strdup (sq_store_get_directory (store)) : NULL;
  self->names = names;
  self->file = file;
  /* saved with the game from now on */
  if (file->player_names == NULL)
    file->player_names = g_strdupv (names);

  return self;
}

/* GObject overrides */

static void
sq_legends_game_finalize (GObject *object)
{
  SqLegendsGame *self = SQ_LEGENDS_GAME (object);

  /* the store lets go of the game's lock */
  g_clear_object (&self->store);
  g_clear_pointer (&self->directory, g_free);
  g_clear_pointer (&self->names, g_strfreev);
  g_clear_pointer (&self->file, sq_legends_file_free);

  G_OBJECT_CLASS (sq_legends_game_parent_class)->finalize (object);
}

/* class_init and init */

static void
sq_legends_game_class_init (SqLegendsGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  SqRecordGameClass *record_class = SQ_RECORD_GAME_CLASS (klass);

  object_class->finalize = sq_legends_game_finalize;

  record_class->history = &history_funcs;
  record_class->write = write_game;
}

static void
sq_legends_game_init (SqLegendsGame *self)
{
}

/* Public API */

/**
 * sq_legends_game_new:
 * @directory: (nullable): the Legends folder, or %NULL to keep the game
 *   in memory
 * @setup: the table and the options
 * @names: (nullable) (array zero-terminated=1): the players' names, one a
 *   seat; missing or empty ones become “Player 2” and so on
 * @error: a refusal in %SQ_LEGENDS_ERROR or a failed save
 *
 * Prepares a new game and, with a folder, saves it under a fresh id.
 *
 * Returns: (transfer full) (nullable): the game
 */
SqLegendsGame *
sq_legends_game_new (const char            *directory,
                     const SqLegendsSetup  *setup,
                     const char * const    *names,
                     GError               **error)
{
  g_autoptr(SqLegendsHistory) history = NULL;
  g_autoptr(SqLegendsFile) file = NULL;
  g_autoptr(SqStore) store = NULL;
  g_auto(GStrv) normal = NULL;
  g_autofree char *id = NULL;

  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  history = sq_legends_history_new (setup, error);
  if (history == NULL)
    return NULL;

  file = sq_legends_file_new (setup);
  file->created = now_iso8601 ();
  normal = sq_legends_game_normalize_names (names, setup->n_players);
  file->player_names = g_strdupv (normal);

  if (directory != NULL)
    {
      store = sq_legends_store_new (directory);
      id = write_new (store, file, history, error);
      if (id == NULL)
        return NULL;
    }

  return game_new (g_steal_pointer (&store), id, g_steal_pointer (&normal),
                   g_steal_pointer (&file), g_steal_pointer (&history), FALSE);
}

static SqLegendsGame *
open_game (const char  *directory,
           const char  *id,
           gboolean     read_only,
           GError     **error)
{
  g_autoptr(SqLegendsFile) file = NULL;
  g_autoptr(SqStore) store = NULL;
  SqLegendsHistory *history = NULL;
  GStrv names;

  /* read, its file remembered; the lock comes with the first save */
  store = sq_legends_store_new (directory);
  file = sq_store_open_file (store, id, FALSE, error);
  if (file == NULL || (history = sq_legends_history_new_from_file (file, error)) == NULL)
    return NULL;

  /* before version 3 of the file, the names were kept beside it */
  if (file->player_names != NULL)
    names = sq_legends_game_normalize_names ((const char * const *) file->player_names,
                                             file->setup.n_players);
  else
    names = sq_legends_game_load_names (directory, id, file->setup.n_players);
  return game_new (g_steal_pointer (&store), id, names, g_steal_pointer (&file), history,
                   read_only);
}

/**
 * sq_legends_game_open:
 * @directory: the Legends folder
 * @id: the game's id
 * @error: a #GError in %SQ_FILE_ERROR or %G_FILE_ERROR
 *
 * Loads a saved game and replays it, undone actions included. The first
 * save takes the game's lock (as the store's games do), held until the
 * object goes: a save refuses when another window or program holds it
 * (%SQ_STORE_ERROR_LOCKED) or changed the file since it was read here
 * (%SQ_STORE_ERROR_CHANGED).
 *
 * Returns: (transfer full) (nullable): the game
 */
SqLegendsGame *
sq_legends_game_open (const char  *directory,
                      const char  *id,
                      GError     **error)
{
  g_return_val_if_fail (directory != NULL, NULL);
  g_return_val_if_fail (id != NULL && strchr (id, '/') == NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return open_game (directory, id, FALSE, error);
}

/**
 * sq_legends_game_open_read_only:
 * @directory: the Legends folder
 * @id: the game's id
 * @error: as for sq_legends_game_open()
 *
 * Loads a saved game as sq_legends_game_open() does, for a game another
 * program has open: it never takes the lock and never saves; every change
 * is refused with %SQ_STORE_ERROR_READ_ONLY.
 *
 * Returns: (transfer full) (nullable): the game
 */
SqLegendsGame *
sq_legends_game_open_read_only (const char  *directory,
                                const char  *id,
                                GError     **error)
{
  g_return_val_if_fail (directory != NULL, NULL);
  g_return_val_if_fail (id != NULL && strchr (id, '/') == NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return open_game (directory, id, TRUE, error);
}

/**
 * sq_legends_game_save_as_copy:
 * @error: a failed save
 *
 * Saves the game as played here as a new game in its folder, with the
 * same players, and goes on with the copy: for a game whose file another
 * program changed or holds, or one opened read-only. The original is left
 * as it is on disk, and its lock is given up.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_legends_game_save_as_copy (SqLegendsGame  *self,
                              GError        **error)
{
  g_autofree char *id = NULL;

  g_return_val_if_fail (SQ_IS_LEGENDS_GAME (self), FALSE);
  g_return_val_if_fail (self->directory != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* the store finishes its write first: a failed one would take back
   * changes, and the history, under the copy */
  sq_legends_game_flush (self);
  update_file (self);
  id = write_new (self->store, self->file, history (self), error);
  if (id == NULL)
    return FALSE;

  /* the original's lock goes */
  sq_store_close_game (self->store, sq_legends_game_get_id (self));
  sq_record_game_saved_as (SQ_RECORD_GAME (self), id);

  return TRUE;
}

const char *
sq_legends_game_get_directory (SqLegendsGame *self)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_GAME (self), NULL);

  return self->directory;
}

/**
 * sq_legends_game_get_names:
 *
 * Returns: (transfer none) (array zero-terminated=1): the players' names,
 *   one a seat
 */
const char * const *
sq_legends_game_get_names (SqLegendsGame *self)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_GAME (self), NULL);

  return (const char * const *) self->names;
}

const char *
sq_legends_game_get_name (SqLegendsGame *self,
                          guint          seat)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_GAME (self), NULL);
  g_return_val_if_fail (seat < g_strv_length (self->names), NULL);

  return self->names[seat];
}

/**
 * sq_legends_game_check:
 *
 * Whether sq_legends_game_apply() would accept @action, tried on a copy of
 * the state.
 *
 * Returns: %TRUE if legal; otherwise @error says why (%SQ_LEGENDS_ERROR)
 */
gboolean
sq_legends_game_check (SqLegendsGame          *self,
                       const SqLegendsAction  *action,
                       GError                **error)
{
  g_autoptr(SqLegendsState) copy = NULL;

  g_return_val_if_fail (SQ_IS_LEGENDS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  copy = sq_legends_state_copy (sq_legends_history_get_state (history (self)));

  return sq_legends_apply (copy, action, error);
}

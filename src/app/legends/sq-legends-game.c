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
  GObject           parent_instance;

  char             *directory;   /* nullable: an unsaved game (tests) */
  char             *id;
  GStrv             names;       /* one a seat */
  SqLegendsFile    *file;
  SqLegendsHistory *history;

  /* One writer per game: the folder's store holds the lock on .<id>.lock
   * and knows the file as last read or written here */
  SqStore          *store;       /* nullable, as @directory */
  gboolean          read_only;   /* opened without saving: every change refused */
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqLegendsGame, sq_legends_game, G_TYPE_OBJECT)

/* Properties and signals */

enum
{
  PROP_0,
  PROP_FINISHED,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_POSITION,
  N_PROPS
};

enum
{
  CHANGED,
  SAVE_FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

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

/* Writes the game over its file, if this is still the one writer: the
 * store takes the lock with the first save, and checks the file is the
 * one last read or written here */
static gboolean
write_game (SqLegendsGame  *self,
            GError        **error)
{
  g_autofree char *names_path = NULL;

  sq_legends_history_write_to_file (self->history, self->file);
  g_free (self->file->updated);
  self->file->updated = now_iso8601 ();

  if (!sq_store_write_file (self->store, self->id, self->file, error))
    return FALSE;

  /* a game from before version 3 of the file had its players' names
   * beside it; they are in the file now */
  names_path = sq_legends_game_path (self->directory, self->id, SQ_LEGENDS_NAMES_SUFFIX);
  g_unlink (names_path);
  return TRUE;
}

/* On a failure, ::save-failed hears of it first, and the message says
 * that the change was taken back */
static gboolean
save (SqLegendsGame  *self,
      GError        **error)
{
  g_autoptr(GError) local_error = NULL;

  if (self->directory == NULL)
    return TRUE;

  if (self->read_only)
    g_set_error_literal (&local_error, SQ_STORE_ERROR, SQ_STORE_ERROR_READ_ONLY,
                         /* Translators: why a move in a game opened read-only is
                          * not kept (another program has the game open) */
                         _("This game is open read-only"));
  else if (write_game (self, &local_error))
    return TRUE;

  g_signal_emit (self, signals[SAVE_FAILED], 0, local_error);
  g_set_error (error, local_error->domain, local_error->code,
               /* Translators: %s says why, e.g. “No space left on device” */
               _("The game could not be saved, so the change was taken back: %s"),
               local_error->message);
  return FALSE;
}

/* Call after every change: listeners hear of it once. */
static void
changed (SqLegendsGame *self,
         gboolean       was_finished,
         gboolean       could_undo,
         gboolean       could_redo,
         guint          old_position)
{
  g_object_freeze_notify (G_OBJECT (self));
  if (was_finished != sq_legends_game_get_finished (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FINISHED]);
  if (could_undo != sq_legends_game_get_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != sq_legends_game_get_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (old_position != sq_legends_game_get_position (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
  g_object_thaw_notify (G_OBJECT (self));

  g_signal_emit (self, signals[CHANGED], 0);
}

/* Undo or redo, saved; on a failed save the move is taken back so the
 * screen never shows a position the disk does not have. */
static gboolean
move_in_history (SqLegendsGame  *self,
                 guint           target,
                 GError        **error)
{
  gboolean was_finished = sq_legends_game_get_finished (self);
  gboolean could_undo = sq_legends_game_get_can_undo (self);
  gboolean could_redo = sq_legends_game_get_can_redo (self);
  guint old_position = sq_legends_game_get_position (self);

  if (!sq_legends_history_jump_to (self->history, target))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("That entry is not in this game’s history"));
      return FALSE;
    }

  if (!save (self, error))
    {
      sq_legends_history_jump_to (self->history, old_position);
      return FALSE;
    }

  changed (self, was_finished, could_undo, could_redo, old_position);

  return TRUE;
}

static SqLegendsGame *
game_new (SqStore          *store,
          const char       *id,
          GStrv             names,
          SqLegendsFile    *file,
          SqLegendsHistory *history)
{
  SqLegendsGame *self = g_object_new (SQ_TYPE_LEGENDS_GAME, NULL);

  self->store = store;
  self->directory = store != NULL ? g_strdup (sq_store_get_directory (store)) : NULL;
  self->id = g_strdup (id);
  self->names = names;
  self->file = file;
  /* saved with the game from now on */
  if (file->player_names == NULL)
    file->player_names = g_strdupv (names);
  self->history = history;

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
  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->names, g_strfreev);
  g_clear_pointer (&self->file, sq_legends_file_free);
  g_clear_pointer (&self->history, sq_legends_history_free);

  G_OBJECT_CLASS (sq_legends_game_parent_class)->finalize (object);
}

static void
sq_legends_game_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  SqLegendsGame *self = SQ_LEGENDS_GAME (object);

  switch (prop_id)
    {
    case PROP_FINISHED:
      g_value_set_boolean (value, sq_legends_game_get_finished (self));
      break;

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, sq_legends_game_get_can_undo (self));
      break;

    case PROP_CAN_REDO:
      g_value_set_boolean (value, sq_legends_game_get_can_redo (self));
      break;

    case PROP_POSITION:
      g_value_set_uint (value, sq_legends_game_get_position (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_legends_game_class_init (SqLegendsGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sq_legends_game_finalize;
  object_class->get_property = sq_legends_game_get_property;

  properties[PROP_FINISHED] =
    g_param_spec_boolean ("finished", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_POSITION] =
    g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SqLegendsGame::changed:
   *
   * The state changed: an action was applied, undone or redone. Emitted
   * after the change is saved.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * SqLegendsGame::save-failed:
   * @error: why: %SQ_STORE_ERROR_LOCKED or %SQ_STORE_ERROR_CHANGED when
   *   another program holds the game or changed its file
   *
   * A change could not be saved and was taken back. Emitted before the
   * call that made the change returns its error.
   */
  signals[SAVE_FAILED] =
    g_signal_new ("save-failed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);
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
                   g_steal_pointer (&file), g_steal_pointer (&history));
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
  g_autoptr(SqLegendsFile) file = NULL;
  g_autoptr(SqStore) store = NULL;
  SqLegendsHistory *history = NULL;
  GStrv names;

  g_return_val_if_fail (directory != NULL, NULL);
  g_return_val_if_fail (id != NULL && strchr (id, '/') == NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

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
  return game_new (g_steal_pointer (&store), id, names, g_steal_pointer (&file), history);
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
  SqLegendsGame *self = sq_legends_game_open (directory, id, error);

  if (self != NULL)
    self->read_only = TRUE;
  return self;
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

  sq_legends_history_write_to_file (self->history, self->file);
  id = write_new (self->store, self->file, self->history, error);
  if (id == NULL)
    return FALSE;

  /* the original's lock goes */
  sq_store_close_game (self->store, self->id);
  g_free (self->id);
  self->id = g_steal_pointer (&id);
  self->read_only = FALSE;

  return TRUE;
}

/**
 * sq_legends_game_get_read_only:
 *
 * Returns: whether the game was opened read-only
 *   (sq_legends_game_open_read_only())
 */
gboolean
sq_legends_game_get_read_only (SqLegendsGame *self)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_GAME (self), FALSE);

  return self->read_only;
}

/**
 * sq_legends_game_get_id:
 *
 * Returns: (nullable): the id in the folder, %NULL for an unsaved game
 */
const char *
sq_legends_game_get_id (SqLegendsGame *self)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_GAME (self), NULL);

  return self->id;
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
 * sq_legends_game_get_state:
 *
 * The whole state, the face-down final event's place included: widgets
 * must show only what the table sees.
 *
 * Returns: (transfer none): the current state
 */
const SqLegendsState *
sq_legends_game_get_state (SqLegendsGame *self)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_GAME (self), NULL);

  return sq_legends_history_get_state (self->history);
}

const SqLegendsSetup *
sq_legends_game_get_setup (SqLegendsGame *self)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_GAME (self), NULL);

  return sq_legends_history_get_setup (self->history);
}

gboolean
sq_legends_game_get_finished (SqLegendsGame *self)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_GAME (self), FALSE);

  return sq_legends_history_is_finished (self->history);
}

gboolean
sq_legends_game_get_can_undo (SqLegendsGame *self)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_GAME (self), FALSE);

  return sq_legends_history_can_undo (self->history);
}

gboolean
sq_legends_game_get_can_redo (SqLegendsGame *self)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_GAME (self), FALSE);

  return sq_legends_history_can_redo (self->history);
}

guint
sq_legends_game_get_position (SqLegendsGame *self)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_GAME (self), 0);

  return sq_legends_history_get_position (self->history);
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

  copy = sq_legends_state_copy (sq_legends_history_get_state (self->history));

  return sq_legends_apply (copy, action, error);
}

/**
 * sq_legends_game_apply:
 * @error: a refusal (%SQ_LEGENDS_ERROR) or a failed save (%G_FILE_ERROR)
 *
 * Applies @action and saves the game before returning: when this returns
 * %TRUE the action survives a crash. A failed save takes the action back.
 *
 * Returns: %TRUE if the action was applied and saved
 */
gboolean
sq_legends_game_apply (SqLegendsGame          *self,
                       const SqLegendsAction  *action,
                       GError                **error)
{
  g_autoptr(SqLegendsHistory) before = NULL;
  gboolean was_finished;
  gboolean could_undo;
  gboolean could_redo;
  guint old_position;

  g_return_val_if_fail (SQ_IS_LEGENDS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  was_finished = sq_legends_game_get_finished (self);
  could_undo = sq_legends_game_get_can_undo (self);
  could_redo = sq_legends_game_get_can_redo (self);
  old_position = sq_legends_game_get_position (self);

  /* a new action drops the redo entries: if the save fails, they must
   * come back as they were, and the new action must not stay as one */
  before = sq_legends_history_copy (self->history);
  if (!sq_legends_history_apply (self->history, action, error))
    return FALSE;

  if (!save (self, error))
    {
      sq_legends_history_free (self->history);
      self->history = g_steal_pointer (&before);
      changed (self, was_finished, could_undo, could_redo, old_position);
      return FALSE;
    }

  changed (self, was_finished, could_undo, could_redo, old_position);

  return TRUE;
}

gboolean
sq_legends_game_undo (SqLegendsGame  *self,
                      GError        **error)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_GAME (self), FALSE);

  if (!sq_legends_game_get_can_undo (self))
    return TRUE;

  return move_in_history (self, sq_legends_game_get_position (self) - 1, error);
}

gboolean
sq_legends_game_redo (SqLegendsGame  *self,
                      GError        **error)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_GAME (self), FALSE);

  if (!sq_legends_game_get_can_redo (self))
    return TRUE;

  return move_in_history (self, sq_legends_game_get_position (self) + 1, error);
}

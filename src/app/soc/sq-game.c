/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-game.h"
#include "sq-game-private.h"
#include "sq-log-entry.h"
#include "sq-text.h"
#include "sq-text-events.h"

struct _SqGame
{
  GObject     parent_instance;

  SqStore    *store;          /* nullable: an unsaved game (tests, screenshots) */
  char       *id;
  char       *name;
  SqGameFile *file;
  SqHistory  *history;
  gboolean    read_only;      /* opened without the lock: never saved */

  /* The log describes every entry of the history, undone ones included.
   * log_actions mirrors the entries described and log_state is the state
   * after the last of them, so that appending costs one apply. */
  GListStore *log;
  GArray     *log_actions;
  GArray     *log_corrections; /* gboolean: whether the entry was a correction */
  SqState    *log_state;
};

G_DEFINE_FINAL_TYPE (SqGame, sq_game, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_NAME,
  PROP_FINISHED,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_POSITION,
  PROP_LOG,
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

/* Helpers */

/* the state after the first @n entries, which the log and the history
 * have in common */
static void
rebuild_log_state (SqGame *self,
                   guint   n)
{
  g_clear_pointer (&self->log_state, sq_state_free);
  self->log_state = sq_game_history_state_at (self->history, n);
}

static gboolean
log_matches (SqGame *self,
             guint   i)
{
  return sq_action_equal (sq_history_get_entry (self->history, i),
                          &g_array_index (self->log_actions, SqAction, i))
         && (sq_history_get_correction (self->history, i) != NULL)
            == g_array_index (self->log_corrections, gboolean, i);
}

static guint
last_turn (SqGame *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->log));
  g_autoptr(SqLogEntry) entry = n > 0 ? g_list_model_get_item (G_LIST_MODEL (self->log), n - 1)
                                      : NULL;

  return entry != NULL ? sq_log_entry_get_turn (entry) : 0;
}

static void
sync_log (SqGame *self)
{
  guint n_entries = sq_history_get_n_entries (self->history);
  guint position = sq_history_get_position (self->history);
  guint n_log = self->log_actions->len;
  guint common = 0;

  while (common < n_entries && common < n_log && log_matches (self, common))
    common++;

  if (common < n_log)
    {
      g_array_set_size (self->log_actions, common);
      g_array_set_size (self->log_corrections, common);
      g_list_store_splice (self->log, common, n_log - common, NULL, 0);
      rebuild_log_state (self, common);
    }

  for (guint i = common; i < n_entries; i++)
    {
      const SqAction *action = sq_history_get_entry (self->history, i);
      gboolean correction = sq_history_get_correction (self->history, i) != NULL;
      g_autoptr(SqLogEntry) entry = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;

      g_autoptr(SqState) before = sq_state_copy (self->log_state);
      gboolean first_of_turn = i == 0 || last_turn (self) != before->turn;

      if (correction)
        {
          /* the corrected game, replayed: not one action on the last state */
          text = sq_game_correction_text (self->history, i);
          entry = sq_log_entry_new (i, self->log_state->turn, text);
          rebuild_log_state (self, i + 1);
          sq_game_describe_correction (entry, before, first_of_turn);
        }
      else
        {
          text = sq_text_action (self->log_state, action, SQ_TEXT_PUBLIC, TRUE);
          entry = sq_log_entry_new (i, self->log_state->turn, text);
          if (!sq_apply (self->log_state, action, &error))
            g_error ("a history entry no longer applies: %s", error->message);
          sq_text_events_describe (entry, before, action, self->log_state, first_of_turn);
        }

      g_array_append_val (self->log_actions, *action);
      g_array_append_val (self->log_corrections, correction);
      g_list_store_append (self->log, entry);
    }

  for (guint i = 0; i < n_entries; i++)
    {
      g_autoptr(SqLogEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->log), i);

      sq_log_entry_set_undone (entry, i >= position);
    }

  sq_game_mark_correctable (self->history, G_LIST_MODEL (self->log));
}

/* On a failure, ::save-failed hears of it first, and the message says
 * that the game was not saved */
static gboolean
save (SqGame  *self,
      GError **error)
{
  g_autoptr(GError) local_error = NULL;

  if (self->store == NULL)
    return TRUE;

  if (self->read_only)
    g_set_error_literal (&local_error, SQ_STORE_ERROR, SQ_STORE_ERROR_READ_ONLY,
                         /* Translators: why a move in a game opened read-only is
                          * not kept (another program has the game open) */
                         _("This game is open read-only"));
  else if (sq_store_save (self->store, self->id, self->file, self->history, &local_error))
    return TRUE;

  g_signal_emit (self, signals[SAVE_FAILED], 0, local_error);
  g_set_error (error, local_error->domain, local_error->code,
               /* Translators: %s says why, e.g. “No space left on device” */
               _("The game could not be saved, so the change was taken back: %s"),
               local_error->message);
  return FALSE;
}

/* Call after every change: the log follows the history, then listeners
 * hear of it once. */
static void
changed (SqGame   *self,
         gboolean  was_finished,
         gboolean  could_undo,
         gboolean  could_redo,
         guint     old_position)
{
  sync_log (self);

  g_object_freeze_notify (G_OBJECT (self));
  if (was_finished != sq_game_get_finished (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FINISHED]);
  if (could_undo != sq_game_get_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != sq_game_get_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (old_position != sq_game_get_position (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
  g_object_thaw_notify (G_OBJECT (self));

  g_signal_emit (self, signals[CHANGED], 0);
}

/* Undo, redo or jump, saved; on a failed save the move is taken back so
 * the screen never shows a position the disk does not have. */
static gboolean
move_in_history (SqGame  *self,
                 guint    target,
                 GError **error)
{
  gboolean was_finished = sq_game_get_finished (self);
  gboolean could_undo = sq_game_get_can_undo (self);
  gboolean could_redo = sq_game_get_can_redo (self);
  guint old_position = sq_game_get_position (self);

  if (target == old_position)
    return TRUE;

  if (!sq_history_jump_to (self->history, target))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("That entry is not in this game’s history"));
      return FALSE;
    }

  if (!save (self, error))
    {
      sq_history_jump_to (self->history, old_position);
      return FALSE;
    }

  changed (self, was_finished, could_undo, could_redo, old_position);

  return TRUE;
}

static gboolean
apply_change (SqHistory      *history,
              gconstpointer   data,
              GError        **error)
{
  return sq_history_apply (history, data, error);
}

/* GObject overrides */

static void
sq_game_finalize (GObject *object)
{
  SqGame *self = SQ_GAME (object);

  if (self->store != NULL && self->id != NULL && !self->read_only)
    sq_store_close_game (self->store, self->id);
  g_clear_object (&self->store);
  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->file, sq_game_file_free);
  g_clear_pointer (&self->history, sq_history_free);
  g_clear_object (&self->log);
  g_clear_pointer (&self->log_actions, g_array_unref);
  g_clear_pointer (&self->log_corrections, g_array_unref);
  g_clear_pointer (&self->log_state, sq_state_free);

  G_OBJECT_CLASS (sq_game_parent_class)->finalize (object);
}

static void
sq_game_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  SqGame *self = SQ_GAME (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;

    case PROP_FINISHED:
      g_value_set_boolean (value, sq_game_get_finished (self));
      break;

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, sq_game_get_can_undo (self));
      break;

    case PROP_CAN_REDO:
      g_value_set_boolean (value, sq_game_get_can_redo (self));
      break;

    case PROP_POSITION:
      g_value_set_uint (value, sq_game_get_position (self));
      break;

    case PROP_LOG:
      g_value_set_object (value, self->log);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_game_class_init (SqGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sq_game_finalize;
  object_class->get_property = sq_game_get_property;

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
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
  properties[PROP_LOG] =
    g_param_spec_object ("log", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SqGame::changed:
   *
   * The state changed: an action was applied, undone, redone or jumped
   * over. Emitted after the change is saved.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * SqGame::save-failed:
   * @error: why: %SQ_STORE_ERROR_CHANGED or %SQ_STORE_ERROR_LOCKED when
   *   another program changed or holds the game, %SQ_STORE_ERROR_READ_ONLY,
   *   or a %G_FILE_ERROR
   *
   * A change could not be saved and was taken back (the redo entries as
   * they were); emitted before the call that failed returns.
   */
  signals[SAVE_FAILED] =
    g_signal_new ("save-failed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
sq_game_init (SqGame *self)
{
  self->log = g_list_store_new (SQ_TYPE_LOG_ENTRY);
  self->log_actions = g_array_new (FALSE, FALSE, sizeof (SqAction));
  self->log_corrections = g_array_new (FALSE, FALSE, sizeof (gboolean));
}

static SqGame *
game_new (SqStore    *store,
          const char *id,
          SqGameFile *file,
          SqHistory  *history,
          gboolean    read_only)
{
  SqGame *self = g_object_new (SQ_TYPE_GAME, NULL);

  self->read_only = read_only;
  self->store = store != NULL ? g_object_ref (store) : NULL;
  self->id = g_strdup (id);
  self->name = g_strdup (file->name);
  self->file = file;
  self->history = history;

  rebuild_log_state (self, 0);
  sync_log (self);

  return self;
}

/* Private API (sq-game-private.h) */

SqHistory *
sq_game_get_history (SqGame *self)
{
  return self->history;
}

/* Makes @change to the history and saves it, as sq_game_apply() does for
 * an action: a failed save restores the history as it was */
gboolean
sq_game_change (SqGame         *self,
                SqGameChange    change,
                gconstpointer   data,
                GError        **error)
{
  g_autoptr(SqHistory) before = NULL;
  gboolean was_finished;
  gboolean could_undo;
  gboolean could_redo;
  guint old_position;

  was_finished = sq_game_get_finished (self);
  could_undo = sq_game_get_can_undo (self);
  could_redo = sq_game_get_can_redo (self);
  old_position = sq_game_get_position (self);

  /* a new action drops the redo entries: if the save fails, they must
   * come back as they were, and the new action must not stay as one */
  before = sq_history_copy (self->history);
  if (!change (self->history, data, error))
    return FALSE;

  if (!save (self, error))
    {
      sq_history_free (self->history);
      self->history = g_steal_pointer (&before);
      changed (self, was_finished, could_undo, could_redo, old_position);
      return FALSE;
    }

  changed (self, was_finished, could_undo, could_redo, old_position);

  return TRUE;
}

/* Public API */

/**
 * sq_game_new:
 * @store: (nullable): where to save the game, or %NULL to keep it in memory
 * @setup: the table and rule options
 * @name: (nullable): the name shown in the games list
 * @error: a #GError from the engine or the store
 *
 * Deals a new game and, with a store, saves it under a fresh id.
 *
 * Returns: (transfer full) (nullable): the game
 */
SqGame *
sq_game_new (SqStore        *store,
             const SqSetup  *setup,
             const char     *name,
             GError        **error)
{
  g_autoptr(SqHistory) history = NULL;
  g_autofree char *id = NULL;
  SqGameFile *file;

  g_return_val_if_fail (store == NULL || SQ_IS_STORE (store), NULL);
  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  history = sq_history_new (setup, error);
  if (history == NULL)
    return NULL;

  file = sq_game_file_new (setup);
  file->name = g_strdup (name);

  if (store != NULL)
    {
      id = sq_store_create (store, file, error);
      if (id == NULL)
        {
          sq_game_file_free (file);
          return NULL;
        }
    }

  return game_new (store, id, file, g_steal_pointer (&history), FALSE);
}

static SqGame *
open_game (SqStore     *store,
           const char  *id,
           gboolean     read_only,
           GError     **error)
{
  g_autoptr(SqGameFile) file = NULL;
  SqHistory *history;
  SqGameInfo *info;

  file = read_only ? sq_store_load (store, id, error) : sq_store_open_game (store, id, error);
  if (file == NULL)
    return NULL;

  history = sq_history_new_from_file (file, error);
  if (history == NULL)
    {
      if (!read_only)
        sq_store_close_game (store, id);
      return NULL;
    }

  /* the store's name wins: a rename is not in the file until the next save */
  info = sq_store_lookup (store, id);
  if (info != NULL)
    {
      g_free (file->name);
      file->name = g_strdup (sq_game_info_get_name (info));
    }

  return game_new (store, id, g_steal_pointer (&file), history, read_only);
}

/**
 * sq_game_open:
 * @store: the store that lists the game
 * @id: the game's id
 * @error: a #GError in %SQ_FILE_ERROR or %G_FILE_ERROR, or
 *   %SQ_STORE_ERROR_LOCKED if another program has the game open
 *
 * Loads a saved game and replays it, undone actions included. The game
 * stays locked (sq_store_open_game()) until the object is finalized.
 *
 * Returns: (transfer full) (nullable): the game
 */
SqGame *
sq_game_open (SqStore     *store,
              const char  *id,
              GError     **error)
{
  g_return_val_if_fail (SQ_IS_STORE (store), NULL);
  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return open_game (store, id, FALSE, error);
}

/**
 * sq_game_open_read_only:
 * @store: the store that lists the game
 * @id: the game's id
 * @error: a #GError in %SQ_FILE_ERROR or %G_FILE_ERROR
 *
 * Loads a saved game as sq_game_open() does, without the lock: for a game
 * another program has open. Nothing is ever saved: every change is
 * refused with %SQ_STORE_ERROR_READ_ONLY.
 *
 * Returns: (transfer full) (nullable): the game
 */
SqGame *
sq_game_open_read_only (SqStore     *store,
                        const char  *id,
                        GError     **error)
{
  g_return_val_if_fail (SQ_IS_STORE (store), NULL);
  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return open_game (store, id, TRUE, error);
}

/**
 * sq_game_save_as_copy:
 * @name: (nullable): the copy's name
 * @error: a #GError from the store
 *
 * Saves the game as played here as a new game in the store, and goes on
 * with the copy: for a game whose file another program changed, or one
 * opened read-only. The original is left as it is on disk.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_game_save_as_copy (SqGame      *self,
                      const char  *name,
                      GError     **error)
{
  g_autofree char *id = NULL;

  g_return_val_if_fail (SQ_IS_GAME (self), FALSE);
  g_return_val_if_fail (self->store != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  id = sq_store_save_as_copy (self->store, self->file, self->history, name, error);
  if (id == NULL)
    return FALSE;

  if (!self->read_only)
    sq_store_close_game (self->store, self->id);
  g_free (self->id);
  self->id = g_steal_pointer (&id);
  self->read_only = FALSE;
  g_free (self->name);
  self->name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);

  return TRUE;
}

/**
 * sq_game_get_read_only:
 *
 * Returns: whether the game was opened read-only (sq_game_open_read_only())
 */
gboolean
sq_game_get_read_only (SqGame *self)
{
  g_return_val_if_fail (SQ_IS_GAME (self), FALSE);

  return self->read_only;
}

/**
 * sq_game_get_id:
 *
 * Returns: (nullable): the id in the store, %NULL for an unsaved game
 */
const char *
sq_game_get_id (SqGame *self)
{
  g_return_val_if_fail (SQ_IS_GAME (self), NULL);

  return self->id;
}

const char *
sq_game_get_name (SqGame *self)
{
  g_return_val_if_fail (SQ_IS_GAME (self), NULL);

  return self->name;
}

/**
 * sq_game_get_state:
 *
 * The whole state, secrets included: widgets must show only what the
 * rules let the table see.
 *
 * Returns: (transfer none): the current state
 */
const SqState *
sq_game_get_state (SqGame *self)
{
  g_return_val_if_fail (SQ_IS_GAME (self), NULL);

  return sq_history_get_state (self->history);
}

const SqSetup *
sq_game_get_setup (SqGame *self)
{
  g_return_val_if_fail (SQ_IS_GAME (self), NULL);

  return sq_history_get_setup (self->history);
}

gboolean
sq_game_get_finished (SqGame *self)
{
  g_return_val_if_fail (SQ_IS_GAME (self), FALSE);

  return sq_history_is_finished (self->history);
}

gboolean
sq_game_get_can_undo (SqGame *self)
{
  g_return_val_if_fail (SQ_IS_GAME (self), FALSE);

  return sq_history_can_undo (self->history);
}

gboolean
sq_game_get_can_redo (SqGame *self)
{
  g_return_val_if_fail (SQ_IS_GAME (self), FALSE);

  return sq_history_can_redo (self->history);
}

guint
sq_game_get_position (SqGame *self)
{
  g_return_val_if_fail (SQ_IS_GAME (self), 0);

  return sq_history_get_position (self->history);
}

/**
 * sq_game_get_log:
 *
 * Returns: (transfer none): a #GListModel of #SqLogEntry, one per history
 *   entry, undone ones included (and marked so)
 */
GListModel *
sq_game_get_log (SqGame *self)
{
  g_return_val_if_fail (SQ_IS_GAME (self), NULL);

  return G_LIST_MODEL (self->log);
}

/**
 * sq_game_check:
 *
 * Whether sq_game_apply() would accept @action, without applying it.
 *
 * Returns: %TRUE if legal; otherwise @error says why (SQ_RULES_ERROR)
 */
gboolean
sq_game_check (SqGame          *self,
               const SqAction  *action,
               GError         **error)
{
  SqState copy;

  g_return_val_if_fail (SQ_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  copy = *sq_history_get_state (self->history);

  return sq_apply (&copy, action, error);
}

/**
 * sq_game_apply:
 * @error: a refusal (SQ_RULES_ERROR) or a failed save (G_FILE_ERROR)
 *
 * Applies @action and saves the game before returning: when this returns
 * %TRUE the action survives a crash. A failed save takes the action back
 * and leaves the redo entries as they were.
 *
 * Returns: %TRUE if the action was applied and saved
 */
gboolean
sq_game_apply (SqGame          *self,
               const SqAction  *action,
               GError         **error)
{
  g_return_val_if_fail (SQ_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return sq_game_change (self, apply_change, action, error);
}

gboolean
sq_game_undo (SqGame  *self,
              GError **error)
{
  g_return_val_if_fail (SQ_IS_GAME (self), FALSE);

  if (!sq_game_get_can_undo (self))
    return TRUE;

  return move_in_history (self, sq_game_get_position (self) - 1, error);
}

gboolean
sq_game_redo (SqGame  *self,
              GError **error)
{
  g_return_val_if_fail (SQ_IS_GAME (self), FALSE);

  if (!sq_game_get_can_redo (self))
    return TRUE;

  return move_in_history (self, sq_game_get_position (self) + 1, error);
}

/**
 * sq_game_jump_to:
 * @position: how many entries stay in effect: 0 is the deal
 *
 * Returns: %TRUE on success
 */
gboolean
sq_game_jump_to (SqGame   *self,
                 guint     position,
                 GError  **error)
{
  g_return_val_if_fail (SQ_IS_GAME (self), FALSE);

  return move_in_history (self, position, error);
}

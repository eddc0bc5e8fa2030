/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Every change goes through one of two paths: a change to the history
 * (an action, a correction) is made on the history with a copy kept, and
 * the copy comes back if the save fails; a move in the history (undo,
 * redo, a jump) is moved back. Either way listeners hear of it once.
 * What a store that writes behind asks for besides (a change made while
 * a write is under way waits in memory, never for the disk) is in
 * sq-record-game-behind.c. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-record-game-private.h"
#include "sq-record-store.h"

/* G_DEFINE */

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (SqRecordGame, sq_record_game, G_TYPE_OBJECT)

SqRecordGamePrivate *
sq_record_game_get_priv (SqRecordGame *self)
{
  return sq_record_game_get_instance_private (self);
}

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

/* What listeners compare after a change, to notify only what changed */
SqRecordGameBefore
sq_record_game_before_change (SqRecordGame *self)
{
  return (SqRecordGameBefore) {
    sq_record_game_get_finished (self),
    sq_record_game_get_can_undo (self),
    sq_record_game_get_can_redo (self),
    sq_record_game_get_position (self),
  };
}

/* On a failure, ::save-failed hears of it first, and the message says
 * that the change was taken back */
static gboolean
save (SqRecordGame  *self,
      GError       **error)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);
  g_autoptr(GError) local_error = NULL;
  g_autofree char *message = NULL;

  if (priv->id == NULL)
    return TRUE;

  if (priv->read_only)
    g_set_error_literal (&local_error, SQ_STORE_ERROR, SQ_STORE_ERROR_READ_ONLY,
                         /* Translators: why a move in a game opened read-only is
                          * not kept (another program has the game open) */
                         _("This game is open read-only"));
  else if (SQ_RECORD_GAME_GET_CLASS (self)->write (self, &local_error))
    return TRUE;

  sq_record_game_emit_save_failed (self, local_error, FALSE, 1);
  message = sq_record_game_dup_taken_back_message (local_error, 1);
  g_set_error_literal (error, local_error->domain, local_error->code, message);
  return FALSE;
}

/* Call after every change: the subclass follows the history, then
 * listeners hear of it once. */
void
sq_record_game_changed (SqRecordGame             *self,
                        const SqRecordGameBefore *before)
{
  SqRecordGameClass *klass = SQ_RECORD_GAME_GET_CLASS (self);
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);

  if (klass->follow != NULL)
    klass->follow (self);
  if (priv->quiet)
    return;

  g_object_freeze_notify (G_OBJECT (self));
  if (before->finished != sq_record_game_get_finished (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FINISHED]);
  if (before->can_undo != sq_record_game_get_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (before->can_redo != sq_record_game_get_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (before->position != sq_record_game_get_position (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
  g_object_thaw_notify (G_OBJECT (self));

  g_signal_emit (self, signals[CHANGED], 0);
}

/* Tells of changes taken back, unless the game is being let go */
void
sq_record_game_emit_save_failed (SqRecordGame *self,
                                 const GError *error,
                                 gboolean      late,
                                 guint         n_changes)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);

  if (!priv->quiet)
    g_signal_emit (self, signals[SAVE_FAILED], 0, error, late, n_changes);
}

/* Undo, redo or jump, saved; on a failed save the move is taken back. */
static gboolean
move_in_history (SqRecordGame  *self,
                 guint          target,
                 GError       **error)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);
  SqRecordGameBefore before;
  gpointer copy = NULL;
  gboolean waits;

  before = sq_record_game_before_change (self);
  if (target == before.position)
    return TRUE;

  waits = sq_record_game_must_wait (self, &copy);
  if (!waits && sq_record_game_writes_behind (self))
    copy = sq_record_game_history_funcs (self)->copy (priv->history);
  if (!sq_record_game_history_funcs (self)->jump_to (priv->history, target))
    {
      if (copy != NULL)
        sq_record_game_history_funcs (self)->free (copy);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("That entry is not in this game’s history"));
      return FALSE;
    }

  if (waits)
    sq_record_game_change_waits (self, copy);
  else if (!save (self, error))
    {
      if (copy != NULL)
        sq_record_game_history_funcs (self)->free (copy);
      sq_record_game_history_funcs (self)->jump_to (priv->history, before.position);
      return FALSE;
    }
  else
    sq_record_game_keep_until_written (self, copy);
  sq_record_game_changed (self, &before);

  return TRUE;
}

/* GObject overrides */

/* Changes that waited for a write are not lost with the game: saved,
 * though no one can be told any more */
static void
sq_record_game_dispose (GObject *object)
{
  SqRecordGame *self = SQ_RECORD_GAME (object);
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);

  if (priv->unsaved != NULL)
    {
      priv->quiet = TRUE;
      sq_record_game_flush (self);
    }

  G_OBJECT_CLASS (sq_record_game_parent_class)->dispose (object);
}

static void
sq_record_game_finalize (GObject *object)
{
  SqRecordGame *self = SQ_RECORD_GAME (object);
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);

  sq_record_game_forget_writes (self);
  g_clear_pointer (&priv->id, g_free);
  g_clear_object (&priv->store);
  if (priv->history != NULL)
    sq_record_game_history_funcs (self)->free (g_steal_pointer (&priv->history));

  G_OBJECT_CLASS (sq_record_game_parent_class)->finalize (object);
}

static void
sq_record_game_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  SqRecordGame *self = SQ_RECORD_GAME (object);

  switch (prop_id)
    {
    case PROP_FINISHED:
      g_value_set_boolean (value, sq_record_game_get_finished (self));
      break;

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, sq_record_game_get_can_undo (self));
      break;

    case PROP_CAN_REDO:
      g_value_set_boolean (value, sq_record_game_get_can_redo (self));
      break;

    case PROP_POSITION:
      g_value_set_uint (value, sq_record_game_get_position (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_record_game_class_init (SqRecordGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sq_record_game_dispose;
  object_class->finalize = sq_record_game_finalize;
  object_class->get_property = sq_record_game_get_property;

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
   * SqRecordGame::changed:
   *
   * The state changed: an action was applied, undone, redone or jumped
   * over, or a change taken back after a failed save. Emitted after the
   * change is saved, or, while a write behind is under way, once it is
   * made in memory, to be saved after that write.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * SqRecordGame::save-failed:
   * @error: why: %SQ_STORE_ERROR_CHANGED or %SQ_STORE_ERROR_LOCKED when
   *   another program changed or holds the game, %SQ_STORE_ERROR_READ_ONLY,
   *   or a %G_FILE_ERROR
   * @late: %TRUE when a write behind failed after the call that made the
   *   change had returned %TRUE: no caller got this error
   * @n_changes: how many changes were taken back: more than one only
   *   @late, when changes made while a write was under way failed with it
   *
   * A change could not be saved and was taken back (the redo entries as
   * they were), with any made after it. Emitted before the call that
   * failed returns, or, @late, when the store tells of the failed write,
   * before ::changed.
   */
  signals[SAVE_FAILED] =
    g_signal_new ("save-failed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_ERROR, G_TYPE_BOOLEAN, G_TYPE_UINT);
}

static void
sq_record_game_init (SqRecordGame *self)
{
}

/* API for subclasses */

/**
 * sq_record_game_set_up:
 * @store: (nullable): the store the game is saved in
 * @id: (nullable): the game's id where it is saved, or %NULL for a game
 *   kept in memory, which is never written
 * @history: (transfer full): the game's history
 * @read_only: whether every change is refused (%SQ_STORE_ERROR_READ_ONLY)
 *
 * Gives a new game its history, once, before anyone sees it. The game
 * hears from @store of its writes behind.
 */
void
sq_record_game_set_up (SqRecordGame *self,
                       SqStore      *store,
                       const char   *id,
                       gpointer      history,
                       gboolean      read_only)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);

  g_return_if_fail (SQ_IS_RECORD_GAME (self));
  g_return_if_fail (history != NULL);
  g_return_if_fail (priv->history == NULL);

  priv->id = g_strdup (id);
  priv->history = history;
  priv->read_only = read_only;
  if (store != NULL)
    {
      priv->store = g_object_ref (store);
      g_signal_connect_object (store, "write-done", G_CALLBACK (sq_record_game_on_write_done),
                               self, G_CONNECT_DEFAULT);
    }
}

/**
 * sq_record_game_dup_taken_back_message:
 * @error: why a change could not be saved (#SqRecordGame::save-failed's)
 * @n_changes: how many changes were taken back (its @n_changes)
 *
 * Returns: (transfer full): the sentence that tells the table, translated
 */
char *
sq_record_game_dup_taken_back_message (const GError *error,
                                       guint         n_changes)
{
  g_return_val_if_fail (error != NULL, NULL);

  if (n_changes <= 1)
    /* Translators: %s says why, e.g. “No space left on device” */
    return g_strdup_printf (_("The game could not be saved, so the change was taken back: %s"),
                            error->message);

  /* Translators: changes made in quick succession, all lost with the
   * save that failed; %u is at least 2, %s says why, e.g. “No space
   * left on device” */
  return g_strdup_printf (ngettext ("The game could not be saved, so the last %u change was taken back: %s",
                                    "The game could not be saved, so the last %u changes were taken back: %s",
                                    n_changes),
                          n_changes, error->message);
}

/**
 * sq_record_game_saved_as:
 * @id: the id the game was just saved under
 *
 * The game goes on under @id, as saved there: a copy, no longer
 * read-only.
 */
void
sq_record_game_saved_as (SqRecordGame *self,
                         const char   *id)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);

  g_return_if_fail (SQ_IS_RECORD_GAME (self));
  g_return_if_fail (id != NULL);

  g_free (priv->id);
  priv->id = g_strdup (id);
  priv->read_only = FALSE;
  /* the copy has the game as played here */
  sq_record_game_forget_writes (self);
}

/**
 * sq_record_game_get_history:
 *
 * Returns: (transfer none): the history, the subclass's type
 */
gpointer
sq_record_game_get_history (SqRecordGame *self)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);

  g_return_val_if_fail (SQ_IS_RECORD_GAME (self), NULL);

  return priv->history;
}

/**
 * sq_record_game_change:
 * @change: makes the change to the history, or refuses it with @error
 * @data: for @change
 *
 * Makes @change to the history and saves it: a failed save restores the
 * history as it was, redo entries included (a new action drops them:
 * they must come back, and the new action must not stay).
 *
 * Returns: %TRUE if the change was made and saved
 */
gboolean
sq_record_game_change (SqRecordGame        *self,
                       SqRecordGameChange   change,
                       gconstpointer        data,
                       GError             **error)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);
  SqRecordGameBefore before;
  gpointer copy;
  gboolean waits;

  g_return_val_if_fail (SQ_IS_RECORD_GAME (self), FALSE);
  g_return_val_if_fail (change != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  before = sq_record_game_before_change (self);
  waits = sq_record_game_must_wait (self, &copy);
  if (!waits)
    copy = sq_record_game_history_funcs (self)->copy (priv->history);
  if (!change (priv->history, data, error))
    {
      if (copy != NULL)
        sq_record_game_history_funcs (self)->free (copy);
      return FALSE;
    }

  if (waits)
    sq_record_game_change_waits (self, copy);
  else if (!save (self, error))
    {
      sq_record_game_history_funcs (self)->free (priv->history);
      priv->history = copy;
      sq_record_game_changed (self, &before);
      return FALSE;
    }
  else
    sq_record_game_keep_until_written (self, copy);
  sq_record_game_changed (self, &before);

  return TRUE;
}

/* Public API */

/**
 * sq_record_game_get_id:
 *
 * Returns: (nullable): the id where the game is saved, %NULL for an
 *   unsaved game
 */
const char *
sq_record_game_get_id (SqRecordGame *self)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);

  g_return_val_if_fail (SQ_IS_RECORD_GAME (self), NULL);

  return priv->id;
}

/**
 * sq_record_game_get_read_only:
 *
 * Returns: whether the game was opened read-only: every change is
 *   refused until it goes on as a copy
 */
gboolean
sq_record_game_get_read_only (SqRecordGame *self)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);

  g_return_val_if_fail (SQ_IS_RECORD_GAME (self), FALSE);

  return priv->read_only;
}

gboolean
sq_record_game_get_finished (SqRecordGame *self)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);

  g_return_val_if_fail (SQ_IS_RECORD_GAME (self), FALSE);

  return sq_record_game_history_funcs (self)->is_finished (priv->history);
}

gboolean
sq_record_game_get_can_undo (SqRecordGame *self)
{
  g_return_val_if_fail (SQ_IS_RECORD_GAME (self), FALSE);

  return sq_record_game_get_position (self) > 0;
}

gboolean
sq_record_game_get_can_redo (SqRecordGame *self)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);

  g_return_val_if_fail (SQ_IS_RECORD_GAME (self), FALSE);

  return sq_record_game_get_position (self) < sq_record_game_history_funcs (self)->get_n_entries (priv->history);
}

guint
sq_record_game_get_position (SqRecordGame *self)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);

  g_return_val_if_fail (SQ_IS_RECORD_GAME (self), 0);

  return sq_record_game_history_funcs (self)->get_position (priv->history);
}

/**
 * sq_record_game_get_state:
 *
 * The whole state, secrets included: widgets must show only what the
 * rules let the table see.
 *
 * Returns: (transfer none): the current state, the subclass's type
 */
gconstpointer
sq_record_game_get_state (SqRecordGame *self)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);

  g_return_val_if_fail (SQ_IS_RECORD_GAME (self), NULL);

  return sq_record_game_history_funcs (self)->get_state (priv->history);
}

/**
 * sq_record_game_get_setup:
 *
 * Returns: (transfer none): the setup the game started from
 */
gconstpointer
sq_record_game_get_setup (SqRecordGame *self)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);

  g_return_val_if_fail (SQ_IS_RECORD_GAME (self), NULL);

  return sq_record_game_history_funcs (self)->get_setup (priv->history);
}

/**
 * sq_record_game_apply:
 * @action: an action of the game's type
 * @error: a refusal of the rules, or a failed save
 *
 * Applies @action and saves the game before returning: when this returns
 * %TRUE the action survives a crash, or, in a store that writes behind,
 * its write is under way, or follows the one under way (the action
 * waits in memory until then). A failed save takes the action back and
 * leaves the redo entries as they were; a failed write behind does so
 * later (#SqRecordGame::save-failed with @late), with any change made
 * after it.
 *
 * Returns: %TRUE if the action was applied and saved
 */
gboolean
sq_record_game_apply (SqRecordGame   *self,
                      gconstpointer   action,
                      GError        **error)
{
  g_return_val_if_fail (SQ_IS_RECORD_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return sq_record_game_change (self, sq_record_game_history_funcs (self)->apply, action, error);
}

/**
 * sq_record_game_undo:
 *
 * Takes back the last entry in effect, saved; nothing when there is none.
 *
 * Returns: %FALSE if the save failed (the entry is in effect again)
 */
gboolean
sq_record_game_undo (SqRecordGame  *self,
                     GError       **error)
{
  g_return_val_if_fail (SQ_IS_RECORD_GAME (self), FALSE);

  if (!sq_record_game_get_can_undo (self))
    return TRUE;

  return move_in_history (self, sq_record_game_get_position (self) - 1, error);
}

/**
 * sq_record_game_redo:
 *
 * Puts the next undone entry back in effect, saved; nothing when there
 * is none.
 *
 * Returns: %FALSE if the save failed (the entry is undone again)
 */
gboolean
sq_record_game_redo (SqRecordGame  *self,
                     GError       **error)
{
  g_return_val_if_fail (SQ_IS_RECORD_GAME (self), FALSE);

  if (!sq_record_game_get_can_redo (self))
    return TRUE;

  return move_in_history (self, sq_record_game_get_position (self) + 1, error);
}

/**
 * sq_record_game_jump_to:
 * @position: how many entries stay in effect: 0 is the start
 *
 * Returns: %TRUE on success
 */
gboolean
sq_record_game_jump_to (SqRecordGame  *self,
                        guint          position,
                        GError       **error)
{
  g_return_val_if_fail (SQ_IS_RECORD_GAME (self), FALSE);

  return move_in_history (self, position, error);
}

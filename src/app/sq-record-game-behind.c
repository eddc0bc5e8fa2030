/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Writing behind, for SqRecordGame: a store that writes behind
 * (sq_store_set_write_behind()) takes a save and returns before the disk
 * has it. The history as on the disk (unsaved) is kept until the store
 * tells of the write (::write-done), and comes back then if the write
 * failed.
 *
 * A change never waits for the disk. One made while a write of the game
 * is under way is made in memory only, with a copy of the history that
 * write holds (written); when the write is told of, the changes that
 * waited are saved in turn (hand_on()), at once: a flush of the store
 * then waits for their write too. A failure takes back everything the
 * disk does not have, and says how many changes that was. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-record-game-private.h"

/* Internal API */

gboolean
sq_record_game_writes_behind (SqRecordGame *self)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);

  return priv->store != NULL && priv->id != NULL && !priv->read_only
         && sq_store_get_write_behind (priv->store);
}

/* After a save: the history from before the change is kept while the
 * store writes behind, else freed. None is kept from an earlier change:
 * changes made while a write was under way went to change_waits(). */
void
sq_record_game_keep_until_written (SqRecordGame *self,
                                   gpointer      before)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);

  g_assert (priv->unsaved == NULL);
  if (before != NULL && sq_record_game_writes_behind (self))
    {
      priv->unsaved = before;
      priv->n_written = 1;
    }
  else if (before != NULL)
    sq_record_game_history_funcs (self)->free (before);
}

/* A change made while a write is under way: @before, the history that
 * write holds, is kept for the first such change (later ones pass
 * %NULL). Its save follows the write. */
void
sq_record_game_change_waits (SqRecordGame *self,
                             gpointer      before)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);

  g_assert (priv->unsaved != NULL);
  g_assert ((before != NULL) == (priv->n_waiting == 0));
  if (before != NULL)
    priv->written = before;
  priv->n_waiting++;
}

/* The history is the disk's again: every change since is taken back and
 * listeners hear of it, ::save-failed first */
static void
take_back (SqRecordGame *self,
           const GError *error)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);
  guint n_changes = priv->n_written + priv->n_waiting;
  SqRecordGameBefore before = sq_record_game_before_change (self);

  if (priv->written != NULL)
    sq_record_game_history_funcs (self)->free (g_steal_pointer (&priv->written));
  sq_record_game_history_funcs (self)->free (priv->history);
  priv->history = g_steal_pointer (&priv->unsaved);
  priv->n_written = priv->n_waiting = 0;

  sq_record_game_emit_save_failed (self, error, TRUE, n_changes);
  sq_record_game_changed (self, &before);
}

/* The changes that waited for a write, just told of, are saved in turn,
 * the disk's history (unsaved) kept until the store tells of their
 * write. The store still writes behind: sq_store_set_write_behind()
 * flushes before it changes. On a failure (the checks of the save), they
 * are taken back. */
static void
hand_on (SqRecordGame *self)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);
  g_autoptr(GError) error = NULL;

  priv->n_written = priv->n_waiting;
  priv->n_waiting = 0;
  if (!SQ_RECORD_GAME_GET_CLASS (self)->write (self, &error))
    take_back (self, error);
}

/* A write behind told of: kept (the disk's copy goes, or, if changes
 * waited, becomes what that write held, and they are saved now: inside
 * another caller's sq_store_flush() too, which then waits for their
 * write, so that whoever flushed finds the disk with the game as shown),
 * or failed: everything since the disk's is taken back */
void
sq_record_game_on_write_done (SqStore      *store,
                              const char   *id,
                              const GError *error,
                              SqRecordGame *self)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);

  if (priv->unsaved == NULL || g_strcmp0 (id, priv->id) != 0)
    return;
  if (error != NULL)
    {
      take_back (self, error);
      return;
    }

  sq_record_game_history_funcs (self)->free (g_steal_pointer (&priv->unsaved));
  priv->n_written = 0;
  if (priv->n_waiting == 0)
    return;

  priv->unsaved = g_steal_pointer (&priv->written);
  hand_on (self);
}

/* Whether the change about to be made waits for a write under way; if
 * so, and it is the first, a copy of the history as that write holds it
 * goes to *@before */
gboolean
sq_record_game_must_wait (SqRecordGame  *self,
                          gpointer      *before)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);

  *before = NULL;
  if (priv->unsaved == NULL)
    return FALSE;
  if (priv->n_waiting == 0)
    *before = sq_record_game_history_funcs (self)->copy (priv->history);
  return TRUE;
}

/* Nothing waits and nothing of the writes under way is listened to any
 * more: for a game that goes on under another id, and at the end */
void
sq_record_game_forget_writes (SqRecordGame *self)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);

  if (priv->unsaved != NULL)
    sq_record_game_history_funcs (self)->free (g_steal_pointer (&priv->unsaved));
  if (priv->written != NULL)
    sq_record_game_history_funcs (self)->free (g_steal_pointer (&priv->written));
  priv->n_written = priv->n_waiting = 0;
}

/* Public API */

/**
 * sq_record_game_flush:
 *
 * Finishes the write behind under way, if any, with the write of the
 * changes that waited for it (sq_store_flush() does both): when this
 * returns the disk has the game as shown. A failed write takes its
 * changes back and emits ::save-failed and ::changed before this
 * returns. Call it before letting the game go, while its listeners can
 * still tell the table.
 */
void
sq_record_game_flush (SqRecordGame *self)
{
  SqRecordGamePrivate *priv = sq_record_game_get_priv (self);

  g_return_if_fail (SQ_IS_RECORD_GAME (self));

  if (priv->store != NULL)
    sq_store_flush (priv->store);
}

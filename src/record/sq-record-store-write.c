/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * Writing behind: a save whose file is checked, stamped and read at once
 * in the calling thread, then sealed and written to the disk (a temporary
 * file, fsync, rename, fsync of the folder) by a worker thread, so that
 * the tap that saved waits neither for the sealing nor for the disk. See sq_store_set_write_behind()
 * and the "Saved games" section of docs/architecture.md.
 *
 * One write is under way at a time. Every other call of the store that
 * reads or writes a game first waits for it and finishes it
 * (sq_store_flush()), so the checks of the next save (the lock, the
 * file's identity) see the file as this write left it. A game whose
 * changes waited for that write hands them on from ::write-done, even
 * inside a flush; the flush then waits for that write as well. A write's
 * outcome reaches the main thread in an idle of low priority, or in the
 * flush if that comes first, never both: ::write-done. sq_store_wrote()
 * is what any successful write, behind or not, changes in the store.
 */

#include "sq-record-store-private.h"

#include <errno.h>

struct _SqStoreWrite
{
  SqStore       *store;     /* held until the write is finished */
  char          *id;
  char          *path;
  SqRecordSealing *sealing; /* the file read, to seal */
  SqStoreDone    done;      /* done.updated is owned here */
  gboolean       fail;      /* tests: fail as a full disk does */
  gint64         let_go_at; /* tests, benchmarks: a slow disk; the monotonic
                             * time the write may start (under the lock) */

  /* what the worker found, under the lock */
  GMutex         lock;
  GCond          cond;
  gboolean       written;
  GError        *error;
  SqFileIdentity identity;
};

static SqStoreWrite *
write_ref (SqStoreWrite *job)
{
  return g_atomic_rc_box_acquire (job);
}

static void
write_clear (gpointer data)
{
  SqStoreWrite *job = data;

  g_clear_object (&job->store);
  g_free (job->id);
  g_free (job->path);
  sq_record_sealing_free (job->sealing);
  g_free ((char *) job->done.updated);
  g_mutex_clear (&job->lock);
  g_cond_clear (&job->cond);
  g_clear_error (&job->error);
}

static void
write_unref (gpointer job)
{
  g_atomic_rc_box_release_full (job, write_clear);
}

/* The main thread's end of a write: once, in the flush or in the idle,
 * whichever comes first */
static void
finish (SqStore *self)
{
  SqStoreWrite *job = g_steal_pointer (&self->pending);

  if (job->error == NULL)
    sq_store_wrote (self, job->id, &job->identity, &job->done);
  sq_store_emit_write_done (self, job->id, job->error);
  write_unref (job);
}

/* A write delayed as by a slow disk goes on */
static void
let_go (SqStoreWrite *job)
{
  g_mutex_lock (&job->lock);
  job->let_go_at = 0;
  g_cond_broadcast (&job->cond);
  g_mutex_unlock (&job->lock);
}

static gboolean
written_cb (gpointer data)
{
  SqStoreWrite *job = data;

  if (job->store->pending == job)
    finish (job->store);

  return G_SOURCE_REMOVE;
}

/* In the worker thread: the sealing (with the game's cache, which the
 * main thread leaves alone until the write is finished) and the file,
 * nothing of the store */
static void
write_in_thread (gpointer data,
                 gpointer user_data)
{
  SqStoreWrite *job = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *bytes = NULL;
  SqFileIdentity identity = { 0 };
  GSource *source;
  gsize len;

  g_mutex_lock (&job->lock);
  while (g_get_monotonic_time () < job->let_go_at)
    g_cond_wait_until (&job->cond, &job->lock, job->let_go_at);
  g_mutex_unlock (&job->lock);

  bytes = sq_record_sealing_finish (g_steal_pointer (&job->sealing), &len);
  if (job->fail)
    g_set_error (&error, G_FILE_ERROR, G_FILE_ERROR_NOSPC,
                 "cannot write %s: %s", job->path, g_strerror (ENOSPC));
  else if (g_file_set_contents_full (job->path, bytes, len,
                                     G_FILE_SET_CONTENTS_CONSISTENT
                                     | G_FILE_SET_CONTENTS_DURABLE,
                                     0600, &error))
    sq_file_identity_read (&identity, job->path);

  g_mutex_lock (&job->lock);
  job->error = g_steal_pointer (&error);
  job->identity = identity;
  job->written = TRUE;
  g_cond_broadcast (&job->cond);
  g_mutex_unlock (&job->lock);

  /* attached, never invoked here: the store belongs to the main thread */
  source = g_idle_source_new ();
  g_source_set_priority (source, G_PRIORITY_DEFAULT_IDLE);
  g_source_set_callback (source, written_cb, job, write_unref);
  g_source_set_static_name (source, "[squire] game written");
  g_source_attach (source, job->store->context);
  g_source_unref (source);
}

/* Internal API */

/* What a successful write of game @id changes here: the file's identity
 * for the next save's check and, for a listed game, its info */
void
sq_store_wrote (SqStore              *self,
                const char           *id,
                const SqFileIdentity *identity,
                const SqStoreDone    *done)
{
  SqOpenGame *game = g_hash_table_lookup (self->open_games, id);
  SqGameInfo *info = done->listed ? sq_store_lookup (self, id) : NULL;
  g_autoptr(GDateTime) updated = NULL;

  if (game != NULL)
    game->identity = *identity;
  sq_store_touch (self, id);
  if (info == NULL)
    return;

  updated = sq_store_parse_date (done->updated);
  g_object_freeze_notify (G_OBJECT (info));
  sq_game_info_set_error (info, NULL);
  sq_game_info_set_updated (info, updated);
  sq_game_info_set_finished (info, done->finished);
  g_object_thaw_notify (G_OBJECT (info));
  sq_store_place_info (self, info);
}


/**
 * sq_store_write_behind:
 * @self: a store writing behind
 * @id: the game
 * @sealing: (transfer full): the game's file, read, to be sealed
 * @done: what a successful write changes in the store
 *
 * Hands the sealing and the write to the worker thread. The checks are
 * done.
 */
void
sq_store_write_behind (SqStore           *self,
                       const char        *id,
                       SqRecordSealing   *sealing,
                       const SqStoreDone *done)
{
  SqStoreWrite *job;

  g_assert (self->pending == NULL);

  if (self->writer == NULL)
    self->writer = g_thread_pool_new (write_in_thread, NULL, 1, FALSE, NULL);

  job = g_atomic_rc_box_new0 (SqStoreWrite);
  job->store = g_object_ref (self);
  job->id = g_strdup (id);
  job->path = sq_store_game_path (self, id);
  job->sealing = sealing;
  job->done = *done;
  job->done.updated = g_strdup (done->updated);
  g_mutex_init (&job->lock);
  g_cond_init (&job->cond);
  if (self->fail_saves > 0)
    {
      self->fail_saves--;
      job->fail = TRUE;
    }
  if (self->write_delay > 0)
    {
      gint64 now = g_get_monotonic_time ();

      /* SQ_STORE_DELAY_HOLD: for ever, until let go */
      job->let_go_at = now + MIN (self->write_delay, G_MAXINT64 - now);
    }

  self->pending = job;
  /* the pool's reference, given to the idle when it is written */
  g_thread_pool_push (self->writer, write_ref (job), NULL);
}

/* Public API */

/**
 * sq_store_set_write_behind:
 * @store: a store
 * @write_behind: whether to write behind
 *
 * Writing behind, sq_store_save_file() and sq_store_write_file() check
 * the game (the lock, the file unchanged on disk), stamp its file and read
 * what is to be saved, and return %TRUE at once; a worker thread seals it
 * and writes it, atomically
 * and durably as ever, and #SqStore::write-done tells of the outcome in
 * the main thread, with the error if the write failed. A refusal found by
 * the checks (%SQ_STORE_ERROR_LOCKED, %SQ_STORE_ERROR_CHANGED) still
 * comes back from the call itself. Only a format with a record layer
 * (#SqStoreFormat.record) writes behind (for another, this does nothing);
 * games are always created, renamed and copied at once.
 *
 * Any other call of the store that reads or writes a game first finishes
 * the write under way (sq_store_flush()).
 */
void
sq_store_set_write_behind (SqStore  *store,
                           gboolean  write_behind)
{
  g_return_if_fail (SQ_IS_STORE (store));

  sq_store_flush (store);
  store->write_behind = write_behind && store->format->record != NULL;
}

/**
 * sq_store_get_write_behind:
 * @store: a store
 *
 * Returns: whether saves are written behind (sq_store_set_write_behind())
 */
gboolean
sq_store_get_write_behind (SqStore *store)
{
  g_return_val_if_fail (SQ_IS_STORE (store), FALSE);

  return store->write_behind;
}

/**
 * sq_store_flush:
 * @store: a store
 *
 * Waits for the write under way, if any, and finishes it:
 * #SqStore::write-done is emitted before this returns. A handler may
 * hand on another write then (a game's changes that waited for this
 * one): it is waited for and finished too, so that when this returns no
 * write is under way and the disk has every save handed to the store.
 * Call it before the game's file may be read by another program, and
 * before leaving.
 */
void
sq_store_flush (SqStore *store)
{
  SqStoreWrite *job;

  g_return_if_fail (SQ_IS_STORE (store));

  while ((job = store->pending) != NULL)
    {
      let_go (job);
      g_mutex_lock (&job->lock);
      while (!job->written)
        g_cond_wait (&job->cond, &job->lock);
      g_mutex_unlock (&job->lock);

      finish (store);
    }
}

void
sq_store_delay_writes (SqStore *store,
                       gint64   delay)
{
  g_return_if_fail (SQ_IS_STORE (store));
  g_return_if_fail (delay >= 0);

  store->write_delay = delay;
  if (delay == 0 && store->pending != NULL)
    let_go (store->pending);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* SqRecordGame's insides, shared by its two parts: sq-record-game.c (the
 * history, its changes and their saves, the API) and
 * sq-record-game-behind.c (what a store that writes behind asks: the
 * disk's history kept until a write is told of, the changes that wait
 * for a write under way, and taking back what the disk does not have). */

#pragma once

#include "sq-record-game.h"
#include "sq-record-store.h"

G_BEGIN_DECLS

typedef struct
{
  char     *id;         /* nullable: an unsaved game (tests, screenshots) */
  gpointer  history;
  gboolean  read_only;  /* opened without the lock: every change refused */
  SqStore  *store;      /* nullable: where it is saved */

  /* writing behind */
  gpointer  unsaved;    /* nullable: the history as on the disk, while a
                         * write of this game is under way */
  gpointer  written;    /* nullable: the history the write under way
                         * holds, while changes wait for it */
  guint     n_written;  /* changes since the disk's, in that write */
  guint     n_waiting;  /* changes made since that write was handed on */
  gboolean  quiet;      /* being let go: no one is told */
} SqRecordGamePrivate;

/* What listeners compare after a change, to notify only what changed */
typedef struct
{
  gboolean finished;
  gboolean can_undo;
  gboolean can_redo;
  guint    position;
} SqRecordGameBefore;

static inline const SqRecordGameHistory *
sq_record_game_history_funcs (SqRecordGame *self)
{
  return SQ_RECORD_GAME_GET_CLASS (self)->history;
}

/* sq-record-game.c */
SqRecordGamePrivate *sq_record_game_get_priv        (SqRecordGame             *self);
SqRecordGameBefore   sq_record_game_before_change   (SqRecordGame             *self);
void                 sq_record_game_changed         (SqRecordGame             *self,
                                                     const SqRecordGameBefore *before);
void                 sq_record_game_emit_save_failed (SqRecordGame            *self,
                                                      const GError            *error,
                                                      gboolean                 late,
                                                      guint                    n_changes);

/* sq-record-game-behind.c */
gboolean             sq_record_game_writes_behind   (SqRecordGame             *self);
gboolean             sq_record_game_must_wait       (SqRecordGame             *self,
                                                     gpointer                 *before);
void                 sq_record_game_change_waits    (SqRecordGame             *self,
                                                     gpointer                  before);
void                 sq_record_game_keep_until_written (SqRecordGame          *self,
                                                        gpointer               before);
void                 sq_record_game_on_write_done   (SqStore                  *store,
                                                     const char               *id,
                                                     const GError             *error,
                                                     SqRecordGame             *self);
void                 sq_record_game_forget_writes   (SqRecordGame             *self);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A Camelot Legends game's history. See sq-legends-history.h.
 *
 * The record layer's typed history (sq-record-history-typed.h) over the
 * game's ruleset, with nothing added: a checkpoint (a full state, about
 * 14 KB here) every SQ_RECORD_CHECKPOINT_EVERY entries and the state at
 * the position; any other state is replayed from the checkpoint before
 * it, which is exact because sq_legends_apply() depends on nothing but
 * its arguments. A whole game is a few hundred entries. */

#include "sq-legends-history.h"

#include "sq-legends-file-private.h"

struct _SqLegendsHistory {
  SqLegendsSetup setup;
  SqRecordHistory *record;  /* SqLegendsAction entries, SqLegendsState states */
};

static const SqRecordHistoryClass history_class = {
  .format = &sq_legends_file_format,
};

/* Public API */

SQ_RECORD_DEFINE_HISTORY (SqLegendsHistory, sq_legends_history, SqLegendsFile, SqLegendsSetup,
                          SqLegendsAction, SqLegendsState, &history_class)

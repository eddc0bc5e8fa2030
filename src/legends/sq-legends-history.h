/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A Camelot Legends game's history: the setup, every action applied,
 * undo, redo and jumps that restore the exact state; the record layer's
 * typed history (sq-record-history-typed.h) for this game. */

#pragma once

#include "sq-legends-file.h"
#include "sq-record-history-typed.h"

G_BEGIN_DECLS

SQ_RECORD_DECLARE_HISTORY (SqLegendsHistory, sq_legends_history, SqLegendsFile, SqLegendsSetup,
                           SqLegendsAction, SqLegendsState)

G_END_DECLS

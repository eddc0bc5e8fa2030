/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SqHistory's insides, shared by sq-history.c (entries, undo, redo,
 * files) and sq-history-correct.c (corrections of an earlier entry). */

#pragma once

#include "sq-history.h"

#include "sq-correction.h"
#include "sq-record-history.h"

G_BEGIN_DECLS

/* The entries, checkpoints, position and state are the generic history's
 * (src/record); SqHistory adds the corrections, through its hooks. */
struct _SqHistory {
  SqSetup setup;
  SqRecordHistory *record;  /* SqAction entries: the action, or a correction's replacement */
  GArray *corrections;      /* SqCorrection: the entries that correct, in order */
  GArray *actions;          /* SqAction: the game's actions after `position` entries */
};

const SqCorrection *sq_history_find_correction (const SqHistory *history,
                                                guint            entry);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SqHistory's insides, shared by sq-history.c (entries, undo, redo,
 * files) and sq-history-correct.c (corrections of an earlier entry). */

#pragma once

#include "sq-history.h"

G_BEGIN_DECLS

#define SQ_HISTORY_CHECKPOINT_EVERY 16

struct _SqHistory {
  SqSetup setup;
  GArray *entries;      /* SqAction: the action, or a correction's replacement */
  GArray *corrections;  /* SqCorrection: the entries that correct, in order */
  GArray *checkpoints;  /* SqState: [k] is the state after k * EVERY entries */
  GArray *actions;      /* SqAction: the game's actions after `position` entries */
  guint position;
  SqState current;      /* the state after `position` entries */
};

void                sq_history_maybe_checkpoint     (SqHistory       *history);
const SqCorrection *sq_history_find_correction      (const SqHistory *history,
                                                     guint            entry);
void                sq_history_truncate_at_position (SqHistory       *history);

G_END_DECLS

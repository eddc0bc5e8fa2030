/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SqHistory's insides, shared by sq-history.c (entries, undo, redo,
 * files, over the generic history) and sq-history-correct.c (corrections
 * of an earlier entry). */

#pragma once

#include "sq-history.h"

#include "sq-correction.h"
#include "sq-record-history.h"

G_BEGIN_DECLS

/* The entries, checkpoints, position and state are the generic history's
 * (src/record); SqHistory adds the corrections, through its hooks.
 *
 * Hooks rather than a richer entry type, because a correction is not an
 * action of the rules: the ruleset stays the game's rules alone (what a
 * third game would write), and the entries stay plain SqActions that
 * sq_history_get_entry() and the file hand out as they are. */
struct _SqHistory {
  SqSetup setup;
  SqRecordHistory *record;  /* SqAction entries: the action, or a correction's replacement */
  GArray *corrections;      /* SqCorrection: the entries that correct, in order */
  GArray *actions;          /* SqAction: the game's actions after `position` entries */
};

/* How the generic history keeps the corrections in step; in
 * sq-history-correct.c */
extern const SqRecordHooks sq_history_correction_hooks;

G_END_DECLS

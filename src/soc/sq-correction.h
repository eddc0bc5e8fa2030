/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Correcting an earlier entry: replace one action of a game and replay the
 * ones after it. The history (sq-history.c) keeps a correction as one
 * entry of its own, so that it is one step to undo and redo; the game file
 * lists the entries that are corrections ("corrections" in
 * docs/save-format.md). */

#pragma once

#include <json-glib/json-glib.h>

#include "sq-state.h"

G_BEGIN_DECLS

/**
 * SqCorrection:
 * @entry: the history entry (counted from 0 over the file's actions and
 *   then its redo entries) that is a correction; the entry's action is the
 *   replacement
 * @index: the action of the game it replaces, counted from 0 over the
 *   actions in effect just before the correction
 * @n_kept: how many actions the game has after the correction: all of
 *   them, or fewer when the table kept the game up to the first action
 *   that no longer applied (always more than @index)
 */
typedef struct {
  guint entry;
  guint index;
  guint n_kept;
} SqCorrection;

guint      sq_correction_replay       (const SqState      *initial,
                                       const SqAction     *actions,
                                       guint               n_actions,
                                       guint               index,
                                       const SqAction     *replacement,
                                       SqState            *out,
                                       GError            **error);
gboolean   sq_correction_apply        (GArray             *actions,
                                       const SqCorrection *correction,
                                       const SqAction     *replacement);

JsonNode  *sq_corrections_to_json     (const GArray       *corrections);
gboolean   sq_corrections_from_json   (JsonNode           *node,
                                       guint               n_entries,
                                       GArray             *corrections,
                                       GError            **error);

G_END_DECLS

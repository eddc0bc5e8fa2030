/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A Camelot Legends game's history: the setup, every action applied,
 * undo, redo and jumps that restore the exact state. The same design as
 * SqHistory (sq-history.h): an opaque plain struct the UI wraps. */

#pragma once

#include "sq-legends-file.h"

G_BEGIN_DECLS

typedef struct _SqLegendsHistory SqLegendsHistory;

SqLegendsHistory      *sq_legends_history_new           (const SqLegendsSetup   *setup,
                                                         GError                **error);
SqLegendsHistory      *sq_legends_history_new_from_file (const SqLegendsFile    *file,
                                                         GError                **error);
void                   sq_legends_history_free          (SqLegendsHistory       *history);
SqLegendsHistory      *sq_legends_history_copy          (const SqLegendsHistory *history);

gboolean               sq_legends_history_apply         (SqLegendsHistory       *history,
                                                         const SqLegendsAction  *action,
                                                         GError                **error);
gboolean               sq_legends_history_undo          (SqLegendsHistory       *history);
gboolean               sq_legends_history_redo          (SqLegendsHistory       *history);
gboolean               sq_legends_history_jump_to       (SqLegendsHistory       *history,
                                                         guint                   position);

gboolean               sq_legends_history_can_undo      (const SqLegendsHistory *history);
gboolean               sq_legends_history_can_redo      (const SqLegendsHistory *history);
guint                  sq_legends_history_get_n_entries (const SqLegendsHistory *history);
guint                  sq_legends_history_get_position  (const SqLegendsHistory *history);
const SqLegendsAction *sq_legends_history_get_entry     (const SqLegendsHistory *history,
                                                         guint                   index);
const SqLegendsState  *sq_legends_history_get_state     (const SqLegendsHistory *history);
const SqLegendsSetup  *sq_legends_history_get_setup     (const SqLegendsHistory *history);
gboolean               sq_legends_history_is_finished   (const SqLegendsHistory *history);

void                   sq_legends_history_write_to_file (const SqLegendsHistory *history,
                                                         SqLegendsFile          *file);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SqLegendsHistory, sq_legends_history_free)

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One line of the game log: an action in words, as the whole table may
 * read it, what it did (narration, and what it asks of the physical
 * table), and whether it is currently undone. */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define SQ_TYPE_LOG_ENTRY (sq_log_entry_get_type ())

G_DECLARE_FINAL_TYPE (SqLogEntry, sq_log_entry, SQ, LOG_ENTRY, GObject)

SqLogEntry *sq_log_entry_new        (guint        index,
                                     guint        turn,
                                     const char  *text);
guint       sq_log_entry_get_index  (SqLogEntry  *self);
guint       sq_log_entry_get_turn   (SqLogEntry  *self);
const char *sq_log_entry_get_text   (SqLogEntry  *self);
gboolean    sq_log_entry_get_undone (SqLogEntry  *self);
void        sq_log_entry_set_undone (SqLogEntry  *self,
                                     gboolean     undone);
gboolean    sq_log_entry_get_correctable (SqLogEntry *self);
void        sq_log_entry_set_correctable (SqLogEntry *self,
                                          gboolean    correctable);

void                sq_log_entry_set_details       (SqLogEntry         *self,
                                                    const char         *heading,
                                                    gboolean            first_of_turn,
                                                    const char         *narration,
                                                    const char * const *tasks,
                                                    gboolean            quest_outcome);
const char         *sq_log_entry_get_heading       (SqLogEntry         *self);
gboolean            sq_log_entry_get_first_of_turn (SqLogEntry         *self);
const char         *sq_log_entry_get_narration     (SqLogEntry         *self);
const char * const *sq_log_entry_get_tasks         (SqLogEntry         *self);
gboolean            sq_log_entry_get_quest_outcome (SqLogEntry         *self);

G_END_DECLS

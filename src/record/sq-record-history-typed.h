/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game's typed history over the record layer, declared and defined
 * once for every game: each game's history (SqHistory, SqLegendsHistory)
 * is a struct of its own holding its setup and an SqRecordHistory, and
 * its API is the one below, with the game's types. */

#pragma once

#include "sq-record-file.h"
#include "sq-record-history.h"

G_BEGIN_DECLS

/**
 * SQ_RECORD_DECLARE_HISTORY:
 * @Type: the game's history struct, opaque to its users, with a `setup`
 *   (the game's setup) and a `record` (an #SqRecordHistory) member
 * @prefix: the prefix of its functions, such as sq_legends_history
 * @File: the game's file struct (SQ_RECORD_DECLARE_FILE())
 * @Setup: the game's setup type
 * @Action: the game's action type
 * @State: the game's state type, with the setup it was made from in a
 *   `setup` member
 *
 * Declares a game's history: an opaque plain struct, not a GObject, that
 * the UI's game object owns and wraps (that object emits the
 * notifications and exposes the entries as a list model). Kept plain, it
 * needs no main loop and no type system to test, and the CLI and the
 * store can use it as they use a state. Entries are the actions in the
 * order played; the position is the number of entries in effect: entries
 * at and after it were undone and can be redone until an action that
 * differs is applied.
 *
 * - `prefix_new (setup, &error)`: deals or prepares a new game with an
 *   empty history (the rules' error if they refuse @setup);
 * - `prefix_new_from_file (file, &error)`: replays the file's actions,
 *   then its redo entries, and stands at the end of the actions, so that
 *   what was undone before the save can still be redone; fails with
 *   %SQ_FILE_ERROR_BAD_SETUP or %SQ_FILE_ERROR_ILLEGAL_ACTION naming the
 *   entry ("redo 2 (bid): ..." for a redo entry);
 * - `prefix_free`; `prefix_copy`, a copy to go back to (the game takes
 *   one before a new action that drops the redo entries, and restores it
 *   if the save that follows fails, so that the undone moves are not lost
 *   with the new one);
 * - `prefix_apply (history, action, &error)`: applies at the position; a
 *   refused action changes nothing, an accepted one that is the next redo
 *   entry is a redo and keeps the others, any other drops them;
 * - `prefix_undo`, `prefix_redo`, `prefix_jump_to (position)` (0, the
 *   deal, to the number of entries): the exact state, deck order and RNG
 *   included, in one step; %FALSE if there is nothing to do;
 * - `prefix_can_undo`, `prefix_can_redo`, `prefix_get_n_entries` (those
 *   undone included), `prefix_get_position`;
 * - `prefix_get_entry (history, index)`: the action of an entry, which
 *   may name cards only its player saw (the UI decides what to show of
 *   it); `prefix_get_state`: the state at the position; both valid until
 *   the history next changes; `prefix_get_setup`;
 * - `prefix_is_finished`: whether the game is over at the position;
 * - `prefix_write_to_file (history, file)`: replaces the file's setup,
 *   actions (the entries in effect) and redo entries with the history's;
 *   the name, dates and key stay.
 */
#define SQ_RECORD_DECLARE_HISTORY(Type, prefix, File, Setup, Action, State) \
  typedef struct _##Type Type; \
  Type         *prefix##_new           (const Setup   *setup, \
                                        GError       **error); \
  Type         *prefix##_new_from_file (const File    *file, \
                                        GError       **error); \
  void          prefix##_free          (Type          *history); \
  Type         *prefix##_copy          (const Type    *history); \
  gboolean      prefix##_apply         (Type          *history, \
                                        const Action  *action, \
                                        GError       **error); \
  gboolean      prefix##_undo          (Type          *history); \
  gboolean      prefix##_redo          (Type          *history); \
  gboolean      prefix##_jump_to       (Type          *history, \
                                        guint          position); \
  gboolean      prefix##_can_undo      (const Type    *history); \
  gboolean      prefix##_can_redo      (const Type    *history); \
  guint         prefix##_get_n_entries (const Type    *history); \
  guint         prefix##_get_position  (const Type    *history); \
  const Action *prefix##_get_entry     (const Type    *history, \
                                        guint          index); \
  const State  *prefix##_get_state     (const Type    *history); \
  const Setup  *prefix##_get_setup     (const Type    *history); \
  gboolean      prefix##_is_finished   (const Type    *history); \
  void          prefix##_write_to_file (const Type    *history, \
                                        File          *file); \
  G_DEFINE_AUTOPTR_CLEANUP_FUNC (Type, prefix##_free)

/**
 * SqRecordHistoryClass:
 * @format: the game's file format, whose ruleset the history runs
 * @hooks: (nullable): the hooks of the game's record history, with the
 *   game's history as their owner
 * @init: (nullable): makes what the game's history adds, after its setup
 *   and record are set
 * @clear: (nullable): frees it
 * @copy: (nullable): copies it from @history into @copy, whose setup and
 *   record are set
 * @step: (nullable): adds one entry of a file, as for
 *   sq_record_history_replay(), with the file as its user data and the
 *   game's history as the record's owner
 * @write: (nullable): writes what it adds into a file, after the setup
 *   and the entries
 *
 * What a game's history adds to the record layer's (SqHistory's
 * corrections), for SQ_RECORD_DEFINE_HISTORY(): a static constant.
 */
typedef struct {
  const SqRecordFormat *format;
  const SqRecordHooks  *hooks;
  void     (*init)  (gpointer       history);
  void     (*clear) (gpointer       history);
  void     (*copy)  (gpointer       copy,
                     gconstpointer  history);
  SqRecordStepFunc step;
  void     (*write) (gconstpointer  history,
                     gpointer       file);
} SqRecordHistoryClass;

/**
 * SQ_RECORD_DEFINE_HISTORY:
 * @Type: as for SQ_RECORD_DECLARE_HISTORY()
 * @prefix: likewise
 * @File: likewise
 * @Setup: likewise
 * @Action: likewise
 * @State: likewise
 * @klass: a pointer to the game's #SqRecordHistoryClass
 *
 * Defines the functions SQ_RECORD_DECLARE_HISTORY() declares, each a call
 * to the record layer's history with the game's types, after the game's
 * struct _Type.
 */
#define SQ_RECORD_DEFINE_HISTORY(Type, prefix, File, Setup, Action, State, klass) \
  static Type * \
  prefix##_alloc (gconstpointer initial) \
  { \
    const SqRecordHistoryClass *k = (klass); \
    Type *history = g_new0 (Type, 1); \
    \
    history->setup = ((const State *) initial)->setup; \
    history->record = sq_record_history_new (k->format->ruleset, initial, k->hooks, history); \
    if (k->init != NULL) \
      k->init (history); \
    return history; \
  } \
  Type * \
  prefix##_new (const Setup  *setup, \
                GError      **error) \
  { \
    g_autofree State *state = NULL; \
    \
    g_return_val_if_fail (setup != NULL, NULL); \
    state = (klass)->format->ruleset->state_new (setup, error); \
    return state != NULL ? prefix##_alloc (state) : NULL; \
  } \
  Type * \
  prefix##_new_from_file (const File  *file, \
                          GError     **error) \
  { \
    g_autofree State *state = NULL; \
    g_autoptr(Type) history = NULL; \
    \
    g_return_val_if_fail (file != NULL, NULL); \
    state = sq_record_file_start ((klass)->format, &file->setup, error); \
    if (state == NULL) \
      return NULL; \
    history = prefix##_alloc (state); \
    if (!sq_record_history_replay (history->record, file->actions, file->redo, \
                                   (klass)->step, (gpointer) file, error)) \
      return NULL; \
    return g_steal_pointer (&history); \
  } \
  void \
  prefix##_free (Type *history) \
  { \
    if (history == NULL) \
      return; \
    if ((klass)->clear != NULL) \
      (klass)->clear (history); \
    sq_record_history_free (history->record); \
    g_free (history); \
  } \
  Type * \
  prefix##_copy (const Type *history) \
  { \
    Type *copy; \
    \
    g_return_val_if_fail (history != NULL, NULL); \
    copy = g_memdup2 (history, sizeof *history); \
    copy->record = sq_record_history_copy (history->record, copy); \
    if ((klass)->copy != NULL) \
      (klass)->copy (copy, history); \
    return copy; \
  } \
  gboolean \
  prefix##_apply (Type          *history, \
                  const Action  *action, \
                  GError       **error) \
  { \
    g_return_val_if_fail (history != NULL, FALSE); \
    return sq_record_history_apply (history->record, action, error); \
  } \
  gboolean \
  prefix##_undo (Type *history) \
  { \
    g_return_val_if_fail (history != NULL, FALSE); \
    return sq_record_history_undo (history->record); \
  } \
  gboolean \
  prefix##_redo (Type *history) \
  { \
    g_return_val_if_fail (history != NULL, FALSE); \
    return sq_record_history_redo (history->record); \
  } \
  gboolean \
  prefix##_jump_to (Type  *history, \
                    guint  position) \
  { \
    g_return_val_if_fail (history != NULL, FALSE); \
    return sq_record_history_jump_to (history->record, position); \
  } \
  gboolean \
  prefix##_can_undo (const Type *history) \
  { \
    g_return_val_if_fail (history != NULL, FALSE); \
    return sq_record_history_can_undo (history->record); \
  } \
  gboolean \
  prefix##_can_redo (const Type *history) \
  { \
    g_return_val_if_fail (history != NULL, FALSE); \
    return sq_record_history_can_redo (history->record); \
  } \
  guint \
  prefix##_get_n_entries (const Type *history) \
  { \
    g_return_val_if_fail (history != NULL, 0); \
    return sq_record_history_get_n_entries (history->record); \
  } \
  guint \
  prefix##_get_position (const Type *history) \
  { \
    g_return_val_if_fail (history != NULL, 0); \
    return sq_record_history_get_position (history->record); \
  } \
  const Action * \
  prefix##_get_entry (const Type *history, \
                      guint       index) \
  { \
    g_return_val_if_fail (history != NULL, NULL); \
    g_return_val_if_fail (index < sq_record_history_get_n_entries (history->record), NULL); \
    return sq_record_history_get_entry (history->record, index); \
  } \
  const State * \
  prefix##_get_state (const Type *history) \
  { \
    g_return_val_if_fail (history != NULL, NULL); \
    return sq_record_history_get_state (history->record); \
  } \
  const Setup * \
  prefix##_get_setup (const Type *history) \
  { \
    g_return_val_if_fail (history != NULL, NULL); \
    return &history->setup; \
  } \
  gboolean \
  prefix##_is_finished (const Type *history) \
  { \
    g_return_val_if_fail (history != NULL, FALSE); \
    return (klass)->format->ruleset->is_finished (sq_record_history_get_state (history->record)); \
  } \
  void \
  prefix##_write_to_file (const Type *history, \
                          File       *file) \
  { \
    g_return_if_fail (history != NULL); \
    g_return_if_fail (file != NULL); \
    file->setup = history->setup; \
    sq_record_history_write_entries (history->record, &file->actions, &file->redo); \
    if ((klass)->write != NULL) \
      (klass)->write (history, file); \
  }

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The façade the UI binds to, over any game's history: what SqGame and
 * SqLegendsGame share, written once. It saves after every change (a
 * failed save takes the change back), moves in the history, and tells
 * listeners through notifications and signals. A game's façade is a
 * subclass that brings its history (SqRecordGameHistory), how its game
 * is written, and its own API; SQ_RECORD_GAME_DECLARE_API() gives it the
 * shared API under its own prefix and types. GLib and GIO only. */

#pragma once

#include <gio/gio.h>

#include "sq-record-store.h"

G_BEGIN_DECLS

/**
 * SqRecordGameHistory:
 * @copy: a copy of a history, to restore when a save fails
 * @free: frees a history
 * @apply: applies an action, as sq_record_history_apply() does
 * @jump_to: goes to a position, %FALSE if there is none such
 * @get_position: the number of entries in effect
 * @get_n_entries: the number of entries, undone ones included
 * @is_finished: whether the game is over at the position
 * @get_state: the state at the position
 * @get_setup: the setup the game started from
 *
 * How the façade works on a game's history: the typed wrapper's own
 * functions (sq-history.h, sq-legends-history.h), taken untyped. A
 * wrapper has each of them under its own prefix, so
 * SQ_RECORD_GAME_HISTORY_INIT() fills the table from that prefix.
 */
typedef struct {
  gpointer      (*copy)          (gconstpointer   history);
  void          (*free)          (gpointer        history);
  gboolean      (*apply)         (gpointer        history,
                                  gconstpointer   action,
                                  GError        **error);
  gboolean      (*jump_to)       (gpointer        history,
                                  guint           position);
  guint         (*get_position)  (gconstpointer   history);
  guint         (*get_n_entries) (gconstpointer   history);
  gboolean      (*is_finished)   (gconstpointer   history);
  gconstpointer (*get_state)     (gconstpointer   history);
  gconstpointer (*get_setup)     (gconstpointer   history);
} SqRecordGameHistory;

typedef gboolean (*SqRecordGameChange) (gpointer        history,
                                        gconstpointer   data,
                                        GError        **error);

/* The table of a history wrapper whose functions are prefix_copy,
 * prefix_free and so on: static const SqRecordGameHistory h =
 * SQ_RECORD_GAME_HISTORY_INIT (sq_history); */
#define SQ_RECORD_GAME_HISTORY_INIT(prefix) \
  { \
    (gpointer (*) (gconstpointer)) prefix##_copy, \
    (void (*) (gpointer)) prefix##_free, \
    (SqRecordGameChange) prefix##_apply, \
    (gboolean (*) (gpointer, guint)) prefix##_jump_to, \
    (guint (*) (gconstpointer)) prefix##_get_position, \
    (guint (*) (gconstpointer)) prefix##_get_n_entries, \
    (gboolean (*) (gconstpointer)) prefix##_is_finished, \
    (gconstpointer (*) (gconstpointer)) prefix##_get_state, \
    (gconstpointer (*) (gconstpointer)) prefix##_get_setup, \
  }

#define SQ_TYPE_RECORD_GAME (sq_record_game_get_type ())

G_DECLARE_DERIVABLE_TYPE (SqRecordGame, sq_record_game, SQ, RECORD_GAME, GObject)

/**
 * SqRecordGameClass:
 * @history: the game's history functions
 * @write: writes the game as it is now over its saved file (never called
 *   for an unsaved game, one without an id, nor for one opened
 *   read-only); %FALSE with @error set when that failed
 * @follow: (nullable): the history changed (or was put back after a
 *   failed save): brings what the subclass keeps of it up to date, before
 *   listeners hear of the change
 */
struct _SqRecordGameClass
{
  GObjectClass parent_class;

  const SqRecordGameHistory *history;

  gboolean (*write)  (SqRecordGame  *self,
                      GError       **error);
  void     (*follow) (SqRecordGame  *self);
};

const char    *sq_record_game_get_id        (SqRecordGame        *self);
gboolean       sq_record_game_get_read_only (SqRecordGame        *self);
gboolean       sq_record_game_get_finished  (SqRecordGame        *self);
gboolean       sq_record_game_get_can_undo  (SqRecordGame        *self);
gboolean       sq_record_game_get_can_redo  (SqRecordGame        *self);
guint          sq_record_game_get_position  (SqRecordGame        *self);
gconstpointer  sq_record_game_get_state     (SqRecordGame        *self);
gconstpointer  sq_record_game_get_setup     (SqRecordGame        *self);

gboolean       sq_record_game_apply         (SqRecordGame        *self,
                                             gconstpointer        action,
                                             GError             **error);
gboolean       sq_record_game_undo          (SqRecordGame        *self,
                                             GError             **error);
gboolean       sq_record_game_redo          (SqRecordGame        *self,
                                             GError             **error);
gboolean       sq_record_game_jump_to       (SqRecordGame        *self,
                                             guint                position,
                                             GError             **error);
void           sq_record_game_flush         (SqRecordGame        *self);
char          *sq_record_game_dup_taken_back_message (const GError *error,
                                                      guint         n_changes);

/* For subclasses */
void           sq_record_game_set_up        (SqRecordGame        *self,
                                             SqStore             *store,
                                             const char          *id,
                                             gpointer             history,
                                             gboolean             read_only);
void           sq_record_game_saved_as      (SqRecordGame        *self,
                                             const char          *id);
gpointer       sq_record_game_get_history   (SqRecordGame        *self);
gboolean       sq_record_game_change        (SqRecordGame        *self,
                                             SqRecordGameChange   change,
                                             gconstpointer        data,
                                             GError             **error);

/* The shared API typed for one game's façade: TypeName *, type_name_
 * prefix, and its State, Setup and Action types. Each function is the
 * sq_record_game_ one of the same name. */
#define SQ_RECORD_GAME_DECLARE_API(TypeName, type_name, State, Setup, Action) \
  static inline const char * \
  type_name##_get_id (TypeName *self) \
  { return sq_record_game_get_id (SQ_RECORD_GAME (self)); } \
  static inline gboolean \
  type_name##_get_read_only (TypeName *self) \
  { return sq_record_game_get_read_only (SQ_RECORD_GAME (self)); } \
  static inline gboolean \
  type_name##_get_finished (TypeName *self) \
  { return sq_record_game_get_finished (SQ_RECORD_GAME (self)); } \
  static inline gboolean \
  type_name##_get_can_undo (TypeName *self) \
  { return sq_record_game_get_can_undo (SQ_RECORD_GAME (self)); } \
  static inline gboolean \
  type_name##_get_can_redo (TypeName *self) \
  { return sq_record_game_get_can_redo (SQ_RECORD_GAME (self)); } \
  static inline guint \
  type_name##_get_position (TypeName *self) \
  { return sq_record_game_get_position (SQ_RECORD_GAME (self)); } \
  static inline const State * \
  type_name##_get_state (TypeName *self) \
  { return sq_record_game_get_state (SQ_RECORD_GAME (self)); } \
  static inline const Setup * \
  type_name##_get_setup (TypeName *self) \
  { return sq_record_game_get_setup (SQ_RECORD_GAME (self)); } \
  static inline gboolean \
  type_name##_apply (TypeName *self, const Action *action, GError **error) \
  { return sq_record_game_apply (SQ_RECORD_GAME (self), action, error); } \
  static inline gboolean \
  type_name##_undo (TypeName *self, GError **error) \
  { return sq_record_game_undo (SQ_RECORD_GAME (self), error); } \
  static inline gboolean \
  type_name##_redo (TypeName *self, GError **error) \
  { return sq_record_game_redo (SQ_RECORD_GAME (self), error); } \
  static inline gboolean \
  type_name##_jump_to (TypeName *self, guint position, GError **error) \
  { return sq_record_game_jump_to (SQ_RECORD_GAME (self), position, error); } \
  static inline void \
  type_name##_flush (TypeName *self) \
  { sq_record_game_flush (SQ_RECORD_GAME (self)); }

G_END_DECLS

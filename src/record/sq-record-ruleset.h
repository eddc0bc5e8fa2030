/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the game-record layer needs to know of a game: the sizes of its
 * state and action values and the few functions that work on them. Each
 * game fills in one SqRecordRuleset; the record layer itself knows no
 * game. */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A full state is kept every so many entries unless a ruleset says
 * otherwise: any other state is that checkpoint plus at most 15 actions
 * replayed. */
#define SQ_RECORD_CHECKPOINT_EVERY 16

/**
 * SqRecordRuleset:
 * @name: the game's name, for the messages of a broken history
 *   (programming errors, never shown to a player)
 * @state_size: the size of a state; a state is a plain value, copied with
 *   memcpy() and never holding a pointer it owns
 * @action_size: the size of an action, likewise a plain value
 * @setup_size: the size of a setup, likewise a plain value
 * @checkpoint_every: entries between two checkpoints, or 0 for
 *   %SQ_RECORD_CHECKPOINT_EVERY
 * @apply: applies an action to a state, or refuses it with a #GError
 *   (which may have changed the state: the record layer applies to a
 *   copy). It must depend on nothing but its arguments, so that an
 *   action that applied once from a state applies again, to the same
 *   result: the RNG, if any, lives in the state
 * @action_equal: whether two actions are the same action
 * @action_type_name: (nullable): the name of an action's type for a file
 *   error, or %NULL if the type is unknown
 * @error_name: the name of a refusal's code for a file error
 * @file_error_quark: (nullable): the error domain of the game's file
 *   loader; %NULL for the record layer's files, %SQ_FILE_ERROR
 * @file_error_illegal_action: the code, in that domain, of an action of a
 *   file that the rules refuse (with %NULL above, %SQ_FILE_ERROR_ILLEGAL_ACTION)
 * @state_new: (nullable): deals or prepares a new game from a setup, or
 *   refuses the setup with a #GError; the state is freed with g_free()
 * @is_finished: (nullable): whether the game is over in a state
 *
 * A ruleset is a static constant of its game; the record layer only
 * keeps a pointer to it.
 */
typedef struct {
  const char   *name;
  gsize         state_size;
  gsize         action_size;
  gsize         setup_size;
  guint         checkpoint_every;

  gboolean    (*apply)            (gpointer       state,
                                   gconstpointer  action,
                                   GError       **error);
  gboolean    (*action_equal)     (gconstpointer  a,
                                   gconstpointer  b);
  const char *(*action_type_name) (gconstpointer  action);
  const char *(*error_name)       (const GError  *error);

  GQuark      (*file_error_quark) (void);
  gint          file_error_illegal_action;

  gpointer    (*state_new)        (gconstpointer  setup,
                                   GError       **error);
  gboolean    (*is_finished)      (gconstpointer  state);
} SqRecordRuleset;

typedef gboolean    (*SqRecordApplyFunc)     (gpointer       state,
                                            gconstpointer  action,
                                            GError       **error);
typedef gboolean    (*SqRecordEqualFunc)     (gconstpointer  a,
                                            gconstpointer  b);
typedef gpointer    (*SqRecordStateNewFunc)  (gconstpointer  setup,
                                            GError       **error);
typedef const char *(*SqRecordTypeNameFunc)  (gconstpointer  action);
typedef const char *(*SqRecordErrorNameFunc) (const GError  *error);
typedef gboolean    (*SqRecordFinishedFunc)  (gconstpointer  state);

/**
 * SQ_RECORD_DEFINE_RULESET:
 * @var: the name of the ruleset constant
 * @Name: the game's name
 * @State: its state type
 * @Action: its action type
 * @Setup: its setup type
 * @apply_fn: its choke point,
 *   `gboolean apply (State *, const Action *, GError **)`
 * @equal_fn: `gboolean equal (const Action *, const Action *)`
 * @state_new_fn: `State *state_new (const Setup *, GError **)`
 * @type_name_fn: `const char *type_name (const Action *)`, %NULL for an
 *   unknown type
 * @error_name_fn: `const char *error_name (const GError *)`, %NULL for a
 *   refusal that is not the rules'
 * @finished_fn: `gboolean finished (const State *)`
 *
 * Defines a game's ruleset, a constant of the game, from its own types
 * and functions, with the record layer's file errors and checkpoints.
 */
#define SQ_RECORD_DEFINE_RULESET(var, Name, State, Action, Setup, apply_fn, equal_fn, \
                                 state_new_fn, type_name_fn, error_name_fn, finished_fn) \
  const SqRecordRuleset var = { \
    .name = (Name), \
    .state_size = sizeof (State), \
    .action_size = sizeof (Action), \
    .setup_size = sizeof (Setup), \
    .apply = (SqRecordApplyFunc) (apply_fn), \
    .action_equal = (SqRecordEqualFunc) (equal_fn), \
    .state_new = (SqRecordStateNewFunc) (state_new_fn), \
    .action_type_name = (SqRecordTypeNameFunc) (type_name_fn), \
    .error_name = (SqRecordErrorNameFunc) (error_name_fn), \
    .is_finished = (SqRecordFinishedFunc) (finished_fn), \
  }

G_END_DECLS

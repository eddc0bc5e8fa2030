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
 * @file_error_quark: the error domain of the game's file loader
 * @file_error_illegal_action: the code, in that domain, of an action of a
 *   file that the rules refuse
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

G_END_DECLS

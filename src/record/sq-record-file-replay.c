/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game file of any game, continued: its replay, from the deal or the
 * preparation through its actions, with the error messages every game's
 * file and history give for a setup or an action the rules refuse. */

#include "sq-record-file-private.h"

#include "sq-file-read-private.h"

/* Internal API (sq-record-file-private.h) */

/* The domain of the game's file errors, and in @illegal_action (if not
 * NULL) the code of an action the rules refuse: the ruleset's, or the
 * record layer's */
GQuark
sq_record_file_error_domain (const SqRecordRuleset *ruleset,
                             gint                  *illegal_action)
{
  gboolean own = ruleset->file_error_quark == NULL;

  if (illegal_action != NULL)
    *illegal_action = own ? SQ_FILE_ERROR_ILLEGAL_ACTION : ruleset->file_error_illegal_action;
  return own ? SQ_FILE_ERROR : ruleset->file_error_quark ();
}

/* Public API */

/**
 * sq_record_file_set_refusal:
 * @ruleset: the game's rules
 * @what: what is refused: "action", "redo" or "corrected action"
 * @index: its index, from 0
 * @action: the action refused
 * @refusal: the rules' refusal; its message, the rule id, is made one line
 * @error: where to put the file error
 *
 * Sets the ruleset's illegal-action file error, in one shape for every
 * game: "action 3 (move): refused with wrong-decision (rule turn.order)".
 */
void
sq_record_file_set_refusal (const SqRecordRuleset  *ruleset,
                            const char             *what,
                            guint                   index,
                            gconstpointer           action,
                            GError                 *refusal,
                            GError                **error)
{
  const char *type;
  const char *name;
  GQuark domain;
  gint code;

  g_return_if_fail (ruleset != NULL);
  g_return_if_fail (refusal != NULL);

  type = ruleset->action_type_name != NULL ? ruleset->action_type_name (action) : NULL;
  name = ruleset->error_name != NULL ? ruleset->error_name (refusal) : NULL;
  sq_file_flatten_message (refusal);
  domain = sq_record_file_error_domain (ruleset, &code);
  g_set_error (error, domain, code,
               "%s %u (%s): refused with %s (rule %s)", what, index,
               type != NULL ? type : "?", name != NULL ? name : "unknown", refusal->message);
}

/**
 * sq_record_file_start:
 * @format: a game's file format
 * @setup: the setup of a file
 * @error: a #GError in %SQ_FILE_ERROR
 *
 * Deals or prepares the game of a file, before its actions. If the rules
 * refuse @setup, fails with %SQ_FILE_ERROR_BAD_SETUP naming the
 * refusal's code and the rule id.
 *
 * Returns: (transfer full) (nullable): the state, freed with g_free()
 */
gpointer
sq_record_file_start (const SqRecordFormat  *format,
                      gconstpointer          setup,
                      GError               **error)
{
  g_autoptr(GError) local_error = NULL;
  const char *name;
  gpointer state;

  g_return_val_if_fail (format != NULL, NULL);
  g_return_val_if_fail (format->ruleset->state_new != NULL, NULL);
  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  state = format->ruleset->state_new (setup, &local_error);
  if (state != NULL)
    return state;

  name = format->ruleset->error_name != NULL ? format->ruleset->error_name (local_error) : NULL;
  g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_BAD_SETUP,
               "setup: refused with %s (rule %s)", name != NULL ? name : "unknown",
               local_error->message);
  return NULL;
}

/**
 * sq_record_file_replay:
 * @format: a game's file format
 * @file: a file of that format
 * @n_applied: (out) (optional): how many actions were applied
 * @error: a #GError in %SQ_FILE_ERROR
 *
 * Deals or prepares the game of @file and applies its actions in order
 * (not the redo entries). Fails as sq_record_file_start() does, or, if
 * the rules refuse an action, with %SQ_FILE_ERROR_ILLEGAL_ACTION naming
 * the action's 0-based index and type, the refusal's code and the rule id.
 *
 * Returns: (transfer full) (nullable): the state after the last action,
 *   freed with g_free()
 */
gpointer
sq_record_file_replay (const SqRecordFormat  *format,
                       gconstpointer          file,
                       guint                 *n_applied,
                       GError               **error)
{
  const SqRecordRuleset *ruleset;
  g_autofree guint8 *state = NULL;
  const GArray *actions;

  g_return_val_if_fail (format != NULL, NULL);
  g_return_val_if_fail (file != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  ruleset = format->ruleset;
  if (n_applied != NULL)
    *n_applied = 0;

  state = sq_record_file_start (format, G_STRUCT_MEMBER_P (file, format->setup_offset), error);
  if (state == NULL)
    return NULL;

  actions = G_STRUCT_MEMBER (GArray *, file, format->actions_offset);
  for (guint i = 0; actions != NULL && i < actions->len; i++)
    {
      gconstpointer action = actions->data + (gsize) i * ruleset->action_size;
      g_autoptr(GError) local_error = NULL;

      if (!ruleset->apply (state, action, &local_error))
        {
          sq_record_file_set_refusal (ruleset, "action", i, action, local_error, error);
          return NULL;
        }

      if (n_applied != NULL)
        *n_applied = i + 1;
    }

  return g_steal_pointer (&state);
}

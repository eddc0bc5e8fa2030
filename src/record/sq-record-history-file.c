/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SqRecordHistory, continued: a history from a game file's actions and
 * redo entries, and back. The files themselves are the games' own; this
 * is the loop both games' histories share, with its error message. */

#include "sq-record-history.h"

#include "sq-record-file-private.h"

/* Helpers */

static gboolean
apply_step (SqRecordHistory  *history,
            guint             entry,
            gconstpointer     action,
            gpointer          user_data,
            GError          **error)
{
  return sq_record_history_apply (history, action, error);
}

/* Public API */

/**
 * sq_record_history_replay:
 * @history: a history standing at its end
 * @actions: (nullable): a file's actions, of the ruleset's action size;
 *   %NULL for none
 * @redo: (nullable): the file's redo entries, likewise
 * @step: (nullable): adds one entry; %NULL for sq_record_history_apply()
 * @user_data: for @step
 * @error: a #GError in the ruleset's file error domain (%SQ_FILE_ERROR
 *   unless it names another)
 *
 * Adds @actions and then @redo as entries, and stands at the end of
 * @actions: what was undone before the save can still be redone. An entry
 * @step refuses fails with the ruleset's illegal-action code, naming it
 * (counted from 0 over @actions, then over @redo), its type and the
 * refusal; an error @step gives in the file error domain is passed on.
 *
 * Returns: %TRUE if every entry was added; %FALSE leaves @history with
 *   the entries before the one that failed
 */
gboolean
sq_record_history_replay (SqRecordHistory   *history,
                          const GArray      *actions,
                          const GArray      *redo,
                          SqRecordStepFunc   step,
                          gpointer           user_data,
                          GError           **error)
{
  const SqRecordRuleset *ruleset;
  GQuark domain;
  guint n_actions;
  guint n_redo;

  g_return_val_if_fail (history != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  ruleset = sq_record_history_get_ruleset (history);
  g_return_val_if_fail (actions == NULL
                        || g_array_get_element_size ((GArray *) actions) == ruleset->action_size,
                        FALSE);
  g_return_val_if_fail (redo == NULL
                        || g_array_get_element_size ((GArray *) redo) == ruleset->action_size,
                        FALSE);

  domain = sq_record_file_error_domain (ruleset, NULL);
  n_actions = actions != NULL ? actions->len : 0;
  n_redo = redo != NULL ? redo->len : 0;
  if (step == NULL)
    step = apply_step;

  for (guint i = 0; i < n_actions + n_redo; i++)
    {
      gconstpointer action = i < n_actions
                             ? actions->data + (gsize) i * ruleset->action_size
                             : redo->data + (gsize) (i - n_actions) * ruleset->action_size;
      g_autoptr(GError) local_error = NULL;

      if (step (history, i, action, user_data, &local_error))
        continue;

      g_assert (local_error != NULL);
      if (local_error->domain == domain)
        g_propagate_error (error, g_steal_pointer (&local_error));
      else
        sq_record_file_set_refusal (ruleset, i < n_actions ? "action" : "redo",
                                    i < n_actions ? i : i - n_actions, action, local_error,
                                    error);
      return FALSE;
    }

  sq_record_history_jump_to (history, n_actions);
  return TRUE;
}

/**
 * sq_record_history_write_entries:
 * @history: a history
 * @actions: (inout) (transfer full): the file's actions: made if %NULL,
 *   then replaced by the entries in effect
 * @redo: (inout) (transfer full): the file's redo entries: made if %NULL,
 *   then replaced by the undone entries
 *
 * What a game's write_to_file shares: the entries split at the position.
 */
void
sq_record_history_write_entries (const SqRecordHistory  *history,
                                 GArray                **actions,
                                 GArray                **redo)
{
  const SqRecordRuleset *ruleset;
  guint position;
  guint n_entries;

  g_return_if_fail (history != NULL);
  g_return_if_fail (actions != NULL);
  g_return_if_fail (redo != NULL);

  ruleset = sq_record_history_get_ruleset (history);
  position = sq_record_history_get_position (history);
  n_entries = sq_record_history_get_n_entries (history);

  if (*actions == NULL)
    *actions = g_array_new (FALSE, TRUE, ruleset->action_size);
  g_array_set_size (*actions, 0);
  if (position > 0)
    g_array_append_vals (*actions, sq_record_history_get_entry (history, 0), position);

  if (*redo == NULL)
    *redo = g_array_new (FALSE, TRUE, ruleset->action_size);
  g_array_set_size (*redo, 0);
  if (n_entries > position)
    g_array_append_vals (*redo, sq_record_history_get_entry (history, position),
                         n_entries - position);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What follows ending the turn (see sq-legal-next.h). */

#include <string.h>

#include "sq-legal-next.h"
#include "sq-legal-steps.h"

guint
sq_steps_after_end_turn (const SqState *state,
                         SqState       *after,
                         SqAction      *out,
                         guint          max,
                         gint          *seat)
{
  SqAction end;
  SqStepShape shape;
  guint all;
  guint n = 0;

  g_return_val_if_fail (state != NULL && after != NULL, 0);
  g_return_val_if_fail (out != NULL || max == 0, 0);

  if (seat != NULL)
    *seat = -1;
  if (sq_state_get_decision (state) != SQ_DECISION_HEROIC)
    return 0;

  sq_action_init (&end, SQ_ACTION_END_TURN);
  memcpy (after, state, sizeof *after);
  if (!sq_apply (after, &end, NULL) || sq_state_get_decision (after) != SQ_DECISION_EVIL ||
      after->current == state->current)
    return 0;

  all = sq_steps_starts (after, out, max);
  for (guint i = 0; i < all; i++)
    {
      /* a player joining or leaving is no part of the turn */
      if (sq_steps_kind (&out[i]) == SQ_STEP_KIND_TABLE)
        continue;
      /* only answers that are whole actions: no list still to pick */
      sq_steps_shape (after, &out[i], &shape);
      if (shape.list != SQ_STEP_LIST_NONE || !sq_steps_is_legal (after, &out[i], NULL))
        return 0;
      out[n++] = out[i];
    }
  if (seat != NULL && n > 0)
    *seat = sq_state_get_decider (after) >= 0 ? sq_state_get_decider (after) : after->current;
  return n;
}

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

/* Depth first over the items in non-decreasing order (an unordered list:
 * each multiset once), noting the shortest and longest legal lengths. */
static void
walk_lengths (const SqState     *state,
              SqAction          *draft,
              const SqStepShape *shape,
              guint              depth,
              guint              first,
              guint             *at_least,
              guint             *at_most)
{
  guint8 items[SQ_N_FACES];
  guint n;

  if (sq_steps_is_legal (state, draft, NULL))
    {
      *at_least = MIN (*at_least, depth);
      *at_most = MAX (*at_most, depth);
    }
  n = sq_steps_next (state, draft, items, G_N_ELEMENTS (items));
  for (guint i = 0; i < n; i++)
    {
      SqAction longer = *draft;

      if (items[i] < first)
        continue;
      sq_steps_add (&longer, shape->list, items[i]);
      walk_lengths (state, &longer, shape, depth + 1, items[i], at_least, at_most);
    }
}

gboolean
sq_steps_remaining (const SqState  *state,
                    const SqAction *draft,
                    guint          *at_least,
                    guint          *at_most)
{
  SqStepShape shape;
  SqAction a = *draft;
  guint len;
  guint lo = G_MAXUINT;
  guint hi = 0;

  g_return_val_if_fail (state != NULL && draft != NULL, FALSE);

  *at_least = *at_most = 0;
  sq_steps_shape (state, draft, &shape);
  if (shape.list == SQ_STEP_LIST_NONE || !sq_steps_can_complete (state, draft))
    return FALSE;
  len = shape.list == SQ_STEP_LIST_SEATS ? draft->n_seats : draft->n_cards;
  /* a list of fixed length, or one whose order matters: what is left */
  if (shape.min == shape.max || shape.ordered)
    {
      *at_least = shape.min > len ? shape.min - len : 0;
      *at_most = shape.max > len ? shape.max - len : 0;
      return TRUE;
    }
  /* what is picked already stays; what follows is a multiset of its own */
  walk_lengths (state, &a, &shape, 0, 0, &lo, &hi);
  if (lo == G_MAXUINT)
    return FALSE;
  *at_least = lo;
  *at_most = hi;
  return TRUE;
}

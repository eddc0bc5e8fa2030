/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The question that follows ending the turn.
 *
 * Once a knight has taken his Heroic Action, the table's next move is
 * almost always to end the turn and let the next knight choose his
 * Progression of Evil. sq_steps_after_end_turn() tells the screen which
 * choices that knight would have, so that answering one of them also ends
 * the turn. The engine applies both actions; this query only looks. */

#pragma once

#include "sq-rules.h"

G_BEGIN_DECLS

/**
 * sq_steps_after_end_turn:
 * @out: (array length=max): where to write the next knight's choices
 * @seat: (out) (optional): the knight who would choose
 *
 * If ending the turn is legal now and leads straight to the next knight's
 * Progression of Evil, writes the whole actions that answer it (each one
 * legal in the state after the end of the turn).
 *
 * Returns: how many were written; 0 if ending the turn leads elsewhere
 */
guint sq_steps_after_end_turn (const SqState *state,
                               SqState       *after,
                               SqAction      *out,
                               guint          max,
                               gint          *seat);

G_END_DECLS

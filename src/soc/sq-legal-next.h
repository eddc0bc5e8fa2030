/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Two queries on top of the steps (sq-legal-steps.h): the question that
 * follows ending the turn, and how many items a draft still needs.
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

/**
 * sq_steps_remaining:
 * @at_least: (out): the fewest items that still make @draft legal
 * @at_most: (out): the most items that still make it legal
 *
 * The pattern still open in the card picker: how many cards (or knights)
 * may still be added for a legal action, each answer checked by the
 * engine.
 *
 * Returns: %FALSE if no completion exists
 */
gboolean sq_steps_remaining (const SqState  *state,
                             const SqAction *draft,
                             guint          *at_least,
                             guint          *at_most);

G_END_DECLS

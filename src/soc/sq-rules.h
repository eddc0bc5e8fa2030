/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The one choke point: apply an action to a state, or refuse it. */

#pragma once

#include "sq-state.h"
#include "sq-rule-ids.h"

G_BEGIN_DECLS

void      sq_action_init     (SqAction       *action,
                              SqActionType    type);
gboolean  sq_action_equal    (const SqAction *a,
                              const SqAction *b);

/**
 * sq_apply:
 * @state: the state, changed in place only on success
 * @action: what the deciding player does
 * @error: on refusal, a GError in SQ_RULES_ERROR whose message is the id of
 *   the rule that forbids the action (see sq-rule-ids.h)
 *
 * Returns: %TRUE if the action was legal and applied
 */
gboolean  sq_apply           (SqState        *state,
                              const SqAction *action,
                              GError        **error);

/**
 * sq_legal_actions:
 * @out: (array length=max): where to write the actions
 *
 * Lists the legal actions at the current decision point. Choices with a
 * combinatorial number of parameters (sharing spoils, answering a
 * Convocation, who pays for a Merlin cancel) are listed completely when
 * there are at most @max of them; sq_apply() accepts any legal combination.
 *
 * Returns: the number of actions written
 */
guint     sq_legal_actions   (const SqState  *state,
                              SqAction       *out,
                              guint           max);

gboolean  sq_heroic_kind_open (const SqState *state,
                               SqActionType   kind,
                               GError       **error);
guint     sq_copies_left      (const SqState *state,
                               SqFace         face);
guint     sq_copies_in_game   (const SqState *state,
                               SqFace         face);
guint     sq_black_pile_size  (const SqState *state);
gboolean  sq_black_entry_ok   (const SqState *state,
                               SqFace         face,
                               guint          reveal_quest);

/**
 * sq_combat_groups:
 * @q: a quest
 * @sizes: (out) (transfer none): the size of each spot group, or %NULL
 *
 * The spot groups of a combat quest's white cards (the Black Knight's two
 * pairs, Lancelot's pair and three of a kind, the Dragon's three threes).
 *
 * Returns: the number of groups, 0 for a quest that is not a combat
 */
guint     sq_combat_groups    (SqQuestId       q,
                               const guint8  **sizes);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The one choke point of the Camelot Legends engine: apply an action to a
 * state, or refuse it. */

#pragma once

#include "sq-legends-rule-ids.h"
#include "sq-legends-state.h"

G_BEGIN_DECLS

void      sq_legends_action_init   (SqLegendsAction       *action,
                                    SqLegendsActionType    type);
gboolean  sq_legends_action_equal  (const SqLegendsAction *a,
                                    const SqLegendsAction *b);
void      sq_legends_card_init     (SqLegendsCard         *card);
void      sq_legends_event_init    (SqLegendsEvent        *event,
                                    SqLegendsEventKind     kind);
gboolean  sq_legends_set_name      (char                   name[SQ_LEGENDS_NAME_BYTES],
                                    const char            *text);

/**
 * sq_legends_apply:
 * @state: the state, changed in place only on success
 * @action: what the deciding player (or, for card effects, anyone at the
 *   table) does
 * @error: on refusal, a GError in %SQ_LEGENDS_ERROR whose message is the
 *   id of the rule that forbids the action (see sq-legends-rule-ids.h)
 *
 * Returns: %TRUE if the action was legal and applied
 */
gboolean  sq_legends_apply         (SqLegendsState        *state,
                                    const SqLegendsAction *action,
                                    GError               **error);

guint     sq_legends_next_action_types (const SqLegendsState *state,
                                        SqLegendsActionType  *types);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every word and sentence the Camelot Legends companion shows, translated:
 * abilities, locations, colours, special cards, phases, events as entered,
 * the completion check, the fate of an event, the winners and the reason
 * behind each refusal of the Legends engine.
 *
 * The engine emits identifiers only (src/legends); this is the one place
 * that turns them into prose. Nothing here names the face-down final
 * event's place in its row: the table never sees it. */

#pragma once

#include <glib.h>

#include "sq-legends-state.h"

G_BEGIN_DECLS

const char *sq_legends_text_ability        (SqLegendsAbility      ability);
const char *sq_legends_text_location       (SqLegendsLocation     location);
const char *sq_legends_text_at_location    (SqLegendsLocation     location);
const char *sq_legends_text_colour         (SqLegendsColour       colour);
const char *sq_legends_text_special        (SqLegendsSpecial      special);
const char *sq_legends_text_event_kind     (SqLegendsEventKind    kind);
const char *sq_legends_text_phase          (SqLegendsDecision     decision);
const char *sq_legends_text_phase_step     (guint                 step);
char       *sq_legends_text_default_player (guint                 seat);
char       *sq_legends_text_player         (const char           *name,
                                            SqLegendsColour       colour);

char       *sq_legends_text_preparation    (guint                 n_players);
char       *sq_legends_text_first_player   (const SqLegendsState *state,
                                            const char * const   *names);
char       *sq_legends_text_prompt         (const SqLegendsState *state,
                                            const char * const   *names);
char       *sq_legends_text_actions_left   (const SqLegendsState *state);
char       *sq_legends_text_turn           (const SqLegendsState *state);

char       *sq_legends_text_scores         (const SqLegendsCard  *card,
                                            guint                 abilities);
char       *sq_legends_text_character      (const SqLegendsCard  *card);
char       *sq_legends_text_requirements   (const SqLegendsEvent *event);
char       *sq_legends_text_event          (const SqLegendsEvent *event);
char       *sq_legends_text_heraldic       (const SqLegendsState *state);

char       *sq_legends_text_check          (const SqLegendsState *state,
                                            guint                 seat,
                                            SqLegendsLocation     location,
                                            guint                 index,
                                            const gint8          *modifiers,
                                            gboolean             *met);
char       *sq_legends_text_fate           (const SqLegendsState *state,
                                            const char * const   *names);
char       *sq_legends_text_winners        (const SqLegendsState *state,
                                            const char * const   *names);
char       *sq_legends_text_points         (gint                  points);

/**
 * sq_legends_text_rule_reason:
 * @rule_id: a rule id from sq-legends-rule-ids.h
 *
 * Returns: (transfer none) (nullable): why the rule refuses, in one
 *   sentence; %NULL for an id that is not a Camelot Legends rule
 */
const char *sq_legends_text_rule_reason    (const char           *rule_id);

/**
 * sq_legends_text_error:
 * @error: a refusal in %SQ_LEGENDS_ERROR, or a failed save
 *
 * Returns: (transfer full): the refusal as the players read it
 */
char       *sq_legends_text_error          (const GError         *error);

G_END_DECLS

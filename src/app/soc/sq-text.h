/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every game word and sentence the UI shows, translated: names of knights,
 * cards, quests and places, actions as button labels and log lines, the
 * prompt that names who must answer, and the reason behind a refusal.
 *
 * The engine emits identifiers only; this is the one place that turns them
 * into prose, so the glossary check and the translators have one file to
 * look at. Nothing here reads a secret unless the caller asks for the
 * private view. */

#pragma once

#include <glib.h>

#include "sq-state.h"

G_BEGIN_DECLS

/* Who is reading: the whole table, or only the player who decides. */
typedef enum {
  SQ_TEXT_PUBLIC,     /* the log, toasts, accessible names: never a secret */
  SQ_TEXT_PRIVATE,    /* the decider's own choices: may name the cards held */
} SqTextView;

/* How a sentence names a place: each pattern is its own message context,
 * so that each language picks its own preposition and article per place. */
typedef enum {
  SQ_PLACE_PHRASE_ON,       /* a card laid or played there: "on the Dragon" */
  SQ_PLACE_PHRASE_TO,       /* a move or a sending: "to the Round Table" */
  SQ_PLACE_PHRASE_FROM,     /* a card taken away: "from the Dragon" */
  SQ_PLACE_PHRASE_OF,       /* what a quest yields: "of the Dragon" */
  SQ_PLACE_PHRASE_AGAINST,  /* the war Mordred joins: "against the Picts" */
  SQ_N_PLACE_PHRASES
} SqPlacePhrase;

const char *sq_text_knight           (SqKnight        knight);
const char *sq_text_face             (SqFace          face);
const char *sq_text_face_plural      (SqFace          face,
                                      guint           n);
const char *sq_text_quest            (SqQuestId       quest);
const char *sq_text_place            (SqPlace         place);
const char *sq_text_place_ref        (SqPlace         place);
const char *sq_text_place_phrase     (SqPlace         place,
                                      SqPlacePhrase   phrase);
const char *sq_text_relic            (SqRelic         relic);
const char *sq_text_end_reason       (SqEndReason     reason);
const char *sq_text_phase            (const SqState  *state);
char       *sq_text_seat             (const SqState  *state,
                                      int             seat);

/* The group the rules put a choice in, for the turn panel's headings. */
typedef enum {
  SQ_CHOICE_GROUP_EVIL,        /* Progression of Evil */
  SQ_CHOICE_GROUP_MOVE,        /* Heroic Action: movement */
  SQ_CHOICE_GROUP_QUEST,       /* Heroic Action: the quest's own action (in
                                * Camelot: draw white cards or fight the
                                * siege engines) */
  SQ_CHOICE_GROUP_SPECIAL,     /* Heroic Action: play a special white card */
  SQ_CHOICE_GROUP_HEAL,        /* Heroic Action: heal */
  SQ_CHOICE_GROUP_ACCUSE,      /* Heroic Action: accuse a knight of treason */
  SQ_CHOICE_GROUP_FREE,        /* outside the five types: powers, end turn */
  SQ_CHOICE_GROUP_ANSWER,      /* answering a prompt */
  SQ_N_CHOICE_GROUPS,
} SqChoiceGroup;

SqChoiceGroup sq_text_choice_group   (const SqState  *state,
                                      const SqAction *action);
const char   *sq_text_choice_group_title (SqChoiceGroup group);

/**
 * sq_text_action:
 * @state: the state the action is (or was) applied to
 * @view: %SQ_TEXT_PUBLIC leaves out every card the table may not see
 *
 * A short sentence: a button label in the turn panel ("Play Fight 3 on the
 * Black Knight") or, with @sentence, a line in the game log naming the
 * knight ("Sir Kay played Fight 3 on the Black Knight").
 *
 * Returns: (transfer full): the text
 */
char       *sq_text_action           (const SqState  *state,
                                      const SqAction *action,
                                      SqTextView      view,
                                      gboolean        sentence);

/**
 * sq_text_prompt:
 *
 * What the game is waiting for, naming who must answer: "Sir Kay: the
 * Progression of Evil", "Who shares the spoils of the Black Knight?".
 * Never a secret: it is on screen for everyone.
 *
 * Returns: (transfer full): the text
 */
char       *sq_text_prompt           (const SqState  *state);

/**
 * sq_text_rule_reason:
 * @rule_id: a rule id from sq-rule-ids.h, or %NULL
 *
 * Why the rule refuses: one sentence in the player's language.
 *
 * Returns: (transfer none): the text; a generic sentence for an unknown id
 */
const char *sq_text_rule_reason      (const char     *rule_id);

/**
 * sq_text_error:
 * @error: a GError in SQ_RULES_ERROR (or any other domain)
 *
 * Returns: (transfer full): the refusal as the player reads it
 */
char       *sq_text_error            (const GError   *error);

/**
 * sq_text_refusal:
 * @error: a GError in SQ_RULES_ERROR (or any other domain)
 * @state: the state the action was refused in
 * @action: the refused action
 *
 * Like sq_text_error(), with what only the action tells: which card has
 * no copy left, and how many copies the box holds.
 *
 * Returns: (transfer full): the refusal as the player reads it
 */
char       *sq_text_refusal          (const GError   *error,
                                      const SqState  *state,
                                      const SqAction *action);

/* The table's own black deck (sq-text-unknown.c): copies left, and why a
 * card cannot be entered (NULL if it can). */
char       *sq_text_copies_left      (guint           n);
char       *sq_text_entry_reason     (const SqState  *state,
                                      SqFace          face,
                                      guint           reveal_quest);

G_END_DECLS

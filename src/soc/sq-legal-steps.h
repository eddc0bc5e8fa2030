/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn as the table builds it: a candidate action, step by step.
 *
 * A screen never lists every combination of cards. It starts from one of
 * sq_steps_starts() (the kind of action and where or whom it concerns),
 * then adds cards or knights one at a time, asking sq_steps_next() which
 * may follow, and applies the action once sq_steps_is_legal() says so.
 * The judge is the engine's own check (sq_apply() and the heroic check it
 * uses): these queries hold no rule of their own. */

#pragma once

#include "sq-rules.h"

G_BEGIN_DECLS

/* What is still picked after the start. */
typedef enum {
  SQ_STEP_LIST_NONE,    /* the start is the whole action */
  SQ_STEP_LIST_CARDS,   /* faces go into cards[] */
  SQ_STEP_LIST_SEATS,   /* seats go into seats[] */
} SqStepList;

typedef struct {
  SqStepList list;
  guint8 min;           /* a legal action has at least this many items */
  guint8 max;           /* and at most this many */
  gboolean ordered;     /* the order of the items matters */
  gboolean distinct;    /* an item may appear once only */
} SqStepShape;

/* The kind of action, as the table names it first. */
typedef enum {
  SQ_STEP_KIND_MOVE,
  SQ_STEP_KIND_QUEST,
  SQ_STEP_KIND_SPECIAL,
  SQ_STEP_KIND_HEAL,
  SQ_STEP_KIND_ACCUSE,
  SQ_STEP_KIND_POWER,     /* Arthur's swap, Bedivere's Merlin */
  SQ_STEP_KIND_END_TURN,
  SQ_STEP_KIND_TABLE,     /* a player joins or leaves: not part of a turn */
  SQ_STEP_KIND_ANSWER,    /* any other question */
  SQ_N_STEP_KINDS,
} SqStepKind;

SqStepKind sq_steps_kind          (const SqAction *action);

/**
 * sq_steps_starts:
 * @out: (array length=max): where to write the starts
 *
 * Every distinct beginning of a legal action at the current decision: the
 * action without its list of cards or knights, for which at least one
 * legal completion exists. Actions without such a list are whole. Moves
 * come once per place (Tristan's free move when it may be free).
 *
 * Returns: the number of starts written
 */
guint      sq_steps_starts        (const SqState  *state,
                                   SqAction       *out,
                                   guint           max);
guint      sq_steps_house_starts  (const SqState  *state,
                                   SqAction       *out,
                                   guint           max);
gboolean   sq_steps_move          (const SqState  *state,
                                   guint           place,
                                   SqAction       *action);
void       sq_steps_shape         (const SqState  *state,
                                   const SqAction *draft,
                                   SqStepShape    *shape);
gboolean   sq_steps_is_legal      (const SqState  *state,
                                   const SqAction *draft,
                                   GError        **error);
gboolean   sq_steps_can_complete  (const SqState  *state,
                                   const SqAction *draft);

/**
 * sq_steps_next:
 * @items: (array length=max): the faces or seats that may come next
 *
 * The cards (faces) or seats that can be added to @draft so that a legal
 * completion still exists.
 *
 * Returns: how many were written
 */
guint      sq_steps_next          (const SqState  *state,
                                   const SqAction *draft,
                                   guint8         *items,
                                   guint           max);
/**
 * sq_steps_finish:
 * @action: (out): the action to apply
 *
 * The engine's action for a draft whose list is complete (a Merlin cancel
 * picked knight by knight names each knight once, with a count).
 */
void       sq_steps_finish        (const SqAction *draft,
                                   SqAction       *action);
gboolean   sq_steps_add           (SqAction       *draft,
                                   SqStepList      list,
                                   guint8          item);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shared by sq-text-actions.c (every action in words, the heroic phase and
 * the Progression of Evil) and sq-text-answers.c (the answers to the
 * other decisions). */

#pragma once

#include "sq-text-private.h"

G_BEGIN_DECLS

/* One action to put in words */
typedef struct {
  const SqState *s;
  const SqAction *a;
  gboolean hide;            /* the public view */
  gboolean sentence;        /* a log line rather than a label */
  int seat;                 /* who acts */
  char *who;                /* his name */
} SqTextCtx;

gboolean     sq_text_all_named    (const SqAction  *a);
char        *sq_text_action_cards (const SqAction  *a,
                                   gboolean         keep_order);
const char  *sq_text_first_card   (const SqAction  *a);
SqPlace      sq_text_place_of     (guint            place);
SqQuestId    sq_text_fight_quest  (const SqTextCtx *c);
const char  *sq_text_group_name   (SqQuestId        quest,
                                   gint             group);
SqState     *sq_text_outcome_of   (const SqTextCtx *c);
char        *sq_text_answer       (const SqTextCtx *c);

G_END_DECLS

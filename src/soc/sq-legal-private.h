/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shared by sq-legal.c (the heroic phase, the entry point) and
 * sq-legal-answers.c (every other decision's answers). */

#pragma once

#include "sq-engine-private.h"

G_BEGIN_DECLS

/* The list being filled: at most @max actions into @out, each made for
 * @seat unless the lister says otherwise */
typedef struct {
  SqAction *out;
  guint n;
  guint max;
  gint seat;
} SqLegalList;

typedef void (*SqLegalLister) (SqLegalList   *l,
                               const SqState *s,
                               const SqTask  *top);

SqAction      *sq_legal_emit           (SqLegalList   *l,
                                        SqActionType   type);
void           sq_legal_emit_multisets (SqLegalList   *l,
                                        SqActionType   type,
                                        const guint   *counts,
                                        guint          size,
                                        guint          first_face,
                                        guint          last_face,
                                        SqAction      *proto);
void           sq_legal_list_heroic    (SqLegalList   *l,
                                        const SqState *s,
                                        const SqTask  *top);
SqLegalLister  sq_legal_lister         (SqDecision     d);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shared between the Camelot Legends rule files; not for the UI or the CLI. */

#pragma once

#include "sq-legends-names.h"
#include "sq-legends-rules.h"

G_BEGIN_DECLS

/* errors */
gboolean sq_legends_fail             (GError              **error,
                                      SqLegendsError        code,
                                      SqLegendsRule         rule);

/* entered data */
gboolean sq_legends_name_is_valid    (const char           *name);
gboolean sq_legends_card_is_valid    (const SqLegendsCard  *card);
gboolean sq_legends_event_is_valid   (const SqLegendsEvent *event);
void     sq_legends_copy_card        (SqLegendsCard        *dst,
                                      const SqLegendsCard  *src);
void     sq_legends_copy_event       (SqLegendsEvent       *dst,
                                      const SqLegendsEvent *src);
gboolean sq_legends_same_allegiance  (const char           *a,
                                      const char           *b);
gint     sq_legends_card_score       (const SqLegendsState *s,
                                      const SqLegendsCard  *card,
                                      SqLegendsAbility      ability,
                                      gboolean              heraldic);

/* the table */
gint     sq_legends_next_seat        (const SqLegendsState *s,
                                      gint                  seat);
gboolean sq_legends_character_ok     (const SqLegendsState *s,
                                      guint                 id);
void     sq_legends_remove_character (SqLegendsState       *s,
                                      guint                 id);
void     sq_legends_score_event      (SqLegendsState       *s,
                                      const SqLegendsEvent *event,
                                      gint                  seat);

/* bidding (sq-legends-bidding.c) */
void     sq_legends_start_bidding    (SqLegendsState       *s,
                                      const SqLegendsEvent *event);
gboolean sq_legends_apply_bid        (SqLegendsState        *s,
                                      const SqLegendsAction *a,
                                      GError               **error);
gboolean sq_legends_apply_pass       (SqLegendsState        *s,
                                      const SqLegendsAction *a,
                                      GError               **error);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Helpers shared by sq-text.c and sq-text-actions.c; not for widgets. */

#pragma once

#include "sq-text.h"

G_BEGIN_DECLS

char          *sq_text_printf       (const char    *format,
                                     ...) G_GNUC_PRINTF (1, 2);
char          *sq_text_join         (GPtrArray     *items);
char          *sq_text_cards        (const guint8  *faces,
                                     guint          n,
                                     gboolean       keep_order);
const char    *sq_text_card_id      (guint          card);
char          *sq_text_black_seen   (guint          card);
const SqTask  *sq_text_top          (const SqState *state,
                                     SqDecision     decision);
gboolean       sq_text_seat_valid   (const SqState *state,
                                     int            seat);

/* sq-text-unknown.c */
char          *sq_text_unknown_action (const SqState  *state,
                                       const SqAction *action,
                                       gboolean        sentence,
                                       const char     *who);
char          *sq_text_house_note     (const SqAction *action,
                                       char           *text);
char          *sq_text_unknown_prompt (const SqState  *state,
                                       const char     *name);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Why something cannot be done: a refusal of the Legends engine as one
 * translated sentence and a button to the rule it rests on. Hidden while
 * there is nothing to say. */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SQ_TYPE_LEGENDS_REASON (sq_legends_reason_get_type ())

G_DECLARE_FINAL_TYPE (SqLegendsReason, sq_legends_reason, SQ, LEGENDS_REASON, GtkWidget)

GtkWidget  *sq_legends_reason_new         (void);
void        sq_legends_reason_set_error   (SqLegendsReason *self,
                                           const GError    *error);
void        sq_legends_reason_set_text    (SqLegendsReason *self,
                                           const char      *text,
                                           const char      *rule_id);
const char *sq_legends_reason_get_text    (SqLegendsReason *self);
const char *sq_legends_reason_get_rule_id (SqLegendsReason *self);

G_END_DECLS

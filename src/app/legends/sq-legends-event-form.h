/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Entry of the Camelot Legends event just drawn, as printed on its card:
 * its kind, then what that kind needs (location and requirements, bidding
 * abilities and maximum, heraldic bonus and allegiance, victory points).
 * When the final event is due, the form asks for nothing else. */

#pragma once

#include <adwaita.h>

#include "sq-legends-types.h"

G_BEGIN_DECLS

#define SQ_TYPE_LEGENDS_EVENT_FORM (sq_legends_event_form_get_type ())

G_DECLARE_FINAL_TYPE (SqLegendsEventForm, sq_legends_event_form, SQ, LEGENDS_EVENT_FORM, AdwBin)

GtkWidget *sq_legends_event_form_new           (void);
void       sq_legends_event_form_get_event     (SqLegendsEventForm   *self,
                                                SqLegendsEvent       *event);
void       sq_legends_event_form_set_event     (SqLegendsEventForm   *self,
                                                const SqLegendsEvent *event);
void       sq_legends_event_form_reset         (SqLegendsEventForm   *self);
void       sq_legends_event_form_set_final_due (SqLegendsEventForm   *self,
                                                gboolean              final_due);

G_END_DECLS

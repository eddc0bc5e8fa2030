/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Camelot: the siege engines, the swords on the Round Table, who stands
 * at the Round Table and outside the walls, and the lasting effects. */

#pragma once

#include <gtk/gtk.h>

#include "sq-state.h"

G_BEGIN_DECLS

#define SQ_TYPE_CAMELOT_VIEW (sq_camelot_view_get_type ())

G_DECLARE_FINAL_TYPE (SqCamelotView, sq_camelot_view, SQ, CAMELOT_VIEW, GtkWidget)

GtkWidget *sq_camelot_view_new        (void);
GtkWidget *sq_camelot_view_get_siege  (SqCamelotView *self);
GtkWidget *sq_camelot_view_get_swords (SqCamelotView *self);
GtkWidget *sq_camelot_view_get_place  (SqCamelotView *self,
                                       guint          place);
const char *sq_camelot_view_get_place_text (SqCamelotView *self,
                                            guint          place);
void       sq_camelot_view_update     (SqCamelotView *self,
                                       const SqState *state);

G_END_DECLS

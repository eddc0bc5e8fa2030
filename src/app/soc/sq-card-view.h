/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* One card spot on a quest: empty, a card face up, or a card back. */

#pragma once

#include <gtk/gtk.h>

#include "sq-types.h"

G_BEGIN_DECLS

#define SQ_TYPE_CARD_VIEW (sq_card_view_get_type ())

G_DECLARE_FINAL_TYPE (SqCardView, sq_card_view, SQ, CARD_VIEW, GtkWidget)

GtkWidget *sq_card_view_new        (void);
void       sq_card_view_show_empty (SqCardView *self,
                                    const char *hint);
void       sq_card_view_show_face  (SqCardView *self,
                                    SqFace      face,
                                    SqQuestId   quest);
void       sq_card_view_show_back  (SqCardView *self);

G_END_DECLS

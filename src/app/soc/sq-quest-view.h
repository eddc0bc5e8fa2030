/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* One quest: its status, spots, cards, tracks and the knights on it. */

#pragma once

#include <gtk/gtk.h>

#include "sq-state.h"

G_BEGIN_DECLS

#define SQ_TYPE_QUEST_VIEW (sq_quest_view_get_type ())

G_DECLARE_FINAL_TYPE (SqQuestView, sq_quest_view, SQ, QUEST_VIEW, GtkWidget)

GtkWidget *sq_quest_view_new       (SqQuestId      quest);
SqQuestId  sq_quest_view_get_quest (SqQuestView   *self);
void       sq_quest_view_update    (SqQuestView   *self,
                                    const SqState *state);

G_END_DECLS

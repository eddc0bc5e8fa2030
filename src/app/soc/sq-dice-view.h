/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SQ_TYPE_DICE_VIEW (sq_dice_view_get_type ())

G_DECLARE_FINAL_TYPE (SqDiceView, sq_dice_view, SQ, DICE_VIEW, GtkWidget)

GtkWidget *sq_dice_view_new          (void);

gboolean   sq_dice_view_get_physical (SqDiceView *self);
void       sq_dice_view_set_physical (SqDiceView *self,
                                      gboolean    physical);
guint      sq_dice_view_get_value    (SqDiceView *self);
gboolean   sq_dice_view_get_rolling  (SqDiceView *self);
void       sq_dice_view_show_result  (SqDiceView *self,
                                      guint       value);
void       sq_dice_view_clear        (SqDiceView *self);

G_END_DECLS

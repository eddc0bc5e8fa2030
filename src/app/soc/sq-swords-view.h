/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The swords on the Round Table: white and black. */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SQ_TYPE_SWORDS_VIEW (sq_swords_view_get_type ())

G_DECLARE_FINAL_TYPE (SqSwordsView, sq_swords_view, SQ, SWORDS_VIEW, GtkWidget)

GtkWidget *sq_swords_view_new        (void);
guint      sq_swords_view_get_white  (SqSwordsView *self);
guint      sq_swords_view_get_black  (SqSwordsView *self);
void       sq_swords_view_set_counts (SqSwordsView *self,
                                      guint         white,
                                      guint         black);

G_END_DECLS

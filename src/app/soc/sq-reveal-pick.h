/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Picking a choice while a secret is held (sq-reveal-pick.c): the choices
 * that name a knight's cards are on show only while he holds the reveal,
 * so he picks one by letting go of the press over it, or, holding Space,
 * by pressing its number. Used by SqReveal only. */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWidget *sq_reveal_pick_at  (GtkWidget *area,
                               GtkWidget *from,
                               double     x,
                               double     y);
GtkWidget *sq_reveal_pick_nth (GtkWidget *area,
                               guint      n);
gboolean   sq_reveal_pick_press (GtkWidget *button);
void       sq_reveal_pick_guard (GtkWidget *window,
                                 GtkWidget *own,
                                 guint      keyval);

G_END_DECLS

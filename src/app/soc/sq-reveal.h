/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SQ_TYPE_REVEAL (sq_reveal_get_type ())

G_DECLARE_FINAL_TYPE (SqReveal, sq_reveal, SQ, REVEAL, GtkWidget)

GtkWidget  *sq_reveal_new             (void);

void        sq_reveal_set_child       (SqReveal   *self,
                                       GtkWidget  *child);
GtkWidget  *sq_reveal_get_child       (SqReveal   *self);
void        sq_reveal_set_placeholder (SqReveal   *self,
                                       GtkWidget  *placeholder);
GtkWidget  *sq_reveal_get_placeholder (SqReveal   *self);
void        sq_reveal_set_label       (SqReveal   *self,
                                       const char *label);
const char *sq_reveal_get_label       (SqReveal   *self);
void        sq_reveal_set_toggle      (SqReveal   *self,
                                       gboolean    toggle);
gboolean    sq_reveal_get_toggle      (SqReveal   *self);
gboolean    sq_reveal_get_revealed    (SqReveal   *self);
void        sq_reveal_conceal         (SqReveal   *self);
GtkWidget  *sq_reveal_get_button      (SqReveal   *self);
void        sq_reveal_set_pick_area   (SqReveal   *self,
                                       GtkWidget  *area);

G_END_DECLS

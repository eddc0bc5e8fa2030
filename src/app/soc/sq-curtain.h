/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SQ_TYPE_CURTAIN (sq_curtain_get_type ())

G_DECLARE_FINAL_TYPE (SqCurtain, sq_curtain, SQ, CURTAIN, GtkWidget)

GtkWidget  *sq_curtain_new                (void);

void        sq_curtain_set_viewer         (SqCurtain    *self,
                                           const char   *knight_name);
const char *sq_curtain_get_viewer         (SqCurtain    *self);
void        sq_curtain_set_secret_title   (SqCurtain    *self,
                                           const char   *title);
const char *sq_curtain_get_secret_title   (SqCurtain    *self);
void        sq_curtain_set_secret_cards   (SqCurtain    *self,
                                           const guint8 *faces,
                                           guint         n_faces);
void        sq_curtain_set_secret_widget  (SqCurtain    *self,
                                           GtkWidget    *child);
gboolean    sq_curtain_get_revealed       (SqCurtain    *self);
void        sq_curtain_reset              (SqCurtain    *self);
void        sq_curtain_set_phone_url      (SqCurtain    *self,
                                           const char   *url);

G_END_DECLS

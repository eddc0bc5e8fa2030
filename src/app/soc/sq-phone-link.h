/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* "Use phones for private views" for one game: the phone server fed with
 * that game's views after every change, new tokens for a new game or a
 * change of seats, stopped when turned off or the game goes. The server
 * comes from the phones module, loaded when the phones are first turned
 * on. */

#pragma once

#include "sq-game.h"

G_BEGIN_DECLS

#define SQ_TYPE_PHONE_LINK (sq_phone_link_get_type ())

G_DECLARE_FINAL_TYPE (SqPhoneLink, sq_phone_link, SQ, PHONE_LINK, GObject)

SqPhoneLink   *sq_phone_link_new           (void);
void           sq_phone_link_set_game      (SqPhoneLink  *self,
                                            SqGame       *game);
SqGame        *sq_phone_link_get_game      (SqPhoneLink  *self);
gboolean       sq_phone_link_set_active    (SqPhoneLink  *self,
                                            gboolean      active,
                                            GError      **error);
gboolean       sq_phone_link_get_active    (SqPhoneLink  *self);
char          *sq_phone_link_dup_url       (SqPhoneLink  *self,
                                            guint         seat);
guint          sq_phone_link_get_connected (SqPhoneLink  *self);
char          *sq_phone_link_dup_status    (SqPhoneLink  *self,
                                            char        **tooltip);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The small web server behind "Use phones for private views": one page
 * per seat, reached through an address with that seat's random token, and
 * a stream of server-sent events that carries the seat's view of the game
 * to it. GLib and libsoup only; the views come ready-made as JSON from the
 * caller, which alone knows what each seat may see. */

#pragma once

#include <gio/gio.h>

#include "sq-phone-throttle.h"

G_BEGIN_DECLS

#define SQ_PHONE_MAX_SEATS 7

#define SQ_TYPE_PHONE_SERVER (sq_phone_server_get_type ())

G_DECLARE_FINAL_TYPE (SqPhoneServer, sq_phone_server, SQ, PHONE_SERVER, GObject)

SqPhoneServer *sq_phone_server_new            (void);
gboolean       sq_phone_server_start          (SqPhoneServer      *self,
                                               GError            **error);
void           sq_phone_server_stop           (SqPhoneServer      *self);
gboolean       sq_phone_server_get_running    (SqPhoneServer      *self);
guint          sq_phone_server_get_port       (SqPhoneServer      *self);
const char    *sq_phone_server_get_host       (SqPhoneServer      *self);
gboolean       sq_phone_server_get_loopback   (SqPhoneServer      *self);

gboolean       sq_phone_server_set_n_seats    (SqPhoneServer      *self,
                                               guint               n_seats,
                                               GError            **error);
guint          sq_phone_server_get_n_seats    (SqPhoneServer      *self);
gboolean       sq_phone_server_renew_tokens   (SqPhoneServer      *self,
                                               GError            **error);
char          *sq_phone_server_dup_url        (SqPhoneServer      *self,
                                               guint               seat);
guint          sq_phone_server_get_connected  (SqPhoneServer      *self);

void           sq_phone_server_set_views      (SqPhoneServer      *self,
                                               const char         *public_json,
                                               const char * const *seat_json);

guint          sq_phone_server_get_failures   (SqPhoneServer      *self,
                                               const char         *host);

G_END_DECLS

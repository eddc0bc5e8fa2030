/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* What the phones module (libsquire-phones, the phone server and the QR
 * code, with libsoup and libqrencode behind them) offers the app, which
 * loads it only when phones are first used (sq-phones-loader.h): a table
 * of functions, so that the app links none of them. */

#pragma once

#include <gio/gio.h>

#include "sq-phone-server.h"

G_BEGIN_DECLS

/* Raised whenever the table changes: an app and a module of different
 * versions refuse each other. */
#define SQ_PHONES_API_VERSION 1

/* The one symbol the module exports. */
#define SQ_PHONES_API_SYMBOL "sq_phones_module_get_api"

typedef struct
{
  guint           version;

  SqPhoneServer *(*server_new)           (void);
  gboolean       (*server_start)         (SqPhoneServer      *server,
                                          GError            **error);
  void           (*server_stop)          (SqPhoneServer      *server);
  gboolean       (*server_get_running)   (SqPhoneServer      *server);
  gboolean       (*server_get_loopback)  (SqPhoneServer      *server);
  gboolean       (*server_set_n_seats)   (SqPhoneServer      *server,
                                          guint               n_seats,
                                          GError            **error);
  guint          (*server_get_n_seats)   (SqPhoneServer      *server);
  char          *(*server_dup_url)       (SqPhoneServer      *server,
                                          guint               seat);
  guint          (*server_get_connected) (SqPhoneServer      *server);
  void           (*server_set_views)     (SqPhoneServer      *server,
                                          const char         *public_json,
                                          const char * const *seat_json);

  GBytes        *(*qr_encode)            (const char         *text,
                                          guint              *width);
} SqPhonesApi;

typedef const SqPhonesApi *(*SqPhonesApiFunc) (void);

G_END_DECLS

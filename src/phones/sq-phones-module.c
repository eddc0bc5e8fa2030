/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The phones module's entry point: its table of functions. Everything
 * else in the module is hidden. */

#include "config.h"

#include <gmodule.h>

#include "sq-phones-api.h"
#include "sq-phone-qr.h"

/* Prototypes */

G_MODULE_EXPORT const SqPhonesApi *sq_phones_module_get_api (void);

/* Public API */

const SqPhonesApi *
sq_phones_module_get_api (void)
{
  static const SqPhonesApi api = {
    .version = SQ_PHONES_API_VERSION,
    .server_new = sq_phone_server_new,
    .server_start = sq_phone_server_start,
    .server_stop = sq_phone_server_stop,
    .server_get_running = sq_phone_server_get_running,
    .server_get_loopback = sq_phone_server_get_loopback,
    .server_set_n_seats = sq_phone_server_set_n_seats,
    .server_get_n_seats = sq_phone_server_get_n_seats,
    .server_dup_url = sq_phone_server_dup_url,
    .server_get_connected = sq_phone_server_get_connected,
    .server_set_views = sq_phone_server_set_views,
    .qr_encode = sq_phone_qr_encode,
  };

  return &api;
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define SQ_PHONE_LOOPBACK_ENV "SQUIRE_PHONES_LOOPBACK"

GPtrArray *sq_phone_lan_addresses (gboolean *loopback);

G_END_DECLS

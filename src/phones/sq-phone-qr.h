/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* A QR code of a phone's address, as modules (libqrencode): drawing it
 * is the app's. */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

GBytes *sq_phone_qr_encode (const char *text,
                            guint      *width);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The secret in a phone's address: 130 bits from the kernel's CSPRNG
 * (getrandom), written as 26 characters of lower-case base32 so that it
 * can be typed on a phone without minding case. */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define SQ_PHONE_TOKEN_LENGTH 26

char     *sq_phone_token_new   (GError     **error);
gboolean  sq_phone_token_equal (const char  *a,
                                const char  *b);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Loads the phones module (sq-phones-api.h) the first time it is asked
 * for, and keeps it for the process's life. GLib and GModule only: the
 * program that links this links neither libsoup nor libqrencode. */

#pragma once

#include "sq-phones-api.h"

G_BEGIN_DECLS

/* A folder to look in first (tests; a developer's own build). */
#define SQ_PHONES_MODULE_DIR_ENV "SQUIRE_PHONES_MODULE_DIR"
#define SQ_PHONES_MODULE_NAME    "libsquire-phones.so"

char              *sq_phones_module_dup_path (void);
const SqPhonesApi *sq_phones_load            (GError **error);

G_END_DECLS

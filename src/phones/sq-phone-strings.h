/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *sq_phone_strings_to_json (void);

G_END_DECLS

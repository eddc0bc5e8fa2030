/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* What a phone may show: the public view every seat gets, and each
 * seat's own secrets. The rules of who sees what live here, next to the
 * texts; the phone server only carries the JSON. */

#pragma once

#include <glib.h>

#include "sq-state.h"

G_BEGIN_DECLS

char *sq_phone_views_public (const SqState *state);
char *sq_phone_views_seat   (const SqState *state,
                             guint          seat);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* How long a request with a missing or wrong token waits for its 404:
 * longer on every repeat from the same client address. */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _SqPhoneThrottle SqPhoneThrottle;

SqPhoneThrottle *sq_phone_throttle_new    (void);
void             sq_phone_throttle_free   (SqPhoneThrottle *throttle);
guint            sq_phone_throttle_record (SqPhoneThrottle *throttle,
                                           const char      *host);
guint            sq_phone_throttle_count  (SqPhoneThrottle *throttle,
                                           const char      *host);
guint            sq_phone_failure_delay   (guint            n_failures);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SqPhoneThrottle, sq_phone_throttle_free)

G_END_DECLS

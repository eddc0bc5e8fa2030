/* SPDX-License-Identifier: GPL-3.0-or-later */
/* PCG32: a small seeded generator whose whole state lives in SqState, so a
 * copied state replays the same shuffles. */

#pragma once

#include "sq-state.h"

G_BEGIN_DECLS

void    sq_rng_seed    (SqRng  *rng,
                        guint64 seed);
guint32 sq_rng_next    (SqRng  *rng);
guint32 sq_rng_below   (SqRng  *rng,
                        guint32 bound);
void    sq_rng_shuffle (SqRng  *rng,
                        guint8 *items,
                        guint   n);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "sq-rng.h"

void
sq_rng_seed (SqRng  *rng,
             guint64 seed)
{
  rng->state = 0;
  rng->inc = (seed << 1) | 1;
  sq_rng_next (rng);
  rng->state += 0x853c49e6748fea9bULL ^ seed;
  sq_rng_next (rng);
}

guint32
sq_rng_next (SqRng *rng)
{
  guint64 old = rng->state;
  guint32 xorshifted;
  guint32 rot;

  rng->state = old * 6364136223846793005ULL + rng->inc;
  xorshifted = (guint32) (((old >> 18u) ^ old) >> 27u);
  rot = (guint32) (old >> 59u);
  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

/* Lemire's nearly divisionless method, unbiased */
guint32
sq_rng_below (SqRng  *rng,
              guint32 bound)
{
  guint32 threshold;

  if (bound <= 1)
    return 0;
  threshold = -bound % bound;
  for (;;)
    {
      guint32 r = sq_rng_next (rng);
      if (r >= threshold)
        return r % bound;
    }
}

void
sq_rng_shuffle (SqRng  *rng,
                guint8 *items,
                guint   n)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = sq_rng_below (rng, i);
      guint8 t = items[i - 1];
      items[i - 1] = items[j];
      items[j] = t;
    }
}

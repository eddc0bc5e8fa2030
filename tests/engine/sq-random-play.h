/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A seeded random player shared by the property test and the benchmark. */

#pragma once

#include "sq-rules.h"
#include "sq-cards.h"

G_BEGIN_DECLS

typedef struct {
  guint64 s;
} SqTestRng;

static inline guint32
sq_test_rng_next (SqTestRng *r)
{
  /* splitmix64 */
  guint64 z = (r->s += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return (guint32) ((z ^ (z >> 31)) >> 16);
}

static inline guint
sq_test_rng_below (SqTestRng *r,
                   guint      n)
{
  return n ? sq_test_rng_next (r) % n : 0;
}

/* A varied table: 3-7 players, random knights (Bedivere sometimes),
 * loyalty modes, deck modes and rule options. */
static inline void
sq_test_random_setup (SqTestRng *r,
                      SqSetup   *setup,
                      gboolean   vary_modes)
{
  guint8 pool[SQ_N_KNIGHTS] = { 0, 1, 2, 3, 4, 5, 6, 7 };
  guint n = 3 + sq_test_rng_below (r, 5);

  sq_setup_init_defaults (setup, n);
  for (guint i = SQ_N_KNIGHTS - 1; i > 0; i--)
    {
      guint j = sq_test_rng_below (r, i + 1);
      guint8 t = pool[i];
      pool[i] = pool[j];
      pool[j] = t;
    }
  for (guint i = 0; i < n; i++)
    setup->knights[i] = pool[i];
  setup->seed = ((guint64) sq_test_rng_next (r) << 32) | sq_test_rng_next (r);
  setup->skip_opening_share = sq_test_rng_below (r, 4) == 0;
  if (!vary_modes)
    return;

  switch (sq_test_rng_below (r, 6))
    {
    case 0:
      setup->loyalty = SQ_LOYALTY_NO_TRAITOR;
      break;
    case 1:
      setup->loyalty = SQ_LOYALTY_TRAITOR_AMONG_US;
      setup->loyal_cards = n - 1 + sq_test_rng_below (r, 8 - n);
      break;
    default:
      break;
    }
  if (sq_test_rng_below (r, 5) == 0)
    setup->look = SQ_LOOK_DELAYED;
  if (sq_test_rng_below (r, 5) == 0)
    setup->white_deck = SQ_DECK_PHYSICAL;
  if (sq_test_rng_below (r, 5) == 0)
    setup->black_deck = SQ_DECK_PHYSICAL;
  if (sq_test_rng_below (r, 4) == 0)
    setup->dice = SQ_DECK_PHYSICAL;
  if (sq_test_rng_below (r, 8) == 0)
    {
      setup->squires_challenge = TRUE;
      setup->squire_life = 3 + sq_test_rng_below (r, 2);
    }
  setup->options.black_knight_distinct_pairs = sq_test_rng_below (r, 2);
  setup->options.dragon_distinct_triples = sq_test_rng_below (r, 2);
  setup->options.vivien_duration = sq_test_rng_below (r, 2);
  setup->options.dark_forest_duration = sq_test_rng_below (r, 2);
  setup->options.excalibur_cancel = sq_test_rng_below (r, 4) == 0;
  setup->options.merlin_removes_siege_engine = sq_test_rng_below (r, 2);
  setup->options.grail_collision_cancels = sq_test_rng_below (r, 2);
  setup->options.accuse_threshold = sq_test_rng_below (r, 2);
}

/* Picks a legal action; joining and leaving are kept rare so that games
 * are mostly about the rules. */
static inline gboolean
sq_test_pick (SqTestRng     *r,
              const SqState *state,
              SqAction      *buf,
              guint          max,
              SqAction      *out)
{
  guint n = sq_legal_actions (state, buf, max);
  guint tries = 0;

  if (n == 0)
    return FALSE;
  for (;;)
    {
      guint i = sq_test_rng_below (r, n);
      if ((buf[i].type == SQ_ACTION_LEAVE || buf[i].type == SQ_ACTION_JOIN) && tries++ < 8 &&
          sq_test_rng_below (r, 200) != 0)
        continue;
      *out = buf[i];
      return TRUE;
    }
}

G_END_DECLS

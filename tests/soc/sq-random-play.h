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

/* Uniform play loses fast (knights bleed to death), so a "purposeful"
 * player rarely gives life away and prefers quest actions: its games reach
 * quest endings, relics and the final sword count far more often. */
static inline guint
sq_test_weight (const SqState  *state,
                const SqAction *a,
                gboolean        purposeful)
{
  gboolean first = state->actions_taken == 0;
  guint life = state->seats[state->current].life;

  switch (a->type)
    {
    case SQ_ACTION_LEAVE:
    case SQ_ACTION_JOIN:
      return 0;
    case SQ_ACTION_LOSE_LIFE:
      return purposeful ? (life > 4 ? 10 : 0) : 20;
    case SQ_ACTION_ADD_SIEGE:
      return purposeful ? (state->siege < 4 ? 30 : 1) : 20;
    case SQ_ACTION_DRAW_BLACK:
      return purposeful ? 60 : 20;
    case SQ_ACTION_PLAY_FIGHT:
    case SQ_ACTION_PLAY_GRAIL:
    case SQ_ACTION_EXCALIBUR_DISCARD:
      return purposeful && first ? 400 : 20;
    case SQ_ACTION_FIGHT_SIEGE:
      return purposeful ? (first && state->siege >= 5 ? 100 : 0) : 20;
    case SQ_ACTION_HEAL:
      return purposeful && first && life <= 3 ? 300 : 20;
    case SQ_ACTION_END_TURN:
      return purposeful ? 400 : 20;
    case SQ_ACTION_MOVE:
      if (!purposeful || !first)
        return purposeful ? 0 : 20;
      {
        /* go where the hand can help */
        const SqSeat *st = &state->seats[state->current];
        guint grails = 0, fights = 0;
        for (guint i = 0; i < st->hand.n; i++)
          {
            SqFace f = sq_card_face (st->hand.c[i]);
            grails += f == SQ_FACE_GRAIL;
            fights += sq_face_is_fight (f);
          }
        if (a->quest == SQ_QUEST_GRAIL)
          return grails >= 2 ? 600 : 5;
        if (a->quest == SQ_QUEST_PICTS || a->quest == SQ_QUEST_SAXONS)
          return fights >= 4 ? 200 : 5;
        if (a->quest == SQ_QUEST_EXCALIBUR)
          return st->hand.n >= 6 ? 150 : 5;
        if (a->quest == SQ_PLACE_ROUND_TABLE)
          return st->hand.n <= 3 ? 300 : 5;
        return 5;
      }
    case SQ_ACTION_DRAW_WHITE:
      return purposeful ? (first ? 80 : 0) : 20;
    case SQ_ACTION_ACCUSE:
    case SQ_ACTION_PLAY_SPECIAL:
      return purposeful ? (first ? 20 : 0) : 20;
    default:
      return 20;
    }
}

/* Picks a legal action at random (joining and leaving only when nothing
 * else is possible, or once in a long while). */
static inline gboolean
sq_test_pick_with (SqTestRng     *r,
                   const SqState *state,
                   SqAction      *buf,
                   guint          max,
                   gboolean       purposeful,
                   SqAction      *out)
{
  guint n = sq_legal_actions (state, buf, max);
  guint total = 0;
  guint pick;

  if (n == 0)
    return FALSE;
  for (guint i = 0; i < n; i++)
    total += sq_test_weight (state, &buf[i], purposeful);
  if (total == 0 || sq_test_rng_below (r, 500) == 0)
    {
      *out = buf[sq_test_rng_below (r, n)];
      return TRUE;
    }
  pick = sq_test_rng_below (r, total);
  for (guint i = 0; i < n; i++)
    {
      guint w = sq_test_weight (state, &buf[i], purposeful);
      if (pick < w)
        {
          *out = buf[i];
          return TRUE;
        }
      pick -= w;
    }
  g_assert_not_reached ();
  return FALSE;
}

static inline gboolean
sq_test_pick (SqTestRng     *r,
              const SqState *state,
              SqAction      *buf,
              guint          max,
              SqAction      *out)
{
  return sq_test_pick_with (r, state, buf, max, FALSE, out);
}

/* A count from the environment (e.g. SQ_PROPERTY_GAMES), within 1..max. */
static inline guint
sq_test_env_count (const char *name,
                   guint       fallback,
                   guint       max)
{
  const char *env = g_getenv (name);
  guint64 n = fallback;

  if (env != NULL)
    n = g_ascii_strtoull (env, NULL, 10);
  return (guint) CLAMP (n, 1, max);
}

static inline gint
sq_test_cmp_double (gconstpointer a,
                    gconstpointer b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* Sorts @samples (doubles) and returns the middle one. */
static inline double
sq_test_median (GArray *samples)
{
  g_array_sort (samples, sq_test_cmp_double);
  return samples->len ? g_array_index (samples, double, samples->len / 2) : 0;
}

G_END_DECLS

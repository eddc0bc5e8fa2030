/* SPDX-License-Identifier: GPL-3.0-or-later */
/* For the engine tests that play a game of the table's own decks by hand
 * and keep every action in a game file, to save and load it after. */

#pragma once

#include "sq-game-file.h"
#include "sq-rules.h"
#include "sq-state.h"

G_BEGIN_DECLS

/* Three knights, no traitor, no opening share, every deck on the table */
static inline SqState *
sq_test_physical_game (guint64      seed,
                       SqGameFile **file)
{
  g_autoptr(GError) error = NULL;
  SqSetup setup;
  SqState *s;

  sq_setup_init_defaults (&setup, 3);
  setup.seed = seed;
  setup.skip_opening_share = TRUE;
  setup.loyalty = SQ_LOYALTY_NO_TRAITOR;
  setup.white_deck = setup.black_deck = setup.dice = SQ_DECK_PHYSICAL;
  s = sq_state_new (&setup, &error);
  g_assert_no_error (error);
  *file = sq_game_file_new (&setup);
  return s;
}

/* Applies @a, keeps it in @file and checks the invariants after it */
static inline void
sq_test_play (SqState        *s,
              SqGameFile     *file,
              const SqAction *a)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (sq_apply (s, a, &error));
  g_assert_no_error (error);
  sq_game_file_append (file, a);
  g_assert_true (sq_state_check_invariants (s, &error));
  g_assert_no_error (error);
}

static inline void
sq_test_play_type (SqState      *s,
                   SqGameFile   *file,
                   SqActionType  type)
{
  SqAction a;

  sq_action_init (&a, type);
  sq_test_play (s, file, &a);
}

G_END_DECLS

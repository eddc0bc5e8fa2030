/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* A game in the window at a question with closed Heroic Actions, for the
 * tests of what the turn panel shows of them. */

#pragma once

#include "sq-turn-panel.h"
#include "sq-window.h"

G_BEGIN_DECLS

/* Starts a three-knight game (no traitor, seed 9) and makes its first
 * turn's evil through the turn panel: the first Heroic Action is asked,
 * and the turn cannot end yet. */
static inline void
sq_test_start_first_heroic (SqWindow *window)
{
  g_autoptr(GError) error = NULL;
  SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (window, "turn-panel"));
  SqAction action;
  SqSetup setup;

  sq_setup_init_defaults (&setup, 3);
  setup.loyalty = SQ_LOYALTY_NO_TRAITOR;
  setup.skip_opening_share = TRUE;
  setup.seed = 9;
  g_assert_true (sq_window_start_game (window, &setup, NULL, &error));
  g_assert_no_error (error);

  sq_action_init (&action, SQ_ACTION_ADD_SIEGE);
  g_assert_true (sq_turn_panel_choose (panel, &action, &error));
  g_assert_no_error (error);
}

/* The same, then a move: a second move, the same Heroic Action type, is
 * then refused. */
static inline void
sq_test_start_second_move (SqWindow *window)
{
  g_autoptr(GError) error = NULL;
  SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (window, "turn-panel"));
  SqAction action;

  sq_test_start_first_heroic (window);
  sq_action_init (&action, SQ_ACTION_MOVE);
  action.quest = SQ_PLACE_BLACK_KNIGHT;
  g_assert_true (sq_turn_panel_choose (panel, &action, &error));
  g_assert_no_error (error);
}

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The texts of a refusal for a card whose copies are all accounted for:
 * the card named, with its count, and the one-copy card said so. Needs no
 * display. */

#include "config.h"

#include <string.h>

#include "sq-cards.h"
#include "sq-rules.h"
#include "sq-text.h"

/* Moves copies of @face the table has not seen to the white discard pile,
 * as if played, until @left are unseen. */
static void
see_white_copies (SqState *state,
                  SqFace   face,
                  guint    left)
{
  for (gint i = state->white_draw.n - 1; i >= 0 && sq_copies_left (state, face) > left; i--)
    if (sq_card_face (state->white_draw.c[i]) == face)
      {
        state->white_discard.c[state->white_discard.n++] = state->white_draw.c[i];
        memmove (&state->white_draw.c[i], &state->white_draw.c[i + 1], state->white_draw.n - i - 1);
        state->white_draw.n--;
        state->white_draw_count--;
      }
  g_assert_cmpuint (sq_copies_left (state, face), ==, left);
}

/* A card whose copies are all accounted for is named, with its count. */
static void
test_refusal_copies (void)
{
  g_autoptr (SqState) state = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  SqSetup setup;
  SqAction action;
  guint total = sq_face_info (SQ_FACE_FIGHT_5)->count;

  sq_setup_init_defaults (&setup, 3);
  setup.skip_opening_share = TRUE;
  setup.loyalty = SQ_LOYALTY_NO_TRAITOR;
  setup.white_deck = setup.black_deck = setup.dice = SQ_DECK_PHYSICAL;
  state = sq_state_new (&setup, NULL);
  g_assert_nonnull (state);
  sq_action_init (&action, SQ_ACTION_LOSE_LIFE);
  g_assert_true (sq_apply (state, &action, NULL));

  /* two Fight 5 left unseen: three cannot be in a hand */
  see_white_copies (state, SQ_FACE_FIGHT_5, 2);
  sq_action_init (&action, SQ_ACTION_HEAL);
  action.n_cards = 3;
  action.cards[0] = action.cards[1] = action.cards[2] = SQ_FACE_FIGHT_5;
  g_assert_false (sq_apply (state, &action, &error));
  g_assert_error (error, SQ_RULES_ERROR, SQ_RULES_ERROR_COPIES_OUT);
  text = sq_text_refusal (error, state, &action);
  expected = g_strdup_printf ("Only 2 copies of %s are not yet in play or discarded.",
                              sq_text_face (SQ_FACE_FIGHT_5));
  g_assert_cmpstr (text, ==, expected);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&expected, g_free);
  g_clear_error (&error);

  /* none left */
  see_white_copies (state, SQ_FACE_FIGHT_5, 0);
  g_assert_false (sq_apply (state, &action, &error));
  text = sq_text_refusal (error, state, &action);
  expected = g_strdup_printf ("All %u copies of %s are already in play or discarded.", total,
                              sq_text_face (SQ_FACE_FIGHT_5));
  g_assert_cmpstr (text, ==, expected);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&expected, g_free);
  g_clear_error (&error);

  /* another refusal reads as sq_text_error() has it */
  action.cards[2] = SQ_FACE_FIGHT_4;
  g_assert_false (sq_apply (state, &action, &error));
  text = sq_text_refusal (error, state, &action);
  g_assert_cmpstr (text, ==, sq_text_rule_reason ("heroic.heal"));
}

/* A black card the box holds once, entered a second time. */
static void
test_refusal_single_copy (void)
{
  g_autoptr (SqState) state = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  SqSetup setup;
  SqAction action;

  sq_setup_init_defaults (&setup, 3);
  setup.skip_opening_share = TRUE;
  setup.loyalty = SQ_LOYALTY_NO_TRAITOR;
  setup.black_deck = SQ_DECK_PHYSICAL;
  state = sq_state_new (&setup, NULL);
  g_assert_nonnull (state);
  g_assert_cmpuint (sq_face_info (SQ_FACE_BLACK_KNIGHT_7)->count, ==, 1);
  sq_action_init (&action, SQ_ACTION_DRAW_BLACK);
  g_assert_true (sq_apply (state, &action, NULL));
  g_assert_cmpint (sq_state_get_decision (state), ==, SQ_DECISION_ENTER_BLACK);

  /* the one Black Knight 7 is on the board already */
  for (guint i = 0; i < state->black_draw.n; i++)
    if (sq_card_face (state->black_draw.c[i]) == SQ_FACE_BLACK_KNIGHT_7)
      {
        guint8 card = state->black_draw.c[i];

        state->black_draw.c[i] = state->black_draw.c[--state->black_draw.n];
        state->black_discard.c[state->black_discard.n++] = card;
        break;
      }
  sq_action_init (&action, SQ_ACTION_ENTER_BLACK);
  action.n_cards = 1;
  action.cards[0] = SQ_FACE_BLACK_KNIGHT_7;
  g_assert_false (sq_apply (state, &action, &error));
  g_assert_error (error, SQ_RULES_ERROR, SQ_RULES_ERROR_COPIES_OUT);
  text = sq_text_refusal (error, state, &action);
  expected = g_strdup_printf ("The only %s is already in play or discarded.",
                              sq_text_face (SQ_FACE_BLACK_KNIGHT_7));
  g_assert_cmpstr (text, ==, expected);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/text/refusal-copies", test_refusal_copies);
  g_test_add_func ("/text/refusal-single-copy", test_refusal_single_copy);

  return g_test_run ();
}

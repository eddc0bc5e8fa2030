/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The queries on top of the steps (sq-legal-next.h), on the states of
 * seeded random games: the pattern still open in a draft agrees with
 * completions the engine accepts, the next knight's Progression of Evil
 * after ending the turn is what the engine asks once the turn is ended,
 * and a Merlin cancel is picked one Merlin at a time. */

#include <string.h>

#include "sq-legal-next.h"
#include "sq-legal-steps.h"
#include "sq-random-play.h"

#define MAX_LEGAL 1024
#define MAX_STARTS 256

/* Does some completion of @draft with exactly @more items pass? */
static gboolean
completes_with (const SqState  *s,
                const SqAction *draft,
                guint           more)
{
  guint8 items[SQ_N_FACES];
  SqStepShape shape;
  guint n;

  if (more == 0)
    return sq_steps_is_legal (s, draft, NULL);
  sq_steps_shape (s, draft, &shape);
  n = sq_steps_next (s, draft, items, G_N_ELEMENTS (items));
  for (guint i = 0; i < n; i++)
    {
      SqAction longer = *draft;

      sq_steps_add (&longer, shape.list, items[i]);
      if (completes_with (s, &longer, more - 1))
        return TRUE;
    }
  return FALSE;
}

/* The bounds sq_steps_remaining() gives are reached, and one item fewer
 * than the least, or one more than the most, is not legal. */
static void
check_remaining (const SqState  *s,
                 const SqAction *draft)
{
  guint lo;
  guint hi;
  SqStepShape shape;

  sq_steps_shape (s, draft, &shape);
  if (shape.list == SQ_STEP_LIST_NONE || shape.max > 6)
    return;
  g_assert_true (sq_steps_remaining (s, draft, &lo, &hi));
  g_assert_cmpuint (lo, <=, hi);
  g_assert_true (completes_with (s, draft, lo));
  g_assert_true (completes_with (s, draft, hi));
  if (lo > 0)
    g_assert_false (completes_with (s, draft, lo - 1));
  g_assert_false (completes_with (s, draft, hi + 1));
}

static void
check_after_end (const SqState *s,
                 SqAction      *out)
{
  g_autoptr(SqState) after = g_new0 (SqState, 1);
  g_autoptr(SqState) ended = g_new0 (SqState, 1);
  gint seat = -1;
  guint n = sq_steps_after_end_turn (s, after, out, MAX_STARTS, &seat);
  SqAction end;

  if (n == 0)
    return;
  sq_action_init (&end, SQ_ACTION_END_TURN);
  memcpy (ended, s, sizeof *ended);
  g_assert_true (sq_apply (ended, &end, NULL));
  g_assert_cmpint (sq_state_get_decision (ended), ==, SQ_DECISION_EVIL);
  g_assert_cmpint (seat, ==, sq_state_get_decider (ended));
  g_assert_cmpint (seat, !=, s->current);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(SqState) copy = g_new0 (SqState, 1);

      g_assert_cmpint (sq_steps_kind (&out[i]), !=, SQ_STEP_KIND_TABLE);
      memcpy (copy, ended, sizeof *copy);
      g_assert_true (sq_apply (copy, &out[i], NULL));
    }
}

/* Every Merlin cancel the engine lists can be picked Merlin by Merlin,
 * and what is picked becomes that very action. */
static guint
check_merlin (const SqState *s,
              SqAction      *legal,
              guint          n_legal)
{
  guint checked = 0;

  for (guint i = 0; i < n_legal; i++)
    {
      SqAction draft;
      SqAction whole;

      if (legal[i].type != SQ_ACTION_MERLIN_CANCEL)
        continue;
      draft = legal[i];
      draft.n_seats = 0;
      memset (draft.counts, 0, sizeof draft.counts);
      for (guint k = 0; k < legal[i].n_seats; k++)
        for (guint c = 0; c < legal[i].counts[k]; c++)
          {
            g_assert_false (sq_steps_is_legal (s, &draft, NULL));
            sq_steps_add (&draft, SQ_STEP_LIST_SEATS, legal[i].seats[k]);
          }
      g_assert_true (sq_steps_is_legal (s, &draft, NULL));
      sq_steps_finish (&draft, &whole);
      g_assert_true (sq_action_equal (&whole, &legal[i]));
      checked++;
    }
  return checked;
}

static void
test_steps_next (void)
{
  guint games = sq_test_env_count ("SQ_STEPS_GAMES", 16, 10000);
  g_autofree SqAction *legal = g_new (SqAction, MAX_LEGAL);
  g_autofree SqAction *starts = g_new (SqAction, MAX_STARTS);
  guint ends = 0;
  guint drafts = 0;
  guint merlins = 0;

  for (guint g = 0; g < games; g++)
    {
      SqTestRng r = { 0x7e57 + g * 104729 };
      SqSetup setup;
      g_autoptr(SqState) s = NULL;
      g_autoptr(GError) error = NULL;

      sq_test_random_setup (&r, &setup, TRUE);
      s = sq_state_new (&setup, &error);
      g_assert_no_error (error);
      for (guint step = 0; step < 300 && s->outcome == SQ_OUTCOME_NONE; step++)
        {
          guint n_legal = sq_legal_actions (s, legal, MAX_LEGAL);
          guint n_starts = sq_steps_starts (s, starts, MAX_STARTS);
          SqAction a;

          for (guint i = 0; i < n_starts; i++)
            {
              SqStepShape shape;
              guint8 items[SQ_N_FACES];
              SqAction one = starts[i];

              sq_steps_shape (s, &starts[i], &shape);
              if (shape.list == SQ_STEP_LIST_NONE)
                continue;
              check_remaining (s, &starts[i]);
              /* and after a first item */
              if (sq_steps_next (s, &one, items, G_N_ELEMENTS (items)) > 0)
                {
                  sq_steps_add (&one, shape.list, items[0]);
                  check_remaining (s, &one);
                }
              drafts++;
            }
          if (sq_state_get_decision (s) == SQ_DECISION_HEROIC && s->actions_taken > 0)
            {
              check_after_end (s, starts);
              ends++;
            }
          merlins += check_merlin (s, legal, n_legal);
          g_assert_true (sq_test_pick_with (&r, s, legal, MAX_LEGAL, g & 1, &a));
          g_assert_true (sq_apply (s, &a, &error));
        }
    }
  g_test_message ("%u drafts, %u ends of turn, %u Merlin cancels checked", drafts, ends, merlins);
  g_assert_cmpuint (drafts, >, 0);
  g_assert_cmpuint (ends, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/steps-next/remaining-ends-merlins", test_steps_next);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SqRecordHistory over a toy ruleset, a counter, with a checkpoint every
 * four entries: undo, redo and jumps give the exact state and replay at
 * most three entries; redo survives until an action differs; a new line
 * of play drops the old line's checkpoints; a refused action changes
 * nothing; copies are independent; files replay with their errors; the
 * hooks see every step. */

#include <string.h>

#include "sq-record-history.h"

#define EVERY 4

/* The counter: a value and a trail of every action applied, so that two
 * orders of the same actions give different states. */
typedef struct {
  gint64 value;
  guint32 trail;
  guint n_applied;
} Counter;

typedef enum {
  STEP_ADD,
  STEP_DOUBLE,
  STEP_BOGUS,
} StepType;

typedef struct {
  StepType type;
  gint amount;
} Step;

typedef enum {
  COUNTER_ERROR_ZERO,
  COUNTER_ERROR_LIMIT,
  COUNTER_ERROR_TYPE,
} CounterError;

#define COUNTER_ERROR (counter_error_quark ())
#define COUNTER_FILE_ERROR (counter_file_error_quark ())
#define COUNTER_FILE_ERROR_ILLEGAL 7
#define LIMIT 1000

static GQuark counter_error_quark (void);
static GQuark counter_file_error_quark (void);

G_DEFINE_QUARK (counter-error-quark, counter_error)
G_DEFINE_QUARK (counter-file-error-quark, counter_file_error)

static guint n_apply_calls;

/* The toy ruleset */

static gboolean
counter_apply (gpointer       state,
               gconstpointer  action,
               GError       **error)
{
  Counter *c = state;
  const Step *s = action;
  gint64 next;

  n_apply_calls++;
  switch (s->type)
    {
    case STEP_ADD:
      if (s->amount == 0)
        {
          g_set_error_literal (error, COUNTER_ERROR, COUNTER_ERROR_ZERO, "counter.zero");
          return FALSE;
        }
      next = c->value + s->amount;
      break;
    case STEP_DOUBLE:
      next = c->value * 2;
      break;
    case STEP_BOGUS:
    default:
      g_set_error_literal (error, COUNTER_ERROR, COUNTER_ERROR_TYPE, "counter.type");
      return FALSE;
    }

  if (next > LIMIT || next < -LIMIT)
    {
      /* changed before the refusal: the history must not care */
      c->value = 12345;
      g_set_error_literal (error, COUNTER_ERROR, COUNTER_ERROR_LIMIT, "counter.limit");
      return FALSE;
    }

  c->value = next;
  c->trail = c->trail * 31 + s->type * 7 + (guint32) s->amount;
  c->n_applied++;
  return TRUE;
}

static gboolean
counter_action_equal (gconstpointer a,
                      gconstpointer b)
{
  const Step *x = a, *y = b;

  return x->type == y->type && x->amount == y->amount;
}

static const char *
counter_action_type_name (gconstpointer action)
{
  const Step *s = action;

  switch (s->type)
    {
    case STEP_ADD:
      return "add";
    case STEP_DOUBLE:
      return "double";
    case STEP_BOGUS:
    default:
      return NULL;
    }
}

static const char *
counter_error_name (const GError *error)
{
  static const char * const names[] = { "zero", "limit", "type" };

  if (error->domain != COUNTER_ERROR || (guint) error->code >= G_N_ELEMENTS (names))
    return NULL;
  return names[error->code];
}

static const SqRecordRuleset counter_ruleset = {
  .name = "Counter",
  .state_size = sizeof (Counter),
  .action_size = sizeof (Step),
  .checkpoint_every = EVERY,
  .apply = counter_apply,
  .action_equal = counter_action_equal,
  .action_type_name = counter_action_type_name,
  .error_name = counter_error_name,
  .file_error_quark = counter_file_error_quark,
  .file_error_illegal_action = COUNTER_FILE_ERROR_ILLEGAL,
};

static const Counter initial = { 1, 17, 0 };

/* Helpers */

/* A legal line of play: seeded, and mostly small additions so that the
 * value stays well within the limit. */
static Step
pick_step (GRand         *rand,
           const Counter *state)
{
  if (state->value > -LIMIT / 2 && state->value < LIMIT / 2 && g_rand_int_range (rand, 0, 5) == 0)
    return (Step) { STEP_DOUBLE, 0 };

  return (Step) { STEP_ADD, state->value > 0 ? -g_rand_int_range (rand, 1, 9)
                                             : g_rand_int_range (rand, 1, 9) };
}

/* Plays @n actions, keeping each state in @states ([i] after i actions) */
static SqRecordHistory *
play (guint    n,
      guint32  seed,
      GArray **states)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  SqRecordHistory *history = sq_record_history_new (&counter_ruleset, &initial, NULL, NULL);

  *states = g_array_new (FALSE, FALSE, sizeof (Counter));
  g_array_append_vals (*states, &initial, 1);
  for (guint i = 0; i < n; i++)
    {
      Step step = pick_step (rand, sq_record_history_get_state (history));
      g_autoptr(GError) error = NULL;

      g_assert_true (sq_record_history_apply (history, &step, &error));
      g_assert_no_error (error);
      g_array_append_vals (*states, sq_record_history_get_state (history), 1);
    }

  return history;
}

static void
assert_state (const SqRecordHistory *history,
              const GArray          *states,
              guint                  position)
{
  const Counter *expected = &g_array_index (states, Counter, position);

  g_assert_cmpuint (sq_record_history_get_position (history), ==, position);
  g_assert_cmpmem (sq_record_history_get_state (history), sizeof (Counter),
                   expected, sizeof (Counter));
}

/* Tests */

static void
test_new (void)
{
  g_autoptr(SqRecordHistory) history =
    sq_record_history_new (&counter_ruleset, &initial, NULL, NULL);

  g_assert_cmpuint (sq_record_history_get_n_entries (history), ==, 0);
  g_assert_cmpuint (sq_record_history_get_position (history), ==, 0);
  g_assert_false (sq_record_history_can_undo (history));
  g_assert_false (sq_record_history_can_redo (history));
  g_assert_false (sq_record_history_undo (history));
  g_assert_false (sq_record_history_redo (history));
  g_assert_false (sq_record_history_jump_to (history, 1));
  g_assert_true (sq_record_history_jump_to (history, 0));
  g_assert_cmpmem (sq_record_history_get_state (history), sizeof (Counter),
                   &initial, sizeof initial);
  g_assert_cmpmem (sq_record_history_get_initial_state (history), sizeof (Counter),
                   &initial, sizeof initial);
  g_assert_true (sq_record_history_get_ruleset (history) == &counter_ruleset);
}

/* Undo to the start and redo to the end, one entry at a time, and jumps
 * to every position from every other: the exact state each time, never
 * more than EVERY - 1 entries replayed, none on a checkpoint. */
static void
test_undo_redo_jump (void)
{
  g_autoptr(GArray) states = NULL;
  g_autoptr(SqRecordHistory) history = play (23, 1, &states);

  g_assert_cmpuint (sq_record_history_get_n_entries (history), ==, 23);
  assert_state (history, states, 23);

  for (guint p = 23; p > 0; p--)
    {
      g_assert_true (sq_record_history_undo (history));
      assert_state (history, states, p - 1);
      g_assert_true (sq_record_history_can_redo (history));
    }
  g_assert_false (sq_record_history_undo (history));

  for (guint p = 0; p < 23; p++)
    {
      g_assert_true (sq_record_history_redo (history));
      assert_state (history, states, p + 1);
    }
  g_assert_false (sq_record_history_redo (history));
  g_assert_false (sq_record_history_can_redo (history));

  for (guint from = 0; from <= 23; from++)
    for (guint to = 0; to <= 23; to++)
      {
        g_assert_true (sq_record_history_jump_to (history, from));
        n_apply_calls = 0;
        g_assert_true (sq_record_history_jump_to (history, to));
        assert_state (history, states, to);
        g_assert_cmpuint (n_apply_calls, <=, EVERY - 1);
        if (to % EVERY == 0)
          g_assert_cmpuint (n_apply_calls, ==, 0);
        else if (to > from && to - from <= to % EVERY)
          g_assert_cmpuint (n_apply_calls, ==, to - from);
      }

  g_assert_false (sq_record_history_jump_to (history, 24));
  assert_state (history, states, 23);
  g_assert_cmpuint (sq_record_history_get_n_entries (history), ==, 23);
}

/* An action equal to the next redo entry redoes it and keeps the rest; a
 * different one drops them, with the checkpoints along them: the new
 * line's states past the old checkpoints are its own. */
static void
test_redo_on_equal_and_new_line (void)
{
  g_autoptr(GArray) states = NULL;
  g_autoptr(SqRecordHistory) history = play (20, 2, &states);
  g_autoptr(GArray) line = g_array_new (FALSE, FALSE, sizeof (Counter));
  g_autoptr(GRand) rand = g_rand_new_with_seed (99);
  g_autoptr(GError) error = NULL;
  Step next;

  g_assert_true (sq_record_history_jump_to (history, 9));
  next = *(const Step *) sq_record_history_get_entry (history, 9);
  n_apply_calls = 0;
  g_assert_true (sq_record_history_apply (history, &next, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_apply_calls, ==, 1);
  g_assert_cmpuint (sq_record_history_get_n_entries (history), ==, 20);
  assert_state (history, states, 10);
  g_assert_true (sq_record_history_can_redo (history));

  /* a different action: 10 entries kept, then the new line */
  g_array_append_vals (line, states->data, 11);
  next = (Step) { STEP_ADD, 500 };
  g_assert_false (counter_action_equal (&next, sq_record_history_get_entry (history, 10)));
  g_assert_true (sq_record_history_apply (history, &next, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sq_record_history_get_n_entries (history), ==, 11);
  g_assert_false (sq_record_history_can_redo (history));
  g_assert_cmpmem (sq_record_history_get_entry (history, 10), sizeof (Step), &next, sizeof next);
  g_array_append_vals (line, sq_record_history_get_state (history), 1);

  /* past positions 12, 16 and 20, where the old line had checkpoints */
  for (guint i = 11; i < 22; i++)
    {
      Step step = pick_step (rand, sq_record_history_get_state (history));

      g_assert_true (sq_record_history_apply (history, &step, &error));
      g_assert_no_error (error);
      g_array_append_vals (line, sq_record_history_get_state (history), 1);
    }

  for (guint p = 0; p <= 22; p++)
    {
      g_assert_true (sq_record_history_jump_to (history, p));
      assert_state (history, line, p);
    }
  g_assert_true (memcmp (&g_array_index (line, Counter, 12), &g_array_index (states, Counter, 12),
                         sizeof (Counter)) != 0);
}

/* A refused action changes nothing: not the entries, the position, the
 * redo entries or the state, though the ruleset's apply changed its
 * copy before refusing. */
static void
test_refused (void)
{
  g_autoptr(GArray) states = NULL;
  g_autoptr(SqRecordHistory) history = play (13, 3, &states);
  const Step refused[] = {
    { STEP_ADD, 0 }, { STEP_ADD, 5000 }, { STEP_BOGUS, 1 },
  };
  const CounterError codes[] = { COUNTER_ERROR_ZERO, COUNTER_ERROR_LIMIT, COUNTER_ERROR_TYPE };
  g_autofree Step *entries = NULL;

  g_assert_true (sq_record_history_jump_to (history, 6));
  entries = g_memdup2 (sq_record_history_get_entry (history, 0), 13 * sizeof (Step));

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (sq_record_history_apply (history, &refused[i], &error));
      g_assert_error (error, COUNTER_ERROR, (gint) codes[i]);
      g_assert_cmpuint (sq_record_history_get_n_entries (history), ==, 13);
      assert_state (history, states, 6);
      g_assert_cmpmem (sq_record_history_get_entry (history, 0), 13 * sizeof (Step),
                       entries, 13 * sizeof (Step));
    }

  for (guint p = 7; p <= 13; p++)
    {
      g_assert_true (sq_record_history_redo (history));
      assert_state (history, states, p);
    }
}

/* A copy goes its own way: a new line in the original leaves the copy's
 * entries, position, redo entries and states as they were. */
static void
test_copy (void)
{
  g_autoptr(GArray) states = NULL;
  g_autoptr(SqRecordHistory) history = play (18, 4, &states);
  g_autoptr(SqRecordHistory) copy = NULL;
  g_autoptr(GError) error = NULL;
  Step step = { STEP_ADD, 300 };

  g_assert_true (sq_record_history_jump_to (history, 7));
  copy = sq_record_history_copy (history, NULL);
  assert_state (copy, states, 7);
  g_assert_true (sq_record_history_get_state (copy) != sq_record_history_get_state (history));

  g_assert_true (sq_record_history_apply (history, &step, &error));
  g_assert_no_error (error);
  g_assert_true (sq_record_history_undo (history));
  g_assert_true (sq_record_history_undo (history));
  g_assert_cmpuint (sq_record_history_get_n_entries (history), ==, 8);

  g_assert_cmpuint (sq_record_history_get_n_entries (copy), ==, 18);
  assert_state (copy, states, 7);
  for (guint p = 18; p > 0; p--)
    {
      g_assert_true (sq_record_history_jump_to (copy, p));
      assert_state (copy, states, p);
    }
  assert_state (history, states, 6);
}

/* Truncate drops the redo entries and their checkpoints and keeps the
 * position and the state; the new line past 8 and 12 checkpoints anew. */
static void
test_truncate (void)
{
  g_autoptr(GArray) states = NULL;
  g_autoptr(SqRecordHistory) history = play (17, 5, &states);
  g_autoptr(GArray) line = g_array_new (FALSE, FALSE, sizeof (Counter));

  g_assert_true (sq_record_history_jump_to (history, 5));
  sq_record_history_truncate (history);
  g_assert_cmpuint (sq_record_history_get_n_entries (history), ==, 5);
  g_assert_false (sq_record_history_can_redo (history));
  g_assert_false (sq_record_history_redo (history));
  assert_state (history, states, 5);

  g_array_append_vals (line, states->data, 6);
  for (guint i = 5; i < 14; i++)
    {
      Step step = { STEP_ADD, i % 2 == 0 ? 1 + (gint) i : -2 };
      Counter expected = g_array_index (line, Counter, i);
      g_autoptr(GError) error = NULL;

      g_assert_true (counter_apply (&expected, &step, NULL));
      g_assert_true (sq_record_history_apply (history, &step, &error));
      g_assert_no_error (error);
      g_array_append_val (line, expected);
    }

  g_assert_cmpuint (sq_record_history_get_n_entries (history), ==, 14);
  for (guint p = 0; p <= 14; p++)
    {
      g_assert_true (sq_record_history_jump_to (history, 14 - p));
      assert_state (history, line, 14 - p);
    }
}

/* The entries split at the position, into arrays made or refilled, and
 * back into a history through the file loop: the same entries, position
 * and states. */
static void
test_write_and_replay (void)
{
  g_autoptr(GArray) states = NULL;
  g_autoptr(SqRecordHistory) history = play (15, 6, &states);
  g_autoptr(SqRecordHistory) loaded =
    sq_record_history_new (&counter_ruleset, &initial, NULL, NULL);
  g_autoptr(GArray) actions = NULL;
  g_autoptr(GArray) redo = g_array_new (FALSE, TRUE, sizeof (Step));
  g_autoptr(GError) error = NULL;
  Step junk = { STEP_BOGUS, 99 };

  g_array_append_val (redo, junk);
  g_assert_true (sq_record_history_jump_to (history, 9));
  sq_record_history_write_entries (history, &actions, &redo);
  g_assert_nonnull (actions);
  g_assert_cmpuint (g_array_get_element_size (actions), ==, sizeof (Step));
  g_assert_cmpuint (actions->len, ==, 9);
  g_assert_cmpuint (redo->len, ==, 6);
  g_assert_cmpmem (actions->data, 9 * sizeof (Step),
                   sq_record_history_get_entry (history, 0), 9 * sizeof (Step));
  g_assert_cmpmem (redo->data, 6 * sizeof (Step),
                   sq_record_history_get_entry (history, 9), 6 * sizeof (Step));

  g_assert_true (sq_record_history_replay (loaded, actions, redo, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sq_record_history_get_n_entries (loaded), ==, 15);
  assert_state (loaded, states, 9);
  for (guint p = 0; p <= 15; p++)
    {
      g_assert_true (sq_record_history_jump_to (loaded, p));
      assert_state (loaded, states, p);
    }

  /* all undone: no actions, every entry to redo */
  g_assert_true (sq_record_history_jump_to (history, 0));
  sq_record_history_write_entries (history, &actions, &redo);
  g_assert_cmpuint (actions->len, ==, 0);
  g_assert_cmpuint (redo->len, ==, 15);
}

/* A file's array of steps; none is %NULL, as in a file without them */
static GArray *
steps_array (const Step *steps,
             guint       n)
{
  GArray *array;

  if (n == 0)
    return NULL;

  array = g_array_new (FALSE, TRUE, sizeof (Step));
  g_array_append_vals (array, steps, n);
  return array;
}

static gboolean
own_step (SqRecordHistory  *history,
         guint             entry,
         gconstpointer     action,
         gpointer          user_data,
         GError          **error)
{
  GQuark domain = GPOINTER_TO_UINT (user_data);

  if (entry < 1)
    return sq_record_history_apply (history, action, error);
  g_set_error (error, domain, 3, "step.own");
  return FALSE;
}

/* A refused entry names itself, counted over the actions and then the
 * redo entries, with its type and the refusal; a step's own error in the
 * file domain is passed on as it is. */
static void
test_replay_refused (void)
{
  const Step actions[] = {
    { STEP_ADD, 2 }, { STEP_DOUBLE, 0 }, { STEP_ADD, 0 }, { STEP_ADD, 1 },
  };
  const Step redo[] = { { STEP_ADD, 3 }, { STEP_ADD, 5000 } };
  const Step bogus[] = { { STEP_BOGUS, 1 } };
  struct {
    const Step *actions;
    guint n_actions;
    const Step *redo;
    guint n_redo;
    SqRecordStepFunc step;
    GQuark domain;
    const char *message;
  } cases[] = {
    { actions, 4, NULL, 0, NULL, 0,
      "action 2 (add): refused with zero (rule counter.zero)" },
    { actions, 2, redo, 2, NULL, 0,
      "redo 1 (add): refused with limit (rule counter.limit)" },
    { bogus, 1, redo, 2, NULL, 0,
      "action 0 (?): refused with type (rule counter.type)" },
    { actions, 2, NULL, 0, own_step, G_FILE_ERROR,
      "action 1 (double): refused with unknown (rule step.own)" },
    { actions, 0, redo, 2, own_step, COUNTER_FILE_ERROR, "step.own" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(SqRecordHistory) history =
        sq_record_history_new (&counter_ruleset, &initial, NULL, NULL);
      g_autoptr(GArray) actions_array = steps_array (cases[i].actions, cases[i].n_actions);
      g_autoptr(GArray) redo_array = steps_array (cases[i].redo, cases[i].n_redo);
      g_autoptr(GError) error = NULL;

      g_assert_false (sq_record_history_replay (history, actions_array, redo_array,
                                                cases[i].step,
                                                GUINT_TO_POINTER (cases[i].domain), &error));
      g_assert_nonnull (error);
      g_assert_true (error->domain == COUNTER_FILE_ERROR);
      g_assert_cmpint (error->code, ==, cases[i].domain == COUNTER_FILE_ERROR
                                        ? 3 : COUNTER_FILE_ERROR_ILLEGAL);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

/* A wrapper's own entries: the owner pushes "reset" entries (the value
 * back to 0) whose state the ruleset cannot work out, replays them
 * itself, and forbids redoing them by an equal action. */
typedef struct {
  GArray *pushed;  /* guint: the entries that are resets */
  GString *log;
} Owner;

static gboolean
owner_is_reset (const Owner *owner,
                guint        entry)
{
  for (guint i = 0; i < owner->pushed->len; i++)
    if (g_array_index (owner->pushed, guint, i) == entry)
      return TRUE;
  return FALSE;
}

static void
reset (Counter *state)
{
  state->value = 0;
  state->trail = state->trail * 31 + 1;
}

static gboolean
hook_may_redo (gpointer owner,
               guint    entry)
{
  return !owner_is_reset (owner, entry);
}

static gboolean
hook_replay (gpointer       owner,
             guint          entry,
             gconstpointer  action,
             gpointer       state,
             GError       **error)
{
  Owner *o = owner;

  g_string_append_printf (o->log, "replay %u;", entry);
  if (!owner_is_reset (o, entry))
    return counter_apply (state, action, error);
  reset (state);
  return TRUE;
}

static void
hook_rewound (gpointer owner,
              guint    position)
{
  g_string_append_printf (((Owner *) owner)->log, "rewound %u;", position);
}

static void
hook_truncated (gpointer owner,
                guint    position)
{
  Owner *o = owner;
  guint n = 0;

  while (n < o->pushed->len && g_array_index (o->pushed, guint, n) < position)
    n++;
  g_array_set_size (o->pushed, n);
  g_string_append_printf (o->log, "truncated %u;", position);
}

static void
hook_applied (gpointer      owner,
              guint         entry,
              gconstpointer action)
{
  g_string_append_printf (((Owner *) owner)->log, "applied %u;", entry);
}

static const SqRecordHooks owner_hooks = {
  hook_may_redo, hook_replay, hook_rewound, hook_truncated, hook_applied,
};

static void
owner_push_reset (Owner           *owner,
                  SqRecordHistory *history)
{
  Counter next = *(const Counter *) sq_record_history_get_state (history);
  guint entry = sq_record_history_get_position (history);
  Step action = { STEP_ADD, 0 };

  reset (&next);
  sq_record_history_push (history, &action, &next);
  g_array_append_val (owner->pushed, entry);
}

static void
assert_log (Owner      *owner,
            const char *expected)
{
  g_assert_cmpstr (owner->log->str, ==, expected);
  g_string_truncate (owner->log, 0);
}

static void
test_hooks (void)
{
  Owner owner = { g_array_new (FALSE, FALSE, sizeof (guint)), g_string_new (NULL) };
  Owner other = { NULL, g_string_new (NULL) };
  g_autoptr(SqRecordHistory) history =
    sq_record_history_new (&counter_ruleset, &initial, &owner_hooks, &owner);
  g_autoptr(SqRecordHistory) copy = NULL;
  g_autoptr(GArray) states = g_array_new (FALSE, FALSE, sizeof (Counter));
  g_autoptr(GError) error = NULL;
  Step step = { STEP_ADD, 3 };
  Step zero = { STEP_ADD, 0 };

  g_array_append_vals (states, &initial, 1);
  for (guint i = 0; i < 10; i++)
    {
      if (i == 5)
        owner_push_reset (&owner, history);
      else
        g_assert_true (sq_record_history_apply (history, &step, &error));
      g_assert_no_error (error);
      g_array_append_vals (states, sq_record_history_get_state (history), 1);
    }
  assert_log (&owner, "truncated 0;applied 0;truncated 1;applied 1;truncated 2;applied 2;"
                      "truncated 3;applied 3;truncated 4;applied 4;truncated 5;"
                      "truncated 6;applied 6;truncated 7;applied 7;truncated 8;applied 8;"
                      "truncated 9;applied 9;");
  g_assert_cmpint (g_array_index (states, Counter, 6).value, ==, 0);

  g_assert_true (sq_record_history_jump_to (history, 0));
  assert_log (&owner, "rewound 0;");
  g_assert_true (sq_record_history_jump_to (history, 7));
  assert_log (&owner, "rewound 4;replay 4;replay 5;replay 6;");
  assert_state (history, states, 7);

  /* the reset is not redone by an equal action: the ruleset refuses it */
  g_assert_true (sq_record_history_jump_to (history, 5));
  assert_log (&owner, "rewound 4;replay 4;");
  g_assert_false (sq_record_history_apply (history, &zero, &error));
  g_assert_error (error, COUNTER_ERROR, COUNTER_ERROR_ZERO);
  g_clear_error (&error);
  g_assert_cmpuint (sq_record_history_get_n_entries (history), ==, 10);
  g_assert_true (sq_record_history_redo (history));
  assert_log (&owner, "replay 5;");
  assert_state (history, states, 6);

  /* a copy calls its own owner's hooks */
  other.pushed = g_array_copy (owner.pushed);
  copy = sq_record_history_copy (history, &other);
  g_assert_true (sq_record_history_jump_to (copy, 10));
  assert_state (copy, states, 10);
  g_assert_cmpstr (other.log->str, ==, "rewound 8;replay 8;replay 9;");
  g_assert_cmpstr (owner.log->str, ==, "");

  /* a new line drops the owner's reset with the entries undone */
  g_assert_true (sq_record_history_jump_to (history, 4));
  g_assert_true (sq_record_history_apply (history, &step, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (owner.pushed->len, ==, 1);
  g_assert_true (sq_record_history_apply (history, &step, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (owner.pushed->len, ==, 0);
  g_assert_cmpuint (sq_record_history_get_n_entries (history), ==, 6);
  g_assert_cmpuint (other.pushed->len, ==, 1);

  g_array_unref (owner.pushed);
  g_array_unref (other.pushed);
  g_string_free (owner.log, TRUE);
  g_string_free (other.log, TRUE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/record/history/new", test_new);
  g_test_add_func ("/record/history/undo-redo-jump", test_undo_redo_jump);
  g_test_add_func ("/record/history/redo-on-equal-and-new-line", test_redo_on_equal_and_new_line);
  g_test_add_func ("/record/history/refused", test_refused);
  g_test_add_func ("/record/history/copy", test_copy);
  g_test_add_func ("/record/history/truncate", test_truncate);
  g_test_add_func ("/record/history/write-and-replay", test_write_and_replay);
  g_test_add_func ("/record/history/replay-refused", test_replay_refused);
  g_test_add_func ("/record/history/hooks", test_hooks);

  return g_test_run ();
}

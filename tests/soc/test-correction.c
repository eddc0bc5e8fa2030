/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Correcting an earlier entry (sq-correction.c, sq_history_correct()):
 * an early entered roll or black card replaced with the rest replayed, a
 * correction that a later action no longer fits, undo and redo of a
 * correction as one step, and the save file after a correction. */

#include "sq-cards.h"
#include "sq-history.h"
#include "sq-random-play.h"

#define GAME_LENGTH 400

/* Helpers */

/* A game with the d8 and the Black deck at the table, played at random
 * through sq_apply() for up to GAME_LENGTH actions. */
static GArray *
play_physical (guint64  seed,
               SqSetup *setup)
{
  SqTestRng r = { seed };
  g_autoptr(SqState) s = NULL;
  g_autoptr(GError) error = NULL;
  GArray *actions = g_array_new (FALSE, FALSE, sizeof (SqAction));
  SqAction buf[1024];

  sq_test_random_setup (&r, setup, FALSE);
  setup->dice = SQ_DECK_PHYSICAL;
  setup->black_deck = SQ_DECK_PHYSICAL;
  s = sq_state_new (setup, &error);
  g_assert_no_error (error);

  while (s->outcome == SQ_OUTCOME_NONE && actions->len < GAME_LENGTH)
    {
      SqAction a;

      g_assert_true (sq_test_pick_with (&r, s, buf, G_N_ELEMENTS (buf), TRUE, &a));
      g_assert_true (sq_apply (s, &a, &error));
      g_assert_no_error (error);
      g_array_append_val (actions, a);
    }

  return actions;
}

static SqHistory *
history_of (const SqSetup *setup,
            const GArray  *actions)
{
  g_autoptr(GError) error = NULL;
  SqHistory *history = sq_history_new (setup, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < actions->len; i++)
    {
      g_assert_true (sq_history_apply (history, &g_array_index (actions, SqAction, i), &error));
      g_assert_no_error (error);
    }

  return history;
}

/* The state a table reaches by playing @actions (with @index replaced)
 * straight through sq_apply(), as the reference a correction must give */
static SqState *
replay_by_hand (const SqSetup  *setup,
                const GArray   *actions,
                guint           n,
                guint           index,
                const SqAction *replacement)
{
  g_autoptr(GError) error = NULL;
  SqState *s = sq_state_new (setup, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (sq_apply (s, i == index ? replacement
                                             : &g_array_index (actions, SqAction, i), &error));
      g_assert_no_error (error);
    }

  return s;
}

/* The other values an entered action could have had */
static guint
alternatives (const SqAction *action,
              SqAction       *out,
              guint           max)
{
  guint n = 0;

  if (action->type == SQ_ACTION_ROLL_D8 && action->value > 0)
    for (guint v = 1; v <= 8 && n < max; v++)
      {
        if (v == action->value)
          continue;
        out[n] = *action;
        out[n++].value = v;
      }

  if (action->type == SQ_ACTION_ENTER_BLACK)
    for (guint f = 0; f < SQ_N_FACES && n < max; f++)
      {
        if (!sq_face_is_black (f) || f == action->cards[0])
          continue;
        out[n] = *action;
        out[n++].cards[0] = f;
      }

  return n;
}

typedef struct {
  SqSetup setup;
  GArray *actions;
  guint index;
  SqAction replacement;
  guint first_refused;
} Found;

/* Searches seeded games for an early entry of @type whose correction keeps
 * every later action (@all_apply) or stops at one that no longer applies */
static void
find_correction (SqActionType  type,
                 gboolean      all_apply,
                 Found        *found)
{
  for (guint64 seed = 1; seed < 400; seed++)
    {
      g_autoptr(GArray) actions = play_physical (seed, &found->setup);
      g_autoptr(SqHistory) history = history_of (&found->setup, actions);

      for (guint i = 0; i + 10 < actions->len; i++)
        {
          const SqAction *action = &g_array_index (actions, SqAction, i);
          SqAction alt[SQ_N_FACES];
          guint n = alternatives (action, alt, G_N_ELEMENTS (alt));

          if (action->type != type)
            continue;
          for (guint k = 0; k < n; k++)
            {
              g_autoptr(GError) error = NULL;
              guint first = sq_history_try_correction (history, i, &alt[k], NULL, &error);

              if (all_apply ? first != actions->len : first <= i + 1 || first == actions->len)
                continue;

              found->actions = g_steal_pointer (&actions);
              found->index = i;
              found->replacement = alt[k];
              found->first_refused = first;
              return;
            }
        }
    }

  g_assert_not_reached ();
}

/* Tests */

static void
test_early_roll_rest_replayed (void)
{
  Found f = { 0 };
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(SqState) expected = NULL;
  g_autoptr(GError) error = NULL;
  const SqCorrection *c;
  guint n;
  guint index;

  find_correction (SQ_ACTION_ROLL_D8, TRUE, &f);
  n = f.actions->len;
  history = history_of (&f.setup, f.actions);
  expected = replay_by_hand (&f.setup, f.actions, n, f.index, &f.replacement);

  g_assert_true (sq_history_correct (history, f.index, &f.replacement, n, &error));
  g_assert_no_error (error);

  /* one new entry; the game keeps all its actions, one of them changed */
  g_assert_cmpuint (sq_history_get_n_entries (history), ==, n + 1);
  g_assert_cmpuint (sq_history_get_position (history), ==, n + 1);
  g_assert_cmpuint (sq_history_get_n_actions (history), ==, n);
  g_assert_cmpuint (sq_history_get_action (history, f.index)->value, ==, f.replacement.value);
  for (guint i = 0; i < n; i++)
    if (i != f.index)
      g_assert_true (sq_action_equal (sq_history_get_action (history, i),
                                      &g_array_index (f.actions, SqAction, i)));
  g_assert_true (sq_state_equal (sq_history_get_state (history), expected));

  c = sq_history_get_correction (history, n);
  g_assert_nonnull (c);
  g_assert_cmpuint (c->entry, ==, n);
  g_assert_cmpuint (c->index, ==, f.index);
  g_assert_cmpuint (c->n_kept, ==, n);
  g_assert_null (sq_history_get_correction (history, f.index));

  /* the corrected entry is no longer the game's; the correction is */
  g_assert_false (sq_history_get_entry_action (history, f.index, NULL));
  g_assert_true (sq_history_get_entry_action (history, n, &index));
  g_assert_cmpuint (index, ==, f.index);
  g_assert_true (sq_history_get_entry_action (history, f.index + 1, &index));
  g_assert_cmpuint (index, ==, f.index + 1);

  /* a new action after the correction goes on from the corrected game */
  {
    SqAction buf[1024];
    guint n_legal = sq_legal_actions (expected, buf, G_N_ELEMENTS (buf));

    if (n_legal > 0)
      {
        g_assert_true (sq_history_apply (history, &buf[0], &error));
        g_assert_no_error (error);
        g_assert_true (sq_apply (expected, &buf[0], &error));
        g_assert_true (sq_state_equal (sq_history_get_state (history), expected));
        g_assert_cmpuint (sq_history_get_n_actions (history), ==, n + 1);
      }
  }

  g_array_unref (f.actions);
}

static void
test_later_action_no_longer_applies (void)
{
  Found f = { 0 };
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(SqState) expected = NULL;
  g_autoptr(SqState) before = NULL;
  g_autoptr(GError) error = NULL;
  SqState at_refusal;
  guint n;
  guint first;

  find_correction (SQ_ACTION_ENTER_BLACK, FALSE, &f);
  n = f.actions->len;
  history = history_of (&f.setup, f.actions);
  before = sq_state_copy (sq_history_get_state (history));

  /* the first action that no longer applies, and the engine's reason */
  first = sq_history_try_correction (history, f.index, &f.replacement, &at_refusal, &error);
  g_assert_cmpuint (first, ==, f.first_refused);
  g_assert_cmpuint (first, >, f.index);
  g_assert_cmpuint (first, <, n);
  g_assert_nonnull (error);
  g_assert_true (error->domain == SQ_RULES_ERROR);
  g_assert_cmpstr (error->message, !=, "");
  g_clear_error (&error);
  expected = replay_by_hand (&f.setup, f.actions, first, f.index, &f.replacement);
  g_assert_true (sq_state_equal (&at_refusal, expected));
  g_assert_false (sq_apply (&at_refusal, &g_array_index (f.actions, SqAction, first), NULL));
  g_assert_true (sq_state_equal (sq_history_get_state (history), before));

  /* keeping more than applies is refused and changes nothing */
  g_assert_false (sq_history_correct (history, f.index, &f.replacement, first + 1, &error));
  g_assert_true (error->domain == SQ_RULES_ERROR);
  g_clear_error (&error);
  g_assert_false (sq_history_correct (history, f.index, &f.replacement, f.index, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_cmpuint (sq_history_get_n_entries (history), ==, n);
  g_assert_true (sq_state_equal (sq_history_get_state (history), before));

  /* "keep the game up to here": the actions before it stay */
  g_assert_true (sq_history_correct (history, f.index, &f.replacement, first, &error));
  g_assert_no_error (error);
  g_assert_true (sq_state_equal (sq_history_get_state (history), expected));
  g_assert_cmpuint (sq_history_get_n_actions (history), ==, first);
  g_assert_cmpuint (sq_history_get_action (history, f.index)->cards[0], ==,
                    f.replacement.cards[0]);
  /* the dropped actions are no longer the game's */
  g_assert_false (sq_history_get_entry_action (history, first, NULL));
  g_assert_true (sq_history_get_entry_action (history, first - 1, NULL));

  g_array_unref (f.actions);
}

static void
test_undo_redo (void)
{
  Found f = { 0 };
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(SqState) before = NULL;
  g_autoptr(SqState) after = NULL;
  g_autoptr(GError) error = NULL;
  guint n;

  find_correction (SQ_ACTION_ENTER_BLACK, FALSE, &f);
  n = f.actions->len;
  history = history_of (&f.setup, f.actions);
  before = sq_state_copy (sq_history_get_state (history));

  g_assert_true (sq_history_correct (history, f.index, &f.replacement, f.first_refused, &error));
  g_assert_no_error (error);
  after = sq_state_copy (sq_history_get_state (history));
  g_assert_false (sq_state_equal (before, after));

  /* one undo gives the game exactly as before, every action back */
  g_assert_true (sq_history_undo (history));
  g_assert_cmpuint (sq_history_get_position (history), ==, n);
  g_assert_true (sq_state_equal (sq_history_get_state (history), before));
  g_assert_cmpuint (sq_history_get_n_actions (history), ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_true (sq_action_equal (sq_history_get_action (history, i),
                                    &g_array_index (f.actions, SqAction, i)));
  g_assert_true (sq_history_can_redo (history));

  /* one redo makes it again */
  g_assert_true (sq_history_redo (history));
  g_assert_true (sq_state_equal (sq_history_get_state (history), after));
  g_assert_cmpuint (sq_history_get_n_actions (history), ==, f.first_refused);

  /* jumps through the correction from a checkpoint and back */
  g_assert_true (sq_history_jump_to (history, 0));
  g_assert_cmpuint (sq_history_get_n_actions (history), ==, 0);
  g_assert_true (sq_history_jump_to (history, n + 1));
  g_assert_true (sq_state_equal (sq_history_get_state (history), after));
  g_assert_true (sq_history_jump_to (history, n - 1));
  {
    g_autoptr(SqState) expected = replay_by_hand (&f.setup, f.actions, n - 1, G_MAXUINT, NULL);

    g_assert_true (sq_state_equal (sq_history_get_state (history), expected));
  }

  /* undone, the correction is dropped by a new action like any entry */
  for (guint at = f.index + 1; at < n; at++)
    {
      SqAction buf[1024];
      guint n_legal;

      g_assert_true (sq_history_jump_to (history, at));
      n_legal = sq_legal_actions (sq_history_get_state (history), buf, G_N_ELEMENTS (buf));
      for (guint k = 0; k < n_legal; k++)
        if (!sq_action_equal (&buf[k], &g_array_index (f.actions, SqAction, at)))
          {
            g_assert_true (sq_history_apply (history, &buf[k], &error));
            g_assert_no_error (error);
            g_assert_null (sq_history_get_correction (history, n));
            g_assert_cmpuint (sq_history_get_n_entries (history), ==, at + 1);
            g_assert_cmpuint (sq_history_get_n_actions (history), ==, at + 1);
            g_array_unref (f.actions);
            return;
          }
    }
  g_assert_not_reached ();

  g_array_unref (f.actions);
}

static void
check_file_round_trip (SqHistory     *history,
                       const SqSetup *setup,
                       guint          correction_entry,
                       gboolean       sealed)
{
  g_autoptr(SqGameFile) file = sq_game_file_new (setup);
  g_autoptr(SqGameFile) back = NULL;
  g_autoptr(SqHistory) loaded = NULL;
  g_autoptr(SqState) replayed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize len = 0;

  sq_history_write_to_file (history, file);
  g_assert_cmpuint (file->corrections->len, ==, 1);
  data = sealed ? sq_game_file_to_sealed_data (file, &len) : sq_game_file_to_data (file, &len);
  g_assert_true (sq_game_file_load_bytes (data, len, &back, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (back->corrections->len, ==, 1);

  /* the loaded game is the corrected one, at the same place */
  loaded = sq_history_new_from_file (back, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sq_history_get_position (loaded), ==, sq_history_get_position (history));
  g_assert_cmpuint (sq_history_get_n_entries (loaded), ==, sq_history_get_n_entries (history));
  g_assert_true (sq_state_equal (sq_history_get_state (loaded), sq_history_get_state (history)));
  g_assert_nonnull (sq_history_get_correction (loaded, correction_entry));
  g_assert_cmpuint (sq_history_get_n_actions (loaded), ==, sq_history_get_n_actions (history));

  /* the file's replay (the games list, the command line) agrees */
  replayed = sq_game_file_replay (back, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (sq_state_equal (replayed, sq_history_get_state (history)));

  /* and after loading, undo and redo step over the correction as before */
  while (sq_history_can_redo (loaded))
    g_assert_true (sq_history_redo (loaded));
  g_assert_true (sq_history_jump_to (loaded, correction_entry));
  g_assert_true (sq_history_jump_to (history, correction_entry));
  g_assert_true (sq_state_equal (sq_history_get_state (loaded), sq_history_get_state (history)));
  g_assert_true (sq_history_redo (loaded));
  g_assert_true (sq_history_redo (history));
  g_assert_true (sq_state_equal (sq_history_get_state (loaded), sq_history_get_state (history)));
}

static void
test_save_load (void)
{
  Found f = { 0 };
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqGameFile) back = NULL;
  g_autofree char *data = NULL;
  gsize len = 0;
  guint n;

  find_correction (SQ_ACTION_ROLL_D8, TRUE, &f);
  n = f.actions->len;
  history = history_of (&f.setup, f.actions);
  g_assert_true (sq_history_correct (history, f.index, &f.replacement, n, &error));
  g_assert_no_error (error);

  check_file_round_trip (history, &f.setup, n, FALSE);
  check_file_round_trip (history, &f.setup, n, TRUE);

  /* saved with the correction undone, it comes back as a redo entry */
  g_assert_true (sq_history_undo (history));
  check_file_round_trip (history, &f.setup, n, TRUE);
  g_assert_true (sq_history_undo (history));

  /* a correction that does not fit the game is a clear error */
  file = sq_game_file_new (&f.setup);
  g_assert_true (sq_history_redo (history));
  sq_history_write_to_file (history, file);
  g_array_index (file->corrections, SqCorrection, 0).index = n + 5;
  g_array_index (file->corrections, SqCorrection, 0).n_kept = n + 6;
  data = sq_game_file_to_data (file, &len);
  g_assert_true (sq_game_file_load_bytes (data, len, &back, &error));
  g_assert_no_error (error);
  g_assert_null (sq_history_new_from_file (back, &error));
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE);
  g_clear_error (&error);
  g_assert_null (sq_game_file_replay (back, NULL, &error));
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE);
  g_clear_error (&error);
  g_clear_pointer (&data, g_free);
  g_clear_pointer (&back, sq_game_file_free);
  g_array_index (file->corrections, SqCorrection, 0).index = f.index;
  g_array_index (file->corrections, SqCorrection, 0).n_kept = f.index;
  data = sq_game_file_to_data (file, &len);
  g_assert_false (sq_game_file_load_bytes (data, len, &back, &error));
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE);

  g_array_unref (f.actions);
}

static void
test_at_most_so_many (void)
{
  Found f = { 0 };
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqGameFile) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  SqAction other;
  gsize len = 0;
  guint n;

  find_correction (SQ_ACTION_ROLL_D8, TRUE, &f);
  n = f.actions->len;
  history = history_of (&f.setup, f.actions);
  other = g_array_index (f.actions, SqAction, f.index);

  /* back and forth between the two values, as often as a file can hold */
  for (guint k = 0; k < SQ_FILE_MAX_CORRECTIONS; k++)
    {
      const SqAction *value = k % 2 == 0 ? &f.replacement : &other;

      g_assert_true (sq_history_correct (history, f.index, value, n, &error));
      g_assert_no_error (error);
    }
  g_assert_false (sq_history_correct (history, f.index, &f.replacement, n, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_clear_error (&error);
  g_assert_cmpuint (sq_history_get_n_entries (history), ==, n + SQ_FILE_MAX_CORRECTIONS);

  /* undone, the last one leaves room for another */
  g_assert_true (sq_history_undo (history));
  g_assert_true (sq_history_correct (history, f.index, &f.replacement, n, &error));
  g_assert_no_error (error);

  /* a file with one more is refused before any replay */
  file = sq_game_file_new (&f.setup);
  sq_history_write_to_file (history, file);
  sq_game_file_append (file, &f.replacement);
  {
    SqCorrection extra = { n + SQ_FILE_MAX_CORRECTIONS, f.index, n };

    g_array_append_val (file->corrections, extra);
  }
  data = sq_game_file_to_data (file, &len);
  g_assert_false (sq_game_file_load_bytes (data, len, &back, &error));
  g_assert_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_MANY_ACTIONS);

  g_array_unref (f.actions);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/persistence/correction/early-roll-rest-replayed",
                   test_early_roll_rest_replayed);
  g_test_add_func ("/persistence/correction/later-action-no-longer-applies",
                   test_later_action_no_longer_applies);
  g_test_add_func ("/persistence/correction/undo-redo", test_undo_redo);
  g_test_add_func ("/persistence/correction/save-load", test_save_load);
  g_test_add_func ("/persistence/correction/at-most-so-many", test_at_most_so_many);

  return g_test_run ();
}

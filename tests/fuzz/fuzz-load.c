/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: any bytes through the game-file loader, replay, the
 * state's JSON in both reveal modes, the undo history (redo entries
 * included), and save -> load round trips in the plain and the sealed form;
 * then the same bytes through the Camelot Legends loader, replay and
 * round trips. Both loaders share the strict reader (sq-file-scan.c).
 *
 * Built only with -Dfuzzing=true and clang (see tests/fuzz/meson.build);
 * `make fuzz` runs it. A refusal is the expected outcome for almost every
 * input; what the fuzzer looks for is a crash, a sanitizer report, a GLib
 * critical or a broken oracle below. */

#include <stdint.h>

#include "sq-game-file.h"
#include "sq-history.h"
#include "sq-legends-file.h"
#include "sq-legends-history.h"

/* Prototypes */

int LLVMFuzzerInitialize   (int            *argc,
                            char         ***argv);
int LLVMFuzzerTestOneInput (const uint8_t  *data,
                            size_t          size);

/* Auxiliary functions */

static void
serialise_state (const SqState *state,
                 gboolean       reveal_secrets)
{
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *text = NULL;

  node = sq_state_to_json (state, reveal_secrets);
  g_assert_nonnull (node);
  text = json_to_string (node, FALSE);
  g_assert_nonnull (text);
}

/* What the loader accepted it must write back, in either form, in a way it
 * accepts again, and the copy must replay to the same state (or be refused
 * the same way). */
static void
check_round_trip (const SqGameFile *file,
                  const SqState    *state,
                  guint             n_applied,
                  gboolean          sealed)
{
  g_autoptr(SqGameFile) again = NULL;
  g_autoptr(SqState) state_again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  guint n_again = 0;
  gsize len = 0;

  if (sealed)
    data = sq_game_file_to_sealed_data (file, &len);
  else
    data = sq_game_file_to_data (file, &len);
  g_assert_nonnull (data);

  if (!sq_game_file_load_bytes (data, len, &again, &error))
    g_error ("saved %s file does not load again: %s",
             sealed ? "sealed" : "plain", error->message);
  g_assert_true (again->sealed == sealed);
  g_assert_cmpuint (again->actions->len, ==, file->actions->len);
  g_assert_cmpuint (again->redo != NULL ? again->redo->len : 0, ==,
                    file->redo != NULL ? file->redo->len : 0);

  state_again = sq_game_file_replay (again, &n_again, NULL);
  g_assert_true ((state == NULL) == (state_again == NULL));
  g_assert_cmpuint (n_applied, ==, n_again);
  if (state != NULL)
    g_assert_true (sq_state_equal (state, state_again));
}

/* The history replays the same actions (then the redo entries) and stands
 * at the end of the actions; jumping to the start and back restores it. */
static void
check_history (const SqGameFile *file,
               const SqState    *state)
{
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  guint n_redo = file->redo != NULL ? file->redo->len : 0;
  guint position;

  history = sq_history_new_from_file (file, &error);
  if (history == NULL)
    {
      g_assert_nonnull (error);
      /* only the redo entries may fail where the replay did not */
      g_assert_true (state == NULL || n_redo > 0);
      return;
    }
  g_assert_nonnull (state);
  g_assert_true (sq_state_equal (sq_history_get_state (history), state));

  position = sq_history_get_position (history);
  g_assert_cmpuint (position, ==, file->actions->len);
  g_assert_cmpuint (sq_history_get_n_entries (history), ==,
                    file->actions->len + n_redo);

  g_assert_true (sq_history_jump_to (history, 0));
  g_assert_true (sq_history_jump_to (history, sq_history_get_n_entries (history)));
  g_assert_true (sq_history_jump_to (history, position));
  g_assert_true (sq_state_equal (sq_history_get_state (history), state));
}

/* The Legends loader: what it accepts replays, and writes back, in
 * either form, in a way it accepts again */
static void
check_legends (const uint8_t *data,
               size_t         size)
{
  g_autoptr(SqLegendsFile) file = NULL;
  g_autoptr(SqLegendsState) state = NULL;
  g_autoptr(GError) error = NULL;
  guint n_applied = 0;

  if (!sq_legends_file_load_bytes ((const char *) data, size, &file, &error))
    {
      g_assert_null (file);
      g_assert_nonnull (error);
      return;
    }

  state = sq_legends_file_replay (file, &n_applied, &error);
  g_assert_true ((state == NULL) == (error != NULL));

  for (int sealed = 0; sealed < 2; sealed++)
    {
      g_autoptr(SqLegendsFile) again = NULL;
      g_autoptr(SqLegendsState) state_again = NULL;
      g_autoptr(GError) again_error = NULL;
      g_autofree char *text = NULL;
      guint n_again = 0;
      gsize len = 0;

      text = sealed ? sq_legends_file_to_sealed_data (file, &len)
                    : sq_legends_file_to_data (file, &len);
      if (!sq_legends_file_load_bytes (text, len, &again, &again_error))
        g_error ("saved Legends %s file does not load again: %s",
                 sealed ? "sealed" : "plain", again_error->message);
      state_again = sq_legends_file_replay (again, &n_again, NULL);
      g_assert_true ((state == NULL) == (state_again == NULL));
      g_assert_cmpuint (n_applied, ==, n_again);
    }
}

/* libFuzzer entry points */

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* a g_return_if_fail() tripping inside the engine is a bug too */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqState) state = NULL;
  g_autoptr(GError) error = NULL;
  guint n_applied = 0;

  check_legends (data, size);

  if (!sq_game_file_load_bytes ((const char *) data, size, &file, &error))
    {
      g_assert_null (file);
      g_assert_nonnull (error);
      return 0;
    }
  g_assert_nonnull (file);

  state = sq_game_file_replay (file, &n_applied, &error);
  if (state != NULL)
    {
      g_autoptr(GError) invariant_error = NULL;

      if (!sq_state_check_invariants (state, &invariant_error))
        g_error ("replayed state breaks an invariant: %s",
                 invariant_error->message);

      serialise_state (state, FALSE);
      serialise_state (state, TRUE);
    }
  else
    {
      g_assert_nonnull (error);
    }

  check_history (file, state);
  check_round_trip (file, state, n_applied, FALSE);
  check_round_trip (file, state, n_applied, TRUE);

  return 0;
}

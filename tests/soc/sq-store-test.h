/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What test-store.c and test-store-damaged.c share: a store over a
 * temporary folder, its games, a game of random actions saved one by one,
 * and the bad files of tests/data/bad with the code each one's listing
 * shows. */

#pragma once

#include "sq-random-play.h"
#include "sq-store.h"
#include "sq-test-files.h"

G_BEGIN_DECLS

typedef struct {
  char *dir;
  SqStore *store;
} Fixture;

/* Every bad file and the code its listing shows */
static const struct {
  const char *name;
  SqFileError code;
} damaged[] = {
  { "empty.json", SQ_FILE_ERROR_EMPTY },
  { "truncated.json", SQ_FILE_ERROR_SYNTAX },
  { "random-bytes.bin", SQ_FILE_ERROR_NOT_UTF8 },
  { "invalid-utf8.json", SQ_FILE_ERROR_NOT_UTF8 },
  { "wrong-shape.json", SQ_FILE_ERROR_SHAPE },
  { "future-version.json", SQ_FILE_ERROR_VERSION },
  { "out-of-range.json", SQ_FILE_ERROR_RANGE },
  { "unknown-card.json", SQ_FILE_ERROR_UNKNOWN_NAME },
  { "unknown-knight.json", SQ_FILE_ERROR_UNKNOWN_NAME },
  { "duplicate-knight.json", SQ_FILE_ERROR_DUPLICATE },
  { "illegal-action.json", SQ_FILE_ERROR_ILLEGAL_ACTION },
  { "duplicate-card.json", SQ_FILE_ERROR_ILLEGAL_ACTION },
  { "sealed-tampered.json", SQ_FILE_ERROR_SEALED },
  { "sealed-truncated.json", SQ_FILE_ERROR_SYNTAX },
  { "sealed-short-blob.json", SQ_FILE_ERROR_SEALED },
  { "sealed-edited-setup.json", SQ_FILE_ERROR_SEALED },
  { "trailing-data.json", SQ_FILE_ERROR_SYNTAX },
  { "comment-hides-depth.json", SQ_FILE_ERROR_SYNTAX },
  { "single-quote-hides-depth.json", SQ_FILE_ERROR_SYNTAX },
  { "deep-nesting.json", SQ_FILE_ERROR_TOO_DEEP },
  { "lone-surrogate.json", SQ_FILE_ERROR_NOT_UTF8 },
  { "nul-in-name.json", SQ_FILE_ERROR_NOT_UTF8 },
  { "long-game-name.json", SQ_FILE_ERROR_RANGE },
  { "players-wraps.json", SQ_FILE_ERROR_RANGE },
  { "sealed-swapped.json", SQ_FILE_ERROR_SEALED },
  { "sealed-deep.json", SQ_FILE_ERROR_TOO_DEEP },
};

static inline void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->dir = sq_test_make_temp_dir ();
  fixture->store = sq_store_new (fixture->dir);
}

static inline void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_object (&fixture->store);
  sq_test_remove_tree (fixture->dir);
  g_free (fixture->dir);
}

static inline guint
n_games (SqStore *store)
{
  return g_list_model_get_n_items (sq_store_get_games (store));
}

static inline SqGameInfo *
game_at (SqStore *store,
         guint    position)
{
  SqGameInfo *info = g_list_model_get_item (sq_store_get_games (store), position);

  /* the model keeps its own reference */
  g_object_unref (info);
  return info;
}

static inline SqSetup
test_setup (guint64 seed)
{
  SqSetup setup;

  sq_setup_init_defaults (&setup, 4);
  setup.seed = seed;
  return setup;
}

/* A new game in @store, with @n_actions random actions saved one by one
 * (all of them: to the end of the game) */
static inline char *
add_game (SqStore    *store,
          guint64     seed,
          guint       n_actions,
          SqGameFile **out_file,
          SqHistory  **out_history)
{
  SqSetup setup = test_setup (seed);
  g_autoptr(SqGameFile) file = sq_game_file_new (&setup);
  g_autoptr(SqHistory) history = sq_history_new (&setup, NULL);
  g_autoptr(GError) error = NULL;
  SqTestRng r = { seed };
  SqAction buf[1024];
  char *id;

  id = sq_store_create (store, file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (id);

  for (guint i = 0; i < n_actions && !sq_history_is_finished (history); i++)
    {
      SqAction a;

      g_assert_true (sq_test_pick (&r, sq_history_get_state (history), buf,
                                   G_N_ELEMENTS (buf), &a));
      g_assert_true (sq_history_apply (history, &a, &error));
      g_assert_true (sq_store_save (store, id, file, history, &error));
      g_assert_no_error (error);
    }

  if (out_file != NULL)
    *out_file = g_steal_pointer (&file);
  if (out_history != NULL)
    *out_history = g_steal_pointer (&history);
  return id;
}

static inline void
copy_file (const char *from,
           const char *to)
{
  g_autofree char *data = NULL;
  gsize len;

  g_assert_true (g_file_get_contents (from, &data, &len, NULL));
  g_assert_true (g_file_set_contents (to, data, len, NULL));
}

static inline char *
store_path (Fixture    *fixture,
            const char *id)
{
  g_autofree char *name = g_strconcat (id, ".json", NULL);

  return g_build_filename (fixture->dir, name, NULL);
}

G_END_DECLS

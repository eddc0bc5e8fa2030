/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `make bench`: loading and replaying a 2,000-action game, and saving
 * after one action (fsync included). Prints figures; asserts nothing about
 * time (the targets are in docs/performance.md).
 *
 * No random game lasts 2,000 actions (the longest of thousands of
 * purposeful random games run to about 500: the evil phase moves the game
 * towards its end every turn). So the 2,000 actions are the first 2,000 of
 * the longest games of the property corpus, back to back: one file of
 * 2,000 actions for the loader (which reads but does not replay), and the
 * replay of the same 2,000 actions game by game. That is the same work as
 * one 2,000-action game, split at three places. */

#include <stdio.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "sq-game-file-private.h"
#include "sq-random-play.h"
#include "sq-store.h"

#define TARGET_ACTIONS 2000
#define ROUNDS         50

typedef struct {
  SqGameFile *file;
  guint n;              /* actions of the file used */
} Piece;



static double
ms_since (gint64 start)
{
  return (g_get_monotonic_time () - start) / 1000.0;
}

/* A game with the property corpus's seeds, always played by the
 * purposeful player (its games are the longest) */
static SqGameFile *
play (guint64 seed)
{
  SqTestRng r = { seed };
  SqSetup setup;
  g_autoptr(SqState) s = NULL;
  SqGameFile *file;
  SqAction buf[1024];

  sq_test_random_setup (&r, &setup, TRUE);
  s = sq_state_new (&setup, NULL);
  file = sq_game_file_new (&setup);
  while (s->outcome == SQ_OUTCOME_NONE && file->actions->len < 20000)
    {
      SqAction a;

      if (!sq_test_pick_with (&r, s, buf, G_N_ELEMENTS (buf), TRUE, &a)
          || !sq_apply (s, &a, NULL))
        g_error ("game %" G_GUINT64_FORMAT " broke", seed);
      sq_game_file_append (file, &a);
    }

  return file;
}

static gint
cmp_pieces (gconstpointer a,
            gconstpointer b)
{
  const Piece *x = a;
  const Piece *y = b;

  return (gint) y->file->actions->len - (gint) x->file->actions->len;
}

/* The longest games of @corpus, back to back until they make
 * TARGET_ACTIONS actions: @games keeps each game and how many of its
 * actions were used (the first @used of them) */
static SqGameFile *
join_longest (guint   corpus,
              GArray *games,
              guint  *total,
              guint  *used)
{
  SqGameFile *joined;

  for (guint g = 0; g < corpus; g++)
    {
      Piece piece = { play (1000003ULL * g + 17), 0 };

      g_array_append_val (games, piece);
    }
  g_array_sort (games, cmp_pieces);
  joined = sq_game_file_new (&g_array_index (games, Piece, 0).file->setup);
  for (*total = 0, *used = 0; *total < TARGET_ACTIONS; (*used)++)
    {
      Piece *piece = &g_array_index (games, Piece, *used);

      piece->n = MIN (piece->file->actions->len, TARGET_ACTIONS - *total);
      g_array_append_vals (joined->actions, piece->file->actions->data, piece->n);
      *total += piece->n;
    }
  printf ("corpus: %u games, the longest %u actions; %u actions from the %u longest\n",
          corpus, g_array_index (games, Piece, 0).file->actions->len, *total, *used);

  return joined;
}

/* 1. load + replay */
static void
bench_load (SqGameFile *joined,
            GArray     *games,
            guint       total,
            guint       used)
{
  g_autoptr(GArray) load_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) unseal_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) plain_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) replay_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GError) error = NULL;
  g_autofree char *sealed = NULL;
  g_autofree char *plain = NULL;
  gsize sealed_len, plain_len;

  sealed = sq_game_file_to_sealed_data (joined, &sealed_len);
  plain = sq_game_file_to_data (joined, &plain_len);
  printf ("file: %u actions, sealed %" G_GSIZE_FORMAT " bytes, plain %" G_GSIZE_FORMAT " bytes\n",
          total, sealed_len, plain_len);

  for (guint round = 0; round < ROUNDS; round++)
    {
      g_autoptr(SqGameFile) loaded = NULL;
      g_autoptr(SqGameFile) loaded_plain = NULL;
      gint64 t0 = g_get_monotonic_time ();
      double load, replay;

      if (!sq_game_file_load_bytes (sealed, sealed_len, &loaded, &error))
        g_error ("%s", error->message);
      load = ms_since (t0);

      t0 = g_get_monotonic_time ();
      for (guint i = 0; i < used; i++)
        {
          Piece *piece = &g_array_index (games, Piece, i);
          g_autoptr(SqGameFile) part = sq_game_file_new (&piece->file->setup);
          g_autoptr(SqState) state = NULL;

          g_array_append_vals (part->actions, piece->file->actions->data, piece->n);
          state = sq_game_file_replay (part, NULL, &error);
          if (state == NULL)
            g_error ("%s", error->message);
        }
      replay = ms_since (t0);

      t0 = g_get_monotonic_time ();
      if (!sq_game_file_load_bytes (plain, plain_len, &loaded_plain, &error))
        g_error ("%s", error->message);
      g_array_append_vals (plain_ms, &(double) { ms_since (t0) }, 1);

      g_array_append_vals (unseal_ms, &load, 1);
      g_array_append_vals (replay_ms, &replay, 1);
      g_array_append_vals (load_ms, &(double) { load + replay }, 1);
    }
  printf ("load + replay %u actions (sealed): median %.2f ms "
          "(load and unseal %.2f ms, replay %.2f ms; a plain file loads in %.2f ms)\n",
          total, sq_test_median (load_ms), sq_test_median (unseal_ms),
          sq_test_median (replay_ms), sq_test_median (plain_ms));
}

/* 2. save after one action, through the store: the whole file, sealed,
 * written to a temporary file, fsync'd, renamed */
static void
bench_write (SqGameFile *joined,
             const char *path,
             guint       total)
{
  g_autoptr(GArray) write_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) seal_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(SqGameFileCache) cache = sq_game_file_cache_new ();
  g_autoptr(GError) error = NULL;
  SqAction last = g_array_index (joined->actions, SqAction, total - 1);

  /* cold: nothing remembered from an earlier save */
  for (guint round = 0; round < ROUNDS; round++)
    {
      gint64 t0 = g_get_monotonic_time ();

      if (!sq_game_file_save_sealed (joined, path, &error))
        g_error ("%s", error->message);
      g_array_append_vals (write_ms, &(double) { ms_since (t0) }, 1);
    }
  printf ("write %u actions sealed, cold: median %.2f ms\n", total, sq_test_median (write_ms));

  /* what the store does: the writer remembers the actions of the last
   * save, and one action was added since */
  g_array_set_size (write_ms, 0);
  for (guint round = 0; round < ROUNDS; round++)
    {
      g_autofree char *data = NULL;
      gint64 t0;

      g_array_set_size (joined->actions, total - 1);
      if (!sq_game_file_save_sealed_cached (joined, path, cache, &error))
        g_error ("%s", error->message);
      g_array_append_val (joined->actions, last);

      t0 = g_get_monotonic_time ();
      if (!sq_game_file_save_sealed_cached (joined, path, cache, &error))
        g_error ("%s", error->message);
      g_array_append_vals (write_ms, &(double) { ms_since (t0) }, 1);

      g_array_set_size (joined->actions, total - 1);
      sq_game_file_save_sealed_cached (joined, path, cache, NULL);
      g_array_append_val (joined->actions, last);
      t0 = g_get_monotonic_time ();
      data = sq_game_file_to_sealed_data_cached (joined, cache, NULL);
      g_array_append_vals (seal_ms, &(double) { ms_since (t0) }, 1);
    }
  printf ("save after one action, %u actions: median %.2f ms (building the sealed "
          "text %.2f ms; the rest is write + fsync + rename)\n",
          total, sq_test_median (write_ms), sq_test_median (seal_ms));
}

/* 3. undo and jumps in the history of a game of @n actions, at its end */
static void
bench_history (SqHistory *history,
               guint      n)
{
  g_autoptr(GArray) undo_us = g_array_new (FALSE, FALSE, sizeof (double));
  gint64 t0;
  double jump_start, jump_end;

  for (guint i = n; i > 0; i--)
    {
      t0 = g_get_monotonic_time ();
      for (guint k = 0; k < 16; k++)
        {
          sq_history_undo (history);
          sq_history_redo (history);
        }
      sq_history_undo (history);
      g_array_append_vals (undo_us, &(double) { (g_get_monotonic_time () - t0) / 33.0 }, 1);
    }
  t0 = g_get_monotonic_time ();
  sq_history_jump_to (history, n);
  jump_end = (g_get_monotonic_time () - t0) / 1000.0;
  t0 = g_get_monotonic_time ();
  sq_history_jump_to (history, 0);
  jump_start = (g_get_monotonic_time () - t0) / 1000.0;
  printf ("history: median %.2f us per undo or redo over %u positions; "
          "jump from the start to the end %.3f ms, back %.3f ms\n",
          sq_test_median (undo_us), n, jump_end, jump_start);
}

/* sq_store_save() after each action of @longest, then its history */
static void
bench_store (const char *dir,
             Piece      *longest)
{
  g_autoptr(GArray) save_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GError) error = NULL;
  g_autoptr(SqStore) store = sq_store_new (dir);
  g_autoptr(SqGameFile) file = sq_game_file_new (&longest->file->setup);
  g_autoptr(SqHistory) history = sq_history_new (&longest->file->setup, NULL);
  g_autofree char *id = sq_store_create (store, file, &error);
  guint n = longest->file->actions->len;

  g_assert_no_error (error);
  for (guint i = 0; i < n; i++)
    {
      gint64 t0;

      if (!sq_history_apply (history, &g_array_index (longest->file->actions, SqAction, i), &error))
        g_error ("%s", error->message);
      t0 = g_get_monotonic_time ();
      if (!sq_store_save (store, id, file, history, &error))
        g_error ("%s", error->message);
      g_array_append_vals (save_ms, &(double) { ms_since (t0) }, 1);
    }
  printf ("sq_store_save after each action of a %u-action game: median %.2f ms, "
          "last %.2f ms\n", n, sq_test_median (save_ms),
          g_array_index (save_ms, double, save_ms->len - 1));

  bench_history (history, n);
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *p = g_build_filename (dir, name, NULL);

      g_unlink (p);
    }
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  guint corpus = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 4000;
  g_autoptr(GArray) games = g_array_new (FALSE, TRUE, sizeof (Piece));
  g_autoptr(SqGameFile) joined = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  guint total;
  guint used;

  /* the longest games of the corpus, until they make 2,000 actions */
  joined = join_longest (corpus, games, &total, &used);
  bench_load (joined, games, total, used);

  dir = g_dir_make_tmp ("squire-bench-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "joined.json", NULL);
  bench_write (joined, path, total);
  bench_store (dir, &g_array_index (games, Piece, 0));
  remove_dir (dir);

  for (guint i = 0; i < games->len; i++)
    sq_game_file_free (g_array_index (games, Piece, i).file);

  return 0;
}

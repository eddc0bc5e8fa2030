/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fills a games folder with N saved games for the start-up benchmark:
 * varied tables, each played a seeded random number of actions and saved
 * through the store after every one, as the app saves them.
 *
 * Usage: make-games DIRECTORY N [SEED] */

#include <stdlib.h>

#include "sq-random-play.h"
#include "sq-store.h"

static void
play_one (SqStore   *store,
          SqTestRng *r,
          guint      number)
{
  SqSetup setup;
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  SqAction buf[1024];
  guint n_actions = 20 + sq_test_rng_below (r, 180);

  sq_test_random_setup (r, &setup, TRUE);
  file = sq_game_file_new (&setup);
  file->name = g_strdup_printf ("Game night %u", number);
  history = sq_history_new (&setup, NULL);

  for (guint i = 0; i < n_actions && !sq_history_is_finished (history); i++)
    {
      SqAction a;

      if (!sq_test_pick (r, sq_history_get_state (history), buf, G_N_ELEMENTS (buf), &a)
          || !sq_history_apply (history, &a, &error))
        break;
      sq_game_file_append (file, &a);
    }

  id = sq_store_create (store, file, &error);
  if (id == NULL)
    g_error ("make-games: %s", error->message);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(SqStore) store = NULL;
  g_autoptr(GError) error = NULL;
  SqTestRng r;
  guint n;

  if (argc < 3)
    {
      g_printerr ("usage: %s DIRECTORY N [SEED]\n", argv[0]);
      return 2;
    }

  n = (guint) g_ascii_strtoull (argv[2], NULL, 10);
  r.s = argc > 3 ? g_ascii_strtoull (argv[3], NULL, 10) : 1;
  store = sq_store_new (argv[1]);
  for (guint i = 0; i < n; i++)
    play_one (store, &r, i + 1);

  /* as the app's first start with these games would: list them, which
   * writes the folder's index */
  if (!sq_store_refresh (store, &error))
    g_error ("make-games: %s", error->message);

  return 0;
}

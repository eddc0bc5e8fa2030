/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The players' names of a Legends game: trimmed, with a default for a
 * seat left empty, and read from <id>.players, the key file that held
 * them beside <id>.json before version 3 of the file had a place for
 * them. */

#include "config.h"

#include "sq-legends-game-private.h"
#include "sq-legends-text.h"

#define NAMES_GROUP    "players"
#define NAMES_KEY      "names"

/* <directory>/<id><suffix> */
char *
sq_legends_game_path (const char *directory,
                      const char *id,
                      const char *suffix)
{
  g_autofree char *name = g_strconcat (id, suffix, NULL);

  return g_build_filename (directory, name, NULL);
}

/* The names as typed, trimmed; an empty one becomes “Player 2” */
GStrv
sq_legends_game_normalize_names (const char * const *names,
                                 guint               n_players)
{
  GStrv out = g_new0 (char *, n_players + 1);
  gboolean more = names != NULL;

  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *name = NULL;

      /* the list may be shorter than the table */
      if (more && names[i] == NULL)
        more = FALSE;
      if (more)
        name = g_strstrip (g_strdup (names[i]));

      if (name == NULL || name[0] == '\0' || !g_utf8_validate (name, -1, NULL))
        out[i] = sq_legends_text_default_player (i);
      else
        out[i] = g_steal_pointer (&name);
    }

  return out;
}

/* A missing or damaged names file only brings back the default names */
GStrv
sq_legends_game_load_names (const char *directory,
                            const char *id,
                            guint       n_players)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autofree char *path = sq_legends_game_path (directory, id, SQ_LEGENDS_NAMES_SUFFIX);
  g_auto(GStrv) names = NULL;
  gsize n = 0;

  if (g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, NULL))
    names = g_key_file_get_string_list (key_file, NAMES_GROUP, NAMES_KEY, &n, NULL);
  if (names != NULL && n < n_players)
    g_clear_pointer (&names, g_strfreev);

  return sq_legends_game_normalize_names ((const char * const *) names, n_players);
}

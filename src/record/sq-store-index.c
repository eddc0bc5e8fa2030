/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The games folder's index. See sq-store-index.h.
 *
 * A GKeyFile, one group per game id. GKeyFile refuses anything that is not
 * UTF-8 text in its own syntax, so a damaged index is simply an empty one,
 * and every value read from it is checked before it is trusted: the index
 * can make listing fast, never make it wrong. Only what the Games list
 * shows is kept here (name, dates, players, finished, and why a damaged
 * file fails): nothing secret. */

#include "sq-store-index.h"

#include <errno.h>

#include <glib/gstdio.h>


/* Raise it whenever what a file's entry means changes, for instance when
 * the loader starts refusing files it used to accept: every entry of an
 * older index is then read again from its file. */
#define INDEX_VERSION  1
#define HEADER         "index"

struct _SqStoreIndex
{
  char *path;
  GKeyFile *keys;
  gboolean dirty;
};

/* Helpers */

/* A group name the key file can hold, and not the header's */
static gboolean
id_is_indexable (const char *id)
{
  if (id[0] == '\0' || g_str_equal (id, HEADER))
    return FALSE;
  for (const char *p = id; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_' && *p != '.')
      return FALSE;

  return TRUE;
}

static char *
dup_date (GDateTime *date_time)
{
  return date_time != NULL ? g_date_time_format_iso8601 (date_time) : NULL;
}

static GDateTime *
parse_date (GKeyFile   *keys,
            const char *group,
            const char *key)
{
  g_autofree char *text = g_key_file_get_string (keys, group, key, NULL);
  g_autoptr(GTimeZone) utc = NULL;

  if (text == NULL || text[0] == '\0')
    return NULL;
  utc = g_time_zone_new_utc ();
  return g_date_time_new_from_iso8601 (text, utc);
}

/* The identity of a file as the index records it */
static char *
dup_stamp (const struct stat *st)
{
  return g_strdup_printf ("%" G_GUINT64_FORMAT ":%" G_GUINT64_FORMAT ":%" G_GINT64_FORMAT
                          ":%" G_GINT64_FORMAT ".%09ld",
                          (guint64) st->st_dev, (guint64) st->st_ino,
                          (gint64) st->st_size, (gint64) st->st_mtim.tv_sec,
                          (long) st->st_mtim.tv_nsec);
}

/* A damaged file's entry: the error as the loader gave it */
static SqScanResult *
lookup_error (SqStoreIndex *index,
              const char   *id)
{
  g_autofree char *domain = g_key_file_get_string (index->keys, id, "error-domain", NULL);
  g_autofree char *message = g_key_file_get_string (index->keys, id, "error-message", NULL);
  g_autoptr(GError) local_error = NULL;
  gint code = g_key_file_get_integer (index->keys, id, "error-code", &local_error);
  SqScanResult *result;

  if (domain == NULL || domain[0] == '\0' || message == NULL || local_error != NULL)
    return NULL;

  result = g_new0 (SqScanResult, 1);
  result->id = g_strdup (id);
  result->error = g_error_new_literal (g_quark_from_string (domain), code, message);
  result->updated = parse_date (index->keys, id, "updated");
  return result;
}

/* Public API */

/**
 * sq_store_index_load:
 * @directory: the games folder
 *
 * Reads the index of @directory. A missing, unreadable or outdated index
 * gives an empty one, which the next sq_store_index_save() replaces.
 *
 * Returns: (transfer full): the index
 */
SqStoreIndex *
sq_store_index_load (const char *directory)
{
  SqStoreIndex *index;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (directory != NULL, NULL);

  index = g_new0 (SqStoreIndex, 1);
  index->path = g_build_filename (directory, SQ_STORE_INDEX_NAME, NULL);
  index->keys = g_key_file_new ();

  if (!g_key_file_load_from_file (index->keys, index->path, G_KEY_FILE_NONE, &error)
      || g_key_file_get_integer (index->keys, HEADER, "version", NULL) != INDEX_VERSION)
    {
      if (error != NULL && !g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        g_debug ("games index %s not used: %s", index->path, error->message);
      g_key_file_free (index->keys);
      index->keys = g_key_file_new ();
      index->dirty = TRUE;
    }

  return index;
}

void
sq_store_index_free (SqStoreIndex *index)
{
  if (index == NULL)
    return;

  g_free (index->path);
  g_key_file_free (index->keys);
  g_free (index);
}

/**
 * sq_store_index_lookup:
 * @index: an index
 * @id: a game id
 * @st: what lstat() says of the game's file now
 *
 * Returns: (transfer full) (nullable): what the index holds for @id, if
 *   it was made from this very file (same device, inode, size and
 *   modification time); %NULL if the file must be read
 */
SqScanResult *
sq_store_index_lookup (SqStoreIndex      *index,
                       const char        *id,
                       const struct stat *st)
{
  g_autofree char *stamp = NULL;
  g_autofree char *recorded = NULL;
  g_autoptr(GError) error = NULL;
  SqScanResult *result;
  gboolean finished;
  gint players;

  g_return_val_if_fail (index != NULL, NULL);
  g_return_val_if_fail (id != NULL && st != NULL, NULL);

  if (!id_is_indexable (id) || !g_key_file_has_group (index->keys, id))
    return NULL;

  stamp = dup_stamp (st);
  recorded = g_key_file_get_string (index->keys, id, "file", NULL);
  if (recorded == NULL || !g_str_equal (recorded, stamp))
    return NULL;

  if (g_key_file_has_key (index->keys, id, "error-domain", NULL))
    return lookup_error (index, id);

  finished = g_key_file_get_boolean (index->keys, id, "finished", &error);
  if (error != NULL)
    return NULL;
  players = g_key_file_get_integer (index->keys, id, "players", &error);
  if (error != NULL || players < 0 || players > 64)
    return NULL;

  result = g_new0 (SqScanResult, 1);
  result->id = g_strdup (id);
  result->name = g_key_file_get_string (index->keys, id, "name", NULL);
  if (result->name != NULL && result->name[0] == '\0')
    g_clear_pointer (&result->name, g_free);
  result->created = parse_date (index->keys, id, "created");
  result->updated = parse_date (index->keys, id, "updated");
  result->finished = finished;
  result->players = (guint) players;
  return result;
}

/**
 * sq_store_index_put:
 * @index: an index
 * @id: a game id
 * @st: what lstat() said of the file @result was read from
 * @result: what the scan read from it
 *
 * Records @result for @id, replacing what the index had.
 */
void
sq_store_index_put (SqStoreIndex       *index,
                    const char         *id,
                    const struct stat  *st,
                    const SqScanResult *result)
{
  g_autofree char *stamp = NULL;
  g_autofree char *created = NULL;
  g_autofree char *updated = NULL;
  const GError *error;
  const char *name;

  g_return_if_fail (index != NULL);
  g_return_if_fail (id != NULL && st != NULL);
  g_return_if_fail (result != NULL);

  if (!id_is_indexable (id))
    return;

  stamp = dup_stamp (st);
  created = dup_date (result->created);
  updated = dup_date (result->updated);
  error = result->error;
  name = result->name;

  g_key_file_remove_group (index->keys, id, NULL);
  g_key_file_set_string (index->keys, id, "file", stamp);
  if (updated != NULL)
    g_key_file_set_string (index->keys, id, "updated", updated);

  if (error != NULL)
    {
      g_key_file_set_string (index->keys, id, "error-domain", g_quark_to_string (error->domain));
      g_key_file_set_integer (index->keys, id, "error-code", error->code);
      g_key_file_set_string (index->keys, id, "error-message",
                             error->message != NULL ? error->message : "");
    }
  else
    {
      /* a name the key file cannot hold is read from the file next time */
      if (name != NULL && g_utf8_validate (name, -1, NULL))
        g_key_file_set_string (index->keys, id, "name", name);
      if (created != NULL)
        g_key_file_set_string (index->keys, id, "created", created);
      g_key_file_set_boolean (index->keys, id, "finished", result->finished);
      g_key_file_set_integer (index->keys, id, "players", (gint) result->players);
    }

  index->dirty = TRUE;
}

/**
 * sq_store_index_keep:
 * @index: an index
 * @ids: (element-type utf8 utf8): the ids of the games in the folder now
 *
 * Forgets every game that is not in @ids.
 */
void
sq_store_index_keep (SqStoreIndex *index,
                     GHashTable   *ids)
{
  g_auto(GStrv) groups = NULL;

  g_return_if_fail (index != NULL);
  g_return_if_fail (ids != NULL);

  groups = g_key_file_get_groups (index->keys, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    if (!g_str_equal (groups[i], HEADER) && !g_hash_table_contains (ids, groups[i]))
      {
        g_key_file_remove_group (index->keys, groups[i], NULL);
        index->dirty = TRUE;
      }
}

gboolean
sq_store_index_is_dirty (SqStoreIndex *index)
{
  g_return_val_if_fail (index != NULL, FALSE);

  return index->dirty;
}

/**
 * sq_store_index_save:
 * @index: an index
 * @error: return location for a #GError
 *
 * Writes the index if it changed, atomically. Failing to is harmless (the
 * next listing reads the files again), but is reported.
 *
 * Returns: %TRUE if the index on disk is up to date
 */
gboolean
sq_store_index_save (SqStoreIndex  *index,
                     GError       **error)
{
  g_autofree char *data = NULL;
  gsize len;

  g_return_val_if_fail (index != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!index->dirty)
    return TRUE;

  g_key_file_set_integer (index->keys, HEADER, "version", INDEX_VERSION);
  data = g_key_file_to_data (index->keys, &len, NULL);
  if (!g_file_set_contents_full (index->path, data, len,
                                 G_FILE_SET_CONTENTS_CONSISTENT, 0600, error))
    return FALSE;

  index->dirty = FALSE;
  return TRUE;
}

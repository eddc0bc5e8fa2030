/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The games folder's index. See sq-store-index.h; its format is in
 * docs/save-format.md ("The games folder's index").
 *
 * Lines of text, one a game, its fields apart by tabs: what the scan of a
 * thousand games reads before their rows are shown, so it is read with a
 * loop over the bytes instead of a GKeyFile, which took eight times as
 * long (parsing, then looking every value up by group and key). Whatever
 * is wrong with a line (a field missing or too many, a number that is
 * not one, a name that is not UTF-8, an escape we do not write) drops
 * that line, and a wrong first line, a NUL byte or a file too large drops
 * them all: the game is then read from its file. The index can make
 * listing fast, never make it wrong. Only what the Games list shows is
 * kept here (name, dates, players, finished, and why a damaged file
 * fails): nothing secret. */

#include "sq-store-index.h"

#include <errno.h>

#include <glib/gstdio.h>


/* Raise it whenever what a file's entry means changes, for instance when
 * the loader starts refusing files it used to accept: every entry of an
 * older index is then read again from its file. Version 1 was a GKeyFile. */
#define INDEX_VERSION  2
#define HEADER         "squire-games-index\t2"

/* Far above a folder's real index (about 200 bytes a game) */
#define MAX_INDEX_SIZE (64 * 1024 * 1024)

#define KIND_GAME      "game"
#define KIND_DAMAGED   "damaged"

/* id, device, inode, size, seconds, nanoseconds, updated, kind, then
 * three fields of a damaged file's error or four of a game */
#define N_COMMON       8
#define MAX_FIELDS     (N_COMMON + 4)

typedef struct
{
  const char *id;            /* the strings live in the index's chunk */
  guint64     dev;
  guint64     ino;
  gint64      size;
  gint64      mtime_sec;
  gint64      mtime_nsec;
  const char *updated;       /* ISO 8601, or NULL */
  const char *error_domain;  /* a damaged file; NULL for a game */
  gint        error_code;
  const char *error_message;
  gboolean    finished;
  guint       players;
  const char *created;       /* ISO 8601, or NULL */
  const char *name;          /* or NULL */
} Entry;

struct _SqStoreIndex
{
  char         *path;
  GHashTable   *entries;     /* id -> Entry */
  GStringChunk *strings;
  gboolean      dirty;
};

/* Helpers */

/* An id that is a game's file name without .json, and fits on a line */
static gboolean
id_is_indexable (const char *id)
{
  if (id[0] == '\0')
    return FALSE;
  for (const char *p = id; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_' && *p != '.')
      return FALSE;

  return TRUE;
}

static const char *
chunk_or_null (SqStoreIndex *index,
               const char   *text)
{
  return text != NULL && text[0] != '\0' ? g_string_chunk_insert (index->strings, text) : NULL;
}

static char *
dup_date (GDateTime *date_time)
{
  return date_time != NULL ? g_date_time_format_iso8601 (date_time) : NULL;
}

static GDateTime *
parse_date (const char *text)
{
  g_autoptr(GTimeZone) utc = NULL;

  if (text == NULL)
    return NULL;
  utc = g_time_zone_new_utc ();
  return g_date_time_new_from_iso8601 (text, utc);
}

/* A backslash, a tab, a line feed and a carriage return as \\, \t, \n, \r */
static void
append_escaped (GString    *out,
                const char *text)
{
  for (const char *p = text != NULL ? text : ""; *p != '\0'; p++)
    switch (*p)
      {
      case '\\': g_string_append (out, "\\\\"); break;
      case '\t': g_string_append (out, "\\t"); break;
      case '\n': g_string_append (out, "\\n"); break;
      case '\r': g_string_append (out, "\\r"); break;
      default: g_string_append_c (out, *p);
      }
}

/* In place; FALSE for an escape append_escaped() never writes or text
 * that is not UTF-8 */
static gboolean
unescape (char *text)
{
  char *out = text;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p != '\\')
        {
          *out++ = *p;
          continue;
        }
      switch (*++p)
        {
        case '\\': *out++ = '\\'; break;
        case 't': *out++ = '\t'; break;
        case 'n': *out++ = '\n'; break;
        case 'r': *out++ = '\r'; break;
        default: return FALSE;
        }
    }
  *out = '\0';

  return g_utf8_validate (text, -1, NULL);
}

static gboolean
parse_u64 (const char *text,
           guint64     max,
           guint64    *out)
{
  return g_ascii_string_to_unsigned (text, 10, 0, max, out, NULL);
}

static gboolean
parse_i64 (const char *text,
           gint64      min,
           gint64      max,
           gint64     *out)
{
  return g_ascii_string_to_signed (text, 10, min, max, out, NULL);
}

/* The fields after the kind: a game's, or a damaged file's error */
static gboolean
parse_kind (Entry  *entry,
            char  **field,
            guint   n_fields)
{
  guint64 number;
  gint64 code;

  if (g_str_equal (field[7], KIND_GAME) && n_fields == N_COMMON + 4)
    {
      if (!parse_u64 (field[8], 1, &number))
        return FALSE;
      entry->finished = number == 1;
      if (!parse_u64 (field[9], 64, &number))
        return FALSE;
      entry->players = (guint) number;
      entry->created = field[10];
      entry->name = field[11];
      return unescape (field[11]);
    }
  if (g_str_equal (field[7], KIND_DAMAGED) && n_fields == N_COMMON + 3)
    {
      if (!parse_i64 (field[9], G_MININT, G_MAXINT, &code))
        return FALSE;
      entry->error_domain = field[8];
      entry->error_code = (gint) code;
      entry->error_message = field[10];
      return field[8][0] != '\0' && unescape (field[8]) && unescape (field[10]);
    }

  return FALSE;
}

/* One line, split at its tabs in place; FALSE if it is not an entry */
static gboolean
parse_line (char  *line,
            Entry *entry)
{
  char *field[MAX_FIELDS] = { NULL };
  guint n_fields = 0;
  guint64 number;

  for (char *p = line; ; p++)
    {
      field[n_fields++] = p;
      p = strchr (p, '\t');
      if (p == NULL)
        break;
      if (n_fields == MAX_FIELDS)
        return FALSE;
      *p = '\0';
    }
  if (n_fields < N_COMMON || !id_is_indexable (field[0]))
    return FALSE;

  memset (entry, 0, sizeof *entry);
  entry->id = field[0];
  if (!parse_u64 (field[1], G_MAXUINT64, &entry->dev)
      || !parse_u64 (field[2], G_MAXUINT64, &entry->ino)
      || !parse_i64 (field[3], 0, G_MAXINT64, &entry->size)
      || !parse_i64 (field[4], G_MININT64, G_MAXINT64, &entry->mtime_sec)
      || !parse_u64 (field[5], 999999999, &number))
    return FALSE;
  entry->mtime_nsec = (gint64) number;
  entry->updated = field[6];

  return parse_kind (entry, field, n_fields);
}

/* @entry's strings point into the line: copied into the chunk here */
static void
add_entry (SqStoreIndex *index,
           const Entry  *entry)
{
  Entry *kept = g_new (Entry, 1);

  *kept = *entry;
  kept->id = g_string_chunk_insert (index->strings, entry->id);
  kept->updated = chunk_or_null (index, entry->updated);
  kept->created = chunk_or_null (index, entry->created);
  kept->name = chunk_or_null (index, entry->name);
  kept->error_domain = chunk_or_null (index, entry->error_domain);
  kept->error_message = entry->error_message != NULL
    ? g_string_chunk_insert (index->strings, entry->error_message) : NULL;
  g_hash_table_replace (index->entries, (gpointer) kept->id, kept);
}

/* The index's text, NUL-terminated and holding no other NUL; NULL if
 * there is none or it cannot be read */
static char *
read_index (const char *path)
{
  g_autoptr(GError) error = NULL;
  struct stat st;
  char *contents = NULL;
  gsize length;

  if (g_stat (path, &st) != 0)
    {
      if (errno != ENOENT)
        g_debug ("games index %s not used: %s", path, g_strerror (errno));
      return NULL;
    }
  if (!S_ISREG (st.st_mode) || st.st_size > MAX_INDEX_SIZE)
    {
      g_debug ("games index %s not used: not a file, or too large", path);
      return NULL;
    }
  if (!g_file_get_contents (path, &contents, &length, &error))
    {
      g_debug ("games index %s not used: %s", path, error->message);
      return NULL;
    }
  if (strlen (contents) != length)
    {
      g_debug ("games index %s not used: it holds a NUL byte", path);
      g_free (contents);
      return NULL;
    }

  return contents;
}

/* Every line after the header that is an entry; FALSE if the header is
 * not this version's */
static gboolean
parse_index (SqStoreIndex *index,
             char         *contents)
{
  char *line = contents;
  char *end = strchr (line, '\n');
  gboolean all_used = TRUE;

  if (end == NULL)
    return FALSE;
  *end = '\0';
  if (!g_str_equal (line, HEADER))
    return FALSE;

  for (line = end + 1; *line != '\0'; line = end + 1)
    {
      Entry entry;

      end = strchr (line, '\n');
      if (end == NULL)
        {
          all_used = FALSE;     /* cut short: the last line is not whole */
          break;
        }
      *end = '\0';
      if (parse_line (line, &entry) && !g_hash_table_contains (index->entries, entry.id))
        add_entry (index, &entry);
      else
        all_used = FALSE;
    }

  /* a line left out is written anew, or no more */
  index->dirty = !all_used;
  return TRUE;
}

/* The identity of a file as the index records it */
static gboolean
same_file (const Entry       *entry,
           const struct stat *st)
{
  return entry->dev == (guint64) st->st_dev && entry->ino == (guint64) st->st_ino
         && entry->size == (gint64) st->st_size && entry->mtime_sec == (gint64) st->st_mtim.tv_sec
         && entry->mtime_nsec == (gint64) st->st_mtim.tv_nsec;
}

static void
append_entry (GString     *out,
              const Entry *entry)
{
  g_string_append_printf (out, "%s\t%" G_GUINT64_FORMAT "\t%" G_GUINT64_FORMAT "\t%"
                          G_GINT64_FORMAT "\t%" G_GINT64_FORMAT "\t%" G_GINT64_FORMAT "\t%s\t",
                          entry->id, entry->dev, entry->ino, entry->size, entry->mtime_sec,
                          entry->mtime_nsec, entry->updated != NULL ? entry->updated : "");
  if (entry->error_domain != NULL)
    {
      g_string_append (out, KIND_DAMAGED "\t");
      append_escaped (out, entry->error_domain);
      g_string_append_printf (out, "\t%d\t", entry->error_code);
      append_escaped (out, entry->error_message);
    }
  else
    {
      g_string_append_printf (out, KIND_GAME "\t%d\t%u\t%s\t", entry->finished ? 1 : 0,
                              entry->players, entry->created != NULL ? entry->created : "");
      append_escaped (out, entry->name);
    }
  g_string_append_c (out, '\n');
}

static int
compare_ids (gconstpointer a,
             gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* Public API */

/**
 * sq_store_index_load:
 * @directory: the games folder
 *
 * Reads the index of @directory. A missing, unreadable or outdated index
 * gives an empty one, which the next sq_store_index_save() replaces; so
 * does a line of it that is not an entry.
 *
 * Returns: (transfer full): the index
 */
SqStoreIndex *
sq_store_index_load (const char *directory)
{
  SqStoreIndex *index;
  g_autofree char *contents = NULL;

  g_return_val_if_fail (directory != NULL, NULL);

  index = g_new0 (SqStoreIndex, 1);
  index->path = g_build_filename (directory, SQ_STORE_INDEX_NAME, NULL);
  index->entries = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  index->strings = g_string_chunk_new (16 * 1024);

  contents = read_index (index->path);
  if (contents == NULL || !parse_index (index, contents))
    {
      if (contents != NULL)
        g_debug ("games index %s not used: not of version %d", index->path, INDEX_VERSION);
      g_hash_table_remove_all (index->entries);
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
  g_hash_table_unref (index->entries);
  g_string_chunk_free (index->strings);
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
  const Entry *entry;
  SqScanResult *result;

  g_return_val_if_fail (index != NULL, NULL);
  g_return_val_if_fail (id != NULL && st != NULL, NULL);

  entry = g_hash_table_lookup (index->entries, id);
  if (entry == NULL || !same_file (entry, st))
    return NULL;

  result = g_new0 (SqScanResult, 1);
  result->id = g_strdup (id);
  result->updated = parse_date (entry->updated);
  if (entry->error_domain != NULL)
    {
      result->error = g_error_new_literal (g_quark_from_string (entry->error_domain),
                                           entry->error_code, entry->error_message);
      return result;
    }
  result->name = g_strdup (entry->name);
  result->created = parse_date (entry->created);
  result->finished = entry->finished;
  result->players = entry->players;
  return result;
}

/**
 * sq_store_index_put:
 * @index: an index
 * @id: a game id
 * @st: what lstat() said of the file @result was read from
 * @result: what the scan read from it
 *
 * Records @result for @id, replacing what the index had. A result the
 * index cannot hold (a name or message that is not UTF-8, more than 64
 * players) is left out: its file is read again next time.
 */
void
sq_store_index_put (SqStoreIndex       *index,
                    const char         *id,
                    const struct stat  *st,
                    const SqScanResult *result)
{
  g_autofree char *created = NULL;
  g_autofree char *updated = NULL;
  const GError *error;
  Entry entry = { 0 };

  g_return_if_fail (index != NULL);
  g_return_if_fail (id != NULL && st != NULL);
  g_return_if_fail (result != NULL);

  index->dirty |= g_hash_table_remove (index->entries, id);
  if (!id_is_indexable (id))
    return;

  error = result->error;
  if (error != NULL ? !g_utf8_validate (g_quark_to_string (error->domain), -1, NULL)
                      || (error->message != NULL && !g_utf8_validate (error->message, -1, NULL))
                    : (result->name != NULL && !g_utf8_validate (result->name, -1, NULL))
                      || result->players > 64)
    return;

  created = dup_date (result->created);
  updated = dup_date (result->updated);
  entry.id = id;
  entry.dev = (guint64) st->st_dev;
  entry.ino = (guint64) st->st_ino;
  entry.size = (gint64) st->st_size;
  entry.mtime_sec = (gint64) st->st_mtim.tv_sec;
  entry.mtime_nsec = (gint64) st->st_mtim.tv_nsec;
  entry.updated = updated;
  if (error != NULL)
    {
      entry.error_domain = g_quark_to_string (error->domain);
      entry.error_code = error->code;
      entry.error_message = error->message != NULL ? error->message : "";
    }
  else
    {
      entry.name = result->name;
      entry.created = created;
      entry.finished = result->finished;
      entry.players = result->players;
    }
  add_entry (index, &entry);
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
  GHashTableIter iter;
  gpointer id;

  g_return_if_fail (index != NULL);
  g_return_if_fail (ids != NULL);

  g_hash_table_iter_init (&iter, index->entries);
  while (g_hash_table_iter_next (&iter, &id, NULL))
    if (!g_hash_table_contains (ids, id))
      {
        g_hash_table_iter_remove (&iter);
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
 * Writes the index if it changed, atomically, its games in the order of
 * their ids. Failing to is harmless (the next listing reads the files
 * again), but is reported.
 *
 * Returns: %TRUE if the index on disk is up to date
 */
gboolean
sq_store_index_save (SqStoreIndex  *index,
                     GError       **error)
{
  g_autoptr(GString) out = NULL;
  g_autofree gpointer *ids = NULL;
  guint n_ids;

  g_return_val_if_fail (index != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!index->dirty)
    return TRUE;

  ids = g_hash_table_get_keys_as_array (index->entries, &n_ids);
  qsort (ids, n_ids, sizeof *ids, compare_ids);
  out = g_string_sized_new (64 + 200 * (gsize) n_ids);
  g_string_append (out, HEADER "\n");
  for (guint i = 0; i < n_ids; i++)
    append_entry (out, g_hash_table_lookup (index->entries, ids[i]));

  if (!g_file_set_contents_full (index->path, out->str, (gssize) out->len,
                                 G_FILE_SET_CONTENTS_CONSISTENT, 0600, error))
    return FALSE;

  index->dirty = FALSE;
  return TRUE;
}

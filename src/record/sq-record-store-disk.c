/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * The store on disk (see sq-record-store-private.h): the lock of an open game,
 * the identity of a game file, the scan of the folder and the
 * housekeeping. Nothing here touches the list or any GObject, so the scan
 * and the housekeeping can run in a worker thread.
 *
 * The housekeeping works relative to open folders (openat, fstatat,
 * unlinkat) and never follows a symbolic link: a `trash` that is a link
 * to some other folder is refused, not emptied.
 */

#include "sq-record-store-private.h"
#include "sq-store-index.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <string.h>
#include <unistd.h>

/* g_file_set_contents() writes <name>.XXXXXX beside the file */
#define TEMP_SUFFIX_LEN     7
/* a save in progress is never that old */
#define STALE_TEMP_AGE      G_TIME_SPAN_HOUR

/* Shared by the store's files (sq-record-store-private.h) */

gboolean
sq_store_set_error_from_errno (GError    **error,
                      int         saved_errno,
                      const char *what,
                      const char *path)
{
  g_autofree char *shown = g_filename_display_name (path);

  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               "%s %s: %s", what, shown, g_strerror (saved_errno));
  return FALSE;
}

gboolean
sq_store_ensure_directory (const char  *path,
                  GError     **error)
{
  if (g_mkdir_with_parents (path, 0700) != 0)
    return sq_store_set_error_from_errno (error, errno, "cannot create", path);

  return TRUE;
}

gboolean
sq_store_no_such_game (GError    **error,
              const char *id)
{
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
               "%s: no such game in the store", id);
  return FALSE;
}

GDateTime *
sq_store_parse_date (const char *text)
{
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();

  return text != NULL ? g_date_time_new_from_iso8601 (text, utc) : NULL;
}

char *
sq_store_now_iso8601 (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();

  /* with microseconds: the list is ordered by this */
  return g_date_time_format_iso8601 (now);
}

/* Helpers */

static GDateTime *
modification_time (const char *path)
{
  GStatBuf st;

  if (g_lstat (path, &st) != 0)
    return NULL;

  return g_date_time_new_from_unix_utc (st.st_mtime);
}

/* a temporary file g_file_set_contents() left behind: <id><suffix>.XXXXXX */
static gboolean
is_temp_name (const SqStoreFormat *format,
              const char          *name)
{
  gsize len = strlen (name);
  gsize suffix = strlen (format->suffix);

  return len > TEMP_SUFFIX_LEN + suffix
         && name[len - TEMP_SUFFIX_LEN] == '.'
         && strncmp (name + len - TEMP_SUFFIX_LEN - suffix, format->suffix, suffix) == 0;
}

/* .<id>.lock whose game is gone and that no one holds */
static gboolean
is_stale_lock (const SqStoreFormat *format,
               int                  dir_fd,
               const char          *name)
{
  gsize len = strlen (name);
  gsize suffix = strlen (SQ_STORE_LOCK_SUFFIX);
  g_autofree char *game = NULL;
  struct stat st;
  int fd;
  gboolean stale;

  if (name[0] != '.' || len <= suffix + 1
      || strcmp (name + len - suffix, SQ_STORE_LOCK_SUFFIX) != 0)
    return FALSE;

  game = g_strdup_printf ("%.*s%s", (int) (len - suffix - 1), name + 1, format->suffix);
  if (fstatat (dir_fd, game, &st, AT_SYMLINK_NOFOLLOW) == 0 || errno != ENOENT)
    return FALSE;

  fd = openat (dir_fd, name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
  if (fd < 0)
    return FALSE;
  stale = flock (fd, LOCK_EX | LOCK_NB) == 0;
  close (fd);

  return stale;
}

/* Deletes the regular files in the open folder @dir_fd older than @age:
 * with @format, only its temporary files and the stale locks of its games,
 * without, all; links and folders stay. The first failure is reported,
 * the rest still go. */
static gboolean
remove_old_at (const SqStoreFormat *format,
               int                  dir_fd,
               const char          *shown_dir,
               GTimeSpan            age,
               GError             **error)
{
  gint64 now = g_get_real_time ();
  struct dirent *entry;
  gboolean ok = TRUE;
  DIR *dir;
  int fd;

  fd = dup (dir_fd);
  if (fd < 0 || (dir = fdopendir (fd)) == NULL)
    {
      int saved_errno = errno;

      if (fd >= 0)
        close (fd);
      return sq_store_set_error_from_errno (error, saved_errno, "cannot read", shown_dir);
    }

  while ((entry = readdir (dir)) != NULL)
    {
      const char *name = entry->d_name;
      struct stat st;

      if (g_str_equal (name, ".") || g_str_equal (name, ".."))
        continue;
      if (format != NULL && is_stale_lock (format, dir_fd, name))
        {
          unlinkat (dir_fd, name, 0);
          continue;
        }
      if (format != NULL && !is_temp_name (format, name))
        continue;
      if (fstatat (dir_fd, name, &st, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG (st.st_mode))
        continue;
      if (now - (gint64) st.st_mtime * G_USEC_PER_SEC < age)
        continue;

      if (unlinkat (dir_fd, name, 0) != 0 && ok)
        {
          g_autofree char *path = g_build_filename (shown_dir, name, NULL);

          ok = sq_store_set_error_from_errno (error, errno, "cannot delete", path);
        }
    }

  closedir (dir);
  return ok;
}

static gboolean
trash_not_a_folder (GError    **error,
                    const char *trash)
{
  g_autofree char *shown = g_filename_display_name (trash);

  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR,
               "%s: not a real folder (a symbolic link or a file), left alone", shown);
  return FALSE;
}

/* Internal API (sq-record-store-private.h) */

void
sq_file_identity_from_stat (SqFileIdentity *identity,
                            const GStatBuf *st)
{
  identity->known = TRUE;
  identity->dev = st->st_dev;
  identity->ino = st->st_ino;
  identity->mtime_sec = st->st_mtim.tv_sec;
  identity->mtime_nsec = st->st_mtim.tv_nsec;
  identity->size = st->st_size;
}

/* %FALSE if @path is not there (or cannot be looked at) */
gboolean
sq_file_identity_read (SqFileIdentity *identity,
                       const char     *path)
{
  GStatBuf st;

  memset (identity, 0, sizeof *identity);
  if (g_lstat (path, &st) != 0)
    return FALSE;

  sq_file_identity_from_stat (identity, &st);
  return TRUE;
}

gboolean
sq_file_identity_equal (const SqFileIdentity *a,
                        const SqFileIdentity *b)
{
  return a->known == b->known && a->dev == b->dev && a->ino == b->ino
         && a->mtime_sec == b->mtime_sec && a->mtime_nsec == b->mtime_nsec
         && a->size == b->size;
}

/* Takes the advisory lock of game @id: an exclusive flock() on
 * .<id>.lock in @directory, held as long as the descriptor returned is
 * open. Locks are per open file, so two stores in one process exclude
 * each other as two programs do. The lock file is not the game file,
 * which every save replaces by a new one. */
int
sq_store_lock_game (const char  *directory,
                    const char  *id,
                    GError     **error)
{
  g_autofree char *name = g_strconcat (".", id, SQ_STORE_LOCK_SUFFIX, NULL);
  g_autofree char *path = g_build_filename (directory, name, NULL);
  int fd;

  fd = g_open (path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0600);
  if (fd < 0)
    {
      sq_store_set_error_from_errno (error, errno, "cannot lock", path);
      return -1;
    }

  if (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      int saved_errno = errno;

      close (fd);
      if (saved_errno == EWOULDBLOCK)
        g_set_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_LOCKED,
                     "%s: another program has this game open", id);
      else
        sq_store_set_error_from_errno (error, saved_errno, "cannot lock", path);
      return -1;
    }

  return fd;
}

void
sq_scan_result_free (SqScanResult *result)
{
  if (result == NULL)
    return;

  g_free (result->id);
  g_clear_error (&result->error);
  g_free (result->name);
  g_clear_pointer (&result->created, g_date_time_unref);
  g_clear_pointer (&result->updated, g_date_time_unref);
  g_free (result);
}

/* Loads and replays one file to describe it: what cannot be read is
 * damaged, with the reason. Thread-safe. */
SqScanResult *
sq_store_scan_file (const SqStoreFormat *format,
                    const char          *directory,
                    const char          *id)
{
  g_autofree char *name = g_strconcat (id, format->suffix, NULL);
  g_autofree char *path = g_build_filename (directory, name, NULL);
  SqScanResult *result = g_new0 (SqScanResult, 1);
  gpointer file;

  result->id = g_strdup (id);

  file = sq_store_format_load (format, path, NULL, &result->error);
  if (file != NULL
      && format->describe (file, &result->finished, &result->players, &result->error))
    {
      result->name = g_strdup (*sq_store_format_field (format, file, SQ_STORE_FIELD_NAME));
      result->created = sq_store_parse_date (*sq_store_format_field (format, file, SQ_STORE_FIELD_CREATED));
      result->updated = sq_store_parse_date (*sq_store_format_field (format, file, SQ_STORE_FIELD_UPDATED));
    }
  else
    {
      result->finished = FALSE;
      result->players = 0;
    }
  if (file != NULL)
    sq_store_format_free (format, file);

  if (result->updated == NULL)
    result->updated = modification_time (path);

  return result;
}

/* Every game of the folder (sq_store_scan_file()), in no order; an empty
 * array if the folder does not exist yet. Thread-safe. */
GPtrArray *
sq_store_scan_directory (const SqStoreFormat  *format,
                         const char           *directory,
                         GError              **error)
{
  g_autoptr(GPtrArray) results = g_ptr_array_new_with_free_func ((GDestroyNotify) sq_scan_result_free);
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GDir) dir = g_dir_open (directory, 0, &local_error);
  g_autoptr(SqStoreIndex) index = NULL;
  g_autoptr(GHashTable) listed = NULL;
  const char *name;
  int dir_fd;

  if (dir == NULL)
    {
      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return g_steal_pointer (&results);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  index = sq_store_index_load (directory);
  listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  /* each file's lstat() from the folder, not from the root again */
  dir_fd = g_open (directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *id = NULL;
      SqScanResult *result;
      struct stat st;
      gboolean have_stat;

      if (name[0] == '.' || !g_str_has_suffix (name, format->suffix))
        continue;
      id = g_strndup (name, strlen (name) - strlen (format->suffix));
      if (id[0] == '\0' || strchr (id, '/') != NULL)
        continue;

      /* the index spares reading every file; what changed is read again */
      if (dir_fd >= 0)
        have_stat = fstatat (dir_fd, name, &st, AT_SYMLINK_NOFOLLOW) == 0;
      else
        {
          g_autofree char *path = g_build_filename (directory, name, NULL);

          have_stat = g_lstat (path, &st) == 0;
        }
      result = have_stat ? sq_store_index_lookup (index, id, &st) : NULL;
      if (result == NULL)
        {
          result = sq_store_scan_file (format, directory, id);
          if (have_stat)
            sq_store_index_put (index, id, &st, result);
        }
      g_hash_table_add (listed, g_steal_pointer (&id));
      g_ptr_array_add (results, result);
    }

  if (dir_fd >= 0)
    close (dir_fd);
  sq_store_index_keep (index, listed);
  if (!sq_store_index_save (index, &local_error))
    g_debug ("games index not saved: %s", local_error->message);

  return g_steal_pointer (&results);
}

/* Whether `trash` in @directory is a real folder (or not there yet): a
 * game is never moved through a symbolic link */
gboolean
sq_store_check_trash (const char  *directory,
                      GError     **error)
{
  g_autofree char *trash = g_build_filename (directory, SQ_STORE_TRASH, NULL);
  GStatBuf st;

  if (g_lstat (trash, &st) != 0)
    return TRUE;
  if (!S_ISDIR (st.st_mode))
    return trash_not_a_folder (error, trash);

  return TRUE;
}

/* Deletes the games in the trash deleted at least @older_than ago, the
 * temporary files a crash left in the folder once they are an hour old,
 * and the lock files of games that are gone. Never follows a symbolic
 * link; refuses a trash that is not a real folder (and still cleans the
 * folder itself). Thread-safe. */
gboolean
sq_store_purge (const SqStoreFormat  *format,
                const char           *directory,
                GTimeSpan             older_than,
                GError              **error)
{
  g_autofree char *trash = g_build_filename (directory, SQ_STORE_TRASH, NULL);
  gboolean ok;
  int dir_fd;
  int trash_fd;

  dir_fd = g_open (directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);
  if (dir_fd < 0)
    return errno == ENOENT ? TRUE : sq_store_set_error_from_errno (error, errno, "cannot read",
                                                          directory);

  ok = remove_old_at (format, dir_fd, directory, STALE_TEMP_AGE, error);

  trash_fd = openat (dir_fd, SQ_STORE_TRASH, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (trash_fd < 0)
    {
      int saved_errno = errno;

      if (saved_errno == ELOOP || saved_errno == ENOTDIR)
        ok = trash_not_a_folder (ok ? error : NULL, trash) && ok;
      else if (saved_errno != ENOENT)
        ok = sq_store_set_error_from_errno (ok ? error : NULL, saved_errno, "cannot read", trash) && ok;
    }
  else
    {
      if (!remove_old_at (NULL, trash_fd, trash, older_than, ok ? error : NULL))
        ok = FALSE;
      close (trash_fd);
    }

  close (dir_fd);
  return ok;
}

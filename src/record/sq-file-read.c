/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * Reading a game file safely, for the record layer's loader
 * (sq-record-file.c), which every game's files go through, the store and
 * import: only a regular file, read with a size cap, and the checks every
 * piece of JSON goes through before json-glib sees it (size, UTF-8, then
 * the strict grammar of sq-file-scan.c), because json-glib 1.6 reads more
 * than JSON and recurses once per level, overflowing the stack on deeply
 * nested input.
 */

#include "sq-file-read-private.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "sq-record-json.h"

/* Helpers */

static gboolean
is_blank (const char *data,
          gsize       len)
{
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isspace (data[i]))
      return FALSE;

  return TRUE;
}

/* Internal API (sq-file-read-private.h) */

void
sq_file_flatten_message (GError *error)
{
  /* json-glib's messages may span lines; ours never do */
  for (char *p = error->message; *p != '\0'; p++)
    if (*p == '\n' || *p == '\r')
      *p = ' ';
}

/* The checks every piece of JSON goes through before json-glib sees it:
 * the file itself, and the unsealed part of a sealed file. The caller
 * checks the size. */
JsonParser *
sq_file_parse_checked (const char  *data,
                       gsize        len,
                       GError     **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;

  /* a byte order mark is harmless; json-glib would not like it */
  if (len >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    {
      data += 3;
      len -= 3;
    }

  if (len == 0 || is_blank (data, len))
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_EMPTY,
                           "the file is empty");
      return NULL;
    }

  if (!g_utf8_validate (data, len, NULL))
    {
      const char *end;

      g_utf8_validate (data, len, &end);
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_NOT_UTF8,
                   "byte %" G_GSIZE_FORMAT ": not valid UTF-8",
                   (gsize) (end - data));
      return NULL;
    }

  if (!sq_file_scan_strict (data, len, error))
    return NULL;

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data, len, &local_error))
    {
      sq_file_flatten_message (local_error);
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SYNTAX,
                   "not valid JSON: %s",
                   g_str_has_prefix (local_error->message, "<data>:")
                   ? local_error->message + strlen ("<data>:")
                   : local_error->message);
      return NULL;
    }

  return g_steal_pointer (&parser);
}

/* Why a path that is not a regular file cannot be a game */
static const char *
describe_not_regular (mode_t mode)
{
  if (S_ISDIR (mode))
    return "is a folder, not a game file";
  if (S_ISFIFO (mode))
    return "is a named pipe (FIFO), not a game file";
  if (S_ISSOCK (mode))
    return "is a socket, not a game file";
  if (S_ISCHR (mode) || S_ISBLK (mode))
    return "is a device, not a game file";
  return "is not a regular file";
}

static gboolean
fail_errno (GError    **error,
            int         saved_errno,
            const char *shown)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               "%s: %s", shown, g_strerror (saved_errno));
  return FALSE;
}

/* Opens @path for reading if it is a regular file and not a symbolic
 * link. O_NONBLOCK: opening a FIFO blocks until a writer comes, for ever;
 * with it the open returns at once and fstat() says what it is. */
static int
open_regular (const char  *path,
              const char  *shown,
              GStatBuf    *st,
              GError     **error)
{
  int fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY, 0);
  int saved_errno;

  if (fd < 0)
    {
      saved_errno = errno;
      /* O_NOFOLLOW fails with ELOOP on a symbolic link */
      if (saved_errno == ELOOP)
        g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_LOOP,
                     "%s: is a symbolic link; open the file it points to instead",
                     shown);
      else
        fail_errno (error, saved_errno, shown);
      return -1;
    }

  if (fstat (fd, st) != 0)
    {
      saved_errno = errno;
      close (fd);
      fail_errno (error, saved_errno, shown);
      return -1;
    }
  if (!S_ISREG (st->st_mode))
    {
      close (fd);
      g_set_error (error, G_FILE_ERROR,
                   S_ISDIR (st->st_mode) ? G_FILE_ERROR_ISDIR : G_FILE_ERROR_INVAL,
                   "%s: %s", shown, describe_not_regular (st->st_mode));
      return -1;
    }

  return fd;
}

/* Reads @path whole if it is a regular file (not a symbolic link, a FIFO
 * or a device), refusing anything larger than %SQ_FILE_MAX_BYTES before
 * reading it (or as soon as it grows past the limit). The messages name
 * the file. @data is NUL-terminated. @st_out, if given, gets the file's
 * status as it was opened (its identity and modification time). */
gboolean
sq_file_read_capped (const char  *path,
                     char       **data,
                     gsize       *len,
                     GStatBuf    *st_out,
                     GError     **error)
{
  g_autofree char *buffer = NULL;
  g_autofree char *shown = g_filename_display_name (path);
  GStatBuf st;
  gsize n_read = 0;
  gsize cap = SQ_FILE_MAX_BYTES + 1;
  int fd;
  int saved_errno;

  fd = open_regular (path, shown, &st, error);
  if (fd < 0)
    return FALSE;

  if (st.st_size > SQ_FILE_MAX_BYTES)
    {
      close (fd);
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_LARGE,
                   "%s: %" G_GINT64_FORMAT " bytes, at most %u allowed",
                   shown, (gint64) st.st_size, SQ_FILE_MAX_BYTES);
      return FALSE;
    }

  /* its size and one byte to notice growth; a file that reports no size
   * (/proc): up to one byte past the cap */
  if (st.st_size > 0)
    cap = (gsize) st.st_size + 1;
  buffer = g_malloc (cap + 1);

  while (n_read < cap)
    {
      gssize n = read (fd, buffer + n_read, cap - n_read);

      if (n < 0 && (errno == EINTR || errno == EAGAIN))
        continue;
      if (n < 0)
        {
          saved_errno = errno;
          close (fd);
          return fail_errno (error, saved_errno, shown);
        }
      if (n == 0)
        break;
      n_read += n;
    }
  close (fd);

  if (n_read > SQ_FILE_MAX_BYTES)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_LARGE,
                   "%s: more than %u bytes", shown, SQ_FILE_MAX_BYTES);
      return FALSE;
    }

  if (st_out != NULL)
    *st_out = st;
  buffer[n_read] = '\0';
  *data = g_steal_pointer (&buffer);
  *len = n_read;
  return TRUE;
}

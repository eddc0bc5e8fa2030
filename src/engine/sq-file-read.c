/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * Reading a game file safely, for both games' loaders (sq-game-file.c and
 * src/legends/sq-legends-file.c): the file read with a size cap, and the
 * checks every piece of JSON goes through before json-glib sees it (size,
 * UTF-8, nesting depth, one top-level value), because json-glib 1.6
 * recurses once per level and overflows the stack on deeply nested input.
 */

#include "sq-file-read-private.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "sq-game-file.h"

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

static guint
line_of (const char *data,
         gsize       offset)
{
  guint line = 1;

  for (const char *p = data; (p = memchr (p, '\n', data + offset - p)) != NULL; p++)
    line++;

  return line;
}

/* The end of the string that starts after the quote at @p: the closing
 * quote, found with memchr (strings hold most of a file's bytes, a sealed
 * file's blob above all), or %NULL if it does not close */
static const char *
string_end (const char *p,
            const char *end)
{
  for (;;)
    {
      const char *quote = memchr (p, '"', end - p);
      const char *q;

      if (quote == NULL)
        return NULL;

      /* escaped by an odd number of backslashes */
      for (q = quote; q > p && q[-1] == '\\'; q--)
        ;
      if ((quote - q) % 2 == 0)
        return quote;
      p = quote + 1;
    }
}

/* Counts [ and { outside strings; json-glib is only called on data that
 * stays within SQ_FILE_MAX_DEPTH. Unbalanced brackets are left for the
 * parser to report. Also finds where the first top-level value ends
 * (@value_end; @len if it does not end), for check_single_value(). */
static gboolean
check_depth (const char *data,
             gsize       len,
             gsize      *value_end,
             GError    **error)
{
  const char *end = data + len;
  const char *first = data;
  char open[SQ_FILE_MAX_DEPTH];
  gboolean mismatched = FALSE;
  guint depth = 0;

  while (first < end && g_ascii_isspace (*first))
    first++;

  *value_end = len;

  /* a scalar at the top: a string, or a number or word up to a delimiter */
  if (first < end && *first != '[' && *first != '{')
    {
      const char *p = first;

      if (*p == '"')
        {
          p = string_end (p + 1, end);
          *value_end = p != NULL ? (gsize) (p + 1 - data) : len;
        }
      else
        {
          while (p < end && !g_ascii_isspace (*p) && strchr ("[]{}\",:", *p) == NULL)
            p++;
          /* nothing that could be a value: the parser says what is wrong */
          if (p > first)
            *value_end = p - data;
        }
    }

  for (const char *p = data; p < end; p++)
    {
      switch (*p)
        {
        case '"':
          p = string_end (p + 1, end);
          if (p == NULL)
            return TRUE;
          break;

        case '[':
        case '{':
          if (depth == SQ_FILE_MAX_DEPTH)
            {
              g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_DEEP,
                           "line %u: arrays and objects nested more than %u deep",
                           line_of (data, p - data), SQ_FILE_MAX_DEPTH);
              return FALSE;
            }
          open[depth++] = *p;
          break;

        case ']':
        case '}':
          /* a bracket that closes nothing, or the wrong kind: only the
           * parser can say where the real mistake is */
          if (depth == 0 || open[depth - 1] != (*p == ']' ? '[' : '{'))
            mismatched = TRUE;
          else if (--depth == 0 && *value_end == len && !mismatched)
            *value_end = p + 1 - data;
          break;

        default:
          break;
        }
    }

  return TRUE;
}

/* json-glib 1.6 reads the first value of "{...} {...}" or "5 {...}",
 * ignores the rest, and leaks it: a file is one value, and anything after
 * it is refused before the parser sees it. */
static gboolean
check_single_value (const char *data,
                    gsize       len,
                    gsize       value_end,
                    GError    **error)
{
  for (gsize i = value_end; i < len; i++)
    if (!g_ascii_isspace (data[i]))
      {
        g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SYNTAX,
                     "line %u: more data after the end of the top-level value",
                     line_of (data, i));
        return FALSE;
      }

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
  gsize value_end;

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

  if (!check_depth (data, len, &value_end, error)
      || !check_single_value (data, len, value_end, error))
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

/* Reads @path whole, refusing anything larger than %SQ_FILE_MAX_BYTES
 * before reading it (or, for a pipe, as soon as it grows past the limit).
 * The messages name the file. @data is NUL-terminated. */
gboolean
sq_file_read_capped (const char  *path,
                     char       **data,
                     gsize       *len,
                     GError     **error)
{
  g_autofree char *buffer = NULL;
  g_autofree char *shown = g_filename_display_name (path);
  GStatBuf st;
  gsize n_read = 0;
  gsize cap = SQ_FILE_MAX_BYTES + 1;
  int fd;
  int saved_errno;

  fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", shown, g_strerror (saved_errno));
      return FALSE;
    }

  if (fstat (fd, &st) != 0)
    {
      saved_errno = errno;
      close (fd);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", shown, g_strerror (saved_errno));
      return FALSE;
    }
  if (S_ISDIR (st.st_mode))
    {
      close (fd);
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR,
                   "%s: is a directory", shown);
      return FALSE;
    }
  if (S_ISREG (st.st_mode) && st.st_size > SQ_FILE_MAX_BYTES)
    {
      close (fd);
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_TOO_LARGE,
                   "%s: %" G_GINT64_FORMAT " bytes, at most %u allowed",
                   shown, (gint64) st.st_size, SQ_FILE_MAX_BYTES);
      return FALSE;
    }

  /* a regular file: its size and one byte to notice growth; pipes and
   * files that report no size (/proc): up to one byte past the cap */
  if (S_ISREG (st.st_mode) && st.st_size > 0)
    cap = (gsize) st.st_size + 1;
  buffer = g_malloc (cap + 1);

  while (n_read < cap)
    {
      gssize n = read (fd, buffer + n_read, cap - n_read);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          saved_errno = errno;
          close (fd);
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       "%s: %s", shown, g_strerror (saved_errno));
          return FALSE;
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

  buffer[n_read] = '\0';
  *data = g_steal_pointer (&buffer);
  *len = n_read;
  return TRUE;
}

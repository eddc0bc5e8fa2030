/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * The strict JSON check every piece of data goes through before json-glib
 * sees it (sq_file_parse_checked() in sq-file-read.c). json-glib 1.6 reads
 * more than JSON (comments, single-quoted strings, hexadecimal numbers), it
 * recurses once per level of nesting, it turns a lone surrogate escape into
 * invalid UTF-8 and it wraps integers that do not fit in 64 bits. So the
 * data is first walked here by the RFC 8259 grammar, without recursion:
 * only data that is strict JSON, nested at most SQ_FILE_MAX_DEPTH deep,
 * with valid strings and integers that fit, goes on to the parser. The
 * messages never quote the offending text, so they stay one short line.
 */

#include "sq-file-read-private.h"

#include <string.h>

#include "sq-record-json.h"

/* The scanner */

typedef struct {
  const char *data;
  const char *p;
  const char *end;
  GError    **error;
} Scan;

typedef enum {
  EXPECT_VALUE,
  EXPECT_KEY,
  EXPECT_AFTER,
  EXPECT_NOTHING,
} Expect;

static guint
line_at (const Scan *scan,
         const char *where)
{
  guint line = 1;

  for (const char *p = scan->data;
       (p = memchr (p, '\n', where - p)) != NULL; p++)
    line++;

  return line;
}

G_GNUC_PRINTF (4, 5)
static gboolean
fail (Scan       *scan,
      int         code,
      const char *where,
      const char *format,
      ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error (scan->error, SQ_FILE_ERROR, code, "line %u: %s",
               line_at (scan, where), what);
  return FALSE;
}

/* A syntax error: "not valid JSON: line N: what" */
G_GNUC_PRINTF (3, 4)
static gboolean
fail_json (Scan       *scan,
           const char *where,
           const char *format,
           ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error (scan->error, SQ_FILE_ERROR, SQ_FILE_ERROR_SYNTAX,
               "not valid JSON: line %u: %s", line_at (scan, where), what);
  return FALSE;
}

/* RFC 8259 white space: no form feeds, no vertical tabs */
static void
skip_blank (Scan *scan)
{
  while (scan->p < scan->end
         && (*scan->p == ' ' || *scan->p == '\t' || *scan->p == '\n' || *scan->p == '\r'))
    scan->p++;
}

static int
hex_value (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/* The four hex digits after "\u" at @p, or -1 */
static int
read_u_escape (const Scan *scan,
               const char *p)
{
  int value = 0;

  if (scan->end - p < 4)
    return -1;
  for (int i = 0; i < 4; i++)
    {
      int digit = hex_value (p[i]);

      if (digit < 0)
        return -1;
      value = value * 16 + digit;
    }

  return value;
}

/* A \u escape whose "\u" starts at @start; moves past it (and past the low
 * half of a surrogate pair) */
static gboolean
scan_u_escape (Scan       *scan,
               const char *start)
{
  int unit = read_u_escape (scan, start + 2);

  if (unit < 0)
    return fail_json (scan, start,
                 "\\u must be followed by four hexadecimal digits");
  if (unit == 0)
    return fail (scan, SQ_FILE_ERROR_NOT_UTF8, start,
                 "a string holds \\u0000, a NUL character");
  if (unit >= 0xdc00 && unit <= 0xdfff)
    return fail (scan, SQ_FILE_ERROR_NOT_UTF8, start,
                 "a string holds a lone low surrogate escape");
  if (unit >= 0xd800 && unit <= 0xdbff)
    {
      const char *low = start + 6;
      int second = -1;

      if (scan->end - low >= 2 && low[0] == '\\' && low[1] == 'u')
        second = read_u_escape (scan, low + 2);
      if (second < 0xdc00 || second > 0xdfff)
        return fail (scan, SQ_FILE_ERROR_NOT_UTF8, start,
                     "a string holds a lone high surrogate escape");
      scan->p = low + 6;
      return TRUE;
    }

  scan->p = start + 6;
  return TRUE;
}

/* A string, the opening quote at scan->p. The data is valid UTF-8
 * already; what is left are the escapes and raw control characters. */
static gboolean
scan_string (Scan *scan)
{
  const char *start = scan->p;

  scan->p++;
  while (scan->p < scan->end)
    {
      guchar c = (guchar) *scan->p;

      if (c == '"')
        {
          scan->p++;
          return TRUE;
        }
      if (c < 0x20)
        return fail_json (scan, scan->p,
                     "a control character inside a string must be written as an escape");
      if (c != '\\')
        {
          scan->p++;
          continue;
        }

      if (scan->end - scan->p < 2)
        break;
      switch (scan->p[1])
        {
        case '"': case '\\': case '/': case 'b': case 'f': case 'n': case 'r': case 't':
          scan->p += 2;
          break;

        case 'u':
          if (!scan_u_escape (scan, scan->p))
            return FALSE;
          break;

        default:
          return fail_json (scan, scan->p,
                       "an unknown escape in a string (JSON has \\\" \\\\ \\/ \\b \\f "
                       "\\n \\r \\t \\u)");
        }
    }

  return fail_json (scan, start, "a string that never ends");
}

/* Whether the integer written with @n digits at @digits fits in 64 bits
 * (gint64), compared on the digits: nothing is converted, so nothing
 * wraps */
static gboolean
integer_fits (const char *digits,
              gsize       n,
              gboolean    negative)
{
  const char *limit = negative ? "9223372036854775808" : "9223372036854775807";

  if (n != strlen (limit))
    return n < strlen (limit);

  return memcmp (digits, limit, n) <= 0;
}

static gboolean
scan_number (Scan *scan)
{
  const char *start = scan->p;
  const char *digits;
  gboolean negative = FALSE;

  if (*scan->p == '-')
    {
      negative = TRUE;
      scan->p++;
    }
  digits = scan->p;
  if (scan->p == scan->end || !g_ascii_isdigit (*scan->p))
    return fail_json (scan, start, "a minus sign without a number");

  if (*scan->p == '0')
    {
      scan->p++;
      if (scan->p < scan->end && (*scan->p == 'x' || *scan->p == 'X'))
        return fail_json (scan, start,
                     "hexadecimal numbers are not JSON");
      if (scan->p < scan->end && g_ascii_isdigit (*scan->p))
        return fail_json (scan, start,
                     "a number with a leading zero is not JSON");
    }
  while (scan->p < scan->end && g_ascii_isdigit (*scan->p))
    scan->p++;

  if (!integer_fits (digits, scan->p - digits, negative)
      && (scan->p == scan->end || (*scan->p != '.' && *scan->p != 'e' && *scan->p != 'E')))
    return fail (scan, SQ_FILE_ERROR_RANGE, start,
                 "an integer outside the 64-bit range "
                 "(-9223372036854775808..9223372036854775807)");

  if (scan->p < scan->end && *scan->p == '.')
    {
      scan->p++;
      if (scan->p == scan->end || !g_ascii_isdigit (*scan->p))
        return fail_json (scan, start,
                     "a decimal point must be followed by a digit");
      while (scan->p < scan->end && g_ascii_isdigit (*scan->p))
        scan->p++;
    }

  if (scan->p < scan->end && (*scan->p == 'e' || *scan->p == 'E'))
    {
      scan->p++;
      if (scan->p < scan->end && (*scan->p == '+' || *scan->p == '-'))
        scan->p++;
      if (scan->p == scan->end || !g_ascii_isdigit (*scan->p))
        return fail_json (scan, start, "an exponent without digits");
      while (scan->p < scan->end && g_ascii_isdigit (*scan->p))
        scan->p++;
    }

  return TRUE;
}

static gboolean
scan_word (Scan *scan)
{
  static const char * const words[] = { "true", "false", "null" };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      gsize n = strlen (words[i]);

      if ((gsize) (scan->end - scan->p) >= n && memcmp (scan->p, words[i], n) == 0)
        {
          scan->p += n;
          if (scan->p < scan->end && (g_ascii_isalnum (*scan->p) || *scan->p == '_'))
            break;
          return TRUE;
        }
    }

  return fail_json (scan, scan->p,
               "a word that is not a JSON value (only true, false and null are)");
}

/* What is at scan->p where a value should start, and is not one */
static gboolean
not_a_value (Scan *scan)
{
  if (scan->p == scan->end)
    return fail_json (scan, scan->p, "the data ends where a value should be");

  switch (*scan->p)
    {
    case '/':
      return fail_json (scan, scan->p, "comments are not JSON");
    case '\'':
      return fail_json (scan, scan->p,
                   "single-quoted strings are not JSON");
    case '+':
      return fail_json (scan, scan->p,
                   "a number with a leading plus sign is not JSON");
    case '.':
      return fail_json (scan, scan->p,
                   "a number must start with a digit");
    default:
      return fail_json (scan, scan->p,
                   "a value was expected here");
    }
}

static gboolean
scan_scalar (Scan *scan)
{
  switch (*scan->p)
    {
    case '"':
      return scan_string (scan);
    case '-': case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9':
      return scan_number (scan);
    case 't': case 'f': case 'n':
      return scan_word (scan);
    default:
      return not_a_value (scan);
    }
}

/* After a value inside a container or at the top: a comma, the closing
 * bracket, or the end of the data. Returns the next expectation via
 * @expect; pops @open. */
static gboolean
scan_after (Scan   *scan,
            char   *open,
            guint  *depth,
            Expect *expect)
{
  skip_blank (scan);

  if (*depth == 0)
    {
      if (scan->p != scan->end)
        return fail (scan, SQ_FILE_ERROR_SYNTAX, scan->p,
                     "more data after the end of the top-level value");
      *expect = EXPECT_NOTHING;
      return TRUE;
    }
  if (scan->p == scan->end)
    return fail_json (scan, scan->p,
                 open[*depth - 1] == '{' ? "an object that never closes"
                                         : "an array that never closes");

  if (*scan->p == ',')
    {
      scan->p++;
      *expect = open[*depth - 1] == '{' ? EXPECT_KEY : EXPECT_VALUE;
      return TRUE;
    }
  if (*scan->p == (open[*depth - 1] == '{' ? '}' : ']'))
    {
      scan->p++;
      (*depth)--;
      *expect = EXPECT_AFTER;
      return TRUE;
    }
  if (*scan->p == '/')
    return fail_json (scan, scan->p, "comments are not JSON");

  return fail_json (scan, scan->p,
               open[*depth - 1] == '{' ? "a comma or } was expected here"
                                       : "a comma or ] was expected here");
}

/* A member name and its colon */
static gboolean
scan_key (Scan *scan)
{
  skip_blank (scan);
  if (scan->p == scan->end || *scan->p != '"')
    {
      if (scan->p < scan->end && (*scan->p == '\'' || *scan->p == '/'))
        return not_a_value (scan);
      return fail_json (scan, scan->p,
                   "a member name in double quotes was expected here");
    }
  if (!scan_string (scan))
    return FALSE;

  skip_blank (scan);
  if (scan->p == scan->end || *scan->p != ':')
    return fail_json (scan, scan->p, "a colon was expected here");
  scan->p++;

  return TRUE;
}

/* Internal API (sq-file-read-private.h) */

/**
 * sq_file_scan_strict:
 * @data: (array length=len): valid UTF-8 (the caller checked)
 * @len: its length
 * @error: a #GError in %SQ_FILE_ERROR: %SQ_FILE_ERROR_SYNTAX,
 *   %SQ_FILE_ERROR_TOO_DEEP, %SQ_FILE_ERROR_NOT_UTF8 (a lone surrogate or
 *   \u0000) or %SQ_FILE_ERROR_RANGE (an integer beyond 64 bits)
 *
 * Whether @data is exactly one RFC 8259 JSON value with white space around
 * it, nested at most %SQ_FILE_MAX_DEPTH deep. Iterative: no input can
 * exhaust the stack.
 *
 * Returns: %TRUE if json-glib may parse it
 */
gboolean
sq_file_scan_strict (const char  *data,
                     gsize        len,
                     GError     **error)
{
  Scan scan = { data, data, data + len, error };
  char open[SQ_FILE_MAX_DEPTH];
  guint depth = 0;
  Expect expect = EXPECT_VALUE;

  for (;;)
    {
      switch (expect)
        {
        case EXPECT_KEY:
          if (!scan_key (&scan))
            return FALSE;
          expect = EXPECT_VALUE;
          break;

        case EXPECT_VALUE:
          skip_blank (&scan);
          if (scan.p < scan.end && (*scan.p == '[' || *scan.p == '{'))
            {
              char bracket = *scan.p;

              if (depth == SQ_FILE_MAX_DEPTH)
                return fail (&scan, SQ_FILE_ERROR_TOO_DEEP, scan.p,
                             "arrays and objects nested more than %u deep",
                             SQ_FILE_MAX_DEPTH);
              open[depth++] = bracket;
              scan.p++;
              skip_blank (&scan);
              if (scan.p < scan.end && *scan.p == (bracket == '{' ? '}' : ']'))
                {
                  scan.p++;
                  depth--;
                  expect = EXPECT_AFTER;
                }
              else
                expect = bracket == '{' ? EXPECT_KEY : EXPECT_VALUE;
              break;
            }
          if (scan.p == scan.end)
            return not_a_value (&scan);
          if (!scan_scalar (&scan))
            return FALSE;
          expect = EXPECT_AFTER;
          break;

        case EXPECT_AFTER:
          if (!scan_after (&scan, open, &depth, &expect))
            return FALSE;
          break;

        case EXPECT_NOTHING:
        default:
          return TRUE;
        }
    }
}

/**
 * sq_file_check_name:
 * @key: where the name is, for the message
 * @name: (nullable): a display name, valid UTF-8
 * @error: a #GError in %SQ_FILE_ERROR: %SQ_FILE_ERROR_RANGE if it is
 *   longer than %SQ_FILE_MAX_NAME_CHARS characters, %SQ_FILE_ERROR_SHAPE if
 *   it holds a control character
 *
 * The rule for a game's display name, for the loaders and for whatever
 * gives a game a name (so that no game is saved that cannot be read back).
 *
 * Returns: %TRUE if @name is %NULL or a name a file may hold
 */
gboolean
sq_file_check_name (const char  *key,
                    const char  *name,
                    GError     **error)
{
  glong n = 0;

  if (name == NULL)
    return TRUE;

  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (++n > SQ_FILE_MAX_NAME_CHARS)
        {
          g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE,
                       "%s: longer than %u characters", key, SQ_FILE_MAX_NAME_CHARS);
          return FALSE;
        }
      if (g_unichar_iscntrl (c) || c == 0x2028 || c == 0x2029)
        {
          g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                       "%s: character %ld is a control character", key, n);
          return FALSE;
        }
    }

  return TRUE;
}

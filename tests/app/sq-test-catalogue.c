/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * For test-languages: every string the sources mark, read from a template
 * that xgettext made, with what the bound catalogue answers for each; and
 * whether a text on screen is English that a translator should have
 * replaced. Enough of the .po format for xgettext's output, no more.
 */

#include "config.h"

#include <pango/pango.h>
#include <string.h>

#include "sq-test-catalogue.h"

/* One entry of the template, with what the catalogue answers for it. */
typedef struct
{
  char         *msgctxt;
  char         *msgid;
  char         *msgid_plural;
  gboolean      c_format;
  SqTestStatus  status;
  GPtrArray    *english;              /* the forms as shown: markup and mnemonics gone */
  GPtrArray    *translations;         /* the same for what the catalogue answers */
  GPtrArray    *english_patterns;     /* c-format: GRegex of each English form */
  GPtrArray    *translated_patterns;
  guint         format_letters;       /* the most letters of its own in one English form */
} Message;

struct _SqTestCatalogue
{
  char       *domain;
  GPtrArray  *messages;
  GHashTable *by_english;  /* shown English form -> GPtrArray of Message */
  GHashTable *translated;  /* every shown translation, a set */
  GPtrArray  *formats;     /* the Messages with patterns */
  GPtrArray  *phrases;     /* English forms of several words that nothing translates,
                            * looked for inside longer text */
};

/* The template */

static void
message_free (gpointer data)
{
  Message *m = data;

  g_free (m->msgctxt);
  g_free (m->msgid);
  g_free (m->msgid_plural);
  g_clear_pointer (&m->english, g_ptr_array_unref);
  g_clear_pointer (&m->translations, g_ptr_array_unref);
  g_clear_pointer (&m->english_patterns, g_ptr_array_unref);
  g_clear_pointer (&m->translated_patterns, g_ptr_array_unref);
  g_free (m);
}

/* The string between the quotes of a .po line, unescaped. */
static char *
po_string (const char *line)
{
  const char *start = strchr (line, '"');
  const char *end = strrchr (line, '"');
  g_autofree char *escaped = NULL;

  if (start == NULL || end <= start)
    return g_strdup ("");
  escaped = g_strndup (start + 1, end - start - 1);

  return g_strcompress (escaped);
}

static void
append_po_string (char      **field,
                  const char *line)
{
  g_autofree char *value = po_string (line);
  char *joined = g_strconcat (*field != NULL ? *field : "", value, NULL);

  g_free (*field);
  *field = joined;
}

/* Reads the entries of a template: context, id, plural and whether it is
 * a C format. Enough for xgettext's output, not a general parser. */
static GPtrArray *
read_template (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  GPtrArray *messages = g_ptr_array_new_with_free_func (message_free);
  Message *m = g_new0 (Message, 1);
  char **field = NULL;

  if (!g_file_get_contents (path, &contents, NULL, &error))
    g_error ("cannot read the template: %s", error->message);

  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = g_strstrip (lines[i]);
      gboolean blank = line[0] == '\0' || lines[i + 1] == NULL;

      if (line[0] == '\0' || g_str_has_prefix (line, "#~"))
        ;
      else if (g_str_has_prefix (line, "#,"))
        {
          g_auto(GStrv) flags = g_strsplit_set (line + 2, ", ", -1);

          m->c_format = m->c_format || g_strv_contains ((const char * const *) flags, "c-format");
        }
      else if (line[0] == '#')
        ;
      else if (line[0] == '"' && field != NULL)
        append_po_string (field, line);
      else if (g_str_has_prefix (line, "msgctxt "))
        append_po_string (field = &m->msgctxt, line);
      else if (g_str_has_prefix (line, "msgid_plural "))
        append_po_string (field = &m->msgid_plural, line);
      else if (g_str_has_prefix (line, "msgid "))
        append_po_string (field = &m->msgid, line);
      else if (g_str_has_prefix (line, "msgstr"))
        field = NULL;

      if (blank)
        {
          /* the header has an empty msgid */
          if (m->msgid != NULL && m->msgid[0] != '\0')
            g_ptr_array_add (messages, m);
          else
            message_free (m);
          m = g_new0 (Message, 1);
          field = NULL;
        }
    }
  message_free (m);

  return messages;
}

/* Forms as shown */

/* "_New Game" as a label shows it: one underscore is the mnemonic, two
 * are one underscore. */
static char *
strip_mnemonic (const char *text)
{
  GString *shown = g_string_sized_new (strlen (text));

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '_')
        {
          if (p[1] == '_')
            g_string_append_c (shown, *p++);
          continue;
        }
      g_string_append_c (shown, *p);
    }

  return g_string_free (shown, FALSE);
}

/* The text of Pango markup, or NULL when @text is none. */
static char *
strip_markup (const char *text)
{
  char *plain = NULL;

  if (strchr (text, '<') == NULL && strchr (text, '&') == NULL)
    return NULL;
  if (!pango_parse_markup (text, -1, 0, NULL, &plain, NULL, NULL))
    return NULL;

  return plain;
}

static void
add_unique (GPtrArray *forms,
            char      *form)
{
  for (guint i = 0; i < forms->len; i++)
    if (g_str_equal (g_ptr_array_index (forms, i), form))
      {
        g_free (form);
        return;
      }
  g_ptr_array_add (forms, form);
}

/* A string as any label could show it: as written, without its mnemonic,
 * without its markup. */
static void
add_shown_forms (GPtrArray  *forms,
                 const char *text)
{
  char *plain = strip_markup (text);

  add_unique (forms, g_strdup (text));
  add_unique (forms, strip_mnemonic (text));
  if (plain != NULL)
    {
      add_unique (forms, strip_mnemonic (plain));
      add_unique (forms, plain);
    }
}

static gboolean
has_letters (const char *text,
             guint       at_least)
{
  guint letters = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (g_unichar_isalpha (g_utf8_get_char (p)) && ++letters >= at_least)
      return TRUE;

  return FALSE;
}

/* What a printf conversion can write: numbers for numbers, so that "Turn
 * %u" does not take "Turn 1 · King Arthur" for its own. */
static const char *
conversion_pattern (char conversion)
{
  switch (conversion)
    {
    case 'd':
    case 'i':
      return "-?[0-9]+";
    case 'u':
    case '>':  /* %<PRIu64> */
      return "[0-9]+";
    case 'o':
    case 'x':
    case 'X':
      return "[0-9a-fA-F]+";
    case 'c':
      return ".";
    case 'e':
    case 'E':
    case 'f':
    case 'F':
    case 'g':
    case 'G':
    case 'a':
    case 'A':
      return "[-+0-9.,eExXpP]+";
    default:
      return ".*?";
    }
}

/* A printf format as a pattern of the whole text it makes, or NULL when
 * it has too few letters of its own to tell it from anything else ("%s:
 * %s"). */
static GRegex *
format_pattern (const char *format,
                guint      *letters_out)
{
  g_autoptr(GString) re = g_string_new ("^");
  guint letters = 0;
  const char *p = format;

  while (*p != '\0')
    {
      const char *next;
      g_autofree char *literal = NULL;

      if (p[0] == '%' && p[1] == '%')
        {
          g_string_append (re, "%");
          p += 2;
          continue;
        }
      if (p[0] == '%')
        {
          const char *q = p + 1;

          while (g_ascii_isdigit (*q))
            q++;
          q = *q == '$' ? q + 1 : p + 1;
          while (*q != '\0' && strchr ("-+ #0'I", *q) != NULL)
            q++;
          while (g_ascii_isdigit (*q) || *q == '.' || *q == '*')
            q++;
          while (*q != '\0' && strchr ("hlLqjzt", *q) != NULL)
            q++;
          if (*q == '<' && strchr (q, '>') != NULL)  /* xgettext's %<PRIu64> */
            q = strchr (q, '>');
          if (*q != '\0' && strchr ("diouxXeEfFgGaAcsp>", *q) != NULL)
            {
              g_string_append (re, conversion_pattern (*q));
              p = q + 1;
              continue;
            }
        }

      next = g_utf8_next_char (p);
      if (g_unichar_isalpha (g_utf8_get_char (p)))
        letters++;
      literal = g_regex_escape_string (p, next - p);
      g_string_append (re, literal);
      p = next;
    }
  g_string_append (re, "$");

  *letters_out = letters;
  if (letters < 4)
    return NULL;

  return g_regex_new (re->str, G_REGEX_DOTALL, 0, NULL);
}

static GPtrArray *
patterns_of (GPtrArray *forms,
             guint     *most_letters)
{
  GPtrArray *patterns = g_ptr_array_new_with_free_func ((GDestroyNotify) g_regex_unref);

  for (guint i = 0; i < forms->len; i++)
    {
      guint letters = 0;
      GRegex *pattern = format_pattern (g_ptr_array_index (forms, i), &letters);

      if (pattern != NULL)
        g_ptr_array_add (patterns, pattern);
      if (most_letters != NULL)
        *most_letters = MAX (*most_letters, letters);
    }

  return patterns;
}

static gboolean
any_matches (GPtrArray  *patterns,
             const char *text)
{
  for (guint i = 0; patterns != NULL && i < patterns->len; i++)
    if (g_regex_match (g_ptr_array_index (patterns, i), text, 0, NULL))
      return TRUE;

  return FALSE;
}

/* The catalogue */

/* What the catalogue says for @m, as the app asks: gettext answers with
 * the very pointer it was given when it has no translation, which tells
 * "none" from "translated as itself". */
static void
look_up (Message    *m,
         const char *domain)
{
  g_autoptr(GPtrArray) answers = g_ptr_array_new_with_free_func (g_free);
  gboolean found = FALSE;
  gboolean same = TRUE;

  m->english = g_ptr_array_new_with_free_func (g_free);
  m->translations = g_ptr_array_new_with_free_func (g_free);
  add_shown_forms (m->english, m->msgid);

  if (m->msgid_plural == NULL)
    {
      const char *answer = m->msgctxt != NULL
        ? g_dpgettext2 (domain, m->msgctxt, m->msgid)
        : g_dgettext (domain, m->msgid);

      found = answer != m->msgid;
      if (found)
        add_unique (answers, g_strdup (answer));
    }
  else
    {
      g_autofree char *key = m->msgctxt != NULL
        ? g_strconcat (m->msgctxt, "\004", m->msgid, NULL)
        : g_strdup (m->msgid);
      static const gulong counts[] = { 0, 1, 2, 5, 21 };

      add_shown_forms (m->english, m->msgid_plural);
      for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
        {
          const char *answer = g_dngettext (domain, key, m->msgid_plural, counts[i]);

          if (answer != key && answer != m->msgid_plural)
            {
              found = TRUE;
              add_unique (answers, g_strdup (answer));
            }
        }
    }

  for (guint i = 0; i < answers->len; i++)
    {
      const char *answer = g_ptr_array_index (answers, i);

      add_shown_forms (m->translations, answer);
      same = same && (g_str_equal (answer, m->msgid) || g_strcmp0 (answer, m->msgid_plural) == 0);
    }

  m->status = !found ? SQ_TEST_UNTRANSLATED : same ? SQ_TEST_SAME : SQ_TEST_TRANSLATED;

  if (m->c_format)
    {
      m->english_patterns = patterns_of (m->english, &m->format_letters);
      m->translated_patterns = patterns_of (m->translations, NULL);
    }
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static char *
describe_message (Message *m)
{
  if (m->msgctxt != NULL)
    return g_strdup_printf ("msgctxt \"%s\" msgid \"%s\"", m->msgctxt, m->msgid);
  return g_strdup_printf ("msgid \"%s\"", m->msgid);
}

/* Every message a text could come from. */
static char *
describe_messages (GPtrArray *list)
{
  g_autoptr(GString) all = g_string_new (NULL);

  for (guint i = 0; i < list->len; i++)
    {
      g_autofree char *one = describe_message (g_ptr_array_index (list, i));

      g_string_append_printf (all, "%s%s", i > 0 ? " or " : "", one);
    }

  return g_string_free (g_steal_pointer (&all), FALSE);
}

/* Whether @needle is in @text as whole words. */
static gboolean
contains_words (const char *text,
                const char *needle)
{
  size_t length = strlen (needle);

  for (const char *hit = strstr (text, needle); hit != NULL; hit = strstr (hit + 1, needle))
    {
      gunichar before = hit > text ? g_utf8_get_char (g_utf8_prev_char (hit)) : ' ';
      gunichar after = g_utf8_get_char (hit + length);

      if (!g_unichar_isalnum (before) && (after == 0 || !g_unichar_isalnum (after)))
        return TRUE;
    }

  return FALSE;
}

/* Takes @problem and @key. */
static void
add_finding (GPtrArray *findings,
             char      *problem,
             char      *key)
{
  SqTestFinding *finding = g_new0 (SqTestFinding, 1);

  finding->problem = problem;
  finding->key = key;
  g_ptr_array_add (findings, finding);
}

/* Public API */

/**
 * sq_test_catalogue_new:
 * @template_path: a template made by xgettext
 * @domain: the text domain, bound to the catalogues to ask
 *
 * Reads the template and asks the catalogue about every string in it.
 * The locale and the domain's directory must be set up already.
 *
 * Returns: (transfer full): the catalogue
 */
SqTestCatalogue *
sq_test_catalogue_new (const char *template_path,
                       const char *domain)
{
  SqTestCatalogue *self = g_new0 (SqTestCatalogue, 1);
  GHashTableIter iter;
  gpointer key;
  gpointer value;

  g_return_val_if_fail (template_path != NULL, NULL);
  g_return_val_if_fail (domain != NULL, NULL);

  self->domain = g_strdup (domain);
  self->messages = read_template (template_path);
  self->by_english = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                            (GDestroyNotify) g_ptr_array_unref);
  self->translated = g_hash_table_new (g_str_hash, g_str_equal);
  self->formats = g_ptr_array_new ();
  self->phrases = g_ptr_array_new ();

  for (guint i = 0; i < self->messages->len; i++)
    {
      Message *m = g_ptr_array_index (self->messages, i);

      look_up (m, self->domain);

      for (guint j = 0; j < m->english->len; j++)
        {
          char *form = g_ptr_array_index (m->english, j);
          GPtrArray *list = g_hash_table_lookup (self->by_english, form);

          if (list == NULL)
            {
              list = g_ptr_array_new ();
              g_hash_table_insert (self->by_english, form, list);
            }
          g_ptr_array_add (list, m);
        }
      for (guint j = 0; j < m->translations->len; j++)
        g_hash_table_add (self->translated, g_ptr_array_index (m->translations, j));

      if (m->english_patterns != NULL && m->english_patterns->len > 0)
        g_ptr_array_add (self->formats, m);
    }

  /* a few words that no message translates, to be found inside longer
   * text: a name in a sentence, say */
  g_hash_table_iter_init (&iter, self->by_english);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const char *form = key;
      GPtrArray *list = value;
      gboolean phrase = strchr (form, ' ') != NULL && strlen (form) >= 8;

      for (guint i = 0; phrase && i < list->len; i++)
        {
          Message *m = g_ptr_array_index (list, i);

          phrase = m->status == SQ_TEST_UNTRANSLATED && !m->c_format;
        }
      if (phrase)
        g_ptr_array_add (self->phrases, (gpointer) form);
    }
  /* the same report on every run */
  g_ptr_array_sort (self->phrases, compare_strings);

  return self;
}

void
sq_test_catalogue_free (SqTestCatalogue *self)
{
  if (self == NULL)
    return;

  g_hash_table_unref (self->by_english);
  g_hash_table_unref (self->translated);
  g_ptr_array_unref (self->formats);
  g_ptr_array_unref (self->phrases);
  g_ptr_array_unref (self->messages);
  g_free (self->domain);
  g_free (self);
}

guint
sq_test_catalogue_get_n_messages (SqTestCatalogue *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->messages->len;
}

/**
 * sq_test_catalogue_count:
 *
 * Returns: how many messages have @status
 */
guint
sq_test_catalogue_count (SqTestCatalogue *self,
                         SqTestStatus     status)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (guint i = 0; i < self->messages->len; i++)
    n += ((Message *) g_ptr_array_index (self->messages, i))->status == status;

  return n;
}

/**
 * sq_test_catalogue_check:
 * @text: a text on screen
 *
 * English a translator should have replaced: @text is a form of a
 * message the catalogue does not translate (a name translated as itself
 * is fine), or of one it does translate, which means the string never
 * went through gettext; the whole text made by an English format; or,
 * inside a longer text, a few words of an untranslated message.
 *
 * Returns: (transfer full) (element-type SqTestFinding): what is wrong,
 *   empty if nothing is
 */
GPtrArray *
sq_test_catalogue_check (SqTestCatalogue *self,
                         const char      *text)
{
  GPtrArray *findings = g_ptr_array_new_with_free_func ((GDestroyNotify) sq_test_finding_free);
  GPtrArray *list;
  Message *best = NULL;

  g_return_val_if_fail (self != NULL, findings);

  if (text == NULL || !has_letters (text, 1) || g_hash_table_contains (self->translated, text))
    return findings;

  list = g_hash_table_lookup (self->by_english, text);
  if (list != NULL)
    {
      gboolean same = FALSE;
      Message *first = g_ptr_array_index (list, 0);
      g_autofree char *message = describe_messages (list);

      for (guint i = 0; i < list->len; i++)
        same = same || ((Message *) g_ptr_array_index (list, i))->status == SQ_TEST_SAME;
      if (same)
        return findings;

      if (first->status == SQ_TEST_UNTRANSLATED)
        add_finding (findings, g_strdup_printf ("untranslated (%s)", message), g_strdup (text));
      else
        add_finding (findings,
                     g_strdup_printf ("in English though the catalogue translates it (%s): not looked up, "
                                      "or looked up before the language was set", message),
                     g_strdup (text));
      return findings;
    }

  /* the format with the most letters of its own that makes the text */
  for (guint i = 0; i < self->formats->len; i++)
    {
      Message *m = g_ptr_array_index (self->formats, i);

      if (m->status != SQ_TEST_SAME && (best == NULL || m->format_letters > best->format_letters) &&
          any_matches (m->english_patterns, text) && !any_matches (m->translated_patterns, text))
        best = m;
    }
  if (best != NULL)
    {
      char *message = describe_message (best);

      add_finding (findings,
                   g_strdup_printf ("made by the %s format %s",
                                    best->status == SQ_TEST_UNTRANSLATED ? "untranslated" : "English",
                                    message),
                   message);
      return findings;
    }

  for (guint i = 0; i < self->phrases->len; i++)
    {
      const char *form = g_ptr_array_index (self->phrases, i);
      g_autofree char *message = NULL;

      if (!contains_words (text, form))
        continue;

      message = describe_messages (g_hash_table_lookup (self->by_english, form));
      add_finding (findings,
                   g_strdup_printf ("contains untranslated \"%s\" (%s)", form, message),
                   g_strdup (form));
    }

  return findings;
}

void
sq_test_finding_free (SqTestFinding *finding)
{
  if (finding == NULL)
    return;

  g_free (finding->problem);
  g_free (finding->key);
  g_free (finding);
}

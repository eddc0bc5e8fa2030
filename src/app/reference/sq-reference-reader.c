/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The file is read with GMarkup, strictly: an element out of place, an
 * unknown attribute or an id given twice fails the load, so a mistake in
 * the reference shows in the tests rather than as a missing paragraph.
 *
 * Every text is translated as it is read. xgettext extracts it with the
 * ITS rules in data/rules/its, which collapse each run of whitespace to
 * one space and trim the ends; the loader does the same before the
 * lookup, or no translation would ever be found. */

#include "config.h"

#include <string.h>

#include "sq-reference-private.h"

/* The reader's state while GMarkup walks the file. */
typedef struct
{
  SqReference      *reference;
  GString          *text;      /* the text of the element being read */
  Section          *section;   /* the section being read, or %NULL */
  SqReferenceTopic *topic;     /* the topic being read, or %NULL */
  gboolean          has_title; /* the section or topic being read has one */
  char             *game;      /* the game: the strings' gettext context */
} Reader;

/* Auxiliary functions */

/* Each element and the one it must be in. */
static const struct
{
  const char *element;
  const char *parent;
  gboolean    has_text;
} structure[] = {
  { "reference", NULL,        FALSE },
  { "section",   "reference", FALSE },
  { "title",     "section",   TRUE },
  { "topic",     "section",   FALSE },
  { "title",     "topic",     TRUE },
  { "keywords",  "topic",     TRUE },
  { "p",         "topic",     TRUE },
  { "list",      "topic",     FALSE },
  { "li",        "list",      TRUE },
  { "qa",        "topic",     FALSE },
  { "q",         "qa",        TRUE },
  { "a",         "qa",        TRUE },
  { "related",   "topic",     FALSE },
  { "rule",      "topic",     FALSE },
  { "option",    "topic",     FALSE },
};

static const char *
parent_element (GMarkupParseContext *context)
{
  const GSList *stack = g_markup_parse_context_get_element_stack (context);

  return stack->next != NULL ? stack->next->data : NULL;
}

static gboolean
has_text (const char *element)
{
  for (guint i = 0; i < G_N_ELEMENTS (structure); i++)
    if (g_str_equal (structure[i].element, element))
      return structure[i].has_text;

  return FALSE;
}

/* The text as xgettext extracts it: each run of spaces, tabs and line
 * breaks becomes one space, and the ends are trimmed. No other character
 * counts as space there, not even a no-break space. */
static char *
normalize_space (const char *text)
{
  GString *out = g_string_sized_new (strlen (text));
  gboolean pending = FALSE;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
        {
          pending = out->len > 0;
          continue;
        }

      if (pending)
        g_string_append_c (out, ' ');
      pending = FALSE;
      g_string_append_c (out, *p);
    }

  return g_string_free (out, FALSE);
}

/* Takes the reader's text, translated, or fails if there is none. */
static char *
take_text (Reader      *reader,
           const char  *element,
           GError     **error)
{
  g_autofree char *msgid = normalize_space (reader->text->str);

  g_string_truncate (reader->text, 0);

  if (msgid[0] == '\0')
    {
      /* and never look up "": gettext answers with the catalogue's header */
      g_set_error (error, SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_INVALID, "<%s> has no text", element);
      return NULL;
    }

  /* each game's reference is its own context (data/rules/its) */
  return g_strdup (g_dpgettext2 (GETTEXT_PACKAGE, reader->game, msgid));
}

/* Adds @key to @table, or fails if it is there. */
static gboolean
add_unique (GHashTable        *table,
            const char        *key,
            SqReferenceTopic  *topic,
            const char        *what,
            GError           **error)
{
  if (g_hash_table_contains (table, key))
    {
      g_set_error (error, SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_DUPLICATE,
                   "%s “%s” is given twice", what, key);
      return FALSE;
    }

  g_hash_table_insert (table, g_strdup (key), topic);

  return TRUE;
}

static void
parse_start_element (GMarkupParseContext  *context,
                     const char           *element,
                     const char          **names,
                     const char          **values,
                     gpointer              user_data,
                     GError              **error)
{
  Reader *reader = user_data;
  SqReference *self = reader->reference;
  const char *parent = parent_element (context);
  const char *value = NULL;
  gboolean known = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (structure); i++)
    known |= g_str_equal (structure[i].element, element) &&
             g_strcmp0 (structure[i].parent, parent) == 0;

  if (!known)
    {
      if (parent == NULL)
        g_set_error (error, SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_INVALID,
                     "<%s> is not a reference", element);
      else
        g_set_error (error, SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_INVALID,
                   "<%s> cannot be in <%s>", element, parent);
      return;
    }

  g_string_truncate (reader->text, 0);

  if (g_str_equal (element, "reference"))
    {
      if (!g_markup_collect_attributes (element, names, values, error,
                                        G_MARKUP_COLLECT_STRING, "game", &value,
                                        G_MARKUP_COLLECT_INVALID))
        return;
      g_free (reader->game);
      reader->game = g_strdup (value);
    }
  else if (g_str_equal (element, "section"))
    {
      Section section = { NULL, NULL, NULL, NULL };

      if (!g_markup_collect_attributes (element, names, values, error,
                                        G_MARKUP_COLLECT_STRING, "id", &value,
                                        G_MARKUP_COLLECT_INVALID))
        return;

      for (guint i = 0; i < self->sections->len; i++)
        if (g_str_equal (g_array_index (self->sections, Section, i).id, value))
          {
            g_set_error (error, SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_DUPLICATE,
                       "section id “%s” is given twice", value);
            return;
          }

      section.id = g_strdup (value);
      section.game = g_strdup (reader->game);
      section.topics = g_list_store_new (SQ_TYPE_REFERENCE_TOPIC);
      g_array_append_val (self->sections, section);
      reader->section = &g_array_index (self->sections, Section, self->sections->len - 1);
      reader->has_title = FALSE;
    }
  else if (g_str_equal (element, "topic"))
    {
      g_autoptr(SqReferenceTopic) topic = NULL;

      if (!g_markup_collect_attributes (element, names, values, error,
                                        G_MARKUP_COLLECT_STRING, "id", &value,
                                        G_MARKUP_COLLECT_INVALID))
        return;

      topic = sq_reference_topic_new (value, reader->section->id);
      sq_reference_topic_set_game (topic, reader->game);
      if (!add_unique (self->by_id, value, topic, "topic id", error))
        return;

      g_list_store_append (self->topics, topic);
      g_list_store_append (reader->section->topics, topic);
      reader->topic = topic;
      reader->has_title = FALSE;
    }
  else if (g_str_equal (element, "related"))
    {
      if (g_markup_collect_attributes (element, names, values, error,
                                       G_MARKUP_COLLECT_STRING, "ref", &value,
                                       G_MARKUP_COLLECT_INVALID))
        sq_reference_topic_add_related_id (reader->topic, value);
    }
  else if (g_str_equal (element, "rule"))
    {
      if (g_markup_collect_attributes (element, names, values, error,
                                       G_MARKUP_COLLECT_STRING, "id", &value,
                                       G_MARKUP_COLLECT_INVALID) &&
          add_unique (self->by_rule, value, reader->topic, "rule id", error))
        sq_reference_topic_add_rule_id (reader->topic, value);
    }
  else if (g_str_equal (element, "option"))
    {
      if (g_markup_collect_attributes (element, names, values, error,
                                       G_MARKUP_COLLECT_STRING, "key", &value,
                                       G_MARKUP_COLLECT_INVALID) &&
          add_unique (self->by_option, value, reader->topic, "option key", error))
        sq_reference_topic_add_option_key (reader->topic, value);
    }
  else
    {
      g_markup_collect_attributes (element, names, values, error, G_MARKUP_COLLECT_INVALID, NULL);
    }
}

static void
end_element (Reader      *reader,
             const char  *element,
             GError     **error)
{
  g_autofree char *text = NULL;

  if (has_text (element))
    {
      text = take_text (reader, element, error);
      if (text == NULL)
        return;
    }

  if (g_str_equal (element, "title"))
    {
      if (reader->has_title)
        {
          g_set_error_literal (error, SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_INVALID, "a second <title>");
          return;
        }
      reader->has_title = TRUE;

      if (reader->topic != NULL)
        sq_reference_topic_set_title (reader->topic, text);
      else
        reader->section->title = g_steal_pointer (&text);
    }
  else if (g_str_equal (element, "keywords"))
    {
      if (sq_reference_topic_get_keywords (reader->topic) != NULL)
        {
          g_set_error_literal (error, SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_INVALID,
                               "a second <keywords>");
          return;
        }
      sq_reference_topic_set_keywords (reader->topic, text);
    }
  else if (g_str_equal (element, "p"))
    sq_reference_topic_add_block (reader->topic, SQ_REFERENCE_PARAGRAPH, text);
  else if (g_str_equal (element, "li"))
    sq_reference_topic_add_block (reader->topic, SQ_REFERENCE_ITEM, text);
  else if (g_str_equal (element, "q"))
    sq_reference_topic_add_block (reader->topic, SQ_REFERENCE_QUESTION, text);
  else if (g_str_equal (element, "a"))
    sq_reference_topic_add_block (reader->topic, SQ_REFERENCE_ANSWER, text);
  else if (g_str_equal (element, "topic"))
    {
      if (!reader->has_title)
        {
          g_set_error (error, SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_INVALID,
                     "topic “%s” has no <title>", sq_reference_topic_get_id (reader->topic));
          return;
        }
      sq_reference_topic_prepare_search (reader->topic);
      reader->topic = NULL;
      /* back in the section, whose title came first or comes later */
      reader->has_title = reader->section->title != NULL;
    }
  else if (g_str_equal (element, "section"))
    {
      Section *section = reader->section;

      if (section->title == NULL)
        {
          g_set_error (error, SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_INVALID,
                     "section “%s” has no <title>", section->id);
          return;
        }

      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (section->topics)); i++)
        {
          g_autoptr(SqReferenceTopic) topic = g_list_model_get_item (G_LIST_MODEL (section->topics), i);

          sq_reference_topic_set_section_title (topic, section->title);
        }
      reader->section = NULL;
    }
}

static void
parse_end_element (GMarkupParseContext  *context,
                   const char           *element,
                   gpointer              user_data,
                   GError              **error)
{
  GError *local_error = NULL;

  end_element (user_data, element, &local_error);
  if (local_error != NULL)
    {
      int line;
      int offset;

      /* G_MARKUP_PREFIX_ERROR_POSITION leaves out the errors of this
       * callback: say where as it does for the others */
      g_markup_parse_context_get_position (context, &line, &offset);
      g_prefix_error (&local_error, "Error on line %d char %d: ", line, offset);
      g_propagate_error (error, local_error);
    }
}

static void
parse_text (GMarkupParseContext  *context,
            const char           *text,
            gsize                 length,
            gpointer              user_data,
            GError              **error)
{
  Reader *reader = user_data;
  const char *element = g_markup_parse_context_get_element (context);

  if (element != NULL && has_text (element))
    {
      g_string_append_len (reader->text, text, length);
      return;
    }

  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isspace (text[i]))
      {
        g_set_error (error, SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_INVALID,
                   "<%s> cannot hold text", element != NULL ? element : "reference");
        return;
      }
}

static const GMarkupParser parser = {
  parse_start_element,
  parse_end_element,
  parse_text,
  NULL,
  NULL,
};

/* Private API (sq-reference-private.h) */

/* Reads one document into @self: its sections and topics follow those of
 * the documents read before. */
gboolean
sq_reference_read_document (SqReference  *self,
                            GBytes       *bytes,
                            GError      **error)
{
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  Reader reader = { self, text, NULL, NULL, FALSE, NULL };
  g_autofree char *game = NULL;
  guint n_sections = self->sections->len;
  gsize size;
  const char *data;

  data = g_bytes_get_data (bytes, &size);

  context = g_markup_parse_context_new (&parser, G_MARKUP_PREFIX_ERROR_POSITION, &reader, NULL);
  if (!g_markup_parse_context_parse (context, data, size, error) ||
      !g_markup_parse_context_end_parse (context, error))
    {
      g_free (reader.game);
      return FALSE;
    }
  game = reader.game;

  if (self->sections->len == n_sections)
    {
      g_set_error_literal (error, SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_INVALID,
                           "the reference has no sections");
      return FALSE;
    }

  return TRUE;
}

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
#include "sq-reference.h"

/* Struct */

typedef struct
{
  char       *id;
  char       *title;
  char       *game;
  GListStore *topics;
} Section;

struct _SqReference
{
  GObject     parent_instance;

  GArray     *sections;   /* of Section, in the file's order */
  GListStore *topics;     /* every topic, in the file's order */
  /* These hold no references: the topics belong to the list above. */
  GHashTable *by_id;
  GHashTable *by_rule;
  GHashTable *by_option;
};

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

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqReference, sq_reference, G_TYPE_OBJECT)

G_DEFINE_QUARK (sq-reference-error-quark, sq_reference_error)

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

static void
clear_section (gpointer data)
{
  Section *section = data;

  g_free (section->id);
  g_free (section->title);
  g_free (section->game);
  g_clear_object (&section->topics);
}

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

typedef struct
{
  SqReferenceTopic *topic;
  guint             score;
  guint             position;
} Match;

static int
compare_matches (gconstpointer a,
                 gconstpointer b)
{
  const Match *ma = a;
  const Match *mb = b;

  if (ma->score != mb->score)
    return ma->score < mb->score ? -1 : 1;

  return ma->position < mb->position ? -1 : ma->position > mb->position;
}

/* GObject overrides */

static void
sq_reference_finalize (GObject *object)
{
  SqReference *self = SQ_REFERENCE (object);

  g_hash_table_unref (self->by_id);
  g_hash_table_unref (self->by_rule);
  g_hash_table_unref (self->by_option);
  g_array_unref (self->sections);
  g_object_unref (self->topics);

  G_OBJECT_CLASS (sq_reference_parent_class)->finalize (object);
}

/* class_init and init */

static void
sq_reference_class_init (SqReferenceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sq_reference_finalize;
}

static void
sq_reference_init (SqReference *self)
{
  self->sections = g_array_new (FALSE, FALSE, sizeof (Section));
  g_array_set_clear_func (self->sections, clear_section);
  self->topics = g_list_store_new (SQ_TYPE_REFERENCE_TOPIC);
  self->by_id = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->by_rule = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->by_option = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

/* Public API */

/* Reads one document into @self: its sections and topics follow those of
 * the documents read before. */
static gboolean
read_document (SqReference  *self,
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

/**
 * sq_reference_new_from_bytes:
 * @bytes: a reference document (data/rules/reference.xml's format)
 *
 * Loads and translates a reference; fails on any element or attribute out
 * of place, on empty text and on a duplicate id, rule id or option key.
 *
 * Returns: (transfer full) (nullable): the reference, or %NULL
 */
SqReference *
sq_reference_new_from_bytes (GBytes  *bytes,
                             GError **error)
{
  g_autoptr(SqReference) self = NULL;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_object_new (SQ_TYPE_REFERENCE, NULL);
  if (!read_document (self, bytes, error))
    return NULL;

  return g_steal_pointer (&self);
}

/**
 * sq_reference_add_bytes:
 * @bytes: another reference document, such as another game's
 *
 * Adds the sections and topics of @bytes after those @self has. Ids, rule
 * ids and option keys must stay unique across documents. On failure @self
 * may hold part of the document and should be dropped.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_reference_add_bytes (SqReference  *self,
                        GBytes       *bytes,
                        GError      **error)
{
  g_return_val_if_fail (SQ_IS_REFERENCE (self), FALSE);
  g_return_val_if_fail (bytes != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return read_document (self, bytes, error);
}

/**
 * sq_reference_get_default:
 *
 * The reference of the resources, loaded and translated the first time it
 * is asked for: call it after the language is set.
 *
 * Returns: (transfer none): the application's rules reference; empty if
 *   it could not be read, which is also a warning
 */
SqReference *
sq_reference_get_default (void)
{
  /* Shadows over Camelot first, then Camelot Legends */
  static const char * const documents[] = { "/reference.xml", "/legends.xml" };
  static SqReference *reference;

  if (reference == NULL)
    {
      g_autoptr(GError) error = NULL;

      reference = g_object_new (SQ_TYPE_REFERENCE, NULL);
      for (guint i = 0; i < G_N_ELEMENTS (documents) && error == NULL; i++)
        {
          g_autofree char *path = g_strconcat (RESOURCE_BASE_PATH, documents[i], NULL);
          g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);

          if (bytes != NULL)
            read_document (reference, bytes, &error);
        }

      if (error != NULL)
        {
          g_warning ("Could not read the rules reference: %s", error->message);
          g_clear_object (&reference);
          reference = g_object_new (SQ_TYPE_REFERENCE, NULL);
        }
    }

  return reference;
}

/**
 * sq_reference_get_topics:
 *
 * Returns: (transfer none): every #SqReferenceTopic, in the file's order
 */
GListModel *
sq_reference_get_topics (SqReference *self)
{
  g_return_val_if_fail (SQ_IS_REFERENCE (self), NULL);

  return G_LIST_MODEL (self->topics);
}

/**
 * sq_reference_get_n_sections:
 *
 * Returns: how many sections the reference has
 */
guint
sq_reference_get_n_sections (SqReference *self)
{
  g_return_val_if_fail (SQ_IS_REFERENCE (self), 0);

  return self->sections->len;
}

/**
 * sq_reference_get_section_id:
 * @section: less than sq_reference_get_n_sections()
 *
 * Returns: the section's id
 */
const char *
sq_reference_get_section_id (SqReference *self,
                             guint        section)
{
  g_return_val_if_fail (SQ_IS_REFERENCE (self), NULL);
  g_return_val_if_fail (section < self->sections->len, NULL);

  return g_array_index (self->sections, Section, section).id;
}

/**
 * sq_reference_get_section_title:
 * @section: less than sq_reference_get_n_sections()
 *
 * Returns: the section's translated title
 */
const char *
sq_reference_get_section_title (SqReference *self,
                                guint        section)
{
  g_return_val_if_fail (SQ_IS_REFERENCE (self), NULL);
  g_return_val_if_fail (section < self->sections->len, NULL);

  return g_array_index (self->sections, Section, section).title;
}

/**
 * sq_reference_get_section_topics:
 * @section: less than sq_reference_get_n_sections()
 *
 * Returns: (transfer none): the section's topics, in the file's order
 */
GListModel *
sq_reference_get_section_topics (SqReference *self,
                                 guint        section)
{
  g_return_val_if_fail (SQ_IS_REFERENCE (self), NULL);
  g_return_val_if_fail (section < self->sections->len, NULL);

  return G_LIST_MODEL (g_array_index (self->sections, Section, section).topics);
}

/**
 * sq_reference_lookup_topic:
 * @id: a topic id, e.g. "heroic.move"
 *
 * Returns: (transfer none) (nullable): the topic
 */
SqReferenceTopic *
sq_reference_lookup_topic (SqReference *self,
                           const char  *id)
{
  g_return_val_if_fail (SQ_IS_REFERENCE (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  return g_hash_table_lookup (self->by_id, id);
}

/**
 * sq_reference_topic_for_rule:
 * @rule_id: a rule id from sq-rule-ids.h, as a refusal names it
 *
 * Returns: (transfer none) (nullable): the topic that explains the rule
 */
SqReferenceTopic *
sq_reference_topic_for_rule (SqReference *self,
                             const char  *rule_id)
{
  g_return_val_if_fail (SQ_IS_REFERENCE (self), NULL);
  g_return_val_if_fail (rule_id != NULL, NULL);

  return g_hash_table_lookup (self->by_rule, rule_id);
}

/**
 * sq_reference_topic_for_option:
 * @key: a settings key of a rule option, e.g. "default-rule-excalibur-bonus"
 *
 * Returns: (transfer none) (nullable): the topic that explains the option
 */
SqReferenceTopic *
sq_reference_topic_for_option (SqReference *self,
                               const char  *key)
{
  g_return_val_if_fail (SQ_IS_REFERENCE (self), NULL);
  g_return_val_if_fail (key != NULL, NULL);

  return g_hash_table_lookup (self->by_option, key);
}

/**
 * sq_reference_dup_related:
 * @topic: a topic of this reference
 *
 * Returns: (transfer full): the topics @topic points to, in its order;
 *   ids that name no topic, and @topic itself, are left out
 */
GListModel *
sq_reference_dup_related (SqReference      *self,
                          SqReferenceTopic *topic)
{
  GListStore *related;
  const char * const *ids;

  g_return_val_if_fail (SQ_IS_REFERENCE (self), NULL);
  g_return_val_if_fail (SQ_IS_REFERENCE_TOPIC (topic), NULL);

  related = g_list_store_new (SQ_TYPE_REFERENCE_TOPIC);
  ids = sq_reference_topic_get_related_ids (topic);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      SqReferenceTopic *other = g_hash_table_lookup (self->by_id, ids[i]);

      if (other != NULL && other != topic)
        g_list_store_append (related, other);
    }

  return G_LIST_MODEL (related);
}

/**
 * sq_reference_search:
 * @query: words as the player typed them
 *
 * Finds the topics with every word of @query at the start of a word of
 * their title, search keywords or text, whatever the case and accents:
 * "accion heroica" finds "Acción heroica". Topics with the words in the
 * title come first, then in the keywords, then in the text; otherwise
 * they keep the reference's order.
 *
 * Returns: (transfer full): the matching topics; none if @query has no
 *   word
 */
GListModel *
sq_reference_search (SqReference *self,
                     const char  *query)
{
  g_autofree char *folded = NULL;
  g_auto(GStrv) words = NULL;
  g_autoptr(GPtrArray) prefixes = NULL;
  g_autoptr(GPtrArray) whole = NULL;
  g_autoptr(GArray) matches = NULL;
  GListStore *results;
  guint n_topics;

  g_return_val_if_fail (SQ_IS_REFERENCE (self), NULL);
  g_return_val_if_fail (query != NULL, NULL);

  results = g_list_store_new (SQ_TYPE_REFERENCE_TOPIC);

  /* " word word " -> "word", "word" */
  folded = sq_reference_fold_words (query);
  words = g_strsplit (g_strstrip (folded), " ", -1);
  if (words[0] == NULL || words[0][0] == '\0')
    return G_LIST_MODEL (results);

  prefixes = g_ptr_array_new_null_terminated (8, g_free, TRUE);
  whole = g_ptr_array_new_null_terminated (8, g_free, TRUE);
  for (guint i = 0; words[i] != NULL; i++)
    {
      g_ptr_array_add (prefixes, g_strconcat (" ", words[i], NULL));
      g_ptr_array_add (whole, g_strconcat (" ", words[i], " ", NULL));
    }

  n_topics = g_list_model_get_n_items (G_LIST_MODEL (self->topics));
  matches = g_array_new (FALSE, FALSE, sizeof (Match));
  for (guint i = 0; i < n_topics; i++)
    {
      /* the store holds a reference for as long as the reference lives */
      SqReferenceTopic *topic = g_list_model_get_item (G_LIST_MODEL (self->topics), i);
      Match match = { topic, 0, i };

      g_object_unref (topic);
      match.score = sq_reference_topic_match (topic,
                                              (const char * const *) prefixes->pdata,
                                              (const char * const *) whole->pdata);
      if (match.score != SQ_REFERENCE_NO_MATCH)
        g_array_append_val (matches, match);
    }

  g_array_sort (matches, compare_matches);
  for (guint i = 0; i < matches->len; i++)
    g_list_store_append (results, g_array_index (matches, Match, i).topic);

  return G_LIST_MODEL (results);
}

/**
 * sq_reference_get_section_game:
 * @section: a section's index
 *
 * Returns: (nullable): the game whose document holds the section
 */
const char *
sq_reference_get_section_game (SqReference *self,
                               guint        section)
{
  g_return_val_if_fail (SQ_IS_REFERENCE (self), NULL);
  g_return_val_if_fail (section < self->sections->len, NULL);

  return g_array_index (self->sections, Section, section).game;
}

/**
 * sq_reference_fold:
 * @text: UTF-8 text
 *
 * Folds @text for a search that ignores case and accents: case-folded,
 * decomposed (NFKD) and without the combining marks, so that "Acción"
 * and "ACCION" both give "accion".
 *
 * Returns: (transfer full): the folded text; empty if @text is not UTF-8
 */
char *
sq_reference_fold (const char *text)
{
  g_autofree char *casefolded = NULL;
  g_autofree char *decomposed = NULL;
  GString *out;

  g_return_val_if_fail (text != NULL, NULL);

  if (!g_utf8_validate (text, -1, NULL))
    return g_strdup ("");

  casefolded = g_utf8_casefold (text, -1);
  decomposed = g_utf8_normalize (casefolded, -1, G_NORMALIZE_ALL);
  out = g_string_sized_new (strlen (decomposed));
  for (const char *p = decomposed; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!g_unichar_ismark (c))
        g_string_append_unichar (out, c);
    }

  return g_string_free (out, FALSE);
}

char *
sq_reference_fold_words (const char *text)
{
  g_autofree char *folded = sq_reference_fold (text);
  GString *out = g_string_sized_new (strlen (folded) + 2);

  g_string_append_c (out, ' ');
  for (const char *p = folded; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isalnum (c))
        g_string_append_unichar (out, c);
      else if (out->str[out->len - 1] != ' ')
        g_string_append_c (out, ' ');
    }
  if (out->str[out->len - 1] != ' ')
    g_string_append_c (out, ' ');

  return g_string_free (out, FALSE);
}

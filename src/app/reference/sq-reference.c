/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The rules reference: its sections and topics in the files' order, and
 * the topics found by id, by rule id, by option key or by a search. The
 * files are read by sq-reference-reader.c. */

#include "config.h"

#include "sq-reference-private.h"

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqReference, sq_reference, G_TYPE_OBJECT)

G_DEFINE_QUARK (sq-reference-error-quark, sq_reference_error)

/* Auxiliary functions */

static void
clear_section (gpointer data)
{
  Section *section = data;

  g_free (section->id);
  g_free (section->title);
  g_free (section->game);
  g_clear_object (&section->topics);
}

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
  if (!sq_reference_read_document (self, bytes, error))
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

  return sq_reference_read_document (self, bytes, error);
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
            sq_reference_read_document (reference, bytes, &error);
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

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <string.h>

#include "sq-reference-private.h"

/* Struct */

typedef struct
{
  SqReferenceBlock  kind;
  char             *text;
} Block;

struct _SqReferenceTopic
{
  GObject    parent_instance;

  char      *id;
  char      *title;
  char      *keywords;
  char      *section_id;
  char      *section_title;
  char      *game;       /* the game whose reference holds it */
  GArray    *blocks;     /* of Block */
  GPtrArray *related;    /* topic ids, %NULL-terminated */
  GPtrArray *rules;      /* engine rule ids, %NULL-terminated */
  GPtrArray *options;    /* settings keys, %NULL-terminated */

  /* Folded once at load, so a search only compares bytes; see
   * sq_reference_fold_words(). */
  char      *folded_title;
  char      *folded_keywords;
  char      *folded_body;
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqReferenceTopic, sq_reference_topic, G_TYPE_OBJECT)

/* Properties */

enum
{
  PROP_0,
  PROP_ID,
  PROP_TITLE,
  PROP_SECTION_TITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Auxiliary functions */

static void
clear_block (gpointer data)
{
  Block *block = data;

  g_free (block->text);
}

static void
set_string (SqReferenceTopic  *self,
            char             **field,
            const char        *value,
            guint              prop_id)
{
  if (g_strcmp0 (*field, value) == 0)
    return;

  g_free (*field);
  *field = g_strdup (value);
  if (prop_id != PROP_0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

/* 0 if a word of @field is @word, 1 if one starts with it, 2 if none. */
static guint
field_level (const char *field,
             const char *prefix,
             const char *word)
{
  if (field == NULL || strstr (field, prefix) == NULL)
    return 2;

  return strstr (field, word) != NULL ? 0 : 1;
}

/* GObject overrides */

static void
sq_reference_topic_finalize (GObject *object)
{
  SqReferenceTopic *self = SQ_REFERENCE_TOPIC (object);

  g_free (self->id);
  g_free (self->title);
  g_free (self->keywords);
  g_free (self->section_id);
  g_free (self->section_title);
  g_free (self->game);
  g_array_unref (self->blocks);
  g_ptr_array_unref (self->related);
  g_ptr_array_unref (self->rules);
  g_ptr_array_unref (self->options);
  g_free (self->folded_title);
  g_free (self->folded_keywords);
  g_free (self->folded_body);

  G_OBJECT_CLASS (sq_reference_topic_parent_class)->finalize (object);
}

static void
sq_reference_topic_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  SqReferenceTopic *self = SQ_REFERENCE_TOPIC (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;

    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;

    case PROP_SECTION_TITLE:
      g_value_set_string (value, self->section_title);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_reference_topic_class_init (SqReferenceTopicClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sq_reference_topic_finalize;
  object_class->get_property = sq_reference_topic_get_property;

  /**
   * SqReferenceTopic:id:
   *
   * The topic's id in the reference, e.g. "heroic.move"; never shown.
   */
  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * SqReferenceTopic:title:
   *
   * The topic's title, translated.
   */
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * SqReferenceTopic:section-title:
   *
   * The title of the section the topic is in, translated.
   */
  properties[PROP_SECTION_TITLE] =
    g_param_spec_string ("section-title", NULL, NULL, NULL,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sq_reference_topic_init (SqReferenceTopic *self)
{
  self->blocks = g_array_new (FALSE, FALSE, sizeof (Block));
  g_array_set_clear_func (self->blocks, clear_block);
  /* room for one, so that pdata is the empty list even when nothing is
   * added, never %NULL */
  self->related = g_ptr_array_new_null_terminated (1, g_free, TRUE);
  self->rules = g_ptr_array_new_null_terminated (1, g_free, TRUE);
  self->options = g_ptr_array_new_null_terminated (1, g_free, TRUE);
}

/* Private API, for SqReference */

SqReferenceTopic *
sq_reference_topic_new (const char *id,
                        const char *section_id)
{
  SqReferenceTopic *self;

  g_return_val_if_fail (id != NULL, NULL);

  self = g_object_new (SQ_TYPE_REFERENCE_TOPIC, NULL);
  self->id = g_strdup (id);
  self->section_id = g_strdup (section_id);

  return self;
}

void
sq_reference_topic_set_title (SqReferenceTopic *self,
                              const char       *title)
{
  g_return_if_fail (SQ_IS_REFERENCE_TOPIC (self));

  set_string (self, &self->title, title, PROP_TITLE);
}

void
sq_reference_topic_set_keywords (SqReferenceTopic *self,
                                 const char       *keywords)
{
  g_return_if_fail (SQ_IS_REFERENCE_TOPIC (self));

  set_string (self, &self->keywords, keywords, PROP_0);
}

void
sq_reference_topic_set_section_title (SqReferenceTopic *self,
                                      const char       *section_title)
{
  g_return_if_fail (SQ_IS_REFERENCE_TOPIC (self));

  set_string (self, &self->section_title, section_title, PROP_SECTION_TITLE);
}

void
sq_reference_topic_add_block (SqReferenceTopic *self,
                              SqReferenceBlock  kind,
                              const char       *text)
{
  Block block = { kind, g_strdup (text) };

  g_return_if_fail (SQ_IS_REFERENCE_TOPIC (self));
  g_return_if_fail (text != NULL);

  g_array_append_val (self->blocks, block);
}

void
sq_reference_topic_add_related_id (SqReferenceTopic *self,
                                   const char       *id)
{
  g_return_if_fail (SQ_IS_REFERENCE_TOPIC (self));
  g_return_if_fail (id != NULL);

  g_ptr_array_add (self->related, g_strdup (id));
}

void
sq_reference_topic_add_rule_id (SqReferenceTopic *self,
                                const char       *rule_id)
{
  g_return_if_fail (SQ_IS_REFERENCE_TOPIC (self));
  g_return_if_fail (rule_id != NULL);

  g_ptr_array_add (self->rules, g_strdup (rule_id));
}

void
sq_reference_topic_add_option_key (SqReferenceTopic *self,
                                   const char       *key)
{
  g_return_if_fail (SQ_IS_REFERENCE_TOPIC (self));
  g_return_if_fail (key != NULL);

  g_ptr_array_add (self->options, g_strdup (key));
}

/* Called once the topic is complete, with its text translated. */
void
sq_reference_topic_prepare_search (SqReferenceTopic *self)
{
  g_autoptr(GString) body = g_string_new (NULL);

  g_return_if_fail (SQ_IS_REFERENCE_TOPIC (self));

  for (guint i = 0; i < self->blocks->len; i++)
    {
      g_string_append (body, g_array_index (self->blocks, Block, i).text);
      g_string_append_c (body, ' ');
    }

  g_free (self->folded_title);
  g_free (self->folded_keywords);
  g_free (self->folded_body);
  self->folded_title = sq_reference_fold_words (self->title != NULL ? self->title : "");
  self->folded_keywords = sq_reference_fold_words (self->keywords != NULL ? self->keywords : "");
  self->folded_body = sq_reference_fold_words (body->str);
}

/**
 * sq_reference_topic_match:
 * @prefixes: the words searched for, folded, each as " word"
 * @words: the same words as " word "
 *
 * Every word must start a word of the title, the keywords or the text.
 * Each adds 0 (a word of the title) to 5 (the start of a word of the
 * text): title before keywords before text, whole words before starts.
 *
 * Returns: the sum, or %SQ_REFERENCE_NO_MATCH if a word is nowhere
 */
guint
sq_reference_topic_match (SqReferenceTopic  *self,
                          const char *const *prefixes,
                          const char *const *words)
{
  const char *fields[3];
  guint score = 0;

  g_return_val_if_fail (SQ_IS_REFERENCE_TOPIC (self), SQ_REFERENCE_NO_MATCH);
  g_return_val_if_fail (self->folded_title != NULL, SQ_REFERENCE_NO_MATCH);

  fields[0] = self->folded_title;
  fields[1] = self->folded_keywords;
  fields[2] = self->folded_body;

  for (guint i = 0; prefixes[i] != NULL; i++)
    {
      guint best = SQ_REFERENCE_NO_MATCH;

      for (guint f = 0; f < G_N_ELEMENTS (fields) && best == SQ_REFERENCE_NO_MATCH; f++)
        {
          guint level = field_level (fields[f], prefixes[i], words[i]);

          if (level < 2)
            best = 2 * f + level;
        }

      if (best == SQ_REFERENCE_NO_MATCH)
        return SQ_REFERENCE_NO_MATCH;
      score += best;
    }

  return score;
}

/* Public API */

/**
 * sq_reference_topic_get_id:
 *
 * Returns: the topic's id, e.g. "heroic.move"
 */
const char *
sq_reference_topic_get_id (SqReferenceTopic *self)
{
  g_return_val_if_fail (SQ_IS_REFERENCE_TOPIC (self), NULL);

  return self->id;
}

/**
 * sq_reference_topic_get_title:
 *
 * Returns: the translated title
 */
const char *
sq_reference_topic_get_title (SqReferenceTopic *self)
{
  g_return_val_if_fail (SQ_IS_REFERENCE_TOPIC (self), NULL);

  return self->title;
}

/**
 * sq_reference_topic_get_keywords:
 *
 * Returns: (nullable): the translated search words, never shown
 */
const char *
sq_reference_topic_get_keywords (SqReferenceTopic *self)
{
  g_return_val_if_fail (SQ_IS_REFERENCE_TOPIC (self), NULL);

  return self->keywords;
}

/**
 * sq_reference_topic_get_section_id:
 *
 * Returns: the id of the section the topic is in
 */
const char *
sq_reference_topic_get_section_id (SqReferenceTopic *self)
{
  g_return_val_if_fail (SQ_IS_REFERENCE_TOPIC (self), NULL);

  return self->section_id;
}

/**
 * sq_reference_topic_get_game:
 *
 * Returns: (nullable): the game whose reference holds the topic, as the
 *   document names it ("shadows-over-camelot", "camelot-legends")
 */
const char *
sq_reference_topic_get_game (SqReferenceTopic *self)
{
  g_return_val_if_fail (SQ_IS_REFERENCE_TOPIC (self), NULL);

  return self->game;
}

void
sq_reference_topic_set_game (SqReferenceTopic *self,
                             const char       *game)
{
  g_return_if_fail (SQ_IS_REFERENCE_TOPIC (self));

  g_free (self->game);
  self->game = g_strdup (game);
}

/**
 * sq_reference_topic_get_section_title:
 *
 * Returns: the translated title of the section the topic is in
 */
const char *
sq_reference_topic_get_section_title (SqReferenceTopic *self)
{
  g_return_val_if_fail (SQ_IS_REFERENCE_TOPIC (self), NULL);

  return self->section_title;
}

/**
 * sq_reference_topic_get_n_blocks:
 *
 * Returns: how many paragraphs, list items, questions and answers the
 *   topic has
 */
guint
sq_reference_topic_get_n_blocks (SqReferenceTopic *self)
{
  g_return_val_if_fail (SQ_IS_REFERENCE_TOPIC (self), 0);

  return self->blocks->len;
}

/**
 * sq_reference_topic_get_block:
 * @index: less than sq_reference_topic_get_n_blocks()
 * @text: (out) (transfer none): the block's translated text
 *
 * Returns: what the block is
 */
SqReferenceBlock
sq_reference_topic_get_block (SqReferenceTopic  *self,
                              guint              index,
                              const char       **text)
{
  const Block *block;

  g_return_val_if_fail (SQ_IS_REFERENCE_TOPIC (self), SQ_REFERENCE_PARAGRAPH);
  g_return_val_if_fail (index < self->blocks->len, SQ_REFERENCE_PARAGRAPH);
  g_return_val_if_fail (text != NULL, SQ_REFERENCE_PARAGRAPH);

  block = &g_array_index (self->blocks, Block, index);
  *text = block->text;

  return block->kind;
}

/**
 * sq_reference_topic_get_related_ids:
 *
 * Returns: (array zero-terminated=1) (transfer none): the ids of the
 *   related topics, in the order of the reference
 */
const char * const *
sq_reference_topic_get_related_ids (SqReferenceTopic *self)
{
  g_return_val_if_fail (SQ_IS_REFERENCE_TOPIC (self), NULL);

  return (const char * const *) self->related->pdata;
}

/**
 * sq_reference_topic_get_rule_ids:
 *
 * Returns: (array zero-terminated=1) (transfer none): the engine rule ids
 *   (sq-rule-ids.h) this topic explains
 */
const char * const *
sq_reference_topic_get_rule_ids (SqReferenceTopic *self)
{
  g_return_val_if_fail (SQ_IS_REFERENCE_TOPIC (self), NULL);

  return (const char * const *) self->rules->pdata;
}

/**
 * sq_reference_topic_get_option_keys:
 *
 * Returns: (array zero-terminated=1) (transfer none): the settings keys of
 *   the rule options this topic explains
 */
const char * const *
sq_reference_topic_get_option_keys (SqReferenceTopic *self)
{
  g_return_val_if_fail (SQ_IS_REFERENCE_TOPIC (self), NULL);

  return (const char * const *) self->options->pdata;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SqReference's insides, shared with the reader of its files
 * (sq-reference-reader.c), and SqReferenceTopic's setters and its search
 * helpers: only SqReference, which loads the topics, uses them. */

#pragma once

#include "sq-reference-topic.h"
#include "sq-reference.h"

G_BEGIN_DECLS

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

/* sq-reference-reader.c */
gboolean          sq_reference_read_document           (SqReference       *self,
                                                        GBytes            *bytes,
                                                        GError           **error);

/* sq-reference-topic.c */
/* How well a topic matches a search, lower is better; NO_MATCH leaves it
 * out. */
#define SQ_REFERENCE_NO_MATCH G_MAXUINT

SqReferenceTopic *sq_reference_topic_new               (const char        *id,
                                                        const char        *section_id);
void              sq_reference_topic_set_game          (SqReferenceTopic  *self,
                                                        const char        *game);
void              sq_reference_topic_set_title         (SqReferenceTopic  *self,
                                                        const char        *title);
void              sq_reference_topic_set_keywords      (SqReferenceTopic  *self,
                                                        const char        *keywords);
void              sq_reference_topic_set_section_title (SqReferenceTopic  *self,
                                                        const char        *section_title);
void              sq_reference_topic_add_block         (SqReferenceTopic  *self,
                                                        SqReferenceBlock   kind,
                                                        const char        *text);
void              sq_reference_topic_add_related_id    (SqReferenceTopic  *self,
                                                        const char        *id);
void              sq_reference_topic_add_rule_id       (SqReferenceTopic  *self,
                                                        const char        *rule_id);
void              sq_reference_topic_add_option_key    (SqReferenceTopic  *self,
                                                        const char        *key);
void              sq_reference_topic_prepare_search    (SqReferenceTopic  *self);
guint             sq_reference_topic_match             (SqReferenceTopic  *self,
                                                        const char *const *prefixes,
                                                        const char *const *words);

/* sq_reference_fold() with every run of characters that are not letters
 * or digits turned into one space, and a space at each end: " word word ".
 * A word @w starts a word of such a text when " w" is in it. */
char             *sq_reference_fold_words              (const char        *text);

G_END_DECLS

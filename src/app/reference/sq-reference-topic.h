/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One topic of the rules reference, translated: its title, the section it
 * belongs to, its text as paragraphs, list items and questions with their
 * answers, the topics it points to, and the engine rule ids and settings
 * keys it explains. A GObject so that lists of topics are list models;
 * only SqReference writes one (sq-reference-private.h). */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* The kinds of text a topic is made of; consecutive items form one list,
 * and each question is followed by its answer. */
typedef enum {
  SQ_REFERENCE_PARAGRAPH,
  SQ_REFERENCE_ITEM,
  SQ_REFERENCE_QUESTION,
  SQ_REFERENCE_ANSWER,
} SqReferenceBlock;

#define SQ_TYPE_REFERENCE_TOPIC (sq_reference_topic_get_type ())

G_DECLARE_FINAL_TYPE (SqReferenceTopic, sq_reference_topic, SQ, REFERENCE_TOPIC, GObject)

const char         *sq_reference_topic_get_id            (SqReferenceTopic *self);
const char         *sq_reference_topic_get_title         (SqReferenceTopic *self);
const char         *sq_reference_topic_get_keywords      (SqReferenceTopic *self);
const char         *sq_reference_topic_get_section_id    (SqReferenceTopic *self);
const char         *sq_reference_topic_get_section_title (SqReferenceTopic *self);
const char         *sq_reference_topic_get_game         (SqReferenceTopic *self);
guint               sq_reference_topic_get_n_blocks      (SqReferenceTopic *self);
SqReferenceBlock    sq_reference_topic_get_block         (SqReferenceTopic *self,
                                                          guint             index,
                                                          const char      **text);
const char * const *sq_reference_topic_get_related_ids   (SqReferenceTopic *self);
const char * const *sq_reference_topic_get_rule_ids      (SqReferenceTopic *self);
const char * const *sq_reference_topic_get_option_keys   (SqReferenceTopic *self);

G_END_DECLS

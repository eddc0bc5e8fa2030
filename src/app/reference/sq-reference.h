/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules reference: the topics of data/rules/reference.xml, loaded
 * from the resources and translated once, by section, with the topic that
 * explains each engine rule id and each rule option's settings key, and a
 * search that forgives case and accents. The file's format is in
 * docs/architecture.md. */

#pragma once

#include <gio/gio.h>

#include "sq-reference-topic.h"

G_BEGIN_DECLS

#define SQ_REFERENCE_ERROR (sq_reference_error_quark ())

/* Why a reference file does not load. */
typedef enum {
  SQ_REFERENCE_ERROR_INVALID,    /* not the format: an unknown element, a missing id… */
  SQ_REFERENCE_ERROR_DUPLICATE,  /* an id, rule id or option key given twice */
} SqReferenceError;

#define SQ_TYPE_REFERENCE (sq_reference_get_type ())

G_DECLARE_FINAL_TYPE (SqReference, sq_reference, SQ, REFERENCE, GObject)

GQuark            sq_reference_error_quark         (void);

SqReference      *sq_reference_new_from_bytes      (GBytes      *bytes,
                                                    GError     **error);
gboolean          sq_reference_add_bytes           (SqReference *self,
                                                    GBytes      *bytes,
                                                    GError     **error);
SqReference      *sq_reference_get_default         (void);

GListModel       *sq_reference_get_topics          (SqReference *self);
guint             sq_reference_get_n_sections      (SqReference *self);
const char       *sq_reference_get_section_id      (SqReference *self,
                                                    guint        section);
const char       *sq_reference_get_section_title   (SqReference *self,
                                                    guint        section);
GListModel       *sq_reference_get_section_topics  (SqReference *self,
                                                    guint        section);

SqReferenceTopic *sq_reference_lookup_topic        (SqReference *self,
                                                    const char  *id);
SqReferenceTopic *sq_reference_topic_for_rule      (SqReference *self,
                                                    const char  *rule_id);
SqReferenceTopic *sq_reference_topic_for_option    (SqReference *self,
                                                    const char  *key);
GListModel       *sq_reference_dup_related         (SqReference      *self,
                                                    SqReferenceTopic *topic);
GListModel       *sq_reference_search              (SqReference *self,
                                                    const char  *query);
GListModel       *sq_reference_search_in_game      (SqReference *self,
                                                    const char  *query,
                                                    const char  *game,
                                                    gboolean     others);
const char       *sq_reference_get_section_game    (SqReference *self,
                                                    guint        section);

char             *sq_reference_fold                (const char  *text);

G_END_DECLS

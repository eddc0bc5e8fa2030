/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Helpers shared by sq-json.c, sq-json-setup.c and sq-json-state.c; the
 * generic readers are in the record layer's sq-record-json.h. */

#pragma once

#include "sq-json.h"
#include "sq-cards.h"

G_BEGIN_DECLS

/* a keyword table, ended by a NULL name */
typedef struct {
  int value;
  const char *name;
} SqNamedValue;

const char *sq_json_named_value_name      (const SqNamedValue *table,
                                           int                 value);
gboolean    sq_json_named_value_from_name (const SqNamedValue *table,
                                           const char         *name,
                                           int                *value);
char       *sq_json_named_value_list      (const SqNamedValue *table);

/* NULL for a value without a name */
const char *sq_json_face_name             (guint face);
const char *sq_json_knight_name           (guint knight);
const char *sq_json_card_name             (guint card);

void        sq_json_add_name              (JsonBuilder *builder,
                                           const char  *name,
                                           gint64       fallback);
void        sq_json_add_member_name       (JsonBuilder *builder,
                                           const char  *member,
                                           const char  *name,
                                           gint64       fallback);
void        sq_json_add_member_int        (JsonBuilder *builder,
                                           const char  *member,
                                           gint64       value);
void        sq_json_add_member_bool       (JsonBuilder *builder,
                                           const char  *member,
                                           gboolean     value);
void        sq_json_add_member_seat       (JsonBuilder *builder,
                                           const char  *member,
                                           gint         seat);

gboolean    sq_json_unknown_name          (GError    **error,
                                           const char *key,
                                           const char *what,
                                           const char *name);
gboolean    sq_json_read_bool             (JsonNode   *node,
                                           const char *key,
                                           gboolean   *out,
                                           GError    **error);
gboolean    sq_json_read_keyword          (JsonNode           *node,
                                           const char         *key,
                                           const SqNamedValue *table,
                                           int                *out,
                                           GError            **error);
gboolean    sq_json_read_knight           (JsonNode   *node,
                                           const char *key,
                                           gboolean    allow_squire,
                                           guint8     *out,
                                           GError    **error);
JsonArray  *sq_json_read_array            (JsonNode   *node,
                                           const char *key,
                                           guint       max_len,
                                           GError    **error);

G_END_DECLS

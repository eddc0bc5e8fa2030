/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Helpers shared by sq-legends-json.c, sq-legends-json-cards.c,
 * sq-legends-json-setup.c and sq-legends-json-state.c. */

#pragma once

#include "sq-json-private.h"
#include "sq-legends-json.h"
#include "sq-legends-private.h"

G_BEGIN_DECLS

/* sq-legends-json.c */
gboolean sq_legends_json_read_named        (JsonNode             *node,
                                            const char           *key,
                                            const char           *what,
                                            gboolean            (*from_name) (const char *, guint *),
                                            guint                *out,
                                            GError              **error);

/* sq-legends-json-cards.c */
gboolean sq_legends_json_read_small_values (JsonNode             *node,
                                            const char           *key,
                                            gint64                min,
                                            gint64                max,
                                            gint8                 out[SQ_LEGENDS_N_ABILITIES],
                                            GError              **error);
gboolean sq_legends_json_read_card         (JsonNode             *node,
                                            SqLegendsCard        *card,
                                            GError              **error);
gboolean sq_legends_json_read_event        (JsonNode             *node,
                                            SqLegendsEvent       *event,
                                            GError              **error);
gboolean sq_legends_json_card_is_blank     (const SqLegendsCard  *card);
void     sq_legends_json_add_card          (JsonBuilder          *builder,
                                            const SqLegendsCard  *card);
void     sq_legends_json_add_event         (JsonBuilder          *builder,
                                            const SqLegendsEvent *event);
void     sq_legends_json_add_abilities     (JsonBuilder          *builder,
                                            const gint8           values[SQ_LEGENDS_N_ABILITIES],
                                            gboolean              skip_zero);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The sealed part of a game file: bytes hidden from a glance in a text
 * editor, with a MAC that makes any change or truncation a clear error.
 * The key is stored beside the data, so this is obfuscation, not
 * encryption against someone who has the file: see docs/save-format.md. */

#pragma once

#include "sq-record-json.h"

G_BEGIN_DECLS

#define SQ_SEAL_KEY_BYTES  32
#define SQ_SEAL_SCHEME     "sha256-ctr+hmac-sha256"
/* the unsealed bytes can never be longer than the file */
#define SQ_SEAL_MAX_BYTES  (8 * 1024 * 1024)

typedef struct _SqSealStream SqSealStream;

void          sq_seal_random_key  (guint8        key[SQ_SEAL_KEY_BYTES]);

SqSealStream *sq_seal_stream_new  (void);
void          sq_seal_stream_free (SqSealStream *stream);

JsonNode     *sq_seal_encode      (const guint8  key[SQ_SEAL_KEY_BYTES],
                                   const char   *plain,
                                   gsize         len,
                                   SqSealStream *stream);

char     *sq_seal_decode     (JsonNode     *node,
                              guint8        key[SQ_SEAL_KEY_BYTES],
                              gsize        *len,
                              GError      **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SqSealStream, sq_seal_stream_free)

gboolean  sq_seal_check_clear  (JsonObject         *clear,
                                JsonObject         *payload,
                                const char * const *members,
                                GError            **error);
void      sq_seal_append_clear (GString            *out,
                                JsonObject         *clear,
                                const char * const *members);

G_END_DECLS

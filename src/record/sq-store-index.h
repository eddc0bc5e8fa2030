/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the store knows of each game file, kept in the games folder so that
 * listing a thousand games does not load a thousand games. A cache, never
 * a source of truth: an entry counts only while the file it describes has
 * the same inode, size and modification time, and a missing, old or
 * unreadable index is rebuilt from the files. */

#pragma once

#include <sys/stat.h>

#include "sq-record-store-private.h"

G_BEGIN_DECLS

/* In the games folder; a dot file, so the store never lists it as a game */
#define SQ_STORE_INDEX_NAME ".index"

typedef struct _SqStoreIndex SqStoreIndex;

SqStoreIndex *sq_store_index_load   (const char        *directory);
void          sq_store_index_free   (SqStoreIndex      *index);
SqScanResult *sq_store_index_lookup (SqStoreIndex      *index,
                                     const char        *id,
                                     const struct stat *st);
void          sq_store_index_put    (SqStoreIndex      *index,
                                     const char        *id,
                                     const struct stat *st,
                                     const SqScanResult *result);
void          sq_store_index_keep   (SqStoreIndex      *index,
                                     GHashTable        *ids);
gboolean      sq_store_index_is_dirty (SqStoreIndex    *index);
gboolean      sq_store_index_save   (SqStoreIndex      *index,
                                     GError           **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SqStoreIndex, sq_store_index_free)

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Shadows over Camelot games folder: the store of the record layer
 * (sq-record-store.h) with the game file of sq-game-file.h plugged in, and
 * the calls that take that file and its history. */

#pragma once

#include "sq-game-file.h"
#include "sq-history.h"
#include "sq-record-store.h"

G_BEGIN_DECLS

/* Under SQ_STORE_APP_DIR in g_get_user_data_dir(). */
#define SQ_STORE_GAMES    "games"

const SqStoreFormat *sq_store_soc_format  (void);

SqStore    *sq_store_new                  (const char   *directory);
char       *sq_store_create               (SqStore      *store,
                                           SqGameFile   *file,
                                           GError      **error);
SqGameFile *sq_store_load                 (SqStore      *store,
                                           const char   *id,
                                           GError      **error);
SqGameFile *sq_store_open_game            (SqStore      *store,
                                           const char   *id,
                                           GError      **error);
char       *sq_store_save_as_copy         (SqStore      *store,
                                           SqGameFile   *file,
                                           const SqHistory *history,
                                           const char   *name,
                                           GError      **error);
gboolean    sq_store_save                 (SqStore      *store,
                                           const char   *id,
                                           SqGameFile   *file,
                                           const SqHistory *history,
                                           GError      **error);

G_END_DECLS

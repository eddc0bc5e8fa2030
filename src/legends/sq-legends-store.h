/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Camelot Legends folder: the record layer's store
 * (sq-record-store.h) with the Legends game file (sq-legends-file.h)
 * plugged in. */

#pragma once

#include "sq-legends-file.h"
#include "sq-record-store.h"

G_BEGIN_DECLS

/* Beside the Shadows over Camelot games folder, under
 * g_get_user_data_dir()/SQ_STORE_APP_DIR */
#define SQ_LEGENDS_STORE_FOLDER "legends"

const SqStoreFormat *sq_legends_store_format (void);
SqStore             *sq_legends_store_new    (const char *directory);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The games folder: one sealed file per game, saved atomically after every
 * action, listed with names and dates, damaged files included. */

#pragma once

#include <gio/gio.h>

#include "sq-game-info.h"
#include "sq-history.h"

G_BEGIN_DECLS

/* Under g_get_user_data_dir(). */
#define SQ_STORE_APP_DIR  "io.github.camelot_squire.Squire"
#define SQ_STORE_GAMES    "games"
#define SQ_STORE_TRASH    "trash"
/* how long a deleted game stays in the trash before the purge at start */
#define SQ_STORE_TRASH_DAYS 30

/**
 * SqStoreError:
 * @SQ_STORE_ERROR_LOCKED: another program (or another store in this one)
 *   has the game open
 * @SQ_STORE_ERROR_CHANGED: the game's file changed on disk since it was
 *   opened or last saved here: another program wrote, replaced or removed
 *   it; it is not overwritten
 * @SQ_STORE_ERROR_READ_ONLY: the game was opened read-only
 */
typedef enum {
  SQ_STORE_ERROR_LOCKED,
  SQ_STORE_ERROR_CHANGED,
  SQ_STORE_ERROR_READ_ONLY,
} SqStoreError;

#define SQ_STORE_ERROR (sq_store_error_quark ())
GQuark sq_store_error_quark (void);

#define SQ_TYPE_STORE (sq_store_get_type ())

G_DECLARE_FINAL_TYPE (SqStore, sq_store, SQ, STORE, GObject)

SqStore    *sq_store_new                  (const char   *directory);
const char *sq_store_get_directory        (SqStore      *store);
GListModel *sq_store_get_games            (SqStore      *store);
gboolean    sq_store_refresh              (SqStore      *store,
                                           GError      **error);
void        sq_store_refresh_async        (SqStore      *store,
                                           gboolean      housekeeping,
                                           GCancellable *cancellable,
                                           GAsyncReadyCallback callback,
                                           gpointer      user_data);
gboolean    sq_store_refresh_finish       (SqStore      *store,
                                           GAsyncResult *result,
                                           GError      **error);
gboolean    sq_store_get_loading          (SqStore      *store);
SqGameInfo *sq_store_lookup               (SqStore      *store,
                                           const char   *id);
SqGameInfo *sq_store_get_last_unfinished  (SqStore      *store);

char       *sq_store_create               (SqStore      *store,
                                           SqGameFile   *file,
                                           GError      **error);
SqGameFile *sq_store_load                 (SqStore      *store,
                                           const char   *id,
                                           GError      **error);
SqGameFile *sq_store_open_game            (SqStore      *store,
                                           const char   *id,
                                           GError      **error);
void        sq_store_close_game           (SqStore      *store,
                                           const char   *id);
char       *sq_store_copy_game            (SqStore      *store,
                                           const char   *id,
                                           const char   *name,
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
gboolean    sq_store_rename               (SqStore      *store,
                                           const char   *id,
                                           const char   *name,
                                           GError      **error);
gboolean    sq_store_delete               (SqStore      *store,
                                           const char   *id,
                                           GError      **error);
gboolean    sq_store_undo_delete          (SqStore      *store,
                                           const char   *id,
                                           GError      **error);
gboolean    sq_store_purge_trash          (SqStore      *store,
                                           GTimeSpan     older_than,
                                           GError      **error);
gboolean    sq_store_export               (SqStore      *store,
                                           const char   *id,
                                           const char   *path,
                                           GError      **error);
char       *sq_store_import               (SqStore      *store,
                                           const char   *path,
                                           GError      **error);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The games folder of any game: one sealed file per game, saved
 * atomically after every change by its one writer, listed with names and
 * dates, damaged files included, and kept tidy. A game plugs its file
 * format in with an SqStoreFormat; sq-store.h (Shadows over Camelot) and
 * sq-legends-store.h (Camelot Legends) are the two. */

#pragma once

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "sq-game-info.h"
#include "sq-record-file.h"

G_BEGIN_DECLS

/* Under g_get_user_data_dir(). */
#define SQ_STORE_APP_DIR  "io.github.camelot_squire.Squire"
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

/* The three texts of a game file the store reads and writes */
typedef enum {
  SQ_STORE_FIELD_NAME,      /* display name, nullable */
  SQ_STORE_FIELD_CREATED,   /* ISO 8601, nullable */
  SQ_STORE_FIELD_UPDATED,   /* ISO 8601, nullable */
} SqStoreField;

/**
 * SqStoreFormat:
 * @folder: the games folder's name under the user's data folder
 * @suffix: a game file's name after its id, e.g. ".json"
 * @id_prefix: a new game's id starts with this and a dash
 * @record: (nullable): the game's record file format: a game whose files
 *   are the record layer's (sq-record-file.h) gives it and @describe, and
 *   the store reads, seals, writes and frees its files, finds their texts
 *   and gives them keys through it; the functions below are then left
 *   %NULL
 * @load: reads and checks the file at a path (the strict reader), and
 *   fills @st (nullable) with what stat says of the very file read
 * @save: writes a file sealed, atomically and durably; @cache (nullable)
 *   is what @cache_new made for this game
 * @free: frees a file
 * @field: the address of one of the file's texts, to read or replace
 *   (g_free() the old one)
 * @new_key: gives a file a fresh sealing key (a copy, an import)
 * @check_name: (nullable): refuses a display name the file cannot hold
 * @describe: replays a file: whether the game is over, and the players
 *   seated; a file that does not replay sets @error
 * @cache_new: (nullable): what the writer keeps between two saves
 * @cache_free: (nullable): frees it
 *
 * What the store needs of a game's file. Every function must be safe to
 * call from a worker thread on files of its own. Either @record, or
 * @load, @save, @free, @field and @new_key are given.
 */
typedef struct {
  const char *folder;
  const char *suffix;
  const char *id_prefix;
  const SqRecordFormat *record;
  gpointer  (*load)       (const char  *path,
                           GStatBuf    *st,
                           GError     **error);
  gboolean  (*save)       (gpointer     file,
                           const char  *path,
                           gpointer     cache,
                           GError     **error);
  void      (*free)       (gpointer     file);
  char    **(*field)      (gpointer     file,
                           SqStoreField field);
  void      (*new_key)    (gpointer     file);
  gboolean  (*check_name) (const char  *name,
                           GError     **error);
  gboolean  (*describe)   (gpointer     file,
                           gboolean    *finished,
                           guint       *players,
                           GError     **error);
  gpointer  (*cache_new)  (void);
  void      (*cache_free) (gpointer     cache);
} SqStoreFormat;

#define SQ_TYPE_STORE (sq_store_get_type ())

G_DECLARE_FINAL_TYPE (SqStore, sq_store, SQ, STORE, GObject)

SqStore    *sq_store_new_for_format       (const SqStoreFormat *format,
                                           const char   *directory);
const SqStoreFormat *sq_store_get_format  (SqStore      *store);
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

/* Any game's file, as its format loads it (a gpointer the format frees) */
char       *sq_store_add_file             (SqStore      *store,
                                           gpointer      file,
                                           gboolean      finished,
                                           guint         players,
                                           gboolean      keep_open,
                                           GError      **error);
gpointer    sq_store_load_file            (SqStore      *store,
                                           const char   *id,
                                           GError      **error);
gpointer    sq_store_open_file            (SqStore      *store,
                                           const char   *id,
                                           gboolean      lock_now,
                                           GError      **error);
void        sq_store_close_game           (SqStore      *store,
                                           const char   *id);
gboolean    sq_store_write_file           (SqStore      *store,
                                           const char   *id,
                                           gpointer      file,
                                           GError      **error);
gboolean    sq_store_save_file            (SqStore      *store,
                                           const char   *id,
                                           gpointer      file,
                                           gboolean      finished,
                                           GError      **error);
void        sq_store_set_write_behind     (SqStore      *store,
                                           gboolean      write_behind);
gboolean    sq_store_get_write_behind     (SqStore      *store);
void        sq_store_flush                (SqStore      *store);
char       *sq_store_add_copy             (SqStore      *store,
                                           gpointer      file,
                                           gboolean      finished,
                                           guint         players,
                                           const char   *name,
                                           GError      **error);
char       *sq_store_copy_game            (SqStore      *store,
                                           const char   *id,
                                           const char   *name,
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

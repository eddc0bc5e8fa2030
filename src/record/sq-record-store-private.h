/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the store does on disk, apart from the list: locks, the identity of
 * a game file, the scan of the folder (run in a worker thread) and the
 * housekeeping. Shared by the sq-record-store*.c files; tests and the
 * Legends game use the lock too. */

#pragma once

#include <glib/gstdio.h>

#include "sq-game-info-private.h"
#include "sq-record-store.h"

G_BEGIN_DECLS

/* A game's file as the store sees it: through its record format when it
 * has one (sq-record-store-format.c), else through the format's own
 * functions */
gpointer  sq_store_format_load       (const SqStoreFormat *format,
                                      const char          *path,
                                      GStatBuf            *st,
                                      GError             **error);
gboolean  sq_store_format_save       (const SqStoreFormat *format,
                                      gpointer             file,
                                      const char          *path,
                                      gpointer             cache,
                                      GError             **error);
void      sq_store_format_free       (const SqStoreFormat *format,
                                      gpointer             file);
char    **sq_store_format_field      (const SqStoreFormat *format,
                                      gpointer             file,
                                      SqStoreField         field);
void      sq_store_format_new_key    (const SqStoreFormat *format,
                                      gpointer             file);
gboolean  sq_store_format_check_name (const SqStoreFormat *format,
                                      const char          *name,
                                      GError             **error);
gpointer  sq_store_format_cache_new  (const SqStoreFormat *format);
GDestroyNotify sq_store_format_cache_free (const SqStoreFormat *format);

#define SQ_STORE_LOCK_SUFFIX   ".lock"

/* Shared by sq-record-store.c (the type, the list, the scan),
 * sq-record-store-save.c (opening, locking, saving, deleting),
 * sq-record-store-transfer.c (export, import, copies) and
 * sq-record-store-disk.c (what runs in a worker thread) */

/* A game file as it was last read or written: another program changed it
 * if any of this differs. */
typedef struct {
  gboolean known;
  guint64  dev;
  guint64  ino;
  gint64   mtime_sec;
  gint64   mtime_nsec;
  gint64   size;
} SqFileIdentity;

/* What the scan learnt of one file, in a worker thread; the list is
 * updated from it in the main thread. */
typedef struct {
  char      *id;
  GError    *error;       /* the file is damaged: why */
  char      *name;
  GDateTime *created;
  GDateTime *updated;
  gboolean   finished;
  guint      players;     /* players seated at the saved position */
} SqScanResult;

/* What a successful write changes in the store: for a listed game
 * (sq_store_save_file()), its info */
typedef struct {
  gboolean    listed;
  gboolean    finished;
  const char *updated;      /* the date stamped in the file */
} SqStoreDone;

/* A write under way in the worker thread (sq-record-store-write.c) */
typedef struct _SqStoreWrite SqStoreWrite;

/* A game open here: the lock held on it, and its file as last read or
 * written here */
typedef struct {
  int fd;                   /* -1 until the first save (sq_store_open_file()) */
  guint users;              /* sq_store_open_file() and adds, not closed yet */
  SqFileIdentity identity;
} SqOpenGame;

struct _SqStore
{
  GObject parent_instance;

  const SqStoreFormat *format;
  char *directory;
  char *trash;
  GListStore *games;          /* SqGameInfo, most recently updated first */
  GHashTable *caches;         /* id -> the format's cache of the games saved */
  GHashTable *open_games;     /* id -> OpenGame */
  guint n_refreshing;         /* sq_store_refresh_async() calls under way */
  guint generation;           /* counts the changes made here */
  GHashTable *touched;        /* id -> generation of its last change here */
  guint fail_saves;           /* tests: saves to fail on purpose */
  gint64 write_delay;         /* tests, benchmarks: sq_store_delay_writes() */

  gboolean write_behind;      /* saves are written by a worker thread */
  GThreadPool *writer;        /* that thread, from the first such save */
  SqStoreWrite *pending;      /* the write under way, or NULL */
  GMainContext *context;      /* where its outcome is told */
};

gboolean    sq_store_id_is_valid          (const char        *id);
char       *sq_store_game_path            (SqStore           *self,
                                           const char        *id);
char       *sq_store_trash_path           (SqStore           *self,
                                           const char        *id);
gboolean    sq_store_set_error_from_errno (GError           **error,
                                           int                saved_errno,
                                           const char        *what,
                                           const char        *path);
gboolean    sq_store_ensure_directory     (const char        *path,
                                           GError           **error);
gboolean    sq_store_no_such_game         (GError           **error,
                                           const char        *id);
GDateTime  *sq_store_parse_date           (const char        *text);
char       *sq_store_now_iso8601          (void);
char       *sq_store_new_id               (SqStore           *self);
void        sq_store_fill_info            (SqStore           *self,
                                           SqGameInfo        *info,
                                           gpointer           file,
                                           gboolean           finished,
                                           guint              players,
                                           const char        *path);
const char *sq_store_file_text            (SqStore           *self,
                                           gpointer           file,
                                           SqStoreField       field);
void        sq_store_file_set_text        (SqStore           *self,
                                           gpointer           file,
                                           SqStoreField       field,
                                           const char        *text);
void        sq_store_scan_one             (SqStore           *self,
                                           SqGameInfo        *info);
gboolean    sq_store_find_info            (SqStore           *self,
                                           const char        *id,
                                           guint             *position);
void        sq_store_place_info           (SqStore           *self,
                                           SqGameInfo        *info);
void        sq_store_free_open_game       (gpointer           data);
void        sq_store_touch                (SqStore           *self,
                                           const char        *id);
gboolean    sq_store_check_name           (SqStore           *self,
                                           const char        *name,
                                           GError           **error);
void        sq_store_wrote                (SqStore           *self,
                                           const char        *id,
                                           const SqFileIdentity *identity,
                                           const SqStoreDone *done);
void        sq_store_emit_write_done      (SqStore           *self,
                                           const char        *id,
                                           const GError      *error);
void        sq_store_write_behind         (SqStore           *self,
                                           const char        *id,
                                           SqRecordSealing   *sealing,
                                           const SqStoreDone *done);

void       sq_file_identity_from_stat (SqFileIdentity  *identity,
                                       const GStatBuf  *st);
gboolean   sq_file_identity_read      (SqFileIdentity  *identity,
                                       const char      *path);
gboolean   sq_file_identity_equal     (const SqFileIdentity *a,
                                       const SqFileIdentity *b);

int        sq_store_lock_game         (const char      *directory,
                                       const char      *id,
                                       GError         **error);

void       sq_scan_result_free        (SqScanResult    *result);
SqScanResult *sq_store_scan_file      (const SqStoreFormat *format,
                                       const char      *directory,
                                       const char      *id);
GPtrArray *sq_store_scan_directory    (const SqStoreFormat *format,
                                       const char      *directory,
                                       GError         **error);

gboolean   sq_store_purge             (const SqStoreFormat *format,
                                       const char      *directory,
                                       GTimeSpan        older_than,
                                       GError         **error);
gboolean   sq_store_check_trash       (const char      *directory,
                                       GError         **error);

/* Tests only: the next @n saves fail as if the disk were full */
void       sq_store_inject_save_failures (SqStore      *store,
                                          guint         n);
/* Tests and benchmarks only: each write behind waits @delay µs before
 * it starts, as on a slow disk; SQ_STORE_DELAY_HOLD holds it until this
 * is called again with 0. A flush lets the write under way go at once
 * (sq_store_flush() never waits for ever), and so does 0. */
#define SQ_STORE_DELAY_HOLD G_MAXINT64
void       sq_store_delay_writes      (SqStore      *store,
                                       gint64        delay);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SqScanResult, sq_scan_result_free)

G_END_DECLS

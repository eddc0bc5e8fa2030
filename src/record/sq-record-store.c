/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The games folder of any game. See sq-record-store.h and the "Saved
 * games" section of docs/architecture.md.
 *
 * Every game is one sealed file, <id><suffix>, written whole after every
 * change through a temporary file that is flushed and renamed over the old
 * one (the format's save): a crash at any instant leaves the previous file
 * or the new one. A file that fails to load is listed as damaged, with the
 * loader's error, and left alone: it never stops the other games from
 * loading, and nothing here deletes it unasked. */

#include "sq-record-store-private.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sq-game-info-private.h"
#include "sq-record-task.h"

G_DEFINE_FINAL_TYPE (SqStore, sq_store, G_TYPE_OBJECT)
G_DEFINE_QUARK (sq-store-error-quark, sq_store_error)

enum {
  PROP_0,
  PROP_FORMAT,
  PROP_DIRECTORY,
  PROP_LOADING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  WRITE_DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Helpers (the internal ones are in sq-record-store-private.h) */

/* An id is a file name in the folder without its suffix: never a path */
gboolean
sq_store_id_is_valid (const char *id)
{
  return id != NULL && id[0] != '\0' && id[0] != '.' && strchr (id, '/') == NULL;
}

char *
sq_store_game_path (SqStore    *self,
           const char *id)
{
  g_autofree char *name = g_strconcat (id, self->format->suffix, NULL);

  return g_build_filename (self->directory, name, NULL);
}

char *
sq_store_trash_path (SqStore    *self,
            const char *id)
{
  g_autofree char *name = g_strconcat (id, self->format->suffix, NULL);

  return g_build_filename (self->trash, name, NULL);
}

static GDateTime *
modification_time (const char *path)
{
  GStatBuf st;

  if (g_stat (path, &st) != 0)
    return NULL;

  return g_date_time_new_from_unix_utc (st.st_mtime);
}

char *
sq_store_new_id (SqStore *self)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");

  for (;;)
    {
      char *id = g_strdup_printf ("%s-%s-%08x", self->format->id_prefix, stamp,
                                  g_random_int ());
      g_autofree char *path = sq_store_game_path (self, id);
      g_autofree char *trashed = sq_store_trash_path (self, id);

      if (!g_file_test (path, G_FILE_TEST_EXISTS)
          && !g_file_test (trashed, G_FILE_TEST_EXISTS))
        return id;
      g_free (id);
    }
}

/* Most recently updated first; no date last; then by id, so the order is
 * total */
static gint
compare_infos (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  SqGameInfo *x = (SqGameInfo *) a;
  SqGameInfo *y = (SqGameInfo *) b;
  GDateTime *ux = sq_game_info_get_updated (x);
  GDateTime *uy = sq_game_info_get_updated (y);

  if (ux != NULL && uy != NULL && !g_date_time_equal (ux, uy))
    return -g_date_time_compare (ux, uy);
  if ((ux == NULL) != (uy == NULL))
    return ux == NULL ? 1 : -1;

  return strcmp (sq_game_info_get_id (x), sq_game_info_get_id (y));
}

static gint
compare_infos_indirect (gconstpointer a,
                        gconstpointer b,
                        gpointer      user_data)
{
  return compare_infos (*(SqGameInfo * const *) a, *(SqGameInfo * const *) b, user_data);
}

/* One of @file's texts, through the format */
const char *
sq_store_file_text (SqStore      *self,
                    gpointer      file,
                    SqStoreField  field)
{
  return *sq_store_format_field (self->format, file, field);
}

void
sq_store_file_set_text (SqStore      *self,
                        gpointer      file,
                        SqStoreField  field,
                        const char   *text)
{
  char **slot = sq_store_format_field (self->format, file, field);

  if (*slot == text)
    return;
  g_free (*slot);
  *slot = g_strdup (text);
}

/* Whether a file of this format can hold @name */
gboolean
sq_store_check_name (SqStore     *self,
                     const char  *name,
                     GError     **error)
{
  return sq_store_format_check_name (self->format, name, error);
}

void
sq_store_fill_info (SqStore    *self,
                    SqGameInfo *info,
                    gpointer    file,
                    gboolean    finished,
                    guint       players,
                    const char *path)
{
  g_autoptr(GDateTime) created = NULL;
  g_autoptr(GDateTime) updated = NULL;

  created = sq_store_parse_date (sq_store_file_text (self, file, SQ_STORE_FIELD_CREATED));
  updated = sq_store_parse_date (sq_store_file_text (self, file, SQ_STORE_FIELD_UPDATED));
  if (updated == NULL)
    updated = modification_time (path);

  g_object_freeze_notify (G_OBJECT (info));
  sq_game_info_set_error (info, NULL);
  sq_game_info_set_name (info, sq_store_file_text (self, file, SQ_STORE_FIELD_NAME));
  sq_game_info_set_created (info, created);
  sq_game_info_set_updated (info, updated);
  sq_game_info_set_finished (info, finished);
  sq_game_info_set_players (info, players);
  g_object_thaw_notify (G_OBJECT (info));
}

/* Fills @info in from what the scan found (in the main thread) */
static void
apply_result (SqGameInfo   *info,
              SqScanResult *result)
{
  g_object_freeze_notify (G_OBJECT (info));
  sq_game_info_set_error (info, result->error);
  sq_game_info_set_name (info, result->name);
  sq_game_info_set_created (info, result->created);
  sq_game_info_set_updated (info, result->updated);
  sq_game_info_set_finished (info, result->finished);
  sq_game_info_set_players (info, result->players);
  g_object_thaw_notify (G_OBJECT (info));
}

/* Loads and replays a file to describe it: what cannot be read is damaged */
void
sq_store_scan_one (SqStore    *self,
          SqGameInfo *info)
{
  g_autoptr(SqScanResult) result = sq_store_scan_file (self->format, self->directory,
                                                       sq_game_info_get_id (info));

  apply_result (info, result);
}

void
sq_store_free_open_game (gpointer data)
{
  SqOpenGame *game = data;

  if (game->fd >= 0)
    close (game->fd);
  g_free (game);
}

gboolean
sq_store_find_info (SqStore    *self,
           const char *id,
           guint      *position)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->games));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(SqGameInfo) info = g_list_model_get_item (G_LIST_MODEL (self->games), i);

      if (g_str_equal (sq_game_info_get_id (info), id))
        {
          *position = i;
          return TRUE;
        }
    }

  return FALSE;
}

/* Puts @info where its date sorts it, if it is not there already */
void
sq_store_place_info (SqStore    *self,
            SqGameInfo *info)
{
  guint position;

  if (sq_store_find_info (self, sq_game_info_get_id (info), &position))
    {
      guint n = g_list_model_get_n_items (G_LIST_MODEL (self->games));
      g_autoptr(SqGameInfo) before = position > 0
        ? g_list_model_get_item (G_LIST_MODEL (self->games), position - 1) : NULL;
      g_autoptr(SqGameInfo) after = position + 1 < n
        ? g_list_model_get_item (G_LIST_MODEL (self->games), position + 1) : NULL;

      if ((before == NULL || compare_infos (before, info, NULL) < 0)
          && (after == NULL || compare_infos (info, after, NULL) < 0))
        return;

      g_object_ref (info);
      g_list_store_remove (self->games, position);
      g_list_store_insert_sorted (self->games, info, compare_infos, NULL);
      g_object_unref (info);
      return;
    }

  g_list_store_insert_sorted (self->games, info, compare_infos, NULL);
}


/* Whether game @id was created, saved, renamed or deleted here after
 * generation @since: a scan that started before knows less than the list */
static gboolean
touched_since (SqStore    *self,
               const char *id,
               guint       since)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (self->touched, id)) > since;
}

/* The list from a scan of the folder that started at generation @since:
 * info objects of games still present are kept (and updated), the rest
 * go, in one change. What this store changed after the scan started wins
 * over what the scan read. */
static void
apply_scan (SqStore   *self,
            GPtrArray *results,
            guint      since)
{
  g_autoptr(GHashTable) old = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                     g_object_unref);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) infos = g_ptr_array_new_with_free_func (g_object_unref);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->games));

  for (guint i = 0; i < n; i++)
    {
      SqGameInfo *info = g_list_model_get_item (G_LIST_MODEL (self->games), i);

      g_hash_table_insert (old, (gpointer) sq_game_info_get_id (info), info);
    }

  for (guint i = 0; i < results->len; i++)
    {
      SqScanResult *result = g_ptr_array_index (results, i);
      SqGameInfo *info;

      if (!sq_store_id_is_valid (result->id) || touched_since (self, result->id, since))
        continue;
      info = g_hash_table_lookup (old, result->id);
      info = info != NULL ? g_object_ref (info) : sq_game_info_new (result->id);
      apply_result (info, result);
      g_hash_table_add (seen, (gpointer) sq_game_info_get_id (info));
      g_ptr_array_add (infos, info);
    }

  /* games this store created or changed meanwhile stay as they are */
  for (guint i = 0; i < n; i++)
    {
      SqGameInfo *info = g_list_model_get_item (G_LIST_MODEL (self->games), i);

      if (!g_hash_table_contains (seen, sq_game_info_get_id (info))
          && touched_since (self, sq_game_info_get_id (info), since))
        g_ptr_array_add (infos, info);
      else
        g_object_unref (info);
    }

  g_ptr_array_sort_with_data (infos, compare_infos_indirect, NULL);
  g_list_store_splice (self->games, 0, n, infos->pdata, infos->len);
}

/* Internal API (sq-record-store-private.h) */

/* Game @id changed here: a scan under way must not undo that */
void
sq_store_touch (SqStore    *self,
                const char *id)
{
  g_hash_table_insert (self->touched, g_strdup (id), GUINT_TO_POINTER (++self->generation));
}

void
sq_store_emit_write_done (SqStore      *self,
                          const char   *id,
                          const GError *error)
{
  g_signal_emit (self, signals[WRITE_DONE], 0, id, error);
}

/* GObject overrides */

static void
sq_store_constructed (GObject *object)
{
  SqStore *self = SQ_STORE (object);

  G_OBJECT_CLASS (sq_store_parent_class)->constructed (object);

  g_assert (self->format != NULL);
  if (self->directory == NULL)
    self->directory = g_build_filename (g_get_user_data_dir (), SQ_STORE_APP_DIR,
                                        self->format->folder, NULL);
  self->trash = g_build_filename (self->directory, SQ_STORE_TRASH, NULL);
  self->caches = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                        sq_store_format_cache_free (self->format));
  self->context = g_main_context_ref_thread_default ();
}

static void
sq_store_finalize (GObject *object)
{
  SqStore *self = SQ_STORE (object);

  /* a write under way holds the store: none is left */
  g_assert (self->pending == NULL);
  if (self->writer != NULL)
    g_thread_pool_free (self->writer, FALSE, TRUE);
  g_clear_pointer (&self->context, g_main_context_unref);
  g_free (self->directory);
  g_free (self->trash);
  g_clear_object (&self->games);
  g_clear_pointer (&self->caches, g_hash_table_unref);
  g_clear_pointer (&self->open_games, g_hash_table_unref);
  g_clear_pointer (&self->touched, g_hash_table_unref);

  G_OBJECT_CLASS (sq_store_parent_class)->finalize (object);
}

static void
sq_store_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  SqStore *self = SQ_STORE (object);

  switch (prop_id)
    {
    case PROP_FORMAT:
      g_value_set_pointer (value, (gpointer) self->format);
      break;

    case PROP_DIRECTORY:
      g_value_set_string (value, self->directory);
      break;

    case PROP_LOADING:
      g_value_set_boolean (value, self->n_refreshing > 0);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_store_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  SqStore *self = SQ_STORE (object);

  switch (prop_id)
    {
    case PROP_FORMAT:
      self->format = g_value_get_pointer (value);
      break;

    case PROP_DIRECTORY:
      self->directory = g_value_dup_string (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_store_class_init (SqStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = sq_store_constructed;
  object_class->finalize = sq_store_finalize;
  object_class->get_property = sq_store_get_property;
  object_class->set_property = sq_store_set_property;

  /**
   * SqStore:format:
   *
   * The game's file format (an #SqStoreFormat, static).
   */
  properties[PROP_FORMAT] =
    g_param_spec_pointer ("format", NULL, NULL,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /**
   * SqStore:directory:
   *
   * The games folder. %NULL at construction means the user's:
   * g_get_user_data_dir()/io.github.camelot_squire.Squire/ and the
   * format's folder.
   */
  properties[PROP_DIRECTORY] =
    g_param_spec_string ("directory", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /**
   * SqStore:loading:
   *
   * Whether sq_store_refresh_async() is reading the folder: the list may
   * still grow.
   */
  properties[PROP_LOADING] =
    g_param_spec_boolean ("loading", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SqStore::write-done:
   * @store: the store
   * @id: the game written
   * @error: (nullable): why the write failed, or %NULL
   *
   * A save written behind (sq_store_set_write_behind()) is on the disk, or
   * failed with @error: then the file on disk is the one before it.
   * Emitted in the main thread, from an idle or from sq_store_flush().
   */
  signals[WRITE_DONE] =
    g_signal_new ("write-done",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2,
                  G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE,
                  G_TYPE_ERROR | G_SIGNAL_TYPE_STATIC_SCOPE);
}

static void
sq_store_init (SqStore *self)
{
  self->games = g_list_store_new (SQ_TYPE_GAME_INFO);
  self->open_games = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                            sq_store_free_open_game);
  self->touched = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

/* Public API */

/**
 * sq_store_new_for_format:
 * @format: the game's file format, static
 * @directory: (nullable): the games folder, or %NULL for the user's
 *
 * The folder is created when the first game is written. The list is empty
 * until sq_store_refresh().
 *
 * Returns: (transfer full): a new store
 */
SqStore *
sq_store_new_for_format (const SqStoreFormat *format,
                         const char          *directory)
{
  g_return_val_if_fail (format != NULL, NULL);

  return g_object_new (SQ_TYPE_STORE, "format", format, "directory", directory, NULL);
}

/**
 * sq_store_get_format:
 * @store: a store
 *
 * Returns: (transfer none): the game's file format
 */
const SqStoreFormat *
sq_store_get_format (SqStore *store)
{
  g_return_val_if_fail (SQ_IS_STORE (store), NULL);

  return store->format;
}

/**
 * sq_store_get_directory:
 * @store: a store
 *
 * Returns: (transfer none): the games folder
 */
const char *
sq_store_get_directory (SqStore *store)
{
  g_return_val_if_fail (SQ_IS_STORE (store), NULL);

  return store->directory;
}

/**
 * sq_store_get_games:
 * @store: a store
 *
 * The games, damaged ones included, most recently updated first. The
 * store keeps the model up to date as it creates, saves, renames,
 * deletes and imports games.
 *
 * Returns: (transfer none): a list model of #SqGameInfo
 */
GListModel *
sq_store_get_games (SqStore *store)
{
  g_return_val_if_fail (SQ_IS_STORE (store), NULL);

  return G_LIST_MODEL (store->games);
}

/**
 * sq_store_refresh:
 * @store: a store
 * @error: a #GError in %G_FILE_ERROR if the folder cannot be read
 *
 * Reads the folder again: every game file is loaded and replayed, and
 * listed as damaged, with the error, if that fails. A folder that does not
 * exist yet holds no games. Info objects of games still present are kept.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_store_refresh (SqStore  *store,
                  GError  **error)
{
  g_autoptr(GPtrArray) results = NULL;

  g_return_val_if_fail (SQ_IS_STORE (store), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  sq_store_flush (store);

  results = sq_store_scan_directory (store->format, store->directory, error);
  if (results == NULL)
    return FALSE;

  apply_scan (store, results, store->generation);
  return TRUE;
}

typedef struct {
  const SqStoreFormat *format;
  char *directory;
  gboolean housekeeping;
  guint since;          /* the store's generation when the scan started */
} RefreshData;

static void
refresh_data_free (gpointer data)
{
  RefreshData *refresh = data;

  g_free (refresh->directory);
  g_free (refresh);
}

/* In a worker thread: the housekeeping, then the scan. Nothing here
 * touches the store. */
static gpointer
refresh_work (gpointer   task_data,
              GError   **error)
{
  RefreshData *refresh = task_data;

  if (refresh->housekeeping)
    {
      g_autoptr(GError) purge_error = NULL;

      /* a trash that cannot be purged does not stop the list */
      if (!sq_store_purge (refresh->format, refresh->directory,
                           SQ_STORE_TRASH_DAYS * G_TIME_SPAN_DAY, &purge_error))
        g_message ("housekeeping: %s", purge_error->message);
    }

  return sq_store_scan_directory (refresh->format, refresh->directory, error);
}

/**
 * sq_store_refresh_async:
 * @store: a store
 * @housekeeping: whether to purge the trash first (games deleted more
 *   than %SQ_STORE_TRASH_DAYS days ago) and the temporary files a crash
 *   left behind (sq_store_purge_trash())
 * @cancellable: (nullable): a #GCancellable
 * @callback: called in the thread default main context when the list is
 *   up to date
 * @user_data: for @callback
 *
 * sq_store_refresh() in a worker thread: the files are read, checked and
 * replayed off the main thread, so that a slow or hostile folder never
 * holds up the window; the list is updated in one go when they are all
 * read. #SqStore:loading is %TRUE meanwhile.
 */
void
sq_store_refresh_async (SqStore             *store,
                        gboolean             housekeeping,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  RefreshData *refresh;

  g_return_if_fail (SQ_IS_STORE (store));

  sq_store_flush (store);

  refresh = g_new0 (RefreshData, 1);
  refresh->format = store->format;
  refresh->directory = g_strdup (store->directory);
  refresh->housekeeping = housekeeping;
  refresh->since = store->generation;

  task = g_task_new (store, cancellable, callback, user_data);
  g_task_set_source_tag (task, sq_store_refresh_async);
  g_task_set_task_data (task, refresh, refresh_data_free);

  if (store->n_refreshing++ == 0)
    g_object_notify_by_pspec (G_OBJECT (store), properties[PROP_LOADING]);
  /* the store is let go in this thread, never in the worker */
  sq_record_task_run_in_thread (task, refresh_work, (GDestroyNotify) g_ptr_array_unref);
}

/**
 * sq_store_refresh_finish:
 * @store: a store
 * @result: the result given to the callback
 * @error: a #GError in %G_FILE_ERROR if the folder cannot be read, or
 *   %G_IO_ERROR_CANCELLED
 *
 * Returns: %TRUE if the list is up to date
 */
gboolean
sq_store_refresh_finish (SqStore       *store,
                         GAsyncResult  *result,
                         GError       **error)
{
  g_autoptr(GPtrArray) results = NULL;

  g_return_val_if_fail (SQ_IS_STORE (store), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, store), FALSE);

  if (--store->n_refreshing == 0)
    g_object_notify_by_pspec (G_OBJECT (store), properties[PROP_LOADING]);

  results = g_task_propagate_pointer (G_TASK (result), error);
  if (results == NULL)
    return FALSE;

  apply_scan (store, results, ((RefreshData *) g_task_get_task_data (G_TASK (result)))->since);
  return TRUE;
}

/**
 * sq_store_get_loading:
 * @store: a store
 *
 * Returns: whether an asynchronous refresh is under way
 */
gboolean
sq_store_get_loading (SqStore *store)
{
  g_return_val_if_fail (SQ_IS_STORE (store), FALSE);

  return store->n_refreshing > 0;
}

/**
 * sq_store_lookup:
 * @store: a store
 * @id: a game id
 *
 * Returns: (transfer none) (nullable): the listed game with @id
 */
SqGameInfo *
sq_store_lookup (SqStore    *store,
                 const char *id)
{
  SqGameInfo *info;
  guint position;

  g_return_val_if_fail (SQ_IS_STORE (store), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  if (!sq_store_find_info (store, id, &position))
    return NULL;

  /* the model keeps a reference as long as the game is listed */
  info = g_list_model_get_item (G_LIST_MODEL (store->games), position);
  g_object_unref (info);
  return info;
}

/**
 * sq_store_get_last_unfinished:
 * @store: a store
 *
 * The game to offer to continue at start: the most recently updated one
 * that is neither finished nor damaged.
 *
 * Returns: (transfer none) (nullable): that game, if there is one
 */
SqGameInfo *
sq_store_get_last_unfinished (SqStore *store)
{
  guint n;

  g_return_val_if_fail (SQ_IS_STORE (store), NULL);

  n = g_list_model_get_n_items (G_LIST_MODEL (store->games));
  for (guint i = 0; i < n; i++)
    {
      SqGameInfo *info = g_list_model_get_item (G_LIST_MODEL (store->games), i);

      /* the model keeps a reference */
      g_object_unref (info);
      if (!sq_game_info_get_finished (info) && !sq_game_info_get_damaged (info))
        return info;
    }

  return NULL;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The games folder. See sq-store.h and the "Saved games" section of
 * docs/architecture.md.
 *
 * Every game is one sealed file, <id>.json, written whole after every
 * change through a temporary file that is flushed and renamed over the old
 * one (sq_game_file_save_sealed()): a crash at any instant leaves the
 * previous file or the new one. A file that fails to load is listed as
 * damaged, with the loader's error, and left alone: it never stops the
 * other games from loading, and nothing here deletes it unasked. */

#include "sq-store.h"

#include <errno.h>
#include <sys/stat.h>
#include <utime.h>

#include <glib/gstdio.h>

#include "sq-game-file-private.h"
#include "sq-game-info-private.h"
#include "sq-seal-private.h"
#include "sq-store-index.h"

#define SUFFIX              ".json"
/* g_file_set_contents() writes <name>.XXXXXX beside the file */
#define TEMP_SUFFIX_LEN     7
#define STALE_TEMP_AGE      G_TIME_SPAN_HOUR

struct _SqStore
{
  GObject parent_instance;

  char *directory;
  char *trash;
  GListStore *games;          /* SqGameInfo, most recently updated first */
  GHashTable *caches;         /* id -> SqGameFileCache of the games saved */
};

G_DEFINE_FINAL_TYPE (SqStore, sq_store, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_DIRECTORY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Helpers */

/* An id is a file name in the folder without ".json": never a path */
static gboolean
id_is_valid (const char *id)
{
  return id != NULL && id[0] != '\0' && id[0] != '.' && strchr (id, '/') == NULL;
}

static char *
game_path (SqStore    *self,
           const char *id)
{
  g_autofree char *name = g_strconcat (id, SUFFIX, NULL);

  return g_build_filename (self->directory, name, NULL);
}

static char *
trash_path (SqStore    *self,
            const char *id)
{
  g_autofree char *name = g_strconcat (id, SUFFIX, NULL);

  return g_build_filename (self->trash, name, NULL);
}

static gboolean
set_error_from_errno (GError    **error,
                      int         saved_errno,
                      const char *what,
                      const char *path)
{
  g_autofree char *shown = g_filename_display_name (path);

  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               "%s %s: %s", what, shown, g_strerror (saved_errno));
  return FALSE;
}

static gboolean
ensure_directory (const char  *path,
                  GError     **error)
{
  if (g_mkdir_with_parents (path, 0700) != 0)
    return set_error_from_errno (error, errno, "cannot create", path);

  return TRUE;
}

static gboolean
no_such_game (GError    **error,
              const char *id)
{
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
               "%s: no such game in the store", id);
  return FALSE;
}

static GDateTime *
parse_date (const char *text)
{
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();

  return text != NULL ? g_date_time_new_from_iso8601 (text, utc) : NULL;
}

static GDateTime *
modification_time (const char *path)
{
  GStatBuf st;

  if (g_stat (path, &st) != 0)
    return NULL;

  return g_date_time_new_from_unix_utc (st.st_mtime);
}

static char *
now_iso8601 (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();

  /* with microseconds: the list is ordered by this */
  return g_date_time_format_iso8601 (now);
}

static char *
new_id (SqStore *self)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");

  for (;;)
    {
      char *id = g_strdup_printf ("game-%s-%08x", stamp, g_random_int ());
      g_autofree char *path = game_path (self, id);
      g_autofree char *trashed = trash_path (self, id);

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

static void
fill_info (SqGameInfo       *info,
           const SqGameFile *file,
           const SqHistory  *history,
           const char       *path)
{
  g_autoptr(GDateTime) created = parse_date (file->created);
  g_autoptr(GDateTime) updated = parse_date (file->updated);

  if (updated == NULL)
    updated = modification_time (path);

  g_object_freeze_notify (G_OBJECT (info));
  sq_game_info_set_error (info, NULL);
  sq_game_info_set_name (info, file->name);
  sq_game_info_set_created (info, created);
  sq_game_info_set_updated (info, updated);
  sq_game_info_set_finished (info, sq_history_is_finished (history));
  sq_game_info_set_players (info, sq_history_get_state (history)->n_seats);
  g_object_thaw_notify (G_OBJECT (info));
}

/* Loads and replays a file to describe it: what cannot be read is damaged */
static void
scan_one (SqStore    *self,
          SqGameInfo *info)
{
  g_autofree char *path = game_path (self, sq_game_info_get_id (info));
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(GError) error = NULL;

  if (sq_game_file_load_path (path, &file, &error)
      && (history = sq_history_new_from_file (file, &error)) != NULL)
    {
      fill_info (info, file, history, path);
      return;
    }

  {
    g_autoptr(GDateTime) updated = modification_time (path);

    g_object_freeze_notify (G_OBJECT (info));
    sq_game_info_set_error (info, error);
    sq_game_info_set_name (info, NULL);
    sq_game_info_set_created (info, NULL);
    sq_game_info_set_updated (info, updated);
    sq_game_info_set_finished (info, FALSE);
    sq_game_info_set_players (info, 0);
    g_object_thaw_notify (G_OBJECT (info));
  }
}

/* What the writer remembers of a game between two saves */
static SqGameFileCache *
get_cache (SqStore    *self,
           const char *id)
{
  SqGameFileCache *cache = g_hash_table_lookup (self->caches, id);

  if (cache == NULL)
    {
      cache = sq_game_file_cache_new ();
      g_hash_table_insert (self->caches, g_strdup (id), cache);
    }

  return cache;
}

static gboolean
find_info (SqStore    *self,
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
static void
place_info (SqStore    *self,
            SqGameInfo *info)
{
  guint position;

  if (find_info (self, sq_game_info_get_id (info), &position))
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

/* Writes @file as a new game; @history is its replay */
static char *
add_game (SqStore          *self,
          SqGameFile       *file,
          const SqHistory  *history,
          GError          **error)
{
  g_autofree char *id = NULL;
  g_autofree char *path = NULL;
  g_autoptr(SqGameInfo) info = NULL;

  if (!ensure_directory (self->directory, error))
    return NULL;

  id = new_id (self);
  path = game_path (self, id);

  if (file->created == NULL)
    file->created = now_iso8601 ();
  g_free (file->updated);
  file->updated = now_iso8601 ();

  if (!sq_game_file_save_sealed_cached (file, path, get_cache (self, id), error))
    return NULL;

  info = sq_game_info_new (id);
  fill_info (info, file, history, path);
  place_info (self, info);

  return g_steal_pointer (&id);
}

/* a temporary file g_file_set_contents() left behind: <id>.json.XXXXXX */
static gboolean
is_temp_name (const char *name)
{
  gsize len = strlen (name);

  return len > TEMP_SUFFIX_LEN + strlen (SUFFIX)
         && name[len - TEMP_SUFFIX_LEN] == '.'
         && strncmp (name + len - TEMP_SUFFIX_LEN - strlen (SUFFIX), SUFFIX,
                     strlen (SUFFIX)) == 0;
}

/* Deletes the regular files in @directory older than @age that @wanted
 * accepts; the first failure is reported, the rest still go */
static gboolean
remove_old_files (const char  *directory,
                  GTimeSpan    age,
                  gboolean   (*wanted) (const char *name),
                  GError     **error)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GError) local_error = NULL;
  gint64 now = g_get_real_time ();
  const char *name;
  gboolean ok = TRUE;

  dir = g_dir_open (directory, 0, &local_error);
  if (dir == NULL)
    {
      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return TRUE;
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (directory, name, NULL);
      GStatBuf st;

      if (wanted != NULL && !wanted (name))
        continue;
      if (g_lstat (path, &st) != 0 || !S_ISREG (st.st_mode))
        continue;
      if (now - (gint64) st.st_mtime * G_USEC_PER_SEC < age)
        continue;

      if (g_unlink (path) != 0 && ok)
        ok = set_error_from_errno (error, errno, "cannot delete", path);
    }

  return ok;
}

/* GObject overrides */

static void
sq_store_constructed (GObject *object)
{
  SqStore *self = SQ_STORE (object);

  G_OBJECT_CLASS (sq_store_parent_class)->constructed (object);

  if (self->directory == NULL)
    self->directory = g_build_filename (g_get_user_data_dir (), SQ_STORE_APP_DIR,
                                        SQ_STORE_GAMES, NULL);
  self->trash = g_build_filename (self->directory, SQ_STORE_TRASH, NULL);
}

static void
sq_store_finalize (GObject *object)
{
  SqStore *self = SQ_STORE (object);

  g_free (self->directory);
  g_free (self->trash);
  g_clear_object (&self->games);
  g_clear_pointer (&self->caches, g_hash_table_unref);

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
    case PROP_DIRECTORY:
      g_value_set_string (value, self->directory);
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
   * SqStore:directory:
   *
   * The games folder. %NULL at construction means the user's:
   * g_get_user_data_dir()/io.github.camelot_squire.Squire/games.
   */
  properties[PROP_DIRECTORY] =
    g_param_spec_string ("directory", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sq_store_init (SqStore *self)
{
  self->games = g_list_store_new (SQ_TYPE_GAME_INFO);
  self->caches = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                        (GDestroyNotify) sq_game_file_cache_free);
}

/* Public API */

/**
 * sq_store_new:
 * @directory: (nullable): the games folder, or %NULL for the user's
 *
 * The folder is created when the first game is written. The list is empty
 * until sq_store_refresh().
 *
 * Returns: (transfer full): a new store
 */
SqStore *
sq_store_new (const char *directory)
{
  return g_object_new (SQ_TYPE_STORE, "directory", directory, NULL);
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
 * Reads the folder again: every `*.json` file is loaded and replayed, and
 * listed as damaged, with the error, if that fails. A folder that does not
 * exist yet holds no games. Info objects of games still present are kept.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_store_refresh (SqStore  *store,
                  GError  **error)
{
  g_autoptr(GHashTable) old = NULL;
  g_autoptr(GPtrArray) infos = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(SqStoreIndex) index = NULL;
  g_autoptr(GHashTable) listed = NULL;
  const char *name;
  guint n;

  g_return_val_if_fail (SQ_IS_STORE (store), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  infos = g_ptr_array_new_with_free_func (g_object_unref);
  dir = g_dir_open (store->directory, 0, &local_error);
  if (dir == NULL && !g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  old = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_object_unref);
  n = g_list_model_get_n_items (G_LIST_MODEL (store->games));
  for (guint i = 0; i < n; i++)
    {
      SqGameInfo *info = g_list_model_get_item (G_LIST_MODEL (store->games), i);

      g_hash_table_insert (old, (gpointer) sq_game_info_get_id (info), info);
    }

  index = sq_store_index_load (store->directory);
  listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *id = NULL;
      g_autofree char *path = NULL;
      SqGameInfo *info;
      struct stat st;
      gboolean have_stat;

      if (name[0] == '.' || !g_str_has_suffix (name, SUFFIX))
        continue;
      id = g_strndup (name, strlen (name) - strlen (SUFFIX));
      if (!id_is_valid (id))
        continue;

      info = g_hash_table_lookup (old, id);
      info = info != NULL ? g_object_ref (info) : sq_game_info_new (id);
      path = game_path (store, id);
      have_stat = g_lstat (path, &st) == 0;
      /* the index spares reading every file; what changed is read again */
      if (!have_stat || !sq_store_index_lookup (index, id, &st, info))
        {
          scan_one (store, info);
          if (have_stat)
            sq_store_index_put (index, id, &st, info);
        }
      g_hash_table_add (listed, g_steal_pointer (&id));
      g_ptr_array_add (infos, info);
    }

  g_ptr_array_sort_with_data (infos, compare_infos_indirect, NULL);
  g_list_store_splice (store->games, 0, n, infos->pdata, infos->len);

  sq_store_index_keep (index, listed);
  if (dir != NULL && !sq_store_index_save (index, &local_error))
    g_debug ("games index not saved: %s", local_error->message);

  return TRUE;
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

  if (!find_info (store, id, &position))
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

/**
 * sq_store_create:
 * @store: a store
 * @file: the new game: its setup, name and any actions
 * @error: a #GError in %SQ_FILE_ERROR if @file does not replay, in
 *   %G_FILE_ERROR if it cannot be written
 *
 * Adds a game under a fresh id. Sets @file's created date if it has none
 * and its updated date.
 *
 * Returns: (transfer full) (nullable): the new game's id
 */
char *
sq_store_create (SqStore     *store,
                 SqGameFile  *file,
                 GError     **error)
{
  g_autoptr(SqHistory) history = NULL;

  g_return_val_if_fail (SQ_IS_STORE (store), NULL);
  g_return_val_if_fail (file != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  history = sq_history_new_from_file (file, error);
  if (history == NULL)
    return NULL;

  return add_game (store, file, history, error);
}

/**
 * sq_store_load:
 * @store: a store
 * @id: a game id
 * @error: a #GError in %SQ_FILE_ERROR or %G_FILE_ERROR
 *
 * Reads a game's file through the loader (sq_game_file_load_path()); make
 * a history of it with sq_history_new_from_file(), which replays it.
 *
 * Returns: (transfer full) (nullable): the game file
 */
SqGameFile *
sq_store_load (SqStore     *store,
               const char  *id,
               GError     **error)
{
  g_autofree char *path = NULL;
  SqGameFile *file = NULL;

  g_return_val_if_fail (SQ_IS_STORE (store), NULL);
  g_return_val_if_fail (id_is_valid (id), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  path = game_path (store, id);
  if (!sq_game_file_load_path (path, &file, error))
    return NULL;

  return file;
}

/**
 * sq_store_save:
 * @store: a store
 * @id: a listed game
 * @file: the game's file, as created or loaded
 * @history: the game's history
 * @error: a #GError in %G_FILE_ERROR
 *
 * Saves the game after a change: copies @history's actions and redo
 * entries into @file (sq_history_write_to_file()), stamps its updated
 * date, takes the name from the store (so that a rename is not undone by
 * the next save) and writes it atomically and durably. When this returns
 * %TRUE the change survives a crash or a power cut.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_store_save (SqStore          *store,
               const char       *id,
               SqGameFile       *file,
               const SqHistory  *history,
               GError          **error)
{
  SqGameInfo *info;
  g_autofree char *path = NULL;
  g_autoptr(GDateTime) updated = NULL;

  g_return_val_if_fail (SQ_IS_STORE (store), FALSE);
  g_return_val_if_fail (id_is_valid (id), FALSE);
  g_return_val_if_fail (file != NULL, FALSE);
  g_return_val_if_fail (history != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  info = sq_store_lookup (store, id);
  if (info == NULL)
    return no_such_game (error, id);

  sq_history_write_to_file (history, file);
  if (g_strcmp0 (file->name, sq_game_info_get_name (info)) != 0)
    {
      g_free (file->name);
      file->name = g_strdup (sq_game_info_get_name (info));
    }
  g_free (file->updated);
  file->updated = now_iso8601 ();

  path = game_path (store, id);
  if (!ensure_directory (store->directory, error)
      || !sq_game_file_save_sealed_cached (file, path, get_cache (store, id), error))
    return FALSE;

  updated = parse_date (file->updated);
  g_object_freeze_notify (G_OBJECT (info));
  sq_game_info_set_error (info, NULL);
  sq_game_info_set_updated (info, updated);
  sq_game_info_set_finished (info, sq_history_is_finished (history));
  g_object_thaw_notify (G_OBJECT (info));
  place_info (store, info);

  return TRUE;
}

/**
 * sq_store_rename:
 * @store: a store
 * @id: a listed game
 * @name: (nullable): the new display name; %NULL or "" for none
 * @error: a #GError: the game's own load error if it is damaged
 *
 * Changes a game's display name in its file and in the list. The updated
 * date stays: renaming is not playing.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_store_rename (SqStore     *store,
                 const char  *id,
                 const char  *name,
                 GError     **error)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autofree char *path = NULL;
  SqGameInfo *info;

  g_return_val_if_fail (SQ_IS_STORE (store), FALSE);
  g_return_val_if_fail (id_is_valid (id), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  info = sq_store_lookup (store, id);
  if (info == NULL)
    return no_such_game (error, id);

  /* a damaged file is left as it is, even one that only fails to replay */
  if (sq_game_info_get_damaged (info))
    {
      g_propagate_error (error, g_error_copy (sq_game_info_get_error (info)));
      return FALSE;
    }

  if (name != NULL && name[0] == '\0')
    name = NULL;

  file = sq_store_load (store, id, error);
  if (file == NULL)
    return FALSE;

  g_free (file->name);
  file->name = g_strdup (name);

  path = game_path (store, id);
  if (!sq_game_file_save_sealed (file, path, error))
    return FALSE;

  sq_game_info_set_name (info, name);
  return TRUE;
}

/**
 * sq_store_delete:
 * @store: a store
 * @id: a listed game, damaged or not
 * @error: a #GError in %G_FILE_ERROR
 *
 * Moves the game's file into the trash folder (`trash/` inside the games
 * folder) and takes it off the list. sq_store_undo_delete() brings it
 * back; sq_store_purge_trash() deletes it for good.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_store_delete (SqStore     *store,
                 const char  *id,
                 GError     **error)
{
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;
  guint position;

  g_return_val_if_fail (SQ_IS_STORE (store), FALSE);
  g_return_val_if_fail (id_is_valid (id), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!find_info (store, id, &position))
    return no_such_game (error, id);

  from = game_path (store, id);
  to = trash_path (store, id);
  if (!ensure_directory (store->trash, error))
    return FALSE;
  if (g_rename (from, to) != 0)
    return set_error_from_errno (error, errno, "cannot move to the trash", from);

  /* the purge counts from the deletion */
  g_utime (to, NULL);

  g_list_store_remove (store->games, position);
  g_hash_table_remove (store->caches, id);
  return TRUE;
}

/**
 * sq_store_undo_delete:
 * @store: a store
 * @id: a game deleted with sq_store_delete()
 * @error: a #GError in %G_FILE_ERROR: %G_FILE_ERROR_NOENT if it is no
 *   longer in the trash, %G_FILE_ERROR_EXIST if a game with that id is
 *   back already
 *
 * Moves the game back from the trash and lists it again.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_store_undo_delete (SqStore     *store,
                      const char  *id,
                      GError     **error)
{
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;
  g_autoptr(SqGameInfo) info = NULL;

  g_return_val_if_fail (SQ_IS_STORE (store), FALSE);
  g_return_val_if_fail (id_is_valid (id), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  from = trash_path (store, id);
  to = game_path (store, id);
  if (sq_store_lookup (store, id) != NULL || g_file_test (to, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST,
                   "%s: a game with this id is in the store already", id);
      return FALSE;
    }
  if (g_rename (from, to) != 0)
    return set_error_from_errno (error, errno, "cannot restore", from);

  info = sq_game_info_new (id);
  scan_one (store, info);
  place_info (store, info);

  return TRUE;
}

/**
 * sq_store_purge_trash:
 * @store: a store
 * @older_than: how long a deleted game stays in the trash; 0 empties it
 * @error: a #GError in %G_FILE_ERROR, for the first file that could not
 *   be deleted
 *
 * Deletes for good the games deleted at least @older_than ago. Also
 * removes temporary files that a crash in the middle of a save left in
 * the games folder, once they are an hour old (a save in progress is
 * never that old).
 *
 * Returns: %TRUE if everything due went
 */
gboolean
sq_store_purge_trash (SqStore     *store,
                      GTimeSpan    older_than,
                      GError     **error)
{
  gboolean ok;

  g_return_val_if_fail (SQ_IS_STORE (store), FALSE);
  g_return_val_if_fail (older_than >= 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  ok = remove_old_files (store->trash, older_than, NULL, error);
  if (!remove_old_files (store->directory, STALE_TEMP_AGE, is_temp_name,
                         ok ? error : NULL))
    ok = FALSE;

  return ok;
}

/**
 * sq_store_export:
 * @store: a store
 * @id: a listed game
 * @path: where to write the copy (for the app, a path the file chooser
 *   portal gave)
 * @error: a #GError in %SQ_FILE_ERROR, %G_FILE_ERROR or %G_IO_ERROR
 *
 * Writes a sealed copy of the game to @path, atomically. A damaged file is
 * copied byte for byte, so that it can still be sent with a bug report.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_store_export (SqStore     *store,
                 const char  *id,
                 const char  *path,
                 GError     **error)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autofree char *from = NULL;
  SqGameInfo *info;

  g_return_val_if_fail (SQ_IS_STORE (store), FALSE);
  g_return_val_if_fail (id_is_valid (id), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  info = sq_store_lookup (store, id);
  if (info == NULL)
    return no_such_game (error, id);

  from = game_path (store, id);
  if (sq_game_info_get_damaged (info))
    {
      g_autoptr(GFile) source = g_file_new_for_path (from);
      g_autoptr(GFile) target = g_file_new_for_path (path);

      return g_file_copy (source, target, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, error);
    }

  file = sq_store_load (store, id, error);
  if (file == NULL)
    return FALSE;

  return sq_game_file_save_sealed (file, path, error);
}

/**
 * sq_store_import:
 * @store: a store
 * @path: a game file, plain or sealed (for the app, a path the file
 *   chooser portal gave)
 * @error: the loader's error (%SQ_FILE_ERROR or %G_FILE_ERROR) if the file
 *   does not load or replay, or a %G_FILE_ERROR if it cannot be written
 *
 * Validates the file through the loader and a replay, then adds it as a
 * new game under a fresh id and a fresh key, sealed. A file without a name
 * is named after its file name.
 *
 * Returns: (transfer full) (nullable): the new game's id
 */
char *
sq_store_import (SqStore     *store,
                 const char  *path,
                 GError     **error)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqHistory) history = NULL;

  g_return_val_if_fail (SQ_IS_STORE (store), NULL);
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!sq_game_file_load_path (path, &file, error))
    return NULL;

  history = sq_history_new_from_file (file, error);
  if (history == NULL)
    {
      g_autofree char *shown = g_filename_display_name (path);

      g_prefix_error (error, "%s: ", shown);
      return NULL;
    }

  sq_seal_random_key (file->key);
  if (file->name == NULL)
    {
      g_autofree char *base = g_filename_display_basename (path);

      if (g_str_has_suffix (base, SUFFIX))
        base[strlen (base) - strlen (SUFFIX)] = '\0';
      file->name = g_steal_pointer (&base);
    }

  return add_game (store, file, history, error);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A toy game file for the store's tests: a key file with a counter that
 * ends the game at its goal, so the store is tested with no real game.
 * What the store needs of a format is all here: names and dates, a key
 * that a copy changes, a name limit, a file that loads but does not
 * replay, and a writer's cache (it counts the saves of one game). Every
 * load is counted, so a test can see which files a listing read. */

#pragma once

#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

#include <glib/gstdio.h>

#include "sq-record-store-private.h"

G_BEGIN_DECLS

#define TOY_SUFFIX      ".toy"
#define TOY_GROUP       "toy"
#define TOY_NAME_LIMIT  20

typedef enum {
  TOY_ERROR_FORMAT,
  TOY_ERROR_REPLAY,
  TOY_ERROR_NAME,
} ToyError;

#define TOY_ERROR (toy_error_quark ())
static inline GQuark
toy_error_quark (void)
{
  return g_quark_from_static_string ("toy-error-quark");
}

typedef struct {
  char *name;
  char *created;
  char *updated;
  char *key;
  guint count;      /* actions played */
  guint goal;       /* the game is over when count reaches it */
  guint players;
  gboolean broken;  /* loads, but does not replay */
  guint saves;      /* as the writer's cache counted them */
} ToyFile;

typedef struct {
  guint saves;
} ToyCache;

/* how many files the format has read */
static gint toy_loads;

static inline ToyFile *
toy_file_new (const char *name,
              guint       count,
              guint       goal,
              guint       players)
{
  ToyFile *file = g_new0 (ToyFile, 1);

  file->name = g_strdup (name);
  file->key = g_strdup ("0000");
  file->count = count;
  file->goal = goal;
  file->players = players;
  return file;
}

static inline void
toy_file_free (gpointer data)
{
  ToyFile *file = data;

  if (file == NULL)
    return;
  g_free (file->name);
  g_free (file->created);
  g_free (file->updated);
  g_free (file->key);
  g_free (file);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ToyFile, toy_file_free)

static inline char *
toy_get_string (GKeyFile   *keys,
                const char *key)
{
  return g_key_file_get_string (keys, TOY_GROUP, key, NULL);
}

static inline gpointer
toy_load (const char  *path,
          GStatBuf    *st,
          GError     **error)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autofree char *format = NULL;
  ToyFile *file;

  g_atomic_int_inc (&toy_loads);
  if (!g_key_file_load_from_file (keys, path, G_KEY_FILE_NONE, error))
    return NULL;
  format = toy_get_string (keys, "format");
  if (g_strcmp0 (format, "toy") != 0)
    {
      g_set_error (error, TOY_ERROR, TOY_ERROR_FORMAT, "not a toy file");
      return NULL;
    }

  file = g_new0 (ToyFile, 1);
  file->name = toy_get_string (keys, "name");
  file->created = toy_get_string (keys, "created");
  file->updated = toy_get_string (keys, "updated");
  file->key = toy_get_string (keys, "key");
  file->count = (guint) g_key_file_get_integer (keys, TOY_GROUP, "count", NULL);
  file->goal = (guint) g_key_file_get_integer (keys, TOY_GROUP, "goal", NULL);
  file->players = (guint) g_key_file_get_integer (keys, TOY_GROUP, "players", NULL);
  file->broken = g_key_file_get_boolean (keys, TOY_GROUP, "broken", NULL);
  file->saves = (guint) g_key_file_get_integer (keys, TOY_GROUP, "saves", NULL);
  if (st != NULL)
    g_assert_cmpint (g_lstat (path, st), ==, 0);
  return file;
}

static inline char *
toy_to_data (const ToyFile *file,
             gsize         *len)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();

  g_key_file_set_string (keys, TOY_GROUP, "format", "toy");
  if (file->name != NULL)
    g_key_file_set_string (keys, TOY_GROUP, "name", file->name);
  if (file->created != NULL)
    g_key_file_set_string (keys, TOY_GROUP, "created", file->created);
  if (file->updated != NULL)
    g_key_file_set_string (keys, TOY_GROUP, "updated", file->updated);
  g_key_file_set_string (keys, TOY_GROUP, "key", file->key != NULL ? file->key : "");
  g_key_file_set_integer (keys, TOY_GROUP, "count", (gint) file->count);
  g_key_file_set_integer (keys, TOY_GROUP, "goal", (gint) file->goal);
  g_key_file_set_integer (keys, TOY_GROUP, "players", (gint) file->players);
  g_key_file_set_boolean (keys, TOY_GROUP, "broken", file->broken);
  g_key_file_set_integer (keys, TOY_GROUP, "saves", (gint) file->saves);
  return g_key_file_to_data (keys, len, NULL);
}

static inline gboolean
toy_save (gpointer     data,
          const char  *path,
          gpointer     cache,
          GError     **error)
{
  ToyFile *file = data;
  g_autofree char *text = NULL;
  gsize len;

  if (cache != NULL)
    file->saves = ++((ToyCache *) cache)->saves;
  text = toy_to_data (file, &len);
  return g_file_set_contents_full (path, text, len, G_FILE_SET_CONTENTS_CONSISTENT,
                                   0600, error);
}

static inline char **
toy_field (gpointer     data,
           SqStoreField field)
{
  ToyFile *file = data;

  switch (field)
    {
    case SQ_STORE_FIELD_NAME:
      return &file->name;
    case SQ_STORE_FIELD_CREATED:
      return &file->created;
    case SQ_STORE_FIELD_UPDATED:
    default:
      return &file->updated;
    }
}

static inline void
toy_new_key (gpointer data)
{
  ToyFile *file = data;

  g_free (file->key);
  file->key = g_strdup_printf ("%08x%08x", g_random_int (), g_random_int ());
}

static inline gboolean
toy_check_name (const char  *name,
                GError     **error)
{
  if (name != NULL && strlen (name) > TOY_NAME_LIMIT)
    {
      g_set_error (error, TOY_ERROR, TOY_ERROR_NAME, "name: too long");
      return FALSE;
    }

  return TRUE;
}

static inline gboolean
toy_describe (gpointer   data,
              gboolean  *finished,
              guint     *players,
              GError   **error)
{
  ToyFile *file = data;

  if (file->broken)
    {
      g_set_error (error, TOY_ERROR, TOY_ERROR_REPLAY, "action 1: does not replay");
      return FALSE;
    }

  *finished = file->count >= file->goal;
  *players = file->players;
  return TRUE;
}

static inline gpointer
toy_cache_new (void)
{
  return g_new0 (ToyCache, 1);
}

static const SqStoreFormat toy_format = {
  .folder = "toys",
  .suffix = TOY_SUFFIX,
  .id_prefix = "toy",
  .load = toy_load,
  .save = toy_save,
  .free = toy_file_free,
  .field = toy_field,
  .new_key = toy_new_key,
  .check_name = toy_check_name,
  .describe = toy_describe,
  .cache_new = toy_cache_new,
  .cache_free = g_free,
};

/* Folders */

static inline char *
toy_make_temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("squire-record-store-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

/* rm -r of what the test made (no symbolic link is followed) */
static inline void
toy_remove_tree (const char *path)
{
  GStatBuf st;

  if (g_lstat (path, &st) != 0)
    return;

  if (S_ISDIR (st.st_mode))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          toy_remove_tree (child);
        }
      g_assert_cmpint (g_rmdir (path), ==, 0);
      return;
    }

  g_assert_cmpint (g_unlink (path), ==, 0);
}

static inline char *
toy_path (const char *dir,
          const char *id)
{
  g_autofree char *name = g_strconcat (id, TOY_SUFFIX, NULL);

  return g_build_filename (dir, name, NULL);
}

/* Writes @file as <dir>/<id>.toy, as another program would */
static inline void
toy_write (const char    *dir,
           const char    *id,
           const ToyFile *file)
{
  g_autofree char *path = toy_path (dir, id);
  g_autofree char *text = NULL;
  gsize len;

  text = toy_to_data (file, &len);
  g_assert_true (g_file_set_contents (path, text, (gssize) len, NULL));
}

static inline ToyFile *
toy_read (const char *dir,
          const char *id)
{
  g_autofree char *path = toy_path (dir, id);
  g_autoptr(GError) error = NULL;
  ToyFile *file = toy_load (path, NULL, &error);

  g_assert_no_error (error);
  return file;
}

static inline char *
toy_contents (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* Makes @path look @age old */
static inline void
toy_age (const char *path,
         GTimeSpan   age)
{
  struct utimbuf times;

  times.actime = times.modtime = (time_t) ((g_get_real_time () - age) / G_USEC_PER_SEC);
  g_assert_cmpint (g_utime (path, &times), ==, 0);
}

/* A new game of the toy format in @store, not open */
static inline char *
toy_add (SqStore    *store,
         const char *name,
         guint       count,
         guint       goal,
         guint       players)
{
  g_autoptr(ToyFile) file = toy_file_new (name, count, goal, players);
  g_autoptr(GError) error = NULL;
  char *id = sq_store_add_file (store, file, count >= goal, players, FALSE, &error);

  g_assert_no_error (error);
  g_assert_nonnull (id);
  return id;
}

G_END_DECLS

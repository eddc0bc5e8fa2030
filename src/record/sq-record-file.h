/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game file of any game: its envelope (format marker, version, name,
 * dates), its setup and its actions, the strict loader, the plain and
 * sealed writers and the replay, written once over what an
 * SqRecordFormat says of a game. Each game's file (SqGameFile,
 * SqLegendsFile) is a thin typed wrapper over these; the format is
 * described in docs/save-format.md. */

#pragma once

#include <glib/gstdio.h>

#include "sq-record-json.h"
#include "sq-record-ruleset.h"

G_BEGIN_DECLS

/* the key the sealed form of a file is written with */
#define SQ_RECORD_FILE_KEY_BYTES 32

/**
 * SqRecordFormat:
 * @ruleset: the game's rules: sizes, apply, the names of action types and
 *   refusals, the making of a state from a setup
 * @format: the marker in "format", which tells the games' files apart
 * @version: the version written, and the newest one read (every version
 *   from 1 on is read)
 * @max_actions: the most actions and redo entries a file may hold
 * @other_format: (nullable): another game's marker, named in the refusal
 *   of such a file
 * @other_game: (nullable): what that refusal adds, such as
 *   " (a Shadows over Camelot game)"
 * @file_size: the size of the game's file struct
 * @setup_offset: where that struct keeps its setup (@ruleset's
 *   setup_size bytes); and likewise the actions (a #GArray of the
 *   ruleset's actions), the redo entries, the name, the dates (strings),
 *   whether it was read sealed (a #gboolean) and its key: see
 *   SQ_RECORD_FILE_LAYOUT()
 * @clear_members: (nullable): the game's own members in clear, written
 *   after "name" and copied in the sealed part from version 2 on
 * @body_members: (nullable): the game's own members beside the actions,
 *   sealed in the sealed form
 * @setup_to_json: the setup's JSON, with its seed in "seed"
 * @setup_from_json: reads a setup (@node is an object), with messages
 *   relative to it
 * @check_setup_in_clear: (nullable): what the setup in clear of a sealed
 *   file (without its seed) must not say, beside "seed"
 * @action_to_json: an action's JSON
 * @action_from_json: reads an action, with messages relative to it
 * @action_type_from_name: (nullable): the name of a known action type as
 *   the game spells it, or %NULL, for a message about a file's action
 * @init: (nullable): makes the game's own members of a new file
 * @clear: (nullable): frees them
 * @read_clear: (nullable): reads @clear_members from the top-level object
 *   of a file of @version, after the setup and actions
 * @read_body: (nullable): reads @body_members from the object holding the
 *   actions (the file, or the sealed part)
 * @write_clear: (nullable): writes @clear_members into an object being
 *   built
 * @write_body: (nullable): writes @body_members into an object being
 *   built
 *
 * What the record layer's files need of a game, beside its ruleset: a
 * static constant of the game.
 */
typedef struct {
  const SqRecordRuleset *ruleset;
  const char  *format;
  gint         version;
  guint        max_actions;
  const char  *other_format;
  const char  *other_game;

  gsize        file_size;
  gsize        setup_offset;
  gsize        actions_offset;
  gsize        redo_offset;
  gsize        name_offset;
  gsize        created_offset;
  gsize        updated_offset;
  gsize        sealed_offset;
  gsize        key_offset;

  const char * const *clear_members;
  const char * const *body_members;

  JsonNode   *(*setup_to_json)         (gconstpointer  setup);
  gboolean    (*setup_from_json)       (JsonNode      *node,
                                        gpointer       setup,
                                        GError       **error);
  gboolean    (*check_setup_in_clear)  (JsonObject    *setup,
                                        GError       **error);
  JsonNode   *(*action_to_json)        (gconstpointer  action);
  gboolean    (*action_from_json)      (JsonNode      *node,
                                        gpointer       action,
                                        GError       **error);
  const char *(*action_type_from_name) (const char    *name);

  void        (*init)                  (gpointer       file);
  void        (*clear)                 (gpointer       file);
  gboolean    (*read_clear)            (JsonObject    *object,
                                        gint64         version,
                                        gpointer       file,
                                        GError       **error);
  gboolean    (*read_body)             (JsonObject    *object,
                                        gpointer       file,
                                        GError       **error);
  void        (*write_clear)           (JsonBuilder   *builder,
                                        gconstpointer  file);
  void        (*write_body)            (JsonBuilder   *builder,
                                        gconstpointer  file);
} SqRecordFormat;

/**
 * SQ_RECORD_FILE_LAYOUT:
 * @Type: a game's file struct, with the members setup, actions, redo,
 *   name, created, updated, sealed and key
 *
 * Fills in the layout members of an SqRecordFormat for @Type.
 */
#define SQ_RECORD_FILE_LAYOUT(Type) \
  .file_size = sizeof (Type), \
  .setup_offset = G_STRUCT_OFFSET (Type, setup), \
  .actions_offset = G_STRUCT_OFFSET (Type, actions), \
  .redo_offset = G_STRUCT_OFFSET (Type, redo), \
  .name_offset = G_STRUCT_OFFSET (Type, name), \
  .created_offset = G_STRUCT_OFFSET (Type, created), \
  .updated_offset = G_STRUCT_OFFSET (Type, updated), \
  .sealed_offset = G_STRUCT_OFFSET (Type, sealed), \
  .key_offset = G_STRUCT_OFFSET (Type, key)

typedef struct _SqRecordFileCache SqRecordFileCache;

gpointer  sq_record_file_new             (const SqRecordFormat  *format,
                                          gconstpointer          setup);
void      sq_record_file_free            (const SqRecordFormat  *format,
                                          gpointer               file);

gboolean  sq_record_file_load_bytes      (const SqRecordFormat  *format,
                                          const char            *data,
                                          gsize                  len,
                                          gpointer              *out,
                                          GError               **error);
gboolean  sq_record_file_load_path       (const SqRecordFormat  *format,
                                          const char            *path,
                                          gpointer              *out,
                                          GStatBuf              *st,
                                          GError               **error);
gboolean  sq_record_file_sniff_bytes     (const SqRecordFormat  *format,
                                          const char            *data,
                                          gsize                  len);

gpointer  sq_record_file_start           (const SqRecordFormat  *format,
                                          gconstpointer          setup,
                                          GError               **error);
gpointer  sq_record_file_replay          (const SqRecordFormat  *format,
                                          gconstpointer          file,
                                          guint                 *n_applied,
                                          GError               **error);
void      sq_record_file_set_refusal     (const SqRecordRuleset *ruleset,
                                          const char            *what,
                                          guint                  index,
                                          gconstpointer          action,
                                          GError                *refusal,
                                          GError               **error);

char     *sq_record_file_to_data         (const SqRecordFormat  *format,
                                          gconstpointer          file,
                                          gsize                 *len);
char     *sq_record_file_to_sealed_data  (const SqRecordFormat  *format,
                                          gconstpointer          file,
                                          SqRecordFileCache     *cache,
                                          gsize                 *len);
gboolean  sq_record_file_save_plain      (const SqRecordFormat  *format,
                                          gconstpointer          file,
                                          const char            *path,
                                          GError               **error);
gboolean  sq_record_file_save_sealed     (const SqRecordFormat  *format,
                                          gconstpointer          file,
                                          const char            *path,
                                          SqRecordFileCache     *cache,
                                          GError               **error);

SqRecordFileCache *sq_record_file_cache_new  (const SqRecordFormat *format);
void               sq_record_file_cache_free (SqRecordFileCache    *cache);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SqRecordFileCache, sq_record_file_cache_free)

/**
 * SQ_RECORD_DECLARE_FILE:
 * @File: the game's file struct (see SQ_RECORD_FILE_LAYOUT())
 * @prefix: the prefix of its functions, such as sq_legends_file
 * @Setup: the game's setup type
 * @Action: the game's action type
 *
 * Declares a game's typed file API over the record layer, each function
 * the generic one of the same name with the game's format:
 *
 * - `File *prefix_new (const Setup *setup)`: a file with @setup, no
 *   actions and a fresh random key (sq_record_file_new());
 * - `prefix_free`, `prefix_append` (an action after the others);
 * - `prefix_load_bytes (data, len, &file, &error)` and
 *   `prefix_load_path (path, &file, &error)`, the strict loader;
 * - `prefix_to_data` and `prefix_save_to_path`, the plain form;
 * - `prefix_to_sealed_data` and `prefix_save_sealed`, the sealed form,
 *   saved atomically and durably, readable by its owner only.
 *
 * The game writes its replay itself (sq_record_file_replay() with what
 * the game adds), and SQ_RECORD_DEFINE_FILE() in its file.
 */
#define SQ_RECORD_DECLARE_FILE(File, prefix, Setup, Action) \
  File     *prefix##_new            (const Setup   *setup); \
  void      prefix##_free           (File          *file); \
  void      prefix##_append         (File          *file, \
                                     const Action  *action); \
  gboolean  prefix##_load_bytes     (const char    *data, \
                                     gsize          len, \
                                     File         **out, \
                                     GError       **error); \
  gboolean  prefix##_load_path      (const char    *path, \
                                     File         **out, \
                                     GError       **error); \
  char     *prefix##_to_data        (const File    *file, \
                                     gsize         *len); \
  char     *prefix##_to_sealed_data (const File    *file, \
                                     gsize         *len); \
  gboolean  prefix##_save_to_path   (const File    *file, \
                                     const char    *path, \
                                     GError       **error); \
  gboolean  prefix##_save_sealed    (const File    *file, \
                                     const char    *path, \
                                     GError       **error); \
  G_DEFINE_AUTOPTR_CLEANUP_FUNC (File, prefix##_free)

/**
 * SQ_RECORD_DEFINE_FILE:
 * @File: as for SQ_RECORD_DECLARE_FILE()
 * @prefix: likewise
 * @Setup: likewise
 * @Action: likewise
 * @format: a pointer to the game's #SqRecordFormat
 *
 * Defines the functions SQ_RECORD_DECLARE_FILE() declares.
 */
#define SQ_RECORD_DEFINE_FILE(File, prefix, Setup, Action, format) \
  File * \
  prefix##_new (const Setup *setup) \
  { \
    g_return_val_if_fail (setup != NULL, NULL); \
    return sq_record_file_new ((format), setup); \
  } \
  void \
  prefix##_free (File *file) \
  { \
    sq_record_file_free ((format), file); \
  } \
  void \
  prefix##_append (File         *file, \
                   const Action *action) \
  { \
    g_return_if_fail (file != NULL && action != NULL); \
    g_array_append_vals (file->actions, action, 1); \
  } \
  gboolean \
  prefix##_load_bytes (const char  *data, \
                       gsize        len, \
                       File       **out, \
                       GError     **error) \
  { \
    return sq_record_file_load_bytes ((format), data, len, (gpointer *) out, error); \
  } \
  gboolean \
  prefix##_load_path (const char  *path, \
                      File       **out, \
                      GError     **error) \
  { \
    return sq_record_file_load_path ((format), path, (gpointer *) out, NULL, error); \
  } \
  char * \
  prefix##_to_data (const File *file, \
                    gsize      *len) \
  { \
    return sq_record_file_to_data ((format), file, len); \
  } \
  char * \
  prefix##_to_sealed_data (const File *file, \
                           gsize      *len) \
  { \
    return sq_record_file_to_sealed_data ((format), file, NULL, len); \
  } \
  gboolean \
  prefix##_save_to_path (const File  *file, \
                         const char  *path, \
                         GError     **error) \
  { \
    return sq_record_file_save_plain ((format), file, path, error); \
  } \
  gboolean \
  prefix##_save_sealed (const File  *file, \
                        const char  *path, \
                        GError     **error) \
  { \
    return sq_record_file_save_sealed ((format), file, path, NULL, error); \
  }

G_END_DECLS

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
 * SqRecordMember:
 * @name: the member's name in the file
 * @in_clear: whether it stands in clear beside the name and the dates
 *   (and is copied in the sealed part from version 2 on); otherwise it
 *   stands beside the actions, sealed in the sealed form
 * @init: (nullable): makes the member's value in a new file struct
 * @clear: (nullable): frees it
 * @read: reads it from its @node, %NULL when the file has none; a member
 *   in clear is read once the setup and the actions are, a member beside
 *   the actions once they are
 * @write: the member's JSON, or %NULL to leave it out
 *
 * A member of a game's files that the record layer does not know, with
 * its value in the game's file struct.
 */
typedef struct {
  const char *name;
  gboolean    in_clear;
  void      (*init)  (gpointer       file);
  void      (*clear) (gpointer       file);
  gboolean  (*read)  (JsonNode      *node,
                      gint64         version,
                      gpointer       file,
                      GError       **error);
  JsonNode *(*write) (gconstpointer  file);
} SqRecordMember;

typedef void      (*SqRecordMemberInit)  (gpointer       file);
typedef gboolean  (*SqRecordMemberRead)  (JsonNode      *node,
                                          gint64         version,
                                          gpointer       file,
                                          GError       **error);
typedef JsonNode *(*SqRecordMemberWrite) (gconstpointer  file);

/**
 * SQ_RECORD_MEMBER:
 * @name: as for #SqRecordMember
 * @in_clear: likewise
 * @init_fn: (nullable): `void init (File *)`
 * @clear_fn: (nullable): `void clear (File *)`
 * @read_fn: `gboolean read (JsonNode *, gint64 version, File *, GError **)`
 * @write_fn: `JsonNode *write (const File *)`
 *
 * An #SqRecordMember from functions over the game's own file struct.
 */
#define SQ_RECORD_MEMBER(name, in_clear, init_fn, clear_fn, read_fn, write_fn) \
  { (name), (in_clear), (SqRecordMemberInit) (init_fn), (SqRecordMemberInit) (clear_fn), \
    (SqRecordMemberRead) (read_fn), (SqRecordMemberWrite) (write_fn) }

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
 * @setup_to_json: the setup's JSON, with its seed in "seed"
 * @setup_from_json: reads a setup (@node is an object), with messages
 *   relative to it
 * @action_to_json: an action's JSON
 * @action_from_json: reads an action, with messages relative to it
 * @action_type_from_name: (nullable): the action type a name names, for
 *   a message about a file's action
 * @action_type_to_name: (nullable): the name of a known action type
 * @check_setup_in_clear: (nullable): what the setup in clear of a sealed
 *   file (without its seed) must not say, beside "seed"
 * @members: (nullable) (array zero-terminated=1): the game's own members,
 *   ended by one without a name
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

  JsonNode   *(*setup_to_json)         (gconstpointer  setup);
  gboolean    (*setup_from_json)       (JsonNode      *node,
                                        gpointer       setup,
                                        GError       **error);
  JsonNode   *(*action_to_json)        (gconstpointer  action);
  gboolean    (*action_from_json)      (JsonNode      *node,
                                        gpointer       action,
                                        GError       **error);
  gboolean    (*action_type_from_name) (const char    *name,
                                        gint          *type);
  const char *(*action_type_to_name)   (gint           type);
  gboolean    (*check_setup_in_clear)  (JsonObject    *setup,
                                        GError       **error);

  const SqRecordMember *members;
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

typedef JsonNode *(*SqRecordToJsonFunc)   (gconstpointer   value);
typedef gboolean  (*SqRecordFromJsonFunc) (JsonNode       *node,
                                           gpointer        value,
                                           GError        **error);
typedef gboolean  (*SqRecordTypeFromName) (const char     *name,
                                           gint           *type);
typedef const char *(*SqRecordTypeToName) (gint            type);

/**
 * SQ_RECORD_FORMAT_JSON:
 * @setup_to: `JsonNode *setup_to (const Setup *)`
 * @setup_from: `gboolean setup_from (JsonNode *, Setup *, GError **)`
 * @action_to: `JsonNode *action_to (const Action *)`
 * @action_from: `gboolean action_from (JsonNode *, Action *, GError **)`
 * @type_from_name: `gboolean type_from_name (const char *, ActionType *)`,
 *   for an enumeration of action types
 * @type_to_name: `const char *type_to_name (ActionType)`
 *
 * Fills in the JSON members of an SqRecordFormat with the game's own
 * functions.
 */
#define SQ_RECORD_FORMAT_JSON(setup_to, setup_from, action_to, action_from, \
                              type_from_name, type_to_name) \
  .setup_to_json = (SqRecordToJsonFunc) (setup_to), \
  .setup_from_json = (SqRecordFromJsonFunc) (setup_from), \
  .action_to_json = (SqRecordToJsonFunc) (action_to), \
  .action_from_json = (SqRecordFromJsonFunc) (action_from), \
  .action_type_from_name = (SqRecordTypeFromName) (type_from_name), \
  .action_type_to_name = (SqRecordTypeToName) (type_to_name)

typedef struct _SqRecordFileCache SqRecordFileCache;
typedef struct _SqRecordSealing SqRecordSealing;

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
SqRecordSealing *sq_record_file_begin_sealed (const SqRecordFormat *format,
                                          gconstpointer          file,
                                          SqRecordFileCache     *cache);
char     *sq_record_sealing_finish       (SqRecordSealing       *sealing,
                                          gsize                 *len);
void      sq_record_sealing_free         (SqRecordSealing       *sealing);
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

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game file: a setup plus the actions played, and its safe loader.
 * The format is described in docs/save-format.md. */

#pragma once

#include "sq-json.h"

G_BEGIN_DECLS

#define SQ_GAME_FILE_FORMAT   "squire-game"
#define SQ_GAME_FILE_VERSION  1

/* Limits the loader enforces before anything else looks at the data. */
#define SQ_FILE_MAX_BYTES     (8 * 1024 * 1024)
#define SQ_FILE_MAX_DEPTH     64
#define SQ_FILE_MAX_ACTIONS   100000

/**
 * SqGameFile:
 * @setup: the table and rule options
 * @actions: (element-type SqAction): the actions, in the order played
 * @name: (nullable): a display name
 * @created: (nullable): when the game was created, ISO 8601
 *
 * A plain struct: fill it in directly.
 */
typedef struct {
  SqSetup setup;
  GArray *actions;
  char *name;
  char *created;
} SqGameFile;

SqGameFile *sq_game_file_new             (const SqSetup    *setup);
void        sq_game_file_free            (SqGameFile       *file);
void        sq_game_file_append          (SqGameFile       *file,
                                          const SqAction   *action);

gboolean    sq_game_file_load_bytes      (const char       *data,
                                          gsize             len,
                                          SqGameFile      **out,
                                          GError          **error);
gboolean    sq_game_file_load_path       (const char       *path,
                                          SqGameFile      **out,
                                          GError          **error);

char       *sq_game_file_to_data         (const SqGameFile *file,
                                          gsize            *len);
gboolean    sq_game_file_save_to_path    (const SqGameFile *file,
                                          const char       *path,
                                          GError          **error);

SqState    *sq_game_file_replay          (const SqGameFile *file,
                                          guint            *n_applied,
                                          GError          **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SqGameFile, sq_game_file_free)

G_END_DECLS

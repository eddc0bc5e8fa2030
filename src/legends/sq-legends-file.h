/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Camelot Legends game file: a setup plus the actions played, and its
 * safe loader. The format, plain and sealed, is described in the Camelot
 * Legends section of docs/save-format.md. Its "format" marker differs
 * from the Shadows over Camelot file's, so neither loader reads the
 * other's files. */

#pragma once

#include "sq-game-file.h"
#include "sq-legends-json.h"

G_BEGIN_DECLS

#define SQ_LEGENDS_FILE_FORMAT      "squire-legends"
/* 2: the sealed part copies the members in clear (see the main game's
 * SQ_GAME_FILE_VERSION); 3: the players' names ("player_names"), which
 * were kept in a file of their own before. Versions 1 and 2 are still
 * read. */
#define SQ_LEGENDS_FILE_VERSION     3

/* Limits the loader enforces; the size and depth are the main game's, as
 * both loaders read through the engine's sq-file-read.c. */
#define SQ_LEGENDS_FILE_MAX_BYTES   SQ_FILE_MAX_BYTES
#define SQ_LEGENDS_FILE_MAX_DEPTH   SQ_FILE_MAX_DEPTH
#define SQ_LEGENDS_FILE_MAX_ACTIONS 20000

#define SQ_LEGENDS_FILE_KEY_BYTES   32

/**
 * SqLegendsFile:
 * @setup: the table and the options
 * @actions: (element-type SqLegendsAction): the actions, in the order played
 * @redo: (element-type SqLegendsAction): actions that were undone and may
 *   be redone, in the order first played
 * @name: (nullable): a display name
 * @player_names: (nullable): the players' names, one per seat
 *   (setup.n_players); %NULL in a file of version 1 or 2
 * @created: (nullable): when the game was created, ISO 8601
 * @updated: (nullable): when the game was last saved, ISO 8601
 * @sealed: whether the file was read from the sealed form
 * @key: the key the sealed form is written with
 *
 * A plain struct, as SqGameFile: fill it in directly. Make it with
 * sq_legends_file_new() or a loader, so that @key is set.
 */
typedef struct {
  SqLegendsSetup setup;
  GArray *actions;
  GArray *redo;
  char *name;
  GStrv player_names;
  char *created;
  char *updated;
  gboolean sealed;
  guint8 key[SQ_LEGENDS_FILE_KEY_BYTES];
} SqLegendsFile;

SqLegendsFile  *sq_legends_file_new            (const SqLegendsSetup  *setup);
void            sq_legends_file_free           (SqLegendsFile         *file);
void            sq_legends_file_append         (SqLegendsFile         *file,
                                                const SqLegendsAction *action);

gboolean        sq_legends_file_load_bytes     (const char            *data,
                                                gsize                  len,
                                                SqLegendsFile        **out,
                                                GError               **error);
gboolean        sq_legends_file_load_path      (const char            *path,
                                                SqLegendsFile        **out,
                                                GError               **error);
gboolean        sq_legends_file_sniff_bytes    (const char            *data,
                                                gsize                  len);
gboolean        sq_legends_file_sniff_path     (const char            *path);

char           *sq_legends_file_to_data        (const SqLegendsFile   *file,
                                                gsize                 *len);
char           *sq_legends_file_to_sealed_data (const SqLegendsFile   *file,
                                                gsize                 *len);
gboolean        sq_legends_file_save_to_path   (const SqLegendsFile   *file,
                                                const char            *path,
                                                GError               **error);
gboolean        sq_legends_file_save_sealed    (const SqLegendsFile   *file,
                                                const char            *path,
                                                GError               **error);

SqLegendsState *sq_legends_file_replay         (const SqLegendsFile   *file,
                                                guint                 *n_applied,
                                                GError               **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SqLegendsFile, sq_legends_file_free)

G_END_DECLS

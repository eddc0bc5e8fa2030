/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Camelot Legends game file: a setup plus the actions played, and its
 * safe loader, the record layer's (sq-record-file.h) for this game. The
 * format, plain and sealed, is described in the Camelot
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

/* Limits the loader enforces; the size and depth are the record layer's,
 * the same for every game. */
#define SQ_LEGENDS_FILE_MAX_BYTES   SQ_FILE_MAX_BYTES
#define SQ_LEGENDS_FILE_MAX_DEPTH   SQ_FILE_MAX_DEPTH
#define SQ_LEGENDS_FILE_MAX_ACTIONS 20000

#define SQ_LEGENDS_FILE_KEY_BYTES   SQ_RECORD_FILE_KEY_BYTES

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

gboolean        sq_legends_file_sniff_bytes    (const char            *data,
                                                gsize                  len);
gboolean        sq_legends_file_sniff_path     (const char            *path);

SQ_RECORD_DECLARE_FILE (SqLegendsFile, sq_legends_file, SqLegendsSetup, SqLegendsAction)

SqLegendsState *sq_legends_file_replay         (const SqLegendsFile   *file,
                                                guint                 *n_applied,
                                                GError               **error);

G_END_DECLS

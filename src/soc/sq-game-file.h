/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game file: a setup plus the actions played, and its safe loader,
 * the record layer's (sq-record-file.h) for this game. The format, plain
 * and sealed, is described in docs/save-format.md. */

#pragma once

#include "sq-correction.h"
#include "sq-json.h"
#include "sq-record-file.h"

G_BEGIN_DECLS

#define SQ_GAME_FILE_FORMAT   "squire-game"
/* 2: the sealed part holds a copy of the members in clear (format,
 * version, name, dates), so that its MAC covers the whole file. Files of
 * version 1 are still read. */
#define SQ_GAME_FILE_VERSION  2

/* Limits the loader enforces beside the record layer's (SQ_FILE_MAX_BYTES,
 * SQ_FILE_MAX_DEPTH, SQ_FILE_MAX_NAME_CHARS in sq-record-json.h) */
#define SQ_FILE_MAX_ACTIONS   100000
/* each correction replays the game from the deal, on load and on every
 * undo or redo over it: bounded so that no file takes long to replay */
#define SQ_FILE_MAX_CORRECTIONS 100

#define SQ_GAME_FILE_KEY_BYTES 32

/**
 * SqGameFile:
 * @setup: the table and rule options
 * @actions: (element-type SqAction): the actions, in the order played
 * @redo: (element-type SqAction): actions that were undone and may be
 *   redone, in the order they were first played; empty unless the game was
 *   saved after an undo. sq_game_file_replay() does not apply them;
 *   sq_history_new_from_file() does.
 * @corrections: (element-type SqCorrection): the entries of @actions and
 *   @redo (counted over both) that correct an earlier action; empty for
 *   most games
 * @name: (nullable): a display name
 * @created: (nullable): when the game was created, ISO 8601
 * @updated: (nullable): when the game was last saved, ISO 8601
 * @sealed: whether the file was read from the sealed form (informative:
 *   the writer chosen decides the form written)
 * @key: the key the sealed form is written with; random for a new game or
 *   a file read in plain form, the file's own for a sealed one
 *
 * A plain struct: fill it in directly. Make it with sq_game_file_new() or
 * a loader, so that @key is set.
 */
typedef struct {
  SqSetup setup;
  GArray *actions;
  GArray *redo;
  GArray *corrections;
  char *name;
  char *created;
  char *updated;
  gboolean sealed;
  guint8 key[SQ_GAME_FILE_KEY_BYTES];
} SqGameFile;

SQ_RECORD_DECLARE_FILE (SqGameFile, sq_game_file, SqSetup, SqAction)

SqState    *sq_game_file_replay          (const SqGameFile *file,
                                          guint            *n_applied,
                                          GError          **error);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game file's record-layer descriptions, and the sealed writer's
 * memory between saves for the store (SqRecordFileCache): a game is saved
 * after every action, and all but the last action are written exactly as
 * the time before. */

#pragma once

#include <glib/gstdio.h>

#include "sq-game-file.h"

G_BEGIN_DECLS

typedef SqRecordFileCache SqGameFileCache;

/* Shadows over Camelot for the record layer: its rules (the history's
 * too) and its file */
extern const SqRecordRuleset sq_game_ruleset;
extern const SqRecordFormat  sq_game_file_format;

SqGameFileCache *sq_game_file_cache_new            (void);
void             sq_game_file_cache_free           (SqGameFileCache  *cache);

char            *sq_game_file_to_sealed_data_cached (const SqGameFile *file,
                                                     SqGameFileCache  *cache,
                                                     gsize            *len);
gboolean         sq_game_file_save_sealed_cached   (const SqGameFile *file,
                                                    const char       *path,
                                                    SqGameFileCache  *cache,
                                                    GError          **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SqGameFileCache, sq_game_file_cache_free)

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The first page: continue the last game, start a new one, the saved
 * games (open, rename, delete with undo, export, import), the rules and
 * Camelot Legends. It only emits signals for what leaves the page. */

#pragma once

#include <adwaita.h>

#include "sq-store.h"

G_BEGIN_DECLS

#define SQ_TYPE_START_PAGE (sq_start_page_get_type ())

G_DECLARE_FINAL_TYPE (SqStartPage, sq_start_page, SQ, START_PAGE, AdwBin)

GtkWidget *sq_start_page_new         (SqStore     *store);
SqStore   *sq_start_page_get_store   (SqStartPage *self);
void       sq_start_page_set_store   (SqStartPage *self,
                                      SqStore     *store);
gboolean   sq_start_page_import_file (SqStartPage *self,
                                      GFile       *file);
gboolean   sq_start_page_get_games_shown (SqStartPage *self);

G_END_DECLS

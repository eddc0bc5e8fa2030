/* SPDX-License-Identifier: GPL-3.0-or-later */
/* "Now at the table": what the last action asks of the physical table
 * (draw three white cards, lay a sword, place a siege engine, give a
 * relic), as a checklist that stays until every item is ticked or the
 * next action is taken. */

#pragma once

#include <adwaita.h>

#include "sq-game.h"

G_BEGIN_DECLS

#define SQ_TYPE_TABLE_CHECKLIST (sq_table_checklist_get_type ())

G_DECLARE_FINAL_TYPE (SqTableChecklist, sq_table_checklist, SQ, TABLE_CHECKLIST, AdwBin)

GtkWidget *sq_table_checklist_new       (void);
SqGame    *sq_table_checklist_get_game  (SqTableChecklist *self);
void       sq_table_checklist_set_game  (SqTableChecklist *self,
                                         SqGame           *game);
guint      sq_table_checklist_get_n_items (SqTableChecklist *self);
const char *sq_table_checklist_get_item (SqTableChecklist *self,
                                         guint             index);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* "Correct…" from the history: a picker for what the table really
 * entered, then, if a later action no longer applies, the question of
 * what to keep. */

#pragma once

#include <adwaita.h>

#include "sq-game.h"

G_BEGIN_DECLS

void sq_correction_dialog_ask (GtkWidget *owner,
                               SqGame    *game,
                               guint      entry);

G_END_DECLS

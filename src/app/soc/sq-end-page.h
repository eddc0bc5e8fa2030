/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#pragma once

#include <adwaita.h>

#include "sq-state.h"

G_BEGIN_DECLS

#define SQ_TYPE_END_PAGE (sq_end_page_get_type ())

G_DECLARE_FINAL_TYPE (SqEndPage, sq_end_page, SQ, END_PAGE, GtkWidget)

GtkWidget *sq_end_page_new       (void);

void       sq_end_page_set_state (SqEndPage     *self,
                                  const SqState *state);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shared by sq-legends-page.c and sq-legends-page-conflict.c */

#pragma once

#include "sq-legends-page.h"

G_BEGIN_DECLS

void sq_legends_page_on_save_failed (SqLegendsPage *self,
                                     const GError  *error,
                                     SqLegendsGame *game);

G_END_DECLS

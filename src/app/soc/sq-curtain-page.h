/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The curtain page of a game: the loyalty deal at its start, and a
 * knight's look again at his loyalty card or his hand. It owns the
 * actions curtain.look-loyalty(u) and curtain.look-hand(u) and fills the
 * main menu's section that offers them. */

#pragma once

#include <adwaita.h>

#include "sq-curtain.h"
#include "sq-game.h"
#include "sq-phone-link.h"

G_BEGIN_DECLS

#define SQ_TYPE_CURTAIN_PAGE (sq_curtain_page_get_type ())

G_DECLARE_FINAL_TYPE (SqCurtainPage, sq_curtain_page, SQ, CURTAIN_PAGE, AdwBin)

GtkWidget    *sq_curtain_page_new         (SqPhoneLink   *phones,
                                           GMenu         *menu_section);
void          sq_curtain_page_set_game    (SqCurtainPage *self,
                                           SqGame        *game);
GActionGroup *sq_curtain_page_get_actions (SqCurtainPage *self);
SqCurtain    *sq_curtain_page_get_curtain (SqCurtainPage *self);
void          sq_curtain_page_deal        (SqCurtainPage *self);
void          sq_curtain_page_cancel      (SqCurtainPage *self);

G_END_DECLS

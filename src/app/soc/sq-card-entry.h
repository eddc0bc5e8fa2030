/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The cards of the table's own decks as the card picker shows them when
 * one is entered: a black card drawn or turned over, or white cards
 * played from a hand. The deck's groups, copies left, and for a card that
 * cannot be there, the reason. Not a widget: the turn's steps fill the
 * picker with it. */

#pragma once

#include "sq-card-picker.h"
#include "sq-state.h"

G_BEGIN_DECLS

const char *sq_card_entry_group (SqFace face);
GtkWidget  *sq_card_entry_lay_button_new  (void);
void        sq_card_entry_show_lay_button (SqCardPicker *picker,
                                           GtkWidget    *button,
                                           SqQuestId     quest,
                                           const char   *sentence);
gboolean sq_card_entry_applies (const SqState     *state,
                                const SqAction    *draft);
guint    sq_card_entry_build   (const SqState     *state,
                                const SqAction    *draft,
                                SqCardPickerEntry *out,
                                guint              max,
                                GPtrArray         *owned);
guint    sq_card_entry_show_house (SqCardPicker   *picker,
                                   const SqState  *state,
                                   gint            kind,
                                   SqAction       *actions,
                                   guint           max);

G_END_DECLS

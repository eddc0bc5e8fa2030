/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Quick entry of a Camelot Legends character as printed on its card: a
 * name (optional), an allegiance for a Knight, whether it is a Lord of
 * Camelot, and its six ability scores as spin buttons. A bid shows only
 * the abilities the event names. */

#pragma once

#include <adwaita.h>

#include "sq-legends-types.h"

G_BEGIN_DECLS

#define SQ_TYPE_LEGENDS_CHARACTER_FORM (sq_legends_character_form_get_type ())

G_DECLARE_FINAL_TYPE (SqLegendsCharacterForm, sq_legends_character_form,
                      SQ, LEGENDS_CHARACTER_FORM, AdwBin)

GtkWidget *sq_legends_character_form_new           (void);
void       sq_legends_character_form_get_card      (SqLegendsCharacterForm *self,
                                                    SqLegendsCard          *card);
void       sq_legends_character_form_set_card      (SqLegendsCharacterForm *self,
                                                    const SqLegendsCard    *card);
void       sq_legends_character_form_reset         (SqLegendsCharacterForm *self);
void       sq_legends_character_form_set_abilities (SqLegendsCharacterForm *self,
                                                    guint                   abilities);
void       sq_legends_character_form_set_show_lord (SqLegendsCharacterForm *self,
                                                    gboolean                show_lord);

void       sq_legends_copy_text                    (char                   *field,
                                                    const char             *text);

G_END_DECLS

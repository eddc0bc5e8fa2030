/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The card picker: one card (or knight) at a time, with what is chosen so
 * far, the running total and what the pattern still needs. The turn's
 * steps decide which items are offered; the picker only shows them. Arrow
 * keys move between the items, and typing a card's name finds it. */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SQ_TYPE_CARD_PICKER (sq_card_picker_get_type ())

G_DECLARE_FINAL_TYPE (SqCardPicker, sq_card_picker, SQ, CARD_PICKER, GtkBox)

/* One card of a physical deck, as the picker shows it. */
typedef struct {
  guint8      item;       /* the face */
  guint8      copies;     /* copies left: the focus starts on the most */
  const char *label;      /* its name */
  const char *icon_name;  /* (nullable) its symbol */
  const char *group;      /* (nullable) the heading of its part of the deck */
  const char *detail;     /* (nullable) "2 left" */
  const char *reason;     /* (nullable) why it cannot be there: shown disabled */
} SqCardPickerEntry;

GtkWidget *sq_card_picker_new          (void);
void       sq_card_picker_set_title    (SqCardPicker       *self,
                                        const char         *title);
void       sq_card_picker_set_searchable (SqCardPicker     *self,
                                          gboolean          searchable);
gboolean   sq_card_picker_set_group_extra (SqCardPicker    *self,
                                           const char      *group,
                                           GtkWidget       *widget);
void       sq_card_picker_set_summary  (SqCardPicker       *self,
                                        const char         *summary);
void       sq_card_picker_set_items    (SqCardPicker       *self,
                                        const guint8       *items,
                                        const char * const *labels,
                                        guint               n_items);
void       sq_card_picker_set_confirm  (SqCardPicker       *self,
                                        const char         *label);
void       sq_card_picker_set_back     (SqCardPicker       *self,
                                        const char         *label);
guint      sq_card_picker_get_n_items  (SqCardPicker       *self);
gboolean   sq_card_picker_focus_first  (SqCardPicker       *self);
gboolean   sq_card_picker_focus_confirm (SqCardPicker      *self);
gboolean   sq_card_picker_find         (SqCardPicker       *self,
                                        const char         *prefix);
void       sq_card_picker_set_entries  (SqCardPicker            *self,
                                        const SqCardPickerEntry *entries,
                                        guint                    n_entries,
                                        gboolean                 can_override);
gboolean   sq_card_picker_get_override (SqCardPicker       *self);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rule options of a new game, folded in one expander row: a switch,
 * a choice or a number for every point the rules leave open, each with
 * its recommended value and a line on what it does. Also the one place
 * that maps the options to their settings keys. */

#pragma once

#include <adwaita.h>

#include "sq-types.h"

G_BEGIN_DECLS

#define SQ_TYPE_RULE_OPTIONS_ROW (sq_rule_options_row_get_type ())

G_DECLARE_FINAL_TYPE (SqRuleOptionsRow, sq_rule_options_row, SQ, RULE_OPTIONS_ROW, AdwExpanderRow)

GtkWidget *sq_rule_options_row_new           (void);
void       sq_rule_options_row_get_options   (SqRuleOptionsRow    *self,
                                              SqRuleOptions       *options);
void       sq_rule_options_row_set_options   (SqRuleOptionsRow    *self,
                                              const SqRuleOptions *options);
guint      sq_rule_options_row_get_n_changed (SqRuleOptionsRow    *self);

void       sq_rule_options_load              (SqRuleOptions       *options,
                                              GSettings           *settings);
void       sq_rule_options_save              (const SqRuleOptions *options,
                                              GSettings           *settings);
char      *sq_rule_options_describe          (GSettings           *settings,
                                              const char          *key,
                                              const char         **title);

G_END_DECLS

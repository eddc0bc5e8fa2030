/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules reference on screen: a search entry over the sections and
 * their topics, and the topic on show with its related topics. Side by
 * side on a wide window, one after the other on a narrow one. Back goes
 * through the topics followed, then to the index; the window asks first
 * (sq_rules_page_go_back()) before it leaves the page. */

#pragma once

#include <adwaita.h>

#include "sq-reference.h"

G_BEGIN_DECLS

#define SQ_TYPE_RULES_PAGE (sq_rules_page_get_type ())

G_DECLARE_FINAL_TYPE (SqRulesPage, sq_rules_page, SQ, RULES_PAGE, GtkWidget)

GtkWidget   *sq_rules_page_new           (SqReference *reference,
                                          GSettings   *settings);
SqReference *sq_rules_page_get_reference (SqRulesPage *self);
const char  *sq_rules_page_get_topic_id  (SqRulesPage *self);
void         sq_rules_page_show_index    (SqRulesPage *self);
gboolean     sq_rules_page_show_topic    (SqRulesPage *self,
                                          const char  *topic_id);
gboolean     sq_rules_page_show_rule     (SqRulesPage *self,
                                          const char  *rule_id);
gboolean     sq_rules_page_go_back       (SqRulesPage *self);
void         sq_rules_page_set_game      (SqRulesPage *self,
                                          const char  *game);
const char  *sq_rules_page_get_game      (SqRulesPage *self);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the Camelot Legends page and its panels (tracker, actions,
 * bidding, score, table) share: a "game" property they follow, a
 * "show-rule" signal passed on from their children, buttons tried on a
 * copy of the state, and a table of named parts for tests. Plain
 * functions, not a type. */

#pragma once

#include <adwaita.h>

#include "sq-legends-game.h"
#include "sq-legends-reason.h"

G_BEGIN_DECLS

/* A widget of a panel that tests can ask for by name: @offset is that of
 * its pointer in the panel's instance struct */
typedef struct
{
  const char *name;
  gsize       offset;
} SqLegendsPart;

GParamSpec *sq_legends_game_param_spec      (void);
guint       sq_legends_show_rule_signal_new (GType                  type);
void        sq_legends_pass_on_show_rule    (GtkWidget             *child,
                                             const char            *rule_id,
                                             gpointer               panel);
gboolean    sq_legends_follow_game          (gpointer               panel,
                                             SqLegendsGame        **slot,
                                             gulong                *handler,
                                             SqLegendsGame         *game,
                                             GCallback              changed_cb);
gboolean    sq_legends_check_action         (GtkWidget             *panel,
                                             SqLegendsGame         *game,
                                             const char            *action_name,
                                             const SqLegendsAction *action,
                                             SqLegendsReason       *reason,
                                             GError               **error);
GtkWidget  *sq_legends_find_part            (gpointer               panel,
                                             const SqLegendsPart   *parts,
                                             gsize                  n_parts,
                                             const char            *name);
gboolean    sq_legends_is_turn_phase        (guint                  decision);
void        sq_legends_set_label            (GtkLabel              *label,
                                             const char            *text);
void        sq_legends_set_button_visible   (GtkWidget             *button,
                                             gboolean               visible);

G_END_DECLS

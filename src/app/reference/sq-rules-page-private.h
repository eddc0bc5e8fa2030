/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shared by sq-rules-page.c and sq-rules-page-topic.c */

#pragma once

#include <adwaita.h>

#include "sq-rules-page.h"

G_BEGIN_DECLS

struct _SqRulesPage
{
  GtkWidget          parent_instance;

  SqReference       *reference;
  GSettings         *settings;
  SqReferenceTopic  *topic;        /* the one on show, or %NULL */
  char              *game;         /* the game at the table: its topics first */
  GPtrArray         *history;      /* the topics followed; the last is on show */
  gboolean           from_index;   /* the first of them was chosen in the index */
  /* The list shows the index (each section's title as a GtkStringObject,
   * then its topics) or the topics a search found, best first. */
  GListStore        *index;
  GListModel        *results;      /* %NULL when nothing is searched */
  GtkNoSelection    *selection;
  /* A related topic to open once its row's activation is over: opening
   * it replaces the row. */
  SqReferenceTopic  *pending;
  guint              pending_source;

  /* Template widgets */
  AdwLeaflet        *leaflet;
  GtkSearchEntry    *search_entry;
  GtkCheckButton    *others_check;
  GtkStack          *index_stack;
  GtkListView       *topic_list;
  GtkStack          *topic_stack;
  GtkScrolledWindow *topic_scroller;
  GtkBox            *topic_box;
};

/* sq-rules-page.c */
void sq_rules_page_on_related_row_activated (AdwActionRow     *row,
                                             SqRulesPage      *self);

/* sq-rules-page-topic.c */
void sq_rules_page_display_topic            (SqRulesPage      *self,
                                             SqReferenceTopic *topic);

G_END_DECLS

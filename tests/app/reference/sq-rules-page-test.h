/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* What test-rules-page.c and test-rules-window.c share: a rules page's
 * template children, and choosing a topic in its list as a reader would. */

#pragma once

#include <adwaita.h>

#include "sq-rules-page.h"
#include "sq-ui-test.h"

G_BEGIN_DECLS

static inline GtkWidget *
page_child (SqRulesPage *page,
            const char  *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (page), SQ_TYPE_RULES_PAGE, name);

  g_assert_nonnull (child);

  return GTK_WIDGET (child);
}

static inline GListModel *
list_model (SqRulesPage *page)
{
  return G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (page_child (page, "topic_list"))));
}

/* Clicks the row of the list at @position. */
static inline void
activate_position (SqRulesPage *page,
                   guint        position)
{
  g_signal_emit_by_name (page_child (page, "topic_list"), "activate", position);
  sq_test_iterate ();
}

/* Clicks the topic titled @title in the list; there must be one. */
static inline void
activate_in_list (SqRulesPage *page,
                  const char  *title)
{
  GListModel *model = list_model (page);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, i);

      if (SQ_IS_REFERENCE_TOPIC (item) &&
          g_strcmp0 (sq_reference_topic_get_title (SQ_REFERENCE_TOPIC (item)), title) == 0)
        {
          activate_position (page, i);
          return;
        }
    }

  g_error ("no topic “%s” in the list", title);
}

G_END_DECLS

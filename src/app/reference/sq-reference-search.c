/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The reference's search for the game at the table: its topics first, and
 * the other game's only when asked for. Kept apart from sq-reference.c,
 * which loads the documents. */

#include "config.h"

#include "sq-reference.h"

/**
 * sq_reference_search_in_game:
 * @query: words as the player typed them
 * @game: (nullable): the game being played, or %NULL for every game alike
 * @others: whether the other games' topics are wanted too
 *
 * Like sq_reference_search(), with @game's topics first (in their order
 * of relevance), then, with @others, the other games' topics.
 *
 * Returns: (transfer full): the matching topics
 */
GListModel *
sq_reference_search_in_game (SqReference *self,
                             const char  *query,
                             const char  *game,
                             gboolean     others)
{
  g_autoptr(GListModel) all = NULL;
  GListStore *results;
  guint n;

  g_return_val_if_fail (SQ_IS_REFERENCE (self), NULL);
  g_return_val_if_fail (query != NULL, NULL);

  all = sq_reference_search (self, query);
  if (game == NULL)
    return g_steal_pointer (&all);

  results = g_list_store_new (SQ_TYPE_REFERENCE_TOPIC);
  n = g_list_model_get_n_items (all);
  for (guint pass = 0; pass < (others ? 2u : 1u); pass++)
    for (guint i = 0; i < n; i++)
      {
        g_autoptr(SqReferenceTopic) topic = g_list_model_get_item (all, i);
        gboolean mine = g_strcmp0 (sq_reference_topic_get_game (topic), game) == 0;

        if (mine == (pass == 0))
          g_list_store_append (results, topic);
      }

  return G_LIST_MODEL (results);
}

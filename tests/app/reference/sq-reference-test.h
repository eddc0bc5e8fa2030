/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* What test-reference.c and test-reference-extraction.c share: the small
 * fixture (reference-fixture.xml) and the real data/rules/reference.xml,
 * loaded or failing the test, and the ids of the topics a search finds. */

#pragma once

#include <string.h>

#include "sq-reference.h"

G_BEGIN_DECLS

static inline char *
fixture_path (void)
{
  return g_test_build_filename (G_TEST_DIST, "app", "reference", "reference-fixture.xml", NULL);
}

static inline char *
real_path (void)
{
  return g_build_filename (SQ_SOURCE_ROOT, "data", "rules", "reference.xml", NULL);
}

static inline SqReference *
load_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  SqReference *reference;
  char *contents;
  gsize length;

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);
  bytes = g_bytes_new_take (contents, length);

  reference = sq_reference_new_from_bytes (bytes, &error);
  g_assert_no_error (error);
  g_assert_true (SQ_IS_REFERENCE (reference));

  return reference;
}

static inline SqReference *
load_fixture (void)
{
  g_autofree char *path = fixture_path ();

  return load_file (path);
}

/* The ids of @model's topics, joined by spaces. */
static inline char *
topic_ids (GListModel *model)
{
  g_autoptr(GString) ids = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(SqReferenceTopic) topic = g_list_model_get_item (model, i);

      if (i > 0)
        g_string_append_c (ids, ' ');
      g_string_append (ids, sq_reference_topic_get_id (topic));
    }

  return g_strdup (ids->str);
}

static inline char *
search_ids (SqReference *reference,
            const char  *query)
{
  g_autoptr(GListModel) results = sq_reference_search (reference, query);

  return topic_ids (results);
}

G_END_DECLS

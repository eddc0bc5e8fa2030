/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* For test-languages: the strings the sources mark, each with what the
 * catalogue bound to the text domain answers, to tell English on screen
 * from a translation. */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  SQ_TEST_UNTRANSLATED,  /* no translation in the catalogue */
  SQ_TEST_SAME,          /* translated as itself: a name, say */
  SQ_TEST_TRANSLATED,
} SqTestStatus;

/* Why a text is English a translator should have replaced, and what makes
 * it the same problem again: one format that makes "Turn 1", "Turn 2"… is
 * one problem. */
typedef struct
{
  char *problem;
  char *key;
} SqTestFinding;

typedef struct _SqTestCatalogue SqTestCatalogue;

SqTestCatalogue *sq_test_catalogue_new            (const char      *template_path,
                                                   const char      *domain);
void             sq_test_catalogue_free           (SqTestCatalogue *self);
guint            sq_test_catalogue_get_n_messages (SqTestCatalogue *self);
guint            sq_test_catalogue_count          (SqTestCatalogue *self,
                                                   SqTestStatus     status);
GPtrArray       *sq_test_catalogue_check          (SqTestCatalogue *self,
                                                   const char      *text);

void             sq_test_finding_free             (SqTestFinding   *finding);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SqTestCatalogue, sq_test_catalogue_free)

G_END_DECLS

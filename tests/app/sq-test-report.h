/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* For test-languages: what a screen in one language shows that is wrong,
 * English a translator should have replaced or text that does not fit,
 * each problem said once with where it is and how often it was seen. */

#pragma once

#include <gtk/gtk.h>

#include "sq-test-catalogue.h"

G_BEGIN_DECLS

typedef enum
{
  SQ_TEST_PROBLEM_ENGLISH,
  SQ_TEST_PROBLEM_UNFIT,
} SqTestProblem;

/* The problems of one or more screens, each said once, with the screen
 * where it was first seen and how often it was seen. */
typedef struct
{
  const char      *language;
  SqTestCatalogue *catalogue;
  char            *screen;
  GPtrArray       *problems;       /* "language screen: problem", in the order found */
  GPtrArray       *keys;           /* the key of each problem (borrowed from counts) */
  GHashTable      *counts;         /* key -> count */
  guint            n_problems[2];  /* by SqTestProblem, each counted once */
  guint            n_labels;       /* checked: none means nothing was on screen */
} SqTestReport;

SqTestReport *sq_test_report_new          (const char      *language,
                                           SqTestCatalogue *catalogue,
                                           const char      *screen);
void          sq_test_report_set_screen   (SqTestReport    *report,
                                           const char      *screen);
void          sq_test_report_check_window (SqTestReport    *report,
                                           GtkWidget       *window,
                                           int              width,
                                           int              height);
void          sq_test_report_finish       (SqTestReport    *report);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The fixture of the ui tests that drive a whole window: an application
 * of its own, a games folder in a temporary folder, and a 1280x800
 * window on show (or one of another size). */

#pragma once

#include <adwaita.h>

#include "sq-application.h"
#include "sq-store.h"
#include "sq-window.h"

#include "sq-ui-test.h"

G_BEGIN_DECLS

typedef struct
{
  SqApplication *app;
  char          *directory;  /* a temporary folder */
  char          *games;      /* the games folder in it */
  SqStore       *store;
  SqWindow      *window;
} SqTestWindow;

/* The window at @width x @height */
static inline void
sq_test_window_setup_sized (SqTestWindow *fixture,
                            int           width,
                            int           height)
{
  g_autoptr(GError) error = NULL;
  static guint counter;
  /* a fresh id each time: with a session bus, the application's object
   * path stays exported after it is released */
  g_autofree char *id = g_strdup_printf ("%s.Test%u", APP_ID, counter++);

  fixture->app = sq_application_new (id, G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (fixture->app), NULL, &error);
  g_assert_no_error (error);

  fixture->games = sq_test_make_games_folder ("squire-ui-XXXXXX", &fixture->directory);
  fixture->store = sq_store_new (fixture->games);

  fixture->window = g_object_new (SQ_TYPE_WINDOW,
                                  "application", fixture->app,
                                  "settings", sq_application_get_settings (fixture->app),
                                  "store", fixture->store,
                                  NULL);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), width, height);
  gtk_window_present (GTK_WINDOW (fixture->window));
  sq_test_iterate ();
}

static inline void
sq_test_window_setup (SqTestWindow  *fixture,
                      gconstpointer  data)
{
  sq_test_window_setup_sized (fixture, 1280, 800);
}

static inline void
sq_test_window_teardown (SqTestWindow  *fixture,
                         gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  sq_test_iterate ();
  g_clear_object (&fixture->store);
  g_clear_object (&fixture->app);
  g_assert_true (sq_test_remove_tree (fixture->directory));
  g_clear_pointer (&fixture->directory, g_free);
  g_clear_pointer (&fixture->games, g_free);
}

G_END_DECLS

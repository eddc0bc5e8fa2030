/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Helpers every test of the ui suite needs: whether there is a display to
 * run on, running the main loop dry or for a while, and removing a
 * temporary folder. */

#pragma once

#include <glib.h>
#include <glib/gstdio.h>
#include <adwaita.h>
#include <gtk/gtk.h>
#include <stdlib.h>

G_BEGIN_DECLS

static inline gboolean
sq_test_have_display (void)
{
  return g_getenv ("DISPLAY") != NULL || g_getenv ("WAYLAND_DISPLAY") != NULL;
}

/* A UI test's start: GTK and libadwaita initialised for the test, or a
 * skip when there is no display. It is checked before any GTK call:
 * initialising GTK without a display aborts, and under the TAP protocol
 * only a zero exit counts as a skip. */
static inline void
sq_test_init_ui (int    *argc,
                 char ***argv)
{
  if (!sq_test_have_display ())
    {
      g_print ("1..0 # SKIP no display\n");
      exit (0);
    }

  gtk_test_init (argc, argv, NULL);
  adw_init ();
}

/* Dispatches everything pending, without blocking. */
static inline void
sq_test_iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Presents @window and runs the main loop until @widget, in it, is on
 * screen (mapped). */
static inline void
sq_test_present_until_mapped (GtkWindow *window,
                              GtkWidget *widget)
{
  gtk_window_present (window);
  while (!gtk_widget_get_mapped (widget))
    g_main_context_iteration (NULL, TRUE);
}

/* Runs the main loop for @ms: long enough for a layout and a frame. */
static inline void
sq_test_iterate_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      sq_test_iterate ();
      g_usleep (2000);
    }
}

static inline void
sq_test_painted_cb (GdkFrameClock *clock,
                    gboolean      *painted)
{
  *painted = TRUE;
}

/* Has @widget's window paint a frame, and runs the main loop until it
 * has: what waits for the frame on show (the turn panel's focus after an
 * action) has run. */
static inline void
sq_test_wait_frame (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gboolean painted = FALSE;
  gulong handler;

  g_assert_nonnull (clock);
  handler = g_signal_connect_after (clock, "after-paint", G_CALLBACK (sq_test_painted_cb), &painted);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_PAINT);
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, handler);
  sq_test_iterate ();
}

/* Makes a temporary folder for a test (@template as g_dir_make_tmp()'s)
 * with a games folder in it, and returns the games folder; *@top is the
 * temporary folder, for the test to remove whole. The window keeps Camelot
 * Legends' games beside its games folder, so they go with it. */
static inline char *
sq_test_make_games_folder (const char  *template,
                           char       **top)
{
  GError *error = NULL;
  char *games;

  *top = g_dir_make_tmp (template, &error);
  g_assert_no_error (error);
  games = g_build_filename (*top, "games", NULL);
  g_assert_cmpint (g_mkdir (games, 0700), ==, 0);

  return games;
}

/* Removes @path and everything under it (symbolic links are removed, not
 * followed). Returns %TRUE if all of it is gone. */
static inline gboolean
sq_test_remove_tree (const char *path)
{
  GStatBuf st;
  gboolean ok = TRUE;

  if (g_lstat (path, &st) != 0)
    return TRUE;

  if (S_ISDIR (st.st_mode))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          ok = sq_test_remove_tree (child) && ok;
        }
      return g_rmdir (path) == 0 && ok;
    }

  return g_unlink (path) == 0;
}

/* Asks @window for its shortcuts window (built when first asked for) and
 * returns the one on show, or %NULL. */
static inline GtkWidget *
sq_test_show_shortcuts (GtkWidget *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWidget *found = NULL;

  g_action_group_activate_action (G_ACTION_GROUP (window), "show-help-overlay", NULL);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);

      if (GTK_IS_SHORTCUTS_WINDOW (toplevel) && gtk_widget_get_visible (toplevel))
        found = toplevel;
    }
  return found;
}

G_END_DECLS

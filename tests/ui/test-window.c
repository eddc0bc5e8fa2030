/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <adwaita.h>
#include <stdlib.h>

#include "sq-application.h"
#include "sq-window.h"

typedef struct
{
  SqApplication *app;
} Fixture;

static gboolean
have_display (void)
{
  return g_getenv ("DISPLAY") != NULL || g_getenv ("WAYLAND_DISPLAY") != NULL;
}

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr (GError) error = NULL;

  static guint counter;
  g_autofree char *id = NULL;

  /* a fresh id each time: with a session bus, the application's object
   * path stays exported after it is released */
  id = g_strdup_printf ("%s.Test%u", APP_ID, counter++);
  fixture->app = sq_application_new (id, G_APPLICATION_NON_UNIQUE);
  /* Registering runs startup: settings, actions and the help overlay. */
  g_application_register (G_APPLICATION (fixture->app), NULL, &error);
  g_assert_no_error (error);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  g_clear_object (&fixture->app);
}

static void
test_window_title (Fixture       *fixture,
                   gconstpointer  data)
{
  SqWindow *window = sq_window_new (fixture->app);

  g_assert_true (SQ_IS_WINDOW (window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Squire");
  g_assert_true (sq_window_get_settings (window) == sq_application_get_settings (fixture->app));
  g_assert_nonnull (sq_window_get_settings (window));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_help_overlay (Fixture       *fixture,
                          gconstpointer  data)
{
  SqWindow *window = sq_window_new (fixture->app);
  GtkShortcutsWindow *overlay;

  /* GtkApplication attaches gtk/help-overlay.ui from the resource base path:
   * this fails if the path or the resource bundle is wrong. */
  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "show-help-overlay"));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_help_overlay_builds (void)
{
  g_autoptr (GtkBuilder) builder = NULL;
  GObject *overlay;

  builder = gtk_builder_new_from_resource (RESOURCE_BASE_PATH "/gtk/help-overlay.ui");
  overlay = gtk_builder_get_object (builder, "help_overlay");
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));

  gtk_window_destroy (GTK_WINDOW (overlay));
}

static void
test_application_actions (Fixture       *fixture,
                          gconstpointer  data)
{
  g_auto (GStrv) accels = NULL;

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (fixture->app), "quit"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (fixture->app), "about"));

  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (fixture->app), "app.quit");
  g_assert_nonnull (accels);
  g_assert_cmpstr (accels[0], ==, "<Control>q");
}

static void
test_application_resources (Fixture       *fixture,
                            gconstpointer  data)
{
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());

  /* AdwApplication loads style.css and GtkApplication adds the icons
   * folder, both from the resource base path. */
  g_assert_true (g_resources_get_info (RESOURCE_BASE_PATH "/style.css",
                                       G_RESOURCE_LOOKUP_FLAGS_NONE,
                                       NULL, NULL, NULL));
  g_assert_true (gtk_icon_theme_has_icon (theme, "sq-shield-symbolic"));
}

static void
test_application_about (Fixture       *fixture,
                        gconstpointer  data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  SqWindow *window = sq_window_new (fixture->app);
  AdwAboutWindow *about = NULL;

  gtk_window_present (GTK_WINDOW (window));
  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "about", NULL);

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_ABOUT_WINDOW (toplevel))
        about = ADW_ABOUT_WINDOW (toplevel);
    }

  g_assert_nonnull (about);
  g_assert_cmpstr (adw_about_window_get_version (about), ==, PACKAGE_VERSION);
  g_assert_cmpstr (adw_about_window_get_application_name (about), ==, "Squire");
  g_assert_cmpint (adw_about_window_get_license_type (about), ==, GTK_LICENSE_GPL_3_0);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (about)) == GTK_WINDOW (window));

  gtk_window_destroy (GTK_WINDOW (about));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_application_version (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr (SqApplication) app = sq_application_new (APP_ID, G_APPLICATION_NON_UNIQUE);
      char *args[] = { (char *) "squire", (char *) "--version", NULL };

      exit (g_application_run (G_APPLICATION (app), 2, args));
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("squire " PACKAGE_VERSION "\n");
}

int
main (int   argc,
      char *argv[])
{
  /* Checked before any GTK call: initialising GTK without a display aborts,
   * and under the TAP protocol only a zero exit counts as a skip. */
  if (!have_display ())
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/window/title", Fixture, NULL,
              fixture_setup, test_window_title, fixture_teardown);
  g_test_add ("/ui/window/help-overlay", Fixture, NULL,
              fixture_setup, test_window_help_overlay, fixture_teardown);
  g_test_add_func ("/ui/help-overlay/builds", test_help_overlay_builds);
  g_test_add ("/ui/application/actions", Fixture, NULL,
              fixture_setup, test_application_actions, fixture_teardown);
  g_test_add ("/ui/application/resources", Fixture, NULL,
              fixture_setup, test_application_resources, fixture_teardown);
  g_test_add ("/ui/application/about", Fixture, NULL,
              fixture_setup, test_application_about, fixture_teardown);
  g_test_add_func ("/ui/application/version", test_application_version);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "sq-application.h"
#include "sq-preferences-window.h"
#include "sq-window.h"

/* Struct */

struct _SqApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqApplication, sq_application, ADW_TYPE_APPLICATION)

/* Command-line options */

static const GOptionEntry main_options[] = {
  { "version", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, NULL,
    N_("Print the version and exit"), NULL },
  { NULL }
};

/* Auxiliary functions */

/* What a bug report needs: versions and where Squire runs. Never anything
 * about a game, which could name a secret card or a loyalty. */
static char *
dup_debug_info (void)
{
  return g_strdup_printf ("Squire %s (%s, profile %s)\n"
                          "GLib %u.%u.%u\n"
                          "GTK %u.%u.%u (built with %d.%d.%d)\n"
                          "libadwaita %u.%u.%u (built with %d.%d.%d)\n"
                          "Flatpak: %s\n",
                          PACKAGE_VERSION, APP_ID, PROFILE,
                          glib_major_version, glib_minor_version, glib_micro_version,
                          gtk_get_major_version (), gtk_get_minor_version (),
                          gtk_get_micro_version (),
                          GTK_MAJOR_VERSION, GTK_MINOR_VERSION, GTK_MICRO_VERSION,
                          adw_get_major_version (), adw_get_minor_version (),
                          adw_get_micro_version (),
                          ADW_MAJOR_VERSION, ADW_MINOR_VERSION, ADW_MICRO_VERSION,
                          g_file_test ("/.flatpak-info", G_FILE_TEST_EXISTS) ? "yes" : "no");
}

/* Callbacks */

static void
on_quit_activated_cb (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

static void
on_about_activated_cb (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  SqApplication *self = SQ_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  AdwAboutWindow *about;
  const char *game_title;
  const char *attribution;
  g_autofree char *debug_info = NULL;
  static const char *developers[] = {
    "The Squire developers https://github.com/camelot-squire/squire",
    NULL
  };
  static const char *game_designers[] = {
    "Serge Laget",
    "Bruno Cathala",
    NULL
  };

  about = ADW_ABOUT_WINDOW (adw_about_window_new ());
  gtk_window_set_transient_for (GTK_WINDOW (about), parent);
  adw_about_window_set_application_icon (about, APP_ID);
  adw_about_window_set_application_name (about, "Squire");
  adw_about_window_set_version (about, PACKAGE_VERSION);
  adw_about_window_set_developer_name (about, _("The Squire developers"));
  adw_about_window_set_developers (about, developers);
  adw_about_window_set_website (about, "https://github.com/camelot-squire/squire");
  adw_about_window_set_issue_url (about, "https://github.com/camelot-squire/squire/issues");
  adw_about_window_set_license_type (about, GTK_LICENSE_GPL_3_0);
  adw_about_window_set_copyright (about, "© 2026 The Squire developers");
  /* Translators: Replace "translator-credits" with your name and email
   * address, one translator per line. */
  adw_about_window_set_translator_credits (about, _("translator-credits"));
  adw_about_window_set_comments (about,
                                 _("An unofficial referee for the board game "
                                   "Shadows over Camelot"));
  /* Translators: Heading of the credits for the people who designed the
   * board game (not this app). */
  adw_about_window_add_credit_section (about, _("Game Design"), game_designers);

  /* Translators: The board game's title; use the title of your language's
   * edition if it has one. */
  game_title = _("Shadows over Camelot");
  /* Translators: The attribution shown under the board game's title in the
   * Legal section of the About window. */
  attribution = _("Shadows over Camelot is a board game by Serge Laget and "
                  "Bruno Cathala, published by Days of Wonder. Squire is an "
                  "unofficial companion: it is not affiliated with or endorsed "
                  "by Days of Wonder, and it contains none of their artwork.");
  adw_about_window_add_legal_section (about, game_title, NULL, GTK_LICENSE_CUSTOM, attribution);

  debug_info = dup_debug_info ();
  adw_about_window_set_debug_info (about, debug_info);
  adw_about_window_set_debug_info_filename (about, "squire-debug-info.txt");

  gtk_window_present (GTK_WINDOW (about));
}

static void
on_preferences_activated_cb (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  SqApplication *self = SQ_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  GtkWidget *preferences;

  preferences = sq_preferences_window_new (self->settings);
  gtk_window_set_transient_for (GTK_WINDOW (preferences), parent);
  gtk_window_present (GTK_WINDOW (preferences));
}

static const GActionEntry app_actions[] = {
  { "quit", on_quit_activated_cb },
  { "about", on_about_activated_cb },
  { "preferences", on_preferences_activated_cb },
};

/* GApplication overrides */

static int
sq_application_handle_local_options (GApplication *application,
                                     GVariantDict *options)
{
  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("%s %s\n", "squire", PACKAGE_VERSION);
      return 0;
    }

  return G_APPLICATION_CLASS (sq_application_parent_class)->handle_local_options (application,
                                                                                  options);
}

static void
sq_application_startup (GApplication *application)
{
  SqApplication *self = SQ_APPLICATION (application);
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *preferences_accels[] = { "<Control>comma", NULL };
  static const char *shortcuts_accels[] = { "<Control>question", NULL };

  G_APPLICATION_CLASS (sq_application_parent_class)->startup (application);

  self->settings = g_settings_new (BASE_ID);

  g_action_map_add_action_entries (G_ACTION_MAP (self),
                                   app_actions,
                                   G_N_ELEMENTS (app_actions),
                                   self);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences", preferences_accels);
  /* GtkApplication would set these for gtk/help-overlay.ui; the window
   * builds its shortcuts window when first asked (sq-window.c) */
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.show-help-overlay",
                                         shortcuts_accels);
}

static void
sq_application_activate (GApplication *application)
{
  SqApplication *self = SQ_APPLICATION (application);
  GtkWindow *window;

  window = gtk_application_get_active_window (GTK_APPLICATION (self));
  if (window == NULL)
    window = GTK_WINDOW (sq_window_new (self));

  gtk_window_present (window);
}

/* GObject overrides */

static void
sq_application_dispose (GObject *object)
{
  SqApplication *self = SQ_APPLICATION (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (sq_application_parent_class)->dispose (object);
}

/* class_init and init */

static void
sq_application_class_init (SqApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = sq_application_dispose;

  app_class->handle_local_options = sq_application_handle_local_options;
  app_class->startup = sq_application_startup;
  app_class->activate = sq_application_activate;
}

static void
sq_application_init (SqApplication *self)
{
  g_application_add_main_option_entries (G_APPLICATION (self), main_options);
}

/* Public API */

/**
 * sq_application_new:
 * @application_id: the application id, with the profile suffix if any
 * @flags: the application flags
 *
 * Returns: (transfer full): a new #SqApplication
 */
SqApplication *
sq_application_new (const char        *application_id,
                    GApplicationFlags  flags)
{
  g_return_val_if_fail (application_id != NULL, NULL);

  return g_object_new (SQ_TYPE_APPLICATION,
                       "application-id", application_id,
                       "flags", flags,
                       "resource-base-path", RESOURCE_BASE_PATH,
                       NULL);
}

/**
 * sq_application_get_settings:
 * @self: a #SqApplication
 *
 * The settings exist from startup on; before that this returns %NULL.
 *
 * Returns: (transfer none) (nullable): the application settings
 */
GSettings *
sq_application_get_settings (SqApplication *self)
{
  g_return_val_if_fail (SQ_IS_APPLICATION (self), NULL);

  return self->settings;
}

/**
 * sq_application_set_up_locale:
 * @language: (nullable): a language code such as "nl", or %NULL to follow
 *   the system
 * @localedir: where the catalogues are
 *
 * Sets the locale and binds the text domain, before gtk_init() and before
 * anything is translated. gettext reads LANGUAGE before the locale, except
 * in the C locale: a table whose computer has no locale for @language
 * still gets it, with C.UTF-8 for the messages. Through the environment,
 * because gtk_init() sets the locale from it again.
 */
void
sq_application_set_up_locale (const char *language,
                              const char *localedir)
{
  const char *messages;

  g_return_if_fail (localedir != NULL);

  if (language != NULL)
    g_setenv ("LANGUAGE", language, TRUE);

  setlocale (LC_ALL, "");
  messages = setlocale (LC_MESSAGES, NULL);
  if (language != NULL && (messages == NULL || g_str_equal (messages, "C") || g_str_equal (messages, "POSIX")))
    {
      g_setenv (g_getenv ("LC_ALL") != NULL ? "LC_ALL" : "LC_MESSAGES", "C.UTF-8", TRUE);
      setlocale (LC_ALL, "");
    }

  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

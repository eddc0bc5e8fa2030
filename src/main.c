/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <locale.h>

#include "sq-application.h"

/* The language chosen in Preferences, or NULL to follow the system. Read
 * before anything is translated, which is why a change applies from the
 * next start. A missing schema (an uninstalled build run by hand) is the
 * system language, not an abort. */
static char *
dup_chosen_language (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) settings = NULL;
  g_autofree char *language = NULL;

  if (source == NULL)
    return NULL;
  schema = g_settings_schema_source_lookup (source, BASE_ID, TRUE);
  if (schema == NULL || !g_settings_schema_has_key (schema, "language"))
    return NULL;

  settings = g_settings_new (BASE_ID);
  language = g_settings_get_string (settings, "language");

  return language[0] != '\0' ? g_steal_pointer (&language) : NULL;
}

/* gettext reads LANGUAGE before the locale, except in the C locale; a
 * table whose computer has no locale for that language still gets it,
 * with C.UTF-8 for the messages. Through the environment, because
 * gtk_init() sets the locale from it again. */
static void
set_up_locale (void)
{
  g_autofree char *language = dup_chosen_language ();
  const char *messages;
  const char *localedir;

  if (language != NULL)
    g_setenv ("LANGUAGE", language, TRUE);

  setlocale (LC_ALL, "");
  messages = setlocale (LC_MESSAGES, NULL);
  if (language != NULL && (messages == NULL || g_str_equal (messages, "C") || g_str_equal (messages, "POSIX")))
    {
      g_setenv (g_getenv ("LC_ALL") != NULL ? "LC_ALL" : "LC_MESSAGES", "C.UTF-8", TRUE);
      setlocale (LC_ALL, "");
    }

  /* SQUIRE_LOCALEDIR: the catalogues of an uninstalled build (make run,
   * the tests); installed, Squire reads its own. */
  localedir = g_getenv ("SQUIRE_LOCALEDIR");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (SqApplication) app = NULL;

  set_up_locale ();

  app = sq_application_new (APP_ID, G_APPLICATION_DEFAULT_FLAGS);

  return g_application_run (G_APPLICATION (app), argc, argv);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <gio/gio.h>

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

int
main (int   argc,
      char *argv[])
{
  g_autoptr (SqApplication) app = NULL;
  g_autofree char *language = dup_chosen_language ();
  const char *localedir = g_getenv ("SQUIRE_LOCALEDIR");

  /* SQUIRE_LOCALEDIR: the catalogues of an uninstalled build (make run,
   * the tests); installed, Squire reads its own. */
  sq_application_set_up_locale (language, localedir != NULL ? localedir : LOCALEDIR);

  app = sq_application_new (APP_ID, G_APPLICATION_DEFAULT_FLAGS);

  return g_application_run (G_APPLICATION (app), argc, argv);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Where the module is: the folder SQUIRE_PHONES_MODULE_DIR names, if
 * set; else, for a program run from the build tree, the build's
 * src/phones beside it; else the private library folder it is installed
 * in ($libdir/squire, SQ_PHONES_MODULEDIR). A module that is missing,
 * cannot be loaded or is of another version is an error for the caller
 * to show, never a crash; the same error comes back on every later call,
 * without a second try. */

#include "config.h"

#include <gmodule.h>

#include "sq-phones-loader.h"

/* Auxiliary functions */

/* The build tree keeps the programs in src/ and tests/..., the module in
 * src/phones/: a program there finds it without being told. */
static char *
dup_build_tree_path (void)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;

  if (exe == NULL)
    return NULL;
  dir = g_path_get_dirname (exe);
  path = g_build_filename (dir, "phones", SQ_PHONES_MODULE_NAME, NULL);
  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return NULL;

  return g_steal_pointer (&path);
}

static const SqPhonesApi *
load_api (GError **error)
{
  g_autofree char *path = sq_phones_module_dup_path ();
  GModule *module;
  SqPhonesApiFunc get_api = NULL;
  const SqPhonesApi *api;

  module = g_module_open (path, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
  if (module == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   "The phones module cannot be loaded: %s", g_module_error ());
      return NULL;
    }
  if (!g_module_symbol (module, SQ_PHONES_API_SYMBOL, (gpointer *) &get_api) || get_api == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "%s is not the phones module: it has no %s", path, SQ_PHONES_API_SYMBOL);
      g_module_close (module);
      return NULL;
    }
  api = get_api ();
  if (api == NULL || api->version != SQ_PHONES_API_VERSION)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   "The phones module %s is of version %u; this program needs version %u",
                   path, api != NULL ? api->version : 0, SQ_PHONES_API_VERSION);
      g_module_close (module);
      return NULL;
    }

  /* its GType and resources must outlive any unload */
  g_module_make_resident (module);

  return api;
}

/* Public API */

/**
 * sq_phones_module_dup_path:
 *
 * Returns: (transfer full): the file sq_phones_load() loads
 */
char *
sq_phones_module_dup_path (void)
{
  const char *dir = g_getenv (SQ_PHONES_MODULE_DIR_ENV);
  char *path;

  if (dir != NULL && *dir != '\0')
    return g_build_filename (dir, SQ_PHONES_MODULE_NAME, NULL);
  path = dup_build_tree_path ();
  if (path != NULL)
    return path;

  return g_build_filename (SQ_PHONES_MODULEDIR, SQ_PHONES_MODULE_NAME, NULL);
}

/**
 * sq_phones_load:
 *
 * Loads the module on the first call; later calls return what the first
 * did (the table, or the same error).
 *
 * Returns: (transfer none) (nullable): the module's functions, %NULL with
 *   @error set when it is missing, broken or of another version
 */
const SqPhonesApi *
sq_phones_load (GError **error)
{
  static gsize done = 0;
  static const SqPhonesApi *api;
  static GError *load_error;

  if (g_once_init_enter (&done))
    {
      api = load_api (&load_error);
      g_once_init_leave (&done, 1);
    }
  if (api == NULL && error != NULL)
    *error = g_error_copy (load_error);

  return api;
}

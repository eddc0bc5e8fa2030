/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * The phones module as the app gets it: through the loader, which is all
 * this program links (no libsoup, no libqrencode). The module comes from
 * the build (SQUIRE_PHONES_MODULE_DIR, set by the test environment); a
 * missing or broken one is an error, in a subprocess each, since a
 * process loads the module once.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "sq-phone-address.h"
#include "sq-phones-loader.h"

/* Auxiliary functions */

static const SqPhonesApi *
load_or_fail (void)
{
  g_autoptr(GError) error = NULL;
  const SqPhonesApi *api = sq_phones_load (&error);

  g_assert_no_error (error);
  g_assert_nonnull (api);

  return api;
}

/* A finder pattern's 7 x 7 modules at (x0, y0): a dark ring, a light
 * ring, a dark 3 x 3 centre. */
static void
assert_finder (const guint8 *modules,
               guint         width,
               guint         x0,
               guint         y0)
{
  for (guint y = 0; y < 7; y++)
    for (guint x = 0; x < 7; x++)
      {
        guint ring = MIN (MIN (x, y), MIN (6 - x, 6 - y));
        guint8 dark = ring == 1 ? 0 : 1;

        g_assert_cmpuint (modules[(y0 + y) * width + x0 + x], ==, dark);
      }
}

/* Tests */

static void
test_module_server (void)
{
  const SqPhonesApi *api = load_or_fail ();
  g_autoptr(SqPhoneServer) server = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *url = NULL;
  const char *public_json = "{\"public\":true}";
  const char *seats[] = { "{\"seat\":0}", "{\"seat\":1}", NULL };

  g_assert_cmpuint (api->version, ==, SQ_PHONES_API_VERSION);
  /* a second call gives the same table: the module is loaded once */
  g_assert_true (sq_phones_load (NULL) == api);

  server = api->server_new ();
  g_assert_true (G_IS_OBJECT (server));
  g_assert_cmpstr (G_OBJECT_TYPE_NAME (server), ==, "SqPhoneServer");
  g_assert_false (api->server_get_running (server));
  g_assert_cmpuint (api->server_get_n_seats (server), ==, 0);

  g_assert_true (api->server_set_n_seats (server, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (api->server_get_n_seats (server), ==, 2);
  g_assert_true (api->server_start (server, &error));
  g_assert_no_error (error);
  g_assert_true (api->server_get_running (server));
  g_assert_true (api->server_get_loopback (server));
  api->server_set_views (server, public_json, seats);
  g_assert_cmpuint (api->server_get_connected (server), ==, 0);

  url = api->server_dup_url (server, 1);
  g_assert_nonnull (url);
  g_assert_true (g_str_has_prefix (url, "http://127.0.0.1:"));

  api->server_stop (server);
  g_assert_false (api->server_get_running (server));
}

static void
test_module_qr (void)
{
  const SqPhonesApi *api = load_or_fail ();
  const char *url = "http://192.168.1.20:40123/abcdefghijklmnopqrstuvwxyz";
  g_autoptr(GBytes) code = NULL;
  g_autoptr(GBytes) longer = NULL;
  g_autoptr(GBytes) none = NULL;
  g_autofree char *too_long = g_strnfill (4000, 'x');
  const guint8 *modules;
  gsize size;
  guint width = 0;
  guint longer_width = 0;
  guint none_width = 99;

  code = api->qr_encode (url, &width);
  g_assert_nonnull (code);
  /* 21 modules for version 1, four more for each version after it */
  g_assert_cmpuint (width, >, 21);
  g_assert_cmpuint ((width - 21) % 4, ==, 0);
  modules = g_bytes_get_data (code, &size);
  g_assert_cmpuint (size, ==, (gsize) width * width);
  for (gsize i = 0; i < size; i++)
    g_assert_cmpuint (modules[i], <=, 1);
  assert_finder (modules, width, 0, 0);
  assert_finder (modules, width, width - 7, 0);
  assert_finder (modules, width, 0, width - 7);

  /* more text, a larger code */
  longer = api->qr_encode ("http://192.168.1.20:40123/abcdefghijklmnopqrstuvwxyz"
                           "/abcdefghijklmnopqrstuvwxyz/abcdefghijklmnopqrstuvwxyz",
                           &longer_width);
  g_assert_nonnull (longer);
  g_assert_cmpuint (longer_width, >, width);

  /* more than a QR code holds */
  none = api->qr_encode (too_long, &none_width);
  g_assert_null (none);
  g_assert_cmpuint (none_width, ==, 0);
}

static void
test_module_path (void)
{
  g_autofree char *path = sq_phones_module_dup_path ();
  g_autofree char *expected = g_build_filename (g_getenv (SQ_PHONES_MODULE_DIR_ENV),
                                                SQ_PHONES_MODULE_NAME, NULL);

  g_assert_cmpstr (path, ==, expected);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
}

static void
assert_load_fails (const char *dir,
                   GQuark      domain,
                   int         code)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) again = NULL;
  g_autofree char *path = g_build_filename (dir, SQ_PHONES_MODULE_NAME, NULL);

  g_setenv (SQ_PHONES_MODULE_DIR_ENV, dir, TRUE);
  g_assert_null (sq_phones_load (&error));
  g_assert_error (error, domain, code);
  /* the message names the file, for whoever installed it */
  g_assert_nonnull (strstr (error->message, path));
  /* later calls: the same error, and no crash without a GError */
  g_assert_null (sq_phones_load (&again));
  g_assert_error (again, domain, code);
  g_assert_cmpstr (again->message, ==, error->message);
  g_assert_null (sq_phones_load (NULL));
}

static void
test_module_missing (void)
{
  g_autofree char *dir = NULL;

  if (g_test_subprocess ())
    {
      dir = g_dir_make_tmp ("squire-phones-missing-XXXXXX", NULL);
      g_assert_nonnull (dir);
      assert_load_fails (dir, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
      g_assert_cmpint (g_rmdir (dir), ==, 0);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* A file of that name that is no shared object at all. */
static void
test_module_broken (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (g_test_subprocess ())
    {
      dir = g_dir_make_tmp ("squire-phones-broken-XXXXXX", NULL);
      g_assert_nonnull (dir);
      path = g_build_filename (dir, SQ_PHONES_MODULE_NAME, NULL);
      g_assert_true (g_file_set_contents (path, "not a module\n", -1, &error));
      g_assert_no_error (error);
      assert_load_fails (dir, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
      g_assert_cmpint (g_unlink (path), ==, 0);
      g_assert_cmpint (g_rmdir (dir), ==, 0);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* Main */

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_setenv (SQ_PHONE_LOOPBACK_ENV, "1", TRUE);

  g_test_add_func ("/phones/module/path", test_module_path);
  g_test_add_func ("/phones/module/server", test_module_server);
  g_test_add_func ("/phones/module/qr", test_module_qr);
  g_test_add_func ("/phones/module/missing", test_module_missing);
  g_test_add_func ("/phones/module/broken", test_module_broken);

  return g_test_run ();
}

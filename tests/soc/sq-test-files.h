/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Temporary folders and test data paths for the persistence suite. */

#pragma once

#include <glib.h>
#include <glib/gstdio.h>

G_BEGIN_DECLS

static inline char *
sq_test_make_temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("squire-persistence-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

/* rm -r, for what the tests made themselves (no symlinks are followed) */
static inline void
sq_test_remove_tree (const char *path)
{
  GStatBuf st;

  if (g_lstat (path, &st) != 0)
    return;

  if (S_ISDIR (st.st_mode))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      /* a test may have taken the permissions away */
      g_chmod (path, 0700);
      if (dir == NULL)
        dir = g_dir_open (path, 0, NULL);
      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          sq_test_remove_tree (child);
        }
      g_assert_cmpint (g_rmdir (path), ==, 0);
      return;
    }

  g_assert_cmpint (g_unlink (path), ==, 0);
}

static inline char *
sq_test_data_path (const char *kind,
                   const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", kind, name, NULL);
}

G_END_DECLS

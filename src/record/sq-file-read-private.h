/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reading a game file safely: the record layer's loader and the store. */

#pragma once

#include <json-glib/json-glib.h>
#include <glib/gstdio.h>

G_BEGIN_DECLS

JsonParser *sq_file_parse_checked   (const char  *data,
                                     gsize        len,
                                     GError     **error);
gboolean    sq_file_read_capped     (const char  *path,
                                     char       **data,
                                     gsize       *len,
                                     GStatBuf    *st,
                                     GError     **error);
gboolean    sq_file_scan_strict     (const char  *data,
                                     gsize        len,
                                     GError     **error);
gboolean    sq_file_check_name      (const char  *key,
                                     const char  *name,
                                     GError     **error);
void        sq_file_flatten_message (GError      *error);

G_END_DECLS

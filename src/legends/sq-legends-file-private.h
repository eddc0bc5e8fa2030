/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shared by the Camelot Legends file reader and writer. */

#pragma once

#include "sq-legends-file.h"

G_BEGIN_DECLS

JsonParser *sq_legends_parse_checked (const char  *data,
                                      gsize        len,
                                      GError     **error);
gboolean    sq_legends_read_capped   (const char  *path,
                                      char       **data,
                                      gsize       *len,
                                      GError     **error);

G_END_DECLS

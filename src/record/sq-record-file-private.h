/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the record layer's file reader (sq-record-file.c) and writer
 * (sq-record-file-write.c) share. */

#pragma once

#include "sq-record-file.h"

G_BEGIN_DECLS

GPtrArray *sq_record_file_clear_members (const SqRecordFormat *format);

G_END_DECLS

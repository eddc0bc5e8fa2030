/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the record layer's file reader (sq-record-file.c), writer
 * (sq-record-file-write.c), replay (sq-record-file-replay.c) and the
 * history's file loop (sq-record-history-file.c) share. */

#pragma once

#include "sq-record-file.h"

G_BEGIN_DECLS

GPtrArray *sq_record_file_clear_members (const SqRecordFormat  *format);
GQuark     sq_record_file_error_domain  (const SqRecordRuleset *ruleset,
                                         gint                  *illegal_action);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Camelot Legends for the record layer: its rules (the history's too) and
 * its file, in sq-legends-file.c. */

#pragma once

#include "sq-legends-file.h"

#include "sq-file-read-private.h"

G_BEGIN_DECLS

extern const SqRecordRuleset sq_legends_ruleset;
extern const SqRecordFormat  sq_legends_file_format;

G_END_DECLS

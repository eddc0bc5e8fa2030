/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The names used in Camelot Legends game files and summaries. Names are
 * identifiers, not prose: the UI translates. */

#pragma once

#include "sq-legends-types.h"

G_BEGIN_DECLS

const char *sq_legends_ability_name        (SqLegendsAbility    ability);
gboolean    sq_legends_ability_from_name   (const char         *name,
                                            SqLegendsAbility   *out);
const char *sq_legends_location_name       (SqLegendsLocation   location);
gboolean    sq_legends_location_from_name  (const char         *name,
                                            SqLegendsLocation  *out);
const char *sq_legends_colour_name         (SqLegendsColour     colour);
gboolean    sq_legends_colour_from_name    (const char         *name,
                                            SqLegendsColour    *out);
const char *sq_legends_special_name        (SqLegendsSpecial    special);
gboolean    sq_legends_special_from_name   (const char         *name,
                                            SqLegendsSpecial   *out);
const char *sq_legends_event_kind_name     (SqLegendsEventKind  kind);
gboolean    sq_legends_event_kind_from_name (const char        *name,
                                            SqLegendsEventKind *out);
const char *sq_legends_fate_name           (SqLegendsFate       fate);
const char *sq_legends_decision_name       (SqLegendsDecision   decision);
const char *sq_legends_action_type_name    (SqLegendsActionType type);
gboolean    sq_legends_action_type_from_name (const char         *name,
                                              SqLegendsActionType *out);
const char *sq_legends_error_name          (SqLegendsError      code);

G_END_DECLS

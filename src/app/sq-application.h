/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SQ_TYPE_APPLICATION (sq_application_get_type ())

G_DECLARE_FINAL_TYPE (SqApplication, sq_application, SQ, APPLICATION, AdwApplication)

SqApplication *sq_application_new          (const char        *application_id,
                                            GApplicationFlags  flags);
GSettings     *sq_application_get_settings (SqApplication     *self);

void           sq_application_set_up_locale (const char       *language,
                                             const char       *localedir);

G_END_DECLS

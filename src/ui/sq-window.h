/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#pragma once

#include <adwaita.h>

#include "sq-application.h"

G_BEGIN_DECLS

#define SQ_TYPE_WINDOW (sq_window_get_type ())

G_DECLARE_FINAL_TYPE (SqWindow, sq_window, SQ, WINDOW, AdwApplicationWindow)

SqWindow  *sq_window_new          (SqApplication *application);
GSettings *sq_window_get_settings (SqWindow      *self);

G_END_DECLS

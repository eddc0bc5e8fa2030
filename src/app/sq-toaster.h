/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SQ_TYPE_TOASTER (sq_toaster_get_type ())

G_DECLARE_FINAL_TYPE (SqToaster, sq_toaster, SQ, TOASTER, GObject)

SqToaster  *sq_toaster_new            (AdwToastOverlay *overlay);
void        sq_toaster_show           (SqToaster       *self,
                                       const char      *title,
                                       const char      *owner,
                                       const char      *button_label,
                                       const char      *action_name,
                                       GVariant        *action_target);
void        sq_toaster_leave          (SqToaster       *self,
                                       const char      *owner);
AdwToast   *sq_toaster_get_toast      (SqToaster       *self);
const char *sq_toaster_get_owner      (SqToaster       *self);
void        sq_toaster_keep_clear     (GtkWidget       *widget,
                                       gboolean         keep);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SQ_TYPE_PHONE_CODE (sq_phone_code_get_type ())

G_DECLARE_FINAL_TYPE (SqPhoneCode, sq_phone_code, SQ, PHONE_CODE, AdwBin)

GtkWidget  *sq_phone_code_new        (void);
void        sq_phone_code_set_url    (SqPhoneCode *self,
                                      const char  *url);
const char *sq_phone_code_get_url    (SqPhoneCode *self);
GdkTexture *sq_phone_code_get_texture (SqPhoneCode *self);

GdkTexture *sq_qr_texture_new        (const char  *text,
                                      guint        module_size);

G_END_DECLS

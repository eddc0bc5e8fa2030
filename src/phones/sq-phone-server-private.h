/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#pragma once

#include <libsoup/soup.h>

G_BEGIN_DECLS

void       sq_phone_set_security_headers    (SoupServerMessage *msg);
void       sq_phone_respond                 (SoupServerMessage *msg,
                                             guint              status,
                                             const char        *content_type,
                                             const char        *body,
                                             gsize              length);
GPtrArray *sq_phone_delayed_list_new        (void);
void       sq_phone_respond_not_found_later (GPtrArray         *list,
                                             SoupServerMessage *msg,
                                             guint              delay);

G_END_DECLS

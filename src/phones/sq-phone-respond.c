/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The phone server's responses: the same strict headers on every one, and
 * the 404 that waits (see sq-phone-throttle.c) before it is sent. */

#include "config.h"

#include "sq-phone-server-private.h"

void
sq_phone_set_security_headers (SoupServerMessage *msg)
{
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);

  soup_message_headers_replace (headers, "Cache-Control", "no-store");
  soup_message_headers_replace (headers, "Content-Security-Policy",
                                "default-src 'none'; script-src 'self'; style-src 'self'; "
                                "connect-src 'self'; img-src 'self' data:; "
                                "base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
  soup_message_headers_replace (headers, "Referrer-Policy", "no-referrer");
  soup_message_headers_replace (headers, "X-Content-Type-Options", "nosniff");
  soup_message_headers_replace (headers, "X-Frame-Options", "DENY");
}

void
sq_phone_respond (SoupServerMessage *msg,
                  guint              status,
                  const char        *content_type,
                  const char        *body,
                  gsize              length)
{
  sq_phone_set_security_headers (msg);
  if (body != NULL)
    soup_server_message_set_response (msg, content_type, SOUP_MEMORY_COPY, body, length);
  soup_server_message_set_status (msg, status, NULL);
}

/* A 404 waiting for its delay. It goes when the delay is over, when the
 * client hangs up, or when the server stops: a message whose connection
 * is gone must not be answered. */
typedef struct {
  GPtrArray         *list;
  SoupServerMessage *msg;
  guint              timeout_id;
} Delayed;

static void
delayed_free (gpointer data)
{
  Delayed *delayed = data;

  g_clear_handle_id (&delayed->timeout_id, g_source_remove);
  g_signal_handlers_disconnect_by_data (delayed->msg, delayed);
  g_object_unref (delayed->msg);
  g_free (delayed);
}

static gboolean
on_delay_done_cb (gpointer data)
{
  Delayed *delayed = data;

  delayed->timeout_id = 0;
  sq_phone_respond (delayed->msg, SOUP_STATUS_NOT_FOUND, "text/plain", "Not found\n", 10);
  soup_server_message_unpause (delayed->msg);
  g_ptr_array_remove (delayed->list, delayed);

  return G_SOURCE_REMOVE;
}

static void
on_delayed_gone_cb (SoupServerMessage *msg,
                    Delayed           *delayed)
{
  g_ptr_array_remove (delayed->list, delayed);
}

/**
 * sq_phone_delayed_list_new:
 *
 * Returns: (transfer full): a list for sq_phone_respond_not_found_later();
 *   emptying it drops the waiting 404s unsent
 */
GPtrArray *
sq_phone_delayed_list_new (void)
{
  return g_ptr_array_new_with_free_func (delayed_free);
}

/**
 * sq_phone_respond_not_found_later:
 * @list: from sq_phone_delayed_list_new()
 * @delay: milliseconds
 *
 * Pauses @msg and answers it with a 404 after @delay, unless the client
 * hangs up first or @list is emptied (the server stops).
 */
void
sq_phone_respond_not_found_later (GPtrArray         *list,
                                  SoupServerMessage *msg,
                                  guint              delay)
{
  Delayed *delayed = g_new0 (Delayed, 1);

  delayed->list = list;
  delayed->msg = g_object_ref (msg);
  soup_server_message_pause (msg);
  g_signal_connect (msg, "disconnected", G_CALLBACK (on_delayed_gone_cb), delayed);
  delayed->timeout_id = g_timeout_add (delay, on_delay_done_cb, delayed);
  g_ptr_array_add (list, delayed);
}

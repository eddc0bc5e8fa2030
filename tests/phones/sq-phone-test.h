/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* What the tests of the phone server share (here and in tests/app): a
 * request sent and its whole answer read, with the main loop running so
 * that the server in the same process answers. */

#pragma once

#include <libsoup/soup.h>

typedef struct {
  gboolean  done;
  GBytes   *body;
  GError   *error;
} SqPhoneTestReply;

static inline void
sq_phone_test_on_read_cb (GObject      *source,
                          GAsyncResult *result,
                          gpointer      user_data)
{
  SqPhoneTestReply *reply = user_data;

  reply->body = soup_session_send_and_read_finish (SOUP_SESSION (source), result,
                                                   &reply->error);
  reply->done = TRUE;
}

/* Sends @msg and reads its answer's whole body, which it returns as a
 * string ("" for none); %NULL with @error set when the exchange fails
 * (nothing listening, for one). */
static inline char *
sq_phone_test_try_send (SoupSession  *session,
                        SoupMessage  *msg,
                        GError      **error)
{
  SqPhoneTestReply reply = { 0 };
  char *body;

  soup_session_send_and_read_async (session, msg, G_PRIORITY_DEFAULT, NULL,
                                    sq_phone_test_on_read_cb, &reply);
  while (!reply.done)
    g_main_context_iteration (NULL, TRUE);
  if (reply.error != NULL)
    {
      g_propagate_error (error, reply.error);
      return NULL;
    }
  /* an empty body's data may be NULL, which g_strndup() would return */
  if (g_bytes_get_size (reply.body) == 0)
    body = g_strdup ("");
  else
    body = g_strndup (g_bytes_get_data (reply.body, NULL), g_bytes_get_size (reply.body));
  g_bytes_unref (reply.body);

  return body;
}

/* The same, for an exchange that must succeed. */
static inline char *
sq_phone_test_send (SoupSession *session,
                    SoupMessage *msg)
{
  g_autoptr(GError) error = NULL;
  char *body = sq_phone_test_try_send (session, msg, &error);

  g_assert_no_error (error);

  return body;
}

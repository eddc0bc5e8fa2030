/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The phone server without a window: tokens, refusals, headers, and that
 * a seat's responses carry its own secrets and never another seat's. The
 * server listens on loopback (SQUIRE_PHONES_LOOPBACK) and the test talks
 * to it with its own libsoup client on the same main loop. */

#include "config.h"

#include <json-glib/json-glib.h>
#include <libsoup/soup.h>

#include "sq-phone-address.h"
#include "sq-phone-server.h"
#include "sq-phone-token.h"
#include "sq-phone-test.h"

#define N_SEATS 4

typedef struct {
  SqPhoneServer *server;
  SoupSession   *session;
} Fixture;

static void
fixture_setup (Fixture       *fx,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fx->server = sq_phone_server_new ();
  g_assert_true (sq_phone_server_set_n_seats (fx->server, N_SEATS, &error));
  g_assert_no_error (error);
  g_assert_true (sq_phone_server_start (fx->server, &error));
  g_assert_no_error (error);
  fx->session = soup_session_new_with_options ("max-conns-per-host", 32, "max-conns", 64, NULL);
}

static void
fixture_teardown (Fixture       *fx,
                  gconstpointer  data)
{
  g_clear_object (&fx->session);
  sq_phone_server_stop (fx->server);
  g_clear_object (&fx->server);
  /* let the closed connections finish */
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Returns the message; *body_out gets the body as a string. */
static SoupMessage *
request (Fixture     *fx,
         const char  *method,
         const char  *url,
         char       **body_out)
{
  SoupMessage *msg = soup_message_new (method, url);
  char *body;

  g_assert_nonnull (msg);
  body = sq_phone_test_send (fx->session, msg);
  if (body_out != NULL)
    *body_out = body;
  else
    g_free (body);

  return msg;
}

static char *
base_url (Fixture *fx)
{
  return g_strdup_printf ("http://127.0.0.1:%u", sq_phone_server_get_port (fx->server));
}

static void
assert_strict_headers (SoupMessage *msg)
{
  SoupMessageHeaders *headers = soup_message_get_response_headers (msg);
  const char *csp = soup_message_headers_get_one (headers, "Content-Security-Policy");

  g_assert_cmpstr (soup_message_headers_get_one (headers, "Cache-Control"), ==, "no-store");
  g_assert_cmpstr (soup_message_headers_get_one (headers, "Referrer-Policy"), ==, "no-referrer");
  g_assert_cmpstr (soup_message_headers_get_one (headers, "X-Content-Type-Options"), ==, "nosniff");
  g_assert_nonnull (csp);
  g_assert_true (g_str_has_prefix (csp, "default-src 'none'; script-src 'self'; style-src 'self'; "
                                        "connect-src 'self'; img-src 'self' data:"));
  g_assert_null (soup_message_headers_get_one (headers, "Server"));
}

/* Seat i's secrets are "loyalty-i-SECRET" and "card-i-SECRET". */
static void
set_views (Fixture    *fx,
           const char *round)
{
  g_autofree char *public_json = g_strdup_printf ("{\"round\":\"%s\"}", round);
  char *seats[N_SEATS + 1] = { NULL };

  for (guint i = 0; i < N_SEATS; i++)
    seats[i] = g_strdup_printf ("{\"loyalty\":\"loyalty-%u-SECRET\",\n\"hand\":[\"card-%u-SECRET\"]}",
                                i, i);
  sq_phone_server_set_views (fx->server, public_json, (const char * const *) seats);
  for (guint i = 0; i < N_SEATS; i++)
    g_free (seats[i]);
}

static void
assert_only_own_secrets (const char *text,
                         guint       seat)
{
  for (guint i = 0; i < N_SEATS; i++)
    {
      g_autofree char *loyalty = g_strdup_printf ("loyalty-%u-SECRET", i);
      g_autofree char *card = g_strdup_printf ("card-%u-SECRET", i);

      g_assert_true ((strstr (text, loyalty) != NULL) == (i == seat));
      g_assert_true ((strstr (text, card) != NULL) == (i == seat));
    }
}

static void
test_tokens (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < 200; i++)
    {
      g_autoptr(GError) error = NULL;
      char *token = sq_phone_token_new (&error);

      g_assert_no_error (error);
      g_assert_cmpuint (strlen (token), ==, SQ_PHONE_TOKEN_LENGTH);
      for (const char *p = token; *p != '\0'; p++)
        g_assert_true ((*p >= 'a' && *p <= 'z') || (*p >= '2' && *p <= '7'));
      g_assert_true (sq_phone_token_equal (token, token));
      g_assert_false (g_hash_table_contains (seen, token));
      g_hash_table_add (seen, token);
    }
  g_assert_false (sq_phone_token_equal ("short", "short"));
}

static void
test_urls_and_renewal (Fixture       *fx,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *old_url = sq_phone_server_dup_url (fx->server, 0);
  g_autofree char *body = NULL;
  g_autoptr(SoupMessage) before = NULL;
  g_autoptr(SoupMessage) after = NULL;
  g_autoptr(GHashTable) urls = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *prefix = g_strdup_printf ("http://127.0.0.1:%u/",
                                             sq_phone_server_get_port (fx->server));
  g_autofree char *new_url = NULL;

  g_assert_true (sq_phone_server_get_loopback (fx->server));
  g_assert_cmpuint (sq_phone_server_get_port (fx->server), >, 0);
  for (guint i = 0; i < N_SEATS; i++)
    {
      char *url = sq_phone_server_dup_url (fx->server, i);

      g_assert_true (g_str_has_prefix (url, prefix));
      g_assert_cmpuint (strlen (url), ==, strlen (prefix) + SQ_PHONE_TOKEN_LENGTH + 1);
      g_assert_false (g_hash_table_contains (urls, url));
      g_hash_table_add (urls, url);
    }

  set_views (fx, "one");
  before = request (fx, "GET", old_url, &body);
  g_assert_cmpuint (soup_message_get_status (before), ==, 200);
  g_clear_pointer (&body, g_free);

  g_assert_true (sq_phone_server_renew_tokens (fx->server, &error));
  g_assert_no_error (error);
  new_url = sq_phone_server_dup_url (fx->server, 0);
  g_assert_cmpstr (new_url, !=, old_url);
  after = request (fx, "GET", old_url, &body);
  g_assert_cmpuint (soup_message_get_status (after), ==, 404);
}

static void
test_not_found_delay (Fixture       *fx,
                      gconstpointer  data)
{
  g_autofree char *base = base_url (fx);
  const char *paths[] = {
    "/", "/nottoken/", "/aaaaaaaaaaaaaaaaaaaaaaaaaa/", "/favicon.ico", "//state",
  };
  guint previous_delay = 0;

  g_assert_cmpuint (sq_phone_server_get_failures (fx->server, "127.0.0.1"), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autofree char *url = g_strconcat (base, paths[i], NULL);
      g_autofree char *body = NULL;
      g_autoptr(SoupMessage) msg = NULL;
      gint64 start = g_get_monotonic_time ();
      guint delay = sq_phone_failure_delay (i + 1);
      gint64 elapsed_ms;

      msg = request (fx, "GET", url, &body);
      elapsed_ms = (g_get_monotonic_time () - start) / 1000;
      g_assert_cmpuint (soup_message_get_status (msg), ==, 404);
      assert_strict_headers (msg);
      g_assert_cmpuint (sq_phone_server_get_failures (fx->server, "127.0.0.1"), ==, i + 1);
      /* the answer never comes before the delay, and the delay grows */
      g_assert_cmpint (elapsed_ms, >=, delay);
      g_assert_cmpuint (delay, >, previous_delay);
      previous_delay = delay;
    }
  g_assert_cmpuint (sq_phone_failure_delay (100), ==, 10000);
}

/* Stopping the server while a 404 waits: the client gets an answer or a
 * closed connection, and nothing complains afterwards. */
static void
test_stop_during_delay (Fixture       *fx,
                        gconstpointer  data)
{
  g_autofree char *base = base_url (fx);
  g_autofree char *url = g_strconcat (base, "/wrong/", NULL);
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", url);
  SqPhoneTestReply reply = { 0 };
  gint64 end;

  soup_session_send_and_read_async (fx->session, msg, G_PRIORITY_DEFAULT, NULL,
                                    sq_phone_test_on_read_cb, &reply);
  while (sq_phone_server_get_failures (fx->server, "127.0.0.1") == 0)
    g_main_context_iteration (NULL, TRUE);
  sq_phone_server_stop (fx->server);
  while (!reply.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (reply.error != NULL || soup_message_get_status (msg) == 404);
  g_clear_error (&reply.error);
  g_clear_pointer (&reply.body, g_bytes_unref);

  /* past the wait: the delayed answer finds the server gone */
  end = g_get_monotonic_time () + 3 * sq_phone_failure_delay (1) * 1000;
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_false (sq_phone_server_get_running (fx->server));
}

static void
test_methods (Fixture       *fx,
              gconstpointer  data)
{
  g_autofree char *url = sq_phone_server_dup_url (fx->server, 1);
  const char *methods[] = { "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "HEAD" };

  set_views (fx, "one");
  for (guint i = 0; i < G_N_ELEMENTS (methods); i++)
    {
      g_autofree char *body = NULL;
      g_autoptr(SoupMessage) msg = request (fx, methods[i], url, &body);

      g_assert_cmpuint (soup_message_get_status (msg), ==, 405);
      g_assert_cmpstr (soup_message_headers_get_one (soup_message_get_response_headers (msg),
                                                     "Allow"), ==, "GET");
      assert_strict_headers (msg);
      g_assert_null (strstr (body, "SECRET"));
    }
  /* a refused method is not a guess at a token */
  g_assert_cmpuint (sq_phone_server_get_failures (fx->server, "127.0.0.1"), ==, 0);
}

static void
test_page (Fixture       *fx,
           gconstpointer  data)
{
  g_autofree char *url = sq_phone_server_dup_url (fx->server, 2);
  const struct {
    const char *name;
    const char *type;
    const char *contains;
  } files[] = {
    { "", "text/html", "phone.js" },
    { "phone.css", "text/css", "#hold" },
    { "phone.js", "text/javascript", "EventSource" },
    { "strings", "application/json", "\"hold\"" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *file_url = g_strconcat (url, files[i].name, NULL);
      g_autofree char *body = NULL;
      g_autoptr(SoupMessage) msg = request (fx, "GET", file_url, &body);
      SoupMessageHeaders *headers = soup_message_get_response_headers (msg);

      g_assert_cmpuint (soup_message_get_status (msg), ==, 200);
      assert_strict_headers (msg);
      g_assert_cmpstr (soup_message_headers_get_content_type (headers, NULL), ==, files[i].type);
      g_assert_nonnull (strstr (body, files[i].contains));
      /* the page asks nothing of another site */
      g_assert_null (strstr (body, "http://"));
      g_assert_null (strstr (body, "https://"));
    }
}

typedef struct {
  GInputStream *stream;
  GError       *error;
  gboolean      done;
} Open;

static void
on_sent_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  Open *open = user_data;

  open->stream = soup_session_send_finish (SOUP_SESSION (source), result, &open->error);
  open->done = TRUE;
}

static void
on_stream_read_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  gssize *n = user_data;
  g_autoptr(GError) error = NULL;

  *n = g_input_stream_read_finish (G_INPUT_STREAM (source), result, &error);
  g_assert_no_error (error);
}

/* Reads from an event stream until @text holds @n_events view events. */
static void
read_events (GInputStream *stream,
             GString      *text,
             guint         n_events)
{
  for (;;)
    {
      char buffer[4096];
      gssize n = -2;
      guint found = 0;

      for (const char *p = text->str; (p = strstr (p, "event: view\ndata: ")) != NULL; p++)
        if (strstr (p, "\n\n") != NULL)
          found++;
      if (found >= n_events)
        return;

      g_input_stream_read_async (stream, buffer, sizeof buffer, G_PRIORITY_DEFAULT, NULL,
                                 on_stream_read_cb, &n);
      while (n == -2)
        g_main_context_iteration (NULL, TRUE);
      g_assert_cmpint (n, >, 0);
      g_string_append_len (text, buffer, n);
    }
}

static void
test_seat_secrets (Fixture       *fx,
                   gconstpointer  data)
{
  GInputStream *streams[N_SEATS];
  GString *texts[N_SEATS];
  g_autoptr(GPtrArray) messages = g_ptr_array_new_with_free_func (g_object_unref);

  g_assert_cmpuint (sq_phone_server_get_connected (fx->server), ==, 0);
  set_views (fx, "one");

  for (guint i = 0; i < N_SEATS; i++)
    {
      g_autofree char *url = sq_phone_server_dup_url (fx->server, i);
      g_autofree char *state_url = g_strconcat (url, "state", NULL);
      g_autofree char *events_url = g_strconcat (url, "events", NULL);
      g_autofree char *body = NULL;
      g_autoptr(SoupMessage) msg = request (fx, "GET", state_url, &body);
      g_autoptr(JsonNode) node = NULL;
      g_autoptr(GError) error = NULL;
      SoupMessage *events = soup_message_new ("GET", events_url);
      Open open = { 0 };

      g_assert_cmpuint (soup_message_get_status (msg), ==, 200);
      assert_strict_headers (msg);
      node = json_from_string (body, &error);
      g_assert_no_error (error);
      g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
      g_assert_nonnull (strstr (body, "\"round\":\"one\""));
      assert_only_own_secrets (body, i);

      soup_session_send_async (fx->session, events, G_PRIORITY_DEFAULT, NULL, on_sent_cb, &open);
      while (!open.done)
        g_main_context_iteration (NULL, TRUE);
      g_assert_no_error (open.error);
      g_assert_cmpuint (soup_message_get_status (events), ==, 200);
      assert_strict_headers (events);
      g_assert_cmpstr (soup_message_headers_get_content_type (soup_message_get_response_headers (events), NULL),
                       ==, "text/event-stream");
      g_ptr_array_add (messages, events);
      streams[i] = open.stream;
      texts[i] = g_string_new (NULL);
      read_events (streams[i], texts[i], 1);
    }

  /* every seat is connected: a bit per seat */
  while (sq_phone_server_get_connected (fx->server) != (1u << N_SEATS) - 1)
    g_main_context_iteration (NULL, TRUE);

  set_views (fx, "two");
  for (guint i = 0; i < N_SEATS; i++)
    {
      read_events (streams[i], texts[i], 2);
      g_assert_nonnull (strstr (texts[i]->str, "\"round\":\"two\""));
      assert_only_own_secrets (texts[i]->str, i);
    }

  /* a page that goes away is no longer connected */
  g_input_stream_close (streams[1], NULL, NULL);
  g_clear_object (&streams[1]);
  while (sq_phone_server_get_connected (fx->server) & (1u << 1))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (sq_phone_server_get_connected (fx->server), ==, ((1u << N_SEATS) - 1) & ~(1u << 1));

  /* stopping closes the others */
  sq_phone_server_stop (fx->server);
  g_assert_cmpuint (sq_phone_server_get_connected (fx->server), ==, 0);
  g_assert_false (sq_phone_server_get_running (fx->server));
  for (guint i = 0; i < N_SEATS; i++)
    {
      g_clear_object (&streams[i]);
      g_string_free (texts[i], TRUE);
    }
}

static void
test_addresses (void)
{
  gboolean loopback = FALSE;
  g_autoptr(GPtrArray) addresses = NULL;

  /* the environment asks for loopback: nothing else is listed */
  addresses = sq_phone_lan_addresses (&loopback);
  g_assert_true (loopback);
  g_assert_cmpuint (addresses->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (addresses, 0), ==, "127.0.0.1");
  g_clear_pointer (&addresses, g_ptr_array_unref);

  /* without it: never 0.0.0.0 nor a loopback address beside others */
  g_unsetenv (SQ_PHONE_LOOPBACK_ENV);
  addresses = sq_phone_lan_addresses (&loopback);
  g_assert_cmpuint (addresses->len, >=, 1);
  for (guint i = 0; i < addresses->len; i++)
    {
      const char *address = g_ptr_array_index (addresses, i);

      g_assert_cmpstr (address, !=, "0.0.0.0");
      g_assert_true (loopback == g_str_has_prefix (address, "127."));
    }
  g_setenv (SQ_PHONE_LOOPBACK_ENV, "1", TRUE);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv (SQ_PHONE_LOOPBACK_ENV, "1", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/phones/tokens", test_tokens);
  g_test_add_func ("/phones/addresses", test_addresses);
  g_test_add ("/phones/urls-and-renewal", Fixture, NULL, fixture_setup, test_urls_and_renewal,
              fixture_teardown);
  g_test_add ("/phones/not-found-delay", Fixture, NULL, fixture_setup, test_not_found_delay,
              fixture_teardown);
  g_test_add ("/phones/methods", Fixture, NULL, fixture_setup, test_methods, fixture_teardown);
  g_test_add ("/phones/stop-during-delay", Fixture, NULL, fixture_setup, test_stop_during_delay,
              fixture_teardown);
  g_test_add ("/phones/page", Fixture, NULL, fixture_setup, test_page, fixture_teardown);
  g_test_add ("/phones/seat-secrets", Fixture, NULL, fixture_setup, test_seat_secrets,
              fixture_teardown);

  return g_test_run ();
}

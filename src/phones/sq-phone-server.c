/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Every path starts with a seat's token: /TOKEN/ is the page, then its
 * style sheet and script, /TOKEN/strings (the page's words in the app's
 * language), /TOKEN/state (the seat's view now) and /TOKEN/events, a
 * chunked text/event-stream that sends the view again after every change.
 * A path without a valid token is a 404 that waits longer on each repeat
 * from the same address; a method other than GET is a 405. Every response
 * carries the same strict headers, and nothing here logs a path. */

#include "config.h"

#include <libsoup/soup.h>

#include "sq-phone-address.h"
#include "sq-phone-server.h"
#include "sq-phone-server-private.h"
#include "sq-phone-strings.h"
#include "sq-phone-throttle.h"
#include "sq-phone-token.h"

#define PAGE_RESOURCE_PATH RESOURCE_BASE_PATH "/phones/"
#define KEEPALIVE_SECONDS  20

/* Struct */

typedef struct {
  char      *token;
  char      *view;       /* {"public":…,"seat":…}: all this seat may see */
  GPtrArray *streams;    /* SoupServerMessage: open event streams */
} Seat;

struct _SqPhoneServer
{
  GObject     parent_instance;

  SoupServer *server;    /* NULL while stopped */
  guint       port;
  char       *host;      /* the address the URLs name */
  gboolean    loopback;
  guint       keepalive_id;

  guint       n_seats;
  Seat        seats[SQ_PHONE_MAX_SEATS];
  guint       connected; /* bit per seat with an open stream */
  SqPhoneThrottle *throttle; /* the 404s' waits per client address */
  GPtrArray  *delayed;   /* Delayed: 404s waiting to be sent */
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqPhoneServer, sq_phone_server, G_TYPE_OBJECT)

/* Properties */

enum
{
  PROP_0,
  PROP_RUNNING,
  PROP_CONNECTED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Auxiliary functions */

static void
update_connected (SqPhoneServer *self)
{
  guint connected = 0;

  for (guint i = 0; i < self->n_seats; i++)
    if (self->seats[i].streams->len > 0)
      connected |= 1u << i;

  if (connected == self->connected)
    return;
  self->connected = connected;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONNECTED]);
}

static void
stream_append (SoupServerMessage *msg,
               const char        *text)
{
  SoupMessageBody *body = soup_server_message_get_response_body (msg);

  soup_message_body_append (body, SOUP_MEMORY_COPY, text, strlen (text));
  soup_server_message_unpause (msg);
}

static void
stream_send_view (SoupServerMessage *msg,
                  const Seat        *seat)
{
  g_autofree char *event = NULL;

  if (seat->view == NULL)
    return;
  event = g_strdup_printf ("event: view\ndata: %s\n\n", seat->view);
  stream_append (msg, event);
}

static void
on_stream_gone_cb (SoupServerMessage *msg,
                   SqPhoneServer     *self)
{
  g_object_set_data (G_OBJECT (msg), "sq-phone-watch", NULL);
  for (guint i = 0; i < SQ_PHONE_MAX_SEATS; i++)
    {
      if (self->seats[i].streams != NULL &&
          g_ptr_array_remove (self->seats[i].streams, msg))
        break;
    }
  update_connected (self);
}

static void
close_stream (gpointer data,
              gpointer user_data)
{
  SoupServerMessage *msg = data;
  SqPhoneServer *self = user_data;

  g_signal_handlers_disconnect_by_data (msg, self);
  g_object_set_data (G_OBJECT (msg), "sq-phone-watch", NULL);
  soup_message_body_complete (soup_server_message_get_response_body (msg));
  soup_server_message_unpause (msg);
}

static void
close_streams (SqPhoneServer *self,
               Seat          *seat)
{
  g_autoptr(GPtrArray) streams = seat->streams;

  seat->streams = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_foreach (streams, close_stream, self);
}

static Seat *
find_seat (SqPhoneServer *self,
           const char    *token)
{
  Seat *found = NULL;

  /* every seat is compared, so the time does not say which one matched */
  for (guint i = 0; i < self->n_seats; i++)
    if (self->seats[i].token != NULL && sq_phone_token_equal (token, self->seats[i].token))
      found = &self->seats[i];

  return found;
}

static void
refuse_not_found (SqPhoneServer     *self,
                  SoupServerMessage *msg)
{
  const char *host = soup_server_message_get_remote_host (msg);
  guint delay = sq_phone_throttle_record (self->throttle, host != NULL ? host : "");

  sq_phone_respond_not_found_later (self->delayed, msg, delay);
}

static void
serve_resource (SoupServerMessage *msg,
                const char        *name,
                const char        *content_type)
{
  g_autofree char *path = g_strconcat (PAGE_RESOURCE_PATH, name, NULL);
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  gsize length = 0;
  const char *data;

  if (bytes == NULL)
    {
      sq_phone_respond (msg, SOUP_STATUS_NOT_FOUND, "text/plain", "Not found\n", 10);
      return;
    }
  data = g_bytes_get_data (bytes, &length);
  sq_phone_respond (msg, SOUP_STATUS_OK, content_type, data, length);
}

static void
destroy_watch (gpointer data)
{
  g_source_destroy (data);
  g_source_unref (data);
}

/* libsoup reads nothing more once the stream's headers are out, so a page
 * closed on the phone would only show at the next keepalive. Nothing is
 * sent on an event stream's connection after its request: the socket
 * turning readable means the phone hung up (or misbehaves), and either
 * way the stream ends. */
static gboolean
on_stream_socket_cb (GSocket      *socket,
                     GIOCondition  condition,
                     gpointer      user_data)
{
  SoupServerMessage *msg = user_data;
  SqPhoneServer *self = g_object_get_data (G_OBJECT (msg), "sq-phone-server");
  g_autoptr(GError) error = NULL;
  char byte;
  GInputVector vector = { &byte, 1 };
  int flags = G_SOCKET_MSG_PEEK;
  gssize n;

  /* a wake-up with nothing to read is no hang-up */
  n = g_socket_receive_message (socket, NULL, &vector, 1, NULL, NULL, &flags, NULL, &error);
  if (n < 0 && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK))
    return G_SOURCE_CONTINUE;

  for (guint i = 0; i < SQ_PHONE_MAX_SEATS; i++)
    {
      g_autoptr(SoupServerMessage) held = g_object_ref (msg);

      if (self->seats[i].streams == NULL ||
          !g_ptr_array_find (self->seats[i].streams, msg, NULL))
        continue;
      close_stream (msg, self);
      g_ptr_array_remove (self->seats[i].streams, msg);
      update_connected (self);
      break;
    }

  return G_SOURCE_REMOVE;
}

static void
watch_stream (SqPhoneServer     *self,
              SoupServerMessage *msg)
{
  GSocket *socket = soup_server_message_get_socket (msg);
  GSource *source;

  if (socket == NULL)
    return;
  source = g_socket_create_source (socket, G_IO_IN | G_IO_HUP | G_IO_ERR, NULL);
  g_source_set_callback (source, G_SOURCE_FUNC (on_stream_socket_cb), msg, NULL);
  g_source_attach (source, NULL);
  g_object_set_data (G_OBJECT (msg), "sq-phone-server", self);
  g_object_set_data_full (G_OBJECT (msg), "sq-phone-watch", source, destroy_watch);
}

static void
serve_events (SqPhoneServer     *self,
              SoupServerMessage *msg,
              Seat              *seat)
{
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);
  SoupMessageBody *body = soup_server_message_get_response_body (msg);

  sq_phone_set_security_headers (msg);
  soup_message_headers_set_content_type (headers, "text/event-stream", NULL);
  soup_message_headers_set_encoding (headers, SOUP_ENCODING_CHUNKED);
  soup_message_body_set_accumulate (body, FALSE);
  soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);

  g_ptr_array_add (seat->streams, g_object_ref (msg));
  g_signal_connect_object (msg, "finished", G_CALLBACK (on_stream_gone_cb), self,
                           G_CONNECT_DEFAULT);
  g_signal_connect_object (msg, "disconnected", G_CALLBACK (on_stream_gone_cb), self,
                           G_CONNECT_DEFAULT);
  watch_stream (self, msg);
  stream_append (msg, "retry: 3000\n\n");
  stream_send_view (msg, seat);
  update_connected (self);
}

static void
serve_seat (SqPhoneServer     *self,
            SoupServerMessage *msg,
            Seat              *seat,
            const char        *rest)
{
  if (*rest == '\0')
    {
      g_autofree char *location = g_strdup_printf ("/%s/", seat->token);

      sq_phone_set_security_headers (msg);
      soup_server_message_set_redirect (msg, SOUP_STATUS_PERMANENT_REDIRECT, location);
    }
  else if (g_str_equal (rest, "/"))
    serve_resource (msg, "index.html", "text/html; charset=utf-8");
  else if (g_str_equal (rest, "/phone.css"))
    serve_resource (msg, "phone.css", "text/css; charset=utf-8");
  else if (g_str_equal (rest, "/phone.js"))
    serve_resource (msg, "phone.js", "text/javascript; charset=utf-8");
  else if (g_str_equal (rest, "/strings"))
    {
      g_autofree char *strings = sq_phone_strings_to_json ();

      sq_phone_respond (msg, SOUP_STATUS_OK, "application/json", strings, strlen (strings));
    }
  else if (g_str_equal (rest, "/state") && seat->view != NULL)
    sq_phone_respond (msg, SOUP_STATUS_OK, "application/json", seat->view, strlen (seat->view));
  else if (g_str_equal (rest, "/events"))
    serve_events (self, msg, seat);
  else
    sq_phone_respond (msg, SOUP_STATUS_NOT_FOUND, "text/plain", "Not found\n", 10);
}

/* Callbacks */

static void
on_request_cb (SoupServer        *server,
               SoupServerMessage *msg,
               const char        *path,
               GHashTable        *query,
               gpointer           user_data)
{
  SqPhoneServer *self = user_data;
  g_autofree char *token = NULL;
  const char *rest;
  Seat *seat;

  if (g_strcmp0 (soup_server_message_get_method (msg), SOUP_METHOD_GET) != 0)
    {
      soup_message_headers_replace (soup_server_message_get_response_headers (msg),
                                    "Allow", "GET");
      sq_phone_respond (msg, SOUP_STATUS_METHOD_NOT_ALLOWED, "text/plain", "Method not allowed\n", 19);
      return;
    }

  /* "/TOKEN" then "", "/" or "/name"; a query string is not part of path */
  if (path == NULL || path[0] != '/')
    {
      refuse_not_found (self, msg);
      return;
    }
  rest = strchr (path + 1, '/');
  if (rest == NULL)
    rest = path + strlen (path);
  token = g_strndup (path + 1, (gsize) (rest - path - 1));
  seat = find_seat (self, token);
  if (seat == NULL)
    {
      refuse_not_found (self, msg);
      return;
    }

  serve_seat (self, msg, seat, rest);
}

static gboolean
on_keepalive_cb (gpointer user_data)
{
  SqPhoneServer *self = user_data;

  /* a comment line: it keeps proxies from closing an idle stream and
   * lets the server notice a phone that went away */
  for (guint i = 0; i < self->n_seats; i++)
    for (guint j = 0; j < self->seats[i].streams->len; j++)
      stream_append (g_ptr_array_index (self->seats[i].streams, j), ":\n\n");

  return G_SOURCE_CONTINUE;
}

/* GObject overrides */

static void
sq_phone_server_dispose (GObject *object)
{
  SqPhoneServer *self = SQ_PHONE_SERVER (object);

  sq_phone_server_stop (self);

  G_OBJECT_CLASS (sq_phone_server_parent_class)->dispose (object);
}

static void
sq_phone_server_finalize (GObject *object)
{
  SqPhoneServer *self = SQ_PHONE_SERVER (object);

  for (guint i = 0; i < SQ_PHONE_MAX_SEATS; i++)
    {
      g_free (self->seats[i].token);
      g_free (self->seats[i].view);
      g_ptr_array_unref (self->seats[i].streams);
    }
  g_free (self->host);
  sq_phone_throttle_free (self->throttle);
  g_ptr_array_unref (self->delayed);

  G_OBJECT_CLASS (sq_phone_server_parent_class)->finalize (object);
}

static void
sq_phone_server_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  SqPhoneServer *self = SQ_PHONE_SERVER (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, self->server != NULL);
      break;

    case PROP_CONNECTED:
      g_value_set_uint (value, self->connected);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_phone_server_class_init (SqPhoneServerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sq_phone_server_dispose;
  object_class->finalize = sq_phone_server_finalize;
  object_class->get_property = sq_phone_server_get_property;

  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* bit i set: seat i has its page open */
  properties[PROP_CONNECTED] =
    g_param_spec_uint ("connected", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sq_phone_server_init (SqPhoneServer *self)
{
  for (guint i = 0; i < SQ_PHONE_MAX_SEATS; i++)
    self->seats[i].streams = g_ptr_array_new_with_free_func (g_object_unref);
  self->throttle = sq_phone_throttle_new ();
  self->delayed = sq_phone_delayed_list_new ();
}

/* Public API */

SqPhoneServer *
sq_phone_server_new (void)
{
  return g_object_new (SQ_TYPE_PHONE_SERVER, NULL);
}

static gboolean
listen_on (SoupServer  *server,
           const char  *address,
           guint        port,
           GError     **error)
{
  g_autoptr(GInetAddress) inet = g_inet_address_new_from_string (address);
  g_autoptr(GSocketAddress) socket_address = NULL;

  g_assert (inet != NULL);
  socket_address = g_inet_socket_address_new (inet, (guint16) port);

  return soup_server_listen (server, socket_address, 0, error);
}

static guint
listening_port (SoupServer *server)
{
  GSList *listeners = soup_server_get_listeners (server);
  g_autoptr(GSocketAddress) local = NULL;
  guint port = 0;

  if (listeners != NULL)
    local = g_socket_get_local_address (listeners->data, NULL);
  if (local != NULL && G_IS_INET_SOCKET_ADDRESS (local))
    port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (local));
  g_slist_free (listeners);

  return port;
}

/**
 * sq_phone_server_start:
 *
 * Listens on a port the system picks, on every local network address of
 * the machine (see sq_phone_lan_addresses()). Starting a running server
 * does nothing.
 *
 * Returns: %TRUE when the server listens
 */
gboolean
sq_phone_server_start (SqPhoneServer  *self,
                       GError        **error)
{
  g_autoptr(SoupServer) server = NULL;
  g_autoptr(GPtrArray) addresses = NULL;
  gboolean loopback = FALSE;
  guint port = 0;

  g_return_val_if_fail (SQ_IS_PHONE_SERVER (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->server != NULL)
    return TRUE;

  server = g_object_new (SOUP_TYPE_SERVER, "server-header", NULL, NULL);
  addresses = sq_phone_lan_addresses (&loopback);
  for (guint i = 0; i < addresses->len; i++)
    {
      g_autoptr(GError) local_error = NULL;

      /* the first address picks the port; the others share it or are
       * left out when it is taken there */
      if (!listen_on (server, g_ptr_array_index (addresses, i), port, &local_error))
        {
          if (i == 0)
            {
              g_propagate_error (error, g_steal_pointer (&local_error));
              return FALSE;
            }
          continue;
        }
      if (i == 0)
        port = listening_port (server);
    }

  soup_server_add_handler (server, NULL, on_request_cb, self, NULL);
  self->server = g_steal_pointer (&server);
  self->port = port;
  self->loopback = loopback;
  g_free (self->host);
  self->host = g_strdup (g_ptr_array_index (addresses, 0));
  self->keepalive_id = g_timeout_add_seconds (KEEPALIVE_SECONDS, on_keepalive_cb, self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);

  return TRUE;
}

/**
 * sq_phone_server_stop:
 *
 * Closes every page's stream and stops listening. The tokens stay until
 * sq_phone_server_renew_tokens().
 */
void
sq_phone_server_stop (SqPhoneServer *self)
{
  g_return_if_fail (SQ_IS_PHONE_SERVER (self));

  if (self->server == NULL)
    return;

  for (guint i = 0; i < SQ_PHONE_MAX_SEATS; i++)
    close_streams (self, &self->seats[i]);
  g_clear_handle_id (&self->keepalive_id, g_source_remove);
  g_ptr_array_set_size (self->delayed, 0);
  soup_server_disconnect (self->server);
  g_clear_object (&self->server);
  self->port = 0;
  update_connected (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

gboolean
sq_phone_server_get_running (SqPhoneServer *self)
{
  g_return_val_if_fail (SQ_IS_PHONE_SERVER (self), FALSE);

  return self->server != NULL;
}

guint
sq_phone_server_get_port (SqPhoneServer *self)
{
  g_return_val_if_fail (SQ_IS_PHONE_SERVER (self), 0);

  return self->port;
}

/**
 * sq_phone_server_get_host:
 *
 * Returns: (nullable): the address the seats' URLs name, %NULL before the
 *   first start
 */
const char *
sq_phone_server_get_host (SqPhoneServer *self)
{
  g_return_val_if_fail (SQ_IS_PHONE_SERVER (self), NULL);

  return self->host;
}

/**
 * sq_phone_server_get_loopback:
 *
 * Returns: %TRUE when the server listens on 127.0.0.1 only, which no
 *   phone can reach
 */
gboolean
sq_phone_server_get_loopback (SqPhoneServer *self)
{
  g_return_val_if_fail (SQ_IS_PHONE_SERVER (self), FALSE);

  return self->loopback;
}

/**
 * sq_phone_server_set_n_seats:
 *
 * Sets the number of seats and gives every seat a new token: a page open
 * with an old one gets 404 from now on.
 */
gboolean
sq_phone_server_set_n_seats (SqPhoneServer  *self,
                             guint           n_seats,
                             GError        **error)
{
  g_return_val_if_fail (SQ_IS_PHONE_SERVER (self), FALSE);
  g_return_val_if_fail (n_seats <= SQ_PHONE_MAX_SEATS, FALSE);

  self->n_seats = n_seats;

  return sq_phone_server_renew_tokens (self, error);
}

guint
sq_phone_server_get_n_seats (SqPhoneServer *self)
{
  g_return_val_if_fail (SQ_IS_PHONE_SERVER (self), 0);

  return self->n_seats;
}

/**
 * sq_phone_server_renew_tokens:
 *
 * New tokens for every seat (after a re-deal or a change of seats): the
 * open pages are closed and their old addresses stop working. The views
 * are forgotten until the next sq_phone_server_set_views().
 */
gboolean
sq_phone_server_renew_tokens (SqPhoneServer  *self,
                              GError        **error)
{
  g_return_val_if_fail (SQ_IS_PHONE_SERVER (self), FALSE);

  for (guint i = 0; i < SQ_PHONE_MAX_SEATS; i++)
    {
      Seat *seat = &self->seats[i];

      close_streams (self, seat);
      g_clear_pointer (&seat->view, g_free);
      g_clear_pointer (&seat->token, g_free);
      if (i < self->n_seats)
        {
          seat->token = sq_phone_token_new (error);
          if (seat->token == NULL)
            return FALSE;
        }
    }
  update_connected (self);

  return TRUE;
}

/**
 * sq_phone_server_dup_url:
 *
 * Returns: (transfer full) (nullable): the address of @seat's page, %NULL
 *   while the server is stopped
 */
char *
sq_phone_server_dup_url (SqPhoneServer *self,
                         guint          seat)
{
  g_return_val_if_fail (SQ_IS_PHONE_SERVER (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);

  if (self->server == NULL || self->seats[seat].token == NULL)
    return NULL;

  return g_strdup_printf ("http://%s:%u/%s/", self->host, self->port, self->seats[seat].token);
}

/**
 * sq_phone_server_get_connected:
 *
 * Returns: a bit per seat whose page is open now
 */
guint
sq_phone_server_get_connected (SqPhoneServer *self)
{
  g_return_val_if_fail (SQ_IS_PHONE_SERVER (self), 0);

  return self->connected;
}

/**
 * sq_phone_server_set_views:
 * @public_json: a JSON value every seat may see
 * @seat_json: (array length=n_seats): one JSON value per seat, what that
 *   seat alone may see
 *
 * Replaces the views and sends each open page its own. A seat's page only
 * ever receives @public_json and its own entry of @seat_json.
 */
void
sq_phone_server_set_views (SqPhoneServer      *self,
                           const char         *public_json,
                           const char * const *seat_json)
{
  g_return_if_fail (SQ_IS_PHONE_SERVER (self));
  g_return_if_fail (public_json != NULL);
  g_return_if_fail (seat_json != NULL || self->n_seats == 0);

  for (guint i = 0; i < self->n_seats; i++)
    {
      Seat *seat = &self->seats[i];

      g_free (seat->view);
      seat->view = g_strdup_printf ("{\"public\":%s,\"seat\":%s}", public_json, seat_json[i]);
      /* an event's data is one line: a raw line break in JSON is only
       * ever white space between tokens */
      g_strdelimit (seat->view, "\r\n", ' ');
      for (guint j = 0; j < seat->streams->len; j++)
        stream_send_view (g_ptr_array_index (seat->streams, j), seat);
    }
}

/**
 * sq_phone_server_get_failures:
 * @host: a client's address
 *
 * Returns: how many requests with a missing or wrong token came from
 *   @host lately
 */
guint
sq_phone_server_get_failures (SqPhoneServer *self,
                              const char    *host)
{
  g_return_val_if_fail (SQ_IS_PHONE_SERVER (self), 0);
  g_return_val_if_fail (host != NULL, 0);

  return sq_phone_throttle_count (self->throttle, host);
}

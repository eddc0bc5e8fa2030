/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-phone-link.h"
#include "sq-phones-loader.h"
#include "sq-text.h"
#include "sq-phone-views.h"

#define SEATS_KEY_SIZE (1 + 3 * SQ_MAX_SEATS)

/* Struct */

struct _SqPhoneLink
{
  GObject            parent_instance;

  const SqPhonesApi *api;      /* with server: once the phones were first on */
  SqPhoneServer     *server;
  SqGame            *game;
  gulong             changed_handler;
  guint8             seats_key[SEATS_KEY_SIZE];  /* who sits where */
};

/* Prototypes */

static void on_server_notify_cb (SqPhoneServer *server,
                                 GParamSpec    *pspec,
                                 SqPhoneLink   *self);

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqPhoneLink, sq_phone_link, G_TYPE_OBJECT)

/* Properties */

enum
{
  PROP_0,
  PROP_ACTIVE,
  PROP_CONNECTED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Signals */

enum
{
  SIGNAL_ADDRESSES_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Auxiliary functions */

static void
seats_key (const SqState *s,
           guint8        *key)
{
  memset (key, 0, SEATS_KEY_SIZE);
  key[0] = s->n_seats;
  for (guint i = 0; i < s->n_seats && i < SQ_MAX_SEATS; i++)
    {
      key[1 + 3 * i] = s->seats[i].knight;
      key[2 + 3 * i] = (guint8) s->seats[i].in_game;
      key[3 + 3 * i] = (guint8) s->seats[i].left;
    }
}

static void
push_views (SqPhoneLink *self)
{
  const SqState *s;
  g_autofree char *public_json = NULL;
  char *seat_json[SQ_MAX_SEATS + 1] = { NULL };

  if (self->game == NULL || !sq_phone_link_get_active (self))
    return;

  s = sq_game_get_state (self->game);
  public_json = sq_phone_views_public (s);
  for (guint i = 0; i < s->n_seats; i++)
    seat_json[i] = sq_phone_views_seat (s, i);
  self->api->server_set_views (self->server, public_json, (const char * const *) seat_json);
  for (guint i = 0; i < s->n_seats; i++)
    g_free (seat_json[i]);
}

/* A new game or a new seating: every seat gets a new token, so that an
 * old address never shows a new secret. */
static void
renew_seats (SqPhoneLink *self)
{
  const SqState *s = sq_game_get_state (self->game);
  g_autoptr(GError) error = NULL;

  seats_key (s, self->seats_key);
  if (!self->api->server_set_n_seats (self->server, MIN (s->n_seats, SQ_PHONE_MAX_SEATS),
                                      &error))
    {
      g_warning ("No new addresses for the phones: %s", error->message);
      self->api->server_stop (self->server);
    }
  if (sq_phone_link_get_active (self))
    g_signal_emit (self, signals[SIGNAL_ADDRESSES_CHANGED], 0);
}

/* The first time the phones are turned on: the module and its server. */
static gboolean
ensure_server (SqPhoneLink  *self,
               GError      **error)
{
  g_autoptr(GError) load_error = NULL;

  if (self->server != NULL)
    return TRUE;

  self->api = sq_phones_load (&load_error);
  if (self->api == NULL)
    {
      g_message ("%s", load_error->message);
      g_set_error (error, load_error->domain, load_error->code,
                   /* Translators: shown when "Use phones for private views" is
                    * turned on and the part of Squire that serves the phones
                    * is missing or broken; %s is the technical reason */
                   _("Phones cannot be used: this copy of Squire lacks its phone server (%s)."),
                   load_error->message);
      return FALSE;
    }
  self->server = self->api->server_new ();
  g_signal_connect (self->server, "notify", G_CALLBACK (on_server_notify_cb), self);

  return TRUE;
}

/* Callbacks */

static void
on_game_changed_cb (SqGame      *game,
                    SqPhoneLink *self)
{
  guint8 key[SEATS_KEY_SIZE];

  /* never turned on yet: the first start takes the seats as they are */
  if (self->server == NULL)
    return;
  seats_key (sq_game_get_state (game), key);
  if (memcmp (key, self->seats_key, sizeof key) != 0)
    renew_seats (self);
  push_views (self);
}

static void
on_server_notify_cb (SqPhoneServer *server,
                     GParamSpec    *pspec,
                     SqPhoneLink   *self)
{
  if (g_str_equal (pspec->name, "running"))
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
      g_signal_emit (self, signals[SIGNAL_ADDRESSES_CHANGED], 0);
    }
  else
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONNECTED]);
}

/* GObject overrides */

static void
sq_phone_link_dispose (GObject *object)
{
  SqPhoneLink *self = SQ_PHONE_LINK (object);

  sq_phone_link_set_game (self, NULL);
  if (self->server != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->server, self);
      self->api->server_stop (self->server);
      g_clear_object (&self->server);
    }

  G_OBJECT_CLASS (sq_phone_link_parent_class)->dispose (object);
}

static void
sq_phone_link_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SqPhoneLink *self = SQ_PHONE_LINK (object);

  switch (prop_id)
    {
    case PROP_ACTIVE:
      g_value_set_boolean (value, sq_phone_link_get_active (self));
      break;

    case PROP_CONNECTED:
      g_value_set_uint (value, sq_phone_link_get_connected (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_phone_link_class_init (SqPhoneLinkClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sq_phone_link_dispose;
  object_class->get_property = sq_phone_link_get_property;

  properties[PROP_ACTIVE] =
    g_param_spec_boolean ("active", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CONNECTED] =
    g_param_spec_uint ("connected", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SqPhoneLink::addresses-changed:
   *
   * The seats' addresses are new (the phones were turned on, or the
   * seating changed) or gone (turned off): what shows an address shows
   * sq_phone_link_dup_url() again.
   */
  signals[SIGNAL_ADDRESSES_CHANGED] =
    g_signal_new ("addresses-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
sq_phone_link_init (SqPhoneLink *self)
{
}

/* Public API */

SqPhoneLink *
sq_phone_link_new (void)
{
  return g_object_new (SQ_TYPE_PHONE_LINK, NULL);
}

/**
 * sq_phone_link_set_game:
 * @game: (nullable): the game the phones follow
 *
 * Another game (or none) stops the server: phones are opted into per game.
 */
void
sq_phone_link_set_game (SqPhoneLink *self,
                        SqGame      *game)
{
  g_return_if_fail (SQ_IS_PHONE_LINK (self));
  g_return_if_fail (game == NULL || SQ_IS_GAME (game));

  if (game == self->game)
    return;

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_set_object (&self->game, game);
  if (self->server != NULL)
    self->api->server_stop (self->server);
  if (game != NULL)
    self->changed_handler = g_signal_connect_object (game, "changed",
                                                     G_CALLBACK (on_game_changed_cb),
                                                     self, G_CONNECT_DEFAULT);
}

SqGame *
sq_phone_link_get_game (SqPhoneLink *self)
{
  g_return_val_if_fail (SQ_IS_PHONE_LINK (self), NULL);

  return self->game;
}

/**
 * sq_phone_link_set_active:
 *
 * Starts the server for the game, with new tokens, or stops it. The
 * first start loads the phones module.
 *
 * Returns: %FALSE with @error set when the server cannot start or the
 *   module cannot be loaded
 */
gboolean
sq_phone_link_set_active (SqPhoneLink  *self,
                          gboolean      active,
                          GError      **error)
{
  g_return_val_if_fail (SQ_IS_PHONE_LINK (self), FALSE);
  g_return_val_if_fail (!active || self->game != NULL, FALSE);

  if (active == sq_phone_link_get_active (self))
    return TRUE;
  if (!active)
    {
      self->api->server_stop (self->server);
      return TRUE;
    }

  if (!ensure_server (self, error))
    return FALSE;
  renew_seats (self);
  if (!self->api->server_start (self->server, error))
    return FALSE;
  push_views (self);

  return TRUE;
}

gboolean
sq_phone_link_get_active (SqPhoneLink *self)
{
  g_return_val_if_fail (SQ_IS_PHONE_LINK (self), FALSE);

  return self->server != NULL && self->api->server_get_running (self->server);
}

/**
 * sq_phone_link_dup_url:
 *
 * Returns: (transfer full) (nullable): the address of @seat's page, %NULL
 *   when the phones are off
 */
char *
sq_phone_link_dup_url (SqPhoneLink *self,
                       guint        seat)
{
  g_return_val_if_fail (SQ_IS_PHONE_LINK (self), NULL);

  if (!sq_phone_link_get_active (self) || seat >= self->api->server_get_n_seats (self->server))
    return NULL;

  return self->api->server_dup_url (self->server, seat);
}

guint
sq_phone_link_get_connected (SqPhoneLink *self)
{
  g_return_val_if_fail (SQ_IS_PHONE_LINK (self), 0);

  return self->server != NULL ? self->api->server_get_connected (self->server) : 0;
}

/**
 * sq_phone_link_dup_status:
 * @tooltip: (out) (optional): which knights have their page open
 *
 * Returns: (transfer full) (nullable): a short line for the header bar,
 *   %NULL when the phones are off
 */
char *
sq_phone_link_dup_status (SqPhoneLink  *self,
                          char        **tooltip)
{
  const SqState *s;
  guint connected;
  guint n_seats;
  guint n = 0;
  g_autoptr(GString) names = g_string_new (NULL);

  g_return_val_if_fail (SQ_IS_PHONE_LINK (self), NULL);

  if (tooltip != NULL)
    *tooltip = NULL;
  if (!sq_phone_link_get_active (self))
    return NULL;

  s = sq_game_get_state (self->game);
  connected = self->api->server_get_connected (self->server);
  n_seats = self->api->server_get_n_seats (self->server);
  for (guint i = 0; i < n_seats; i++)
    {
      g_autofree char *name = NULL;

      if ((connected & (1u << i)) == 0)
        continue;
      name = sq_text_seat (s, i);
      if (names->len > 0)
        g_string_append (names, "\n");
      g_string_append (names, name);
      n++;
    }

  if (tooltip != NULL && self->api->server_get_loopback (self->server))
    /* Translators: tooltip of the phones' status in the header bar */
    *tooltip = g_strdup (_("This computer is on no local network: phones cannot reach it."));
  else if (tooltip != NULL && n > 0)
    /* Translators: tooltip of the phones' status; %s is a list of knights, one a line */
    *tooltip = g_strdup_printf (_("Phones following the game:\n%s"), names->str);
  else if (tooltip != NULL)
    /* Translators: tooltip of the phones' status in the header bar */
    *tooltip = g_strdup (_("No phone follows the game yet. Each knight finds his code on the curtain."));

  /* Translators: header bar, phones for private views: how many of the
   * seats have their page open, e.g. "Phones 2/5" */
  return g_strdup_printf (_("Phones %u/%u"), n, n_seats);
}

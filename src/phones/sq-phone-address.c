/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Where the phone server listens: the machine's IPv4 addresses on its
 * local networks, never 0.0.0.0, so a tunnel or a container bridge added
 * later does not open the server to it. Loopback serves only when the
 * environment asks for it (tests) or when there is no local network at
 * all, and then the page is reachable from this machine alone. IPv6 is
 * left out: a phone would need a zone id in the typed address for a
 * link-local one. */

#include "config.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>

#include "sq-phone-address.h"

static gboolean
loopback_asked (void)
{
  const char *env = g_getenv (SQ_PHONE_LOOPBACK_ENV);

  return env != NULL && *env != '\0' && g_strcmp0 (env, "0") != 0;
}

static gboolean
is_usable (const struct ifaddrs *ifa)
{
  const struct sockaddr_in *in;
  guint32 host;

  if (ifa->ifa_addr == NULL || ifa->ifa_addr->sa_family != AF_INET)
    return FALSE;
  if ((ifa->ifa_flags & IFF_UP) == 0 || (ifa->ifa_flags & IFF_LOOPBACK) != 0)
    return FALSE;

  in = (const struct sockaddr_in *) (gconstpointer) ifa->ifa_addr;
  host = ntohl (in->sin_addr.s_addr);
  /* 127/8 and the self-assigned 169.254/16 reach no phone */
  return (host >> 24) != 127 && (host >> 16) != 0xa9fe;
}

/**
 * sq_phone_lan_addresses:
 * @loopback: (out): set to %TRUE when the result is the loopback address
 *
 * Returns: (transfer full) (element-type utf8): dotted IPv4 addresses to
 *   listen on, never empty
 */
GPtrArray *
sq_phone_lan_addresses (gboolean *loopback)
{
  GPtrArray *addresses = g_ptr_array_new_with_free_func (g_free);
  struct ifaddrs *list = NULL;

  g_return_val_if_fail (loopback != NULL, NULL);

  if (!loopback_asked () && getifaddrs (&list) == 0)
    {
      for (const struct ifaddrs *ifa = list; ifa != NULL; ifa = ifa->ifa_next)
        {
          char text[INET_ADDRSTRLEN];
          const struct sockaddr_in *in;

          if (!is_usable (ifa))
            continue;
          in = (const struct sockaddr_in *) (gconstpointer) ifa->ifa_addr;
          if (inet_ntop (AF_INET, &in->sin_addr, text, sizeof text) != NULL &&
              !g_ptr_array_find_with_equal_func (addresses, text, g_str_equal, NULL))
            g_ptr_array_add (addresses, g_strdup (text));
        }
      freeifaddrs (list);
    }

  *loopback = addresses->len == 0;
  if (*loopback)
    g_ptr_array_add (addresses, g_strdup ("127.0.0.1"));

  return addresses;
}

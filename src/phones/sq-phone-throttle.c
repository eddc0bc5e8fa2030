/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* A guess at a token from one address waits 100 ms, the next 200 ms, and
 * so on up to 10 s; ten quiet minutes forget the address. With 130 bits
 * to guess this is not what keeps the tokens safe, but it keeps a
 * scanner on the network from hammering the host during a game. */

#include "config.h"

#include "sq-phone-throttle.h"

#define FORGET_US (10 * 60 * G_USEC_PER_SEC)

typedef struct {
  guint  count;
  gint64 last;           /* monotonic time of the last failure */
} Failures;

struct _SqPhoneThrottle
{
  GHashTable *hosts;     /* client address -> Failures */
};

SqPhoneThrottle *
sq_phone_throttle_new (void)
{
  SqPhoneThrottle *throttle = g_new0 (SqPhoneThrottle, 1);

  throttle->hosts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  return throttle;
}

void
sq_phone_throttle_free (SqPhoneThrottle *throttle)
{
  if (throttle == NULL)
    return;
  g_hash_table_unref (throttle->hosts);
  g_free (throttle);
}

/**
 * sq_phone_throttle_record:
 * @host: the client's address
 *
 * Counts one more failure from @host.
 *
 * Returns: the wait in milliseconds before its 404
 */
guint
sq_phone_throttle_record (SqPhoneThrottle *throttle,
                          const char      *host)
{
  gint64 now = g_get_monotonic_time ();
  Failures *failures;

  g_return_val_if_fail (throttle != NULL, 0);
  g_return_val_if_fail (host != NULL, 0);

  failures = g_hash_table_lookup (throttle->hosts, host);
  if (failures == NULL)
    {
      failures = g_new0 (Failures, 1);
      g_hash_table_insert (throttle->hosts, g_strdup (host), failures);
    }
  else if (now - failures->last > FORGET_US)
    {
      failures->count = 0;
    }
  failures->count++;
  failures->last = now;

  return sq_phone_failure_delay (failures->count);
}

/**
 * sq_phone_throttle_count:
 *
 * Returns: how many failures came from @host lately
 */
guint
sq_phone_throttle_count (SqPhoneThrottle *throttle,
                         const char      *host)
{
  Failures *failures;

  g_return_val_if_fail (throttle != NULL, 0);
  g_return_val_if_fail (host != NULL, 0);

  failures = g_hash_table_lookup (throttle->hosts, host);

  return failures != NULL ? failures->count : 0;
}

/**
 * sq_phone_failure_delay:
 * @n_failures: the failures from one address, this one included
 *
 * Returns: the wait in milliseconds before a 404: 100 ms, doubled on every
 *   repeat up to 10 s
 */
guint
sq_phone_failure_delay (guint n_failures)
{
  guint shift = n_failures > 1 ? MIN (n_failures - 1, 7) : 0;

  return MIN (100u << shift, 10000u);
}

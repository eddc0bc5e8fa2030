/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* g_random is a Mersenne Twister seeded from the clock: fine for dice,
 * guessable for a secret. The tokens come from getrandom(2) instead. */

#include "config.h"

#include <errno.h>
#include <string.h>
#include <gio/gio.h>
#include <sys/random.h>

#include "sq-phone-token.h"

#define TOKEN_BYTES 17   /* 136 bits read, 130 of them written */

static const char alphabet[] = "abcdefghijklmnopqrstuvwxyz234567";

/**
 * sq_phone_token_new:
 *
 * Returns: (transfer full) (nullable): a new token of
 *   %SQ_PHONE_TOKEN_LENGTH characters, or %NULL with @error set when the
 *   kernel has no randomness to give
 */
char *
sq_phone_token_new (GError **error)
{
  guint8 bytes[TOKEN_BYTES];
  char *token;
  gsize got = 0;
  guint bit = 0;

  while (got < sizeof bytes)
    {
      gssize n = getrandom (bytes + got, sizeof bytes - got, 0);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;

          g_set_error_literal (error, G_IO_ERROR, g_io_error_from_errno (saved),
                               g_strerror (saved));
          return NULL;
        }
      got += (gsize) n;
    }

  token = g_malloc (SQ_PHONE_TOKEN_LENGTH + 1);
  for (guint i = 0; i < SQ_PHONE_TOKEN_LENGTH; i++, bit += 5)
    {
      guint byte = bit / 8;
      guint shift = bit % 8;
      guint v = ((guint) bytes[byte] << 8 | bytes[byte + 1]) >> (11 - shift);

      token[i] = alphabet[v & 31];
    }
  token[SQ_PHONE_TOKEN_LENGTH] = '\0';
  explicit_bzero (bytes, sizeof bytes);

  return token;
}

/**
 * sq_phone_token_equal:
 *
 * Compares a token from a request with a seat's token in a time that does
 * not depend on where they first differ.
 */
gboolean
sq_phone_token_equal (const char *a,
                      const char *b)
{
  guint diff = 0;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (strlen (a) != SQ_PHONE_TOKEN_LENGTH || strlen (b) != SQ_PHONE_TOKEN_LENGTH)
    return FALSE;
  for (guint i = 0; i < SQ_PHONE_TOKEN_LENGTH; i++)
    diff |= (guint) (a[i] ^ b[i]);

  return diff == 0;
}

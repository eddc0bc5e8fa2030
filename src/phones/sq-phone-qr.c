/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <qrencode.h>

#include "sq-phone-qr.h"

/**
 * sq_phone_qr_encode:
 * @text: what the code holds
 * @width: (out): modules on a side
 *
 * Error correction level M, in 8-bit mode, the smallest version that
 * holds @text.
 *
 * Returns: (transfer full) (nullable): @width × @width bytes, row by row,
 *   1 for a dark module and 0 for a light one; %NULL when @text does not
 *   fit in a QR code
 */
GBytes *
sq_phone_qr_encode (const char *text,
                    guint      *width)
{
  QRcode *code;
  guint8 *modules;
  gsize n;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (width != NULL, NULL);

  *width = 0;
  code = QRcode_encodeString (text, 0, QR_ECLEVEL_M, QR_MODE_8, 1);
  if (code == NULL)
    return NULL;

  n = (gsize) code->width * (gsize) code->width;
  modules = g_malloc (n);
  for (gsize i = 0; i < n; i++)
    modules[i] = code->data[i] & 1;
  *width = (guint) code->width;
  QRcode_free (code);

  return g_bytes_new_take (modules, n);
}

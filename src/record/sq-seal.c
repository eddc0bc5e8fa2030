/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The sealed part of a game file. See sq-seal-private.h and the "Sealed
 * files" section of docs/save-format.md.
 *
 * The bytes are XORed with a keystream made of SHA-256 blocks of
 * (key, "sq-ks", 64-bit little-endian counter), then MACed with HMAC-SHA256 under a second key
 * derived from the first. GLib's GChecksum and GHmac are all it takes: no
 * crypto library, because the key sits in the same file and what this
 * buys is that a glance shows nothing, and that any damage is noticed. */

#include "sq-seal-private.h"

#define SHA256_BYTES      32
/* key + label + counter stay under 56 bytes: one SHA-256 compression per
 * 32 bytes of keystream */
#define KEYSTREAM_LABEL   "sq-ks"
#define MAC_LABEL         "squire-mac"

struct _SqSealStream
{
  guint8      key[SQ_SEAL_KEY_BYTES];
  GByteArray *bytes;
};

static const char * const sealed_keys[] = {
  "scheme", "key", "length", "data", "mac", NULL
};

/* Helpers */

static void
put_le64 (guint8  out[8],
          guint64 value)
{
  for (guint i = 0; i < 8; i++)
    out[i] = (value >> (8 * i)) & 0xff;
}

static void
keystream_block (const guint8 key[SQ_SEAL_KEY_BYTES],
                 GChecksum   *sum,
                 guint64      counter,
                 guint8       block[SHA256_BYTES])
{
  gsize block_len = SHA256_BYTES;
  guint8 ctr[8];

  put_le64 (ctr, counter);
  g_checksum_reset (sum);
  g_checksum_update (sum, key, SQ_SEAL_KEY_BYTES);
  g_checksum_update (sum, (const guchar *) KEYSTREAM_LABEL, strlen (KEYSTREAM_LABEL));
  g_checksum_update (sum, ctr, sizeof ctr);
  g_checksum_get_digest (sum, block, &block_len);
  g_assert (block_len == SHA256_BYTES);
}

/* wipes the keystream kept (an empty GByteArray has no data at all) */
static void
forget_keystream (SqSealStream *stream)
{
  if (stream->bytes->len > 0)
    memset (stream->bytes->data, 0, stream->bytes->len);
  g_byte_array_set_size (stream->bytes, 0);
}

/* the keystream, made to at least @len bytes; @stream keeps it for the
 * next save of the same game (the same key), which is longer by an
 * action or so, so a save hashes only its new bytes */
static const guint8 *
keystream (const guint8  key[SQ_SEAL_KEY_BYTES],
           gsize         len,
           SqSealStream *stream)
{
  GChecksum *sum;

  if (memcmp (stream->key, key, SQ_SEAL_KEY_BYTES) != 0)
    forget_keystream (stream);
  memcpy (stream->key, key, SQ_SEAL_KEY_BYTES);
  if (stream->bytes->len >= len)
    return stream->bytes->data;

  /* one GChecksum, reset per block: no allocation in the loop */
  sum = g_checksum_new (G_CHECKSUM_SHA256);
  while (stream->bytes->len < len)
    {
      guint8 block[SHA256_BYTES];

      keystream_block (key, sum, stream->bytes->len / SHA256_BYTES, block);
      g_byte_array_append (stream->bytes, block, sizeof block);
    }
  g_checksum_free (sum);

  return stream->bytes->data;
}

static void
xor_keystream (const guint8  key[SQ_SEAL_KEY_BYTES],
               guint8       *data,
               gsize         len,
               SqSealStream *stream)
{
  g_autoptr(SqSealStream) own = NULL;
  const guint8 *ks;
  gsize i = 0;

  if (stream == NULL)
    stream = own = sq_seal_stream_new ();
  ks = keystream (key, len, stream);

  /* a word at a time */
  for (; i + sizeof (guint64) <= len; i += sizeof (guint64))
    {
      guint64 d, k;

      memcpy (&d, data + i, sizeof d);
      memcpy (&k, ks + i, sizeof k);
      d ^= k;
      memcpy (data + i, &d, sizeof d);
    }
  for (; i < len; i++)
    data[i] ^= ks[i];
}

/* hex, lower case */
static char *
compute_mac (const guint8  key[SQ_SEAL_KEY_BYTES],
             const guint8 *data,
             gsize         len)
{
  GChecksum *sum = g_checksum_new (G_CHECKSUM_SHA256);
  guint8 mac_key[SHA256_BYTES];
  gsize mac_key_len = sizeof mac_key;
  guint8 length[8];
  GHmac *hmac;
  char *result;

  g_checksum_update (sum, key, SQ_SEAL_KEY_BYTES);
  g_checksum_update (sum, (const guchar *) MAC_LABEL, strlen (MAC_LABEL));
  g_checksum_get_digest (sum, mac_key, &mac_key_len);
  g_checksum_free (sum);

  /* the scheme and the length are covered too: a shortened blob fails
   * even if someone fixes up "length" */
  put_le64 (length, len);
  hmac = g_hmac_new (G_CHECKSUM_SHA256, mac_key, sizeof mac_key);
  g_hmac_update (hmac, (const guchar *) SQ_SEAL_SCHEME, strlen (SQ_SEAL_SCHEME) + 1);
  g_hmac_update (hmac, length, sizeof length);
  g_hmac_update (hmac, data, len);
  result = g_strdup (g_hmac_get_string (hmac));
  g_hmac_unref (hmac);

  return result;
}

/* g_base64_decode() skips what it does not know; a damaged blob must be
 * an error, not silently shorter */
static gboolean
is_base64 (const char *text)
{
  static const char alphabet[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  gsize len = strlen (text);
  gsize body = strspn (text, alphabet);

  /* the alphabet, then at most two '=' to make a multiple of four */
  if (len % 4 != 0 || len - body > 2)
    return FALSE;
  for (gsize i = body; i < len; i++)
    if (text[i] != '=')
      return FALSE;

  return TRUE;
}

static gboolean
equal_in_constant_time (const char *a,
                        const char *b)
{
  gsize len = strlen (a);
  guint8 diff = 0;

  if (len != strlen (b))
    return FALSE;
  for (gsize i = 0; i < len; i++)
    diff |= (guint8) a[i] ^ (guint8) b[i];

  return diff == 0;
}

static const char *
read_member_string (JsonObject  *object,
                    const char  *member,
                    GError     **error)
{
  g_autofree char *key = g_strdup_printf ("sealed.%s", member);
  JsonNode *node = json_object_get_member (object, member);
  const char *value = NULL;

  if (node == NULL)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                   "%s: missing", key);
      return NULL;
    }
  if (!sq_json_read_string (node, key, &value, error))
    return NULL;

  return value;
}

/* Internal API */

/*
 * sq_seal_stream_new:
 *
 * A keystream to keep between saves of one game (see sq_seal_encode()).
 * It is no secret the file does not hold: the key is written beside the
 * sealed data.
 */
SqSealStream *
sq_seal_stream_new (void)
{
  SqSealStream *stream = g_new0 (SqSealStream, 1);

  stream->bytes = g_byte_array_new ();

  return stream;
}

void
sq_seal_stream_free (SqSealStream *stream)
{
  if (stream == NULL)
    return;

  memset (stream->key, 0, sizeof stream->key);
  forget_keystream (stream);
  g_byte_array_unref (stream->bytes);
  g_free (stream);
}

void
sq_seal_random_key (guint8 key[SQ_SEAL_KEY_BYTES])
{
  /* GLib seeds its global generator from /dev/urandom; a stronger source
   * would buy nothing, since the key is written next to the data */
  for (guint i = 0; i < SQ_SEAL_KEY_BYTES; i += 4)
    {
      guint32 r = g_random_int ();

      memcpy (key + i, &r, MIN (4, SQ_SEAL_KEY_BYTES - i));
    }
}

/*
 * sq_seal_encode:
 * @key: the file's key
 * @plain: (array length=len): the bytes to seal
 * @stream: (nullable): the keystream kept from the last save of this
 *   game, used and extended; %NULL to make it afresh
 *
 * Returns: (transfer full): the "sealed" object: scheme, key, length,
 *   data (base64) and mac (hex)
 */
JsonNode *
sq_seal_encode (const guint8  key[SQ_SEAL_KEY_BYTES],
                const char   *plain,
                gsize         len,
                SqSealStream *stream)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree guint8 *data = g_memdup2 (plain, len);
  g_autofree char *key64 = g_base64_encode (key, SQ_SEAL_KEY_BYTES);
  g_autofree char *data64 = NULL;
  g_autofree char *mac = NULL;

  xor_keystream (key, data, len, stream);
  data64 = g_base64_encode (data, len);
  mac = compute_mac (key, data, len);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "scheme");
  json_builder_add_string_value (builder, SQ_SEAL_SCHEME);
  json_builder_set_member_name (builder, "key");
  json_builder_add_string_value (builder, key64);
  json_builder_set_member_name (builder, "length");
  json_builder_add_int_value (builder, len);
  json_builder_set_member_name (builder, "data");
  json_builder_add_string_value (builder, data64);
  json_builder_set_member_name (builder, "mac");
  json_builder_add_string_value (builder, mac);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/*
 * sq_seal_decode:
 * @node: the "sealed" member of a file
 * @key: (out caller-allocates): the file's key
 * @len: (out): the length of the result
 * @error: a #GError in %SQ_FILE_ERROR: %SQ_FILE_ERROR_SEALED for damage,
 *   %SQ_FILE_ERROR_SHAPE, %SQ_FILE_ERROR_RANGE or %SQ_FILE_ERROR_VERSION
 *   (an unknown scheme) otherwise
 *
 * Checks the MAC before anything looks at the bytes.
 *
 * Returns: (transfer full) (nullable): the unsealed bytes, with a NUL
 *   after the last one
 */
char *
sq_seal_decode (JsonNode  *node,
                guint8     key[SQ_SEAL_KEY_BYTES],
                gsize     *len,
                GError   **error)
{
  JsonObject *object;
  JsonNode *length_node;
  const char *scheme;
  const char *key64;
  const char *data64;
  const char *mac;
  g_autofree guint8 *key_bytes = NULL;
  g_autofree guint8 *data = NULL;
  g_autofree char *expected_mac = NULL;
  gsize key_len = 0;
  gsize data_len = 0;
  gint64 length;
  char *result;

  g_assert (node != NULL);
  g_assert (len != NULL);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      sq_json_shape_error (error, "sealed", "an object", node);
      return NULL;
    }

  object = json_node_get_object (node);
  if (!sq_json_check_keys (object, sealed_keys, "sealed", error))
    return NULL;

  if ((scheme = read_member_string (object, "scheme", error)) == NULL)
    return NULL;
  if (!g_str_equal (scheme, SQ_SEAL_SCHEME))
    {
      g_autofree char *shown = g_strescape (scheme, NULL);

      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_VERSION,
                   "sealed.scheme: \"%s\" is not one this build reads "
                   "(it reads \"%s\")", shown, SQ_SEAL_SCHEME);
      return NULL;
    }

  if ((key64 = read_member_string (object, "key", error)) == NULL)
    return NULL;
  if (is_base64 (key64))
    key_bytes = g_base64_decode (key64, &key_len);
  if (key_bytes == NULL || key_len != SQ_SEAL_KEY_BYTES)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SEALED,
                   "sealed.key: not %u bytes in base64", SQ_SEAL_KEY_BYTES);
      return NULL;
    }

  length_node = json_object_get_member (object, "length");
  if (length_node == NULL)
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                           "sealed.length: missing");
      return NULL;
    }
  if (!sq_json_read_int (length_node, "sealed.length", 0, SQ_SEAL_MAX_BYTES,
                         &length, error))
    return NULL;

  if ((data64 = read_member_string (object, "data", error)) == NULL)
    return NULL;
  if (!is_base64 (data64))
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SEALED,
                           "sealed.data: not base64 (the file was changed or damaged)");
      return NULL;
    }
  data = g_base64_decode (data64, &data_len);
  if (data_len != (gsize) length)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SEALED,
                   "sealed.data: %" G_GSIZE_FORMAT " bytes where sealed.length says %"
                   G_GINT64_FORMAT " (%s)", data_len, length,
                   data_len < (gsize) length ? "truncated" : "changed");
      return NULL;
    }

  if ((mac = read_member_string (object, "mac", error)) == NULL)
    return NULL;
  expected_mac = compute_mac (key_bytes, data, data_len);
  if (!equal_in_constant_time (mac, expected_mac))
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SEALED,
                           "sealed: checksum mismatch (the sealed part was "
                           "changed or damaged)");
      return NULL;
    }

  xor_keystream (key_bytes, data, data_len, NULL);
  memcpy (key, key_bytes, SQ_SEAL_KEY_BYTES);

  result = g_malloc (data_len + 1);
  memcpy (result, data, data_len);
  result[data_len] = '\0';
  *len = data_len;

  return result;
}

/**
 * sq_seal_check_clear:
 * @clear: the file's top-level object
 * @payload: the unsealed object
 * @members: the members of a file that are in clear and, from version 2
 *   on, also sealed (format, version, name, a game's own, the dates): with
 *   the copy under the MAC, the MAC covers the whole file (the setup is
 *   compared by the loader, which knows its form)
 * @error: a #GError in %SQ_FILE_ERROR: %SQ_FILE_ERROR_SEALED
 *
 * Whether every one of @members has the same value in clear and in the
 * sealed copy, or is missing from both. A sealed part taken from another
 * file, or from an older copy of the same game, has another name,
 * creation date or date of the last save.
 *
 * Returns: %TRUE if they match
 */
gboolean
sq_seal_check_clear (JsonObject         *clear,
                     JsonObject         *payload,
                     const char * const *members,
                     GError            **error)
{
  for (guint i = 0; members[i] != NULL; i++)
    {
      const char *member = members[i];
      JsonNode *a = json_object_get_member (clear, member);
      JsonNode *b = json_object_get_member (payload, member);

      if (a == NULL && b == NULL)
        continue;
      if (a == NULL || b == NULL || !json_node_equal (a, b))
        {
          g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SEALED,
                       "%s: differs from the sealed copy (the sealed part belongs to "
                       "another file or to an older copy of this one)", member);
          return FALSE;
        }
    }

  return TRUE;
}

/**
 * sq_seal_append_clear:
 * @out: the sealed payload being written, after its opening brace
 * @clear: the top-level members in clear, as written
 * @members: the members to copy, as for sq_seal_check_clear()
 *
 * Writes the members of @members that @clear has, each followed by a
 * comma, in compact JSON.
 */
void
sq_seal_append_clear (GString            *out,
                      JsonObject         *clear,
                      const char * const *members)
{
  for (guint i = 0; members[i] != NULL; i++)
    {
      JsonNode *node = json_object_get_member (clear, members[i]);
      g_autofree char *text = NULL;

      if (node == NULL)
        continue;
      text = json_to_string (node, FALSE);
      g_string_append_printf (out, "\"%s\":%s,", members[i], text);
    }
}

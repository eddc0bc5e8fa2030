/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * A game's file as the store sees it. A game whose files are the record
 * layer's (sq-record-file.h) gives the store its SqRecordFormat, and the
 * store reads, seals, writes and frees those files, finds their name and
 * dates and gives them a fresh key through it: written once here for
 * every such game. A format of its own (the tests' toy) gives the
 * functions instead.
 */

#include "sq-record-store-private.h"

#include "sq-file-read-private.h"
#include "sq-seal-private.h"

gpointer
sq_store_format_load (const SqStoreFormat *format,
                      const char          *path,
                      GStatBuf            *st,
                      GError             **error)
{
  gpointer file = NULL;

  if (format->record == NULL)
    return format->load (path, st, error);

  return sq_record_file_load_path (format->record, path, &file, st, error) ? file : NULL;
}

gboolean
sq_store_format_save (const SqStoreFormat *format,
                      gpointer             file,
                      const char          *path,
                      gpointer             cache,
                      GError             **error)
{
  if (format->record == NULL)
    return format->save (file, path, cache, error);

  return sq_record_file_save_sealed (format->record, file, path, cache, error);
}

void
sq_store_format_free (const SqStoreFormat *format,
                      gpointer             file)
{
  if (format->record == NULL)
    format->free (file);
  else
    sq_record_file_free (format->record, file);
}

char **
sq_store_format_field (const SqStoreFormat *format,
                       gpointer             file,
                       SqStoreField         field)
{
  gsize offset;

  if (format->record == NULL)
    return format->field (file, field);

  switch (field)
    {
    case SQ_STORE_FIELD_NAME:
      offset = format->record->name_offset;
      break;
    case SQ_STORE_FIELD_CREATED:
      offset = format->record->created_offset;
      break;
    case SQ_STORE_FIELD_UPDATED:
    default:
      offset = format->record->updated_offset;
      break;
    }

  return G_STRUCT_MEMBER_P (file, offset);
}

void
sq_store_format_new_key (const SqStoreFormat *format,
                         gpointer             file)
{
  if (format->record == NULL)
    format->new_key (file);
  else
    sq_seal_random_key (G_STRUCT_MEMBER_P (file, format->record->key_offset));
}

/* Whether a file of this format can hold @name as its display name */
gboolean
sq_store_format_check_name (const SqStoreFormat *format,
                            const char          *name,
                            GError             **error)
{
  if (format->record != NULL)
    return sq_file_check_name ("name", name, error);

  return format->check_name == NULL || format->check_name (name, error);
}

/* What the writer keeps between two saves of one game, or %NULL */
gpointer
sq_store_format_cache_new (const SqStoreFormat *format)
{
  if (format->record != NULL)
    return sq_record_file_cache_new (format->record);

  return format->cache_new != NULL ? format->cache_new () : NULL;
}

GDestroyNotify
sq_store_format_cache_free (const SqStoreFormat *format)
{
  if (format->record != NULL)
    return (GDestroyNotify) sq_record_file_cache_free;

  return (GDestroyNotify) format->cache_free;
}

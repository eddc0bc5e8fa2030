/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The record layer's strict JSON reading: the error domain of every game
 * file (SQ_FILE_ERROR) and the readers both games' JSON forms share. A
 * message is one line of English for developers and the CLI, starting
 * with the path of the offending key ("setup.players: ..."), so that a
 * caller can prefix its own context with g_prefix_error(). */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Limits every loader enforces before anything else looks at the data */
#define SQ_FILE_MAX_BYTES      (8 * 1024 * 1024)
#define SQ_FILE_MAX_DEPTH      64
/* a game's display name, in characters */
#define SQ_FILE_MAX_NAME_CHARS 200

/**
 * SqFileError:
 * @SQ_FILE_ERROR_EMPTY: the data holds nothing but white space
 * @SQ_FILE_ERROR_TOO_LARGE: more than %SQ_FILE_MAX_BYTES bytes
 * @SQ_FILE_ERROR_NOT_UTF8: not valid UTF-8 (or contains a NUL byte)
 * @SQ_FILE_ERROR_TOO_DEEP: arrays and objects nested deeper than
 *   %SQ_FILE_MAX_DEPTH
 * @SQ_FILE_ERROR_SYNTAX: not JSON
 * @SQ_FILE_ERROR_SHAPE: a missing or unknown key, or a value of the wrong type
 * @SQ_FILE_ERROR_VERSION: the format version is missing or not one this
 *   build reads
 * @SQ_FILE_ERROR_RANGE: a number out of its range
 * @SQ_FILE_ERROR_UNKNOWN_NAME: an unknown card, knight, quest, place or
 *   action name, or an unknown keyword
 * @SQ_FILE_ERROR_DUPLICATE: something named twice that must be unique
 * @SQ_FILE_ERROR_ILLEGAL_ACTION: replay: the engine refused an action
 * @SQ_FILE_ERROR_TOO_MANY_ACTIONS: more than %SQ_FILE_MAX_ACTIONS actions
 * @SQ_FILE_ERROR_BAD_SETUP: replay: the engine refused the setup
 * @SQ_FILE_ERROR_SEALED: the sealed part of a file is damaged: changed
 *   (its MAC does not match), truncated, not base64, or out of step with
 *   the setup in clear
 *
 * Errors raised while reading JSON: by the converters in this header and by
 * the game-file loaders (sq-record-file.h and each game's own file). I/O failures are reported in
 * %G_FILE_ERROR instead.
 */
typedef enum {
  SQ_FILE_ERROR_EMPTY,
  SQ_FILE_ERROR_TOO_LARGE,
  SQ_FILE_ERROR_NOT_UTF8,
  SQ_FILE_ERROR_TOO_DEEP,
  SQ_FILE_ERROR_SYNTAX,
  SQ_FILE_ERROR_SHAPE,
  SQ_FILE_ERROR_VERSION,
  SQ_FILE_ERROR_RANGE,
  SQ_FILE_ERROR_UNKNOWN_NAME,
  SQ_FILE_ERROR_DUPLICATE,
  SQ_FILE_ERROR_ILLEGAL_ACTION,
  SQ_FILE_ERROR_TOO_MANY_ACTIONS,
  SQ_FILE_ERROR_BAD_SETUP,
  SQ_FILE_ERROR_SEALED,
} SqFileError;

#define SQ_FILE_ERROR (sq_file_error_quark ())
GQuark      sq_file_error_quark      (void);

const char *sq_json_node_kind   (JsonNode           *node);
gboolean    sq_json_node_is     (JsonNode           *node,
                                 GType               type);
gboolean    sq_json_shape_error (GError            **error,
                                 const char         *key,
                                 const char         *expected,
                                 JsonNode           *node);
gboolean    sq_json_check_keys  (JsonObject         *object,
                                 const char * const *known,
                                 const char         *where,
                                 GError            **error);
gboolean    sq_json_read_int    (JsonNode           *node,
                                 const char         *key,
                                 gint64              min,
                                 gint64              max,
                                 gint64             *out,
                                 GError            **error);
gboolean    sq_json_read_string (JsonNode           *node,
                                 const char         *key,
                                 const char        **out,
                                 GError            **error);
gboolean    sq_json_read_seed   (JsonNode           *node,
                                 guint64            *out,
                                 GError            **error);

G_END_DECLS

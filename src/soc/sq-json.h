/* SPDX-License-Identifier: GPL-3.0-or-later */
/* JSON forms of actions, setups and state summaries.
 *
 * Readers are strict: an unknown key, a value of the wrong JSON type, an
 * integer out of range or an unknown name is an error in SQ_FILE_ERROR.
 * Error messages are single-line English for developers and the CLI; they
 * start with the path of the offending key ("cards[2]: ...") so a caller can
 * prefix its own context with g_prefix_error(). */

#pragma once

#include <json-glib/json-glib.h>

#include "sq-state.h"

G_BEGIN_DECLS

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
 * the game-file loader (sq-game-file.h). I/O failures are reported in
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

const char *sq_rules_error_name      (SqRulesError    code);

JsonNode   *sq_action_to_json        (const SqAction *action);
gboolean    sq_action_from_json      (JsonNode       *node,
                                      SqAction       *out,
                                      GError        **error);

JsonNode   *sq_setup_to_json         (const SqSetup  *setup);
gboolean    sq_setup_from_json       (JsonNode       *node,
                                      SqSetup        *out,
                                      GError        **error);

JsonNode   *sq_state_to_json         (const SqState  *state,
                                      gboolean        reveal_secrets);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* JSON forms of actions, setups and state summaries.
 *
 * Readers are strict: an unknown key, a value of the wrong JSON type, an
 * integer out of range or an unknown name is an error in SQ_FILE_ERROR
 * (sq-record-json.h).
 * Error messages are single-line English for developers and the CLI; they
 * start with the path of the offending key ("cards[2]: ...") so a caller can
 * prefix its own context with g_prefix_error(). */

#pragma once

#include <json-glib/json-glib.h>

#include "sq-record-json.h"
#include "sq-state.h"

G_BEGIN_DECLS

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

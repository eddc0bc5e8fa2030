/* SPDX-License-Identifier: GPL-3.0-or-later */
/* JSON forms of Camelot Legends actions, setups and state summaries.
 *
 * Readers are strict, as in src/soc/sq-json.h: an unknown key, a value
 * of the wrong JSON type, a number out of range or an unknown name is an
 * error in SQ_FILE_ERROR whose single-line English message starts with
 * the path of the offending key. */

#pragma once

#include <json-glib/json-glib.h>

#include "sq-json.h"
#include "sq-legends-state.h"

G_BEGIN_DECLS

JsonNode *sq_legends_action_to_json     (const SqLegendsAction *action);
gboolean  sq_legends_action_from_json   (JsonNode              *node,
                                         SqLegendsAction       *out,
                                         GError               **error);

JsonNode *sq_legends_setup_to_json      (const SqLegendsSetup  *setup);
gboolean  sq_legends_setup_from_json    (JsonNode              *node,
                                         SqLegendsSetup        *out,
                                         GError               **error);

/**
 * sq_legends_state_to_json:
 * @state: a state
 * @reveal_secrets: whether to add what the table does not see: which of
 *   the three face-down final events was taken
 *
 * Returns: (transfer full): the summary `squire-cli replay` prints for a
 *   Camelot Legends game (docs/cli.md)
 */
JsonNode *sq_legends_state_to_json      (const SqLegendsState  *state,
                                         gboolean               reveal_secrets);

/**
 * sq_legends_prepared_to_json:
 * @state: a state just prepared by sq_legends_state_new()
 *
 * Returns: (transfer full): what the table has to set out, as
 *   `squire-cli legends-setup` prints it (docs/cli.md)
 */
JsonNode *sq_legends_prepared_to_json   (const SqLegendsState  *state);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Shadows over Camelot game file: what the record layer's files
 * (src/record/sq-record-file.h) need of this game, and what it adds to
 * them: the corrections of an earlier action, read and written beside
 * the actions and honoured by the replay. The loader, the sealing and
 * the writers are the record layer's. */

#include "sq-game-file-private.h"

#include "sq-cards.h"
#include "sq-rules.h"

G_STATIC_ASSERT (SQ_GAME_FILE_KEY_BYTES == SQ_RECORD_FILE_KEY_BYTES);

/* The ruleset */

static const char *
action_type_name (const SqAction *action)
{
  return action->type < SQ_N_ACTIONS ? sq_action_type_name (action->type) : NULL;
}

/* a correction's own refusals (too many, out of range) are not the rules' */
static const char *
refusal_name (const GError *error)
{
  return error->domain == SQ_RULES_ERROR ? sq_rules_error_name (error->code) : NULL;
}

static gboolean
game_over (const SqState *state)
{
  return state->outcome != SQ_OUTCOME_NONE;
}

/* Shadows over Camelot for the record layer */
SQ_RECORD_DEFINE_RULESET (sq_game_ruleset, "Shadows over Camelot", SqState, SqAction, SqSetup,
                          sq_apply, sq_action_equal, sq_state_new,
                          action_type_name, refusal_name, game_over);

/* The format: the corrections beside the actions */

static void
new_corrections (SqGameFile *file)
{
  file->corrections = g_array_new (FALSE, TRUE, sizeof (SqCorrection));
}

static void
free_corrections (SqGameFile *file)
{
  g_clear_pointer (&file->corrections, g_array_unref);
}

/* optional: only a game with a correction has them */
static gboolean
read_corrections (JsonNode    *node,
                  gint64       version,
                  SqGameFile  *file,
                  GError     **error)
{
  return sq_corrections_from_json (node, file->actions->len + file->redo->len,
                                   file->corrections, error);
}

static JsonNode *
write_corrections (const SqGameFile *file)
{
  if (file->corrections == NULL || file->corrections->len == 0)
    return NULL;

  return sq_corrections_to_json (file->corrections);
}

static const SqRecordMember members[] = {
  SQ_RECORD_MEMBER ("corrections", FALSE, new_corrections, free_corrections,
                    read_corrections, write_corrections),
  { NULL },
};

/* "random" knights are dealt from the seed, which the clear part lacks */
static gboolean
check_knights_named (JsonObject  *setup,
                     GError     **error)
{
  JsonNode *knights = json_object_get_member (setup, "knights");

  if (knights != NULL && sq_json_node_is (knights, G_TYPE_STRING))
    {
      g_set_error_literal (error, SQ_FILE_ERROR, SQ_FILE_ERROR_SHAPE,
                           "setup.knights: a sealed file names the knights");
      return FALSE;
    }

  return TRUE;
}

/* The Shadows over Camelot game file for the record layer */
const SqRecordFormat sq_game_file_format = {
  .ruleset = &sq_game_ruleset,
  .format = SQ_GAME_FILE_FORMAT,
  .version = SQ_GAME_FILE_VERSION,
  .max_actions = SQ_FILE_MAX_ACTIONS,
  SQ_RECORD_FILE_LAYOUT (SqGameFile),
  SQ_RECORD_FORMAT_JSON (sq_setup_to_json, sq_setup_from_json, sq_action_to_json,
                         sq_action_from_json, sq_action_type_from_name, sq_action_type_name),
  .check_setup_in_clear = check_knights_named,
  .members = members,
};

/* Helpers */

/* sq_game_file_replay() of a game with corrections: the game's actions
 * are the entries, each correction replacing one of them and dropping
 * those after its "kept"; the state is the replay of what is left */
static SqState *
replay_corrected (const SqGameFile  *file,
                  SqState           *deal,
                  guint             *n_applied,
                  GError           **error)
{
  g_autoptr(SqState) initial = deal;
  g_autoptr(SqState) state = sq_state_copy (deal);
  g_autoptr(GArray) actions = g_array_new (FALSE, TRUE, sizeof (SqAction));
  guint next = 0;

  for (guint i = 0; i < file->actions->len; i++)
    {
      const SqAction *action = &g_array_index (file->actions, SqAction, i);
      const SqCorrection *c = next < file->corrections->len
                              ? &g_array_index (file->corrections, SqCorrection, next) : NULL;
      g_autoptr(GError) local_error = NULL;

      if (c == NULL || c->entry != i)
        {
          g_array_append_val (actions, *action);
          if (!sq_apply (state, action, &local_error))
            {
              sq_record_file_set_refusal (&sq_game_ruleset, "action", i, action,
                                          local_error, error);
              return NULL;
            }
          continue;
        }

      next++;
      if (!sq_correction_apply (actions, c, action))
        {
          g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE,
                       "corrections[%u]: index %u or kept %u does not fit the "
                       "%u actions before it", next - 1, c->index, c->n_kept, actions->len);
          return NULL;
        }
      if (sq_correction_replay (initial, (SqAction *) actions->data,
                                actions->len, c->index, action, state, &local_error)
          != actions->len)
        {
          sq_record_file_set_refusal (&sq_game_ruleset, "corrected action", c->index, action,
                                      local_error, error);
          return NULL;
        }
    }

  if (n_applied != NULL)
    *n_applied = file->actions->len;
  return g_steal_pointer (&state);
}

/* Public API */

SQ_RECORD_DEFINE_FILE (SqGameFile, sq_game_file, SqSetup, SqAction, &sq_game_file_format)

/**
 * sq_game_file_replay:
 * @file: a game file
 * @n_applied: (out) (optional): how many actions were applied
 * @error: a #GError in %SQ_FILE_ERROR
 *
 * Deals the game of @file and applies its actions in order, each
 * correction in place of the action it corrects. If the engine refuses
 * one, fails with %SQ_FILE_ERROR_ILLEGAL_ACTION; the message names the
 * action's 0-based index, the refusal's code (sq_rules_error_name()) and
 * the rule id.
 *
 * Returns: (transfer full) (nullable): the state after the last action
 */
SqState *
sq_game_file_replay (const SqGameFile  *file,
                     guint             *n_applied,
                     GError           **error)
{
  SqState *deal;

  g_return_val_if_fail (file != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (file->corrections == NULL || file->corrections->len == 0)
    return sq_record_file_replay (&sq_game_file_format, file, n_applied, error);

  if (n_applied != NULL)
    *n_applied = 0;
  deal = sq_record_file_start (&sq_game_file_format, &file->setup, error);
  if (deal == NULL)
    return NULL;

  return replay_corrected (file, deal, n_applied, error);
}

/* Internal API (sq-game-file-private.h) */

SqGameFileCache *
sq_game_file_cache_new (void)
{
  return sq_record_file_cache_new (&sq_game_file_format);
}

void
sq_game_file_cache_free (SqGameFileCache *cache)
{
  sq_record_file_cache_free (cache);
}

/* sq_game_file_to_sealed_data(), reusing and updating @cache */
char *
sq_game_file_to_sealed_data_cached (const SqGameFile *file,
                                    SqGameFileCache  *cache,
                                    gsize            *len)
{
  return sq_record_file_to_sealed_data (&sq_game_file_format, file, cache, len);
}

/* sq_game_file_save_sealed(), reusing and updating @cache */
gboolean
sq_game_file_save_sealed_cached (const SqGameFile  *file,
                                 const char        *path,
                                 SqGameFileCache   *cache,
                                 GError           **error)
{
  return sq_record_file_save_sealed (&sq_game_file_format, file, path, cache, error);
}

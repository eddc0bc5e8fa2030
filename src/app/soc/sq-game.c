/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include "sq-game.h"
#include "sq-game-private.h"
#include "sq-log-entry.h"
#include "sq-text.h"
#include "sq-text-events.h"

struct _SqGame
{
  SqRecordGame parent_instance;

  SqStore    *store;          /* nullable: an unsaved game (tests, screenshots) */
  char       *name;
  SqGameFile *file;

  /* The log describes every entry of the history, undone ones included.
   * log_actions mirrors the entries described and log_state is the state
   * after the last of them, so that appending costs one apply. */
  GListStore *log;
  GArray     *log_actions;
  GArray     *log_corrections; /* gboolean: whether the entry was a correction */
  SqState    *log_state;
};

G_DEFINE_FINAL_TYPE (SqGame, sq_game, SQ_TYPE_RECORD_GAME)

enum
{
  PROP_0,
  PROP_NAME,
  PROP_LOG,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const SqRecordGameHistory history_funcs = SQ_RECORD_GAME_HISTORY_INIT (sq_history);

/* Helpers */

static SqHistory *
history (SqGame *self)
{
  return sq_record_game_get_history (SQ_RECORD_GAME (self));
}

/* the state after the first @n entries, which the log and the history
 * have in common */
static void
rebuild_log_state (SqGame *self,
                   guint   n)
{
  g_clear_pointer (&self->log_state, sq_state_free);
  self->log_state = sq_game_history_state_at (history (self), n);
}

static gboolean
log_matches (SqGame *self,
             guint   i)
{
  return sq_action_equal (sq_history_get_entry (history (self), i),
                          &g_array_index (self->log_actions, SqAction, i))
         && (sq_history_get_correction (history (self), i) != NULL)
            == g_array_index (self->log_corrections, gboolean, i);
}

static guint
last_turn (SqGame *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->log));
  g_autoptr(SqLogEntry) entry = n > 0 ? g_list_model_get_item (G_LIST_MODEL (self->log), n - 1)
                                      : NULL;

  return entry != NULL ? sq_log_entry_get_turn (entry) : 0;
}

/* The log's entry for history entry @i, the log's state moved past it */
static SqLogEntry *
describe_entry (SqGame *self,
                guint   i)
{
  const SqAction *action = sq_history_get_entry (history (self), i);
  g_autoptr(SqState) before = sq_state_copy (self->log_state);
  gboolean first_of_turn = i == 0 || last_turn (self) != before->turn;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  SqLogEntry *entry;

  if (sq_history_get_correction (history (self), i) != NULL)
    {
      /* the corrected game, replayed: not one action on the last state */
      text = sq_game_correction_text (history (self), i);
      entry = sq_log_entry_new (i, self->log_state->turn, text);
      rebuild_log_state (self, i + 1);
      sq_game_describe_correction (entry, before, first_of_turn);
    }
  else
    {
      text = sq_text_action (self->log_state, action, SQ_TEXT_PUBLIC, TRUE);
      entry = sq_log_entry_new (i, self->log_state->turn, text);
      if (!sq_apply (self->log_state, action, &error))
        g_error ("a history entry no longer applies: %s", error->message);
      sq_text_events_describe (entry, before, action, self->log_state, first_of_turn);
    }

  return entry;
}

/* SqRecordGame's follow: the log follows the history */
static void
sync_log (SqRecordGame *game)
{
  SqGame *self = SQ_GAME (game);
  guint n_entries = sq_history_get_n_entries (history (self));
  guint position = sq_history_get_position (history (self));
  guint n_log = self->log_actions->len;
  guint common = 0;

  while (common < n_entries && common < n_log && log_matches (self, common))
    common++;

  if (common < n_log)
    {
      g_array_set_size (self->log_actions, common);
      g_array_set_size (self->log_corrections, common);
      g_list_store_splice (self->log, common, n_log - common, NULL, 0);
      rebuild_log_state (self, common);
    }

  for (guint i = common; i < n_entries; i++)
    {
      g_autoptr(SqLogEntry) entry = describe_entry (self, i);
      gboolean correction = sq_history_get_correction (history (self), i) != NULL;

      g_array_append_val (self->log_actions, *sq_history_get_entry (history (self), i));
      g_array_append_val (self->log_corrections, correction);
      g_list_store_append (self->log, entry);
    }

  for (guint i = 0; i < n_entries; i++)
    {
      g_autoptr(SqLogEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->log), i);

      sq_log_entry_set_undone (entry, i >= position);
    }

  sq_game_mark_correctable (history (self), G_LIST_MODEL (self->log));
}

/* SqRecordGame's write: through the store, which holds the lock and
 * refuses a file another program changed */
static gboolean
write_game (SqRecordGame  *game,
            GError       **error)
{
  SqGame *self = SQ_GAME (game);

  return sq_store_save (self->store, sq_game_get_id (self), self->file, history (self), error);
}

/* GObject overrides */

static void
sq_game_finalize (GObject *object)
{
  SqGame *self = SQ_GAME (object);

  if (self->store != NULL && sq_game_get_id (self) != NULL && !sq_game_get_read_only (self))
    sq_store_close_game (self->store, sq_game_get_id (self));
  g_clear_object (&self->store);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->file, sq_game_file_free);
  g_clear_object (&self->log);
  g_clear_pointer (&self->log_actions, g_array_unref);
  g_clear_pointer (&self->log_corrections, g_array_unref);
  g_clear_pointer (&self->log_state, sq_state_free);

  G_OBJECT_CLASS (sq_game_parent_class)->finalize (object);
}

static void
sq_game_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  SqGame *self = SQ_GAME (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;

    case PROP_LOG:
      g_value_set_object (value, self->log);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_game_class_init (SqGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  SqRecordGameClass *record_class = SQ_RECORD_GAME_CLASS (klass);

  object_class->finalize = sq_game_finalize;
  object_class->get_property = sq_game_get_property;

  record_class->history = &history_funcs;
  record_class->write = write_game;
  record_class->follow = sync_log;

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_LOG] =
    g_param_spec_object ("log", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sq_game_init (SqGame *self)
{
  self->log = g_list_store_new (SQ_TYPE_LOG_ENTRY);
  self->log_actions = g_array_new (FALSE, FALSE, sizeof (SqAction));
  self->log_corrections = g_array_new (FALSE, FALSE, sizeof (gboolean));
}

static SqGame *
game_new (SqStore    *store,
          const char *id,
          SqGameFile *file,
          SqHistory  *history,
          gboolean    read_only)
{
  SqGame *self = g_object_new (SQ_TYPE_GAME, NULL);

  sq_record_game_set_up (SQ_RECORD_GAME (self), store, id, history, read_only);
  self->store = store != NULL ? g_object_ref (store) : NULL;
  self->name = g_strdup (file->name);
  self->file = file;

  rebuild_log_state (self, 0);
  sync_log (SQ_RECORD_GAME (self));

  return self;
}

/* Private API (sq-game-private.h) */

SqHistory *
sq_game_get_history (SqGame *self)
{
  return history (self);
}

/* Makes @change to the history and saves it, as sq_game_apply() does for
 * an action: a failed save restores the history as it was */
gboolean
sq_game_change (SqGame         *self,
                SqGameChange    change,
                gconstpointer   data,
                GError        **error)
{
  return sq_record_game_change (SQ_RECORD_GAME (self), (SqRecordGameChange) change, data, error);
}

/* Public API */

/**
 * sq_game_new:
 * @store: (nullable): where to save the game, or %NULL to keep it in memory
 * @setup: the table and rule options
 * @name: (nullable): the name shown in the games list
 * @error: a #GError from the engine or the store
 *
 * Deals a new game and, with a store, saves it under a fresh id.
 *
 * Returns: (transfer full) (nullable): the game
 */
SqGame *
sq_game_new (SqStore        *store,
             const SqSetup  *setup,
             const char     *name,
             GError        **error)
{
  g_autoptr(SqHistory) history = NULL;
  g_autofree char *id = NULL;
  SqGameFile *file;

  g_return_val_if_fail (store == NULL || SQ_IS_STORE (store), NULL);
  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  history = sq_history_new (setup, error);
  if (history == NULL)
    return NULL;

  file = sq_game_file_new (setup);
  file->name = g_strdup (name);

  if (store != NULL)
    {
      id = sq_store_create (store, file, error);
      if (id == NULL)
        {
          sq_game_file_free (file);
          return NULL;
        }
    }

  return game_new (store, id, file, g_steal_pointer (&history), FALSE);
}

static SqGame *
open_game (SqStore     *store,
           const char  *id,
           gboolean     read_only,
           GError     **error)
{
  g_autoptr(SqGameFile) file = NULL;
  SqHistory *history;
  SqGameInfo *info;

  file = read_only ? sq_store_load (store, id, error) : sq_store_open_game (store, id, error);
  if (file == NULL)
    return NULL;

  history = sq_history_new_from_file (file, error);
  if (history == NULL)
    {
      if (!read_only)
        sq_store_close_game (store, id);
      return NULL;
    }

  /* the store's name wins: a rename is not in the file until the next save */
  info = sq_store_lookup (store, id);
  if (info != NULL)
    {
      g_free (file->name);
      file->name = g_strdup (sq_game_info_get_name (info));
    }

  return game_new (store, id, g_steal_pointer (&file), history, read_only);
}

/**
 * sq_game_open:
 * @store: the store that lists the game
 * @id: the game's id
 * @error: a #GError in %SQ_FILE_ERROR or %G_FILE_ERROR, or
 *   %SQ_STORE_ERROR_LOCKED if another program has the game open
 *
 * Loads a saved game and replays it, undone actions included. The game
 * stays locked (sq_store_open_game()) until the object is finalized.
 *
 * Returns: (transfer full) (nullable): the game
 */
SqGame *
sq_game_open (SqStore     *store,
              const char  *id,
              GError     **error)
{
  g_return_val_if_fail (SQ_IS_STORE (store), NULL);
  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return open_game (store, id, FALSE, error);
}

/**
 * sq_game_open_read_only:
 * @store: the store that lists the game
 * @id: the game's id
 * @error: a #GError in %SQ_FILE_ERROR or %G_FILE_ERROR
 *
 * Loads a saved game as sq_game_open() does, without the lock: for a game
 * another program has open. Nothing is ever saved: every change is
 * refused with %SQ_STORE_ERROR_READ_ONLY.
 *
 * Returns: (transfer full) (nullable): the game
 */
SqGame *
sq_game_open_read_only (SqStore     *store,
                        const char  *id,
                        GError     **error)
{
  g_return_val_if_fail (SQ_IS_STORE (store), NULL);
  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return open_game (store, id, TRUE, error);
}

/**
 * sq_game_save_as_copy:
 * @name: (nullable): the copy's name
 * @error: a #GError from the store
 *
 * Saves the game as played here as a new game in the store, and goes on
 * with the copy: for a game whose file another program changed, or one
 * opened read-only. The original is left as it is on disk.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_game_save_as_copy (SqGame      *self,
                      const char  *name,
                      GError     **error)
{
  g_autofree char *id = NULL;

  g_return_val_if_fail (SQ_IS_GAME (self), FALSE);
  g_return_val_if_fail (self->store != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* the store finishes its write first: a failed one would take back
   * changes, and the history, under the copy */
  sq_game_flush (self);
  id = sq_store_save_as_copy (self->store, self->file, history (self), name, error);
  if (id == NULL)
    return FALSE;

  if (!sq_game_get_read_only (self))
    sq_store_close_game (self->store, sq_game_get_id (self));
  sq_record_game_saved_as (SQ_RECORD_GAME (self), id);
  g_free (self->name);
  self->name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);

  return TRUE;
}

const char *
sq_game_get_name (SqGame *self)
{
  g_return_val_if_fail (SQ_IS_GAME (self), NULL);

  return self->name;
}

/**
 * sq_game_get_log:
 *
 * Returns: (transfer none): a #GListModel of #SqLogEntry, one per history
 *   entry, undone ones included (and marked so)
 */
GListModel *
sq_game_get_log (SqGame *self)
{
  g_return_val_if_fail (SQ_IS_GAME (self), NULL);

  return G_LIST_MODEL (self->log);
}

/**
 * sq_game_check:
 *
 * Whether sq_game_apply() would accept @action, without applying it.
 *
 * Returns: %TRUE if legal; otherwise @error says why (SQ_RULES_ERROR)
 */
gboolean
sq_game_check (SqGame          *self,
               const SqAction  *action,
               GError         **error)
{
  SqState copy;

  g_return_val_if_fail (SQ_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  copy = *sq_history_get_state (history (self));

  return sq_apply (&copy, action, error);
}

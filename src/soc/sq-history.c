/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game's history. See sq-history.h.
 *
 * The record layer's typed history (sq-record-history-typed.h): the
 * entries, the checkpoints and undo, redo and jumps are the generic
 * history's (sq-record-history.h), over the game's ruleset. What
 * SqHistory adds, the corrections of an earlier entry, is in
 * sq-history-correct.c, kept in step through the generic layer's hooks;
 * here is only how they are made, copied, freed, read from a file and
 * written to one. */

#include "sq-history-private.h"

#include "sq-game-file-private.h"

/* What SqHistory adds */

static void
history_init (gpointer history)
{
  SqHistory *h = history;

  h->corrections = g_array_new (FALSE, TRUE, sizeof (SqCorrection));
  h->actions = g_array_new (FALSE, TRUE, sizeof (SqAction));
}

static void
history_clear (gpointer history)
{
  SqHistory *h = history;

  g_array_unref (h->corrections);
  g_array_unref (h->actions);
}

static void
history_copy (gpointer      copy,
              gconstpointer history)
{
  SqHistory *c = copy;
  const SqHistory *h = history;

  c->corrections = g_array_copy (h->corrections);
  c->actions = g_array_copy (h->actions);
}

/* Reading a file: each entry is an action, or the correction the file
 * lists for it (the corrections are in the order of their entries) */
static gboolean
history_step (SqRecordHistory  *record,
              guint             entry,
              gconstpointer     action,
              gpointer          user_data,
              GError          **error)
{
  const SqGameFile *file = user_data;
  SqHistory *history = sq_record_history_get_owner (record);
  const SqCorrection *c = NULL;
  guint k;

  for (k = 0; file->corrections != NULL && k < file->corrections->len; k++)
    if ((c = &g_array_index (file->corrections, SqCorrection, k))->entry == entry)
      break;
  if (file->corrections == NULL || k == file->corrections->len)
    return sq_history_apply (history, action, error);

  if (c->index >= history->actions->len || c->n_kept <= c->index
      || c->n_kept > history->actions->len)
    {
      g_set_error (error, SQ_FILE_ERROR, SQ_FILE_ERROR_RANGE,
                   "corrections[%u]: index %u or kept %u does not fit the "
                   "%u actions before it", k, c->index, c->n_kept, history->actions->len);
      return FALSE;
    }

  return sq_history_correct (history, c->index, action, c->n_kept, error);
}

static void
history_write (gconstpointer history,
               gpointer      file)
{
  const SqHistory *h = history;
  SqGameFile *f = file;

  if (f->corrections == NULL)
    f->corrections = g_array_new (FALSE, TRUE, sizeof (SqCorrection));
  g_array_set_size (f->corrections, 0);
  g_array_append_vals (f->corrections, h->corrections->data, h->corrections->len);
}

static const SqRecordHistoryClass history_class = {
  .format = &sq_game_file_format,
  .hooks = &sq_history_correction_hooks,
  .init = history_init,
  .clear = history_clear,
  .copy = history_copy,
  .step = history_step,
  .write = history_write,
};

/* Public API */

SQ_RECORD_DEFINE_HISTORY (SqHistory, sq_history, SqGameFile, SqSetup, SqAction, SqState,
                          &history_class)

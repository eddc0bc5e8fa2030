/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* One writer per Camelot Legends game, as for Shadows over Camelot: when
 * a save finds the game held by another program, or its file changed
 * since it was read here, the page asks the shared question
 * (sq-game-conflict.c): open the file read-only, as it is now, or go on
 * with the game as it is here under a new id. The file is never
 * overwritten. */

#include "config.h"

#include "sq-game-conflict.h"
#include "sq-legends-page-private.h"
#include "sq-legends-reason.h"
#include "sq-legends-tracker.h"

static void
on_conflict_response_cb (AdwMessageDialog *dialog,
                         const char       *response,
                         SqLegendsPage    *self)
{
  const char *id = sq_game_conflict_get_id (dialog);
  SqLegendsGame *game = sq_legends_page_get_game (self);
  const char *directory = game != NULL ? sq_legends_game_get_directory (game) : NULL;
  g_autoptr(SqLegendsGame) read_only = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *tracker;

  if (g_str_equal (response, "read-only") && directory != NULL)
    {
      read_only = sq_legends_game_open_read_only (directory, id, &error);
      if (read_only != NULL)
        sq_legends_page_set_game (self, read_only);
    }
  else if (g_str_equal (response, "copy") && game != NULL
           && g_strcmp0 (sq_legends_game_get_id (game), id) == 0)
    /* the game as played here goes on, under a new id */
    sq_legends_game_save_as_copy (game, &error);

  if (error == NULL)
    return;
  tracker = sq_legends_page_get_part (self, "tracker");
  sq_legends_reason_set_error (SQ_LEGENDS_REASON (sq_legends_tracker_get_part (
                                 SQ_LEGENDS_TRACKER (tracker), "refusal")),
                               error);
}

/* The game on show could not save: another program holds it or changed
 * its file, ask what to do; a write that failed after its change was
 * shown says so, as a refused change does */
void
sq_legends_page_on_save_failed (SqLegendsPage *self,
                                const GError  *error,
                                gboolean       late,
                                guint          n_changes,
                                SqLegendsGame *game)
{
  g_autoptr(GError) told = NULL;
  GtkWidget *tracker;
  gboolean changed;

  if (sq_legends_game_get_id (game) != NULL && sq_game_conflict_matches (error, &changed))
    sq_game_conflict_ask (GTK_WIDGET (self), sq_legends_game_get_id (game), changed,
                          G_CALLBACK (on_conflict_response_cb), self);
  else if (late)
    {
      g_autofree char *message = sq_record_game_dup_taken_back_message (error, n_changes);

      told = g_error_new_literal (error->domain, error->code, message);
      tracker = sq_legends_page_get_part (self, "tracker");
      sq_legends_reason_set_error (SQ_LEGENDS_REASON (sq_legends_tracker_get_part (
                                     SQ_LEGENDS_TRACKER (tracker), "refusal")),
                                   told);
    }
}

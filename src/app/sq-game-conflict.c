/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-game-conflict.h"
#include "sq-game-file.h"
#include "sq-store.h"

/* Public API */

/**
 * sq_game_conflict_dialog_new:
 * @parent: the window
 * @changed: %TRUE when a save found the file changed by another program;
 *   %FALSE when another program has the game open
 *
 * Returns: (transfer floating): the dialog, not yet presented; its
 *   responses are "cancel", "read-only" and "copy"
 */
AdwMessageDialog *
sq_game_conflict_dialog_new (GtkWindow *parent,
                             gboolean   changed)
{
  AdwMessageDialog *dialog;

  if (changed)
    dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (
      parent,
      /* Translators: heading when another program changed the game's file */
      _("Game Changed Elsewhere"),
      /* Translators: body when another program changed the game's file */
      _("Another program changed this game’s file after Squire opened it. Squire did not "
        "overwrite it, so the last move was not saved. Open the file as it is now, "
        "read-only, or go on with the game as it is here, as a copy.")));
  else
    dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (
      parent,
      /* Translators: heading when another window or program has the game open */
      _("Game Open Elsewhere"),
      /* Translators: body when another window or program has the game open */
      _("Another Squire window or program has this game open. Only one of them may "
        "save it. Open it here read-only, or as a copy to play on.")));

  /* Translators: button of the question about a game open elsewhere */
  adw_message_dialog_add_response (dialog, "cancel", _("_Cancel"));
  /* Translators: button of the question about a game open elsewhere */
  adw_message_dialog_add_response (dialog, "read-only", _("Open _Read-Only"));
  /* Translators: button of the question about a game open elsewhere */
  adw_message_dialog_add_response (dialog, "copy", _("Play a _Copy"));
  adw_message_dialog_set_response_appearance (dialog, "copy", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "copy");
  adw_message_dialog_set_close_response (dialog, "cancel");

  return dialog;
}

/**
 * sq_game_conflict_copy_name:
 * @name: (nullable): the game's name
 *
 * Returns: (transfer full): the copy's name, short enough for a file
 *   (%SQ_FILE_MAX_NAME_CHARS)
 */
char *
sq_game_conflict_copy_name (const char *name)
{
  g_autofree char *base = NULL;

  /* room for the words around it */
  base = g_utf8_substring (name != NULL ? name : "", 0, SQ_FILE_MAX_NAME_CHARS - 40);

  if (base[0] == '\0')
    /* Translators: the name of a copy of a game that had no name */
    return g_strdup (_("Copy of a game"));

  /* Translators: the name of a copy of a game; %s is the game's name */
  return g_strdup_printf (_("%s (copy)"), base);
}

/**
 * sq_game_conflict_matches:
 * @error: a failed save or open
 * @changed: (out) (optional): %TRUE when the file was changed elsewhere,
 *   %FALSE when another program holds the game
 *
 * Returns: whether @error is one the question is asked for
 */
gboolean
sq_game_conflict_matches (const GError *error,
                          gboolean     *changed)
{
  gboolean is_changed = g_error_matches (error, SQ_STORE_ERROR, SQ_STORE_ERROR_CHANGED);

  if (changed != NULL)
    *changed = is_changed;

  return is_changed || g_error_matches (error, SQ_STORE_ERROR, SQ_STORE_ERROR_LOCKED);
}

/**
 * sq_game_conflict_ask:
 * @widget: a widget in the window to ask over
 * @id: the game's id, for sq_game_conflict_get_id()
 * @changed: as for sq_game_conflict_dialog_new()
 * @on_response: the dialog's ::response handler
 * @instance: its last argument; the handler goes with it
 *
 * Presents the question.
 */
void
sq_game_conflict_ask (GtkWidget  *widget,
                      const char *id,
                      gboolean    changed,
                      GCallback   on_response,
                      gpointer    instance)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  AdwMessageDialog *dialog;

  dialog = sq_game_conflict_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                        changed);
  g_object_set_data_full (G_OBJECT (dialog), "sq-game-id", g_strdup (id), g_free);
  g_signal_connect_object (dialog, "response", on_response, instance, G_CONNECT_DEFAULT);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * sq_game_conflict_get_id:
 *
 * Returns: (nullable): the id of the game the question is about
 */
const char *
sq_game_conflict_get_id (AdwMessageDialog *dialog)
{
  return g_object_get_data (G_OBJECT (dialog), "sq-game-id");
}

/**
 * sq_game_conflict_subtitle:
 * @name: (nullable): the game's name, if it has one
 * @read_only: whether the game on show is open read-only
 *
 * Returns: (transfer full) (nullable): the window's subtitle for a game:
 *   its name, and whether it is open read-only
 */
char *
sq_game_conflict_subtitle (const char *name,
                           gboolean    read_only)
{
  if (!read_only)
    return g_strdup (name);
  if (name == NULL)
    /* Translators: the window's subtitle when the game on show was opened
     * read-only, because another program has it open */
    return g_strdup (_("Read-only"));

  /* Translators: the window's subtitle when the game on show was opened
   * read-only; %s is the game's name */
  return g_strdup_printf (_("%s (read-only)"), name);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* What the start page does to a saved game's file: rename it, delete it
 * (to the trash, with Undo), export it after a warning, and import one,
 * through the file chooser portal. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-game-row.h"
#include "sq-start-page-private.h"

static void
on_rename_response_cb (AdwMessageDialog *dialog,
                       const char       *response,
                       SqStartPage      *self)
{
  g_autoptr(GError) error = NULL;
  const char *id = g_object_get_data (G_OBJECT (dialog), "sq-game-id");
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  g_autofree char *name = NULL;

  if (g_strcmp0 (response, "rename") != 0 || self->store == NULL)
    return;

  name = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  if (!sq_store_rename (self->store, id, name, &error))
    /* Translators: shown with the reason when renaming a game fails */
    sq_start_page_toast_error (self, _("Could not rename the game"), error);
}

static void
on_rename_entry_changed_cb (GtkEditable      *entry,
                            AdwMessageDialog *dialog)
{
  const char *text = gtk_editable_get_text (entry);
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  adw_message_dialog_set_response_enabled (dialog, "rename", stripped[0] != '\0');
}

static void
on_export_response_cb (GtkNativeDialog *chooser,
                       int              response,
                       SqStartPage     *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  const char *id = g_object_get_data (G_OBJECT (chooser), "sq-game-id");

  if (response == GTK_RESPONSE_ACCEPT && self->store != NULL)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      path = file != NULL ? g_file_get_path (file) : NULL;
    }

  if (path != NULL)
    {
      if (sq_store_export (self->store, id, path, &error))
        /* Translators: toast after a game was saved to a file elsewhere */
        sq_start_page_add_toast (self, adw_toast_new (_("Game exported")));
      else
        /* Translators: heading of the message when exporting a game fails */
        sq_start_page_show_error_dialog (self, _("Could Not Export the Game"), error);
    }

  if (self->chooser == GTK_FILE_CHOOSER_NATIVE (chooser))
    g_clear_object (&self->chooser);
}

static void
on_import_response_cb (GtkNativeDialog *chooser,
                       int              response,
                       SqStartPage     *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file != NULL)
    sq_start_page_import_file (self, file);

  if (self->chooser == GTK_FILE_CHOOSER_NATIVE (chooser))
    g_clear_object (&self->chooser);
}

static void
start_rename_game_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  SqStartPage *self = SQ_START_PAGE (widget);
  SqGameInfo *info = sq_start_page_lookup_game (self, parameter);
  GtkWidget *dialog;
  GtkWidget *entry;

  if (info == NULL || sq_game_info_get_damaged (info))
    return;

  /* Translators: heading of the dialog that renames a saved game */
  dialog = adw_message_dialog_new (sq_start_page_get_parent_window (self), _("Rename Game"), NULL);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    /* Translators: button of the rename dialog */
                                    "cancel", _("_Cancel"),
                                    /* Translators: button of the rename dialog */
                                    "rename", _("_Rename"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rename",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");

  entry = gtk_entry_new ();
  /* the longest name a game file may hold */
  gtk_entry_set_max_length (GTK_ENTRY (entry), SQ_FILE_MAX_NAME_CHARS);
  gtk_editable_set_text (GTK_EDITABLE (entry), sq_game_info_get_name (info) ?: "");
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry),
                                  /* Translators: accessible label of the text
                                   * field in the rename dialog */
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Game name"),
                                  -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);

  g_object_set_data_full (G_OBJECT (dialog), "sq-game-id",
                          g_strdup (sq_game_info_get_id (info)), g_free);
  g_signal_connect (entry, "changed",
                    G_CALLBACK (on_rename_entry_changed_cb), dialog);
  on_rename_entry_changed_cb (GTK_EDITABLE (entry), ADW_MESSAGE_DIALOG (dialog));
  g_signal_connect_object (dialog, "response",
                           G_CALLBACK (on_rename_response_cb), self,
                           G_CONNECT_DEFAULT);

  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
}

static void
start_delete_game_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  SqStartPage *self = SQ_START_PAGE (widget);
  SqGameInfo *info = sq_start_page_lookup_game (self, parameter);
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *title = NULL;
  AdwToast *toast;

  if (info == NULL)
    return;

  /* the info goes with the list entry: keep what the toast needs */
  id = g_strdup (sq_game_info_get_id (info));
  if (sq_game_info_get_damaged (info))
    /* Translators: toast after a damaged game file was moved to the trash */
    title = g_strdup (_("Damaged game file deleted"));
  else
    {
      /* toast titles are markup */
      g_autofree char *name = g_markup_escape_text (sq_start_page_display_name (info), -1);

      /* Translators: toast after a game was moved to the trash; %s is its name */
      title = g_strdup_printf (_("“%s” deleted"), name);
    }

  if (!sq_store_delete (self->store, id, &error))
    {
      /* Translators: shown with the reason when deleting a game fails */
      sq_start_page_toast_error (self, _("Could not delete the game"), error);
      return;
    }

  /* No “are you sure?”: the file is in the trash and Undo brings it back */
  toast = adw_toast_new (title);
  /* Translators: button on the toast after a game was deleted */
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "start.undo-delete");
  adw_toast_set_action_target_value (toast, g_variant_new_string (id));
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_set_timeout (toast, 10);
  sq_start_page_add_toast (self, toast);
}

static void
start_undo_delete_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  SqStartPage *self = SQ_START_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (self->store == NULL)
    return;

  if (!sq_store_undo_delete (self->store, g_variant_get_string (parameter, NULL), &error))
    /* Translators: shown with the reason when a deleted game cannot be restored */
    sq_start_page_toast_error (self, _("Could not restore the game"), error);
}

static void
show_export_chooser (SqStartPage *self,
                     SqGameInfo  *info)
{
  GtkFileChooserNative *chooser;
  g_autofree char *file_name = NULL;

  if (sq_game_info_get_damaged (info))
    file_name = g_strconcat (sq_game_info_get_id (info), ".json", NULL);
  else
    file_name = g_strconcat (sq_start_page_display_name (info), ".json", NULL);
  g_strdelimit (file_name, G_DIR_SEPARATOR_S, '-');

  /* GtkFileChooserNative: under Flatpak it goes through the file chooser
   * portal, so Squire needs no access to the user's folders. */
  chooser = gtk_file_chooser_native_new (/* Translators: title of the file
                                          * chooser that exports a game */
                                         _("Export Game"),
                                         sq_start_page_get_parent_window (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE,
                                         /* Translators: accept button of the
                                          * export file chooser */
                                         _("_Export"),
                                         NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), file_name);
  g_object_set_data_full (G_OBJECT (chooser), "sq-game-id",
                          g_strdup (sq_game_info_get_id (info)), g_free);
  g_signal_connect_object (chooser, "response",
                           G_CALLBACK (on_export_response_cb), self,
                           G_CONNECT_DEFAULT);

  g_clear_object (&self->chooser);
  self->chooser = chooser;
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
on_export_warning_response_cb (AdwMessageDialog *dialog,
                               const char       *response,
                               SqStartPage      *self)
{
  SqGameInfo *info = NULL;

  if (g_str_equal (response, "export") && self->store != NULL)
    info = sq_store_lookup (self->store, g_object_get_data (G_OBJECT (dialog), "sq-game-id"));
  if (info != NULL)
    show_export_chooser (self, info);
}

/* Sealing hides the secrets from a glance, not from someone who wants
 * them: the players hear so before a game leaves the folder */
static void
start_export_game_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  SqStartPage *self = SQ_START_PAGE (widget);
  SqGameInfo *info = sq_start_page_lookup_game (self, parameter);
  AdwMessageDialog *dialog;

  if (info == NULL)
    return;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (
    sq_start_page_get_parent_window (self),
    /* Translators: heading of the warning before a game is exported */
    _("Export Game?"),
    /* Translators: body of the warning before a game is exported */
    _("The exported file hides the loyalty cards, the hands and the decks from a glance, "
      "but it is not encrypted: anyone who has the file and Squire’s command line can "
      "read every secret in it, the traitor included. Share it only with players who "
      "may know.")));
  /* Translators: button of the warning before a game is exported */
  adw_message_dialog_add_response (dialog, "cancel", _("_Cancel"));
  /* Translators: button of the warning before a game is exported */
  adw_message_dialog_add_response (dialog, "export", _("_Export…"));
  adw_message_dialog_set_response_appearance (dialog, "export", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "export");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "sq-game-id",
                          g_strdup (sq_game_info_get_id (info)), g_free);
  g_signal_connect_object (dialog, "response",
                           G_CALLBACK (on_export_warning_response_cb), self,
                           G_CONNECT_DEFAULT);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
start_import_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  SqStartPage *self = SQ_START_PAGE (widget);
  g_autoptr(GtkFileFilter) games = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();
  GtkFileChooserNative *chooser;

  /* Translators: file type in the import file chooser */
  gtk_file_filter_set_name (games, _("Squire games"));
  gtk_file_filter_add_pattern (games, "*.json");
  gtk_file_filter_add_mime_type (games, "application/json");
  /* Translators: file type in the import file chooser */
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");

  chooser = gtk_file_chooser_native_new (/* Translators: title of the file
                                          * chooser that imports a game */
                                         _("Import Game"),
                                         sq_start_page_get_parent_window (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN,
                                         /* Translators: accept button of the
                                          * import file chooser */
                                         _("_Import"),
                                         NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), games);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (chooser), games);
  g_signal_connect_object (chooser, "response",
                           G_CALLBACK (on_import_response_cb), self,
                           G_CONNECT_DEFAULT);

  g_clear_object (&self->chooser);
  self->chooser = chooser;
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
sq_start_page_install_file_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "start.rename-game", "s", start_rename_game_cb);
  gtk_widget_class_install_action (widget_class, "start.delete-game", "s", start_delete_game_cb);
  gtk_widget_class_install_action (widget_class, "start.undo-delete", "s", start_undo_delete_cb);
  gtk_widget_class_install_action (widget_class, "start.export-game", "s", start_export_game_cb);
  gtk_widget_class_install_action (widget_class, "start.import", NULL, start_import_cb);
}

/**
 * sq_start_page_import_file:
 * @self: a #SqStartPage
 * @file: a game file, plain or sealed
 *
 * Adds a copy of @file to the games folder, as the Import button does,
 * and tells the players how it went: a toast naming the game, or a
 * dialog that says why the file cannot be imported.
 *
 * Returns: %TRUE if the game was imported
 */
gboolean
sq_start_page_import_file (SqStartPage *self,
                           GFile       *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  SqGameInfo *info;

  g_return_val_if_fail (SQ_IS_START_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->store != NULL, FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   "%s: not a local file", uri);
    }
  else
    id = sq_store_import (self->store, path, &error);

  if (id == NULL)
    {
      /* Translators: heading of the message when a file cannot be imported */
      sq_start_page_show_error_dialog (self, _("Could Not Import the Game"), error);
      return FALSE;
    }

  info = sq_store_lookup (self->store, id);
  name = g_markup_escape_text (info != NULL ? sq_start_page_display_name (info) : id, -1);
  /* Translators: toast after a game was imported; %s is its name */
  sq_start_page_add_toast (self, adw_toast_new_format (_("“%s” imported"), name));
  return TRUE;
}

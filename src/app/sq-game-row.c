/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-chrome.h"
#include "sq-game-row.h"
#include "sq-json.h"

/* Struct */

struct _SqGameRow
{
  AdwActionRow  parent_instance;

  SqGameInfo   *info;
  /* follows the info: list views hand the row from one game to another */
  GSignalGroup *info_signals;

  /* Template widgets */
  GtkImage     *damaged_icon;
  GtkMenuButton *menu_button;
  GMenuModel   *row_menu;
  GtkLabel     *state_label;
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqGameRow, sq_game_row, ADW_TYPE_ACTION_ROW)

/* Properties */

enum
{
  PROP_0,
  PROP_INFO,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Auxiliary functions */

/* The row's actions only name the game; the start page owns the store and
 * does the work (start.open-game and friends, with the id as target). */
static void
forward_to_page (SqGameRow  *self,
                 const char *page_action)
{
  g_assert (SQ_IS_GAME_ROW (self));

  if (self->info == NULL)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), page_action, "s",
                              sq_game_info_get_id (self->info));
}

static void
set_state (SqGameRow  *self,
           const char *css_class,
           const char *text)
{
  static const char * const classes[] = { "in-progress", "finished", "damaged" };

  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    gtk_widget_remove_css_class (GTK_WIDGET (self->state_label), classes[i]);
  gtk_widget_add_css_class (GTK_WIDGET (self->state_label), css_class);
  gtk_label_set_label (self->state_label, text);
}

static gboolean
same_day (GDateTime *a,
          GDateTime *b)
{
  g_autoptr(GDateTime) local_a = g_date_time_to_local (a);
  g_autoptr(GDateTime) local_b = g_date_time_to_local (b);

  return g_date_time_get_year (local_a) == g_date_time_get_year (local_b)
         && g_date_time_get_day_of_year (local_a) == g_date_time_get_day_of_year (local_b);
}

static char *
dup_dates (SqGameInfo *info)
{
  GDateTime *created = sq_game_info_get_created (info);
  GDateTime *updated = sq_game_info_get_updated (info);
  g_autofree char *created_text = NULL;
  g_autofree char *updated_text = updated != NULL ? sq_game_row_format_date (updated) : NULL;

  /* a game played in one evening needs one date */
  if (created != NULL && (updated == NULL || !same_day (created, updated)))
    created_text = sq_game_row_format_date (created);

  if (created_text != NULL && updated_text != NULL)
    /* Translators: the dates of a saved game in the games list, e.g.
     * “Started 3 May 2024 · Last played Today, 20:15” */
    return g_strdup_printf (_("Started %s · Last played %s"), created_text, updated_text);
  if (updated_text != NULL)
    /* Translators: the date a saved game was last saved, e.g.
     * “Last played Today, 20:15” */
    return g_strdup_printf (_("Last played %s"), updated_text);
  if (created_text != NULL)
    /* Translators: the date a saved game was created, e.g. “Started 3 May 2024” */
    return g_strdup_printf (_("Started %s"), created_text);

  return g_strdup ("");
}

static void
update_damaged (SqGameRow *self)
{
  const GError *error = sq_game_info_get_error (self->info);
  GDateTime *modified = sq_game_info_get_updated (self->info);
  g_autofree char *summary = sq_game_row_describe_error (error);
  g_autofree char *modified_text = modified != NULL ? sq_game_row_format_date (modified) : NULL;
  g_autofree char *file_name = g_strconcat (sq_game_info_get_id (self->info), ".json", NULL);
  g_autoptr(GString) subtitle = g_string_new (summary);

  /* Translators: title of a saved game whose file cannot be read */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), _("Damaged Game File"));

  /* The engine's own message is precise (what is wrong, and where): keep
   * it for a bug report, under the sentence anyone can read. */
  if (error != NULL && error->message != NULL && error->message[0] != '\0')
    g_string_append_printf (subtitle, "\n%s", error->message);
  /* the loader's message usually names the file already */
  if (error != NULL && error->message != NULL && strstr (error->message, file_name) != NULL)
    {
      if (modified_text != NULL)
        {
          g_string_append_c (subtitle, '\n');
          /* Translators: when a damaged game file was last changed,
           * e.g. “Modified 3 May 2024” */
          g_string_append_printf (subtitle, _("Modified %s"), modified_text);
        }
    }
  else if (modified_text != NULL)
    {
      g_string_append_c (subtitle, '\n');
      /* Translators: the file name of a damaged saved game and when it
       * was last changed, e.g. “game-20240503.json, modified 3 May 2024” */
      g_string_append_printf (subtitle, _("%s, modified %s"), file_name, modified_text);
    }
  else
    g_string_append_printf (subtitle, "\n%s", file_name);

  adw_action_row_set_subtitle (ADW_ACTION_ROW (self), subtitle->str);
  /* Translators: state of a saved game whose file cannot be read */
  set_state (self, "damaged", C_("game state", "Damaged"));
}

static void
update (SqGameRow *self)
{
  gboolean damaged;
  const char *name;
  g_autofree char *accessible_label = NULL;

  g_assert (SQ_IS_GAME_ROW (self));

  damaged = sq_game_info_get_damaged (self->info);
  name = sq_game_info_get_name (self->info);

  gtk_widget_set_visible (GTK_WIDGET (self->damaged_icon), damaged);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self), !damaged);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "row.open", !damaged);
  /* the store refuses to rewrite a damaged file: it stays as found */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "row.rename", !damaged);

  if (damaged)
    {
      update_damaged (self);
      /* Translators: accessible label of the menu button of a damaged
       * saved game */
      accessible_label = g_strdup (_("Actions for the damaged game file"));
    }
  else
    {
      g_autofree char *dates = dup_dates (self->info);
      guint players = sq_game_info_get_players (self->info);

      if (name == NULL || name[0] == '\0')
        /* Translators: title of a saved game that has no name */
        name = _("Untitled Game");
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), name);
      if (players > 0)
        {
          g_autofree char *with_players = NULL;

          /* Translators: the subtitle of a saved game in the games list:
           * how many knights play it, then its dates, e.g. “5 knights ·
           * Last played Today, 20:15”; %u is the number, %s the dates */
          with_players = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u knight · %s",
                                                       "%u knights · %s", players),
                                          players, dates);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (self), with_players);
        }
      else
        adw_action_row_set_subtitle (ADW_ACTION_ROW (self), dates);

      if (sq_game_info_get_finished (self->info))
        /* Translators: state of a saved game that is over */
        set_state (self, "finished", C_("game state", "Finished"));
      else
        /* Translators: state of a saved game that is not over yet */
        set_state (self, "in-progress", C_("game state", "In Progress"));

      /* Translators: accessible label of the menu button of a saved
       * game; %s is the game's name */
      accessible_label = g_strdup_printf (_("Actions for “%s”"), name);
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->menu_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible_label,
                                  -1);
}

/* Callbacks */

/* The menu is made when it is first opened: a list of a thousand games
 * would otherwise build a popover for every row it shows */
static void
create_menu_cb (GtkMenuButton *button,
                gpointer       user_data)
{
  SqGameRow *self = SQ_GAME_ROW (user_data);

  gtk_menu_button_set_menu_model (button, self->row_menu);
}

static void
on_info_notify_cb (SqGameRow  *self,
                   GParamSpec *pspec,
                   SqGameInfo *info)
{
  update (self);
}

/* Actions */

static void
row_open_cb (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  forward_to_page (SQ_GAME_ROW (widget), "start.open-game");
}

static void
row_rename_cb (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  forward_to_page (SQ_GAME_ROW (widget), "start.rename-game");
}

static void
row_export_cb (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  forward_to_page (SQ_GAME_ROW (widget), "start.export-game");
}

static void
row_delete_cb (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  forward_to_page (SQ_GAME_ROW (widget), "start.delete-game");
}

/* AdwActionRow overrides */

static void
sq_game_row_activate (AdwActionRow *row)
{
  ADW_ACTION_ROW_CLASS (sq_game_row_parent_class)->activate (row);

  gtk_widget_activate_action (GTK_WIDGET (row), "row.open", NULL);
}

/* GObject overrides */

static void
sq_game_row_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SQ_TYPE_GAME_ROW);

  G_OBJECT_CLASS (sq_game_row_parent_class)->dispose (object);
}

static void
sq_game_row_finalize (GObject *object)
{
  SqGameRow *self = SQ_GAME_ROW (object);

  g_clear_object (&self->info);
  g_clear_object (&self->info_signals);

  G_OBJECT_CLASS (sq_game_row_parent_class)->finalize (object);
}

static void
sq_game_row_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  SqGameRow *self = SQ_GAME_ROW (object);

  switch (prop_id)
    {
    case PROP_INFO:
      g_value_set_object (value, self->info);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_game_row_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  SqGameRow *self = SQ_GAME_ROW (object);

  switch (prop_id)
    {
    case PROP_INFO:
      sq_game_row_set_info (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_game_row_class_init (SqGameRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  AdwActionRowClass *row_class = ADW_ACTION_ROW_CLASS (klass);

  object_class->dispose = sq_game_row_dispose;
  object_class->finalize = sq_game_row_finalize;
  object_class->get_property = sq_game_row_get_property;
  object_class->set_property = sq_game_row_set_property;

  row_class->activate = sq_game_row_activate;

  /**
   * SqGameRow:info:
   *
   * The saved game the row shows; the row follows its changes. %NULL
   * only while a list view has not bound the row to a game yet.
   */
  properties[PROP_INFO] =
    g_param_spec_object ("info", NULL, NULL,
                         SQ_TYPE_GAME_INFO,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-game-row.ui");
  gtk_widget_class_bind_template_child (widget_class, SqGameRow, damaged_icon);
  gtk_widget_class_bind_template_child (widget_class, SqGameRow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, SqGameRow, row_menu);
  gtk_widget_class_bind_template_child (widget_class, SqGameRow, state_label);

  gtk_widget_class_install_action (widget_class, "row.open", NULL, row_open_cb);
  gtk_widget_class_install_action (widget_class, "row.rename", NULL, row_rename_cb);
  gtk_widget_class_install_action (widget_class, "row.export", NULL, row_export_cb);
  gtk_widget_class_install_action (widget_class, "row.delete", NULL, row_delete_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F2, 0, "row.rename", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "row.delete", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Delete, 0, "row.delete", NULL);
}

static void
sq_game_row_init (SqGameRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  sq_chrome_wrap_at_words (GTK_WIDGET (self));
  gtk_menu_button_set_create_popup_func (self->menu_button, create_menu_cb, self, NULL);

  self->info_signals = g_signal_group_new (SQ_TYPE_GAME_INFO);
  g_signal_group_connect_object (self->info_signals, "notify",
                                 G_CALLBACK (on_info_notify_cb), self,
                                 G_CONNECT_SWAPPED);
}

/* Public API */

/**
 * sq_game_row_new:
 * @info: (nullable): the saved game to show
 *
 * Returns: (transfer floating): a new #SqGameRow
 */
GtkWidget *
sq_game_row_new (SqGameInfo *info)
{
  g_return_val_if_fail (info == NULL || SQ_IS_GAME_INFO (info), NULL);

  return g_object_new (SQ_TYPE_GAME_ROW, "info", info, NULL);
}

/**
 * sq_game_row_set_info:
 * @self: a #SqGameRow
 * @info: (nullable): the saved game to show
 */
void
sq_game_row_set_info (SqGameRow  *self,
                      SqGameInfo *info)
{
  g_return_if_fail (SQ_IS_GAME_ROW (self));
  g_return_if_fail (info == NULL || SQ_IS_GAME_INFO (info));

  if (!g_set_object (&self->info, info))
    return;

  g_signal_group_set_target (self->info_signals, info);
  if (info != NULL)
    update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INFO]);
}

/**
 * sq_game_row_get_info:
 * @self: a #SqGameRow
 *
 * Returns: (transfer none) (nullable): the saved game the row shows
 */
SqGameInfo *
sq_game_row_get_info (SqGameRow *self)
{
  g_return_val_if_fail (SQ_IS_GAME_ROW (self), NULL);

  return self->info;
}

/**
 * sq_game_row_describe_error:
 * @error: (nullable): why a game file does not load or import, in
 *   %SQ_FILE_ERROR, %G_FILE_ERROR or %G_IO_ERROR
 *
 * One translated sentence a player can act on. The engine's message says
 * precisely what is wrong but in its own terms: show it as a detail.
 *
 * Returns: (transfer full): the sentence
 */
char *
sq_game_row_describe_error (const GError *error)
{
  if (error != NULL && error->domain == SQ_FILE_ERROR)
    {
      switch ((SqFileError) error->code)
        {
        case SQ_FILE_ERROR_EMPTY:
          /* Translators: why a game file cannot be opened or imported */
          return g_strdup (_("The file is empty."));

        case SQ_FILE_ERROR_TOO_LARGE:
          /* Translators: why a game file cannot be opened or imported */
          return g_strdup (_("The file is too large to be a Squire game."));

        case SQ_FILE_ERROR_NOT_UTF8:
        case SQ_FILE_ERROR_TOO_DEEP:
        case SQ_FILE_ERROR_SYNTAX:
          /* Translators: why a game file cannot be opened or imported */
          return g_strdup (_("The file is not a readable game: it may have been cut short or "
                             "overwritten."));

        case SQ_FILE_ERROR_SHAPE:
        case SQ_FILE_ERROR_RANGE:
        case SQ_FILE_ERROR_UNKNOWN_NAME:
        case SQ_FILE_ERROR_DUPLICATE:
          /* Translators: why a game file cannot be opened or imported */
          return g_strdup (_("The file does not describe a Squire game."));

        case SQ_FILE_ERROR_VERSION:
          /* Translators: why a game file cannot be opened or imported */
          return g_strdup (_("The game was saved by a newer version of Squire."));

        case SQ_FILE_ERROR_ILLEGAL_ACTION:
        case SQ_FILE_ERROR_TOO_MANY_ACTIONS:
        case SQ_FILE_ERROR_BAD_SETUP:
          /* Translators: why a game file cannot be opened or imported */
          return g_strdup (_("The moves in the file break the rules, so the game cannot be "
                             "replayed."));

        case SQ_FILE_ERROR_SEALED:
          /* Translators: why a game file cannot be opened or imported */
          return g_strdup (_("The file was changed outside Squire or is damaged."));

        default:
          break;
        }
    }

  if (error != NULL
      && (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_ACCES)
          || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED)))
    /* Translators: why a game file cannot be opened or imported */
    return g_strdup (_("Squire is not allowed to use the file."));

  /* Translators: why a game file cannot be opened or imported */
  return g_strdup (_("The file could not be read."));
}

/**
 * sq_game_row_format_date:
 * @date_time: a date and time, in any time zone
 *
 * The date in the user's time zone and words: “Today, 20:15”,
 * “3 May, 20:15” this year, “3 May 2024” before.
 *
 * Returns: (transfer full): the text
 */
char *
sq_game_row_format_date (GDateTime *date_time)
{
  g_autoptr(GDateTime) local = NULL;
  g_autoptr(GDateTime) now = NULL;
  g_autoptr(GDateTime) yesterday = NULL;
  const char *format;
  char *text;

  g_return_val_if_fail (date_time != NULL, NULL);

  local = g_date_time_to_local (date_time);
  now = g_date_time_new_now_local ();
  yesterday = g_date_time_add_days (now, -1);

  if (g_date_time_get_year (local) == g_date_time_get_year (now)
      && g_date_time_get_day_of_year (local) == g_date_time_get_day_of_year (now))
    /* Translators: a date today, in g_date_time_format() notation; see
     * https://docs.gtk.org/glib/method.DateTime.format.html */
    format = C_("game date", "Today, %H:%M");
  else if (g_date_time_get_year (local) == g_date_time_get_year (yesterday)
           && g_date_time_get_day_of_year (local) == g_date_time_get_day_of_year (yesterday))
    /* Translators: a date yesterday, in g_date_time_format() notation */
    format = C_("game date", "Yesterday, %H:%M");
  else if (g_date_time_get_year (local) == g_date_time_get_year (now))
    /* Translators: a date earlier this year, in g_date_time_format()
     * notation: “3 May, 20:15” */
    format = C_("game date", "%-d %B, %H:%M");
  else
    /* Translators: a date in an earlier year, in g_date_time_format()
     * notation: “3 May 2024” */
    format = C_("game date", "%-d %B %Y");

  text = g_date_time_format (local, format);

  /* a translation with a bad format must not cost the whole line */
  return text != NULL ? text : g_date_time_format_iso8601 (local);
}

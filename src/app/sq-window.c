/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The window: a header over a stack of pages (sq-window-pages.c), the
 * window's actions (sq-window-actions.c), and here the object itself and
 * the game it shows: the current game's signals, the question about a
 * game held elsewhere, and the phones that follow the game. */

#include "config.h"

#include "sq-chrome.h"
#include "sq-focus.h"
#include "sq-game-conflict.h"
#include "sq-tint-bin.h"
#include "sq-tooltip.h"
#include "sq-window-layout.h"
#include "sq-window-private.h"

G_DEFINE_FINAL_TYPE (SqWindow, sq_window, ADW_TYPE_APPLICATION_WINDOW)

enum
{
  PROP_0,
  PROP_SETTINGS,
  PROP_STORE,
  PROP_SHOW_HISTORY,
  PROP_USE_PHONES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void set_game (SqWindow *self,
                      SqGame   *game);

static void
on_game_changed_cb (SqGame   *game,
                    SqWindow *self)
{
  const SqState *state = sq_game_get_state (game);
  gboolean finished = sq_game_get_finished (game);

  if (finished && !self->was_finished)
    {
      sq_window_ensure_end_page (self);
      sq_end_page_set_state (self->end_page, state);
      sq_window_set_page (self, "end");
    }
  else if (!finished && sq_window_is_page (self, "end"))
    sq_window_set_page (self, "game");

  self->was_finished = finished;
  sq_window_update_chrome (self);
}

/* Another program holds the game @id or changed its file: ask whether to
 * open it read-only or to go on with a copy (sq-game-conflict.c) */
static void
on_conflict_response_cb (AdwMessageDialog *dialog,
                         const char       *response,
                         SqWindow         *self)
{
  const char *id = sq_game_conflict_get_id (dialog);
  g_autoptr(GError) error = NULL;
  g_autoptr(SqGame) game = NULL;
  g_autofree char *name = NULL;
  g_autofree char *copy = NULL;

  if (g_str_equal (response, "read-only"))
    {
      game = sq_game_open_read_only (self->store, id, &error);
      if (game != NULL)
        {
          set_game (self, game);
          sq_window_set_page (self, sq_game_get_finished (game) ? "end" : "game");
        }
    }
  else if (g_str_equal (response, "copy") && self->game != NULL
           && g_strcmp0 (sq_game_get_id (self->game), id) == 0)
    {
      /* the game as played here goes on, under a new id */
      name = sq_game_conflict_copy_name (sq_game_get_name (self->game));
      if (sq_game_save_as_copy (self->game, name, &error))
        sq_window_update_chrome (self);
    }
  else if (g_str_equal (response, "copy"))
    {
      SqGameInfo *info = sq_store_lookup (self->store, id);

      name = sq_game_conflict_copy_name (info != NULL ? sq_game_info_get_name (info) : NULL);
      copy = sq_store_copy_game (self->store, id, name, &error);
      if (copy != NULL)
        sq_window_open_game (self, copy, &error);
    }

  if (error != NULL)
    sq_window_show_toast (self, error->message, FALSE);
}

void
sq_window_ask_about_conflict (SqWindow   *self,
                    const char *id,
                    gboolean    changed)
{
  sq_game_conflict_ask (GTK_WIDGET (self), id, changed, G_CALLBACK (on_conflict_response_cb), self);
}

/* Another program holds the game or changed its file: ask what to do. A
 * write behind that failed after its change was shown: tell the table
 * (a failure the call returned was told by whoever made the change). */
static void
on_game_save_failed_cb (SqGame       *game,
                        const GError *error,
                        gboolean      late,
                        guint         n_changes,
                        SqWindow     *self)
{
  g_autofree char *message = NULL;
  gboolean changed;

  if (sq_game_get_id (game) != NULL && sq_game_conflict_matches (error, &changed))
    sq_window_ask_about_conflict (self, sq_game_get_id (game), changed);
  else if (late)
    {
      message = sq_record_game_dup_taken_back_message (error, n_changes);
      sq_window_show_toast (self, message, FALSE);
    }
}

/* Phones for private views: on for one game at a time, off with it. */
static void
set_use_phones (SqWindow *self,
                gboolean  use_phones)
{
  g_autoptr(GError) error = NULL;

  if (use_phones && self->game == NULL)
    return;
  if (!sq_phone_link_set_active (self->phones, use_phones, &error))
    sq_window_show_toast (self, error->message, FALSE);
}

static void
on_phones_notify_cb (SqPhoneLink *phones,
                     GParamSpec  *pspec,
                     SqWindow    *self)
{
  g_autofree char *tooltip = NULL;
  g_autofree char *status = sq_phone_link_dup_status (phones, &tooltip);

  gtk_label_set_label (self->phones_label, status != NULL ? status : "");
  sq_tooltip_set_text (GTK_WIDGET (self->phones_label), tooltip);
  gtk_widget_set_visible (GTK_WIDGET (self->phones_label), status != NULL);
  if (g_str_equal (pspec->name, "active"))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_USE_PHONES]);
}

static void
set_game (SqWindow *self,
          SqGame   *game)
{
  /* the write under way is finished while the table can still hear
   * that it failed */
  if (self->game != NULL && self->game != game)
    sq_game_flush (self->game);
  g_signal_group_set_target (self->game_signals, NULL);
  g_set_object (&self->game, game);
  sq_phone_link_set_game (self->phones, game);

  if (game != NULL)
    {
      sq_window_ensure_game_view (self);
      sq_window_ensure_curtain_page (self);
    }
  /* the pages follow the game first: the window's handlers come after
   * theirs (and the turn panel's and the history's) */
  if (self->game_view != NULL)
    sq_game_view_set_game (self->game_view, game);
  if (self->curtain_page != NULL)
    sq_curtain_page_set_game (self->curtain_page, game);
  if (game == NULL)
    {
      sq_window_update_chrome (self);
      return;
    }

  g_signal_group_set_target (self->game_signals, game);
  self->was_finished = sq_game_get_finished (game);
  if (self->was_finished)
    {
      sq_window_ensure_end_page (self);
      sq_end_page_set_state (self->end_page, sq_game_get_state (game));
    }
}

/* Callbacks */

/* The main menu's popover is made when it is first opened (F10 too): made
 * with the window, its items cost some 9 million instructions of the
 * first frame */
static void
create_primary_menu_cb (GtkMenuButton *button,
                        gpointer       user_data)
{
  SqWindow *self = SQ_WINDOW (user_data);

  gtk_menu_button_set_menu_model (button, self->primary_menu);
}

static void
on_frame_clock_after_paint_cb (GdkFrameClock *frame_clock,
                               SqWindow      *self)
{
  GtkApplication *application;

  /* with SQUIRE_EXIT_AFTER_GAMES_FRAME, a frame that shows the games */
  if (self->games_ready_frame != G_MAXINT64 &&
      (self->games_ready_frame < 0 ||
       gdk_frame_clock_get_frame_counter (frame_clock) <= self->games_ready_frame))
    return;

  g_clear_signal_handler (&self->after_paint_handler, frame_clock);

  application = gtk_window_get_application (GTK_WINDOW (self));
  if (application != NULL)
    g_application_quit (G_APPLICATION (application));
}

/* Once the folder is read and the start page shows its games, the next
 * frame has them on screen */
static void
check_games_ready (SqWindow *self)
{
  GdkFrameClock *frame_clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  if (self->games_ready_frame != -1 || !self->store_read ||
      !sq_start_page_get_games_shown (self->start_page) || frame_clock == NULL)
    return;

  self->games_ready_frame = gdk_frame_clock_get_frame_counter (frame_clock);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_window_map_cb (SqWindow *self)
{
  /* the first page on show gets its first focus like the others */
  sq_focus_main_action (gtk_stack_get_visible_child (self->main_stack), NULL);
}

static void
on_keep_awake_changed_cb (GSettings  *settings,
                          const char *key,
                          SqWindow   *self)
{
  sq_window_update_inhibit (self);
}

/* GtkWindow overrides */

static gboolean
sq_window_close_request (GtkWindow *window)
{
  sq_chrome_save_state (window, SQ_WINDOW (window)->settings);

  return GTK_WINDOW_CLASS (sq_window_parent_class)->close_request (window);
}

/* GtkWidget overrides */

static void
sq_window_realize (GtkWidget *widget)
{
  SqWindow *self = SQ_WINDOW (widget);
  GdkFrameClock *frame_clock;

  GTK_WIDGET_CLASS (sq_window_parent_class)->realize (widget);

  if (self->after_paint_handler != 0)
    return;
  if (g_getenv ("SQUIRE_EXIT_AFTER_GAMES_FRAME") != NULL)
    {
      self->games_ready_frame = -1;
      g_signal_connect_object (self->start_page, "notify::games-shown",
                               G_CALLBACK (check_games_ready), self, G_CONNECT_SWAPPED);
    }
  else if (g_getenv ("SQUIRE_EXIT_AFTER_FIRST_FRAME") == NULL)
    return;

  frame_clock = gtk_widget_get_frame_clock (widget);
  self->after_paint_handler = g_signal_connect_object (frame_clock,
                                                       "after-paint",
                                                       G_CALLBACK (on_frame_clock_after_paint_cb),
                                                       self,
                                                       G_CONNECT_DEFAULT);
  check_games_ready (self);
}

/* @user_data is the window unless the refresh was cancelled: the window
 * cancels it when it goes */
static void
on_store_refreshed_cb (GObject      *source,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  gboolean read = sq_store_refresh_finish (SQ_STORE (source), result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  SQ_WINDOW (user_data)->store_read = TRUE;
  check_games_ready (SQ_WINDOW (user_data));
  if (read)
    return;
  if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND) &&
      !g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    g_warning ("Could not read the saved games: %s", error->message);
}

/* GObject overrides */

static void
sq_window_constructed (GObject *object)
{
  SqWindow *self = SQ_WINDOW (object);

  G_OBJECT_CLASS (sq_window_parent_class)->constructed (object);

  sq_chrome_restore_state (GTK_WINDOW (self), self->settings);

  if (self->store == NULL)
    {
      g_autofree char *directory = g_build_filename (g_get_user_data_dir (),
                                                     SQ_STORE_APP_DIR, SQ_STORE_GAMES,
                                                     NULL);
      self->store = sq_store_new (directory);
      /* a tap does not wait for the disk: the worker thread writes the
       * game, and a failed write takes the tap back and says so */
      sq_store_set_write_behind (self->store, TRUE);
    }

  /* A damaged or missing folder still opens the app: the list shows
   * what can be read and the damaged files as damaged. The folder is read
   * (and the trash purged) in a worker thread: the window appears at once
   * and the list fills when the files are read. */
  self->store_cancellable = g_cancellable_new ();
  sq_store_refresh_async (self->store, TRUE, self->store_cancellable,
                          on_store_refreshed_cb, self);
  sq_start_page_set_store (self->start_page, self->store);

  if (self->settings != NULL)
    g_signal_connect_object (self->settings, "changed::keep-screen-awake",
                             G_CALLBACK (on_keep_awake_changed_cb), self,
                             G_CONNECT_DEFAULT);

  sq_window_update_chrome (self);
}

static void
sq_window_dispose (GObject *object)
{
  SqWindow *self = SQ_WINDOW (object);

  /* the callback must not find the window gone */
  g_cancellable_cancel (self->store_cancellable);
  g_clear_object (&self->store_cancellable);

  if (self->inhibit_cookie != 0)
    {
      GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));

      if (application != NULL)
        gtk_application_uninhibit (application, self->inhibit_cookie);
      self->inhibit_cookie = 0;
    }

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  if (self->shown_game_signals != NULL)
    g_signal_group_set_target (self->shown_game_signals, NULL);
  g_clear_object (&self->shown_game_signals);
  g_clear_object (&self->toaster);

  gtk_widget_dispose_template (GTK_WIDGET (self), SQ_TYPE_WINDOW);

  g_clear_object (&self->game);
  if (self->phones != NULL)
    g_signal_handlers_disconnect_by_data (self->phones, self);
  g_clear_object (&self->phones);

  G_OBJECT_CLASS (sq_window_parent_class)->dispose (object);
}

static void
sq_window_finalize (GObject *object)
{
  SqWindow *self = SQ_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->store);
  g_clear_pointer (&self->rules_return, g_free);

  G_OBJECT_CLASS (sq_window_parent_class)->finalize (object);
}

static void
sq_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  SqWindow *self = SQ_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;

    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;

    case PROP_USE_PHONES:
      g_value_set_boolean (value, sq_phone_link_get_active (self->phones));
      break;

    case PROP_SHOW_HISTORY:
      g_value_set_boolean (value, self->show_history);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_window_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  SqWindow *self = SQ_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;

    case PROP_STORE:
      self->store = g_value_dup_object (value);
      break;

    case PROP_USE_PHONES:
      set_use_phones (self, g_value_get_boolean (value));
      break;

    case PROP_SHOW_HISTORY:
      if (self->show_history != g_value_get_boolean (value))
        {
          self->show_history = g_value_get_boolean (value);
          if (self->history_flap != NULL)
            adw_flap_set_reveal_flap (self->history_flap, self->show_history);
          g_object_notify_by_pspec (object, pspec);
        }
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_window_class_init (SqWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = sq_window_constructed;
  object_class->dispose = sq_window_dispose;
  object_class->finalize = sq_window_finalize;
  object_class->get_property = sq_window_get_property;
  object_class->set_property = sq_window_set_property;

  widget_class->realize = sq_window_realize;

  window_class->close_request = sq_window_close_request;

  /**
   * SqWindow:settings:
   *
   * The application settings the window keeps its size in, or %NULL.
   */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         G_TYPE_SETTINGS,
                         (G_PARAM_READWRITE |
                          G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * SqWindow:store:
   *
   * The saved games; by default the games folder under the user data dir.
   */
  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL,
                         SQ_TYPE_STORE,
                         (G_PARAM_READWRITE |
                          G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_STATIC_STRINGS));

  /* "Use phones for private views": the phone server for this game */
  properties[PROP_USE_PHONES] =
    g_param_spec_boolean ("use-phones", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SHOW_HISTORY] =
    g_param_spec_boolean ("show-history", NULL, NULL, FALSE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (SQ_TYPE_CURTAIN);
  g_type_ensure (SQ_TYPE_START_PAGE);
  g_type_ensure (SQ_TYPE_TINT_BIN);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SqWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, history_button);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, secrets_section);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, start_page);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, curtain_bin);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, phones_label);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, new_game_bin);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, game_bin);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, end_bin);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, rules_bin);

  sq_window_bind_page_callbacks (widget_class);
  sq_window_install_actions (widget_class);
}

static void
sq_window_init (SqWindow *self)
{
  /* before the template: its property actions read "use-phones" */
  self->phones = sq_phone_link_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  self->games_ready_frame = G_MAXINT64;
  gtk_menu_button_set_create_popup_func (self->primary_menu_button, create_primary_menu_cb, self, NULL);
  /* the window manager hears of the window's smallest size after a
   * frame, not before it (see sq-window-layout.c) */
  sq_window_layout_install (adw_toast_overlay_get_child (self->toast_overlay));

  self->toaster = sq_toaster_new (self->toast_overlay);
  self->game_signals = g_signal_group_new (SQ_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed", G_CALLBACK (on_game_changed_cb),
                                 self, G_CONNECT_DEFAULT);
  g_signal_group_connect_object (self->game_signals, "save-failed",
                                 G_CALLBACK (on_game_save_failed_cb), self, G_CONNECT_DEFAULT);
  self->shown_game_signals = g_signal_group_new (SQ_TYPE_RECORD_GAME);
  g_signal_group_connect_object (self->shown_game_signals, "notify::can-undo",
                                 G_CALLBACK (sq_window_update_chrome), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->shown_game_signals, "notify::can-redo",
                                 G_CALLBACK (sq_window_update_chrome), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->phones, "notify", G_CALLBACK (on_phones_notify_cb), self,
                           G_CONNECT_DEFAULT);
  sq_focus_keep_visible (GTK_WINDOW (self));
  g_signal_connect (self, "map", G_CALLBACK (on_window_map_cb), NULL);
  sq_chrome_add_shortcuts (GTK_APPLICATION_WINDOW (self));

  if (g_strcmp0 (PROFILE, "development") == 0)
    gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
}

/* Public API */

/**
 * sq_window_new:
 * @application: the #SqApplication the window belongs to
 *
 * Like every toplevel, the window is owned by GTK: close it with
 * gtk_window_destroy().
 *
 * Returns: (transfer none): a new #SqWindow
 */
SqWindow *
sq_window_new (SqApplication *application)
{
  g_return_val_if_fail (SQ_IS_APPLICATION (application), NULL);

  return g_object_new (SQ_TYPE_WINDOW,
                       "application", application,
                       "settings", sq_application_get_settings (application),
                       NULL);
}

/**
 * sq_window_get_settings:
 * @self: a #SqWindow
 *
 * Returns: (transfer none) (nullable): the settings the window was created with
 */
GSettings *
sq_window_get_settings (SqWindow *self)
{
  g_return_val_if_fail (SQ_IS_WINDOW (self), NULL);

  return self->settings;
}

/**
 * sq_window_get_store:
 *
 * Returns: (transfer none): the saved games
 */
SqStore *
sq_window_get_store (SqWindow *self)
{
  g_return_val_if_fail (SQ_IS_WINDOW (self), NULL);

  return self->store;
}

/**
 * sq_window_get_game:
 *
 * Returns: (transfer none) (nullable): the game on the board
 */
SqGame *
sq_window_get_game (SqWindow *self)
{
  g_return_val_if_fail (SQ_IS_WINDOW (self), NULL);

  return self->game;
}

/**
 * sq_window_start_game:
 *
 * Deals a new game, saves it and starts the loyalty curtain.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_window_start_game (SqWindow       *self,
                      const SqSetup  *setup,
                      const char     *name,
                      GError        **error)
{
  g_autoptr(SqGame) game = NULL;

  g_return_val_if_fail (SQ_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (setup != NULL, FALSE);

  game = sq_game_new (self->store, setup, name, error);
  if (game == NULL)
    return FALSE;

  set_game (self, game);
  if (self->phones_on_start)
    set_use_phones (self, TRUE);
  sq_curtain_page_deal (self->curtain_page);

  return TRUE;
}

/**
 * sq_window_open_game:
 *
 * Opens a saved game where it was left.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_window_open_game (SqWindow    *self,
                     const char  *id,
                     GError     **error)
{
  g_autoptr(SqGame) game = NULL;

  g_return_val_if_fail (SQ_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  game = sq_game_open (self->store, id, error);
  if (game == NULL)
    return FALSE;

  set_game (self, game);
  sq_window_set_page (self, sq_game_get_finished (game) ? "end" : "game");

  return TRUE;
}


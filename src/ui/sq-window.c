/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-board.h"
#include "sq-chrome.h"
#include "sq-curtain-page.h"
#include "sq-phone-link.h"
#include "sq-end-page.h"
#include "sq-game-conflict.h"
#include "sq-focus.h"
#include "sq-game-view.h"
#include "sq-history-view.h"
#include "sq-legends-page.h"
#include "sq-new-game-page.h"
#include "sq-presentation.h"
#include "sq-rules-page.h"
#include "sq-start-page.h"
#include "sq-text.h"
#include "sq-text-events.h"
#include "sq-toaster.h"
#include "sq-turn-panel.h"
#include "sq-window.h"

struct _SqWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  SqStore              *store;
  SqGame               *game;
  GSignalGroup         *game_signals;  /* "changed", "save-failed" of the game */
  GCancellable         *store_cancellable;   /* the first read of the folder */
  gboolean              was_finished;

  char                 *rules_return; /* the page the rules were opened from */

  guint                 inhibit_cookie;
  SqToaster            *toaster;      /* the messages, each with its game */
  gboolean              show_history;
  SqPhoneLink          *phones;       /* "Use phones for private views" */
  gboolean              phones_on_start; /* asked for by the new game page */

  /* Set only when SQUIRE_EXIT_AFTER_FIRST_FRAME asks for a startup
   * measurement: the app quits once the first frame is on screen. */
  gulong                after_paint_handler;

  /* Template widgets */
  AdwToastOverlay      *toast_overlay;
  AdwHeaderBar         *header_bar;
  GtkButton            *back_button;
  GtkButton            *undo_button;
  AdwWindowTitle       *window_title;
  GtkMenuButton        *primary_menu_button;
  GtkToggleButton      *history_button;
  GMenu                *secrets_section; /* filled by the curtain page */
  GtkStack             *main_stack;
  SqStartPage          *start_page;
  AdwBin               *new_game_bin;
  AdwBin               *curtain_bin;
  AdwBin               *game_bin;
  AdwBin               *end_bin;
  AdwBin               *rules_bin;
  GtkLabel             *phones_label;

  /* Made the first time they are needed (see ensure_*()): most starts
   * show only the start page. */
  SqNewGamePage        *new_game_page;
  SqGameView           *game_view;
  AdwFlap              *history_flap;
  SqHistoryView        *history_view;
  AdwLeaflet           *game_leaflet;
  SqBoard              *board;
  SqTurnPanel          *turn_panel;
  SqCurtainPage        *curtain_page;
  SqEndPage            *end_page;
  SqRulesPage          *rules_page;
  SqLegendsPage        *legends_page;
};

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

static void update_chrome      (SqWindow *self);
static void ensure_game_view   (SqWindow *self);
static void ensure_curtain_page (SqWindow *self);
static void ensure_end_page    (SqWindow *self);
static void ensure_new_game_page (SqWindow *self);
static void ensure_rules_page  (SqWindow *self);
static void ensure_legends_page (SqWindow *self);
static void set_game           (SqWindow *self,
                                SqGame   *game);

/* Helpers */

static gboolean is_page (SqWindow   *self,
                         const char *name);

/* The game whose page is on show, as the owner of its messages: a game's
 * message goes when the window leaves it. */
static char *
dup_page_owner (SqWindow *self)
{
  if (self->game != NULL &&
      (is_page (self, "game") || is_page (self, "end") || is_page (self, "curtain")))
    return g_strconcat ("game:", sq_game_get_id (self->game), NULL);
  if (self->legends_page != NULL && is_page (self, "legends") &&
      sq_legends_page_get_game (self->legends_page) != NULL)
    return g_strconcat ("legends:",
                        sq_legends_game_get_id (sq_legends_page_get_game (self->legends_page)),
                        NULL);
  return NULL;
}

/* A message of the page on show. With @with_undo its button undoes the
 * move just made, and only that: "win.undo-toast" checks the game and the
 * position before it undoes anything. */
static void
show_toast (SqWindow   *self,
            const char *title,
            gboolean    with_undo)
{
  g_autofree char *owner = dup_page_owner (self);

  if (with_undo && owner != NULL && self->game != NULL)
    /* Translators: the button in the message after each action */
    sq_toaster_show (self->toaster, title, owner, _("_Undo"), "win.undo-toast",
                     g_variant_new ("(su)", owner, sq_game_get_position (self->game)));
  else
    sq_toaster_show (self->toaster, title, owner, NULL, NULL, NULL);
}

static void
set_page (SqWindow   *self,
          const char *name)
{
  gboolean changed = g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), name) != 0;

  gtk_stack_set_visible_child_name (self->main_stack, name);
  update_chrome (self);
  /* the first focus on a page is its main action (in a game: the turn) */
  if (changed)
    sq_focus_main_action (gtk_stack_get_visible_child (self->main_stack),
                          g_str_equal (name, "game") && self->turn_panel != NULL
                          ? GTK_WIDGET (self->turn_panel) : NULL);
}

static gboolean
is_page (SqWindow   *self,
         const char *name)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), name) == 0;
}

/* Keeps the screen on while a game is being played, if the player wants. */
static void
update_inhibit (SqWindow *self)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));
  gboolean want;

  SqLegendsGame *legends = self->legends_page != NULL ? sq_legends_page_get_game (self->legends_page) : NULL;
  gboolean playing;

  /* a game of either kind on show and not over */
  playing = (self->game != NULL && !sq_game_get_finished (self->game) && is_page (self, "game")) ||
            (legends != NULL && !sq_legends_game_get_finished (legends) && is_page (self, "legends"));
  want = application != NULL && playing &&
         (self->settings == NULL || g_settings_get_boolean (self->settings, "keep-screen-awake"));

  if (want && self->inhibit_cookie == 0)
    self->inhibit_cookie = gtk_application_inhibit (application, GTK_WINDOW (self),
                                                    GTK_APPLICATION_INHIBIT_IDLE,
                                                    /* Translators: why the screen stays on */
                                                    _("A game is in progress"));
  else if (!want && self->inhibit_cookie != 0)
    {
      if (application != NULL)
        gtk_application_uninhibit (application, self->inhibit_cookie);
      self->inhibit_cookie = 0;
    }
}

/* The title names the page: the game's name in a game, never anything
 * secret (the curtain shows the game's name too, not whose turn it is). */
static void
update_title (SqWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->main_stack);
  const char *title = "Squire";

  if (self->game != NULL &&
      (g_strcmp0 (page, "game") == 0 || g_strcmp0 (page, "end") == 0 ||
       g_strcmp0 (page, "curtain") == 0))
    title = sq_game_get_name (self->game);
  else if (g_strcmp0 (page, "new-game") == 0)
    /* Translators: the window title on the page that sets up a game */
    title = C_("window title", "New Game");
  else if (g_strcmp0 (page, "rules") == 0)
    /* Translators: the window title on the rules reference */
    title = C_("window title", "Rules");
  else if (g_strcmp0 (page, "legends") == 0)
    title = _("Camelot Legends");

  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, NULL);
}

/* Header bar, actions and title follow the page and the game. */
static void
update_chrome (SqWindow *self)
{
  gboolean in_game = is_page (self, "game");
  gboolean has_game = self->game != NULL;
  g_autofree char *subtitle = NULL;

  /* Pages out of sight are out of the accessibility tree too: a screen
   * reader reads the page on show, not the curtain or the board behind. */
  for (GtkWidget *page = gtk_widget_get_first_child (GTK_WIDGET (self->main_stack));
       page != NULL;
       page = gtk_widget_get_next_sibling (page))
    gtk_accessible_update_state (GTK_ACCESSIBLE (page),
                                 GTK_ACCESSIBLE_STATE_HIDDEN,
                                 page != gtk_stack_get_visible_child (self->main_stack),
                                 -1);

  gtk_widget_set_visible (GTK_WIDGET (self->back_button), !is_page (self, "start"));
  /* Undo stays at every width; where the title does not fit whole, the
   * header's squeezer leaves it out (the window's title still names the
   * page). */
  gtk_widget_set_visible (GTK_WIDGET (self->undo_button), in_game || is_page (self, "end"));
  gtk_widget_set_visible (GTK_WIDGET (self->history_button), in_game);

  /* on the Legends page, Undo and Redo are that game's */
  if (is_page (self, "legends"))
    {
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                     sq_legends_page_get_can_undo (self->legends_page));
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                     sq_legends_page_get_can_redo (self->legends_page));
    }
  else
    {
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                     has_game && sq_game_get_can_undo (self->game));
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                     has_game && sq_game_get_can_redo (self->game));
    }

  update_title (self);
  {
    /* a game's messages stay with it */
    g_autofree char *owner = dup_page_owner (self);

    sq_toaster_leave (self->toaster, owner);
  }
  /* The title names the game (update_title()); the subtitle says when
   * the game on show is open read-only, never anything secret. */
  if (is_page (self, "legends") && sq_legends_page_get_game (self->legends_page) != NULL)
    subtitle = sq_game_conflict_subtitle (
      NULL, sq_legends_game_get_read_only (sq_legends_page_get_game (self->legends_page)));
  else if (has_game && (in_game || is_page (self, "end") || is_page (self, "curtain")))
    subtitle = sq_game_conflict_subtitle (NULL, sq_game_get_read_only (self->game));
  adw_window_title_set_subtitle (self->window_title, subtitle);
  if (self->game_view != NULL)
    sq_game_view_set_on_show (self->game_view, has_game && in_game);
  /* phones serve the game open now; there is none on the start page */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.use-phones",
                                 has_game && (in_game || is_page (self, "curtain") ||
                                              is_page (self, "end")));

  update_inhibit (self);
}

static void
on_game_changed_cb (SqGame   *game,
                    SqWindow *self)
{
  const SqState *state = sq_game_get_state (game);
  gboolean finished = sq_game_get_finished (game);

  if (finished && !self->was_finished)
    {
      ensure_end_page (self);
      sq_end_page_set_state (self->end_page, state);
      set_page (self, "end");
    }
  else if (!finished && is_page (self, "end"))
    set_page (self, "game");

  self->was_finished = finished;
  update_chrome (self);
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
          set_page (self, sq_game_get_finished (game) ? "end" : "game");
        }
    }
  else if (g_str_equal (response, "copy") && self->game != NULL
           && g_strcmp0 (sq_game_get_id (self->game), id) == 0)
    {
      /* the game as played here goes on, under a new id */
      name = sq_game_conflict_copy_name (sq_game_get_name (self->game));
      if (sq_game_save_as_copy (self->game, name, &error))
        update_chrome (self);
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
    show_toast (self, error->message, FALSE);
}

static void
ask_about_conflict (SqWindow   *self,
                    const char *id,
                    gboolean    changed)
{
  sq_game_conflict_ask (GTK_WIDGET (self), id, changed, G_CALLBACK (on_conflict_response_cb), self);
}

static void
on_game_save_failed_cb (SqGame       *game,
                        const GError *error,
                        SqWindow     *self)
{
  gboolean changed;

  if (sq_game_get_id (game) != NULL && sq_game_conflict_matches (error, &changed))
    ask_about_conflict (self, sq_game_get_id (game), changed);
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
    show_toast (self, error->message, FALSE);
}

static void
on_phones_notify_cb (SqPhoneLink *phones,
                     GParamSpec  *pspec,
                     SqWindow    *self)
{
  g_autofree char *tooltip = NULL;
  g_autofree char *status = sq_phone_link_dup_status (phones, &tooltip);

  gtk_label_set_label (self->phones_label, status != NULL ? status : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->phones_label), tooltip);
  gtk_widget_set_visible (GTK_WIDGET (self->phones_label), status != NULL);
  if (g_str_equal (pspec->name, "active"))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_USE_PHONES]);
}

static void
set_game (SqWindow *self,
          SqGame   *game)
{
  g_signal_group_set_target (self->game_signals, NULL);
  g_set_object (&self->game, game);
  sq_phone_link_set_game (self->phones, game);

  if (game != NULL)
    {
      ensure_game_view (self);
      ensure_curtain_page (self);
    }
  /* the pages follow the game first: the window's handlers come after
   * theirs (and the turn panel's and the history's) */
  if (self->game_view != NULL)
    sq_game_view_set_game (self->game_view, game);
  if (self->curtain_page != NULL)
    sq_curtain_page_set_game (self->curtain_page, game);
  if (game == NULL)
    {
      update_chrome (self);
      return;
    }

  g_signal_group_set_target (self->game_signals, game);
  self->was_finished = sq_game_get_finished (game);
  if (self->was_finished)
    {
      ensure_end_page (self);
      sq_end_page_set_state (self->end_page, sq_game_get_state (game));
    }
}

/* Callbacks */

static void
on_frame_clock_after_paint_cb (GdkFrameClock *frame_clock,
                               SqWindow      *self)
{
  GtkApplication *application;

  g_clear_signal_handler (&self->after_paint_handler, frame_clock);

  application = gtk_window_get_application (GTK_WINDOW (self));
  if (application != NULL)
    g_application_quit (G_APPLICATION (application));
}

static void
on_start_page_new_game_cb (SqStartPage *page,
                           SqWindow    *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.new-game", NULL);
}

static void
on_start_page_open_game_cb (SqStartPage *page,
                            const char  *id,
                            SqWindow    *self)
{
  g_autoptr(GError) error = NULL;

  if (sq_window_open_game (self, id, &error))
    return;
  if (g_error_matches (error, SQ_STORE_ERROR, SQ_STORE_ERROR_LOCKED))
    ask_about_conflict (self, id, FALSE);
  else
    show_toast (self, error->message, FALSE);
}

static void
on_start_page_open_rules_cb (SqStartPage *page,
                             SqWindow    *self)
{
  sq_window_show_rule (self, NULL);
}

static void
on_start_page_open_legends_cb (SqStartPage *page,
                               SqWindow    *self)
{
  ensure_legends_page (self);
  set_page (self, "legends");
}

static void
on_legends_page_show_rule_cb (SqLegendsPage *page,
                              const char    *rule_id,
                              SqWindow      *self)
{
  sq_window_show_rule (self, rule_id);
}

static void
on_legends_page_undo_cb (SqLegendsPage *page,
                         GParamSpec    *pspec,
                         SqWindow      *self)
{
  update_chrome (self);
}

static void
on_new_game_page_start_cb (SqNewGamePage *page,
                           gpointer       setup,
                           const char    *name,
                           SqWindow      *self)
{
  g_autoptr(GError) error = NULL;

  self->phones_on_start = sq_new_game_page_get_use_phones (page);
  if (!sq_window_start_game (self, setup, name, &error))
    show_toast (self, error->message, FALSE);
  self->phones_on_start = FALSE;
}

static void
on_turn_panel_show_rule_cb (SqTurnPanel *panel,
                            const char  *rule_id,
                            SqWindow    *self)
{
  sq_window_show_rule (self, rule_id);
}

static void
on_end_page_new_game_cb (GtkWidget *page,
                         SqWindow  *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.new-game", NULL);
}

static void
on_end_page_start_cb (GtkWidget *page,
                      SqWindow  *self)
{
  set_page (self, "start");
}

static void
on_end_page_show_board_cb (GtkWidget *page,
                           SqWindow  *self)
{
  set_page (self, "game");
}

static void
on_window_map_cb (SqWindow *self)
{
  /* the first page on show gets its first focus like the others */
  sq_focus_main_action (gtk_stack_get_visible_child (self->main_stack), NULL);
}

static void
on_main_stack_visible_child_cb (GtkStack   *stack,
                                GParamSpec *pspec,
                                SqWindow   *self)
{
  update_chrome (self);
}

static void
on_keep_awake_changed_cb (GSettings  *settings,
                          const char *key,
                          SqWindow   *self)
{
  update_inhibit (self);
}

static void
on_history_flap_revealed_cb (AdwFlap    *flap,
                             GParamSpec *pspec,
                             SqWindow   *self)
{
  if (adw_flap_get_reveal_flap (flap) != self->show_history)
    g_object_set (self, "show-history", adw_flap_get_reveal_flap (flap), NULL);
}

/* Lazily made pages */

static void
ensure_game_view (SqWindow *self)
{
  SqGameView *view;

  if (self->turn_panel != NULL)
    return;

  view = SQ_GAME_VIEW (sq_game_view_new ());
  self->game_view = view;
  self->board = sq_game_view_get_board (view);
  self->turn_panel = sq_game_view_get_turn_panel (view);
  self->history_view = sq_game_view_get_history_view (view);
  self->game_leaflet = sq_game_view_get_leaflet (view);
  self->history_flap = sq_game_view_get_flap (view);
  /* the page's actions, for the main menu too */
  gtk_widget_insert_action_group (GTK_WIDGET (self), "game", sq_game_view_get_actions (view));

  g_signal_connect_object (self->turn_panel, "show-rule",
                           G_CALLBACK (on_turn_panel_show_rule_cb), self, G_CONNECT_DEFAULT);
  g_signal_connect_object (self->turn_panel, "show-topic",
                           G_CALLBACK (sq_window_show_topic), self, G_CONNECT_SWAPPED);
  /* the phone's switcher shows and hides the history too */
  g_signal_connect_object (self->history_flap, "notify::reveal-flap",
                           G_CALLBACK (on_history_flap_revealed_cb), self, G_CONNECT_DEFAULT);
  adw_flap_set_reveal_flap (self->history_flap, self->show_history);

  adw_bin_set_child (self->game_bin, GTK_WIDGET (view));
}

static void
ensure_end_page (SqWindow *self)
{
  if (self->end_page != NULL)
    return;

  self->end_page = SQ_END_PAGE (sq_end_page_new ());
  g_signal_connect_object (self->end_page, "new-game",
                           G_CALLBACK (on_end_page_new_game_cb), self, G_CONNECT_DEFAULT);
  g_signal_connect_object (self->end_page, "back-to-start",
                           G_CALLBACK (on_end_page_start_cb), self, G_CONNECT_DEFAULT);
  g_signal_connect_object (self->end_page, "show-board",
                           G_CALLBACK (on_end_page_show_board_cb), self, G_CONNECT_DEFAULT);
  adw_bin_set_child (self->end_bin, GTK_WIDGET (self->end_page));
}

static void
ensure_new_game_page (SqWindow *self)
{
  if (self->new_game_page != NULL)
    return;

  self->new_game_page = SQ_NEW_GAME_PAGE (sq_new_game_page_new (self->settings));
  g_signal_connect_object (self->new_game_page, "start",
                           G_CALLBACK (on_new_game_page_start_cb), self, G_CONNECT_DEFAULT);
  adw_bin_set_child (self->new_game_bin, GTK_WIDGET (self->new_game_page));
}

/* The curtain page, made with the first game: it fills the main menu's
 * looks (its curtain is built the first time a knight looks) */
static void
ensure_curtain_page (SqWindow *self)
{
  if (self->curtain_page != NULL)
    return;
  self->curtain_page = SQ_CURTAIN_PAGE (sq_curtain_page_new (self->phones, self->secrets_section));
  gtk_widget_insert_action_group (GTK_WIDGET (self), "curtain",
                                  sq_curtain_page_get_actions (self->curtain_page));
  adw_bin_set_child (self->curtain_bin, GTK_WIDGET (self->curtain_page));
}

static void
ensure_rules_page (SqWindow *self)
{
  if (self->rules_page != NULL)
    return;

  self->rules_page = SQ_RULES_PAGE (sq_rules_page_new (NULL, self->settings));
  adw_bin_set_child (self->rules_bin, GTK_WIDGET (self->rules_page));
}

/* The Camelot Legends companion, a page of the main stack; its games live
 * beside the games folder, in a folder of their own */
static void
ensure_legends_page (SqWindow *self)
{
  g_autofree char *parent = NULL;
  g_autofree char *directory = NULL;

  if (self->legends_page != NULL)
    return;

  parent = g_path_get_dirname (sq_store_get_directory (self->store));
  directory = g_build_filename (parent, SQ_LEGENDS_GAMES_DIR, NULL);
  self->legends_page = SQ_LEGENDS_PAGE (sq_legends_page_new (directory));
  g_signal_connect_object (self->legends_page, "show-rule",
                           G_CALLBACK (on_legends_page_show_rule_cb), self, G_CONNECT_DEFAULT);
  g_signal_connect_object (self->legends_page, "notify::can-undo",
                           G_CALLBACK (on_legends_page_undo_cb), self, G_CONNECT_DEFAULT);
  g_signal_connect_object (self->legends_page, "notify::can-redo",
                           G_CALLBACK (on_legends_page_undo_cb), self, G_CONNECT_DEFAULT);
  g_signal_connect_object (self->legends_page, "notify::game",
                           G_CALLBACK (on_legends_page_undo_cb), self, G_CONNECT_DEFAULT);
  gtk_stack_add_named (self->main_stack, GTK_WIDGET (self->legends_page), "legends");
}

/* Opens the rules page, remembering where Back returns to. */
static void
enter_rules_page (SqWindow *self)
{
  ensure_rules_page (self);

  if (!is_page (self, "rules"))
    {
      g_free (self->rules_return);
      self->rules_return = g_strdup (gtk_stack_get_visible_child_name (self->main_stack));
      /* the game at hand comes first in the reference */
      sq_rules_page_set_game (self->rules_page, g_str_equal (self->rules_return, "legends")
                                                ? "camelot-legends" : "shadows-over-camelot");
    }

  set_page (self, "rules");
}

/* Actions */

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SqWindow *self = SQ_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (is_page (self, "legends"))
    {
      if (!sq_legends_page_undo (self->legends_page, &error))
        show_toast (self, error->message, FALSE);
      else
        show_toast (self, _("Undone"), FALSE);
      return;
    }

  /* the game page's own Undo, which says what it undid */
  if (self->game_view != NULL)
    g_action_group_activate_action (sq_game_view_get_actions (self->game_view), "undo", NULL);
}

/* The Undo of a message: only in its own game, and only while that
 * game is still where the message left it. */
static void
undo_toast_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  SqWindow *self = SQ_WINDOW (widget);
  g_autofree char *owner = dup_page_owner (self);
  const char *toast_owner;
  guint position;

  g_variant_get (parameter, "(&su)", &toast_owner, &position);
  if (owner == NULL || self->game == NULL || !g_str_equal (owner, toast_owner) ||
      sq_game_get_position (self->game) != position)
    return;

  undo_action (widget, "win.undo", NULL);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SqWindow *self = SQ_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (is_page (self, "legends"))
    {
      if (!sq_legends_page_redo (self->legends_page, &error))
        show_toast (self, error->message, FALSE);
      else
        show_toast (self, _("Redone"), FALSE);
      return;
    }

  if (self->game_view != NULL)
    g_action_group_activate_action (sq_game_view_get_actions (self->game_view), "redo", NULL);
}

/* A part of the game page made a change of its own (a correction in the
 * history): it is said like an action, with Undo */
static void
announce_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  g_autofree char *escaped = g_markup_escape_text (g_variant_get_string (parameter, NULL), -1);

  show_toast (SQ_WINDOW (widget), escaped, TRUE);
}

/* A page shows itself or another page of the stack */
static void
show_page_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  SqWindow *self = SQ_WINDOW (widget);
  const char *name = g_variant_get_string (parameter, NULL);

  if (gtk_stack_get_child_by_name (self->main_stack, name) != NULL)
    set_page (self, name);
}

/* A message of the page on show (Pango markup), with Undo if asked */
static void
toast_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  const char *markup;
  gboolean with_undo;

  g_variant_get (parameter, "(&sb)", &markup, &with_undo);
  show_toast (SQ_WINDOW (widget), markup, with_undo);
}

static void
go_back_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  SqWindow *self = SQ_WINDOW (widget);

  /* the rules page goes back through the topics followed first */
  if (is_page (self, "rules") && sq_rules_page_go_back (self->rules_page))
    return;

  if (is_page (self, "rules") && self->rules_return != NULL)
    set_page (self, self->rules_return);
  else if (is_page (self, "curtain") && self->curtain_page != NULL)
    sq_curtain_page_cancel (self->curtain_page);
  else
    set_page (self, "start");
}

static void
go_start_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  set_page (SQ_WINDOW (widget), "start");
}

static void
show_new_game (SqWindow *self)
{
  /* the deck modes and rule options of the table's last game, from the
   * settings: never quietly the recommended ones */
  ensure_new_game_page (self);
  sq_new_game_page_restore (self->new_game_page);
  set_page (self, "new-game");
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  show_new_game (SQ_WINDOW (widget));
}

static void
rules_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  sq_window_show_rule (SQ_WINDOW (widget), NULL);
}

static void
presentation_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  sq_presentation_toggle (GTK_WINDOW (widget));
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

  if (g_getenv ("SQUIRE_EXIT_AFTER_FIRST_FRAME") == NULL || self->after_paint_handler != 0)
    return;

  frame_clock = gtk_widget_get_frame_clock (widget);
  self->after_paint_handler = g_signal_connect_object (frame_clock,
                                                       "after-paint",
                                                       G_CALLBACK (on_frame_clock_after_paint_cb),
                                                       self,
                                                       G_CONNECT_DEFAULT);
}

/* @user_data is the window unless the refresh was cancelled: the window
 * cancels it when it goes */
static void
on_store_refreshed_cb (GObject      *source,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  if (sq_store_refresh_finish (SQ_STORE (source), result, &error)
      || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
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

  update_chrome (self);
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
  gtk_widget_class_bind_template_child (widget_class, SqWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, start_page);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, curtain_bin);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, phones_label);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, new_game_bin);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, game_bin);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, end_bin);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, rules_bin);
  gtk_widget_class_bind_template_callback (widget_class, on_start_page_new_game_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_start_page_open_game_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_start_page_open_rules_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_start_page_open_legends_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_main_stack_visible_child_cb);

  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);

  gtk_widget_class_install_action (widget_class, "win.undo-toast", "(su)", undo_toast_action);

  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);

  gtk_widget_class_install_action (widget_class, "win.go-back", NULL, go_back_action);
  gtk_widget_class_install_action (widget_class, "win.announce", "s", announce_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "win.go-back", NULL);

  gtk_widget_class_install_action (widget_class, "win.go-start", NULL, go_start_action);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game", NULL);

  gtk_widget_class_install_action (widget_class, "win.rules", NULL, rules_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "win.rules", NULL);

  gtk_widget_class_install_property_action (widget_class, "win.show-history", "show-history");
  gtk_widget_class_install_property_action (widget_class, "win.use-phones", "use-phones");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.show-history", NULL);

  gtk_widget_class_install_property_action (widget_class, "win.fullscreen", "fullscreened");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F11, 0, "win.fullscreen", NULL);

  gtk_widget_class_install_action (widget_class, "win.presentation", NULL, presentation_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F5, 0, "win.presentation", NULL);

  /* for the pages, which own their actions: navigation and messages */
  gtk_widget_class_install_action (widget_class, "win.show-page", "s", show_page_action);
  gtk_widget_class_install_action (widget_class, "win.toast", "(sb)", toast_action);
}

static void
sq_window_init (SqWindow *self)
{
  /* before the template: its property actions read "use-phones" */
  self->phones = sq_phone_link_new ();
  gtk_widget_init_template (GTK_WIDGET (self));

  self->toaster = sq_toaster_new (self->toast_overlay);
  self->game_signals = g_signal_group_new (SQ_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed", G_CALLBACK (on_game_changed_cb),
                                 self, G_CONNECT_DEFAULT);
  g_signal_group_connect_object (self->game_signals, "save-failed",
                                 G_CALLBACK (on_game_save_failed_cb), self, G_CONNECT_DEFAULT);
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
 * sq_window_get_page:
 *
 * Returns: the name of the page on show: "start", "new-game", "curtain",
 *   "game", "end", "rules" or "legends"
 */
const char *
sq_window_get_page (SqWindow *self)
{
  g_return_val_if_fail (SQ_IS_WINDOW (self), NULL);

  return gtk_stack_get_visible_child_name (self->main_stack);
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
  set_page (self, sq_game_get_finished (game) ? "end" : "game");

  return TRUE;
}

/**
 * sq_window_show_rule:
 * @rule_id: (nullable): a rule id from sq-rule-ids.h, or %NULL for the
 *   index of the rules
 *
 * Opens the rules page at the topic that explains @rule_id; Back returns
 * to the page on show now. A rule no topic explains opens the index.
 */
void
sq_window_show_rule (SqWindow   *self,
                     const char *rule_id)
{
  g_return_if_fail (SQ_IS_WINDOW (self));

  enter_rules_page (self);

  if (rule_id == NULL || !sq_rules_page_show_rule (self->rules_page, rule_id))
    sq_rules_page_show_index (self->rules_page);
}

/**
 * sq_window_show_topic:
 * @topic_id: (nullable): a topic id of the rules reference, or %NULL for
 *   its index
 *
 * Opens the rules page at that topic; Back returns to the page on show
 * now. An unknown topic opens the index.
 */
void
sq_window_show_topic (SqWindow   *self,
                      const char *topic_id)
{
  g_return_if_fail (SQ_IS_WINDOW (self));

  enter_rules_page (self);

  if (topic_id == NULL || !sq_rules_page_show_topic (self->rules_page, topic_id))
    sq_rules_page_show_index (self->rules_page);
}

/**
 * sq_window_get_part:
 * @name: "board", "turn-panel", "history", "curtain", "end-page",
 *   "start-page", "new-game-page", "rules-page", "legends-page",
 *   "toast-overlay" or "undo-button"
 *
 * For tests and screenshots: the widget that shows one part of the window.
 *
 * Returns: (transfer none) (nullable): the widget
 */
GtkWidget *
sq_window_get_part (SqWindow   *self,
                    const char *name)
{
  g_return_val_if_fail (SQ_IS_WINDOW (self), NULL);

  /* the window's own */
  if (g_strcmp0 (name, "toast-overlay") == 0)
    return GTK_WIDGET (self->toast_overlay);
  if (g_strcmp0 (name, "undo-button") == 0)
    return GTK_WIDGET (self->undo_button);

  if (g_strcmp0 (name, "new-game-page") == 0)
    ensure_new_game_page (self);
  else if (g_strcmp0 (name, "rules-page") == 0)
    ensure_rules_page (self);
  else if (g_strcmp0 (name, "legends-page") == 0)
    ensure_legends_page (self);
  else if (g_strcmp0 (name, "end-page") == 0)
    ensure_end_page (self);
  else if (g_strcmp0 (name, "start-page") != 0 && g_strcmp0 (name, "curtain") != 0)
    ensure_game_view (self);

  if (g_strcmp0 (name, "board") == 0)
    return GTK_WIDGET (self->board);
  if (g_strcmp0 (name, "turn-panel") == 0)
    return GTK_WIDGET (self->turn_panel);
  if (g_strcmp0 (name, "history") == 0)
    return GTK_WIDGET (self->history_view);
  if (g_strcmp0 (name, "curtain") == 0)
    {
      ensure_curtain_page (self);
      return GTK_WIDGET (sq_curtain_page_get_curtain (self->curtain_page));
    }
  if (g_strcmp0 (name, "end-page") == 0)
    return GTK_WIDGET (self->end_page);
  if (g_strcmp0 (name, "start-page") == 0)
    return GTK_WIDGET (self->start_page);
  if (g_strcmp0 (name, "new-game-page") == 0)
    return GTK_WIDGET (self->new_game_page);
  if (g_strcmp0 (name, "rules-page") == 0)
    return GTK_WIDGET (self->rules_page);
  if (g_strcmp0 (name, "legends-page") == 0)
    return GTK_WIDGET (self->legends_page);
  if (g_strcmp0 (name, "leaflet") == 0)
    return GTK_WIDGET (self->game_leaflet);

  return NULL;
}

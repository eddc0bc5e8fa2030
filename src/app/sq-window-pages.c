/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The window's pages (a part of SqWindow, see sq-window-private.h): the
 * stack, the header and the title that follow the page on show, the
 * pages made the first time they are needed, and what their signals ask
 * of the window. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-focus.h"
#include "sq-game-conflict.h"
#include "sq-window-private.h"

static void ensure_legends_page (SqWindow *self);

/* The game whose page is on show, as the owner of its messages: a game's
 * message goes when the window leaves it. */
char *
sq_window_dup_page_owner (SqWindow *self)
{
  if (self->game != NULL &&
      (sq_window_is_page (self, "game") || sq_window_is_page (self, "end") || sq_window_is_page (self, "curtain")))
    return g_strconcat ("game:", sq_game_get_id (self->game), NULL);
  if (self->legends_page != NULL && sq_window_is_page (self, "legends") &&
      sq_legends_page_get_game (self->legends_page) != NULL)
    return g_strconcat ("legends:",
                        sq_legends_game_get_id (sq_legends_page_get_game (self->legends_page)),
                        NULL);
  return NULL;
}

/* A message of the page on show. With @with_undo its button undoes the
 * move just made, and only that: "win.undo-toast" checks the game and the
 * position before it undoes anything. */
void
sq_window_show_toast (SqWindow   *self,
            const char *title,
            gboolean    with_undo)
{
  g_autofree char *owner = sq_window_dup_page_owner (self);

  if (with_undo && owner != NULL && self->game != NULL)
    /* Translators: the button in the message after each action */
    sq_toaster_show (self->toaster, title, owner, _("_Undo"), "win.undo-toast",
                     g_variant_new ("(su)", owner, sq_game_get_position (self->game)));
  else
    sq_toaster_show (self->toaster, title, owner, NULL, NULL, NULL);
}

void
sq_window_set_page (SqWindow   *self,
          const char *name)
{
  gboolean changed = g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), name) != 0;

  gtk_stack_set_visible_child_name (self->main_stack, name);
  sq_window_update_chrome (self);
  /* the first focus on a page is its main action (in a game: the turn) */
  if (changed)
    sq_focus_main_action (gtk_stack_get_visible_child (self->main_stack),
                          g_str_equal (name, "game") && self->turn_panel != NULL
                          ? GTK_WIDGET (self->turn_panel) : NULL);
}

gboolean
sq_window_is_page (SqWindow   *self,
         const char *name)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), name) == 0;
}

/* Keeps the screen on while a game is being played, if the player wants. */
void
sq_window_update_inhibit (SqWindow *self)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));
  gboolean want;

  SqLegendsGame *legends = self->legends_page != NULL ? sq_legends_page_get_game (self->legends_page) : NULL;
  gboolean playing;

  /* a game of either kind on show and not over */
  playing = (self->game != NULL && !sq_game_get_finished (self->game) && sq_window_is_page (self, "game")) ||
            (legends != NULL && !sq_legends_game_get_finished (legends) && sq_window_is_page (self, "legends"));
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

  /* GTK 4.8 sends a title to the window manager and the accessibility
   * tree each time it is set, the same one too: a screen reader would
   * hear the window's name again after every action */
  if (g_strcmp0 (gtk_window_get_title (GTK_WINDOW (self)), title) != 0)
    gtk_window_set_title (GTK_WINDOW (self), title);
  adw_window_title_set_title (self->window_title, title);
}

/**
 * sq_window_get_shown_game:
 *
 * The game whose Undo and Redo the header's are: the Camelot Legends
 * game on its page, the Shadows over Camelot game anywhere else.
 *
 * Returns: (transfer none) (nullable): that game
 */
SqRecordGame *
sq_window_get_shown_game (SqWindow *self)
{
  if (sq_window_is_page (self, "legends"))
    {
      SqLegendsGame *legends = self->legends_page != NULL
                               ? sq_legends_page_get_game (self->legends_page) : NULL;

      return legends != NULL ? SQ_RECORD_GAME (legends) : NULL;
    }

  return self->game != NULL ? SQ_RECORD_GAME (self->game) : NULL;
}

/* Header bar, actions and title follow the page and the game. */
void
sq_window_update_chrome (SqWindow *self)
{
  gboolean in_game = sq_window_is_page (self, "game");
  gboolean has_game = self->game != NULL;
  g_autofree char *subtitle = NULL;
  SqRecordGame *shown;

  /* Pages out of sight are out of the accessibility tree too: a screen
   * reader reads the page on show, not the curtain or the board behind. */
  for (GtkWidget *page = gtk_widget_get_first_child (GTK_WIDGET (self->main_stack));
       page != NULL;
       page = gtk_widget_get_next_sibling (page))
    gtk_accessible_update_state (GTK_ACCESSIBLE (page),
                                 GTK_ACCESSIBLE_STATE_HIDDEN,
                                 page != gtk_stack_get_visible_child (self->main_stack),
                                 -1);

  gtk_widget_set_visible (GTK_WIDGET (self->back_button), !sq_window_is_page (self, "start"));
  /* Undo stays at every width; where the title does not fit whole, the
   * header's squeezer leaves it out (the window's title still names the
   * page). */
  gtk_widget_set_visible (GTK_WIDGET (self->undo_button), in_game || sq_window_is_page (self, "end"));
  gtk_widget_set_visible (GTK_WIDGET (self->history_button), in_game);

  /* Undo and Redo are those of the game on show, whichever game it is */
  shown = sq_window_get_shown_game (self);
  g_signal_group_set_target (self->shown_game_signals, shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 shown != NULL && sq_record_game_get_can_undo (shown));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 shown != NULL && sq_record_game_get_can_redo (shown));

  update_title (self);
  {
    /* a game's messages stay with it */
    g_autofree char *owner = sq_window_dup_page_owner (self);

    sq_toaster_leave (self->toaster, owner);
  }
  /* The title names the game (update_title()); the subtitle says when
   * the game on show is open read-only, never anything secret. */
  if (sq_window_is_page (self, "legends") && sq_legends_page_get_game (self->legends_page) != NULL)
    subtitle = sq_game_conflict_subtitle (
      NULL, sq_legends_game_get_read_only (sq_legends_page_get_game (self->legends_page)));
  else if (has_game && (in_game || sq_window_is_page (self, "end") || sq_window_is_page (self, "curtain")))
    subtitle = sq_game_conflict_subtitle (NULL, sq_game_get_read_only (self->game));
  /* "", not NULL, for none: the header's label holds "", and NULL would
   * count as a change (its text laid out again) */
  adw_window_title_set_subtitle (self->window_title, subtitle != NULL ? subtitle : "");
  if (self->game_view != NULL)
    sq_game_view_set_on_show (self->game_view, has_game && in_game);
  /* phones serve the game open now; there is none on the start page */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.use-phones",
                                 has_game && (in_game || sq_window_is_page (self, "curtain") ||
                                              sq_window_is_page (self, "end")));

  sq_window_update_inhibit (self);
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
    sq_window_ask_about_conflict (self, id, FALSE);
  else
    sq_window_show_toast (self, error->message, FALSE);
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
  sq_window_set_page (self, "legends");
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
  sq_window_update_chrome (self);
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
    sq_window_show_toast (self, error->message, FALSE);
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
  sq_window_set_page (self, "start");
}

static void
on_end_page_show_board_cb (GtkWidget *page,
                           SqWindow  *self)
{
  sq_window_set_page (self, "game");
}

static void
on_main_stack_visible_child_cb (GtkStack   *stack,
                                GParamSpec *pspec,
                                SqWindow   *self)
{
  sq_window_update_chrome (self);
}

static void
on_history_flap_revealed_cb (AdwFlap    *flap,
                             GParamSpec *pspec,
                             SqWindow   *self)
{
  if (adw_flap_get_reveal_flap (flap) != self->show_history)
    g_object_set (self, "show-history", adw_flap_get_reveal_flap (flap), NULL);
}

/* Pages made the first time they are needed: most starts show only the
 * start page */

/* The game page, made with the first game; its actions are "game" */
void
sq_window_ensure_game_view (SqWindow *self)
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

void
sq_window_ensure_end_page (SqWindow *self)
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
  const char *seed;

  if (self->new_game_page != NULL)
    return;

  self->new_game_page = SQ_NEW_GAME_PAGE (sq_new_game_page_new (self->settings));
  /* a fixed seed deals the same game every time, for tests that play
   * through the window (the usability suite) */
  seed = g_getenv ("SQUIRE_GAME_SEED");
  if (seed != NULL)
    sq_new_game_page_set_seed (self->new_game_page, g_ascii_strtoull (seed, NULL, 10));
  g_signal_connect_object (self->new_game_page, "start",
                           G_CALLBACK (on_new_game_page_start_cb), self, G_CONNECT_DEFAULT);
  adw_bin_set_child (self->new_game_bin, GTK_WIDGET (self->new_game_page));
}

/* The curtain page, made with the first game: it fills the main menu's
 * looks (its curtain is built the first time a knight looks) */
void
sq_window_ensure_curtain_page (SqWindow *self)
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
  directory = g_build_filename (parent, SQ_LEGENDS_STORE_FOLDER, NULL);
  self->legends_page = SQ_LEGENDS_PAGE (sq_legends_page_new (directory));
  g_signal_connect_object (self->legends_page, "show-rule",
                           G_CALLBACK (on_legends_page_show_rule_cb), self, G_CONNECT_DEFAULT);
  g_signal_connect_object (self->legends_page, "notify::game",
                           G_CALLBACK (on_legends_page_undo_cb), self, G_CONNECT_DEFAULT);
  gtk_stack_add_named (self->main_stack, GTK_WIDGET (self->legends_page), "legends");
}

/* Opens the rules page, remembering where Back returns to. */
static void
enter_rules_page (SqWindow *self)
{
  ensure_rules_page (self);

  if (!sq_window_is_page (self, "rules"))
    {
      g_free (self->rules_return);
      self->rules_return = g_strdup (gtk_stack_get_visible_child_name (self->main_stack));
      /* the game at hand comes first in the reference */
      sq_rules_page_set_game (self->rules_page, g_str_equal (self->rules_return, "legends")
                                                ? "camelot-legends" : "shadows-over-camelot");
    }

  sq_window_set_page (self, "rules");
}

void
sq_window_show_new_game (SqWindow *self)
{
  /* the deck modes and rule options of the table's last game, from the
   * settings: never quietly the recommended ones */
  ensure_new_game_page (self);
  sq_new_game_page_restore (self->new_game_page);
  sq_window_set_page (self, "new-game");
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
    sq_window_ensure_end_page (self);
  else if (g_strcmp0 (name, "start-page") != 0 && g_strcmp0 (name, "curtain") != 0)
    sq_window_ensure_game_view (self);

  if (g_strcmp0 (name, "board") == 0)
    return GTK_WIDGET (self->board);
  if (g_strcmp0 (name, "turn-panel") == 0)
    return GTK_WIDGET (self->turn_panel);
  if (g_strcmp0 (name, "history") == 0)
    return GTK_WIDGET (self->history_view);
  if (g_strcmp0 (name, "curtain") == 0)
    {
      sq_window_ensure_curtain_page (self);
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

/* The page callbacks sq-window.ui names */
void
sq_window_bind_page_callbacks (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_start_page_new_game_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_start_page_open_game_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_start_page_open_rules_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_start_page_open_legends_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_main_stack_visible_child_cb);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The board and the turn panel side by side in a leaflet, the history in
 * a flap. On a phone (the leaflet folded) the three are the views of one
 * switcher at the bottom: its stack holds no widget of its own, only the
 * three names, titles and icons the switcher shows; choosing one shows the
 * leaflet's page or the flap, and whatever else shows them (the header's
 * history button, F9, a tap beside the flap) moves the switcher along. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-game-view.h"
#include "sq-table-change.h"
#include "sq-text-events.h"
#include "sq-toaster.h"

struct _SqGameView
{
  AdwBin         parent_instance;

  AdwViewStack  *views;        /* the switcher's names, owned */
  guint          folded_idle;
  gboolean       syncing;

  SqGame        *game;
  GSignalGroup  *game_signals; /* "changed" of the game */
  GSimpleActionGroup *actions; /* seat-player, knight-leaves, undo, redo, announce */
  gboolean       on_show;      /* the window's page on show */

  /* Template widgets */
  AdwViewSwitcherBar *switcher_bar;
  AdwFlap       *flap;
  SqHistoryView *history_view;
  AdwLeaflet    *leaflet;
  SqBoard       *board;
  SqTurnPanel   *turn_panel;
  SqTableChecklist *table_checklist;
};

G_DEFINE_FINAL_TYPE (SqGameView, sq_game_view, ADW_TYPE_BIN)

/* Auxiliary functions */

static void
add_view (SqGameView *self,
          const char *name,
          const char *title,
          const char *icon_name)
{
  /* a placeholder: the view itself lives in the leaflet or the flap */
  adw_view_stack_add_titled_with_icon (self->views, gtk_box_new (GTK_ORIENTATION_VERTICAL, 0),
                                       name, title, icon_name);
}

/* The switcher follows what is on show. */
static void
sync_switcher (SqGameView *self)
{
  const char *name = adw_flap_get_reveal_flap (self->flap)
                     ? "history" : adw_leaflet_get_visible_child_name (self->leaflet);

  if (name == NULL || g_strcmp0 (name, "separator") == 0)
    return;
  self->syncing = TRUE;
  adw_view_stack_set_visible_child_name (self->views, name);
  self->syncing = FALSE;
}

/* Callbacks */

static void
on_views_visible_child_cb (AdwViewStack *views,
                           GParamSpec   *pspec,
                           SqGameView   *self)
{
  const char *name = adw_view_stack_get_visible_child_name (views);

  if (self->syncing || name == NULL)
    return;
  if (g_str_equal (name, "history"))
    {
      adw_flap_set_reveal_flap (self->flap, TRUE);
      return;
    }
  adw_flap_set_reveal_flap (self->flap, FALSE);
  adw_leaflet_set_visible_child_name (self->leaflet, name);
}

static void
on_shown_cb (GObject    *object,
             GParamSpec *pspec,
             SqGameView *self)
{
  sync_switcher (self);
}

/* While the switcher is on show, the window's toasts rise above it
 * (style.css): a message after every action must not cover the way to
 * the board and the history. */
static void
update_toast_room (SqGameView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  gboolean on = gtk_widget_get_mapped (GTK_WIDGET (self)) &&
                adw_view_switcher_bar_get_reveal (self->switcher_bar);

  if (root == NULL || on == gtk_widget_has_css_class (GTK_WIDGET (root), "sq-switcher-shown"))
    return;
  if (on)
    gtk_widget_add_css_class (GTK_WIDGET (root), "sq-switcher-shown");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (root), "sq-switcher-shown");
}

static gboolean
on_folded_idle_cb (gpointer data)
{
  SqGameView *self = data;

  self->folded_idle = 0;
  adw_view_switcher_bar_set_reveal (self->switcher_bar, adw_leaflet_get_folded (self->leaflet));
  update_toast_room (self);
  return G_SOURCE_REMOVE;
}

/* The leaflet folds in the middle of its size_allocate: the bar shows or
 * hides after that frame, as the window's header bar does. */
static void
on_leaflet_folded_cb (AdwLeaflet *leaflet,
                      GParamSpec *pspec,
                      SqGameView *self)
{
  if (self->folded_idle == 0)
    self->folded_idle = g_idle_add (on_folded_idle_cb, self);
}

/* A quest pressed on the board: the move goes the way of the same move
 * picked in the turn panel (its steps' ::choose), so the narration, the
 * toast with Undo, the save and the focus follow as they do there. */
static void
on_board_move_cb (SqBoard        *board,
                  const SqAction *action,
                  SqGameView     *self)
{
  g_signal_emit_by_name (sq_turn_panel_get_steps (self->turn_panel), "choose", action);
}

/* A message of the game on show, through the window's toaster; with
 * @with_undo its button undoes the move just made. */
static void
show_message (SqGameView *self,
              const char *markup,
              gboolean    with_undo)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "(sb)", markup, with_undo);
}

/* Seating a knight and a knight leaving: only on the game on show, and
 * only when the rules allow them. */
static void
update_table_actions (SqGameView *self)
{
  sq_table_change_update_actions (G_ACTION_MAP (self->actions),
                                  self->game != NULL && self->on_show
                                  ? sq_game_get_state (self->game) : NULL);
}

static void
on_game_changed_cb (SqGame     *game,
                    SqGameView *self)
{
  sq_board_set_state (self->board, sq_game_get_state (game));
  update_table_actions (self);
}

static void
on_turn_panel_applied_cb (SqTurnPanel *panel,
                          const char  *text,
                          SqGameView  *self)
{
  guint position = self->game != NULL ? sq_game_get_position (self->game) : 0;
  g_autofree char *told = position > 0 ? sq_text_told (sq_game_get_log (self->game),
                                                       position - 1, TRUE)
                                       : NULL;
  const char *narration = told != NULL ? strchr (told, '\n') : NULL;
  g_autofree char *escaped = sq_text_toast (text, narration != NULL ? narration + 1 : NULL);

  /* the panel's words (it may say Squire answered alone), then what the
   * action did, as the history has it */
  show_message (self, escaped, TRUE);
}

static void
on_turn_panel_refused_cb (SqTurnPanel *panel,
                          const char  *message,
                          const char  *rule_id,
                          SqGameView  *self)
{
  show_message (self, message, FALSE);
}

static void
on_history_view_failed_cb (SqHistoryView *view,
                           const char    *message,
                           SqGameView    *self)
{
  show_message (self, message, FALSE);
}

/* Actions */

static void
seat_player_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  SqGameView *self = user_data;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (GTK_IS_WINDOW (root))
    sq_table_change_ask_join (GTK_WINDOW (root), self->turn_panel);
}

static void
knight_leaves_action (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  SqGameView *self = user_data;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (GTK_IS_WINDOW (root))
    sq_table_change_ask_leave (GTK_WINDOW (root), self->turn_panel);
}

static void
undo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  SqGameView *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *what = NULL;

  if (self->game == NULL || !sq_game_get_can_undo (self->game))
    return;

  what = sq_text_told (sq_game_get_log (self->game), sq_game_get_position (self->game) - 1,
                       FALSE);
  if (!sq_game_undo (self->game, &error))
    show_message (self, error->message, FALSE);
  else
    {
      /* Translators: shown after Ctrl+Z; %s is the action undone */
      g_autofree char *told = g_strdup_printf (_("Undone: %s"), what);
      g_autofree char *escaped = sq_text_toast (told, NULL);

      show_message (self, escaped, FALSE);
    }
}

static void
redo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  SqGameView *self = user_data;
  g_autoptr(GError) error = NULL;

  if (self->game == NULL || !sq_game_get_can_redo (self->game))
    return;

  if (!sq_game_redo (self->game, &error))
    show_message (self, error->message, FALSE);
  else
    {
      g_autofree char *what = sq_text_told (sq_game_get_log (self->game),
                                            sq_game_get_position (self->game) - 1, FALSE);
      g_autofree char *narration = sq_text_told_narration (sq_game_get_log (self->game),
                                                           sq_game_get_position (self->game) - 1);
      /* Translators: shown after Ctrl+Shift+Z; %s is the action redone */
      g_autofree char *told = g_strdup_printf (_("Redone: %s"), what);
      g_autofree char *escaped = sq_text_toast (told, narration);

      show_message (self, escaped, FALSE);
    }
}

/* A part of the page made a change of its own (a correction in the
 * history): it is said like an action, with Undo */
static void
announce_action (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  g_autofree char *escaped = g_markup_escape_text (g_variant_get_string (parameter, NULL), -1);

  show_message (user_data, escaped, TRUE);
}

static const GActionEntry action_entries[] = {
  { .name = "seat-player", .activate = seat_player_action },
  { .name = "knight-leaves", .activate = knight_leaves_action },
  { .name = "undo", .activate = undo_action },
  { .name = "redo", .activate = redo_action },
  { .name = "announce", .activate = announce_action, .parameter_type = "s" },
};

/* GObject and widget overrides */

/* No message covers a choice of the turn or of the history. */
static void
keep_choices_clear (SqGameView *self,
                    gboolean    keep)
{
  sq_toaster_keep_clear (GTK_WIDGET (self->turn_panel), keep);
  sq_toaster_keep_clear (GTK_WIDGET (self->history_view), keep);
}

static void
sq_game_view_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (sq_game_view_parent_class)->map (widget);
  update_toast_room (SQ_GAME_VIEW (widget));
  keep_choices_clear (SQ_GAME_VIEW (widget), TRUE);
}

static void
sq_game_view_unmap (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (sq_game_view_parent_class)->unmap (widget);
  update_toast_room (SQ_GAME_VIEW (widget));
  keep_choices_clear (SQ_GAME_VIEW (widget), FALSE);
}

static void
sq_game_view_dispose (GObject *object)
{
  SqGameView *self = SQ_GAME_VIEW (object);

  g_clear_handle_id (&self->folded_idle, g_source_remove);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  /* the window may hold the group a while longer: nothing in it may
   * reach the page once it is gone */
  for (guint i = 0; self->actions != NULL && i < G_N_ELEMENTS (action_entries); i++)
    g_action_map_remove_action (G_ACTION_MAP (self->actions), action_entries[i].name);
  g_clear_object (&self->actions);
  /* the box is both the bin's child and a template child */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), SQ_TYPE_GAME_VIEW);
  g_clear_object (&self->views);

  G_OBJECT_CLASS (sq_game_view_parent_class)->dispose (object);
}

static void
sq_game_view_class_init (SqGameViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_game_view_dispose;
  widget_class->map = sq_game_view_map;
  widget_class->unmap = sq_game_view_unmap;

  g_type_ensure (SQ_TYPE_BOARD);
  g_type_ensure (SQ_TYPE_HISTORY_VIEW);
  g_type_ensure (SQ_TYPE_TURN_PANEL);
  g_type_ensure (SQ_TYPE_TABLE_CHECKLIST);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-game-view.ui");
  gtk_widget_class_bind_template_child (widget_class, SqGameView, flap);
  gtk_widget_class_bind_template_child (widget_class, SqGameView, history_view);
  gtk_widget_class_bind_template_child (widget_class, SqGameView, leaflet);
  gtk_widget_class_bind_template_child (widget_class, SqGameView, board);
  gtk_widget_class_bind_template_child (widget_class, SqGameView, turn_panel);
  gtk_widget_class_bind_template_child (widget_class, SqGameView, table_checklist);
  gtk_widget_class_bind_template_child (widget_class, SqGameView, switcher_bar);
}

static void
sq_game_view_init (SqGameView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->views = g_object_ref_sink (ADW_VIEW_STACK (adw_view_stack_new ()));
  /* Translators: a view of the phone's switcher at the bottom of a game */
  add_view (self, "board", C_("view switcher", "Board"), "view-grid-symbolic");
  /* Translators: a view of the phone's switcher at the bottom of a game:
   * the questions of the turn */
  add_view (self, "turn", C_("view switcher", "Turn"), "sq-turn-symbolic");
  /* Translators: a view of the phone's switcher at the bottom of a game */
  add_view (self, "history", C_("view switcher", "History"), "document-open-recent-symbolic");
  adw_view_switcher_bar_set_stack (self->switcher_bar, self->views);
  sync_switcher (self);

  g_signal_connect_object (self->views, "notify::visible-child-name",
                           G_CALLBACK (on_views_visible_child_cb), self, G_CONNECT_DEFAULT);
  g_signal_connect_object (self->flap, "notify::reveal-flap",
                           G_CALLBACK (on_shown_cb), self, G_CONNECT_DEFAULT);
  g_signal_connect_object (self->leaflet, "notify::visible-child-name",
                           G_CALLBACK (on_shown_cb), self, G_CONNECT_DEFAULT);
  g_signal_connect_object (self->leaflet, "notify::folded",
                           G_CALLBACK (on_leaflet_folded_cb), self, G_CONNECT_DEFAULT);
  g_signal_connect_object (self->board, "move",
                           G_CALLBACK (on_board_move_cb), self, G_CONNECT_DEFAULT);

  /* the page's own actions: the window inserts them as "game" */
  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), action_entries,
                                   G_N_ELEMENTS (action_entries), self);
  update_table_actions (self);
  self->game_signals = g_signal_group_new (SQ_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed", G_CALLBACK (on_game_changed_cb),
                                 self, G_CONNECT_DEFAULT);
  g_signal_connect_object (self->turn_panel, "applied",
                           G_CALLBACK (on_turn_panel_applied_cb), self, G_CONNECT_DEFAULT);
  g_signal_connect_object (self->turn_panel, "refused",
                           G_CALLBACK (on_turn_panel_refused_cb), self, G_CONNECT_DEFAULT);
  g_signal_connect_object (self->history_view, "failed",
                           G_CALLBACK (on_history_view_failed_cb), self, G_CONNECT_DEFAULT);
}

GtkWidget *
sq_game_view_new (void)
{
  return g_object_new (SQ_TYPE_GAME_VIEW, NULL);
}

/**
 * sq_game_view_set_game:
 * @game: (nullable): the game the page shows
 *
 * The board, the turn panel and the history follow @game; the turn
 * panel comes first on a phone.
 */
void
sq_game_view_set_game (SqGameView *self,
                       SqGame     *game)
{
  g_return_if_fail (SQ_IS_GAME_VIEW (self));

  g_signal_group_set_target (self->game_signals, NULL);
  g_set_object (&self->game, game);
  sq_turn_panel_set_game (self->turn_panel, game);
  sq_history_view_set_game (self->history_view, game);
  update_table_actions (self);
  if (game == NULL)
    return;

  /* after the panel's and the history's own handlers */
  g_signal_group_set_target (self->game_signals, game);
  sq_board_set_state (self->board, sq_game_get_state (game));
  adw_leaflet_set_visible_child_name (self->leaflet, "turn");
}

/**
 * sq_game_view_set_on_show:
 * @on_show: whether the window shows the page now
 *
 * A knight is seated or leaves only while the game is on show.
 */
void
sq_game_view_set_on_show (SqGameView *self,
                          gboolean    on_show)
{
  g_return_if_fail (SQ_IS_GAME_VIEW (self));

  self->on_show = on_show;
  update_table_actions (self);
}

/**
 * sq_game_view_get_actions:
 *
 * Returns: (transfer none): the page's actions, for the window to insert
 *   as "game": seat-player, knight-leaves, undo, redo and announce(s)
 */
GActionGroup *
sq_game_view_get_actions (SqGameView *self)
{
  g_return_val_if_fail (SQ_IS_GAME_VIEW (self), NULL);

  return G_ACTION_GROUP (self->actions);
}

/**
 * sq_game_view_get_board:
 *
 * Returns: (transfer none): the board
 */
SqBoard *
sq_game_view_get_board (SqGameView *self)
{
  g_return_val_if_fail (SQ_IS_GAME_VIEW (self), NULL);

  return self->board;
}

/**
 * sq_game_view_get_turn_panel:
 *
 * Returns: (transfer none): the turn panel
 */
SqTurnPanel *
sq_game_view_get_turn_panel (SqGameView *self)
{
  g_return_val_if_fail (SQ_IS_GAME_VIEW (self), NULL);

  return self->turn_panel;
}

/**
 * sq_game_view_get_history_view:
 *
 * Returns: (transfer none): the game log
 */
SqHistoryView *
sq_game_view_get_history_view (SqGameView *self)
{
  g_return_val_if_fail (SQ_IS_GAME_VIEW (self), NULL);

  return self->history_view;
}

/**
 * sq_game_view_get_leaflet:
 *
 * Returns: (transfer none): the leaflet holding the board and the panel
 */
AdwLeaflet *
sq_game_view_get_leaflet (SqGameView *self)
{
  g_return_val_if_fail (SQ_IS_GAME_VIEW (self), NULL);

  return self->leaflet;
}

/**
 * sq_game_view_get_switcher:
 *
 * Returns: (transfer none): the switcher of board, turn and history a
 *   phone shows at the bottom
 */
AdwViewSwitcherBar *
sq_game_view_get_switcher (SqGameView *self)
{
  g_return_val_if_fail (SQ_IS_GAME_VIEW (self), NULL);

  return self->switcher_bar;
}

/**
 * sq_game_view_get_flap:
 *
 * Returns: (transfer none): the flap the history slides in with
 */
AdwFlap *
sq_game_view_get_flap (SqGameView *self)
{
  g_return_val_if_fail (SQ_IS_GAME_VIEW (self), NULL);

  return self->flap;
}

/**
 * sq_game_view_get_table_checklist:
 *
 * Returns: (transfer none): the "Now at the table" checklist over the turn
 */
SqTableChecklist *
sq_game_view_get_table_checklist (SqGameView *self)
{
  g_return_val_if_fail (SQ_IS_GAME_VIEW (self), NULL);

  return self->table_checklist;
}

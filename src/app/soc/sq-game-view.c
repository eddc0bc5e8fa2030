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
#include "sq-toaster.h"

struct _SqGameView
{
  AdwBin         parent_instance;

  AdwViewStack  *views;        /* the switcher's names, owned */
  guint          folded_idle;
  gboolean       syncing;

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
}

GtkWidget *
sq_game_view_new (void)
{
  return g_object_new (SQ_TYPE_GAME_VIEW, NULL);
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

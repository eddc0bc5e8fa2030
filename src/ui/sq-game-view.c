/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include "sq-game-view.h"

struct _SqGameView
{
  AdwBin         parent_instance;

  /* Template widgets */
  AdwFlap       *flap;
  SqHistoryView *history_view;
  AdwLeaflet    *leaflet;
  SqBoard       *board;
  SqTurnPanel   *turn_panel;
  SqTableChecklist *table_checklist;
};

G_DEFINE_FINAL_TYPE (SqGameView, sq_game_view, ADW_TYPE_BIN)

static void
sq_game_view_dispose (GObject *object)
{
  SqGameView *self = SQ_GAME_VIEW (object);

  /* the flap is both the bin's child and a template child */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), SQ_TYPE_GAME_VIEW);

  G_OBJECT_CLASS (sq_game_view_parent_class)->dispose (object);
}

static void
sq_game_view_class_init (SqGameViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_game_view_dispose;

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
}

static void
sq_game_view_init (SqGameView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
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

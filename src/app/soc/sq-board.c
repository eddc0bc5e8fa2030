/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The board scrolls by itself and reflows: the quests and the knights sit
 * in flow boxes that hold one to four cards a line as the width allows,
 * inside a clamp that keeps lines readable on a wide screen. At 1280x800,
 * beside the turn panel, the whole table fits without scrolling
 * (test-board-glance checks it with seven knights). Every view is
 * made once and set_state() updates them in place. The board keeps no
 * copy of the state, and its views read only what the whole table may
 * know. */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sq-board.h"
#include "sq-board-move.h"
#include "sq-board-private.h"
#include "sq-camelot-view.h"
#include "sq-height-layout.h"
#include "sq-kept-nodes.h"
#include "sq-knight-view.h"
#include "sq-quest-view.h"
#include "sq-text.h"

/* Struct */

struct _SqBoard
{
  GtkWidget  parent_instance;

  /* Template widgets */
  GtkWidget *scroller;
  GtkWidget *content;
  GtkWidget *camelot_view;
  GtkWidget *quests_box;
  GtkWidget *knights_box;

  GtkWidget *quest_views[SQ_N_QUESTS];
  GtkWidget *knight_views[SQ_MAX_SEATS];

  SqKeptNodes *kept_nodes;  /* under the cairo renderer */
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqBoard, sq_board, GTK_TYPE_WIDGET)

/* Signals */

enum
{
  MOVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Auxiliary functions */

/* Which seats the table lists: those in the game and those who left it
 * (as the public summary in sq-json-state.c does). */
static gboolean
seat_is_listed (const SqState *state,
                guint          seat)
{
  return seat < state->n_seats && (state->seats[seat].in_game || state->seats[seat].left);
}

static void
append_unfocusable (GtkWidget *flow_box,
                    GtkWidget *child)
{
  gtk_widget_set_hexpand (child, TRUE);
  gtk_flow_box_append (GTK_FLOW_BOX (flow_box), child);
  /* the board is read, not operated */
  gtk_widget_set_focusable (gtk_widget_get_parent (child), FALSE);
}

/* GObject overrides */

static void
sq_board_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SQ_TYPE_BOARD);

  G_OBJECT_CLASS (sq_board_parent_class)->dispose (object);
}

static void
sq_board_finalize (GObject *object)
{
  SqBoard *self = SQ_BOARD (object);

  g_clear_pointer (&self->kept_nodes, sq_kept_nodes_free);

  G_OBJECT_CLASS (sq_board_parent_class)->finalize (object);
}

/* Under GTK 4.8's cairo renderer, the cards' outlines and the dashed
 * borders of their empty places are drawn once and kept (see
 * sq-kept-nodes.c) */
static void
sq_board_snapshot (GtkWidget   *widget,
                   GtkSnapshot *snapshot)
{
  SqBoard *self = SQ_BOARD (widget);
  GtkNative *native = gtk_widget_get_native (widget);
  GtkSnapshot *inner;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GskRenderNode) kept = NULL;

  if (native == NULL || !GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (native)))
    {
      GTK_WIDGET_CLASS (sq_board_parent_class)->snapshot (widget, snapshot);
      return;
    }

  inner = gtk_snapshot_new ();
  GTK_WIDGET_CLASS (sq_board_parent_class)->snapshot (widget, inner);
  node = gtk_snapshot_free_to_node (inner);
  if (node == NULL)
    return;
  if (self->kept_nodes == NULL)
    self->kept_nodes = sq_kept_nodes_new ();
  kept = sq_kept_nodes_apply (self->kept_nodes, node, gtk_widget_get_scale_factor (widget));
  gtk_snapshot_append_node (snapshot, kept);
}

/* class_init and init */

static void
sq_board_class_init (SqBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_board_dispose;
  object_class->finalize = sq_board_finalize;
  widget_class->snapshot = sq_board_snapshot;

  g_type_ensure (ADW_TYPE_CLAMP);
  g_type_ensure (SQ_TYPE_CAMELOT_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE_PATH "/sq-board.ui");
  gtk_widget_class_bind_template_child (widget_class, SqBoard, camelot_view);
  gtk_widget_class_bind_template_child (widget_class, SqBoard, content);
  gtk_widget_class_bind_template_child (widget_class, SqBoard, knights_box);
  gtk_widget_class_bind_template_child (widget_class, SqBoard, quests_box);
  gtk_widget_class_bind_template_child (widget_class, SqBoard, scroller);

  /**
   * SqBoard::move:
   * @action: (type gpointer): the #SqAction, a move the engine offers now
   *
   * A place on the board was pressed to move the current knight there.
   */
  signals[MOVE] = g_signal_new ("move", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_css_name (widget_class, "sqboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
sq_board_init (SqBoard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  sq_height_layout_install (GTK_SCROLLED_WINDOW (self->scroller));

  for (guint q = 0; q < SQ_N_QUESTS; q++)
    {
      /* a button, enabled when the knight may move there */
      self->quest_views[q] = g_object_new (SQ_TYPE_QUEST_VIEW, "quest", q,
                                           "accessible-role", GTK_ACCESSIBLE_ROLE_BUTTON,
                                           NULL);
      append_unfocusable (self->quests_box, self->quest_views[q]);
      sq_board_move_init (self->quest_views[q]);
    }

  for (guint i = 0; i < SQ_MAX_SEATS; i++)
    {
      self->knight_views[i] = sq_knight_view_new ();
      append_unfocusable (self->knights_box, self->knight_views[i]);
      gtk_widget_set_visible (gtk_widget_get_parent (self->knight_views[i]), FALSE);
    }

  for (guint p = SQ_PLACE_ROUND_TABLE; p <= SQ_PLACE_SIEGE; p++)
    sq_board_move_init (sq_camelot_view_get_place (SQ_CAMELOT_VIEW (self->camelot_view), p));

  sq_board_set_a11y_text (GTK_WIDGET (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                          /* Translators: accessible name of the whole game board */
                          _("Game board"));
  /* no headings on screen: the cards say what they are, and every line
   * they would take is a line of the table below the fold at 1280x800 */
  sq_board_set_a11y_text (self->quests_box, GTK_ACCESSIBLE_PROPERTY_LABEL,
                          /* Translators: heading above the quests on the board */
                          _("Quests"));
  sq_board_set_a11y_text (self->knights_box, GTK_ACCESSIBLE_PROPERTY_LABEL,
                          /* Translators: heading above the knights at the table */
                          _("Knights"));
}

/* Public API */

GtkWidget *
sq_board_new (void)
{
  return g_object_new (SQ_TYPE_BOARD, NULL);
}

/**
 * sq_board_set_state:
 * @state: the table after the last action
 *
 * Shows @state. Nothing of @state is kept: call again after every action.
 * Only what the whole table may know is shown: hands as counts, face-down
 * cards as card backs, loyalty only once it is public. A quest, the Round
 * Table or the siege area the current knight may move to now takes a press
 * (SqBoard::move).
 */
void
sq_board_set_state (SqBoard       *self,
                    const SqState *state)
{
  g_return_if_fail (SQ_IS_BOARD (self));
  g_return_if_fail (state != NULL);

  sq_camelot_view_update (SQ_CAMELOT_VIEW (self->camelot_view), state);
  for (guint p = SQ_PLACE_ROUND_TABLE; p <= SQ_PLACE_SIEGE; p++)
    {
      SqCamelotView *camelot = SQ_CAMELOT_VIEW (self->camelot_view);

      sq_board_move_update (sq_camelot_view_get_place (camelot, p), state, p,
                            sq_camelot_view_get_place_text (camelot, p));
    }

  for (guint q = 0; q < SQ_N_QUESTS; q++)
    {
      sq_quest_view_update (SQ_QUEST_VIEW (self->quest_views[q]), state);
      sq_board_move_update (self->quest_views[q], state, q, sq_text_quest (q));
    }

  for (guint i = 0; i < SQ_MAX_SEATS; i++)
    {
      gboolean listed = seat_is_listed (state, i);

      sq_knight_view_update (SQ_KNIGHT_VIEW (self->knight_views[i]), state, i);
      gtk_widget_set_visible (gtk_widget_get_parent (self->knight_views[i]), listed);
    }
}

/**
 * sq_board_get_camelot_view:
 *
 * Returns: (transfer none): the #SqCamelotView
 */
GtkWidget *
sq_board_get_camelot_view (SqBoard *self)
{
  g_return_val_if_fail (SQ_IS_BOARD (self), NULL);

  return self->camelot_view;
}

/**
 * sq_board_get_quest_view:
 *
 * Returns: (transfer none): the #SqQuestView of @quest
 */
GtkWidget *
sq_board_get_quest_view (SqBoard   *self,
                         SqQuestId  quest)
{
  g_return_val_if_fail (SQ_IS_BOARD (self), NULL);
  g_return_val_if_fail (quest < SQ_N_QUESTS, NULL);

  return self->quest_views[quest];
}

/**
 * sq_board_get_knight_view:
 *
 * Returns: (transfer none): the #SqKnightView of @seat; hidden when the
 *   seat is empty
 */
GtkWidget *
sq_board_get_knight_view (SqBoard *self,
                          guint    seat)
{
  g_return_val_if_fail (SQ_IS_BOARD (self), NULL);
  g_return_val_if_fail (seat < SQ_MAX_SEATS, NULL);

  return self->knight_views[seat];
}

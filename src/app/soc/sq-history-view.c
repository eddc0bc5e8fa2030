/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-after-frame.h"
#include "sq-correction-dialog.h"
#include "sq-history-view.h"
#include "sq-log-entry.h"
#include "sq-tooltip.h"

struct _SqHistoryView
{
  AdwBin          parent_instance;

  SqGame         *game;
  gulong          changed_handler;
  GtkNoSelection *selection;
  GtkFilterListModel *filtered;   /* the log, or only its quest outcomes */

  /* to the end after a change, in the frame that shows it */
  SqAfterLayout   after_layout;   /* on the window's clock while realized */
  guint           to_end;         /* tries left to reach the end */

  /* Template widgets */
  GtkButton      *start_button;
  GtkToggleButton *outcomes_button;
  /* a one-column grid view: GTK 4.8's list view keeps 200 rows alive and
   * lays them all out again as each entry is added, its grid view about 30 */
  GtkGridView    *list_view;
  GtkScrolledWindow *scroller;
};

G_DEFINE_FINAL_TYPE (SqHistoryView, sq_history_view, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_GAME,
  N_PROPS
};

enum
{
  FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Helpers */

static gboolean
showing_outcomes (SqHistoryView *self)
{
  return gtk_toggle_button_get_active (self->outcomes_button);
}

static void
update_row (SqHistoryView *self,
            GtkListItem   *item)
{
  SqLogEntry *entry = gtk_list_item_get_item (item);
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *turn = gtk_widget_get_first_child (box);
  GtkWidget *text = gtk_widget_get_next_sibling (turn);
  GtkWidget *narration = g_object_get_data (G_OBJECT (box), "narration");
  GtkWidget *correct = g_object_get_data (G_OBJECT (box), "correct");
  const char *heading;
  const char *told;
  g_autofree char *accessible = NULL;
  g_autofree char *line = NULL;

  if (entry == NULL)
    return;

  /* a turn's lines sit under one heading; the outcomes alone each keep it */
  heading = sq_log_entry_get_heading (entry);
  gtk_label_set_text (GTK_LABEL (turn), heading != NULL ? heading : "");
  gtk_widget_set_visible (turn, heading != NULL &&
                                (sq_log_entry_get_first_of_turn (entry) ||
                                 showing_outcomes (self)));
  gtk_label_set_text (GTK_LABEL (text), sq_log_entry_get_text (entry));
  told = sq_log_entry_get_narration (entry);
  gtk_label_set_text (GTK_LABEL (narration), told != NULL ? told : "");
  gtk_widget_set_visible (narration, told != NULL);
  gtk_widget_set_visible (correct, sq_log_entry_get_correctable (entry));
  /* the same name on every line: the line says which entry it corrects */
  gtk_accessible_update_property (GTK_ACCESSIBLE (correct),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  sq_log_entry_get_text (entry),
                                  -1);

  /* Translators: accessible name of a log line: %1$s is the action, %2$s
   * what it did, one event a line */
  line = told != NULL ? g_strdup_printf (_("%1$s: %2$s"), sq_log_entry_get_text (entry), told)
                      : g_strdup (sq_log_entry_get_text (entry));
  if (sq_log_entry_get_undone (entry))
    {
      gtk_widget_add_css_class (box, "undone");
      /* Translators: accessible name of an undone log line; %s is the line */
      accessible = g_strdup_printf (_("Undone: %s"), line);
    }
  else
    {
      gtk_widget_remove_css_class (box, "undone");
      accessible = g_steal_pointer (&line);
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  -1);
}

/* Callbacks */

static void
on_entry_undone_notify_cb (SqLogEntry  *entry,
                           GParamSpec  *pspec,
                           GtkListItem *item)
{
  GtkWidget *view = gtk_widget_get_ancestor (gtk_list_item_get_child (item),
                                             SQ_TYPE_HISTORY_VIEW);

  if (view != NULL)
    update_row (SQ_HISTORY_VIEW (view), item);
}

static void
on_correct_clicked_cb (GtkButton   *button,
                       GtkListItem *item)
{
  SqHistoryView *self = SQ_HISTORY_VIEW (gtk_widget_get_ancestor (GTK_WIDGET (button),
                                                                  SQ_TYPE_HISTORY_VIEW));
  SqLogEntry *entry = gtk_list_item_get_item (item);

  if (self == NULL || self->game == NULL || entry == NULL)
    return;

  sq_correction_dialog_ask (GTK_WIDGET (self), self->game, sq_log_entry_get_index (entry));
}

static void
on_factory_setup_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *item,
                     SqHistoryView            *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *turn = gtk_label_new (NULL);
  GtkWidget *text = gtk_label_new (NULL);
  GtkWidget *narration = gtk_label_new (NULL);
  /* an entered roll or Black card: replace it and replay the rest */
  GtkWidget *correct = gtk_button_new_with_label (
    /* Translators: a button on a line of the game log (an entered d8 roll
     * or Black card): asks what the right value was */
    _("Correct…"));

  gtk_label_set_xalign (GTK_LABEL (turn), 0);
  gtk_label_set_wrap (GTK_LABEL (turn), TRUE);
  gtk_widget_add_css_class (turn, "heading");
  gtk_widget_add_css_class (turn, "history-turn");
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  /* a long line would make the flap as wide as the board */
  gtk_label_set_max_width_chars (GTK_LABEL (text), 36);
  gtk_widget_set_halign (correct, GTK_ALIGN_START);
  gtk_widget_add_css_class (correct, "flat");
  sq_tooltip_set_text (correct,
                       /* Translators: tooltip of Correct… in the game log */
                       _("Correct this entry; the game is played again after it"));
  gtk_widget_set_visible (correct, FALSE);
  g_signal_connect_object (correct, "clicked", G_CALLBACK (on_correct_clicked_cb), item,
                           G_CONNECT_DEFAULT);
  gtk_box_append (GTK_BOX (box), turn);
  gtk_box_append (GTK_BOX (box), text);
  gtk_label_set_xalign (GTK_LABEL (narration), 0);
  gtk_label_set_wrap (GTK_LABEL (narration), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (narration), 36);
  gtk_widget_add_css_class (narration, "caption");
  gtk_widget_add_css_class (narration, "history-narration");
  gtk_box_append (GTK_BOX (box), narration);
  g_object_set_data (G_OBJECT (box), "narration", narration);
  gtk_box_append (GTK_BOX (box), correct);
  g_object_set_data (G_OBJECT (box), "correct", correct);
  gtk_widget_add_css_class (box, "history-row");
  gtk_list_item_set_child (item, box);
}

static void
on_factory_bind_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *item,
                    SqHistoryView            *self)
{
  SqLogEntry *entry = gtk_list_item_get_item (item);

  update_row (self, item);
  g_signal_connect_object (entry, "notify::undone",
                           G_CALLBACK (on_entry_undone_notify_cb), item,
                           G_CONNECT_DEFAULT);
  g_signal_connect_object (entry, "notify::correctable",
                           G_CALLBACK (on_entry_undone_notify_cb), item,
                           G_CONNECT_DEFAULT);
}

static void
on_factory_unbind_cb (GtkSignalListItemFactory *factory,
                      GtkListItem              *item,
                      SqHistoryView            *self)
{
  SqLogEntry *entry = gtk_list_item_get_item (item);

  g_signal_handlers_disconnect_by_func (entry, on_entry_undone_notify_cb, item);
}

static void
jump (SqHistoryView *self,
      guint          position)
{
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return;

  if (!sq_game_jump_to (self->game, position, &error))
    g_signal_emit (self, signals[FAILED], 0, error->message);
}

static void
on_list_view_activate_cb (GtkGridView   *list_view,
                          guint          position,
                          SqHistoryView *self)
{
  g_autoptr(SqLogEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->filtered), position);

  /* the position after the entry: the state it led to */
  if (entry != NULL)
    jump (self, sq_log_entry_get_index (entry) + 1);
}

static void
on_start_button_clicked_cb (GtkButton     *button,
                            SqHistoryView *self)
{
  jump (self, 0);
}

static void
on_outcomes_button_toggled_cb (GtkToggleButton *button,
                               SqHistoryView   *self)
{
  g_autoptr(GtkFilter) filter = NULL;

  if (gtk_toggle_button_get_active (button))
    filter = GTK_FILTER (gtk_bool_filter_new (gtk_property_expression_new (SQ_TYPE_LOG_ENTRY, NULL,
                                                                           "quest-outcome")));
  gtk_filter_list_model_set_filter (self->filtered, filter);
  /* rows kept across the change must show or hide their turn's heading
   * too: bind every row again */
  gtk_no_selection_set_model (self->selection, NULL);
  gtk_no_selection_set_model (self->selection, G_LIST_MODEL (self->filtered));
}

/* After GTK has laid the window out, in the same frame: the list at its
 * end. Its new length is known only once it is allocated, and a value
 * set now is allocated in the same layout phase before the frame is
 * painted, so the frame that shows a change shows its entry. (An idle
 * after the frame scrolled it a frame late, and drew the list twice for
 * every action.) The list's height is an estimate until its last rows
 * are made: a few tries. */
static void
on_layout_cb (GdkFrameClock *clock,
              SqHistoryView *self)
{
  GtkAdjustment *adjustment;
  double end;

  if (self->to_end == 0 || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  /* a list shorter than its view is at its end at the top */
  end = MAX (gtk_adjustment_get_lower (adjustment),
             gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
  if (gtk_adjustment_get_value (adjustment) == end)
    {
      self->to_end = 0;
      return;
    }
  self->to_end--;
  gtk_adjustment_set_value (adjustment, end);
  if (self->to_end > 0)
    sq_after_layout_request (&self->after_layout);
}

/* To the end at the next layout, even if GTK has nothing to lay out */
static void
scroll_to_end (SqHistoryView *self)
{
  self->to_end = 3;
  sq_after_layout_request (&self->after_layout);
}

static void
on_game_changed_cb (SqGame        *game,
                    SqHistoryView *self)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->start_button),
                            sq_game_get_position (game) > 0);
  scroll_to_end (self);
}

/* GtkWidget overrides */

static void
sq_history_view_realize (GtkWidget *widget)
{
  SqHistoryView *self = SQ_HISTORY_VIEW (widget);

  GTK_WIDGET_CLASS (sq_history_view_parent_class)->realize (widget);

  sq_after_layout_attach (&self->after_layout, gtk_widget_get_frame_clock (widget),
                          G_CALLBACK (on_layout_cb), self);
  if (self->to_end > 0)
    sq_after_layout_request (&self->after_layout);
}

static void
sq_history_view_unrealize (GtkWidget *widget)
{
  SqHistoryView *self = SQ_HISTORY_VIEW (widget);

  sq_after_layout_detach (&self->after_layout);

  GTK_WIDGET_CLASS (sq_history_view_parent_class)->unrealize (widget);
}

/* GObject overrides */

static void
sq_history_view_dispose (GObject *object)
{
  SqHistoryView *self = SQ_HISTORY_VIEW (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_clear_object (&self->game);

  gtk_widget_dispose_template (GTK_WIDGET (self), SQ_TYPE_HISTORY_VIEW);

  g_clear_object (&self->selection);
  g_clear_object (&self->filtered);

  G_OBJECT_CLASS (sq_history_view_parent_class)->dispose (object);
}

static void
sq_history_view_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  SqHistoryView *self = SQ_HISTORY_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_history_view_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  SqHistoryView *self = SQ_HISTORY_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      sq_history_view_set_game (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_history_view_class_init (SqHistoryViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_history_view_dispose;
  widget_class->realize = sq_history_view_realize;
  widget_class->unrealize = sq_history_view_unrealize;
  object_class->get_property = sq_history_view_get_property;
  object_class->set_property = sq_history_view_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         SQ_TYPE_GAME,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SqHistoryView::failed:
   * @message: why a jump could not be saved
   */
  signals[FAILED] =
    g_signal_new ("failed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-history-view.ui");
  gtk_widget_class_bind_template_child (widget_class, SqHistoryView, start_button);
  gtk_widget_class_bind_template_child (widget_class, SqHistoryView, outcomes_button);
  gtk_widget_class_bind_template_child (widget_class, SqHistoryView, list_view);
  gtk_widget_class_bind_template_child (widget_class, SqHistoryView, scroller);
  gtk_widget_class_bind_template_callback (widget_class, on_list_view_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_start_button_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_outcomes_button_toggled_cb);
}

static void
sq_history_view_init (SqHistoryView *self)
{
  GtkListItemFactory *factory;

  gtk_widget_init_template (GTK_WIDGET (self));

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (on_factory_setup_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (on_factory_bind_cb), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (on_factory_unbind_cb), self);
  gtk_grid_view_set_factory (self->list_view, factory);
  g_object_unref (factory);

  self->filtered = gtk_filter_list_model_new (NULL, NULL);
  self->selection = gtk_no_selection_new (G_LIST_MODEL (g_object_ref (self->filtered)));
  gtk_grid_view_set_model (self->list_view, GTK_SELECTION_MODEL (self->selection));
  gtk_widget_set_sensitive (GTK_WIDGET (self->start_button), FALSE);
}

/* Public API */

GtkWidget *
sq_history_view_new (void)
{
  return g_object_new (SQ_TYPE_HISTORY_VIEW, NULL);
}

/**
 * sq_history_view_get_game:
 *
 * Returns: (transfer none) (nullable): the game shown
 */
SqGame *
sq_history_view_get_game (SqHistoryView *self)
{
  g_return_val_if_fail (SQ_IS_HISTORY_VIEW (self), NULL);

  return self->game;
}

void
sq_history_view_set_game (SqHistoryView *self,
                          SqGame        *game)
{
  g_return_if_fail (SQ_IS_HISTORY_VIEW (self));
  g_return_if_fail (game == NULL || SQ_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_set_object (&self->game, game);

  gtk_filter_list_model_set_model (self->filtered,
                                   game != NULL ? sq_game_get_log (game) : NULL);
  if (game != NULL)
    {
      self->changed_handler = g_signal_connect_object (game, "changed",
                                                       G_CALLBACK (on_game_changed_cb),
                                                       self, G_CONNECT_DEFAULT);
      on_game_changed_cb (game, self);
    }
  else
    gtk_widget_set_sensitive (GTK_WIDGET (self->start_button), FALSE);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

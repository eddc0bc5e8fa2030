/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include "sq-log-entry.h"
#include "sq-table-checklist.h"
#include "sq-chrome.h"
#include "sq-wrap-bin.h"

struct _SqTableChecklist
{
  AdwBin      parent_instance;

  SqGame     *game;
  gulong      changed_handler;
  guint       position;       /* the game's position when last seen */
  GPtrArray  *items;          /* the texts on show */
  guint       n_ticked;

  /* Template widgets */
  GtkListBox *list;
  GtkButton  *done_button;
};

G_DEFINE_FINAL_TYPE (SqTableChecklist, sq_table_checklist, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Helpers */

static void
clear (SqTableChecklist *self)
{
  GtkWidget *row;

  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, row);
  g_ptr_array_set_size (self->items, 0);
  self->n_ticked = 0;
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

static void
on_check_toggled_cb (GtkCheckButton   *check,
                     SqTableChecklist *self)
{
  if (gtk_check_button_get_active (check))
    self->n_ticked++;
  else if (self->n_ticked > 0)
    self->n_ticked--;

  /* every item done: the list has said all it had to say */
  if (self->n_ticked >= self->items->len)
    clear (self);
}

static void
show_items (SqTableChecklist   *self,
            const char * const *tasks)
{
  clear (self);
  if (tasks == NULL || tasks[0] == NULL)
    return;

  for (guint i = 0; tasks[i] != NULL; i++)
    {
      GtkWidget *check = gtk_check_button_new ();
      GtkWidget *label = gtk_label_new (tasks[i]);

      /* beside the box, its width for any height: see SqWrapBin; and
       * a width in characters, as the turn panel's texts below: a task
       * measured on one line widened the column and moved the whole
       * board aside (sq_chrome_column_label()) */
      sq_chrome_column_label (label, 16);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_check_button_set_child (GTK_CHECK_BUTTON (check), sq_wrap_bin_new (label));
      /* the padding GTK gives a check button with a label of its own */
      gtk_widget_add_css_class (check, "text-button");
      gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, tasks[i], -1);
      gtk_widget_set_margin_top (check, 6);
      gtk_widget_set_margin_bottom (check, 6);
      gtk_widget_set_margin_start (check, 6);
      gtk_widget_set_margin_end (check, 6);
      g_signal_connect_object (check, "toggled", G_CALLBACK (on_check_toggled_cb), self,
                               G_CONNECT_DEFAULT);
      gtk_list_box_append (self->list, check);
      g_ptr_array_add (self->items, g_strdup (tasks[i]));
    }
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}

/* Callbacks */

/* An action just taken (or redone) brings its own list; an undo or a
 * jump takes the list away, since the table is then rewinding. */
static void
on_game_changed_cb (SqGame           *game,
                    SqTableChecklist *self)
{
  guint position = sq_game_get_position (game);
  GListModel *log = sq_game_get_log (game);
  g_autoptr(SqLogEntry) entry = NULL;

  if (position == self->position + 1 && position <= g_list_model_get_n_items (log))
    {
      entry = g_list_model_get_item (log, position - 1);
      show_items (self, sq_log_entry_get_tasks (entry));
    }
  else if (position != self->position)
    clear (self);
  self->position = position;
}

static void
on_done_button_clicked_cb (GtkButton        *button,
                           SqTableChecklist *self)
{
  clear (self);
}

/* GObject overrides */

static void
sq_table_checklist_dispose (GObject *object)
{
  SqTableChecklist *self = SQ_TABLE_CHECKLIST (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_clear_object (&self->game);

  gtk_widget_dispose_template (GTK_WIDGET (self), SQ_TYPE_TABLE_CHECKLIST);

  G_OBJECT_CLASS (sq_table_checklist_parent_class)->dispose (object);
}

static void
sq_table_checklist_finalize (GObject *object)
{
  SqTableChecklist *self = SQ_TABLE_CHECKLIST (object);

  g_clear_pointer (&self->items, g_ptr_array_unref);

  G_OBJECT_CLASS (sq_table_checklist_parent_class)->finalize (object);
}

static void
sq_table_checklist_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  SqTableChecklist *self = SQ_TABLE_CHECKLIST (object);

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
sq_table_checklist_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  SqTableChecklist *self = SQ_TABLE_CHECKLIST (object);

  switch (prop_id)
    {
    case PROP_GAME:
      sq_table_checklist_set_game (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_table_checklist_class_init (SqTableChecklistClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_table_checklist_dispose;
  object_class->finalize = sq_table_checklist_finalize;
  object_class->get_property = sq_table_checklist_get_property;
  object_class->set_property = sq_table_checklist_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         SQ_TYPE_GAME,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-table-checklist.ui");
  gtk_widget_class_bind_template_child (widget_class, SqTableChecklist, list);
  gtk_widget_class_bind_template_child (widget_class, SqTableChecklist, done_button);
  gtk_widget_class_bind_template_callback (widget_class, on_done_button_clicked_cb);
}

static void
sq_table_checklist_init (SqTableChecklist *self)
{
  self->items = g_ptr_array_new_with_free_func (g_free);

  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Public API */

GtkWidget *
sq_table_checklist_new (void)
{
  return g_object_new (SQ_TYPE_TABLE_CHECKLIST, NULL);
}

/**
 * sq_table_checklist_get_game:
 *
 * Returns: (transfer none) (nullable): the game followed
 */
SqGame *
sq_table_checklist_get_game (SqTableChecklist *self)
{
  g_return_val_if_fail (SQ_IS_TABLE_CHECKLIST (self), NULL);

  return self->game;
}

void
sq_table_checklist_set_game (SqTableChecklist *self,
                             SqGame           *game)
{
  g_return_if_fail (SQ_IS_TABLE_CHECKLIST (self));
  g_return_if_fail (game == NULL || SQ_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_set_object (&self->game, game);
  clear (self);

  if (game != NULL)
    {
      self->position = sq_game_get_position (game);
      self->changed_handler = g_signal_connect_object (game, "changed",
                                                       G_CALLBACK (on_game_changed_cb),
                                                       self, G_CONNECT_DEFAULT);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * sq_table_checklist_get_n_items:
 *
 * Returns: how many items are on show, ticked or not; 0 when hidden
 */
guint
sq_table_checklist_get_n_items (SqTableChecklist *self)
{
  g_return_val_if_fail (SQ_IS_TABLE_CHECKLIST (self), 0);

  return self->items->len;
}

/**
 * sq_table_checklist_get_item:
 *
 * Returns: (transfer none) (nullable): the text of item @index
 */
const char *
sq_table_checklist_get_item (SqTableChecklist *self,
                             guint             index)
{
  g_return_val_if_fail (SQ_IS_TABLE_CHECKLIST (self), NULL);

  return index < self->items->len ? g_ptr_array_index (self->items, index) : NULL;
}

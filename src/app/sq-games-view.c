/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-game-info.h"
#include "sq-game-row.h"
#include "sq-games-view.h"

/* Struct */

struct _SqGamesView
{
  GtkWidget           parent_instance;

  GListModel         *model;
  GtkFilterListModel *filtered;
  GtkStringFilter    *filter;
  gboolean            attached;   /* the grid view has been shown */

  /* Template widgets */
  GtkButton          *back_button;
  GtkLabel           *count_label;
  GtkGridView        *grid_view;
  GtkSearchEntry     *search_entry;
  GtkStack           *stack;
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqGamesView, sq_games_view, GTK_TYPE_WIDGET)

/* Properties */

enum
{
  PROP_0,
  PROP_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Auxiliary functions */

static void
update_count (SqGamesView *self)
{
  guint all = self->model != NULL ? g_list_model_get_n_items (self->model) : 0;
  guint shown = g_list_model_get_n_items (G_LIST_MODEL (self->filtered));
  const char *search = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autofree char *text = NULL;

  if (search == NULL || search[0] == '\0')
    /* Translators: above the list of all saved games; %u is how many */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u saved game", "%u saved games", all),
                            all);
  else
    /* Translators: above the list of saved games while searching; the
     * first %u is how many match, the second how many there are */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%u of %u saved games matches",
                                         "%u of %u saved games match", shown),
                            shown, all);

  gtk_label_set_label (self->count_label, text);
  gtk_stack_set_visible_child_name (self->stack, shown > 0 || all == 0 ? "list" : "empty");
}

/* Callbacks */

static void
on_setup_cb (GtkListItemFactory *factory,
             GtkListItem        *item,
             SqGamesView        *self)
{
  GtkWidget *row = sq_game_row_new (NULL);

  /* the list item takes the focus and the activation; the row inside is
   * what it shows, with its menu button */
  gtk_widget_set_focusable (row, FALSE);
  gtk_widget_add_css_class (row, "card");
  /* one line each, ellipsized: libadwaita 1.2 wraps a row's texts inside
   * words, and measuring that for every row made opening the list slow */
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 1);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 1);
  gtk_list_item_set_child (item, row);
}

static void
on_bind_cb (GtkListItemFactory *factory,
            GtkListItem        *item,
            SqGamesView        *self)
{
  SqGameRow *row = SQ_GAME_ROW (gtk_list_item_get_child (item));

  sq_game_row_set_info (row, gtk_list_item_get_item (item));
}

static void
on_unbind_cb (GtkListItemFactory *factory,
              GtkListItem        *item,
              SqGamesView        *self)
{
  SqGameRow *row = SQ_GAME_ROW (gtk_list_item_get_child (item));

  sq_game_row_set_info (row, NULL);
}

static void
on_grid_view_activate_cb (SqGamesView *self,
                          guint        position)
{
  g_autoptr(SqGameInfo) info = g_list_model_get_item (G_LIST_MODEL (self->filtered), position);

  if (info == NULL || sq_game_info_get_damaged (info))
    return;

  gtk_widget_activate_action (GTK_WIDGET (self), "start.open-game", "s",
                              sq_game_info_get_id (info));
}

static void
on_search_changed_cb (SqGamesView    *self,
                      GtkSearchEntry *entry)
{
  gtk_string_filter_set_search (self->filter, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

static void
on_stop_search_cb (SqGamesView    *self,
                   GtkSearchEntry *entry)
{
  if (gtk_editable_get_text (GTK_EDITABLE (entry))[0] != '\0')
    gtk_editable_set_text (GTK_EDITABLE (entry), "");
  else
    gtk_widget_activate_action (GTK_WIDGET (self), "start.show-home", NULL);
}

static void
on_filtered_items_changed_cb (SqGamesView *self,
                              guint        position,
                              guint        removed,
                              guint        added,
                              GListModel  *model)
{
  update_count (self);
}

/* GObject overrides */

static void
sq_games_view_dispose (GObject *object)
{
  SqGamesView *self = SQ_GAMES_VIEW (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), SQ_TYPE_GAMES_VIEW);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->model);
  g_clear_object (&self->filtered);

  G_OBJECT_CLASS (sq_games_view_parent_class)->dispose (object);
}

static void
sq_games_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SqGamesView *self = SQ_GAMES_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_games_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SqGamesView *self = SQ_GAMES_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      sq_games_view_set_model (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The grid view gets its games when it is first shown: a start page that
 * never opens the list makes none of its rows. Once made, they stay, so
 * that opening the list again is only a matter of showing it. */
static void
sq_games_view_map (GtkWidget *widget)
{
  SqGamesView *self = SQ_GAMES_VIEW (widget);

  self->attached = TRUE;
  if (gtk_filter_list_model_get_model (self->filtered) != self->model)
    gtk_filter_list_model_set_model (self->filtered, self->model);
  update_count (self);

  GTK_WIDGET_CLASS (sq_games_view_parent_class)->map (widget);
}

static gboolean
sq_games_view_grab_focus (GtkWidget *widget)
{
  SqGamesView *self = SQ_GAMES_VIEW (widget);

  return gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

/* class_init and init */

static void
sq_games_view_class_init (SqGamesViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_games_view_dispose;
  object_class->get_property = sq_games_view_get_property;
  object_class->set_property = sq_games_view_set_property;

  widget_class->grab_focus = sq_games_view_grab_focus;
  widget_class->map = sq_games_view_map;

  /**
   * SqGamesView:model: (nullable)
   *
   * The saved games (#SqGameInfo) to list, in the order to show them.
   */
  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL,
                         G_TYPE_LIST_MODEL,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-games-view.ui");
  gtk_widget_class_bind_template_child (widget_class, SqGamesView, back_button);
  gtk_widget_class_bind_template_child (widget_class, SqGamesView, count_label);
  gtk_widget_class_bind_template_child (widget_class, SqGamesView, grid_view);
  gtk_widget_class_bind_template_child (widget_class, SqGamesView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, SqGamesView, stack);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  g_type_ensure (SQ_TYPE_GAME_ROW);
}

static void
sq_games_view_init (SqGamesView *self)
{
  GtkListItemFactory *factory;
  GtkNoSelection *selection;
  GtkExpression *name;

  gtk_widget_init_template (GTK_WIDGET (self));

  name = gtk_property_expression_new (SQ_TYPE_GAME_INFO, NULL, "name");
  self->filter = gtk_string_filter_new (name);
  gtk_string_filter_set_match_mode (self->filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING);
  gtk_string_filter_set_ignore_case (self->filter, TRUE);
  self->filtered = gtk_filter_list_model_new (NULL, GTK_FILTER (self->filter));
  g_signal_connect_object (self->filtered, "items-changed",
                           G_CALLBACK (on_filtered_items_changed_cb), self,
                           G_CONNECT_SWAPPED);

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect_object (factory, "setup", G_CALLBACK (on_setup_cb), self, G_CONNECT_DEFAULT);
  g_signal_connect_object (factory, "bind", G_CALLBACK (on_bind_cb), self, G_CONNECT_DEFAULT);
  g_signal_connect_object (factory, "unbind", G_CALLBACK (on_unbind_cb), self, G_CONNECT_DEFAULT);
  gtk_grid_view_set_factory (self->grid_view, factory);
  g_object_unref (factory);

  selection = gtk_no_selection_new (G_LIST_MODEL (g_object_ref (self->filtered)));
  gtk_grid_view_set_model (self->grid_view, GTK_SELECTION_MODEL (selection));
  g_object_unref (selection);

  g_signal_connect_object (self->grid_view, "activate",
                           G_CALLBACK (on_grid_view_activate_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->search_entry, "search-changed",
                           G_CALLBACK (on_search_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->search_entry, "stop-search",
                           G_CALLBACK (on_stop_search_cb), self, G_CONNECT_SWAPPED);

  update_count (self);
}

/* Public API */

/**
 * sq_games_view_new:
 *
 * Returns: (transfer floating): a new #SqGamesView
 */
GtkWidget *
sq_games_view_new (void)
{
  return g_object_new (SQ_TYPE_GAMES_VIEW, NULL);
}

/**
 * sq_games_view_get_model:
 * @self: a #SqGamesView
 *
 * Returns: (transfer none) (nullable): the saved games listed
 */
GListModel *
sq_games_view_get_model (SqGamesView *self)
{
  g_return_val_if_fail (SQ_IS_GAMES_VIEW (self), NULL);

  return self->model;
}

/**
 * sq_games_view_set_model:
 * @self: a #SqGamesView
 * @model: (nullable): the saved games (#SqGameInfo) to list
 */
void
sq_games_view_set_model (SqGamesView *self,
                         GListModel  *model)
{
  g_return_if_fail (SQ_IS_GAMES_VIEW (self));
  g_return_if_fail (model == NULL || G_IS_LIST_MODEL (model));

  if (!g_set_object (&self->model, model))
    return;

  if (self->attached)
    gtk_filter_list_model_set_model (self->filtered, model);
  update_count (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

/**
 * sq_games_view_get_grid_view:
 * @self: a #SqGamesView
 *
 * Returns: (transfer none): the grid view, for tests and benchmarks
 */
GtkGridView *
sq_games_view_get_grid_view (SqGamesView *self)
{
  g_return_val_if_fail (SQ_IS_GAMES_VIEW (self), NULL);

  return self->grid_view;
}

/**
 * sq_games_view_reset:
 * @self: a #SqGamesView
 *
 * Clears the search and goes back to the top of the list, as when the
 * view is opened anew.
 */
void
sq_games_view_reset (SqGamesView *self)
{
  GtkAdjustment *adjustment;

  g_return_if_fail (SQ_IS_GAMES_VIEW (self));

  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->grid_view));
  if (adjustment != NULL)
    gtk_adjustment_set_value (adjustment, 0.0);
}

/**
 * sq_games_view_ensure:
 * @bin: where the view goes
 * @store: (nullable): the games folder to list
 *
 * The start page makes its list of all games when it is first opened, not
 * for the first frame.
 *
 * Returns: (transfer none): the view in @bin, made now with @store's
 *   games if @bin was empty
 */
SqGamesView *
sq_games_view_ensure (AdwBin  *bin,
                      SqStore *store)
{
  GtkWidget *view = adw_bin_get_child (bin);

  g_return_val_if_fail (ADW_IS_BIN (bin), NULL);

  if (view == NULL)
    {
      view = sq_games_view_new ();
      sq_games_view_set_model (SQ_GAMES_VIEW (view), store != NULL ? sq_store_get_games (store) : NULL);
      adw_bin_set_child (bin, view);
    }
  return SQ_GAMES_VIEW (view);
}

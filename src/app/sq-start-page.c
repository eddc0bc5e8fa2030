/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-chrome.h"
#include "sq-focus.h"
#include "sq-game-row.h"
#include "sq-games-view.h"
#include "sq-start-page-private.h"

/* The start page lists this many of the latest games; the rest are one
 * row away, in a list view that scales to any number */
#define RECENT_GAMES 5

/* In a window at least this wide the start page is 560 px wide, where the
 * rows' texts nearly always fit on one line: it starts with them so */
#define WIDE_WINDOW 720

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqStartPage, sq_start_page, ADW_TYPE_BIN)

/* Properties and signals */

enum
{
  PROP_0,
  PROP_STORE,
  PROP_GAMES_SHOWN,
  N_PROPS
};

enum
{
  NEW_GAME,
  OPEN_GAME,
  OPEN_RULES,
  OPEN_LEGENDS,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Auxiliary functions */

const char *
sq_start_page_display_name (SqGameInfo *info)
{
  const char *name = sq_game_info_get_name (info);

  if (name == NULL || name[0] == '\0')
    /* Translators: the name of a saved game that has none */
    return _("Untitled Game");

  return name;
}

void
sq_start_page_add_toast (SqStartPage *self,
                         AdwToast    *toast)
{
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
sq_start_page_toast_error (SqStartPage  *self,
                           const char   *what,
                           const GError *error)
{
  g_autofree char *summary = sq_game_row_describe_error (error);
  g_autofree char *escaped = g_markup_escape_text (summary, -1);
  AdwToast *toast;

  /* Translators: a failed action on a saved game, e.g. “Could not
   * delete the game: The file could not be read.” The first %s is one of
   * the “Could not …” texts, the second says why. */
  toast = adw_toast_new_format (_("%s: %s"), what, escaped);
  adw_toast_set_timeout (toast, 0);
  sq_start_page_add_toast (self, toast);
  g_debug ("%s: %s", what, error->message);
}

GtkWindow *
sq_start_page_get_parent_window (SqStartPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

/* Long, exact messages need a dialog: a toast would cut them short */
void
sq_start_page_show_error_dialog (SqStartPage  *self,
                                 const char   *heading,
                                 const GError *error)
{
  g_autofree char *summary = sq_game_row_describe_error (error);
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (sq_start_page_get_parent_window (self), heading, NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog), "%s\n\n%s",
                                  summary, error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close",
                                   /* Translators: button that closes an error message */
                                   _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_present (GTK_WINDOW (dialog));
}

SqGameInfo *
sq_start_page_lookup_game (SqStartPage *self,
                           GVariant    *parameter)
{
  const char *id = g_variant_get_string (parameter, NULL);

  if (self->store == NULL)
    return NULL;

  return sq_store_lookup (self->store, id);
}

static void
update_continue (SqStartPage *self)
{
  SqGameInfo *info = NULL;

  g_assert (SQ_IS_START_PAGE (self));

  if (self->store != NULL && self->games_shown)
    info = sq_store_get_last_unfinished (self->store);

  g_signal_group_set_target (self->continue_signals, info);
  gtk_widget_set_visible (GTK_WIDGET (self->continue_button), info != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "start.continue", info != NULL);

  /* one suggested action on the page: Continue when there is one */
  if (info != NULL)
    gtk_widget_remove_css_class (GTK_WIDGET (self->new_game_button), "suggested-action");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->new_game_button), "suggested-action");

  if (info != NULL)
    {
      GDateTime *updated = sq_game_info_get_updated (info);
      g_autofree char *date = updated != NULL ? sq_game_row_format_date (updated) : NULL;
      g_autofree char *when = NULL;
      g_autofree char *accessible = NULL;

      gtk_label_set_label (self->continue_name_label, sq_start_page_display_name (info));

      if (date != NULL)
        /* Translators: under the name of the game the Continue button
         * opens, e.g. “Last played Today, 20:15” */
        when = g_strdup_printf (_("Last played %s"), date);
      gtk_label_set_label (self->continue_date_label, when != NULL ? when : "");
      gtk_widget_set_visible (GTK_WIDGET (self->continue_date_label), when != NULL);

      /* Translators: accessible label of the Continue button; %s is the
       * name of the game it opens */
      accessible = g_strdup_printf (_("Continue “%s”"), sq_start_page_display_name (info));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->continue_button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                      -1);
    }
}

static void
update_all_games_row (SqStartPage *self)
{
  guint n = self->store != NULL
            ? g_list_model_get_n_items (sq_store_get_games (self->store)) : 0;
  g_autofree char *count = g_strdup_printf ("%u", n);

  gtk_widget_set_visible (GTK_WIDGET (self->all_games_list), n > RECENT_GAMES);
  gtk_label_set_label (self->all_games_count, count);
  if (n == 0 && g_str_equal (gtk_stack_get_visible_child_name (self->pages), "all"))
    gtk_stack_set_visible_child_name (self->pages, "home");
}

static void
update_games (SqStartPage *self)
{
  gboolean has_games;

  g_assert (SQ_IS_START_PAGE (self));

  has_games = self->store != NULL
              && g_list_model_get_n_items (sq_store_get_games (self->store)) > 0;

  gtk_widget_set_visible (GTK_WIDGET (self->games_group), has_games && self->games_shown);
  gtk_widget_set_visible (GTK_WIDGET (self->empty_import_button), !has_games);
  update_all_games_row (self);

  /* The welcome text is for a first visit; once there are games the list
   * matters more than the banner. */
  if (has_games)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->status_page), "compact");
      adw_status_page_set_description (self->status_page,
                                       /* Translators: under the title on the start page */
                                       _("The referee for Shadows over Camelot"));
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->status_page), "compact");
      adw_status_page_set_description (self->status_page,
                                       /* Translators: under the title on the start
                                        * page when there are no saved games yet */
                                       _("Squire referees Shadows over Camelot at your table. "
                                         "Every game is saved after each move, so you can "
                                         "stop and continue whenever you like."));
    }

  update_continue (self);
}

/* After the frame: a row's texts wrap if one does not fit on a line, and
 * keep to one line (which is cheaper to measure) if all fit */
static void
check_rows_fit (gpointer user_data)
{
  SqStartPage *self = SQ_START_PAGE (user_data);

  if (gtk_widget_get_mapped (GTK_WIDGET (self->status_page)))
    sq_chrome_fit_rows (GTK_WIDGET (self->status_page));
}

/* On screen, after the next frame: rows just made (the games come after
 * the first frame) have no width before its layout, and a check already
 * queued would measure the frame before a change */
static void
queue_rows_fit (SqStartPage *self)
{
  GdkFrameClock *frame_clock = NULL;

  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    frame_clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));
  sq_after_frame_queue (&self->rows_fit, frame_clock, TRUE);
}

/* Before the window's first frame, from its size and its screen's: the
 * check after each frame (check_rows_fit()) corrects a wrong guess */
static void
guess_rows_wrap (SqStartPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GdkMonitor *monitor = gdk_display_get_monitor_at_surface (gtk_widget_get_display (GTK_WIDGET (self)),
                                                            self->surface);
  int width = -1;
  int height = -1;

  if (GTK_IS_WINDOW (root))
    gtk_window_get_default_size (GTK_WINDOW (root), &width, &height);
  if (monitor != NULL)
    {
      GdkRectangle geometry;

      gdk_monitor_get_geometry (monitor, &geometry);
      width = width > 0 ? MIN (width, geometry.width) : geometry.width;
    }

  self->rows_wrap = width < WIDE_WINDOW;
  sq_chrome_set_rows_wrap (GTK_WIDGET (self->status_page), self->rows_wrap);
}

static void
on_surface_width_cb (SqStartPage *self)
{
  queue_rows_fit (self);
}

static GtkWidget *
create_row_cb (gpointer item,
               gpointer user_data)
{
  SqStartPage *self = SQ_START_PAGE (user_data);
  GtkWidget *row = sq_game_row_new (SQ_GAME_INFO (item));

  /* at most two lines each, then ellipsized (see sq_chrome_wrap_at_words()) */
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 2);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);
  sq_chrome_set_rows_wrap (row, self->rows_wrap);
  /* a renamed game, or one played since, may need more room */
  g_signal_connect_object (row, "notify::title", G_CALLBACK (queue_rows_fit), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (row, "notify::subtitle", G_CALLBACK (queue_rows_fit), self,
                           G_CONNECT_SWAPPED);
  queue_rows_fit (self);
  return row;
}

/* The latest games and Continue, once the window's first frame is on
 * screen: that frame then costs the same with 1,000 games as with none
 * (docs/performance.md). Until then the games group and Continue are
 * hidden; the rest of the page already follows the folder. The wait for
 * that frame is in sq-start-page-games.c. */
void
sq_start_page_show_games (SqStartPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = GTK_IS_ROOT (root) ? gtk_root_get_focus (root) : NULL;

  if (self->games_shown)
    return;

  self->games_shown = TRUE;
  gtk_list_box_bind_model (self->games_list, G_LIST_MODEL (self->recent),
                           create_row_cb, self, NULL);
  update_games (self);

  /* The first focus went to New Game; Continue now takes it, as it would
   * have had it been there from the start */
  if (focus == GTK_WIDGET (self->new_game_button) &&
      !gtk_widget_has_css_class (focus, "suggested-action"))
    sq_focus_main_action (GTK_WIDGET (self), NULL);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAMES_SHOWN]);
}

/* Callbacks */

static void
on_games_items_changed_cb (SqStartPage *self,
                           guint        position,
                           guint        removed,
                           guint        added,
                           GListModel  *model)
{
  update_games (self);
}

static void
on_continue_info_notify_cb (SqStartPage *self,
                            GParamSpec  *pspec,
                            SqGameInfo  *info)
{
  update_continue (self);
}

static void
on_map_cb (SqStartPage *self)
{
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));

  /* Back from a game: its state and date may have changed */
  update_continue (self);

  if (native != NULL && gtk_native_get_surface (native) != self->surface)
    {
      if (self->surface != NULL)
        g_clear_signal_handler (&self->surface_width_handler, self->surface);
      g_set_weak_pointer (&self->surface, gtk_native_get_surface (native));
      self->surface_width_handler = g_signal_connect_object (self->surface, "notify::width",
                                                             G_CALLBACK (on_surface_width_cb),
                                                             self, G_CONNECT_SWAPPED);
      guess_rows_wrap (self);
    }
  queue_rows_fit (self);
}

/* Actions */

static void
start_show_all_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  SqStartPage *self = SQ_START_PAGE (widget);
  SqGamesView *view = sq_games_view_ensure (self->games_bin, self->store);

  sq_games_view_reset (view);
  gtk_stack_set_visible_child_name (self->pages, "all");
  gtk_widget_grab_focus (GTK_WIDGET (view));
}

static void
start_show_home_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  SqStartPage *self = SQ_START_PAGE (widget);

  gtk_stack_set_visible_child_name (self->pages, "home");
  gtk_widget_grab_focus (GTK_WIDGET (self->all_games_list));
}

static void
start_new_game_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  g_signal_emit (widget, signals[NEW_GAME], 0);
}

static void
start_continue_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  SqStartPage *self = SQ_START_PAGE (widget);
  SqGameInfo *info;

  if (self->store == NULL)
    return;

  info = sq_store_get_last_unfinished (self->store);
  if (info != NULL)
    g_signal_emit (self, signals[OPEN_GAME], 0, sq_game_info_get_id (info));
}

static void
start_open_game_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  SqStartPage *self = SQ_START_PAGE (widget);
  SqGameInfo *info = sq_start_page_lookup_game (self, parameter);

  /* the row disables Open for a damaged file; this covers a stale menu */
  if (info == NULL || sq_game_info_get_damaged (info))
    return;

  g_signal_emit (self, signals[OPEN_GAME], 0, sq_game_info_get_id (info));
}

static void
start_open_rules_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  g_signal_emit (widget, signals[OPEN_RULES], 0);
}

static void
start_open_legends_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  g_signal_emit (widget, signals[OPEN_LEGENDS], 0);
}

/* GtkWidget overrides */

static void
sq_start_page_realize (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (sq_start_page_parent_class)->realize (widget);

  sq_start_page_wait_for_first_frame (SQ_START_PAGE (widget));
}

static void
sq_start_page_unrealize (GtkWidget *widget)
{
  sq_after_frame_cancel (&SQ_START_PAGE (widget)->games_wait);
  sq_after_frame_cancel (&SQ_START_PAGE (widget)->rows_fit);

  GTK_WIDGET_CLASS (sq_start_page_parent_class)->unrealize (widget);
}

/* GObject overrides */

static void
sq_start_page_dispose (GObject *object)
{
  SqStartPage *self = SQ_START_PAGE (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);

  sq_start_page_set_store (self, NULL);
  sq_after_frame_cancel (&self->rows_fit);
  sq_after_frame_cancel (&self->games_wait);
  if (self->surface != NULL)
    g_clear_signal_handler (&self->surface_width_handler, self->surface);
  g_clear_weak_pointer (&self->surface);
  if (self->games_list != NULL)
    gtk_list_box_bind_model (self->games_list, NULL, NULL, NULL, NULL);
  g_clear_object (&self->recent);
  g_clear_object (&self->continue_signals);

  /* The toast overlay is both AdwBin's child and a template child: let
   * AdwBin drop it first, or both would unparent it */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), SQ_TYPE_START_PAGE);

  G_OBJECT_CLASS (sq_start_page_parent_class)->dispose (object);
}

static void
sq_start_page_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SqStartPage *self = SQ_START_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;

    case PROP_GAMES_SHOWN:
      g_value_set_boolean (value, self->games_shown);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_start_page_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SqStartPage *self = SQ_START_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      sq_start_page_set_store (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "start.new-game", NULL, start_new_game_cb);
  gtk_widget_class_install_action (widget_class, "start.continue", NULL, start_continue_cb);
  gtk_widget_class_install_action (widget_class, "start.open-game", "s", start_open_game_cb);
  sq_start_page_install_file_actions (widget_class);
  gtk_widget_class_install_action (widget_class, "start.open-rules", NULL, start_open_rules_cb);
  gtk_widget_class_install_action (widget_class, "start.show-all", NULL, start_show_all_cb);
  gtk_widget_class_install_action (widget_class, "start.show-home", NULL, start_show_home_cb);
  gtk_widget_class_install_action (widget_class, "start.open-legends", NULL,
                                   start_open_legends_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK,
                                       "start.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK,
                                       "start.import", NULL);
}

static void
sq_start_page_class_init (SqStartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_start_page_dispose;
  object_class->get_property = sq_start_page_get_property;
  object_class->set_property = sq_start_page_set_property;
  widget_class->realize = sq_start_page_realize;
  widget_class->unrealize = sq_start_page_unrealize;

  /**
   * SqStartPage:store: (nullable)
   *
   * The games folder the page lists and acts on. The page does not
   * refresh it: the owner calls sq_store_refresh() when it sees fit.
   */
  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL,
                         SQ_TYPE_STORE,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * SqStartPage:games-shown:
   *
   * Whether the page shows its latest games and Continue: from the end
   * of its window's first frame on, so that the first frame does without
   * them. A page that is never on screen never shows them.
   */
  properties[PROP_GAMES_SHOWN] =
    g_param_spec_boolean ("games-shown", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SqStartPage::new-game:
   *
   * The players want to set up a new game.
   */
  signals[NEW_GAME] =
    g_signal_new ("new-game",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * SqStartPage::open-game:
   * @id: the store id of the game to open; never a damaged one
   *
   * The players want to continue a saved game.
   */
  signals[OPEN_GAME] =
    g_signal_new ("open-game",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * SqStartPage::open-rules:
   *
   * The players want to read the rules reference.
   */
  signals[OPEN_RULES] =
    g_signal_new ("open-rules",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * SqStartPage::open-legends:
   *
   * The players want the Camelot Legends companion.
   */
  signals[OPEN_LEGENDS] =
    g_signal_new ("open-legends",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, SqStartPage, all_games_count);
  gtk_widget_class_bind_template_child (widget_class, SqStartPage, all_games_list);
  gtk_widget_class_bind_template_child (widget_class, SqStartPage, continue_button);
  gtk_widget_class_bind_template_child (widget_class, SqStartPage, continue_date_label);
  gtk_widget_class_bind_template_child (widget_class, SqStartPage, continue_name_label);
  gtk_widget_class_bind_template_child (widget_class, SqStartPage, empty_import_button);
  gtk_widget_class_bind_template_child (widget_class, SqStartPage, games_group);
  gtk_widget_class_bind_template_child (widget_class, SqStartPage, games_list);
  gtk_widget_class_bind_template_child (widget_class, SqStartPage, games_bin);
  gtk_widget_class_bind_template_child (widget_class, SqStartPage, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, SqStartPage, pages);
  gtk_widget_class_bind_template_child (widget_class, SqStartPage, status_page);
  gtk_widget_class_bind_template_child (widget_class, SqStartPage, toast_overlay);

  install_actions (widget_class);

  g_type_ensure (SQ_TYPE_GAME_ROW);
  g_type_ensure (SQ_TYPE_GAMES_VIEW);
}

static void
sq_start_page_init (SqStartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  sq_chrome_wrap_at_words (GTK_WIDGET (self->status_page));
  sq_chrome_widths_without_heights (GTK_WIDGET (self->status_page));
  self->rows_wrap = TRUE;
  sq_after_frame_init (&self->rows_fit, G_PRIORITY_DEFAULT_IDLE, check_rows_fit, self);
  sq_after_frame_init (&self->games_wait, G_PRIORITY_HIGH_IDLE,
                       (SqAfterFrameFunc) sq_start_page_show_games, self);

  /* bound in show_games(), after the first frame */
  self->recent = gtk_slice_list_model_new (NULL, 0, RECENT_GAMES);

  self->continue_signals = g_signal_group_new (SQ_TYPE_GAME_INFO);
  g_signal_group_connect_object (self->continue_signals, "notify",
                                 G_CALLBACK (on_continue_info_notify_cb), self,
                                 G_CONNECT_SWAPPED);

  g_signal_connect (self, "map", G_CALLBACK (on_map_cb), NULL);

  update_games (self);
}

/* Public API */

/**
 * sq_start_page_new:
 * @store: (nullable): the games folder to list
 *
 * Returns: (transfer floating): a new #SqStartPage
 */
GtkWidget *
sq_start_page_new (SqStore *store)
{
  g_return_val_if_fail (store == NULL || SQ_IS_STORE (store), NULL);

  return g_object_new (SQ_TYPE_START_PAGE, "store", store, NULL);
}

/**
 * sq_start_page_get_store:
 * @self: a #SqStartPage
 *
 * Returns: (transfer none) (nullable): the games folder the page lists
 */
SqStore *
sq_start_page_get_store (SqStartPage *self)
{
  g_return_val_if_fail (SQ_IS_START_PAGE (self), NULL);

  return self->store;
}

/**
 * sq_start_page_set_store:
 * @self: a #SqStartPage
 * @store: (nullable): the games folder to list
 */
void
sq_start_page_set_store (SqStartPage *self,
                         SqStore     *store)
{
  g_return_if_fail (SQ_IS_START_PAGE (self));
  g_return_if_fail (store == NULL || SQ_IS_STORE (store));

  if (self->store == store)
    return;

  if (self->store != NULL)
    g_signal_handlers_disconnect_by_func (sq_store_get_games (self->store),
                                          on_games_items_changed_cb, self);
  g_set_object (&self->store, store);
  adw_bin_set_child (self->games_bin, NULL);

  if (store != NULL)
    {
      g_signal_connect_object (sq_store_get_games (store), "items-changed",
                               G_CALLBACK (on_games_items_changed_cb), self,
                               G_CONNECT_SWAPPED);
      gtk_slice_list_model_set_model (self->recent, sq_store_get_games (store));
    }
  else
    {
      gtk_slice_list_model_set_model (self->recent, NULL);
    }

  update_games (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STORE]);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Three views in a stack: "setup", "tracker" and "end" (the victory
 * point table, SqLegendsScoreView). The page owns the game and the view
 * follows it; the tracker, the table and the points table follow the
 * game on their own. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-legends-page-private.h"
#include "sq-legends-widgets.h"

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqLegendsPage, sq_legends_page, ADW_TYPE_BIN)

/* Properties and signals */

enum
{
  PROP_0,
  PROP_DIRECTORY,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Auxiliary functions */

static void
set_view (SqLegendsPage *self,
          const char    *view)
{
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->view_stack), view) != 0)
    gtk_stack_set_visible_child_name (self->view_stack, view);
}

/* The page's Undo and Redo follow its game's; the window's header
 * follows the game itself (an SqRecordGame), not the page. */
static void
update_undo (SqLegendsPage *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "legends.undo",
                                 self->game != NULL && sq_legends_game_get_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "legends.redo",
                                 self->game != NULL && sq_legends_game_get_can_redo (self->game));
}

/* The view follows the game: its end once it is over, the turn while it
 * runs; an undone end goes back to the points table */
static void
follow_game (SqLegendsPage *self)
{
  gboolean finished = self->game != NULL && sq_legends_game_get_finished (self->game);
  const SqLegendsState *state = self->game != NULL ? sq_legends_game_get_state (self->game) : NULL;

  if (self->game == NULL)
    set_view (self, "setup");
  else if (finished)
    {
      self->resolving = FALSE;
      set_view (self, "end");
    }
  else if (self->was_finished)
    {
      self->resolving = TRUE;
      set_view (self, "end");
    }
  else if (self->resolving && state->final_drawn)
    set_view (self, "end");
  else
    {
      self->resolving = FALSE;
      set_view (self, "tracker");
    }

  self->was_finished = finished;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "legends.resolve",
                                 state != NULL && state->final_drawn && !finished);
}

/* Callbacks */

static void
on_game_changed_cb (SqLegendsGame *game,
                    SqLegendsPage *self)
{
  follow_game (self);
}

static void
on_game_undo_notify_cb (SqLegendsGame *game,
                        GParamSpec    *pspec,
                        SqLegendsPage *self)
{
  update_undo (self);
}

static void
on_map_cb (SqLegendsPage *self)
{
  if (g_strcmp0 (sq_legends_page_get_view (self), "setup") == 0)
    sq_legends_page_refresh_continue (self);
}

/* Actions */

static void
start_cb (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  SqLegendsPage *self = SQ_LEGENDS_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (!sq_legends_page_start (self, &error))
    sq_legends_reason_set_error (self->setup_reason, error);
}

static void
continue_cb (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SqLegendsPage *self = SQ_LEGENDS_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (!sq_legends_page_continue_last (self, &error))
    sq_legends_reason_set_error (self->setup_reason, error);
}

static void
undo_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  SqLegendsPage *self = SQ_LEGENDS_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (!sq_legends_page_undo (self, &error))
    sq_legends_reason_set_error (SQ_LEGENDS_REASON (sq_legends_tracker_get_part (self->tracker,
                                                                                 "refusal")),
                                 error);
}

static void
redo_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  SqLegendsPage *self = SQ_LEGENDS_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (!sq_legends_page_redo (self, &error))
    sq_legends_reason_set_error (SQ_LEGENDS_REASON (sq_legends_tracker_get_part (self->tracker,
                                                                                 "refusal")),
                                 error);
}

static void
resolve_cb (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  SqLegendsPage *self = SQ_LEGENDS_PAGE (widget);

  self->resolving = TRUE;
  follow_game (self);
}

static void
back_to_tracker_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  SqLegendsPage *self = SQ_LEGENDS_PAGE (widget);

  self->resolving = FALSE;
  follow_game (self);
}

static void
new_cb (GtkWidget  *widget,
        const char *action_name,
        GVariant   *parameter)
{
  sq_legends_page_show_setup (SQ_LEGENDS_PAGE (widget));
}

/* GObject overrides */

static void
sq_legends_page_dispose (GObject *object)
{
  SqLegendsPage *self = SQ_LEGENDS_PAGE (object);

  if (self->scan != NULL)
    g_cancellable_cancel (self->scan);
  g_clear_object (&self->scan);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);

  /* the view stack is both the bin's child and a template child */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), SQ_TYPE_LEGENDS_PAGE);

  G_OBJECT_CLASS (sq_legends_page_parent_class)->dispose (object);
}

static void
sq_legends_page_finalize (GObject *object)
{
  SqLegendsPage *self = SQ_LEGENDS_PAGE (object);

  g_free (self->directory);
  g_free (self->continue_id);

  G_OBJECT_CLASS (sq_legends_page_parent_class)->finalize (object);
}

static void
sq_legends_page_constructed (GObject *object)
{
  SqLegendsPage *self = SQ_LEGENDS_PAGE (object);

  G_OBJECT_CLASS (sq_legends_page_parent_class)->constructed (object);

  sq_legends_page_refresh_continue (self);
}

static void
sq_legends_page_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  SqLegendsPage *self = SQ_LEGENDS_PAGE (object);

  switch (prop_id)
    {
    case PROP_DIRECTORY:
      g_value_set_string (value, self->directory);
      break;

    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_legends_page_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  SqLegendsPage *self = SQ_LEGENDS_PAGE (object);

  switch (prop_id)
    {
    case PROP_DIRECTORY:
      self->directory = g_value_dup_string (value);
      break;

    case PROP_GAME:
      sq_legends_page_set_game (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, SqLegendsPage, name)

static void
sq_legends_page_class_init (SqLegendsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_legends_page_dispose;
  object_class->finalize = sq_legends_page_finalize;
  object_class->constructed = sq_legends_page_constructed;
  object_class->get_property = sq_legends_page_get_property;
  object_class->set_property = sq_legends_page_set_property;

  /**
   * SqLegendsPage:directory: (nullable)
   *
   * The Legends folder the games are saved in; %NULL keeps them in memory.
   */
  properties[PROP_DIRECTORY] =
    g_param_spec_string ("directory", NULL, NULL, NULL,
                         (G_PARAM_READWRITE |
                          G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_STATIC_STRINGS));

  properties[PROP_GAME] = sq_legends_game_param_spec ();

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SqLegendsPage::show-rule:
   * @rule_id: a rule id of sq-legends-rule-ids.h, to open in the rules
   *   reference
   */
  sq_legends_show_rule_signal_new (G_TYPE_FROM_CLASS (klass));

  g_type_ensure (SQ_TYPE_LEGENDS_REASON);
  g_type_ensure (SQ_TYPE_LEGENDS_SCORE_VIEW);
  g_type_ensure (SQ_TYPE_LEGENDS_TRACKER);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-legends-page.ui");
  BIND (continue_group);
  BIND (continue_row);
  BIND (excalibur_spin);
  BIND (first_list);
  BIND (first_row);
  BIND (heraldic_switch);
  BIND (high_king_spin);
  BIND (love_potion_spin);
  BIND (players_group);
  BIND (players_spin);
  BIND (preparation_label);
  BIND (score_view);
  BIND (setup_reason);
  BIND (tracker);
  BIND (view_stack);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_setup_changed_cb",
                                                G_CALLBACK (sq_legends_page_on_setup_changed));
  gtk_widget_class_bind_template_callback_full (widget_class, "on_show_rule_cb",
                                                G_CALLBACK (sq_legends_pass_on_show_rule));

  gtk_widget_class_install_action (widget_class, "legends.start", NULL, start_cb);
  gtk_widget_class_install_action (widget_class, "legends.continue", NULL, continue_cb);
  gtk_widget_class_install_action (widget_class, "legends.undo", NULL, undo_cb);
  gtk_widget_class_install_action (widget_class, "legends.redo", NULL, redo_cb);
  gtk_widget_class_install_action (widget_class, "legends.resolve", NULL, resolve_cb);
  gtk_widget_class_install_action (widget_class, "legends.back-to-tracker", NULL,
                                   back_to_tracker_cb);
  gtk_widget_class_install_action (widget_class, "legends.new", NULL, new_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "legends.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "legends.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "legends.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "legends.start", NULL);
}

#undef BIND

static void
sq_legends_page_init (SqLegendsPage *self)
{
  self->syncing = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  sq_legends_page_build_seat_rows (self);
  self->syncing = FALSE;

  sq_legends_page_sync_setup (self);
  g_signal_connect (self, "map", G_CALLBACK (on_map_cb), NULL);

  self->game_signals = g_signal_group_new (SQ_TYPE_LEGENDS_GAME);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (on_game_changed_cb), self, G_CONNECT_DEFAULT);
  g_signal_group_connect_object (self->game_signals, "notify::can-undo",
                                 G_CALLBACK (on_game_undo_notify_cb), self, G_CONNECT_DEFAULT);
  g_signal_group_connect_object (self->game_signals, "notify::can-redo",
                                 G_CALLBACK (on_game_undo_notify_cb), self, G_CONNECT_DEFAULT);
  g_signal_group_connect_object (self->game_signals, "save-failed",
                                 G_CALLBACK (sq_legends_page_on_save_failed), self,
                                 G_CONNECT_SWAPPED);
  update_undo (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "legends.resolve", FALSE);
}

/* Public API */

/**
 * sq_legends_page_new:
 * @directory: (nullable): the Legends folder; %NULL keeps games in memory
 *
 * Returns: (transfer floating): a new #SqLegendsPage
 */
GtkWidget *
sq_legends_page_new (const char *directory)
{
  return g_object_new (SQ_TYPE_LEGENDS_PAGE, "directory", directory, NULL);
}

const char *
sq_legends_page_get_directory (SqLegendsPage *self)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_PAGE (self), NULL);

  return self->directory;
}

/**
 * sq_legends_page_get_game:
 *
 * Returns: (transfer none) (nullable): the game on the page
 */
SqLegendsGame *
sq_legends_page_get_game (SqLegendsPage *self)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_PAGE (self), NULL);

  return self->game;
}

/**
 * sq_legends_page_set_game:
 * @game: (nullable): a game, or %NULL for the setup
 *
 * Shows @game where it stands: the tracker, or its end.
 */
void
sq_legends_page_set_game (SqLegendsPage *self,
                          SqLegendsGame *game)
{
  g_return_if_fail (SQ_IS_LEGENDS_PAGE (self));
  g_return_if_fail (game == NULL || SQ_IS_LEGENDS_GAME (game));

  if (self->game == game)
    return;

  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);

  self->resolving = FALSE;
  self->was_finished = game != NULL && sq_legends_game_get_finished (game);
  sq_legends_reason_set_error (self->setup_reason, NULL);
  sq_legends_tracker_set_game (self->tracker, game);
  sq_legends_score_view_set_game (self->score_view, game);
  follow_game (self);
  update_undo (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * sq_legends_page_get_view:
 *
 * Returns: "setup", "tracker" or "end"
 */
const char *
sq_legends_page_get_view (SqLegendsPage *self)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_PAGE (self), NULL);

  return gtk_stack_get_visible_child_name (self->view_stack);
}

/**
 * sq_legends_page_set_seed:
 * @seed: the seed of the games started, or 0 for a new one each time
 *
 * For tests: the seed picks the first player (when at random) and the
 * face-down final event's place.
 */
void
sq_legends_page_set_seed (SqLegendsPage *self,
                          guint64        seed)
{
  g_return_if_fail (SQ_IS_LEGENDS_PAGE (self));

  self->seed = seed;
}

/* Back to the setup, for a new game; the last unfinished one is offered */
void
sq_legends_page_show_setup (SqLegendsPage *self)
{
  g_return_if_fail (SQ_IS_LEGENDS_PAGE (self));

  sq_legends_reason_set_error (self->setup_reason, NULL);
  sq_legends_page_refresh_continue (self);
  set_view (self, "setup");
}

/**
 * sq_legends_page_start:
 * @error: a refusal of the setup (%SQ_LEGENDS_ERROR) or a failed save
 *
 * Starts the game set up on the page, saved in the page's folder.
 *
 * Returns: %TRUE on success
 */
gboolean
sq_legends_page_start (SqLegendsPage  *self,
                       GError        **error)
{
  g_autoptr(SqLegendsGame) game = NULL;
  g_auto(GStrv) names = g_new0 (char *, SQ_LEGENDS_MAX_PLAYERS + 1);
  SqLegendsSetup setup;

  g_return_val_if_fail (SQ_IS_LEGENDS_PAGE (self), FALSE);

  sq_legends_page_get_setup (self, &setup, names);
  game = sq_legends_game_new (self->directory, &setup, (const char * const *) names, error);
  if (game == NULL)
    return FALSE;

  sq_legends_page_set_game (self, game);
  return TRUE;
}

/**
 * sq_legends_page_continue_last:
 *
 * Opens the last unfinished game of the folder where it was left, as
 * found by the search the page runs when it is shown (the Continue row is
 * on show once it is over).
 *
 * Returns: %TRUE on success
 */
gboolean
sq_legends_page_continue_last (SqLegendsPage  *self,
                               GError        **error)
{
  g_autoptr(SqLegendsGame) game = NULL;

  g_return_val_if_fail (SQ_IS_LEGENDS_PAGE (self), FALSE);

  /* the game the search found, when it is over */
  if (self->continue_id == NULL)
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                           _("There is no unfinished Camelot Legends game to continue."));
      return FALSE;
    }

  if (self->game != NULL && g_strcmp0 (self->continue_id, sq_legends_game_get_id (self->game)) == 0)
    {
      follow_game (self);
      return TRUE;
    }

  game = sq_legends_game_open (self->directory, self->continue_id, error);
  if (game == NULL)
    return FALSE;

  sq_legends_page_set_game (self, game);
  return TRUE;
}

gboolean
sq_legends_page_undo (SqLegendsPage  *self,
                      GError        **error)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_PAGE (self), FALSE);

  if (self->game == NULL)
    return TRUE;

  return sq_legends_game_undo (self->game, error);
}

gboolean
sq_legends_page_redo (SqLegendsPage  *self,
                      GError        **error)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_PAGE (self), FALSE);

  if (self->game == NULL)
    return TRUE;

  return sq_legends_game_redo (self->game, error);
}

/**
 * sq_legends_page_get_part:
 * @name: "tracker", "players-spin", "first-row", "heraldic-switch",
 *   "high-king-spin", "excalibur-spin", "love-potion-spin",
 *   "continue-group", "setup-reason", "preparation-label",
 *   "end-title-label", "winner-label", "finish-reason" or "vp-list"
 *
 * For tests and screenshots: one of the page's widgets.
 *
 * Returns: (transfer none) (nullable): the widget
 */
GtkWidget *
sq_legends_page_get_part (SqLegendsPage *self,
                          const char    *name)
{
  static const SqLegendsPart parts[] = {
    { "tracker", G_STRUCT_OFFSET (SqLegendsPage, tracker) },
    { "players-spin", G_STRUCT_OFFSET (SqLegendsPage, players_spin) },
    { "first-row", G_STRUCT_OFFSET (SqLegendsPage, first_row) },
    { "heraldic-switch", G_STRUCT_OFFSET (SqLegendsPage, heraldic_switch) },
    { "high-king-spin", G_STRUCT_OFFSET (SqLegendsPage, high_king_spin) },
    { "excalibur-spin", G_STRUCT_OFFSET (SqLegendsPage, excalibur_spin) },
    { "love-potion-spin", G_STRUCT_OFFSET (SqLegendsPage, love_potion_spin) },
    { "continue-group", G_STRUCT_OFFSET (SqLegendsPage, continue_group) },
    { "setup-reason", G_STRUCT_OFFSET (SqLegendsPage, setup_reason) },
    { "preparation-label", G_STRUCT_OFFSET (SqLegendsPage, preparation_label) },
  };

  GtkWidget *part;

  g_return_val_if_fail (SQ_IS_LEGENDS_PAGE (self), NULL);

  part = sq_legends_find_part (self, parts, G_N_ELEMENTS (parts), name);

  return part != NULL ? part : sq_legends_score_view_get_part (self->score_view, name);
}

/* The points the final event gives @seat, in the victory point table */
void
sq_legends_page_set_final_points (SqLegendsPage *self,
                                  guint          seat,
                                  guint          points)
{
  g_return_if_fail (SQ_IS_LEGENDS_PAGE (self));

  sq_legends_score_view_set_final_points (self->score_view, seat, points);
}

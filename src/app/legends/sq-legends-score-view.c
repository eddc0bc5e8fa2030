/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* While the game is not over, the table previews the result by resolving
 * the final event on a copy of the state with the points entered, so the
 * totals and the winners shown are the engine's own. */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sq-legends-reason.h"
#include "sq-legends-score-view.h"
#include "sq-legends-text.h"
#include "sq-legends-widgets.h"

/* Struct */

struct _SqLegendsScoreView
{
  AdwBin            parent_instance;

  SqLegendsGame    *game;
  gulong            changed_handler;
  gboolean          syncing;

  GtkWidget        *vp_rows[SQ_LEGENDS_MAX_PLAYERS];
  GtkSpinButton    *vp_spins[SQ_LEGENDS_MAX_PLAYERS];
  GtkLabel         *vp_totals[SQ_LEGENDS_MAX_PLAYERS];

  /* Template widgets */
  GtkWidget        *back_button;
  GtkLabel         *end_hint_label;
  GtkLabel         *end_title_label;
  GtkWidget        *finish_button;
  SqLegendsReason  *finish_reason;
  GtkWidget        *new_button;
  GtkListBox       *vp_list;
  GtkLabel         *winner_label;
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqLegendsScoreView, sq_legends_score_view, ADW_TYPE_BIN)

/* Properties and signals */

enum
{
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void rebuild (SqLegendsScoreView *self);

/* Auxiliary functions */

static void
build_vp_rows (SqLegendsScoreView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->vp_list))) != NULL)
    gtk_list_box_remove (self->vp_list, child);
  memset (self->vp_rows, 0, sizeof self->vp_rows);
  memset (self->vp_spins, 0, sizeof self->vp_spins);
  memset (self->vp_totals, 0, sizeof self->vp_totals);

  if (self->game == NULL)
    return;

  for (guint seat = 0; seat < sq_legends_game_get_state (self->game)->n_players; seat++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *spin = gtk_spin_button_new_with_range (0, SQ_LEGENDS_MAX_EXTRA_VP, 1);
      GtkWidget *total = gtk_label_new (NULL);
      g_autofree char *name = NULL;

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      /* Translators: accessible name of the spin button for the points the
       * final event gives a player; %s is the player */
      name = g_strdup_printf (_("Points from the final event for %s"),
                              sq_legends_game_get_name (self->game, seat));
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
      g_signal_connect_object (spin, "value-changed", G_CALLBACK (rebuild),
                               self, G_CONNECT_SWAPPED);
      gtk_widget_add_css_class (total, "title-4");
      gtk_widget_add_css_class (total, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), total);
      gtk_list_box_append (self->vp_list, row);

      self->vp_rows[seat] = row;
      self->vp_spins[seat] = GTK_SPIN_BUTTON (spin);
      self->vp_totals[seat] = GTK_LABEL (total);
    }
}

static void
finish_action (SqLegendsScoreView *self,
               SqLegendsAction    *action)
{
  sq_legends_action_init (action, SQ_LEGENDS_ACTION_RESOLVE_FINAL);
  for (guint seat = 0; seat < SQ_LEGENDS_MAX_PLAYERS; seat++)
    if (self->vp_spins[seat] != NULL)
      action->vp[seat] = gtk_spin_button_get_value_as_int (self->vp_spins[seat]);
}

/* The victory point table: each player's events, special cards and the
 * points entered for the final event, the totals and the winners */
static void
rebuild (SqLegendsScoreView *self)
{
  const SqLegendsState *state;
  const char * const *names;
  g_autoptr(SqLegendsState) preview = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *winners = NULL;
  SqLegendsAction action;
  const SqLegendsState *shown;

  if (self->game == NULL || self->syncing)
    return;

  state = sq_legends_game_get_state (self->game);
  names = sq_legends_game_get_names (self->game);

  if (state->finished)
    shown = state;
  else
    {
      finish_action (self, &action);
      preview = sq_legends_state_copy (state);
      if (!sq_legends_apply (preview, &action, &error))
        g_clear_pointer (&preview, sq_legends_state_free);
      shown = preview;
    }

  for (guint seat = 0; seat < state->n_players && self->vp_rows[seat] != NULL; seat++)
    {
      g_autofree char *title = sq_legends_text_player (names[seat], state->setup.colours[seat]);
      g_autofree char *subtitle = NULL;
      g_autofree char *total = NULL;
      const SqLegendsState *from = shown != NULL ? shown : state;
      gint events = 0;
      gint specials = 0;

      for (guint i = 0; i < from->n_scored; i++)
        if (from->scored_by[i] == (gint) seat)
          events += from->scored[i].vp;
      for (guint i = 0; i < SQ_LEGENDS_N_SPECIALS; i++)
        if (sq_legends_state_get_special_owner (from, i) == (gint) seat)
          specials += state->setup.special_vp[i];

      /* Translators: a player's points in the victory point table, before
       * the final event's: from the events won and the special cards held */
      subtitle = g_strdup_printf (_("Events %1$d · special cards %2$d · final event:"),
                                  events, specials);
      total = shown != NULL ? sq_legends_text_points (sq_legends_state_get_score (shown, seat))
                            : g_strdup ("");

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->vp_rows[seat]), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->vp_rows[seat]), subtitle);
      gtk_label_set_text (self->vp_totals[seat], total);
      gtk_widget_set_sensitive (GTK_WIDGET (self->vp_spins[seat]), !state->finished);
      if (state->finished)
        {
          self->syncing = TRUE;
          gtk_spin_button_set_value (self->vp_spins[seat], state->extra_vp[seat]);
          self->syncing = FALSE;
        }
    }

  if (state->finished)
    {
      winners = sq_legends_text_winners (state, names);
      gtk_label_set_text (self->end_title_label, _("The Game Is Over"));
      gtk_label_set_text (self->end_hint_label,
                          _("Events won and special cards held, with the points the final event "
                            "gave. Undo takes the end back."));
      gtk_label_set_text (self->winner_label, winners);
    }
  else
    {
      gtk_label_set_text (self->end_title_label, _("The Victory Point Table"));
      gtk_label_set_text (self->end_hint_label,
                          _("Enter the points the final event gives each player. Events won and "
                            "special cards held are counted already; characters due to leave at "
                            "the end of the turn go first, with their special cards."));
      if (preview != NULL)
        {
          g_autofree char *text = sq_legends_text_winners (preview, names);

          /* Translators: the victory point table before the game ends; %s
           * says who wins */
          winners = g_strdup_printf (_("With these points: %s"), text);
        }
      gtk_label_set_text (self->winner_label, winners != NULL ? winners : "");
    }

  sq_legends_reason_set_error (self->finish_reason, state->finished ? NULL : error);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.finish",
                                 !state->finished && preview != NULL);
  sq_legends_set_button_visible (self->finish_button, !state->finished);
  sq_legends_set_button_visible (self->back_button, !state->finished);
  sq_legends_set_button_visible (self->new_button, state->finished);
}

/* Callbacks */

static void
on_game_changed_cb (SqLegendsGame      *game,
                    SqLegendsScoreView *self)
{
  rebuild (self);
}

/* Actions */

static void
finish_cb (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  SqLegendsScoreView *self = SQ_LEGENDS_SCORE_VIEW (widget);
  g_autoptr(GError) error = NULL;
  SqLegendsAction action;

  if (self->game == NULL)
    return;

  finish_action (self, &action);
  if (!sq_legends_game_apply (self->game, &action, &error))
    sq_legends_reason_set_error (self->finish_reason, error);
}

/* GObject overrides */

static void
sq_legends_score_view_dispose (GObject *object)
{
  SqLegendsScoreView *self = SQ_LEGENDS_SCORE_VIEW (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_clear_object (&self->game);

  gtk_widget_dispose_template (GTK_WIDGET (self), SQ_TYPE_LEGENDS_SCORE_VIEW);

  G_OBJECT_CLASS (sq_legends_score_view_parent_class)->dispose (object);
}

static void
sq_legends_score_view_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  SqLegendsScoreView *self = SQ_LEGENDS_SCORE_VIEW (object);

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
sq_legends_score_view_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  SqLegendsScoreView *self = SQ_LEGENDS_SCORE_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      sq_legends_score_view_set_game (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_legends_score_view_class_init (SqLegendsScoreViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_legends_score_view_dispose;
  object_class->get_property = sq_legends_score_view_get_property;
  object_class->set_property = sq_legends_score_view_set_property;

  properties[PROP_GAME] = sq_legends_game_param_spec ();

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SqLegendsScoreView::show-rule:
   * @rule_id: the rule to open in the rules reference
   */
  sq_legends_show_rule_signal_new (G_TYPE_FROM_CLASS (klass));

  g_type_ensure (SQ_TYPE_LEGENDS_REASON);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-legends-score-view.ui");
  gtk_widget_class_bind_template_child (widget_class, SqLegendsScoreView, back_button);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsScoreView, end_hint_label);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsScoreView, end_title_label);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsScoreView, finish_button);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsScoreView, finish_reason);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsScoreView, new_button);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsScoreView, vp_list);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsScoreView, winner_label);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_show_rule_cb",
                                                G_CALLBACK (sq_legends_pass_on_show_rule));

  gtk_widget_class_install_action (widget_class, "score.finish", NULL, finish_cb);
}

static void
sq_legends_score_view_init (SqLegendsScoreView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.finish", FALSE);
}

/* Public API */

GtkWidget *
sq_legends_score_view_new (void)
{
  return g_object_new (SQ_TYPE_LEGENDS_SCORE_VIEW, NULL);
}

SqLegendsGame *
sq_legends_score_view_get_game (SqLegendsScoreView *self)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_SCORE_VIEW (self), NULL);

  return self->game;
}

void
sq_legends_score_view_set_game (SqLegendsScoreView *self,
                                SqLegendsGame      *game)
{
  g_return_if_fail (SQ_IS_LEGENDS_SCORE_VIEW (self));
  g_return_if_fail (game == NULL || SQ_IS_LEGENDS_GAME (game));

  if (!sq_legends_follow_game (self, &self->game, &self->changed_handler, game,
                               G_CALLBACK (on_game_changed_cb)))
    return;

  sq_legends_reason_set_error (self->finish_reason, NULL);
  build_vp_rows (self);
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/* The points the final event gives @seat, as the table enters them */
void
sq_legends_score_view_set_final_points (SqLegendsScoreView *self,
                                        guint               seat,
                                        guint               points)
{
  g_return_if_fail (SQ_IS_LEGENDS_SCORE_VIEW (self));
  g_return_if_fail (seat < SQ_LEGENDS_MAX_PLAYERS);
  g_return_if_fail (self->vp_spins[seat] != NULL);

  gtk_spin_button_set_value (self->vp_spins[seat], points);
}

/**
 * sq_legends_score_view_get_part:
 * @name: "end-title-label", "winner-label", "finish-reason" or "vp-list"
 *
 * Returns: (transfer none) (nullable): the widget
 */
GtkWidget *
sq_legends_score_view_get_part (SqLegendsScoreView *self,
                                const char         *name)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_SCORE_VIEW (self), NULL);

  if (g_strcmp0 (name, "end-title-label") == 0)
    return GTK_WIDGET (self->end_title_label);
  if (g_strcmp0 (name, "winner-label") == 0)
    return GTK_WIDGET (self->winner_label);
  if (g_strcmp0 (name, "finish-reason") == 0)
    return GTK_WIDGET (self->finish_reason);
  if (g_strcmp0 (name, "vp-list") == 0)
    return GTK_WIDGET (self->vp_list);

  return NULL;
}

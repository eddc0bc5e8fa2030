/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sq-legends-table-view.h"
#include "sq-legends-text.h"
#include "sq-legends-widgets.h"

/* Struct */

struct _SqLegendsTableView
{
  AdwBin               parent_instance;

  SqLegendsGame       *game;
  gulong               changed_handler;

  GPtrArray           *player_rows;
  GtkWidget           *special_rows[SQ_LEGENDS_N_SPECIALS];
  GtkWidget           *special_points[SQ_LEGENDS_N_SPECIALS];
  AdwPreferencesGroup *location_groups[SQ_LEGENDS_N_LOCATIONS];
  GPtrArray           *location_rows[SQ_LEGENDS_N_LOCATIONS];

  /* Template widgets */
  GtkButton           *back_button;
  GtkBox              *groups_box;
  GtkLabel            *heraldic_label;
  AdwPreferencesGroup *players_group;
  AdwPreferencesGroup *specials_group;
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqLegendsTableView, sq_legends_table_view, ADW_TYPE_BIN)

/* Properties and signals */

enum
{
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Auxiliary functions */

static void
clear_rows (AdwPreferencesGroup *group,
            GPtrArray           *rows)
{
  for (guint i = 0; i < rows->len; i++)
    adw_preferences_group_remove (group, g_ptr_array_index (rows, i));
  g_ptr_array_set_size (rows, 0);
}

static GtkWidget *
points_label (gint points)
{
  g_autofree char *text = sq_legends_text_points (points);
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "heading");
  return label;
}

/* The events a player has scored: “A Tournament” (3 points), … */
static char *
victory_display (const SqLegendsState *state,
                 guint                 seat)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < state->n_scored; i++)
    if (state->scored_by[i] == (gint) seat)
      {
        const SqLegendsEvent *event = &state->scored[i];
        g_autofree char *points = sq_legends_text_points (event->vp);
        const char *name = event->name[0] != '\0'
                           ? event->name : sq_legends_text_event_kind (event->kind);

        /* Translators: an event in a player's victory display and its points,
         * e.g. “A Tournament (3 points)” */
        g_ptr_array_add (items, g_strdup_printf (C_("legends victory display", "%1$s (%2$s)"),
                                                 name, points));
      }

  for (guint i = 0; i < items->len; i++)
    {
      if (i > 0)
        /* Translators: between the events of a victory display */
        g_string_append (text, _(", "));
      g_string_append (text, g_ptr_array_index (items, i));
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
rebuild_players (SqLegendsTableView   *self,
                 const SqLegendsState *state)
{
  const char * const *names = sq_legends_game_get_names (self->game);

  clear_rows (self->players_group, self->player_rows);

  for (guint seat = 0; seat < state->n_players; seat++)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *title = sq_legends_text_player (names[seat], state->setup.colours[seat]);
      g_autofree char *display = victory_display (state, seat);
      g_autoptr(GString) subtitle = g_string_new (NULL);

      /* Translators: the characters in a player's hand */
      g_string_append_printf (subtitle, ngettext ("%u character in hand",
                                                  "%u characters in hand", state->hand[seat]),
                              state->hand[seat]);
      if (display[0] != '\0')
        {
          g_string_append_c (subtitle, '\n');
          /* Translators: the events a player has scored; %s lists them */
          g_string_append_printf (subtitle, _("Victory display: %s"), display);
        }

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle->str);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 points_label (sq_legends_state_get_score (state, seat)));
      adw_preferences_group_add (self->players_group, row);
      g_ptr_array_add (self->player_rows, row);
    }
}

static char *
special_holder (SqLegendsTableView   *self,
                const SqLegendsState *state,
                SqLegendsSpecial      special)
{
  guint holder = state->special_holder[special];
  const SqLegendsCharacter *c;
  g_autofree char *who = NULL;

  if (holder >= SQ_LEGENDS_MAX_TABLE || !state->table[holder].in_play)
    /* Translators: a special card nobody holds */
    return g_strdup (_("In the central area"));

  c = &state->table[holder];
  who = sq_legends_text_character (&c->card);
  /* Translators: who holds a special card: the character, its player and
   * its location, pattern "at-legends-location" ("at Camelot"),
   * e.g. “Sir Gawain (Anna), at Camelot” */
  return g_strdup_printf (_("%1$s (%2$s), %3$s"), who,
                          sq_legends_game_get_name (self->game, c->owner),
                          sq_legends_text_at_location (c->location));
}

static void
rebuild_specials (SqLegendsTableView   *self,
                  const SqLegendsState *state)
{
  for (guint i = 0; i < SQ_LEGENDS_N_SPECIALS; i++)
    {
      g_autofree char *holder = special_holder (self, state, i);
      g_autofree char *points = sq_legends_text_points (state->setup.special_vp[i]);

      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->special_rows[i]), holder);
      gtk_label_set_text (GTK_LABEL (self->special_points[i]), points);
    }
}

/* What the table should know about one character */
static char *
character_marks (const SqLegendsState *state,
                 guint                 id)
{
  const SqLegendsCharacter *c = &state->table[id];
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *scores = sq_legends_text_scores (&c->card, 0);

  g_string_append (text, scores);
  for (guint i = 0; i < SQ_LEGENDS_N_SPECIALS; i++)
    if (state->special_holder[i] == id)
      {
        g_string_append_c (text, '\n');
        /* Translators: a character holds a special card, e.g. “Holds Excalibur” */
        g_string_append_printf (text, _("Holds %s"), sq_legends_text_special (i));
      }
  if (c->discard_at_end)
    {
      g_string_append_c (text, '\n');
      g_string_append (text, _("Leaves at the end of the turn"));
    }
  if (c->text_used)
    {
      g_string_append_c (text, '\n');
      g_string_append (text, _("Optional text used this turn"));
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
rebuild_location (SqLegendsTableView   *self,
                  const SqLegendsState *state,
                  SqLegendsLocation     location)
{
  AdwPreferencesGroup *group = self->location_groups[location];
  GPtrArray *rows = self->location_rows[location];
  const char * const *names = sq_legends_game_get_names (self->game);
  gboolean any = FALSE;

  clear_rows (group, rows);
  gtk_widget_set_visible (GTK_WIDGET (group),
                          location != SQ_LEGENDS_LOCATION_FINAL || state->final_drawn);

  for (guint seat = 0; seat < state->n_players; seat++)
    {
      guint size = sq_legends_state_get_company_size (state, seat, location);
      GtkWidget *row;
      SqLegendsCard totals;
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;

      if (size == 0)
        continue;
      any = TRUE;

      memset (&totals, 0, sizeof totals);
      for (guint a = 0; a < SQ_LEGENDS_N_ABILITIES; a++)
        totals.scores[a] = CLAMP (sq_legends_state_get_company_total (state, seat, location, a),
                                  G_MININT8, G_MAXINT8);

      /* Translators: a company: a player and how many characters they have
       * at a location, e.g. “Anna: 2 characters” */
      title = g_strdup_printf (ngettext ("%1$s: %2$u character", "%1$s: %2$u characters", size),
                               names[seat], size);
      subtitle = sq_legends_text_scores (&totals, 0);

      row = adw_expander_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);

      for (guint id = 0; id < SQ_LEGENDS_MAX_TABLE; id++)
        {
          const SqLegendsCharacter *c = &state->table[id];
          GtkWidget *child;
          g_autofree char *name = NULL;
          g_autofree char *marks = NULL;

          if (!c->in_play || c->owner != (gint) seat || c->location != location)
            continue;

          name = sq_legends_text_character (&c->card);
          marks = character_marks (state, id);
          child = adw_action_row_new ();
          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (child), FALSE);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (child), name);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (child), marks);
          adw_expander_row_add_row (ADW_EXPANDER_ROW (row), child);
        }

      adw_preferences_group_add (group, row);
      g_ptr_array_add (rows, row);
    }

  adw_preferences_group_set_description (group, any ? NULL : _("No characters here"));
}

static void
rebuild (SqLegendsTableView *self)
{
  const SqLegendsState *state;
  g_autofree char *heraldic = NULL;

  if (self->game == NULL)
    return;

  state = sq_legends_game_get_state (self->game);
  rebuild_players (self, state);
  rebuild_specials (self, state);
  for (guint l = 0; l < SQ_LEGENDS_N_LOCATIONS; l++)
    rebuild_location (self, state, l);

  heraldic = sq_legends_text_heraldic (state);
  gtk_label_set_text (self->heraldic_label, heraldic != NULL ? heraldic : "");
  gtk_widget_set_visible (GTK_WIDGET (self->heraldic_label), heraldic != NULL);
}

/* Callbacks */

static void
on_game_changed_cb (SqLegendsGame      *game,
                    SqLegendsTableView *self)
{
  rebuild (self);
}

/* GObject overrides */

static void
sq_legends_table_view_dispose (GObject *object)
{
  SqLegendsTableView *self = SQ_LEGENDS_TABLE_VIEW (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_clear_object (&self->game);

  gtk_widget_dispose_template (GTK_WIDGET (self), SQ_TYPE_LEGENDS_TABLE_VIEW);

  G_OBJECT_CLASS (sq_legends_table_view_parent_class)->dispose (object);
}

static void
sq_legends_table_view_finalize (GObject *object)
{
  SqLegendsTableView *self = SQ_LEGENDS_TABLE_VIEW (object);

  g_clear_pointer (&self->player_rows, g_ptr_array_unref);
  for (guint l = 0; l < SQ_LEGENDS_N_LOCATIONS; l++)
    g_clear_pointer (&self->location_rows[l], g_ptr_array_unref);

  G_OBJECT_CLASS (sq_legends_table_view_parent_class)->finalize (object);
}

static void
sq_legends_table_view_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  SqLegendsTableView *self = SQ_LEGENDS_TABLE_VIEW (object);

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
sq_legends_table_view_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  SqLegendsTableView *self = SQ_LEGENDS_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      sq_legends_table_view_set_game (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_legends_table_view_class_init (SqLegendsTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_legends_table_view_dispose;
  object_class->finalize = sq_legends_table_view_finalize;
  object_class->get_property = sq_legends_table_view_get_property;
  object_class->set_property = sq_legends_table_view_set_property;

  properties[PROP_GAME] = sq_legends_game_param_spec ();

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-legends-table-view.ui");
  gtk_widget_class_bind_template_child (widget_class, SqLegendsTableView, back_button);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsTableView, groups_box);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsTableView, heraldic_label);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsTableView, players_group);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsTableView, specials_group);
}

static void
sq_legends_table_view_init (SqLegendsTableView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->player_rows = g_ptr_array_new ();

  for (guint i = 0; i < SQ_LEGENDS_N_SPECIALS; i++)
    {
      self->special_rows[i] = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->special_rows[i]), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->special_rows[i]),
                                     sq_legends_text_special (i));
      self->special_points[i] = points_label (0);
      adw_action_row_add_suffix (ADW_ACTION_ROW (self->special_rows[i]), self->special_points[i]);
      adw_preferences_group_add (self->specials_group, self->special_rows[i]);
    }

  for (guint l = 0; l < SQ_LEGENDS_N_LOCATIONS; l++)
    {
      self->location_groups[l] = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
      adw_preferences_group_set_title (self->location_groups[l], sq_legends_text_location (l));
      gtk_box_append (self->groups_box, GTK_WIDGET (self->location_groups[l]));
      self->location_rows[l] = g_ptr_array_new ();
    }
  gtk_widget_set_visible (GTK_WIDGET (self->location_groups[SQ_LEGENDS_LOCATION_FINAL]), FALSE);
}

/* Public API */

GtkWidget *
sq_legends_table_view_new (void)
{
  return g_object_new (SQ_TYPE_LEGENDS_TABLE_VIEW, NULL);
}

SqLegendsGame *
sq_legends_table_view_get_game (SqLegendsTableView *self)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_TABLE_VIEW (self), NULL);

  return self->game;
}

void
sq_legends_table_view_set_game (SqLegendsTableView *self,
                                SqLegendsGame      *game)
{
  g_return_if_fail (SQ_IS_LEGENDS_TABLE_VIEW (self));
  g_return_if_fail (game == NULL || SQ_IS_LEGENDS_GAME (game));

  if (!sq_legends_follow_game (self, &self->game, &self->changed_handler, game,
                               G_CALLBACK (on_game_changed_cb)))
    return;

  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/* On a narrow screen the table is a page of its own, with a way back */
void
sq_legends_table_view_set_show_back (SqLegendsTableView *self,
                                     gboolean            show_back)
{
  g_return_if_fail (SQ_IS_LEGENDS_TABLE_VIEW (self));

  gtk_widget_set_visible (GTK_WIDGET (self->back_button), show_back);
}

/**
 * sq_legends_table_view_dup_special_text:
 *
 * For tests: who holds @special, as the view says it.
 *
 * Returns: (transfer full): the text
 */
char *
sq_legends_table_view_dup_special_text (SqLegendsTableView *self,
                                        SqLegendsSpecial    special)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_TABLE_VIEW (self), NULL);
  g_return_val_if_fail (special < SQ_LEGENDS_N_SPECIALS, NULL);

  return g_strdup (adw_action_row_get_subtitle (ADW_ACTION_ROW (self->special_rows[special])));
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The page's "setup" view: the seats (a name and a colour each, one
 * colour a seat), the first player, the points of the special cards and
 * the options, read into an SqLegendsSetup; and the Continue row, which
 * offers the last unfinished game of the folder once a search off the
 * main thread has found it. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-legends-page-private.h"
#include "sq-legends-text.h"

/* Auxiliary functions */

static guint
get_n_players (SqLegendsPage *self)
{
  return CLAMP (gtk_spin_button_get_value_as_int (self->players_spin),
                SQ_LEGENDS_MIN_PLAYERS, SQ_LEGENDS_MAX_PLAYERS);
}

/* The name typed for @seat, or the default one */
static char *
dup_typed_name (SqLegendsPage *self,
                guint          seat)
{
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->name_rows[seat]));
  g_autofree char *name = g_strstrip (g_strdup (typed));

  if (name[0] == '\0')
    return sq_legends_text_default_player (seat);

  return g_steal_pointer (&name);
}

static gboolean
same_strings (GListModel *list,
              GPtrArray  *strings)
{
  if (g_list_model_get_n_items (list) != strings->len)
    return FALSE;

  for (guint i = 0; i < strings->len; i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (list), i), strings->pdata[i]) != 0)
      return FALSE;

  return TRUE;
}

/* Callbacks */

static void
on_continue_found_cb (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autoptr(SqLegendsPage) self = user_data;
  g_autoptr(SqLegendsGame) game = NULL;
  g_autoptr(GError) error = NULL;

  game = sq_legends_game_find_last_unfinished_finish (result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  g_clear_object (&self->scan);
  sq_legends_page_show_continue (self, game);
}

static void
on_colour_selected_cb (GtkDropDown   *drop,
                       GParamSpec    *pspec,
                       SqLegendsPage *self)
{
  guint colour = gtk_drop_down_get_selected (drop);
  guint seat;

  if (self->syncing || colour >= SQ_LEGENDS_N_COLOURS)
    return;

  for (seat = 0; seat < SQ_LEGENDS_MAX_PLAYERS; seat++)
    if (self->colour_drops[seat] == drop)
      break;
  g_assert (seat < SQ_LEGENDS_MAX_PLAYERS);

  /* the colours stay one a seat: the seat that had it takes this one's */
  for (guint other = 0; other < SQ_LEGENDS_MAX_PLAYERS; other++)
    if (self->colours[other] == colour)
      self->colours[other] = self->colours[seat];
  self->colours[seat] = colour;

  sq_legends_page_sync_setup (self);
}

/* Private API (sq-legends-page-private.h) */

void
sq_legends_page_sync_setup (SqLegendsPage *self)
{
  guint n = get_n_players (self);
  guint first = adw_combo_row_get_selected (self->first_row);
  g_autofree char *preparation = sq_legends_text_preparation (n);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  self->syncing = TRUE;

  for (guint i = 0; i < SQ_LEGENDS_MAX_PLAYERS; i++)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->name_rows[i]), i < n);
      if (gtk_drop_down_get_selected (self->colour_drops[i]) != self->colours[i])
        gtk_drop_down_set_selected (self->colour_drops[i], self->colours[i]);
    }

  /* Translators: first player: dealt at random, as the reference cards
   * are, the Pendragon card going first */
  g_ptr_array_add (items, g_strdup (_("At Random (the Pendragon Card)")));
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (items, dup_typed_name (self, i));
  /* Splicing resets the row's selection: never while the players pick in
   * it, which is the one change that leaves the names as they are */
  if (!same_strings (G_LIST_MODEL (self->first_list), items))
    {
      g_ptr_array_add (items, NULL);
      gtk_string_list_splice (self->first_list, 0,
                              g_list_model_get_n_items (G_LIST_MODEL (self->first_list)),
                              (const char * const *) items->pdata);
      adw_combo_row_set_selected (self->first_row,
                                  first != GTK_INVALID_LIST_POSITION && first <= n ? first : 0);
    }

  gtk_label_set_text (self->preparation_label, preparation);

  self->syncing = FALSE;
}

void
sq_legends_page_get_setup (SqLegendsPage  *self,
                           SqLegendsSetup *setup,
                           char           *names[SQ_LEGENDS_MAX_PLAYERS + 1])
{
  guint n = get_n_players (self);
  guint first = adw_combo_row_get_selected (self->first_row);

  sq_legends_setup_init_defaults (setup, n);
  for (guint i = 0; i < SQ_LEGENDS_MAX_PLAYERS; i++)
    setup->colours[i] = self->colours[i];
  setup->first_player = first == GTK_INVALID_LIST_POSITION || first == 0 || first > n
                        ? SQ_LEGENDS_NO_SEAT : (gint) first - 1;
  setup->special_vp[SQ_LEGENDS_SPECIAL_HIGH_KING] =
    gtk_spin_button_get_value_as_int (self->high_king_spin);
  setup->special_vp[SQ_LEGENDS_SPECIAL_EXCALIBUR] =
    gtk_spin_button_get_value_as_int (self->excalibur_spin);
  setup->special_vp[SQ_LEGENDS_SPECIAL_LOVE_POTION] =
    gtk_spin_button_get_value_as_int (self->love_potion_spin);
  setup->options.heraldic_in_bids = gtk_switch_get_active (self->heraldic_switch);
  setup->seed = self->seed != 0 ? self->seed
                                : ((guint64) g_random_int () << 32) | g_random_int ();

  for (guint i = 0; i < SQ_LEGENDS_MAX_PLAYERS + 1; i++)
    names[i] = i < n ? dup_typed_name (self, i) : NULL;
}

/* The last unfinished game in the folder, found in a worker thread: on
 * show with its players and turn, or hidden when there is none */
void
sq_legends_page_show_continue (SqLegendsPage *self,
                               SqLegendsGame *game)
{
  g_autofree char *subtitle = NULL;

  g_clear_pointer (&self->continue_id, g_free);
  gtk_widget_set_visible (self->continue_group, game != NULL);
  if (game == NULL)
    return;

  self->continue_id = g_strdup (sq_legends_game_get_id (game));
  subtitle = sq_legends_game_describe_to_continue (game);
  adw_action_row_set_subtitle (self->continue_row, subtitle);
}

/* Looks for the game to continue again, off the main thread; the choice
 * stays as it was until the search is over */
void
sq_legends_page_refresh_continue (SqLegendsPage *self)
{
  /* the game on show, now over, is not one to continue */
  if (self->game != NULL && sq_legends_game_get_finished (self->game)
      && g_strcmp0 (self->continue_id, sq_legends_game_get_id (self->game)) == 0)
    sq_legends_page_show_continue (self, NULL);

  if (self->scan != NULL)
    g_cancellable_cancel (self->scan);
  g_clear_object (&self->scan);
  if (self->directory == NULL)
    return;

  self->scan = g_cancellable_new ();
  sq_legends_game_find_last_unfinished_async (self->directory, self->scan,
                                              on_continue_found_cb, g_object_ref (self));
}

void
sq_legends_page_on_setup_changed (SqLegendsPage *self)
{
  if (!self->syncing)
    sq_legends_page_sync_setup (self);
}

void
sq_legends_page_build_seat_rows (SqLegendsPage *self)
{
  for (guint i = 0; i < SQ_LEGENDS_MAX_PLAYERS; i++)
    {
      g_autoptr(GtkStringList) colours = gtk_string_list_new (NULL);
      g_autofree char *title = NULL;
      g_autofree char *name = NULL;
      GtkWidget *row = adw_entry_row_new ();
      GtkWidget *drop;

      for (guint c = 0; c < SQ_LEGENDS_N_COLOURS; c++)
        gtk_string_list_append (colours, sq_legends_text_colour (c));

      /* Translators: the name of the player in a seat, counted from 1 clockwise */
      title = g_strdup_printf (_("Player %u"), i + 1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      g_signal_connect_object (row, "changed", G_CALLBACK (sq_legends_page_on_setup_changed),
                               self, G_CONNECT_SWAPPED);

      drop = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&colours)), NULL);
      gtk_widget_set_valign (drop, GTK_ALIGN_CENTER);
      /* Translators: accessible name of the colour chooser of a seat */
      name = g_strdup_printf (_("Colour of player %u"), i + 1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (drop),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), i);
      g_signal_connect_object (drop, "notify::selected", G_CALLBACK (on_colour_selected_cb),
                               self, G_CONNECT_DEFAULT);
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), drop);

      adw_preferences_group_add (self->players_group, row);
      self->name_rows[i] = ADW_ENTRY_ROW (row);
      self->colour_drops[i] = GTK_DROP_DOWN (drop);
      self->colours[i] = i;
    }
}

/* Public API */

/**
 * sq_legends_page_set_player:
 * @seat: 0 to 3
 * @name: (nullable): the player's name
 *
 * Fills in a seat of the setup, as the players would; the seat that had
 * @colour takes this one's.
 */
void
sq_legends_page_set_player (SqLegendsPage   *self,
                            guint            seat,
                            const char      *name,
                            SqLegendsColour  colour)
{
  g_return_if_fail (SQ_IS_LEGENDS_PAGE (self));
  g_return_if_fail (seat < SQ_LEGENDS_MAX_PLAYERS);
  g_return_if_fail (colour < SQ_LEGENDS_N_COLOURS);

  gtk_editable_set_text (GTK_EDITABLE (self->name_rows[seat]), name != NULL ? name : "");
  gtk_drop_down_set_selected (self->colour_drops[seat], colour);
}

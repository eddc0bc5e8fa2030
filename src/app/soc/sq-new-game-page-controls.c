/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The New Game page's controls: the seats and who sits where, First
 * Player, every control brought in line with the setup, and the deck
 * modes and rule options remembered from the last game. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-new-game-page-private.h"
#include "sq-rule-options-row.h"
#include "sq-text.h"

gint
sq_new_game_page_find_knight (SqNewGamePage *self,
                              guint8         knight)
{
  for (guint i = 0; i < SQ_N_KNIGHTS; i++)
    if (self->knights[i] == knight)
      return i;

  g_assert_not_reached ();
  return -1;
}

void
sq_new_game_page_swap_seats (SqNewGamePage *self,
                             guint          a,
                             guint          b)
{
  guint8 knight = self->knights[a];

  self->knights[a] = self->knights[b];
  self->knights[b] = knight;
}

/* Without Sir Bedivere his coat of arms waits in the one slot no seat
 * shows: there are at most seven players */
void
sq_new_game_page_put_bedivere_away (SqNewGamePage *self)
{
  sq_new_game_page_swap_seats (self, sq_new_game_page_find_knight (self, SQ_KNIGHT_BEDIVERE), SQ_N_KNIGHTS - 1);
}

static gboolean
same_strings (GListModel *list,
              GPtrArray  *strings)
{
  if (g_list_model_get_n_items (list) != strings->len)
    return FALSE;

  for (guint i = 0; i < strings->len; i++)
    {
      const char *item = gtk_string_list_get_string (GTK_STRING_LIST (list), i);

      if (g_strcmp0 (item, strings->pdata[i]) != 0)
        return FALSE;
    }

  return TRUE;
}

static void
sync_first_player (SqNewGamePage *self)
{
  guint n = self->setup.n_players;
  gboolean fixed = !self->random_knights && !self->setup.squires_challenge;
  g_autofree char *rule = NULL;
  g_autoptr(GPtrArray) items = g_ptr_array_new_null_terminated (n + 1, g_free, TRUE);

  /* The first item follows the rules; the row's subtitle says what that
   * means at this table, so the item itself stays short */
  /* Translators: first player: whoever the rules say (King Arthur, or
   * seat 1 without him) */
  g_ptr_array_add (items, g_strdup (C_("first player", "As the Rules Say")));

  if (self->setup.first_seat != SQ_NO_SEAT)
    rule = NULL;
  else if (self->setup.squires_challenge)
    /* Translators: subtitle of “First Player” */
    rule = g_strdup (_("Seat 1, as nobody is King Arthur"));
  else if (!fixed)
    /* Translators: subtitle of “First Player” with knights dealt at random */
    rule = g_strdup (_("King Arthur, or seat 1 if he is not dealt"));
  else
    {
      gint arthur = sq_new_game_page_find_knight (self, SQ_KNIGHT_ARTHUR);

      if (arthur < (gint) n)
        /* Translators: subtitle of “First Player”; %u is King Arthur's seat */
        rule = g_strdup_printf (_("King Arthur, in seat %u"), arthur + 1);
      else
        /* Translators: subtitle of “First Player” */
        rule = g_strdup (_("Seat 1, as nobody is King Arthur"));
    }
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->first_row), rule);

  for (guint i = 0; i < n; i++)
    {
      if (fixed)
        /* Translators: a seat and the knight in it, e.g. “Seat 2: Sir Kay” */
        g_ptr_array_add (items, g_strdup_printf (_("Seat %u: %s"), i + 1,
                                                 sq_text_knight (self->knights[i])));
      else
        /* Translators: a seat at the table, numbered clockwise */
        g_ptr_array_add (items, g_strdup_printf (_("Seat %u"), i + 1));
    }

  /* Splicing resets the row's selection: never while the players pick in
   * it, which is the one change that leaves the labels as they are */
  if (!same_strings (G_LIST_MODEL (self->first_list), items))
    gtk_string_list_splice (self->first_list, 0,
                            g_list_model_get_n_items (G_LIST_MODEL (self->first_list)),
                            (const char * const *) items->pdata);
  if (adw_combo_row_get_selected (self->first_row) != (guint) (self->setup.first_seat + 1))
    adw_combo_row_set_selected (self->first_row, self->setup.first_seat + 1);
}

/* Brings every control in line with the state: the one place that writes
 * to them, so the handlers only read */
void
sq_new_game_page_sync_controls (SqNewGamePage *self)
{
  SqSetup *setup = &self->setup;
  guint n = setup->n_players;
  gboolean show_knights = !setup->squires_challenge;
  GListModel *knights = G_LIST_MODEL (self->with_bedivere ? self->knights_eight
                                                          : self->knights_seven);

  g_assert (SQ_IS_NEW_GAME_PAGE (self));

  self->syncing = TRUE;

  gtk_spin_button_set_value (self->players_spin, n);

  gtk_switch_set_active (self->random_switch, self->random_knights);
  gtk_switch_set_active (self->bedivere_switch, self->with_bedivere);
  gtk_widget_set_visible (GTK_WIDGET (self->random_row), show_knights);
  gtk_widget_set_visible (GTK_WIDGET (self->bedivere_row), show_knights);
  for (guint i = 0; i < N_SEAT_ROWS; i++)
    {
      AdwComboRow *row = self->seat_rows[i];

      gtk_widget_set_visible (GTK_WIDGET (row), show_knights && !self->random_knights && i < n);
      if (adw_combo_row_get_model (row) != knights)
        adw_combo_row_set_model (row, knights);
      adw_combo_row_set_selected (row, self->knights[i]);
    }
  sync_first_player (self);

  adw_combo_row_set_selected (self->loyalty_row, setup->loyalty);
  gtk_widget_set_visible (GTK_WIDGET (self->loyal_cards_row),
                          setup->loyalty == SQ_LOYALTY_TRAITOR_AMONG_US);
  gtk_spin_button_set_range (self->loyal_cards_spin, n - 1, SQ_N_LOYALTY - 1);
  gtk_spin_button_set_value (self->loyal_cards_spin, setup->loyal_cards);
  gtk_widget_set_visible (GTK_WIDGET (self->look_row),
                          n == 3 && setup->loyalty != SQ_LOYALTY_NO_TRAITOR);
  adw_combo_row_set_selected (self->look_row, setup->look);

  adw_combo_row_set_selected (self->white_row, setup->white_deck);
  adw_combo_row_set_selected (self->black_row, setup->black_deck);
  adw_combo_row_set_selected (self->dice_row, setup->dice);

  gtk_switch_set_active (self->squires_switch, setup->squires_challenge);
  gtk_widget_set_visible (GTK_WIDGET (self->squire_life_row), setup->squires_challenge);
  gtk_spin_button_set_value (self->squire_life_spin, setup->squire_life);
  gtk_switch_set_active (self->skip_share_switch, setup->skip_opening_share);

  sq_rule_options_row_set_options (self->options_row, &setup->options);

  self->syncing = FALSE;
}

static gboolean
settings_has_key (GSettings  *settings,
                  const char *key)
{
  g_autoptr(GSettingsSchema) schema = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);

  return schema != NULL && g_settings_schema_has_key (schema, key);
}

static SqDeckMode
load_deck_mode (GSettings  *settings,
                const char *key,
                SqDeckMode  fallback)
{
  g_autofree char *mode = NULL;

  if (!settings_has_key (settings, key))
    return fallback;

  mode = g_settings_get_string (settings, key);

  return g_str_equal (mode, "physical") ? SQ_DECK_PHYSICAL : SQ_DECK_VIRTUAL;
}

static void
save_deck_mode (GSettings  *settings,
                const char *key,
                SqDeckMode  mode)
{
  if (settings_has_key (settings, key))
    g_settings_set_string (settings, key, mode == SQ_DECK_PHYSICAL ? "physical" : "virtual");
}

/* The deck modes and rule options the last game started with */
void
sq_new_game_page_load_settings (SqNewGamePage *self)
{
  SqSetup *setup = &self->setup;

  if (self->settings == NULL)
    return;

  setup->white_deck = load_deck_mode (self->settings, "default-white-deck", setup->white_deck);
  setup->black_deck = load_deck_mode (self->settings, "default-black-deck", setup->black_deck);
  setup->dice = load_deck_mode (self->settings, "default-dice", setup->dice);

  sq_rule_options_load (&setup->options, self->settings);
}

void
sq_new_game_page_save_settings (SqNewGamePage *self,
                                const SqSetup *setup)
{
  if (self->settings == NULL)
    return;

  save_deck_mode (self->settings, "default-white-deck", setup->white_deck);
  save_deck_mode (self->settings, "default-black-deck", setup->black_deck);
  save_deck_mode (self->settings, "default-dice", setup->dice);

  sq_rule_options_save (&setup->options, self->settings);
}

GtkStringList *
sq_new_game_page_make_knight_list (guint n_knights)
{
  GtkStringList *list = gtk_string_list_new (NULL);

  /* the list position is the SqKnight value */
  for (guint k = 0; k < n_knights; k++)
    gtk_string_list_append (list, sq_text_knight (k));

  return list;
}

void
sq_new_game_page_build_seat_rows (SqNewGamePage *self)
{
  /* after the two switches, before First Player */
  for (guint i = 0; i < N_SEAT_ROWS; i++)
    {
      g_autofree char *title = NULL;
      AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());

      /* Translators: a seat at the table, numbered clockwise */
      title = g_strdup_printf (_("Seat %u"), i + 1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_combo_row_set_model (row, G_LIST_MODEL (self->knights_seven));
      gtk_list_box_insert (self->knights_list, GTK_WIDGET (row), 2 + i);
      self->seat_rows[i] = row;
    }
}

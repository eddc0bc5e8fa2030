/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* SqNewGamePage's insides, shared by sq-new-game-page.c (the type, its
 * handlers and API) and sq-new-game-page-controls.c (the seats, the
 * controls and the remembered settings). */

#pragma once

#include "sq-new-game-page.h"
#include "sq-rule-options-row.h"
#include "sq-state.h"

G_BEGIN_DECLS

#define N_SEAT_ROWS 7

struct _SqNewGamePage
{
  AdwBin             parent_instance;

  GSettings         *settings;
  guint64            seed;

  /* What the controls show. The setup's knights are unused: knights[] is
   * the whole seating, a permutation of the eight coats of arms, so that
   * more players always find distinct knights and a choice can swap. */
  SqSetup            setup;
  guint8             knights[SQ_N_KNIGHTS];
  gboolean           random_knights;
  gboolean           with_bedivere;
  /* Set while the controls are being brought in line with the state */
  gboolean           syncing;
  char              *default_name;

  GtkStringList     *knights_seven;
  GtkStringList     *knights_eight;
  AdwComboRow       *seat_rows[N_SEAT_ROWS];

  /* Template widgets */
  GtkSwitch         *bedivere_switch;
  AdwActionRow      *bedivere_row;
  AdwComboRow       *black_row;
  AdwComboRow       *dice_row;
  GtkLabel          *error_label;
  GtkStringList     *first_list;
  AdwComboRow       *first_row;
  GtkListBox        *knights_list;
  AdwComboRow       *look_row;
  AdwActionRow      *loyal_cards_row;
  GtkSpinButton     *loyal_cards_spin;
  AdwComboRow       *loyalty_row;
  AdwEntryRow       *name_row;
  SqRuleOptionsRow  *options_row;
  GtkSpinButton     *players_spin;
  AdwActionRow      *random_row;
  GtkSwitch         *random_switch;
  GtkSwitch         *skip_share_switch;
  AdwActionRow      *squire_life_row;
  GtkSpinButton     *squire_life_spin;
  GtkSwitch         *squires_switch;
  GtkSwitch         *phones_switch;
  AdwComboRow       *white_row;
};

gint           sq_new_game_page_find_knight       (SqNewGamePage *self,
                                                   guint8         knight);
void           sq_new_game_page_swap_seats        (SqNewGamePage *self,
                                                   guint          a,
                                                   guint          b);
void           sq_new_game_page_put_bedivere_away (SqNewGamePage *self);
void           sq_new_game_page_sync_controls     (SqNewGamePage *self);
void           sq_new_game_page_load_settings     (SqNewGamePage *self);
void           sq_new_game_page_save_settings     (SqNewGamePage *self,
                                                   const SqSetup *setup);
GtkStringList *sq_new_game_page_make_knight_list  (guint          n_knights);
void           sq_new_game_page_build_seat_rows   (SqNewGamePage *self);

G_END_DECLS

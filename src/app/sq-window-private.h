/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* SqWindow's insides, shared by its three parts: sq-window.c (the window,
 * its properties and the current game), sq-window-pages.c (the stack of
 * pages, the header and title over them, the pages made on first use) and
 * sq-window-actions.c (the window's actions and their shortcuts). The
 * pages own their actions: the window inserts the game page's group as
 * "game" and the curtain page's as "curtain". */

#pragma once

#include "sq-curtain-page.h"
#include "sq-end-page.h"
#include "sq-game-view.h"
#include "sq-legends-page.h"
#include "sq-new-game-page.h"
#include "sq-phone-link.h"
#include "sq-rules-page.h"
#include "sq-start-page.h"
#include "sq-toaster.h"
#include "sq-window.h"

G_BEGIN_DECLS

struct _SqWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  SqStore              *store;
  SqGame               *game;
  GSignalGroup         *game_signals;  /* "changed", "save-failed" of the game */
  GSignalGroup         *shown_game_signals; /* can-undo, can-redo of the game on show */
  GCancellable         *store_cancellable;   /* the first read of the folder */
  gboolean              was_finished;

  char                 *rules_return; /* the page the rules were opened from */

  guint                 inhibit_cookie;
  SqToaster            *toaster;      /* the messages, each with its game */
  gboolean              show_history;
  SqPhoneLink          *phones;       /* "Use phones for private views" */
  gboolean              phones_on_start; /* asked for by the new game page */

  /* Set only when SQUIRE_EXIT_AFTER_FIRST_FRAME asks for a startup
   * measurement: the app quits once the first frame is on screen. */
  gulong                after_paint_handler;
  /* SQUIRE_EXIT_AFTER_GAMES_FRAME: the app quits at the end of the first
   * frame painted after the folder was read and the start page showed
   * its games; the frame counter then, or -1 while not yet */
  gboolean              store_read;
  gint64                games_ready_frame;

  /* Template widgets */
  AdwToastOverlay      *toast_overlay;
  AdwHeaderBar         *header_bar;
  GtkButton            *back_button;
  GtkButton            *undo_button;
  AdwWindowTitle       *window_title;
  GtkMenuButton        *primary_menu_button;
  GtkToggleButton      *history_button;
  GMenu                *secrets_section; /* filled by the curtain page */
  GMenuModel           *primary_menu;
  GtkStack             *main_stack;
  SqStartPage          *start_page;
  AdwBin               *new_game_bin;
  AdwBin               *curtain_bin;
  AdwBin               *game_bin;
  AdwBin               *end_bin;
  AdwBin               *rules_bin;
  GtkLabel             *phones_label;

  /* Made the first time they are needed (see sq-window-pages.c): most starts
   * show only the start page. */
  SqNewGamePage        *new_game_page;
  SqGameView           *game_view;
  AdwFlap              *history_flap;
  SqHistoryView        *history_view;
  AdwLeaflet           *game_leaflet;
  SqBoard              *board;
  SqTurnPanel          *turn_panel;
  SqCurtainPage        *curtain_page;
  SqEndPage            *end_page;
  SqRulesPage          *rules_page;
  SqLegendsPage        *legends_page;
};

/* sq-window.c */
void      sq_window_ask_about_conflict  (SqWindow       *self,
                                         const char     *id,
                                         gboolean        changed);

/* sq-window-pages.c */
gboolean  sq_window_is_page             (SqWindow       *self,
                                         const char     *name);
void      sq_window_set_page            (SqWindow       *self,
                                         const char     *name);
void      sq_window_update_chrome       (SqWindow       *self);
SqRecordGame *sq_window_get_shown_game (SqWindow       *self);
void      sq_window_update_inhibit      (SqWindow       *self);
char     *sq_window_dup_page_owner      (SqWindow       *self);
void      sq_window_show_toast          (SqWindow       *self,
                                         const char     *title,
                                         gboolean        with_undo);
void      sq_window_ensure_game_view    (SqWindow       *self);
void      sq_window_ensure_curtain_page (SqWindow       *self);
void      sq_window_ensure_end_page     (SqWindow       *self);
void      sq_window_show_new_game       (SqWindow       *self);
void      sq_window_bind_page_callbacks (GtkWidgetClass *widget_class);

/* sq-window-actions.c */
void      sq_window_install_actions     (GtkWidgetClass *widget_class);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* SqStartPage's insides, shared by sq-start-page.c (the page, its lists
 * and Continue) and sq-start-page-files.c (rename, delete, export and
 * import of a saved game). */

#pragma once

#include "sq-after-frame.h"
#include "sq-start-page.h"

G_BEGIN_DECLS

struct _SqStartPage
{
  AdwBin                parent_instance;

  SqStore              *store;
  /* The game Continue offers: follow its name and state while it is */
  GSignalGroup         *continue_signals;
  /* A file chooser in flight; the portal answers asynchronously */
  GtkFileChooserNative *chooser;
  /* The latest games, for the page's own short list */
  GtkSliceListModel    *recent;
  /* Whether new rows' texts wrap, as guessed from the window's size;
   * after each change of its width a row wraps only if it must
   * (sq_chrome_fit_rows()) */
  gboolean              rows_wrap;
  SqAfterFrame          rows_fit;       /* the check waits for a frame */
  GdkSurface           *surface;
  gulong                surface_width_handler;
  /* The games (the latest rows and Continue) are made after the window's
   * first frame, so that it does without them: see show_games() */
  gboolean              games_shown;
  SqAfterFrame          games_wait;

  /* Template widgets */
  GtkLabel             *continue_date_label;
  GtkButton            *continue_button;
  GtkLabel             *continue_name_label;
  GtkListBox           *all_games_list;
  GtkLabel             *all_games_count;
  GtkButton            *empty_import_button;
  AdwPreferencesGroup  *games_group;
  GtkListBox           *games_list;
  GtkButton            *new_game_button;
  GtkStack             *pages;
  AdwBin               *games_bin;      /* the list of all games, made when first opened */
  AdwStatusPage        *status_page;
  AdwToastOverlay      *toast_overlay;
};

const char *sq_start_page_display_name       (SqGameInfo     *info);
void        sq_start_page_add_toast          (SqStartPage    *self,
                                              AdwToast       *toast);
void        sq_start_page_toast_error        (SqStartPage    *self,
                                              const char     *what,
                                              const GError   *error);
GtkWindow  *sq_start_page_get_parent_window  (SqStartPage    *self);
void        sq_start_page_show_error_dialog  (SqStartPage    *self,
                                              const char     *heading,
                                              const GError   *error);
SqGameInfo *sq_start_page_lookup_game        (SqStartPage    *self,
                                              GVariant       *parameter);
void        sq_start_page_install_file_actions (GtkWidgetClass *widget_class);
void        sq_start_page_show_games         (SqStartPage    *self);
void        sq_start_page_wait_for_first_frame (SqStartPage  *self);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Shared by test-board and bench-board: seeded random games to reach
 * varied and late-game tables, and the app's look without an app. */

#pragma once

#include <adwaita.h>

#include "sq-random-play.h"

G_BEGIN_DECLS

#define SQ_BOARD_GAMES_MAX_ACTIONS 512

/* Plays one game from @setup with the seeded random player. Every state
 * after an action (and the first) goes to @visit; it returns FALSE to stop.
 * Returns the number of actions applied. */
typedef gboolean (*SqBoardVisit) (const SqState *state,
                                  gpointer       user_data);

static inline guint
sq_board_play (const SqSetup *setup,
               guint64        seed,
               gboolean       purposeful,
               guint          max_actions,
               SqBoardVisit   visit,
               gpointer       user_data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SqState) state = sq_state_new (setup, &error);
  g_autofree SqAction *buf = g_new (SqAction, SQ_BOARD_GAMES_MAX_ACTIONS);
  SqTestRng rng = { seed };
  guint n = 0;

  g_assert_no_error (error);
  if (!visit (state, user_data))
    return 0;

  while (n < max_actions && state->outcome == SQ_OUTCOME_NONE)
    {
      SqAction action;

      if (!sq_test_pick_with (&rng, state, buf, SQ_BOARD_GAMES_MAX_ACTIONS, purposeful, &action))
        break;
      if (!sq_apply (state, &action, &error))
        g_error ("random player: illegal action: %s", error->message);
      n++;
      if (!visit (state, user_data))
        break;
    }

  return n;
}

/* The lines of style.css between the board's anchor and the next one. */
static inline gboolean
sq_board_late_cb (const SqState *state,
                  gpointer       user_data)
{
  SqState **late = user_data;

  if (state->outcome != SQ_OUTCOME_NONE)
    return FALSE;
  g_clear_pointer (late, sq_state_free);
  *late = sq_state_copy (state);
  return TRUE;
}

/* The last state before the end of a seeded game of @n_players knights:
 * a late game's table, the fullest a board gets. */
static inline SqState *
sq_board_late_state (guint n_players)
{
  SqState *late = NULL;
  SqSetup setup;

  sq_setup_init_defaults (&setup, n_players);
  setup.seed = 7;
  sq_board_play (&setup, 7, TRUE, 5000, sq_board_late_cb, &late);
  g_assert_nonnull (late);
  return late;
}

typedef struct {
  gsize first;
  gsize last;
} SqBoardCssSection;

static inline void
sq_board_on_css_error_cb (GtkCssProvider *provider,
                          GtkCssSection  *section,
                          const GError   *error,
                          gpointer        user_data)
{
  const SqBoardCssSection *ours = user_data;
  gsize line = gtk_css_section_get_start_location (section)->lines;

  /* other widgets' rules are their tests' business, ours are ours */
  if (line >= ours->first && line <= ours->last)
    g_error ("style.css:%" G_GSIZE_FORMAT ": %s", line + 1, error->message);
  g_signal_stop_emission_by_name (provider, "parsing-error");
}

/* What AdwApplication would load from the resource base path: the style
 * sheet and the icons. */
static inline void
sq_board_load_style (void)
{
  static SqBoardCssSection ours = { G_MAXSIZE, 0 };
  GdkDisplay *display = gdk_display_get_default ();
  g_autoptr (GtkCssProvider) provider = gtk_css_provider_new ();
  g_autoptr (GBytes) css = NULL;
  g_auto (GStrv) lines = NULL;

  css = g_resources_lookup_data (RESOURCE_BASE_PATH "/style.css", G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_assert_nonnull (css);
  lines = g_strsplit (g_bytes_get_data (css, NULL), "\n", -1);
  for (gsize i = 0; lines[i] != NULL; i++)
    {
      if (g_str_equal (lines[i], "/* board widgets */"))
        ours.first = i;
      else if (g_str_equal (lines[i], "/* start, games list and new game pages */"))
        ours.last = i;
    }
  g_assert_cmpuint (ours.first, <, ours.last);

  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (display),
                                    RESOURCE_BASE_PATH "/icons");
  g_signal_connect (provider, "parsing-error", G_CALLBACK (sq_board_on_css_error_cb), &ours);
  gtk_css_provider_load_from_resource (provider, RESOURCE_BASE_PATH "/style.css");
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

/* Lays @widget out at @width x @height and snapshots it as its parent
 * would. @widget must be mapped (in a shown window): GTK draws nothing
 * else. */
static inline GskRenderNode *
sq_board_snapshot (GtkWidget *widget,
                   int        width,
                   int        height)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  gtk_widget_allocate (widget, width, height, -1, NULL);
  gtk_widget_snapshot_child (gtk_widget_get_parent (widget), widget, snapshot);
  return gtk_snapshot_free_to_node (snapshot);
}

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* For the turn panel's tests: the panel alone in a window on show, a game
 * played at random (without the panel) to the state a test wants, and
 * the panel's buttons found and pressed by their text. */

#pragma once

#include <string.h>

#include "sq-turn-panel.h"

#include "sq-random-play.h"
#include "sq-ui-test.h"

G_BEGIN_DECLS

typedef struct
{
  char        *directory;
  char        *top;       /* a temporary folder, the games folder in it */
  SqStore     *store;
  GtkWindow   *window;
  SqTurnPanel *panel;
  SqGame      *game;
  guint        presses;
} SqTurnFixture;

static inline void
sq_turn_fixture_setup (SqTurnFixture *fixture,
                       gconstpointer  data)
{
  fixture->directory = sq_test_make_games_folder ("squire-turn-XXXXXX", &fixture->top);
  fixture->store = sq_store_new (fixture->directory);
  fixture->window = GTK_WINDOW (gtk_window_new ());
  fixture->panel = SQ_TURN_PANEL (sq_turn_panel_new ());
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->panel));
  gtk_window_set_default_size (fixture->window, 480, 900);
  gtk_window_present (fixture->window);
  sq_test_iterate ();
}

static inline void
sq_turn_fixture_teardown (SqTurnFixture *fixture,
                          gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
  sq_test_iterate ();
  g_clear_object (&fixture->game);
  g_clear_object (&fixture->store);
  sq_test_remove_tree (fixture->top);
  g_clear_pointer (&fixture->directory, g_free);
  g_clear_pointer (&fixture->top, g_free);
}

/* A game of @n knights, played at random (without the panel) until
 * @want holds; %FALSE if no game of the seeds tried gets there. */
static inline gboolean
sq_turn_test_reach_from (SqTurnFixture *fixture,
                         guint64        first_seed,
                         guint          n,
                         SqDeckMode     white,
                         gboolean     (*want) (const SqState *s))
{
  for (guint64 seed = first_seed; seed < first_seed + 60; seed++)
    {
      SqTestRng r = { seed * 7919 };
      SqSetup setup;
      g_autoptr(GError) error = NULL;
      SqAction buf[1024];

      sq_setup_init_defaults (&setup, n);
      setup.seed = seed;
      setup.white_deck = white;
      g_clear_object (&fixture->game);
      fixture->game = sq_game_new (fixture->store, &setup, "Steps", &error);
      g_assert_no_error (error);
      for (guint step = 0; step < 600 && !sq_game_get_finished (fixture->game); step++)
        {
          const SqState *s = sq_game_get_state (fixture->game);
          SqAction a;

          if (want (s))
            {
              sq_turn_panel_set_game (fixture->panel, fixture->game);
              sq_test_iterate ();
              return TRUE;
            }
          g_assert_true (sq_test_pick_with (&r, s, buf, G_N_ELEMENTS (buf), TRUE, &a));
          g_assert_true (sq_game_apply (fixture->game, &a, &error));
        }
    }
  return FALSE;
}

static inline gboolean
sq_turn_test_reach (SqTurnFixture *fixture,
                    guint          n,
                    SqDeckMode     white,
                    gboolean     (*want) (const SqState *s))
{
  return sq_turn_test_reach_from (fixture, 1, n, white, want);
}

static inline const char *
sq_turn_test_button_text (GtkWidget *button)
{
  GtkWidget *child = gtk_button_get_child (GTK_BUTTON (button));

  if (gtk_button_get_label (GTK_BUTTON (button)) != NULL)
    return gtk_button_get_label (GTK_BUTTON (button));
  return GTK_IS_LABEL (child) ? gtk_label_get_text (GTK_LABEL (child)) : NULL;
}

static inline void
sq_turn_test_collect_any_buttons (GtkWidget *widget,
                                  GPtrArray *out,
                                  gboolean   hidden_too)
{
  if (!hidden_too && !gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_BUTTON (widget) && (hidden_too || gtk_widget_is_visible (widget)))
    g_ptr_array_add (out, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    sq_turn_test_collect_any_buttons (c, out, hidden_too);
}

static inline void
sq_turn_test_collect_buttons (GtkWidget *widget,
                              GPtrArray *out)
{
  sq_turn_test_collect_any_buttons (widget, out, FALSE);
}

/* The visible button whose text is @text (mnemonics left out). */
static inline GtkWidget *
sq_turn_test_find_button (SqTurnFixture *fixture,
                          const char    *text)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  sq_turn_test_collect_buttons (GTK_WIDGET (fixture->panel), buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      const char *t = sq_turn_test_button_text (buttons->pdata[i]);
      g_autofree char *plain = t != NULL ? g_strdup (t) : NULL;

      if (plain == NULL)
        continue;
      for (char *u = strchr (plain, '_'); u != NULL; u = strchr (u, '_'))
        memmove (u, u + 1, strlen (u));
      if (g_str_equal (plain, text))
        return buttons->pdata[i];
    }
  return NULL;
}

static inline void
sq_turn_test_press (SqTurnFixture *fixture,
                    GtkWidget     *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  fixture->presses++;
  sq_test_iterate ();
}

static inline void
sq_turn_test_press_text (SqTurnFixture *fixture,
                         const char    *text)
{
  GtkWidget *button = sq_turn_test_find_button (fixture, text);

  if (button == NULL)
    {
      g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

      sq_turn_test_collect_buttons (GTK_WIDGET (fixture->panel), buttons);
      for (guint i = 0; i < buttons->len; i++)
        g_test_message ("on show: %s", sq_turn_test_button_text (buttons->pdata[i]));
      g_error ("no button “%s” on show", text);
    }
  sq_turn_test_press (fixture, button);
}

G_END_DECLS

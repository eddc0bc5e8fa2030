/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * The start page's first frame does without its games (see "The games
 * after the first frame" in docs/performance.md): the page makes its
 * latest rows and fills Continue once that frame is on screen, and they
 * are in the next frame. And its rows' borders are drawn in one colour.
 */

#include "config.h"

#include <adwaita.h>

#include "sq-game-row.h"
#include "sq-rules.h"
#include "sq-start-page.h"
#include "sq-store.h"
#include "sq-ui-nodes.h"
#include "sq-ui-test.h"
#include "sq-ui-tree.h"

typedef struct
{
  char        *dir;
  SqStore     *store;
  GtkWindow   *window;
  SqStartPage *page;
  GPtrArray   *opened;
} Fixture;

/* What the page showed in its window's first frame, when it showed its
 * games, and in the first frame after that */
typedef struct
{
  Fixture *fixture;
  guint    n_paints;
  guint    n_after_paints;
  guint    rows_first;
  gboolean continue_first;
  guint    shown_after_paints; /* frames ended when the games came */
  gint     rows_next;          /* in the first frame with the games; -1 */
  gboolean continue_next;
} FirstFrame;

/* Helpers */

static GPtrArray *
find_rows (Fixture *fixture)
{
  GPtrArray *rows = g_ptr_array_new ();

  sq_test_collect (GTK_WIDGET (fixture->page), SQ_TYPE_GAME_ROW, rows);
  return rows;
}

static guint
count_rows (Fixture *fixture)
{
  g_autoptr(GPtrArray) rows = find_rows (fixture);

  return rows->len;
}

static GtkWidget *
find_continue_button (Fixture *fixture)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  sq_test_collect (GTK_WIDGET (fixture->page), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (buttons->pdata[i]), "start.continue") == 0)
      return buttons->pdata[i];

  g_assert_not_reached ();
  return NULL;
}

static void
create_game (SqStore    *store,
             const char *name)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  SqSetup setup;

  sq_setup_init_defaults (&setup, 3);
  setup.seed = 7;
  setup.skip_opening_share = TRUE;
  file = sq_game_file_new (&setup);
  file->name = g_strdup (name);
  id = sq_store_create (store, file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (id);
}

/* Callbacks */

static void
on_open_game_cb (SqStartPage *page,
                 const char  *id,
                 Fixture     *fixture)
{
  g_ptr_array_add (fixture->opened, g_strdup (id));
}

static void
on_notify_cb (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

static void
on_paint_cb (GdkFrameClock *frame_clock,
             FirstFrame    *first)
{
  gboolean shown = sq_start_page_get_games_shown (first->fixture->page);

  if (first->n_paints++ == 0)
    {
      g_assert_false (shown);
      first->rows_first = count_rows (first->fixture);
      first->continue_first = gtk_widget_get_visible (find_continue_button (first->fixture));
    }
  else if (shown && first->rows_next < 0)
    {
      first->rows_next = count_rows (first->fixture);
      first->continue_next = gtk_widget_get_visible (find_continue_button (first->fixture));
    }
}

static void
on_after_paint_cb (GdkFrameClock *frame_clock,
                   FirstFrame    *first)
{
  first->n_after_paints++;
}

static void
on_games_shown_cb (SqStartPage *page,
                   GParamSpec  *pspec,
                   FirstFrame  *first)
{
  first->shown_after_paints = first->n_after_paints;
}

/* Fixture: two games, the page in its window, not yet on screen */

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("squire-start-frame-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->opened = g_ptr_array_new_with_free_func (g_free);

  fixture->store = sq_store_new (fixture->dir);
  sq_store_refresh (fixture->store, &error);
  g_assert_no_error (error);
  create_game (fixture->store, "Monday night");
  create_game (fixture->store, "Tuesday night");

  fixture->window = GTK_WINDOW (gtk_window_new ());
  fixture->page = SQ_START_PAGE (sq_start_page_new (fixture->store));
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->page));
  g_signal_connect (fixture->page, "open-game", G_CALLBACK (on_open_game_cb), fixture);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
  sq_test_iterate ();
  g_clear_object (&fixture->store);
  g_clear_pointer (&fixture->opened, g_ptr_array_unref);
  g_assert_true (sq_test_remove_tree (fixture->dir));
  g_clear_pointer (&fixture->dir, g_free);
}

/* Tests */

static void
test_games_after_first_frame (Fixture       *fixture,
                              gconstpointer  data)
{
  FirstFrame first = { fixture, .rows_next = -1 };
  GdkFrameClock *frame_clock;
  guint notified = 0;
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  g_autoptr(GPtrArray) rows = NULL;

  g_signal_connect (fixture->page, "notify::games-shown", G_CALLBACK (on_notify_cb), &notified);
  g_signal_connect (fixture->page, "notify::games-shown", G_CALLBACK (on_games_shown_cb), &first);

  /* not on screen: no games, no Continue, and its action does nothing */
  g_assert_false (sq_start_page_get_games_shown (fixture->page));
  g_assert_cmpuint (count_rows (fixture), ==, 0);
  g_assert_false (gtk_widget_get_visible (find_continue_button (fixture)));
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "start.continue", NULL);
  g_assert_cmpuint (fixture->opened->len, ==, 0);

  /* mapped, the frame not yet painted */
  gtk_window_set_default_size (fixture->window, 900, 700);
  gtk_window_present (fixture->window);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (fixture->page)));
  g_assert_false (sq_start_page_get_games_shown (fixture->page));
  g_assert_cmpuint (count_rows (fixture), ==, 0);

  /* connected after the window's own handlers, so they see each frame
   * as painted */
  frame_clock = gtk_widget_get_frame_clock (GTK_WIDGET (fixture->window));
  g_assert_nonnull (frame_clock);
  g_signal_connect (frame_clock, "paint", G_CALLBACK (on_paint_cb), &first);
  g_signal_connect (frame_clock, "after-paint", G_CALLBACK (on_after_paint_cb), &first);
  while (first.rows_next < 0 && g_get_monotonic_time () < end)
    sq_test_iterate_for (10);
  g_signal_handlers_disconnect_by_data (frame_clock, &first);

  /* the first frame without them; they came once, after it ended */
  g_assert_cmpuint (first.n_paints, >=, 2);
  g_assert_cmpuint (first.rows_first, ==, 0);
  g_assert_false (first.continue_first);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpuint (first.shown_after_paints, >=, 1);

  /* and are in the next frame */
  g_assert_cmpint (first.rows_next, ==, 2);
  g_assert_true (first.continue_next);
  rows = find_rows (fixture);
  for (guint i = 0; i < rows->len; i++)
    {
      g_assert_true (gtk_widget_get_mapped (rows->pdata[i]));
      g_assert_cmpint (gtk_widget_get_height (rows->pdata[i]), >, 0);
    }

  /* Continue opens the latest game */
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "start.continue", NULL);
  g_assert_cmpuint (fixture->opened->len, ==, 1);
  g_assert_true (sq_store_get_last_unfinished (fixture->store) ==
                 sq_store_lookup (fixture->store, fixture->opened->pdata[0]));
}

/* A page that never reaches the screen never makes its rows */
static void
test_no_games_off_screen (Fixture       *fixture,
                          gconstpointer  data)
{
  sq_test_iterate_for (100);
  g_assert_false (sq_start_page_get_games_shown (fixture->page));
  g_assert_cmpuint (count_rows (fixture), ==, 0);
}

/* The theme gives a row of a boxed list a border at the bottom only and
 * its other sides, of no width, the text's colour; GTK 4.8 draws a border
 * whose sides differ in colour through a slow mesh pattern. The boxed
 * lists' rows (style.css), the start page's among them, have one colour
 * on every side. */
static void
test_rows_border_one_colour (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
  GskRenderNode *node;
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  /* as AdwApplication loads it */
  gtk_css_provider_load_from_resource (css, RESOURCE_BASE_PATH "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_window_set_default_size (fixture->window, 900, 700);
  gtk_window_present (fixture->window);
  while (!sq_start_page_get_games_shown (fixture->page) && g_get_monotonic_time () < end)
    sq_test_iterate_for (10);
  sq_test_iterate_for (100);
  g_assert_cmpuint (count_rows (fixture), ==, 2);

  node = sq_test_node_of (GTK_WIDGET (fixture->page));
  g_assert_nonnull (node);
  /* under the first game and under Rules Reference */
  g_assert_cmpuint (sq_test_count_one_colour_separators (node), >=, 2);

  gsk_render_node_unref (node);
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css));
}

int
main (int   argc,
      char *argv[])
{
  sq_test_init_ui (&argc, &argv);

  g_test_add ("/ui/start-page/games-after-first-frame", Fixture, NULL,
              fixture_setup, test_games_after_first_frame, fixture_teardown);
  g_test_add ("/ui/start-page/no-games-off-screen", Fixture, NULL,
              fixture_setup, test_no_games_off_screen, fixture_teardown);
  g_test_add ("/ui/start-page/rows-border-one-colour", Fixture, NULL,
              fixture_setup, test_rows_border_one_colour, fixture_teardown);

  return g_test_run ();
}

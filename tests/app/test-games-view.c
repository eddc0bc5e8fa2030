/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The start page with many saved games: its own list keeps to the latest
 * few, and the list of all games makes rows only for what is in sight,
 * searches by name and opens what is activated. */

#include "config.h"

#include <adwaita.h>

#include "sq-game-row.h"
#include "sq-games-view.h"
#include "sq-start-page.h"
#include "sq-store.h"
#include "sq-ui-test.h"
#include "sq-ui-tree.h"

#define N_GAMES 120

typedef struct
{
  char        *dir;
  SqStore     *store;
  GtkWindow   *window;
  SqStartPage *page;
  GPtrArray   *opened;
  guint        n_games;
} Fixture;

/* Helpers */

static void
on_open_game_cb (SqStartPage *page,
                 const char  *id,
                 Fixture     *fixture)
{
  g_ptr_array_add (fixture->opened, g_strdup (id));
}

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("squire-games-view-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->store = sq_store_new (fixture->dir);
  fixture->opened = g_ptr_array_new_with_free_func (g_free);

  fixture->n_games = data != NULL ? GPOINTER_TO_UINT (data) : N_GAMES;
  for (guint i = 1; i <= fixture->n_games; i++)
    {
      g_autoptr(SqGameFile) file = NULL;
      g_autofree char *id = NULL;
      SqSetup setup;

      sq_setup_init_defaults (&setup, 3 + i % 5);
      setup.seed = i;
      file = sq_game_file_new (&setup);
      file->name = g_strdup_printf ("Game night %u", i);
      id = sq_store_create (fixture->store, file, &error);
      g_assert_no_error (error);
    }

  fixture->page = SQ_START_PAGE (sq_start_page_new (fixture->store));
  g_signal_connect (fixture->page, "open-game", G_CALLBACK (on_open_game_cb), fixture);
  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, 1280, 800);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->page));
  gtk_window_present (fixture->window);
  sq_test_iterate ();
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
  sq_test_iterate ();
  g_clear_object (&fixture->store);
  g_assert_true (sq_test_remove_tree (fixture->dir));
  g_free (fixture->dir);
  g_ptr_array_unref (fixture->opened);
}

static SqGamesView *
find_games_view (Fixture *fixture)
{
  g_autoptr(GPtrArray) views = g_ptr_array_new ();

  sq_test_collect (GTK_WIDGET (fixture->page), SQ_TYPE_GAMES_VIEW, views);
  g_assert_cmpuint (views->len, ==, 1);
  return views->pdata[0];
}

/* Rows inside the list of all games (@inside) or outside it */
static guint
count_rows (Fixture  *fixture,
            gboolean  inside)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  guint n = 0;

  sq_test_collect (GTK_WIDGET (fixture->page), SQ_TYPE_GAME_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    if ((gtk_widget_get_ancestor (rows->pdata[i], SQ_TYPE_GAMES_VIEW) != NULL) == inside
        && sq_game_row_get_info (rows->pdata[i]) != NULL)
      n++;

  return n;
}

static GListModel *
shown_model (SqGamesView *view)
{
  return G_LIST_MODEL (gtk_grid_view_get_model (sq_games_view_get_grid_view (view)));
}

static void
wait_for_frames (guint n)
{
  for (guint i = 0; i < n; i++)
    {
      g_usleep (20000);
      sq_test_iterate ();
    }
}

/* Tests */

static void
test_latest_few (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  gboolean count_shown = FALSE;

  g_assert_cmpuint (g_list_model_get_n_items (sq_store_get_games (fixture->store)), ==, N_GAMES);
  /* the page's own list: five rows, not a hundred and twenty */
  g_assert_cmpuint (count_rows (fixture, FALSE), ==, 5);

  sq_test_collect (GTK_WIDGET (fixture->page), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    count_shown |= g_strcmp0 (gtk_label_get_label (labels->pdata[i]), "120") == 0
                   && gtk_widget_is_drawable (labels->pdata[i]);
  g_assert_true (count_shown);
}

static void
test_rows_only_in_sight (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(GPtrArray) before = g_ptr_array_new ();
  SqGamesView *view;
  guint made;

  /* not made before it is first opened */
  sq_test_collect (GTK_WIDGET (fixture->page), SQ_TYPE_GAMES_VIEW, before);
  g_assert_cmpuint (before->len, ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "start.show-all", NULL);
  wait_for_frames (10);
  view = find_games_view (fixture);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (view)));
  g_assert_cmpuint (g_list_model_get_n_items (shown_model (view)), ==, fixture->n_games);

  /* an 800-pixel window shows about a dozen; GTK 4.8's grid view keeps
   * about thirty rows around them, not one for every game */
  made = count_rows (fixture, TRUE);
  g_test_message ("%u rows made for %u games", made, fixture->n_games);
  g_assert_cmpuint (made, >, 5);
  g_assert_cmpuint (made, <=, 40);
  g_assert_cmpuint (made, <, fixture->n_games);

  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "start.show-home", NULL);
  wait_for_frames (5);
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (view)));
}

static void
test_search_and_open (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new ();
  g_autoptr(SqGameInfo) first = NULL;
  SqGamesView *view;
  GtkWidget *focus;
  GListModel *shown;

  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "start.show-all", NULL);
  wait_for_frames (5);
  view = find_games_view (fixture);
  sq_test_collect (GTK_WIDGET (view), GTK_TYPE_SEARCH_ENTRY, entries);
  g_assert_cmpuint (entries->len, ==, 1);
  /* the search has the focus as the list opens */
  focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
  g_assert_nonnull (focus);
  g_assert_true (focus == entries->pdata[0] || gtk_widget_is_ancestor (focus, entries->pdata[0]));

  /* "night 11" is 11 and 110 to 119 */
  gtk_editable_set_text (GTK_EDITABLE (entries->pdata[0]), "NIGHT 11");
  g_signal_emit_by_name (entries->pdata[0], "search-changed");
  wait_for_frames (5);
  shown = shown_model (view);
  g_assert_cmpuint (g_list_model_get_n_items (shown), ==, 11);

  first = g_list_model_get_item (shown, 0);
  g_signal_emit_by_name (sq_games_view_get_grid_view (view), "activate", 0);
  g_assert_cmpuint (fixture->opened->len, ==, 1);
  g_assert_cmpstr (fixture->opened->pdata[0], ==, sq_game_info_get_id (first));

  /* opened anew, the list starts again with every game */
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "start.show-home", NULL);
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "start.show-all", NULL);
  wait_for_frames (5);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entries->pdata[0])), ==, "");
  g_assert_cmpuint (g_list_model_get_n_items (shown_model (view)), ==, N_GAMES);
}

static void
test_damaged_not_opened (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "zz-broken.json", NULL);
  SqGamesView *view;
  GListModel *shown;
  guint n;

  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "start.show-all", NULL);
  wait_for_frames (5);
  view = find_games_view (fixture);
  shown = shown_model (view);
  g_assert_true (g_file_set_contents (path, "{", -1, NULL));
  g_assert_true (sq_store_refresh (fixture->store, NULL));
  n = g_list_model_get_n_items (shown);
  g_assert_cmpuint (n, ==, N_GAMES + 1);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(SqGameInfo) info = g_list_model_get_item (shown, i);

      if (sq_game_info_get_damaged (info))
        g_signal_emit_by_name (sq_games_view_get_grid_view (view), "activate", i);
    }
  g_assert_cmpuint (fixture->opened->len, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  sq_test_init_ui (&argc, &argv);
  /* the page switch is a crossfade: without it, a page is gone at once */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add ("/ui/games-view/latest-few", Fixture, NULL,
              fixture_setup, test_latest_few, fixture_teardown);
  g_test_add ("/ui/games-view/rows-only-in-sight", Fixture, NULL,
              fixture_setup, test_rows_only_in_sight, fixture_teardown);
  g_test_add ("/ui/games-view/search-and-open", Fixture, NULL,
              fixture_setup, test_search_and_open, fixture_teardown);
  g_test_add ("/ui/games-view/damaged-not-opened", Fixture, NULL,
              fixture_setup, test_damaged_not_opened, fixture_teardown);

  return g_test_run ();
}

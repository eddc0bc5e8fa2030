/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <utime.h>

#include "sq-game-row.h"
#include "sq-games-view.h"
#include "sq-rules.h"
#include "sq-start-page.h"
#include "sq-store.h"
#include "sq-ui-test.h"
#include "sq-ui-tree.h"

#define EXAMPLE_ID  "example"
#define DAMAGED_ID  "damaged"

typedef struct
{
  char        *dir;
  SqStore     *store;
  GtkWindow   *window;
  SqStartPage *page;
  char        *tuesday_id;   /* unfinished, the most recent such game */
  char        *finished_id;  /* the most recent game of all */

  /* what the page emitted */
  guint        n_new_game;
  guint        n_open_rules;
  guint        n_open_legends;
  GPtrArray   *opened;
} Fixture;

/* Helpers */

/* Copies a fixture into the games folder, dated in the past so that the
 * games the test creates come first */
static void
copy_fixture (const char *dir,
              const char *kind,
              const char *name,
              const char *id)
{
  g_autofree char *from = g_test_build_filename (G_TEST_DIST, "data", kind, name, NULL);
  g_autofree char *file_name = g_strconcat (id, ".json", NULL);
  g_autofree char *to = g_build_filename (dir, file_name, NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;
  struct utimbuf times = { 1700000000, 1700000000 };

  g_file_get_contents (from, &contents, &length, &error);
  g_assert_no_error (error);
  g_file_set_contents (to, contents, length, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_utime (to, &times), ==, 0);
}

static void
small_setup (SqSetup *setup)
{
  sq_setup_init_defaults (setup, 3);
  setup->seed = 7;
  setup->skip_opening_share = TRUE;
}

/* Plays a game to its end, preferring siege engines: a quick defeat */
static char *
create_finished_game (SqStore *store)
{
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(GError) error = NULL;
  SqAction actions[256];
  SqSetup setup;
  char *id;

  small_setup (&setup);
  history = sq_history_new (&setup, &error);
  g_assert_no_error (error);

  for (guint step = 0; step < 5000 && !sq_history_is_finished (history); step++)
    {
      guint n = sq_legal_actions (sq_history_get_state (history), actions, G_N_ELEMENTS (actions));
      guint pick = 0;

      g_assert_cmpuint (n, >, 0);
      for (guint i = 0; i < n; i++)
        if (actions[i].type == SQ_ACTION_ADD_SIEGE || actions[i].type == SQ_ACTION_END_TURN)
          {
            pick = i;
            if (actions[i].type == SQ_ACTION_ADD_SIEGE)
              break;
          }
      sq_history_apply (history, &actions[pick], &error);
      g_assert_no_error (error);
    }
  g_assert_true (sq_history_is_finished (history));

  file = sq_game_file_new (&setup);
  file->name = g_strdup ("The siege fell");
  sq_history_write_to_file (history, file);
  id = sq_store_create (store, file, &error);
  g_assert_no_error (error);

  return id;
}

static char *
create_game (SqStore    *store,
             const char *name)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(GError) error = NULL;
  SqSetup setup;
  char *id;

  small_setup (&setup);
  file = sq_game_file_new (&setup);
  file->name = g_strdup (name);
  id = sq_store_create (store, file, &error);
  g_assert_no_error (error);

  return id;
}

static GPtrArray *
find_all (GtkWidget *root,
          GType      type)
{
  GPtrArray *out = g_ptr_array_new ();

  sq_test_collect (root, type, out);
  return out;
}

/* The rows of the page's own list of the latest games, not those of the
 * list of all games behind it */
static GPtrArray *
find_home_rows (Fixture *fixture)
{
  GPtrArray *rows = find_all (GTK_WIDGET (fixture->page), SQ_TYPE_GAME_ROW);

  for (guint i = rows->len; i > 0; i--)
    if (gtk_widget_get_ancestor (rows->pdata[i - 1], SQ_TYPE_GAMES_VIEW) != NULL)
      g_ptr_array_remove_index (rows, i - 1);

  return rows;
}

static SqGameRow *
find_row (Fixture    *fixture,
          const char *id)
{
  g_autoptr(GPtrArray) rows = find_home_rows (fixture);

  for (guint i = 0; i < rows->len; i++)
    {
      SqGameRow *row = rows->pdata[i];

      if (g_str_equal (sq_game_info_get_id (sq_game_row_get_info (row)), id))
        return row;
    }

  return NULL;
}

static guint
count_rows (Fixture *fixture)
{
  g_autoptr(GPtrArray) rows = find_home_rows (fixture);

  return rows->len;
}

/* Whether a label under @widget reads @text */
static gboolean
has_label (GtkWidget  *widget,
           const char *text)
{
  g_autoptr(GPtrArray) labels = find_all (widget, GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_label (labels->pdata[i]), text) == 0)
      return TRUE;

  return FALSE;
}

static GtkWidget *
find_continue_button (Fixture *fixture)
{
  g_autoptr(GPtrArray) buttons = find_all (GTK_WIDGET (fixture->page), GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (buttons->pdata[i]), "start.continue") == 0)
      return buttons->pdata[i];

  g_assert_not_reached ();
  return NULL;
}

static AdwMessageDialog *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window))
        return ADW_MESSAGE_DIALOG (window);
    }

  return NULL;
}

static gboolean
file_exists (const char *dir,
             const char *sub,
             const char *id)
{
  g_autofree char *name = g_strconcat (id, ".json", NULL);
  g_autofree char *path = g_build_filename (dir, sub != NULL ? sub : name,
                                            sub != NULL ? name : NULL, NULL);

  return g_file_test (path, G_FILE_TEST_IS_REGULAR);
}

/* Signal handlers */

static void
on_new_game_cb (SqStartPage *page,
                Fixture     *fixture)
{
  fixture->n_new_game++;
}

static void
on_open_game_cb (SqStartPage *page,
                 const char  *id,
                 Fixture     *fixture)
{
  g_ptr_array_add (fixture->opened, g_strdup (id));
}

static void
on_open_rules_cb (SqStartPage *page,
                  Fixture     *fixture)
{
  fixture->n_open_rules++;
}

static void
on_open_legends_cb (SqStartPage *page,
                    Fixture     *fixture)
{
  fixture->n_open_legends++;
}

static void
on_notify_cb (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

/* Fixture */

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  gboolean empty = GPOINTER_TO_INT (data);
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  fixture->dir = g_dir_make_tmp ("squire-start-page-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->opened = g_ptr_array_new_with_free_func (g_free);

  if (!empty)
    {
      copy_fixture (fixture->dir, "good", "example.json", EXAMPLE_ID);
      copy_fixture (fixture->dir, "bad", "sealed-tampered.json", DAMAGED_ID);
    }

  fixture->store = sq_store_new (fixture->dir);
  sq_store_refresh (fixture->store, &error);
  g_assert_no_error (error);

  if (!empty)
    {
      fixture->tuesday_id = create_game (fixture->store, "Tuesday night");
      fixture->finished_id = create_finished_game (fixture->store);
    }

  fixture->window = GTK_WINDOW (gtk_window_new ());
  fixture->page = SQ_START_PAGE (sq_start_page_new (fixture->store));
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->page));

  g_signal_connect (fixture->page, "new-game", G_CALLBACK (on_new_game_cb), fixture);
  g_signal_connect (fixture->page, "open-game", G_CALLBACK (on_open_game_cb), fixture);
  g_signal_connect (fixture->page, "open-rules", G_CALLBACK (on_open_rules_cb), fixture);
  g_signal_connect (fixture->page, "open-legends", G_CALLBACK (on_open_legends_cb), fixture);

  /* on screen: the page shows its games after its window's first frame */
  gtk_window_set_default_size (fixture->window, 900, 700);
  gtk_window_present (fixture->window);
  while (!sq_start_page_get_games_shown (fixture->page) && g_get_monotonic_time () < end)
    sq_test_iterate_for (10);
  g_assert_true (sq_start_page_get_games_shown (fixture->page));
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  AdwMessageDialog *dialog;

  while ((dialog = find_message_dialog ()) != NULL)
    gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (fixture->window);
  g_clear_object (&fixture->store);
  g_clear_pointer (&fixture->opened, g_ptr_array_unref);
  g_clear_pointer (&fixture->tuesday_id, g_free);
  g_clear_pointer (&fixture->finished_id, g_free);

  g_assert_true (sq_test_remove_tree (fixture->dir));
  g_clear_pointer (&fixture->dir, g_free);
}

/* Tests */

static void
test_new_destroy (void)
{
  GtkWidget *page = sq_start_page_new (NULL);

  g_object_ref_sink (page);
  g_assert_true (SQ_IS_START_PAGE (page));
  g_assert_null (sq_start_page_get_store (SQ_START_PAGE (page)));
  g_assert_finalize_object (page);
}

static void
test_store_notify (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(SqStore) other = sq_store_new (fixture->dir);
  guint notified = 0;

  g_signal_connect (fixture->page, "notify::store", G_CALLBACK (on_notify_cb), &notified);

  sq_start_page_set_store (fixture->page, fixture->store);
  g_assert_cmpuint (notified, ==, 0);
  sq_start_page_set_store (fixture->page, other);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_true (sq_start_page_get_store (fixture->page) == other);
  /* not refreshed: an empty folder as far as the page knows */
  g_assert_cmpuint (count_rows (fixture), ==, 0);
  sq_start_page_set_store (fixture->page, fixture->store);
  g_assert_cmpuint (notified, ==, 2);
  g_assert_cmpuint (count_rows (fixture), ==, 4);
}

static void
test_list_states (Fixture       *fixture,
                  gconstpointer  data)
{
  SqGameRow *example = find_row (fixture, EXAMPLE_ID);
  SqGameRow *tuesday = find_row (fixture, fixture->tuesday_id);
  SqGameRow *finished = find_row (fixture, fixture->finished_id);
  SqGameRow *damaged = find_row (fixture, DAMAGED_ID);
  const GError *error;

  g_assert_cmpuint (count_rows (fixture), ==, 4);
  g_assert_nonnull (example);
  g_assert_nonnull (tuesday);
  g_assert_nonnull (finished);
  g_assert_nonnull (damaged);

  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (example)), ==,
                   "A short evening");
  g_assert_true (has_label (GTK_WIDGET (example), "In Progress"));
  /* how many knights, then the dates */
  {
    g_autofree char *expected = g_strdup_printf ("%u knights · Started 3 May 2024",
                                                 sq_game_info_get_players (sq_game_row_get_info (example)));

    g_assert_cmpuint (sq_game_info_get_players (sq_game_row_get_info (example)), >=, 3);
    g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (example)),
                                     expected));
  }
  g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (example)));

  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (tuesday)), ==,
                   "Tuesday night");
  g_assert_true (has_label (GTK_WIDGET (tuesday), "In Progress"));
  g_assert_true (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (tuesday)), "Today") != NULL);

  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (finished)), ==,
                   "The siege fell");
  g_assert_true (has_label (GTK_WIDGET (finished), "Finished"));
  g_assert_false (has_label (GTK_WIDGET (finished), "In Progress"));

  /* damaged: listed, saying so and why, never opened */
  error = sq_game_info_get_error (sq_game_row_get_info (damaged));
  g_assert_nonnull (error);
  g_assert_true (has_label (GTK_WIDGET (damaged), "Damaged"));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (damaged)), ==,
                   "Damaged Game File");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (damaged)),
                            error->message));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (damaged)),
                            "changed outside Squire"));
  g_assert_false (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (damaged)));

  adw_action_row_activate (ADW_ACTION_ROW (damaged));
  gtk_widget_activate_action (GTK_WIDGET (damaged), "row.open", NULL);
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "start.open-game", "s", DAMAGED_ID);
  g_assert_cmpuint (fixture->opened->len, ==, 0);

  /* the damaged file is still there, untouched */
  g_assert_true (file_exists (fixture->dir, NULL, DAMAGED_ID));

  /* a good row opens */
  adw_action_row_activate (ADW_ACTION_ROW (example));
  g_assert_cmpuint (fixture->opened->len, ==, 1);
  g_assert_cmpstr (fixture->opened->pdata[0], ==, EXAMPLE_ID);
  gtk_widget_activate_action (GTK_WIDGET (finished), "row.open", NULL);
  g_assert_cmpuint (fixture->opened->len, ==, 2);
  g_assert_cmpstr (fixture->opened->pdata[1], ==, fixture->finished_id);
}

static void
test_continue (Fixture       *fixture,
               gconstpointer  data)
{
  GtkWidget *button = find_continue_button (fixture);

  /* the finished game is the newest: Continue skips it */
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_true (has_label (button, "Tuesday night"));
  g_assert_false (has_label (button, "The siege fell"));

  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "start.continue", NULL);
  g_assert_cmpuint (fixture->opened->len, ==, 1);
  g_assert_cmpstr (fixture->opened->pdata[0], ==, fixture->tuesday_id);
}

static void
test_signals (Fixture       *fixture,
              gconstpointer  data)
{
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "start.new-game", NULL);
  g_assert_cmpuint (fixture->n_new_game, ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "start.open-rules", NULL);
  g_assert_cmpuint (fixture->n_open_rules, ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "start.open-legends", NULL);
  g_assert_cmpuint (fixture->n_open_legends, ==, 1);
  g_assert_cmpuint (fixture->opened->len, ==, 0);
}

static void
test_rename (Fixture       *fixture,
             gconstpointer  data)
{
  SqGameRow *row = find_row (fixture, fixture->tuesday_id);
  AdwMessageDialog *dialog;
  GtkWidget *entry;
  g_autoptr(SqStore) reread = NULL;
  g_autoptr(GError) error = NULL;

  gtk_widget_activate_action (GTK_WIDGET (row), "row.rename", NULL);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  entry = adw_message_dialog_get_extra_child (dialog);
  g_assert_true (GTK_IS_EDITABLE (entry));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "Tuesday night");

  /* an empty name cannot be applied */
  gtk_editable_set_text (GTK_EDITABLE (entry), "   ");
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "rename"));

  gtk_editable_set_text (GTK_EDITABLE (entry), "  Camelot stands  ");
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "rename"));
  adw_message_dialog_response (dialog, "rename");
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_assert_cmpstr (sq_game_info_get_name (sq_store_lookup (fixture->store, fixture->tuesday_id)),
                   ==, "Camelot stands");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                   "Camelot stands");
  g_assert_true (has_label (find_continue_button (fixture), "Camelot stands"));

  /* in the file, not only in the list */
  reread = sq_store_new (fixture->dir);
  sq_store_refresh (reread, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sq_game_info_get_name (sq_store_lookup (reread, fixture->tuesday_id)),
                   ==, "Camelot stands");

  /* a cancelled dialog changes nothing */
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "start.rename-game", "s", EXAMPLE_ID);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog)), "Nope");
  adw_message_dialog_response (dialog, "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpstr (sq_game_info_get_name (sq_store_lookup (fixture->store, EXAMPLE_ID)),
                   ==, "A short evening");

  /* a damaged file is never rewritten: no dialog */
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "start.rename-game", "s", DAMAGED_ID);
  g_assert_null (find_message_dialog ());
}

static void
test_delete_undo (Fixture       *fixture,
                  gconstpointer  data)
{
  GtkWidget *button = find_continue_button (fixture);
  SqGameRow *row = find_row (fixture, fixture->tuesday_id);

  gtk_widget_activate_action (GTK_WIDGET (row), "row.delete", NULL);

  g_assert_cmpuint (count_rows (fixture), ==, 3);
  g_assert_null (find_row (fixture, fixture->tuesday_id));
  g_assert_false (file_exists (fixture->dir, NULL, fixture->tuesday_id));
  g_assert_true (file_exists (fixture->dir, SQ_STORE_TRASH, fixture->tuesday_id));
  /* Continue moves on to the next unfinished game */
  g_assert_true (has_label (button, "A short evening"));

  /* what the toast's Undo button does */
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "start.undo-delete", "s",
                              fixture->tuesday_id);
  g_assert_cmpuint (count_rows (fixture), ==, 4);
  g_assert_nonnull (find_row (fixture, fixture->tuesday_id));
  g_assert_true (file_exists (fixture->dir, NULL, fixture->tuesday_id));
  g_assert_false (file_exists (fixture->dir, SQ_STORE_TRASH, fixture->tuesday_id));
  g_assert_true (has_label (button, "Tuesday night"));

  /* a damaged file can be deleted, and brought back */
  gtk_widget_activate_action (GTK_WIDGET (find_row (fixture, DAMAGED_ID)), "row.delete", NULL);
  g_assert_null (find_row (fixture, DAMAGED_ID));
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "start.undo-delete", "s", DAMAGED_ID);
  g_assert_nonnull (find_row (fixture, DAMAGED_ID));
  g_assert_true (sq_game_info_get_damaged (sq_store_lookup (fixture->store, DAMAGED_ID)));
}

static void
test_import (Fixture       *fixture,
             gconstpointer  data)
{
  g_autofree char *good = g_test_build_filename (G_TEST_DIST, "data", "good",
                                                 "example-sealed.json", NULL);
  g_autofree char *bad = g_test_build_filename (G_TEST_DIST, "data", "bad",
                                                "future-version.json", NULL);
  g_autoptr(GFile) good_file = g_file_new_for_path (good);
  g_autoptr(GFile) bad_file = g_file_new_for_path (bad);
  AdwMessageDialog *dialog;

  g_assert_true (sq_start_page_import_file (fixture->page, good_file));
  g_assert_cmpuint (count_rows (fixture), ==, 5);
  g_assert_null (find_message_dialog ());

  g_assert_false (sq_start_page_import_file (fixture->page, bad_file));
  g_assert_cmpuint (count_rows (fixture), ==, 5);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Could Not Import the Game");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "newer version of Squire"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "version: 3"));
}

static void
test_empty (Fixture       *fixture,
            gconstpointer  data)
{
  GtkWidget *button = find_continue_button (fixture);
  g_autoptr(GPtrArray) groups = find_all (GTK_WIDGET (fixture->page), ADW_TYPE_PREFERENCES_GROUP);
  g_autoptr(GPtrArray) pages = find_all (GTK_WIDGET (fixture->page), ADW_TYPE_STATUS_PAGE);
  g_autofree char *id = NULL;

  /* the welcome page, not the one the search of all games shows */
  for (guint i = pages->len; i > 0; i--)
    if (gtk_widget_get_ancestor (pages->pdata[i - 1], SQ_TYPE_GAMES_VIEW) != NULL)
      g_ptr_array_remove_index (pages, i - 1);

  g_assert_cmpuint (count_rows (fixture), ==, 0);
  g_assert_false (gtk_widget_get_visible (button));
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "start.continue", NULL);
  g_assert_cmpuint (fixture->opened->len, ==, 0);

  /* the welcome: a full status page, the games group hidden */
  g_assert_cmpuint (pages->len, ==, 1);
  g_assert_false (gtk_widget_has_css_class (pages->pdata[0], "compact"));
  for (guint i = 0; i < groups->len; i++)
    if (g_strcmp0 (adw_preferences_group_get_title (groups->pdata[i]), "Saved Games") == 0)
      g_assert_false (gtk_widget_get_visible (groups->pdata[i]));

  /* the first game turns it into a list, and Continue appears */
  id = create_game (fixture->store, "First game");
  g_assert_cmpuint (count_rows (fixture), ==, 1);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_true (has_label (button, "First game"));
  g_assert_true (gtk_widget_has_css_class (pages->pdata[0], "compact"));
}

/* The rows on show and, for each, whether its title and subtitle have
 * the width they need on one line and how many of them wrap */
typedef struct
{
  GtkWidget *row;
  gboolean   fits;
  guint      n_texts;
  guint      n_wrapping;
} RowTexts;

static GArray *
find_row_texts (Fixture *fixture)
{
  g_autoptr(GPtrArray) rows = find_all (GTK_WIDGET (fixture->page), ADW_TYPE_ACTION_ROW);
  GArray *found = g_array_new (FALSE, TRUE, sizeof (RowTexts));

  for (guint i = 0; i < rows->len; i++)
    {
      g_autoptr(GPtrArray) labels = find_all (rows->pdata[i], GTK_TYPE_LABEL);
      RowTexts texts = { rows->pdata[i], TRUE, 0, 0 };

      if (!gtk_widget_get_mapped (texts.row))
        continue;
      for (guint j = 0; j < labels->len; j++)
        {
          GtkWidget *label = labels->pdata[j];
          int natural;

          if (!gtk_widget_get_mapped (label)
              || !(gtk_widget_has_css_class (label, "title")
                   || gtk_widget_has_css_class (label, "subtitle")))
            continue;
          gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
          texts.fits = texts.fits && gtk_widget_get_width (label) >= natural;
          texts.n_texts++;
          texts.n_wrapping += gtk_label_get_wrap (GTK_LABEL (label)) ? 1 : 0;
        }
      g_array_append_val (found, texts);
    }

  return found;
}

/* Every row on show wraps its texts if, and only if, one would not fit on
 * one line; returns how many rows wrap */
static guint
check_rows_wrap (Fixture *fixture,
                 guint    n_rows)
{
  g_autoptr(GArray) found = find_row_texts (fixture);
  guint n_wrapping = 0;

  g_assert_cmpuint (found->len, ==, n_rows);
  for (guint i = 0; i < found->len; i++)
    {
      RowTexts *texts = &g_array_index (found, RowTexts, i);

      g_assert_cmpuint (texts->n_texts, >, 0);
      g_assert_cmpuint (texts->n_wrapping, ==, texts->fits ? 0 : texts->n_texts);
      n_wrapping += texts->fits ? 0 : 1;
    }

  return n_wrapping;
}

/* Gives the window that size, then time for the frame and the check
 * after it, and the frame that check may bring */
static void
resize_window (Fixture *fixture,
               int      width,
               int      height)
{
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  gtk_window_set_default_size (fixture->window, width, height);
  if (!gtk_widget_get_visible (GTK_WIDGET (fixture->window)))
    gtk_window_present (fixture->window);
  while (gtk_widget_get_width (GTK_WIDGET (fixture->window)) != width
         && g_get_monotonic_time () < end)
    sq_test_iterate_for (20);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->window)), ==, width);
  sq_test_iterate_for (400);
}

/* A row's texts keep to one line where they fit (a wrapping label costs
 * GTK a layout at each width it tries) and wrap where they do not */
static void
test_rows_wrap (Fixture       *fixture,
                gconstpointer  data)
{
  /* the three games, the damaged file, Rules Reference and Camelot Legends */
  guint n_rows = 6;
  guint n_wide;

  resize_window (fixture, 900, 700);

  /* wide: the games and the two rows under them each fit on one line; the
   * damaged file's message is longer than any window */
  n_wide = check_rows_wrap (fixture, n_rows);
  g_assert_cmpuint (n_wide, <=, 1);

  /* a phone: the texts that no longer fit wrap rather than being cut */
  resize_window (fixture, 360, 640);
  g_assert_cmpuint (check_rows_wrap (fixture, n_rows), >, n_wide);

  resize_window (fixture, 900, 700);
  g_assert_cmpuint (check_rows_wrap (fixture, n_rows), ==, n_wide);
}

static void
test_describe_error (void)
{
  g_autoptr(GError) sealed = g_error_new_literal (SQ_FILE_ERROR, SQ_FILE_ERROR_SEALED, "x");
  g_autoptr(GError) io = g_error_new_literal (G_FILE_ERROR, G_FILE_ERROR_ACCES, "x");
  g_autofree char *sealed_text = sq_game_row_describe_error (sealed);
  g_autofree char *io_text = sq_game_row_describe_error (io);
  g_autofree char *none_text = sq_game_row_describe_error (NULL);
  g_autoptr(GDateTime) date = g_date_time_new_utc (2024, 5, 3, 20, 15, 0);
  g_autofree char *date_text = sq_game_row_format_date (date);

  g_assert_cmpstr (sealed_text, ==, "The file was changed outside Squire or is damaged.");
  g_assert_cmpstr (io_text, ==, "Squire is not allowed to use the file.");
  g_assert_cmpstr (none_text, ==, "The file could not be read.");
  g_assert_cmpstr (date_text, ==, "3 May 2024");
}

int
main (int   argc,
      char *argv[])
{
  sq_test_init_ui (&argc, &argv);

  g_test_add_func ("/ui/start-page/new-destroy", test_new_destroy);
  g_test_add_func ("/ui/start-page/describe-error", test_describe_error);
  g_test_add ("/ui/start-page/store-notify", Fixture, NULL,
              fixture_setup, test_store_notify, fixture_teardown);
  g_test_add ("/ui/start-page/list-states", Fixture, NULL,
              fixture_setup, test_list_states, fixture_teardown);
  g_test_add ("/ui/start-page/continue", Fixture, NULL,
              fixture_setup, test_continue, fixture_teardown);
  g_test_add ("/ui/start-page/signals", Fixture, NULL,
              fixture_setup, test_signals, fixture_teardown);
  g_test_add ("/ui/start-page/rename", Fixture, NULL,
              fixture_setup, test_rename, fixture_teardown);
  g_test_add ("/ui/start-page/delete-undo", Fixture, NULL,
              fixture_setup, test_delete_undo, fixture_teardown);
  g_test_add ("/ui/start-page/import", Fixture, NULL,
              fixture_setup, test_import, fixture_teardown);
  g_test_add ("/ui/start-page/rows-wrap", Fixture, NULL,
              fixture_setup, test_rows_wrap, fixture_teardown);
  g_test_add ("/ui/start-page/empty", Fixture, GINT_TO_POINTER (TRUE),
              fixture_setup, test_empty, fixture_teardown);

  return g_test_run ();
}

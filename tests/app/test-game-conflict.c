/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The question asked when another program holds a game or changed its
 * file (sq-game-conflict.c), for both games, with its buttons clicked:
 * a real conflict (a second store holding the lock, a file rewritten
 * behind the game's back), then "Open Read-Only" (the game on show is
 * read-only, says so and saves nothing), "Play a Copy" (a new game in the folder)
 * or Cancel and closing the dialog (nothing written); the folder's files
 * are compared byte for byte. And the warning before an export: Cancel
 * writes nothing, Export reaches the file chooser, which exports. */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <unistd.h>

#include "sq-application.h"
#include "sq-game.h"
#include "sq-legends-game.h"
#include "sq-legends-page.h"
#include "sq-store-private.h"
#include "sq-ui-tree.h"
#include "sq-ui-window-test.h"
#include "sq-window.h"

typedef enum {
  CONFLICT_LOCKED,
  CONFLICT_CHANGED,
} Conflict;

/* What the test does with the question */
typedef struct {
  Conflict    conflict;
  const char *button;   /* the button's label, or NULL to close the dialog */
} Case;

typedef SqTestWindow Fixture;

/* ------------------------------------------------------------- helpers */

/* The folder's game files (not the lock files), name -> bytes */
static GHashTable *
snapshot (const char *dir)
{
  GHashTable *files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                             (GDestroyNotify) g_bytes_unref);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      char *contents = NULL;
      gsize len = 0;

      if (name[0] == '.' || !g_file_test (path, G_FILE_TEST_IS_REGULAR))
        continue;
      g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
      g_hash_table_insert (files, g_strdup (name), g_bytes_new_take (contents, len));
    }

  return files;
}

/* Every file of @before is in @now, byte for byte; returns the names of
 * the files that are new */
static GPtrArray *
assert_kept (GHashTable *before,
             GHashTable *now)
{
  GPtrArray *added = g_ptr_array_new_with_free_func (g_free);
  GHashTableIter iter;
  gpointer key;
  gpointer value;

  g_hash_table_iter_init (&iter, before);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      GBytes *bytes = g_hash_table_lookup (now, key);

      g_assert_nonnull (bytes);
      g_assert_true (g_bytes_equal (bytes, value));
    }

  g_hash_table_iter_init (&iter, now);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (!g_hash_table_contains (before, key))
      g_ptr_array_add (added, g_strdup (key));

  return added;
}

static AdwMessageDialog *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return ADW_MESSAGE_DIALOG (window);
    }

  return NULL;
}

/* Answers the question on show, as the players would: a click on the
 * button labelled @label, or closing the dialog when it is %NULL */
static void
answer (const char *heading,
        const char *label)
{
  AdwMessageDialog *dialog = find_message_dialog ();

  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);
  if (label == NULL)
    gtk_window_close (GTK_WINDOW (dialog));
  else
    {
      GtkWidget *button = sq_test_find_button (GTK_WIDGET (dialog), label);

      g_assert_nonnull (button);
      g_assert_true (gtk_widget_is_sensitive (button));
      /* a click (gtk_widget_activate() clicks only after a delay) */
      g_signal_emit_by_name (button, "clicked");
    }
  sq_test_iterate ();
  g_assert_null (find_message_dialog ());
}

/* Whether a window title below @root has @subtitle */
static gboolean
has_subtitle (GtkWidget  *root,
              const char *subtitle)
{
  if (ADW_IS_WINDOW_TITLE (root)
      && g_strcmp0 (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (root)), subtitle) == 0)
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_subtitle (child, subtitle))
      return TRUE;

  return FALSE;
}

static const char *
heading_of (Conflict conflict)
{
  return conflict == CONFLICT_CHANGED ? "Game Changed Elsewhere" : "Game Open Elsewhere";
}

/* Writes the file anew with the same bytes, as an editor saves: a new file */
static void
rewrite_behind_back (const char *path)
{
  g_autofree char *text = NULL;
  gsize len;

  g_assert_true (g_file_get_contents (path, &text, &len, NULL));
  g_usleep (10 * 1000);
  g_assert_true (g_file_set_contents (path, text, len, NULL));
}

/* ------------------------------------------------- Shadows over Camelot */

static SqAction
legal_action (SqGame *game)
{
  SqAction actions[512];
  guint n = sq_legal_actions (sq_game_get_state (game), actions, G_N_ELEMENTS (actions));

  g_assert_cmpuint (n, >, 0);
  return actions[0];
}

static void
test_camelot (Fixture       *fixture,
              gconstpointer  data)
{
  const Case *test = data;
  g_autoptr(SqStore) other = sq_store_new (fixture->games);
  g_autoptr(SqGame) theirs = NULL;
  g_autoptr(GHashTable) before = NULL;
  g_autoptr(GHashTable) now = NULL;
  g_autoptr(GPtrArray) added = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  SqGame *game;
  SqAction action;
  SqSetup setup;

  sq_setup_init_defaults (&setup, 3);
  setup.seed = 11;
  setup.skip_opening_share = TRUE;
  theirs = sq_game_new (other, &setup, "Evening", &error);
  g_assert_no_error (error);
  id = g_strdup (sq_game_get_id (theirs));
  g_assert_true (sq_store_refresh (fixture->store, &error));
  g_assert_no_error (error);

  if (test->conflict == CONFLICT_LOCKED)
    {
      /* the other store holds it: opening it here asks */
      before = snapshot (fixture->games);
      g_signal_emit_by_name (sq_window_get_part (fixture->window, "start-page"), "open-game", id);
      sq_test_iterate ();
    }
  else
    {
      g_autofree char *path = sq_store_game_path (fixture->store, id);

      g_clear_object (&theirs);
      g_assert_true (sq_window_open_game (fixture->window, id, &error));
      g_assert_no_error (error);
      game = sq_window_get_game (fixture->window);
      rewrite_behind_back (path);
      before = snapshot (fixture->games);

      /* the save after a move finds the file changed: refused, and asked */
      action = legal_action (game);
      g_assert_false (sq_game_apply (game, &action, &error));
      g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_CHANGED);
      g_clear_error (&error);
      sq_test_iterate ();
    }

  answer (heading_of (test->conflict), test->button);
  game = sq_window_get_game (fixture->window);
  now = snapshot (fixture->games);
  added = assert_kept (before, now);

  if (g_strcmp0 (test->button, "Open _Read-Only") == 0)
    {
      g_assert_nonnull (game);
      g_assert_true (sq_game_get_read_only (game));
      g_assert_cmpstr (sq_game_get_id (game), ==, id);
      g_assert_cmpuint (added->len, ==, 0);
      /* the title names the game, the subtitle says it is read-only */
      g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), ==, "Evening");
      g_assert_true (has_subtitle (GTK_WIDGET (fixture->window), "Read-only"));

      /* a move is refused, nothing is written and nothing more is asked */
      action = legal_action (game);
      g_assert_false (sq_game_apply (game, &action, &error));
      g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_READ_ONLY);
      sq_test_iterate ();
      g_assert_null (find_message_dialog ());
      g_hash_table_unref (now);
      now = snapshot (fixture->games);
      g_clear_pointer (&added, g_ptr_array_unref);
      added = assert_kept (before, now);
      g_assert_cmpuint (added->len, ==, 0);
    }
  else if (g_strcmp0 (test->button, "Play a _Copy") == 0)
    {
      g_autofree char *copy_file = NULL;

      g_assert_nonnull (game);
      g_assert_false (sq_game_get_read_only (game));
      g_assert_cmpstr (sq_game_get_id (game), !=, id);
      copy_file = g_strconcat (sq_game_get_id (game), ".json", NULL);
      g_assert_cmpuint (added->len, ==, 1);
      g_assert_cmpstr (added->pdata[0], ==, copy_file);
      g_assert_cmpstr (sq_game_get_name (game), ==, "Evening (copy)");
      g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), ==, "Evening (copy)");
      g_assert_false (has_subtitle (GTK_WIDGET (fixture->window), "Read-only"));

      /* the copy is played on, and saved */
      action = legal_action (game);
      g_assert_true (sq_game_apply (game, &action, &error));
      g_assert_no_error (error);
      g_hash_table_unref (now);
      now = snapshot (fixture->games);
      g_clear_pointer (&added, g_ptr_array_unref);
      added = assert_kept (before, now);
      g_assert_cmpuint (added->len, ==, 1);
    }
  else
    {
      /* cancelled or closed: nothing written */
      g_assert_cmpuint (added->len, ==, 0);
      g_assert_cmpuint (g_hash_table_size (now), ==, g_hash_table_size (before));
      if (test->conflict == CONFLICT_LOCKED)
        g_assert_null (game);
      else
        g_assert_cmpstr (sq_game_get_id (game), ==, id);
    }
}

/* ------------------------------------------------------ Camelot Legends */

static void
test_legends (Fixture       *fixture,
              gconstpointer  data)
{
  const Case *test = data;
  g_autofree char *example = g_test_build_filename (G_TEST_DIST, "legends", "data", "good",
                                                    "example.json", NULL);
  g_autofree char *path = g_build_filename (fixture->directory, "legends-a.json", NULL);
  g_autoptr(SqLegendsGame) opened = NULL;
  g_autoptr(GHashTable) before = NULL;
  g_autoptr(GHashTable) now = NULL;
  g_autoptr(GPtrArray) added = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  SqLegendsPage *page;
  SqLegendsGame *game;
  guint position;
  int lock_fd = -1;

  g_assert_true (g_file_get_contents (example, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (path, text, -1, NULL));

  gtk_widget_activate_action (sq_window_get_part (fixture->window, "start-page"),
                              "start.open-legends", NULL);
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "legends");
  page = SQ_LEGENDS_PAGE (sq_window_get_part (fixture->window, "legends-page"));
  opened = sq_legends_game_open (fixture->directory, "legends-a", &error);
  g_assert_no_error (error);
  sq_legends_page_set_game (page, opened);
  position = sq_legends_game_get_position (opened);

  if (test->conflict == CONFLICT_LOCKED)
    {
      /* another program holds the game, as a store holds its games */
      lock_fd = sq_store_lock_game (fixture->directory, "legends-a", &error);
      g_assert_no_error (error);
      g_assert_cmpint (lock_fd, >=, 0);
    }
  else
    {
      /* held here after a first save, then written elsewhere */
      g_assert_true (sq_legends_game_undo (opened, &error));
      g_assert_no_error (error);
      position = sq_legends_game_get_position (opened);
      rewrite_behind_back (path);
    }
  before = snapshot (fixture->directory);

  g_assert_false (sq_legends_game_undo (opened, &error));
  g_assert_error (error, SQ_STORE_ERROR,
                  (int) (test->conflict == CONFLICT_LOCKED ? SQ_STORE_ERROR_LOCKED
                                                           : SQ_STORE_ERROR_CHANGED));
  g_clear_error (&error);
  g_assert_cmpuint (sq_legends_game_get_position (opened), ==, position);
  sq_test_iterate ();

  answer (heading_of (test->conflict), test->button);
  game = sq_legends_page_get_game (page);
  now = snapshot (fixture->directory);
  added = assert_kept (before, now);

  if (g_strcmp0 (test->button, "Open _Read-Only") == 0)
    {
      g_assert_true (game != opened);
      g_assert_true (sq_legends_game_get_read_only (game));
      g_assert_cmpstr (sq_legends_game_get_id (game), ==, "legends-a");
      g_assert_cmpuint (added->len, ==, 0);
      g_assert_true (has_subtitle (GTK_WIDGET (fixture->window), "Read-only"));

      /* a change is refused, nothing is written and nothing more is asked */
      g_assert_false (sq_legends_game_undo (game, &error));
      g_assert_error (error, SQ_STORE_ERROR, SQ_STORE_ERROR_READ_ONLY);
      sq_test_iterate ();
      g_assert_null (find_message_dialog ());
      g_hash_table_unref (now);
      now = snapshot (fixture->directory);
      g_clear_pointer (&added, g_ptr_array_unref);
      added = assert_kept (before, now);
      g_assert_cmpuint (added->len, ==, 0);
    }
  else if (g_strcmp0 (test->button, "Play a _Copy") == 0)
    {
      g_autoptr(SqLegendsGame) reread = NULL;
      g_autofree char *copy_file = NULL;

      g_assert_true (game == opened);
      g_assert_false (sq_legends_game_get_read_only (game));
      g_assert_false (has_subtitle (GTK_WIDGET (fixture->window), "Read-only"));
      g_assert_cmpstr (sq_legends_game_get_id (game), !=, "legends-a");
      copy_file = g_strconcat (sq_legends_game_get_id (game), ".json", NULL);
      /* one file: the players' names are in it */
      g_assert_cmpuint (added->len, ==, 1);
      g_assert_true (g_ptr_array_find_with_equal_func (added, copy_file, g_str_equal, NULL));

      /* the copy holds the game as it is here, and is played on */
      reread = sq_legends_game_open (fixture->directory, sq_legends_game_get_id (game), &error);
      g_assert_no_error (error);
      g_assert_cmpuint (sq_legends_game_get_position (reread), ==, position);
      g_assert_true (sq_legends_state_equal (sq_legends_game_get_state (reread),
                                             sq_legends_game_get_state (game)));
      g_assert_cmpstr (sq_legends_game_get_name (reread, 1), ==,
                       sq_legends_game_get_name (game, 1));
      g_assert_true (sq_legends_game_undo (game, &error));
      g_assert_no_error (error);
      g_hash_table_unref (now);
      now = snapshot (fixture->directory);
      g_clear_pointer (&added, g_ptr_array_unref);
      added = assert_kept (before, now);
      g_assert_cmpuint (added->len, ==, 1);
    }
  else
    {
      /* cancelled or closed: nothing written, the game as it was */
      g_assert_true (game == opened);
      g_assert_cmpstr (sq_legends_game_get_id (game), ==, "legends-a");
      g_assert_cmpuint (added->len, ==, 0);
      g_assert_cmpuint (g_hash_table_size (now), ==, g_hash_table_size (before));
    }

  if (lock_fd >= 0)
    close (lock_fd);
}

/* ------------------------------------------------------ the export warning */

static GtkFileChooser *
find_file_chooser (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (GTK_IS_FILE_CHOOSER_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_FILE_CHOOSER (window);
    }

  return NULL;
}

static void
test_export_warning (Fixture       *fixture,
                     gconstpointer  data)
{
  GtkWidget *start_page = sq_window_get_part (fixture->window, "start-page");
  g_autofree char *outside = NULL;
  g_autofree char *target = NULL;
  g_autoptr(SqGame) game = NULL;
  g_autoptr(GHashTable) before = NULL;
  g_autoptr(GHashTable) now = NULL;
  g_autoptr(GHashTable) exported = NULL;
  g_autoptr(GPtrArray) added = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  GtkFileChooser *chooser;
  SqSetup setup;

  sq_setup_init_defaults (&setup, 4);
  setup.seed = 3;
  game = sq_game_new (fixture->store, &setup, "Export", &error);
  g_assert_no_error (error);
  sq_test_iterate ();
  outside = g_build_filename (fixture->directory, "outside", NULL);
  g_assert_cmpint (g_mkdir (outside, 0700), ==, 0);
  before = snapshot (fixture->games);

  /* Cancel: no file chooser, nothing written */
  g_assert_true (gtk_widget_activate_action (start_page, "start.export-game", "s",
                                             sq_game_get_id (game)));
  sq_test_iterate ();
  answer ("Export Game?", "_Cancel");
  g_assert_null (find_file_chooser ());
  now = snapshot (fixture->games);
  added = assert_kept (before, now);
  g_assert_cmpuint (added->len, ==, 0);
  g_clear_pointer (&added, g_ptr_array_unref);
  g_clear_pointer (&now, g_hash_table_unref);
  exported = snapshot (outside);
  g_assert_cmpuint (g_hash_table_size (exported), ==, 0);
  g_clear_pointer (&exported, g_hash_table_unref);

  /* closed: the same */
  g_assert_true (gtk_widget_activate_action (start_page, "start.export-game", "s",
                                             sq_game_get_id (game)));
  sq_test_iterate ();
  answer ("Export Game?", NULL);
  g_assert_null (find_file_chooser ());

  /* Export…: the file chooser, and the game exported where it says */
  g_assert_true (gtk_widget_activate_action (start_page, "start.export-game", "s",
                                             sq_game_get_id (game)));
  sq_test_iterate ();
  answer ("Export Game?", "_Export…");
  chooser = find_file_chooser ();
  g_assert_nonnull (chooser);
  g_assert_cmpint (gtk_file_chooser_get_action (chooser), ==, GTK_FILE_CHOOSER_ACTION_SAVE);
  target = g_build_filename (outside, "Export.json", NULL);
  file = g_file_new_for_path (target);
  g_assert_true (gtk_file_chooser_set_file (chooser, file, &error));
  g_assert_no_error (error);
  {
    g_autoptr(GFile) chosen = NULL;

    for (guint i = 0; i < 100 && chosen == NULL; i++)
      {
        g_usleep (10 * 1000);
        sq_test_iterate ();
        chosen = gtk_file_chooser_get_file (chooser);
      }
  }
  /* the chooser checks the folder before it answers */
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  for (guint i = 0; i < 200 && !g_file_test (target, G_FILE_TEST_EXISTS); i++)
    {
      g_usleep (10 * 1000);
      sq_test_iterate ();
    }
  g_assert_true (g_file_test (target, G_FILE_TEST_IS_REGULAR));
  g_assert_null (find_message_dialog ());

  /* the games folder itself is as it was */
  now = snapshot (fixture->games);
  added = assert_kept (before, now);
  g_assert_cmpuint (added->len, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  static const Case camelot[] = {
    { CONFLICT_LOCKED, "Open _Read-Only" },
    { CONFLICT_LOCKED, "Play a _Copy" },
    { CONFLICT_LOCKED, "_Cancel" },
    { CONFLICT_LOCKED, NULL },
    { CONFLICT_CHANGED, "Open _Read-Only" },
    { CONFLICT_CHANGED, "Play a _Copy" },
    { CONFLICT_CHANGED, "_Cancel" },
  };
  static const char *names[] = {
    "locked-read-only", "locked-copy", "locked-cancel", "locked-close",
    "changed-read-only", "changed-copy", "changed-cancel",
  };

  sq_test_init_ui (&argc, &argv);

  for (guint i = 0; i < G_N_ELEMENTS (camelot); i++)
    {
      g_autofree char *soc = g_strconcat ("/ui/game-conflict/camelot/", names[i], NULL);
      g_autofree char *legends = g_strconcat ("/ui/game-conflict/legends/", names[i], NULL);

      g_test_add (soc, Fixture, &camelot[i], sq_test_window_setup, test_camelot, sq_test_window_teardown);
      g_test_add (legends, Fixture, &camelot[i], sq_test_window_setup, test_legends, sq_test_window_teardown);
    }
  g_test_add ("/ui/game-conflict/export-warning", Fixture, NULL,
              sq_test_window_setup, test_export_warning, sq_test_window_teardown);

  return g_test_run ();
}

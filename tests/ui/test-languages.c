/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * The main screens of the real window in one language, at 1280x800: the
 * start page, a new game, the loyalty curtain, a game with refusals on
 * show, the history, the end of the game, the saved games, Preferences,
 * the shortcuts, About and every topic of the rules reference. Fails on
 * English a translator should have replaced and on text that does not
 * fit, and says where, so that a translator can fix it.
 *
 * Usage: test-languages LANGUAGE (nl, es or it). English is told from a
 * translation with the template of every string the sources mark
 * (squire.pot, which make-pot.py writes into the build) and the built
 * catalogues, or those under SQUIRE_TEST_LOCALEDIR when it is set (a
 * catalogue with a long fake translation shows the ellipsis check fail).
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "sq-application.h"
#include "sq-legends-page.h"
#include "sq-preferences-window.h"
#include "sq-reference.h"
#include "sq-turn-panel.h"
#include "sq-window.h"

#include "../engine/sq-random-play.h"
#include "sq-test-catalogue.h"
#include "sq-ui-test.h"

#define WIDTH  1280
#define HEIGHT 800

/* Types */

typedef enum
{
  PROBLEM_ENGLISH,
  PROBLEM_UNFIT,
} Problem;

/* The problems of one or more screens, each said once, with the screen
 * where it was first seen and how often it was seen. */
typedef struct
{
  char       *screen;
  GPtrArray  *problems;       /* "language screen: problem", in the order found */
  GPtrArray  *keys;           /* the key of each problem (borrowed from counts) */
  GHashTable *counts;         /* key -> count */
  guint       n_problems[2];  /* by Problem, each counted once */
  guint       n_labels;       /* checked: none means nothing was on screen */
} Report;

static const char *language;
static const char *localedir;  /* the catalogues */
static SqTestCatalogue *catalogue;
static SqApplication *app;
static SqStore *store;
static char *games_dir;
static SqWindow *game_window;  /* the one game of /game, /history and /end */
static SqTestRng game_rng = { 4 };

/* Reports */

static Report *
report_new (const char *screen)
{
  Report *report = g_new0 (Report, 1);

  report->screen = g_strdup (screen);
  report->problems = g_ptr_array_new_with_free_func (g_free);
  report->keys = g_ptr_array_new ();
  report->counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  return report;
}

static void
report_set_screen (Report     *report,
                   const char *screen)
{
  g_free (report->screen);
  report->screen = g_strdup (screen);
}

/* Adds a problem unless one with the same @key (by default, the same
 * text) was seen already: a format that makes "Turn 1", "Turn 2"… is one
 * problem in one place. */
G_GNUC_PRINTF (4, 5)
static void
report_add (Report     *report,
            Problem     kind,
            const char *key,
            const char *format,
            ...)
{
  va_list args;
  char *problem;
  char *owned_key;
  guint count;

  va_start (args, format);
  problem = g_strdup_vprintf (format, args);
  va_end (args);
  owned_key = key != NULL ? g_strdup (key) : g_strdup (problem);

  count = GPOINTER_TO_UINT (g_hash_table_lookup (report->counts, owned_key));
  if (count == 0)
    {
      g_ptr_array_add (report->problems, g_strdup_printf ("%s %s: %s", language, report->screen, problem));
      g_ptr_array_add (report->keys, owned_key);
      report->n_problems[kind]++;
    }
  /* frees @owned_key if it is there already */
  g_hash_table_insert (report->counts, owned_key, GUINT_TO_POINTER (count + 1));
  g_free (problem);
}

/* Prints every problem as a TAP comment and fails the test if there was
 * one. */
static void
report_finish (Report *report)
{
  for (guint i = 0; i < report->problems->len; i++)
    {
      const char *problem = g_ptr_array_index (report->problems, i);
      const char *key = g_ptr_array_index (report->keys, i);
      guint count = GPOINTER_TO_UINT (g_hash_table_lookup (report->counts, key));

      if (count > 1)
        g_test_message ("%s (%u times)", problem, count);
      else
        g_test_message ("%s", problem);
    }
  g_assert_cmpuint (report->n_labels, >, 0);
  if (report->n_problems[PROBLEM_ENGLISH] > 0 || report->n_problems[PROBLEM_UNFIT] > 0)
    g_test_fail_printf ("%s: %u texts in English, %u that do not fit",
                        report->screen, report->n_problems[PROBLEM_ENGLISH],
                        report->n_problems[PROBLEM_UNFIT]);

  g_free (report->screen);
  g_ptr_array_unref (report->problems);
  g_ptr_array_unref (report->keys);
  g_hash_table_unref (report->counts);
  g_free (report);
}

/* Where a widget is: its nearest Squire ancestor and the last few steps,
 * with the ids the templates give them. */
static char *
describe (GtkWidget *widget)
{
  g_autoptr(GPtrArray) steps = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) path = g_string_new (NULL);
  const char *owner = NULL;
  const char *row = NULL;

  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    {
      const char *type = G_OBJECT_TYPE_NAME (w);
      const char *id = GTK_IS_BUILDABLE (w) ? gtk_buildable_get_buildable_id (GTK_BUILDABLE (w)) : NULL;

      /* GtkBuilder names the objects a template leaves unnamed */
      if (id != NULL && g_str_has_prefix (id, "___object_"))
        id = NULL;
      if (row == NULL && w != widget && ADW_IS_PREFERENCES_ROW (w))
        row = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (w));

      if (steps->len < 4)
        g_ptr_array_insert (steps, 0, id != NULL ? g_strdup_printf ("%s#%s", type, id) : g_strdup (type));
      else if (g_str_has_prefix (type, "Sq"))
        {
          owner = type;
          break;
        }
    }

  if (owner != NULL)
    g_string_append_printf (path, "%s > … > ", owner);
  for (guint i = 0; i < steps->len; i++)
    g_string_append_printf (path, "%s%s", i > 0 ? " > " : "", (char *) g_ptr_array_index (steps, i));
  if (row != NULL && row[0] != '\0')
    g_string_append_printf (path, ", in the row \"%s\"", row);

  return g_string_free (g_steal_pointer (&path), FALSE);
}

/* Checks */

/* English a translator should have replaced, said where it is. */
static void
check_text (Report     *report,
            const char *text,
            const char *what,
            GtkWidget  *widget)
{
  g_autoptr(GPtrArray) findings = sq_test_catalogue_check (catalogue, text);
  g_autofree char *where = NULL;

  if (findings->len == 0)
    return;

  where = describe (widget);
  for (guint i = 0; i < findings->len; i++)
    {
      SqTestFinding *finding = g_ptr_array_index (findings, i);
      g_autofree char *key = g_strdup_printf ("%s %s at %s", what, finding->key, where);

      report_add (report, PROBLEM_ENGLISH, key, "%s \"%s\": %s, at %s", what, text, finding->problem, where);
    }
}

static void
check_menu (Report     *report,
            GMenuModel *model,
            GtkWidget  *button)
{
  if (model == NULL)
    return;

  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *label = NULL;
      g_autoptr(GMenuLinkIter) links = g_menu_model_iterate_item_links (model, i);

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        check_text (report, label, "menu item", button);
      while (g_menu_link_iter_next (links))
        {
          g_autoptr(GMenuModel) link = g_menu_link_iter_get_value (links);

          check_menu (report, link, button);
        }
    }
}

/* A label cut short by an ellipsis. Every label is a main control here:
 * at 1280x800 nothing needs to be cut, not even the board's names, which
 * are allowed to ellipsize on a phone. */
static void
check_fit (Report   *report,
           GtkLabel *label)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  g_autoptr(PangoLayout) whole = NULL;
  g_autofree char *where = NULL;
  int width;

  if (gtk_label_get_ellipsize (label) == PANGO_ELLIPSIZE_NONE || !pango_layout_is_ellipsized (layout))
    return;

  whole = pango_layout_copy (layout);
  pango_layout_set_width (whole, -1);
  pango_layout_get_pixel_size (whole, &width, NULL);
  where = describe (GTK_WIDGET (label));
  report_add (report, PROBLEM_UNFIT, NULL, "\"%s\" does not fit: %d pixels wide, needs %d, at %s",
              gtk_label_get_text (label), gtk_widget_get_width (GTK_WIDGET (label)), width, where);
}

/* A scrolled window that has to scroll sideways: something in it is too
 * wide. */
static void
check_sideways (Report            *report,
                GtkScrolledWindow *scrolled)
{
  GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (scrolled);
  double overflow = gtk_adjustment_get_upper (h) - gtk_adjustment_get_page_size (h);
  g_autofree char *where = NULL;

  if (overflow <= 1.0)
    return;

  where = describe (GTK_WIDGET (scrolled));
  report_add (report, PROBLEM_UNFIT, NULL, "%.0f pixels too wide, scrolls sideways, at %s",
              overflow, where);
}

static void
check_widget (Report    *report,
              GtkWidget *widget)
{
  GParamSpec *placeholder;

  /* key names, which GTK translates */
  if (!gtk_widget_get_mapped (widget) || GTK_IS_SHORTCUT_LABEL (widget))
    return;

  check_text (report, gtk_widget_get_tooltip_text (widget), "tooltip", widget);

  if (GTK_IS_LABEL (widget))
    {
      report->n_labels++;
      check_text (report, gtk_label_get_text (GTK_LABEL (widget)), "label", widget);
      check_fit (report, GTK_LABEL (widget));
    }
  else if (GTK_IS_WINDOW (widget))
    check_text (report, gtk_window_get_title (GTK_WINDOW (widget)), "window title", widget);
  else if (GTK_IS_MENU_BUTTON (widget))
    check_menu (report, gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget)), widget);
  else if (ADW_IS_SPLIT_BUTTON (widget))
    check_menu (report, adw_split_button_get_menu_model (ADW_SPLIT_BUTTON (widget)), widget);
  else if (ADW_IS_PREFERENCES_PAGE (widget))
    check_text (report, adw_preferences_page_get_title (ADW_PREFERENCES_PAGE (widget)), "page title", widget);
  else if (GTK_IS_SCROLLED_WINDOW (widget))
    check_sideways (report, GTK_SCROLLED_WINDOW (widget));

  /* entries, search entries and their text all have one */
  placeholder = g_object_class_find_property (G_OBJECT_GET_CLASS (widget), "placeholder-text");
  if (placeholder != NULL && placeholder->value_type == G_TYPE_STRING)
    {
      g_autofree char *text = NULL;

      g_object_get (widget, "placeholder-text", &text, NULL);
      check_text (report, text, "placeholder", widget);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_widget (report, child);
}

/* The label, on show or not, that needs the most room in @orientation:
 * the likely reason a window grew. */
static GtkWidget *
find_widest_label (GtkWidget      *widget,
                   GtkOrientation  orientation,
                   int            *size)
{
  GtkWidget *widest = NULL;

  if (GTK_IS_LABEL (widget))
    {
      int minimum;

      gtk_widget_measure (widget, orientation, -1, &minimum, NULL, NULL, NULL);
      if (minimum > *size)
        {
          *size = minimum;
          widest = widget;
        }
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widest_label (child, orientation, size);

      if (found != NULL)
        widest = found;
    }

  return widest;
}

/* A window, which must still be the size asked for: a window that grew
 * has content too big for it. */
static void
check_window (Report    *report,
              GtkWidget *window,
              int        width,
              int        height)
{
  int shown_width = gtk_widget_get_width (window);
  int shown_height = gtk_widget_get_height (window);

  if (width > 0 && (shown_width > width || shown_height > height))
    {
      GtkOrientation orientation = shown_width > width ? GTK_ORIENTATION_HORIZONTAL
                                                       : GTK_ORIENTATION_VERTICAL;
      int size = 0;
      GtkWidget *widest = find_widest_label (window, orientation, &size);
      g_autofree char *where = widest != NULL ? describe (widest) : g_strdup ("");

      report_add (report, PROBLEM_UNFIT, NULL,
                  "the window grew to %dx%d, more than %dx%d; the label that needs the most room, "
                  "%d pixels, is \"%s\" at %s",
                  shown_width, shown_height, width, height, size,
                  widest != NULL ? gtk_label_get_text (GTK_LABEL (widest)) : "", where);
    }

  check_widget (report, window);
}

/* The window */

static void
on_after_paint_cb (GdkFrameClock *clock,
                   guint         *frames)
{
  (*frames)++;
}

/* Runs until @widget's window has drawn two frames (the second lays out
 * what the first allocation changed), or half a second passed. */
static void
settle (GtkWidget *widget)
{
  GdkFrameClock *clock;
  guint frames = 0;
  gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC / 2;
  gulong handler;

  sq_test_iterate ();
  clock = gtk_widget_get_frame_clock (widget);
  if (clock == NULL)
    return;

  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint_cb), &frames);
  while (frames < 2 && g_get_monotonic_time () < end)
    {
      gtk_widget_queue_draw (widget);
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
  g_signal_handler_disconnect (clock, handler);
}

static SqWindow *
new_window (void)
{
  SqWindow *window = g_object_new (SQ_TYPE_WINDOW,
                                   "application", app,
                                   "settings", sq_application_get_settings (app),
                                   "store", store,
                                   NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), WIDTH, HEIGHT);
  gtk_window_present (GTK_WINDOW (window));
  settle (GTK_WIDGET (window));

  return window;
}

static void
close_window (SqWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate ();
}

/* A five-knight game, seeded, with the curtain left unopened. */
static void
start_game (SqWindow *window)
{
  g_autoptr(GError) error = NULL;
  SqSetup setup;

  sq_setup_init_defaults (&setup, 5);
  setup.seed = 1121;
  sq_window_start_game (window, &setup, "Friday at Anna’s", &error);
  g_assert_no_error (error);
  settle (GTK_WIDGET (window));
}

static void
pass_curtain (SqWindow *window)
{
  while (g_strcmp0 (sq_window_get_page (window), "curtain") == 0)
    g_signal_emit_by_name (sq_window_get_part (window, "curtain"), "done");
  settle (GTK_WIDGET (window));
}

/* One action of the seeded random player through the turn panel; FALSE
 * at the end of the game. */
static gboolean
play_one (SqWindow *window)
{
  SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (window, "turn-panel"));
  SqGame *game = sq_window_get_game (window);
  g_autoptr(GError) error = NULL;
  SqAction buf[512];
  SqAction action;

  if (sq_game_get_finished (game) ||
      !sq_test_pick_with (&game_rng, sq_game_get_state (game), buf, G_N_ELEMENTS (buf), TRUE, &action))
    return FALSE;

  sq_turn_panel_choose (panel, &action, &error);
  g_assert_no_error (error);
  settle (GTK_WIDGET (window));

  return TRUE;
}

static SqWindow *
ensure_game_window (void)
{
  if (game_window == NULL)
    {
      game_window = new_window ();
      start_game (game_window);
      pass_curtain (game_window);
    }

  return game_window;
}

/* Tests */

static void
test_catalogue (void)
{
  const char *header = dgettext (GETTEXT_PACKAGE, "");
  g_autofree char *line = g_strdup_printf ("Language: %s\n", language);

  /* gettext answers "" with the header of the catalogue it found */
  if (strstr (header, line) == NULL)
    g_test_message ("no catalogue for %s under %s", language, localedir);
  g_assert_nonnull (strstr (header, line));
  g_test_message ("%s: %u strings, %u translated, %u as themselves, %u untranslated",
                  language, sq_test_catalogue_get_n_messages (catalogue),
                  sq_test_catalogue_count (catalogue, SQ_TEST_TRANSLATED),
                  sq_test_catalogue_count (catalogue, SQ_TEST_SAME),
                  sq_test_catalogue_count (catalogue, SQ_TEST_UNTRANSLATED));
}

static void
test_start (void)
{
  SqWindow *window = new_window ();
  Report *report = report_new ("start");

  check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);
  report_finish (report);
  close_window (window);
}

/* Every expander row open, so that what is inside is checked too. */
static void
expand_rows (GtkWidget *widget)
{
  if (ADW_IS_EXPANDER_ROW (widget) && gtk_widget_get_mapped (widget))
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (widget), TRUE);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    expand_rows (child);
}

static void
test_new_game (void)
{
  SqWindow *window = new_window ();
  Report *report = report_new ("new game");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  settle (GTK_WIDGET (window));
  check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);

  report_set_screen (report, "new game (rows expanded)");
  expand_rows (GTK_WIDGET (window));
  settle (GTK_WIDGET (window));
  check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);

  report_finish (report);
  close_window (window);
}

static void
test_curtain (void)
{
  SqWindow *window = new_window ();
  Report *report = report_new ("curtain");

  start_game (window);
  g_assert_cmpstr (sq_window_get_page (window), ==, "curtain");
  check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);

  report_finish (report);
  close_window (window);
}

/* The game page after every action until a knight sees why a choice is
 * not possible now. */
static void
test_game (void)
{
  SqWindow *window = ensure_game_window ();
  SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (window, "turn-panel"));
  Report *report = report_new ("game");
  guint steps = 0;

  check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);
  while ((steps < 30 || sq_turn_panel_get_n_blocked (panel) == 0) && steps < 500 && play_one (window))
    {
      check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);
      steps++;
    }
  g_assert_cmpuint (sq_turn_panel_get_n_blocked (panel), >, 0);

  report_finish (report);
}

static void
test_history (void)
{
  SqWindow *window = ensure_game_window ();
  Report *report = report_new ("history");

  g_object_set (window, "show-history", TRUE, NULL);
  settle (GTK_WIDGET (window));
  check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);
  g_object_set (window, "show-history", FALSE, NULL);

  report_finish (report);
}

/* The rest of the game, then its end. */
static void
test_end (void)
{
  SqWindow *window = ensure_game_window ();
  Report *report = report_new ("game");

  while (play_one (window))
    check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);
  g_assert_true (sq_game_get_finished (sq_window_get_game (window)));

  report_set_screen (report, "end");
  settle (GTK_WIDGET (window));
  g_assert_cmpstr (sq_window_get_page (window), ==, "end");
  check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);

  report_finish (report);
  close_window (g_steal_pointer (&game_window));
}

/* The start page again, with the games played here in its list. */
static void
test_saved_games (void)
{
  SqWindow *window;
  Report *report = report_new ("start (saved games)");

  /* one game still going, too */
  window = new_window ();
  start_game (window);
  pass_curtain (window);
  close_window (window);

  window = new_window ();
  check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);

  report_finish (report);
  close_window (window);
}

static void
test_preferences (void)
{
  SqWindow *window = new_window ();
  GtkWidget *preferences = sq_preferences_window_new (sq_application_get_settings (app));
  Report *report = report_new ("preferences");

  gtk_window_set_transient_for (GTK_WINDOW (preferences), GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (preferences));
  settle (preferences);
  expand_rows (preferences);
  settle (preferences);
  /* a dialog takes the size it needs: only its labels must fit */
  check_window (report, preferences, 0, 0);

  report_finish (report);
  gtk_window_destroy (GTK_WINDOW (preferences));
  close_window (window);
}

static void
test_shortcuts (void)
{
  SqWindow *window = new_window ();
  GtkWidget *shortcuts = sq_test_show_shortcuts (GTK_WIDGET (window));
  Report *report = report_new ("shortcuts");

  g_assert_nonnull (shortcuts);
  settle (shortcuts);
  check_window (report, shortcuts, 0, 0);

  report_finish (report);
  gtk_window_close (GTK_WINDOW (shortcuts));
  close_window (window);
}

static void
test_about (void)
{
  SqWindow *window = new_window ();
  GtkWidget *about = NULL;
  g_autoptr(GListModel) toplevels = NULL;
  Report *report = report_new ("about");

  gtk_window_set_application (GTK_WINDOW (window), GTK_APPLICATION (app));
  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  settle (GTK_WIDGET (window));
  toplevels = g_object_ref (gtk_window_get_toplevels ());
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_ABOUT_WINDOW (toplevel))
        about = toplevel;
    }
  g_assert_nonnull (about);
  settle (about);
  check_window (report, about, 0, 0);

  report_finish (report);
  gtk_window_destroy (GTK_WINDOW (about));
  close_window (window);
}

/* The index of the rules, then every topic in turn. */
/* Camelot Legends: its setup, then the tracker of a game just begun. */
static void
test_legends (void)
{
  g_autoptr(GError) error = NULL;
  SqWindow *window = new_window ();
  Report *report = report_new ("legends setup");
  SqLegendsPage *page;

  g_signal_emit_by_name (sq_window_get_part (window, "start-page"), "open-legends");
  page = SQ_LEGENDS_PAGE (sq_window_get_part (window, "legends-page"));
  sq_legends_page_show_setup (page);
  settle (GTK_WIDGET (window));
  check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);

  report_set_screen (report, "legends tracker");
  sq_legends_page_set_seed (page, 20260412);
  g_assert_true (sq_legends_page_start (page, &error));
  g_assert_no_error (error);
  settle (GTK_WIDGET (window));
  check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);

  report_finish (report);
  close_window (window);
}

static void
test_rules (void)
{
  SqWindow *window = new_window ();
  GListModel *topics = sq_reference_get_topics (sq_reference_get_default ());
  Report *report = report_new ("rules");

  sq_window_show_topic (window, NULL);
  settle (GTK_WIDGET (window));
  g_assert_cmpstr (sq_window_get_page (window), ==, "rules");
  check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);

  for (guint i = 0; i < g_list_model_get_n_items (topics); i++)
    {
      g_autoptr(SqReferenceTopic) topic = g_list_model_get_item (topics, i);
      g_autofree char *screen = g_strdup_printf ("rules topic %s", sq_reference_topic_get_id (topic));

      report_set_screen (report, screen);
      sq_window_show_topic (window, sq_reference_topic_get_id (topic));
      settle (GTK_WIDGET (window));
      check_window (report, GTK_WIDGET (window), WIDTH, HEIGHT);
    }

  report_set_screen (report, "rules");
  report_finish (report);
  close_window (window);
}

/* Set-up */

int
main (int   argc,
      char *argv[])
{
  static const struct { const char *name; GTestFunc func; } tests[] = {
    { "catalogue", test_catalogue },
    { "start", test_start },
    { "new-game", test_new_game },
    { "curtain", test_curtain },
    { "game", test_game },
    { "history", test_history },
    { "end", test_end },
    { "saved-games", test_saved_games },
    { "preferences", test_preferences },
    { "shortcuts", test_shortcuts },
    { "about", test_about },
    { "rules", test_rules },
    { "legends", test_legends },
  };
  g_autoptr(GError) error = NULL;
  g_autofree char **args = g_new0 (char *, argc + 2);
  int status;

  /* every screen is checked, whatever the one before found */
  args[0] = argv[0];
  args[1] = (char *) "--keep-going";
  for (int i = 1; i < argc; i++)
    args[i + 1] = argv[i];
  argc++;
  argv = args;
  g_test_init (&argc, &argv, NULL);

  if (!sq_test_have_display ())
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }
  if (argc != 2)
    g_error ("usage: %s LANGUAGE", argv[0]);

  language = argv[1];
  localedir = g_getenv ("SQUIRE_TEST_LOCALEDIR");
  if (localedir == NULL)
    localedir = SQ_BUILD_LOCALEDIR;
  /* as src/main.c does for a language chosen in Preferences */
  sq_application_set_up_locale (language, localedir);
  catalogue = sq_test_catalogue_new (SQ_TEMPLATE, GETTEXT_PACKAGE);

  gtk_init ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  games_dir = g_dir_make_tmp ("squire-languages-XXXXXX", &error);
  g_assert_no_error (error);
  store = sq_store_new (games_dir);
  app = sq_application_new (APP_ID ".TestLanguages", G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (tests); i++)
    {
      g_autofree char *path = g_strdup_printf ("/languages/%s/%s", language, tests[i].name);

      g_test_add_func (path, tests[i].func);
    }

  status = g_test_run ();

  if (game_window != NULL)
    close_window (g_steal_pointer (&game_window));
  g_clear_object (&store);
  g_clear_object (&app);
  g_assert_true (sq_test_remove_tree (games_dir));
  g_free (games_dir);
  g_clear_pointer (&catalogue, sq_test_catalogue_free);

  return status;
}

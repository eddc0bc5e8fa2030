/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * The window around the pages: messages that belong to their game, a
 * title that follows the page, the header's Undo at every width, text
 * that fits at 360x640, the first focus on each page, and a write behind
 * that fails after the tap.
 */

#include "config.h"

#include <adwaita.h>
#include <errno.h>
#include <string.h>

#include "sq-application.h"
#include "sq-focus.h"
#include "sq-rules.h"
#include "sq-rules-page.h"
#include "sq-store-private.h"
#include "sq-toaster.h"
#include "sq-turn-panel.h"
#include "sq-window.h"
#include "sq-window-private.h"
#include "sq-wrap-bin.h"

#include "sq-ui-window-test.h"

typedef SqTestWindow Fixture;

typedef struct
{
  int width;
  int height;
} Size;

static const Size wide = { 1280, 800 };
static const Size narrow = { 360, 640 };

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  const Size *size = data;

  sq_test_window_setup_sized (fixture, size->width, size->height);
}

/* Runs the main loop until the window has been laid out at its size. */
static void
settle (Fixture *fixture)
{
  for (guint i = 0; i < 20; i++)
    {
      g_usleep (10000);
      sq_test_iterate ();
    }
}

static void
activate (Fixture    *fixture,
          const char *action)
{
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), action, NULL);
  sq_test_iterate ();
}

static SqGame *
start_game (Fixture *fixture)
{
  g_autoptr(GError) error = NULL;
  SqSetup setup;

  sq_setup_init_defaults (&setup, 3);
  setup.loyalty = SQ_LOYALTY_NO_TRAITOR;
  setup.skip_opening_share = TRUE;
  setup.seed = 3;
  g_assert_true (sq_window_start_game (fixture->window, &setup, "Shell", &error));
  g_assert_no_error (error);
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "game");
  return sq_window_get_game (fixture->window);
}

static void
choose (Fixture      *fixture,
        SqActionType  type)
{
  g_autoptr(GError) error = NULL;
  SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (fixture->window, "turn-panel"));
  SqAction action;

  sq_action_init (&action, type);
  g_assert_true (sq_turn_panel_choose (panel, &action, &error));
  g_assert_no_error (error);
  sq_test_iterate ();
}

/* The widget of the message on show, or NULL: it sits beside the overlay's
 * own child. */
static GtkWidget *
find_toast_widget (Fixture *fixture)
{
  AdwToastOverlay *overlay = ADW_TOAST_OVERLAY (sq_window_get_part (fixture->window, "toast-overlay"));

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (overlay));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != adw_toast_overlay_get_child (overlay) && gtk_widget_get_visible (child) &&
        gtk_widget_get_child_visible (child))
      return child;
  return NULL;
}

static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label,
             const char *icon)
{
  if (GTK_IS_BUTTON (widget) &&
      ((label != NULL && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0) ||
       (icon != NULL && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), icon) == 0)))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label, icon);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Whether a label at or below @widget has @text in it */
static gboolean
has_text (GtkWidget  *widget,
          const char *text)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_label (GTK_LABEL (widget)), text) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_text (child, text))
      return TRUE;
  return FALSE;
}

static void
count_notify (guint *count)
{
  (*count)++;
}

static void
test_toasts_stay_with_their_game (Fixture       *fixture,
                                  gconstpointer  data)
{
  SqGame *game = start_game (fixture);
  g_autofree char *id = g_strdup (sq_game_get_id (game));
  g_autoptr(GVariant) target = NULL;
  g_autoptr(GVariant) stale = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *owner = NULL;
  GtkWidget *toast;
  GtkWidget *undo;
  GtkWidget *close;
  guint position;

  choose (fixture, SQ_ACTION_ADD_SIEGE);
  position = sq_game_get_position (game);
  g_assert_cmpuint (position, ==, 1);

  toast = find_toast_widget (fixture);
  g_assert_nonnull (toast);
  undo = find_button (toast, "_Undo", NULL);
  g_assert_nonnull (undo);
  target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (undo));
  g_assert_nonnull (target);
  g_variant_ref (target);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (undo)), ==, "win.undo-toast");
  /* its close button says what it does */
  close = find_button (toast, NULL, "window-close-symbolic");
  g_assert_nonnull (close);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (close), ==, "Close the Message");
  /* and is named once: each tooltip set costs GTK a question to the
   * display server about the pointer */
  {
    guint named = 0;
    gulong id_named = g_signal_connect_swapped (close, "notify::tooltip-text",
                                                G_CALLBACK (count_notify), &named);

    activate (fixture, "win.undo");
    choose (fixture, SQ_ACTION_ADD_SIEGE);
    g_assert_true (find_toast_widget (fixture) == toast);
    g_assert_cmpstr (gtk_widget_get_tooltip_text (close), ==, "Close the Message");
    g_assert_cmpuint (named, ==, 0);
    g_signal_handler_disconnect (close, id_named);
    position = sq_game_get_position (game);
    g_clear_pointer (&target, g_variant_unref);
    target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (undo));
    g_assert_nonnull (target);
    g_variant_ref (target);
  }

  /* on the start page the game's message loses its Undo at once, and
   * goes once it has finished sliding in */
  activate (fixture, "win.go-start");
  g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "start");
  toast = find_toast_widget (fixture);
  g_assert_true (toast == NULL || find_button (toast, "_Undo", NULL) == NULL ||
                 !gtk_widget_get_visible (find_button (toast, "_Undo", NULL)));
  for (guint i = 0; i < 200 && find_toast_widget (fixture) != NULL; i++)
    {
      g_usleep (10000);
      sq_test_iterate ();
    }
  g_assert_null (find_toast_widget (fixture));
  /* and its Undo, pressed from there, undoes nothing */
  gtk_widget_activate_action_variant (GTK_WIDGET (fixture->window), "win.undo-toast", target);
  sq_test_iterate ();
  g_assert_cmpuint (sq_game_get_position (game), ==, position);

  /* back in the game, an Undo of an older position undoes nothing either */
  g_assert_true (sq_window_open_game (fixture->window, id, &error));
  g_assert_no_error (error);
  sq_test_iterate ();
  game = sq_window_get_game (fixture->window);
  g_assert_cmpuint (sq_game_get_position (game), ==, position);
  owner = g_strconcat ("game:", id, NULL);
  stale = g_variant_ref_sink (g_variant_new ("(su)", owner, 0));
  gtk_widget_activate_action_variant (GTK_WIDGET (fixture->window), "win.undo-toast", stale);
  sq_test_iterate ();
  g_assert_cmpuint (sq_game_get_position (game), ==, position);
  /* the message's own Undo, in its own game, does */
  gtk_widget_activate_action_variant (GTK_WIDGET (fixture->window), "win.undo-toast", target);
  sq_test_iterate ();
  g_assert_cmpuint (sq_game_get_position (game), ==, position - 1);
}

/* The main loop until the store has told of a write (*@written, counted
 * by count_notify()), for at most 0.5 s, and then what it queued */
static void
wait_for_write (guint *written)
{
  for (guint i = 0; i < 500 && *written == 0; i++)
    {
      g_usleep (1000);
      sq_test_iterate ();
    }
  g_assert_cmpuint (*written, ==, 1);
  sq_test_iterate ();
}

/* A game whose store writes behind, each write told of counted in
 * *@written */
static SqGame *
start_game_writing_behind (Fixture *fixture,
                           guint   *written)
{
  SqGame *game;

  sq_store_set_write_behind (fixture->store, TRUE);
  game = start_game (fixture);
  g_signal_connect_swapped (fixture->store, "write-done", G_CALLBACK (count_notify), written);
  return game;
}

/* The app's store writes behind: a tap returns before the disk has it.
 * When the write then fails, the tap is taken back on screen and a
 * message says so; the next tap is kept. */
static void
test_late_save_failure (Fixture       *fixture,
                        gconstpointer  data)
{
  SqGame *game;
  GtkWidget *toast;
  guint written = 0;

  game = start_game_writing_behind (fixture, &written);

  sq_store_inject_save_failures (fixture->store, 1);
  choose (fixture, SQ_ACTION_ADD_SIEGE);
  wait_for_write (&written);

  g_assert_cmpuint (sq_game_get_position (game), ==, 0);
  toast = find_toast_widget (fixture);
  g_assert_nonnull (toast);
  g_assert_true (has_text (toast, "could not be saved, so the change was taken back"));
  g_assert_true (has_text (toast, g_strerror (ENOSPC)));
  g_assert_false (sq_game_get_can_redo (game));

  choose (fixture, SQ_ACTION_ADD_SIEGE);
  sq_game_flush (game);
  g_assert_cmpuint (written, ==, 2);
  g_assert_cmpuint (sq_game_get_position (game), ==, 1);
  g_signal_handlers_disconnect_by_data (fixture->store, &written);
}

/* Taps made while the first one's write is under way (held, as on a
 * slow disk) are shown at once; when that write fails, they all go
 * with it, and the message says how many */
static void
test_late_save_failure_counts (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  SqGame *game;
  GtkWidget *toast;
  guint written = 0;

  game = start_game_writing_behind (fixture, &written);

  sq_store_delay_writes (fixture->store, SQ_STORE_DELAY_HOLD);
  sq_store_inject_save_failures (fixture->store, 1);
  choose (fixture, SQ_ACTION_ADD_SIEGE);
  g_assert_true (sq_game_undo (game, &error));
  g_assert_no_error (error);
  choose (fixture, SQ_ACTION_ADD_SIEGE);
  g_assert_cmpuint (written, ==, 0);
  g_assert_cmpuint (sq_game_get_position (game), ==, 1);

  sq_store_delay_writes (fixture->store, 0);
  wait_for_write (&written);

  g_assert_cmpuint (sq_game_get_position (game), ==, 0);
  toast = find_toast_widget (fixture);
  g_assert_nonnull (toast);
  g_assert_true (has_text (toast, "could not be saved, so the last 3 changes were taken back"));
  g_assert_true (has_text (toast, g_strerror (ENOSPC)));
  g_signal_handlers_disconnect_by_data (fixture->store, &written);
}

static void
test_title_follows_page (Fixture       *fixture,
                         gconstpointer  data)
{
  GtkWindow *window = GTK_WINDOW (fixture->window);
  GtkWidget *start_page = sq_window_get_part (fixture->window, "start-page");

  g_assert_cmpstr (gtk_window_get_title (window), ==, "Squire");
  activate (fixture, "win.new-game");
  g_assert_cmpstr (gtk_window_get_title (window), ==, "New Game");
  start_game (fixture);
  g_assert_cmpstr (gtk_window_get_title (window), ==, "Shell");
  /* an action leaves the title as it was, not set again: GTK 4.8 would
   * hand it to the window manager and a screen reader once more */
  {
    guint notified = 0;

    g_signal_connect_swapped (window, "notify::title", G_CALLBACK (count_notify), &notified);
    choose (fixture, SQ_ACTION_ADD_SIEGE);
    g_signal_handlers_disconnect_by_data (window, &notified);
    g_assert_cmpuint (sq_game_get_position (sq_window_get_game (fixture->window)), ==, 1);
    g_assert_cmpuint (notified, ==, 0);
  }
  activate (fixture, "win.rules");
  g_assert_cmpstr (gtk_window_get_title (window), ==, "Rules");
  activate (fixture, "win.go-back");
  g_assert_cmpstr (gtk_window_get_title (window), ==, "Shell");
  activate (fixture, "win.go-start");
  g_assert_cmpstr (gtk_window_get_title (window), ==, "Squire");
  g_signal_emit_by_name (start_page, "open-legends");
  sq_test_iterate ();
  g_assert_cmpstr (gtk_window_get_title (window), ==, "Camelot Legends");

  /* the rules opened from Camelot Legends put its topics first */
  activate (fixture, "win.rules");
  g_assert_cmpstr (sq_rules_page_get_game (SQ_RULES_PAGE (sq_window_get_part (fixture->window, "rules-page"))),
                   ==, "camelot-legends");
  activate (fixture, "win.go-back");
  activate (fixture, "win.go-start");
  activate (fixture, "win.rules");
  g_assert_cmpstr (sq_rules_page_get_game (SQ_RULES_PAGE (sq_window_get_part (fixture->window, "rules-page"))),
                   ==, "shadows-over-camelot");
}

/* The header's Undo is there in a game, however narrow the window. */
static void
test_undo_at_every_width (Fixture       *fixture,
                          gconstpointer  data)
{
  GtkWidget *undo = sq_window_get_part (fixture->window, "undo-button");

  start_game (fixture);
  settle (fixture);
  g_assert_true (gtk_widget_get_visible (undo));
  g_assert_true (gtk_widget_get_mapped (undo));
  g_assert_cmpint (gtk_widget_get_width (undo), >, 0);
}

/* The message on show: the toaster's own label, the toast's custom title */
static GtkWidget *
find_message (Fixture *fixture)
{
  GObject *overlay = G_OBJECT (sq_window_get_part (fixture->window, "toast-overlay"));
  SqToaster *toaster = g_object_get_data (overlay, "sq-toaster");
  AdwToast *toast;

  g_assert_true (SQ_IS_TOASTER (toaster));
  toast = sq_toaster_get_toast (toaster);
  g_assert_nonnull (toast);
  return sq_wrap_bin_get_child (SQ_WRAP_BIN (adw_toast_get_custom_title (toast)));
}

/* All of the toast's @message shows, inside the window */
static void
assert_message_shows (Fixture   *fixture,
                      GtkWidget *message)
{
  GtkWidget *overlay = sq_window_get_part (fixture->window, "toast-overlay");
  GtkWidget *toast = find_toast_widget (fixture);
  graphene_rect_t bounds;
  PangoRectangle logical;

  g_assert_true (gtk_widget_compute_bounds (toast, overlay, &bounds));
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (overlay));
  pango_layout_get_pixel_extents (gtk_label_get_layout (GTK_LABEL (message)), NULL, &logical);
  g_assert_cmpint (logical.width, <=, gtk_widget_get_width (message));
  g_assert_cmpint (logical.height, <=, gtk_widget_get_height (message));
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (message))));
}

/* @text on the toast, laid out: Returns: its label */
static GtkWidget *
show_message (Fixture    *fixture,
              const char *text)
{
  GtkWidget *toast = NULL;
  GtkWidget *message;

  sq_window_show_toast (fixture->window, text, TRUE);
  for (guint i = 0; i < 200; i++)
    {
      settle (fixture);
      toast = find_toast_widget (fixture);
      if (toast != NULL && has_text (toast, text))
        break;
    }
  g_assert_nonnull (toast);
  message = find_message (fixture);
  g_assert_true (gtk_widget_is_ancestor (message, toast));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (message)), ==, text);
  assert_message_shows (fixture, message);

  return message;
}

/* A message that fits beside the toast's buttons is one line that does
 * not wrap, whose width GTK measures from that one line; a longer one
 * wraps, and all of it shows. */
static void
test_toast_message (Fixture       *fixture,
                    gconstpointer  data)
{
  const Size *size = data;
  const char *longer = "Sir Gawain laid a Lancelot card face down on the Dragon and drew a white card. "
                       "Black card played: Picts. Lost: Pict War. One black sword on the Round Table.";
  GtkWidget *message;
  int min, nat;

  start_game (fixture);

  /* at 360 pixels beside Undo, even a short message wraps */
  message = show_message (fixture, "Sir Kay drew a black card");
  if (size->width >= 1000)
    {
      g_assert_false (gtk_label_get_wrap (GTK_LABEL (message)));
      gtk_widget_measure (message, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      g_assert_cmpint (min, ==, nat);
      g_assert_cmpint (gtk_widget_get_width (message), ==, nat);
      g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (message))), ==, 1);
    }

  message = show_message (fixture, longer);
  g_assert_true (gtk_label_get_wrap (GTK_LABEL (message)));
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (message))), >, 1);

  /* the same toast, rewritten */
  message = show_message (fixture, "Sir Kay ended the turn");
  if (size->width < 1000)
    return;
  g_assert_false (gtk_label_get_wrap (GTK_LABEL (message)));
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (message))), ==, 1);

  /* the window made narrow while it shows: the message wraps there */
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 360, 640);
  for (guint i = 0; i < 100 && gtk_widget_get_width (GTK_WIDGET (fixture->window)) > 400; i++)
    settle (fixture);
  settle (fixture);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->window)), <=, 400);
  g_assert_true (find_message (fixture) == message);
  g_assert_true (gtk_label_get_wrap (GTK_LABEL (message)));
  assert_message_shows (fixture, message);
}

/* A new message on the toast on show is written there at once, and gets
 * its full time: the toast's timeout (5 s) starts again with it, where
 * before, a message that came 2.5 s after the one before went after
 * 2.5 s, and one that came later waited until a new toast had replaced
 * the old one */
static void
test_toast_time (Fixture       *fixture,
                 gconstpointer  data)
{
  GObject *overlay = G_OBJECT (sq_window_get_part (fixture->window, "toast-overlay"));
  SqToaster *toaster = g_object_get_data (overlay, "sq-toaster");
  AdwToast *toast;

  start_game (fixture);
  show_message (fixture, "Sir Kay drew a black card");
  toast = sq_toaster_get_toast (toaster);
  g_assert_nonnull (toast);
  g_assert_cmpuint (adw_toast_get_timeout (toast), ==, 5);

  sq_test_iterate_for (2500);
  g_assert_true (sq_toaster_get_toast (toaster) == toast);
  sq_window_show_toast (fixture->window, "Sir Kay ended the turn", TRUE);
  g_assert_true (sq_toaster_get_toast (toaster) == toast);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_message (fixture))), ==, "Sir Kay ended the turn");

  /* 5.5 s after the first message, 3 s after the second: still there */
  sq_test_iterate_for (3000);
  g_assert_true (sq_toaster_get_toast (toaster) == toast);
  g_assert_nonnull (find_toast_widget (fixture));

  /* and gone once its time is up */
  sq_test_iterate_for (3500);
  g_assert_null (sq_toaster_get_toast (toaster));
}

/* A label cut short with an ellipsis, in what is on show. */
static void
collect_cut (GtkWidget *widget,
             GString   *out)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget) && gtk_label_get_ellipsize (GTK_LABEL (widget)) != PANGO_ELLIPSIZE_NONE &&
      pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    g_string_append_printf (out, "“%s” (%s)\n", gtk_label_get_text (GTK_LABEL (widget)),
                            G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_cut (child, out);
}

static void
assert_nothing_cut (Fixture    *fixture,
                    const char *page)
{
  g_autoptr(GString) cut = g_string_new (NULL);

  settle (fixture);
  collect_cut (GTK_WIDGET (fixture->window), cut);
  if (cut->len > 0)
    g_error ("cut short on the %s page at 360x640:\n%s", page, cut->str);
}

static void
test_nothing_cut_narrow (Fixture       *fixture,
                         gconstpointer  data)
{
  GtkWidget *start_page = sq_window_get_part (fixture->window, "start-page");

  assert_nothing_cut (fixture, "start");
  activate (fixture, "win.new-game");
  assert_nothing_cut (fixture, "new game");
  start_game (fixture);
  assert_nothing_cut (fixture, "game");
  activate (fixture, "win.rules");
  assert_nothing_cut (fixture, "rules");
  activate (fixture, "win.go-start");
  g_signal_emit_by_name (start_page, "open-legends");
  sq_test_iterate ();
  assert_nothing_cut (fixture, "Camelot Legends");
}

static GtkWidget *
focus_in (Fixture    *fixture,
          const char *part)
{
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (fixture->window));

  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, sq_window_get_part (fixture->window, part)));
  return focus;
}

static void
test_first_focus (Fixture       *fixture,
                  gconstpointer  data)
{
  GtkWidget *focus;

  settle (fixture);
  focus = focus_in (fixture, "start-page");
  g_assert_true (gtk_widget_has_css_class (focus, "suggested-action"));

  activate (fixture, "win.new-game");
  focus = focus_in (fixture, "new-game-page");
  g_assert_true (gtk_widget_has_css_class (focus, "suggested-action"));
  g_assert_true (focus == sq_focus_find_main_action (sq_window_get_part (fixture->window,
                                                                       "new-game-page")));

  start_game (fixture);
  focus_in (fixture, "turn-panel");

  activate (fixture, "win.rules");
  focus = focus_in (fixture, "rules-page");
  g_assert_true (GTK_IS_TEXT (focus) || GTK_IS_EDITABLE (focus));

  /* the ring stays on show after a click */
  gtk_window_set_focus_visible (GTK_WINDOW (fixture->window), FALSE);
  g_assert_true (gtk_window_get_focus_visible (GTK_WINDOW (fixture->window)));
}

/* With a game to continue, the first focus is on Continue: the start
 * page shows it after the window's first frame, and it then takes the
 * focus New Game had until then */
static void
test_first_focus_continue (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SqStore) store = sq_store_new (fixture->games);
  g_autoptr(SqGameFile) file = NULL;
  g_autofree char *id = NULL;
  GtkWidget *start_page;
  GtkWidget *focus = NULL;
  SqWindow *window;
  SqSetup setup;

  sq_setup_init_defaults (&setup, 3);
  setup.skip_opening_share = TRUE;
  file = sq_game_file_new (&setup);
  file->name = g_strdup ("Tuesday night");
  id = sq_store_create (fixture->store, file, &error);
  g_assert_no_error (error);

  /* a window started over that folder, as the app starts */
  window = g_object_new (SQ_TYPE_WINDOW,
                         "application", fixture->app,
                         "settings", sq_application_get_settings (fixture->app),
                         "store", store,
                         NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  start_page = sq_window_get_part (window, "start-page");

  /* until the games are on show, or 5 s */
  for (guint i = 0; i < 500; i++)
    {
      focus = gtk_window_get_focus (GTK_WINDOW (window));
      if (focus != NULL && GTK_IS_ACTIONABLE (focus) &&
          g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), "start.continue") == 0)
        break;
      g_usleep (10000);
      sq_test_iterate ();
    }

  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, start_page));
  g_assert_true (gtk_widget_has_css_class (focus, "suggested-action"));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), ==, "start.continue");
  g_assert_true (focus == sq_focus_find_main_action (start_page));

  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  if (!sq_test_have_display ())
    {
      g_test_skip ("no display");
      return g_test_run ();
    }

  gtk_init ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add ("/ui/shell/toasts", Fixture, &wide, fixture_setup,
              test_toasts_stay_with_their_game, sq_test_window_teardown);
  g_test_add ("/ui/shell/late-save-failure", Fixture, &wide, fixture_setup,
              test_late_save_failure, sq_test_window_teardown);
  g_test_add ("/ui/shell/late-save-failure-counts", Fixture, &wide, fixture_setup,
              test_late_save_failure_counts, sq_test_window_teardown);
  g_test_add ("/ui/shell/title", Fixture, &wide, fixture_setup,
              test_title_follows_page, sq_test_window_teardown);
  g_test_add ("/ui/shell/undo-wide", Fixture, &wide, fixture_setup,
              test_undo_at_every_width, sq_test_window_teardown);
  g_test_add ("/ui/shell/undo-narrow", Fixture, &narrow, fixture_setup,
              test_undo_at_every_width, sq_test_window_teardown);
  g_test_add ("/ui/shell/toast-message-wide", Fixture, &wide, fixture_setup,
              test_toast_message, sq_test_window_teardown);
  g_test_add ("/ui/shell/toast-message-narrow", Fixture, &narrow, fixture_setup,
              test_toast_message, sq_test_window_teardown);
  g_test_add ("/ui/shell/toast-time", Fixture, &wide, fixture_setup,
              test_toast_time, sq_test_window_teardown);
  g_test_add ("/ui/shell/nothing-cut-narrow", Fixture, &narrow, fixture_setup,
              test_nothing_cut_narrow, sq_test_window_teardown);
  g_test_add ("/ui/shell/first-focus", Fixture, &wide, fixture_setup,
              test_first_focus, sq_test_window_teardown);
  g_test_add ("/ui/shell/first-focus-continue", Fixture, &wide, fixture_setup,
              test_first_focus_continue, sq_test_window_teardown);

  return g_test_run ();
}

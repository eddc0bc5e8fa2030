/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Secret cards and undo through the window's actions: a look again at a
 * loyalty card or a hand goes into the public history, and Undo and Redo
 * follow the game. The pages' own actions (curtain.*, game.*) reach the
 * main menu in the header. Phones for private views, from the main menu
 * and from the new game page: the server answers at a seat's address on
 * the curtain while they are on, and not once they are off. */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "sq-curtain.h"
#include "sq-game.h"
#include "sq-game-view.h"
#include "sq-log-entry.h"
#include "sq-new-game-page.h"
#include "sq-phone-code.h"
#include "sq-phone-test.h"
#include "sq-table-change.h"
#include "sq-text.h"
#include "sq-turn-panel.h"

#include "sq-ui-tree.h"
#include "sq-ui-window-test.h"

static SqWindow *
start_dealt_game (SqTestWindow    *fixture,
                  SqDeckMode  white_deck)
{
  g_autoptr (GError) error = NULL;
  SqWindow *window = fixture->window;
  GtkWidget *curtain = sq_window_get_part (window, "curtain");
  SqSetup setup;
  guint n_curtains = 0;

  sq_setup_init_defaults (&setup, 5);
  setup.white_deck = white_deck;
  setup.seed = 20260412;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (sq_window_start_game (window, &setup, "Secrets", &error));
  g_assert_no_error (error);
  sq_test_iterate ();

  /* each knight sees his loyalty card once */
  while (g_strcmp0 (sq_window_get_page (window), "curtain") == 0)
    {
      g_assert_cmpuint (n_curtains, <, 5);
      g_signal_emit_by_name (curtain, "done");
      sq_test_iterate ();
      n_curtains++;
    }
  g_assert_cmpuint (n_curtains, ==, 5);
  g_assert_cmpstr (sq_window_get_page (window), ==, "game");

  return window;
}

static void
assert_looks_again (SqWindow   *window,
                    const char *action,
                    guint       seat,
                    const char *secret_title)
{
  const SqState *state = sq_game_get_state (sq_window_get_game (window));
  SqCurtain *curtain = SQ_CURTAIN (sq_window_get_part (window, "curtain"));
  g_autofree char *knight = NULL;

  g_assert_true (state->seats[seat].in_game);
  knight = sq_text_seat (state, seat);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, "u", seat));
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (window), ==, "curtain");
  g_assert_cmpstr (sq_curtain_get_viewer (curtain), ==, knight);
  g_assert_cmpstr (sq_curtain_get_secret_title (curtain), ==, secret_title);

  /* Once the player says it is him, the look is in the public history. */
  {
    SqGame *game = sq_window_get_game (window);
    GListModel *log = sq_game_get_log (game);
    g_autoptr (SqState) before = sq_state_copy (state);
    guint position = sq_game_get_position (game);
    g_autoptr (SqLogEntry) entry = NULL;
    g_autofree char *expected = NULL;

    g_signal_emit_by_name (curtain, "confirmed");
    sq_test_iterate ();
    g_assert_cmpuint (sq_game_get_position (game), ==, position + 1);
    g_assert_true (sq_state_equal (before, sq_game_get_state (game)));
    entry = g_list_model_get_item (log, g_list_model_get_n_items (log) - 1);
    expected = g_strdup_printf (g_str_equal (action, "curtain.look-hand")
                                ? "%s looked at his hand" : "%s looked at his loyalty card again",
                                knight);
    g_assert_cmpstr (sq_log_entry_get_text (entry), ==, expected);
    g_assert_cmpstr (sq_window_get_page (window), ==, "curtain");
  }

  /* done: back to the board, not on to another knight */
  g_signal_emit_by_name (curtain, "done");
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (window), ==, "game");
}

static void
test_window_look_loyalty (SqTestWindow       *fixture,
                          gconstpointer  data)
{
  SqWindow *window = start_dealt_game (fixture, SQ_DECK_PHYSICAL);

  /* different knights in turn: each look must change who the curtain is for */
  assert_looks_again (window, "curtain.look-loyalty", 2, "Your loyalty card");
  assert_looks_again (window, "curtain.look-loyalty", 4, "Your loyalty card");
  assert_looks_again (window, "curtain.look-loyalty", 2, "Your loyalty card");

  /* a seat nobody sits at, and a hand Squire does not hold, open nothing */
  gtk_widget_activate_action (GTK_WIDGET (window), "curtain.look-loyalty", "u", 9);
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (window), ==, "game");
  gtk_widget_activate_action (GTK_WIDGET (window), "curtain.look-hand", "u", 2);
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (window), ==, "game");

}

static void
test_window_look_hand (SqTestWindow       *fixture,
                       gconstpointer  data)
{
  SqWindow *window = start_dealt_game (fixture, SQ_DECK_VIRTUAL);

  /* different knights in turn: each look must change who the curtain is for */
  assert_looks_again (window, "curtain.look-hand", 2, "Your hand");
  assert_looks_again (window, "curtain.look-loyalty", 3, "Your loyalty card");
  assert_looks_again (window, "curtain.look-hand", 0, "Your hand");

}

static void
collect_actionables (GtkWidget  *widget,
                     const char *action_name,
                     GPtrArray  *out)
{
  if (GTK_IS_ACTIONABLE (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action_name) == 0)
    g_ptr_array_add (out, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_actionables (child, action_name, out);
}

/* The buttons bound to @action_name are sensitive exactly when the
 * window's action is enabled. */
static void
assert_action_enabled (SqWindow   *window,
                       const char *action_name,
                       gboolean    enabled)
{
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();

  collect_actionables (GTK_WIDGET (window), action_name, buttons);
  g_assert_cmpuint (buttons->len, >, 0);
  for (guint i = 0; i < buttons->len; i++)
    g_assert_cmpint (gtk_widget_get_sensitive (g_ptr_array_index (buttons, i)), ==, enabled);
}

static void
test_window_undo_redo (SqTestWindow       *fixture,
                       gconstpointer  data)
{
  g_autoptr (GError) error = NULL;
  SqWindow *window = start_dealt_game (fixture, SQ_DECK_VIRTUAL);
  SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (window, "turn-panel"));
  SqGame *game = sq_window_get_game (window);
  SqState before = *sq_game_get_state (game);
  SqState after;
  SqAction actions[512];
  guint n;

  /* nothing to undo or redo yet */
  g_assert_cmpuint (sq_game_get_position (game), ==, 0);
  g_assert_false (sq_game_get_can_undo (game));
  assert_action_enabled (window, "win.undo", FALSE);
  assert_action_enabled (window, "win.redo", FALSE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  sq_test_iterate ();
  g_assert_cmpuint (sq_game_get_position (game), ==, 0);
  g_assert_true (sq_state_equal (sq_game_get_state (game), &before));

  n = sq_legal_actions (&before, actions, G_N_ELEMENTS (actions));
  g_assert_cmpuint (n, >, 0);
  g_assert_true (sq_turn_panel_choose (panel, &actions[0], &error));
  g_assert_no_error (error);
  sq_test_iterate ();
  after = *sq_game_get_state (game);
  g_assert_cmpuint (sq_game_get_position (game), ==, 1);
  g_assert_false (sq_state_equal (&after, &before));
  assert_action_enabled (window, "win.undo", TRUE);
  assert_action_enabled (window, "win.redo", FALSE);

  /* Ctrl+Z */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  sq_test_iterate ();
  g_assert_cmpuint (sq_game_get_position (game), ==, 0);
  g_assert_true (sq_state_equal (sq_game_get_state (game), &before));
  assert_action_enabled (window, "win.undo", FALSE);
  assert_action_enabled (window, "win.redo", TRUE);

  /* Ctrl+Shift+Z */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  sq_test_iterate ();
  g_assert_cmpuint (sq_game_get_position (game), ==, 1);
  g_assert_true (sq_state_equal (sq_game_get_state (game), &after));
  assert_action_enabled (window, "win.undo", TRUE);
  assert_action_enabled (window, "win.redo", FALSE);

}

static gboolean
match_menu_button (GtkWidget     *widget,
                   gconstpointer  data)
{
  return GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget));
}

/* The main menu's first section: the curtain page's looks, one submenu
 * of knights per kind of secret. Returns the seats of @action_name. */
static GArray *
collect_looks (GMenuModel *menu,
               const char *action_name)
{
  GMenuModel *section = g_menu_model_get_item_link (menu, 0, G_MENU_LINK_SECTION);
  GArray *seats = g_array_new (FALSE, FALSE, sizeof (guint));

  g_assert_nonnull (section);
  for (int i = 0; i < g_menu_model_get_n_items (section); i++)
    {
      g_autoptr (GMenuModel) knights = g_menu_model_get_item_link (section, i, G_MENU_LINK_SUBMENU);

      g_assert_nonnull (knights);
      for (int j = 0; j < g_menu_model_get_n_items (knights); j++)
        {
          g_autofree char *action = NULL;
          g_autoptr (GVariant) target = NULL;
          guint seat;

          g_assert_true (g_menu_model_get_item_attribute (knights, j, G_MENU_ATTRIBUTE_ACTION,
                                                          "s", &action));
          if (!g_str_equal (action, action_name))
            continue;
          target = g_menu_model_get_item_attribute_value (knights, j, G_MENU_ATTRIBUTE_TARGET,
                                                          G_VARIANT_TYPE_UINT32);
          g_assert_nonnull (target);
          seat = g_variant_get_uint32 (target);
          g_array_append_val (seats, seat);
        }
    }
  g_object_unref (section);

  return seats;
}

static void
test_window_page_actions (SqTestWindow  *fixture,
                          gconstpointer  data)
{
  g_autoptr (GError) error = NULL;
  SqWindow *window = start_dealt_game (fixture, SQ_DECK_VIRTUAL);
  SqGame *game = sq_window_get_game (window);
  const SqState *state;
  GtkWidget *view = gtk_widget_get_ancestor (sq_window_get_part (window, "turn-panel"),
                                             SQ_TYPE_GAME_VIEW);
  GActionGroup *actions;
  GtkWidget *menu_button = sq_test_find_widget (GTK_WIDGET (window), match_menu_button, NULL);
  GMenuModel *menu;
  g_autoptr (GArray) loyalty = NULL;
  g_autoptr (GArray) hands = NULL;
  SqCurtain *curtain = SQ_CURTAIN (sq_window_get_part (window, "curtain"));
  g_autofree char *knight = NULL;
  guint seat;
  guint position;

  /* on to the Progression of Evil, where a knight may leave: the game
   * page's actions say so while the game is on show */
  for (guint i = 0; i < 256 && !sq_table_change_can_leave (sq_game_get_state (game)); i++)
    {
      SqAction legal[512];

      g_assert_cmpuint (sq_legal_actions (sq_game_get_state (game), legal, G_N_ELEMENTS (legal)), >, 0);
      g_assert_true (sq_game_apply (game, &legal[0], &error));
      g_assert_no_error (error);
    }
  sq_test_iterate ();
  state = sq_game_get_state (game);
  position = sq_game_get_position (game);
  g_assert_nonnull (view);
  actions = sq_game_view_get_actions (SQ_GAME_VIEW (view));
  g_assert_true (sq_table_change_can_leave (state));
  g_assert_true (g_action_group_get_action_enabled (actions, "knight-leaves"));
  g_assert_cmpint (g_action_group_get_action_enabled (actions, "seat-player"), ==,
                   sq_table_change_can_join (state));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.go-start", NULL));
  sq_test_iterate ();
  g_assert_false (g_action_group_get_action_enabled (actions, "knight-leaves"));
  g_assert_false (g_action_group_get_action_enabled (actions, "seat-player"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "game"));
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (window), ==, "game");
  g_assert_true (g_action_group_get_action_enabled (actions, "knight-leaves"));

  /* every knight in the main menu, once for his loyalty card and once
   * for his hand (Squire holds the white cards) */
  g_assert_nonnull (menu_button);
  /* the main menu is made when it is first opened */
  g_assert_null (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button)));
  gtk_menu_button_popup (GTK_MENU_BUTTON (menu_button));
  sq_test_iterate ();
  menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button));
  g_assert_nonnull (menu);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button)))));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (menu_button));
  sq_test_iterate ();
  loyalty = collect_looks (menu, "curtain.look-loyalty");
  hands = collect_looks (menu, "curtain.look-hand");
  g_assert_cmpuint (loyalty->len, ==, 5);
  g_assert_cmpuint (hands->len, ==, 5);

  /* the menu's item, from the header, opens the curtain page for him */
  seat = g_array_index (loyalty, guint, loyalty->len - 1);
  knight = sq_text_seat (state, seat);
  g_assert_true (gtk_widget_activate_action (menu_button, "curtain.look-loyalty", "u", seat));
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (window), ==, "curtain");
  g_assert_cmpstr (sq_curtain_get_viewer (curtain), ==, knight);
  /* Back leaves the curtain for the game, the look not taken */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL));
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (window), ==, "game");
  g_assert_cmpuint (sq_game_get_position (game), ==, position);
}

/* Phones for private views */

/* GET @url: the page's body, or the error of the exchange */
static char *
fetch (const char  *url,
       guint       *status,
       GError     **error)
{
  g_autoptr (SoupSession) session = soup_session_new ();
  g_autoptr (SoupMessage) msg = soup_message_new ("GET", url);
  char *body = sq_phone_test_try_send (session, msg, error);

  *status = soup_message_get_status (msg);

  return body;
}

/* The seat's page answers: the page itself, whole. */
static void
assert_answers (const char *url)
{
  g_autoptr (GError) error = NULL;
  guint status = 0;
  g_autofree char *response = fetch (url, &status, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (response, "phone.js"));
}

/* Nothing listens at the address any more. */
static void
assert_no_answer (const char *url)
{
  g_autoptr (GError) error = NULL;
  guint status = 0;
  g_autofree char *response = fetch (url, &status, &error);

  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CONNECTION_REFUSED);
  g_assert_null (response);
}

static gboolean
match_phones_label (GtkWidget     *widget,
                    gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "numeric") &&
         gtk_widget_has_css_class (widget, "dim-label") &&
         gtk_widget_get_ancestor (widget, ADW_TYPE_HEADER_BAR) != NULL;
}

/* The menu's item: a GtkModelButton, GTK's own type, found by its
 * type's name and its text */
static gboolean
match_phones_item (GtkWidget     *widget,
                   gconstpointer  data)
{
  g_autofree char *text = NULL;

  if (!g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkModelButton"))
    return FALSE;
  g_object_get (widget, "text", &text, NULL);

  /* the menu shows the label without its mnemonic's underscore */
  return g_strcmp0 (text, "Use Phones for Private Views") == 0;
}

/* The main menu's check item, as the table sees it when it opens the
 * menu: whether it is checked, and whether it can be used. */
static gboolean
phones_item_checked (SqWindow *window,
                     gboolean *sensitive)
{
  GtkWidget *menu_button = sq_test_find_widget (GTK_WIDGET (window), match_menu_button, NULL);
  GtkPopover *popover;
  GtkWidget *item;
  gboolean active = FALSE;

  g_assert_nonnull (menu_button);
  gtk_menu_button_popup (GTK_MENU_BUTTON (menu_button));
  sq_test_iterate ();
  popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button));
  g_assert_nonnull (popover);
  item = sq_test_find_widget (GTK_WIDGET (popover), match_phones_item, NULL);
  g_assert_nonnull (item);
  g_object_get (item, "active", &active, NULL);
  *sensitive = gtk_widget_is_sensitive (item);
  gtk_menu_button_popdown (GTK_MENU_BUTTON (menu_button));
  sq_test_iterate ();

  return active;
}

/* The action's state, the menu's check item and the header's status
 * agree that the phones are @on, for @n_seats seats. */
static void
assert_phones (SqWindow *window,
               gboolean  on,
               guint     n_seats)
{
  GtkWidget *label = sq_test_find_widget (GTK_WIDGET (window), match_phones_label, NULL);
  gboolean use_phones = !on;
  gboolean sensitive = FALSE;

  g_object_get (window, "use-phones", &use_phones, NULL);
  g_assert_cmpint (use_phones, ==, on);
  g_assert_cmpint (phones_item_checked (window, &sensitive), ==, on);
  g_assert_true (sensitive);
  g_assert_nonnull (label);
  g_assert_cmpint (gtk_widget_is_visible (label), ==, on);
  if (on)
    {
      g_autofree char *status = g_strdup_printf ("Phones 0/%u", n_seats);

      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==, status);
    }
}

/* The address the curtain shows the knight on the current curtain, once
 * he has said it is him; the curtain is left on that step. */
static char *
confirm_and_dup_url (SqWindow *window)
{
  GtkWidget *curtain = sq_window_get_part (window, "curtain");
  g_autofree char *confirm = g_strdup_printf ("I Am %s", sq_curtain_get_viewer (SQ_CURTAIN (curtain)));
  GtkWidget *button = sq_test_find_button (curtain, confirm);
  GtkWidget *code;

  g_assert_cmpstr (sq_window_get_page (window), ==, "curtain");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  sq_test_iterate ();
  code = sq_test_find_typed (curtain, SQ_TYPE_PHONE_CODE, NULL);
  g_assert_nonnull (code);
  g_assert_nonnull (sq_phone_code_get_url (SQ_PHONE_CODE (code)));
  g_assert_true (g_str_has_prefix (sq_phone_code_get_url (SQ_PHONE_CODE (code)), "http://127.0.0.1:"));

  return g_strdup (sq_phone_code_get_url (SQ_PHONE_CODE (code)));
}

/* The main menu's "Use Phones for Private Views" on a game on show: on,
 * a seat's address answers and the header counts the phones; off, the
 * address no longer answers and the count is gone. */
static void
test_window_use_phones (SqTestWindow  *fixture,
                        gconstpointer  data)
{
  SqWindow *window = start_dealt_game (fixture, SQ_DECK_VIRTUAL);
  GtkWidget *curtain = sq_window_get_part (window, "curtain");
  g_autofree char *url = NULL;
  g_autofree char *again = NULL;

  assert_phones (window, FALSE, 5);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.use-phones", NULL));
  sq_test_iterate ();
  assert_phones (window, TRUE, 5);

  /* a knight's address, from his curtain, answers */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "curtain.look-loyalty", "u", 2));
  sq_test_iterate ();
  url = confirm_and_dup_url (window);
  assert_answers (url);
  g_signal_emit_by_name (curtain, "done");
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (window), ==, "game");

  /* off again: the same address no longer answers */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.use-phones", NULL));
  sq_test_iterate ();
  assert_phones (window, FALSE, 5);
  assert_no_answer (url);

  /* on once more: a new address for the seat, and the old one stays dead */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.use-phones", NULL));
  sq_test_iterate ();
  assert_phones (window, TRUE, 5);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "curtain.look-loyalty", "u", 2));
  sq_test_iterate ();
  again = confirm_and_dup_url (window);
  g_assert_cmpstr (again, !=, url);
  assert_answers (again);
  g_signal_emit_by_name (curtain, "done");
  sq_test_iterate ();
}

/* The phones turned on, off and on again while a knight's curtain is
 * open on his secret: the address on show follows, and always works. */
static void
test_window_use_phones_on_curtain (SqTestWindow  *fixture,
                                   gconstpointer  data)
{
  SqWindow *window = start_dealt_game (fixture, SQ_DECK_VIRTUAL);
  GtkWidget *curtain = sq_window_get_part (window, "curtain");
  GtkWidget *code;
  g_autofree char *url = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "curtain.look-loyalty", "u", 2));
  sq_test_iterate ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.use-phones", NULL));
  sq_test_iterate ();
  url = confirm_and_dup_url (window);
  assert_answers (url);
  code = sq_test_find_typed (curtain, SQ_TYPE_PHONE_CODE, NULL);

  /* off: no address on show */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.use-phones", NULL));
  sq_test_iterate ();
  g_assert_null (sq_phone_code_get_url (SQ_PHONE_CODE (code)));
  assert_no_answer (url);

  /* on again: the new address, which answers, not the old one */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.use-phones", NULL));
  sq_test_iterate ();
  g_assert_nonnull (sq_phone_code_get_url (SQ_PHONE_CODE (code)));
  g_assert_cmpstr (sq_phone_code_get_url (SQ_PHONE_CODE (code)), !=, url);
  assert_answers (sq_phone_code_get_url (SQ_PHONE_CODE (code)));
  g_signal_emit_by_name (curtain, "done");
  sq_test_iterate ();
}

static gboolean
match_phones_switch (GtkWidget     *widget,
                     gconstpointer  data)
{
  GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_ACTION_ROW);

  return GTK_IS_SWITCH (widget) && row != NULL &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                    "Use Phones for Private Views") == 0;
}

/* New Game's switch, then its Start: the game starts with the phones as
 * the switch said, and the menu's item says the same. */
static void
start_from_page (SqWindow *window,
                 gboolean  use_phones)
{
  GtkWidget *page;
  GtkWidget *phones_switch;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (window), ==, "new-game");
  page = sq_window_get_part (window, "new-game-page");
  phones_switch = sq_test_find_widget (page, match_phones_switch, NULL);
  g_assert_nonnull (phones_switch);
  /* never remembered: off whenever the page opens */
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (phones_switch)));
  gtk_switch_set_active (GTK_SWITCH (phones_switch), use_phones);
  g_assert_cmpint (sq_new_game_page_get_use_phones (SQ_NEW_GAME_PAGE (page)), ==, use_phones);
  g_assert_true (gtk_widget_activate_action (page, "new-game.start", NULL));
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (window), ==, "curtain");
}

static void
test_window_use_phones_new_game (SqTestWindow  *fixture,
                                 gconstpointer  data)
{
  SqWindow *window = fixture->window;
  gboolean use_phones = TRUE;
  gboolean sensitive = TRUE;
  g_autofree char *url = NULL;
  guint n_seats;

  /* no game on the start page: nothing for the phones to follow */
  g_assert_cmpstr (sq_window_get_page (window), ==, "start");
  g_assert_false (phones_item_checked (window, &sensitive));
  g_assert_false (sensitive);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.use-phones", NULL);
  sq_test_iterate ();
  g_object_get (window, "use-phones", &use_phones, NULL);
  g_assert_false (use_phones);

  /* the switch on: the first knight's curtain has his address, which
   * answers, and the menu's item is checked */
  start_from_page (window, TRUE);
  n_seats = sq_game_get_state (sq_window_get_game (window))->n_seats;
  assert_phones (window, TRUE, n_seats);
  url = confirm_and_dup_url (window);
  assert_answers (url);

  /* the next game, the switch left off: the phones stop with the old game */
  start_from_page (window, FALSE);
  n_seats = sq_game_get_state (sq_window_get_game (window))->n_seats;
  assert_phones (window, FALSE, n_seats);
  assert_no_answer (url);
}

int
main (int   argc,
      char *argv[])
{
  /* the phones on this computer only, whatever its networks */
  g_setenv ("SQUIRE_PHONES_LOOPBACK", "1", TRUE);
  sq_test_init_ui (&argc, &argv);

  g_test_add ("/ui/window/look-loyalty", SqTestWindow, NULL,
              sq_test_window_setup, test_window_look_loyalty, sq_test_window_teardown);
  g_test_add ("/ui/window/look-hand", SqTestWindow, NULL,
              sq_test_window_setup, test_window_look_hand, sq_test_window_teardown);
  g_test_add ("/ui/window/undo-redo", SqTestWindow, NULL,
              sq_test_window_setup, test_window_undo_redo, sq_test_window_teardown);
  g_test_add ("/ui/window/page-actions", SqTestWindow, NULL,
              sq_test_window_setup, test_window_page_actions, sq_test_window_teardown);
  g_test_add ("/ui/window/use-phones", SqTestWindow, NULL,
              sq_test_window_setup, test_window_use_phones, sq_test_window_teardown);
  g_test_add ("/ui/window/use-phones-on-curtain", SqTestWindow, NULL,
              sq_test_window_setup, test_window_use_phones_on_curtain, sq_test_window_teardown);
  g_test_add ("/ui/window/use-phones-new-game", SqTestWindow, NULL,
              sq_test_window_setup, test_window_use_phones_new_game, sq_test_window_teardown);

  return g_test_run ();
}

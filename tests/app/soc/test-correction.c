/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * "Correct…" from the history, through a real window: a game with the
 * table's own d8 whose entered roll decided a siege engine, the roll
 * corrected from its line in the history (Tab reaches the button, a real
 * click presses it) with the picker, and the board (the siege meter), the
 * history's new line, Undo, Redo and the saved file checked after each
 * step. A black card from the table's deck, offered only once its turn is
 * over and nothing went face down. Then a correction that a later action
 * no longer fits: its question names the action and the rule, Cancel
 * leaves the game alone, and "Keep the Game up to Here" drops the rest.
 */

#include "config.h"

#include <adwaita.h>

#include "sq-application.h"
#include "sq-board.h"
#include "sq-camelot-view.h"
#include "sq-cards.h"
#include "sq-log-entry.h"
#include "sq-siege-view.h"
#include "sq-text.h"
#include "sq-window.h"

#include "sq-random-play.h"
#include "sq-ui-test.h"
#include "sq-ui-window-test.h"
#include "sq-ui-toasts.h"
#include "sq-tooltip.h"

/* actions played after the entry to correct, so that its line is near
 * the end of the history and in sight */
#define AFTER 4

typedef SqTestWindow Fixture;

/* A game to correct: its actions, the entry and the new value */
typedef struct
{
  SqSetup  setup;
  GArray  *actions;
  guint    index;
  SqAction replacement;
  guint    n_kept;        /* what the correction keeps */
  guint    siege_before;  /* at the end of the game as played */
  guint    siege_after;   /* once corrected */
} Case;

/* ------------------------------------------------------------- helpers */

static SqState *
replay (const Case     *c,
        guint           n,
        const SqAction *replacement)
{
  g_autoptr(GError) error = NULL;
  SqState *s = sq_state_new (&c->setup, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < n; i++)
    if (!sq_apply (s, i == c->index && replacement != NULL
                      ? replacement : &g_array_index (c->actions, SqAction, i), NULL))
      {
        sq_state_free (s);
        return NULL;
      }

  return s;
}

/* Plays seeded games with the table's d8 until an entered roll has a
 * value that changes the siege engines at the end (@keep_all) or that a
 * later action no longer fits (!@keep_all); the game stops AFTER actions
 * after the roll, or at the action refused plus AFTER */
static void
find_case (gboolean  keep_all,
           Case     *c)
{
  SqAction buf[1024];

  for (guint64 seed = 1; seed < 2000; seed++)
    {
      SqTestRng r = { seed };
      g_autoptr(SqState) s = NULL;

      sq_test_random_setup (&r, &c->setup, FALSE);
      c->setup.dice = SQ_DECK_PHYSICAL;
      s = sq_state_new (&c->setup, NULL);
      c->actions = g_array_new (FALSE, FALSE, sizeof (SqAction));

      while (s->outcome == SQ_OUTCOME_NONE && c->actions->len < 600)
        {
          SqAction a;

          g_assert_true (sq_test_pick_with (&r, s, buf, G_N_ELEMENTS (buf), TRUE, &a));
          g_assert_true (sq_apply (s, &a, NULL));
          g_array_append_val (c->actions, a);
        }

      for (guint i = 0; i < c->actions->len; i++)
        {
          const SqAction *a = &g_array_index (c->actions, SqAction, i);

          if (a->type != SQ_ACTION_ROLL_D8 || a->value == 0)
            continue;
          for (guint v = 1; v <= 8; v++)
            {
              SqAction other = *a;
              guint n;

              if (v == a->value)
                continue;
              other.value = v;
              c->index = i;
              c->replacement = other;
              for (n = i + 1; n <= c->actions->len; n++)
                {
                  g_autoptr(SqState) t = replay (c, n, &other);

                  if (t == NULL)
                    break;
                }
              /* n - 1 actions apply with the new value */
              if (keep_all && i + 1 + AFTER <= c->actions->len && n - 1 >= i + 1 + AFTER)
                {
                  g_autoptr(SqState) before = replay (c, i + 1 + AFTER, NULL);
                  g_autoptr(SqState) after = replay (c, i + 1 + AFTER, &other);

                  if (before->siege == after->siege)
                    continue;
                  g_array_set_size (c->actions, i + 1 + AFTER);
                  c->n_kept = c->actions->len;
                  c->siege_before = before->siege;
                  c->siege_after = after->siege;
                  return;
                }
              if (!keep_all && n - 1 < c->actions->len && n - 1 > i + 1
                  && n - 1 + AFTER <= c->actions->len)
                {
                  g_autoptr(SqState) before = NULL;
                  g_autoptr(SqState) after = NULL;

                  g_array_set_size (c->actions, n - 1 + AFTER);
                  c->n_kept = n - 1;
                  before = replay (c, c->actions->len, NULL);
                  after = replay (c, c->n_kept, &other);
                  c->siege_before = before->siege;
                  c->siege_after = after->siege;
                  return;
                }
            }
        }
      g_clear_pointer (&c->actions, g_array_unref);
    }

  g_assert_not_reached ();
}

/* A game with the table's Black deck whose entered Black card, once its
 * turn is over (and nothing was laid face down in it), could have been
 * another card with every later action still applying */
static void
find_black_case (Case *c)
{
  SqAction buf[1024];

  for (guint64 seed = 1; seed < 2000; seed++)
    {
      SqTestRng r = { seed };
      g_autoptr(SqState) s = NULL;

      sq_test_random_setup (&r, &c->setup, FALSE);
      c->setup.black_deck = SQ_DECK_PHYSICAL;
      s = sq_state_new (&c->setup, NULL);
      c->actions = g_array_new (FALSE, FALSE, sizeof (SqAction));

      while (s->outcome == SQ_OUTCOME_NONE && c->actions->len < 300)
        {
          SqAction a;

          g_assert_true (sq_test_pick_with (&r, s, buf, G_N_ELEMENTS (buf), TRUE, &a));
          g_assert_true (sq_apply (s, &a, NULL));
          g_array_append_val (c->actions, a);
        }

      for (guint i = 0; i < c->actions->len; i++)
        {
          const SqAction *a = &g_array_index (c->actions, SqAction, i);
          guint end = i + 1;
          gboolean face_down = FALSE;

          if (a->type != SQ_ACTION_ENTER_BLACK)
            continue;
          for (; end < c->actions->len; end++)
            {
              guint8 type = g_array_index (c->actions, SqAction, end).type;

              face_down = face_down || type == SQ_ACTION_PLACE_FACE_DOWN;
              if (type == SQ_ACTION_END_TURN)
                break;
            }
          if (face_down || end + 1 + AFTER > c->actions->len)
            continue;

          for (guint f = 0; f < SQ_N_FACES; f++)
            {
              SqAction other = *a;
              g_autoptr(SqState) t = NULL;

              if (!sq_face_is_black (f) || f == a->cards[0])
                continue;
              other.cards[0] = f;
              c->index = i;
              c->replacement = other;
              t = replay (c, end + 1 + AFTER, &other);
              if (t == NULL)
                continue;
              g_array_set_size (c->actions, end + 1 + AFTER);
              c->n_kept = c->actions->len;
              return;
            }
        }
      g_clear_pointer (&c->actions, g_array_unref);
    }

  g_assert_not_reached ();
}

/* Saves the game in the store, and opens it in the window */
static SqGame *
open_case (Fixture    *fixture,
           const Case *c)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SqGame) game = sq_game_new (fixture->store, &c->setup, "Correction", &error);
  g_autofree char *id = NULL;

  g_assert_no_error (error);
  for (guint i = 0; i < c->actions->len; i++)
    {
      g_assert_true (sq_game_apply (game, &g_array_index (c->actions, SqAction, i), &error));
      g_assert_no_error (error);
    }
  id = g_strdup (sq_game_get_id (game));
  g_clear_object (&game);

  g_assert_true (sq_window_open_game (fixture->window, id, &error));
  g_assert_no_error (error);
  sq_test_iterate ();
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-history", NULL);
  sq_test_iterate ();

  return sq_window_get_game (fixture->window);
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

static GtkWidget *
find_button (GtkWidget  *root,
             const char *label)
{
  if (GTK_IS_BUTTON (root) && gtk_widget_get_visible (root)
      && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), label) == 0)
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static GtkWidget *
find_type (GtkWidget *root,
           GType      type)
{
  if (g_type_is_a (G_OBJECT_TYPE (root), type))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_type (child, type);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The history's row that shows @text, or NULL */
static GtkWidget *
find_row (GtkWidget  *root,
          const char *text)
{
  if (GTK_IS_BOX (root) && gtk_widget_has_css_class (root, "history-row"))
    {
      GtkWidget *label = gtk_widget_get_next_sibling (gtk_widget_get_first_child (root));

      return g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), text) == 0 ? root : NULL;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_row (child, text);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static const char *
log_text (SqGame *game,
          guint   entry)
{
  g_autoptr(SqLogEntry) item = g_list_model_get_item (sq_game_get_log (game), entry);

  return sq_log_entry_get_text (item);
}

static guint
board_siege (Fixture *fixture)
{
  SqBoard *board = SQ_BOARD (sq_window_get_part (fixture->window, "board"));
  GtkWidget *camelot = sq_board_get_camelot_view (board);

  return sq_siege_view_get_count (SQ_SIEGE_VIEW (sq_camelot_view_get_siege (SQ_CAMELOT_VIEW (camelot))));
}

/* The state in the saved file, replayed from the disk */
static SqState *
saved_state (Fixture *fixture,
             SqGame  *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SqGameFile) file = sq_store_load (fixture->store, sq_game_get_id (game), &error);
  g_autoptr(SqHistory) history = NULL;

  g_assert_no_error (error);
  history = sq_history_new_from_file (file, &error);
  g_assert_no_error (error);

  return sq_state_copy (sq_history_get_state (history));
}

/* Presses Correct… on the roll's line and picks @value */
static void
correct_roll (Fixture  *fixture,
              SqGame   *game,
              guint     entry,
              guint     value,
              gboolean  by_keyboard)
{
  GtkWidget *history = sq_window_get_part (fixture->window, "history");
  GtkWidget *row;
  GtkWidget *correct;
  GtkWidget *pick;
  AdwMessageDialog *dialog;
  g_autofree char *label = g_strdup_printf ("%u", value);
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");

  /* the line into sight: only the rows in sight are made */
  gtk_widget_activate_action (find_type (history, GTK_TYPE_GRID_VIEW), "list.scroll-to-item",
                              "u", entry);
  /* and settled: the history scrolls to its end on an idle after a change,
   * and a busy machine takes a few frames for it */
  for (guint i = 0; i < 100; i++)
    {
      g_usleep (10000);
      sq_test_iterate ();
    }
  row = find_row (history, log_text (game, entry));
  g_assert_nonnull (row);
  correct = find_button (row, "Correct…");
  g_assert_nonnull (correct);
  g_assert_true (gtk_widget_get_focusable (correct) || gtk_widget_get_can_focus (correct));
  g_assert_cmpstr (sq_tooltip_get_text (correct), ==,
                   "Correct this entry; the game is played again after it");

  /* keyboard: Tab from the line reaches its Correct…, which keeps the
   * focus once the list has settled */
  if (by_keyboard)
    {
      GtkWidget *item = gtk_widget_get_parent (row);
      gboolean reached = FALSE;

      g_assert_true (gtk_widget_grab_focus (item));
      for (guint i = 0; i < 3 && !reached; i++)
        {
          gtk_widget_child_focus (GTK_WIDGET (fixture->window), GTK_DIR_TAB_FORWARD);
          reached = gtk_window_get_focus (GTK_WINDOW (fixture->window)) == correct;
        }
      g_assert_true (reached);
      for (guint i = 0; i < 100; i++)
        {
          g_usleep (10000);
          sq_test_iterate ();
        }
      row = find_row (history, log_text (game, entry));
      g_assert_nonnull (row);
      correct = find_button (row, "Correct…");
      g_assert_true (gtk_widget_has_focus (correct));
    }

  if (by_keyboard && xdotool != NULL)
    {
      /* and a real click (XTest): the question opens, and the line
       * under the button is not taken as a jump back to it */
      guint position = sq_game_get_position (game);
      g_autofree char *command = NULL;
      graphene_point_t at;

      g_assert_true (gtk_widget_compute_point (correct, GTK_WIDGET (fixture->window),
                                               &GRAPHENE_POINT_INIT (8, 8), &at));
      command = g_strdup_printf ("xdotool mousemove %d %d sleep 0.3 click 1", (int) at.x, (int) at.y);
      g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL));
      for (guint i = 0; i < 500 && find_message_dialog () == NULL; i++)
        {
          g_usleep (10000);
          sq_test_iterate ();
        }
      g_assert_cmpuint (sq_game_get_position (game), ==, position);
    }
  else
    {
      g_signal_emit_by_name (correct, "clicked");
      sq_test_iterate ();
    }

  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Correct the Roll");
  /* the value entered is no choice; every other one is */
  {
    g_autofree char *entered = g_strdup_printf ("%u", sq_game_get_action (game, entry)->value);

    g_assert_null (find_button (GTK_WIDGET (dialog), entered));
  }
  for (guint v = 1; v <= 8; v++)
    if (v != sq_game_get_action (game, entry)->value)
      {
        g_autofree char *shown = g_strdup_printf ("%u", v);

        g_assert_nonnull (find_button (GTK_WIDGET (dialog), shown));
      }
  pick = find_button (GTK_WIDGET (dialog), label);
  g_assert_nonnull (pick);
  g_signal_emit_by_name (pick, "clicked");
  sq_test_iterate ();
}

/* --------------------------------------------------------------- tests */

static void
test_correct_roll (Fixture       *fixture,
                   gconstpointer  data)
{
  Case c = { 0 };
  SqGame *game;
  g_autoptr(SqState) as_played = NULL;
  g_autoptr(SqState) corrected = NULL;
  g_autoptr(SqState) saved = NULL;
  g_autofree char *expected = NULL;
  guint n;
  guint old_value;

  find_case (TRUE, &c);
  n = c.actions->len;
  game = open_case (fixture, &c);
  as_played = sq_state_copy (sq_game_get_state (game));
  corrected = replay (&c, n, &c.replacement);
  old_value = g_array_index (c.actions, SqAction, c.index).value;
  g_assert_cmpuint (board_siege (fixture), ==, c.siege_before);

  /* only the entered roll's line offers Correct… */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(SqLogEntry) item = g_list_model_get_item (sq_game_get_log (game), i);
      const SqAction *a = &g_array_index (c.actions, SqAction, i);

      g_assert_cmpint (sq_log_entry_get_correctable (item), ==,
                       a->type == SQ_ACTION_ROLL_D8 && a->value > 0);
    }

  correct_roll (fixture, game, c.index, c.replacement.value, TRUE);
  g_assert_null (find_message_dialog ());

  /* the board and the game are the corrected game */
  g_assert_cmpuint (sq_game_get_position (game), ==, n + 1);
  g_assert_true (sq_state_equal (sq_game_get_state (game), corrected));
  g_assert_cmpuint (board_siege (fixture), ==, c.siege_after);
  g_assert_cmpuint (sq_game_get_action (game, c.index)->value, ==, c.replacement.value);

  /* the history says so, on a line of its own, which is on screen */
  {
    g_autoptr(SqState) at = sq_game_dup_state_before (game, c.index);

    expected = g_strdup_printf ("Corrected the d8 roll of turn %u: %u → %u",
                                at->turn, old_value, c.replacement.value);
  }
  g_assert_cmpuint (g_list_model_get_n_items (sq_game_get_log (game)), ==, n + 1);
  g_assert_cmpstr (log_text (game, n), ==, expected);
  sq_test_iterate ();
  /* and a message says it too, as after an action */
  g_assert_true (sq_test_toast_says (fixture->window, expected));
  g_assert_nonnull (find_row (sq_window_get_part (fixture->window, "history"), expected));
  /* the corrected line is the correction's now, not the old roll's */
  {
    g_autoptr(SqLogEntry) old_line = g_list_model_get_item (sq_game_get_log (game), c.index);
    g_autoptr(SqLogEntry) new_line = g_list_model_get_item (sq_game_get_log (game), n);

    g_assert_false (sq_log_entry_get_correctable (old_line));
    g_assert_true (sq_log_entry_get_correctable (new_line));
  }

  /* it is saved */
  saved = saved_state (fixture, game);
  g_assert_true (sq_state_equal (saved, corrected));
  g_clear_pointer (&saved, sq_state_free);

  /* one Undo: the game exactly as played, saved so */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  sq_test_iterate ();
  g_assert_cmpuint (sq_game_get_position (game), ==, n);
  g_assert_true (sq_state_equal (sq_game_get_state (game), as_played));
  g_assert_cmpuint (board_siege (fixture), ==, c.siege_before);
  saved = saved_state (fixture, game);
  g_assert_true (sq_state_equal (saved, as_played));
  g_clear_pointer (&saved, sq_state_free);

  /* one Redo: corrected again */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.redo", NULL);
  sq_test_iterate ();
  g_assert_true (sq_state_equal (sq_game_get_state (game), corrected));
  g_assert_cmpuint (board_siege (fixture), ==, c.siege_after);
  saved = saved_state (fixture, game);
  g_assert_true (sq_state_equal (saved, corrected));

  g_array_unref (c.actions);
}

static void
test_later_action_no_longer_applies (Fixture       *fixture,
                                     gconstpointer  data)
{
  Case c = { 0 };
  SqGame *game;
  AdwMessageDialog *dialog;
  g_autoptr(SqState) as_played = NULL;
  g_autoptr(SqState) kept = NULL;
  GtkWidget *button;
  const char *body;
  guint n;

  find_case (FALSE, &c);
  n = c.actions->len;
  game = open_case (fixture, &c);
  as_played = sq_state_copy (sq_game_get_state (game));
  kept = replay (&c, c.n_kept, &c.replacement);

  /* the question names the action that no longer applies */
  correct_roll (fixture, game, c.index, c.replacement.value, FALSE);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==,
                   "A Later Action No Longer Applies");
  body = adw_message_dialog_get_body (dialog);
  g_assert_true (strstr (body, "no longer applies") != NULL);
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "cancel");

  /* Cancel: nothing changes */
  button = find_button (GTK_WIDGET (dialog), "_Cancel the Correction");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  sq_test_iterate ();
  g_assert_null (find_message_dialog ());
  g_assert_cmpuint (sq_game_get_position (game), ==, n);
  g_assert_true (sq_state_equal (sq_game_get_state (game), as_played));

  /* again, and keep the game up to there */
  correct_roll (fixture, game, c.index, c.replacement.value, FALSE);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  button = find_button (GTK_WIDGET (dialog), "_Keep the Game up to Here");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  sq_test_iterate ();
  g_assert_null (find_message_dialog ());
  g_assert_true (sq_state_equal (sq_game_get_state (game), kept));
  g_assert_cmpuint (sq_game_get_n_actions (game), ==, c.n_kept);
  g_assert_cmpuint (board_siege (fixture), ==, c.siege_after);
  g_assert_true (strstr (log_text (game, n), "no longer applied and w") != NULL);

  /* one Undo brings every action back */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  sq_test_iterate ();
  g_assert_true (sq_state_equal (sq_game_get_state (game), as_played));
  g_assert_cmpuint (sq_game_get_n_actions (game), ==, n);

  g_array_unref (c.actions);
}

static void
test_correct_black_card (Fixture       *fixture,
                         gconstpointer  data)
{
  Case c = { 0 };
  SqGame *game;
  GtkWidget *history;
  GtkWidget *row;
  GtkWidget *pick;
  AdwMessageDialog *dialog;
  g_autoptr(SqState) corrected = NULL;
  g_autoptr(SqState) at = NULL;
  g_autofree char *expected = NULL;
  guint n;
  SqFace old_face;

  find_black_case (&c);
  n = c.actions->len;
  game = open_case (fixture, &c);
  corrected = replay (&c, n, &c.replacement);
  old_face = g_array_index (c.actions, SqAction, c.index).cards[0];
  g_assert_true (sq_game_entry_correctable (game, c.index, NULL));

  /* a Black card is offered once its turn is over, unless that turn laid
   * a card face down: which card that was stays unsaid */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(SqLogEntry) item = g_list_model_get_item (sq_game_get_log (game), i);
      gboolean expect = FALSE;

      if (g_array_index (c.actions, SqAction, i).type == SQ_ACTION_ENTER_BLACK)
        for (guint k = i + 1; k < n; k++)
          {
            guint8 type = g_array_index (c.actions, SqAction, k).type;

            if (type == SQ_ACTION_PLACE_FACE_DOWN)
              break;
            if (type == SQ_ACTION_END_TURN)
              {
                expect = TRUE;
                break;
              }
          }
      g_assert_cmpint (sq_log_entry_get_correctable (item), ==, expect);
    }

  history = sq_window_get_part (fixture->window, "history");
  gtk_widget_activate_action (find_type (history, GTK_TYPE_GRID_VIEW), "list.scroll-to-item",
                              "u", c.index);
  for (guint i = 0; i < 100; i++)
    {
      g_usleep (10000);
      sq_test_iterate ();
    }
  row = find_row (history, log_text (game, c.index));
  g_assert_nonnull (row);
  g_signal_emit_by_name (find_button (row, "Correct…"), "clicked");
  sq_test_iterate ();

  /* the picker offers Black cards, never the one entered */
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Correct the Black Card");
  g_assert_null (find_button (GTK_WIDGET (dialog), sq_text_face (old_face)));
  pick = find_button (GTK_WIDGET (dialog), sq_text_face (c.replacement.cards[0]));
  g_assert_nonnull (pick);
  g_signal_emit_by_name (pick, "clicked");
  sq_test_iterate ();

  g_assert_null (find_message_dialog ());
  g_assert_true (sq_state_equal (sq_game_get_state (game), corrected));
  at = sq_game_dup_state_before (game, c.index);
  expected = g_strdup_printf ("Corrected the black card of turn %u: %s → %s", at->turn,
                              sq_text_face (old_face), sq_text_face (c.replacement.cards[0]));
  g_assert_cmpstr (log_text (game, n), ==, expected);

  g_array_unref (c.actions);
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

  g_test_add ("/ui/correction/roll", Fixture, NULL, sq_test_window_setup,
              test_correct_roll, sq_test_window_teardown);
  g_test_add ("/ui/correction/black-card", Fixture, NULL, sq_test_window_setup,
              test_correct_black_card, sq_test_window_teardown);
  g_test_add ("/ui/correction/later-action-no-longer-applies", Fixture, NULL, sq_test_window_setup,
              test_later_action_no_longer_applies, sq_test_window_teardown);

  return g_test_run ();
}

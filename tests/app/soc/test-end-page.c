/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The end page names the winner, the reason and the traitor. States come
 * from seeded random games, or are such a game with the ending edited in:
 * the page only reads the state. */

#include "config.h"

#include <adwaita.h>

#include "sq-random-play.h"
#include "sq-end-page.h"
#include "sq-width-layout.h"
#include "sq-text.h"
#include "sq-ui-test.h"
#include "sq-ui-tree.h"

/* The text of every label on screen, one per line: hidden rows do not
 * count. */
static void
collect_visible_text (GtkWidget *widget,
                      GString   *out)
{
  if (!gtk_widget_get_visible (widget))
    return;

  if (GTK_IS_LABEL (widget))
    {
      g_string_append (out, gtk_label_get_text (GTK_LABEL (widget)));
      g_string_append_c (out, '\n');
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_visible_text (child, out);
}

static char *
page_text (SqEndPage *page)
{
  GString *out = g_string_new (NULL);

  collect_visible_text (GTK_WIDGET (page), out);

  return g_string_free (out, FALSE);
}

static void
assert_shows (const char *text,
              const char *needle)
{
  if (strstr (text, needle) == NULL)
    g_error ("“%s” is not on the page:\n%s", needle, text);
}

static void
assert_hides (const char *text,
              const char *needle)
{
  if (strstr (text, needle) != NULL)
    g_error ("“%s” should not be on the page:\n%s", needle, text);
}

static SqState *
play_random_game (guint64 seed)
{
  SqTestRng r = { seed };
  SqSetup setup;
  SqState *state;
  SqAction buf[1024];
  g_autoptr (GError) error = NULL;

  sq_test_random_setup (&r, &setup, FALSE);
  state = sq_state_new (&setup, &error);
  g_assert_no_error (error);

  for (guint steps = 0; state->outcome == SQ_OUTCOME_NONE; steps++)
    {
      SqAction action;

      g_assert_cmpuint (steps, <, 100000);
      g_assert_true (sq_test_pick_with (&r, state, buf, G_N_ELEMENTS (buf), TRUE, &action));
      g_assert_true (sq_apply (state, &action, &error));
      g_assert_no_error (error);
    }

  return state;
}

/* A finished game with a traitor at the table, seat 1 if need be. */
static SqState *
game_with_traitor (guint64  seed,
                   gint    *traitor)
{
  SqState *state = play_random_game (seed);

  *traitor = state->traitor_at_end;
  if (*traitor == SQ_NO_SEAT)
    {
      for (guint card = SQ_FIRST_LOYALTY; card < SQ_FIRST_LOYALTY + SQ_N_LOYALTY; card++)
        if (sq_card_face (card) == SQ_FACE_TRAITOR)
          state->seats[1].loyalty = card;
      *traitor = state->traitor_at_end = 1;
    }

  return state;
}

static char *
traitor_sentence (const SqState *state,
                  gint           seat)
{
  return g_strdup_printf ("%s was the traitor", sq_text_knight (state->seats[seat].knight));
}

static SqEndPage *
new_page (const SqState *state)
{
  SqEndPage *page = SQ_END_PAGE (g_object_ref_sink (sq_end_page_new ()));

  sq_end_page_set_state (page, state);

  return page;
}

static void
test_end_page_new_destroy (void)
{
  SqEndPage *page = SQ_END_PAGE (g_object_ref_sink (sq_end_page_new ()));

  g_assert_true (SQ_IS_END_PAGE (page));
  g_assert_finalize_object (page);
}

/* Real games, as the engine ended them. */
static void
test_end_page_random_games (void)
{
  for (guint64 seed = 1; seed <= 5; seed++)
    {
      g_autoptr (SqState) state = play_random_game (seed);
      SqEndPage *page = new_page (state);
      g_autofree char *text = page_text (page);
      g_autofree char *turns = g_strdup_printf ("%u", state->turn);

      assert_shows (text, sq_text_end_reason (state->end_reason));
      if (state->outcome == SQ_OUTCOME_LOYAL)
        assert_shows (text, "The Loyal Knights Win");
      else if (state->traitor_at_end != SQ_NO_SEAT)
        assert_shows (text, "Evil and the Traitor Win");
      else
        assert_shows (text, "Evil Wins");

      if (state->traitor_at_end != SQ_NO_SEAT)
        {
          g_autofree char *sentence = traitor_sentence (state, state->traitor_at_end);

          assert_shows (text, sentence);
        }
      else
        {
          assert_shows (text, "Nobody was the traitor");
        }
      assert_shows (text, "Turns played");
      assert_shows (text, turns);

      g_assert_finalize_object (page);
    }
}

static void
test_end_page_evil_by_siege (void)
{
  gint traitor;
  g_autoptr (SqState) state = game_with_traitor (11, &traitor);
  g_autofree char *sentence = traitor_sentence (state, traitor);
  g_autofree char *text = NULL;
  SqEndPage *page;

  state->outcome = SQ_OUTCOME_EVIL;
  state->end_reason = SQ_END_SIEGE;
  state->siege = SQ_MAX_SIEGE;
  state->flipped_at_end = 0;
  state->seats[traitor].alive = TRUE;
  state->seats[traitor].unmasked = FALSE;

  page = new_page (state);
  text = page_text (page);
  assert_shows (text, "Evil and the Traitor Win");
  assert_shows (text, sq_text_end_reason (SQ_END_SIEGE));
  assert_shows (text, sentence);
  assert_shows (text, "Stayed hidden to the end.");
  assert_shows (text, "12 of 12");
  assert_hides (text, "The Loyal Knights Win");
  assert_hides (text, "before the traitor’s flip");

  g_assert_finalize_object (page);
}

static void
test_end_page_loyal_by_swords (void)
{
  gint traitor;
  g_autoptr (SqState) state = game_with_traitor (12, &traitor);
  g_autofree char *sentence = traitor_sentence (state, traitor);
  g_autofree char *text = NULL;
  SqEndPage *page;

  /* An unmasked traitor flips nothing: 8 against 4 stands. */
  state->outcome = SQ_OUTCOME_LOYAL;
  state->end_reason = SQ_END_SWORDS;
  state->swords_white = 8;
  state->swords_black = 4;
  state->flipped_at_end = 0;
  state->seats[traitor].unmasked = TRUE;

  page = new_page (state);
  text = page_text (page);
  assert_shows (text, "The Loyal Knights Win");
  assert_shows (text, sq_text_end_reason (SQ_END_SWORDS));
  assert_shows (text, "Final count: 8 white, 4 black.");
  assert_shows (text, sentence);
  assert_shows (text, "Unmasked by an accusation during the game.");
  assert_hides (text, "Evil");
  assert_hides (text, "before the traitor’s flip");

  g_assert_finalize_object (page);
}

static void
test_end_page_traitor_flip (void)
{
  gint traitor;
  g_autoptr (SqState) state = game_with_traitor (13, &traitor);
  g_autofree char *sentence = traitor_sentence (state, traitor);
  g_autofree char *text = NULL;
  SqEndPage *page;

  /* 8 white against 4 would have won; the hidden traitor's two flips
   * make it 6 against 6, and a tie goes to Evil. */
  state->outcome = SQ_OUTCOME_EVIL;
  state->end_reason = SQ_END_SWORDS;
  state->swords_white = 6;
  state->swords_black = 6;
  state->flipped_at_end = 2;
  state->seats[traitor].alive = TRUE;
  state->seats[traitor].unmasked = FALSE;

  page = new_page (state);
  text = page_text (page);
  assert_shows (text, "Evil and the Traitor Win");
  assert_shows (text, "A tie goes to Evil.");
  assert_shows (text, sentence);
  assert_shows (text, "Stayed hidden to the end and flipped 2 white swords to black.");
  assert_shows (text, "Swords before the traitor’s flip\n8 white, 4 black");
  assert_shows (text, "Swords after the flip\n"
                      "The flip turned the count against the loyal knights.\n"
                      "6 white, 6 black");

  /* Set again with another ending: the flip rows go away. */
  state->end_reason = SQ_END_BLACK_SWORDS;
  state->flipped_at_end = 0;
  sq_end_page_set_state (page, state);
  g_free (text);
  text = page_text (page);
  assert_shows (text, sq_text_end_reason (SQ_END_BLACK_SWORDS));
  assert_hides (text, "before the traitor’s flip");
  assert_hides (text, "A tie goes to Evil.");

  g_assert_finalize_object (page);
}

static void
test_end_page_dead_traitor (void)
{
  gint traitor;
  g_autoptr (SqState) state = game_with_traitor (14, &traitor);
  g_autofree char *text = NULL;
  SqEndPage *page;

  state->outcome = SQ_OUTCOME_LOYAL;
  state->end_reason = SQ_END_SWORDS;
  state->swords_white = 9;
  state->swords_black = 3;
  state->flipped_at_end = 0;
  state->seats[traitor].alive = FALSE;
  state->seats[traitor].unmasked = FALSE;

  page = new_page (state);
  text = page_text (page);
  assert_shows (text, "The Loyal Knights Win");
  assert_shows (text, "Died without being unmasked, so flipped no swords.");

  g_assert_finalize_object (page);
}

static void
test_end_page_no_traitor (void)
{
  g_autoptr (SqState) state = play_random_game (15);
  g_autofree char *text = NULL;
  SqEndPage *page;
  guint loyal_card = SQ_NO_CARD;

  for (guint card = SQ_FIRST_LOYALTY; card < SQ_FIRST_LOYALTY + SQ_N_LOYALTY; card++)
    if (sq_card_face (card) == SQ_FACE_LOYAL)
      loyal_card = card;

  state->setup.loyalty = SQ_LOYALTY_NO_TRAITOR;
  state->traitor_at_end = SQ_NO_SEAT;
  for (guint i = 0; i < state->n_seats; i++)
    state->seats[i].loyalty = loyal_card;
  state->outcome = SQ_OUTCOME_EVIL;
  state->end_reason = SQ_END_ALL_LOYAL_DEAD;

  page = new_page (state);
  text = page_text (page);
  assert_shows (text, "Evil Wins");
  assert_shows (text, sq_text_end_reason (SQ_END_ALL_LOYAL_DEAD));
  assert_shows (text, "There was no traitor");
  assert_hides (text, "was the traitor");
  assert_hides (text, "Evil and the Traitor Win");

  g_assert_finalize_object (page);
}

static gboolean
has_width_layout (GtkWidget *widget)
{
  return widget != NULL && SQ_IS_WIDTH_LAYOUT (gtk_widget_get_layout_manager (widget));
}

/* Every box of text that libadwaita asks for its width at a height gives
 * its width for any height (sq-width-layout.c): the box the page's
 * viewport scrolls, the box in each clamp and the title box of every row,
 * the knights' rows too, which the page makes anew for each game. At the
 * end of a game GTK laid the page's texts out about a thousand times
 * without it (docs/performance.md). */
static void
assert_widths_without_heights (SqEndPage *page,
                               guint      n_knights)
{
  g_autoptr (GPtrArray) rows = g_ptr_array_new ();
  g_autoptr (GPtrArray) clamps = g_ptr_array_new ();
  GtkWidget *viewport = sq_test_find_typed (GTK_WIDGET (page), GTK_TYPE_VIEWPORT, NULL);
  GtkWidget *scrolled_box;
  int min, nat, min_at, nat_at;

  g_assert_nonnull (viewport);
  scrolled_box = gtk_viewport_get_child (GTK_VIEWPORT (viewport));
  g_assert_true (has_width_layout (scrolled_box));

  sq_test_collect (GTK_WIDGET (page), ADW_TYPE_CLAMP, clamps);
  g_assert_cmpuint (clamps->len, ==, 2);
  for (guint i = 0; i < clamps->len; i++)
    g_assert_true (has_width_layout (adw_clamp_get_child (g_ptr_array_index (clamps, i))));

  /* the traitor's and the flip's three, the summary's seven, the knights' */
  sq_test_collect (GTK_WIDGET (page), ADW_TYPE_ACTION_ROW, rows);
  g_assert_cmpuint (rows->len, ==, 3 + 7 + n_knights);
  for (guint i = 0; i < rows->len; i++)
    g_assert_true (has_width_layout (sq_test_find_typed (g_ptr_array_index (rows, i),
                                                         GTK_TYPE_BOX, "title")));

  /* the box the viewport scrolls: the same width at any height */
  gtk_widget_measure (scrolled_box, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, >, 0);
  for (int height = 100; height <= 3200; height *= 2)
    {
      gtk_widget_measure (scrolled_box, GTK_ORIENTATION_HORIZONTAL, height, &min_at, &nat_at, NULL, NULL);
      g_assert_cmpint (min_at, ==, min);
      g_assert_cmpint (nat_at, ==, nat);
    }
}

/* the knights who played: the page has a row for each */
static guint
n_played (const SqState *state)
{
  guint n = 0;

  for (guint i = 0; i < state->n_seats; i++)
    n += state->seats[i].in_game || state->seats[i].left;
  return n;
}

static void
test_end_page_widths (void)
{
  g_autoptr (SqState) first = play_random_game (3);
  g_autoptr (SqState) second = play_random_game (4);
  SqEndPage *page = new_page (first);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *viewport;

  assert_widths_without_heights (page, n_played (first));
  /* another game: its knights' rows are new */
  sq_end_page_set_state (page, second);
  assert_widths_without_heights (page, n_played (second));

  /* on a phone's screen, nothing is wider than the page */
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  sq_test_present_until_mapped (GTK_WINDOW (window), GTK_WIDGET (page));
  sq_test_iterate ();
  viewport = sq_test_find_typed (GTK_WIDGET (page), GTK_TYPE_VIEWPORT, NULL);
  g_assert_cmpint (gtk_widget_get_width (gtk_viewport_get_child (GTK_VIEWPORT (viewport))), <=,
                   gtk_widget_get_width (viewport));
  g_assert_cmpint (gtk_widget_get_width (viewport), <=, 360);

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (page);
}

static void
on_signal_cb (SqEndPage *page,
              GString   *log)
{
  g_string_append (log, "x");
}

static void
test_end_page_buttons (void)
{
  SqEndPage *page = SQ_END_PAGE (g_object_ref_sink (sq_end_page_new ()));
  const char *signals[] = { "new-game", "show-board", "back-to-start" };
  const char *labels[] = { "_New Game", "Show _Board", "Back to _Start" };

  for (guint i = 0; i < G_N_ELEMENTS (signals); i++)
    {
      g_autoptr (GString) log = g_string_new (NULL);
      gulong handler = g_signal_connect (page, signals[i], G_CALLBACK (on_signal_cb), log);
      GtkButton *button = GTK_BUTTON (sq_test_find_button (GTK_WIDGET (page), labels[i]));

      g_assert_nonnull (button);
      g_signal_emit_by_name (button, "clicked");
      g_assert_cmpstr (log->str, ==, "x");
      g_signal_handler_disconnect (page, handler);
    }

  g_assert_finalize_object (page);
}

int
main (int   argc,
      char *argv[])
{
  sq_test_init_ui (&argc, &argv);

  g_test_add_func ("/ui/end-page/new-destroy", test_end_page_new_destroy);
  g_test_add_func ("/ui/end-page/random-games", test_end_page_random_games);
  g_test_add_func ("/ui/end-page/evil-by-siege", test_end_page_evil_by_siege);
  g_test_add_func ("/ui/end-page/loyal-by-swords", test_end_page_loyal_by_swords);
  g_test_add_func ("/ui/end-page/traitor-flip", test_end_page_traitor_flip);
  g_test_add_func ("/ui/end-page/dead-traitor", test_end_page_dead_traitor);
  g_test_add_func ("/ui/end-page/no-traitor", test_end_page_no_traitor);
  g_test_add_func ("/ui/end-page/buttons", test_end_page_buttons);
  g_test_add_func ("/ui/end-page/widths-without-heights", test_end_page_widths);

  return g_test_run ();
}

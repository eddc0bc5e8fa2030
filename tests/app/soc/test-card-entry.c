/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * Entering cards of the table's own black deck in the real turn panel:
 * the card picker shows the whole deck under its groups with the copies
 * left; a card that cannot be there stays on show, disabled, with its
 * reason (a card that vanished would fail here); "The Deck Here Differs"
 * takes it anyway, and the history says it was a house correction. A
 * combat card is laid face down without being named, and named only when
 * its quest is over; one named in the grid is laid face up with the same
 * press, and a Special Black card takes effect with it, the cancel with
 * three Merlins on offer until the next action. Once a knight has acted,
 * the card the next knight draws is named in a grid under the end of the
 * turn, and that press ends the turn too. A white card played from
 * a hand of the table's own deck is picked the same way.
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "sq-cards.h"
#include "sq-log-entry.h"
#include "sq-text.h"
#include "sq-turn-panel.h"

#include "sq-turn-test.h"
#include "sq-tooltip.h"

typedef SqTurnFixture Fixture;

/* The panel alone in a window (sq-turn-test.h), and a game of three
 * knights with the table's own decks and d8 */
static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  SqSetup setup;

  sq_turn_fixture_setup (fixture, data);
  sq_setup_init_defaults (&setup, 3);
  setup.seed = 5;
  setup.skip_opening_share = TRUE;
  setup.loyalty = SQ_LOYALTY_NO_TRAITOR;
  setup.white_deck = setup.black_deck = setup.dice = SQ_DECK_PHYSICAL;
  fixture->game = sq_game_new (fixture->store, &setup, "Entry", &error);
  g_assert_no_error (error);
  sq_test_iterate ();
}

/* Plays an action without the panel. */
static void
play (Fixture     *fixture,
      SqActionType type,
      SqFace       face,
      SqQuestId    quest)
{
  g_autoptr(GError) error = NULL;
  SqAction a;

  sq_action_init (&a, type);
  if (face != SQ_N_FACES)
    {
      a.n_cards = 1;
      a.cards[0] = face;
    }
  a.quest = quest;
  g_assert_true (sq_game_apply (fixture->game, &a, &error));
  g_assert_no_error (error);
}

static void
play_type (Fixture     *fixture,
           SqActionType type)
{
  play (fixture, type, SQ_N_FACES, SQ_QUEST_NONE);
}

static void
show_panel (Fixture *fixture)
{
  sq_turn_panel_set_game (fixture->panel, fixture->game);
  sq_test_iterate ();
}

/* Every label text below @widget, joined with " | ". */
static void
widget_text (GtkWidget *widget,
             GString   *out)
{
  if (GTK_IS_LABEL (widget))
    {
      if (out->len > 0)
        g_string_append (out, " | ");
      g_string_append (out, gtk_label_get_text (GTK_LABEL (widget)));
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    widget_text (c, out);
}

/* The visible button whose labels begin with @text (mnemonics removed). */
static GtkWidget *
find_button (Fixture    *fixture,
             const char *text)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  sq_turn_test_collect_buttons (GTK_WIDGET (fixture->panel), buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      g_autoptr(GString) all = g_string_new (NULL);

      widget_text (buttons->pdata[i], all);
      for (char *u = strchr (all->str, '_'); u != NULL; u = strchr (u, '_'))
        memmove (u, u + 1, strlen (u));
      if (g_str_has_prefix (all->str, text) &&
          (all->str[strlen (text)] == '\0' || all->str[strlen (text)] == ' '))
        return buttons->pdata[i];
    }
  for (guint i = 0; i < buttons->len; i++)
    {
      g_autoptr(GString) all = g_string_new (NULL);

      widget_text (buttons->pdata[i], all);
      g_test_message ("on show: %s", all->str);
    }
  return NULL;
}

/* The "Lay Face Down" button beside the heading of the cards that may lie
 * face down where @sentence says ("Lay a card face down on the Black
 * Knight and draw a white card"), or NULL. */
static GtkWidget *
find_lay (Fixture    *fixture,
          const char *sentence)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  sq_turn_test_collect_buttons (GTK_WIDGET (fixture->panel), buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), "Lay Face Down") == 0 &&
        g_strcmp0 (sq_tooltip_get_text (buttons->pdata[i]), sentence) == 0)
      return buttons->pdata[i];
  return NULL;
}

static void
press (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  sq_test_iterate ();
}

/* The card buttons of the picker: those that carry a face. */
static guint
count_card_buttons (Fixture *fixture)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  guint n = 0;

  sq_turn_test_collect_buttons (GTK_WIDGET (fixture->panel), buttons);
  for (guint i = 0; i < buttons->len; i++)
    n += gtk_widget_has_css_class (buttons->pdata[i], "picker-card");
  return n;
}

static const char *
last_log_line (Fixture *fixture)
{
  GListModel *log = sq_game_get_log (fixture->game);
  g_autoptr(SqLogEntry) entry = g_list_model_get_item (log, g_list_model_get_n_items (log) - 1);

  return sq_log_entry_get_text (entry);
}

/* The history's line @from_end entries before the last. */
static const char *
log_line (Fixture *fixture,
          guint    from_end)
{
  GListModel *log = sq_game_get_log (fixture->game);
  g_autoptr(SqLogEntry) entry = g_list_model_get_item (log, g_list_model_get_n_items (log) - 1 - from_end);

  return sq_log_entry_get_text (entry);
}

/* Knight 0 draws the only Black Knight 7 and lays it face up; knight 1
 * draws a black card: which is it? */
static void
second_black_knight_7 (Fixture *fixture)
{
  play_type (fixture, SQ_ACTION_DRAW_BLACK);
  play (fixture, SQ_ACTION_ENTER_BLACK, SQ_FACE_BLACK_KNIGHT_7, SQ_QUEST_NONE);
  play_type (fixture, SQ_ACTION_PLACE_FACE_UP);
  play_type (fixture, SQ_ACTION_DRAW_WHITE);
  play_type (fixture, SQ_ACTION_END_TURN);
  play_type (fixture, SQ_ACTION_DRAW_BLACK);
  g_assert_cmpint (sq_state_get_decision (sq_game_get_state (fixture->game)), ==,
                   SQ_DECISION_ENTER_BLACK);
}

static void
test_entry_disabled_with_reason (Fixture       *fixture,
                                 gconstpointer  data)
{
  GtkWidget *seven;
  GtkWidget *excalibur;
  const char *tooltip;

  second_black_knight_7 (fixture);
  show_panel (fixture);
  /* the grid comes at once, with laying the card face down beside it */
  g_assert_null (find_button (fixture, "Which black card was drawn?"));
  g_assert_nonnull (find_lay (fixture, "Lay a card face down on the Black Knight and draw a "
                                       "white card"));

  /* the whole deck is on show: 24 faces under their groups, none gone */
  g_assert_cmpuint (count_card_buttons (fixture), ==,
                    SQ_FACE_VIVIEN - SQ_FACE_BLACK_KNIGHT_1 + 1);
  g_assert_nonnull (find_button (fixture, "Black Knight 1 | 5 left"));
  excalibur = find_button (fixture, "Excalibur | 15 left");
  g_assert_nonnull (excalibur);
  g_assert_true (gtk_widget_is_sensitive (excalibur));

  /* the one Black Knight 7 lies on its quest: the card stays, disabled,
   * with the reason on it */
  seven = find_button (fixture, "Black Knight 7 | The only copy is on the Black Knight");
  g_assert_nonnull (seven);
  g_assert_false (gtk_widget_is_sensitive (seven));
  tooltip = sq_tooltip_get_text (seven);
  g_assert_cmpstr (tooltip, ==, "The only copy is on the Black Knight");
}

static void
test_entry_house_correction (Fixture       *fixture,
                             gconstpointer  data)
{
  const SqState *s;
  GtkWidget *seven;

  second_black_knight_7 (fixture);
  show_panel (fixture);

  /* the deck here differs: the card is taken anyway */
  press (find_button (fixture, "The Deck Here Differs"));
  seven = find_button (fixture, "Black Knight 7");
  g_assert_nonnull (seven);
  press (seven);

  /* named, it is laid face up with the same press: two entries */
  s = sq_game_get_state (fixture->game);
  g_assert_cmpint (sq_state_get_decision (s), !=, SQ_DECISION_PLACE_COMBAT);
  g_assert_cmpuint (s->house_used, !=, 0);
  g_assert_nonnull (strstr (log_line (fixture, 1), "house correction"));
  g_assert_nonnull (strstr (log_line (fixture, 1), "Black Knight 7"));
  g_assert_nonnull (strstr (last_log_line (fixture), "face up"));
}

/* A combat card named in the grid has been shown to the table: the press
 * lays it face up on its quest; Undo takes that back alone. */
static void
test_entry_combat_face_up (Fixture       *fixture,
                           gconstpointer  data)
{
  const SqState *s;
  guint n_log;

  play_type (fixture, SQ_ACTION_DRAW_BLACK);
  show_panel (fixture);
  g_assert_nonnull (find_lay (fixture, "Lay a card face down on the Black Knight and draw a "
                                       "white card"));
  n_log = g_list_model_get_n_items (sq_game_get_log (fixture->game));
  press (find_button (fixture, "Black Knight 3"));

  s = sq_game_get_state (fixture->game);
  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_HEROIC);
  g_assert_cmpuint (s->quests[SQ_QUEST_BLACK_KNIGHT].n_black, ==, 1);
  g_assert_cmpint (sq_card_face (s->quests[SQ_QUEST_BLACK_KNIGHT].black[0]), ==,
                   SQ_FACE_BLACK_KNIGHT_3);
  g_assert_cmpuint (s->quests[SQ_QUEST_BLACK_KNIGHT].face_down, ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (sq_game_get_log (fixture->game)), ==, n_log + 2);

  g_assert_true (sq_game_undo (fixture->game, NULL));
  sq_test_iterate ();
  g_assert_cmpint (sq_state_get_decision (sq_game_get_state (fixture->game)), ==,
                   SQ_DECISION_PLACE_COMBAT);
}

/* A Special Black card named in the grid takes effect with the same press
 * (no hand is known, so nobody is asked about Merlins); the cancel stays
 * on offer until the next action, as the knights who may lay the first
 * Merlin: a press on one takes the table back to the cancel with his
 * Merlin laid, and two more presses finish it. */
static void
test_entry_special_cancel_offered (Fixture       *fixture,
                                   gconstpointer  data)
{
  g_autoptr(GString) text = g_string_new (NULL);
  GtkWidget *offer;
  GtkWidget *arthur;

  play_type (fixture, SQ_ACTION_DRAW_BLACK);
  show_panel (fixture);
  press (find_button (fixture, "Desolation"));
  g_assert_cmpint (sq_state_get_decision (sq_game_get_state (fixture->game)), !=,
                   SQ_DECISION_MERLIN_CANCEL);
  g_assert_nonnull (strstr (last_log_line (fixture), "Nobody cancelled Desolation"));

  /* the first knight on show is the offer's, above the end of the turn */
  arthur = find_button (fixture, "King Arthur");
  g_assert_nonnull (arthur);
  offer = gtk_widget_get_parent (gtk_widget_get_ancestor (arthur, GTK_TYPE_FLOW_BOX));
  widget_text (offer, text);
  g_assert_nonnull (strstr (text->str, "Cancel Desolation With Three Merlins"));
  press (arthur);
  g_assert_cmpint (sq_state_get_decision (sq_game_get_state (fixture->game)), ==,
                   SQ_DECISION_MERLIN_CANCEL);
  g_assert_false (gtk_widget_get_visible (offer));
  /* his Merlin is laid; the other two, one at a time */
  g_assert_nonnull (find_button (fixture, "Take Back the Last"));
  g_assert_null (find_button (fixture, "Do not cancel Desolation"));
  press (find_button (fixture, "Sir Galahad"));
  press (find_button (fixture, "Sir Gawain"));
  g_assert_cmpint (sq_state_get_decision (sq_game_get_state (fixture->game)), !=,
                   SQ_DECISION_MERLIN_CANCEL);
  g_assert_nonnull (strstr (last_log_line (fixture), "cancelled Desolation"));

  /* once the table moves on, the offer is gone */
  g_assert_true (sq_game_undo (fixture->game, NULL));
  g_assert_true (sq_game_undo (fixture->game, NULL));
  sq_test_iterate ();
  press (find_button (fixture, "Desolation"));
  g_assert_true (gtk_widget_get_visible (offer));
  play_type (fixture, SQ_ACTION_DRAW_WHITE);
  sq_test_iterate ();
  g_assert_false (gtk_widget_get_visible (offer));
}

static void
test_lay_unknown_then_reveal (Fixture       *fixture,
                              gconstpointer  data)
{
  const SqState *s;

  /* three knights lay a card face down on the Black Knight, unnamed */
  for (guint turn = 0; turn < 3; turn++)
    {
      play_type (fixture, SQ_ACTION_DRAW_BLACK);
      play (fixture, SQ_ACTION_PLACE_FACE_DOWN, SQ_N_FACES, SQ_QUEST_BLACK_KNIGHT);
      play_type (fixture, SQ_ACTION_DRAW_WHITE);
      play_type (fixture, SQ_ACTION_END_TURN);
    }

  /* the fourth through the panel: no value asked */
  play_type (fixture, SQ_ACTION_DRAW_BLACK);
  show_panel (fixture);
  press (find_lay (fixture, "Lay a card face down on the Black Knight and draw a white card"));
  s = sq_game_get_state (fixture->game);
  g_assert_cmpuint (s->quests[SQ_QUEST_BLACK_KNIGHT].black[3], ==, SQ_CARD_UNKNOWN);
  g_assert_cmpstr (last_log_line (fixture), ==,
                   "King Arthur laid a card face down on the Black Knight and drew a white card");

  /* the quest is full: now each card is turned over and named */
  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_REVEAL_BLACK);
  if (find_button (fixture, "Which card was face down?") != NULL)
    press (find_button (fixture, "Which card was face down?"));
  g_assert_cmpuint (count_card_buttons (fixture), ==, 4);
  press (find_button (fixture, "Black Knight 7"));
  g_assert_cmpstr (last_log_line (fixture), ==,
                   "King Arthur turned over the card face down on the Black Knight: it was Black Knight 7");
  /* the only 7 is out: the next card cannot be one, and says why, without
   * telling where a card face down lies */
  if (find_button (fixture, "Which card was face down?") != NULL)
    press (find_button (fixture, "Which card was face down?"));
  g_assert_cmpuint (count_card_buttons (fixture), ==, 4);
  g_assert_false (gtk_widget_is_sensitive (
    find_button (fixture, "Black Knight 7 | The only copy is in play or discarded")));
  press (find_button (fixture, "Black Knight 3"));
  press (find_button (fixture, "Black Knight 1"));
  press (find_button (fixture, "Black Knight 1"));
  /* all four named: the totals are compared and the quest starts again */
  s = sq_game_get_state (fixture->game);
  g_assert_cmpint (sq_state_get_decision (s), !=, SQ_DECISION_REVEAL_BLACK);
  g_assert_cmpuint (s->quests[SQ_QUEST_BLACK_KNIGHT].n_black, ==, 0);
}

/* The siege engines fought with the table's own d8: the Fight cards come
 * at once beside drawing two white cards, and the roll is pressed with
 * them: two entries in the history from two presses. */
static void
test_siege_with_roll (Fixture       *fixture,
                      gconstpointer  data)
{
  const SqState *s;
  guint n_log;

  play_type (fixture, SQ_ACTION_ADD_SIEGE);
  show_panel (fixture);
  g_assert_cmpint (sq_state_get_decision (sq_game_get_state (fixture->game)), ==,
                   SQ_DECISION_HEROIC);
  g_assert_nonnull (find_button (fixture, "Draw 2 white cards"));
  g_assert_null (find_button (fixture, "Fight the Siege Engines"));
  /* no roll before a card is picked */
  g_assert_null (find_button (fixture, "5"));

  n_log = g_list_model_get_n_items (sq_game_get_log (fixture->game));
  press (find_button (fixture, "Fight 3"));
  press (find_button (fixture, "5"));

  s = sq_game_get_state (fixture->game);
  g_assert_cmpint (sq_state_get_decision (s), !=, SQ_DECISION_D8);
  g_assert_cmpuint (s->last_d8, ==, 5);
  g_assert_cmpuint (g_list_model_get_n_items (sq_game_get_log (fixture->game)), ==, n_log + 2);
}

/* Once the knight has taken his Heroic Action, the cards of the table's
 * Black deck are on show for the next knight's draw, most likely part
 * first: the card named there ends the turn, draws it and enters it (a
 * combat card face up), each its own entry in the history; Undo takes
 * back one at a time. Before the action they are not on show. */
static void
test_draw_with_end_of_turn (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *who = NULL;
  g_autofree char *title = NULL;
  const SqState *s;
  GtkWidget *card;
  guint n_log;
  guint seat;

  play_type (fixture, SQ_ACTION_ADD_SIEGE);
  show_panel (fixture);
  widget_text (GTK_WIDGET (fixture->panel), text);
  g_assert_null (strstr (text->str, "Or end the turn with the black card"));

  play_type (fixture, SQ_ACTION_DRAW_WHITE);
  sq_test_iterate ();
  s = sq_game_get_state (fixture->game);
  seat = (s->current + 1) % s->setup.n_players;
  who = sq_text_seat (s, seat);
  title = g_strdup_printf ("Or end the turn with the black card %s draws:", who);
  g_string_truncate (text, 0);
  widget_text (GTK_WIDGET (fixture->panel), text);
  g_assert_nonnull (strstr (text->str, title));
  /* the other standard cards come before the combat cards */
  g_assert_true (strstr (text->str, "Excalibur") < strstr (text->str, "Black Knight 1"));
  g_assert_true (strstr (text->str, "Black Knight 1") < strstr (text->str, "Desolation"));

  /* the focus on the card with the most copies left, the likely draw */
  sq_test_wait_frame (GTK_WIDGET (fixture->window));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window)) == find_button (fixture, "Excalibur"));

  n_log = g_list_model_get_n_items (sq_game_get_log (fixture->game));
  card = find_button (fixture, "Black Knight 3");
  g_assert_true (gtk_widget_is_ancestor (card, GTK_WIDGET (fixture->panel)));
  press (card);

  s = sq_game_get_state (fixture->game);
  g_assert_cmpuint (s->current, ==, seat);
  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_HEROIC);
  g_assert_cmpuint (s->actions_taken, ==, 0);
  g_assert_cmpuint (s->quests[SQ_QUEST_BLACK_KNIGHT].n_black, ==, 1);
  g_assert_cmpint (sq_card_face (s->quests[SQ_QUEST_BLACK_KNIGHT].black[0]), ==,
                   SQ_FACE_BLACK_KNIGHT_3);
  g_assert_cmpuint (s->quests[SQ_QUEST_BLACK_KNIGHT].face_down, ==, 0);
  /* the end, the draw, the card, face up */
  g_assert_cmpuint (g_list_model_get_n_items (sq_game_get_log (fixture->game)), ==, n_log + 4);
  /* the next knight has not acted yet: no draw on show */
  g_string_truncate (text, 0);
  widget_text (GTK_WIDGET (fixture->panel), text);
  g_assert_null (strstr (text->str, "Or end the turn with the black card"));

  g_assert_true (sq_game_undo (fixture->game, NULL));
  g_assert_true (sq_game_undo (fixture->game, NULL));
  sq_test_iterate ();
  g_assert_cmpint (sq_state_get_decision (sq_game_get_state (fixture->game)), ==,
                   SQ_DECISION_ENTER_BLACK);
}

/* Laying the next knight's card face down unnamed is a button beside the
 * heading of the cards it may be (no row of its own, in view with them):
 * it ends the turn, draws the card and lays it unnamed in one press. */
static void
test_draw_face_down_beside_heading (Fixture       *fixture,
                                    gconstpointer  data)
{
  g_autoptr(GString) text = g_string_new (NULL);
  GtkWidget *lay;
  GtkWidget *heading;
  const SqState *s;
  int minimum, natural;
  guint seat;

  play_type (fixture, SQ_ACTION_ADD_SIEGE);
  play_type (fixture, SQ_ACTION_DRAW_WHITE);
  show_panel (fixture);
  s = sq_game_get_state (fixture->game);
  seat = (s->current + 1) % s->setup.n_players;
  lay = find_button (fixture, "Lay Face Down");
  g_assert_nonnull (lay);
  g_assert_cmpstr (sq_tooltip_get_text (lay), ==,
                   "Lay a card face down on the Black Knight and draw a white card");
  heading = gtk_widget_get_parent (lay);
  widget_text (heading, text);
  g_assert_cmpstr (text->str, ==, "Black Knight cards | Lay Face Down");
  /* the heading gives way beside the button (it wraps) before it widens
   * a phone's window: longer in Dutch, Spanish and Italian */
  gtk_widget_measure (heading, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (minimum, <, natural);

  press (lay);
  s = sq_game_get_state (fixture->game);
  g_assert_cmpuint (s->current, ==, seat);
  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_HEROIC);
  g_assert_cmpuint (s->quests[SQ_QUEST_BLACK_KNIGHT].n_black, ==, 1);
  g_assert_cmpuint (s->quests[SQ_QUEST_BLACK_KNIGHT].black[0], ==, SQ_CARD_UNKNOWN);
}

/* Healing with the table's own cards: three alike, so the first card
 * picked says the other two, and one press of a card heals; the cards go
 * to the discards as three of that card. */
static void
test_heal_first_card_says_all (Fixture       *fixture,
                               gconstpointer  data)
{
  const SqState *s;
  guint before;
  guint life;
  guint discarded;
  guint seat;

  play_type (fixture, SQ_ACTION_ADD_SIEGE);
  show_panel (fixture);
  s = sq_game_get_state (fixture->game);
  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_HEROIC);
  seat = s->current;
  life = s->seats[seat].life;
  discarded = s->white_discard.n;
  before = sq_game_get_position (fixture->game);

  press (find_button (fixture, "Heal Yourself"));
  /* before a card is picked, any card may still be the three */
  g_assert_nonnull (find_button (fixture, "Fight 3"));
  press (find_button (fixture, "Fight 2"));

  s = sq_game_get_state (fixture->game);
  g_assert_cmpuint (sq_game_get_position (fixture->game), ==, before + 1);
  g_assert_cmpuint (s->seats[seat].life, ==, life + 1);
  g_assert_cmpuint (s->white_discard.n, ==, discarded + 3);
  for (guint i = discarded; i < s->white_discard.n; i++)
    g_assert_cmpint (sq_card_face (s->white_discard.c[i]), ==, SQ_FACE_FIGHT_2);
}

static GtkWidget *
find_scroller (GtkWidget *widget)
{
  if (GTK_IS_SCROLLED_WINDOW (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_scroller (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A question opens at its heading, its first choices in view, however
 * long: after "Draw a black card" under the end of the turn, the question
 * of the card drawn shows "Lay Face Down" near its top (GTK
 * scrolled to the new focus as it laid the question out, which left it
 * scrolled to its end). */
static void
test_draw_question_at_top (Fixture       *fixture,
                           gconstpointer  data)
{
  GtkScrolledWindow *scroller;
  GtkAdjustment *adjustment;
  GtkWidget *lay;
  graphene_rect_t bounds;

  gtk_window_set_default_size (fixture->window, 480, 600);
  play_type (fixture, SQ_ACTION_ADD_SIEGE);
  play_type (fixture, SQ_ACTION_DRAW_WHITE);
  show_panel (fixture);
  sq_test_iterate_for (300);
  scroller = GTK_SCROLLED_WINDOW (find_scroller (GTK_WIDGET (fixture->panel)));
  adjustment = gtk_scrolled_window_get_vadjustment (scroller);
  press (find_button (fixture, "Draw a black card"));
  sq_test_iterate_for (300);

  g_assert_cmpint (sq_state_get_decision (sq_game_get_state (fixture->game)), ==, SQ_DECISION_ENTER_BLACK);
  /* the question is longer than the panel: there was somewhere to scroll to */
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, gtk_adjustment_get_page_size (adjustment));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
  lay = find_lay (fixture, "Lay a card face down on the Black Knight and draw a white card");
  g_assert_nonnull (lay);
  g_assert_true (gtk_widget_compute_bounds (lay, GTK_WIDGET (scroller), &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (GTK_WIDGET (scroller)));
}

/* The only Lady of the Lake is played; then a knight on the Excalibur
 * quest is to discard a white card from his hand. */
static void
lady_played_then_excalibur (Fixture *fixture)
{
  play_type (fixture, SQ_ACTION_ADD_SIEGE);
  play (fixture, SQ_ACTION_PLAY_SPECIAL, SQ_FACE_LADY_OF_THE_LAKE, SQ_QUEST_NONE);
  play_type (fixture, SQ_ACTION_END_TURN);
  play_type (fixture, SQ_ACTION_ADD_SIEGE);
  play (fixture, SQ_ACTION_MOVE, SQ_N_FACES, SQ_QUEST_EXCALIBUR);
  play_type (fixture, SQ_ACTION_END_TURN);
  for (guint turn = 0; turn < 2; turn++)
    {
      play_type (fixture, SQ_ACTION_ADD_SIEGE);
      play_type (fixture, SQ_ACTION_DRAW_WHITE);
      play_type (fixture, SQ_ACTION_END_TURN);
    }
  play_type (fixture, SQ_ACTION_ADD_SIEGE);
  show_panel (fixture);
  /* the quest's one action: straight to the white deck's grid */
  g_assert_nonnull (find_button (fixture, "Quest-Specific Action"));
}

static void
test_white_disabled_with_reason (Fixture       *fixture,
                                 gconstpointer  data)
{
  GtkWidget *lady;
  GtkWidget *fight;

  lady_played_then_excalibur (fixture);
  /* every white card is on show under the white deck's groups */
  g_assert_cmpuint (count_card_buttons (fixture), ==, SQ_FACE_CLAIRVOYANCE - SQ_FACE_FIGHT_1 + 1);
  fight = find_button (fixture, "Fight 1 | 14 left");
  g_assert_nonnull (fight);
  g_assert_true (gtk_widget_is_sensitive (fight));
  g_assert_nonnull (find_button (fixture, "Merlin | 7 left"));

  /* the one Lady of the Lake is discarded: it stays, disabled, with why */
  lady = find_button (fixture, "Lady of the Lake | The only copy is in play or discarded");
  g_assert_nonnull (lady);
  g_assert_false (gtk_widget_is_sensitive (lady));
  g_assert_cmpstr (sq_tooltip_get_text (lady), ==, "The only copy is in play or discarded");
}

static void
test_white_house_correction (Fixture       *fixture,
                             gconstpointer  data)
{
  const SqState *s;
  gint before;

  lady_played_then_excalibur (fixture);
  s = sq_game_get_state (fixture->game);
  before = s->quests[SQ_QUEST_EXCALIBUR].excalibur;

  press (find_button (fixture, "The Deck Here Differs"));
  press (find_button (fixture, "Lady of the Lake"));

  s = sq_game_get_state (fixture->game);
  g_assert_cmpint (s->quests[SQ_QUEST_EXCALIBUR].excalibur, ==, before + 1);
  g_assert_cmpuint (s->white_house_used, !=, 0);
  g_assert_cmpuint (sq_copies_in_game (s, SQ_FACE_LADY_OF_THE_LAKE), ==, 2);
  g_assert_nonnull (strstr (last_log_line (fixture), "Lady of the Lake"));
  g_assert_nonnull (strstr (last_log_line (fixture), "house correction"));
}

/* A special card whose only copy was played is no start of the next
 * turn: it is on show, disabled, with its reason, under the starts, and
 * the deck here differing plays it. */
static void
test_white_special_house_start (Fixture       *fixture,
                                gconstpointer  data)
{
  GtkWidget *lady;
  const SqState *s;

  play_type (fixture, SQ_ACTION_ADD_SIEGE);
  play (fixture, SQ_ACTION_PLAY_SPECIAL, SQ_FACE_LADY_OF_THE_LAKE, SQ_QUEST_NONE);
  play_type (fixture, SQ_ACTION_END_TURN);
  play_type (fixture, SQ_ACTION_ADD_SIEGE);
  show_panel (fixture);
  press (find_button (fixture, "Play a Special White Card"));

  lady = find_button (fixture, "Play Lady of the Lake | The only copy is in play or discarded");
  g_assert_nonnull (lady);
  g_assert_false (gtk_widget_is_sensitive (lady));
  g_assert_true (gtk_widget_has_css_class (lady, "picker-card"));

  press (find_button (fixture, "The Deck Here Differs"));
  press (lady);
  s = sq_game_get_state (fixture->game);
  g_assert_cmpuint (s->white_house_used, !=, 0);
  g_assert_cmpint (s->quests[SQ_QUEST_EXCALIBUR].excalibur, ==, 2);
  g_assert_nonnull (strstr (last_log_line (fixture), "house correction"));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  if (!sq_test_have_display ())
    {
      g_test_skip ("no display");
      return g_test_run ();
    }

#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_setup, fn, sq_turn_fixture_teardown)
  ADD ("/card-entry/disabled-with-reason", test_entry_disabled_with_reason);
  ADD ("/card-entry/house-correction", test_entry_house_correction);
  ADD ("/card-entry/combat-face-up", test_entry_combat_face_up);
  ADD ("/card-entry/special-cancel-offered", test_entry_special_cancel_offered);
  ADD ("/card-entry/siege-with-roll", test_siege_with_roll);
  ADD ("/card-entry/draw-with-end-of-turn", test_draw_with_end_of_turn);
  ADD ("/card-entry/heal-first-card-says-all", test_heal_first_card_says_all);
  ADD ("/card-entry/draw-face-down-beside-heading", test_draw_face_down_beside_heading);
  ADD ("/card-entry/draw-question-at-top", test_draw_question_at_top);
  ADD ("/card-entry/lay-unknown-then-reveal", test_lay_unknown_then_reveal);
  ADD ("/card-entry/white-disabled-with-reason", test_white_disabled_with_reason);
  ADD ("/card-entry/white-house-correction", test_white_house_correction);
  ADD ("/card-entry/white-special-house-start", test_white_special_house_start);
#undef ADD

  return g_test_run ();
}

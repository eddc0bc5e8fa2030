/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The Camelot Legends companion played through its page, as a table
 * would: setup, the opening placement, bidding events (a tie, no bids, a
 * maximum reached), location events (one and two abilities, with a card
 * bonus), the High King's third action, a Lord costing two, refusals
 * with their rule, undo and redo, saving and continuing (the game to
 * continue found off the main thread), and the end with
 * the victory point table and a shared win. Also: the controls have
 * accessible names and the page fits a phone. test-legends-shell.c has
 * the rest: the face-down final event, the rules reference, the game
 * object and the window. */

#include "config.h"

#include <sys/stat.h>

#include "sq-legends-bid-panel.h"
#include "sq-legends-character-form.h"
#include "sq-legends-reason.h"
#include "sq-legends-table-view.h"
#include "sq-legends-test.h"

/* ------------------------------------------------------------- helpers */

static void
card (SqLegendsCard *c,
      const char    *name,
      const char    *allegiance,
      gboolean       lord,
      gint           combat,
      gint           diplomacy,
      gint           adventure,
      gint           cunning,
      gint           chivalry,
      gint           psyche)
{
  sq_legends_card_init (c);
  g_assert_true (sq_legends_set_name (c->name, name));
  g_assert_true (sq_legends_set_name (c->allegiance, allegiance));
  c->lord = lord;
  c->scores[SQ_LEGENDS_ABILITY_COMBAT] = combat;
  c->scores[SQ_LEGENDS_ABILITY_DIPLOMACY] = diplomacy;
  c->scores[SQ_LEGENDS_ABILITY_ADVENTURE] = adventure;
  c->scores[SQ_LEGENDS_ABILITY_CUNNING] = cunning;
  c->scores[SQ_LEGENDS_ABILITY_CHIVALRY] = chivalry;
  c->scores[SQ_LEGENDS_ABILITY_PSYCHE] = psyche;
}

static SqLegendsCharacterForm *
play_form (Fixture *fixture)
{
  return SQ_LEGENDS_CHARACTER_FORM (sq_legends_tracker_get_part (fixture->tracker, "play-form"));
}

static void
play (Fixture             *fixture,
      const SqLegendsCard *c,
      SqLegendsLocation    location)
{
  sq_legends_character_form_set_card (play_form (fixture), c);
  g_assert_true (sq_legends_tracker_select (fixture->tracker, "play-location", location));
  click (fixture, "panel.play");
}

static void
location_event (SqLegendsEvent    *e,
                const char        *name,
                SqLegendsLocation  location,
                SqLegendsAbility   a,
                guint              need_a,
                gint               b,
                guint              need_b,
                guint              vp)
{
  sq_legends_event_init (e, SQ_LEGENDS_EVENT_LOCATION);
  g_assert_true (sq_legends_set_name (e->name, name));
  e->location = location;
  e->n_abilities = b >= 0 ? 2 : 1;
  e->abilities[0] = a;
  e->requirements[0] = need_a;
  if (b >= 0)
    {
      e->abilities[1] = b;
      e->requirements[1] = need_b;
    }
  e->vp = vp;
}

static SqLegendsBidPanel *
bid_panel (Fixture *fixture)
{
  return SQ_LEGENDS_BID_PANEL (sq_legends_tracker_get_part (fixture->tracker, "bid-panel"));
}

static void
bid_from_hand (Fixture             *fixture,
               const SqLegendsCard *c)
{
  SqLegendsCharacterForm *form =
    SQ_LEGENDS_CHARACTER_FORM (sq_legends_bid_panel_get_part (bid_panel (fixture), "hand-form"));

  sq_legends_character_form_set_card (form, c);
  click (fixture, "bid.hand");
}

static const char *
tracker_text (Fixture    *fixture,
              const char *part)
{
  return label_text (sq_legends_tracker_get_part (fixture->tracker, part));
}

static const char *
reason_text (Fixture    *fixture,
             const char *part)
{
  return sq_legends_reason_get_text (SQ_LEGENDS_REASON (sq_legends_tracker_get_part (fixture->tracker,
                                                                                       part)));
}

static const char *
reason_rule (Fixture    *fixture,
             const char *part)
{
  return sq_legends_reason_get_rule_id (SQ_LEGENDS_REASON (sq_legends_tracker_get_part (fixture->tracker,
                                                                                          part)));
}

/* The Rule button inside a reason */
static GtkWidget *
rule_button (GtkWidget *reason)
{
  for (GtkWidget *child = gtk_widget_get_first_child (reason);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BUTTON (child))
      return child;

  return NULL;
}

/* Characters on the table, by name */
static guint
character_id (Fixture    *fixture,
              const char *name)
{
  const SqLegendsState *state = state_of (fixture);

  for (guint id = 0; id < SQ_LEGENDS_MAX_TABLE; id++)
    if (state->table[id].in_play && g_str_equal (state->table[id].card.name, name))
      return id;

  g_error ("%s is not on the table", name);
  return 0;
}

static void
opening (Fixture *fixture)
{
  SqLegendsCard c;

  g_assert_cmpuint (state_of (fixture)->decision, ==, SQ_LEGENDS_DECISION_OPENING);
  assert_contains (tracker_text (fixture, "prompt-label"), "Anna places two characters");

  card (&c, "Sir Gawain", "Orkney", FALSE, 5, 2, 3, 1, 4, 1);
  play (fixture, &c, SQ_LEGENDS_LOCATION_CAMELOT);
  assert_contains (tracker_text (fixture, "prompt-label"), "Anna places one more character");
  /* a Lord does not fit in what is left */
  card (&c, "King Pellinore", "", TRUE, 4, 4, 4, 4, 4, 4);
  sq_legends_character_form_set_card (play_form (fixture), &c);
  g_assert_false (can_click (fixture, "panel.play"));
  g_assert_cmpstr (reason_rule (fixture, "play-reason"), ==, "legends.opening");
  card (&c, "Sir Kay", "", FALSE, 2, 1, 1, 2, 0, 0);
  play (fixture, &c, SQ_LEGENDS_LOCATION_CAMELOT);

  card (&c, "King Lot", "Orkney", TRUE, 3, 4, 1, 2, 3, 1);
  play (fixture, &c, SQ_LEGENDS_LOCATION_CORNWALL);

  card (&c, "Morgause", "", FALSE, 0, 2, 1, 5, 0, 4);
  play (fixture, &c, SQ_LEGENDS_LOCATION_PERILOUS_FOREST);
  card (&c, "Sir Bors", "", FALSE, 3, 1, 2, 0, 3, 2);
  play (fixture, &c, SQ_LEGENDS_LOCATION_PERILOUS_FOREST);

  g_assert_cmpuint (state_of (fixture)->decision, ==, SQ_LEGENDS_DECISION_DRAW_EVENT);
  g_assert_cmpint (state_of (fixture)->current, ==, 0);
  g_assert_cmpuint (state_of (fixture)->hand[0], ==, 3);
  g_assert_cmpuint (state_of (fixture)->hand[1], ==, 4);
  g_assert_cmpuint (state_of (fixture)->hand[2], ==, 3);
  assert_contains (tracker_text (fixture, "player-label"), "Anna (Green)");
  assert_contains (tracker_text (fixture, "turn-label"), "Turn 1 · 20 events before the final event");
}

/* ------------------------------------------------------------- the tests */

static void
test_new_destroy (void)
{
  GtkWidget *page = sq_legends_page_new (NULL);

  g_object_ref_sink (page);
  g_assert_cmpstr (sq_legends_page_get_view (SQ_LEGENDS_PAGE (page)), ==, "setup");
  g_assert_null (sq_legends_page_get_game (SQ_LEGENDS_PAGE (page)));
  g_assert_finalize_object (page);
}

static void
turn_one_tie (Fixture *fixture)
{
  SqLegendsEvent e;
  SqLegendsCard c;
  const char *outcome;

  bidding_event (&e, "A Tournament", SQ_LEGENDS_ABILITY_COMBAT, -1, 2, 3);
  draw_event (fixture, &e);
  g_assert_cmpuint (state_of (fixture)->decision, ==, SQ_LEGENDS_DECISION_BID);
  assert_contains (label_text (sq_legends_bid_panel_get_part (bid_panel (fixture), "bidder-label")),
                   "Anna to bid");

  card (&c, "Sir Dinadan", "", FALSE, 4, 0, 0, 0, 0, 0);
  bid_from_hand (fixture, &c);
  outcome = label_text (sq_legends_bid_panel_get_part (bid_panel (fixture), "outcome-label"));
  assert_contains (outcome, "Anna wins “A Tournament” with a total of 4");
  click (fixture, "bid.pass");
  card (&c, "", "", FALSE, 4, 0, 0, 0, 0, 0);
  bid_from_hand (fixture, &c);
  outcome = label_text (sq_legends_bid_panel_get_part (bid_panel (fixture), "outcome-label"));
  assert_contains (outcome, "A tie at 4 between Anna and Carl");
  /* passing is not final: three passes in a row end it */
  click (fixture, "bid.pass");
  click (fixture, "bid.pass");
  g_assert_cmpuint (state_of (fixture)->decision, ==, SQ_LEGENDS_DECISION_BID);
  click (fixture, "bid.pass");

  g_assert_cmpuint (state_of (fixture)->decision, ==, SQ_LEGENDS_DECISION_CARD_TEXT);
  g_assert_cmpuint (state_of (fixture)->last_fate, ==, SQ_LEGENDS_FATE_TIED);
  assert_contains (tracker_text (fixture, "result-label"), "A tie at 4 between Anna and Carl");
  assert_contains (tracker_text (fixture, "result-label"), "discarded");
  g_assert_cmpuint (state_of (fixture)->n_scored, ==, 0);

  click (fixture, "tracker.next-phase");
  click (fixture, "tracker.next-phase");
  g_assert_cmpuint (state_of (fixture)->decision, ==, SQ_LEGENDS_DECISION_ACTIONS);
  assert_contains (tracker_text (fixture, "actions-label"), "2 card actions left");
  click (fixture, "panel.draw-character");
  assert_contains (tracker_text (fixture, "actions-label"), "1 card action left");
  g_assert_cmpuint (state_of (fixture)->hand[0], ==, 3);
  click (fixture, "tracker.end-turn");
}

static void
turn_two_no_bids (Fixture *fixture)
{
  SqLegendsEvent e;

  g_assert_cmpint (state_of (fixture)->current, ==, 1);
  bidding_event (&e, "The Wager", SQ_LEGENDS_ABILITY_DIPLOMACY, -1, 1, 2);
  draw_event (fixture, &e);
  click (fixture, "bid.pass");
  click (fixture, "bid.pass");
  click (fixture, "bid.pass");
  g_assert_cmpuint (state_of (fixture)->last_fate, ==, SQ_LEGENDS_FATE_NO_BIDS);
  assert_contains (tracker_text (fixture, "result-label"), "Nobody bid");
  /* a turn may end in any phase after the draw */
  click (fixture, "tracker.end-turn");
}

static void
turn_three_maximum (Fixture *fixture)
{
  SqLegendsEvent e;
  SqLegendsCard c;
  AdwComboRow *company;

  g_assert_cmpint (state_of (fixture)->current, ==, 2);
  bidding_event (&e, "The Feast", SQ_LEGENDS_ABILITY_COMBAT, SQ_LEGENDS_ABILITY_CHIVALRY, 1, 4);
  draw_event (fixture, &e);

  /* Carl bids Sir Bors from his company: 3 + 3 */
  company = ADW_COMBO_ROW (sq_legends_bid_panel_get_part (bid_panel (fixture), "company-row"));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (company)), ==, 2);
  for (guint i = 0; i < 2; i++)
    if (strstr (gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (company)), i),
                "Sir Bors") != NULL)
      adw_combo_row_set_selected (company, i);
  click (fixture, "bid.company");
  g_assert_cmpuint (sq_legends_state_get_company_size (state_of (fixture), 2,
                                                       SQ_LEGENDS_LOCATION_PERILOUS_FOREST), ==, 1);

  /* Anna: 2 + 5; the form asks only for the event's two abilities */
  card (&c, "Sir Tristram", "", FALSE, 2, 0, 0, 0, 5, 0);
  bid_from_hand (fixture, &c);
  /* Ben: 1 + 1; then everyone is at the maximum and the auction ends */
  card (&c, "", "", FALSE, 1, 0, 0, 0, 1, 0);
  bid_from_hand (fixture, &c);

  g_assert_cmpuint (state_of (fixture)->last_fate, ==, SQ_LEGENDS_FATE_WON);
  g_assert_cmpint (state_of (fixture)->last_winner, ==, 0);
  assert_contains (tracker_text (fixture, "result-label"),
                   "Anna wins “The Feast” with a total of 7 (Anna 7, Ben 2 and Carl 6)");
  g_assert_cmpint (sq_legends_state_get_score (state_of (fixture), 0), ==, 4);
  click (fixture, "tracker.end-turn");
}

static void
turn_four_high_king (Fixture *fixture)
{
  g_autoptr(SqLegendsState) before = NULL;
  g_autoptr(SqLegendsState) after = NULL;
  g_autofree char *holder = NULL;
  SqLegendsEvent e;
  SqLegendsCard c;
  SqLegendsAction refused;
  GtkWidget *complete;
  GtkWidget *table;

  g_assert_cmpint (state_of (fixture)->current, ==, 0);
  location_event (&e, "The Wandering Beast", SQ_LEGENDS_LOCATION_CAMELOT,
                  SQ_LEGENDS_ABILITY_COMBAT, 7, -1, 0, 2);
  draw_event (fixture, &e);
  g_assert_cmpuint (state_of (fixture)->last_fate, ==, SQ_LEGENDS_FATE_PLACED);
  assert_contains (tracker_text (fixture, "result-label"), "Now waiting at Camelot");

  /* phase 2: the check is shown, the button comes in phase 3 */
  assert_contains (sq_legends_tracker_get_check_text (fixture->tracker, SQ_LEGENDS_LOCATION_CAMELOT, 0),
                   "Yes: Combat 7 of 7");
  click (fixture, "tracker.next-phase");
  complete = sq_legends_tracker_get_complete_button (fixture->tracker, SQ_LEGENDS_LOCATION_CAMELOT, 0);
  press (complete);
  g_assert_cmpint (sq_legends_state_get_score (state_of (fixture), 0), ==, 6);
  g_assert_cmpuint (state_of (fixture)->n_location_events[SQ_LEGENDS_LOCATION_CAMELOT], ==, 0);
  click (fixture, "tracker.next-phase");

  /* the High King goes to Sir Gawain, at Camelot: a third action */
  assert_contains (tracker_text (fixture, "actions-label"), "2 card actions left");
  g_assert_false (gtk_widget_get_visible (sq_legends_tracker_get_part (fixture->tracker,
                                                                       "high-king-label")));
  g_assert_true (sq_legends_tracker_select (fixture->tracker, "effect-character",
                                            character_id (fixture, "Sir Gawain")));
  g_assert_true (sq_legends_tracker_select (fixture->tracker, "effect-special",
                                            SQ_LEGENDS_SPECIAL_HIGH_KING));
  click (fixture, "panel.give-special");
  g_assert_cmpuint (sq_legends_state_get_actions_allowed (state_of (fixture)), ==, 3);
  assert_contains (tracker_text (fixture, "actions-label"), "3 card actions left");
  g_assert_true (gtk_widget_get_visible (sq_legends_tracker_get_part (fixture->tracker,
                                                                      "high-king-label")));
  table = sq_legends_tracker_get_part (fixture->tracker, "table-view");
  holder = sq_legends_table_view_dup_special_text (SQ_LEGENDS_TABLE_VIEW (table),
                                                   SQ_LEGENDS_SPECIAL_HIGH_KING);
  assert_contains (holder, "Sir Gawain, Knight of Orkney (Anna), at Camelot");
  g_assert_cmpint (sq_legends_state_get_score (state_of (fixture), 0), ==, 9);

  click (fixture, "panel.draw-character");
  click (fixture, "panel.draw-character");
  g_assert_cmpuint (state_of (fixture)->hand[0], ==, 4);
  assert_contains (tracker_text (fixture, "actions-label"), "1 card action left");

  /* a Lord of Camelot costs two: not with one left */
  card (&c, "King Pellinore", "", TRUE, 4, 4, 4, 4, 4, 4);
  sq_legends_character_form_set_card (play_form (fixture), &c);
  g_assert_false (can_click (fixture, "panel.play"));
  g_assert_cmpstr (reason_rule (fixture, "play-reason"), ==, "legends.lord-of-camelot");
  g_assert_cmpstr (reason_text (fixture, "play-reason"), ==,
                   "A Lord of Camelot takes two card actions to play, and only one is left.");
  press (rule_button (sq_legends_tracker_get_part (fixture->tracker, "play-reason")));
  g_assert_cmpuint (fixture->rules_shown->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (fixture->rules_shown, 0), ==, "legends.lord-of-camelot");

  /* undo and redo restore the exact state */
  before = sq_legends_state_copy (state_of (fixture));
  click (fixture, "panel.draw-character");
  after = sq_legends_state_copy (state_of (fixture));
  g_assert_cmpuint (state_of (fixture)->hand[0], ==, 5);
  g_assert_true (sq_legends_game_get_can_undo (sq_legends_page_get_game (fixture->page)));
  click (fixture, "legends.undo");
  g_assert_true (sq_legends_state_equal (state_of (fixture), before));
  g_assert_true (sq_legends_game_get_can_redo (sq_legends_page_get_game (fixture->page)));
  click (fixture, "legends.redo");
  g_assert_true (sq_legends_state_equal (state_of (fixture), after));
  g_assert_false (sq_legends_game_get_can_redo (sq_legends_page_get_game (fixture->page)));

  assert_contains (tracker_text (fixture, "actions-label"), "No card actions left");
  g_assert_false (can_click (fixture, "panel.draw-character"));
  g_assert_cmpstr (reason_rule (fixture, "draw-reason"), ==, "legends.two-actions");

  /* a refusal of something entered: the sentence and the rule */
  sq_legends_action_init (&refused, SQ_LEGENDS_ACTION_DRAW_CHARACTER);
  refused.flags = SQ_LEGENDS_ACTION_FLAG_FREE;
  g_assert_false (sq_legends_tracker_apply (fixture->tracker, &refused));
  g_assert_cmpstr (reason_text (fixture, "refusal"), ==,
                   "A hand holds at most five characters, and no card may be discarded to make "
                   "room: no draw now.");
  g_assert_cmpstr (reason_rule (fixture, "refusal"), ==, "legends.hand-limit");
  press (rule_button (sq_legends_tracker_get_part (fixture->tracker, "refusal")));
  g_assert_cmpstr (g_ptr_array_index (fixture->rules_shown, 1), ==, "legends.hand-limit");
  g_assert_true (sq_legends_state_equal (state_of (fixture), after));

  click (fixture, "tracker.end-turn");
  /* the next action clears the banner */
  g_assert_null (reason_text (fixture, "refusal"));
}

static void
turn_five_two_abilities (Fixture *fixture)
{
  SqLegendsEvent e;
  GtkWidget *complete;
  const char *check;

  g_assert_cmpint (state_of (fixture)->current, ==, 1);
  location_event (&e, "The Parley", SQ_LEGENDS_LOCATION_CORNWALL,
                  SQ_LEGENDS_ABILITY_CHIVALRY, 4, SQ_LEGENDS_ABILITY_DIPLOMACY, 4, 3);
  /* the form sorts the abilities as the engine wants them */
  draw_event (fixture, &e);
  g_assert_cmpuint (state_of (fixture)->location_events[SQ_LEGENDS_LOCATION_CORNWALL][0].abilities[0],
                    ==, SQ_LEGENDS_ABILITY_DIPLOMACY);
  g_assert_cmpuint (state_of (fixture)->location_events[SQ_LEGENDS_LOCATION_CORNWALL][0].requirements[1],
                    ==, 4);
  click (fixture, "tracker.next-phase");

  check = sq_legends_tracker_get_check_text (fixture->tracker, SQ_LEGENDS_LOCATION_CORNWALL, 0);
  g_assert_cmpstr (check, ==, "No: Diplomacy 4 of 4 and Chivalry 3 of 4 (1 short)");
  complete = sq_legends_tracker_get_complete_button (fixture->tracker, SQ_LEGENDS_LOCATION_CORNWALL, 0);
  g_assert_false (gtk_widget_is_sensitive (complete));
  g_assert_cmpstr (reason_rule (fixture, "complete-reason"), ==, "legends.requirements");

  /* card text adds one Chivalry */
  sq_legends_tracker_set_modifier (fixture->tracker, SQ_LEGENDS_ABILITY_CHIVALRY, 1);
  check = sq_legends_tracker_get_check_text (fixture->tracker, SQ_LEGENDS_LOCATION_CORNWALL, 0);
  g_assert_cmpstr (check, ==, "Yes: Diplomacy 4 of 4 and Chivalry 4 of 4");
  g_assert_null (reason_text (fixture, "complete-reason"));
  press (complete);
  g_assert_cmpint (sq_legends_state_get_score (state_of (fixture), 1), ==, 3);
  click (fixture, "tracker.end-turn");
}

static void
save_and_continue (Fixture *fixture)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *other = sq_legends_page_new (fixture->dir);
  SqLegendsGame *game;

  g_object_ref_sink (other);
  g_assert_true (wait_until_visible (sq_legends_page_get_part (SQ_LEGENDS_PAGE (other),
                                                               "continue-group")));
  g_assert_true (sq_legends_page_continue_last (SQ_LEGENDS_PAGE (other), &error));
  g_assert_no_error (error);

  game = sq_legends_page_get_game (SQ_LEGENDS_PAGE (other));
  g_assert_cmpstr (sq_legends_game_get_id (game), ==,
                   sq_legends_game_get_id (sq_legends_page_get_game (fixture->page)));
  g_assert_true (sq_legends_state_equal (sq_legends_game_get_state (game), state_of (fixture)));
  g_assert_cmpstr (sq_legends_game_get_name (game, 2), ==, "Carl");
  g_assert_cmpstr (sq_legends_page_get_view (SQ_LEGENDS_PAGE (other)), ==, "tracker");
  g_assert_true (sq_legends_game_get_can_undo (game));

  g_object_run_dispose (G_OBJECT (other));
  g_object_unref (other);
}

static void
to_the_end (Fixture *fixture)
{
  SqLegendsEvent e;
  const char *winner;

  /* special events until the last card of the stack */
  while (state_of (fixture)->events_drawn < state_of (fixture)->events_in_deck)
    {
      sq_legends_event_init (&e, SQ_LEGENDS_EVENT_SPECIAL);
      draw_event (fixture, &e);
      assert_contains (tracker_text (fixture, "result-label"), "Carry out the text");
      click (fixture, "tracker.end-turn");
    }
  assert_contains (tracker_text (fixture, "turn-label"), "0 events before the final event");
  g_assert_false (can_click (fixture, "legends.resolve"));

  sq_legends_event_init (&e, SQ_LEGENDS_EVENT_FINAL);
  g_assert_true (sq_legends_set_name (e.name, "The Last Battle"));
  draw_event (fixture, &e);
  g_assert_true (state_of (fixture)->final_drawn);
  assert_contains (tracker_text (fixture, "result-label"), "The final event is out");

  click (fixture, "legends.resolve");
  g_assert_cmpstr (sq_legends_page_get_view (fixture->page), ==, "end");

  /* Anna: 4 + 2 + the High King 3; Ben 3; Carl 0. Ben's 6 from the final
   * event tie him with Anna: a shared win */
  sq_legends_page_set_final_points (fixture->page, 1, 6);
  winner = label_text (sq_legends_page_get_part (fixture->page, "winner-label"));
  g_assert_cmpstr (winner, ==, "With these points: Anna and Ben share the win with 9 points each.");
  g_assert_false (state_of (fixture)->finished);

  click (fixture, "score.finish");
  g_assert_true (state_of (fixture)->finished);
  g_assert_true (sq_legends_state_is_winner (state_of (fixture), 0));
  g_assert_true (sq_legends_state_is_winner (state_of (fixture), 1));
  g_assert_false (sq_legends_state_is_winner (state_of (fixture), 2));
  g_assert_cmpstr (label_text (sq_legends_page_get_part (fixture->page, "winner-label")), ==,
                   "Anna and Ben share the win with 9 points each.");
  g_assert_cmpstr (label_text (sq_legends_page_get_part (fixture->page, "end-title-label")), ==,
                   "The Game Is Over");
  g_assert_cmpstr (sq_legends_page_get_view (fixture->page), ==, "end");

  /* undo takes the end back to the points table, redo ends it again */
  click (fixture, "legends.undo");
  g_assert_false (state_of (fixture)->finished);
  g_assert_cmpstr (sq_legends_page_get_view (fixture->page), ==, "end");
  sq_legends_page_set_final_points (fixture->page, 1, 7);
  assert_contains (label_text (sq_legends_page_get_part (fixture->page, "winner-label")),
                   "Ben wins with 10 points.");
  click (fixture, "legends.back-to-tracker");
  g_assert_cmpstr (sq_legends_page_get_view (fixture->page), ==, "tracker");
  click (fixture, "legends.redo");
  g_assert_true (state_of (fixture)->finished);
  g_assert_cmpstr (sq_legends_page_get_view (fixture->page), ==, "end");
  g_assert_cmpint (sq_legends_state_get_score (state_of (fixture), 1), ==, 9);

  /* a finished game is not offered to continue */
  click (fixture, "legends.new");
  g_assert_cmpstr (sq_legends_page_get_view (fixture->page), ==, "setup");
  g_assert_false (gtk_widget_get_visible (sq_legends_page_get_part (fixture->page,
                                                                    "continue-group")));
}

static void
test_game (Fixture       *fixture,
           gconstpointer  data)
{
  set_up_three_players (fixture);
  opening (fixture);
  turn_one_tie (fixture);
  turn_two_no_bids (fixture);
  turn_three_maximum (fixture);
  turn_four_high_king (fixture);
  turn_five_two_abilities (fixture);
  save_and_continue (fixture);
  to_the_end (fixture);
}

/* ---------------------------------------------- accessibility and size */

static void
assert_named (GtkWidget *widget)
{
  if (!gtk_widget_get_visible (widget))
    return;

  if ((GTK_IS_SPIN_BUTTON (widget) || GTK_IS_SWITCH (widget) || GTK_IS_DROP_DOWN (widget))
      && !gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    g_error ("a %s without an accessible name", G_OBJECT_TYPE_NAME (widget));

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_named (child);
}

static void
assert_fits (Fixture *fixture)
{
  int minimum;

  sq_test_iterate ();
  gtk_widget_measure (GTK_WIDGET (fixture->page), GTK_ORIENTATION_HORIZONTAL, -1,
                      &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 360);
}

static void
test_narrow (Fixture       *fixture,
             gconstpointer  data)
{
  GtkWidget *leaflet = sq_legends_tracker_get_part (fixture->tracker, "leaflet");
  GtkWidget *table_button = find_button (GTK_WIDGET (fixture->page), "tracker.show-table");
  SqLegendsEvent e;

  assert_fits (fixture);
  assert_named (GTK_WIDGET (fixture->page));

  set_up_three_players (fixture);
  assert_fits (fixture);
  assert_named (GTK_WIDGET (fixture->page));
  opening (fixture);
  bidding_event (&e, "A Tournament", SQ_LEGENDS_ABILITY_COMBAT, -1, 2, 3);
  draw_event (fixture, &e);
  assert_fits (fixture);
  assert_named (GTK_WIDGET (fixture->page));
  click (fixture, "bid.pass");
  click (fixture, "bid.pass");
  click (fixture, "bid.pass");
  click (fixture, "tracker.next-phase");
  click (fixture, "tracker.next-phase");
  assert_fits (fixture);
  assert_named (GTK_WIDGET (fixture->page));

  /* on a phone the table is a page of its own */
  for (guint i = 0; i < 50 && !gtk_widget_get_visible (table_button); i++)
    {
      g_usleep (10000);
      sq_test_iterate ();
    }
  g_assert_true (adw_leaflet_get_folded (ADW_LEAFLET (leaflet)));
  g_assert_true (gtk_widget_get_visible (table_button));
  click (fixture, "tracker.show-table");
  g_assert_cmpstr (adw_leaflet_get_visible_child_name (ADW_LEAFLET (leaflet)), ==, "table");
  click (fixture, "tracker.show-turn");
  g_assert_cmpstr (adw_leaflet_get_visible_child_name (ADW_LEAFLET (leaflet)), ==, "turn");
}

/* The search for the game to continue runs off the main thread: the page
 * is there before it ends, a FIFO among the games holds nothing up, and
 * the Continue choice comes when the search is over */
static void
test_continue_found_later (void)
{
  g_autofree char *example = g_test_build_filename (G_TEST_DIST, "legends", "data", "good",
                                                    "example.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("squire-legends-scan-XXXXXX", &error);
  g_autofree char *fifo = g_build_filename (dir, "x.json", NULL);
  g_autofree char *text = NULL;
  SqLegendsGame *game;
  GtkWindow *window;
  GtkWidget *page;
  GtkWidget *group;

  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (example, &text, NULL, NULL));
  /* many games to read and replay, and a FIFO that would block a plain open() */
  for (guint i = 0; i < 200; i++)
    {
      g_autofree char *name = g_strdup_printf ("legends-%03u.json", i);
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_assert_true (g_file_set_contents (path, text, -1, NULL));
    }
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);

  window = GTK_WINDOW (gtk_window_new ());
  page = sq_legends_page_new (dir);
  gtk_window_set_child (window, page);
  gtk_window_present (window);

  /* the page is made and on show while the search has not answered yet:
   * nothing to continue so far, and Continue says so rather than wait */
  group = sq_legends_page_get_part (SQ_LEGENDS_PAGE (page), "continue-group");
  g_assert_cmpstr (sq_legends_page_get_view (SQ_LEGENDS_PAGE (page)), ==, "setup");
  g_assert_false (gtk_widget_get_visible (group));
  g_assert_false (sq_legends_page_continue_last (SQ_LEGENDS_PAGE (page), &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_clear_error (&error);
  g_assert_null (sq_legends_page_get_game (SQ_LEGENDS_PAGE (page)));

  /* the choice comes when the search is over, the FIFO left out */
  g_assert_true (wait_until_visible (group));
  g_assert_true (sq_legends_page_continue_last (SQ_LEGENDS_PAGE (page), &error));
  g_assert_no_error (error);
  game = sq_legends_page_get_game (SQ_LEGENDS_PAGE (page));
  g_assert_nonnull (game);
  g_assert_true (g_str_has_prefix (sq_legends_game_get_id (game), "legends-"));
  g_assert_cmpstr (sq_legends_page_get_view (SQ_LEGENDS_PAGE (page)), ==, "tracker");

  gtk_window_destroy (window);
  sq_test_iterate ();
  g_assert_true (sq_test_remove_tree (dir));
}

int
main (int   argc,
      char *argv[])
{
  /* The suite runs with GTK_A11Y=none, which keeps no accessible
   * properties; the tests read them. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  sq_test_init_ui (&argc, &argv);

  g_test_add_func ("/ui/legends-page/new-destroy", test_new_destroy);
  g_test_add_func ("/ui/legends-page/continue-found-later", test_continue_found_later);
  g_test_add ("/ui/legends-page/game", Fixture, NULL,
              fixture_setup, test_game, fixture_teardown);
  g_test_add ("/ui/legends-page/narrow", Fixture, GINT_TO_POINTER (TRUE),
              fixture_setup, test_narrow, fixture_teardown);

  return g_test_run ();
}

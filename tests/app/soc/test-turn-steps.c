/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * The staged turn in the real turn panel: for each kind of question, the
 * table answers by pressing the panel's own buttons (kind, then where,
 * then the cards or knights one at a time) and the game takes the action
 * it built. The knight's cards stay out of the widget tree until he shows
 * them, and hide again after the action. A question with one answer is
 * given by the panel itself; joining and leaving are not among the turn's
 * choices.
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "sq-cards.h"
#include "sq-legal-next.h"
#include "sq-legal-steps.h"
#include "sq-reveal.h"
#include "sq-text.h"
#include "sq-turn-panel.h"

#include "sq-turn-test.h"

typedef SqTurnFixture Fixture;

static SqReveal *
find_reveal (GtkWidget *widget)
{
  if (!gtk_widget_get_visible (widget))
    return NULL;
  if (SQ_IS_REVEAL (widget))
    return SQ_REVEAL (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      SqReveal *found = find_reveal (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* "Show …'s Cards" is a hold (SqReveal); a screen reader's click, which
 * cannot hold, shows the cards until the next action. */
/* The text of a visible label that begins with @prefix, or NULL. */
static const char *
find_label_prefix (GtkWidget  *widget,
                   const char *prefix)
{
  if (!gtk_widget_get_visible (widget))
    return NULL;
  if (GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix))
    return gtk_label_get_text (GTK_LABEL (widget));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      const char *found = find_label_prefix (c, prefix);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
show_cards (Fixture *fixture)
{
  const SqState *s = sq_game_get_state (fixture->game);
  g_autofree char *who = sq_text_seat (s, sq_state_get_decider (s) >= 0 ? sq_state_get_decider (s) : s->current);
  g_autofree char *label = g_strdup_printf ("Show %s’s Cards", who);
  SqReveal *reveal = find_reveal (GTK_WIDGET (fixture->panel));

  g_assert_nonnull (reveal);
  g_assert_cmpstr (sq_reveal_get_label (reveal), ==, label);
  g_signal_emit_by_name (sq_reveal_get_button (reveal), "activate");
  fixture->presses++;
  sq_test_iterate ();
  g_assert_true (sq_reveal_get_revealed (reveal));
}

/* Is any card of the deciding knight's hand named on a button, even a
 * hidden one (it may still be in the accessibility tree)? */
static gboolean
hand_on_show (Fixture *fixture)
{
  const SqState *s = sq_game_get_state (fixture->game);
  gint seat = sq_state_get_decider (s) >= 0 ? sq_state_get_decider (s) : s->current;
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  sq_turn_test_collect_any_buttons (GTK_WIDGET (fixture->panel), buttons, TRUE);
  for (guint i = 0; i < s->seats[seat].hand.n; i++)
    {
      SqFace face = sq_card_face (s->seats[seat].hand.c[i]);
      const char *name = sq_text_face (face);

      for (guint b = 0; b < buttons->len; b++)
        {
          const char *t = sq_turn_test_button_text (buttons->pdata[b]);

          if (t == NULL)
            continue;
          /* a card button, or a choice that names the card */
          if (g_str_equal (t, name))
            return TRUE;
          if (face != SQ_FACE_GRAIL && face != SQ_FACE_MERLIN && strstr (t, name) != NULL)
            return TRUE;
        }
    }
  return FALSE;
}

/* Heroic Actions */

static gboolean
heroic_at_table (const SqState *s)
{
  return sq_state_get_decision (s) == SQ_DECISION_HEROIC && s->actions_taken == 0 &&
         s->seats[s->current].place == SQ_PLACE_ROUND_TABLE && s->siege > 0 &&
         s->seats[s->current].hand.n >= 3;
}

/* Kind first, then where: a move is two presses, and the panel offers a
 * handful of kinds, not every combination. */
static void
test_steps_move (Fixture       *fixture,
                 gconstpointer  data)
{
  const SqState *s;
  guint before;

  g_assert_true (sq_turn_test_reach (fixture, 5, SQ_DECK_VIRTUAL, heroic_at_table));
  s = sq_game_get_state (fixture->game);
  g_assert_cmpuint (sq_turn_panel_get_n_choices (fixture->panel), <, 16);
  g_assert_false (hand_on_show (fixture));

  before = sq_game_get_position (fixture->game);
  fixture->presses = 0;
  sq_turn_test_press_text (fixture, sq_text_choice_group_title (SQ_CHOICE_GROUP_MOVE));
  {
    g_autofree char *go = g_strdup_printf ("Go to %s", sq_text_place_ref (SQ_PLACE_BLACK_KNIGHT));
    sq_turn_test_press_text (fixture, go);
  }
  g_assert_cmpuint (fixture->presses, ==, 2);
  g_assert_cmpuint (sq_game_get_position (fixture->game), ==, before + 1);
  s = sq_game_get_state (fixture->game);
  g_assert_cmpint (s->seats[s->current].place, ==, SQ_PLACE_BLACK_KNIGHT);

  /* the second action's question, and "End the turn" still in view */
  g_assert_nonnull (sq_turn_test_find_button (fixture, "End the turn"));
  sq_turn_test_press_text (fixture, "End the turn");
  g_assert_cmpint (sq_state_get_decision (sq_game_get_state (fixture->game)), !=, SQ_DECISION_HEROIC);
}

/* Once the action is taken, the next knight's Progression of Evil is on
 * show beside "End the turn", with the focus on it: one press ends the
 * turn and answers for him. */
static void
test_steps_next_evil (Fixture       *fixture,
                      gconstpointer  data)
{
  const SqState *s;
  GtkWidget *draw;
  GtkWidget *focus;
  guint before;
  gint knight;

  g_assert_true (sq_turn_test_reach (fixture, 5, SQ_DECK_VIRTUAL, heroic_at_table));
  /* nothing of the next turn before the action */
  g_assert_null (sq_turn_test_find_button (fixture, "Draw a black card"));
  sq_turn_test_press_text (fixture, sq_text_choice_group_title (SQ_CHOICE_GROUP_MOVE));
  {
    g_autofree char *go = g_strdup_printf ("Go to %s", sq_text_place_ref (SQ_PLACE_BLACK_KNIGHT));
    sq_turn_test_press_text (fixture, go);
  }
  s = sq_game_get_state (fixture->game);
  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_HEROIC);
  knight = s->current;
  draw = sq_turn_test_find_button (fixture, "Draw a black card");
  g_assert_nonnull (draw);
  g_assert_nonnull (sq_turn_test_find_button (fixture, "End the turn"));
  sq_test_wait_frame (GTK_WIDGET (fixture->window));
  focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
  g_assert_true (focus == draw);

  before = sq_game_get_position (fixture->game);
  sq_turn_test_press (fixture, draw);
  s = sq_game_get_state (fixture->game);
  /* the end of the turn and the next knight's draw: two entries */
  g_assert_cmpuint (sq_game_get_position (fixture->game), ==, before + 2);
  g_assert_cmpint (s->current, !=, knight);
  g_assert_cmpint (sq_state_get_decision (s), !=, SQ_DECISION_EVIL);
  /* out of sight, the choices keep their text for the next turn */
  g_assert_false (gtk_widget_is_visible (draw));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (draw)), ==, "Draw a black card");
}

static gboolean
may_heal (const SqState *s)
{
  guint counts[SQ_N_FACES] = { 0 };

  if (sq_state_get_decision (s) != SQ_DECISION_HEROIC || s->actions_taken != 0 ||
      s->seats[s->current].life >= 4)
    return FALSE;
  for (guint i = 0; i < s->seats[s->current].hand.n; i++)
    if (++counts[sq_card_face (s->seats[s->current].hand.c[i])] >= 3)
      return TRUE;
  return FALSE;
}

static gboolean
reveal_key (SqReveal *reveal,
            guint     keyval,
            gboolean  down)
{
  GtkWidget *button = sq_reveal_get_button (reveal);
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (button);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) c = g_list_model_get_item (controllers, i);

      if (!GTK_IS_EVENT_CONTROLLER_KEY (c))
        continue;
      if (down)
        {
          gboolean stop = FALSE;

          g_signal_emit_by_name (c, "key-pressed", keyval, 0, 0, &stop);
          handled = handled || stop;
        }
      else
        g_signal_emit_by_name (c, "key-released", keyval, 0, 0);
    }
  sq_test_iterate ();
  return handled;
}

/* By keyboard: Space held on "Show …'s Cards", a digit per card, and the
 * heal goes in; the cards hide with it. */
static void
test_steps_heal_by_digits (Fixture       *fixture,
                           gconstpointer  data)
{
  SqReveal *reveal;
  guint before;

  if (!sq_turn_test_reach (fixture, 4, SQ_DECK_VIRTUAL, may_heal))
    {
      g_test_skip ("no knight could heal in the games tried");
      return;
    }
  before = sq_game_get_position (fixture->game);
  sq_turn_test_press_text (fixture, sq_text_choice_group_title (SQ_CHOICE_GROUP_HEAL));
  reveal = find_reveal (GTK_WIDGET (fixture->panel));
  g_assert_nonnull (reveal);
  g_assert_true (gtk_widget_grab_focus (sq_reveal_get_button (reveal)));
  g_assert_true (reveal_key (reveal, GDK_KEY_space, TRUE));
  for (guint i = 0; i < 3 && sq_game_get_position (fixture->game) == before; i++)
    g_assert_true (reveal_key (reveal, GDK_KEY_1, TRUE));
  reveal_key (reveal, GDK_KEY_space, FALSE);
  g_assert_cmpuint (sq_game_get_position (fixture->game), ==, before + 1);
  g_assert_false (hand_on_show (fixture));
}

/* Fighting the siege engines: the cards are picked one at a time, with
 * the running total, behind "Show …'s Cards"; after the action they are
 * hidden again. */
static void
test_steps_siege_cards (Fixture       *fixture,
                        gconstpointer  data)
{
  const SqState *s;
  GtkWidget *fight = NULL;
  guint8 faces[SQ_N_FACES];
  SqAction draft;
  guint n;

  g_assert_true (sq_turn_test_reach (fixture, 4, SQ_DECK_VIRTUAL, heroic_at_table));
  s = sq_game_get_state (fixture->game);
  sq_action_init (&draft, SQ_ACTION_FIGHT_SIEGE);
  draft.seat = s->current;
  n = sq_steps_next (s, &draft, faces, G_N_ELEMENTS (faces));
  if (n == 0)
    {
      g_test_skip ("no Fight card in this hand");
      return;
    }

  sq_turn_test_press_text (fixture, sq_text_choice_group_title (SQ_CHOICE_GROUP_QUEST));
  /* the only answer that wants cards comes at once, beside the whole ones
   * ("Draw 2 white cards"); with more, it is a button first */
  if (sq_turn_test_find_button (fixture, "Fight the Siege Engines") != NULL)
    sq_turn_test_press_text (fixture, "Fight the Siege Engines");
  /* the cards are his: hidden until he shows them */
  g_assert_null (sq_turn_test_find_button (fixture, sq_text_face (faces[0])));
  g_assert_false (hand_on_show (fixture));
  show_cards (fixture);
  sq_turn_test_press_text (fixture, sq_text_face (faces[0]));
  /* the running total, and the pattern still open as the engine tells it */
  {
    guint lo = 0;
    guint hi = 0;
    const char *summary;

    sq_steps_add (&draft, SQ_STEP_LIST_CARDS, faces[0]);
    g_assert_true (sq_steps_remaining (s, &draft, &lo, &hi));
    g_assert_cmpuint (lo, ==, 0);
    summary = find_label_prefix (GTK_WIDGET (fixture->panel), "Chosen: ");
    g_assert_nonnull (summary);
    g_assert_nonnull (strstr (summary, "Total: "));
    if (hi > 0)
      {
        g_autofree char *open = g_strdup_printf ("Up to %u more.", hi);

        g_assert_nonnull (strstr (summary, open));
      }
  }
  fight = sq_turn_test_find_button (fixture, "Fight With These Cards");
  g_assert_nonnull (fight);
  sq_turn_test_press (fixture, fight);

  s = sq_game_get_state (fixture->game);
  g_assert_true (s->actions_taken == 1 || sq_state_get_decision (s) != SQ_DECISION_HEROIC);
  /* the reveal hid again with the action */
  g_assert_false (hand_on_show (fixture));
}

static gboolean
arthur_may_swap (const SqState *s)
{
  return sq_state_get_decision (s) == SQ_DECISION_HEROIC &&
         s->seats[s->current].knight == SQ_KNIGHT_ARTHUR && !s->arthur_swapped &&
         s->seats[s->current].hand.n >= 2;
}

/* Arthur's swap: a knight, then a card; two picks, not a list of all. */
static void
test_steps_arthur (Fixture       *fixture,
                   gconstpointer  data)
{
  const SqState *s;
  guint other;
  g_autofree char *name = NULL;
  g_autofree char *swap = NULL;
  guint8 faces[SQ_N_FACES];
  SqAction draft;

  g_assert_true (sq_turn_test_reach (fixture, 4, SQ_DECK_VIRTUAL, arthur_may_swap));
  s = sq_game_get_state (fixture->game);
  other = (s->current + 1) % s->n_seats;
  name = sq_text_seat (s, other);
  swap = g_strdup_printf ("Swap a Card With %s", name);

  sq_turn_test_press_text (fixture, "Use a Knight’s Power");
  sq_turn_test_press_text (fixture, swap);
  g_assert_false (hand_on_show (fixture));
  show_cards (fixture);
  sq_action_init (&draft, SQ_ACTION_ARTHUR_SWAP);
  draft.target = other;
  draft.seat = s->current;
  g_assert_cmpuint (sq_steps_next (s, &draft, faces, G_N_ELEMENTS (faces)), >, 0);
  sq_turn_test_press_text (fixture, sq_text_face (faces[0]));
  g_assert_cmpint (sq_state_get_decision (sq_game_get_state (fixture->game)), ==,
                   SQ_DECISION_ARTHUR_ANSWER);
}

/* Shares */

static gboolean
opening_share (const SqState *s)
{
  return sq_state_get_decision (s) == SQ_DECISION_OPENING_SHARE;
}

/* The opening share card by card: the first card's knights at once,
 * beside dealing at random, then one knight per card, and each card goes
 * where it was sent. */
static void
test_steps_opening_share (Fixture       *fixture,
                          gconstpointer  data)
{
  const SqState *s;
  guint n_cards = 0;
  guint hand_before[SQ_MAX_SEATS];
  g_autofree char *last = NULL;

  g_assert_true (sq_turn_test_reach (fixture, 5, SQ_DECK_VIRTUAL, opening_share));
  s = sq_game_get_state (fixture->game);
  for (guint i = 0; i < s->n_limbo; i++)
    n_cards += s->limbo_owner[i] >= 0;
  for (guint i = 0; i < s->n_seats; i++)
    hand_before[i] = s->seats[i].hand.n;
  g_assert_cmpuint (n_cards, ==, 5);
  last = sq_text_seat (s, s->n_seats - 1);

  /* the offered cards lie face up: no reveal is asked */
  fixture->presses = 0;
  g_assert_null (sq_turn_test_find_button (fixture, "Share the Cards One by One"));
  g_assert_nonnull (find_label_prefix (GTK_WIDGET (fixture->panel), "Card 1 of 5"));
  for (guint c = 0; c < n_cards; c++)
    sq_turn_test_press_text (fixture, last);
  g_assert_cmpuint (fixture->presses, ==, n_cards);

  s = sq_game_get_state (fixture->game);
  g_assert_cmpint (sq_state_get_decision (s), !=, SQ_DECISION_OPENING_SHARE);
  g_assert_cmpuint (s->seats[s->n_seats - 1].hand.n, >=, hand_before[s->n_seats - 1] + n_cards);
}

/* Progression of Evil */

static gboolean
evil_with_join (const SqState *s)
{
  SqAction buf[64];
  guint n;

  if (sq_state_get_decision (s) != SQ_DECISION_EVIL)
    return FALSE;
  n = sq_legal_actions (s, buf, G_N_ELEMENTS (buf));
  for (guint i = 0; i < n; i++)
    if (buf[i].type == SQ_ACTION_LEAVE)
      return TRUE;
  return FALSE;
}

/* The three real choices, and neither seating a player nor a knight
 * leaving: those are in the main menu. */
static void
test_steps_evil_no_table_changes (Fixture       *fixture,
                                  gconstpointer  data)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  g_assert_true (sq_turn_test_reach (fixture, 4, SQ_DECK_VIRTUAL, evil_with_join));
  sq_turn_test_collect_buttons (GTK_WIDGET (fixture->panel), buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      const char *t = sq_turn_test_button_text (buttons->pdata[i]);

      g_assert_true (t == NULL || strstr (t, "leave") == NULL);
      g_assert_true (t == NULL || strstr (t, "new player") == NULL);
    }
  g_assert_nonnull (sq_turn_test_find_button (fixture, "Add a siege engine"));
  g_assert_cmpuint (sq_turn_panel_get_n_choices (fixture->panel), <=, 4);
}

/* A question with exactly one answer is given by the panel itself after
 * an action of the panel; after an Undo it waits. */
static void
test_steps_only_answer (Fixture       *fixture,
                        gconstpointer  data)
{
  SqTestRng r = { 99 };
  SqAction buf[1024];
  guint seen = 0;
  guint answered = 0;

  for (guint step = 0, round = 0; round < 12 && (answered == 0 || seen == 0); step++)
    {
      const SqState *s = NULL;
      SqAction a;
      SqAction starts[256];
      guint n;
      guint offered = 0;
      SqStepShape shape;
      SqDecision d;

      if (step % 400 == 0 || fixture->game == NULL || sq_game_get_finished (fixture->game))
        {
          g_assert_true (sq_turn_test_reach_from (fixture, 100 + round * 61, 5,
                                                  round % 2 ? SQ_DECK_PHYSICAL : SQ_DECK_VIRTUAL,
                                                  opening_share));
          round++;
        }
      s = sq_game_get_state (fixture->game);
      g_assert_true (sq_test_pick_with (&r, s, buf, G_N_ELEMENTS (buf), TRUE, &a));
      if (a.type == SQ_ACTION_LEAVE || a.type == SQ_ACTION_JOIN)
        continue;
      {
        guint position = sq_game_get_position (fixture->game);

        g_assert_true (sq_turn_panel_choose (fixture->panel, &a, NULL));
        sq_test_iterate ();
        if (sq_game_get_position (fixture->game) > position + 1)
          answered++;
      }

      /* the panel answered alone: nothing with one answer is left on show */
      s = sq_game_get_state (fixture->game);
      d = sq_state_get_decision (s);
      if (d == SQ_DECISION_NONE || d == SQ_DECISION_HEROIC || d == SQ_DECISION_D8)
        continue;
      n = sq_steps_starts (s, starts, G_N_ELEMENTS (starts));
      for (guint i = 0; i < n; i++)
        if (sq_steps_kind (&starts[i]) != SQ_STEP_KIND_TABLE)
          offered++;
      sq_steps_shape (s, &starts[0], &shape);
      g_assert_false (offered == 1 && shape.list == SQ_STEP_LIST_NONE);

      /* and an Undo brings such a question back, where it waits */
      if (sq_game_get_can_undo (fixture->game))
        {
          guint position = sq_game_get_position (fixture->game);
          SqState before = *sq_game_get_state (fixture->game);

          g_assert_true (sq_game_undo (fixture->game, NULL));
          sq_test_iterate ();
          s = sq_game_get_state (fixture->game);
          n = sq_steps_starts (s, starts, G_N_ELEMENTS (starts));
          offered = 0;
          for (guint i = 0; i < n; i++)
            if (sq_steps_kind (&starts[i]) != SQ_STEP_KIND_TABLE)
              offered++;
          sq_steps_shape (s, &starts[0], &shape);
          if (offered == 1 && shape.list == SQ_STEP_LIST_NONE && sq_state_get_decision (s) != SQ_DECISION_HEROIC &&
              sq_state_get_decision (s) != SQ_DECISION_D8)
            {
              seen++;
              g_assert_cmpuint (sq_game_get_position (fixture->game), ==, position - 1);
            }
          g_assert_true (sq_game_redo (fixture->game, NULL));
          sq_test_iterate ();
          g_assert_true (sq_state_equal (sq_game_get_state (fixture->game), &before));
        }
    }
  g_test_message ("%u answered alone, %u waited after an Undo", answered, seen);
  g_assert_cmpuint (answered, >, 0);
  g_assert_cmpuint (seen, >, 0);
}

/* The visible buttons whose text begins with @prefix (and, unless NULL,
 * ends with @suffix). */
static guint
count_prefix_suffix (Fixture    *fixture,
                     const char *prefix,
                     const char *suffix)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  guint n = 0;

  sq_turn_test_collect_buttons (GTK_WIDGET (fixture->panel), buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      const char *t = sq_turn_test_button_text (buttons->pdata[i]);

      n += t != NULL && g_str_has_prefix (t, prefix) && (suffix == NULL || g_str_has_suffix (t, suffix));
    }
  return n;
}

static guint
count_prefix (Fixture    *fixture,
              const char *prefix)
{
  return count_prefix_suffix (fixture, prefix, NULL);
}

/* (not Galahad, whose every special card has a free twin) */
static gboolean
heroic_first_action (const SqState *s)
{
  return sq_state_get_decision (s) == SQ_DECISION_HEROIC && s->actions_taken == 0 && s->turn >= 2 &&
         s->seats[s->current].knight != SQ_KNIGHT_GALAHAD;
}

/* With the table's own white deck every special card is offered: a card
 * with several places is one choice, its places asked next; a card with
 * one place is played at once; the kind shows the cards again. */
static void
test_steps_special_by_card (Fixture       *fixture,
                            gconstpointer  data)
{
  const SqState *s;
  guint places;

  g_assert_true (sq_turn_test_reach (fixture, 4, SQ_DECK_PHYSICAL, heroic_first_action));
  sq_turn_test_press_text (fixture, "Play a Special White Card");
  g_assert_nonnull (sq_turn_test_find_button (fixture, "Play Heroism…"));
  g_assert_cmpuint (count_prefix (fixture, "Lay Heroism on "), ==, 0);
  /* a card with one place, played at once */
  g_assert_cmpuint (count_prefix (fixture, "Play "), >, 1 + count_prefix_suffix (fixture, "Play ", "…"));

  sq_turn_test_press_text (fixture, "Play Heroism…");
  places = count_prefix (fixture, "Lay Heroism on ");
  g_assert_cmpuint (places, >=, 2);
  /* the other cards wait: of the buttons "Play …", only the kind's */
  g_assert_cmpuint (count_prefix (fixture, "Play "), ==, 1);
  g_assert_nonnull (sq_turn_test_find_button (fixture, "Play a Special White Card"));
  /* the kind again: the cards again */
  sq_turn_test_press_text (fixture, "Play a Special White Card");
  g_assert_cmpuint (count_prefix (fixture, "Lay Heroism on "), ==, 0);
  sq_turn_test_press_text (fixture, "Play Heroism…");
  g_assert_cmpuint (count_prefix (fixture, "Lay Heroism on "), ==, places);

  sq_turn_test_press_text (fixture, "Lay Heroism on the Black Knight");
  s = sq_game_get_state (fixture->game);
  g_assert_cmpuint (s->actions_taken, ==, 1);
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

#define ADD(path, fn) g_test_add (path, Fixture, NULL, sq_turn_fixture_setup, fn, sq_turn_fixture_teardown)
  ADD ("/turn-steps/move", test_steps_move);
  ADD ("/turn-steps/next-evil", test_steps_next_evil);
  ADD ("/turn-steps/heal-by-digits", test_steps_heal_by_digits);
  ADD ("/turn-steps/siege-cards", test_steps_siege_cards);
  ADD ("/turn-steps/arthur", test_steps_arthur);
  ADD ("/turn-steps/opening-share", test_steps_opening_share);
  ADD ("/turn-steps/evil-no-table-changes", test_steps_evil_no_table_changes);
  ADD ("/turn-steps/only-answer", test_steps_only_answer);
  ADD ("/turn-steps/special-by-card", test_steps_special_by_card);
#undef ADD

  return g_test_run ();
}

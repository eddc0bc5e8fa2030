/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * Refusals through the window: a Heroic Action kind that is closed names
 * the rule that really closes it, and its Rule button opens that rule's
 * topic in the rules reference.
 */

#include "config.h"

#include <adwaita.h>

#include "sq-application.h"
#include "sq-cards.h"
#include "sq-reference.h"
#include "sq-reference-topic.h"
#include "sq-rules-page.h"
#include "sq-text.h"
#include "sq-turn-blocked.h"
#include "sq-turn-panel.h"
#include "sq-window.h"

#include "sq-ui-test.h"
#include "sq-ui-window-test.h"

typedef SqTestWindow Fixture;

static void
init_setup (SqSetup *setup,
            guint64  seed)
{
  sq_setup_init_defaults (setup, 3);
  setup->loyalty = SQ_LOYALTY_NO_TRAITOR;
  setup->skip_opening_share = TRUE;
  setup->seed = seed;
}

/* The first seed whose first knight, after adding a siege engine, can
 * play a Special White card that asks nothing more and leaves the turn in
 * the Heroic Actions. */
static guint64
seed_with_simple_special (SqAction *special)
{
  for (guint64 seed = 1; seed < 500; seed++)
    {
      SqSetup setup;
      g_autoptr(SqState) state = NULL;
      SqAction actions[512];
      SqAction evil;
      guint n;

      init_setup (&setup, seed);
      state = sq_state_new (&setup, NULL);
      sq_action_init (&evil, SQ_ACTION_ADD_SIEGE);
      g_assert_true (sq_apply (state, &evil, NULL));
      n = sq_legal_actions (state, actions, G_N_ELEMENTS (actions));
      for (guint i = 0; i < n; i++)
        {
          g_autoptr(SqState) copy = NULL;

          if (actions[i].type != SQ_ACTION_PLAY_SPECIAL || actions[i].flags != 0 ||
              actions[i].cards[0] == SQ_FACE_MERLIN)
            continue;
          copy = sq_state_copy (state);
          g_assert_true (sq_apply (copy, &actions[i], NULL));
          if (sq_state_get_decision (copy) == SQ_DECISION_HEROIC && copy->current == state->current)
            {
              *special = actions[i];
              return seed;
            }
        }
    }
  g_assert_not_reached ();
  return 0;
}

static void
start (Fixture *fixture,
       guint64  seed)
{
  g_autoptr(GError) error = NULL;
  SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (fixture->window, "turn-panel"));
  SqSetup setup;
  SqAction action;

  init_setup (&setup, seed);
  g_assert_true (sq_window_start_game (fixture->window, &setup, NULL, &error));
  g_assert_no_error (error);
  sq_action_init (&action, SQ_ACTION_ADD_SIEGE);
  g_assert_true (sq_turn_panel_choose (panel, &action, &error));
  g_assert_no_error (error);
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "game");
}

/* The Rule button of the blocked row whose title is @title, or NULL. */
static GtkWidget *
find_rule_button (GtkWidget  *widget,
                  const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (widget) && gtk_widget_get_visible (widget) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    {
      GtkWidget *button = g_object_get_data (G_OBJECT (widget), "sq-button");

      if (button != NULL)
        return button;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_rule_button (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
topic_has_rule (const char *topic_id,
                const char *rule_id)
{
  SqReferenceTopic *topic = sq_reference_lookup_topic (sq_reference_get_default (), topic_id);
  const char * const *rules;

  g_assert_nonnull (topic);
  rules = sq_reference_topic_get_rule_ids (topic);
  return rules != NULL && g_strv_contains (rules, rule_id);
}

/* Presses the Rule button of @group's blocked row: it must show @reason
 * beside it and open the topic of @rule_id. */
static void
press_rule (Fixture       *fixture,
            SqChoiceGroup  group,
            SqRule         rule)
{
  GtkWidget *panel = sq_window_get_part (fixture->window, "turn-panel");
  GtkWidget *rules_page = sq_window_get_part (fixture->window, "rules-page");
  GtkWidget *button = find_rule_button (panel, sq_text_choice_group_title (group));
  GtkWidget *row;
  const char *topic;

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  row = gtk_widget_get_ancestor (button, ADW_TYPE_PREFERENCES_ROW);
  g_assert_cmpstr (gtk_label_get_text (g_object_get_data (G_OBJECT (row), "sq-reason")), ==,
                   sq_text_rule_reason (sq_rule_id (rule)));

  g_signal_emit_by_name (button, "clicked");
  sq_test_iterate ();
  g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "rules");
  topic = sq_rules_page_get_topic_id (SQ_RULES_PAGE (rules_page));
  g_assert_nonnull (topic);
  g_assert_true (topic_has_rule (topic, sq_rule_id (rule)));

  /* Back returns to the game */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.go-back", NULL);
  sq_test_iterate ();
}

/* The first knight's Heroic Actions of the first seed whose first hand
 * holds no three identical cards: healing and accusing are closed */
static SqState *
heal_closed_state (guint64 *seed_out)
{
  for (guint64 seed = 1; seed < 100; seed++)
    {
      SqSetup setup;
      g_autoptr(SqState) state = NULL;
      SqAction evil;

      init_setup (&setup, seed);
      state = sq_state_new (&setup, NULL);
      sq_action_init (&evil, SQ_ACTION_ADD_SIEGE);
      g_assert_true (sq_apply (state, &evil, NULL));
      if (!sq_heroic_kind_open (state, SQ_ACTION_HEAL, NULL))
        {
          if (seed_out != NULL)
            *seed_out = seed;
          return g_steal_pointer (&state);
        }
    }
  g_assert_not_reached ();
  return NULL;
}

static void
count_notify (guint *count)
{
  (*count)++;
}

static void
no_rule_clicked (void)
{
  g_assert_not_reached ();
}

/* the row of @group among @rows of "Not possible now", which must be on
 * show */
static GtkWidget *
shown_row (SqTurnBlocked *b,
           SqChoiceGroup  group)
{
  for (guint i = 0; i < b->rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (b->rows, i);

      if (gtk_widget_get_visible (row) &&
          g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                     sq_text_choice_group_title (group)) == 0)
        return row;
    }
  return NULL;
}

/* Each Heroic Action type keeps its own row, in the same order, with its
 * reason: one shown again is not given its text again (GTK would lay it
 * out again), and no row takes over another type's reason. */
static void
test_rows_kept_by_type (void)
{
  g_autoptr(SqState) state = heal_closed_state (NULL);
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (g_object_ref_sink (adw_preferences_group_new ()));
  SqTurnBlocked b = { .group = group, .rows = g_ptr_array_new (), .rule_clicked = G_CALLBACK (no_rule_clicked) };
  gboolean both[SQ_N_CHOICE_GROUPS] = { TRUE, TRUE, TRUE, TRUE, TRUE };
  gboolean accuse_only[SQ_N_CHOICE_GROUPS] = { TRUE, TRUE, TRUE, TRUE, TRUE };
  GtkWidget *heal, *accuse;
  guint set_again = 0;

  g_assert_false (sq_heroic_kind_open (state, SQ_ACTION_ACCUSE, NULL));
  both[SQ_CHOICE_GROUP_HEAL] = both[SQ_CHOICE_GROUP_ACCUSE] = FALSE;
  accuse_only[SQ_CHOICE_GROUP_ACCUSE] = FALSE;

  sq_turn_blocked_rebuild (&b, state, both);
  sq_turn_blocked_finish (&b);
  g_assert_cmpuint (sq_turn_blocked_get_n (&b), ==, 2);
  heal = shown_row (&b, SQ_CHOICE_GROUP_HEAL);
  accuse = shown_row (&b, SQ_CHOICE_GROUP_ACCUSE);
  g_assert_nonnull (heal);
  g_assert_nonnull (accuse);
  g_assert_true (gtk_widget_get_next_sibling (heal) == accuse);
  g_assert_cmpstr (gtk_label_get_text (g_object_get_data (G_OBJECT (accuse), "sq-reason")), ==,
                   sq_text_rule_reason (sq_rule_id (SQ_RULE_ACCUSE_THRESHOLD)));
  g_signal_connect_swapped (g_object_get_data (G_OBJECT (heal), "sq-reason"), "notify::label",
                            G_CALLBACK (count_notify), &set_again);
  g_signal_connect_swapped (g_object_get_data (G_OBJECT (accuse), "sq-reason"), "notify::label",
                            G_CALLBACK (count_notify), &set_again);

  /* only accusing refused: its own row, the healing row out of sight */
  sq_turn_blocked_rebuild (&b, state, accuse_only);
  sq_turn_blocked_finish (&b);
  g_assert_cmpuint (sq_turn_blocked_get_n (&b), ==, 1);
  g_assert_true (shown_row (&b, SQ_CHOICE_GROUP_ACCUSE) == accuse);
  g_assert_null (shown_row (&b, SQ_CHOICE_GROUP_HEAL));
  g_assert_false (gtk_widget_get_visible (heal));

  /* both again: the same rows, in the same order, their texts untouched */
  sq_turn_blocked_rebuild (&b, state, both);
  sq_turn_blocked_finish (&b);
  g_assert_true (shown_row (&b, SQ_CHOICE_GROUP_HEAL) == heal);
  g_assert_true (shown_row (&b, SQ_CHOICE_GROUP_ACCUSE) == accuse);
  g_assert_true (gtk_widget_get_next_sibling (heal) == accuse);
  g_assert_cmpuint (set_again, ==, 0);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (group)));

  g_ptr_array_unref (b.rows);
  g_object_unref (group);
}

static void
test_heal_names_heal_rule (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(SqState) closed = NULL;
  SqGame *game;
  guint64 seed = 0;

  closed = heal_closed_state (&seed);
  start (fixture, seed);
  game = sq_window_get_game (fixture->window);
  g_assert_false (sq_heroic_kind_open (sq_game_get_state (game), SQ_ACTION_HEAL, NULL));
  press_rule (fixture, SQ_CHOICE_GROUP_HEAL, SQ_RULE_HEAL);
  g_assert_cmpstr (sq_rules_page_get_topic_id (SQ_RULES_PAGE (sq_window_get_part (fixture->window,
                                                                                  "rules-page"))),
                   ==, "heroic.heal");
}

static void
test_second_special (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (fixture->window, "turn-panel"));
  SqAction special;
  guint64 seed = seed_with_simple_special (&special);

  start (fixture, seed);
  g_assert_true (sq_turn_panel_choose (panel, &special, &error));
  g_assert_no_error (error);
  sq_test_iterate ();

  /* the row says one Special White card a turn, not "another kind" */
  press_rule (fixture, SQ_CHOICE_GROUP_SPECIAL, SQ_RULE_SPECIAL_ONE_PER_TURN);

  /* and a second card, if one were pressed, is refused by the same rule */
  special.cards[0] = special.cards[0] == SQ_FACE_FATE ? SQ_FACE_PIETY : SQ_FACE_FATE;
  special.option = 0;
  g_assert_false (sq_turn_panel_choose (panel, &special, &error));
  g_assert_error (error, SQ_RULES_ERROR, SQ_RULES_ERROR_NOT_ALLOWED);
  g_assert_cmpstr (error->message, ==, sq_rule_id (SQ_RULE_SPECIAL_ONE_PER_TURN));
}

/* Every Rule button on show opens a topic that holds its rule. */
static void
test_every_rule_button (Fixture       *fixture,
                        gconstpointer  data)
{
  static const SqChoiceGroup groups[] = {
    SQ_CHOICE_GROUP_MOVE, SQ_CHOICE_GROUP_QUEST, SQ_CHOICE_GROUP_SPECIAL,
    SQ_CHOICE_GROUP_HEAL, SQ_CHOICE_GROUP_ACCUSE,
  };
  GtkWidget *panel = sq_window_get_part (fixture->window, "turn-panel");
  GtkWidget *rules_page = sq_window_get_part (fixture->window, "rules-page");
  guint pressed = 0;

  start (fixture, 3);
  for (guint i = 0; i < G_N_ELEMENTS (groups); i++)
    {
      GtkWidget *button = find_rule_button (panel, sq_text_choice_group_title (groups[i]));
      const char *rule_id;

      if (button == NULL || !gtk_widget_get_visible (button))
        continue;
      rule_id = g_object_get_data (G_OBJECT (button), "sq-rule-id");
      g_assert_nonnull (rule_id);
      g_signal_emit_by_name (button, "clicked");
      sq_test_iterate ();
      g_assert_true (topic_has_rule (sq_rules_page_get_topic_id (SQ_RULES_PAGE (rules_page)), rule_id));
      gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.go-back", NULL);
      sq_test_iterate ();
      g_assert_cmpstr (sq_window_get_page (fixture->window), ==, "game");
      pressed++;
    }
  /* heal and accuse at least are closed at the first turn */
  g_assert_cmpuint (pressed, >=, 2);
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

  g_test_add_func ("/ui/refusals/rows-kept-by-type", test_rows_kept_by_type);
  g_test_add ("/ui/refusals/heal", Fixture, NULL, sq_test_window_setup, test_heal_names_heal_rule,
              sq_test_window_teardown);
  g_test_add ("/ui/refusals/second-special", Fixture, NULL, sq_test_window_setup, test_second_special,
              sq_test_window_teardown);
  g_test_add ("/ui/refusals/every-rule-button", Fixture, NULL, sq_test_window_setup,
              test_every_rule_button, sq_test_window_teardown);

  return g_test_run ();
}

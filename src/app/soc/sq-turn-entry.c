/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-cards.h"
#include "sq-chrome.h"
#include "sq-legal-steps.h"
#include "sq-text.h"
#include "sq-turn-entry.h"

#define MAX_STARTS 64

void
sq_turn_entry_init (SqTurnEntry *entry,
                    GtkBox      *parent,
                    GCallback    clicked,
                    gpointer     data)
{
  GtkWidget *knights = gtk_flow_box_new ();

  memset (entry, 0, sizeof *entry);
  entry->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_top (entry->box, 12);
  gtk_widget_set_margin_start (entry->box, 12);
  gtk_widget_set_margin_end (entry->box, 12);
  gtk_widget_add_css_class (entry->box, "turn-cancel");
  entry->heading = GTK_LABEL (gtk_label_new (NULL));
  sq_chrome_column_label (GTK_WIDGET (entry->heading), 16);
  gtk_label_set_xalign (entry->heading, 0);
  gtk_widget_add_css_class (GTK_WIDGET (entry->heading), "heading");
  gtk_box_append (GTK_BOX (entry->box), GTK_WIDGET (entry->heading));

  /* a press on a knight takes the table's silence back and lays his
   * Merlin, the first of three */
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (knights), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (knights), 3);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (knights), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (knights), 6);
  gtk_box_append (GTK_BOX (entry->box), knights);
  for (guint i = 0; i < SQ_MAX_SEATS; i++)
    {
      GtkWidget *button = gtk_button_new_with_label ("");

      gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 10);
      g_object_set_data (G_OBJECT (button), "sq-knight", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", clicked, data);
      gtk_flow_box_append (GTK_FLOW_BOX (knights), button);
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
      gtk_widget_set_visible (gtk_widget_get_parent (button), FALSE);
      entry->knights[i] = button;
    }
  entry->knights_box = knights;
  gtk_widget_set_visible (entry->box, FALSE);
  gtk_box_prepend (parent, entry->box);
}

/* Whether @state offers a start of @type (on @quest, unless SQ_QUEST_NONE). */
static gboolean
has_start (const SqState *state,
           guint          type,
           guint          quest)
{
  SqAction starts[MAX_STARTS];
  guint n = sq_steps_starts (state, starts, G_N_ELEMENTS (starts));

  for (guint i = 0; i < n; i++)
    if (starts[i].type == type && (quest == SQ_QUEST_NONE || starts[i].quest == quest))
      return TRUE;
  return FALSE;
}

/**
 * sq_turn_entry_follow:
 * @before: the state the black card was entered in
 * @state: the state just after it was entered
 * @answer: (out): the table's usual answer to what follows
 *
 * A card drawn from the table's own deck and named has been shown to the
 * table: a combat card goes face up, if it could have been laid face down
 * unnamed beside the grid (named only when its quest ends). A Special Black
 * card takes effect unless someone speaks up with three Merlins; with no
 * hand known, Squire cannot tell whether anyone can, so the table's
 * silence is the answer and the cancel stays on offer.
 *
 * Returns: %TRUE if @answer should go in with the press that entered the card
 */
gboolean
sq_turn_entry_follow (const SqState *before,
                      const SqState *state,
                      SqAction      *answer)
{
  switch ((guint) sq_state_get_decision (state))
    {
    case SQ_DECISION_PLACE_COMBAT:
      /* the task names the quest the card goes to */
      if (state->setup.black_deck != SQ_DECK_PHYSICAL ||
          !has_start (before, SQ_ACTION_PLACE_FACE_DOWN, state->stack[state->n_stack - 1].b))
        return FALSE;
      sq_action_init (answer, SQ_ACTION_PLACE_FACE_UP);
      return TRUE;

    case SQ_DECISION_MERLIN_CANCEL:
      /* with a known hand the engine knows who could cancel, and asks */
      if (state->setup.white_deck != SQ_DECK_PHYSICAL || !has_start (state, SQ_ACTION_MERLIN_CANCEL, SQ_QUEST_NONE))
        return FALSE;
      sq_action_init (answer, SQ_ACTION_NO_CANCEL);
      return TRUE;

    default:
      return FALSE;
    }
}

/* The start of the Merlin cancel at @state, if any. */
static gboolean
find_cancel (const SqState *state,
             SqAction      *start)
{
  SqAction starts[MAX_STARTS];
  guint n = sq_steps_starts (state, starts, G_N_ELEMENTS (starts));

  for (guint i = 0; i < n; i++)
    if (starts[i].type == SQ_ACTION_MERLIN_CANCEL)
      {
        *start = starts[i];
        return TRUE;
      }
  return FALSE;
}

/**
 * sq_turn_entry_offer:
 * @before: the state the table's silence answered (a Merlin cancel)
 * @position: the game's position once it is answered
 *
 * Offers the cancel with three Merlins until the game moves on: the
 * knights who may lay the first Merlin, as the engine tells.
 */
void
sq_turn_entry_offer (SqTurnEntry   *entry,
                     const SqState *before,
                     guint          position)
{
  g_autofree char *label = NULL;
  guint card = before->stack[before->n_stack - 1].a;
  guint8 items[SQ_N_FACES];
  SqAction start;
  guint n = 0;

  if (find_cancel (before, &start))
    n = MIN (sq_steps_next (before, &start, items, G_N_ELEMENTS (items)), SQ_MAX_SEATS);
  /* Translators: shown after a Special Black card took effect, as long as
   * the table can still cancel it; %s is the black card ("Desolation") */
  label = g_strdup_printf (_("Cancel %s With Three Merlins"), sq_text_face (sq_card_face (card)));
  gtk_label_set_text (entry->heading, label);
  /* the knights under it are the answer: named after the question */
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry->knights_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  for (guint i = 0; i < SQ_MAX_SEATS; i++)
    {
      g_autofree char *name = i < n ? sq_text_seat (before, items[i]) : NULL;

      entry->seats[i] = i < n ? (gint8) items[i] : SQ_NO_SEAT;
      gtk_button_set_label (GTK_BUTTON (entry->knights[i]), name != NULL ? name : "");
      gtk_widget_set_visible (gtk_widget_get_parent (entry->knights[i]), i < n);
    }
  entry->position = n > 0 ? position : 0;
}

/* On show while the game is where the table's silence left it. */
void
sq_turn_entry_update (SqTurnEntry *entry,
                      SqGame      *game)
{
  if (game == NULL || sq_game_get_position (game) != entry->position)
    entry->position = 0;
  gtk_widget_set_visible (entry->box, entry->position != 0);
}

/**
 * sq_turn_entry_take:
 * @knight: the knight's button pressed (its index)
 *
 * Takes the table's silence back: the game is at the Merlin cancel again,
 * with the first Merlin laid by that knight.
 *
 * Returns: %TRUE if it was taken back
 */
gboolean
sq_turn_entry_take (SqTurnEntry *entry,
                    SqGame      *game,
                    SqTurnSteps *steps,
                    guint        knight,
                    GError     **error)
{
  gboolean taken = FALSE;
  gint8 seat = knight < SQ_MAX_SEATS ? entry->seats[knight] : SQ_NO_SEAT;

  if (game != NULL && entry->position != 0 && sq_game_get_position (game) == entry->position &&
      seat != SQ_NO_SEAT)
    taken = sq_game_undo (game, error);
  entry->position = 0;
  sq_turn_entry_update (entry, game);
  if (taken)
    sq_turn_steps_open_with (steps, SQ_ACTION_MERLIN_CANCEL, (guint) seat);
  return taken;
}

/**
 * sq_turn_entry_choose:
 * @action: the action the turn steps built
 * @rolled: the table's d8 pressed with a siege fight (1 to 8), or 0
 *
 * Applies @action, then what goes in with the same press: the roll of
 * the table's die after a siege fight, or the table's usual answer after
 * a black card entered (sq_turn_entry_follow()), two entries in the
 * history that Undo takes back one at a time.
 */
void
sq_turn_entry_choose (SqTurnEntry    *entry,
                      SqGame         *game,
                      const SqAction *action,
                      guint           rolled,
                      SqTurnApply     apply,
                      gpointer        data)
{
  g_autoptr(SqState) entering = NULL;
  g_autoptr(SqState) entered = NULL;
  const SqState *state;
  SqAction next;

  if (action->type == SQ_ACTION_ENTER_BLACK)
    entering = sq_state_copy (sq_game_get_state (game));
  if (!apply (action, data))
    return;
  state = sq_game_get_state (game);
  if (rolled > 0 && sq_state_get_decision (state) == SQ_DECISION_D8 &&
      state->setup.dice == SQ_DECK_PHYSICAL)
    {
      sq_action_init (&next, SQ_ACTION_ROLL_D8);
      next.value = rolled;
      apply (&next, data);
      return;
    }
  if (entering == NULL || !sq_turn_entry_follow (entering, state, &next))
    return;
  entered = sq_state_copy (state);
  if (apply (&next, data) && next.type == SQ_ACTION_NO_CANCEL)
    {
      sq_turn_entry_offer (entry, entered, sq_game_get_position (game));
      sq_turn_entry_update (entry, game);
    }
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-card-entry.h"
#include "sq-legal-steps.h"
#include "sq-rules.h"
#include "sq-text.h"
#include "sq-turn-draw.h"
#include "sq-turn-steps-private.h"

#define MAX_STARTS 64

void
sq_turn_draw_init (SqTurnDraw *draw,
                   GtkBox     *parent,
                   GtkWidget  *sibling,
                   GCallback   picked,
                   GCallback   unnamed,
                   gpointer    data)
{
  memset (draw, 0, sizeof *draw);
  draw->drawn = g_new0 (SqState, 1);

  draw->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_visible (draw->box, FALSE);
  gtk_widget_add_css_class (draw->box, "turn-draw");
  draw->picker = SQ_CARD_PICKER (sq_card_picker_new ());
  /* below the question, kept short: typing a card's name finds it */
  sq_card_picker_set_searchable (draw->picker, FALSE);
  g_signal_connect (draw->picker, "picked", picked, data);
  gtk_box_append (GTK_BOX (draw->box), GTK_WIDGET (draw->picker));
  /* a combat card laid face down unnamed: beside the heading of its
   * cards, in view with them and without a row of its own; kept here, as
   * the grid's headings come and go */
  for (guint i = 0; i < SQ_TURN_DRAW_MAX_UNNAMED; i++)
    {
      GtkWidget *button = sq_card_entry_lay_button_new ();

      g_object_set_data (G_OBJECT (button), "sq-unnamed", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", unnamed, data);
      draw->unnamed[i] = button;
    }
  gtk_box_insert_child_after (parent, draw->box, sibling);
}

void
sq_turn_draw_clear (SqTurnDraw *draw)
{
  g_clear_pointer (&draw->drawn, g_free);
  for (guint i = 0; i < SQ_TURN_DRAW_MAX_UNNAMED; i++)
    g_clear_object (&draw->unnamed[i]);
}

/* The state once the next knight draws from the table's own deck, and
 * what may be entered there; FALSE when no such draw is on offer. */
static gboolean
find_draw (SqTurnDraw       *draw,
           const SqTurnNext *next)
{
  SqAction starts[MAX_STARTS];
  gboolean have_draft = FALSE;
  guint n;

  draw->n_unnamed = 0;
  if (next->n == 0 || next->after->setup.black_deck != SQ_DECK_PHYSICAL)
    return FALSE;
  for (guint i = 0; i < next->n && !have_draft; i++)
    {
      if (next->actions[i].type != SQ_ACTION_DRAW_BLACK)
        continue;
      *draw->drawn = *next->after;
      if (!sq_apply (draw->drawn, &next->actions[i], NULL) ||
          sq_state_get_decision (draw->drawn) != SQ_DECISION_ENTER_BLACK)
        return FALSE;
      draw->draw = next->actions[i];
      have_draft = TRUE;
    }
  if (!have_draft)
    return FALSE;

  have_draft = FALSE;
  n = sq_steps_starts (draw->drawn, starts, G_N_ELEMENTS (starts));
  for (guint i = 0; i < n; i++)
    {
      SqStepShape shape;

      sq_steps_shape (draw->drawn, &starts[i], &shape);
      if (starts[i].type == SQ_ACTION_ENTER_BLACK && shape.list != SQ_STEP_LIST_NONE)
        draw->draft = starts[i], have_draft = TRUE;
      else if (starts[i].type == SQ_ACTION_PLACE_FACE_DOWN && shape.list == SQ_STEP_LIST_NONE &&
               draw->n_unnamed < SQ_TURN_DRAW_MAX_UNNAMED)
        draw->unnamed_actions[draw->n_unnamed++] = starts[i];
    }
  return have_draft;
}

/**
 * sq_turn_draw_rebuild:
 * @next: the next knight's Progression of Evil, as just rebuilt
 *
 * Shows the cards of the table's own Black deck when drawing one of them
 * is among @next's choices; hides them otherwise.
 */
void
sq_turn_draw_rebuild (SqTurnDraw       *draw,
                      const SqTurnNext *next)
{
  g_autoptr(GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);
  SqCardPickerEntry entries[64];
  g_autofree char *who = NULL;
  g_autofree char *title = NULL;
  g_autofree char *summary = NULL;
  SqStepShape shape;
  guint n = 0;

  draw->shown = find_draw (draw, next);
  gtk_widget_set_visible (draw->box, draw->shown);
  if (!draw->shown)
    {
      draw->n_unnamed = 0;
      sq_card_picker_set_title (draw->picker, NULL);
      sq_card_picker_set_summary (draw->picker, NULL);
      sq_card_picker_set_entries (draw->picker, NULL, 0, FALSE);
      return;
    }

  who = sq_text_seat (draw->drawn, sq_state_get_decider (draw->drawn) >= 0 ?
                     sq_state_get_decider (draw->drawn) : (gint) draw->drawn->current);
  /* Translators: over the cards of the table's own Black deck, shown once
   * the Heroic Action is taken; pressing the card the next knight draws
   * ends the turn, draws it and enters it. %s is that knight */
  title = g_strdup_printf (_("Or end the turn with the black card %s draws:"), who);
  sq_card_picker_set_title (draw->picker, title);
  sq_steps_shape (draw->drawn, &draw->draft, &shape);
  summary = sq_turn_steps_picker_summary (draw->drawn, &draw->draft, &shape);
  sq_card_picker_set_summary (draw->picker, summary);
  n = sq_card_entry_build (draw->drawn, &draw->draft, entries, G_N_ELEMENTS (entries), owned);
  sq_card_picker_set_entries (draw->picker, entries, n, FALSE);

  for (guint i = 0; i < draw->n_unnamed; i++)
    {
      /* "Lay a card face down on the Black Knight and draw a white card" */
      g_autofree char *label = sq_turn_steps_start_label (draw->drawn, &draw->unnamed_actions[i]);

      sq_card_entry_show_lay_button (draw->picker, draw->unnamed[i],
                                     draw->unnamed_actions[i].quest, label);
    }
}

/**
 * sq_turn_draw_press:
 * @face: the card named in the grid, or -1
 * @unnamed: the card laid face down unnamed (its button), or -1
 *
 * The turn ends, the next knight draws, and the card goes in: three
 * actions as the table plays them (four with the usual answer after it,
 * sq_turn_entry_choose()), each its own entry in the history.
 */
void
sq_turn_draw_press (SqTurnDraw  *draw,
                    SqTurnEntry *entry,
                    SqGame      *game,
                    gint         face,
                    gint         unnamed,
                    SqTurnApply  apply,
                    gpointer     data)
{
  SqAction end;
  SqAction drawing;
  SqAction action;
  SqStepShape shape;

  if (!draw->shown)
    return;
  /* copies: ending the turn rebuilds the panel */
  drawing = draw->draw;
  if (unnamed >= 0)
    {
      g_return_if_fail ((guint) unnamed < draw->n_unnamed);
      action = draw->unnamed_actions[unnamed];
    }
  else
    {
      SqAction draft = draw->draft;

      sq_steps_shape (draw->drawn, &draft, &shape);
      if (face < 0 || !sq_steps_add (&draft, shape.list, face) ||
          !sq_steps_is_legal (draw->drawn, &draft, NULL))
        return;
      sq_steps_finish (&draft, &action);
    }

  sq_action_init (&end, SQ_ACTION_END_TURN);
  if (apply (&end, data) && apply (&drawing, data))
    sq_turn_entry_choose (entry, game, &action, 0, apply, data);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-chrome.h"
#include "sq-legal-next.h"
#include "sq-text.h"
#include "sq-turn-next.h"
#include "sq-turn-steps-private.h"

void
sq_turn_next_init (SqTurnNext *next,
                   GtkBox     *parent,
                   GCallback   clicked,
                   gpointer    data)
{
  memset (next, 0, sizeof *next);
  next->clicked = clicked;
  next->data = data;
  next->after = g_new0 (SqState, 1);

  next->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_visible (next->box, FALSE);
  gtk_widget_add_css_class (next->box, "turn-next");
  next->heading = GTK_LABEL (gtk_label_new (NULL));
  sq_chrome_column_label (GTK_WIDGET (next->heading), 16);
  gtk_label_set_xalign (next->heading, 0);
  gtk_widget_add_css_class (GTK_WIDGET (next->heading), "dim-label");
  gtk_box_append (GTK_BOX (next->box), GTK_WIDGET (next->heading));

  next->buttons_box = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (next->buttons_box), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (next->buttons_box), 3);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (next->buttons_box), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (next->buttons_box), 6);
  gtk_box_append (GTK_BOX (next->box), next->buttons_box);
  for (guint i = 0; i < SQ_TURN_NEXT_MAX; i++)
    {
      GtkWidget *button = gtk_button_new_with_label ("");

      gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 10);
      g_object_set_data (G_OBJECT (button), "sq-next", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", clicked, data);
      gtk_flow_box_append (GTK_FLOW_BOX (next->buttons_box), button);
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
      gtk_widget_set_visible (gtk_widget_get_parent (button), FALSE);
      next->buttons[i] = button;
    }
  gtk_box_append (parent, next->box);
}

void
sq_turn_next_clear (SqTurnNext *next)
{
  g_clear_pointer (&next->after, g_free);
}

/* Shown once the knight has taken an action and ending the turn leads
 * straight to the next knight's Progression of Evil, with nothing secret
 * among its choices. @state %NULL hides it. */
void
sq_turn_next_rebuild (SqTurnNext    *next,
                      const SqState *state)
{
  SqAction all[SQ_TURN_NEXT_MAX];
  gint seat = -1;
  guint n = 0;

  if (state != NULL && sq_state_get_decision (state) == SQ_DECISION_HEROIC &&
      state->actions_taken > 0)
    n = sq_steps_after_end_turn (state, next->after, all, G_N_ELEMENTS (all), &seat);
  for (guint i = 0; i < n; i++)
    if (sq_turn_steps_names_secret (next->after, &all[i]))
      n = 0;

  next->n = n;
  for (guint i = 0; i < SQ_TURN_NEXT_MAX; i++)
    {
      GtkWidget *button = next->buttons[i];
      g_autofree char *label = NULL;

      /* Set only when it changes: GTK lays a label set out again. A
       * hidden button keeps its text, which never names a secret (see
       * above), so that the same choices shown again at the next turn
       * are not laid out again. */
      if (i < n)
        {
          next->actions[i] = all[i];
          label = sq_turn_steps_start_label (next->after, &all[i]);
          if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), label) != 0)
            gtk_button_set_label (GTK_BUTTON (button), label);
        }
      gtk_widget_set_visible (gtk_widget_get_parent (button), i < n);
    }
  if (n > 0)
    {
      g_autofree char *who = sq_text_seat (next->after, seat);
      /* Translators: over the next knight's Progression of Evil choices,
       * shown below "End the turn" once the Heroic Action is taken;
       * pressing one ends the turn and answers for him. %s is a knight */
      g_autofree char *heading = g_strdup_printf (_("Or end the turn and choose %s’s Progression of Evil:"), who);

      if (g_strcmp0 (gtk_label_get_text (next->heading), heading) != 0)
        gtk_label_set_text (next->heading, heading);
    }
  gtk_widget_set_visible (next->box, n > 0);
}

gboolean
sq_turn_next_focus_first (SqTurnNext *next)
{
  if (next->n == 0 || !gtk_widget_get_visible (next->box))
    return FALSE;
  return gtk_widget_grab_focus (next->buttons[0]);
}

/**
 * sq_turn_next_press:
 * @index: the choice pressed
 *
 * One of the next knight's Progression of Evil choices: the turn ends
 * and his answer goes in, two actions as the table plays them.
 */
void
sq_turn_next_press (SqTurnNext  *next,
                    guint        index,
                    SqTurnApply  apply,
                    gpointer     data)
{
  SqAction end;
  SqAction answer;

  g_return_if_fail (index < next->n);

  /* a copy: ending the turn rebuilds the choices */
  answer = next->actions[index];
  sq_action_init (&end, SQ_ACTION_END_TURN);
  if (apply (&end, data))
    apply (&answer, data);
}

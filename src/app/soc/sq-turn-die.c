/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-chrome.h"
#include "sq-turn-die.h"
#include "sq-tooltip.h"

static void
on_die_clicked_cb (GtkButton *button,
                   SqTurnDie *die)
{
  die->pending = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "sq-roll"));
  die->chosen (die->data);
}

void
sq_turn_die_init (SqTurnDie       *die,
                  GtkBox          *parent,
                  SqTurnDieChosen  chosen,
                  gpointer         data)
{
  GtkWidget *heading;
  GtkWidget *grid = gtk_grid_new ();

  die->pending = 0;
  die->chosen = chosen;
  die->data = data;
  die->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  /* Translators: over the buttons 1 to 8 under the Fight cards picked for
   * the siege engines, when the table rolls its own d8 */
  heading = gtk_label_new (_("Rolled already? Fight with these cards and the roll:"));
  sq_chrome_column_label (heading, 16);
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "dim-label");
  gtk_box_append (GTK_BOX (die->box), heading);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  for (guint i = 1; i <= 8; i++)
    {
      g_autofree char *digit = g_strdup_printf ("%u", i);
      g_autofree char *name = NULL;
      GtkWidget *button = gtk_button_new_with_label (digit);

      /* Translators: accessible name and tooltip of the buttons 1 to 8
       * under the Fight cards picked for the siege engines; %u is the roll */
      name = g_strdup_printf (_("Fight with these cards and a roll of %u"), i);
      sq_tooltip_set_text (button, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      g_object_set_data (G_OBJECT (button), "sq-roll", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (on_die_clicked_cb), die);
      gtk_grid_attach (GTK_GRID (grid), button, (i - 1) % 4, (i - 1) / 4, 1, 1);
    }
  gtk_box_append (GTK_BOX (die->box), grid);
  gtk_widget_set_visible (die->box, FALSE);
  gtk_box_append (parent, die->box);
}

/* The row comes under the cards once one is picked: it is scrolled into
 * view as it comes, rather than left below the fold. Once laid out. */
static gboolean
scroll_into_view_cb (GtkWidget     *box,
                     GdkFrameClock *clock,
                     gpointer       data)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (box, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *content;
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;
  double bottom;

  if (!gtk_widget_get_visible (box) || scroller == NULL)
    return G_SOURCE_REMOVE;
  if (gtk_widget_get_height (box) == 0)
    return G_SOURCE_CONTINUE;
  content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  if (content != NULL && gtk_widget_compute_bounds (box, content, &bounds))
    {
      /* in the viewport's coordinates: add where it is scrolled to */
      bottom = bounds.origin.y + bounds.size.height + gtk_adjustment_get_value (adjustment);
      if (bottom > gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment))
        gtk_adjustment_set_value (adjustment, bottom - gtk_adjustment_get_page_size (adjustment));
    }
  return G_SOURCE_REMOVE;
}

void
sq_turn_die_show (SqTurnDie *die,
                  gboolean   shown)
{
  gboolean was = gtk_widget_get_visible (die->box);

  gtk_widget_set_visible (die->box, shown);
  if (shown && !was)
    gtk_widget_add_tick_callback (die->box, scroll_into_view_cb, NULL, NULL);
}

/**
 * sq_turn_die_take:
 *
 * Returns: the roll pressed with the fight (1 to 8), once; 0 if none
 */
guint
sq_turn_die_take (SqTurnDie *die)
{
  guint roll = die->pending;

  die->pending = 0;
  return roll;
}

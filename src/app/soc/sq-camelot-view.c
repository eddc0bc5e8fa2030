/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-board-private.h"
#include "sq-camelot-view.h"
#include "sq-rules.h"
#include "sq-siege-view.h"
#include "sq-swords-view.h"
#include "sq-text.h"
#include "sq-wrap-bin.h"
#include "sq-tint.h"

/* Struct */

struct _SqCamelotView
{
  GtkWidget  parent_instance;

  /* Template widgets */
  GtkWidget *header;
  GtkWidget *title_label;
  GtkWidget *turn_label;
  GtkWidget *tracks;
  GtkWidget *siege_view;
  GtkWidget *swords_view;
  GtkWidget *places;
  GtkWidget *round_table_place;
  GtkWidget *round_table_label;
  GtkWidget *siege_area_place;
  GtkWidget *siege_area_label;
  GtkWidget *effects;
  GtkWidget *vivien_label;
  GtkWidget *mists_label;
  GtkWidget *gone_label;
  GtkWidget *decks;
  GtkWidget *white_deck_label;
  GtkWidget *black_deck_label;
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqCamelotView, sq_camelot_view, GTK_TYPE_WIDGET)

/* Auxiliary functions */

static void
append_part (GString    *text,
             const char *part)
{
  if (text->len > 0)
    g_string_append (text, C_("summary separator", "; "));
  g_string_append (text, part);
}

/* "Round Table: King Arthur, Sir Kay", the knights standing at @place */
static char *
place_text (const SqState *state,
            SqPlace        place)
{
  g_autoptr (GString) names = g_string_new (NULL);

  for (guint i = 0; i < state->n_seats && i < SQ_MAX_SEATS; i++)
    {
      const SqSeat *seat = &state->seats[i];
      g_autofree char *name = NULL;

      if (!seat->in_game || !seat->alive || seat->place != (guint) place)
        continue;
      name = sq_text_seat (state, i);
      if (names->len > 0)
        g_string_append (names, C_("list separator", ", "));
      g_string_append (names, name);
    }

  if (names->len == 0)
    /* Translators: nobody stands at this place of Camelot: "Round Table: nobody" */
    g_string_append (names, C_("knights at a place", "nobody"));

  /* Translators: the knights at a place of Camelot: "Round Table: Sir Kay, King Arthur" */
  return g_strdup_printf (C_("knights at a place", "%s: %s"), sq_text_place (place), names->str);
}

static void
disable_focus (GtkWidget *flow_box)
{
  /* the board is read, not operated: its flow box children take no focus */
  for (GtkWidget *child = gtk_widget_get_first_child (flow_box);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_focusable (child, FALSE);
}

/* GObject overrides */

static void
sq_camelot_view_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SQ_TYPE_CAMELOT_VIEW);

  G_OBJECT_CLASS (sq_camelot_view_parent_class)->dispose (object);
}

/* class_init and init */

static void
sq_camelot_view_class_init (SqCamelotViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* its icons in their colour once, not at every frame */
  widget_class->snapshot = sq_tint_snapshot_children;

  object_class->dispose = sq_camelot_view_dispose;

  g_type_ensure (SQ_TYPE_SIEGE_VIEW);
  g_type_ensure (SQ_TYPE_SWORDS_VIEW);
  g_type_ensure (SQ_TYPE_WRAP_BIN);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE_PATH "/sq-camelot-view.ui");
  gtk_widget_class_bind_template_child (widget_class, SqCamelotView, black_deck_label);
  gtk_widget_class_bind_template_child (widget_class, SqCamelotView, decks);
  gtk_widget_class_bind_template_child (widget_class, SqCamelotView, effects);
  gtk_widget_class_bind_template_child (widget_class, SqCamelotView, gone_label);
  gtk_widget_class_bind_template_child (widget_class, SqCamelotView, header);
  gtk_widget_class_bind_template_child (widget_class, SqCamelotView, mists_label);
  gtk_widget_class_bind_template_child (widget_class, SqCamelotView, places);
  gtk_widget_class_bind_template_child (widget_class, SqCamelotView, round_table_label);
  gtk_widget_class_bind_template_child (widget_class, SqCamelotView, round_table_place);
  gtk_widget_class_bind_template_child (widget_class, SqCamelotView, siege_area_label);
  gtk_widget_class_bind_template_child (widget_class, SqCamelotView, siege_area_place);
  gtk_widget_class_bind_template_child (widget_class, SqCamelotView, siege_view);
  gtk_widget_class_bind_template_child (widget_class, SqCamelotView, swords_view);
  gtk_widget_class_bind_template_child (widget_class, SqCamelotView, title_label);
  gtk_widget_class_bind_template_child (widget_class, SqCamelotView, tracks);
  gtk_widget_class_bind_template_child (widget_class, SqCamelotView, turn_label);
  gtk_widget_class_bind_template_child (widget_class, SqCamelotView, vivien_label);
  gtk_widget_class_bind_template_child (widget_class, SqCamelotView, white_deck_label);

  gtk_widget_class_set_css_name (widget_class, "sqcamelot");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
sq_camelot_view_init (SqCamelotView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  disable_focus (self->tracks);
  disable_focus (self->places);
  sq_board_set_a11y_text (GTK_WIDGET (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                          gtk_label_get_text (GTK_LABEL (self->title_label)));
}

/* Public API */

GtkWidget *
sq_camelot_view_new (void)
{
  return g_object_new (SQ_TYPE_CAMELOT_VIEW, NULL);
}

/**
 * sq_camelot_view_get_siege:
 *
 * Returns: (transfer none): the #SqSiegeView
 */
GtkWidget *
sq_camelot_view_get_siege (SqCamelotView *self)
{
  g_return_val_if_fail (SQ_IS_CAMELOT_VIEW (self), NULL);

  return self->siege_view;
}

/**
 * sq_camelot_view_get_swords:
 *
 * Returns: (transfer none): the #SqSwordsView
 */
GtkWidget *
sq_camelot_view_get_swords (SqCamelotView *self)
{
  g_return_val_if_fail (SQ_IS_CAMELOT_VIEW (self), NULL);

  return self->swords_view;
}

void
sq_camelot_view_update (SqCamelotView *self,
                        const SqState *state)
{
  g_autoptr (GString) summary = g_string_new (NULL);
  g_autoptr (GString) gone = g_string_new (NULL);
  g_autofree char *round_table = NULL;
  g_autofree char *siege_area = NULL;
  g_autofree char *turn = NULL;
  g_autofree char *white_deck = NULL;
  g_autofree char *black_deck = NULL;
  gboolean vivien;
  gboolean mists;
  guint white_draw;

  g_return_if_fail (SQ_IS_CAMELOT_VIEW (self));
  g_return_if_fail (state != NULL);

  sq_siege_view_set_count (SQ_SIEGE_VIEW (self->siege_view), state->siege);
  sq_swords_view_set_counts (SQ_SWORDS_VIEW (self->swords_view),
                             state->swords_white, state->swords_black);

  /* Translators: the turn counter in Camelot's heading */
  turn = g_strdup_printf (_("Turn %u"), state->turn);
  gtk_label_set_text (GTK_LABEL (self->turn_label), turn);
  append_part (summary, turn);

  round_table = place_text (state, SQ_PLACE_ROUND_TABLE);
  gtk_label_set_text (GTK_LABEL (self->round_table_label), round_table);
  append_part (summary, round_table);
  siege_area = place_text (state, SQ_PLACE_SIEGE);
  gtk_label_set_text (GTK_LABEL (self->siege_area_label), siege_area);
  append_part (summary, siege_area);

  vivien = state->vivien != SQ_NO_CARD;
  mists = state->mists != SQ_NO_CARD;
  if (vivien)
    {
      gtk_label_set_text (GTK_LABEL (self->vivien_label), sq_text_face (SQ_FACE_VIVIEN));
      append_part (summary, sq_text_face (SQ_FACE_VIVIEN));
    }
  if (mists)
    {
      gtk_label_set_text (GTK_LABEL (self->mists_label), sq_text_face (SQ_FACE_MISTS_OF_AVALON));
      append_part (summary, sq_text_face (SQ_FACE_MISTS_OF_AVALON));
    }
  gtk_widget_set_visible (self->vivien_label, vivien);
  gtk_widget_set_visible (self->mists_label, mists);

  for (guint r = 0; r < SQ_N_RELICS; r++)
    if (state->relic_gone & (1u << r))
      {
        if (gone->len > 0)
          g_string_append (gone, C_("list separator", ", "));
        g_string_append (gone, sq_text_relic (r));
      }
  if (gone->len > 0)
    {
      g_autofree char *text = NULL;

      /* Translators: relics that have left the game: "Out of the game: Excalibur" */
      text = g_strdup_printf (_("Out of the game: %s"), gone->str);
      gtk_label_set_text (GTK_LABEL (self->gone_label), text);
      append_part (summary, text);
    }
  gtk_widget_set_visible (self->gone_label, gone->len > 0);
  gtk_widget_set_visible (self->effects, vivien || mists || gone->len > 0);

  white_draw = state->setup.white_deck == SQ_DECK_PHYSICAL
               ? state->white_draw_count : state->white_draw.n;
  /* Translators: the white piles on Camelot's part of the board: "White
   * cards: 40 to draw, 12 discarded" */
  white_deck = g_strdup_printf (_("White cards: %u to draw, %u discarded"),
                                white_draw,
                                (guint) state->white_discard.n + state->white_unknown_discards);
  /* Translators: the black piles on Camelot's part of the board: "Black
   * cards: 50 to draw, 3 discarded" */
  black_deck = g_strdup_printf (_("Black cards: %u to draw, %u discarded"),
                                sq_black_pile_size (state),
                                (guint) state->black_discard.n + state->black_unknown_discards[0] +
                                state->black_unknown_discards[1]);
  gtk_label_set_text (GTK_LABEL (self->white_deck_label), white_deck);
  gtk_label_set_text (GTK_LABEL (self->black_deck_label), black_deck);
  append_part (summary, white_deck);
  append_part (summary, black_deck);

  sq_board_set_a11y_text (GTK_WIDGET (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, summary->str);
}

/**
 * sq_camelot_view_get_place:
 * @place: %SQ_PLACE_ROUND_TABLE or %SQ_PLACE_SIEGE
 *
 * Returns: (transfer none): the part of Camelot that shows @place and the
 *   knights there
 */
GtkWidget *
sq_camelot_view_get_place (SqCamelotView *self,
                           guint          place)
{
  g_return_val_if_fail (SQ_IS_CAMELOT_VIEW (self), NULL);
  g_return_val_if_fail (place == SQ_PLACE_ROUND_TABLE || place == SQ_PLACE_SIEGE, NULL);

  return place == SQ_PLACE_ROUND_TABLE ? self->round_table_place : self->siege_area_place;
}

/**
 * sq_camelot_view_get_place_text:
 *
 * Returns: what the part of Camelot showing @place says: "Round Table:
 *   nobody"
 */
const char *
sq_camelot_view_get_place_text (SqCamelotView *self,
                                guint          place)
{
  g_return_val_if_fail (SQ_IS_CAMELOT_VIEW (self), NULL);

  return gtk_label_get_text (GTK_LABEL (place == SQ_PLACE_ROUND_TABLE ? self->round_table_label
                                                                      : self->siege_area_label));
}

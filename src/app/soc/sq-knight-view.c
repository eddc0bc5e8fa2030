/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* A knight's coat of arms as the whole table sees it: name, life, place,
 * relics, hand size, the accusation, death, and whose turn it is. Loyalty
 * shows only once it is public, by the rule sq-json-state.c follows for
 * its public summary: the game is over, the knight is unmasked, or an
 * accusation revealed it. sq_state_loyalty_visible() is not such a rule:
 * it says whether each player may read his own card yet. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-board-private.h"
#include "sq-cards.h"
#include "sq-knight-view.h"
#include "sq-text.h"
#include "sq-tint.h"
#include "sq-tooltip.h"

/* Struct */

struct _SqKnightView
{
  GtkWidget  parent_instance;

  GtkWidget *face;       /* all the card shows (bound for the template's dispose) */
  GtkWidget *highlight;  /* over the face: what turns change */

  gint       seat;

  /* Template widgets */
  GtkWidget *header;
  GtkWidget *name_label;
  GtkWidget *turn_badge;
  GtkWidget *loyalty_label;
  GtkWidget *life_box;
  GtkWidget *life_label;
  GtkWidget *place_label;
  GtkWidget *info_box;
  GtkWidget *hand_box;
  GtkWidget *hand_label;
  GtkWidget *excalibur_icon;
  GtkWidget *grail_icon;
  GtkWidget *armor_icon;
  GtkWidget *badges_box;
  GtkWidget *accused_label;
  GtkWidget *state_label;

  GtkWidget *life_pips[SQ_MAX_LIFE];
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqKnightView, sq_knight_view, GTK_TYPE_WIDGET)

/* Auxiliary functions */

static gboolean
loyalty_is_public (const SqState *state,
                   const SqSeat  *seat)
{
  if (seat->loyalty == SQ_NO_CARD)
    return FALSE;
  return state->outcome != SQ_OUTCOME_NONE || seat->unmasked || seat->loyalty_revealed;
}

/* The seat's knight as a heading: "The Squire in seat 2" starts upper-case. */
static char *
dup_title (const SqState *state,
           guint          seat)
{
  g_autofree char *name = sq_text_seat (state, seat);
  const char *rest = g_utf8_next_char (name);
  char first[8] = { 0 };

  if (*name == '\0')
    return g_steal_pointer (&name);
  g_unichar_to_utf8 (g_unichar_totitle (g_utf8_get_char (name)), first);
  return g_strconcat (first, rest, NULL);
}

static void
append_part (GString    *text,
             const char *part)
{
  if (text->len > 0)
    g_string_append (text, C_("summary separator", "; "));
  g_string_append (text, part);
}

static void
update_life (SqKnightView *self,
             guint         life,
             GString      *summary)
{
  g_autofree char *text = NULL;
  char number[16];

  for (guint i = 0; i < SQ_MAX_LIFE; i++)
    {
      gboolean full = i < life;

      if (full == gtk_widget_has_css_class (self->life_pips[i], "full"))
        continue;
      sq_board_toggle_class (self->life_pips[i], "full", full);
      gtk_image_set_from_icon_name (GTK_IMAGE (self->life_pips[i]),
                                    full ? "sq-life-symbolic" : "sq-life-lost-symbolic");
    }

  /* Translators: a knight's life points, "4/6" */
  g_snprintf (number, sizeof number, C_("life count", "%u/%u"), life, SQ_MAX_LIFE);
  gtk_label_set_text (GTK_LABEL (self->life_label), number);
  sq_board_toggle_class (self->life_box, "low", life <= 2);

  /* Translators: spoken value of a knight's life meter */
  text = g_strdup_printf (ngettext ("%u life point of 6", "%u life points of 6", life), life);
  sq_board_set_a11y_value (self->life_box, life, 0, SQ_MAX_LIFE, text);
  append_part (summary, text);
}

static void
update_relics (SqKnightView *self,
               guint         relics,
               GString      *summary)
{
  GtkWidget *icons[SQ_N_RELICS] = {
    [SQ_RELIC_EXCALIBUR] = self->excalibur_icon,
    [SQ_RELIC_GRAIL] = self->grail_icon,
    [SQ_RELIC_ARMOR] = self->armor_icon,
  };

  for (guint r = 0; r < SQ_N_RELICS; r++)
    {
      gboolean held = (relics & (1u << r)) != 0;

      gtk_widget_set_visible (icons[r], held);
      if (held)
        {
          g_autofree char *text = NULL;

          /* Translators: a relic a knight holds, "Holds Excalibur" */
          text = g_strdup_printf (_("Holds %s"), sq_text_relic (r));
          append_part (summary, text);
        }
    }
}

static const char *
state_text (const SqSeat *seat)
{
  if (seat->left)
    /* Translators: badge on a player who left the game early */
    return C_("knight state", "Left the game");
  if (seat->unmasked)
    /* Translators: badge on the traitor once unmasked */
    return C_("knight state", "Unmasked");
  if (!seat->alive)
    /* Translators: badge on a dead knight */
    return C_("knight state", "Dead");
  return NULL;
}

/* An empty seat: the view keeps nothing of the knight it showed before,
 * not even hidden (the board shows another game, or an earlier state). */
static void
clear (SqKnightView *self)
{
  gtk_label_set_text (GTK_LABEL (self->name_label), "");
  gtk_label_set_text (GTK_LABEL (self->loyalty_label), "");
  gtk_label_set_text (GTK_LABEL (self->state_label), "");
  gtk_label_set_text (GTK_LABEL (self->place_label), "");
  gtk_label_set_text (GTK_LABEL (self->hand_label), "");
  sq_tooltip_set_text (self->hand_box, NULL);
  sq_board_set_a11y_text (GTK_WIDGET (self), GTK_ACCESSIBLE_PROPERTY_LABEL, NULL);
  sq_board_set_a11y_text (GTK_WIDGET (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, NULL);
}

/* GObject overrides */

static void
sq_knight_view_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SQ_TYPE_KNIGHT_VIEW);

  G_OBJECT_CLASS (sq_knight_view_parent_class)->dispose (object);
}

/* class_init and init */

static void
sq_knight_view_class_init (SqKnightViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* its icons in their colour once, not at every frame */
  widget_class->snapshot = sq_tint_snapshot_children;

  object_class->dispose = sq_knight_view_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE_PATH "/sq-knight-view.ui");
  gtk_widget_class_bind_template_child (widget_class, SqKnightView, face);
  gtk_widget_class_bind_template_child (widget_class, SqKnightView, highlight);
  gtk_widget_class_bind_template_child (widget_class, SqKnightView, accused_label);
  gtk_widget_class_bind_template_child (widget_class, SqKnightView, badges_box);
  gtk_widget_class_bind_template_child (widget_class, SqKnightView, armor_icon);
  gtk_widget_class_bind_template_child (widget_class, SqKnightView, excalibur_icon);
  gtk_widget_class_bind_template_child (widget_class, SqKnightView, grail_icon);
  gtk_widget_class_bind_template_child (widget_class, SqKnightView, hand_box);
  gtk_widget_class_bind_template_child (widget_class, SqKnightView, hand_label);
  gtk_widget_class_bind_template_child (widget_class, SqKnightView, header);
  gtk_widget_class_bind_template_child (widget_class, SqKnightView, info_box);
  gtk_widget_class_bind_template_child (widget_class, SqKnightView, life_box);
  gtk_widget_class_bind_template_child (widget_class, SqKnightView, life_label);
  gtk_widget_class_bind_template_child (widget_class, SqKnightView, loyalty_label);
  gtk_widget_class_bind_template_child (widget_class, SqKnightView, name_label);
  gtk_widget_class_bind_template_child (widget_class, SqKnightView, place_label);
  gtk_widget_class_bind_template_child (widget_class, SqKnightView, state_label);
  gtk_widget_class_bind_template_child (widget_class, SqKnightView, turn_badge);

  gtk_widget_class_set_css_name (widget_class, "sqknight");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
sq_knight_view_init (SqKnightView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->seat = -1;

  for (guint i = 0; i < SQ_MAX_LIFE; i++)
    {
      self->life_pips[i] = gtk_image_new_from_icon_name ("sq-life-lost-symbolic");
      gtk_widget_add_css_class (self->life_pips[i], "pip");
      sq_board_hide_from_a11y (self->life_pips[i]);
      gtk_box_insert_child_after (GTK_BOX (self->life_box), self->life_pips[i],
                                  i > 0 ? self->life_pips[i - 1] : NULL);
    }
  sq_board_hide_from_a11y (self->life_label);
  /* the group's description says all of these */
  sq_board_hide_from_a11y (self->header);
  sq_board_hide_from_a11y (self->place_label);
  sq_board_hide_from_a11y (self->info_box);
  sq_board_hide_from_a11y (self->state_label);

  sq_tooltip_set_text (self->excalibur_icon, sq_text_relic (SQ_RELIC_EXCALIBUR));
  sq_tooltip_set_text (self->grail_icon, sq_text_relic (SQ_RELIC_GRAIL));
  sq_tooltip_set_text (self->armor_icon, sq_text_relic (SQ_RELIC_ARMOR));

  sq_board_set_a11y_text (self->life_box, GTK_ACCESSIBLE_PROPERTY_LABEL,
                          /* Translators: accessible name of a knight's life meter */
                          _("Life points"));
}

/* Public API */

GtkWidget *
sq_knight_view_new (void)
{
  return g_object_new (SQ_TYPE_KNIGHT_VIEW, NULL);
}

/**
 * sq_knight_view_get_seat:
 *
 * Returns: the seat shown by the last update, or -1
 */
gint
sq_knight_view_get_seat (SqKnightView *self)
{
  g_return_val_if_fail (SQ_IS_KNIGHT_VIEW (self), -1);

  return self->seat;
}

/**
 * sq_knight_view_update:
 * @state: the table
 * @seat: the seat to show
 *
 * Shows the knight at @seat as @state has him, with nothing the table may
 * not know: his hand shows as a count, his loyalty only once public. An
 * empty seat clears the view.
 */
void
sq_knight_view_update (SqKnightView  *self,
                       const SqState *state,
                       guint          seat)
{
  const SqSeat *st;
  g_autofree char *name = NULL;
  const char *place = NULL;
  const char *state_badge;
  gboolean current;
  gboolean present;
  guint hand;
  char number[8];
  g_autoptr (GString) summary = g_string_new (NULL);
  g_autofree char *hand_text = NULL;

  g_return_if_fail (SQ_IS_KNIGHT_VIEW (self));
  g_return_if_fail (state != NULL);
  g_return_if_fail (seat < SQ_MAX_SEATS);

  self->seat = seat;
  st = &state->seats[seat];
  if (seat >= state->n_seats || !(st->in_game || st->left))
    {
      clear (self);
      return;
    }

  name = dup_title (state, seat);
  current = state->outcome == SQ_OUTCOME_NONE && state->current == (gint) seat;
  present = st->in_game && st->alive && !st->unmasked;

  gtk_label_set_text (GTK_LABEL (self->name_label), name);
  sq_board_set_a11y_text (GTK_WIDGET (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name);

  gtk_widget_set_visible (self->turn_badge, current);
  sq_board_toggle_class (self->highlight, "current", current);
  if (current)
    /* Translators: spoken on the knight whose turn it is */
    append_part (summary, _("Current turn"));

  state_badge = state_text (st);
  if (state_badge != NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->state_label), state_badge);
      append_part (summary, state_badge);
    }
  gtk_widget_set_visible (self->state_label, state_badge != NULL);
  sq_board_toggle_class (GTK_WIDGET (self), "gone", !present);

  if (loyalty_is_public (state, st))
    {
      gboolean traitor = sq_card_face (st->loyalty) == SQ_FACE_TRAITOR;
      const char *loyalty = sq_text_face (traitor ? SQ_FACE_TRAITOR : SQ_FACE_LOYAL);

      gtk_label_set_text (GTK_LABEL (self->loyalty_label), loyalty);
      sq_board_toggle_class (self->loyalty_label, "traitor", traitor);
      sq_board_toggle_class (self->loyalty_label, "loyal", !traitor);
      gtk_widget_set_visible (self->loyalty_label, TRUE);
      append_part (summary, loyalty);
    }
  else
    {
      /* no trace of it, hidden or not (after an undo, say) */
      gtk_label_set_text (GTK_LABEL (self->loyalty_label), "");
      sq_board_toggle_class (self->loyalty_label, "traitor", FALSE);
      sq_board_toggle_class (self->loyalty_label, "loyal", FALSE);
      gtk_widget_set_visible (self->loyalty_label, FALSE);
    }

  gtk_widget_set_visible (self->life_box, present);
  if (present)
    update_life (self, MIN (st->life, SQ_MAX_LIFE), summary);

  if (present && st->place < SQ_PLACE_NONE)
    place = sq_text_place (st->place);
  gtk_widget_set_visible (self->place_label, place != NULL);
  if (place != NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->place_label), place);
      append_part (summary, place);
    }

  hand = sq_state_get_hand_size (state, seat);
  g_snprintf (number, sizeof number, "%u", hand);
  gtk_label_set_text (GTK_LABEL (self->hand_label), number);
  /* Translators: how many white cards a knight holds */
  hand_text = g_strdup_printf (ngettext ("%u white card in hand", "%u white cards in hand", hand),
                               hand);
  sq_tooltip_set_text (self->hand_box, hand_text);
  append_part (summary, hand_text);

  update_relics (self, st->relics, summary);

  gtk_widget_set_visible (self->accused_label, st->accused);
  if (st->accused)
    append_part (summary, gtk_label_get_text (GTK_LABEL (self->accused_label)));
  gtk_widget_set_visible (self->badges_box, st->accused || state_badge != NULL);

  sq_board_set_a11y_text (GTK_WIDGET (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, summary->str);
}

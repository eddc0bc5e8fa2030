/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-card-entry.h"
#include "sq-card-picker.h"
#include "sq-cards.h"
#include "sq-chrome.h"
#include "sq-legal-steps.h"
#include "sq-text.h"
#include "sq-turn-die.h"
#include "sq-turn-steps.h"
#include "sq-turn-steps-private.h"

#define MAX_STARTS 256
/* whole answers on show beside the one answer that still wants cards */
#define MAX_INLINE 3

/* The order of the kinds on screen: the five Heroic Action types, then
 * the powers. Ending the turn has its own button, outside the list. */
static const SqStepKind kind_order[] = {
  SQ_STEP_KIND_QUEST,
  SQ_STEP_KIND_MOVE,
  SQ_STEP_KIND_SPECIAL,
  SQ_STEP_KIND_HEAL,
  SQ_STEP_KIND_ACCUSE,
  SQ_STEP_KIND_POWER,
};


G_DEFINE_FINAL_TYPE (SqTurnSteps, sq_turn_steps, GTK_TYPE_BOX)

enum
{
  CHOOSE,
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void refresh (SqTurnSteps *self);

/* What the screen shows */

static gboolean
is_heroic (const SqState *state)
{
  return sq_state_get_decision (state) == SQ_DECISION_HEROIC;
}

/* "Lay Face Down" beside the heading of the cards each face-down start
 * may be (a card drawn from the table's own deck), no row of its own */
static void
show_lay_buttons (SqTurnSteps *self)
{
  for (guint i = 0; i < self->n_lay; i++)
    {
      const SqAction *a = &self->starts[self->lay_starts[i]];
      /* "Lay a card face down on the Black Knight and draw a white card" */
      g_autofree char *label = sq_turn_steps_start_label (self->state, a);

      g_object_set_data (G_OBJECT (self->lay_buttons[i]), "sq-start",
                         GUINT_TO_POINTER (self->lay_starts[i]));
      sq_card_entry_show_lay_button (self->picker, self->lay_buttons[i], a->quest, label);
    }
}

static void
show_picker (SqTurnSteps *self)
{
  const SqState *state = self->state;
  SqStepShape shape;
  guint8 items[SQ_N_FACES];
  const char *labels[SQ_N_FACES];
  g_autoptr(GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *title = sq_turn_steps_picker_title (state, &self->draft);
  g_autofree char *summary = NULL;
  guint n;
  guint len;
  gboolean hidden = sq_turn_steps_list_is_secret (state, &self->draft) && !self->revealed;

  sq_steps_shape (state, &self->draft, &shape);
  len = shape.list == SQ_STEP_LIST_SEATS ? self->draft.n_seats : self->draft.n_cards;
  n = sq_steps_next (state, &self->draft, items, G_N_ELEMENTS (items));
  for (guint i = 0; i < n; i++)
    {
      char *label = shape.list == SQ_STEP_LIST_SEATS ? sq_text_seat (state, items[i])
                                                     : g_strdup (sq_text_face (items[i]));
      g_ptr_array_add (owned, label);
      labels[i] = label;
    }

  sq_card_picker_set_title (self->picker, title);
  if (hidden)
    {
      self->secret_held = TRUE;
      n = 0;
    }
  else
    summary = sq_turn_steps_picker_summary (state, &self->draft, &shape);
  sq_card_picker_set_summary (self->picker, summary);
  if (sq_card_entry_applies (state, &self->draft) && !hidden)
    {
      /* the table's own deck: every card, the impossible ones disabled */
      SqCardPickerEntry entries[SQ_N_FACES];

      n = sq_card_entry_build (state, &self->draft, entries, G_N_ELEMENTS (entries), owned);
      sq_card_picker_set_entries (self->picker, entries, n, TRUE);
      show_lay_buttons (self);
    }
  else
    sq_card_picker_set_items (self->picker, items, labels, n);
  self->n_choices += n;

  if (sq_steps_is_legal (state, &self->draft, NULL) && !hidden)
    {
      /* Translators: in the card picker: the cards or knights picked are the answer */
      sq_card_picker_set_confirm (self->picker, self->draft.type == SQ_ACTION_FIGHT_SIEGE
                                                ? _("_Fight With These Cards") : _("_Done"));
      self->n_choices++;
    }
  else
    sq_card_picker_set_confirm (self->picker, NULL);
  /* the table has rolled its own die for the siege engines: the cards and
   * the roll in one press */
  if (self->draft.type == SQ_ACTION_FIGHT_SIEGE && state->setup.dice == SQ_DECK_PHYSICAL &&
      !hidden && sq_steps_is_legal (state, &self->draft, NULL))
    {
      sq_turn_die_show (&self->die, TRUE);
      self->n_choices += 8;
    }

  if (len > 0 && !hidden)
    /* Translators: in the card picker, puts the last card (or knight) picked back */
    sq_card_picker_set_back (self->picker, _("_Take Back the Last"));
  else if (!self->draft_alone)
    /* Translators: in the card picker, goes back to the previous choices */
    sq_card_picker_set_back (self->picker, _("_Back"));
  else
    sq_card_picker_set_back (self->picker, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->picker), TRUE);
}

/* Starts and kinds */

gboolean
sq_turn_steps_offered (const SqAction *a)
{
  SqStepKind kind = sq_steps_kind (a);

  /* ending the turn and the die have their own controls; a player joins
   * or leaves through the main menu, behind a question */
  return kind != SQ_STEP_KIND_END_TURN && kind != SQ_STEP_KIND_TABLE &&
         a->type != SQ_ACTION_ROLL_D8;
}

gboolean
sq_turn_steps_in_view (SqTurnSteps    *self,
                       const SqAction *a)
{
  if (!sq_turn_steps_offered (a))
    return FALSE;
  return !is_heroic (self->state) || (gint) sq_steps_kind (a) == self->kind;
}

static void
choose (SqTurnSteps    *self,
        const SqAction *action)
{
  SqAction copy;

  sq_steps_finish (action, &copy);
  g_signal_emit (self, signals[CHOOSE], 0, &copy);
}

static void
open_start (SqTurnSteps *self,
            guint        index)
{
  SqStepShape shape;

  g_return_if_fail (index < self->n_starts);

  sq_steps_shape (self->state, &self->starts[index], &shape);
  if (shape.list == SQ_STEP_LIST_NONE)
    {
      choose (self, &self->starts[index]);
      return;
    }
  self->draft = self->starts[index];
  self->have_draft = TRUE;
  self->draft_alone = FALSE;
  refresh (self);
  sq_turn_steps_focus_first (self);
}

static void
on_start_clicked_cb (GtkButton   *button,
                     SqTurnSteps *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "sq-start"));

  /* a special card with several places: its places next */
  if (g_object_get_data (G_OBJECT (button), "sq-group") != NULL && index < self->n_starts)
    {
      self->special_face = self->starts[index].cards[0];
      refresh (self);
      sq_turn_steps_focus_first (self);
      return;
    }
  open_start (self, index);
}

static void
on_kind_clicked_cb (GtkButton   *button,
                    SqTurnSteps *self)
{
  self->kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "sq-kind"));
  self->have_draft = FALSE;
  self->special_face = -1;
  refresh (self);
  sq_turn_steps_focus_first (self);
}

static void
on_picked_cb (SqCardPicker *picker,
              guint         item,
              SqTurnSteps  *self)
{
  guint8 next[SQ_N_FACES];
  SqStepShape shape;

  sq_steps_shape (self->state, &self->draft, &shape);
  sq_steps_add (&self->draft, shape.list, item);
  /* "the deck here differs": the card is a house correction */
  if (sq_card_picker_get_override (picker))
    self->draft.flags |= SQ_ACTION_FLAG_OVERRIDE;
  else
    sq_turn_steps_fill_forced (self->state, &self->draft);
  /* the last card that can go in completes the answer */
  if (sq_steps_is_legal (self->state, &self->draft, NULL) &&
      sq_steps_next (self->state, &self->draft, next, G_N_ELEMENTS (next)) == 0)
    {
      choose (self, &self->draft);
      return;
    }
  refresh (self);
  /* once the cards picked are an answer, the likely next press is taking
   * them (typing a card's name still adds it) */
  if (self->revealed || !sq_card_picker_focus_confirm (self->picker))
    sq_turn_steps_focus_first (self);
}

static void
on_house_picked_cb (SqCardPicker *picker,
                    guint         item,
                    SqTurnSteps  *self)
{
  choose (self, &self->house_starts[MIN (item, G_N_ELEMENTS (self->house_starts) - 1)]);
}

static void
on_take_back_cb (SqCardPicker *picker,
                 SqTurnSteps  *self)
{
  SqStepShape shape;

  sq_steps_shape (self->state, &self->draft, &shape);
  if (shape.list == SQ_STEP_LIST_SEATS && self->draft.n_seats > 0)
    self->draft.seats[--self->draft.n_seats] = SQ_NO_SEAT;
  else if (shape.list == SQ_STEP_LIST_CARDS && self->draft.n_cards > 0 &&
           (self->revealed || !sq_turn_steps_list_is_secret (self->state, &self->draft)))
    self->draft.cards[--self->draft.n_cards] = 0;
  else
    self->have_draft = FALSE;
  refresh (self);
  sq_turn_steps_focus_first (self);
}

static void
on_confirmed_cb (SqCardPicker *picker,
                 SqTurnSteps  *self)
{
  choose (self, &self->draft);
}

static void
on_die_chosen (gpointer data)
{
  SqTurnSteps *self = data;

  choose (self, &self->draft);
}

/* A choice's text and name, set only when they change: setting a label,
 * even to its own text, makes GTK lay it out again in the next frame. */
static void
set_start_text (GtkWidget  *button,
                const char *text)
{
  GtkLabel *label = GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button)));

  if (g_strcmp0 (gtk_label_get_text (label), text) == 0)
    return;
  gtk_label_set_text (label, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

static GtkWidget *
start_button (SqTurnSteps *self,
              guint        i)
{
  GtkWidget *button;

  if (i < self->start_buttons->len)
    return g_ptr_array_index (self->start_buttons, i);

  button = gtk_button_new ();
  gtk_button_set_child (GTK_BUTTON (button), gtk_label_new (NULL));
  gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0);
  sq_chrome_column_label (gtk_button_get_child (GTK_BUTTON (button)), 16);
  gtk_widget_add_css_class (button, "choice-button");
  g_signal_connect (button, "clicked", G_CALLBACK (on_start_clicked_cb), self);
  gtk_box_append (GTK_BOX (self->starts_box), button);
  g_ptr_array_add (self->start_buttons, button);
  return button;
}

/* A hidden button keeps no text: it may still be in the accessibility
 * tree, and it may have named a card. */
static void
hide_starts_from (SqTurnSteps *self,
                  guint        first)
{
  for (guint i = first; i < self->start_buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (self->start_buttons, i);

      set_start_text (button, "");
      gtk_widget_set_visible (button, FALSE);
    }
}

enum { GROUP_NONE, GROUP_HEAD, GROUP_HIDDEN };

/* With the table's own white deck every special card is offered, each
 * with every place it can go: a card with several places is one button
 * (GROUP_HEAD, the first of its starts; the others GROUP_HIDDEN), and
 * its places come once it is pressed (self->special_face), so that the
 * cards are in view; the place is asked as a table asks it. */
static guint
special_group (SqTurnSteps *self,
               guint        index)
{
  const SqAction *a = &self->starts[index];
  gboolean first = TRUE;
  guint n = 0;

  if (a->type != SQ_ACTION_PLAY_SPECIAL || a->n_cards == 0 || !is_heroic (self->state) ||
      self->state->setup.white_deck != SQ_DECK_PHYSICAL)
    return GROUP_NONE;
  if (self->special_face >= 0)
    return a->cards[0] == self->special_face ? GROUP_NONE : GROUP_HIDDEN;
  for (guint i = 0; i < self->n_starts; i++)
    if (self->starts[i].type == SQ_ACTION_PLAY_SPECIAL && self->starts[i].n_cards > 0 &&
        self->starts[i].cards[0] == a->cards[0] && sq_turn_steps_in_view (self, &self->starts[i]))
      {
        first &= i >= index;
        n++;
      }
  if (n < 2)
    return GROUP_NONE;
  return first ? GROUP_HEAD : GROUP_HIDDEN;
}

static void
show_starts (SqTurnSteps *self,
             gboolean     whole_only)
{
  guint used = 0;

  for (guint i = 0; i < self->n_starts; i++)
    {
      const SqAction *a = &self->starts[i];
      g_autofree char *label = NULL;
      GtkWidget *button;
      SqStepShape shape;
      guint group;

      if (!sq_turn_steps_in_view (self, a))
        continue;
      sq_steps_shape (self->state, a, &shape);
      if (whole_only && shape.list != SQ_STEP_LIST_NONE)
        continue;
      if (sq_turn_steps_names_secret (self->state, a) && !self->revealed)
        {
          self->secret_held = TRUE;
          continue;
        }
      /* beside the cards it may be, once the picker shows them */
      if (whole_only && self->draft.type == SQ_ACTION_ENTER_BLACK &&
          a->type == SQ_ACTION_PLACE_FACE_DOWN && self->n_lay < SQ_TURN_STEPS_MAX_LAY)
        {
          self->lay_starts[self->n_lay++] = i;
          self->n_choices++;
          continue;
        }
      group = special_group (self, i);
      if (group == GROUP_HIDDEN)
        continue;
      if (group == GROUP_HEAD)
        /* Translators: a special white card played from the table's own
         * deck that can go to several places (or knights), which are asked
         * next; %s is the card ("Heroism") */
        label = g_strdup_printf (_("Play %s…"), sq_text_face (a->cards[0]));
      else
        label = sq_turn_steps_start_label (self->state, a);
      button = start_button (self, used++);
      set_start_text (button, label);
      g_object_set_data (G_OBJECT (button), "sq-group", GUINT_TO_POINTER (group == GROUP_HEAD));
      g_object_set_data (G_OBJECT (button), "sq-start", GUINT_TO_POINTER (i));
      gtk_widget_set_visible (button, TRUE);
    }
  hide_starts_from (self, used);
  gtk_widget_set_visible (self->starts_box, used > 0);
  self->n_choices += used;
  if (!whole_only && is_heroic (self->state))
    sq_card_entry_show_house (self->house_picker, self->state, self->kind, self->house_starts,
                              G_N_ELEMENTS (self->house_starts));
}

static void
show_kinds (SqTurnSteps *self)
{
  gboolean heroic = self->state != NULL && is_heroic (self->state);
  gint first = -1;
  gboolean current_ok = FALSE;

  for (guint k = 0; k < G_N_ELEMENTS (kind_order); k++)
    {
      SqStepKind kind = kind_order[k];
      gboolean has = heroic && sq_turn_steps_has_kind (self, kind);

      gtk_widget_set_visible (gtk_widget_get_parent (self->kind_buttons[kind]), has);
      if (has && first < 0)
        first = kind;
      if (has && (gint) kind == self->kind)
        current_ok = TRUE;
    }
  if (heroic && !current_ok)
    {
      self->kind = first;
      self->have_draft = FALSE;
    }
  for (guint k = 0; k < G_N_ELEMENTS (kind_order); k++)
    {
      GtkWidget *button = self->kind_buttons[kind_order[k]];
      gboolean on = (gint) kind_order[k] == self->kind;

      if (on)
        gtk_widget_add_css_class (button, "suggested-action");
      else
        gtk_widget_remove_css_class (button, "suggested-action");
      gtk_accessible_update_state (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_STATE_PRESSED,
                                   on ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
    }
  gtk_widget_set_visible (self->kinds_box, heroic && first >= 0);
}

/* A step with one answer that is no whole action yet (one place to play
 * a card, one way to share) goes straight on to the cards; so does one
 * whose other answers are a few whole actions, which stay on show beside
 * the cards ("Draw 2 white cards" beside the Fight cards for the siege
 * engines; a card drawn from the table's own deck beside laying it face
 * down unnamed). */
static void
skip_single_start (SqTurnSteps *self)
{
  gint only = -1;
  guint n_whole = 0;
  SqStepShape shape;

  if (self->have_draft)
    return;
  self->draft_inline = FALSE;
  for (guint i = 0; i < self->n_starts; i++)
    {
      if (self->starts[i].type == SQ_ACTION_ENTER_BLACK)
        {
          only = i;
          n_whole = 0;
          break;
        }
      if (!sq_turn_steps_in_view (self, &self->starts[i]))
        continue;
      sq_steps_shape (self->state, &self->starts[i], &shape);
      if (shape.list == SQ_STEP_LIST_NONE)
        n_whole++;
      else if (only >= 0)
        return;
      else
        only = i;
    }
  if (only < 0 || n_whole > MAX_INLINE)
    return;
  self->draft = self->starts[only];
  self->have_draft = TRUE;
  self->draft_alone = TRUE;
  self->draft_inline = n_whole > 0 || self->draft.type == SQ_ACTION_ENTER_BLACK;
}

static void
refresh (SqTurnSteps *self)
{
  self->n_choices = 0;
  self->n_lay = 0;
  self->secret_held = FALSE;
  /* the picker keeps no cards while out of sight */
  sq_card_picker_set_items (self->picker, NULL, NULL, 0);
  sq_card_picker_set_summary (self->picker, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->picker), FALSE);
  sq_turn_die_show (&self->die, FALSE);
  gtk_widget_set_visible (self->starts_box, FALSE);
  sq_card_entry_show_house (self->house_picker, NULL, -1, self->house_starts, 0);

  if (self->state == NULL)
    {
      gtk_widget_set_visible (self->kinds_box, FALSE);
      hide_starts_from (self, 0);
      gtk_widget_set_visible (self->hidden_label, FALSE);
      return;
    }

  show_kinds (self);
  skip_single_start (self);
  if (self->have_draft && self->draft_alone && self->draft_inline)
    {
      show_starts (self, TRUE);
      show_picker (self);
    }
  else if (self->have_draft)
    {
      hide_starts_from (self, 0);
      show_picker (self);
    }
  else
    show_starts (self, FALSE);

  /* said too when the hidden cards stand beside whole answers on show */
  gtk_widget_set_visible (self->hidden_label, self->secret_held &&
                                              (self->n_choices == 0 || self->draft_inline));
  g_signal_emit (self, signals[CHANGED], 0);
}

/* GObject */

static void
sq_turn_steps_finalize (GObject *object)
{
  SqTurnSteps *self = SQ_TURN_STEPS (object);

  g_clear_pointer (&self->starts, g_free);
  g_clear_pointer (&self->start_buttons, g_ptr_array_unref);
  for (guint i = 0; i < SQ_TURN_STEPS_MAX_LAY; i++)
    g_clear_object (&self->lay_buttons[i]);

  G_OBJECT_CLASS (sq_turn_steps_parent_class)->finalize (object);
}

static void
sq_turn_steps_class_init (SqTurnStepsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sq_turn_steps_finalize;

  /**
   * SqTurnSteps::choose:
   * @action: (type gpointer): the whole action, a `SqAction *`
   *
   * The table has built an action; apply it.
   */
  signals[CHOOSE] = g_signal_new ("choose", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  /**
   * SqTurnSteps::changed:
   *
   * What is on show changed: a step was taken or taken back.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "turnsteps");
}

static void
make_kinds (SqTurnSteps *self)
{
  self->kinds_box = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->kinds_box), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->kinds_box), FALSE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->kinds_box), 3);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->kinds_box), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->kinds_box), 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->kinds_box),
                                  /* Translators: accessible name of the row of Heroic Action kinds */
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Kind of Action"), -1);
  for (guint k = 0; k < G_N_ELEMENTS (kind_order); k++)
    {
      SqStepKind kind = kind_order[k];
      GtkWidget *button = gtk_button_new_with_label (sq_turn_steps_kind_title (kind));
      GtkWidget *child;

      gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), TRUE);
      gtk_widget_add_css_class (button, "kind-button");
      g_object_set_data (G_OBJECT (button), "sq-kind", GINT_TO_POINTER (kind));
      g_signal_connect (button, "clicked", G_CALLBACK (on_kind_clicked_cb), self);
      gtk_flow_box_append (GTK_FLOW_BOX (self->kinds_box), button);
      child = gtk_widget_get_parent (button);
      gtk_widget_set_focusable (child, FALSE);
      self->kind_buttons[kind] = button;
    }
  gtk_box_append (GTK_BOX (self), self->kinds_box);
}

static void
sq_turn_steps_init (SqTurnSteps *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 12);

  self->kind = -1;
  self->special_face = -1;
  self->starts = g_new0 (SqAction, MAX_STARTS);
  self->start_buttons = g_ptr_array_new ();

  make_kinds (self);

  self->hidden_label = gtk_label_new (NULL);
  sq_chrome_column_label (self->hidden_label, 16);
  gtk_label_set_xalign (GTK_LABEL (self->hidden_label), 0);
  gtk_widget_add_css_class (self->hidden_label, "dim-label");
  gtk_box_append (GTK_BOX (self), self->hidden_label);

  self->choices_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (self), self->choices_box);

  self->starts_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_set_spacing (GTK_BOX (self->starts_box), 6);
  gtk_widget_add_css_class (self->starts_box, "choices");
  gtk_box_append (GTK_BOX (self->choices_box), self->starts_box);

  self->picker = SQ_CARD_PICKER (sq_card_picker_new ());
  g_signal_connect (self->picker, "picked", G_CALLBACK (on_picked_cb), self);
  g_signal_connect (self->picker, "take-back", G_CALLBACK (on_take_back_cb), self);
  g_signal_connect (self->picker, "confirmed", G_CALLBACK (on_confirmed_cb), self);
  gtk_box_append (GTK_BOX (self->choices_box), GTK_WIDGET (self->picker));
  sq_turn_die_init (&self->die, GTK_BOX (self->choices_box), on_die_chosen, self);

  self->house_picker = SQ_CARD_PICKER (sq_card_picker_new ());
  g_signal_connect (self->house_picker, "picked", G_CALLBACK (on_house_picked_cb), self);
  gtk_box_append (GTK_BOX (self->choices_box), GTK_WIDGET (self->house_picker));

  for (guint i = 0; i < SQ_TURN_STEPS_MAX_LAY; i++)
    {
      self->lay_buttons[i] = sq_card_entry_lay_button_new ();
      g_signal_connect (self->lay_buttons[i], "clicked", G_CALLBACK (on_start_clicked_cb), self);
    }
}

/* Public API */

GtkWidget *
sq_turn_steps_new (void)
{
  return g_object_new (SQ_TYPE_TURN_STEPS, NULL);
}

static void
set_state (SqTurnSteps   *self,
           const SqState *state,
           gboolean       revealed)
{
  g_autofree char *who = NULL;
  g_autofree char *hint = NULL;

  self->state = state;
  self->revealed = revealed;
  self->n_starts = state != NULL ? sq_steps_starts (state, self->starts, MAX_STARTS) : 0;
  if (state == NULL)
    return;
  who = sq_text_seat (state, sq_state_get_decider (state) >= 0 ? sq_state_get_decider (state)
                                                               : state->current);
  /* Translators: %s is a knight; shown where his cards would be named.
   * "the button above" is "Show …'s Cards", which shows them only while
   * it is held */
  hint = g_strdup_printf (_("These choices name %s’s cards. Only he holds the button above to see them, and lets go over his choice; by keyboard he holds Space and presses the choice’s number."), who);
  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->hidden_label)), hint) != 0)
    gtk_label_set_text (GTK_LABEL (self->hidden_label), hint);
}

/**
 * sq_turn_steps_reset:
 * @state: (nullable): the state to build the next action on
 * @revealed: whether the deciding knight's cards are on show
 *
 * A new question: back to its first step.
 */
void
sq_turn_steps_reset (SqTurnSteps   *self,
                     const SqState *state,
                     gboolean       revealed)
{
  g_return_if_fail (SQ_IS_TURN_STEPS (self));

  self->have_draft = FALSE;
  self->kind = -1;
  self->special_face = -1;
  set_state (self, state, revealed);
  refresh (self);
}

/**
 * sq_turn_steps_set_revealed:
 *
 * The same question, with the deciding knight's cards shown or hidden;
 * the steps taken so far stay.
 */
void
sq_turn_steps_set_revealed (SqTurnSteps   *self,
                            const SqState *state,
                            gboolean       revealed)
{
  g_return_if_fail (SQ_IS_TURN_STEPS (self));

  set_state (self, state, revealed);
  refresh (self);
}

/**
 * sq_turn_steps_open_with:
 * @type: a #SqActionType
 * @item: the first card or knight picked
 *
 * Takes the first step of the question's start of type @type and picks
 * @item in it, as two presses would (the cancel with three Merlins, taken
 * up again by the knight of the first Merlin).
 *
 * Returns: %TRUE if the question had such a start
 */
gboolean
sq_turn_steps_open_with (SqTurnSteps *self,
                         guint        type,
                         guint        item)
{
  g_return_val_if_fail (SQ_IS_TURN_STEPS (self), FALSE);

  if (!sq_turn_steps_open (self, type) || !self->have_draft)
    return FALSE;
  on_picked_cb (self->picker, item, self);
  return TRUE;
}

/**
 * sq_turn_steps_open:
 * @type: a #SqActionType
 *
 * Takes the first step of the question's start of type @type, as a press
 * on it would (the cancel with three Merlins, taken up again).
 *
 * Returns: %TRUE if the question had such a start
 */
gboolean
sq_turn_steps_open (SqTurnSteps *self,
                    guint        type)
{
  g_return_val_if_fail (SQ_IS_TURN_STEPS (self), FALSE);

  for (guint i = 0; i < self->n_starts; i++)
    if (self->starts[i].type == type && sq_turn_steps_offered (&self->starts[i]))
      {
        open_start (self, i);
        return TRUE;
      }
  return FALSE;
}

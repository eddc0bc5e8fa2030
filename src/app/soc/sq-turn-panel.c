/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-cards.h"
#include "sq-chrome.h"
#include "sq-dice-view.h"
#include "sq-height-layout.h"
#include "sq-legal-steps.h"
#include "sq-turn-blocked.h"
#include "sq-turn-entry.h"
#include "sq-turn-find.h"
#include "sq-turn-next.h"
#include "sq-reveal.h"
#include "sq-turn-panel-private.h"
#include "sq-text.h"
#include "sq-turn-steps.h"
#include "sq-wrap-bin.h"

G_DEFINE_FINAL_TYPE (SqTurnPanel, sq_turn_panel, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_GAME,
  N_PROPS
};

enum
{
  APPLIED,
  REFUSED,
  SHOW_RULE,
  SHOW_TOPIC,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void rebuild (SqTurnPanel *self,
                     gboolean     new_question);

/* Helpers */

static const SqState *
get_state (SqTurnPanel *self)
{
  return self->game != NULL ? sq_game_get_state (self->game) : NULL;
}

/* @only: the question had this one answer, so the panel gave it */
static gboolean
choose_full (SqTurnPanel    *self,
             const SqAction *action,
             gboolean        only,
             GError        **error)
{
  const SqState *state = get_state (self);
  g_autofree char *text = NULL;
  gboolean ok;

  g_assert (state != NULL);

  text = sq_text_action (state, action, SQ_TEXT_PUBLIC, TRUE);
  if (only)
    {
      char *told;

      /* Translators: a toast (with Undo) when Squire gave the only possible
       * answer itself; %s says what happened ("Sir Kay passed") */
      told = g_strdup_printf (_("The only possible answer was given: %s"), text);
      g_free (text);
      text = told;
    }
  self->show_roll = action->type == SQ_ACTION_ROLL_D8;
  self->applying = TRUE;
  ok = sq_game_apply (self->game, action, error);
  self->applying = FALSE;
  if (!ok)
    {
      self->show_roll = FALSE;
      return FALSE;
    }

  g_signal_emit (self, signals[APPLIED], 0, text);

  return TRUE;
}

static gboolean
choose (SqTurnPanel    *self,
        const SqAction *action,
        GError        **error)
{
  return choose_full (self, action, FALSE, error);
}

/* A press on the panel: a refusal or a failed save becomes ::refused. */
static gboolean
choose_or_report (SqTurnPanel    *self,
                  const SqAction *action)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  if (choose (self, action, &error))
    return TRUE;

  message = sq_text_refusal (error, get_state (self), action);
  g_signal_emit (self, signals[REFUSED], 0, message,
                 error->domain == SQ_RULES_ERROR ? error->message : NULL);
  return FALSE;
}

/* Callbacks */

static void
roll (SqTurnPanel *self,
      guint        value)
{
  SqAction action;

  sq_action_init (&action, SQ_ACTION_ROLL_D8);
  action.value = value;
  choose_or_report (self, &action);
}

static void
on_dice_roll_cb (SqDiceView  *dice,
                 SqTurnPanel *self)
{
  /* the engine rolls (its RNG is part of the saved game); the die shows it */
  roll (self, 0);
}

static void
on_dice_entered_cb (SqDiceView  *dice,
                    guint        value,
                    SqTurnPanel *self)
{
  roll (self, value);
}

static void
on_rule_button_clicked_cb (GtkButton   *button,
                           SqTurnPanel *self)
{
  const char *rule_id = g_object_get_data (G_OBJECT (button), "sq-rule-id");

  g_signal_emit (self, signals[SHOW_RULE], 0, rule_id);
}

static void
on_prompt_rule_button_clicked_cb (GtkButton   *button,
                                  SqTurnPanel *self)
{
  const char *topic_id = sq_turn_panel_get_prompt_topic (self);

  if (topic_id != NULL)
    g_signal_emit (self, signals[SHOW_TOPIC], 0, topic_id);
}

static void
on_reveal_button_toggled_cb (SqReveal    *reveal,
                             GParamSpec  *pspec,
                             SqTurnPanel *self)
{
  rebuild (self, FALSE);
}

static gboolean
auto_answer_cb (gpointer data)
{
  SqTurnPanel *self = data;
  const SqState *state = get_state (self);
  SqAction only;
  g_autoptr(GError) error = NULL;

  self->auto_source = 0;
  if (state == NULL || !sq_turn_steps_get_auto_answer (self->steps, &only))
    return G_SOURCE_REMOVE;

  if (!choose_full (self, &only, TRUE, &error))
    {
      g_autofree char *message = sq_text_error (error);

      g_signal_emit (self, signals[REFUSED], 0, message,
                     error->domain == SQ_RULES_ERROR ? error->message : NULL);
    }
  return G_SOURCE_REMOVE;
}

static void
on_game_changed_cb (SqGame      *game,
                    SqTurnPanel *self)
{
  const SqState *state = get_state (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  gboolean ours = self->applying;
  SqAction only;

  /* a player's cards hide again after every action */
  g_signal_handlers_block_by_func (self->reveal_button, on_reveal_button_toggled_cb, self);
  sq_reveal_conceal (self->reveal_button);
  g_signal_handlers_unblock_by_func (self->reveal_button, on_reveal_button_toggled_cb, self);
  rebuild (self, TRUE);
  /* a new question starts at its heading, not at the old scroll position
   * (on a phone the old one left the heading out of view) */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);

  /* After an action the focus goes to the new question's first choice (it
   * was on a button that may be gone), once the frame that shows it is on
   * screen (sq-focus-later.c) */
  if (ours || focus == NULL || gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    sq_focus_later_queue (&self->focus_later);

  /* Only after an action of this panel: after an Undo, the question with
   * one answer waits for the table. */
  if (ours && state != NULL && self->auto_source == 0 && sq_turn_steps_get_auto_answer (self->steps, &only))
    self->auto_source = g_idle_add (auto_answer_cb, self);
}

/* Out of sight (another page, the window hidden), a knight's cards hide. */
static void
on_unmap_cb (SqTurnPanel *self)
{
  sq_focus_later_cancel (&self->focus_later);
  sq_reveal_conceal (self->reveal_button);
}

/* A step was taken inside the question: the reveal button follows. */
static void
on_steps_changed_cb (SqTurnSteps *steps,
                     SqTurnPanel *self)
{
  const SqState *state = get_state (self);

  if (state != NULL && sq_state_get_decision (state) != SQ_DECISION_NONE)
    sq_turn_panel_rebuild_reveal (self, state, sq_reveal_get_revealed (self->reveal_button));
}

static gboolean
apply_cb (const SqAction *action,
          gpointer        data)
{
  return choose_or_report (data, action);
}

/* What goes in with the same press: the table's roll with a siege fight,
 * the usual answer after a black card entered (sq-turn-entry.c) */
static void
on_steps_choose_cb (SqTurnSteps    *steps,
                    const SqAction *action,
                    SqTurnPanel    *self)
{
  sq_turn_entry_choose (&self->entry, self->game, action, sq_turn_steps_take_roll (steps),
                        apply_cb, self);
}

/* A knight under "Cancel … With Three Merlins": back to the question,
 * his Merlin the first */
static void
on_cancel_clicked_cb (GtkButton   *button,
                      SqTurnPanel *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  guint knight = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "sq-knight"));

  if (sq_turn_entry_take (&self->entry, self->game, self->steps, knight, &error) || error == NULL)
    return;
  message = sq_text_error (error);
  g_signal_emit (self, signals[REFUSED], 0, message, NULL);
}

static void
end_turn (SqTurnPanel *self)
{
  SqAction action;

  sq_action_init (&action, SQ_ACTION_END_TURN);
  choose_or_report (self, &action);
}

/* One of the next knight's Progression of Evil choices (sq-turn-next.c) */
static void
on_next_clicked_cb (GtkButton   *button,
                    SqTurnPanel *self)
{
  sq_turn_next_press (&self->next, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "sq-next")),
                      apply_cb, self);
}

/* The card the next knight draws from the table's own Black deck
 * (sq-turn-draw.c): named in the grid, or laid face down unnamed */
static void
on_draw_picked_cb (SqCardPicker *picker,
                   guint         item,
                   SqTurnPanel  *self)
{
  sq_turn_draw_press (&self->draw, &self->entry, self->game, (gint) item, -1, apply_cb, self);
}

static void
on_draw_unnamed_cb (GtkButton   *button,
                    SqTurnPanel *self)
{
  sq_turn_draw_press (&self->draw, &self->entry, self->game, -1,
                      GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "sq-unnamed")),
                      apply_cb, self);
}

static gboolean
end_turn_shortcut_cb (GtkWidget *widget,
                      GVariant  *args,
                      gpointer   data)
{
  SqTurnPanel *self = SQ_TURN_PANEL (widget);

  if (!gtk_widget_get_mapped (widget) || !gtk_widget_get_visible (self->end_bar) ||
      !gtk_widget_get_sensitive (GTK_WIDGET (self->end_turn_button)))
    return FALSE;
  end_turn (self);
  return TRUE;
}

/* Digits 1-8 enter the roll of a physical d8 while the game asks for it. */
static gboolean
digit_shortcut_cb (GtkWidget *widget,
                   GVariant  *args,
                   gpointer   data)
{
  SqTurnPanel *self = SQ_TURN_PANEL (widget);
  const SqState *state = get_state (self);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (state == NULL || !gtk_widget_get_mapped (widget) ||
      sq_state_get_decision (state) != SQ_DECISION_D8 || state->setup.dice != SQ_DECK_PHYSICAL ||
      (focus != NULL && GTK_IS_EDITABLE (focus)))
    return FALSE;
  roll (self, GPOINTER_TO_UINT (data));
  return TRUE;
}

/* @new_question: the game moved on, so the steps start again */
static void
rebuild (SqTurnPanel *self,
         gboolean     new_question)
{
  const SqState *state = get_state (self);
  gboolean has_group[SQ_N_CHOICE_GROUPS] = { FALSE, };
  gboolean reveal = sq_reveal_get_revealed (self->reveal_button);
  gboolean heroic;
  gboolean can_end;

  sq_turn_panel_update_secret (self, state != NULL ? sq_turn_panel_pending_private_card (state) : SQ_NO_CARD);
  sq_turn_entry_update (&self->entry, self->game);
  self->n_choices = 0;

  sq_turn_panel_rebuild_status (self, state);
  sq_turn_panel_rebuild_secret_card (self, state);
  sq_turn_panel_rebuild_dice (self, state);

  if (state == NULL || sq_state_get_decision (state) == SQ_DECISION_NONE)
    {
      sq_turn_steps_reset (self->steps, NULL, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->reveal_button), FALSE);
      sq_turn_blocked_rebuild (&self->blocked, NULL, NULL);
      sq_turn_blocked_finish (&self->blocked);
      gtk_widget_set_visible (self->end_bar, FALSE);
      sq_turn_next_rebuild (&self->next, NULL);
      sq_turn_draw_rebuild (&self->draw, &self->next);
      return;
    }

  if (new_question)
    sq_turn_steps_reset (self->steps, state, reveal);
  else
    sq_turn_steps_set_revealed (self->steps, state, reveal);

  /* "End the turn" stays in view below the scrolled choices */
  heroic = sq_state_get_decision (state) == SQ_DECISION_HEROIC;
  can_end = sq_turn_steps_can_end_turn (self->steps);
  gtk_widget_set_visible (self->end_bar, heroic);
  gtk_widget_set_sensitive (GTK_WIDGET (self->end_turn_button), can_end);
  if (heroic && can_end)
    self->n_choices++;
  sq_turn_next_rebuild (&self->next, heroic && can_end ? state : NULL);
  self->n_choices += self->next.n;
  sq_turn_draw_rebuild (&self->draw, &self->next);

  sq_turn_panel_rebuild_reveal (self, state, reveal);

  has_group[SQ_CHOICE_GROUP_MOVE] = sq_turn_steps_has_kind (self->steps, SQ_STEP_KIND_MOVE);
  has_group[SQ_CHOICE_GROUP_QUEST] = sq_turn_steps_has_kind (self->steps, SQ_STEP_KIND_QUEST);
  has_group[SQ_CHOICE_GROUP_SPECIAL] = sq_turn_steps_has_kind (self->steps, SQ_STEP_KIND_SPECIAL);
  has_group[SQ_CHOICE_GROUP_HEAL] = sq_turn_steps_has_kind (self->steps, SQ_STEP_KIND_HEAL);
  has_group[SQ_CHOICE_GROUP_ACCUSE] = sq_turn_steps_has_kind (self->steps, SQ_STEP_KIND_ACCUSE);
  sq_turn_blocked_rebuild (&self->blocked, state, has_group);
  sq_turn_blocked_finish (&self->blocked);
}

/* GObject overrides */

static void
sq_turn_panel_dispose (GObject *object)
{
  SqTurnPanel *self = SQ_TURN_PANEL (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_clear_object (&self->game);
  g_clear_handle_id (&self->auto_source, g_source_remove);
  sq_focus_later_cancel (&self->focus_later);

  gtk_widget_dispose_template (GTK_WIDGET (self), SQ_TYPE_TURN_PANEL);

  G_OBJECT_CLASS (sq_turn_panel_parent_class)->dispose (object);
}

static void
sq_turn_panel_finalize (GObject *object)
{
  SqTurnPanel *self = SQ_TURN_PANEL (object);

  g_clear_pointer (&self->blocked.rows, g_ptr_array_unref);
  sq_turn_next_clear (&self->next);
  sq_turn_draw_clear (&self->draw);

  G_OBJECT_CLASS (sq_turn_panel_parent_class)->finalize (object);
}

static void
sq_turn_panel_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SqTurnPanel *self = SQ_TURN_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_turn_panel_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SqTurnPanel *self = SQ_TURN_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      sq_turn_panel_set_game (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_turn_panel_class_init (SqTurnPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_turn_panel_dispose;
  object_class->finalize = sq_turn_panel_finalize;
  object_class->get_property = sq_turn_panel_get_property;
  object_class->set_property = sq_turn_panel_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         SQ_TYPE_GAME,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SqTurnPanel::applied:
   * @text: the action as the log words it
   *
   * A choice was applied and saved.
   */
  signals[APPLIED] =
    g_signal_new ("applied",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * SqTurnPanel::refused:
   * @message: why, in the player's language
   * @rule_id: (nullable): the rule behind it
   */
  signals[REFUSED] =
    g_signal_new ("refused",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);

  /**
   * SqTurnPanel::show-rule:
   * @rule_id: the rule to open in the rules reference
   */
  signals[SHOW_RULE] =
    g_signal_new ("show-rule",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * SqTurnPanel::show-topic:
   * @topic_id: the topic of the rules reference to open
   */
  signals[SHOW_TOPIC] =
    g_signal_new ("show-topic",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  g_type_ensure (SQ_TYPE_REVEAL);
  g_type_ensure (SQ_TYPE_WRAP_BIN);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-turn-panel.ui");
  gtk_widget_class_bind_template_callback (widget_class, on_prompt_rule_button_clicked_cb);
  gtk_widget_class_bind_template_child (widget_class, SqTurnPanel, turn_label);
  gtk_widget_class_bind_template_child (widget_class, SqTurnPanel, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, SqTurnPanel, prompt_rule_button);
  gtk_widget_class_bind_template_child (widget_class, SqTurnPanel, secret_box);
  gtk_widget_class_bind_template_child (widget_class, SqTurnPanel, secret_hint_label);
  gtk_widget_class_bind_template_child (widget_class, SqTurnPanel, secret_reveal);
  gtk_widget_class_bind_template_child (widget_class, SqTurnPanel, dice_slot);
  gtk_widget_class_bind_template_child (widget_class, SqTurnPanel, reveal_button);
  gtk_widget_class_bind_template_child (widget_class, SqTurnPanel, groups_box);
  gtk_widget_class_bind_template_child (widget_class, SqTurnPanel, blocked_group);
  gtk_widget_class_bind_template_child (widget_class, SqTurnPanel, end_bar);
  gtk_widget_class_bind_template_child (widget_class, SqTurnPanel, scroller);
  gtk_widget_class_bind_template_child (widget_class, SqTurnPanel, end_turn_button);

  gtk_widget_class_set_css_name (widget_class, "turnpanel");
}

static void
add_shortcuts (SqTurnPanel *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  GtkShortcutController *shortcuts = GTK_SHORTCUT_CONTROLLER (controller);

  /* the window's whole game page, wherever the focus is */
  gtk_shortcut_controller_set_scope (shortcuts, GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_shortcut_controller_add_shortcut (shortcuts,
    gtk_shortcut_new (gtk_alternative_trigger_new (gtk_keyval_trigger_new (GDK_KEY_Return, GDK_CONTROL_MASK),
                                                   gtk_keyval_trigger_new (GDK_KEY_KP_Enter, GDK_CONTROL_MASK)),
                      gtk_callback_action_new (end_turn_shortcut_cb, NULL, NULL)));
  for (guint v = 1; v <= 8; v++)
    gtk_shortcut_controller_add_shortcut (shortcuts,
      gtk_shortcut_new (gtk_alternative_trigger_new (gtk_keyval_trigger_new (GDK_KEY_0 + v, 0),
                                                     gtk_keyval_trigger_new (GDK_KEY_KP_0 + v, 0)),
                        gtk_callback_action_new (digit_shortcut_cb, GUINT_TO_POINTER (v), NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

static void
sq_turn_panel_init (SqTurnPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  sq_height_layout_install (self->scroller);
  self->secret_card = SQ_NO_CARD;

  /* Translators: accessible name of the button beside the question the
   * game asks now; it opens the rules reference */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->prompt_rule_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Rules for This Step"),
                                  -1);

  self->blocked.group = self->blocked_group;
  self->blocked.rows = g_ptr_array_new ();
  self->blocked.rule_clicked = G_CALLBACK (on_rule_button_clicked_cb);
  self->blocked.data = self;
  self->steps = SQ_TURN_STEPS (sq_turn_steps_new ());
  g_signal_connect (self->steps, "choose", G_CALLBACK (on_steps_choose_cb), self);
  g_signal_connect (self->steps, "changed", G_CALLBACK (on_steps_changed_cb), self);
  gtk_box_append (self->groups_box, GTK_WIDGET (self->steps));

  gtk_button_set_label (self->end_turn_button, _("End the turn"));
  g_signal_connect_swapped (self->end_turn_button, "clicked", G_CALLBACK (end_turn), self);
  sq_turn_next_init (&self->next, GTK_BOX (self->end_bar), G_CALLBACK (on_next_clicked_cb), self);
  /* first in the scrolled choices, under the end of the turn it goes with */
  sq_turn_draw_init (&self->draw, GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->reveal_button))),
                     NULL, G_CALLBACK (on_draw_picked_cb),
                     G_CALLBACK (on_draw_unnamed_cb), self);
  sq_turn_entry_init (&self->entry, GTK_BOX (gtk_widget_get_parent (self->end_bar)),
                      G_CALLBACK (on_cancel_clicked_cb), self);
  add_shortcuts (self);
  sq_turn_find_attach (GTK_WIDGET (self), sq_turn_steps_get_choices (self->steps));
  sq_turn_panel_init_focus (self);
  g_signal_connect (self, "unmap", G_CALLBACK (on_unmap_cb), NULL);

  self->dice_view = SQ_DICE_VIEW (sq_dice_view_new ());
  gtk_widget_set_halign (GTK_WIDGET (self->dice_view), GTK_ALIGN_CENTER);
  g_signal_connect (self->dice_view, "roll", G_CALLBACK (on_dice_roll_cb), self);
  g_signal_connect (self->dice_view, "entered", G_CALLBACK (on_dice_entered_cb), self);
  gtk_box_append (self->dice_slot, GTK_WIDGET (self->dice_view));

  self->hand_label = GTK_LABEL (gtk_label_new (NULL));
  sq_chrome_column_label (GTK_WIDGET (self->hand_label), 16);
  sq_reveal_set_child (self->reveal_button, GTK_WIDGET (self->hand_label));
  sq_reveal_set_pick_area (self->reveal_button, sq_turn_steps_get_choices (self->steps));
  g_signal_connect (self->reveal_button, "notify::revealed",
                    G_CALLBACK (on_reveal_button_toggled_cb), self);
}

/* Public API */

GtkWidget *
sq_turn_panel_new (void)
{
  return g_object_new (SQ_TYPE_TURN_PANEL, NULL);
}

/**
 * sq_turn_panel_get_game:
 *
 * Returns: (transfer none) (nullable): the game shown
 */
SqGame *
sq_turn_panel_get_game (SqTurnPanel *self)
{
  g_return_val_if_fail (SQ_IS_TURN_PANEL (self), NULL);

  return self->game;
}

void
sq_turn_panel_set_game (SqTurnPanel *self,
                        SqGame      *game)
{
  g_return_if_fail (SQ_IS_TURN_PANEL (self));
  g_return_if_fail (game == NULL || SQ_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    self->changed_handler = g_signal_connect_object (game, "changed",
                                                     G_CALLBACK (on_game_changed_cb),
                                                     self, G_CONNECT_DEFAULT);

  sq_reveal_conceal (self->reveal_button);
  rebuild (self, TRUE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * sq_turn_panel_choose:
 *
 * Applies @action as if its row had been activated (the window's actions
 * and the tests use it); the row need not be on screen.
 *
 * Returns: %TRUE if the game took it
 */
gboolean
sq_turn_panel_choose (SqTurnPanel    *self,
                      const SqAction *action,
                      GError        **error)
{
  g_return_val_if_fail (SQ_IS_TURN_PANEL (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  return choose (self, action, error);
}

/**
 * sq_turn_panel_apply_or_report:
 *
 * Applies @action; a refusal becomes ::refused, as for a press on the
 * panel (the main menu's seat and leave questions use it).
 */
void
sq_turn_panel_apply_or_report (SqTurnPanel    *self,
                               const SqAction *action)
{
  g_return_if_fail (SQ_IS_TURN_PANEL (self));
  g_return_if_fail (self->game != NULL);

  choose_or_report (self, action);
}

/**
 * sq_turn_panel_get_steps:
 *
 * Returns: (transfer none): the steps of the question on show
 */
SqTurnSteps *
sq_turn_panel_get_steps (SqTurnPanel *self)
{
  g_return_val_if_fail (SQ_IS_TURN_PANEL (self), NULL);

  return self->steps;
}

/**
 * sq_turn_panel_get_dice:
 *
 * Returns: (transfer none): the die the panel shows when the game waits
 *   for a d8 roll, and right after one
 */
GtkWidget *
sq_turn_panel_get_dice (SqTurnPanel *self)
{
  g_return_val_if_fail (SQ_IS_TURN_PANEL (self), NULL);

  return GTK_WIDGET (self->dice_view);
}

/**
 * sq_turn_panel_get_n_choices:
 *
 * Returns: how many choice rows are on show
 */
guint
sq_turn_panel_get_n_choices (SqTurnPanel *self)
{
  g_return_val_if_fail (SQ_IS_TURN_PANEL (self), 0);

  return self->n_choices + sq_turn_steps_get_n_choices (self->steps);
}

/**
 * sq_turn_panel_get_n_blocked:
 *
 * Returns: how many Heroic Action types are shown as not possible, with why
 */
guint
sq_turn_panel_get_n_blocked (SqTurnPanel *self)
{
  g_return_val_if_fail (SQ_IS_TURN_PANEL (self), 0);

  return sq_turn_blocked_get_n (&self->blocked);
}

/**
 * sq_turn_panel_get_prompt_topic:
 *
 * The topic of the rules reference that explains the question on show,
 * which the button beside it opens.
 *
 * Returns: (nullable): a topic id, or %NULL without a game
 */
const char *
sq_turn_panel_get_prompt_topic (SqTurnPanel *self)
{
  const SqState *state;
  SqDecision decision;

  g_return_val_if_fail (SQ_IS_TURN_PANEL (self), NULL);


  state = get_state (self);
  if (state == NULL)
    return NULL;

  decision = sq_state_get_decision (state);
  return sq_turn_panel_topic_for_decision (decision);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sq-cards.h"
#include "sq-dice-view.h"
#include "sq-reveal.h"
#include "sq-turn-panel.h"
#include "sq-text.h"

/* Enough for every choice of a heroic phase with a virtual hand; the
 * combinatorial ones (spoils, Convocation) are listed up to this many. */
#define MAX_CHOICES 384

struct _SqTurnPanel
{
  AdwBin              parent_instance;

  SqGame             *game;
  gulong              changed_handler;

  SqDiceView         *dice_view;
  gboolean            show_roll;       /* the last action rolled the d8 */

  /* One heading and boxed list per group of the rules, made once; their
   * rows are reused from one decision to the next, as making widgets is
   * what costs most in a redraw. */
  GtkWidget          *group_boxes[SQ_N_CHOICE_GROUPS];
  GtkWidget          *group_lists[SQ_N_CHOICE_GROUPS];
  GPtrArray          *group_rows[SQ_N_CHOICE_GROUPS];
  guint               group_used[SQ_N_CHOICE_GROUPS];

  guint               n_choices;
  guint               n_blocked;
  GPtrArray          *blocked_rows;    /* the rows of "Not possible now" */

  /* Template widgets */
  GtkLabel           *turn_label;
  GtkLabel           *prompt_label;
  GtkButton          *prompt_rule_button;
  GtkBox             *secret_box;
  GtkLabel           *secret_hint_label;
  SqReveal           *secret_reveal;
  guint               secret_card;     /* on the reveal, or SQ_NO_CARD */
  GtkBox             *dice_slot;
  GtkToggleButton    *reveal_button;
  GtkBox             *groups_box;
  AdwPreferencesGroup *blocked_group;
};

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

/* The topic of the rules reference that explains each question the game
 * asks (data/rules/reference.xml; test-game-flow checks they exist). */
static const char * const decision_topics[SQ_N_DECISIONS] = {
  [SQ_DECISION_NONE] = "end.game-over",
  [SQ_DECISION_OPENING_OFFER] = "setup.opening-share",
  [SQ_DECISION_OPENING_SHARE] = "setup.opening-share",
  [SQ_DECISION_EVIL] = "evil.options",
  [SQ_DECISION_ARMOR_CHOOSE] = "relic.armor",
  [SQ_DECISION_ENTER_BLACK] = "evil.draw",
  [SQ_DECISION_MERLIN_CANCEL] = "white.merlin-cancel",
  [SQ_DECISION_EXCALIBUR_CANCEL] = "relic.excalibur",
  [SQ_DECISION_PLACE_COMBAT] = "evil.face-down",
  [SQ_DECISION_CHOOSE_WAR] = "quest.wars",
  [SQ_DECISION_MORGAN_VOLUNTEER] = "black.morgan",
  [SQ_DECISION_DISCARD] = "cards.in-hand",
  [SQ_DECISION_HEROIC] = "heroic.overview",
  [SQ_DECISION_ARTHUR_ANSWER] = "power.arthur",
  [SQ_DECISION_D8] = "camelot.d8",
  [SQ_DECISION_KAY] = "power.kay",
  [SQ_DECISION_SPOILS] = "quest.spoils",
  [SQ_DECISION_GRAIL_OFFER] = "relic.grail",
  [SQ_DECISION_CONVOCATION] = "white.convocation",
  [SQ_DECISION_MESSENGER] = "white.messenger",
  [SQ_DECISION_CLAIRVOYANCE] = "white.clairvoyance",
  [SQ_DECISION_TRAITOR_STEAL] = "traitor.unmasked-turn",
  [SQ_DECISION_TRAITOR_EVIL] = "traitor.unmasked-turn",
  [SQ_DECISION_KNIGHT_SQUIRE] = "variant.squires-challenge",
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void rebuild (SqTurnPanel *self);

/* Helpers */

static const SqState *
get_state (SqTurnPanel *self)
{
  return self->game != NULL ? sq_game_get_state (self->game) : NULL;
}

static void
clear_rows (SqTurnPanel *self)
{
  for (guint g = 0; g < SQ_N_CHOICE_GROUPS; g++)
    self->group_used[g] = 0;
  self->n_blocked = 0;
}

/* Setting a label's text, even to the same text, makes GTK measure it
 * again, and measuring wrapped text is the costly part of a redraw. */
static void
set_label_text (GtkLabel   *label,
                const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    gtk_label_set_text (label, text);
}

/* The card only the decider may see: what a virtual draw put in front
 * of him, or the top of the deck Percival has looked at. SQ_NO_CARD if
 * none. */
static guint
pending_private_card (const SqState *state)
{
  const SqTask *top;

  if (state->setup.black_deck != SQ_DECK_VIRTUAL || state->n_stack == 0)
    return SQ_NO_CARD;

  top = &state->stack[state->n_stack - 1];
  if (sq_state_get_decision (state) == SQ_DECISION_PLACE_COMBAT)
    return top->a;
  if (sq_state_get_decision (state) == SQ_DECISION_EVIL && state->peeked &&
      state->black_draw.n > 0)
    return state->black_draw.c[state->black_draw.n - 1];

  return SQ_NO_CARD;
}

/* Whether a choice that names more than the public text may be gated
 * behind "Show …'s Cards". With the white cards on the table no hand is
 * known, so what the choices name (offered cards, Merlins) is public;
 * only black cards the decider alone has seen stay hidden. */
static gboolean
choices_may_hide (const SqState *state)
{
  if (state->setup.white_deck == SQ_DECK_VIRTUAL)
    return TRUE;

  switch (sq_state_get_decision (state))
    {
    case SQ_DECISION_EVIL:
    case SQ_DECISION_ARMOR_CHOOSE:
    case SQ_DECISION_PLACE_COMBAT:
    case SQ_DECISION_CLAIRVOYANCE:
      return state->setup.black_deck == SQ_DECK_VIRTUAL;

    default:
      return FALSE;
    }
}

/* Hides the secret after every action; a new one goes on the reveal
 * only when it changes, so an unchanged one stays where it is. */
static void
update_secret (SqTurnPanel *self,
               guint        card)
{
  GtkWidget *label;

  sq_reveal_conceal (self->secret_reveal);
  if (card == self->secret_card)
    return;

  self->secret_card = card;
  if (card == SQ_NO_CARD)
    {
      sq_reveal_set_child (self->secret_reveal, NULL);
      return;
    }

  label = gtk_label_new (sq_text_face (sq_card_face (card)));
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "title-1");
  gtk_widget_add_css_class (label, "secret-card");
  sq_reveal_set_child (self->secret_reveal, label);
}

static gboolean
choose (SqTurnPanel    *self,
        const SqAction *action,
        GError        **error)
{
  const SqState *state = get_state (self);
  g_autofree char *text = NULL;

  g_assert (state != NULL);

  text = sq_text_action (state, action, SQ_TEXT_PUBLIC, TRUE);
  self->show_roll = action->type == SQ_ACTION_ROLL_D8;
  if (!sq_game_apply (self->game, action, error))
    {
      self->show_roll = FALSE;
      return FALSE;
    }

  g_signal_emit (self, signals[APPLIED], 0, text);

  return TRUE;
}

/* A press on the panel: a refusal or a failed save becomes ::refused. */
static void
choose_or_report (SqTurnPanel    *self,
                  const SqAction *action)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  if (choose (self, action, &error))
    return;

  message = sq_text_refusal (error, get_state (self), action);
  g_signal_emit (self, signals[REFUSED], 0, message,
                 error->domain == SQ_RULES_ERROR ? error->message : NULL);
}

/* The kind of Heroic Action a group of choices stands for. */
static SqActionType
group_kind (SqChoiceGroup group)
{
  switch (group)
    {
    case SQ_CHOICE_GROUP_MOVE:
      return SQ_ACTION_MOVE;
    case SQ_CHOICE_GROUP_QUEST:
      return SQ_ACTION_DRAW_WHITE;
    case SQ_CHOICE_GROUP_SPECIAL:
      return SQ_ACTION_PLAY_SPECIAL;
    case SQ_CHOICE_GROUP_HEAL:
      return SQ_ACTION_HEAL;
    case SQ_CHOICE_GROUP_ACCUSE:
    default:
      return SQ_ACTION_ACCUSE;
    }
}

static char *
dup_rule_id (const GError *error)
{
  if (error == NULL || error->domain != SQ_RULES_ERROR)
    return NULL;

  return g_strdup (error->message);
}

/* Callbacks */

static void
on_choice_clicked_cb (GtkButton   *button,
                      SqTurnPanel *self)
{
  const SqAction *action = g_object_get_data (G_OBJECT (button), "sq-action");

  g_assert (action != NULL);

  choose_or_report (self, action);
}

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

static void on_reveal_button_toggled_cb (GtkToggleButton *button,
                                         SqTurnPanel     *self);

static void
on_game_changed_cb (SqGame      *game,
                    SqTurnPanel *self)
{
  /* a player's cards hide again after every action */
  g_signal_handlers_block_by_func (self->reveal_button, on_reveal_button_toggled_cb, self);
  gtk_toggle_button_set_active (self->reveal_button, FALSE);
  g_signal_handlers_unblock_by_func (self->reveal_button, on_reveal_button_toggled_cb, self);
  rebuild (self);
}

static void
on_reveal_button_toggled_cb (GtkToggleButton *button,
                             SqTurnPanel     *self)
{
  rebuild (self);
}

/* Building the panel */

/* A group of choices: the rules' heading over a boxed list. Each choice
 * is a button, so keyboards, screen readers and assistive technologies
 * can all press it (GTK 4.8 gives list rows no action to press). */
static void
make_group (SqTurnPanel   *self,
            SqChoiceGroup  group)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *heading = gtk_label_new (sq_text_choice_group_title (group));
  GtkWidget *list = gtk_list_box_new ();

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_widget_add_css_class (heading, "heading");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  sq_text_choice_group_title (group),
                                  -1);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), list);
  gtk_widget_set_visible (box, FALSE);
  gtk_box_append (self->groups_box, box);

  self->group_boxes[group] = box;
  self->group_lists[group] = list;
  self->group_rows[group] = g_ptr_array_new ();
}

static GtkWidget *
make_choice_row (SqTurnPanel *self)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *text = gtk_label_new (NULL);
  GtkWidget *icon = gtk_image_new_from_icon_name ("go-next-symbolic");

  /* Wrapped at words only: breaking inside words makes GTK measure the
   * label one character per line, which cost more than the rest of a
   * redraw (see docs/performance.md). */
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (box), text);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "choice-button");
  g_object_set_data (G_OBJECT (row), "sq-label", text);
  g_object_set_data (G_OBJECT (row), "sq-button", button);
  g_object_set_data_full (G_OBJECT (button), "sq-action", g_new0 (SqAction, 1), g_free);
  g_signal_connect_object (button, "clicked", G_CALLBACK (on_choice_clicked_cb),
                           self, G_CONNECT_DEFAULT);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), button);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, FALSE);

  return row;
}

static void
add_choice_row (SqTurnPanel    *self,
                SqChoiceGroup   group,
                const SqAction *action,
                const char     *label)
{
  GPtrArray *rows = self->group_rows[group];
  GtkWidget *row;
  GtkWidget *button;
  GtkLabel *text;

  if (self->group_used[group] < rows->len)
    row = g_ptr_array_index (rows, self->group_used[group]);
  else
    {
      row = make_choice_row (self);
      gtk_list_box_append (GTK_LIST_BOX (self->group_lists[group]), row);
      g_ptr_array_add (rows, row);
    }
  self->group_used[group]++;

  button = g_object_get_data (G_OBJECT (row), "sq-button");
  text = g_object_get_data (G_OBJECT (row), "sq-label");
  if (g_strcmp0 (gtk_label_get_text (text), label) != 0)
    {
      gtk_label_set_text (text, label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
    }
  memcpy (g_object_get_data (G_OBJECT (button), "sq-action"), action, sizeof *action);
  gtk_widget_set_visible (row, TRUE);
  self->n_choices++;
}

/* Shows the groups that got choices and hides the rows left over. */
static void
finish_groups (SqTurnPanel *self)
{
  for (guint g = 0; g < SQ_N_CHOICE_GROUPS; g++)
    {
      GPtrArray *rows = self->group_rows[g];

      for (guint i = self->group_used[g]; i < rows->len; i++)
        gtk_widget_set_visible (g_ptr_array_index (rows, i), FALSE);
      gtk_widget_set_visible (self->group_boxes[g], self->group_used[g] > 0);
    }
}

/* A row of "Not possible now": the Heroic Action, the reason and a
 * button to the rule. Not an AdwActionRow: its labels break inside words,
 * which makes measuring them cost more than the rest of a redraw. */
static GtkWidget *
make_blocked_row (SqTurnPanel *self)
{
  GtkWidget *row = adw_preferences_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *reason = gtk_label_new (NULL);
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Rule"));

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_xalign (GTK_LABEL (reason), 0);
  gtk_label_set_wrap (GTK_LABEL (reason), TRUE);
  gtk_widget_add_css_class (reason, "subtitle");
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_widget_set_valign (texts, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (texts), title);
  gtk_box_append (GTK_BOX (texts), reason);

  /* Translators: tooltip of the button beside a refused choice */
  gtk_widget_set_tooltip_text (button, _("Read the rule in the rules reference"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  g_signal_connect_object (button, "clicked", G_CALLBACK (on_rule_button_clicked_cb),
                           self, G_CONNECT_DEFAULT);

  gtk_box_append (GTK_BOX (box), texts);
  gtk_box_append (GTK_BOX (box), button);
  gtk_widget_add_css_class (box, "blocked-row-box");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_add_css_class (row, "blocked-row");

  g_object_set_data (G_OBJECT (row), "sq-title", title);
  g_object_set_data (G_OBJECT (row), "sq-reason", reason);
  g_object_set_data (G_OBJECT (row), "sq-button", button);

  adw_preferences_group_add (self->blocked_group, row);
  return row;
}

/* Like the choices, the rows of "Not possible now" are reused. */
static void
add_blocked_row (SqTurnPanel   *self,
                 SqChoiceGroup  group,
                 const char    *reason,
                 const char    *rule_id)
{
  const char *title = sq_text_choice_group_title (group);
  GtkWidget *row;
  GtkWidget *button;

  if (self->n_blocked < self->blocked_rows->len)
    row = g_ptr_array_index (self->blocked_rows, self->n_blocked);
  else
    {
      row = make_blocked_row (self);
      g_ptr_array_add (self->blocked_rows, row);
    }
  self->n_blocked++;

  if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title) != 0 ||
      g_strcmp0 (gtk_label_get_text (g_object_get_data (G_OBJECT (row), "sq-reason")), reason) != 0)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_label_set_text (g_object_get_data (G_OBJECT (row), "sq-title"), title);
      gtk_label_set_text (g_object_get_data (G_OBJECT (row), "sq-reason"), reason);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, reason,
                                      -1);
    }

  button = g_object_get_data (G_OBJECT (row), "sq-button");
  g_object_set_data_full (G_OBJECT (button), "sq-rule-id", g_strdup (rule_id), g_free);
  gtk_widget_set_visible (button, rule_id != NULL);
  gtk_widget_set_visible (row, TRUE);
}

static void
rebuild_status (SqTurnPanel   *self,
                const SqState *state)
{
  g_autofree char *prompt = NULL;
  g_autofree char *current = NULL;
  g_autofree char *turn = NULL;

  if (state == NULL)
    {
      set_label_text (self->turn_label, "");
      set_label_text (self->prompt_label, "");
      return;
    }

  current = sq_text_seat (state, state->current);
  /* Translators: the line over the turn panel: "Turn 4 · Sir Kay · Heroic Actions" */
  turn = g_strdup_printf (_("Turn %1$u · %2$s · %3$s"), state->turn, current, sq_text_phase (state));
  prompt = sq_text_prompt (state);

  set_label_text (self->turn_label, turn);
  set_label_text (self->prompt_label, prompt);
}

static void
rebuild_blocked (SqTurnPanel   *self,
                 const SqState *state,
                 const gboolean has_group[SQ_N_CHOICE_GROUPS])
{
  static const SqChoiceGroup heroic[] = {
    SQ_CHOICE_GROUP_MOVE,
    SQ_CHOICE_GROUP_QUEST,
    SQ_CHOICE_GROUP_SPECIAL,
    SQ_CHOICE_GROUP_HEAL,
    SQ_CHOICE_GROUP_ACCUSE,
  };

  if (sq_state_get_decision (state) != SQ_DECISION_HEROIC)
    return;

  for (guint i = 0; i < G_N_ELEMENTS (heroic); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *rule_id = NULL;
      g_autofree char *reason = NULL;

      /* the engine names the rule that really closes the kind */
      if (has_group[heroic[i]] || sq_heroic_kind_open (state, group_kind (heroic[i]), &error))
        continue;

      rule_id = dup_rule_id (error);
      reason = sq_text_error (error);
      add_blocked_row (self, heroic[i], reason, rule_id);
    }
}

static void
rebuild (SqTurnPanel *self)
{
  const SqState *state = get_state (self);
  g_autofree SqAction *actions = NULL;
  gboolean has_group[SQ_N_CHOICE_GROUPS] = { FALSE, };
  gboolean any_hidden = FALSE;
  gboolean reveal;
  gboolean may_hide;
  guint n;

  clear_rows (self);
  update_secret (self, state != NULL ? pending_private_card (state) : SQ_NO_CARD);
  self->n_choices = 0;
  self->n_blocked = 0;

  rebuild_status (self, state);

  gtk_widget_set_visible (GTK_WIDGET (self->secret_box),
                          state != NULL && pending_private_card (state) != SQ_NO_CARD);
  if (state != NULL && pending_private_card (state) != SQ_NO_CARD)
    {
      g_autofree char *drawer = sq_text_seat (state, sq_state_get_decider (state));
      g_autofree char *hint = NULL;

      if (sq_state_get_decision (state) == SQ_DECISION_EVIL)
        /* Translators: %s is Sir Percival, who may look at the top black
         * card; only his player looks */
        hint = g_strdup_printf (_("Only %s looks at the top black card."), drawer);
      else
        /* Translators: %s is a knight; only the player who drew the card may look at it */
        hint = g_strdup_printf (_("Only %s looks: the card stays secret until it is placed."), drawer);
      set_label_text (self->secret_hint_label, hint);
    }

  /* The die: while the game waits for it, and once more after the roll
   * so that the table sees the result settle. */
  if (state != NULL && sq_state_get_decision (state) == SQ_DECISION_D8)
    {
      sq_dice_view_clear (self->dice_view);
      sq_dice_view_set_physical (self->dice_view, state->setup.dice == SQ_DECK_PHYSICAL);
      gtk_widget_set_visible (GTK_WIDGET (self->dice_slot), TRUE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->dice_view), TRUE);
    }
  else if (state != NULL && self->show_roll && state->last_d8 != 0)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->dice_slot), TRUE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->dice_view), FALSE);
      sq_dice_view_show_result (self->dice_view, state->last_d8);
    }
  else
    gtk_widget_set_visible (GTK_WIDGET (self->dice_slot), FALSE);
  self->show_roll = FALSE;

  if (state == NULL || sq_state_get_decision (state) == SQ_DECISION_NONE)
    {
      finish_groups (self);
      gtk_widget_set_visible (GTK_WIDGET (self->reveal_button), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->blocked_group), FALSE);
      return;
    }

  actions = g_new0 (SqAction, MAX_CHOICES);
  n = sq_legal_actions (state, actions, MAX_CHOICES);
  reveal = gtk_toggle_button_get_active (self->reveal_button);
  may_hide = choices_may_hide (state);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *public_text = sq_text_action (state, &actions[i], SQ_TEXT_PUBLIC, FALSE);
      g_autofree char *private_text = sq_text_action (state, &actions[i], SQ_TEXT_PRIVATE, FALSE);
      SqChoiceGroup group = sq_text_choice_group (state, &actions[i]);
      gboolean hidden = may_hide && g_strcmp0 (public_text, private_text) != 0;

      has_group[group] = TRUE;
      if (actions[i].type == SQ_ACTION_ROLL_D8)
        {
          /* the die above offers these */
          self->n_choices++;
          continue;
        }
      if (hidden)
        {
          any_hidden = TRUE;
          if (!reveal)
            continue;
        }

      add_choice_row (self, group, &actions[i],
                      hidden || !may_hide ? private_text : public_text);
    }

  finish_groups (self);

  gtk_widget_set_visible (GTK_WIDGET (self->reveal_button), any_hidden);
  if (any_hidden)
    {
      g_autofree char *decider = sq_text_seat (state, sq_state_get_decider (state));
      g_autofree char *label = NULL;

      if (reveal)
        /* Translators: %s is a knight; hides the choices that name his cards */
        label = g_strdup_printf (_("_Hide %s’s Cards"), decider);
      else
        /* Translators: %s is a knight; only he should press it, it shows his cards */
        label = g_strdup_printf (_("_Show %s’s Cards"), decider);
      gtk_button_set_label (GTK_BUTTON (self->reveal_button), label);
    }

  rebuild_blocked (self, state, has_group);
  for (guint i = self->n_blocked; i < self->blocked_rows->len; i++)
    gtk_widget_set_visible (g_ptr_array_index (self->blocked_rows, i), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->blocked_group), self->n_blocked > 0);
}

/* GObject overrides */

static void
sq_turn_panel_dispose (GObject *object)
{
  SqTurnPanel *self = SQ_TURN_PANEL (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_clear_object (&self->game);

  gtk_widget_dispose_template (GTK_WIDGET (self), SQ_TYPE_TURN_PANEL);

  G_OBJECT_CLASS (sq_turn_panel_parent_class)->dispose (object);
}

static void
sq_turn_panel_finalize (GObject *object)
{
  SqTurnPanel *self = SQ_TURN_PANEL (object);

  g_clear_pointer (&self->blocked_rows, g_ptr_array_unref);
  for (guint g = 0; g < SQ_N_CHOICE_GROUPS; g++)
    g_clear_pointer (&self->group_rows[g], g_ptr_array_unref);

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

  gtk_widget_class_set_css_name (widget_class, "turnpanel");
}

static void
sq_turn_panel_init (SqTurnPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->secret_card = SQ_NO_CARD;

  /* Translators: accessible name of the button beside the question the
   * game asks now; it opens the rules reference */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->prompt_rule_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Rules for This Step"),
                                  -1);

  self->blocked_rows = g_ptr_array_new ();
  for (guint g = 0; g < SQ_N_CHOICE_GROUPS; g++)
    make_group (self, g);

  self->dice_view = SQ_DICE_VIEW (sq_dice_view_new ());
  gtk_widget_set_halign (GTK_WIDGET (self->dice_view), GTK_ALIGN_CENTER);
  g_signal_connect (self->dice_view, "roll", G_CALLBACK (on_dice_roll_cb), self);
  g_signal_connect (self->dice_view, "entered", G_CALLBACK (on_dice_entered_cb), self);
  gtk_box_append (self->dice_slot, GTK_WIDGET (self->dice_view));

  g_signal_connect (self->reveal_button, "toggled",
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

  gtk_toggle_button_set_active (self->reveal_button, FALSE);
  rebuild (self);
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

  return self->n_choices;
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

  return self->n_blocked;
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

/**
 * sq_turn_panel_topic_for_decision:
 * @decision: what the game asks
 *
 * Returns: (nullable): the topic of the rules reference that explains it
 */
const char *
sq_turn_panel_topic_for_decision (SqDecision decision)
{
  return decision < SQ_N_DECISIONS ? decision_topics[decision] : NULL;
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The engine has no list of legal bids: each bid is tried on a copy of
 * the state, which enables the buttons and says why not. The running
 * totals and the outcome are the engine's too: the state is copied and
 * everyone passes on the copy until the auction is resolved. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-legends-bid-panel.h"
#include "sq-legends-character-form.h"
#include "sq-legends-reason.h"
#include "sq-legends-text.h"
#include "sq-legends-widgets.h"

/* Struct */

struct _SqLegendsBidPanel
{
  AdwBin                  parent_instance;

  SqLegendsGame          *game;
  gulong                  changed_handler;
  GArray                 *company_ids;   /* guint8 character ids, as in company_list */

  /* Template widgets */
  SqLegendsReason        *action_reason;
  GtkLabel               *bidder_label;
  GtkBox                 *company_box;
  GtkButton              *company_button;
  GtkStringList          *company_list;
  SqLegendsReason        *company_reason;
  AdwComboRow            *company_row;
  GtkLabel               *event_label;
  SqLegendsCharacterForm *hand_form;
  GtkBox                 *hand_box;
  GtkButton              *hand_button;
  SqLegendsReason        *hand_reason;
  GtkLabel               *heraldic_label;
  GtkLabel               *outcome_label;
  GtkButton              *pass_button;
  GtkListBox             *seats_list;
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqLegendsBidPanel, sq_legends_bid_panel, ADW_TYPE_BIN)

/* Properties and signals */

enum
{
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Auxiliary functions */

static const SqLegendsState *
get_state (SqLegendsBidPanel *self)
{
  if (self->game == NULL)
    return NULL;

  return sq_legends_game_get_state (self->game);
}

static gboolean
is_bidding (SqLegendsBidPanel *self)
{
  const SqLegendsState *state = get_state (self);

  return state != NULL && state->decision == SQ_LEGENDS_DECISION_BID;
}

static guint
ability_mask (const SqLegendsEvent *event)
{
  guint mask = 0;

  for (guint i = 0; i < event->n_abilities && i < 2; i++)
    if (event->abilities[i] < SQ_LEGENDS_N_ABILITIES)
      mask |= 1u << event->abilities[i];

  return mask;
}

static void
hand_action (SqLegendsBidPanel *self,
             SqLegendsAction   *action)
{
  sq_legends_action_init (action, SQ_LEGENDS_ACTION_BID);
  sq_legends_character_form_get_card (self->hand_form, &action->card);
}

static gboolean
company_action (SqLegendsBidPanel *self,
                SqLegendsAction   *action)
{
  guint selected = adw_combo_row_get_selected (self->company_row);

  if (selected == GTK_INVALID_LIST_POSITION || selected >= self->company_ids->len)
    return FALSE;

  sq_legends_action_init (action, SQ_LEGENDS_ACTION_BID);
  action->n_characters = 1;
  action->characters[0] = g_array_index (self->company_ids, guint8, selected);

  return TRUE;
}

/* Tries @action on a copy: enables @action_name and says why not */
static void
check (SqLegendsBidPanel     *self,
       const char            *action_name,
       const SqLegendsAction *action,
       SqLegendsReason       *reason)
{
  sq_legends_check_action (GTK_WIDGET (self), self->game, action_name,
                           is_bidding (self) ? action : NULL, reason, NULL);
}

static void
check_all (SqLegendsBidPanel *self)
{
  SqLegendsAction action;

  hand_action (self, &action);
  check (self, "bid.hand", &action, self->hand_reason);

  if (company_action (self, &action))
    check (self, "bid.company", &action, self->company_reason);
  else
    check (self, "bid.company", NULL, self->company_reason);

  sq_legends_action_init (&action, SQ_LEGENDS_ACTION_PASS);
  check (self, "bid.pass", &action, NULL);
}

/* Everyone passes on a copy until the auction is resolved */
static SqLegendsState *
resolve_copy (const SqLegendsState *state)
{
  SqLegendsState *copy = sq_legends_state_copy (state);
  SqLegendsAction pass;

  sq_legends_action_init (&pass, SQ_LEGENDS_ACTION_PASS);
  for (guint i = 0; i <= SQ_LEGENDS_MAX_PLAYERS && copy->decision == SQ_LEGENDS_DECISION_BID; i++)
    if (!sq_legends_apply (copy, &pass, NULL))
      break;

  return copy;
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static void
rebuild_seats (SqLegendsBidPanel    *self,
               const SqLegendsState *state,
               const SqLegendsState *resolved)
{
  const char * const *names = sq_legends_game_get_names (self->game);

  clear_list (self->seats_list);

  /* round the table from the player who drew the event */
  for (guint i = 0; i < state->n_players; i++)
    {
      guint seat = (state->current + i) % state->n_players;
      guint n_bid = state->n_bids_by[seat];
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *title = sq_legends_text_player (names[seat], state->setup.colours[seat]);
      g_autoptr(GString) subtitle = g_string_new (NULL);

      /* Translators: bidding: how many characters a player has bid of the
       * event's maximum, e.g. “1 of 2 bid” */
      g_string_append_printf (subtitle, ngettext ("%1$u of %2$u bid", "%1$u of %2$u bid",
                                                  state->bidding.max_bids),
                              n_bid, state->bidding.max_bids);
      if (resolved->last_bidders & (1u << seat))
        {
          g_string_append (subtitle, _(" · "));
          /* Translators: bidding: the total of a player's bid characters */
          g_string_append_printf (subtitle, _("total %d"), resolved->last_totals[seat]);
        }
      g_string_append (subtitle, _(" · "));
      /* Translators: bidding: the characters left in a player's hand */
      g_string_append_printf (subtitle, ngettext ("%u in hand", "%u in hand", state->hand[seat]),
                              state->hand[seat]);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle->str);

      if ((gint) seat == state->bidder)
        {
          /* Translators: bidding: beside the player who decides now */
          GtkWidget *now = gtk_label_new (_("Bids now"));

          gtk_widget_add_css_class (now, "accent");
          gtk_widget_add_css_class (now, "heading");
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), now);
        }
      else if (n_bid >= state->bidding.max_bids)
        {
          /* Translators: bidding: beside a player who has bid the maximum */
          GtkWidget *done = gtk_label_new (_("At the maximum"));

          gtk_widget_add_css_class (done, "dim-label");
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), done);
        }

      gtk_list_box_append (self->seats_list, row);
    }
}

static void
rebuild_company (SqLegendsBidPanel    *self,
                 const SqLegendsState *state)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_null_terminated (8, g_free, TRUE);
  guint mask = ability_mask (&state->bidding);
  guint old = adw_combo_row_get_selected (self->company_row);
  guint8 old_id = old < self->company_ids->len
                  ? g_array_index (self->company_ids, guint8, old) : SQ_LEGENDS_NO_CHARACTER;
  guint select = 0;

  g_array_set_size (self->company_ids, 0);
  for (guint id = 0; id < SQ_LEGENDS_MAX_TABLE; id++)
    {
      const SqLegendsCharacter *c = &state->table[id];
      g_autofree char *who = NULL;
      g_autofree char *scores = NULL;
      guint8 id8 = id;

      if (!c->in_play || c->owner != state->bidder)
        continue;

      who = sq_legends_text_character (&c->card);
      scores = sq_legends_text_scores (&c->card, mask);
      if (id8 == old_id)
        select = self->company_ids->len;
      g_array_append_val (self->company_ids, id8);
      /* Translators: a character on the table offered for a bid: its name,
       * its location and its scores in the event's abilities */
      g_ptr_array_add (items, g_strdup_printf (_("%1$s, %2$s: %3$s"), who,
                                               sq_legends_text_location (c->location), scores));
    }

  gtk_string_list_splice (self->company_list, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->company_list)),
                          (const char * const *) items->pdata);
  if (self->company_ids->len > 0)
    adw_combo_row_set_selected (self->company_row, select);
  gtk_widget_set_visible (GTK_WIDGET (self->company_box), self->company_ids->len > 0);
}

static void
rebuild (SqLegendsBidPanel *self)
{
  const SqLegendsState *state = get_state (self);
  g_autoptr(SqLegendsState) resolved = NULL;
  g_autofree char *event = NULL;
  g_autofree char *heraldic = NULL;
  g_autofree char *fate = NULL;
  g_autofree char *outcome = NULL;
  g_autofree char *bidder = NULL;
  const char * const *names;

  if (state == NULL || state->decision != SQ_LEGENDS_DECISION_BID)
    {
      check_all (self);
      return;
    }

  names = sq_legends_game_get_names (self->game);

  event = sq_legends_text_event (&state->bidding);
  gtk_label_set_text (self->event_label, event);

  heraldic = sq_legends_text_heraldic (state);
  if (heraldic != NULL)
    {
      g_autofree char *line = NULL;

      line = g_strdup_printf ("%s. %s", heraldic,
                              state->setup.options.heraldic_in_bids
                              /* Translators: after the heraldic event in force, when bidding */
                              ? _("Its bonus counts in bids.")
                              /* Translators: after the heraldic event in force, when bidding */
                              : _("Its bonus does not count in bids at this table."));
      gtk_label_set_text (self->heraldic_label, line);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->heraldic_label), heraldic != NULL);

  resolved = resolve_copy (state);
  rebuild_seats (self, state, resolved);

  fate = sq_legends_text_fate (resolved, names);
  /* Translators: bidding: what the auction gives if every player passes
   * from now on; %s is the result */
  outcome = g_strdup_printf (_("If everyone passes from here: %s"), fate != NULL ? fate : "");
  gtk_label_set_text (self->outcome_label, outcome);

  /* Translators: bidding: the player who decides now, in large type */
  bidder = g_strdup_printf (_("%s to bid"), names[state->bidder]);
  gtk_label_set_text (self->bidder_label, bidder);

  sq_legends_character_form_set_abilities (self->hand_form, ability_mask (&state->bidding));
  sq_legends_character_form_set_show_lord (self->hand_form, FALSE);
  rebuild_company (self, state);

  check_all (self);
}

static void
apply (SqLegendsBidPanel     *self,
       const SqLegendsAction *action,
       gboolean               from_hand)
{
  g_autoptr(GError) error = NULL;

  if (!sq_legends_game_apply (self->game, action, &error))
    {
      sq_legends_reason_set_error (self->action_reason, error);
      return;
    }

  sq_legends_reason_set_error (self->action_reason, NULL);
  if (from_hand)
    sq_legends_character_form_reset (self->hand_form);
}

/* Callbacks */

static void
on_game_changed_cb (SqLegendsGame     *game,
                    SqLegendsBidPanel *self)
{
  rebuild (self);
}

static void
on_form_changed_cb (SqLegendsBidPanel *self)
{
  check_all (self);
}

/* Actions */

static void
bid_pass_cb (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SqLegendsAction action;

  sq_legends_action_init (&action, SQ_LEGENDS_ACTION_PASS);
  apply (SQ_LEGENDS_BID_PANEL (widget), &action, FALSE);
}

static void
bid_hand_cb (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SqLegendsBidPanel *self = SQ_LEGENDS_BID_PANEL (widget);
  SqLegendsAction action;

  hand_action (self, &action);
  apply (self, &action, TRUE);
}

static void
bid_company_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  SqLegendsBidPanel *self = SQ_LEGENDS_BID_PANEL (widget);
  SqLegendsAction action;

  if (company_action (self, &action))
    apply (self, &action, FALSE);
}

/* GObject overrides */

static void
sq_legends_bid_panel_dispose (GObject *object)
{
  SqLegendsBidPanel *self = SQ_LEGENDS_BID_PANEL (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_clear_object (&self->game);

  gtk_widget_dispose_template (GTK_WIDGET (self), SQ_TYPE_LEGENDS_BID_PANEL);

  G_OBJECT_CLASS (sq_legends_bid_panel_parent_class)->dispose (object);
}

static void
sq_legends_bid_panel_finalize (GObject *object)
{
  SqLegendsBidPanel *self = SQ_LEGENDS_BID_PANEL (object);

  g_clear_pointer (&self->company_ids, g_array_unref);

  G_OBJECT_CLASS (sq_legends_bid_panel_parent_class)->finalize (object);
}

static void
sq_legends_bid_panel_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  SqLegendsBidPanel *self = SQ_LEGENDS_BID_PANEL (object);

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
sq_legends_bid_panel_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  SqLegendsBidPanel *self = SQ_LEGENDS_BID_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      sq_legends_bid_panel_set_game (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_legends_bid_panel_class_init (SqLegendsBidPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_legends_bid_panel_dispose;
  object_class->finalize = sq_legends_bid_panel_finalize;
  object_class->get_property = sq_legends_bid_panel_get_property;
  object_class->set_property = sq_legends_bid_panel_set_property;

  properties[PROP_GAME] = sq_legends_game_param_spec ();

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SqLegendsBidPanel::show-rule:
   * @rule_id: the rule to open in the rules reference
   */
  sq_legends_show_rule_signal_new (G_TYPE_FROM_CLASS (klass));

  g_type_ensure (SQ_TYPE_LEGENDS_CHARACTER_FORM);
  g_type_ensure (SQ_TYPE_LEGENDS_REASON);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-legends-bid-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, SqLegendsBidPanel, action_reason);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsBidPanel, bidder_label);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsBidPanel, company_box);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsBidPanel, company_button);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsBidPanel, company_list);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsBidPanel, company_reason);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsBidPanel, company_row);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsBidPanel, event_label);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsBidPanel, hand_box);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsBidPanel, hand_button);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsBidPanel, hand_form);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsBidPanel, hand_reason);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsBidPanel, heraldic_label);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsBidPanel, outcome_label);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsBidPanel, pass_button);
  gtk_widget_class_bind_template_child (widget_class, SqLegendsBidPanel, seats_list);
  gtk_widget_class_bind_template_callback (widget_class, on_form_changed_cb);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_show_rule_cb",
                                                G_CALLBACK (sq_legends_pass_on_show_rule));

  gtk_widget_class_install_action (widget_class, "bid.pass", NULL, bid_pass_cb);
  gtk_widget_class_install_action (widget_class, "bid.hand", NULL, bid_hand_cb);
  gtk_widget_class_install_action (widget_class, "bid.company", NULL, bid_company_cb);
}

static void
sq_legends_bid_panel_init (SqLegendsBidPanel *self)
{
  self->company_ids = g_array_new (FALSE, FALSE, sizeof (guint8));

  gtk_widget_init_template (GTK_WIDGET (self));
  check_all (self);
}

/* Public API */

GtkWidget *
sq_legends_bid_panel_new (void)
{
  return g_object_new (SQ_TYPE_LEGENDS_BID_PANEL, NULL);
}

SqLegendsGame *
sq_legends_bid_panel_get_game (SqLegendsBidPanel *self)
{
  g_return_val_if_fail (SQ_IS_LEGENDS_BID_PANEL (self), NULL);

  return self->game;
}

void
sq_legends_bid_panel_set_game (SqLegendsBidPanel *self,
                               SqLegendsGame     *game)
{
  g_return_if_fail (SQ_IS_LEGENDS_BID_PANEL (self));
  g_return_if_fail (game == NULL || SQ_IS_LEGENDS_GAME (game));

  if (!sq_legends_follow_game (self, &self->game, &self->changed_handler, game,
                               G_CALLBACK (on_game_changed_cb)))
    return;

  sq_legends_reason_set_error (self->action_reason, NULL);
  sq_legends_character_form_reset (self->hand_form);
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * sq_legends_bid_panel_get_part:
 * @name: "hand-form", "company-row", "hand-reason", "company-reason",
 *   "action-reason", "outcome-label", "bidder-label" or "seats-list"
 *
 * For tests: one of the panel's widgets.
 *
 * Returns: (transfer none) (nullable): the widget
 */
GtkWidget *
sq_legends_bid_panel_get_part (SqLegendsBidPanel *self,
                               const char        *name)
{
  static const SqLegendsPart parts[] = {
    { "hand-form", G_STRUCT_OFFSET (SqLegendsBidPanel, hand_form) },
    { "company-row", G_STRUCT_OFFSET (SqLegendsBidPanel, company_row) },
    { "hand-reason", G_STRUCT_OFFSET (SqLegendsBidPanel, hand_reason) },
    { "company-reason", G_STRUCT_OFFSET (SqLegendsBidPanel, company_reason) },
    { "action-reason", G_STRUCT_OFFSET (SqLegendsBidPanel, action_reason) },
    { "outcome-label", G_STRUCT_OFFSET (SqLegendsBidPanel, outcome_label) },
    { "bidder-label", G_STRUCT_OFFSET (SqLegendsBidPanel, bidder_label) },
    { "seats-list", G_STRUCT_OFFSET (SqLegendsBidPanel, seats_list) },
  };

  g_return_val_if_fail (SQ_IS_LEGENDS_BID_PANEL (self), NULL);

  return sq_legends_find_part (self, parts, G_N_ELEMENTS (parts), name);
}

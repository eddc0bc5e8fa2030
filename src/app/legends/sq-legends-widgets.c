/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The pieces every Camelot Legends panel had written out again: written
 * once here (see sq-legends-widgets.h). */

#include "config.h"

#include "sq-legends-widgets.h"

/* The "game" property of a panel: the game it shows and enters into */
GParamSpec *
sq_legends_game_param_spec (void)
{
  return g_param_spec_object ("game", NULL, NULL,
                              SQ_TYPE_LEGENDS_GAME,
                              (G_PARAM_READWRITE |
                               G_PARAM_EXPLICIT_NOTIFY |
                               G_PARAM_STATIC_STRINGS));
}

/**
 * sq_legends_show_rule_signal_new:
 * @type: the panel's type
 *
 * The "show-rule" signal of a panel, with one argument, the id of the
 * rule to open in the rules reference.
 *
 * Returns: the signal id
 */
guint
sq_legends_show_rule_signal_new (GType type)
{
  return g_signal_new ("show-rule",
                       type,
                       G_SIGNAL_RUN_LAST,
                       0, NULL, NULL, NULL,
                       G_TYPE_NONE, 1, G_TYPE_STRING);
}

/**
 * sq_legends_pass_on_show_rule:
 * @child: a widget of @panel's template that emitted "show-rule"
 * @rule_id: the rule
 * @panel: the template's object, whose "show-rule" says it in turn
 *
 * The template callback "on_show_rule_cb" of every panel.
 */
void
sq_legends_pass_on_show_rule (GtkWidget  *child,
                              const char *rule_id,
                              gpointer    panel)
{
  g_signal_emit_by_name (panel, "show-rule", rule_id);
}

/**
 * sq_legends_follow_game:
 * @panel: the panel
 * @slot: where @panel keeps its game
 * @handler: where @panel keeps its handler of the game's "changed"
 * @game: (nullable): the new game
 * @changed_cb: the handler, called with @panel as its user data
 *
 * Moves @panel's handler of "changed" from the game in @slot to @game.
 *
 * Returns: %FALSE if @game already was the one in @slot
 */
gboolean
sq_legends_follow_game (gpointer        panel,
                        SqLegendsGame **slot,
                        gulong         *handler,
                        SqLegendsGame  *game,
                        GCallback       changed_cb)
{
  g_return_val_if_fail (slot != NULL && handler != NULL, FALSE);
  g_return_val_if_fail (game == NULL || SQ_IS_LEGENDS_GAME (game), FALSE);

  if (*slot == game)
    return FALSE;

  if (*slot != NULL)
    g_clear_signal_handler (handler, *slot);
  g_set_object (slot, game);
  if (game != NULL)
    *handler = g_signal_connect_object (game, "changed", changed_cb, panel, G_CONNECT_DEFAULT);

  return TRUE;
}

/**
 * sq_legends_check_action:
 * @panel: the panel whose action @action_name is
 * @game: (nullable): the game
 * @action_name: the widget action of the button that enters @action
 * @action: (nullable): the action, or %NULL if what is entered makes none
 * @reason: (nullable): where to say why the rules refuse it
 * @error: (out) (optional): the refusal
 *
 * Tries @action on a copy of @game's state and enables @action_name
 * only if the rules allow it; @reason shows the refusal, or nothing.
 *
 * Returns: whether @action is allowed now
 */
gboolean
sq_legends_check_action (GtkWidget             *panel,
                         SqLegendsGame         *game,
                         const char            *action_name,
                         const SqLegendsAction *action,
                         SqLegendsReason       *reason,
                         GError               **error)
{
  g_autoptr(GError) local_error = NULL;
  gboolean ok = action != NULL && game != NULL
                && sq_legends_game_check (game, action, &local_error);

  gtk_widget_action_set_enabled (panel, action_name, ok);
  if (reason != NULL)
    sq_legends_reason_set_error (reason, ok ? NULL : local_error);
  if (local_error != NULL)
    g_propagate_error (error, g_steal_pointer (&local_error));

  return ok;
}

/* The widget named @name in @parts, or NULL */
GtkWidget *
sq_legends_find_part (gpointer             panel,
                      const SqLegendsPart *parts,
                      gsize                n_parts,
                      const char          *name)
{
  for (gsize i = 0; i < n_parts; i++)
    if (g_strcmp0 (parts[i].name, name) == 0)
      return G_STRUCT_MEMBER (GtkWidget *, panel, parts[i].offset);

  return NULL;
}

/* Whether @decision is a phase of a player's turn, not of bidding or setup */
gboolean
sq_legends_is_turn_phase (guint decision)
{
  return decision == SQ_LEGENDS_DECISION_CARD_TEXT
         || decision == SQ_LEGENDS_DECISION_COMPLETE
         || decision == SQ_LEGENDS_DECISION_ACTIONS;
}

/* Sets @label's text only when it changes: the panels rebuild on every
 * change of the game. %NULL is the empty text. */
void
sq_legends_set_label (GtkLabel   *label,
                      const char *text)
{
  if (text == NULL)
    text = "";
  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    gtk_label_set_text (label, text);
}

/* A button in a flow box: its slot goes with it, or the box leaves a gap */
void
sq_legends_set_button_visible (GtkWidget *button,
                               gboolean   visible)
{
  GtkWidget *parent = gtk_widget_get_parent (button);

  gtk_widget_set_visible (button, visible);
  if (GTK_IS_FLOW_BOX_CHILD (parent))
    gtk_widget_set_visible (parent, visible);
}

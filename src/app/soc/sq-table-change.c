/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-table-change.h"
#include "sq-text.h"

/* Joining and leaving are few: the whole list is short. */
#define MAX_ACTIONS 64

/* The engine's own answer: the first legal action of @type, if any. */
static gboolean
find_legal (const SqState *state,
            SqActionType   type,
            gint           target,
            SqAction      *out)
{
  SqDecision d;
  SqAction actions[MAX_ACTIONS];
  guint n;

  if (state == NULL)
    return FALSE;
  /* only the Progression of Evil (and an unmasked traitor's turn) offers them */
  d = sq_state_get_decision (state);
  if (d != SQ_DECISION_EVIL && d != SQ_DECISION_TRAITOR_EVIL)
    return FALSE;
  n = sq_legal_actions (state, actions, G_N_ELEMENTS (actions));
  for (guint i = 0; i < n; i++)
    if (actions[i].type == type && (target < 0 || actions[i].target == target))
      {
        if (out != NULL)
          *out = actions[i];
        return TRUE;
      }
  return FALSE;
}

gboolean
sq_table_change_can_join (const SqState *state)
{
  return find_legal (state, SQ_ACTION_JOIN, -1, NULL);
}

gboolean
sq_table_change_can_leave (const SqState *state)
{
  return find_legal (state, SQ_ACTION_LEAVE, -1, NULL);
}

static void
set_enabled (GActionMap *actions,
             const char *name,
             gboolean    enabled)
{
  GAction *action = g_action_map_lookup_action (actions, name);

  if (G_IS_SIMPLE_ACTION (action))
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

/**
 * sq_table_change_update_actions:
 * @actions: the game page's actions
 * @state: (nullable): the game on show
 *
 * Enables seat-player and knight-leaves (game.seat-player and
 * game.knight-leaves in the window) when the rules allow them.
 */
void
sq_table_change_update_actions (GActionMap    *actions,
                                const SqState *state)
{
  set_enabled (actions, "seat-player", sq_table_change_can_join (state));
  set_enabled (actions, "knight-leaves", sq_table_change_can_leave (state));
}

static void
on_join_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     SqTurnPanel      *panel)
{
  SqGame *game = sq_turn_panel_get_game (panel);
  SqAction join;

  if (g_strcmp0 (response, "seat") != 0 || game == NULL)
    return;
  if (find_legal (sq_game_get_state (game), SQ_ACTION_JOIN, -1, &join))
    sq_turn_panel_apply_or_report (panel, &join);
}

void
sq_table_change_ask_join (GtkWindow   *parent,
                          SqTurnPanel *panel)
{
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (parent,
                                   /* Translators: heading of the question before a new player sits down */
                                   _("Seat a New Player?"),
                                   /* Translators: body of the question before a new player sits down */
                                   _("A new player sits down at the table and takes a knight at random."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    /* Translators: the button that seats a new player */
                                    "seat", _("_Seat the Player"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "seat",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_join_response_cb), panel,
                           G_CONNECT_DEFAULT);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_leave_response_cb (AdwMessageDialog *dialog,
                      const char       *response,
                      SqTurnPanel      *panel)
{
  SqGame *game = sq_turn_panel_get_game (panel);
  SqAction leave;
  guint64 seat;

  if (game == NULL || !g_str_has_prefix (response, "seat-") ||
      !g_ascii_string_to_unsigned (response + 5, 10, 0, SQ_MAX_SEATS - 1, &seat, NULL))
    return;
  if (find_legal (sq_game_get_state (game), SQ_ACTION_LEAVE, (gint) seat, &leave))
    sq_turn_panel_apply_or_report (panel, &leave);
}

void
sq_table_change_ask_leave (GtkWindow   *parent,
                           SqTurnPanel *panel)
{
  SqGame *game = sq_turn_panel_get_game (panel);
  const SqState *state = game != NULL ? sq_game_get_state (game) : NULL;
  GtkWidget *dialog;

  if (state == NULL)
    return;

  dialog = adw_message_dialog_new (parent,
                                   /* Translators: heading of the question before a knight leaves */
                                   _("Which Knight Leaves the Game?"),
                                   /* Translators: body of the question before a knight leaves */
                                   _("The knight leaves the table for good. Undo brings him back."));
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"));
  for (guint i = 0; i < state->n_seats; i++)
    {
      g_autofree char *id = NULL;
      g_autofree char *name = NULL;

      if (!find_legal (state, SQ_ACTION_LEAVE, i, NULL))
        continue;
      id = g_strdup_printf ("seat-%u", i);
      name = sq_text_seat (state, i);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), id, name);
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), id,
                                                  ADW_RESPONSE_DESTRUCTIVE);
    }
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_leave_response_cb), panel,
                           G_CONNECT_DEFAULT);
  gtk_window_present (GTK_WINDOW (dialog));
}

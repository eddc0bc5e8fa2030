/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* "Correct…" from the history. The first question is a card picker with
 * the values the entry could have had (1-8 for a d8, the Black cards the
 * deck could have given there); a pick replays the game. If every later
 * action still applies, the correction is made at once. Otherwise a
 * second question names the first action that no longer applies and the
 * rule that now refuses it, and the table chooses: keep the game up to
 * there, or cancel the correction (the default). Either way the
 * correction is one entry of the history, so one Undo takes it back. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-card-picker.h"
#include "sq-cards.h"
#include "sq-correction-dialog.h"
#include "sq-text.h"
#include "sq-text-events.h"

typedef struct {
  GtkWidget *owner;       /* the history view: its ::failed hears of a failed save */
  SqGame    *game;
  guint      entry;       /* the history entry */
  guint      index;       /* the game's action it stands for */
  guint      n_actions;   /* the game's actions when asked */
  SqAction   replacement;
} Ask;

/* Helpers */

static void
ask_free (gpointer data)
{
  Ask *ask = data;

  g_clear_object (&ask->owner);
  g_clear_object (&ask->game);
  g_free (ask);
}

static void
report (Ask          *ask,
        const GError *error)
{
  g_autofree char *message = sq_text_error (error);

  if (g_signal_lookup ("failed", G_OBJECT_TYPE (ask->owner)) != 0)
    g_signal_emit_by_name (ask->owner, "failed", message);
}

/* The entry must still be the one asked about: the game may have moved
 * on while the question was open (another window, an undo) */
static gboolean
still_valid (Ask *ask)
{
  guint index;

  return sq_game_entry_correctable (ask->game, ask->entry, &index) && index == ask->index;
}

static void
correct (Ask   *ask,
         guint  n_kept)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *told = NULL;

  if (!still_valid (ask))
    return;
  if (!sq_game_correct (ask->game, ask->index, &ask->replacement, n_kept, &error))
    {
      report (ask, error);
      return;
    }
  /* the correction's line of the history, in a message with Undo */
  told = sq_text_told (sq_game_get_log (ask->game), sq_game_get_position (ask->game) - 1, FALSE);
  gtk_widget_activate_action (ask->owner, "game.announce", "s", told);
}

static void
on_keep_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     Ask              *ask)
{
  guint n_kept = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "sq-n-kept"));

  if (g_strcmp0 (response, "keep") == 0)
    correct (ask, n_kept);
}

/* Which action no longer applies, in which turn, and why */
static void
ask_what_to_keep (Ask          *ask,
                  guint         first,
                  const SqState *at,
                  const GError *refusal)
{
  const SqAction *action = sq_game_get_action (ask->game, first);
  g_autofree char *what = sq_text_action (at, action, SQ_TEXT_PUBLIC, TRUE);
  g_autofree char *why = sq_text_refusal (refusal, at, action);
  g_autofree char *lost = NULL;
  g_autofree char *body = NULL;
  GtkRoot *root = gtk_widget_get_root (ask->owner);
  GtkWidget *dialog;
  guint n_after = ask->n_actions - first - 1;

  if (n_after == 0)
    /* Translators: the choice after a correction */
    lost = g_strdup (_("Keep the game up to there, without this action, or cancel the correction?"));
  else
    lost = g_strdup_printf (ngettext (
      /* Translators: the choice after a correction; %u is how many actions
       * follow the one that no longer applies */
      "Keep the game up to there, without this action and the %u action after it, or cancel the correction?",
      "Keep the game up to there, without this action and the %u actions after it, or cancel the correction?",
      n_after), n_after);
  body = g_strdup_printf (
    /* Translators: %1$u is a turn number, %2$s an action of the game log
     * (“Sir Kay rolled 3…”), %3$s why the rules now refuse it, %4$s the
     * question what to keep */
    _("With the correction, this action of turn %1$u no longer applies: “%2$s”.\n\n%3$s\n\n%4$s"),
    at->turn, what, why, lost);

  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   /* Translators: heading of the question after a correction */
                                   _("A Later Action No Longer Applies"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    /* Translators: leaves the game as it was */
                                    "cancel", _("_Cancel the Correction"),
                                    /* Translators: makes the correction and drops the actions
                                     * from the one that no longer applies */
                                    "keep", _("_Keep the Game up to Here"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "keep",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "sq-n-kept", GUINT_TO_POINTER (first));
  g_object_set_data_full (G_OBJECT (dialog), "sq-ask", ask, ask_free);
  g_signal_connect (dialog, "response", G_CALLBACK (on_keep_response_cb), ask);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_picker_picked_cb (SqCardPicker *picker,
                     guint         item,
                     Ask          *ask)
{
  GtkWidget *dialog = gtk_widget_get_ancestor (GTK_WIDGET (picker), ADW_TYPE_MESSAGE_DIALOG);
  g_autoptr(GError) refusal = NULL;
  Ask *next;
  SqState at;
  guint first;

  if (ask->replacement.type == SQ_ACTION_ROLL_D8)
    ask->replacement.value = item;
  else
    ask->replacement.cards[0] = item;

  /* the question goes; the next one, if any, takes over the data */
  next = g_memdup2 (ask, sizeof *ask);
  g_object_ref (next->owner);
  g_object_ref (next->game);
  gtk_window_destroy (GTK_WINDOW (dialog));

  if (!still_valid (next))
    {
      ask_free (next);
      return;
    }

  first = sq_game_try_correction (next->game, next->index, &next->replacement, &at, &refusal);
  if (first == next->n_actions)
    {
      correct (next, first);
      ask_free (next);
    }
  else
    ask_what_to_keep (next, first, &at, refusal);
}

/* The values the entry could have had instead: every d8 value, or every
 * Black card the engine accepts in its place */
static guint
list_choices (Ask       *ask,
              guint8    *items,
              char     **labels)
{
  const SqAction *action = sq_game_get_action (ask->game, ask->index);
  guint n = 0;

  if (action->type == SQ_ACTION_ROLL_D8)
    {
      for (guint v = 1; v <= 8; v++)
        if (v != action->value)
          {
            items[n] = v;
            labels[n++] = g_strdup_printf ("%u", v);
          }
      return n;
    }

  for (guint f = 0; f < SQ_N_FACES; f++)
    {
      SqAction other = *action;

      if (!sq_face_is_black (f) || f == action->cards[0])
        continue;
      other.cards[0] = f;
      /* refused at the entry itself: the deck could not have given it */
      if (sq_game_try_correction (ask->game, ask->index, &other, NULL, NULL) == ask->index)
        continue;
      items[n] = f;
      labels[n++] = g_strdup (sq_text_face (f));
    }

  return n;
}

/* Public API */

/**
 * sq_correction_dialog_ask:
 * @owner: the widget the question comes from; if it has a ::failed
 *   signal (a string), a correction that could not be saved is told there
 * @game: the game
 * @entry: a history entry that sq_game_entry_correctable() accepts
 *
 * Asks what the table really entered, and corrects the game.
 */
void
sq_correction_dialog_ask (GtkWidget *owner,
                          SqGame    *game,
                          guint      entry)
{
  g_autoptr(SqState) before = NULL;
  const SqAction *action;
  guint8 items[SQ_N_FACES];
  char *labels[SQ_N_FACES + 1] = { NULL };
  g_autofree char *summary = NULL;
  GtkRoot *root;
  GtkWidget *dialog;
  GtkWidget *picker;
  GtkWidget *scroller;
  Ask *ask;
  guint n;

  g_return_if_fail (GTK_IS_WIDGET (owner));
  g_return_if_fail (SQ_IS_GAME (game));

  ask = g_new0 (Ask, 1);
  ask->owner = g_object_ref (owner);
  ask->game = g_object_ref (game);
  ask->entry = entry;
  if (!sq_game_entry_correctable (game, entry, &ask->index))
    {
      ask_free (ask);
      return;
    }
  action = sq_game_get_action (game, ask->index);
  ask->replacement = *action;
  before = sq_game_dup_state_before (game, ask->index);
  ask->n_actions = sq_game_get_n_actions (game);

  picker = sq_card_picker_new ();
  n = list_choices (ask, items, labels);
  sq_card_picker_set_items (SQ_CARD_PICKER (picker), items, (const char * const *) labels, n);
  for (guint i = 0; i < n; i++)
    g_free (labels[i]);

  if (action->type == SQ_ACTION_ROLL_D8)
    {
      sq_card_picker_set_title (SQ_CARD_PICKER (picker),
                                /* Translators: the question of Correct… on a d8 roll */
                                _("Which number did the d8 show?"));
      /* Translators: %1$u is the d8 value entered, %2$u a turn number */
      summary = g_strdup_printf (_("The table entered %1$u for the roll of turn %2$u."),
                                 action->value, before->turn);
    }
  else
    {
      sq_card_picker_set_title (SQ_CARD_PICKER (picker),
                                /* Translators: the question of Correct… on a Black card */
                                _("Which black card was drawn?"));
      /* Translators: %1$s is the Black card entered, %2$u a turn number */
      summary = g_strdup_printf (_("The table entered %1$s for the black card of turn %2$u."),
                                 sq_text_face (action->cards[0]), before->turn);
    }
  sq_card_picker_set_summary (SQ_CARD_PICKER (picker), summary);

  root = gtk_widget_get_root (owner);
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   action->type == SQ_ACTION_ROLL_D8
                                   /* Translators: heading of Correct… on a d8 roll */
                                   ? _("Correct the Roll")
                                   /* Translators: heading of Correct… on a Black card */
                                   : _("Correct the Black Card"),
                                   /* Translators: body of Correct… */
                                   _("The game is played again from there with the right value."));
  /* some thirty Black cards: the list scrolls rather than outgrow a phone */
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 360);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), picker);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), scroller);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"));
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "sq-ask", ask, ask_free);
  g_signal_connect (picker, "picked", G_CALLBACK (on_picker_picked_cb), ask);
  gtk_window_present (GTK_WINDOW (dialog));
  sq_card_picker_focus_first (SQ_CARD_PICKER (picker));
}

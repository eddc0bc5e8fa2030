/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * "Not possible now" under the turn panel: each Heroic Action type the
 * knight cannot take, with the engine's reason and a button to the rule.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-turn-blocked.h"
#include "sq-chrome.h"
#include "sq-rules.h"
#include "sq-text.h"
#include "sq-tooltip.h"
#include "sq-wrap-bin.h"

/* The kind of Heroic Action a group of choices stands for */
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

/* A row of "Not possible now": the Heroic Action, the reason and a
 * button to the rule. Not an AdwActionRow: its labels break inside words,
 * which makes measuring them cost more than the rest of a redraw. */
static GtkWidget *
make_blocked_row (SqTurnBlocked *b)
{
  GtkWidget *row = adw_preferences_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *reason = gtk_label_new (NULL);
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Rule"));
  GtkWidget *wrap;

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  sq_chrome_column_label (title, 16);
  gtk_label_set_xalign (GTK_LABEL (reason), 0);
  sq_chrome_column_label (reason, 16);
  gtk_widget_add_css_class (reason, "subtitle");
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_box_append (GTK_BOX (texts), title);
  gtk_box_append (GTK_BOX (texts), reason);
  /* beside the button, their width for any height: see SqWrapBin */
  wrap = sq_wrap_bin_new (texts);
  gtk_widget_set_valign (wrap, GTK_ALIGN_CENTER);

  /* Translators: tooltip of the button beside a refused choice */
  sq_tooltip_set_text (button, _("Read the rule in the rules reference"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  g_signal_connect (button, "clicked", b->rule_clicked, b->data);

  gtk_box_append (GTK_BOX (box), wrap);
  gtk_box_append (GTK_BOX (box), button);
  gtk_widget_add_css_class (box, "blocked-row-box");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_add_css_class (row, "blocked-row");

  g_object_set_data (G_OBJECT (row), "sq-title", title);
  g_object_set_data (G_OBJECT (row), "sq-reason", reason);
  g_object_set_data (G_OBJECT (row), "sq-button", button);

  adw_preferences_group_add (b->group, row);
  return row;
}

/* Each Heroic Action type has its own row, made once, in the order of
 * heroic[], and kept with its texts while out of sight: a row shown again
 * with the same reason is not laid out again, as it was when the rows
 * were handed out in turn and one type's reason moved to another's row. */
static void
show_blocked_row (SqTurnBlocked *b,
                  guint          index,
                  SqChoiceGroup  group,
                  const char    *reason,
                  const char    *rule_id)
{
  const char *title = sq_text_choice_group_title (group);
  GtkWidget *row;
  GtkWidget *button;

  while (b->rows->len <= index)
    g_ptr_array_add (b->rows, make_blocked_row (b));
  row = g_ptr_array_index (b->rows, index);
  b->shown |= 1u << index;

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

/**
 * sq_turn_blocked_rebuild:
 * @state: (nullable): the game, or %NULL for no question
 * @has_group: (nullable): the groups of choices on show; read only for a
 *   Heroic Action
 *
 * Shows a row for each Heroic Action type refused now, with why; none
 * outside a Heroic Action. sq_turn_blocked_finish() then hides the rest.
 */
void
sq_turn_blocked_rebuild (SqTurnBlocked  *b,
                         const SqState  *state,
                         const gboolean  has_group[SQ_N_CHOICE_GROUPS])
{
  static const SqChoiceGroup heroic[] = {
    SQ_CHOICE_GROUP_MOVE,
    SQ_CHOICE_GROUP_QUEST,
    SQ_CHOICE_GROUP_SPECIAL,
    SQ_CHOICE_GROUP_HEAL,
    SQ_CHOICE_GROUP_ACCUSE,
  };

  b->shown = 0;
  if (state == NULL || sq_state_get_decision (state) != SQ_DECISION_HEROIC)
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
      show_blocked_row (b, i, heroic[i], reason, rule_id);
    }
}


/**
 * sq_turn_blocked_finish:
 *
 * Hides the rows of the types not refused now, and the group when it is
 * empty.
 */
void
sq_turn_blocked_finish (SqTurnBlocked *b)
{
  for (guint i = 0; i < b->rows->len; i++)
    gtk_widget_set_visible (g_ptr_array_index (b->rows, i), (b->shown & (1u << i)) != 0);
  gtk_widget_set_visible (GTK_WIDGET (b->group), b->shown != 0);
}

/**
 * sq_turn_blocked_get_n:
 *
 * Returns: how many rows are on show
 */
guint
sq_turn_blocked_get_n (const SqTurnBlocked *b)
{
  guint n = 0;

  for (guint shown = b->shown; shown != 0; shown &= shown - 1)
    n++;
  return n;
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The rules page's topic view: the topic's section and title, its
 * paragraphs, lists and questions with their answers, the links to related
 * topics, and what the rule options it explains are set to for new games. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-rule-options-row.h"
#include "sq-rules-page-private.h"

/* Auxiliary functions */

static GtkWidget *
new_topic_row (SqReferenceTopic *topic)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *arrow = gtk_image_new_from_icon_name ("go-next-symbolic");

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), sq_reference_topic_get_title (topic));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);

  gtk_accessible_update_state (GTK_ACCESSIBLE (arrow), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);

  g_object_set_data_full (G_OBJECT (row), "sq-topic", g_object_ref (topic), g_object_unref);

  return row;
}

/* A group's title and description are markup in libadwaita 1.2. */
static GtkWidget *
new_group (const char *title)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *escaped = g_markup_escape_text (title, -1);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), escaped);

  return group;
}

/* The text of topics is plain text, selectable so it can be copied. */
static GtkWidget *
new_text_label (const char *text,
                const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);

  return label;
}

static void
append_blocks (SqRulesPage      *self,
               SqReferenceTopic *topic)
{
  GtkWidget *list = NULL;   /* the list the next item joins */
  GtkWidget *qa = NULL;     /* the question the next answer joins */

  for (guint i = 0; i < sq_reference_topic_get_n_blocks (topic); i++)
    {
      const char *text;
      SqReferenceBlock kind = sq_reference_topic_get_block (topic, i, &text);
      GtkWidget *item;
      GtkWidget *bullet;
      GtkWidget *card;

      if (kind != SQ_REFERENCE_ITEM)
        list = NULL;
      if (kind != SQ_REFERENCE_ANSWER && kind != SQ_REFERENCE_QUESTION)
        qa = NULL;

      switch (kind)
        {
        case SQ_REFERENCE_ITEM:
          if (list == NULL)
            {
              list = g_object_new (GTK_TYPE_BOX,
                                   "orientation", GTK_ORIENTATION_VERTICAL,
                                   "spacing", 6,
                                   "accessible-role", GTK_ACCESSIBLE_ROLE_LIST,
                                   NULL);
              gtk_box_append (self->topic_box, list);
            }
          item = g_object_new (GTK_TYPE_BOX,
                               "orientation", GTK_ORIENTATION_HORIZONTAL,
                               "spacing", 8,
                               "accessible-role", GTK_ACCESSIBLE_ROLE_LIST_ITEM,
                               NULL);
          bullet = gtk_label_new ("•");
          gtk_widget_set_valign (bullet, GTK_ALIGN_START);
          gtk_accessible_update_state (GTK_ACCESSIBLE (bullet), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
          gtk_box_append (GTK_BOX (item), bullet);
          gtk_box_append (GTK_BOX (item), new_text_label (text, NULL));
          gtk_box_append (GTK_BOX (list), item);
          break;

        case SQ_REFERENCE_QUESTION:
          /* each question opens a card; its answers follow in it */
          card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
          gtk_widget_add_css_class (card, "card");
          qa = g_object_new (GTK_TYPE_BOX,
                             "orientation", GTK_ORIENTATION_VERTICAL,
                             "spacing", 6,
                             "margin-top", 12,
                             "margin-bottom", 12,
                             "margin-start", 12,
                             "margin-end", 12,
                             NULL);
          gtk_box_append (GTK_BOX (card), qa);
          gtk_box_append (GTK_BOX (qa), new_text_label (text, "heading"));
          gtk_box_append (self->topic_box, card);
          break;

        case SQ_REFERENCE_ANSWER:
          gtk_box_append (qa != NULL ? GTK_BOX (qa) : self->topic_box, new_text_label (text, NULL));
          break;

        case SQ_REFERENCE_PARAGRAPH:
        default:
          gtk_box_append (self->topic_box, new_text_label (text, NULL));
          break;
        }
    }
}

static void
append_related (SqRulesPage      *self,
                SqReferenceTopic *topic)
{
  g_autoptr(GListModel) related = sq_reference_dup_related (self->reference, topic);
  GtkWidget *group;

  if (g_list_model_get_n_items (related) == 0)
    return;

  /* Translators: heading of the links from one topic of the rules
   * reference to others */
  group = new_group (_("Related Rules"));
  gtk_widget_set_margin_top (group, 12);
  for (guint i = 0; i < g_list_model_get_n_items (related); i++)
    {
      g_autoptr(SqReferenceTopic) other = g_list_model_get_item (related, i);
      GtkWidget *row = new_topic_row (other);

      g_signal_connect_object (row, "activated", G_CALLBACK (sq_rules_page_on_related_row_activated),
                               self, G_CONNECT_DEFAULT);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  gtk_box_append (self->topic_box, group);
}

/* What the rule options this topic explains are set to for new games. */
static void
append_options (SqRulesPage      *self,
                SqReferenceTopic *topic)
{
  const char * const *keys = sq_reference_topic_get_option_keys (topic);
  GtkWidget *group = NULL;

  for (guint i = 0; keys[i] != NULL; i++)
    {
      const char *title = NULL;
      g_autofree char *value = sq_rule_options_describe (self->settings, keys[i], &title);
      GtkWidget *row;
      GtkWidget *label;

      if (value == NULL)
        continue;

      if (group == NULL)
        {
          g_autofree char *description = NULL;

          /* Translators: heading, in the rules reference, of the rule
           * options a topic explains, with the value new games start with */
          group = new_group (_("Your Default for New Games"));
          /* Translators: under “Your Default for New Games” in the rules
           * reference; “Rule Options” is the expander on the new game page */
          description = g_markup_escape_text (_("Change it under Rule Options when you set up a game."), -1);
          adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
          gtk_widget_set_margin_top (group, 12);
          gtk_box_append (self->topic_box, group);
        }

      row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      label = gtk_label_new (value);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 1.0);
      gtk_label_set_selectable (GTK_LABEL (label), TRUE);
      gtk_widget_add_css_class (label, "dim-label");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, label, NULL,
                                      -1);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
}

/* Private API (sq-rules-page-private.h) */

/* Shows @topic; the history is the caller's. */
void
sq_rules_page_display_topic (SqRulesPage      *self,
                             SqReferenceTopic *topic)
{
  GtkWidget *child;
  GtkWidget *label;
  GtkWidget *title;
  GtkWidget *focus;
  GtkRoot *root;

  g_assert (SQ_IS_REFERENCE_TOPIC (topic));

  g_set_object (&self->topic, topic);

  /* Removing the focused title of the last topic leaves GTK 4.8 with a
   * stale focus, which the next selectable label trips over as it takes
   * the focus (a critical in gtk_label_grab_focus): let go of it first. */
  root = gtk_widget_get_root (GTK_WIDGET (self));
  focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->topic_box)))
    gtk_root_set_focus (root, NULL);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->topic_box))) != NULL)
    gtk_box_remove (self->topic_box, child);

  label = gtk_label_new (sq_reference_topic_get_section_title (topic));
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (self->topic_box, label);

  title = g_object_new (GTK_TYPE_LABEL,
                        "label", sq_reference_topic_get_title (topic),
                        "wrap", TRUE,
                        "xalign", 0.0f,
                        "selectable", TRUE,
                        "margin-bottom", 6,
                        "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                        NULL);
  gtk_widget_add_css_class (title, "title-1");
  gtk_box_append (self->topic_box, title);

  append_blocks (self, topic);
  append_related (self, topic);
  append_options (self, topic);

  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->topic_scroller), 0);
  gtk_stack_set_visible_child_name (self->topic_stack, "topic");
  adw_leaflet_set_visible_child_name (self->leaflet, "topic");

  /* The title takes the focus, so a screen reader reads it first and Tab
   * goes on into the text. A selectable label selects all of itself as it
   * takes the focus: that is undone. */
  gtk_widget_grab_focus (title);
  gtk_label_select_region (GTK_LABEL (title), 0, 0);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-rules-page-private.h"

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqRulesPage, sq_rules_page, GTK_TYPE_WIDGET)

/* Properties */

enum
{
  PROP_0,
  PROP_REFERENCE,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Auxiliary functions */

static gboolean
show_others (SqRulesPage *self)
{
  return gtk_check_button_get_active (self->others_check);
}

/* The game's sections, then, if wanted, the other game's. */
static void
build_index (SqRulesPage *self)
{
  guint n = sq_reference_get_n_sections (self->reference);

  g_list_store_remove_all (self->index);
  for (guint i = 0; i < 2 * n; i++)
    {
      guint s = i % n;
      gboolean mine = g_strcmp0 (sq_reference_get_section_game (self->reference, s), self->game) == 0;
      GListModel *topics = sq_reference_get_section_topics (self->reference, s);
      g_autoptr(GtkStringObject) title = NULL;

      if (mine != (i < n) || (!mine && !show_others (self)))
        continue;

      title = gtk_string_object_new (sq_reference_get_section_title (self->reference, s));
      g_list_store_append (self->index, title);
      for (guint t = 0; t < g_list_model_get_n_items (topics); t++)
        {
          g_autoptr(SqReferenceTopic) topic = g_list_model_get_item (topics, t);

          g_list_store_append (self->index, topic);
        }
    }
}

/* A new list starts at its top: the best results are in view. */
static void
scroll_list_to_top (SqRulesPage *self)
{
  /* the list's own action: its rows for the new model may not be laid
   * out yet, which a value set on the adjustment cannot wait for */
  if (g_list_model_get_n_items (G_LIST_MODEL (self->selection)) > 0)
    gtk_widget_activate_action (GTK_WIDGET (self->topic_list), "list.scroll-to-item", "u", 0);
}

/* A related topic clicked just before the page was sent elsewhere is not
 * opened after all. */
static void
cancel_pending (SqRulesPage *self)
{
  g_clear_handle_id (&self->pending_source, g_source_remove);
  g_clear_object (&self->pending);
}

/* Each topic opened is one step that Back takes back, and opening the
 * topic on show again is none. With @follow FALSE the steps before are
 * forgotten: a topic opened from another page starts afresh. */
static void
open_topic (SqRulesPage      *self,
            SqReferenceTopic *topic,
            gboolean          follow)
{
  if (!follow)
    {
      cancel_pending (self);
      g_ptr_array_set_size (self->history, 0);
    }
  if (self->history->len == 0 || g_ptr_array_index (self->history, self->history->len - 1) != topic)
    g_ptr_array_add (self->history, g_object_ref (topic));
  sq_rules_page_display_topic (self, topic);
}

/* A topic chosen in the index or the results: a step after the topic on
 * show, or the first one over the index. */
static void
open_from_list (SqRulesPage      *self,
                SqReferenceTopic *topic)
{
  if (self->topic == NULL || self->history->len == 0)
    {
      self->from_index = TRUE;
      open_topic (self, topic, FALSE);
    }
  else
    open_topic (self, topic, TRUE);
}

static gboolean
has_word (const char *text)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (g_unichar_isalnum (g_utf8_get_char (p)))
      return TRUE;

  return FALSE;
}

static gboolean
index_on_show (SqRulesPage *self)
{
  return !adw_leaflet_get_folded (self->leaflet) ||
         g_strcmp0 (adw_leaflet_get_visible_child_name (self->leaflet), "index") == 0;
}

/* Callbacks */

static void
on_topic_list_activate_cb (GtkListView *list,
                           guint        position,
                           SqRulesPage *self)
{
  g_autoptr(GObject) item = g_list_model_get_item (G_LIST_MODEL (self->selection), position);

  /* a section's title is no link */
  if (!SQ_IS_REFERENCE_TOPIC (item))
    return;

  open_from_list (self, SQ_REFERENCE_TOPIC (item));
}

/* A row of the list is a title over a line in small print: a topic, with
 * its section under it among search results, or a section's heading. */
static void
on_factory_setup_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *item,
                     SqRulesPage              *self)
{
  GtkWidget *box = g_object_new (GTK_TYPE_BOX,
                                 "orientation", GTK_ORIENTATION_VERTICAL,
                                 "spacing", 2,
                                 "margin-start", 12,
                                 "margin-end", 12,
                                 "margin-top", 8,
                                 "margin-bottom", 8,
                                 NULL);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *subtitle = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (title), 0.0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0.0);
  gtk_label_set_wrap (GTK_LABEL (subtitle), TRUE);
  gtk_widget_add_css_class (subtitle, "caption");
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), subtitle);
  gtk_list_item_set_child (item, box);
}

static void
on_factory_bind_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *item,
                    SqRulesPage              *self)
{
  GObject *object = gtk_list_item_get_item (item);
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *title = gtk_widget_get_first_child (box);
  GtkWidget *subtitle = gtk_widget_get_next_sibling (title);
  gboolean heading = GTK_IS_STRING_OBJECT (object);

  gtk_list_item_set_activatable (item, !heading);
  gtk_list_item_set_selectable (item, !heading);
  /* the recycled widget may have shown the other kind of row */
  if (heading)
    {
      gtk_label_set_label (GTK_LABEL (title), gtk_string_object_get_string (GTK_STRING_OBJECT (object)));
      gtk_widget_add_css_class (title, "heading");
      gtk_widget_set_margin_top (box, 20);
      gtk_widget_set_visible (subtitle, FALSE);
    }
  else
    {
      SqReferenceTopic *topic = SQ_REFERENCE_TOPIC (object);

      gtk_label_set_label (GTK_LABEL (title), sq_reference_topic_get_title (topic));
      gtk_widget_remove_css_class (title, "heading");
      gtk_widget_set_margin_top (box, 8);
      gtk_label_set_label (GTK_LABEL (subtitle), sq_reference_topic_get_section_title (topic));
      gtk_widget_set_visible (subtitle, self->results != NULL);
    }
}

static void
open_pending_cb (gpointer data)
{
  SqRulesPage *self = data;
  g_autoptr(SqReferenceTopic) topic = g_steal_pointer (&self->pending);

  self->pending_source = 0;
  if (topic != NULL)
    open_topic (self, topic, TRUE);
}

static void
on_search_entry_changed_cb (GtkSearchEntry *entry,
                            SqRulesPage    *self)
{
  const char *query = gtk_editable_get_text (GTK_EDITABLE (entry));

  g_clear_object (&self->results);
  if (has_word (query))
    self->results = sq_reference_search_in_game (self->reference, query, self->game,
                                                 show_others (self));

  /* the rows in sight are bound again; no row is made or lost */
  gtk_no_selection_set_model (self->selection,
                              self->results != NULL ? self->results : G_LIST_MODEL (self->index));
  gtk_stack_set_visible_child_name (self->index_stack,
                                    self->results != NULL && g_list_model_get_n_items (self->results) == 0
                                    ? "empty" : "topics");
  scroll_list_to_top (self);

  /* typing on a narrow window brings the results into view */
  if (!index_on_show (self) && self->results != NULL)
    adw_leaflet_set_visible_child_name (self->leaflet, "index");
}

static void
on_others_check_toggled_cb (GtkCheckButton *check,
                            SqRulesPage    *self)
{
  build_index (self);
  on_search_entry_changed_cb (self->search_entry, self);
}

static void
on_search_entry_activate_cb (GtkSearchEntry *entry,
                             SqRulesPage    *self)
{
  g_autoptr(SqReferenceTopic) first = NULL;

  if (self->results == NULL)
    return;

  first = g_list_model_get_item (self->results, 0);
  if (first != NULL)
    open_from_list (self, first);
}

static void
on_search_entry_stop_search_cb (GtkSearchEntry *entry,
                                SqRulesPage    *self)
{
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
}

static void
on_leaflet_visible_child_cb (AdwLeaflet  *leaflet,
                             GParamSpec  *pspec,
                             SqRulesPage *self)
{
  /* Swiped back to the index on a narrow window: the topics followed are
   * behind, and Back leaves the page. */
  if (adw_leaflet_get_folded (leaflet) &&
      g_strcmp0 (adw_leaflet_get_visible_child_name (leaflet), "index") == 0)
    g_ptr_array_set_size (self->history, 0);
}

/* Actions */

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  SqRulesPage *self = SQ_RULES_PAGE (widget);

  adw_leaflet_set_visible_child_name (self->leaflet, "index");
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
  gtk_editable_select_region (GTK_EDITABLE (self->search_entry), 0, -1);
}

/* GObject overrides */

static void
sync_others_label (SqRulesPage *self)
{
  gtk_check_button_set_label (self->others_check,
                              g_strcmp0 (self->game, "camelot-legends") == 0
                              /* Translators: a switch under the search of the rules
                               * reference, when Camelot Legends is being played */
                              ? _("Also Shadows over Camelot")
                              /* Translators: a switch under the search of the rules
                               * reference: show the other game's topics too */
                              : _("Also Camelot Legends"));
}

static void
sq_rules_page_constructed (GObject *object)
{
  SqRulesPage *self = SQ_RULES_PAGE (object);

  G_OBJECT_CLASS (sq_rules_page_parent_class)->constructed (object);

  if (self->reference == NULL)
    self->reference = g_object_ref (sq_reference_get_default ());

  if (self->game == NULL)
    self->game = g_strdup ("shadows-over-camelot");
  sync_others_label (self);
  build_index (self);
  gtk_no_selection_set_model (self->selection, G_LIST_MODEL (self->index));
}

static void
sq_rules_page_dispose (GObject *object)
{
  SqRulesPage *self = SQ_RULES_PAGE (object);

  cancel_pending (self);

  gtk_widget_dispose_template (GTK_WIDGET (self), SQ_TYPE_RULES_PAGE);

  g_clear_object (&self->topic);
  g_clear_object (&self->results);
  g_clear_object (&self->selection);
  g_clear_object (&self->index);
  g_clear_object (&self->reference);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (sq_rules_page_parent_class)->dispose (object);
}

static void
sq_rules_page_finalize (GObject *object)
{
  SqRulesPage *self = SQ_RULES_PAGE (object);

  g_ptr_array_unref (self->history);
  g_free (self->game);

  G_OBJECT_CLASS (sq_rules_page_parent_class)->finalize (object);
}

static void
sq_rules_page_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SqRulesPage *self = SQ_RULES_PAGE (object);

  switch (prop_id)
    {
    case PROP_REFERENCE:
      g_value_set_object (value, self->reference);
      break;

    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_rules_page_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SqRulesPage *self = SQ_RULES_PAGE (object);

  switch (prop_id)
    {
    case PROP_REFERENCE:
      self->reference = g_value_dup_object (value);
      break;

    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_rules_page_class_init (SqRulesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = sq_rules_page_constructed;
  object_class->dispose = sq_rules_page_dispose;
  object_class->finalize = sq_rules_page_finalize;
  object_class->get_property = sq_rules_page_get_property;
  object_class->set_property = sq_rules_page_set_property;

  /**
   * SqRulesPage:reference:
   *
   * The reference on show; sq_reference_get_default() unless given.
   */
  properties[PROP_REFERENCE] =
    g_param_spec_object ("reference", NULL, NULL,
                         SQ_TYPE_REFERENCE,
                         (G_PARAM_READWRITE |
                          G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * SqRulesPage:settings:
   *
   * The application settings, for the rule options new games start with;
   * without them the page names the recommended ones.
   */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         G_TYPE_SETTINGS,
                         (G_PARAM_READWRITE |
                          G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-rules-page.ui");
  gtk_widget_class_bind_template_child (widget_class, SqRulesPage, index_stack);
  gtk_widget_class_bind_template_child (widget_class, SqRulesPage, leaflet);
  gtk_widget_class_bind_template_child (widget_class, SqRulesPage, search_entry);
  gtk_widget_class_bind_template_child (widget_class, SqRulesPage, others_check);
  gtk_widget_class_bind_template_child (widget_class, SqRulesPage, topic_box);
  gtk_widget_class_bind_template_child (widget_class, SqRulesPage, topic_list);
  gtk_widget_class_bind_template_child (widget_class, SqRulesPage, topic_scroller);
  gtk_widget_class_bind_template_child (widget_class, SqRulesPage, topic_stack);
  gtk_widget_class_bind_template_callback (widget_class, on_leaflet_visible_child_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_others_check_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_stop_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_topic_list_activate_cb);

  gtk_widget_class_install_action (widget_class, "rules.search", NULL, search_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "rules.search", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "sq-rules-page");
}

static void
sq_rules_page_init (SqRulesPage *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  self->history = g_ptr_array_new_with_free_func (g_object_unref);
  self->index = g_list_store_new (G_TYPE_OBJECT);
  self->selection = gtk_no_selection_new (NULL);
  g_signal_connect (factory, "setup", G_CALLBACK (on_factory_setup_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (on_factory_bind_cb), self);
  gtk_list_view_set_factory (self->topic_list, factory);
  gtk_list_view_set_model (self->topic_list, GTK_SELECTION_MODEL (self->selection));
  /* typing anywhere on the page searches */
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
}

/* Private API (sq-rules-page-private.h) */

void
sq_rules_page_on_related_row_activated (AdwActionRow *row,
                                        SqRulesPage  *self)
{
  SqReferenceTopic *topic = g_object_get_data (G_OBJECT (row), "sq-topic");

  g_set_object (&self->pending, topic);
  if (self->pending_source == 0)
    self->pending_source = g_idle_add_once (open_pending_cb, self);
}

/* Public API */

/**
 * sq_rules_page_new:
 * @reference: (nullable): the reference to show, or %NULL for
 *   sq_reference_get_default()
 * @settings: (nullable): the application settings
 *
 * Returns: (transfer floating): a new #SqRulesPage showing its index
 */
GtkWidget *
sq_rules_page_new (SqReference *reference,
                   GSettings   *settings)
{
  g_return_val_if_fail (reference == NULL || SQ_IS_REFERENCE (reference), NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  return g_object_new (SQ_TYPE_RULES_PAGE,
                       "reference", reference,
                       "settings", settings,
                       NULL);
}

/**
 * sq_rules_page_get_reference:
 *
 * Returns: (transfer none): the reference on show
 */
SqReference *
sq_rules_page_get_reference (SqRulesPage *self)
{
  g_return_val_if_fail (SQ_IS_RULES_PAGE (self), NULL);

  return self->reference;
}

/**
 * sq_rules_page_get_topic_id:
 *
 * Returns: (nullable): the id of the topic on show, or %NULL when the
 *   index is all there is
 */
const char *
sq_rules_page_get_topic_id (SqRulesPage *self)
{
  g_return_val_if_fail (SQ_IS_RULES_PAGE (self), NULL);

  return self->topic != NULL ? sq_reference_topic_get_id (self->topic) : NULL;
}

/**
 * sq_rules_page_show_index:
 *
 * Shows the sections, or the results of the search typed in, and puts
 * the focus in the search entry.
 */
void
sq_rules_page_show_index (SqRulesPage *self)
{
  g_return_if_fail (SQ_IS_RULES_PAGE (self));

  cancel_pending (self);
  g_ptr_array_set_size (self->history, 0);
  g_clear_object (&self->topic);
  gtk_stack_set_visible_child_name (self->topic_stack, "none");
  adw_leaflet_set_visible_child_name (self->leaflet, "index");
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

/**
 * sq_rules_page_show_topic:
 * @topic_id: a topic id of the reference
 *
 * Opens a topic for another part of the window: Back from it leaves the
 * page rather than going to the index.
 *
 * Returns: %TRUE if the reference has that topic
 */
gboolean
sq_rules_page_show_topic (SqRulesPage *self,
                          const char  *topic_id)
{
  SqReferenceTopic *topic;

  g_return_val_if_fail (SQ_IS_RULES_PAGE (self), FALSE);
  g_return_val_if_fail (topic_id != NULL, FALSE);

  topic = sq_reference_lookup_topic (self->reference, topic_id);
  if (topic == NULL)
    return FALSE;

  self->from_index = FALSE;
  open_topic (self, topic, FALSE);

  return TRUE;
}

/**
 * sq_rules_page_show_rule:
 * @rule_id: an engine rule id (sq-rule-ids.h)
 *
 * Opens the topic that explains @rule_id, as sq_rules_page_show_topic().
 *
 * Returns: %TRUE if a topic explains it
 */
gboolean
sq_rules_page_show_rule (SqRulesPage *self,
                         const char  *rule_id)
{
  SqReferenceTopic *topic;

  g_return_val_if_fail (SQ_IS_RULES_PAGE (self), FALSE);
  g_return_val_if_fail (rule_id != NULL, FALSE);

  topic = sq_reference_topic_for_rule (self->reference, rule_id);
  if (topic == NULL)
    return FALSE;

  return sq_rules_page_show_topic (self, sq_reference_topic_get_id (topic));
}

/**
 * sq_rules_page_go_back:
 *
 * Goes back to the topic followed before, or from the first topic chosen
 * in the index to the index.
 *
 * Returns: %TRUE if it went back; %FALSE if Back should leave the page
 */
gboolean
sq_rules_page_go_back (SqRulesPage *self)
{
  g_return_val_if_fail (SQ_IS_RULES_PAGE (self), FALSE);

  if (self->history->len == 0 || self->topic == NULL)
    return FALSE;

  if (self->history->len > 1)
    {
      g_ptr_array_set_size (self->history, self->history->len - 1);
      sq_rules_page_display_topic (self, g_ptr_array_index (self->history, self->history->len - 1));
      return TRUE;
    }

  if (self->from_index)
    {
      sq_rules_page_show_index (self);
      return TRUE;
    }

  return FALSE;
}

/**
 * sq_rules_page_set_game:
 * @game: the game at the table, as the reference documents name it
 *   ("shadows-over-camelot", "camelot-legends")
 *
 * Its topics come first in the index and in the results; the other
 * game's show only when the player asks for them too.
 */
void
sq_rules_page_set_game (SqRulesPage *self,
                        const char  *game)
{
  g_return_if_fail (SQ_IS_RULES_PAGE (self));
  g_return_if_fail (game != NULL);

  if (g_strcmp0 (self->game, game) == 0)
    return;

  g_free (self->game);
  self->game = g_strdup (game);
  sync_others_label (self);
  build_index (self);
  on_search_entry_changed_cb (self->search_entry, self);
}

/**
 * sq_rules_page_get_game:
 *
 * Returns: the game whose topics come first
 */
const char *
sq_rules_page_get_game (SqRulesPage *self)
{
  g_return_val_if_fail (SQ_IS_RULES_PAGE (self), NULL);

  return self->game;
}

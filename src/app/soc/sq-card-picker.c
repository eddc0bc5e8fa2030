/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sq-card-picker.h"
#include "sq-tooltip.h"

/* Letters typed within this long of each other make one search. */
#define TYPE_AHEAD_US (1000 * 1000)

struct _SqCardPicker
{
  GtkBox     parent_instance;

  GPtrArray *buttons;
  GPtrArray *headings;
  GString   *typed;
  gint64     typed_at;
  gboolean   override;
  gboolean   house_pick;    /* the card being picked is a house correction */
  gboolean   no_search;     /* the grid has no search field of its own */

  /* Template widgets */
  GtkLabel  *title_label;
  GtkLabel  *summary_label;
  GtkSearchEntry *search_entry;
  GtkGrid   *items_box;
  GtkToggleButton *override_button;
  GtkButton *take_back_button;
  GtkButton *confirm_button;
};

G_DEFINE_FINAL_TYPE (SqCardPicker, sq_card_picker, GTK_TYPE_BOX)

enum
{
  PICKED,
  TAKE_BACK,
  CONFIRMED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_item_clicked_cb (GtkButton    *button,
                    SqCardPicker *self)
{
  guint item = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "sq-item"));

  g_object_ref (self);
  self->house_pick = self->override && g_object_get_data (G_OBJECT (button), "sq-reason") != NULL;
  g_signal_emit (self, signals[PICKED], 0, item);
  self->house_pick = FALSE;
  /* a house correction holds for one card */
  gtk_toggle_button_set_active (self->override_button, FALSE);
  g_object_unref (self);
}

static void
clear_items (SqCardPicker *self)
{
  for (guint i = 0; i < self->buttons->len; i++)
    gtk_grid_remove (self->items_box, g_ptr_array_index (self->buttons, i));
  g_ptr_array_set_size (self->buttons, 0);
  for (guint i = 0; i < self->headings->len; i++)
    {
      GtkWidget *heading = g_ptr_array_index (self->headings, i);
      GtkWidget *extra;

      /* what the caller put beside a heading is the caller's */
      while ((extra = gtk_widget_get_next_sibling (gtk_widget_get_first_child (heading))) != NULL)
        gtk_box_remove (GTK_BOX (heading), extra);
      gtk_grid_remove (self->items_box, heading);
    }
  g_ptr_array_set_size (self->headings, 0);
}

/* What a button answers to when typed or searched: its card's name. */
static const char *
item_name (GtkWidget *button)
{
  const char *name = g_object_get_data (G_OBJECT (button), "sq-name");

  return name != NULL ? name : gtk_button_get_label (GTK_BUTTON (button));
}

/* A card the deck cannot hold stays in its place, disabled, with its
 * reason; "the deck here differs" enables it as a house correction. */
static void
update_sensitivity (SqCardPicker *self)
{
  for (guint i = 0; i < self->buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (self->buttons, i);
      gboolean barred = g_object_get_data (G_OBJECT (button), "sq-reason") != NULL;

      gtk_widget_set_sensitive (button, !barred || self->override);
    }
}

static void
on_override_toggled_cb (GtkToggleButton *button,
                        SqCardPicker    *self)
{
  self->override = gtk_toggle_button_get_active (button);
  update_sensitivity (self);
}

static void
on_search_changed_cb (GtkSearchEntry *entry,
                      SqCardPicker   *self)
{
  g_autofree char *want = g_utf8_casefold (gtk_editable_get_text (GTK_EDITABLE (entry)), -1);

  for (guint h = 0; h < self->headings->len; h++)
    gtk_widget_set_visible (g_ptr_array_index (self->headings, h), FALSE);
  for (guint i = 0; i < self->buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (self->buttons, i);
      GtkWidget *heading = g_object_get_data (G_OBJECT (button), "sq-heading");
      g_autofree char *name = g_utf8_casefold (item_name (button), -1);
      gboolean shown = *want == '\0' || strstr (name, want) != NULL;

      gtk_widget_set_visible (button, shown);
      if (shown && heading != NULL)
        gtk_widget_set_visible (heading, TRUE);
    }
}

static void
on_take_back_clicked_cb (GtkButton    *button,
                         SqCardPicker *self)
{
  g_signal_emit (self, signals[TAKE_BACK], 0);
}

static void
on_confirm_clicked_cb (GtkButton    *button,
                       SqCardPicker *self)
{
  g_signal_emit (self, signals[CONFIRMED], 0);
}

static gboolean
on_key_pressed_cb (GtkEventControllerKey *controller,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   SqCardPicker          *self)
{
  gunichar c = gdk_keyval_to_unicode (keyval);
  gint64 now = g_get_monotonic_time ();
  char utf8[8];
  gint len;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) != 0 ||
      c == 0 || !g_unichar_isprint (c) || g_unichar_isspace (c))
    return FALSE;

  if (now - self->typed_at > TYPE_AHEAD_US)
    g_string_truncate (self->typed, 0);
  self->typed_at = now;
  len = g_unichar_to_utf8 (c, utf8);
  g_string_append_len (self->typed, utf8, len);

  return sq_card_picker_find (self, self->typed->str);
}

static void
sq_card_picker_finalize (GObject *object)
{
  SqCardPicker *self = SQ_CARD_PICKER (object);

  g_clear_pointer (&self->buttons, g_ptr_array_unref);
  g_clear_pointer (&self->headings, g_ptr_array_unref);
  g_string_free (self->typed, TRUE);

  G_OBJECT_CLASS (sq_card_picker_parent_class)->finalize (object);
}

static void
sq_card_picker_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SQ_TYPE_CARD_PICKER);

  G_OBJECT_CLASS (sq_card_picker_parent_class)->dispose (object);
}

static void
sq_card_picker_class_init (SqCardPickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_card_picker_dispose;
  object_class->finalize = sq_card_picker_finalize;

  /**
   * SqCardPicker::picked:
   * @item: the face or seat picked
   */
  signals[PICKED] = g_signal_new ("picked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * SqCardPicker::take-back:
   *
   * The last item picked goes back.
   */
  signals[TAKE_BACK] = g_signal_new ("take-back", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * SqCardPicker::confirmed:
   *
   * The items picked are the answer.
   */
  signals[CONFIRMED] = g_signal_new ("confirmed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-card-picker.ui");
  gtk_widget_class_bind_template_child (widget_class, SqCardPicker, title_label);
  gtk_widget_class_bind_template_child (widget_class, SqCardPicker, summary_label);
  gtk_widget_class_bind_template_child (widget_class, SqCardPicker, search_entry);
  gtk_widget_class_bind_template_child (widget_class, SqCardPicker, items_box);
  gtk_widget_class_bind_template_child (widget_class, SqCardPicker, override_button);
  gtk_widget_class_bind_template_child (widget_class, SqCardPicker, take_back_button);
  gtk_widget_class_bind_template_child (widget_class, SqCardPicker, confirm_button);
  gtk_widget_class_set_css_name (widget_class, "cardpicker");
}

static void
sq_card_picker_init (SqCardPicker *self)
{
  GtkEventController *key = gtk_event_controller_key_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->buttons = g_ptr_array_new ();
  self->headings = g_ptr_array_new ();
  self->typed = g_string_new (NULL);

  g_signal_connect (self->take_back_button, "clicked", G_CALLBACK (on_take_back_clicked_cb), self);
  g_signal_connect (self->confirm_button, "clicked", G_CALLBACK (on_confirm_clicked_cb), self);
  g_signal_connect (self->override_button, "toggled", G_CALLBACK (on_override_toggled_cb), self);
  g_signal_connect (self->search_entry, "search-changed", G_CALLBACK (on_search_changed_cb), self);
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
}

GtkWidget *
sq_card_picker_new (void)
{
  return g_object_new (SQ_TYPE_CARD_PICKER, NULL);
}

void
sq_card_picker_set_title (SqCardPicker *self,
                          const char   *title)
{
  g_return_if_fail (SQ_IS_CARD_PICKER (self));

  gtk_label_set_text (self->title_label, title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->items_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
}

/**
 * sq_card_picker_set_searchable:
 *
 * Whether the grid of cards has a search field above it (it has unless
 * told otherwise); typing a card's name finds it either way.
 */
void
sq_card_picker_set_searchable (SqCardPicker *self,
                               gboolean      searchable)
{
  g_return_if_fail (SQ_IS_CARD_PICKER (self));

  self->no_search = !searchable;
  if (!searchable)
    gtk_widget_set_visible (GTK_WIDGET (self->search_entry), FALSE);
}

/**
 * sq_card_picker_set_group_extra:
 * @group: the heading of a group of entries (#SqCardPickerEntry.group)
 * @widget: (transfer none): what goes beside it, kept alive by the caller
 *
 * Puts @widget beside the heading of @group, for an answer that goes with
 * that group (its cards laid face down unnamed) without a row of its own.
 * The entries set next drop it: set it again after them.
 *
 * Returns: %TRUE if the group is on show
 */
gboolean
sq_card_picker_set_group_extra (SqCardPicker *self,
                                const char   *group,
                                GtkWidget    *widget)
{
  g_return_val_if_fail (SQ_IS_CARD_PICKER (self), FALSE);
  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);

  for (guint i = 0; i < self->headings->len; i++)
    {
      GtkWidget *heading = g_ptr_array_index (self->headings, i);

      if (g_strcmp0 (g_object_get_data (G_OBJECT (heading), "sq-group"), group) != 0)
        continue;
      if (gtk_widget_get_parent (widget) != NULL)
        gtk_box_remove (GTK_BOX (gtk_widget_get_parent (widget)), widget);
      gtk_box_append (GTK_BOX (heading), widget);
      return TRUE;
    }
  return FALSE;
}

void
sq_card_picker_set_summary (SqCardPicker *self,
                            const char   *summary)
{
  g_return_if_fail (SQ_IS_CARD_PICKER (self));

  gtk_label_set_text (self->summary_label, summary != NULL ? summary : "");
  gtk_widget_set_visible (GTK_WIDGET (self->summary_label), summary != NULL && *summary != '\0');
}

/**
 * sq_card_picker_set_items:
 * @items: (array length=n_items): faces or seats
 * @labels: (array length=n_items): what each button says
 *
 * Shows one button per item, in the order given.
 */
void
sq_card_picker_set_items (SqCardPicker       *self,
                          const guint8       *items,
                          const char * const *labels,
                          guint               n_items)
{
  g_return_if_fail (SQ_IS_CARD_PICKER (self));

  clear_items (self);
  gtk_widget_set_visible (GTK_WIDGET (self->search_entry), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->override_button), FALSE);
  gtk_toggle_button_set_active (self->override_button, FALSE);

  for (guint i = 0; i < n_items; i++)
    {
      GtkWidget *button = gtk_button_new_with_label (labels[i]);

      gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0);
      gtk_widget_add_css_class (button, "choice-button");
      g_object_set_data (G_OBJECT (button), "sq-item", GUINT_TO_POINTER (items[i]));
      g_signal_connect (button, "clicked", G_CALLBACK (on_item_clicked_cb), self);
      gtk_grid_attach (self->items_box, button, i % 2, i / 2, 1, 1);
      g_ptr_array_add (self->buttons, button);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->items_box), n_items > 0);
}

/**
 * sq_card_picker_set_confirm:
 * @label: (nullable): the button that takes the items picked as the
 *   answer, or %NULL while they are not (yet) a legal answer
 */
void
sq_card_picker_set_confirm (SqCardPicker *self,
                            const char   *label)
{
  g_return_if_fail (SQ_IS_CARD_PICKER (self));

  if (label != NULL)
    gtk_button_set_label (self->confirm_button, label);
  gtk_widget_set_visible (GTK_WIDGET (self->confirm_button), label != NULL);
}

/**
 * sq_card_picker_set_back:
 * @label: (nullable): the button that takes the last pick back (or leaves
 *   the picker), or %NULL to hide it
 */
void
sq_card_picker_set_back (SqCardPicker *self,
                         const char   *label)
{
  g_return_if_fail (SQ_IS_CARD_PICKER (self));

  if (label != NULL)
    gtk_button_set_label (self->take_back_button, label);
  gtk_widget_set_visible (GTK_WIDGET (self->take_back_button), label != NULL);
}

guint
sq_card_picker_get_n_items (SqCardPicker *self)
{
  g_return_val_if_fail (SQ_IS_CARD_PICKER (self), 0);

  return self->buttons->len;
}

/**
 * sq_card_picker_focus_first:
 *
 * Puts the focus on the first item, or on the confirm button when no item
 * is offered.
 *
 * Returns: %TRUE if something took the focus
 */
gboolean
sq_card_picker_focus_first (SqCardPicker *self)
{
  g_return_val_if_fail (SQ_IS_CARD_PICKER (self), FALSE);

  if (self->buttons->len > 0)
    {
      GtkWidget *best = NULL;
      guint most = 0;

      /* the card most likely to come up first: two taps for the common card */
      for (guint i = 0; i < self->buttons->len; i++)
        {
          GtkWidget *button = g_ptr_array_index (self->buttons, i);
          guint copies = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "sq-copies"));

          if (gtk_widget_get_sensitive (button) && (best == NULL || copies > most))
            best = button, most = copies;
        }
      if (best != NULL)
        return gtk_widget_grab_focus (best);
    }
  if (gtk_widget_get_visible (GTK_WIDGET (self->confirm_button)))
    return gtk_widget_grab_focus (GTK_WIDGET (self->confirm_button));
  return FALSE;
}

/**
 * sq_card_picker_focus_confirm:
 *
 * Puts the focus on the confirm button, if it is on show.
 *
 * Returns: %TRUE if it took the focus
 */
gboolean
sq_card_picker_focus_confirm (SqCardPicker *self)
{
  g_return_val_if_fail (SQ_IS_CARD_PICKER (self), FALSE);

  return gtk_widget_get_visible (GTK_WIDGET (self->confirm_button)) &&
         gtk_widget_grab_focus (GTK_WIDGET (self->confirm_button));
}

/**
 * sq_card_picker_find:
 * @prefix: what was typed
 *
 * Moves the focus to the first item whose name begins with @prefix, or
 * has a word that does ("3" finds "Fight 3"), ignoring case.
 *
 * Returns: %TRUE if an item was found
 */
gboolean
sq_card_picker_find (SqCardPicker *self,
                     const char   *prefix)
{
  g_autofree char *want = NULL;

  g_return_val_if_fail (SQ_IS_CARD_PICKER (self), FALSE);
  g_return_val_if_fail (prefix != NULL, FALSE);

  want = g_utf8_casefold (prefix, -1);
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < self->buttons->len; i++)
      {
        GtkWidget *button = g_ptr_array_index (self->buttons, i);
        g_autofree char *name = g_utf8_casefold (item_name (button), -1);
        const char *word = NULL;

        if (pass == 0 && g_str_has_prefix (name, want))
          word = name;
        else if (pass == 1)
          {
            const char *space = strchr (name, ' ');

            for (; space != NULL && word == NULL; space = strchr (space + 1, ' '))
              if (g_str_has_prefix (space + 1, want))
                word = space + 1;
          }
        if (word != NULL && gtk_widget_get_sensitive (button))
          return gtk_widget_grab_focus (button);
      }
  return FALSE;
}

static GtkWidget *
entry_button (SqCardPicker            *self,
              const SqCardPickerEntry *entry)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *name = gtk_label_new (entry->label);
  GtkWidget *detail = gtk_label_new (entry->reason != NULL ? entry->reason : entry->detail);
  const char *description = entry->reason != NULL ? entry->reason : entry->detail;

  if (entry->icon_name != NULL)
    gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name (entry->icon_name));
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_xalign (GTK_LABEL (detail), 0);
  /* names wrap too: two columns of long names ("Morgan: everyone loses a
   * life point") would widen the turn panel and push the board's knights
   * below the fold */
  gtk_label_set_wrap (GTK_LABEL (name), TRUE);
  gtk_label_set_wrap (GTK_LABEL (detail), TRUE);
  gtk_widget_add_css_class (detail, "caption");
  gtk_widget_add_css_class (detail, "dim-label");
  gtk_box_append (GTK_BOX (text), name);
  gtk_box_append (GTK_BOX (text), detail);
  gtk_box_append (GTK_BOX (box), text);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "choice-button");
  gtk_widget_add_css_class (button, "picker-card");
  if (entry->reason != NULL)
    sq_tooltip_set_text (button, entry->reason);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, entry->label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description != NULL ? description : "", -1);
  g_object_set_data (G_OBJECT (button), "sq-item", GUINT_TO_POINTER (entry->item));
  g_object_set_data (G_OBJECT (button), "sq-copies", GUINT_TO_POINTER (entry->copies));
  g_object_set_data_full (G_OBJECT (button), "sq-name", g_strdup (entry->label), g_free);
  g_object_set_data_full (G_OBJECT (button), "sq-reason", g_strdup (entry->reason), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (on_item_clicked_cb), self);
  return button;
}

/**
 * sq_card_picker_set_entries:
 * @entries: (array length=n_entries): the cards of a physical deck, in the
 *   deck's order; a new heading starts where the group changes
 * @can_override: whether "the deck here differs" may enable the cards
 *   that carry a reason
 *
 * Shows the cards as a searchable grid under their group headings, each
 * with its copies left. A card that cannot be there stays in its place,
 * disabled, with its reason. The picker keeps its search text and the
 * state of the override while the same question is shown again.
 */
void
sq_card_picker_set_entries (SqCardPicker            *self,
                            const SqCardPickerEntry *entries,
                            guint                    n_entries,
                            gboolean                 can_override)
{
  const char *group = NULL;
  GtkWidget *heading = NULL;
  guint row = 0;
  guint column = 0;
  gboolean any_barred = FALSE;

  g_return_if_fail (SQ_IS_CARD_PICKER (self));
  g_return_if_fail (entries != NULL || n_entries == 0);

  clear_items (self);
  for (guint i = 0; i < n_entries; i++)
    {
      GtkWidget *button;

      if (entries[i].group != NULL && g_strcmp0 (entries[i].group, group) != 0)
        {
          GtkWidget *label = gtk_label_new (entries[i].group);

          group = entries[i].group;
          if (column > 0)
            row++, column = 0;
          /* the heading, and room beside it (sq_card_picker_set_group_extra()) */
          heading = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
          gtk_label_set_xalign (GTK_LABEL (label), 0);
          /* a button beside it must not widen a phone's window */
          gtk_label_set_wrap (GTK_LABEL (label), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
          gtk_widget_set_hexpand (label, TRUE);
          gtk_widget_add_css_class (label, "heading");
          gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, group, -1);
          gtk_box_append (GTK_BOX (heading), label);
          g_object_set_data_full (G_OBJECT (heading), "sq-group", g_strdup (group), g_free);
          gtk_grid_attach (self->items_box, heading, 0, row++, 2, 1);
          g_ptr_array_add (self->headings, heading);
        }
      button = entry_button (self, &entries[i]);
      g_object_set_data (G_OBJECT (button), "sq-heading", heading);
      gtk_grid_attach (self->items_box, button, column, row, 1, 1);
      if (++column == 2)
        row++, column = 0;
      g_ptr_array_add (self->buttons, button);
      any_barred |= entries[i].reason != NULL;
    }

  gtk_widget_set_visible (GTK_WIDGET (self->items_box), n_entries > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->search_entry), n_entries > 0 && !self->no_search);
  gtk_widget_set_visible (GTK_WIDGET (self->override_button), can_override && any_barred);
  if (!can_override || !any_barred)
    gtk_toggle_button_set_active (self->override_button, FALSE);
  update_sensitivity (self);
  on_search_changed_cb (self->search_entry, self);
}

/**
 * sq_card_picker_get_override:
 *
 * For a handler of #SqCardPicker::picked.
 *
 * Returns: %TRUE if the card picked is one the deck cannot hold, taken
 *   anyway because "the deck here differs" is on: a house correction
 */
gboolean
sq_card_picker_get_override (SqCardPicker *self)
{
  g_return_val_if_fail (SQ_IS_CARD_PICKER (self), FALSE);

  return self->house_pick;
}

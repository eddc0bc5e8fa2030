/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* A quest card. Its spots are made once, for the quest it shows, and each
 * update only changes what differs: card faces, classes and texts. A black
 * card lying face down is drawn by sq_card_view_show_back(), which takes
 * no card, and this file never reads the identity of such a card. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-board-private.h"
#include "sq-tooltip.h"
#include "sq-card-view.h"
#include "sq-cards.h"
#include "sq-quest-view.h"
#include "sq-river-view.h"
#include "sq-rules.h"
#include "sq-text.h"
#include "sq-tint.h"
#include "sq-wrap-bin.h"

/* 9 on the Dragon, plus room for the card Sir Kay adds against the pattern */
#define MAX_WHITE_SPOTS 11
#define MAX_BLACK_SPOTS 7
#define N_GRAIL_SPOTS   7
#define N_WARRIORS      4
#define WAR_SPOTS       6
#define N_EXTRA_SPOTS   2

/* Struct */

struct _SqQuestView
{
  GtkWidget  parent_instance;

  GtkWidget *face;       /* all the card shows (bound for the template's dispose) */
  GtkWidget *highlight;  /* over the face: what turns change */

  SqQuestId  quest;

  /* Template widgets */
  GtkWidget *header;
  GtkWidget *icon;
  GtkWidget *title_label;
  GtkWidget *solo_label;
  GtkWidget *status_label;
  GtkWidget *note_label;
  GtkWidget *white_row;
  GtkWidget *black_row;
  GtkWidget *river_view;
  GtkWidget *grail_row;
  GtkWidget *warriors_row;
  GtkWidget *extras;
  GtkWidget *heroism_label;
  GtkWidget *mordred_label;
  GtkWidget *forest_label;
  GtkWidget *tally_label;
  GtkWidget *knights_row;
  GtkWidget *knights_label;

  /* Spots, made once for the quest */
  GtkWidget *white_spots[MAX_WHITE_SPOTS];
  gint8      white_spot_group[MAX_WHITE_SPOTS];   /* -1: a spare spot */
  guint      n_white_spots;
  GtkWidget *black_spots[MAX_BLACK_SPOTS];
  guint      n_black_spots;
  GtkWidget *grail_spots[N_GRAIL_SPOTS];
  GtkWidget *warriors[N_WARRIORS];
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqQuestView, sq_quest_view, GTK_TYPE_WIDGET)

/* Properties */

enum
{
  PROP_0,
  PROP_QUEST,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Auxiliary functions */

static gboolean
is_combat (SqQuestId quest)
{
  return quest == SQ_QUEST_BLACK_KNIGHT || quest == SQ_QUEST_LANCELOT || quest == SQ_QUEST_DRAGON;
}

static gboolean
is_war (SqQuestId quest)
{
  return quest == SQ_QUEST_PICTS || quest == SQ_QUEST_SAXONS;
}

static const char *
quest_icon (SqQuestId quest)
{
  switch ((guint) quest)
    {
    case SQ_QUEST_BLACK_KNIGHT:
      return "sq-shield-symbolic";
    case SQ_QUEST_LANCELOT:
      return "sq-armor-symbolic";
    case SQ_QUEST_DRAGON:
      return "sq-dragon-symbolic";
    case SQ_QUEST_EXCALIBUR:
      return "sq-sword-symbolic";
    case SQ_QUEST_GRAIL:
      return "sq-grail-symbolic";
    default:
      return "sq-warrior-symbolic";
    }
}

/* 0 and SQ_NO_CARD both mean "none" for these two (as in sq-json-state.c) */
static gboolean
has_card (guint8 card)
{
  return card != 0 && card != SQ_NO_CARD;
}

static gboolean
black_is_face_down (const SqQuest *quest,
                    guint8         card)
{
  for (guint i = 0; i < quest->n_black && i < G_N_ELEMENTS (quest->black); i++)
    if (quest->black[i] == card)
      return (quest->face_down & (1u << i)) != 0;
  return FALSE;
}

static GtkWidget *
add_spot (GtkWidget *box)
{
  GtkWidget *spot = sq_card_view_new ();

  gtk_box_append (GTK_BOX (box), spot);
  return spot;
}

static void
build_combat (SqQuestView *self)
{
  const guint8 *sizes;
  guint n_groups = sq_combat_groups (self->quest, &sizes);
  GtkWidget *spare;

  for (guint g = 0; g < n_groups; g++)
    {
      GtkWidget *group = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);

      gtk_box_append (GTK_BOX (self->white_row), group);
      for (guint k = 0; k < sizes[g]; k++)
        {
          self->white_spot_group[self->n_white_spots] = g;
          self->white_spots[self->n_white_spots++] = add_spot (group);
        }
    }

  spare = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  gtk_box_append (GTK_BOX (self->white_row), spare);
  for (guint k = 0; k < N_EXTRA_SPOTS; k++)
    {
      self->white_spot_group[self->n_white_spots] = -1;
      self->white_spots[self->n_white_spots] = add_spot (spare);
      gtk_widget_set_visible (self->white_spots[self->n_white_spots], FALSE);
      self->n_white_spots++;
    }

  self->n_black_spots = self->quest == SQ_QUEST_BLACK_KNIGHT ? 4 : 5;
  for (guint k = 0; k < self->n_black_spots; k++)
    self->black_spots[k] = add_spot (self->black_row);

  gtk_widget_set_visible (self->white_row, TRUE);
  gtk_widget_set_visible (self->black_row, TRUE);
}

static void
build_war (SqQuestView *self)
{
  GtkWidget *caption;

  gtk_box_set_spacing (GTK_BOX (self->white_row), 3);
  for (guint k = 0; k < WAR_SPOTS; k++)
    {
      self->white_spot_group[k] = 0;
      self->white_spots[k] = add_spot (self->white_row);
    }
  self->n_white_spots = WAR_SPOTS;

  /* Translators: caption before the Pict or Saxon warriors on a war */
  caption = gtk_label_new (_("Warriors"));
  gtk_widget_add_css_class (caption, "caption");
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_widget_set_margin_end (caption, 4);
  sq_board_hide_from_a11y (caption);
  gtk_box_append (GTK_BOX (self->warriors_row), caption);
  for (guint k = 0; k < N_WARRIORS; k++)
    {
      self->warriors[k] = gtk_image_new_from_icon_name ("sq-warrior-symbolic");
      gtk_widget_add_css_class (self->warriors[k], "warrior");
      sq_board_hide_from_a11y (self->warriors[k]);
      gtk_box_append (GTK_BOX (self->warriors_row), self->warriors[k]);
    }

  sq_board_set_a11y_text (self->warriors_row, GTK_ACCESSIBLE_PROPERTY_LABEL,
                          /* Translators: accessible name of the warriors on a war */
                          _("Warriors"));
  gtk_widget_set_visible (self->white_row, TRUE);
  gtk_widget_set_visible (self->warriors_row, TRUE);
}

static void
build_grail (SqQuestView *self)
{
  for (guint k = 0; k < N_GRAIL_SPOTS; k++)
    self->grail_spots[k] = add_spot (self->grail_row);

  sq_board_set_a11y_text (self->grail_row, GTK_ACCESSIBLE_PROPERTY_LABEL,
                          /* Translators: accessible name of the Grail quest's seven
                           * spots, from the Grail outwards */
                          _("Grail track, from the Grail outwards"));
  gtk_widget_set_visible (self->grail_row, TRUE);
}

static void
build (SqQuestView *self)
{
  gtk_image_set_from_icon_name (GTK_IMAGE (self->icon), quest_icon (self->quest));
  gtk_label_set_text (GTK_LABEL (self->title_label), sq_text_quest (self->quest));
  gtk_widget_set_visible (self->solo_label,
                          self->quest == SQ_QUEST_BLACK_KNIGHT || self->quest == SQ_QUEST_LANCELOT);
  sq_board_set_a11y_text (GTK_WIDGET (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                          sq_text_quest (self->quest));
  sq_board_set_a11y_text (self->white_row, GTK_ACCESSIBLE_PROPERTY_LABEL,
                          /* Translators: accessible name of a quest's row of white card spots */
                          _("White cards"));
  sq_board_set_a11y_text (self->black_row, GTK_ACCESSIBLE_PROPERTY_LABEL,
                          /* Translators: accessible name of a quest's row of black card spots */
                          _("Black cards"));

  if (is_combat (self->quest))
    build_combat (self);
  else if (is_war (self->quest))
    build_war (self);
  else if (self->quest == SQ_QUEST_EXCALIBUR)
    gtk_widget_set_visible (self->river_view, TRUE);
  else if (self->quest == SQ_QUEST_GRAIL)
    build_grail (self);
}

static void
append_part (GString    *text,
             const char *part)
{
  if (text->len > 0)
    /* Translators: separates the parts of a spoken quest summary */
    g_string_append (text, C_("summary separator", "; "));
  g_string_append (text, part);
}

static const char *
status_text (SqQuestStatus status)
{
  switch (status)
    {
    case SQ_QUEST_STATUS_WAITING:
      /* Translators: status of a quest not yet open (the Dragon) */
      return C_("quest status", "Waiting");
    case SQ_QUEST_STATUS_ACTIVE:
      /* Translators: status of a quest in play */
      return C_("quest status", "Active");
    case SQ_QUEST_STATUS_WON:
      /* Translators: status of a quest the knights won */
      return C_("quest status", "Won");
    case SQ_QUEST_STATUS_LOST:
      /* Translators: status of a quest the knights lost */
      return C_("quest status", "Lost");
    default:
      return "";
    }
}

static void
update_status (SqQuestView   *self,
               SqQuestStatus  status,
               GString       *summary)
{
  static const char *classes[] = { "waiting", "active", "won", "lost" };
  const char *note = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    {
      sq_board_toggle_class (self->status_label, classes[i], i == status);
      sq_board_toggle_class (GTK_WIDGET (self), classes[i], i == status);
    }
  gtk_label_set_text (GTK_LABEL (self->status_label), status_text (status));
  append_part (summary, status_text (status));

  if (status == SQ_QUEST_STATUS_WAITING)
    /* Translators: note on the Dragon's quest before it opens */
    note = _("Opens once the Quest for Lancelot is over");
  else if (status == SQ_QUEST_STATUS_WON || status == SQ_QUEST_STATUS_LOST)
    /* Translators: note on a one-time quest that has ended */
    note = _("This quest is over");

  if (note != NULL)
    gtk_label_set_text (GTK_LABEL (self->note_label), note);
  gtk_widget_set_visible (self->note_label, note != NULL);
}

static void
update_combat (SqQuestView   *self,
               const SqQuest *quest,
               GString       *summary)
{
  gint8 spot_card[MAX_WHITE_SPOTS];
  gint group_value[4] = { 0, 0, 0, 0 };
  guint white_total = 0;
  guint black_total = 0;
  guint n_down = 0;
  guint n_white = MIN (quest->n_white, G_N_ELEMENTS (quest->white));
  guint n_black = MIN (quest->n_black, G_N_ELEMENTS (quest->black));
  g_autofree char *white_part = NULL;
  g_autofree char *black_part = NULL;
  g_autofree char *tally = NULL;

  memset (spot_card, -1, sizeof spot_card);

  /* each white card to the next free spot of its group, or a spare one */
  for (guint i = 0; i < n_white; i++)
    {
      gint group = quest->white_group[i];
      SqFace face = sq_card_face (quest->white[i]);
      gint spot = -1;

      for (guint k = 0; k < self->n_white_spots && spot < 0; k++)
        if (spot_card[k] < 0 && self->white_spot_group[k] == group && group >= 0)
          spot = k;
      for (guint k = 0; k < self->n_white_spots && spot < 0; k++)
        if (spot_card[k] < 0 && self->white_spot_group[k] < 0)
          spot = k;
      if (spot >= 0)
        spot_card[spot] = i;
      if (group >= 0 && group < (gint) G_N_ELEMENTS (group_value) && group_value[group] == 0)
        group_value[group] = sq_face_fight_value (face);
      white_total += sq_face_fight_value (face);
    }

  for (guint k = 0; k < self->n_white_spots; k++)
    {
      SqCardView *spot = SQ_CARD_VIEW (self->white_spots[k]);
      gint group = self->white_spot_group[k];

      if (spot_card[k] >= 0)
        sq_card_view_show_face (spot, sq_card_face (quest->white[spot_card[k]]), self->quest);
      else if (group >= 0 && group_value[group] > 0)
        {
          char hint[4];

          /* the value the rest of this group must match */
          g_snprintf (hint, sizeof hint, "%d", group_value[group]);
          sq_card_view_show_empty (spot, hint);
        }
      else
        sq_card_view_show_empty (spot, NULL);
      if (group < 0)
        gtk_widget_set_visible (GTK_WIDGET (spot), spot_card[k] >= 0);
    }

  for (guint k = 0; k < self->n_black_spots; k++)
    {
      SqCardView *spot = SQ_CARD_VIEW (self->black_spots[k]);

      if (k >= n_black)
        sq_card_view_show_empty (spot, NULL);
      else if (quest->face_down & (1u << k))
        {
          sq_card_view_show_back (spot);
          n_down++;
        }
      else
        {
          SqFace face = sq_card_face (quest->black[k]);
          const SqFaceInfo *info = sq_face_info (face);

          sq_card_view_show_face (spot, face, self->quest);
          black_total += self->quest == SQ_QUEST_DRAGON && info->value2 ? info->value2 : info->value;
        }
    }

  /* Translators: the public tally of a combat quest, white part: "White 8" */
  white_part = g_strdup_printf (_("White %u"), white_total);
  if (n_down > 0)
    /* Translators: the public tally of a combat quest, black part, when
     * some black cards lie face down: "Black 6 + 2 face down" */
    black_part = g_strdup_printf (ngettext ("Black %u + %u face down",
                                            "Black %u + %u face down", n_down),
                                  black_total, n_down);
  else
    /* Translators: the public tally of a combat quest, black part: "Black 6" */
    black_part = g_strdup_printf (_("Black %u"), black_total);
  /* Translators: the public tally of a combat quest: "White 8 · Black 6" */
  tally = g_strdup_printf (C_("combat tally", "%s · %s"), white_part, black_part);
  gtk_label_set_text (GTK_LABEL (self->tally_label), tally);
  append_part (summary, white_part);
  append_part (summary, black_part);
}

static void
update_war (SqQuestView   *self,
            const SqQuest *quest,
            GString       *summary)
{
  gboolean mordred = has_card (quest->mordred);
  guint n_white = MIN (quest->n_white, G_N_ELEMENTS (quest->white));
  guint n_black = MIN (quest->n_black, G_N_ELEMENTS (quest->black));
  guint warriors = MIN (quest->warriors, N_WARRIORS);
  g_autoptr (GString) cards = g_string_new (NULL);
  g_autofree char *white_part = NULL;
  g_autofree char *warriors_text = NULL;

  for (guint k = 0; k < self->n_white_spots; k++)
    {
      SqCardView *spot = SQ_CARD_VIEW (self->white_spots[k]);
      gboolean needed = k < (mordred ? 6u : 5u);

      if (k < n_white)
        sq_card_view_show_face (spot, sq_card_face (quest->white[k]), self->quest);
      else
        {
          char hint[4];

          /* the rising run 1 to 5, and Mordred's second 5 */
          g_snprintf (hint, sizeof hint, "%u", MIN (k + 1, 5));
          sq_card_view_show_empty (spot, hint);
        }
      gtk_widget_set_visible (GTK_WIDGET (spot), needed || k < n_white);
    }

  /* an empty spot is a faint warrior, never a siege engine's outline,
   * also after a lost war has sent its warriors away */
  for (guint k = 0; k < N_WARRIORS; k++)
    sq_board_toggle_class (self->warriors[k], "present", k < warriors);

  /* the cards that brought the warriors, named on the warriors' row */
  for (guint i = 0; i < n_black; i++)
    {
      if (cards->len > 0)
        /* Translators: separates card names in a list */
        g_string_append (cards, C_("list separator", ", "));
      if (quest->face_down & (1u << i))
        g_string_append (cards, _("Face-down black card"));
      else
        g_string_append (cards, sq_text_face (sq_card_face (quest->black[i])));
    }
  sq_tooltip_set_text (self->warriors_row, cards->len > 0 ? cards->str : NULL);

  /* Translators: spoken value of the warriors on a war; the war is lost at 4 */
  warriors_text = g_strdup_printf (ngettext ("%u warrior of 4", "%u warriors of 4", warriors),
                                   warriors);
  sq_board_set_a11y_value (self->warriors_row, warriors, 0, N_WARRIORS, warriors_text);

  /* Translators: spoken number of fight cards laid on a war */
  white_part = g_strdup_printf (ngettext ("%u white card", "%u white cards", n_white), n_white);
  append_part (summary, white_part);
  append_part (summary, warriors_text);
}

static void
update_river (SqQuestView   *self,
              const SqQuest *quest,
              GString       *summary)
{
  sq_river_view_set_position (SQ_RIVER_VIEW (self->river_view), quest->excalibur);
  /* the quest's summary says what the river's meter says */
  append_part (summary, sq_board_get_a11y_text (self->river_view,
                                                GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT));
}

static void
update_grail (SqQuestView   *self,
              const SqQuest *quest,
              GString       *summary)
{
  guint n_grail = 0;
  guint n_black = 0;
  g_autofree char *grail_part = NULL;
  g_autofree char *black_part = NULL;
  g_autofree char *description = NULL;

  for (guint k = 0; k < N_GRAIL_SPOTS; k++)
    {
      SqCardView *spot = SQ_CARD_VIEW (self->grail_spots[k]);
      guint8 card = quest->grail[k];

      if (card == SQ_NO_CARD)
        sq_card_view_show_empty (spot, NULL);
      else if (sq_card_color (card) == SQ_COLOR_BLACK && black_is_face_down (quest, card))
        {
          sq_card_view_show_back (spot);
          n_black++;
        }
      else
        {
          sq_card_view_show_face (spot, sq_card_face (card), self->quest);
          if (sq_card_color (card) == SQ_COLOR_BLACK)
            n_black++;
          else
            n_grail++;
        }
    }

  /* Translators: spoken count of Grail cards on the Grail track */
  grail_part = g_strdup_printf (ngettext ("%u Grail card", "%u Grail cards", n_grail), n_grail);
  /* Translators: spoken count of black cards on the Grail track */
  black_part = g_strdup_printf (ngettext ("%u black card", "%u black cards", n_black), n_black);
  /* Translators: spoken summary of the Grail track: "3 Grail cards, 2 black cards" */
  description = g_strdup_printf (C_("grail summary", "%s, %s"), grail_part, black_part);
  sq_board_set_a11y_text (self->grail_row, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description);
  append_part (summary, description);
}

static void
update_extras (SqQuestView   *self,
               const SqState *state,
               const SqQuest *quest,
               GString       *summary)
{
  gboolean heroism = has_card (quest->heroism);
  gboolean mordred = is_war (self->quest) && has_card (quest->mordred);
  gboolean forest = self->quest == SQ_QUEST_GRAIL && state->dark_forest != SQ_NO_CARD;

  if (heroism)
    {
      gtk_label_set_text (GTK_LABEL (self->heroism_label), sq_text_face (SQ_FACE_HEROISM));
      append_part (summary, sq_text_face (SQ_FACE_HEROISM));
    }
  if (mordred)
    {
      gtk_label_set_text (GTK_LABEL (self->mordred_label), sq_text_face (SQ_FACE_MORDRED));
      append_part (summary, sq_text_face (SQ_FACE_MORDRED));
    }
  if (forest)
    {
      gtk_label_set_text (GTK_LABEL (self->forest_label), sq_text_face (SQ_FACE_DARK_FOREST));
      append_part (summary, sq_text_face (SQ_FACE_DARK_FOREST));
    }
  gtk_widget_set_visible (self->heroism_label, heroism);
  gtk_widget_set_visible (self->mordred_label, mordred);
  gtk_widget_set_visible (self->forest_label, forest);
  gtk_widget_set_visible (self->extras, heroism || mordred || forest);
}

static void
update_knights (SqQuestView   *self,
                const SqState *state,
                GString       *summary)
{
  g_autoptr (GString) names = g_string_new (NULL);
  g_autofree char *text = NULL;

  for (guint i = 0; i < state->n_seats && i < SQ_MAX_SEATS; i++)
    {
      const SqSeat *seat = &state->seats[i];
      g_autofree char *name = NULL;

      if (!seat->in_game || !seat->alive || seat->place != (guint) self->quest)
        continue;
      name = sq_text_seat (state, i);
      if (names->len > 0)
        g_string_append (names, C_("list separator", ", "));
      g_string_append (names, name);
    }

  if (names->len > 0)
    /* Translators: the knights standing on a quest: "Knights: Sir Kay, King Arthur" */
    text = g_strdup_printf (_("Knights: %s"), names->str);
  else
    /* Translators: no knight stands on this quest */
    text = g_strdup (_("No knights here"));

  gtk_label_set_text (GTK_LABEL (self->knights_label), text);
  sq_board_toggle_class (self->knights_label, "dim-label", names->len == 0);
  append_part (summary, text);
}

/* A quest out of play shows no spots; they keep no card either, hidden or
 * not, so nothing lingers from an earlier state. */
static void
clear_spots (SqQuestView *self)
{
  for (guint k = 0; k < self->n_white_spots; k++)
    sq_card_view_show_empty (SQ_CARD_VIEW (self->white_spots[k]), NULL);
  for (guint k = 0; k < self->n_black_spots; k++)
    sq_card_view_show_empty (SQ_CARD_VIEW (self->black_spots[k]), NULL);
  if (self->quest == SQ_QUEST_GRAIL)
    for (guint k = 0; k < N_GRAIL_SPOTS; k++)
      sq_card_view_show_empty (SQ_CARD_VIEW (self->grail_spots[k]), NULL);
  sq_tooltip_set_text (self->warriors_row, NULL);
  gtk_label_set_text (GTK_LABEL (self->tally_label), "");
}

/* GObject overrides */

static void
sq_quest_view_constructed (GObject *object)
{
  SqQuestView *self = SQ_QUEST_VIEW (object);

  G_OBJECT_CLASS (sq_quest_view_parent_class)->constructed (object);

  build (self);
}

static void
sq_quest_view_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SQ_TYPE_QUEST_VIEW);

  G_OBJECT_CLASS (sq_quest_view_parent_class)->dispose (object);
}

static void
sq_quest_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SqQuestView *self = SQ_QUEST_VIEW (object);

  switch (prop_id)
    {
    case PROP_QUEST:
      g_value_set_uint (value, self->quest);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_quest_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SqQuestView *self = SQ_QUEST_VIEW (object);

  switch (prop_id)
    {
    case PROP_QUEST:
      self->quest = g_value_get_uint (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_quest_view_class_init (SqQuestViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* its icons in their colour once, not at every frame */
  widget_class->snapshot = sq_tint_snapshot_children;

  object_class->constructed = sq_quest_view_constructed;
  object_class->dispose = sq_quest_view_dispose;
  object_class->get_property = sq_quest_view_get_property;
  object_class->set_property = sq_quest_view_set_property;

  properties[PROP_QUEST] =
    g_param_spec_uint ("quest", NULL, NULL,
                       0, SQ_N_QUESTS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE_PATH "/sq-quest-view.ui");
  gtk_widget_class_bind_template_child (widget_class, SqQuestView, face);
  gtk_widget_class_bind_template_child (widget_class, SqQuestView, highlight);
  gtk_widget_class_bind_template_child (widget_class, SqQuestView, black_row);
  gtk_widget_class_bind_template_child (widget_class, SqQuestView, extras);
  gtk_widget_class_bind_template_child (widget_class, SqQuestView, forest_label);
  gtk_widget_class_bind_template_child (widget_class, SqQuestView, grail_row);
  gtk_widget_class_bind_template_child (widget_class, SqQuestView, header);
  gtk_widget_class_bind_template_child (widget_class, SqQuestView, heroism_label);
  gtk_widget_class_bind_template_child (widget_class, SqQuestView, icon);
  gtk_widget_class_bind_template_child (widget_class, SqQuestView, knights_label);
  gtk_widget_class_bind_template_child (widget_class, SqQuestView, knights_row);
  gtk_widget_class_bind_template_child (widget_class, SqQuestView, mordred_label);
  gtk_widget_class_bind_template_child (widget_class, SqQuestView, note_label);
  gtk_widget_class_bind_template_child (widget_class, SqQuestView, river_view);
  gtk_widget_class_bind_template_child (widget_class, SqQuestView, solo_label);
  gtk_widget_class_bind_template_child (widget_class, SqQuestView, status_label);
  gtk_widget_class_bind_template_child (widget_class, SqQuestView, tally_label);
  gtk_widget_class_bind_template_child (widget_class, SqQuestView, title_label);
  gtk_widget_class_bind_template_child (widget_class, SqQuestView, warriors_row);
  gtk_widget_class_bind_template_child (widget_class, SqQuestView, white_row);

  gtk_widget_class_set_css_name (widget_class, "sqquest");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  g_type_ensure (SQ_TYPE_CARD_VIEW);
  g_type_ensure (SQ_TYPE_RIVER_VIEW);
  g_type_ensure (SQ_TYPE_WRAP_BIN);
}

static void
sq_quest_view_init (SqQuestView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Public API */

GtkWidget *
sq_quest_view_new (SqQuestId quest)
{
  g_return_val_if_fail (quest < SQ_N_QUESTS, NULL);

  return g_object_new (SQ_TYPE_QUEST_VIEW, "quest", quest, NULL);
}

SqQuestId
sq_quest_view_get_quest (SqQuestView *self)
{
  g_return_val_if_fail (SQ_IS_QUEST_VIEW (self), SQ_QUEST_NONE);

  return self->quest;
}

/**
 * sq_quest_view_update:
 * @state: the table
 *
 * Shows the quest as @state has it. Reads only what the whole table may
 * see; a face-down card's identity is never read.
 */
void
sq_quest_view_update (SqQuestView   *self,
                      const SqState *state)
{
  const SqQuest *quest;
  gboolean active;
  g_autoptr (GString) summary = g_string_new (NULL);

  g_return_if_fail (SQ_IS_QUEST_VIEW (self));
  g_return_if_fail (state != NULL);

  quest = &state->quests[self->quest];
  active = quest->status == SQ_QUEST_STATUS_ACTIVE;

  update_status (self, quest->status, summary);

  if (active)
    {
      if (is_combat (self->quest))
        update_combat (self, quest, summary);
      else if (is_war (self->quest))
        update_war (self, quest, summary);
      else if (self->quest == SQ_QUEST_EXCALIBUR)
        update_river (self, quest, summary);
      else if (self->quest == SQ_QUEST_GRAIL)
        update_grail (self, quest, summary);
    }
  else
    clear_spots (self);

  gtk_widget_set_visible (self->white_row, active && (is_combat (self->quest) || is_war (self->quest)));
  gtk_widget_set_visible (self->black_row, active && is_combat (self->quest));
  gtk_widget_set_visible (self->tally_label, active && is_combat (self->quest));
  gtk_widget_set_visible (self->warriors_row, active && is_war (self->quest));
  gtk_widget_set_visible (self->river_view, active && self->quest == SQ_QUEST_EXCALIBUR);
  gtk_widget_set_visible (self->grail_row, active && self->quest == SQ_QUEST_GRAIL);

  update_extras (self, state, quest, summary);
  update_knights (self, state, summary);

  sq_board_set_a11y_text (GTK_WIDGET (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, summary->str);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The end of a game: who won and why, who the traitor was, and a short
 * account of the game. The game is over, so loyalty may be shown. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-cards.h"
#include "sq-chrome.h"
#include "sq-end-page.h"
#include "sq-text.h"

/* Struct */

struct _SqEndPage
{
  GtkWidget       parent_instance;

  /* Template widgets */
  AdwStatusPage  *status_page;
  AdwActionRow   *traitor_row;
  AdwActionRow   *flip_before_row;
  GtkLabel       *flip_before_label;
  AdwActionRow   *flip_after_row;
  GtkLabel       *flip_after_label;
  GtkLabel       *turns_label;
  AdwActionRow   *quests_won_row;
  GtkLabel       *quests_won_label;
  AdwActionRow   *quests_lost_row;
  GtkLabel       *quests_lost_label;
  GtkLabel       *swords_label;
  GtkLabel       *siege_label;
  GtkLabel       *knights_label;
  AdwActionRow   *relics_row;
  GtkListBox     *knights_list;
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqEndPage, sq_end_page, GTK_TYPE_WIDGET)

/* Signals */

enum
{
  SIGNAL_NEW_GAME,
  SIGNAL_BACK_TO_START,
  SIGNAL_SHOW_BOARD,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Auxiliary functions */

static gboolean
seat_played (const SqState *state,
             guint          seat)
{
  return state->seats[seat].in_game || state->seats[seat].left;
}

/* The engine records the traitor's seat at the end; a traitor who had
 * left the game is not in that record, but still was the traitor. */
static gint
find_traitor (const SqState *state)
{
  if (state->traitor_at_end >= 0 && state->traitor_at_end < state->n_seats)
    return state->traitor_at_end;

  for (guint i = 0; i < state->n_seats && i < SQ_MAX_SEATS; i++)
    if (seat_played (state, i) && state->seats[i].loyalty != SQ_NO_CARD &&
        sq_card_face (state->seats[i].loyalty) == SQ_FACE_TRAITOR)
      return i;

  return SQ_NO_SEAT;
}

static char *
format_swords (guint white,
               guint black)
{
  /* Translators: A sword count on the Round Table, e.g. “7 white, 5 black” */
  return g_strdup_printf (_("%u white, %u black"), white, black);
}

static const char *
separator (void)
{
  /* Translators: Between the items of a short list on the end page, e.g.
   * “Excalibur, Holy Grail”; keep the spaces */
  return C_("list separator", ", ");
}

static void
set_row_subtitle (AdwActionRow *row,
                  const char   *subtitle)
{
  adw_action_row_set_subtitle (row, subtitle != NULL ? subtitle : "");
}

static void
show_outcome (SqEndPage     *self,
              const SqState *state,
              gint           traitor)
{
  GtkWidget *status = GTK_WIDGET (self->status_page);
  g_autoptr (GString) description = g_string_new (NULL);
  g_autofree char *escaped = NULL;
  gboolean loyal = state->outcome == SQ_OUTCOME_LOYAL;

  if (loyal)
    adw_status_page_set_title (self->status_page, _("The Loyal Knights Win"));
  else if (traitor != SQ_NO_SEAT)
    adw_status_page_set_title (self->status_page, _("Evil and the Traitor Win"));
  else
    adw_status_page_set_title (self->status_page, _("Evil Wins"));

  gtk_widget_remove_css_class (status, loyal ? "sq-end-evil" : "sq-end-loyal");
  gtk_widget_add_css_class (status, loyal ? "sq-end-loyal" : "sq-end-evil");

  g_string_append (description, sq_text_end_reason (state->end_reason));
  if (state->end_reason == SQ_END_SWORDS)
    {
      g_autofree char *swords = format_swords (state->swords_white, state->swords_black);

      g_string_append_c (description, '\n');
      /* Translators: The final sword count at the end of a game; %s is
       * e.g. “7 white, 5 black” */
      g_string_append_printf (description, _("Final count: %s."), swords);
      if (state->swords_white == state->swords_black)
        {
          g_string_append_c (description, ' ');
          g_string_append (description, _("A tie goes to Evil."));
        }
    }

  /* the description is markup */
  escaped = g_markup_escape_text (description->str, -1);
  adw_status_page_set_description (self->status_page, escaped);
}

static void
show_traitor (SqEndPage     *self,
              const SqState *state,
              gint           traitor)
{
  const SqSeat *seat;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  gboolean swords_end = state->end_reason == SQ_END_SWORDS;

  if (state->setup.loyalty == SQ_LOYALTY_NO_TRAITOR)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->traitor_row),
                                     _("There was no traitor"));
      set_row_subtitle (self->traitor_row, _("Every knight was loyal in this game."));
      return;
    }

  if (traitor == SQ_NO_SEAT)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->traitor_row),
                                     _("Nobody was the traitor"));
      set_row_subtitle (self->traitor_row,
                        _("The traitor’s loyalty card was not dealt to any knight."));
      return;
    }

  seat = &state->seats[traitor];
  /* Translators: At the end of a game; %s is a knight, e.g. “Sir Kay” */
  title = g_strdup_printf (_("%s was the traitor"), sq_text_knight (seat->knight));

  if (seat->unmasked)
    subtitle = g_strdup (_("Unmasked by an accusation during the game."));
  else if (seat->left)
    subtitle = g_strdup (_("Left the game without being unmasked."));
  else if (!seat->alive && swords_end)
    subtitle = g_strdup (_("Died without being unmasked, so flipped no swords."));
  else if (!seat->alive)
    subtitle = g_strdup (_("Died without being unmasked."));
  else if (swords_end && state->flipped_at_end > 0)
    /* Translators: The hidden traitor at the final sword count */
    subtitle = g_strdup_printf (ngettext ("Stayed hidden to the end and flipped "
                                          "%u white sword to black.",
                                          "Stayed hidden to the end and flipped "
                                          "%u white swords to black.",
                                          state->flipped_at_end),
                                state->flipped_at_end);
  else if (swords_end)
    subtitle = g_strdup (_("Stayed hidden to the end, but there was no white sword to flip."));
  else
    subtitle = g_strdup (_("Stayed hidden to the end."));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->traitor_row), title);
  set_row_subtitle (self->traitor_row, subtitle);
}

static void
show_flip (SqEndPage     *self,
           const SqState *state)
{
  guint flipped = state->flipped_at_end;
  gboolean applies = state->end_reason == SQ_END_SWORDS && flipped > 0;
  guint white_before = state->swords_white + flipped;
  guint black_before = state->swords_black >= flipped ? state->swords_black - flipped : 0;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gboolean turned;

  gtk_widget_set_visible (GTK_WIDGET (self->flip_before_row), applies);
  gtk_widget_set_visible (GTK_WIDGET (self->flip_after_row), applies);
  if (!applies)
    return;

  before = format_swords (white_before, black_before);
  after = format_swords (state->swords_white, state->swords_black);
  gtk_label_set_label (self->flip_before_label, before);
  gtk_label_set_label (self->flip_after_label, after);

  turned = white_before > black_before && state->outcome != SQ_OUTCOME_LOYAL;
  set_row_subtitle (self->flip_after_row,
                    turned ? _("The flip turned the count against the loyal knights.") : NULL);
}

static void
show_quests (AdwActionRow  *row,
             GtkLabel      *label,
             const SqState *state,
             SqQuestStatus  status)
{
  g_autoptr (GString) names = g_string_new (NULL);
  char count[12];
  guint n = 0;

  for (guint q = 0; q < SQ_N_QUESTS; q++)
    {
      if (state->quests[q].status != status)
        continue;
      if (n++ > 0)
        g_string_append (names, separator ());
      g_string_append (names, sq_text_quest (q));
    }

  g_snprintf (count, sizeof count, "%u", n);
  gtk_label_set_label (label, count);
  set_row_subtitle (row, names->str);
}

static void
show_relics (SqEndPage     *self,
             const SqState *state)
{
  g_autoptr (GString) text = g_string_new (NULL);

  for (guint r = 0; r < SQ_N_RELICS; r++)
    {
      g_autofree char *item = NULL;
      gint holder = SQ_NO_SEAT;

      for (guint i = 0; i < state->n_seats && i < SQ_MAX_SEATS; i++)
        if (seat_played (state, i) && (state->seats[i].relics & (1u << r)) != 0)
          holder = i;

      if (holder != SQ_NO_SEAT)
        /* Translators: A relic and who holds it at the end of a game,
         * e.g. “Excalibur: Sir Gawain” */
        item = g_strdup_printf (C_("relic holder", "%s: %s"), sq_text_relic (r),
                                sq_text_knight (state->seats[holder].knight));
      else if ((state->relic_gone & (1u << r)) != 0)
        /* Translators: A relic that left the game, e.g. “Excalibur: lost” */
        item = g_strdup_printf (_("%s: lost"), sq_text_relic (r));
      else
        /* Translators: A relic nobody won, e.g. “Excalibur: not won” */
        item = g_strdup_printf (_("%s: not won"), sq_text_relic (r));

      if (r > 0)
        g_string_append (text, separator ());
      g_string_append (text, item);
    }

  set_row_subtitle (self->relics_row, text->str);
}

static char *
describe_seat (const SqSeat *seat)
{
  /* Translators: Between the facts about one knight at the end of a game,
   * e.g. “Traitor · Dead”; keep the spaces */
  const char *dot = C_("knight facts separator", " · ");
  g_autoptr (GString) text = g_string_new (NULL);

  if (seat->loyalty != SQ_NO_CARD)
    {
      g_string_append (text, sq_text_face (sq_card_face (seat->loyalty)));
      g_string_append (text, dot);
    }

  if (seat->left)
    g_string_append (text, _("Left the game"));
  else if (!seat->alive)
    g_string_append (text, _("Dead"));
  else
    /* Translators: A knight alive at the end of a game */
    g_string_append_printf (text, ngettext ("Alive, %u life point",
                                            "Alive, %u life points",
                                            seat->life),
                            seat->life);

  if (seat->unmasked)
    {
      g_string_append (text, dot);
      g_string_append (text, _("Unmasked"));
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
show_knights (SqEndPage     *self,
              const SqState *state)
{
  GtkWidget *child;
  g_autofree char *alive_text = NULL;
  guint alive = 0;
  guint played = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->knights_list))) != NULL)
    gtk_list_box_remove (self->knights_list, child);

  for (guint i = 0; i < state->n_seats && i < SQ_MAX_SEATS; i++)
    {
      const SqSeat *seat = &state->seats[i];
      g_autofree char *facts = NULL;
      GtkWidget *row;

      if (!seat_played (state, i))
        continue;

      played++;
      alive += seat->alive && !seat->left;
      facts = describe_seat (seat);
      row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), sq_text_knight (seat->knight));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), facts);
      gtk_list_box_append (self->knights_list, row);
    }

  /* Translators: Knights alive at the end of a game, e.g. “3 of 5” */
  alive_text = g_strdup_printf (C_("knights alive", "%u of %u"), alive, played);
  gtk_label_set_label (self->knights_label, alive_text);
}

static void
show_summary (SqEndPage     *self,
              const SqState *state)
{
  g_autofree char *turns = g_strdup_printf ("%u", state->turn);
  g_autofree char *swords = format_swords (state->swords_white, state->swords_black);
  g_autofree char *siege = NULL;

  gtk_label_set_label (self->turns_label, turns);
  show_quests (self->quests_won_row, self->quests_won_label, state, SQ_QUEST_STATUS_WON);
  show_quests (self->quests_lost_row, self->quests_lost_label, state, SQ_QUEST_STATUS_LOST);
  gtk_label_set_label (self->swords_label, swords);
  /* Translators: Siege engines around Camelot at the end, e.g. “5 of 12” */
  siege = g_strdup_printf (C_("siege engines", "%u of %u"), state->siege, SQ_MAX_SIEGE);
  gtk_label_set_label (self->siege_label, siege);
  show_relics (self, state);
  show_knights (self, state);
}

/* Callbacks */

static void
on_new_game_button_clicked_cb (SqEndPage *self)
{
  g_signal_emit (self, signals[SIGNAL_NEW_GAME], 0);
}

static void
on_back_button_clicked_cb (SqEndPage *self)
{
  g_signal_emit (self, signals[SIGNAL_BACK_TO_START], 0);
}

static void
on_show_board_button_clicked_cb (SqEndPage *self)
{
  g_signal_emit (self, signals[SIGNAL_SHOW_BOARD], 0);
}

/* GObject overrides */

static void
sq_end_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SQ_TYPE_END_PAGE);

  G_OBJECT_CLASS (sq_end_page_parent_class)->dispose (object);
}

/* class_init and init */

static void
sq_end_page_class_init (SqEndPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_end_page_dispose;

  /**
   * SqEndPage::new-game:
   *
   * The table wants to set up another game.
   */
  signals[SIGNAL_NEW_GAME] =
    g_signal_new ("new-game",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * SqEndPage::back-to-start:
   *
   * The table wants the start page.
   */
  signals[SIGNAL_BACK_TO_START] =
    g_signal_new ("back-to-start",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * SqEndPage::show-board:
   *
   * The table wants to look at the final board.
   */
  signals[SIGNAL_SHOW_BOARD] =
    g_signal_new ("show-board",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-end-page.ui");
  gtk_widget_class_bind_template_child (widget_class, SqEndPage, flip_after_label);
  gtk_widget_class_bind_template_child (widget_class, SqEndPage, flip_after_row);
  gtk_widget_class_bind_template_child (widget_class, SqEndPage, flip_before_label);
  gtk_widget_class_bind_template_child (widget_class, SqEndPage, flip_before_row);
  gtk_widget_class_bind_template_child (widget_class, SqEndPage, knights_label);
  gtk_widget_class_bind_template_child (widget_class, SqEndPage, knights_list);
  gtk_widget_class_bind_template_child (widget_class, SqEndPage, quests_lost_label);
  gtk_widget_class_bind_template_child (widget_class, SqEndPage, quests_lost_row);
  gtk_widget_class_bind_template_child (widget_class, SqEndPage, quests_won_label);
  gtk_widget_class_bind_template_child (widget_class, SqEndPage, quests_won_row);
  gtk_widget_class_bind_template_child (widget_class, SqEndPage, relics_row);
  gtk_widget_class_bind_template_child (widget_class, SqEndPage, siege_label);
  gtk_widget_class_bind_template_child (widget_class, SqEndPage, status_page);
  gtk_widget_class_bind_template_child (widget_class, SqEndPage, swords_label);
  gtk_widget_class_bind_template_child (widget_class, SqEndPage, traitor_row);
  gtk_widget_class_bind_template_child (widget_class, SqEndPage, turns_label);
  gtk_widget_class_bind_template_callback (widget_class, on_back_button_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_new_game_button_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_show_board_button_clicked_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "sq-end-page");
}

static void
sq_end_page_init (SqEndPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Public API */

/**
 * sq_end_page_new:
 *
 * Returns: (transfer floating): a new, empty #SqEndPage
 */
GtkWidget *
sq_end_page_new (void)
{
  return g_object_new (SQ_TYPE_END_PAGE, NULL);
}

/**
 * sq_end_page_set_state:
 * @state: a finished game (its outcome is not %SQ_OUTCOME_NONE); read
 *   now, not kept
 *
 * Shows the end of the game @state.
 */
void
sq_end_page_set_state (SqEndPage     *self,
                       const SqState *state)
{
  gint traitor;

  g_return_if_fail (SQ_IS_END_PAGE (self));
  g_return_if_fail (state != NULL);
  g_return_if_fail (state->outcome != SQ_OUTCOME_NONE);

  traitor = find_traitor (state);
  show_outcome (self, state, traitor);
  show_traitor (self, state, traitor);
  show_flip (self, state);
  show_summary (self, state);
  /* the rows' texts, the knights' rows just made among them; and the
   * boxes of text answer their width for any height: in the tap that
   * ends a game, GTK laid the page's texts out about a thousand times
   * through the status page's and our clamp (sq-width-layout.c) */
  sq_chrome_wrap_at_words (GTK_WIDGET (self));
  sq_chrome_widths_without_heights (GTK_WIDGET (self));
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-text-events.h"
#include "sq-text-private.h"

/* Helpers */

static char *
text_black_laid (const SqEvent *e)
{
  const char *on = sq_text_place_phrase (e->quest, SQ_PLACE_PHRASE_ON);

  if (e->face >= SQ_N_FACES)
    /* Translators: narration; a black card whose face the table may not
     * see; %s is a quest, pattern "on-place" ("on the Black Knight") */
    return sq_text_printf (_("a black card is laid face down %s"), on);
  if (e->quest == SQ_QUEST_PICTS || e->quest == SQ_QUEST_SAXONS)
    /* Translators: narration; %1$s is a black card ("Picts"), %2$s a war,
     * pattern "on-place" ("on the Pict War"), %3$u the warriors there now */
    return sq_text_printf (_("%1$s is laid %2$s: %3$u of 4 warriors"),
                           sq_text_face (e->face), on, (guint) e->count);
  /* Translators: narration; %1$s is a black card ("Black Knight 5"),
   * %2$s a quest, pattern "on-place" ("on the Black Knight") */
  return sq_text_printf (_("%1$s is laid %2$s"), sq_text_face (e->face), on);
}

static char *
text_quest_ended (const SqEvent *e)
{
  const char *quest = sq_text_quest (e->quest);
  g_autofree char *outcome = NULL;
  guint8 known[SQ_EVENT_MAX_REVEALED];
  guint n_known = 0;
  g_autofree char *cards = NULL;

  if (e->has_totals)
    outcome = e->won
      /* Translators: narration; %1$s is a quest ("Tournament against the
       * Black Knight"); %2$d the knights' total, %3$d the black cards' */
      ? sq_text_printf (_("Won: %1$s, %2$d against %3$d"), quest,
                        (int) e->white_total, (int) e->black_total)
      /* Translators: narration; %1$s is a quest ("Tournament against the
       * Black Knight"); %2$d the knights' total, %3$d the black cards' */
      : sq_text_printf (_("Lost: %1$s, %2$d against %3$d"), quest,
                        (int) e->white_total, (int) e->black_total);
  else
    outcome = e->won
      /* Translators: narration; %s is a quest ("Quest for the Holy Grail") */
      ? sq_text_printf (_("Won: %s"), quest)
      /* Translators: narration; %s is a quest ("Pict War") */
      : sq_text_printf (_("Lost: %s"), quest);

  for (guint i = 0; i < e->n_revealed && i < SQ_EVENT_MAX_REVEALED; i++)
    if (e->revealed[i] < SQ_N_FACES)
      known[n_known++] = e->revealed[i];
  if (n_known == 0)
    return g_steal_pointer (&outcome);

  cards = sq_text_cards (known, n_known, TRUE);
  /* Translators: narration; %1$s says how a quest ended, %2$s lists the
   * black cards that lay face down ("Black Knight 5 and Black Knight 1") */
  return sq_text_printf (_("%1$s; face down lay %2$s"), outcome, cards);
}

static char *
text_siege (const SqEvent *e)
{
  guint n = ABS (e->value);

  if (e->value > 0)
    /* Translators: narration; %1$u siege engines came, %2$u stand now */
    return sq_text_printf (ngettext ("%1$u siege engine is added: %2$u around Camelot",
                                     "%1$u siege engines are added: %2$u around Camelot", n),
                           n, (guint) e->count);
  /* Translators: narration; %1$u siege engines went, %2$u stand now */
  return sq_text_printf (ngettext ("%1$u siege engine is removed: %2$u around Camelot",
                                   "%1$u siege engines are removed: %2$u around Camelot", n),
                         n, (guint) e->count);
}

static char *
text_swords (const SqEvent *e)
{
  guint n = e->count;

  if (e->type == SQ_EVENT_SWORDS_FLIPPED)
    /* Translators: narration; white swords on the Round Table turn black */
    return sq_text_printf (ngettext ("%u white sword turns black",
                                     "%u white swords turn black", n), n);
  if (e->won)
    /* Translators: narration */
    return sq_text_printf (ngettext ("%u white sword is laid on the Round Table",
                                     "%u white swords are laid on the Round Table", n), n);
  /* Translators: narration */
  return sq_text_printf (ngettext ("%u black sword is laid on the Round Table",
                                   "%u black swords are laid on the Round Table", n), n);
}

static char *
text_seat_event (const SqState *state,
                 const SqEvent *e)
{
  g_autofree char *who = sq_text_seat (state, e->seat);
  guint n = e->type == SQ_EVENT_LIFE ? (guint) ABS (e->value) : e->count;

  switch ((SqEventType) e->type)
    {
    case SQ_EVENT_LIFE:
      if (e->value > 0)
        /* Translators: narration; %1$s is a knight, %3$u his life points now */
        return sq_text_printf (ngettext ("%1$s gains %2$u life point: %3$u now",
                                         "%1$s gains %2$u life points: %3$u now", n),
                               who, n, (guint) e->count);
      /* Translators: narration; %1$s is a knight, %3$u his life points left */
      return sq_text_printf (ngettext ("%1$s loses %2$u life point: %3$u left",
                                       "%1$s loses %2$u life points: %3$u left", n),
                             who, n, (guint) e->count);
    case SQ_EVENT_DIED:
      /* Translators: narration; %s is a knight */
      return sq_text_printf (_("%s dies"), who);
    case SQ_EVENT_UNMASKED:
      /* Translators: narration; %s is a knight */
      return sq_text_printf (_("%s is unmasked as the traitor"), who);
    case SQ_EVENT_RELIC_WON:
      /* Translators: narration; %1$s is a knight, %2$s a relic ("Excalibur") */
      return sq_text_printf (_("%1$s takes %2$s"), who, sq_text_relic (e->relic));
    case SQ_EVENT_CARDS_DRAWN:
      if (e->won)
        /* Translators: narration; %1$s is a knight */
        return sq_text_printf (ngettext ("%1$s draws %2$u white card",
                                         "%1$s draws %2$u white cards", n), who, n);
      /* Translators: narration; %1$s is a knight, given cards by another */
      return sq_text_printf (ngettext ("%1$s receives %2$u white card",
                                       "%1$s receives %2$u white cards", n), who, n);
    case SQ_EVENT_CARDS_LOST:
      /* Translators: narration; %1$s is a knight */
      return sq_text_printf (ngettext ("%1$s discards %2$u white card",
                                       "%1$s discards %2$u white cards", n), who, n);
    case SQ_EVENT_MOVED:
      /* Translators: narration; %1$s is a knight, %2$s a place, pattern
       * "to-place" ("to the Round Table") */
      return sq_text_printf (_("%1$s goes %2$s"), who,
                             sq_text_place_phrase (e->quest, SQ_PLACE_PHRASE_TO));
    default:
      g_assert_not_reached ();
    }
}

static char *
text_fight (const SqEvent *e)
{
  if (e->type == SQ_EVENT_D8_ROLLED)
    /* Translators: narration; the d8 (%1$u) against the fight total (%2$u),
     * before Sir Kay decides whether to add a card */
    return sq_text_printf (_("Rolled %1$u against %2$u"), (guint) e->value, (guint) e->count);
  if (e->won)
    /* Translators: narration; the d8 (%1$u) was lower than the fight total (%2$u) */
    return sq_text_printf (_("Rolled %1$u against %2$u: a siege engine is destroyed"),
                           (guint) e->value, (guint) e->count);
  /* Translators: narration; the d8 (%1$u) was not lower than the fight total (%2$u) */
  return sq_text_printf (_("Rolled %1$u against %2$u: the siege engines hold"),
                         (guint) e->value, (guint) e->count);
}

/* Public API */

/**
 * sq_text_event:
 * @state: the state after the action, for the knights' names
 *
 * One event as a line of narration: "Black Knight 5 is laid on the Black
 * Knight", "Rolled 2 against 4: a siege engine is destroyed".
 *
 * Returns: (transfer full): the text
 */
char *
sq_text_event (const SqState *state,
               const SqEvent *e)
{
  guint steps;

  g_return_val_if_fail (state != NULL && e != NULL, NULL);

  switch ((SqEventType) e->type)
    {
    case SQ_EVENT_BLACK_LAID:
      return text_black_laid (e);
    case SQ_EVENT_BLACK_PLAYED:
      /* Translators: narration; %s is a black card ("Morgan", "Guinevere") */
      return sq_text_printf (_("Black card played: %s"),
                             e->face < SQ_N_FACES ? sq_text_face (e->face) : "?");
    case SQ_EVENT_WARRIORS:
      /* Translators: narration; %1$s is a war ("Pict War"), %2$u its warriors now */
      return sq_text_printf (_("%1$s: %2$u of 4 warriors"), sq_text_quest (e->quest),
                             (guint) e->count);
    case SQ_EVENT_EXCALIBUR:
      steps = (guint) (SQ_EXCALIBUR_STEPS - e->value);
      /* Translators: narration; how far Excalibur lies from the knights' end */
      return sq_text_printf (ngettext ("Excalibur is %u step from the knights’ end",
                                       "Excalibur is %u steps from the knights’ end", steps),
                             steps);
    case SQ_EVENT_QUEST_ENDED:
      return text_quest_ended (e);
    case SQ_EVENT_SIEGE_FIGHT:
    case SQ_EVENT_D8_ROLLED:
      return text_fight (e);
    case SQ_EVENT_SWORDS:
    case SQ_EVENT_SWORDS_FLIPPED:
      return text_swords (e);
    case SQ_EVENT_SIEGE:
      return text_siege (e);
    case SQ_EVENT_QUEST_CLEARED:
      /* Translators: narration; %2$s is a quest, pattern "from-place" ("from Lancelot") */
      return sq_text_printf (ngettext ("%1$u white card is discarded %2$s",
                                       "%1$u white cards are discarded %2$s", e->count),
                             (guint) e->count,
                             sq_text_place_phrase (e->quest, SQ_PLACE_PHRASE_FROM));
    case SQ_EVENT_RELIC_GONE:
      /* Translators: narration; %s is a relic ("Lancelot's Armor") */
      return sq_text_printf (_("%s is out of the game"), sq_text_relic (e->relic));
    case SQ_EVENT_LIFE:
    case SQ_EVENT_DIED:
    case SQ_EVENT_UNMASKED:
    case SQ_EVENT_RELIC_WON:
    case SQ_EVENT_CARDS_DRAWN:
    case SQ_EVENT_CARDS_LOST:
    case SQ_EVENT_MOVED:
      return text_seat_event (state, e);
    case SQ_N_EVENTS:
    default:
      g_return_val_if_reached (g_strdup (""));
    }
}

/**
 * sq_text_event_lines:
 * @events: (element-type SqEvent): what an action did
 *
 * Returns: (transfer full) (nullable): one line per event, or %NULL for none
 */
char *
sq_text_event_lines (const SqState *state,
                     GArray        *events)
{
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (state != NULL && events != NULL, NULL);

  for (guint i = 0; i < events->len; i++)
    g_ptr_array_add (lines, sq_text_event (state, &g_array_index (events, SqEvent, i)));
  if (lines->len == 0)
    return NULL;
  g_ptr_array_add (lines, NULL);
  return g_strjoinv ("\n", (char **) lines->pdata);
}

static char *
task_seat (const SqState *state,
           const SqEvent *e)
{
  g_autofree char *who = sq_text_seat (state, e->seat);
  gboolean physical = state->setup.white_deck == SQ_DECK_PHYSICAL;
  guint n = e->count;

  switch ((SqEventType) e->type)
    {
    case SQ_EVENT_LIFE:
      /* Translators: "Now at the table"; %1$s is a knight, %2$u his life points */
      return sq_text_printf (_("Set the life of %1$s to %2$u"), who, (guint) e->count);
    case SQ_EVENT_RELIC_WON:
      /* Translators: "Now at the table"; %1$s is a relic, %2$s a knight */
      return sq_text_printf (_("Give %1$s to %2$s"), sq_text_relic (e->relic), who);
    case SQ_EVENT_CARDS_DRAWN:
      if (!physical || !e->won)
        return NULL;
      /* Translators: "Now at the table"; %1$s is a knight */
      return sq_text_printf (ngettext ("%1$s: draw %2$u white card",
                                       "%1$s: draw %2$u white cards", n), who, n);
    case SQ_EVENT_CARDS_LOST:
      if (!physical)
        return NULL;
      /* Translators: "Now at the table"; %1$s is a knight */
      return sq_text_printf (ngettext ("%1$s: discard %2$u white card",
                                       "%1$s: discard %2$u white cards", n), who, n);
    case SQ_EVENT_MOVED:
      /* Translators: "Now at the table"; %1$s is a knight, %2$s a place,
       * pattern "to-place" ("to the Round Table") */
      return sq_text_printf (_("Move %1$s %2$s"), who,
                             sq_text_place_phrase (e->quest, SQ_PLACE_PHRASE_TO));
    default:
      return NULL;
    }
}

/**
 * sq_text_event_task:
 * @state: the state after the action
 *
 * What the event asks of the physical table, as an item of the "Now at
 * the table" checklist: "Lay 1 white sword on the Round Table".
 *
 * Returns: (transfer full) (nullable): the item, or %NULL if the event
 *   asks nothing of the table
 */
char *
sq_text_event_task (const SqState *state,
                    const SqEvent *e)
{
  guint n;

  g_return_val_if_fail (state != NULL && e != NULL, NULL);

  n = e->type == SQ_EVENT_SIEGE ? (guint) ABS (e->value) : e->count;
  switch ((SqEventType) e->type)
    {
    case SQ_EVENT_QUEST_ENDED:
      /* Translators: "Now at the table"; %s is a quest, pattern "from-place" */
      return sq_text_printf (_("Take every card %s to the discard piles"),
                             sq_text_place_phrase (e->quest, SQ_PLACE_PHRASE_FROM));
    case SQ_EVENT_SWORDS:
      return e->won
        /* Translators: "Now at the table" */
        ? sq_text_printf (ngettext ("Lay %u white sword on the Round Table",
                                    "Lay %u white swords on the Round Table", n), n)
        /* Translators: "Now at the table" */
        : sq_text_printf (ngettext ("Lay %u black sword on the Round Table",
                                    "Lay %u black swords on the Round Table", n), n);
    case SQ_EVENT_SWORDS_FLIPPED:
      /* Translators: "Now at the table" */
      return sq_text_printf (ngettext ("Turn %u white sword to its black side",
                                       "Turn %u white swords to their black side", n), n);
    case SQ_EVENT_SIEGE:
      return e->value > 0
        /* Translators: "Now at the table" */
        ? sq_text_printf (ngettext ("Place %u siege engine around Camelot",
                                    "Place %u siege engines around Camelot", n), n)
        /* Translators: "Now at the table" */
        : sq_text_printf (ngettext ("Take %u siege engine away from Camelot",
                                    "Take %u siege engines away from Camelot", n), n);
    case SQ_EVENT_QUEST_CLEARED:
      if (state->setup.white_deck != SQ_DECK_PHYSICAL)
        return NULL;
      /* Translators: "Now at the table"; %2$s is a quest, pattern "from-place" */
      return sq_text_printf (ngettext ("Discard %1$u white card %2$s",
                                       "Discard %1$u white cards %2$s", n), n,
                             sq_text_place_phrase (e->quest, SQ_PLACE_PHRASE_FROM));
    case SQ_EVENT_RELIC_GONE:
      /* Translators: "Now at the table"; %s is a relic */
      return sq_text_printf (_("Put %s back in the box"), sq_text_relic (e->relic));
    case SQ_EVENT_LIFE:
    case SQ_EVENT_RELIC_WON:
    case SQ_EVENT_CARDS_DRAWN:
    case SQ_EVENT_CARDS_LOST:
    case SQ_EVENT_MOVED:
      return task_seat (state, e);
    case SQ_EVENT_BLACK_LAID:
    case SQ_EVENT_BLACK_PLAYED:
    case SQ_EVENT_WARRIORS:
    case SQ_EVENT_EXCALIBUR:
    case SQ_EVENT_SIEGE_FIGHT:
    case SQ_EVENT_D8_ROLLED:
    case SQ_EVENT_DIED:
    case SQ_EVENT_UNMASKED:
    case SQ_N_EVENTS:
    default:
      return NULL;
    }
}

/**
 * sq_text_events_describe:
 * @entry: a new log entry for @action
 * @before: the state @action was applied to
 * @after: the state it led to
 * @first_of_turn: whether the entry opens its turn in the log
 *
 * Gives @entry its narration, its "Now at the table" items and the
 * heading of its turn.
 */
void
sq_text_events_describe (SqLogEntry     *entry,
                         const SqState  *before,
                         const SqAction *action,
                         const SqState  *after,
                         gboolean        first_of_turn)
{
  g_autoptr(GArray) events = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) tasks = NULL;
  g_autofree char *narration = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *who = NULL;
  gboolean outcome = FALSE;

  g_return_if_fail (SQ_IS_LOG_ENTRY (entry));

  events = sq_events_compute (before, action, after);
  narration = sq_text_event_lines (after, events);
  for (guint i = 0; i < events->len; i++)
    {
      const SqEvent *event = &g_array_index (events, SqEvent, i);
      g_autofree char *task = sq_text_event_task (after, event);

      outcome |= sq_event_is_quest_outcome (event);
      if (task != NULL)
        g_strv_builder_add (builder, task);
    }
  tasks = g_strv_builder_end (builder);

  who = sq_text_seat (before, before->current);
  /* Translators: the heading over a turn's lines in the history; %1$u
   * counts the turns, %2$s is the knight whose turn it is */
  heading = sq_text_printf (_("Turn %1$u: %2$s"), (guint) before->turn, who);

  sq_log_entry_set_details (entry, heading, first_of_turn, narration,
                            tasks[0] != NULL ? (const char * const *) tasks : NULL,
                            outcome);
}

/**
 * sq_text_told:
 * @log: (element-type SqLogEntry): a game's log
 * @index: an entry of it
 * @with_narration: add what the action did, one event a line
 *
 * The entry as the history says it: "Sir Kay played Fight 3 on the Black
 * Knight", then, with @with_narration, what that did.
 *
 * Returns: (transfer full) (nullable): the text, or %NULL if there is no
 *   such entry
 */
char *
sq_text_told (GListModel *log,
              guint       index,
              gboolean    with_narration)
{
  g_autoptr(SqLogEntry) entry = NULL;
  const char *narration;

  g_return_val_if_fail (G_IS_LIST_MODEL (log), NULL);

  if (index >= g_list_model_get_n_items (log))
    return NULL;
  entry = g_list_model_get_item (log, index);
  narration = sq_log_entry_get_narration (entry);
  if (!with_narration || narration == NULL)
    return g_strdup (sq_log_entry_get_text (entry));
  return g_strconcat (sq_log_entry_get_text (entry), "\n", narration, NULL);
}

/**
 * sq_text_told_narration:
 *
 * Returns: (transfer full) (nullable): what entry @index did, one event a
 *   line, or %NULL if nothing (or no such entry)
 */
char *
sq_text_told_narration (GListModel *log,
                        guint       index)
{
  g_autoptr(SqLogEntry) entry = NULL;

  g_return_val_if_fail (G_IS_LIST_MODEL (log), NULL);

  if (index >= g_list_model_get_n_items (log))
    return NULL;
  entry = g_list_model_get_item (log, index);
  return g_strdup (sq_log_entry_get_narration (entry));
}

/**
 * sq_text_toast:
 * @first: what happened
 * @narration: (nullable): what it did, one event a line
 *
 * A toast's title: one paragraph, each line a sentence of its own
 * ("Sir Kay rolled. Rolled 2 against 4: a siege engine is destroyed."),
 * escaped for the markup a toast title is.
 *
 * Returns: (transfer full): the markup
 */
char *
sq_text_toast (const char *first,
               const char *narration)
{
  g_autoptr(GString) text = g_string_new (first);
  g_auto(GStrv) lines = NULL;

  g_return_val_if_fail (first != NULL, NULL);

  lines = narration != NULL ? g_strsplit (narration, "\n", -1) : NULL;
  for (guint i = 0; lines != NULL && lines[i] != NULL; i++)
    if (lines[i][0] != '\0')
      /* the full stop closes the sentence before: the same in all four
       * languages */
      g_string_append_printf (text, ". %s", lines[i]);
  return g_markup_escape_text (text->str, -1);
}

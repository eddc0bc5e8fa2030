/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Camelot Legends companion's words and sentences. See
 * sq-legends-text.h. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-legends-rules.h"
#include "sq-legends-text.h"
#include "sq-text-private.h"

/* ---------------------------------------------------------------- names */

/* The six abilities printed on every character, in the cards' order */
static const char *const ability_names[SQ_LEGENDS_N_ABILITIES] = {
  [SQ_LEGENDS_ABILITY_COMBAT] = NC_("legends ability", "Combat"),
  [SQ_LEGENDS_ABILITY_DIPLOMACY] = NC_("legends ability", "Diplomacy"),
  [SQ_LEGENDS_ABILITY_ADVENTURE] = NC_("legends ability", "Adventure"),
  [SQ_LEGENDS_ABILITY_CUNNING] = NC_("legends ability", "Cunning"),
  [SQ_LEGENDS_ABILITY_CHIVALRY] = NC_("legends ability", "Chivalry"),
  /* Translators: the ability of will and mystical power */
  [SQ_LEGENDS_ABILITY_PSYCHE] = NC_("legends ability", "Psyche"),
};

static const char *const location_names[SQ_LEGENDS_N_LOCATIONS] = {
  [SQ_LEGENDS_LOCATION_CAMELOT] = NC_("legends location", "Camelot"),
  [SQ_LEGENDS_LOCATION_CORNWALL] = NC_("legends location", "Cornwall"),
  [SQ_LEGENDS_LOCATION_PERILOUS_FOREST] = NC_("legends location", "The Perilous Forest"),
  /* Translators: the final event, once drawn, is a location of its own */
  [SQ_LEGENDS_LOCATION_FINAL] = NC_("legends location", "The Final Event"),
};

/* The side of every location where a player's cards go */
static const char *const colour_names[SQ_LEGENDS_N_COLOURS] = {
  [SQ_LEGENDS_COLOUR_BLUE] = NC_("legends colour", "Blue"),
  [SQ_LEGENDS_COLOUR_RED] = NC_("legends colour", "Red"),
  [SQ_LEGENDS_COLOUR_YELLOW] = NC_("legends colour", "Yellow"),
  [SQ_LEGENDS_COLOUR_GREEN] = NC_("legends colour", "Green"),
};

static const char *const special_names[SQ_LEGENDS_N_SPECIALS] = {
  [SQ_LEGENDS_SPECIAL_HIGH_KING] = NC_("legends special card", "The High King"),
  [SQ_LEGENDS_SPECIAL_EXCALIBUR] = NC_("legends special card", "Excalibur"),
  [SQ_LEGENDS_SPECIAL_LOVE_POTION] = NC_("legends special card", "The Love Potion"),
};

static const char *const kind_names[SQ_LEGENDS_N_EVENT_KINDS] = {
  /* Translators: an event that waits beside a location until completed */
  [SQ_LEGENDS_EVENT_LOCATION] = NC_("legends event", "Location Event"),
  /* Translators: an event that gives a bonus to the Knights of one allegiance */
  [SQ_LEGENDS_EVENT_HERALDIC] = NC_("legends event", "Heraldic Event"),
  /* Translators: an event the players bid characters for */
  [SQ_LEGENDS_EVENT_BIDDING] = NC_("legends event", "Bidding Event"),
  /* Translators: an event carried out at once, then discarded */
  [SQ_LEGENDS_EVENT_SPECIAL] = NC_("legends event", "Special Event"),
  /* Translators: the last card of the event stack */
  [SQ_LEGENDS_EVENT_FINAL] = NC_("legends event", "Final Event"),
};

static const char *const phase_names[SQ_LEGENDS_N_DECISIONS] = {
  [SQ_LEGENDS_DECISION_NONE] = NC_("legends phase", "Game Over"),
  /* Translators: before the first turn, each player puts out characters */
  [SQ_LEGENDS_DECISION_OPENING] = NC_("legends phase", "Opening Placement"),
  [SQ_LEGENDS_DECISION_DRAW_EVENT] = NC_("legends phase", "1. Draw an Event"),
  [SQ_LEGENDS_DECISION_BID] = NC_("legends phase", "1. Bidding"),
  /* Translators: phase 2, using the optional text on the cards */
  [SQ_LEGENDS_DECISION_CARD_TEXT] = NC_("legends phase", "2. Card Text"),
  [SQ_LEGENDS_DECISION_COMPLETE] = NC_("legends phase", "3. Complete Location Events"),
  [SQ_LEGENDS_DECISION_ACTIONS] = NC_("legends phase", "4. Card Actions"),
};

/* The four phases of a turn, as short steps in a row */
static const char *const step_names[] = {
  /* Translators: short name of phase 1 of a turn: draw an event */
  NC_("legends phase step", "Event"),
  /* Translators: short name of phase 2 of a turn: optional card text */
  NC_("legends phase step", "Text"),
  /* Translators: short name of phase 3 of a turn: complete location events */
  NC_("legends phase step", "Complete"),
  /* Translators: short name of phase 4 of a turn: the card actions */
  NC_("legends phase step", "Actions"),
};

/* The word at @index of @names, translated in @context; "" (and a
 * critical warning) for an index out of range */
static const char *
name_in (const char         *context,
         const char * const *names,
         guint               n_names,
         guint               index)
{
  g_return_val_if_fail (index < n_names, "");

  return g_dpgettext2 (NULL, context, names[index]);
}

const char *
sq_legends_text_ability (SqLegendsAbility ability)
{
  return name_in ("legends ability", ability_names, G_N_ELEMENTS (ability_names), ability);
}

const char *
sq_legends_text_location (SqLegendsLocation location)
{
  return name_in ("legends location", location_names, G_N_ELEMENTS (location_names), location);
}

const char *
sq_legends_text_colour (SqLegendsColour colour)
{
  return name_in ("legends colour", colour_names, G_N_ELEMENTS (colour_names), colour);
}

const char *
sq_legends_text_special (SqLegendsSpecial special)
{
  return name_in ("legends special card", special_names, G_N_ELEMENTS (special_names), special);
}

const char *
sq_legends_text_event_kind (SqLegendsEventKind kind)
{
  return name_in ("legends event", kind_names, G_N_ELEMENTS (kind_names), kind);
}

const char *
sq_legends_text_phase (SqLegendsDecision decision)
{
  return name_in ("legends phase", phase_names, G_N_ELEMENTS (phase_names), decision);
}

/**
 * sq_legends_text_phase_step:
 * @step: 0 to 3, for phases 1 to 4
 *
 * Returns: (transfer none): the phase's short name
 */
const char *
sq_legends_text_phase_step (guint step)
{
  return name_in ("legends phase step", step_names, G_N_ELEMENTS (step_names), step);
}

char *
sq_legends_text_default_player (guint seat)
{
  /* Translators: the name of a player who did not type one; %u counts
   * from 1 clockwise */
  return g_strdup_printf (_("Player %u"), seat + 1);
}

char *
sq_legends_text_player (const char      *name,
                        SqLegendsColour  colour)
{
  g_return_val_if_fail (name != NULL, NULL);

  /* Translators: a player and their colour, e.g. “Anna (Blue)” */
  return g_strdup_printf (C_("legends player", "%1$s (%2$s)"), name,
                          sq_legends_text_colour (colour));
}

/* ------------------------------------------------------------ the turn */

static const char *
seat_name (const char * const *names,
           gint                seat)
{
  return seat >= 0 && names != NULL && names[seat] != NULL ? names[seat] : "";
}

/**
 * sq_legends_text_preparation:
 * @n_players: 2 to 4
 *
 * Returns: (transfer full): what the table lays out before the game
 */
char *
sq_legends_text_preparation (guint n_players)
{
  guint events = sq_legends_events_for_players (n_players);

  /* Translators: the setup of a Camelot Legends table; %u is how many
   * events go on the final event (17, 20 or 23) */
  return g_strdup_printf (ngettext ("Lay out Camelot, Cornwall and the Perilous Forest, with the "
                                    "High King, Excalibur and the Love Potion face up in the "
                                    "middle. Shuffle the three final events and put one face "
                                    "down, unseen, under %u event from the shuffled event deck; "
                                    "the other two go back to the box unseen. Deal five "
                                    "characters to each player.",
                                    "Lay out Camelot, Cornwall and the Perilous Forest, with the "
                                    "High King, Excalibur and the Love Potion face up in the "
                                    "middle. Shuffle the three final events and put one face "
                                    "down, unseen, under %u events from the shuffled event deck; "
                                    "the other two go back to the box unseen. Deal five "
                                    "characters to each player.",
                                    events),
                          events);
}

/**
 * sq_legends_text_first_player:
 *
 * Returns: (transfer full): who goes first, as the Pendragon card says
 */
char *
sq_legends_text_first_player (const SqLegendsState *state,
                              const char * const   *names)
{
  g_return_val_if_fail (state != NULL, NULL);

  /* Translators: at the start of a Camelot Legends game; %s is a player */
  return g_strdup_printf (_("%s holds the Pendragon card and goes first; then clockwise."),
                          seat_name (names, state->first_player));
}

/**
 * sq_legends_text_prompt:
 * @names: the players' names, one a seat
 *
 * Returns: (transfer full): who must do what now, for the whole table
 */
char *
sq_legends_text_prompt (const SqLegendsState *state,
                        const char * const   *names)
{
  const char *who;

  g_return_val_if_fail (state != NULL, NULL);

  who = seat_name (names, sq_legends_state_get_decider (state));

  switch ((SqLegendsDecision) state->decision)
    {
    case SQ_LEGENDS_DECISION_OPENING:
      if (state->opening_left == 1)
        /* Translators: the opening placement; %s is a player */
        return g_strdup_printf (_("%s places one more character"), who);
      /* Translators: the opening placement; %s is a player */
      return g_strdup_printf (_("%s places two characters, or one Lord of Camelot"), who);
    case SQ_LEGENDS_DECISION_DRAW_EVENT:
      /* Translators: phase 1; %s is the player whose turn it is */
      return g_strdup_printf (_("%s draws the top event and enters it"), who);
    case SQ_LEGENDS_DECISION_BID:
      /* Translators: bidding; %s is the player who decides now */
      return g_strdup_printf (_("%s bids one character or passes"), who);
    case SQ_LEGENDS_DECISION_CARD_TEXT:
      /* Translators: phase 2; %s is the player whose turn it is */
      return g_strdup_printf (_("%s may use the optional text of their characters"), who);
    case SQ_LEGENDS_DECISION_COMPLETE:
      /* Translators: phase 3; %s is the player whose turn it is */
      return g_strdup_printf (_("%s may complete location events"), who);
    case SQ_LEGENDS_DECISION_ACTIONS:
      /* Translators: phase 4; %s is the player whose turn it is */
      return g_strdup_printf (_("%s takes card actions"), who);
    case SQ_LEGENDS_DECISION_NONE:
    case SQ_LEGENDS_N_DECISIONS:
    default:
      break;
    }

  return g_strdup (_("The game is over"));
}

char *
sq_legends_text_actions_left (const SqLegendsState *state)
{
  guint left;

  g_return_val_if_fail (state != NULL, NULL);

  left = sq_legends_state_get_actions_left (state);
  if (left == 0)
    return g_strdup (_("No card actions left"));

  /* Translators: the card actions the player whose turn it is may still take */
  return g_strdup_printf (ngettext ("%u card action left", "%u card actions left", left), left);
}

/* The line over the player's name: the turn and the event stack */
char *
sq_legends_text_turn (const SqLegendsState *state)
{
  guint before_final;

  g_return_val_if_fail (state != NULL, NULL);

  if (state->decision == SQ_LEGENDS_DECISION_OPENING)
    /* Translators: the line over the turn tracker before the first turn */
    return g_strdup (_("Before the first turn"));

  if (state->final_drawn)
    /* Translators: the line over the turn tracker; %u is the turn */
    return g_strdup_printf (_("Turn %u · the final event is out"), state->turn);

  before_final = sq_legends_state_get_events_left (state) - 1;
  /* Translators: the line over the turn tracker: the turn and how many
   * events lie on the final event */
  return g_strdup_printf (ngettext ("Turn %1$u · %2$u event before the final event",
                                    "Turn %1$u · %2$u events before the final event",
                                    before_final),
                          state->turn, before_final);
}

/* ------------------------------------------------------ cards and events */

/**
 * sq_legends_text_scores:
 * @abilities: a bit per #SqLegendsAbility to name; 0 for all six
 *
 * Returns: (transfer full): “Combat 5 · Adventure 3”
 */
char *
sq_legends_text_scores (const SqLegendsCard *card,
                        guint                abilities)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (card != NULL, NULL);

  if (abilities == 0)
    abilities = (1u << SQ_LEGENDS_N_ABILITIES) - 1;

  for (guint i = 0; i < SQ_LEGENDS_N_ABILITIES; i++)
    {
      g_autofree char *item = NULL;

      if (!(abilities & (1u << i)))
        continue;

      /* Translators: an ability and a character's score in it, e.g. “Combat 5” */
      item = g_strdup_printf (_("%1$s %2$d"), sq_legends_text_ability (i), card->scores[i]);
      if (text->len > 0)
        /* Translators: between the scores of a character or company */
        g_string_append (text, _(" · "));
      g_string_append (text, item);
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Returns: (transfer full): “Sir Gawain, Knight of Orkney”, or a stand-in
 * for a character entered without a name */
char *
sq_legends_text_character (const SqLegendsCard *card)
{
  const char *name;
  char *text;

  g_return_val_if_fail (card != NULL, NULL);

  /* Translators: a character the players entered without its name */
  name = card->name[0] != '\0' ? card->name : _("Unnamed character");

  if (card->allegiance[0] != '\0')
    /* Translators: a character and its allegiance, e.g. “Sir Gawain, Knight of Orkney” */
    text = g_strdup_printf (_("%1$s, Knight of %2$s"), name, card->allegiance);
  else
    text = g_strdup (name);

  if (card->lord)
    {
      char *lord;

      /* Translators: a character who is a Lord of Camelot, e.g. “King Arthur,
       * Lord of Camelot” */
      lord = g_strdup_printf (_("%s, Lord of Camelot"), text);
      g_free (text);
      text = lord;
    }

  return text;
}

char *
sq_legends_text_points (gint points)
{
  /* Translators: victory points */
  return g_strdup_printf (ngettext ("%d point", "%d points", ABS (points)), points);
}

/* Returns: (transfer full): “Combat 8 and Adventure 4” */
char *
sq_legends_text_requirements (const SqLegendsEvent *event)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (event != NULL, NULL);

  for (guint i = 0; i < event->n_abilities && i < 2; i++)
    {
      if (event->abilities[i] >= SQ_LEGENDS_N_ABILITIES)
        continue;
      if (event->kind == SQ_LEGENDS_EVENT_LOCATION)
        /* Translators: an event's requirement: an ability and the total it
         * needs, e.g. “Combat 8” */
        g_ptr_array_add (items, g_strdup_printf (_("%1$s %2$u"),
                                                 sq_legends_text_ability (event->abilities[i]),
                                                 event->requirements[i]));
      else
        g_ptr_array_add (items, g_strdup (sq_legends_text_ability (event->abilities[i])));
    }

  return sq_text_join (items);
}

/* The event's name as the players entered it, or its kind */
static char *
event_name (const SqLegendsEvent *event)
{
  if (event->name[0] != '\0')
    /* Translators: an event's name as the players entered it, quoted */
    return g_strdup_printf (_("“%s”"), event->name);

  return g_strdup (sq_legends_text_event_kind (MIN (event->kind, SQ_LEGENDS_EVENT_FINAL)));
}

/* “+2 Combat for the Knights of Orkney” */
static char *
heraldic_effect (const SqLegendsEvent *event)
{
  /* Translators: a heraldic event's effect: a bonus, an ability and an
   * allegiance, e.g. “+2 Combat for the Knights of Orkney” */
  return g_strdup_printf (_("%1$+d %2$s for the Knights of %3$s"), event->bonus,
                          sq_legends_text_ability (MIN (event->abilities[0],
                                                        SQ_LEGENDS_N_ABILITIES - 1)),
                          event->allegiance);
}

/**
 * sq_legends_text_event:
 *
 * Returns: (transfer full): an event as entered, in one line
 */
char *
sq_legends_text_event (const SqLegendsEvent *event)
{
  g_autofree char *name = NULL;
  g_autofree char *needs = NULL;
  g_autofree char *points = NULL;
  g_autofree char *effect = NULL;
  g_autofree char *most = NULL;

  g_return_val_if_fail (event != NULL, NULL);

  name = event_name (event);
  points = sq_legends_text_points (event->vp);

  switch ((SqLegendsEventKind) event->kind)
    {
    case SQ_LEGENDS_EVENT_LOCATION:
      needs = sq_legends_text_requirements (event);
      /* Translators: a location event: its name, its location as the
       * pattern "at-legends-location" ("at Camelot") names it, what it
       * needs and its points, e.g.
       * ““The Beast” in Cornwall: needs Combat 8; 2 points” */
      return g_strdup_printf (_("%1$s %2$s: needs %3$s; %4$s"), name,
                              sq_legends_text_at_location (MIN (event->location,
                                                                SQ_LEGENDS_LOCATION_FINAL)),
                              needs, points);
    case SQ_LEGENDS_EVENT_BIDDING:
      needs = sq_legends_text_requirements (event);
      /* Translators: part of a bidding event's line: how many characters
       * each player may bid */
      most = g_strdup_printf (ngettext ("up to %u character each", "up to %u characters each",
                                        event->max_bids),
                              event->max_bids);
      /* Translators: a bidding event: its name, the abilities bid in, the
       * bidding maximum and its points, e.g. ““A Tournament”: bidding in
       * Combat, up to 2 characters each; 3 points” */
      return g_strdup_printf (_("%1$s: bidding in %2$s, %3$s; %4$s"), name, needs, most, points);
    case SQ_LEGENDS_EVENT_HERALDIC:
      effect = heraldic_effect (event);
      /* Translators: a heraldic event and its effect */
      return g_strdup_printf (_("%1$s: %2$s"), name, effect);
    case SQ_LEGENDS_EVENT_SPECIAL:
    case SQ_LEGENDS_EVENT_FINAL:
    case SQ_LEGENDS_N_EVENT_KINDS:
    default:
      break;
    }

  return g_steal_pointer (&name);
}

/* Returns: (transfer full) (nullable): the heraldic event in force */
char *
sq_legends_text_heraldic (const SqLegendsState *state)
{
  g_autofree char *effect = NULL;

  g_return_val_if_fail (state != NULL, NULL);

  if (!state->heraldic_active)
    return NULL;

  effect = heraldic_effect (&state->heraldic);
  /* Translators: the heraldic event in force and its effect */
  return g_strdup_printf (_("In force: %s"), effect);
}

/* ------------------------------------------------------- checks, results */

/**
 * sq_legends_text_check:
 * @seat: whose company
 * @index: the event's place at @location
 * @modifiers: (nullable) (array fixed-size=6): what card text adds to the
 *   company's totals
 * @met: (out): whether the company meets every requirement
 *
 * The completion check of a location event against the entered totals:
 * “Yes: Combat 9 of 8” or “No: Chivalry 3 of 4 (1 short)”.
 *
 * Returns: (transfer full): the check, with its reasons
 */
char *
sq_legends_text_check (const SqLegendsState *state,
                       guint                 seat,
                       SqLegendsLocation     location,
                       guint                 index,
                       const gint8          *modifiers,
                       gboolean             *met)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;
  const SqLegendsEvent *event;
  gboolean ok = TRUE;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (location < SQ_LEGENDS_N_MAIN_LOCATIONS, NULL);
  g_return_val_if_fail (index < state->n_location_events[location], NULL);
  g_return_val_if_fail (met != NULL, NULL);

  event = &state->location_events[location][index];

  if (sq_legends_state_get_company_size (state, seat, location) == 0)
    {
      *met = FALSE;
      /* Translators: the completion check of a location event; %s is a
       * location, pattern "at-legends-location" ("at Camelot") */
      return g_strdup_printf (_("No: no characters %s yet"),
                              sq_legends_text_at_location (location));
    }

  for (guint i = 0; i < event->n_abilities && i < 2; i++)
    {
      SqLegendsAbility ability = event->abilities[i];
      gint total = sq_legends_state_get_company_total (state, seat, location, ability)
                   + (modifiers != NULL ? modifiers[ability] : 0);
      gint needed = event->requirements[i];

      if (total >= needed)
        /* Translators: one line of the completion check: an ability, the
         * company's total and the total needed, e.g. “Combat 9 of 8” */
        g_ptr_array_add (items, g_strdup_printf (_("%1$s %2$d of %3$d"),
                                                 sq_legends_text_ability (ability), total, needed));
      else
        {
          ok = FALSE;
          /* Translators: one line of the completion check when the company
           * falls short, e.g. “Chivalry 3 of 4 (1 short)” */
          g_ptr_array_add (items, g_strdup_printf (ngettext ("%1$s %2$d of %3$d (%4$d short)",
                                                             "%1$s %2$d of %3$d (%4$d short)",
                                                             needed - total),
                                                   sq_legends_text_ability (ability), total,
                                                   needed, needed - total));
        }
    }

  *met = ok;
  list = sq_text_join (items);
  if (ok)
    /* Translators: the completion check says the company can complete the
     * event; %s lists its totals */
    return g_strdup_printf (_("Yes: %s"), list);

  /* Translators: the completion check says the company cannot complete the
   * event; %s lists its totals */
  return g_strdup_printf (_("No: %s"), list);
}

/* “Anna 7, Ben 5”: each bidder's total */
static char *
bid_totals (const SqLegendsState *state,
            const char * const   *names)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (guint seat = 0; seat < state->n_players; seat++)
    if (state->last_bidders & (1u << seat))
      /* Translators: a bidder and their total, e.g. “Anna 7” */
      g_ptr_array_add (items, g_strdup_printf (_("%1$s %2$d"), seat_name (names, seat),
                                               state->last_totals[seat]));

  return sq_text_join (items);
}

/**
 * sq_legends_text_fate:
 * @names: the players' names, one a seat
 *
 * What became of the last event drawn, and why.
 *
 * Returns: (transfer full) (nullable): the sentence, or %NULL while there
 *   is nothing to say (no event yet, or the auction still running)
 */
char *
sq_legends_text_fate (const SqLegendsState *state,
                      const char * const   *names)
{
  const SqLegendsEvent *event;
  g_autofree char *name = NULL;
  g_autofree char *totals = NULL;
  g_autofree char *effect = NULL;
  g_autoptr(GPtrArray) tied = NULL;
  g_autofree char *tied_names = NULL;
  gint best = G_MININT;

  g_return_val_if_fail (state != NULL, NULL);

  event = &state->last_event;
  name = event_name (event);

  switch ((SqLegendsFate) state->last_fate)
    {
    case SQ_LEGENDS_FATE_PLACED:
      /* Translators: a location event drawn; %1$s is its location,
       * pattern "at-legends-location" ("at Camelot"); %2$s the event */
      return g_strdup_printf (_("Now waiting %1$s: %2$s."),
                              sq_legends_text_at_location (MIN (event->location,
                                                                SQ_LEGENDS_LOCATION_FINAL)),
                              name);
    case SQ_LEGENDS_FATE_LOCATION_FULL:
      /* Translators: a location event drawn while three wait there already;
       * %1$s is its location, pattern "at-legends-location" ("at
       * Camelot"); %2$s the event */
      return g_strdup_printf (_("Discarded, as three events already wait %1$s: %2$s."),
                              sq_legends_text_at_location (MIN (event->location,
                                                                SQ_LEGENDS_LOCATION_FINAL)),
                              name);
    case SQ_LEGENDS_FATE_HERALDIC:
      effect = heraldic_effect (event);
      /* Translators: a heraldic event drawn; it covers any earlier one */
      return g_strdup_printf (_("In force from now on, over any earlier heraldic event: %s."),
                              effect);
    case SQ_LEGENDS_FATE_WON:
      totals = bid_totals (state, names);
      /* Translators: the result of an auction: the winner, the event, the
       * winning total and everyone's totals */
      return g_strdup_printf (_("%1$s wins %2$s with a total of %3$d (%4$s). "
                                "Every character bid is discarded, the winner’s too."),
                              seat_name (names, state->last_winner), name,
                              state->last_totals[state->last_winner], totals);
    case SQ_LEGENDS_FATE_TIED:
      tied = g_ptr_array_new_with_free_func (g_free);
      for (guint seat = 0; seat < state->n_players; seat++)
        if (state->last_bidders & (1u << seat))
          best = MAX (best, state->last_totals[seat]);
      for (guint seat = 0; seat < state->n_players; seat++)
        if ((state->last_bidders & (1u << seat)) && state->last_totals[seat] == best)
          g_ptr_array_add (tied, g_strdup (seat_name (names, seat)));
      tied_names = sq_text_join (tied);
      /* Translators: an auction tied for the highest total: nobody takes it */
      return g_strdup_printf (_("A tie at %1$d between %2$s: nobody takes %3$s, which is "
                                "discarded with every character bid."),
                              best, tied_names, name);
    case SQ_LEGENDS_FATE_NO_BIDS:
      /* Translators: an auction where every player passed */
      return g_strdup_printf (_("Nobody bid: %s is discarded."), name);
    case SQ_LEGENDS_FATE_SPECIAL:
      /* Translators: a special event drawn */
      return g_strdup_printf (_("Carry out the text of %s at the table; it is then discarded."),
                              name);
    case SQ_LEGENDS_FATE_FINAL:
      return g_strdup (_("The final event is out and is now a location of its own. Once the "
                         "table has resolved it, enter the points it gives to end the game."));
    case SQ_LEGENDS_FATE_NONE:
    case SQ_LEGENDS_FATE_BIDDING:
    case SQ_LEGENDS_N_FATES:
    default:
      break;
    }

  return NULL;
}

/**
 * sq_legends_text_winners:
 * @state: a state whose scores are the final count (a finished game, or
 *   one finished on a copy to preview the result)
 * @names: the players' names, one a seat
 *
 * Returns: (transfer full): who wins, a tie for the most points being a
 *   shared win
 */
char *
sq_legends_text_winners (const SqLegendsState *state,
                         const char * const   *names)
{
  g_autoptr(GPtrArray) winners = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;
  g_autofree char *points = NULL;
  gint best = G_MININT;

  g_return_val_if_fail (state != NULL, NULL);

  for (guint seat = 0; seat < state->n_players; seat++)
    best = MAX (best, sq_legends_state_get_score (state, seat));
  for (guint seat = 0; seat < state->n_players; seat++)
    if (sq_legends_state_get_score (state, seat) == best)
      g_ptr_array_add (winners, g_strdup (seat_name (names, seat)));

  list = sq_text_join (winners);
  points = sq_legends_text_points (best);
  if (winners->len == 1)
    /* Translators: the end of the game; %1$s is the winner, %2$s their points */
    return g_strdup_printf (_("%1$s wins with %2$s."), list, points);

  /* Translators: the end of the game, a tie for the most points; %1$s
   * lists the winners, %2$s is their points */
  return g_strdup_printf (_("%1$s share the win with %2$s each."), list, points);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Preparing a Camelot Legends game, and what the state can tell about
 * itself. See sq-legends-state.h. */

#include "sq-legends-private.h"

/* Helpers */

/* The setup as the state keeps it: every byte written, padding zero, so
 * that states compare with memcmp whatever struct the caller filled in. */
static void
normalize_setup (SqLegendsSetup       *out,
                 const SqLegendsSetup *in)
{
  guint taken = 0;

  memset (out, 0, sizeof *out);
  out->n_players = in->n_players;
  for (guint i = 0; i < in->n_players; i++)
    {
      out->colours[i] = in->colours[i];
      taken |= 1u << in->colours[i];
    }
  /* empty seats keep the colours nobody took, in order, as a file does */
  for (guint i = in->n_players, c = 0; i < SQ_LEGENDS_MAX_PLAYERS; i++, c++)
    {
      while (taken & (1u << c))
        c++;
      out->colours[i] = c;
    }
  out->first_player = in->first_player;
  out->final_event = in->final_event;
  memcpy (out->special_vp, in->special_vp, sizeof out->special_vp);
  out->options.heraldic_in_bids = in->options.heraldic_in_bids != FALSE;
  out->seed = in->seed;
}

static gboolean
check_setup (const SqLegendsSetup *setup,
             GError              **error)
{
  guint seen = 0;

  if (setup->n_players < SQ_LEGENDS_MIN_PLAYERS || setup->n_players > SQ_LEGENDS_MAX_PLAYERS)
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_SETUP, SQ_LEGENDS_RULE_SETUP);

  for (guint i = 0; i < setup->n_players; i++)
    {
      if (setup->colours[i] >= SQ_LEGENDS_N_COLOURS || (seen & (1u << setup->colours[i])))
        return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_SETUP, SQ_LEGENDS_RULE_COLOURS);
      seen |= 1u << setup->colours[i];
    }

  if (setup->first_player < SQ_LEGENDS_NO_SEAT || setup->first_player >= setup->n_players
      || setup->final_event > SQ_LEGENDS_N_FINALS)
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_SETUP, SQ_LEGENDS_RULE_SETUP);

  for (guint i = 0; i < SQ_LEGENDS_N_SPECIALS; i++)
    if (setup->special_vp[i] > SQ_LEGENDS_MAX_SPECIAL_VP)
      return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_SETUP, SQ_LEGENDS_RULE_SCORING);

  return TRUE;
}

static gboolean
invariant (GError    **error,
           const char *what)
{
  g_set_error_literal (error, SQ_LEGENDS_ERROR, SQ_LEGENDS_ERROR_BAD_VALUE, what);
  return FALSE;
}

static guint
events_in_place (const SqLegendsState *s)
{
  guint n = s->n_scored + s->events_discarded + s->heraldic_covered
            + (s->heraldic_active ? 1 : 0) + (s->final_drawn ? 1 : 0)
            + (s->decision == SQ_LEGENDS_DECISION_BID ? 1 : 0);

  for (guint l = 0; l < SQ_LEGENDS_N_MAIN_LOCATIONS; l++)
    n += s->n_location_events[l];

  return n;
}

/* Public API */

/**
 * sq_legends_setup_init_defaults:
 * @setup: (out caller-allocates): the setup to fill in
 * @n_players: 2 to 4
 *
 * Colours blue, red, yellow and green in seat order, the first player
 * and the final event at random, special cards worth nothing until their
 * printed values are entered, the recommended options and seed 0.
 */
void
sq_legends_setup_init_defaults (SqLegendsSetup *setup,
                                guint           n_players)
{
  g_return_if_fail (setup != NULL);

  memset (setup, 0, sizeof *setup);
  setup->n_players = n_players;
  for (guint i = 0; i < SQ_LEGENDS_MAX_PLAYERS; i++)
    setup->colours[i] = i;
  setup->first_player = SQ_LEGENDS_NO_SEAT;
  setup->final_event = 0;
  setup->options.heraldic_in_bids = TRUE;
}

/**
 * sq_legends_events_for_players:
 * @n_players: 2 to 4
 *
 * Returns: how many events go on top of the final event: 17, 20 or 23;
 *   0 for another player count
 */
guint
sq_legends_events_for_players (guint n_players)
{
  if (n_players < SQ_LEGENDS_MIN_PLAYERS || n_players > SQ_LEGENDS_MAX_PLAYERS)
    return 0;

  /* three more events for each player past two */
  return 17 + 3 * (n_players - SQ_LEGENDS_MIN_PLAYERS);
}

SqLegendsState *
sq_legends_state_new (const SqLegendsSetup  *setup,
                      GError               **error)
{
  g_autoptr(SqLegendsState) s = NULL;

  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!check_setup (setup, error))
    return NULL;

  s = g_new0 (SqLegendsState, 1);
  normalize_setup (&s->setup, setup);
  sq_rng_seed (&s->rng, setup->seed);

  s->n_players = setup->n_players;
  s->events_in_deck = sq_legends_events_for_players (setup->n_players);

  /* the three finals lie face down in a row; the table takes the one at
   * this position, and the other two go back to the box unseen */
  if (setup->final_event > 0)
    s->final_position = setup->final_event;
  else
    s->final_position = 1 + sq_rng_below (&s->rng, SQ_LEGENDS_N_FINALS);

  /* the Pendragon reference card, dealt at random */
  if (setup->first_player >= 0)
    s->first_player = setup->first_player;
  else
    s->first_player = sq_rng_below (&s->rng, s->n_players);

  for (guint i = 0; i < s->n_players; i++)
    s->hand[i] = SQ_LEGENDS_START_HAND;
  for (guint i = 0; i < SQ_LEGENDS_N_SPECIALS; i++)
    s->special_holder[i] = SQ_LEGENDS_NO_CHARACTER;

  s->decision = SQ_LEGENDS_DECISION_OPENING;
  s->current = s->first_player;
  s->opening_left = SQ_LEGENDS_OPENING_ACTIONS;
  s->bidder = SQ_LEGENDS_NO_SEAT;
  s->last_winner = SQ_LEGENDS_NO_SEAT;

  return g_steal_pointer (&s);
}

SqLegendsState *
sq_legends_state_copy (const SqLegendsState *state)
{
  g_return_val_if_fail (state != NULL, NULL);

  return g_memdup2 (state, sizeof *state);
}

void
sq_legends_state_free (SqLegendsState *state)
{
  g_free (state);
}

/* States are zero-initialised and only ever written field by field, so
 * padding is always zero and memcmp compares values. */
gboolean
sq_legends_state_equal (const SqLegendsState *a,
                        const SqLegendsState *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return memcmp (a, b, sizeof *a) == 0;
}

/**
 * sq_legends_state_check_invariants:
 *
 * Every event drawn in exactly one place, every limit of the rules kept,
 * every character and special card where it may be. Returns %FALSE with
 * @error naming the broken invariant.
 */
gboolean
sq_legends_state_check_invariants (const SqLegendsState  *s,
                                   GError               **error)
{
  guint company[SQ_LEGENDS_MAX_PLAYERS][SQ_LEGENDS_N_LOCATIONS] = { { 0 } };
  guint bids = 0;

  g_return_val_if_fail (s != NULL, FALSE);

  if (s->n_players < SQ_LEGENDS_MIN_PLAYERS || s->n_players > SQ_LEGENDS_MAX_PLAYERS)
    return invariant (error, "players");
  if (s->decision >= SQ_LEGENDS_N_DECISIONS || s->current < 0 || s->current >= s->n_players)
    return invariant (error, "turn");
  if ((s->decision == SQ_LEGENDS_DECISION_NONE) != s->finished)
    return invariant (error, "finished");
  if (s->actions_used > SQ_LEGENDS_CARD_ACTIONS + 1)
    return invariant (error, "actions");

  for (guint i = 0; i < s->n_players; i++)
    if (s->hand[i] > SQ_LEGENDS_MAX_HAND)
      return invariant (error, "hand");

  for (guint id = 0; id < SQ_LEGENDS_MAX_TABLE; id++)
    {
      const SqLegendsCharacter *c = &s->table[id];

      if (!c->in_play)
        continue;
      if (c->owner < 0 || c->owner >= s->n_players || c->location >= SQ_LEGENDS_N_LOCATIONS
          || (c->location == SQ_LEGENDS_LOCATION_FINAL && !s->final_drawn))
        return invariant (error, "character place");
      if (!sq_legends_card_is_valid (&c->card))
        return invariant (error, "character card");
      if (++company[c->owner][c->location] > SQ_LEGENDS_COMPANY_LIMIT)
        return invariant (error, "company limit");
    }

  for (guint i = 0; i < SQ_LEGENDS_N_SPECIALS; i++)
    if (s->special_holder[i] != SQ_LEGENDS_NO_CHARACTER
        && !sq_legends_character_ok (s, s->special_holder[i]))
      return invariant (error, "special card holder");

  for (guint l = 0; l < SQ_LEGENDS_N_MAIN_LOCATIONS; l++)
    {
      if (s->n_location_events[l] > SQ_LEGENDS_LOCATION_EVENTS)
        return invariant (error, "location events");
      for (guint i = 0; i < s->n_location_events[l]; i++)
        if (s->location_events[l][i].kind != SQ_LEGENDS_EVENT_LOCATION
            || s->location_events[l][i].location != l)
          return invariant (error, "location event");
    }

  if (s->events_drawn > s->events_in_deck + 1
      || s->final_drawn != (s->events_drawn == s->events_in_deck + 1))
    return invariant (error, "event stack");
  if (s->n_scored > SQ_LEGENDS_MAX_EVENTS || events_in_place (s) != s->events_drawn)
    return invariant (error, "events drawn");
  for (guint i = 0; i < s->n_scored; i++)
    if (s->scored_by[i] < 0 || s->scored_by[i] >= s->n_players)
      return invariant (error, "victory display");

  if ((s->decision == SQ_LEGENDS_DECISION_BID) != (s->bidder >= 0))
    return invariant (error, "bidder");
  for (guint i = 0; i < s->n_players; i++)
    {
      if (s->n_bids_by[i] > SQ_LEGENDS_MAX_BIDS
          || (s->decision == SQ_LEGENDS_DECISION_BID && s->n_bids_by[i] > s->bidding.max_bids))
        return invariant (error, "bidding maximum");
      bids += s->n_bids_by[i];
    }
  if (bids != s->n_bids)
    return invariant (error, "bids");

  return TRUE;
}

SqLegendsDecision
sq_legends_state_get_decision (const SqLegendsState *state)
{
  g_return_val_if_fail (state != NULL, SQ_LEGENDS_DECISION_NONE);

  return state->decision;
}

/**
 * sq_legends_state_get_decider:
 *
 * Returns: the seat that must decide: the placing player, the bidder or
 *   the player whose turn it is; -1 once the game is over
 */
gint
sq_legends_state_get_decider (const SqLegendsState *state)
{
  g_return_val_if_fail (state != NULL, SQ_LEGENDS_NO_SEAT);

  switch ((SqLegendsDecision) state->decision)
    {
    case SQ_LEGENDS_DECISION_NONE:
      return SQ_LEGENDS_NO_SEAT;
    case SQ_LEGENDS_DECISION_OPENING:
      return sq_legends_state_get_seat_in_order (state, state->opening_done);
    case SQ_LEGENDS_DECISION_BID:
      return state->bidder;
    case SQ_LEGENDS_DECISION_DRAW_EVENT:
    case SQ_LEGENDS_DECISION_CARD_TEXT:
    case SQ_LEGENDS_DECISION_COMPLETE:
    case SQ_LEGENDS_DECISION_ACTIONS:
      return state->current;
    case SQ_LEGENDS_N_DECISIONS:
    default:
      break;
    }

  return SQ_LEGENDS_NO_SEAT;
}

/**
 * sq_legends_state_get_seat_in_order:
 * @position: 0 for the first player, then clockwise
 *
 * Returns: the seat at @position in the turn order
 */
gint
sq_legends_state_get_seat_in_order (const SqLegendsState *state,
                                    guint                 position)
{
  g_return_val_if_fail (state != NULL, SQ_LEGENDS_NO_SEAT);
  g_return_val_if_fail (state->n_players > 0, SQ_LEGENDS_NO_SEAT);

  return (state->first_player + position) % state->n_players;
}

/**
 * sq_legends_state_get_actions_allowed:
 *
 * Two card actions, three while a character of the player whose turn it
 * is holds the High King at Camelot. The count follows the High King: it
 * rises the moment he arrives at Camelot and falls the moment he leaves
 * or loses the title.
 */
guint
sq_legends_state_get_actions_allowed (const SqLegendsState *state)
{
  guint holder;

  g_return_val_if_fail (state != NULL, 0);

  holder = state->special_holder[SQ_LEGENDS_SPECIAL_HIGH_KING];
  if (holder < SQ_LEGENDS_MAX_TABLE && state->table[holder].in_play
      && state->table[holder].owner == state->current
      && state->table[holder].location == SQ_LEGENDS_LOCATION_CAMELOT)
    return SQ_LEGENDS_CARD_ACTIONS + 1;

  return SQ_LEGENDS_CARD_ACTIONS;
}

guint
sq_legends_state_get_actions_left (const SqLegendsState *state)
{
  guint allowed;

  g_return_val_if_fail (state != NULL, 0);

  allowed = sq_legends_state_get_actions_allowed (state);
  return allowed > state->actions_used ? allowed - state->actions_used : 0;
}

/**
 * sq_legends_state_get_events_left:
 *
 * Returns: the events still in the stack, the final event included
 */
guint
sq_legends_state_get_events_left (const SqLegendsState *state)
{
  g_return_val_if_fail (state != NULL, 0);

  return state->events_in_deck + 1 - state->events_drawn;
}

guint
sq_legends_state_get_company_size (const SqLegendsState *state,
                                   guint                 seat,
                                   SqLegendsLocation     location)
{
  guint n = 0;

  g_return_val_if_fail (state != NULL, 0);

  for (guint id = 0; id < SQ_LEGENDS_MAX_TABLE; id++)
    if (state->table[id].in_play && state->table[id].owner == (gint) seat
        && state->table[id].location == location)
      n++;

  return n;
}

/**
 * sq_legends_state_get_company_total:
 *
 * Returns: the entered scores of @seat's characters at @location in
 *   @ability, with the heraldic event's bonus for the Knights it names
 */
gint
sq_legends_state_get_company_total (const SqLegendsState *state,
                                    guint                 seat,
                                    SqLegendsLocation     location,
                                    SqLegendsAbility      ability)
{
  gint total = 0;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (ability < SQ_LEGENDS_N_ABILITIES, 0);

  for (guint id = 0; id < SQ_LEGENDS_MAX_TABLE; id++)
    if (state->table[id].in_play && state->table[id].owner == (gint) seat
        && state->table[id].location == location)
      total += sq_legends_card_score (state, &state->table[id].card, ability, TRUE);

  return total;
}

/**
 * sq_legends_state_get_special_owner:
 *
 * Returns: the seat whose character holds @special, or -1 when it lies in
 *   the central area
 */
gint
sq_legends_state_get_special_owner (const SqLegendsState *state,
                                    SqLegendsSpecial      special)
{
  guint holder;

  g_return_val_if_fail (state != NULL, SQ_LEGENDS_NO_SEAT);
  g_return_val_if_fail (special < SQ_LEGENDS_N_SPECIALS, SQ_LEGENDS_NO_SEAT);

  holder = state->special_holder[special];
  if (holder >= SQ_LEGENDS_MAX_TABLE || !state->table[holder].in_play)
    return SQ_LEGENDS_NO_SEAT;

  return state->table[holder].owner;
}

/**
 * sq_legends_state_get_score:
 *
 * Returns: @seat's victory points: the events in the victory display and
 *   the special cards its characters hold; once the game is over, the
 *   final count (which adds the points entered for the final event)
 */
gint
sq_legends_state_get_score (const SqLegendsState *state,
                            guint                 seat)
{
  gint score = 0;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (seat < SQ_LEGENDS_MAX_PLAYERS, 0);

  if (state->finished)
    return state->final_scores[seat];

  for (guint i = 0; i < state->n_scored; i++)
    if (state->scored_by[i] == (gint) seat)
      score += state->scored[i].vp;
  for (guint i = 0; i < SQ_LEGENDS_N_SPECIALS; i++)
    if (sq_legends_state_get_special_owner (state, i) == (gint) seat)
      score += state->setup.special_vp[i];

  return score;
}

/**
 * sq_legends_state_is_winner:
 *
 * Returns: whether the game is over and @seat has the most points; a tie
 *   for the most is a shared win
 */
gboolean
sq_legends_state_is_winner (const SqLegendsState *state,
                            guint                 seat)
{
  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (seat < SQ_LEGENDS_MAX_PLAYERS, FALSE);

  return state->finished && (state->winners & (1u << seat)) != 0;
}

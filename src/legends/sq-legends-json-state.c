/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Camelot Legends summaries the CLI prints: the prepared setup and
 * the state of a game. See docs/cli.md. */

#include "sq-legends-json-private.h"

/* Helpers */

static void
add_turn_order (JsonBuilder          *builder,
                const SqLegendsState *s)
{
  json_builder_set_member_name (builder, "turn_order");
  json_builder_begin_array (builder);
  for (guint i = 0; i < s->n_players; i++)
    json_builder_add_int_value (builder, sq_legends_state_get_seat_in_order (s, i));
  json_builder_end_array (builder);
}

static void
add_colours (JsonBuilder          *builder,
             const SqLegendsState *s)
{
  json_builder_set_member_name (builder, "colours");
  json_builder_begin_array (builder);
  for (guint i = 0; i < s->n_players; i++)
    sq_json_add_name (builder, sq_legends_colour_name (s->setup.colours[i]),
                      s->setup.colours[i]);
  json_builder_end_array (builder);
}

static void
add_character (JsonBuilder          *builder,
               const SqLegendsState *s,
               guint                 id)
{
  const SqLegendsCharacter *c = &s->table[id];

  json_builder_begin_object (builder);
  sq_json_add_member_int (builder, "id", id);
  sq_json_add_member_int (builder, "owner", c->owner);
  sq_json_add_member_name (builder, "location", sq_legends_location_name (c->location),
                           c->location);
  json_builder_set_member_name (builder, "card");
  sq_legends_json_add_card (builder, &c->card);

  json_builder_set_member_name (builder, "specials");
  json_builder_begin_array (builder);
  for (guint i = 0; i < SQ_LEGENDS_N_SPECIALS; i++)
    if (s->special_holder[i] == id)
      json_builder_add_string_value (builder, sq_legends_special_name (i));
  json_builder_end_array (builder);

  sq_json_add_member_bool (builder, "text_used", c->text_used);
  sq_json_add_member_bool (builder, "discard_at_end", c->discard_at_end);
  json_builder_end_object (builder);
}

static void
add_players (JsonBuilder          *builder,
             const SqLegendsState *s)
{
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint seat = 0; seat < s->n_players; seat++)
    {
      json_builder_begin_object (builder);
      sq_json_add_member_int (builder, "seat", seat);
      sq_json_add_member_name (builder, "colour", sq_legends_colour_name (s->setup.colours[seat]),
                               s->setup.colours[seat]);
      sq_json_add_member_int (builder, "hand_size", s->hand[seat]);
      sq_json_add_member_int (builder, "score", sq_legends_state_get_score (s, seat));

      json_builder_set_member_name (builder, "companies");
      json_builder_begin_object (builder);
      for (guint l = 0; l < SQ_LEGENDS_N_LOCATIONS; l++)
        {
          if (l == SQ_LEGENDS_LOCATION_FINAL && !s->final_drawn)
            continue;
          json_builder_set_member_name (builder, sq_legends_location_name (l));
          json_builder_begin_array (builder);
          for (guint id = 0; id < SQ_LEGENDS_MAX_TABLE; id++)
            if (s->table[id].in_play && s->table[id].owner == (gint) seat
                && s->table[id].location == l)
              json_builder_add_int_value (builder, id);
          json_builder_end_array (builder);
        }
      json_builder_end_object (builder);

      json_builder_set_member_name (builder, "victory_display");
      json_builder_begin_array (builder);
      for (guint i = 0; i < s->n_scored; i++)
        if (s->scored_by[i] == (gint) seat)
          sq_legends_json_add_event (builder, &s->scored[i]);
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_locations (JsonBuilder          *builder,
               const SqLegendsState *s)
{
  json_builder_set_member_name (builder, "locations");
  json_builder_begin_array (builder);
  for (guint l = 0; l < SQ_LEGENDS_N_MAIN_LOCATIONS; l++)
    {
      json_builder_begin_object (builder);
      sq_json_add_member_name (builder, "id", sq_legends_location_name (l), l);
      sq_json_add_member_bool (builder, "completed_this_turn", (s->completed_here >> l) & 1);
      json_builder_set_member_name (builder, "events");
      json_builder_begin_array (builder);
      for (guint i = 0; i < s->n_location_events[l]; i++)
        sq_legends_json_add_event (builder, &s->location_events[l][i]);
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_specials (JsonBuilder          *builder,
              const SqLegendsState *s)
{
  json_builder_set_member_name (builder, "special_cards");
  json_builder_begin_array (builder);
  for (guint i = 0; i < SQ_LEGENDS_N_SPECIALS; i++)
    {
      guint holder = s->special_holder[i];

      json_builder_begin_object (builder);
      sq_json_add_member_name (builder, "id", sq_legends_special_name (i), i);
      sq_json_add_member_int (builder, "vp", s->setup.special_vp[i]);
      sq_json_add_member_seat (builder, "holder",
                               holder == SQ_LEGENDS_NO_CHARACTER ? -1 : (gint) holder);
      sq_json_add_member_seat (builder, "owner", sq_legends_state_get_special_owner (s, i));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_bidding (JsonBuilder          *builder,
             const SqLegendsState *s)
{
  json_builder_set_member_name (builder, "bidding");
  if (s->decision != SQ_LEGENDS_DECISION_BID)
    {
      json_builder_add_null_value (builder);
      return;
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "event");
  sq_legends_json_add_event (builder, &s->bidding);
  sq_json_add_member_int (builder, "bidder", s->bidder);
  sq_json_add_member_int (builder, "passes", s->passes);
  json_builder_set_member_name (builder, "bids");
  json_builder_begin_array (builder);
  for (guint i = 0; i < s->n_bids; i++)
    {
      json_builder_begin_object (builder);
      sq_json_add_member_int (builder, "seat", s->bids[i].seat);
      json_builder_set_member_name (builder, "character");
      sq_legends_json_add_card (builder, &s->bids[i].card);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static void
add_last_event (JsonBuilder          *builder,
                const SqLegendsState *s)
{
  json_builder_set_member_name (builder, "last_event");
  if (s->last_fate == SQ_LEGENDS_FATE_NONE)
    {
      json_builder_add_null_value (builder);
      return;
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "event");
  sq_legends_json_add_event (builder, &s->last_event);
  sq_json_add_member_name (builder, "fate", sq_legends_fate_name (s->last_fate), s->last_fate);
  if (s->last_fate == SQ_LEGENDS_FATE_WON || s->last_fate == SQ_LEGENDS_FATE_TIED)
    {
      sq_json_add_member_seat (builder, "winner", s->last_winner);
      json_builder_set_member_name (builder, "totals");
      json_builder_begin_array (builder);
      for (guint seat = 0; seat < s->n_players; seat++)
        if (s->last_bidders & (1u << seat))
          json_builder_add_int_value (builder, s->last_totals[seat]);
        else
          json_builder_add_null_value (builder);
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);
}

static void
add_result (JsonBuilder          *builder,
            const SqLegendsState *s)
{
  json_builder_set_member_name (builder, "result");
  if (!s->finished)
    {
      json_builder_add_null_value (builder);
      return;
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "scores");
  json_builder_begin_array (builder);
  for (guint seat = 0; seat < s->n_players; seat++)
    json_builder_add_int_value (builder, s->final_scores[seat]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "final_event_vp");
  json_builder_begin_array (builder);
  for (guint seat = 0; seat < s->n_players; seat++)
    json_builder_add_int_value (builder, s->extra_vp[seat]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "winners");
  json_builder_begin_array (builder);
  for (guint seat = 0; seat < s->n_players; seat++)
    if (s->winners & (1u << seat))
      json_builder_add_int_value (builder, seat);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

/* Public API */

JsonNode *
sq_legends_state_to_json (const SqLegendsState *state,
                          gboolean              reveal_secrets)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  const SqLegendsState *s = state;

  g_return_val_if_fail (state != NULL, NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, "camelot-legends");
  sq_json_add_member_name (builder, "decision", sq_legends_decision_name (s->decision),
                           s->decision);
  sq_json_add_member_seat (builder, "decider", sq_legends_state_get_decider (s));
  sq_json_add_member_int (builder, "turn", s->turn);
  sq_json_add_member_int (builder, "current_player", s->current);
  sq_json_add_member_int (builder, "first_player", s->first_player);
  add_turn_order (builder, s);
  add_colours (builder, s);
  sq_json_add_member_int (builder, "actions_left",
                          s->decision == SQ_LEGENDS_DECISION_ACTIONS
                          ? sq_legends_state_get_actions_left (s) : 0);
  sq_json_add_member_int (builder, "events_in_deck", s->events_in_deck);
  sq_json_add_member_int (builder, "events_left", sq_legends_state_get_events_left (s));
  sq_json_add_member_bool (builder, "final_event_drawn", s->final_drawn);
  json_builder_set_member_name (builder, "final_event");
  if (s->final_drawn)
    sq_legends_json_add_event (builder, &s->final_event);
  else
    json_builder_add_null_value (builder);
  if (reveal_secrets)
    sq_json_add_member_int (builder, "final_event_position", s->final_position);

  json_builder_set_member_name (builder, "heraldic");
  if (s->heraldic_active)
    sq_legends_json_add_event (builder, &s->heraldic);
  else
    json_builder_add_null_value (builder);
  sq_json_add_member_int (builder, "heraldic_covered", s->heraldic_covered);
  sq_json_add_member_int (builder, "events_discarded", s->events_discarded);
  sq_json_add_member_int (builder, "characters_discarded", s->characters_discarded);

  add_players (builder, s);

  json_builder_set_member_name (builder, "characters");
  json_builder_begin_array (builder);
  for (guint id = 0; id < SQ_LEGENDS_MAX_TABLE; id++)
    if (s->table[id].in_play)
      add_character (builder, s, id);
  json_builder_end_array (builder);

  add_locations (builder, s);
  add_specials (builder, s);
  add_bidding (builder, s);
  add_last_event (builder, s);
  add_result (builder, s);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

JsonNode *
sq_legends_prepared_to_json (const SqLegendsState *state)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *seed = NULL;
  const SqLegendsState *s = state;

  g_return_val_if_fail (state != NULL, NULL);

  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, s->setup.seed);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, "camelot-legends");
  sq_json_add_member_int (builder, "players", s->n_players);
  json_builder_set_member_name (builder, "seed");
  json_builder_add_string_value (builder, seed);
  sq_json_add_member_int (builder, "events_in_deck", s->events_in_deck);
  sq_json_add_member_int (builder, "events_in_stack", s->events_in_deck + 1);
  sq_json_add_member_int (builder, "final_event_position", s->final_position);
  sq_json_add_member_int (builder, "first_player", s->first_player);
  add_turn_order (builder, s);
  add_colours (builder, s);
  sq_json_add_member_int (builder, "hand_size", SQ_LEGENDS_START_HAND);

  /* one event a turn: the last seat in the order draws the final event */
  sq_json_add_member_int (builder, "final_event_turn", s->events_in_deck + 1);
  sq_json_add_member_int (builder, "final_event_drawn_by",
                          sq_legends_state_get_seat_in_order (s, s->events_in_deck % s->n_players));

  json_builder_set_member_name (builder, "locations");
  json_builder_begin_array (builder);
  for (guint l = 0; l < SQ_LEGENDS_N_MAIN_LOCATIONS; l++)
    json_builder_add_string_value (builder, sq_legends_location_name (l));
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "special_cards");
  json_builder_begin_array (builder);
  for (guint i = 0; i < SQ_LEGENDS_N_SPECIALS; i++)
    json_builder_add_string_value (builder, sq_legends_special_name (i));
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

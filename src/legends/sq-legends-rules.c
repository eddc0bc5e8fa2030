/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The choke point (sq_legends_apply), the turn's phases, and the actions
 * on the table: playing, drawing and moving characters, events drawn and
 * completed, card effects, special cards and the final count. Bidding is
 * in sq-legends-bidding.c. */

#include "sq-legends-private.h"

G_DEFINE_QUARK (sq-legends-error-quark, sq_legends_error)

#define SQ_LEGENDS_RULE_STRING(sym, str) str,
static const char * const rule_ids[] = {
  SQ_LEGENDS_RULE_IDS (SQ_LEGENDS_RULE_STRING)
};
#undef SQ_LEGENDS_RULE_STRING

G_STATIC_ASSERT (G_N_ELEMENTS (rule_ids) == SQ_LEGENDS_N_RULES);

/* Helpers: the table */

static gboolean
is_turn_phase (guint decision)
{
  return decision == SQ_LEGENDS_DECISION_CARD_TEXT
         || decision == SQ_LEGENDS_DECISION_COMPLETE
         || decision == SQ_LEGENDS_DECISION_ACTIONS;
}

static gboolean
location_is_open (const SqLegendsState *s,
                  guint                 location)
{
  return location < SQ_LEGENDS_N_MAIN_LOCATIONS
         || (location == SQ_LEGENDS_LOCATION_FINAL && s->final_drawn);
}

static guint
place_character (SqLegendsState      *s,
                 gint                 seat,
                 const SqLegendsCard *card,
                 guint                location)
{
  for (guint id = 0; id < SQ_LEGENDS_MAX_TABLE; id++)
    if (!s->table[id].in_play)
      {
        SqLegendsCharacter *c = &s->table[id];

        memset (c, 0, sizeof *c);
        sq_legends_copy_card (&c->card, card);
        c->in_play = TRUE;
        c->owner = seat;
        c->location = location;
        return id;
      }

  /* the company limit keeps the table below its size */
  g_assert_not_reached ();
}

/* card text: "discard at the end of the turn" */
static void
discard_scheduled (SqLegendsState *s)
{
  for (guint id = 0; id < SQ_LEGENDS_MAX_TABLE; id++)
    if (s->table[id].in_play && s->table[id].discard_at_end)
      {
        sq_legends_remove_character (s, id);
        s->characters_discarded++;
      }
}

static void
start_turn (SqLegendsState *s,
            gint            seat)
{
  s->current = seat;
  s->turn++;
  s->actions_used = 0;
  s->completed_here = 0;
  /* once the final event is out there is nothing left to draw */
  s->decision = s->final_drawn ? SQ_LEGENDS_DECISION_CARD_TEXT : SQ_LEGENDS_DECISION_DRAW_EVENT;
}

static void
end_turn (SqLegendsState *s)
{
  discard_scheduled (s);
  for (guint id = 0; id < SQ_LEGENDS_MAX_TABLE; id++)
    s->table[id].text_used = FALSE;

  start_turn (s, sq_legends_next_seat (s, s->current));
}

static void
finish (SqLegendsState *s,
        const guint8    extra_vp[SQ_LEGENDS_MAX_PLAYERS])
{
  gint best = G_MININT;

  /* what was due to go at the end of the turn goes before the count,
   * with any special card it holds */
  discard_scheduled (s);

  for (guint i = 0; i < s->n_players; i++)
    {
      s->extra_vp[i] = extra_vp[i];
      s->final_scores[i] = sq_legends_state_get_score (s, i) + extra_vp[i];
      best = MAX (best, s->final_scores[i]);
    }

  /* no tie-break is known: everyone with the most points wins */
  s->winners = 0;
  for (guint i = 0; i < s->n_players; i++)
    if (s->final_scores[i] == best)
      s->winners |= 1u << i;

  s->finished = TRUE;
  s->decision = SQ_LEGENDS_DECISION_NONE;
}

/* Helpers: checks */

static guint
allowed_flags (SqLegendsActionType type)
{
  switch (type)
    {
    case SQ_LEGENDS_ACTION_PLAY_CHARACTER:
    case SQ_LEGENDS_ACTION_DRAW_CHARACTER:
    case SQ_LEGENDS_ACTION_MOVE:
      return SQ_LEGENDS_ACTION_FLAG_FREE;
    case SQ_LEGENDS_ACTION_DISCARD_CHARACTER:
      return SQ_LEGENDS_ACTION_FLAG_END_OF_TURN;
    case SQ_LEGENDS_ACTION_DRAW_EVENT:
    case SQ_LEGENDS_ACTION_BID:
    case SQ_LEGENDS_ACTION_PASS:
    case SQ_LEGENDS_ACTION_NEXT_PHASE:
    case SQ_LEGENDS_ACTION_COMPLETE_EVENT:
    case SQ_LEGENDS_ACTION_END_TURN:
    case SQ_LEGENDS_ACTION_RETURN_CHARACTER:
    case SQ_LEGENDS_ACTION_GIVE_SPECIAL:
    case SQ_LEGENDS_ACTION_RETURN_SPECIAL:
    case SQ_LEGENDS_ACTION_USE_TEXT:
    case SQ_LEGENDS_ACTION_RESOLVE_FINAL:
    case SQ_LEGENDS_N_ACTIONS:
    default:
      break;
    }

  return 0;
}

/* Whether @a answers the decision pending. Card actions made free by a
 * card's text may come in any phase of the turn after the draw. */
static gboolean
answers_decision (const SqLegendsState  *s,
                  const SqLegendsAction *a)
{
  gboolean turn_phase = is_turn_phase (s->decision);
  gboolean free = (a->flags & SQ_LEGENDS_ACTION_FLAG_FREE) != 0;

  switch ((SqLegendsActionType) a->type)
    {
    case SQ_LEGENDS_ACTION_PLAY_CHARACTER:
      return s->decision == SQ_LEGENDS_DECISION_OPENING
             || s->decision == SQ_LEGENDS_DECISION_ACTIONS || (turn_phase && free);
    case SQ_LEGENDS_ACTION_DRAW_CHARACTER:
    case SQ_LEGENDS_ACTION_MOVE:
      return s->decision == SQ_LEGENDS_DECISION_ACTIONS || (turn_phase && free);
    case SQ_LEGENDS_ACTION_DRAW_EVENT:
      return s->decision == SQ_LEGENDS_DECISION_DRAW_EVENT;
    case SQ_LEGENDS_ACTION_BID:
    case SQ_LEGENDS_ACTION_PASS:
      return s->decision == SQ_LEGENDS_DECISION_BID;
    case SQ_LEGENDS_ACTION_NEXT_PHASE:
      return s->decision == SQ_LEGENDS_DECISION_CARD_TEXT
             || s->decision == SQ_LEGENDS_DECISION_COMPLETE;
    case SQ_LEGENDS_ACTION_COMPLETE_EVENT:
      return s->decision == SQ_LEGENDS_DECISION_COMPLETE;
    case SQ_LEGENDS_ACTION_END_TURN:
    case SQ_LEGENDS_ACTION_DISCARD_CHARACTER:
    case SQ_LEGENDS_ACTION_RETURN_CHARACTER:
    case SQ_LEGENDS_ACTION_GIVE_SPECIAL:
    case SQ_LEGENDS_ACTION_RETURN_SPECIAL:
    case SQ_LEGENDS_ACTION_USE_TEXT:
    case SQ_LEGENDS_ACTION_RESOLVE_FINAL:
      return turn_phase;
    case SQ_LEGENDS_N_ACTIONS:
    default:
      break;
    }

  return FALSE;
}

/* Card effects and the end of the game may be entered by anyone at the
 * table: some texts work in an opponent's turn, and the final event is
 * resolved by the table together. Everything else is the decider's. */
static gboolean
anyone_may_send (SqLegendsActionType type)
{
  return type == SQ_LEGENDS_ACTION_DISCARD_CHARACTER
         || type == SQ_LEGENDS_ACTION_RETURN_CHARACTER
         || type == SQ_LEGENDS_ACTION_GIVE_SPECIAL
         || type == SQ_LEGENDS_ACTION_RETURN_SPECIAL
         || type == SQ_LEGENDS_ACTION_USE_TEXT
         || type == SQ_LEGENDS_ACTION_RESOLVE_FINAL;
}

static gboolean
check_budget (const SqLegendsState  *s,
              guint                  cost,
              gboolean               lord,
              GError               **error)
{
  guint left = sq_legends_state_get_actions_left (s);

  if (cost <= left)
    return TRUE;
  if (lord && left > 0)
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_NO_ACTIONS_LEFT, SQ_LEGENDS_RULE_LORD);

  return sq_legends_fail (error, SQ_LEGENDS_ERROR_NO_ACTIONS_LEFT, SQ_LEGENDS_RULE_CARD_ACTIONS);
}

/* Spends @cost card actions, unless the action is free or part of the
 * opening placement (which has its own count) */
static gboolean
check_cost (const SqLegendsState   *s,
            const SqLegendsAction  *a,
            guint                   cost,
            gboolean                lord,
            GError                **error)
{
  if (s->decision == SQ_LEGENDS_DECISION_OPENING)
    {
      if (a->flags != 0 || cost > s->opening_left)
        return sq_legends_fail (error, SQ_LEGENDS_ERROR_NOT_ALLOWED, SQ_LEGENDS_RULE_OPENING);
      return TRUE;
    }
  if (a->flags & SQ_LEGENDS_ACTION_FLAG_FREE)
    return TRUE;

  return check_budget (s, cost, lord, error);
}

static void
spend (SqLegendsState        *s,
       const SqLegendsAction *a,
       guint                  cost)
{
  if (s->decision == SQ_LEGENDS_DECISION_OPENING)
    {
      s->opening_left -= cost;
      if (s->opening_left > 0)
        return;

      /* the next player clockwise, or the first turn */
      s->opening_done++;
      s->opening_left = SQ_LEGENDS_OPENING_ACTIONS;
      if (s->opening_done == s->n_players)
        start_turn (s, s->first_player);
      return;
    }

  if (!(a->flags & SQ_LEGENDS_ACTION_FLAG_FREE))
    s->actions_used += cost;
}

static gboolean
check_one_character (const SqLegendsState   *s,
                     const SqLegendsAction  *a,
                     SqLegendsRule           rule,
                     GError                **error)
{
  if (a->n_characters != 1)
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_VALUE, rule);
  if (!sq_legends_character_ok (s, a->characters[0]))
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_CHARACTER, rule);

  return TRUE;
}

/* Actions */

static gboolean
apply_play (SqLegendsState         *s,
            const SqLegendsAction  *a,
            GError                **error)
{
  gint seat = sq_legends_state_get_decider (s);
  guint cost = a->card.lord ? 2 : 1;

  if (!sq_legends_card_is_valid (&a->card))
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_VALUE, SQ_LEGENDS_RULE_CHARACTER_CARD);
  if (!check_cost (s, a, cost, a->card.lord, error))
    return FALSE;
  if (s->hand[seat] == 0)
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_NO_CARD, SQ_LEGENDS_RULE_HAND);
  if (!location_is_open (s, a->location))
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_PLACE, SQ_LEGENDS_RULE_LOCATION);
  if (sq_legends_state_get_company_size (s, seat, a->location) >= SQ_LEGENDS_COMPANY_LIMIT)
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_LIMIT, SQ_LEGENDS_RULE_COMPANY_LIMIT);

  place_character (s, seat, &a->card, a->location);
  s->hand[seat]--;
  spend (s, a, cost);

  return TRUE;
}

static gboolean
apply_draw_character (SqLegendsState         *s,
                      const SqLegendsAction  *a,
                      GError                **error)
{
  if (!check_cost (s, a, 1, FALSE, error))
    return FALSE;
  /* no voluntary discards, so a full hand cannot draw */
  if (s->hand[s->current] >= SQ_LEGENDS_HAND_LIMIT)
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_LIMIT, SQ_LEGENDS_RULE_HAND_LIMIT);

  s->hand[s->current]++;
  spend (s, a, 1);

  return TRUE;
}

static gboolean
apply_move (SqLegendsState         *s,
            const SqLegendsAction  *a,
            GError                **error)
{
  guint from;

  if (a->n_characters < 1 || a->n_characters > 2
      || (a->n_characters == 2 && a->characters[0] == a->characters[1]))
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_VALUE, SQ_LEGENDS_RULE_MOVE);

  for (guint i = 0; i < a->n_characters; i++)
    if (!sq_legends_character_ok (s, a->characters[i])
        || s->table[a->characters[i]].owner != s->current)
      return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_CHARACTER,
                              SQ_LEGENDS_RULE_OWN_CHARACTERS);

  /* two characters in one action set out from the same place */
  from = s->table[a->characters[0]].location;
  if (a->n_characters == 2 && s->table[a->characters[1]].location != from)
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_NOT_ALLOWED, SQ_LEGENDS_RULE_MOVE_TOGETHER);

  if (!location_is_open (s, a->location))
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_PLACE, SQ_LEGENDS_RULE_LOCATION);
  if (a->location == from)
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_PLACE, SQ_LEGENDS_RULE_MOVE);
  if (!check_cost (s, a, 1, FALSE, error))
    return FALSE;
  if (sq_legends_state_get_company_size (s, s->current, a->location) + a->n_characters
      > SQ_LEGENDS_COMPANY_LIMIT)
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_LIMIT, SQ_LEGENDS_RULE_COMPANY_LIMIT);

  for (guint i = 0; i < a->n_characters; i++)
    s->table[a->characters[i]].location = a->location;
  spend (s, a, 1);

  return TRUE;
}

static gboolean
apply_draw_event (SqLegendsState         *s,
                  const SqLegendsAction  *a,
                  GError                **error)
{
  const SqLegendsEvent *e = &a->event;
  gboolean final_due = s->events_drawn == s->events_in_deck;

  if (!sq_legends_event_is_valid (e))
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_VALUE, SQ_LEGENDS_RULE_EVENT_DATA);
  /* the final event lies at the bottom of the stack, and only there */
  if (final_due != (e->kind == SQ_LEGENDS_EVENT_FINAL))
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_NOT_ALLOWED, SQ_LEGENDS_RULE_FINAL_EVENT);

  s->events_drawn++;
  sq_legends_copy_event (&s->last_event, e);
  s->last_winner = SQ_LEGENDS_NO_SEAT;
  s->last_bidders = 0;
  memset (s->last_totals, 0, sizeof s->last_totals);
  s->decision = SQ_LEGENDS_DECISION_CARD_TEXT;

  switch ((SqLegendsEventKind) e->kind)
    {
    case SQ_LEGENDS_EVENT_LOCATION:
      if (s->n_location_events[e->location] < SQ_LEGENDS_LOCATION_EVENTS)
        {
          sq_legends_copy_event (&s->location_events[e->location][s->n_location_events[e->location]++],
                                 e);
          s->last_fate = SQ_LEGENDS_FATE_PLACED;
        }
      else
        {
          s->events_discarded++;
          s->last_fate = SQ_LEGENDS_FATE_LOCATION_FULL;
        }
      break;

    case SQ_LEGENDS_EVENT_HERALDIC:
      /* only the newest heraldic event is in force */
      if (s->heraldic_active)
        s->heraldic_covered++;
      sq_legends_copy_event (&s->heraldic, e);
      s->heraldic_active = TRUE;
      s->last_fate = SQ_LEGENDS_FATE_HERALDIC;
      break;

    case SQ_LEGENDS_EVENT_BIDDING:
      sq_legends_start_bidding (s, e);
      break;

    case SQ_LEGENDS_EVENT_SPECIAL:
      /* the players carry out its text with card effects */
      s->events_discarded++;
      s->last_fate = SQ_LEGENDS_FATE_SPECIAL;
      break;

    case SQ_LEGENDS_EVENT_FINAL:
      s->final_drawn = TRUE;
      sq_legends_copy_event (&s->final_event, e);
      s->last_fate = SQ_LEGENDS_FATE_FINAL;
      break;

    case SQ_LEGENDS_N_EVENT_KINDS:
    default:
      g_assert_not_reached ();
    }

  return TRUE;
}

static gboolean
apply_complete (SqLegendsState         *s,
                const SqLegendsAction  *a,
                GError                **error)
{
  SqLegendsEvent event;
  guint loc = a->location;

  if (loc >= SQ_LEGENDS_N_MAIN_LOCATIONS)
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_PLACE, SQ_LEGENDS_RULE_LOCATION);
  if (a->index >= s->n_location_events[loc])
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_VALUE, SQ_LEGENDS_RULE_LOCATION_EVENTS);
  for (guint i = 0; i < SQ_LEGENDS_N_ABILITIES; i++)
    if (ABS (a->modifiers[i]) > SQ_LEGENDS_MAX_MODIFIER)
      return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_VALUE, SQ_LEGENDS_RULE_REQUIREMENTS);
  if (s->completed_here & (1u << loc))
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_NOT_ALLOWED,
                            SQ_LEGENDS_RULE_ONE_PER_LOCATION);

  event = s->location_events[loc][a->index];

  /* every ability listed must be met */
  for (guint i = 0; i < event.n_abilities; i++)
    {
      SqLegendsAbility ability = event.abilities[i];
      gint total = sq_legends_state_get_company_total (s, s->current, loc, ability)
                   + a->modifiers[ability];

      if (sq_legends_state_get_company_size (s, s->current, loc) == 0
          || total < event.requirements[i])
        return sq_legends_fail (error, SQ_LEGENDS_ERROR_REQUIREMENTS,
                                SQ_LEGENDS_RULE_REQUIREMENTS);
    }

  memmove (&s->location_events[loc][a->index], &s->location_events[loc][a->index + 1],
           (s->n_location_events[loc] - a->index - 1) * sizeof (SqLegendsEvent));
  s->n_location_events[loc]--;
  memset (&s->location_events[loc][s->n_location_events[loc]], 0, sizeof (SqLegendsEvent));
  sq_legends_score_event (s, &event, s->current);
  s->completed_here |= 1u << loc;

  return TRUE;
}

static gboolean
apply_discard (SqLegendsState         *s,
               const SqLegendsAction  *a,
               GError                **error)
{
  SqLegendsCharacter *c;

  if (!check_one_character (s, a, SQ_LEGENDS_RULE_CARD_EFFECT, error))
    return FALSE;

  c = &s->table[a->characters[0]];
  if (a->flags & SQ_LEGENDS_ACTION_FLAG_END_OF_TURN)
    {
      if (c->discard_at_end)
        return sq_legends_fail (error, SQ_LEGENDS_ERROR_NOT_ALLOWED,
                                SQ_LEGENDS_RULE_CARD_EFFECT);
      c->discard_at_end = TRUE;
      return TRUE;
    }

  sq_legends_remove_character (s, a->characters[0]);
  s->characters_discarded++;

  return TRUE;
}

static gboolean
apply_return (SqLegendsState         *s,
              const SqLegendsAction  *a,
              GError                **error)
{
  gint owner;

  if (!check_one_character (s, a, SQ_LEGENDS_RULE_CARD_EFFECT, error))
    return FALSE;

  /* a card's text may push a hand past the limit, which only stops draws */
  owner = s->table[a->characters[0]].owner;
  if (s->hand[owner] >= SQ_LEGENDS_MAX_HAND)
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_LIMIT, SQ_LEGENDS_RULE_HAND);

  sq_legends_remove_character (s, a->characters[0]);
  s->hand[owner]++;

  return TRUE;
}

static gboolean
apply_give_special (SqLegendsState         *s,
                    const SqLegendsAction  *a,
                    GError                **error)
{
  if (a->special >= SQ_LEGENDS_N_SPECIALS)
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_VALUE, SQ_LEGENDS_RULE_SPECIAL_CARDS);
  if (!check_one_character (s, a, SQ_LEGENDS_RULE_SPECIAL_CARDS, error))
    return FALSE;
  if (s->special_holder[a->special] == a->characters[0])
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_NOT_ALLOWED, SQ_LEGENDS_RULE_SPECIAL_CARDS);

  /* there is one of each: whoever held it gives it up */
  s->special_holder[a->special] = a->characters[0];

  return TRUE;
}

static gboolean
apply_return_special (SqLegendsState         *s,
                      const SqLegendsAction  *a,
                      GError                **error)
{
  if (a->special >= SQ_LEGENDS_N_SPECIALS)
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_VALUE, SQ_LEGENDS_RULE_SPECIAL_CARDS);
  if (s->special_holder[a->special] == SQ_LEGENDS_NO_CHARACTER)
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_NOT_ALLOWED, SQ_LEGENDS_RULE_SPECIAL_CARDS);

  s->special_holder[a->special] = SQ_LEGENDS_NO_CHARACTER;

  return TRUE;
}

static gboolean
apply_use_text (SqLegendsState         *s,
                const SqLegendsAction  *a,
                GError                **error)
{
  SqLegendsCharacter *c;

  if (!check_one_character (s, a, SQ_LEGENDS_RULE_TEXT_ONCE, error))
    return FALSE;

  c = &s->table[a->characters[0]];
  /* the character's owner uses its text, whose turn it may not be */
  if (a->seat != SQ_LEGENDS_NO_SEAT && a->seat != c->owner)
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_WRONG_SEAT, SQ_LEGENDS_RULE_OWN_CHARACTERS);
  if (c->text_used)
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_NOT_ALLOWED, SQ_LEGENDS_RULE_TEXT_ONCE);

  c->text_used = TRUE;

  return TRUE;
}

static gboolean
apply_resolve_final (SqLegendsState         *s,
                     const SqLegendsAction  *a,
                     GError                **error)
{
  if (!s->final_drawn)
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_NOT_ALLOWED, SQ_LEGENDS_RULE_FINAL_EVENT);
  for (guint i = 0; i < SQ_LEGENDS_MAX_PLAYERS; i++)
    if (a->vp[i] > (i < s->n_players ? SQ_LEGENDS_MAX_EXTRA_VP : 0))
      return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_VALUE, SQ_LEGENDS_RULE_SCORING);

  finish (s, a->vp);

  return TRUE;
}

static gboolean
apply_to (SqLegendsState         *s,
          const SqLegendsAction  *a,
          GError                **error)
{
  gint decider;

  if (s->decision == SQ_LEGENDS_DECISION_NONE)
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_GAME_OVER, SQ_LEGENDS_RULE_GAME_OVER);
  if (a->type >= SQ_LEGENDS_N_ACTIONS || (a->flags & ~allowed_flags (a->type)) != 0)
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_BAD_VALUE, SQ_LEGENDS_RULE_DECISION);
  if (!answers_decision (s, a))
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_WRONG_DECISION, SQ_LEGENDS_RULE_DECISION);

  decider = sq_legends_state_get_decider (s);
  if (a->seat != SQ_LEGENDS_NO_SEAT
      && (a->seat < 0 || a->seat >= s->n_players
          || (!anyone_may_send (a->type) && a->seat != decider)))
    return sq_legends_fail (error, SQ_LEGENDS_ERROR_WRONG_SEAT, SQ_LEGENDS_RULE_PLAYER);

  switch ((SqLegendsActionType) a->type)
    {
    case SQ_LEGENDS_ACTION_PLAY_CHARACTER:
      return apply_play (s, a, error);

    case SQ_LEGENDS_ACTION_DRAW_EVENT:
      return apply_draw_event (s, a, error);

    case SQ_LEGENDS_ACTION_BID:
      return sq_legends_apply_bid (s, a, error);

    case SQ_LEGENDS_ACTION_PASS:
      return sq_legends_apply_pass (s, a, error);

    case SQ_LEGENDS_ACTION_NEXT_PHASE:
      s->decision = s->decision == SQ_LEGENDS_DECISION_CARD_TEXT
                    ? SQ_LEGENDS_DECISION_COMPLETE : SQ_LEGENDS_DECISION_ACTIONS;
      return TRUE;

    case SQ_LEGENDS_ACTION_COMPLETE_EVENT:
      return apply_complete (s, a, error);

    case SQ_LEGENDS_ACTION_DRAW_CHARACTER:
      return apply_draw_character (s, a, error);

    case SQ_LEGENDS_ACTION_MOVE:
      return apply_move (s, a, error);

    case SQ_LEGENDS_ACTION_END_TURN:
      /* a player may leave card actions unused: the Character deck can
       * run dry, and the rules do not force a move */
      end_turn (s);
      return TRUE;

    case SQ_LEGENDS_ACTION_DISCARD_CHARACTER:
      return apply_discard (s, a, error);

    case SQ_LEGENDS_ACTION_RETURN_CHARACTER:
      return apply_return (s, a, error);

    case SQ_LEGENDS_ACTION_GIVE_SPECIAL:
      return apply_give_special (s, a, error);

    case SQ_LEGENDS_ACTION_RETURN_SPECIAL:
      return apply_return_special (s, a, error);

    case SQ_LEGENDS_ACTION_USE_TEXT:
      return apply_use_text (s, a, error);

    case SQ_LEGENDS_ACTION_RESOLVE_FINAL:
      return apply_resolve_final (s, a, error);

    case SQ_LEGENDS_N_ACTIONS:
    default:
      break;
    }

  g_assert_not_reached ();
}

/* Internal API (sq-legends-private.h) */

gboolean
sq_legends_fail (GError         **error,
                 SqLegendsError   code,
                 SqLegendsRule    rule)
{
  g_set_error_literal (error, SQ_LEGENDS_ERROR, code, rule_ids[rule]);
  return FALSE;
}

gint
sq_legends_next_seat (const SqLegendsState *s,
                      gint                  seat)
{
  return (seat + 1) % s->n_players;
}

gboolean
sq_legends_character_ok (const SqLegendsState *s,
                         guint                 id)
{
  return id < SQ_LEGENDS_MAX_TABLE && s->table[id].in_play;
}

/* A character leaves the table (discarded, returned to hand or bid): its
 * special cards go back to the central area, face up */
void
sq_legends_remove_character (SqLegendsState *s,
                             guint           id)
{
  g_assert (sq_legends_character_ok (s, id));

  for (guint i = 0; i < SQ_LEGENDS_N_SPECIALS; i++)
    if (s->special_holder[i] == id)
      s->special_holder[i] = SQ_LEGENDS_NO_CHARACTER;

  memset (&s->table[id], 0, sizeof s->table[id]);
}

void
sq_legends_score_event (SqLegendsState       *s,
                        const SqLegendsEvent *event,
                        gint                  seat)
{
  g_assert (s->n_scored < SQ_LEGENDS_MAX_EVENTS);

  sq_legends_copy_event (&s->scored[s->n_scored], event);
  s->scored_by[s->n_scored] = seat;
  s->n_scored++;
}

/* Public API */

const char *
sq_legends_rule_id (SqLegendsRule rule)
{
  g_return_val_if_fail (rule < SQ_LEGENDS_N_RULES, NULL);

  return rule_ids[rule];
}

gboolean
sq_legends_apply (SqLegendsState         *state,
                  const SqLegendsAction  *action,
                  GError                **error)
{
  g_autoptr(SqLegendsState) next = NULL;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* on a copy, so that a refusal halfway through changes nothing */
  next = sq_legends_state_copy (state);
  if (!apply_to (next, action, error))
    return FALSE;

  memcpy (state, next, sizeof *state);
  return TRUE;
}

/**
 * sq_legends_next_action_types:
 * @state: a state
 * @types: (out caller-allocates): room for %SQ_LEGENDS_N_ACTIONS types
 *
 * The kinds of action that answer the decision pending, in the order of
 * #SqLegendsActionType. The actions carry cards the players enter, so this
 * names the kinds, not every possible action; those a card's text makes
 * free are left out.
 *
 * Returns: how many kinds; 0 once the game is over
 */
guint
sq_legends_next_action_types (const SqLegendsState *state,
                              SqLegendsActionType  *types)
{
  guint n = 0;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (types != NULL, 0);

  if (state->decision == SQ_LEGENDS_DECISION_NONE)
    return 0;
  for (guint t = 0; t < SQ_LEGENDS_N_ACTIONS; t++)
    {
      SqLegendsAction a;

      sq_legends_action_init (&a, t);
      if (answers_decision (state, &a))
        types[n++] = t;
    }
  return n;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Why a kind of Heroic Action is closed: when the legal actions hold none
 * of a kind, the rule that really stands in the way, so that the screen
 * names it instead of guessing from a sample action. */

#include "sq-engine-private.h"
#include "sq-rules.h"

static gboolean
kind_is_legal (const SqState *s,
               gint           kind)
{
  guint max = 4096;
  g_autofree SqAction *buf = g_new (SqAction, max);
  guint n = sq_legal_actions (s, buf, max);

  for (guint i = 0; i < n; i++)
    if (sq_heroic_type (&buf[i]) == kind)
      return TRUE;
  return FALSE;
}

static gboolean
holds_any (const SqState *s,
           SqFace         first,
           SqFace         last)
{
  for (guint f = first; f <= last; f++)
    if (sq_white_available (s, s->current, f, 1))
      return TRUE;
  return FALSE;
}

static gboolean
quest_closed (const SqState *s,
              GError       **error)
{
  const SqSeat *st = &s->seats[s->current];
  guint next;

  switch ((guint) st->place)
    {
    case SQ_PLACE_ROUND_TABLE:
    case SQ_PLACE_SIEGE:
      if (sq_state_get_hand_size (s, s->current) >= 12)
        return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_CAMELOT_DRAW_LIMIT);
      return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_CAMELOT_SIEGE_FIGHT);
    case SQ_PLACE_GRAIL:
      if (sq_grail_blocked (s))
        return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_DARK_FOREST);
      return sq_white_refuse (s, s->current, SQ_FACE_GRAIL, 1, error);
    case SQ_PLACE_EXCALIBUR:
      return sq_fail (error, SQ_RULES_ERROR_CARD_NOT_HELD, SQ_RULE_CARDS_IN_HAND);
    case SQ_PLACE_PICTS:
    case SQ_PLACE_SAXONS:
      if (sq_war_next_value (s, st->place, &next) && holds_any (s, SQ_FACE_FIGHT_1, SQ_FACE_FIGHT_5))
        return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_WARS);
      break;
    case SQ_PLACE_BLACK_KNIGHT:
    case SQ_PLACE_LANCELOT:
    case SQ_PLACE_DRAGON:
      if (holds_any (s, SQ_FACE_FIGHT_1, SQ_FACE_FIGHT_5))
        return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_COMBAT_PATTERN);
      break;
    default:
      return sq_fail (error, SQ_RULES_ERROR_BAD_PLACE, SQ_RULE_QUEST_ACTION);
    }
  return sq_fail (error, SQ_RULES_ERROR_CARD_NOT_HELD, SQ_RULE_CARDS_IN_HAND);
}

static gboolean
special_closed (const SqState *s,
                GError       **error)
{
  if (!holds_any (s, SQ_FACE_MERLIN, SQ_FACE_CLAIRVOYANCE))
    return sq_fail (error, SQ_RULES_ERROR_CARD_NOT_HELD, SQ_RULE_CARDS_IN_HAND);
  if (s->vivien != SQ_NO_CARD && sq_white_available (s, s->current, SQ_FACE_MERLIN, 1) &&
      !holds_any (s, SQ_FACE_MERLIN + 1, SQ_FACE_CLAIRVOYANCE))
    return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_VIVIEN);
  return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_SPECIAL_WHITE);
}

static gboolean
accuse_closed (const SqState *s,
               GError       **error)
{
  if (s->seats[s->current].accused)
    return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_ACCUSE_ONCE);
  if (!sq_meets_accuse (s))
    return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_ACCUSE_THRESHOLD);
  return sq_fail (error, SQ_RULES_ERROR_BAD_TARGET, SQ_RULE_ACCUSE_TARGET);
}

/**
 * sq_heroic_kind_open:
 * @state: a state
 * @kind: an action type of the kind asked about: a move, any quest action,
 *   a Special White card, a heal or an accusation
 * @error: when the kind is closed, the refusal naming the rule in the way
 *
 * Tells whether the current knight may take some Heroic Action of @kind's
 * kind now. The kind's own limits come first (one Special White card a
 * turn), then the turn's budget, then what the hand and the place allow.
 *
 * Returns: %TRUE if at least one such action is legal now
 */
gboolean
sq_heroic_kind_open (const SqState *state,
                     SqActionType   kind,
                     GError       **error)
{
  SqAction probe;
  gint type;

  g_return_val_if_fail (state != NULL, FALSE);

  sq_action_init (&probe, kind);
  type = sq_heroic_type (&probe);
  g_return_val_if_fail (type != SQ_HEROIC_NONE, FALSE);

  if (sq_state_get_decision (state) != SQ_DECISION_HEROIC)
    return sq_fail (error, SQ_RULES_ERROR_WRONG_DECISION, SQ_RULE_DECISION);
  if (kind_is_legal (state, type))
    return TRUE;
  if (type == SQ_HEROIC_SPECIAL && state->special_played)
    return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_SPECIAL_ONE_PER_TURN);
  if (!sq_heroic_budget (state, type, FALSE, error))
    return FALSE;

  switch (type)
    {
    case SQ_HEROIC_MOVE:
      return sq_fail (error, SQ_RULES_ERROR_BAD_PLACE, SQ_RULE_MOVE);
    case SQ_HEROIC_QUEST:
      return quest_closed (state, error);
    case SQ_HEROIC_SPECIAL:
      return special_closed (state, error);
    case SQ_HEROIC_HEAL:
      /* no three identical cards: the heal rule, whatever else the hand holds */
      return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, SQ_RULE_HEAL);
    case SQ_HEROIC_ACCUSE:
    default:
      return accuse_closed (state, error);
    }
}

/**
 * sq_copies_left:
 * @state: a state
 * @face: a card face
 *
 * For a deck the table plays with its own cards, how many copies of @face
 * have not been seen yet (in play or discarded); for a deck Squire keeps,
 * how many are in its draw pile. A card entered when none is left is
 * refused with %SQ_RULES_ERROR_COPIES_OUT.
 *
 * Returns: the number of copies not yet accounted for
 */
guint
sq_copies_left (const SqState *state,
                SqFace         face)
{
  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (face < SQ_N_FACES, 0);

  if (sq_face_is_white (face))
    return sq_pile_count_face (state->white_draw.c, state->white_draw.n, face);
  return sq_pile_count_face (state->black_draw.c, state->black_draw.n, face);
}

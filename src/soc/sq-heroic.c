/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The heroic phase: the five action types, the sacrifice for a second
 * action, the special white cards, and the powers used in this phase. */

#include "sq-engine-private.h"

/* The Heroic Action type @a takes, or SQ_HEROIC_NONE */
gint
sq_heroic_type (const SqAction *a)
{
  SqStepKind kind = sq_steps_kind (a);

  return kind <= SQ_STEP_KIND_ACCUSE ? (gint) kind : SQ_HEROIC_NONE;
}

/* May the current knight take an action of @type now? A free action (a
 * power) still uses its type up. */
gboolean
sq_heroic_budget (const SqState *s,
                  gint           type,
                  gboolean       free_action,
                  GError       **error)
{
  if (s->types_used & (1u << type))
    return sq_fail (error, SQ_RULES_ERROR_TYPE_USED, SQ_RULE_HEROIC_DIFFERENT_TYPE);
  if (free_action || s->actions_taken == 0)
    return TRUE;
  if (s->actions_taken == 1 && !s->sacrificed)
    return TRUE;
  return sq_fail (error, SQ_RULES_ERROR_NO_ACTIONS_LEFT, SQ_RULE_HEROIC_SACRIFICE);
}

static void
commit_budget (SqState *s,
               gint     type,
               gboolean free_action)
{
  s->types_used |= 1u << type;
  if (free_action)
    return;
  if (s->actions_taken == 1)
    {
      /* the second action costs a life point, paid before it happens */
      s->sacrificed = TRUE;
      sq_change_life (s, s->current, -1);
    }
  s->actions_taken++;
}

static gboolean
in_camelot (guint place)
{
  return place == SQ_PLACE_ROUND_TABLE || place == SQ_PLACE_SIEGE;
}

/* Tristan leaves Camelot for a quest without spending his action. */
gboolean
sq_free_move_ok (const SqState *s,
                 guint          place)
{
  const SqSeat *st = &s->seats[s->current];

  return st->knight == SQ_KNIGHT_TRISTAN && !s->tristan_free_used && in_camelot (st->place) &&
         place < SQ_N_QUESTS;
}

static gboolean
check_move (const SqState *s,
            guint          place,
            GError       **error)
{
  const SqSeat *st = &s->seats[s->current];

  if (place >= SQ_PLACE_NONE || place == st->place)
    return sq_fail (error, SQ_RULES_ERROR_BAD_PLACE, SQ_RULE_MOVE);
  /* the two halves of Camelot are one place for moving */
  if (in_camelot (place) && in_camelot (st->place))
    return sq_fail (error, SQ_RULES_ERROR_BAD_PLACE, SQ_RULE_MOVE);
  if (place < SQ_N_QUESTS)
    {
      if (!sq_quest_is_active (s, place))
        return sq_fail (error, SQ_RULES_ERROR_BAD_PLACE, SQ_RULE_QUEST_OVER);
      if (sq_quest_is_solo (place))
        for (guint i = 0; i < s->n_seats; i++)
          if (sq_is_active_knight (s, i) && s->seats[i].place == place)
            return sq_fail (error, SQ_RULES_ERROR_BAD_PLACE, SQ_RULE_MOVE_SOLO);
    }
  return TRUE;
}

static gboolean
check_special (const SqState  *s,
               const SqAction *a,
               GError        **error)
{
  guint seat = s->current;
  SqFace face = a->cards[0];

  if (a->n_cards != 1 || face >= SQ_N_FACES || !sq_face_is_white (face) || !sq_face_is_special (face))
    return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, SQ_RULE_SPECIAL_WHITE);
  if (s->special_played)
    return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_SPECIAL_ONE_PER_TURN);
  if (!sq_white_available (s, seat, face, 1))
    return sq_white_refuse (s, seat, face, 1, error);

  switch ((guint) face)
    {
    case SQ_FACE_MERLIN:
      if (s->vivien != SQ_NO_CARD)
        return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_VIVIEN);
      if (!sq_merlin_target (s, a->quest))
        return sq_fail (error, SQ_RULES_ERROR_BAD_TARGET, SQ_RULE_MERLIN_PLAY);
      return TRUE;
    case SQ_FACE_HEROISM:
      if (a->quest >= SQ_N_QUESTS || !sq_quest_is_active (s, a->quest))
        return sq_fail (error, SQ_RULES_ERROR_BAD_TARGET, SQ_RULE_SPECIAL_WHITE);
      return TRUE;
    case SQ_FACE_MESSENGER:
      if (sq_state_get_hand_size (s, seat) < 2)
        return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_MESSENGER);
      for (guint i = 0; i < s->n_seats; i++)
        if (i != seat && sq_is_active_knight (s, i))
          return TRUE;
      return sq_fail (error, SQ_RULES_ERROR_BAD_TARGET, SQ_RULE_MESSENGER);
    case SQ_FACE_PIETY:
    case SQ_FACE_REINFORCEMENTS:
      if (a->option > SQ_SPECIAL_OTHERS)
        return sq_fail (error, SQ_RULES_ERROR_BAD_VALUE, SQ_RULE_SPECIAL_WHITE);
      return TRUE;
    case SQ_FACE_CONVOCATION:
    case SQ_FACE_FATE:
    case SQ_FACE_LADY_OF_THE_LAKE:
    case SQ_FACE_CLAIRVOYANCE:
      return TRUE;
    default:
      break;
    }
  return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, SQ_RULE_SPECIAL_WHITE);
}


static void
play_special (SqState        *s,
              const SqAction *a,
              guint8          card)
{
  guint seat = s->current;
  SqFace face = a->cards[0];

  s->special_played = TRUE;
  if (face != SQ_FACE_HEROISM)
    sq_discard_white (s, card);

  switch ((guint) face)
    {
    case SQ_FACE_MERLIN:
      sq_merlin_remove (s, a->quest);
      break;
    case SQ_FACE_CONVOCATION:
      sq_push (s, SQ_DECISION_CONVOCATION, seat, 0, 0);
      break;
    case SQ_FACE_FATE:
      if (sq_is_loyal (s, seat))
        {
          for (guint i = 0; i < s->n_seats; i++)
            sq_draw_white (s, i, 1);
        }
      else
        {
          /* the traitor who plays Fate gives himself away */
          sq_unmask (s, seat);
          sq_push_discards (s, seat, seat, 2);
        }
      break;
    case SQ_FACE_HEROISM:
      s->quests[a->quest].heroism = card;
      break;
    case SQ_FACE_LADY_OF_THE_LAKE:
      if (sq_quest_is_active (s, SQ_QUEST_EXCALIBUR))
        sq_move_excalibur (s, seat, 1);
      else if (s->setup.options.lady_heals_when_done)
        sq_change_life (s, seat, 2);
      break;
    case SQ_FACE_MESSENGER:
      sq_push (s, SQ_DECISION_MESSENGER, seat, 0, 0);
      break;
    case SQ_FACE_PIETY:
      if (a->option == SQ_SPECIAL_SELF)
        sq_change_life (s, seat, 3);
      else
        for (guint i = 0; i < s->n_seats; i++)
          if (i != seat)
            sq_change_life (s, i, 1);
      break;
    case SQ_FACE_REINFORCEMENTS:
      if (a->option == SQ_SPECIAL_SELF)
        sq_draw_white (s, seat, 4);
      else
        for (guint i = 0; i < s->n_seats; i++)
          if (i != seat)
            sq_draw_white (s, i, 1);
      break;
    case SQ_FACE_CLAIRVOYANCE:
      if (s->setup.black_deck == SQ_DECK_VIRTUAL && s->black_draw.n > 0)
        sq_push (s, SQ_DECISION_CLAIRVOYANCE, seat, 0, 0);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* A Fight card on the quest where the knight stands: the next value of a
 * war, or a spot of the pattern of a combat quest */
static gboolean
check_play_fight (const SqState  *s,
                  const SqAction *a,
                  GError        **error)
{
  guint seat = s->current;
  guint place = s->seats[seat].place;

  if (a->n_cards != 1 || a->cards[0] >= SQ_N_FACES || !sq_face_is_fight (a->cards[0]))
    return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, SQ_RULE_QUEST_ACTION);
  if (a->quest != SQ_QUEST_NONE && a->quest != place)
    return sq_fail (error, SQ_RULES_ERROR_BAD_PLACE, SQ_RULE_QUEST_ACTION);
  if (place == SQ_PLACE_PICTS || place == SQ_PLACE_SAXONS)
    {
      guint next;
      if (!sq_war_next_value (s, place, &next) || next != sq_face_fight_value (a->cards[0]))
        return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_WARS);
    }
  else if (place == SQ_PLACE_BLACK_KNIGHT || place == SQ_PLACE_LANCELOT || place == SQ_PLACE_DRAGON)
    {
      if (sq_fight_fits (s, place, a->cards[0], a->group) < 0)
        return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_COMBAT_PATTERN);
    }
  else
    return sq_fail (error, SQ_RULES_ERROR_BAD_PLACE, SQ_RULE_QUEST_ACTION);
  if (!sq_white_available (s, seat, a->cards[0], 1))
    return sq_white_refuse (s, seat, a->cards[0], 1, error);
  return TRUE;
}

/* Fight cards against the siege engines, from Camelot */
static gboolean
check_siege_fight (const SqState  *s,
                   const SqAction *a,
                   GError        **error)
{
  guint seat = s->current;
  guint need[SQ_N_FACES] = { 0 };

  if (!in_camelot (s->seats[seat].place))
    return sq_fail (error, SQ_RULES_ERROR_BAD_PLACE, SQ_RULE_QUEST_ACTION);
  if (s->siege == 0 || a->n_cards == 0)
    return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_CAMELOT_SIEGE_FIGHT);
  for (guint i = 0; i < a->n_cards; i++)
    {
      if (a->cards[i] >= SQ_N_FACES || !sq_face_is_fight (a->cards[i]))
        return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, SQ_RULE_CAMELOT_SIEGE_FIGHT);
      need[a->cards[i]]++;
    }
  if (sq_state_get_hand_size (s, seat) < a->n_cards)
    return sq_fail (error, SQ_RULES_ERROR_CARD_NOT_HELD, SQ_RULE_CARDS_IN_HAND);
  for (guint f = 0; f < SQ_N_FACES; f++)
    if (need[f] && !sq_white_available (s, seat, f, need[f]))
      return sq_white_refuse (s, seat, f, need[f], error);
  return TRUE;
}

/* Checks the action without changing anything; on success the caller
 * commits the budget and performs it. */
gboolean
sq_check_heroic (const SqState  *s,
              const SqAction *a,
              GError        **error)
{
  guint seat = s->current;
  const SqSeat *st = &s->seats[seat];
  gint type = sq_heroic_type (a);
  gboolean free_action = (a->flags & SQ_ACTION_FLAG_FREE) != 0;
  guint place = st->place;

  if (free_action)
    {
      if (a->type == SQ_ACTION_MOVE && !sq_free_move_ok (s, a->quest))
        return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_MOVE);
      if (a->type == SQ_ACTION_PLAY_SPECIAL &&
          (st->knight != SQ_KNIGHT_GALAHAD || s->galahad_free_used))
        return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_SPECIAL_WHITE);
      if (a->type != SQ_ACTION_MOVE && a->type != SQ_ACTION_PLAY_SPECIAL)
        return sq_fail (error, SQ_RULES_ERROR_BAD_VALUE, SQ_RULE_DECISION);
    }

  /* a second Special White card breaks its own rule before the budget's */
  if (a->type == SQ_ACTION_PLAY_SPECIAL && s->special_played)
    return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_SPECIAL_ONE_PER_TURN);
  if (!sq_heroic_budget (s, type, free_action, error))
    return FALSE;

  switch ((guint) a->type)
    {
    case SQ_ACTION_MOVE:
      return check_move (s, a->quest, error);

    case SQ_ACTION_PLAY_FIGHT:
      return check_play_fight (s, a, error);

    case SQ_ACTION_PLAY_GRAIL:
      if (place != SQ_PLACE_GRAIL)
        return sq_fail (error, SQ_RULES_ERROR_BAD_PLACE, SQ_RULE_QUEST_ACTION);
      if (a->n_cards != 1 || a->cards[0] != SQ_FACE_GRAIL)
        return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, SQ_RULE_GRAIL_QUEST);
      if (sq_grail_blocked (s))
        return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_DARK_FOREST);
      if (!sq_white_available (s, seat, SQ_FACE_GRAIL, 1))
        return sq_white_refuse (s, seat, SQ_FACE_GRAIL, 1, error);
      return TRUE;

    case SQ_ACTION_EXCALIBUR_DISCARD:
      if (place != SQ_PLACE_EXCALIBUR)
        return sq_fail (error, SQ_RULES_ERROR_BAD_PLACE, SQ_RULE_QUEST_ACTION);
      if (a->n_cards != 1 || (a->cards[0] != SQ_NO_CARD && !sq_face_is_white (a->cards[0])))
        return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, SQ_RULE_EXCALIBUR_QUEST);
      if (a->cards[0] == SQ_NO_CARD && s->setup.white_deck == SQ_DECK_VIRTUAL)
        return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, SQ_RULE_EXCALIBUR_QUEST);
      if (!sq_white_available (s, seat, a->cards[0], 1))
        return sq_white_refuse (s, seat, a->cards[0], 1, error);
      return TRUE;

    case SQ_ACTION_DRAW_WHITE:
      if (!in_camelot (place))
        return sq_fail (error, SQ_RULES_ERROR_BAD_PLACE, SQ_RULE_QUEST_ACTION);
      if (sq_state_get_hand_size (s, seat) >= 12)
        return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_CAMELOT_DRAW_LIMIT);
      return TRUE;

    case SQ_ACTION_FIGHT_SIEGE:
      return check_siege_fight (s, a, error);

    case SQ_ACTION_PLAY_SPECIAL:
      return check_special (s, a, error);

    case SQ_ACTION_HEAL:
      if (a->n_cards != 3 || a->cards[0] >= SQ_N_FACES || !sq_face_is_white (a->cards[0]) ||
          a->cards[1] != a->cards[0] || a->cards[2] != a->cards[0])
        return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, SQ_RULE_HEAL);
      if (!sq_white_available (s, seat, a->cards[0], 3))
        return sq_white_refuse (s, seat, a->cards[0], 3, error);
      return TRUE;

    case SQ_ACTION_ACCUSE:
      if (st->accused)
        return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_ACCUSE_ONCE);
      if (!sq_meets_accuse (s))
        return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_ACCUSE_THRESHOLD);
      if (a->target == (gint) seat || !sq_is_active_knight (s, a->target))
        return sq_fail (error, SQ_RULES_ERROR_BAD_TARGET, SQ_RULE_ACCUSE_TARGET);
      return TRUE;

    default:
      break;
    }
  return sq_fail (error, SQ_RULES_ERROR_WRONG_DECISION, SQ_RULE_DECISION);
}

static void
take_cards (SqState        *s,
            guint           seat,
            const SqAction *a,
            guint8         *out)
{
  for (guint i = 0; i < a->n_cards; i++)
    {
      gboolean ok = sq_take_white (s, seat, a->cards[i], &out[i]);
      g_assert (ok);
    }
}

static gboolean
any_heroic_action (const SqState *s)
{
  SqAction buf[64];
  guint n = sq_legal_actions (s, buf, G_N_ELEMENTS (buf));

  for (guint i = 0; i < n; i++)
    if (sq_heroic_type (&buf[i]) != SQ_HEROIC_NONE)
      return TRUE;
  return FALSE;
}

static gboolean
apply_power (SqState        *s,
             const SqAction *a,
             GError        **error)
{
  guint seat = s->current;
  SqSeat *st = &s->seats[seat];

  if (a->type == SQ_ACTION_ARTHUR_SWAP)
    {
      guint8 card = SQ_NO_CARD;

      if (st->knight != SQ_KNIGHT_ARTHUR || s->arthur_swapped)
        return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_ARTHUR_SWAP);
      if (a->target == (gint) seat || !sq_is_active_knight (s, a->target) ||
          sq_state_get_hand_size (s, a->target) == 0)
        return sq_fail (error, SQ_RULES_ERROR_BAD_TARGET, SQ_RULE_ARTHUR_SWAP);
      if (a->n_cards != 1 || sq_state_get_hand_size (s, seat) == 0)
        return sq_fail (error, SQ_RULES_ERROR_CARD_NOT_HELD, SQ_RULE_ARTHUR_SWAP);
      if (s->setup.white_deck == SQ_DECK_VIRTUAL)
        {
          if (a->cards[0] >= SQ_N_FACES || !sq_take_white (s, seat, a->cards[0], &card))
            return sq_fail (error, SQ_RULES_ERROR_CARD_NOT_HELD, SQ_RULE_CARDS_IN_HAND);
          /* face down until the partner has chosen */
          sq_limbo_add (s, card, seat);
        }
      s->arthur_swapped = TRUE;
      sq_push (s, SQ_DECISION_ARTHUR_ANSWER, a->target, seat, 0);
      return TRUE;
    }

  /* Bedivere: three white cards for a Merlin from the discard pile */
  {
    guint8 merlin;
    guint8 cards[3];

    if (st->knight != SQ_KNIGHT_BEDIVERE || !s->setup.options.bedivere_power || s->bedivere_used)
      return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_BEDIVERE);
    if (a->n_cards != 3)
      return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, SQ_RULE_BEDIVERE);
    if (sq_pile_count_face (s->white_discard.c, s->white_discard.n, SQ_FACE_MERLIN) == 0)
      return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_BEDIVERE);
    for (guint i = 0; i < 3; i++)
      {
        if (a->cards[i] != SQ_NO_CARD && (a->cards[i] >= SQ_N_FACES || !sq_face_is_white (a->cards[i])))
          return sq_fail (error, SQ_RULES_ERROR_WRONG_CARD, SQ_RULE_BEDIVERE);
        if (!sq_take_white (s, seat, a->cards[i], &cards[i]))
          return sq_fail (error, SQ_RULES_ERROR_CARD_NOT_HELD, SQ_RULE_CARDS_IN_HAND);
      }
    sq_pile_remove_face (s->white_discard.c, &s->white_discard.n, SQ_FACE_MERLIN, &merlin);
    for (guint i = 0; i < 3; i++)
      sq_discard_white (s, cards[i]);
    sq_give_white (s, seat, merlin);
    s->bedivere_used = TRUE;
    return TRUE;
  }
}

gboolean
sq_apply_heroic (SqState        *s,
                 const SqAction *a,
                 GError        **error)
{
  guint seat = s->current;
  SqSeat *st = &s->seats[seat];
  gint type;
  gboolean free_action;
  guint8 cards[SQ_ACTION_MAX_CARDS];

  if (a->type == SQ_ACTION_END_TURN)
    {
      if (s->actions_taken == 0 && any_heroic_action (s))
        return sq_fail (error, SQ_RULES_ERROR_MUST_ACT, SQ_RULE_HEROIC_MUST_ACT);
      s->n_stack--;
      sq_push (s, SQ_TASK_END_TURN, seat, 0, 0);
      return TRUE;
    }
  if (a->type == SQ_ACTION_ARTHUR_SWAP || a->type == SQ_ACTION_BEDIVERE)
    return apply_power (s, a, error);

  if (!sq_check_heroic (s, a, error))
    return FALSE;

  type = sq_heroic_type (a);
  free_action = (a->flags & SQ_ACTION_FLAG_FREE) != 0;
  s->n_stack--;
  sq_push (s, SQ_TASK_ACTION_DONE, seat, 0, 0);
  s->excalibur_won_now = SQ_NO_SEAT;
  commit_budget (s, type, free_action);

  switch ((guint) a->type)
    {
    case SQ_ACTION_MOVE:
      if (free_action)
        s->tristan_free_used = TRUE;
      sq_move_knight (s, seat, a->quest);
      break;

    case SQ_ACTION_PLAY_FIGHT:
      take_cards (s, seat, a, cards);
      if (st->place == SQ_PLACE_PICTS || st->place == SQ_PLACE_SAXONS)
        sq_place_white_fight (s, seat, st->place, cards[0], -1);
      else
        sq_place_white_fight (s, seat, st->place, cards[0],
                              sq_fight_fits (s, st->place, a->cards[0], a->group));
      break;

    case SQ_ACTION_PLAY_GRAIL:
      take_cards (s, seat, a, cards);
      sq_place_grail_card (s, seat, cards[0]);
      break;

    case SQ_ACTION_EXCALIBUR_DISCARD:
      take_cards (s, seat, a, cards);
      sq_discard_white (s, cards[0]);
      sq_move_excalibur (s, seat, 1);
      break;

    case SQ_ACTION_DRAW_WHITE:
      st->place = SQ_PLACE_ROUND_TABLE;
      sq_draw_white (s, seat, st->knight == SQ_KNIGHT_GAWAIN ? 3 : 2);
      break;

    case SQ_ACTION_FIGHT_SIEGE:
      {
        gint total = 0;
        gint holder = sq_relic_holder (s, SQ_RELIC_EXCALIBUR);

        st->place = SQ_PLACE_SIEGE;
        take_cards (s, seat, a, cards);
        for (guint i = 0; i < a->n_cards; i++)
          {
            total += sq_face_fight_value (a->cards[i]);
            sq_limbo_add (s, cards[i], seat);
          }
        if (s->setup.options.excalibur_bonus && holder == (gint) seat)
          total++;
        s->siege_total = MIN (total, 127);
        sq_push (s, SQ_DECISION_D8, seat, 0, 0);
      }
      break;

    case SQ_ACTION_PLAY_SPECIAL:
      if (free_action)
        s->galahad_free_used = TRUE;
      take_cards (s, seat, a, cards);
      play_special (s, a, cards[0]);
      break;

    case SQ_ACTION_HEAL:
      take_cards (s, seat, a, cards);
      for (guint i = 0; i < 3; i++)
        sq_discard_white (s, cards[i]);
      sq_change_life (s, seat, 1);
      break;

    case SQ_ACTION_ACCUSE:
      st->accused = TRUE;
      if (sq_is_loyal (s, a->target))
        {
          s->seats[a->target].loyalty_revealed = TRUE;
          sq_flip_white_sword (s);
        }
      else
        {
          sq_add_sword (s, TRUE);
          sq_unmask (s, a->target);
        }
      break;

    default:
      g_assert_not_reached ();
    }
  return TRUE;
}

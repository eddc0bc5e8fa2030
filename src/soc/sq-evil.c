/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The start of a turn, the Progression of Evil, and what each black card
 * does once it is drawn. */

#include "sq-engine-private.h"

static gboolean
any_victim (const SqState *s,
            gint           traitor)
{
  for (guint i = 0; i < s->n_seats; i++)
    if ((gint) i != traitor && sq_is_active_knight (s, i) && sq_state_get_hand_size (s, i) > 0)
      return TRUE;
  return FALSE;
}

void
sq_start_turn (SqState *s)
{
  gint seat = s->current;

  s->turn++;
  s->types_used = 0;
  s->actions_taken = 0;
  s->sacrificed = FALSE;
  s->special_played = FALSE;
  s->arthur_swapped = FALSE;
  s->bedivere_used = FALSE;
  s->tristan_free_used = FALSE;
  s->galahad_free_used = FALSE;
  s->peeked = FALSE;
  s->turn_cut = FALSE;
  s->no_spoils = 0;
  s->completer = SQ_NO_SEAT;

  if (!s->seats[seat].alive)
    {
      sq_push (s, SQ_TASK_END_TURN, seat, 0, 0);
      return;
    }

  if (s->seats[seat].unmasked)
    {
      /* his own turn: spoil a hand, then engine or black card */
      sq_push (s, SQ_TASK_END_TURN, seat, 0, 0);
      sq_push (s, SQ_DECISION_TRAITOR_EVIL, seat, 0, 0);
      if (any_victim (s, seat))
        sq_push (s, SQ_DECISION_TRAITOR_STEAL, seat, 0, 0);
      return;
    }

  sq_push (s, SQ_TASK_AFTER_EVIL, seat, 0, 0);
  sq_push (s, SQ_DECISION_EVIL, seat, 0, 0);
}

static void
push_resolve (SqState *s,
              gint     seat,
              guint8   card,
              gboolean chained)
{
  sq_limbo_add (s, card, seat);
  sq_push (s, SQ_TASK_RESOLVE_DRAWN, seat, card, chained);
}

void
sq_task_draw_black (SqState *s,
                    gint     seat,
                    gboolean chained)
{
  if (sq_black_pile_size (s) == 0)
    sq_check_reshuffle (s);
  if (sq_black_pile_size (s) == 0)
    return; /* every black card is on the board: nothing to draw */

  if (s->setup.black_deck == SQ_DECK_PHYSICAL)
    {
      sq_push (s, SQ_DECISION_ENTER_BLACK, seat, 0, chained);
      return;
    }

  if (!chained && !s->peeked && sq_has_relic (s, seat, SQ_RELIC_ARMOR) && s->black_draw.n >= 2)
    {
      guint8 c1 = s->black_draw.c[--s->black_draw.n];
      guint8 c2 = s->black_draw.c[--s->black_draw.n];
      SqTask *t;

      sq_limbo_add (s, c1, seat);
      sq_limbo_add (s, c2, seat);
      sq_check_reshuffle (s);
      sq_push (s, SQ_DECISION_ARMOR_CHOOSE, seat, c1, c2);
      t = sq_top (s);
      t->c = 0;
      return;
    }

  {
    guint8 card = s->black_draw.c[--s->black_draw.n];
    sq_check_reshuffle (s);
    push_resolve (s, seat, card, chained);
  }
}

gboolean
sq_apply_evil (SqState        *s,
               const SqAction *a,
               GError        **error)
{
  SqTask *top = sq_top (s);
  gint seat = top->seat;
  gboolean traitor = top->kind == SQ_DECISION_TRAITOR_EVIL;

  switch ((guint) a->type)
    {
    case SQ_ACTION_PEEK:
      if (traitor || s->seats[seat].knight != SQ_KNIGHT_PERCIVAL || s->peeked)
        return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_PERCIVAL);
      if (sq_black_pile_size (s) == 0)
        return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_PERCIVAL);
      s->peeked = TRUE;
      if (s->setup.black_deck == SQ_DECK_VIRTUAL && sq_has_relic (s, seat, SQ_RELIC_ARMOR) &&
          s->black_draw.n >= 2)
        {
          /* with the Armor he sees two and sends one to the bottom */
          guint8 c1 = s->black_draw.c[--s->black_draw.n];
          guint8 c2 = s->black_draw.c[--s->black_draw.n];
          SqTask *t;

          sq_limbo_add (s, c1, seat);
          sq_limbo_add (s, c2, seat);
          sq_push (s, SQ_DECISION_ARMOR_CHOOSE, seat, c1, c2);
          t = sq_top (s);
          t->c = 1;
        }
      return TRUE;

    case SQ_ACTION_DRAW_BLACK:
      s->n_stack--;
      sq_push (s, SQ_TASK_DRAW_BLACK, seat, 0, FALSE);
      return TRUE;

    case SQ_ACTION_ADD_SIEGE:
      s->n_stack--;
      sq_add_siege (s, 1);
      return TRUE;

    case SQ_ACTION_LOSE_LIFE:
      if (traitor)
        return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_TRAITOR_TURN);
      s->n_stack--;
      sq_change_life (s, seat, -1);
      return TRUE;

    default:
      break;
    }
  return sq_fail (error, SQ_RULES_ERROR_WRONG_DECISION, SQ_RULE_EVIL_OPTIONS);
}


void
sq_resolve_drawn (SqState *s,
                  guint    card,
                  gboolean no_cancel)
{
  SqFace face = sq_card_face (card);
  gint drawer = s->current;

  sq_push (s, SQ_TASK_APPLY_BLACK, drawer, card, 0);

  if (sq_face_is_special (face))
    {
      /* the whole table may answer with three Merlins, only now, and never
       * for the cards a Morgan makes the drawer play, nor under Vivien */
      if (!no_cancel && s->vivien == SQ_NO_CARD)
        sq_push (s, SQ_DECISION_MERLIN_CANCEL, drawer, card, 0);
    }
  else if (s->setup.options.excalibur_cancel)
    {
      gint holder = sq_relic_holder (s, SQ_RELIC_EXCALIBUR);
      if (holder >= 0 && sq_is_active_knight (s, holder))
        sq_push (s, SQ_DECISION_EXCALIBUR_CANCEL, holder, card, 0);
    }
}

/* The card's quest is over: a siege engine instead, the card is discarded. */
static void
homeless (SqState *s,
          guint8   card)
{
  sq_discard_black (s, card);
  sq_add_siege (s, 1);
}

void
sq_apply_black (SqState *s,
                guint    card)
{
  SqFace face = sq_card_face (card);
  gint drawer = s->current;
  gint slot = sq_limbo_find (s, card);

  g_assert (slot >= 0);

  switch ((guint) face)
    {
    case SQ_FACE_BLACK_KNIGHT_1:
    case SQ_FACE_BLACK_KNIGHT_3:
    case SQ_FACE_BLACK_KNIGHT_5:
    case SQ_FACE_BLACK_KNIGHT_7:
      sq_push (s, SQ_DECISION_PLACE_COMBAT, drawer, card, SQ_QUEST_BLACK_KNIGHT);
      return;

    case SQ_FACE_LANCELOT_1_5:
    case SQ_FACE_LANCELOT_3_7:
    case SQ_FACE_LANCELOT_5_9:
    case SQ_FACE_LANCELOT_7_11:
      if (sq_quest_is_active (s, SQ_QUEST_LANCELOT))
        sq_push (s, SQ_DECISION_PLACE_COMBAT, drawer, card, SQ_QUEST_LANCELOT);
      else if (sq_quest_is_active (s, SQ_QUEST_DRAGON))
        sq_push (s, SQ_DECISION_PLACE_COMBAT, drawer, card, SQ_QUEST_DRAGON);
      else
        homeless (s, sq_limbo_take (s, slot));
      return;

    case SQ_FACE_EXCALIBUR:
      sq_limbo_take (s, slot);
      if (!sq_quest_is_active (s, SQ_QUEST_EXCALIBUR))
        {
          homeless (s, card);
          return;
        }
      sq_discard_black (s, card);
      sq_move_excalibur (s, SQ_NO_SEAT, -1);
      return;

    case SQ_FACE_DESPAIR:
    case SQ_FACE_DESOLATION:
    case SQ_FACE_PICTS:
    case SQ_FACE_SAXONS:
      sq_limbo_take (s, slot);
      if ((face == SQ_FACE_DESPAIR || face == SQ_FACE_DESOLATION) &&
          !sq_quest_is_active (s, SQ_QUEST_GRAIL))
        homeless (s, card);
      else
        sq_place_black (s, card, FALSE, SQ_QUEST_NONE);
      return;

    case SQ_FACE_MERCENARIES:
    case SQ_FACE_MORDRED:
      sq_push (s, SQ_DECISION_CHOOSE_WAR, drawer, card, 0);
      return;

    case SQ_FACE_MORGAN_DRAW:
      sq_discard_black (s, sq_limbo_take (s, slot));
      sq_push (s, SQ_TASK_MORGAN_NEXT, drawer, 3, 0);
      return;

    case SQ_FACE_MORGAN_DISCARD:
    case SQ_FACE_MORGAN_SACRIFICE:
      sq_discard_black (s, sq_limbo_take (s, slot));
      sq_push (s, SQ_DECISION_MORGAN_VOLUNTEER, drawer, face, 0);
      return;

    case SQ_FACE_MORGAN_ENGINES:
      sq_discard_black (s, sq_limbo_take (s, slot));
      sq_add_siege (s, 2);
      return;

    case SQ_FACE_MORGAN_LIFE:
      sq_discard_black (s, sq_limbo_take (s, slot));
      for (guint i = 0; i < s->n_seats; i++)
        sq_change_life (s, i, -1);
      return;

    case SQ_FACE_DARK_FOREST:
      sq_limbo_take (s, slot);
      if (!sq_quest_is_active (s, SQ_QUEST_GRAIL))
        homeless (s, card);
      else
        s->dark_forest = card;
      return;

    case SQ_FACE_GUINEVERE:
      sq_discard_black (s, sq_limbo_take (s, slot));
      /* everyone home; the drawer's turn ends now */
      for (guint i = 0; i < s->n_seats; i++)
        if (sq_is_active_knight (s, i) && s->seats[i].place != SQ_PLACE_ROUND_TABLE &&
            s->seats[i].place != SQ_PLACE_SIEGE)
          sq_move_knight (s, i, SQ_PLACE_ROUND_TABLE);
      s->turn_cut = TRUE;
      return;

    case SQ_FACE_MISTS_OF_AVALON:
      s->mists = sq_limbo_take (s, slot);
      return;

    case SQ_FACE_VIVIEN:
      s->vivien = sq_limbo_take (s, slot);
      return;

    default:
      g_assert_not_reached ();
    }
}

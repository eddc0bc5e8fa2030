/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The choke point (sq_apply), the task loop, and the table-wide helpers
 * every rule file uses: cards moving between places, swords, siege
 * engines, life and death, the end of the game. */

#include "sq-engine-private.h"

G_DEFINE_QUARK (sq-rules-error-quark, sq_rules_error)

#define SQ_RULE_STRING(sym, str) str,
static const char *rule_ids[] = {
  SQ_RULE_IDS (SQ_RULE_STRING)
};
#undef SQ_RULE_STRING

const char *
sq_rule_id (SqRule rule)
{
  g_return_val_if_fail (rule < SQ_N_RULES, NULL);
  return rule_ids[rule];
}

gboolean
sq_fail (GError      **error,
         SqRulesError  code,
         SqRule        rule)
{
  g_set_error_literal (error, SQ_RULES_ERROR, code, rule_ids[rule]);
  return FALSE;
}

/* ------------------------------------------------------------------ stack */

void
sq_push (SqState *s,
         guint    kind,
         gint     seat,
         guint    a,
         guint    b)
{
  SqTask *t;

  g_assert (s->n_stack < SQ_STACK_MAX);
  t = &s->stack[s->n_stack++];
  t->kind = kind;
  t->seat = seat;
  t->a = a;
  t->b = b;
  t->c = 0;
  t->d = 0;
}

SqTask *
sq_top (SqState *s)
{
  return s->n_stack ? &s->stack[s->n_stack - 1] : NULL;
}

static void
end_turn (SqState *s)
{
  gint next;

  sq_check_final_count (s);
  if (sq_over (s))
    return;
  next = sq_next_seat (s, s->current);
  if (next < 0)
    {
      sq_lose (s, SQ_END_ALL_LOYAL_DEAD);
      return;
    }
  s->current = next;
  sq_push (s, SQ_TASK_START_TURN, next, 0, 0);
}

static void
process_deaths (SqState *s)
{
  while (s->pending_deaths && !sq_over (s))
    {
      guint seat = g_bit_nth_lsf (s->pending_deaths, -1);
      gint holder;

      s->pending_deaths &= ~(1u << seat);
      if (!s->seats[seat].alive || s->seats[seat].life > 0)
        continue;

      holder = sq_relic_holder (s, SQ_RELIC_GRAIL);
      if (holder >= 0 && s->seats[holder].alive && !s->seats[holder].unmasked)
        {
          /* the holder decides; the task loop stops here */
          sq_push (s, SQ_DECISION_GRAIL_OFFER, holder, seat, 0);
          return;
        }
      sq_kill (s, seat);
    }
}

/* Runs automatic work until a decision is on top or the game is over. */
void
sq_run (SqState *s)
{
  while (s->n_stack > 0 && !sq_over (s))
    {
      SqTask t = s->stack[s->n_stack - 1];

      if (s->pending_deaths && t.kind != SQ_DECISION_GRAIL_OFFER &&
          (t.kind == SQ_TASK_ACTION_DONE || t.kind == SQ_TASK_AFTER_EVIL ||
           t.kind == SQ_TASK_END_TURN || t.kind == SQ_TASK_START_TURN ||
           t.kind == SQ_TASK_DEATHS))
        {
          process_deaths (s);
          if (sq_top (s)->kind == SQ_DECISION_GRAIL_OFFER)
            break;
          continue;
        }

      if (t.kind < SQ_N_DECISIONS)
        break;

      s->n_stack--;
      switch ((SqTaskKind) t.kind)
        {
        case SQ_TASK_START_TURN:
          sq_start_turn (s);
          break;

        case SQ_TASK_AFTER_EVIL:
          sq_check_final_count (s);
          if (sq_over (s))
            break;
          if (!s->seats[s->current].alive || s->turn_cut)
            sq_push (s, SQ_TASK_END_TURN, s->current, 0, 0);
          else
            sq_push (s, SQ_DECISION_HEROIC, s->current, 0, 0);
          break;

        case SQ_TASK_ACTION_DONE:
          sq_check_final_count (s);
          if (sq_over (s))
            break;
          if (!s->seats[s->current].alive || s->turn_cut || s->seats[s->current].unmasked)
            sq_push (s, SQ_TASK_END_TURN, s->current, 0, 0);
          else
            sq_push (s, SQ_DECISION_HEROIC, s->current, 0, 0);
          break;

        case SQ_TASK_END_TURN:
          end_turn (s);
          break;

        case SQ_TASK_DEATHS:
          break;

        case SQ_TASK_RESOLVE_DRAWN:
          sq_resolve_drawn (s, t.a, t.b);
          break;

        case SQ_TASK_APPLY_BLACK:
          sq_apply_black (s, t.a);
          break;

        case SQ_TASK_MORGAN_NEXT:
          if (t.a > 0)
            {
              sq_push (s, SQ_TASK_MORGAN_NEXT, t.seat, t.a - 1, 0);
              sq_task_draw_black (s, t.seat, TRUE);
            }
          break;

        case SQ_TASK_DRAW_BLACK:
          sq_task_draw_black (s, t.seat, t.b);
          break;

        case SQ_TASK_QUEST_END:
          sq_quest_end (s, t.a, t.seat);
          break;

        case SQ_TASK_COMBAT_COMPARE:
          sq_combat_compare (s, t.a);
          break;

        case SQ_TASK_SIEGE_COMPARE:
          {
            gint seat = t.seat;
            /* the played fight cards are discarded either way */
            for (gint i = s->n_limbo - 1; i >= 0; i--)
              if (s->limbo_owner[i] == seat)
                {
                  guint8 card = sq_limbo_take (s, i);
                  if (card != SQ_NO_CARD)
                    sq_discard_white (s, card);
                  else
                    s->white_unknown_discards++;
                }
            if (s->siege_total > (gint) t.b)
              {
                if (s->siege > 0)
                  s->siege--;
              }
            else
              sq_change_life (s, seat, -1);
            s->siege_total = 0;
          }
          break;

        default:
          g_assert_not_reached ();
        }
    }
}

/* ------------------------------------------------------------------ apply */

static gboolean
apply_join (SqState        *s,
            const SqAction *a,
            GError        **error)
{
  SqSeat *seat;
  gint knight_slot = -1;
  gint anchor;
  guint pos = 0;
  guint idx;

  if (!sq_can_join (s))
    return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_JOIN);

  if (!s->setup.squires_challenge)
    {
      if (a->flags & SQ_ACTION_FLAG_RANDOM || a->knight >= SQ_N_KNIGHTS)
        knight_slot = sq_rng_below (&s->rng, s->n_knights_box);
      else
        {
          for (guint i = 0; i < s->n_knights_box; i++)
            if (s->knights_box[i] == a->knight)
              knight_slot = i;
          if (knight_slot < 0)
            return sq_fail (error, SQ_RULES_ERROR_BAD_VALUE, SQ_RULE_JOIN);
        }
    }

  idx = s->n_seats++;
  seat = &s->seats[idx];
  memset (seat, 0, sizeof *seat);
  seat->in_game = TRUE;
  seat->alive = TRUE;
  seat->life = s->setup.squires_challenge ? s->setup.squire_life : SQ_START_LIFE;
  seat->place = SQ_PLACE_ROUND_TABLE;
  if (knight_slot >= 0)
    {
      seat->knight = s->knights_box[knight_slot];
      s->knights_box[knight_slot] = s->knights_box[--s->n_knights_box];
    }
  else
    seat->knight = SQ_KNIGHT_SQUIRE;

  /* a random unused loyalty card: the box was shuffled at the deal */
  seat->loyalty = s->loyalty_box[--s->n_loyalty_box];

  /* he sits at King Arthur's left, or the first player's */
  anchor = sq_state_find_knight (s, SQ_KNIGHT_ARTHUR);
  if (anchor < 0 || anchor == (gint) idx)
    anchor = s->first_seat;
  for (guint i = 0; i < s->n_order; i++)
    if (s->order[i] == anchor)
      pos = i + 1;
  memmove (&s->order[pos + 1], &s->order[pos], s->n_order - pos);
  s->order[pos] = idx;
  s->n_order++;

  sq_draw_white (s, idx, s->setup.options.new_player_cards);
  return TRUE;
}

static gboolean
apply_leave (SqState        *s,
             const SqAction *a,
             GError        **error)
{
  gint seat = a->target >= 0 ? a->target : a->seat;
  SqDecision d = sq_state_get_decision (s);

  if (d != SQ_DECISION_EVIL && d != SQ_DECISION_HEROIC && d != SQ_DECISION_TRAITOR_STEAL &&
      d != SQ_DECISION_TRAITOR_EVIL)
    return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_LEAVE);
  if (seat < 0 || seat >= s->n_seats || !s->seats[seat].alive)
    return sq_fail (error, SQ_RULES_ERROR_BAD_TARGET, SQ_RULE_LEAVE);

  s->seats[seat].left = TRUE;
  sq_kill (s, seat);
  if (seat == s->current && !sq_over (s))
    {
      s->n_stack--;
      /* the heroic phase waits on ACTION_DONE; drop it too */
      while (s->n_stack > 0 && s->stack[s->n_stack - 1].kind == SQ_TASK_ACTION_DONE)
        s->n_stack--;
      sq_push (s, SQ_TASK_END_TURN, seat, 0, 0);
    }
  return TRUE;
}

/* A knight looks at his own secret again, outside the deal. It changes
 * nothing in the rules; it is an action only so that the history, the
 * save file and the log record that it happened. Any time, any living
 * knight still at the table. */
static gboolean
apply_look (SqState        *s,
            const SqAction *a,
            GError        **error)
{
  gint seat = a->seat;

  if (seat < 0 || seat >= s->n_seats || !s->seats[seat].in_game || s->seats[seat].left ||
      !s->seats[seat].alive)
    return sq_fail (error, SQ_RULES_ERROR_WRONG_SEAT, SQ_RULE_DECISION);

  if (a->type == SQ_ACTION_LOOK_LOYALTY &&
      (s->seats[seat].loyalty == SQ_NO_CARD || !sq_state_loyalty_visible (s)))
    return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_SETUP_LOYALTY);
  if (a->type == SQ_ACTION_LOOK_HAND && s->setup.white_deck != SQ_DECK_VIRTUAL)
    return sq_fail (error, SQ_RULES_ERROR_NOT_ALLOWED, SQ_RULE_CARDS_IN_HAND);

  return TRUE;
}

gboolean
sq_apply (SqState        *state,
          const SqAction *action,
          GError        **error)
{
  SqState scratch;
  SqDecision d;
  gboolean ok;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (state->outcome != SQ_OUTCOME_NONE)
    return sq_fail (error, SQ_RULES_ERROR_GAME_OVER, SQ_RULE_END_OF_GAME);
  if (action->type >= SQ_N_ACTIONS || action->n_cards > SQ_ACTION_MAX_CARDS ||
      action->n_seats > SQ_MAX_SEATS)
    return sq_fail (error, SQ_RULES_ERROR_BAD_VALUE, SQ_RULE_DECISION);

  d = sq_state_get_decision (state);
  if (action->seat != SQ_NO_SEAT && action->seat != sq_state_get_decider (state) &&
      action->type != SQ_ACTION_LEAVE && action->type != SQ_ACTION_MERLIN_CANCEL &&
      action->type != SQ_ACTION_VOLUNTEER && action->type != SQ_ACTION_NO_VOLUNTEER &&
      action->type != SQ_ACTION_NO_CANCEL && action->type != SQ_ACTION_SHARE &&
      action->type != SQ_ACTION_CONVOCATION && action->type != SQ_ACTION_JOIN &&
      action->type != SQ_ACTION_LOOK_LOYALTY && action->type != SQ_ACTION_LOOK_HAND)
    return sq_fail (error, SQ_RULES_ERROR_WRONG_SEAT, SQ_RULE_DECIDER);

  /* work on a copy: a refusal leaves the caller's state untouched */
  memcpy (&scratch, state, sizeof scratch);
  /* the deck here differs: a white card beyond the manifest joins the pool */
  if (!sq_white_house_room (&scratch, action, error))
    return FALSE;

  switch ((SqActionType) action->type)
    {
    case SQ_ACTION_JOIN:
      ok = apply_join (&scratch, action, error);
      break;
    case SQ_ACTION_LEAVE:
      ok = apply_leave (&scratch, action, error);
      break;
    case SQ_ACTION_LOOK_LOYALTY:
    case SQ_ACTION_LOOK_HAND:
      ok = apply_look (&scratch, action, error);
      break;
    case SQ_ACTION_PEEK:
    case SQ_ACTION_DRAW_BLACK:
    case SQ_ACTION_ADD_SIEGE:
    case SQ_ACTION_LOSE_LIFE:
      if (d == SQ_DECISION_EVIL || d == SQ_DECISION_TRAITOR_EVIL)
        ok = sq_apply_evil (&scratch, action, error);
      else
        ok = sq_fail (error, SQ_RULES_ERROR_WRONG_DECISION, SQ_RULE_DECISION);
      break;
    case SQ_ACTION_MOVE:
    case SQ_ACTION_PLAY_FIGHT:
    case SQ_ACTION_PLAY_GRAIL:
    case SQ_ACTION_EXCALIBUR_DISCARD:
    case SQ_ACTION_DRAW_WHITE:
    case SQ_ACTION_FIGHT_SIEGE:
    case SQ_ACTION_PLAY_SPECIAL:
    case SQ_ACTION_HEAL:
    case SQ_ACTION_ACCUSE:
    case SQ_ACTION_ARTHUR_SWAP:
    case SQ_ACTION_BEDIVERE:
    case SQ_ACTION_END_TURN:
      if (d == SQ_DECISION_HEROIC)
        ok = sq_apply_heroic (&scratch, action, error);
      else
        ok = sq_fail (error, SQ_RULES_ERROR_WRONG_DECISION, SQ_RULE_DECISION);
      break;
    case SQ_ACTION_OFFER:
    case SQ_ACTION_SHARE:
    case SQ_ACTION_ARMOR_BOTTOM:
    case SQ_ACTION_ARMOR_KEEP:
    case SQ_ACTION_ENTER_BLACK:
    case SQ_ACTION_MERLIN_CANCEL:
    case SQ_ACTION_EXCALIBUR_CANCEL:
    case SQ_ACTION_NO_CANCEL:
    case SQ_ACTION_PLACE_FACE_UP:
    case SQ_ACTION_PLACE_FACE_DOWN:
    case SQ_ACTION_CHOOSE_WAR:
    case SQ_ACTION_VOLUNTEER:
    case SQ_ACTION_NO_VOLUNTEER:
    case SQ_ACTION_DISCARD:
    case SQ_ACTION_ARTHUR_GIVE:
    case SQ_ACTION_ROLL_D8:
    case SQ_ACTION_KAY_ADD:
    case SQ_ACTION_KAY_PASS:
    case SQ_ACTION_GRAIL_GIVE:
    case SQ_ACTION_GRAIL_KEEP:
    case SQ_ACTION_CONVOCATION:
    case SQ_ACTION_MESSENGER:
    case SQ_ACTION_CLAIRVOYANCE:
    case SQ_ACTION_TRAITOR_STEAL:
    case SQ_ACTION_KNIGHT_SQUIRE:
    case SQ_ACTION_REVEAL_BLACK:
      ok = sq_apply_answer (&scratch, action, error);
      break;
    case SQ_N_ACTIONS:
    default:
      ok = sq_fail (error, SQ_RULES_ERROR_BAD_VALUE, SQ_RULE_DECISION);
      break;
    }

  if (!ok)
    return FALSE;

  sq_run (&scratch);
  memcpy (state, &scratch, sizeof scratch);
  return TRUE;
}

void
sq_action_init (SqAction    *action,
                SqActionType type)
{
  g_return_if_fail (action != NULL);

  memset (action, 0, sizeof *action);
  action->type = type;
  action->seat = SQ_NO_SEAT;
  action->target = SQ_NO_SEAT;
  action->quest = SQ_QUEST_NONE;
  action->group = -1;
  action->knight = SQ_N_KNIGHTS;
  memset (action->seats, SQ_NO_SEAT, sizeof action->seats);
}

gboolean
sq_action_equal (const SqAction *a,
                 const SqAction *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return a->type == b->type && a->seat == b->seat && a->target == b->target &&
         a->quest == b->quest && a->group == b->group && a->option == b->option &&
         a->flags == b->flags && a->value == b->value && a->knight == b->knight &&
         a->n_cards == b->n_cards && a->n_seats == b->n_seats &&
         memcmp (a->cards, b->cards, a->n_cards) == 0 &&
         memcmp (a->seats, b->seats, a->n_seats) == 0 &&
         memcmp (a->counts, b->counts, a->n_seats) == 0;
}

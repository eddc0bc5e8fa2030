/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "sq-engine-private.h"

SqState *
sq_state_copy (const SqState *state)
{
  g_return_val_if_fail (state != NULL, NULL);

  return g_memdup2 (state, sizeof *state);
}

void
sq_state_free (SqState *state)
{
  g_free (state);
}

/* States are zero-initialised and only ever written field by field, so
 * padding is always zero and memcmp compares values. */
gboolean
sq_state_equal (const SqState *a,
                const SqState *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return memcmp (a, b, sizeof *a) == 0;
}

static gboolean
invariant (GError    **error,
           const char *what)
{
  g_set_error_literal (error, SQ_RULES_ERROR, SQ_RULES_ERROR_BAD_VALUE, what);
  return FALSE;
}

static gboolean
card_invariant (GError    **error,
                const char *what,
                guint       card)
{
  g_set_error (error, SQ_RULES_ERROR, SQ_RULES_ERROR_BAD_VALUE, "%s: card %u (%s)", what, card,
               sq_face_info (sq_card_face (card))->name);
  return FALSE;
}

static gboolean
count_cards (guint8       *seen,
             const guint8 *cards,
             guint         n)
{
  gboolean ok = TRUE;

  for (guint i = 0; i < n; i++)
    {
      /* an unknown card's identity is counted in the black pool */
      if (cards[i] == SQ_NO_CARD || cards[i] == SQ_CARD_UNKNOWN)
        continue;
      if (cards[i] >= SQ_FIRST_WHITE_HOUSE + SQ_N_WHITE_HOUSE)
        ok = FALSE;
      else if (seen[cards[i]]++)
        ok = FALSE;
    }
  return ok;
}

gboolean
sq_state_check_invariants (const SqState *s,
                           GError       **error)
{
  guint8 seen[SQ_FIRST_WHITE_HOUSE + SQ_N_WHITE_HOUSE] = { 0 };
  guint unknown_limbo = 0;
  guint hands = 0;
  gboolean ok = TRUE;

  g_return_val_if_fail (s != NULL, FALSE);

  ok &= count_cards (seen, s->white_draw.c, s->white_draw.n);
  ok &= count_cards (seen, s->white_discard.c, s->white_discard.n);
  ok &= count_cards (seen, s->black_draw.c, s->black_draw.n);
  ok &= count_cards (seen, s->black_discard.c, s->black_discard.n);
  ok &= count_cards (seen, s->loyalty_box, s->n_loyalty_box);
  ok &= count_cards (seen, s->limbo, s->n_limbo);
  ok &= count_cards (seen, &s->vivien, 1);
  ok &= count_cards (seen, &s->mists, 1);
  ok &= count_cards (seen, &s->dark_forest, 1);
  for (guint i = 0; i < s->n_seats; i++)
    {
      ok &= count_cards (seen, s->seats[i].hand.c, s->seats[i].hand.n);
      ok &= count_cards (seen, &s->seats[i].loyalty, 1);
      hands += s->seats[i].hand_count;
      if (s->seats[i].life > SQ_MAX_LIFE)
        return invariant (error, "life out of range");
      if (s->seats[i].alive && !s->seats[i].unmasked && s->seats[i].life == 0 &&
          !(s->pending_deaths & (1u << i)) && sq_state_get_decision (s) != SQ_DECISION_GRAIL_OFFER &&
          s->outcome == SQ_OUTCOME_NONE)
        return invariant (error, "a living knight at 0 life");
    }
  for (guint q = 0; q < SQ_N_QUESTS; q++)
    {
      const SqQuest *quest = &s->quests[q];
      ok &= count_cards (seen, quest->white, quest->n_white);
      ok &= count_cards (seen, quest->black, quest->n_black);
      ok &= count_cards (seen, &quest->heroism, 1);
      ok &= count_cards (seen, &quest->mordred, 1);
      if (quest->warriors > 4 || quest->excalibur < -SQ_EXCALIBUR_STEPS ||
          quest->excalibur > SQ_EXCALIBUR_STEPS)
        return invariant (error, "quest counter out of range");
      /* grail spots mirror cards already counted in black[] and white[] */
      for (guint i = 0; i < 7; i++)
        if (quest->grail[i] != SQ_NO_CARD &&
            memchr (quest->black, quest->grail[i], quest->n_black) == NULL &&
            memchr (quest->white, quest->grail[i], quest->n_white) == NULL)
          return invariant (error, "grail spot holds a card not on the quest");
    }
  if (!ok)
    {
      for (guint c = 0; c < SQ_FIRST_WHITE_HOUSE + SQ_N_WHITE_HOUSE; c++)
        if (seen[c] > 1)
          return card_invariant (error, "a card is in two places", c);
      return invariant (error, "a card id out of range");
    }

  for (guint i = 0; i < s->n_limbo; i++)
    unknown_limbo += s->limbo[i] == SQ_NO_CARD;

  for (guint c = 0; c < SQ_N_CARDS; c++)
    if (seen[c] != 1)
      return card_invariant (error, "a card is missing", c);
  for (guint h = 0; h < SQ_N_HOUSE; h++)
    if (seen[SQ_FIRST_HOUSE + h] != ((s->house_used >> h) & 1))
      return card_invariant (error, "a house card is missing", SQ_FIRST_HOUSE + h);
  for (guint h = 0; h < SQ_N_WHITE_HOUSE; h++)
    if (seen[SQ_FIRST_WHITE_HOUSE + h] != ((s->white_house_used >> h) & 1))
      return card_invariant (error, "a house card is missing", SQ_FIRST_WHITE_HOUSE + h);
  if (s->setup.black_deck == SQ_DECK_VIRTUAL &&
      (sq_black_unknown_count (s) != 0 || s->house_used != 0))
    return invariant (error, "virtual black deck with unknown or house cards");
  if (s->setup.white_deck == SQ_DECK_VIRTUAL && s->white_house_used != 0)
    return invariant (error, "virtual white deck with house cards");

  if (s->setup.white_deck == SQ_DECK_PHYSICAL &&
      s->white_draw.n != s->white_draw_count + hands + s->white_unknown_discards + unknown_limbo)
    return invariant (error, "unknown white cards do not add up");
  if (s->setup.white_deck == SQ_DECK_VIRTUAL && (hands != 0 || unknown_limbo != 0))
    return invariant (error, "virtual white deck with unknown cards");
  if (s->siege > SQ_MAX_SIEGE)
    return invariant (error, "siege engines out of range");
  if (s->swords_white + s->swords_black > SQ_MAX_SWORDS)
    return invariant (error, "more swords than the box holds");
  if (s->outcome == SQ_OUTCOME_NONE && (s->n_stack == 0 || sq_top ((SqState *) s)->kind >= SQ_N_DECISIONS))
    return invariant (error, "no decision pending in a running game");
  return TRUE;
}

SqDecision
sq_state_get_decision (const SqState *s)
{
  g_return_val_if_fail (s != NULL, SQ_DECISION_NONE);

  if (s->outcome != SQ_OUTCOME_NONE || s->n_stack == 0)
    return SQ_DECISION_NONE;
  if (s->stack[s->n_stack - 1].kind >= SQ_N_DECISIONS)
    return SQ_DECISION_NONE;
  return s->stack[s->n_stack - 1].kind;
}

gint
sq_state_get_decider (const SqState *s)
{
  g_return_val_if_fail (s != NULL, SQ_NO_SEAT);

  if (sq_state_get_decision (s) == SQ_DECISION_NONE)
    return SQ_NO_SEAT;
  return s->stack[s->n_stack - 1].seat;
}

guint
sq_state_get_hand_size (const SqState *s,
                        guint          seat)
{
  g_return_val_if_fail (s != NULL && seat < SQ_MAX_SEATS, 0);

  return s->setup.white_deck == SQ_DECK_VIRTUAL ? s->seats[seat].hand.n : s->seats[seat].hand_count;
}

/* Three brave knights: loyalty stays unread until the threshold. */
gboolean
sq_state_loyalty_visible (const SqState *s)
{
  g_return_val_if_fail (s != NULL, FALSE);

  if (s->setup.look == SQ_LOOK_IMMEDIATE)
    return TRUE;
  if (s->swords_white + s->swords_black >= 6)
    return TRUE;
  return s->setup.options.delayed_peek == SQ_PEEK_SWORDS_OR_ENGINES && s->siege >= 6;
}

gboolean
sq_state_may_accuse (const SqState *s)
{
  g_return_val_if_fail (s != NULL, FALSE);

  return sq_meets_accuse (s);
}

gint
sq_state_find_knight (const SqState *s,
                      SqKnight       knight)
{
  g_return_val_if_fail (s != NULL, SQ_NO_SEAT);

  for (guint i = 0; i < s->n_seats; i++)
    if (s->seats[i].in_game && s->seats[i].knight == knight)
      return i;
  return SQ_NO_SEAT;
}

const char *
sq_state_get_phase_name (const SqState *s)
{
  g_return_val_if_fail (s != NULL, NULL);

  switch (sq_state_get_decision (s))
    {
    case SQ_DECISION_NONE:
      return "game-over";
    case SQ_DECISION_OPENING_OFFER:
    case SQ_DECISION_OPENING_SHARE:
      return "setup";
    case SQ_DECISION_HEROIC:
    case SQ_DECISION_ARTHUR_ANSWER:
    case SQ_DECISION_D8:
    case SQ_DECISION_CONVOCATION:
    case SQ_DECISION_MESSENGER:
    case SQ_DECISION_CLAIRVOYANCE:
    case SQ_DECISION_KNIGHT_SQUIRE:
      return "heroic";
    case SQ_DECISION_REVEAL_BLACK:
    case SQ_DECISION_TRAITOR_STEAL:
    case SQ_DECISION_TRAITOR_EVIL:
      return "traitor";
    case SQ_DECISION_EVIL:
    case SQ_DECISION_ARMOR_CHOOSE:
    case SQ_DECISION_ENTER_BLACK:
    case SQ_DECISION_MERLIN_CANCEL:
    case SQ_DECISION_EXCALIBUR_CANCEL:
    case SQ_DECISION_PLACE_COMBAT:
    case SQ_DECISION_CHOOSE_WAR:
    case SQ_DECISION_MORGAN_VOLUNTEER:
    case SQ_DECISION_DISCARD:
    case SQ_DECISION_KAY:
    case SQ_DECISION_SPOILS:
    case SQ_DECISION_GRAIL_OFFER:
    case SQ_N_DECISIONS:
    default:
      break;
    }
  /* these moments happen in either phase: name the phase of the turn */
  for (gint i = s->n_stack - 1; i >= 0; i--)
    {
      if (s->stack[i].kind == SQ_TASK_ACTION_DONE)
        return "heroic";
      if (s->stack[i].kind == SQ_TASK_AFTER_EVIL)
        return "evil";
    }
  return "evil";
}

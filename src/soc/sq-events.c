/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include <string.h>

#include "sq-cards.h"
#include "sq-events.h"

/* Where a black card lies in view of the whole table */
enum {
  WHERE_UNSEEN,           /* a deck, a hand of two for the Armor, limbo */
  WHERE_QUEST,            /* on a quest (face up or down) */
  WHERE_LASTING,          /* Vivien, the Mists, the Dark Forest */
  WHERE_MORDRED,          /* attached to a war */
  WHERE_DISCARD,
};

/* Helpers */

static void
map_black (const SqState *s,
           guint8         where[SQ_N_CARDS])
{
  memset (where, WHERE_UNSEEN, SQ_N_CARDS);

  for (guint q = 0; q < SQ_N_QUESTS; q++)
    {
      const SqQuest *quest = &s->quests[q];

      for (guint i = 0; i < quest->n_black && i < G_N_ELEMENTS (quest->black); i++)
        if (quest->black[i] < SQ_N_CARDS)
          where[quest->black[i]] = WHERE_QUEST;
      if (quest->mordred < SQ_N_CARDS)
        where[quest->mordred] = WHERE_MORDRED;
    }
  if (s->vivien < SQ_N_CARDS)
    where[s->vivien] = WHERE_LASTING;
  if (s->mists < SQ_N_CARDS)
    where[s->mists] = WHERE_LASTING;
  if (s->dark_forest < SQ_N_CARDS)
    where[s->dark_forest] = WHERE_LASTING;
  for (guint i = 0; i < s->black_discard.n; i++)
    if (s->black_discard.c[i] < SQ_N_CARDS)
      where[s->black_discard.c[i]] = WHERE_DISCARD;
}

static SqEvent *
add (GArray      *events,
     SqEventType  type)
{
  SqEvent event = { 0 };

  event.type = type;
  event.seat = SQ_NO_SEAT;
  event.quest = SQ_QUEST_NONE;
  event.face = SQ_N_FACES;
  g_array_append_val (events, event);
  return &g_array_index (events, SqEvent, events->len - 1);
}

static gboolean
is_war (guint q)
{
  return q == SQ_QUEST_PICTS || q == SQ_QUEST_SAXONS;
}

/* a black card that counts against the knights of this combat quest */
static gint
black_value (SqQuestId q,
             SqFace    face)
{
  const SqFaceInfo *info = sq_face_info (face);
  gboolean black_knight = face >= SQ_FACE_BLACK_KNIGHT_1 && face <= SQ_FACE_BLACK_KNIGHT_7;
  gboolean lancelot = face >= SQ_FACE_LANCELOT_1_5 && face <= SQ_FACE_LANCELOT_7_11;

  if (q == SQ_QUEST_BLACK_KNIGHT)
    return black_knight ? info->value : 0;
  if (q == SQ_QUEST_LANCELOT)
    return lancelot ? info->value : 0;
  if (q == SQ_QUEST_DRAGON)
    return lancelot ? info->value2 : 0;
  return 0;
}

static gboolean
is_combat (guint q)
{
  return q == SQ_QUEST_BLACK_KNIGHT || q == SQ_QUEST_LANCELOT || q == SQ_QUEST_DRAGON;
}

static gboolean
quest_has_cards (const SqQuest *quest)
{
  return quest->n_white > 0 || quest->n_black > 0 || quest->warriors > 0;
}

/* Did quest @q end with this action? Lasting quests change their status;
 * the perpetual ones (the Black Knight, the wars) are cleared and begin
 * again, with swords for the side that took them. */
static gboolean
quest_ended (const SqState *before,
             const SqState *after,
             guint          q,
             gboolean      *won)
{
  const SqQuest *a = &before->quests[q];
  const SqQuest *b = &after->quests[q];

  if (a->status == SQ_QUEST_STATUS_ACTIVE &&
      (b->status == SQ_QUEST_STATUS_WON || b->status == SQ_QUEST_STATUS_LOST))
    {
      *won = b->status == SQ_QUEST_STATUS_WON;
      return TRUE;
    }
  if (a->status != SQ_QUEST_STATUS_ACTIVE || b->status != SQ_QUEST_STATUS_ACTIVE ||
      quest_has_cards (b))
    return FALSE;
  if (after->swords_white > before->swords_white)
    *won = TRUE;
  else if (after->swords_black > before->swords_black)
    *won = FALSE;
  else
    return FALSE;
  return quest_has_cards (a);
}

static void
add_black_cards (GArray         *events,
                 const SqState  *before,
                 const SqAction *action,
                 const SqState  *after,
                 const guint8    seen_before[SQ_N_CARDS],
                 const guint8    seen_after[SQ_N_CARDS])
{
  for (guint q = 0; q < SQ_N_QUESTS; q++)
    {
      const SqQuest *quest = &after->quests[q];

      for (guint i = 0; i < quest->n_black && i < G_N_ELEMENTS (quest->black); i++)
        {
          guint8 card = quest->black[i];
          gboolean hidden = (quest->face_down & (1u << i)) != 0;
          SqEvent *event;

          if (card < SQ_N_CARDS ? seen_before[card] != WHERE_UNSEEN
                                : i < before->quests[q].n_black)
            continue;
          event = add (events, SQ_EVENT_BLACK_LAID);
          event->quest = q;
          if (!hidden && card < SQ_N_CARDS)
            event->face = sq_card_face (card);
          if (is_war (q))
            event->count = quest->warriors;
        }
      if (quest->mordred < SQ_N_CARDS && seen_before[quest->mordred] == WHERE_UNSEEN)
        {
          SqEvent *event = add (events, SQ_EVENT_BLACK_PLAYED);

          event->quest = q;
          event->face = sq_card_face (quest->mordred);
        }
    }

  for (guint card = SQ_FIRST_BLACK; card < SQ_FIRST_BLACK + SQ_N_BLACK; card++)
    if (seen_after[card] == WHERE_LASTING && seen_before[card] == WHERE_UNSEEN)
      add (events, SQ_EVENT_BLACK_PLAYED)->face = sq_card_face (card);

  /* a card cancelled by Merlins or Excalibur is discarded without effect:
   * the action's own words name it, and it was never played */
  if (action->type == SQ_ACTION_MERLIN_CANCEL || action->type == SQ_ACTION_EXCALIBUR_CANCEL)
    return;
  for (guint i = 0; i < after->black_discard.n; i++)
    {
      guint8 card = after->black_discard.c[i];

      if (card < SQ_N_CARDS && seen_before[card] == WHERE_UNSEEN)
        add (events, SQ_EVENT_BLACK_PLAYED)->face = sq_card_face (card);
    }
}

static void
add_quest_end (GArray         *events,
               const SqState  *before,
               const SqAction *action,
               const SqState  *after,
               guint           q,
               gboolean        won)
{
  const SqQuest *quest = &before->quests[q];
  SqEvent *event = add (events, SQ_EVENT_QUEST_ENDED);

  event->quest = q;
  event->won = won;
  for (guint i = 0; i < quest->n_black && i < G_N_ELEMENTS (quest->black); i++)
    if ((quest->face_down & (1u << i)) && event->n_revealed < SQ_EVENT_MAX_REVEALED)
      event->revealed[event->n_revealed++] =
        quest->black[i] < SQ_N_CARDS ? sq_card_face (quest->black[i]) : SQ_N_FACES;

  if (!is_combat (q))
    return;

  event->has_totals = TRUE;
  for (guint i = 0; i < quest->n_white && i < G_N_ELEMENTS (quest->white); i++)
    if (quest->white[i] < SQ_N_CARDS)
      event->white_total += sq_face_fight_value (sq_card_face (quest->white[i]));
  if ((action->type == SQ_ACTION_PLAY_FIGHT && action->quest == q) ||
      action->type == SQ_ACTION_KAY_ADD)
    if (action->n_cards > 0 && action->cards[0] < SQ_N_FACES)
      event->white_total += sq_face_fight_value (action->cards[0]);
  for (guint i = 0; i < quest->n_black && i < G_N_ELEMENTS (quest->black); i++)
    if (quest->black[i] < SQ_N_CARDS)
      event->black_total += black_value (q, sq_card_face (quest->black[i]));
  /* the card that filled the last black spot in this very action */
  for (guint i = 0; i < events->len - 1; i++)
    {
      const SqEvent *played = &g_array_index (events, SqEvent, i);

      if (played->type == SQ_EVENT_BLACK_PLAYED && played->face < SQ_N_FACES)
        event->black_total += black_value (q, played->face);
    }

  /* Excalibur's bonus, as the rules option counts it */
  for (guint i = 0; i < before->n_seats; i++)
    if (before->setup.options.excalibur_bonus && before->seats[i].alive &&
        (before->seats[i].relics & (1u << SQ_RELIC_EXCALIBUR)) &&
        before->seats[i].place == q)
      event->white_total++;
  (void) after;
}

static void
add_siege_fight (GArray         *events,
                 const SqState  *before,
                 const SqAction *action,
                 const SqState  *after)
{
  SqEvent *event;

  if (action->type == SQ_ACTION_ROLL_D8)
    {
      event = add (events, after->siege_total == 0 ? SQ_EVENT_SIEGE_FIGHT
                                                   : SQ_EVENT_D8_ROLLED);
      event->value = after->last_d8;
      event->count = before->siege_total;
    }
  else if ((action->type == SQ_ACTION_KAY_ADD || action->type == SQ_ACTION_KAY_PASS) &&
           before->siege_total > 0 && after->siege_total == 0)
    {
      event = add (events, SQ_EVENT_SIEGE_FIGHT);
      event->value = before->last_d8;
      event->count = before->siege_total;
      if (action->type == SQ_ACTION_KAY_ADD && action->n_cards > 0 &&
          action->cards[0] < SQ_N_FACES)
        event->count += sq_face_fight_value (action->cards[0]);
    }
  else
    return;

  event->seat = sq_state_get_decider (before);
  event->won = event->type == SQ_EVENT_SIEGE_FIGHT && event->count > event->value;
}

static void
add_counters (GArray        *events,
              const SqState *before,
              const SqState *after)
{
  gint white = (gint) after->swords_white - before->swords_white;
  gint black = (gint) after->swords_black - before->swords_black;
  gint siege = (gint) after->siege - before->siege;

  if (white < 0 && black > 0)
    {
      gint flipped = MIN (-white, black);

      add (events, SQ_EVENT_SWORDS_FLIPPED)->count = flipped;
      white += flipped;
      black -= flipped;
    }
  if (white > 0)
    {
      SqEvent *event = add (events, SQ_EVENT_SWORDS);

      event->won = TRUE;
      event->count = white;
    }
  if (black > 0)
    add (events, SQ_EVENT_SWORDS)->count = black;
  if (siege != 0)
    {
      SqEvent *event = add (events, SQ_EVENT_SIEGE);

      event->value = siege;
      event->count = after->siege;
    }
}

/* the white cards the action itself takes out of its actor's hand */
static guint
cards_played (const SqAction *action)
{
  switch (action->type)
    {
    case SQ_ACTION_OFFER:
    case SQ_ACTION_DISCARD:
    case SQ_ACTION_PLAY_FIGHT:
    case SQ_ACTION_PLAY_GRAIL:
    case SQ_ACTION_EXCALIBUR_DISCARD:
    case SQ_ACTION_FIGHT_SIEGE:
    case SQ_ACTION_PLAY_SPECIAL:
    case SQ_ACTION_HEAL:
    case SQ_ACTION_ARTHUR_SWAP:
    case SQ_ACTION_ARTHUR_GIVE:
    case SQ_ACTION_BEDIVERE:
    case SQ_ACTION_KAY_ADD:
    case SQ_ACTION_MESSENGER:
      return MIN (action->n_cards, SQ_ACTION_MAX_CARDS);
    default:
      return 0;
    }
}

/* the actions whose knight goes where they are taken */
static gboolean
moves_actor (const SqAction *action)
{
  return action->type == SQ_ACTION_MOVE || action->type == SQ_ACTION_FIGHT_SIEGE ||
         action->type == SQ_ACTION_DRAW_WHITE;
}

static guint
white_pile (const SqState *s)
{
  return s->setup.white_deck == SQ_DECK_VIRTUAL ? s->white_draw.n : s->white_draw_count;
}

static void
add_seat (GArray         *events,
          const SqState  *before,
          const SqAction *action,
          const SqState  *after,
          guint           seat,
          gint            actor,
          const gboolean  ended[SQ_N_QUESTS])
{
  const SqSeat *a = &before->seats[seat];
  const SqSeat *b = &after->seats[seat];
  gint hand = (gint) sq_state_get_hand_size (after, seat) -
              (gint) sq_state_get_hand_size (before, seat);
  SqEvent *event;

  if (b->life != a->life)
    {
      event = add (events, SQ_EVENT_LIFE);
      event->seat = seat;
      event->value = (gint) b->life - (gint) a->life;
      event->count = b->life;
    }
  if (a->alive && !b->alive)
    add (events, SQ_EVENT_DIED)->seat = seat;
  if (!a->unmasked && b->unmasked)
    add (events, SQ_EVENT_UNMASKED)->seat = seat;

  for (guint r = 0; r < SQ_N_RELICS; r++)
    if ((b->relics & (1u << r)) && !(a->relics & (1u << r)))
      {
        event = add (events, SQ_EVENT_RELIC_WON);
        event->seat = seat;
        event->relic = r;
      }

  if (action->type == SQ_ACTION_MERLIN_CANCEL)
    {
      /* each knight named gives his own Merlins */
      for (guint i = 0; i < action->n_seats && i < SQ_MAX_SEATS; i++)
        if (action->seats[i] == (gint) seat)
          hand += action->counts[i];
    }
  else if ((gint) seat == actor)
    hand += cards_played (action);
  if (hand > 0)
    {
      event = add (events, SQ_EVENT_CARDS_DRAWN);
      event->seat = seat;
      event->count = hand;
      /* from the deck, or handed over by another knight */
      event->won = white_pile (after) < white_pile (before);
    }
  else if (hand < 0)
    {
      event = add (events, SQ_EVENT_CARDS_LOST);
      event->seat = seat;
      event->count = -hand;
    }

  if (b->place != a->place && b->alive && b->place != SQ_PLACE_NONE &&
      !((gint) seat == actor && moves_actor (action)) &&
      !(a->place < SQ_N_QUESTS && ended[a->place]))
    {
      event = add (events, SQ_EVENT_MOVED);
      event->seat = seat;
      event->quest = b->place;
    }
}

/* Public API */

GArray *
sq_events_compute (const SqState  *before,
                   const SqAction *action,
                   const SqState  *after)
{
  GArray *events;
  guint8 seen_before[SQ_N_CARDS];
  guint8 seen_after[SQ_N_CARDS];
  gboolean ended[SQ_N_QUESTS] = { 0 };
  gboolean won[SQ_N_QUESTS] = { 0 };
  gint actor;

  g_return_val_if_fail (before != NULL && action != NULL && after != NULL, NULL);

  events = g_array_new (FALSE, TRUE, sizeof (SqEvent));
  map_black (before, seen_before);
  map_black (after, seen_after);
  add_black_cards (events, before, action, after, seen_before, seen_after);

  for (guint q = 0; q < SQ_N_QUESTS; q++)
    ended[q] = quest_ended (before, after, q, &won[q]);

  for (guint q = SQ_QUEST_PICTS; q <= SQ_QUEST_SAXONS; q++)
    {
      gboolean new_warrior = FALSE;

      for (guint i = 0; i < events->len; i++)
        new_warrior |= g_array_index (events, SqEvent, i).type == SQ_EVENT_BLACK_LAID &&
                       g_array_index (events, SqEvent, i).quest == q;
      if (!ended[q] && !new_warrior && after->quests[q].warriors != before->quests[q].warriors)
        {
          SqEvent *event = add (events, SQ_EVENT_WARRIORS);

          event->quest = q;
          event->count = after->quests[q].warriors;
        }
    }
  if (!ended[SQ_QUEST_EXCALIBUR] &&
      after->quests[SQ_QUEST_EXCALIBUR].excalibur != before->quests[SQ_QUEST_EXCALIBUR].excalibur)
    add (events, SQ_EVENT_EXCALIBUR)->value = after->quests[SQ_QUEST_EXCALIBUR].excalibur;

  add_siege_fight (events, before, action, after);

  for (guint q = 0; q < SQ_N_QUESTS; q++)
    if (ended[q])
      add_quest_end (events, before, action, after, q, won[q]);
    else if (after->quests[q].n_white == 0 && before->quests[q].n_white > 0)
      {
        SqEvent *event = add (events, SQ_EVENT_QUEST_CLEARED);

        event->quest = q;
        event->count = before->quests[q].n_white;
      }

  add_counters (events, before, after);

  actor = action->seat >= 0 ? action->seat : sq_state_get_decider (before);
  for (guint i = 0; i < after->n_seats && i < before->n_seats; i++)
    add_seat (events, before, action, after, i, actor, ended);
  for (guint r = 0; r < SQ_N_RELICS; r++)
    if ((after->relic_gone & (1u << r)) && !(before->relic_gone & (1u << r)))
      add (events, SQ_EVENT_RELIC_GONE)->relic = r;

  return events;
}

gboolean
sq_event_is_quest_outcome (const SqEvent *event)
{
  g_return_val_if_fail (event != NULL, FALSE);

  return event->type == SQ_EVENT_QUEST_ENDED;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The step queries behind the staged turn (see sq-legal-steps.h). Each
 * answer comes from the engine's own check: sq_check_heroic() for the
 * five Heroic Action types, sq_apply() on a copy for everything else. A
 * completion is looked for depth first, adding items one at a time. */

#include "sq-engine-private.h"
#include "sq-legal-steps.h"

/* Every answer to the other decisions fits in this many actions. */
#define MAX_FLAT 512

SqStepKind
sq_steps_kind (const SqAction *a)
{
  switch ((guint) a->type)
    {
    case SQ_ACTION_MOVE:
      return SQ_STEP_KIND_MOVE;
    case SQ_ACTION_PLAY_FIGHT:
    case SQ_ACTION_PLAY_GRAIL:
    case SQ_ACTION_EXCALIBUR_DISCARD:
    case SQ_ACTION_DRAW_WHITE:
    case SQ_ACTION_FIGHT_SIEGE:
      return SQ_STEP_KIND_QUEST;
    case SQ_ACTION_PLAY_SPECIAL:
      return SQ_STEP_KIND_SPECIAL;
    case SQ_ACTION_HEAL:
      return SQ_STEP_KIND_HEAL;
    case SQ_ACTION_ACCUSE:
      return SQ_STEP_KIND_ACCUSE;
    case SQ_ACTION_ARTHUR_SWAP:
    case SQ_ACTION_BEDIVERE:
      return SQ_STEP_KIND_POWER;
    case SQ_ACTION_END_TURN:
      return SQ_STEP_KIND_END_TURN;
    case SQ_ACTION_JOIN:
    case SQ_ACTION_LEAVE:
      return SQ_STEP_KIND_TABLE;
    default:
      return SQ_STEP_KIND_ANSWER;
    }
}

static guint
decider (const SqState *s)
{
  gint seat = sq_state_get_decider (s);

  return seat >= 0 ? (guint) seat : (guint) s->current;
}

static guint
n_to_share (const SqState *s)
{
  SqDecision d = sq_state_get_decision (s);
  guint n = 0;

  for (guint i = 0; i < s->n_limbo; i++)
    if ((d == SQ_DECISION_SPOILS && s->limbo_owner[i] == SQ_LIMBO_SPOILS) ||
        (d == SQ_DECISION_OPENING_SHARE && s->limbo_owner[i] >= 0))
      n++;
  return n;
}

void
sq_steps_shape (const SqState  *s,
                const SqAction *a,
                SqStepShape    *shape)
{
  gboolean virtual_hand = s->setup.white_deck == SQ_DECK_VIRTUAL;
  guint hand = sq_state_get_hand_size (s, decider (s));
  const SqTask *top = s->n_stack > 0 ? &s->stack[s->n_stack - 1] : NULL;

  memset (shape, 0, sizeof *shape);
  shape->list = SQ_STEP_LIST_CARDS;
  switch ((guint) a->type)
    {
    case SQ_ACTION_FIGHT_SIEGE:
      shape->min = 1;
      shape->max = MIN (hand, SQ_ACTION_MAX_CARDS);
      return;
    case SQ_ACTION_HEAL:
      shape->min = shape->max = 3;
      return;
    case SQ_ACTION_PLAY_FIGHT:
    case SQ_ACTION_EXCALIBUR_DISCARD:
      shape->min = shape->max = 1;
      return;
    case SQ_ACTION_BEDIVERE:
      shape->min = shape->max = 3;
      break;
    case SQ_ACTION_ARTHUR_SWAP:
      shape->min = shape->max = 1;
      break;
    case SQ_ACTION_MESSENGER:
      shape->min = 1;
      shape->max = MIN (3, hand);
      break;
    case SQ_ACTION_DISCARD:
      if (top != NULL && top->kind == SQ_DECISION_DISCARD)
        shape->min = shape->max = MIN (top->a, hand);
      virtual_hand = virtual_hand && shape->max > 0;
      break;
    case SQ_ACTION_CLAIRVOYANCE:
      shape->min = shape->max = MIN (5, s->black_draw.n);
      shape->ordered = TRUE;
      return;
    case SQ_ACTION_ENTER_BLACK:
    case SQ_ACTION_REVEAL_BLACK:
    case SQ_ACTION_OFFER:
      shape->min = shape->max = 1;
      return;
    case SQ_ACTION_SHARE:
      if (a->flags & SQ_ACTION_FLAG_RANDOM)
        break;
      shape->list = SQ_STEP_LIST_SEATS;
      shape->min = shape->max = n_to_share (s);
      shape->ordered = TRUE;
      return;
    case SQ_ACTION_CONVOCATION:
      shape->list = SQ_STEP_LIST_SEATS;
      shape->min = 0;
      shape->max = s->n_seats;
      shape->distinct = TRUE;
      return;
    case SQ_ACTION_MERLIN_CANCEL:
      /* one Merlin at a time: a knight once per Merlin he lays down */
      shape->list = SQ_STEP_LIST_SEATS;
      shape->min = shape->max = 3;
      return;
    default:
      shape->list = SQ_STEP_LIST_NONE;
      return;
    }
  /* a physical hand is not known: its cards are not named */
  if (!virtual_hand || (a->type == SQ_ACTION_SHARE))
    {
      memset (shape, 0, sizeof *shape);
      shape->list = SQ_STEP_LIST_NONE;
    }
}

/* A Merlin cancel is picked knight by knight, once per Merlin; the
 * engine's action names each knight once, with his number of Merlins. */
void
sq_steps_finish (const SqAction *draft,
                 SqAction       *action)
{
  SqAction picks = *draft;   /* @action may be @draft */

  *action = picks;
  if (picks.type != SQ_ACTION_MERLIN_CANCEL)
    return;
  action->n_seats = 0;
  memset (action->counts, 0, sizeof action->counts);
  for (guint i = 0; i < picks.n_seats && i < SQ_MAX_SEATS; i++)
    {
      guint k = 0;

      while (k < action->n_seats && action->seats[k] != picks.seats[i])
        k++;
      if (k == action->n_seats)
        action->seats[action->n_seats++] = picks.seats[i];
      action->counts[k]++;
    }
  for (guint k = action->n_seats; k < SQ_MAX_SEATS; k++)
    action->seats[k] = SQ_NO_SEAT;
}

gboolean
sq_steps_is_legal (const SqState  *s,
                   const SqAction *draft,
                   GError        **error)
{
  SqState copy;
  SqAction whole;
  const SqAction *a = &whole;

  sq_steps_finish (draft, &whole);

  memcpy (&copy, s, sizeof copy);
  if (sq_state_get_decision (s) == SQ_DECISION_HEROIC && sq_heroic_type (a) != SQ_HEROIC_NONE &&
      (a->seat == SQ_NO_SEAT || a->seat == (gint) s->current))
    /* as sq_apply() does: a house card first, when the deck here differs */
    return sq_white_house_room (&copy, a, error) && sq_check_heroic (&copy, a, error);

  return sq_apply (&copy, a, error);
}

/* How often each item may appear in the whole list. */
static guint
item_limits (const SqState  *s,
             const SqAction *a,
             const SqStepShape *shape,
             guint          *limits)
{
  memset (limits, 0, sizeof (guint) * SQ_N_FACES);
  if (shape->list == SQ_STEP_LIST_SEATS)
    {
      for (guint i = 0; i < s->n_seats; i++)
        limits[i] = shape->distinct ? 1 : shape->max;
      return s->n_seats;
    }
  if (a->type == SQ_ACTION_CLAIRVOYANCE)
    {
      for (guint i = 0; i < shape->max; i++)
        limits[sq_card_face (s->black_draw.c[s->black_draw.n - 1 - i])]++;
      return SQ_N_FACES;
    }
  if (a->type == SQ_ACTION_ENTER_BLACK || a->type == SQ_ACTION_REVEAL_BLACK)
    {
      /* what the physical black pile can still hold */
      for (guint i = 0; i < s->black_draw.n; i++)
        limits[sq_card_face (s->black_draw.c[i])] = 1;
      return SQ_N_FACES;
    }
  if (a->flags & SQ_ACTION_FLAG_OVERRIDE)
    {
      /* the house cards already picked count as cards in the hand */
      g_autoptr(SqState) room = sq_state_copy (s);

      sq_white_house_room (room, a, NULL);
      sq_hand_faces (room, decider (s), limits);
    }
  else
    sq_hand_faces (s, decider (s), limits);
  for (guint f = SQ_FACE_CLAIRVOYANCE + 1; f < SQ_N_FACES; f++)
    limits[f] = 0;
  return SQ_FACE_CLAIRVOYANCE + 1;
}

static guint
list_length (const SqAction    *a,
             const SqStepShape *shape)
{
  return shape->list == SQ_STEP_LIST_SEATS ? a->n_seats : a->n_cards;
}

static void
list_pop (SqAction          *a,
          const SqStepShape *shape)
{
  if (shape->list == SQ_STEP_LIST_SEATS)
    a->seats[--a->n_seats] = SQ_NO_SEAT;
  else
    a->cards[--a->n_cards] = SQ_NO_CARD;
}

gboolean
sq_steps_add (SqAction  *a,
              SqStepList list,
              guint8     item)
{
  if (list == SQ_STEP_LIST_SEATS && a->n_seats < SQ_MAX_SEATS)
    {
      a->seats[a->n_seats++] = item;
      return TRUE;
    }
  if (list == SQ_STEP_LIST_CARDS && a->n_cards < SQ_ACTION_MAX_CARDS)
    {
      a->cards[a->n_cards++] = item;
      return TRUE;
    }
  return FALSE;
}

/* The lists of a search in any order found to lead nowhere */
typedef struct
{
  GHashTable *failed;            /* picked_key()s */
  guint       base[SQ_N_FACES];  /* what was left before the search */
} Failed;

/* The items picked since @failed's base, whatever their order, as a key:
 * one byte an item (at most three picks: see sq_steps_next()) */
static gpointer
picked_key (const Failed *failed,
            const guint  *left,
            guint         n_items)
{
  guint32 key = 0;
  guint shift = 0;

  for (guint item = 0; item < n_items; item++)
    for (guint k = left[item]; k < failed->base[item] && shift < 32; k++, shift += 8)
      key |= (guint32) (item + 1) << shift;
  return GUINT_TO_POINTER (key);
}

/* Whether @a's list can grow into a legal action. Without @failed, items
 * are added from @first on (a list in order, each multiset once; any item
 * for an ordered list). With @failed, for a list whose order does not
 * matter, any item left may come next, smaller ones too: the items picked
 * say which list this is, whatever order they were picked in, so a list
 * found to lead nowhere is noted there and not searched again. */
static gboolean
search (const SqState     *s,
        SqAction          *a,
        const SqStepShape *shape,
        guint              n_items,
        guint             *left,
        guint              first,
        Failed            *failed)
{
  guint len = list_length (a, shape);
  gpointer key = failed != NULL ? picked_key (failed, left, n_items) : NULL;
  gboolean found = FALSE;

  if (failed != NULL && g_hash_table_contains (failed->failed, key))
    return FALSE;
  if (len >= shape->min && sq_steps_is_legal (s, a, NULL))
    return TRUE;

  for (guint item = shape->ordered || failed != NULL ? 0 : first;
       len < shape->max && item < n_items && !found;
       item++)
    {
      if (left[item] == 0)
        continue;
      left[item]--;
      sq_steps_add (a, shape->list, item);
      found = search (s, a, shape, n_items, left, item, failed);
      list_pop (a, shape);
      left[item]++;
    }
  if (!found && failed != NULL)
    g_hash_table_add (failed->failed, key);
  return found;
}

/* What is left of each item's limit once @a's list is counted. */
static guint
items_left (const SqState     *s,
            const SqAction    *a,
            const SqStepShape *shape,
            guint             *left)
{
  guint n_items = item_limits (s, a, shape, left);
  guint len = list_length (a, shape);

  for (guint i = 0; i < len; i++)
    {
      guint item = shape->list == SQ_STEP_LIST_SEATS ? (guint) a->seats[i] : a->cards[i];

      if (item >= n_items || left[item] == 0)
        return 0;
      left[item]--;
    }
  return n_items;
}

gboolean
sq_steps_can_complete (const SqState  *s,
                       const SqAction *draft)
{
  SqStepShape shape;
  SqAction a = *draft;
  guint left[SQ_N_FACES];
  guint n_items;

  sq_steps_shape (s, draft, &shape);
  if (shape.list == SQ_STEP_LIST_NONE)
    return sq_steps_is_legal (s, draft, NULL);

  n_items = items_left (s, &a, &shape, left);
  if (n_items == 0)
    return FALSE;
  return search (s, &a, &shape, n_items, left, 0, NULL);
}

guint
sq_steps_next (const SqState  *s,
               const SqAction *draft,
               guint8         *items,
               guint           max)
{
  SqStepShape shape;
  SqAction a = *draft;
  guint left[SQ_N_FACES];
  guint n_items;
  guint n = 0;
  Failed failed = { NULL, };

  sq_steps_shape (s, draft, &shape);
  if (shape.list == SQ_STEP_LIST_NONE || list_length (&a, &shape) >= shape.max)
    return 0;
  n_items = items_left (s, &a, &shape, left);
  /* With three picks or fewer to go (a Merlin cancel's knights, a heal's
   * or Bedivere's cards, the Messenger's, most discards), any item that
   * some legal list holds is offered, whatever the order of the picks.
   * With more to go (fight cards on the siege, a discard of four or more)
   * an item is offered when a legal list holds it with items after it in
   * the items' order only: searching every order of a whole hand would cost
   * a noticeable pause for a card that fits no list. Fight cards on the
   * siege may each be played alone, so none is missed there. */
  if (!shape.ordered && shape.max - list_length (&a, &shape) <= 3)
    {
      failed.failed = g_hash_table_new (g_direct_hash, g_direct_equal);
      memcpy (failed.base, left, sizeof failed.base);
    }

  for (guint item = 0; item < n_items && n < max; item++)
    {
      gboolean found;

      if (left[item] == 0)
        continue;
      left[item]--;
      sq_steps_add (&a, shape.list, item);
      found = search (s, &a, &shape, n_items, left, item,
                      failed.failed != NULL ? &failed : NULL);
      list_pop (&a, &shape);
      left[item]++;
      if (found)
        items[n++] = item;
    }
  g_clear_pointer (&failed.failed, g_hash_table_unref);
  return n;
}

/* Starts */

typedef struct {
  const SqState *s;
  SqAction *out;
  guint n;
  guint max;
  guint8 flags;     /* added to every start: the override for house starts */
} Starts;

static void
offer (Starts         *st,
       const SqAction *a)
{
  SqAction flagged = *a;

  flagged.flags |= st->flags;
  if (st->n < st->max && sq_steps_can_complete (st->s, &flagged))
    st->out[st->n++] = flagged;
}

static void
start (SqAction      *a,
       const SqState *s,
       SqActionType   type)
{
  sq_action_init (a, type);
  a->seat = sq_state_get_decider (s);
}

static void
starts_specials (Starts        *st,
                 const guint   *counts)
{
  const SqState *s = st->s;
  const SqSeat *seat = &s->seats[s->current];
  SqAction a;

  for (guint f = SQ_FACE_MERLIN; f <= SQ_FACE_CLAIRVOYANCE; f++)
    for (guint free_it = 0; counts[f] > 0 && free_it < 2; free_it++)
      {
        guint n_params = 1;

        if (free_it && (seat->knight != SQ_KNIGHT_GALAHAD || s->galahad_free_used))
          break;
        if (f == SQ_FACE_MERLIN)
          n_params = SQ_PLACE_SIEGE + 1;
        else if (f == SQ_FACE_HEROISM)
          n_params = SQ_N_QUESTS;
        else if (f == SQ_FACE_PIETY || f == SQ_FACE_REINFORCEMENTS)
          n_params = 2;
        for (guint p = 0; p < n_params; p++)
          {
            start (&a, s, SQ_ACTION_PLAY_SPECIAL);
            a.n_cards = 1;
            a.cards[0] = f;
            a.flags = free_it ? SQ_ACTION_FLAG_FREE : 0;
            if (f == SQ_FACE_MERLIN || f == SQ_FACE_HEROISM)
              a.quest = p;
            else if (n_params == 2)
              a.option = p;
            offer (st, &a);
          }
      }
}

static void
starts_quest (Starts *st)
{
  const SqState *s = st->s;
  guint place = s->seats[s->current].place;
  SqAction a;

  switch (place)
    {
    case SQ_PLACE_BLACK_KNIGHT:
    case SQ_PLACE_LANCELOT:
    case SQ_PLACE_DRAGON:
    case SQ_PLACE_PICTS:
    case SQ_PLACE_SAXONS:
      start (&a, s, SQ_ACTION_PLAY_FIGHT);
      a.quest = place;
      offer (st, &a);
      break;
    case SQ_PLACE_GRAIL:
      start (&a, s, SQ_ACTION_PLAY_GRAIL);
      a.quest = SQ_QUEST_GRAIL;
      a.n_cards = 1;
      a.cards[0] = SQ_FACE_GRAIL;
      offer (st, &a);
      break;
    case SQ_PLACE_EXCALIBUR:
      start (&a, s, SQ_ACTION_EXCALIBUR_DISCARD);
      a.quest = SQ_QUEST_EXCALIBUR;
      offer (st, &a);
      break;
    case SQ_PLACE_ROUND_TABLE:
    case SQ_PLACE_SIEGE:
      start (&a, s, SQ_ACTION_DRAW_WHITE);
      offer (st, &a);
      start (&a, s, SQ_ACTION_FIGHT_SIEGE);
      offer (st, &a);
      break;
    default:
      break;
    }
}

static void
starts_powers (Starts *st)
{
  const SqState *s = st->s;
  gboolean physical = s->setup.white_deck == SQ_DECK_PHYSICAL;
  SqAction a;

  if (s->seats[s->current].knight == SQ_KNIGHT_ARTHUR)
    for (guint t = 0; t < s->n_seats; t++)
      {
        if ((gint) t == (gint) s->current || !sq_is_active_knight (s, t))
          continue;
        start (&a, s, SQ_ACTION_ARTHUR_SWAP);
        a.target = t;
        if (physical)
          {
            a.n_cards = 1;
            a.cards[0] = SQ_NO_CARD;
          }
        offer (st, &a);
      }
  if (s->seats[s->current].knight == SQ_KNIGHT_BEDIVERE)
    {
      start (&a, s, SQ_ACTION_BEDIVERE);
      if (physical)
        {
          a.n_cards = 3;
          memset (a.cards, SQ_NO_CARD, 3);
        }
      offer (st, &a);
    }
}

/* Tristan's free move when it may be free, else the ordinary one */
static void
move_start (const SqState *s,
            guint          place,
            SqAction      *a)
{
  start (a, s, SQ_ACTION_MOVE);
  a->quest = place;
  a->flags = SQ_ACTION_FLAG_FREE;
  if (!sq_free_move_ok (s, place) || !sq_steps_is_legal (s, a, NULL))
    a->flags = 0;
}

static void
starts_heroic (Starts *st)
{
  const SqState *s = st->s;
  guint counts[SQ_N_FACES];
  SqAction a;

  sq_hand_faces (s, s->current, counts);

  for (guint p = 0; p < SQ_PLACE_NONE; p++)
    {
      move_start (s, p, &a);
      offer (st, &a);
    }
  starts_quest (st);
  starts_specials (st, counts);

  start (&a, s, SQ_ACTION_HEAL);
  offer (st, &a);

  for (guint t = 0; t < s->n_seats; t++)
    {
      start (&a, s, SQ_ACTION_ACCUSE);
      a.target = t;
      offer (st, &a);
    }
  starts_powers (st);

  start (&a, s, SQ_ACTION_END_TURN);
  offer (st, &a);
}

static void
starts_flat (Starts *st)
{
  g_autofree SqAction *all = g_new (SqAction, MAX_FLAT);
  guint n = sq_legal_actions (st->s, all, MAX_FLAT);

  for (guint i = 0; i < n && st->n < st->max; i++)
    st->out[st->n++] = all[i];
}

static void
starts_answer (Starts    *st,
               SqDecision d)
{
  const SqState *s = st->s;
  gboolean virtual_hand = s->setup.white_deck == SQ_DECK_VIRTUAL;
  SqStepShape shape;
  SqAction a;

  switch ((guint) d)
    {
    case SQ_DECISION_OPENING_SHARE:
    case SQ_DECISION_SPOILS:
      start (&a, s, SQ_ACTION_SHARE);
      a.flags = SQ_ACTION_FLAG_RANDOM;
      offer (st, &a);
      a.flags = 0;
      offer (st, &a);
      return;
    case SQ_DECISION_CONVOCATION:
      start (&a, s, SQ_ACTION_CONVOCATION);
      offer (st, &a);
      return;
    case SQ_DECISION_MERLIN_CANCEL:
      start (&a, s, SQ_ACTION_NO_CANCEL);
      offer (st, &a);
      start (&a, s, SQ_ACTION_MERLIN_CANCEL);
      offer (st, &a);
      return;
    case SQ_DECISION_CLAIRVOYANCE:
      start (&a, s, SQ_ACTION_CLAIRVOYANCE);
      offer (st, &a);
      return;
    case SQ_DECISION_ENTER_BLACK:
      start (&a, s, SQ_ACTION_ENTER_BLACK);
      offer (st, &a);
      /* or a combat card face down, not entered until its quest resolves */
      for (guint q = SQ_QUEST_BLACK_KNIGHT; q <= SQ_QUEST_DRAGON; q++)
        {
          start (&a, s, SQ_ACTION_PLACE_FACE_DOWN);
          a.quest = q;
          offer (st, &a);
        }
      return;
    case SQ_DECISION_REVEAL_BLACK:
      start (&a, s, SQ_ACTION_REVEAL_BLACK);
      offer (st, &a);
      return;
    case SQ_DECISION_OPENING_OFFER:
      start (&a, s, SQ_ACTION_OFFER);
      offer (st, &a);
      return;
    case SQ_DECISION_DISCARD:
      start (&a, s, SQ_ACTION_DISCARD);
      sq_steps_shape (s, &a, &shape);
      if (shape.list == SQ_STEP_LIST_NONE)
        break;
      offer (st, &a);
      return;
    case SQ_DECISION_MESSENGER:
      if (!virtual_hand)
        break;
      for (guint t = 0; t < s->n_seats; t++)
        {
          start (&a, s, SQ_ACTION_MESSENGER);
          a.target = t;
          if ((gint) t != a.seat && sq_is_active_knight (s, t))
            offer (st, &a);
        }
      return;
    default:
      break;
    }
  starts_flat (st);
}

/**
 * sq_steps_house_starts:
 * @out: (array length=max): where to write the starts
 *
 * At the Heroic Actions of a game with the table's own white deck: the
 * starts that name a white card none of whose copies can be in a hand (a
 * special card, a Grail card), each legal only as a house correction, so
 * each carries %SQ_ACTION_FLAG_OVERRIDE. Cards chosen after the start
 * (a fight card, a discard) are not here: the card picker shows those.
 *
 * Returns: the number of starts written
 */
guint
sq_steps_house_starts (const SqState *s,
                       SqAction      *out,
                       guint          max)
{
  Starts st = { s, out, 0, max, SQ_ACTION_FLAG_OVERRIDE };
  guint counts[SQ_N_FACES] = { 0 };
  SqAction a;

  g_return_val_if_fail (s != NULL, 0);
  g_return_val_if_fail (out != NULL || max == 0, 0);

  if (sq_state_get_decision (s) != SQ_DECISION_HEROIC ||
      s->setup.white_deck != SQ_DECK_PHYSICAL || s->seats[s->current].hand_count == 0)
    return 0;
  for (guint f = SQ_FACE_GRAIL; f <= SQ_FACE_CLAIRVOYANCE; f++)
    counts[f] = sq_copies_left (s, f) == 0;
  starts_specials (&st, counts);
  if (counts[SQ_FACE_GRAIL] && s->seats[s->current].place == SQ_PLACE_GRAIL)
    {
      start (&a, s, SQ_ACTION_PLAY_GRAIL);
      a.quest = SQ_QUEST_GRAIL;
      a.n_cards = 1;
      a.cards[0] = SQ_FACE_GRAIL;
      offer (&st, &a);
    }
  return st.n;
}

guint
sq_steps_starts (const SqState *s,
                 SqAction      *out,
                 guint          max)
{
  Starts st = { s, out, 0, max, 0 };
  SqDecision d;

  g_return_val_if_fail (s != NULL, 0);
  g_return_val_if_fail (out != NULL || max == 0, 0);

  d = sq_state_get_decision (s);
  if (d == SQ_DECISION_NONE)
    return 0;
  if (d == SQ_DECISION_HEROIC)
    {
      starts_heroic (&st);
      /* joining and leaving are possible at any decision the engine allows */
      return st.n;
    }
  starts_answer (&st, d);
  return st.n;
}

/**
 * sq_steps_move:
 * @place: a #SqPlace
 * @action: (out): the move sq_steps_starts() offers for @place
 *
 * The move to @place that a turn would offer now, as one start of
 * sq_steps_starts() (Tristan's free move when it may be free): a screen
 * that moves a knight by a press on the place itself asks this.
 *
 * Returns: %TRUE if the current decision offers that move
 */
gboolean
sq_steps_move (const SqState *s,
               guint          place,
               SqAction      *action)
{
  g_return_val_if_fail (s != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (place >= SQ_PLACE_NONE || sq_state_get_decision (s) != SQ_DECISION_HEROIC)
    return FALSE;
  move_start (s, place, action);
  return sq_steps_can_complete (s, action);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The search behind the step queries (see sq-legal-steps.h): whether a
 * list can grow into a legal action, and which items may come next. A
 * completion is looked for depth first, adding items one at a time, each
 * list checked by sq_steps_is_legal(); the shapes and the starts are in
 * sq-legal-steps.c. */

#include <string.h>

#include "sq-engine-private.h"
#include "sq-legal-steps.h"

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
      sq_hand_faces (room, sq_steps_decider (s), limits);
    }
  else
    sq_hand_faces (s, sq_steps_decider (s), limits);
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

/* The lists of a search found to lead nowhere, by the items they hold
 * whatever their order */
typedef struct
{
  GHashTable *failed;            /* picked_key()s */
  guint       base[SQ_N_FACES];  /* what was left before the search */
  gboolean    by_seat;           /* keys count each seat's picks */
} Failed;

/* The items picked since @failed's base, whatever their order, as a key:
 * for seats, five bits of count a seat; for cards, six bits a pick (at
 * most ten picks: see use_failed()) */
static guint64
picked_key (const Failed *failed,
            const guint  *left,
            guint         n_items)
{
  guint64 key = 0;
  guint shift = 0;

  for (guint item = 0; item < n_items; item++)
    if (failed->by_seat)
      key |= (guint64) (failed->base[item] - left[item]) << (5 * item);
    else
      for (guint k = left[item]; k < failed->base[item] && shift < 60; k++, shift += 6)
        key |= (guint64) (item + 1) << shift;
  return key;
}

/* Whether a search with @to_go more picks notes the lists that lead
 * nowhere (in @failed, set up here), so that no list is searched twice in
 * another order. A list whose order does not matter is the same list in
 * any order; so, as far as legality goes, is an ordered one: a share
 * (each card to a knight who may have one) and Clairvoyance (the same
 * cards in a new order) are legal in one order exactly when in any other.
 * Only the effect of an ordered list depends on its order. An unordered
 * list with more than three picks to go is searched in the items' order
 * instead (see sq_steps_next()). */
static gboolean
use_failed (Failed            *failed,
            const SqStepShape *shape,
            guint              n_items,
            guint              to_go,
            const guint       *left)
{
  failed->by_seat = shape->list == SQ_STEP_LIST_SEATS;
  if (!shape->ordered && to_go > 3)
    return FALSE;
  if (failed->by_seat ? n_items > 12 || to_go > 31 : to_go > 10 || n_items >= 63)
    return FALSE;
  failed->failed = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  memcpy (failed->base, left, sizeof failed->base);
  return TRUE;
}

/* Whether @a's list can grow into a legal action. Without @failed, items
 * are added from @first on (a list in order, each multiset once; any item
 * for an ordered list). With @failed, any item left may come next, smaller
 * ones too: the items picked say which list this is, whatever order they
 * were picked in, so a list found to lead nowhere is noted there and not
 * searched again. */
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
  guint64 key = failed != NULL ? picked_key (failed, left, n_items) : 0;
  gboolean found = FALSE;

  if (failed != NULL && g_hash_table_contains (failed->failed, &key))
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
    g_hash_table_add (failed->failed, g_memdup2 (&key, sizeof key));
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
  Failed failed = { NULL, };
  gboolean found;

  sq_steps_shape (s, draft, &shape);
  if (shape.list == SQ_STEP_LIST_NONE)
    return sq_steps_is_legal (s, draft, NULL);

  n_items = items_left (s, &a, &shape, left);
  if (n_items == 0)
    return FALSE;
  if (!shape.ordered)
    return search (s, &a, &shape, n_items, left, 0, NULL);
  found = search (s, &a, &shape, n_items, left, 0,
                  use_failed (&failed, &shape, n_items, shape.max - list_length (&a, &shape), left) ? &failed : NULL);
  g_clear_pointer (&failed.failed, g_hash_table_unref);
  return found;
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
   * or Bedivere's cards, the Messenger's, most discards), or in an ordered
   * list, any item that some legal list holds is offered. With more to go
   * in an unordered list (fight cards on the siege, a discard of four or
   * more) an item is offered when a legal list holds it with items after
   * it in the items' order only: searching every order of a whole hand
   * would cost a noticeable pause for a card that fits no list. Fight
   * cards on the siege may each be played alone, so none is missed. */
  use_failed (&failed, &shape, n_items, shape.max - list_length (&a, &shape), left);

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

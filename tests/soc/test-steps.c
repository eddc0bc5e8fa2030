/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The step queries (sq-legal-steps.h) against sq_legal_actions(): on the
 * states of many seeded random games, every legal action can be built step
 * by step, and every start the steps offer completes to an action the
 * engine lists and accepts; the move to each place is the one start for
 * it. Then a few questions a table asks often. */

#include "sq-legal-steps.h"
#include "sq-random-play.h"

#define MAX_LEGAL 1024
#define MAX_STARTS 256

/* The start an action grows from: no list, a move's free flag and a fight
 * card's group (the engine finds the group) left out. */
static void
head_of (const SqState  *s,
         const SqAction *a,
         SqAction       *head)
{
  SqStepShape shape;

  *head = *a;
  sq_steps_shape (s, a, &shape);
  if (shape.list == SQ_STEP_LIST_CARDS)
    head->n_cards = 0;
  else if (shape.list == SQ_STEP_LIST_SEATS)
    head->n_seats = 0;
  if (a->type == SQ_ACTION_MOVE)
    head->flags = 0;
  if (a->type == SQ_ACTION_PLAY_FIGHT)
    head->group = -1;
}

static gint
cmp_byte (gconstpointer a,
          gconstpointer b)
{
  return (gint) *(const guint8 *) a - (gint) *(const guint8 *) b;
}

static void
normalise (const SqState *s,
           SqAction      *a)
{
  SqStepShape shape;

  sq_steps_shape (s, a, &shape);
  if (shape.list == SQ_STEP_LIST_CARDS && !shape.ordered)
    qsort (a->cards, a->n_cards, 1, cmp_byte);
  if (shape.list == SQ_STEP_LIST_SEATS && !shape.ordered)
    qsort (a->seats, a->n_seats, 1, cmp_byte);
}

static gboolean
in_next (const SqState  *s,
         const SqAction *draft,
         guint8          item)
{
  guint8 items[SQ_N_FACES];
  guint n = sq_steps_next (s, draft, items, G_N_ELEMENTS (items));

  for (guint i = 0; i < n; i++)
    if (items[i] == item)
      return TRUE;
  return FALSE;
}

/* Each of @items in turn may come next after @start, and the whole is
 * legal; for an unordered list of three items or fewer, in reverse order
 * too. */
static void
check_items (const SqState     *s,
             const SqAction    *start,
             const SqStepShape *shape,
             SqActionType       type,
             const guint8      *items,
             guint              n)
{
  /* the engine offers any order while three picks or fewer are to go */
  for (guint order = 0; order < (shape->ordered || n > 3 ? 1 : 2); order++)
    {
      SqAction draft = *start;

      for (guint k = 0; k < n; k++)
        {
          guint i = order == 0 ? k : n - 1 - k;

          if (!in_next (s, &draft, items[i]))
            g_error ("%s: item %u of a legal action is not offered next (%s order)",
                     sq_action_type_name (type), i, order == 0 ? "the engine's" : "reverse");
          sq_steps_add (&draft, shape->list, items[i]);
        }
      g_assert_true (sq_steps_is_legal (s, &draft, NULL));
    }
}

/* @legal can be built: its start is offered, each of its items in turn
 * may come next, and the whole is legal. A list whose order does not
 * matter is built in both orders, the engine's and its reverse: the
 * table picks its cards and knights in whatever order it likes. */
static void
check_reachable (const SqState  *s,
                 const SqAction *legal,
                 const SqAction *starts,
                 guint           n_starts)
{
  SqAction head;
  SqAction draft;
  SqStepShape shape;
  gint found = -1;

  head_of (s, legal, &head);
  for (guint i = 0; i < n_starts && found < 0; i++)
    {
      SqAction other;

      head_of (s, &starts[i], &other);
      if (sq_action_equal (&head, &other))
        found = i;
    }
  if (found < 0)
    g_error ("no start for a legal %s at %s", sq_action_type_name (legal->type),
             sq_decision_name (sq_state_get_decision (s)));

  draft = starts[found];
  sq_steps_shape (s, legal, &shape);
  if (shape.list == SQ_STEP_LIST_NONE)
    return;
  /* a Merlin cancel is picked one Merlin at a time: a knight once per
   * Merlin */
  if (legal->type == SQ_ACTION_MERLIN_CANCEL)
    {
      guint8 picks[3];
      guint n = 0;

      for (guint i = 0; i < legal->n_seats; i++)
        for (guint k = 0; k < legal->counts[i] && n < 3; k++)
          picks[n++] = legal->seats[i];
      g_assert_cmpuint (n, ==, 3);
      check_items (s, &draft, &shape, legal->type, picks, n);
      return;
    }
  if (shape.list == SQ_STEP_LIST_SEATS)
    {
      guint8 seats[SQ_MAX_SEATS];

      for (guint i = 0; i < legal->n_seats; i++)
        seats[i] = legal->seats[i];
      check_items (s, &draft, &shape, legal->type, seats, legal->n_seats);
    }
  else
    check_items (s, &draft, &shape, legal->type, legal->cards, legal->n_cards);
}

/* @start completes (taking the first item offered each time) to an action
 * the engine accepts, and that sq_legal_actions() lists. */
static void
check_completes (const SqState  *s,
                 const SqAction *start,
                 const SqAction *legal,
                 guint           n_legal,
                 gboolean        listed_in_full)
{
  SqAction draft = *start;
  SqStepShape shape;
  SqState copy;
  gboolean listed = FALSE;

  sq_steps_shape (s, start, &shape);
  g_assert_true (sq_steps_can_complete (s, &draft));
  while (!sq_steps_is_legal (s, &draft, NULL))
    {
      guint8 items[SQ_N_FACES];
      guint n = sq_steps_next (s, &draft, items, G_N_ELEMENTS (items));

      if (n == 0)
        g_error ("%s: a start that can complete offers nothing next",
                 sq_action_type_name (start->type));
      sq_steps_add (&draft, shape.list, items[0]);
    }

  /* the engine's own form of the action picked step by step */
  sq_steps_finish (&draft, &draft);
  memcpy (&copy, s, sizeof copy);
  g_assert_true (sq_apply (&copy, &draft, NULL));

  if (!listed_in_full)
    return;
  normalise (s, &draft);
  for (guint i = 0; i < n_legal && !listed; i++)
    {
      SqAction other = legal[i];

      normalise (s, &other);
      if (draft.type == SQ_ACTION_MOVE || draft.type == SQ_ACTION_PLAY_FIGHT)
        {
          SqAction h1, h2;
          head_of (s, &draft, &h1);
          head_of (s, &other, &h2);
          listed = sq_action_equal (&h1, &h2) && memcmp (draft.cards, other.cards, draft.n_cards) == 0;
        }
      else
        listed = sq_action_equal (&draft, &other);
    }
  if (!listed)
    g_error ("a completed %s is not among the legal actions", sq_action_type_name (draft.type));
}

static void
check_state (const SqState *s,
             SqAction      *legal,
             SqAction      *starts)
{
  guint n_legal = sq_legal_actions (s, legal, MAX_LEGAL);
  guint n_starts = sq_steps_starts (s, starts, MAX_STARTS);
  /* the legal list names only distinct faces of a physical siege fight */
  gboolean full = n_legal < MAX_LEGAL && s->setup.white_deck == SQ_DECK_VIRTUAL;
  SqDecision d = sq_state_get_decision (s);

  /* shares are listed only when every assignment fits in the list */
  if ((d == SQ_DECISION_OPENING_SHARE || d == SQ_DECISION_SPOILS) && n_legal == 1)
    full = FALSE;

  g_assert_cmpuint (n_starts, >, 0);
  if (n_legal < MAX_LEGAL)
    for (guint i = 0; i < n_legal; i++)
      check_reachable (s, &legal[i], starts, n_starts);
  for (guint i = 0; i < n_starts; i++)
    check_completes (s, &starts[i], legal, n_legal, full);

  /* a move is one choice per place, Tristan's free move included */
  for (guint i = 0; i < n_starts; i++)
    for (guint j = i + 1; j < n_starts; j++)
      if (starts[i].type == SQ_ACTION_MOVE && starts[j].type == SQ_ACTION_MOVE)
        g_assert_cmpuint (starts[i].quest, !=, starts[j].quest);

  /* the move a press on a place asks for is that place's start, and a
   * place without one offers none */
  for (guint p = 0; p <= SQ_PLACE_NONE; p++)
    {
      const SqAction *offered = NULL;
      SqAction move;

      for (guint i = 0; i < n_starts; i++)
        if (starts[i].type == SQ_ACTION_MOVE && starts[i].quest == p)
          offered = &starts[i];
      g_assert_cmpint (sq_steps_move (s, p, &move), ==, offered != NULL);
      if (offered != NULL)
        g_assert_true (sq_action_equal (&move, offered));
    }
}

static void
test_steps_agree (void)
{
  guint games = sq_test_env_count ("SQ_STEPS_GAMES", 24, 10000);
  g_autofree SqAction *legal = g_new (SqAction, MAX_LEGAL);
  g_autofree SqAction *starts = g_new (SqAction, MAX_STARTS);
  guint64 states = 0;

  for (guint g = 0; g < games; g++)
    {
      SqTestRng r = { 0x5eed5 + g * 7919 };
      SqSetup setup;
      g_autoptr(SqState) s = NULL;
      g_autoptr(GError) error = NULL;

      sq_test_random_setup (&r, &setup, TRUE);
      s = sq_state_new (&setup, &error);
      g_assert_no_error (error);
      for (guint step = 0; step < 300 && s->outcome == SQ_OUTCOME_NONE; step++)
        {
          SqAction a;

          check_state (s, legal, starts);
          states++;
          g_assert_true (sq_test_pick_with (&r, s, legal, MAX_LEGAL, g & 1, &a));
          g_assert_true (sq_apply (s, &a, &error));
        }
    }
  g_test_message ("%" G_GUINT64_FORMAT " states checked", states);
  g_assert_cmpuint (states, >, games * 10);
}

/* A game at its opening share: one start shares card by card, and any
 * active knight may take the first card. */
static void
test_steps_opening_share (void)
{
  SqSetup setup;
  g_autoptr(SqState) s = NULL;
  g_autoptr(GError) error = NULL;
  SqAction starts[MAX_STARTS];
  SqAction legal[8];
  guint n;
  gint by_card = -1;

  sq_setup_init_defaults (&setup, 5);
  setup.seed = 42;
  s = sq_state_new (&setup, &error);
  g_assert_no_error (error);
  while (sq_state_get_decision (s) == SQ_DECISION_OPENING_OFFER)
    {
      g_assert_cmpuint (sq_legal_actions (s, legal, G_N_ELEMENTS (legal)), >, 0);
      g_assert_true (sq_apply (s, &legal[0], &error));
    }
  g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_OPENING_SHARE);

  n = sq_steps_starts (s, starts, G_N_ELEMENTS (starts));
  g_assert_cmpuint (n, ==, 2);
  for (guint i = 0; i < n; i++)
    if (!(starts[i].flags & SQ_ACTION_FLAG_RANDOM))
      by_card = i;
  g_assert_cmpint (by_card, >=, 0);

  {
    SqAction draft = starts[by_card];
    guint8 seats[SQ_N_FACES];
    SqStepShape shape;

    sq_steps_shape (s, &draft, &shape);
    g_assert_cmpint (shape.list, ==, SQ_STEP_LIST_SEATS);
    g_assert_cmpuint (shape.max, ==, 5);
    for (guint card = 0; card < 5; card++)
      {
        g_assert_false (sq_steps_is_legal (s, &draft, NULL));
        g_assert_cmpuint (sq_steps_next (s, &draft, seats, G_N_ELEMENTS (seats)), ==, 5);
        /* everything to the last knight */
        sq_steps_add (&draft, shape.list, seats[4]);
      }
    g_assert_cmpuint (sq_steps_next (s, &draft, seats, G_N_ELEMENTS (seats)), ==, 0);
    g_assert_true (sq_steps_is_legal (s, &draft, NULL));
    g_assert_true (sq_apply (s, &draft, &error));
    g_assert_no_error (error);
  }
}

/* Plays the seeded game until @want holds at the heroic phase. */
static SqState *
heroic_state_where (guint64   seed,
                    gboolean (*want) (const SqState *s))
{
  for (guint64 k = 0; k < 200; k++)
    {
      SqTestRng r = { seed + k };
      SqSetup setup;
      g_autoptr(SqState) s = NULL;
      g_autoptr(GError) error = NULL;
      SqAction buf[MAX_LEGAL];

      sq_test_random_setup (&r, &setup, FALSE);
      s = sq_state_new (&setup, &error);
      g_assert_no_error (error);
      for (guint step = 0; step < 400 && s->outcome == SQ_OUTCOME_NONE; step++)
        {
          SqAction a;

          if (sq_state_get_decision (s) == SQ_DECISION_HEROIC && want (s))
            return g_steal_pointer (&s);
          g_assert_true (sq_test_pick_with (&r, s, buf, MAX_LEGAL, TRUE, &a));
          g_assert_true (sq_apply (s, &a, &error));
        }
    }
  return NULL;
}

static gboolean
arthur_may_swap (const SqState *s)
{
  return s->seats[s->current].knight == SQ_KNIGHT_ARTHUR && !s->arthur_swapped &&
         s->seats[s->current].hand.n > 2;
}

/* Arthur's swap: one start per knight, then one card, never a list of
 * every card with every knight. */
static void
test_steps_arthur (void)
{
  g_autoptr(SqState) s = heroic_state_where (900, arthur_may_swap);
  SqAction starts[MAX_STARTS];
  guint n;
  guint swaps = 0;

  g_assert_nonnull (s);
  n = sq_steps_starts (s, starts, G_N_ELEMENTS (starts));
  for (guint i = 0; i < n; i++)
    if (starts[i].type == SQ_ACTION_ARTHUR_SWAP)
      {
        guint8 faces[SQ_N_FACES];
        guint n_faces = sq_steps_next (s, &starts[i], faces, G_N_ELEMENTS (faces));
        SqAction draft = starts[i];

        swaps++;
        g_assert_cmpuint (starts[i].n_cards, ==, 0);
        g_assert_cmpuint (n_faces, >, 0);
        g_assert_false (sq_steps_is_legal (s, &draft, NULL));
        sq_steps_add (&draft, SQ_STEP_LIST_CARDS, faces[0]);
        g_assert_true (sq_steps_is_legal (s, &draft, NULL));
        /* one card only */
        g_assert_cmpuint (sq_steps_next (s, &draft, faces, G_N_ELEMENTS (faces)), ==, 0);
      }
  g_assert_cmpuint (swaps, >, 0);
  g_assert_cmpuint (swaps, <, s->n_seats);
}

static gboolean
may_heal_or_fight (const SqState *s)
{
  return s->seats[s->current].hand.n >= 4 && s->actions_taken == 0;
}

/* Heal needs three identical cards: once two different ones are in, no
 * completion exists and nothing more is offered. */
static void
test_steps_heal_pattern (void)
{
  g_autoptr(SqState) s = heroic_state_where (77, may_heal_or_fight);
  SqAction heal;
  guint counts[SQ_N_FACES] = { 0 };
  guint a = SQ_N_FACES, b = SQ_N_FACES;
  guint8 next[SQ_N_FACES];

  g_assert_nonnull (s);
  for (guint i = 0; i < s->seats[s->current].hand.n; i++)
    counts[sq_card_face (s->seats[s->current].hand.c[i])]++;
  for (guint f = 0; f < SQ_N_FACES; f++)
    if (counts[f])
      {
        if (a == SQ_N_FACES)
          a = f;
        else if (b == SQ_N_FACES)
          b = f;
      }
  g_assert_cmpuint (b, <, SQ_N_FACES);

  sq_action_init (&heal, SQ_ACTION_HEAL);
  heal.seat = s->current;
  sq_steps_add (&heal, SQ_STEP_LIST_CARDS, a);
  sq_steps_add (&heal, SQ_STEP_LIST_CARDS, b);
  g_assert_false (sq_steps_can_complete (s, &heal));
  g_assert_cmpuint (sq_steps_next (s, &heal, next, G_N_ELEMENTS (next)), ==, 0);
  g_assert_false (sq_steps_is_legal (s, &heal, NULL));

  /* a face held once cannot begin a heal */
  for (guint f = 0; f < SQ_N_FACES; f++)
    if (counts[f] == 1)
      {
        sq_action_init (&heal, SQ_ACTION_HEAL);
        sq_steps_add (&heal, SQ_STEP_LIST_CARDS, f);
        g_assert_false (sq_steps_can_complete (s, &heal));
      }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/steps/agree-with-legal-actions", test_steps_agree);
  g_test_add_func ("/steps/opening-share", test_steps_opening_share);
  g_test_add_func ("/steps/arthur", test_steps_arthur);
  g_test_add_func ("/steps/heal-pattern", test_steps_heal_pattern);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Quests: where cards go, when a quest ends, and what its end brings. */

#include "sq-engine-private.h"

typedef struct {
  guint8 white_swords;
  guint8 black_swords;
  guint8 spoils;
  guint8 life;
  gint8 relic;
  guint8 black_spots;
} QuestRewards;

/* Fact sheet 13.20 */
static const QuestRewards rewards[SQ_N_QUESTS] = {
  [SQ_QUEST_BLACK_KNIGHT] = { 1, 1, 3, 1, -1, 4 },
  [SQ_QUEST_LANCELOT]     = { 1, 1, 4, 1, SQ_RELIC_ARMOR, 5 },
  [SQ_QUEST_DRAGON]       = { 2, 2, 7, 2, -1, 5 },
  [SQ_QUEST_EXCALIBUR]    = { 2, 2, 7, 1, SQ_RELIC_EXCALIBUR, 0 },
  [SQ_QUEST_GRAIL]        = { 3, 3, 7, 1, SQ_RELIC_GRAIL, 7 },
  [SQ_QUEST_PICTS]        = { 1, 1, 4, 1, -1, 4 },
  [SQ_QUEST_SAXONS]       = { 1, 1, 4, 1, -1, 4 },
};

static const guint8 bk_groups[] = { 2, 2 };
static const guint8 lancelot_groups[] = { 2, 3 };
static const guint8 dragon_groups[] = { 3, 3, 3 };

gboolean
sq_quest_is_active (const SqState *s,
                    SqQuestId      q)
{
  return q < SQ_N_QUESTS && s->quests[q].status == SQ_QUEST_STATUS_ACTIVE;
}

gboolean
sq_quest_is_solo (SqQuestId q)
{
  return q == SQ_QUEST_BLACK_KNIGHT || q == SQ_QUEST_LANCELOT;
}

guint
sq_combat_groups (SqQuestId      q,
                  const guint8 **sizes)
{
  switch (q)
    {
    case SQ_QUEST_BLACK_KNIGHT:
      *sizes = bk_groups;
      return G_N_ELEMENTS (bk_groups);
    case SQ_QUEST_LANCELOT:
      *sizes = lancelot_groups;
      return G_N_ELEMENTS (lancelot_groups);
    case SQ_QUEST_DRAGON:
      *sizes = dragon_groups;
      return G_N_ELEMENTS (dragon_groups);
    case SQ_QUEST_EXCALIBUR:
    case SQ_QUEST_GRAIL:
    case SQ_QUEST_PICTS:
    case SQ_QUEST_SAXONS:
    case SQ_N_QUESTS:
    default:
      *sizes = NULL;
      return 0;
    }
}

static gboolean
distinct_groups (const SqState *s,
                 SqQuestId      q)
{
  if (q == SQ_QUEST_LANCELOT)
    return TRUE; /* a full house: three of one value, two of another */
  if (q == SQ_QUEST_BLACK_KNIGHT)
    return s->setup.options.black_knight_distinct_pairs;
  return s->setup.options.dragon_distinct_triples;
}

static gboolean
group_accepts (const SqState *s,
               SqQuestId      q,
               guint          g,
               guint          size,
               guint          value)
{
  const SqQuest *quest = &s->quests[q];
  guint count = 0;

  for (guint i = 0; i < quest->n_white; i++)
    {
      guint v = sq_face_fight_value (sq_card_face (quest->white[i]));
      if (quest->white_group[i] == (gint) g)
        {
          if (v != value)
            return FALSE;
          count++;
        }
      else if (quest->white_group[i] >= 0 && v == value && distinct_groups (s, q))
        return FALSE;
    }
  return count < size;
}

/* Returns the spot group a fight card of @face may go to on combat quest
 * @q (the asked @group, or the first that fits when @group is -1), or -1. */
gint
sq_fight_fits (const SqState *s,
               SqQuestId      q,
               SqFace         face,
               gint           group)
{
  const guint8 *sizes;
  guint n = sq_combat_groups (q, &sizes);
  guint value = sq_face_fight_value (face);

  if (!sq_face_is_fight (face) || n == 0)
    return -1;
  if (group >= (gint) n)
    return -1;
  if (group >= 0)
    return group_accepts (s, q, group, sizes[group], value) ? group : -1;
  /* prefer a group that already holds this value */
  for (guint g = 0; g < n; g++)
    {
      const SqQuest *quest = &s->quests[q];
      for (guint i = 0; i < quest->n_white; i++)
        if (quest->white_group[i] == (gint) g &&
            sq_face_fight_value (sq_card_face (quest->white[i])) == value &&
            group_accepts (s, q, g, sizes[g], value))
          return g;
    }
  for (guint g = 0; g < n; g++)
    if (group_accepts (s, q, g, sizes[g], value))
      return g;
  return -1;
}

static guint
war_length (const SqState *s,
            SqQuestId      q)
{
  return s->quests[q].mordred != SQ_NO_CARD ? 6 : 5;
}

gboolean
sq_war_next_value (const SqState *s,
                   SqQuestId      q,
                   guint         *value)
{
  guint n = s->quests[q].n_white;

  if (n >= war_length (s, q))
    return FALSE;
  *value = n < 5 ? n + 1 : 5;
  return TRUE;
}

static gboolean
combat_full (const SqState *s,
             SqQuestId      q)
{
  const guint8 *sizes;
  guint n = sq_combat_groups (q, &sizes);
  guint total = 0;
  guint placed = 0;

  for (guint g = 0; g < n; g++)
    total += sizes[g];
  for (guint i = 0; i < s->quests[q].n_white; i++)
    placed += s->quests[q].white_group[i] >= 0;
  return placed >= total || s->quests[q].n_black >= rewards[q].black_spots;
}

void
sq_place_white_fight (SqState  *s,
                      guint     seat,
                      SqQuestId q,
                      guint8    card,
                      gint      group)
{
  SqQuest *quest = &s->quests[q];

  quest->white[quest->n_white] = card;
  quest->white_group[quest->n_white] = group;
  quest->n_white++;
  quest->last_white_seat = seat;

  if (q == SQ_QUEST_PICTS || q == SQ_QUEST_SAXONS)
    {
      if (quest->n_white >= war_length (s, q))
        sq_push (s, SQ_TASK_QUEST_END, seat, q, 0);
    }
  else if (combat_full (s, q))
    sq_push (s, SQ_TASK_QUEST_END, seat, q, 0);
}

static gboolean
grail_all (const SqQuest *quest,
           gboolean       white)
{
  for (guint i = 0; i < 7; i++)
    {
      if (quest->grail[i] == SQ_NO_CARD)
        return FALSE;
      if ((sq_card_face (quest->grail[i]) == SQ_FACE_GRAIL) != white)
        return FALSE;
    }
  return TRUE;
}

static void
remove_black_at (SqQuest *quest,
                 guint    i)
{
  guint8 mask_low = quest->face_down & ((1u << i) - 1);
  guint8 mask_high = (quest->face_down >> (i + 1)) << i;

  memmove (&quest->black[i], &quest->black[i + 1], quest->n_black - i - 1);
  quest->n_black--;
  quest->face_down = mask_low | mask_high;
}

static void
remove_white_card (SqQuest *quest,
                   guint8   card)
{
  for (guint i = 0; i < quest->n_white; i++)
    if (quest->white[i] == card)
      {
        memmove (&quest->white[i], &quest->white[i + 1], quest->n_white - i - 1);
        memmove (&quest->white_group[i], &quest->white_group[i + 1], quest->n_white - i - 1);
        quest->n_white--;
        return;
      }
}

static void
remove_black_card (SqQuest *quest,
                   guint8   card)
{
  for (guint i = 0; i < quest->n_black; i++)
    if (quest->black[i] == card)
      {
        remove_black_at (quest, i);
        return;
      }
}

void
sq_place_grail_card (SqState *s,
                     guint    seat,
                     guint8   card)
{
  SqQuest *quest = &s->quests[SQ_QUEST_GRAIL];

  quest->last_white_seat = seat;
  for (guint i = 0; i < 7; i++)
    {
      guint8 there = quest->grail[i];

      if (there != SQ_NO_CARD && sq_card_face (there) == SQ_FACE_GRAIL)
        continue;
      if (there == SQ_NO_CARD)
        {
          quest->grail[i] = card;
          quest->white[quest->n_white] = card;
          quest->white_group[quest->n_white] = -1;
          quest->n_white++;
          if (grail_all (quest, TRUE))
            sq_push (s, SQ_TASK_QUEST_END, seat, SQ_QUEST_GRAIL, 0);
        }
      else
        {
          /* a black card holds the spot: both leave */
          remove_black_card (quest, there);
          quest->grail[i] = SQ_NO_CARD;
          sq_discard_black (s, there);
          sq_discard_white (s, card);
        }
      return;
    }
  sq_discard_white (s, card);
}

gboolean
sq_grail_blocked (const SqState *s)
{
  return s->dark_forest != SQ_NO_CARD;
}

void
sq_move_excalibur (SqState *s,
                   gint     seat,
                   gint     steps)
{
  SqQuest *quest = &s->quests[SQ_QUEST_EXCALIBUR];

  quest->excalibur = CLAMP (quest->excalibur + steps, -SQ_EXCALIBUR_STEPS, SQ_EXCALIBUR_STEPS);
  if (steps > 0)
    quest->last_white_seat = seat;
  if (quest->excalibur == SQ_EXCALIBUR_STEPS || quest->excalibur == -SQ_EXCALIBUR_STEPS)
    sq_push (s, SQ_TASK_QUEST_END, seat, SQ_QUEST_EXCALIBUR, 0);
}

static void
place_on_grail (SqState *s,
                guint8   card)
{
  SqQuest *quest = &s->quests[SQ_QUEST_GRAIL];

  for (gint i = 6; i >= 0; i--)
    if (quest->grail[i] == SQ_NO_CARD)
      {
        quest->grail[i] = card;
        quest->black[quest->n_black++] = card;
        if (grail_all (quest, FALSE))
          sq_push (s, SQ_TASK_QUEST_END, SQ_NO_SEAT, SQ_QUEST_GRAIL, 0);
        return;
      }

  /* every spot is taken (fact sheet 13.19): the black card cancels the
   * Grail card nearest the dark end, both are discarded */
  if (s->setup.options.grail_collision_cancels)
    for (gint i = 6; i >= 0; i--)
      if (sq_card_face (quest->grail[i]) == SQ_FACE_GRAIL)
        {
          guint8 grail = quest->grail[i];
          remove_white_card (quest, grail);
          quest->grail[i] = SQ_NO_CARD;
          sq_discard_white (s, grail);
          sq_discard_black (s, card);
          return;
        }
  sq_discard_black (s, card);
  sq_add_siege (s, 1);
}

void
sq_place_black (SqState  *s,
                guint8    card,
                gboolean  face_down,
                SqQuestId war)
{
  SqFace face = card == SQ_CARD_UNKNOWN ? SQ_N_FACES : sq_card_face (card);
  SqQuestId q;
  SqQuest *quest;

  switch ((guint) face)
    {
    case SQ_FACE_BLACK_KNIGHT_1:
    case SQ_FACE_BLACK_KNIGHT_3:
    case SQ_FACE_BLACK_KNIGHT_5:
    case SQ_FACE_BLACK_KNIGHT_7:
      q = SQ_QUEST_BLACK_KNIGHT;
      break;
    case SQ_FACE_LANCELOT_1_5:
    case SQ_FACE_LANCELOT_3_7:
    case SQ_FACE_LANCELOT_5_9:
    case SQ_FACE_LANCELOT_7_11:
      q = sq_quest_is_active (s, SQ_QUEST_LANCELOT) ? SQ_QUEST_LANCELOT : SQ_QUEST_DRAGON;
      break;
    case SQ_FACE_DESPAIR:
    case SQ_FACE_DESOLATION:
      place_on_grail (s, card);
      return;
    case SQ_FACE_PICTS:
      q = SQ_QUEST_PICTS;
      break;
    case SQ_FACE_SAXONS:
      q = SQ_QUEST_SAXONS;
      break;
    case SQ_FACE_MERCENARIES:
    case SQ_N_FACES: /* a card face down, not entered: the caller names its quest */
      q = war;
      break;
    default:
      g_assert_not_reached ();
    }

  quest = &s->quests[q];
  if (face_down)
    quest->face_down |= 1u << quest->n_black;
  quest->black[quest->n_black++] = card;

  if (q == SQ_QUEST_PICTS || q == SQ_QUEST_SAXONS)
    {
      quest->warriors++;
      if (quest->warriors >= 4)
        sq_push (s, SQ_TASK_QUEST_END, quest->last_white_seat, q, 0);
    }
  else if (combat_full (s, q))
    sq_push (s, SQ_TASK_QUEST_END, quest->last_white_seat, q, 0);
}

void
sq_attach_mordred (SqState  *s,
                   guint8    card,
                   SqQuestId war)
{
  SqQuest *quest = &s->quests[war];

  quest->mordred = card;
  if (s->setup.options.mordred_adds_warrior)
    {
      quest->warriors++;
      if (quest->warriors >= 4)
        sq_push (s, SQ_TASK_QUEST_END, quest->last_white_seat, war, 0);
    }
}

/* ------------------------------------------------------------- Merlin */

/* The card a Merlin may take back: the black card played last on the
 * quest, and only if it is a standard one (a Desolation played last
 * shields the cards before it). Wars count their warrior cards only. */
static gint
last_standard (const SqState *s,
               SqQuestId      q)
{
  const SqQuest *quest = &s->quests[q];
  gint i = quest->n_black - 1;

  /* a card face down and not entered is a combat card: a standard one */
  if (i < 0 || (quest->black[i] != SQ_CARD_UNKNOWN &&
                sq_face_is_special (sq_card_face (quest->black[i]))))
    return -1;
  return i;
}

gboolean
sq_merlin_target (const SqState *s,
                  guint          place)
{
  if (place == SQ_PLACE_SIEGE)
    return s->setup.options.merlin_removes_siege_engine && s->siege > 0;
  if (place >= SQ_N_QUESTS || place == SQ_QUEST_EXCALIBUR || !sq_quest_is_active (s, place))
    return FALSE;
  return last_standard (s, place) >= 0;
}

void
sq_merlin_remove (SqState *s,
                  guint    place)
{
  SqQuest *quest;
  gint i;
  guint8 card;

  if (place == SQ_PLACE_SIEGE)
    {
      s->siege--;
      return;
    }
  quest = &s->quests[place];
  i = last_standard (s, place);
  g_assert (i >= 0);
  card = quest->black[i];
  remove_black_at (quest, i);
  if (place == SQ_QUEST_GRAIL)
    for (guint k = 0; k < 7; k++)
      if (quest->grail[k] == card)
        quest->grail[k] = SQ_NO_CARD;
  if (place == SQ_QUEST_PICTS || place == SQ_QUEST_SAXONS)
    quest->warriors--;
  if (card == SQ_CARD_UNKNOWN)
    sq_unknown_discard (s, place); /* discarded unseen */
  else
    sq_discard_black (s, card);
}

/* ------------------------------------------------------------- endings */

static void
finish_quest (SqState  *s,
              SqQuestId q,
              gboolean  won,
              gint      completer);

void
sq_quest_end (SqState  *s,
              SqQuestId q,
              gint      completer)
{
  SqQuest *quest = &s->quests[q];

  if (quest->status != SQ_QUEST_STATUS_ACTIVE)
    return;

  switch (q)
    {
    case SQ_QUEST_BLACK_KNIGHT:
    case SQ_QUEST_LANCELOT:
    case SQ_QUEST_DRAGON:
      {
        gint kay = sq_state_find_knight (s, SQ_KNIGHT_KAY);

        s->completer = completer;
        sq_push (s, SQ_TASK_COMBAT_COMPARE, completer, q, 0);
        /* Kay, if he is on the quest, may add one fight card after the
         * black cards are revealed */
        if (kay >= 0 && sq_is_active_knight (s, kay) && s->seats[kay].place == (guint) q &&
            sq_has_fight_card (s, kay))
          sq_push (s, SQ_DECISION_KAY, kay, q, 0);
        /* first of all, the cards face down that were never entered */
        sq_unknown_push_reveal (s, q, completer);
      }
      return;
    case SQ_QUEST_EXCALIBUR:
      finish_quest (s, q, quest->excalibur == SQ_EXCALIBUR_STEPS, completer);
      return;
    case SQ_QUEST_GRAIL:
      finish_quest (s, q, grail_all (quest, TRUE), completer);
      return;
    case SQ_QUEST_PICTS:
    case SQ_QUEST_SAXONS:
      finish_quest (s, q, quest->warriors < 4 && quest->n_white >= war_length (s, q), completer);
      return;
    case SQ_N_QUESTS:
    default:
      g_assert_not_reached ();
    }
}

void
sq_combat_compare (SqState  *s,
                   SqQuestId q)
{
  SqQuest *quest = &s->quests[q];
  gint white = 0;
  gint black = 0;
  gint holder;

  for (guint i = 0; i < quest->n_white; i++)
    white += sq_face_fight_value (sq_card_face (quest->white[i]));
  for (guint i = 0; i < quest->n_black; i++)
    {
      const SqFaceInfo *info = sq_face_info (sq_card_face (quest->black[i]));
      black += q == SQ_QUEST_DRAGON ? info->value2 : info->value;
    }
  holder = sq_relic_holder (s, SQ_RELIC_EXCALIBUR);
  if (s->setup.options.excalibur_bonus && holder >= 0 && sq_is_active_knight (s, holder) &&
      s->seats[holder].place == (guint) q)
    white++;

  /* ties go to evil */
  finish_quest (s, q, white > black, s->completer);
}

static void
end_lasting_effects (SqState *s)
{
  if (s->vivien != SQ_NO_CARD && s->setup.options.vivien_duration == SQ_LASTING_UNTIL_VICTORY)
    {
      sq_discard_black (s, s->vivien);
      s->vivien = SQ_NO_CARD;
    }
  if (s->dark_forest != SQ_NO_CARD &&
      s->setup.options.dark_forest_duration == SQ_LASTING_UNTIL_VICTORY)
    {
      sq_discard_black (s, s->dark_forest);
      s->dark_forest = SQ_NO_CARD;
    }
}

static void
draw_spoils (SqState *s,
             guint    n,
             guint    recipients,
             gint     decider,
             SqQuestId q)
{
  gint only = -1;

  if (recipients == 0)
    {
      /* nobody there: the cards are drawn and discarded */
      guint8 card;

      for (guint i = 0; i < n && sq_draw_white_card (s, &card); i++)
        sq_discard_white (s, card);
      return;
    }

  if ((recipients & (recipients - 1)) == 0)
    only = g_bit_nth_lsf (recipients, -1);

  if (only >= 0)
    {
      sq_draw_white (s, only, n);
      return;
    }

  if (sq_draw_spoils (s, n) == 0)
    return;
  if (decider < 0 || !sq_is_active_knight (s, decider))
    decider = g_bit_nth_lsf (recipients, -1);
  sq_push (s, SQ_DECISION_SPOILS, decider, q, recipients);
}

static void
finish_quest (SqState  *s,
              SqQuestId q,
              gboolean  won,
              gint      completer)
{
  SqQuest *quest = &s->quests[q];
  const QuestRewards *r = &rewards[q];
  guint present = 0;
  guint recipients = 0;
  guint squires = 0;
  gboolean heroism = quest->heroism != SQ_NO_CARD;

  for (guint i = 0; i < s->n_seats; i++)
    if (sq_is_active_knight (s, i) && s->seats[i].place == (guint) q)
      present |= 1u << i;

  if (won)
    {
      for (guint i = 0; i < (guint) r->white_swords + (heroism ? 1 : 0); i++)
        sq_add_sword (s, TRUE);
    }
  else
    {
      guint n = r->black_swords + heroism + (s->mists != SQ_NO_CARD);
      for (guint i = 0; i < n; i++)
        sq_add_sword (s, FALSE);
      if (q == SQ_QUEST_PICTS || q == SQ_QUEST_SAXONS)
        sq_add_siege (s, 2);
    }
  if (sq_over (s))
    return;

  for (guint i = 0; i < s->n_seats; i++)
    if (present & (1u << i))
      {
        gint delta = won ? r->life : -(gint) r->life;
        if (won && s->setup.options.palamedes_bonus && s->seats[i].knight == SQ_KNIGHT_PALAMEDES)
          delta++;
        /* a knight who spent his last point to get here gains nothing */
        if (s->seats[i].life > 0)
          sq_change_life (s, i, delta);
        if (s->seats[i].life > 0 && !(s->no_spoils & (1u << i)))
          recipients |= 1u << i;
        if (s->seats[i].knight == SQ_KNIGHT_SQUIRE)
          squires |= 1u << i;
        s->seats[i].place = SQ_PLACE_ROUND_TABLE;
      }

  if (r->relic >= 0)
    {
      if (won && completer >= 0 && sq_is_active_knight (s, completer))
        {
          s->seats[completer].relics |= 1u << r->relic;
          if (r->relic == SQ_RELIC_EXCALIBUR)
            s->excalibur_won_now = completer;
        }
      else
        s->relic_gone |= 1u << r->relic;
    }

  /* the board is cleared */
  for (guint i = 0; i < quest->n_white; i++)
    sq_discard_white (s, quest->white[i]);
  for (guint i = 0; i < quest->n_black; i++)
    sq_discard_black (s, quest->black[i]);
  if (quest->heroism != SQ_NO_CARD)
    sq_discard_white (s, quest->heroism);
  if (quest->mordred != SQ_NO_CARD)
    sq_discard_black (s, quest->mordred);
  quest->n_white = quest->n_black = 0;
  quest->face_down = 0;
  quest->heroism = quest->mordred = SQ_NO_CARD;
  memset (quest->grail, SQ_NO_CARD, sizeof quest->grail);
  quest->warriors = 0;
  quest->last_white_seat = SQ_NO_SEAT;
  if (q == SQ_QUEST_GRAIL && s->dark_forest != SQ_NO_CARD)
    {
      sq_discard_black (s, s->dark_forest);
      s->dark_forest = SQ_NO_CARD;
    }

  switch (q)
    {
    case SQ_QUEST_BLACK_KNIGHT:
    case SQ_QUEST_PICTS:
    case SQ_QUEST_SAXONS:
      break; /* perpetual: it starts again */
    case SQ_QUEST_LANCELOT:
      quest->status = won ? SQ_QUEST_STATUS_WON : SQ_QUEST_STATUS_LOST;
      s->quests[SQ_QUEST_DRAGON].status = SQ_QUEST_STATUS_ACTIVE;
      break;
    case SQ_QUEST_DRAGON:
    case SQ_QUEST_EXCALIBUR:
    case SQ_QUEST_GRAIL:
      quest->status = won ? SQ_QUEST_STATUS_WON : SQ_QUEST_STATUS_LOST;
      break;
    case SQ_N_QUESTS:
    default:
      g_assert_not_reached ();
    }

  if (!won)
    return;

  end_lasting_effects (s);

  if (s->setup.squires_challenge && squires)
    sq_push (s, SQ_DECISION_KNIGHT_SQUIRE,
             completer >= 0 && (squires & (1u << completer)) ? completer : (gint) g_bit_nth_lsf (squires, -1),
             q, squires);

  draw_spoils (s, r->spoils, recipients, completer, q);
}

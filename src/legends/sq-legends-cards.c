/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Entered data: character and event cards as the players enter them,
 * their checks and copies, and actions as values. */

#include "sq-legends-private.h"

/* Helpers */

static gboolean
abilities_are_valid (const SqLegendsEvent *e,
                     guint                 min,
                     guint                 max)
{
  if (e->n_abilities < min || e->n_abilities > max)
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (e->abilities); i++)
    {
      if (i >= e->n_abilities)
        {
          if (e->abilities[i] != 0)
            return FALSE;
          continue;
        }
      if (e->abilities[i] >= SQ_LEGENDS_N_ABILITIES)
        return FALSE;
      /* ascending, so that one event has one form */
      if (i > 0 && e->abilities[i] <= e->abilities[i - 1])
        return FALSE;
    }

  return TRUE;
}

static gboolean
requirements_are_valid (const SqLegendsEvent *e)
{
  for (guint i = 0; i < G_N_ELEMENTS (e->requirements); i++)
    if (i < e->n_abilities
        ? e->requirements[i] < 1 || e->requirements[i] > SQ_LEGENDS_MAX_REQUIREMENT
        : e->requirements[i] != 0)
      return FALSE;

  return TRUE;
}

static gboolean
no_requirements (const SqLegendsEvent *e)
{
  return e->requirements[0] == 0 && e->requirements[1] == 0;
}

static gboolean
names_equal (const char *a,
             const char *b)
{
  return strncmp (a, b, SQ_LEGENDS_NAME_BYTES) == 0;
}

static gboolean
cards_equal (const SqLegendsCard *a,
             const SqLegendsCard *b)
{
  return names_equal (a->name, b->name) && names_equal (a->allegiance, b->allegiance)
         && memcmp (a->scores, b->scores, sizeof a->scores) == 0
         && !a->lord == !b->lord;
}

static gboolean
events_equal (const SqLegendsEvent *a,
              const SqLegendsEvent *b)
{
  return a->kind == b->kind && a->location == b->location && names_equal (a->name, b->name)
         && a->vp == b->vp && a->n_abilities == b->n_abilities
         && memcmp (a->abilities, b->abilities, sizeof a->abilities) == 0
         && memcmp (a->requirements, b->requirements, sizeof a->requirements) == 0
         && a->max_bids == b->max_bids && a->bonus == b->bonus
         && names_equal (a->allegiance, b->allegiance);
}

static void
copy_name (char        dst[SQ_LEGENDS_NAME_BYTES],
           const char *src)
{
  gsize len = strnlen (src, SQ_LEGENDS_NAME_BYTES - 1);

  memset (dst, 0, SQ_LEGENDS_NAME_BYTES);
  memcpy (dst, src, len);
}

/* Internal API (sq-legends-private.h) */

/* NUL-terminated within the buffer, UTF-8, no control characters */
gboolean
sq_legends_name_is_valid (const char *name)
{
  gsize len = strnlen (name, SQ_LEGENDS_NAME_BYTES);

  if (len == SQ_LEGENDS_NAME_BYTES || !g_utf8_validate (name, len, NULL))
    return FALSE;

  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    if (g_unichar_iscntrl (g_utf8_get_char (p)))
      return FALSE;

  return TRUE;
}

gboolean
sq_legends_card_is_valid (const SqLegendsCard *card)
{
  if (!sq_legends_name_is_valid (card->name) || !sq_legends_name_is_valid (card->allegiance))
    return FALSE;

  for (guint i = 0; i < SQ_LEGENDS_N_ABILITIES; i++)
    if (card->scores[i] < SQ_LEGENDS_MIN_SCORE || card->scores[i] > SQ_LEGENDS_MAX_SCORE)
      return FALSE;

  return TRUE;
}

/* The fields a kind does not use must be zero: an event has one form */
gboolean
sq_legends_event_is_valid (const SqLegendsEvent *e)
{
  if (!sq_legends_name_is_valid (e->name) || !sq_legends_name_is_valid (e->allegiance))
    return FALSE;

  switch ((SqLegendsEventKind) e->kind)
    {
    case SQ_LEGENDS_EVENT_LOCATION:
      return e->location < SQ_LEGENDS_N_MAIN_LOCATIONS && abilities_are_valid (e, 1, 2)
             && requirements_are_valid (e) && e->vp <= SQ_LEGENDS_MAX_EVENT_VP
             && e->max_bids == 0 && e->bonus == 0 && e->allegiance[0] == '\0';

    case SQ_LEGENDS_EVENT_HERALDIC:
      return e->location == 0 && abilities_are_valid (e, 1, 1) && no_requirements (e)
             && e->vp == 0 && e->max_bids == 0 && e->bonus != 0
             && ABS (e->bonus) <= SQ_LEGENDS_MAX_HERALDIC_BONUS && e->allegiance[0] != '\0';

    case SQ_LEGENDS_EVENT_BIDDING:
      return e->location == 0 && abilities_are_valid (e, 1, 2) && no_requirements (e)
             && e->vp <= SQ_LEGENDS_MAX_EVENT_VP && e->max_bids >= 1
             && e->max_bids <= SQ_LEGENDS_MAX_BIDS && e->bonus == 0
             && e->allegiance[0] == '\0';

    case SQ_LEGENDS_EVENT_SPECIAL:
    case SQ_LEGENDS_EVENT_FINAL:
      return e->location == 0 && abilities_are_valid (e, 0, 0) && no_requirements (e)
             && e->vp == 0 && e->max_bids == 0 && e->bonus == 0 && e->allegiance[0] == '\0';

    case SQ_LEGENDS_N_EVENT_KINDS:
    default:
      break;
    }

  return FALSE;
}

/* Copies that write every byte, so that states compare with memcmp */
void
sq_legends_copy_card (SqLegendsCard       *dst,
                      const SqLegendsCard *src)
{
  memset (dst, 0, sizeof *dst);
  copy_name (dst->name, src->name);
  copy_name (dst->allegiance, src->allegiance);
  memcpy (dst->scores, src->scores, sizeof dst->scores);
  dst->lord = src->lord != FALSE;
}

void
sq_legends_copy_event (SqLegendsEvent       *dst,
                       const SqLegendsEvent *src)
{
  memset (dst, 0, sizeof *dst);
  dst->kind = src->kind;
  dst->location = src->location;
  copy_name (dst->name, src->name);
  dst->vp = src->vp;
  dst->n_abilities = src->n_abilities;
  memcpy (dst->abilities, src->abilities, sizeof dst->abilities);
  memcpy (dst->requirements, src->requirements, sizeof dst->requirements);
  dst->max_bids = src->max_bids;
  dst->bonus = src->bonus;
  copy_name (dst->allegiance, src->allegiance);
}

/* Players type allegiances in as they read them off the shields: case
 * makes no difference */
gboolean
sq_legends_same_allegiance (const char *a,
                            const char *b)
{
  g_autofree char *fa = NULL;
  g_autofree char *fb = NULL;

  if (a[0] == '\0' || b[0] == '\0')
    return FALSE;

  fa = g_utf8_casefold (a, -1);
  fb = g_utf8_casefold (b, -1);
  return g_str_equal (fa, fb);
}

/* The entered score, and with @heraldic the bonus of the heraldic event
 * in force if the card is a Knight of the allegiance it names */
gint
sq_legends_card_score (const SqLegendsState *s,
                       const SqLegendsCard  *card,
                       SqLegendsAbility      ability,
                       gboolean              heraldic)
{
  gint score = card->scores[ability];

  if (heraldic && s->heraldic_active && s->heraldic.abilities[0] == ability
      && sq_legends_same_allegiance (card->allegiance, s->heraldic.allegiance))
    score += s->heraldic.bonus;

  return score;
}

/* Public API */

/**
 * sq_legends_card_init:
 * @card: (out caller-allocates): a character card
 *
 * No name, no allegiance (not a Knight), every score 0, not a Lord.
 */
void
sq_legends_card_init (SqLegendsCard *card)
{
  g_return_if_fail (card != NULL);

  memset (card, 0, sizeof *card);
}

/**
 * sq_legends_event_init:
 * @event: (out caller-allocates): an event card
 * @kind: its kind
 *
 * Every field at its neutral value; fill in those @kind uses.
 */
void
sq_legends_event_init (SqLegendsEvent     *event,
                       SqLegendsEventKind  kind)
{
  g_return_if_fail (event != NULL);

  memset (event, 0, sizeof *event);
  event->kind = kind;
}

/**
 * sq_legends_set_name:
 * @name: a name field of a card or an event
 * @text: UTF-8, at most %SQ_LEGENDS_NAME_BYTES - 1 bytes, no control
 *   characters
 *
 * Returns: %FALSE, leaving @name as it was, if @text does not fit
 */
gboolean
sq_legends_set_name (char        name[SQ_LEGENDS_NAME_BYTES],
                     const char *text)
{
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  if (strlen (text) >= SQ_LEGENDS_NAME_BYTES || !sq_legends_name_is_valid (text))
    return FALSE;

  copy_name (name, text);
  return TRUE;
}

void
sq_legends_action_init (SqLegendsAction     *action,
                        SqLegendsActionType  type)
{
  g_return_if_fail (action != NULL);

  memset (action, 0, sizeof *action);
  action->type = type;
  action->seat = SQ_LEGENDS_NO_SEAT;
  action->location = SQ_LEGENDS_LOCATION_NONE;
  action->special = SQ_LEGENDS_N_SPECIALS;
}

gboolean
sq_legends_action_equal (const SqLegendsAction *a,
                         const SqLegendsAction *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return a->type == b->type && a->seat == b->seat && a->location == b->location
         && a->index == b->index && a->special == b->special && a->flags == b->flags
         && a->n_characters == b->n_characters
         && memcmp (a->characters, b->characters, MIN (a->n_characters, 2)) == 0
         && cards_equal (&a->card, &b->card) && events_equal (&a->event, &b->event)
         && memcmp (a->modifiers, b->modifiers, sizeof a->modifiers) == 0
         && memcmp (a->vp, b->vp, sizeof a->vp) == 0;
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* A seat's view holds only what the shared screen's curtain would show
 * that knight: his loyalty card (once the deal lets him look), his hand
 * when the white deck is virtual, the black cards only he has seen (the
 * two of Lancelot's Armor) and Percival's look at the top of the black
 * deck while it is still his to use, and whether the game waits for him.
 * Everything else is public. */

#include "config.h"

#include <json-glib/json-glib.h>

#include "sq-cards.h"
#include "sq-legal-steps.h"
#include "sq-phone-views.h"
#include "sq-text.h"

static char *
builder_to_string (JsonBuilder *builder)
{
  g_autoptr(JsonNode) root = json_builder_get_root (builder);

  return json_to_string (root, FALSE);
}

static void
add_faces (JsonBuilder  *builder,
           const char   *name,
           const guint8 *cards,
           guint         n_cards)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_cards; i++)
    json_builder_add_string_value (builder, sq_text_face (sq_card_face (cards[i])));
  json_builder_end_array (builder);
}

/* The two black cards of Lancelot's Armor wait in limbo while their
 * drawer chooses; nobody else has seen them. So does a combat card Squire
 * drew from its own deck while its drawer decides to lay it face up or
 * face down: the table sees it only when it is laid face up. */
static guint
private_black_cards (const SqState *s,
                     guint          seat,
                     guint8        *cards)
{
  SqDecision decision = sq_state_get_decision (s);
  guint n = 0;

  if (sq_state_get_decider (s) != (gint) seat)
    return 0;
  if (decision == SQ_DECISION_PLACE_COMBAT && s->setup.black_deck == SQ_DECK_VIRTUAL &&
      s->n_stack > 0 && s->stack[s->n_stack - 1].a < SQ_N_CARDS)
    {
      cards[0] = s->stack[s->n_stack - 1].a;
      return 1;
    }
  if (decision != SQ_DECISION_ARMOR_CHOOSE)
    return 0;
  for (guint i = 0; i < s->n_limbo && i < SQ_LIMBO_MAX; i++)
    if (s->limbo_owner[i] == (gint8) seat && sq_card_color (s->limbo[i]) == SQ_COLOR_BLACK)
      cards[n++] = s->limbo[i];

  return n;
}

/* Percival looked at the top black card in his Progression of Evil; he
 * keeps seeing it until he draws or chooses something else. */
static guint
percival_peek (const SqState *s,
               guint          seat,
               guint8        *cards)
{
  if (!s->peeked || s->setup.black_deck != SQ_DECK_VIRTUAL || s->black_draw.n == 0)
    return 0;
  if (s->seats[seat].knight != SQ_KNIGHT_PERCIVAL || s->current != (gint8) seat)
    return 0;
  if (sq_state_get_decision (s) != SQ_DECISION_EVIL || sq_state_get_decider (s) != (gint) seat)
    return 0;
  cards[0] = s->black_draw.c[s->black_draw.n - 1];

  return 1;
}

/**
 * sq_phone_views_public:
 *
 * Returns: (transfer full): the JSON every seat's page gets: whose turn,
 *   siege engines, swords, what the game waits for
 */
char *
sq_phone_views_public (const SqState *s)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  gboolean over;
  g_autofree char *prompt = NULL;
  g_autofree char *current = NULL;

  g_return_val_if_fail (s != NULL, NULL);

  over = sq_state_get_decision (s) == SQ_DECISION_NONE;
  prompt = sq_text_prompt (s);
  if (!over && s->current >= 0)
    current = sq_text_seat (s, s->current);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "current");
  json_builder_add_string_value (builder, current);
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, s->turn);
  json_builder_set_member_name (builder, "siege");
  json_builder_add_int_value (builder, s->siege);
  json_builder_set_member_name (builder, "white_swords");
  json_builder_add_int_value (builder, s->swords_white);
  json_builder_set_member_name (builder, "black_swords");
  json_builder_add_int_value (builder, s->swords_black);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, prompt);
  json_builder_set_member_name (builder, "over");
  json_builder_add_boolean_value (builder, over);
  json_builder_end_object (builder);

  return builder_to_string (builder);
}

/* Whether @seat's knight may answer the table's question himself: lay a
 * Merlin down for a cancel (the engine's own first picks of the cancel's
 * list), or take Morgan's burden (the engine's own answers) */
static gboolean
may_answer (const SqState *s,
            guint          seat)
{
  SqAction starts[SQ_MAX_SEATS + 8];
  guint n = sq_steps_starts (s, starts, G_N_ELEMENTS (starts));

  for (guint i = 0; i < n; i++)
    {
      guint8 seats[SQ_MAX_SEATS];
      guint n_seats;

      if (starts[i].type == SQ_ACTION_VOLUNTEER && starts[i].target == (gint) seat)
        return TRUE;
      if (starts[i].type != SQ_ACTION_MERLIN_CANCEL)
        continue;
      n_seats = sq_steps_next (s, &starts[i], seats, G_N_ELEMENTS (seats));
      for (guint k = 0; k < n_seats; k++)
        if (seats[k] == seat)
          return TRUE;
    }
  return FALSE;
}

/* Whether the game waits for @seat's knight: he decides, or the table
 * does (a cancel with three Merlins, a volunteer for Morgan's burden) and
 * he may answer */
static gboolean
waits_for (const SqState *s,
           guint          seat)
{
  SqDecision d = sq_state_get_decision (s);

  if (!s->seats[seat].in_game || d == SQ_DECISION_NONE)
    return FALSE;
  if (sq_state_get_decider (s) == (gint) seat)
    return TRUE;
  return (d == SQ_DECISION_MERLIN_CANCEL || d == SQ_DECISION_MORGAN_VOLUNTEER) &&
         may_answer (s, seat);
}

/**
 * sq_phone_views_seat:
 *
 * Returns: (transfer full): the JSON only @seat's page gets
 */
char *
sq_phone_views_seat (const SqState *s,
                     guint          seat)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *knight = NULL;
  const SqSeat *at;
  gboolean has_loyalty;
  guint8 cards[SQ_LIMBO_MAX];
  guint n;

  g_return_val_if_fail (s != NULL, NULL);
  g_return_val_if_fail (seat < s->n_seats, NULL);

  at = &s->seats[seat];
  knight = sq_text_seat (s, seat);
  has_loyalty = at->in_game && at->loyalty != SQ_NO_CARD && sq_state_loyalty_visible (s);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "knight");
  json_builder_add_string_value (builder, knight);

  json_builder_set_member_name (builder, "has_loyalty");
  json_builder_add_boolean_value (builder, has_loyalty);
  if (has_loyalty)
    {
      SqFace face = sq_card_face (at->loyalty);

      json_builder_set_member_name (builder, "loyalty");
      json_builder_add_string_value (builder, sq_text_face (face));
      json_builder_set_member_name (builder, "traitor");
      json_builder_add_boolean_value (builder, face == SQ_FACE_TRAITOR);
    }

  if (s->setup.white_deck == SQ_DECK_VIRTUAL)
    add_faces (builder, "hand", at->hand.c, at->hand.n);
  else
    {
      json_builder_set_member_name (builder, "hand");
      json_builder_add_null_value (builder);
    }

  n = private_black_cards (s, seat, cards);
  add_faces (builder, "drawn", cards, n);
  n = percival_peek (s, seat, cards);
  add_faces (builder, "peek", cards, n);

  json_builder_set_member_name (builder, "waiting");
  if (waits_for (s, seat))
    {
      g_autofree char *prompt = sq_text_prompt (s);

      json_builder_add_string_value (builder, prompt);
    }
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);

  return builder_to_string (builder);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The state summary the CLI prints. See docs/cli.md. */

#include "sq-engine-private.h"
#include "sq-json-private.h"

static const SqNamedValue quest_status_names[] = {
  { SQ_QUEST_STATUS_WAITING, "waiting" },
  { SQ_QUEST_STATUS_ACTIVE, "active" },
  { SQ_QUEST_STATUS_WON, "won" },
  { SQ_QUEST_STATUS_LOST, "lost" },
  { 0, NULL }
};

/* Helpers: state */

static gboolean
seat_is_listed (const SqState *state,
                guint          seat)
{
  return state->seats[seat].in_game || state->seats[seat].left;
}

static gboolean
seat_is_traitor (const SqState *state,
                 guint          seat)
{
  guint8 card = state->seats[seat].loyalty;

  return card < SQ_N_CARDS && sq_card_face (card) == SQ_FACE_TRAITOR;
}

static void
add_card_list (JsonBuilder *builder,
               const guint8 *cards,
               guint        n)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    sq_json_add_name (builder, sq_json_card_name (cards[i]), cards[i]);
  json_builder_end_array (builder);
}

static void
add_knights (JsonBuilder   *builder,
             const SqState *state,
             gboolean       reveal_secrets)
{
  gboolean game_over = state->outcome != SQ_OUTCOME_NONE;

  json_builder_set_member_name (builder, "knights");
  json_builder_begin_array (builder);
  for (guint i = 0; i < state->n_seats && i < SQ_MAX_SEATS; i++)
    {
      const SqSeat *seat = &state->seats[i];

      if (!seat_is_listed (state, i))
        continue;

      json_builder_begin_object (builder);
      sq_json_add_member_int (builder, "seat", i);
      sq_json_add_member_name (builder, "id", sq_json_knight_name (seat->knight), seat->knight);
      sq_json_add_member_int (builder, "life", seat->life);
      sq_json_add_member_name (builder, "location",
                               seat->place < SQ_N_PLACES ? sq_place_name (seat->place) : NULL,
                               seat->place);
      sq_json_add_member_bool (builder, "alive", seat->alive);

      json_builder_set_member_name (builder, "relics");
      json_builder_begin_array (builder);
      for (guint r = 0; r < SQ_N_RELICS; r++)
        if (seat->relics & (1u << r))
          json_builder_add_string_value (builder, sq_relic_name (r));
      json_builder_end_array (builder);

      sq_json_add_member_int (builder, "hand_size", sq_state_get_hand_size (state, i));
      sq_json_add_member_bool (builder, "accused", seat->accused);
      sq_json_add_member_bool (builder, "unmasked", seat->unmasked);
      sq_json_add_member_bool (builder, "left", seat->left);

      if (seat->loyalty != SQ_NO_CARD
          && (reveal_secrets || game_over || seat->unmasked || seat->loyalty_revealed))
        sq_json_add_member_name (builder, "loyalty",
                                 seat_is_traitor (state, i) ? "traitor" : "loyal", 0);

      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_quest (JsonBuilder   *builder,
           const SqState *state,
           guint          id,
           gboolean       reveal_secrets)
{
  const SqQuest *quest = &state->quests[id];
  guint n_white = MIN (quest->n_white, G_N_ELEMENTS (quest->white));
  guint n_black = MIN (quest->n_black, G_N_ELEMENTS (quest->black));

  json_builder_begin_object (builder);
  sq_json_add_member_name (builder, "id", sq_quest_name (id), id);
  sq_json_add_member_name (builder, "status",
                           sq_json_named_value_name (quest_status_names, quest->status),
                           quest->status);

  json_builder_set_member_name (builder, "white");
  add_card_list (builder, quest->white, n_white);
  /* the combat quests: which spot group each white card went into, in the
   * same order (the Quest for Lancelot: 0 the pair, 1 the three of a kind) */
  if (id == SQ_QUEST_BLACK_KNIGHT || id == SQ_QUEST_LANCELOT || id == SQ_QUEST_DRAGON)
    {
      json_builder_set_member_name (builder, "white_groups");
      json_builder_begin_array (builder);
      for (guint i = 0; i < n_white; i++)
        json_builder_add_int_value (builder, quest->white_group[i]);
      json_builder_end_array (builder);
    }

  json_builder_set_member_name (builder, "black");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_black; i++)
    {
      /* a card face down never entered has no name, even to the engine */
      if (((quest->face_down & (1u << i)) && !reveal_secrets) || quest->black[i] == SQ_CARD_UNKNOWN)
        json_builder_add_string_value (builder, "face-down");
      else
        sq_json_add_name (builder, sq_json_card_name (quest->black[i]), quest->black[i]);
    }
  json_builder_end_array (builder);

  if (id == SQ_QUEST_EXCALIBUR)
    sq_json_add_member_int (builder, "excalibur", quest->excalibur);

  if (id == SQ_QUEST_GRAIL)
    {
      json_builder_set_member_name (builder, "grail");
      json_builder_begin_array (builder);
      for (guint i = 0; i < G_N_ELEMENTS (quest->grail); i++)
        {
          if (quest->grail[i] == SQ_NO_CARD)
            json_builder_add_null_value (builder);
          else
            sq_json_add_name (builder, sq_json_card_name (quest->grail[i]), quest->grail[i]);
        }
      json_builder_end_array (builder);
    }

  if (id == SQ_QUEST_PICTS || id == SQ_QUEST_SAXONS)
    sq_json_add_member_int (builder, "warriors", quest->warriors);

  /* 0 and SQ_NO_CARD both mean "none": card 0 is never a Heroism or a
   * Mordred, whichever way the engine stores them */
  sq_json_add_member_bool (builder, "heroism",
                           quest->heroism != 0 && quest->heroism != SQ_NO_CARD);
  sq_json_add_member_bool (builder, "mordred",
                           quest->mordred != 0 && quest->mordred != SQ_NO_CARD);

  json_builder_end_object (builder);
}

/* The spoils of a won quest that wait to be shared out: drawn face up, so
 * public */
static guint
count_spoils (const SqState *state)
{
  guint n = 0;

  for (guint i = 0; i < state->n_limbo && i < SQ_LIMBO_MAX; i++)
    if (state->limbo_owner[i] == SQ_LIMBO_SPOILS)
      n++;
  return n;
}

static gint
find_traitor (const SqState *state,
              gboolean       reveal_secrets)
{
  if (state->outcome != SQ_OUTCOME_NONE)
    return state->traitor_at_end;

  for (guint i = 0; i < state->n_seats && i < SQ_MAX_SEATS; i++)
    if (seat_is_listed (state, i) && seat_is_traitor (state, i)
        && (reveal_secrets || state->seats[i].unmasked
            || state->seats[i].loyalty_revealed))
      return i;

  return SQ_NO_SEAT;
}

static void
add_secrets (JsonBuilder   *builder,
             const SqState *state)
{
  if (state->setup.white_deck == SQ_DECK_VIRTUAL)
    {
      json_builder_set_member_name (builder, "hands");
      json_builder_begin_array (builder);
      for (guint i = 0; i < state->n_seats && i < SQ_MAX_SEATS; i++)
        {
          const SqWhitePile *hand = &state->seats[i].hand;

          add_card_list (builder, hand->c, MIN (hand->n, SQ_N_WHITE));
        }
      json_builder_end_array (builder);
    }

  if (state->setup.black_deck == SQ_DECK_VIRTUAL)
    {
      const SqBlackPile *pile = &state->black_draw;
      guint n = MIN (pile->n, G_N_ELEMENTS (pile->c));

      /* the pile is drawn from its end: list it top first */
      json_builder_set_member_name (builder, "black_order");
      json_builder_begin_array (builder);
      for (guint i = n; i > 0; i--)
        sq_json_add_name (builder, sq_json_card_name (pile->c[i - 1]), pile->c[i - 1]);
      json_builder_end_array (builder);
    }
}

/* Public API */

/**
 * sq_state_to_json:
 * @state: a state
 * @reveal_secrets: also show what some players may not know: every
 *   loyalty, face-down black cards, hands and the black draw order
 *
 * Summarises @state for the CLI and tests (see docs/cli.md). Without
 * @reveal_secrets the summary holds only what the whole table may know.
 *
 * Returns: (transfer full): a JSON object node
 */
JsonNode *
sq_state_to_json (const SqState *state,
                  gboolean       reveal_secrets)
{
  g_autoptr(JsonBuilder) builder = NULL;
  gint decider;
  gint current;

  g_return_val_if_fail (state != NULL, NULL);

  builder = json_builder_new ();
  json_builder_begin_object (builder);

  sq_json_add_member_name (builder, "phase", sq_state_get_phase_name (state), 0);
  sq_json_add_member_name (builder, "decision",
                           sq_decision_name (sq_state_get_decision (state)),
                           sq_state_get_decision (state));

  decider = sq_state_get_decider (state);
  sq_json_add_member_seat (builder, "decider", decider);
  sq_json_add_member_int (builder, "turn", state->turn);

  current = state->current;
  json_builder_set_member_name (builder, "current_knight");
  if (current >= 0 && current < SQ_MAX_SEATS && seat_is_listed (state, current))
    sq_json_add_name (builder, sq_json_knight_name (state->seats[current].knight),
                      state->seats[current].knight);
  else
    json_builder_add_null_value (builder);

  json_builder_set_member_name (builder, "outcome");
  if (state->outcome == SQ_OUTCOME_LOYAL)
    json_builder_add_string_value (builder, "loyal");
  else if (state->outcome == SQ_OUTCOME_EVIL)
    json_builder_add_string_value (builder, "evil");
  else
    json_builder_add_null_value (builder);

  json_builder_set_member_name (builder, "end_reason");
  if (state->end_reason == SQ_END_NONE)
    json_builder_add_null_value (builder);
  else
    sq_json_add_name (builder, sq_end_reason_name (state->end_reason), state->end_reason);

  sq_json_add_member_int (builder, "siege_engines", state->siege);
  sq_json_add_member_int (builder, "spoils_waiting", count_spoils (state));
  json_builder_set_member_name (builder, "last_d8");
  if (state->last_d8 == 0)
    json_builder_add_null_value (builder);
  else
    json_builder_add_int_value (builder, state->last_d8);
  /* public table facts: may loyalty be read yet (three brave knights), and
   * does the accusation threshold hold */
  json_builder_set_member_name (builder, "loyalty_visible");
  json_builder_add_boolean_value (builder, sq_state_loyalty_visible (state));
  json_builder_set_member_name (builder, "may_accuse");
  json_builder_add_boolean_value (builder, sq_state_may_accuse (state));
  json_builder_set_member_name (builder, "swords");
  json_builder_begin_object (builder);
  sq_json_add_member_int (builder, "white", state->swords_white);
  sq_json_add_member_int (builder, "black", state->swords_black);
  json_builder_end_object (builder);

  add_knights (builder, state, reveal_secrets);

  json_builder_set_member_name (builder, "quests");
  json_builder_begin_array (builder);
  for (guint i = 0; i < SQ_N_QUESTS; i++)
    add_quest (builder, state, i, reveal_secrets);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "effects");
  json_builder_begin_object (builder);
  sq_json_add_member_bool (builder, "vivien", state->vivien != SQ_NO_CARD);
  sq_json_add_member_bool (builder, "mists", state->mists != SQ_NO_CARD);
  sq_json_add_member_bool (builder, "dark_forest", state->dark_forest != SQ_NO_CARD);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "decks");
  json_builder_begin_object (builder);
  sq_json_add_member_int (builder, "white_draw",
                          state->setup.white_deck == SQ_DECK_PHYSICAL
                          ? state->white_draw_count : state->white_draw.n);
  sq_json_add_member_int (builder, "white_discard",
                          state->white_discard.n + state->white_unknown_discards);
  sq_json_add_member_int (builder, "black_draw", sq_black_pile_size (state));
  sq_json_add_member_int (builder, "black_discard", state->black_discard.n);
  json_builder_end_object (builder);

  sq_json_add_member_seat (builder, "traitor", find_traitor (state, reveal_secrets));

  if (reveal_secrets)
    add_secrets (builder, state);

  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

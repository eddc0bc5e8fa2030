/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* What each seat's phone is sent, against the state, over seeded random
 * games: its own knight, loyalty (only once the deal lets him look), hand,
 * the Armor's two cards and Percival's look only when they are his, the
 * notice only when the game waits for him; and the QR code's picture.
 * The phones module is loaded only when the phones are first turned on,
 * and a missing one is a clear refusal. */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "sq-cards.h"
#include "sq-phone-code.h"
#include "sq-phone-link.h"
#include "sq-phone-views.h"
#include "sq-rules.h"
#include "sq-text.h"

#define N_GAMES     40
#define MAX_ACTIONS 400

static JsonObject *
parse (const char *json,
       JsonNode  **node)
{
  g_autoptr(GError) error = NULL;

  *node = json_from_string (json, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (*node));

  return json_node_get_object (*node);
}

static guint
array_length (JsonObject *object,
              const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  g_assert_nonnull (node);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (node));

  return json_array_get_length (json_node_get_array (node));
}

/* What the checks of the seats' views came across */
typedef struct
{
  guint drawn;     /* black cards only one knight has seen */
  guint combat;    /* of them, combat cards their drawer may lay face down */
  guint peeks;     /* Percival's looks */
  guint table[2];  /* notices to a knight who does not decide: a Merlin
                    * cancel, a call for Morgan's volunteer */
} Seen;

/* Whether @seat may answer the table's question, as the engine's list of
 * legal actions says: some legal Merlin cancel takes one of his Merlins,
 * or he may volunteer for Morgan's burden */
static gboolean
may_answer (const SqState *s,
            guint          seat)
{
  SqAction actions[256];
  guint n = sq_legal_actions (s, actions, G_N_ELEMENTS (actions));

  for (guint i = 0; i < n; i++)
    {
      if (actions[i].type == SQ_ACTION_VOLUNTEER && actions[i].target == (gint) seat)
        return TRUE;
      if (actions[i].type == SQ_ACTION_MERLIN_CANCEL)
        for (guint k = 0; k < actions[i].n_seats; k++)
          if (actions[i].seats[k] == (gint) seat && actions[i].counts[k] > 0)
            return TRUE;
    }
  return FALSE;
}

static void
check_seat (const SqState *s,
            guint          seat,
            Seen          *seen)
{
  g_autofree char *json = sq_phone_views_seat (s, seat);
  g_autofree char *knight = sq_text_seat (s, seat);
  g_autoptr(JsonNode) node = NULL;
  JsonObject *view = parse (json, &node);
  const SqSeat *at = &s->seats[seat];
  gboolean visible = at->in_game && at->loyalty != SQ_NO_CARD && sq_state_loyalty_visible (s);
  JsonArray *hand;
  gboolean awaited;
  gboolean table;

  g_assert_cmpstr (json_object_get_string_member (view, "knight"), ==, knight);
  g_assert_true (json_object_get_boolean_member (view, "has_loyalty") == visible);
  g_assert_true (json_object_has_member (view, "loyalty") == visible);
  if (visible)
    g_assert_cmpstr (json_object_get_string_member (view, "loyalty"), ==,
                     sq_text_face (sq_card_face (at->loyalty)));

  /* the hand: exactly this seat's cards, in order */
  hand = json_object_get_array_member (view, "hand");
  g_assert_nonnull (hand);
  g_assert_cmpuint (json_array_get_length (hand), ==, at->hand.n);
  for (guint i = 0; i < at->hand.n; i++)
    g_assert_cmpstr (json_array_get_string_element (hand, i), ==,
                     sq_text_face (sq_card_face (at->hand.c[i])));

  awaited = sq_state_get_decision (s) != SQ_DECISION_NONE && sq_state_get_decider (s) == (gint) seat;
  /* a Merlin cancel or a call for Morgan's volunteer waits for every
   * knight who may answer it, too */
  table = !awaited && (sq_state_get_decision (s) == SQ_DECISION_MERLIN_CANCEL ||
                       sq_state_get_decision (s) == SQ_DECISION_MORGAN_VOLUNTEER) &&
          may_answer (s, seat);
  g_assert_true (json_object_get_null_member (view, "waiting") == !((awaited || table) && at->in_game));
  if (table && at->in_game)
    seen->table[sq_state_get_decision (s) == SQ_DECISION_MERLIN_CANCEL ? 0 : 1]++;

  if (array_length (view, "drawn") > 0)
    {
      g_assert_true (awaited);
      if (sq_state_get_decision (s) == SQ_DECISION_PLACE_COMBAT)
        {
          /* the combat card its drawer may still lay face down */
          g_assert_cmpint (s->setup.black_deck, ==, SQ_DECK_VIRTUAL);
          g_assert_cmpuint (array_length (view, "drawn"), ==, 1);
          g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (view, "drawn"), 0),
                           ==, sq_text_face (sq_card_face (s->stack[s->n_stack - 1].a)));
          seen->combat++;
        }
      else
        g_assert_cmpint (sq_state_get_decision (s), ==, SQ_DECISION_ARMOR_CHOOSE);
      seen->drawn++;
    }
  else
    /* a drawer deciding where his virtual combat card goes always sees it */
    g_assert_false (awaited && sq_state_get_decision (s) == SQ_DECISION_PLACE_COMBAT &&
                    s->setup.black_deck == SQ_DECK_VIRTUAL);
  if (array_length (view, "peek") > 0)
    {
      g_assert_cmpint (at->knight, ==, SQ_KNIGHT_PERCIVAL);
      g_assert_true (s->peeked && awaited && s->current == (gint8) seat);
      g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (view, "peek"), 0),
                       ==, sq_text_face (sq_card_face (s->black_draw.c[s->black_draw.n - 1])));
      seen->peeks++;
    }
}

static void
check_public (const SqState *s)
{
  g_autofree char *json = sq_phone_views_public (s);
  g_autoptr(JsonNode) node = NULL;
  JsonObject *view = parse (json, &node);

  g_assert_cmpint (json_object_get_int_member (view, "siege"), ==, s->siege);
  g_assert_cmpint (json_object_get_int_member (view, "white_swords"), ==, s->swords_white);
  g_assert_cmpint (json_object_get_int_member (view, "black_swords"), ==, s->swords_black);
  /* nothing of any seat's secrets */
  g_assert_false (json_object_has_member (view, "loyalty"));
  g_assert_false (json_object_has_member (view, "hand"));
  g_assert_false (json_object_has_member (view, "knight"));
}

static void
test_random_games (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (18);
  Seen seen = { 0, };
  guint n_states = 0;

  for (guint game = 0; game < N_GAMES; game++)
    {
      g_autoptr(SqState) s = NULL;
      g_autoptr(GError) error = NULL;
      SqSetup setup;

      sq_setup_init_defaults (&setup, 3 + game % 5);
      setup.white_deck = SQ_DECK_VIRTUAL;
      setup.black_deck = SQ_DECK_VIRTUAL;
      setup.skip_opening_share = game % 2 == 0;
      setup.look = setup.n_players == 3 && game % 3 == 0 ? SQ_LOOK_DELAYED : SQ_LOOK_IMMEDIATE;
      setup.seed = 1000 + game;
      /* Percival at every table, for his look */
      for (guint i = 1; i < setup.n_players; i++)
        if (setup.knights[i] == SQ_KNIGHT_PERCIVAL)
          setup.knights[i] = setup.knights[0];
      setup.knights[0] = SQ_KNIGHT_PERCIVAL;
      s = sq_state_new (&setup, &error);
      if (s == NULL)
        {
          /* the defaults' knights clashed with Percival: keep them */
          sq_setup_init_defaults (&setup, 3 + game % 5);
          setup.white_deck = SQ_DECK_VIRTUAL;
          setup.black_deck = SQ_DECK_VIRTUAL;
          setup.seed = 1000 + game;
          g_clear_error (&error);
          s = sq_state_new (&setup, &error);
        }
      g_assert_no_error (error);

      for (guint step = 0; step < MAX_ACTIONS && sq_state_get_decision (s) != SQ_DECISION_NONE; step++)
        {
          SqAction actions[64];
          guint n = sq_legal_actions (s, actions, G_N_ELEMENTS (actions));
          guint pick;

          check_public (s);
          for (guint i = 0; i < s->n_seats; i++)
            check_seat (s, i, &seen);
          n_states++;
          if (n == 0)
            break;
          /* Percival peeks whenever he may, so that his look is tested */
          pick = g_rand_int_range (rand, 0, (gint32) n);
          for (guint i = 0; i < n; i++)
            if (actions[i].type == SQ_ACTION_PEEK && g_rand_boolean (rand))
              pick = i;
          if (!sq_apply (s, &actions[pick], &error))
            g_error ("a legal action was refused: %s", error->message);
        }
    }
  g_test_message ("%u states, %u with black cards only one knight has seen (%u combat cards), "
                  "%u with Percival's look; to knights who do not decide it, %u notices of a "
                  "Merlin cancel and %u of a call for Morgan's volunteer",
                  n_states, seen.drawn, seen.combat, seen.peeks, seen.table[0], seen.table[1]);
  g_assert_cmpuint (n_states, >, 1000);
  g_assert_cmpuint (seen.peeks, >, 0);
  g_assert_cmpuint (seen.combat, >, 0);
}

static void
test_qr_texture (void)
{
  const char *url = "http://192.168.1.20:41873/abcdefghijklmnopqrstuvwxyz/";
  g_autoptr(GdkTexture) texture = sq_qr_texture_new (url, 4);
  g_autoptr(GdkTexture) larger = sq_qr_texture_new (url, 6);
  g_autofree guchar *pixels = NULL;
  int side;

  g_assert_nonnull (texture);
  side = gdk_texture_get_width (texture);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, side);
  /* whole modules, 4 of quiet zone on each side, at least a version 1 code */
  g_assert_cmpint (side % 4, ==, 0);
  g_assert_cmpint (side / 4, >=, 21 + 8);
  g_assert_cmpint (gdk_texture_get_width (larger), ==, side / 4 * 6);

  pixels = g_malloc ((gsize) side * side * 4);
  gdk_texture_download (texture, pixels, (gsize) side * 4);
  /* the quiet zone is white, the finder pattern's corner just inside is black */
  g_assert_cmpuint (pixels[0], ==, 0xff);
  g_assert_cmpuint (pixels[((gsize) 16 * side + 16) * 4 + 1], ==, 0);
  g_assert_cmpuint (pixels[((gsize) 15 * side + 15) * 4 + 1], ==, 0xff);
}

/* New addresses when a knight leaves; none once another game is open. */
static void
test_link_renewal (void)
{
  g_autoptr(SqGame) game = NULL;
  g_autoptr(SqGame) other = NULL;
  g_autoptr(SqPhoneLink) link = sq_phone_link_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *unchanged = NULL;
  g_autofree char *status = NULL;
  SqAction actions[64];
  SqAction look;
  SqSetup setup;
  guint n;
  gboolean found = FALSE;

  sq_setup_init_defaults (&setup, 5);
  setup.seed = 18;
  setup.skip_opening_share = TRUE;
  game = sq_game_new (NULL, &setup, "phones", &error);
  g_assert_no_error (error);
  other = sq_game_new (NULL, &setup, "other", &error);
  g_assert_no_error (error);

  sq_phone_link_set_game (link, game);
  g_assert_null (sq_phone_link_dup_url (link, 0));
  g_assert_true (sq_phone_link_set_active (link, TRUE, &error));
  g_assert_no_error (error);
  before = sq_phone_link_dup_url (link, 0);
  g_assert_nonnull (before);
  status = sq_phone_link_dup_status (link, NULL);
  g_assert_cmpstr (status, ==, "Phones 0/5");

  /* an action that keeps the seating keeps the addresses */
  sq_action_init (&look, SQ_ACTION_LOOK_LOYALTY);
  look.seat = 0;
  g_assert_true (sq_game_apply (game, &look, &error));
  g_assert_no_error (error);
  unchanged = sq_phone_link_dup_url (link, 0);
  g_assert_cmpstr (unchanged, ==, before);

  /* a knight leaves (in the Progression of Evil): every seat gets a new
   * address */
  n = sq_legal_actions (sq_game_get_state (game), actions, G_N_ELEMENTS (actions));
  for (guint i = 0; i < n && !found; i++)
    if (actions[i].type == SQ_ACTION_LEAVE)
      {
        g_assert_true (sq_game_apply (game, &actions[i], &error));
        g_assert_no_error (error);
        found = TRUE;
      }
  g_assert_true (found);
  after = sq_phone_link_dup_url (link, 0);
  g_assert_nonnull (after);
  g_assert_cmpstr (after, !=, before);

  /* another game: the phones stop */
  sq_phone_link_set_game (link, other);
  g_assert_false (sq_phone_link_get_active (link));
  g_assert_null (sq_phone_link_dup_url (link, 0));

  /* turned on for that game, then the game closed: they stop too */
  g_assert_true (sq_phone_link_set_active (link, TRUE, &error));
  g_assert_no_error (error);
  g_assert_nonnull (sq_phone_link_dup_url (link, 0));
  sq_phone_link_set_game (link, NULL);
  g_assert_false (sq_phone_link_get_active (link));
  g_assert_null (sq_phone_link_dup_url (link, 0));
}

/* The table's questions (a cancel with three Merlins, a call for Morgan's
 * volunteer) reach every knight who may answer them, not only the one
 * who decides: games are played until both have come up with such a
 * knight, and every seat's view is checked at each of them. */
static void
test_table_questions (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1818);
  Seen seen = { 0, };
  guint game;

  for (game = 0; game < 4000 && (seen.table[0] == 0 || seen.table[1] == 0); game++)
    {
      g_autoptr(SqState) s = NULL;
      g_autoptr(GError) error = NULL;
      SqSetup setup;

      sq_setup_init_defaults (&setup, 4 + game % 4);
      setup.white_deck = SQ_DECK_VIRTUAL;
      setup.black_deck = SQ_DECK_VIRTUAL;
      setup.seed = 5000 + game;
      s = sq_state_new (&setup, &error);
      g_assert_no_error (error);

      for (guint step = 0; step < MAX_ACTIONS && sq_state_get_decision (s) != SQ_DECISION_NONE; step++)
        {
          SqAction actions[64];
          guint n = sq_legal_actions (s, actions, G_N_ELEMENTS (actions));

          if (sq_state_get_decision (s) == SQ_DECISION_MERLIN_CANCEL ||
              sq_state_get_decision (s) == SQ_DECISION_MORGAN_VOLUNTEER)
            for (guint i = 0; i < s->n_seats; i++)
              check_seat (s, i, &seen);
          if (n == 0)
            break;
          if (!sq_apply (s, &actions[g_rand_int_range (rand, 0, (gint32) n)], &error))
            g_error ("a legal action was refused: %s", error->message);
        }
    }
  g_test_message ("%u games; to knights who do not decide it, %u notices of a Merlin cancel "
                  "and %u of a call for Morgan's volunteer", game, seen.table[0], seen.table[1]);
  g_assert_cmpuint (seen.table[0], >, 0);
  g_assert_cmpuint (seen.table[1], >, 0);
}

/* Whether a library whose file name holds @name is mapped into this
 * process. */
static gboolean
is_mapped (const char *name)
{
  g_autofree char *maps = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents ("/proc/self/maps", &maps, NULL, &error));
  g_assert_no_error (error);

  return strstr (maps, name) != NULL;
}

static SqGame *
new_five_seat_game (void)
{
  g_autoptr(GError) error = NULL;
  SqSetup setup;
  SqGame *game;

  sq_setup_init_defaults (&setup, 5);
  setup.seed = 18;
  setup.skip_opening_share = TRUE;
  game = sq_game_new (NULL, &setup, "phones", &error);
  g_assert_no_error (error);

  return game;
}

/* No start of the app pays for the phones: libsoup and libqrencode come
 * with the module, the first time the phones are turned on. In a
 * subprocess, since the other tests load the module. */
static void
test_link_loads_on_first_use (void)
{
  g_autoptr(SqGame) game = NULL;
  g_autoptr(SqPhoneLink) link = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *url = NULL;

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
      g_test_trap_assert_passed ();
      return;
    }

  game = new_five_seat_game ();
  link = sq_phone_link_new ();
  sq_phone_link_set_game (link, game);
  g_assert_false (sq_phone_link_get_active (link));
  g_assert_cmpuint (sq_phone_link_get_connected (link), ==, 0);
  g_assert_null (sq_phone_link_dup_status (link, NULL));
  g_assert_false (is_mapped ("libsquire-phones"));
  g_assert_false (is_mapped ("libsoup-3.0"));
  g_assert_false (is_mapped ("libqrencode"));

  g_assert_true (sq_phone_link_set_active (link, TRUE, &error));
  g_assert_no_error (error);
  url = sq_phone_link_dup_url (link, 4);
  g_assert_nonnull (url);
  g_assert_true (is_mapped ("libsquire-phones"));
  g_assert_true (is_mapped ("libsoup-3.0"));
  g_assert_true (is_mapped ("libqrencode"));
}

/* A copy of Squire without its module: turning the phones on is refused
 * with a message that names the file, every time; the game goes on. */
static void
test_link_module_missing (void)
{
  g_autoptr(SqGame) game = NULL;
  g_autoptr(SqPhoneLink) link = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) again = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  SqAction look;

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
      g_test_trap_assert_passed ();
      return;
    }

  dir = g_dir_make_tmp ("squire-no-phones-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("SQUIRE_PHONES_MODULE_DIR", dir, TRUE);
  path = g_build_filename (dir, "libsquire-phones.so", NULL);

  game = new_five_seat_game ();
  link = sq_phone_link_new ();
  sq_phone_link_set_game (link, game);
  g_assert_false (sq_phone_link_set_active (link, TRUE, &error));
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, "Phones cannot be used: "));
  g_assert_nonnull (strstr (error->message, path));
  g_assert_false (sq_phone_link_get_active (link));
  g_assert_null (sq_phone_link_dup_url (link, 0));
  g_assert_null (sq_phone_link_dup_status (link, NULL));
  g_assert_null (sq_qr_texture_new ("http://127.0.0.1:1/x", 4));

  g_assert_false (sq_phone_link_set_active (link, TRUE, &again));
  g_assert_cmpstr (again->message, ==, error->message);
  g_assert_true (sq_phone_link_set_active (link, FALSE, NULL));

  /* the game itself goes on */
  sq_action_init (&look, SQ_ACTION_LOOK_LOYALTY);
  look.seat = 0;
  g_clear_error (&error);
  g_assert_true (sq_game_apply (game, &look, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("SQUIRE_PHONES_LOOPBACK", "1", TRUE);
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/phone-views/random-games", test_random_games);
  g_test_add_func ("/phone-views/qr-texture", test_qr_texture);
  g_test_add_func ("/phone-views/table-questions", test_table_questions);
  g_test_add_func ("/phone-views/link-renewal", test_link_renewal);
  g_test_add_func ("/phone-views/link-loads-on-first-use", test_link_loads_on_first_use);
  g_test_add_func ("/phone-views/link-module-missing", test_link_module_missing);

  return g_test_run ();
}

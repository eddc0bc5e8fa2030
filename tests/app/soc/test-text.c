/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The texts: every name distinct, every rule with its own reason, and in
 * random games every legal action in words, with nothing secret in the
 * public view. Needs no display. */

#include "config.h"

#include <string.h>

#include <json-glib/json-glib.h>

#include "sq-random-play.h"
#include "sq-game-file.h"
#include "sq-text.h"

#define MAX_STEPS 20000

/* ---------------------------------------------------------------- helpers */

static void
assert_text (const char *text)
{
  gunichar first;

  g_assert_nonnull (text);
  g_assert_true (g_utf8_validate (text, -1, NULL));
  g_assert_cmpuint (strlen (text), >, 0);
  g_assert_null (strstr (text, "(null)"));
  g_assert_null (strchr (text, '%'));
  g_assert_false (g_ascii_isspace (text[0]));
  g_assert_false (g_ascii_isspace (text[strlen (text) - 1]));
  first = g_utf8_get_char (text);
  g_assert_false (g_unichar_islower (first));
}

/* Every string of @names is non-empty and differs from the others */
static void
assert_distinct (const char **names,
                 guint        n)
{
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < n; i++)
    {
      g_assert_nonnull (names[i]);
      g_assert_cmpuint (strlen (names[i]), >, 0);
      g_assert_true (g_utf8_validate (names[i], -1, NULL));
      if (g_hash_table_contains (seen, names[i]))
        g_error ("\"%s\" names two things", names[i]);
      g_hash_table_add (seen, (gpointer) names[i]);
    }
}

static gboolean
contains_name (const char *text,
               const char *name)
{
  g_autofree char *upper = NULL;

  if (strstr (text, name) != NULL)
    return TRUE;
  /* a name that starts the text is capitalised */
  upper = g_strdup (name);
  upper[0] = g_ascii_toupper (upper[0]);
  return g_str_has_prefix (text, upper);
}

/* ---------------------------------------------------------------- names */

static void
test_names (void)
{
  const char *names[64];
  SqSetup setup;
  g_autoptr (SqState) state = NULL;
  g_autoptr (GHashTable) seats = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint f = 0; f < SQ_N_FACES; f++)
    {
      names[f] = sq_text_face (f);
      g_assert_nonnull (sq_text_face_plural (f, 1));
      g_assert_cmpuint (strlen (sq_text_face_plural (f, 3)), >, 0);
    }
  assert_distinct (names, SQ_N_FACES);

  for (guint k = 0; k <= SQ_KNIGHT_SQUIRE; k++)
    names[k] = sq_text_knight (k);
  assert_distinct (names, SQ_KNIGHT_SQUIRE + 1);
  g_assert_cmpstr (sq_text_knight (SQ_KNIGHT_ARTHUR), ==, "King Arthur");
  g_assert_cmpstr (sq_text_knight (SQ_KNIGHT_KAY), ==, "Sir Kay");
  g_assert_cmpstr (sq_text_knight (SQ_KNIGHT_SQUIRE), ==, "the Squire");

  for (guint q = 0; q < SQ_N_QUESTS; q++)
    names[q] = sq_text_quest (q);
  assert_distinct (names, SQ_N_QUESTS);

  for (guint p = 0; p < SQ_N_PLACES; p++)
    names[p] = sq_text_place (p);
  assert_distinct (names, SQ_N_PLACES);
  g_assert_cmpstr (sq_text_place (SQ_PLACE_ROUND_TABLE), ==, "Round Table");
  g_assert_cmpstr (sq_text_place (SQ_PLACE_SIEGE), ==, "Siege of Camelot");

  for (guint p = 0; p < SQ_N_PLACES; p++)
    names[p] = sq_text_place_ref (p);
  assert_distinct (names, SQ_N_PLACES);

  for (guint r = 0; r < SQ_N_RELICS; r++)
    names[r] = sq_text_relic (r);
  assert_distinct (names, SQ_N_RELICS);

  for (guint r = 0; r <= SQ_END_ALL_LOYAL_DEAD; r++)
    names[r] = sq_text_end_reason (r);
  assert_distinct (names, SQ_END_ALL_LOYAL_DEAD + 1);

  for (guint g = 0; g < SQ_N_CHOICE_GROUPS; g++)
    names[g] = sq_text_choice_group_title (g);
  assert_distinct (names, SQ_N_CHOICE_GROUPS);
  g_assert_cmpstr (sq_text_choice_group_title (SQ_CHOICE_GROUP_EVIL), ==, "Progression of Evil");

  /* squires are told apart by their seats */
  sq_setup_init_defaults (&setup, 5);
  setup.squires_challenge = TRUE;
  state = sq_state_new (&setup, NULL);
  g_assert_nonnull (state);
  for (int i = 0; i < state->n_seats; i++)
    {
      char *name = sq_text_seat (state, i);
      g_assert_true (strstr (name, "Squire") != NULL);
      g_assert_true (g_hash_table_add (seats, name));
    }
  g_assert_cmpuint (g_hash_table_size (seats), ==, state->n_seats);
  {
    g_autofree char *nobody = sq_text_seat (state, SQ_NO_SEAT);
    g_assert_cmpuint (strlen (nobody), >, 0);
  }
}

/* ---------------------------------------------------------------- refusals */

static void
test_rule_reasons (void)
{
  const char *generic = sq_text_rule_reason (NULL);
  const char *reasons[SQ_N_RULES];

  assert_text (generic);
  g_assert_cmpstr (sq_text_rule_reason ("no.such-rule"), ==, generic);
  for (guint r = 0; r < SQ_N_RULES; r++)
    {
      reasons[r] = sq_text_rule_reason (sq_rule_id (r));
      assert_text (reasons[r]);
      g_assert_true (g_str_has_suffix (reasons[r], "."));
      if (g_str_equal (reasons[r], generic))
        g_error ("rule %s has no reason of its own", sq_rule_id (r));
    }
  assert_distinct (reasons, SQ_N_RULES);
}

static void
test_error (void)
{
  g_autoptr (GError) other = g_error_new_literal (G_FILE_ERROR, G_FILE_ERROR_NOENT, "No such file");
  g_autoptr (GError) unknown = g_error_new_literal (SQ_RULES_ERROR, SQ_RULES_ERROR_CARD_NOT_HELD,
                                                   "no.such-rule");
  g_autoptr (GError) refusal = NULL;
  g_autofree char *text = NULL;
  g_autofree char *other_text = NULL;
  g_autofree char *unknown_text = NULL;
  g_autoptr (SqState) state = NULL;
  SqSetup setup;
  SqAction action;

  /* a real refusal: accusing before the threshold */
  sq_setup_init_defaults (&setup, 4);
  setup.skip_opening_share = TRUE;
  state = sq_state_new (&setup, NULL);
  g_assert_nonnull (state);
  sq_action_init (&action, SQ_ACTION_ACCUSE);
  action.target = 1;
  g_assert_false (sq_apply (state, &action, &refusal));
  g_assert_error (refusal, SQ_RULES_ERROR, SQ_RULES_ERROR_WRONG_DECISION);
  text = sq_text_error (refusal);
  assert_text (text);
  g_assert_cmpstr (text, ==, sq_text_rule_reason (refusal->message));
  g_assert_cmpstr (text, !=, sq_text_rule_reason (NULL));

  other_text = sq_text_error (other);
  g_assert_cmpstr (other_text, ==, "No such file");

  unknown_text = sq_text_error (unknown);
  assert_text (unknown_text);
  g_assert_cmpstr (unknown_text, !=, "no.such-rule");
}

/* ---------------------------------------------------------------- random games */

typedef struct {
  guint actions[SQ_N_ACTIONS];
  guint decisions[SQ_N_DECISIONS];
  guint hidden_pairs;
  guint texts;
} Coverage;

/* The action with what the public may not know blanked out: two actions
 * with the same key must read the same in the public view. */
static GBytes *
public_key (const SqAction *a,
            gboolean        label_only)
{
  SqAction k = *a;
  guint8 per_seat[SQ_MAX_SEATS] = { 0 };

  switch (a->type)
    {
    case SQ_ACTION_OFFER:
    case SQ_ACTION_ARTHUR_SWAP:
    case SQ_ACTION_ARTHUR_GIVE:
    case SQ_ACTION_ENTER_BLACK:
    case SQ_ACTION_ARMOR_BOTTOM:
    case SQ_ACTION_ARMOR_KEEP:
    case SQ_ACTION_MESSENGER:
    case SQ_ACTION_CLAIRVOYANCE:
      memset (k.cards, 0, sizeof k.cards);
      break;
    case SQ_ACTION_SHARE:
      /* who gets how many is public, not which card */
      for (guint i = 0; i < a->n_seats; i++)
        if (a->seats[i] >= 0 && a->seats[i] < SQ_MAX_SEATS)
          per_seat[a->seats[i]]++;
      memset (k.seats, 0, sizeof k.seats);
      memcpy (k.counts, per_seat, sizeof k.counts);
      break;
    case SQ_ACTION_MERLIN_CANCEL:
      /* the label may not tell who could pay; the log line tells who did */
      if (label_only)
        {
          memset (k.seats, 0, sizeof k.seats);
          memset (k.counts, 0, sizeof k.counts);
          k.n_seats = 0;
        }
      break;
    default:
      break;
    }
  return g_bytes_new (&k, sizeof k);
}

static gboolean
hides_cards (guint type)
{
  return type == SQ_ACTION_OFFER || type == SQ_ACTION_ARTHUR_SWAP ||
         type == SQ_ACTION_ARTHUR_GIVE || type == SQ_ACTION_ENTER_BLACK ||
         type == SQ_ACTION_ARMOR_BOTTOM || type == SQ_ACTION_ARMOR_KEEP ||
         type == SQ_ACTION_MESSENGER || type == SQ_ACTION_CLAIRVOYANCE;
}

static void
check_public_cards (const SqAction *a,
                    const char     *label,
                    const char     *sentence,
                    const char     *mine)
{
  /* cards laid face up, fought with, healed with or discarded are named */
  if (a->type == SQ_ACTION_PLAY_FIGHT || a->type == SQ_ACTION_FIGHT_SIEGE ||
      a->type == SQ_ACTION_HEAL || a->type == SQ_ACTION_DISCARD ||
      a->type == SQ_ACTION_EXCALIBUR_DISCARD || a->type == SQ_ACTION_KAY_ADD ||
      a->type == SQ_ACTION_BEDIVERE || a->type == SQ_ACTION_PLAY_SPECIAL)
    for (guint i = 0; i < a->n_cards; i++)
      if (a->cards[i] < SQ_N_FACES)
        {
          const char *one = sq_text_face (a->cards[i]);
          const char *many = sq_text_face_plural (a->cards[i], 3);
          g_assert_true (strstr (label, one) != NULL || strstr (label, many) != NULL);
          g_assert_true (strstr (sentence, one) != NULL || strstr (sentence, many) != NULL);
        }
  /* and the secret ones never, though the decider reads them */
  if (hides_cards (a->type))
    for (guint i = 0; i < a->n_cards; i++)
      if (a->cards[i] < SQ_N_FACES)
        {
          const char *name = sq_text_face (a->cards[i]);
          const char *many = sq_text_face_plural (a->cards[i], 3);
          g_assert_null (strstr (label, name));
          g_assert_null (strstr (sentence, name));
          g_assert_true (strstr (mine, name) != NULL || strstr (mine, many) != NULL);
        }
}

/* A choice's group follows from where the engine offers it and what it
 * does: the evil options at the Progression of Evil, and at the heroic
 * phase each of the five types under the type that sq_apply() uses up. */
static void
check_group (const SqState  *s,
             const SqAction *a,
             SqChoiceGroup   group)
{
  SqDecision d = sq_state_get_decision (s);

  g_assert_cmpuint (group, <, SQ_N_CHOICE_GROUPS);
  if (group == SQ_CHOICE_GROUP_EVIL)
    g_assert_true (d == SQ_DECISION_EVIL || d == SQ_DECISION_TRAITOR_EVIL);
  if (d == SQ_DECISION_EVIL)
    g_assert_true (group == SQ_CHOICE_GROUP_EVIL || group == SQ_CHOICE_GROUP_FREE);

  if (group >= SQ_CHOICE_GROUP_MOVE && group <= SQ_CHOICE_GROUP_ACCUSE)
    {
      g_autoptr(SqState) after = sq_state_copy (s);
      guint bit = 1u << (group - SQ_CHOICE_GROUP_MOVE);

      g_assert_cmpint (d, ==, SQ_DECISION_HEROIC);
      g_assert_false (s->types_used & bit);
      g_assert_true (sq_apply (after, a, NULL));
      /* unless the action ended the knight's turn (he died, the game ended) */
      g_assert_true ((after->types_used & bit) || after->current != s->current ||
                     sq_state_get_decision (after) == SQ_DECISION_NONE);
    }
}

static void
check_step (const SqState *s,
            SqAction      *buf,
            guint          n,
            Coverage      *cov)
{
  SqDecision d = sq_state_get_decision (s);
  gint decider = sq_state_get_decider (s);
  g_autofree char *prompt = sq_text_prompt (s);
  g_autoptr (GHashTable) public = g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                                        (GDestroyNotify) g_bytes_unref, g_free);
  g_autoptr (GHashTable) labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) public_labels = g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                                               (GDestroyNotify) g_bytes_unref,
                                                               g_free);

  assert_text (prompt);
  assert_text (sq_text_phase (s));
  cov->decisions[d]++;
  if (d != SQ_DECISION_OPENING_SHARE)
    {
      g_autofree char *name = sq_text_seat (s, decider);
      if (!contains_name (prompt, name))
        g_error ("prompt \"%s\" does not name %s", prompt, name);
    }

  for (guint i = 0; i < n; i++)
    {
      const SqAction *a = &buf[i];
      g_autofree char *label = sq_text_action (s, a, SQ_TEXT_PUBLIC, FALSE);
      g_autofree char *sentence = sq_text_action (s, a, SQ_TEXT_PUBLIC, TRUE);
      g_autofree char *mine = sq_text_action (s, a, SQ_TEXT_PRIVATE, FALSE);
      g_autofree char *log = sq_text_action (s, a, SQ_TEXT_PRIVATE, TRUE);
      SqChoiceGroup group = sq_text_choice_group (s, a);
      GBytes *key = public_key (a, FALSE);
      GBytes *label_key = public_key (a, TRUE);
      const char *before;

      cov->actions[a->type]++;
      cov->texts += 4;
      assert_text (label);
      assert_text (sentence);
      assert_text (mine);
      assert_text (log);
      check_group (s, a, group);
      g_assert_cmpstr (label, !=, sentence);
      check_public_cards (a, label, sentence, mine);

      /* a log line names who acted, unless the whole table did */
      if (a->type != SQ_ACTION_SHARE && a->type != SQ_ACTION_NO_CANCEL &&
          a->type != SQ_ACTION_NO_VOLUNTEER && a->type != SQ_ACTION_CONVOCATION &&
          a->type != SQ_ACTION_MERLIN_CANCEL && a->type != SQ_ACTION_JOIN &&
          a->type != SQ_ACTION_VOLUNTEER && a->type != SQ_ACTION_LEAVE &&
          a->type != SQ_ACTION_KNIGHT_SQUIRE)
        {
          g_autofree char *name = sq_text_seat (s, a->seat >= 0 ? a->seat : decider);
          if (!contains_name (sentence, name))
            g_error ("\"%s\" does not name %s", sentence, name);
        }

      /* the same action but for hidden cards: the same public text */
      before = g_hash_table_lookup (public, key);
      if (before != NULL)
        {
          g_autofree char *both = g_strconcat (label, "\n", sentence, NULL);
          if (!g_str_equal (before, both))
            g_error ("public texts differ in a secret:\n%s\n%s", before, both);
          cov->hidden_pairs++;
          g_bytes_unref (key);
        }
      else
        g_hash_table_insert (public, key, g_strconcat (label, "\n", sentence, NULL));

      before = g_hash_table_lookup (public_labels, label_key);
      if (before != NULL)
        {
          if (!g_str_equal (before, label))
            g_error ("public labels differ in a secret:\n%s\n%s", before, label);
          g_bytes_unref (label_key);
        }
      else
        g_hash_table_insert (public_labels, label_key, g_strdup (label));

      /* the decider's own buttons can be told apart (a share may offer
       * the same split twice when two offered cards are alike) */
      if (a->type != SQ_ACTION_SHARE)
        {
          if (g_hash_table_contains (labels, mine))
            g_error ("two choices read \"%s\"", mine);
          g_hash_table_add (labels, g_steal_pointer (&mine));
        }
    }
}

static void
play_one (guint64   seed,
          Coverage *cov)
{
  SqTestRng r = { seed };
  SqSetup setup;
  g_autoptr (SqState) s = NULL;
  g_autoptr (GError) error = NULL;
  static SqAction buf[1024];
  guint steps = 0;

  sq_test_random_setup (&r, &setup, TRUE);
  /* now and then a table of squires, and the optional powers */
  if (seed % 7 == 0)
    {
      setup.squires_challenge = TRUE;
      setup.squire_life = 4;
    }
  setup.options.excalibur_cancel = seed % 3 == 0;
  setup.options.bedivere_power = TRUE;
  s = sq_state_new (&setup, &error);
  g_assert_no_error (error);

  while (s->outcome == SQ_OUTCOME_NONE)
    {
      guint n = sq_legal_actions (s, buf, G_N_ELEMENTS (buf));
      SqAction a;

      g_assert_cmpuint (n, >, 0);
      check_step (s, buf, n, cov);
      g_assert_true (sq_test_pick_with (&r, s, buf, G_N_ELEMENTS (buf), seed & 1, &a));
      /* now and then someone joins or leaves */
      if (sq_test_rng_below (&r, 400) == 0)
        for (guint i = 0; i < n; i++)
          if (buf[i].type == SQ_ACTION_JOIN || buf[i].type == SQ_ACTION_LEAVE)
            {
              a = buf[i];
              break;
            }
      g_assert_true (sq_apply (s, &a, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (++steps, <, MAX_STEPS);
    }
  {
    g_autofree char *over = sq_text_prompt (s);
    assert_text (over);
    assert_text (sq_text_end_reason (s->end_reason));
  }
}

/* The FAQ scenarios reach what random tables seldom do: the Armor, the
 * Grail's offer, a knighted squire. Each refusal they expect reads as its
 * own rule's reason. */
static void
play_scenario (const char *path,
               Coverage   *cov)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (SqGameFile) game = NULL;
  g_autoptr (SqState) s = NULL;
  g_autofree char *game_text = NULL;
  static SqAction buf[1024];
  JsonObject *root;
  gint refused_at = -1;
  g_autofree char *base = g_path_get_basename (path);
  SqTestRng r = { g_str_hash (base) };

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  game_text = json_to_string (json_object_get_member (root, "game"), FALSE);
  sq_game_file_load_bytes (game_text, strlen (game_text), &game, &error);
  g_assert_no_error (error);
  if (json_object_has_member (root, "refused"))
    refused_at = json_object_get_int_member (json_object_get_object_member (root, "refused"),
                                             "action");

  s = sq_state_new (&game->setup, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < game->actions->len; i++)
    {
      const SqAction *a = &g_array_index (game->actions, SqAction, i);
      guint n = sq_legal_actions (s, buf, G_N_ELEMENTS (buf));
      g_autofree char *label = sq_text_action (s, a, SQ_TEXT_PUBLIC, FALSE);
      g_autofree char *sentence = sq_text_action (s, a, SQ_TEXT_PUBLIC, TRUE);
      g_autofree char *mine = sq_text_action (s, a, SQ_TEXT_PRIVATE, FALSE);

      assert_text (label);
      assert_text (sentence);
      assert_text (mine);
      if ((gint) i == refused_at)
        {
          g_autofree char *why = NULL;
          g_assert_false (sq_apply (s, a, &error));
          why = sq_text_error (error);
          assert_text (why);
          g_assert_cmpstr (why, ==, sq_text_rule_reason (error->message));
          g_assert_cmpstr (why, !=, sq_text_rule_reason (NULL));
          g_clear_error (&error);
          return;
        }
      if (n > 0)
        check_step (s, buf, n, cov);
      cov->actions[a->type]++;
      g_assert_true (sq_apply (s, a, &error));
      g_assert_no_error (error);
    }

  /* then on at random from where the scenario leaves the table */
  for (guint step = 0; step < 2000 && s->outcome == SQ_OUTCOME_NONE; step++)
    {
      guint n = sq_legal_actions (s, buf, G_N_ELEMENTS (buf));
      SqAction a;

      check_step (s, buf, n, cov);
      g_assert_true (sq_test_pick_with (&r, s, buf, G_N_ELEMENTS (buf), TRUE, &a));
      g_assert_true (sq_apply (s, &a, &error));
      g_assert_no_error (error);
    }
}

static void
test_random_games (void)
{
  guint n = sq_test_env_count ("SQ_TEXT_GAMES", 300, 100000);
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "scenarios", NULL);
  g_autoptr (GDir) scenarios = g_dir_open (dir, 0, NULL);
  Coverage cov = { 0 };
  const char *name;
  guint n_scenarios = 0;

  for (guint g = 0; g < n; g++)
    play_one (1000003ULL * g + 29, &cov);
  g_assert_nonnull (scenarios);
  while ((name = g_dir_read_name (scenarios)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);
        play_scenario (path, &cov);
        n_scenarios++;
      }

  g_test_message ("%u games and %u scenarios, %u texts, %u pairs differing only in secrets",
                  n, n_scenarios, cov.texts, cov.hidden_pairs);
  g_assert_cmpuint (n_scenarios, >, 0);
  g_assert_cmpuint (cov.hidden_pairs, >, 0);
  /* every action and every decision was put in words at least once */
  for (guint t = 0; t < SQ_N_ACTIONS; t++)
    if (cov.actions[t] == 0)
      g_error ("action %s never met", sq_action_type_name (t));
  for (guint d = SQ_DECISION_OPENING_OFFER; d < SQ_N_DECISIONS; d++)
    if (cov.decisions[d] == 0)
      g_error ("decision %s never met", sq_decision_name (d));
}

/* ---------------------------------------------------------------- places */

/* Each phrase pattern has its own whole phrase per place, preposition
 * included, so no sentence glues a preposition to a name */
static void
test_place_phrases (void)
{
  static const char *const prepositions[SQ_N_PLACE_PHRASES] = {
    [SQ_PLACE_PHRASE_ON] = "on ",
    [SQ_PLACE_PHRASE_TO] = "to ",
    [SQ_PLACE_PHRASE_FROM] = "from ",
    [SQ_PLACE_PHRASE_OF] = "of ",
    [SQ_PLACE_PHRASE_AGAINST] = "against ",
  };

  for (guint p = 0; p < SQ_N_PLACE_PHRASES; p++)
    {
      const char *names[SQ_N_QUESTS];
      guint first = p == SQ_PLACE_PHRASE_AGAINST ? SQ_QUEST_PICTS : 0;

      for (guint q = first; q < SQ_N_QUESTS; q++)
        {
          names[q - first] = sq_text_place_phrase (q, p);
          g_assert_true (g_str_has_prefix (names[q - first], prepositions[p]));
          if (p != SQ_PLACE_PHRASE_AGAINST)
            g_assert_nonnull (strstr (names[q - first], sq_text_place (q)));
        }
      assert_distinct (names, SQ_N_QUESTS - first);
    }
  g_assert_cmpstr (sq_text_place_phrase (SQ_PLACE_ROUND_TABLE, SQ_PLACE_PHRASE_TO), ==,
                   "to the Round Table");
  g_assert_cmpstr (sq_text_place_phrase (SQ_PLACE_PICTS, SQ_PLACE_PHRASE_AGAINST), ==,
                   "against the Picts");
  /* a pattern a place never takes falls back to its plain name */
  g_assert_cmpstr (sq_text_place_phrase (SQ_PLACE_DRAGON, SQ_PLACE_PHRASE_AGAINST), ==,
                   sq_text_place (SQ_PLACE_DRAGON));
}

/* ---------------------------------------------------------------- examples */

static void
test_examples (void)
{
  g_autoptr (SqState) s = NULL;
  SqSetup setup;
  SqAction a;
  g_autofree char *label = NULL;
  g_autofree char *sentence = NULL;
  gint kay;

  sq_setup_init_defaults (&setup, 4);
  setup.knights[0] = SQ_KNIGHT_ARTHUR;
  setup.knights[1] = SQ_KNIGHT_KAY;
  setup.knights[2] = SQ_KNIGHT_GAWAIN;
  setup.knights[3] = SQ_KNIGHT_TRISTAN;
  setup.skip_opening_share = TRUE;
  s = sq_state_new (&setup, NULL);
  g_assert_nonnull (s);
  kay = sq_state_find_knight (s, SQ_KNIGHT_KAY);

  /* a fight card against the Black Knight, as the brief words it */
  sq_action_init (&a, SQ_ACTION_PLAY_FIGHT);
  a.seat = kay;
  a.quest = SQ_QUEST_BLACK_KNIGHT;
  a.n_cards = 1;
  a.cards[0] = SQ_FACE_FIGHT_3;
  label = sq_text_action (s, &a, SQ_TEXT_PUBLIC, FALSE);
  sentence = sq_text_action (s, &a, SQ_TEXT_PUBLIC, TRUE);
  g_assert_cmpstr (label, ==, "Play Fight 3 on the Black Knight");
  g_assert_cmpstr (sentence, ==, "Sir Kay played Fight 3 on the Black Knight");
  g_clear_pointer (&label, g_free);
  g_clear_pointer (&sentence, g_free);

  /* the Messenger: the table learns how many, the giver which */
  sq_action_init (&a, SQ_ACTION_MESSENGER);
  a.seat = kay;
  a.target = 0;
  a.n_cards = 2;
  a.cards[0] = SQ_FACE_GRAIL;
  a.cards[1] = SQ_FACE_GRAIL;
  sentence = sq_text_action (s, &a, SQ_TEXT_PUBLIC, TRUE);
  label = sq_text_action (s, &a, SQ_TEXT_PRIVATE, FALSE);
  g_assert_cmpstr (sentence, ==, "Sir Kay sent 2 white cards to King Arthur");
  g_assert_cmpstr (label, ==, "Give 2 Grail cards to King Arthur");
  g_clear_pointer (&label, g_free);
  g_clear_pointer (&sentence, g_free);

  /* a move, with the place as the "to-place" pattern names it */
  sq_action_init (&a, SQ_ACTION_MOVE);
  a.seat = kay;
  a.quest = SQ_PLACE_PICTS;
  label = sq_text_action (s, &a, SQ_TEXT_PUBLIC, FALSE);
  sentence = sq_text_action (s, &a, SQ_TEXT_PUBLIC, TRUE);
  g_assert_cmpstr (label, ==, "Go to the Pict War");
  g_assert_cmpstr (sentence, ==, "Sir Kay went to the Pict War");
  g_clear_pointer (&label, g_free);
  g_clear_pointer (&sentence, g_free);

  /* the first prompt names the first player */
  label = sq_text_prompt (s);
  g_assert_cmpstr (label, ==, "King Arthur: the Progression of Evil");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/text/names", test_names);
  g_test_add_func ("/text/rule-reasons", test_rule_reasons);
  g_test_add_func ("/text/error", test_error);
  g_test_add_func ("/text/place-phrases", test_place_phrases);
  g_test_add_func ("/text/examples", test_examples);
  g_test_add_func ("/text/random-games", test_random_games);

  return g_test_run ();
}

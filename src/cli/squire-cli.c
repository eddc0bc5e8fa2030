/* SPDX-License-Identifier: GPL-3.0-or-later */
/* squire-cli: replay a game file (Shadows over Camelot or Camelot
 * Legends), list the legal actions, play random games against the engine,
 * or prepare a Camelot Legends table. See docs/cli.md.
 *
 * Every failure exits 1 with exactly one line on stderr, so scripts can
 * rely on "exit status 0 means the JSON on stdout is complete". */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "sq-cards.h"
#include "sq-game-file.h"
#include "sq-history.h"
#include "sq-legends-history.h"
#include "sq-legends-names.h"
#include "sq-legends-rules.h"
#include "sq-rules.h"

#define SIM_MAX_LEGAL   1024
#define SIM_STEP_CAP    20000
#define SIM_MAX_GAMES   G_GUINT64_CONSTANT (1000000000)
#define LEGAL_MAX       16384

typedef struct {
  guint64 games;
  guint64 seed;
  guint players;
  gboolean check;
} SimOptions;

typedef struct {
  guint64 games;
  guint64 loyal_wins;
  guint64 evil_wins;
  guint64 violations;
  guint64 actions;
  guint64 end_reasons[SQ_END_ALL_LOYAL_DEAD + 1];
  char *first_violation;
} SimResult;

static const char usage[] =
  "Usage:\n"
  "  squire-cli replay FILE [--reveal-secrets]\n"
  "  squire-cli legal FILE [--reveal-secrets] [--all]\n"
  "  squire-cli simulate --games N --seed S [--players P] [--no-check]\n"
  "  squire-cli legends-setup --players N --seed S\n"
  "  squire-cli --version\n"
  "  squire-cli --help\n"
  "\n"
  "replay    load a game file, replay it and print the state as JSON\n"
  "legal     print the legal actions at the end of a game file as JSON\n"
  "simulate  play N random games and print statistics as JSON\n"
  "legends-setup\n"
  "          prepare a Camelot Legends table for N players (2 to 4) and\n"
  "          print it as JSON\n"
  "\n"
  "Both also read Camelot Legends files; legal then names the kinds of\n"
  "action that come next. legal lists join and leave only with --all.\n"
  "\n"
  "Exit status: 0 on success, 1 on any error (one line on stderr).\n"
  "See docs/cli.md for the output fields.\n";

/* Helpers */

G_GNUC_PRINTF (1, 2)
static int
fail (const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  /* one line, whatever the message holds */
  for (char *p = message; *p != '\0'; p++)
    if (*p == '\n' || *p == '\r')
      *p = ' ';

  fprintf (stderr, "squire-cli: %s\n", message);
  return EXIT_FAILURE;
}

static int
print_json (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, node);
  text = json_generator_to_data (generator, NULL);

  if (fputs (text, stdout) == EOF || fputc ('\n', stdout) == EOF
      || fflush (stdout) != 0)
    return fail ("cannot write to standard output");

  return EXIT_SUCCESS;
}

static gboolean
parse_number (const char *flag,
              const char *text,
              guint64     min,
              guint64     max,
              guint64    *out,
              int        *status)
{
  g_autofree char *shown = NULL;

  if (text != NULL && g_ascii_string_to_unsigned (text, 10, min, max, out, NULL))
    return TRUE;

  if (text == NULL)
    *status = fail ("%s needs a number", flag);
  else
    {
      shown = g_strescape (text, NULL);
      *status = fail ("%s: \"%s\" is not a number from %" G_GUINT64_FORMAT
                      " to %" G_GUINT64_FORMAT, flag, shown, min, max);
    }

  return FALSE;
}

/* "--flag VALUE" or "--flag=VALUE": returns the value, or NULL if @arg is
 * not @flag. *i moves past a separate value. */
static const char *
flag_value (const char *flag,
            char      **argv,
            int         argc,
            int        *i,
            gboolean   *matched)
{
  const char *arg = argv[*i];
  gsize len = strlen (flag);

  *matched = FALSE;
  if (strncmp (arg, flag, len) != 0)
    return NULL;

  if (arg[len] == '=')
    {
      *matched = TRUE;
      return arg + len + 1;
    }
  if (arg[len] != '\0')
    return NULL;

  *matched = TRUE;
  if (*i + 1 >= argc)
    return NULL;
  *i += 1;
  return argv[*i];
}

static gboolean
wants_help (int    argc,
            char **argv)
{
  for (int i = 2; i < argc; i++)
    if (g_str_equal (argv[i], "--help") || g_str_equal (argv[i], "-h"))
      return TRUE;

  return FALSE;
}

/* replay and legal share their arguments: FILE [--reveal-secrets]; legal
 * also takes --all (@all is NULL for replay) */
static gboolean
parse_file_args (const char  *command,
                 int          argc,
                 char       **argv,
                 const char **path,
                 gboolean    *reveal,
                 gboolean    *all,
                 int         *status)
{
  *path = NULL;
  *reveal = FALSE;
  if (all != NULL)
    *all = FALSE;

  for (int i = 2; i < argc; i++)
    {
      const char *arg = argv[i];

      if (g_str_equal (arg, "--reveal-secrets"))
        *reveal = TRUE;
      else if (all != NULL && g_str_equal (arg, "--all"))
        *all = TRUE;
      else if (g_str_equal (arg, "--"))
        {
          if (i + 1 < argc && *path == NULL)
            *path = argv[++i];
          if (i + 1 < argc)
            {
              *status = fail ("%s: unexpected argument", command);
              return FALSE;
            }
        }
      else if (arg[0] == '-' && arg[1] != '\0')
        {
          g_autofree char *shown = g_strescape (arg, NULL);

          *status = fail ("%s: unknown option \"%s\"", command, shown);
          return FALSE;
        }
      else if (*path == NULL)
        *path = arg;
      else
        {
          *status = fail ("%s: only one FILE is allowed", command);
          return FALSE;
        }
    }

  if (*path == NULL)
    {
      *status = fail ("%s: missing FILE", command);
      return FALSE;
    }

  return TRUE;
}

static SqState *
load_and_replay (const char *path,
                 int        *status)
{
  g_autoptr(SqGameFile) file = NULL;
  g_autoptr(SqHistory) history = NULL;
  g_autoptr(GError) error = NULL;

  if (!sq_game_file_load_path (path, &file, &error))
    {
      *status = fail ("%s", error->message);
      return NULL;
    }

  /* as the app opens a game: the actions, then any redo entries, which
   * must apply too; the state is the one at the end of the actions */
  history = sq_history_new_from_file (file, &error);
  if (history == NULL)
    {
      g_autofree char *shown = g_filename_display_name (path);

      *status = fail ("%s: %s", shown, error->message);
      return NULL;
    }

  return sq_state_copy (sq_history_get_state (history));
}

static SqLegendsState *
load_and_replay_legends (const char *path,
                         int        *status)
{
  g_autoptr(SqLegendsFile) file = NULL;
  g_autoptr(SqLegendsHistory) history = NULL;
  g_autoptr(GError) error = NULL;

  if (!sq_legends_file_load_path (path, &file, &error))
    {
      *status = fail ("%s", error->message);
      return NULL;
    }

  history = sq_legends_history_new_from_file (file, &error);
  if (history == NULL)
    {
      g_autofree char *shown = g_filename_display_name (path);

      *status = fail ("%s: %s", shown, error->message);
      return NULL;
    }

  return sq_legends_state_copy (sq_legends_history_get_state (history));
}

/* Simulation helpers */

static guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/* xorshift64*: the picker's own stream, apart from the state's RNG */
static guint64
xorshift_next (guint64 *x)
{
  *x ^= *x >> 12;
  *x ^= *x << 25;
  *x ^= *x >> 27;
  return *x * G_GUINT64_CONSTANT (0x2545f4914f6cdd1d);
}

static guint
xorshift_below (guint64 *x,
                guint    bound)
{
  /* multiply-shift: the bias is below 2^-22 for bound <= 1024 */
  return (guint) (((xorshift_next (x) >> 32) * (guint64) bound) >> 32);
}

G_GNUC_PRINTF (2, 3)
static void
violation (SimResult  *result,
           const char *format,
           ...)
{
  va_list args;

  result->violations++;
  if (result->first_violation != NULL)
    return;

  va_start (args, format);
  result->first_violation = g_strdup_vprintf (format, args);
  va_end (args);
}

static void
simulate_one (const SimOptions *options,
              guint64           index,
              SimResult        *result)
{
  SqAction legal[SIM_MAX_LEGAL];
  guint picks[SIM_MAX_LEGAL];
  g_autoptr(SqState) state = NULL;
  g_autoptr(GError) error = NULL;
  SqSetup setup;
  guint64 mix = options->seed ^ (index * G_GUINT64_CONSTANT (0xd1342543de82ef95));
  guint64 rng;

  sq_setup_init_defaults (&setup, options->players);
  setup.seed = splitmix64 (&mix);
  rng = splitmix64 (&mix) | 1;

  state = sq_state_new (&setup, &error);
  if (state == NULL)
    {
      violation (result, "game %" G_GUINT64_FORMAT ": setup refused: %s",
                 index, error->message);
      return;
    }
  if (options->check && !sq_state_check_invariants (state, &error))
    {
      violation (result, "game %" G_GUINT64_FORMAT ", after the deal: %s",
                 index, error->message);
      return;
    }

  for (guint step = 0; state->outcome == SQ_OUTCOME_NONE; step++)
    {
      guint n, n_picks = 0;
      const SqAction *action;

      if (step >= SIM_STEP_CAP)
        {
          violation (result, "game %" G_GUINT64_FORMAT ": no end after %u actions",
                     index, SIM_STEP_CAP);
          return;
        }

      n = sq_legal_actions (state, legal, SIM_MAX_LEGAL);
      if (n == 0)
        {
          violation (result, "game %" G_GUINT64_FORMAT ", action %u: no legal "
                     "action while the game runs (decision %s)", index, step,
                     sq_decision_name (sq_state_get_decision (state)));
          return;
        }

      /* players joining and leaving are table events, not moves: random
       * play would otherwise fill and empty the table all game long */
      for (guint i = 0; i < n; i++)
        if (legal[i].type != SQ_ACTION_JOIN && legal[i].type != SQ_ACTION_LEAVE)
          picks[n_picks++] = i;
      if (n_picks == 0)
        for (guint i = 0; i < n; i++)
          picks[n_picks++] = i;

      action = &legal[picks[xorshift_below (&rng, n_picks)]];
      if (!sq_apply (state, action, &error))
        {
          g_autoptr(JsonNode) node = sq_action_to_json (action);
          g_autofree char *text = json_to_string (node, FALSE);

          violation (result, "game %" G_GUINT64_FORMAT ", action %u: listed "
                     "action %s refused with %s (rule %s)", index, step, text,
                     sq_rules_error_name (error->code), error->message);
          return;
        }
      result->actions++;

      if (options->check && !sq_state_check_invariants (state, &error))
        {
          g_autoptr(JsonNode) node = sq_action_to_json (action);
          g_autofree char *text = json_to_string (node, FALSE);

          violation (result, "game %" G_GUINT64_FORMAT ", action %u %s: "
                     "invariant broken: %s", index, step, text, error->message);
          return;
        }
    }

  result->games++;
  if (state->outcome == SQ_OUTCOME_LOYAL)
    result->loyal_wins++;
  else if (state->outcome == SQ_OUTCOME_EVIL)
    result->evil_wins++;
  if (state->end_reason < G_N_ELEMENTS (result->end_reasons))
    result->end_reasons[state->end_reason]++;
}

/* Camelot Legends actions carry the cards the players enter, so the list
 * names the kinds of action that answer the decision, and who decides */
static int
legal_legends (const char *path)
{
  g_autoptr(SqLegendsState) state = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(JsonNode) node = NULL;
  SqLegendsActionType types[SQ_LEGENDS_N_ACTIONS];
  int status = EXIT_FAILURE;
  guint n;

  state = load_and_replay_legends (path, &status);
  if (state == NULL)
    return status;

  n = sq_legends_next_action_types (state, types);
  builder = json_builder_new ();
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "type");
      json_builder_add_string_value (builder, sq_legends_action_type_name (types[i]));
      json_builder_set_member_name (builder, "seat");
      json_builder_add_int_value (builder, sq_legends_state_get_decider (state));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  node = json_builder_get_root (builder);
  return print_json (node);
}

/* Commands */

static int
cmd_replay (int    argc,
            char **argv)
{
  g_autoptr(SqState) state = NULL;
  g_autoptr(JsonNode) node = NULL;
  const char *path;
  gboolean reveal;
  int status = EXIT_FAILURE;

  if (!parse_file_args ("replay", argc, argv, &path, &reveal, NULL, &status))
    return status;

  if (sq_legends_file_sniff_path (path))
    {
      g_autoptr(SqLegendsState) legends = load_and_replay_legends (path, &status);

      if (legends == NULL)
        return status;
      node = sq_legends_state_to_json (legends, reveal);
      return print_json (node);
    }

  state = load_and_replay (path, &status);
  if (state == NULL)
    return status;

  node = sq_state_to_json (state, reveal);
  return print_json (node);
}

static int
cmd_legal (int    argc,
           char **argv)
{
  g_autoptr(SqState) state = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autofree SqAction *legal = NULL;
  const char *path;
  gboolean reveal;
  gboolean all;
  int status = EXIT_FAILURE;
  guint n;

  /* --reveal-secrets is accepted for symmetry with replay: the list is the
   * deciding player's view either way (docs/cli.md) */
  if (!parse_file_args ("legal", argc, argv, &path, &reveal, &all, &status))
    return status;

  if (sq_legends_file_sniff_path (path))
    return legal_legends (path);

  state = load_and_replay (path, &status);
  if (state == NULL)
    return status;

  legal = g_new (SqAction, LEGAL_MAX);
  n = sq_legal_actions (state, legal, LEGAL_MAX);

  builder = json_builder_new ();
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    /* a player sitting down or leaving is a table event, not a move: only
     * with --all */
    if (all || (legal[i].type != SQ_ACTION_JOIN && legal[i].type != SQ_ACTION_LEAVE))
      json_builder_add_value (builder, sq_action_to_json (&legal[i]));
  json_builder_end_array (builder);

  node = json_builder_get_root (builder);
  return print_json (node);
}

static int
cmd_simulate (int    argc,
              char **argv)
{
  SimOptions options = { 0, 0, 5, TRUE };
  SimResult result = { 0 };
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(JsonNode) node = NULL;
  gboolean have_games = FALSE;
  gboolean have_seed = FALSE;
  g_autofree char *seed_text = NULL;
  gint64 start;
  double seconds;
  int status = EXIT_FAILURE;

  for (int i = 2; i < argc; i++)
    {
      const char *value;
      gboolean matched;
      guint64 number;

      if (g_str_equal (argv[i], "--no-check"))
        {
          options.check = FALSE;
          continue;
        }

      value = flag_value ("--games", argv, argc, &i, &matched);
      if (matched)
        {
          if (!parse_number ("--games", value, 1, SIM_MAX_GAMES, &options.games, &status))
            return status;
          have_games = TRUE;
          continue;
        }

      value = flag_value ("--seed", argv, argc, &i, &matched);
      if (matched)
        {
          if (!parse_number ("--seed", value, 0, G_MAXUINT64, &options.seed, &status))
            return status;
          have_seed = TRUE;
          continue;
        }

      value = flag_value ("--players", argv, argc, &i, &matched);
      if (matched)
        {
          if (!parse_number ("--players", value, 3, 7, &number, &status))
            return status;
          options.players = number;
          continue;
        }

      {
        g_autofree char *shown = g_strescape (argv[i], NULL);

        return fail ("simulate: unknown argument \"%s\"", shown);
      }
    }

  if (!have_games)
    return fail ("simulate: --games N is required");
  if (!have_seed)
    return fail ("simulate: --seed S is required");

  seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, options.seed);
  start = g_get_monotonic_time ();
  for (guint64 g = 0; g < options.games; g++)
    simulate_one (&options, g, &result);
  seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "games");
  json_builder_add_int_value (builder, options.games);
  json_builder_set_member_name (builder, "finished");
  json_builder_add_int_value (builder, result.games);
  json_builder_set_member_name (builder, "players");
  json_builder_add_int_value (builder, options.players);
  json_builder_set_member_name (builder, "seed");
  json_builder_add_string_value (builder, seed_text);
  json_builder_set_member_name (builder, "checked");
  json_builder_add_boolean_value (builder, options.check);
  json_builder_set_member_name (builder, "seconds");
  json_builder_add_double_value (builder, seconds);
  json_builder_set_member_name (builder, "games_per_second");
  json_builder_add_double_value (builder, seconds > 0 ? options.games / seconds : 0);
  json_builder_set_member_name (builder, "loyal_wins");
  json_builder_add_int_value (builder, result.loyal_wins);
  json_builder_set_member_name (builder, "evil_wins");
  json_builder_add_int_value (builder, result.evil_wins);
  json_builder_set_member_name (builder, "invariant_violations");
  json_builder_add_int_value (builder, result.violations);
  json_builder_set_member_name (builder, "actions");
  json_builder_add_int_value (builder, result.actions);

  json_builder_set_member_name (builder, "end_reasons");
  json_builder_begin_object (builder);
  for (guint r = SQ_END_NONE + 1; r < G_N_ELEMENTS (result.end_reasons); r++)
    {
      json_builder_set_member_name (builder, sq_end_reason_name (r));
      json_builder_add_int_value (builder, result.end_reasons[r]);
    }
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "first_violation");
  if (result.first_violation != NULL)
    json_builder_add_string_value (builder, result.first_violation);
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);

  node = json_builder_get_root (builder);
  status = print_json (node);

  if (status == EXIT_SUCCESS && result.violations > 0)
    status = fail ("simulate: %" G_GUINT64_FORMAT " invariant violations, "
                   "the first: %s", result.violations, result.first_violation);

  g_free (result.first_violation);
  return status;
}

static int
cmd_legends_setup (int    argc,
                   char **argv)
{
  g_autoptr(SqLegendsState) state = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;
  SqLegendsSetup setup;
  gboolean have_players = FALSE;
  gboolean have_seed = FALSE;
  guint64 players = 0;
  guint64 seed = 0;
  int status = EXIT_FAILURE;

  for (int i = 2; i < argc; i++)
    {
      const char *value;
      gboolean matched;

      value = flag_value ("--players", argv, argc, &i, &matched);
      if (matched)
        {
          if (!parse_number ("--players", value, SQ_LEGENDS_MIN_PLAYERS,
                             SQ_LEGENDS_MAX_PLAYERS, &players, &status))
            return status;
          have_players = TRUE;
          continue;
        }

      value = flag_value ("--seed", argv, argc, &i, &matched);
      if (matched)
        {
          if (!parse_number ("--seed", value, 0, G_MAXUINT64, &seed, &status))
            return status;
          have_seed = TRUE;
          continue;
        }

      {
        g_autofree char *shown = g_strescape (argv[i], NULL);

        return fail ("legends-setup: unknown argument \"%s\"", shown);
      }
    }

  if (!have_players)
    return fail ("legends-setup: --players N is required");
  if (!have_seed)
    return fail ("legends-setup: --seed S is required");

  sq_legends_setup_init_defaults (&setup, players);
  setup.seed = seed;
  state = sq_legends_state_new (&setup, &error);
  if (state == NULL)
    return fail ("legends-setup: refused with %s (rule %s)",
                 sq_legends_error_name (error->code), error->message);

  node = sq_legends_prepared_to_json (state);
  return print_json (node);
}

int
main (int    argc,
      char **argv)
{
  const char *command;

  if (argc < 2)
    return fail ("missing command (try --help)");

  command = argv[1];

  if (g_str_equal (command, "--help") || g_str_equal (command, "-h")
      || g_str_equal (command, "help"))
    {
      fputs (usage, stdout);
      return EXIT_SUCCESS;
    }
  if (g_str_equal (command, "--version"))
    {
      printf ("squire-cli %s\n", PACKAGE_VERSION);
      return EXIT_SUCCESS;
    }

  if (g_str_equal (command, "replay") || g_str_equal (command, "legal")
      || g_str_equal (command, "simulate") || g_str_equal (command, "legends-setup"))
    {
      if (wants_help (argc, argv))
        {
          fputs (usage, stdout);
          return EXIT_SUCCESS;
        }
    }

  if (g_str_equal (command, "replay"))
    return cmd_replay (argc, argv);
  if (g_str_equal (command, "legal"))
    return cmd_legal (argc, argv);
  if (g_str_equal (command, "simulate"))
    return cmd_simulate (argc, argv);
  if (g_str_equal (command, "legends-setup"))
    return cmd_legends_setup (argc, argv);

  {
    g_autofree char *shown = g_strescape (command, NULL);

    return fail ("unknown command \"%s\" (try --help)", shown);
  }
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * Phones for private views under load: a seven-knight game with phones
 * on and seven pages connected, each a separate process (this program
 * again, with --client) reading its event stream as a browser would.
 * Prints the time from an action on the host (sq_game_apply) to the moment
 * the last of the seven pages has the new view, the host's added memory
 * with the seven pages connected, and the size of everything a page loads.
 * Never fails on timing.
 */

#include "config.h"

#include <gio/gunixinputstream.h>
#include <libsoup/soup.h>
#include <stdio.h>

#include "sq-phone-link.h"
#include "sq-phone-strings.h"
#include "sq-phone-views.h"
#include "sq-rules.h"
#include "sq-state.h"

#define N_PAGES   7
#define N_ACTIONS 200

typedef struct {
  GDataInputStream *lines;
  guint             views;
  gboolean          gone;
} Page;

static Page pages[N_PAGES];

/* ------------------------------------------------------------ the pages */

static int
run_client (const char *url)
{
  g_autoptr(SoupSession) session = soup_session_new ();
  g_autoptr(SoupMessage) msg = NULL;
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(GDataInputStream) lines = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *events = g_strconcat (url, "events", NULL);
  char *line;

  msg = soup_message_new ("GET", events);
  stream = soup_session_send (session, msg, NULL, &error);
  if (stream == NULL || soup_message_get_status (msg) != SOUP_STATUS_OK)
    {
      g_printerr ("bench-phones: a page cannot follow the game (%s, %u)\n",
                  error != NULL ? error->message : "", soup_message_get_status (msg));
      return 1;
    }
  lines = g_data_input_stream_new (stream);
  while ((line = g_data_input_stream_read_line (lines, NULL, NULL, &error)) != NULL)
    {

      /* what a page does with an event: parse the view */
      if (g_str_has_prefix (line, "data: "))
        {
          g_autoptr(JsonNode) node = json_from_string (line + 6, NULL);

          printf ("%s\n", node != NULL ? "view" : "bad");
          fflush (stdout);
        }
      g_free (line);
    }

  return 0;
}

static void read_next (guint i);

static void
on_line_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  guint i = GPOINTER_TO_UINT (user_data);
  g_autoptr(GError) error = NULL;
  g_autofree char *line = g_data_input_stream_read_line_finish (G_DATA_INPUT_STREAM (source),
                                                                result, NULL, &error);

  if (line == NULL)
    {
      if (error != NULL)
        g_printerr ("bench-phones: page %u: %s\n", i, error->message);
      pages[i].gone = TRUE;
      return;
    }
  if (g_str_equal (line, "view"))
    pages[i].views++;
  read_next (i);
}

static void
read_next (guint i)
{
  g_data_input_stream_read_line_async (pages[i].lines, G_PRIORITY_DEFAULT, NULL, on_line_cb,
                                       GUINT_TO_POINTER (i));
}

static void
start_page (const char *self_path,
            const char *url,
            guint       i)
{
  const char *argv[] = { self_path, "--client", url, NULL };
  g_autoptr(GError) error = NULL;
  GInputStream *out;
  int out_fd;

  if (!g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL,
                                 NULL, &out_fd, NULL, &error))
    g_error ("cannot start a page: %s", error->message);
  out = g_unix_input_stream_new (out_fd, TRUE);
  pages[i].lines = g_data_input_stream_new (out);
  g_object_unref (out);
  read_next (i);
}

/* ------------------------------------------------------------ the host */

static gsize
rss_kib (void)
{
  g_autofree char *status = NULL;
  const char *p;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return 0;
  p = strstr (status, "VmRSS:");

  return p != NULL ? (gsize) g_ascii_strtoull (p + 6, NULL, 10) : 0;
}

static gboolean
all_have (guint views)
{
  for (guint i = 0; i < N_PAGES; i++)
    {
      if (pages[i].gone)
        g_error ("a page lost its stream");
      if (pages[i].views < views)
        return FALSE;
    }
  return TRUE;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
host_action (SqGame *game,
             GRand  *rand)
{
  const SqState *s = sq_game_get_state (game);
  SqAction all[64];
  SqAction actions[64];
  guint n_all = sq_legal_actions (s, all, G_N_ELEMENTS (all));
  guint n = 0;
  g_autoptr(GError) error = NULL;

  /* the same seven pages throughout: no knight joins or leaves (that
   * renews the addresses) */
  for (guint i = 0; i < n_all; i++)
    if (all[i].type != SQ_ACTION_JOIN && all[i].type != SQ_ACTION_LEAVE)
      actions[n++] = all[i];

  /* forward while the game goes on; back one step at its end */
  if (n == 0 || sq_game_get_finished (game))
    {
      if (!sq_game_undo (game, &error))
        g_error ("undo: %s", error->message);
      return;
    }
  if (!sq_game_apply (game, &actions[g_rand_int_range (rand, 0, (gint32) n)], &error))
    g_error ("apply: %s", error->message);
}

static gsize
page_size (SqGame *game)
{
  const char *files[] = { "index.html", "phone.css", "phone.js" };
  const SqState *s = sq_game_get_state (game);
  g_autofree char *strings = sq_phone_strings_to_json ();
  g_autofree char *public_json = sq_phone_views_public (s);
  gsize size = strlen (strings) + strlen (public_json);
  gsize largest = 0;

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_strconcat (RESOURCE_BASE_PATH "/phones/", files[i], NULL);
      g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);

      g_assert_nonnull (bytes);
      size += g_bytes_get_size (bytes);
    }
  for (guint i = 0; i < s->n_seats; i++)
    {
      g_autofree char *seat = sq_phone_views_seat (s, i);

      largest = MAX (largest, strlen (seat));
    }

  /* the page, its style and script, its words, and the first view (sent
   * twice: /state and the stream's first event) */
  return size + largest + 2 * (strlen (public_json) + largest);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(SqGame) game = NULL;
  g_autoptr(SqPhoneLink) link = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autofree double *ms = g_new (double, N_ACTIONS);
  SqSetup setup;
  gsize rss_before;
  gsize rss_after;

  if (argc == 3 && g_str_equal (argv[1], "--client"))
    return run_client (argv[2]);

  g_setenv ("SQUIRE_PHONES_LOOPBACK", "1", TRUE);
  sq_setup_init_defaults (&setup, N_PAGES);
  setup.white_deck = SQ_DECK_VIRTUAL;
  setup.black_deck = SQ_DECK_VIRTUAL;
  setup.seed = 7;
  game = sq_game_new (NULL, &setup, "bench", &error);
  g_assert_no_error (error);
  link = sq_phone_link_new ();
  sq_phone_link_set_game (link, game);

  rss_before = rss_kib ();
  if (!sq_phone_link_set_active (link, TRUE, &error))
    g_error ("cannot start the server: %s", error->message);
  for (guint i = 0; i < N_PAGES; i++)
    {
      g_autofree char *url = sq_phone_link_dup_url (link, i);

      start_page (argv[0], url, i);
    }
  while (!all_have (1))
    g_main_context_iteration (NULL, TRUE);

  for (guint k = 0; k < N_ACTIONS; k++)
    {
      gint64 start = g_get_monotonic_time ();

      host_action (game, rand);
      while (!all_have (k + 2))
        g_main_context_iteration (NULL, TRUE);
      ms[k] = (double) (g_get_monotonic_time () - start) / 1000.0;
    }
  rss_after = rss_kib ();

  qsort (ms, N_ACTIONS, sizeof (double), compare_doubles);
  printf ("phones: host action -> view on all %d pages (separate processes), %d actions:\n"
          "  median %.2f ms, 95th percentile %.2f ms, max %.2f ms (target < 100 ms)\n",
          N_PAGES, N_ACTIONS, ms[N_ACTIONS / 2], ms[N_ACTIONS * 95 / 100], ms[N_ACTIONS - 1]);
  printf ("phones: host memory added with %d pages connected: %.2f MiB (target < 10 MiB)\n",
          N_PAGES, (double) (rss_after - MIN (rss_before, rss_after)) / 1024.0);
  printf ("phones: a page loads %.1f KB in all (target < 100 KB)\n",
          (double) page_size (game) / 1000.0);

  sq_phone_link_set_active (link, FALSE, NULL);
  for (guint i = 0; i < N_PAGES; i++)
    {
      while (!pages[i].gone)
        g_main_context_iteration (NULL, TRUE);
      g_clear_object (&pages[i].lines);
    }

  return 0;
}

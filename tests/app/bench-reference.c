/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * `make bench`: searching the rules reference as a player types, in one
 * language (en, nl, es or it). Each query is typed a character at a time
 * into the rules page's search entry, and each keystroke is timed from the
 * new text to the frame that shows its results: the search over every
 * topic of both games, the list's update, layout and paint. Target: 30 ms
 * a keystroke. Prints figures; never fails on timing.
 *
 * Usage: bench-reference LANGUAGE
 */

#include "config.h"

#include <adwaita.h>
#include <stdio.h>

#include "sq-application.h"
#include "sq-reference.h"
#include "sq-rules-page.h"

#include "sq-bench-frames.h"
#include "sq-ui-test.h"

#define ROUNDS 4

/* What a player looks up, in the words of each language's rules */
static const struct {
  const char *language;
  const char *queries[6];
} queries[] = {
  { "en", { "siege engine", "black knight", "heroic action", "excalibur", "heal", "morgan" } },
  { "nl", { "blijde", "zwarte ridder", "heldendaad", "excalibur", "genezen", "morgan" } },
  { "es", { "máquina de asedio", "caballero negro", "acción heroica", "excalibur", "curar",
            "morgana" } },
  { "it", { "catapulta", "cavaliere nero", "azione eroica", "excalibur", "curare", "morgan" } },
};

static GtkSearchEntry *
find_search_entry (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkSearchEntry *found;

      if (GTK_IS_SEARCH_ENTRY (child))
        return GTK_SEARCH_ENTRY (child);
      if ((found = find_search_entry (child)) != NULL)
        return found;
    }

  return NULL;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GArray) search_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) key_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GSettings) settings = NULL;
  SqFrameTimes times = { 0, };
  const char *language;
  const char * const *words = NULL;
  GtkSearchEntry *entry;
  GtkWindow *window;
  GtkWidget *page;
  guint over = 0;

  if (argc != 2)
    {
      g_printerr ("usage: %s LANGUAGE\n", argv[0]);
      return 2;
    }
  language = argv[1];
  for (guint i = 0; i < G_N_ELEMENTS (queries); i++)
    if (g_str_equal (queries[i].language, language))
      words = queries[i].queries;
  if (words == NULL)
    {
      g_printerr ("%s: no queries for the language %s\n", argv[0], language);
      return 2;
    }
  if (!sq_test_have_display ())
    {
      printf ("bench-reference: skipped, no display\n");
      return 0;
    }

  sq_application_set_up_locale (g_str_equal (language, "en") ? NULL : language,
                                SQ_BUILD_LOCALEDIR);
  gtk_init ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  settings = g_settings_new (APP_ID);
  page = sq_rules_page_new (sq_reference_get_default (), settings);
  window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (window, 1280, 800);
  gtk_window_set_child (window, page);
  sq_test_present_until_mapped (window, page);
  sq_frame_times_watch (&times, GTK_WIDGET (window));
  entry = find_search_entry (page);
  g_assert_nonnull (entry);

  for (guint round = 0; round < ROUNDS; round++)
    for (guint q = 0; q < G_N_ELEMENTS (queries[0].queries); q++)
      {
        const char *query = words[q];

        for (const char *end = g_utf8_next_char (query); ; end = g_utf8_next_char (end))
          {
            g_autofree char *typed = g_strndup (query, end - query);
            gint64 t0, t1;
            double ms;

            sq_frame_times_settle ();
            sq_frame_times_reset (&times);
            t0 = g_get_monotonic_time ();
            gtk_editable_set_text (GTK_EDITABLE (entry), typed);
            t1 = g_get_monotonic_time ();
            sq_frame_times_wait (&times);

            sq_bench_add (search_ms, (t1 - t0) / 1000.0);
            ms = (times.paint_done - times.frame_start + t1 - t0) / 1000.0;
            sq_bench_add (key_ms, ms);
            over += ms > 30.0;
            if (*end == '\0')
              break;
          }
        gtk_editable_set_text (GTK_EDITABLE (entry), "");
      }

  printf ("rules reference search, %s, %u keystrokes: search + update median %.2f ms; "
          "to the frame that shows the results median %.2f ms, 90th percentile %.2f ms, "
          "worst %.2f ms; %u over 30 ms (target: none)\n",
          language, key_ms->len, sq_bench_percentile (search_ms, 0.5),
          sq_bench_percentile (key_ms, 0.5), sq_bench_percentile (key_ms, 0.9),
          sq_bench_percentile (key_ms, 1.0), over);

  gtk_window_destroy (window);
  sq_test_iterate ();

  return 0;
}

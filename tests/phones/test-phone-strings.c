/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The phone page speaks the app's language: its words, as the page gets
 * them from the real server (GET /TOKEN/strings) with the build's
 * catalogues, are all translated, a few known ones are the catalogue's,
 * and every word the page's HTML and script ask for is among them.
 * English is the same server's answer with no catalogue to be found. No
 * display: the strings are made in src/phones, which has no GTK.
 *
 * Usage: test-phone-strings LANGUAGE (nl, es or it); the catalogues are
 * the build's, or those under SQUIRE_TEST_LOCALEDIR when it is set. */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <libsoup/soup.h>
#include <locale.h>

#include "sq-phone-address.h"
#include "sq-phone-server.h"
#include "sq-phone-test.h"

#define MAX_KNOWN 6

typedef struct {
  const char *key;
  const char *text;   /* as po/LANGUAGE.po translates it */
} Word;

typedef struct {
  const char *language;
  Word        words[MAX_KNOWN];
} KnownWords;

/* Words the page must show in each language, from po/nl.po, po/es.po and
 * po/it.po: the language code, game terms of the glossary, a sentence. */
static const KnownWords known_words[] = {
  { "nl", { { "lang", "nl" },
            { "siege", "Blijden" },
            { "white-swords", "Witte zwaarden" },
            { "hand", "Jouw hand" },
            { "over", "Het spel is voorbij." } } },
  { "es", { { "lang", "es" },
            { "siege", "Máquinas de asedio" },
            { "black-swords", "Espadas negras" },
            { "hand", "Tu mano" },
            { "over", "La partida ha terminado." } } },
  { "it", { { "lang", "it" },
            { "siege", "Catapulte" },
            { "white-swords", "Spade Bianche" },
            { "hand", "La tua mano" },
            { "over", "La partita è finita." } } },
};

static const char    *language;
static SqPhoneServer *server;
static SoupSession   *session;
static JsonNode      *english;

/* GET @name under seat 0's page: the body, after a 200. */
static char *
get (const char *name)
{
  g_autofree char *url = sq_phone_server_dup_url (server, 0);
  g_autofree char *file_url = g_strconcat (url, name, NULL);
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", file_url);
  char *body = sq_phone_test_send (session, msg);

  g_assert_cmpuint (soup_message_get_status (msg), ==, 200);

  return body;
}

/* The page's words, as the page fetches them now. */
static JsonNode *
get_strings (void)
{
  g_autofree char *body = get ("strings");
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (body, &error);

  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));

  return node;
}

/* As sq_application_set_up_locale() (src/app/sq-application.c) does for
 * a language chosen in Preferences, without its GTK: gettext reads
 * LANGUAGE before the locale, except in the C locale. Before any thread
 * is made: setenv() and setlocale() are not thread-safe. */
static void
set_up_locale (const char *lang)
{
  const char *messages;

  g_setenv ("LANGUAGE", lang, TRUE);
  setlocale (LC_ALL, "");
  messages = setlocale (LC_MESSAGES, NULL);
  if (messages == NULL || g_str_equal (messages, "C") || g_str_equal (messages, "POSIX"))
    {
      g_setenv (g_getenv ("LC_ALL") != NULL ? "LC_ALL" : "LC_MESSAGES", "C.UTF-8", TRUE);
      setlocale (LC_ALL, "");
    }
}

/* The catalogues under @localedir from now on: a new folder makes
 * gettext forget what it found in the old one. */
static void
bind_catalogues (const char *localedir)
{
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

/* Every string differs from its English source, and the same keys are
 * there in both. None may read the same: every string of the page is a
 * sentence or a game term that each language words its own way, and
 * "lang" is the language's own code. */
static void
test_translated (void)
{
  g_autoptr(JsonNode) node = get_strings ();
  JsonObject *translated = json_node_get_object (node);
  JsonObject *source = json_node_get_object (english);
  g_autoptr(GList) keys = json_object_get_members (source);

  g_assert_cmpuint (json_object_get_size (source), >, 10);
  g_assert_cmpuint (json_object_get_size (translated), ==, json_object_get_size (source));
  g_assert_cmpstr (json_object_get_string_member (source, "lang"), ==, "en");
  for (GList *l = keys; l != NULL; l = l->next)
    {
      const char *key = l->data;
      const char *text = json_object_get_string_member_with_default (translated, key, NULL);
      const char *english_text = json_object_get_string_member (source, key);

      g_test_message ("%s: \"%s\" -> \"%s\"", key, english_text, text);
      g_assert_nonnull (text);
      g_assert_cmpstr (text, !=, "");
      g_assert_cmpstr (text, !=, english_text);
    }
}

/* A few words as the language's catalogue has them. */
static void
test_known_words (void)
{
  g_autoptr(JsonNode) node = get_strings ();
  JsonObject *translated = json_node_get_object (node);
  const KnownWords *known = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (known_words); i++)
    if (g_str_equal (known_words[i].language, language))
      known = &known_words[i];
  g_assert_nonnull (known);

  for (guint i = 0; i < MAX_KNOWN && known->words[i].key != NULL; i++)
    g_assert_cmpstr (json_object_get_string_member_with_default (translated, known->words[i].key, NULL),
                     ==, known->words[i].text);
}

/* Adds to @keys every first group of @pattern in @text. */
static void
collect_keys (GHashTable *keys,
              const char *pattern,
              const char *text)
{
  g_autoptr(GRegex) regex = g_regex_new (pattern, G_REGEX_DEFAULT, G_REGEX_MATCH_DEFAULT, NULL);
  g_autoptr(GMatchInfo) match = NULL;

  g_assert_nonnull (regex);
  g_regex_match (regex, text, G_REGEX_MATCH_DEFAULT, &match);
  while (g_match_info_matches (match))
    {
      g_hash_table_add (keys, g_match_info_fetch (match, 1));
      g_match_info_next (match, NULL);
    }
}

/* Every word the page's HTML (data-s) and script (t(), setStatus()) ask
 * for is served, in the language: none is left blank on the phone. */
static void
test_page_keys (void)
{
  g_autoptr(JsonNode) node = get_strings ();
  JsonObject *translated = json_node_get_object (node);
  g_autofree char *html = get ("");
  g_autofree char *script = get ("phone.js");
  g_autoptr(GHashTable) keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GHashTableIter iter;
  const char *key;

  collect_keys (keys, "data-s=\"([a-z-]+)\"", html);
  collect_keys (keys, "\\b(?:t|setStatus) ?\\(\"([a-z-]+)\"\\)", script);
  /* the page's HTML labels and the status line at least */
  g_assert_cmpuint (g_hash_table_size (keys), >=, 15);

  g_hash_table_iter_init (&iter, keys);
  while (g_hash_table_iter_next (&iter, (gpointer *) &key, NULL))
    {
      const char *text = json_object_get_string_member_with_default (translated, key, NULL);

      g_test_message ("the page asks for \"%s\": \"%s\"", key, text);
      g_assert_nonnull (text);
      g_assert_cmpstr (text, !=, "");
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  const char *localedir;
  g_autofree char *empty_dir = NULL;
  int status;

  g_setenv (SQ_PHONE_LOOPBACK_ENV, "1", TRUE);
  g_test_init (&argc, &argv, NULL);
  if (argc != 2)
    g_error ("usage: %s LANGUAGE", argv[0]);
  language = argv[1];
  localedir = g_getenv ("SQUIRE_TEST_LOCALEDIR");
  if (localedir == NULL)
    localedir = SQ_BUILD_LOCALEDIR;

  set_up_locale (language);
  /* the English source: the page's words with no catalogue to be found */
  empty_dir = g_dir_make_tmp ("squire-no-catalogues-XXXXXX", &error);
  g_assert_no_error (error);
  bind_catalogues (empty_dir);

  server = sq_phone_server_new ();
  g_assert_true (sq_phone_server_set_n_seats (server, 1, &error));
  g_assert_no_error (error);
  g_assert_true (sq_phone_server_start (server, &error));
  g_assert_no_error (error);
  session = soup_session_new ();
  english = get_strings ();

  /* then the language's */
  bind_catalogues (localedir);
  g_assert_cmpint (g_rmdir (empty_dir), ==, 0);

  {
    g_autofree char *translated = g_strdup_printf ("/phone-strings/%s/translated", language);
    g_autofree char *known = g_strdup_printf ("/phone-strings/%s/known-words", language);
    g_autofree char *page_keys = g_strdup_printf ("/phone-strings/%s/page-keys", language);

    g_test_add_func (translated, test_translated);
    g_test_add_func (known, test_known_words);
    g_test_add_func (page_keys, test_page_keys);
    status = g_test_run ();
  }

  g_clear_pointer (&english, json_node_unref);
  g_clear_object (&session);
  sq_phone_server_stop (server);
  g_clear_object (&server);
  while (g_main_context_iteration (NULL, FALSE))
    ;

  return status;
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The strings xgettext extracts from a rules reference, with the ITS
 * rules in data/rules/its, are the strings its loader looks up, in the
 * fixture and in the real data/rules/reference.xml; and with a catalogue
 * that marks every string, every text of the loaded reference comes out
 * translated. */

#include "config.h"

#include <locale.h>
#include <glib/gstdio.h>
#include <glib/gi18n.h>

#include "sq-reference-test.h"

/* Helpers */

/* Every text the loader looked up, as it came out of gettext. */
static GHashTable *
loaded_strings (SqReference *reference)
{
  GHashTable *strings = g_hash_table_new (g_str_hash, g_str_equal);
  GListModel *topics = sq_reference_get_topics (reference);

  for (guint s = 0; s < sq_reference_get_n_sections (reference); s++)
    g_hash_table_add (strings, (gpointer) sq_reference_get_section_title (reference, s));

  for (guint i = 0; i < g_list_model_get_n_items (topics); i++)
    {
      g_autoptr(SqReferenceTopic) topic = g_list_model_get_item (topics, i);

      g_hash_table_add (strings, (gpointer) sq_reference_topic_get_title (topic));
      if (sq_reference_topic_get_keywords (topic) != NULL)
        g_hash_table_add (strings, (gpointer) sq_reference_topic_get_keywords (topic));
      for (guint b = 0; b < sq_reference_topic_get_n_blocks (topic); b++)
        {
          const char *text;

          sq_reference_topic_get_block (topic, b, &text);
          g_hash_table_add (strings, (gpointer) text);
        }
    }

  return strings;
}

/* Runs xgettext with the project's ITS rules over @path, as the squire-pot
 * target does, and returns the msgids it extracts (the header's "" left
 * out), or %NULL when xgettext is not installed. */
static GPtrArray *
extract_msgids (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *datadir = g_build_filename (SQ_SOURCE_ROOT, "data", "rules", NULL);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_auto(GStrv) env = g_get_environ ();
  g_auto(GStrv) lines = NULL;
  const char *argv[] = {
    SQ_XGETTEXT, "--from-code=UTF-8", "--output=-", path, NULL
  };
  GPtrArray *msgids = g_ptr_array_new_with_free_func (g_free);
  GString *current = NULL;
  int status;

  if (SQ_XGETTEXT[0] == '\0')
    {
      g_ptr_array_unref (msgids);
      return NULL;
    }

  env = g_environ_setenv (env, "GETTEXTDATADIRS", datadir, TRUE);
  g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL,
                &out, &err, &status, &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("xgettext failed: %s", err);

  /* msgid "…" and its continuation lines "…"; the escapes are C's */
  lines = g_strsplit (out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *quoted = NULL;

      if (g_str_has_prefix (lines[i], "msgid \""))
        {
          if (current != NULL)
            g_ptr_array_add (msgids, g_string_free (current, FALSE));
          current = g_string_new (NULL);
          quoted = lines[i] + strlen ("msgid ");
        }
      else if (current != NULL && lines[i][0] == '"')
        quoted = lines[i];
      else if (current != NULL)
        {
          g_ptr_array_add (msgids, g_string_free (current, FALSE));
          current = NULL;
        }

      if (quoted != NULL)
        {
          g_autofree char *inner = g_strndup (quoted + 1, strlen (quoted) - 2);
          g_autofree char *text = g_strcompress (inner);

          g_string_append (current, text);
        }
    }
  if (current != NULL)
    g_ptr_array_add (msgids, g_string_free (current, FALSE));

  /* the header */
  for (guint i = 0; i < msgids->len; i++)
    if (((char *) g_ptr_array_index (msgids, i))[0] == '\0')
      g_ptr_array_remove_index (msgids, i--);

  return msgids;
}

/* Extraction: what xgettext extracts is what the loader looks up */

static void
assert_extraction_matches (const char *path)
{
  g_autoptr(SqReference) reference = load_file (path);
  g_autoptr(GHashTable) loaded = loaded_strings (reference);
  g_autoptr(GHashTable) extracted = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) msgids = extract_msgids (path);
  GHashTableIter iter;
  const char *text;

  if (msgids == NULL)
    {
      g_test_skip ("xgettext is not installed");
      return;
    }

  g_assert_cmpuint (msgids->len, >, 0);

  /* In the C locale every lookup gives back its msgid: each string
   * extracted must be one the loader looked up… */
  for (guint i = 0; i < msgids->len; i++)
    {
      const char *msgid = g_ptr_array_index (msgids, i);

      g_hash_table_add (extracted, (gpointer) msgid);
      if (!g_hash_table_contains (loaded, msgid))
        g_test_fail_printf ("extracted but never looked up: “%s”", msgid);
    }

  /* …and each string the loader looks up was extracted */
  g_hash_table_iter_init (&iter, loaded);
  while (g_hash_table_iter_next (&iter, (gpointer *) &text, NULL))
    if (!g_hash_table_contains (extracted, text))
      g_test_fail_printf ("looked up but not extracted: “%s”", text);
}

static void
test_extraction_fixture (void)
{
  g_autofree char *path = fixture_path ();

  assert_extraction_matches (path);
}

static void
test_extraction_real (void)
{
  g_autofree char *path = real_path ();

  assert_extraction_matches (path);
}

static char *
po_escape (const char *text)
{
  /* g_strescape would turn UTF-8 into octal escapes */
  g_autoptr(GString) out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_c (out, '\\');
      g_string_append_c (out, *p);
    }

  return g_strdup (out->str);
}

/* With a catalogue that prefixes every msgid with "[xx] ", every text of
 * the fixture comes out translated: the whole way from xgettext through
 * msgfmt to the loader's g_dgettext(). gettext picks its catalogue once
 * per process, so the loading is done in a subprocess. */
static void
test_extraction_translated (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *localedir = g_test_build_filename (G_TEST_BUILT, "reference-locale", NULL);
  g_autofree char *messages = g_build_filename (localedir, "xx", "LC_MESSAGES", NULL);
  g_autofree char *po = g_build_filename (localedir, "xx.po", NULL);
  g_autofree char *mo = g_build_filename (messages, GETTEXT_PACKAGE ".mo", NULL);
  g_autofree char *fixture = fixture_path ();
  g_autoptr(GPtrArray) msgids = NULL;
  g_autoptr(GString) catalogue = NULL;
  int status;

  if (g_test_subprocess ())
    {
      g_autoptr(SqReference) reference = NULL;
      g_autoptr(GHashTable) loaded = NULL;
      g_autofree char *ids = NULL;
      GHashTableIter iter;
      const char *text;

      g_setenv ("LANGUAGE", "xx", TRUE);
      setlocale (LC_ALL, "");
      bindtextdomain (GETTEXT_PACKAGE, localedir);
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);

      reference = load_fixture ();
      loaded = loaded_strings (reference);
      g_assert_cmpuint (g_hash_table_size (loaded), >, 0);
      g_hash_table_iter_init (&iter, loaded);
      while (g_hash_table_iter_next (&iter, (gpointer *) &text, NULL))
        if (!g_str_has_prefix (text, "[xx] "))
          g_error ("not translated: “%s”", text);

      /* and the search looks in the translation */
      ids = search_ids (reference, "xx accion");
      g_assert_cmpstr (ids, ==, "heroic.action");
      return;
    }

  msgids = extract_msgids (fixture);
  if (msgids == NULL || SQ_MSGFMT[0] == '\0')
    {
      g_test_skip ("xgettext or msgfmt is not installed");
      return;
    }

  g_assert_cmpint (g_mkdir_with_parents (messages, 0700), ==, 0);
  catalogue = g_string_new ("msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n");
  for (guint i = 0; i < msgids->len; i++)
    {
      g_autofree char *escaped = po_escape (g_ptr_array_index (msgids, i));

      g_string_append_printf (catalogue,
                              "msgctxt \"shadows-over-camelot\"\nmsgid \"%s\"\nmsgstr \"[xx] %s\"\n\n",
                              escaped, escaped);
    }
  g_file_set_contents (po, catalogue->str, -1, &error);
  g_assert_no_error (error);

  {
    const char *argv[] = { SQ_MSGFMT, "--output-file", mo, po, NULL };

    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                  NULL, NULL, &status, &error);
    g_assert_no_error (error);
    g_assert_true (g_spawn_check_wait_status (status, NULL));
  }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();

  g_remove (mo);
  g_remove (po);
  g_rmdir (messages);
  {
    g_autofree char *xx = g_path_get_dirname (messages);

    g_rmdir (xx);
  }
  g_rmdir (localedir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/reference/extraction/fixture", test_extraction_fixture);
  g_test_add_func ("/reference/extraction/real", test_extraction_real);
  g_test_add_func ("/reference/extraction/translated", test_extraction_translated);

  return g_test_run ();
}

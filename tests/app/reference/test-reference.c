/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The rules reference without a display: the loader on a small fixture
 * (reference-fixture.xml) and on bad files, folding and search, and the
 * real data/rules/reference.xml against the engine's rule ids and the rule
 * option keys. test-reference-extraction.c checks the strings xgettext
 * extracts against the strings the loader looks up. */

#include "config.h"

#include <locale.h>
#include <glib/gstdio.h>
#include <glib/gi18n.h>

#include "sq-reference-test.h"
#include "sq-rule-ids.h"
#include "sq-legends-rule-ids.h"

/* Helpers */

static SqReference *
load_string (const char  *text,
             GError     **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  return sq_reference_new_from_bytes (bytes, error);
}

/* Loader: the fixture */

static void
test_fixture_sections (void)
{
  g_autoptr(SqReference) reference = load_fixture ();
  g_autofree char *all = topic_ids (sq_reference_get_topics (reference));
  g_autofree char *basics = NULL;
  g_autofree char *faq = NULL;

  g_assert_cmpuint (sq_reference_get_n_sections (reference), ==, 3);
  g_assert_cmpstr (sq_reference_get_section_id (reference, 0), ==, "basics");
  /* whitespace collapsed, as xgettext does */
  g_assert_cmpstr (sq_reference_get_section_title (reference, 0), ==, "The Basics");
  g_assert_cmpstr (sq_reference_get_section_id (reference, 2), ==, "faq");
  /* a section's title may follow its topics */
  g_assert_cmpstr (sq_reference_get_section_title (reference, 2), ==, "Frequently Asked Questions");

  g_assert_cmpstr (all, ==, "basics.camelot heroic.action basics.siege option.excalibur faq.general");
  basics = topic_ids (sq_reference_get_section_topics (reference, 0));
  g_assert_cmpstr (basics, ==, "basics.camelot heroic.action basics.siege");
  faq = topic_ids (sq_reference_get_section_topics (reference, 2));
  g_assert_cmpstr (faq, ==, "faq.general");
}

static void
test_fixture_topic (void)
{
  g_autoptr(SqReference) reference = load_fixture ();
  SqReferenceTopic *camelot = sq_reference_lookup_topic (reference, "basics.camelot");
  SqReferenceTopic *siege = sq_reference_lookup_topic (reference, "basics.siege");
  SqReferenceTopic *faq = sq_reference_lookup_topic (reference, "faq.general");
  static const struct {
    SqReferenceBlock  kind;
    const char       *text;
  } camelot_blocks[] = {
    { SQ_REFERENCE_PARAGRAPH, "Every knight starts in Camelot. The Round Table is there." },
    { SQ_REFERENCE_ITEM, "Draw white cards." },
    { SQ_REFERENCE_ITEM, "Fight the siege engines & win." },
  }, faq_blocks[] = {
    { SQ_REFERENCE_QUESTION, "Can a knight leave Camelot at once?" },
    { SQ_REFERENCE_ANSWER, "Yes, as his heroic action." },
    { SQ_REFERENCE_QUESTION, "Is <Merlin> a card?" },
    { SQ_REFERENCE_ANSWER, "It is a special white card." },
  };
  const char *text;
  g_autofree char *related = NULL;

  g_assert_nonnull (camelot);
  g_assert_cmpstr (sq_reference_topic_get_id (camelot), ==, "basics.camelot");
  g_assert_cmpstr (sq_reference_topic_get_title (camelot), ==, "Camelot");
  g_assert_cmpstr (sq_reference_topic_get_keywords (camelot), ==, "castle, Round Table");
  g_assert_cmpstr (sq_reference_topic_get_section_id (camelot), ==, "basics");
  g_assert_cmpstr (sq_reference_topic_get_section_title (camelot), ==, "The Basics");

  g_assert_cmpuint (sq_reference_topic_get_n_blocks (camelot), ==, G_N_ELEMENTS (camelot_blocks));
  for (guint i = 0; i < G_N_ELEMENTS (camelot_blocks); i++)
    {
      g_assert_cmpint (sq_reference_topic_get_block (camelot, i, &text), ==, camelot_blocks[i].kind);
      g_assert_cmpstr (text, ==, camelot_blocks[i].text);
    }
  g_assert_cmpuint (sq_reference_topic_get_n_blocks (faq), ==, G_N_ELEMENTS (faq_blocks));
  for (guint i = 0; i < G_N_ELEMENTS (faq_blocks); i++)
    {
      g_assert_cmpint (sq_reference_topic_get_block (faq, i, &text), ==, faq_blocks[i].kind);
      g_assert_cmpstr (text, ==, faq_blocks[i].text);
    }
  g_assert_null (sq_reference_topic_get_keywords (faq));
  g_assert_cmpstr (sq_reference_topic_get_section_title (faq), ==, "Frequently Asked Questions");

  /* a no-break space is not white space to xgettext, nor to the loader */
  sq_reference_topic_get_block (siege, 1, &text);
  g_assert_cmpstr (text, ==, "A no-break space stays as it is: 12\302\240engines.");

  g_assert_cmpstrv (sq_reference_topic_get_related_ids (camelot),
                    ((const char *[]) { "heroic.action", "faq.general", NULL }));
  g_assert_cmpstrv (sq_reference_topic_get_rule_ids (camelot),
                    ((const char *[]) { "camelot.draw-limit", NULL }));
  g_assert_cmpstrv (sq_reference_topic_get_option_keys (camelot), ((const char *[]) { NULL }));
  g_assert_cmpstrv (sq_reference_topic_get_related_ids (siege), ((const char *[]) { NULL }));
  g_assert_cmpstr (sq_reference_topic_get_title (sq_reference_lookup_topic (reference, "heroic.action")),
                   ==, "Acción heroica");
  g_assert_null (sq_reference_lookup_topic (reference, "no.such.topic"));

  /* the related topics that exist, in order */
  {
    g_autoptr(GListModel) model = sq_reference_dup_related (reference, camelot);

    related = topic_ids (model);
    g_assert_cmpstr (related, ==, "heroic.action faq.general");
  }
  {
    g_autoptr(GListModel) model = sq_reference_dup_related (
      reference, sq_reference_lookup_topic (reference, "option.excalibur"));
    g_autofree char *ids = topic_ids (model);

    g_assert_cmpstr (ids, ==, "basics.siege");
  }
}

static void
test_fixture_lookups (void)
{
  g_autoptr(SqReference) reference = load_fixture ();
  SqReferenceTopic *heroic = sq_reference_lookup_topic (reference, "heroic.action");
  SqReferenceTopic *excalibur = sq_reference_lookup_topic (reference, "option.excalibur");

  g_assert_true (sq_reference_topic_for_rule (reference, "heroic.move") == heroic);
  g_assert_true (sq_reference_topic_for_rule (reference, "heroic.must-act") == heroic);
  g_assert_true (sq_reference_topic_for_rule (reference, "camelot.draw-limit") ==
                 sq_reference_lookup_topic (reference, "basics.camelot"));
  g_assert_null (sq_reference_topic_for_rule (reference, "quest.grail"));

  g_assert_true (sq_reference_topic_for_option (reference, "default-rule-excalibur-bonus") == excalibur);
  g_assert_true (sq_reference_topic_for_option (reference, "default-rule-vivien-duration") == excalibur);
  g_assert_null (sq_reference_topic_for_option (reference, "default-rule-kay-own-siege"));

  /* a topic is an object with properties, for list models and bindings */
  {
    g_autofree char *id = NULL;
    g_autofree char *title = NULL;
    g_autofree char *section = NULL;

    g_object_get (heroic, "id", &id, "title", &title, "section-title", &section, NULL);
    g_assert_cmpstr (id, ==, "heroic.action");
    g_assert_cmpstr (title, ==, "Acción heroica");
    g_assert_cmpstr (section, ==, "The Basics");
  }
}

static void
test_new_destroy (void)
{
  SqReference *reference = load_fixture ();
  SqReferenceTopic *topic = g_object_ref (sq_reference_lookup_topic (reference, "basics.camelot"));

  g_assert_finalize_object (reference);
  /* a topic outlives its reference */
  g_assert_cmpstr (sq_reference_topic_get_title (topic), ==, "Camelot");
  g_assert_finalize_object (topic);
}

/* Loader: files it refuses */

typedef struct
{
  const char *name;
  const char *text;
  GQuark      domain;
  int         code;
} BadCase;

#define TOPIC(body) "<reference game='g'><section id='s'><title>S</title><topic id='t'><title>T</title>" \
                    body "</topic></section></reference>"

static void
test_bad_files (void)
{
  const BadCase cases[] = {
    { "not xml", "<reference game='g'><section", G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE },
    { "other root", "<interface/>", SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_INVALID },
    { "no sections", "<reference game='g'/>", SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_INVALID },
    { "no game", "<reference><section id='s'><title>S</title></section></reference>",
      G_MARKUP_ERROR, G_MARKUP_ERROR_MISSING_ATTRIBUTE },
    { "unknown element", TOPIC ("<b>bold</b>"), SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_INVALID },
    { "element out of place", TOPIC ("<li>item</li>"), SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_INVALID },
    { "markup in text", TOPIC ("<p>a <b>b</b></p>"), SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_INVALID },
    { "text in a topic", TOPIC ("loose words"), SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_INVALID },
    { "empty paragraph", TOPIC ("<p> </p>"), SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_INVALID },
    { "second title", TOPIC ("<title>U</title>"), SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_INVALID },
    { "second keywords", TOPIC ("<keywords>a</keywords><keywords>b</keywords>"),
      SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_INVALID },
    { "related without ref", TOPIC ("<related id='x'/>"), G_MARKUP_ERROR, G_MARKUP_ERROR_MISSING_ATTRIBUTE },
    { "unknown attribute", TOPIC ("<p class='x'>a</p>"), G_MARKUP_ERROR, G_MARKUP_ERROR_UNKNOWN_ATTRIBUTE },
    { "topic without id", "<reference game='g'><section id='s'><title>S</title><topic><title>T</title></topic>"
      "</section></reference>", G_MARKUP_ERROR, G_MARKUP_ERROR_MISSING_ATTRIBUTE },
    { "topic without title", "<reference game='g'><section id='s'><title>S</title><topic id='t'><p>a</p>"
      "</topic></section></reference>", SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_INVALID },
    { "section without title", "<reference game='g'><section id='s'><topic id='t'><title>T</title></topic>"
      "</section></reference>", SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_INVALID },
    { "topic id twice", "<reference game='g'><section id='s'><title>S</title>"
      "<topic id='t'><title>T</title></topic><topic id='t'><title>U</title></topic>"
      "</section></reference>", SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_DUPLICATE },
    { "section id twice", "<reference game='g'><section id='s'><title>S</title></section>"
      "<section id='s'><title>S</title></section></reference>",
      SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_DUPLICATE },
    { "rule in two topics", "<reference game='g'><section id='s'><title>S</title>"
      "<topic id='t'><title>T</title><rule id='quest.wars'/></topic>"
      "<topic id='u'><title>U</title><rule id='quest.wars'/></topic>"
      "</section></reference>", SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_DUPLICATE },
    { "option in two topics", TOPIC ("<option key='default-rule-a'/><option key='default-rule-a'/>"),
      SQ_REFERENCE_ERROR, SQ_REFERENCE_ERROR_DUPLICATE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(SqReference) reference = NULL;

      g_test_message ("%s", cases[i].name);
      reference = load_string (cases[i].text, &error);
      g_assert_null (reference);
      g_assert_error (error, cases[i].domain, cases[i].code);
      /* GMarkup says where, for a file it could read */
      if (!g_str_equal (cases[i].name, "no sections"))
        g_assert_nonnull (strstr (error->message, "line"));
    }

  /* and the smallest file it takes */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(SqReference) reference = load_string (TOPIC (""), &error);

    g_assert_no_error (error);
    g_assert_cmpuint (g_list_model_get_n_items (sq_reference_get_topics (reference)), ==, 1);
  }
}

/* Folding and search */

static void
test_fold (void)
{
  static const struct {
    const char *text;
    const char *folded;
  } cases[] = {
    { "Camelot", "camelot" },
    { "ACCIÓN Heroica", "accion heroica" },
    { "Acción heroica", "accion heroica" },
    { "Ouvre-boîte, Noël, ÇA", "ouvre-boite, noel, ca" },
    { "Straße", "strasse" },
    { "ﬁnal", "final" },          /* a ligature */
    { "Cavaliere dell’Ovest", "cavaliere dell’ovest" },
    { "", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *folded = sq_reference_fold (cases[i].text);

      g_assert_cmpstr (folded, ==, cases[i].folded);
    }

  /* a query that is not UTF-8 folds to nothing, and finds nothing */
  {
    g_autofree char *folded = sq_reference_fold ("caf\xe9");

    g_assert_cmpstr (folded, ==, "");
  }
}

static void
test_search_case_and_accents (void)
{
  g_autoptr(SqReference) reference = load_fixture ();
  static const struct {
    const char *query;
    const char *ids;
  } cases[] = {
    { "camelot", "basics.camelot faq.general basics.siege" },
    { "CAMELOT", "basics.camelot faq.general basics.siege" },
    { "CaMeLoT", "basics.camelot faq.general basics.siege" },
    { "accion heroica", "heroic.action" },
    { "ACCIÓN", "heroic.action" },
    { "acción", "heroic.action" },
    /* and the other way round: an accent typed where the text has none */
    { "cámelot", "basics.camelot faq.general basics.siege" },
    /* punctuation is not part of a word */
    { "merlin", "faq.general" },
    { "<Merlin>?", "faq.general" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *ids = search_ids (reference, cases[i].query);

      g_test_message ("“%s”", cases[i].query);
      g_assert_cmpstr (ids, ==, cases[i].ids);
    }
}

static void
test_search_ranking (void)
{
  g_autoptr(SqReference) reference = load_fixture ();
  static const struct {
    const char *query;
    const char *ids;
  } cases[] = {
    /* the title before the text, though the text comes first in the file */
    { "siege", "basics.siege basics.camelot" },
    /* the keywords before the text; otherwise the file's order; a whole
     * word before the start of one ("knights") */
    { "knight", "option.excalibur basics.camelot heroic.action faq.general basics.siege" },
    /* the start of a word is enough */
    { "excal", "option.excalibur" },
    { "sieg", "basics.siege basics.camelot" },
    /* a word inside another is not */
    { "alibur", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *ids = search_ids (reference, cases[i].query);

      g_test_message ("“%s”", cases[i].query);
      g_assert_cmpstr (ids, ==, cases[i].ids);
    }
}

/* A second game's document, small, for the search by game. */
static const char legends_fixture[] =
  "<reference game=\"camelot-legends\">"
  "<section id=\"legends-basics\"><title>Legends Basics</title>"
  "<topic id=\"legends.camelot\"><title>Camelot in Legends</title>"
  "<keywords>castle</keywords><p>Camelot is a place of the card game too.</p></topic>"
  "</section></reference>";

static void
test_search_in_game (void)
{
  g_autoptr(SqReference) reference = load_fixture ();
  g_autoptr(GBytes) bytes = g_bytes_new_static (legends_fixture, sizeof legends_fixture - 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(GListModel) mine = NULL;
  g_autoptr(GListModel) both = NULL;
  g_autoptr(GListModel) theirs = NULL;
  g_autoptr(GListModel) all = NULL;
  g_autofree char *mine_ids = NULL;
  g_autofree char *both_ids = NULL;
  g_autofree char *theirs_ids = NULL;
  guint n = 0;

  g_assert_true (sq_reference_add_bytes (reference, bytes, &error));
  g_assert_no_error (error);
  n = sq_reference_get_n_sections (reference);
  g_assert_cmpstr (sq_reference_get_section_game (reference, 0), ==, "shadows-over-camelot");
  g_assert_cmpstr (sq_reference_get_section_game (reference, n - 1), ==, "camelot-legends");
  g_assert_cmpstr (sq_reference_topic_get_game (sq_reference_lookup_topic (reference, "legends.camelot")),
                   ==, "camelot-legends");

  /* the game at the table alone, then with the other game's after it */
  mine = sq_reference_search_in_game (reference, "camelot", "shadows-over-camelot", FALSE);
  mine_ids = topic_ids (mine);
  g_assert_cmpstr (mine_ids, ==, "basics.camelot faq.general basics.siege");
  both = sq_reference_search_in_game (reference, "camelot", "shadows-over-camelot", TRUE);
  both_ids = topic_ids (both);
  g_assert_cmpstr (both_ids, ==, "basics.camelot faq.general basics.siege legends.camelot");
  /* the title match of the other game does not jump ahead of this one's */
  theirs = sq_reference_search_in_game (reference, "camelot", "camelot-legends", TRUE);
  theirs_ids = topic_ids (theirs);
  g_assert_cmpstr (theirs_ids, ==, "legends.camelot basics.camelot faq.general basics.siege");
  /* without a game, the plain search */
  all = sq_reference_search_in_game (reference, "camelot", NULL, FALSE);
  g_assert_cmpuint (g_list_model_get_n_items (all), ==, 4);
}

static void
test_search_words (void)
{
  g_autoptr(SqReference) reference = load_fixture ();
  static const struct {
    const char *query;
    const char *ids;
  } cases[] = {
    /* every word must be found, in any field and any order */
    { "round table camelot", "basics.camelot basics.siege" },
    { "camelot round", "basics.camelot basics.siege" },
    { "camelot merlin", "faq.general" },
    { "  camelot,   merlin  ", "faq.general" },
    { "camelot dragon", "" },
    /* nothing to look for */
    { "dragon", "" },
    { "", "" },
    { "   ", "" },
    { " ,;- ", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *ids = search_ids (reference, cases[i].query);

      g_test_message ("“%s”", cases[i].query);
      g_assert_cmpstr (ids, ==, cases[i].ids);
    }

  /* each search is a list of its own */
  {
    g_autoptr(GListModel) first = sq_reference_search (reference, "camelot");
    g_autoptr(GListModel) second = sq_reference_search (reference, "camelot");

    g_assert_true (first != second);
    g_assert_cmpuint (g_list_model_get_n_items (first), ==, 3);
    g_assert_true (g_list_model_get_item_type (first) == SQ_TYPE_REFERENCE_TOPIC);
  }
}

/* The real reference */

static void
test_real_loads (void)
{
  /* a file the loader refuses is a warning, fatal here */
  SqReference *reference = sq_reference_get_default ();
  GListModel *topics = sq_reference_get_topics (reference);

  g_assert_true (sq_reference_get_default () == reference);
  g_assert_cmpuint (sq_reference_get_n_sections (reference), >, 0);
  g_assert_cmpuint (g_list_model_get_n_items (topics), >, 0);

  /* the resources are the files in the source tree: the base game's,
   * then Camelot Legends' */
  {
    g_autofree char *path = real_path ();
    g_autofree char *legends_path = g_build_filename (SQ_SOURCE_ROOT, "data", "rules", "legends.xml", NULL);
    g_autoptr(SqReference) from_file = load_file (path);
    g_autoptr(GError) error = NULL;
    g_autoptr(GBytes) legends = NULL;
    g_autofree char *a = NULL;
    g_autofree char *b = NULL;
    char *contents;
    gsize length;

    g_file_get_contents (legends_path, &contents, &length, &error);
    g_assert_no_error (error);
    legends = g_bytes_new_take (contents, length);
    g_assert_true (sq_reference_add_bytes (from_file, legends, &error));
    g_assert_no_error (error);
    a = topic_ids (topics);
    b = topic_ids (sq_reference_get_topics (from_file));

    g_assert_cmpstr (a, ==, b);
  }

  /* every topic says something */
  for (guint i = 0; i < g_list_model_get_n_items (topics); i++)
    {
      g_autoptr(SqReferenceTopic) topic = g_list_model_get_item (topics, i);

      if (sq_reference_topic_get_n_blocks (topic) == 0)
        g_test_fail_printf ("topic “%s” has no text", sq_reference_topic_get_id (topic));
    }
}

#define SQ_RULE_STRING(sym, str) str,
static const char * const engine_rule_ids[] = {
  SQ_RULE_IDS (SQ_RULE_STRING)
  SQ_LEGENDS_RULE_IDS (SQ_RULE_STRING)
  NULL
};
#undef SQ_RULE_STRING

static void
test_real_rule_ids (void)
{
  SqReference *reference = sq_reference_get_default ();
  GListModel *topics = sq_reference_get_topics (reference);
  g_autoptr(GString) missing = g_string_new (NULL);
  g_autoptr(GString) unknown = g_string_new (NULL);

  /* both games' rules: the Legends document is in the resources too */
  G_STATIC_ASSERT (G_N_ELEMENTS (engine_rule_ids) == SQ_N_RULES + SQ_LEGENDS_N_RULES + 1);

  /* every refusal of either engine can open a topic… */
  for (guint i = 0; engine_rule_ids[i] != NULL; i++)
    if (sq_reference_topic_for_rule (reference, engine_rule_ids[i]) == NULL)
      g_string_append_printf (missing, " %s", engine_rule_ids[i]);

  /* …and every rule id the reference names is one the engine has */
  for (guint i = 0; i < g_list_model_get_n_items (topics); i++)
    {
      g_autoptr(SqReferenceTopic) topic = g_list_model_get_item (topics, i);
      const char * const *rules = sq_reference_topic_get_rule_ids (topic);

      for (guint j = 0; rules[j] != NULL; j++)
        if (!g_strv_contains (engine_rule_ids, rules[j]))
          g_string_append_printf (unknown, " %s (in %s)", rules[j], sq_reference_topic_get_id (topic));
    }

  if (missing->len > 0)
    g_test_fail_printf ("no topic explains these rule ids:%s", missing->str);
  if (unknown->len > 0)
    g_test_fail_printf ("the engine has no such rule ids:%s", unknown->str);
}

static void
test_real_related (void)
{
  SqReference *reference = sq_reference_get_default ();
  GListModel *topics = sq_reference_get_topics (reference);

  for (guint i = 0; i < g_list_model_get_n_items (topics); i++)
    {
      g_autoptr(SqReferenceTopic) topic = g_list_model_get_item (topics, i);
      const char *id = sq_reference_topic_get_id (topic);
      const char * const *related = sq_reference_topic_get_related_ids (topic);

      for (guint j = 0; related[j] != NULL; j++)
        {
          if (sq_reference_lookup_topic (reference, related[j]) == NULL)
            g_test_fail_printf ("%s: related topic “%s” does not exist", id, related[j]);
          else if (g_str_equal (related[j], id))
            g_test_fail_printf ("%s is related to itself", id);

          for (guint k = 0; k < j; k++)
            if (g_str_equal (related[j], related[k]))
              g_test_fail_printf ("%s: “%s” is related twice", id, related[j]);
        }
    }
}

static void
test_real_options (void)
{
  SqReference *reference = sq_reference_get_default ();
  GListModel *topics = sq_reference_get_topics (reference);
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;
  guint n_options = 0;

  g_assert_nonnull (source);
  schema = g_settings_schema_source_lookup (source, BASE_ID, TRUE);
  g_assert_nonnull (schema);
  keys = g_settings_schema_list_keys (schema);

  /* every rule option has a topic… */
  for (guint i = 0; keys[i] != NULL; i++)
    {
      if (!g_str_has_prefix (keys[i], "default-rule-"))
        continue;
      n_options++;
      if (sq_reference_topic_for_option (reference, keys[i]) == NULL)
        g_test_fail_printf ("no topic explains the rule option %s", keys[i]);
    }
  g_assert_cmpuint (n_options, >, 0);

  /* …and every option key the reference names is in the schema */
  for (guint i = 0; i < g_list_model_get_n_items (topics); i++)
    {
      g_autoptr(SqReferenceTopic) topic = g_list_model_get_item (topics, i);
      const char * const *options = sq_reference_topic_get_option_keys (topic);

      for (guint j = 0; options[j] != NULL; j++)
        if (!g_settings_schema_has_key (schema, options[j]))
          g_test_fail_printf ("%s: the settings have no key %s",
                              sq_reference_topic_get_id (topic), options[j]);
    }
}

/* Whatever the wording, searching for a topic's title finds it, and
 * among the topics that match best. */
static void
test_real_search_titles (void)
{
  SqReference *reference = sq_reference_get_default ();
  GListModel *topics = sq_reference_get_topics (reference);

  for (guint i = 0; i < g_list_model_get_n_items (topics); i++)
    {
      g_autoptr(SqReferenceTopic) topic = g_list_model_get_item (topics, i);
      g_autofree char *upper = g_utf8_strup (sq_reference_topic_get_title (topic), -1);
      g_autoptr(GListModel) results = sq_reference_search (reference, upper);
      gboolean found = FALSE;

      for (guint j = 0; j < g_list_model_get_n_items (results) && !found; j++)
        {
          g_autoptr(SqReferenceTopic) result = g_list_model_get_item (results, j);

          found = result == topic;
        }

      if (!found)
        g_test_fail_printf ("searching for “%s” does not find %s",
                            upper, sq_reference_topic_get_id (topic));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/reference/fixture/sections", test_fixture_sections);
  g_test_add_func ("/reference/fixture/topic", test_fixture_topic);
  g_test_add_func ("/reference/fixture/lookups", test_fixture_lookups);
  g_test_add_func ("/reference/search-in-game", test_search_in_game);
  g_test_add_func ("/reference/new-destroy", test_new_destroy);
  g_test_add_func ("/reference/bad-files", test_bad_files);
  g_test_add_func ("/reference/search/fold", test_fold);
  g_test_add_func ("/reference/search/case-and-accents", test_search_case_and_accents);
  g_test_add_func ("/reference/search/ranking", test_search_ranking);
  g_test_add_func ("/reference/search/words", test_search_words);
  g_test_add_func ("/reference/real/loads", test_real_loads);
  g_test_add_func ("/reference/real/rule-ids", test_real_rule_ids);
  g_test_add_func ("/reference/real/related", test_real_related);
  g_test_add_func ("/reference/real/options", test_real_options);
  g_test_add_func ("/reference/real/search-titles", test_real_search_titles);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The rules page on the small reference of reference-fixture.xml: the
 * index, searching, opening a topic, following a related topic and going
 * back, wide and narrow. test-rules-window.c has the window's rules page
 * on the real reference. */

#include "config.h"

#include <adwaita.h>

#include "sq-rules-page-test.h"

/* Helpers */

static SqReference *
load_fixture (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "app", "reference", "reference-fixture.xml", NULL);
  g_autoptr(GBytes) bytes = NULL;
  SqReference *reference;
  char *contents;
  gsize length;

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);
  bytes = g_bytes_new_take (contents, length);
  reference = sq_reference_new_from_bytes (bytes, &error);
  g_assert_no_error (error);

  return reference;
}

static gboolean
on_timeout_cb (gpointer data)
{
  gboolean *timed_out = data;

  *timed_out = TRUE;

  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @done says so, for at most five seconds. */
static void
wait_for (gboolean (*done) (gpointer),
          gpointer   data)
{
  gboolean timed_out = FALSE;
  guint source = g_timeout_add (5000, on_timeout_cb, &timed_out);

  while (!done (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (source);
  g_assert_false (timed_out);
  sq_test_iterate ();
}

static gboolean
is_drawn (gpointer data)
{
  return gtk_widget_get_mapped (data) && gtk_widget_get_width (data) > 0;
}

/* A window of @width x @height showing @page. */
static GtkWindow *
present_page (SqRulesPage *page,
              int          width,
              int          height)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());

  gtk_window_set_default_size (window, width, height);
  gtk_window_set_child (window, GTK_WIDGET (page));
  gtk_window_present (window);
  wait_for (is_drawn, page);

  return window;
}

static SqRulesPage *
new_page (GSettings *settings)
{
  g_autoptr(SqReference) reference = load_fixture ();

  return SQ_RULES_PAGE (sq_rules_page_new (reference, settings));
}

static void
search (SqRulesPage *page,
        const char  *text)
{
  gtk_editable_set_text (GTK_EDITABLE (page_child (page, "search_entry")), text);
  sq_test_iterate ();
}

static const char *
index_shows (SqRulesPage *page)
{
  return gtk_stack_get_visible_child_name (GTK_STACK (page_child (page, "index_stack")));
}

/* What the list shows, one row per line; a section's title as "# …". */
static char *
list_titles (SqRulesPage *page)
{
  GListModel *model = list_model (page);
  g_autoptr(GString) titles = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, i);

      if (GTK_IS_STRING_OBJECT (item))
        g_string_append_printf (titles, "# %s\n", gtk_string_object_get_string (GTK_STRING_OBJECT (item)));
      else
        g_string_append_printf (titles, "%s\n", sq_reference_topic_get_title (SQ_REFERENCE_TOPIC (item)));
    }

  return g_strdup (titles->str);
}

static void
collect_rows (GtkWidget *widget,
              GPtrArray *out)
{
  if (ADW_IS_ACTION_ROW (widget))
    g_ptr_array_add (out, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_rows (child, out);
}

/* The row titled @title under @widget; there must be one. */
static GtkWidget *
find_row (GtkWidget  *widget,
          const char *title)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect_rows (widget, rows);
  for (guint i = 0; i < rows->len; i++)
    if (g_strcmp0 (adw_preferences_row_get_title (g_ptr_array_index (rows, i)), title) == 0)
      return g_ptr_array_index (rows, i);

  g_error ("no row “%s”", title);
}

static void
collect_labels (GtkWidget *widget,
                GPtrArray *out)
{
  if (GTK_IS_LABEL (widget))
    g_ptr_array_add (out, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, out);
}

/* The label showing @text in the topic on show; there must be one. */
static GtkLabel *
find_label (SqRulesPage *page,
            const char  *text)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect_labels (page_child (page, "topic_box"), labels);
  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_text (g_ptr_array_index (labels, i)), text) == 0)
      return g_ptr_array_index (labels, i);

  g_error ("no label “%s” in the topic", text);
}

static void
activate_row (GtkWidget *row)
{
  g_signal_emit_by_name (row, "activated");
  sq_test_iterate ();
}

/* The page alone, on the fixture */

static void
test_page_new_destroy (void)
{
  SqRulesPage *page = new_page (NULL);

  g_object_ref_sink (page);
  g_assert_nonnull (sq_rules_page_get_reference (page));
  g_assert_null (sq_rules_page_get_topic_id (page));
  g_assert_finalize_object (page);

  /* without a reference of its own, the page shows the application's */
  page = SQ_RULES_PAGE (g_object_ref_sink (sq_rules_page_new (NULL, NULL)));
  g_assert_true (sq_rules_page_get_reference (page) == sq_reference_get_default ());
  g_assert_finalize_object (page);
}

static gboolean
shows_labels (gpointer data)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect_labels (data, labels);

  return labels->len > 0;
}

static void
test_page_index (void)
{
  SqRulesPage *page = new_page (NULL);
  GtkWindow *window = present_page (page, 1000, 700);
  g_autofree char *titles = list_titles (page);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  gboolean heading_drawn = FALSE;

  /* each section's title, then its topics */
  g_assert_cmpstr (index_shows (page), ==, "topics");
  g_assert_cmpstr (titles, ==,
                   "# The Basics\nCamelot\nAcción heroica\nSiege Engines\n"
                   "# Rule Options\nExcalibur in Fights\n"
                   "# Frequently Asked Questions\nQuestions About \"Camelot\"\n");

  /* the rows in sight are drawn, headings as headings */
  wait_for (shows_labels, page_child (page, "topic_list"));
  collect_labels (page_child (page, "topic_list"), labels);
  for (guint i = 0; i < labels->len; i++)
    if (g_str_equal (gtk_label_get_text (g_ptr_array_index (labels, i)), "The Basics") &&
        gtk_widget_get_visible (g_ptr_array_index (labels, i)))
      heading_drawn |= gtk_widget_has_css_class (g_ptr_array_index (labels, i), "heading");
  g_assert_true (heading_drawn);

  /* a heading leads nowhere */
  activate_position (page, 0);
  g_assert_null (sq_rules_page_get_topic_id (page));

  /* wide: the index beside the topic, which waits to be chosen */
  g_assert_false (adw_leaflet_get_folded (ADW_LEAFLET (page_child (page, "leaflet"))));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (page_child (page, "topic_stack"))),
                   ==, "none");

  gtk_window_destroy (window);
}

static void
test_page_search (void)
{
  SqRulesPage *page = new_page (NULL);
  GtkWindow *window = present_page (page, 1000, 700);

  /* as the player types, the results replace the sections */
  search (page, "camelot");
  g_assert_cmpstr (index_shows (page), ==, "topics");
  {
    g_autofree char *titles = list_titles (page);

    g_assert_cmpstr (titles, ==, "Camelot\nQuestions About \"Camelot\"\nSiege Engines\n");
  }

  /* case and accents do not matter; each row names its section */
  search (page, "ACCION heroica");
  {
    g_autofree char *titles = list_titles (page);
    g_autoptr(GPtrArray) labels = g_ptr_array_new ();
    gboolean section_shown = FALSE;

    g_assert_cmpstr (titles, ==, "Acción heroica\n");
    wait_for (shows_labels, page_child (page, "topic_list"));
    collect_labels (page_child (page, "topic_list"), labels);
    for (guint i = 0; i < labels->len; i++)
      section_shown |= g_str_equal (gtk_label_get_text (g_ptr_array_index (labels, i)), "The Basics") &&
                       gtk_widget_get_visible (g_ptr_array_index (labels, i));
    g_assert_true (section_shown);
  }

  /* the rows of one search do not linger in the next */
  search (page, "siege");
  {
    g_autofree char *titles = list_titles (page);

    g_assert_cmpstr (titles, ==, "Siege Engines\nCamelot\n");
  }

  search (page, "dragon");
  g_assert_cmpstr (index_shows (page), ==, "empty");

  /* Escape empties the entry, and the sections are back */
  search (page, "camelot");
  g_signal_emit_by_name (page_child (page, "search_entry"), "stop-search");
  sq_test_iterate ();
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (page_child (page, "search_entry"))), ==, "");
  g_assert_cmpstr (index_shows (page), ==, "topics");
  {
    g_autofree char *titles = list_titles (page);

    g_assert_true (g_str_has_prefix (titles, "# The Basics\n"));
  }

  /* Enter opens the first result */
  search (page, "siege");
  g_signal_emit_by_name (page_child (page, "search_entry"), "activate");
  sq_test_iterate ();
  g_assert_cmpstr (sq_rules_page_get_topic_id (page), ==, "basics.siege");

  gtk_window_destroy (window);
}

static void
test_page_topic (void)
{
  SqRulesPage *page = new_page (NULL);
  GtkWindow *window = present_page (page, 1000, 700);
  GtkWidget *topic_box = page_child (page, "topic_box");
  GtkLabel *label;

  search (page, "camelot");
  activate_position (page, 0);
  g_assert_cmpstr (sq_rules_page_get_topic_id (page), ==, "basics.camelot");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (page_child (page, "topic_stack"))),
                   ==, "topic");

  /* the title, the section, the text, selectable, and the list */
  label = find_label (page, "Camelot");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (label), "title-1"));
  /* the title has the focus, for a screen reader, and is not selected */
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (label));
  g_assert_false (gtk_label_get_selection_bounds (label, NULL, NULL));
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (label)), ==,
                   GTK_ACCESSIBLE_ROLE_HEADING);
  find_label (page, "The Basics");
  label = find_label (page, "Every knight starts in Camelot. The Round Table is there.");
  g_assert_true (gtk_label_get_selectable (label));
  g_assert_true (gtk_label_get_wrap (label));
  label = find_label (page, "Fight the siege engines & win.");
  g_assert_true (gtk_label_get_selectable (label));
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (gtk_widget_get_parent (GTK_WIDGET (label)))),
                   ==, GTK_ACCESSIBLE_ROLE_LIST_ITEM);

  /* the related topics, in order */
  {
    g_autoptr(GPtrArray) rows = g_ptr_array_new ();

    collect_rows (topic_box, rows);
    g_assert_cmpuint (rows->len, ==, 2);
    g_assert_cmpstr (adw_preferences_row_get_title (g_ptr_array_index (rows, 0)), ==, "Acción heroica");
    g_assert_cmpstr (adw_preferences_row_get_title (g_ptr_array_index (rows, 1)), ==,
                     "Questions About \"Camelot\"");
  }

  /* questions and answers */
  g_assert_true (sq_rules_page_show_topic (page, "faq.general"));
  sq_test_iterate ();
  label = find_label (page, "Questions About \"Camelot\"");
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (label));
  label = find_label (page, "Can a knight leave Camelot at once?");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (label), "heading"));
  g_assert_true (gtk_label_get_selectable (label));
  label = find_label (page, "Yes, as his heroic action.");
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (label), "heading"));
  find_label (page, "Is <Merlin> a card?");

  g_assert_false (sq_rules_page_show_topic (page, "no.such.topic"));
  g_assert_cmpstr (sq_rules_page_get_topic_id (page), ==, "faq.general");

  gtk_window_destroy (window);
}

static void
test_page_related_and_back (void)
{
  SqRulesPage *page = new_page (NULL);
  GtkWindow *window = present_page (page, 1000, 700);
  GtkWidget *topic_box = page_child (page, "topic_box");

  /* chosen in the index… */
  activate_in_list (page, "Camelot");
  g_assert_cmpstr (sq_rules_page_get_topic_id (page), ==, "basics.camelot");

  /* …then two related topics followed */
  activate_row (find_row (topic_box, "Acción heroica"));
  g_assert_cmpstr (sq_rules_page_get_topic_id (page), ==, "heroic.action");
  activate_row (find_row (topic_box, "Camelot"));
  g_assert_cmpstr (sq_rules_page_get_topic_id (page), ==, "basics.camelot");
  activate_row (find_row (topic_box, "Questions About \"Camelot\""));
  g_assert_cmpstr (sq_rules_page_get_topic_id (page), ==, "faq.general");

  /* Back retraces them, then returns to the index, then leaves */
  g_assert_true (sq_rules_page_go_back (page));
  g_assert_cmpstr (sq_rules_page_get_topic_id (page), ==, "basics.camelot");
  g_assert_true (sq_rules_page_go_back (page));
  g_assert_cmpstr (sq_rules_page_get_topic_id (page), ==, "heroic.action");
  g_assert_true (sq_rules_page_go_back (page));
  g_assert_cmpstr (sq_rules_page_get_topic_id (page), ==, "basics.camelot");
  g_assert_true (sq_rules_page_go_back (page));
  g_assert_null (sq_rules_page_get_topic_id (page));
  g_assert_false (sq_rules_page_go_back (page));

  /* a topic opened from elsewhere: Back leaves at once */
  g_assert_true (sq_rules_page_show_rule (page, "heroic.must-act"));
  g_assert_cmpstr (sq_rules_page_get_topic_id (page), ==, "heroic.action");
  activate_row (find_row (topic_box, "Camelot"));
  g_assert_true (sq_rules_page_go_back (page));
  g_assert_cmpstr (sq_rules_page_get_topic_id (page), ==, "heroic.action");
  g_assert_false (sq_rules_page_go_back (page));
  g_assert_false (sq_rules_page_show_rule (page, "quest.grail"));

  gtk_window_destroy (window);
}

static void
test_page_option (void)
{
  g_autoptr(GSettings) settings = g_settings_new (BASE_ID);
  SqRulesPage *page;
  GtkWindow *window;

  g_settings_set_boolean (settings, "default-rule-excalibur-bonus", FALSE);
  page = new_page (settings);
  window = present_page (page, 1000, 700);

  /* the value new games start with, as the new game page names it */
  g_assert_true (sq_rules_page_show_topic (page, "option.excalibur"));
  find_row (page_child (page, "topic_box"), "Excalibur Adds 1 in Fights");
  find_label (page, "Off");
  find_row (page_child (page, "topic_box"), "Vivien Lasts");
  find_label (page, "Until a Quest Is Won");

  gtk_window_destroy (window);
  g_settings_reset (settings, "default-rule-excalibur-bonus");

  /* without settings, the recommended value */
  page = new_page (NULL);
  window = present_page (page, 1000, 700);
  g_assert_true (sq_rules_page_show_topic (page, "option.excalibur"));
  find_label (page, "On");
  gtk_window_destroy (window);
}

static gboolean
is_folded (gpointer data)
{
  return adw_leaflet_get_folded (data);
}

static const char *
leaflet_shows (SqRulesPage *page)
{
  return adw_leaflet_get_visible_child_name (ADW_LEAFLET (page_child (page, "leaflet")));
}

static void
test_page_narrow (void)
{
  SqRulesPage *page = new_page (NULL);
  GtkWindow *window = present_page (page, 360, 640);
  GtkWidget *topic_box = page_child (page, "topic_box");

  /* a phone: the index, then the topic, one at a time */
  wait_for (is_folded, page_child (page, "leaflet"));
  g_assert_cmpstr (leaflet_shows (page), ==, "index");

  activate_in_list (page, "Camelot");
  g_assert_cmpstr (leaflet_shows (page), ==, "topic");
  activate_row (find_row (topic_box, "Acción heroica"));
  g_assert_cmpstr (leaflet_shows (page), ==, "topic");

  g_assert_true (sq_rules_page_go_back (page));
  g_assert_cmpstr (sq_rules_page_get_topic_id (page), ==, "basics.camelot");
  g_assert_true (sq_rules_page_go_back (page));
  g_assert_cmpstr (leaflet_shows (page), ==, "index");
  g_assert_false (sq_rules_page_go_back (page));

  /* typing brings the results into view */
  g_assert_true (sq_rules_page_show_topic (page, "faq.general"));
  g_assert_cmpstr (leaflet_shows (page), ==, "topic");
  search (page, "excalibur");
  g_assert_cmpstr (leaflet_shows (page), ==, "index");
  {
    g_autofree char *titles = list_titles (page);

    g_assert_cmpstr (titles, ==, "Excalibur in Fights\n");
  }

  /* nothing is wider than the phone */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (page)), <=, 360);

  gtk_window_destroy (window);
}

static const char legends_fixture[] =
  "<reference game=\"camelot-legends\">"
  "<section id=\"legends-basics\"><title>Legends Basics</title>"
  "<topic id=\"legends.camelot\"><title>Camelot in Legends</title>"
  "<keywords>castle</keywords><p>Camelot is a place of the card game too.</p></topic>"
  "</section></reference>";

/* The fixture and a second game's document. */
static SqRulesPage *
new_two_game_page (void)
{
  g_autoptr(SqReference) reference = load_fixture ();
  g_autoptr(GBytes) bytes = g_bytes_new_static (legends_fixture, sizeof legends_fixture - 1);
  g_autoptr(GError) error = NULL;

  g_assert_true (sq_reference_add_bytes (reference, bytes, &error));
  g_assert_no_error (error);

  return SQ_RULES_PAGE (sq_rules_page_new (reference, NULL));
}

static void
test_page_game_filter (void)
{
  SqRulesPage *page = new_two_game_page ();
  GtkWindow *window = present_page (page, 1000, 700);
  GtkCheckButton *others = GTK_CHECK_BUTTON (page_child (page, "others_check"));

  /* Shadows over Camelot by default: the other game only on demand */
  g_assert_cmpstr (sq_rules_page_get_game (page), ==, "shadows-over-camelot");
  g_assert_cmpstr (gtk_check_button_get_label (others), ==, "Also Camelot Legends");
  g_assert_false (gtk_check_button_get_active (others));
  {
    g_autofree char *titles = list_titles (page);

    g_assert_true (g_str_has_prefix (titles, "# The Basics\n"));
    g_assert_null (strstr (titles, "Legends Basics"));
  }
  search (page, "camelot");
  {
    g_autofree char *titles = list_titles (page);

    g_assert_cmpstr (titles, ==, "Camelot\nQuestions About \"Camelot\"\nSiege Engines\n");
  }
  gtk_check_button_set_active (others, TRUE);
  sq_test_iterate ();
  {
    g_autofree char *titles = list_titles (page);

    g_assert_cmpstr (titles, ==,
                     "Camelot\nQuestions About \"Camelot\"\nSiege Engines\nCamelot in Legends\n");
  }

  /* at a Camelot Legends table, its topics come first */
  sq_rules_page_set_game (page, "camelot-legends");
  g_assert_cmpstr (gtk_check_button_get_label (others), ==, "Also Shadows over Camelot");
  {
    g_autofree char *titles = list_titles (page);

    g_assert_true (g_str_has_prefix (titles, "Camelot in Legends\nCamelot\n"));
  }
  search (page, "");
  {
    g_autofree char *titles = list_titles (page);

    g_assert_true (g_str_has_prefix (titles, "# Legends Basics\nCamelot in Legends\n# The Basics\n"));
  }
  gtk_check_button_set_active (others, FALSE);
  sq_test_iterate ();
  {
    g_autofree char *titles = list_titles (page);

    g_assert_cmpstr (titles, ==, "# Legends Basics\nCamelot in Legends\n");
  }

  gtk_window_destroy (window);
}

/* Every search starts at the top of its results. */
static void
test_page_search_from_top (void)
{
  SqRulesPage *page = SQ_RULES_PAGE (sq_rules_page_new (NULL, NULL));
  GtkWindow *window = present_page (page, 1000, 400);
  GtkWidget *scroller = gtk_widget_get_ancestor (page_child (page, "topic_list"),
                                                 GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

  wait_for (shows_labels, page_child (page, "topic_list"));
  g_assert_cmpuint (g_list_model_get_n_items (list_model (page)), >, 40);
  /* down the index, as the list itself scrolls */
  gtk_widget_activate_action (page_child (page, "topic_list"), "list.scroll-to-item", "u", 40);
  for (guint i = 0; i < 20 && gtk_adjustment_get_value (adjustment) == 0; i++)
    {
      g_usleep (10000);
      sq_test_iterate ();
    }
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);

  /* a new word: the list is laid out again, and its top is in view */
  search (page, "knight");
  g_assert_cmpuint (g_list_model_get_n_items (list_model (page)), >, 20);
  for (guint i = 0; i < 30; i++)
    {
      g_usleep (10000);
      sq_test_iterate ();
    }
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);

  gtk_window_destroy (window);
}

/* Back takes back one step, whatever the step was. */
static void
test_page_back_one_step (void)
{
  SqRulesPage *page = new_page (NULL);
  GtkWindow *window = present_page (page, 1000, 700);

  /* a topic, then another from the index while it is on show */
  activate_in_list (page, "Camelot");
  activate_in_list (page, "Siege Engines");
  g_assert_cmpstr (sq_rules_page_get_topic_id (page), ==, "basics.siege");
  /* the same topic again is no step */
  activate_in_list (page, "Siege Engines");
  /* one from the results too */
  search (page, "excal");
  g_signal_emit_by_name (page_child (page, "search_entry"), "activate");
  sq_test_iterate ();
  g_assert_cmpstr (sq_rules_page_get_topic_id (page), ==, "option.excalibur");

  g_assert_true (sq_rules_page_go_back (page));
  g_assert_cmpstr (sq_rules_page_get_topic_id (page), ==, "basics.siege");
  g_assert_true (sq_rules_page_go_back (page));
  g_assert_cmpstr (sq_rules_page_get_topic_id (page), ==, "basics.camelot");
  g_assert_true (sq_rules_page_go_back (page));
  g_assert_null (sq_rules_page_get_topic_id (page));
  g_assert_false (sq_rules_page_go_back (page));

  /* from a topic opened elsewhere, one from the index, then Back twice */
  g_assert_true (sq_rules_page_show_topic (page, "faq.general"));
  search (page, "");
  activate_in_list (page, "Camelot");
  g_assert_true (sq_rules_page_go_back (page));
  g_assert_cmpstr (sq_rules_page_get_topic_id (page), ==, "faq.general");
  g_assert_false (sq_rules_page_go_back (page));

  gtk_window_destroy (window);
}

static void
test_page_search_shortcut (void)
{
  SqRulesPage *page = new_page (NULL);
  GtkWindow *window = present_page (page, 360, 640);
  GtkWidget *entry = page_child (page, "search_entry");

  wait_for (is_folded, page_child (page, "leaflet"));
  g_assert_true (sq_rules_page_show_topic (page, "faq.general"));
  g_assert_cmpstr (leaflet_shows (page), ==, "topic");

  /* Ctrl+F: back to the index, in the search entry */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "rules.search", NULL));
  sq_test_iterate ();
  g_assert_cmpstr (leaflet_shows (page), ==, "index");
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), entry));

  gtk_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  sq_test_init_ui (&argc, &argv);

  g_test_add_func ("/ui/rules-page/new-destroy", test_page_new_destroy);
  g_test_add_func ("/ui/rules-page/index", test_page_index);
  g_test_add_func ("/ui/rules-page/search", test_page_search);
  g_test_add_func ("/ui/rules-page/topic", test_page_topic);
  g_test_add_func ("/ui/rules-page/related-and-back", test_page_related_and_back);
  g_test_add_func ("/ui/rules-page/option", test_page_option);
  g_test_add_func ("/ui/rules-page/narrow", test_page_narrow);
  g_test_add_func ("/ui/rules-page/search-shortcut", test_page_search_shortcut);
  g_test_add_func ("/ui/rules-page/game-filter", test_page_game_filter);
  g_test_add_func ("/ui/rules-page/search-from-top", test_page_search_from_top);
  g_test_add_func ("/ui/rules-page/back-one-step", test_page_back_one_step);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "sq-application.h"
#include "sq-board.h"
#include "sq-camelot-view.h"
#include "sq-card-picker.h"
#include "sq-curtain.h"
#include "sq-phone-code.h"
#include "sq-dice-view.h"
#include "sq-end-page.h"
#include "sq-game-row.h"
#include "sq-games-view.h"
#include "sq-game-view.h"
#include "sq-history-view.h"
#include "sq-table-checklist.h"
#include "sq-knight-view.h"
#include "sq-legends-actions-panel.h"
#include "sq-legends-bid-panel.h"
#include "sq-legends-character-form.h"
#include "sq-legends-event-form.h"
#include "sq-legends-page.h"
#include "sq-legends-score-view.h"
#include "sq-legends-table-view.h"
#include "sq-legends-tracker.h"
#include "sq-log-entry.h"
#include "sq-new-game-page.h"
#include "sq-preferences-window.h"
#include "sq-quest-view.h"
#include "sq-reveal.h"
#include "sq-rules-page.h"
#include "sq-start-page.h"
#include "sq-text.h"
#include "sq-turn-panel.h"
#include "sq-window.h"
#include "sq-ui-test.h"

typedef struct
{
  SqApplication *app;
  char          *directory;  /* the saved games of the windows made here */
  char          *top;       /* a temporary folder, the games folder in it */
  SqStore       *store;
} Fixture;

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr (GError) error = NULL;

  static guint counter;
  g_autofree char *id = NULL;

  /* a fresh id each time: with a session bus, the application's object
   * path stays exported after it is released */
  id = g_strdup_printf ("%s.Test%u", APP_ID, counter++);
  fixture->app = sq_application_new (id, G_APPLICATION_NON_UNIQUE);
  /* Registering runs startup: settings, actions and the help overlay. */
  g_application_register (G_APPLICATION (fixture->app), NULL, &error);
  g_assert_no_error (error);

  fixture->directory = sq_test_make_games_folder ("squire-window-XXXXXX", &fixture->top);
  fixture->store = sq_store_new (fixture->directory);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  sq_test_iterate ();
  g_clear_object (&fixture->store);
  g_clear_object (&fixture->app);
  g_assert_true (sq_test_remove_tree (fixture->top));
  g_clear_pointer (&fixture->directory, g_free);
  g_clear_pointer (&fixture->top, g_free);
}

/* A window on the fixture's own games folder, never the user's. */
static SqWindow *
new_window (Fixture *fixture)
{
  return g_object_new (SQ_TYPE_WINDOW,
                       "application", fixture->app,
                       "settings", sq_application_get_settings (fixture->app),
                       "store", fixture->store,
                       NULL);
}

static void
test_window_title (Fixture       *fixture,
                   gconstpointer  data)
{
  SqWindow *window = sq_window_new (fixture->app);

  g_assert_true (SQ_IS_WINDOW (window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Squire");
  g_assert_true (sq_window_get_settings (window) == sq_application_get_settings (fixture->app));
  g_assert_nonnull (sq_window_get_settings (window));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_help_overlay (Fixture       *fixture,
                          gconstpointer  data)
{
  SqWindow *window = sq_window_new (fixture->app);
  GtkWidget *overlay = sq_test_show_shortcuts (GTK_WIDGET (window));
  g_auto (GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (fixture->app),
                                                                 "win.show-help-overlay");

  g_assert_null (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_assert_true (overlay != NULL && gtk_window_get_transient_for (GTK_WINDOW (overlay)) == GTK_WINDOW (window));
  g_assert_cmpstr (accels[0], ==, "<Control>question");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_help_overlay_builds (void)
{
  g_autoptr (GtkBuilder) builder = NULL;
  GObject *overlay;

  builder = gtk_builder_new_from_resource (RESOURCE_BASE_PATH "/sq-help-overlay.ui");
  overlay = gtk_builder_get_object (builder, "help_overlay");
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));

  gtk_window_destroy (GTK_WINDOW (overlay));
}

static void
test_application_actions (Fixture       *fixture,
                          gconstpointer  data)
{
  g_auto (GStrv) accels = NULL;

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (fixture->app), "quit"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (fixture->app), "about"));

  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (fixture->app), "app.quit");
  g_assert_nonnull (accels);
  g_assert_cmpstr (accels[0], ==, "<Control>q");
}

static void
test_application_resources (Fixture       *fixture,
                            gconstpointer  data)
{
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());

  /* AdwApplication loads style.css and GtkApplication adds the icons
   * folder, both from the resource base path. */
  g_assert_true (g_resources_get_info (RESOURCE_BASE_PATH "/style.css",
                                       G_RESOURCE_LOOKUP_FLAGS_NONE,
                                       NULL, NULL, NULL));
  g_assert_true (gtk_icon_theme_has_icon (theme, "sq-shield-symbolic"));
}

static void
test_application_about (Fixture       *fixture,
                        gconstpointer  data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  SqWindow *window = sq_window_new (fixture->app);
  AdwAboutWindow *about = NULL;

  gtk_window_present (GTK_WINDOW (window));
  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "about", NULL);

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_ABOUT_WINDOW (toplevel))
        about = ADW_ABOUT_WINDOW (toplevel);
    }

  g_assert_nonnull (about);
  g_assert_cmpstr (adw_about_window_get_version (about), ==, PACKAGE_VERSION);
  g_assert_cmpstr (adw_about_window_get_application_name (about), ==, "Squire");
  g_assert_cmpint (adw_about_window_get_license_type (about), ==, GTK_LICENSE_GPL_3_0);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (about)) == GTK_WINDOW (window));

  gtk_window_destroy (GTK_WINDOW (about));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_application_version (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr (SqApplication) app = sq_application_new (APP_ID, G_APPLICATION_NON_UNIQUE);
      char *args[] = { (char *) "squire", (char *) "--version", NULL };

      exit (g_application_run (G_APPLICATION (app), 2, args));
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("squire " PACKAGE_VERSION "\n");
}

/* Templates */

/* Every widget type with a .ui template. A .ui file the UI suite never
 * instantiates escapes the version guards: add its type here. */
static GType (*const template_types[]) (void) = {
  sq_board_get_type,
  sq_camelot_view_get_type,
  sq_curtain_get_type,
  sq_phone_code_get_type,
  sq_card_picker_get_type,
  sq_dice_view_get_type,
  sq_end_page_get_type,
  sq_game_row_get_type,
  sq_games_view_get_type,
  sq_game_view_get_type,
  sq_history_view_get_type,
  sq_table_checklist_get_type,
  sq_knight_view_get_type,
  sq_legends_actions_panel_get_type,
  sq_legends_bid_panel_get_type,
  sq_legends_character_form_get_type,
  sq_legends_event_form_get_type,
  sq_legends_page_get_type,
  sq_legends_score_view_get_type,
  sq_legends_table_view_get_type,
  sq_legends_tracker_get_type,
  sq_new_game_page_get_type,
  sq_preferences_window_get_type,
  sq_quest_view_get_type,
  sq_reveal_get_type,
  sq_rules_page_get_type,
  sq_start_page_get_type,
  sq_turn_panel_get_type,
  sq_window_get_type,
};

static void
collect_ui_resources (const char *path,
                      GPtrArray  *out)
{
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) children = g_resources_enumerate_children (path, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                                            &error);

  g_assert_no_error (error);

  for (guint i = 0; children[i] != NULL; i++)
    {
      g_autofree char *child = g_strconcat (path, children[i], NULL);

      if (g_str_has_suffix (child, "/"))
        collect_ui_resources (child, out);
      else if (g_str_has_suffix (child, ".ui") &&
               !g_str_equal (child, RESOURCE_BASE_PATH "/sq-help-overlay.ui"))
        g_ptr_array_add (out, g_steal_pointer (&child));
    }
}

/* ".../sq-foo-bar.ui" -> "SqFooBar" */
static char *
type_name_for_resource (const char *path)
{
  g_autofree char *base = g_path_get_basename (path);
  g_auto (GStrv) words = NULL;
  GString *name = g_string_new (NULL);

  base[strlen (base) - strlen (".ui")] = '\0';
  words = g_strsplit (base, "-", -1);
  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      {
        g_string_append_c (name, g_ascii_toupper (words[i][0]));
        g_string_append (name, words[i] + 1);
      }

  return g_string_free (name, FALSE);
}

static SqGameInfo *
create_saved_game (Fixture *fixture)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SqGame) game = NULL;
  SqGameInfo *info;
  SqSetup setup;

  sq_setup_init_defaults (&setup, 3);
  setup.seed = 3;
  game = sq_game_new (fixture->store, &setup, "Saved", &error);
  g_assert_no_error (error);

  info = sq_store_lookup (fixture->store, sq_game_get_id (game));
  g_assert_nonnull (info);

  return info;
}

static GtkWidget *
new_template_widget (Fixture *fixture,
                     GType    type)
{
  if (type == SQ_TYPE_WINDOW)
    return GTK_WIDGET (new_window (fixture));
  if (type == SQ_TYPE_GAME_ROW)
    return sq_game_row_new (create_saved_game (fixture));
  if (type == SQ_TYPE_PREFERENCES_WINDOW)
    return sq_preferences_window_new (sq_application_get_settings (fixture->app));

  return g_object_new (type, NULL);
}

static void
test_templates_instantiate (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr (GPtrArray) resources = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GString) uncovered = g_string_new (NULL);
  guint n_instantiated = 0;

  /* g_type_from_name() knows a type only once it is registered */
  for (guint i = 0; i < G_N_ELEMENTS (template_types); i++)
    g_type_ensure (template_types[i] ());

  collect_ui_resources (RESOURCE_BASE_PATH "/", resources);
  g_assert_cmpuint (resources->len, >, 0);

  for (guint i = 0; i < resources->len; i++)
    {
      const char *path = g_ptr_array_index (resources, i);
      g_autofree char *type_name = type_name_for_resource (path);
      GType type = g_type_from_name (type_name);
      gboolean listed = FALSE;
      GtkWidget *widget;

      for (guint j = 0; j < G_N_ELEMENTS (template_types); j++)
        listed |= type != 0 && type == template_types[j] ();

      if (!listed)
        {
          g_string_append_printf (uncovered, "%s (%s) ", type_name, path);
          continue;
        }

      g_test_message ("instantiating %s", type_name);
      /* a template that does not build is a critical, fatal in a test */
      widget = new_template_widget (fixture, type);
      g_assert_true (G_TYPE_CHECK_INSTANCE_TYPE (widget, type));
      g_assert_nonnull (gtk_widget_get_first_child (widget));

      if (GTK_IS_WINDOW (widget))
        gtk_window_destroy (GTK_WINDOW (widget));
      else
        g_object_unref (g_object_ref_sink (widget));
      sq_test_iterate ();
      n_instantiated++;
    }

  g_assert_cmpstr (uncovered->str, ==, "");
  /* and the list has no type whose template is gone */
  g_assert_cmpuint (n_instantiated, ==, G_N_ELEMENTS (template_types));
}

/* Preferences */

static GtkWidget *
preferences_child (GtkWidget  *preferences,
                   const char *name)
{
  GObject *child = gtk_widget_get_template_child (preferences, SQ_TYPE_PREFERENCES_WINDOW, name);

  g_assert_nonnull (child);

  return GTK_WIDGET (child);
}

static void
test_preferences_bindings (Fixture       *fixture,
                           gconstpointer  data)
{
  static const struct {
    const char *key;
    const char *widget;
  } decks[] = {
    { "default-white-deck", "white_switch" },
    { "default-black-deck", "black_switch" },
    { "default-dice", "dice_switch" },
  };
  GSettings *settings = sq_application_get_settings (fixture->app);
  GtkWidget *preferences;
  GtkSwitch *keep_awake;
  AdwComboRow *language;

  /* the memory backend outlives each application: start from the defaults */
  g_settings_reset (settings, "keep-screen-awake");
  g_settings_reset (settings, "language");
  for (guint i = 0; i < G_N_ELEMENTS (decks); i++)
    g_settings_set_string (settings, decks[i].key, "physical");

  preferences = sq_preferences_window_new (settings);
  g_assert_true (sq_preferences_window_get_settings (SQ_PREFERENCES_WINDOW (preferences)) == settings);
  keep_awake = GTK_SWITCH (preferences_child (preferences, "keep_awake_switch"));
  language = ADW_COMBO_ROW (preferences_child (preferences, "language_row"));

  /* keep-screen-awake defaults to TRUE */
  g_assert_true (gtk_switch_get_active (keep_awake));
  gtk_switch_set_active (keep_awake, FALSE);
  sq_test_iterate ();
  g_assert_false (g_settings_get_boolean (settings, "keep-screen-awake"));
  g_settings_set_boolean (settings, "keep-screen-awake", TRUE);
  sq_test_iterate ();
  g_assert_true (gtk_switch_get_active (keep_awake));

  /* a switch on means Squire holds that deck: "virtual" */
  for (guint i = 0; i < G_N_ELEMENTS (decks); i++)
    {
      GtkSwitch *deck = GTK_SWITCH (preferences_child (preferences, decks[i].widget));
      g_autofree char *value = NULL;

      g_test_message ("%s", decks[i].key);
      g_assert_false (gtk_switch_get_active (deck));
      gtk_switch_set_active (deck, TRUE);
      sq_test_iterate ();
      value = g_settings_get_string (settings, decks[i].key);
      g_assert_cmpstr (value, ==, "virtual");

      g_settings_set_string (settings, decks[i].key, "physical");
      sq_test_iterate ();
      g_assert_false (gtk_switch_get_active (deck));
    }

  /* the combo's rows: system, en, nl, es, it */
  g_assert_cmpuint (adw_combo_row_get_selected (language), ==, 0);
  adw_combo_row_set_selected (language, 2);
  sq_test_iterate ();
  {
    g_autofree char *code = g_settings_get_string (settings, "language");
    g_assert_cmpstr (code, ==, "nl");
  }
  adw_combo_row_set_selected (language, 1);
  sq_test_iterate ();
  {
    g_autofree char *code = g_settings_get_string (settings, "language");
    g_assert_cmpstr (code, ==, "en");
  }
  g_settings_set_string (settings, "language", "it");
  sq_test_iterate ();
  g_assert_cmpuint (adw_combo_row_get_selected (language), ==, 4);
  g_settings_set_string (settings, "language", "");
  sq_test_iterate ();
  g_assert_cmpuint (adw_combo_row_get_selected (language), ==, 0);

  gtk_window_destroy (GTK_WINDOW (preferences));

  g_settings_reset (settings, "keep-screen-awake");
  g_settings_reset (settings, "language");
  for (guint i = 0; i < G_N_ELEMENTS (decks); i++)
    g_settings_reset (settings, decks[i].key);
}

static void
test_application_preferences (Fixture       *fixture,
                              gconstpointer  data)
{
  /* owned by GTK: not to be unreffed */
  GListModel *toplevels = gtk_window_get_toplevels ();
  SqWindow *window = new_window (fixture);
  SqPreferencesWindow *preferences = NULL;
  g_auto (GStrv) accels = NULL;

  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (fixture->app), "app.preferences");
  g_assert_nonnull (accels);
  g_assert_cmpstr (accels[0], ==, "<Control>comma");

  gtk_window_present (GTK_WINDOW (window));
  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "preferences", NULL);

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (SQ_IS_PREFERENCES_WINDOW (toplevel))
        {
          g_assert_null (preferences);
          preferences = SQ_PREFERENCES_WINDOW (toplevel);
        }
    }

  g_assert_nonnull (preferences);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (preferences)) == GTK_WINDOW (window));
  g_assert_true (sq_preferences_window_get_settings (preferences) ==
                 sq_application_get_settings (fixture->app));

  gtk_window_destroy (GTK_WINDOW (preferences));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Shortcuts window */

/* One spelling per key combination: keypad twins and Shift's capitals
 * count as the key the shortcuts window names. */
static char *
normalize_accelerator (guint           keyval,
                       GdkModifierType modifiers)
{
  keyval = gdk_keyval_to_lower (keyval);
  switch (keyval)
    {
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      keyval = GDK_KEY_Return;
      break;

    case GDK_KEY_KP_Delete:
      keyval = GDK_KEY_Delete;
      break;

    case GDK_KEY_KP_Space:
      keyval = GDK_KEY_space;
      break;

    default:
      break;
    }

  return gtk_accelerator_name (keyval, modifiers & gtk_accelerator_get_default_mod_mask ());
}

static char *
normalize_accelerator_string (const char *accelerator)
{
  guint keyval = 0;
  GdkModifierType modifiers = 0;

  if (!gtk_accelerator_parse (accelerator, &keyval, &modifiers))
    g_error ("“%s” is not an accelerator", accelerator);

  return normalize_accelerator (keyval, modifiers);
}

/* The accelerators the built help overlay shows, normalised. */
static GHashTable *
overlay_accelerators (void)
{
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE_PATH "/sq-help-overlay.ui");
  GHashTable *set = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GSList *objects = gtk_builder_get_objects (builder);
  guint n_shortcuts = 0;

  for (GSList *l = objects; l != NULL; l = l->next)
    {
      g_autofree char *accelerator = NULL;
      g_autofree char *title = NULL;
      g_auto (GStrv) alternatives = NULL;

      if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        continue;

      g_object_get (l->data, "accelerator", &accelerator, "title", &title, NULL);
      /* every entry is spelled out: see the comment in help-overlay.ui */
      if (accelerator == NULL || accelerator[0] == '\0')
        g_error ("“%s” in the shortcuts window has no accelerator", title);

      alternatives = g_strsplit (accelerator, " ", -1);
      for (guint i = 0; alternatives[i] != NULL; i++)
        {
          const char *range = strstr (alternatives[i], "...");

          /* a range of single keys, "1...8" */
          if (range != NULL && range == alternatives[i] + 1 && strlen (range) == 4)
            {
              for (char c = alternatives[i][0]; c <= range[3]; c++)
                {
                  char key[2] = { c, '\0' };

                  g_hash_table_add (set, normalize_accelerator_string (key));
                }
              continue;
            }
          if (alternatives[i][0] != '\0')
            g_hash_table_add (set, normalize_accelerator_string (alternatives[i]));
        }
      n_shortcuts++;
    }

  g_slist_free (objects);
  g_assert_cmpuint (n_shortcuts, >, 0);
  gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));

  return set;
}

/* The key bindings @widget's class (and its parents) install for actions
 * named @prefix…, normalised. */
static void
collect_class_bindings (GtkWidget  *widget,
                        const char *prefix,
                        GHashTable *out)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  guint n_found = 0;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;

      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (!GTK_IS_NAMED_ACTION (action) ||
              !g_str_has_prefix (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), prefix))
            continue;

          g_assert_true (GTK_IS_KEYVAL_TRIGGER (trigger));
          g_hash_table_add (out,
                            normalize_accelerator (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)),
                                                   gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger))));
          n_found++;
        }
    }

  /* each of these classes has bindings: finding none means this walk is broken */
  g_assert_cmpuint (n_found, >, 0);
}

static void
test_help_overlay_complete (Fixture       *fixture,
                            gconstpointer  data)
{
  /* the ones the players use most, whatever the walk below finds */
  static const char *required[] = {
    "<Control>z", "<Control><Shift>z", "F9", "F11", "<Control>n", "F1",
    "<Control>q", "<Control>comma", "<Control>f",
  };
  /* handled by key controllers, the turn panel's shortcut controller (the
   * d8's digits) and GtkMenuButton:primary, which a class binding walk
   * does not see */
  static const char *unlisted[] = { "F10", "space", "Return", "1", "2", "3", "4", "5", "6", "7", "8" };
  g_autoptr (GHashTable) listed = overlay_accelerators ();
  g_autoptr (GHashTable) bound = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_auto (GStrv) actions = NULL;
  SqWindow *window = new_window (fixture);
  GtkWidget *row = sq_game_row_new (create_saved_game (fixture));
  GHashTableIter iter;
  const char *accelerator;

  g_object_ref_sink (row);
  collect_class_bindings (GTK_WIDGET (window), "win.", bound);
  collect_class_bindings (sq_window_get_part (window, "start-page"), "start.", bound);
  collect_class_bindings (sq_window_get_part (window, "new-game-page"), "new-game.", bound);
  collect_class_bindings (sq_window_get_part (window, "rules-page"), "rules.", bound);
  collect_class_bindings (row, "row.", bound);

  /* and the application's: app.quit, app.preferences, win.show-help-overlay */
  actions = gtk_application_list_action_descriptions (GTK_APPLICATION (fixture->app));
  for (guint i = 0; actions[i] != NULL; i++)
    {
      g_auto (GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (fixture->app),
                                                                      actions[i]);

      for (guint j = 0; accels[j] != NULL; j++)
        g_hash_table_add (bound, normalize_accelerator_string (accels[j]));
    }

  for (guint i = 0; i < G_N_ELEMENTS (required); i++)
    {
      g_autofree char *normal = normalize_accelerator_string (required[i]);

      g_test_message ("required: %s", required[i]);
      g_assert_true (g_hash_table_contains (bound, normal));
      g_assert_true (g_hash_table_contains (listed, normal));
    }

  /* every binding is listed */
  g_hash_table_iter_init (&iter, bound);
  while (g_hash_table_iter_next (&iter, (gpointer *) &accelerator, NULL))
    if (!g_hash_table_contains (listed, accelerator))
      g_error ("%s is bound but not in the shortcuts window", accelerator);

  /* and nothing listed is stale */
  for (guint i = 0; i < G_N_ELEMENTS (unlisted); i++)
    g_hash_table_add (bound, normalize_accelerator_string (unlisted[i]));
  g_hash_table_iter_init (&iter, listed);
  while (g_hash_table_iter_next (&iter, (gpointer *) &accelerator, NULL))
    if (!g_hash_table_contains (bound, accelerator))
      g_error ("%s is in the shortcuts window but bound to nothing", accelerator);

  g_object_unref (row);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  sq_test_init_ui (&argc, &argv);

  g_test_add ("/ui/window/title", Fixture, NULL,
              fixture_setup, test_window_title, fixture_teardown);
  g_test_add ("/ui/window/help-overlay", Fixture, NULL,
              fixture_setup, test_window_help_overlay, fixture_teardown);
  g_test_add_func ("/ui/help-overlay/builds", test_help_overlay_builds);
  g_test_add ("/ui/application/actions", Fixture, NULL,
              fixture_setup, test_application_actions, fixture_teardown);
  g_test_add ("/ui/application/resources", Fixture, NULL,
              fixture_setup, test_application_resources, fixture_teardown);
  g_test_add ("/ui/application/about", Fixture, NULL,
              fixture_setup, test_application_about, fixture_teardown);
  g_test_add_func ("/ui/application/version", test_application_version);
  g_test_add ("/ui/application/preferences", Fixture, NULL,
              fixture_setup, test_application_preferences, fixture_teardown);
  g_test_add ("/ui/templates/instantiate", Fixture, NULL,
              fixture_setup, test_templates_instantiate, fixture_teardown);
  g_test_add ("/ui/preferences/bindings", Fixture, NULL,
              fixture_setup, test_preferences_bindings, fixture_teardown);
  g_test_add ("/ui/help-overlay/complete", Fixture, NULL,
              fixture_setup, test_help_overlay_complete, fixture_teardown);

  return g_test_run ();
}

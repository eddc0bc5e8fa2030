/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * `make screenshots`: renders the main screens of the real window into
 * PNG files: start, new game, curtain, a board mid-game, a refusal with its
 * reason, the end of a game, the rules reference and the narration of a
 * game with the table's own decks (with "Now at the table"), in the light
 * and dark styles, at 1280x800 and at 360x640 (a phone). With a LANGUAGE, the same
 * screens in that language, in both styles and at both sizes, named with
 * the language at the end (board-dark-360x640-nl.png): for translators to
 * see their words in place, where they are shortest. Presentation mode is shot at 1920x1080, light,
 * in every run. Usage: make-screenshots OUTPUT-DIR [LANGUAGE];
 * SQUIRE_SCENES=narration,board makes only the scenes it lists
 * ("presentation" among them).
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>

#include "sq-application.h"
#include "sq-curtain.h"
#include "sq-presentation.h"
#include "sq-turn-panel.h"
#include "sq-legends-page.h"
#include "sq-window.h"

#include "sq-random-play.h"
#include "sq-narration-script.h"
#include "sq-ui-test.h"

typedef struct
{
  SqApplication *app;
  SqStore       *store;
  const char    *output;
  const char    *language;  /* NULL: English */
} Shooter;

static void
save_png (GtkWidget  *window,
          const char *path)
{
  GskRenderNode *node = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  int width = gtk_widget_get_width (window);
  int height = gtk_widget_get_height (window);
  GdkTexture *texture;

  /* A widget paintable holds the window as it was last drawn; on a busy
   * machine that may be nothing yet: wait for a frame and look again. */
  for (guint i = 0; i < 10 && node == NULL; i++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      g_autoptr (GdkPaintable) paintable = NULL;

      if (i > 0)
        sq_test_iterate_for (200);
      paintable = gtk_widget_paintable_new (window);
      gdk_paintable_snapshot (paintable, snapshot, width, height);
      node = gtk_snapshot_free_to_node (snapshot);
    }
  if (node == NULL)
    g_error ("nothing rendered for %s", path);

  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (!gdk_texture_save_to_png (texture, path))
    g_error ("could not write %s", path);
  g_print ("%s\n", path);

  g_object_unref (texture);
  gsk_render_node_unref (node);
}

static gboolean
focus_rule_button (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) &&
      g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), _("_Rule")) == 0 &&
      gtk_widget_is_visible (widget))
    {
      gtk_widget_grab_focus (widget);
      return TRUE;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (focus_rule_button (child))
      return TRUE;

  return FALSE;
}

static SqWindow *
new_window (Shooter *shooter,
            int      width,
            int      height)
{
  SqWindow *window = g_object_new (SQ_TYPE_WINDOW,
                                   "application", shooter->app,
                                   "store", shooter->store,
                                   NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  sq_test_iterate_for (300);

  return window;
}

/* A 5-knight game played by the seeded random player up to @steps. */
static void
play (SqWindow *window,
      guint     steps,
      gboolean  to_the_end)
{
  SqTurnPanel *panel = SQ_TURN_PANEL (sq_window_get_part (window, "turn-panel"));
  SqGame *game = sq_window_get_game (window);
  SqTestRng rng = { 4 };
  SqAction buf[512];

  for (guint i = 0; (to_the_end || i < steps) && !sq_game_get_finished (game); i++)
    {
      SqAction action;

      if (!sq_test_pick_with (&rng, sq_game_get_state (game), buf, G_N_ELEMENTS (buf), TRUE, &action))
        break;
      if (!sq_turn_panel_choose (panel, &action, NULL))
        g_error ("the random player's action was refused");
    }
}

static void
start (SqWindow *window,
       guint     n_players)
{
  SqSetup setup;

  sq_setup_init_defaults (&setup, n_players);
  setup.seed = 1121;
  if (!sq_window_start_game (window, &setup, "Friday at Anna’s", NULL))
    g_error ("could not start a game");
}

/* The scripted game with the table's own decks up to the Black Knight
 * won: its narration in the history and the toast, and what the table
 * must do now in the checklist. With @n_entries below the script's number
 * of black cards entered, it stops at the grid that enters the next one
 * (G_MAXUINT: the whole script). */
static void
play_narration (SqWindow *window,
                guint     n_entries)
{
  SqTurnPanel *panel;
  SqSetup setup;
  guint entries = 0;

  sq_narration_setup (&setup);
  if (!sq_window_start_game (window, &setup, "Friday at Anna’s", NULL))
    g_error ("could not start a game");
  while (g_strcmp0 (sq_window_get_page (window), "curtain") == 0)
    g_signal_emit_by_name (sq_window_get_part (window, "curtain"), "done");
  panel = SQ_TURN_PANEL (sq_window_get_part (window, "turn-panel"));
  for (guint i = 0; i < G_N_ELEMENTS (sq_narration_script); i++)
    {
      SqAction action;

      /* the card entry: stop where the table enters its n-th black card */
      if (sq_narration_script[i].type == SQ_ACTION_ENTER_BLACK && entries++ == n_entries)
        {
          sq_test_iterate_for (300);
          return;
        }
      sq_narration_action (&sq_narration_script[i], &action);
      if (!sq_turn_panel_choose (panel, &action, NULL))
        g_error ("the scripted action %u was refused", i);
    }
  /* the history with its narration beside the checklist; the window
   * must lay the flap out before it can be drawn */
  sq_test_iterate_for (300);
  g_object_set (window, "show-history", TRUE, NULL);
  sq_test_iterate_for (300);
}

static void
shoot (Shooter    *shooter,
       const char *scene,
       const char *style,
       int         width,
       int         height)
{
  SqWindow *window;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;

  window = new_window (shooter, width, height);

  if (shooter->language != NULL)
    name = g_strdup_printf ("%s-%s-%dx%d-%s.png", scene, style, width, height, shooter->language);
  else
    name = g_strdup_printf ("%s-%s-%dx%d.png", scene, style, width, height);
  path = g_build_filename (shooter->output, name, NULL);

  if (g_str_equal (scene, "new-game"))
    gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  else if (g_str_equal (scene, "rules"))
    /* the topic a refusal of a second heroic action links to */
    sq_window_show_topic (window, "heroic.different-type");
  else if (g_str_equal (scene, "curtain"))
    start (window, 5);
  else if (g_str_equal (scene, "board") || g_str_equal (scene, "presentation"))
    {
      start (window, 5);
      while (g_strcmp0 (sq_window_get_page (window), "curtain") == 0)
        g_signal_emit_by_name (sq_window_get_part (window, "curtain"), "done");
      play (window, 60, FALSE);
      if (g_str_equal (scene, "presentation"))
        /* without a window manager the window keeps its size: the size
         * asked for is the TV's */
        sq_presentation_set (GTK_WINDOW (window), TRUE);
    }
  else if (g_str_equal (scene, "refusal"))
    {
      SqAction action;
      SqTurnPanel *panel;

      start (window, 5);
      while (g_strcmp0 (sq_window_get_page (window), "curtain") == 0)
        g_signal_emit_by_name (sq_window_get_part (window, "curtain"), "done");
      play (window, 30, FALSE);
      panel = SQ_TURN_PANEL (sq_window_get_part (window, "turn-panel"));
      /* end turns until a knight has taken a heroic action and sees why
       * he cannot repeat its type */
      for (guint i = 0; i < 200 && sq_turn_panel_get_n_blocked (panel) == 0; i++)
        play (window, 1, FALSE);
      (void) action;
      sq_test_iterate_for (200);
      /* bring the reasons into view: focus the first "Rule" button */
      focus_rule_button (GTK_WIDGET (panel));
    }
  else if (g_str_equal (scene, "legends"))
    {
      /* Camelot Legends: a three-player game just started */
      SqLegendsPage *page = SQ_LEGENDS_PAGE (sq_window_get_part (window, "legends-page"));
      g_autoptr(GError) error = NULL;

      g_signal_emit_by_name (sq_window_get_part (window, "start-page"), "open-legends");
      sq_legends_page_set_seed (page, 20260412);
      if (!sq_legends_page_start (page, &error))
        g_error ("%s", error->message);
    }
  else if (g_str_equal (scene, "narration"))
    play_narration (window, G_MAXUINT);
  else if (g_str_equal (scene, "card-entry"))
    /* the third black card: Morgan, once a Black Knight card is face down */
    play_narration (window, 2);
  else if (g_str_equal (scene, "end"))
    {
      start (window, 5);
      while (g_strcmp0 (sq_window_get_page (window), "curtain") == 0)
        g_signal_emit_by_name (sq_window_get_part (window, "curtain"), "done");
      play (window, 0, TRUE);
    }

  sq_test_iterate_for (400);
  save_png (GTK_WIDGET (window), path);
  gtk_window_destroy (GTK_WINDOW (window));
  sq_test_iterate_for (50);
}

int
main (int   argc,
      char *argv[])
{
  static const char *scenes[] = { "new-game", "curtain", "board", "refusal", "end", "start", "rules", "legends",
                                  "narration", "card-entry" };
  static const struct { int w, h; } sizes[] = { { 1280, 800 }, { 360, 640 } };
  g_autoptr(GError) error = NULL;
  g_autofree char *games = NULL;
  g_autofree char *top = NULL;
  Shooter shooter = { 0, };
  /* SQUIRE_SCENES=narration,board: only those scenes */
  g_auto(GStrv) only = g_getenv ("SQUIRE_SCENES") != NULL
                       ? g_strsplit (g_getenv ("SQUIRE_SCENES"), ",", -1) : NULL;

  if (argc != 2 && argc != 3)
    {
      g_printerr ("usage: %s OUTPUT-DIR [LANGUAGE]\n", argv[0]);
      return 1;
    }
  shooter.output = argv[1];
  g_mkdir_with_parents (shooter.output, 0755);
  if (argc == 3)
    {
      shooter.language = argv[2];
      {
        const char *localedir = g_getenv ("SQUIRE_LOCALEDIR");

        /* as src/main.c does for a language chosen in Preferences */
        sq_application_set_up_locale (shooter.language, localedir != NULL ? localedir : LOCALEDIR);
      }
    }

  gtk_init ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  /* Camelot Legends' games are kept beside the games folder: both in
   * a temporary folder of their own */
  games = sq_test_make_games_folder ("squire-shots-XXXXXX", &top);
  shooter.store = sq_store_new (games);
  shooter.app = sq_application_new (APP_ID, G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (shooter.app), NULL, &error);
  g_assert_no_error (error);

  for (guint style = 0; style < 2; style++)
    {
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          style ? ADW_COLOR_SCHEME_FORCE_DARK
                                                : ADW_COLOR_SCHEME_FORCE_LIGHT);
      for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
        for (guint i = 0; i < G_N_ELEMENTS (scenes); i++)
          if (only == NULL || g_strv_contains ((const char * const *) only, scenes[i]))
            shoot (&shooter, scenes[i], style ? "dark" : "light", sizes[s].w, sizes[s].h);
    }
  /* presentation mode on a full-HD TV, light, in each language */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);
  if (only == NULL || g_strv_contains ((const char * const *) only, "presentation"))
    shoot (&shooter, "presentation", "light", 1920, 1080);

  g_object_unref (shooter.store);
  g_object_unref (shooter.app);
  /* the games it played are not the user's to keep */
  if (!sq_test_remove_tree (top))
    g_warning ("could not remove %s", top);

  return 0;
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The window's actions (a part of SqWindow, see sq-window-private.h):
 * Undo and Redo of the game on show, Back, the pages, the rules,
 * presentation mode, and the two the pages use to navigate and to say
 * something: win.show-page(s) and win.toast((sb)). The pages' own actions
 * are theirs: game.* (SqGameView) and curtain.* (SqCurtainPage). */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-presentation.h"
#include "sq-window-private.h"

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SqWindow *self = SQ_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (sq_window_is_page (self, "legends"))
    {
      if (!sq_legends_page_undo (self->legends_page, &error))
        sq_window_show_toast (self, error->message, FALSE);
      else
        sq_window_show_toast (self, _("Undone"), FALSE);
      return;
    }

  /* the game page's own Undo, which says what it undid */
  if (self->game_view != NULL)
    g_action_group_activate_action (sq_game_view_get_actions (self->game_view), "undo", NULL);
}

/* The Undo of a message: only in its own game, and only while that
 * game is still where the message left it. */
static void
undo_toast_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  SqWindow *self = SQ_WINDOW (widget);
  g_autofree char *owner = sq_window_dup_page_owner (self);
  const char *toast_owner;
  guint position;

  g_variant_get (parameter, "(&su)", &toast_owner, &position);
  if (owner == NULL || self->game == NULL || !g_str_equal (owner, toast_owner) ||
      sq_game_get_position (self->game) != position)
    return;

  undo_action (widget, "win.undo", NULL);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SqWindow *self = SQ_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (sq_window_is_page (self, "legends"))
    {
      if (!sq_legends_page_redo (self->legends_page, &error))
        sq_window_show_toast (self, error->message, FALSE);
      else
        sq_window_show_toast (self, _("Redone"), FALSE);
      return;
    }

  if (self->game_view != NULL)
    g_action_group_activate_action (sq_game_view_get_actions (self->game_view), "redo", NULL);
}

/* A page shows itself or another page of the stack */
static void
show_page_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  SqWindow *self = SQ_WINDOW (widget);
  const char *name = g_variant_get_string (parameter, NULL);

  if (gtk_stack_get_child_by_name (self->main_stack, name) != NULL)
    sq_window_set_page (self, name);
}

/* A message of the page on show (Pango markup), with Undo if asked */
static void
toast_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  const char *markup;
  gboolean with_undo;

  g_variant_get (parameter, "(&sb)", &markup, &with_undo);
  sq_window_show_toast (SQ_WINDOW (widget), markup, with_undo);
}

static void
go_back_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  SqWindow *self = SQ_WINDOW (widget);

  /* the rules page goes back through the topics followed first */
  if (sq_window_is_page (self, "rules") && sq_rules_page_go_back (self->rules_page))
    return;

  if (sq_window_is_page (self, "rules") && self->rules_return != NULL)
    sq_window_set_page (self, self->rules_return);
  else if (sq_window_is_page (self, "curtain") && self->curtain_page != NULL)
    sq_curtain_page_cancel (self->curtain_page);
  else
    sq_window_set_page (self, "start");
}

static void
go_start_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  sq_window_set_page (SQ_WINDOW (widget), "start");
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  sq_window_show_new_game (SQ_WINDOW (widget));
}

static void
rules_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  sq_window_show_rule (SQ_WINDOW (widget), NULL);
}

static void
presentation_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  sq_presentation_toggle (GTK_WINDOW (widget));
}

/**
 * sq_window_install_actions:
 *
 * The window's actions and their shortcuts.
 */
void
sq_window_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);

  gtk_widget_class_install_action (widget_class, "win.undo-toast", "(su)", undo_toast_action);

  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);

  gtk_widget_class_install_action (widget_class, "win.go-back", NULL, go_back_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "win.go-back", NULL);

  gtk_widget_class_install_action (widget_class, "win.go-start", NULL, go_start_action);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game", NULL);

  gtk_widget_class_install_action (widget_class, "win.rules", NULL, rules_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "win.rules", NULL);

  gtk_widget_class_install_property_action (widget_class, "win.show-history", "show-history");
  gtk_widget_class_install_property_action (widget_class, "win.use-phones", "use-phones");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.show-history", NULL);

  gtk_widget_class_install_property_action (widget_class, "win.fullscreen", "fullscreened");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F11, 0, "win.fullscreen", NULL);

  gtk_widget_class_install_action (widget_class, "win.presentation", NULL, presentation_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F5, 0, "win.presentation", NULL);

  /* for the pages, which own their actions: navigation and messages */
  gtk_widget_class_install_action (widget_class, "win.show-page", "s", show_page_action);
  gtk_widget_class_install_action (widget_class, "win.toast", "(sb)", toast_action);
}

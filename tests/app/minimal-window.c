/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * The yardstick for `make bench`: the smallest libadwaita window (a header
 * bar over a status page), built with Squire's flags. With
 * SQUIRE_EXIT_AFTER_FIRST_FRAME set it quits once its first frame is
 * painted, exactly as squire does.
 */

#include <adwaita.h>

static void
on_after_paint_cb (GdkFrameClock  *frame_clock,
                   GApplication   *application)
{
  g_application_quit (application);
}

static void
on_realize_cb (GtkWidget    *window,
               GApplication *application)
{
  if (g_getenv ("SQUIRE_EXIT_AFTER_FIRST_FRAME") == NULL)
    return;

  g_signal_connect_object (gtk_widget_get_frame_clock (window), "after-paint",
                           G_CALLBACK (on_after_paint_cb), application,
                           G_CONNECT_DEFAULT);
}

static void
on_activate_cb (GApplication *application)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (application));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *status = adw_status_page_new ();

  adw_status_page_set_title (ADW_STATUS_PAGE (status), "Minimal");
  gtk_widget_set_vexpand (status, TRUE);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), status);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 700);

  g_signal_connect (window, "realize", G_CALLBACK (on_realize_cb), application);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = NULL;

  app = adw_application_new ("io.github.camelot_squire.Minimal", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (on_activate_cb), NULL);

  return g_application_run (G_APPLICATION (app), argc, argv);
}

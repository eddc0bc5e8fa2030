/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* What the window's messages (toasts) say, for the tests of the ui suite
 * that check them. */

#pragma once

#include <string.h>

#include <gtk/gtk.h>

#include "sq-window.h"

#include "sq-ui-test.h"

G_BEGIN_DECLS

static inline void
sq_test_collect_labels (GtkWidget *widget,
                        GString   *out)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    sq_test_collect_labels (child, out);
}

/* The texts of the messages on show, a line each */
static inline char *
sq_test_toast_text (SqWindow *window)
{
  GtkWidget *overlay = sq_window_get_part (window, "toast-overlay");
  GString *out = g_string_new (NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (overlay);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_str_equal (G_OBJECT_TYPE_NAME (child), "AdwToastWidget"))
      sq_test_collect_labels (child, out);
  return g_string_free (out, FALSE);
}

/* Whether a message says @needle within 5 s. A message that timed out is
 * on its way out for a few frames and the new one waits for it: wait a
 * little too. */
static inline gboolean
sq_test_toast_says (SqWindow   *window,
                    const char *needle)
{
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < end)
    {
      g_autofree char *text = NULL;

      /* a frame now and then: the message that went finishes going */
      gtk_widget_queue_draw (GTK_WIDGET (window));
      sq_test_iterate ();
      text = sq_test_toast_text (window);
      if (strstr (text, needle) != NULL)
        return TRUE;
      g_usleep (10000);
    }
  return FALSE;
}

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-window.h"

/* Struct */

struct _SqWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  /* Set only when SQUIRE_EXIT_AFTER_FIRST_FRAME asks for a startup
   * measurement: the app quits once the first frame is on screen. */
  gulong                after_paint_handler;

  /* Template widgets */
  AdwHeaderBar         *header_bar;
  GtkMenuButton        *primary_menu_button;
  AdwStatusPage        *status_page;
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqWindow, sq_window, ADW_TYPE_APPLICATION_WINDOW)

/* Properties */

enum
{
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Auxiliary functions */

static void
restore_window_state (SqWindow *self)
{
  int width;
  int height;

  g_assert (SQ_IS_WINDOW (self));

  if (self->settings == NULL)
    return;

  width = g_settings_get_int (self->settings, "window-width");
  height = g_settings_get_int (self->settings, "window-height");
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);

  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
save_window_state (SqWindow *self)
{
  int width;
  int height;

  g_assert (SQ_IS_WINDOW (self));

  if (self->settings == NULL)
    return;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
}

/* Callbacks */

static void
on_frame_clock_after_paint_cb (GdkFrameClock *frame_clock,
                               SqWindow      *self)
{
  GtkApplication *application;

  g_clear_signal_handler (&self->after_paint_handler, frame_clock);

  application = gtk_window_get_application (GTK_WINDOW (self));
  if (application != NULL)
    g_application_quit (G_APPLICATION (application));
}

/* GtkWindow overrides */

static gboolean
sq_window_close_request (GtkWindow *window)
{
  save_window_state (SQ_WINDOW (window));

  return GTK_WINDOW_CLASS (sq_window_parent_class)->close_request (window);
}

/* GtkWidget overrides */

static void
sq_window_realize (GtkWidget *widget)
{
  SqWindow *self = SQ_WINDOW (widget);
  GdkFrameClock *frame_clock;

  GTK_WIDGET_CLASS (sq_window_parent_class)->realize (widget);

  if (g_getenv ("SQUIRE_EXIT_AFTER_FIRST_FRAME") == NULL || self->after_paint_handler != 0)
    return;

  frame_clock = gtk_widget_get_frame_clock (widget);
  self->after_paint_handler = g_signal_connect_object (frame_clock,
                                                       "after-paint",
                                                       G_CALLBACK (on_frame_clock_after_paint_cb),
                                                       self,
                                                       G_CONNECT_DEFAULT);
}

/* GObject overrides */

static void
sq_window_constructed (GObject *object)
{
  SqWindow *self = SQ_WINDOW (object);

  G_OBJECT_CLASS (sq_window_parent_class)->constructed (object);

  restore_window_state (self);
}

static void
sq_window_dispose (GObject *object)
{
  SqWindow *self = SQ_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SQ_TYPE_WINDOW);

  G_OBJECT_CLASS (sq_window_parent_class)->dispose (object);
}

static void
sq_window_finalize (GObject *object)
{
  SqWindow *self = SQ_WINDOW (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (sq_window_parent_class)->finalize (object);
}

static void
sq_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  SqWindow *self = SQ_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_window_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  SqWindow *self = SQ_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_window_class_init (SqWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = sq_window_constructed;
  object_class->dispose = sq_window_dispose;
  object_class->finalize = sq_window_finalize;
  object_class->get_property = sq_window_get_property;
  object_class->set_property = sq_window_set_property;

  widget_class->realize = sq_window_realize;

  window_class->close_request = sq_window_close_request;

  /**
   * SqWindow:settings:
   *
   * The application settings the window keeps its size in, or %NULL.
   */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         G_TYPE_SETTINGS,
                         (G_PARAM_READWRITE |
                          G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SqWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, SqWindow, status_page);
}

static void
sq_window_init (SqWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  if (g_strcmp0 (PROFILE, "development") == 0)
    gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
}

/* Public API */

/**
 * sq_window_new:
 * @application: the #SqApplication the window belongs to
 *
 * Like every toplevel, the window is owned by GTK: close it with
 * gtk_window_destroy().
 *
 * Returns: (transfer none): a new #SqWindow
 */
SqWindow *
sq_window_new (SqApplication *application)
{
  g_return_val_if_fail (SQ_IS_APPLICATION (application), NULL);

  return g_object_new (SQ_TYPE_WINDOW,
                       "application", application,
                       "settings", sq_application_get_settings (application),
                       NULL);
}

/**
 * sq_window_get_settings:
 * @self: a #SqWindow
 *
 * Returns: (transfer none) (nullable): the settings the window was created with
 */
GSettings *
sq_window_get_settings (SqWindow *self)
{
  g_return_val_if_fail (SQ_IS_WINDOW (self), NULL);

  return self->settings;
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* A widget for the layout tests (test-window-layout, test-height-layout)
 * that writes down every width it is asked a height at. */

#pragma once

#include <gtk/gtk.h>

#define SQ_TEST_PROBE_TEXT "Nobody may accuse yet: there are not enough swords on the Round Table " \
                           "or siege engines around Camelot."

/* A probe: a wrapping label in a widget that writes down every width it
 * is asked a height at */

#define TEST_TYPE_PROBE (test_probe_get_type ())
G_DECLARE_FINAL_TYPE (TestProbe, test_probe, TEST, PROBE, GtkWidget)

struct _TestProbe
{
  GtkWidget  parent_instance;

  GtkWidget *label;
  GArray    *widths;  /* the for_size of each height asked */
};

G_DEFINE_FINAL_TYPE (TestProbe, test_probe, GTK_TYPE_WIDGET)

static void
test_probe_measure (GtkWidget      *widget,
                    GtkOrientation  orientation,
                    int             for_size,
                    int            *minimum,
                    int            *natural,
                    int            *minimum_baseline,
                    int            *natural_baseline)
{
  TestProbe *self = TEST_PROBE (widget);

  if (orientation == GTK_ORIENTATION_VERTICAL)
    g_array_append_val (self->widths, for_size);
  gtk_widget_measure (self->label, orientation, for_size, minimum, natural, NULL, NULL);
}

static void
test_probe_size_allocate (GtkWidget *widget,
                          int        width,
                          int        height,
                          int        baseline)
{
  gtk_widget_allocate (TEST_PROBE (widget)->label, width, height, baseline, NULL);
}

static GtkSizeRequestMode
test_probe_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
test_probe_dispose (GObject *object)
{
  TestProbe *self = TEST_PROBE (object);

  g_clear_pointer (&self->label, gtk_widget_unparent);
  g_clear_pointer (&self->widths, g_array_unref);

  G_OBJECT_CLASS (test_probe_parent_class)->dispose (object);
}

static void
test_probe_class_init (TestProbeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = test_probe_dispose;
  widget_class->measure = test_probe_measure;
  widget_class->size_allocate = test_probe_size_allocate;
  widget_class->get_request_mode = test_probe_get_request_mode;
}

static void
test_probe_init (TestProbe *self)
{
  self->label = gtk_label_new (SQ_TEST_PROBE_TEXT);
  gtk_label_set_wrap (GTK_LABEL (self->label), TRUE);
  gtk_widget_set_parent (self->label, GTK_WIDGET (self));
  self->widths = g_array_new (FALSE, FALSE, sizeof (int));
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * Whenever a widget of the window asks for a new size, GTK 4.8 works out
 * the window's own size before the next frame: on X11 an idle asks the
 * window for its width and its height at no width (AdwToastOverlay, at
 * the top, keeps a constant size, so the width GTK would pass on is
 * dropped), to give the window manager the window's smallest size. Every
 * box and text on the way down to what changed is measured there, at
 * sizes the frame then mostly asks again at its real width: on a tap of
 * the late game about a tenth of the work before its frame was painted,
 * done before the frame began.
 *
 * This layout manager takes the place of the top box's own and hands
 * every question on to it (an #SqInnerLayout), but keeps a constant
 * size. Before the box has a width, it answers as the box would (the
 * window's first size needs it).
 * Afterwards it answers with the sizes it kept, and checks them once the
 * next frame has been painted: the box's width at no height, and its
 * height at the width it has (which the frame has just measured, so GTK
 * answers most of it from its cache). It keeps the new ones, and when the
 * smallest have grown it asks for a new size, so the window manager is
 * told the window's smallest size one frame later than before (a smaller
 * one later still, see check_kept()), and the frame that
 * shows a tap does not wait for it. The smallest height is the one the
 * content needs at its present width, which is what a window manager
 * should hold the window to.
 */

#include "config.h"

#include "sq-after-frame.h"
#include "sq-window-layout.h"

struct _SqWindowLayout
{
  SqInnerLayout parent_instance;

  int           kept[2][2]; /* [orientation][minimum, natural] */
  gboolean      has_kept;
  SqAfterFrame  check;      /* the kept sizes checked after a frame */
};

G_DEFINE_FINAL_TYPE (SqWindowLayout, sq_window_layout, SQ_TYPE_INNER_LAYOUT)

/* The box's size as its own layout manager gives it: its width at no
 * height, its height at the width it has (none before it has one) */
static void
measure_inner (SqWindowLayout *self,
               GtkWidget      *widget,
               GtkOrientation  orientation,
               int            *minimum,
               int            *natural)
{
  sq_inner_layout_measure_at_own_width (SQ_INNER_LAYOUT (self), widget, orientation, -1,
                                        minimum, natural, NULL, NULL);
}

/* Measures and keeps the box's size in @orientation; returns whether its
 * smallest size grew */
static gboolean
keep_size (SqWindowLayout *self,
           GtkWidget      *widget,
           GtkOrientation  orientation)
{
  int minimum = 0, natural = 0;
  gboolean grew;

  measure_inner (self, widget, orientation, &minimum, &natural);
  grew = minimum > self->kept[orientation][0];
  self->kept[orientation][0] = minimum;
  self->kept[orientation][1] = natural;
  return grew;
}

/* Only a smallest size that grew asks the window's size again at once,
 * which the kept sizes then answer: the window manager must not let the
 * window shrink below it. A smaller one, or a new natural size (which GTK
 * uses only to size a window it shows), waits for the next time GTK asks,
 * which any change of size in the window brings (every tap does); until
 * then the window manager holds the window to a little more than it needs.
 * Asking at once after every change cost a second frame in about half of
 * the taps. */
static void
check_kept (gpointer data)
{
  SqWindowLayout *self = data;
  GtkWidget *widget = gtk_layout_manager_get_widget (GTK_LAYOUT_MANAGER (self));
  gboolean grew;

  if (widget == NULL)
    return;
  grew = keep_size (self, widget, GTK_ORIENTATION_HORIZONTAL);
  grew |= keep_size (self, widget, GTK_ORIENTATION_VERTICAL);
  if (grew)
    gtk_widget_queue_resize (widget);
}

/* GObject and layout manager overrides */

static void
sq_window_layout_measure (GtkLayoutManager *manager,
                          GtkWidget        *widget,
                          GtkOrientation    orientation,
                          int               for_size,
                          int              *minimum,
                          int              *natural,
                          int              *minimum_baseline,
                          int              *natural_baseline)
{
  SqWindowLayout *self = SQ_WINDOW_LAYOUT (manager);

  /* a constant size: for_size is always -1 */
  if (!self->has_kept || gtk_widget_get_width (widget) <= 0)
    {
      keep_size (self, widget, orientation);
      /* GTK asks the width first: both are kept once the height is */
      self->has_kept = self->has_kept || orientation == GTK_ORIENTATION_VERTICAL;
    }
  else
    sq_after_frame_queue (&self->check, gtk_widget_get_frame_clock (widget), TRUE);
  *minimum = self->kept[orientation][0];
  *natural = self->kept[orientation][1];
}

static GtkSizeRequestMode
sq_window_layout_get_request_mode (GtkLayoutManager *manager,
                                   GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
sq_window_layout_unroot (GtkLayoutManager *manager)
{
  SqWindowLayout *self = SQ_WINDOW_LAYOUT (manager);

  sq_after_frame_cancel (&self->check);
  self->has_kept = FALSE;
}

static void
sq_window_layout_dispose (GObject *object)
{
  SqWindowLayout *self = SQ_WINDOW_LAYOUT (object);

  sq_after_frame_cancel (&self->check);

  G_OBJECT_CLASS (sq_window_layout_parent_class)->dispose (object);
}

/* class_init and init */

static void
sq_window_layout_class_init (SqWindowLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  object_class->dispose = sq_window_layout_dispose;

  layout_class->measure = sq_window_layout_measure;
  layout_class->get_request_mode = sq_window_layout_get_request_mode;
  layout_class->unroot = sq_window_layout_unroot;
}

static void
sq_window_layout_init (SqWindowLayout *self)
{
  sq_after_frame_init (&self->check, G_PRIORITY_DEFAULT_IDLE, check_kept, self);
}

/* Public API */

/**
 * sq_window_layout_install:
 * @widget: the box at the top of a window's content, below any widget
 *   of constant size such as an #AdwToastOverlay
 *
 * Puts an #SqWindowLayout in the place of @widget's layout manager, which
 * goes on doing the work: @widget then keeps a constant size, its height
 * is the one at the width it was last given, and once it has a width its
 * size is checked after a frame rather than before. Installing it twice
 * does nothing more. None of a box's properties may be read or set on
 * @widget afterwards (see sq_inner_layout_install()).
 */
void
sq_window_layout_install (GtkWidget *widget)
{
  sq_inner_layout_install (widget, SQ_TYPE_WINDOW_LAYOUT);
}

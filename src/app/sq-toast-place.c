/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Where the toasts lie in the window's toast overlay, and the room that
 * keeps the widgets with choices clear of them (SqToaster's part in
 * each layout).
 *
 * The toast lies where the last layout put it; after a new message, it
 * lies where the next will. A new message changes the toast's size, and
 * a room set only once the window was laid out made GTK lay it out a
 * second time in the same frame (on X11, with the round trips to the X
 * server that GDK makes to size a window each time). So the room is set
 * ahead, from where libadwaita will put the toast, and checked against
 * where it did once laid out: a guess that was wrong costs that second
 * layout, never a choice under the toast. */

#include "config.h"

#include "sq-toast-place.h"
#include "sq-toast-room.h"

/* libadwaita 1.2 gives a toast with a button at least this width
 * (AdwToastOverlay's NATURAL_WIDTH) */
#define TOAST_WIDTH 450

/* The toast on show: libadwaita makes a toast it hides one that no
 * pointer reaches */
static GtkWidget *
toast_on_show (AdwToastOverlay *overlay)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (overlay));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != adw_toast_overlay_get_child (overlay) &&
        gtk_widget_get_visible (child) && gtk_widget_get_can_target (child))
      return child;
  return NULL;
}

/* The box libadwaita 1.2 gives a toast that is fully in (AdwToastOverlay's
 * allocate_toast()): its natural size, no wider or higher than the
 * overlay, at the bottom in the middle. Its bounds lie inside, less its
 * margins. */
static graphene_rect_t
toast_box (AdwToastOverlay *overlay,
           GtkWidget       *toast,
           gboolean         has_button)
{
  int width = gtk_widget_get_width (GTK_WIDGET (overlay));
  int height = gtk_widget_get_height (GTK_WIDGET (overlay));
  GtkRequisition size;

  gtk_widget_get_preferred_size (toast, NULL, &size);
  size.width = has_button ? MIN (MAX (size.width, TOAST_WIDTH), width) : MIN (size.width, width);
  size.height = MIN (size.height, height);
  return GRAPHENE_RECT_INIT ((width - size.width) / 2, height - size.height, size.width, size.height);
}

/* Adds to @out (a box already if @any) where each toast on show but
 * @skip lies in @overlay. Returns: whether @out holds a box now */
static gboolean
add_bounds (AdwToastOverlay *overlay,
            GtkWidget       *skip,
            gboolean         any,
            graphene_rect_t *out)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (overlay));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t bounds;

      if (child == skip || child == adw_toast_overlay_get_child (overlay) ||
          !gtk_widget_get_mapped (child) ||
          !gtk_widget_compute_bounds (child, GTK_WIDGET (overlay), &bounds))
        continue;
      if (any)
        graphene_rect_union (out, &bounds, out);
      else
        *out = bounds;
      any = TRUE;
    }
  return any;
}

/**
 * sq_toast_place_bounds:
 * @out: (out): where the toasts on show lie in @overlay, together
 *
 * Returns: %FALSE if none is on show
 */
gboolean
sq_toast_place_bounds (AdwToastOverlay *overlay,
                       graphene_rect_t *out)
{
  *out = GRAPHENE_RECT_INIT (0, 0, 0, 0);
  return add_bounds (overlay, NULL, FALSE, out);
}

/**
 * sq_toast_place_learn:
 * @has_button: whether the toast on show has a button
 *
 * After a layout: how the toast on show lies in its box (a toast sliding
 * in lies lower, and teaches a guess that the next layout mends).
 */
void
sq_toast_place_learn (SqToastPlace    *self,
                      AdwToastOverlay *overlay,
                      gboolean         has_button)
{
  GtkWidget *toast = toast_on_show (overlay);
  graphene_rect_t box, bounds;

  if (toast == NULL || !gtk_widget_get_mapped (toast) ||
      !gtk_widget_compute_bounds (toast, GTK_WIDGET (overlay), &bounds))
    return;
  box = toast_box (overlay, toast, has_button);
  self->offset = GRAPHENE_RECT_INIT (bounds.origin.x - box.origin.x, bounds.origin.y - box.origin.y,
                                     bounds.size.width - box.size.width,
                                     bounds.size.height - box.size.height);
  self->known = TRUE;
}

/**
 * sq_toast_place_expect:
 * @has_button: whether the toast on show has a button
 * @out: (out): where the toasts will lie after the next layout
 *
 * Before a layout, once the toast on show has its new message. Measures
 * the toast, as the layout would.
 *
 * Returns: %FALSE if that is not known
 */
gboolean
sq_toast_place_expect (SqToastPlace    *self,
                       AdwToastOverlay *overlay,
                       gboolean         has_button,
                       graphene_rect_t *out)
{
  GtkWidget *toast = toast_on_show (overlay);
  graphene_rect_t box;

  if (!self->known || toast == NULL || !gtk_widget_get_mapped (GTK_WIDGET (overlay)))
    return FALSE;
  box = toast_box (overlay, toast, has_button);
  *out = GRAPHENE_RECT_INIT (box.origin.x + self->offset.origin.x,
                             box.origin.y + self->offset.origin.y,
                             box.size.width + self->offset.size.width,
                             box.size.height + self->offset.size.height);
  /* one going away stays where it is until it has gone */
  return add_bounds (overlay, toast, TRUE, out);
}

/* The room at its bottom that keeps @widget clear of the toasts. Its
 * own place does not depend on the room (SqToastRoom moves only its
 * child), so this never feeds back on itself. */
static int
room_for (AdwToastOverlay       *overlay,
          const graphene_rect_t *covered,
          GtkWidget             *widget)
{
  graphene_rect_t bounds;
  float bottom;
  float overlap;

  if (!gtk_widget_get_mapped (widget) ||
      !gtk_widget_compute_bounds (widget, GTK_WIDGET (overlay), &bounds))
    return 0;
  bottom = bounds.origin.y + bounds.size.height;
  if (bounds.origin.x >= covered->origin.x + covered->size.width ||
      covered->origin.x >= bounds.origin.x + bounds.size.width ||
      bottom <= covered->origin.y)
    return 0;
  overlap = bottom - MAX (covered->origin.y, bounds.origin.y);
  /* whole pixels, rounded up */
  return (int) overlap + ((float) (int) overlap < overlap);
}

/**
 * sq_toast_place_keep_clear:
 * @clear: the widgets kept clear: weak pointers in g_new'd slots
 * @covered: (nullable): where the toasts lie, %NULL for none
 *
 * Gives each widget in @clear the room the toasts leave it. A room that
 * changes queues an allocation.
 */
void
sq_toast_place_keep_clear (AdwToastOverlay       *overlay,
                           GPtrArray             *clear,
                           const graphene_rect_t *covered)
{
  for (guint i = 0; i < clear->len; i++)
    {
      GtkWidget **slot = g_ptr_array_index (clear, i);
      GtkLayoutManager *layout = *slot != NULL ? gtk_widget_get_layout_manager (*slot) : NULL;
      int room;

      if (layout == NULL || !SQ_IS_TOAST_ROOM (layout))
        continue;
      room = covered != NULL ? room_for (overlay, covered, *slot) : 0;
      sq_toast_room_set_room (SQ_TOAST_ROOM (layout), room);
    }
}

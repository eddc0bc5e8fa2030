/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include "sq-toast-room.h"

struct _SqToastRoom
{
  GtkLayoutManager parent_instance;

  int              room;   /* pixels left free at the bottom */
};

G_DEFINE_FINAL_TYPE (SqToastRoom, sq_toast_room, GTK_TYPE_LAYOUT_MANAGER)

/* GtkLayoutManager overrides */

static void
sq_toast_room_measure (GtkLayoutManager *manager,
                       GtkWidget        *widget,
                       GtkOrientation    orientation,
                       int               for_size,
                       int              *minimum,
                       int              *natural,
                       int              *minimum_baseline,
                       int              *natural_baseline)
{
  /* as GtkBinLayout: the room is not asked for */
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_min = 0;
      int child_nat = 0;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, orientation, for_size, &child_min, &child_nat, NULL, NULL);
      *minimum = MAX (*minimum, child_min);
      *natural = MAX (*natural, child_nat);
    }
}

static void
sq_toast_room_allocate (GtkLayoutManager *manager,
                        GtkWidget        *widget,
                        int               width,
                        int               height,
                        int               baseline)
{
  SqToastRoom *self = SQ_TOAST_ROOM (manager);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_min = 0;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &child_min, NULL, NULL, NULL);
      gtk_widget_allocate (child, width, MAX (child_min, height - self->room), -1, NULL);
    }
}

/* class_init and init */

static void
sq_toast_room_class_init (SqToastRoomClass *klass)
{
  GtkLayoutManagerClass *manager_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  manager_class->measure = sq_toast_room_measure;
  manager_class->allocate = sq_toast_room_allocate;
}

static void
sq_toast_room_init (SqToastRoom *self)
{
}

/* Public API */

GtkLayoutManager *
sq_toast_room_new (void)
{
  return g_object_new (SQ_TYPE_TOAST_ROOM, NULL);
}

/**
 * sq_toast_room_set_room:
 * @room: how many pixels at the bottom the child leaves free
 */
void
sq_toast_room_set_room (SqToastRoom *self,
                        int          room)
{
  g_return_if_fail (SQ_IS_TOAST_ROOM (self));

  room = MAX (room, 0);
  if (room == self->room)
    return;
  self->room = room;
  /* the size asked for stays the same: only the child moves */
  if (gtk_layout_manager_get_widget (GTK_LAYOUT_MANAGER (self)) != NULL)
    gtk_widget_queue_allocate (gtk_layout_manager_get_widget (GTK_LAYOUT_MANAGER (self)));
}

int
sq_toast_room_get_room (SqToastRoom *self)
{
  g_return_val_if_fail (SQ_IS_TOAST_ROOM (self), 0);

  return self->room;
}

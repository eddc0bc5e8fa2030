/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Work that waits for the end of a frame: once a frame clock has painted
 * the next frame, a function runs once, in an idle. The start page makes
 * its games this way after the window's first frame, and checks whether
 * its rows fit after the frame that lays them out.
 *
 * Work right after GTK lays a window out, in the same frame (SqAfterLayout):
 * a function runs after GTK's own handler of the frame clock's "layout"
 * signal, each time; an allocation it queues is made in the same layout
 * phase, before the frame is painted. The toaster keeps the choices clear
 * of a message this way, and the history scrolls to its new entry. */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef void (*SqAfterFrameFunc) (gpointer data);

typedef struct {
  /*< private >*/
  SqAfterFrameFunc  func;
  gpointer          data;
  gint              priority;
  GdkFrameClock    *clock;     /* weak: the frame waited for */
  gulong            handler;
  guint             source;    /* the idle that runs @func */
} SqAfterFrame;

void     sq_after_frame_init    (SqAfterFrame     *self,
                                 gint              priority,
                                 SqAfterFrameFunc  func,
                                 gpointer          data);
void     sq_after_frame_queue   (SqAfterFrame     *self,
                                 GdkFrameClock    *clock,
                                 gboolean          request_frame);
void     sq_after_frame_cancel  (SqAfterFrame     *self);
gboolean sq_after_frame_pending (SqAfterFrame     *self);

typedef struct {
  /*< private >*/
  GdkFrameClock    *clock;     /* while attached */
  gulong            handler;
} SqAfterLayout;

void     sq_after_layout_attach  (SqAfterLayout    *self,
                                  GdkFrameClock    *clock,
                                  GCallback         func,
                                  gpointer          data);
void     sq_after_layout_detach  (SqAfterLayout    *self);
void     sq_after_layout_request (SqAfterLayout    *self);

G_END_DECLS

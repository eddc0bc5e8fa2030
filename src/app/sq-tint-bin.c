/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * GTK 4.8's cairo renderer draws a symbolic icon through a colour
 * matrix, in a group of its own and pixel by pixel, at every frame and
 * wherever the frame's damage lies: the header bar's icons (seven on a
 * game's page) cost that at each frame of the window, though a tap
 * seldom redraws the header bar. Around the header bar, this bin draws
 * its child as the board's cards draw theirs (sq_tint_snapshot_children(),
 * sq-tint.c): its icons already in their colour, kept from one frame to
 * the next, and the same pixels as GTK's own. GTK keeps the bin's node
 * while nothing in the header bar changes, so the icons are looked for
 * again only when something there does.
 */

#include "config.h"

#include "sq-tint.h"
#include "sq-tint-bin.h"

struct _SqTintBin
{
  AdwBin parent_instance;
};

G_DEFINE_FINAL_TYPE (SqTintBin, sq_tint_bin, ADW_TYPE_BIN)

/* class_init and init */

static void
sq_tint_bin_class_init (SqTintBinClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = sq_tint_snapshot_children;

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
}

static void
sq_tint_bin_init (SqTintBin *self)
{
}

/* Public API */

/**
 * sq_tint_bin_new:
 * @child: (nullable): the widget inside
 */
GtkWidget *
sq_tint_bin_new (GtkWidget *child)
{
  return g_object_new (SQ_TYPE_TINT_BIN, "child", child, NULL);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* How the toast's bounds differ from the box libadwaita places it in (its
 * CSS margins): learnt from a toast laid out, see sq_toast_place_learn() */
typedef struct
{
  graphene_rect_t offset;
  gboolean        known;
} SqToastPlace;

gboolean sq_toast_place_bounds     (AdwToastOverlay       *overlay,
                                    graphene_rect_t       *out);
void     sq_toast_place_learn      (SqToastPlace          *self,
                                    AdwToastOverlay       *overlay,
                                    gboolean               has_button);
gboolean sq_toast_place_expect     (SqToastPlace          *self,
                                    AdwToastOverlay       *overlay,
                                    gboolean               has_button,
                                    graphene_rect_t       *out);
void     sq_toast_place_keep_clear (AdwToastOverlay       *overlay,
                                    GPtrArray             *clear,
                                    const graphene_rect_t *covered);

G_END_DECLS

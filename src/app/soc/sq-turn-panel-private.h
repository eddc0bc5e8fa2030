/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* SqTurnPanel's insides, shared by sq-turn-panel.c (the panel, its
 * presses and API) and sq-turn-panel-parts.c (what it rebuilds after a
 * change). */

#pragma once

#include "sq-dice-view.h"
#include "sq-focus-later.h"
#include "sq-reveal.h"
#include "sq-turn-blocked.h"
#include "sq-turn-draw.h"
#include "sq-turn-entry.h"
#include "sq-turn-next.h"
#include "sq-turn-panel.h"
#include "sq-turn-steps.h"

G_BEGIN_DECLS

struct _SqTurnPanel
{
  AdwBin              parent_instance;

  SqGame             *game;
  gulong              changed_handler;

  SqDiceView         *dice_view;
  gboolean            show_roll;       /* the last action rolled the d8 */

  /* The question on show, built step by step (sq-turn-steps.c) */
  SqTurnSteps        *steps;
  gboolean            applying;        /* an action of this panel is going in */
  guint               auto_source;

  guint               n_choices;       /* the die's and End the turn, not the steps' */
  SqTurnBlocked       blocked;         /* the rows of "Not possible now" */
  SqTurnNext          next;            /* the next knight's choices, ending the turn */
  SqTurnEntry         entry;           /* after a black card entered: the Merlin cancel */
  SqTurnDraw          draw;            /* the next knight's card from the table's Black deck */
  SqFocusLater        focus_later;     /* the focus's move after an action */

  /* Template widgets */
  GtkLabel           *turn_label;
  GtkLabel           *prompt_label;
  GtkButton          *prompt_rule_button;
  GtkBox             *secret_box;
  GtkLabel           *secret_hint_label;
  SqReveal           *secret_reveal;
  guint               secret_card;     /* on the reveal, or SQ_NO_CARD */
  GtkBox             *dice_slot;
  SqReveal           *reveal_button;   /* "Show …'s Cards": held, or a screen reader's toggle */
  GtkLabel           *hand_label;      /* its secret: the hand, named */
  GtkBox             *groups_box;
  AdwPreferencesGroup *blocked_group;
  GtkWidget          *end_bar;
  GtkButton          *end_turn_button;
  GtkScrolledWindow  *scroller;
};

void  sq_turn_panel_init_focus           (SqTurnPanel   *self);
void  sq_turn_panel_set_label_text       (GtkLabel      *label,
                                          const char    *text);
guint sq_turn_panel_pending_private_card (const SqState *state);
void  sq_turn_panel_update_secret        (SqTurnPanel   *self,
                                          guint          card);
void  sq_turn_panel_rebuild_status       (SqTurnPanel   *self,
                                          const SqState *state);
void  sq_turn_panel_rebuild_dice         (SqTurnPanel   *self,
                                          const SqState *state);
void  sq_turn_panel_rebuild_secret_card  (SqTurnPanel   *self,
                                          const SqState *state);
void  sq_turn_panel_rebuild_reveal       (SqTurnPanel   *self,
                                          const SqState *state,
                                          gboolean       reveal);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shared by sq-turn-steps.c, its words in sq-turn-steps-text.c and its
 * queries in sq-turn-steps-query.c. */

#pragma once

#include <adwaita.h>

#include "sq-card-picker.h"
#include "sq-legal-steps.h"
#include "sq-state.h"
#include "sq-turn-die.h"
#include "sq-turn-steps.h"

G_BEGIN_DECLS

/* sq-turn-steps.c builds it; sq-turn-steps-query.c says what is on show */
#define SQ_TURN_STEPS_MAX_LAY 4

struct _SqTurnSteps
{
  GtkBox         parent_instance;

  const SqState *state;
  gboolean       revealed;
  gboolean       secret_held;   /* something was left out until revealed */

  SqAction      *starts;
  guint          n_starts;
  gint           kind;          /* the kind on show, or -1 */
  gboolean       have_draft;
  gboolean       draft_alone;   /* the draft's start was the only one */
  gboolean       draft_inline;  /* ... that wants cards: the whole ones stay beside it */
  SqAction       draft;
  guint          n_choices;

  GtkWidget     *kinds_box;
  GtkWidget     *kind_buttons[SQ_N_STEP_KINDS];
  GtkWidget     *choices_box;   /* the starts and the picker */
  GtkWidget     *starts_box;
  GPtrArray     *start_buttons;
  GtkWidget     *hidden_label;
  SqCardPicker  *picker;
  SqTurnDie      die;           /* a siege fight with the table's d8: the roll with it */
  SqCardPicker  *house_picker;  /* cards with no copy left (sq-card-entry.c) */
  /* a card drawn from the table's deck laid face down unnamed: beside the
   * heading of its cards (owned), and the starts they take */
  GtkWidget     *lay_buttons[SQ_TURN_STEPS_MAX_LAY];
  guint          lay_starts[SQ_TURN_STEPS_MAX_LAY];
  guint          n_lay;
  /* with the table's own white deck, the special card whose places (or
   * knights) are on show, its other starts grouped under it; or -1 */
  gint           special_face;
  SqAction       house_starts[64];
};

gboolean    sq_turn_steps_offered        (const SqAction    *action);
void        sq_turn_steps_fill_forced    (const SqState     *state,
                                          SqAction          *draft);
gboolean    sq_turn_steps_in_view        (SqTurnSteps       *self,
                                          const SqAction    *action);

const char *sq_turn_steps_kind_title     (SqStepKind         kind);
gboolean    sq_turn_steps_names_secret   (const SqState     *state,
                                          const SqAction    *action);
gboolean    sq_turn_steps_list_is_secret (const SqState     *state,
                                          const SqAction    *action);
char       *sq_turn_steps_start_label    (const SqState     *state,
                                          const SqAction    *action);
char       *sq_turn_steps_picker_title   (const SqState     *state,
                                          const SqAction    *draft);
char       *sq_turn_steps_picker_summary (const SqState     *state,
                                          const SqAction    *draft,
                                          const SqStepShape *shape);

G_END_DECLS

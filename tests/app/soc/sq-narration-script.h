/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A scripted game with the table's own decks: five rounds of three
 * knights in which every kind of event happens once at least (a black
 * card laid face down, one face up, a Morgan, a siege fight won, a war
 * lost to its fourth warrior, the Black Knight won with its face-down
 * card revealed). Shared by test-narration and make-screenshots. */

#pragma once

#include "sq-rules.h"

typedef struct
{
  guint8 type;      /* SqActionType */
  guint8 face;      /* the card entered or played; SQ_N_FACES for none */
  guint8 quest;     /* MOVE / PLAY_FIGHT: where; SQ_QUEST_NONE for none */
  gint8 group;      /* PLAY_FIGHT's spot group */
  guint8 value;     /* ROLL_D8: the die */
} SqScriptStep;

#define STEP(t)              { SQ_ACTION_##t, SQ_N_FACES, SQ_QUEST_NONE, -1, 0 }
#define ENTER(f)             { SQ_ACTION_ENTER_BLACK, SQ_FACE_##f, SQ_QUEST_NONE, -1, 0 }
#define FIGHT(f, g)          { SQ_ACTION_PLAY_FIGHT, SQ_FACE_##f, SQ_QUEST_BLACK_KNIGHT, g, 0 }
#define MOVE(p)              { SQ_ACTION_MOVE, SQ_N_FACES, SQ_PLACE_##p, -1, 0 }

static const SqScriptStep sq_narration_script[] = {
  /* round 1: Arthur lays a card face down and goes to the Black Knight;
   * the second knight fights a siege engine and wins; the third lays the
   * Picts */
  STEP (DRAW_BLACK), ENTER (BLACK_KNIGHT_7), STEP (PLACE_FACE_DOWN),
  MOVE (BLACK_KNIGHT), STEP (END_TURN),
  STEP (ADD_SIEGE), { SQ_ACTION_FIGHT_SIEGE, SQ_FACE_FIGHT_4, SQ_QUEST_NONE, -1, 0 },
  { SQ_ACTION_ROLL_D8, SQ_N_FACES, SQ_QUEST_NONE, -1, 2 }, STEP (END_TURN),
  STEP (DRAW_BLACK), ENTER (PICTS), STEP (DRAW_WHITE), STEP (END_TURN),
  /* round 2: Morgan takes a life point from everyone */
  STEP (DRAW_BLACK), ENTER (MORGAN_LIFE), STEP (NO_CANCEL), FIGHT (FIGHT_3, 0), STEP (END_TURN),
  STEP (DRAW_BLACK), ENTER (SAXONS), STEP (DRAW_WHITE), STEP (END_TURN),
  STEP (DRAW_BLACK), ENTER (SAXONS), STEP (DRAW_WHITE), STEP (END_TURN),
  /* round 3: the fourth Saxon warrior: the war is lost */
  STEP (ADD_SIEGE), FIGHT (FIGHT_3, 0), STEP (END_TURN),
  STEP (DRAW_BLACK), ENTER (SAXONS), STEP (DRAW_WHITE), STEP (END_TURN),
  STEP (DRAW_BLACK), ENTER (SAXONS), MOVE (EXCALIBUR), STEP (END_TURN),
  /* rounds 4 and 5: Arthur completes the Black Knight */
  STEP (ADD_SIEGE), FIGHT (FIGHT_5, 1), STEP (END_TURN),
  STEP (ADD_SIEGE), MOVE (GRAIL), STEP (END_TURN),
  STEP (ADD_SIEGE), MOVE (ROUND_TABLE), STEP (END_TURN),
  STEP (ADD_SIEGE), FIGHT (FIGHT_5, 1),
};

#undef STEP
#undef ENTER
#undef FIGHT
#undef MOVE

static inline void
sq_narration_setup (SqSetup *setup)
{
  sq_setup_init_defaults (setup, 3);
  setup->seed = 1414;
  setup->skip_opening_share = TRUE;
  setup->loyalty = SQ_LOYALTY_NO_TRAITOR;
  setup->white_deck = setup->black_deck = setup->dice = SQ_DECK_PHYSICAL;
}

static inline void
sq_narration_action (const SqScriptStep *step,
                     SqAction           *action)
{
  sq_action_init (action, step->type);
  if (step->face != SQ_N_FACES)
    {
      action->n_cards = 1;
      action->cards[0] = step->face;
    }
  action->quest = step->quest;
  action->group = step->group;
  action->value = step->value;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shared between the engine's rule files; not for the UI or the CLI. */

#pragma once

#include "sq-cards.h"
#include "sq-rng.h"
#include "sq-legal-steps.h"
#include "sq-rules.h"

G_BEGIN_DECLS

/* Work items on the state's stack. Values below SQ_N_DECISIONS are
 * decisions (SqDecision) that wait for an action; the rest run by
 * themselves. */
typedef enum {
  SQ_TASK_START_TURN = 64,
  SQ_TASK_AFTER_EVIL,
  SQ_TASK_END_TURN,
  SQ_TASK_ACTION_DONE,     /* a heroic action (with all it caused) is over */
  SQ_TASK_RESOLVE_DRAWN,   /* a = limbo slot of the drawn black card, b = no cancel */
  SQ_TASK_APPLY_BLACK,     /* a = the card, in limbo */
  SQ_TASK_MORGAN_NEXT,     /* a = cards still to draw */
  SQ_TASK_DRAW_BLACK,      /* seat draws one black card, b = from a Morgan chain */
  SQ_TASK_QUEST_END,       /* a = quest */
  SQ_TASK_COMBAT_COMPARE,  /* a = quest */
  SQ_TASK_SIEGE_COMPARE,   /* b = d8 */
  SQ_TASK_DEATHS,
} SqTaskKind;

/* heroic action types A..E: the first five step kinds (sq_steps_kind()),
 * also the bits of SqState.types_used */
enum {
  SQ_HEROIC_MOVE = SQ_STEP_KIND_MOVE,
  SQ_HEROIC_QUEST = SQ_STEP_KIND_QUEST,
  SQ_HEROIC_SPECIAL = SQ_STEP_KIND_SPECIAL,
  SQ_HEROIC_HEAL = SQ_STEP_KIND_HEAL,
  SQ_HEROIC_ACCUSE = SQ_STEP_KIND_ACCUSE,
  SQ_HEROIC_NONE = -1,
};


/* errors */
gboolean sq_fail              (GError      **error,
                               SqRulesError  code,
                               SqRule        rule);

/* the stack */
void     sq_push              (SqState *s,
                               guint    kind,
                               gint     seat,
                               guint    a,
                               guint    b);
SqTask  *sq_top               (SqState *s);
void     sq_run               (SqState *s);

/* cards */
gboolean sq_pile_remove_face  (guint8  *cards,
                               guint8  *n,
                               SqFace   face,
                               guint8  *card_out);
guint    sq_pile_count_face   (const guint8 *cards,
                               guint         n,
                               SqFace        face);
gboolean sq_white_available   (const SqState *s,
                               guint          seat,
                               SqFace         face,
                               guint          count);
gboolean sq_white_refuse      (const SqState *s,
                               guint          seat,
                               SqFace         face,
                               guint          count,
                               GError       **error);
gboolean sq_take_white        (SqState *s,
                               guint    seat,
                               guint8   face,
                               guint8  *card_out);
void     sq_discard_white     (SqState *s,
                               guint8   card);
void     sq_discard_black     (SqState *s,
                               guint8   card);
void     sq_give_white        (SqState *s,
                               guint    seat,
                               guint8   card);
guint    sq_draw_white        (SqState *s,
                               gint     seat,
                               guint    n);
gboolean sq_draw_white_card   (SqState *s,
                               guint8  *card);
guint    sq_draw_spoils       (SqState *s,
                               guint    n);
void     sq_check_reshuffle   (SqState *s);
void     sq_discard_hand      (SqState *s,
                               guint    seat);
gint     sq_limbo_add         (SqState *s,
                               guint8   card,
                               gint     owner);
guint8   sq_limbo_take        (SqState *s,
                               guint    slot);
gint     sq_limbo_find        (const SqState *s,
                               guint8         card);
void     sq_push_discards     (SqState *s,
                               gint     from,
                               gint     except,
                               guint    n);

/* the table */
gboolean sq_is_active_knight  (const SqState *s,
                               gint           seat);
gboolean sq_is_loyal          (const SqState *s,
                               guint          seat);
gboolean sq_has_relic         (const SqState *s,
                               guint          seat,
                               SqRelic        relic);
gint     sq_relic_holder      (const SqState *s,
                               SqRelic        relic);
void     sq_add_sword         (SqState *s,
                               gboolean white);
void     sq_flip_white_sword  (SqState *s);
void     sq_add_siege         (SqState *s,
                               guint    n);
void     sq_change_life       (SqState *s,
                               guint    seat,
                               gint     delta);
void     sq_kill              (SqState *s,
                               guint    seat);
void     sq_lose              (SqState    *s,
                               SqEndReason reason);
void     sq_check_final_count (SqState *s);
gboolean sq_over              (const SqState *s);
void     sq_move_knight       (SqState *s,
                               guint    seat,
                               SqPlace  place);
void     sq_unmask            (SqState *s,
                               guint    seat);
gint     sq_next_seat         (const SqState *s,
                               gint           seat);

/* quests (sq-quests.c) */
gboolean sq_quest_is_active   (const SqState *s,
                               SqQuestId      q);
gboolean sq_quest_is_solo     (SqQuestId q);
gint     sq_fight_fits        (const SqState *s,
                               SqQuestId      q,
                               SqFace         face,
                               gint           group);
gboolean sq_war_next_value    (const SqState *s,
                               SqQuestId      q,
                               guint         *value);
void     sq_attach_mordred    (SqState *s,
                               guint8   card,
                               SqQuestId war);
gboolean sq_merlin_target     (const SqState *s,
                               guint          place);
void     sq_merlin_remove     (SqState *s,
                               guint    place);
void     sq_place_white_fight (SqState *s,
                               guint    seat,
                               SqQuestId q,
                               guint8   card,
                               gint     group);
void     sq_place_grail_card  (SqState *s,
                               guint    seat,
                               guint8   card);
void     sq_move_excalibur    (SqState *s,
                               gint     seat,
                               gint     steps);
void     sq_place_black       (SqState *s,
                               guint8   card,
                               gboolean face_down,
                               SqQuestId war);
void     sq_quest_end         (SqState *s,
                               SqQuestId q,
                               gint     completer);
gboolean sq_has_fight_card    (const SqState *s,
                               guint          seat);
void     sq_combat_compare    (SqState *s,
                               SqQuestId q);
void     sq_leave_place       (SqState *s,
                               guint    seat);
gboolean sq_grail_blocked     (const SqState *s);

/* phases (sq-evil.c, sq-heroic.c) */
void     sq_start_turn        (SqState *s);
void     sq_resolve_drawn     (SqState *s,
                               guint    slot,
                               gboolean no_cancel);
void     sq_apply_black       (SqState *s,
                               guint    card);
void     sq_task_draw_black   (SqState *s,
                               gint     seat,
                               gboolean chained);
gboolean sq_apply_evil        (SqState        *s,
                               const SqAction *a,
                               GError        **error);
gboolean sq_apply_heroic      (SqState        *s,
                               const SqAction *a,
                               GError        **error);
gboolean sq_apply_answer      (SqState        *s,
                               const SqAction *a,
                               GError        **error);
gint     sq_heroic_type       (const SqAction *a);
gboolean sq_check_heroic      (const SqState  *s,
                               const SqAction *a,
                               GError        **error);
gboolean sq_heroic_budget     (const SqState *s,
                               gint           type,
                               gboolean       free_action,
                               GError       **error);
gboolean sq_free_move_ok      (const SqState *s,
                               guint          place);
gboolean sq_meets_accuse      (const SqState *s);
gboolean sq_can_join          (const SqState *s);

/* the table's own black deck (sq-unknown.c) */
guint    sq_black_unknown_count (const SqState *s);
gboolean sq_black_take_entered  (SqState  *s,
                                 SqFace    face,
                                 guint     reveal_quest,
                                 gboolean  override,
                                 guint8   *card,
                                 GError  **error);
gboolean sq_unknown_lay_ok      (const SqState *s,
                                 guint          quest,
                                 gboolean       override,
                                 GError       **error);
void     sq_unknown_discard     (SqState *s,
                                 guint    quest);
void     sq_unknown_push_reveal (SqState *s,
                                 guint    quest,
                                 gint     seat);
gboolean sq_unknown_may_be      (const SqState *s,
                                 SqFace         face);
gboolean sq_unknown_reveal      (SqState        *s,
                                 const SqAction *a,
                                 GError        **error);

/* the table's own white deck beyond the manifest (sq-white-house.c) */
gboolean sq_white_house_room    (SqState        *s,
                                 const SqAction *a,
                                 GError        **error);

/* the seat whose choice the steps build: the decider, else the current
 * knight (sq-legal-steps.c) */
guint     sq_steps_decider (const SqState *s);

/* legal actions (sq-legal.c): the faces a seat can show, per face */
void     sq_hand_faces        (const SqState *s,
                               guint          seat,
                               guint         *counts);

G_END_DECLS

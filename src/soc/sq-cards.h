/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The 168-card manifest and the names used for faces, knights, quests and
 * places in game files. Names are identifiers, not prose: the UI translates. */

#pragma once

#include "sq-types.h"

G_BEGIN_DECLS

typedef struct {
  const char *name;         /* stable identifier in game files, e.g. "fight-3" */
  guint8 color;             /* SqColor */
  guint8 count;             /* copies in the box */
  guint8 value;             /* fight / black knight / lancelot value */
  guint8 value2;            /* dragon value */
  gboolean special;
} SqFaceInfo;

const SqFaceInfo *sq_face_info          (SqFace face);
SqFace            sq_card_face          (guint  card);
SqColor           sq_card_color         (guint  card);
gboolean          sq_card_is_house      (guint  card);
gboolean          sq_card_is_white_house (guint card);
gboolean          sq_face_from_name     (const char *name,
                                         SqFace     *face);

gboolean          sq_face_is_fight      (SqFace face);
guint             sq_face_fight_value   (SqFace face);
gboolean          sq_face_is_combat     (SqFace face);
gboolean          sq_face_is_special    (SqFace face);
gboolean          sq_face_is_white      (SqFace face);
gboolean          sq_face_is_black      (SqFace face);

const char       *sq_knight_name        (SqKnight knight);
gboolean          sq_knight_from_name   (const char *name,
                                         SqKnight   *knight);
const char       *sq_place_name         (SqPlace place);
gboolean          sq_place_from_name    (const char *name,
                                         SqPlace    *place);
const char       *sq_quest_name         (SqQuestId quest);
gboolean          sq_quest_from_name    (const char *name,
                                         SqQuestId  *quest);
const char       *sq_relic_name         (SqRelic relic);
const char       *sq_decision_name      (SqDecision decision);
const char       *sq_action_type_name   (SqActionType type);
gboolean          sq_action_type_from_name (const char   *name,
                                            SqActionType *type);
const char       *sq_outcome_name       (SqOutcome outcome);
const char       *sq_end_reason_name    (SqEndReason reason);

G_END_DECLS

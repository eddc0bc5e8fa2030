/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A place as one phrase pattern names it, preposition and article included:
 * "on the Black Knight", "to the Pict War", "from the Dragon". Each pattern
 * is its own message context, so that each language chooses its own
 * preposition, article and contraction for each place (al, della, aan de,
 * nella Quest del…) instead of gluing a preposition to a name. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-text.h"

typedef struct {
  const char *context;
  const char *phrases[SQ_N_PLACES];
} PhraseTable;

/* ---------------------------------------------------------------- tables */

static const PhraseTable tables[SQ_N_PLACE_PHRASES] = {
  [SQ_PLACE_PHRASE_ON] = { "on-place", {
    /* Translators: pattern "on-place": where a card is laid or played, as in
     * "Sir Kay played Fight 3 on the Black Knight"; give the preposition and
     * article your language uses there */
    [SQ_PLACE_BLACK_KNIGHT] = NC_("on-place", "on the Black Knight"),
    /* Translators: pattern "on-place": "Play Fight 3 on Lancelot" (the quest) */
    [SQ_PLACE_LANCELOT] = NC_("on-place", "on Lancelot"),
    /* Translators: pattern "on-place": "Play Fight 3 on the Dragon" */
    [SQ_PLACE_DRAGON] = NC_("on-place", "on the Dragon"),
    /* Translators: pattern "on-place": "Play Excalibur on Excalibur" (the quest) */
    [SQ_PLACE_EXCALIBUR] = NC_("on-place", "on Excalibur"),
    /* Translators: pattern "on-place": "Play Grail on the Holy Grail" (the quest) */
    [SQ_PLACE_GRAIL] = NC_("on-place", "on the Holy Grail"),
    /* Translators: pattern "on-place": "Play Fight 3 on the Pict War" */
    [SQ_PLACE_PICTS] = NC_("on-place", "on the Pict War"),
    /* Translators: pattern "on-place": "Play Fight 3 on the Saxon War" */
    [SQ_PLACE_SAXONS] = NC_("on-place", "on the Saxon War"),
  } },
  [SQ_PLACE_PHRASE_TO] = { "to-place", {
    /* Translators: pattern "to-place": where a knight goes or a card is sent,
     * as in "Sir Kay went to the Black Knight" */
    [SQ_PLACE_BLACK_KNIGHT] = NC_("to-place", "to the Black Knight"),
    /* Translators: pattern "to-place": "Go to Lancelot" (the quest) */
    [SQ_PLACE_LANCELOT] = NC_("to-place", "to Lancelot"),
    /* Translators: pattern "to-place": "Go to the Dragon" */
    [SQ_PLACE_DRAGON] = NC_("to-place", "to the Dragon"),
    /* Translators: pattern "to-place": "Go to Excalibur" (the quest) */
    [SQ_PLACE_EXCALIBUR] = NC_("to-place", "to Excalibur"),
    /* Translators: pattern "to-place": "Go to the Holy Grail" (the quest) */
    [SQ_PLACE_GRAIL] = NC_("to-place", "to the Holy Grail"),
    /* Translators: pattern "to-place": "Go to the Pict War", "Send the
     * Mercenaries to the Pict War" */
    [SQ_PLACE_PICTS] = NC_("to-place", "to the Pict War"),
    /* Translators: pattern "to-place": "Go to the Saxon War", "Send the
     * Mercenaries to the Saxon War" */
    [SQ_PLACE_SAXONS] = NC_("to-place", "to the Saxon War"),
    /* Translators: pattern "to-place": "Go to the Round Table" (in Camelot) */
    [SQ_PLACE_ROUND_TABLE] = NC_("to-place", "to the Round Table"),
    /* Translators: pattern "to-place": "Go to the Siege of Camelot" (the
     * siege area outside the walls) */
    [SQ_PLACE_SIEGE] = NC_("to-place", "to the Siege of Camelot"),
    /* Translators: pattern "to-place": a move that goes nowhere (never
     * offered; shown only for a damaged record) */
    [SQ_PLACE_NONE] = NC_("to-place", "nowhere"),
  } },
  [SQ_PLACE_PHRASE_FROM] = { "from-place", {
    /* Translators: pattern "from-place": where a card is taken away, as in
     * "Play Merlin to remove the last black card from the Black Knight" */
    [SQ_PLACE_BLACK_KNIGHT] = NC_("from-place", "from the Black Knight"),
    /* Translators: pattern "from-place": "…the last black card from Lancelot" */
    [SQ_PLACE_LANCELOT] = NC_("from-place", "from Lancelot"),
    /* Translators: pattern "from-place": "…the last black card from the Dragon" */
    [SQ_PLACE_DRAGON] = NC_("from-place", "from the Dragon"),
    /* Translators: pattern "from-place": "…the last black card from Excalibur" */
    [SQ_PLACE_EXCALIBUR] = NC_("from-place", "from Excalibur"),
    /* Translators: pattern "from-place": "…the last black card from the Holy Grail" */
    [SQ_PLACE_GRAIL] = NC_("from-place", "from the Holy Grail"),
    /* Translators: pattern "from-place": "…the last black card from the Pict War" */
    [SQ_PLACE_PICTS] = NC_("from-place", "from the Pict War"),
    /* Translators: pattern "from-place": "…the last black card from the Saxon War" */
    [SQ_PLACE_SAXONS] = NC_("from-place", "from the Saxon War"),
  } },
  [SQ_PLACE_PHRASE_OF] = { "of-place", {
    /* Translators: pattern "of-place": what a quest yields, as in "Who shares
     * the spoils of the Black Knight?" */
    [SQ_PLACE_BLACK_KNIGHT] = NC_("of-place", "of the Black Knight"),
    /* Translators: pattern "of-place": "the spoils of Lancelot" (the quest) */
    [SQ_PLACE_LANCELOT] = NC_("of-place", "of Lancelot"),
    /* Translators: pattern "of-place": "the spoils of the Dragon" */
    [SQ_PLACE_DRAGON] = NC_("of-place", "of the Dragon"),
    /* Translators: pattern "of-place": "the spoils of Excalibur" (the quest) */
    [SQ_PLACE_EXCALIBUR] = NC_("of-place", "of Excalibur"),
    /* Translators: pattern "of-place": "the spoils of the Holy Grail" (the quest) */
    [SQ_PLACE_GRAIL] = NC_("of-place", "of the Holy Grail"),
    /* Translators: pattern "of-place": "the spoils of the Pict War" */
    [SQ_PLACE_PICTS] = NC_("of-place", "of the Pict War"),
    /* Translators: pattern "of-place": "the spoils of the Saxon War" */
    [SQ_PLACE_SAXONS] = NC_("of-place", "of the Saxon War"),
  } },
  [SQ_PLACE_PHRASE_AGAINST] = { "against-place", {
    /* Translators: pattern "against-place": the war Mordred is set against,
     * as in "Set Mordred against the Picts" */
    [SQ_PLACE_PICTS] = NC_("against-place", "against the Picts"),
    /* Translators: pattern "against-place": "Set Mordred against the Saxons" */
    [SQ_PLACE_SAXONS] = NC_("against-place", "against the Saxons"),
  } },
};

/* ---------------------------------------------------------------- public API */

/**
 * sq_text_place_phrase:
 * @place: a place
 * @phrase: the phrase pattern
 *
 * The place as @phrase names it, preposition and article included ("on the
 * Black Knight", "to the Round Table"), translated as a whole. A place the
 * pattern never takes (Mordred against the Dragon) falls back to the plain
 * name, which only a damaged record can ask for.
 */
const char *
sq_text_place_phrase (SqPlace       place,
                      SqPlacePhrase phrase)
{
  const PhraseTable *table;

  g_return_val_if_fail (place < SQ_N_PLACES, NULL);
  g_return_val_if_fail (phrase < SQ_N_PLACE_PHRASES, NULL);

  table = &tables[phrase];
  if (table->phrases[place] == NULL)
    return sq_text_place (place);
  return g_dpgettext2 (NULL, table->context, table->phrases[place]);
}

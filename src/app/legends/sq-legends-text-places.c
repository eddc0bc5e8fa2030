/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A Camelot Legends location as a sentence names where something is: "at
 * Camelot", "in the Perilous Forest". One whole phrase per location, so
 * that each language picks its own preposition and article (a Camelot,
 * nella Foresta Perigliosa, en el Bosque Peligroso) instead of gluing one
 * to the location's name. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-legends-text.h"

/* ---------------------------------------------------------------- tables */

static const char *const at_location[SQ_LEGENDS_N_LOCATIONS] = {
  /* Translators: pattern "at-legends-location": where a character or an
   * event is, as in "Now waiting at Camelot: The Beast."; give the
   * preposition and article your language uses with this place */
  [SQ_LEGENDS_LOCATION_CAMELOT] = NC_("at-legends-location", "at Camelot"),
  /* Translators: pattern "at-legends-location": "Now waiting in Cornwall" */
  [SQ_LEGENDS_LOCATION_CORNWALL] = NC_("at-legends-location", "in Cornwall"),
  /* Translators: pattern "at-legends-location": "Now waiting in the
   * Perilous Forest" */
  [SQ_LEGENDS_LOCATION_PERILOUS_FOREST] = NC_("at-legends-location", "in the Perilous Forest"),
  /* Translators: pattern "at-legends-location": the final event, once
   * drawn, is a location of its own: "Sir Gawain, at the final event" */
  [SQ_LEGENDS_LOCATION_FINAL] = NC_("at-legends-location", "at the final event"),
};

/* ---------------------------------------------------------------- public API */

/**
 * sq_legends_text_at_location:
 * @location: a location
 *
 * Where something is, as one translated phrase with its preposition and
 * article ("at Camelot", "in the Perilous Forest").
 */
const char *
sq_legends_text_at_location (SqLegendsLocation location)
{
  g_return_val_if_fail (location < SQ_LEGENDS_N_LOCATIONS, NULL);

  return g_dpgettext2 (NULL, "at-legends-location", at_location[location]);
}

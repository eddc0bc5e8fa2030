/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The phone page's own words, in the app's language: the page is static
 * HTML and fetches these from /TOKEN/strings, so every string goes through
 * the project's catalogues like any other. */

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "sq-phone-strings.h"

/**
 * sq_phone_strings_to_json:
 *
 * Returns: (transfer full): a JSON object of the page's strings, keyed by
 *   the names the page's data-s attributes and script use
 */
char *
sq_phone_strings_to_json (void)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  const struct {
    const char *key;
    const char *text;
  } strings[] = {
    /* Translators: the title of the page a player opens on his own phone */
    { "title", _("Squire: Your Private View") },
    /* Translators: phone page; the link to the shared screen is being made */
    { "connecting", _("Connecting…") },
    /* Translators: phone page; the page follows the game live */
    { "connected", _("Following the game") },
    /* Translators: phone page; the shared screen cannot be reached for now */
    { "reconnecting", _("The shared screen cannot be reached. Trying again…") },
    /* Translators: phone page; the game was closed, dealt again or the seats changed */
    { "gone", _("This address no longer works. Scan the new code on the shared screen.") },
    /* Translators: phone page; the button is held down to see the card */
    { "hold", _("Press and Hold to See Your Loyalty Card") },
    /* Translators: phone page; the loyalty card is seen later (three players) */
    { "loyalty-later", _("Your loyalty card can be seen later in the game.") },
    /* Translators: phone page; heading over the player's own white cards */
    { "hand", _("Your hand") },
    /* Translators: phone page; the player holds no white cards */
    { "hand-empty", _("You hold no white cards.") },
    /* Translators: phone page; the table plays with its own white cards */
    { "hand-physical", _("Your white cards are the real cards in your hand.") },
    /* Translators: phone page; heading over black cards only this player has seen */
    { "drawn", _("Black cards only you have seen") },
    /* Translators: phone page; heading over the black card Percival saw on the deck */
    { "peek", _("Percival’s look at the top black card") },
    /* Translators: phone page; heading over what the whole table sees */
    { "table", _("At the table") },
    /* Translators: phone page; the number of siege engines around Camelot */
    { "siege", _("Siege engines") },
    /* Translators: phone page; white swords on the Round Table */
    { "white-swords", _("White swords") },
    /* Translators: phone page; black swords on the Round Table */
    { "black-swords", _("Black swords") },
    /* Translators: phone page; whose turn it is, followed by a knight's name */
    { "turn", _("Whose turn") },
    /* Translators: phone page; the game waits for this player's answer */
    { "waiting", _("The game is waiting for you") },
    /* Translators: phone page; nothing more happens in this game */
    { "over", _("The game is over.") },
  };

  json_builder_begin_object (builder);
  /* Translators: the language code of this catalogue, for the phone page's
   * lang attribute: nl, es, it */
  json_builder_set_member_name (builder, "lang");
  json_builder_add_string_value (builder, C_("language code", "en"));
  for (guint i = 0; i < G_N_ELEMENTS (strings); i++)
    {
      json_builder_set_member_name (builder, strings[i].key);
      json_builder_add_string_value (builder, strings[i].text);
    }
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);

  return json_to_string (root, FALSE);
}

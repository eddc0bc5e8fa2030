/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Why the Camelot Legends engine refuses: one sentence for each of its
 * rules, and a refusal as the players read it (sq_legends_text_error()).
 * See sq-legends-text.h. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-legends-rules.h"
#include "sq-legends-text.h"

typedef struct
{
  SqLegendsRule rule;
  const char   *reason;
} RuleReason;

/* One sentence for each rule of sq-legends-rule-ids.h, in its order */
static const RuleReason rule_reasons[] = {
  { SQ_LEGENDS_RULE_SETUP,
    N_("A game needs two to four players, and the setup’s numbers must be in range.") },
  { SQ_LEGENDS_RULE_COLOURS,
    N_("Each player needs a colour of their own.") },
  { SQ_LEGENDS_RULE_OPENING,
    N_("In the opening, each player puts out two ordinary characters or one Lord of "
       "Camelot, and nothing else.") },
  { SQ_LEGENDS_RULE_DECISION,
    N_("That is not what the game is waiting for now.") },
  { SQ_LEGENDS_RULE_PLAYER,
    N_("That is another player’s to do now.") },
  { SQ_LEGENDS_RULE_GAME_OVER,
    N_("The game is over.") },
  { SQ_LEGENDS_RULE_EVENT_DATA,
    N_("The event as entered is incomplete: check its kind, its abilities (two must "
       "differ) and its numbers.") },
  { SQ_LEGENDS_RULE_FINAL_EVENT,
    N_("The final event is the last card of the stack: it comes out only then, and the "
       "game ends only once it is out.") },
  { SQ_LEGENDS_RULE_LOCATION_EVENTS,
    N_("No such event waits at that location.") },
  { SQ_LEGENDS_RULE_BID,
    N_("A bid is one character, from the bidder’s hand or from one of their companies.") },
  { SQ_LEGENDS_RULE_BID_MAXIMUM,
    N_("This player has already bid as many characters as the event allows.") },
  { SQ_LEGENDS_RULE_TEXT_ONCE,
    N_("A character’s optional text can be used once a turn, and this one has been.") },
  { SQ_LEGENDS_RULE_REQUIREMENTS,
    N_("The company’s totals fall short of what the event requires.") },
  { SQ_LEGENDS_RULE_ONE_PER_LOCATION,
    N_("Only one event can be completed at each location in a turn.") },
  { SQ_LEGENDS_RULE_CARD_ACTIONS,
    N_("No card actions are left this turn.") },
  { SQ_LEGENDS_RULE_LORD,
    N_("A Lord of Camelot takes two card actions to play, and only one is left.") },
  { SQ_LEGENDS_RULE_CHARACTER_CARD,
    N_("The character as entered is out of range: scores go from −1 to 6.") },
  { SQ_LEGENDS_RULE_OWN_CHARACTERS,
    N_("Players move, bid and use the text of their own characters only.") },
  { SQ_LEGENDS_RULE_HAND,
    N_("That player has no character card in hand for this.") },
  { SQ_LEGENDS_RULE_HAND_LIMIT,
    N_("A hand holds at most five characters, and no card may be discarded to make "
       "room: no draw now.") },
  { SQ_LEGENDS_RULE_COMPANY_LIMIT,
    N_("A player may have at most six characters at one location.") },
  { SQ_LEGENDS_RULE_LOCATION,
    N_("That location is not in play: the final event becomes one only once it is "
       "drawn.") },
  { SQ_LEGENDS_RULE_MOVE,
    N_("A move takes one or two of the player’s characters to another location.") },
  { SQ_LEGENDS_RULE_MOVE_TOGETHER,
    N_("Two characters moved in one action must set out from the same location.") },
  { SQ_LEGENDS_RULE_CARD_EFFECT,
    N_("That card effect does not fit: the character is not on the table, or is already "
       "due to leave at the end of the turn.") },
  { SQ_LEGENDS_RULE_SPECIAL_CARDS,
    N_("That special card is already there: with that character, or in the central "
       "area.") },
  { SQ_LEGENDS_RULE_SCORING,
    N_("Points must be between 0 and 99 for each player, and 0 to 20 on a special "
       "card.") },
};

G_STATIC_ASSERT (G_N_ELEMENTS (rule_reasons) == SQ_LEGENDS_N_RULES);

const char *
sq_legends_text_rule_reason (const char *rule_id)
{
  g_return_val_if_fail (rule_id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (rule_reasons); i++)
    if (g_str_equal (rule_id, sq_legends_rule_id (rule_reasons[i].rule)))
      return _(rule_reasons[i].reason);

  return NULL;
}

char *
sq_legends_text_error (const GError *error)
{
  const char *reason;

  g_return_val_if_fail (error != NULL, NULL);

  if (error->domain != SQ_LEGENDS_ERROR)
    return g_strdup (error->message);

  reason = sq_legends_text_rule_reason (error->message);
  if (reason != NULL)
    return g_strdup (reason);

  return g_strdup (_("The rules do not allow that now."));
}

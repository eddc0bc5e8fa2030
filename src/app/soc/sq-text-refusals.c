/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Refusals in words: the reason of every rule id, of every error code,
 * and the sentence for a card whose copies are all accounted for. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-cards.h"
#include "sq-rule-ids.h"
#include "sq-rules.h"
#include "sq-text-private.h"

typedef struct {
  SqRule rule;
  const char *reason;
} RuleReason;

/* One sentence per rule, in our own words */
static const RuleReason rule_reasons[] = {
  { SQ_RULE_ACCUSE_ONCE,
    N_("Each knight may accuse only once in a game, and this one already has.") },
  { SQ_RULE_ACCUSE_THRESHOLD,
    N_("Nobody may accuse yet: there are not enough swords on the Round Table or siege "
       "engines around Camelot.") },
  { SQ_RULE_ACCUSE_TARGET,
    N_("Only another knight still in play can be accused.") },
  { SQ_RULE_ARTHUR_SWAP,
    N_("King Arthur swaps one white card per turn, with another knight who holds at least "
       "one.") },
  { SQ_RULE_BEDIVERE,
    N_("Sir Bedivere trades three white cards for a Merlin from the discard pile once per "
       "turn, and only if a Merlin lies there.") },
  { SQ_RULE_CAMELOT_DRAW_LIMIT,
    N_("A knight holding twelve white cards or more may not draw at the Round Table.") },
  { SQ_RULE_CAMELOT_SIEGE_FIGHT,
    N_("A siege fight needs a siege engine to attack and at least one Fight card.") },
  { SQ_RULE_CARDS_COPIES,
    N_("Every copy of that card is already in play or discarded.") },
  { SQ_RULE_CARDS_FACES,
    N_("That is not a card of this deck.") },
  { SQ_RULE_CARDS_IN_HAND,
    N_("That card is not in the hand.") },
  { SQ_RULE_COMBAT_PATTERN,
    N_("That Fight card does not fit the pattern this quest asks for.") },
  { SQ_RULE_CONVOCATION,
    N_("Only knights away from Camelot can answer the Convocation, each once.") },
  { SQ_RULE_D8,
    N_("The eight-sided die shows a number from 1 to 8.") },
  { SQ_RULE_DECISION,
    N_("That is not the choice the game is waiting for now.") },
  { SQ_RULE_DECIDER,
    N_("That choice belongs to another player now.") },
  { SQ_RULE_DEATH,
    N_("A fallen knight takes no further part in the game.") },
  { SQ_RULE_END_OF_GAME,
    N_("The game is over; nothing more can be played.") },
  { SQ_RULE_EVIL_OPTIONS,
    N_("The Progression of Evil is one of three: draw a black card, add a siege engine or "
       "lose a life point.") },
  { SQ_RULE_EXCALIBUR_QUEST,
    N_("On the Excalibur quest a knight discards exactly one white card to move the sword.") },
  { SQ_RULE_EXCALIBUR_RELIC,
    N_("Only the knight who holds Excalibur can use it.") },
  { SQ_RULE_GRAIL_QUEST,
    N_("Only Grail cards can be played on the Holy Grail quest.") },
  { SQ_RULE_GRAIL_RELIC,
    N_("Only the knight who holds the Holy Grail can offer it, and only to a dying knight.") },
  { SQ_RULE_DARK_FOREST,
    N_("The Dark Forest keeps Grail cards off the Holy Grail quest for now.") },
  { SQ_RULE_HEAL,
    N_("Healing takes three identical white cards.") },
  { SQ_RULE_HEROIC_DIFFERENT_TYPE,
    N_("A knight's two Heroic Actions in one turn must be of different kinds.") },
  { SQ_RULE_HEROIC_MUST_ACT,
    N_("A knight must take at least one Heroic Action before ending the turn.") },
  { SQ_RULE_HEROIC_SACRIFICE,
    N_("Only one extra Heroic Action per turn, bought with a life point.") },
  { SQ_RULE_JOIN,
    N_("A new player can sit down only during the Progression of Evil, while a seat, a coat "
       "of arms and a loyalty card are free.") },
  { SQ_RULE_KAY,
    N_("Sir Kay may add one Fight card from the hand, and only a Fight card.") },
  { SQ_RULE_KNIGHT_SQUIRE,
    N_("Only a squire who was on the quest just won can be knighted, with a coat of arms "
       "still in the box.") },
  { SQ_RULE_LEAVE,
    N_("A player still in the game can leave during the Progression of Evil or the Heroic "
       "Actions, not while another answer is awaited.") },
  { SQ_RULE_MERLIN_CANCEL,
    N_("Cancelling takes exactly three Merlins from the hands of knights still in play.") },
  { SQ_RULE_MERLIN_PLAY,
    N_("Merlin removes the last standard black card from a quest in play, and only where "
       "there is one.") },
  { SQ_RULE_MESSENGER,
    N_("The Messenger carries one to three white cards to another knight still in play.") },
  { SQ_RULE_MORGAN,
    N_("A discard is exactly the number of cards asked for, and Morgan's burden needs a "
       "knight still in play who can bear it.") },
  { SQ_RULE_MOVE,
    N_("A knight moves to a different place, and moving within Camelot is not a move.") },
  { SQ_RULE_MOVE_SOLO,
    N_("A solo quest takes one knight at a time, and another knight is already there.") },
  { SQ_RULE_OPENING_SHARE,
    N_("Each offered card goes to one knight still in play.") },
  { SQ_RULE_PERCIVAL,
    N_("Sir Percival looks at the top black card once per turn, before choosing the "
       "Progression of Evil.") },
  { SQ_RULE_ARMOR,
    N_("With Lancelot's Armor one of the two black cards is chosen and the other goes to the"
       " bottom of the deck.") },
  { SQ_RULE_QUEST_ACTION,
    N_("That action belongs to another place than where the knight stands.") },
  { SQ_RULE_QUEST_OVER,
    N_("That quest is no longer in play.") },
  { SQ_RULE_SETUP,
    N_("The table needs three to seven players with different knights.") },
  { SQ_RULE_SETUP_LOYALTY,
    N_("There must be enough loyalty cards for every player.") },
  { SQ_RULE_SPECIAL_ONE_PER_TURN,
    N_("Only one special white card can be played per turn.") },
  { SQ_RULE_SPECIAL_WHITE,
    N_("That special white card cannot be played this way now.") },
  { SQ_RULE_SPOILS,
    N_("Each card of the spoils goes to one of the knights who were on the quest.") },
  { SQ_RULE_TRAITOR_TURN,
    N_("The unmasked traitor spoils another knight's hand, then adds a siege engine or draws"
       " a black card.") },
  { SQ_RULE_VIVIEN,
    N_("While Vivien is in play, no Merlin can be played.") },
  { SQ_RULE_WARS,
    N_("Fight cards go on a war in rising order, one to five.") },
};

G_STATIC_ASSERT (G_N_ELEMENTS (rule_reasons) == SQ_N_RULES);

const char *
sq_text_rule_reason (const char *rule_id)
{
  if (rule_id != NULL)
    for (guint i = 0; i < G_N_ELEMENTS (rule_reasons); i++)
      if (g_str_equal (rule_id, sq_rule_id (rule_reasons[i].rule)))
        return _(rule_reasons[i].reason);
  return _("The rules do not allow that now.");
}

static const char *
code_reason (gint code)
{
  switch ((SqRulesError) code)
    {
    case SQ_RULES_ERROR_GAME_OVER:
      return _("The game is over.");
    case SQ_RULES_ERROR_WRONG_DECISION:
      return _("The game is waiting for something else.");
    case SQ_RULES_ERROR_WRONG_SEAT:
      return _("That is another player's choice.");
    case SQ_RULES_ERROR_BAD_TARGET:
      return _("That knight cannot be chosen.");
    case SQ_RULES_ERROR_BAD_PLACE:
      return _("That place cannot be chosen.");
    case SQ_RULES_ERROR_CARD_NOT_HELD:
      return _("That card is not at hand.");
    case SQ_RULES_ERROR_WRONG_CARD:
      return _("That card does not serve here.");
    case SQ_RULES_ERROR_TYPE_USED:
      return _("That kind of Heroic Action was already taken this turn.");
    case SQ_RULES_ERROR_NO_ACTIONS_LEFT:
      return _("No Heroic Action is left this turn.");
    case SQ_RULES_ERROR_NOT_ALLOWED:
    case SQ_RULES_ERROR_MUST_ACT:
    case SQ_RULES_ERROR_BAD_VALUE:
    case SQ_RULES_ERROR_BAD_SETUP:
    default:
      return _("The rules do not allow that now.");
    }
}

char *
sq_text_error (const GError *error)
{
  g_return_val_if_fail (error != NULL, NULL);

  if (error->domain != SQ_RULES_ERROR)
    return g_strdup (error->message);
  for (guint i = 0; i < G_N_ELEMENTS (rule_reasons); i++)
    if (g_strcmp0 (error->message, sq_rule_id (rule_reasons[i].rule)) == 0)
      return g_strdup (_(rule_reasons[i].reason));
  return g_strdup (code_reason (error->code));
}

/* The sentence for a card whose copies are all (or too many) accounted for. */
static char *
copies_out_text (SqFace face,
                 guint  left)
{
  guint total = sq_face_info (face)->count;

  if (left > 0)
    /* Translators: %1$u is how many copies are left, %2$s a card, e.g. "Only 2 copies of Grail are not yet in play or discarded." */
    return g_strdup_printf (ngettext ("Only %1$u copy of %2$s is not yet in play or discarded.",
                                      "Only %1$u copies of %2$s are not yet in play or discarded.",
                                      left),
                            left, sq_text_face (face));
  if (total == 1)
    /* Translators: %s is a card the box holds once, e.g. "Black Knight 7" */
    return g_strdup_printf (_("The only %s is already in play or discarded."), sq_text_face (face));
  /* Translators: %1$u is how many copies the box holds, %2$s the card, e.g. "All 11 copies of Fight 3 are already in play or discarded." */
  return g_strdup_printf (ngettext ("All %1$u copy of %2$s is already in play or discarded.",
                                    "All %1$u copies of %2$s are already in play or discarded.",
                                    total),
                          total, sq_text_face (face));
}

char *
sq_text_refusal (const GError   *error,
                 const SqState  *state,
                 const SqAction *action)
{
  g_return_val_if_fail (error != NULL, NULL);
  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (action != NULL, NULL);

  if (g_error_matches (error, SQ_RULES_ERROR, SQ_RULES_ERROR_COPIES_OUT))
    for (guint i = 0; i < action->n_cards && i < SQ_ACTION_MAX_CARDS; i++)
      {
        SqFace face = action->cards[i];
        guint need = 0;
        guint left;

        if (face >= SQ_N_FACES)
          continue;
        for (guint j = 0; j < action->n_cards && j < SQ_ACTION_MAX_CARDS; j++)
          need += action->cards[j] == face;
        left = sq_copies_left (state, face);
        if (left < need)
          return copies_out_text (face, left);
      }
  return sq_text_error (error);
}

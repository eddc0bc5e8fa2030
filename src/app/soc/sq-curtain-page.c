/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The curtain page of a game (the window's "curtain"): the deal, when
 * every knight sees his loyalty card in turn, and a look again from the
 * main menu. The page asks the window to show it or to go back to the
 * game through the window's win.show-page(s), and says what went wrong
 * through win.toast((sb)). The curtain itself (SqCurtain) is built the
 * first time a knight looks. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-cards.h"
#include "sq-curtain-page.h"
#include "sq-text.h"

/* What the curtain is showing, and to whom. */
typedef enum {
  CURTAIN_DEAL,        /* dealing loyalty: one knight after another */
  CURTAIN_LOYALTY,     /* one knight looks at his loyalty card again */
  CURTAIN_HAND,        /* one knight looks at his hand (virtual white deck) */
} CurtainMode;

struct _SqCurtainPage
{
  AdwBin              parent_instance;

  SqGame             *game;
  GSignalGroup       *game_signals;   /* "changed" of the game */
  SqPhoneLink        *phones;         /* the phones' addresses, if on */
  GSimpleActionGroup *actions;        /* look-loyalty, look-hand */
  GMenu              *menu_section;   /* the main menu's looks */
  char               *menu_key;       /* what the menu shows now */

  SqCurtain          *curtain;        /* made the first time it is needed */
  CurtainMode         mode;
  GArray             *deal_queue;     /* seats still to see their loyalty */
  int                 seat;
};

G_DEFINE_FINAL_TYPE (SqCurtainPage, sq_curtain_page, ADW_TYPE_BIN)

/* Helpers */

static void
show_page (SqCurtainPage *self,
           const char    *name)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.show-page", "s", name);
}

static void
show_message (SqCurtainPage *self,
              const char    *message)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "(sb)", message, FALSE);
}

/* The main menu's first section: a knight may look at his loyalty
 * card again, or at his hand when Squire holds the white cards. */
static void
rebuild_menu (SqCurtainPage *self)
{
  g_autoptr(GMenu) loyalty = g_menu_new ();
  g_autoptr(GMenu) hands = g_menu_new ();
  g_autoptr(GString) key = g_string_new (NULL);
  const SqState *state = NULL;

  if (self->game != NULL && !sq_game_get_finished (self->game))
    state = sq_game_get_state (self->game);

  for (guint i = 0; state != NULL && i < state->n_seats; i++)
    {
      const SqSeat *seat = &state->seats[i];
      g_autofree char *name = NULL;
      g_autofree char *detailed = NULL;

      if (!seat->in_game || seat->left)
        continue;

      name = sq_text_seat (state, i);

      if (seat->loyalty != SQ_NO_CARD && sq_state_loyalty_visible (state))
        {
          detailed = g_strdup_printf ("curtain.look-loyalty(uint32 %u)", i);
          g_menu_append (loyalty, name, detailed);
          g_string_append_printf (key, "%s\n%s\n", name, detailed);
          g_clear_pointer (&detailed, g_free);
        }

      if (state->setup.white_deck == SQ_DECK_VIRTUAL && seat->alive)
        {
          detailed = g_strdup_printf ("curtain.look-hand(uint32 %u)", i);
          g_menu_append (hands, name, detailed);
          g_string_append_printf (key, "%s\n%s\n", name, detailed);
        }
    }

  /* A changed menu model makes the popover rebuild its widgets, which
   * would cost a frame on every action: rebuild only when it changes. */
  if (g_strcmp0 (self->menu_key, key->str) == 0)
    return;
  g_free (self->menu_key);
  self->menu_key = g_strdup (key->str);

  g_menu_remove_all (self->menu_section);

  if (g_menu_model_get_n_items (G_MENU_MODEL (loyalty)) > 0)
    /* Translators: a submenu of the main menu listing the knights; each
     * opens the curtain for that knight's loyalty card */
    g_menu_append_submenu (self->menu_section, _("_Look at a Loyalty Card"), G_MENU_MODEL (loyalty));
  if (g_menu_model_get_n_items (G_MENU_MODEL (hands)) > 0)
    /* Translators: a submenu of the main menu listing the knights; each
     * opens the curtain for that knight's hand of white cards */
    g_menu_append_submenu (self->menu_section, _("Look at a _Hand"), G_MENU_MODEL (hands));
}

static void
show_curtain_for_seat (SqCurtainPage *self,
                       CurtainMode    mode,
                       int            seat)
{
  const SqState *state = sq_game_get_state (self->game);
  g_autofree char *name = sq_text_seat (state, seat);
  SqCurtain *curtain = sq_curtain_page_get_curtain (self);
  guint8 faces[SQ_N_WHITE];
  guint n = 0;

  self->mode = mode;
  self->seat = seat;

  sq_curtain_reset (curtain);
  sq_curtain_set_viewer (curtain, name);

  if (mode == CURTAIN_HAND)
    {
      const SqWhitePile *hand = &state->seats[seat].hand;

      for (guint i = 0; i < hand->n; i++)
        faces[n++] = sq_card_face (hand->c[i]);
      /* Translators: the title over a knight's secret hand of white cards */
      sq_curtain_set_secret_title (curtain, _("Your hand"));
    }
  else
    {
      faces[n++] = sq_card_face (state->seats[seat].loyalty);
      /* Translators: the title over a knight's secret loyalty card */
      sq_curtain_set_secret_title (curtain, _("Your loyalty card"));
    }
  sq_curtain_set_secret_cards (curtain, faces, n);
  {
    g_autofree char *url = sq_phone_link_dup_url (self->phones, seat);

    sq_curtain_set_phone_url (curtain, url);
  }

  show_page (self, "curtain");
}

static void
show_next_deal (SqCurtainPage *self)
{
  int seat;

  if (self->deal_queue->len == 0)
    {
      show_page (self, "game");
      return;
    }

  seat = g_array_index (self->deal_queue, int, 0);
  g_array_remove_index (self->deal_queue, 0);
  show_curtain_for_seat (self, CURTAIN_DEAL, seat);
}

/* Callbacks */

/* Phones turned on or off, or new addresses, while a curtain is open: the
 * viewer's address shown is the one that works now */
static void
on_addresses_changed_cb (SqCurtainPage *self)
{
  g_autofree char *url = NULL;

  if (self->curtain == NULL || self->seat < 0)
    return;
  url = sq_phone_link_dup_url (self->phones, self->seat);
  sq_curtain_set_phone_url (self->curtain, url);
}

static void
on_game_changed_cb (SqGame        *game,
                    SqCurtainPage *self)
{
  rebuild_menu (self);
}

/* A look again outside the deal goes into the public history before the
 * secret can be held up: "Sir Kay looked at his loyalty card again". */
static void
on_curtain_confirmed_cb (SqCurtain     *curtain,
                         SqCurtainPage *self)
{
  g_autoptr(GError) error = NULL;
  SqAction action;

  if (self->mode == CURTAIN_DEAL || self->game == NULL)
    return;

  sq_action_init (&action, self->mode == CURTAIN_HAND ? SQ_ACTION_LOOK_HAND
                                                      : SQ_ACTION_LOOK_LOYALTY);
  action.seat = self->seat;
  if (sq_game_apply (self->game, &action, &error))
    return;

  /* unrecorded, so not shown */
  sq_curtain_reset (self->curtain);
  show_page (self, "game");
  show_message (self, error->message);
}

static void
on_curtain_done_cb (SqCurtain     *curtain,
                    SqCurtainPage *self)
{
  sq_curtain_reset (self->curtain);

  if (self->mode == CURTAIN_DEAL)
    show_next_deal (self);
  else
    show_page (self, "game");
}

static void
on_curtain_cancelled_cb (SqCurtain     *curtain,
                         SqCurtainPage *self)
{
  sq_curtain_page_cancel (self);
}

/* Actions */

static gboolean
check_seat_parameter (SqCurtainPage *self,
                      GVariant      *parameter,
                      guint         *seat)
{
  const SqState *state;

  if (self->game == NULL)
    return FALSE;

  state = sq_game_get_state (self->game);
  *seat = g_variant_get_uint32 (parameter);

  return *seat < state->n_seats && state->seats[*seat].in_game;
}

static void
look_loyalty_action (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  SqCurtainPage *self = user_data;
  guint seat;

  if (!check_seat_parameter (self, parameter, &seat) ||
      sq_game_get_state (self->game)->seats[seat].loyalty == SQ_NO_CARD ||
      !sq_state_loyalty_visible (sq_game_get_state (self->game)))
    return;

  show_curtain_for_seat (self, CURTAIN_LOYALTY, seat);
}

static void
look_hand_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  SqCurtainPage *self = user_data;
  guint seat;

  if (!check_seat_parameter (self, parameter, &seat) ||
      !sq_game_get_state (self->game)->seats[seat].alive ||
      sq_game_get_setup (self->game)->white_deck != SQ_DECK_VIRTUAL)
    return;

  show_curtain_for_seat (self, CURTAIN_HAND, seat);
}

static const GActionEntry action_entries[] = {
  { .name = "look-loyalty", .activate = look_loyalty_action, .parameter_type = "u" },
  { .name = "look-hand", .activate = look_hand_action, .parameter_type = "u" },
};

/* GObject overrides */

static void
sq_curtain_page_dispose (GObject *object)
{
  SqCurtainPage *self = SQ_CURTAIN_PAGE (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  /* the last reference to the phones may be this one: their server stops
   * as they go, and tells of addresses gone */
  if (self->phones != NULL)
    g_signal_handlers_disconnect_by_data (self->phones, self);
  g_clear_object (&self->phones);
  /* the window may hold the group a while longer: nothing in it may
   * reach the page once it is gone */
  for (guint i = 0; self->actions != NULL && i < G_N_ELEMENTS (action_entries); i++)
    g_action_map_remove_action (G_ACTION_MAP (self->actions), action_entries[i].name);
  g_clear_object (&self->actions);
  g_clear_object (&self->menu_section);
  self->curtain = NULL;

  G_OBJECT_CLASS (sq_curtain_page_parent_class)->dispose (object);
}

static void
sq_curtain_page_finalize (GObject *object)
{
  SqCurtainPage *self = SQ_CURTAIN_PAGE (object);

  g_clear_pointer (&self->deal_queue, g_array_unref);
  g_clear_pointer (&self->menu_key, g_free);

  G_OBJECT_CLASS (sq_curtain_page_parent_class)->finalize (object);
}

static void
sq_curtain_page_class_init (SqCurtainPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sq_curtain_page_dispose;
  object_class->finalize = sq_curtain_page_finalize;
}

static void
sq_curtain_page_init (SqCurtainPage *self)
{
  self->deal_queue = g_array_new (FALSE, FALSE, sizeof (int));
  self->seat = -1;
  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), action_entries,
                                   G_N_ELEMENTS (action_entries), self);
  self->game_signals = g_signal_group_new (SQ_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed", G_CALLBACK (on_game_changed_cb),
                                 self, G_CONNECT_DEFAULT);
}

/* Public API */

/**
 * sq_curtain_page_new:
 * @phones: the window's phones, whose addresses the curtain shows
 * @menu_section: the main menu's section the page fills with the looks
 *
 * Returns: (transfer floating): a new #SqCurtainPage
 */
GtkWidget *
sq_curtain_page_new (SqPhoneLink *phones,
                     GMenu       *menu_section)
{
  SqCurtainPage *self;

  g_return_val_if_fail (SQ_IS_PHONE_LINK (phones), NULL);
  g_return_val_if_fail (G_IS_MENU (menu_section), NULL);

  self = g_object_new (SQ_TYPE_CURTAIN_PAGE, NULL);
  self->phones = g_object_ref (phones);
  /* disconnected in dispose */
  g_signal_connect_swapped (phones, "addresses-changed", G_CALLBACK (on_addresses_changed_cb), self);
  self->menu_section = g_object_ref (menu_section);

  return GTK_WIDGET (self);
}

/**
 * sq_curtain_page_set_game:
 * @game: (nullable): the game whose secrets the page shows
 *
 * The menu follows the game: who may look at what.
 */
void
sq_curtain_page_set_game (SqCurtainPage *self,
                          SqGame        *game)
{
  g_return_if_fail (SQ_IS_CURTAIN_PAGE (self));

  g_signal_group_set_target (self->game_signals, NULL);
  g_set_object (&self->game, game);
  if (game != NULL)
    g_signal_group_set_target (self->game_signals, game);
  rebuild_menu (self);
}

/**
 * sq_curtain_page_get_actions:
 *
 * Returns: (transfer none): look-loyalty(u) and look-hand(u), for the
 *   window to insert as "curtain"
 */
GActionGroup *
sq_curtain_page_get_actions (SqCurtainPage *self)
{
  g_return_val_if_fail (SQ_IS_CURTAIN_PAGE (self), NULL);

  return G_ACTION_GROUP (self->actions);
}

/**
 * sq_curtain_page_get_curtain:
 *
 * Returns: (transfer none): the curtain, built the first time it is asked for
 */
SqCurtain *
sq_curtain_page_get_curtain (SqCurtainPage *self)
{
  g_return_val_if_fail (SQ_IS_CURTAIN_PAGE (self), NULL);

  if (self->curtain != NULL)
    return self->curtain;
  self->curtain = SQ_CURTAIN (sq_curtain_new ());
  g_signal_connect (self->curtain, "confirmed", G_CALLBACK (on_curtain_confirmed_cb), self);
  g_signal_connect (self->curtain, "done", G_CALLBACK (on_curtain_done_cb), self);
  g_signal_connect (self->curtain, "cancelled", G_CALLBACK (on_curtain_cancelled_cb), self);
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (self->curtain));

  return self->curtain;
}

/**
 * sq_curtain_page_deal:
 *
 * Every knight sees his loyalty card in turn order, starting with the
 * first player, unless the look is delayed or there is nothing to see:
 * then the game is shown with a message that says why.
 */
void
sq_curtain_page_deal (SqCurtainPage *self)
{
  const SqState *state;
  guint start = 0;

  g_return_if_fail (SQ_IS_CURTAIN_PAGE (self));
  g_return_if_fail (self->game != NULL);

  state = sq_game_get_state (self->game);
  g_array_set_size (self->deal_queue, 0);

  if (state->setup.loyalty == SQ_LOYALTY_NO_TRAITOR)
    {
      show_page (self, "game");
      /* Translators: shown when a game starts in the no-traitor variant */
      show_message (self, _("No traitor this game: every knight is loyal"));
      return;
    }

  if (!sq_state_loyalty_visible (state))
    {
      show_page (self, "game");
      /* Translators: three-player games where loyalty is read later */
      show_message (self, _("Loyalty cards stay unread until six swords or siege engines"));
      return;
    }

  /* the first player looks first, then clockwise */
  for (guint j = 0; j < state->n_order; j++)
    if (state->order[j] == state->first_seat)
      start = j;

  for (guint i = 0; i < state->n_order; i++)
    {
      int seat = state->order[(start + i) % state->n_order];

      if (state->seats[seat].in_game && state->seats[seat].loyalty != SQ_NO_CARD)
        g_array_append_val (self->deal_queue, seat);
    }

  show_next_deal (self);
}

/**
 * sq_curtain_page_cancel:
 *
 * Leaves the curtain for the game. Dealing can be left half way; the
 * menu lets the rest look later.
 */
void
sq_curtain_page_cancel (SqCurtainPage *self)
{
  g_return_if_fail (SQ_IS_CURTAIN_PAGE (self));

  g_array_set_size (self->deal_queue, 0);
  if (self->curtain != NULL)
    sq_curtain_reset (self->curtain);
  show_page (self, "game");
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The defaults, which tests/app/soc/test-new-game-page.c checks: 4 players,
 * knights dealt at random from the seven of the box (Sir Bedivere left
 * out), King Arthur first, the standard Loyalty deal (with three players
 * the cards are read later, as the rules ask), White cards on the table
 * with a virtual Black deck and a virtual d8, no variant, and the
 * recommended rule options of sq_rule_options_init_defaults(). Settings,
 * when given, replace the deck modes and rule options with the ones the
 * last game started with. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-new-game-page-private.h"
#include "sq-rule-options-row.h"
#include "sq-state.h"
#include "sq-text.h"

#define DEFAULT_PLAYERS 4

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqNewGamePage, sq_new_game_page, ADW_TYPE_BIN)

/* Properties and signals */

enum
{
  PROP_0,
  PROP_SETTINGS,
  PROP_SEED,
  PROP_N_PLAYERS,
  PROP_GAME_NAME,
  N_PROPS
};

enum
{
  START,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Auxiliary functions */

/* What “Reset to Recommended” restores: everything but the table itself */
static void
apply_recommended (SqSetup *setup)
{
  SqSetup recommended;

  sq_setup_init_defaults (&recommended, setup->n_players);

  setup->loyalty = recommended.loyalty;
  setup->loyal_cards = recommended.loyal_cards;
  /* only offered, and only used, with three players: their rule */
  setup->look = SQ_LOOK_DELAYED;
  /* the table's own White cards in hand feel right; Squire shuffles the
   * Black deck, which keeps its order secret, and rolls the d8 */
  setup->white_deck = SQ_DECK_PHYSICAL;
  setup->black_deck = SQ_DECK_VIRTUAL;
  setup->dice = SQ_DECK_VIRTUAL;
  setup->squires_challenge = recommended.squires_challenge;
  setup->squire_life = recommended.squire_life;
  setup->skip_opening_share = recommended.skip_opening_share;
  setup->options = recommended.options;
}

static char *
make_default_name (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = NULL;

  /* Translators: the date in the default name of a new game, in
   * g_date_time_format() notation: “21 November” */
  date = g_date_time_format (now, C_("game name", "%-d %B"));
  if (date == NULL)
    date = g_date_time_format (now, "%F");

  /* Translators: the default name of a new game; %s is today's date,
   * e.g. “Game of 21 November” */
  return g_strdup_printf (_("Game of %s"), date);
}

/* Reads every template control into the state; the seats and rule options
 * have their own handlers */
static void
read_controls (SqNewGamePage *self)
{
  SqSetup *setup = &self->setup;
  guint old_n = setup->n_players;
  gboolean had_bedivere = self->with_bedivere;
  guint first;

  setup->n_players = CLAMP (gtk_spin_button_get_value_as_int (self->players_spin), 3, 7);
  self->random_knights = gtk_switch_get_active (self->random_switch);
  self->with_bedivere = gtk_switch_get_active (self->bedivere_switch);
  if (had_bedivere && !self->with_bedivere)
    sq_new_game_page_put_bedivere_away (self);

  first = adw_combo_row_get_selected (self->first_row);
  setup->first_seat = first == GTK_INVALID_LIST_POSITION || first > setup->n_players
                      ? SQ_NO_SEAT : (gint) first - 1;

  setup->loyalty = MIN (adw_combo_row_get_selected (self->loyalty_row),
                        SQ_LOYALTY_TRAITOR_AMONG_US);
  setup->loyal_cards = CLAMP (gtk_spin_button_get_value_as_int (self->loyal_cards_spin),
                              setup->n_players - 1, SQ_N_LOYALTY - 1);
  setup->look = MIN (adw_combo_row_get_selected (self->look_row), SQ_LOOK_DELAYED);

  setup->white_deck = MIN (adw_combo_row_get_selected (self->white_row), SQ_DECK_PHYSICAL);
  setup->black_deck = MIN (adw_combo_row_get_selected (self->black_row), SQ_DECK_PHYSICAL);
  setup->dice = MIN (adw_combo_row_get_selected (self->dice_row), SQ_DECK_PHYSICAL);

  setup->squires_challenge = gtk_switch_get_active (self->squires_switch);
  setup->squire_life = gtk_spin_button_get_value_as_int (self->squire_life_spin);
  setup->skip_opening_share = gtk_switch_get_active (self->skip_share_switch);

  if (old_n != setup->n_players)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLAYERS]);
}

static void
emit_start (SqNewGamePage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SqState) state = NULL;
  g_autofree char *name = NULL;
  SqSetup setup;

  sq_new_game_page_get_setup (self, &setup);

  /* the engine has the last word on a setup: the same check a saved game
   * goes through when it is replayed */
  state = sq_state_new (&setup, &error);
  if (state == NULL)
    {
      g_autofree char *text = sq_text_error (error);

      gtk_label_set_label (self->error_label, text);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      return;
    }

  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  sq_new_game_page_save_settings (self, &setup);

  name = sq_new_game_page_dup_game_name (self);
  g_signal_emit (self, signals[START], 0, &setup, name);
}

/* Callbacks */

static void
on_control_changed_cb (SqNewGamePage *self)
{
  if (self->syncing)
    return;

  read_controls (self);
  sq_new_game_page_sync_controls (self);
}

static void
on_seat_selected_cb (AdwComboRow   *row,
                     GParamSpec    *pspec,
                     SqNewGamePage *self)
{
  guint knight = adw_combo_row_get_selected (row);
  guint seat;

  if (self->syncing || knight == GTK_INVALID_LIST_POSITION)
    return;

  for (seat = 0; seat < N_SEAT_ROWS; seat++)
    if (self->seat_rows[seat] == row)
      break;
  g_assert (seat < N_SEAT_ROWS);

  /* the knight leaves the seat he had, if any, for this seat's old one */
  sq_new_game_page_swap_seats (self, seat, sq_new_game_page_find_knight (self, knight));
  sq_new_game_page_sync_controls (self);
}

static void
on_options_changed_cb (SqNewGamePage *self)
{
  sq_rule_options_row_get_options (self->options_row, &self->setup.options);
}

static void
on_name_changed_cb (SqNewGamePage *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME_NAME]);
}

static void
on_map_cb (SqNewGamePage *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->name_row));

  /* the page may stay around for days: keep the default name's date
   * current unless the players typed their own */
  if (text[0] == '\0' || g_strcmp0 (text, self->default_name) == 0)
    {
      g_free (self->default_name);
      self->default_name = make_default_name ();
      gtk_editable_set_text (GTK_EDITABLE (self->name_row), self->default_name);
    }
}

/* Actions */

static void
new_game_start_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  emit_start (SQ_NEW_GAME_PAGE (widget));
}

static void
new_game_reset_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  sq_new_game_page_reset (SQ_NEW_GAME_PAGE (widget));
}

/* GObject overrides */

static void
sq_new_game_page_dispose (GObject *object)
{
  SqNewGamePage *self = SQ_NEW_GAME_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SQ_TYPE_NEW_GAME_PAGE);

  g_clear_object (&self->knights_seven);
  g_clear_object (&self->knights_eight);

  G_OBJECT_CLASS (sq_new_game_page_parent_class)->dispose (object);
}

static void
sq_new_game_page_finalize (GObject *object)
{
  SqNewGamePage *self = SQ_NEW_GAME_PAGE (object);

  g_clear_object (&self->settings);
  g_free (self->default_name);

  G_OBJECT_CLASS (sq_new_game_page_parent_class)->finalize (object);
}

static void
sq_new_game_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  SqNewGamePage *self = SQ_NEW_GAME_PAGE (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;

    case PROP_SEED:
      g_value_set_uint64 (value, self->seed);
      break;

    case PROP_N_PLAYERS:
      g_value_set_uint (value, self->setup.n_players);
      break;

    case PROP_GAME_NAME:
      g_value_take_string (value, sq_new_game_page_dup_game_name (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_new_game_page_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  SqNewGamePage *self = SQ_NEW_GAME_PAGE (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      sq_new_game_page_set_settings (self, g_value_get_object (value));
      break;

    case PROP_SEED:
      sq_new_game_page_set_seed (self, g_value_get_uint64 (value));
      break;

    case PROP_N_PLAYERS:
      sq_new_game_page_set_n_players (self, g_value_get_uint (value));
      break;

    case PROP_GAME_NAME:
      sq_new_game_page_set_game_name (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_new_game_page_class_init (SqNewGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_new_game_page_dispose;
  object_class->finalize = sq_new_game_page_finalize;
  object_class->get_property = sq_new_game_page_get_property;
  object_class->set_property = sq_new_game_page_set_property;

  /**
   * SqNewGamePage:settings: (nullable)
   *
   * Where the deck modes and rule options of the last game started are
   * remembered, as the defaults of the next one.
   */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         G_TYPE_SETTINGS,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * SqNewGamePage:seed:
   *
   * The seed of the games started, and of the random deal of knights;
   * 0 draws a new one for each game.
   */
  properties[PROP_SEED] =
    g_param_spec_uint64 ("seed", NULL, NULL,
                         0, G_MAXUINT64, 0,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * SqNewGamePage:n-players:
   *
   * How many players sit at the table, 3 to 7.
   */
  properties[PROP_N_PLAYERS] =
    g_param_spec_uint ("n-players", NULL, NULL,
                       3, 7, DEFAULT_PLAYERS,
                       (G_PARAM_READWRITE |
                        G_PARAM_EXPLICIT_NOTIFY |
                        G_PARAM_STATIC_STRINGS));

  /**
   * SqNewGamePage:game-name:
   *
   * The name the new game will have: what the players typed, or the
   * default name if they cleared it.
   */
  properties[PROP_GAME_NAME] =
    g_param_spec_string ("game-name", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SqNewGamePage::start:
   * @setup: (type gpointer): the #SqSetup, valid during the emission
   *   only; sq_state_new() accepts it
   * @name: the game's name
   *
   * The players want to start the game. The setup's seed is set and
   * knights dealt at random are in it.
   */
  signals[START] =
    g_signal_new ("start",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-new-game-page.ui");
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, bedivere_row);
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, bedivere_switch);
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, black_row);
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, dice_row);
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, error_label);
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, first_list);
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, first_row);
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, knights_list);
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, look_row);
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, loyal_cards_row);
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, loyal_cards_spin);
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, loyalty_row);
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, name_row);
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, options_row);
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, phones_switch);
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, players_spin);
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, random_row);
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, random_switch);
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, skip_share_switch);
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, squire_life_row);
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, squire_life_spin);
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, squires_switch);
  gtk_widget_class_bind_template_child (widget_class, SqNewGamePage, white_row);
  gtk_widget_class_bind_template_callback (widget_class, on_control_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_name_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_options_changed_cb);

  gtk_widget_class_install_action (widget_class, "new-game.start", NULL, new_game_start_cb);
  gtk_widget_class_install_action (widget_class, "new-game.reset", NULL, new_game_reset_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "new-game.start", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK,
                                       "new-game.start", NULL);

  g_type_ensure (SQ_TYPE_RULE_OPTIONS_ROW);
}

static void
sq_new_game_page_init (SqNewGamePage *self)
{
  /* the template's signals may fire while it is built, before the rows
   * made in code exist */
  self->syncing = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));

  self->knights_seven = sq_new_game_page_make_knight_list (SQ_KNIGHT_BEDIVERE);
  self->knights_eight = sq_new_game_page_make_knight_list (SQ_N_KNIGHTS);

  sq_setup_init_defaults (&self->setup, DEFAULT_PLAYERS);
  apply_recommended (&self->setup);
  for (guint k = 0; k < SQ_N_KNIGHTS; k++)
    self->knights[k] = k;
  self->random_knights = TRUE;
  self->with_bedivere = FALSE;

  sq_new_game_page_build_seat_rows (self);

  for (guint i = 0; i < N_SEAT_ROWS; i++)
    g_signal_connect (self->seat_rows[i], "notify::selected",
                      G_CALLBACK (on_seat_selected_cb), self);
  g_signal_connect (self, "map", G_CALLBACK (on_map_cb), NULL);

  self->default_name = make_default_name ();
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), self->default_name);

  sq_new_game_page_sync_controls (self);
}

/* Public API */

/**
 * sq_new_game_page_new:
 * @settings: (nullable): where to remember deck modes and rule options
 *
 * Returns: (transfer floating): a new #SqNewGamePage
 */
GtkWidget *
sq_new_game_page_new (GSettings *settings)
{
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  return g_object_new (SQ_TYPE_NEW_GAME_PAGE, "settings", settings, NULL);
}

/**
 * sq_new_game_page_get_settings:
 * @self: a #SqNewGamePage
 *
 * Returns: (transfer none) (nullable): the settings
 */
GSettings *
sq_new_game_page_get_settings (SqNewGamePage *self)
{
  g_return_val_if_fail (SQ_IS_NEW_GAME_PAGE (self), NULL);

  return self->settings;
}

/**
 * sq_new_game_page_set_settings:
 * @self: a #SqNewGamePage
 * @settings: (nullable): the application settings
 *
 * Also puts the remembered deck modes and rule options in the controls.
 */
void
sq_new_game_page_set_settings (SqNewGamePage *self,
                               GSettings     *settings)
{
  g_return_if_fail (SQ_IS_NEW_GAME_PAGE (self));
  g_return_if_fail (settings == NULL || G_IS_SETTINGS (settings));

  if (!g_set_object (&self->settings, settings))
    return;

  sq_new_game_page_load_settings (self);
  sq_new_game_page_sync_controls (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SETTINGS]);
}

guint64
sq_new_game_page_get_seed (SqNewGamePage *self)
{
  g_return_val_if_fail (SQ_IS_NEW_GAME_PAGE (self), 0);

  return self->seed;
}

/**
 * sq_new_game_page_set_seed:
 * @self: a #SqNewGamePage
 * @seed: the seed of the games started, or 0 for a new one each time
 *
 * For tests and for replaying a deal.
 */
void
sq_new_game_page_set_seed (SqNewGamePage *self,
                           guint64        seed)
{
  g_return_if_fail (SQ_IS_NEW_GAME_PAGE (self));

  if (self->seed == seed)
    return;

  self->seed = seed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEED]);
}

guint
sq_new_game_page_get_n_players (SqNewGamePage *self)
{
  g_return_val_if_fail (SQ_IS_NEW_GAME_PAGE (self), DEFAULT_PLAYERS);

  return self->setup.n_players;
}

void
sq_new_game_page_set_n_players (SqNewGamePage *self,
                                guint          n_players)
{
  g_return_if_fail (SQ_IS_NEW_GAME_PAGE (self));
  g_return_if_fail (n_players >= 3 && n_players <= 7);

  /* through the control, so that everything that hangs on it follows */
  gtk_spin_button_set_value (self->players_spin, n_players);
}

/**
 * sq_new_game_page_dup_game_name:
 * @self: a #SqNewGamePage
 *
 * Returns: (transfer full): the name the game will have
 */
char *
sq_new_game_page_dup_game_name (SqNewGamePage *self)
{
  char *name;

  g_return_val_if_fail (SQ_IS_NEW_GAME_PAGE (self), NULL);

  name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));
  if (name[0] == '\0')
    {
      g_free (name);
      name = g_strdup (self->default_name);
    }

  return name;
}

/**
 * sq_new_game_page_set_game_name:
 * @self: a #SqNewGamePage
 * @name: (nullable): the name, or %NULL for today's default name
 */
void
sq_new_game_page_set_game_name (SqNewGamePage *self,
                                const char    *name)
{
  g_return_if_fail (SQ_IS_NEW_GAME_PAGE (self));

  if (name == NULL)
    name = self->default_name;

  /* the entry's ::changed notifies, only when the text changes */
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->name_row)), name) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->name_row), name);
}

/**
 * sq_new_game_page_get_setup:
 * @self: a #SqNewGamePage
 * @setup: (out caller-allocates): the setup
 *
 * The setup as the controls stand, ready for sq_state_new(): knights
 * dealt at random are dealt now, and the seed is drawn now unless
 * #SqNewGamePage:seed is set.
 */
void
sq_new_game_page_get_setup (SqNewGamePage *self,
                            SqSetup       *setup)
{
  guint n;

  g_return_if_fail (SQ_IS_NEW_GAME_PAGE (self));
  g_return_if_fail (setup != NULL);

  *setup = self->setup;
  n = setup->n_players;

  setup->seed = self->seed;
  if (setup->seed == 0)
    setup->seed = ((guint64) g_random_int () << 32) | g_random_int ();

  if (self->random_knights)
    {
      guint8 pool[SQ_N_KNIGHTS];
      guint n_pool = self->with_bedivere ? SQ_N_KNIGHTS : SQ_KNIGHT_BEDIVERE;
      guint32 seed[2] = { setup->seed >> 32, setup->seed & G_MAXUINT32 };
      g_autoptr(GRand) rand = g_rand_new_with_seed_array (seed, G_N_ELEMENTS (seed));

      for (guint k = 0; k < n_pool; k++)
        pool[k] = k;
      for (guint i = 0; i < n; i++)
        {
          guint j = g_rand_int_range (rand, i, n_pool);
          guint8 knight = pool[j];

          pool[j] = pool[i];
          pool[i] = knight;
          setup->knights[i] = knight;
        }
    }
  else
    memcpy (setup->knights, self->knights, n);
  for (guint i = n; i < SQ_MAX_SEATS; i++)
    setup->knights[i] = SQ_N_KNIGHTS;

  if (setup->first_seat >= (gint) n)
    setup->first_seat = SQ_NO_SEAT;
  if (setup->loyalty != SQ_LOYALTY_TRAITOR_AMONG_US)
    setup->loyal_cards = SQ_N_LOYALTY - 1;
  /* the delayed look is the three-player rule; it never applies to more */
  if (n != 3 || setup->loyalty == SQ_LOYALTY_NO_TRAITOR)
    setup->look = SQ_LOOK_IMMEDIATE;
  if (!setup->squires_challenge)
    setup->squire_life = SQ_START_LIFE;
}

/**
 * sq_new_game_page_set_setup:
 * @self: a #SqNewGamePage
 * @setup: a setup, e.g. the last game's for a rematch
 *
 * Shows @setup in the controls, with its knights in their seats. The seed
 * is not taken: set #SqNewGamePage:seed for that.
 */
void
sq_new_game_page_set_setup (SqNewGamePage *self,
                            const SqSetup *setup)
{
  guint old_n;
  guint n;
  guint used = 0;
  guint next = 0;

  g_return_if_fail (SQ_IS_NEW_GAME_PAGE (self));
  g_return_if_fail (setup != NULL);

  old_n = self->setup.n_players;
  n = CLAMP (setup->n_players, 3, 7);

  /* the setup's knights in their seats, then the rest in box order */
  for (guint i = 0; i < n && !setup->squires_challenge; i++)
    if (setup->knights[i] < SQ_N_KNIGHTS && !(used & (1u << setup->knights[i])))
      {
        self->knights[next++] = setup->knights[i];
        used |= 1u << setup->knights[i];
      }
  for (guint k = 0; k < SQ_N_KNIGHTS; k++)
    if (!(used & (1u << k)))
      self->knights[next++] = k;

  self->setup = *setup;
  self->setup.n_players = n;
  self->random_knights = setup->squires_challenge;
  self->with_bedivere = (used & (1u << SQ_KNIGHT_BEDIVERE)) != 0;
  if (!self->with_bedivere)
    sq_new_game_page_put_bedivere_away (self);

  sq_new_game_page_sync_controls (self);
  if (old_n != n)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLAYERS]);
}

/**
 * sq_new_game_page_reset:
 * @self: a #SqNewGamePage
 *
 * What the “Reset to Recommended” button does: the recommended Loyalty
 * deal, deck modes, variants and rule options. The table stays: name,
 * players, knights and first player.
 */
void
sq_new_game_page_reset (SqNewGamePage *self)
{
  g_return_if_fail (SQ_IS_NEW_GAME_PAGE (self));

  apply_recommended (&self->setup);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  sq_new_game_page_sync_controls (self);
}

/**
 * sq_new_game_page_restore:
 * @self: a #SqNewGamePage
 *
 * What opening the page for a new game does: the deck modes and rule
 * options the table last started a game with, from the settings, so that
 * a table playing with its own Black cards is not handed Squire's deck
 * without noticing. Without settings, or before any game, they are the
 * recommended ones. The rest of the page stays as it was.
 */
void
sq_new_game_page_restore (SqNewGamePage *self)
{
  g_return_if_fail (SQ_IS_NEW_GAME_PAGE (self));

  sq_new_game_page_load_settings (self);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  gtk_switch_set_active (self->phones_switch, FALSE);
  sq_new_game_page_sync_controls (self);
}

/**
 * sq_new_game_page_get_use_phones:
 *
 * Returns: %TRUE when the table asked for "Use phones for private views"
 *   for the game about to start (off again at every restore)
 */
gboolean
sq_new_game_page_get_use_phones (SqNewGamePage *self)
{
  g_return_val_if_fail (SQ_IS_NEW_GAME_PAGE (self), FALSE);

  return gtk_switch_get_active (self->phones_switch);
}

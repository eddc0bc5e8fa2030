/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-rule-options-row.h"
#include "sq-state.h"

typedef enum
{
  OPTION_SWITCH,
  OPTION_LASTING,   /* SqLastingDuration */
  OPTION_ACCUSE,    /* SqAccuseThreshold */
  OPTION_PEEK,      /* SqDelayedPeek */
  OPTION_COUNT,     /* a guint8 within min..max */
} OptionKind;

typedef struct
{
  const char *key;          /* in the settings: the default for new games */
  gsize       offset;       /* into SqRuleOptions */
  OptionKind  kind;
  const char *title;
  const char *explanation;
  guint8      min;
  guint8      max;
} RuleOption;

/* Switches and enums are read and written as gint */
G_STATIC_ASSERT (sizeof (gboolean) == sizeof (gint));
G_STATIC_ASSERT (sizeof (SqLastingDuration) == sizeof (gint));
G_STATIC_ASSERT (sizeof (SqAccuseThreshold) == sizeof (gint));
G_STATIC_ASSERT (sizeof (SqDelayedPeek) == sizeof (gint));

#define OPTION(field) G_STRUCT_OFFSET (SqRuleOptions, field)

/* Every point the rules leave open (section 13 of the rules fact sheet),
 * in the order a table meets them. */
static const RuleOption rule_options[] = {
  { "default-rule-black-knight-distinct-pairs", OPTION (black_knight_distinct_pairs),
    OPTION_SWITCH,
    /* Translators: rule option title */
    N_("Black Knight Needs Two Different Pairs"),
    /* Translators: rule option explanation */
    N_("Beating the Black Knight takes two pairs of different values, not twice the same pair. "
       "On by default."),
    0, 1 },
  { "default-rule-dragon-distinct-triples", OPTION (dragon_distinct_triples),
    OPTION_SWITCH,
    /* Translators: rule option title */
    N_("Dragon Needs Three Different Triples"),
    /* Translators: rule option explanation */
    N_("The three sets of three cards against the Dragon must each have another value. On by "
       "default."),
    0, 1 },
  { "default-rule-vivien-duration", OPTION (vivien_duration),
    OPTION_LASTING,
    /* Translators: rule option title */
    N_("Vivien Lasts"),
    /* Translators: rule option explanation */
    N_("How long Vivien keeps Merlin cards out of play. Recommended: until a quest is won."),
    0, 1 },
  { "default-rule-dark-forest-duration", OPTION (dark_forest_duration),
    OPTION_LASTING,
    /* Translators: rule option title */
    N_("Dark Forest Lasts"),
    /* Translators: rule option explanation */
    N_("How long the Dark Forest keeps Grail cards off the Grail quest. Recommended: until a "
       "quest is won."),
    0, 1 },
  { "default-rule-merlin-removes-siege-engine", OPTION (merlin_removes_siege_engine),
    OPTION_SWITCH,
    /* Translators: rule option title */
    N_("Merlin Can Remove a Siege Engine"),
    /* Translators: rule option explanation */
    N_("A Merlin played as a heroic action may take one siege engine away. On by default."),
    0, 1 },
  { "default-rule-excalibur-bonus", OPTION (excalibur_bonus),
    OPTION_SWITCH,
    /* Translators: rule option title */
    N_("Excalibur Adds 1 in Fights"),
    /* Translators: rule option explanation */
    N_("The knight holding Excalibur counts 1 more in combat and against the siege. On by "
       "default."),
    0, 1 },
  { "default-rule-excalibur-cancel", OPTION (excalibur_cancel),
    OPTION_SWITCH,
    /* Translators: rule option title */
    N_("Excalibur Can Cancel a Black Card"),
    /* Translators: rule option explanation */
    N_("The knight holding Excalibur may cancel a standard Black card as it is drawn. Off by "
       "default."),
    0, 1 },
  { "default-rule-kay-own-siege", OPTION (kay_own_siege),
    OPTION_SWITCH,
    /* Translators: rule option title */
    N_("Sir Kay Helps in His Own Siege Fight"),
    /* Translators: rule option explanation */
    N_("When Sir Kay fights the siege himself, he may add a Fight card after the die is rolled. "
       "On by default."),
    0, 1 },
  { "default-rule-palamedes-bonus", OPTION (palamedes_bonus),
    OPTION_SWITCH,
    /* Translators: rule option title */
    N_("Sir Palamedes Heals on Victories"),
    /* Translators: rule option explanation */
    N_("Sir Palamedes gains 1 life point whenever a quest he takes part in is won. On by default."),
    0, 1 },
  { "default-rule-bedivere-power", OPTION (bedivere_power),
    OPTION_SWITCH,
    /* Translators: rule option title */
    N_("Sir Bedivere’s Power"),
    /* Translators: rule option explanation */
    N_("Once a turn Sir Bedivere may give up 3 White cards to take a Merlin back from the "
       "discards. On by default."),
    0, 1 },
  { "default-rule-convocation-draws", OPTION (convocation_draws),
    OPTION_SWITCH,
    /* Translators: rule option title */
    N_("Convocation Brings Cards"),
    /* Translators: rule option explanation */
    N_("The knights gathered in Camelot by a Convocation draw one White card each and share them "
       "out. On by default."),
    0, 1 },
  { "default-rule-lady-heals-when-done", OPTION (lady_heals_when_done),
    OPTION_SWITCH,
    /* Translators: rule option title */
    N_("Lady of the Lake Heals Later"),
    /* Translators: rule option explanation */
    N_("Once the Excalibur quest is over, the Lady of the Lake gives 2 life points instead. On "
       "by default."),
    0, 1 },
  { "default-rule-mordred-adds-warrior", OPTION (mordred_adds_warrior),
    OPTION_SWITCH,
    /* Translators: rule option title */
    N_("Mordred Brings a Warrior"),
    /* Translators: rule option explanation */
    N_("Mordred also adds one warrior to the war he joins. On by default."),
    0, 1 },
  { "default-rule-accuse-threshold", OPTION (accuse_threshold),
    OPTION_ACCUSE,
    /* Translators: rule option title */
    N_("Accusations Open At"),
    /* Translators: rule option explanation */
    N_("Accusations open once 6 such swords lie on the Round Table, or 6 siege engines stand at "
       "Camelot. Recommended: swords of any colour."),
    0, 1 },
  { "default-rule-traitor-flip", OPTION (traitor_flip),
    OPTION_COUNT,
    /* Translators: rule option title */
    N_("Swords Turned by a Hidden Traitor"),
    /* Translators: rule option explanation */
    N_("At the end, a Traitor nobody unmasked turns this many White swords Black. Recommended: 2."),
    0, 2 },
  { "default-rule-delayed-peek", OPTION (delayed_peek),
    OPTION_PEEK,
    /* Translators: rule option title */
    N_("Three Players Read Loyalty At"),
    /* Translators: rule option explanation */
    N_("With three players and Loyalty read later, the knights may read their card once 6 of "
       "these are on the board. Recommended: swords or siege engines."),
    0, 1 },
  { "default-rule-new-player-cards", OPTION (new_player_cards),
    OPTION_COUNT,
    /* Translators: rule option title */
    N_("Cards for a Player Who Joins"),
    /* Translators: rule option explanation */
    N_("How many White cards a player joining a game under way draws. Recommended: 5."),
    0, 10 },
  { "default-rule-grail-collision-cancels", OPTION (grail_collision_cancels),
    OPTION_SWITCH,
    /* Translators: rule option title */
    N_("Black Cards Push Back on a Full Grail Track"),
    /* Translators: rule option explanation */
    N_("When every Grail spot is taken and a Black card arrives, it cancels the Grail card "
       "nearest the dark end. On by default."),
    0, 1 },
};

#define N_RULE_OPTIONS G_N_ELEMENTS (rule_options)

static const char * const lasting_items[] = {
  /* Translators: how long a lasting Black card stays in play */
  N_("Until a Quest Is Won"),
  /* Translators: how long a lasting Black card stays in play */
  N_("For the Whole Game"),
  NULL
};

static const char * const accuse_items[] = {
  /* Translators: when accusations become possible */
  N_("Swords of Any Colour"),
  /* Translators: when accusations become possible */
  N_("Black Swords Only"),
  NULL
};

static const char * const peek_items[] = {
  /* Translators: three players: when the knights may read their Loyalty card */
  N_("Swords or Siege Engines"),
  /* Translators: three players: when the knights may read their Loyalty card */
  N_("Swords Only"),
  NULL
};

/* Struct */

struct _SqRuleOptionsRow
{
  AdwExpanderRow  parent_instance;

  SqRuleOptions   options;
  GtkWidget      *widgets[N_RULE_OPTIONS];  /* GtkSwitch, AdwComboRow or GtkSpinButton */
  /* Set while the widgets are brought in line with the options */
  gboolean        syncing;
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqRuleOptionsRow, sq_rule_options_row, ADW_TYPE_EXPANDER_ROW)

/* Signals */

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Auxiliary functions */

static guint
get_option (const SqRuleOptions *options,
            const RuleOption    *option)
{
  if (option->kind == OPTION_COUNT)
    return G_STRUCT_MEMBER (guint8, options, option->offset);

  return (guint) G_STRUCT_MEMBER (gint, options, option->offset);
}

static void
set_option (SqRuleOptions    *options,
            const RuleOption *option,
            guint             value)
{
  value = CLAMP (value, option->min, option->max);

  if (option->kind == OPTION_COUNT)
    G_STRUCT_MEMBER (guint8, options, option->offset) = value;
  else
    G_STRUCT_MEMBER (gint, options, option->offset) = value;
}

static gboolean
settings_has_key (GSettings  *settings,
                  const char *key)
{
  g_autoptr(GSettingsSchema) schema = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);

  return schema != NULL && g_settings_schema_has_key (schema, key);
}

static void
update_subtitle (SqRuleOptionsRow *self)
{
  guint changed = sq_rule_options_row_get_n_changed (self);
  g_autofree char *text = NULL;

  if (changed == 0)
    /* Translators: subtitle of “Rule Options” */
    text = g_strdup (_("For points the rules leave open; all as recommended"));
  else
    /* Translators: subtitle of “Rule Options”; %u is how many options
     * differ from the recommended ones */
    text = g_strdup_printf (ngettext ("%u option differs from the recommended",
                                      "%u options differ from the recommended",
                                      changed),
                            changed);

  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self), text);
}

static void
sync_widgets (SqRuleOptionsRow *self)
{
  self->syncing = TRUE;

  for (guint i = 0; i < N_RULE_OPTIONS; i++)
    {
      guint value = get_option (&self->options, &rule_options[i]);
      GtkWidget *widget = self->widgets[i];

      switch (rule_options[i].kind)
        {
        case OPTION_SWITCH:
          gtk_switch_set_active (GTK_SWITCH (widget), value != 0);
          break;

        case OPTION_LASTING:
        case OPTION_ACCUSE:
        case OPTION_PEEK:
          adw_combo_row_set_selected (ADW_COMBO_ROW (widget), value);
          break;

        case OPTION_COUNT:
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), value);
          break;

        default:
          g_assert_not_reached ();
        }
    }

  update_subtitle (self);
  self->syncing = FALSE;
}

/* Callbacks */

static void
on_widget_changed_cb (GtkWidget        *widget,
                      GParamSpec       *pspec,
                      SqRuleOptionsRow *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "sq-option"));
  guint value;

  if (self->syncing)
    return;

  if (GTK_IS_SWITCH (widget))
    value = gtk_switch_get_active (GTK_SWITCH (widget));
  else if (ADW_IS_COMBO_ROW (widget))
    value = adw_combo_row_get_selected (ADW_COMBO_ROW (widget));
  else
    value = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (widget));

  set_option (&self->options, &rule_options[index], value);
  update_subtitle (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
on_spin_value_changed_cb (GtkSpinButton    *spin,
                          SqRuleOptionsRow *self)
{
  on_widget_changed_cb (GTK_WIDGET (spin), NULL, self);
}

/* The value on show in a combo row shares the row with a long
 * explanation: libadwaita 1.2 ellipsizes it there ("Until a Quest…"), so
 * it wraps instead. The list in the popover keeps one line per value. */
static void
on_value_setup_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *item,
                   gpointer                  wrap)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (GPOINTER_TO_INT (wrap))
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 14);
      gtk_label_set_width_chars (GTK_LABEL (label), 8);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
      gtk_label_set_xalign (GTK_LABEL (label), 1);
    }
  gtk_list_item_set_child (item, label);
}

static void
on_value_bind_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  gpointer                  wrap)
{
  GtkStringObject *value = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (value));
}

static GtkListItemFactory *
make_value_factory (gboolean wrap)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (on_value_setup_cb), GINT_TO_POINTER (wrap));
  g_signal_connect (factory, "bind", G_CALLBACK (on_value_bind_cb), GINT_TO_POINTER (wrap));

  return factory;
}

/* One row per option, all from the table */
static GtkWidget *
make_option_row (SqRuleOptionsRow *self,
                 guint             index)
{
  const RuleOption *option = &rule_options[index];
  const char * const *items = NULL;
  GtkWidget *row;
  GtkWidget *widget;

  switch (option->kind)
    {
    case OPTION_LASTING:
      items = lasting_items;
      break;

    case OPTION_ACCUSE:
      items = accuse_items;
      break;

    case OPTION_PEEK:
      items = peek_items;
      break;

    case OPTION_SWITCH:
    case OPTION_COUNT:
    default:
      break;
    }

  if (items != NULL)
    {
      g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);

      for (guint i = 0; items[i] != NULL; i++)
        gtk_string_list_append (list, _(items[i]));

      g_autoptr(GtkListItemFactory) factory = make_value_factory (TRUE);
      g_autoptr(GtkListItemFactory) list_factory = make_value_factory (FALSE);

      row = widget = adw_combo_row_new ();
      adw_combo_row_set_factory (ADW_COMBO_ROW (row), factory);
      adw_combo_row_set_list_factory (ADW_COMBO_ROW (row), list_factory);
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
      g_signal_connect (widget, "notify::selected", G_CALLBACK (on_widget_changed_cb), self);
    }
  else
    {
      row = adw_action_row_new ();
      if (option->kind == OPTION_SWITCH)
        {
          widget = gtk_switch_new ();
          g_signal_connect (widget, "notify::active", G_CALLBACK (on_widget_changed_cb), self);
        }
      else
        {
          widget = gtk_spin_button_new_with_range (option->min, option->max, 1);
          gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (widget), TRUE);
          g_signal_connect (widget, "value-changed",
                            G_CALLBACK (on_spin_value_changed_cb), self);
        }
      gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _(option->title),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _(option->explanation),
                                      -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), widget);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), widget);
    }

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(option->title));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(option->explanation));
  g_object_set_data (G_OBJECT (widget), "sq-option", GUINT_TO_POINTER (index));
  self->widgets[index] = widget;

  return row;
}

/* class_init and init */

static void
sq_rule_options_row_class_init (SqRuleOptionsRowClass *klass)
{
  /**
   * SqRuleOptionsRow::changed:
   *
   * The players changed an option; sq_rule_options_row_set_options()
   * does not emit it.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
sq_rule_options_row_init (SqRuleOptionsRow *self)
{
  /* Translators: expander on the new game page holding the rule options */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), _("Rule Options"));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self), FALSE);

  sq_rule_options_init_defaults (&self->options);
  for (guint i = 0; i < N_RULE_OPTIONS; i++)
    adw_expander_row_add_row (ADW_EXPANDER_ROW (self), make_option_row (self, i));

  sync_widgets (self);
}

/* Public API */

/**
 * sq_rule_options_row_new:
 *
 * Returns: (transfer floating): a new #SqRuleOptionsRow showing the
 *   recommended options
 */
GtkWidget *
sq_rule_options_row_new (void)
{
  return g_object_new (SQ_TYPE_RULE_OPTIONS_ROW, NULL);
}

/**
 * sq_rule_options_row_get_options:
 * @self: a #SqRuleOptionsRow
 * @options: (out caller-allocates): the options as the rows show them
 */
void
sq_rule_options_row_get_options (SqRuleOptionsRow *self,
                                 SqRuleOptions    *options)
{
  g_return_if_fail (SQ_IS_RULE_OPTIONS_ROW (self));
  g_return_if_fail (options != NULL);

  *options = self->options;
}

/**
 * sq_rule_options_row_set_options:
 * @self: a #SqRuleOptionsRow
 * @options: the options to show
 */
void
sq_rule_options_row_set_options (SqRuleOptionsRow    *self,
                                 const SqRuleOptions *options)
{
  g_return_if_fail (SQ_IS_RULE_OPTIONS_ROW (self));
  g_return_if_fail (options != NULL);

  for (guint i = 0; i < N_RULE_OPTIONS; i++)
    set_option (&self->options, &rule_options[i], get_option (options, &rule_options[i]));
  sync_widgets (self);
}

/**
 * sq_rule_options_row_get_n_changed:
 * @self: a #SqRuleOptionsRow
 *
 * Returns: how many options differ from the recommended ones
 */
guint
sq_rule_options_row_get_n_changed (SqRuleOptionsRow *self)
{
  SqRuleOptions recommended;
  guint changed = 0;

  g_return_val_if_fail (SQ_IS_RULE_OPTIONS_ROW (self), 0);

  sq_rule_options_init_defaults (&recommended);
  for (guint i = 0; i < N_RULE_OPTIONS; i++)
    changed += get_option (&self->options, &rule_options[i])
               != get_option (&recommended, &rule_options[i]);

  return changed;
}

/**
 * sq_rule_options_load:
 * @options: (inout): the options to fill in
 * @settings: the application settings
 *
 * Replaces each option with the one the settings remember, where the
 * schema has its key.
 */
void
sq_rule_options_load (SqRuleOptions *options,
                      GSettings     *settings)
{
  g_return_if_fail (options != NULL);
  g_return_if_fail (G_IS_SETTINGS (settings));

  for (guint i = 0; i < N_RULE_OPTIONS; i++)
    {
      const RuleOption *option = &rule_options[i];
      guint value;

      if (!settings_has_key (settings, option->key))
        continue;

      switch (option->kind)
        {
        case OPTION_SWITCH:
          value = g_settings_get_boolean (settings, option->key);
          break;

        case OPTION_LASTING:
        case OPTION_ACCUSE:
        case OPTION_PEEK:
          value = g_settings_get_enum (settings, option->key);
          break;

        case OPTION_COUNT:
          value = g_settings_get_uint (settings, option->key);
          break;

        default:
          g_assert_not_reached ();
        }

      set_option (options, option, value);
    }
}

/**
 * sq_rule_options_save:
 * @options: the options
 * @settings: the application settings
 *
 * Remembers @options as the defaults of the next new game.
 */
void
sq_rule_options_save (const SqRuleOptions *options,
                      GSettings           *settings)
{
  g_return_if_fail (options != NULL);
  g_return_if_fail (G_IS_SETTINGS (settings));

  for (guint i = 0; i < N_RULE_OPTIONS; i++)
    {
      const RuleOption *option = &rule_options[i];
      guint value = get_option (options, option);

      if (!settings_has_key (settings, option->key))
        continue;

      switch (option->kind)
        {
        case OPTION_SWITCH:
          g_settings_set_boolean (settings, option->key, value != 0);
          break;

        case OPTION_LASTING:
        case OPTION_ACCUSE:
        case OPTION_PEEK:
          g_settings_set_enum (settings, option->key, value);
          break;

        case OPTION_COUNT:
          g_settings_set_uint (settings, option->key, value);
          break;

        default:
          g_assert_not_reached ();
        }
    }
}

/**
 * sq_rule_options_describe:
 * @settings: (nullable): the application settings, or %NULL for the
 *   recommended options
 * @key: a settings key, e.g. "default-rule-excalibur-bonus"
 * @title: (out) (optional) (transfer none): the option's translated title
 *
 * For the rules reference: the value new games start with, in the words
 * of the new game page.
 *
 * Returns: (transfer full) (nullable): "On", "Until a Quest Is Won", "2"…;
 *   %NULL if @key is not a rule option's
 */
char *
sq_rule_options_describe (GSettings   *settings,
                          const char  *key,
                          const char **title)
{
  SqRuleOptions options;

  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (key != NULL, NULL);

  sq_rule_options_init_defaults (&options);
  if (settings != NULL)
    sq_rule_options_load (&options, settings);

  for (guint i = 0; i < N_RULE_OPTIONS; i++)
    {
      const RuleOption *option = &rule_options[i];
      guint value = get_option (&options, option);

      if (!g_str_equal (option->key, key))
        continue;

      if (title != NULL)
        *title = _(option->title);

      switch (option->kind)
        {
        case OPTION_SWITCH:
          return g_strdup (value != 0
                           /* Translators: the value of a rule option that is a switch */
                           ? C_("rule option", "On")
                           /* Translators: the value of a rule option that is a switch */
                           : C_("rule option", "Off"));

        case OPTION_LASTING:
          return g_strdup (_(lasting_items[value]));

        case OPTION_ACCUSE:
          return g_strdup (_(accuse_items[value]));

        case OPTION_PEEK:
          return g_strdup (_(peek_items[value]));

        case OPTION_COUNT:
          return g_strdup_printf ("%u", value);

        default:
          g_assert_not_reached ();
        }
    }

  return NULL;
}

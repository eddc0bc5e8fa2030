/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-preferences-window.h"

struct _SqPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;

  /* Template widgets */
  GtkSwitch            *keep_awake_switch;
  AdwComboRow          *language_row;
  GtkSwitch            *white_switch;
  GtkSwitch            *black_switch;
  GtkSwitch            *dice_switch;
};

G_DEFINE_FINAL_TYPE (SqPreferencesWindow, sq_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

enum
{
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The combo's rows, in order; "" follows the system. */
static const char * const languages[] = { "", "en", "nl", "es", "it" };

/* Helpers */

static gboolean
deck_to_switch (GValue   *value,
                GVariant *variant,
                gpointer  user_data)
{
  g_value_set_boolean (value, g_strcmp0 (g_variant_get_string (variant, NULL), "virtual") == 0);
  return TRUE;
}

static GVariant *
switch_to_deck (const GValue       *value,
                const GVariantType *expected_type,
                gpointer            user_data)
{
  return g_variant_new_string (g_value_get_boolean (value) ? "virtual" : "physical");
}

static gboolean
language_to_row (GValue   *value,
                 GVariant *variant,
                 gpointer  user_data)
{
  const char *code = g_variant_get_string (variant, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    if (g_strcmp0 (code, languages[i]) == 0)
      {
        g_value_set_uint (value, i);
        return TRUE;
      }

  g_value_set_uint (value, 0);
  return TRUE;
}

static GVariant *
row_to_language (const GValue       *value,
                 const GVariantType *expected_type,
                 gpointer            user_data)
{
  guint i = g_value_get_uint (value);

  return g_variant_new_string (i < G_N_ELEMENTS (languages) ? languages[i] : "");
}

static void
bind_settings (SqPreferencesWindow *self)
{
  static const struct {
    const char *key;
    gsize offset;
  } decks[] = {
    { "default-white-deck", G_STRUCT_OFFSET (SqPreferencesWindow, white_switch) },
    { "default-black-deck", G_STRUCT_OFFSET (SqPreferencesWindow, black_switch) },
    { "default-dice", G_STRUCT_OFFSET (SqPreferencesWindow, dice_switch) },
  };

  g_settings_bind (self->settings, "keep-screen-awake",
                   self->keep_awake_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);

  g_settings_bind_with_mapping (self->settings, "language",
                                self->language_row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                language_to_row, row_to_language,
                                NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (decks); i++)
    {
      GtkSwitch *sw = G_STRUCT_MEMBER (GtkSwitch *, self, decks[i].offset);

      g_settings_bind_with_mapping (self->settings, decks[i].key,
                                    sw, "active",
                                    G_SETTINGS_BIND_DEFAULT,
                                    deck_to_switch, switch_to_deck,
                                    NULL, NULL);
    }
}

/* GObject overrides */

static void
sq_preferences_window_constructed (GObject *object)
{
  SqPreferencesWindow *self = SQ_PREFERENCES_WINDOW (object);

  G_OBJECT_CLASS (sq_preferences_window_parent_class)->constructed (object);

  if (self->settings != NULL)
    bind_settings (self);
}

static void
sq_preferences_window_dispose (GObject *object)
{
  SqPreferencesWindow *self = SQ_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SQ_TYPE_PREFERENCES_WINDOW);

  G_OBJECT_CLASS (sq_preferences_window_parent_class)->dispose (object);
}

static void
sq_preferences_window_finalize (GObject *object)
{
  SqPreferencesWindow *self = SQ_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (sq_preferences_window_parent_class)->finalize (object);
}

static void
sq_preferences_window_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  SqPreferencesWindow *self = SQ_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_preferences_window_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  SqPreferencesWindow *self = SQ_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_preferences_window_class_init (SqPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = sq_preferences_window_constructed;
  object_class->dispose = sq_preferences_window_dispose;
  object_class->finalize = sq_preferences_window_finalize;
  object_class->get_property = sq_preferences_window_get_property;
  object_class->set_property = sq_preferences_window_set_property;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         G_TYPE_SETTINGS,
                         (G_PARAM_READWRITE |
                          G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SqPreferencesWindow, keep_awake_switch);
  gtk_widget_class_bind_template_child (widget_class, SqPreferencesWindow, language_row);
  gtk_widget_class_bind_template_child (widget_class, SqPreferencesWindow, white_switch);
  gtk_widget_class_bind_template_child (widget_class, SqPreferencesWindow, black_switch);
  gtk_widget_class_bind_template_child (widget_class, SqPreferencesWindow, dice_switch);
}

static void
sq_preferences_window_init (SqPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Public API */

/**
 * sq_preferences_window_new:
 * @settings: the application settings
 *
 * Returns: (transfer full): a new preferences window; present it
 */
GtkWidget *
sq_preferences_window_new (GSettings *settings)
{
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  return g_object_new (SQ_TYPE_PREFERENCES_WINDOW,
                       "settings", settings,
                       NULL);
}

GSettings *
sq_preferences_window_get_settings (SqPreferencesWindow *self)
{
  g_return_val_if_fail (SQ_IS_PREFERENCES_WINDOW (self), NULL);

  return self->settings;
}

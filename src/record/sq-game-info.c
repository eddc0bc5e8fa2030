/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One saved game as the Games list shows it. A GObject so that the UI can
 * put it in a list model and bind rows to its properties; the store is the
 * only writer (sq-game-info-private.h), and every setter notifies once,
 * only on change. */

#include "sq-game-info-private.h"

struct _SqGameInfo
{
  GObject parent_instance;

  char *id;
  char *name;
  GDateTime *created;
  GDateTime *updated;
  gboolean finished;
  guint players;
  GError *error;
};

G_DEFINE_FINAL_TYPE (SqGameInfo, sq_game_info, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_CREATED,
  PROP_UPDATED,
  PROP_FINISHED,
  PROP_PLAYERS,
  PROP_DAMAGED,
  PROP_ERROR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Helpers */

static gboolean
same_time (GDateTime *a,
           GDateTime *b)
{
  if (a == NULL || b == NULL)
    return a == b;

  return g_date_time_equal (a, b);
}

static gboolean
set_time (SqGameInfo *info,
          GDateTime **field,
          GDateTime  *value,
          guint       prop)
{
  if (same_time (*field, value))
    return FALSE;

  g_clear_pointer (field, g_date_time_unref);
  *field = value != NULL ? g_date_time_ref (value) : NULL;
  g_object_notify_by_pspec (G_OBJECT (info), properties[prop]);

  return TRUE;
}

/* GObject overrides */

static void
sq_game_info_finalize (GObject *object)
{
  SqGameInfo *self = (SqGameInfo *) object;

  g_free (self->id);
  g_free (self->name);
  g_clear_pointer (&self->created, g_date_time_unref);
  g_clear_pointer (&self->updated, g_date_time_unref);
  g_clear_error (&self->error);

  G_OBJECT_CLASS (sq_game_info_parent_class)->finalize (object);
}

static void
sq_game_info_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  SqGameInfo *self = SQ_GAME_INFO (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;

    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;

    case PROP_CREATED:
      g_value_set_boxed (value, self->created);
      break;

    case PROP_UPDATED:
      g_value_set_boxed (value, self->updated);
      break;

    case PROP_FINISHED:
      g_value_set_boolean (value, self->finished);
      break;

    case PROP_PLAYERS:
      g_value_set_uint (value, self->players);
      break;

    case PROP_DAMAGED:
      g_value_set_boolean (value, self->error != NULL);
      break;

    case PROP_ERROR:
      g_value_set_boxed (value, self->error);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_game_info_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  SqGameInfo *self = SQ_GAME_INFO (object);

  switch (prop_id)
    {
    case PROP_ID:
      self->id = g_value_dup_string (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_game_info_class_init (SqGameInfoClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sq_game_info_finalize;
  object_class->get_property = sq_game_info_get_property;
  object_class->set_property = sq_game_info_set_property;

  /**
   * SqGameInfo:id:
   *
   * The game's id in the store: its file name without the suffix.
   */
  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /**
   * SqGameInfo:name: (nullable)
   *
   * The display name the players gave the game, if any.
   */
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * SqGameInfo:created: (nullable)
   *
   * When the game was created.
   */
  properties[PROP_CREATED] =
    g_param_spec_boxed ("created", NULL, NULL, G_TYPE_DATE_TIME,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * SqGameInfo:updated: (nullable)
   *
   * When the game was last saved; for a damaged file, when the file was
   * last modified.
   */
  properties[PROP_UPDATED] =
    g_param_spec_boxed ("updated", NULL, NULL, G_TYPE_DATE_TIME,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * SqGameInfo:finished:
   *
   * Whether the game is over at its saved position.
   */
  properties[PROP_FINISHED] =
    g_param_spec_boolean ("finished", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * SqGameInfo:players:
   *
   * How many players (knights, for Shadows over Camelot) are seated at
   * the saved position; 0 when unknown.
   */
  properties[PROP_PLAYERS] =
    g_param_spec_uint ("players", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * SqGameInfo:damaged:
   *
   * Whether the file fails to load or to replay; #SqGameInfo:error says
   * why. The store lists such a file and never deletes it by itself.
   */
  properties[PROP_DAMAGED] =
    g_param_spec_boolean ("damaged", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * SqGameInfo:error: (nullable)
   *
   * Why a damaged file does not load: a #GError in %SQ_FILE_ERROR or
   * %G_FILE_ERROR, whose code the UI can translate.
   */
  properties[PROP_ERROR] =
    g_param_spec_boxed ("error", NULL, NULL, G_TYPE_ERROR,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sq_game_info_init (SqGameInfo *self)
{
}

/* Internal API (sq-game-info-private.h) */

SqGameInfo *
sq_game_info_new (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  return g_object_new (SQ_TYPE_GAME_INFO, "id", id, NULL);
}

void
sq_game_info_set_name (SqGameInfo *info,
                       const char *name)
{
  g_return_if_fail (SQ_IS_GAME_INFO (info));

  /* g_set_str() is GLib 2.76 */
  if (g_strcmp0 (info->name, name) == 0)
    return;

  g_free (info->name);
  info->name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (info), properties[PROP_NAME]);
}

void
sq_game_info_set_created (SqGameInfo *info,
                          GDateTime  *created)
{
  g_return_if_fail (SQ_IS_GAME_INFO (info));

  set_time (info, &info->created, created, PROP_CREATED);
}

void
sq_game_info_set_updated (SqGameInfo *info,
                          GDateTime  *updated)
{
  g_return_if_fail (SQ_IS_GAME_INFO (info));

  set_time (info, &info->updated, updated, PROP_UPDATED);
}

void
sq_game_info_set_finished (SqGameInfo *info,
                           gboolean    finished)
{
  g_return_if_fail (SQ_IS_GAME_INFO (info));

  finished = !!finished;
  if (info->finished == finished)
    return;

  info->finished = finished;
  g_object_notify_by_pspec (G_OBJECT (info), properties[PROP_FINISHED]);
}

/* @error: (nullable): why the file is damaged, or %NULL for a sound one */
void
sq_game_info_set_error (SqGameInfo   *info,
                        const GError *error)
{
  gboolean was_damaged;

  g_return_if_fail (SQ_IS_GAME_INFO (info));

  was_damaged = info->error != NULL;
  if (error == NULL && info->error == NULL)
    return;
  if (error != NULL && info->error != NULL
      && error->domain == info->error->domain && error->code == info->error->code
      && g_str_equal (error->message, info->error->message))
    return;

  g_clear_error (&info->error);
  info->error = error != NULL ? g_error_copy (error) : NULL;

  g_object_freeze_notify (G_OBJECT (info));
  g_object_notify_by_pspec (G_OBJECT (info), properties[PROP_ERROR]);
  if (was_damaged != (info->error != NULL))
    g_object_notify_by_pspec (G_OBJECT (info), properties[PROP_DAMAGED]);
  g_object_thaw_notify (G_OBJECT (info));
}

void
sq_game_info_set_players (SqGameInfo *info,
                          guint       players)
{
  g_return_if_fail (SQ_IS_GAME_INFO (info));

  if (info->players == players)
    return;

  info->players = players;
  g_object_notify_by_pspec (G_OBJECT (info), properties[PROP_PLAYERS]);
}

/* Public API */

/**
 * sq_game_info_get_id:
 * @info: a game info
 *
 * Returns: (transfer none): the game's id in the store
 */
const char *
sq_game_info_get_id (SqGameInfo *info)
{
  g_return_val_if_fail (SQ_IS_GAME_INFO (info), NULL);

  return info->id;
}

/**
 * sq_game_info_get_name:
 * @info: a game info
 *
 * Returns: (transfer none) (nullable): the display name
 */
const char *
sq_game_info_get_name (SqGameInfo *info)
{
  g_return_val_if_fail (SQ_IS_GAME_INFO (info), NULL);

  return info->name;
}

/**
 * sq_game_info_get_created:
 * @info: a game info
 *
 * Returns: (transfer none) (nullable): when the game was created
 */
GDateTime *
sq_game_info_get_created (SqGameInfo *info)
{
  g_return_val_if_fail (SQ_IS_GAME_INFO (info), NULL);

  return info->created;
}

/**
 * sq_game_info_get_updated:
 * @info: a game info
 *
 * Returns: (transfer none) (nullable): when the game was last saved
 */
GDateTime *
sq_game_info_get_updated (SqGameInfo *info)
{
  g_return_val_if_fail (SQ_IS_GAME_INFO (info), NULL);

  return info->updated;
}

/**
 * sq_game_info_get_finished:
 * @info: a game info
 *
 * Returns: whether the game is over
 */
gboolean
sq_game_info_get_finished (SqGameInfo *info)
{
  g_return_val_if_fail (SQ_IS_GAME_INFO (info), FALSE);

  return info->finished;
}

/**
 * sq_game_info_get_damaged:
 * @info: a game info
 *
 * Returns: whether the file fails to load
 */
gboolean
sq_game_info_get_damaged (SqGameInfo *info)
{
  g_return_val_if_fail (SQ_IS_GAME_INFO (info), FALSE);

  return info->error != NULL;
}

/**
 * sq_game_info_get_error:
 * @info: a game info
 *
 * Returns: (transfer none) (nullable): why the file fails to load
 */
const GError *
sq_game_info_get_error (SqGameInfo *info)
{
  g_return_val_if_fail (SQ_IS_GAME_INFO (info), NULL);

  return info->error;
}

/**
 * sq_game_info_get_players:
 * @info: a game info
 *
 * Returns: how many players are seated at the saved position, or 0 for a
 *   damaged file
 */
guint
sq_game_info_get_players (SqGameInfo *info)
{
  g_return_val_if_fail (SQ_IS_GAME_INFO (info), 0);

  return info->players;
}

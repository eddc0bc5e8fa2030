/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include "sq-log-entry.h"

struct _SqLogEntry
{
  GObject   parent_instance;

  guint     index;
  guint     turn;
  char     *text;
  gboolean  undone;
  gboolean  correctable;

  /* what the action did, and the turn's heading on its first entry */
  char     *heading;
  gboolean  first_of_turn;
  char     *narration;
  GStrv     tasks;
  gboolean  quest_outcome;
};

G_DEFINE_FINAL_TYPE (SqLogEntry, sq_log_entry, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_INDEX,
  PROP_TURN,
  PROP_TEXT,
  PROP_UNDONE,
  PROP_CORRECTABLE,
  PROP_HEADING,
  PROP_FIRST_OF_TURN,
  PROP_NARRATION,
  PROP_QUEST_OUTCOME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
sq_log_entry_finalize (GObject *object)
{
  SqLogEntry *self = SQ_LOG_ENTRY (object);

  g_clear_pointer (&self->text, g_free);
  g_clear_pointer (&self->heading, g_free);
  g_clear_pointer (&self->narration, g_free);
  g_clear_pointer (&self->tasks, g_strfreev);

  G_OBJECT_CLASS (sq_log_entry_parent_class)->finalize (object);
}

static void
sq_log_entry_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  SqLogEntry *self = SQ_LOG_ENTRY (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;

    case PROP_TURN:
      g_value_set_uint (value, self->turn);
      break;

    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;

    case PROP_UNDONE:
      g_value_set_boolean (value, self->undone);
      break;

    case PROP_CORRECTABLE:
      g_value_set_boolean (value, self->correctable);
      break;

    case PROP_HEADING:
      g_value_set_string (value, self->heading);
      break;

    case PROP_FIRST_OF_TURN:
      g_value_set_boolean (value, self->first_of_turn);
      break;

    case PROP_NARRATION:
      g_value_set_string (value, self->narration);
      break;

    case PROP_QUEST_OUTCOME:
      g_value_set_boolean (value, self->quest_outcome);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_log_entry_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  SqLogEntry *self = SQ_LOG_ENTRY (object);

  switch (prop_id)
    {
    case PROP_UNDONE:
      sq_log_entry_set_undone (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_log_entry_class_init (SqLogEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sq_log_entry_finalize;
  object_class->get_property = sq_log_entry_get_property;
  object_class->set_property = sq_log_entry_set_property;

  properties[PROP_INDEX] =
    g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TURN] =
    g_param_spec_uint ("turn", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_UNDONE] =
    g_param_spec_boolean ("undone", NULL, NULL, FALSE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));
  /* an entry the table entered (a d8 roll, a Black card) that is still in
   * the game: the history offers to correct it */
  properties[PROP_CORRECTABLE] =
    g_param_spec_boolean ("correctable", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HEADING] =
    g_param_spec_string ("heading", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_FIRST_OF_TURN] =
    g_param_spec_boolean ("first-of-turn", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NARRATION] =
    g_param_spec_string ("narration", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_QUEST_OUTCOME] =
    g_param_spec_boolean ("quest-outcome", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sq_log_entry_init (SqLogEntry *self)
{
}

/**
 * sq_log_entry_new:
 * @index: the entry's place in the history, from 0
 * @turn: the turn it was played in
 * @text: the action in words, public view only
 *
 * Returns: (transfer full): a new entry
 */
SqLogEntry *
sq_log_entry_new (guint       index,
                  guint       turn,
                  const char *text)
{
  SqLogEntry *self;

  g_return_val_if_fail (text != NULL, NULL);

  self = g_object_new (SQ_TYPE_LOG_ENTRY, NULL);
  self->index = index;
  self->turn = turn;
  self->text = g_strdup (text);

  return self;
}

guint
sq_log_entry_get_index (SqLogEntry *self)
{
  g_return_val_if_fail (SQ_IS_LOG_ENTRY (self), 0);

  return self->index;
}

guint
sq_log_entry_get_turn (SqLogEntry *self)
{
  g_return_val_if_fail (SQ_IS_LOG_ENTRY (self), 0);

  return self->turn;
}

const char *
sq_log_entry_get_text (SqLogEntry *self)
{
  g_return_val_if_fail (SQ_IS_LOG_ENTRY (self), NULL);

  return self->text;
}

gboolean
sq_log_entry_get_undone (SqLogEntry *self)
{
  g_return_val_if_fail (SQ_IS_LOG_ENTRY (self), FALSE);

  return self->undone;
}

void
sq_log_entry_set_undone (SqLogEntry *self,
                         gboolean    undone)
{
  g_return_if_fail (SQ_IS_LOG_ENTRY (self));

  undone = !!undone;
  if (self->undone == undone)
    return;

  self->undone = undone;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNDONE]);
}

gboolean
sq_log_entry_get_correctable (SqLogEntry *self)
{
  g_return_val_if_fail (SQ_IS_LOG_ENTRY (self), FALSE);

  return self->correctable;
}

void
sq_log_entry_set_correctable (SqLogEntry *self,
                              gboolean    correctable)
{
  g_return_if_fail (SQ_IS_LOG_ENTRY (self));

  correctable = !!correctable;
  if (self->correctable == correctable)
    return;

  self->correctable = correctable;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CORRECTABLE]);
}

/**
 * sq_log_entry_set_details:
 * @heading: the turn's heading ("Turn 4: King Arthur")
 * @first_of_turn: whether the entry opens its turn: the history shows
 *   the heading over it
 * @narration: (nullable): what the action did, one event a line
 * @tasks: (nullable): what it asks of the physical table
 * @quest_outcome: whether a quest ended with it
 *
 * Set once, before the entry is shown.
 */
void
sq_log_entry_set_details (SqLogEntry         *self,
                          const char         *heading,
                          gboolean            first_of_turn,
                          const char         *narration,
                          const char * const *tasks,
                          gboolean            quest_outcome)
{
  g_return_if_fail (SQ_IS_LOG_ENTRY (self));

  g_free (self->heading);
  self->heading = g_strdup (heading);
  self->first_of_turn = !!first_of_turn;
  g_free (self->narration);
  self->narration = g_strdup (narration);
  g_strfreev (self->tasks);
  self->tasks = g_strdupv ((char **) tasks);
  self->quest_outcome = !!quest_outcome;
}

const char *
sq_log_entry_get_heading (SqLogEntry *self)
{
  g_return_val_if_fail (SQ_IS_LOG_ENTRY (self), NULL);

  return self->heading;
}

gboolean
sq_log_entry_get_first_of_turn (SqLogEntry *self)
{
  g_return_val_if_fail (SQ_IS_LOG_ENTRY (self), FALSE);

  return self->first_of_turn;
}

const char *
sq_log_entry_get_narration (SqLogEntry *self)
{
  g_return_val_if_fail (SQ_IS_LOG_ENTRY (self), NULL);

  return self->narration;
}

/**
 * sq_log_entry_get_tasks:
 *
 * Returns: (transfer none) (nullable): what the entry asks of the table
 */
const char * const *
sq_log_entry_get_tasks (SqLogEntry *self)
{
  g_return_val_if_fail (SQ_IS_LOG_ENTRY (self), NULL);

  return (const char * const *) self->tasks;
}

gboolean
sq_log_entry_get_quest_outcome (SqLogEntry *self)
{
  g_return_val_if_fail (SQ_IS_LOG_ENTRY (self), FALSE);

  return self->quest_outcome;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The engine's events (sq-events.h) in words: the narration of what an
 * action did, for the history and the toast, and what it asks of the
 * physical table ("Now at the table"). Public view only: a card laid
 * face down is never named until its quest reveals it. */

#pragma once

#include <gio/gio.h>

#include "sq-events.h"
#include "sq-log-entry.h"

G_BEGIN_DECLS

char *sq_text_event         (const SqState *state,
                             const SqEvent *event);
char *sq_text_event_task    (const SqState *state,
                             const SqEvent *event);
char *sq_text_event_lines   (const SqState *state,
                             GArray        *events);

void  sq_text_events_describe (SqLogEntry     *entry,
                              const SqState  *before,
                              const SqAction *action,
                              const SqState  *after,
                              gboolean        first_of_turn);
char *sq_text_told             (GListModel     *log,
                               guint           index,
                               gboolean        with_narration);
char *sq_text_told_narration   (GListModel     *log,
                               guint           index);
char *sq_text_toast            (const char     *first,
                               const char     *narration);

G_END_DECLS

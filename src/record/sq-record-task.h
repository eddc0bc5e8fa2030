/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* Work for a GTask done in a thread that never holds the task (see
 * sq-record-task.c). */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/**
 * SqRecordTaskWork:
 * @task_data: the task's data (g_task_get_task_data()), alive until the
 *   work returns
 * @error: where a failure goes
 *
 * Runs in a worker thread; it may not touch the task or its source.
 *
 * Returns: (transfer full) (nullable): the task's result, or %NULL with
 *   @error set
 */
typedef gpointer (*SqRecordTaskWork) (gpointer   task_data,
                                      GError   **error);

void sq_record_task_run_in_thread (GTask            *task,
                                   SqRecordTaskWork  work,
                                   GDestroyNotify    free_result);

G_END_DECLS

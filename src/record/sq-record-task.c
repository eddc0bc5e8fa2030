/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * g_task_run_in_thread() keeps a reference to the task in the worker
 * thread until the work function has returned, which may be after the
 * task's callback has run in the main thread. The task then lets go of
 * its source object in the worker thread: if that was the last reference
 * (a window closed while the games folder is still being read), the
 * store is finalized off the main thread. A test that drops the store
 * right after the callback saw it still alive, now and then, on a busy
 * machine.
 *
 * Here the worker holds only the task's data, which the task keeps alive;
 * the result goes back to the task's own main context in an idle, where
 * the task is returned and let go. So the task and its source object always end in
 * the thread that made them.
 */

#include "sq-record-task.h"

typedef struct
{
  GTask            *task;    /* touched in the task's context only */
  GMainContext     *context;
  SqRecordTaskWork  work;
  gpointer          task_data;
  GDestroyNotify    free_result;
  gpointer          result;
  GError           *error;
} Job;

/* In the task's main context */
static gboolean
job_return (gpointer data)
{
  Job *job = data;

  if (job->error != NULL)
    g_task_return_error (job->task, job->error);
  else
    g_task_return_pointer (job->task, job->result, job->free_result);
  g_object_unref (job->task);
  g_main_context_unref (job->context);
  g_free (job);

  return G_SOURCE_REMOVE;
}

/* In the worker thread */
static gpointer
job_run (gpointer data)
{
  Job *job = data;
  GSource *source;

  job->result = job->work (job->task_data, &job->error);

  /* an idle of the task's context, always: g_main_context_invoke() would
   * run it here, in this thread, whenever the main thread does not hold
   * its context at that moment */
  source = g_idle_source_new ();
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, job_return, job, NULL);
  g_source_set_static_name (source, "[squire] task result");
  g_source_attach (source, job->context);
  g_source_unref (source);

  return NULL;
}

/**
 * sq_record_task_run_in_thread:
 * @task: a task; a reference is taken until it is returned
 * @work: what a worker thread does with the task's data
 * @free_result: (nullable): frees the result if nobody takes it
 *
 * Like g_task_run_in_thread(), but the worker never holds @task: @work's
 * result, or its error, is returned through @task in an idle of @task's
 * main context, by the thread that runs it, and @task is let go there.
 */
void
sq_record_task_run_in_thread (GTask            *task,
                              SqRecordTaskWork  work,
                              GDestroyNotify    free_result)
{
  Job *job;

  g_return_if_fail (G_IS_TASK (task));
  g_return_if_fail (work != NULL);

  job = g_new0 (Job, 1);
  job->task = g_object_ref (task);
  job->context = g_main_context_ref (g_task_get_context (task));
  job->work = work;
  job->task_data = g_task_get_task_data (task);
  job->free_result = free_result;
  g_thread_unref (g_thread_new ("squire-task", job_run, job));
}

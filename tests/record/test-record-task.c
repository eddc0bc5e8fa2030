/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sq_record_task_run_in_thread(): the work runs in another thread, its
 * result or its error comes back through the task in the main thread,
 * also when the work ends while the main thread is out of its loop, and
 * the task and its source object are let go in the main thread, never
 * in the worker (g_task_run_in_thread() may do that, as the worker holds
 * the task until its function has returned). */

#include "sq-record-task.h"

typedef struct
{
  GThread  *worker;       /* the thread the work ran in */
  GThread  *finalized_in; /* the thread the source object ended in */
  gboolean  done;
  char     *result;
  GError   *error;
} Run;

static gpointer
work_ok (gpointer   task_data,
         GError   **error)
{
  Run *run = task_data;

  run->worker = g_thread_self ();
  /* long enough for the main thread to be back in its loop */
  g_usleep (20 * G_TIME_SPAN_MILLISECOND);
  return g_strdup ("listed");
}

static gpointer
work_fails (gpointer   task_data,
            GError   **error)
{
  Run *run = task_data;

  run->worker = g_thread_self ();
  g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_NOENT, "no folder");
  return NULL;
}

static void
on_finalized (gpointer  data,
              GObject  *where_the_object_was)
{
  Run *run = data;

  run->finalized_in = g_thread_self ();
}

static void
on_done (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  Run *run = user_data;

  g_assert_true (g_thread_self () != run->worker);
  run->result = g_task_propagate_pointer (G_TASK (result), &run->error);
  run->done = TRUE;
}

/* Runs @work with a source object held by the task alone */
static void
run_task (Run              *run,
          SqRecordTaskWork  work)
{
  GObject *source = g_object_new (G_TYPE_OBJECT, NULL);
  GTask *task = g_task_new (source, NULL, on_done, run);

  g_object_weak_ref (source, on_finalized, run);
  g_task_set_task_data (task, run, NULL);
  sq_record_task_run_in_thread (task, work, g_free);
  g_object_unref (task);
  g_object_unref (source);

  /* the work ends while this thread holds no main context: its result
   * must still wait for this thread */
  g_usleep (100 * G_TIME_SPAN_MILLISECOND);
  g_assert_false (run->done);
  while (!run->done)
    g_main_context_iteration (NULL, TRUE);
  /* nothing is left for a later iteration to let go */
  g_assert_true (run->finalized_in == g_thread_self ());
}

static void
test_result (void)
{
  Run run = { NULL, };

  run_task (&run, work_ok);
  g_assert_no_error (run.error);
  g_assert_cmpstr (run.result, ==, "listed");
  g_assert_nonnull (run.worker);
  g_assert_true (run.worker != g_thread_self ());
  g_free (run.result);
}

static void
test_error (void)
{
  Run run = { NULL, };

  run_task (&run, work_fails);
  g_assert_error (run.error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_assert_null (run.result);
  g_clear_error (&run.error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/record/task/result", test_result);
  g_test_add_func ("/record/task/error", test_error);

  return g_test_run ();
}

import { useState } from 'react';
import { taskApi, useUpdateTaskMutation, useTasksDispatch } from '../../task-api';
import { failureMessage } from '../editing/failure-message';

/**
 * Turns a subtask into a task of its own. The parent's list carries no version, so the
 * subtask is read first and patched with the version it answered.
 */
export function useConvertToTask(parentTaskId: string) {
  const dispatch = useTasksDispatch();
  const [loadTask] = taskApi.useLazyGetTaskQuery();
  const [updateTask] = useUpdateTaskMutation();
  const [error, setError] = useState<string | null>(null);
  const [converting, setConverting] = useState<string | null>(null);

  async function convert(subtaskId: string) {
    const fallback = 'Could not convert the subtask';
    setConverting(subtaskId);
    const subtask = await loadTask(subtaskId);
    const result = subtask.data
      ? await updateTask({
          taskId: subtaskId,
          update: { version: subtask.data.version, convertToTask: true },
        })
      : null;
    setConverting(null);
    const failure = result ? result.error : subtask.error;
    if (!result || failure) {
      setError(failure ? failureMessage(failure, fallback) : fallback);
      return;
    }
    setError(null);
    dispatch(taskApi.util.invalidateTags([{ type: 'Task', id: parentTaskId }]));
  }

  return { convert, converting, error };
}

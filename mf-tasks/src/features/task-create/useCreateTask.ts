import {
  checkInput,
  COMMAND_FAILED_MESSAGE,
  createTaskSearch,
  surfaceSearch,
  taskDraftSchema,
  type FieldLabels,
  type PlatformApi,
  type TaskDraft,
} from '@staydesk/contracts';
import { useEffect, useState } from 'react';

export type CreationState =
  | { kind: 'editing' }
  | { kind: 'busy' }
  | { kind: 'failed'; message: string }
  | { kind: 'created'; taskId: string };

/** The success box stays a second before the new task opens, as the palette closes after one. */
export const OPEN_CREATED_TASK_AFTER_MS = 1_000;

/** The command's data names the new task as taskId or, being the task itself, as id. */
function createdTaskId(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  if ('taskId' in data && typeof data.taskId === 'string') return data.taskId;
  if ('id' in data && typeof data.id === 'string') return data.id;
  return null;
}

/** The draft's fields as the panel labels them, for its validation messages. */
const DRAFT_LABELS: FieldLabels = {
  title: 'Title',
  description: 'Description',
  dueDate: 'Due Date',
  category: 'Category',
  priority: 'Priority',
};

/** The URL that closes the creation panel and opens the new task's detail. */
export const createdTaskUrl = (taskId: string): string =>
  `${window.location.pathname}${surfaceSearch(createTaskSearch(window.location.search, null), taskId)}`;

/** Sends the task.create command and, once it succeeds, opens the new task. */
export function useCreateTask(platform: PlatformApi) {
  const [state, setState] = useState<CreationState>({ kind: 'editing' });

  useEffect(() => {
    if (state.kind !== 'created') return;
    const timer = setTimeout(
      () => platform.nav.navigate(createdTaskUrl(state.taskId)),
      OPEN_CREATED_TASK_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [state, platform]);

  async function create(draft: TaskDraft) {
    // A template or a voice note can fill a field past its limit, which typing cannot.
    const checked = checkInput(taskDraftSchema, draft, DRAFT_LABELS);
    if (!checked.success) {
      setState({ kind: 'failed', message: checked.message });
      return;
    }
    setState({ kind: 'busy' });
    const result = await platform.executeCommand({
      action: { type: 'command', topic: 'tasks', event: 'task.create', payload: { ...draft } },
    });
    const taskId = result.success ? createdTaskId(result.data) : null;
    setState(
      taskId
        ? { kind: 'created', taskId }
        : { kind: 'failed', message: result.error ?? COMMAND_FAILED_MESSAGE },
    );
  }

  return { state, create, running: state.kind === 'busy' || state.kind === 'created' };
}
